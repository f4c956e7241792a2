/**
 * A month of a regional calendar as civil days: finding the month a calendar names by its year and number, and
 * writing a run of civil days in a calendar (astro/calendars/regional.ts).
 *
 * A month is named by the year in force on its last day (the purnimanta Chaitra in which Vikram 2081 began is
 * Chaitra 2081; the Odia month in which Sunia falls carries the new Amli year) and its number in the calendar's own order; a lunar
 * month that has an adhika twin is its nija (ordinary) month. The month is found from an estimate of its first
 * day (mean month lengths from the era's known starts), corrected by stepping a month at a time until the month
 * holding the estimate is the one asked for.
 */
import { civilOfSaka, daysFromHijri } from './arithmetic.ts';
import { type CalendarDate, MEAN_SOLAR_MONTH_DAYS, calendarDateOf } from './regional.ts';
import { type SolarContext, hinduDay } from './solar-month.ts';
import { MEAN_SYNODIC_MONTH_DAYS as MEAN_LUNAR_MONTH_DAYS, tithiAt } from '../panchanga/elements.ts';
import { CE_MINUS_SHAKA_YEARS } from '../panchanga/calendar.ts';
import { type LocalDate, addDays, civilFromDays, daysFromCivil } from '../time.ts';
import { type CalendarId, LUNAR_CALENDARS, SOLAR_CALENDARS, SOLAR_ERA_OFFSETS, type SolarCalendarId } from '../../data/regional-calendars.ts';


/** A civil date about `days` (rounded) after 1 January of `year`. */
const dayOfYear = (year: number, days: number): LocalDate => addDays({ y: year, m: 1, d: 1 }, Math.round(days));

/**
 * An estimate of the middle of month `month` (1–12, the calendar's order) of era year `year`, within about two
 * weeks: the sidereal Sun enters Makara about 14 January in 1800–2400 (day 13 of the year), each sign a mean
 * solar month later; amanta Chaitra opens within a fortnight of 25 March, purnimanta Chaitra of 10 March and
 * Kartika (Gujarati) of 25 October.
 */
export function monthEstimate(calendar: CalendarId, year: number, month: number): LocalDate {
  switch (calendar) {
    case 'saka':
      return addDays(civilOfSaka(year, month, 1), 14);
    case 'hijri':
    case 'hijri-crescent':
      return civilFromDays(daysFromHijri(year, month, 15));
    case 'amanta':
    case 'marathi':
      return dayOfYear(year + CE_MINUS_SHAKA_YEARS, 83 + (month - 1 + 0.5) * MEAN_LUNAR_MONTH_DAYS);
    case 'purnimanta':
      return dayOfYear(year - 57, 68 + (month - 1 + 0.5) * MEAN_LUNAR_MONTH_DAYS);
    case 'gujarati':
      return dayOfYear(year - 57, 297 + (month - 1 + 0.5) * MEAN_LUNAR_MONTH_DAYS);
    default: {
      const table = SOLAR_CALENDARS[calendar as SolarCalendarId];
      const sign = table.months[month - 1]!.sign;
      // The CE year in which that month's sign is entered: the era's offset, less one for the months of an era
      // year that fall after the next 1 January.
      const sinceMakara = (sign - 10 + 12) % 12;
      let ceYear: number;
      if (calendar === 'tamil') ceYear = year - SOLAR_ERA_OFFSETS.tamil;
      else if (calendar === 'odia') ceYear = year - SOLAR_ERA_OFFSETS.odia + (month <= 5 ? 1 : month >= 10 ? 1 : 0);
      else {
        const firstSinceMakara = (table.months[0]!.sign - 10 + 12) % 12;
        ceYear = year - SOLAR_ERA_OFFSETS[calendar as SolarCalendarId] + (sinceMakara < firstSinceMakara ? 1 : 0);
      }
      return dayOfYear(ceYear, 13 + (sinceMakara + 0.5) * MEAN_SOLAR_MONTH_DAYS);
    }
  }
}

/** A civil date written in one calendar at one place: computed (`calendarDateOf`), or read from stored days. */
export type DateOf = (date: LocalDate) => CalendarDate;

