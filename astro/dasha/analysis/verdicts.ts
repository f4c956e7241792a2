/**
 * The natal verdict on each graha as a dasha lord: its strength (points of the dignity, house-group and condition
 * rules summed into a level) and its functional nature for the lagna (lordship rules of Laghu Parashari), and the
 * tone the two give together.
 */
import { type GrahaCondition, grahaConditions } from '../../chart/dignity.ts';
import {
  type GrahaId,
  type HouseNumber,
  type Placements,
  GRAHA_IDS,
  grahaHouse,
  grahaSign,
  houseLord,
  lordOfSign,
} from '../../chart/placement.ts';
import {
  CONDITION_RULES,
  DIGNITY_RULES,
  type DashaStrength,
  FUNCTIONAL_NATURE_RULES,
  type FunctionalNature,
  type FunctionalNatureRuleId,
  HOUSE_GROUP_RULES,
  SHADBALA_RULES,
  STRENGTH_LEVEL_RULES,
  TONE_RULES,
  type Tone,
} from '../../../data/dasha-interpretation.ts';
import { grahaById } from '../../../data/grahas.ts';
import type { GrahaVerdict, ShadbalaStandings } from './types.ts';

type FunctionalRule = (typeof FUNCTIONAL_NATURE_RULES)[number];

/** The record of FUNCTIONAL_NATURE_RULES with this id. */
export function functionalRule(id: FunctionalNatureRuleId): FunctionalRule {
  return FUNCTIONAL_NATURE_RULES.find((rule) => rule.id === id) as FunctionalRule;
}

/** The functional rule of a graha with bodies, by whole-sign lordship (Laghu Parashari ch. 1–2, BPHS ch. 34). */
function lordshipRuleId(graha: GrahaId, owned: readonly HouseNumber[]): FunctionalNatureRuleId {
  const owns = (houses: readonly number[]): boolean => houses.some((house) => owned.includes(house as HouseNumber));
  const luminary = graha === 'sun' || graha === 'moon';
  const eighthBlemish = owns([8]) && !luminary;
  if (owns([1])) return 'functional.lagna-lord';
  if (owns([4, 7, 10]) && owns([5, 9])) return 'functional.yogakaraka';
  if (owns([5, 9]) && (owns([3, 6, 11]) || eighthBlemish)) return 'functional.trikona-mixed';
  if (owns([5, 9])) return 'functional.trikona';
  if (eighthBlemish) return 'functional.eighth';
  if (owns([3, 6, 11])) return 'functional.trishadaya';
  if (owns([2]) && owns([7])) return 'functional.maraka';
  if (owns([4, 7, 10])) return grahaById(graha).nature === 'benefic' ? 'functional.kendra-benefic' : 'functional.kendra-malefic';
  if (owns([8])) return 'functional.luminary-eighth';
  return 'functional.second-twelfth';
}

function strengthOf(points: number): (typeof STRENGTH_LEVEL_RULES)[number] {
  return STRENGTH_LEVEL_RULES.find((level) => points >= level.minPoints) ?? STRENGTH_LEVEL_RULES[2];
}

/** The id of the strength level a verdict reached. */
export function strengthRuleId(verdict: GrahaVerdict): string {
  return strengthOf(verdict.points).id;
}

function toneOf(nature: FunctionalNature, strength: DashaStrength): (typeof TONE_RULES)[number] {
  const rule = TONE_RULES.find((candidate) => candidate.cases.some(([n, s]) => n === nature && s === strength));
  return rule ?? TONE_RULES[1];
}

/** Rahu or Ketu: no body, no lordship, no retrograde rule. */
export const isNode = (graha: GrahaId): boolean => graha === 'rahu' || graha === 'ketu';

/** The graha lost a planetary war. */
export function lostWar(condition: GrahaCondition): boolean {
  return condition.war !== null && condition.war.loser === condition.graha;
}

/** The SHADBALA_RULES record a standing meets. */
export function shadbalaRule(standing: { rupas: number; requiredRupas: number }): (typeof SHADBALA_RULES)[number] {
  return standing.rupas >= standing.requiredRupas ? SHADBALA_RULES[0] : SHADBALA_RULES[1];
}

