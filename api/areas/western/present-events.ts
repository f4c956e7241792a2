/**
 * The timed events of transits and progressions (ingresses, stations, exact aspects) with their instants and their
 * description in the request's language.
 */
import { signPosition } from '../../../astro/western/chart.ts';
import type { WesternEvent } from '../../../astro/western/events.ts';
import { formatLocalDate, formatLocalHHMM, localDateOf, type Zone } from '../../../astro/time.ts';
import { signName } from '../../../data/signs.ts';
import { WESTERN_ASPECTS } from '../../../data/western-aspects.ts';
import { WESTERN_EVENT_WORDS } from '../../../data/western-words.ts';
import { fillText, isoInstant } from '../../shared/format.ts';
import { byId, type Lang, named, writtenIn } from '../../shared/lang.ts';
import { pointName, signPlace } from './present-chart.ts';

/** `YYYY-MM-DD HH:MM` at the zone. */
function localText(zone: Zone, instant: number): string {
  return `${formatLocalDate(localDateOf(zone, instant))} ${formatLocalHHMM(zone, instant)}`;
}

/** An event in words: the ingress, station or exact aspect with its body, sign, degree and other point named. */
function describeEvent(event: WesternEvent, lang: Lang): string {
  const words = named(WESTERN_EVENT_WORDS, lang);
  const body = pointName(event.body, lang);
  switch (event.type) {
    case 'ingress':
      return fillText(event.retrograde ? words.ingressRetrograde : words.ingress, { body, sign: signName(event.toSign, lang) });
    case 'station': {
      const place = signPlace(signPosition(event.longitude), lang);
      return fillText(event.direction === 'retrograde' ? words.stationRetrograde : words.stationDirect, { body, degree: place.degree, sign: place.sign });
    }
    case 'aspect':
      return fillText(event.natal ? words.aspectNatal : words.aspectMutual, {
        body,
        aspect: (lang === 'en' ? undefined : writtenIn(byId(WESTERN_ASPECTS, event.aspect), lang)) ?? byId(WESTERN_ASPECTS, event.aspect).en.toLowerCase(),
        other: pointName(event.to, lang),
      });
  }
}

/** A timed event of transits or progressions: its instant (UTC and at the zone), body, words and the fields of its type. */
export function eventOf(event: WesternEvent, zone: Zone, lang: Lang) {
  const common = { type: event.type, instant: isoInstant(event.instant), local: localText(zone, event.instant), body: event.body, bodyName: pointName(event.body, lang), description: describeEvent(event, lang) };
  switch (event.type) {
    case 'ingress':
      return { ...common, fromSign: event.fromSign, toSign: event.toSign, retrograde: event.retrograde };
    case 'station':
      return { ...common, direction: event.direction, longitude: event.longitude };
    case 'aspect':
      return { ...common, aspect: event.aspect, to: event.to, natal: event.natal, longitude: event.longitude, retrograde: event.retrograde };
  }
}
