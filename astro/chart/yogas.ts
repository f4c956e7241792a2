/**
 * Classical yogas of a chart: one evaluator per record of data/yogas-classical.ts. A yoga is reported only
 * when its rule holds, with the grahas that form it.
 *
 * Definitions shared by every rule (the data file repeats them for readers of the records):
 * - Houses are whole-sign houses from the lagna unless a rule counts from the Moon or the Sun.
 * - "With"/"conjoined" = in the same sign. "Aspects" = Parashari graha drishti (aspects.ts) cast by the seven
 *   bodies; the nodes' aspects are not used by any yoga.
 * - "Associated" (two lords) = conjoined, in exchange of signs, or each aspecting the other.
 * - Natural benefics: Jupiter, Venus, Mercury unless it shares its sign with a natural malefic (Sun, Mars,
 *   Saturn, Rahu, Ketu), and the Moon when waxing (0° ≤ Moon − Sun < 180°); every other graha is a natural
 *   malefic (BPHS ch. 3). Rules that name "Mercury, Jupiter and Venus" use those three regardless.
 * - A lord is "strong" when it is not debilitated, not combust and not in the 6th, 8th or 12th house.
 *
 * Strength of a yoga that holds: the mean dignity score of its grahas (exalted, moolatrikona, own sign 2;
 * great friend or friend 1.5; neutral 1; enemy or great enemy 0.5; debilitated 0; half a point less when
 * combust, never below 0): Strong ≥ 1.5, Moderate ≥ 1, Weak below. A rule may cap it (stated in the record).
 */
import { CLASSICAL_YOGAS, type ClassicalYogaId, type YogaNature } from '../../data/yogas-classical.ts';
import { normalizeDegrees } from '../angles.ts';
import { type GrahaId, type Placements, GRAHA_IDS, grahaSign, houseFromSign, lagnaSign } from './placement.ts';
import { dignityOf, isCombust } from './dignity.ts';
import type { Evaluator, YogaContext, YogaMatch, YogaOptions } from './yoga-rules/context.ts';
import { MAHAPURUSHA_YOGAS } from './yoga-rules/mahapurusha.ts';
import { LUNAR_YOGAS } from './yoga-rules/lunar.ts';
import { SOLAR_YOGAS } from './yoga-rules/solar.ts';
import { LORDSHIP_YOGAS } from './yoga-rules/lordship.ts';
import { OTHER_YOGAS } from './yoga-rules/others.ts';
import { CONJUNCTION_YOGAS } from './yoga-rules/conjunctions.ts';

export type { Gender, YogaContext, YogaMatch, YogaOptions, YogaStrength } from './yoga-rules/context.ts';

/** A yoga present in a chart: the record and the match. */
export interface YogaResult extends YogaMatch {
  readonly id: ClassicalYogaId;
  readonly name: string;
  readonly type: YogaNature;
  readonly rule: string;
  readonly source: string;
  /** What the texts say the yoga gives. */
  readonly result: string;
}

const NATURAL_MALEFICS: readonly GrahaId[] = ['sun', 'mars', 'saturn', 'rahu', 'ketu'];

function recordOf<T>(make: (graha: GrahaId) => T): Record<GrahaId, T> {
  return Object.fromEntries(GRAHA_IDS.map((graha) => [graha, make(graha)])) as Record<GrahaId, T>;
}

