/**
 * Timed events of the tropical sky over a window: sign ingresses, stations, and the instants aspects become
 * exact, between two moving bodies or from a moving body to a fixed natal longitude.
 *
 * Each body is followed as an `AngleTrack` of its apparent tropical longitude (`bodies.ts`), cut into monotonic
 * pieces on a fixed grid (`transits/motion.ts`, which explains why no crossing and no station can be missed and
 * why an event solves to the same instant whatever window it was found from). Then:
 * - ingress: a crossing of a multiple of 30° inside a piece (`boundaryCrossings`), direct or retrograde;
 * - station: the end of a piece that ends at a zero of the rate (the speed of `bodies.ts`, a symmetric
 *   difference over ±1 hour), solved to 10 ms; retrograde when the body was moving forward before it;
 * - exact aspect to a natal point of longitude L: a crossing of L ± θ by the body's track;
 * - exact aspect between two moving bodies A and B: a crossing of θ or 360° − θ by the track of λA − λB. Its
 *   grid is the finer of the two bodies' grids and its rate curvature at most the sum of theirs; a difference
 *   with the Moon never reverses (the Moon's 11.7°/day exceeds every other body's speed).
 * Every root is solved with the shared Brent solver to 10 ms, then rounded to the millisecond.
 *
 * Grids and rate-curvature bounds: the Sun, Moon, Mercury … Saturn and the nodes as `transits/tracks.ts` states;
 * Uranus, Neptune and Pluto on an 8-day grid (stations at least 149, 156 and 156 days apart over 1900–2100),
 * with curvature bounds twice the largest measured over 1900–2100 at 12-hour spacing (2.7·10⁻⁵, 1.8·10⁻⁵ and
 * 1.8·10⁻⁵ °/day³); the Sun's rate, for differences, 3.4·10⁻⁵ measured, 7·10⁻⁵ bound; the mean apogee moves
 * forward at about 0.11°/day and never reverses.
 */
import { normalizeDegrees, signedDegrees } from '../angles.ts';
import { unorderedPairs } from '../pairs.ts';
import { DEFAULT_TOLERANCE_MS, findRoot } from '../search.ts';
import { type Instant, MS_PER_DAY } from '../time.ts';
import { type AngleTrack, type MonotonicPiece, type TrackMotion, boundaryCrossings, monotonicPieces } from '../transits/motion.ts';
import { grahaMotion } from '../transits/tracks.ts';
import { WESTERN_ASPECTS, type WesternAspectId } from '../../data/western-aspects.ts';
import type { WesternBodyId } from '../../data/western-bodies.ts';
import { westernBodyLongitude } from './bodies.ts';

export const WESTERN_EVENT_TYPES = ['ingress', 'station', 'aspect'] as const;
export type WesternEventType = (typeof WESTERN_EVENT_TYPES)[number];

const OUTER_STEP_MS = 8 * MS_PER_DAY;
const OUTER_MOTION: Readonly<Record<'uranus' | 'neptune' | 'pluto', TrackMotion>> = {
  uranus: { motion: 'reversing', stepMs: OUTER_STEP_MS, maxRateCurvatureDegPerDay3: 6e-5 },
  neptune: { motion: 'reversing', stepMs: OUTER_STEP_MS, maxRateCurvatureDegPerDay3: 4e-5 },
  pluto: { motion: 'reversing', stepMs: OUTER_STEP_MS, maxRateCurvatureDegPerDay3: 4e-5 },
};
/** Bound of the Sun's rate curvature, for tracks of differences (see module comment). */
const SUN_RATE_CURVATURE_DEG_PER_DAY3 = 7e-5;

/** How a body's tropical longitude moves. */
export function westernMotion(body: WesternBodyId): TrackMotion {
  switch (body) {
    case 'uranus':
    case 'neptune':
    case 'pluto':
      return OUTER_MOTION[body];
    case 'mean-node':
      return grahaMotion('rahu', 'mean');
    case 'true-node':
      return grahaMotion('rahu', 'true');
    case 'mean-lilith':
      return { motion: 'increasing', stepMs: MS_PER_DAY };
    case 'true-lilith':
      throw new RangeError('The true lunar apogee has no timed events: it swings back and forth within days');
    // Chiron (never nearer than 7.4 AU) turns more gently than Jupiter (3.9 AU); the asteroids (0.98 AU for
    // Juno at the nearest) more gently than Mars (0.37 AU): their grids and curvature bounds serve.
    case 'chiron':
      return grahaMotion('jupiter', 'mean');
    case 'ceres':
    case 'pallas':
    case 'juno':
    case 'vesta':
      return grahaMotion('mars', 'mean');
    default:
      return grahaMotion(body, 'mean');
  }
}

