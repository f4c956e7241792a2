/**
 * The read path's first promise: a URL answered before is answered again at close to the cost of a bare route.
 *
 * One onRequest hook, registered before every other, answers a GET whose route keeps a response cache
 * (api/shared/response-cache.ts) and holds the URL's bytes: it runs the same key check as the auth hook
 * (`app.authenticate`), counts the request in the same store by the same rules as the limiter (at once in the
 * in-process store, `app.countRequestNow`; through the limiter's own `createRateLimit` with Redis), and writes the
 * static security headers, the rate-limit headers and the bytes in one `writeHead`. Nothing else runs for it: no
 * per-request header hooks, no validation, handler or serializer.
 *
 * It declines, and the request takes the whole chain of hooks as any other does, whenever the chain would answer
 * differently: an uncached URL, a HEAD request, an overloaded server (503), a failed key check (401/403), a key
 * over its limit (429: the limiter counts it once more, which changes nothing it reports, since the count is
 * past the limit either way), or CORS configured (its headers depend on the request's Origin).
 */
import type {} from '@fastify/rate-limit';
import type {} from '@fastify/under-pressure';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { writeCachedResponse } from '../shared/response-cache.ts';
import type { RequestCount } from './rate-limit.ts';
import { SECURITY_HEADERS } from './security.ts';

export interface CachedReadsOptions {
  /** The configured CORS origins; when any are set, cached reads take the whole chain. */
  corsOrigins: string;
}

type CountRequest = ReturnType<FastifyInstance['createRateLimit']>;

const SECURITY_HEADER_LIST: readonly string[] = Object.entries(SECURITY_HEADERS).flat();

/** The headers of a counted answer: the security headers and the rate-limit headers. */
function countedHeaders(count: RequestCount | null): readonly string[] {
  if (count === null) return SECURITY_HEADER_LIST;
  return [...SECURITY_HEADER_LIST, 'x-ratelimit-limit', String(count.limit), 'x-ratelimit-remaining', String(count.remaining), 'x-ratelimit-reset', String(count.resetSeconds)];
}

async function cachedReadsPlugin(app: FastifyInstance, options: CachedReadsOptions): Promise<void> {
  if (options.corsOrigins.trim() !== '') return;
  // The limiter and the overload check are registered after this hook (which must run first); they are taken
  // once the app is ready.
  let countLater: CountRequest | undefined;
  let countNow: ((request: FastifyRequest) => RequestCount | null) | undefined;
  let underPressure = (): boolean => false;
  app.addHook('onReady', async () => {
    countNow = app.countRequestNow;
    countLater = app.createRateLimit();
    if (app.hasDecorator('isUnderPressure')) underPressure = () => app.isUnderPressure();
  });
  const checkKey = (request: FastifyRequest): boolean => {
    try {
      app.authenticate(request);
      return true;
    } catch {
      return false;
    }
  };

  // A callback hook: the in-process count answers at once, so a cached read allocates no promise; with the count
  // in Redis the hook waits for it. Not calling `done` after writing ends the request here.
  app.addHook('onRequest', (request, reply, done) => {
    const responses = request.routeOptions.config.responseCache;
    if (responses === undefined || request.method !== 'GET' || countLater === undefined) return done();
    const cached = responses.get(request.url);
    if (cached === undefined || underPressure() || !checkKey(request)) return done();
    if (countNow !== undefined) {
      const count = countNow(request);
      if (count?.exceeded) return done();
      return writeCachedResponse(request, reply, cached, countedHeaders(count));
    }
    countLater(request).then(
      (limit) => {
        if (!limit.isAllowed && limit.isExceeded) return done();
        const count = limit.isAllowed ? null : { limit: limit.max, remaining: limit.remaining, resetSeconds: limit.ttlInSeconds, exceeded: false };
        writeCachedResponse(request, reply, cached, countedHeaders(count));
      },
      (err: Error) => done(err),
    );
  });
}

export default fp(cachedReadsPlugin, { name: 'cached-reads' });
