/**
 * The yogas written as rules (data/yoga-rules.ts): one id per yoga across both tables, docs/yogas.md listing every
 * record, words in both languages for every rule, and the evaluator on charts built to make chosen rules hold.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RULE_YOGAS, ruleYogaById } from '../../data/yoga-rules.ts';
import { CLASSICAL_YOGAS } from '../../data/yogas-classical.ts';
import { GRAHA_IDS, type GrahaId } from '../../data/grahas.ts';
import type { Placements } from '../../astro/chart/placement.ts';
import { yogaContext } from '../../astro/chart/yogas.ts';
import { evaluateRuleYoga, evaluateRuleYogas, ruleFacts } from '../../astro/chart/yoga-rule-engine.ts';
import { conditionText, RULE_WORDINGS } from '../../astro/chart/yoga-rule-words.ts';
import type { Lang } from '../../data/text.ts';

/** A chart from sign numbers (1–12) at 15° of each sign, the lagna at 15° of `lagna`; the Sun far from every graha it could burn. */
function chartOf(lagna: number, signs: Partial<Record<GrahaId, number>>): Placements {
  const grahas = Object.fromEntries(GRAHA_IDS.map((graha) => {
    const sign = signs[graha] ?? (graha === 'ketu' ? ((signs.rahu ?? 1) + 5) % 12 + 1 : 1);
    return [graha, { longitude: (sign - 1) * 30 + 15, speedDegPerDay: 1, latitude: 0 }];
  })) as Record<GrahaId, Placements['grahas'][GrahaId]>;
  return { lagnaLongitude: (lagna - 1) * 30 + 15, grahas };
}

const holds = (id: string, chart: Placements, options = {}) =>
  evaluateRuleYoga(ruleYogaById(id)!, ruleFacts(yogaContext(chart, options))).match !== null;

