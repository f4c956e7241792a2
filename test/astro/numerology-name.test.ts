import { describe, expect, it } from 'vitest';
import {
  COMPATIBILITY_WEIGHTS,
  compatibilityVerdict,
  numerologyCompatibility,
} from '../../astro/numerology/compatibility.ts';
import type { NumerologyPerson } from '../../astro/numerology/compatibility.ts';
import {
  EmptyNameError,
  UnsupportedScriptError,
  nameNumbers,
  reduceNameSum,
} from '../../astro/numerology/name.ts';
import type { NameNumber, NumerologySystem } from '../../astro/numerology/name.ts';
import { LETTERS } from '../../data/numerology-letters.ts';
import {
  COMPATIBILITY_GRADES,
  COMPATIBILITY_VERDICTS,
  NAME_NUMBER_MEANINGS,
  NUMBER_COMPATIBILITY,
  compatibilityGrade,
} from '../../data/numerology-name.ts';
import { DIGITS, LIFE_PATHS, MASTER_NUMBERS } from '../../data/numerology.ts';
import type { Digit } from '../../data/numerology.ts';

/** The three numbers as [sum, number] pairs, the shape the hand calculations below are written in. */
function sums(name: string, system: NumerologySystem) {
  const pair = (n: NameNumber | null) => (n === null ? null : [n.sum, n.number]);
  const numbers = nameNumbers(name, system);
  return { expression: pair(numbers.expression), soulUrge: pair(numbers.soulUrge), personality: pair(numbers.personality) };
}

/** Letters with their value and role, as `J1c O6v …` (c consonant, v vowel). */
function spelled(name: string, system: NumerologySystem): string {
  return nameNumbers(name, system)
    .letters.map((l) => `${l.letter}${l.value}${l.role === 'vowel' ? 'v' : 'c'}`)
    .join(' ');
}

describe('letter tables', () => {
  it('Pythagorean values run 1–9 through the alphabet and start again', () => {
    Object.entries(LETTERS).forEach(([letter, record], index) => {
      expect(record.pythagorean, letter).toBe(1 + (index % 9));
    });
  });

  it("Chaldean values are Cheiro's table, with no 9", () => {
    const byValue: Record<number, string> = {};
    for (const [letter, record] of Object.entries(LETTERS)) byValue[record.chaldean] = (byValue[record.chaldean] ?? '') + letter;
    expect(byValue).toEqual({ 1: 'AIJQY', 2: 'BKR', 3: 'CGLS', 4: 'DMT', 5: 'EHNX', 6: 'UVW', 7: 'OZ', 8: 'FP' });
  });
});

describe('nameNumbers, Pythagorean, worked by hand', () => {
  it('JOHN SMITH: a master number 11 kept in the personality', () => {
    // J1 O6 H8 N5 = 20; S1 M4 I9 T2 H8 = 24; expression 20 + 24 = 44 → 4+4 = 8.
    // Vowels O6 + I9 = 15 → 6. Consonants J1 H8 N5 S1 M4 T2 H8 = 29 → 2+9 = 11, a master number, kept.
    const numbers = nameNumbers('John Smith', 'pythagorean');
    expect(numbers.words).toEqual(['JOHN', 'SMITH']);
    expect(spelled('John Smith', 'pythagorean')).toBe('J1c O6v H8c N5c S1c M4c I9v T2c H8c');
    expect(numbers.expression).toEqual({ sum: 44, reduction: [44, 8], number: 8, root: 8, compound: null });
    expect(numbers.soulUrge).toEqual({ sum: 15, reduction: [15, 6], number: 6, root: 6, compound: null });
    expect(numbers.personality).toEqual({ sum: 29, reduction: [29, 11], number: 11, root: 2, compound: null });
  });

  it('ROBERT: all three master numbers', () => {
    // R9 O6 B2 E5 R9 T2 = 33, kept. Vowels O6 E5 = 11, kept. Consonants R9 B2 R9 T2 = 22, kept.
    expect(sums('Robert', 'pythagorean')).toEqual({ expression: [33, 33], soulUrge: [11, 11], personality: [22, 22] });
    expect(nameNumbers('Robert', 'pythagorean').expression.reduction).toEqual([33]);
  });

  it('ANNA TORRES: a chain of one step and a sum that is no master number', () => {
    // A1 N5 N5 A1 = 12; T2 O6 R9 R9 E5 S1 = 32; 44 → 8. Vowels A1 A1 O6 E5 = 13 → 4.
    // Consonants N5 N5 T2 R9 R9 S1 = 31 → 4.
    expect(sums('Anna Torres', 'pythagorean')).toEqual({ expression: [44, 8], soulUrge: [13, 4], personality: [31, 4] });
  });

  it('YOLANDA: a two-step chain 19 → 10 → 1', () => {
    // Y7 O6 L3 A1 N5 D4 A1 = 27 → 9 (Y is next to O: a consonant). Vowels O6 A1 A1 = 8.
    // Consonants Y7 L3 N5 D4 = 19 → 1+9 = 10 → 1+0 = 1.
    const numbers = nameNumbers('Yolanda', 'pythagorean');
    expect(numbers.expression.reduction).toEqual([27, 9]);
    expect(numbers.soulUrge?.reduction).toEqual([8]);
    expect(numbers.personality?.reduction).toEqual([19, 10, 1]);
  });

  it('reaches the master number wherever the chain passes through it, not only as the raw sum', () => {
    // VIKRAM SHAH: V4 I9 K2 R9 A1 M4 = 29; S1 H8 A1 H8 = 18; 47 → 4+7 = 11, kept.
    expect(nameNumbers('Vikram Shah', 'pythagorean').expression.reduction).toEqual([47, 11]);
    expect(reduceNameSum(38, 'pythagorean').number).toBe(11);
    expect(reduceNameSum(44, 'pythagorean').number).toBe(8); // 44 is no master number here, as for the life path
  });
});

