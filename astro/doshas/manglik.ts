/**
 * Manglik (kuja / mangal dosha) of one chart and of a pair. The tables, the conventions chosen and their sources
 * are in data/manglik.ts; this module applies them to sidereal whole-sign placements (astro/chart/placement.ts),
 * any ayanamsha. Houses are counted inclusively from the sign of each reference point (1 = the same sign).
 *
 * Score (0–100) of one chart, before and after cancellations:
 *   100 × Σ over reference points where Mars is in a dosha house of (reference weight × house weight %)
 *       ÷ Σ of all reference weights × Mars dignity factor %, rounded to an integer.
 * A 'full' cancellation that touches a reference point removes its term; each 'partial' one multiplies the term
 * by `PARTIAL_CANCELLATION_FACTOR`. The level (none/low/medium/high) comes from `MANGLIK_LEVELS`.
 */
import {
  BALANCING_GRAHAS,
  DEFAULT_MANGLIK_HOUSE_SET,
  MANGLIK_AGE_WANING,
  MANGLIK_CANCELLATIONS,
  MANGLIK_HOUSE_SETS,
  MANGLIK_HOUSE_WEIGHTS,
  MANGLIK_LEVELS,
  MANGLIK_REFERENCES,
  MARS_DIGNITY_FACTORS,
  MARS_SIGN_EDGE_DEG,
  PARTIAL_CANCELLATION_FACTOR,
  type ManglikCancellation,
  type ManglikCancellationId,
  type ManglikHouseSetId,
  type ManglikLevelId,
  type ManglikPairVerdictId,
  type ManglikReferenceId,
} from '../../data/manglik.ts';
import { aspectsGraha } from '../chart/aspects.ts';
import { type Dignity, dignityOf, isCombust } from '../chart/dignity.ts';
import {
  type GrahaId,
  type HouseNumber,
  type Placements,
  type SignNumber,
  degreeInSign,
  grahaSign,
  houseFromSign,
  isRetrograde,
  lagnaSign,
} from '../chart/placement.ts';

export type { ManglikCancellationId, ManglikHouseSetId, ManglikLevelId, ManglikPairVerdictId, ManglikReferenceId };

/** Every dignity has a factor (checked by the compiler). */
const DIGNITY_FACTOR_PERCENT: Readonly<Record<Dignity, number>> = MARS_DIGNITY_FACTORS;

/** Options of `manglikDosha`. */
export interface ManglikOptions {
  /** Which houses count (default `DEFAULT_MANGLIK_HOUSE_SET`, 'combined': 1, 2, 4, 7, 8, 12). */
  readonly houseSet?: ManglikHouseSetId;
  /** Reference points to count from (default all three: lagna, Moon, Venus). */
  readonly references?: readonly ManglikReferenceId[];
  /** Age of the person in completed years (≥ 0), for the age note only; omitted → the note is null. */
  readonly ageYears?: number;
}

/** Mars seen from one reference point. */
export interface ManglikReferenceResult {
  readonly reference: ManglikReferenceId;
  /** Sign 1–12 of the reference point. */
  readonly sign: SignNumber;
  /** House 1–12 Mars occupies counted from `sign`. */
  readonly marsHouse: HouseNumber;
  /** True when `marsHouse` is in the chosen house set. */
  readonly doshaHouse: boolean;
  /** Weight of the reference point (`MANGLIK_REFERENCES`). */
  readonly weight: number;
  /** Weight of the house in percent (`MANGLIK_HOUSE_WEIGHTS`); 0 when not a dosha house. */
  readonly houseWeightPercent: number;
  /** Cancellations that touch this reference point, in table order (empty when not a dosha house). */
  readonly cancelledBy: readonly ManglikCancellationId[];
  /** What remains of this point's term after them, 0–1 (0 = fully cancelled; 1 when nothing fired or no dosha). */
  readonly residualFactor: number;
}

/** One cancellation rule, checked. */
export interface ManglikCancellationCheck {
  readonly id: ManglikCancellationId;
  readonly scope: 'reference' | 'chart';
  readonly effect: 'full' | 'partial';
  /**
   * 'fired': the condition holds and the dosha arises from at least one point it touches; 'not-met': the
   * condition does not hold; 'not-applicable': the condition holds or not, but there is no dosha for it to
   * cancel (no dosha at all, or for a sign exemption, Mars is not in its house from any reference point).
   */
  readonly status: 'fired' | 'not-met' | 'not-applicable';
  /** Whether the rule's condition holds in the chart (for a sign exemption: for at least one point). */
  readonly conditionHolds: boolean;
  /** The reference points it cancels for (empty unless fired). */
  readonly references: readonly ManglikReferenceId[];
  /** The facts the condition was decided on: signs 1–12, houses 1–12, degrees, graha ids. */
  readonly facts: Readonly<Record<string, number | string | boolean>>;
}

