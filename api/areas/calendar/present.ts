/** Festival calendar results → response objects in the request's language. */
import { DEFAULT_POSITION_CONVENTION } from '../../../astro/positions.ts';
import type { FestivalOccurrence } from '../../../astro/festivals/calendar.ts';
import type { Zone } from '../../../astro/time.ts';
import { AYANAMSHAS } from '../../../astro/ayanamsha.ts';
import {
  ANGARAKI_SANKASHTI, FESTIVAL_SOURCES, FESTIVALS, type FestivalRecord, type FestivalRule, KALA_IN, KALA_NAMES, PRADOSH_BY_WEEKDAY,
  SANKRANTI_BY_SIGN, TRADITION_NAMES, WHY_SENTENCES, festivalById,
} from '../../../data/festivals.ts';
import { ADHIKA_WORD, LUNAR_MONTHS } from '../../../data/lunar-calendar.ts';
import { signByNumber, signName } from '../../../data/signs.ts';
import { pakshaName, tithiByNumber } from '../../../data/tithis.ts';
import { VARAS } from '../../../data/varas.ts';
import { citation, fillText, hhmm, isoInstant, localDateTime, timeWindow, timeWindowOrNull, zoneLabel } from '../../shared/format.ts';
import { type Lang, named } from '../../shared/lang.ts';
import type { CalendarAnswer, CalendarDateAnswer, CalendarMonthAnswer } from './operations.ts';
import type { CalendarDate, MonthOpening } from '../../../astro/calendars/regional.ts';
import { addDays, daysFromCivil, formatLocalDate, weekdayOf } from '../../../astro/time.ts';
import { CALENDAR_IDS, CRESCENT_CRITERION, CRESCENT_CRITERION_SOURCE, SOLAR_MONTH_RULE_SOURCE, SOLAR_MONTH_RULE_TEXTS, calendarName } from '../../../data/regional-calendars.ts';
import { isNakedEyeSighting } from '../../../astro/calendars/crescent.ts';

const monthName = (number: number, lang: Lang) => named(LUNAR_MONTHS[number - 1]!, lang);

/** "Adhika " before the month of an occurrence in an intercalary month, else nothing. */
function adhikaPrefix(occurrence: FestivalOccurrence, lang: Lang): string {
  return occurrence.month!.isAdhika ? `${named(ADHIKA_WORD, lang)} ` : '';
}

/** "Kartika Krishna Amavasya": the purnimanta month, the paksha and the tithi, as North Indian almanacs name it. */
function tithiLabel(occurrence: FestivalOccurrence, lang: Lang): string {
  const tithi = tithiByNumber(occurrence.tithi!.number)!;
  const paksha = named(pakshaName(tithi.paksha), lang).split(' ')[0]!;
  return `${adhikaPrefix(occurrence, lang)}${monthName(occurrence.month!.purnimanta, lang)} ${paksha} ${named(tithi, lang)}`;
}

/** The rule a named festival's occurrence was decided by (the first of its traditions'), or null for the vrats. */
function ruleOf(id: string): FestivalRule | null {
  const record = FESTIVALS.find((f) => f.id === id) as FestivalRecord | undefined;
  return (record && Object.values(record.rules)[0]) ?? null;
}

function why(occurrence: FestivalOccurrence, zone: Zone, lang: Lang): string {
  const key =
    occurrence.decidedBy === 'both-days:second-if-one-ghati'
      ? occurrence.dayIndex !== null && occurrence.dayIndex > 0 ? 'one-ghati:second' : 'one-ghati:first'
      : occurrence.decidedBy;
  const values: Record<string, string | number> = {};
  if (occurrence.tithi && occurrence.month) values.tithi = tithiLabel(occurrence, lang);
  if (occurrence.kala) {
    values.kala = named(KALA_NAMES[occurrence.kala], lang);
    if (lang !== 'en' && lang !== 'hi') values.kalaIn = KALA_IN[occurrence.kala][lang];
  }
  if (occurrence.sankranti) {
    values.sign = signName(occurrence.sankranti.sign, lang);
    values.time = `${localDateTime(zone, occurrence.sankranti.instant).slice(0, 10)} ${hhmm(zone, occurrence.sankranti.instant)}`;
  }
  const rule = ruleOf(occurrence.festival);
  if (rule?.kind === 'tithi' && rule.minGhatisAfterSunrise !== undefined) values.ghatis = rule.minGhatisAfterSunrise;
  if (rule?.kind === 'day-after') values.festival = named(festivalById(rule.festival)!, lang);
  if (rule?.kind === 'solar-month') values.rule = named(SOLAR_MONTH_RULE_TEXTS[rule.rule].name, lang);
  return fillText(named(WHY_SENTENCES[key], lang), values);
}

