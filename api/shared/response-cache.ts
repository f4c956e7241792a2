/**
 * Serialized responses kept in memory for GET routes whose answer depends only on the URL: the same path and
 * query always give the same bytes (a query with an explicit date; without one, "now" moves on).
 *
 * Every area that keeps a cache adds it to the app's `KeptAnswers`, so a URL answered before is answered again
 * from its bytes, authenticated and counted, without validation, handler or serialization, on one of two paths:
 * - the cached read (api/plugins/cached-reads.ts), before the framework: key check, count, the static security
 *   headers and the bytes, written at once (`writeCachedResponse`);
 * - in preParsing, after every onRequest hook, whenever the cached read declines (a HEAD request, an overloaded
 *   server, a failed key check, the demo key, an exceeded limit, CORS configured) or the request did not come
 *   through the server (`inject`): the hooks answer as for any route.
 * Clients that accept gzip get the compressed bytes, made once per entry. Both prefixes share entries (/v1 and
 * /external/v1 answer alike).
 */
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Lru } from './lru.ts';
import { JSON_TYPE, JsonAnswer } from './worker-answer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every answer the app keeps, for the cached read (api/plugins/cached-reads.ts). */
    keptAnswers: KeptAnswers;
  }
}

/** A whole response a POST route kept, written to a request that passed the key check and the count. */
export interface KeptResponse {
  /** The bytes the response holds (what `KeptPost` counts against its bound). */
  readonly weight: number;
  /**
   * Writes it to `response` with `headers` (flat name, value list: the security and rate-limit headers the request
   * earned), choosing the encoding by the request's headers.
   */
  write(request: IncomingHttpHeaders, response: ServerResponse, headers: readonly string[]): void;
}

/**
 * Bytes of bodies and responses a POST route keeps by the bodies' bytes: 16 MiB, about 1,200 MCP answers of a
 * stored panchanga day (14.1 KB each) or 70,000 GraphQL answers of two names.
 */
export const KEPT_POST_BYTES = 16 * 2 ** 20;

/**
 * A POST route's kept responses (the interfaces' usual calls), found by the request's JSON body: by the body's
 * exact bytes when a body of the same bytes was answered before, without parsing it; else by its parsed value
 * (`find`), and then remembered by its bytes. A body that differs by a byte (another id, a space) is another key:
 * it is parsed and found by its value, or answered by the route.
 */
export class KeptPost {
  private readonly byBytes = new Lru<{ readonly response: KeptResponse; readonly weight: number }>(KEPT_POST_BYTES, (entry) => entry.weight);

  /**
   * @param find the response kept for a JSON body (parsed, not yet validated: a kept response names a body that
   *   passed validation when it was first answered), or undefined when none is kept for it
   * @param accepts whether a request's headers let a kept response answer it at all (else the route answers it:
   *   a header the protocol library would refuse); by default every request's do
   */
  constructor(
    private readonly find: (body: unknown) => KeptResponse | undefined,
    readonly accepts: (headers: IncomingHttpHeaders) => boolean = () => true,
  ) {}

  /** The response kept for a body of these bytes, or undefined; `parse` reads bytes not answered before (undefined: not JSON the route takes). */
  responseTo(bytes: Buffer, parse: (bytes: Buffer) => unknown): KeptResponse | undefined {
    // Latin-1 maps each byte to one character: two bodies have the same key exactly when they have the same bytes.
    const key = bytes.toString('latin1');
    const known = this.byBytes.get(key);
    if (known !== undefined) return known.response;
    const response = this.find(parse(bytes));
    if (response !== undefined) this.byBytes.set(key, { response, weight: key.length + response.weight });
    return response;
  }
}

/** One remembered answer: its JSON bytes and, once a client asked for it, the gzip encoding. */
export interface CachedResponse {
  json: Buffer;
  gzip: Buffer | null;
  /** The answer's content type (the JSON's: the gzip bytes are the same type, encoded). */
  readonly type: string;
  /** The request headers the bytes depend on (the `vary` header): the encoding, and any the route's answers vary by. */
  readonly vary: string;
  /** The language the answer is in (its `content-language` header), or null for an answer without texts. */
  readonly language: string | null;
  /** What the entry counts against the cache's size: its JSON, and room for the gzip encoding made later. */
  readonly weight: number;
  /** The content headers written with the JSON bytes and with the gzip bytes (`contentHeaders`), made on first use. */
  jsonHeaders?: readonly string[];
  gzipHeaders?: readonly string[];
}

