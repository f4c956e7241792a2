/**
 * Birth data, as every chart area takes it (kundali, divisional charts, dashas, natal planets; matching and
 * western charts later): one set of fields in the query string of GET routes and as a JSON body of POST routes,
 * one resolution to the engine's input, one `birthDetails` echo and one settings echo.
 */
import { z } from 'zod';
import type { AyanamshaId } from '../../astro/ayanamsha.ts';
import { HOUSE_SYSTEMS } from '../../astro/chart/houses.ts';
import type { PositionConvention } from '../../astro/positions.ts';
import type { BirthReportInput } from '../../astro/reports/birth-report.ts';
import { type Instant, MS_PER_HOUR, MS_PER_MINUTE, shortForMessage, toIsoUtc, utcOffsetMs, type WrittenDateTime, type Zone } from '../../astro/time.ts';
import { type City, findCity } from '../../data/cities.ts';
import { dashaYearById, DEFAULT_DASHA_YEAR_ID, type DashaYearId } from '../../data/dashas.ts';
import { timezoneAt } from '../../data/timezones.ts';
import { DEFAULT_ZONE_WARNING, OFFSET_WORDS } from '../../data/zone-words.ts';
import { ApiError, missingField, type RequestPart } from '../errors.ts';
import type { MissingFieldParams } from '../plugins/errors.ts';
import { type Lang, LangField, named } from './lang.ts';
import { fillText } from './format.ts';
import { REQUIRED_PHRASE } from './messages.ts';
import { closedWord, OptionFields, placeDateParam, queryNumber, readDateParam } from './params.ts';
import { type ChosenZone, CityField, TIMEZONE_FORMS_DOC, TimezoneField, UNKNOWN_CITY, type ZoneSource, zoneAt } from './place.ts';
import { SettingsSchema, settingsOf } from './settings.ts';

const POLE_MESSAGE = 'at the poles no point of the ecliptic rises on a horizon of its own, so the lagna is undefined';
const notAtPole = (latitude: number) => Math.abs(latitude) !== 90;

const DATE_DOC =
  'Birth date and time, ISO 8601: `1990-05-15T10:30:00` is wall time at `timezone`; with `Z` or an offset it is an instant, ' +
  'and without `timezone` that offset is the zone the answer is given in; a bare date means 00:00 local';

/** Fields whose form is the same in a query string and a JSON body. */
const common = {
  date: z.string().describe(DATE_DOC),
  city: CityField.optional().describe(
    'A catalogued city (id, name or former name in any case: `new-delhi`, `New Delhi`, `bombay`; GET /v1/cities) instead of latitude and longitude; ' +
      'its zone (the IANA database, historical offsets included) unless `timezone` is sent',
  ),
  node: OptionFields.node,
  houseSystem: OptionFields.houseSystem,
  positions: OptionFields.positions,
  place: z.string().trim().max(200).optional().describe("Place name, echoed back (default: the city's name, else the coordinates)"),
  gender: closedWord(['male', 'female']).optional().describe('Needed only for yogas whose rule depends on it (Mahabhagya)'),
  lang: LangField,
};

/** What `timezone` means on an endpoint: its documented default when absent. */
function timezoneDoc(defaultHours: number | undefined): string {
  const fallback = defaultHours === undefined ? 'the zone in force at the birth coordinates (DST included)' : `${defaultHours} hours, as the interface specifies`;
  return `${TIMEZONE_FORMS_DOC}. Default: the offset \`date\` carries, else the city's zone, else ${fallback}`;
}

const LATITUDE_DOC = 'Birth latitude, decimal degrees north (or give `city`)';
const LONGITUDE_DOC = 'Birth longitude, decimal degrees east (or give `city`)';

/** The birth fields in query form (numbers arrive as strings); `defaultTimezoneHours` only where the interface fixes one (GET kundali). */
export function birthQueryFields(defaultTimezoneHours?: number) {
  return {
    ...common,
    latitude: queryNumber('latitude', -90, 90).refine(notAtPole, POLE_MESSAGE).optional().describe(LATITUDE_DOC),
    longitude: queryNumber('longitude', -180, 180).optional().describe(LONGITUDE_DOC),
    timezone: TimezoneField.optional().describe(timezoneDoc(defaultTimezoneHours)),
    ayanamsha: OptionFields.query.ayanamsha,
  };
}