/** Why the score is what it is. */
export interface ManglikStrength {
  /** Dignity of Mars (astro/chart/dignity.ts) and its factor in percent (`MARS_DIGNITY_FACTORS`). */
  readonly marsDignity: Dignity;
  readonly dignityFactorPercent: number;
  /** Sum of the weights of the reference points used. */
  readonly totalWeight: number;
  /** Score 0–100 before cancellations, and its level. */
  readonly score: number;
  readonly level: ManglikLevelId;
  /** Score 0–100 after cancellations, and its level. */
  readonly residualScore: number;
  readonly residualLevel: ManglikLevelId;
}

/** The Manglik report of one chart. */
export interface ManglikResult {
  readonly houseSet: ManglikHouseSetId;
  /** Houses of the set, ascending. */
  readonly houses: readonly HouseNumber[];
  /** Sign 1–12 of Mars. */
  readonly marsSign: SignNumber;
  readonly references: readonly ManglikReferenceResult[];
  /** True when Mars is in a dosha house from at least one reference point (before cancellations). */
  readonly manglik: boolean;
  /** True when something of the dosha remains after cancellations (`residualScore` > 0). */
  readonly effective: boolean;
  /** 'none': nothing fired (or no dosha); 'full': nothing remains; 'partial': reduced but not removed. */
  readonly cancellation: 'none' | 'partial' | 'full';
  readonly cancellations: readonly ManglikCancellationCheck[];
  readonly strength: ManglikStrength;
  /** Houses 1–12 from the lagna of Mars, Saturn, Rahu and Ketu (for the pair rules). */
  readonly maleficHouses: Readonly<Record<(typeof BALANCING_GRAHAS)[number], HouseNumber>>;
  /** The age note (`MANGLIK_AGE_WANING`): null without `ageYears`; information only, never applied. */
  readonly ageNote: { readonly ageYears: number; readonly fromAgeYears: number; readonly pastAge: boolean } | null;
}

const REFERENCE_SIGN: Readonly<Record<ManglikReferenceId, (placements: Placements) => SignNumber>> = {
  lagna: lagnaSign,
  moon: (placements) => grahaSign(placements, 'moon'),
  venus: (placements) => grahaSign(placements, 'venus'),
};

const HOUSE_WEIGHT = new Map<number, number>(MANGLIK_HOUSE_WEIGHTS.map((row) => [row.house, row.weightPercent]));

/** The level of a score 0–100 (`MANGLIK_LEVELS`). */
export function manglikLevel(score: number): ManglikLevelId {
  for (const level of MANGLIK_LEVELS) if (score >= level.minScore) return level.id;
  return 'none';
}

/** Condition of a chart-scope rule: whether it holds, and the facts it was decided on. */
type ChartCondition = (placements: Placements) => { holds: boolean; facts: Record<string, number | string | boolean> };

function withMars(graha: GrahaId): ChartCondition {
  return (placements) => {
    const marsSign = grahaSign(placements, 'mars');
    const sign = grahaSign(placements, graha);
    return { holds: sign === marsSign, facts: { marsSign, [`${graha}Sign`]: sign } };
  };
}

function inSigns(signs: readonly number[]): ChartCondition {
  return (placements) => {
    const marsSign = grahaSign(placements, 'mars');
    return { holds: signs.includes(marsSign), facts: { marsSign } };
  };
}

function lagnaIn(signs: readonly number[]): ChartCondition {
  return (placements) => {
    const lagna = lagnaSign(placements);
    return { holds: signs.includes(lagna), facts: { lagnaSign: lagna } };
  };
}

function houseOf(placements: Placements, graha: GrahaId): HouseNumber {
  return houseFromSign(lagnaSign(placements), grahaSign(placements, graha));
}

