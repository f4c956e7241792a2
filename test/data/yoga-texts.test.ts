/**
 * The yogas' texts in the languages kept one file each (data/yoga-texts/<lang>.ts) and the rule wordings
 * (astro/chart/yoga-rule-words/<lang>.ts): every yoga of both tables named and its result written, every classical
 * rule written, every rule yoga's conditions worded, each text in the language's own script with no English word.
 */
import { describe, expect, it } from 'vitest';
import { conditionText, RULE_WORDINGS } from '../../astro/chart/yoga-rule-words.ts';
import { ruleParts } from '../../astro/chart/yoga-rule-engine.ts';
import { LANG_SCRIPTS, type Lang } from '../../data/text.ts';
import { classicalYogaTexts, ruleYogaTexts, YOGA_TEXTS } from '../../data/yoga-texts.ts';
import { RULE_YOGAS } from '../../data/yoga-rules.ts';
import { CLASSICAL_YOGAS } from '../../data/yogas-classical.ts';

const FILED = Object.keys(YOGA_TEXTS) as Exclude<Lang, 'en' | 'hi'>[];
const WORDED = (Object.keys(RULE_WORDINGS) as Lang[]).filter((lang) => lang !== 'en');

/** A text of `lang`: letters of its script, and no Latin letter. */
function expectWrittenIn(text: string, lang: Exclude<Lang, 'en'>, where: string) {
  expect(text.trim(), where).not.toBe('');
  expect(LANG_SCRIPTS[lang].test(text), `${where}: ${text}`).toBe(true);
  expect(text, where).not.toMatch(/[A-Za-z]|undefined|NaN/);
}

describe('the yogas in every language', () => {
  it.each(FILED)('%s: names every yoga of both tables and writes its result, and each classical rule', (lang) => {
    const texts = YOGA_TEXTS[lang]!;
    expect(Object.keys(texts.rules).sort()).toEqual(RULE_YOGAS.map((record) => record.id).sort());
    expect(Object.keys(texts.classical).sort()).toEqual(CLASSICAL_YOGAS.map((record) => record.id as string).sort());
    for (const record of CLASSICAL_YOGAS) {
      const text = classicalYogaTexts(record.id);
      for (const field of ['name', 'rule', 'result'] as const) expectWrittenIn(text[field][lang]!, lang, `${record.id}.${field}`);
    }
    for (const record of RULE_YOGAS) {
      const text = ruleYogaTexts(record.id);
      expectWrittenIn(text.name[lang]!, lang, `${record.id}.name`);
      expectWrittenIn(text.result[lang]!, lang, `${record.id}.result`);
    }
  });

  it.each(WORDED)('%s: words every rule yoga and each of its parts in its own script', (lang) => {
    for (const record of RULE_YOGAS) {
      expectWrittenIn(conditionText(record.when, lang), lang as Exclude<Lang, 'en'>, record.id);
      for (const part of ruleParts(record.when)) expectWrittenIn(conditionText(part, lang), lang as Exclude<Lang, 'en'>, record.id);
    }
  });

  it('gives the two names of a yoga apart in each language: no two yogas of the tables share a name', () => {
    for (const lang of ['en', 'hi', ...FILED] as const) {
      const names = [...CLASSICAL_YOGAS.map((r) => classicalYogaTexts(r.id).name[lang]), ...RULE_YOGAS.map((r) => ruleYogaTexts(r.id).name[lang])];
      const repeated = names.filter((name, index) => names.indexOf(name) !== index);
      expect(repeated, lang).toEqual([]);
    }
  });
});
