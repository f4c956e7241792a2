/**
 * The five limbs of the panchanga (and the Moon's and Sun's signs) at an instant, and every occurrence of
 * one of them over a time window with its exact start and end.
 *
 * Each element is a step function of an angle that only increases with time:
 *
 * | kind        | angle (degrees, reduced to [0, 360))                      | step      | index, 1-based      |
 * |-------------|-----------------------------------------------------------|-----------|---------------------|
 * | `tithi`     | elongation E = Moon − Sun, TROPICAL apparent longitudes    | 12°       | 1–30                |
 * | `karana`    | E (half-tithi)                                             | 6°        | 1–60 (half-tithi)   |
 * | `nakshatra` | sidereal Moon                                              | 13°20′    | 1–27                |
 * | `pada`      | sidereal Moon                                              | 3°20′     | 1–108               |
 * | `yoga`      | sidereal Sun + sidereal Moon                               | 13°20′    | 1–27                |
 * | `moonSign`  | sidereal Moon                                              | 30°       | 1–12 (Aries = 1)    |
 * | `sunSign`   | sidereal Sun                                               | 30°       | 1–12 (Aries = 1)    |
 *
 * Index n covers the angle interval [(n − 1)·step, n·step), i.e. index = floor(angle / step) + 1. For the
 * tithi this is the usual ceil(E / 12°) except at the exact boundary instant, where the new tithi is taken
 * to have begun. The elongation is the same in the tropical and sidereal zodiacs (the ayanamsha cancels), so
 * tithi and karana take no ayanamsha. Sidereal longitudes are apparent tropical longitudes minus the TRUE
 * ayanamsha of the chosen id (`positions.ts` `siderealLongitude`).
 *
 * The first boundary of a window is predicted back from the angle and its rate at the window's start
 * (`nearBoundary`), each next one from the angle's rate at the last (`followingBoundary`), and each is
 * refined by secant steps on the angle itself to `BOUNDARY_TOLERANCE_MS`, so no boundary is extrapolated from
 * speeds; where a prediction does not settle, the shared root finder brackets it (`search.ts`
 * `findStepBoundary`: a bracket from a lower bound of the angle's rate, then Brent's method). Each solution is
 * then made canonical (`canonicalCrossing`): the crossing is located in the fixed
 * `CANONICAL_GRID_MS` grid cell where the angle passes the boundary and interpolated linearly inside that
 * cell, so the same boundary reached from different days (the end of one day's last tithi, the start of the
 * next day's first) is the same number (to the bit but for astronomy-engine's nutation cache, which serves a time
 * within 0.09 s of the last one asked with that one's nutation and so moves an instant by a few microseconds at
 * most), and accurate to well under a millisecond (over 0.1 s the angle departs from a straight line by less than
 * a nanosecond's motion). An occurrence is the half-open
 * interval [start, end) between two consecutive boundaries.
 *
 * Tithis, nakshatras and Moon signs are not solved on their own: each of their boundaries is a karana's or a
 * pada's (`FINER`), so their intervals are the finer element's grouped, and only where a window cuts one of them
 * is its outer boundary solved.
 */
import type { AyanamshaId } from '../ayanamsha.ts';
import { elongationDeg, moonLongitude, type PositionConvention, siderealLongitude, sunLongitude } from '../positions.ts';
import { ayanamshaDegrees } from '../ayanamsha.ts';
import { normalizeDegrees, signedDegrees } from '../angles.ts';
import { type AngleBoundary, findAngleCrossing, findStepBoundary } from '../search.ts';
import { InvalidTimeRangeError } from '../errors.ts';
import { type Instant, MS_PER_DAY } from '../time.ts';
import { PANCHAK_START_DEG } from '../../data/panchaka.ts';

/** Which element: see the module comment for the angle, step and index of each. */
export type ElementKind = 'tithi' | 'karana' | 'nakshatra' | 'pada' | 'yoga' | 'moonSign' | 'sunSign';

export const ELEMENT_KINDS: readonly ElementKind[] = [
  'tithi', 'karana', 'nakshatra', 'pada', 'yoga', 'moonSign', 'sunSign',
];

/** Options of the elements: the ayanamsha (ignored by `tithi` and `karana`) and the positions of the Sun and Moon. */
export interface ElementOptions {
  /** Ayanamsha id (1 = Lahiri …), applied as the true ayanamsha. */
  readonly ayanamshaId: AyanamshaId;
  /** Apparent (default, when absent) or geometric Sun and Moon (positions.ts). */
  readonly positions?: PositionConvention;
}

/** Tolerance of the Brent search before the canonical step, in milliseconds (within one grid cell). */
export const BOUNDARY_TOLERANCE_MS = 20;

/** Width of the fixed time grid (ms since 1970) in whose cells boundaries are interpolated. */
export const CANONICAL_GRID_MS = 100;

