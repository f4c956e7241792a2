/**
 * Life path number of Pythagorean numerology, with its reading and the life cycle a person is in.
 */

import { DIGITS, LIFE_CYCLE_STAGES, LIFE_CYCLE_THEMES, LIFE_PATHS } from '../../data/numerology.ts';
import type { Digit, LifeCycleStage, LifePathNumber, PairingTexts } from '../../data/numerology.ts';
import { InvalidDateError } from '../errors.ts';
import { daysInMonth } from '../time.ts';
import { reduceKeepingMasters, reduceToDigit } from './reduce.ts';

/**
 * Thrown for a date that is not a calendar date (`value`: the raw `year-month-day` fields) or an `asOf` date
 * before the birth date (`value`: the birth date, `YYYY-MM-DD`).
 */
export { InvalidDateError };

/** A date of the proleptic Gregorian calendar, year 1–9999, month 1–12, day 1–31 as the month allows. */
export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** How the life path number was reached, field by field as the spec's `calculation` object. */
export interface LifePathCalculation {
  /** Birth date as `YYYY-MM-DD`. */
  birthDate: string;
  /** Birth month as given, 1–12. */
  month: number;
  /** Birth day of the month as given, 1–31. */
  day: number;
  /** Birth year as given, 1–9999. */
  year: number;
  /** Month reduced to a single digit, 1–9 (spec rule 1: no master number is kept for a part). */
  monthReduced: Digit;
  /** Day reduced to a single digit, 1–9 (29 → 11 → 2). */
  dayReduced: Digit;
  /** Year reduced to a single digit, 1–9 (1993 → 22 → 4). */
  yearReduced: Digit;
  /** monthReduced + dayReduced + yearReduced, 3–27. */
  sum: number;
  /** The sum reduced keeping 11 and 22 (spec rule 3): 1–9, 11 or 22; 33 would need a sum of 33 > 27. */
  finalNumber: LifePathNumber;
}

export interface LifeCyclePeriod {
  /** Ages in whole years: "0-27", "28-54", or "55+" for the open-ended last cycle. */
  ageRange: string;
  theme: string;
  focus: string;
}

/** The life path number response of the interface spec. Arrays are fresh copies the caller may keep. */
export interface LifePathReport {
  lifePathNumber: LifePathNumber;
  calculation: LifePathCalculation;
  personality: { coreTraits: string[]; strengths: string[]; weaknesses: string[] };
  lifePurpose: { primaryPurpose: string; careerPath: string[]; lifeLessons: string[] };
  challenges: { earlyLife: string; midLife: string; lateLife: string; karmicLessons: string[] };
  compatibility: {
    /** Partner life path digits, ascending; see the rule in data/numerology.ts. */
    mostCompatible: number[];
    leastCompatible: number[];
    /** One text per number of both lists, keyed `with<N>`. */
    relationshipDynamics: Record<`with${number}`, string>;
  };
  favorable: { colors: string[]; days: string[]; gemstones: string[]; careers: string[]; numbers: number[] };
  unfavorable: { colors: string[]; situations: string[] };
  lifeCycles: { currentCycle: LifeCyclePeriod; nextCycle: LifeCyclePeriod };
  spiritualGrowth: { currentLevel: string; nextSteps: string[]; affirmation: string };
}

/**
 * The first life cycle ends at age 36 minus the life path reduced to one digit: the end of the first
 * pinnacle in the Pythagorean pinnacle method (Hans Decoz, "Numerology: Key to Your Inner Self", 1994).
 */
export const FIRST_CYCLE_END_BASE_AGE = 36;
/** The second life cycle lasts 27 years, three rounds of the nine-year personal-year cycle. */
export const SECOND_CYCLE_YEARS = 27;

const DAYS_OF_MONTH = Array.from({ length: 31 }, (_, index) => index + 1);

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

function formatDate(date: CalendarDate): string {
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

function assertCalendarDate(date: CalendarDate, label: string): void {
  const { year, month, day } = date;
  const valid =
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    year >= 1 &&
    year <= 9999 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month);
  if (!valid) {
    const fields = `${year}-${month}-${day}`;
    throw new InvalidDateError(fields, 'not a calendar date', `${label} ${fields} is not a calendar date`);
  }
}

