/**
 * The fields each language still answers in English, by path (list indices `[]`), which the language walks
 * (test/api/languages.test.ts for Hindi, test/api/languages.slow.test.ts for all eight) hold each language's answers
 * to and docs/languages.md counts.
 */
import type { Lang } from '../../data/text.ts';

/** The languages besides English, each checked on every endpoint. */
export const OTHER_LANGS = ['hi', 'ta', 'te', 'kn', 'ml', 'mr', 'bn', 'gu'] as const satisfies readonly Exclude<Lang, 'en'>[];
export type OtherLang = (typeof OTHER_LANGS)[number];

/**
 * The fields each language still answers in English, by path (list indices `[]`): the sentences and the tables
 * not yet written in it. Every language answers every field in its own words today, so the list is empty; a field
 * enters it for a language only while that language's text is not yet written, and leaves it when it is.
 * docs/languages.md gives the count.
 */
export const NOT_YET_WRITTEN: readonly string[] = [];
export const STILL_ENGLISH: Readonly<Record<OtherLang, readonly string[]>> = {
  hi: NOT_YET_WRITTEN,
  ta: NOT_YET_WRITTEN,
  te: NOT_YET_WRITTEN,
  kn: NOT_YET_WRITTEN,
  ml: NOT_YET_WRITTEN,
  mr: NOT_YET_WRITTEN,
  bn: NOT_YET_WRITTEN,
  gu: NOT_YET_WRITTEN,
};
