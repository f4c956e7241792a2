/**
 * The response cache in front of the panchanga and transit routes: it answers a URL seen before with the same
 * bytes, still behind the key check and the rate limit, keys entries by the whole query, never caches an
 * answer for "now" or a POST, and stays within its byte budget.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Lru } from '../../api/shared/lru.ts';
import { bearer, FIXED_NOW_MS, TEST_DEMO_KEY, useTestApp } from '../helpers/app.ts';

describe('Lru', () => {
  it('bounds the total weight, dropping the entries not read since they were stored first', () => {
    const lru = new Lru<string>(10, (v) => v.length);
    lru.set('a', 'xxxx');
    lru.set('b', 'xxxx');
    lru.get('a');
    lru.set('c', 'xxxx');
    expect([lru.get('a'), lru.get('b'), lru.get('c')]).toEqual(['xxxx', undefined, 'xxxx']);
    expect(lru.weight).toBe(8);
    lru.set('a', 'x');
    expect(lru.weight).toBe(5);
  });

  it('keeps an entry read again and again, dropping those not read since they were stored or last spared', () => {
    const lru = new Lru<number>(2);
    lru.set('a', 1);
    lru.get('a');
    lru.get('a');
    lru.set('b', 2);
    lru.get('a');
    lru.get('a');
    lru.set('c', 3);
    expect([lru.get('a'), lru.get('b'), lru.get('c')]).toEqual([1, undefined, 3]);
    lru.get('a');
    lru.set('d', 4);
    expect([lru.get('a'), lru.get('c'), lru.get('d')]).toEqual([1, undefined, 4]);
  });

  it('keeps a single entry heavier than the whole budget until the next one arrives', () => {
    const lru = new Lru<string>(3, (v) => v.length);
    lru.set('big', 'xxxxxx');
    expect(lru.get('big')).toBe('xxxxxx');
    lru.set('small', 'x');
    expect([lru.get('big'), lru.get('small'), lru.weight]).toEqual([undefined, 'x', 1]);
  });

  it('spares an entry read since it was stored once, then drops it as any other', () => {
    const lru = new Lru<number>(3);
    for (const key of ['a', 'b', 'c']) lru.set(key, 1);
    lru.get('a');
    lru.set('d', 1);
    expect(['a', 'b', 'c', 'd'].map((key) => lru.get(key) !== undefined)).toEqual([true, false, true, true]);
    lru.set('e', 1); // c, a and d were read just now: each is spared once, and c, the oldest, goes on the second pass
    lru.set('f', 1);
    expect(lru.size).toBe(3);
    expect(lru.get('f')).toBe(1);
  });

  it('holds at most its capacity (or one heavier entry), its weight the sum of what it holds, whatever the reads and writes', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.boolean(), fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'), fc.integer({ min: 1, max: 6 })), { maxLength: 60 }), (operations) => {
        const lru = new Lru<number>(8, (v) => v);
        const held = new Map<string, number>();
        for (const [write, key, value] of operations) {
          if (write) {
            lru.set(key, value);
            held.set(key, value);
          } else lru.get(key);
        }
        const present = [...held].filter(([key, value]) => lru.get(key) === value);
        expect(lru.weight).toBe(present.reduce((sum, [, value]) => sum + value, 0));
        expect(lru.size).toBe(present.length);
        expect(lru.weight <= 8 || lru.size === 1).toBe(true);
      }),
    );
  });
});

describe('response cache on the transit routes', () => {
  const api = useTestApp();

  const get = (url: string, headers?: Record<string, string>) => api.get(url, headers);

  it('answers a dated query again with the same bytes, after the key check and counted by the limiter', async () => {
    const url = '/v1/transit/current?date=2026-03-01T06:00:00Z';
    const first = await get(url);
    const again = await get(url);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(Number(again.headers['x-ratelimit-remaining'])).toBe(Number(first.headers['x-ratelimit-remaining']) - 1);
    expect((await get(url, {})).statusCode).toBe(401);
    expect((await get('/external/v1/transit/current?date=2026-03-01T06:00:00Z', { 'x-api-key': api.key })).body).toBe(first.body);
  });

  it('keys entries by the whole query', async () => {
    const all = (await get('/v1/transit/events?from=2026-03-01&to=2026-03-08')).json();
    const stations = (await get('/v1/transit/events?from=2026-03-01&to=2026-03-08&type=sign-ingress')).json();
    expect(stations.count).toBeLessThan(all.count);
    expect(new Set(stations.events.map((e: { type: string }) => e.type))).toEqual(new Set(['sign-ingress']));
  });

  it('does not cache an answer for "now", which moves on', async () => {
    const now = (await get('/v1/transit/current')).json();
    expect(now.instant).toBe(new Date(FIXED_NOW_MS).toISOString().replace('.000Z', 'Z'));
    const dated = (await get('/v1/transit/current?date=2026-06-15T12:00:00Z')).json();
    expect(dated.planets).toEqual(now.planets);
  });

  it('never answers a POST from what a GET left', async () => {
    const getUrl = '/v1/astrology/planets/extended?date=2001-05-17T08:30:00&latitude=28.61&longitude=77.21&timezone=5.5';
    const natal = (await get(getUrl)).json();
    expect(natal.mode).toBe('natal');
    // The same URL, query string and all: the body decides a POST.
    const posted = await api.app.inject({
      method: 'POST',
      url: getUrl,
      headers: { ...bearer(api.key), 'content-type': 'application/json' },
      payload: { date: '2001-05-17T08:30:00' },
    });
    expect(posted.statusCode).toBe(200);
    expect(posted.json().mode).toBe('transit');
  });
});

describe('cached reads answered before the framework', () => {
  const api = useTestApp();
  const url = '/v1/transit/current?date=2026-03-02T06:00:00Z';
  /** Every header but the ones that change per request or per connection: the date, the count left, the seconds to the window's end, keep-alive. */
  const stable = (headers: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(headers).filter(([name]) => !['date', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'connection', 'keep-alive'].includes(name)));
  const get = (path: string, headers: Record<string, string> = bearer(api.key)) => api.http({ url: path, headers });

  it('sends the same status, body and headers as the whole chain did, gzip included', async () => {
    for (const extra of [{}, { 'accept-encoding': 'gzip' }] as Record<string, string>[]) {
      const headers = { ...bearer(api.key), ...extra };
      const path = `${url}&n=${Object.keys(extra).length}`;
      const first = await get(path, headers);
      const again = await get(path, headers);
      // The chain answers a kept URL from the same entry (what `inject`, which enters the framework directly, meets).
      const chain = await api.get(path, headers);
      for (const answer of [again, chain]) {
        expect(answer.statusCode).toBe(200);
        expect(answer.rawPayload.equals(first.rawPayload)).toBe(true);
        expect(stable(answer.headers)).toEqual(stable(first.headers));
      }
      expect(again.headers['x-content-type-options']).toBe('nosniff');
      expect(Number(again.headers['x-ratelimit-remaining'])).toBe(Number(first.headers['x-ratelimit-remaining']) - 1);
      expect(Number(again.headers['x-ratelimit-reset'])).toBeGreaterThan(0);
      expect(Number(again.headers['x-ratelimit-reset'])).toBeLessThanOrEqual(Number(first.headers['x-ratelimit-reset']));
    }
  });

  it('checks the key as the chain does: none, unknown, and the demo key where it is not allowed', async () => {
    await get(url);
    expect((await get(url, {})).json()).toMatchObject({ error: 'INVALID_API_KEY', code: 401 });
    expect((await get(url, bearer('jk_aaaaaaaaaa_' + 'x'.repeat(43)))).statusCode).toBe(401);
    expect((await get(url, bearer(TEST_DEMO_KEY))).json()).toMatchObject({ error: 'DEMO_KEY_FORBIDDEN', code: 403 });
    const horoscope = '/v1/calculations/horoscope/daily/leo?date=2026-03-02';
    const first = await get(horoscope);
    const demo = await get(horoscope, bearer(TEST_DEMO_KEY));
    expect(demo.statusCode).toBe(200);
    expect(demo.body).toBe(first.body);
    expect(demo.headers['x-ratelimit-limit']).toBe('100');
  });

  it("counts every cached answer against the key's limit and refuses past it with the chain's 429", async () => {
    const key = api.newKey('free');
    await get(url);
    const remaining: number[] = [];
    for (let i = 0; i < 100; i++) remaining.push(Number((await get(url, bearer(key))).headers['x-ratelimit-remaining']));
    expect(remaining).toEqual(Array.from({ length: 100 }, (_, i) => 99 - i));
    const refused = await get(url, bearer(key));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'RATE_LIMIT_EXCEEDED', code: 429 });
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.headers['x-ratelimit-remaining']).toBe('0');
  });

  it('leaves HEAD requests to the chain, which answers them from the same entry', async () => {
    const first = await get(url);
    const head = await api.http({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(first.rawPayload.length));
    expect(head.rawPayload.length).toBe(0);
  });
});

describe('cached reads with CORS configured', () => {
  const api = useTestApp({ CORS_ORIGINS: 'https://app.example' });

  it('take the whole chain, so a cached answer carries the CORS headers of its origin', async () => {
    const url = '/v1/transit/current?date=2026-03-03T06:00:00Z';
    const headers = { ...bearer(api.key), origin: 'https://app.example' };
    await api.http({ url, headers });
    const again = await api.http({ url, headers });
    expect(again.statusCode).toBe(200);
    expect(again.headers['access-control-allow-origin']).toBe('https://app.example');
  });
});
