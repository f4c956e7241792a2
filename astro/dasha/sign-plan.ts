/**
 * The common shape of the sign dashas whose rules reduce to a list of mahadasha signs with their years and a rule
 * giving the sub-period signs (and their weights) of any period: Brahma, Lagnamsaka, Navamsa, Mandooka, Sandhya, Tara
 * Lagna, Trikona, Yogardha, the two Kendradi dashas, Chaturvidha Uttara, Padhanadhamsa, Raashiyanka, Chakra, Varnada
 * and Paryaaya (one module each, the rules in `data/dashas.ts`). This module turns such a plan into a `DashaScheme` that starts at birth.
 *
 * Signs are 1 = Aries … 12 = Pisces. A mahadasha of 0 years is left out (it would be an empty period).
 */
import { signById, signByNumber, type Sign, type SignId, type SignNumber } from '../../data/signs.ts';
import { MS_PER_DAY } from '../time.ts';
import { consecutivePeriods, splitPeriod, type DashaScheme } from './periods.ts';
import type { DashaBalance, DashaChart, DashaLevel, DashaPeriod } from './types.ts';

/** +1 = zodiacal (Aries → Taurus), −1 = reverse. */
export type SignDirection = 1 | -1;

/** One mahadasha of a plan: its sign and its length in dasha years (≥ 0). */
export interface SignPlanEntry {
  readonly sign: SignNumber;
  readonly years: number;
}

/** One sub-period share: its sign and its weight (equal shares: 1 each). */
export interface SignShare {
  readonly sign: SignNumber;
  readonly weight: number;
}

/** A sign dasha applied to one chart, before it is laid out in time. */
export interface SignDashaPlan {
  /** The mahadashas of every cycle in order, with their years (0-year entries are skipped). */
  readonly mahadashas: readonly SignPlanEntry[];
  /** Years of one cycle of the mahadashas (the first cycle where there are two). */
  readonly cycleYears: number;
  /**
   * The sub-period signs and weights of a period of `sign` at `level` (the parent's level, 1 = mahadasha); the
   * weights need not sum to anything, the shares split the parent in proportion.
   */
  subPeriods(sign: SignNumber, level: DashaLevel): readonly SignShare[];
}

/** The sign `number` stands for, any integer taken round the zodiac (13 = Aries, 0 = Pisces). */
export function signOf(number: number): Sign {
  return signByNumber(((((number - 1) % 12) + 12) % 12) + 1) as Sign;
}

/** The twelve signs from `first` in `direction`, one step at a time. */
export function consecutiveSigns(first: SignNumber, direction: SignDirection): SignNumber[] {
  return Array.from({ length: 12 }, (_, k) => signOf(first + direction * k).number);
}

/** +1 for an odd sign (Aries, Gemini, …), −1 for an even one. */
export function oddityDirection(sign: SignNumber): SignDirection {
  return sign % 2 === 1 ? 1 : -1;
}

/** Twelve equal shares, one per sign. */
export function equalShares(signs: readonly SignNumber[]): SignShare[] {
  return signs.map((sign) => ({ sign, weight: 1 }));
}

/** The scheme of a plan, its balance and its cycle years (the sum of its mahadashas). */
export interface SignPlanScheme extends DashaScheme {
  readonly balance: DashaBalance;
  readonly cycleYears: number;
}

/**
 * Lays out a plan from the birth: consecutive mahadashas of their years, sub-periods split in proportion to their
 * weights at every level (the same rule one level deeper each time).
 * @param yearDays length of one dasha year in days
 */
export function signPlanScheme(chart: DashaChart, plan: SignDashaPlan, yearDays: number): SignPlanScheme {
  const yearMs = yearDays * MS_PER_DAY;
  const positive = plan.mahadashas.filter((entry) => entry.years > 0);
  const mahadashas = consecutivePeriods(
    chart.birth,
    positive.map((entry) => ({ lord: signOf(entry.sign).id, durationMs: entry.years * yearMs })),
  );
  // A sign's sub-periods at a level depend on nothing else (the plan's contract), and some plans weigh sign
  // strengths to find them: each is asked of the plan once.
  const sharesBySignAndLevel = new Map<number, readonly { lord: SignId; weight: number }[]>();
  const childrenOf = (parent: DashaPeriod): readonly DashaPeriod[] => {
    const sign = signById(parent.lord as SignId).number;
    const key = sign * 8 + parent.level;
    let shares = sharesBySignAndLevel.get(key);
    if (shares === undefined) {
      shares = plan.subPeriods(sign, parent.level).map((share) => ({ lord: signOf(share.sign).id, weight: share.weight }));
      sharesBySignAndLevel.set(key, shares);
    }
    return splitPeriod(parent, shares);
  };
  const first = positive[0] as SignPlanEntry;
  return {
    mahadashas,
    childrenOf,
    balance: { lord: signOf(first.sign).id, elapsedYears: 0, remainingYears: first.years },
    cycleYears: plan.cycleYears,
  };
}

/** Two cycles in the same order: the first years, then 12 minus them (Narayana's rule for a second cycle). */
export function withSecondCycle(entries: readonly SignPlanEntry[]): SignPlanEntry[] {
  return [...entries, ...entries.map((entry) => ({ sign: entry.sign, years: Math.max(0, 12 - entry.years) }))];
}

/** The sum of the years of some entries. */
export function totalYears(entries: readonly SignPlanEntry[]): number {
  return entries.reduce((sum, entry) => sum + entry.years, 0);
}
