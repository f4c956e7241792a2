/**
 * Positions at any instant of a stored day without the ephemeris: Lagrange interpolation through samples.
 *
 * Five samples spread over a day give a quartic. For the Moon, the fastest body, the error of a quartic over
 * ~24 h is set by the fifth derivative of its longitude (largest term: the evection, 1.27° with a 31.8-day
 * period, and the variation, 0.66° with 14.8 days): under 0.01″, far below the ephemeris's own 5″ floor.
 * `test/astro/interpolate.test.ts` measures it against direct computation.
 */
import { normalizeDegrees, signedDegrees } from './angles.ts';
import type { Instant } from './time.ts';

/** Sidereal longitudes (deg, [0, 360)) of the Sun and Moon at the listed instants (ms UT), in time order. */
export interface PositionSamples {
  readonly instants: readonly Instant[];
  readonly sun: readonly number[];
  readonly moon: readonly number[];
}

/** Unwraps a sequence of angles (deg) into a continuous one: each value within 180° of the previous. */
function unwrap(angles: readonly number[]): number[] {
  const out: number[] = [];
  for (const angle of angles) {
    const previous = out[out.length - 1];
    if (previous === undefined) out.push(angle);
    else out.push(previous + signedDegrees(angle - previous));
  }
  return out;
}

/** The Lagrange polynomial through (xs, ys) at `x`. */
export function lagrange(xs: readonly number[], ys: readonly number[], x: number): number {
  let sum = 0;
  for (let i = 0; i < xs.length; i++) {
    let term = ys[i]!;
    for (let j = 0; j < xs.length; j++) if (j !== i) term *= (x - xs[j]!) / (xs[i]! - xs[j]!);
    sum += term;
  }
  return sum;
}

/**
 * The angle (deg, [0, 360)) at `instant` from samples of a smoothly moving angle, interpolated through all of
 * them. Accurate inside the sampled span; extrapolation beyond it is not meant.
 */
export function interpolateAngle(instants: readonly Instant[], angles: readonly number[], instant: Instant): number {
  return normalizeDegrees(interpolateValue(instants, unwrap(angles), instant));
}

/** A smoothly varying quantity at `instant` from its samples (e.g. speed, distance), by the same polynomial. */
export function interpolateValue(instants: readonly Instant[], values: readonly number[], instant: Instant): number {
  const origin = instants[0]!;
  return lagrange(instants.map((t) => (t - origin) / 86_400_000), values, (instant - origin) / 86_400_000);
}
