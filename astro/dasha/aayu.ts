/**
 * Aayu dasha (record `aayu` of `data/graha-dashas.ts`): the grahas' and the lagna's shares of longevity as periods.
 * - the method is the one the strongest of lagna, Sun and Moon chooses (`ayurdaya.ts`): amsayu, pindayu or
 *   nisargayu, or the one `method=` names; each lord's mahadasha lasts the years it gives by that method after the
 *   reductions;
 * - the order: the method's lord (the lagna for amsayu, the Sun for pindayu, the Moon for nisargayu) first, then the other grahas Sun … Saturn and the lagna
 *   in the kendras, panapharas and apoklimas (houses 1, 4, 7, 10, 2, 5, 8, 11, 3, 6,
 *   9, 12) from its sign, within a sign the one furthest advanced in it first (PyJHora `aayu.py`'s order); a lord of 0 years has
 *   no period; one cycle from birth;
 * - every period is split into equal sub-periods of the eight lords in the mahadasha order from its first lord,
 *   whatever the period's own lord (PyJHora's rule); deeper levels repeat the rule inside their parent.
 */
import { normalizeDegrees } from '../angles.ts';
import { MS_PER_DAY } from '../time.ts';
import { AYURDAYA_METHOD_LORD, ayurdaya, type Ayurdaya, type AyurdayaLord, type AyurdayaMethod } from './ayurdaya.ts';
import type { GrahaDashaScheme } from './graha-dasha.ts';
import { consecutivePeriods, splitPeriod } from './periods.ts';
import type { DashaChart, DashaPeriod } from './types.ts';

/** House offsets (0 = the sign itself) of the kendras, panapharas and apoklimas. */
const KENDRADI_OFFSETS = [0, 3, 6, 9, 1, 4, 7, 10, 2, 5, 8, 11] as const;

function signOfLord(chart: DashaChart, lord: AyurdayaLord): number {
  return lord === 'lagna' ? chart.lagnaSign : chart.planets[lord].signNumber;
}

function degreeOfLord(chart: DashaChart, lord: AyurdayaLord): number {
  return normalizeDegrees(lord === 'lagna' ? chart.lagnaSiderealDeg : chart.planets[lord].siderealDeg) % 30;
}

/** The eight lords in dasha order: the method's lord, then the others by kendradi houses from its sign (module comment). */
export function aayuOrder(chart: DashaChart, longevity: Ayurdaya): AyurdayaLord[] {
  const first: AyurdayaLord = AYURDAYA_METHOD_LORD[longevity.method];
  const from = signOfLord(chart, first);
  const others = longevity.lords.map((entry) => entry.lord).filter((lord) => lord !== first);
  return [first, ...KENDRADI_OFFSETS.flatMap((offset) => {
    const sign = ((from - 1 + offset) % 12) + 1;
    return others.filter((lord) => signOfLord(chart, lord) === sign).sort((a, b) => degreeOfLord(chart, b) - degreeOfLord(chart, a));
  })];
}

/**
 * The Aayu dasha of a chart.
 * @param method the longevity method; null: the one the strongest of lagna, Sun and Moon chooses
 */
export function aayuDashaScheme(chart: DashaChart, yearDays: number, method: AyurdayaMethod | null): GrahaDashaScheme {
  const yearMs = yearDays * MS_PER_DAY;
  const longevity = ayurdaya(chart, method);
  const order = aayuOrder(chart, longevity);
  const yearsOf = (lord: AyurdayaLord) => longevity.lords.find((entry) => entry.lord === lord)!.years[longevity.method];
  const running = order.filter((lord) => yearsOf(lord) > 0);
  const mahadashas = consecutivePeriods(chart.birth, running.map((lord) => ({ lord, durationMs: yearsOf(lord) * yearMs })));
  const childrenOf = (parent: DashaPeriod): readonly DashaPeriod[] => splitPeriod(parent, order.map((lord) => ({ lord, weight: 1 })));
  const first = running[0]!;
  return {
    mahadashas,
    childrenOf,
    balance: { lord: first, elapsedYears: 0, remainingYears: yearsOf(first) },
    cycleYears: longevity.totals[longevity.method],
  };
}
