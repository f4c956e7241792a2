/**
 * The Moon's phases: new moon, first quarter, full moon and last quarter, the instants at which the
 * elongation Moon − Sun of APPARENT tropical longitudes (`positions.ts`; the same in every sidereal frame)
 * reaches 0°, 90°, 180° and 270°. Solved on apparent longitudes with the shared root finder, as almanacs
 * (USNO) define them; astronomy-engine's `SearchMoonPhase` leaves out the Sun's aberration and runs
 * 35–71 s late (test/reference/moon-phases).
 */
import { moonLongitude, siderealLongitude } from '../positions.ts';
import type { Instant } from '../time.ts';
import { type MonotonicPiece, boundaryCrossings } from './motion.ts';
import { zodiacPlace } from './place.ts';
import { elongationDeg } from '../positions.ts';
import type { TrackOptions } from './tracks.ts';

/** The phase event types, in the order of the elongation quadrants they begin (0°, 90°, 180°, 270°). */
export const LUNAR_PHASE_TYPES = ['new-moon', 'first-quarter', 'full-moon', 'last-quarter'] as const;
export type LunarPhaseType = (typeof LUNAR_PHASE_TYPES)[number];

/** A phase of the Moon, with the Moon's sidereal place at that instant. */
export interface LunarPhaseEvent {
  readonly type: LunarPhaseType;
  readonly graha: 'moon';
  /** When, ms since 1970-01-01T00:00Z (UT), rounded to the millisecond. */
  readonly instant: Instant;
  /** The Moon's sidereal longitude (true ayanamsha of the chosen id), degrees [0, 360). */
  readonly siderealLongitude: number;
  /** The Moon's sidereal sign 1–12, degrees within it [0, 30), nakshatra 1–27 and pada 1–4. */
  readonly sign: number;
  readonly degreeInSign: number;
  readonly nakshatra: number;
  readonly pada: number;
}

/**
 * The phases of `types` found in `pieces` (pieces of the elongation track), in time order, instants rounded to
 * the millisecond. The caller keeps those inside its window.
 */
export function lunarPhaseEvents(
  pieces: readonly MonotonicPiece[],
  types: ReadonlySet<LunarPhaseType>,
  options: TrackOptions,
): LunarPhaseEvent[] {
  const wanted = (_from: number, to: number): boolean => types.has(phaseOf(to));
  const events: LunarPhaseEvent[] = [];
  for (const piece of pieces) {
    for (const crossing of boundaryCrossings(elongationDeg, piece, LUNAR_PHASE_TYPES.length, wanted)) {
      const instant = Math.round(crossing.instant);
      const moon = siderealLongitude(moonLongitude(instant), instant, options.ayanamshaId);
      events.push({ type: phaseOf(crossing.toIndex), graha: 'moon', instant, siderealLongitude: moon, ...zodiacPlace(moon) });
    }
  }
  return events;
}

/** The phase that begins quadrant 0–3 of the elongation. */
function phaseOf(quadrant: number): LunarPhaseType {
  return LUNAR_PHASE_TYPES[quadrant % LUNAR_PHASE_TYPES.length] as LunarPhaseType;
}
