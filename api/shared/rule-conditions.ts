/**
 * The conditions of the rules an answer names by id (data/rule-conditions.ts), for the dasha analysis and the
 * gemstone recommendation to give beside their rule ids.
 */
import { ruleCondition } from '../../data/rule-conditions.ts';
import { type Lang, named } from './lang.ts';

/** Every string of `value`, at any depth of its lists and objects. */
function stringsIn(value: unknown, found: Set<string>): Set<string> {
  if (typeof value === 'string') found.add(value);
  else if (Array.isArray(value)) for (const item of value) stringsIn(item, found);
  else if (value !== null && typeof value === 'object') for (const item of Object.values(value)) stringsIn(item, found);
  return found;
}

/**
 * Each rule id found among the strings of `value` (a list or tree of ids), sorted, with its condition in `lang`;
 * strings that name no rule are left out.
 */
export function ruleConditionsOf(value: unknown, lang: Lang): Record<string, string> {
  const conditions: Record<string, string> = {};
  for (const id of [...stringsIn(value, new Set())].sort()) {
    const condition = ruleCondition(id);
    if (condition !== undefined) conditions[id] = named(condition, lang);
  }
  return conditions;
}