/** The first day of the month holding `date`, written in the calendar, and the year in force on the month's last day. */
function monthOfFirstDay(calendar: CalendarId, date: LocalDate, dateOf: DateOf): { first: CalendarDate; yearAtEnd: number } {
  const value = dateOf(date);
  const first = sameDate(value.monthStart, date) ? value : dateOf(value.monthStart);
  const yearTurnsInside = calendar === 'purnimanta' || calendar === 'odia';
  return { first, yearAtEnd: yearTurnsInside ? dateOf(first.monthEnd).year : first.year };
}

const sameDate = (a: LocalDate, b: LocalDate) => a.y === b.y && a.m === b.m && a.d === b.d;

const STEPS = 6;

/**
 * The month `month` (1–12 in the calendar's order) of era year `year`: its first day written in the calendar, or
 * null when the calendar has no such month (a year outside its count). `dateOf` writes a civil date in the calendar
 * (by default computed at the context's place).
 */
export function findMonth(calendar: CalendarId, year: number, month: number, context: SolarContext, dateOf: DateOf = (date) => calendarDateOf(calendar, date, context)): CalendarDate | null {
  let probe = monthEstimate(calendar, year, month);
  for (let step = 0; step < STEPS; step++) {
    const { first: found, yearAtEnd } = monthOfFirstDay(calendar, probe, dateOf);
    if (yearAtEnd === year && found.month === month) {
      // The nija month of a lunar month with an adhika twin follows the adhika.
      return found.isAdhika ? monthOfFirstDay(calendar, addDays(found.monthEnd, 1), dateOf).first : found;
    }
    const behind = yearAtEnd * 12 + found.month < year * 12 + month;
    // Step to the neighbouring month: past this month's end, or before its start.
    probe = behind ? addDays(found.monthEnd, 1) : addDays(found.monthStart, -1);
  }
  return null;
}

const dayNumber = (date: LocalDate) => daysFromCivil(date.y, date.m, date.d);

/** The tithi (1–30) at the sunrise of a civil date at the context's place. */
export type SunriseTithi = (date: LocalDate) => number;

/** The tithi at each sunrise at the context's place, each date's found once and remembered. */
export function rememberedSunriseTithi(context: SolarContext): SunriseTithi {
  const tithis = new Map<number, number>();
  return (date) => {
    const n = dayNumber(date);
    const known = tithis.get(n);
    if (known !== undefined) return known;
    const tithi = tithiAt(hinduDay(context, date).sunrise).number;
    tithis.set(n, tithi);
    return tithi;
  };
}

/**
 * Every civil day from `from` to `to` inclusive written in the calendar. A month is computed whole once: a solar or
 * arithmetic day counts on from the month's first; a lunar day takes the tithi at its sunrise (`sunriseTithi`, which
 * the lunar calendars of one place may share), and the year (which changes inside a purnimanta Chaitra) is found by
 * bisecting the month when its first and last days differ.
 */
export function calendarDays(
  calendar: CalendarId,
  from: LocalDate,
  to: LocalDate,
  context: SolarContext,
  sunriseTithi: SunriseTithi = (date) => tithiAt(hinduDay(context, date).sunrise).number,
): CalendarDate[] {
  const days: CalendarDate[] = [];
  const last = dayNumber(to);
  const lunar = calendar in LUNAR_CALENDARS;
  let n = dayNumber(from);
  while (n <= last) {
    const month = calendarDateOf(calendar, civilFromDays(n), context);
    const end = Math.min(dayNumber(month.monthEnd), last);
    let yearTurns = Number.POSITIVE_INFINITY;
    let laterYear = month.year;
    if (lunar && end > n) {
      const atEnd = calendarDateOf(calendar, civilFromDays(end), context);
      if (atEnd.year !== month.year) {
        laterYear = atEnd.year;
        let low = n;
        let high = end;
        while (high - low > 1) {
          const middle = Math.floor((low + high) / 2);
          if (calendarDateOf(calendar, civilFromDays(middle), context).year === month.year) low = middle;
          else high = middle;
        }
        yearTurns = high;
      }
    }
    for (let day = n; day <= end; day++) {
      if (day === n) days.push(month);
      else if (!lunar) days.push({ ...month, day: month.day + (day - n) });
      else {
        const tithi = sunriseTithi(civilFromDays(day));
        days.push({ ...month, year: day >= yearTurns ? laterYear : month.year, day: tithi > 15 ? tithi - 15 : tithi, paksha: tithi > 15 ? 'krishna' : 'shukla' });
      }
    }
    n = end + 1;
  }
  return days;
}
