/**
 * In-process fixed-window counter for @fastify/rate-limit.
 *
 * The plugin's bundled LocalStore hands every caller the same mutable counter object; with requests of one key
 * in flight together, each reads the count after the others have incremented it, and a burst of 150 requests
 * on a fresh 100-per-hour key is refused entirely. This store answers each increment with a snapshot, so
 * exactly `max` requests of a burst pass. Expired windows are pruned as new keys arrive. The plugin constructs
 * it itself (`new Store(pluginOptions)`), so it takes no arguments.
 */
interface Window {
  count: number;
  startMs: number;
}

type Callback = (err: Error | null, result: { current: number; ttl: number }) => void;

const PRUNE_EVERY_NEW_KEYS = 1024;

export class WindowStore {
  private readonly windows = new Map<string, Window>();
  private newKeysSincePrune = 0;

  /** Counts one request of `key` and reports the count inside the current window and ms until it ends. */
  incr(key: string, cb: Callback, timeWindowMs: number): void {
    const nowMs = Date.now();
    let window = this.windows.get(key);
    if (!window || window.startMs + timeWindowMs <= nowMs) {
      if (!window) this.maybePrune(nowMs, timeWindowMs);
      window = { count: 0, startMs: nowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    cb(null, { current: window.count, ttl: window.startMs + timeWindowMs - nowMs });
  }

  /** Reports the state of `key` without counting a request. */
  read(key: string, cb: Callback, timeWindowMs: number): void {
    const nowMs = Date.now();
    const window = this.windows.get(key);
    if (!window || window.startMs + timeWindowMs <= nowMs) return cb(null, { current: 0, ttl: 0 });
    cb(null, { current: window.count, ttl: window.startMs + timeWindowMs - nowMs });
  }

  /** Route-specific limits share the counters: a key's requests count once whatever route they reach. */
  child(): this {
    return this;
  }

  private maybePrune(nowMs: number, timeWindowMs: number): void {
    if (++this.newKeysSincePrune < PRUNE_EVERY_NEW_KEYS) return;
    this.newKeysSincePrune = 0;
    for (const [key, window] of this.windows) {
      if (window.startMs + timeWindowMs <= nowMs) this.windows.delete(key);
    }
  }
}