/** The shared lookups for a chart. */
export function yogaContext(placements: Placements, options: YogaOptions = {}): YogaContext {
  const lagna = lagnaSign(placements);
  const sign = recordOf((graha) => grahaSign(placements, graha));
  const moonWaxing = normalizeDegrees(placements.grahas.moon.longitude - placements.grahas.sun.longitude) < 180;
  const mercuryAfflicted = NATURAL_MALEFICS.some((malefic) => sign[malefic] === sign.mercury);
  const benefic = recordOf((graha) => {
    if (graha === 'jupiter' || graha === 'venus') return true;
    if (graha === 'mercury') return !mercuryAfflicted;
    if (graha === 'moon') return moonWaxing;
    return false;
  });
  return {
    placements,
    options,
    lagna,
    sign,
    house: recordOf((graha) => houseFromSign(lagna, sign[graha])),
    dignity: recordOf((graha) => dignityOf(placements, graha)),
    combust: recordOf((graha) => isCombust(placements, graha)),
    benefic,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Assembly of the family modules (yoga-rules/)

/** The evaluators of one family, by record id. */
type FamilyEvaluators = Partial<Record<ClassicalYogaId, Evaluator>>;

/** Ids that more than one of `Families` defines: never when no record has two evaluators. */
type SharedIds<Families extends readonly FamilyEvaluators[], Seen extends PropertyKey = never> = Families extends readonly [
  infer First extends FamilyEvaluators,
  ...infer Rest extends readonly FamilyEvaluators[],
]
  ? (keyof First & Seen) | SharedIds<Rest, Seen | keyof First>
  : never;

/** Ids of records that none of `Families` defines: never when every record has an evaluator. */
type MissingIds<Families extends readonly FamilyEvaluators[]> = Exclude<
  ClassicalYogaId,
  Families[number] extends infer Family ? (Family extends unknown ? keyof Family : never) : never
>;

/** Accepts the families only when they define exactly one evaluator per record; otherwise names the culprits. */
type ExactlyOnePerRecord<Families extends readonly FamilyEvaluators[]> = [SharedIds<Families> | MissingIds<Families>] extends [never]
  ? unknown
  : { readonly definedTwice: SharedIds<Families>; readonly missing: MissingIds<Families> };

/**
 * One record of evaluators from the families, keyed in the order of data/yogas-classical.ts. It compiles only
 * when the families together hold exactly one evaluator per record of that file (each family's
 * `satisfies Partial<Record<ClassicalYogaId, Evaluator>>` rejects ids that are not records).
 */
function byRecord<const Families extends readonly FamilyEvaluators[]>(
  ...families: Families & ExactlyOnePerRecord<Families>
): { readonly [Id in ClassicalYogaId]: Evaluator } {
  const merged: FamilyEvaluators = Object.assign({}, ...families);
  return Object.fromEntries(CLASSICAL_YOGAS.map((record) => [record.id, merged[record.id]])) as {
    readonly [Id in ClassicalYogaId]: Evaluator;
  };
}

export const YOGA_EVALUATORS = byRecord(
  MAHAPURUSHA_YOGAS,
  LUNAR_YOGAS,
  SOLAR_YOGAS,
  LORDSHIP_YOGAS,
  OTHER_YOGAS,
  CONJUNCTION_YOGAS,
);

/** One yoga's evaluator applied to a context: the match or null. */
export function evaluateYoga(id: ClassicalYogaId, ctx: YogaContext): YogaMatch | null {
  return YOGA_EVALUATORS[id](ctx);
}

/**
 * The classical yogas present in a chart (any `Placements`: a birth chart or a divisional chart), in the order
 * of data/yogas-classical.ts. Mahabhagya is evaluated only when `options` gives both gender and day birth.
 */
export function findYogas(placements: Placements, options: YogaOptions = {}): YogaResult[] {
  return findYogasIn(yogaContext(placements, options));
}

/** The classical yogas present in the chart of a context built once (`yogaContext`), as `findYogas`. */
export function findYogasIn(ctx: YogaContext): YogaResult[] {
  const results: YogaResult[] = [];
  for (const record of CLASSICAL_YOGAS) {
    const found = evaluateYoga(record.id, ctx);
    if (found === null) continue;
    results.push({
      id: record.id,
      name: record.en,
      type: record.type,
      rule: record.rule.en,
      source: record.source,
      result: record.result.en,
      ...found,
    });
  }
  return results;
}