describe('yogas written as rules', () => {
  it('gives every yoga one id across the coded and the data tables', () => {
    const ids = [...CLASSICAL_YOGAS.map((r) => r.id as string), ...RULE_YOGAS.map((r) => r.id)];
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('words every rule in each language that has a wording, and docs/yogas.md lists every yoga with the counts of the tables', () => {
    const page = readFileSync(new URL('../../docs/yogas.md', import.meta.url), 'utf8');
    expect(page).toContain(`evaluates ${CLASSICAL_YOGAS.length + RULE_YOGAS.length} yogas: ${CLASSICAL_YOGAS.length} classical`);
    expect(page).toContain(`and ${RULE_YOGAS.length} yogas written as rules`);
    for (const record of [...CLASSICAL_YOGAS, ...RULE_YOGAS]) expect(page, record.id).toContain(`| \`${record.id}\` |`);
    for (const record of RULE_YOGAS) {
      for (const lang of Object.keys(RULE_WORDINGS) as Lang[]) {
        expect(conditionText(record.when, lang), `${record.id} ${lang}`).not.toMatch(/undefined|NaN|\[object/);
      }
      expect(record.source, record.id).toMatch(/^(Raman 300|BPHS)/);
      expect(record.result.hi, record.id).toBeTruthy();
    }
  });

  it('finds Nauka, Lagna Malika and Vallaki when the seven grahas fill the 1st to 7th houses one each, and not Kamala', () => {
    const chart = chartOf(1, { sun: 1, moon: 2, mars: 3, mercury: 4, jupiter: 5, venus: 6, saturn: 7, rahu: 8 });
    expect(holds('nauka', chart)).toBe(true);
    expect(holds('lagna-malika', chart)).toBe(true);
    expect(holds('vallaki', chart)).toBe(true);
    expect(holds('kamala', chart)).toBe(false);
    expect(holds('dhana-malika', chart)).toBe(false);
  });

  it('counts the signs of the seven grahas for the Sankhya yogas', () => {
    const chart = chartOf(1, { sun: 1, moon: 1, mars: 2, mercury: 1, jupiter: 2, venus: 1, saturn: 2, rahu: 8 });
    expect(holds('yuga', chart)).toBe(true);
    expect(holds('gola', chart)).toBe(false);
    expect(holds('pasa', chart)).toBe(false);
  });

  it('reads house lords from the lagna: Siva needs the 5th lord in the 9th, the 9th lord in the 10th, the 10th lord in the 5th', () => {
    // Aries lagna: 5th lord Sun (Leo), 9th lord Jupiter (Sagittarius), 10th lord Saturn (Capricorn).
    const chart = chartOf(1, { sun: 9, jupiter: 10, saturn: 5, moon: 2, mars: 3, mercury: 9, venus: 8, rahu: 4 });
    expect(holds('siva', chart)).toBe(true);
    expect(holds('siva', chartOf(1, { sun: 9, jupiter: 10, saturn: 6, moon: 2, mars: 3, mercury: 9, venus: 8, rahu: 4 }))).toBe(false);
  });

  it('finds Bhratrumooladdhana (Raman no. 136) with the lagna and 2nd lords in the 3rd aspected by a benefic, not with the 2nd and 3rd lords in a kendra', () => {
    // Aries lagna: lagna lord Mars, 2nd lord Venus, 3rd lord Mercury; Jupiter in Sagittarius aspects Gemini, the 3rd.
    expect(holds('bhratrumooladdhana', chartOf(1, { mars: 3, venus: 3, jupiter: 9, sun: 1, moon: 2, mercury: 5, saturn: 11, rahu: 6 }))).toBe(true);
    expect(holds('bhratrumooladdhana', chartOf(1, { mars: 3, venus: 3, jupiter: 8, sun: 1, moon: 2, mercury: 5, saturn: 11, rahu: 6 }))).toBe(false);
    expect(holds('bhratrumooladdhana', chartOf(1, { mars: 1, venus: 4, mercury: 4, jupiter: 4, sun: 1, moon: 2, saturn: 11, rahu: 6 }))).toBe(false);
  });

  it('finds the Daridra yogas of nos. 144 and 145 when the lagna lord and the 12th or 6th lord exchange houses, not when they only exchange their other signs', () => {
    // Libra lagna: lagna lord Venus, 12th lord Mercury (Virgo), 7th lord Mars. Venus in Virgo, Mercury in Libra, Mars with Venus.
    expect(holds('daridra-12th-exchange', chartOf(7, { venus: 6, mercury: 7, mars: 6, sun: 9, moon: 11, jupiter: 3, saturn: 4, rahu: 2 }))).toBe(true);
    // Venus in Gemini and Mercury in Taurus: each in a sign of the other, but not in the 12th and the lagna.
    expect(holds('daridra-12th-exchange', chartOf(7, { venus: 3, mercury: 2, mars: 3, sun: 9, moon: 11, jupiter: 4, saturn: 5, rahu: 6 }))).toBe(false);
    // Sagittarius lagna: lagna lord Jupiter, 6th lord Venus (Taurus), 2nd lord Saturn in Capricorn aspects the Moon in Libra (its 10th aspect).
    expect(holds('daridra-6th-exchange', chartOf(9, { jupiter: 2, venus: 9, saturn: 10, moon: 7, sun: 5, mars: 11, mercury: 4, rahu: 3 }))).toBe(true);
    // Jupiter in Taurus and Venus in Pisces: a sign exchange between them, with Venus not in the lagna.
    expect(holds('daridra-6th-exchange', chartOf(9, { jupiter: 2, venus: 12, saturn: 10, moon: 7, sun: 5, mars: 11, mercury: 4, rahu: 3 }))).toBe(false);
  });

  it('lists one verdict per part of a rule and names the grahas of a rule that holds', () => {
    const chart = chartOf(1, { sun: 9, jupiter: 10, saturn: 5, moon: 2, mars: 3, mercury: 9, venus: 8, rahu: 4 });
    const verdicts = evaluateRuleYogas(yogaContext(chart));
    expect(verdicts).toHaveLength(RULE_YOGAS.length);
    const siva = verdicts.find((v) => v.id === 'siva')!;
    expect(siva.parts).toEqual([true, true, true]);
    expect(siva.match!.planets).toEqual(['sun', 'jupiter', 'saturn']);
  });
});
