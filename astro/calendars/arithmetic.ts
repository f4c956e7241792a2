/**
 * The arithmetic calendars: the Indian national calendar (Saka) and the tabular Islamic calendar (Hijri).
 * Pure day counting, no astronomy; the rules and their sources are in data/regional-calendars.ts.
 */
import { type LocalDate, addDays, civilFromDays, daysFromCivil, isLeapYear } from '../time.ts';

/** A date of an arithmetic calendar: year, month 1–12, day 1–31, and the civil dates of its month's first and last days. */
export interface ArithmeticDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly monthStart: LocalDate;
  readonly monthEnd: LocalDate;
}

/** CE year − Saka year from Chaitra 1 to 31 December (the Saka era began in 78 CE). */
export const CE_MINUS_SAKA_YEARS = 78;

/** Days of each month of a Saka year; Chaitra has 31 days in a year that begins in a Gregorian leap year. */
function sakaMonthLengths(leap: boolean): number[] {
  return [leap ? 31 : 30, 31, 31, 31, 31, 31, 30, 30, 30, 30, 30, 30];
}

/** Chaitra 1 of the Saka year that begins in CE year `ceYear`: 21 March in a Gregorian leap year, else 22 March. */
export function sakaNewYear(ceYear: number): LocalDate {
  return { y: ceYear, m: 3, d: isLeapYear(ceYear) ? 21 : 22 };
}

/** The Indian national calendar date of a civil (Gregorian) date. */
export function sakaDateOf(date: LocalDate): ArithmeticDate {
  const today = daysFromCivil(date.y, date.m, date.d);
  let ceYear = date.y;
  let newYear = sakaNewYear(ceYear);
  if (today < daysFromCivil(newYear.y, newYear.m, newYear.d)) {
    ceYear -= 1;
    newYear = sakaNewYear(ceYear);
  }
  let remaining = today - daysFromCivil(newYear.y, newYear.m, newYear.d);
  let monthStart = newYear;
  const lengths = sakaMonthLengths(isLeapYear(ceYear));
  let month = 0;
  while (remaining >= lengths[month]!) {
    remaining -= lengths[month]!;
    monthStart = addDays(monthStart, lengths[month]!);
    month += 1;
  }
  return { year: ceYear - CE_MINUS_SAKA_YEARS, month: month + 1, day: remaining + 1, monthStart, monthEnd: addDays(monthStart, lengths[month]! - 1) };
}

/** The civil date of a Saka date (month 1–12, day within the month's length). */
export function civilOfSaka(year: number, month: number, day: number): LocalDate {
  const ceYear = year + CE_MINUS_SAKA_YEARS;
  const lengths = sakaMonthLengths(isLeapYear(ceYear));
  const before = lengths.slice(0, month - 1).reduce((sum, n) => sum + n, 0);
  return addDays(sakaNewYear(ceYear), before + day - 1);
}

/**
 * Days from 1970-01-01 to the Islamic epoch, Friday 16 July 622 in the Julian calendar (19 July proleptic
 * Gregorian): Reingold and Dershowitz's `islamic-epoch`, R.D. 227015, less R.D. 719163 of 1970-01-01.
 */
export const HIJRI_EPOCH_DAYS = 227_015 - 719_163;

/** True when Hijri year `year` has 355 days (30-day Dhu al-Hijjah): years 2, 5, 7, 10, 13, 16, 18, 21, 24, 26, 29 of 30. */
export function isHijriLeapYear(year: number): boolean {
  return (((14 + 11 * year) % 30) + 30) % 30 < 11;
}

/** Days of a Hijri month: odd months 30, even 29, Dhu al-Hijjah 30 in a leap year. */
export function hijriMonthLength(year: number, month: number): number {
  return month % 2 === 1 || (month === 12 && isHijriLeapYear(year)) ? 30 : 29;
}

/** Days from 1970-01-01 to a tabular Hijri date. */
export function daysFromHijri(year: number, month: number, day: number): number {
  return HIJRI_EPOCH_DAYS - 1 + (year - 1) * 354 + Math.floor((3 + 11 * year) / 30) + 29 * (month - 1) + Math.floor(month / 2) + day;
}

/** The tabular Hijri date of a civil (Gregorian) date: the Islamic date that holds from its midnight. */
export function hijriDateOf(date: LocalDate): ArithmeticDate {
  const days = daysFromCivil(date.y, date.m, date.d);
  const year = Math.floor((30 * (days - HIJRI_EPOCH_DAYS) + 10_646) / 10_631);
  const month = Math.min(12, Math.ceil((days - 29 - daysFromHijri(year, 1, 1)) / 29.5) + 1);
  const first = daysFromHijri(year, month, 1);
  return {
    year, month, day: days - first + 1,
    monthStart: civilFromDays(first),
    monthEnd: civilFromDays(first + hijriMonthLength(year, month) - 1),
  };
}
