/**
 * Panchanga operations: from a place query to the Vedic day (sunrise to next sunrise) that holds the requested
 * moment, read from a precomputed row or computed on demand (`DaySource`).
 */
import type { PanchangaDayInput } from '../../../astro/panchanga/day.ts';
import type { PositionConvention } from '../../../astro/positions.ts';
import type { MoonRiseConvention } from '../../../astro/rise-set.ts';
import type { PanchangaDay } from '../../../astro/panchanga/derived.ts';
import { type PanchangaMoment, panchangaMoment } from '../../../astro/panchanga/moment.ts';
import { addDays, type Instant, type LocalDate, localDateOf, UTC } from '../../../astro/time.ts';
import { placeDateParam, readDateParam } from '../../shared/params.ts';
import { type PlaceQuery, resolveLocation, type ResolvedLocation } from '../../shared/place.ts';
import type { Source } from '../../shared/schemas.ts';
import type { Services } from '../../shared/services.ts';

interface DayRequest {
  location: ResolvedLocation;
  /** The requested instant, or null when `date` had no time of day (the day's sunrise is meant). */
  instant: Instant | null;
  /** Civil date in the request zone that the date names. */
  localDate: LocalDate;
}

/**
 * Resolves a query's place and date. `date` is read once; it is placed in UTC for the rough instant that decides
 * whether a fixed offset matches a city's zone, then in the zone the place resolved to. `nowMs` stands in for a
 * missing `date`.
 */
function parseDayRequest(query: PlaceQuery, nowMs: number): DayRequest {
  if (query.date === undefined) {
    const location = resolveLocation(query, nowMs);
    return { location, instant: nowMs, localDate: localDateOf(location.zone, nowMs) };
  }
  const written = readDateParam('date', query.date);
  const location = resolveLocation(query, placeDateParam('date', written, UTC).instant);
  const parsed = placeDateParam('date', written, location.zone);
  return { location, instant: parsed.hasTime ? parsed.instant : null, localDate: parsed.localDate };
}

/** A place query with the positions of the elements; `moonRise` only on the routes that give moonrise and moonset. */
type DayQuery = PlaceQuery & { positions: PositionConvention; moonRise?: MoonRiseConvention };

function dayInput(location: ResolvedLocation, query: DayQuery, localDate: LocalDate): PanchangaDayInput {
  return {
    latitude: location.latitude,
    longitude: location.longitude,
    elevationM: location.elevationM,
    zone: location.zone,
    localDate,
    sunrise: query.sunrise,
    ayanamshaId: query.ayanamsha,
    node: query.node,
    ...(query.moonRise === 'classical' ? { moonRise: query.moonRise } : {}),
    ...(query.positions === 'geometric' ? { positions: query.positions } : {}),
  };
}

/** A Vedic day and the moment within it that a request asks about. */
export interface DayAnswer {
  day: PanchangaDay;
  source: Source;
  /** The instant to answer for: the requested one, or the day's start (sunrise) for a bare date. */
  instant: Instant;
  location: ResolvedLocation;
}

/**
 * The Vedic day holding the request's moment. A bare date means that date's day at its sunrise; no `date` means
 * now. An instant before the civil date's sunrise belongs to the previous civil date's day. With `civilDate`
 * the time of day is ignored (sun and moon times are per civil date).
 */
export async function panchangaDay(services: Services, query: DayQuery, options: { civilDate?: boolean } = {}): Promise<DayAnswer> {
  const parsed = parseDayRequest(query, services.now());
  const { location, localDate } = parsed;
  const instant = options.civilDate ? null : parsed.instant;
  const first = await services.days.get(dayInput(location, query, localDate), location.city);
  if (instant === null) return { ...first, instant: first.day.start, location };
  let answer = first;
  if (instant < first.day.start) answer = await services.days.get(dayInput(location, query, addDays(localDate, -1)), location.city);
  else if (instant >= first.day.end) answer = await services.days.get(dayInput(location, query, addDays(localDate, 1)), location.city);
  return { ...answer, instant, location };
}

/** The Vedic day holding the request's moment, and what holds at that moment (the spec's panchanga). */
export interface MomentAnswer extends DayAnswer {
  moment: PanchangaMoment;
}

/** `panchangaDay`, and the state of the day at the request's moment (`panchangaMoment`). */
export async function panchangaAtMoment(services: Services, query: DayQuery): Promise<MomentAnswer> {
  const answer = await panchangaDay(services, query);
  return { ...answer, moment: panchangaMoment(answer.day, answer.instant) };
}
