/**
 * The words of a yoga rule's conditions (data/yoga-rule-vocabulary.ts) in every language, composed
 * from the condition tree, so a rule's text is never written twice and cannot drift from what is evaluated. Each
 * language's wording is its own module (astro/chart/yoga-rule-words/<lang>.ts), and the registry is typed to hold
 * every language of `LANGS`.
 */
import type { Lang } from '../../data/text.ts';
import type { RuleCondition } from '../../data/yoga-rule-vocabulary.ts';
import type { RuleWording } from './yoga-rule-words/wording.ts';
import { EN_RULE_WORDING } from './yoga-rule-words/en.ts';
import { HI_RULE_WORDING } from './yoga-rule-words/hi.ts';
import { TA_RULE_WORDING } from './yoga-rule-words/ta.ts';
import { TE_RULE_WORDING } from './yoga-rule-words/te.ts';
import { KN_RULE_WORDING } from './yoga-rule-words/kn.ts';
import { ML_RULE_WORDING } from './yoga-rule-words/ml.ts';
import { MR_RULE_WORDING } from './yoga-rule-words/mr.ts';
import { BN_RULE_WORDING } from './yoga-rule-words/bn.ts';
import { GU_RULE_WORDING } from './yoga-rule-words/gu.ts';

/** Every language's wording of the rules, by its module. */
export const RULE_WORDINGS: { readonly [L in Lang]: RuleWording } = {
  en: EN_RULE_WORDING,
  hi: HI_RULE_WORDING,
  ta: TA_RULE_WORDING,
  te: TE_RULE_WORDING,
  kn: KN_RULE_WORDING,
  ml: ML_RULE_WORDING,
  mr: MR_RULE_WORDING,
  bn: BN_RULE_WORDING,
  gu: GU_RULE_WORDING,
};

function words(c: RuleCondition, wording: RuleWording): string {
  switch (c.is) {
    case 'all':
      return wording.all(c.of.map((part) => bracket(part, wording)));
    case 'any':
      return wording.any(c.of.map((part) => bracket(part, wording)));
    case 'not':
      return wording.not(bracket(c.of, wording));
    default:
      return wording.leaf(c);
  }
}

/** A part's words, in parentheses when it is itself a list. */
function bracket(c: RuleCondition, wording: RuleWording): string {
  const text = words(c, wording);
  return c.is === 'all' || c.is === 'any' ? `(${text})` : text;
}

/** A condition's words in `lang`. */
export function conditionText(condition: RuleCondition, lang: Lang): string {
  return words(condition, RULE_WORDINGS[lang]);
}
