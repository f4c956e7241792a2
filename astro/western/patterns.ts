/**
 * Chart patterns: figures made of several aspects, found among the ten planets of a chart.
 *
 * Definitions (each aspect within its orb, as `aspects.ts` finds it):
 * - grand trine: three bodies each trine the other two;
 * - T-square: two bodies in opposition, both square a third (the apex); not reported when the three are part of
 *   a grand cross;
 * - grand cross: four bodies in two oppositions, each square the two bodies of the other opposition;
 * - yod ("finger of fate"): two bodies in sextile, both quincunx a third (the apex);
 * - kite: a grand trine and a fourth body opposite one of its corners and sextile the other two (the apex is
 *   that fourth body);
 * - stellium: `STELLIUM_MINIMUM` or more planets in one sign, or in one house (reported once per sign and
 *   once per house).
 * Bodies are listed in the order of the chart's planet list; each pattern is reported once.
 */
import type { HouseNumber } from '../chart/placement.ts';
import type { ChartAspect, WesternAspectId } from './aspects.ts';

/** Fewest planets in one sign or house that make a stellium (the common modern threshold). */
export const STELLIUM_MINIMUM = 3;

export const CHART_PATTERN_TYPES = ['grand-trine', 't-square', 'grand-cross', 'yod', 'kite', 'stellium'] as const;
export type ChartPatternType = (typeof CHART_PATTERN_TYPES)[number];

/** The aspects patterns are made of: they are looked for whatever aspects a chart lists. */
export const PATTERN_ASPECT_IDS: readonly WesternAspectId[] = ['conjunction', 'opposition', 'trine', 'square', 'sextile', 'quincunx'];

/** One pattern found. */
export interface ChartPattern {
  readonly type: ChartPatternType;
  /** The bodies that make it, in the chart's planet order. */
  readonly bodies: readonly string[];
  /** T-square, yod, kite: the focal body; null for the others. */
  readonly apex: string | null;
  /** Stellium: what the planets share (the sign 1–12 or the house 1–12); null for the others. */
  readonly stellium: { readonly by: 'sign' | 'house'; readonly number: number } | null;
}

/** A planet as patterns see it: its id, sign and house. */
export interface PatternBody {
  readonly id: string;
  /** Tropical sign 1 (Aries) – 12 (Pisces). */
  readonly sign: number;
  readonly house: HouseNumber;
}

/**
 * The patterns formed by `bodies` given the aspects among them (`aspects` from `aspectsWithin` with at least
 * `PATTERN_ASPECT_IDS`), in the order of `CHART_PATTERN_TYPES`.
 */
export function chartPatterns(bodies: readonly PatternBody[], aspects: readonly ChartAspect[]): ChartPattern[] {
  const ids = bodies.map((body) => body.id);
  const aspectOf = new Map<string, WesternAspectId>();
  for (const aspect of aspects) {
    aspectOf.set(`${aspect.from}|${aspect.to}`, aspect.aspect);
    aspectOf.set(`${aspect.to}|${aspect.from}`, aspect.aspect);
  }
  const is = (a: string, b: string, aspect: WesternAspectId): boolean => aspectOf.get(`${a}|${b}`) === aspect;
  const ordered = (members: readonly string[]): string[] => ids.filter((id) => members.includes(id));

  const grandTrines = combinations(ids, 3).filter(([a, b, c]) => is(a!, b!, 'trine') && is(b!, c!, 'trine') && is(a!, c!, 'trine'));
  const grandCrosses: string[][] = [];
  for (const [a, b, c, d] of combinations(ids, 4)) {
    // The four can pair into two oppositions in three ways; a cross needs one of them and the four squares.
    for (const [p, q, r, s] of [[a!, b!, c!, d!], [a!, c!, b!, d!], [a!, d!, b!, c!]]) {
      if (is(p!, q!, 'opposition') && is(r!, s!, 'opposition') && is(p!, r!, 'square') && is(p!, s!, 'square') && is(q!, r!, 'square') && is(q!, s!, 'square')) {
        grandCrosses.push([a!, b!, c!, d!]);
        break;
      }
    }
  }
  const inCross = (members: readonly string[]): boolean => grandCrosses.some((cross) => members.every((id) => cross.includes(id)));

  const patterns: ChartPattern[] = [];
  const push = (type: ChartPatternType, members: readonly string[], apex: string | null = null): void => {
    patterns.push({ type, bodies: ordered(members), apex, stellium: null });
  };
  for (const trine of grandTrines) push('grand-trine', trine);
  for (const [a, b] of combinations(ids, 2)) {
    if (!is(a!, b!, 'opposition')) continue;
    for (const apex of ids) {
      if (is(apex, a!, 'square') && is(apex, b!, 'square') && !inCross([a!, b!, apex])) push('t-square', [a!, b!, apex], apex);
    }
  }
  for (const cross of grandCrosses) push('grand-cross', cross);
  for (const [a, b] of combinations(ids, 2)) {
    if (!is(a!, b!, 'sextile')) continue;
    for (const apex of ids) {
      if (is(apex, a!, 'quincunx') && is(apex, b!, 'quincunx')) push('yod', [a!, b!, apex], apex);
    }
  }
  for (const trine of grandTrines) {
    for (const apex of ids) {
      if (trine.includes(apex)) continue;
      const opposite = trine.filter((corner) => is(apex, corner, 'opposition'));
      const others = trine.filter((corner) => !opposite.includes(corner));
      if (opposite.length === 1 && others.every((corner) => is(apex, corner, 'sextile'))) push('kite', [...trine, apex], apex);
    }
  }
  for (const by of ['sign', 'house'] as const) {
    for (let number = 1; number <= 12; number++) {
      const members = bodies.filter((body) => body[by] === number).map((body) => body.id);
      if (members.length >= STELLIUM_MINIMUM) patterns.push({ type: 'stellium', bodies: members, apex: null, stellium: { by, number } });
    }
  }
  return patterns;
}

/** Every k-element subset of `items`, each in the order of `items`. */
function combinations<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  const result: T[][] = [];
  items.forEach((item, index) => {
    for (const rest of combinations(items.slice(index + 1), k - 1)) result.push([item, ...rest]);
  });
  return result;
}
