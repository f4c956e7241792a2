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

/**
 * The languages the service answers in, English first; `lang=<code>` picks one: English, Hindi, Tamil, Telugu,
 * Kannada, Malayalam, Marathi, Bengali and Gujarati, by their ISO 639-1 codes.
 */
export const LANGS = ['en', 'hi', 'ta', 'te', 'kn', 'ml', 'mr', 'bn', 'gu'] as const;
export type Lang = (typeof LANGS)[number];

/**
 * The script each language other than English is written in, as the Unicode block of its letters: Devanagari for
 * Hindi and Marathi, and each southern and eastern language's own. A form written in a language has letters of
 * its block.
 */
export const LANG_SCRIPTS: Readonly<Record<Exclude<Lang, 'en'>, RegExp>> = {
  hi: /[\u0900-\u097F]/,
  mr: /[\u0900-\u097F]/,
  bn: /[\u0980-\u09FF]/,
  gu: /[\u0A80-\u0AFF]/,
  ta: /[\u0B80-\u0BFF]/,
  te: /[\u0C00-\u0C7F]/,
  kn: /[\u0C80-\u0CFF]/,
  ml: /[\u0D00-\u0D7F]/,
};

/** A name written in every language of `LANGS`: the names of the tables complete in all nine (docs/languages.md). */
export type Names = { readonly [L in Lang]: string };

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
export function named<R extends Localized<unknown>>(text: R, lang: Lang): R['en'] {
  return (text[lang] ?? text.en) as R['en'];
}

/**
 * The form of `text` written in `lang`, or undefined when it has none yet: for a field English shows as an id,
 * whose other languages show the name where written and the id otherwise.
 */
export function writtenIn<R extends Localized<unknown>>(text: R, lang: Lang): R['en'] | undefined {
  return text[lang] as R['en'] | undefined;
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
