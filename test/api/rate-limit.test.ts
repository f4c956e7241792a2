import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, sharedTestApp, testApp, type TestApp } from '../helpers/app.ts';

const URL = '/v1/numerology/life-path?date=1990-01-15';

describe('rate limits by plan', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await sharedTestApp();
  });
  afterAll(() => t.close());

  it('reports the limit, the remaining count and the reset on every authenticated response', async () => {
    const res = await t.app.inject({ url: URL, headers: bearer(t.key('free')) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-ratelimit-limit']).toBe('100');
    expect(res.headers['x-ratelimit-remaining']).toBe('99');
    const reset = Number(res.headers['x-ratelimit-reset']);
    expect(reset).toBeGreaterThan(3500);
    expect(reset).toBeLessThanOrEqual(3600);
  });

  it('answers the 101st request of a free key with 429 RATE_LIMIT_EXCEEDED and Retry-After', async () => {
    const key = t.key('free');
    for (let i = 0; i < 100; i++) {
      const res = await t.app.inject({ url: URL, headers: bearer(key) });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-ratelimit-remaining']).toBe(String(99 - i));
    }
    const over = await t.app.inject({ url: URL, headers: bearer(key) });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ error: 'RATE_LIMIT_EXCEEDED', message: expect.stringContaining('100 requests per hour'), code: 429 });
    expect(over.headers['x-ratelimit-limit']).toBe('100');
    expect(over.headers['x-ratelimit-remaining']).toBe('0');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // Another key of the same plan is unaffected.
    expect((await t.app.inject({ url: URL, headers: bearer(t.key('free')) })).statusCode).toBe(200);
  });

  it('holds under a concurrent burst: 150 parallel requests on a fresh free key give exactly 100 successes', async () => {
    const key = t.key('free');
    const responses = await Promise.all(
      Array.from({ length: 150 }, () => t.app.inject({ url: URL, headers: bearer(key) })),
    );
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(100);
    expect(codes.filter((c) => c === 429)).toHaveLength(50);
  });

  it('gives pro keys 10,000 per hour and internal keys no limit', async () => {
    const pro = await t.app.inject({ url: URL, headers: bearer(t.key('pro')) });
    expect(pro.headers['x-ratelimit-limit']).toBe('10000');
    expect(pro.headers['x-ratelimit-remaining']).toBe('9999');
    const internal = await t.app.inject({ url: URL, headers: bearer(t.key('internal')) });
    expect(internal.statusCode).toBe(200);
    expect(Number(internal.headers['x-ratelimit-limit'])).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('counts the same key across both prefixes', async () => {
    const key = t.key('free');
    await t.app.inject({ url: URL, headers: bearer(key) });
    const res = await t.app.inject({ url: URL.replace('/v1', '/external/v1'), headers: { 'x-api-key': key } });
    expect(res.headers['x-ratelimit-remaining']).toBe('98');
  });

  it('takes plan limits from the configuration', async () => {
    const small = await testApp({ RATE_LIMIT_FREE_PER_HOUR: '3' });
    try {
      const key = small.key('free');
      const codes = [];
      for (let i = 0; i < 4; i++) codes.push((await small.app.inject({ url: URL, headers: bearer(key) })).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
    } finally {
      await small.close();
    }
  });
});
