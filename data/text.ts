/**
 * The one shape of every name and text the catalogues hold, and the one way to read it in a language.
 *
 * A text is an object keyed by language: `{ en: 'Joy', hi: 'आनंद' }`. English is always there; every other
 * language is optional in the type, and a language a text lacks falls back to English (`named`). A record whose
 * name is its own text carries `en` and `hi` at its top level next to its other fields (`{ id, en, hi, lord … }`);
 * every other text is a field of type `Text` (`description: { en, hi }`), a list of phrases a field of type
 * `TextList` (`activities: { en: [...], hi: [...] }`). A new language is one more key on the texts that have it
 * (docs/architecture.md, "Languages").
 */

/** The languages the service answers in, English first; `lang=<code>` picks one. */
export const LANGS = ['en', 'hi'] as const;
export type Lang = (typeof LANGS)[number];

/** A value in English and, where written, in each other language. */
export type Localized<T> = { readonly en: T } & { readonly [L in Exclude<Lang, 'en'>]?: T };

/** A name or a sentence: English always, each other language where written. */
export type Text = Localized<string>;

/** A list of phrases (activities, benefits): English always, each other language where written. */
export type TextList = Localized<readonly string[]>;

/**
 * The form of `text` in `lang`, or its English form when the text has none in that language. `text` is a `Text`,
 * a `TextList`, any `Localized` value, or a record whose name is its own text.
 */
export function named<R extends Localized<unknown>>(text: R, lang: Lang): NonNullable<R[Lang]> {
  return (text[lang] ?? text.en) as NonNullable<R[Lang]>;
}

/** Latin letters that Unicode does not decompose into a base letter and an accent, and the letters they read as. */
const LATIN_LETTERS: Readonly<Record<string, string>> = { ø: 'o', æ: 'ae', œ: 'oe', ß: 'ss', đ: 'd', ð: 'd', ł: 'l', ı: 'i', þ: 'th' };

/**
 * The key every spelling of one word shares, for reading a word a client typed against a closed vocabulary:
 * lowercase, Latin accents dropped (`São Paulo` → `saopaulo`, `Tromsø` → `tromso`), and everything but letters
 * and digits left out (`Yellow Sapphire`, `yellow_sapphire` and `YELLOW-SAPPHIRE` → `yellowsapphire`; `Cat's Eye`
 * → `catseye`). Letters of other scripts keep their vowel signs (`हिन्दी` stays whole).
 */
export function spellingKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[øæœßđðłıþ]/g, (letter) => LATIN_LETTERS[letter]!)
    .replace(/[^\p{L}\p{M}\p{N}]/gu, '');
}
