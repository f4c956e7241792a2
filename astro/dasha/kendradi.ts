/**
 * Lagna Kendradi and Karaka Kendradi rashi dashas (rules in `data/dashas.ts`, records `lagna-kendradi` and
 * `karaka-kendradi`): the signs in kendras, then panapharas, then apoklimas from a first sign.
 * - the first dasha is the stronger (`narayana.ts` `strongerOfSigns`) of the lagna and the 7th (Lagna Kendradi),
 *   or of the atmakaraka's sign and the 7th from it (Karaka Kendradi; the atmakaraka of the eight-karaka scheme,
 *   `tara-lagna.ts` `atmakaraka`);
 * - direction: zodiacal when Saturn is in the first sign, reverse when Ketu is (and Saturn is not), otherwise
 *   zodiacal from an odd sign and reverse from an even one; the dashas are the 1st, 4th, 7th, 10th, then the 2nd,
 *   5th, 8th, 11th, then the 3rd, 6th, 9th, 12th signs from it in that direction;
 * - years as in Narayana dasha (`char.ts` `charSignYears`); a second cycle in the same order gives each sign 12
 *   minus its first years; a sign with no years has no dasha;
 * - each period is split into 12 equal sub-periods through consecutive signs from its own sign, zodiacally when it
 *   is odd or holds Saturn, in reverse otherwise, the direction reversed again when it holds Ketu; deeper levels
 *   repeat the rule inside their parent.
 */
import type { DashaDignityId } from '../../data/dashas.ts';
import type { SignNumber } from '../../data/signs.ts';
import { charSignYears } from './char.ts';
import { strongerOfSigns } from './narayana.ts';
import { consecutiveSigns, equalShares, type SignDashaPlan, type SignDirection, signOf, totalYears, withSecondCycle } from './sign-plan.ts';
import { atmakaraka } from './tara-lagna.ts';
import type { DashaChart } from './types.ts';

/** House offsets (0 = the first sign) of the kendras, panapharas and apoklimas, in dasha order. */
const KENDRADI_STEPS = [0, 3, 6, 9, 1, 4, 7, 10, 2, 5, 8, 11] as const;

/** Where the first sign is looked for: the lagna, or the atmakaraka's sign. */
export type KendradiFrom = 'lagna' | 'karaka';

function holds(chart: DashaChart, graha: 'saturn' | 'ketu', sign: SignNumber): boolean {
  return chart.planets[graha].signNumber === sign;
}

/** The mahadasha direction from the first sign: Saturn in it zodiacal, Ketu reverse, else by its oddity. */
export function kendradiDirection(chart: DashaChart, first: SignNumber): SignDirection {
  if (holds(chart, 'saturn', first)) return 1;
  if (holds(chart, 'ketu', first)) return -1;
  return first % 2 === 1 ? 1 : -1;
}

/** The twelve mahadasha signs: kendras, panapharas, apoklimas from `first` in `direction`. */
export function kendradiOrder(first: SignNumber, direction: SignDirection): SignNumber[] {
  return KENDRADI_STEPS.map((steps) => signOf(first + direction * steps).number);
}

/** The sub-period signs of a period of `sign` (module comment). */
export function kendradiSubOrder(chart: DashaChart, sign: SignNumber): SignNumber[] {
  let direction: SignDirection = sign % 2 === 1 || holds(chart, 'saturn', sign) ? 1 : -1;
  if (holds(chart, 'ketu', sign)) direction = direction === 1 ? -1 : 1;
  return consecutiveSigns(sign, direction);
}

/** The first sign of a Kendradi dasha: the stronger of the reference sign and the 7th from it. */
export function kendradiFirstSign(chart: DashaChart, from: KendradiFrom, dignities: DashaDignityId = 'bphs'): SignNumber {
  const reference = from === 'lagna' ? chart.lagnaSign : chart.planets[atmakaraka(chart)].signNumber;
  return strongerOfSigns(chart, reference, signOf(reference + 6).number, dignities);
}

/** The Lagna or Karaka Kendradi plan of a chart. */
export function kendradiPlan(chart: DashaChart, from: KendradiFrom, dignities: DashaDignityId = 'bphs'): SignDashaPlan {
  const first = kendradiFirstSign(chart, from, dignities);
  const firstCycle = kendradiOrder(first, kendradiDirection(chart, first)).map((sign) => ({
    sign, years: charSignYears(chart, sign, dignities).years,
  }));
  return {
    mahadashas: withSecondCycle(firstCycle),
    cycleYears: totalYears(firstCycle),
    subPeriods: (sign) => equalShares(kendradiSubOrder(chart, sign)),
  };
}
