import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, TEST_DEMO_KEY, testApp, type TestApp } from '../helpers/app.ts';

const LIFE_PATH = 'numerology/life-path?date=1987-11-29';

describe('API-key authentication', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({}, (app) => {
      // A demo-enabled route, standing for the daily horoscope and birth details endpoints.
      app.get('/v1/demo-probe', { config: { demo: true } }, async () => ({ ok: true }));
      app.get('/external/v1/demo-probe', { config: { demo: true } }, async () => ({ ok: true }));
    });
  });
  afterAll(() => t.close());

  it('accepts Bearer on /v1', async () => {
    const res = await t.app.inject({ url: `/v1/${LIFE_PATH}`, headers: bearer(t.key()) });
    expect(res.statusCode).toBe(200);
  });

  it('accepts X-API-Key and Bearer on /external/v1', async () => {
    const key = t.key();
    const viaHeader = await t.app.inject({ url: `/external/v1/${LIFE_PATH}`, headers: { 'x-api-key': key } });
    const viaBearer = await t.app.inject({ url: `/external/v1/${LIFE_PATH}`, headers: bearer(key) });
    expect(viaHeader.statusCode).toBe(200);
    expect(viaBearer.statusCode).toBe(200);
    expect(viaHeader.json()).toEqual(viaBearer.json());
  });

  it('does not take X-API-Key on /v1 (the spec names Bearer there)', async () => {
    const res = await t.app.inject({ url: `/v1/${LIFE_PATH}`, headers: { 'x-api-key': t.key() } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: 'INVALID_API_KEY', code: 401 });
    expect(res.json().message).toContain('Bearer');
  });

  it.each([
    ['missing', {}],
    ['malformed Authorization', { authorization: 'Token abc' }],
    ['unknown key', bearer('jk_aaaaaaaaaa_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')],
    ['not a key at all', bearer('hello')],
  ])('answers 401 INVALID_API_KEY for a %s key on both prefixes', async (_name, headers) => {
    for (const prefix of ['/v1', '/external/v1']) {
      const res = await t.app.inject({ url: `${prefix}/${LIFE_PATH}`, headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'INVALID_API_KEY', message: expect.any(String), code: 401 });
    }
  });

  it('rejects a key that was valid once it is revoked, at once', async () => {
    const { key, record } = t.keys.create('free');
    expect((await t.app.inject({ url: `/v1/${LIFE_PATH}`, headers: bearer(key) })).statusCode).toBe(200);
    t.keys.revoke(record.id, new Date());
    const res = await t.app.inject({ url: `/v1/${LIFE_PATH}`, headers: bearer(key) });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('INVALID_API_KEY');
  });

  it('rejects a key whose secret part was altered', async () => {
    const key = t.key();
    const altered = key.slice(0, -1) + (key.endsWith('A') ? 'B' : 'A');
    expect((await t.app.inject({ url: `/v1/${LIFE_PATH}`, headers: bearer(altered) })).statusCode).toBe(401);
  });

  it('lets the demo key reach demo routes only, with a 403 that says so elsewhere', async () => {
    const ok = await t.app.inject({ url: '/v1/demo-probe', headers: bearer(TEST_DEMO_KEY) });
    expect(ok.statusCode).toBe(200);
    const okExternal = await t.app.inject({ url: '/external/v1/demo-probe', headers: { 'x-api-key': TEST_DEMO_KEY } });
    expect(okExternal.statusCode).toBe(200);
    const denied = await t.app.inject({ url: `/v1/${LIFE_PATH}`, headers: bearer(TEST_DEMO_KEY) });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ error: 'DEMO_KEY_FORBIDDEN', message: expect.stringContaining('demo key'), code: 403 });
  });

  it('needs no key for health, the OpenAPI document and the reference page', async () => {
    for (const url of ['/health', '/v1/openapi.json', '/docs']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBeLessThan(400);
    }
  });

  it('never stores the key itself', () => {
    const { key, record } = t.keys.create('pro');
    const rows = JSON.stringify(t.keys.list());
    expect(rows).toContain(record.id);
    // The secret follows the fixed 'jk_<10-character id>_' prefix (it may itself contain '_').
    expect(rows).not.toContain(key.slice('jk_'.length + 10 + 1));
  });
});
