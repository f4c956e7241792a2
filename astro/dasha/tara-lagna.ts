/**
 * Tara Lagna dasha (rules in `data/dashas.ts`, record `tara-lagna`):
 * - the first dasha is the sign as many signs past the lagna as whole twelfths of its birth star the Moon has
 *   travelled (0–11: the Moon in the first 1°6′40″ of its star gives the lagna itself); the order is zodiacal from
 *   an odd first sign, reverse from an even one; every dasha lasts 9 years (108 in all);
 * - every period is split into 12 equal sub-periods from the sign of the atmakaraka (the graha of Sun … Saturn and
 *   Rahu furthest advanced in its sign, Rahu counted from the sign's end), zodiacally, but in reverse when that
 *   sign is Taurus, Virgo, Scorpio or Aquarius; the same at every level.
 */
import { karakaDegree } from '../jaimini/karakas.ts';
import type { SignNumber } from '../../data/signs.ts';
import type { GrahaId } from '../../data/grahas.ts';
import { normalizeDegrees } from '../angles.ts';
import { consecutiveSigns, equalShares, oddityDirection, type SignDashaPlan, type SignDirection, signOf } from './sign-plan.ts';
import type { DashaChart } from './types.ts';

/** Years of every Tara Lagna dasha. */
export const TARA_LAGNA_YEARS = 9;

/** The eight grahas the atmakaraka is chosen from. */
const KARAKA_GRAHAS: readonly GrahaId[] = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu'];

/** Signs from which the sub-periods run in reverse: Taurus, Virgo, Scorpio, Aquarius. */
const REVERSE_FROM: readonly SignNumber[] = [2, 6, 8, 11];

/** Whole twelfths (0–11) of its star the Moon has travelled, from its sidereal longitude in degrees. */
export function moonStarTwelfth(moonSiderealDeg: number): number {
  const starPosition = (normalizeDegrees(moonSiderealDeg) * 27) / 360;
  return Math.min(11, Math.floor((starPosition - Math.floor(starPosition)) * 12));
}

/** The atmakaraka of the eight-karaka scheme (a tie keeps the order Sun … Saturn, Rahu). */
export function atmakaraka(chart: DashaChart): GrahaId {
  let best: GrahaId = 'sun';
  let bestDegree = -1;
  for (const graha of KARAKA_GRAHAS) {
    const degree = karakaDegree(graha, chart.planets[graha].siderealDeg);
    if (degree > bestDegree) {
      best = graha;
      bestDegree = degree;
    }
  }
  return best;
}

/** The first dasha sign: the lagna moved on by the Moon's twelfth of its star. */
export function taraLagnaSign(chart: DashaChart): SignNumber {
  return signOf(chart.lagnaSign + moonStarTwelfth(chart.moonSiderealDeg)).number;
}

/** The sub-period order of every period: from the atmakaraka's sign, reversed from Taurus, Virgo, Scorpio, Aquarius. */
export function taraLagnaSubOrder(chart: DashaChart): SignNumber[] {
  const from = chart.planets[atmakaraka(chart)].signNumber;
  const direction: SignDirection = REVERSE_FROM.includes(from) ? -1 : 1;
  return consecutiveSigns(from, direction);
}

/** The Tara Lagna plan of a chart. */
export function taraLagnaPlan(chart: DashaChart): SignDashaPlan {
  const first = taraLagnaSign(chart);
  const sub = equalShares(taraLagnaSubOrder(chart));
  return {
    mahadashas: consecutiveSigns(first, oddityDirection(first)).map((sign) => ({ sign, years: TARA_LAGNA_YEARS })),
    cycleYears: 12 * TARA_LAGNA_YEARS,
    subPeriods: () => sub,
  };
}
