/** Schemas of the transit area: current positions, planets with retrograde status and stations, events. */
import { z } from 'zod';
import { TRANSIT_EVENT_TYPES } from '../../astro/transits/events.ts';
import { GRAHA_IDS } from '../../data/grahas.ts';
import { PlaceQuerySchema, queryNumber } from './place.ts';

const { ayanamsha, node, lang, timezone } = PlaceQuerySchema.shape;

export const TransitQuerySchema = z.object({
  date: z
    .string()
    .optional()
    .describe('ISO 8601 date (`YYYY-MM-DD`: local midnight at `timezone`) or date-time (`Z`/offset: an instant; without: wall time at `timezone`). Default: now.'),
  timezone: timezone.describe('Hours from UTC or an IANA name, for a `date` without offset. Default 5.5'),
  ayanamsha,
  node,
  lang,
});
export type TransitQuery = z.output<typeof TransitQuerySchema>;

/**
 * planets/extended also takes birth data: with `latitude` and `longitude` it describes the natal planets of the
 * birth at `date` (dignity, combustion, war, pada) instead of the transits.
 */
const natalFields = {
  latitude: queryNumber('latitude', -90, 90).optional().describe('With longitude: natal planets of a birth at `date`'),
  longitude: queryNumber('longitude', -180, 180).optional(),
  houseSystem: z.enum(['whole-sign', 'sripati', 'placidus']).default('whole-sign'),
  place: z.string().max(200).optional(),
};
export const ExtendedQuerySchema = TransitQuerySchema.extend(natalFields);

/** POST /astrology/planets/extended takes the same fields as a JSON body (numbers as numbers). */
export const ExtendedBodySchema = z.preprocess(
  (body) => body ?? {},
  TransitQuerySchema.extend({
    ayanamsha: z.number().int().default(1),
    timezone: z.union([z.number(), z.string().trim().min(1)]).optional(),
    latitude: z.number().min(-90).max(90).optional(),
    longitude: z.number().min(-180).max(180).optional(),
    houseSystem: natalFields.houseSystem,
    place: natalFields.place,
  }),
);

const list = <T extends readonly [string, ...string[]]>(values: T, field: string) =>
  z
    .string()
    .transform((s) => s.split(',').map((v) => v.trim()).filter(Boolean))
    .pipe(z.array(z.enum(values, { message: `${field} must be one or more of ${values.join(', ')}` })));

export const EventsQuerySchema = TransitQuerySchema.omit({ date: true }).extend({
  from: z.string().optional().describe('Start (ISO 8601 date or date-time, as `date` elsewhere). Default: now'),
  to: z.string().optional().describe('End, exclusive. Default: 30 days after `from`; at most 400 days after it'),
  type: list(TRANSIT_EVENT_TYPES, 'type').optional().describe(`Comma-separated event types: ${TRANSIT_EVENT_TYPES.join(', ')}`),
  graha: list(GRAHA_IDS, 'graha').optional().describe(`Comma-separated grahas: ${GRAHA_IDS.join(', ')}`),
});

const iso = z.string().describe('ISO 8601 instant, UTC');

export const TransitSettingsSchema = z.object({
  ayanamsha: z.object({ id: z.number().int(), name: z.string() }),
  node: z.enum(['mean', 'true']),
  timezone: z.union([z.string(), z.number()]),
});

export const TransitPlanetSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    longitude: z.number().describe('Sidereal longitude, degrees'),
    tropicalLongitude: z.number(),
    latitude: z.number(),
    distanceAu: z.number(),
    speed: z.number().describe('Degrees per day in tropical longitude; negative when retrograde'),
    retrograde: z.boolean(),
    rashi: z.string(),
    rashiNumber: z.number().int(),
    rashiLord: z.string(),
    degree: z.string().describe('Degrees, minutes and seconds within the sign'),
    degreeInSign: z.number(),
    nakshatra: z.string(),
    nakshatraNumber: z.number().int(),
    nakshatraLord: z.string(),
    pada: z.number().int(),
  })
  .meta({ id: 'TransitPlanet' });

export const TransitCurrentSchema = z
  .object({ instant: iso, settings: TransitSettingsSchema, source: z.enum(['precomputed', 'computed']), planets: z.array(TransitPlanetSchema) })
  .meta({ id: 'TransitCurrent' });

const StationSchema = z.object({
  type: z.enum(['station-retrograde', 'station-direct']),
  instant: iso,
  longitude: z.number().describe('Sidereal longitude at the station'),
  rashi: z.string(),
  daysFromDate: z.number().describe('Days from the requested instant (negative: before)'),
});

export const PlanetsExtendedSchema = z
  .object({
    instant: iso,
    settings: TransitSettingsSchema,
    source: z.enum(['precomputed', 'computed']),
    planets: z.array(
      TransitPlanetSchema.extend({
        motion: z.enum(['direct', 'retrograde']),
        previousStation: StationSchema.nullable().describe('Within 400 days before; null for grahas without stations or none in range'),
        nextStation: StationSchema.nullable().describe('Within 400 days after'),
      }),
    ),
  })
  .meta({ id: 'PlanetsExtended' });

export const TransitEventSchema = z
  .looseObject({
    type: z.enum(TRANSIT_EVENT_TYPES),
    graha: z.string(),
    planet: z.string(),
    instant: iso,
    description: z.string(),
  })
  .describe('Further fields by type: fromSign/toSign, fromNakshatra/toNakshatra (with pada), motion, longitudes, eclipse kind…')
  .meta({ id: 'TransitEvent' });

export const TransitEventsSchema = z
  .object({
    from: iso,
    to: iso,
    settings: TransitSettingsSchema,
    source: z.enum(['precomputed', 'computed']),
    count: z.number().int(),
    events: z.array(TransitEventSchema),
  })
  .meta({ id: 'TransitEvents' });
