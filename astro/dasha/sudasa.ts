/**
 * Sudasa, P.V.R. Narasimha Rao, "Vedic Astrology: An Integrated Approach" (Sagar, 2000), ch. 20 (rules in
 * `data/dashas.ts`, record `sudasa`), the Jaimini dasha of wealth and status counted from the sree lagna:
 * - the first dasha is the sign of the sree lagna (`jaimini/special-lagnas.ts`); only the part of it the sree
 *   lagna has still to travel in its sign remains at birth (its years × (30° − degrees in the sign) / 30°; none,
 *   when under a second is left);
 * - the order: the sign, then the kendras from it (4th, 7th, 10th), then the panapharas (2nd, 5th, 8th, 11th),
 *   then the apoklimas (3rd, 6th, 9th, 12th), counted zodiacally from an odd sign and backward from an even one;
 *   Saturn in the first sign makes the count zodiacal; Ketu in it (Saturn absent) reverses it;
 * - years as Narayana dasha (`charSignYears`); a second cycle in the same order gives each sign 12 minus its
 *   whole first-cycle years; a sign with no years is left out;
 * - each period is split into 12 equal sub-periods through consecutive signs from the stronger of the period's
 *   sign and the 7th from it, zodiacally from an even sign and backward from an odd one; deeper levels repeat the
 *   rule inside their parent.
 */
import type { DashaDignityId } from '../../data/dashas.ts';
import type { SignNumber } from '../../data/signs.ts';
import { sreeLagna } from '../jaimini/special-lagnas.ts';
import { MS_PER_DAY } from '../time.ts';
import { charSignYears, type CharDirection, type CharSignYears } from './char.ts';
import { signSubPeriods, strongerOfSigns } from './narayana.ts';
import { signMahadashas, type PlannedDashaScheme } from './periods.ts';
import { signOf } from './sign-plan.ts';
import type { DashaChart } from './types.ts';

/**
 * A first dasha with less than this left at birth (ms) is taken as over, the next starting at birth: a second is
 * below the precision of any birth time, and sub-periods of a shorter span would fall below the resolution of an
 * instant.
 */
export const MIN_FIRST_MS = 1000;

/** House offsets (0 = the first sign) of the order: the sign and its kendras, the panapharas, the apoklimas. */
const KENDRA_ORDER = [0, 3, 6, 9, 1, 4, 7, 10, 2, 5, 8, 11] as const;

/** Why the direction of the order is what it is. */
export type SudasaOrderRule = 'normal' | 'saturn-in-first-sign' | 'ketu-in-first-sign';

/** The mahadasha plan of a chart. */
export interface SudasaPlan {
  /** Sidereal longitude of the sree lagna, degrees [0, 360). */
  readonly sreeLagnaDeg: number;
  /** The sign of the sree lagna: the first dasha. */
  readonly firstSign: SignNumber;
  readonly direction: CharDirection;
  readonly orderRule: SudasaOrderRule;
  /** Part of the first dasha remaining at birth, (0, 1]. */
  readonly firstFractionLeft: number;
  /** The twelve signs in dasha order, each with its whole first-cycle years. */
  readonly signs: readonly CharSignYears[];
}

/** The twelve dasha signs from `first` in `direction`: the sign, its kendras, panapharas, apoklimas. */
export function sudasaOrder(first: SignNumber, direction: CharDirection): SignNumber[] {
  return KENDRA_ORDER.map((offset) => signOf(first + direction * offset).number);
}

/**
 * The sree lagna, the first sign, the direction and the twelve mahadashas of a chart.
 * @param dignities which signs exalt and debilitate a graha (`DASHA_DIGNITY_READINGS`), default `bphs`
 */
export function sudasaPlan(chart: DashaChart, dignities: DashaDignityId = 'bphs'): SudasaPlan {
  const sreeLagnaDeg = sreeLagna({ lagnaLongitude: chart.lagnaSiderealDeg, grahas: { moon: { longitude: chart.planets.moon.siderealDeg } } });
  const firstSign = signOf(Math.floor(sreeLagnaDeg / 30) + 1).number;
  let direction: CharDirection = firstSign % 2 === 1 ? 1 : -1;
  let orderRule: SudasaOrderRule = 'normal';
  if (chart.planets.saturn.signNumber === firstSign) {
    direction = 1;
    orderRule = 'saturn-in-first-sign';
  } else if (chart.planets.ketu.signNumber === firstSign) {
    direction = direction === 1 ? -1 : 1;
    orderRule = 'ketu-in-first-sign';
  }
  const signs = sudasaOrder(firstSign, direction).map((sign) => charSignYears(chart, sign, dignities));
  return { sreeLagnaDeg, firstSign, direction, orderRule, firstFractionLeft: (30 - (sreeLagnaDeg % 30)) / 30, signs };
}

/**
 * The twelve sub-period signs of a period of `sign`: consecutive signs from the stronger of `sign` and its 7th,
 * zodiacally from an even start and backward from an odd one.
 */
export function sudasaSubOrder(chart: DashaChart, sign: SignNumber, dignities: DashaDignityId = 'bphs'): SignNumber[] {
  const start = strongerOfSigns(chart, sign, signOf(sign + 6).number, dignities);
  const direction = start % 2 === 0 ? 1 : -1;
  return Array.from({ length: 12 }, (_, k) => signOf(start + direction * k).number);
}

/** The Sudasa of one chart: the plan, the scheme and the balance of the first dasha at birth. */
export type SudasaScheme = PlannedDashaScheme<SudasaPlan>;

/**
 * The Sudasa scheme of a chart: the first cycle (the first dasha reduced to its part left at birth), then the
 * second (12 minus the whole first-cycle years).
 * @param yearDays length of one dasha year in days
 * @param dignities which signs exalt and debilitate a graha (`DASHA_DIGNITY_READINGS`)
 */
export function sudasaScheme(chart: DashaChart, yearDays: number, dignities: DashaDignityId = 'bphs'): SudasaScheme {
  const plan = sudasaPlan(chart, dignities);
  const yearMs = yearDays * MS_PER_DAY;
  const firstYears = plan.signs[0]!.years * plan.firstFractionLeft;
  const cycles = [
    ...plan.signs.map((entry, k) => ({ sign: entry.sign, years: k === 0 ? (firstYears * yearMs < MIN_FIRST_MS ? 0 : firstYears) : entry.years })),
    ...plan.signs.map((entry) => ({ sign: entry.sign, years: Math.max(0, 12 - entry.years) })),
  ].filter((entry) => entry.years > 0);
  const mahadashas = signMahadashas(chart.birth, cycles, yearDays);
  const childrenOf = signSubPeriods((sign) => sudasaSubOrder(chart, sign, dignities));
  const first = plan.signs[0]!;
  // A first sign of no years (a debilitated lord in the 2nd sign), or with under a second left, has no dasha at
  // birth: the next one starts at birth, whole.
  const balance = cycles[0]!.sign === first.sign
    ? { lord: first.sign, elapsedYears: first.years * (1 - plan.firstFractionLeft), remainingYears: first.years * plan.firstFractionLeft }
    : { lord: cycles[0]!.sign, elapsedYears: 0, remainingYears: cycles[0]!.years };
  return { plan, mahadashas, childrenOf, balance };
}
