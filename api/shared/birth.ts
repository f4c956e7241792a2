/**
 * Birth data, as every chart area takes it (kundali, divisional charts, dashas, natal planets; matching and
 * western charts later): one set of fields in the query string of GET routes and as a JSON body of POST routes,
 * one resolution to the engine's input, one `birthDetails` echo and one settings echo.
 */
import { z } from 'zod';
import type { AyanamshaId } from '../../astro/ayanamsha.ts';
import type { PositionConvention } from '../../astro/positions.ts';
import type { BirthReportInput } from '../../astro/reports/birth-report.ts';
import { type Instant, toIsoUtc, utcOffsetMs, type Zone } from '../../astro/time.ts';
import { dashaYearById, DEFAULT_DASHA_YEAR_ID, type DashaYearId } from '../../data/dashas.ts';
import { LangField } from './lang.ts';
import { OptionFields, parseDateParam, queryNumber } from './params.ts';
import { type ZoneSource, zoneAt } from './place.ts';
import { SettingsSchema, settingsOf } from './settings.ts';

const POLE_MESSAGE = 'at the poles no point of the ecliptic rises on a horizon of its own, so the lagna is undefined';
const notAtPole = (latitude: number) => Math.abs(latitude) !== 90;

const DATE_DOC =
  'Birth date and time, ISO 8601: `1990-05-15T10:30:00` is wall time at `timezone`; with `Z` or an offset it is an instant; a bare date means 00:00 local';

/** Fields whose form is the same in a query string and a JSON body. */
const common = {
  date: z
    .string({ error: (issue) => (issue.input === undefined ? 'date is required: the birth date and time, ISO 8601' : 'date must be a string: the birth date and time, ISO 8601') })
    .describe(DATE_DOC),
  node: OptionFields.node,
  houseSystem: OptionFields.houseSystem,
  positions: OptionFields.positions,
  place: z.string().trim().max(200).optional().describe('Place name, echoed back'),
  gender: z.enum(['male', 'female']).optional().describe('Needed only for yogas whose rule depends on it (Mahabhagya)'),
  lang: LangField,
};

/** What `timezone` means on an endpoint: its documented default when absent. */
function timezoneDoc(defaultHours: number | undefined): string {
  const fallback = defaultHours === undefined ? 'the zone in force at the birth coordinates (DST included)' : `${defaultHours} hours, as the interface specifies`;
  return `Hours from UTC (5.5) or an IANA name (Asia/Kolkata). Default: ${fallback}`;
}

/** Query form: numbers arrive as strings. `defaultTimezoneHours` only where the interface fixes one (GET kundali). */
export function birthQuerySchema(defaultTimezoneHours?: number) {
  return z.object({
    ...common,
    latitude: queryNumber('latitude', -90, 90).refine(notAtPole, POLE_MESSAGE).describe('Birth latitude, decimal degrees north'),
    longitude: queryNumber('longitude', -180, 180).describe('Birth longitude, decimal degrees east'),
    timezone: z.string().trim().min(1).optional().describe(timezoneDoc(defaultTimezoneHours)),
    ayanamsha: OptionFields.query.ayanamsha,
  });
}

/** JSON body form of the same fields. */
export function birthBodySchema() {
  return z.object({
    ...common,
    latitude: z.number().min(-90).max(90).refine(notAtPole, POLE_MESSAGE).describe('Birth latitude, decimal degrees north'),
    longitude: z.number().min(-180).max(180).describe('Birth longitude, decimal degrees east'),
    timezone: z.union([z.number(), z.string().trim().min(1)]).optional().describe(timezoneDoc(undefined)),
    ayanamsha: OptionFields.body.ayanamsha,
  });
}

/**
 * Validated birth data from either form. `positions` may be left out by endpoints that build a birth from fields
 * of their own (natal horoscope, natal transits, Western charts): their charts are apparent.
 */
export type BirthInput = DistributiveOmit<z.output<ReturnType<typeof birthQuerySchema>> | z.output<ReturnType<typeof birthBodySchema>>, 'positions'> & {
  positions?: PositionConvention;
};
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

export interface ResolvedBirth {
  /** The birth data as the request gave it (validated). */
  request: BirthInput;
  instant: Instant;
  zone: Zone;
  zoneSource: ZoneSource;
  /** Offset from UTC at the birth instant, hours (what the spec's `birthDetails.timezone` reports). */
  offsetHours: number;
  /** The engine's input; `now` is the moment "current" periods are given for. */
  input: BirthReportInput;
}

/** The names a client sent the birth's date and zone under, where they differ from `date` and `timezone`. */
export interface BirthFieldNames {
  date?: string;
  timezone?: string;
}

/**
 * The engine input of a birth. The zone is the request's `timezone`, else `fallbackTimezoneHours` where the
 * endpoint fixes one, else the zone in force at the birth place. Throws 400 naming the field for a bad zone
 * or date (under the names in `fields`: `dob` on the natal horoscope, `bride.date` in a pair body).
 */
export function resolveBirth(request: BirthInput, now: Instant, fallbackTimezoneHours?: number, fields: BirthFieldNames = {}): ResolvedBirth {
  const { zone, source } = zoneAt(request.timezone, request.latitude, request.longitude, fallbackTimezoneHours, fields.timezone);
  const instant = parseDateParam(fields.date ?? 'date', request.date, zone).instant;
  return {
    request,
    instant,
    zone,
    zoneSource: source,
    offsetHours: utcOffsetMs(zone, instant) / 3_600_000,
    input: {
      instant,
      latitude: request.latitude,
      longitude: request.longitude,
      ayanamshaId: request.ayanamsha as AyanamshaId,
      node: request.node,
      houseSystem: request.houseSystem,
      positions: request.positions ?? 'apparent',
      now,
      dashaYear: DEFAULT_DASHA_YEAR_ID,
      ...(request.gender ? { gender: request.gender } : {}),
    },
  };
}

export const BirthDetailsSchema = z.object({
  date: z.string().describe('The birth instant, ISO 8601 UTC with milliseconds'),
  latitude: z.number(),
  longitude: z.number(),
  timezone: z.number().describe('Hours from UTC at the birth instant'),
  place: z.string(),
});

/** The spec's `birthDetails`: the birth as resolved, with the place name or the coordinates. */
export function birthDetailsOf(birth: ResolvedBirth): z.output<typeof BirthDetailsSchema> {
  const { latitude, longitude, place } = birth.request;
  return {
    date: toIsoUtc(birth.instant),
    latitude,
    longitude,
    timezone: birth.offsetHours,
    place: place ?? `${latitude.toFixed(4)}, ${longitude.toFixed(4)}`,
  };
}

export const ChartSettingsSchema = SettingsSchema.extend({
  houseSystem: OptionFields.houseSystem.unwrap(),
  dashaYear: z.object({ id: z.string(), days: z.number() }),
}).meta({ id: 'ChartSettings' });

/** What a chart was computed with: ayanamsha, node, positions (when geometric), the birth zone, houses and the dasha year length. */
export function chartSettingsOf(birth: ResolvedBirth, dashaYear: DashaYearId = birth.input.dashaYear): z.output<typeof ChartSettingsSchema> {
  const year = dashaYearById(dashaYear);
  return {
    ...settingsOf(birth.input, { zone: birth.zone, source: birth.zoneSource }),
    houseSystem: birth.input.houseSystem,
    dashaYear: { id: year.id, days: year.days },
  };
}