/** The birth fields in JSON-body form. */
export function birthBodyFields() {
  return {
    ...common,
    latitude: z.number().min(-90).max(90).refine(notAtPole, POLE_MESSAGE).optional().describe(LATITUDE_DOC),
    longitude: z.number().min(-180).max(180).optional().describe(LONGITUDE_DOC),
    timezone: z.union([z.number(), TimezoneField]).optional().describe(timezoneDoc(undefined)),
    ayanamsha: OptionFields.body.ayanamsha,
  };
}

/** What may be sent instead of the coordinates, as a missing coordinate's message says it. */
const OR_CITY = ", or give 'city'";

/**
 * The birth place of a request is a city or both coordinates, never both: a refinement of every birth schema (and
 * of the pair's persons). A missing coordinate is reported as a missing field (with `alternative`), so the error
 * handler words it ("Query parameter 'latitude' is required, or give 'city'") and adds the alias hint.
 */
export function birthPlaceGiven(input: { city?: string | undefined; latitude?: number | undefined; longitude?: number | undefined }, ctx: z.RefinementCtx): void {
  if (input.city !== undefined) {
    if (input.latitude !== undefined || input.longitude !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['city'], message: 'give either city or latitude and longitude, not both' });
    }
    return;
  }
  for (const field of ['latitude', 'longitude'] as const) {
    if (input[field] === undefined) {
      const params: MissingFieldParams = { alternative: OR_CITY };
      ctx.addIssue({ code: 'custom', path: [field], message: REQUIRED_PHRASE, params });
      return;
    }
  }
}

/** Query form of the birth fields, with the place rule (`birthPlaceGiven`). */
export function birthQuerySchema(defaultTimezoneHours?: number) {
  return z.object(birthQueryFields(defaultTimezoneHours)).superRefine(birthPlaceGiven);
}

/** JSON body form of the same fields, with the place rule. */
export function birthBodySchema() {
  return z.object(birthBodyFields()).superRefine(birthPlaceGiven);
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
  /** The birth place: the city's reference point, or the coordinates sent. */
  latitude: number;
  longitude: number;
  /** The catalogued city the request named, if any. */
  city: City | null;
  instant: Instant;
  zone: Zone;
  zoneSource: ZoneSource;
  /** Offset from UTC at the birth instant, hours (what the spec's `birthDetails.timezone` reports). */
  offsetHours: number;
  /** What a client should know about how the birth was read (a default zone unlike the place's own). */
  warnings: string[];
  /** The engine's input; `now` is the moment "current" periods are given for. */
  input: BirthReportInput;
}

/** The names a client sent the birth's fields under, where they differ from `date`, `timezone`, `latitude`…, and the request part they were in (default the query). */
export interface BirthFieldNames {
  date?: string;
  timezone?: string;
  latitude?: string;
  longitude?: string;
  part?: RequestPart;
}

