/**
 * Narayana dasha, P.V.R. Narasimha Rao, "Vedic Astrology: An Integrated Approach" (Sagar, 2000), ch. 18 (rules
 * in `data/dashas.ts`, record `narayana`):
 * - the first dasha is the stronger of the lagna and the 7th sign (`jaimini/sign-strength.ts`) and starts at
 *   birth;
 * - direction: zodiacal when the 9th sign from it is odd-footed, reverse when even-footed (`charDirection`);
 *   Saturn in the first sign makes the order regular and zodiacal whatever its kind; Ketu in it (tested first)
 *   reverses the direction;
 * - order: a movable first sign runs through consecutive signs; a fixed one jumps to every 6th sign; a dual one
 *   takes its trines (the sign, the 5th, the 9th in the direction), then the trines of the kendra counted
 *   against the direction (4th back), and so on;
 * - years as in Char dasha (`charSignYears`: count to the lord by the sign's footedness, minus 1, 0 → 12,
 *   ±1 for an exalted or debilitated lord); a second cycle in the same order gives each sign 12 minus its
 *   first years; a sign with no years is left out;
 * - each period is split into 12 equal sub-periods starting from the stronger of the signs holding the lord of
 *   the period's sign and the lord of the 7th from it, forward from an odd sign, backward from an even one;
 *   forward when Saturn is in that starting sign, and reversed when Ketu is in the period's own sign; deeper
 *   levels repeat the rule inside their parent.
 */
import { dashaDignity, type DashaDignityId } from '../../data/dashas.ts';
import { signById, type SignId, type SignNumber } from '../../data/signs.ts';
import { strongerSign, type SignStrengthChart } from '../jaimini/sign-strength.ts';
import { charDirection, charSignYears, type CharDirection, type CharSignYears } from './char.ts';
import { signMahadashas, splitPeriod, type PlannedDashaScheme } from './periods.ts';
import { signOf } from './sign-plan.ts';
import type { DashaChart, DashaPeriod } from './types.ts';

/** The sign strength rules' view of a dasha chart: the grahas' sidereal longitudes. */
function strengthChart(chart: DashaChart): SignStrengthChart {
  const grahas = Object.fromEntries(Object.entries(chart.planets).map(([id, planet]) => [id, { longitude: planet.siderealDeg }]));
  return { grahas } as SignStrengthChart;
}

/** The lord of a sign as the dashas take it (Scorpio, Aquarius: the stronger co-lord, by dasha years). */
function dashaLordOf(chart: DashaChart, sign: SignNumber, dignities: DashaDignityId) {
  return charSignYears(chart, sign, dignities).lord;
}

/** The stronger of two signs of the chart, rule 6 reading the dasha lords, rule 3 the dignity reading. */
export function strongerOfSigns(chart: DashaChart, a: SignNumber, b: SignNumber, dignities: DashaDignityId): SignNumber {
  const exalted = (graha: Parameters<typeof dashaDignity>[0], sign: SignNumber) => dashaDignity(graha, signOf(sign).id, dignities) === 1;
  return strongerSign(strengthChart(chart), a, b, (sign) => dashaLordOf(chart, sign, dignities), exalted).sign;
}

function holds(chart: DashaChart, graha: 'saturn' | 'ketu', sign: SignNumber): boolean {
  return chart.planets[graha].signNumber === sign;
}

/** Why the order of the mahadashas is what it is. */
export type NarayanaOrderRule = 'normal' | 'saturn-in-first-sign' | 'ketu-in-first-sign';

/** The mahadasha plan of a chart. */
export interface NarayanaDashaPlan {
  /** The first dasha sign: the stronger of the lagna and the 7th. */
  readonly firstSign: SignNumber;
  readonly direction: CharDirection;
  readonly orderRule: NarayanaOrderRule;
  /** The twelve signs in dasha order, each with its first-cycle years. */
  readonly signs: readonly CharSignYears[];
}

/**
 * The twelve dasha signs in order from `first` in `direction`: consecutive for a movable sign, every 6th sign
 * for a fixed one, trines then the next kendra back for a dual one; `regular` forces consecutive signs.
 */
export function narayanaOrder(first: SignNumber, direction: CharDirection, regular: boolean): SignNumber[] {
  const modality = signOf(first).modality;
  return Array.from({ length: 12 }, (_, k) => {
    if (regular || modality === 'movable') return signOf(first + direction * k).number;
    if (modality === 'fixed') return signOf(first + direction * 5 * k).number;
    const group = Math.floor(k / 3);
    const member = k % 3;
    return signOf(first - direction * 3 * group + direction * 4 * member).number;
  });
}

