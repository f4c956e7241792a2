/**
 * Karaka dasha (record `karaka` of `data/graha-dashas.ts`): the chara karakas in rank order.
 * - the eight karakas (Sun … Saturn and Rahu ranked by degrees travelled in their sign, Rahu by 30° less its
 *   degree; `jaimini/karakas.ts`) from the atmakaraka, the first from birth;
 * - a karaka's years are the signs from the lagna to its sign less one, 0–11;
 * - the sub-periods of a period run from the karaka after its lord to its lord, each in proportion to its years;
 * - a karaka of 0 years (in the lagna sign) has no period at any level.
 */
import type { GrahaId } from '../../data/grahas.ts';
import { karakaDegree, karakaGrahas } from '../jaimini/karakas.ts';
import { MS_PER_DAY } from '../time.ts';
import { consecutivePeriods, splitPeriod } from './periods.ts';
import type { GrahaDashaScheme } from './graha-dasha.ts';
import type { DashaChart, DashaPeriod } from './types.ts';

/** The eight chara karakas of the chart, atmakaraka first (equal degrees keep the order Sun … Saturn, Rahu). */
export function karakaOrder(chart: DashaChart): GrahaId[] {
  return karakaGrahas(8)
    .map((graha, order) => ({ graha, order, degree: karakaDegree(graha, chart.planets[graha].siderealDeg) }))
    .sort((a, b) => b.degree - a.degree || a.order - b.order)
    .map((entry) => entry.graha);
}

/** Years of a karaka's dasha: signs from the lagna sign to its sign less one, 0–11. */
export function karakaYears(chart: DashaChart, graha: GrahaId): number {
  return (chart.planets[graha].signNumber - chart.lagnaSign + 12) % 12;
}

/** The Karaka dasha of one chart (the atmakaraka's dasha starts at birth). */
export function karakaDashaScheme(chart: DashaChart, yearDays: number): GrahaDashaScheme {
  const yearMs = yearDays * MS_PER_DAY;
  const order = karakaOrder(chart);
  const years = new Map(order.map((graha) => [graha, karakaYears(chart, graha)]));
  const withYears = order.filter((graha) => years.get(graha)! > 0);
  const mahadashas = consecutivePeriods(chart.birth, withYears.map((graha) => ({ lord: graha, durationMs: years.get(graha)! * yearMs })));
  const childrenOf = (parent: DashaPeriod): readonly DashaPeriod[] => {
    const index = order.indexOf(parent.lord as GrahaId);
    const lords = [...order.slice(index + 1), ...order.slice(0, index + 1)];
    return splitPeriod(parent, lords.filter((lord) => years.get(lord)! > 0).map((lord) => ({ lord, weight: years.get(lord)! })));
  };
  const first = withYears[0] ?? order[0]!;
  const cycleYears = order.reduce((sum, graha) => sum + years.get(graha)!, 0);
  return { mahadashas, childrenOf, balance: { lord: first, elapsedYears: 0, remainingYears: years.get(first)! }, cycleYears };
}
