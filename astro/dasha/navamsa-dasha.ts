/**
 * Navamsa dasha (rules in `data/dashas.ts`, record `navamsa`): twelve dashas of 9 years (108 in all) from a sign
 * fixed by the navamsa lagna, with antardashas from a sign fixed by the dasha sign, both by the table below.
 * - the first dasha by the element of the navamsa lagna: Aries for a fiery one (Aries, Leo, Sagittarius), Leo
 *   for an earthy one, Libra for an airy one, Aquarius for a watery one (PyJHora navamsa.py's table); every first
 *   sign is odd, so the order is zodiacal through consecutive signs;
 * - each dasha is split into 12 equal antardashas zodiacally from the sign `ANTARDASHA_START` gives the dasha sign;
 *   deeper levels repeat the rule inside their parent.
 */
import { navamsaSign } from './applicability.ts';
import { consecutiveSigns, equalShares, type SignDashaPlan } from './sign-plan.ts';
import type { SignNumber } from '../../data/signs.ts';
import type { DashaChart } from './types.ts';

/** Years of every Navamsa dasha. */
export const NAVAMSA_DASHA_YEARS = 9;

/** The first dasha sign for each navamsa lagna, index = navamsa lagna − 1. */
const FIRST_SIGN: readonly SignNumber[] = [1, 5, 7, 11, 1, 5, 7, 11, 1, 5, 7, 11];

/** The sign the antardashas of a dasha start from, index = dasha sign − 1. */
const ANTARDASHA_START: readonly SignNumber[] = [7, 1, 9, 11, 5, 9, 7, 1, 9, 11, 5, 9];

/** The first dasha sign of a navamsa lagna (1–12). */
export function navamsaDashaFirstSign(navamsaLagna: SignNumber): SignNumber {
  return FIRST_SIGN[navamsaLagna - 1]!;
}

/** The twelve antardasha signs of a dasha of `sign`, zodiacally from its table sign. */
export function navamsaDashaSubOrder(sign: SignNumber): SignNumber[] {
  return consecutiveSigns(ANTARDASHA_START[sign - 1]!, 1);
}

/** The Navamsa dasha plan of a chart. */
export function navamsaDashaPlan(chart: DashaChart): SignDashaPlan {
  const order = consecutiveSigns(navamsaDashaFirstSign(navamsaSign(chart.lagnaSiderealDeg)), 1);
  return {
    mahadashas: order.map((sign) => ({ sign, years: NAVAMSA_DASHA_YEARS })),
    cycleYears: 12 * NAVAMSA_DASHA_YEARS,
    subPeriods: (sign) => equalShares(navamsaDashaSubOrder(sign)),
  };
}
