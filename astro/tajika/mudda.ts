/**
 * Mudda dasha (varsha Vimshottari): the Vimshottari sequence compressed into one Tajika year.
 *
 * Rule (P.V.R. Narasimha Rao, *Vedic Astrology: An Integrated Approach*, free 2010 edition §30.3, after Tajika Neelakanthi): the
 * first lord is the natal Moon's nakshatra lord advanced `completedYears` places in the Vimshottari order (Ketu,
 * Venus, Sun, Moon, Mars, Rahu, Jupiter, Saturn, Mercury), the book's "(janma nakshatra + completed years − 2) ÷ 9,
 * remainder 1 = Sun … 8 = Ketu, 0 = Venus". Each lord runs its Vimshottari years ÷ 120 of the year; at the year's
 * start the first lord has run the fraction of its nakshatra the natal Moon had travelled, as the natal
 * Vimshottari dasha had at birth.
 *
 * The year's length is a convention (`MUDDA_YEARS`): `tajika`, the year itself, from this varsha pravesha to the
 * next; or `sidereal`, 365.256363 days (the mean sidereal year) from the pravesha.
 */
import { GRAHAS, type GrahaId, VIMSHOTTARI_ORDER, VIMSHOTTARI_TOTAL_YEARS } from '../../data/grahas.ts';
import { NAKSHATRA_SPAN_DEG } from '../../data/nakshatras.ts';
import { normalizeDegrees } from '../angles.ts';
import { type Instant, MS_PER_DAY } from '../time.ts';
import { SIDEREAL_YEAR_DAYS } from './pravesha.ts';

export const MUDDA_YEARS = ['tajika', 'sidereal'] as const;
export type MuddaYear = (typeof MUDDA_YEARS)[number];

export interface MuddaPeriod {
  readonly lord: GrahaId;
  /** Start and end, ms UT; the first period starts before the pravesha. */
  readonly start: Instant;
  readonly end: Instant;
}

/**
 * The nine mudda dasha periods of the year starting at `praveshaInstant` (ms UT) and lasting `yearMs`, for a natal
 * Moon at `natalMoonDeg` (sidereal degrees) and `completedYears` (0–150). The first period is the one running at the
 * pravesha, from its start.
 */
export function muddaDasha(natalMoonDeg: number, completedYears: number, praveshaInstant: Instant, yearMs: number): MuddaPeriod[] {
  const moon = normalizeDegrees(natalMoonDeg);
  const nakshatra = Math.min(26, Math.floor(moon / NAKSHATRA_SPAN_DEG));
  const travelled = moon / NAKSHATRA_SPAN_DEG - nakshatra;
  const first = (nakshatra + completedYears) % VIMSHOTTARI_ORDER.length;
  const share = (lord: GrahaId) => (GRAHAS.find((g) => g.id === lord)!.vimshottariYears / VIMSHOTTARI_TOTAL_YEARS) * yearMs;
  let start = praveshaInstant - travelled * share(VIMSHOTTARI_ORDER[first]!);
  return VIMSHOTTARI_ORDER.map((_, k) => {
    const lord = VIMSHOTTARI_ORDER[(first + k) % VIMSHOTTARI_ORDER.length]!;
    const period = { lord, start, end: start + share(lord) };
    start = period.end;
    return period;
  });
}

/** The year length a mudda dasha divides, ms: the Tajika year (to `nextPravesha`) or the mean sidereal year. */
export function muddaYearMs(year: MuddaYear, pravesha: Instant, nextPravesha: Instant): number {
  return year === 'tajika' ? nextPravesha - pravesha : SIDEREAL_YEAR_DAYS * MS_PER_DAY;
}
