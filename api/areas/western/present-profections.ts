/**
 * Profections: the annual and monthly profected signs with their lords and dates.
 */
import { signPosition } from '../../../astro/western/chart.ts';
import type { ProfectedSign } from '../../../astro/western/profections.ts';
import { signName } from '../../../data/signs.ts';
import { birthDetailsOf } from '../../shared/birth.ts';
import { isoInstant, zoneLabel } from '../../shared/format.ts';
import type { Lang } from '../../shared/lang.ts';
import type { ProfectionResult } from './operations.ts';
import { pointName, signPlace } from './present-chart.ts';

/** A profected sign with its house, its lord and its dates. */
function profectedSignOf(profected: ProfectedSign & { start: number; end: number }, lang: Lang) {
  return {
    sign: signName(profected.sign, lang),
    signNumber: profected.sign,
    house: profected.house,
    lord: profected.lord,
    lordName: pointName(profected.lord, lang),
    start: isoInstant(profected.start),
    end: isoInstant(profected.end),
  };
}

/** The annual and monthly profections. */
export function profectionResponse(result: ProfectionResult, lang: Lang) {
  const { profection, zone } = result;
  return {
    birthDetails: birthDetailsOf(result.birth),
    date: isoInstant(result.instant),
    settings: { months: result.months, houses: 'whole-sign' as const, yearStart: 'solar-return' as const, timezone: zoneLabel(zone.zone), timezoneSource: zone.source },
    ascendant: signPlace(signPosition(profection.natal.houses.ascendant), lang),
    age: profection.age,
    year: profectedSignOf(profection.year, lang),
    month: { month: profection.month.month, ...profectedSignOf(profection.month, lang) },
    months: profection.months.map((month) => ({ month: month.month, ...profectedSignOf(month, lang) })),
    planetsInSign: profection.planetsInSign.map((id) => ({ id, name: pointName(id, lang) })),
  };
}
