/**
 * The read-through cache every request-path source shares: an LRU of recent results, then the precomputed row,
 * then a computation in the worker pool that concurrent requests for the same key share.
 */
import { Lru } from './lru.ts';

export class ReadThrough<R> {
  private readonly cache: Lru<R>;
  private readonly inFlight = new Map<string, Promise<R>>();

  /** Keeps at most `capacity` results. */
  constructor(capacity: number) {
    this.cache = new Lru(capacity);
  }

  /**
   * The result for `key`: from memory, else `stored()` (a precomputed row, or null when there is none current),
   * else `compute()`. Only results found are kept: a row the pipeline writes later is read on the next miss.
   */
  get(key: string, stored: () => R | null, compute: () => Promise<R>): Promise<R> {
    return this.atHand(key, stored) ?? this.computing(key, compute());
  }

  /**
   * The result for `key` when it needs no new computation: kept, being computed, or a precomputed row (`stored()`,
   * then kept); else undefined.
   */
  atHand(key: string, stored: () => R | null): Promise<R> | undefined {
    const hit = this.cache.get(key);
    if (hit !== undefined) return Promise.resolve(hit);
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const row = stored();
    return row === null ? undefined : Promise.resolve(this.remember(key, row));
  }

  /** The result kept for `key`, or undefined. */
  kept(key: string): R | undefined {
    return this.cache.get(key);
  }

  /** Keeps a result computed elsewhere (a worker that answered a whole request with it). */
  learn(key: string, result: R): void {
    this.remember(key, result);
  }

  /**
   * Shares `computation` of `key` with the requests that ask for it while it runs, and keeps its result: how a
   * result computed elsewhere (`learn`) is awaited by the requests that come meanwhile.
   */
  computing(key: string, computation: Promise<R>): Promise<R> {
    const shared = computation.then((result) => this.remember(key, result)).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, shared);
    return shared;
  }

  private remember(key: string, result: R): R {
    this.cache.set(key, result);
    return result;
  }
}
