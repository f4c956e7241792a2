/**
 * tRPC through a real client (@trpc/client over HTTP against the listening app): typed calls whose results equal
 * the REST responses for the same input, the REST error (field named) in `data.apiError`, the key required, and
 * one free key's limit shared with REST.
 */
import { createTRPCClient, httpLink, TRPCClientError } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppRouter } from '../../api/interfaces/trpc.ts';
import { bearer, listening, overHttp, testApp, type TestApp } from '../helpers/app.ts';

/** The HTTP status a failed call came back with (a refusal before tRPC, by the key check or the limit, included). */
const statusOf = (error: unknown) => {
  const e = error as TRPCClientError<AppRouter>;
  return e.data?.httpStatus ?? (e.meta as { response?: { status: number } } | undefined)?.response?.status;
};

let t: TestApp;
let base: string;
const client = (key?: string) =>
  createTRPCClient<AppRouter>({ links: [httpLink({ url: `${base}/v1/trpc`, headers: () => (key ? bearer(key) : {}) })] });

beforeAll(async () => {
  t = await testApp();
  base = await listening(t.app);
});
afterAll(() => t.close());

describe('tRPC', () => {
  it('answers typed calls with the REST response of the same input', async () => {
    const key = t.key('pro');
    const rest = async (url: string) => (await t.app.inject({ url, headers: bearer(key) })).json();
    const trpc = client(key);
    const panchanga = await trpc.panchanga.query({ city: 'new-delhi', date: '2026-03-19' });
    expect(panchanga.tithi.name).toEqual(expect.any(String));
    expect(panchanga).toEqual(await rest('/v1/calculations/panchanga?city=new-delhi&date=2026-03-19'));
    const horoscope = await trpc.dailyHoroscope.query({ sign: 'leo', date: '2026-03-19' });
    expect(horoscope).toEqual(await rest('/v1/calculations/horoscope/daily/leo?date=2026-03-19'));
    const festivals = await trpc.festivals.query({ city: 'new-delhi', year: 2025, category: ['festival'] });
    expect(festivals).toEqual(await rest('/v1/calendar/festivals?city=new-delhi&year=2025&category=festival'));
    const birth = { date: '1990-05-15T10:30:00', latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' };
    const details = await trpc.birthDetails.query(birth);
    expect(details).toEqual((await t.app.inject({ method: 'POST', url: '/v1/astrology/birth_details', headers: bearer(key), payload: birth })).json());
  });

  it('writes a single GET call as tRPC writes it, and answers it again from its kept bytes when it may be kept', async () => {
    const key = t.key('pro');
    const calls: [string, unknown][] = [
      ['panchanga', { city: 'mumbai', date: '2026-04-02' }],
      ['kundali', { date: '1991-02-03T04:05:00', latitude: 12.97, longitude: 77.59, timezone: 5.5 }],
      ['festivals', { city: 'mumbai', year: 2025, category: ['festival'] }],
    ];
    for (const [name, input] of calls) {
      const single = await t.app.inject({ url: `/v1/trpc/${name}?input=${encodeURIComponent(JSON.stringify(input))}`, headers: bearer(key) });
      // A batch of one is answered by tRPC itself, in its batch envelope.
      const batch = await t.app.inject({ url: `/v1/trpc/${name}?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: input }))}`, headers: bearer(key) });
      expect(single.statusCode).toBe(200);
      expect(`[${single.body}]`).toBe(batch.body);
      expect(single.headers['content-type']).toBe(batch.headers['content-type']);
      expect(single.headers.vary).toBe(batch.headers.vary);
    }
    const url = `/v1/trpc/panchanga?input=${encodeURIComponent(JSON.stringify({ city: 'mumbai', date: '2026-04-02' }))}`;
    const first = await t.app.inject({ url, headers: bearer(key) });
    // Over HTTP, through the cached read (which `inject` does not meet).
    const again = await overHttp(base, { url, headers: bearer(key) });
    expect(again.body).toBe(first.body);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    // The cached read writes its bytes with their length and may compress them.
    expect(again.headers.vary).toBe('trpc-accept, accept, Accept-Encoding');
    expect(Number(again.headers['x-ratelimit-remaining'])).toBe(Number(first.headers['x-ratelimit-remaining']) - 1);
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    // A call that depends on "now" (no date) is not kept: it is answered anew each time.
    const now = `/v1/trpc/panchanga?input=${encodeURIComponent(JSON.stringify({ city: 'mumbai' }))}`;
    await t.app.inject({ url: now, headers: bearer(key) });
    const nowAgain = await t.app.inject({ url: now, headers: bearer(key) });
    expect(nowAgain.statusCode).toBe(200);
    expect(nowAgain.headers.vary).toBe('trpc-accept, accept');
  });

  it('gives the REST error, field named, and refuses a call without a key', async () => {
    const error = await client(t.key('pro')).panchanga.query({ city: 'atlantis' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCClientError);
    expect((error as TRPCClientError<AppRouter>).data).toMatchObject({ code: 'BAD_REQUEST', apiError: { error: 'INVALID_PARAMETER', code: 400 } });
    expect((error as Error).message).toMatch(/city/);
    const anonymous = (await client().lifePath.query({ date: '1987-11-29' }).catch((e: unknown) => e)) as TRPCClientError<AppRouter>;
    expect(statusOf(anonymous)).toBe(401);
  });

  it('counts a free key\'s calls with its REST requests: the 101st is refused', async () => {
    const key = t.key('free');
    for (let i = 0; i < 60; i++) expect((await t.app.inject({ url: '/v1/numerology/life-path?date=1987-11-29', headers: bearer(key) })).statusCode).toBe(200);
    const trpc = client(key);
    for (let i = 0; i < 40; i++) await trpc.lifePath.query({ date: '1987-11-29' });
    const refused = await trpc.lifePath.query({ date: '1987-11-29' }).catch((e: unknown) => e);
    expect(statusOf(refused)).toBe(429);
    expect((await t.app.inject({ url: '/v1/numerology/life-path?date=1987-11-29', headers: bearer(key) })).statusCode).toBe(429);
  });
});
