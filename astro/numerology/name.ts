/**
 * Name numbers of numerology: expression (all letters), soul urge (vowels) and personality (consonants), in
 * the Pythagorean or the Chaldean letter table (data/numerology-letters.ts).
 *
 * Reading a name:
 * - Names are read in Latin script. A letter with diacritics counts as its base letter: the character is
 *   decomposed (Unicode NFD) and its combining marks dropped (é → E, ñ → N, Å → A); a name typed already
 *   decomposed (e + U+0301) reads the same. Latin letters NFD does not decompose are read through
 *   `LETTER_FOLDS` (ß → SS, æ → AE, ø → O, ł → L …).
 * - Spaces, hyphens and full stops separate words (Jean-Luc, J. R. Smith); apostrophes are ignored, so
 *   O'Brien is one word. Any other character (a digit, a letter of another script such as Devanagari,
 *   Cyrillic or Han, a symbol) is refused with {@link UnsupportedScriptError}.
 *
 * Vowels: A E I O U. Y is a vowel when neither of its neighbours in the same word is one of A E I O U (LYNN,
 * MARY, YVONNE), and a consonant next to one (YOLANDA, JOY, MAYA). This is the adjacency rule of the
 * NumeraViva program ("Y-Problem", nachinnen.de: Y is a vowel when its neighbours are consonants only); the
 * alternative, phonetic rule of Hans Decoz (1994) decides by sound and syllable (Bryan and Wyatt take Y as a
 * vowel although A follows it), which a program cannot do from spelling alone. W is always a consonant.
 *
 * Reduction:
 * - Pythagorean: the sum of the letters is reduced keeping the master numbers 11, 22 and 33, as the life path
 *   is (reduce.ts). The sum is taken over all letters of the name at once; reducing each word first (Decoz)
 *   gives the same single digit but can reach a master number differently.
 * - Chaldean: Cheiro ("Cheiro's Book of Numbers", 1926) reads the name's total as a compound number when it
 *   lies in 10–52, the range his book describes, and its root, the single digit. Here `compound` is the first
 *   number of the reduction chain that lies in 10–52 (78 → 15), null when the chain never passes through that
 *   range (a total under 10, or 60 → 6); `number` is the root digit, with no master numbers (Cheiro reads 11
 *   and 22 as compound numbers, which `compound` carries). Cheiro himself reads only the whole name; the
 *   vowel and consonant numbers are computed the same way for the Chaldean table as modern calculators do.
 */

import { isLatinLetter, LETTER_FOLDS, LETTERS } from '../../data/numerology-letters.ts';
import type { LatinLetter, NumerologySystem } from '../../data/numerology-letters.ts';
import type { NameNumberValue } from '../../data/numerology-name.ts';
import type { Digit } from '../../data/numerology.ts';
import { AstroError, shortForMessage } from '../errors.ts';
import { reduceKeepingMasters, reduceToDigit } from './reduce.ts';

export type { NumerologySystem };

/** Lowest and highest compound number Cheiro describes. */
export const CHALDEAN_COMPOUND_MIN = 10;
export const CHALDEAN_COMPOUND_MAX = 52;

/** Where a name has a character this service cannot read. */
export interface UnsupportedCharacter {
  /** The character as written. */
  readonly character: string;
  /** Its code point as `U+XXXX`. */
  readonly codePoint: string;
  /** Position in the name as given, counted in code points from 1. */
  readonly position: number;
  /**
   * Unicode script of the character (`Devanagari`, `Cyrillic`, `Han` …), `Common` for digits and symbols,
   * `Inherited` for a combining mark with no letter before it, `Other` for a script not in `SCRIPTS`.
   */
  readonly script: string;
}

/**
 * A name holding a character that is neither a Latin letter nor a separator: a digit, a symbol, a letter of
 * another script, or a Latin letter with no base letter A–Z (ŋ). `value` says which and where.
 */
export class UnsupportedScriptError extends AstroError<UnsupportedCharacter> {
  readonly code = 'UNSUPPORTED_SCRIPT';

  constructor(value: UnsupportedCharacter) {
    super(
      `Name character "${value.character}" (${value.codePoint}, ${value.script}) at position ${value.position} ` +
        'is not supported: names are read in Latin letters A–Z, with accents, spaces, hyphens and apostrophes',
      value,
    );
  }
}

/** A name with no letter left once separators are set aside (empty, only spaces or hyphens); `value`: the name. */
export class EmptyNameError extends AstroError<string> {
  readonly code = 'EMPTY_NAME';

