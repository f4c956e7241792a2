/**
 * Divisional charts (vargas): the sign and degree of a sidereal longitude in a D-chart, and whole D-charts.
 *
 * The rules are data (data/vargas.ts, one record per division with its source); this module only
 * interprets them. Convention for the degree inside the varga: the fraction of the part already travelled,
 * scaled to 30° — for equal parts this is (degree in sign × D) mod 30 (a navamsha of 3°20′ maps onto a
 * whole sign); for the unequal D30 parts it is the fraction of that part (e.g. 7°30′ of an odd sign, half
 * way through Saturn's 5°–10° part, is 15° of Aquarius). A longitude exactly on a part boundary belongs to
 * the later part; a relative tolerance of 1e-10 of a part absorbs floating-point noise at boundaries.
 * A compound varga (D108 = the D12 of the D9) takes the first varga's sign and degree as a longitude and divides
 * that again, so its degree is the second varga's. Alternative methods (data/vargas.ts `vargaMethods`) are
 * chosen by id; the default `parashara` is each varga's own rule.
 */
import { SIGNS } from '../../data/signs.ts';
import {
  type VargaDivision,
  type VargaMethod,
  type VargaMethodId,
  type VargaStart,
  nadiamshaNumbering,
  parivrittiSignIndex,
  vargaByDivision,
  vargaMethod,
} from '../../data/vargas.ts';
import {
  type GrahaId,
  type HouseNumber,
  type Placements,
  type SignNumber,
  GRAHA_IDS,
  degreeInSign,
  houseFromSign,
  signCounted,
  signOfLongitude,
} from './placement.ts';

/** Tolerance, in parts, below a boundary at which a longitude is taken to be on it. */
const BOUNDARY_TOLERANCE_PARTS = 1e-10;

/** A position in a divisional chart. */
export interface VargaPosition {
  /** Sign 1–12 in the divisional chart. */
  readonly sign: SignNumber;
  /** Degrees inside that sign, [0, 30): the part's travelled fraction × 30°. */
  readonly degree: number;
}

/** Keeps a varga degree inside [0, 30). */
function clampDegree(degree: number): number {
  return Math.min(Math.max(0, degree), LARGEST_DEGREE_BELOW_30);
}
const LARGEST_DEGREE_BELOW_30 = 30 - 30 * Number.EPSILON;

function resolveStart(start: VargaStart, sign: SignNumber): SignNumber {
  return typeof start === 'number' ? start : signCounted(sign, start.countFrom);
}

/** The ends of the parts (degrees in a sign, ascending, the last 30) of a `cusp-union` rule: every part boundary of the listed equal divisions. */
function unionPartEnds(divisions: readonly number[]): readonly number[] {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  const fractions = new Map<string, number>();
  for (const n of divisions) {
    for (let i = 0; i < n; i++) {
      const d = gcd(i, n);
      fractions.set(`${i / d}/${n / d}`, (i / n) * 30);
    }
  }
  return [...[...fractions.values()].sort((a, b) => a - b).slice(1), 30];
}
const UNION_PART_ENDS = new Map<readonly number[], readonly number[]>();
function cachedUnionPartEnds(divisions: readonly number[]): readonly number[] {
  let ends = UNION_PART_ENDS.get(divisions);
  if (!ends) UNION_PART_ENDS.set(divisions, (ends = unionPartEnds(divisions)));
  return ends;
}

/** The part (0-based) of a degree in a sign and the degree inside it, for unequal parts ending at `ends` (last 30). */
function unequalPart(degree: number, ends: readonly number[]): { part: number; degreeInVarga: number } {
  let from = 0;
  let part = 0;
  for (; part < ends.length - 1; part++) {
    const toDeg = ends[part] as number;
    if (degree < toDeg - BOUNDARY_TOLERANCE_PARTS * (toDeg - from)) break;
    from = toDeg;
  }
  const to = ends[part] as number;
  return { part, degreeInVarga: clampDegree(((degree - from) / (to - from)) * 30) };
}