describe('nameNumbers, Chaldean, worked by hand', () => {
  it('JOHN SMITH: compound numbers and their roots', () => {
    // J1 O7 H5 N5 = 18; S3 M4 I1 T4 H5 = 17; 35 → 3+5 = 8: compound 35, root 8.
    // Vowels O7 I1 = 8: no compound. Consonants J1 H5 N5 S3 M4 T4 H5 = 27 → 9: compound 27.
    const numbers = nameNumbers('John Smith', 'chaldean');
    expect(spelled('John Smith', 'chaldean')).toBe('J1c O7v H5c N5c S3c M4c I1v T4c H5c');
    expect(numbers.expression).toEqual({ sum: 35, reduction: [35, 8], number: 8, root: 8, compound: 35 });
    expect(numbers.soulUrge).toEqual({ sum: 8, reduction: [8], number: 8, root: 8, compound: null });
    expect(numbers.personality).toEqual({ sum: 27, reduction: [27, 9], number: 9, root: 9, compound: 27 });
  });

  it('ROBERT: 22 is a compound number in Chaldean, never a kept master number', () => {
    // R2 O7 B2 E5 R2 T4 = 22 → 4. Vowels O7 E5 = 12 → 3. Consonants R2 B2 R2 T4 = 10 → 1.
    const numbers = nameNumbers('Robert', 'chaldean');
    expect(numbers.expression).toEqual({ sum: 22, reduction: [22, 4], number: 4, root: 4, compound: 22 });
    expect(sums('Robert', 'chaldean')).toEqual({ expression: [22, 4], soulUrge: [12, 3], personality: [10, 1] });
  });

  it('takes the compound from the chain when the total is above 52, and none when the chain skips 10–52', () => {
    expect(reduceNameSum(78, 'chaldean')).toEqual({ sum: 78, reduction: [78, 15, 6], number: 6, root: 6, compound: 15 });
    expect(reduceNameSum(52, 'chaldean').compound).toBe(52);
    expect(reduceNameSum(53, 'chaldean')).toEqual({ sum: 53, reduction: [53, 8], number: 8, root: 8, compound: null });
    expect(reduceNameSum(60, 'chaldean').compound).toBeNull();
    expect(reduceNameSum(10, 'chaldean')).toEqual({ sum: 10, reduction: [10, 1], number: 1, root: 1, compound: 10 });
    expect(reduceNameSum(11, 'chaldean')).toEqual({ sum: 11, reduction: [11, 2], number: 2, root: 2, compound: 11 });
  });

  it('the breakdown gives each letter its word', () => {
    const { letters } = nameNumbers('Jo Ann', 'chaldean');
    expect(letters.map((l) => [l.letter, l.word, l.position])).toEqual([
      ['J', 0, 1], ['O', 0, 2], ['A', 1, 4], ['N', 1, 5], ['N', 1, 6],
    ]);
  });
});

