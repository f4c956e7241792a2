/**
 * With REDIS_URL, every API instance counts a key's requests in the same Redis, so the plan limit holds across
 * instances. Runs when REDIS_URL is set (`.ci/run` installs and starts a Redis server and sets it).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { KeyStore } from '../../api/keys/key-store.ts';
import { openKeysDb } from '../../storage/open.ts';
import { bearer, listening, overHttp, testApp, type TestApp } from '../helpers/app.ts';

const REDIS_URL = process.env.REDIS_URL;
const URL = '/v1/numerology/life-path?date=1990-01-15';
/** A read the response cache answers once it has answered it (the cached read path, api/plugins/cached-reads.ts). */
const CACHED = '/v1/transit/current?date=2026-03-04T06:00:00Z';

describe.skipIf(!REDIS_URL)('rate limits shared through Redis', () => {
  let a: TestApp;
  let b: TestApp;
  const keys = new KeyStore(openKeysDb(':memory:'));
  beforeAll(async () => {
    const redis = new Redis(REDIS_URL!);
    await redis.flushdb();
    await redis.quit();
    // Two instances with one key store (as two servers on one DB_PATH) and one Redis.
    a = await testApp({ REDIS_URL: REDIS_URL! }, undefined, { keys });
    b = await testApp({ REDIS_URL: REDIS_URL! }, undefined, { keys });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('gives a fresh free key exactly 100 successes over a burst of 150 split across two instances', async () => {
    const { key } = keys.create('free');
    const responses = await Promise.all(
      Array.from({ length: 150 }, (_, i) => (i % 2 === 0 ? a : b).app.inject({ url: URL, headers: bearer(key) })),
    );
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(100);
    expect(codes.filter((c) => c === 429)).toHaveLength(50);
    // Both instances answered and both refused some: the count is shared, not per instance.
    expect(codes.filter((c, i) => i % 2 === 0 && c === 200).length).toBeGreaterThan(0);
    expect(codes.filter((c, i) => i % 2 === 1 && c === 200).length).toBeGreaterThan(0);
  });

  it('reports the shared remaining count on either instance', async () => {
    const { key } = keys.create('free');
    await a.app.inject({ url: URL, headers: bearer(key) });
    const second = await b.app.inject({ url: URL, headers: bearer(key) });
    expect(second.headers['x-ratelimit-remaining']).toBe('98');
  });

  it("counts a key's cached reads on both instances in the shared window, and refuses past the limit", async () => {
    // Over HTTP: the cached read answers before the framework, counting through the limiter itself.
    const bases = [await listening(a.app), await listening(b.app)];
    const warm = keys.create('pro').key;
    for (const base of bases) await overHttp(base, { url: CACHED, headers: bearer(warm) });
    const { key } = keys.create('free');
    const remaining: number[] = [];
    for (let i = 0; i < 100; i++) remaining.push(Number((await overHttp(bases[i % 2]!, { url: CACHED, headers: bearer(key) })).headers['x-ratelimit-remaining']));
    expect(remaining).toEqual(Array.from({ length: 100 }, (_, i) => 99 - i));
    const refused = await overHttp(bases[0]!, { url: CACHED, headers: bearer(key) });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'RATE_LIMIT_EXCEEDED', code: 429 });
  });
});