/** Thrown for an empty or reversed window, or a non-finite instant: the engine's `InvalidTimeRangeError`. */
export { InvalidTimeRangeError as PanchangaRangeError };

/** One element of one kind holding over [start, end). */
export interface ElementOccurrence {
  readonly kind: ElementKind;
  /** 1-based index within the kind's division (tithi 1–30, karana half-tithi 1–60, nakshatra 1–27, …). */
  readonly index: number;
  /** Instant the element began (ms, UT); may precede the window asked for. */
  readonly start: Instant;
  /** Instant the element ends (ms, UT), exclusive; may follow the window asked for. */
  readonly end: Instant;
}

interface ElementDefinition {
  /** Width of one element in degrees of its angle. */
  readonly stepDeg: number;
  /** Number of elements in 360°. */
  readonly count: number;
  /**
   * A lower bound of the angle's rate in degrees per day, used to bracket the searches: the Moon's geocentric
   * speed stays within about 11.7–15.4°/day (apogee to perigee) and the Sun's within 0.953–1.019°/day
   * (aphelion to perihelion), so E ≥ 10.6 and Sun + Moon ≥ 12.6. A bound set too low only costs time; one
   * set too high is corrected by `findStepBoundary`, which widens a bracket that falls short.
   */
  readonly minRateDegPerDay: number;
  /** The increasing angle, degrees in [0, 360). */
  readonly angle: (instant: Instant, options: ElementOptions) => number;
}

/** Sidereal longitude of the Moon (apparent unless `positions` says geometric), degrees in [0, 360), true ayanamsha `ayanamshaId`. */
export function siderealMoonDeg(instant: Instant, ayanamshaId: AyanamshaId, positions: PositionConvention = 'apparent'): number {
  return siderealLongitude(moonLongitude(instant, positions), instant, ayanamshaId);
}

/** Sidereal longitude of the Sun (apparent unless `positions` says geometric), degrees in [0, 360), true ayanamsha `ayanamshaId`. */
export function siderealSunDeg(instant: Instant, ayanamshaId: AyanamshaId, positions: PositionConvention = 'apparent'): number {
  return siderealLongitude(sunLongitude(instant, positions), instant, ayanamshaId);
}

/** Sidereal Sun + sidereal Moon reduced to [0, 360), degrees (the yoga angle). */
export function yogaAngleDeg(instant: Instant, ayanamshaId: AyanamshaId, positions: PositionConvention = 'apparent'): number {
  const ayanamsha = ayanamshaDegrees(ayanamshaId, instant, { true: true });
  return normalizeDegrees(sunLongitude(instant, positions) + moonLongitude(instant, positions) - 2 * ayanamsha);
}

const moonAngle = (instant: Instant, options: ElementOptions): number => siderealMoonDeg(instant, options.ayanamshaId, options.positions);
const elongationAngle = (instant: Instant, options: ElementOptions): number => elongationDeg(instant, options.positions);

const DEFINITIONS: Readonly<Record<ElementKind, ElementDefinition>> = {
  tithi: { stepDeg: 12, count: 30, minRateDegPerDay: 10.5, angle: elongationAngle },
  karana: { stepDeg: 6, count: 60, minRateDegPerDay: 10.5, angle: elongationAngle },
  nakshatra: { stepDeg: 360 / 27, count: 27, minRateDegPerDay: 11.6, angle: moonAngle },
  pada: { stepDeg: 360 / 108, count: 108, minRateDegPerDay: 11.6, angle: moonAngle },
  yoga: { stepDeg: 360 / 27, count: 27, minRateDegPerDay: 12.5, angle: (t, o) => yogaAngleDeg(t, o.ayanamshaId, o.positions) },
  moonSign: { stepDeg: 30, count: 12, minRateDegPerDay: 11.6, angle: moonAngle },
  sunSign: { stepDeg: 30, count: 12, minRateDegPerDay: 0.95, angle: (t, o) => siderealSunDeg(t, o.ayanamshaId, o.positions) },
};

/** Width in degrees of one element of `kind` (12 for a tithi, 13°20′ for a nakshatra …). */
export function elementStepDeg(kind: ElementKind): number {
  return DEFINITIONS[kind].stepDeg;
}

/** Number of elements of `kind` in a full cycle (30 tithis, 60 half-tithis, 27 nakshatras …). */
export function elementCount(kind: ElementKind): number {
  return DEFINITIONS[kind].count;
}

/** The angle behind `kind` at `instant`, degrees in [0, 360). */
export function elementAngleDeg(kind: ElementKind, instant: Instant, options: ElementOptions): number {
  return DEFINITIONS[kind].angle(instant, options);
}