/**
 * The name as almanacs print it: a sankranti by its sign (in the seven languages besides English and Hindi as
 * `SANKRANTI_BY_SIGN` writes it), a Pradosh by its weekday, a Tuesday's Sankashti as Angaraki, a Purnima or Amavasya
 * by its (purnimanta) month.
 */
function festivalName(occurrence: FestivalOccurrence, lang: Lang): string {
  switch (occurrence.festival) {
    case 'sankranti': {
      const sign = signByNumber(occurrence.sankranti!.sign)!;
      if (lang === 'en') return `${sign.sanskrit} Sankranti`;
      return lang === 'hi' ? `${sign.hi} संक्रांति` : SANKRANTI_BY_SIGN[lang][sign.number - 1]!;
    }
    case 'pradosh':
      return named(PRADOSH_BY_WEEKDAY[occurrence.weekday]!, lang);
    case 'sankashti-chaturthi':
      return named(occurrence.weekday === 2 ? ANGARAKI_SANKASHTI : festivalById(occurrence.festival)!, lang);
    case 'purnima':
    case 'amavasya': {
      return `${adhikaPrefix(occurrence, lang)}${monthName(occurrence.month!.purnimanta, lang)} ${named(festivalById(occurrence.festival)!, lang)}`;
    }
    default:
      return named(festivalById(occurrence.festival)!, lang);
  }
}

export function occurrenceResponse(occurrence: FestivalOccurrence, zone: Zone, lang: Lang) {
  const festival = festivalById(occurrence.festival)!;
  const tithi = occurrence.tithi ? tithiByNumber(occurrence.tithi.number)! : null;
  return {
    id: occurrence.festival,
    name: festivalName(occurrence, lang),
    category: festival.category,
    tradition: occurrence.tradition,
    traditionName: occurrence.tradition ? named(TRADITION_NAMES[occurrence.tradition], lang) : null,
    date: occurrence.date,
    weekday: named(VARAS[occurrence.weekday]!, lang),
    lunarMonth: occurrence.month
      ? { amanta: monthName(occurrence.month.amanta, lang), purnimanta: monthName(occurrence.month.purnimanta, lang), isAdhika: occurrence.month.isAdhika }
      : null,
    tithi:
      occurrence.tithi && tithi
        ? { number: occurrence.tithi.number, name: named(tithi, lang), paksha: named(pakshaName(tithi.paksha), lang), ...timeWindow(zone, occurrence.tithi) }
        : null,
    sankranti: occurrence.sankranti
      ? {
          sign: signName(occurrence.sankranti.sign, lang),
          signNumber: occurrence.sankranti.sign,
          instant: isoInstant(occurrence.sankranti.instant),
          local: localDateTime(zone, occurrence.sankranti.instant),
        }
      : null,
    kala: occurrence.kala ? { id: occurrence.kala, name: named(KALA_NAMES[occurrence.kala], lang), window: timeWindowOrNull(zone, occurrence.kalaWindow) } : null,
    window: timeWindowOrNull(zone, occurrence.window),
    parana: timeWindowOrNull(zone, occurrence.parana),
    decidedBy: occurrence.decidedBy,
    why: why(occurrence, zone, lang),
    source: citation(festival.source.join('; '), FESTIVAL_SOURCES),
  };
}

export function festivalCalendarResponse(answer: CalendarAnswer, lang: Lang) {
  const { input, location, calendar, source } = answer;
  return {
    year: input.year,
    ...placeAndSettings(location, input),
    source,
    festivals: calendar.occurrences.map((o) => occurrenceResponse(o, location.zone, lang)),
    omitted: calendar.omitted.map((o) => ({ id: o.festival, name: named(festivalById(o.festival)!, lang), reason: o.reason })),
  };
}

/** A calendar date's value fields (calendar, year, month, day) in the request's language. */
export function calendarDateValue(value: CalendarDate, lang: Lang) {
  const start = daysFromCivil(value.monthStart.y, value.monthStart.m, value.monthStart.d);
  const end = daysFromCivil(value.monthEnd.y, value.monthEnd.m, value.monthEnd.d);
  return {
    calendar: { id: value.calendar, name: named(calendarName(value.calendar), lang) },
    year: value.year,
    era: named(value.era, lang),
    yearName: value.yearName ? named(value.yearName, lang) : null,
    month: {
      number: value.month,
      name: `${value.isAdhika ? `${named(ADHIKA_WORD, lang)} ` : ''}${named(value.monthName, lang)}`,
      isAdhika: value.isAdhika,
      start: formatLocalDate(value.monthStart),
      end: formatLocalDate(value.monthEnd),
      days: end - start + 1,
    },
    day: value.day,
    paksha: value.paksha ? named(pakshaName(value.paksha), lang) : null,
  };
}