describe('the letter Y', () => {
  it('is a vowel with no vowel beside it', () => {
    // LYNN: L3 Y7 N5 N5; Y between L and N → vowel 7; consonants 3+5+5 = 13 → 4.
    expect(spelled('Lynn', 'pythagorean')).toBe('L3c Y7v N5c N5c');
    expect(sums('Lynn', 'pythagorean')).toEqual({ expression: [20, 2], soulUrge: [7, 7], personality: [13, 4] });
    // MARY: M4 A1 R9 Y7; Y after R at the end of the word → vowel; vowels 1+7 = 8.
    expect(spelled('Mary', 'pythagorean')).toBe('M4c A1v R9c Y7v');
    expect(sums('Mary', 'pythagorean').soulUrge).toEqual([8, 8]);
    // YVONNE: Y first, V after it → vowel.
    expect(nameNumbers('Yvonne', 'pythagorean').letters[0]?.role).toBe('vowel');
  });

  it('is a consonant next to A E I O U', () => {
    // JOY: J1 O6 Y7; Y after O → consonant; vowels O6 = 6, consonants 1+7 = 8.
    expect(spelled('Joy', 'pythagorean')).toBe('J1c O6v Y7c');
    expect(sums('Joy', 'pythagorean')).toEqual({ expression: [14, 5], soulUrge: [6, 6], personality: [8, 8] });
    expect(spelled('Yolanda', 'pythagorean').startsWith('Y7c O6v')).toBe(true);
    expect(spelled('Maya', 'chaldean')).toBe('M4c A1v Y1c A1v');
  });

  it('only looks inside its word', () => {
    // LEE YVONNE: the E ending LEE is no neighbour of the Y starting YVONNE, which stays a vowel before V.
    expect(nameNumbers('Lee Yvonne', 'pythagorean').letters[3]).toMatchObject({ letter: 'Y', role: 'vowel', word: 1 });
    expect(nameNumbers('Leeyvonne', 'pythagorean').letters[3]).toMatchObject({ letter: 'Y', role: 'consonant' });
  });

  it('W is always a consonant', () => {
    expect(spelled('Brown', 'pythagorean')).toBe('B2c R9c O6v W5c N5c');
  });
});

describe('reading a name', () => {
  it('folds letters with diacritics to their base letter (NFD)', () => {
    // JOSE MUNOZ: J1 O6 S1 E5 = 13; M4 U3 N5 O6 Z8 = 26; 39 → 12 → 3.
    const folded = nameNumbers('José Muñoz', 'pythagorean');
    expect(folded.words).toEqual(['JOSE', 'MUNOZ']);
    expect(folded.expression.reduction).toEqual([39, 12, 3]);
    expect(folded.letters[3]).toMatchObject({ character: 'é', letter: 'E', position: 4 });
    expect(nameNumbers('JOSE MUNOZ', 'pythagorean').expression).toEqual(folded.expression);
    // The same name typed decomposed: e + U+0301, n + U+0303.
    expect(nameNumbers('Jose\u0301 Mun\u0303oz', 'pythagorean').words).toEqual(['JOSE', 'MUNOZ']);
    expect(nameNumbers('Åsa Ørsted Łukasz Ærø', 'pythagorean').words).toEqual(['ASA', 'ORSTED', 'LUKASZ', 'AERO']);
  });

  it('reads ß as SS', () => {
    const numbers = nameNumbers('Strauß', 'pythagorean');
    expect(numbers.words).toEqual(['STRAUSS']);
    expect(numbers.letters.slice(-2).map((l) => [l.character, l.letter, l.position])).toEqual([
      ['ß', 'S', 6],
      ['ß', 'S', 6],
    ]);
  });

  it('ignores case, splits words at spaces, hyphens and full stops, and ignores apostrophes', () => {
    expect(nameNumbers("  jean-luc  o'brien J.R. ", 'pythagorean').words).toEqual(['JEAN', 'LUC', 'OBRIEN', 'J', 'R']);
    expect(sums('JOHN SMITH', 'chaldean')).toEqual(sums('john   smith', 'chaldean'));
  });

  it('has no soul urge without a vowel and no personality without a consonant', () => {
    // NG: N5 G7 = 12 → 3, no vowel.
    expect(sums('Ng', 'pythagorean')).toEqual({ expression: [12, 3], soulUrge: null, personality: [12, 3] });
    // IO: I9 O6 = 15 → 6, no consonant.
    expect(sums('Io', 'pythagorean')).toEqual({ expression: [15, 6], soulUrge: [15, 6], personality: null });
  });

  it.each([
    ['Rahul 2', '2', 'U+0032', 7, 'Common'],
    ['राहुल', 'र', 'U+0930', 1, 'Devanagari'],
    ['Ivan Иванов', 'И', 'U+0418', 6, 'Cyrillic'],
    ['Li 李', '李', 'U+674E', 4, 'Han'],
    ['Anna!', '!', 'U+0021', 5, 'Common'],
    ['\u0301Anna', '\u0301', 'U+0301', 1, 'Inherited'],
    ['Ŋoma', 'Ŋ', 'U+014A', 1, 'Latin'],
  ])('refuses %j: %s (%s) at position %i, script %s', (name, character, codePoint, position, script) => {
    const read = () => nameNumbers(name, 'pythagorean');
    expect(read).toThrow(UnsupportedScriptError);
    expect(read).toThrow(`"${character}" (${codePoint}, ${script}) at position ${position}`);
    expect(read).toThrow(
      expect.objectContaining({ code: 'UNSUPPORTED_SCRIPT', value: { character, codePoint, position, script } }),
    );
  });

  it.each(['', '   ', " - ' . "])('refuses %j as an empty name', (name) => {
    const read = () => nameNumbers(name, 'chaldean');
    expect(read).toThrow(EmptyNameError);
    expect(read).toThrow(expect.objectContaining({ code: 'EMPTY_NAME', value: name }));
  });
});

