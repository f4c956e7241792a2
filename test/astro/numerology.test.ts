import { describe, expect, it } from 'vitest';
import { grahaById } from '../../data/grahas.ts';
import { DIGITS, LIFE_CYCLE_THEMES, LIFE_PATHS, MASTER_NUMBERS } from '../../data/numerology.ts';
import type { Digit, LifePathNumber, LifePathProfile } from '../../data/numerology.ts';
import { VARAS } from '../../data/varas.ts';
import {
  InvalidDateError,
  ageInWholeYears,
  lifePath,
  lifePathCalculation,
} from '../../astro/numerology/life-path.ts';
import type { CalendarDate } from '../../astro/numerology/life-path.ts';
import { isMasterNumber, reduceKeepingMasters, reduceToDigit } from '../../astro/numerology/reduce.ts';
import { LIFE_PATH_1987_11_29 } from '../helpers/life-path-example.ts';

const LIFE_PATH_NUMBERS = [...DIGITS, ...MASTER_NUMBERS] as const satisfies readonly LifePathNumber[];

function date(iso: string): CalendarDate {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

/** Digital root by formula, an oracle independent of the loop in reduce.ts. */
function digitalRoot(n: number): number {
  return 1 + ((n - 1) % 9);
}

function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to throw');
}

describe('reduceToDigit', () => {
  it('leaves 1–9 unchanged', () => {
    for (const digit of DIGITS) expect(reduceToDigit(digit)).toBe(digit);
  });

  it('sums digits repeatedly until one digit is left', () => {
    expect(reduceToDigit(10)).toBe(1);
    expect(reduceToDigit(19)).toBe(1); // 19 → 10 → 1: two rounds
    expect(reduceToDigit(29)).toBe(2); // 29 → 11 → 2: 11 is not kept
    expect(reduceToDigit(1993)).toBe(4); // 1993 → 22 → 4: 22 is not kept
    expect(reduceToDigit(1987)).toBe(7); // 1987 → 25 → 7
    expect(reduceToDigit(9999)).toBe(9); // 9999 → 36 → 9
    expect(reduceToDigit(Number.MAX_SAFE_INTEGER)).toBe(digitalRoot(Number.MAX_SAFE_INTEGER));
  });

  it('equals the digital root 1 + (n − 1) mod 9 for every n up to 100 000', () => {
    for (let n = 1; n <= 100_000; n++) {
      if (reduceToDigit(n) !== digitalRoot(n)) expect.fail(`reduceToDigit(${n})`);
    }
  });

  it.each([0, -5, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])('rejects %s with a RangeError', (n) => {
    expect(() => reduceToDigit(n)).toThrow(RangeError);
  });
});

describe('reduceKeepingMasters', () => {
  it('keeps 11, 22 and 33 whether given or reached on the way', () => {
    expect(reduceKeepingMasters(11)).toBe(11);
    expect(reduceKeepingMasters(22)).toBe(22);
    expect(reduceKeepingMasters(33)).toBe(33);
    expect(reduceKeepingMasters(29)).toBe(11); // 2 + 9
    expect(reduceKeepingMasters(38)).toBe(11); // 3 + 8
    expect(reduceKeepingMasters(2009)).toBe(11); // 2 + 0 + 0 + 9
    expect(reduceKeepingMasters(1993)).toBe(22); // 1 + 9 + 9 + 3
    expect(reduceKeepingMasters(9969)).toBe(33); // 9 + 9 + 6 + 9
  });

  it('reduces everything else to one digit', () => {
    expect(reduceKeepingMasters(7)).toBe(7);
    expect(reduceKeepingMasters(10)).toBe(1);
    expect(reduceKeepingMasters(20)).toBe(2);
    expect(reduceKeepingMasters(44)).toBe(8); // only three master numbers
    expect(reduceKeepingMasters(101)).toBe(2); // digit sum 2, never passes through 11
    expect(reduceKeepingMasters(1987)).toBe(7); // 25 → 7
    expect(reduceKeepingMasters(9999)).toBe(9); // 36 → 9
  });

  it('returns only 1–9, 11, 22 or 33, and agrees with reduceToDigit once reduced further', () => {
    for (let n = 1; n <= 20_000; n++) {
      const kept = reduceKeepingMasters(n);
      if (!(kept <= 9 || isMasterNumber(kept)) || reduceToDigit(kept) !== reduceToDigit(n)) {
        expect.fail(`reduceKeepingMasters(${n}) = ${kept}`);
      }
    }
  });

  it('rejects 0 and negatives', () => {
    expect(() => reduceKeepingMasters(0)).toThrow(RangeError);
    expect(() => reduceKeepingMasters(-11)).toThrow(RangeError);
  });
});

