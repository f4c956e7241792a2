/**
 * The sign-horoscope phrase banks are complete and bilingual: every phrase has English and Hindi (Devanagari, no
 * Latin letters outside placeholders) with the same placeholders, each bank uses only the placeholders its
 * composer fills, lists hold at least their minimum of distinct variants, and the Moon's tones follow
 * Phaladeepika ch. 26 with chandrashtama named in every 8th-house variant.
 */
import { describe, expect, it } from 'vitest';
import { GRAHA_IDS } from '../../data/grahas.ts';
import { LANG_SCRIPTS, type Text } from '../../data/text.ts';
import {
  ADVICE_PHRASES,
  EVENT_PHRASES,
  HOROSCOPE_AREAS,
  HOUSE_ORDINALS,
  HOUSE_THEMES,
  MOON_HOUSE_PHRASES,
  OVERVIEW_OPENERS,
  REMEDY_PHRASES,
  TRANSIT_EFFECTS,
  VEDHA_PHRASES,
} from '../../data/horoscope-phrases.ts';

const DEVANAGARI = /[\u0900-\u097F]/;
const LATIN = /[A-Za-z]/;
const PLACEHOLDER = /\{(\w+)\}/g;

const placeholders = (text: string) => new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]!));
const sorted = (set: ReadonlySet<string>) => [...set].sort();

interface Bank {
  readonly label: string;
  readonly phrases: readonly Text[];
  /** The placeholders the composer fills for this bank. */
  readonly allowed: readonly string[];
  readonly min: number;
}

const HOUSE_VALUES = ['house', 'theme'];
const banks: Bank[] = [
  { label: 'HOUSE_ORDINALS', phrases: HOUSE_ORDINALS, allowed: [], min: 12 },
  { label: 'HOUSE_THEMES', phrases: HOUSE_THEMES, allowed: [], min: 12 },
  ...MOON_HOUSE_PHRASES.map((rule, i) => ({
    label: `MOON_HOUSE_PHRASES[${i + 1}]`,
    phrases: rule.variants,
    allowed: [...HOUSE_VALUES, 'nakshatra', 'planet', 'sign'],
    min: 6,
  })),
  ...Object.entries(TRANSIT_EFFECTS).flatMap(([graha, effect]) => [
    { label: `TRANSIT_EFFECTS.${graha}.favorable`, phrases: effect.favorable, allowed: [...HOUSE_VALUES, 'planet', 'sign'], min: 4 },
    { label: `TRANSIT_EFFECTS.${graha}.unfavorable`, phrases: effect.unfavorable, allowed: [...HOUSE_VALUES, 'planet', 'sign'], min: 4 },
  ]),
  ...Object.entries(EVENT_PHRASES).map(([key, phrases]) => ({
    label: `EVENT_PHRASES.${key}`,
    phrases,
    allowed: [...HOUSE_VALUES, 'planet', 'sign', 'date'],
    min: 3,
  })),
  { label: 'VEDHA_PHRASES', phrases: VEDHA_PHRASES, allowed: [...HOUSE_VALUES, 'planet', 'sign', 'other', 'otherHouse'], min: 4 },
  ...Object.entries(ADVICE_PHRASES).flatMap(([area, byTone]) =>
    Object.entries(byTone).map(([tone, phrases]) => ({ label: `ADVICE_PHRASES.${area}.${tone}`, phrases, allowed: [], min: 4 })),
  ),
  ...Object.entries(OVERVIEW_OPENERS).flatMap(([period, byTone]) =>
    Object.entries(byTone).map(([tone, phrases]) => ({ label: `OVERVIEW_OPENERS.${period}.${tone}`, phrases, allowed: ['sign', 'period'], min: 4 })),
  ),
  { label: 'REMEDY_PHRASES.mantra', phrases: [REMEDY_PHRASES.mantra], allowed: ['planet', 'mantra', 'day'], min: 1 },
  { label: 'REMEDY_PHRASES.fast', phrases: [REMEDY_PHRASES.fast], allowed: ['planet', 'mantra', 'day'], min: 1 },
  { label: 'REMEDY_PHRASES.charity', phrases: [REMEDY_PHRASES.charity], allowed: ['planet', 'day', 'items'], min: 1 },
  { label: 'REMEDY_PHRASES.worship', phrases: [REMEDY_PHRASES.worship], allowed: ['planet', 'day', 'deity'], min: 1 },
];

