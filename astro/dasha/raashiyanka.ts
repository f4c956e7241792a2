/**
 * Raashiyanka (rasyamsaka) dasha (rules in `data/dashas.ts`, record `raashiyanka`): the twelve signs zodiacally
 * from a navamsa sign.
 * - the first dasha (`method=`): `tara-chand-shastri`, the navamsa sign (Parashari D9) of the lagna lord;
 *   `ganesh-dutt-pathak`, the navamsa lagna when the lagna sign is stronger than the sign holding the lagna lord,
 *   the lagna lord's navamsa sign otherwise (`narayana.ts` `strongerOfSigns`); the two readings of the BPHS verse in
 *   the two Hindi translations;
 * - years as Mandooka dasha (`mandooka.ts` `mandookaYears`): the inclusive count to the sign's classical lord by
 *   the sign's oddity, 12 at home, 10 in the 7th;
 * - each period is split into 12 equal sub-periods through the mahadasha order from its own sign; deeper levels
 *   repeat the rule inside their parent.
 * The lagna lord (classical) is the lord of the lagna sign; Mars for Scorpio, Saturn for Aquarius.
 */
import type { DashaDignityId } from '../../data/dashas.ts';
import type { SignNumber } from '../../data/signs.ts';
import { navamsaSign } from './applicability.ts';
import { mandookaYears } from './mandooka.ts';
import { strongerOfSigns } from './narayana.ts';
import { consecutiveSigns, equalShares, type SignDashaPlan, signOf, totalYears } from './sign-plan.ts';
import type { DashaChart } from './types.ts';

/** Whose reading of the verse gives the first sign. */
export type RaashiyankaSeed = 'tara-chand-shastri' | 'ganesh-dutt-pathak';

/** The first dasha sign under a reading (module comment). */
export function raashiyankaFirstSign(chart: DashaChart, seed: RaashiyankaSeed, dignities: DashaDignityId = 'bphs'): SignNumber {
  const lord = chart.planets[signOf(chart.lagnaSign).lord];
  const lordNavamsa = navamsaSign(lord.siderealDeg);
  if (seed === 'tara-chand-shastri') return lordNavamsa;
  const lagnaStronger = strongerOfSigns(chart, chart.lagnaSign, lord.signNumber, dignities) === chart.lagnaSign;
  return lagnaStronger ? navamsaSign(chart.lagnaSiderealDeg) : lordNavamsa;
}

/** The Raashiyanka plan of a chart. */
export function raashiyankaPlan(chart: DashaChart, seed: RaashiyankaSeed = 'tara-chand-shastri', dignities: DashaDignityId = 'bphs'): SignDashaPlan {
  const order = consecutiveSigns(raashiyankaFirstSign(chart, seed, dignities), 1);
  const mahadashas = order.map((sign) => ({ sign, years: mandookaYears(chart, sign) }));
  return {
    mahadashas,
    cycleYears: totalYears(mahadashas),
    subPeriods: (sign) => equalShares(consecutiveSigns(sign, 1)),
  };
}
