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
import type { ComputeServices } from '../../shared/services.ts';

/** A place query with the positions of the elements; `moonRise` only on the routes that give moonrise and moonset. */
export type DayQuery = PlaceQuery & { positions: PositionConvention; moonRise?: MoonRiseConvention };

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

/** A request's place, moment and the civil date whose Vedic day is read first, parsed once. */
export interface DayRequest {
  location: ResolvedLocation;
  /** The requested instant, or null when the day's sunrise is meant (a bare date, or `civilDate`). */
  instant: Instant | null;
  /** Civil date in the request zone that the date names. */
  localDate: LocalDate;
  /** The day read first: the civil date's (`panchangaDayOf` reads the previous or next one when the instant is outside it). */
  input: PanchangaDayInput;
}

/**
 * Resolves a query's place and date. `date` is read once; it is placed in UTC for the rough instant that decides
 * whether a fixed offset matches a city's zone, then in the zone the place resolved to. `nowMs` stands in for a
 * missing `date`. With `civilDate` the time of day is ignored (sun and moon times are per civil date).
 */
export function dayRequest(query: DayQuery, nowMs: number, options: { civilDate?: boolean } = {}): DayRequest {
  let location: ResolvedLocation;
  let instant: Instant | null;
  let localDate: LocalDate;
  if (query.date === undefined) {
    location = resolveLocation(query, nowMs);
    instant = nowMs;
    localDate = localDateOf(location.zone, nowMs);
  } else {
    const written = readDateParam('date', query.date);
    location = resolveLocation(query, placeDateParam('date', written, UTC).instant);
    const parsed = placeDateParam('date', written, location.zone);
    instant = parsed.hasTime ? parsed.instant : null;
    localDate = parsed.localDate;
  }
  return { location, instant: options.civilDate ? null : instant, localDate, input: dayInput(location, query, localDate) };
}

/**
 * The Vedic day holding a request's moment. A bare date means that date's day at its sunrise; no `date` means
 * now. An instant before the civil date's sunrise belongs to the previous civil date's day.
 */
export async function panchangaDayOf(services: Pick<ComputeServices, 'days'>, request: DayRequest, query: DayQuery): Promise<DayAnswer> {
  const { location, localDate, instant } = request;
  const first = await services.days.get(request.input, location.city);
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

/** A day answer with the state of the day at its moment (`panchangaMoment`): the spec's panchanga. */
export function atMoment(answer: DayAnswer): MomentAnswer {
  return { ...answer, moment: panchangaMoment(answer.day, answer.instant) };
}
