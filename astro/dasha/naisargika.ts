/**
 * Naisargika dasha (record `naisargika` of `data/graha-dashas.ts`): the natural ages of the grahas.
 * - mahadashas from birth in the fixed order Moon 1, Mars 2, Mercury 9, Venus 20, Jupiter 18, Sun 20, Saturn 50,
 *   lagna 12 years (132);
 * - the sub-periods of a period are the grahas Sun … Saturn standing in the kendras, then the panapharas, then the
 *   apoklimas counted from the sign of the period's lord (the lagna sign for the lagna), in graha order within a
 *   house, without the period's lord; equal parts. Deeper levels repeat the rule from each sub-period's lord.
 */
import { type DashaLordId } from '../../data/dashas.ts';
import { NAISARGIKA_YEARS } from '../../data/graha-dashas.ts';
import { SEVEN_GRAHAS } from '../chart/placement.ts';
import { MS_PER_DAY } from '../time.ts';
import { consecutivePeriods, splitPeriod } from './periods.ts';
import type { GrahaDashaScheme } from './graha-dasha.ts';
import type { DashaChart, DashaPeriod } from './types.ts';

/** Houses counted from the lord's sign (0 = the sign itself): kendras, panapharas, apoklimas. */
const KENDRADI_OFFSETS = [0, 3, 6, 9, 1, 4, 7, 10, 2, 5, 8, 11] as const;

/** The sign (1–12) a Naisargika lord stands in: a graha's own sign, the lagna sign for the lagna. */
function signOfLord(chart: DashaChart, lord: DashaLordId): number {
  return lord === 'lagna' ? chart.lagnaSign : chart.planets[lord as (typeof SEVEN_GRAHAS)[number]].signNumber;
}

/** The sub-period lords of a period of `lord`, in order (kendras, panapharas, apoklimas from its sign). */
export function naisargikaSubLords(chart: DashaChart, lord: DashaLordId): (typeof SEVEN_GRAHAS)[number][] {
  const from = signOfLord(chart, lord);
  return KENDRADI_OFFSETS.flatMap((offset) => {
    const sign = ((from - 1 + offset) % 12) + 1;
    return SEVEN_GRAHAS.filter((graha) => graha !== lord && chart.planets[graha].signNumber === sign);
  });
}

/** The Naisargika dasha of one chart (the first period, the Moon's, starts at birth). */
export function naisargikaDashaScheme(chart: DashaChart, yearDays: number): GrahaDashaScheme {
  const yearMs = yearDays * MS_PER_DAY;
  const mahadashas = consecutivePeriods(chart.birth, NAISARGIKA_YEARS.map((entry) => ({ lord: entry.lord, durationMs: entry.years * yearMs })));
  const childrenOf = (parent: DashaPeriod): readonly DashaPeriod[] =>
    splitPeriod(parent, naisargikaSubLords(chart, parent.lord).map((lord) => ({ lord, weight: 1 })));
  const first = NAISARGIKA_YEARS[0];
  return {
    mahadashas,
    childrenOf,
    balance: { lord: first.lord, elapsedYears: 0, remainingYears: first.years },
    cycleYears: NAISARGIKA_YEARS.reduce((sum, entry) => sum + entry.years, 0),
  };
}
