/**
 * Arithmetic of angles in degrees: the reductions every longitude, elongation and hour angle of the engine
 * goes through. Pure; no frame is implied (a tropical and a sidereal longitude reduce alike).
 */

/**
 * `degrees` reduced to [0, 360). A finite input gives a finite output; a negative input a hair below 0
 * (whose sum with 360 rounds to 360) gives 0, so the result is never 360.
 */
export function normalizeDegrees(degrees: number): number {
  const r = degrees % 360;
  if (r >= 0) return r === 0 ? 0 : r;
  const wrapped = r + 360;
  return wrapped === 360 ? 0 : wrapped;
}

/** `degrees` reduced to (−180, 180]: the signed shortest rotation from 0 to `degrees`. */
export function signedDegrees(degrees: number): number {
  const r = normalizeDegrees(degrees);
  return r > 180 ? r - 360 : r;
}

/** Angular distance between two longitudes `a` and `b` (degrees, any range), in degrees [0, 180]. */
export function separationDeg(a: number, b: number): number {
  return Math.abs(signedDegrees(a - b));
}
