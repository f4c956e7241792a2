/** Transit responses: graha rows and events with names in the request's language, instants in UTC. */
import type { GrahaTransitRow } from '../../../astro/transits/daily.ts';
import type { TransitEvent } from '../../../astro/transits/events.ts';
import { type Instant, MS_PER_DAY } from '../../../astro/time.ts';
import { grahaById, type GrahaId } from '../../../data/grahas.ts';
import { nakshatraByNumber } from '../../../data/nakshatras.ts';
import { signByNumber } from '../../../data/signs.ts';
import { degreeText, isoInstant } from '../../shared/format.ts';
import { type Lang, named } from '../../shared/lang.ts';
import { settingsOf } from '../../shared/settings.ts';
import { natalPlanetsResponse } from '../kundali/present.ts';
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

/** A sentence naming what happens, from the event's own fields. */
function describe(event: TransitEvent, lang: Lang): string {
  const planet = named(grahaById(event.graha as GrahaId), lang);
  const signName = (n: number) => named(signByNumber(n)!, lang);
  const starName = (n: number) => named(nakshatraByNumber(n)!, lang);
  switch (event.type) {
    case 'sign-ingress':
      return `${planet} enters ${signName(event.toSign)} from ${signName(event.fromSign)}${event.motion === 'retrograde' ? ' (retrograde)' : ''}`;
    case 'nakshatra-ingress':
      return `${planet} enters ${starName(event.toNakshatra)} from ${starName(event.fromNakshatra)}${event.motion === 'retrograde' ? ' (retrograde)' : ''}`;
    case 'pada-ingress':
      return `${planet} enters ${starName(event.toNakshatra)} pada ${event.toPada}`;
    case 'station-retrograde':
      return `${planet} stations retrograde at ${degreeText(event.degreeInSign, 'second')} ${signName(event.sign)}`;
    case 'station-direct':
      return `${planet} stations direct at ${degreeText(event.degreeInSign, 'second')} ${signName(event.sign)}`;
    case 'new-moon':
    case 'first-quarter':
    case 'full-moon':
    case 'last-quarter':
      return `${event.type.replace('-', ' ').replace(/^\w/, (c) => c.toUpperCase())} in ${signName(event.sign)} (${starName(event.nakshatra)})`;
    case 'solar-eclipse':
      return `${event.kind.replace(/^\w/, (c) => c.toUpperCase())} solar eclipse`;
    case 'lunar-eclipse':
      return `${event.kind.replace(/^\w/, (c) => c.toUpperCase())} lunar eclipse`;
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
    rashi: named(signByNumber(event.sign)!, lang),
    daysFromDate: Math.round(((event.instant - instant) / MS_PER_DAY) * 100) / 100,
  };
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