/** The part (0-based) of a degree in a sign cut into `parts` equal parts, and the degree inside it. */
function equalPart(degree: number, parts: number): { part: number; degreeInVarga: number } {
  const scaled = (degree * parts) / 30;
  const part = Math.min(parts - 1, Math.floor(scaled + BOUNDARY_TOLERANCE_PARTS));
  return { part, degreeInVarga: clampDegree((scaled - part) * 30) };
}

/** The sign and degree of a longitude under one method's rule. */
function positionBy(longitudeSiderealDeg: number, method: VargaMethod): VargaPosition {
  const sign = signOfLongitude(longitudeSiderealDeg);
  const degree = degreeInSign(longitudeSiderealDeg);
  const record = SIGNS[sign - 1] as (typeof SIGNS)[number];
  const odd = sign % 2 === 1;
  const rule = method.rule;

  switch (rule.kind) {
    case 'unequal': {
      const bands = odd ? rule.odd : rule.even;
      const { part, degreeInVarga } = unequalPart(degree, bands.map((band) => band.toDeg));
      return { sign: (bands[part] as (typeof bands)[number]).sign, degree: degreeInVarga };
    }
    case 'cusp-union': {
      const { part, degreeInVarga } = unequalPart(degree, cachedUnionPartEnds(rule.divisions));
      return { sign: signCounted(sign, 1 + part), degree: degreeInVarga };
    }
    case 'compound': {
      const [first, second] = rule.of as readonly [VargaDivision, VargaDivision];
      const inner = vargaSign(longitudeSiderealDeg, first);
      return vargaSign((inner.sign - 1) * 30 + inner.degree, second);
    }
    case 'table': {
      const { part, degreeInVarga } = equalPart(degree, rule.odd.length);
      return { sign: (odd ? rule.odd : rule.even)[part] as SignNumber, degree: degreeInVarga };
    }
    case 'by-sign': {
      const row = rule.signs[sign - 1] as readonly SignNumber[];
      const { part, degreeInVarga } = equalPart(degree, row.length);
      return { sign: row[part] as SignNumber, degree: degreeInVarga };
    }
    case 'parivritti': {
      const { part, degreeInVarga } = equalPart(degree, method.parts);
      return { sign: (parivrittiSignIndex(rule.evenSigns, method.parts, sign - 1, part) + 1) as SignNumber, degree: degreeInVarga };
    }
    case 'equal': {
      const { part, degreeInVarga } = equalPart(degree, method.parts);
      let first: SignNumber;
      switch (rule.by) {
        case 'all':
          first = resolveStart(rule.start, sign);
          break;
        case 'parity':
          first = resolveStart(odd ? rule.odd : rule.even, sign);
          break;
        case 'modality':
          first = resolveStart(rule[record.modality], sign);
          break;
        case 'element':
          first = resolveStart(rule[record.element], sign);
          break;
        case 'aries-mirror':
          first = ((12 - (sign - 1)) % 12 + 1) as SignNumber;
          break;
      }
      return { sign: signCounted(first, 1 + part * rule.step), degree: degreeInVarga };
    }
  }
}

/** Thrown when a varga is asked for by a method it does not have (a caller's error: boundaries validate). */
export class VargaMethodError extends Error {
  readonly code = 'UNKNOWN_VARGA_METHOD';
  constructor(
    readonly division: VargaDivision,
    readonly method: VargaMethodId,
  ) {
    super(`D${division} has no method ${method}`);
    this.name = 'VargaMethodError';
  }
}

function methodOf(division: VargaDivision, id: VargaMethodId): VargaMethod {
  const method = vargaMethod(division, id);
  if (!method) throw new VargaMethodError(division, id);
  return method;
}

