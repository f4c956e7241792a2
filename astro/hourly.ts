/**
 * Functions of time kept at whole UT hours and read between them: the Sun's and the Moon's apparent places,
 * which the searches for rises, sets and the panchanga's boundaries ask for thousands of times a day, are
 * computed once a node (every hour) and interpolated by the four-point Lagrange formula over the nodes either
 * side. The interpolation's error is far below what any search resolves (apparent-vectors.ts and positions.ts
 * give the measured figures).
 */
import { normalizeDegrees, signedDegrees } from './angles.ts';
import { type Instant, daysSinceJ2000 } from './time.ts';

/** Nodes kept per function before its table is emptied: about seven years of hours. */
const MAX_KEPT_NODES = 65_536;

/** `compute` at whole UT hours since J2000 (hour 0 = 2000-01-01 12:00 UT), each computed once and kept. */
export function keptHourly<T>(compute: (hour: number) => T): (hour: number) => T {
  const kept = new Map<number, T>();
  return (hour) => {
    let value = kept.get(hour);
    if (value === undefined) {
      value = compute(hour);
      if (kept.size >= MAX_KEPT_NODES) kept.clear();
      kept.set(hour, value);
    }
    return value;
  };
}

/**
 * The Lagrange weights of the nodes at −1, 0, 1 and 2 steps for a value at `s` steps (0 ≤ s < 1): the cubic
 * through the four nodes, whose error over a step is under 10⁻⁹ of a quantity varying with a period of a few
 * hundred steps.
 */
export function cubicWeights(s: number): readonly [number, number, number, number] {
  return [(-s * (s - 1) * (s - 2)) / 6, ((s + 1) * (s - 1) * (s - 2)) / 2, (-(s + 1) * s * (s - 2)) / 2, ((s + 1) * s * (s - 1)) / 6];
}

/**
 * An angle of time (degrees, [0, 360)) kept every `stepHours` UT hours and read at an instant by the cubic
 * through the four nodes around it, unwrapped across 0°. `compute` takes the node's time in days since J2000.
 */
export function keptAngle(stepHours: number, compute: (daysSinceJ2000: number) => number): (instant: Instant) => number {
  const atNode = keptHourly((node) => compute((node * stepHours) / 24));
  return (instant) => {
    const steps = (daysSinceJ2000(instant) * 24) / stepHours;
    const node = Math.floor(steps);
    const [w0, w1, w2, w3] = cubicWeights(steps - node);
    const a = atNode(node - 1);
    const b = a + signedDegrees(atNode(node) - a);
    const c = b + signedDegrees(atNode(node + 1) - b);
    const d = c + signedDegrees(atNode(node + 2) - c);
    return normalizeDegrees(w0 * a + w1 * b + w2 * c + w3 * d);
  };
}
