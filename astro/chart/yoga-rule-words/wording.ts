/**
 * What one language provides to word the yoga rules of data/yoga-rule-vocabulary.ts: the words of each condition
 * that is not a list, and how its lists and negations join. astro/chart/yoga-rule-words.ts composes a rule's tree
 * from these, bracketing a part that is itself a list, so each language writes its own word order and
 * postpositions and no rule's text is written by hand.
 */
import type { RuleCondition } from '../../../data/yoga-rule-vocabulary.ts';

/** A condition that is not a list (`all`, `any`) or a negation (`not`). */
export type RuleLeaf = Exclude<RuleCondition, { readonly is: 'all' | 'any' | 'not' }>;

export interface RuleWording {
  /** The words of one condition, in the language's own order ("Jupiter in the 1st, 4th, 7th or 10th house"). */
  readonly leaf: (condition: RuleLeaf) => string;
  /** The parts of an `all` list, each already worded (and bracketed when itself a list), joined as "and". */
  readonly all: (parts: readonly string[]) => string;
  /** The parts of an `any` list, joined as "or". */
  readonly any: (parts: readonly string[]) => string;
  /** A negated condition ("not: …"). */
  readonly not: (inner: string) => string;
}

/** "a", "a and b", "a, b and c": a list with `joiner` before its last item. */
export function listOf(items: readonly string[], joiner: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${joiner} ${items[items.length - 1]}`;
}