describe('horoscope phrase banks', () => {
  it.each(banks)('$label: every phrase has English and Hindi with the same, allowed placeholders', ({ label, phrases, allowed }) => {
    for (const [i, phrase] of phrases.entries()) {
      const where = `${label}[${i}]`;
      const hi = phrase.hi ?? '';
      expect(phrase.en.trim(), `${where}.en`).not.toBe('');
      expect(hi.trim(), `${where}.hi`).not.toBe('');
      expect(DEVANAGARI.test(hi), `${where}.hi is Devanagari: ${phrase.hi}`).toBe(true);
      expect(LATIN.test(hi.replace(PLACEHOLDER, '')), `${where}.hi has no Latin letters: ${phrase.hi}`).toBe(false);
      expect(DEVANAGARI.test(phrase.en), `${where}.en has no Devanagari: ${phrase.en}`).toBe(false);
      const en = placeholders(phrase.en);
      expect(sorted(placeholders(hi)), `${where} placeholders`).toEqual(sorted(en));
      for (const name of en) expect(allowed, `${where} uses {${name}}`).toContain(name);
    }
  });

  it.each(banks)('$label: at least $min variants, no two alike', ({ label, phrases, min }) => {
    expect(phrases.length, label).toBeGreaterThanOrEqual(min);
    expect(new Set(phrases.map((p) => p.en)).size, `${label} English`).toBe(phrases.length);
    expect(new Set(phrases.map((p) => p.hi)).size, `${label} Hindi`).toBe(phrases.length);
  });

  it('house ordinals are the English ordinals and the Hindi oblique ordinals', () => {
    expect(HOUSE_ORDINALS.map((p) => p.en)).toEqual(['1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th', '10th', '11th', '12th']);
    expect(HOUSE_ORDINALS.map((p) => p.hi)).toEqual([
      'पहले', 'दूसरे', 'तीसरे', 'चौथे', 'पाँचवें', 'छठे', 'सातवें', 'आठवें', 'नौवें', 'दसवें', 'ग्यारहवें', 'बारहवें',
    ]);
  });

  it("the Moon's tone by house follows Phaladeepika ch. 26: supportive 1 3 6 7 10 11, testing 4 8 12, mixed 2 5 9", () => {
    const expected = ['supportive', 'mixed', 'supportive', 'testing', 'mixed', 'supportive', 'supportive', 'testing', 'mixed', 'supportive', 'supportive', 'testing'];
    expect(MOON_HOUSE_PHRASES.map((rule) => rule.tone)).toEqual(expected);
    for (const rule of MOON_HOUSE_PHRASES) expect(HOROSCOPE_AREAS).toContain(rule.area);
  });

  it('some variants of every Moon house name the nakshatra', () => {
    for (const [i, rule] of MOON_HOUSE_PHRASES.entries()) {
      expect(rule.variants.some((p) => p.en.includes('{nakshatra}')), `house ${i + 1}`).toBe(true);
    }
  });

  it('every 8th-house Moon variant and every chandrashtama event names chandrashtama in both languages', () => {
    for (const phrase of [...MOON_HOUSE_PHRASES[7].variants, ...EVENT_PHRASES.chandrashtama]) {
      expect(phrase.en.toLowerCase()).toContain('chandrashtama');
      expect(phrase.hi).toContain('चन्द्राष्टम');
    }
  });

  it('every graha but the Moon has a transit area, and each transit variant names the graha, its house and the theme', () => {
    expect(Object.keys(TRANSIT_EFFECTS).sort()).toEqual(GRAHA_IDS.filter((id) => id !== 'moon').sort());
    for (const effect of Object.values(TRANSIT_EFFECTS)) {
      expect(HOROSCOPE_AREAS).toContain(effect.area);
      for (const phrase of [...effect.favorable, ...effect.unfavorable]) {
        expect(sorted(placeholders(phrase.en))).toEqual(['house', 'planet', 'theme']);
      }
    }
  });

  it('Hindi house ordinals are always followed by भाव, and vedha phrases name both grahas and houses', () => {
    const all = banks.flatMap((b) => b.phrases.map((p) => p.hi ?? ''));
    for (const hi of all) {
      for (const m of hi.matchAll(/\{(house|otherHouse)\}(.{0,4})/g)) expect(m[2], hi).toBe(' भाव');
    }
    for (const phrase of VEDHA_PHRASES) {
      expect(sorted(placeholders(phrase.en))).toEqual(['house', 'other', 'otherHouse', 'planet']);
    }
  });

  it('advice and overview openers cover every area, tone and period', () => {
    expect(Object.keys(ADVICE_PHRASES).sort()).toEqual([...HOROSCOPE_AREAS].sort());
    for (const byTone of [...Object.values(ADVICE_PHRASES), ...Object.values(OVERVIEW_OPENERS)]) {
      expect(Object.keys(byTone).sort()).toEqual(['mixed', 'supportive', 'testing']);
    }
    expect(Object.keys(OVERVIEW_OPENERS).sort()).toEqual(['monthly', 'weekly', 'yearly']);
  });
});