/**
 * The verdict on each graha as a dasha lord: strength by the points of DIGNITY_RULES, HOUSE_GROUP_RULES,
 * CONDITION_RULES and (given the shadbala) SHADBALA_RULES summed into STRENGTH_LEVEL_RULES, and functional nature
 * by FUNCTIONAL_NATURE_RULES (first rule that holds; Rahu and Ketu outside the dusthanas take their dispositor's
 * nature).
 */
export function grahaVerdicts(placements: Placements, shadbala: ShadbalaStandings | null = null): Record<GrahaId, GrahaVerdict> {
  const conditions = grahaConditions(placements);
  const owned = (graha: GrahaId): HouseNumber[] =>
    isNode(graha) ? [] : (Array.from({ length: 12 }, (_, i) => (i + 1) as HouseNumber)).filter((h) => houseLord(placements, h) === graha);

  const strengthPart = (graha: GrahaId) => {
    const condition = conditions[graha];
    const house = grahaHouse(placements, graha);
    const benefic = grahaById(graha).nature === 'benefic';
    const rules: string[] = [];
    const dignity = DIGNITY_RULES.find((rule) => rule.dignity === condition.dignity) as (typeof DIGNITY_RULES)[number];
    let points = dignity.points;
    rules.push(dignity.id);
    for (const group of HOUSE_GROUP_RULES) {
      if (!(group.houses as readonly number[]).includes(house)) continue;
      points += benefic ? group.pointsBenefic : group.pointsMalefic;
      rules.push(group.id);
    }
    const [combust, retrograde, warLost] = CONDITION_RULES;
    if (condition.combust) {
      points += combust.points;
      rules.push(combust.id);
    }
    if (condition.retrograde && !isNode(graha)) {
      points += retrograde.points;
      rules.push(retrograde.id);
    }
    if (lostWar(condition)) {
      points += warLost.points;
      rules.push(warLost.id);
    }
    const standing = shadbala !== null && !isNode(graha) ? shadbala[graha as keyof ShadbalaStandings] : null;
    if (standing !== null) {
      const rule = shadbalaRule(standing);
      points += rule.points;
      rules.push(rule.id);
    }
    const level = strengthOf(points);
    rules.push(level.id);
    return { house, points, strength: level.strength, rules, standing };
  };

  const functionalOfBody = (graha: GrahaId): { nature: FunctionalNature; rules: string[] } => {
    const rule = functionalRule(lordshipRuleId(graha, owned(graha)));
    return { nature: rule.nature as FunctionalNature, rules: [rule.id] };
  };
  const functionalOf = (graha: GrahaId): { nature: FunctionalNature; rules: string[] } => {
    if (!isNode(graha)) return functionalOfBody(graha);
    if ([6, 8, 12].includes(grahaHouse(placements, graha))) {
      return { nature: 'challenging', rules: ['functional.node-dusthana'] };
    }
    const dispositor = functionalOfBody(lordOfSign(grahaSign(placements, graha)));
    return { nature: dispositor.nature, rules: ['functional.node-dispositor', ...dispositor.rules] };
  };

  const entries = GRAHA_IDS.map((graha): [GrahaId, GrahaVerdict] => {
    const strength = strengthPart(graha);
    const functional = functionalOf(graha);
    return [
      graha,
      {
        graha,
        sign: grahaSign(placements, graha),
        house: strength.house,
        ownedHouses: owned(graha),
        strength: strength.strength,
        points: strength.points,
        strengthRules: strength.rules,
        shadbala: strength.standing,
        functionalNature: functional.nature,
        functionalRules: functional.rules,
        tone: toneOf(functional.nature, strength.strength).tone,
      },
    ];
  });
  return Object.fromEntries(entries) as Record<GrahaId, GrahaVerdict>;
}

/** The id of the TONE_RULES record of a tone. */
export function toneRuleId(tone: Tone): string {
  return (TONE_RULES.find((rule) => rule.tone === tone) as (typeof TONE_RULES)[number]).id;
}
