/**
 * Serialized responses kept in memory for GET routes whose answer depends only on the URL: the same path and
 * query always give the same bytes (a query with an explicit date; without one, "now" moves on).
 *
 * A URL answered before is answered again from its bytes in preParsing, which runs after every onRequest hook
 * (the key check, and the rate limiter, a route-level onRequest hook), so a cached answer is still
 * authenticated and counted, but skips validation, the handler and serialization. Clients that accept gzip get
 * the compressed bytes, made once per entry. Both prefixes share entries (/v1 and /external/v1 answer alike).
 */
import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Lru } from './lru.ts';

const JSON_TYPE = 'application/json; charset=utf-8';

interface CachedResponse {
  json: Buffer;
  gzip: Buffer | null;
  /** What the entry counts against the cache's size: its JSON, and room for the gzip encoding made later. */
  readonly weight: number;
}

/** JSON responses compress to well under a third; counting a third more keeps the bound honest. */
const GZIP_ALLOWANCE = 1 / 3;

/**
 * Answers a validated request: builds its response, serializes it with the route's schema and sends it,
 * remembering the bytes when the request's query is cacheable.
 */
export type CachedAnswer = (request: FastifyRequest, reply: FastifyReply, build: () => Promise<unknown>) => Promise<void>;

const keyOf = (url: string) => (url.startsWith('/external/') ? url.slice('/external'.length) : url);
const acceptsGzip = (request: FastifyRequest) => /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');

function send(request: FastifyRequest, reply: FastifyReply, cached: CachedResponse): void {
  reply.type(JSON_TYPE).header('vary', 'Accept-Encoding');
  if (!acceptsGzip(request)) {
    reply.send(cached.json);
    return;
  }
  cached.gzip ??= gzipSync(cached.json);
  reply.header('content-encoding', 'gzip').send(cached.gzip);
}

/**
 * Adds a cache of at most `maxBytes` of responses to the routes of `app` (an encapsulated plugin instance).
 * `isCacheable(query)` tells when the answer depends on the URL alone (e.g. an explicit date: without one the
 * answer is "now", which moves on); only GET answers are kept.
 */
export function cachedResponses<Q>(app: FastifyInstance, maxBytes: number, isCacheable: (query: Q) => boolean): CachedAnswer {
  const responses = new Lru<CachedResponse>(maxBytes, (r) => r.weight);
  // Replying without calling `done` ends the request here.
  app.addHook('preParsing', (request, reply, _payload, done) => {
    const cached = request.method === 'GET' || request.method === 'HEAD' ? responses.get(keyOf(request.url)) : undefined;
    if (cached === undefined) return done();
    send(request, reply, cached);
  });
  return async (request, reply, build) => {
    const json = Buffer.from(reply.serialize(await build()) as string);
    const cached: CachedResponse = { json, gzip: null, weight: Math.ceil(json.length * (1 + GZIP_ALLOWANCE)) };
    if (request.method === 'GET' && isCacheable(request.query as Q)) responses.set(keyOf(request.url), cached);
    send(request, reply, cached);
  };
}
