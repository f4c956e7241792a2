/**
 * The base of every error the project's own code throws for an input it refuses: a fixed `code` (the closed set
 * the API maps to client errors in api/plugins/errors.ts, and that a worker thread sends to the main thread) and
 * the offending `value`. It lives in the lowest layer so that `data/` (the timezone lookup) and `astro/` (the
 * engine, astro/errors.ts) share one. It is a `RangeError`: the value lies outside what the code answers for.
 */
export abstract class CodedError<Value = unknown> extends RangeError {
  abstract readonly code: string;

  constructor(
    message: string,
    /** The offending input, as the subclass documents it. */
    readonly value: Value,
  ) {
    super(message);
    this.name = new.target.name;
  }
}
