/**
 * From a panchanga-family query to the day to answer from: resolves the place and zone, parses `date`, and
 * picks the Vedic day (sunrise to next sunrise) that holds the requested instant.
 */
import type { PanchangaDayInput } from '../../astro/panchanga/day.ts';
import type { PanchangaDay } from '../../astro/panchanga/derived.ts';
import { addDays, type Instant, type LocalDate, localDateOf, UTC } from '../../astro/time.ts';
import { resolveLocation, type ResolvedLocation } from '../location.ts';
import type { PlaceQuery } from '../schemas/place.ts';
import type { DaySource, DaySourceResult } from './day-source.ts';
import { parseDateParam } from '../date-param.ts';

export interface DayRequest {
  location: ResolvedLocation;
  /** The requested instant, or null when `date` had no time of day (the day's sunrise is meant). */
  instant: Instant | null;
  /** Civil date in the request zone that the date names. */
  localDate: LocalDate;
}

/** Parses a query's place and date. `nowMs` stands in for a missing `date`. */
export function parseDayRequest(query: PlaceQuery, nowMs: number): DayRequest {
  // Parse once in UTC to learn the rough instant, which decides whether a fixed offset matches a city's zone.
  const probe = query.date === undefined ? nowMs : parseDateParam('date', query.date, UTC).instant;
  const location = resolveLocation(query, probe);
  if (query.date === undefined) return { location, instant: nowMs, localDate: localDateOf(location.zone, nowMs) };
  const parsed = parseDateParam('date', query.date, location.zone);
  return { location, instant: parsed.hasTime ? parsed.instant : null, localDate: parsed.localDate };
}

export function dayInput(request: DayRequest, query: PlaceQuery, localDate: LocalDate): PanchangaDayInput {
  const { location } = request;
  return {
    latitude: location.latitude,
    longitude: location.longitude,
    elevationM: location.elevationM,
    zone: location.zone,
    localDate,
    sunrise: query.sunrise,
    ayanamshaId: query.ayanamsha,
    node: query.node,
  };
}

export interface DayAnswer extends DaySourceResult {
  /** The instant to answer for: the requested one, or the day's start (sunrise) for a bare date. */
  instant: Instant;
}

/**
 * The Vedic day holding the request's instant. A bare date means that date's day at its sunrise. An instant
 * before the civil date's sunrise belongs to the previous civil date's day.
 */
export async function dayForRequest(request: DayRequest, query: PlaceQuery, days: DaySource): Promise<DayAnswer> {
  const city = request.location.city;
  const first = await days.get(dayInput(request, query, request.localDate), city);
  if (request.instant === null) return { ...first, instant: first.day.start };
  const instant = request.instant;
  let answer: DaySourceResult = first;
  if (instant < first.day.start) answer = await days.get(dayInput(request, query, addDays(request.localDate, -1)), city);
  else if (instant >= first.day.end) answer = await days.get(dayInput(request, query, addDays(request.localDate, 1)), city);
  return { ...answer, instant };
}

export type { PanchangaDay };
