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
 * The interfaces' usual calls are POSTs (an MCP tool call, a GraphQL query): for a POST route that keeps whole
 * responses by body (`keptPost`, api/shared/response-cache.ts), the hook reads a small JSON body itself and
 * answers it the same way when its response is kept: found by the body's bytes when the same bytes were answered
 * before, else parsed as the chain's parser would. A body it reads and declines is given back to the chain
 * unchanged (preParsing), so the route parses and answers it as it would have.
 *
 * It declines, and the request takes the whole chain of hooks as any other does, whenever the chain would answer
 * differently: an uncached URL or body, a HEAD request, an overloaded server (503), a failed key check (401/403), a key
 * over its limit (429: the limiter counts it once more, which changes nothing it reports, since the count is
 * past the limit either way), or CORS configured (its headers depend on the request's Origin).
 */
import type {} from '@fastify/rate-limit';
import type {} from '@fastify/under-pressure';
import { PassThrough } from 'node:stream';
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
/** The security headers and the rate-limit headers' names, their values filled in per request (`countedHeaders`). */
const COUNTED_HEADERS: readonly string[] = [...SECURITY_HEADER_LIST, 'x-ratelimit-limit', '', 'x-ratelimit-remaining', '', 'x-ratelimit-reset', ''];
const LIMIT_AT = SECURITY_HEADER_LIST.length + 1;

/** The headers of a counted answer: the security headers and the rate-limit headers. */
function countedHeaders(count: RequestCount | null): readonly string[] {
  if (count === null) return SECURITY_HEADER_LIST;
  const headers = COUNTED_HEADERS.slice();
  headers[LIMIT_AT] = String(count.limit);
  headers[LIMIT_AT + 2] = String(count.remaining);
  headers[LIMIT_AT + 4] = String(count.resetSeconds);
  return headers;
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

  /**
   * Answers with `write` after the same key check and count as the chain's, or hands the request to the chain
   * (`decline`) when nothing is kept for it (no `write`) or the chain would answer differently.
   */
  const answerKept = (request: FastifyRequest, decline: (err?: Error) => void, write: ((headers: readonly string[]) => void) | undefined): void => {
    if (write === undefined || underPressure() || !checkKey(request)) return decline();
    if (countNow !== undefined) {
      const count = countNow(request);
      if (count?.exceeded) return decline();
      return write(countedHeaders(count));
    }
    countLater!(request).then(
      (limit) => {
        if (!limit.isAllowed && limit.isExceeded) return decline();
        write(countedHeaders(limit.isAllowed ? null : { limit: limit.max, remaining: limit.remaining, resetSeconds: limit.ttlInSeconds, exceeded: false }));
      },
      (err: Error) => decline(err),
    );
  };

  // Bodies read by the kept-POST path and declined: given back to the chain as its payload.
  const readBodies = new WeakMap<FastifyRequest, Buffer>();

  // A callback hook: the in-process count answers at once, so a cached read allocates no promise; with the count
  // in Redis the hook waits for it. Not calling `done` after writing ends the request here.
  app.addHook('onRequest', (request, reply, done) => {
    if (countLater === undefined) return done();
    const { responseCache, keptPost } = request.routeOptions.config;
    if (request.method === 'GET' && responseCache !== undefined) {
      const cached = responseCache.get(request.url);
      if (cached === undefined) return done();
      return answerKept(request, done, (headers) => writeCachedResponse(request, reply, cached, headers));
    }
    if (request.method !== 'POST' || keptPost === undefined || !keptPost.accepts(request) || !isSmallJson(request)) return done();
    readBody(request, (err, bytes) => {
      if (err !== undefined) return done(err);
      const kept = keptPost.responseTo(bytes, parsedOrUndefined);
      answerKept(
        request,
        (failure?: Error) => {
          readBodies.set(request, bytes);
          done(failure);
        },
        kept && ((headers) => kept.write(request, reply, headers)),
      );
    });
  });

  app.addHook('preParsing', (request, _reply, payload, done) => {
    const bytes = readBodies.get(request);
    if (bytes === undefined) return done(null, payload);
    const replay = new PassThrough();
    replay.end(bytes);
    done(null, replay);
  });
}

/** Largest body the kept-POST path reads itself: a tool call or a GraphQL query is a few hundred bytes. */
const KEPT_POST_MAX_BYTES = 16 * 1024;

/** A plain JSON body of a stated length up to `KEPT_POST_MAX_BYTES` (not chunked, not compressed). */
function isSmallJson(request: FastifyRequest): boolean {
  const { 'content-type': type, 'content-length': length, 'content-encoding': encoding, 'transfer-encoding': transfer } = request.headers;
  if (encoding !== undefined || transfer !== undefined || length === undefined || !/^application\/json\s*(;|$)/i.test(type ?? '')) return false;
  const bytes = Number(length);
  return Number.isSafeInteger(bytes) && bytes <= KEPT_POST_MAX_BYTES;
}

/** Reads a request's whole body (its length already checked small); a failed read is a 400. */
function readBody(request: FastifyRequest, then: (err: Error | undefined, bytes: Buffer) => void): void {
  const chunks: Buffer[] = [];
  const raw = request.raw;
  raw.on('data', (chunk: Buffer) => chunks.push(chunk));
  raw.once('end', () => then(undefined, chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)));
  raw.once('error', (err: Error & { statusCode?: number }) => {
    err.statusCode ??= 400;
    then(err, Buffer.alloc(0));
  });
}

/** A key the app's JSON parser refuses (prototype poisoning: Fastify's `onProtoPoisoning`, `onConstructorPoisoning`). */
const POISONING_KEY = /"(?:__proto__|constructor)"\s*:/;

/**
 * The JSON value of a body, or undefined when it is not JSON or holds a key the chain's parser refuses (the chain
 * answers both).
 */
function parsedOrUndefined(bytes: Buffer): unknown {
  const text = bytes.toString('utf8');
  if (POISONING_KEY.test(text)) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export default fp(cachedReadsPlugin, { name: 'cached-reads' });
