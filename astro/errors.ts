/**
 * The engine's errors: one base, `AstroError`, with a fixed `code` and the offending `value`, and one class
 * per meaning. The general ones (a date, a range of dates, a time zone, a parameter, a time window) are here;
 * errors that belong to one area (`ChartError`, `DayPeriodsError`, `UnknownDashaSystemError`,
 * `DashaAnalysisError`, `StationSearchError`) live beside the code that throws them.
 *
 * `code` and `message` are a contract with two readers: the API turns INVALID_DATE, DATE_OUT_OF_RANGE,
 * INVALID_PARAMETER, INVALID_TIMEZONE, HOUSE_SYSTEM_UNDEFINED and INVALID_TIME_RANGE into client errors that
 * carry the message as written (api/plugins/errors.ts), and a worker thread sends `code` and `message` to the
 * main thread, where they become a compute/pool.ts `EngineError`. Change neither without them.
 */
import { CodedError } from '../data/errors.ts';
import type { Instant } from './time.ts';

/** `value` cut to its first 40 characters, for repeating a rejected input back in a message. */
export function shortForMessage(value: string): string {
  return value.length > 40 ? `${value.slice(0, 40)}…` : value;
}

/**
 * An error of the engine (`data/errors.ts`: a `RangeError` with `code` and `value`; `name` is the subclass's name).
 * Every subclass but `StationSearchError` (a broken invariant of a search) says that a value lies outside what
 * the engine computes for, like the engine's plain argument checks (search.ts, numerology/reduce.ts).
 */
export abstract class AstroError<Value = unknown> extends CodedError<Value> {}

/** A date or date-time that is not in an accepted form, names an impossible date, or is out of order. */
export class InvalidDateError extends AstroError<string> {
  readonly code = 'INVALID_DATE';

  constructor(
    value: string,
    /** What is wrong, e.g. "month 13 does not exist". */
    readonly reason: string,
    /** Where the caller words it otherwise; by default `Invalid date "<value>": <reason>`. */
    message = `Invalid date "${shortForMessage(value)}": ${reason}`,
  ) {
    super(message, value);
  }
}

/** A valid date outside `SUPPORTED_RANGE` (time.ts); `value` is the date as given. */
export class OutOfRangeError extends AstroError<string> {
  readonly code = 'DATE_OUT_OF_RANGE';

  constructor(value: string) {
    super(`Date ${value} is outside the supported range 1800-01-01 to 2399-12-31`, value);
  }
}

/** The forms of a zone `parseZone` reads, as its errors list them. */
export const ZONE_FORMS = 'hours from UTC from -12 to 14 (5.5, -4), an offset (+05:30, -04:00, 5:30, +0530) or an IANA name (Asia/Kolkata, America/New_York)';

/**
 * A time zone that is neither an offset in −12 … +14 hours nor an IANA name known to `Intl`, or an abbreviation
 * (which names several zones). `reason` says which, after the value ("is not a zone: give …").
 */
export class InvalidZoneError extends AstroError<string | number> {
  readonly code = 'INVALID_TIMEZONE';

  constructor(
    value: string | number,
    readonly reason = `is not a zone: give ${ZONE_FORMS}`,
  ) {
    super(`Invalid timezone "${String(value)}": ${reason}`, value);
  }
}

/** A parameter outside its documented range (e.g. a latitude of 91°); `value` is the parameter's value. */
export class InvalidParameterError extends AstroError {
  readonly code = 'INVALID_PARAMETER';
}

/** A time window [from, to) that is not finite or not ordered as the function asking for it requires. */
export class InvalidTimeRangeError extends AstroError<{ readonly from: Instant; readonly to: Instant }> {
  readonly code = 'INVALID_TIME_RANGE';
}
