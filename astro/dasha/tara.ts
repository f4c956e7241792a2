/**
 * Tara dasha (record `tara` of `data/graha-dashas.ts`).
 * - the first lord is the strongest graha in a kendra from the lagna (`stronger-graha.ts`), the grahas taken from
 *   the most occupied kendra first (kendras in the order 1, 4, 7, 10; grahas Sun … Ketu within one); with no graha in
 *   a kendra, Venus, the first of the order;
 * - the lords follow in the order Venus 20, Moon 10, Ketu 7, Saturn 19, Jupiter 16, Mercury 17, Rahu 18, Mars 7,
 *   Sun 6 years (120) from the first lord;
 * - the first dasha is shortened as Vimshottari's: the elapsed part of the Moon's birth star is elapsed of it;
 * - sub-periods from the period's own lord in the same order, in proportion to the lords' years.
 */
import { TARA_YEARS } from '../../data/graha-dashas.ts';
import { GRAHA_IDS, type GrahaId } from '../../data/grahas.ts';
import { normalizeDegrees } from '../angles.ts';
import { MS_PER_DAY } from '../time.ts';
import type { GrahaDashaScheme } from './graha-dasha.ts';
import { consecutivePeriods, splitPeriod } from './periods.ts';
import { pyjhoraStrongerGraha, strongestGraha } from './stronger-graha.ts';
import type { DashaChart, DashaPeriod } from './types.ts';

const STAR_DEG = 360 / 27;
const KENDRA_OFFSETS = [0, 3, 6, 9] as const;

/** How the strongest graha in the kendras is found: `narasimha-rao` (§15.5.1) or `pyjhora-strength` (PyJHora's reading). */
export type TaraStrength = 'narasimha-rao' | 'pyjhora-strength';

/**
 * The grahas in the kendras from the lagna, the most occupied kendra first (ties in the order 1, 4, 7, 10); with
 * `countLagna` the lagna adds one to the lagna's kendra, as PyJHora counts it.
 */
export function kendraGrahas(chart: DashaChart, countLagna = false): GrahaId[] {
  const groups = KENDRA_OFFSETS.map((offset) => {
    const sign = ((chart.lagnaSign - 1 + offset) % 12) + 1;
    return GRAHA_IDS.filter((graha) => chart.planets[graha].signNumber === sign);
  });
  return groups.map((grahas, order) => ({ grahas, order, weight: grahas.length + (countLagna && order === 0 ? 1 : 0) }))
    .sort((x, y) => y.weight - x.weight || x.order - y.order)
    .flatMap((group) => group.grahas);
}

/** The first lord of Tara dasha (module comment); PyJHora's reading meets each next graha against the winner so far. */
export function taraFirstLord(chart: DashaChart, strength: TaraStrength = 'narasimha-rao'): GrahaId {
  const candidates = kendraGrahas(chart, strength === 'pyjhora-strength');
  if (candidates.length === 0) return TARA_YEARS[0].lord;
  if (strength === 'narasimha-rao') return strongestGraha(chart, candidates);
  return candidates.slice(1).reduce((best, graha) => pyjhoraStrongerGraha(chart, graha, best), candidates[0]!);
}

/** The Tara dasha of one chart. */
export function taraDashaScheme(chart: DashaChart, yearDays: number, strength: TaraStrength = 'narasimha-rao'): GrahaDashaScheme {
  const yearMs = yearDays * MS_PER_DAY;
  const first = taraFirstLord(chart, strength);
  const index = TARA_YEARS.findIndex((entry) => entry.lord === first);
  const rotated = TARA_YEARS.map((_, k) => TARA_YEARS[(index + k) % TARA_YEARS.length]!);
  const elapsedFraction = (normalizeDegrees(chart.moonSiderealDeg) % STAR_DEG) / STAR_DEG;
  const firstYears = rotated[0]!.years;
  const elapsedYears = elapsedFraction * firstYears;
  const mahadashas = consecutivePeriods(chart.birth - elapsedYears * yearMs, rotated.map((entry) => ({ lord: entry.lord, durationMs: entry.years * yearMs })));
  const childrenOf = (parent: DashaPeriod): readonly DashaPeriod[] => {
    const from = TARA_YEARS.findIndex((entry) => entry.lord === parent.lord);
    return splitPeriod(parent, TARA_YEARS.map((_, k) => {
      const entry = TARA_YEARS[(from + k) % TARA_YEARS.length]!;
      return { lord: entry.lord, weight: entry.years };
    }));
  };
  return {
    mahadashas,
    childrenOf,
    balance: { lord: first, elapsedYears, remainingYears: firstYears - elapsedYears },
    cycleYears: TARA_YEARS.reduce((sum, entry) => sum + entry.years, 0),
  };
}