/**
 * Computes the life path number by the spec's rules: month, day and year are each reduced to one digit
 * (1987-11-29: 11 → 2, 29 → 11 → 2, 1987 → 25 → 7), the three are added (11), and the sum is reduced keeping
 * the master numbers 11, 22 and 33 (11).
 * @param birth birth date, proleptic Gregorian, year 1–9999.
 * @returns the calculation; `finalNumber` is 1–9, 11 or 22.
 * @throws InvalidDateError (code 'INVALID_DATE') when `birth` is not a calendar date.
 */
export function lifePathCalculation(birth: CalendarDate): LifePathCalculation {
  assertCalendarDate(birth, 'birth date');
  const monthReduced = reduceToDigit(birth.month);
  const dayReduced = reduceToDigit(birth.day);
  const yearReduced = reduceToDigit(birth.year);
  const sum = monthReduced + dayReduced + yearReduced;
  return {
    birthDate: formatDate(birth),
    month: birth.month,
    day: birth.day,
    year: birth.year,
    monthReduced,
    dayReduced,
    yearReduced,
    sum,
    finalNumber: reduceKeepingMasters(sum),
  };
}

/**
 * Age in whole years on `asOf`: completed birthdays. Someone born on 29 February completes a year on
 * 1 March in common years.
 * @param birth birth date, a valid calendar date.
 * @param asOf the day the age is wanted for, a valid calendar date on or after `birth`.
 * @returns age ≥ 0.
 * @throws InvalidDateError (code 'INVALID_DATE', value = the birth date) when `asOf` is before `birth`.
 */
export function ageInWholeYears(birth: CalendarDate, asOf: CalendarDate): number {
  const beforeBirthday = asOf.month < birth.month || (asOf.month === birth.month && asOf.day < birth.day);
  const age = asOf.year - birth.year - (beforeBirthday ? 1 : 0);
  if (age < 0) {
    const reason = `after ${formatDate(asOf)}, the date the age is taken on`;
    throw new InvalidDateError(formatDate(birth), reason, `birth date ${formatDate(birth)} is ${reason}`);
  }
  return age;
}

interface CycleSpan {
  stage: LifeCycleStage;
  ruler: Digit;
  firstAge: number;
  /** Last age in the cycle, inclusive; null for the harvest cycle, which lasts for the rest of life. */
  lastAge: number | null;
}

/**
 * The three life cycles. The formative cycle is ruled by the reduced birth month, the productive by the
 * reduced birth day, the harvest by the reduced birth year (the period cycles of Juno Jordan, "Numerology:
 * The Romance in Your Name", 1965). The formative cycle covers ages 0 to E inclusive, E = 36 − (life path
 * reduced to one digit), so 27 for a 9 and 34 for an 11; the productive cycle the next 27 years, E + 1 to
 * E + 27; the harvest cycle E + 28 onward. Reading "ends at age E" as "E is its last whole year of age" is
 * this service's convention.
 */
function cycleSpans(calculation: LifePathCalculation) {
  const formativeLastAge = FIRST_CYCLE_END_BASE_AGE - reduceToDigit(calculation.finalNumber);
  const productiveLastAge = formativeLastAge + SECOND_CYCLE_YEARS;
  return {
    formative: { stage: 'formative', ruler: calculation.monthReduced, firstAge: 0, lastAge: formativeLastAge },
    productive: {
      stage: 'productive',
      ruler: calculation.dayReduced,
      firstAge: formativeLastAge + 1,
      lastAge: productiveLastAge,
    },
    harvest: { stage: 'harvest', ruler: calculation.yearReduced, firstAge: productiveLastAge + 1, lastAge: null },
  } satisfies Record<LifeCycleStage, CycleSpan>;
}

function cyclePeriod(span: CycleSpan): LifeCyclePeriod {
  const { theme, focus } = LIFE_CYCLE_THEMES[span.ruler];
  return {
    ageRange: span.lastAge === null ? `${span.firstAge}+` : `${span.firstAge}-${span.lastAge}`,
    theme: `${LIFE_CYCLE_STAGES[span.stage].name} of ${span.ruler}: ${theme}`,
    focus: focus[span.stage],
  };
}

/** The harvest cycle going on: same age range, theme marked "continued", the digit's continuation text. */
function harvestContinued(harvest: CycleSpan): LifeCyclePeriod {
  const { theme, continuation } = LIFE_CYCLE_THEMES[harvest.ruler];
  return {
    ageRange: `${harvest.firstAge}+`,
    theme: `${LIFE_CYCLE_STAGES.harvest.name} of ${harvest.ruler}, continued: ${theme}`,
    focus: continuation,
  };
}