describe('name number meanings', () => {
  const DEVANAGARI = /[\u0900-\u097F]/;
  const LATIN = /[A-Za-z]/;

  it('cover 1–9, 11, 22 and 33 in English and Hindi', () => {
    expect(Object.keys(NAME_NUMBER_MEANINGS).map(Number)).toEqual([...DIGITS, ...MASTER_NUMBERS]);
    for (const [number, meaning] of Object.entries(NAME_NUMBER_MEANINGS)) {
      for (const aspect of ['keywords', 'expression', 'soulUrge', 'personality'] as const) {
        const { en, hi } = meaning[aspect];
        expect(en.length, `${number} ${aspect}`).toBeGreaterThan(0);
        expect(DEVANAGARI.test(hi) && !LATIN.test(hi), `${number} ${aspect} hi`).toBe(true);
      }
    }
  });

  it('grade and verdict names are Hindi too', () => {
    for (const record of [...Object.values(COMPATIBILITY_GRADES), ...Object.values(COMPATIBILITY_VERDICTS)]) {
      expect(DEVANAGARI.test(record.hi) && !LATIN.test(record.hi), record.en).toBe(true);
    }
  });
});

describe('compatibility chart', () => {
  it('grades every partner digit exactly once in each row', () => {
    for (const digit of DIGITS) {
      const listed = Object.values(NUMBER_COMPATIBILITY[digit]).flat().sort((a, b) => a - b);
      expect(listed, String(digit)).toEqual([...DIGITS]);
    }
  });

  it('is symmetric', () => {
    for (const a of DIGITS) for (const b of DIGITS) expect(compatibilityGrade(a, b), `${a}-${b}`).toBe(compatibilityGrade(b, a));
  });

  it("agrees with the life path's families and challenging pairs", () => {
    for (const digit of DIGITS) {
      const { mostCompatible, leastCompatible } = LIFE_PATHS[digit].compatibility;
      expect([...NUMBER_COMPATIBILITY[digit].natural], String(digit)).toEqual(DIGITS.filter((d) => d in mostCompatible));
      expect([...NUMBER_COMPATIBILITY[digit].challenging], String(digit)).toEqual(DIGITS.filter((d) => d in leastCompatible));
    }
  });

  it.each([
    [1, 5, 'natural'], [1, 3, 'compatible'], [1, 8, 'neutral'], [1, 6, 'challenging'],
    [2, 9, 'neutral'], [3, 7, 'challenging'], [4, 7, 'compatible'], [6, 8, 'compatible'], [9, 7, 'neutral'],
  ] as const)('pins %i and %i as %s, as LoveToKnow prints it', (a, b, grade) => {
    expect(compatibilityGrade(a as Digit, b as Digit)).toBe(grade);
  });
});

