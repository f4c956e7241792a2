/**
 * Where and in which zone a request is, decided once for every area.
 *
 * A place is a catalogued city (`city`) or coordinates. A request whose coordinates (within 0.01°, about 1 km)
 * and timezone match a catalogued city, with no elevation of its own, is treated as that city: it is computed for
 * the city's reference point (coordinates, elevation and IANA zone), so the answer is the same whether it comes
 * from a precomputed row or is computed on demand.
 *
 * The zone, when the request gives no `timezone`:
 * - a birth whose `date` carries an offset (`Z`, `-04:00`): that offset (api/shared/birth.ts);
 * - a catalogued city: the city's zone;
 * - coordinates: the zone in force there, from the timezone boundaries (`data/timezones.ts`), DST included;
 * - GET /calculations/kundali: 5.75 hours, as the interface specifies for that endpoint (`KUNDALI_TIMEZONE_HOURS`);
 * - no place at all (transit positions and events): Indian Standard Time, `PLACELESS_TIMEZONE_HOURS`.
 * Every response states the zone it used.
 */
import { z } from 'zod';
import { type Instant, InvalidZoneError, MS_PER_DAY, parseZone, shortForMessage, UTC, utcOffsetMs, type Zone } from '../../astro/time.ts';
import { type City, findCity, findCityByCoordinates } from '../../data/cities.ts';
import { timezoneAt } from '../../data/timezones.ts';
import { ApiError, missingField } from '../errors.ts';
import { LangField } from './lang.ts';
import { OptionFields, parseDateParam, placeDateParam, queryNumber, readDateParam } from './params.ts';

/** The default zone of GET /calculations/kundali, hours east of UTC (interface specification). */
export const KUNDALI_TIMEZONE_HOURS = 5.75;
/** The zone of a date without offset in a request that names no place: Indian Standard Time. */
export const PLACELESS_TIMEZONE_HOURS = 5.5;

/** How a request's zone was chosen; responses echo it beside the zone. */
export const ZONE_SOURCES = ['request', 'date', 'city', 'coordinates', 'default'] as const;
export type ZoneSource = (typeof ZONE_SOURCES)[number];

/** A zone decided for a request, and how. */
export interface ChosenZone {
  zone: Zone;
  source: ZoneSource;
}

/** The forms a `timezone` takes, as every description of one says them. */
export const TIMEZONE_FORMS_DOC =
  'Hours from UTC (`5.5`, `-4`), an offset (`+05:30`, `-04:00`, `5:30`, `+0530`; a `+` sent unencoded is read as one) or an IANA name (`Asia/Kolkata`, DST-correct); abbreviations such as IST are refused (India, Israel or Ireland?)';

/** A `timezone` field as a query string or a body carries it (read by `parseZone` when the zone is chosen). */
export const TimezoneField = z.string().trim().min(1);

/** The message of a `city` the catalogue does not hold. */
export const UNKNOWN_CITY = 'is not a catalogued city: send its id, name or former name (GET /v1/cities finds them; docs/cities.md), or latitude and longitude';

/** A `city` field: an id, a name or a former name of a catalogued city, in any spelling `findCity` reads. */
export const CityField = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .refine((spelling) => findCity(spelling) !== undefined, { message: UNKNOWN_CITY });

/** A request's `timezone`, or 400 INVALID_PARAMETER naming the field (`field`, as sent) and the forms accepted. */
export function parseTimezone(value: string | number, field = 'timezone'): Zone {
  try {
    return parseZone(value);
  } catch (err) {
    const reason = err instanceof InvalidZoneError ? err.reason : 'is not a zone';
    throw new ApiError('INVALID_PARAMETER', `Invalid parameter '${field}': "${shortForMessage(String(value))}" ${reason}`);
  }
}

/**
 * The zone of a request at a place: its own `timezone` when given, else the zone in force at the coordinates,
 * else `fallbackHours` when an endpoint's contract fixes one (GET kundali).
 */
export function zoneAt(
  timezone: string | number | undefined,
  latitude: number,
  longitude: number,
  fallbackHours?: number,
  timezoneField = 'timezone',
): ChosenZone {
  return chosenZone(timezone === undefined ? null : parseTimezone(timezone, timezoneField), latitude, longitude, fallbackHours);
}

/** `zoneAt` for a `timezone` already parsed (`requested`, null when the request gave none). */
function chosenZone(requested: Zone | null, latitude: number, longitude: number, fallbackHours?: number): ChosenZone {
  if (requested !== null) return { zone: requested, source: 'request' };
  if (fallbackHours !== undefined) return { zone: { kind: 'offset', hours: fallbackHours }, source: 'default' };
  return { zone: { kind: 'iana', name: timezoneAt(latitude, longitude) }, source: 'coordinates' };
}

/** The zone of a request that names no place. */
export function placelessZone(timezone: string | undefined): ChosenZone {
  return timezone === undefined
    ? { zone: { kind: 'offset', hours: PLACELESS_TIMEZONE_HOURS }, source: 'default' }
    : { zone: parseTimezone(timezone), source: 'request' };
}

