/**
 * The error vocabulary of the HTTP interface. Every failure leaves the service as `{ error, message, code }`
 * with `code` equal to the HTTP status; the codes below are the closed set clients can rely on.
 */
export const ERROR_CODES = {
  INVALID_DATE: 400,
  INVALID_PARAMETER: 400,
  INVALID_JSON: 400,
  MALFORMED_REQUEST: 400,
  DATE_OUT_OF_RANGE: 400,
  INVALID_API_KEY: 401,
  DEMO_KEY_FORBIDDEN: 403,
  NOT_FOUND: 404,
  UNKNOWN_DASHA_SYSTEM: 404,
  UNKNOWN_SIGN: 404,
  UNKNOWN_GEMSTONE: 404,
  UNKNOWN_PERIOD: 404,
  UNKNOWN_FESTIVAL: 404,
  METHOD_NOT_ALLOWED: 405,
  REQUEST_TIMEOUT: 408,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMIT_EXCEEDED: 429,
  REQUEST_HEADER_FIELDS_TOO_LARGE: 431,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export interface ErrorBody {
  error: ErrorCode;
  message: string;
  code: number;
}

/** The part of a request a field is in, as Fastify names it. */
export type RequestPart = 'querystring' | 'params' | 'body';

/** Where a request part's field is, in words. */
export const WHERE: Readonly<Record<RequestPart, string>> = { querystring: 'query parameter', params: 'path parameter', body: 'field' };

/** A required field a request did not send: its path in its request part, and what may be sent instead (", or give 'city'"). */
export interface MissingField {
  readonly path: readonly string[];
  readonly context: RequestPart;
  readonly alternative: string;
}

/** An error the service answers with its own code and a message safe to show to the client. */
export class ApiError extends Error {
  readonly statusCode: number;
  constructor(
    readonly error: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
    /** Set when the error is a missing field, so the answer can add the alias hint (`missingField`). */
    readonly missing?: MissingField,
  ) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = ERROR_CODES[error];
  }

  toBody(): ErrorBody {
    return { error: this.error, message: this.message, code: this.statusCode };
  }
}

/**
 * Names clients send a field under elsewhere (other services, this service's other endpoints), by the field's own
 * name: a missing field sent under one of these is answered with "did you mean". The natal horoscope takes
 * `lat`/`lng`/`dob` as the interface specifies; every other endpoint `latitude`/`longitude`/`date`.
 */
export const FIELD_ALIASES: Readonly<Record<string, readonly string[]>> = {
  latitude: ['lat'],
  longitude: ['lng', 'lon', 'long'],
  lat: ['latitude'],
  lng: ['longitude', 'lon', 'long'],
  date: ['dob', 'datetime', 'birthDate'],
  dob: ['date', 'birthDate'],
  timezone: ['tz', 'zone', 'timeZone', 'offset'],
};

/** The value at `path` inside a request part (`['bride']` of a body), or undefined. */
function valueAt(input: unknown, path: readonly string[]): unknown {
  let value = input;
  for (const segment of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}

/**
 * The "did you mean" of a missing field (`path`, its last segment the field's name): the first alias of the field
 * that the request part (`input`, as sent) holds beside where the field belongs, or ''.
 */
function aliasHint(path: readonly string[], input: unknown): string {
  const name = path.at(-1);
  if (name === undefined) return '';
  const parent = valueAt(input, path.slice(0, -1));
  if (parent === null || typeof parent !== 'object') return '';
  const sent = (FIELD_ALIASES[name] ?? []).find((alias) => Object.hasOwn(parent, alias));
  return sent === undefined ? '' : `; did you mean '${name}' instead of '${sent}'?`;
}

/** The "did you mean" of fields a request does not take (`keys`): the first that is another name of a field, or ''. */
export function renamedHint(keys: readonly string[]): string {
  for (const key of keys) {
    const field = Object.keys(FIELD_ALIASES).find((name) => FIELD_ALIASES[name]!.includes(key));
    if (field !== undefined) return `; did you mean '${field}' instead of '${key}'?`;
  }
  return '';
}

/**
 * The 400 of a required field the request did not send: "Query parameter 'latitude' is required", with
 * `alternative` (what may be sent instead, ", or give 'city'") and the alias hint when `input` (the request part as
 * the client sent it) holds the field under another name ("; did you mean 'latitude' instead of 'lat'?"). Without
 * `input` (an operation does not see the request as sent) the error handler adds the hint.
 */
export function missingField(path: readonly string[], context: RequestPart, input?: unknown, alternative = ''): ApiError {
  const where = WHERE[context];
  const message = `${where[0]!.toUpperCase()}${where.slice(1)} '${path.join('.')}' is required${alternative}${input === undefined ? '' : aliasHint(path, input)}`;
  return new ApiError('INVALID_PARAMETER', message, {}, { path: [...path], context, alternative });
}