function indexOfAngle(definition: ElementDefinition, angleDeg: number): number {
  return Math.min(definition.count, Math.floor(angleDeg / definition.stepDeg) + 1);
}

/** The 1-based index of the element of `kind` holding at `instant` (ranges in the module comment). */
export function elementIndexAt(kind: ElementKind, instant: Instant, options: ElementOptions): number {
  return angleAndIndex(kind, instant, options).index;
}

/** The angle behind `kind` at `instant` (degrees in [0, 360)) and the 1-based index it falls in. */
function angleAndIndex(kind: ElementKind, instant: Instant, options: ElementOptions): { angleDeg: number; index: number } {
  const definition = DEFINITIONS[kind];
  const angleDeg = definition.angle(instant, options);
  return { angleDeg, index: indexOfAngle(definition, angleDeg) };
}

/** Tithi at an instant. */
export interface TithiAt {
  /** 1–30: 1–15 Shukla Pratipada … Purnima, 16–30 Krishna Pratipada … Amavasya. */
  readonly number: number;
  /** Moon − Sun elongation, degrees in [0, 360). */
  readonly elongationDeg: number;
}

/** The tithi at `instant` (no ayanamsha: the elongation is frame-free). */
export function tithiAt(instant: Instant): TithiAt {
  const elongation = elongationDeg(instant);
  return { number: indexOfAngle(DEFINITIONS.tithi, elongation), elongationDeg: elongation };
}

/** Karana at an instant. */
export interface KaranaAt {
  /** 1–60: half-tithi of the synodic month, floor(E / 6°) + 1; map with data/karanas.ts `karanaOfHalfTithi`. */
  readonly halfTithi: number;
  readonly elongationDeg: number;
}

/** The karana (as its half-tithi) at `instant`. */
export function karanaAt(instant: Instant): KaranaAt {
  const elongation = elongationDeg(instant);
  return { halfTithi: indexOfAngle(DEFINITIONS.karana, elongation), elongationDeg: elongation };
}

/** Nakshatra at an instant. */
export interface NakshatraAt {
  /** 1 = Ashwini … 27 = Revati. */
  readonly number: number;
  /** Quarter of the nakshatra, 1–4. */
  readonly pada: number;
  /** Sidereal Moon, degrees in [0, 360). */
  readonly siderealMoonDeg: number;
}

/** The Moon's nakshatra and pada at `instant`, sidereal by `ayanamshaId` (true ayanamsha). */
export function nakshatraAt(instant: Instant, ayanamshaId: AyanamshaId): NakshatraAt {
  const { angleDeg, index } = angleAndIndex('pada', instant, { ayanamshaId });
  return { number: Math.ceil(index / 4), pada: ((index - 1) % 4) + 1, siderealMoonDeg: angleDeg };
}

/** Yoga at an instant. */
export interface YogaAt {
  /** 1 = Vishkambha … 27 = Vaidhriti. */
  readonly number: number;
  /** Sidereal Sun + sidereal Moon reduced to [0, 360), degrees. */
  readonly angleDeg: number;
}

/** The yoga at `instant`, sidereal by `ayanamshaId` (true ayanamsha). */
export function yogaAt(instant: Instant, ayanamshaId: AyanamshaId): YogaAt {
  const { angleDeg, index } = angleAndIndex('yoga', instant, { ayanamshaId });
  return { number: index, angleDeg };
}

/** A sidereal sign at an instant. */
export interface SignAt {
  /** 1 = Aries … 12 = Pisces. */
  readonly number: number;
  /** Sidereal longitude of the body, degrees in [0, 360). */
  readonly longitudeDeg: number;
}

/** The Moon's sidereal sign (rashi) at `instant`. */
export function moonSignAt(instant: Instant, ayanamshaId: AyanamshaId): SignAt {
  return signAt('moonSign', instant, ayanamshaId);
}

/** The Sun's sidereal sign at `instant`. */
export function sunSignAt(instant: Instant, ayanamshaId: AyanamshaId): SignAt {
  return signAt('sunSign', instant, ayanamshaId);
}

function signAt(kind: 'moonSign' | 'sunSign', instant: Instant, ayanamshaId: AyanamshaId): SignAt {
  const { angleDeg, index } = angleAndIndex(kind, instant, { ayanamshaId });
  return { number: index, longitudeDeg: angleDeg };
}

function assertWindow(from: Instant, to: Instant): void {
  if (!(Number.isFinite(from) && Number.isFinite(to) && from < to)) {
    throw new InvalidTimeRangeError('the window must satisfy from < to with finite instants', { from, to });
  }
}

/**
 * Every element of `kind` overlapping [from, to), in time order, each with its solved start and end. The
 * first may start before `from` and the last end after `to`; consecutive occurrences share their boundary
 * instant, so they tile [first.start, last.end) without gaps or overlaps. A window of one Vedic day holds one
 * to three tithis (three when one is kshaya, wholly inside the day), one to three nakshatras and yogas, two
 * to five karanas.
 * @param from window start (ms, UT), inclusive
 * @param to window end (ms, UT), exclusive; must exceed `from`
 */
