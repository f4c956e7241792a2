/**
 * The phrases the texts name chart things with, in the language of the reading: dasha levels, grahas, houses and
 * the matters of houses.
 */
import type { GrahaId } from '../../chart/placement.ts';
import { HOUSE_MEANINGS, HOUSES_PHRASES, MATTER_TEMPLATE } from '../../../data/dasha-interpretation.ts';
import { dashaLevelByNumber } from '../../../data/dashas.ts';
import { grahaById } from '../../../data/grahas.ts';
import { type Lang, named } from '../../../data/text.ts';
import { fillTemplate, joinAnd, ordinal } from './templates.ts';

/** The name of each dasha level, by `DashaPeriod.level` (1 = mahadasha), as English sentences write it. */
export const LEVEL_NAMES = { 1: 'mahadasha', 2: 'antardasha', 3: 'pratyantardasha', 4: 'sookshma', 5: 'prana' } as const;

/** A dasha level (1 = mahadasha … 5 = prana) inside a sentence: `mahadasha` in English, else DASHA_LEVELS' name (महादशा, புக்தி). */
export function levelPhrase(level: keyof typeof LEVEL_NAMES, lang: Lang): string {
  return lang === 'en' ? LEVEL_NAMES[level] : named(dashaLevelByNumber(level)!, lang);
}

/** "the 10th house", "the 2nd and 11th houses" (HOUSES_PHRASES; Hindi दशम भाव, द्वितीय और एकादश भावों). */
export function housesPhrase(houses: readonly number[], lang: Lang = 'en'): string {
  return houses.length === 1
    ? fillTemplate(named(HOUSES_PHRASES.one, lang), { house: ordinal(houses[0] ?? 0, lang) })
    : fillTemplate(named(HOUSES_PHRASES.many, lang), { houses: joinAnd(houses.map((house) => ordinal(house, lang)), lang) });
}

/** The graha as it reads inside a sentence: "the Sun", "the Moon", "Mars"; in the other languages its name (सूर्य, சூரியன்). */
export function grahaPhrase(graha: GrahaId, lang: Lang = 'en'): string {
  const name = named(grahaById(graha), lang);
  return lang === 'en' && (graha === 'sun' || graha === 'moon') ? `the ${name}` : name;
}

/** The themes of house 1–12 (HOUSE_MEANINGS). */
export function themesOf(house: number, lang: Lang = 'en'): string {
  return named((HOUSE_MEANINGS[house - 1] as (typeof HOUSE_MEANINGS)[number]).themes, lang);
}

/** Each house (1–12) with its themes (MATTER_TEMPLATE), joined by "and". */
export function mattersPhrase(houses: readonly number[], lang: Lang = 'en'): string {
  return joinAnd(
    houses.map((house) => fillTemplate(named(MATTER_TEMPLATE, lang), { house: ordinal(house, lang), themes: themesOf(house, lang) })),
    lang,
  );
}
