/**
 * The angles the transit events follow, as `AngleTrack`s (see `motion.ts`): the SIDEREAL apparent longitude
 * of each graha (apparent tropical longitude of `positions.ts` / `nodes.ts` minus the TRUE ayanamsha of the
 * chosen id), and the Moon–Sun elongation (tropical apparent longitudes; the ayanamsha cancels).
 *
 * Ketu has no track of its own: it is Rahu + 180°, 54 padas away, so its pada, nakshatra and sign
 * boundaries are crossed at the same instants as Rahu's pada boundaries.
 *
 * Grid steps and why they cannot miss a crossing (crossings are counted on monotonic pieces, `motion.ts`):
 * - Sun (0.95–1.02°/day), Moon (11.7–15.4°/day; Meeus, Astronomical Algorithms, ch. 25 and 47), the
 *   elongation (10.6–14.5°/day) and the mean node (−0.053°/day) never reverse; any step under which the
 *   angle moves less than 90° would do. One day keeps the Moon under 16° per cell and each root bracket short.
 * - Mercury, Venus, Mars, Jupiter, Saturn reverse at stations at least 19.8, 40.9, 59.9, 117.5 and 133.6 days
 *   apart (1900–2100). Steps of 2, 2, 4, 8 and 8 days leave at most one station
 *   per cell by a wide margin and keep each planet under 5° per cell; pairs of stations inside one cell would
 *   still be found by the curvature test of `motion.ts`.
 * - True node: its osculating motion reverses about twice a month, and pairs of reversals come as close as an
 *   hour (1990–2030). Twelve hours, with the curvature test finding the close pairs. Note that this node,
 *   computed from astronomy-engine's Moon state vector, is smooth only to about 1·10⁻⁵ ° (its rate is noisy
 *   at 5·10⁻⁵ °/day): near a reversal the rate stays within that noise for tens of minutes, so the instant
 *   of a true-node stationary point is only defined to about ±20 minutes, and a boundary within 1·10⁻⁵ ° of
 *   such a turning point may be counted as crossed twice or not at all — far below the node's meaning.
 * The rate curvature bounds |d²v/dt²| (degrees/day³) are twice the largest second differences of the rate
 * measured over 1900–2100 at 12-hour spacing (true node: 1950–2050 at 3-hour spacing): Mercury 0.047,
 * Venus 0.0044, Mars 0.00092, Jupiter 0.00012, Saturn 0.000056, true node 0.038.
 */
import type { AyanamshaId } from '../ayanamsha.ts';
import type { NodeType } from '../nodes.ts';
import { meanNodeLongitude, trueNodeLongitude } from '../nodes.ts';
import { type BodyId, bodyLongitude, elongationDeg, moonLongitude, type PositionConvention, siderealLongitude, sunLongitude } from '../positions.ts';
import { type Instant, MS_PER_DAY, MS_PER_HOUR } from '../time.ts';
import type { GrahaId } from '../../data/grahas.ts';
import type { AngleTrack, TrackMotion } from './motion.ts';

/** The grahas with a track of their own (Ketu follows Rahu). */
export type TrackedGraha = Exclude<GrahaId, 'ketu'>;

/** The planets that have stations (the Sun and Moon never reverse; the nodes are handled apart). */
export type StationGraha = Extract<BodyId, 'mercury' | 'venus' | 'mars' | 'jupiter' | 'saturn'>;

export const STATION_GRAHAS: readonly StationGraha[] = ['mercury', 'venus', 'mars', 'jupiter', 'saturn'];

/** True for Mercury, Venus, Mars, Jupiter and Saturn. */
export function isStationGraha(graha: GrahaId): graha is StationGraha {
  return (STATION_GRAHAS as readonly GrahaId[]).includes(graha);
}

/** Sidereal frame of the tracks. */
export interface TrackOptions {
  /** Ayanamsha id (1 = Lahiri …), applied as the true ayanamsha. */
  readonly ayanamshaId: AyanamshaId;
  /** Rahu (and so Ketu) from the mean or the true node. */
  readonly node: NodeType;
  /**
   * Apparent (default) or geometric positions (positions.ts). The stored transit tables and the API's transit
   * routes are apparent only; geometric tracks serve sign-ingress times of geometric charts.
   */
  readonly positions?: PositionConvention;
}

const DAILY_STEP_MS = MS_PER_DAY;
const TRUE_NODE_STEP_MS = 12 * MS_PER_HOUR;

const PLANET_STEP_MS: Readonly<Record<StationGraha, number>> = {
  mercury: 2 * MS_PER_DAY,
  venus: 2 * MS_PER_DAY,
  mars: 4 * MS_PER_DAY,
  jupiter: 8 * MS_PER_DAY,
  saturn: 8 * MS_PER_DAY,
};

const RATE_CURVATURE_DEG_PER_DAY3: Readonly<Record<StationGraha, number>> = {
  mercury: 0.1,
  venus: 0.01,
  mars: 0.002,
  jupiter: 0.0003,
  saturn: 0.00015,
};
const TRUE_NODE_RATE_CURVATURE_DEG_PER_DAY3 = 0.08;

/** TROPICAL longitude of a tracked graha in degrees, [0, 360), apparent unless `positions` is 'geometric'. */
export function tropicalLongitude(graha: TrackedGraha, node: NodeType, instant: Instant, positions: PositionConvention = 'apparent'): number {
  if (positions === 'geometric' && graha !== 'rahu') return bodyLongitude(graha, instant, 'geometric');
  switch (graha) {
    case 'sun':
      return sunLongitude(instant);
    case 'moon':
      return moonLongitude(instant);
    case 'rahu':
      return node === 'mean' ? meanNodeLongitude(instant) : trueNodeLongitude(instant);
    default:
      return bodyLongitude(graha, instant);
  }
}

/** How a graha's longitude moves and the grid its track is sampled on (the same in any frame). */
export function grahaMotion(graha: TrackedGraha, node: NodeType): TrackMotion {
  switch (graha) {
    case 'sun':
    case 'moon':
      return { motion: 'increasing', stepMs: DAILY_STEP_MS };
    case 'rahu':
      return node === 'mean'
        ? { motion: 'decreasing', stepMs: DAILY_STEP_MS }
        : { motion: 'reversing', stepMs: TRUE_NODE_STEP_MS, maxRateCurvatureDegPerDay3: TRUE_NODE_RATE_CURVATURE_DEG_PER_DAY3 };
    default:
      return { motion: 'reversing', stepMs: PLANET_STEP_MS[graha], maxRateCurvatureDegPerDay3: RATE_CURVATURE_DEG_PER_DAY3[graha] };
  }
}

/** The sidereal longitude track of a graha (degrees, [0, 360), true ayanamsha `options.ayanamshaId`). */
export function siderealTrack(graha: TrackedGraha, options: TrackOptions): AngleTrack {
  const { ayanamshaId, node } = options;
  const positions = options.positions ?? 'apparent';
  const angleDeg = (t: Instant): number => siderealLongitude(tropicalLongitude(graha, node, t, positions), t, ayanamshaId);
  return { angleDeg, ...grahaMotion(graha, node) };
}

/** The elongation track: increasing, one-day grid. */
export const ELONGATION_TRACK: AngleTrack = { angleDeg: elongationDeg, motion: 'increasing', stepMs: DAILY_STEP_MS };