export function occurrences(
  kind: ElementKind,
  from: Instant,
  to: Instant,
  options: ElementOptions,
): ElementOccurrence[] {
  assertWindow(from, to);
  const solve = (a: Instant, b: Instant) => solveOccurrences(kind, a, b, options);
  return fromBlocks(`${kind}|${options.ayanamshaId}|${options.positions ?? 'apparent'}`, from, to, solve);
}

/**
 * The Moon's passages through sidereal 300°–360° (the panchak: Dhanishta pada 3 to the end of Revati, i.e.
 * Kumbha and Meena) overlapping [from, to): intervals of the
 * Moon's longitude shifted to start at 300°, in 60° steps, whose `index` is 1 for the panchak itself.
 */
export function panchakIntervals(from: Instant, to: Instant, ayanamshaId: AyanamshaId, positions: PositionConvention = 'apparent'): StepInterval[] {
  assertWindow(from, to);
  const shifted = (t: Instant): number => normalizeDegrees(siderealMoonDeg(t, ayanamshaId, positions) - PANCHAK_START_DEG);
  const solve = (a: Instant, b: Instant) => stepIntervals(shifted, 60, DEFINITIONS.nakshatra.minRateDegPerDay, a, b);
  return fromBlocks(`panchak|${ayanamshaId}|${positions}`, from, to, solve);
}

/** The intervals overlapping [from, to), sliced from the cached block that holds the window (see below). */
function fromBlocks<T extends { start: Instant; end: Instant }>(
  key: string,
  from: Instant,
  to: Instant,
  solve: (from: Instant, to: Instant) => T[],
): T[] {
  const block = Math.floor(from / MS_PER_DAY);
  if (to > (block + 2) * MS_PER_DAY) return solve(from, to);
  const blockKey = `${key}|${block}`;
  let list = blockCache.get(blockKey) as T[] | undefined;
  if (list === undefined) {
    list = solve(block * MS_PER_DAY, (block + 2) * MS_PER_DAY);
    if (blockCache.size >= BLOCK_CACHE_LIMIT) blockCache.clear();
    blockCache.set(blockKey, list);
  }
  return list.filter((o) => o.end > from && o.start < to);
}

function solveOccurrences(kind: ElementKind, from: Instant, to: Instant, options: ElementOptions): ElementOccurrence[] {
  const definition = DEFINITIONS[kind];
  const angle = (t: Instant): number => definition.angle(t, options);
  const finer = FINER[kind];
  const intervals = finer
    ? groupedIntervals(angle, definition, occurrences(finer.kind, from, to, options), finer.ratio)
    : stepIntervals(angle, definition.stepDeg, definition.minRateDegPerDay, from, to);
  return intervals.map((interval) => ({ kind, ...interval }));
}

/**
 * Elements whose every boundary is one of a finer element's, on the same angle: a tithi is two karanas, a
 * nakshatra four padas, a Moon sign nine. Their boundary degrees are the same numbers (k·12° = 2k·6°, and so
 * on), so the finer element's boundaries are the coarser's to the bit.
 */
const FINER: Partial<Record<ElementKind, { readonly kind: ElementKind; readonly ratio: number }>> = {
  tithi: { kind: 'karana', ratio: 2 },
  nakshatra: { kind: 'pada', ratio: 4 },
  moonSign: { kind: 'pada', ratio: 9 },
};

/**
 * The intervals of a coarser element from a finer one's over the same window (`fine`, `ratio` finer intervals
 * to one): consecutive finer intervals of one coarser index joined; where the window cuts a coarser interval,
 * its start before the first finer interval or its end after the last is solved on the angle (`stepBoundary`).
 */
function groupedIntervals(angle: (t: Instant) => number, definition: ElementDefinition, fine: readonly ElementOccurrence[], ratio: number): StepInterval[] {
  const grouped: StepInterval[] = [];
  for (const interval of fine) {
    const index = Math.ceil(interval.index / ratio);
    const last = grouped[grouped.length - 1];
    if (last !== undefined && last.index === index) grouped[grouped.length - 1] = { ...last, end: interval.end };
    else grouped.push({ index, start: interval.start, end: interval.end });
  }
  const first = fine[0];
  const final = fine[fine.length - 1];
  if (first === undefined || final === undefined) return grouped;
  const { stepDeg, minRateDegPerDay } = definition;
  if ((first.index - 1) % ratio !== 0) {
    const edge = outerBoundary(angle, stepDeg, ratio, first, 'previous') ?? stepBoundary(angle, stepDeg, minRateDegPerDay, first.start, 'previous');
    grouped[0] = { ...grouped[0]!, start: edge.instant };
  }
  if (final.index % ratio !== 0) {
    const edge = outerBoundary(angle, stepDeg, ratio, final, 'next') ?? stepBoundary(angle, stepDeg, minRateDegPerDay, final.end, 'next');
    grouped[grouped.length - 1] = { ...grouped[grouped.length - 1]!, end: edge.instant };
  }
  return grouped;
}

