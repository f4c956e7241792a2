/**
 * An angle followed through time: sampled on a fixed grid of instants, cut into pieces over which it is
 * monotonic, and solved for the instants at which it crosses the boundaries of equal divisions of the circle
 * (108 padas, which contain the 27 nakshatra and 12 sign boundaries; 4 lunar quarters).
 *
 * The fixed grid. Samples are taken at the integer multiples of the track's step counted from
 * 1970-01-01T00:00Z, never at the start of the window asked for. Every root is bracketed by the two grid
 * instants around it (or by a stationary point found inside that cell), so a boundary solves to the same
 * instant, to the bit, whatever window it was found from: computing a range in one piece or in daily
 * chunks gives identical events, and each event belongs to exactly one half-open chunk [from, to).
 *
 * Monotonic pieces. A crossing is counted by comparing the division index at the two ends of a piece over
 * which the angle is monotonic, so no crossing can hide between samples however close two crossings are:
 * an angle that crosses a boundary, turns (a station) and crosses back is cut at the station into two
 * pieces with one crossing each. Increasing and decreasing tracks (Sun, Moon, Moon–Sun elongation, mean
 * node) are monotonic by nature and their pieces are the grid cells. For reversing tracks (planets, true
 * node) the rate v is sampled on the grid as a symmetric difference over ±`RATE_HALF_STEP_MS`; a cell whose
 * end rates differ in sign holds one stationary point, solved with the shared root finder. A pair of
 * stationary points can also hide inside a cell whose end rates share a sign; then the rate reaches an
 * extremum of the other sign inside the cell, and with |d²v/dt²| ≤ c (the track's
 * `maxRateCurvatureDegPerDay3`) both end rates are at most c·L²/2 in size (L = cell length in days). Such
 * cells are halved until that can no longer be (or until they are `MIN_SUBDIVISION_MS` long), which finds
 * every pair of stationary points more than `MIN_SUBDIVISION_MS` apart.
 *
 * Angles are in degrees in [0, 360); rates in degrees per day; instants in ms (UT).
 */
import { signedDegrees } from '../angles.ts';
import { DEFAULT_TOLERANCE_MS, findRoot } from '../search.ts';
import { type Instant, MS_PER_DAY, MS_PER_HOUR, MS_PER_MINUTE } from '../time.ts';

/**
 * Half-width of the symmetric difference behind every rate here: 1 hour, the same difference `positions.ts`
 * `bodySpeed` uses, so a station solved on a track is a station of `bodySpeed` (up to the ayanamsha's rate).
 */
export const RATE_HALF_STEP_MS = MS_PER_HOUR;

/** Shortest cell the search for hidden pairs of stationary points subdivides: 30 minutes. */
export const MIN_SUBDIVISION_MS = 30 * MS_PER_MINUTE;

/** What is known of an angle's motion: its direction and the grid it is sampled on. */
export type TrackMotion =
  | {
      /** Always increasing (Sun, Moon, elongation) or always decreasing (mean node). */
      readonly motion: 'increasing' | 'decreasing';
      /** Grid step in ms: at most a few days, so that the angle moves less than 90° within one step. */
      readonly stepMs: number;
    }
  | {
      /** Changes direction at stationary points (planets, true node). */
      readonly motion: 'reversing';
      /**
       * Grid step in ms: short enough that no cell holds two stationary points whose rates change sign in
       * opposite order to the cell's ends (i.e. three sign changes) — stations of a planet are weeks apart.
       */
      readonly stepMs: number;
      /** An upper bound of |d²v/dt²|, the curvature of the rate, in degrees per day³ (see module comment). */
      readonly maxRateCurvatureDegPerDay3: number;
    };

/** An angle of time and what is known of its motion. */
export type AngleTrack = TrackMotion & {
  /** The angle at an instant, degrees in [0, 360). */
  readonly angleDeg: (instant: Instant) => number;
};

/** A time interval over which a track's angle is monotonic, with the angle at both ends. */
export interface MonotonicPiece {
  readonly start: Instant;
  readonly end: Instant;
  /** Angle at `start` and at `end`, degrees in [0, 360). */
  readonly startDeg: number;
  readonly endDeg: number;
  /** True when `end` is a stationary point of the angle (a zero of its rate), not a grid instant. */
  readonly endsAtStation: boolean;
}

/** The rate of `angleDeg` at `instant` in degrees per day: symmetric difference over ±`RATE_HALF_STEP_MS`. */
export function angleRate(angleDeg: (instant: Instant) => number, instant: Instant): number {
  const difference = signedDegrees(angleDeg(instant + RATE_HALF_STEP_MS) - angleDeg(instant - RATE_HALF_STEP_MS));
  return (difference * MS_PER_DAY) / (2 * RATE_HALF_STEP_MS);
}

/**
 * The monotonic pieces of `track` that cover every grid cell overlapping [from, to): the cells from the
 * grid instant at or before `from` to the grid instant at or after `to`, each cut at its stationary points.
 * Pieces are in time order and tile that span. Empty when `to` ≤ `from`.
 */
