/**
 * Muhurta windows by civil year: the unit the pipeline stores and the API reads. A place's year runs over its
 * Vedic days from the sunrise of 1 January to the sunrise of the next 1 January (local midnight where the Sun
 * does not rise that day), so no window is cut at midnight and every window belongs to exactly one year. The
 * place-independent sky of a year covers it for every zone (two days beyond the UTC year each way), so one
 * sky serves every city of the year.
 */
import type { AyanamshaId } from '../ayanamsha.ts';
import { type Place, sunTimesForLocalDate } from '../rise-set.ts';
import { type Instant, MS_PER_DAY, startOfLocalDate, type Zone } from '../time.ts';
import { muhurtaSky, type MuhurtaSky } from './sky.ts';

/** The sunrise opening the Vedic day of 1 January of `year` at the place, or local midnight without one. */
function yearStart(place: Place, zone: Zone, year: number): Instant {
  const date = { y: year, m: 1, d: 1 };
  return sunTimesForLocalDate(place, zone, date, 'hindu').sunrise.instant ?? startOfLocalDate(zone, date);
}

/** The range [from, to) of a place's muhurta year (module comment). */
export function muhurtaYearRange(place: Place, zone: Zone, year: number): { from: Instant; to: Instant } {
  return { from: yearStart(place, zone, year), to: yearStart(place, zone, year + 1) };
}

/** The sky of a year for every place: from two days before 1 January UTC to two days after the year. */
export function muhurtaYearSky(year: number, ayanamshaId: AyanamshaId): MuhurtaSky {
  return muhurtaSky(Date.UTC(year, 0, 1) - 2 * MS_PER_DAY, Date.UTC(year + 1, 0, 1) + 2 * MS_PER_DAY, ayanamshaId);
}
