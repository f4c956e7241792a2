/**
 * Buddhi Gathi dasha (record `buddhi-gathi` of `data/graha-dashas.ts`), PyJHora's rule (no book source is given for
 * it):
 * - the order: the nine grahas by the signs they stand in, from the 4th sign from the lagna round to the 3rd (4th,
 *   5th … 12th, lagna, 2nd, 3rd), within a sign the one furthest advanced in it first;
 * - the years of the n-th graha of the order (n = 0, 1, …): the signs counted forward from its sign to the n-th sign
 *   from the lagna (the lagna itself for the first), 0–11; +1 exalted, −1 debilitated (BPHS signs, data/grahas.ts);
 *   a graha of 0 years or less has no dasha;
 * - the mahadashas run from birth through the order, a second time with the same years, and stop after the one that
 *   brings the total to 144 years or more;
 * - sub-periods: the nine grahas in the order from the period's own lord, in equal parts (graha of 0 years
 *   included); deeper levels repeat the rule.
 */
import { BUDDHI_GATHI_SPAN_YEARS } from '../../data/graha-dashas.ts';
import { dashaDignity } from '../../data/dashas.ts';
import { GRAHA_IDS, type GrahaId } from '../../data/grahas.ts';
import { signByNumber, type SignNumber } from '../../data/signs.ts';
import { MS_PER_DAY } from '../time.ts';
import type { GrahaDashaScheme } from './graha-dasha.ts';
import { consecutivePeriods, splitPeriod } from './periods.ts';
import type { DashaChart, DashaPeriod } from './types.ts';

/** One graha of the order with its years (may be ≤ 0: no dasha). */
export interface BuddhiGathiEntry {
  readonly graha: GrahaId;
  readonly years: number;
}

/** The order of the nine grahas and their years (module comment). */
export function buddhiGathiOrder(chart: DashaChart): BuddhiGathiEntry[] {
  const grahas = Array.from({ length: 12 }, (_, h) => ((chart.lagnaSign - 1 + 3 + h) % 12) + 1).flatMap((sign) =>
    GRAHA_IDS.filter((graha) => chart.planets[graha].signNumber === sign)
      .sort((a, b) => (chart.planets[b].siderealDeg % 30) - (chart.planets[a].siderealDeg % 30)));
  return grahas.map((graha, n) => {
    const sign = chart.planets[graha].signNumber;
    const steps = (((chart.lagnaSign + n - sign) % 12) + 12) % 12;
    return { graha, years: steps + dashaDignity(graha, signByNumber(sign as SignNumber)!.id, 'bphs') };
  });
}

/** The Buddhi Gathi dasha of one chart. */
export function buddhiGathiDashaScheme(chart: DashaChart, yearDays: number): GrahaDashaScheme {
  const yearMs = yearDays * MS_PER_DAY;
  const order = buddhiGathiOrder(chart);
  const lords = order.map((entry) => entry.graha);
  const positive = order.filter((entry) => entry.years > 0);
  const lengths: { lord: GrahaId; durationMs: number }[] = [];
  let totalYears = 0;
  for (let cycle = 0; cycle < 2 && totalYears < BUDDHI_GATHI_SPAN_YEARS; cycle += 1) {
    for (const entry of positive) {
      lengths.push({ lord: entry.graha, durationMs: entry.years * yearMs });
      totalYears += entry.years;
      if (totalYears >= BUDDHI_GATHI_SPAN_YEARS) break;
    }
  }
  const childrenOf = (parent: DashaPeriod): readonly DashaPeriod[] => {
    const from = lords.indexOf(parent.lord as GrahaId);
    return splitPeriod(parent, lords.map((_, k) => ({ lord: lords[(from + k) % lords.length]!, weight: 1 })));
  };
  const first = positive[0]!;
  return {
    mahadashas: consecutivePeriods(chart.birth, lengths),
    childrenOf,
    balance: { lord: first.graha, elapsedYears: 0, remainingYears: first.years },
    cycleYears: positive.reduce((sum, entry) => sum + entry.years, 0),
  };
}
