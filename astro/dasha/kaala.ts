/**
 * Kaala dasha (record `kaala` of `data/graha-dashas.ts`), BPHS ch. 46: the dasha of the part of the day or night of
 * birth (`day-part.ts`).
 * - the elapsed fraction f of the birth's part (twilight, day or night) gives the first cycle 120·f years: the nine
 *   grahas Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu in that order, the k-th (1–9) k/45 of it (the
 *   book's "elapsed ghatis × 2/15 (× 4/15 in a twilight) years, times 1, 2 … 9", which over a 20-ghati day or night
 *   and a 10-ghati twilight is 120·f/45 times k); the first starts at birth;
 * - a second cycle in the same order shares the remaining 120·(1 − f) years the same way;
 * - the sub-periods of a period: the nine lords in the same order sharing f of it by 1 … 9, then the nine again
 *   sharing the rest (PyJHora kaala.py's rule; the book gives none); deeper levels repeat the rule.
 * A share of 0 years (a birth at the very start of its part) has no period.
 */
import { KAALA_LORDS, KAALA_YEARS } from '../../data/graha-dashas.ts';
import { MS_PER_DAY } from '../time.ts';
import { birthDayPart } from './day-part.ts';
import type { GrahaDashaScheme } from './graha-dasha.ts';
import { consecutivePeriods, splitPeriod } from './periods.ts';
import type { DashaChart, DashaPeriod } from './types.ts';

/** 1 + 2 + … + 9: the nine lords' shares of a cycle. */
const SHARE_TOTAL = 45;

/** The nine lords with their weights k = 1 … 9 scaled by `scale`, without those of weight 0. */
function weighted(scale: number): { lord: (typeof KAALA_LORDS)[number]; weight: number }[] {
  return scale > 0 ? KAALA_LORDS.map((lord, k) => ({ lord, weight: (k + 1) * scale })) : [];
}

/** The Kaala dasha of one chart. */
export function kaalaDashaScheme(chart: DashaChart, yearDays: number): GrahaDashaScheme {
  const dayPart = birthDayPart(chart);
  const f = dayPart.elapsedFraction;
  const yearMs = yearDays * MS_PER_DAY;
  const cycleShares = [...weighted(f), ...weighted(1 - f)];
  const mahadashas = consecutivePeriods(chart.birth, cycleShares.map((share) => ({
    lord: share.lord, durationMs: (share.weight * KAALA_YEARS * yearMs) / SHARE_TOTAL,
  })));
  const childrenOf = (parent: DashaPeriod): readonly DashaPeriod[] => splitPeriod(parent, cycleShares);
  const firstCycleYears = KAALA_YEARS * f;
  const first = cycleShares[0]!;
  return {
    mahadashas,
    childrenOf,
    balance: { lord: first.lord, elapsedYears: 0, remainingYears: (first.weight * KAALA_YEARS) / SHARE_TOTAL },
    cycleYears: firstCycleYears > 0 ? firstCycleYears : KAALA_YEARS,
  };
}
