/**
 * Padhanadhamsa dasha (rules in `data/dashas.ts`, record `padhanadhamsa`), Sanjay Rath's reading: Narayana dasha
 * (`narayana.ts`) of the navamsa chart, from the navamsa of the lord of the arudha lagna.
 * - the arudha lagna: counted from the lagna sign to the sign of its lord, as many signs again; a pada falling in
 *   the lagna or the 7th from it moves to the 10th from there (BPHS; `jaimini/arudhas.ts` `padaSign`); Scorpio's
 *   and Aquarius's lord is the stronger co-lord by the arudhas' rule (`co-lord.ts`, 5b);
 * - the lord of the arudha lagna (Scorpio, Aquarius: the stronger co-lord in the navamsa chart) and its navamsa
 *   sign; the first dasha is the stronger of that sign and the 7th from it in the navamsa chart;
 * - from it the order, years (counted in the navamsa chart), second cycle and antardashas of Narayana dasha, every
 *   rule reading the navamsa chart.
 * The navamsa chart is the Parashari D9: each sidereal longitude (and the lagna's) multiplied by 9, modulo 360°.
 */
import type { DashaDignityId } from '../../data/dashas.ts';
import { GRAHA_IDS, type GrahaId } from '../../data/grahas.ts';
import type { SignNumber } from '../../data/signs.ts';
import { normalizeDegrees } from '../angles.ts';
import { padaSign } from '../jaimini/arudhas.ts';
import { strongerCoLord } from './co-lord.ts';
import { narayanaDashaPlan, narayanaSubOrder, strongerOfSigns } from './narayana.ts';
import { equalShares, type SignDashaPlan, signOf, totalYears, withSecondCycle } from './sign-plan.ts';
import type { DashaChart, DashaChartPlanet } from './types.ts';
import { signById } from '../../data/signs.ts';

function signOfDeg(deg: number): SignNumber {
  return (Math.floor(normalizeDegrees(deg) / 30) + 1) as SignNumber;
}

/** The Parashari navamsa (D9) chart of a chart: every longitude × 9, modulo 360°. */
export function navamsaChartOf(chart: DashaChart): DashaChart {
  const planets = Object.fromEntries(
    GRAHA_IDS.map((id): [GrahaId, DashaChartPlanet] => {
      const siderealDeg = normalizeDegrees(chart.planets[id].siderealDeg * 9);
      return [id, { siderealDeg, signNumber: signOfDeg(siderealDeg) }];
    }),
  ) as Record<GrahaId, DashaChartPlanet>;
  const lagnaSiderealDeg = normalizeDegrees(chart.lagnaSiderealDeg * 9);
  return {
    birth: chart.birth,
    moonSiderealDeg: planets.moon.siderealDeg,
    lagnaSign: signOfDeg(lagnaSiderealDeg),
    lagnaSiderealDeg,
    planets,
  };
}

/** The lord of a sign in a chart: the classical lord, or for Scorpio and Aquarius the stronger co-lord (5b). */
function lordIn(chart: DashaChart, sign: SignNumber): GrahaId {
  if (sign === 8) return strongerCoLord(chart, 'scorpio', null).lord;
  if (sign === 11) return strongerCoLord(chart, 'aquarius', null).lord;
  return signOf(sign).lord;
}

/** The arudha lagna (A1) sign of a chart. */
export function arudhaLagnaSign(chart: DashaChart): SignNumber {
  const lord = lordIn(chart, chart.lagnaSign);
  return padaSign(chart.lagnaSign, chart.planets[lord].signNumber, 'bphs').sign;
}

/** How the first sign was found. */
export interface PadhanadhamsaStart {
  readonly arudhaLagna: SignNumber;
  /** The lord of the arudha lagna (Scorpio, Aquarius: the stronger co-lord in the navamsa chart). */
  readonly lord: GrahaId;
  /** The lord's navamsa sign. */
  readonly lordNavamsa: SignNumber;
  /** The first dasha: the stronger of the lord's navamsa sign and the 7th from it, in the navamsa chart. */
  readonly firstSign: SignNumber;
}

/** The first sign of Padhanadhamsa dasha and the steps to it. */
export function padhanadhamsaStart(chart: DashaChart, dignities: DashaDignityId = 'bphs'): PadhanadhamsaStart {
  const navamsa = navamsaChartOf(chart);
  const arudhaLagna = arudhaLagnaSign(chart);
  const lord = arudhaLagna === 8 || arudhaLagna === 11 ? lordIn(navamsa, arudhaLagna) : signOf(arudhaLagna).lord;
  const lordNavamsa = navamsa.planets[lord].signNumber;
  const firstSign = strongerOfSigns(navamsa, lordNavamsa, signOf(lordNavamsa + 6).number, dignities);
  return { arudhaLagna, lord, lordNavamsa, firstSign };
}

/** The Padhanadhamsa plan of a chart: Narayana dasha of its navamsa chart from `padhanadhamsaStart`. */
export function padhanadhamsaPlan(chart: DashaChart, dignities: DashaDignityId = 'bphs'): SignDashaPlan {
  const navamsa = navamsaChartOf(chart);
  const { firstSign } = padhanadhamsaStart(chart, dignities);
  const narayana = narayanaDashaPlan(navamsa, dignities, firstSign);
  const first = narayana.signs.map((entry) => ({ sign: signById(entry.sign).number, years: entry.years }));
  return {
    mahadashas: withSecondCycle(first),
    cycleYears: totalYears(first),
    subPeriods: (sign) => equalShares(narayanaSubOrder(navamsa, sign, dignities)),
  };
}
