/**
 * Drig dasha (rules in `data/dashas.ts`, record `drig`), the Jaimini dasha of the signs aspecting the 9th, 10th
 * and 11th houses:
 * - the dashas are the 9th sign from the lagna followed by the three signs it aspects by rashi drishti, then the
 *   10th and its three, then the 11th and its three; the aspected signs are taken zodiacally from the sign when it
 *   is odd-footed, in reverse from it when it is even-footed; the first dasha starts at birth;
 * - years as in Char and Narayana dasha (`charSignYears`); a second cycle in the same order gives each sign 12
 *   minus its first years; a sign with no years is left out;
 * - each period is split into 12 equal sub-periods from the stronger of the period's sign and the 7th from it,
 *   forward from an odd period sign, backward from an even one: consecutive signs for a movable sign, every 6th
 *   sign for a fixed one, and for a dual one the kendras, then the panapharas, then the apoklimas counted from
 *   that start; deeper levels repeat the rule inside their parent.
 */
import type { DashaDignityId } from '../../data/dashas.ts';
import type { SignId, SignNumber } from '../../data/signs.ts';
import { signsAspectedBy } from '../jaimini/rashi-drishti.ts';
import { charSignYears, type CharSignYears } from './char.ts';
import { signSubPeriods, strongerOfSigns, twoCycles } from './narayana.ts';
import { signMahadashas, type DashaScheme } from './periods.ts';
import { signOf } from './sign-plan.ts';
import type { DashaBalance, DashaChart } from './types.ts';

/** A sign followed by the three it aspects, zodiacally from it when odd-footed, in reverse when even-footed. */
export function drigGroup(sign: SignNumber): SignNumber[] {
  const forward = signOf(sign).footedness === 'odd';
  const distance = (other: SignNumber) => (forward ? (other - sign + 12) % 12 : (sign - other + 12) % 12);
  const aspected = signsAspectedBy(sign).sort((a, b) => distance(a) - distance(b));
  return [sign, ...aspected];
}

/** The twelve mahadasha signs of a chart: the groups of the 9th, 10th and 11th signs from the lagna. */
export function drigOrder(lagnaSign: SignNumber): SignNumber[] {
  return [8, 9, 10].flatMap((steps) => drigGroup(signOf(lagnaSign + steps).number));
}

/** House offsets (0 = the start) of a dual sign's sub-periods: kendras, panapharas, apoklimas. */
const DUAL_STEPS = [0, 3, 6, 9, 4, 7, 10, 1, 8, 11, 2, 5] as const;

/** The twelve sub-period signs of a period of `sign` (module comment). */
export function drigSubOrder(chart: DashaChart, sign: SignNumber, dignities: DashaDignityId = 'bphs'): SignNumber[] {
  const start = strongerOfSigns(chart, sign, signOf(sign + 6).number, dignities);
  const direction = sign % 2 === 1 ? 1 : -1;
  const modality = signOf(sign).modality;
  return Array.from({ length: 12 }, (_, k) => {
    const steps = modality === 'movable' ? k : modality === 'fixed' ? 5 * k : DUAL_STEPS[k]!;
    return signOf(start + direction * steps).number;
  });
}

/** The Drig dasha of one chart: the twelve signs with their years, the scheme and the balance. */
export interface DrigDashaScheme extends DashaScheme {
  readonly signs: readonly CharSignYears[];
  readonly balance: DashaBalance;
}

/**
 * The Drig dasha scheme of a chart.
 * @param yearDays length of one dasha year in days
 * @param dignities which signs exalt and debilitate a graha (`DASHA_DIGNITY_READINGS`)
 */
export function drigDashaScheme(chart: DashaChart, yearDays: number, dignities: DashaDignityId = 'bphs'): DrigDashaScheme {
  const signs = drigOrder(chart.lagnaSign).map((sign) => charSignYears(chart, sign, dignities));
  const positive = twoCycles(signs);
  const mahadashas = signMahadashas(chart.birth, positive, yearDays);
  const childrenOf = signSubPeriods((sign) => drigSubOrder(chart, sign, dignities));
  const first = positive[0] as { sign: SignId; years: number };
  return { signs, mahadashas, childrenOf, balance: { lord: first.sign, elapsedYears: 0, remainingYears: first.years } };
}
