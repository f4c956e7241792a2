/**
 * Numerological compatibility of two people: their life path numbers and two of their name numbers
 * (expression and soul urge), each pair graded by the published chart in data/numerology-name.ts, and a
 * 0–100 score.
 *
 * Comparison: a master number is compared through its root digit (11 as 2, 22 as 4, 33 as 6), the rule
 * data/numerology.ts states for the life path lists; a Chaldean name number is already its root digit.
 *
 * Score: each factor has a weight, `COMPATIBILITY_WEIGHTS` (life path 50, expression 30, soul urge 20: this
 * product's choice, the birth date counting most as in the life path charts compatibility is usually read
 * from, the name's two numbers after it), and earns the share of its weight its grade gives
 * (`COMPATIBILITY_GRADES[grade].sharePercent`: 100, 80, 50 or 20 per cent). The weights and shares are chosen
 * so every factor's points are a whole number; the score is their sum, 20–100. A soul urge that one of the
 * names lacks (a name without a vowel) cannot be compared and counts as neutral. The verdict is the first of
 * `COMPATIBILITY_VERDICTS` whose `minScore` the score reaches.
 */

import { COMPATIBILITY_GRADES, COMPATIBILITY_VERDICTS, compatibilityGrade } from '../../data/numerology-name.ts';
import type { CompatibilityGrade, CompatibilityVerdict } from '../../data/numerology-name.ts';
import type { NumerologySystem } from '../../data/numerology-letters.ts';
import type { Digit } from '../../data/numerology.ts';
import { lifePathCalculation } from './life-path.ts';
import type { CalendarDate, LifePathCalculation } from './life-path.ts';
import { nameNumbers } from './name.ts';
import type { NameNumber, NameNumbers } from './name.ts';
import { reduceToDigit } from './reduce.ts';

/** Points each factor can earn at most; they add up to 100. This product's weighting. */
export const COMPATIBILITY_WEIGHTS = { lifePath: 50, expression: 30, soulUrge: 20 } as const;
export type CompatibilityFactorId = keyof typeof COMPATIBILITY_WEIGHTS;

/** One person as compatibility reads them. */
export interface NumerologyPerson {
  /** Full name in Latin letters, as {@link nameNumbers} reads it. */
  readonly name: string;
  /** Birth date, proleptic Gregorian, year 1–9999. */
  readonly birthDate: CalendarDate;
}

/** A person's numbers. */
export interface PersonNumbers {
  readonly lifePath: LifePathCalculation;
  readonly name: NameNumbers;
}

/** How one number of the two people compares. */
export interface CompatibilityFactor {
  /** The two numbers as computed (first person, second person): 1–9, 11, 22, 33; null for a missing soul urge. */
  readonly numbers: readonly [number | null, number | null];
  /** The root digits compared, 1–9; null when either number is missing. */
  readonly compared: readonly [Digit, Digit] | null;
  readonly grade: CompatibilityGrade;
  /** The factor's weight, its largest possible points. */
  readonly weight: number;
  /** Points earned: weight × the grade's share, a whole number 0–weight. */
  readonly points: number;
}

/** Two people's numerological compatibility. */
export interface NumerologyCompatibility {
  readonly system: NumerologySystem;
  readonly people: readonly [PersonNumbers, PersonNumbers];
  readonly factors: Readonly<Record<CompatibilityFactorId, CompatibilityFactor>>;
  /** Sum of the factors' points, 20–100. */
  readonly score: number;
  readonly verdict: CompatibilityVerdict;
}

function factor(weight: number, first: number | null, second: number | null): CompatibilityFactor {
  const compared = first !== null && second !== null ? ([reduceToDigit(first), reduceToDigit(second)] as const) : null;
  const grade = compared === null ? 'neutral' : compatibilityGrade(...compared);
  return {
    numbers: [first, second],
    compared,
    grade,
    weight,
    points: (weight * COMPATIBILITY_GRADES[grade].sharePercent) / 100,
  };
}

function numberOrNull(number: NameNumber | null): number | null {
  return number === null ? null : number.number;
}

/**
 * The verdict of a score: the first of `COMPATIBILITY_VERDICTS` (best first) whose `minScore` it reaches.
 * @param score 0–100.
 */
export function compatibilityVerdict(score: number): CompatibilityVerdict {
  const verdicts = Object.keys(COMPATIBILITY_VERDICTS) as CompatibilityVerdict[];
  return verdicts.find((id) => score >= COMPATIBILITY_VERDICTS[id].minScore) ?? 'challenging';
}

/**
 * Compares two people's life path, expression and soul urge numbers. Symmetric: swapping the people swaps
 * `people` and each factor's `numbers` and `compared`, and leaves grades, points, score and verdict unchanged.
 * @param first one person.
 * @param second the other.
 * @param system letter table for the name numbers; the life path does not depend on it.
 * @returns the factors, the score (the sum of their points, 20–100) and the verdict.
 * @throws InvalidDateError (code 'INVALID_DATE') when a birth date is not a calendar date.
 * @throws UnsupportedScriptError (code 'UNSUPPORTED_SCRIPT') or EmptyNameError (code 'EMPTY_NAME') for a name
 *   {@link nameNumbers} cannot read.
 */
export function numerologyCompatibility(
  first: NumerologyPerson,
  second: NumerologyPerson,
  system: NumerologySystem,
): NumerologyCompatibility {
  const [a, b] = [first, second].map(
    (person): PersonNumbers => ({
      lifePath: lifePathCalculation(person.birthDate),
      name: nameNumbers(person.name, system),
    }),
  ) as [PersonNumbers, PersonNumbers];
  const factors = {
    lifePath: factor(COMPATIBILITY_WEIGHTS.lifePath, a.lifePath.finalNumber, b.lifePath.finalNumber),
    expression: factor(COMPATIBILITY_WEIGHTS.expression, a.name.expression.number, b.name.expression.number),
    soulUrge: factor(COMPATIBILITY_WEIGHTS.soulUrge, numberOrNull(a.name.soulUrge), numberOrNull(b.name.soulUrge)),
  };
  const score = factors.lifePath.points + factors.expression.points + factors.soulUrge.points;
  return { system, people: [a, b], factors, score, verdict: compatibilityVerdict(score) };
}
