/**
 * The parts of a Vedic day a festival's tithi must prevail in (kala), and on which of the days a tithi touches it
 * prevails. The building blocks of the festival calendar: a festival rule (data/festivals.ts) names a tithi, a
 * kala and what to do when the tithi holds the kala on both days it touches, or on neither.
 *
 * Kalas, from the day's sunrise, sunset and next sunrise (`KalaDay`); a muhurta is 1/15 of the daytime or of
 * the night, as in `day-periods.ts`:
 * - `sunrise`: the instant of sunrise (the udaya tithi, the one "prevailing at sunrise");
 * - `pratahkal`: the first three muhurtas of the daytime (the morning of the fivefold division below);
 * - `purvahna`: the forenoon, sunrise to midday, the first half of the daytime in the twofold division
 *   (almanacs print Akshaya Tritiya's and Vasant Panchami's puja muhurat from sunrise, or the tithi's start, to
 *   about midday);
 * - the five parts of the daytime, three muhurtas each (the dharmashastra division of the day into prātaḥ,
 *   saṅgava, madhyāhna, aparāhṇa and sāyāhna): `madhyahna` is day-muhurtas 7–9, `aparahna` 10–12;
 * - `pradosha`: the first three muhurtas of the night after sunset (Hindi almanac pages give Diwali's pradosh
 *   kaal as "the three muhurtas after sunset", about 2 h 24 min, e.g. nrirashtriya.com on Diwali 2025; Delhi
 *   7 November 2018 printed 17:30–20:11, three fifteenths of a 13 h 25 min night);
 * - `nishita`: the eighth muhurta of the night, the one around midnight;
 * - `midnight`: the instant in the middle of the night (ardharatri), the Smarta Janmashtami's test: in 2025 the
 *   Ashtami began at 23:49 IST, after Kolkata's midnight and before Delhi's, and almanacs kept Janmashtami on
 *   15 August in Delhi and on 16 August in Kolkata;
 * - `moonrise`: the instant of the Moon's rise on the civil date of the day (Sankashti Chaturthi, Karwa Chauth:
 *   the fast ends at moonrise); a date with no moonrise has no such kala.
 *
 * Prevalence. A tithi occurrence [start, end) holds a kala on a day when it overlaps that day's kala window (for
 * an instant kala, when the instant falls inside it). A tithi overlaps at most two consecutive days' windows of
 * one kala. When it holds the kala on one day, that is the day. When it holds it on both, the rule decides: the
 * day with the greater share of the kala (`greater`), the first (`first`), the second (`second`), or the second
 * when the tithi holds at least one ghati (24 minutes) of its kala there, else the first (`second-if-one-ghati`,
 * the Dharmasindhu's rule for Diwali's Amavasya in pradosha as almanacs apply it: in 2024 the Amavasya ended 40
 * minutes after sunset on 1 November in Delhi, the day printed there, and 11 minutes after it in Mumbai, which
 * kept 31 October). When it holds the kala on neither day (the tithi falls between two kalas), the rule's
 * fallback decides: the day the tithi begins (`day-it-begins`) or the day it ends (`day-it-ends`).
 */
import type { DayBounds, TimeWindow } from '../day-periods.ts';
import type { Instant } from '../time.ts';
import {
  BOTH_DAYS_RULES, type FestivalBothDaysRule, type FestivalKala, type FestivalNeitherDayRule, KALAS, NEITHER_DAY_RULES,
} from '../../data/festivals.ts';

export { BOTH_DAYS_RULES, KALAS, NEITHER_DAY_RULES };
export type Kala = FestivalKala;
export type BothDaysRule = FestivalBothDaysRule;
export type NeitherDayRule = FestivalNeitherDayRule;

/** A ghati: 1/60 of a day, 24 minutes. */
export const GHATI_MS = 24 * 60_000;

/** A Vedic day's bounds, with the Moon's rise on its civil date where a rule needs it (null: none that date). */
export interface KalaDay extends DayBounds {
  readonly moonrise?: Instant | null;
}

