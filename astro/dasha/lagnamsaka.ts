/**
 * Lagnamsaka dasha (rules in `data/dashas.ts`, record `lagnamsaka`): Narayana dasha (`narayana.ts`) whose first
 * sign is the navamsa lagna, the sign the lagna's navamsa (Parashari D9) falls in, instead of the stronger of the
 * lagna and the 7th. The order from it (movable, fixed, dual; Saturn and Ketu in it), the years (read in the rashi
 * chart), the second cycle and the antardashas are Narayana's.
 */
import type { DashaDignityId } from '../../data/dashas.ts';
import { navamsaSign } from './applicability.ts';
import { narayanaDashaPlan, narayanaSubOrder } from './narayana.ts';
import { equalShares, type SignDashaPlan, totalYears, withSecondCycle } from './sign-plan.ts';
import type { DashaChart } from './types.ts';
import { signById } from '../../data/signs.ts';

/** The Lagnamsaka plan of a chart: Narayana's rules from the navamsa lagna. */
export function lagnamsakaPlan(chart: DashaChart, dignities: DashaDignityId = 'bphs'): SignDashaPlan {
  const narayana = narayanaDashaPlan(chart, dignities, navamsaSign(chart.lagnaSiderealDeg));
  const first = narayana.signs.map((entry) => ({ sign: signById(entry.sign).number, years: entry.years }));
  return {
    mahadashas: withSecondCycle(first),
    cycleYears: totalYears(first),
    subPeriods: (sign) => equalShares(narayanaSubOrder(chart, sign, dignities)),
  };
}
