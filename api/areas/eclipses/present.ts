/** Eclipses seen from a place → response objects in the request's language. */
import type { Zone } from '../../../astro/time.ts';
import type { LocalContact } from '../../../astro/transits/local-eclipses.ts';
import { ECLIPSE_CONTACT_WORDS, SUTAK_RULE, SUTAK_SOURCES } from '../../../data/eclipses.ts';
import { ECLIPSE_WORDS } from '../../../data/words.ts';
import { citation, isoInstant, isoOrNull, localDateTime, zoneLabel } from '../../shared/format.ts';
import { type Lang, named } from '../../shared/lang.ts';
import type { EclipsesAnswer } from './operations.ts';

/** Altitudes are given to 0.1°, magnitudes and obscurations to four decimals: what the tables print. */
const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

function contactResponse(contact: LocalContact, zone: Zone, lang: Lang) {
  return {
    id: contact.id,
    name: named(ECLIPSE_CONTACT_WORDS[contact.id], lang),
    time: isoInstant(contact.instant),
    localTime: localDateTime(zone, contact.instant),
    altitude: round(contact.altitudeDeg, 1),
    aboveHorizon: contact.aboveHorizon,
  };
}

function eclipseResponse({ local, sutak }: EclipsesAnswer['eclipses'][number], zone: Zone, lang: Lang) {
  const contacts = local.contacts.map((contact) => contactResponse(contact, zone, lang));
  const seen = { visible: local.visible, visibleFrom: isoOrNull(local.visibleFrom), visibleUntil: isoOrNull(local.visibleUntil) };
  const sutakWindow =
    sutak === null
      ? null
      : {
          start: isoInstant(sutak.start),
          end: isoInstant(sutak.end),
          startLocal: localDateTime(zone, sutak.start),
          endLocal: localDateTime(zone, sutak.end),
          hoursBefore: sutak.hoursBefore,
          firstSeen: isoInstant(sutak.firstSeen),
        };
  if (local.type === 'solar-eclipse') {
    const { global } = local;
    return {
      type: 'solar' as const,
      kind: global.kind,
      name: named(ECLIPSE_WORDS.solar[local.kind ?? global.kind], lang),
      greatestEclipse: isoInstant(global.instant),
      localKind: local.kind,
      magnitude: local.magnitude === null ? null : round(local.magnitude, 4),
      penumbralMagnitude: null,
      obscuration: local.obscuration === null ? null : round(local.obscuration, 4),
      ...seen,
      contacts,
      sutak: sutakWindow,
    };
  }
  const { global } = local;
  return {
    type: 'lunar' as const,
    kind: global.kind,
    name: named(ECLIPSE_WORDS.lunar[global.kind], lang),
    greatestEclipse: isoInstant(global.instant),
    localKind: global.kind,
    magnitude: round(local.umbralMagnitude, 4),
    penumbralMagnitude: round(local.penumbralMagnitude, 4),
    obscuration: round(global.obscuration, 4),
    ...seen,
    contacts,
    sutak: sutakWindow,
  };
}

export function eclipsesResponse(answer: EclipsesAnswer, lang: Lang) {
  const { location } = answer;
  return {
    from: isoInstant(answer.from),
    to: isoInstant(answer.to),
    place: { city: location.city?.id ?? null, latitude: location.latitude, longitude: location.longitude, elevation: location.elevationM },
    settings: {
      timezone: zoneLabel(location.zone),
      timezoneSource: location.zoneSource,
      horizon: 'upper-limb-refracted' as const,
      lunarShadow: 'danjon' as const,
      sutakRule: SUTAK_RULE.id,
    },
    sutakRule: {
      name: named(SUTAK_RULE.name, lang),
      rule: named(SUTAK_RULE.rule, lang),
      exemption: named(SUTAK_RULE.exemption, lang),
      source: citation(SUTAK_RULE.source, SUTAK_SOURCES),
    },
    eclipses: answer.eclipses.map((eclipse) => eclipseResponse(eclipse, location.zone, lang)),
  };
}