describe('lifePathCalculation', () => {
  it('keeps the master number of the spec example 1987-11-29', () => {
    expect(lifePathCalculation(date('1987-11-29'))).toEqual(LIFE_PATH_1987_11_29);
  });

  it.each([
    // month 9; day 27 → 9; year 1993 → 22 → 4 (a part is reduced to one digit, never kept as 22);
    // 9+9+4 = 22, kept. Summing all eight digits at once would give 40 → 4 instead.
    ['1993-09-27', 9, 9, 4, 22, 22],
    // month 3; day 5; year 2001 → 3; 3+5+3 = 11, kept.
    ['2001-03-05', 3, 5, 3, 11, 11],
    // month 1; day 1; year 2000 → 2; 1+1+2 = 4.
    ['2000-01-01', 1, 1, 2, 4, 4],
    // month 7; day 20 → 2; year 1969 → 25 → 7; 7+2+7 = 16 → 7.
    ['1969-07-20', 7, 2, 7, 16, 7],
    // month 12 → 3; day 31 → 4; year 1990 → 19 → 10 → 1; 3+4+1 = 8.
    ['1990-12-31', 3, 4, 1, 8, 8],
    // month 9; day 9; year 1999 → 28 → 10 → 1; 9+9+1 = 19 → 10 → 1.
    ['1999-09-09', 9, 9, 1, 19, 1],
    // month 8; day 3; year 1999 → 1; 8+3+1 = 12 → 3.
    ['1999-08-03', 8, 3, 1, 12, 3],
    // month 4; day 5; year 1980 → 18 → 9; 4+5+9 = 18 → 9.
    ['1980-04-05', 4, 5, 9, 18, 9],
    // month 10 → 1; day 10 → 1; year 2010 → 3; 1+1+3 = 5.
    ['2010-10-10', 1, 1, 3, 5, 5],
    // month 9; day 18 → 9; year 2009 → 11 → 2 (not kept); 9+9+2 = 20 → 2 (20 is no master number).
    ['2009-09-18', 9, 9, 2, 20, 2],
  ])('%s: parts %i, %i, %i, sum %i, life path %i', (iso, monthReduced, dayReduced, yearReduced, sum, finalNumber) => {
    expect(lifePathCalculation(date(iso))).toMatchObject({ monthReduced, dayReduced, yearReduced, sum, finalNumber });
  });

  it('pads the echoed birth date to YYYY-MM-DD', () => {
    expect(lifePathCalculation({ year: 800, month: 3, day: 7 }).birthDate).toBe('0800-03-07');
  });

  it('gives only 1–9, 11 and 22 over every date of the twentieth century: 33 needs a sum of 33 > 9+9+9', () => {
    const seen = new Map<number, number>();
    let maxSum = 0;
    let dates = 0;
    for (let year = 1900; year <= 1999; year++) {
      for (let month = 1; month <= 12; month++) {
        const monthDays = new Date(Date.UTC(year, month, 0)).getUTCDate();
        for (let day = 1; day <= monthDays; day++) {
          const c = lifePathCalculation({ year, month, day });
          const sum = digitalRoot(month) + digitalRoot(day) + digitalRoot(year);
          const expected = sum === 11 || sum === 22 ? sum : digitalRoot(sum);
          if (c.sum !== sum || c.finalNumber !== expected) expect.fail(`${c.birthDate}: ${JSON.stringify(c)}`);
          seen.set(c.finalNumber, (seen.get(c.finalNumber) ?? 0) + 1);
          maxSum = Math.max(maxSum, c.sum);
          dates++;
        }
      }
    }
    expect(dates).toBe(36_524);
    expect(maxSum).toBe(27);
    expect([...seen.keys()].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 22]);
  });

  it.each(['2023-02-29', '1900-02-29', '2024-04-31', '2024-13-01', '2024-00-10', '0000-01-01'])(
    'rejects %s with INVALID_DATE',
    (iso) => {
      const error = thrownBy(() => lifePathCalculation(date(iso)));
      expect(error).toBeInstanceOf(InvalidDateError);
      expect(error).toMatchObject({ code: 'INVALID_DATE' });
    },
  );

  it('accepts 29 February of a leap year, 2000 included', () => {
    // month 2; day 29 → 11 → 2; year 2000 → 2; 2+2+2 = 6.
    expect(lifePathCalculation(date('2000-02-29')).finalNumber).toBe(6);
  });
});

