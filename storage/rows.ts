/**
 * Rows of the derived tables, built from engine results. Pure: the same day gives the same row, so a re-run or
 * a resumed run writes byte-identical rows.
 */
import type { StoredPanchangaDay } from '../astro/panchanga/day.ts';
import { rahuKaal } from '../astro/day-periods.ts';
import { formatLocalHHMMSS, type Instant, toIsoUtc, utcOffsetMinutes } from '../astro/time.ts';
import { signByNumber } from '../data/signs.ts';
import { nakshatraByNumber } from '../data/nakshatras.ts';
import type { PanchangaRow } from './panchanga-store.ts';
import type { TransitDayRows } from './transit-store.ts';
import type { GrahaTransitRow } from '../astro/transits/daily.ts';
import type { TransitEvent } from '../astro/transits/events.ts';
import type { SignHoroscopeReport, SignHoroscopeRequest } from '../astro/horoscope/report.ts';
import type { HoroscopeRow } from './horoscope-store.ts';
import type { FestivalOccurrence } from '../astro/festivals/calendar.ts';
import type { CalendarMonthRow, FestivalOccurrenceRow, MuhurtaWindowRow } from './calendar-store.ts';
import type { CalendarDate } from '../astro/calendars/regional.ts';
import type { MuhurtaReason, MuhurtaWindowResult } from '../astro/muhurta/search.ts';
import { civilFromDays, daysFromCivil, formatLocalDate, localDateOf, type LocalDate, parseLocalDate, type Zone } from '../astro/time.ts';
import { festivalById } from '../data/festivals.ts';

const isoOrNull = (t: Instant | null) => (t === null ? null : toIsoUtc(t));

function atStart<T extends { start: Instant; end: Instant }>(list: readonly T[], instant: Instant): T {
  const found = list.find((e) => e.start <= instant && instant < e.end);
  if (!found) throw new Error(`No element holds the start of the day at ${instant}`);
  return found;
}

/** The row of one city's day: headline facts at the start of the day in readable columns, and the day itself. */
export function panchangaRow(cityId: string, day: StoredPanchangaDay, engineVersion: string): PanchangaRow {
  const { zone, start } = day;
  const local = (t: Instant | null) => (t === null ? null : formatLocalHHMMSS(zone, t));
  const tithi = atStart(day.tithis, start);
  const nakshatra = atStart(day.nakshatras, start);
  const yoga = atStart(day.yogas, start);
  const karana = atStart(day.karanas, start);
  const moonSign = atStart(day.moonSigns, start);
  const sunSign = atStart(day.sunSigns, start);
  const { sunrise, sunset, nextSunrise } = day.sun;
  const rahu = day.dayRule === 'sunrise' && sunrise !== null && sunset !== null && nextSunrise !== null
    ? rahuKaal({ sunrise, sunset, nextSunrise, weekday: day.vara.weekday })
    : null;
  return {
    cityId,
    date: day.date,
    engineVersion,
    weekday: day.vara.weekday,
    vara: day.vara.name,
    utcOffsetMinutes: Math.round(utcOffsetMinutes(zone, start)),
    sunriseUtc: isoOrNull(day.sun.sunrise),
    sunsetUtc: isoOrNull(day.sun.sunset),
    sunriseLocal: local(day.sun.sunrise),
    sunsetLocal: local(day.sun.sunset),
    moonriseLocal: local(day.moon.moonrise),
    moonsetLocal: local(day.moon.moonset),
    tithiNumber: tithi.number,
    tithi: tithi.name,
    tithiEndUtc: toIsoUtc(tithi.end),
    nakshatraNumber: nakshatra.number,
    nakshatra: nakshatra.name,
    nakshatraEndUtc: toIsoUtc(nakshatra.end),
    yogaNumber: yoga.number,
    yoga: yoga.name,
    yogaEndUtc: toIsoUtc(yoga.end),
    karanaNumber: karana.number,
    karana: karana.name,
    karanaEndUtc: toIsoUtc(karana.end),
    moonSign: signByNumber(moonSign.number)!.en,
    sunSign: signByNumber(sunSign.number)!.en,
    amantaMonth: day.calendar.amanta.name,
    paksha: day.calendar.paksha,
    rahuKaalStartLocal: rahu ? local(rahu.start) : null,
    rahuKaalEndLocal: rahu ? local(rahu.end) : null,
    dayJson: JSON.stringify(day),
  };
}