/** What began the month, with the regional rule for a solar month. */
export function monthOpening(opening: MonthOpening, zone: Zone, lang: Lang) {
  const none = { instant: null, local: null, sign: null, signNumber: null, sankrantiDay: null, rule: null, reason: null, crescent: null };
  switch (opening.kind) {
    case 'arithmetic':
      return { kind: opening.kind, ...none };
    case 'new-moon':
    case 'full-moon':
      return { kind: opening.kind, ...none, instant: isoInstant(opening.instant), local: localDateTime(zone, opening.instant) };
    case 'crescent': {
      const { newMoon, sighting } = opening.start;
      return {
        kind: opening.kind,
        ...none,
        instant: isoInstant(newMoon),
        local: localDateTime(zone, newMoon),
        crescent: {
          criterion: named(CRESCENT_CRITERION, lang),
          source: CRESCENT_CRITERION_SOURCE,
          evening: formatLocalDate(sighting.date),
          sunset: isoInstant(sighting.sunset),
          moonset: sighting.moonset === null ? null : isoInstant(sighting.moonset),
          bestTime: sighting.bestTime === null ? null : isoInstant(sighting.bestTime),
          q: sighting.q === null ? null : Math.round(sighting.q * 1000) / 1000,
          yallopClass: sighting.yallopClass,
          nakedEye: isNakedEyeSighting(sighting.yallopClass),
        },
      };
    }
    case 'sankranti': {
      const { start } = opening;
      const rule = SOLAR_MONTH_RULE_TEXTS[start.rule];
      return {
        kind: opening.kind,
        instant: isoInstant(start.sankranti),
        local: localDateTime(zone, start.sankranti),
        sign: signName(start.sign, lang),
        signNumber: start.sign,
        sankrantiDay: formatLocalDate(start.sankrantiDay),
        rule: { id: start.rule, name: named(rule.name, lang), statement: named(rule.statement, lang), source: SOLAR_MONTH_RULE_SOURCE },
        reason: start.reason,
        crescent: null,
      };
    }
  }
}

/** The place a festival calendar, a regional date or month was read at, and the conventions its sunrises and sankrantis used. */
function placeAndSettings(location: CalendarDateAnswer['location'], context: Pick<CalendarDateAnswer['context'], 'ayanamshaId' | 'sunrise'>) {
  return {
    place: { city: location.city?.id ?? null, latitude: location.latitude, longitude: location.longitude, elevation: location.elevationM },
    settings: {
      ayanamsha: { id: context.ayanamshaId, name: AYANAMSHAS[context.ayanamshaId].name },
      positions: DEFAULT_POSITION_CONVENTION,
      timezone: zoneLabel(location.zone),
      timezoneSource: location.zoneSource,
      sunrise: context.sunrise,
    },
  };
}

export function calendarDateResponse(answer: CalendarDateAnswer, lang: Lang) {
  const { date, location, value } = answer;
  return {
    date: formatLocalDate(date),
    weekday: named(VARAS[weekdayOf(date)]!, lang),
    ...placeAndSettings(answer.location, answer.context),
    source: answer.source,
    ...calendarDateValue(value, lang),
    monthBegan: monthOpening(value.opening, location.zone, lang),
  };
}

export function calendarMonthResponse(answer: CalendarMonthAnswer, lang: Lang) {
  const { location, first, days, festivals, source } = answer;
  const asked = days[first.calendar];
  const byDate = new Map<string, FestivalOccurrence[]>();
  for (const o of festivals) byDate.set(o.date, [...(byDate.get(o.date) ?? []), o]);
  const value = calendarDateValue(first, lang);
  return {
    ...placeAndSettings(answer.location, answer.context),
    source,
    ...value,
    year: answer.year,
    monthBegan: monthOpening(first.opening, location.zone, lang),
    days: asked.map((day, i) => {
      const date = addDays(first.monthStart, i);
      const key = formatLocalDate(date);
      return {
        date: key,
        weekday: named(VARAS[weekdayOf(date)]!, lang),
        day: day.day,
        paksha: day.paksha ? named(pakshaName(day.paksha), lang) : null,
        others: CALENDAR_IDS.filter((id) => id !== first.calendar).map((id) => {
          const other = days[id][i]!;
          return {
            calendar: id,
            year: other.year,
            month: other.month,
            monthName: `${other.isAdhika ? `${named(ADHIKA_WORD, lang)} ` : ''}${named(other.monthName, lang)}`,
            day: other.day,
            paksha: other.paksha ? named(pakshaName(other.paksha), lang) : null,
          };
        }),
        festivals: (byDate.get(key) ?? []).map((o) => {
          const shown = occurrenceResponse(o, location.zone, lang);
          return { id: shown.id, name: shown.name, category: shown.category };
        }),
      };
    }),
  };
}