describe('ageInWholeYears', () => {
  it('counts completed birthdays', () => {
    expect(ageInWholeYears(date('1987-11-29'), date('1987-11-29'))).toBe(0);
    expect(ageInWholeYears(date('1987-11-29'), date('2022-11-28'))).toBe(34);
    expect(ageInWholeYears(date('1987-11-29'), date('2022-11-29'))).toBe(35);
  });

  it('lets someone born on 29 February complete a year on 1 March of a common year', () => {
    expect(ageInWholeYears(date('2000-02-29'), date('2001-02-28'))).toBe(0);
    expect(ageInWholeYears(date('2000-02-29'), date('2001-03-01'))).toBe(1);
    expect(ageInWholeYears(date('2000-02-29'), date('2004-02-29'))).toBe(4);
  });

  it('rejects a date before the birth with INVALID_DATE naming the birth date', () => {
    const error = thrownBy(() => ageInWholeYears(date('1987-11-29'), date('1987-11-28')));
    expect(error).toBeInstanceOf(InvalidDateError);
    expect(error).toBeInstanceOf(RangeError);
    expect(error).toMatchObject({ code: 'INVALID_DATE', value: '1987-11-29' });
  });
});

describe('lifePath life cycles', () => {
  // 1987-11-29: life path 11, root 2, so the formative cycle ends at 36 − 2 = 34 and the productive at
  // 34 + 27 = 61. Rulers: month 2, day 2, year 7.
  const birth = date('1987-11-29');
  const cyclesOn = (iso: string) => lifePath(birth, date(iso)).lifeCycles;

  it('is in the formative cycle from birth to age 34', () => {
    for (const asOf of ['1987-11-29', '2022-11-28']) {
      expect(cyclesOn(asOf)).toEqual({
        currentCycle: {
          ageRange: '0-34',
          theme: 'Formative cycle of 2: Cooperation and sensitivity',
          focus: LIFE_CYCLE_THEMES[2].focus.formative,
        },
        nextCycle: {
          ageRange: '35-61',
          theme: 'Productive cycle of 2: Cooperation and sensitivity',
          focus: LIFE_CYCLE_THEMES[2].focus.productive,
        },
      });
    }
  });

  it('enters the productive cycle on the 35th birthday and leaves it on the 62nd', () => {
    for (const asOf of ['2022-11-29', '2049-11-28']) {
      expect(cyclesOn(asOf)).toEqual({
        currentCycle: {
          ageRange: '35-61',
          theme: 'Productive cycle of 2: Cooperation and sensitivity',
          focus: LIFE_CYCLE_THEMES[2].focus.productive,
        },
        nextCycle: {
          ageRange: '62+',
          theme: 'Harvest cycle of 7: Study, reflection and inner growth',
          focus: LIFE_CYCLE_THEMES[7].focus.harvest,
        },
      });
    }
  });

  it('describes the harvest cycle continuing as the next cycle once in the harvest', () => {
    for (const asOf of ['2049-11-29', '2087-01-01']) {
      expect(cyclesOn(asOf)).toEqual({
        currentCycle: {
          ageRange: '62+',
          theme: 'Harvest cycle of 7: Study, reflection and inner growth',
          focus: LIFE_CYCLE_THEMES[7].focus.harvest,
        },
        nextCycle: {
          ageRange: '62+',
          theme: 'Harvest cycle of 7, continued: Study, reflection and inner growth',
          focus: LIFE_CYCLE_THEMES[7].continuation,
        },
      });
    }
  });

  it.each([
    // life path 9 (1980-04-05): 36 − 9 = 27
    ['1980-04-05', ['0-27', '28-54', '55+']],
    // life path 1 (1999-09-09): 36 − 1 = 35
    ['1999-09-09', ['0-35', '36-62', '63+']],
    // life path 22 (1993-09-27): root 4, 36 − 4 = 32
    ['1993-09-27', ['0-32', '33-59', '60+']],
  ] as const)('places the boundaries of %s at %j', (iso, [formative, productive, harvest]) => {
    const born = date(iso);
    const rangeAt = (age: number) =>
      lifePath(born, { ...born, year: born.year + age }).lifeCycles.currentCycle.ageRange;
    const formativeLast = Number(formative.split('-')[1]);
    expect(rangeAt(0)).toBe(formative);
    expect(rangeAt(formativeLast)).toBe(formative);
    expect(rangeAt(formativeLast + 1)).toBe(productive);
    expect(rangeAt(formativeLast + 27)).toBe(productive);
    expect(rangeAt(formativeLast + 28)).toBe(harvest);
  });

  it('rejects an asOf date before the birth date', () => {
    expect(thrownBy(() => lifePath(birth, date('1987-11-28')))).toMatchObject({ code: 'INVALID_DATE' });
    expect(thrownBy(() => lifePath(birth, date('2023-02-29')))).toMatchObject({ code: 'INVALID_DATE' });
  });
});

