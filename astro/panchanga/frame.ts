/**
 * The frame of a panchanga day: its bounds from the sunrise of the local date to the next sunrise, with the
 * sunset between them and the sunset before, or local midnight to local midnight under the polar rule (the
 * module comment of day.ts).
 */
import { type Place, type NoEventReason, searchRiseSet, sunTimesForLocalDate } from '../rise-set.ts';
import { type Instant, MS_PER_SECOND, addDays, startOfLocalDate } from '../time.ts';
import type { PanchangaDayInput } from './input.ts';

/** Limit of the search for the sunset that precedes the day's sunrise (Brahma muhurta), days. */
const PREVIOUS_SUNSET_LIMIT_DAYS = 2;

/** Bounds and Sun events of a day; the fields mean what the same fields of `StoredPanchangaDay` mean. */
export interface DayFrame {
  readonly rule: 'sunrise' | 'midnight';
  readonly start: Instant;
  readonly end: Instant;
  readonly sunrise: Instant | null;
  readonly sunset: Instant | null;
  readonly nextSunrise: Instant | null;
  readonly solarNoon: Instant;
  readonly noSunriseReason: NoEventReason | null;
}

/** The frame of `input.localDate` at `place`, by the sunrise convention of `input`. */
export function dayFrame(place: Place, input: PanchangaDayInput): DayFrame {
  const times = sunTimesForLocalDate(place, input.zone, input.localDate, input.sunrise);
  const sunrise = times.sunrise.instant;
  const nextSunrise = times.nextSunrise.instant;
  if (sunrise === null || nextSunrise === null) {
    const start = startOfLocalDate(input.zone, input.localDate);
    return {
      rule: 'midnight',
      start,
      end: startOfLocalDate(input.zone, addDays(input.localDate, 1)),
      sunrise,
      sunset: times.sunset.instant,
      nextSunrise,
      solarNoon: times.solarNoon,
      noSunriseReason: times.sunrise.reason ?? times.nextSunrise.reason,
    };
  }
  const sunset = times.sunset.instant;
  return {
    rule: 'sunrise',
    start: sunrise,
    end: nextSunrise,
    sunrise,
    sunset: sunset !== null && sunset > sunrise && sunset < nextSunrise ? sunset : null,
    nextSunrise,
    solarNoon: times.solarNoon,
    noSunriseReason: null,
  };
}

/**
 * The sunset before the day's sunrise (Brahma muhurta is measured from it), searched back at most
 * `PREVIOUS_SUNSET_LIMIT_DAYS`; null under the polar rule or when none is found before the day's start.
 */
export function previousSunset(place: Place, input: PanchangaDayInput, frame: DayFrame): Instant | null {
  const found = frame.rule === 'sunrise'
    ? searchRiseSet('sun', 'set', place, frame.start - MS_PER_SECOND, input.sunrise, -PREVIOUS_SUNSET_LIMIT_DAYS).instant
    : null;
  return found !== null && found < frame.start ? found : null;
}