/**
 * The bytes of serialized answers an area (or an interface's whole-response cache) keeps: 32 MiB, about 2,000
 * panchanga city-days with their gzip encodings, or 80 years of muhurta windows.
 */
export const RESPONSE_CACHE_BYTES = 32 * 2 ** 20;

/** JSON responses compress to well under a third; counting a third more keeps the bound honest. */
const GZIP_ALLOWANCE = 1 / 3;

const ENCODING_VARY = 'Accept-Encoding';

/** The answers of one area, at most `maxBytes` of them, least recently used dropped first. */
export class ResponseCache {
  private readonly entries: Lru<CachedResponse>;
  private readonly vary: string;

  /**
   * @param varyBy request headers the routes' answers vary by besides the encoding (written in `vary`)
   * @param type the answers' content type, as the routes write it
   */
  constructor(maxBytes: number, varyBy: readonly string[] = [], private readonly type: string = JSON_TYPE) {
    this.entries = new Lru<CachedResponse>(maxBytes, (r) => r.weight);
    this.vary = [...varyBy, ENCODING_VARY].join(', ');
  }

  /** The answer remembered for a request URL (either prefix), or undefined. */
  get(url: string): CachedResponse | undefined {
    return this.entries.get(keyOf(url));
  }

  /** The answer remembered under a key (`keyOf` of a URL), or undefined. */
  getByKey(key: string): CachedResponse | undefined {
    return this.entries.get(key);
  }

  /** Remembers the serialized answer of a URL in `language` (null for an answer without texts); returns the entry. */
  set(url: string, json: Buffer, language: string | null = null): CachedResponse {
    const cached: CachedResponse = { json, gzip: null, type: this.type, vary: this.vary, language, weight: Math.ceil(json.length * (1 + GZIP_ALLOWANCE)) };
    this.entries.set(keyOf(url), cached);
    return cached;
  }
}

/**
 * Answers a validated request: builds its response, serializes it with the route's schema and sends it,
 * remembering the bytes when `keep` (the answer depends on the URL alone: e.g. an explicit date; without one the
 * answer is "now", which moves on).
 */
export type CachedAnswer = (request: FastifyRequest, reply: FastifyReply, build: () => Promise<unknown>, keep: boolean) => Promise<void>;

const keyOf = (url: string) => (url.startsWith('/external/') ? url.slice('/external'.length) : url);
const acceptsGzip = (request: IncomingHttpHeaders) => {
  const accepted = request['accept-encoding'];
  return accepted !== undefined && /\bgzip\b/.test(accepted);
};

/** The bytes a request gets: the gzip encoding (made on first demand) when it accepts gzip, else the JSON. */
function encodedBody(request: IncomingHttpHeaders, cached: CachedResponse): Buffer {
  if (!acceptsGzip(request)) return cached.json;
  return (cached.gzip ??= gzipSync(cached.json));
}

/** Sends a cached answer through the reply (the hooks after the handler run as for any answer). */
function sendCachedResponse(request: FastifyRequest, reply: FastifyReply, cached: CachedResponse): void {
  const body = encodedBody(request.headers, cached);
  const gzip = body !== cached.json;
  reply.type(cached.type).header('vary', cached.vary);
  if (cached.language !== null) reply.header('content-language', cached.language);
  if (gzip) reply.header('content-encoding', 'gzip');
  reply.send(body);
}

/**
 * Takes a reply out of the framework's hands, so no later hook, serializer or onSend hook runs for it, and gives
 * the response to write to.
 */
export function hijack(reply: FastifyReply): ServerResponse {
  reply.hijack();
  return reply.raw;
}

/**
 * Writes a 200 response with `headers` then `content` (flat name, value lists; lower-case names; `content` ends
 * with the body's length).
 */
export function writeResponse(response: ServerResponse, body: Buffer, headers: readonly string[], content: readonly string[]): void {
  response.writeHead(200, headers.concat(content));
  response.end(body);
}

/** The content headers of a body: its type, and its length last. */
export const bodyHeaders = (type: string, body: Buffer): readonly string[] => ['content-type', type, 'content-length', String(body.length)];

/** The content headers of a cached answer's JSON or gzip bytes, in the order `writeResponse` wants them. */
function contentHeaders(cached: CachedResponse, body: Buffer, gzip: boolean): readonly string[] {
  const content = ['content-type', cached.type, 'vary', cached.vary];
  if (cached.language !== null) content.push('content-language', cached.language);
  if (gzip) content.push('content-encoding', 'gzip');
  content.push('content-length', String(body.length));
  return content;
}

