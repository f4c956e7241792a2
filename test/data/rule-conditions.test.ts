/** Every rule of the dasha analysis and the gemstone recommendation has one condition, found by its id. */
import { describe, expect, it } from 'vitest';
import * as interpretation from '../../data/dasha-interpretation.ts';
import { GEMSTONE_RULES } from '../../data/gemstones.ts';
import { RULE_CONDITION_COUNT, ruleCondition } from '../../data/rule-conditions.ts';

/** Every record with an id and a condition among the exports of data/dasha-interpretation.ts, at any depth. */
function rulesIn(value: unknown, found: { id: string }[] = []): { id: string }[] {
  if (Array.isArray(value)) for (const item of value) rulesIn(item, found);
  else if (value !== null && typeof value === 'object') {
    if ('id' in value && 'condition' in value) found.push(value as { id: string });
    else for (const item of Object.values(value)) rulesIn(item, found);
  }
  return found;
}

describe('rule conditions', () => {
  const rules = [...rulesIn(Object.values(interpretation)), ...GEMSTONE_RULES];

  it('hold every rule of the two tables once, each id its own', () => {
    expect(rules.length).toBeGreaterThan(100);
    expect(new Set(rules.map((rule) => rule.id)).size).toBe(rules.length);
    expect(RULE_CONDITION_COUNT).toBe(rules.length);
    for (const rule of rules) expect(ruleCondition(rule.id), rule.id).toBe((rule as unknown as { condition: unknown }).condition);
  });

  it('know no other id', () => {
    expect(ruleCondition('dignity.own')?.en).toBe('The graha is in a sign it rules.');
    expect(ruleCondition('no.such-rule')).toBeUndefined();
  });
});
