/**
 * Firdaria: the periods and sub-periods with their lords and dates, and those holding the moment asked about.
 */
import type { FirdariaLord, FirdariaSubPeriod } from '../../../astro/western/firdaria.ts';
import { TROPICAL_YEAR_DAYS } from '../../../astro/western/progressions.ts';
import { FIRDARIA_NODE_NAMES } from '../../../data/western-prediction.ts';
import { birthDetailsOf } from '../../shared/birth.ts';
import { isoInstant, zoneLabel } from '../../shared/format.ts';
import { type Lang, named } from '../../shared/lang.ts';
import type { FirdariaResult } from './operations.ts';
import { pointName } from './present-chart.ts';

/** A firdaria lord's name: a planet's, or a node's as the firdaria names it. */
function firdariaLordName(lord: FirdariaLord, lang: Lang): string {
  return lord === 'north-node' || lord === 'south-node' ? named(FIRDARIA_NODE_NAMES[lord], lang) : pointName(lord, lang);
}

/** A period or sub-period with its lord named and its dates. */
function firdariaPeriodOf(period: FirdariaSubPeriod, lang: Lang) {
  return { lord: period.lord, name: firdariaLordName(period.lord, lang), start: isoInstant(period.start), end: isoInstant(period.end) };
}

/** The firdaria periods and sub-periods, and those holding the moment asked about. */
export function firdariaResponse(result: FirdariaResult, lang: Lang) {
  const holding = <T extends FirdariaSubPeriod>(list: readonly T[]) => list.find((p) => result.instant >= p.start && result.instant < p.end) ?? null;
  const period = holding(result.periods);
  const subPeriod = period ? holding(period.subPeriods) : null;
  return {
    birthDetails: birthDetailsOf(result.birth),
    date: isoInstant(result.instant),
    settings: { nodePlacement: result.nodePlacement, yearDays: TROPICAL_YEAR_DAYS, timezone: zoneLabel(result.zone.zone), timezoneSource: result.zone.source },
    sect: result.sect,
    periods: result.periods.map((p) => ({ ...firdariaPeriodOf(p, lang), years: p.years, subPeriods: p.subPeriods.map((sub) => firdariaPeriodOf(sub, lang)) })),
    current: period ? { period: firdariaPeriodOf(period, lang), subPeriod: subPeriod ? firdariaPeriodOf(subPeriod, lang) : null } : null,
  };
}
