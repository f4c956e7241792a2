/**
 * Divisional charts (vargas): the sign and degree of a sidereal longitude in a D-chart, and whole D-charts.
 *
 * The rules are data (data/vargas.ts, one record per division with its source); this module only
 * interprets them. Convention for the degree inside the varga: the fraction of the part already travelled,
 * scaled to 30° — for equal parts this is (degree in sign × D) mod 30 (a navamsha of 3°20′ maps onto a
 * whole sign); for the unequal D30 parts it is the fraction of that part (e.g. 7°30′ of an odd sign, half
 * way through Saturn's 5°–10° part, is 15° of Aquarius). A longitude exactly on a part boundary belongs to
 * the later part; a relative tolerance of 1e-10 of a part absorbs floating-point noise at boundaries.
 */
import { SIGNS } from '../../data/signs.ts';
import { type VargaDivision, type VargaStart, vargaByDivision } from '../../data/vargas.ts';
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

/**
 * The sign (1–12) and degree [0, 30) of a sidereal longitude in divisional chart `division`.
 * @param longitudeSiderealDeg sidereal longitude in degrees (any real value, reduced modulo 360)
 * @param division the D-number (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 16, 20, 24, 27, 30, 40, 45, 60)
 */
export function vargaSign(longitudeSiderealDeg: number, division: VargaDivision): VargaPosition {
  const varga = vargaByDivision(division);
  const sign = signOfLongitude(longitudeSiderealDeg);
  const degree = degreeInSign(longitudeSiderealDeg);
  const record = SIGNS[sign - 1] as (typeof SIGNS)[number];
  const odd = sign % 2 === 1;
  const rule = varga.rule;

  if (rule.kind === 'unequal') {
    const bands = odd ? rule.odd : rule.even;
    let from = 0;
    let index = 0;
    for (; index < bands.length - 1; index++) {
      const toDeg = (bands[index] as (typeof bands)[number]).toDeg;
      if (degree < toDeg - BOUNDARY_TOLERANCE_PARTS * (toDeg - from)) break;
      from = toDeg;
    }
    const band = bands[index] as (typeof bands)[number];
    return { sign: band.sign, degree: clampDegree(((degree - from) / (band.toDeg - from)) * 30) };
  }

  const parts = rule.kind === 'table' ? rule.odd.length : varga.parts;
  const scaled = (degree * parts) / 30;
  const part = Math.min(parts - 1, Math.floor(scaled + BOUNDARY_TOLERANCE_PARTS));
  const degreeInVarga = clampDegree((scaled - part) * 30);

  if (rule.kind === 'table') {
    return { sign: (odd ? rule.odd : rule.even)[part] as SignNumber, degree: degreeInVarga };
  }
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

/** One body in a divisional chart. */
export interface VargaBody extends VargaPosition {
  /** House 1–12 counted from the varga lagna's sign. */
  readonly house: HouseNumber;
}

/** A whole divisional chart. */
export interface VargaChart {
  readonly division: VargaDivision;
  readonly name: string;
  readonly lagna: VargaPosition;
  readonly grahas: Readonly<Record<GrahaId, VargaBody>>;
}

/**
 * The divisional chart `division` of a chart: lagna and the nine grahas with varga sign, degree and house
 * (from the varga lagna, whole sign).
 * @param chart any chart with sidereal lagna and graha longitudes (a `BirthChart` or hand-built `Placements`)
 */
export function vargaChart(chart: Placements, division: VargaDivision): VargaChart {
  const lagna = vargaSign(chart.lagnaLongitude, division);
  const entries = GRAHA_IDS.map((graha): [GrahaId, VargaBody] => {
    const position = vargaSign(chart.grahas[graha].longitude, division);
    return [graha, { ...position, house: houseFromSign(lagna.sign, position.sign) }];
  });
  return {
    division,
    name: vargaByDivision(division).name,
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
