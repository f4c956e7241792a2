/**
 * Where and in which zone a request is: a catalogued city by `city`, or coordinates with a timezone. A request
 * whose coordinates (within 0.01°, about 1 km) and timezone match a catalogued city, with no elevation of its
 * own, is treated as that city: it is computed for the city's reference point (coordinates, elevation and IANA
 * zone), so the answer is the same whether it comes from a precomputed row or is computed on demand.
 */
import { type City, cityById, findCityByCoordinates } from '../data/cities.ts';
import { type Instant, type Zone, parseZone, utcOffsetMs } from '../astro/time.ts';
import { ApiError } from './errors.ts';

/** Zone used when a request names neither a city nor a timezone: Indian Standard Time, as the published clients do. */
export const DEFAULT_TIMEZONE_HOURS = 5.5;

export interface LocationQuery {
  city?: string;
  latitude?: number;
  longitude?: number;
  elevation?: number;
  timezone?: string;
}

export interface ResolvedLocation {
  latitude: number;
  longitude: number;
  elevationM: number;
  zone: Zone;
  /** Catalogued city the request resolved to, if any. */
  city: City | null;
  /** How the zone was chosen, for the response's settings. */
  zoneSource: 'request' | 'city' | 'default';
}

/** A request's `timezone` (hours or IANA name), or 400 INVALID_PARAMETER naming the field. */
export function parseTimezone(value: string | number): Zone {
  try {
    return parseZone(value);
  } catch {
    throw new ApiError(
      'INVALID_PARAMETER',
      `Invalid parameter 'timezone': expected hours from -12 to 14 (5.5, -4) or an IANA name such as Asia/Kolkata, got "${value}"`,
    );
  }
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
export function resolveLocation(query: LocationQuery, probeInstant: Instant): ResolvedLocation {
  const requestedZone = query.timezone === undefined ? null : parseTimezone(query.timezone);
  if (query.city !== undefined) {
    const city = cityById(query.city);
    if (!city) {
      throw new ApiError('INVALID_PARAMETER', `Invalid query parameter 'city': unknown city "${query.city}" (see GET /v1/cities)`);
    }
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
  if (query.latitude === undefined) throw new ApiError('INVALID_PARAMETER', "Missing query parameter 'latitude' (or give 'city')");
  if (query.longitude === undefined) throw new ApiError('INVALID_PARAMETER', "Missing query parameter 'longitude' (or give 'city')");

  const match = findCityByCoordinates(query.latitude, query.longitude) ?? null;
  const city = match && (requestedZone === null || sameClock(requestedZone, match, probeInstant)) && query.elevation === undefined ? match : null;
  const zone: Zone = city
    ? { kind: 'iana', name: city.timezone }
    : requestedZone ?? (match ? { kind: 'iana', name: match.timezone } : { kind: 'offset', hours: DEFAULT_TIMEZONE_HOURS });
  return {
    latitude: city?.latitude ?? query.latitude,
    longitude: city?.longitude ?? query.longitude,
    elevationM: query.elevation ?? city?.elevationM ?? 0,
    zone,
    city,
    zoneSource: city ? 'city' : requestedZone ? 'request' : match ? 'city' : 'default',
  };
}
