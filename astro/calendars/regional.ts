/**
 * A civil date in each regional calendar of data/regional-calendars.ts: month (in the calendar's own order,
 * named), day, year and era, the civil dates the month begins and ends on, and what began it (the sankranti
 * and the regional rule, the new or full moon, or the arithmetic of the calendar).
 *
 * - Solar calendars (tamil, malayalam, bengali, odia, punjabi, assamese): the month holding the date is the one
 *   whose civil start (astro/calendars/solar-month.ts) is the latest on or before it; the day counts from that
 *   start (1 on the start). The year turns at the civil start of the era's first month, found by counting the
 *   months back from the current one (Tamil: Thiruvalluvar year at Thai 1, year name at Chithirai 1); the Odia
 *   Amli year turns at Sunia, the first day whose sunrise falls in Bhadrapada Shukla Dwadashi or later.
 * - Lunar calendars (amanta, purnimanta, gujarati, marathi): the date's month and tithi are those at its
 *   sunrise (astro/panchanga/calendar.ts); the day is the tithi's number within its paksha. The month runs over
 *   the consecutive days with the same name and adhika flag; it begins on the first day whose sunrise follows
 *   the new moon (amanta) or the full or new moon (purnimanta) that opened it.
 * - Saka and Hijri: astro/calendars/arithmetic.ts; Hijri by the crescent: astro/calendars/crescent.ts.
 */
import { hijriDateOf, sakaDateOf } from './arithmetic.ts';
import { type CrescentMonthStart, crescentDateOf } from './crescent.ts';
import { type SolarContext, type SolarMonthStart, hinduDay, solarMonthHolding } from './solar-month.ts';
import { CE_MINUS_SHAKA_YEARS, amantaMonthAt, lunarCalendarAt } from '../panchanga/calendar.ts';
import { MEAN_SYNODIC_MONTH_DAYS, crossingNear, tithiAt } from '../panchanga/elements.ts';
import { elongationDeg } from '../positions.ts';
import { type Instant, type LocalDate, MS_PER_DAY, addDays, daysFromCivil, localDateOf } from '../time.ts';
import {
  ARITHMETIC_CALENDARS, type CalendarId, HIJRI_MONTHS, LUNAR_CALENDARS, type LunarCalendarId, SAKA_MONTHS, SOLAR_CALENDARS, SOLAR_ERA_OFFSETS,
  SIGHTED_CALENDARS, type SolarCalendarId, TAMIL_YEAR_NAMES,
} from '../../data/regional-calendars.ts';
import { LUNAR_MONTHS, samvatsaraOfYearBeginning } from '../../data/lunar-calendar.ts';
import type { Text } from '../../data/text.ts';
import type { Paksha } from '../../data/tithis.ts';

/** What began a month. */
export type MonthOpening =
  | { readonly kind: 'sankranti'; readonly start: SolarMonthStart }
  | { readonly kind: 'new-moon' | 'full-moon'; readonly instant: Instant }
  | { readonly kind: 'crescent'; readonly start: CrescentMonthStart }
  | { readonly kind: 'arithmetic' };

/** A civil date written in one calendar. */
export interface CalendarDate {
  readonly calendar: CalendarId;
  /** Year in the calendar's era. */
  readonly year: number;
  readonly era: Text;
  /** The 60-year cycle name where the calendar names its years (Tamil, amanta, Marathi), else null. */
  readonly yearName: Text | null;
  /** 1–12 in the calendar's own order (Chithirai, Chingam, Boishakh, Chaitra, Kartika (Gujarati), Muharram = 1). */
  readonly month: number;
  readonly monthName: Text;
  /** Lunar calendars: an adhika (intercalary) month. */
  readonly isAdhika: boolean;
  /** Day of the month (1 on its first civil day); lunar calendars: the tithi at sunrise within its paksha, 1–15. */
  readonly day: number;
  /** Lunar calendars: the paksha of the tithi at sunrise; null otherwise. */
  readonly paksha: Paksha | null;
  readonly monthStart: LocalDate;
  /** The month's last civil day. */
  readonly monthEnd: LocalDate;
  readonly opening: MonthOpening;
}

