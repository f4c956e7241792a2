/**
 * Saptarishi Nakshatra dasha (record `saptarishi-nakshatra` of `data/graha-dashas.ts`): the lords are stars.
 * - the mahadashas are the birth star (of the sidereal Moon) and the nine stars before it, counted backward,
 *   10 years each (100), the first from birth;
 * - the sub-periods of a period are its own star and the nine before it, backward, in equal parts.
 */
import { NAKSHATRAS, type NakshatraId } from '../../data/nakshatras.ts';
import { normalizeDegrees } from '../angles.ts';
import { MS_PER_DAY } from '../time.ts';
import type { GrahaDashaScheme } from './graha-dasha.ts';
import { consecutivePeriods, splitPeriod } from './periods.ts';
import type { DashaChart, DashaPeriod } from './types.ts';

const STAR_DEG = 360 / 27;
/** Stars in one cycle and years of each. */
const SAPTARISHI_STARS = 10;
const SAPTARISHI_YEARS = 10;

/** The star `index` (0 = Ashwini) and the nine before it, backward. */
function starsBackwardFrom(index: number): NakshatraId[] {
  return Array.from({ length: SAPTARISHI_STARS }, (_, k) => NAKSHATRAS[(((index - k) % 27) + 27) % 27]!.id);
}

/** The Saptarishi Nakshatra dasha of one chart. */
export function saptarishiDashaScheme(chart: DashaChart, yearDays: number): GrahaDashaScheme {
  const yearMs = yearDays * MS_PER_DAY;
  const birthStar = Math.min(26, Math.floor(normalizeDegrees(chart.moonSiderealDeg) / STAR_DEG));
  const stars = starsBackwardFrom(birthStar);
  const mahadashas = consecutivePeriods(chart.birth, stars.map((star) => ({ lord: star, durationMs: SAPTARISHI_YEARS * yearMs })));
  const indexOf = new Map<string, number>(NAKSHATRAS.map((n, i) => [n.id, i]));
  const childrenOf = (parent: DashaPeriod): readonly DashaPeriod[] =>
    splitPeriod(parent, starsBackwardFrom(indexOf.get(parent.lord)!).map((lord) => ({ lord, weight: 1 })));
  return {
    mahadashas,
    childrenOf,
    balance: { lord: stars[0]!, elapsedYears: 0, remainingYears: SAPTARISHI_YEARS },
    cycleYears: SAPTARISHI_STARS * SAPTARISHI_YEARS,
  };
}
