/**
 * Panchanga responses from a stored or freshly computed `PanchangaDay` (and, for the spec's panchanga, the
 * moment the operation looked up in it). Pure lookups and formatting: no astronomy and no choosing happens
 * here, so a precomputed row and an on-demand day give the same answer. The day's parts are in present-day.ts.
 */
import { durationWords } from '../../../astro/duration-words.ts';
import { anandadiYogaByNumber } from '../../../data/anandadi.ts';
import { grahaById } from '../../../data/grahas.ts';
import { karanaByNumber } from '../../../data/karanas.ts';
import { panchakByWeekday } from '../../../data/panchaka.ts';
import { mukhaOfNakshatra, nakshatraByNumber, natureOfNakshatra } from '../../../data/nakshatras.ts';
import { directionById, dishaShoolByWeekday, nivasShoolDescription, shoolRecommendation } from '../../../data/shool.ts';
import { signAtLongitude, signByNumber } from '../../../data/signs.ts';
import { pakshaName, tithiActivities, tithiByNumber } from '../../../data/tithis.ts';
import { varaByIndex } from '../../../data/varas.ts';
import { LANGS } from '../../../data/text.ts';
import { yogaByNumber } from '../../../data/yogas.ts';
import { PANCHANGA_VALIDATION, VALIDATION_TOLERANCE_SECONDS, VALIDATION_TOLERANCE_WORDS } from '../../../data/validation.ts';
import { QUALITY_WORDS } from '../../../data/words.ts';
import { fillText, hhmm, hhmmOrNull, isoInstant } from '../../shared/format.ts';
import { settingsOf } from '../../shared/settings.ts';
import { type Lang, named } from '../../shared/lang.ts';
import type { DayAnswer, MomentAnswer } from './operations.ts';
import {
  calendarOf,
  choghadiyaOf,
  horasOf,
  idOrName,
  moonTimesOf,
  muhurtaGridOf,
  must,
  nakshatraName,
  panchakAvoidedWorks,
  panchakaOf,
  panchakaRahitaOf,
  periodsOf,
  sunTimesOf,
  timesOf,
  transitionsOf,
} from './present-day.ts';

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

/** The accuracy statement of every panchanga answer in each language (its tolerance written in it), made once. */
const VALIDATION_IN: ReadonlyMap<Lang, typeof PANCHANGA_VALIDATION> = new Map(
  LANGS.map((lang) => {
    const { time: seconds, sankranti } = VALIDATION_TOLERANCE_SECONDS;
    return [lang, { ...PANCHANGA_VALIDATION, tolerance: fillText(named(VALIDATION_TOLERANCE_WORDS, lang), { seconds, sankranti }) }];
  }),
);

/**
 * The spec's panchanga response for one instant of a day: the five limbs holding at `instant` with their end
 * times, the day's times and periods, and the day's full transitions as additional fields.
 */