/**
 * The first sign, the direction, the order and the years of the twelve mahadashas of a chart.
 * @param dignities which signs exalt and debilitate a graha (`DASHA_DIGNITY_READINGS`), default `bphs`
 * @param seed the first sign when another rule chooses it (Lagnamsaka dasha: the navamsa lagna); default the
 *   stronger of the lagna and the 7th
 */
export function narayanaDashaPlan(chart: DashaChart, dignities: DashaDignityId = 'bphs', seed?: SignNumber): NarayanaDashaPlan {
  const lagna = chart.lagnaSign;
  const firstSign = seed ?? strongerOfSigns(chart, lagna, signOf(lagna + 6).number, dignities);
  const normal = charDirection(firstSign);
  let direction: CharDirection = normal;
  let orderRule: NarayanaOrderRule = 'normal';
  if (holds(chart, 'ketu', firstSign)) {
    direction = normal === 1 ? -1 : 1;
    orderRule = 'ketu-in-first-sign';
  } else if (holds(chart, 'saturn', firstSign)) {
    direction = 1;
    orderRule = 'saturn-in-first-sign';
  }
  const order = narayanaOrder(firstSign, direction, orderRule === 'saturn-in-first-sign');
  return { firstSign, direction, orderRule, signs: order.map((sign) => charSignYears(chart, sign, dignities)) };
}

/**
 * The twelve sub-period signs of a period of `sign`, in order: from the stronger of the signs holding the lord
 * of `sign` and the lord of its 7th; forward from an odd sign or one holding Saturn, backward from an even one;
 * reversed when Ketu is in `sign`.
 */
export function narayanaSubOrder(chart: DashaChart, sign: SignNumber, dignities: DashaDignityId = 'bphs'): SignNumber[] {
  const lordSign = chart.planets[dashaLordOf(chart, sign, dignities)].signNumber;
  const seventhLordSign = chart.planets[dashaLordOf(chart, signOf(sign + 6).number, dignities)].signNumber;
  const start = strongerOfSigns(chart, lordSign, seventhLordSign, dignities);
  let direction: CharDirection = start % 2 === 1 || holds(chart, 'saturn', start) ? 1 : -1;
  if (holds(chart, 'ketu', sign)) direction = direction === 1 ? -1 : 1;
  return Array.from({ length: 12 }, (_, k) => signOf(start + direction * k).number);
}

/**
 * The sub-periods of a sign dasha's period: twelve equal parts in the order `subOrder` gives for the period's sign
 * (each sign's order made once).
 */
export function signSubPeriods(subOrder: (sign: SignNumber) => readonly SignNumber[]): (parent: DashaPeriod) => readonly DashaPeriod[] {
  const orders = new Map<SignId, readonly SignNumber[]>();
  return (parent) => {
    const sign = parent.lord as SignId;
    let order = orders.get(sign);
    if (order === undefined) {
      order = subOrder(signById(sign).number);
      orders.set(sign, order);
    }
    return splitPeriod(parent, order.map((number) => ({ lord: signOf(number).id, weight: 1 })));
  };
}

/**
 * The mahadashas of two cycles of sign dashas (Narayana, Drig): each sign with its first-cycle years in dasha
 * order, then each with 12 minus them; a sign of no years has no dasha and is left out.
 */
export function twoCycles(signs: readonly { readonly sign: SignId; readonly years: number }[]): { sign: SignId; years: number }[] {
  return [
    ...signs.map((entry) => ({ sign: entry.sign, years: entry.years })),
    ...signs.map((entry) => ({ sign: entry.sign, years: Math.max(0, 12 - entry.years) })),
  ].filter((entry) => entry.years > 0);
}

/** The Narayana dasha of one chart: the plan, the scheme and the balance (the whole first dasha remains). */
export type NarayanaDashaScheme = PlannedDashaScheme<NarayanaDashaPlan>;

/**
 * The Narayana dasha scheme of a chart: two cycles of the twelve signs (first-cycle years, then 12 minus them).
 * @param yearDays length of one dasha year in days
 * @param dignities which signs exalt and debilitate a graha (`DASHA_DIGNITY_READINGS`)
 */
export function narayanaDashaScheme(chart: DashaChart, yearDays: number, dignities: DashaDignityId = 'bphs'): NarayanaDashaScheme {
  const plan = narayanaDashaPlan(chart, dignities);
  const cycles = twoCycles(plan.signs);
  const mahadashas = signMahadashas(chart.birth, cycles, yearDays);
  const childrenOf = signSubPeriods((sign) => narayanaSubOrder(chart, sign, dignities));
  const first = cycles[0] as { sign: SignId; years: number };
  return { plan, mahadashas, childrenOf, balance: { lord: first.sign, elapsedYears: 0, remainingYears: first.years } };
}
