/**
 * Request values every area takes the same way: numbers in query strings, dates and date-times, words of closed
 * vocabularies (one word, a comma list, a path name) in any spelling, and the engine's option vocabularies
 * (ayanamsha, node, sunrise, house system, positions, moonrise), each imported from `astro/`.
 */
import { z } from 'zod';
import { AYANAMSHA_IDS, AYANAMSHAS, type AyanamshaId, ayanamshaIdOf, DEFAULT_AYANAMSHA_ID, isAyanamshaId } from '../../astro/ayanamsha.ts';
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
import { spellingKey } from '../../data/text.ts';
import { isVargaDivision, VARGA_DIVISIONS, type VargaDivision } from '../../data/vargas.ts';
import { ApiError, type ErrorCode } from '../errors.ts';
import type { ErrorCodeParams } from '../plugins/errors.ts';
// Every request schema is built with this module, so the plain words of validation failures are installed with it.
import './messages.ts';

/** A number in a query string: rejects the empty string (which `z.coerce` would read as 0). */
export const queryNumber = (field: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/, { message: `${field} must be a number` })
    .transform(Number)
    .pipe(z.number().min(min, { message: `${field} must be at least ${min}` }).max(max, { message: `${field} must be at most ${max}` }));

/** Other spellings a closed vocabulary accepts for some of its words, by word (a language's name, say). */
export type OtherSpellings<T extends string> = Partial<Record<T, readonly string[]>>;

/**
 * Reads a closed vocabulary's words as clients spell them: a spelling whose `spellingKey` is a word's own key, or
 * the key of one of its `others`, reads as that word (`Saturn`, `SATURN` → `saturn`; `Whole Sign`, `whole_sign` →
 * `whole-sign`); anything else reads as undefined. Throws at start when two words would share a key.
 */
export function wordReader<T extends string>(words: readonly T[], others: OtherSpellings<T> = {}): (spelling: string) => T | undefined {
  const byKey = new Map<string, T>();
  for (const word of words) {
    for (const spelling of [word, ...(others[word] ?? [])]) {
      const key = spellingKey(spelling);
      const taken = byKey.get(key);
      if (taken !== undefined && taken !== word) throw new Error(`"${spelling}" would read as both ${taken} and ${word}`);
      byKey.set(key, word);
    }
  }
  return (spelling) => byKey.get(spellingKey(spelling));
}

/** The enums of every `closedWord`: what a test checks every closed vocabulary of a request goes through. */
const closedWordEnums = new WeakSet<z.ZodType>();

/** Whether `schema` is the enum of a `closedWord`. */
export function isClosedWordEnum(schema: z.ZodType): boolean {
  return closedWordEnums.has(schema);
}

/**
 * One word of a closed vocabulary in a request (query, body or path; REST, tRPC, MCP and GraphQL alike), in any
 * spelling `wordReader` reads (any case, `-`, `_` and spaces alike, the `others` given): the value is the canonical
 * word; an unknown word is a 400 listing the words. The input's JSON Schema (OpenAPI, MCP, GraphQL) is the enum of
 * the canonical words, and no transform hides a default.
 */
export function closedWord<const T extends readonly string[]>(words: T, others: OtherSpellings<T[number]> = {}) {
  const read = wordReader<T[number]>(words, others);
  const canonical = z.enum(words);
  closedWordEnums.add(canonical);
  return z
    .string()
    .overwrite((spelling) => read(spelling) ?? spelling)
    .meta({ enum: [...words] })
    .pipe(canonical);
}

/**
 * A JSON object keyed by words of a closed vocabulary (`{"Trine": 6}`), each key in any spelling `closedWord`
 * reads, each value `value`; every key may be left out. Its JSON Schema keys are the canonical words.
 */
export function closedWordRecord<const T extends readonly string[], V extends z.ZodType>(words: T, value: V) {
  const read = wordReader<T[number]>(words);
  const keys = z.enum(words);
  closedWordEnums.add(keys);
  const canonicalKeys = (input: unknown) =>
    input !== null && typeof input === 'object' && !Array.isArray(input)
      ? Object.fromEntries(Object.entries(input).map(([key, item]) => [read(key) ?? key, item]))
      : input;
  return z.preprocess(canonicalKeys, z.partialRecord(keys, value));
}

/** A comma-separated query list of closed-vocabulary words, each in any spelling `closedWord` reads. */
export const queryList = <const T extends readonly string[]>(values: T) =>
  z
    .string()
    .transform((s) => s.split(',').map((v) => v.trim()).filter(Boolean))
    .pipe(z.array(closedWord(values)));

