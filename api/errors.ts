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

/** An error the service answers with its own code and a message safe to show to the client. */
export class ApiError extends Error {
  readonly statusCode: number;
  constructor(
    readonly error: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = ERROR_CODES[error];
  }

  toBody(): ErrorBody {
    return { error: this.error, message: this.message, code: this.statusCode };
  }
}
