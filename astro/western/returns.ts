/**
 * Planetary returns: the instants a body comes back to the longitude it had at birth, and the chart of each.
 *
 * A return is a crossing of the natal longitude L₀ by the body's apparent longitude, solved on its track
 * (`events.ts`: monotonic pieces on the body's grid, so no crossing is missed, each solved with the shared Brent
 * solver to 10 ms and rounded to the millisecond). Two zodiacs:
 * - `tropical` (default): the target is L₀ itself, in the true equinox of date: the Sun comes back to its
 *   tropical longitude (the usual solar return of Western practice);
 * - `sidereal` (a precession-corrected return): the target is L₀ + p(t) − p(t₀), p the IAU 2006 general
 *   precession in longitude (Capitaine et al. 2003, `ayanamsha.ts`), i.e. the body comes back to the same
 *   place among the stars. Every ayanamsha of the service moves by p, so the instant does not depend on one;
 *   a solar return so corrected falls about 20 minutes later each year of age (50.3″ ÷ 0.986°/day).
 * A planet that turns retrograde over its natal longitude crosses it three times: each crossing is a return,
 * marked retrograde or direct.
 */
import { generalPrecessionArcsec } from '../ayanamsha.ts';
import { astroTime } from '../engine.ts';
import { normalizeDegrees } from '../angles.ts';
import { type Instant, MS_PER_DAY } from '../time.ts';
import type { AngleTrack } from '../transits/motion.ts';
import { monotonicPieces } from '../transits/motion.ts';
import { westernBodyLongitude } from './bodies.ts';
import { type WesternChart, type WesternChartInput, westernNatalChart } from './chart.ts';
import { crossingOf, westernMotion } from './events.ts';

/** The bodies a return is computed for: the luminaries and the visible planets. */
export const RETURN_BODY_IDS = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn'] as const;
export type ReturnBodyId = (typeof RETURN_BODY_IDS)[number];

export const RETURN_ZODIACS = ['tropical', 'sidereal'] as const;
export type ReturnZodiac = (typeof RETURN_ZODIACS)[number];

const DAYS_PER_JULIAN_CENTURY = 36_525;
const ARCSEC_PER_DEG = 3600;

/**
 * Search window per body, days: longer than the longest gap between two returns (the Moon's 27.3 days; the
 * Sun's year; Mercury's and Venus's up to about 14 months after a retrograde loop; Mars's up to about 26
 * months; Jupiter's 11.9 and Saturn's 29.5 years), so one window past the last return always holds the next.
 */
const SEARCH_WINDOW_DAYS: Readonly<Record<ReturnBodyId, number>> = {
  sun: 400,
  moon: 30,
  mercury: 450,
  venus: 600,
  mars: 900,
  jupiter: 4_500,
  saturn: 11_000,
};

/** How many windows a search walks at most before it gives up (the supported range ends first). */
const MAX_WINDOWS = 400;

/** General precession in longitude from `fromInstant` to `instant`, degrees. */
export function precessionSinceDeg(fromInstant: Instant, instant: Instant): number {
  const centuries = (t: Instant) => astroTime(t).tt / DAYS_PER_JULIAN_CENTURY;
  return (generalPrecessionArcsec(centuries(instant)) - generalPrecessionArcsec(centuries(fromInstant))) / ARCSEC_PER_DEG;
}

/** What a search for returns needs: the birth, the body and the zodiac. */
export interface ReturnTarget {
  readonly body: ReturnBodyId;
  /** The birth instant (ms) and the body's apparent tropical longitude then, degrees. */
  readonly birthInstant: Instant;
  readonly natalLongitude: number;
  readonly zodiac: ReturnZodiac;
}

/** One return: its instant and whether the body was moving backwards through the natal longitude. */
export interface ReturnInstant {
  readonly instant: Instant;
  readonly retrograde: boolean;
  /** The body's apparent tropical longitude at the instant, degrees [0, 360). */
  readonly longitude: number;
}

/** The track whose crossings of the natal longitude are the returns: the body's longitude less the precession since birth (sidereal). */
function returnTrack(target: ReturnTarget): AngleTrack {
  const corrected = target.zodiac === 'sidereal';
  const angleDeg = (t: Instant) =>
    corrected ? normalizeDegrees(westernBodyLongitude(target.body, t) - precessionSinceDeg(target.birthInstant, t)) : westernBodyLongitude(target.body, t);
  return { angleDeg, ...westernMotion(target.body) };
}

