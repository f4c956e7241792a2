/**
 * Period arithmetic shared by every dasha system: laying mahadashas end to end, splitting a period into
 * sub-periods that tile it exactly, expanding a tree level by level (only where asked), walking down to the chain
 * of periods containing an instant, and finding where a period stands when its children depend on its place. A
 * system is described by a `DashaScheme`: its mahadashas and a rule giving the children of any period.
 *
 * Sub-periods are generated on demand: 120 years of Vimshottari to the prana level would be 9⁵ = 59 049
 * periods, but a chain or a pruned tree touches only the branches that overlap the requested span.
 */
import type { DashaLordId } from '../../data/dashas.ts';
import type { SignId } from '../../data/signs.ts';
import { MS_PER_DAY, type Instant } from '../time.ts';
import type { DashaBalance, DashaLevel, DashaPeriod } from './types.ts';

/** A dasha system applied to one chart. */
export interface DashaScheme {
  /** Level-1 periods in order; consecutive ones share their boundary. */
  readonly mahadashas: readonly DashaPeriod[];
  /** The level + 1 periods of `parent`, in order, tiling [parent.start, parent.end). */
  childrenOf(parent: DashaPeriod): readonly DashaPeriod[];
}

/** A dasha system laid out from a plan (the signs and years its rules chose for the chart), with its balance at birth. */
export interface PlannedDashaScheme<Plan> extends DashaScheme {
  readonly plan: Plan;
  readonly balance: DashaBalance;
}

/** One share of a split: the lord and its weight (years, or 1 for equal shares). */
export interface DashaShare {
  readonly lord: DashaLordId;
  readonly weight: number;
}

/**
 * Splits `parent` into consecutive sub-periods proportional to the weights. The first starts at parent.start,
 * the last ends at parent.end exactly, and each end is the next start (the same number), so the children tile
 * the parent with no gap or overlap whatever the rounding.
 * @param shares non-empty, weights > 0
 */
export function splitPeriod(parent: DashaPeriod, shares: readonly DashaShare[]): DashaPeriod[] {
  const level = (parent.level + 1) as DashaLevel;
  const totalWeight = shares.reduce((sum, share) => sum + share.weight, 0);
  const duration = parent.end - parent.start;
  const children: DashaPeriod[] = [];
  let cumulative = 0;
  let start = parent.start;
  shares.forEach((share, i) => {
    cumulative += share.weight;
    const end = i === shares.length - 1 ? parent.end : parent.start + (duration * cumulative) / totalWeight;
    children.push({ lord: share.lord, level, start, end });
    start = end;
  });
  return children;
}

/** Consecutive periods of the given lengths from `start`; each end is the next start. */
export function consecutivePeriods(
  start: Instant,
  lengths: readonly { readonly lord: DashaLordId; readonly durationMs: number }[],
): DashaPeriod[] {
  const periods: DashaPeriod[] = [];
  let cumulativeMs = 0;
  let periodStart = start;
  for (const { lord, durationMs } of lengths) {
    cumulativeMs += durationMs;
    const end = start + cumulativeMs;
    periods.push({ lord, level: 1, start: periodStart, end });
    periodStart = end;
  }
  return periods;
}

/**
 * The mahadashas of a sign dasha: consecutive periods from `start`, one per entry, each lasting its `years`.
 * @param entries the dasha signs with their years, in order; years ≥ 0
 * @param yearDays length of one dasha year in days
 */
export function signMahadashas(
  start: Instant,
  entries: readonly { readonly sign: SignId; readonly years: number }[],
  yearDays: number,
): DashaPeriod[] {
  const yearMs = yearDays * MS_PER_DAY;
  return consecutivePeriods(start, entries.map((entry) => ({ lord: entry.sign, durationMs: entry.years * yearMs })));
}

function overlaps(period: DashaPeriod, from: Instant, to: Instant): boolean {
  return period.end > from && period.start < to;
}

/**
 * The mahadashas overlapping [from, to), each expanded down to `levels`, keeping at every level only the
 * periods that overlap [from, to). Without a window (±Infinity) the whole tree is built.
 */
export function expandTree(scheme: DashaScheme, levels: DashaLevel, from: Instant, to: Instant): DashaPeriod[] {
  const expand = (period: DashaPeriod): DashaPeriod => {
    if (period.level >= levels) return period;
    const children = scheme.childrenOf(period).filter((child) => overlaps(child, from, to)).map(expand);
    return { ...period, children };
  };
  return scheme.mahadashas.filter((period) => overlaps(period, from, to)).map(expand);
}

/**
 * The chain mahadasha → … → level `levels` of periods containing `instant` (start ≤ instant < end), without
 * children; null when the instant is before the first mahadasha or not before the end of the last.
 */
export function chainAt(scheme: DashaScheme, instant: Instant, levels: DashaLevel): DashaPeriod[] | null {
  const contains = (period: DashaPeriod): boolean => period.start <= instant && instant < period.end;
  const chain: DashaPeriod[] = [];
  let current = scheme.mahadashas.find(contains);
  while (current !== undefined) {
    chain.push(current);
    if (current.level >= levels) return chain;
    current = scheme.childrenOf(current).find(contains);
  }
  return null;
}

/**
 * The place of `period` in a tree whose children depend on where their parent stands (a cycle and a position in
 * it, a position in a run): from the mahadasha holding `period.start`, each level down splits the current period
 * with `childrenAt`, takes the child holding `period.start` and moves the place on by that child's index, until
 * the level of `period`. Where no period holds the start (a period outside the tree), the first one is taken.
 * @param mahadashas the scheme's level-1 periods, in order
 * @param placeOfMahadasha the place of the mahadasha at 0-based index k
 * @param childrenAt the children of a period standing at a place
 * @param nextPlace the place of the child at 0-based index j of a period at `place`
 */
export function placeInTree<Place>(
  mahadashas: readonly DashaPeriod[],
  period: DashaPeriod,
  placeOfMahadasha: (k: number) => Place,
  childrenAt: (parent: DashaPeriod, place: Place) => readonly DashaPeriod[],
  nextPlace: (place: Place, j: number) => Place,
): Place {
  const holds = (candidate: DashaPeriod) => candidate.start <= period.start && period.start < candidate.end;
  const k = Math.max(0, mahadashas.findIndex(holds));
  let place = placeOfMahadasha(k);
  let current = mahadashas[k]!;
  while (current.level < period.level) {
    const children = childrenAt(current, place);
    const j = Math.max(0, children.findIndex(holds));
    place = nextPlace(place, j);
    current = children[j]!;
  }
  return place;
}
