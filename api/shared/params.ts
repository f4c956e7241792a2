/**
 * Request values every area takes the same way: numbers in query strings, dates and date-times, comma lists,
 * and the engine's option vocabularies (ayanamsha, node, sunrise, house system, positions, moonrise), each imported
 * from `astro/`.
 */
import { z } from 'zod';
import { AYANAMSHAS, DEFAULT_AYANAMSHA_ID, isAyanamshaId } from '../../astro/ayanamsha.ts';
import { HOUSE_SYSTEMS } from '../../astro/chart/houses.ts';
import { NODE_TYPES } from '../../astro/nodes.ts';
import { POSITION_CONVENTIONS } from '../../astro/positions.ts';
import { MOON_RISE_CONVENTIONS, RISE_SET_CONVENTIONS } from '../../astro/rise-set.ts';
import {
  InvalidDateError,
  OutOfRangeError,
  type ParsedDateTime,
  placeDateTime,
  readDateTime,
  shortForMessage,
  type WrittenDateTime,
  type Zone,
} from '../../astro/time.ts';
import { ApiError, type ErrorCode } from '../errors.ts';
import type { ErrorCodeParams } from '../plugins/errors.ts';

/** A number in a query string: rejects the empty string (which `z.coerce` would read as 0). */
export const queryNumber = (field: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/, { message: `${field} must be a number` })
    .transform(Number)
    .pipe(z.number().min(min, { message: `${field} must be at least ${min}` }).max(max, { message: `${field} must be at most ${max}` }));

/** A comma-separated query list of closed-vocabulary words. */
export const queryList = <T extends readonly [string, ...string[]]>(values: T, field: string) =>
  z
    .string()
    .transform((s) => s.split(',').map((v) => v.trim()).filter(Boolean))
    .pipe(z.array(z.enum(values, { message: `${field} must be one or more of ${values.join(', ')}` })));

const AYANAMSHA_LIST = Object.entries(AYANAMSHAS)
  .map(([id, a]) => `${id} = ${a.name}`)
  .join(', ');
const ayanamshaDoc = `Ayanamsha id: ${AYANAMSHA_LIST}. Default ${DEFAULT_AYANAMSHA_ID} (Lahiri)`;
const ayanamshaMessage = { message: `ayanamsha must be one of ${AYANAMSHA_LIST}` };

/** The engine options a request may choose, in query-string form and in JSON-body form. */
export const OptionFields = {
  query: {
    ayanamsha: z
      .string()
      .regex(/^\d+$/, { message: 'ayanamsha must be an integer id' })
      .transform(Number)
      .refine(isAyanamshaId, ayanamshaMessage)
      .default(DEFAULT_AYANAMSHA_ID)
      .describe(ayanamshaDoc),
  },
  body: {
    ayanamsha: z.number().int().refine(isAyanamshaId, ayanamshaMessage).default(DEFAULT_AYANAMSHA_ID).describe(ayanamshaDoc),
  },
  node: z.enum(NODE_TYPES).default('mean').describe('Rahu/Ketu: mean (default) or true node'),
  sunrise: z
    .enum(RISE_SET_CONVENTIONS)
    .default('hindu')
    .describe('`hindu`: centre of the disc on the true horizon, no refraction (classical panchanga, default); `observed`: upper limb with refraction (newspapers)'),
  houseSystem: z.enum(HOUSE_SYSTEMS).default('whole-sign').describe('House division: whole-sign from the lagna (default), Sripati or Placidus bhava cusps'),
  positions: z
    .enum(POSITION_CONVENTIONS)
    .default('apparent')
    .describe(
      'Graha positions: `apparent` (default; light-time and aberration included, Swiss Ephemeris default) or `geometric` ' +
        '(where the body is at the instant, no light-time and no aberration: Swiss Ephemeris SEFLG_TRUEPOS, PyJHora). docs/conventions.md',
    ),
  moonRise: z
    .enum(MOON_RISE_CONVENTIONS)
    .default('topocentric')
    .describe(
      'Moonrise and moonset of the `topocentric` Moon (default; parallax and latitude included) or the `classical` one ' +
        '(geocentric, ecliptic latitude ignored: with `sunrise=hindu` the Swiss Ephemeris SE_BIT_HINDU_RISING of PyJHora)',
    ),
} as const;

/**
 * An offset whose `+` arrived unencoded in a query string reads as a space (`T10:00+05:30` → `T10:00 05:30`);
 * a date-time that ends in a space and `HH:MM` means that offset.
 */
function restorePlus(value: string): string {
  return value.replace(/(T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?) (\d{2}:?\d{2})$/, '$1+$2');
}

/** The 400 of a date parameter `name` sent as `value`: INVALID_DATE, or DATE_OUT_OF_RANGE; other errors pass. */
function asDateParamError(err: unknown, name: string, value: string): unknown {
  if (err instanceof InvalidDateError) return new ApiError('INVALID_DATE', `Invalid parameter '${name}': "${shortForMessage(value)}": ${err.reason}`);
  if (err instanceof OutOfRangeError) return new ApiError('DATE_OUT_OF_RANGE', `Invalid parameter '${name}': ${err.message}`);
  return err;
}

/**
 * Reads `value` of parameter `name` once, before its zone is known; place it with `placeDateParam` in each zone
 * that needs it. An invalid value, or a local date out of range, is a 400 naming `name`.
 */
export function readDateParam(name: string, value: string): WrittenDateTime {
  try {
    return readDateTime(restorePlus(value));
  } catch (err) {
    throw asDateParamError(err, name, value);
  }
}

/** A date parameter read by `readDateParam`, placed in `zone`; an instant out of range there is a 400 naming `name`. */
export function placeDateParam(name: string, written: WrittenDateTime, zone: Zone): ParsedDateTime {
  try {
    return placeDateTime(written, zone);
  } catch (err) {
    throw asDateParamError(err, name, written.text);
  }
}

/** Parses `value` of parameter `name` in `zone`; an invalid or out-of-range value is a 400 naming `name`. */
export function parseDateParam(name: string, value: string, zone: Zone): ParsedDateTime {
  return placeDateParam(name, readDateParam(name, value), zone);
}

/**
 * A name from a closed list (a path parameter such as a sign or a gemstone), any case accepted: an unknown one
 * fails with `errorCode` (a 404 code) and a message listing the names, e.g. `unknown sign. Signs: aries, …`.
 * @param what the singular noun of the message ("sign"); its plural is `what` + "s"
 */
export function closedName<T extends string>(names: readonly T[], what: string, errorCode: ErrorCode) {
  const plural = `${what[0]!.toUpperCase()}${what.slice(1)}s`;
  const params: ErrorCodeParams = { errorCode };
  return z
    .string()
    .transform((value) => value.trim().toLowerCase())
    .refine((value): value is T => (names as readonly string[]).includes(value), { message: `unknown ${what}. ${plural}: ${names.join(', ')}`, params })
    .transform((value) => value as T);
}
