/**
 * The language of a response. Every name and text a response carries comes from a reference record in `data/`
 * with `en` and `hi` forms; presenters pick one with `named`.
 */
import { z } from 'zod';

export const LANGS = ['en', 'hi'] as const;
export type Lang = (typeof LANGS)[number];

/** The `lang` parameter of every area: `hi` for Hindi; anything else (or nothing) answers in English. */
export const LangField = z
  .string()
  .optional()
  .transform((value): Lang => (value === 'hi' ? 'hi' : 'en'))
  .describe('`en` (default) or `hi` (every name and text in Hindi); anything else falls back to English');

/** The name of a reference-table record in the response language. */
export function named(record: { readonly en: string; readonly hi: string }, lang: Lang): string {
  return lang === 'hi' ? record.hi : record.en;
}

/** The record of `id` in a reference table; the ids presenters look up come from the engine, so one is always there. */
export function byId<T extends { readonly id: string }>(records: readonly T[], id: string): T {
  return records.find((record) => record.id === id)!;
}
