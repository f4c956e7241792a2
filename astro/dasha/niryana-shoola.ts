/**
 * Niryana Shoola dasha, P.V.R. Narasimha Rao, "Vedic Astrology: An Integrated Approach" (Sagar, 2000), ch. 22
 * (rules in `data/dashas.ts`, record `niryana-shoola`), the Jaimini dasha that times death:
 * - the first dasha is the stronger of the 2nd and the 8th signs from the lagna (`jaimini/sign-strength.ts`) and
 *   starts at birth;
 * - the order runs through consecutive signs, zodiacally from an odd sign, backward from an even one;
 * - years by the kind of the dasha sign: movable 7, fixed 8, dual 9 (one cycle of 96 years);
 * - each period is split into 12 equal sub-periods in the order Narayana dasha gives them (`narayanaSubOrder`);
 *   deeper levels repeat the rule inside their parent.
 */
import type { DashaDignityId } from '../../data/dashas.ts';
import type { SignId, SignModality, SignNumber } from '../../data/signs.ts';
import type { CharDirection } from './char.ts';
import { narayanaSubOrder, signSubPeriods, strongerOfSigns } from './narayana.ts';
import { signMahadashas, type PlannedDashaScheme } from './periods.ts';
import { signOf } from './sign-plan.ts';
import type { DashaChart } from './types.ts';

/** Years of a Niryana Shoola dasha by the kind of its sign. */
export const NIRYANA_SHOOLA_YEARS: Readonly<Record<SignModality, number>> = { movable: 7, fixed: 8, dual: 9 };

/** The mahadasha plan of a chart. */
export interface NiryanaShoolaPlan {
  /** The stronger of the 2nd and 8th signs from the lagna. */
  readonly firstSign: SignNumber;
  /** +1 from an odd first sign, −1 from an even one. */
  readonly direction: CharDirection;
  /** The twelve signs in dasha order, each with its years. */
  readonly signs: readonly { readonly sign: SignId; readonly years: number }[];
}

/**
 * The first sign, the direction and the twelve mahadashas of a chart.
 * @param dignities which signs exalt a graha in the sign-strength rules (`DASHA_DIGNITY_READINGS`), default `bphs`
 */
export function niryanaShoolaPlan(chart: DashaChart, dignities: DashaDignityId = 'bphs'): NiryanaShoolaPlan {
  const firstSign = strongerOfSigns(chart, signOf(chart.lagnaSign + 1).number, signOf(chart.lagnaSign + 7).number, dignities);
  const direction: CharDirection = firstSign % 2 === 1 ? 1 : -1;
  const signs = Array.from({ length: 12 }, (_, k) => {
    const sign = signOf(firstSign + direction * k);
    return { sign: sign.id, years: NIRYANA_SHOOLA_YEARS[sign.modality] };
  });
  return { firstSign, direction, signs };
}

/** The Niryana Shoola dasha of one chart: the plan, the scheme and the balance (the whole first dasha remains). */
export type NiryanaShoolaScheme = PlannedDashaScheme<NiryanaShoolaPlan>;

/**
 * The Niryana Shoola dasha scheme of a chart.
 * @param yearDays length of one dasha year in days
 * @param dignities which signs exalt and debilitate a graha (`DASHA_DIGNITY_READINGS`)
 */
export function niryanaShoolaScheme(chart: DashaChart, yearDays: number, dignities: DashaDignityId = 'bphs'): NiryanaShoolaScheme {
  const plan = niryanaShoolaPlan(chart, dignities);
  const mahadashas = signMahadashas(chart.birth, plan.signs, yearDays);
  const childrenOf = signSubPeriods((sign) => narayanaSubOrder(chart, sign, dignities));
  const first = plan.signs[0]!;
  return { plan, mahadashas, childrenOf, balance: { lord: first.sign, elapsedYears: 0, remainingYears: first.years } };
}
