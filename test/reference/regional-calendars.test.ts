/**
 * The civil start of a solar month by region (astro/calendars/solar-month.ts): Sewell and Dikshit's worked
 * examples, and every sankranti 2000–2030 at six cities against the rule applied again here, independently, on
 * the civil date of the ingress. Provenance and tolerances: test/reference/regional-calendars/README.md.
 */
import { describe, expect, it } from 'vitest';
import { type HinduDay, monthStartOffsetDays, sankrantisBetween, solarMonthStart } from '../../astro/calendars/solar-month.ts';
import { REGIONS, compareStarts } from './regional-calendars/by-hand.ts';
import { solarCalendarDate } from '../../astro/calendars/regional.ts';
import { type LocalDate, type Zone, MS_PER_HOUR, MS_PER_MINUTE, addDays, formatLocalDate, localToInstant, weekdayOf } from '../../astro/time.ts';
import { cityById } from '../../data/cities.ts';

const IST: Zone = { kind: 'offset', hours: 5.5 };

/** A day as Sewell and Dikshit count it: mean sunrise at 6 a.m. local, sunset after `daytimeHours`. */
function meanDay(date: LocalDate, daytimeHours = 12): HinduDay {
  const sunrise = localToInstant(IST, date.y, date.m, date.d, 6);
  return { sunrise, sunset: sunrise + daytimeHours * MS_PER_HOUR, nextSunrise: sunrise + 24 * MS_PER_HOUR };
}
const after = (day: HinduDay, h: number, m: number) => day.sunrise + h * MS_PER_HOUR + m * MS_PER_MINUTE;

describe('Sewell and Dikshit\'s worked examples', () => {
  it('Bengal: Kumbha 1855, 20 h 5 m after Saturday\'s sunrise, after midnight: Phalguna begins on the third day, Monday 12 February', () => {
    const saturday = { y: 1855, m: 2, d: 10 };
    expect(weekdayOf(saturday)).toBe(6);
    const { days, reason } = monthStartOffsetDays('bengal', after(meanDay(saturday), 20, 5), meanDay(saturday));
    expect([days, reason]).toEqual([2, 'after-midnight']);
    const start = addDays(saturday, days);
    expect(weekdayOf(start)).toBe(1);
    expect(formatLocalDate(addDays(start, 20 - 1))).toBe('1855-03-03'); // 20 Phalguna, a Saturday
  });

  it('Tamil: Simha 1848, 11 h 8 m after Monday\'s sunrise, before sunset: Avani begins that day; 20 Avani is 2 September', () => {
    const monday = { y: 1848, m: 8, d: 14 };
    expect(weekdayOf(monday)).toBe(1);
    const day = meanDay(monday, 12.5);
    const { days } = monthStartOffsetDays('tamil', after(day, 11, 8), day);
    expect(days).toBe(0);
    expect(formatLocalDate(addDays(monday, days + 20 - 1))).toBe('1848-09-02');
  });

  it('Malabar: the same sankranti falls after three fifths of the daytime: Chingam begins a day later; 19 Chingam is 2 September', () => {
    const monday = { y: 1848, m: 8, d: 14 };
    const day = meanDay(monday, 12.5);
    const { days, reason } = monthStartOffsetDays('malabar', after(day, 11, 8), day);
    expect([days, reason]).toEqual([1, 'after-three-fifths-of-daytime']);
    expect(formatLocalDate(addDays(monday, days + 19 - 1))).toBe('1848-09-02');
  });

  it('Orissa: 23 h 50 m after Friday\'s sunrise still begins the month on Friday', () => {
    const day = meanDay({ y: 1900, m: 1, d: 5 });
    expect(monthStartOffsetDays('orissa', after(day, 23, 50), day).days).toBe(0);
  });

  it('Malabar: with a 12 h 30 m daytime, 7 h 25 m after sunrise begins the month that day, 7 h 35 m the next', () => {
    const day = meanDay({ y: 1900, m: 1, d: 5 }, 12.5);
    expect(monthStartOffsetDays('malabar', after(day, 7, 25), day).days).toBe(0);
    expect(monthStartOffsetDays('malabar', after(day, 7, 35), day).days).toBe(1);
  });
});

describe('the sankrantis of 2023–2026, by the engine and by hand (every one 2000–2030: regional-calendars.slow.test.ts)', () => {
  for (const [cityId, rule] of REGIONS) {
    it(`${rule} rule at ${cityId}: every civil start agrees`, () => {
      const { count, mismatches, offsets, reasons } = compareStarts(cityId, rule, 2023, 2026);
      expect(count).toBe(4 * 12);
      expect(mismatches).toEqual([]);
      // Both branches of the rule are taken (the Orissa rule has one reason; its ingresses fall before and after sunrise).
      expect(rule === 'orissa' ? offsets.size : reasons.size).toBeGreaterThan(1);
    });
  }

  it('numbers the days of each month from 1 on its civil start to the day before the next start', () => {
    const city = cityById('kolkata')!;
    const context = {
      place: { latitude: city.latitude, longitude: city.longitude, elevationMeters: city.elevationM ?? 0 },
      zone: { kind: 'iana', name: city.timezone } as Zone, sunrise: 'observed' as const, ayanamshaId: 1 as const,
    };
    for (const s of sankrantisBetween(Date.UTC(2024, 0, 1), Date.UTC(2025, 0, 1), 1)) {
      const start = solarMonthStart('bengal', s.sign, s.instant, context).date;
      const first = solarCalendarDate('bengali', start, context);
      const last = solarCalendarDate('bengali', addDays(start, -1), context);
      expect(first.day).toBe(1);
      expect(formatLocalDate(first.monthStart)).toBe(formatLocalDate(start));
      expect(last.day).toBeGreaterThanOrEqual(29);
      expect(last.day).toBeLessThanOrEqual(32);
      expect(formatLocalDate(last.monthEnd)).toBe(formatLocalDate(addDays(start, -1)));
    }
  });
});
