/**
 * What holds at one instant of a Vedic day: the five limbs, and the day's windows that hold (or come next) at
 * that instant. Looked up in a completed day without astronomy, so a precomputed row and an on-demand day give
 * the same moment.
 */
import type { ChandraNivasRelation } from '../../data/shool.ts';
import { chandraNivasRelation } from '../day-periods.ts';
import type { Instant } from '../time.ts';
import { type AnandadiEntry, containing, type GhatiWindowEntry, type PanchakWindow, type PanchangaAt, panchangaAt } from './day.ts';
import { type PanchakaRahitaWindow, type PanchangaDay, positionsAt } from './derived.ts';

/** The state of a Vedic day at one of its instants. */
export interface PanchangaMoment {
  /** The instant, ms UT, in [day.start, day.end). */
  readonly instant: Instant;
  /** Tithi, nakshatra with pada, yoga, karana and Moon sign holding at the instant. */
  readonly limbs: PanchangaAt;
  /** The anandadi yoga holding at the instant (the day's first when none of its entries holds it). */
  readonly anandadi: AnandadiEntry;
  /** The panchak period holding at the instant, or null. */
  readonly panchak: PanchakWindow | null;
  /** True when the instant lies in a varjyam window. */
  readonly inVarjyam: boolean;
  /** The varjyam window holding at the instant, else the day's next one after it, else its first; null when the day has none. */
  readonly varjyam: GhatiWindowEntry | null;
  /** The panchaka-rahita window holding at the instant, or null ([] windows beyond ±66° latitude). */
  readonly panchakaRahita: PanchakaRahitaWindow | null;
  /** Sidereal Sun and Moon longitudes at the instant, degrees [0, 360), interpolated from the day's samples. */
  readonly positions: { readonly sun: number; readonly moon: number };
  /** Where the Moon's dwelling direction lies for a traveller heading in the day's disha shool direction. */
  readonly nivasRelation: ChandraNivasRelation;
}

/**
 * The state of `day` at `instant` (ms UT).
 * @throws RangeError when `instant` is outside [day.start, day.end) or the day's elements do not cover it
 */
export function panchangaMoment(day: PanchangaDay, instant: Instant): PanchangaMoment {
  const limbs = panchangaAt(day, instant);
  if (limbs === null) throw new RangeError(`Instant ${instant} is outside the day ${day.date}`);
  const varjyamNow = containing(day.varjyam, instant);
  return {
    instant,
    limbs,
    anandadi: containing(day.anandadi, instant) ?? day.anandadi[0]!,
    panchak: containing(day.panchak.windows, instant),
    inVarjyam: varjyamNow !== null,
    varjyam: varjyamNow ?? day.varjyam.find((w) => w.start > instant) ?? day.varjyam[0] ?? null,
    panchakaRahita: containing(day.panchakaRahita, instant),
    positions: positionsAt(day, instant),
    nivasRelation: chandraNivasRelation(limbs.moonSign.nivas, day.dishaShool.direction),
  };
}