const CHART_CONDITIONS: Readonly<Record<Extract<ManglikCancellation, { scope: 'chart' }>['id'], ChartCondition>> = {
  'mars-in-leo-aquarius': inSigns([5, 11]),
  'mars-own-or-exalted': (placements) => {
    const dignity = dignityOf(placements, 'mars');
    return { holds: dignity === 'own' || dignity === 'moolatrikona' || dignity === 'exalted', facts: { marsSign: grahaSign(placements, 'mars'), marsDignity: dignity } };
  },
  'mars-with-jupiter': withMars('jupiter'),
  'mars-with-moon': withMars('moon'),
  'jupiter-aspects-mars': (placements) => ({
    holds: aspectsGraha(placements, 'jupiter', 'mars'),
    facts: { jupiterSign: grahaSign(placements, 'jupiter'), marsSign: grahaSign(placements, 'mars') },
  }),
  'jupiter-or-venus-in-lagna': (placements) => {
    const jupiterHouse = houseOf(placements, 'jupiter');
    const venusHouse = houseOf(placements, 'venus');
    return { holds: jupiterHouse === 1 || venusHouse === 1, facts: { jupiterHouse, venusHouse } };
  },
  'strong-jupiter-or-venus-in-seventh': (placements) => {
    const strongIn7 = (graha: GrahaId) =>
      houseOf(placements, graha) === 7 && dignityOf(placements, graha) !== 'debilitated' && !isCombust(placements, graha);
    return {
      holds: strongIn7('jupiter') || strongIn7('venus'),
      facts: {
        jupiterHouse: houseOf(placements, 'jupiter'), jupiterStrong: strongIn7('jupiter'),
        venusHouse: houseOf(placements, 'venus'), venusStrong: strongIn7('venus'),
      },
    };
  },
  'lagna-cancer-leo': lagnaIn([4, 5]),
  'lagna-aries-scorpio': lagnaIn([1, 8]),
  'mars-combust': (placements) => ({ holds: isCombust(placements, 'mars'), facts: { combust: isCombust(placements, 'mars') } }),
  'mars-retrograde': (placements) => ({ holds: isRetrograde(placements, 'mars'), facts: { retrograde: isRetrograde(placements, 'mars') } }),
  'mars-sign-edge': (placements) => {
    const degree = degreeInSign(placements.grahas.mars.longitude);
    return { holds: degree < MARS_SIGN_EDGE_DEG.startBelowDeg || degree >= MARS_SIGN_EDGE_DEG.endFromDeg, facts: { marsDegreeInSign: degree } };
  },
};

/**
 * The Manglik (kuja) dosha of a chart: for each reference point (lagna, Moon, Venus) the house Mars occupies
 * and whether it is a dosha house of the chosen set; each cancellation rule of `MANGLIK_CANCELLATIONS` checked
 * (fired, not met or not applicable, with the facts); and the score 0–100 before and after cancellations with
 * its composition (module comment). `placements` are sidereal (any ayanamsha); a `BirthChart` is accepted.
 */
export function manglikDosha(placements: Placements, options: ManglikOptions = {}): ManglikResult {
  const houseSetId = options.houseSet ?? DEFAULT_MANGLIK_HOUSE_SET;
  const houseSet = MANGLIK_HOUSE_SETS.find((set) => set.id === houseSetId) ?? MANGLIK_HOUSE_SETS[2];
  const dosha = new Set<number>(houseSet.houses);
  const wanted = new Set(options.references ?? MANGLIK_REFERENCES.map((reference) => reference.id));
  const marsSign = grahaSign(placements, 'mars');

  const points = MANGLIK_REFERENCES.filter((reference) => wanted.has(reference.id)).map((reference) => {
    const sign = REFERENCE_SIGN[reference.id](placements);
    const marsHouse = houseFromSign(sign, marsSign);
    return { reference: reference.id, sign, marsHouse, doshaHouse: dosha.has(marsHouse), weight: reference.weight };
  });
  const doshaPoints = points.filter((point) => point.doshaHouse);
  const manglik = doshaPoints.length > 0;

  const checks: ManglikCancellationCheck[] = MANGLIK_CANCELLATIONS.map((rule) => {
    if (rule.scope === 'reference') {
      const signs: readonly number[] = rule.signs;
      const holdsAt = points.filter((point) => point.marsHouse === rule.house && signs.includes(marsSign));
      const firedAt = holdsAt.filter((point) => point.doshaHouse);
      const inHouse = points.some((point) => point.marsHouse === rule.house && point.doshaHouse);
      return {
        id: rule.id, scope: rule.scope, effect: rule.effect,
        status: firedAt.length > 0 ? 'fired' : inHouse ? 'not-met' : 'not-applicable',
        conditionHolds: holdsAt.length > 0,
        references: firedAt.map((point) => point.reference),
        facts: { marsSign, house: rule.house, ...Object.fromEntries(points.map((point) => [`${point.reference}House`, point.marsHouse])) },
      };
    }
    const { holds, facts } = CHART_CONDITIONS[rule.id](placements);
    return {
      id: rule.id, scope: rule.scope, effect: rule.effect,
      status: !manglik ? 'not-applicable' : holds ? 'fired' : 'not-met',
      conditionHolds: holds,
      references: holds && manglik ? doshaPoints.map((point) => point.reference) : [],
      facts,
    };
  });

  const references: ManglikReferenceResult[] = points.map((point) => {
    const touching = point.doshaHouse ? checks.filter((check) => check.status === 'fired' && check.references.includes(point.reference)) : [];
    const residualFactor = touching.some((check) => check.effect === 'full')
      ? 0
      : PARTIAL_CANCELLATION_FACTOR ** touching.length;
    return {
      ...point,
      houseWeightPercent: point.doshaHouse ? (HOUSE_WEIGHT.get(point.marsHouse) ?? 0) : 0,
      cancelledBy: touching.map((check) => check.id),
      residualFactor,
    };
  });

  const marsDignity = dignityOf(placements, 'mars');
  const dignityFactorPercent = DIGNITY_FACTOR_PERCENT[marsDignity];
  const totalWeight = references.reduce((sum, point) => sum + point.weight, 0);
  const scoreOf = (factor: (point: ManglikReferenceResult) => number) =>
    totalWeight === 0
      ? 0
      : Math.round(
          (references.reduce((sum, point) => sum + point.weight * point.houseWeightPercent * factor(point), 0) / totalWeight) *
            (dignityFactorPercent / 100),
        );
  const score = scoreOf(() => 1);
  const residualScore = scoreOf((point) => point.residualFactor);
  const cancellation = !manglik || residualScore === score ? 'none' : residualScore === 0 ? 'full' : 'partial';

  return {
    houseSet: houseSet.id,
    houses: [...houseSet.houses] as HouseNumber[],
    marsSign,
    references,
    manglik,
    effective: residualScore > 0,
    cancellation,
    cancellations: checks,
    strength: {
      marsDignity,
      dignityFactorPercent,
      totalWeight,
      score,
      level: manglikLevel(score),
      residualScore,
      residualLevel: manglikLevel(residualScore),
    },
    maleficHouses: Object.fromEntries(BALANCING_GRAHAS.map((graha) => [graha, houseOf(placements, graha)])) as Record<
      (typeof BALANCING_GRAHAS)[number],
      HouseNumber
    >,
    ageNote:
      options.ageYears === undefined
        ? null
        : { ageYears: options.ageYears, fromAgeYears: MANGLIK_AGE_WANING.fromAgeYears, pastAge: options.ageYears >= MANGLIK_AGE_WANING.fromAgeYears },
  };
}