/** The tropical longitude track of a body. */
export function westernTrack(body: WesternBodyId): AngleTrack {
  return { angleDeg: (t) => westernBodyLongitude(body, t), ...westernMotion(body) };
}

/** The rate-curvature bound of a motion, 0 for one that never reverses except the Sun's (for differences). */
function curvatureOf(body: WesternBodyId, motion: TrackMotion): number {
  if (motion.motion === 'reversing') return motion.maxRateCurvatureDegPerDay3;
  return body === 'sun' ? SUN_RATE_CURVATURE_DEG_PER_DAY3 : 0;
}

/** The track of λA − λB (degrees, [0, 360)). */
export function differenceTrack(a: WesternBodyId, b: WesternBodyId): AngleTrack {
  const angleDeg = (t: Instant): number => normalizeDegrees(westernBodyLongitude(a, t) - westernBodyLongitude(b, t));
  const motionA = westernMotion(a);
  const motionB = westernMotion(b);
  const stepMs = Math.min(motionA.stepMs, motionB.stepMs);
  if (a === 'moon') return { angleDeg, motion: 'increasing', stepMs };
  if (b === 'moon') return { angleDeg, motion: 'decreasing', stepMs };
  return { angleDeg, motion: 'reversing', stepMs, maxRateCurvatureDegPerDay3: curvatureOf(a, motionA) + curvatureOf(b, motionB) };
}

export interface IngressEvent {
  readonly type: 'ingress';
  readonly body: WesternBodyId;
  readonly instant: Instant;
  /** Tropical signs 1–12 left and entered. */
  readonly fromSign: number;
  readonly toSign: number;
  readonly retrograde: boolean;
}

export interface StationEvent {
  readonly type: 'station';
  readonly body: WesternBodyId;
  readonly instant: Instant;
  /** `retrograde`: the body stops and turns backwards; `direct`: it turns forwards again. */
  readonly direction: 'retrograde' | 'direct';
  /** Tropical longitude at the station, degrees [0, 360). */
  readonly longitude: number;
}

export interface AspectEvent {
  readonly type: 'aspect';
  /** The moving body. */
  readonly body: WesternBodyId;
  /** The other body (both moving) or the natal point (`natal: true`). */
  readonly to: string;
  readonly natal: boolean;
  readonly aspect: WesternAspectId;
  readonly instant: Instant;
  /** The moving body's longitude at that instant, degrees [0, 360). */
  readonly longitude: number;
  /** The moving body is retrograde (a natal aspect made again while retrograde is its second pass). */
  readonly retrograde: boolean;
}

export type WesternEvent = IngressEvent | StationEvent | AspectEvent;

/** A natal point aspects are timed to. */
export interface FixedPoint {
  readonly id: string;
  /** Tropical longitude, degrees. */
  readonly longitude: number;
}

export interface WesternEventOptions {
  /** The moving bodies followed. */
  readonly bodies: readonly WesternBodyId[];
  readonly types: ReadonlySet<WesternEventType>;
  readonly aspects: readonly WesternAspectId[];
  /** Natal points: aspects are timed from the moving bodies to these; null times aspects among the moving bodies. */
  readonly natal: readonly FixedPoint[] | null;
}

/** The first instant in [piece.start, piece.end) at which the track reaches `targetDeg` (solved to `toleranceMs`, rounded to the ms), or null. */
export function crossingOf(angleDeg: (t: Instant) => number, piece: MonotonicPiece, targetDeg: number, toleranceMs: number = DEFAULT_TOLERANCE_MS): Instant | null {
  const ga = signedDegrees(piece.startDeg - targetDeg);
  const gb = signedDegrees(piece.endDeg - targetDeg);
  const crosses = (ga < 0 && gb >= 0) || (ga > 0 && gb <= 0);
  if (!crosses || Math.abs(ga) >= 90 || Math.abs(gb) >= 90) return null;
  const root = findRoot((t) => signedDegrees(angleDeg(t) - targetDeg), piece.start, piece.end, toleranceMs, { ga, gb });
  return root === null ? null : Math.round(root);
}

/** Longitudes L ± θ that an aspect of angle θ to a point at L is exact at (one for 0° and 180°). */
export function aspectTargets(longitude: number, angle: number): number[] {
  const plus = normalizeDegrees(longitude + angle);
  const minus = normalizeDegrees(longitude - angle);
  return Math.abs(signedDegrees(plus - minus)) < 1e-9 ? [plus] : [plus, minus];
}

