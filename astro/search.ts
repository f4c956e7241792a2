/**
 * The one root finder behind every boundary the service reports: tithi, nakshatra, yoga and karana ends,
 * sign ingresses, stations. Boundaries are solved, never extrapolated from speeds.
 *
 * All times are `Instant`s (ms, UT). Angles are degrees; a crossing of `target` by an angle function f is a
 * zero of the WRAPPED difference g(t) = signedDegrees(f(t) − target), which is continuous wherever f is
 * within 180° of the target, so the 360° wrap never produces a false root: a sign change of g only counts
 * when both ends are within 90° of the target.
 *
 * The scalar solver is Brent's method (R. P. Brent, Algorithms for Minimization without Derivatives, 1973,
 * ch. 4: inverse quadratic interpolation and secant steps, falling back to bisection), which needs about
 * six evaluations for the smooth functions of celestial motion and never leaves its bracket.
 */
import { normalizeDegrees, signedDegrees } from './angles.ts';
import { type Instant, MS_PER_DAY } from './time.ts';

/** Default precision of every search, in milliseconds (the brief for boundaries is better than 0.1 s). */
export const DEFAULT_TOLERANCE_MS = 10;

/** Largest |wrapped difference| (degrees) at which a sign change is taken as a crossing, not the wrap. */
const MAX_BRACKET_DIFFERENCE_DEG = 90;

/**
 * A zero of `g` in [a, b] by Brent's method, to within `toleranceMs`. `g(a)` and `g(b)` must have opposite
 * signs (or one be zero); otherwise returns null. Pass known end values to save two evaluations.
 */
export function findRoot(
  g: (t: Instant) => number,
  a: Instant,
  b: Instant,
  toleranceMs: number = DEFAULT_TOLERANCE_MS,
  known?: { readonly ga: number; readonly gb: number },
): Instant | null {
  let fa = known?.ga ?? g(a);
  let fb = known?.gb ?? g(b);
  if (fa === 0) return a;
  if (fb === 0) return b;
  if (fa > 0 === fb > 0) return null;
  let c = a;
  let fc = fa;
  let d = b - a;
  let e = d;
  for (let iteration = 0; iteration < 100; iteration++) {
    if (fb > 0 === fc > 0) {
      c = a;
      fc = fa;
      d = b - a;
      e = d;
    }
    if (Math.abs(fc) < Math.abs(fb)) {
      a = b;
      b = c;
      c = a;
      fa = fb;
      fb = fc;
      fc = fa;
    }
    const tolerance = 2 * Number.EPSILON * Math.abs(b) + 0.5 * toleranceMs;
    const half = 0.5 * (c - b);
    if (Math.abs(half) <= tolerance || fb === 0) return b;
    if (Math.abs(e) >= tolerance && Math.abs(fa) > Math.abs(fb)) {
      const s = fb / fa;
      let p: number;
      let q: number;
      if (a === c) {
        p = 2 * half * s;
        q = 1 - s;
      } else {
        const qa = fa / fc;
        const r = fb / fc;
        p = s * (2 * half * qa * (qa - r) - (b - a) * (r - 1));
        q = (qa - 1) * (r - 1) * (s - 1);
      }
      if (p > 0) q = -q;
      else p = -p;
      if (2 * p < Math.min(3 * half * q - Math.abs(tolerance * q), Math.abs(e * q))) {
        e = d;
        d = p / q;
      } else {
        d = half;
        e = d;
      }
    } else {
      d = half;
      e = d;
    }
    a = b;
    fa = fb;
    b += Math.abs(d) > tolerance ? d : half > 0 ? tolerance : -tolerance;
    fb = g(b);
  }
  return b;
}

/** g(t) = f(t) − target wrapped to (−180, 180]. */
function wrappedDifference(f: (t: Instant) => number, targetDeg: number): (t: Instant) => number {
  return (t) => signedDegrees(f(t) - targetDeg);
}

/** True when wrapped differences ga, gb bracket a genuine crossing (sign change near the target). */
function bracketsCrossing(ga: number, gb: number): boolean {
  return (
    (ga <= 0) !== (gb <= 0) &&
    Math.abs(ga) < MAX_BRACKET_DIFFERENCE_DEG &&
    Math.abs(gb) < MAX_BRACKET_DIFFERENCE_DEG
  );
}

/**
 * The instant in [a, b] at which the angle `f` (degrees) equals `targetDeg`, or null when the wrapped
 * difference does not change sign across the bracket (or changes sign only at the wrap, 180° away).
 */
export function findAngleCrossing(
  f: (t: Instant) => number,
  targetDeg: number,
  a: Instant,
  b: Instant,
  toleranceMs: number = DEFAULT_TOLERANCE_MS,
): Instant | null {
  const g = wrappedDifference(f, targetDeg);
  const ga = g(a);
  const gb = g(b);
  if (!bracketsCrossing(ga, gb) && ga !== 0 && gb !== 0) return null;
  return findRoot(g, a, b, toleranceMs, { ga, gb });
}

/** Which crossings a scan accepts: f rising through the target, falling through it, or either. */
export type CrossingDirection = 'rising' | 'falling' | 'either';

/** Options of the scanning searches. */
export interface ScanOptions {
  /**
   * Sampling step in ms. Must be short enough that the function cannot cross the target twice, or (for
   * angles) move 90°, within one step: e.g. 1 day for planetary sign ingresses and stations.
   */
  readonly stepMs: number;
  /** How far to search, in ms: positive searches forward from `start`, negative backward. */
  readonly limitMs: number;
  readonly toleranceMs?: number;
}

