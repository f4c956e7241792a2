/**
 * The civil day a solar month begins on, by the regional rules of data/regional-calendars.ts (Sewell and
 * Dikshit, *The Indian Calendar*, 1896, Art. 28). The month begins astronomically at the sankranti, the Sun's
 * entry into a sidereal sign (solved by root finding in astro/panchanga/elements.ts); civilly at the sunrise
 * the rule picks: that of the Hindu day (sunrise to sunrise) holding the sankranti, or of one of the two after.
 */
import { InvalidParameterError } from '../errors.ts';
import { occurrences } from '../panchanga/elements.ts';
import { type Place, type RiseSetConvention, sunTimesForLocalDate } from '../rise-set.ts';
import { type Instant, type LocalDate, type Zone, MS_PER_DAY, addDays, formatLocalDate, localDateOf } from '../time.ts';
import type { AyanamshaId } from '../ayanamsha.ts';
import { MALABAR_DAYTIME_SHARE, type SolarMonthRule } from '../../data/regional-calendars.ts';

/** A Hindu day: its sunrise, sunset and the next sunrise (ms, UT). */
export interface HinduDay {
  readonly sunrise: Instant;
  readonly sunset: Instant;
  readonly nextSunrise: Instant;
}

/** Where in its day the sankranti fell, which decided the civil start. */
export type MonthStartReason =
  | 'before-midnight' | 'after-midnight' // bengal
  | 'day-of-sankranti' // orissa
  | 'before-sunset' | 'after-sunset' // tamil
  | 'within-three-fifths-of-daytime' | 'after-three-fifths-of-daytime'; // malabar

/**
 * How many days after the Hindu day holding the sankranti the month begins civilly, by `rule`.
 * @param sankranti the ingress instant (ms, UT); must satisfy day.sunrise ≤ sankranti < day.nextSunrise
 * @param day the Hindu day holding it
 * @returns 0 (that day), 1 (the next) or 2 (the day after the next: Bengal, after midnight), with the reason
 */
export function monthStartOffsetDays(rule: SolarMonthRule, sankranti: Instant, day: HinduDay): { days: 0 | 1 | 2; reason: MonthStartReason } {
  switch (rule) {
    case 'bengal': {
      const midnight = (day.sunset + day.nextSunrise) / 2;
      return sankranti < midnight ? { days: 1, reason: 'before-midnight' } : { days: 2, reason: 'after-midnight' };
    }
    case 'orissa':
      return { days: 0, reason: 'day-of-sankranti' };
    case 'tamil':
      return sankranti < day.sunset ? { days: 0, reason: 'before-sunset' } : { days: 1, reason: 'after-sunset' };
    case 'malabar': {
      const limit = day.sunrise + MALABAR_DAYTIME_SHARE * (day.sunset - day.sunrise);
      return sankranti < limit ? { days: 0, reason: 'within-three-fifths-of-daytime' } : { days: 1, reason: 'after-three-fifths-of-daytime' };
    }
  }
}

/** Where and how the days are counted: the place, its zone, the sunrise rule and the sidereal zodiac. */
export interface SolarContext {
  readonly place: Place;
  readonly zone: Zone;
  readonly sunrise: RiseSetConvention;
  readonly ayanamshaId: AyanamshaId;
}

/** A solar month's beginning: the sankranti and the civil day the rule gives. */
export interface SolarMonthStart {
  /** The regional rule that fixed the civil start. */
  readonly rule: SolarMonthRule;
  /** Sidereal sign the Sun enters, 1 = Mesha … 12 = Meena. */
  readonly sign: number;
  /** The sankranti (ms, UT). */
  readonly sankranti: Instant;
  /** Civil date of the sunrise of the Hindu day holding the sankranti. */
  readonly sankrantiDay: LocalDate;
  /** The civil date the month begins on. */
  readonly date: LocalDate;
  readonly reason: MonthStartReason;
}

/** Thrown where the Sun does not rise or set on a day a calendar needs (beyond the polar circles). */
export class NoSunriseForRuleError extends InvalidParameterError {
  constructor(readonly date: string) {
    super(`the Sun does not rise and set on ${date} at this latitude, so the days of this calendar, which begin at sunrise, cannot be counted there`, date);
  }
}

/** The Hindu day whose sunrise begins on `date`. */
export function hinduDay(context: SolarContext, date: LocalDate): HinduDay {
  const times = sunTimesForLocalDate(context.place, context.zone, date, context.sunrise);
  if (times.sunrise.instant === null || times.sunset.instant === null || times.nextSunrise.instant === null) throw new NoSunriseForRuleError(formatLocalDate(date));
  return { sunrise: times.sunrise.instant, sunset: times.sunset.instant, nextSunrise: times.nextSunrise.instant };
}

/** The Hindu day holding `instant` (the day of an instant before its civil date's sunrise is the previous one), with its date. */
export function hinduDayOf(context: SolarContext, instant: Instant): { date: LocalDate; day: HinduDay } {
  const date = localDateOf(context.zone, instant);
  const day = hinduDay(context, date);
  if (instant >= day.sunrise) return { date, day };
  const previous = addDays(date, -1);
  return { date: previous, day: hinduDay(context, previous) };
}

/** The civil start, by `rule`, of the solar month that the sankranti into `sign` at `sankranti` begins. */
export function solarMonthStart(rule: SolarMonthRule, sign: number, sankranti: Instant, context: SolarContext): SolarMonthStart {
  const { date, day } = hinduDayOf(context, sankranti);
  const { days, reason } = monthStartOffsetDays(rule, sankranti, day);
  return { rule, sign, sankranti, sankrantiDay: date, date: addDays(date, days), reason };
}

/**
 * The sankrantis (sidereal sign changes of the Sun) in [from, to), each as the sign entered and the instant.
 * @param from ms, UT; @param to ms, UT, after `from`
 */
export function sankrantisBetween(from: Instant, to: Instant, ayanamshaId: AyanamshaId): { sign: number; instant: Instant }[] {
  return occurrences('sunSign', from, to, { ayanamshaId })
    .filter((o) => o.start >= from && o.start < to)
    .map((o) => ({ sign: o.index, instant: o.start }));
}

/** Days scanned before a date for the sankranti of its month: a month is at most 32 days, the rule moves it by 2. */
const LOOKBACK_DAYS = 36;
/** Days scanned after a date for the next month's sankranti. */
const LOOKAHEAD_DAYS = 36;

/** The solar month holding a civil date: its start and the next month's, by `rule`. */
export function solarMonthHolding(rule: SolarMonthRule, date: LocalDate, context: SolarContext): { start: SolarMonthStart; next: SolarMonthStart } {
  const noon = Date.UTC(date.y, date.m - 1, date.d, 12);
  const found = sankrantisBetween(noon - LOOKBACK_DAYS * MS_PER_DAY, noon + LOOKAHEAD_DAYS * MS_PER_DAY, context.ayanamshaId);
  const key = formatLocalDate(date);
  const starts = found.map((s) => solarMonthStart(rule, s.sign, s.instant, context));
  for (let i = starts.length - 2; i >= 0; i--) {
    if (formatLocalDate(starts[i]!.date) <= key && key < formatLocalDate(starts[i + 1]!.date)) return { start: starts[i]!, next: starts[i + 1]! };
  }
  throw new Error(`No solar month found around ${key}`);
}
