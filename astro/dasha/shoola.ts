/**
 * Shoola dasha (rules in `data/dashas.ts`, record `shoola`): a dasha of longevity whose periods are the same
 * length for every sign.
 * - the first dasha is the stronger of the lagna and the 7th sign (`jaimini/sign-strength.ts`) and starts at
 *   birth; the order is always zodiacal, through consecutive signs;
 * - every sign has 9 years: twelve dashas, 108 years;
 * - each period is split into 12 equal sub-periods, zodiacally from the stronger of the period's sign and the
 *   7th from it; deeper levels repeat the rule inside their parent.
 */
import type { DashaDignityId } from '../../data/dashas.ts';
import type { SignNumber } from '../../data/signs.ts';
import { MS_PER_DAY } from '../time.ts';
import { signSubPeriods, strongerOfSigns } from './narayana.ts';
import { consecutivePeriods, type DashaScheme } from './periods.ts';
import { signOf } from './sign-plan.ts';
import type { DashaBalance, DashaChart } from './types.ts';

/** Years of every Shoola dasha. */
export const SHOOLA_YEARS = 9;

/** The twelve signs zodiacally from the stronger of `sign` and the 7th from it. */
export function shoolaOrderFrom(chart: DashaChart, sign: SignNumber, dignities: DashaDignityId = 'bphs'): SignNumber[] {
  const start = strongerOfSigns(chart, sign, signOf(sign + 6).number, dignities);
  return Array.from({ length: 12 }, (_, k) => signOf(start + k).number);
}

/** The Shoola dasha of one chart: the first sign, the scheme and the balance (the whole first dasha remains). */
export interface ShoolaDashaScheme extends DashaScheme {
  readonly firstSign: SignNumber;
  readonly balance: DashaBalance;
}

/**
 * The Shoola dasha scheme of a chart.
 * @param yearDays length of one dasha year in days
 * @param dignities which signs exalt a graha in the sign-strength rules (`DASHA_DIGNITY_READINGS`)
 */
export function shoolaDashaScheme(chart: DashaChart, yearDays: number, dignities: DashaDignityId = 'bphs'): ShoolaDashaScheme {
  const order = shoolaOrderFrom(chart, chart.lagnaSign, dignities);
  const durationMs = SHOOLA_YEARS * yearDays * MS_PER_DAY;
  const mahadashas = consecutivePeriods(chart.birth, order.map((sign) => ({ lord: signOf(sign).id, durationMs })));
  const childrenOf = signSubPeriods((sign) => shoolaOrderFrom(chart, sign, dignities));
  const firstSign = order[0] as SignNumber;
  return { firstSign, mahadashas, childrenOf, balance: { lord: signOf(firstSign).id, elapsedYears: 0, remainingYears: SHOOLA_YEARS } };
}
