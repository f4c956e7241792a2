/**
 * The language of a response. Every name and text a response carries comes from a reference record in `data/`
 * in the one text shape of data/text.ts (English always, each other language where written); presenters pick
 * its form with `named`, which falls back to English.
 */
import { z } from 'zod';
import { type Lang, LANGS } from '../../data/text.ts';
import { type OtherSpellings, wordReader } from './params.ts';

export { type Lang, LANGS, named, type Text } from '../../data/text.ts';

/** The languages' names a client may send for their codes (`lang=Hindi`), besides the codes in any case. */
const LANG_NAMES: OtherSpellings<Lang> = { en: ['English'], hi: ['Hindi', 'हिन्दी', 'हिंदी'] };
const readLang = wordReader(LANGS, LANG_NAMES);

/**
 * The `lang` parameter of every area: a language of `LANGS` by its code or English name in any case (`HI`,
 * `Hindi`); anything else (or nothing) answers in English, as the interface specifies.
 */
export const LangField = z
  .string()
  .optional()
  .transform((value): Lang => (value === undefined ? undefined : readLang(value)) ?? 'en')
  .describe('`en` (default) or `hi` (every name and text in Hindi), any case; anything else falls back to English');

/** The record of `id` in a reference table; the ids presenters look up come from the engine, so one is always there. */
export function byId<T extends { readonly id: string }>(records: readonly T[], id: string): T {
  return records.find((record) => record.id === id)!;
}
