/**
 * The anandadi yogas of a day: the Moon's star in the 28-star list (the 27 nakshatras with Abhijit cut from
 * Uttara Ashadha and Shravana) paired with the day's vara, clipped to the day.
 */
import type { AyanamshaId } from '../ayanamsha.ts';
import { anandadiYoga } from '../day-periods.ts';
import { findAngleCrossing } from '../search.ts';
import type { Instant } from '../time.ts';
import type { WeekdayIndex } from '../../data/grahas.ts';
import { ABHIJIT, type StarId } from '../../data/nakshatras.ts';
import type { PositionConvention } from '../positions.ts';
import { BOUNDARY_TOLERANCE_MS, canonicalCrossing, siderealMoonDeg } from './elements.ts';
import { type NakshatraEntry, type Span, nakshatraRecord } from './entries.ts';

export interface AnandadiEntry extends Span {
  /** 1 = Ananda … 28 = Vardhamana. */
  readonly number: number;
  readonly name: string;
  readonly isAuspicious: boolean;
  /** The Moon's star in the 28-star list (Abhijit included). */
  readonly star: StarId;
}

/** The Moon's star of the 28-star list over [start, end). */
interface StarSpan extends Span {
  readonly star: StarId;
}

/** Nakshatra numbers of Uttara Ashadha and Shravana, the two stars Abhijit is cut from. */
const UTTARA_ASHADHA = 21;
const SHRAVANA = 22;

/**
 * The Moon's 28-star sequence over the nakshatra occurrences: Uttara Ashadha's last pada (from 276°40′) and
 * Shravana's first fifteenth (to 280°53′20″) become Abhijit, solved on the Moon's sidereal longitude.
 */
function stars28(nakshatras: readonly NakshatraEntry[], ayanamshaId: AyanamshaId, positions: PositionConvention): StarSpan[] {
  const moon = (t: Instant): number => siderealMoonDeg(t, ayanamshaId, positions);
  const result: StarSpan[] = [];
  const push = (star: StarId, start: Instant, end: Instant): void => {
    const last = result[result.length - 1];
    if (last !== undefined && last.star === star && last.end === start) {
      result[result.length - 1] = { star, start: last.start, end };
    } else if (end > start) {
      result.push({ star, start, end });
    }
  };
  for (const entry of nakshatras) {
    const id = nakshatraRecord(entry.number).id;
    const cut = entry.number === UTTARA_ASHADHA ? ABHIJIT.startDeg : entry.number === SHRAVANA ? ABHIJIT.endDeg : null;
    const found = cut === null ? null : findAngleCrossing(moon, cut, entry.start, entry.end, BOUNDARY_TOLERANCE_MS);
    const at = cut === null || found === null ? null : canonicalCrossing(moon, cut, found);
    if (at === null) push(id, entry.start, entry.end);
    else if (entry.number === UTTARA_ASHADHA) {
      push(id, entry.start, at);
      push(ABHIJIT.id, at, entry.end);
    } else {
      push(ABHIJIT.id, entry.start, at);
      push(id, at, entry.end);
    }
  }
  return result;
}

/** The anandadi yogas of vara `weekday` (0 = Sunday) over [dayStart, dayEnd), from the day's nakshatras (Moon positions of `positions`). */
export function anandadiEntries(
  nakshatras: readonly NakshatraEntry[],
  weekday: WeekdayIndex,
  dayStart: Instant,
  dayEnd: Instant,
  ayanamshaId: AyanamshaId,
  positions: PositionConvention = 'apparent',
): AnandadiEntry[] {
  return stars28(nakshatras, ayanamshaId, positions)
    .filter((part) => part.end > dayStart && part.start < dayEnd)
    .map((part) => {
      const yoga = anandadiYoga(weekday, part.star);
      return {
        number: yoga.number,
        name: yoga.en,
        isAuspicious: yoga.isAuspicious,
        star: part.star,
        start: Math.max(part.start, dayStart),
        end: Math.min(part.end, dayEnd),
      };
    });
}
