/**
 * The piscina worker pool shared by the pipeline (precompute) and the API (on-demand charts). Workers run
 * `pipeline/worker.ts`, whose named exports are the tasks; each takes one plain object and returns plain data.
 * The sources are TypeScript; `worker-entry.mjs` registers tsx in each worker and dispatches by task name.
 */
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type * as Tasks from './worker.ts';

export type TaskName = keyof typeof Tasks;
type TaskFn<N extends TaskName> = (typeof Tasks)[N];

const WORKER_URL = new URL('./worker-entry.mjs', import.meta.url).href;

/** Worker count for a configured value: 0 means one per core minus one, at least one. */
export function resolveWorkerCount(configured: number): number {
  return configured > 0 ? configured : Math.max(1, availableParallelism() - 1);
}

/** An engine error raised in a worker, with its code (e.g. INVALID_DATE, HOUSE_SYSTEM_UNDEFINED). */
export class EngineError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'EngineError';
  }
}

function isEngineErrorRecord(value: unknown): value is { code: string; message: string } {
  return typeof value === 'object' && value !== null && (value as { engineError?: unknown }).engineError === true;
}

export class ComputePool {
  private readonly piscina: Piscina;

  /**
   * `threads` workers; with `warm`, they start now instead of on the first task. `tasksPerWorker` above 1 hands
   * a worker its next task while it still runs one (the pipeline: a worker never waits for the main thread to
   * finish writing before it starts the next chunk); the API keeps 1 so a request never queues behind another
   * in a busy worker while a free one waits.
   */
  constructor(threads: number, options: { warm?: boolean; tasksPerWorker?: number } = {}) {
    this.piscina = new Piscina({
      filename: WORKER_URL,
      minThreads: options.warm ? threads : 0,
      maxThreads: threads,
      concurrentTasksPerWorker: options.tasksPerWorker ?? 1,
      // Idle workers stay: a cold worker costs ~0.5 s to load the engine.
      idleTimeout: 60_000,
    });
  }

  /** Runs a named task in a worker. */
  run<N extends TaskName>(name: N, input: Parameters<TaskFn<N>>[0]): Promise<Awaited<ReturnType<TaskFn<N>>>> {
    return this.piscina.run({ name, input }).catch((err: unknown) => {
      throw isEngineErrorRecord(err) ? new EngineError(err.code, err.message) : err;
    });
  }

  /** The most workers this pool runs at once. */
  get size(): number {
    return this.piscina.options.maxThreads;
  }

  /** Tasks waiting for a free worker. */
  get queued(): number {
    return this.piscina.queueSize;
  }

  async close(): Promise<void> {
    await this.piscina.destroy();
  }
}
