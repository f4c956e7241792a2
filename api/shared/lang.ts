/**
 * The language of a response. Every name and text a response carries comes from a reference record in `data/`
 * in the one text shape of data/text.ts (English always, each other language where written); presenters pick
 * its form with `named`, which falls back to English.
 */
import { z } from 'zod';
import { type Lang, LANGS } from '../../data/text.ts';

export { type Lang, LANGS, named, type Text } from '../../data/text.ts';

/** The `lang` parameter of every area: a language of `LANGS`; anything else (or nothing) answers in English. */
export const LangField = z
  .string()
  .optional()
  .transform((value): Lang => LANGS.find((lang) => lang === value) ?? 'en')
  .describe('`en` (default) or `hi` (every name and text in Hindi); anything else falls back to English');

/** The record of `id` in a reference table; the ids presenters look up come from the engine, so one is always there. */
export function byId<T extends { readonly id: string }>(records: readonly T[], id: string): T {
  return records.find((record) => record.id === id)!;
}