export function monotonicPieces(track: AngleTrack, from: Instant, to: Instant): MonotonicPiece[] {
  const pieces: MonotonicPiece[] = [];
  if (!(to > from)) return pieces;
  const first = Math.floor(from / track.stepMs);
  const last = Math.ceil(to / track.stepMs);
  let start = first * track.stepMs;
  let startDeg = track.angleDeg(start);
  let startRate = track.motion === 'reversing' ? angleRate(track.angleDeg, start) : 0;
  for (let k = first + 1; k <= last; k++) {
    const end = k * track.stepMs;
    const endDeg = track.angleDeg(end);
    if (track.motion !== 'reversing') {
      pieces.push({ start, end, startDeg, endDeg, endsAtStation: false });
    } else {
      const endRate = angleRate(track.angleDeg, end);
      const stations: Instant[] = [];
      stationaryPoints(track, { t: start, rate: startRate }, { t: end, rate: endRate }, stations);
      let pieceStart = start;
      let pieceStartDeg = startDeg;
      for (const station of stations) {
        const stationDeg = track.angleDeg(station);
        pieces.push({ start: pieceStart, end: station, startDeg: pieceStartDeg, endDeg: stationDeg, endsAtStation: true });
        pieceStart = station;
        pieceStartDeg = stationDeg;
      }
      pieces.push({ start: pieceStart, end, startDeg: pieceStartDeg, endDeg, endsAtStation: false });
      startRate = endRate;
    }
    start = end;
    startDeg = endDeg;
  }
  return pieces;
}

interface RateSample {
  readonly t: Instant;
  /** Degrees per day. */
  readonly rate: number;
}

/** Appends, in time order, the zeros of the rate of a reversing track inside the cell [a.t, b.t]. */
function stationaryPoints(
  track: AngleTrack & { readonly motion: 'reversing' },
  a: RateSample,
  b: RateSample,
  out: Instant[],
): void {
  const rate = (t: Instant): number => angleRate(track.angleDeg, t);
  if (a.rate <= 0 !== b.rate <= 0) {
    const zero = findRoot(rate, a.t, b.t, DEFAULT_TOLERANCE_MS, { ga: a.rate, gb: b.rate });
    if (zero !== null && zero > a.t && zero < b.t) out.push(zero);
    return;
  }
  const lengthDays = (b.t - a.t) / MS_PER_DAY;
  const turnBackBound = 0.5 * track.maxRateCurvatureDegPerDay3 * lengthDays * lengthDays;
  if (Math.abs(a.rate) > turnBackBound || Math.abs(b.rate) > turnBackBound) return;
  if (b.t - a.t <= MIN_SUBDIVISION_MS) return;
  const midT = (a.t + b.t) / 2;
  const mid = { t: midT, rate: rate(midT) };
  stationaryPoints(track, a, mid, out);
  stationaryPoints(track, mid, b, out);
}

/** The division (0-based) of a circle cut into `divisions` equal arcs that contains `angleDeg` ([0, 360)). */
export function divisionIndex(angleDeg: number, divisions: number): number {
  return Math.min(divisions - 1, Math.max(0, Math.floor((angleDeg * divisions) / 360)));
}

/** One passage of an angle over the boundary between two adjacent divisions of the circle. */
export interface BoundaryCrossing {
  /** When, ms (UT), as solved (not rounded). */
  readonly instant: Instant;
  /** The division (0-based) the angle leaves. */
  readonly fromIndex: number;
  /** The division (0-based) the angle enters: fromIndex ± 1 modulo the number of divisions. */
  readonly toIndex: number;
  /** +1 when the angle increases through the boundary, −1 when it decreases. */
  readonly direction: 1 | -1;
}

/**
 * Every crossing, within a monotonic piece, of the boundaries between the `divisions` equal arcs of the
 * circle (division k covers [k·360/divisions, (k+1)·360/divisions) degrees), in time order. The number of
 * crossings is the difference of the division indices at the piece's two ends (the piece must span less
 * than half a circle); each is solved with the shared root finder on the piece, to `toleranceMs`.
 * `wanted(fromIndex, toIndex)` skips solving the crossings nobody asked for.
 */
export function boundaryCrossings(
  angleDeg: (instant: Instant) => number,
  piece: MonotonicPiece,
  divisions: number,
  wanted: (fromIndex: number, toIndex: number) => boolean,
  toleranceMs: number = DEFAULT_TOLERANCE_MS,
): BoundaryCrossing[] {
  const startIndex = divisionIndex(piece.startDeg, divisions);
  const endIndex = divisionIndex(piece.endDeg, divisions);
  const half = divisions / 2;
  let steps = (((endIndex - startIndex) % divisions) + divisions) % divisions;
  if (steps > half) steps -= divisions;
  const direction = steps > 0 ? 1 : -1;
  const crossings: BoundaryCrossing[] = [];
  for (let i = 0; i < Math.abs(steps); i++) {
    const fromIndex = (((startIndex + direction * i) % divisions) + divisions) % divisions;
    const toIndex = (((fromIndex + direction) % divisions) + divisions) % divisions;
    if (!wanted(fromIndex, toIndex)) continue;
    const boundaryDeg = ((direction > 0 ? toIndex : fromIndex) * 360) / divisions;
    const offset = (t: Instant): number => signedDegrees(angleDeg(t) - boundaryDeg);
    const ga = signedDegrees(piece.startDeg - boundaryDeg);
    const gb = signedDegrees(piece.endDeg - boundaryDeg);
    // Null only when the index and the boundary disagree by a rounding error at an end: take that end.
    const instant =
      findRoot(offset, piece.start, piece.end, toleranceMs, { ga, gb }) ?? (Math.abs(ga) <= Math.abs(gb) ? piece.start : piece.end);
    crossings.push({ instant, fromIndex, toIndex, direction });
  }
  return crossings;
}
