/**
 * The short words drawn inside chart pictures: two-letter graha abbreviations (the English ones of Western
 * jyotish books, the Hindi ones of almanac charts), short sign names, the lagna's label and the marks of a
 * retrograde or combust graha.
 */
import type { GrahaId } from './grahas.ts';
import type { Text } from './text.ts';

export const GRAHA_ABBREVIATIONS: Readonly<Record<GrahaId, Text>> = {
  sun: { en: 'Su', hi: 'सू' },
  moon: { en: 'Mo', hi: 'चं' },
  mars: { en: 'Ma', hi: 'मं' },
  mercury: { en: 'Me', hi: 'बु' },
  jupiter: { en: 'Ju', hi: 'गु' },
  venus: { en: 'Ve', hi: 'शु' },
  saturn: { en: 'Sa', hi: 'श' },
  rahu: { en: 'Ra', hi: 'रा' },
  ketu: { en: 'Ke', hi: 'के' },
};

/** Sign names as short as charts print them, Aries (1) to Pisces (12). */
export const SIGN_ABBREVIATIONS: readonly Text[] = [
  { en: 'Ari', hi: 'मेष' }, { en: 'Tau', hi: 'वृष' }, { en: 'Gem', hi: 'मिथुन' }, { en: 'Can', hi: 'कर्क' },
  { en: 'Leo', hi: 'सिंह' }, { en: 'Vir', hi: 'कन्या' }, { en: 'Lib', hi: 'तुला' }, { en: 'Sco', hi: 'वृश्चिक' },
  { en: 'Sag', hi: 'धनु' }, { en: 'Cap', hi: 'मकर' }, { en: 'Aqu', hi: 'कुंभ' }, { en: 'Pis', hi: 'मीन' },
];

/** The lagna's label, and the marks after a graha: retrograde (vakri) and combust (asta). */
export const CHART_MARKS = {
  lagna: { en: 'Asc', hi: 'लग्न' },
  retrograde: { en: '(R)', hi: '(व)' },
  combust: { en: '(C)', hi: '(अ)' },
  ascendant: { en: 'Asc', hi: 'लग्न' },
  midheaven: { en: 'MC', hi: 'दशम' },
} as const;
