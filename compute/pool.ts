/**
 * The piscina worker pool shared by the pipeline (precompute) and the API (on-demand charts). Workers run
 * `tasks.ts`, whose named exports are the tasks; each takes one plain object and returns plain data.
 * The sources are TypeScript; `worker-entry.mjs` registers tsx in each worker and dispatches by task name.
 */
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type * as Tasks from './tasks.ts';

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

/**
 * The pool refused or gave up on a task: its queue is full (`POOL_QUEUE_FULL`) or the task ran past the pool's
 * time limit (`POOL_TIMEOUT`). The API answers both 503 with Retry-After.
 */
export class PoolBusyError extends Error {
  constructor(
    readonly code: 'POOL_QUEUE_FULL' | 'POOL_TIMEOUT',
    message: string,
  ) {
    super(message);
    this.name = 'PoolBusyError';
  }
}

function isEngineErrorRecord(value: unknown): value is { code: string; message: string } {
  return typeof value === 'object' && value !== null && (value as { engineError?: unknown }).engineError === true;
}

/** What runs a named task: the pool, or the tasks called in the same thread (inside a worker). */
export interface TaskRunner {
  run<N extends TaskName>(name: N, input: Parameters<TaskFn<N>>[0]): Promise<Awaited<ReturnType<TaskFn<N>>>>;
}

export class ComputePool implements TaskRunner {
  private readonly piscina: Piscina;

  /** Tasks completed when `takeRunTime` was last called. */
  private completedBefore = 0;

  /** Longest a task may run before it is abandoned (ms); no limit when absent (the pipeline). */
  private readonly taskTimeoutMs: number | undefined;

  /**
   * `threads` workers; with `warm`, they start now instead of on the first task. `tasksPerWorker` above 1 hands
   * a worker its next task while it still runs one (the pipeline: a worker never waits for the main thread to
   * hand it the next chunk); the API keeps 1 so a request never queues behind another
   * in a busy worker while a free one waits. `maxQueue` bounds the tasks waiting for a worker (the API: a burst
   * beyond it is refused rather than queued without bound); `taskTimeoutMs` limits each task's run.
   */
  constructor(threads: number, options: { warm?: boolean; tasksPerWorker?: number; maxQueue?: number; taskTimeoutMs?: number } = {}) {
    this.piscina = new Piscina({
      filename: WORKER_URL,
      minThreads: options.warm ? threads : 0,
      maxThreads: threads,
      concurrentTasksPerWorker: options.tasksPerWorker ?? 1,
      // Idle workers stay: a cold worker costs ~0.5 s to load the engine.
      idleTimeout: 60_000,
      ...(options.maxQueue !== undefined ? { maxQueue: options.maxQueue } : {}),
    });
    this.taskTimeoutMs = options.taskTimeoutMs;
  }

  /**
   * Runs a named task in a worker. With a time limit, a task still running when it expires is abandoned (its
   * worker is stopped and replaced) and the promise rejects with `PoolBusyError` POOL_TIMEOUT; a full queue
   * rejects at once with POOL_QUEUE_FULL.
   */
  run<N extends TaskName>(name: N, input: Parameters<TaskFn<N>>[0]): Promise<Awaited<ReturnType<TaskFn<N>>>> {
    return this.dispatch({ name, input });
  }

  /**
   * Runs the named export of another worker module (`moduleUrl`, a file URL) with the same limits as `run`: how a
   * layer above compute (the API's answers) gives the workers tasks of its own. The module is imported once per worker.
   */
  runIn<T>(moduleUrl: string, name: string, input: unknown): Promise<T> {
    return this.dispatch({ module: moduleUrl, name, input });
  }

  private dispatch<T>(task: { module?: string; name: string; input: unknown }): Promise<T> {
    const signal = this.taskTimeoutMs !== undefined ? AbortSignal.timeout(this.taskTimeoutMs) : undefined;
    return this.piscina.run(task, signal ? { signal } : {}).catch((err: unknown) => {
      if (isEngineErrorRecord(err)) throw new EngineError(err.code, err.message);
      if (signal?.aborted) throw new PoolBusyError('POOL_TIMEOUT', `The computation took longer than ${this.taskTimeoutMs} ms and was stopped`);
      if (err instanceof Error && /queue is at limit/i.test(err.message)) throw new PoolBusyError('POOL_QUEUE_FULL', 'Every worker is busy and the queue of waiting computations is full');
      throw err;
    });
  }

  /** The most workers this pool runs at once. */
  get size(): number {
    return this.piscina.options.maxThreads;
  }

  /**
   * The mean time of the tasks finished since the last call (ms, from the hand-over to a worker to its answer,
   * waiting in the queue excluded) and their count; starts the next count.
   */
  takeRunTime(): { meanMs: number; tasks: number } {
    const histogram = this.piscina.histogram;
    const figures = { meanMs: histogram.runTime.mean, tasks: this.piscina.completed - this.completedBefore };
    histogram.resetRunTime();
    this.completedBefore = this.piscina.completed;
    return figures;
  }

  /** Tasks waiting for a free worker. */
  get queued(): number {
    return this.piscina.queueSize;
  }

  async close(): Promise<void> {
    await this.piscina.destroy();
  }
}
