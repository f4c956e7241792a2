/**
 * Per-key rate limits by plan, with `X-RateLimit-Limit`, `X-RateLimit-Remaining` and `X-RateLimit-Reset` on
 * every authenticated response and 429 `RATE_LIMIT_EXCEEDED` with `Retry-After` above the limit.
 *
 * The count lives in-process by default (WindowStore). With `REDIS_URL` it lives in Redis, so the limit holds across every
 * API instance sharing that Redis.
 *
 * Redis unreachable: the service fails **open**: requests are answered without counting (keys are still checked,
 * every instance still refuses work under overload) and `/health` reports the store as down; counting resumes when
 * Redis answers again. An outage of a counter should not take the API down for every client with a valid key.
 */
import { once } from 'node:events';
import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { ApiError } from '../errors.ts';
import { WindowStore } from './window-store.ts';
import type { Caller } from './auth.ts';

/** Requests per window for each plan; `internal` is unlimited. */
export interface PlanLimits {
  free: number;
  pro: number;
  demo: number;
}

/** Whether the shared counter answers: `not-configured` without `REDIS_URL`. */
export type RateLimitStoreStatus = 'ok' | 'down' | 'not-configured';

declare module 'fastify' {
  interface FastifyInstance {
    /** Probes the rate-limit store (for `/health`). */
    rateLimitStoreStatus: () => Promise<RateLimitStoreStatus>;
  }
}

/** How long the start waits for Redis before serving uncounted. */
const CONNECT_WAIT_MS = 3_000;

/** How long `/health` waits for Redis to answer a PING. */
const PROBE_TIMEOUT_MS = 500;

export interface RateLimitOptions {
  limits: PlanLimits;
  windowMs: number;
  redisUrl?: string;
}

function limitOf(caller: Caller, limits: PlanLimits): number {
  return caller.plan === 'internal' ? Number.MAX_SAFE_INTEGER : limits[caller.plan];
}

function humanWindow(windowMs: number): string {
  return windowMs === 3_600_000 ? 'hour' : `${Math.round(windowMs / 1000)} seconds`;
}

async function rateLimitPlugin(app: FastifyInstance, options: RateLimitOptions): Promise<void> {
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000, enableOfflineQueue: false })
    : undefined;
  if (redis) {
    // Errors are answered by failing open (below); the client reconnects by itself.
    redis.on('error', () => undefined);
    // Start counting from the first request: wait (briefly) for the connection before serving.
    const ready = await Promise.race([
      once(redis, 'ready').then(() => true),
      new Promise<false>((resolve) => setTimeout(() => resolve(false), CONNECT_WAIT_MS).unref()),
    ]);
    if (!ready) app.log.warn({ redis: 'unreachable' }, 'rate limits are not counted until Redis answers');
    app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  }
  app.decorate('rateLimitStoreStatus', async (): Promise<RateLimitStoreStatus> => {
    if (!redis) return 'not-configured';
    if (redis.status !== 'ready') return 'down';
    const timeout = new Promise<'down'>((resolve) => setTimeout(() => resolve('down'), PROBE_TIMEOUT_MS).unref());
    return Promise.race([redis.ping().then((): 'ok' => 'ok', (): 'down' => 'down'), timeout]);
  });

  await app.register(rateLimit, {
    global: true,
    hook: 'onRequest',
    timeWindow: options.windowMs,
    ...(redis ? { redis, nameSpace: 'jyotish-rl:', skipOnError: true } : { store: WindowStore }),
    // Only authenticated requests count; health, docs and unknown routes are not limited, and an in-process call
    // of another interface was counted as its outer request.
    allowList: (request) => request.caller === null || request.internal,
    keyGenerator: (request) => request.caller?.keyId ?? 'anonymous',
    max: (request) => (request.caller ? limitOf(request.caller, options.limits) : 0),
    addHeadersOnExceeding: { 'x-ratelimit-limit': true, 'x-ratelimit-remaining': true, 'x-ratelimit-reset': true },
    addHeaders: { 'x-ratelimit-limit': true, 'x-ratelimit-remaining': true, 'x-ratelimit-reset': true, 'retry-after': true },
    errorResponseBuilder: (_request, context) =>
      new ApiError(
        'RATE_LIMIT_EXCEEDED',
        `Rate limit of ${context.max} requests per ${humanWindow(options.windowMs)} exceeded; retry in ${context.after}`,
      ),
  });
}

export default fp(rateLimitPlugin, { name: 'rate-limit', dependencies: ['auth'] });
