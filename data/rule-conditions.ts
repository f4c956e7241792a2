/**
 * The condition, in words, of every rule the dasha analysis and the gemstone recommendation report by id
 * (data/dasha-interpretation.ts, data/gemstones.ts), so that an answer can say when each rule it names applies.
 */
import {
  AREA_RULES,
  CONDITION_RULES,
  DIGNITY_RULES,
  FUNCTIONAL_NATURE_RULES,
  GOCHARA_RULES,
  HOUSE_GROUP_RULES,
  INFLUENCE_OUTCOME_RULES,
  LINK_RULES,
  NEXT_YEAR_RULES,
  RELATION_RULES,
  REMEDY_RULES,
  SHADBALA_RULES,
  STRENGTH_LEVEL_RULES,
  TONE_RULES,
  TRANSIT_LAGNA_RULE,
} from './dasha-interpretation.ts';
import { GEMSTONE_RULES } from './gemstones.ts';
import type { Text } from './text.ts';

const RULES: readonly { readonly id: string; readonly condition: Text }[] = [
  ...HOUSE_GROUP_RULES,
  ...DIGNITY_RULES,
  ...CONDITION_RULES,
  ...SHADBALA_RULES,
  ...STRENGTH_LEVEL_RULES,
  ...FUNCTIONAL_NATURE_RULES,
  ...TONE_RULES,
  ...INFLUENCE_OUTCOME_RULES,
  ...RELATION_RULES,
  ...LINK_RULES,
  ...AREA_RULES,
  ...NEXT_YEAR_RULES,
  ...Object.values(GOCHARA_RULES).flat(),
  TRANSIT_LAGNA_RULE,
  ...REMEDY_RULES,
  ...GEMSTONE_RULES,
];

const CONDITIONS: ReadonlyMap<string, Text> = new Map(RULES.map((rule) => [rule.id, rule.condition]));

/** The number of rules with a condition (every rule of the two tables). */
export const RULE_CONDITION_COUNT = CONDITIONS.size;

/** The condition of rule `id` in words, or undefined for an id no rule table holds. */
export function ruleCondition(id: string): Text | undefined {
  return CONDITIONS.get(id);
}
