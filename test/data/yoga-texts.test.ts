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

/** What is wrong with a text of `lang` (it must have letters of its script and no Latin letter), or null. */
function notWrittenIn(text: string, lang: Exclude<Lang, 'en'>, where: string): string | null {
  if (text.trim() === '') return `${where}: empty`;
  if (!LANG_SCRIPTS[lang].test(text)) return `${where}: no letter of the script: ${text}`;
  if (/[A-Za-z]|undefined|NaN/.test(text)) return `${where}: a Latin letter: ${text}`;
  return null;
}

/** Every text written in `lang`; a failure lists each that is not (thousands of texts, one assertion). */
function expectWrittenIn(texts: readonly (readonly [text: string, where: string])[], lang: Exclude<Lang, 'en'>) {
  expect(texts.map(([text, where]) => notWrittenIn(text, lang, where)).filter((fault) => fault !== null)).toEqual([]);
}

describe('the yogas in every language', () => {
  it.each(FILED)('%s: names every yoga of both tables and writes its result, and each classical rule', (lang) => {
    const texts = YOGA_TEXTS[lang]!;
    expect(Object.keys(texts.rules).sort()).toEqual(RULE_YOGAS.map((record) => record.id).sort());
    expect(Object.keys(texts.classical).sort()).toEqual(CLASSICAL_YOGAS.map((record) => record.id as string).sort());
    expectWrittenIn([
      ...CLASSICAL_YOGAS.flatMap((record) => {
        const text = classicalYogaTexts(record.id);
        return (['name', 'rule', 'result'] as const).map((field) => [text[field][lang]!, `${record.id}.${field}`] as const);
      }),
      ...RULE_YOGAS.flatMap((record) => {
        const text = ruleYogaTexts(record.id);
        return [[text.name[lang]!, `${record.id}.name`], [text.result[lang]!, `${record.id}.result`]] as const;
      }),
    ], lang);
  });

  it.each(WORDED)('%s: words every rule yoga and each of its parts in its own script', (lang) => {
    expectWrittenIn(RULE_YOGAS.flatMap((record) => [record.when, ...ruleParts(record.when)].map((condition) => [conditionText(condition, lang), record.id] as const)), lang as Exclude<Lang, 'en'>);
  });

  it('gives the two names of a yoga apart in each language: no two yogas of the tables share a name', () => {
    for (const lang of ['en', 'hi', ...FILED] as const) {
      const names = [...CLASSICAL_YOGAS.map((r) => classicalYogaTexts(r.id).name[lang]), ...RULE_YOGAS.map((r) => ruleYogaTexts(r.id).name[lang])];
      const repeated = names.filter((name, index) => names.indexOf(name) !== index);
      expect(repeated, lang).toEqual([]);
    }
  });
});