describe('lifePath report', () => {
  const report = lifePath(date('1987-11-29'), date('2025-06-01'));

  it('reads the profile of its life path number into every field of the spec', () => {
    const profile = LIFE_PATHS[11];
    expect(report.lifePathNumber).toBe(11);
    expect(report.personality).toEqual(profile.personality);
    expect(report.lifePurpose).toEqual(profile.lifePurpose);
    expect(report.challenges).toEqual(profile.challenges);
    expect(report.compatibility.mostCompatible).toEqual([2, 4, 8]);
    expect(report.compatibility.leastCompatible).toEqual([1, 5, 7]);
    expect(Object.keys(report.compatibility.relationshipDynamics)).toEqual([
      'with2', 'with4', 'with8', 'with1', 'with5', 'with7',
    ]);
    expect(report.compatibility.relationshipDynamics.with8).toBe(profile.compatibility.mostCompatible[8]);
    expect(report.favorable).toEqual({ ...profile.favorable, numbers: [2, 11, 20, 29] });
    expect(report.unfavorable).toEqual(profile.unfavorable);
    expect(report.spiritualGrowth).toEqual(profile.spiritualGrowth);
  });

  it('hands out copies, so a caller editing a report cannot change the next one', () => {
    report.personality.coreTraits.push('edited');
    report.favorable.numbers.length = 0;
    const again = lifePath(date('1987-11-29'), date('2025-06-01'));
    expect(again.personality.coreTraits).toEqual(LIFE_PATHS[11].personality.coreTraits);
    expect(again.favorable.numbers).toEqual([2, 11, 20, 29]);
  });

  it.each([
    ['1999-09-09', [1, 10, 19, 28]],
    ['1980-04-05', [9, 18, 27]],
    ['1993-09-27', [4, 13, 22, 31]],
  ] as const)('lists as favourable numbers of %s the days of the month with its root: %j', (iso, numbers) => {
    expect(lifePath(date(iso), date('2030-01-01')).favorable.numbers).toEqual(numbers);
  });
});