/**
 * Writes a cached answer straight to the socket (`writeResponse`) with `headers` beside its content headers, which
 * are made once per entry and encoding.
 */
export function writeCachedResponse(request: IncomingHttpHeaders, response: ServerResponse, cached: CachedResponse, headers: readonly string[]): void {
  const body = encodedBody(request, cached);
  const content = body === cached.json ? (cached.jsonHeaders ??= contentHeaders(cached, body, false)) : (cached.gzipHeaders ??= contentHeaders(cached, body, true));
  writeResponse(response, body, headers, content);
}

/** A kept POST response that is the same body, of one content type, to every request. */
export class KeptBody implements KeptResponse {
  private readonly content: readonly string[];
  readonly weight: number;

  constructor(type: string, private readonly body: Buffer) {
    this.content = bodyHeaders(type, body);
    this.weight = body.length;
  }

  write(_request: IncomingHttpHeaders, response: ServerResponse, headers: readonly string[]): void {
    writeResponse(response, this.body, headers, this.content);
  }
}

/** A kept POST response that is a cached answer: its gzip bytes to a request that accepts them (`writeCachedResponse`). */
export class KeptCachedResponse implements KeptResponse {
  readonly weight: number;

  constructor(private readonly cached: CachedResponse) {
    this.weight = cached.weight;
  }

  write(request: IncomingHttpHeaders, response: ServerResponse, headers: readonly string[]): void {
    writeCachedResponse(request, response, this.cached, headers);
  }
}

/** The headers the hooks set on a reply so far (security, rate limit), as `writeCachedResponse` takes them. */
export function headersSoFar(reply: FastifyReply): string[] {
  const headers: string[] = [];
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (Array.isArray(value)) for (const item of value) headers.push(name, item);
    else if (value !== undefined) headers.push(name, String(value));
  }
  return headers;
}

/**
 * Every answer an app keeps, where the cached read finds it: the areas' response caches (by URL) and the POST
 * routes' kept responses (by path).
 */
export class KeptAnswers {
  private readonly caches: ResponseCache[] = [];
  private readonly byOwner = new Map<object, ResponseCache>();
  private readonly posts = new Map<string, KeptPost>();

  addCache(cache: ResponseCache): void {
    this.caches.push(cache);
  }

  /**
   * The response cache of `owner` (an area's operations), of at most `maxBytes`: one for the routes of both
   * prefixes, which register the area once each; made and added on the first call.
   */
  cacheOf(owner: object, maxBytes: number): ResponseCache {
    let cache = this.byOwner.get(owner);
    if (cache === undefined) {
      this.byOwner.set(owner, (cache = new ResponseCache(maxBytes)));
      this.addCache(cache);
    }
    return cache;
  }

  addPost(path: string, kept: KeptPost): void {
    this.posts.set(path, kept);
  }

  /** The answer a cache holds for a GET URL (a URL is answered by one route, so at most one holds it), or undefined. */
  get(url: string): CachedResponse | undefined {
    const key = keyOf(url);
    for (const cache of this.caches) {
      const cached = cache.getByKey(key);
      if (cached !== undefined) return cached;
    }
    return undefined;
  }

  /** The kept responses of the POST route at exactly this URL, or undefined. */
  post(url: string): KeptPost | undefined {
    return this.posts.get(url);
  }
}

/**
 * Gives the routes of `app` (an encapsulated plugin instance) the response cache of `owner` (`KeptAnswers.cacheOf`:
 * at most `maxBytes`, shared by both prefixes' instances); only GET answers are kept.
 */
export function cachedResponses(app: FastifyInstance, owner: object, maxBytes: number): CachedAnswer {
  const responses = app.keptAnswers.cacheOf(owner, maxBytes);
  // Replying without calling `done` ends the request here.
  app.addHook('preParsing', (request, reply, _payload, done) => {
    const cached = request.method === 'GET' || request.method === 'HEAD' ? responses.get(request.url) : undefined;
    if (cached === undefined) return done();
    sendCachedResponse(request, reply, cached);
  });
  return async (request, reply, build, keep) => {
    const answer = await build();
    const json = Buffer.from(answer instanceof JsonAnswer ? answer.json : (reply.serialize(answer) as string));
    const header = reply.getHeader('content-language');
    const language = typeof header === 'string' ? header : null;
    const cached = request.method === 'GET' && keep ? responses.set(request.url, json, language) : { json, gzip: null, type: JSON_TYPE, vary: ENCODING_VARY, language, weight: 0 };
    sendCachedResponse(request, reply, cached);
  };
}
