/**
 * Graha positions at any instant from the daily rows at 00:00 UT around it, without the ephemeris: what lets
 * `GET /v1/transit/current` answer any moment from the precomputed table, and the on-demand path give the same
 * answer from the same six daily rows.
 *
 * Six days (two before the instant's UT date to three after) give a quintic through each quantity. For the
 * Moon, the fastest, the error is set by its shortest strong periodic terms (the variation, 0.66° over 14.8
 * days): about 0.1″ in longitude; `test/astro/transits/at-instant.test.ts` measures it against direct
 * computation for every graha.
 */
import { interpolateAngle, interpolateValue } from '../interpolate.ts';
import { type Instant, MS_PER_DAY } from '../time.ts';
import type { GrahaTransitRow } from './daily.ts';
import { zodiacPlace } from './place.ts';

/** Offsets in days, from the instant's UT date, of the daily rows the interpolation uses. */
export const SAMPLE_DAY_OFFSETS = [-2, -1, 0, 1, 2, 3] as const;

/** The 00:00 UT instants whose daily rows `positionsAt` needs for `instant`. */
export function sampleInstants(instant: Instant): Instant[] {
  const midnight = Math.floor(instant / MS_PER_DAY) * MS_PER_DAY;
  return SAMPLE_DAY_OFFSETS.map((offset) => midnight + offset * MS_PER_DAY);
}

/**
 * The nine grahas at `instant` from the daily rows of `sampleInstants(instant)` (`days[i]` = the nine rows of
 * the i-th sample, in the same graha order). Sign, nakshatra and pada follow from the interpolated sidereal
 * longitude; `retrograde` from the interpolated speed, except that mean-node Rahu and Ketu keep the flag of
 * their rows (always retrograde by convention).
 */
export function positionsAt(days: readonly (readonly GrahaTransitRow[])[], instant: Instant, meanNode: boolean): GrahaTransitRow[] {
  const instants = days.map((rows) => rows[0]!.instant);
  return days[0]!.map((first, index) => {
    const series = days.map((rows) => rows[index]!);
    const sidereal = interpolateAngle(instants, series.map((r) => r.siderealLongitude), instant);
    const speed = interpolateValue(instants, series.map((r) => r.speedDegPerDay), instant);
    const isNode = first.graha === 'rahu' || first.graha === 'ketu';
    return {
      instant,
      graha: first.graha,
      tropicalLongitude: interpolateAngle(instants, series.map((r) => r.tropicalLongitude), instant),
      siderealLongitude: sidereal,
      latitude: interpolateValue(instants, series.map((r) => r.latitude), instant),
      distanceAu: interpolateValue(instants, series.map((r) => r.distanceAu), instant),
      speedDegPerDay: speed,
      ...zodiacPlace(sidereal),
      retrograde: isNode && meanNode ? true : speed < 0,
    };
  });
}
