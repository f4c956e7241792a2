/**
 * What a production deployment relies on: security headers on every answer, CORS only where configured, keys
 * never in a log line (wrong, malformed and valid ones, with the log captured at trace level), a bounded queue
 * and a time limit on computations answered 503 with Retry-After, and request size limits.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ComputePool } from '../../compute/pool.ts';
import { bearer, type HttpResponse, listening, overHttp, TEST_DEMO_KEY, sharedTestApp, testApp, type TestApp } from '../helpers/app.ts';

const KUNDALI = '/v1/calculations/kundali?date=1990-05-15T10:30:00&latitude=28.6139&longitude=77.209&timezone=5.5';

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
  it('answers 503 with Retry-After when a computation runs past the time limit, and stays up', async () => {
    const pool = new ComputePool(1, { taskTimeoutMs: 1 });
    const t = await testApp({}, undefined, { pool });
    try {
      const key = t.key('pro');
      const res = await t.app.inject({ url: KUNDALI, headers: bearer(key) });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ error: 'SERVICE_UNAVAILABLE', code: 503, message: expect.stringContaining('longer than 1 ms') });
      expect(res.headers['retry-after']).toBe('5');
      expect((await t.app.inject({ url: '/health' })).statusCode).toBe(200);
    } finally {
      await t.close();
      await pool.close();
    }
  });

  it('answers 503 at once when every worker is busy and the queue is full, instead of queueing without bound', async () => {
    const pool = new ComputePool(1, { maxQueue: 1 });
    const t = await testApp({}, undefined, { pool });
    try {
      const key = t.key('pro');
      const burst = await Promise.all(
        Array.from({ length: 8 }, (_, i) => t.app.inject({ url: `${KUNDALI.replace('1990-05-15', `19${50 + i}-05-15`)}`, headers: bearer(key) })),
      );
      const codes = burst.map((res) => res.statusCode);
      expect(codes.filter((code) => code === 200).length).toBeGreaterThanOrEqual(1);
      const refused = burst.filter((res) => res.statusCode === 503);
      expect(refused.length).toBeGreaterThan(0);
      for (const res of refused) expect(res.json()).toMatchObject({ error: 'SERVICE_UNAVAILABLE', message: expect.stringContaining('queue') });
      expect(codes.every((code) => code === 200 || code === 503)).toBe(true);
    } finally {
      await t.close();
      await pool.close();
    }
  });

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

describe('event-loop overload', () => {
  it('answers 503 with Retry-After while the event loop lags past the limit, never on /health, and recovers', async () => {
    // A route that holds the event loop, standing for a burst the process cannot keep up with.
    const blocking = (app: import('fastify').FastifyInstance) =>
      void app.get('/block', async () => {
        const until = Date.now() + 1_500;
        while (Date.now() < until);
        return { blocked: true };
      });
    const t = await testApp({ MAX_EVENT_LOOP_DELAY_MS: '200' }, blocking);
    try {
      const key = t.key('pro');
      // A kept read over HTTP: the cached read declines under overload, and the chain refuses it as any other.
      const base = await listening(t.app);
      const kept = { url: '/v1/transit/current?date=2026-03-02T06:00:00Z', headers: bearer(key) };
      expect((await overHttp(base, kept)).statusCode).toBe(200);
      // The check reads the mean lag of the event loop since its last reading (one sample every 10 ms, a reading a
      // second after the one before): a block must start just after a reading, or the samples before it dilute its
      // 1.5 s below the limit (a block starting 100 ms after a reading reads as about 135 ms). The reading overdue
      // at the end of a first block runs in the timers phase the zero-delay timeout passes through, so the second
      // block starts just after it, whatever the machine's load, and the next reading, due during it, sees it alone.
      await t.app.inject({ url: '/block' });
      await new Promise((resolve) => setTimeout(resolve, 0));
      await t.app.inject({ url: '/block' });
      let refused: HttpResponse | null = null;
      for (let i = 0; i < 40 && refused === null; i++) {
        const res = await overHttp(base, kept);
        if (res.statusCode === 503) refused = res;
        else await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(refused, 'no 503 while the event loop lagged').not.toBeNull();
      expect(refused!.json()).toMatchObject({ error: 'SERVICE_UNAVAILABLE', code: 503 });
      expect(refused!.headers['retry-after']).toBe('10');
      expect((await t.app.inject({ url: '/health' })).statusCode).toBe(200);
      // Once the loop is free again the service answers (however long a busy machine takes to measure it free).
      let recovered = false;
      while (!recovered) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        recovered = (await t.app.inject({ url: '/v1/numerology/life-path?date=1990-01-15', headers: bearer(key) })).statusCode === 200;
      }
    } finally {
      await t.close();
    }
  });
});
