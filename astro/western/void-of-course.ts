/**
 * Void-of-course Moon periods (data/void-of-course.ts): from the last exact Ptolemaic aspect the Moon makes to a
 * planet of the chosen set while in a tropical sign, to its ingress into the next sign.
 *
 * The Moon's ingresses are the 30° crossings of its apparent tropical longitude track (`events.ts`); within each
 * sign the last aspect is the last crossing of 0°, ±60°, ±90°, ±120° or 180° by λ☾ − λplanet
 * (`lastAspectInSign`), each solved with the shared root finder to 10 ms. A sign lasts at most 2.8 days, so
 * the search runs `MARGIN_MS` beyond the window on each side, enough to hold the sign in progress at either end.
 */
import { type Instant, MS_PER_DAY } from '../time.ts';
import { boundaryCrossings, monotonicPieces } from '../transits/motion.ts';
import { VOID_OF_COURSE_ASPECTS, VOID_OF_COURSE_SETS, type VoidOfCourseSetId } from '../../data/void-of-course.ts';
import { WESTERN_ASPECTS, type WesternAspectId } from '../../data/western-aspects.ts';
import type { WesternBodyId } from '../../data/western-bodies.ts';
import { normalizeDegrees, signedDegrees } from '../angles.ts';
import { findRoot } from '../search.ts';
import { westernBodyLongitude } from './bodies.ts';
import { aspectTargets, westernTrack } from './events.ts';

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

/** The aspect angles as elongations λ☾ − λplanet in [0, 360), each with its aspect: 0, 60, 90, 120, 180, 240, 270, 300. */
const ASPECT_ELONGATIONS: readonly { readonly deg: number; readonly aspect: WesternAspectId }[] = WESTERN_ASPECTS.filter((record) =>
  VOID_OF_COURSE_ASPECTS.includes(record.id),
).flatMap((record) => aspectTargets(0, record.angle).map((deg) => ({ deg, aspect: record.id })));

/**
 * How far (ms) a linear estimate of an aspect's instant within one sign may be from the instant itself: the Moon's
 * acceleration (at most 1.2°/day²) bends its path over a sign (2.8 days) by under 1.2°, under 2.5 hours at its
 * slowest; twice that.
 */
const ESTIMATE_MARGIN_MS = 5 * 3_600_000;

/**
 * The last exact Ptolemaic aspect of the Moon to a planet of `planets` between its ingresses `entered` and `leaves`
 * (ms), or null. λ☾ − λplanet only increases (the Moon's 11.7°/day and more exceeds every planet's speed) and
 * gains under 45° in a sign, so for each planet the aspects made in the sign are the aspect elongations between
 * its values at the two ingresses; only the last of each planet can be the last of all. Those are estimated
 * linearly and solved with the shared root finder, latest first, until the rest are estimated more than
 * `ESTIMATE_MARGIN_MS` before the latest solved.
 */
function lastAspectInSign(entered: Instant, leaves: Instant, planets: readonly WesternBodyId[], longitude: BodyLongitude): LastAspect | null {
  const elongation = (planet: WesternBodyId, t: Instant) => normalizeDegrees(longitude('moon', t) - longitude(planet, t));
  const candidates: { planet: WesternBodyId; aspect: WesternAspectId; deg: number; estimate: Instant }[] = [];
  for (const planet of planets) {
    const first = elongation(planet, entered);
    const gained = normalizeDegrees(elongation(planet, leaves) - first);
    let last: { deg: number; aspect: WesternAspectId; ahead: number } | null = null;
    for (const target of ASPECT_ELONGATIONS) {
      const ahead = normalizeDegrees(target.deg - first);
      if (ahead > 0 && ahead <= gained && (last === null || ahead > last.ahead)) last = { ...target, ahead };
    }
    if (last !== null) candidates.push({ planet, aspect: last.aspect, deg: last.deg, estimate: entered + (last.ahead / gained) * (leaves - entered) });
  }
  candidates.sort((a, b) => b.estimate - a.estimate);
  let best: LastAspect | null = null;
  for (const candidate of candidates) {
    if (best !== null && candidate.estimate < best.instant - ESTIMATE_MARGIN_MS) break;
    const root = findRoot((t) => signedDegrees(elongation(candidate.planet, t) - candidate.deg), entered, leaves);
    if (root === null) continue;
    const instant = Math.round(root);
    if (best === null || instant > best.instant) best = { instant, planet: candidate.planet, aspect: candidate.aspect };
  }
  return best;
}

/** A body's apparent tropical longitude at an instant, degrees. */
type BodyLongitude = (body: WesternBodyId, t: Instant) => number;

/**
 * `westernBodyLongitude`, remembering the bodies' longitudes at the ingresses: a sign's aspects are bracketed by
 * every planet's elongation at the sign's two ingresses, and each ingress ends one sign and begins the next.
 */
function ingressLongitudes(ingresses: readonly Ingress[]): BodyLongitude {
  const atIngress = new Set(ingresses.map((ingress) => ingress.instant));
  const known = new Map<string, number>();
  return (body, t) => {
    if (!atIngress.has(t)) return westernBodyLongitude(body, t);
    const key = `${body} ${t}`;
    let value = known.get(key);
    if (value === undefined) known.set(key, (value = westernBodyLongitude(body, t)));
    return value;
  };
}

/**
 * The void-of-course periods that overlap [from, to) (ms, UT), in time order, by the planet set `set`. A period
 * in progress at `from` or still running at `to` is given whole.
 */
export function voidOfCourseMoon(from: Instant, to: Instant, set: VoidOfCourseSetId): VoidOfCoursePeriod[] {
  const start = from - MARGIN_MS;
  const end = to + MARGIN_MS;
  const ingresses = moonIngresses(start, end);
  const planets = VOID_OF_COURSE_SETS[set].planets;
  const longitude = ingressLongitudes(ingresses);
  const periods: VoidOfCoursePeriod[] = [];
  for (let k = 0; k + 1 < ingresses.length; k++) {
    const entered = ingresses[k]!;
    const leaves = ingresses[k + 1]!;
    if (leaves.instant <= from || entered.instant >= to) continue;
    const last = lastAspectInSign(entered.instant, leaves.instant, planets, longitude);
    const voidFrom = last?.instant ?? entered.instant;
    if (leaves.instant > from && voidFrom < to) {
      periods.push({ start: voidFrom, end: leaves.instant, sign: entered.toSign, nextSign: leaves.toSign, lastAspect: last });
    }
  }
  return periods;
}
