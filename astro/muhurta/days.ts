/**
 * The place-dependent half of a muhurta search: the Vedic days of a place over a range, each with its rahu kaal,
 * abhijit muhurta and the sidereal lagna signs rising through it. Computed once per place and range and shared by
 * every activity searched there.
 *
 * A Vedic day runs from one sunrise to the next (Hindu sunrise: the disc centre on the true horizon, rise-set.ts
 * `'hindu'`). The day of civil date d runs from d's sunrise, as `sunTimesForLocalDate` gives it, to d + 1's
 * sunrise from the same function, so consecutive days share their boundary exactly and a caller that looks up a
 * date's sunrise with `sunTimesForLocalDate` finds the same instant. Its weekday is d's civil weekday. A date
 * without a sunrise or a sunset (polar day or night) has no Vedic day here and gives no windows; beyond
 * `MAX_LAGNA_LATITUDE_DEG` the lagna is not computed (lagna.ts) and `lagnas` is empty.
 */
import type { AyanamshaId } from '../ayanamsha.ts';
import { abhijitMuhurta, type DayBounds, rahuKaal, type TimeWindow } from '../day-periods.ts';
import { InvalidTimeRangeError } from '../errors.ts';
import { type LagnaWindow, lagnaWindows } from '../lagna.ts';
import { type Place, type SunTimes, sunTimesForLocalDate } from '../rise-set.ts';
import { addDays, type Instant, type LocalDate, localDateOf, weekdayOf, type Zone } from '../time.ts';
import type { WeekdayIndex } from '../../data/grahas.ts';

/** One Vedic day of a place. */
export interface MuhurtaDay {
  /** The civil date whose sunrise begins the day. */
  readonly date: LocalDate;
  /** Sunrise, sunset, next sunrise and the weekday (0 = Sunday) of the day. */
  readonly bounds: DayBounds;
  /** The weekday's eighth of the daytime (day-periods.ts `rahuKaal`). */
  readonly rahuKaal: TimeWindow;
  /** The 8th of the 15 day muhurtas; `isAuspicious` is false on Wednesday (day-periods.ts `abhijitMuhurta`). */
  readonly abhijit: TimeWindow & { readonly isAuspicious: boolean };
  /** The sidereal lagna signs (1–12) rising from sunrise to next sunrise; empty beyond 66° of latitude. */
  readonly lagnas: readonly LagnaWindow[];
}

/** The Vedic days of a place that overlap a range, with what the search needs of each. */
export interface MuhurtaPlaceDays {
  readonly place: Place;
  readonly zone: Zone;
  readonly ayanamshaId: AyanamshaId;
  /** The range covered (ms, UT), [from, to). */
  readonly from: Instant;
  readonly to: Instant;
  /** In time order; each day is [bounds.sunrise, bounds.nextSunrise) and the next begins where it ends. */
  readonly days: readonly MuhurtaDay[];
}

/**
 * The Vedic days (sunrise to next sunrise) of `place` overlapping [from, to), by the rule of the module comment.
 * @param zone the zone whose civil dates name the days
 */
export function vedicDays(place: Place, zone: Zone, from: Instant, to: Instant): { date: LocalDate; bounds: DayBounds }[] {
  if (!(Number.isFinite(from) && Number.isFinite(to) && from < to)) {
    throw new InvalidTimeRangeError('the window must satisfy from < to with finite instants', { from, to });
  }
  const first = addDays(localDateOf(zone, from), -1);
  const last = addDays(localDateOf(zone, to), 1);
  const times: { date: LocalDate; sun: SunTimes }[] = [];
  for (let date = first; compareDates(date, last) <= 0; date = addDays(date, 1)) {
    times.push({ date, sun: sunTimesForLocalDate(place, zone, date, 'hindu') });
  }
  const days: { date: LocalDate; bounds: DayBounds }[] = [];
  times.forEach(({ date, sun }, i) => {
    const sunrise = sun.sunrise.instant;
    const sunset = sun.sunset.instant;
    const nextSunrise = times[i + 1]?.sun.sunrise.instant ?? sun.nextSunrise.instant;
    if (sunrise === null || sunset === null || nextSunrise === null || !(sunrise < sunset && sunset < nextSunrise)) return;
    if (nextSunrise <= from || sunrise >= to) return;
    days.push({ date, bounds: { sunrise, sunset, nextSunrise, weekday: weekdayOf(date) as WeekdayIndex } });
  });
  return days;
}

function compareDates(a: LocalDate, b: LocalDate): number {
  return a.y - b.y || a.m - b.m || a.d - b.d;
}

/**
 * The Vedic days of `place` overlapping [from, to) with their rahu kaal, abhijit muhurta and lagna windows.
 * @param place latitude, longitude (degrees), elevation (m)
 * @param zone the zone whose civil dates name the days
 * @param from range start (ms, UT), inclusive
 * @param to range end (ms, UT), exclusive
 * @param ayanamshaId sidereal zodiac of the lagna (true ayanamsha)
 */
export function muhurtaDays(place: Place, zone: Zone, from: Instant, to: Instant, ayanamshaId: AyanamshaId): MuhurtaPlaceDays {
  const days = vedicDays(place, zone, from, to).map(({ date, bounds }): MuhurtaDay => ({
    date,
    bounds,
    rahuKaal: rahuKaal(bounds),
    abhijit: abhijitMuhurta(bounds),
    lagnas: lagnaWindows(bounds.sunrise, bounds.nextSunrise, place.latitude, place.longitude, ayanamshaId),
  }));
  return { place, zone, ayanamshaId, from, to, days };
}

/** True when `placeDays` was built for this place, zone and ayanamsha and covers [from, to). */
export function placeDaysCover(
  placeDays: MuhurtaPlaceDays,
  place: Place,
  zone: Zone,
  from: Instant,
  to: Instant,
  ayanamshaId: AyanamshaId,
): boolean {
  const samePlace = placeDays.place.latitude === place.latitude && placeDays.place.longitude === place.longitude
    && placeDays.place.elevationMeters === place.elevationMeters;
  const sameZone = JSON.stringify(placeDays.zone) === JSON.stringify(zone);
  return samePlace && sameZone && placeDays.ayanamshaId === ayanamshaId && placeDays.from <= from && placeDays.to >= to;
}