/**
 * The coarser boundary before (`previous`) or after (`next`) a finer interval that a window cuts out of its coarser
 * one, predicted from where the angle stands at the finer interval's bounds (its boundary degrees) and its mean
 * rate over it, then refined (`refinedBoundary`): no evaluation of the angle to learn where it stands. Null when
 * the refinement does not settle.
 */
function outerBoundary(angle: (t: Instant) => number, stepDeg: number, ratio: number, fine: StepInterval, direction: 'previous' | 'next'): Boundary | null {
  const fineStepDeg = stepDeg / ratio;
  const rateDegPerMs = fineStepDeg / (fine.end - fine.start);
  const k = direction === 'previous' ? Math.floor((fine.index - 1) / ratio) : Math.ceil(fine.index / ratio);
  const boundary = stepNumber(k, stepDeg);
  if (direction === 'previous') {
    const backMs = (((fine.index - 1) % ratio) * fineStepDeg) / rateDegPerMs;
    return refinedBoundary(angle, boundary, fine.start - backMs, rateDegPerMs, [fine.start - 3 * backMs - MS_PER_DAY, fine.start]);
  }
  const aheadMs = ((ratio - (fine.index % ratio)) * fineStepDeg) / rateDegPerMs;
  return refinedBoundary(angle, boundary, fine.end + aheadMs, rateDegPerMs, [fine.end, fine.end + 3 * aheadMs + MS_PER_DAY]);
}

/**
 * Occurrences are the same for every place: the boundaries of tithi, nakshatra, yoga, karana and signs are
 * instants of the Sun and Moon alone. Solving them once per UT day block, for [day, day + 2) (a window starts
 * in its block's day and ends within two days of it, else it is solved for itself), and slicing serves every
 * place and every Vedic day that starts in the block; pinned boundaries (`canonicalCrossing`) make
 * a sliced list identical to one solved for the window itself. Memoisation only: results do not depend on it.
 */
const blockCache = new Map<string, readonly { start: Instant; end: Instant }[]>();
const BLOCK_CACHE_LIMIT = 512;

/** An interval between two consecutive step boundaries of an increasing angle. */
export interface StepInterval {
  /** 1-based: the interval [(index − 1)·step, index·step) of the angle. */
  readonly index: number;
  readonly start: Instant;
  readonly end: Instant;
}

/**
 * The intervals between consecutive multiples of `stepDeg` of an INCREASING angle `angle` (degrees) that
 * overlap [from, to), solved with `nearBoundary`, `followingBoundary` and `findStepBoundary`; the
 * machinery behind `occurrences`, open to angles of other elements (e.g. the Moon's longitude shifted to start
 * the panchak at 0°).
 * @param stepDeg must divide 360 and be under 90
 * @param minRateDegPerDay a lower bound of the angle's rate (brackets the search)
 */
export function stepIntervals(
  angle: (t: Instant) => number,
  stepDeg: number,
  minRateDegPerDay: number,
  from: Instant,
  to: Instant,
): StepInterval[] {
  assertWindow(from, to);
  let start = stepBoundary(angle, stepDeg, minRateDegPerDay, from, 'previous');
  // The canonical instant may fall just after `from` when `from` lies within the search tolerance of it.
  if (start.instant > from) start = bracketedBoundary(angle, stepDeg, minRateDegPerDay, start.instant - 1, 'previous');
  const found: StepInterval[] = [];
  let before: Boundary | null = null;
  while (start.instant < to) {
    const end = followingBoundary(angle, stepDeg, start, before) ?? bracketedBoundary(angle, stepDeg, minRateDegPerDay, start.instant, 'next');
    if (end.instant > from) found.push({ index: start.index + 1, start: start.instant, end: end.instant });
    before = start;
    start = end;
  }
  return found;
}

/**
 * The canonical step boundary of an INCREASING angle at or before `t` (`previous`) or after it (`next`):
 * predicted from the angle and its rate at `t` (`nearBoundary`), else bracketed (`bracketedBoundary`).
 */
function stepBoundary(angle: (t: Instant) => number, stepDeg: number, minRateDegPerDay: number, t: Instant, direction: 'previous' | 'next'): Boundary {
  return nearBoundary(angle, stepDeg, t, direction) ?? bracketedBoundary(angle, stepDeg, minRateDegPerDay, t, direction);
}