/** The seven languages written beside English and Hindi, and the word each puts after a house ordinal. */
const HOUSE_NOUNS = { ta: 'இட', te: 'స్థాన', kn: 'ಮನೆ', ml: 'ഭാവ', mr: 'स्थान', bn: 'ঘর', gu: 'ભાવ' } as const;
const SEVEN = Object.keys(HOUSE_NOUNS) as (keyof typeof HOUSE_NOUNS)[];

describe('horoscope phrase banks in Tamil, Telugu, Kannada, Malayalam, Marathi, Bengali and Gujarati', () => {
  it.each(SEVEN)('%s: every phrase is written, in its script, with the English placeholders', (lang) => {
    for (const { label, phrases } of banks) {
      for (const [i, phrase] of phrases.entries()) {
        const where = `${label}[${i}].${lang}`;
        const text = phrase[lang] ?? '';
        expect(LANG_SCRIPTS[lang].test(text), `${where} is in its script: ${text}`).toBe(true);
        expect(LATIN.test(text.replace(PLACEHOLDER, '')), `${where} has no Latin letters: ${text}`).toBe(false);
        // The openers write the period ("this week") into each period's own sentence instead of filling {period}.
        const en = [...placeholders(phrase.en)].filter((name) => !(label.startsWith('OVERVIEW_OPENERS') && name === 'period'));
        expect(sorted(placeholders(text)), `${where} placeholders`).toEqual(sorted(new Set(en)));
      }
      expect(new Set(phrases.map((p) => p[lang])).size, `${label} ${lang}`).toBe(phrases.length);
    }
  });

  it.each(SEVEN)('%s: house ordinals always stand before the house noun, and chandrashtama is named', (lang) => {
    for (const { phrases } of banks) {
      for (const phrase of phrases) {
        const text = phrase[lang] ?? '';
        for (const m of text.matchAll(/\{(house|otherHouse)\}(.{0,6})/gu)) expect(m[2]!.trim().startsWith(HOUSE_NOUNS[lang]), text).toBe(true);
      }
    }
    const word = { ta: 'சந்திராஷ்டம', te: 'చంద్రాష్టమ', kn: 'ಚಂದ್ರಾಷ್ಟಮ', ml: 'ചന്ദ്രാഷ്ടമ', mr: 'चंद्राष्टम', bn: 'চন্দ্রাষ্টম', gu: 'ચંદ્રાષ્ટમ' }[lang];
    for (const phrase of [...MOON_HOUSE_PHRASES[7].variants, ...EVENT_PHRASES.chandrashtama]) expect(phrase[lang], phrase.en).toContain(word);
  });
});