describe('life path texts (data/numerology.ts)', () => {
  const profiles: [LifePathNumber, LifePathProfile][] = LIFE_PATH_NUMBERS.map((n) => [n, LIFE_PATHS[n]]);

  function proseOf(profile: LifePathProfile): string[] {
    const { personality, lifePurpose, challenges, compatibility, unfavorable, spiritualGrowth } = profile;
    return [
      ...personality.coreTraits,
      ...personality.strengths,
      ...personality.weaknesses,
      lifePurpose.primaryPurpose,
      ...lifePurpose.careerPath,
      ...lifePurpose.lifeLessons,
      challenges.earlyLife,
      challenges.midLife,
      challenges.lateLife,
      ...challenges.karmicLessons,
      ...Object.values(compatibility.mostCompatible),
      ...Object.values(compatibility.leastCompatible),
      ...unfavorable.situations,
      spiritualGrowth.currentLevel,
      ...spiritualGrowth.nextSteps,
      spiritualGrowth.affirmation,
    ];
  }

  const sentences = (text: string) =>
    text
      .split(/(?<=[.!?;:])\s+/)
      .map((sentence) => sentence.toLowerCase().replace(/[^a-z0-9' ]/g, '').trim())
      .filter((sentence) => sentence.length > 0);

  it('has a profile for each of 1–9, 11, 22 and 33 with every list filled', () => {
    expect(Object.keys(LIFE_PATHS).map(Number)).toEqual([...LIFE_PATH_NUMBERS]);
    for (const [, profile] of profiles) {
      for (const text of proseOf(profile)) expect(text.length).toBeGreaterThan(10);
      expect(profile.personality.coreTraits.length).toBeGreaterThanOrEqual(3);
      expect(profile.favorable.colors.length).toBeGreaterThan(0);
      expect(profile.favorable.days.length).toBeGreaterThan(0);
      expect(profile.favorable.gemstones.length).toBeGreaterThan(0);
      expect(profile.favorable.careers.length).toBeGreaterThan(0);
      expect(profile.unfavorable.colors.length).toBeGreaterThan(0);
    }
  });

  it('never repeats a sentence, neither between two numbers nor within one', () => {
    const owner = new Map<string, string>();
    const cycleTexts = DIGITS.map((digit) => {
      const { theme, focus, continuation } = LIFE_CYCLE_THEMES[digit];
      return [`cycle ${digit}`, [theme, ...Object.values(focus), continuation]] as const;
    });
    const sources = [...profiles.map(([n, profile]) => [`life path ${n}`, proseOf(profile)] as const), ...cycleTexts];
    for (const [source, texts] of sources) {
      for (const sentence of texts.flatMap(sentences)) {
        const first = owner.get(sentence);
        if (first !== undefined) expect.fail(`"${sentence}" appears in ${first} and in ${source}`);
        owner.set(sentence, source);
      }
    }
  });

  it('names careers that belong to one number only', () => {
    const careers = profiles.flatMap(([, profile]) => profile.favorable.careers.map((c) => c.toLowerCase()));
    expect(new Set(careers).size).toBe(careers.length);
  });

  it("takes the first gemstone and weekday from the number's planetary ruler", () => {
    // Rahu and Ketu rule no weekday; Cheiro gives 4 Saturday first and 7 Monday first.
    const nodeDays = { rahu: 'Saturday', ketu: 'Monday' } as const;
    for (const [, profile] of profiles) {
      const graha = grahaById(profile.ruler);
      expect(profile.favorable.gemstones[0]).toBe(graha.gemstone);
      const day = graha.weekday === null ? nodeDays[profile.ruler as keyof typeof nodeDays] : VARAS[graha.weekday].en;
      expect(profile.favorable.days[0]).toBe(day);
    }
  });

  describe('compatibility rule', () => {
    const family = (digit: Digit) => [[1, 5, 7], [2, 4, 8], [3, 6, 9]].find((f) => f.includes(digit)) ?? [];
    const listed = (texts: object) => Object.keys(texts).map(Number);

    it('lists as most compatible the digits of the own family, the number itself included', () => {
      for (const digit of DIGITS) expect(listed(LIFE_PATHS[digit].compatibility.mostCompatible)).toEqual(family(digit));
    });

    it('makes "least compatible" symmetric and disjoint from the family', () => {
      for (const a of DIGITS) {
        const least = listed(LIFE_PATHS[a].compatibility.leastCompatible);
        expect(least.some((b) => family(a).includes(b))).toBe(false);
        for (const b of least) expect(listed(LIFE_PATHS[b as Digit].compatibility.leastCompatible)).toContain(a);
      }
    });

    it('matches a master number through its root digit', () => {
      for (const master of MASTER_NUMBERS) {
        const root = LIFE_PATHS[reduceToDigit(master)].compatibility;
        const own = LIFE_PATHS[master].compatibility;
        expect(listed(own.mostCompatible)).toEqual(listed(root.mostCompatible));
        expect(listed(own.leastCompatible)).toEqual(listed(root.leastCompatible));
      }
    });
  });
});
