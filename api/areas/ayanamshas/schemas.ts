/** Schemas of the ayanamsha catalogue (`/v1/ayanamshas`): every ayanamsha, its definition and its value at a moment. */
import { z } from 'zod';
import { AYANAMSHA_KINDS } from '../../../astro/ayanamsha.ts';

export const AyanamshaListQuerySchema = z.object({
  date: z
    .string()
    .optional()
    .describe('The moment of the values: an ISO 8601 date (00:00 UTC) or date-time (UTC unless it carries an offset). Default now'),
});
export type AyanamshaListQuery = z.output<typeof AyanamshaListQuerySchema>;

const AyanamshaEntrySchema = z
  .object({
    id: z.number().int().describe('What `ayanamsha=` takes (the Swiss Ephemeris SE_SIDM number)'),
    key: z.string().describe('The name `ayanamsha=` takes in any spelling, as are `name` and `swissEphemeris`'),
    name: z.string(),
    swissEphemeris: z.string().describe('The Swiss Ephemeris constant'),
    kind: z.enum(AYANAMSHA_KINDS).describe('general-precession: a value at J2000.0 plus the IAU 2006 p_A; epoch: a value at an epoch carried with Vondrák 2011 precession; star: a star (or the galactic centre or pole) at a fixed sidereal longitude'),
    definition: z.string().describe('The definition as the engine evaluates it'),
    source: z.string().describe('Where the definition comes from'),
    meanDegrees: z.number().describe('Without nutation'),
    trueDegrees: z.number().describe('Mean + nutation in longitude: what sidereal longitudes subtract from apparent tropical ones'),
    true: z.string().describe('trueDegrees as degrees, minutes and seconds'),
  })
  .meta({ id: 'Ayanamsha' });

export const AyanamshaListResponseSchema = z
  .object({
    instant: z.string().describe('The moment of the values, ISO 8601 UTC'),
    default: z.number().int().describe('The id used when a request names none'),
    count: z.number().int(),
    ayanamshas: z.array(AyanamshaEntrySchema),
  })
  .meta({ id: 'AyanamshaList' });
export type AyanamshaListResponse = z.output<typeof AyanamshaListResponseSchema>;