/** The canonical step boundary before or after `t` by the shared root finder (`findStepBoundary`: a bracket, then Brent). */
function bracketedBoundary(angle: (t: Instant) => number, stepDeg: number, minRateDegPerDay: number, t: Instant, direction: 'previous' | 'next'): Boundary {
  const found = findStepBoundary(angle, stepDeg, t, { minRateDegPerDay, toleranceMs: BOUNDARY_TOLERANCE_MS, direction });
  return { ...found, ...crossingCell(angle, found.boundaryDeg, found.instant) };
}

/** A canonical step boundary (`AngleBoundary`) with the angle's rate there (`CanonicalCell`). */
type Boundary = AngleBoundary & CanonicalCell;

/** The most secant steps `refinedBoundary` takes before it leaves the search to `findStepBoundary`. */
const MAX_SECANT_STEPS = 8;

/**
 * The canonical boundary after `previous` of an INCREASING angle, found from the angle's rate at `previous`
 * (and its change since the boundary `before`, when given): predicted one step ahead at that rate (and that
 * change of it), then refined (`refinedBoundary`); it takes three to five evaluations of the angle where a
 * bracket from the lower bound of the rate takes seven or eight. Null when the refinement does not settle (the
 * caller then brackets the boundary as usual).
 */
function followingBoundary(angle: (t: Instant) => number, stepDeg: number, previous: Boundary, before: Boundary | null): Boundary | null {
  if (!(previous.rateDegPerMs > 0)) return null;
  const boundary = stepNumber(previous.index + 1, stepDeg);
  const ahead = stepAhead(stepDeg, previous, before);
  return refinedBoundary(angle, boundary, previous.instant + ahead.ms, ahead.rateDegPerMs, [previous.instant, previous.instant + 3 * ahead.ms]);
}

/** The `k`th multiple of `stepDeg` as a boundary: its index among a turn's steps and its degrees in [0, 360). */
function stepNumber(k: number, stepDeg: number): Pick<AngleBoundary, 'index' | 'boundaryDeg'> {
  return { index: k % Math.round(360 / stepDeg), boundaryDeg: normalizeDegrees(k * stepDeg) };
}

/** How far after `t` `nearBoundary` reads the angle again for its rate, ms. */
const RATE_PROBE_MS = 60_000;

/**
 * The canonical boundary of an INCREASING angle at or before `t` (`previous`) or after it (`next`), predicted
 * from the angle and its rate at `t` (read again `RATE_PROBE_MS` later) and refined (`refinedBoundary`): five or
 * six evaluations where a bracket and Brent's method take eight or nine. As `findStepBoundary`, a `next` boundary
 * the angle reaches within the tolerance counts as reached at `t`. Null when the refinement does not settle.
 */
function nearBoundary(angle: (t: Instant) => number, stepDeg: number, t: Instant, direction: 'previous' | 'next'): Boundary | null {
  const value = angle(t);
  const rateDegPerMs = signedDegrees(angle(t + RATE_PROBE_MS) - value) / RATE_PROBE_MS;
  if (!(rateDegPerMs > 0)) return null;
  const count = Math.round(360 / stepDeg);
  let k = Math.min(count - 1, Math.floor(value / stepDeg));
  if (direction === 'next') {
    k += 1;
    if ((k * stepDeg - value) / rateDegPerMs <= BOUNDARY_TOLERANCE_MS) k += 1;
  }
  const offsetMs = (k * stepDeg - value) / rateDegPerMs;
  const span = 3 * Math.abs(offsetMs) + MS_PER_DAY;
  const within: [Instant, Instant] = direction === 'next' ? [t, t + span] : [t - span, t + RATE_PROBE_MS];
  return refinedBoundary(angle, stepNumber(k, stepDeg), t + offsetMs, rateDegPerMs, within);
}

/**
 * The canonical crossing of `boundary` by an INCREASING angle from a prediction `guess` and the angle's rate
 * there: secant steps (the first with that rate, the next through the last two points) until a step settles
 * within the tolerance (`SETTLED_FIRST_STEP_MS`, `SETTLED_SECANT_STEP_MS`), then made canonical as every boundary
 * is, so the result is the one `findStepBoundary` would give. Null when a step leaves `within` (ms, open) or the
 * steps do not settle.
 */
