/**
 * The parts of a Vedic day as the panchanga-family responses show them: transitions, periods, choghadiya, horas,
 * the muhurta grid, the calendar, panchak and panchaka-rahita windows, sun and moon times, with names in the
 * request's language. Pure lookups and formatting of a `PanchangaDay`.
 */
import type { PanchakaRahitaWindow, PanchangaDay } from '../../../astro/panchanga/derived.ts';
import type { PanchakWindow } from '../../../astro/panchanga/day.ts';
import type { ChoghadiyaWindow } from '../../../astro/day-periods.ts';
import type { Instant, Zone } from '../../../astro/time.ts';
import { grahaById } from '../../../data/grahas.ts';
import { karanaByNumber } from '../../../data/karanas.ts';
import { ayanaById, type AyanaId, lunarMonthByNumber, rituById, type RituId, samvatsaraByNumber } from '../../../data/lunar-calendar.ts';
import { muhurtaActivities, muhurtaByNumber } from '../../../data/muhurtas.ts';
import { choghadiyaType } from '../../../data/choghadiya.ts';
import { NO_PANCHAK, PANCHAK_PROHIBITED_WORKS, panchakByWeekday } from '../../../data/panchaka.ts';
import { nakshatraByNumber } from '../../../data/nakshatras.ts';
import { signName } from '../../../data/signs.ts';
import { pakshaName, tithiByNumber } from '../../../data/tithis.ts';
import { yogaByNumber } from '../../../data/yogas.ts';
import { auspiciousWord, NATURE_WORDS } from '../../../data/words.ts';
import { hhmm, hhmmOrNull, hhmmRange, isoInstant, isoOrNull } from '../../shared/format.ts';
import { type Lang, type Localized, named, writtenIn } from '../../shared/lang.ts';

/** `value`, or an error naming the reference-table entry `what` that is missing (a table and the engine disagree). */
export function must<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`Reference table has no ${what}`);
  return value;
}

/**
 * A calendar word (ritu, ayana) or a direction that English responses have always shown as its id
 * (`'vasanta'`, `'uttarayana'`, `'west'`): the id in English, the record's name in another language where it is
 * written, the id where not yet.
 */
export function idOrName(id: string, record: Localized<string>, lang: Lang): string {
  return lang === 'en' ? id : (writtenIn(record, lang) ?? id);
}

/** Sun times as the spec's `times` block gives them (`dinamana`/`ratrimana`). */
export function timesOf(day: PanchangaDay) {
  const { sunrise, sunset, nextSunrise, solarNoon, sunriseTime, sunsetTime, dayLengthMs, nightLengthMs, noSunriseReason } = sunTimesOf(day);
  return { sunrise, sunset, nextSunrise, solarNoon, sunriseTime, sunsetTime, dinamana: dayLengthMs, ratrimana: nightLengthMs, noSunriseReason };
}

function roundMs(ms: number | null): number | null {
  return ms === null ? null : Math.round(ms);
}

function window(zone: Zone, w: { start: Instant; end: Instant } | null) {
  if (w === null) return null;
  return { start: hhmm(zone, w.start), end: hhmm(zone, w.end), startTime: isoInstant(w.start), endTime: isoInstant(w.end) };
}

/** Every element occurrence of the Vedic day with names in the request's language. */
export function transitionsOf(day: PanchangaDay, lang: Lang) {
  const span = (e: { start: Instant; end: Instant }) => ({ startTime: isoInstant(e.start), endTime: isoInstant(e.end) });
  return {
    tithis: day.tithis.map((t) => {
      const tithi = must(tithiByNumber(t.number), `tithi ${t.number}`);
      return { number: t.number, name: named(tithi, lang), paksha: named(pakshaName(t.paksha), lang), ...span(t) };
    }),
    nakshatras: day.nakshatras.map((n) => ({
      number: n.number,
      name: named(must(nakshatraByNumber(n.number), `nakshatra ${n.number}`), lang),
      lord: named(grahaById(n.lord), lang),
      ...span(n),
      padas: n.padas.map((p) => ({ pada: p.pada, ...span(p) })),
    })),
    yogas: day.yogas.map((y) => ({ number: y.number, name: named(must(yogaByNumber(y.number), `yoga ${y.number}`), lang), ...span(y) })),
    karanas: day.karanas.map((k) => ({
      number: k.number,
      halfTithi: k.halfTithi,
      name: named(must(karanaByNumber(k.number), `karana ${k.number}`), lang),
      ...span(k),
    })),
    moonSigns: day.moonSigns.map((s) => ({ number: s.number, name: signName(s.number, lang), ...span(s) })),
    sunSigns: day.sunSigns.map((s) => ({ number: s.number, name: signName(s.number, lang), ...span(s) })),
  };
}