/**
 * The first instant after `start` (or, with a negative `limitMs`, the last instant before it) within the
 * limit at which the angle `f` crosses `targetDeg` in the given direction; null when there is none.
 * Suited to angles that may move backwards (retrograde planets).
 */
export function searchAngleCrossing(
  f: (t: Instant) => number,
  targetDeg: number,
  start: Instant,
  options: ScanOptions & { readonly direction?: CrossingDirection },
): Instant | null {
  const g = wrappedDifference(f, targetDeg);
  const direction = options.direction ?? 'either';
  return scan(g, start, options, (ga, gb) => {
    if (!bracketsCrossing(ga, gb)) return false;
    return direction === 'either' || (direction === 'rising') === gb > ga;
  });
}

/**
 * The first instant after `start` (or last before it, with a negative limit) at which the scalar `g`
 * changes sign; null when there is none. Stations are the sign changes of a planet's speed in longitude.
 */
export function searchSignChange(g: (t: Instant) => number, start: Instant, options: ScanOptions): Instant | null {
  return scan(g, start, options, (ga, gb) => (ga <= 0) !== (gb <= 0));
}

function scan(
  g: (t: Instant) => number,
  start: Instant,
  options: ScanOptions,
  accepts: (ga: number, gb: number) => boolean,
): Instant | null {
  const { stepMs, limitMs } = options;
  if (!(stepMs > 0)) throw new RangeError(`stepMs must be positive, got ${stepMs}`);
  const sign = limitMs < 0 ? -1 : 1;
  const end = start + limitMs;
  let t = start;
  let gt = g(t);
  while (sign * (end - t) > 0) {
    const next = sign > 0 ? Math.min(t + stepMs, end) : Math.max(t - stepMs, end);
    const gNext = g(next);
    const [a, b, ga, gb] = sign > 0 ? [t, next, gt, gNext] : [next, t, gNext, gt];
    if (accepts(ga, gb)) return findRoot(g, a, b, options.toleranceMs, { ga, gb });
    t = next;
    gt = gNext;
  }
  return null;
}

/** A boundary reached by an increasing angle. */
export interface AngleBoundary {
  /** When the angle reaches the boundary. */
  readonly instant: Instant;
  /** The boundary, k·step reduced to [0, 360). */
  readonly boundaryDeg: number;
  /** k mod (360/step): which boundary, 0-based (0 = 0°, 1 = step, …). */
  readonly index: number;
}

/** Options of `findStepBoundary`. */
export interface StepBoundaryOptions {
  /** 'next': first boundary strictly after `start`; 'previous': last boundary at or before `start`. */
  readonly direction: 'next' | 'previous';
  /**
   * A lower bound of the angle's rate in degrees per day, used to bracket the search (e.g. 10 for the
   * Moon–Sun elongation, 11.5 for the Moon, 0.95 for the Sun). Too low only costs time; too high is
   * corrected by widening the bracket.
   */
  readonly minRateDegPerDay: number;
  readonly toleranceMs?: number;
}

/**
 * Next or previous instant at which an INCREASING angle `f` (degrees; e.g. Moon − Sun elongation, the
 * Moon's sidereal longitude, Sun + Moon) reaches a multiple of `stepDeg` (12° tithi, 13°20′ nakshatra and
 * yoga, 6° karana, 30° sign). `stepDeg` must divide 360 and be less than 90. 'next' skips a boundary the
 * angle would reach within `toleranceMs` of `start` (it counts as already reached), so chaining
 * `findStepBoundary(f, step, previous.instant, …)` walks the boundaries one by one.
 */
export function findStepBoundary(
  f: (t: Instant) => number,
  stepDeg: number,
  start: Instant,
  options: StepBoundaryOptions,
): AngleBoundary {
  const count = Math.round(360 / stepDeg);
  const toleranceMs = options.toleranceMs ?? DEFAULT_TOLERANCE_MS;
  const value = normalizeDegrees(f(start));
  const position = value / stepDeg;
  const forward = options.direction === 'next';
  let k = forward ? Math.floor(position) + 1 : Math.floor(position);
  // A boundary the angle reaches within the tolerance counts as reached at `start`, so that a search
  // started from a solved boundary finds the following one rather than the same one again.
  if (forward && ((k * stepDeg - value) / options.minRateDegPerDay) * MS_PER_DAY <= toleranceMs) k += 1;
  const boundaryDeg = normalizeDegrees(k * stepDeg);
  const index = ((k % count) + count) % count;
  const distanceDeg = forward ? k * stepDeg - value : value - k * stepDeg;
  if (distanceDeg === 0) return { instant: start, boundaryDeg, index };
  const g = wrappedDifference(f, boundaryDeg);
  const spanMs = (distanceDeg / options.minRateDegPerDay) * MS_PER_DAY * 1.05 + 60_000;
  let near = start;
  let gNear = forward ? -distanceDeg : distanceDeg;
  for (let widening = 0; widening < 16; widening++) {
    const far = forward ? near + spanMs : near - spanMs;
    const gFar = g(far);
    if (bracketsCrossing(gNear, gFar) || gFar === 0) {
      const [a, b, ga, gb] = forward ? [near, far, gNear, gFar] : [far, near, gFar, gNear];
      const instant = findRoot(g, a, b, toleranceMs, { ga, gb });
      if (instant !== null) return { instant, boundaryDeg, index };
    }
    near = far;
    gNear = gFar;
  }
  throw new Error(`No ${options.direction} ${stepDeg}° boundary within 16 brackets of ${start}: is f increasing?`);
}
