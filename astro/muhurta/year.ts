/**
 * Muhurta windows by civil year: the unit the pipeline stores and the API reads. A window belongs to the civil
 * year of its start in the place's zone. The year's windows are found over the Vedic days holding any of its
 * instants, from the sunrise of 31 December before it to the sunrise of 1 January after it (local midnight where
 * the Sun does not rise that day), and kept when they start in the year: a window is never cut at midnight, and
 * every window belongs to exactly one year. The place-independent sky of a year covers that range for every
 * zone (two days beyond the UTC year each way), so one sky serves every city of the year.
 */
import type { AyanamshaId } from '../ayanamsha.ts';
import { type Place, sunTimesForLocalDate } from '../rise-set.ts';
import { type Instant, type LocalDate, localDateOf, MS_PER_DAY, startOfLocalDate, type Zone } from '../time.ts';
import { muhurtaSky, type MuhurtaSky } from './sky.ts';

/** The sunrise of a local date at the place, or its local midnight without one. */
function sunriseOf(place: Place, zone: Zone, date: LocalDate): Instant {
  return sunTimesForLocalDate(place, zone, date, 'hindu').sunrise.instant ?? startOfLocalDate(zone, date);
}

/** The range [from, to) searched for a place's muhurta year (module comment). */
export function muhurtaYearRange(place: Place, zone: Zone, year: number): { from: Instant; to: Instant } {
  return { from: sunriseOf(place, zone, { y: year - 1, m: 12, d: 31 }), to: sunriseOf(place, zone, { y: year + 1, m: 1, d: 1 }) };
}

/** True when a window starting at `start` belongs to `year` at the place (its local civil year). */
export function inMuhurtaYear(zone: Zone, year: number, start: Instant): boolean {
  return localDateOf(zone, start).y === year;
}

/** The sky of a year for every place: from two days before 1 January UTC to two days after the year. */
export function muhurtaYearSky(year: number, ayanamshaId: AyanamshaId): MuhurtaSky {
  return muhurtaSky(Date.UTC(year, 0, 1) - 2 * MS_PER_DAY, Date.UTC(year + 1, 0, 1) + 2 * MS_PER_DAY, ayanamshaId);
}