/** The periods of the day (rahu kaal … muhurtas) as local clock times and instants; null under the polar rule. */
export function periodsOf(day: PanchangaDay, lang: Lang) {
  const p = day.periods;
  if (p === null) return null;
  const z = day.zone;
  return {
    rahuKaal: window(z, p.rahuKaal),
    yamaganda: window(z, p.yamaganda),
    gulika: window(z, p.gulika),
    abhijit: { ...window(z, p.abhijit)!, isAuspicious: p.abhijit.isAuspicious },
    brahmaMuhurta: window(z, p.brahmaMuhurta),
    durmuhurtas: p.durmuhurtas.map((w) => window(z, w)!),
    varjyam: day.varjyam.map((w) => ({ ...window(z, w)!, nakshatra: nakshatraName(w.nakshatra, lang) })),
    amritKaal: day.amritKaal.map((w) => ({ ...window(z, w)!, nakshatra: nakshatraName(w.nakshatra, lang) })),
  };
}

/** The name of nakshatra `number` (1 = Ashwini … 27 = Revati) in the response language. */
export function nakshatraName(number: number, lang: Lang): string {
  return named(must(nakshatraByNumber(number), `nakshatra ${number}`), lang);
}

/** The panchak period holding at an instant (named by the vara it began on), or the answer that none holds. */
export function panchakaOf(w: PanchakWindow | null, lang: Lang) {
  if (w === null) {
    return {
      name: named(NO_PANCHAK, lang),
      isAuspicious: NO_PANCHAK.isAuspicious,
      description: named(NO_PANCHAK.description, lang),
      severity: NO_PANCHAK.severity,
      avoidedWorks: [],
      startTime: null,
      endTime: null,
    };
  }
  const record = panchakByWeekday(w.startWeekday);
  return {
    name: named(record, lang),
    isAuspicious: w.isAuspicious,
    description: named(record.description, lang),
    severity: w.severity,
    avoidedWorks: panchakAvoidedWorks(lang),
    startTime: isoInstant(w.start),
    endTime: isoInstant(w.end),
  };
}

/** The five works avoided throughout any panchak period, in `lang`. */
export function panchakAvoidedWorks(lang: Lang): string[] {
  return PANCHAK_PROHIBITED_WORKS.map((work) => named(work, lang));
}

/** A panchaka-rahita window: the remainder rule over tithi, vara, nakshatra and lagna. */
export function panchakaRahitaOf(w: PanchakaRahitaWindow, lang: Lang) {
  return {
    name: named(w.result, lang),
    remainder: w.result.remainder,
    sum: w.sum,
    isAuspicious: w.result.isAuspicious,
    severity: w.result.severity,
    description: named(w.result.description, lang),
    startTime: isoInstant(w.start),
    endTime: isoInstant(w.end),
  };
}

/** The 30 muhurtas as the spec's grid: `HH:MM-HH:MM`, quality, activities. */
export function muhurtaGridOf(day: PanchangaDay, lang: Lang) {
  if (day.periods === null) return [];
  return day.periods.muhurtas.map((m) => {
    const muhurta = must(muhurtaByNumber(m.number), `muhurta ${m.number}`);
    return {
      time: hhmmRange(day.zone, m),
      quality: named(auspiciousWord(m.isAuspicious), lang),
      activities: [...muhurtaActivities(muhurta, lang)],
      name: named(muhurta, lang),
      number: m.number,
      half: m.half,
      startTime: isoInstant(m.start),
      endTime: isoInstant(m.end),
    };
  });
}

