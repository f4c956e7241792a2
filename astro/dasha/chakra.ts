/**
 * Chakra dasha (rules in `data/dashas.ts`, record `chakra`), BPHS ch. 46 v. 50–51:
 * - the first dasha: the lagna sign for a birth by night, the sign holding the lagna's lord for a birth by day, the
 *   2nd sign from the lagna for a birth in a twilight (the parts of `day-part.ts`); the lagna's lord is its classical
 *   lord (Mars for Scorpio, Saturn for Aquarius);
 * - the twelve signs from it zodiacally, 10 years each (120);
 * - each period is split into 12 equal sub-periods zodiacally from its own sign; deeper levels repeat the rule.
 */
import type { SignNumber } from '../../data/signs.ts';
import { birthDayPart } from './day-part.ts';
import { consecutiveSigns, equalShares, type SignDashaPlan, signOf, totalYears } from './sign-plan.ts';
import type { DashaChart } from './types.ts';

/** Years of every Chakra dasha. */
export const CHAKRA_YEARS = 10;

/** The first sign of Chakra dasha (module comment). */
export function chakraFirstSign(chart: DashaChart): SignNumber {
  const { part } = birthDayPart(chart);
  if (part === 'night') return chart.lagnaSign;
  if (part === 'day') return chart.planets[signOf(chart.lagnaSign).lord].signNumber;
  return signOf(chart.lagnaSign + 1).number;
}

/** The Chakra plan of a chart. */
export function chakraPlan(chart: DashaChart): SignDashaPlan {
  const mahadashas = consecutiveSigns(chakraFirstSign(chart), 1).map((sign) => ({ sign, years: CHAKRA_YEARS }));
  return {
    mahadashas,
    cycleYears: totalYears(mahadashas),
    subPeriods: (sign) => equalShares(consecutiveSigns(sign, 1)),
  };
}
