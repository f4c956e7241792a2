/**
 * Patyayini dasha: the Tajika year divided among the seven grahas and the lagna by their degrees within their signs.
 *
 * Rule (P.V.R. Narasimha Rao, *Vedic Astrology: An Integrated Approach*, free 2010 edition §30.2, after Tajika Neelakanthi): the
 * krisamsha of each of the seven grahas and the lagna is its longitude within its sign (0–30°); in increasing order
 * of krisamsha, each one's patyamsha is its krisamsha less the one before it (the first's is its own krisamsha). The
 * periods run in that order, each lasting its patyamsha ÷ the sum of the patyamshas (the largest krisamsha) of the
 * year, from the varsha pravesha. Rahu and Ketu take no part.
 */
import type { TajikaGraha } from '../../data/tajika.ts';
import { degreeInSign, type Placements } from '../chart/placement.ts';
import type { Instant } from '../time.ts';
import { TAJIKA_BALA_GRAHAS } from './strength.ts';

export type PatyayiniLord = TajikaGraha | 'lagna';

export interface PatyayiniPeriod {
  readonly lord: PatyayiniLord;
  /** Degrees within the sign, [0, 30). */
  readonly krisamshaDeg: number;
  /** Krisamsha less the previous one's, degrees. */
  readonly patyamshaDeg: number;
  /** Start and end, ms UT. */
  readonly start: Instant;
  readonly end: Instant;
}

/**
 * The eight patyayini periods of the year starting at `praveshaInstant` (ms UT) and lasting `yearMs`, from the
 * annual chart `chart` (sidereal). Equal krisamshas keep the order lagna, Sun … Saturn. When every krisamsha is 0
 * (never met on the sky) the lagna takes the whole year.
 */
export function patyayiniDasha(chart: Placements, praveshaInstant: Instant, yearMs: number): PatyayiniPeriod[] {
  const lords: PatyayiniLord[] = ['lagna', ...TAJIKA_BALA_GRAHAS];
  const points = lords
    .map((lord) => ({ lord, krisamshaDeg: degreeInSign(lord === 'lagna' ? chart.lagnaLongitude : chart.grahas[lord].longitude) }))
    .sort((a, b) => a.krisamshaDeg - b.krisamshaDeg);
  const total = points[points.length - 1]!.krisamshaDeg;
  let start = praveshaInstant;
  let previous = 0;
  return points.map((p, i) => {
    const patyamshaDeg = p.krisamshaDeg - previous;
    previous = p.krisamshaDeg;
    const share = total > 0 ? patyamshaDeg / total : p.lord === 'lagna' ? 1 : 0;
    const period = { lord: p.lord, krisamshaDeg: p.krisamshaDeg, patyamshaDeg, start, end: i === points.length - 1 ? praveshaInstant + yearMs : start + share * yearMs };
    start = period.end;
    return period;
  });
}
