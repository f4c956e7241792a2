/**
 * Letter values of name numerology, one record per letter of the Latin alphabet A–Z.
 *
 * Pythagorean table: the letters in alphabetical order under the digits 1–9, starting again at 1 after each 9
 * (A = 1 … I = 9, J = 1 … R = 9, S = 1 … Z = 8), as tabulated in Juno Jordan, "Numerology: The Romance in
 * Your Name" (1965), and Hans Decoz, "Numerology: Key to Your Inner Self" (1994). A letter's value is
 * 1 + (alphabet position − 1) mod 9.
 *
 * Chaldean table: Cheiro's table, "Cheiro's Book of Numbers" (1926), chapter on the numbers of names: values
 * 1–8 only, no letter is given 9. 1 = A I J Q Y, 2 = B K R, 3 = C G L S, 4 = D M T, 5 = E H N X, 6 = U V W,
 * 7 = O Z, 8 = F P. The same table is reproduced by aboutnumerology.com ("The Chaldean Number Values") and
 * numrolab.com ("The Chaldean Numerology Letter Values Chart"). Some later Chaldean authors give other values
 * to C, H and X (Sepharial: C = 2, H = 8, X = 6); this table follows Cheiro.
 *
 * Vowels: A E I O U are always vowels, every other letter but Y is always a consonant. Y is `positional`: a
 * vowel or a consonant by its neighbours, the rule being in astro/numerology/name.ts. W is a consonant in this
 * product; the school that reads W as a vowel when it follows a vowel in the same syllable (Brown, Matthew,
 * as lynsreadings.com "Soul Urge - Vowel Total" states it) is not followed.
 */

/** What a letter counts as when a name is split into vowels (soul urge) and consonants (personality). */
export type LetterKind = 'vowel' | 'consonant' | 'positional';

/** The numerology systems whose letter values this table holds. */
export const NUMEROLOGY_SYSTEMS = ['pythagorean', 'chaldean'] as const;
export type NumerologySystem = (typeof NUMEROLOGY_SYSTEMS)[number];

export interface LetterRecord {
  /** Pythagorean value, 1–9. */
  readonly pythagorean: number;
  /** Chaldean value (Cheiro), 1–8. */
  readonly chaldean: number;
  readonly kind: LetterKind;
}

export const LETTERS = {
  A: { pythagorean: 1, chaldean: 1, kind: 'vowel' },
  B: { pythagorean: 2, chaldean: 2, kind: 'consonant' },
  C: { pythagorean: 3, chaldean: 3, kind: 'consonant' },
  D: { pythagorean: 4, chaldean: 4, kind: 'consonant' },
  E: { pythagorean: 5, chaldean: 5, kind: 'vowel' },
  F: { pythagorean: 6, chaldean: 8, kind: 'consonant' },
  G: { pythagorean: 7, chaldean: 3, kind: 'consonant' },
  H: { pythagorean: 8, chaldean: 5, kind: 'consonant' },
  I: { pythagorean: 9, chaldean: 1, kind: 'vowel' },
  J: { pythagorean: 1, chaldean: 1, kind: 'consonant' },
  K: { pythagorean: 2, chaldean: 2, kind: 'consonant' },
  L: { pythagorean: 3, chaldean: 3, kind: 'consonant' },
  M: { pythagorean: 4, chaldean: 4, kind: 'consonant' },
  N: { pythagorean: 5, chaldean: 5, kind: 'consonant' },
  O: { pythagorean: 6, chaldean: 7, kind: 'vowel' },
  P: { pythagorean: 7, chaldean: 8, kind: 'consonant' },
  Q: { pythagorean: 8, chaldean: 1, kind: 'consonant' },
  R: { pythagorean: 9, chaldean: 2, kind: 'consonant' },
  S: { pythagorean: 1, chaldean: 3, kind: 'consonant' },
  T: { pythagorean: 2, chaldean: 4, kind: 'consonant' },
  U: { pythagorean: 3, chaldean: 6, kind: 'vowel' },
  V: { pythagorean: 4, chaldean: 6, kind: 'consonant' },
  W: { pythagorean: 5, chaldean: 6, kind: 'consonant' },
  X: { pythagorean: 6, chaldean: 5, kind: 'consonant' },
  Y: { pythagorean: 7, chaldean: 1, kind: 'positional' },
  Z: { pythagorean: 8, chaldean: 7, kind: 'consonant' },
} as const satisfies Record<string, LetterRecord>;

/** An upper-case letter A–Z. */
export type LatinLetter = keyof typeof LETTERS;

/** True for one upper-case letter A–Z. */
export function isLatinLetter(text: string): text is LatinLetter {
  return Object.hasOwn(LETTERS, text);
}

/**
 * Latin letters that Unicode canonical decomposition (NFD) does not split into a base letter and marks, with
 * the letters they are read as: the usual transliterations (German ß → SS, Danish and Norwegian Æ → AE,
 * Ø → O, French Œ → OE, Polish Ł → L, Croatian Đ → D, Icelandic Þ → TH, Ð → D, Turkish dotless ı → I).
 * Keys are lower case; a capital is folded through its lower-case form.
 */
export const LETTER_FOLDS = {
  ß: 'SS',
  æ: 'AE',
  ø: 'O',
  œ: 'OE',
  ł: 'L',
  đ: 'D',
  þ: 'TH',
  ð: 'D',
  ı: 'I',
} as const satisfies Record<string, string>;