/** An offset in `lang`'s words: `5.75 hours (UTC+05:45)`. */
function offsetText(offsetMs: number, lang: Lang): string {
  const minutes = Math.round(Math.abs(offsetMs) / MS_PER_MINUTE);
  const clock = `${offsetMs < 0 ? '-' : '+'}${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return fillText(named(OFFSET_WORDS, lang), { hours: Number((offsetMs / MS_PER_HOUR).toFixed(4)), clock });
}

/**
 * The warning of a birth read at an endpoint's default zone (`defaultHours`) when the zone in force at the birth
 * place gives another offset at that instant (a birth outside the country whose zone the default is), or null.
 */
function defaultZoneWarning(defaultHours: number, latitude: number, longitude: number, instant: Instant, lang: Lang): string | null {
  const zone = timezoneAt(latitude, longitude);
  const localMs = utcOffsetMs({ kind: 'iana', name: zone }, instant);
  const defaultMs = defaultHours * MS_PER_HOUR;
  if (Math.abs(localMs - defaultMs) < MS_PER_MINUTE) return null;
  return fillText(named(DEFAULT_ZONE_WARNING, lang), { default: offsetText(defaultMs, lang), zone, local: offsetText(localMs, lang) });
}

/**
 * The engine input of a birth. The place is the city (its reference point) or the coordinates. The zone is the
 * request's `timezone`; else the offset the `date` carries (`Z`, `-04:00`); else the city's zone; else
 * `fallbackTimezoneHours` where the endpoint fixes one (with a warning when the place's own zone differs); else
 * the zone in force at the birth place. Throws 400 naming the field for a bad zone or date, or a missing place
 * (under the names in `fields`: `dob` and `lat` on the natal horoscope, `bride.date` in a pair body).
 */
export function resolveBirth(request: BirthInput, now: Instant, fallbackTimezoneHours?: number, fields: BirthFieldNames = {}): ResolvedBirth {
  const dateField = fields.date ?? 'date';
  const place = birthPlace(request, fields);
  const written = readDateParam(dateField, request.date);
  const { zone, source } = birthZone(request, written, place, fallbackTimezoneHours, fields.timezone);
  const instant = placeDateParam(dateField, written, zone).instant;
  const warning = source === 'default' && fallbackTimezoneHours !== undefined ? defaultZoneWarning(fallbackTimezoneHours, place.latitude, place.longitude, instant, request.lang) : null;
  return {
    request,
    latitude: place.latitude,
    longitude: place.longitude,
    city: place.city,
    instant,
    zone,
    zoneSource: source,
    offsetHours: utcOffsetMs(zone, instant) / MS_PER_HOUR,
    warnings: warning === null ? [] : [warning],
    input: {
      instant,
      latitude: place.latitude,
      longitude: place.longitude,
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

/** The birth place of a request: its catalogued city, or its coordinates; a missing one is a 400 naming the field. */
function birthPlace(request: BirthInput, fields: BirthFieldNames): { latitude: number; longitude: number; city: City | null } {
  if (request.city !== undefined) {
    const city = findCity(request.city);
    if (!city) throw new ApiError('INVALID_PARAMETER', `Invalid parameter 'city': "${shortForMessage(request.city)}" ${UNKNOWN_CITY}`);
    return { latitude: city.latitude, longitude: city.longitude, city };
  }
  const part = fields.part ?? 'querystring';
  if (request.latitude === undefined) throw missingField((fields.latitude ?? 'latitude').split('.'), part, undefined, OR_CITY);
  if (request.longitude === undefined) throw missingField((fields.longitude ?? 'longitude').split('.'), part, undefined, OR_CITY);
  return { latitude: request.latitude, longitude: request.longitude, city: null };
}

/** The zone of a birth and how it was chosen (the order of `resolveBirth`). */
function birthZone(
  request: BirthInput,
  written: WrittenDateTime,
  place: { latitude: number; longitude: number; city: City | null },
  fallbackTimezoneHours: number | undefined,
  timezoneField: string | undefined,
): ChosenZone {
  if (request.timezone !== undefined) return zoneAt(request.timezone, place.latitude, place.longitude, undefined, timezoneField);
  if (written.offsetMs !== null) return { zone: { kind: 'offset', hours: written.offsetMs / MS_PER_HOUR }, source: 'date' };
  if (place.city) return { zone: { kind: 'iana', name: place.city.timezone }, source: 'city' };
  return zoneAt(undefined, place.latitude, place.longitude, fallbackTimezoneHours);
}

export const BirthDetailsSchema = z.object({
  date: z.string().describe('The birth instant, ISO 8601 UTC with milliseconds'),
  latitude: z.number(),
  longitude: z.number(),
  timezone: z.number().describe('Hours from UTC at the birth instant'),
  place: z.string().describe("The place name the request sent, else the catalogued city's name in the request language, else the coordinates"),
});

/**
 * The spec's `birthDetails`: the birth as resolved, with the place name the client sent, else the catalogued city's
 * name in the request's language, else the coordinates.
 */
export function birthDetailsOf(birth: ResolvedBirth): z.output<typeof BirthDetailsSchema> {
  const { latitude, longitude, city } = birth;
  return {
    date: toIsoUtc(birth.instant),
    latitude,
    longitude,
    timezone: birth.offsetHours,
    place: birth.request.place ?? (city ? named(city.name, birth.request.lang) : `${latitude.toFixed(4)}, ${longitude.toFixed(4)}`),
  };
}

/** The `warnings` of a birth response: what the client should know about how the birth was read. */
export const WarningsSchema = z
  .array(z.string())
  .describe('What to know about how the birth was read, e.g. a default zone that differs from the zone in force at the birth place; empty when nothing');

export const ChartSettingsSchema = SettingsSchema.extend({
  houseSystem: z.enum(HOUSE_SYSTEMS),
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
