/**
 * Varnada dasha (rules in `data/dashas.ts`, record `varnada`), BPHS ch. 5 v. 10–14 (the special lagnas):
 * - the hora lagna: the Sun's longitude at the sunrise that began the birth's Vedic day advanced one sign an hour to
 *   the birth (`jaimini/sunrise-lagnas.ts`, BPHS ch. 5 v. 4–5); the varnada lagna's sign from the lagna's and the hora
 *   lagna's signs (ch. 5 v. 10–13);
 * - the first dasha is the stronger of the lagna sign and the hora lagna's sign (ch. 5 v. 14; the strength of signs
 *   of Narayana dasha, `narayana.ts` strongerOfSigns); the twelve signs from it, zodiacally from an odd sign and in
 *   reverse from an even one; one cycle;
 * - years: the signs counted zodiacally from the varnada lagna's sign to the dasha sign, 0–11 (the varnada lagna's
 *   own sign has none), as PyJHora varnada.py counts them;
 * - each period is split into 12 equal sub-periods zodiacally from its own sign (PyJHora varnada.py); deeper levels
 *   repeat the rule.
 */
import type { DashaDignityId } from '../../data/dashas.ts';
import type { SignNumber } from '../../data/signs.ts';
import { DEFAULT_AYANAMSHA_ID } from '../ayanamsha.ts';
import { signOfLongitude } from '../chart/placement.ts';
import { sunriseLagna, varnadaSign } from '../jaimini/sunrise-lagnas.ts';
import { bodyLongitude, siderealLongitude } from '../positions.ts';
import { MS_PER_MINUTE } from '../time.ts';
import { birthDayPart } from './day-part.ts';
import { strongerOfSigns } from './narayana.ts';
import { consecutiveSigns, equalShares, oddityDirection, type SignDashaPlan, totalYears } from './sign-plan.ts';
import type { DashaChart } from './types.ts';

/**
 * The hora lagna's sidereal longitude, degrees [0, 360), from the sunrise that began the birth's Vedic day, with the
 * chart's ayanamsha and positions (the default ayanamsha and apparent positions for a chart that names no frame).
 */
export function horaLagnaOf(chart: DashaChart): number {
  const { sunrise } = birthDayPart(chart);
  const frame = chart.frame ?? { ayanamshaId: DEFAULT_AYANAMSHA_ID, positions: 'apparent' as const };
  const sunAtSunrise = siderealLongitude(bodyLongitude('sun', sunrise, frame.positions), sunrise, frame.ayanamshaId);
  return sunriseLagna('hora', sunAtSunrise, (chart.birth - sunrise) / MS_PER_MINUTE);
}

/** The Varnada plan of a chart, with the hora lagna's and the varnada lagna's signs it was built from. */
export function varnadaPlan(chart: DashaChart, dignities: DashaDignityId = 'bphs'): SignDashaPlan & { readonly horaLagnaSign: SignNumber; readonly varnadaLagnaSign: SignNumber } {
  const horaLagnaSign = signOfLongitude(horaLagnaOf(chart));
  const varnadaLagnaSign = varnadaSign(chart.lagnaSign, horaLagnaSign);
  const first = strongerOfSigns(chart, chart.lagnaSign, horaLagnaSign, dignities);
  const mahadashas = consecutiveSigns(first, oddityDirection(first)).map((sign) => ({
    sign, years: (sign - varnadaLagnaSign + 12) % 12,
  }));
  return {
    mahadashas,
    cycleYears: totalYears(mahadashas),
    subPeriods: (sign) => equalShares(consecutiveSigns(sign, 1)),
    horaLagnaSign,
    varnadaLagnaSign,
  };
}
