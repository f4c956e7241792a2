/**
 * Void-of-course Moon periods (data/void-of-course.ts): from the last exact Ptolemaic aspect the Moon makes to a
 * planet of the chosen set while in a tropical sign, to its ingress into the next sign.
 *
 * The Moon's ingresses are the 30° crossings of its apparent tropical longitude track, the aspects the crossings
 * of 0°, ±60°, ±90°, ±120° and 180° by the track of λ☾ − λplanet (`events.ts`: the Moon's difference with any
 * planet never reverses), each solved with the shared root finder to 10 ms. A sign lasts at most 2.8 days, so
 * the search runs `MARGIN_MS` beyond the window on each side, enough to hold the sign in progress at either end.
 */
import { type Instant, MS_PER_DAY } from '../time.ts';
import { boundaryCrossings, monotonicPieces } from '../transits/motion.ts';
import { VOID_OF_COURSE_ASPECTS, VOID_OF_COURSE_SETS, type VoidOfCourseSetId } from '../../data/void-of-course.ts';
import { WESTERN_ASPECTS, type WesternAspectId } from '../../data/western-aspects.ts';
import type { WesternBodyId } from '../../data/western-bodies.ts';
import { aspectTargets, crossingOf, differenceTrack, westernTrack } from './events.ts';

/** How far beyond the window the Moon is followed: three days, longer than it stays in any sign. */
const MARGIN_MS = 3 * MS_PER_DAY;

/** The exact aspect that begins a void. */
export interface LastAspect {
  readonly instant: Instant;
  readonly planet: WesternBodyId;
  readonly aspect: WesternAspectId;
}

/** One void-of-course period, ms (UT). */
export interface VoidOfCoursePeriod {
  /** The last aspect's instant, or the ingress into `sign` when the Moon made none there. */
  readonly start: Instant;
  /** The Moon's ingress into `nextSign`. */
  readonly end: Instant;
  /** Tropical sign 1–12 the Moon is void in, and the sign it enters at `end`. */
  readonly sign: number;
  readonly nextSign: number;
  /** Null when the Moon made no aspect in the whole sign. */
  readonly lastAspect: LastAspect | null;
}

interface Ingress {
  readonly instant: Instant;
  readonly toSign: number;
}

/** The Moon's tropical sign ingresses in [from, to). */
function moonIngresses(from: Instant, to: Instant): Ingress[] {
  const track = westernTrack('moon');
  const found: Ingress[] = [];
  for (const piece of monotonicPieces(track, from, to)) {
    for (const crossing of boundaryCrossings(track.angleDeg, piece, 12, () => true)) {
      const instant = Math.round(crossing.instant);
      if (instant >= from && instant < to) found.push({ instant, toSign: crossing.toIndex + 1 });
    }
  }
  return found.sort((a, b) => a.instant - b.instant);
}

/** Every exact Ptolemaic aspect of the Moon to one of `planets` in [from, to), in time order. */
function moonAspects(from: Instant, to: Instant, planets: readonly WesternBodyId[]): LastAspect[] {
  const records = WESTERN_ASPECTS.filter((record) => VOID_OF_COURSE_ASPECTS.includes(record.id));
  const found: LastAspect[] = [];
  for (const planet of planets) {
    const track = differenceTrack('moon', planet);
    for (const piece of monotonicPieces(track, from, to)) {
      for (const record of records) {
        for (const target of aspectTargets(0, record.angle)) {
          const instant = crossingOf(track.angleDeg, piece, target);
          if (instant !== null && instant >= from && instant < to) found.push({ instant, planet, aspect: record.id });
        }
      }
    }
  }
  return found.sort((a, b) => a.instant - b.instant);
}

/**
 * The void-of-course periods that overlap [from, to) (ms, UT), in time order, by the planet set `set`. A period
 * in progress at `from` or still running at `to` is given whole.
 */
export function voidOfCourseMoon(from: Instant, to: Instant, set: VoidOfCourseSetId): VoidOfCoursePeriod[] {
  const start = from - MARGIN_MS;
  const end = to + MARGIN_MS;
  const ingresses = moonIngresses(start, end);
  const aspects = moonAspects(start, end, VOID_OF_COURSE_SETS[set].planets);
  const periods: VoidOfCoursePeriod[] = [];
  let next = 0;
  for (let k = 0; k + 1 < ingresses.length; k++) {
    const entered = ingresses[k]!;
    const leaves = ingresses[k + 1]!;
    let last: LastAspect | null = null;
    while (next < aspects.length && aspects[next]!.instant < leaves.instant) {
      if (aspects[next]!.instant >= entered.instant) last = aspects[next]!;
      next++;
    }
    const voidFrom = last?.instant ?? entered.instant;
    if (leaves.instant > from && voidFrom < to) {
      periods.push({ start: voidFrom, end: leaves.instant, sign: entered.toSign, nextSign: leaves.toSign, lastAspect: last });
    }
  }
  return periods;
}
