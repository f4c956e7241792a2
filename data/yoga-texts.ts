/**
 * The yogas' texts in every language: the name, the result and, for the classical yogas whose rules are evaluated
 * by code, the rule in words. English and Hindi stand on the records (data/yogas-classical.ts, data/yoga-rules.ts);
 * the other languages are kept one file per language (data/yoga-texts/<lang>.ts), 252 yogas being too many texts to
 * read on one line a record, and are joined here into the one `Text` shape every catalogue has, so a reader
 * takes `named(text, lang)` as anywhere else. A rule yoga's rule is not here: it is composed from its conditions
 * (astro/chart/yoga-rule-words.ts).
 */
import type { Lang, Text } from './text.ts';
import { CLASSICAL_YOGAS, type ClassicalYoga, type ClassicalYogaId } from './yogas-classical.ts';
import { RULE_YOGAS, type RuleYogaRecord } from './yoga-rules.ts';
import { TA_YOGA_TEXTS } from './yoga-texts/ta.ts';
import { TE_YOGA_TEXTS } from './yoga-texts/te.ts';
import { KN_YOGA_TEXTS } from './yoga-texts/kn.ts';
import { ML_YOGA_TEXTS } from './yoga-texts/ml.ts';
import { MR_YOGA_TEXTS } from './yoga-texts/mr.ts';
import { BN_YOGA_TEXTS } from './yoga-texts/bn.ts';
import { GU_YOGA_TEXTS } from './yoga-texts/gu.ts';

/** A yoga's name and what the texts say it gives, in one language. */
export interface YogaText {
  readonly name: string;
  readonly result: string;
}

/** A classical yoga's name, result and its rule in words, in one language. */
export interface ClassicalYogaText extends YogaText {
  readonly rule: string;
}

/** Every yoga's texts in one language. */
export interface YogaTexts {
  readonly classical: { readonly [Id in ClassicalYogaId]: ClassicalYogaText };
  /** Every yoga of data/yoga-rules.ts by its id (test/data/yoga-texts.test.ts holds the ids equal to the table's). */
  readonly rules: Readonly<Record<string, YogaText>>;
}

/** Every language after English and Hindi, each with its file of yoga texts (typed to hold every language). */
export const YOGA_TEXTS: { readonly [L in Exclude<Lang, 'en' | 'hi'>]: YogaTexts } = {
  ta: TA_YOGA_TEXTS,
  te: TE_YOGA_TEXTS,
  kn: KN_YOGA_TEXTS,
  ml: ML_YOGA_TEXTS,
  mr: MR_YOGA_TEXTS,
  bn: BN_YOGA_TEXTS,
  gu: GU_YOGA_TEXTS,
};

/** The texts of a classical yoga in every language that has them. */
export interface ClassicalYogaTexts {
  readonly name: Text;
  readonly rule: Text;
  readonly result: Text;
}

/** The texts of a rule yoga in every language that has them. */
export interface RuleYogaTexts {
  readonly name: Text;
  readonly result: Text;
}

type Written<T> = readonly (readonly [Exclude<Lang, 'en' | 'hi'>, T])[];

function joined<T>(en: string, hi: string, written: Written<T>, field: (text: T) => string): Text {
  return { en, hi, ...Object.fromEntries(written.map(([lang, text]) => [lang, field(text)])) };
}

function classicalTexts(record: ClassicalYoga): ClassicalYogaTexts {
  const written: Written<ClassicalYogaText> = Object.entries(YOGA_TEXTS).map(([lang, texts]) => [lang as Exclude<Lang, 'en' | 'hi'>, texts.classical[record.id]]);
  return {
    name: joined(record.en, record.hi, written, (text) => text.name),
    rule: joined(record.rule.en, record.rule.hi, written, (text) => text.rule),
    result: joined(record.result.en, record.result.hi, written, (text) => text.result),
  };
}

function ruleTexts(record: RuleYogaRecord): RuleYogaTexts {
  const written: Written<YogaText> = Object.entries(YOGA_TEXTS).flatMap(([lang, texts]) => {
    const text = texts.rules[record.id];
    return text ? [[lang as Exclude<Lang, 'en' | 'hi'>, text] as const] : [];
  });
  return {
    name: joined(record.en, record.hi, written, (text) => text.name),
    result: joined(record.result.en, record.result.hi ?? record.result.en, written, (text) => text.result),
  };
}

const CLASSICAL_TEXTS: ReadonlyMap<string, ClassicalYogaTexts> = new Map(CLASSICAL_YOGAS.map((record) => [record.id, classicalTexts(record)]));
const RULE_TEXTS: ReadonlyMap<string, RuleYogaTexts> = new Map(RULE_YOGAS.map((record) => [record.id, ruleTexts(record)]));

/** The name, rule and result of a classical yoga in every language written. */
export function classicalYogaTexts(id: ClassicalYogaId): ClassicalYogaTexts {
  return CLASSICAL_TEXTS.get(id)!;
}

/** The name and result of a rule yoga (data/yoga-rules.ts) in every language written. */
export function ruleYogaTexts(id: string): RuleYogaTexts {
  const texts = RULE_TEXTS.get(id);
  if (!texts) throw new RangeError(`No yoga written as a rule has the id ${id}`);
  return texts;
}
