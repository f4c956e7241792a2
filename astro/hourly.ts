/**
 * Functions of time kept at whole UT hours and read between them: the Sun's and the Moon's apparent places,
 * which the searches for rises, sets and the panchanga's boundaries ask for thousands of times a day, are
 * computed once an hour and interpolated by the four-point Lagrange formula over the hours either side. The
 * interpolation's error is far below what any search resolves (apparent-vectors.ts and positions.ts give the
 * measured figures).
 */
import { normalizeDegrees, signedDegrees } from './angles.ts';
import { type Instant, daysSinceJ2000 } from './time.ts';

/** Hours kept per function before its table is emptied: about seven years. */
const MAX_KEPT_HOURS = 65_536;

/** `compute` at whole UT hours since J2000 (hour 0 = 2000-01-01 12:00 UT), each computed once and kept. */
export function keptHourly<T>(compute: (hour: number) => T): (hour: number) => T {
  const kept = new Map<number, T>();
  return (hour) => {
    let value = kept.get(hour);
    if (value === undefined) {
      value = compute(hour);
      if (kept.size >= MAX_KEPT_HOURS) kept.clear();
      kept.set(hour, value);
    }
    return value;
  };
}

/**
 * The Lagrange weights of the hours −1, 0, 1 and 2 for a value at `s` hours (0 ≤ s < 1): the cubic through the
 * four, whose error over an hour is under 10⁻⁹ of a quantity varying with a period of a few hundred hours.
 */
export function cubicWeights(s: number): readonly [number, number, number, number] {
  return [(-s * (s - 1) * (s - 2)) / 6, ((s + 1) * (s - 1) * (s - 2)) / 2, (-(s + 1) * s * (s - 2)) / 2, ((s + 1) * s * (s - 1)) / 6];
}

/**
 * An angle of time (degrees, [0, 360)) kept at whole UT hours and read at an instant by the cubic through the
 * four hours around it, unwrapped across 0°. `compute` takes the hour's time in days since J2000.
 */
export function keptAngle(compute: (daysSinceJ2000: number) => number): (instant: Instant) => number {
  const atHour = keptHourly((hour) => compute(hour / 24));
  return (instant) => {
    const hours = daysSinceJ2000(instant) * 24;
    const hour = Math.floor(hours);
    const [w0, w1, w2, w3] = cubicWeights(hours - hour);
    const a = atHour(hour - 1);
    const b = a + signedDegrees(atHour(hour) - a);
    const c = b + signedDegrees(atHour(hour + 1) - b);
    const d = c + signedDegrees(atHour(hour + 2) - c);
    return normalizeDegrees(w0 * a + w1 * b + w2 * c + w3 * d);
  };
}