/** A piece runs backwards when its angle decreases over it. */
function isBackwards(piece: MonotonicPiece): boolean {
  return signedDegrees(piece.endDeg - piece.startDeg) < 0;
}

/** The body moves backwards at `instant` (from the piece that holds it). */
function retrogradeAt(pieces: readonly MonotonicPiece[], instant: Instant): boolean {
  const piece = pieces.find((p) => instant >= p.start && instant <= p.end);
  return piece !== undefined && isBackwards(piece);
}

/**
 * Every event of `options.types` with an instant in [from, to), in time order (ties: ingresses, stations,
 * aspects, then by body order).
 */
export function westernEvents(from: Instant, to: Instant, options: WesternEventOptions): WesternEvent[] {
  const events: WesternEvent[] = [];
  const aspectRecords = WESTERN_ASPECTS.filter((record) => options.aspects.includes(record.id));
  const inWindow = (instant: Instant): boolean => instant >= from && instant < to;
  const piecesOf = new Map<WesternBodyId, { track: AngleTrack; pieces: MonotonicPiece[] }>();
  for (const body of options.bodies) {
    const track = westernTrack(body);
    piecesOf.set(body, { track, pieces: monotonicPieces(track, from, to) });
  }
  for (const body of options.bodies) {
    const { track, pieces } = piecesOf.get(body)!;
    for (const piece of pieces) {
      if (options.types.has('ingress')) {
        for (const crossing of boundaryCrossings(track.angleDeg, piece, 12, () => true)) {
          const instant = Math.round(crossing.instant);
          if (inWindow(instant)) {
            events.push({ type: 'ingress', body, instant, fromSign: crossing.fromIndex + 1, toSign: crossing.toIndex + 1, retrograde: crossing.direction < 0 });
          }
        }
      }
      if (options.types.has('station') && piece.endsAtStation) {
        const instant = Math.round(piece.end);
        if (inWindow(instant)) {
          events.push({ type: 'station', body, instant, direction: isBackwards(piece) ? 'direct' : 'retrograde', longitude: piece.endDeg });
        }
      }
      if (options.types.has('aspect') && options.natal) {
        for (const point of options.natal) {
          for (const record of aspectRecords) {
            for (const target of aspectTargets(point.longitude, record.angle)) {
              const instant = crossingOf(track.angleDeg, piece, target);
              if (instant !== null && inWindow(instant)) {
                events.push({ type: 'aspect', body, to: point.id, natal: true, aspect: record.id, instant, longitude: track.angleDeg(instant), retrograde: isBackwards(piece) });
              }
            }
          }
        }
      }
    }
  }
  if (options.types.has('aspect') && !options.natal) {
    events.push(...mutualAspectEvents(from, to, options.bodies, aspectRecords, piecesOf));
  }
  const typeOrder = (event: WesternEvent): number => WESTERN_EVENT_TYPES.indexOf(event.type);
  const bodyOrder = (event: WesternEvent): number => options.bodies.indexOf(event.body);
  return events.sort((a, b) => a.instant - b.instant || typeOrder(a) - typeOrder(b) || bodyOrder(a) - bodyOrder(b));
}

/** Exact aspects between pairs of moving bodies (the Moon, when present, first in its pairs). */
function mutualAspectEvents(
  from: Instant,
  to: Instant,
  bodies: readonly WesternBodyId[],
  aspectRecords: readonly (typeof WESTERN_ASPECTS)[number][],
  piecesOf: ReadonlyMap<WesternBodyId, { track: AngleTrack; pieces: MonotonicPiece[] }>,
): AspectEvent[] {
  const events: AspectEvent[] = [];
  for (const [first, second] of unorderedPairs(bodies)) {
    const [a, b] = second === 'moon' ? [second, first] : [first, second];
    const track = differenceTrack(a, b);
    for (const piece of monotonicPieces(track, from, to)) {
      for (const record of aspectRecords) {
        for (const target of aspectTargets(0, record.angle)) {
          const instant = crossingOf(track.angleDeg, piece, target);
          if (instant === null || instant < from || instant >= to) continue;
          events.push({
            type: 'aspect',
            body: a,
            to: b,
            natal: false,
            aspect: record.id,
            instant,
            longitude: westernBodyLongitude(a, instant),
            retrograde: retrogradeAt(piecesOf.get(a)!.pieces, instant),
          });
        }
      }
    }
  }
  return events;
}