/** Mean sidereal solar month, days: the sidereal year (365.2564 d) over twelve. */
export const MEAN_SOLAR_MONTH_DAYS = 365.2564 / 12;

const daysBetween = (a: LocalDate, b: LocalDate) => daysFromCivil(b.y, b.m, b.d) - daysFromCivil(a.y, a.m, a.d);

/** The CE year of the civil date about `months` mean solar months before `date` (the date an era turned). */
function ceYearMonthsBefore(date: LocalDate, months: number): number {
  return addDays(date, -Math.round(months * MEAN_SOLAR_MONTH_DAYS)).y;
}

/** A civil date in a solar calendar. */
export function solarCalendarDate(calendar: SolarCalendarId, date: LocalDate, context: SolarContext): CalendarDate {
  const table = SOLAR_CALENDARS[calendar];
  const { start, next } = solarMonthHolding(table.rule, date, context);
  const index = table.months.findIndex((m) => m.sign === start.sign);
  const month = table.months[index]!;
  let year: number;
  let yearName: Text | null = null;
  if (calendar === 'tamil') {
    const thai = table.months.findIndex((m) => m.sign === 10);
    year = ceYearMonthsBefore(start.date, (index - thai + 12) % 12) + SOLAR_ERA_OFFSETS.tamil;
    yearName = TAMIL_YEAR_NAMES[samvatsaraOfYearBeginning(ceYearMonthsBefore(start.date, index)).number - 1]!;
  } else if (calendar === 'odia') {
    year = date.y + SOLAR_ERA_OFFSETS.odia - (suniaPassed(date, context) ? 0 : 1);
  } else {
    year = ceYearMonthsBefore(start.date, index) + SOLAR_ERA_OFFSETS[calendar];
  }
  return {
    calendar, year, era: table.era, yearName, month: index + 1, monthName: month, isAdhika: false,
    day: daysBetween(start.date, date) + 1, paksha: null, monthStart: start.date, monthEnd: addDays(next.date, -1),
    opening: { kind: 'sankranti', start },
  };
}

/** Bhadrapada, the amanta month of Sunia (the Amli new year, Bhadrapada Shukla Dwadashi). */
const SUNIA_MONTH = 6;
const SUNIA_TITHI = 12;

/** True when the Amli year has turned in `date`'s CE year by that date: its sunrise is at or after Sunia. */
function suniaPassed(date: LocalDate, context: SolarContext): boolean {
  if (date.m <= 6) return false;
  const sunrise = hinduDay(context, date).sunrise;
  const month = amantaMonthAt(sunrise, context.ayanamshaId);
  if (month.number !== SUNIA_MONTH) return month.number > SUNIA_MONTH;
  return !month.isAdhika && tithiAt(sunrise).number >= SUNIA_TITHI;
}

/** The full moon (elongation 180°, ms UT) inside the amanta lunation opened by the new moon `start`. */
function fullMoonAfter(start: Instant): Instant {
  const found = crossingNear(elongationDeg, 180, start + (MEAN_SYNODIC_MONTH_DAYS / 2) * MS_PER_DAY, 2 * MS_PER_DAY);
  if (found === null) throw new Error(`No full moon found after ${start}`);
  return found;
}

/**
 * The instants that open and close the lunar month holding `instant`, by a reckoning. Amanta: the new moons.
 * Purnimanta: an adhika month runs new moon to new moon; otherwise full moon to full moon, except that the side
 * next to an adhika month ends at that month's new moon (astro/panchanga/calendar.ts).
 */
function lunarMonthBounds(instant: Instant, reckoning: 'amanta' | 'purnimanta', ayanamshaId: SolarContext['ayanamshaId']) {
  const amanta = amantaMonthAt(instant, ayanamshaId);
  if (reckoning === 'amanta' || amanta.isAdhika) return { opening: { instant: amanta.start, kind: 'new-moon' as const }, closing: amanta.end };
  const fullMoon = fullMoonAfter(amanta.start);
  if (instant >= fullMoon) {
    const next = amantaMonthAt(amanta.end + MS_PER_DAY, ayanamshaId);
    return { opening: { instant: fullMoon, kind: 'full-moon' as const }, closing: next.isAdhika ? amanta.end : fullMoonAfter(amanta.end) };
  }
  const previous = amantaMonthAt(amanta.start - MS_PER_DAY, ayanamshaId);
  return {
    opening: previous.isAdhika ? { instant: amanta.start, kind: 'new-moon' as const } : { instant: fullMoonAfter(previous.start), kind: 'full-moon' as const },
    closing: fullMoon,
  };
}