  constructor(value: string) {
    super(`Name "${shortForMessage(value)}" has no letters`, value);
  }
}

/** Whether a letter of a name counts as a vowel (soul urge) or a consonant (personality). */
export type LetterRole = 'vowel' | 'consonant';

/** One letter of a name as read. */
export interface NameLetter {
  /** The character as written (`é`, or `ß` for both letters S it gives). */
  readonly character: string;
  /** Position of that character in the name as given, counted in code points from 1. */
  readonly position: number;
  /** The letter it is read as, A–Z. */
  readonly letter: LatinLetter;
  /** Letter value in the system asked for: 1–9 Pythagorean, 1–8 Chaldean. */
  readonly value: number;
  readonly role: LetterRole;
  /** Index of its word in `NameNumbers.words`, from 0. */
  readonly word: number;
}

/** One name number and how it was reached. */
export interface NameNumber {
  /** Sum of the letter values, ≥ 1. */
  readonly sum: number;
  /** The reduction chain from `sum` to `number`, both included: 44 → [44, 8], 29 → [29, 11], 7 → [7]. */
  readonly reduction: readonly number[];
  /** Pythagorean: 1–9, 11, 22 or 33. Chaldean: the root digit 1–9. */
  readonly number: NameNumberValue;
  /** `number` reduced to one digit (11 → 2), 1–9: the digit compared for compatibility. */
  readonly root: Digit;
  /** Chaldean: Cheiro's compound number, 10–52, or null (see the module comment). Pythagorean: null. */
  readonly compound: number | null;
}

/** The three name numbers of a name. */
export interface NameNumbers {
  readonly system: NumerologySystem;
  /** The words as read, upper case A–Z, in order. */
  readonly words: readonly string[];
  /** Every letter in order. */
  readonly letters: readonly NameLetter[];
  /** Expression (destiny) number: all letters. */
  readonly expression: NameNumber;
  /** Soul urge (heart's desire): the vowels; null for a name without a vowel. */
  readonly soulUrge: NameNumber | null;
  /** Personality: the consonants; null for a name without a consonant. */
  readonly personality: NameNumber | null;
}