describe('numerologyCompatibility', () => {
  const people: NumerologyPerson[] = [
    { name: 'John Smith', birthDate: { year: 1987, month: 11, day: 29 } },
    { name: 'Anna Torres', birthDate: { year: 1993, month: 9, day: 27 } },
    { name: 'Joy', birthDate: { year: 2001, month: 3, day: 5 } },
    { name: 'Lynn', birthDate: { year: 1990, month: 1, day: 5 } },
    { name: 'Ng', birthDate: { year: 2000, month: 1, day: 1 } },
    { name: 'José Muñoz', birthDate: { year: 1975, month: 6, day: 14 } },
    { name: 'Robert', birthDate: { year: 1968, month: 12, day: 31 } },
  ];

  it('pins a harmonious pair worked by hand', () => {
    // Life paths: 1987-11-29 → 11 (compared as 2); 1993-09-27 → 22 (compared as 4); 2 with 4: natural, 50 of 50.
    // Expressions JOHN SMITH 8, ANNA TORRES 8: natural, 30 of 30. Soul urges 6 and 4: compatible, 80 % of 20 = 16.
    const result = numerologyCompatibility(people[0]!, people[1]!, 'pythagorean');
    expect(result.factors).toEqual({
      lifePath: { numbers: [11, 22], compared: [2, 4], grade: 'natural', weight: 50, points: 50 },
      expression: { numbers: [8, 8], compared: [8, 8], grade: 'natural', weight: 30, points: 30 },
      soulUrge: { numbers: [6, 4], compared: [6, 4], grade: 'compatible', weight: 20, points: 16 },
    });
    expect(result.score).toBe(96);
    expect(result.verdict).toBe('harmonious');
  });

  it('pins a challenging pair worked by hand', () => {
    // Life paths: 2001-03-05 → 3+5+3 = 11 (as 2); 1990-01-05 → 1+5+(19 → 1) = 7; 2 with 7 challenging: 20 % of 50 = 10.
    // Expressions JOY 5, LYNN 2: challenging, 6. Soul urges JOY 6, LYNN 7 (Y as a vowel): challenging, 4.
    const result = numerologyCompatibility(people[2]!, people[3]!, 'pythagorean');
    expect([result.factors.lifePath.points, result.factors.expression.points, result.factors.soulUrge.points]).toEqual([10, 6, 4]);
    expect(result.score).toBe(20);
    expect(result.verdict).toBe('challenging');
  });

  it('counts a missing soul urge as neutral', () => {
    const result = numerologyCompatibility(people[4]!, people[0]!, 'pythagorean');
    expect(result.factors.soulUrge).toEqual({ numbers: [null, 6], compared: null, grade: 'neutral', weight: 20, points: 10 });
  });

  it('compares Chaldean name numbers by their roots', () => {
    // JOHN SMITH Chaldean expression 35 → 8; ROBERT 22 → 4; 8 with 4: natural.
    const result = numerologyCompatibility(people[0]!, people[6]!, 'chaldean');
    expect(result.factors.expression).toMatchObject({ numbers: [8, 4], compared: [8, 4], grade: 'natural' });
  });

  it('is symmetric, and its factors add up to the score, for every pair in both systems', () => {
    for (const system of ['pythagorean', 'chaldean'] as const) {
      for (const a of people) {
        for (const b of people) {
          const ab = numerologyCompatibility(a, b, system);
          const ba = numerologyCompatibility(b, a, system);
          const label = `${a.name} / ${b.name} ${system}`;
          expect(ba.score, label).toBe(ab.score);
          expect(ba.verdict, label).toBe(ab.verdict);
          for (const id of ['lifePath', 'expression', 'soulUrge'] as const) {
            expect(ba.factors[id].grade, label).toBe(ab.factors[id].grade);
            expect(ba.factors[id].points, label).toBe(ab.factors[id].points);
            expect(ba.factors[id].numbers, label).toEqual([...ab.factors[id].numbers].reverse());
          }
          const { lifePath, expression, soulUrge } = ab.factors;
          expect(lifePath.points + expression.points + soulUrge.points, label).toBe(ab.score);
          expect(Number.isInteger(ab.score) && ab.score >= 20 && ab.score <= 100, label).toBe(true);
        }
      }
    }
  });

  it('weights add up to 100, and verdict bands start where the table says', () => {
    expect(Object.values(COMPATIBILITY_WEIGHTS).reduce((sum, weight) => sum + weight, 0)).toBe(100);
    expect([100, 80, 79, 60, 59, 40, 39, 20].map(compatibilityVerdict)).toEqual([
      'harmonious', 'harmonious', 'supportive', 'supportive', 'mixed', 'mixed', 'challenging', 'challenging',
    ]);
  });
});
