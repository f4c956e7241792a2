/**
 * Sthira dasha (rules in `data/dashas.ts`, record `sthira`), the fixed Jaimini dasha of longevity counted from
 * Brahma:
 * - Brahma as Brahma dasha finds it (`brahma.ts` `brahmaGraha`: of the lords of the 6th, 8th and 12th signs from
 *   the stronger of the lagna and the 7th, no nodes, the stronger of the two best scored; PyJHora house.brahma's
 *   reading);
 * - the first dasha is Brahma's sign and starts at birth; the order runs zodiacally through consecutive signs;
 * - years by the kind of sign: movable 7, fixed 8, dual 9 (96 years);
 * - each period is split into 12 equal sub-periods zodiacally from its own sign; deeper levels repeat the rule.
 */
import type { DashaDignityId } from '../../data/dashas.ts';
import type { GrahaId } from '../../data/grahas.ts';
import { signById, type SignId } from '../../data/signs.ts';
import { brahmaGraha } from './brahma.ts';
import { NIRYANA_SHOOLA_YEARS } from './niryana-shoola.ts';
import { signMahadashas, splitPeriod, type DashaScheme } from './periods.ts';
import { signOf } from './sign-plan.ts';
import type { DashaBalance, DashaChart, DashaPeriod } from './types.ts';

/** The Sthira dasha of one chart: Brahma, the scheme and the balance (the whole first dasha remains). */
export interface SthiraScheme extends DashaScheme {
  /** Brahma (`brahma.ts` `brahmaGraha`). */
  readonly brahma: GrahaId;
  readonly signs: readonly { readonly sign: SignId; readonly years: number }[];
  readonly balance: DashaBalance;
}

/**
 * The Sthira dasha scheme of a chart.
 * @param yearDays length of one dasha year in days
 * @param dignities which signs exalt a graha in the strength rules (`DASHA_DIGNITY_READINGS`)
 */
export function sthiraScheme(chart: DashaChart, yearDays: number, dignities: DashaDignityId = 'bphs'): SthiraScheme {
  const brahma = brahmaGraha(chart, dignities);
  const signs = Array.from({ length: 12 }, (_, k) => {
    const sign = signOf(chart.planets[brahma].signNumber + k);
    return { sign: sign.id, years: NIRYANA_SHOOLA_YEARS[sign.modality] };
  });
  const mahadashas = signMahadashas(chart.birth, signs, yearDays);
  const childrenOf = (parent: DashaPeriod): readonly DashaPeriod[] => {
    const start = signById(parent.lord as SignId).number;
    return splitPeriod(parent, Array.from({ length: 12 }, (_, k) => ({ lord: signOf(start + k).id, weight: 1 })));
  };
  const first = signs[0]!;
  return { brahma, signs, mahadashas, childrenOf, balance: { lord: first.sign, elapsedYears: 0, remainingYears: first.years } };
}
