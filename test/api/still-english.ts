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
 * not yet written in it. Hindi answers every field in Hindi; the seven others share one list of what they still
 * lack. A field leaves its list when it is written in the language. docs/languages.md gives the
 * counts.
 */
export const HINDI_NOT_YET_WRITTEN: readonly string[] = [];
/** What the seven languages besides Hindi still answer in English: Hindi's list and the yogas' texts Hindi has. */
export const NOT_YET_WRITTEN: readonly string[] = [
  ...HINDI_NOT_YET_WRITTEN,
  'yogas[].description',
  'yogas[].name',
  'yogas[].rule',
];
export const STILL_ENGLISH: Readonly<Record<OtherLang, readonly string[]>> = {
  hi: HINDI_NOT_YET_WRITTEN,
  ta: HINDI_NOT_YET_WRITTEN,
  te: HINDI_NOT_YET_WRITTEN,
  kn: HINDI_NOT_YET_WRITTEN,
  ml: HINDI_NOT_YET_WRITTEN,
  mr: HINDI_NOT_YET_WRITTEN,
  bn: HINDI_NOT_YET_WRITTEN,
  gu: HINDI_NOT_YET_WRITTEN,
};
