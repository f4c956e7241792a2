/**
 * The response cache in front of the panchanga and transit routes: it answers a URL seen before with the same
 * bytes, still behind the key check and the rate limit, keys entries by the whole query, never caches an
 * answer for "now" or a POST, and stays within its byte budget.
 */
import { describe, expect, it } from 'vitest';
import { Lru } from '../../api/shared/lru.ts';
import { bearer, FIXED_NOW_MS, useTestApp } from '../helpers/app.ts';

describe('Lru', () => {
  it('bounds the total weight, evicting the least recently used first', () => {
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

  it('keeps a single entry heavier than the whole budget until the next one arrives', () => {
    const lru = new Lru<string>(3, (v) => v.length);
    lru.set('big', 'xxxxxx');
    expect(lru.get('big')).toBe('xxxxxx');
    lru.set('small', 'x');
    expect([lru.get('big'), lru.get('small'), lru.weight]).toEqual([undefined, 'x', 1]);
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
