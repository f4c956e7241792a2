/** Transit responses: graha rows and events with names in the request's language, instants in UTC. */
import type { GrahaTransitRow } from '../../../astro/transits/daily.ts';
import type { TransitEvent } from '../../../astro/transits/events.ts';
import { type Instant, MS_PER_DAY } from '../../../astro/time.ts';
import { grahaById, type GrahaId } from '../../../data/grahas.ts';
import { nakshatraByNumber } from '../../../data/nakshatras.ts';
import { signByNumber, signName } from '../../../data/signs.ts';
import { ECLIPSE_WORDS, LUNAR_PHASE_WORDS, MOTION_WORDS, TRANSIT_EVENT_WORDS } from '../../../data/words.ts';
import { birthDetailsOf, chartSettingsOf } from '../../shared/birth.ts';
import type { BirthChart } from '../../shared/birth-chart.ts';
import { planetsOf } from '../../shared/chart-planets.ts';
import { degreeText, fillText, isoInstant } from '../../shared/format.ts';
import { type Lang, named } from '../../shared/lang.ts';
import { settingsOf } from '../../shared/settings.ts';
import type { EventList, PlanetsExtended, Positions } from './operations.ts';

function planetOf(row: GrahaTransitRow, lang: Lang) {
  const sign = signByNumber(row.sign)!;
  const nakshatra = nakshatraByNumber(row.nakshatra)!;
  return {
    id: row.graha,
    name: named(grahaById(row.graha), lang),
    longitude: row.siderealLongitude,
    tropicalLongitude: row.tropicalLongitude,
    latitude: row.latitude,
    distanceAu: row.distanceAu,
    speed: row.speedDegPerDay,
    retrograde: row.retrograde,
    rashi: named(sign, lang),
    rashiNumber: row.sign,
    rashiLord: named(grahaById(sign.lord), lang),
    degree: degreeText(row.degreeInSign, 'second'),
    degreeInSign: row.degreeInSign,
    nakshatra: named(nakshatra, lang),
    nakshatraNumber: row.nakshatra,
    nakshatraLord: named(grahaById(nakshatra.lord), lang),
    pada: row.pada,
  };
}

/**
 * A sentence naming what happens, from the event's own fields and the language's sentences (data/words.ts
 * `TRANSIT_EVENT_WORDS`). English: "Mars enters Leo from Cancer (retrograde)". Hindi and the other languages in the
 * almanac manner, as a noun phrase that needs no verb agreeing with the graha: "मंगल का कर्क से सिंह राशि में प्रवेश
 * (वक्री)", "बुध मेष राशि में 3°12′05″ पर वक्री", "मीन राशि में पूर्णिमा (रेवती नक्षत्र)", "खग्रास सूर्य ग्रहण".
 */
function describe(event: TransitEvent, lang: Lang): string {
  const words = TRANSIT_EVENT_WORDS[lang];
  const planet = named(grahaById(event.graha as GrahaId), lang);
  const starName = (n: number) => named(nakshatraByNumber(n)!, lang);
  const retrograde = 'motion' in event && event.motion === 'retrograde' ? ` (${named(MOTION_WORDS.retrograde, lang)})` : '';
  switch (event.type) {
    case 'sign-ingress':
      return fillText(words.signIngress, { planet, from: signName(event.fromSign, lang), to: signName(event.toSign, lang), retrograde });
    case 'nakshatra-ingress':
      return fillText(words.nakshatraIngress, { planet, from: starName(event.fromNakshatra), to: starName(event.toNakshatra), retrograde });
    case 'pada-ingress': {
      const pada = words.padaOrdinals?.[event.toPada - 1] ?? event.toPada;
      return fillText(words.padaIngress, { planet, star: starName(event.toNakshatra), pada });
    }
    case 'station-retrograde':
    case 'station-direct': {
      const motion = named(event.type === 'station-retrograde' ? MOTION_WORDS.retrograde : MOTION_WORDS.direct, lang);
      return fillText(words.station, { planet, motion, sign: signName(event.sign, lang), degree: degreeText(event.degreeInSign, 'second') });
    }
    case 'new-moon':
    case 'first-quarter':
    case 'full-moon':
    case 'last-quarter':
      return fillText(words.phase, { phase: named(LUNAR_PHASE_WORDS[event.type], lang), sign: signName(event.sign, lang), star: starName(event.nakshatra) });
    case 'solar-eclipse':
      return named(ECLIPSE_WORDS.solar[event.kind], lang);
    case 'lunar-eclipse':
      return named(ECLIPSE_WORDS.lunar[event.kind], lang);
  }
}

export function transitCurrentResponse(p: Positions, lang: Lang) {
  return { instant: isoInstant(p.instant), settings: settingsOf(p.options, p.zone), source: p.source, planets: p.rows.map((r) => planetOf(r, lang)) };
}

function stationOf(event: TransitEvent | undefined, instant: Instant, lang: Lang) {
  if (!event || (event.type !== 'station-retrograde' && event.type !== 'station-direct')) return null;
  return {
    type: event.type,
    instant: isoInstant(event.instant),
    longitude: event.siderealLongitude,
    rashi: signName(event.sign, lang),
    daysFromDate: Math.round(((event.instant - instant) / MS_PER_DAY) * 100) / 100,
  };
}

/** The planets of a birth with dignity, combustion, war and pada (planets/extended's natal form). */
function natalPlanetsResponse({ birth, report }: BirthChart, lang: Lang) {
  return { birthDetails: birthDetailsOf(birth), settings: chartSettingsOf(birth), planets: planetsOf(report, lang) };
}

export function planetsExtendedResponse(result: PlanetsExtended, lang: Lang) {
  if (result.mode === 'natal') return { mode: 'natal' as const, ...natalPlanetsResponse(result, lang) };
  const { instant } = result;
  return {
    mode: 'transit' as const,
    ...transitCurrentResponse(result, lang),
    planets: result.rows.map((row) => {
      const own = result.stations.filter((e) => e.graha === row.graha);
      return {
        ...planetOf(row, lang),
        motion: row.retrograde ? ('retrograde' as const) : ('direct' as const),
        previousStation: stationOf(own.filter((e) => e.instant <= instant).at(-1), instant, lang),
        nextStation: stationOf(own.find((e) => e.instant > instant), instant, lang),
      };
    }),
  };
}

export function transitEventsResponse(list: EventList, lang: Lang) {
  const events = list.events.map((e) => ({ ...e, planet: named(grahaById(e.graha as GrahaId), lang), instant: isoInstant(e.instant), description: describe(e, lang) }));
  return { from: isoInstant(list.from), to: isoInstant(list.to), settings: settingsOf(list.options, list.zone), source: list.source, count: events.length, events };
}
