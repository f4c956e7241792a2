/**
 * Returns: the query (birth fields, the returning body and zodiac, one window of `after`, `before` or `year`, a
 * relocation) and the response with each return's chart.
 */
import { z } from 'zod';
import { RETURN_BODY_IDS, RETURN_ZODIACS } from '../../../astro/western/returns.ts';
import { BirthDetailsSchema, birthPlaceGiven, birthQueryFields } from '../../shared/birth.ts';
import { closedWord, queryNumber } from '../../shared/params.ts';
import { CityField } from '../../shared/place.ts';
import { ChartCoreSchema, SignPlaceSchema, WesternSettingsSchema } from './schemas-chart.ts';
import { chartQueryOptions } from './schemas-options.ts';

const { date, city, latitude, longitude, timezone, place, lang } = birthQueryFields();

/** Most returns one request may ask for with `count` (a year of lunar returns). */
export const MAX_RETURN_COUNT = 14;
/** Civil years `year` may name: the engine's range less a year at each end. */
export const RETURN_YEARS = { min: 1801, max: 2398 } as const;

/** `returnCity` or both `returnLatitude` and `returnLongitude`, or none of them (the return is cast at the birth place). */
function returnPlaceIsWhole(q: { returnCity?: string | undefined; returnLatitude?: number | undefined; returnLongitude?: number | undefined }, ctx: z.RefinementCtx): void {
  const coordinates = (['returnLatitude', 'returnLongitude'] as const).filter((field) => q[field] !== undefined);
  if (q.returnCity !== undefined && coordinates.length > 0) {
    ctx.addIssue({ code: 'custom', path: ['returnCity'], message: 'give either returnCity or returnLatitude and returnLongitude, not both' });
  } else if (coordinates.length === 1) {
    const missing = coordinates[0] === 'returnLatitude' ? 'returnLongitude' : 'returnLatitude';
    ctx.addIssue({ code: 'custom', path: [missing], message: `${missing} is required with ${coordinates[0]} for a relocated return` });
  }
}

/** At most one of `after`, `before` and `year`. */
function oneReturnWindow(q: { after?: string | undefined; before?: string | undefined; year?: number | undefined }, ctx: z.RefinementCtx): void {
  const given = (['after', 'before', 'year'] as const).filter((field) => q[field] !== undefined);
  if (given.length > 1) ctx.addIssue({ code: 'custom', path: [given[1]!], message: `give one of after, before and year, not ${given.join(' and ')}` });
}

export const ReturnQuerySchema = z
  .object({
    date,
    city,
    latitude,
    longitude,
    timezone,
    place,
    lang,
    ...chartQueryOptions,
    body: closedWord(RETURN_BODY_IDS).default('sun').describe(`The returning body: ${RETURN_BODY_IDS.join(', ')}. Default sun (the solar return)`),
    zodiac: closedWord(RETURN_ZODIACS)
      .default('tropical')
      .describe('`tropical` (default): the body back at its tropical natal longitude; `sidereal`: back at its place among the stars (precession-corrected, natal longitude plus the general precession since birth)'),
    after: z.string().optional().describe('The returns at or after this moment, ISO 8601 (read at `timezone`). Default: now'),
    before: z.string().optional().describe('The returns before this moment instead, the latest last'),
    year: z
      .string()
      .trim()
      .regex(/^\d{4}$/, { message: 'year must be a four-digit year such as 2026' })
      .transform(Number)
      .pipe(z.number().int().min(RETURN_YEARS.min, { message: `year must be at least ${RETURN_YEARS.min}` }).max(RETURN_YEARS.max, { message: `year must be at most ${RETURN_YEARS.max}` }))
      .optional()
      .describe(`Every return of this civil year at the response zone instead (${RETURN_YEARS.min}–${RETURN_YEARS.max}; \`count\` is then ignored)`),
    count: queryNumber('count', 1, MAX_RETURN_COUNT)
      .refine(Number.isInteger, { message: 'count must be a whole number' })
      .default(1)
      .describe(`How many returns after \`after\` or before \`before\`, 1–${MAX_RETURN_COUNT}. Default 1`),
    returnCity: CityField.optional().describe('Cast the return chart at this catalogued city instead of the birth place (a relocated return)'),
    returnLatitude: queryNumber('returnLatitude', -90, 90).optional().describe('Latitude of a relocated return, decimal degrees north (with returnLongitude)'),
    returnLongitude: queryNumber('returnLongitude', -180, 180).optional().describe('Longitude of a relocated return, decimal degrees east'),
  })
  .superRefine(birthPlaceGiven)
  .superRefine(returnPlaceIsWhole)
  .superRefine(oneReturnWindow);
export type ReturnQuery = z.output<typeof ReturnQuerySchema>;

const ReturnSchema = z.object({
  date: z.string().describe('The exact return, ISO 8601 UTC (to the millisecond; solved to 10 ms)'),
  local: z.string().describe('Date and time at the response zone, YYYY-MM-DD HH:MM:SS'),
  ageYears: z.number().describe('Years (of 365.25 days) since birth'),
  retrograde: z.boolean().describe('The body crossed its natal longitude moving backwards (one of the passes of a retrograde loop)'),
  ...SignPlaceSchema,
  chart: ChartCoreSchema,
});

export const ReturnResponseSchema = z
  .object({
    birthDetails: BirthDetailsSchema,
    settings: WesternSettingsSchema.omit({ zodiac: true }).extend({
      zodiac: z.enum(RETURN_ZODIACS).describe('The zodiac the return is measured in (the charts are tropical either way)'),
      body: z.enum(RETURN_BODY_IDS),
    }),
    natal: z.object({ body: z.enum(RETURN_BODY_IDS), name: z.string(), ...SignPlaceSchema }).describe("The body's natal place"),
    location: z.object({ latitude: z.number(), longitude: z.number(), place: z.string().describe("The birth place as birthDetails names it, or the returnCity's name in the request language, or the coordinates"), relocated: z.boolean() }).describe('Where the return charts are cast'),
    window: z.object({ after: z.string().nullable(), before: z.string().nullable(), year: z.number().int().nullable(), count: z.number().int() }),
    returns: z.array(ReturnSchema),
  })
  .meta({ id: 'WesternReturns' });
