/**
 * Sandhya dasha (rules in `data/dashas.ts`, record `sandhya`), a dasha of longevity: the full span of a human life,
 * 120 years, shared equally among the twelve signs (the "dwadashamsha" of the paramayus).
 * - the dashas run zodiacally from the lagna sign, 10 years each;
 * - the sub-periods of a period run zodiacally from its own sign: 12 equal parts (`equal`), or in the Pachaka
 *   proportions 6 : 3 : 3 : 3 : 2 × 8 of 31 (`pachaka`: the sign itself twice the next three, which are one and a
 *   half times each of the other eight); deeper levels repeat the rule inside their parent.
 */
import type { SignNumber } from '../../data/signs.ts';
import { consecutiveSigns, equalShares, type SignDashaPlan, type SignShare } from './sign-plan.ts';
import type { DashaChart } from './types.ts';

/** Years of every Sandhya dasha: 120 / 12. */
export const SANDHYA_YEARS = 10;

/** Weights of the Pachaka sub-periods from the period's own sign (sum 31). */
export const PACHAKA_WEIGHTS = [6, 3, 3, 3, 2, 2, 2, 2, 2, 2, 2, 2] as const;

/** How the sub-periods of a Sandhya period are split. */
export type SandhyaSplit = 'equal' | 'pachaka';

/** The twelve sub-period shares of a period of `sign`. */
export function sandhyaShares(sign: SignNumber, split: SandhyaSplit): SignShare[] {
  const signs = consecutiveSigns(sign, 1);
  return split === 'equal' ? equalShares(signs) : signs.map((s, k) => ({ sign: s, weight: PACHAKA_WEIGHTS[k]! }));
}

/** The Sandhya plan of a chart. */
export function sandhyaPlan(chart: DashaChart, split: SandhyaSplit = 'equal'): SignDashaPlan {
  return {
    mahadashas: consecutiveSigns(chart.lagnaSign, 1).map((sign) => ({ sign, years: SANDHYA_YEARS })),
    cycleYears: 12 * SANDHYA_YEARS,
    subPeriods: (sign) => sandhyaShares(sign, split),
  };
}
