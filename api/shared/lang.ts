/**
 * The language of a response. Every name and text a response carries comes from a reference record in `data/`
 * in the one text shape of data/text.ts (English always, each other language where written); presenters pick
 * its form with `named`, which falls back to English.
 */
import { z } from 'zod';
import { type Lang, LANGS } from '../../data/text.ts';
import { type OtherSpellings, wordReader } from './params.ts';

export { type Lang, LANGS, type Localized, named, type Text, writtenIn } from '../../data/text.ts';

/** The languages' names a client may send for their codes (`lang=Hindi`), besides the codes in any case. */
const LANG_NAMES: OtherSpellings<Lang> = {
  en: ['English'],
  hi: ['Hindi', 'हिन्दी', 'हिंदी'],
  ta: ['Tamil', 'தமிழ்'],
  te: ['Telugu', 'తెలుగు'],
  kn: ['Kannada', 'ಕನ್ನಡ'],
  ml: ['Malayalam', 'മലയാളം'],
  mr: ['Marathi', 'मराठी'],
  bn: ['Bengali', 'Bangla', 'বাংলা'],
  gu: ['Gujarati', 'ગુજરાતી'],
};
const readLang = wordReader(LANGS, LANG_NAMES);

/**
 * The `lang` parameter of every area: a language of `LANGS` by its code, English name or own name in any case
 * (`HI`, `Hindi`, `தமிழ்`); anything else (or nothing) answers in English, as the interface specifies. The
 * language used is echoed in the `Content-Language` header (plugins/content-language.ts).
 */
export const LangField = z
  .string()
  .optional()
  .transform((value): Lang => (value === undefined ? undefined : readLang(value)) ?? 'en')
  .describe(
    '`en` (default), `hi` Hindi, `ta` Tamil, `te` Telugu, `kn` Kannada, `ml` Malayalam, `mr` Marathi, `bn` Bengali or `gu` Gujarati, any case; anything else falls back to English. A text not yet written in the language answers in English (docs/languages.md); the `Content-Language` header names the language used',
  );

/** The record of `id` in a reference table; the ids presenters look up come from the engine, so one is always there. */
export function byId<T extends { readonly id: string }>(records: readonly T[], id: string): T {
  return records.find((record) => record.id === id)!;
}