function refinedBoundary(
  angle: (t: Instant) => number,
  boundary: Pick<AngleBoundary, 'index' | 'boundaryDeg'>,
  guess: Instant,
  rateDegPerMs: number,
  within: readonly [Instant, Instant],
): Boundary | null {
  const g = (t: Instant): number => signedDegrees(angle(t) - boundary.boundaryDeg);
  let ta = guess;
  let tb = guess;
  let ga = 0;
  let gb = g(tb);
  for (let steps = 0; steps < MAX_SECANT_STEPS; steps++) {
    if (!(tb > within[0] && tb < within[1]) || Math.abs(gb) >= MAX_SECANT_DIFFERENCE_DEG || (steps > 0 && gb === ga)) return null;
    // The first step takes the predicted rate at the prediction; the next ones the secant of the last two.
    const slope = steps === 0 ? rateDegPerMs : (gb - ga) / (tb - ta);
    if (!(slope > 0)) return null;
    const correctionMs = gb / slope;
    const next = tb - correctionMs;
    // A step this small lands within the tolerance, so the angle need not be evaluated there again.
    if (Math.abs(correctionMs) <= (steps === 0 ? SETTLED_FIRST_STEP_MS : SETTLED_SECANT_STEP_MS)) {
      const cell = canonicalCell(angle, boundary.boundaryDeg, next);
      return cell === null ? null : { ...boundary, ...cell };
    }
    ta = tb;
    ga = gb;
    tb = next;
    gb = g(tb);
  }
  return null;
}

/**
 * The largest steps after which `refinedBoundary` takes the crossing as found, ms. A step's error is its size
 * times the relative error of its slope: about 1e-2 at most for the predicted rate (5e-4 over a pada, 2e-3
 * over a karana, measured), and for a secant about (the rate's change ÷ the rate) × the secant's span, under
 * 1e-4 for the Sun and the Moon over a quarter of an hour; either way about `BOUNDARY_TOLERANCE_MS` or less,
 * and `canonicalCell` needs only to start in the right grid cell or near it (a cell further costs one
 * evaluation, never a different result).
 */
const SETTLED_FIRST_STEP_MS = 5_000;
const SETTLED_SECANT_STEP_MS = 60_000;

/**
 * The time (ms) an angle takes to move `stepDeg` from `previous` at its rate there, accelerating as it did since
 * `before`: the positive root of step = r·Δ + ½·a·Δ², written so that it stays exact as a → 0.
 */
function stepAhead(stepDeg: number, previous: Boundary, before: Boundary | null): { ms: number; rateDegPerMs: number } {
  const rate = previous.rateDegPerMs;
  const acceleration = before === null ? 0 : (rate - before.rateDegPerMs) / (previous.instant - before.instant);
  const discriminant = rate * rate + 2 * acceleration * stepDeg;
  const ms = discriminant > 0 ? (2 * stepDeg) / (rate + Math.sqrt(discriminant)) : stepDeg / rate;
  return { ms, rateDegPerMs: rate + acceleration * ms };
}

/** Largest |angle − boundary| (degrees) a secant step may work from: beyond it the wrap could mislead it. */
const MAX_SECANT_DIFFERENCE_DEG = 90;

/**
 * The canonical instant at which an INCREASING angle `f` passes `targetDeg`, given an approximate solution
 * `approximate` (within a few grid cells): the grid cell [k·G, (k+1)·G] (G = `CANONICAL_GRID_MS`, k integer)
 * where the wrapped difference f − target changes sign from ≤ 0 to > 0, interpolated linearly inside the cell.
 * The result depends only on the cell, not on `approximate`, so two searches that reach the same crossing
 * from different starts agree exactly.
 */
export function canonicalCrossing(f: (t: Instant) => number, targetDeg: number, approximate: Instant): Instant {
  return crossingCell(f, targetDeg, approximate).instant;
}

/** `canonicalCell`, which must find the crossing. */
function crossingCell(f: (t: Instant) => number, targetDeg: number, approximate: Instant): CanonicalCell {
  const cell = canonicalCell(f, targetDeg, approximate);
  if (cell === null) throw new Error(`No crossing of ${targetDeg}° near ${approximate}`);
  return cell;
}

/** A canonical crossing (`canonicalCrossing`) and the rate of the angle over its grid cell, degrees per ms. */
interface CanonicalCell {
  readonly instant: Instant;
  readonly rateDegPerMs: number;
}

/**
 * `canonicalCrossing`, with the angle's rate over the cell; null when no crossing lies within 64 cells of
 * `approximate`.
 */
function canonicalCell(f: (t: Instant) => number, targetDeg: number, approximate: Instant): CanonicalCell | null {
  const g = (t: Instant): number => signedDegrees(f(t) - targetDeg);
  let a = Math.floor(approximate / CANONICAL_GRID_MS) * CANONICAL_GRID_MS;
  let ga = g(a);
  let b = a + CANONICAL_GRID_MS;
  let gb: number;
  if (ga > 0) {
    b = a;
    gb = ga;
    for (let cell = 0; cell < 64 && ga > 0; cell++) {
      b = a;
      gb = ga;
      a -= CANONICAL_GRID_MS;
      ga = g(a);
    }
  } else {
    gb = g(b);
    for (let cell = 0; cell < 64 && gb <= 0; cell++) {
      a = b;
      ga = gb;
      b += CANONICAL_GRID_MS;
      gb = g(b);
    }
  }
  if (!(ga <= 0 && gb > 0)) return null;
  return { instant: a + (CANONICAL_GRID_MS * -ga) / (gb - ga), rateDegPerMs: (gb - ga) / CANONICAL_GRID_MS };
}

