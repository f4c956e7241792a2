/**
 * Ingresses: a graha's SIDEREAL longitude crossing the boundary of a sign (30°), a nakshatra (13°20′) or a
 * pada (3°20′). Every crossing is listed, with the direction of motion: a planet near a station can leave a
 * sign, re-enter it retrograde and leave it again, and each of those is an event. Rahu and Ketu move
 * retrograde (always with the mean node, almost always with the true node), so their ingresses usually enter
 * the previous sign.
 *
 * All three are crossings of pada boundaries (a sign is 9 padas, a nakshatra 4), solved once per boundary by
 * `motion.ts` and labelled here; a sign boundary that is also a nakshatra and a pada boundary (0°, 120°,
 * 240°) gives three events at the same instant. Ketu's events are Rahu's crossings shifted by 54 padas (180°).
 */
import type { Instant } from '../time.ts';
import type { GrahaId } from '../../data/grahas.ts';
import { type MonotonicPiece, boundaryCrossings } from './motion.ts';
import { PADAS_PER_CIRCLE, PADAS_PER_NAKSHATRA, PADAS_PER_SIGN } from './place.ts';
import type { TrackedGraha } from './tracks.ts';

/** The ingress event types. */
export type IngressType = 'sign-ingress' | 'nakshatra-ingress' | 'pada-ingress';

/** Direction of the graha's motion in sidereal longitude at the crossing. */
export type MotionDirection = 'direct' | 'retrograde';

/** A graha enters another sidereal sign. */
export interface SignIngressEvent {
  readonly type: 'sign-ingress';
  readonly graha: GrahaId;
  /** When, ms since 1970-01-01T00:00Z (UT), rounded to the millisecond. */
  readonly instant: Instant;
  readonly motion: MotionDirection;
  /** Sign left and sign entered, 1 = Aries … 12 = Pisces. */
  readonly fromSign: number;
  readonly toSign: number;
}

/** A graha enters another nakshatra. */
export interface NakshatraIngressEvent {
  readonly type: 'nakshatra-ingress';
  readonly graha: GrahaId;
  readonly instant: Instant;
  readonly motion: MotionDirection;
  /** Nakshatra left and entered, 1 = Ashwini … 27 = Revati. */
  readonly fromNakshatra: number;
  readonly toNakshatra: number;
}

/** A graha enters another pada (quarter of a nakshatra). */
export interface PadaIngressEvent {
  readonly type: 'pada-ingress';
  readonly graha: GrahaId;
  readonly instant: Instant;
  readonly motion: MotionDirection;
  /** Nakshatra (1–27) and pada (1–4) left. */
  readonly fromNakshatra: number;
  readonly fromPada: number;
  /** Nakshatra (1–27) and pada (1–4) entered. */
  readonly toNakshatra: number;
  readonly toPada: number;
}

export type IngressEvent = SignIngressEvent | NakshatraIngressEvent | PadaIngressEvent;

/** Ketu is 180° = 54 padas from Rahu. */
const KETU_PADA_OFFSET = PADAS_PER_CIRCLE / 2;

/**
 * The ingress events of `types` of one tracked graha — and of Ketu with Rahu — found in `pieces` (monotonic
 * pieces of the graha's sidereal longitude `angleDeg`, degrees [0, 360)), in time order per graha. Instants
 * are rounded to the millisecond; the caller keeps those inside its window.
 */
export function ingressEvents(
  graha: TrackedGraha,
  angleDeg: (instant: Instant) => number,
  pieces: readonly MonotonicPiece[],
  types: ReadonlySet<IngressType>,
): IngressEvent[] {
  const labelled: readonly (readonly [GrahaId, number])[] = graha === 'rahu' ? [['rahu', 0], ['ketu', KETU_PADA_OFFSET]] : [[graha, 0]];
  const wanted = (fromPada: number, toPada: number): boolean =>
    labelled.some(([, offset]) => eventsOfCrossing(types, shift(fromPada, offset), shift(toPada, offset)).length > 0);
  const events: IngressEvent[] = [];
  for (const piece of pieces) {
    for (const crossing of boundaryCrossings(angleDeg, piece, PADAS_PER_CIRCLE, wanted)) {
      const instant = Math.round(crossing.instant);
      const motion: MotionDirection = crossing.direction > 0 ? 'direct' : 'retrograde';
      for (const [labelGraha, offset] of labelled) {
        const fromPada = shift(crossing.fromIndex, offset);
        const toPada = shift(crossing.toIndex, offset);
        for (const type of eventsOfCrossing(types, fromPada, toPada)) {
          events.push(ingressEvent(type, labelGraha, instant, motion, fromPada, toPada));
        }
      }
    }
  }
  return events;
}

function shift(padaIndex: number, offset: number): number {
  return (padaIndex + offset) % PADAS_PER_CIRCLE;
}

/** Which of `types` a crossing from pada index `fromPada` to `toPada` (0–107) makes. */
function eventsOfCrossing(types: ReadonlySet<IngressType>, fromPada: number, toPada: number): IngressType[] {
  const found: IngressType[] = [];
  if (types.has('sign-ingress') && Math.floor(fromPada / PADAS_PER_SIGN) !== Math.floor(toPada / PADAS_PER_SIGN)) {
    found.push('sign-ingress');
  }
  if (types.has('nakshatra-ingress') && Math.floor(fromPada / PADAS_PER_NAKSHATRA) !== Math.floor(toPada / PADAS_PER_NAKSHATRA)) {
    found.push('nakshatra-ingress');
  }
  if (types.has('pada-ingress')) found.push('pada-ingress');
  return found;
}

function ingressEvent(
  type: IngressType,
  graha: GrahaId,
  instant: Instant,
  motion: MotionDirection,
  fromPada: number,
  toPada: number,
): IngressEvent {
  switch (type) {
    case 'sign-ingress':
      return {
        type, graha, instant, motion,
        fromSign: Math.floor(fromPada / PADAS_PER_SIGN) + 1,
        toSign: Math.floor(toPada / PADAS_PER_SIGN) + 1,
      };
    case 'nakshatra-ingress':
      return {
        type, graha, instant, motion,
        fromNakshatra: Math.floor(fromPada / PADAS_PER_NAKSHATRA) + 1,
        toNakshatra: Math.floor(toPada / PADAS_PER_NAKSHATRA) + 1,
      };
    case 'pada-ingress':
      return {
        type, graha, instant, motion,
        fromNakshatra: Math.floor(fromPada / PADAS_PER_NAKSHATRA) + 1,
        fromPada: (fromPada % PADAS_PER_NAKSHATRA) + 1,
        toNakshatra: Math.floor(toPada / PADAS_PER_NAKSHATRA) + 1,
        toPada: (toPada % PADAS_PER_NAKSHATRA) + 1,
      };
  }
}
