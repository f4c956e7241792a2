/**
 * The text machinery every reading shares: filling a template's fields, sentences, ordinals, lists (each in the
 * language of the reading), UTC dates and durations in words. Nothing here knows of grahas or houses.
 */
import { HOUSE_ORDINAL_WORDS, SENTENCE_WORDS } from '../../../data/dasha-interpretation.ts';
import { type Lang, named } from '../../../data/text.ts';
import { type Instant, toIsoUtc } from '../../time.ts';
import { DashaAnalysisError } from './error.ts';

/**
 * Fills the template fields `{name}` of `template` from `values`.
 * @throws DashaAnalysisError when a field has no value, so no unfilled field ever reaches a text
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new DashaAnalysisError(`Template key {${key}} has no value in "${template}"`, key);
    return value;
  });
}

/** One closing stop (the language's SENTENCE_WORDS: `.`, or the danda `।`); in English the first letter upper-case. */
export function sentence(text: string, lang: Lang = 'en'): string {
  const stop = named(SENTENCE_WORDS.stop, lang);
  const capitalised = lang === 'en' ? text.charAt(0).toUpperCase() + text.slice(1) : text;
  return capitalised.endsWith(stop) ? capitalised : `${capitalised}${stop}`;
}

/** 1 → "1st", 2 → "2nd", 11 → "11th"; in a language of HOUSE_ORDINAL_WORDS its word (Hindi प्रथम … द्वादश). */
export function ordinal(n: number, lang: Lang = 'en'): string {
  const words = lang === 'en' ? undefined : HOUSE_ORDINAL_WORDS[lang];
  if (words !== undefined && words[n - 1] !== undefined) return words[n - 1]!;
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  const suffix = n % 10 === 1 ? 'st' : n % 10 === 2 ? 'nd' : n % 10 === 3 ? 'rd' : 'th';
  return `${n}${suffix}`;
}

/** "a", "a and b", "a, b and c" (the language's word: "a, b और c" in Hindi); "" for none. */
export function joinAnd(items: readonly string[], lang: Lang = 'en'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')}${named(SENTENCE_WORDS.and, lang)}${items[items.length - 1]}`;
}

/** The UTC calendar date of an instant (ms UT), `YYYY-MM-DD`. */
export function utcDate(instant: Instant): string {
  return toIsoUtc(instant).slice(0, 10);
}

export { durationWords } from '../../duration-words.ts';
