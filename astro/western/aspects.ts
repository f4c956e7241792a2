/**
 * Aspects between chart points: which of the chosen aspects (data/western-aspects.ts) two ecliptic longitudes
 * form within its orb, how far from exact, and whether the aspect is applying or separating.
 *
 * Definitions:
 * - separation s = the shorter angular distance between the two longitudes, [0°, 180°];
 * - an aspect of angle θ holds when |s − θ| ≤ its orb; when orbs overlap (only with orbs wider than the
 *   defaults), the aspect nearest to exact is taken;
 * - applying: the separation is moving towards θ, i.e. (s − θ)·ds/dt < 0, with ds/dt from the two speeds in
 *   longitude: ds/dt = sign(λ₁ − λ₂)·(v₁ − v₂) (λ₁ − λ₂ wrapped to (−180°, 180°]). A point without a speed (an
 *   angle, a composite midpoint) leaves it undetermined (null); so does an exact aspect (s = θ).
 */
import { signedDegrees } from '../angles.ts';
import { unorderedPairs } from '../pairs.ts';
import { DEFAULT_ASPECT_ORBS, MAJOR_ASPECT_IDS, WESTERN_ASPECTS, type WesternAspectId } from '../../data/western-aspects.ts';

export type { WesternAspectId };

/** A point of a chart as aspects see it. */
export interface AspectPoint {
  readonly id: string;
  /** Tropical ecliptic longitude, degrees [0, 360). */
  readonly longitude: number;
  /** Degrees per day; null for points that are not followed in time (angles, midpoints). */
  readonly speedDegPerDay: number | null;
}

/** Which aspects to look for and with what orbs. */
export interface AspectOptions {
  /** The aspects looked for (default: the major five). */
  readonly aspects: readonly WesternAspectId[];
  /** Orb of each aspect, degrees (default: `DEFAULT_ASPECT_ORBS`). */
  readonly orbs: Readonly<Record<WesternAspectId, number>>;
}

export const DEFAULT_ASPECT_OPTIONS: AspectOptions = { aspects: MAJOR_ASPECT_IDS, orbs: DEFAULT_ASPECT_ORBS };

/** One aspect found between two points. */
export interface ChartAspect {
  /** The first point's id (from the first list) and the second's. */
  readonly from: string;
  readonly to: string;
  readonly aspect: WesternAspectId;
  /** The aspect's exact angle, degrees. */
  readonly angle: number;
  /** The actual separation, degrees [0, 180]. */
  readonly separation: number;
  /** |separation − angle|, degrees: 0 = exact. */
  readonly orb: number;
  /** True when applying, false when separating, null when undetermined (a point without speed, or exact). */
  readonly applying: boolean | null;
}

/** The aspect (nearest to exact, within its orb) two points form, or null. */
export function aspectBetween(a: AspectPoint, b: AspectPoint, options: AspectOptions): ChartAspect | null {
  const difference = signedDegrees(a.longitude - b.longitude);
  const separation = Math.abs(difference);
  let best: { id: WesternAspectId; angle: number; orb: number } | null = null;
  for (const record of WESTERN_ASPECTS) {
    if (!options.aspects.includes(record.id)) continue;
    const orb = Math.abs(separation - record.angle);
    if (orb <= options.orbs[record.id] && (best === null || orb < best.orb)) best = { id: record.id, angle: record.angle, orb };
  }
  if (best === null) return null;
  return {
    from: a.id,
    to: b.id,
    aspect: best.id,
    angle: best.angle,
    separation,
    orb: best.orb,
    applying: applyingOf(difference, separation - best.angle, a, b),
  };
}

/** (s − θ)·ds/dt < 0, or null when a speed is unknown or the aspect is exact. */
function applyingOf(difference: number, offset: number, a: AspectPoint, b: AspectPoint): boolean | null {
  if (a.speedDegPerDay === null || b.speedDegPerDay === null || offset === 0) return null;
  const separationRate = Math.sign(difference) * (a.speedDegPerDay - b.speedDegPerDay);
  if (separationRate === 0) return null;
  return offset * separationRate < 0;
}

/** Every aspect among the points of one chart, each unordered pair once, in the order of the list. */
export function aspectsWithin(points: readonly AspectPoint[], options: AspectOptions): ChartAspect[] {
  const found: ChartAspect[] = [];
  for (const [a, b] of unorderedPairs(points)) {
    const aspect = aspectBetween(a, b, options);
    if (aspect) found.push(aspect);
  }
  return found;
}

/** Every aspect from a point of `first` to a point of `second` (two charts: synastry, transits to a natal chart). */
export function aspectsBetween(first: readonly AspectPoint[], second: readonly AspectPoint[], options: AspectOptions): ChartAspect[] {
  const found: ChartAspect[] = [];
  for (const a of first) {
    for (const b of second) {
      const aspect = aspectBetween(a, b, options);
      if (aspect) found.push(aspect);
    }
  }
  return found;
}
