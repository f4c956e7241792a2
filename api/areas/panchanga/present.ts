/**
 * Panchanga responses from a stored or freshly computed `PanchangaDay`. Pure lookups and formatting: no
 * astronomy happens here, so a precomputed row and an on-demand day give the same answer.
 */
import { type PanchakaRahitaWindow, type PanchangaDay, positionsAt } from '../../../astro/panchanga/derived.ts';
import { type PanchakWindow, panchangaAt } from '../../../astro/panchanga/day.ts';
import { type ChoghadiyaWindow, chandraNivasRelation } from '../../../astro/day-periods.ts';
import { durationWords } from '../../../astro/duration-words.ts';
import type { Instant, Zone } from '../../../astro/time.ts';
import { anandadiYogaByNumber } from '../../../data/anandadi.ts';
import { grahaById } from '../../../data/grahas.ts';
import { karanaByNumber } from '../../../data/karanas.ts';
import { ayanaById, type AyanaId, lunarMonthByNumber, rituById, type RituId, samvatsaraByNumber } from '../../../data/lunar-calendar.ts';
import { muhurtaActivities, muhurtaByNumber } from '../../../data/muhurtas.ts';
import { NO_PANCHAK, panchakByWeekday } from '../../../data/panchaka.ts';
import { mukhaOfNakshatra, nakshatraByNumber, natureOfNakshatra } from '../../../data/nakshatras.ts';
import { directionById, dishaShoolByWeekday, nivasShoolDescription, shoolRecommendation } from '../../../data/shool.ts';
import { signByNumber, signName } from '../../../data/signs.ts';
import { pakshaName, tithiActivities, tithiByNumber } from '../../../data/tithis.ts';
import { varaByIndex } from '../../../data/varas.ts';
import { yogaByNumber } from '../../../data/yogas.ts';
import { PANCHANGA_VALIDATION } from '../../../data/validation.ts';
import { auspiciousWord, inLanguage, NATURE_WORDS, QUALITY_WORDS } from '../../../data/words.ts';
import { hhmm, hhmmOrNull, hhmmRange, isoInstant, isoOrNull } from '../../shared/format.ts';
import { settingsOf } from '../../shared/settings.ts';
import { type Lang, named } from '../../shared/lang.ts';
import type { DayAnswer } from './operations.ts';

function must<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`Reference table has no ${what}`);
  return value;
}

/** A table text in the response language: the English field or its Hindi sibling (`deity` / `deityHi` …). */
function pick(lang: Lang, en: string, hi: string): string;
function pick(lang: Lang, en: readonly string[], hi: readonly string[]): readonly string[];
function pick(lang: Lang, en: string | readonly string[], hi: string | readonly string[]) {
  return lang === 'hi' ? hi : en;
}

/**
 * A calendar word (ritu, ayana) or a direction that English responses have always shown as its id
 * (`'vasanta'`, `'uttarayana'`, `'west'`): the id in English, the record's Hindi name in Hindi.
 */
function idOrHindi(id: string, record: { readonly hi: string }, lang: Lang): string {
  return lang === 'hi' ? record.hi : id;
}

/** Settings every panchanga-family response states: what it was computed with. */
function panchangaSettingsOf(answer: DayAnswer) {
  const { day } = answer;
  const base = settingsOf(day.options, { zone: day.zone, source: answer.location.zoneSource });
  return {
    ...base,
    ayanamsha: { ...base.ayanamsha, value: day.positions.ayanamshaDeg },
    sunrise: day.options.sunrise,
    dayRule: day.dayRule,
    moonRise: day.options.moonRise ?? 'topocentric',
  };
}

/** The fields every panchanga-family response opens with: the day, the place, the settings, the source. */
function commonOf(answer: DayAnswer) {
  return {
    date: answer.day.date,
    location: { ...answer.day.place, city: answer.location.city?.id ?? null },
    settings: panchangaSettingsOf(answer),
    source: answer.source,
  };
}