/**
 * The sign (1–12) and degree [0, 30) of a sidereal longitude in divisional chart `division`.
 * @param longitudeSiderealDeg sidereal longitude in degrees (any real value, reduced modulo 360)
 * @param division the D-number (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 16, 20, 24, 27, 30, 40, 45, 60, 81, 108,
 *   144, 150)
 * @param method the rule (data/vargas.ts `vargaMethods`); default `parashara`, the record's own rule. Throws
 *   `VargaMethodError` for a method the varga does not have.
 */
export function vargaSign(longitudeSiderealDeg: number, division: VargaDivision, method: VargaMethodId = 'parashara'): VargaPosition {
  return positionBy(longitudeSiderealDeg, methodOf(division, method));
}

/**
 * The number (1–150) of the nadiamsha a sidereal longitude falls in: the part of its sign (equal parts of 12′,
 * or the unequal parts of the `chandra-kala-nadi` method) numbered forward in movable signs, backward in fixed
 * signs and from the 76th in dual signs (data/vargas.ts, D150 `numbering`).
 * @param method a D150 method: `parashara` (default), `parivritti` (same parts) or `chandra-kala-nadi`
 */
export function nadiamshaNumber(longitudeSiderealDeg: number, method: VargaMethodId = 'parashara'): number {
  const rule = methodOf(150, method).rule;
  const degree = degreeInSign(longitudeSiderealDeg);
  const part = rule.kind === 'cusp-union' ? unequalPart(degree, cachedUnionPartEnds(rule.divisions)).part : equalPart(degree, 150).part;
  const modality = (SIGNS[signOfLongitude(longitudeSiderealDeg) - 1] as (typeof SIGNS)[number]).modality;
  const numbering = nadiamshaNumbering()[modality];
  if (numbering === 'forward') return part + 1;
  if (numbering === 'backward') return 150 - part;
  return ((part + 75) % 150) + 1;
}

/** One body in a divisional chart. */
export interface VargaBody extends VargaPosition {
  /** House 1–12 counted from the varga lagna's sign. */
  readonly house: HouseNumber;
}

/** A whole divisional chart. */
export interface VargaChart {
  readonly division: VargaDivision;
  /** The rule the chart was computed by (`parashara` = the varga's own). */
  readonly method: VargaMethodId;
  readonly name: string;
  readonly lagna: VargaPosition;
  readonly grahas: Readonly<Record<GrahaId, VargaBody>>;
}

/**
 * The divisional chart `division` of a chart: lagna and the nine grahas with varga sign, degree and house
 * (from the varga lagna, whole sign).
 * @param chart any chart with sidereal lagna and graha longitudes (a `BirthChart` or hand-built `Placements`)
 * @param method as in `vargaSign`
 */
export function vargaChart(chart: Placements, division: VargaDivision, method: VargaMethodId = 'parashara'): VargaChart {
  const lagna = vargaSign(chart.lagnaLongitude, division, method);
  const entries = GRAHA_IDS.map((graha): [GrahaId, VargaBody] => {
    const position = vargaSign(chart.grahas[graha].longitude, division, method);
    return [graha, { ...position, house: houseFromSign(lagna.sign, position.sign) }];
  });
  return {
    division,
    method,
    name: vargaByDivision(division).en,
    lagna,
    grahas: Object.fromEntries(entries) as Record<GrahaId, VargaBody>,
  };
}

/**
 * The divisional chart as `Placements` (longitude = start of the varga sign + degree; speeds and latitudes
 * kept), so the rashi-level rules (dignity, drishti, yogas) can be applied to a varga such as the navamsha.
 */
export function vargaPlacements(chart: Placements, division: VargaDivision): Placements {
  const toLongitude = (position: VargaPosition) => (position.sign - 1) * 30 + position.degree;
  const grahas = Object.fromEntries(
    GRAHA_IDS.map((graha) => {
      const placement = chart.grahas[graha];
      return [graha, { ...placement, longitude: toLongitude(vargaSign(placement.longitude, division)) }];
    }),
  ) as Record<GrahaId, Placements['grahas'][GrahaId]>;
  return { lagnaLongitude: toLongitude(vargaSign(chart.lagnaLongitude, division)), grahas };
}