/** A kala that is a run of equal parts of the daytime (sunrise → sunset) or the night (sunset → next sunrise). */
interface KalaParts {
  readonly span: 'day' | 'night';
  /** How many equal parts the span is cut into (15: muhurtas). */
  readonly count: number;
  /** First and last part of the kala, 1-based, inclusive. */
  readonly from: number;
  readonly to: number;
}

/** The kalas made of parts of the day or night, as the module comment lists them. */
const KALA_PARTS = {
  pratahkal: { span: 'day', count: 15, from: 1, to: 3 },
  purvahna: { span: 'day', count: 2, from: 1, to: 1 },
  madhyahna: { span: 'day', count: 15, from: 7, to: 9 },
  aparahna: { span: 'day', count: 15, from: 10, to: 12 },
  pradosha: { span: 'night', count: 15, from: 1, to: 3 },
  nishita: { span: 'night', count: 15, from: 8, to: 8 },
} as const satisfies Partial<Record<Kala, KalaParts>>;

/** Parts `from`…`to` of `count` equal parts of the daytime or night of `bounds`, as one window. */
function partsWindow(bounds: KalaDay, { span, count, from, to }: KalaParts): TimeWindow {
  const [start, end] = span === 'day' ? [bounds.sunrise, bounds.sunset] : [bounds.sunset, bounds.nextSunrise];
  const length = (end - start) / count;
  return { start: start + (from - 1) * length, end: to === count ? end : start + to * length };
}

/**
 * The window of `kala` on the day `bounds` (for `sunrise`, `midnight` and `moonrise`, the one millisecond of the instant);
 * null for `moonrise` on a day without one. Throws when `moonrise` is asked of bounds that do not carry it.
 */
export function kalaWindow(bounds: KalaDay, kala: Kala): TimeWindow | null {
  switch (kala) {
    case 'sunrise':
      return { start: bounds.sunrise, end: bounds.sunrise + 1 };
    case 'midnight': {
      const middle = (bounds.sunset + bounds.nextSunrise) / 2;
      return { start: middle, end: middle + 1 };
    }
    case 'moonrise':
      if (bounds.moonrise === undefined) throw new RangeError('the day bounds do not carry the moonrise');
      return bounds.moonrise === null ? null : { start: bounds.moonrise, end: bounds.moonrise + 1 };
    default:
      return partsWindow(bounds, KALA_PARTS[kala]);
  }
}

/** Milliseconds two windows share (0 when either is null). */
export function overlapMs(a: TimeWindow | null, b: TimeWindow | null): number {
  return a && b ? Math.max(0, Math.min(a.end, b.end) - Math.max(a.start, b.start)) : 0;
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
export function prevailingDay(occurrence: TimeWindow, days: readonly KalaDay[], kala: Kala, rules: { both: BothDaysRule; neither: NeitherDayRule }): Prevalence {
  const windows = days.map((bounds) => kalaWindow(bounds, kala));
  const shares = windows.map((window) => (window ? overlapMs(occurrence, window) / (window.end - window.start) : 0));
  const holding = shares.flatMap((share, day) => (share > 0 ? [day] : []));
  if (holding.length === 1) return { day: holding[0]!, decidedBy: 'only-day', shares };
  if (holding.length >= 2) {
    const [first, second] = [holding[0]!, holding[holding.length - 1]!];
    const secondHolds = overlapMs(occurrence, windows[second]!) >= Math.min(GHATI_MS, windows[second]!.end - windows[second]!.start);
    const day =
      rules.both === 'first' ? first
      : rules.both === 'second' ? second
      : rules.both === 'second-if-one-ghati' ? (secondHolds ? second : first)
      : shares[second]! > shares[first]! ? second : first;
    return { day, decidedBy: `both-days:${rules.both}`, shares };
  }
  const contains = (instant: number) => days.findIndex((bounds) => instant >= bounds.sunrise && instant < bounds.nextSunrise);
  const day = rules.neither === 'day-it-begins' ? contains(occurrence.start) : contains(occurrence.end - 1);
  if (day < 0) throw new RangeError('the days given do not cover the occurrence');
  return { day, decidedBy: `neither-day:${rules.neither}`, shares };
}
