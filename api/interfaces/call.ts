/**
 * Answers an operation of the catalogue by its REST route, in process (Fastify `inject`): path parameters from
 * the input, the rest as the query string (GET) or the JSON body (POST), with the caller's own credentials and
 * the process's in-process-call header, so the key is checked as for REST and the call is not counted twice.
 */
import type { FastifyInstance } from 'fastify';
import type { ErrorBody } from '../errors.ts';
import type { Operation } from './catalog.ts';

/** The caller's key headers, as received: what an in-process call sends on. */
export interface Credentials {
  readonly authorization?: string | undefined;
  readonly 'x-api-key'?: string | undefined;
}

/** The key headers of a request. */
export function credentialsOf(headers: Readonly<Record<string, string | string[] | undefined>>): Credentials {
  return {
    authorization: typeof headers.authorization === 'string' ? headers.authorization : undefined,
    'x-api-key': typeof headers['x-api-key'] === 'string' ? headers['x-api-key'] : undefined,
  };
}

export type CallResult = { readonly ok: true; readonly body: unknown } | { readonly ok: false; readonly status: number; readonly error: ErrorBody; readonly headers: Record<string, string> };

/** A query-string value of an input value: lists comma-joined, everything else as text. */
function queryValue(value: unknown): string {
  return Array.isArray(value) ? value.map(String).join(',') : typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * Calls `operation` with the client's raw input (as sent: the route validates it) and credentials.
 * @param credentials the caller's `authorization` and `x-api-key` headers, as received
 */
export async function callOperation(
  app: FastifyInstance,
  operation: Operation,
  rawInput: unknown,
  credentials: Credentials,
): Promise<CallResult> {
  const input: Record<string, unknown> = rawInput !== null && typeof rawInput === 'object' && !Array.isArray(rawInput) ? { ...(rawInput as Record<string, unknown>) } : {};
  const path = operation.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = input[name];
    delete input[name];
    return encodeURIComponent(value === undefined ? '' : queryValue(value));
  });
  const headers: Record<string, string> = { [app.internalCallHeader.name]: app.internalCallHeader.value };
  if (credentials.authorization) headers.authorization = credentials.authorization;
  if (credentials['x-api-key']) headers['x-api-key'] = credentials['x-api-key'];
  const query = new URLSearchParams(
    Object.entries(input)
      .filter(([, value]) => value !== undefined && value !== null)
      .map(([name, value]): [string, string] => [name, queryValue(value)]),
  ).toString();
  const response =
    operation.method === 'GET'
      ? await app.inject({ method: 'GET', url: `/v1${path}${query ? `?${query}` : ''}`, headers })
      : await app.inject({ method: 'POST', url: `/v1${path}`, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(rawInput ?? {}) });
  if (response.statusCode < 400) return { ok: true, body: response.json() };
  const passOn = ['retry-after', 'x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset'];
  return {
    ok: false,
    status: response.statusCode,
    error: response.json() as ErrorBody,
    headers: Object.fromEntries(passOn.flatMap((name) => (typeof response.headers[name] === 'string' ? [[name, response.headers[name] as string]] : []))),
  };
}
