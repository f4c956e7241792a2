/**
 * Kalachakra dasha by Parashara's wheel as P.V.R. Narasimha Rao, "Vedic Astrology: An Integrated Approach"
 * (Sagar, 2000), ch. 24, computes it (`method=parashara`; the wheel in `data/kalachakra.ts`):
 * - the Moon's pada (one of the 108 of 3°20′) gives a cycle of nine signs and its paramayush, the sum of their years;
 * - the part of the pada the Moon has covered, times the paramayush, is the part of the cycle's dashas over at birth:
 *   the sign it falls in runs at birth, with the part of its years not yet over as its balance;
 * - the signs run on past the cycle's ninth into the nine of the next pada (after the 4th pada, the 1st pada of the
 *   group that follows, `followedBy`), and the mahadashas are the nine signs from the one running at birth;
 * - the antardashas of a dasha are the nine signs from the dasha's own place in that run, each sharing the dasha in
 *   proportion to its years; deeper levels take the nine signs from their parent's place by the same rule (the
 *   book stops at antardashas: the deeper levels are the service's extension of its rule);
 * - the deha and jeeva are the first and ninth mahadasha signs, the other way round for an apasavya star (§24.3.2).
 */
import { KALACHAKRA_SIGN_YEARS, kalachakraGroupById } from '../../data/kalachakra.ts';
import { PADA_SPAN_DEG } from '../../data/nakshatras.ts';
import { signByNumber, type Sign, type SignId, type SignNumber } from '../../data/signs.ts';
import { normalizeDegrees } from '../angles.ts';
import { MS_PER_DAY } from '../time.ts';
import { kalachakraPada, type KalachakraPada } from './kalachakra.ts';
import { placeInTree, signMahadashas, splitPeriod, type PlannedDashaScheme } from './periods.ts';
import type { DashaChart, DashaPeriod } from './types.ts';

/** Signs in a pada's cycle. */
const CYCLE_LENGTH = 9;

function yearsOf(sign: SignNumber): number {
  return KALACHAKRA_SIGN_YEARS[sign - 1]!;
}

/**
 * The sign at `position` (0 = the first sign of the pada's cycle) of the run of signs that starts with `pada`'s
 * cycle and goes on through the cycles of the padas after it (2nd, 3rd, 4th, then the 1st of the following group).
 * @param position ≥ 0
 */
export function kalachakraRunSign(pada: KalachakraPada, position: number): SignNumber {
  let group = kalachakraGroupById(pada.group);
  let padaIndex = pada.pada - 1 + Math.floor(position / CYCLE_LENGTH);
  // Eight padas (four of a group, four of the one after it) bring the run back to where it started.
  padaIndex %= 8;
  while (padaIndex >= 4) {
    padaIndex -= 4;
    group = kalachakraGroupById(group.followedBy);
  }
  return group.cycles[padaIndex]![position % CYCLE_LENGTH]!;
}

/** The mahadasha plan of a chart by the book's method. */
export interface KalachakraBookPlan {
  /** The Moon's pada. */
  readonly birthPada: KalachakraPada;
  /** Years of the pada's nine dashas. */
  readonly paramayush: number;
  /** Part of the pada the Moon has covered at birth, [0, 1). */
  readonly padaElapsed: number;
  /** Years of the pada's cycle over at birth: padaElapsed × paramayush. */
  readonly elapsedYears: number;
  /** Years of the first mahadasha over at birth, [0, its years). */
  readonly firstElapsedYears: number;
  /** The nine mahadashas from the one running at birth: the sign, its years and its place in the run of signs. */
  readonly dashas: readonly { readonly sign: SignId; readonly years: number; readonly position: number }[];
  /** The deha and jeeva signs of the chart: the first and ninth mahadashas (savya), the ninth and first (apasavya). */
  readonly deha: SignNumber;
  readonly jeeva: SignNumber;
}

/** The birth pada, the part of its cycle over at birth and the nine mahadashas of a chart (module comment). */
export function kalachakraBookPlan(chart: DashaChart): KalachakraBookPlan {
  const moon = normalizeDegrees(chart.moonSiderealDeg);
  const index = Math.min(107, Math.floor(moon / PADA_SPAN_DEG));
  const birthPada = kalachakraPada(index);
  const padaElapsed = Math.min(1, Math.max(0, (moon - index * PADA_SPAN_DEG) / PADA_SPAN_DEG));
  const paramayush = birthPada.cycle.reduce((sum, sign) => sum + yearsOf(sign), 0);
  const elapsedYears = padaElapsed * paramayush;
  // The dasha running at birth: the last of the cycle whose start is not after the elapsed years.
  let first = 0;
  let before = 0;
  while (first < CYCLE_LENGTH - 1 && before + yearsOf(birthPada.cycle[first]!) <= elapsedYears) {
    before += yearsOf(birthPada.cycle[first]!);
    first += 1;
  }
  const dashas = Array.from({ length: CYCLE_LENGTH }, (_, k) => {
    const sign = kalachakraRunSign(birthPada, first + k);
    return { sign: (signByNumber(sign) as Sign).id, years: yearsOf(sign), position: first + k };
  });
  const firstElapsedYears = Math.min(elapsedYears - before, dashas[0]!.years);
  const ends = [kalachakraRunSign(birthPada, first), kalachakraRunSign(birthPada, first + CYCLE_LENGTH - 1)] as const;
  const savya = birthPada.direction === 'savya';
  return {
    birthPada, paramayush, padaElapsed, elapsedYears, firstElapsedYears, dashas,
    deha: savya ? ends[0] : ends[1], jeeva: savya ? ends[1] : ends[0],
  };
}

/** The book-method Kalachakra dasha of one chart: the plan, the scheme and the balance of the first dasha. */
export type KalachakraBookScheme = PlannedDashaScheme<KalachakraBookPlan>;

/**
 * The Kalachakra dasha scheme of a chart by the book's method: the first mahadasha starts before birth by the part
 * of it over, so its antardashas share its whole years (some of them over before birth, as the book notes).
 * @param yearDays length of one dasha year in days
 */
export function kalachakraBookScheme(chart: DashaChart, yearDays: number): KalachakraBookScheme {
  const plan = kalachakraBookPlan(chart);
  const yearMs = yearDays * MS_PER_DAY;
  const mahadashas = signMahadashas(chart.birth - plan.firstElapsedYears * yearMs, plan.dashas, yearDays);
  const childrenAt = (parent: DashaPeriod, position: number): DashaPeriod[] =>
    splitPeriod(parent, Array.from({ length: CYCLE_LENGTH }, (_, j) => {
      const sign = kalachakraRunSign(plan.birthPada, position + j);
      return { lord: (signByNumber(sign) as Sign).id, weight: yearsOf(sign) };
    }));
  /** A period's place in the run: its mahadasha's, plus the place of each ancestor among its siblings. */
  const positionOf = (period: DashaPeriod): number =>
    placeInTree(mahadashas, period, (k) => plan.dashas[k]!.position, childrenAt, (position, j) => position + j);
  const first = plan.dashas[0]!;
  return {
    plan,
    mahadashas,
    childrenOf: (parent) => childrenAt(parent, positionOf(parent)),
    balance: { lord: first.sign, elapsedYears: plan.firstElapsedYears, remainingYears: first.years - plan.firstElapsedYears },
  };
}
