/**
 * One error handler for the whole service. Every failure, from a bad parameter to an unknown route to a bug,
 * leaves as `{ error, message, code }`. 4xx carry a message that names what was wrong; 5xx never carry
 * internals (the details go to the log with the request id).
 */
import { type IncomingMessage, maxHeaderSize, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { PoolBusyError } from '../../compute/pool.ts';
import { ApiError, type ErrorCode, missingField, renamedHint, type RequestPart, WHERE } from '../errors.ts';
import { REQUIRED_PHRASE } from '../shared/messages.ts';

/** Marker a zod schema puts in a refinement's params so a failure maps to a specific error code. */
export interface ErrorCodeParams {
  errorCode: ErrorCode;
}

/** What a refinement reporting a missing field (message `REQUIRED_PHRASE`) puts in its params: what may be sent instead. */
export interface MissingFieldParams {
  alternative: string;
}

/** Codes that the engine's own errors carry (messages written for clients), and the API code each becomes. */
const ENGINE_CODES: Record<string, ErrorCode> = {
  INVALID_DATE: 'INVALID_DATE',
  DATE_OUT_OF_RANGE: 'DATE_OUT_OF_RANGE',
  INVALID_PARAMETER: 'INVALID_PARAMETER',
  INVALID_TIMEZONE: 'INVALID_PARAMETER',
  HOUSE_SYSTEM_UNDEFINED: 'INVALID_PARAMETER',
  NO_SUNRISE: 'INVALID_PARAMETER',
  INVALID_TIME_RANGE: 'INVALID_PARAMETER',
  TIMEZONE_UNAVAILABLE: 'INVALID_PARAMETER',
};

const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'INVALID_PARAMETER',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
};

interface ValidationIssue {
  instancePath: string;
  keyword?: string;
  message?: string;
  params?: { params?: Partial<ErrorCodeParams & MissingFieldParams>; keys?: string[] };
}

/**
 * Turns schema-validation issues into one client error naming the first offending field. A query or path
 * parameter is named alone (a list's item is a place in its value); a body field by its dotted path.
 * @param input the request part as the client sent it, for the alias hint of a missing field
 */
function fromValidation(issues: ValidationIssue[], context: RequestPart | undefined, input: unknown): ApiError {
  const first = issues[0]!;
  const segments = first.instancePath.split('/').filter(Boolean);
  const path = context === 'querystring' || context === 'params' ? segments.slice(0, 1) : segments;
  if (first.message === REQUIRED_PHRASE && path.length > 0) return missingField(path, context ?? 'body', input, first.params?.params?.alternative);
  const code = first.params?.params?.errorCode ?? 'INVALID_PARAMETER';
  const where = WHERE[context ?? 'body'];
  const field = path.join('.');
  const message = `${first.message ?? 'invalid value'}${first.keyword === 'unrecognized_keys' ? renamedHint(first.params?.keys ?? []) : ''}`;
  return new ApiError(code, field ? `Invalid ${where} '${field}': ${message}` : `Invalid request ${context === 'body' ? 'body' : where}: ${message}`);
}

/**
 * The part of a request as the client sent it that an error is about: the one a validation failure names, else the
 * operation's input (the body of a POST, the query otherwise). A query is read again from the URL (validation
 * replaces `request.query` with its result, which keeps only the fields the schema knows); a body is what the
 * request carried when its validation failed, and the validated body once it passed.
 */
function sentInput(request: FastifyRequest, err: unknown): unknown {
  const context = (err as Partial<FastifyError> | null)?.validationContext;
  if (context === 'params') return request.params;
  if (context === 'body' || (context === undefined && request.method === 'POST')) return request.body;
  const query = request.url.indexOf('?');
  return query < 0 ? {} : Object.fromEntries(new URLSearchParams(request.url.slice(query + 1)));
}

/** Seconds a client is asked to wait after a 503 of a busy or slow computation. */
export const BUSY_RETRY_AFTER_SECONDS = 5;

/**
 * Maps anything thrown inside a request to the ApiError the client sees (null for an internal failure).
 * @param input the request's input as the client sent it (the query of a GET, the body of a POST; the part a
 *   validation failure names), read for the alias hint of a missing field
 */
export function toApiError(err: unknown, input?: unknown): ApiError | null {
  if (err instanceof ApiError) {
    const { missing } = err;
    return missing && input !== undefined ? missingField(missing.path, missing.context, input, missing.alternative) : err;
  }
  if (err instanceof PoolBusyError) return new ApiError('SERVICE_UNAVAILABLE', `${err.message}; retry shortly`, { 'retry-after': String(BUSY_RETRY_AFTER_SECONDS) });
  if (hasZodFastifySchemaValidationErrors(err)) {
    return fromValidation(err.validation as ValidationIssue[], (err as FastifyError).validationContext as RequestPart | undefined, input);
  }
  if (!(err instanceof Error)) return null;
  const { code, statusCode } = err as FastifyError;
  if (typeof code === 'string' && code in ENGINE_CODES && !statusCode) {
    return new ApiError(ENGINE_CODES[code]!, err.message);
  }
  if (typeof code === 'string' && code in FASTIFY_CODES) {
    const mapped = FASTIFY_CODES[code]!;
    const message =
      mapped === 'PAYLOAD_TOO_LARGE' ? 'Request body is larger than the limit of this service' : err.message;
    return new ApiError(mapped, message);
  }
  if ((err as FastifyError).validation) {
    return new ApiError('INVALID_PARAMETER', err.message);
  }
  if (statusCode === 429) return new ApiError('RATE_LIMIT_EXCEEDED', err.message);
  return null;
}