/** Every return with an instant in [from, to), in time order. */
export function returnsBetween(target: ReturnTarget, from: Instant, to: Instant): ReturnInstant[] {
  const track = returnTrack(target);
  const found: ReturnInstant[] = [];
  for (const piece of monotonicPieces(track, from, to)) {
    const instant = crossingOf(track.angleDeg, piece, target.natalLongitude);
    if (instant === null || instant < from || instant >= to) continue;
    const forward = normalizeDegrees(piece.endDeg - piece.startDeg) < 180;
    found.push({ instant, retrograde: !forward, longitude: westernBodyLongitude(target.body, instant) });
  }
  return found;
}

/**
 * The first `count` returns at or after `after` (direction `after`), or the last `count` before `before`
 * (direction `before`, in time order), searching no further than `limit` (an instant beyond which the engine's
 * range ends). Fewer are returned when the limit comes first.
 */
export function nearestReturns(target: ReturnTarget, start: Instant, direction: 'after' | 'before', count: number, limit: Instant): ReturnInstant[] {
  const windowMs = SEARCH_WINDOW_DAYS[target.body] * MS_PER_DAY;
  const found: ReturnInstant[] = [];
  for (let k = 0; k < MAX_WINDOWS && found.length < count; k++) {
    if (direction === 'after') {
      const from = start + k * windowMs;
      if (from >= limit) break;
      found.push(...returnsBetween(target, from, Math.min(limit, from + windowMs)));
    } else {
      const to = start - k * windowMs;
      if (to <= limit) break;
      found.unshift(...returnsBetween(target, Math.max(limit, to - windowMs), to));
    }
  }
  return direction === 'after' ? found.slice(0, count) : found.slice(Math.max(0, found.length - count));
}

/** A return with its chart, cast for the instant at the chart input's place. */
export interface PlanetaryReturn extends ReturnInstant {
  readonly chart: WesternChart;
}

/** The chart of a return: `chart` (place and options) at the return's instant. */
export function returnChart(found: ReturnInstant, chart: Omit<WesternChartInput, 'instant'>): PlanetaryReturn {
  return { ...found, chart: westernNatalChart({ ...chart, instant: found.instant }) };
}

/** Which returns a report holds: the nearest `count` after or before an instant, or all in a window [from, to). */
export type ReturnSearch =
  | { readonly kind: 'after' | 'before'; readonly start: Instant; readonly count: number }
  | { readonly kind: 'between'; readonly from: Instant; readonly to: Instant };

export interface ReturnReportInput {
  readonly body: ReturnBodyId;
  readonly zodiac: ReturnZodiac;
  /** The birth instant (the natal longitude is the body's at it). */
  readonly birthInstant: Instant;
  readonly search: ReturnSearch;
  /** Where and how each return chart is cast (the birth place, or another for a relocated return). */
  readonly chart: Omit<WesternChartInput, 'instant'>;
  /** The instants searches stop at, ms: the engine's supported range. */
  readonly range: { readonly start: Instant; readonly end: Instant };
}

export interface ReturnReport {
  readonly body: ReturnBodyId;
  readonly zodiac: ReturnZodiac;
  /** The body's apparent tropical longitude at birth, degrees [0, 360). */
  readonly natalLongitude: number;
  readonly returns: readonly PlanetaryReturn[];
}

/** The returns a request asks for, each with its chart. */
export function planetaryReturns(input: ReturnReportInput): ReturnReport {
  const target: ReturnTarget = {
    body: input.body,
    birthInstant: input.birthInstant,
    natalLongitude: westernBodyLongitude(input.body, input.birthInstant),
    zodiac: input.zodiac,
  };
  const { search } = input;
  const found =
    search.kind === 'between'
      ? returnsBetween(target, search.from, search.to)
      : nearestReturns(target, search.start, search.kind, search.count, search.kind === 'after' ? input.range.end : input.range.start);
  return { body: input.body, zodiac: input.zodiac, natalLongitude: target.natalLongitude, returns: found.map((each) => returnChart(each, input.chart)) };
}
