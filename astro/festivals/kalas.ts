/**
 * The parts of a Vedic day a festival's tithi must prevail in (kala), and on which of the days a tithi touches it
 * prevails. The building blocks of the festival calendar: a festival rule names a tithi, a kala and what to do
 * when the tithi holds the kala on both days it touches, or on neither.
 *
 * Kalas, from the day's sunrise, sunset and next sunrise (`DayBounds`); a muhurta is 1/15 of the daytime or of
 * the night, as in `day-periods.ts`:
 * - `sunrise`: the instant of sunrise (the udaya tithi, the one "prevailing at sunrise");
 * - the five parts of the daytime, three muhurtas each (the dharmashastra division of the day into prātaḥ,
 *   saṅgava, madhyāhna, aparāhṇa and sāyāhna): `madhyahna` is day-muhurtas 7–9, `aparahna` 10–12;
 * - `pradosha`: the first three muhurtas of the night after sunset (Hindi almanac pages give Diwali's pradosh
 *   kaal as "the three muhurtas after sunset", about 2 h 24 min, e.g. nrirashtriya.com on Diwali 2025; Delhi
 *   7 November 2018 printed 17:30–20:11, three fifteenths of a 13 h 25 min night);
 * - `nishita`: the eighth muhurta of the night, the one around midnight.
 *
 * Prevalence. A tithi occurrence [start, end) holds a kala on a day when it overlaps that day's kala window (for
 * `sunrise`, when the sunrise falls inside it). A tithi overlaps at most two consecutive days' windows of one
 * kala. When it holds the kala on one day, that is the day. When it holds it on both, the rule decides: the day
 * with the greater share of the kala (`greater`), the first (`first`) or the second (`second`): traditions differ
 * here (in 2024 Kartika Amavasya held Delhi's pradosha all of 31 October and part of 1 November, and almanacs
 * differed on Diwali's day). When it holds the kala on neither day (the tithi falls between two kalas), the rule's fallback
 * decides: the day the tithi begins (`day-it-begins`) or the day it ends (`day-it-ends`).
 */
import type { DayBounds, TimeWindow } from '../day-periods.ts';

export const KALAS = ['sunrise', 'madhyahna', 'aparahna', 'pradosha', 'nishita'] as const;
export type Kala = (typeof KALAS)[number];

export const BOTH_DAYS_RULES = ['greater', 'first', 'second'] as const;
export type BothDaysRule = (typeof BOTH_DAYS_RULES)[number];

export const NEITHER_DAY_RULES = ['day-it-begins', 'day-it-ends'] as const;
export type NeitherDayRule = (typeof NEITHER_DAY_RULES)[number];

/** `count` equal parts of [start, end); part `from`…`to` (1-based, inclusive) as one window. */
function parts(start: number, end: number, count: number, from: number, to: number): TimeWindow {
  const length = (end - start) / count;
  return { start: start + (from - 1) * length, end: to === count ? end : start + to * length };
}

/** The window of `kala` on the day `bounds` (for `sunrise`, the one millisecond of sunrise). */
export function kalaWindow(bounds: DayBounds, kala: Kala): TimeWindow {
  switch (kala) {
    case 'sunrise':
      return { start: bounds.sunrise, end: bounds.sunrise + 1 };
    case 'madhyahna':
      return parts(bounds.sunrise, bounds.sunset, 15, 7, 9);
    case 'aparahna':
      return parts(bounds.sunrise, bounds.sunset, 15, 10, 12);
    case 'pradosha':
      return parts(bounds.sunset, bounds.nextSunrise, 15, 1, 3);
    case 'nishita':
      return parts(bounds.sunset, bounds.nextSunrise, 15, 8, 8);
  }
}

/** Milliseconds two windows share. */
function overlapMs(a: TimeWindow, b: TimeWindow): number {
  return Math.max(0, Math.min(a.end, b.end) - Math.max(a.start, b.start));
}

export interface Prevalence {
  /** Index into the days given of the day the tithi is observed on. */
  readonly day: number;
  /** How it was decided: held on one day only, on both (and the rule), or on neither (and the fallback). */
  readonly decidedBy: 'only-day' | `both-days:${BothDaysRule}` | `neither-day:${NeitherDayRule}`;
  /** Share of each day's kala window the tithi holds, 0–1, in the order of the days. */
  readonly shares: readonly number[];
}

/**
 * The day (of consecutive `days`) on which a tithi occurrence is observed for `kala`, by the rules above.
 * `days` must cover the occurrence: the day it begins in through the day it ends in.
 */
export function prevailingDay(occurrence: TimeWindow, days: readonly DayBounds[], kala: Kala, rules: { both: BothDaysRule; neither: NeitherDayRule }): Prevalence {
  const shares = days.map((bounds) => {
    const window = kalaWindow(bounds, kala);
    return overlapMs(occurrence, window) / (window.end - window.start);
  });
  const holding = shares.flatMap((share, day) => (share > 0 ? [day] : []));
  if (holding.length === 1) return { day: holding[0]!, decidedBy: 'only-day', shares };
  if (holding.length >= 2) {
    const [first, second] = [holding[0]!, holding[holding.length - 1]!];
    const day = rules.both === 'first' ? first : rules.both === 'second' ? second : shares[second]! > shares[first]! ? second : first;
    return { day, decidedBy: `both-days:${rules.both}`, shares };
  }
  const contains = (instant: number) => days.findIndex((bounds) => instant >= bounds.sunrise && instant < bounds.nextSunrise);
  const day = rules.neither === 'day-it-begins' ? contains(occurrence.start) : contains(occurrence.end - 1);
  if (day < 0) throw new RangeError('the days given do not cover the occurrence');
  return { day, decidedBy: `neither-day:${rules.neither}`, shares };
}