export function panchangaResponse(answer: MomentAnswer, lang: Lang) {
  const { day, instant } = answer;
  const { limbs: at, anandadi, panchak, varjyam, positions, panchakaRahita: rahita, nivasRelation } = answer.moment;
  const tithi = must(tithiByNumber(at.tithi.number), 'tithi');
  const nakshatra = must(nakshatraByNumber(at.nakshatra.number), 'nakshatra');
  const yoga = must(yogaByNumber(at.yoga.number), 'yoga');
  const karana = must(karanaByNumber(at.karana.number), 'karana');
  const anandadiYoga = must(anandadiYogaByNumber(anandadi.number), `anandadi yoga ${anandadi.number}`);
  const vara = varaByIndex(day.vara.weekday);
  const z = day.zone;
  const shoolDirection = directionById(day.dishaShool.direction);
  const moonNivas = directionById(at.moonSign.nivas);
  const nature = natureOfNakshatra(nakshatra);
  const mukha = mukhaOfNakshatra(nakshatra);

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
      quality: named(QUALITY_WORDS[tithi.quality], lang),
      activities: [...tithiActivities(tithi, lang)],
      deity: named(tithi.deity, lang),
    },
    nakshatra: {
      name: named(nakshatra, lang),
      number: nakshatra.number,
      pada: at.pada,
      lord: named(grahaById(nakshatra.lord), lang),
      startTime: isoInstant(at.nakshatra.start),
      endTime: isoInstant(at.nakshatra.end),
      quality: named(nature.quality, lang),
      direction: named(mukha, lang),
      directionActivities: [...named(mukha.activities, lang)],
      symbol: named(nakshatra.symbol, lang),
      deity: named(nakshatra.deity, lang),
      activities: [...named(nature.activities, lang)],
    },
    yoga: {
      name: named(yoga, lang),
      number: yoga.number,
      startTime: isoInstant(at.yoga.start),
      endTime: isoInstant(at.yoga.end),
      quality: named(QUALITY_WORDS[yoga.quality], lang),
      meaning: named(yoga.meaning, lang),
      description: named(yoga.description, lang),
      avoidUntil: yoga.avoidOpeningGhatis === 0 ? null : isoInstant(at.yoga.start + ((at.yoga.end - at.yoga.start) * yoga.avoidOpeningGhatis) / 60),
    },
    karana: {
      name: named(karana, lang),
      number: karana.number,
      startTime: isoInstant(at.karana.start),
      endTime: isoInstant(at.karana.end),
      quality: named(QUALITY_WORDS[karana.quality], lang),
      deity: named(karana.deity, lang),
      activities: [...named(karana.activities, lang)],
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
      sun: { longitude: positions.sun, rashi: named(signAtLongitude(positions.sun), lang) },
      moon: { longitude: positions.moon, rashi: named(signAtLongitude(positions.moon), lang) },
      at: isoInstant(instant),
    },
    panchaka: panchakaOf(panchak, lang),
    panchakaRahita: rahita ? panchakaRahitaOf(rahita, lang) : null,
    anandadiYoga: {
      yogaName: named(anandadiYoga, lang),
      number: anandadi.number,
      isAuspicious: anandadi.isAuspicious,
      description: named(anandadiYoga.description, lang),
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
      isVarjyam: answer.moment.inVarjyam,
      startTime: varjyam ? isoInstant(varjyam.start) : null,
      endTime: varjyam ? isoInstant(varjyam.end) : null,
      duration: varjyam ? Date.parse(isoInstant(varjyam.end)) - Date.parse(isoInstant(varjyam.start)) : null,
      nakshatra: varjyam ? nakshatraName(varjyam.nakshatra, lang) : null,
    },
    muhurtaGrid: muhurtaGridOf(day, lang).map(({ time, quality, activities, name }) => ({ time, quality, activities, name })),
    validation: VALIDATION_IN.get(lang)!,
    calendar: calendarOf(day, lang),
    periods: periodsOf(day, lang),
    transitions: transitionsOf(day, lang),
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
    anandadi: day.anandadi.map((a) => {
      const yoga = must(anandadiYogaByNumber(a.number), `anandadi yoga ${a.number}`);
      return {
        number: a.number,
        name: named(yoga, lang),
        isAuspicious: a.isAuspicious,
        description: named(yoga.description, lang),
        startTime: isoInstant(a.start),
        endTime: isoInstant(a.end),
      };
    }),
    panchak: {
      isActive: day.panchak.isActive,
      windows: day.panchak.windows.map((w) => {
        const record = panchakByWeekday(w.startWeekday);
        return {
          name: named(record, lang),
          isAuspicious: w.isAuspicious,
          severity: w.severity,
          description: named(record.description, lang),
          avoidedWorks: panchakAvoidedWorks(lang),
          startTime: isoInstant(w.start),
          endTime: isoInstant(w.end),
        };
      }),
    },
    dishaShool: {
      direction: idOrName(shool.direction, directionById(shool.direction), lang),
      remedy: named(shool.remedy, lang),
    },
    panchakaRahita: day.panchakaRahita.map((w) => panchakaRahitaOf(w, lang)),
    calendar: calendarOf(day, lang),
    validation: VALIDATION_IN.get(lang)!,
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