/** The place and moment parameters of the panchanga family (panchanga, daily, choghadiya, muhurta, sun, moon). */
export const PlaceQuerySchema = z.object({
  date: z
    .string()
    .optional()
    .describe(
      'ISO 8601 date (`YYYY-MM-DD`: that day at sunrise, the almanac convention) or date-time (with `Z`/offset: an instant; ' +
        'without: wall time at `timezone`). Default: now.',
    ),
  city: CityField.optional().describe(
    'A catalogued city: its id, name or former name in any case (`new-delhi`, `New Delhi`, `bombay`, `tromso`); replaces latitude/longitude/timezone',
  ),
  latitude: queryNumber('latitude', -90, 90).optional().describe('Decimal degrees, north positive'),
  longitude: queryNumber('longitude', -180, 180).optional().describe('Decimal degrees, east positive'),
  elevation: queryNumber('elevation', -500, 9000).optional().describe("Metres above sea level (default: the city's, else 0)"),
  timezone: TimezoneField.optional().describe(`${TIMEZONE_FORMS_DOC}. Default: the city's zone, else the zone in force at the coordinates`),
  ayanamsha: OptionFields.query.ayanamsha,
  sunrise: OptionFields.sunrise,
  node: OptionFields.node,
  lang: LangField,
});

export type PlaceQuery = z.output<typeof PlaceQuerySchema>;

export interface ResolvedLocation {
  latitude: number;
  longitude: number;
  elevationM: number;
  zone: Zone;
  /** Catalogued city the request resolved to, if any. */
  city: City | null;
  /** How the zone was chosen, for the response's settings. */
  zoneSource: ZoneSource;
}

/** True when a requested zone gives the same local clock as a city's zone at `instant`. */
function sameClock(requested: Zone, city: City, instant: Instant): boolean {
  if (requested.kind === 'iana') return requested.name === city.timezone;
  return utcOffsetMs(requested, instant) === utcOffsetMs({ kind: 'iana', name: city.timezone }, instant);
}

/**
 * Resolves the place of a request. `probeInstant` (any instant of the requested day) decides whether a fixed
 * offset matches a city's zone (it must give the same clock on that day). Throws 400 INVALID_PARAMETER naming
 * the field when the city is unknown or coordinates are missing.
 */
export function resolveLocation(query: Pick<PlaceQuery, 'city' | 'latitude' | 'longitude' | 'elevation' | 'timezone'>, probeInstant: Instant): ResolvedLocation {
  const requestedZone = query.timezone === undefined ? null : parseTimezone(query.timezone);
  if (query.city !== undefined) {
    const city = findCity(query.city);
    if (!city) throw new ApiError('INVALID_PARAMETER', `Invalid query parameter 'city': "${shortForMessage(query.city)}" ${UNKNOWN_CITY}`);
    const matched = query.elevation === undefined && (requestedZone === null || sameClock(requestedZone, city, probeInstant));
    return {
      latitude: city.latitude,
      longitude: city.longitude,
      elevationM: query.elevation ?? city.elevationM ?? 0,
      zone: matched || requestedZone === null ? { kind: 'iana', name: city.timezone } : requestedZone,
      city: matched ? city : null,
      zoneSource: matched || requestedZone === null ? 'city' : 'request',
    };
  }
  if (query.latitude === undefined) throw missingField(['latitude'], 'querystring', undefined, ", or give 'city'");
  if (query.longitude === undefined) throw missingField(['longitude'], 'querystring', undefined, ", or give 'city'");

  const match = findCityByCoordinates(query.latitude, query.longitude) ?? null;
  const city = match && query.elevation === undefined && (requestedZone === null || sameClock(requestedZone, match, probeInstant)) ? match : null;
  if (city) {
    return { latitude: city.latitude, longitude: city.longitude, elevationM: city.elevationM ?? 0, zone: { kind: 'iana', name: city.timezone }, city, zoneSource: 'city' };
  }
  const chosen: ChosenZone = match && requestedZone === null
    ? { zone: { kind: 'iana', name: match.timezone }, source: 'city' }
    : chosenZone(requestedZone, query.latitude, query.longitude);
  return {
    latitude: query.latitude,
    longitude: query.longitude,
    elevationM: query.elevation ?? 0,
    zone: chosen.zone,
    city: null,
    zoneSource: chosen.source,
  };
}

/** A place and a search range `[from, to)`: where and when an event search (eclipses, muhurta windows) looks. */
export interface PlaceAndRange {
  location: ResolvedLocation;
  from: Instant;
  to: Instant;
}

/**
 * The place of a query and its search range: `from` (default `now`) and `to` (default `range.defaultDays` days
 * after `from`), wall times read at the place's zone, which is resolved at `from`. A `to` not after `from`, or more
 * than `range.maxDays` days after it, is a 400 naming `to`.
 */
export function resolvePlaceAndRange(
  query: Pick<PlaceQuery, 'city' | 'latitude' | 'longitude' | 'elevation' | 'timezone'> & { from?: string | undefined; to?: string | undefined },
  now: Instant,
  range: { readonly defaultDays: number; readonly maxDays: number },
): PlaceAndRange {
  const writtenFrom = query.from === undefined ? null : readDateParam('from', query.from);
  const location = resolveLocation(query, writtenFrom === null ? now : placeDateParam('from', writtenFrom, UTC).instant);
  const from = writtenFrom === null ? now : placeDateParam('from', writtenFrom, location.zone).instant;
  const to = query.to === undefined ? from + range.defaultDays * MS_PER_DAY : parseDateParam('to', query.to, location.zone).instant;
  if (to <= from) throw new ApiError('INVALID_PARAMETER', "Invalid parameter 'to': must be after 'from'");
  if (to - from > range.maxDays * MS_PER_DAY) throw new ApiError('INVALID_PARAMETER', `Invalid parameter 'to': at most ${range.maxDays} days after 'from'`);
  return { location, from, to };
}
