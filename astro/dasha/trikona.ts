/**
 * Trikona dasha (rules in `data/dashas.ts`, record `trikona`):
 * - the first dasha is the strongest of the trines from the lagna: the stronger of the 1st and 5th signs, then the
 *   stronger of that and the 9th (`narayana.ts` `strongerOfSigns`); the order runs through consecutive signs,
 *   zodiacally from an odd first sign and in reverse from an even one; one cycle;
 * - years as in Char and Narayana dasha (`char.ts` `charSignYears`);
 * - each period is split into 12 equal sub-periods from its own sign, zodiacally for an odd sign and in reverse
 *   for an even one; deeper levels repeat the rule inside their parent.
 */
import type { DashaDignityId } from '../../data/dashas.ts';
import type { SignNumber } from '../../data/signs.ts';
import { charSignYears } from './char.ts';
import { strongerOfSigns } from './narayana.ts';
import { consecutiveSigns, equalShares, oddityDirection, type SignDashaPlan, signOf, totalYears } from './sign-plan.ts';
import type { DashaChart } from './types.ts';

/** The strongest of the lagna's trines (1st against 5th, the winner against 9th). */
export function strongestTrine(chart: DashaChart, dignities: DashaDignityId = 'bphs'): SignNumber {
  const lagna = chart.lagnaSign;
  const firstPair = strongerOfSigns(chart, lagna, signOf(lagna + 4).number, dignities);
  return strongerOfSigns(chart, firstPair, signOf(lagna + 8).number, dignities);
}

/** The Trikona plan of a chart. */
export function trikonaPlan(chart: DashaChart, dignities: DashaDignityId = 'bphs'): SignDashaPlan {
  const first = strongestTrine(chart, dignities);
  const mahadashas = consecutiveSigns(first, oddityDirection(first)).map((sign) => ({
    sign, years: charSignYears(chart, sign, dignities).years,
  }));
  return {
    mahadashas,
    cycleYears: totalYears(mahadashas),
    subPeriods: (sign) => equalShares(consecutiveSigns(sign, oddityDirection(sign))),
  };
}

