/**
 * The arithmetic calendars (astro/calendars/arithmetic.ts): the tabular Hijri calendar on Reingold and
 * Dershowitz's sample date and round trips over the whole supported range; the Indian national (Saka) calendar's
 * new year and month lengths as the Calendar Reform Committee (1957) fixed them.
 */
import { describe, expect, it } from 'vitest';
import { HIJRI_EPOCH_DAYS, daysFromHijri, hijriDateOf, hijriMonthLength, isHijriLeapYear, sakaDateOf, civilOfSaka } from '../../astro/calendars/arithmetic.ts';
import { addDays, civilFromDays, daysFromCivil, formatLocalDate } from '../../astro/time.ts';

describe('tabular Hijri', () => {
  it('has its epoch on 16 July 622 Julian, 19 July proleptic Gregorian', () => {
    expect(HIJRI_EPOCH_DAYS).toBe(daysFromCivil(622, 7, 19));
  });

  it('gives Reingold and Dershowitz\'s sample date: 12 November 1945 is 6 Dhu al-Hijjah 1364', () => {
    expect(hijriDateOf({ y: 1945, m: 11, d: 12 })).toMatchObject({ year: 1364, month: 12, day: 6 });
  });

  it('has 11 leap years in 30, at 2, 5, 7, 10, 13, 16, 18, 21, 24, 26, 29', () => {
    expect(Array.from({ length: 30 }, (_, i) => i + 1).filter(isHijriLeapYear)).toEqual([2, 5, 7, 10, 13, 16, 18, 21, 24, 26, 29]);
    // 1444 is year 4 of its cycle, 1445 year 5.
    expect([hijriMonthLength(1444, 12), hijriMonthLength(1445, 12), hijriMonthLength(1445, 10), hijriMonthLength(1445, 11)]).toEqual([29, 30, 29, 30]);
  });

  it('converts every day of 1800–2399 to Hijri and back to the same day, the days of each month counting 1, 2, 3 …', () => {
    let date = { y: 1800, m: 1, d: 1 };
    let previous = hijriDateOf(addDays(date, -1));
    const bad: string[] = [];
    while (date.y < 2400) {
      const h = hijriDateOf(date);
      const back = civilFromDays(daysFromHijri(h.year, h.month, h.day));
      if (formatLocalDate(back) !== formatLocalDate(date)) bad.push(formatLocalDate(date));
      const follows = h.day === previous.day + 1 || (h.day === 1 && previous.day === hijriMonthLength(previous.year, previous.month));
      if (!follows) bad.push(`${formatLocalDate(date)} after day ${previous.day}`);
      previous = h;
      date = addDays(date, 1);
    }
    expect(bad).toEqual([]);
  });
});

describe('Indian national calendar (Saka)', () => {
  it('begins on 22 March, 21 March in a Gregorian leap year', () => {
    expect(sakaDateOf({ y: 2024, m: 3, d: 21 })).toMatchObject({ year: 1946, month: 1, day: 1 });
    expect(sakaDateOf({ y: 2025, m: 3, d: 22 })).toMatchObject({ year: 1947, month: 1, day: 1 });
    expect(sakaDateOf({ y: 2025, m: 3, d: 21 })).toMatchObject({ year: 1946, month: 12, day: 30 });
  });

  it('has Chaitra of 30 days (31 in a leap year), Vaishakha to Bhadra of 31, the rest of 30, and reads back', () => {
    for (const ceYear of [2023, 2024]) {
      const lengths = Array.from({ length: 12 }, (_, i) => {
        const first = civilOfSaka(ceYear - 78, i + 1, 1);
        return daysFromCivil(sakaDateOf(first).monthEnd.y, sakaDateOf(first).monthEnd.m, sakaDateOf(first).monthEnd.d) - daysFromCivil(first.y, first.m, first.d) + 1;
      });
      expect(lengths).toEqual([ceYear === 2024 ? 31 : 30, 31, 31, 31, 31, 31, 30, 30, 30, 30, 30, 30]);
    }
    expect(formatLocalDate(civilOfSaka(1946, 10, 1))).toBe('2024-12-22');
  });
});
