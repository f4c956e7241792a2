/**
 * Where a sidereal longitude falls in the zodiac: sign, degree within the sign, nakshatra and pada.
 *
 * All four come from one integer, the pada index floor(λ · 108 / 360) (0–107), because the divisions nest:
 * a sign is 9 padas (30°), a nakshatra 4 padas (13°20′). Deriving them from the one index keeps them
 * consistent with each other at the boundaries, and with the ingress events of `events.ts`, which are
 * crossings of pada boundaries.
 */
import { SIGN_SPAN_DEG } from '../../data/signs.ts';

/** Padas in the zodiac (27 nakshatras × 4). */
export const PADAS_PER_CIRCLE = 108;
/** Padas in one sign (30° / 3°20′). */
export const PADAS_PER_SIGN = 9;
/** Padas in one nakshatra. */
export const PADAS_PER_NAKSHATRA = 4;
/** The largest double below 30 (30 − ulp(30)): keeps `degreeInSign` inside [0, 30) after rounding. */
const LAST_DEGREE_IN_SIGN = SIGN_SPAN_DEG - 2 ** -48;

/** A point of the sidereal zodiac. */
export interface ZodiacPlace {
  /** Sidereal sign, 1 = Aries (Mesha) … 12 = Pisces (Meena). */
  readonly sign: number;
  /** Degrees within the sign, [0, 30). */
  readonly degreeInSign: number;
  /** Nakshatra, 1 = Ashwini … 27 = Revati. */
  readonly nakshatra: number;
  /** Pada (quarter) of the nakshatra, 1–4. */
  readonly pada: number;
}

/**
 * The pada index of a sidereal longitude: 0 = Ashwini pada 1 (0°–3°20′) … 107 = Revati pada 4.
 * @param siderealDeg sidereal longitude in degrees, [0, 360)
 */
export function padaIndexAt(siderealDeg: number): number {
  return Math.min(PADAS_PER_CIRCLE - 1, Math.max(0, Math.floor((siderealDeg * PADAS_PER_CIRCLE) / 360)));
}

/** The place of a pada index (0–107) with the given sidereal longitude in degrees ([0, 360)). */
export function placeOfPadaIndex(padaIndex: number, siderealDeg: number): ZodiacPlace {
  const signIndex = Math.floor(padaIndex / PADAS_PER_SIGN);
  return {
    sign: signIndex + 1,
    degreeInSign: Math.min(Math.max(siderealDeg - signIndex * SIGN_SPAN_DEG, 0), LAST_DEGREE_IN_SIGN),
    nakshatra: Math.floor(padaIndex / PADAS_PER_NAKSHATRA) + 1,
    pada: (padaIndex % PADAS_PER_NAKSHATRA) + 1,
  };
}

/**
 * Sign, degree in sign, nakshatra and pada of a sidereal longitude.
 * @param siderealDeg sidereal longitude in degrees, [0, 360) (any ayanamsha)
 */
export function zodiacPlace(siderealDeg: number): ZodiacPlace {
  return placeOfPadaIndex(padaIndexAt(siderealDeg), siderealDeg);
}

/** Sidereal longitude (degrees) at which pada index `padaIndex` (0–107) begins: padaIndex · 3°20′. */
export function padaStartDeg(padaIndex: number): number {
  return (padaIndex * 360) / PADAS_PER_CIRCLE;
}