const WORD_SEPARATOR = /^[\s\-\u2010\u2011\u2012\u2013\u2014.]$/u;
const IGNORED = /^['\u2018\u2019\u02BC`]$/u;
const COMBINING_MARK = /^\p{M}$/u;
const COMBINING_MARKS = /\p{M}+/gu;
const PLAIN_VOWELS: ReadonlySet<LatinLetter> = new Set(['A', 'E', 'I', 'O', 'U']);

/** Scripts named in an error, tried in order; a character in none of them is reported as `Other`. */
const SCRIPTS = [
  'Latin', 'Common', 'Inherited', 'Devanagari', 'Bengali', 'Gurmukhi', 'Gujarati', 'Oriya', 'Tamil', 'Telugu',
  'Kannada', 'Malayalam', 'Sinhala', 'Cyrillic', 'Greek', 'Armenian', 'Georgian', 'Arabic', 'Hebrew', 'Thai',
  'Han', 'Hiragana', 'Katakana', 'Hangul', 'Ethiopic',
] as const;
const SCRIPT_PATTERNS = SCRIPTS.map((script) => ({ script, pattern: new RegExp(`^\\p{Script=${script}}`, 'u') }));

function scriptOf(character: string): string {
  return SCRIPT_PATTERNS.find(({ pattern }) => pattern.test(character))?.script ?? 'Other';
}

function unsupported(character: string, position: number): UnsupportedScriptError {
  const codePoint = `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
  return new UnsupportedScriptError({ character, codePoint, position, script: scriptOf(character) });
}

/** The letters A–Z a character is read as, or null when it is not a Latin letter. */
function foldCharacter(character: string): string | null {
  const base = character.normalize('NFD').replace(COMBINING_MARKS, '');
  const upper = base.toUpperCase();
  if (upper.length === 1 && isLatinLetter(upper)) return upper;
  const lower = base.toLowerCase();
  return Object.hasOwn(LETTER_FOLDS, lower) ? LETTER_FOLDS[lower as keyof typeof LETTER_FOLDS] : null;
}

interface ReadLetter {
  readonly character: string;
  readonly position: number;
  readonly letter: LatinLetter;
}

/** Splits a name into words of letters, or throws for a character it cannot read. */
function readWords(name: string): ReadLetter[][] {
  const words: ReadLetter[][] = [];
  let current: ReadLetter[] = [];
  let afterLetter = false;
  let position = 0;
  for (const character of name) {
    position += 1;
    if (WORD_SEPARATOR.test(character)) {
      if (current.length > 0) words.push(current);
      current = [];
      afterLetter = false;
    } else if (IGNORED.test(character)) {
      afterLetter = false;
    } else if (COMBINING_MARK.test(character) && afterLetter) {
      // A mark typed as its own code point belongs to the letter before it.
    } else {
      const folded = foldCharacter(character);
      if (folded === null) throw unsupported(character, position);
      for (const letter of folded) current.push({ character, position, letter: letter as LatinLetter });
      afterLetter = true;
    }
  }
  if (current.length > 0) words.push(current);
  if (words.length === 0) throw new EmptyNameError(name);
  return words;
}

/**
 * Whether the letter at `index` of `word` is a vowel: A E I O U always; Y when neither neighbour in the word
 * is one of A E I O U (the rule of the module comment); every other letter never.
 */
function isVowelAt(word: readonly LatinLetter[], index: number): boolean {
  const letter = word[index]!;
  const kind = LETTERS[letter].kind;
  if (kind !== 'positional') return kind === 'vowel';
  const before = word[index - 1];
  const after = word[index + 1];
  return !(before !== undefined && PLAIN_VOWELS.has(before)) && !(after !== undefined && PLAIN_VOWELS.has(after));
}

function digitSum(n: number): number {
  return [...String(n)].reduce((sum, digit) => sum + Number(digit), 0);
}

function reductionChain(sum: number, final: number): number[] {
  const chain = [sum];
  while (chain.at(-1)! !== final) chain.push(digitSum(chain.at(-1)!));
  return chain;
}

/**
 * Reduces a sum of letter values as the system does: Pythagorean keeping 11, 22 and 33, Chaldean to the root
 * digit with Cheiro's compound number.
 * @param sum sum of letter values, a positive safe integer.
 * @param system the letter table the values came from.
 * @returns the number with its chain (see {@link NameNumber}).
 * @throws RangeError when `sum` is not a positive safe integer.
 */
export function reduceNameSum(sum: number, system: NumerologySystem): NameNumber {
  const root = reduceToDigit(sum);
  const number = system === 'pythagorean' ? reduceKeepingMasters(sum) : root;
  const reduction = reductionChain(sum, number);
  const compound =
    system === 'chaldean'
      ? (reduction.find((n) => n >= CHALDEAN_COMPOUND_MIN && n <= CHALDEAN_COMPOUND_MAX) ?? null)
      : null;
  return { sum, reduction, number, root, compound };
}

function numberOf(letters: readonly NameLetter[], system: NumerologySystem): NameNumber | null {
  if (letters.length === 0) return null;
  return reduceNameSum(
    letters.reduce((sum, letter) => sum + letter.value, 0),
    system,
  );
}

/**
 * The expression, soul urge and personality numbers of a name, with every letter's value.
 * @param name a name in Latin letters (diacritics allowed), words separated by spaces, hyphens or full stops;
 *   apostrophes are ignored. Case does not matter.
 * @param system `pythagorean` (values 1–9, master numbers kept) or `chaldean` (Cheiro's values 1–8, compound
 *   and root).
 * @returns the numbers; `soulUrge` is null for a name without a vowel, `personality` for one without a
 *   consonant.
 * @throws UnsupportedScriptError (code 'UNSUPPORTED_SCRIPT') for the first character that is not a Latin
 *   letter or a separator, naming it and its position (from 1).
 * @throws EmptyNameError (code 'EMPTY_NAME') when no letter is left.
 */
export function nameNumbers(name: string, system: NumerologySystem): NameNumbers {
  const words = readWords(name);
  const letters: NameLetter[] = words.flatMap((word, wordIndex) => {
    const spelled = word.map((read) => read.letter);
    return word.map((read, index) => ({
      ...read,
      value: LETTERS[read.letter][system],
      role: isVowelAt(spelled, index) ? 'vowel' : 'consonant',
      word: wordIndex,
    }));
  });
  const expression = numberOf(letters, system)!;
  return {
    system,
    words: words.map((word) => word.map((read) => read.letter).join('')),
    letters,
    expression,
    soulUrge: numberOf(letters.filter((letter) => letter.role === 'vowel'), system),
    personality: numberOf(letters.filter((letter) => letter.role === 'consonant'), system),
  };
}
