/**
 * Varsha pravesha and maasa pravesha: the instants the Sun returns to its natal SIDEREAL longitude (the year) or
 * to that longitude + 30° × (month − 1) (the Tajika month), solved by root finding.
 *
 * The Sun is the apparent Sun of positions.ts (or the geometric one, as the chart is asked for) less the TRUE
 * ayanamsha of the request at each instant, the same frame the birth chart's Sun is in, so the return is exact
 * in that frame: the ayanamsha's precession (about 50″ a year) is what makes the sidereal year (365.2564 days)
 * longer than the tropical one.
 */
import { type AyanamshaId, ayanamshaDegrees } from '../ayanamsha.ts';
import { normalizeDegrees } from '../angles.ts';
import { bodyLongitude, type PositionConvention } from '../positions.ts';
import { findAngleCrossing } from '../search.ts';
import { type Instant, MS_PER_DAY } from '../time.ts';

/** Mean sidereal year, days (IERS Conventions 2010 value 365.256363004 d; J2000). Used only to bracket the search. */
export const SIDEREAL_YEAR_DAYS = 365.256363004;

/** Precision of the returns, ms. */
const RETURN_TOLERANCE_MS = 1;

/** Half-width of the bracket around the mean-motion estimate, days (the Sun's longitude runs up to 2.5 days off uniform). */
const BRACKET_DAYS = 4;

/** Sidereal longitude of the Sun at `instant`, degrees [0, 360), with the true ayanamsha `ayanamshaId`. */
export function siderealSunLongitude(instant: Instant, ayanamshaId: AyanamshaId, positions: PositionConvention = 'apparent'): number {
  return normalizeDegrees(bodyLongitude('sun', instant, positions) - ayanamshaDegrees(ayanamshaId, instant, { true: true }));
}

/**
 * The instant (ms UT) the sidereal Sun reaches `targetDeg` near `estimate`: searched within ±4 days of the
 * estimate (the Sun moves about 1° a day, so the crossing there is unique), solved to 1 ms.
 */
export function sunReturnNear(targetDeg: number, estimate: Instant, ayanamshaId: AyanamshaId, positions: PositionConvention = 'apparent'): Instant {
  const found = findAngleCrossing(
    (t) => siderealSunLongitude(t, ayanamshaId, positions),
    targetDeg,
    estimate - BRACKET_DAYS * MS_PER_DAY,
    estimate + BRACKET_DAYS * MS_PER_DAY,
    RETURN_TOLERANCE_MS,
  );
  if (found === null) throw new Error(`No solar return to ${targetDeg}° within ${BRACKET_DAYS} days of ${new Date(estimate).toISOString()}`);
  return found;
}

/** What the returns of one birth are computed from. */
export interface ReturnBasis {
  /** Birth instant, ms UT. */
  readonly birthInstant: Instant;
  /** The natal Sun's sidereal longitude, degrees, in the frame of `ayanamshaId` and `positions`. */
  readonly natalSunDeg: number;
  readonly ayanamshaId: AyanamshaId;
  readonly positions?: PositionConvention;
}

/**
 * Varsha pravesha of the year after `completedYears` (0 = the birth itself): the Sun's return to its natal
 * sidereal longitude near birth + completedYears sidereal years.
 */
export function varshaPravesha(basis: ReturnBasis, completedYears: number): Instant {
  if (completedYears === 0) return basis.birthInstant;
  const estimate = basis.birthInstant + completedYears * SIDEREAL_YEAR_DAYS * MS_PER_DAY;
  return sunReturnNear(basis.natalSunDeg, estimate, basis.ayanamshaId, basis.positions);
}

/**
 * Maasa pravesha: the start of Tajika month `month` (1–12) of the year after `completedYears`, when the sidereal
 * Sun reaches the natal longitude + 30° × (month − 1). Month 1 starts at the varsha pravesha.
 */
export function maasaPravesha(basis: ReturnBasis, completedYears: number, month: number): Instant {
  const year = varshaPravesha(basis, completedYears);
  if (month === 1) return year;
  const target = normalizeDegrees(basis.natalSunDeg + 30 * (month - 1));
  const estimate = year + ((month - 1) / 12) * SIDEREAL_YEAR_DAYS * MS_PER_DAY;
  return sunReturnNear(target, estimate, basis.ayanamshaId, basis.positions);
}
