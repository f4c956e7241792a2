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
import type { FastifyInstance, FastifyRequest } from 'fastify';
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

/** A request's count in its key's window, as the rate-limit headers state it. */
export interface RequestCount {
  limit: number;
  remaining: number;
  /** Seconds until the window ends (`X-RateLimit-Reset`). */
  resetSeconds: number;
  exceeded: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Probes the rate-limit store (for `/health`). */
    rateLimitStoreStatus: () => Promise<RateLimitStoreStatus>;
    /**
     * Counts a request of a caller (null: an open path, not counted) as the limiter's hook would, with the same
     * store and rules: at once in the in-process store, through the limiter's own `createRateLimit` with Redis
     * (which fails open: a count Redis does not answer is null). For a path that answers before the framework.
     */
    countCaller: (caller: Caller | null) => RequestCount | null | Promise<RequestCount | null>;
  }
}

/** How long the start waits for Redis before serving uncounted. */
export const CONNECT_WAIT_MS = 3_000;

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

  // The in-process store the limiter makes (it constructs the class itself), kept so that a cached read can count
  // at once with the same store and the same rules (`countCaller`).
  let local: WindowStore | undefined;
  const LocalStore = class extends WindowStore {
    constructor() {
      super();
      local = this;
    }
  };
  // Only authenticated requests count; health, docs and unknown routes are not limited.
  const uncounted = (request: FastifyRequest) => request.caller === null;
  const keyOf = (request: FastifyRequest) => request.caller?.keyId ?? 'anonymous';
  const maxOf = (request: FastifyRequest) => (request.caller ? limitOf(request.caller, options.limits) : 0);
  await app.register(rateLimit, {
    global: true,
    hook: 'onRequest',
    timeWindow: options.windowMs,
    ...(redis ? { redis, nameSpace: 'jyotish-rl:', skipOnError: true } : { store: LocalStore }),
    allowList: uncounted,
    keyGenerator: keyOf,
    max: maxOf,
    addHeadersOnExceeding: { 'x-ratelimit-limit': true, 'x-ratelimit-remaining': true, 'x-ratelimit-reset': true },
    addHeaders: { 'x-ratelimit-limit': true, 'x-ratelimit-remaining': true, 'x-ratelimit-reset': true, 'retry-after': true },
    errorResponseBuilder: (_request, context) =>
      new ApiError(
        'RATE_LIMIT_EXCEEDED',
        `Rate limit of ${context.max} requests per ${humanWindow(options.windowMs)} exceeded; retry in ${context.after}`,
      ),
  });

  if (redis) {
    // The limiter reads a request's caller through `keyOf`, `maxOf` and `uncounted`, and the route's config for a
    // group: a request of a caller on a route without one is all it needs.
    const limiter = app.createRateLimit();
    const NO_GROUP = { config: {} };
    app.decorate('countCaller', async (caller: Caller | null): Promise<RequestCount | null> => {
      if (caller === null) return null;
      const limit = await limiter({ caller, routeOptions: NO_GROUP } as unknown as FastifyRequest);
      return limit.isAllowed ? null : { limit: limit.max, remaining: limit.remaining, resetSeconds: limit.ttlInSeconds, exceeded: limit.isExceeded };
    });
  } else {
    app.decorate('countCaller', (caller: Caller | null): RequestCount | null => {
      if (!local) throw new Error('The rate limiter has not made its store yet');
      if (caller === null) return null;
      const limit = limitOf(caller, options.limits);
      const { current, ttl } = local.count(caller.keyId, options.windowMs);
      return { limit, remaining: Math.max(0, limit - current), resetSeconds: Math.ceil(ttl / 1000), exceeded: current > limit };
    });
  }
}

export default fp(rateLimitPlugin, { name: 'rate-limit', dependencies: ['auth'] });