/** The occurrence of `kind` holding at `instant` (start ≤ instant < end). */
export function occurrenceAt(kind: ElementKind, instant: Instant, options: ElementOptions): ElementOccurrence {
  const [first] = occurrences(kind, instant, instant + 1, options);
  return first as ElementOccurrence;
}

/**
 * The instant within about `halfWidthMs` of `estimate` at which an increasing angle `f` reaches `targetDeg`,
 * solved with the shared root finder. The bracket doubles (up to 8 times) if the crossing lies outside it.
 * Used where the crossing time is predicted well from mean motions (new moons). The result is canonical
 * (`canonicalCrossing`). Returns null when no crossing is bracketed.
 */
export function crossingNear(
  f: (t: Instant) => number,
  targetDeg: number,
  estimate: Instant,
  halfWidthMs: number,
): Instant | null {
  let half = halfWidthMs;
  for (let attempt = 0; attempt < 8; attempt++) {
    const found = findAngleCrossing(f, targetDeg, estimate - half, estimate + half, BOUNDARY_TOLERANCE_MS);
    if (found !== null) return canonicalCrossing(f, targetDeg, found);
    half *= 2;
  }
  return null;
}

/** Mean synodic month, days (Meeus, Astronomical Algorithms, ch. 49: 29.530588861). */
export const MEAN_SYNODIC_MONTH_DAYS = 29.530588861;

/** The mean new moon of lunation 0, 2000 January 6 18:14 TT (Meeus, ch. 49, JDE 2451550.09766), ms since 1970. */
const LUNATION_ZERO_MS = (2451550.09766 - 2440587.5) * MS_PER_DAY;
const MEAN_SYNODIC_MONTH_MS = MEAN_SYNODIC_MONTH_DAYS * MS_PER_DAY;

/**
 * New moons already found, by lunation number (0 = `LUNATION_ZERO_MS`'s; a true new moon is within a day of its
 * mean one, half a month from the next). A new moon is one instant for the whole Earth and its search answers
 * canonically (`crossingNear`), so the same instant whatever the start: every city of a day and every day of a
 * month read the two around them from here instead of searching again. Lunations 1800–2399 number about 7,400.
 */
const newMoons = new Map<number, Instant>();
const MAX_KEPT_NEW_MOONS = 16_384;

/**
 * The new moon (elongation 0°, the end of Amavasya) at or before `instant` when `direction` is 'previous',
 * or strictly after it when 'next'.
 */
export function newMoon(instant: Instant, direction: 'previous' | 'next'): Instant {
  const lunation = Math.floor((instant - LUNATION_ZERO_MS) / MEAN_SYNODIC_MONTH_MS);
  for (let n = lunation - 1; n <= lunation + 1; n++) {
    const start = newMoons.get(n);
    const end = newMoons.get(n + 1);
    if (start !== undefined && end !== undefined && start <= instant && instant < end) return direction === 'previous' ? start : end;
  }
  const found = searchNewMoon(instant, direction);
  if (newMoons.size >= MAX_KEPT_NEW_MOONS) newMoons.clear();
  newMoons.set(Math.round((found - LUNATION_ZERO_MS) / MEAN_SYNODIC_MONTH_MS), found);
  return found;
}

/** `newMoon` searched from the elongation at `instant`. */
function searchNewMoon(instant: Instant, direction: 'previous' | 'next'): Instant {
  const elongation = elongationDeg(instant);
  const meanRateDegPerMs = 360 / MEAN_SYNODIC_MONTH_MS;
  const untilMs = (360 - elongation) / meanRateDegPerMs;
  // Within a degree before a new moon (an instant at the new moon itself reads 359.99…° to the solver's tolerance),
  // look at that one first: it is the answer when the instant is the new moon, and the search below steps back
  // from it otherwise.
  const estimate = direction === 'next' || elongation > 359 ? instant + untilMs : instant - elongation / meanRateDegPerMs;
  // The true new moon departs from the mean estimate by under a day (the Moon's and Sun's equations of centre).
  const found = crossingNear(elongationDeg, 0, estimate, MS_PER_DAY);
  if (found === null) throw new Error(`No new moon found near ${estimate}`);
  if (direction === 'previous' && found > instant) return searchNewMoon(found - MS_PER_DAY, 'previous');
  if (direction === 'next' && found <= instant) return searchNewMoon(found + MS_PER_DAY, 'next');
  return found;
}
