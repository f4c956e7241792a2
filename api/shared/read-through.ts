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
  async get(key: string, stored: () => R | null, compute: () => Promise<R>): Promise<R> {
    const hit = this.cache.get(key);
    if (hit !== undefined) return hit;
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const row = stored();
    if (row !== null) return this.remember(key, row);
    const computation = compute()
      .then((result) => this.remember(key, result))
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, computation);
    return computation;
  }

  private remember(key: string, result: R): R {
    this.cache.set(key, result);
    return result;
  }
}
