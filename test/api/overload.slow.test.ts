/**
 * Overload answered 503 with Retry-After: a computation past the time limit, a full queue, an event loop that lags
 * past its limit. In the slower tier: each starts a worker pool of its own (a thread loading the engine, about 3 s
 * of CPU) or holds the event loop for 3 s.
 */
import { describe, expect, it } from 'vitest';
import { ComputePool } from '../../compute/pool.ts';
import { bearer, type HttpResponse, listening, overHttp, testApp } from '../helpers/app.ts';

const KUNDALI = '/v1/calculations/kundali?date=1990-05-15T10:30:00&latitude=28.6139&longitude=77.209&timezone=5.5';

describe('worker limits', () => {
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
