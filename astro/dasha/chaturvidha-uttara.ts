/**
 * Chaturvidha ("fourfold") Uttara dasha (rules in `data/dashas.ts`, record `chaturvidha-uttara`): the twelve signs
 * zodiacally from a first sign, the first 1 year, the second 2 … the twelfth 12 (78 years in all). The four kinds
 * differ only in the first sign (`method=`):
 * - `lagna`: the lagna sign (Lagna Uttara);
 * - `kendra`: the strongest of the kendras from the lagna (Kendra Uttara);
 * - `trikona`: the strongest of the trines from the lagna (Trikona Uttara);
 * - `strongest`: the strongest of the twelve signs (Dasha Uttara);
 * "strongest" of several signs: the first against the second, the winner against the next, and so on, in house
 * order from the lagna (`narayana.ts` `strongerOfSigns`).
 * Each period is split the same way: 12 sub-periods zodiacally from its own sign, of 1/78, 2/78 … 12/78 of it;
 * deeper levels repeat the rule inside their parent.
 */
import type { DashaDignityId } from '../../data/dashas.ts';
import type { SignNumber } from '../../data/signs.ts';
import { strongerOfSigns } from './narayana.ts';
import { consecutiveSigns, type SignDashaPlan, type SignShare, signOf } from './sign-plan.ts';
import type { DashaChart } from './types.ts';

/** The four kinds of Uttara dasha, by their first sign. */
export type UttaraKind = 'lagna' | 'kendra' | 'trikona' | 'strongest';

/** House offsets (0 = the lagna) each kind chooses its first sign from. */
const CANDIDATE_STEPS: Record<UttaraKind, readonly number[]> = {
  lagna: [0],
  kendra: [0, 3, 6, 9],
  trikona: [0, 4, 8],
  strongest: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
};

/** 1 + 2 + … + 12. */
export const UTTARA_CYCLE_YEARS = 78;

/** The first sign of a kind of Uttara dasha. */
export function uttaraFirstSign(chart: DashaChart, kind: UttaraKind, dignities: DashaDignityId = 'bphs'): SignNumber {
  const candidates = CANDIDATE_STEPS[kind].map((steps) => signOf(chart.lagnaSign + steps).number);
  return candidates.reduce((best, sign) => strongerOfSigns(chart, best, sign, dignities));
}

/** The twelve signs from `sign` with weights 1 … 12. */
export function uttaraShares(sign: SignNumber): SignShare[] {
  return consecutiveSigns(sign, 1).map((s, k) => ({ sign: s, weight: k + 1 }));
}

/** The Uttara plan of a chart. */
export function chaturvidhaUttaraPlan(chart: DashaChart, kind: UttaraKind = 'lagna', dignities: DashaDignityId = 'bphs'): SignDashaPlan {
  const first = uttaraFirstSign(chart, kind, dignities);
  return {
    mahadashas: uttaraShares(first).map((share) => ({ sign: share.sign, years: share.weight })),
    cycleYears: UTTARA_CYCLE_YEARS,
    subPeriods: (sign) => uttaraShares(sign),
  };
}