/**
 * The life cycle containing `ageYears` and the one after it. The harvest cycle has no successor, so in it
 * `nextCycle` describes the harvest cycle continuing (the spec's type allows no null).
 */
function lifeCyclesAt(
  calculation: LifePathCalculation,
  ageYears: number,
): { currentCycle: LifeCyclePeriod; nextCycle: LifeCyclePeriod } {
  const { formative, productive, harvest } = cycleSpans(calculation);
  if (ageYears <= formative.lastAge) {
    return { currentCycle: cyclePeriod(formative), nextCycle: cyclePeriod(productive) };
  }
  if (ageYears <= productive.lastAge) {
    return { currentCycle: cyclePeriod(productive), nextCycle: cyclePeriod(harvest) };
  }
  return { currentCycle: cyclePeriod(harvest), nextCycle: harvestContinued(harvest) };
}

function partnerDigits(pairings: PairingTexts): number[] {
  return DIGITS.filter((digit) => pairings[digit] !== undefined);
}

function relationshipDynamics(...pairingLists: PairingTexts[]): Record<`with${number}`, string> {
  const dynamics: Record<`with${number}`, string> = {};
  for (const pairings of pairingLists) {
    for (const digit of DIGITS) {
      const text = pairings[digit];
      if (text !== undefined) dynamics[`with${digit}`] = text;
    }
  }
  return dynamics;
}

/**
 * Favourable numbers: the days of the month (1–31) whose digits reduce to the life path's root digit, and the
 * life path number itself when it is no day of the month (33). Life path 1 → 1, 10, 19, 28; 11 → 2, 11, 20, 29.
 */
function favorableNumbers(lifePathNumber: LifePathNumber): number[] {
  const root = reduceToDigit(lifePathNumber);
  const days = DAYS_OF_MONTH.filter((day) => reduceToDigit(day) === root);
  return days.includes(lifePathNumber) ? days : [...days, lifePathNumber];
}

/**
 * The complete life path number response of the interface spec.
 * @param birth birth date, proleptic Gregorian, year 1–9999.
 * @param asOf the day whose age selects `lifeCycles.currentCycle` (normally today in the caller's time zone);
 *   on or after `birth`.
 * @returns the report; `lifePathNumber` is 1–9, 11 or 22 (see {@link LifePathCalculation.finalNumber}).
 * @throws InvalidDateError (code 'INVALID_DATE') when either date is not a calendar date or `asOf` is before
 *   `birth`.
 */
export function lifePath(birth: CalendarDate, asOf: CalendarDate): LifePathReport {
  const calculation = lifePathCalculation(birth);
  assertCalendarDate(asOf, 'date');
  const ageYears = ageInWholeYears(birth, asOf);
  const lifePathNumber = calculation.finalNumber;
  const profile = LIFE_PATHS[lifePathNumber];
  const { personality, lifePurpose, challenges, compatibility, favorable, unfavorable, spiritualGrowth } = profile;

  return {
    lifePathNumber,
    calculation,
    personality: {
      coreTraits: [...personality.coreTraits],
      strengths: [...personality.strengths],
      weaknesses: [...personality.weaknesses],
    },
    lifePurpose: {
      primaryPurpose: lifePurpose.primaryPurpose,
      careerPath: [...lifePurpose.careerPath],
      lifeLessons: [...lifePurpose.lifeLessons],
    },
    challenges: {
      earlyLife: challenges.earlyLife,
      midLife: challenges.midLife,
      lateLife: challenges.lateLife,
      karmicLessons: [...challenges.karmicLessons],
    },
    compatibility: {
      mostCompatible: partnerDigits(compatibility.mostCompatible),
      leastCompatible: partnerDigits(compatibility.leastCompatible),
      relationshipDynamics: relationshipDynamics(compatibility.mostCompatible, compatibility.leastCompatible),
    },
    favorable: {
      colors: [...favorable.colors],
      days: [...favorable.days],
      gemstones: [...favorable.gemstones],
      careers: [...favorable.careers],
      numbers: favorableNumbers(lifePathNumber),
    },
    unfavorable: {
      colors: [...unfavorable.colors],
      situations: [...unfavorable.situations],
    },
    lifeCycles: lifeCyclesAt(calculation, ageYears),
    spiritualGrowth: {
      currentLevel: spiritualGrowth.currentLevel,
      nextSteps: [...spiritualGrowth.nextSteps],
      affirmation: spiritualGrowth.affirmation,
    },
  };
}
