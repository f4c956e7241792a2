/**
 * The read path's first promise: a URL answered before is answered again at close to the cost of a bare route.
 *
 * The HTTP server hands each request to the cached read before Fastify sees it (`CachedReads.serverFactory`). A GET
 * whose URL an area's response cache holds (api/shared/response-cache.ts `KeptAnswers`) is answered there: the same
 * key check as the auth hook (`app.checkKey`), counted in the same store by the same rules as the limiter
 * (`app.countCaller`: at once in the in-process store, through the limiter itself with Redis), and written with the
 * static security headers, the rate-limit headers and the bytes in one `writeHead`. No request or reply object,
 * routing, hook, validation, handler or serializer runs for it.
 *
 * The interfaces' usual calls are POSTs (an MCP tool call, a GraphQL query): for a POST route that keeps whole
 * responses by body (`KeptPost`), the cached read reads a small JSON body itself and answers it the same way when
 * its response is kept: found by the body's bytes when the same bytes were answered before, else parsed as the
 * chain's parser would. A body it reads and declines is given back to the chain unchanged (preParsing), so the
 * route parses and answers it as it would have.
 *
 * It declines, and Fastify answers the request with its whole chain of hooks (which answers a kept URL from the
 * same entry, in preParsing), whenever the chain would answer differently: an uncached URL or body, a HEAD request,
 * an overloaded server (503), a closing server (503), a failed key check (401/403), the demo key (whose routes
 * follow rules of their own), a key over its limit (429: the limiter counts it once more, which changes nothing it
 * reports, since the count is past the limit either way), or CORS configured (its headers depend on the Origin).
 * A request that does not come through the server (`app.inject`) takes the chain too.
 */
import type {} from '@fastify/under-pressure';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerOptions, type ServerResponse } from 'node:http';
import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyServerFactoryHandler, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { KeptAnswers, writeCachedResponse } from '../shared/response-cache.ts';
import type { KeyCheck } from './auth.ts';
import type { RequestCount } from './rate-limit.ts';
import { SECURITY_HEADERS } from './security.ts';

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

/** What the cached read checks and counts with: the app's own key check, count and overload state, once it is ready. */
interface Checks {
  readonly checkKey: KeyCheck;
  readonly countCaller: FastifyInstance['countCaller'];
  readonly underPressure: () => boolean;
}

/** The cached read never answers the demo key: its routes admit it by rules the chain applies. */
const DEMO_DECLINED = () => false;

/** The cached read of one app: build it before the app, give Fastify its `serverFactory`, register `cachedReadsPlugin`. */
export class CachedReads {
  readonly answers = new KeptAnswers();
  /** Set while the app is ready and not closing, and CORS is not configured; the cached read declines otherwise. */
  private checks: Checks | undefined;
  // Bodies read and declined: given back to the chain as its payload.
  private readonly declinedBodies = new WeakMap<IncomingMessage, Buffer>();

