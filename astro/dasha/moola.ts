/**
 * Moola dasha, also called Lagna Kendradi Graha dasha (record `moola` of `data/graha-dashas.ts`).
 * - the order: the grahas in the kendras from the lagna, then in the panapharas, then in the apoklimas, each group
 *   strongest first (`stronger-graha.ts`); turned to begin with the strongest graha in a kendra from the lagna,
 *   the Moon or the Sun;
 * - first-cycle years: the graha's Vimshottari years less the signs from its sign forward to its moolatrikona sign
 *   (12 less when it stands there), +1 exalted, −1 debilitated, at least 1; a second cycle gives each its
 *   Vimshottari years less the first (a second-cycle dasha of 0 years has no period); the first dasha starts at birth;
 * - sub-periods from the period's lord in the same order, in proportion to the first-cycle years.
 */
import { dashaDignity, dashaSystemById, type DashaDignityId, type NakshatraDashaSystem } from '../../data/dashas.ts';
import { GRAHA_IDS, grahaById, type GrahaId } from '../../data/grahas.ts';
import { signById } from '../../data/signs.ts';
import { MS_PER_DAY } from '../time.ts';
import type { GrahaDashaScheme } from './graha-dasha.ts';
import { consecutivePeriods, splitPeriod } from './periods.ts';
import { signOf } from './sign-plan.ts';
import { pyjhoraStrongerGraha, strongerGraha } from './stronger-graha.ts';
import type { DashaChart, DashaPeriod } from './types.ts';
import type { TaraStrength } from './tara.ts';

/** Houses from a sign (0 = the sign): kendras, panapharas, apoklimas. */
const GROUPS = [[0, 3, 6, 9], [1, 4, 7, 10], [2, 5, 8, 11]] as const;

/** Years a moolatrikona graha loses (the whole 12 signs), as Jagannatha Hora's default. */
const IN_MOOLATRIKONA_LOSS = 12;

/** The moolatrikona sign (1–12) of a graha; Rahu's Aquarius and Ketu's Scorpio, their own signs, for the nodes. */
export function moolatrikonaSign(graha: GrahaId): number {
  if (graha === 'rahu') return 11;
  if (graha === 'ketu') return 8;
  return signById(grahaById(graha).moolatrikona!.sign).number;
}

/**
 * The sort PyJHora ranks a group with (CPython's list.sort on fewer than 64 items: the first run, then binary
 * insertion), with "stronger" as "less than"; its first item is what PyJHora takes as the strongest, which with a
 * comparison that is not transitive depends on this exact algorithm.
 */
function pythonSorted<T>(items: readonly T[], lessThan: (a: T, b: T) => boolean): T[] {
  const a = [...items];
  if (a.length < 2) return a;
  let run = 2;
  if (lessThan(a[1]!, a[0]!)) {
    while (run < a.length && lessThan(a[run]!, a[run - 1]!)) run += 1;
    a.splice(0, run, ...a.slice(0, run).reverse());
  } else {
    while (run < a.length && !lessThan(a[run]!, a[run - 1]!)) run += 1;
  }
  for (let start = run; start < a.length; start += 1) {
    const pivot = a[start]!;
    let low = 0;
    let high = start;
    while (low < high) {
      const middle = low + ((high - low) >> 1);
      if (lessThan(pivot, a[middle]!)) high = middle;
      else low = middle + 1;
    }
    a.splice(start, 1);
    a.splice(low, 0, pivot);
  }
  return a;
}

/** The strongest of a non-empty list of grahas under a strength reading. */
function strongest(chart: DashaChart, grahas: readonly GrahaId[], strength: TaraStrength): GrahaId {
  if (strength === 'pyjhora-strength') return pythonSorted(grahas, (x, y) => pyjhoraStrongerGraha(chart, x, y) === x)[0]!;
  return grahas.slice(1).reduce((best, graha) => strongerGraha(chart, best, graha), grahas[0]!);
}

/** The grahas (Sun … Ketu) in the given houses from a sign, ranked strongest first by repeated choice of the strongest. */
function ranked(chart: DashaChart, from: number, offsets: readonly number[], strength: TaraStrength): GrahaId[] {
  let left = GRAHA_IDS.filter((graha) => offsets.some((offset) => chart.planets[graha].signNumber === signOf(from + offset).number));
  const order: GrahaId[] = [];
  while (left.length > 0) {
    const best = strongest(chart, left, strength);
    order.push(best);
    left = left.filter((graha) => graha !== best);
  }
  return order;
}

/** The order of the Moola dashas (module comment). */
export function moolaOrder(chart: DashaChart, strength: TaraStrength = 'narasimha-rao'): GrahaId[] {
  const order = GROUPS.flatMap((offsets) => ranked(chart, chart.lagnaSign, offsets, strength));
  const seeds = [...new Set([chart.lagnaSign, chart.planets.moon.signNumber, chart.planets.sun.signNumber]
    .flatMap((from) => GRAHA_IDS.filter((graha) => GROUPS[0].some((offset) => chart.planets[graha].signNumber === signOf(from + offset).number))))];
  if (seeds.length === 0) return order;
  const seed = strongest(chart, seeds, strength);
  const at = order.indexOf(seed);
  return [...order.slice(at), ...order.slice(0, at)];
}

/** First-cycle years of a graha's Moola dasha (module comment). */
export function moolaYears(chart: DashaChart, graha: GrahaId, vimshottariYears: number, dignities: DashaDignityId = 'bphs'): number {
  const sign = chart.planets[graha].signNumber;
  const distance = (moolatrikonaSign(graha) - sign + 12) % 12;
  const dignity = dashaDignity(graha, signOf(sign).id, dignities);
  const years = vimshottariYears - (distance === 0 ? IN_MOOLATRIKONA_LOSS : distance) + dignity;
  return years <= 0 ? 1 : years;
}

/** The Moola dasha of one chart. */
export function moolaDashaScheme(chart: DashaChart, yearDays: number, strength: TaraStrength = 'narasimha-rao'): GrahaDashaScheme {
  const yearMs = yearDays * MS_PER_DAY;
  const vimshottari = dashaSystemById('vimshottari') as NakshatraDashaSystem;
  const vimYears = new Map<string, number>(vimshottari.periods.map((p) => [p.lord, p.years]));
  const order = moolaOrder(chart, strength);
  const dignities = strength === 'pyjhora-strength' ? 'pyjhora' : 'bphs';
  const first = new Map(order.map((graha) => [graha, moolaYears(chart, graha, vimYears.get(graha)!, dignities)]));
  const lengths = [
    ...order.map((graha) => ({ lord: graha, durationMs: first.get(graha)! * yearMs })),
    ...order.map((graha) => ({ lord: graha, durationMs: (vimYears.get(graha)! - first.get(graha)!) * yearMs })),
  ];
  const mahadashas = consecutivePeriods(chart.birth, lengths.filter((entry) => entry.durationMs > 0));
  const childrenOf = (parent: DashaPeriod): readonly DashaPeriod[] => {
    const at = order.indexOf(parent.lord as GrahaId);
    return splitPeriod(parent, [...order.slice(at), ...order.slice(0, at)].map((lord) => ({ lord, weight: first.get(lord)! })));
  };
  const lead = order[0]!;
  return {
    mahadashas,
    childrenOf,
    balance: { lord: lead, elapsedYears: 0, remainingYears: first.get(lead)! },
    cycleYears: order.reduce((sum, graha) => sum + first.get(graha)!, 0),
  };
}
