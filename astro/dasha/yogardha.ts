/**
 * Yogardha dasha (rules in `data/dashas.ts`, record `yogardha`), "half of the sum": each sign's years are the
 * mean of its Char dasha years and its Sthira dasha years.
 * - the first dasha is the stronger of the lagna and the 7th sign (`narayana.ts` `strongerOfSigns`); the order
 *   runs through consecutive signs, zodiacally from an odd first sign and in reverse from an even one;
 * - years: (Char years (`char.ts` `charSignYears`) + Sthira years (movable 7, fixed 8, dual 9)) / 2;
 * - sub-periods: 12 equal parts; those of a mahadasha run through the mahadasha order from its second sign
 *   (ending with the first), those one level deeper from its third sign, and so on, whatever the parent's sign.
 */
import type { DashaDignityId } from '../../data/dashas.ts';
import type { SignNumber } from '../../data/signs.ts';
import { charSignYears } from './char.ts';
import { strongerOfSigns } from './narayana.ts';
import { consecutiveSigns, equalShares, oddityDirection, type SignDashaPlan, signOf, totalYears } from './sign-plan.ts';
import type { DashaChart } from './types.ts';

/** Sthira dasha years of a sign: movable 7, fixed 8, dual 9. */
export const STHIRA_YEARS = { movable: 7, fixed: 8, dual: 9 } as const;

/** Yogardha years of a sign: the mean of its Char and Sthira years. */
export function yogardhaYears(chart: DashaChart, sign: SignNumber, dignities: DashaDignityId = 'bphs'): number {
  return (charSignYears(chart, sign, dignities).years + STHIRA_YEARS[signOf(sign).modality]) / 2;
}

/** The Yogardha plan of a chart. */
export function yogardhaPlan(chart: DashaChart, dignities: DashaDignityId = 'bphs'): SignDashaPlan {
  const lagna = chart.lagnaSign;
  const first = strongerOfSigns(chart, lagna, signOf(lagna + 6).number, dignities);
  const order = consecutiveSigns(first, oddityDirection(first));
  const mahadashas = order.map((sign) => ({ sign, years: yogardhaYears(chart, sign, dignities) }));
  return {
    mahadashas,
    cycleYears: totalYears(mahadashas),
    subPeriods: (_sign, level) => equalShares(order.map((_, k) => order[(k + level) % 12]!)),
  };
}