/** One partner in a pair verdict. */
export interface ManglikPartner {
  readonly manglik: boolean;
  readonly effective: boolean;
  readonly residualScore: number;
  /** Grahas of `BALANCING_GRAHAS` in this chart's dosha houses from the lagna (the other's house set). */
  readonly balancingGrahas: readonly GrahaId[];
  /** Of those, the ones in the same house from the lagna as the other partner's Mars. */
  readonly sameHouseAsOtherMars: readonly GrahaId[];
}

/** The Manglik verdict on a pair. */
export interface ManglikPairResult {
  readonly verdict: ManglikPairVerdictId;
  readonly bride: ManglikPartner;
  readonly groom: ManglikPartner;
  /** |bride residual score − groom residual score|, 0–100: the smaller, the better matched (BVR, Part 8). */
  readonly scoreDifference: number;
}

function partner(self: ManglikResult, other: ManglikResult): ManglikPartner {
  const otherHouses = new Set<number>(other.houses);
  const balancingGrahas = BALANCING_GRAHAS.filter((graha) => otherHouses.has(self.maleficHouses[graha]));
  const sameHouseAsOtherMars = balancingGrahas.filter((graha) => self.maleficHouses[graha] === other.maleficHouses.mars);
  return { manglik: self.manglik, effective: self.effective, residualScore: self.strength.residualScore, balancingGrahas, sameHouseAsOtherMars };
}

/**
 * The pair verdict from two `manglikDosha` results (`MANGLIK_PAIR_VERDICTS`), on what remains after each chart's
 * own cancellations (`effective`): neither → 'neither-manglik'; both → 'both-manglik' (cancels); one → 'balanced'
 * when the other chart has Mars, Saturn, Rahu or Ketu in one of the manglik partner's dosha houses counted from
 * its own lagna, else 'one-manglik'. The rule is symmetric: swapping bride and groom swaps the partner fields only.
 */
export function manglikPair(bride: ManglikResult, groom: ManglikResult): ManglikPairResult {
  const b = partner(bride, groom);
  const g = partner(groom, bride);
  let verdict: ManglikPairVerdictId;
  if (!bride.effective && !groom.effective) verdict = 'neither-manglik';
  else if (bride.effective && groom.effective) verdict = 'both-manglik';
  else {
    const other = bride.effective ? g : b;
    verdict = other.balancingGrahas.length > 0 ? 'balanced' : 'one-manglik';
  }
  return { verdict, bride: b, groom: g, scoreDifference: Math.abs(bride.strength.residualScore - groom.strength.residualScore) };
}