/** The rows of one UTC date's transits: positions at 00:00 UT and the events of [00:00, 24:00) UT. */
export function transitDayRows(date: string, positions: readonly GrahaTransitRow[], events: readonly TransitEvent[], engineVersion: string): TransitDayRows {
  return {
    date,
    engineVersion,
    positions: positions.map((p) => {
      const sign = signByNumber(p.sign)!;
      return {
        date,
        graha: p.graha,
        engineVersion,
        tropicalDeg: p.tropicalLongitude,
        siderealDeg: p.siderealLongitude,
        latitudeDeg: p.latitude,
        distanceAu: p.distanceAu,
        speedDegPerDay: p.speedDegPerDay,
        signNumber: p.sign,
        sign: sign.en,
        degreeInSign: p.degreeInSign,
        nakshatraNumber: p.nakshatra,
        nakshatra: nakshatraByNumber(p.nakshatra)!.en,
        pada: p.pada,
        retrograde: p.retrograde,
      };
    }),
    events: events.map((e) => {
      const { type, graha, instant, ...detail } = e;
      return { date, instantUtc: toIsoUtc(instant), instantMs: instant, type, graha, engineVersion, detailJson: JSON.stringify(detail) };
    }),
  };
}

/** The row of one sign horoscope: its key and the report as JSON (what the read path answers from). */
export function horoscopeRow(request: SignHoroscopeRequest, report: SignHoroscopeReport, engineVersion: string): HoroscopeRow {
  return {
    period: request.period,
    startDate: request.start,
    signNumber: request.sign,
    lang: request.lang,
    zodiac: request.zodiac,
    engineVersion,
    report: JSON.stringify(report),
  };
}

/** The row of one festival occurrence of a city's calendar year: headline columns and the occurrence itself. */
export function festivalRow(cityId: string, year: number, occurrence: FestivalOccurrence, engineVersion: string): FestivalOccurrenceRow {
  const festival = festivalById(occurrence.festival);
  if (!festival) throw new Error(`Unknown festival ${occurrence.festival}`);
  return {
    cityId,
    year,
    festivalId: occurrence.festival,
    tradition: occurrence.tradition ?? 'all',
    date: occurrence.date,
    engineVersion,
    category: festival.category,
    name: festival.en,
    weekday: occurrence.weekday,
    amantaMonth: occurrence.month?.amanta ?? null,
    purnimantaMonth: occurrence.month?.purnimanta ?? null,
    isAdhika: occurrence.month?.isAdhika ?? null,
    tithiNumber: occurrence.tithi?.number ?? null,
    tithiStartUtc: isoOrNull(occurrence.tithi?.start ?? null),
    tithiEndUtc: isoOrNull(occurrence.tithi?.end ?? null),
    kala: occurrence.kala,
    windowStartUtc: isoOrNull(occurrence.window?.start ?? null),
    windowEndUtc: isoOrNull(occurrence.window?.end ?? null),
    paranaStartUtc: isoOrNull(occurrence.parana?.start ?? null),
    paranaEndUtc: isoOrNull(occurrence.parana?.end ?? null),
    decidedBy: occurrence.decidedBy,
    occurrenceJson: JSON.stringify(occurrence),
  };
}

/** The row of one muhurta window of a city's calendar year: headline columns and the window itself. */
export function muhurtaRow(cityId: string, year: number, activity: string, zone: Zone, window: MuhurtaWindowResult, engineVersion: string): MuhurtaWindowRow {
  return {
    cityId,
    year,
    activity,
    startUtc: toIsoUtc(window.start),
    endUtc: toIsoUtc(window.end),
    engineVersion,
    date: formatLocalDate(localDateOf(zone, window.start)),
    quality: window.quality,
    score: window.score,
    tithiNumber: window.tithi,
    nakshatraNumber: window.nakshatra,
    yogaNumber: window.yoga,
    karanaNumber: window.karana,
    weekday: window.weekday,
    lagnaSign: window.lagna,
    reasons: window.reasons.map((r) => `${VERDICT_MARK[r.verdict]}${r.factor}=${r.id}`).join(' '),
  };
}

