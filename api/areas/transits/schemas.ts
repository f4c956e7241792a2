/** Schemas of the transit area: current positions, planets with retrograde status and stations, events. */
import { z } from 'zod';
import { TRANSIT_EVENT_TYPES } from '../../../astro/transits/events.ts';
import { GRAHA_IDS } from '../../../data/grahas.ts';
import { ChartSettingsSchema, BirthDetailsSchema } from '../../shared/birth.ts';
import { ChartPlanetSchema } from '../../shared/chart-planets.ts';
import { LangField } from '../../shared/lang.ts';
import { OptionFields, queryList, queryNumber } from '../../shared/params.ts';
import { PLACELESS_TIMEZONE_HOURS } from '../../shared/place.ts';
import { SourceSchema } from '../../shared/schemas.ts';
import { SettingsSchema } from '../../shared/settings.ts';

/** Longest event range one request may ask for, days. */
export const MAX_EVENT_RANGE_DAYS = 400;

const timezone = z
  .string()
  .trim()
  .min(1)
  .optional()
  .describe(`Hours from UTC or an IANA name, for a \`date\` without offset. Default ${PLACELESS_TIMEZONE_HOURS} (Indian Standard Time)`);
const { ayanamsha } = OptionFields.query;
const { node } = OptionFields;
const lang = LangField;
const positions = OptionFields.positions.describe(
  'Graha positions: `apparent` (default; light-time and aberration, the Swiss Ephemeris default; answered from the ' +
    'precomputed tables) or `geometric` (no light-time, no aberration: Swiss Ephemeris SEFLG_TRUEPOS, PyJHora; always ' +
    'computed on demand). Moves positions, ingresses and stations; docs/conventions.md',
);

export const TransitQuerySchema = z.object({
  date: z
    .string()
    .optional()
    .describe('ISO 8601 date (`YYYY-MM-DD`: local midnight at `timezone`) or date-time (`Z`/offset: an instant; without: wall time at `timezone`). Default: now.'),
  timezone,
  ayanamsha,
  node,
  positions,
  lang,
});
/**
 * planets/extended also takes birth data: with `latitude` and `longitude` it describes the natal planets of the
 * birth at `date` (dignity, combustion, war, pada) instead of the transits.
 */
const natalFields = {
  houseSystem: OptionFields.houseSystem,
  place: z.string().trim().max(200).optional().describe('Place name of the birth, echoed back (natal form)'),
};

/**
 * The natal form needs both coordinates and the birth `date`; the transit form neither coordinate. Stated once
 * here for the query and the body, each failure naming its field.
 */
function natalFormIsWhole(q: { date?: string | undefined; latitude?: number | undefined; longitude?: number | undefined }, ctx: z.RefinementCtx): void {
  if ((q.latitude === undefined) !== (q.longitude === undefined)) {
    const missing = q.latitude === undefined ? 'latitude' : 'longitude';
    ctx.addIssue({ code: 'custom', path: [missing], message: `${missing} is required with ${missing === 'latitude' ? 'longitude' : 'latitude'}: give both for natal planets, neither for transits` });
  } else if (q.latitude !== undefined && q.date === undefined) {
    ctx.addIssue({ code: 'custom', path: ['date'], message: 'date is required with latitude and longitude: the birth date and time, ISO 8601' });
  }
}

export const ExtendedQuerySchema = TransitQuerySchema.extend({
  latitude: queryNumber('latitude', -90, 90).optional().describe('With longitude: natal planets of a birth at `date`'),
  longitude: queryNumber('longitude', -180, 180).optional(),
  ...natalFields,
}).superRefine(natalFormIsWhole);

/** POST /astrology/planets/extended takes the same fields as a JSON body (numbers as numbers). */
export const ExtendedBodySchema = z.preprocess(
  (body) => body ?? {},
  TransitQuerySchema.extend({
    ayanamsha: OptionFields.body.ayanamsha,
    timezone: z.union([z.number(), z.string().trim().min(1)]).optional(),
    latitude: z.number().min(-90).max(90).optional(),
    longitude: z.number().min(-180).max(180).optional(),
    ...natalFields,
  }).superRefine(natalFormIsWhole),
);
export type ExtendedInput = z.output<typeof ExtendedQuerySchema> | z.output<typeof ExtendedBodySchema>;

export const EventsQuerySchema = TransitQuerySchema.omit({ date: true }).extend({
  from: z.string().optional().describe('Start (ISO 8601 date or date-time, as `date` elsewhere). Default: now'),
  to: z.string().optional().describe(`End, exclusive: events strictly before it. Default: 30 days after \`from\`; at most ${MAX_EVENT_RANGE_DAYS} days after it`),
  type: queryList(TRANSIT_EVENT_TYPES).optional().describe(`Comma-separated event types: ${TRANSIT_EVENT_TYPES.join(', ')}`),
  graha: queryList(GRAHA_IDS).optional().describe(`Comma-separated grahas: ${GRAHA_IDS.join(', ')}`),
});

const iso = z.string().describe('ISO 8601 instant, UTC');


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
  .object({ instant: iso, settings: SettingsSchema, source: SourceSchema, planets: z.array(TransitPlanetSchema) })
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
    settings: SettingsSchema,
    source: SourceSchema,
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
    settings: SettingsSchema,
    source: SourceSchema,
    count: z.number().int(),
    events: z.array(TransitEventSchema),
  })
  .meta({ id: 'TransitEvents' });

/** The natal form of planets/extended: the planets of a birth with dignity, combustion, war and pada. */
export const NatalPlanetsSchema = z
  .object({ birthDetails: BirthDetailsSchema, settings: ChartSettingsSchema, planets: z.array(ChartPlanetSchema) })
  .meta({ id: 'NatalPlanets' });

export const PlanetsExtendedResponseSchema = z.union([
  PlanetsExtendedSchema.extend({ mode: z.literal('transit') }),
  NatalPlanetsSchema.extend({ mode: z.literal('natal') }),
]);

export type TransitQuery = z.output<typeof TransitQuerySchema>;
export type EventsQuery = z.output<typeof EventsQuerySchema>;