  /**
   * Fastify's `serverFactory`: an HTTP server whose requests meet the cached read first and Fastify's handler
   * after, with the timeouts Fastify sets on a server it makes itself (fastify/lib/server.js).
   */
  readonly serverFactory = (handler: FastifyServerFactoryHandler, options: FastifyServerOptions & { http?: ServerOptions | null }): Server => {
    const server = createServer(options.http ?? {}, (request, response) => this.serve(request, response, handler));
    server.keepAliveTimeout = options.keepAliveTimeout!;
    server.requestTimeout = options.requestTimeout!;
    server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket! > 0) server.maxRequestsPerSocket = options.maxRequestsPerSocket!;
    return server;
  };

  /** Starts answering with the app's checks (`cachedReadsPlugin`, once the app is ready). */
  start(checks: Checks): void {
    this.checks = checks;
  }

  /** Stops answering: every request takes the chain (which answers 503 while the app closes). */
  stop(): void {
    this.checks = undefined;
  }

  /** The body a declined request's chain reads, or undefined when the cached read did not read it. */
  declinedBody(request: IncomingMessage): Buffer | undefined {
    return this.declinedBodies.get(request);
  }

  private serve(request: IncomingMessage, response: ServerResponse, chain: FastifyServerFactoryHandler): void {
    const checks = this.checks;
    if (checks === undefined) return chain(request, response);
    const url = request.url!;
    if (request.method === 'GET') {
      const cached = this.answers.get(url);
      if (cached === undefined) return chain(request, response);
      return this.answerKept(checks, request, () => chain(request, response), (headers) => writeCachedResponse(request.headers, response, cached, headers));
    }
    const kept = request.method === 'POST' ? this.answers.post(url) : undefined;
    if (kept === undefined || !kept.accepts(request.headers) || !isSmallJson(request.headers)) return chain(request, response);
    readBody(request, (bytes) => {
      // The body did not arrive whole: the client has gone.
      if (bytes === undefined) return void response.destroy();
      const decline = () => {
        this.declinedBodies.set(request, bytes);
        chain(request, response);
      };
      const answer = kept.responseTo(bytes, parsedOrUndefined);
      if (answer === undefined) return decline();
      this.answerKept(checks, request, decline, (headers) => answer.write(request.headers, response, headers));
    });
  }

  /** Answers with `write` after the same key check and count as the chain's, or hands the request to the chain (`decline`) when it would answer differently. */
  private answerKept(checks: Checks, request: IncomingMessage, decline: () => void, write: (headers: readonly string[]) => void): void {
    if (checks.underPressure()) return decline();
    let caller;
    try {
      caller = checks.checkKey(request.url!, request.headers, DEMO_DECLINED);
    } catch {
      return decline();
    }
    const count = checks.countCaller(caller);
    if (!(count instanceof Promise)) return count?.exceeded ? decline() : write(countedHeaders(count));
    count.then((counted) => (counted?.exceeded ? decline() : write(countedHeaders(counted))), decline);
  }
}

export interface CachedReadsOptions {
  reads: CachedReads;
  /** The configured CORS origins; when any are set, cached reads take the whole chain. */
  corsOrigins: string;
}

async function cachedReadsPlugin(app: FastifyInstance, { reads, corsOrigins }: CachedReadsOptions): Promise<void> {
  app.decorate('keptAnswers', reads.answers);
  app.addHook('preParsing', (request, _reply, payload, done) => {
    const bytes = reads.declinedBody(request.raw);
    if (bytes === undefined) return done(null, payload);
    const replay = new PassThrough();
    replay.end(bytes);
    done(null, replay);
  });
  if (corsOrigins.trim() !== '') return;
  // The key check, the limiter and the overload check are registered after this plugin; they are taken once the app is ready.
  app.addHook('onReady', async () => {
    const underPressure = app.hasDecorator('isUnderPressure') ? () => app.isUnderPressure() : () => false;
    reads.start({ checkKey: app.checkKey, countCaller: app.countCaller, underPressure });
  });
  app.addHook('preClose', async () => reads.stop());
}

/** Largest body the cached read reads itself: a tool call or a GraphQL query is a few hundred bytes. */
const KEPT_POST_MAX_BYTES = 16 * 1024;

/** A plain JSON body of a stated length up to `KEPT_POST_MAX_BYTES` (not chunked, not compressed). */
function isSmallJson(headers: IncomingHttpHeaders): boolean {
  const { 'content-type': type, 'content-length': length, 'content-encoding': encoding, 'transfer-encoding': transfer } = headers;
  if (encoding !== undefined || transfer !== undefined || length === undefined || !/^application\/json\s*(;|$)/i.test(type ?? '')) return false;
  const bytes = Number(length);
  return Number.isSafeInteger(bytes) && bytes <= KEPT_POST_MAX_BYTES;
}

/** Reads a request's whole body (its length already checked small); undefined when it did not arrive whole. */
function readBody(request: IncomingMessage, then: (bytes: Buffer | undefined) => void): void {
  const chunks: Buffer[] = [];
  let done = false;
  const finish = (bytes: Buffer | undefined) => {
    if (done) return;
    done = true;
    then(bytes);
  };
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.once('end', () => finish(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)));
  request.once('error', () => finish(undefined));
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
