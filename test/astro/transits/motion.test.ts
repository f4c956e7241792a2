import { describe, expect, it } from 'vitest';
import { normalizeDegrees } from '../../../astro/angles.ts';
import { MS_PER_DAY, MS_PER_HOUR } from '../../../astro/time.ts';
import {
  type AngleTrack, type MonotonicPiece, angleRate, boundaryCrossings, divisionIndex, monotonicPieces,
} from '../../../astro/transits/motion.ts';
import { padaIndexAt, padaStartDeg, placeOfPadaIndex, zodiacPlace } from '../../../astro/transits/place.ts';

const DAY = MS_PER_DAY;
const T0 = Date.UTC(2030, 0, 1);

/** An angle that turns back twice, `gapDays` apart, around day 10 after T0 (a cubic in time). */
function loop(gapDays: number, centreDeg: number) {
  const half = gapDays / 2;
  // θ(x) = centre + x³/3 − half²·x with x in days from the middle: rate x² − half², zero at x = ±half.
  return (t: number): number => {
    const x = (t - T0) / DAY - 10;
    return normalizeDegrees(centreDeg + (x * x * x) / 3 - half * half * x);
  };
}

const everyAll = () => true;

describe('monotonicPieces', () => {
  it('cuts a reversing angle at both stationary points and yields pieces that tile the grid cells', () => {
    const track: AngleTrack = { angleDeg: loop(4, 100), motion: 'reversing', stepMs: DAY, maxRateCurvatureDegPerDay3: 2.5 };
    const pieces = monotonicPieces(track, T0, T0 + 20 * DAY);
    const stations = pieces.filter((piece) => piece.endsAtStation).map((piece) => (piece.end - T0) / DAY);
    expect(stations).toHaveLength(2);
    // The ±1-hour symmetric difference of this cubic (θ''' = 2°/day³) moves the zeros by h²/(3·4) = 0.00014 day.
    expect(stations[0]).toBeCloseTo(8, 3);
    expect(stations[1]).toBeCloseTo(12, 3);
    expect(pieces[0]!.start).toBe(T0);
    expect(pieces.at(-1)!.end).toBe(T0 + 20 * DAY);
    for (let i = 1; i < pieces.length; i++) expect(pieces[i]!.start).toBe(pieces[i - 1]!.end);
  });

  it('finds a pair of stationary points hidden inside one grid cell (end rates of the same sign)', () => {
    // Stations 3 hours apart, both inside the cell [day 9.5, day 10.5] of a one-day grid offset by half a day.
    const track: AngleTrack = {
      angleDeg: loop(0.125, 100), motion: 'reversing', stepMs: DAY, maxRateCurvatureDegPerDay3: 2.5,
    };
    const from = T0 + 9.5 * DAY;
    const pieces = monotonicPieces(track, from, from + DAY);
    expect(angleRate(track.angleDeg, T0 + 10 * DAY - 12 * MS_PER_HOUR) > 0).toBe(angleRate(track.angleDeg, T0 + 10 * DAY + 12 * MS_PER_HOUR) > 0);
    expect(pieces.filter((piece) => piece.endsAtStation)).toHaveLength(2);
  });

  it('samples the fixed grid, not the window: overlapping windows give identical pieces', () => {
    const track: AngleTrack = { angleDeg: loop(4, 100), motion: 'reversing', stepMs: DAY, maxRateCurvatureDegPerDay3: 2.5 };
    const wide = monotonicPieces(track, T0, T0 + 20 * DAY);
    const narrow = monotonicPieces(track, T0 + 7.3 * DAY, T0 + 8.9 * DAY);
    for (const piece of narrow) expect(wide).toContainEqual(piece);
    expect(narrow[0]!.start).toBe(T0 + 7 * DAY);
    expect(narrow.at(-1)!.end).toBe(T0 + 9 * DAY);
  });

  it('returns nothing for an empty window', () => {
    const track: AngleTrack = { angleDeg: () => 0, motion: 'increasing', stepMs: DAY };
    expect(monotonicPieces(track, T0, T0)).toEqual([]);
  });
});

describe('boundaryCrossings', () => {
  it('counts crossings by the division indices at the ends and solves each, in time order, across 360°', () => {
    // 15°/day through 0°: from 350° to 5° crosses the 108-pada boundaries at 350°+10/3·k… and 0°.
    const angleDeg = (t: number) => normalizeDegrees(350 + (15 * (t - T0)) / DAY);
    const piece: MonotonicPiece = { start: T0, end: T0 + DAY, startDeg: 350, endDeg: 5, endsAtStation: false };
    const crossings = boundaryCrossings(angleDeg, piece, 108, everyAll);
    expect(crossings.map((c) => [c.fromIndex, c.toIndex, c.direction])).toEqual([
      [105, 106, 1], [106, 107, 1], [107, 0, 1], [0, 1, 1],
    ]);
    const expectedDays = [(353 + 1 / 3 - 350) / 15, (356 + 2 / 3 - 350) / 15, 10 / 15, (10 + 10 / 3) / 15];
    crossings.forEach((crossing, i) => expect((crossing.instant - T0) / DAY).toBeCloseTo(expectedDays[i]!, 6));
  });

  it('solves decreasing crossings and skips the unwanted ones', () => {
    const angleDeg = (t: number) => normalizeDegrees(31 - (2 * (t - T0)) / DAY);
    const piece: MonotonicPiece = { start: T0, end: T0 + DAY, startDeg: 31, endDeg: 29, endsAtStation: false };
    expect(boundaryCrossings(angleDeg, piece, 12, everyAll).map((c) => [c.fromIndex, c.toIndex, c.direction])).toEqual([[1, 0, -1]]);
    expect(boundaryCrossings(angleDeg, piece, 12, () => false)).toEqual([]);
    expect((boundaryCrossings(angleDeg, piece, 12, everyAll)[0]!.instant - T0) / DAY).toBeCloseTo(0.5, 6);
  });
});

describe('place', () => {
  it('derives sign, nakshatra and pada from one pada index', () => {
    expect(zodiacPlace(0)).toEqual({ sign: 1, degreeInSign: 0, nakshatra: 1, pada: 1 });
    expect(zodiacPlace(359.999)).toMatchObject({ sign: 12, nakshatra: 27, pada: 4 });
    // 123°20′ = Leo 3°20′, Magha pada 2.
    expect(zodiacPlace(123 + 1 / 3 + 1e-9)).toMatchObject({ sign: 5, nakshatra: 10, pada: 2 });
    expect(zodiacPlace(200).degreeInSign).toBeCloseTo(20, 12);
  });

  it('is consistent at every pada boundary', () => {
    for (let k = 0; k < 108; k++) {
      const start = padaStartDeg(k);
      expect(padaIndexAt(start + 1e-9)).toBe(k);
      expect(divisionIndex(start + 1e-9, 108)).toBe(k);
      const place = placeOfPadaIndex(k, start + 1e-9);
      expect((place.nakshatra - 1) * 4 + place.pada - 1).toBe(k);
      expect(place.sign).toBe(Math.floor(k / 9) + 1);
    }
  });
});