/** The civil date of the first sunrise at or after `instant`. */
function firstSunriseDate(instant: Instant, context: SolarContext): LocalDate {
  const date = localDateOf(context.zone, instant);
  return hinduDay(context, date).sunrise >= instant ? date : addDays(date, 1);
}

/** A civil date in a lunar calendar. */
export function lunarCalendarDate(calendar: LunarCalendarId, date: LocalDate, context: SolarContext): CalendarDate {
  const table = LUNAR_CALENDARS[calendar];
  const sunrise = hinduDay(context, date).sunrise;
  const lunar = lunarCalendarAt(sunrise, context.ayanamshaId);
  const value = table.reckoning === 'amanta' ? lunar.amanta : lunar.purnimanta;
  const { opening, closing } = lunarMonthBounds(sunrise, table.reckoning, context.ayanamshaId);
  const tithi = tithiAt(sunrise).number;
  const month = calendar === 'gujarati' ? ((value.number - 8 + 12) % 12) + 1 : value.number;
  const year =
    calendar === 'purnimanta' ? lunar.vikramYear
    : calendar === 'gujarati' ? lunar.vikramYear - (lunar.amanta.number < 8 || (lunar.amanta.number === 8 && lunar.amanta.isAdhika) ? 1 : 0)
    : lunar.shakaYear;
  return {
    calendar, year, era: table.era,
    yearName: calendar === 'amanta' || calendar === 'marathi' ? samvatsaraOfYearBeginning(lunar.shakaYear + CE_MINUS_SHAKA_YEARS) : null,
    month, monthName: LUNAR_MONTHS[value.number - 1]!, isAdhika: value.isAdhika,
    day: tithi > 15 ? tithi - 15 : tithi, paksha: tithi > 15 ? 'krishna' : 'shukla',
    monthStart: firstSunriseDate(opening.instant, context), monthEnd: addDays(firstSunriseDate(closing, context), -1),
    opening: { kind: opening.kind, instant: opening.instant },
  };
}

/** A civil date in the Hijri calendar whose months begin at the crescent's first naked-eye sighting at the place. */
export function crescentCalendarDate(date: LocalDate, context: SolarContext): CalendarDate {
  const value = crescentDateOf(context.place, context.zone, date);
  return {
    calendar: 'hijri-crescent', year: value.year, era: SIGHTED_CALENDARS['hijri-crescent'].era, yearName: null,
    month: value.month, monthName: HIJRI_MONTHS[value.month - 1]!, isAdhika: false, day: value.day, paksha: null,
    monthStart: value.start.date, monthEnd: addDays(value.next.date, -1), opening: { kind: 'crescent', start: value.start },
  };
}

/** A civil date in any calendar of data/regional-calendars.ts; `context` is unused by Saka and Hijri. */
export function calendarDateOf(calendar: CalendarId, date: LocalDate, context: SolarContext): CalendarDate {
  if (calendar in SOLAR_CALENDARS) return solarCalendarDate(calendar as SolarCalendarId, date, context);
  if (calendar in LUNAR_CALENDARS) return lunarCalendarDate(calendar as LunarCalendarId, date, context);
  if (calendar === 'hijri-crescent') return crescentCalendarDate(date, context);
  const arithmetic = calendar === 'saka' ? sakaDateOf(date) : hijriDateOf(date);
  const names = calendar === 'saka' ? SAKA_MONTHS : HIJRI_MONTHS;
  return {
    calendar, year: arithmetic.year, era: ARITHMETIC_CALENDARS[calendar as 'saka' | 'hijri'].era, yearName: null,
    month: arithmetic.month, monthName: names[arithmetic.month - 1]!, isAdhika: false, day: arithmetic.day, paksha: null,
    monthStart: arithmetic.monthStart, monthEnd: arithmetic.monthEnd, opening: { kind: 'arithmetic' },
  };
}
