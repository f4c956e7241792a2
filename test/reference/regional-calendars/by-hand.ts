/**
 * The regional month-start rules stated again, independently of astro/calendars/solar-month.ts: on the civil date of
 * the ingress with the sunrise and sunset of that date and its neighbours, instead of on the Hindu day; and the
 * comparison of the engine's civil starts with them over a range of sankrantis at a city.
 */
import { sankrantisBetween, solarMonthStart } from '../../../astro/calendars/solar-month.ts';
import { sunTimesForLocalDate } from '../../../astro/rise-set.ts';
import { type LocalDate, type Zone, addDays, formatLocalDate, localDateOf } from '../../../astro/time.ts';
import { cityById } from '../../../data/cities.ts';
import type { SolarMonthRule } from '../../../data/regional-calendars.ts';

/** The rule stated on the civil date D of the ingress, with the sunrise and sunset of D and its neighbours. */
export function byHand(rule: SolarMonthRule, sankranti: number, rise: (d: LocalDate) => number, set: (d: LocalDate) => number, zone: Zone): LocalDate {
  const d = localDateOf(zone, sankranti);
  const beforeSunrise = sankranti < rise(d);
  switch (rule) {
    case 'tamil':
      return sankranti < set(d) ? d : addDays(d, 1);
    case 'orissa':
      return beforeSunrise ? addDays(d, -1) : d;
    case 'malabar':
      if (beforeSunrise) return d; // after the previous day's sunset
      return sankranti < rise(d) + 0.6 * (set(d) - rise(d)) ? d : addDays(d, 1);
    case 'bengal': {
      if (beforeSunrise) {
        const midnight = (set(addDays(d, -1)) + rise(d)) / 2;
        return sankranti < midnight ? d : addDays(d, 1);
      }
      const midnight = (set(d) + rise(addDays(d, 1))) / 2;
      return sankranti < midnight ? addDays(d, 1) : addDays(d, 2);
    }
  }
}

/** The cities of the check, one or two per region, with their rule. */
export const REGIONS: readonly (readonly [string, SolarMonthRule])[] = [
  ['chennai', 'tamil'], ['kolkata', 'bengal'], ['guwahati', 'bengal'], ['bhubaneswar', 'orissa'], ['amritsar', 'orissa'], ['thiruvananthapuram', 'malabar'],
];

/**
 * Every sankranti in [fromYear, toYear] at a city by the engine and by hand: the disagreements (expected none), how
 * many ingresses each of the engine's reasons decided, and how many each offset of the start from the ingress's civil
 * date took (so a test sees both branches of a rule taken).
 */
export function compareStarts(cityId: string, rule: SolarMonthRule, fromYear: number, toYear: number) {
  const city = cityById(cityId)!;
  const zone: Zone = { kind: 'iana', name: city.timezone };
  const place = { latitude: city.latitude, longitude: city.longitude, elevationMeters: city.elevationM ?? 0 };
  const context = { place, zone, sunrise: 'observed' as const, ayanamshaId: 1 as const };
  const times = (d: LocalDate) => sunTimesForLocalDate(place, zone, d, 'observed');
  const rise = (d: LocalDate) => times(d).sunrise.instant!;
  const set = (d: LocalDate) => times(d).sunset.instant!;
  const sankrantis = sankrantisBetween(Date.UTC(fromYear, 0, 1), Date.UTC(toYear + 1, 0, 1), 1);
  const mismatches: string[] = [];
  const offsets = new Map<number, number>();
  const reasons = new Map<string, number>();
  for (const s of sankrantis) {
    const start = solarMonthStart(rule, s.sign, s.instant, context);
    const engine = formatLocalDate(start.date);
    reasons.set(start.reason, (reasons.get(start.reason) ?? 0) + 1);
    const hand = formatLocalDate(byHand(rule, s.instant, rise, set, zone));
    if (engine !== hand) mismatches.push(`${new Date(s.instant).toISOString()} sign ${s.sign}: engine ${engine}, by hand ${hand}`);
    const offset = Math.round((Date.parse(hand) - Date.parse(formatLocalDate(localDateOf(zone, s.instant)))) / 86_400_000);
    offsets.set(offset, (offsets.get(offset) ?? 0) + 1);
  }
  return { count: sankrantis.length, mismatches, offsets, reasons };
}
