/**
 * In-process fixed-window counter for @fastify/rate-limit.
 *
 * The plugin's bundled LocalStore hands every caller the same mutable counter object; with requests of one key
 * in flight together, each reads the count after the others have incremented it, and a burst of 150 requests
 * on a fresh 100-per-hour key is refused entirely. This store answers each increment with a snapshot, so
 * exactly `max` requests of a burst pass. Expired windows are pruned as new keys arrive.
 *
 * The plugin constructs the store itself (`new Store(pluginOptions)`) and the store needs none of those
 * options, so the constructor takes no arguments. The clock is `Date.now`; `WindowStore.withClock` gives a
 * store class that reads another clock, for tests that move time or a server with a clock of its own.
 */
interface Window {
  count: number;
  startMs: number;
}

type Callback = (err: Error | null, result: { current: number; ttl: number }) => void;

/** Expired windows are dropped when this many new keys have arrived since the last pruning. */
export const PRUNE_EVERY_NEW_KEYS = 1024;

export class WindowStore {
  /** A `WindowStore` class whose instances read `clockMs` (ms since 1970-01-01) instead of `Date.now`. */
  static withClock(clockMs: () => number): typeof WindowStore {
    return class extends WindowStore {
      protected override nowMs(): number {
        return clockMs();
      }
    };
  }

  private readonly windows = new Map<string, Window>();
  private newKeysSincePrune = 0;

  /** Keys with a window held, current or expired but not yet pruned. */
  get size(): number {
    return this.windows.size;
  }

  /** Counts one request of `key` and reports the count inside the current window and ms until it ends. */
  incr(key: string, cb: Callback, timeWindowMs: number): void {
    cb(null, this.count(key, timeWindowMs));
  }

  /** `incr` answered at once: counts one request of `key` and returns the count inside its window and ms until it ends. */
  count(key: string, timeWindowMs: number): { current: number; ttl: number } {
    const nowMs = this.nowMs();
    let window = this.windows.get(key);
    if (!window || window.startMs + timeWindowMs <= nowMs) {
      if (!window) this.maybePrune(nowMs, timeWindowMs);
      window = { count: 0, startMs: nowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { current: window.count, ttl: window.startMs + timeWindowMs - nowMs };
  }

  /** Reports the state of `key` without counting a request. */
  read(key: string, cb: Callback, timeWindowMs: number): void {
    const nowMs = this.nowMs();
    const window = this.windows.get(key);
    if (!window || window.startMs + timeWindowMs <= nowMs) return cb(null, { current: 0, ttl: 0 });
    cb(null, { current: window.count, ttl: window.startMs + timeWindowMs - nowMs });
  }

  /** Route-specific limits share the counters: a key's requests count once whatever route they reach. */
  child(): this {
    return this;
  }

  /** Ms since 1970-01-01T00:00Z now. */
  protected nowMs(): number {
    return Date.now();
  }

  private maybePrune(nowMs: number, timeWindowMs: number): void {
    if (++this.newKeysSincePrune < PRUNE_EVERY_NEW_KEYS) return;
    this.newKeysSincePrune = 0;
    for (const [key, window] of this.windows) {
      if (window.startMs + timeWindowMs <= nowMs) this.windows.delete(key);
    }
  }
}
