/**
 * Declination aspects: a parallel joins two bodies at the same declination on the same side of the celestial
 * equator, a contra-parallel two bodies at the same declination on opposite sides (|δ₁ − δ₂| or |δ₁ + δ₂|
 * within the orb). Declinations are on the true equator of date (`bodies.ts`). The orb is the request's,
 * 1° by default: the usual orb of parallels in modern practice; some schools allow up to 1.5°, hence a
 * parameter (docs/western.md).
 *
 * When both hold (two bodies within the orb of the equator), the nearer to exact is reported.
 */
import { unorderedPairs } from '../pairs.ts';

export const DECLINATION_ASPECT_TYPES = ['parallel', 'contra-parallel'] as const;
export type DeclinationAspectType = (typeof DECLINATION_ASPECT_TYPES)[number];

/** Default orb of the declination aspects, degrees. */
export const DEFAULT_DECLINATION_ORB_DEG = 1;

/** A body as the declination aspects see it. */
export interface DeclinationPoint {
  readonly id: string;
  /** Degrees, [−90, 90]. */
  readonly declination: number;
}

export interface DeclinationAspect {
  readonly from: string;
  readonly to: string;
  readonly type: DeclinationAspectType;
  /** Distance from exact, degrees. */
  readonly orb: number;
}

/** The declination aspect between two points within `orbDeg`, or null. */
export function declinationAspect(a: DeclinationPoint, b: DeclinationPoint, orbDeg: number): DeclinationAspect | null {
  const parallel = Math.abs(a.declination - b.declination);
  const contra = Math.abs(a.declination + b.declination);
  const [type, orb] = parallel <= contra ? (['parallel', parallel] as const) : (['contra-parallel', contra] as const);
  return orb <= orbDeg ? { from: a.id, to: b.id, type, orb } : null;
}

/** Declination aspects among one set of points (each pair once, in list order). */
export function declinationAspectsWithin(points: readonly DeclinationPoint[], orbDeg: number): DeclinationAspect[] {
  return unorderedPairs(points).flatMap(([a, b]) => declinationAspect(a, b, orbDeg) ?? []);
}

/** Declination aspects from each point of `from` to each of `to`. */
export function declinationAspectsBetween(from: readonly DeclinationPoint[], to: readonly DeclinationPoint[], orbDeg: number): DeclinationAspect[] {
  return from.flatMap((a) => to.flatMap((b) => declinationAspect(a, b, orbDeg) ?? []));
}
