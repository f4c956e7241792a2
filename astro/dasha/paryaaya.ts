/**
 * Paryaaya (Chara paryaaya) dasha (rules in `data/dashas.ts`, record `paryaaya`), read in the rasi chart from the
 * lagna. The kind of the lagna sign chooses the kind of paryaaya, its first sign and its order:
 * - a dual lagna: the strongest of its trines (`iranganti`: the stronger of the 1st and 5th, then of that and the
 *   9th) or the stronger of it and its 7th (`krishna-mishra`); the order by trines: the 1st, 5th, 9th, then the
 *   2nd, 6th, 10th, the 3rd, 7th, 11th and the 4th, 8th, 12th from the first sign;
 * - a movable lagna: the strongest of its four kendras (1st against 4th, the winner against 7th, then 10th); the
 *   order by kendras: the 1st, 4th, 7th, 10th, then the 2nd, 5th, 8th, 11th and the 3rd, 6th, 9th, 12th;
 * - a fixed lagna: the stronger of it and its 7th; the order by pairs of opposite signs: the 1st, 7th, 2nd, 8th …
 *   6th, 12th;
 * in each the signs are counted zodiacally from an odd-footed first sign and in reverse from an even-footed one.
 * "Stronger" is `narayana.ts` `strongerOfSigns`.
 * - years: the signs counted from the dasha sign to the sign of its lord, inclusive, zodiacally from an odd sign
 *   and in reverse from an even one, 1 (the lord in the sign) to 12; Scorpio and Aquarius take the stronger
 *   co-lord (`co-lord.ts`, rule 5a by these years); two cycles of the same years;
 * - each period is split into 12 equal sub-periods: the paryaaya order the same rules give with the period's sign
 *   in place of the lagna (its kind, its strongest sign, its direction); deeper levels repeat the rule inside
 *   their parent.
 */
import type { DashaDignityId } from '../../data/dashas.ts';
import type { GrahaId } from '../../data/grahas.ts';
import type { SignModality, SignNumber } from '../../data/signs.ts';
import { strongerCoLord } from './co-lord.ts';
import { strongerOfSigns } from './narayana.ts';
import { equalShares, oddityDirection, type SignDashaPlan, type SignDirection, type SignShare, signOf, totalYears } from './sign-plan.ts';
import type { DashaChart } from './types.ts';

/** How the first sign of a dual sign's paryaaya is found (`method=`). */
export type ParyaayaDualSeed = 'iranganti' | 'krishna-mishra';

/** Steps from the first sign (0 = itself) in paryaaya order, by the kind of the sign the dasha is counted from. */
const PARYAAYA_STEPS: Readonly<Record<SignModality, readonly number[]>> = {
  dual: [0, 4, 8, 1, 5, 9, 2, 6, 10, 3, 7, 11],
  movable: [0, 3, 6, 9, 1, 4, 7, 10, 2, 5, 8, 11],
  fixed: [0, 6, 1, 7, 2, 8, 3, 9, 4, 10, 5, 11],
};

/** The strongest of some signs, compared pairwise in the order given (the first against the second, the winner against the third …). */
function strongestOf(chart: DashaChart, signs: readonly SignNumber[], dignities: DashaDignityId): SignNumber {
  return signs.slice(1).reduce((best, sign) => strongerOfSigns(chart, best, sign, dignities), signs[0] as SignNumber);
}

/** The first sign of the paryaaya counted from `seed` (module comment). */
export function paryaayaFirstSign(chart: DashaChart, seed: SignNumber, dualSeed: ParyaayaDualSeed, dignities: DashaDignityId = 'bphs'): SignNumber {
  const step = (k: number) => signOf(seed + k).number;
  switch (signOf(seed).modality) {
    case 'dual':
      return dualSeed === 'iranganti' ? strongestOf(chart, [seed, step(4), step(8)], dignities) : strongestOf(chart, [seed, step(6)], dignities);
    case 'movable':
      return strongestOf(chart, [seed, step(3), step(6), step(9)], dignities);
    case 'fixed':
      return strongestOf(chart, [seed, step(6)], dignities);
  }
}

/** The direction from a first sign: +1 (zodiacal) from an odd-footed sign, −1 from an even-footed one. */
function footedDirection(first: SignNumber): SignDirection {
  return signOf(first).footedness === 'odd' ? 1 : -1;
}

/** The twelve signs of the paryaaya counted from `seed`: its first sign, then the order of the seed's kind. */
export function paryaayaOrder(chart: DashaChart, seed: SignNumber, dualSeed: ParyaayaDualSeed, dignities: DashaDignityId = 'bphs'): SignNumber[] {
  const first = paryaayaFirstSign(chart, seed, dualSeed, dignities);
  const direction = footedDirection(first);
  return PARYAAYA_STEPS[signOf(seed).modality].map((steps) => signOf(first + direction * steps).number);
}

function inclusiveCount(chart: DashaChart, sign: SignNumber, lord: GrahaId): number {
  return ((chart.planets[lord].signNumber - sign) * oddityDirection(sign) + 12) % 12 + 1;
}

/** Years of a sign: the inclusive count to its lord by the sign's oddity, 1–12 (Scorpio, Aquarius: the stronger co-lord). */
export function paryaayaYears(chart: DashaChart, sign: SignNumber, dignities: DashaDignityId = 'bphs'): number {
  const signRecord = signOf(sign);
  if (signRecord.id === 'scorpio' || signRecord.id === 'aquarius') {
    const choice = strongerCoLord(chart, signRecord.id, (lord) => inclusiveCount(chart, sign, lord), dignities);
    return inclusiveCount(chart, sign, choice.lord);
  }
  return inclusiveCount(chart, sign, signRecord.lord);
}

/** The Paryaaya plan of a chart: two cycles of the order from the lagna, the same years in each (each sign's sub-period order found once). */
export function paryaayaPlan(chart: DashaChart, dualSeed: ParyaayaDualSeed = 'iranganti', dignities: DashaDignityId = 'bphs'): SignDashaPlan {
  const cycle = paryaayaOrder(chart, chart.lagnaSign, dualSeed, dignities).map((sign) => ({ sign, years: paryaayaYears(chart, sign, dignities) }));
  const subOrders = new Map<SignNumber, SignShare[]>();
  const subPeriods = (sign: SignNumber): SignShare[] => {
    let shares = subOrders.get(sign);
    if (!shares) {
      shares = equalShares(paryaayaOrder(chart, sign, dualSeed, dignities));
      subOrders.set(sign, shares);
    }
    return shares;
  };
  return { mahadashas: [...cycle, ...cycle], cycleYears: totalYears(cycle), subPeriods };
}
