/**
 * The strength of each graha on the gemstone recommendation's scale: dignity, house and conditions summed with the
 * dasha analysis's points (`grahaVerdicts`: DIGNITY_RULES, HOUSE_GROUP_RULES, CONDITION_RULES and SHADBALA_RULES of
 * data/dasha-interpretation.ts), so a planet reads the same here as in the dasha analysis; a 0–100 score between
 * the lowest and highest points the tables allow; the afflictions that make a planet need support; and its
 * functional nature for the lagna. Pure and rashi-level: whole-sign houses from the lagna on sidereal placements.
 */
import { type GrahaCondition, type Dignity, grahaConditions } from '../chart/dignity.ts';
import { DUSTHANA_HOUSES, GRAHA_IDS, type GrahaId, type HouseNumber, type Placements, type SignNumber } from '../chart/placement.ts';
import { grahaVerdicts, lostWar } from '../dasha/analysis/verdicts.ts';
import type { GrahaVerdict, ShadbalaStandings } from '../dasha/analysis/types.ts';
import {
  CONDITION_RULES, DIGNITY_RULES, type DashaStrength, type FunctionalNature, HOUSE_GROUP_RULES, SHADBALA_RULES,
} from '../../data/dasha-interpretation.ts';
import type { GemstoneRuleId } from '../../data/gemstones.ts';
import { grahaById } from '../../data/grahas.ts';

/** One rule's share of a planet's strength points. */
export interface StrengthPart {
  /** A DIGNITY_RULES, HOUSE_GROUP_RULES or CONDITION_RULES id (data/dasha-interpretation.ts). */
  readonly rule: string;
  readonly points: number;
}

/** An affliction that puts a planet in the `afflicted` list. */
export type AfflictionRuleId = Extract<GemstoneRuleId, `gem.affliction.${string}`>;

/** What the chart says of one graha's strength, with everything the score is made of. */
export interface PlanetStrength {
  readonly graha: GrahaId;
  /** Sign 1–12 occupied. */
  readonly sign: SignNumber;
  /** Whole-sign house 1–12 from the lagna. */
  readonly house: HouseNumber;
  readonly dignity: Dignity;
  readonly combust: boolean;
  /** Speed < 0 (Rahu and Ketu always; not counted for them). */
  readonly retrograde: boolean;
  readonly warLost: boolean;
  /** Strong / Moderate / Weak by STRENGTH_LEVEL_RULES on `points`. */
  readonly level: DashaStrength;
  /** Sum of `composition` (the dasha analysis's points), between STRENGTH_POINTS.min and STRENGTH_POINTS.max. */
  readonly points: number;
  /** 0–100: `points` placed linearly between STRENGTH_POINTS.min (0) and STRENGTH_POINTS.max (100), rounded. */
  readonly score: number;
  readonly composition: readonly StrengthPart[];
  /** Afflictions in the order combust, war lost, debilitated, dusthana; empty when none. */
  readonly afflictions: readonly AfflictionRuleId[];
  readonly functionalNature: FunctionalNature;
  /** FUNCTIONAL_NATURE_RULES ids that decided (a node: node-dispositor then its dispositor's rule). */
  readonly functionalRules: readonly string[];
  /** Houses 1–12 owned ([] for the nodes). */
  readonly ownedHouses: readonly HouseNumber[];
}

const HOUSES: readonly HouseNumber[] = Array.from({ length: 12 }, (_, i) => (i + 1) as HouseNumber);

function housePoints(house: HouseNumber, benefic: boolean): number {
  return HOUSE_GROUP_RULES.reduce(
    (sum, group) => ((group.houses as readonly number[]).includes(house) ? sum + (benefic ? group.pointsBenefic : group.pointsMalefic) : sum),
    0,
  );
}

/**
 * The lowest and highest strength points any graha can reach on the dasha analysis's scale, derived from its
 * tables: the worst and best dignity, house (for a natural benefic or malefic) and every negative or positive
 * condition together. The score's 0 and 100.
 */
export const STRENGTH_POINTS = (() => {
  const dignities = DIGNITY_RULES.map((rule) => rule.points);
  const houses = HOUSES.flatMap((house) => [housePoints(house, true), housePoints(house, false)]);
  const conditions = CONDITION_RULES.map((rule) => rule.points);
  const shadbala = SHADBALA_RULES.map((rule) => rule.points);
  const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
  return {
    min: Math.min(...dignities) + Math.min(...houses) + sum(conditions.filter((p) => p < 0)) + Math.min(...shadbala),
    max: Math.max(...dignities) + Math.max(...houses) + sum(conditions.filter((p) => p > 0)) + Math.max(...shadbala),
  } as const;
})();

/**
 * The 0–100 strength score of a points total: linear between STRENGTH_POINTS.min (0) and .max (100), rounded to
 * an integer and clamped.
 */
export function strengthScore(points: number): number {
  const fraction = (points - STRENGTH_POINTS.min) / (STRENGTH_POINTS.max - STRENGTH_POINTS.min);
  return Math.round(Math.min(1, Math.max(0, fraction)) * 100);
}

function composition(verdict: GrahaVerdict): StrengthPart[] {
  const benefic = grahaById(verdict.graha).nature === 'benefic';
  return verdict.strengthRules.flatMap((rule): StrengthPart[] => {
    const dignity = DIGNITY_RULES.find((entry) => entry.id === rule);
    if (dignity) return [{ rule, points: dignity.points }];
    const group = HOUSE_GROUP_RULES.find((entry) => entry.id === rule);
    if (group) return [{ rule, points: benefic ? group.pointsBenefic : group.pointsMalefic }];
    const condition = CONDITION_RULES.find((entry) => entry.id === rule);
    if (condition) return [{ rule, points: condition.points }];
    const shadbala = SHADBALA_RULES.find((entry) => entry.id === rule);
    if (shadbala) return [{ rule, points: shadbala.points }];
    return [];
  });
}

function afflictionsOf(condition: GrahaCondition, house: HouseNumber): AfflictionRuleId[] {
  const out: AfflictionRuleId[] = [];
  if (condition.combust) out.push('gem.affliction.combust');
  if (lostWar(condition)) out.push('gem.affliction.war-lost');
  if (condition.dignity === 'debilitated') out.push('gem.affliction.debilitated');
  if (DUSTHANA_HOUSES.includes(house)) out.push('gem.affliction.dusthana');
  return out;
}

/**
 * The strength of each of the nine grahas: dignity, house and conditions summed as in the dasha analysis, a
 * 0–100 score, afflictions (combust, lost war, debilitated, in a dusthana) and functional nature for the lagna.
 */
export function planetStrengths(placements: Placements, shadbala: ShadbalaStandings | null = null): Record<GrahaId, PlanetStrength> {
  const verdicts = grahaVerdicts(placements, shadbala);
  const conditions = grahaConditions(placements);
  const entries = GRAHA_IDS.map((graha): [GrahaId, PlanetStrength] => {
    const verdict = verdicts[graha];
    const condition = conditions[graha];
    return [graha, {
      graha,
      sign: verdict.sign,
      house: verdict.house,
      dignity: condition.dignity,
      combust: condition.combust,
      retrograde: condition.retrograde,
      warLost: lostWar(condition),
      level: verdict.strength,
      points: verdict.points,
      score: strengthScore(verdict.points),
      composition: composition(verdict),
      afflictions: afflictionsOf(condition, verdict.house),
      functionalNature: verdict.functionalNature,
      functionalRules: verdict.functionalRules,
      ownedHouses: verdict.ownedHouses,
    }];
  });
  return Object.fromEntries(entries) as Record<GrahaId, PlanetStrength>;
}
