import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { PRUNE_EVERY_NEW_KEYS, WindowStore } from '../../api/plugins/window-store.ts';

const WINDOW_MS = 1_000;
const T0 = Date.UTC(2026, 0, 1);

interface Count {
  current: number;
  ttl: number;
}

/** A store on a clock the test moves, with promise forms of `incr` and `read`. */
function storeAt(startMs: number) {
  const clock = { ms: startMs };
  const Store = WindowStore.withClock(() => clock.ms);
  const store = new Store();
  const call = (method: 'incr' | 'read', key: string): Promise<Count> =>
    new Promise((resolve, reject) => {
      store[method](key, (err, result) => (err ? reject(err) : resolve(result)), WINDOW_MS);
    });
  return {
    clock,
    store,
    incr: (key: string) => call('incr', key),
    read: (key: string) => call('read', key),
  };
}

describe('WindowStore', () => {
  it('counts the requests of a key within one window, each key apart', async () => {
    const s = storeAt(T0);
    expect(await s.incr('a')).toEqual({ current: 1, ttl: WINDOW_MS });
    s.clock.ms += 400;
    expect(await s.incr('a')).toEqual({ current: 2, ttl: 600 });
    expect(await s.incr('b')).toEqual({ current: 1, ttl: WINDOW_MS });
    s.clock.ms += 599;
    expect(await s.incr('a')).toEqual({ current: 3, ttl: 1 });
  });

  it('opens a new window at the instant the old one expires', async () => {
    const s = storeAt(T0);
    await s.incr('a');
    await s.incr('a');
    s.clock.ms = T0 + WINDOW_MS;
    expect(await s.incr('a')).toEqual({ current: 1, ttl: WINDOW_MS });
    s.clock.ms += 5 * WINDOW_MS + 250;
    expect(await s.incr('a')).toEqual({ current: 1, ttl: WINDOW_MS });
  });

  it('reads the count and ttl without counting, and reads an expired or unknown key as 0 and 0', async () => {
    const s = storeAt(T0);
    expect(await s.read('a')).toEqual({ current: 0, ttl: 0 });
    await s.incr('a');
    await s.incr('a');
    s.clock.ms += 300;
    expect(await s.read('a')).toEqual({ current: 2, ttl: 700 });
    expect(await s.read('a')).toEqual({ current: 2, ttl: 700 });
    expect(await s.incr('a')).toEqual({ current: 3, ttl: 700 });
    s.clock.ms = T0 + WINDOW_MS;
    expect(await s.read('a')).toEqual({ current: 0, ttl: 0 });
  });

  it('shares the counters with its children (route-specific limits)', async () => {
    const s = storeAt(T0);
    await s.incr('a');
    expect(s.store.child()).toBe(s.store);
  });

  it(`prunes expired windows when the ${PRUNE_EVERY_NEW_KEYS}th new key arrives, and keeps current ones`, async () => {
    const s = storeAt(T0);
    const expiring = 10;
    for (let i = 0; i < expiring; i++) await s.incr(`old-${i}`);
    s.clock.ms = T0 + WINDOW_MS;
    // New keys counted since the last pruning: the 10 above, then all but one more.
    const current = PRUNE_EVERY_NEW_KEYS - expiring - 1;
    for (let i = 0; i < current; i++) await s.incr(`new-${i}`);
    expect(s.store.size).toBe(PRUNE_EVERY_NEW_KEYS - 1);
    // An expired key coming back reuses its entry and is not a new key.
    expect(await s.incr('old-0')).toEqual({ current: 1, ttl: WINDOW_MS });
    expect(s.store.size).toBe(PRUNE_EVERY_NEW_KEYS - 1);

    await s.incr('trigger');
    expect(s.store.size).toBe(current + 2);
    expect(await s.read('old-1')).toEqual({ current: 0, ttl: 0 });
    expect(await s.read('new-0')).toEqual({ current: 1, ttl: WINDOW_MS });
    expect(await s.read('old-0')).toEqual({ current: 1, ttl: WINDOW_MS });
  });

  it('answers a concurrent burst with exact counts, each a snapshot of its own', async () => {
    const s = storeAt(T0);
    const results = await Promise.all(Array.from({ length: 150 }, () => s.incr('burst')));
    expect(results.map((r) => r.current)).toEqual(Array.from({ length: 150 }, (_, i) => i + 1));
    expect(results.filter((r) => r.current <= 100)).toHaveLength(100);
    expect(await s.read('burst')).toEqual({ current: 150, ttl: WINDOW_MS });
  });

  it('reads Date.now when no clock is bound', async () => {
    const store = new WindowStore();
    const before = Date.now();
    const result = await new Promise<Count>((resolve) => store.incr('a', (_err, r) => resolve(r), 60_000));
    expect(result.current).toBe(1);
    expect(result.ttl).toBeGreaterThan(60_000 - (Date.now() - before) - 1);
    expect(result.ttl).toBeLessThanOrEqual(60_000);
  });
});

describe('WindowStore inside @fastify/rate-limit', () => {
  it('is constructed by the plugin and limits by its clock: the next window lets requests through again', async () => {
    const clock = { ms: T0 };
    const app = Fastify();
    await app.register(rateLimit, { max: 2, timeWindow: WINDOW_MS, store: WindowStore.withClock(() => clock.ms) });
    app.get('/', async () => 'ok');
    try {
      const codes = async (n: number) => {
        const out: number[] = [];
        for (let i = 0; i < n; i++) out.push((await app.inject({ url: '/' })).statusCode);
        return out;
      };
      expect(await codes(3)).toEqual([200, 200, 429]);
      clock.ms += WINDOW_MS - 1;
      expect(await codes(1)).toEqual([429]);
      clock.ms += 1;
      const res = await app.inject({ url: '/' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-ratelimit-remaining']).toBe('1');
    } finally {
      await app.close();
    }
  });
});
