/**
 * The sky a sign horoscope is written from: the nine grahas at 00:00 UT of every date of the period and the
 * day after it, and the period's stations, new and full moons and eclipses. Lahiri (true) ayanamsha and the
 * mean node, the options of the precomputed transit tables, so stored and computed horoscopes read the same sky.
 */
import { addDays, daysFromCivil, type LocalDate, MS_PER_DAY } from '../time.ts';
import { dailyPositions, type GrahaTransitRow } from '../transits/daily.ts';
import { type TransitEvent, type TransitEventType, transitEvents } from '../transits/events.ts';
import { type HoroscopePeriod, periodLengthDays } from './sign-horoscope.ts';

/** The transit options horoscopes are written with. */
export const HOROSCOPE_SKY_OPTIONS = { ayanamshaId: 1, node: 'mean' } as const;

/** The events a horoscope reads from the event search; sign changes are read off the daily rows. */
export const HOROSCOPE_EVENT_TYPES = ['station-retrograde', 'station-direct', 'new-moon', 'full-moon', 'solar-eclipse', 'lunar-eclipse'] as const satisfies readonly TransitEventType[];

export interface HoroscopeSky {
  /** Rows at 00:00 UT of each date from `start` to the day after the period. */
  days: GrahaTransitRow[][];
  /** Events of `HOROSCOPE_EVENT_TYPES` with instants in the period. */
  events: TransitEvent[];
}

/** 00:00 UT of a civil date, ms. */
export function utcMidnight(date: LocalDate): number {
  return daysFromCivil(date.y, date.m, date.d) * MS_PER_DAY;
}

/** Computes the sky of the period of `period` starting at `start`. */
export function horoscopeSky(period: HoroscopePeriod, start: LocalDate): HoroscopeSky {
  const length = periodLengthDays(period, start);
  const days = Array.from({ length: length + 1 }, (_, i) => dailyPositions(utcMidnight(addDays(start, i)), HOROSCOPE_SKY_OPTIONS));
  const from = utcMidnight(start);
  const events = transitEvents(from, from + length * MS_PER_DAY, { ...HOROSCOPE_SKY_OPTIONS, types: HOROSCOPE_EVENT_TYPES });
  return { days, events };
}