/** Every ayanamsha as `id key`, in id order: what an unknown one's message lists. */
const AYANAMSHA_LIST = AYANAMSHA_IDS.map((id) => `${id} ${AYANAMSHAS[id].key}`).join(', ');
const AYANAMSHA_MESSAGE = `ayanamsha must be one of these ids or names (GET /v1/ayanamshas describes them): ${AYANAMSHA_LIST}`;
const AYANAMSHA_DESCRIPTION =
  'Ayanamsha: an id (Swiss Ephemeris SE_SIDM numbering, 0–46) or a name in any spelling (`lahiri`, `True Chitra`, `SE_SIDM_KRISHNAMURTI`); ' +
  `GET /v1/ayanamshas lists them: ${AYANAMSHA_IDS.map((id) => `${id} = ${AYANAMSHAS[id].name}`).join(', ')}`;

/** The ayanamsha id a request's value names (an id as a number or text, or a name); a 400 naming the field otherwise. */
function readAyanamsha(value: string | number, context: z.RefinementCtx): number {
  const id = typeof value === 'number' ? (isAyanamshaId(value) ? value : undefined) : ayanamshaIdOf(value);
  if (id === undefined) {
    context.addIssue({ code: 'custom', message: AYANAMSHA_MESSAGE, input: value });
    return z.NEVER;
  }
  return id;
}

/** The `ayanamsha` query parameter with the default `defaultId` (an area whose practice has its own, as KP): read as its id. */
export function ayanamshaQuery(defaultId: AyanamshaId) {
  return z
    .string()
    .transform(readAyanamsha)
    .pipe(z.number().int().refine(isAyanamshaId))
    .default(defaultId)
    .describe(`${AYANAMSHA_DESCRIPTION}. Default ${defaultId} (${AYANAMSHAS[defaultId].name})`);
}

/** The engine options a request may choose, in query-string form and in JSON-body form. */
export const OptionFields = {
  query: {
    ayanamsha: ayanamshaQuery(DEFAULT_AYANAMSHA_ID),
  },
  body: {
    ayanamsha: z
      .union([z.number().int(), z.string()])
      .transform(readAyanamsha)
      .pipe(z.number().int().refine(isAyanamshaId))
      .default(DEFAULT_AYANAMSHA_ID)
      .describe(`${AYANAMSHA_DESCRIPTION}. Default ${DEFAULT_AYANAMSHA_ID} (${AYANAMSHAS[DEFAULT_AYANAMSHA_ID].name})`),
  },
  node: closedWord(NODE_TYPES).default('mean').describe('Rahu/Ketu: mean (default) or true node'),
  sunrise: closedWord(RISE_SET_CONVENTIONS)
    .default('hindu')
    .describe('`hindu`: centre of the disc on the true horizon, no refraction (classical panchanga, default); `observed`: upper limb with refraction (newspapers)'),
  houseSystem: closedWord(HOUSE_SYSTEMS).default('whole-sign').describe('House division: whole-sign from the lagna (default), Sripati or Placidus bhava cusps'),
  positions: closedWord(POSITION_CONVENTIONS)
    .default('apparent')
    .describe(
      'Graha positions: `apparent` (default; light-time and aberration included, Swiss Ephemeris default) or `geometric` ' +
        '(where the body is at the instant, no light-time and no aberration: Swiss Ephemeris SEFLG_TRUEPOS, PyJHora). docs/conventions.md',
    ),
  moonRise: closedWord(MOON_RISE_CONVENTIONS)
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
 * A name from a closed list (a path parameter such as a sign or a gemstone), in any spelling `wordReader` reads
 * (`Leo`, `LEO`; `Yellow Sapphire`, `cats_eye`): an unknown one fails with `errorCode` (a 404 code) and a message
 * listing the names, e.g. `unknown sign. Signs: aries, …`.
 * @param what the singular noun of the message ("sign"); its plural is `what` + "s"
 */
export function closedName<T extends string>(names: readonly T[], what: string, errorCode: ErrorCode) {
  const plural = `${what[0]!.toUpperCase()}${what.slice(1)}s`;
  const params: ErrorCodeParams = { errorCode };
  const read = wordReader(names);
  return z
    .string()
    .transform((value) => read(value) ?? value)
    .refine((value): value is T => (names as readonly string[]).includes(value), { message: `unknown ${what}. ${plural}: ${names.join(', ')}`, params })
    .transform((value) => value as T);
}

/** The divisional charts a request may name, for descriptions and messages: `D1, D2, …, D150`. */
export const DIVISION_LIST = VARGA_DIVISIONS.map((d) => `D${d}`).join(', ');

/**
 * One divisional chart, `D1` … `D150` (any case, `D` optional), read as its division; `what` begins the
 * description ("The divisional chart drawn").
 */
export function divisionalChartField(defaultChart: `D${VargaDivision}`, what: string) {
  return z
    .string()
    .default(defaultChart)
    .transform((value, ctx): VargaDivision => {
      const n = Number(value.trim().replace(/^d/i, ''));
      if (!isVargaDivision(n)) {
        ctx.addIssue({ code: 'custom', message: `"${value.trim().slice(0, 20)}" is not a divisional chart; use one of ${DIVISION_LIST}` });
        return z.NEVER;
      }
      return n;
    })
    .describe(`${what}: ${DIVISION_LIST}. Default ${defaultChart}`);
}