/**
 * Day and night choghadiya with local times, those `keep` accepts. `nature` is good/bad/neutral in English and
 * its Hindi word (शुभ/अशुभ/सामान्य) in Hindi; `type` is the id in both.
 */
export function choghadiyaOf(day: PanchangaDay, lang: Lang, keep: (c: ChoghadiyaWindow) => boolean = () => true) {
  if (day.periods === null) return [];
  return day.periods.choghadiyas.filter(keep).map((c) => {
    const type = choghadiyaType(c.type);
    return {
      name: named(type, lang),
      type: c.type,
      nature: named(NATURE_WORDS[c.nature], lang),
      meaning: named(type.meaning, lang),
      suitedTo: [...named(type.activities, lang)],
      half: c.half,
      position: c.position,
      time: hhmmRange(day.zone, c),
      startTime: isoInstant(c.start),
      endTime: isoInstant(c.end),
    };
  });
}

/** The 24 horas with their lords. */
export function horasOf(day: PanchangaDay, lang: Lang) {
  if (day.periods === null) return [];
  return day.periods.horas.map((h) => ({
    number: h.number,
    half: h.half,
    lord: named(grahaById(h.lord), lang),
    time: hhmmRange(day.zone, h),
    startTime: isoInstant(h.start),
    endTime: isoInstant(h.end),
  }));
}

/** The calendar context of the day: lunar months, paksha, ritu, ayana, samvat. */
export function calendarOf(day: PanchangaDay, lang: Lang) {
  const c = day.calendar;
  const month = (n: number) => named(must(lunarMonthByNumber(n), `lunar month ${n}`), lang);
  const ritu = (id: RituId) => idOrName(id, rituById(id), lang);
  const ayana = (id: AyanaId) => idOrName(id, ayanaById(id), lang);
  return {
    amantaMonth: { name: month(c.amanta.number), number: c.amanta.number, isAdhika: c.amanta.isAdhika },
    purnimantaMonth: { name: month(c.purnimanta.number), number: c.purnimanta.number },
    paksha: named(pakshaName(c.paksha), lang),
    vedicRitu: ritu(c.vedicRitu),
    drikRitu: ritu(c.drikRitu),
    vedicAyana: ayana(c.vedicAyana),
    drikAyana: ayana(c.drikAyana),
    shakaSamvat: c.shakaYear,
    vikramSamvat: c.vikramYear,
    samvatsara: named(must(samvatsaraByNumber(c.samvatsara.number), `samvatsara ${c.samvatsara.number}`), lang),
  };
}

/** Sunrise, sunset, solar noon and the day's length, for the daily panchanga and `/sweph/sun-times`. */
export function sunTimesOf(day: PanchangaDay) {
  const z = day.zone;
  return {
    sunrise: hhmmOrNull(z, day.sun.sunrise),
    sunset: hhmmOrNull(z, day.sun.sunset),
    solarNoon: hhmm(z, day.sun.solarNoon),
    nextSunrise: hhmmOrNull(z, day.sun.nextSunrise),
    sunriseTime: isoOrNull(day.sun.sunrise),
    sunsetTime: isoOrNull(day.sun.sunset),
    solarNoonTime: isoInstant(day.sun.solarNoon),
    nextSunriseTime: isoOrNull(day.sun.nextSunrise),
    dayLengthMs: roundMs(day.sun.dinamanaMs),
    nightLengthMs: roundMs(day.sun.ratrimanaMs),
    noSunriseReason: day.sun.noSunriseReason,
  };
}

/** Moonrise and moonset of the civil date, with the reason when there is none. */
export function moonTimesOf(day: PanchangaDay) {
  return {
    moonrise: hhmmOrNull(day.zone, day.moon.moonrise),
    moonset: hhmmOrNull(day.zone, day.moon.moonset),
    moonriseTime: isoOrNull(day.moon.moonrise),
    moonsetTime: isoOrNull(day.moon.moonset),
    moonriseReason: day.moon.moonriseReason,
    moonsetReason: day.moon.moonsetReason,
  };
}