const VERDICT_MARK = { favourable: '+', unfavourable: '-', neutral: '~' } as const satisfies Record<MuhurtaReason['verdict'], string>;
const MARK_VERDICT: Readonly<Record<string, MuhurtaReason['verdict']>> = { '+': 'favourable', '-': 'unfavourable', '~': 'neutral' };

/** The window a stored row holds (the inverse of `muhurtaRow`). */
export function muhurtaWindowOfRow(row: MuhurtaWindowRow): MuhurtaWindowResult {
  return {
    start: Date.parse(row.startUtc),
    end: Date.parse(row.endUtc),
    quality: row.quality as MuhurtaWindowResult['quality'],
    score: row.score,
    tithi: row.tithiNumber,
    nakshatra: row.nakshatraNumber,
    yoga: row.yogaNumber,
    karana: row.karanaNumber,
    weekday: row.weekday,
    lagna: row.lagnaSign ?? null,
    reasons: row.reasons.split(' ').filter(Boolean).map((text) => {
      const [factor, id] = text.slice(1).split('=') as [MuhurtaReason['factor'], string];
      return { factor, id, verdict: MARK_VERDICT[text[0]!]! };
    }),
  };
}

/** A civil day of a stored month row: [day of the month, paksha (null in solar calendars), year in the era]. */
export type StoredCalendarDay = readonly [day: number, paksha: CalendarDate['paksha'], year: number];

/**
 * The rows of one calendar's consecutive civil days (`days[i]` is the date `first` + i) of a city's civil year: one
 * row per month, holding the month's first day within the days whole and each day's own fields.
 */
export function calendarMonthRows(cityId: string, year: number, first: LocalDate, days: readonly CalendarDate[], engineVersion: string): CalendarMonthRow[] {
  const rows: CalendarMonthRow[] = [];
  const start = daysFromCivil(first.y, first.m, first.d);
  const dated = (k: number) => formatLocalDate(civilFromDays(start + k));
  let i = 0;
  while (i < days.length) {
    const head = days[i]!;
    const monthKey = formatLocalDate(head.monthStart);
    let j = i;
    while (j + 1 < days.length && formatLocalDate(days[j + 1]!.monthStart) === monthKey) j++;
    rows.push({
      cityId, year, calendar: head.calendar, firstDate: dated(i), lastDate: dated(j), engineVersion,
      calendarYear: head.year, month: head.month, monthName: head.monthName.en, isAdhika: head.isAdhika,
      monthStart: monthKey, monthEnd: formatLocalDate(head.monthEnd),
      monthJson: JSON.stringify(head),
      daysJson: JSON.stringify(days.slice(i, j + 1).map((d): StoredCalendarDay => [d.day, d.paksha, d.year])),
    });
    i = j + 1;
  }
  return rows;
}

/** A stored month row decoded: its civil days as day numbers (astro/time.ts `daysFromCivil`), its first day, its days. */
export interface StoredCalendarMonth {
  readonly first: number;
  readonly last: number;
  readonly head: CalendarDate;
  readonly days: readonly StoredCalendarDay[];
}

const dayNumberOf = (text: string) => {
  const date = parseLocalDate(text);
  return daysFromCivil(date.y, date.m, date.d);
};

/** The month rows of a city-year's calendar, decoded. */
export function storedCalendarMonths(rows: readonly Pick<CalendarMonthRow, 'firstDate' | 'lastDate' | 'monthJson' | 'daysJson'>[]): StoredCalendarMonth[] {
  return rows.map((row) => ({
    first: dayNumberOf(row.firstDate),
    last: dayNumberOf(row.lastDate),
    head: JSON.parse(row.monthJson) as CalendarDate,
    days: JSON.parse(row.daysJson) as StoredCalendarDay[],
  }));
}

/** The CalendarDate of `date` from the decoded months holding it, or null when none does. */
export function calendarDateInMonths(months: readonly StoredCalendarMonth[], date: LocalDate): CalendarDate | null {
  const n = daysFromCivil(date.y, date.m, date.d);
  const month = months.find((m) => m.first <= n && n <= m.last);
  if (!month) return null;
  const [day, paksha, year] = month.days[n - month.first]!;
  return { ...month.head, day, paksha, year };
}