/**
 * Most of an over-limit body the server reads and throws away before it answers 413, bytes. A server that answers
 * and closes while the client is still sending resets the connection, and the client sees the reset instead of
 * the answer; reading the rest first lets it read the 413. A body larger still is cut off after this much.
 */
export const DISCARDED_BODY_LIMIT_BYTES = 16 * 1024 * 1024;

/**
 * Reads and discards what is left of a request body, at most `limitBytes` of it. Resolves when the body has
 * ended, the connection has failed or closed, or more than `limitBytes` arrived; at once for a body already read.
 */
function discardBody(request: IncomingMessage, limitBytes: number): Promise<void> {
  if (request.readableEnded || request.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let receivedBytes = 0;
    const done = () => {
      request.off('data', onData).off('end', done).off('error', done).off('close', done);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      receivedBytes += chunk.length;
      if (receivedBytes > limitBytes) done();
    };
    request.on('data', onData).on('end', done).on('error', done).on('close', done);
    request.resume();
  });
}

async function errorsPlugin(app: FastifyInstance): Promise<void> {
  // Bodies are JSON only. Fastify's built-in text/plain parser would hand the text to the JSON schema and
  // answer 400 for what is an unsupported media type (415).
  app.removeContentTypeParser('text/plain');

  app.setErrorHandler(async (err: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const apiError = toApiError(err, sentInput(request, err));
    if (apiError?.error === 'PAYLOAD_TOO_LARGE') await discardBody(request.raw, DISCARDED_BODY_LIMIT_BYTES);
    if (!apiError) {
      request.log.error({ err }, 'request failed');
      return reply.code(500).send({ error: 'INTERNAL_ERROR', message: 'The server could not complete the request', code: 500 });
    }
    if (apiError.statusCode >= 500) request.log.error({ err }, 'request failed');
    return reply.code(apiError.statusCode).headers(apiError.headers).send(apiError.toBody());
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    const allowed = app.allowedMethods(path);
    if (allowed.length > 0 && !allowed.includes(request.method)) {
      const error = new ApiError('METHOD_NOT_ALLOWED', `${request.method} is not allowed on ${path}; use ${allowed.join(', ')}`, {
        allow: allowed.join(', '),
      });
      return reply.code(405).headers(error.headers).send(error.toBody());
    }
    return reply.code(404).send(new ApiError('NOT_FOUND', `No endpoint ${request.method} ${path}`).toBody());
  });
}

/**
 * Errors the router raises before any hook runs (Fastify's `frameworkErrors` option): a malformed URL or a
 * path parameter over the router's length limit. They leave in the same `{ error, message, code }` shape.
 */
export function frameworkError(err: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const message =
    err.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'Invalid path parameter: longer than this service accepts (200 characters)'
      : 'The request URL could not be decoded';
  void reply.code(400).send(new ApiError('INVALID_PARAMETER', message).toBody());
}

/** Failures of the HTTP parser (Node's `clientError` codes) and the error each becomes; anything else is malformed. */
const CONNECTION_ERRORS: Record<string, () => ApiError> = {
  HPE_HEADER_OVERFLOW: () =>
    new ApiError(
      'REQUEST_HEADER_FIELDS_TOO_LARGE',
      `The request URL and headers together exceed the ${maxHeaderSize} bytes this service reads; shorten the query`,
    ),
  HPE_CHUNK_EXTENSIONS_OVERFLOW: () => new ApiError('PAYLOAD_TOO_LARGE', 'Request body chunk extensions are larger than this service accepts'),
  ERR_HTTP_REQUEST_TIMEOUT: () => new ApiError('REQUEST_TIMEOUT', 'The request was not received in time'),
};

/**
 * Errors of a connection before there is a request (Fastify's `clientErrorHandler` option): a request line
 * and headers over Node's `maxHeaderSize`, a request that arrives too slowly, bytes that are not HTTP. The
 * answer is written to the socket in the same `{ error, message, code }` shape, then the socket is closed.
 */
export function clientError(err: ConnectionError, socket: Socket): void {
  // A reset connection has no one left to answer.
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const error = CONNECTION_ERRORS[err.code]?.() ?? new ApiError('MALFORMED_REQUEST', 'The request could not be parsed as HTTP');
  if (socket.writable) {
    const body = JSON.stringify(error.toBody());
    socket.write(
      `HTTP/1.1 ${error.statusCode} ${STATUS_CODES[error.statusCode]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(err);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Methods registered for a concrete path (empty when no route matches it at all). */
    allowedMethods(path: string): string[];
  }
}

/** Records every route's pattern so the not-found handler can tell 404 from 405. */
function routeTable(app: FastifyInstance): void {
  const patterns: { regex: RegExp; methods: Set<string> }[] = [];
  app.addHook('onRoute', (route) => {
    const source = route.url
      .split('/')
      .map((part) => (part.startsWith(':') ? '[^/]+' : part === '*' ? '.*' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    patterns.push({ regex: new RegExp(`^${source}/?$`), methods: new Set(methods) });
  });
  app.decorate('allowedMethods', (path: string) => {
    const methods = new Set<string>();
    for (const p of patterns) if (p.regex.test(path)) for (const m of p.methods) methods.add(m);
    return [...methods].sort();
  });
}

export default fp(async (app) => {
  routeTable(app);
  await errorsPlugin(app);
}, { name: 'errors' });

