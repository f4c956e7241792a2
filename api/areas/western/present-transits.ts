/**
 * Transits: the transiting bodies with their natal houses, their aspects, the timed events of the window and the
 * void-of-course Moon periods.
 */
import { VOID_OF_COURSE_SETS } from '../../../data/void-of-course.ts';
import { signName } from '../../../data/signs.ts';
import { WESTERN_ASPECTS } from '../../../data/western-aspects.ts';
import { birthDetailsOf } from '../../shared/birth.ts';
import { isoInstant, localDateTime, zoneLabel } from '../../shared/format.ts';
import { byId, type Lang, named } from '../../shared/lang.ts';
import type { TransitResult } from './operations.ts';
import { aspectOf, bodyHead, bodyMotion, declinationAspectOf, pointName, settingsOf, signPlace } from './present-chart.ts';
import { eventOf } from './present-events.ts';

/** The sky at the moment (read against the natal chart when a birth is given), the events of the window and the void-of-course Moon. */
export function westernTransitResponse(result: TransitResult, lang: Lang) {
  const { transits, birth, zone } = result;
  const natal = transits.natal;
  const point = (id: 'ascendant' | 'midheaven') => {
    const found = natal!.points.find((p) => p.id === id)!;
    return { id, name: pointName(id, lang), ...signPlace(found, lang), house: found.house };
  };
  const items = transits.events.map((event) => eventOf(event, zone.zone, lang));
  return {
    date: isoInstant(result.instant),
    settings: { ...settingsOf(result.choices, lang), declinationOrb: transits.declinationOrb, voidOfCourse: result.voidOfCourse ?? 'none', timezone: zoneLabel(zone.zone), timezoneSource: zone.source },
    natal: natal && birth ? { birthDetails: birthDetailsOf(birth), ascendant: point('ascendant'), midheaven: point('midheaven') } : null,
    bodies: transits.bodies.map((body) => ({
      ...bodyHead(body, lang),
      ...bodyMotion(body),
      natalHouse: body.natalHouse,
    })),
    aspects: transits.aspects.map((aspect) => aspectOf(aspect, lang)),
    declinationAspects: transits.declinationAspects.map((aspect) => declinationAspectOf(aspect, lang)),
    events: { from: isoInstant(result.from), to: isoInstant(result.to), count: items.length, items },
    voidOfCourseMoon: voidOfCourseOf(result, lang),
  };
}

/** The void-of-course periods of the window, by the set asked for. */
function voidOfCourseOf(result: TransitResult, lang: Lang) {
  const periods = result.transits.voidOfCourse;
  const set = result.voidOfCourse;
  if (periods === null || set === null) return null;
  const zone = result.zone.zone;
  const record = VOID_OF_COURSE_SETS[set];
  return {
    planets: set,
    name: named(record.name, lang),
    source: record.source,
    periods: periods.map((period) => ({
      start: isoInstant(period.start),
      end: isoInstant(period.end),
      startLocal: localDateTime(zone, period.start),
      endLocal: localDateTime(zone, period.end),
      durationMinutes: Math.round((period.end - period.start) / 60_000),
      sign: signName(period.sign, lang),
      nextSign: signName(period.nextSign, lang),
      lastAspect: period.lastAspect && {
        aspect: period.lastAspect.aspect,
        aspectName: named(byId(WESTERN_ASPECTS, period.lastAspect.aspect), lang),
        planet: period.lastAspect.planet,
        planetName: pointName(period.lastAspect.planet, lang),
      },
    })),
  };
}
