/**
 * Date and date-time request values. The engine's parser says what is wrong with a value; this names the
 * parameter it came in, so every rejection reads `Invalid parameter '<name>': …` like the schema's own.
 */
import { InvalidDateError, OutOfRangeError, type ParsedDateTime, parseDateTime, shortForMessage, type Zone } from '../astro/time.ts';
import { ApiError } from './errors.ts';

/** Parses `value` of parameter `name` in `zone`; an invalid or out-of-range value is a 400 naming `name`. */
export function parseDateParam(name: string, value: string, zone: Zone): ParsedDateTime {
  try {
    return parseDateTime(value, zone);
  } catch (err) {
    if (err instanceof InvalidDateError) throw new ApiError('INVALID_DATE', `Invalid parameter '${name}': "${shortForMessage(value)}": ${err.reason}`);
    if (err instanceof OutOfRangeError) throw new ApiError('DATE_OUT_OF_RANGE', `Invalid parameter '${name}': ${err.message}`);
    throw err;
  }
}
