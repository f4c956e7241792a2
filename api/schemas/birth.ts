/**
 * Birth data as every chart endpoint takes it: in the query string of GET routes and as a JSON body of POST
 * routes, with the same names, so one request shape fits the whole chart area.
 */
import { z } from 'zod';
import { PlaceQuerySchema, queryNumber } from './place.ts';

const { ayanamsha, node, lang } = PlaceQuerySchema.shape;

const dateField = z
  .string({ message: 'date is required: the birth date and time, ISO 8601' })
  .describe('Birth date and time, ISO 8601: `1990-05-15T10:30:00` is wall time at `timezone`; with `Z` or an offset it is an instant; a bare date means 00:00 local');
const houseSystem = z.enum(['whole-sign', 'sripati', 'placidus']).default('whole-sign')
  .describe('House division: whole-sign from the lagna (default), Sripati or Placidus bhava cusps');
const place = z.string().trim().max(200).optional().describe('Place name, echoed back');
const gender = z.enum(['male', 'female']).optional().describe('Needed only for yogas whose rule depends on it (Mahabhagya)');

/** Query form: numbers arrive as strings. `defaultTimezone` differs by endpoint as the spec states. */
export function birthQuerySchema(defaultTimezoneHours: number) {
  return z.object({
    date: dateField,
    latitude: queryNumber('latitude', -90, 90).describe('Birth latitude, decimal degrees north'),
    longitude: queryNumber('longitude', -180, 180).describe('Birth longitude, decimal degrees east'),
    timezone: z.string().trim().min(1).default(String(defaultTimezoneHours))
      .describe(`Hours from UTC (5.5) or an IANA name (Asia/Kolkata). Default ${defaultTimezoneHours}`),
    ayanamsha,
    node,
    houseSystem,
    place,
    gender,
    lang,
  });
}

/** JSON body form of the same fields. */
export function birthBodySchema(defaultTimezoneHours: number) {
  return z.object({
    date: dateField,
    latitude: z.number().min(-90).max(90).describe('Birth latitude, decimal degrees north'),
    longitude: z.number().min(-180).max(180).describe('Birth longitude, decimal degrees east'),
    timezone: z.union([z.number(), z.string().trim().min(1)]).default(defaultTimezoneHours)
      .describe(`Hours from UTC (5.5) or an IANA name (Asia/Kolkata). Default ${defaultTimezoneHours}`),
    ayanamsha: z.number().int().default(1).describe('Ayanamsha id (1 = Lahiri, 3 = Raman …)'),
    node: z.enum(['mean', 'true']).default('mean'),
    houseSystem,
    place,
    gender,
    lang: z.string().optional(),
  });
}

/** What the chart routes need from either form. */
export interface BirthRequest {
  date: string;
  latitude: number;
  longitude: number;
  timezone: string | number;
  ayanamsha: number;
  node: 'mean' | 'true';
  houseSystem: 'whole-sign' | 'sripati' | 'placidus';
  place?: string | undefined;
  gender?: 'male' | 'female' | undefined;
  lang?: string | undefined;
}
