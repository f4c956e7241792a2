/**
 * The 36 sahams of a Tajika chart (data/sahams.ts): A − B + C, plus 30° when C is not between B and A.
 *
 * "Between" is read one of two ways, a convention the request chooses (`SAHAM_BETWEEN_RULES`):
 * - `degree`: C lies on the arc from B forward (in the order of the signs) to A, ends included;
 * - `sign`: C's sign is met walking sign by sign from the sign after B's forward to A's sign, A's sign included
 *   (so C in B's own sign is never between). PyJHora's `saham._is_C_between_B_to_A` reads it this way.
 * All longitudes are sidereal degrees of one chart; the result is in [0, 360).
 */
import { GRAHA_IDS } from '../../data/grahas.ts';
import { SAHAMS, type Saham, type SahamFormula, type SahamId, type SahamTerm } from '../../data/sahams.ts';
import { normalizeDegrees } from '../angles.ts';
import { lordOfSign, type Placements, signCounted, signOfLongitude } from '../chart/placement.ts';

export const SAHAM_BETWEEN_RULES = ['degree', 'sign'] as const;
export type SahamBetweenRule = (typeof SAHAM_BETWEEN_RULES)[number];

/** One term of a saham as it was read in the chart. */
export interface ResolvedTerm {
  readonly term: SahamTerm;
  /** The graha a lordship term named (lord of a house or of a sign); null for the other terms. */
  readonly graha: (typeof GRAHA_IDS)[number] | null;
  /** Sidereal longitude, degrees [0, 360). */
  readonly longitude: number;
}

export interface SahamPoint {
  readonly id: SahamId;
  /** Sidereal longitude, degrees [0, 360). */
  readonly longitude: number;
  /** The formula used (the day one, the night one, or the day one by day and night alike), A − B + C. */
  readonly formula: 'day' | 'night' | 'same';
  readonly a: ResolvedTerm;
  readonly b: ResolvedTerm;
  readonly c: ResolvedTerm;
  /** True when 30° was added because C is not between B and A. */
  readonly added30: boolean;
}

/** True when C is between B and A (going forward from B to A) under `rule`; longitudes in degrees. */
export function isBetween(a: number, b: number, c: number, rule: SahamBetweenRule): boolean {
  if (rule === 'degree') return normalizeDegrees(c - b) <= normalizeDegrees(a - b);
  const signA = signOfLongitude(a);
  const signC = signOfLongitude(c);
  for (let step = 2; step <= 12; step++) {
    const sign = signCounted(signOfLongitude(b), step);
    if (sign === signC) return true;
    if (sign === signA) return false;
  }
  return false;
}

function resolveTerm(term: SahamTerm, chart: Placements, done: ReadonlyMap<SahamId, SahamPoint>): ResolvedTerm {
  const lagnaSign = signOfLongitude(chart.lagnaLongitude);
  switch (term.kind) {
    case 'lagna':
      return { term, graha: null, longitude: chart.lagnaLongitude };
    case 'graha':
      return { term, graha: null, longitude: chart.grahas[term.graha].longitude };
    case 'saham':
      return { term, graha: null, longitude: done.get(term.saham)!.longitude };
    case 'house':
      return { term, graha: null, longitude: normalizeDegrees(chart.lagnaLongitude + 30 * (term.house - 1)) };
    case 'lordOfHouse': {
      const graha = lordOfSign(signCounted(lagnaSign, term.house));
      return { term, graha, longitude: chart.grahas[graha].longitude };
    }
    case 'lordOfSignOf': {
      const graha = lordOfSign(signOfLongitude(chart.grahas[term.graha].longitude));
      return { term, graha, longitude: chart.grahas[graha].longitude };
    }
    case 'longitude':
      return { term, graha: null, longitude: term.degrees };
  }
}

/** The formula of `saham` in `chart` by day or night, with samartha's rule for a lagna Mars owns. */
function formulaOf(saham: Saham, chart: Placements, night: boolean): { formula: SahamFormula; used: SahamPoint['formula'] } {
  let day: SahamFormula = saham.day;
  if (saham.marsOwnsLagna && lordOfSign(signOfLongitude(chart.lagnaLongitude)) === 'mars') {
    day = [{ kind: 'graha', graha: 'jupiter' }, { kind: 'graha', graha: 'mars' }, saham.day[2]];
  }
  if (saham.night === 'same') return { formula: day, used: 'same' };
  if (!night) return { formula: day, used: 'day' };
  if (saham.night === 'reversed') return { formula: [day[1], day[0], day[2]], used: 'night' };
  return { formula: saham.night, used: 'night' };
}

/**
 * The 36 sahams of a chart (sidereal placements with the lagna), in the book's order. `night`: the chart's
 * moment is between sunset and sunrise (the Sun below the horizon).
 */
export function sahams(chart: Placements, night: boolean, rule: SahamBetweenRule): SahamPoint[] {
  const done = new Map<SahamId, SahamPoint>();
  for (const saham of SAHAMS as readonly Saham[]) {
    const { formula, used } = formulaOf(saham, chart, night);
    const [a, b, c] = formula.map((term) => resolveTerm(term, chart, done)) as [ResolvedTerm, ResolvedTerm, ResolvedTerm];
    const added30 = saham.correction !== false && !isBetween(a.longitude, b.longitude, c.longitude, rule);
    const longitude = normalizeDegrees(a.longitude - b.longitude + c.longitude + (added30 ? 30 : 0));
    done.set(saham.id, { id: saham.id, longitude, formula: used, a, b, c, added30 });
  }
  return [...done.values()];
}