/** Sun times as the spec's `times` block gives them (`dinamana`/`ratrimana`). */
function timesOf(day: PanchangaDay) {
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
function transitionsOf(day: PanchangaDay, lang: Lang) {
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
function periodsOf(day: PanchangaDay, lang: Lang) {
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

function nakshatraName(number: number, lang: Lang): string {
  return named(must(nakshatraByNumber(number), `nakshatra ${number}`), lang);
}

/** The panchak period holding at an instant (named by the vara it began on), or the answer that none holds. */
function panchakaOf(w: PanchakWindow | null, lang: Lang) {
  if (w === null) {
    return {
      name: named(NO_PANCHAK, lang),
      isAuspicious: NO_PANCHAK.isAuspicious,
      description: pick(lang, NO_PANCHAK.description, NO_PANCHAK.descriptionHi),
      severity: NO_PANCHAK.severity,
      startTime: null,
      endTime: null,
    };
  }
  const record = panchakByWeekday(w.startWeekday);
  return {
    name: named(record, lang),
    isAuspicious: w.isAuspicious,
    description: pick(lang, record.description, record.descriptionHi),
    severity: w.severity,
    startTime: isoInstant(w.start),
    endTime: isoInstant(w.end),
  };
}

/** A panchaka-rahita window: the remainder rule over tithi, vara, nakshatra and lagna. */
function panchakaRahitaOf(w: PanchakaRahitaWindow, lang: Lang) {
  return {
    name: named(w.result, lang),
    remainder: w.result.remainder,
    sum: w.sum,
    isAuspicious: w.result.isAuspicious,
    severity: w.result.severity,
    description: pick(lang, w.result.description, w.result.descriptionHi),
    startTime: isoInstant(w.start),
    endTime: isoInstant(w.end),
  };
}

/** The 30 muhurtas as the spec's grid: `HH:MM-HH:MM`, quality, activities. */
function muhurtaGridOf(day: PanchangaDay, lang: Lang) {
  if (day.periods === null) return [];
  return day.periods.muhurtas.map((m) => ({
    time: hhmmRange(day.zone, m),
    quality: inLanguage(auspiciousWord(m.isAuspicious), lang),
    activities: [...muhurtaActivities(must(muhurtaByNumber(m.number), `muhurta ${m.number}`), lang)],
    name: lang === 'hi' ? m.nameHi : m.name,
    number: m.number,
    half: m.half,
    startTime: isoInstant(m.start),
    endTime: isoInstant(m.end),
  }));
}

/**
 * Day and night choghadiya with local times, those `keep` accepts. `nature` is good/bad/neutral in English and
 * its Hindi word (शुभ/अशुभ/सामान्य) in Hindi; `type` is the id in both.
 */
function choghadiyaOf(day: PanchangaDay, lang: Lang, keep: (c: ChoghadiyaWindow) => boolean = () => true) {
  if (day.periods === null) return [];
  return day.periods.choghadiyas.filter(keep).map((c) => ({
    name: lang === 'hi' ? c.nameHi : c.name,
    type: c.type,
    nature: inLanguage(NATURE_WORDS[c.nature], lang),
    half: c.half,
    position: c.position,
    time: hhmmRange(day.zone, c),
    startTime: isoInstant(c.start),
    endTime: isoInstant(c.end),
  }));
}

/** The 24 horas with their lords. */
function horasOf(day: PanchangaDay, lang: Lang) {
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
function calendarOf(day: PanchangaDay, lang: Lang) {
  const c = day.calendar;
  const month = (n: number) => named(must(lunarMonthByNumber(n), `lunar month ${n}`), lang);
  const ritu = (id: RituId) => idOrHindi(id, rituById(id), lang);
  const ayana = (id: AyanaId) => idOrHindi(id, ayanaById(id), lang);
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

/**
 * The spec's panchanga response for one instant of a day: the five limbs holding at `instant` with their end
 * times, the day's times and periods, and the day's full transitions as additional fields.
 */
export function panchangaResponse(answer: DayAnswer, lang: Lang) {
  const { day, instant } = answer;
  const at = panchangaAt(day, instant);
  if (at === null) throw new Error(`Instant ${instant} is outside the day ${day.date}`);
  const tithi = must(tithiByNumber(at.tithi.number), 'tithi');
  const nakshatra = must(nakshatraByNumber(at.nakshatra.number), 'nakshatra');
  const yoga = must(yogaByNumber(at.yoga.number), 'yoga');
  const karana = must(karanaByNumber(at.karana.number), 'karana');
  const vara = varaByIndex(day.vara.weekday);
  const z = day.zone;

  const anandadi = day.anandadi.find((a) => a.start <= instant && instant < a.end) ?? day.anandadi[0]!;
  const panchak = day.panchak.windows.find((w) => w.start <= instant && instant < w.end) ?? null;
  const varjyamNow = day.varjyam.find((w) => w.start <= instant && instant < w.end) ?? null;
  const varjyam = varjyamNow ?? day.varjyam.find((w) => w.start > instant) ?? day.varjyam[0] ?? null;
  const positions = positionsAt(day, instant);
  const rahita = day.panchakaRahita.find((w) => w.start <= instant && instant < w.end) ?? null;
  const shoolDirection = directionById(day.dishaShool.direction);
  const moonNivas = directionById(at.moonSign.nivas);
  const nivasRelation = chandraNivasRelation(at.moonSign.nivas, day.dishaShool.direction);
  const nature = natureOfNakshatra(nakshatra);

  return {
    ...commonOf(answer),
    instant: isoInstant(instant),
    vara: { weekday: day.vara.weekday, name: named(vara, lang), lord: named(grahaById(vara.lord), lang) },
    tithi: {
      name: named(tithi, lang),
      number: tithi.number,
      paksha: named(pakshaName(tithi.paksha), lang),
      startTime: isoInstant(at.tithi.start),
      endTime: isoInstant(at.tithi.end),
      quality: inLanguage(QUALITY_WORDS[tithi.quality], lang),
      activities: [...tithiActivities(tithi, lang)],
      deity: pick(lang, tithi.deity, tithi.deityHi),
    },
    nakshatra: {
      name: named(nakshatra, lang),
      number: nakshatra.number,
      pada: at.pada,
      lord: named(grahaById(nakshatra.lord), lang),
      startTime: isoInstant(at.nakshatra.start),
      endTime: isoInstant(at.nakshatra.end),
      quality: pick(lang, nature.quality, nature.hi),
      direction: named(mukhaOfNakshatra(nakshatra), lang),
      symbol: pick(lang, nakshatra.symbol, nakshatra.symbolHi),
      deity: pick(lang, nakshatra.deity, nakshatra.deityHi),
      activities: [...pick(lang, nature.activities, nature.activitiesHi)],
    },
    yoga: {
      name: named(yoga, lang),
      number: yoga.number,
      startTime: isoInstant(at.yoga.start),
      endTime: isoInstant(at.yoga.end),
      quality: inLanguage(QUALITY_WORDS[yoga.quality], lang),
      description: pick(lang, yoga.description, yoga.descriptionHi),
    },
    karana: {
      name: named(karana, lang),
      number: karana.number,
      startTime: isoInstant(at.karana.start),
      endTime: isoInstant(at.karana.end),
      quality: inLanguage(QUALITY_WORDS[karana.quality], lang),
    },
    times: {
      ...timesOf(day),
      moonrise: hhmmOrNull(z, day.moon.moonrise),
      moonset: hhmmOrNull(z, day.moon.moonset),
      rahuKaal: day.periods
        ? {
            start: hhmm(z, day.periods.rahuKaal.start),
            end: hhmm(z, day.periods.rahuKaal.end),
            duration: durationWords(day.periods.rahuKaal.start, day.periods.rahuKaal.end, 'minute', lang),
          }
        : null,
    },
    planetaryPositions: {
      sun: { longitude: positions.sun, rashi: signName(Math.floor(positions.sun / 30) + 1, lang) },
      moon: { longitude: positions.moon, rashi: signName(Math.floor(positions.moon / 30) + 1, lang) },
      at: isoInstant(instant),
    },
    panchaka: panchakaOf(panchak, lang),
    panchakaRahita: rahita ? panchakaRahitaOf(rahita, lang) : null,
    anandadiYoga: {
      yogaName: named(must(anandadiYogaByNumber(anandadi.number), `anandadi yoga ${anandadi.number}`), lang),
      number: anandadi.number,
      isAuspicious: anandadi.isAuspicious,
      weekday: day.vara.weekday,
      nakshatra: at.nakshatra.number,
      star: anandadi.star,
      endTime: isoInstant(anandadi.end),
    },
    nivasShool: {
      direction: named(shoolDirection, lang),
      isAuspicious: false,
      description: nivasShoolDescription(
        {
          shool: shoolDirection,
          vara,
          moonNivas,
          moonSign: must(signByNumber(at.moonSign.number), `sign ${at.moonSign.number}`),
          relation: nivasRelation,
        },
        lang,
      ),
      recommendation: shoolRecommendation(day.vara.weekday, lang),
      moonNivas: named(moonNivas, lang),
      nakshatraShool: at.nakshatra.shool ? named(directionById(at.nakshatra.shool), lang) : null,
    },
    varjyam: {
      isVarjyam: varjyamNow !== null,
      startTime: varjyam ? isoInstant(varjyam.start) : null,
      endTime: varjyam ? isoInstant(varjyam.end) : null,
      duration: varjyam ? Date.parse(isoInstant(varjyam.end)) - Date.parse(isoInstant(varjyam.start)) : null,
      nakshatra: varjyam ? nakshatraName(varjyam.nakshatra, lang) : null,
    },
    muhurtaGrid: muhurtaGridOf(day, lang).map(({ time, quality, activities, name }) => ({ time, quality, activities, name })),
    validation: PANCHANGA_VALIDATION,
    calendar: calendarOf(day, lang),
    periods: periodsOf(day, lang),
    transitions: transitionsOf(day, lang),
  };
}

/** Sunrise, sunset, solar noon and the day's length, for the daily panchanga and `/sweph/sun-times`. */
function sunTimesOf(day: PanchangaDay) {
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
function moonTimesOf(day: PanchangaDay) {
  return {
    moonrise: hhmmOrNull(day.zone, day.moon.moonrise),
    moonset: hhmmOrNull(day.zone, day.moon.moonset),
    moonriseTime: isoOrNull(day.moon.moonrise),
    moonsetTime: isoOrNull(day.moon.moonset),
    moonriseReason: day.moon.moonriseReason,
    moonsetReason: day.moon.moonsetReason,
  };
}

export function sunTimesResponse(answer: DayAnswer) {
  return { ...commonOf(answer), ...sunTimesOf(answer.day) };
}

export function moonTimesResponse(answer: DayAnswer) {
  return { ...commonOf(answer), ...moonTimesOf(answer.day) };
}

/** The complete Vedic day: every transition, period, choghadiya, hora and muhurta. */
export function dailyResponse(answer: DayAnswer, lang: Lang) {
  const { day } = answer;
  const vara = varaByIndex(day.vara.weekday);
  const shool = dishaShoolByWeekday(day.vara.weekday);
  return {
    ...commonOf(answer),
    vara: { weekday: vara.index, name: named(vara, lang), lord: named(grahaById(vara.lord), lang) },
    sun: sunTimesOf(day),
    moon: moonTimesOf(day),
    transitions: transitionsOf(day, lang),
    periods: periodsOf(day, lang),
    choghadiya: choghadiyaOf(day, lang),
    horas: horasOf(day, lang),
    muhurtaGrid: muhurtaGridOf(day, lang),
    anandadi: day.anandadi.map((a) => ({
      number: a.number,
      name: named(must(anandadiYogaByNumber(a.number), `anandadi yoga ${a.number}`), lang),
      isAuspicious: a.isAuspicious,
      startTime: isoInstant(a.start),
      endTime: isoInstant(a.end),
    })),
    panchak: {
      isActive: day.panchak.isActive,
      windows: day.panchak.windows.map((w) => {
        const record = panchakByWeekday(w.startWeekday);
        return {
          name: named(record, lang),
          isAuspicious: w.isAuspicious,
          severity: w.severity,
          description: pick(lang, record.description, record.descriptionHi),
          startTime: isoInstant(w.start),
          endTime: isoInstant(w.end),
        };
      }),
    },
    dishaShool: {
      direction: idOrHindi(shool.direction, directionById(shool.direction), lang),
      remedy: pick(lang, shool.remedy, shool.remedyHi),
    },
    panchakaRahita: day.panchakaRahita.map((w) => panchakaRahitaOf(w, lang)),
    calendar: calendarOf(day, lang),
    validation: PANCHANGA_VALIDATION,
  };
}

/** Day and night choghadiya. */
export function choghadiyaResponse(answer: DayAnswer, lang: Lang) {
  const all = choghadiyaOf(answer.day, lang);
  return { ...commonOf(answer), day: all.filter((c) => c.half === 'day'), night: all.filter((c) => c.half === 'night') };
}

/** The good and the inauspicious times of the day for starting an activity. */
export function muhurtaResponse(answer: DayAnswer, lang: Lang) {
  const periods = periodsOf(answer.day, lang);
  return {
    ...commonOf(answer),
    auspicious: {
      abhijit: periods?.abhijit ?? null,
      brahmaMuhurta: periods?.brahmaMuhurta ?? null,
      amritKaal: periods?.amritKaal ?? [],
      choghadiya: choghadiyaOf(answer.day, lang, (c) => c.nature !== 'bad'),
    },
    avoid: {
      rahuKaal: periods?.rahuKaal ?? null,
      yamaganda: periods?.yamaganda ?? null,
      gulika: periods?.gulika ?? null,
      durmuhurtas: periods?.durmuhurtas ?? [],
      varjyam: periods?.varjyam ?? [],
    },
    muhurtaGrid: muhurtaGridOf(answer.day, lang),
  };
}
