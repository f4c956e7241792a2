/**
 * Query parameters shared by every endpoint that answers for a place and a moment: panchanga, sun and moon
 * times, choghadiya, muhurta. One definition, so they validate and document the same everywhere.
 */
import { z } from 'zod';
import { AYANAMSHAS, DEFAULT_AYANAMSHA_ID, isAyanamshaId } from '../../astro/ayanamsha.ts';

/** A number in a query string: rejects the empty string (which `z.coerce` would read as 0). */
export const queryNumber = (field: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/, { message: `${field} must be a number` })
    .transform(Number)
    .pipe(z.number().min(min, { message: `${field} must be at least ${min}` }).max(max, { message: `${field} must be at most ${max}` }));

const ayanamshaList = Object.entries(AYANAMSHAS)
  .map(([id, a]) => `${id} = ${a.name}`)
  .join(', ');

export const PlaceQuerySchema = z.object({
  date: z
    .string()
    .optional()
    .describe(
      'ISO 8601 date (`YYYY-MM-DD`: that day at sunrise, the almanac convention) or date-time (with `Z`/offset: an instant; ' +
        'without: wall time at `timezone`). Default: now.',
    ),
  city: z.string().trim().toLowerCase().regex(/^[a-z0-9-]{2,60}$/, { message: 'city must be a catalogued city id such as new-delhi' }).optional()
    .describe('Catalogued city id (e.g. `new-delhi`, `tromso`); replaces latitude/longitude/timezone'),
  latitude: queryNumber('latitude', -90, 90).optional().describe('Decimal degrees, north positive'),
  longitude: queryNumber('longitude', -180, 180).optional().describe('Decimal degrees, east positive'),
  elevation: queryNumber('elevation', -500, 9000).optional().describe('Metres above sea level (default: the city\'s, else 0)'),
  timezone: z
    .string()
    .trim()
    .min(1)
    .optional()
    .describe('Hours from UTC (`5.5`, `-4`) or an IANA name (`Asia/Kolkata`, DST-correct). Default: the city\'s zone, else 5.5'),
  ayanamsha: z
    .string()
    .regex(/^\d+$/, { message: 'ayanamsha must be an integer id' })
    .transform(Number)
    .refine(isAyanamshaId, { message: `ayanamsha must be one of ${ayanamshaList}` })
    .default(DEFAULT_AYANAMSHA_ID)
    .describe(`Ayanamsha id: ${ayanamshaList}. Default 1 (Lahiri)`),
  sunrise: z.enum(['hindu', 'observed']).default('hindu')
    .describe('`hindu`: centre of the disc on the true horizon, no refraction (classical panchanga, default); `observed`: upper limb with refraction (newspapers)'),
  node: z.enum(['mean', 'true']).default('mean').describe('Rahu/Ketu: mean (default) or true node'),
  lang: z.string().optional().describe('`en` (default) or `hi`; anything else falls back to English'),
});

export type PlaceQuery = z.output<typeof PlaceQuerySchema>;

/** Languages of names in responses. */
export type Lang = 'en' | 'hi';

/** The language of names in a response: `hi` when asked for, English otherwise (unsupported values fall back). */
export function languageOf(lang: string | undefined): Lang {
  return lang === 'hi' ? 'hi' : 'en';
}

/** The name of a reference-table record in the response language. */
export function named(record: { readonly en: string; readonly hi: string }, lang: Lang): string {
  return lang === 'hi' ? record.hi : record.en;
}
