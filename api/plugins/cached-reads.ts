/**
 * The read path's first promise: a URL answered before is answered again at close to the cost of a bare route.
 *
 * One onRequest hook, registered before every other, answers a GET whose route keeps a response cache
 * (api/shared/response-cache.ts) and holds the URL's bytes: it runs the same key check as the auth hook
 * (`app.authenticate`), counts the request with the same rate limiter and store (`createRateLimit` of
 * @fastify/rate-limit), and writes the static security headers, the rate-limit headers and the bytes in one
 * `writeHead`. Nothing else runs for it: no per-request header hooks, no validation, handler or serializer.
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
import { SECURITY_HEADERS } from './security.ts';

export interface CachedReadsOptions {
  /** The configured CORS origins; when any are set, cached reads take the whole chain. */
  corsOrigins: string;
}

type CountRequest = ReturnType<FastifyInstance['createRateLimit']>;

const SECURITY_HEADER_LIST: readonly string[] = Object.entries(SECURITY_HEADERS).flat();

async function cachedReadsPlugin(app: FastifyInstance, options: CachedReadsOptions): Promise<void> {
  if (options.corsOrigins.trim() !== '') return;
  // The limiter and the overload check are registered after this hook (which must run first); they are taken
  // once the app is ready.
  let count: CountRequest | undefined;
  let underPressure = (): boolean => false;
  app.addHook('onReady', async () => {
    count = app.createRateLimit();
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

  app.addHook('onRequest', async (request, reply) => {
    const responses = request.routeOptions.config.responseCache;
    if (responses === undefined || request.method !== 'GET' || count === undefined) return;
    const cached = responses.get(request.url);
    if (cached === undefined || underPressure() || !checkKey(request)) return;
    const limit = await count(request);
    if (!limit.isAllowed && limit.isExceeded) return;
    const headers = limit.isAllowed
      ? SECURITY_HEADER_LIST
      : [...SECURITY_HEADER_LIST, 'x-ratelimit-limit', String(limit.max), 'x-ratelimit-remaining', String(limit.remaining), 'x-ratelimit-reset', String(limit.ttlInSeconds)];
    writeCachedResponse(request, reply, cached, headers);
    return reply;
  });
}

export default fp(cachedReadsPlugin, { name: 'cached-reads' });
