/**
 * Name numbers computed by hand in published numerology texts. Each record gives the name, the system, what the
 * source states (its own words of arithmetic, copied as a short quotation of numbers) and where it was read.
 * None of these numbers came out of this project's code. README.md explains what is compared.
 */
import type { NumerologySystem } from '../../../astro/numerology/name.ts';

export interface PublishedNameNumber {
  readonly name: string;
  readonly system: NumerologySystem;
  /** Which number the source computes. */
  readonly kind: 'expression' | 'soulUrge';
  /** The sum of letter values the source reaches over the whole name, where it prints or implies one. */
  readonly sum: number | null;
  /** The final number the source gives; null where the source's final step is not this product's convention. */
  readonly number: number | null;
  /** The source's arithmetic as printed. */
  readonly sourceSays: string;
  readonly source: string;
}

export const PUBLISHED_NAME_NUMBERS: readonly PublishedNameNumber[] = [
  {
    name: 'Anna Torres',
    system: 'pythagorean',
    kind: 'expression',
    sum: 44,
    number: 8,
    sourceSays: 'Sum: 1+5+5+1+2+6+9+9+5+1 = 44 Reduction: 4+4 = 8',
    source: 'numerologia.io, "The Mathematics of Names in Numerology", https://numerologia.io/learn/mathematics-of-names',
  },
  {
    name: 'Anna Torres',
    system: 'pythagorean',
    kind: 'soulUrge',
    sum: 13,
    number: 4,
    sourceSays: 'Vowels in the name: A, A, O, E … Sum: 1+1+6+5 = 13 Reduction: 1+3 = 4',
    source: 'numerologia.io, "The Mathematics of Names in Numerology", https://numerologia.io/learn/mathematics-of-names',
  },
  {
    name: 'Eleanor Wiseman',
    system: 'pythagorean',
    kind: 'expression',
    sum: 64,
    number: 1,
    sourceSays: '{5 + 3 + 5 + 1 + 5 + 6 + 9} + {5 + 9 + 1 + 5 + 4 + 1 + 5} = 34 + 30 … = 7 + 3 = 10 = 1',
    source: 'amdev01/LuckyNumbersCppCMD, README (GitHub), read at https://github.imc.re/amdev01/LuckyNumbersCppCMD',
  },
  {
    name: 'Jane Marie Doe',
    system: 'pythagorean',
    kind: 'expression',
    sum: 55,
    number: 1,
    sourceSays: 'JANE … = 12 → 3; MARIE … = 28 → 10 → 1; DOE … = 15 → 6; Total: 3 + 1 + 6 = 10 → 1',
    source:
      'Cognitive Numerology, "How to calculate Expression Number using Pythgorean System?", ' +
      'https://www.cognitivenumerology.com/post/how-to-calculate-expression-number-using-pythgorean-system',
  },
  {
    name: 'Sandra Meek',
    system: 'pythagorean',
    kind: 'expression',
    sum: 37,
    number: 1,
    sourceSays: 'Sandra Meek 1+1+5+4+9+1+4+5+5+2=37. 3+7=10 1+0=1',
    source: 'Inspiration to Live Well, "Pythagoras and Colors" (August 2009), http://www.inspirationtolivewell.com/2009/08/pythagoras-and-colors.html',
  },
  {
    name: 'Robert',
    system: 'pythagorean',
    kind: 'expression',
    sum: 33,
    number: null,
    sourceSays: 'R 9, O 6, B 2, E 5, R 9, T 2 … Sum of values = 33 … Single digit = 3 + 3 = 6',
    source: 'Numerology Science, "Pythagorean Numerology", https://www.numerologyscience.com/pythagorean-numerology.php',
  },
  {
    name: 'John Winston Lennon',
    system: 'pythagorean',
    kind: 'soulUrge',
    sum: 32,
    number: 5,
    sourceSays: '6 = 6; 9 + 6 = 15 = 6; 5 + 6 = 11 … = 6 + 6 + 11 = 23 = 5',
    source: "Seventh Life Path, \"Heart's Desire/Soul Urge Number\", http://www.seventhlifepath.com/hearts-desire-soul-urge-number/",
  },
  {
    name: 'Oprah Gail Winfrey',
    system: 'pythagorean',
    kind: 'soulUrge',
    sum: null,
    number: 4,
    sourceSays: "Oprah Winfreys's Heart's Desire Number = 7 + 1 + 5 = 13 = 4",
    source: "Seventh Life Path, \"Heart's Desire/Soul Urge Number\", http://www.seventhlifepath.com/hearts-desire-soul-urge-number/",
  },
  {
    name: 'Emily Jennifer Stone',
    system: 'pythagorean',
    kind: 'soulUrge',
    sum: 51,
    number: 6,
    sourceSays: 'EMILYJENNIFERSTONE … 5+9+7+5+9+5+6+5 = 51 … 5+1 = 6 (the y of Emily counted as a vowel)',
    source: 'Fitness Reporting, "How To Calculate Your Soul Urge Number?", https://fitnessreporting.com/how-to-calculate-your-soul-urge-number/',
  },
  {
    name: 'Sarah',
    system: 'chaldean',
    kind: 'expression',
    sum: 12,
    number: 3,
    sourceSays: 'S=3, A=1, R=2, A=1, H=5 → Total = 12 → 1+2 = 3',
    source: 'NumroLab, "The Chaldean Numerology Letter Values Chart", https://numrolab.com/articles/chaldean-numerology-chart',
  },
  {
    name: 'James',
    system: 'chaldean',
    kind: 'expression',
    sum: 14,
    number: 5,
    sourceSays: 'J=1, A=1, M=4, E=5, S=3 → Total = 14 → 1+4 = 5',
    source: 'NumroLab, "The Chaldean Numerology Letter Values Chart", https://numrolab.com/articles/chaldean-numerology-chart',
  },
  {
    name: 'Maya',
    system: 'chaldean',
    kind: 'expression',
    sum: 7,
    number: 7,
    sourceSays: 'M is 4, A is 1, Y is 1, and A is 1. The total is 7.',
    source: 'Chaldean Numerology Calculator, "What Is Chaldean Numerology?", https://chaldean-numerology-calculator.com/blog/understanding-chaldean-numerology',
  },
  {
    name: 'Business',
    system: 'chaldean',
    kind: 'expression',
    sum: 28,
    number: 1,
    sourceSays: 'B(2) + U(6) + S(3) + I(1) + N(5) + E(5) + S(3) + S(3) = 28 → 2+8 = 10 → 1+0 = 1',
    source: 'Numerology for Business, "Chaldean Numerology System", https://numerologyforbiz.com/en/methods/chaldean',
  },
];
