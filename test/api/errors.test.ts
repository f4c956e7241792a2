import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearer, testApp, type TestApp } from '../helpers/app.ts';

const errorBody = (error: string, code: number) => ({ error, message: expect.any(String), code });

describe('one error handler: every failure is { error, message, code }', () => {
  let t: TestApp;
  let key: string;
  beforeAll(async () => {
    t = await testApp({ BODY_LIMIT_BYTES: '1024' }, (app) => {
      const typed = app.withTypeProvider<ZodTypeProvider>();
      typed.post('/v1/echo', { schema: { body: z.object({ name: z.string().max(2000) }) } }, async (r) => r.body);
      typed.get('/v1/explode', async () => {
        throw new Error('secret internal detail at /srv/db.sqlite');
      });
    });
    key = t.key('pro');
  });
  afterAll(() => t.close());

  it('404 NOT_FOUND for an unknown route, with or without a key', async () => {
    for (const headers of [{}, bearer(key)]) {
      const res = await t.app.inject({ url: '/v1/no/such/thing', headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(errorBody('NOT_FOUND', 404));
    }
  });

  it('405 METHOD_NOT_ALLOWED with Allow for a known path and a wrong method', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/v1/numerology/life-path?date=2000-01-01', headers: bearer(key) });
    expect(res.statusCode).toBe(405);
    expect(res.json()).toEqual(errorBody('METHOD_NOT_ALLOWED', 405));
    expect(res.headers.allow).toContain('GET');
  });

  it.each([
    ['not a date', 'date=hello'],
    ['an impossible day', 'date=2023-02-30'],
    ['a date-time where a date is asked', 'date=2023-02-03T10:00:00Z'],
    ['a month 13', 'date=2023-13-01'],
  ])('400 INVALID_DATE for %s, naming the field', async (_name, query) => {
    const res = await t.app.inject({ url: `/v1/numerology/life-path?${query}`, headers: bearer(key) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errorBody('INVALID_DATE', 400));
    expect(res.json().message).toContain("'date'");
  });

  it('400 INVALID_PARAMETER naming a missing field', async () => {
    const res = await t.app.inject({ url: '/v1/numerology/life-path', headers: bearer(key) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("'date'");
  });

  it('400 INVALID_PARAMETER naming a wrong body field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v1/echo', headers: bearer(key), payload: { name: 42 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errorBody('INVALID_PARAMETER', 400));
    expect(res.json().message).toContain("'name'");
  });

  it('400 INVALID_JSON for a malformed body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/echo',
      headers: { ...bearer(key), 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errorBody('INVALID_JSON', 400));
  });

  it('413 PAYLOAD_TOO_LARGE for an oversized body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v1/echo', headers: bearer(key), payload: { name: 'x'.repeat(1500) } });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(errorBody('PAYLOAD_TOO_LARGE', 413));
  });

  it('415 UNSUPPORTED_MEDIA_TYPE for a body type the service does not read', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/echo',
      headers: { ...bearer(key), 'content-type': 'application/xml' },
      payload: '<name/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual(errorBody('UNSUPPORTED_MEDIA_TYPE', 415));
  });

  it('500 INTERNAL_ERROR leaks nothing internal', async () => {
    const res = await t.app.inject({ url: '/v1/explode', headers: bearer(key) });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual(errorBody('INTERNAL_ERROR', 500));
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toContain('/srv');
  });

  it('serves JSON with the application/json content type', async () => {
    const res = await t.app.inject({ url: '/v1/numerology/life-path?date=2000-01-01', headers: bearer(key) });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });
});
