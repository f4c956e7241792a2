/**
 * Stations of Mercury, Venus, Mars, Jupiter and Saturn: the instants at which the planet's speed in apparent
 * TROPICAL geocentric longitude (`positions.ts` `bodySpeed`, true ecliptic and equinox of date) changes sign,
 * as ephemerides and almanacs print them. 'station-retrograde': the speed turns negative; 'station-direct':
 * it turns positive.
 *
 * How they are found. The sidereal track of the planet (`tracks.ts`) is already cut at the zeros of its
 * SIDEREAL rate (`motion.ts`). The tropical rate exceeds the sidereal one by the rate of the true ayanamsha,
 * about 3.8·10⁻⁵ °/day (precession) ± 1.3·10⁻⁵ °/day (nutation), so the tropical station lies within
 * (5·10⁻⁵ °/day) / |acceleration| of the sidereal one: under 45 minutes even for Saturn, whose speed changes
 * by at least 0.0016 °/day per day at a station (1900–2100; Jupiter 0.0030, Mars 0.012, Venus 0.038,
 * Mercury 0.074). It is solved with the shared root finder on `bodySpeed` in the
 * bracket of ± `STATION_BRACKET_MS` around the sidereal station, a bracket fixed by that station alone, so
 * the result does not depend on the window searched. Stations of one planet are at least 19.76 days apart
 * (Mercury, 1900–2100), so the bracket never holds two.
 */
import { AstroError } from '../errors.ts';
import { bodyLongitude, bodySpeed, siderealLongitude as toSidereal } from '../positions.ts';
import { DEFAULT_TOLERANCE_MS, findRoot } from '../search.ts';
import { type Instant, MS_PER_DAY } from '../time.ts';
import type { MonotonicPiece } from './motion.ts';
import { zodiacPlace } from './place.ts';
import type { StationGraha, TrackOptions } from './tracks.ts';

/** Half-width of the bracket around a sidereal station in which the tropical station is solved: one day. */
export const STATION_BRACKET_MS = MS_PER_DAY;

/** A planet stands still in longitude and turns retrograde or direct. */
export interface StationEvent {
  readonly type: 'station-retrograde' | 'station-direct';
  readonly graha: StationGraha;
  /** When the apparent tropical speed in longitude is zero, ms since 1970-01-01T00:00Z (UT), rounded to the ms. */
  readonly instant: Instant;
  /** Apparent tropical longitude at the station, degrees [0, 360), true equinox of date. */
  readonly tropicalLongitude: number;
  /** Sidereal longitude at the station (true ayanamsha of the chosen id), degrees [0, 360). */
  readonly siderealLongitude: number;
  /** Sidereal sign 1–12, degrees within it [0, 30), nakshatra 1–27 and pada 1–4 of the station. */
  readonly sign: number;
  readonly degreeInSign: number;
  readonly nakshatra: number;
  readonly pada: number;
}

/** A station that could not be bracketed: a broken invariant of the search, never an input error. */
export class StationSearchError extends AstroError<Instant> {
  readonly code = 'STATION_SEARCH_FAILED';

  constructor(
    readonly graha: StationGraha,
    /** The sidereal station the search was bracketed around (also `value`). */
    readonly near: Instant,
  ) {
    super(`No sign change of ${graha}'s tropical speed within a day of its sidereal station at ${near}`, near);
  }
}

/**
 * The stations of `graha` near the sidereal stationary points that end pieces of `pieces` (monotonic pieces
 * of its sidereal track), in time order. The caller keeps those inside its window; since a tropical station
 * is within an hour of its sidereal one, pieces must extend at least that far beyond the window.
 */
export function stationEvents(graha: StationGraha, pieces: readonly MonotonicPiece[], options: TrackOptions): StationEvent[] {
  const speed = (t: Instant): number => bodySpeed(graha, t);
  const events: StationEvent[] = [];
  for (const piece of pieces) {
    if (!piece.endsAtStation) continue;
    const a = piece.end - STATION_BRACKET_MS;
    const b = piece.end + STATION_BRACKET_MS;
    const speedA = speed(a);
    const speedB = speed(b);
    const root = findRoot(speed, a, b, DEFAULT_TOLERANCE_MS, { ga: speedA, gb: speedB });
    if (root === null) throw new StationSearchError(graha, piece.end);
    const instant = Math.round(root);
    const tropicalLongitude = bodyLongitude(graha, instant);
    const siderealLongitude = toSidereal(tropicalLongitude, instant, options.ayanamshaId);
    events.push({
      type: speedA > 0 ? 'station-retrograde' : 'station-direct',
      graha,
      instant,
      tropicalLongitude,
      siderealLongitude,
      ...zodiacPlace(siderealLongitude),
    });
  }
  return events;
}
