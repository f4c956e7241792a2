/**
 * What a production deployment relies on: security headers on every answer, CORS only where configured, keys
 * never in a log line (wrong, malformed and valid ones, with the log captured at trace level), and request size
 * limits. The overload answers (a full queue, a time limit, a lagging event loop) are in overload.slow.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, TEST_DEMO_KEY, sharedTestApp, testApp, type TestApp } from '../helpers/app.ts';

describe('security headers and CORS', () => {
  let t: TestApp;
  let cors: TestApp;
  beforeAll(async () => {
    t = await sharedTestApp();
    cors = await testApp({ CORS_ORIGINS: 'https://app.example, https://other.example' });
  });
  afterAll(async () => {
    await t.close();
    await cors.close();
  });

  it('sends the security headers on answers, errors and pictures alike, with no global script policy', async () => {
    const key = t.key('pro');
    for (const url of ['/v1/numerology/life-path?date=1990-01-15', '/v1/numerology/life-path?date=nope', '/v1/cities?q=pune', '/health']) {
      const res = await t.app.inject({ url, headers: bearer(key) });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      expect(res.headers['strict-transport-security'], url).toMatch(/max-age=\d+/);
      expect(res.headers['cross-origin-resource-policy'], url).toBe('cross-origin');
      expect(res.headers['content-security-policy'], url).toBeUndefined();
    }
  });

  it('answers no cross-origin request unless CORS_ORIGINS lists the origin', async () => {
    const plain = await t.app.inject({ url: '/v1/cities', headers: { origin: 'https://app.example', ...bearer(TEST_DEMO_KEY) } });
    expect(plain.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await cors.app.inject({
      method: 'OPTIONS',
      url: '/v1/match/kundali',
      headers: { origin: 'https://app.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://app.example');
    expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
    const allowed = await cors.app.inject({ url: '/v1/cities', headers: { origin: 'https://other.example', ...bearer(TEST_DEMO_KEY) } });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://other.example');
    expect(String(allowed.headers['access-control-expose-headers'])).toContain('X-RateLimit-Remaining');
    const stranger = await cors.app.inject({ url: '/v1/cities', headers: { origin: 'https://evil.example', ...bearer(TEST_DEMO_KEY) } });
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('keys in logs', () => {
  it('never writes a key to the log, whether it is valid, wrong, malformed or the demo key, even at trace level', async () => {
    const lines: string[] = [];
    // The service logs no line per request; this hook logs every request with its headers, as an operator's
    // access log would, so the check covers the logger's own redaction of the key headers.
    const accessLog = (app: import('fastify').FastifyInstance) =>
      void app.addHook('onResponse', async (request, reply) =>
        request.log.info({ request: { method: request.method, url: request.url, headers: request.headers }, status: reply.statusCode }, 'request completed'),
      );
    const t = await testApp({ LOG_LEVEL: 'trace' }, accessLog, { logStream: { write: (line) => void lines.push(line) } });
    try {
      const valid = t.key('free');
      const wrong = `jk_${'x'.repeat(40)}`;
      const malformed = 'Bearer-but-not: 💥 %00 secret-value-123';
      const requests = [
        { url: '/v1/numerology/life-path?date=1990-01-15', headers: bearer(valid) },
        { url: '/v1/numerology/life-path?date=not-a-date', headers: bearer(valid) },
        { url: '/v1/numerology/life-path?date=1990-01-15', headers: bearer(wrong) },
        { url: '/external/v1/numerology/life-path?date=1990-01-15', headers: { 'x-api-key': wrong } },
        { url: '/v1/numerology/life-path?date=1990-01-15', headers: { authorization: malformed } },
        { url: '/v1/numerology/life-path?date=1990-01-15', headers: bearer(TEST_DEMO_KEY) },
        { url: '/v1/nothing-here', headers: bearer(valid) },
      ];
      for (const request of requests) {
        const res = await t.app.inject(request);
        expect(res.body).not.toContain(valid);
        expect(res.body).not.toContain(wrong);
      }
      const log = lines.join('');
      // Every request was logged with its headers, so the log's silence about keys means something.
      expect(lines.filter((line) => line.includes('request completed')).length).toBe(requests.length);
      expect(log).toContain('[Redacted]');
      for (const secret of [valid, wrong, 'secret-value-123', TEST_DEMO_KEY]) expect(log, secret).not.toContain(secret);
    } finally {
      await t.close();
    }
  });
});

describe('limits', () => {
  it('refuses bodies over the size limit with 413 and the error body', async () => {
    const t = await testApp({ BODY_LIMIT_BYTES: '1024' });
    try {
      const res = await t.app.inject({ method: 'POST', url: '/v1/match/kundali', headers: { ...bearer(t.key('pro')), 'content-type': 'application/json' }, payload: JSON.stringify({ pad: 'x'.repeat(5000) }) });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ error: 'PAYLOAD_TOO_LARGE', code: 413 });
    } finally {
      await t.close();
    }
  });
});
