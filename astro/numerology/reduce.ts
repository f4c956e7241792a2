/**
 * Digit reduction: the one arithmetic operation of Pythagorean numerology. A number is replaced by the sum of
 * its decimal digits until it is small enough.
 */

import { MASTER_NUMBERS } from '../../data/numerology.ts';
import type { Digit, MasterNumber } from '../../data/numerology.ts';

function assertPositiveInteger(n: number): void {
  if (!Number.isSafeInteger(n) || n < 1) {
    throw new RangeError(`digit reduction needs a positive safe integer, got ${n}`);
  }
}

function digitSum(n: number): number {
  let sum = 0;
  for (let rest = n; rest > 0; rest = Math.floor(rest / 10)) sum += rest % 10;
  return sum;
}

/** True for 11, 22 and 33. */
export function isMasterNumber(n: number): n is MasterNumber {
  return (MASTER_NUMBERS as readonly number[]).includes(n);
}

/**
 * Reduces `n` to a single digit by summing its decimal digits repeatedly (1987 → 25 → 7, 29 → 11 → 2).
 * The result equals the digital root 1 + (n − 1) mod 9.
 * @param n positive safe integer (1 ≤ n ≤ Number.MAX_SAFE_INTEGER).
 * @returns 1–9; n itself when n ≤ 9.
 * @throws RangeError when n is not a positive safe integer (0, negatives, fractions, NaN).
 */
export function reduceToDigit(n: number): Digit {
  assertPositiveInteger(n);
  let value = n;
  while (value > 9) value = digitSum(value);
  return value as Digit;
}

/**
 * Reduces `n` like {@link reduceToDigit} but stops as soon as the running value is a master number, so
 * 29 → 11 and 1993 → 22 stay as they are, while 1987 → 25 → 7. 44 and higher repdigits are not master
 * numbers here (44 → 8), following the three masters of spec rule 3.
 * @param n positive safe integer.
 * @returns 1–9, 11, 22 or 33.
 * @throws RangeError when n is not a positive safe integer.
 */
export function reduceKeepingMasters(n: number): Digit | MasterNumber {
  assertPositiveInteger(n);
  let value = n;
  while (value > 9 && !isMasterNumber(value)) value = digitSum(value);
  return value as Digit | MasterNumber;
}
