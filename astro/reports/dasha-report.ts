/**
 * One dasha system applied to one birth: the facts to state (applicability, year, balance), the periods to the
 * requested depth over the requested window, and the chain running at a moment. One worker task.
 */
import type { AyanamshaId } from '../ayanamsha.ts';
import { dashaChartAt } from '../dasha/chart.ts';
import { currentPeriods, dashaTree } from '../dasha/dasha.ts';
import type { DashaLevel, DashaPeriod, DashaTree } from '../dasha/types.ts';
import type { NodeType } from '../nodes.ts';
import type { PositionConvention } from '../positions.ts';
import type { RiseSetConvention } from '../rise-set.ts';
import type { Instant } from '../time.ts';
import type { DashaBalanceId, DashaDignityId, DashaMethodId, DashaSystemId, DashaYearId } from '../../data/dashas.ts';

export interface DashaReportInput {
  readonly instant: Instant;
  readonly latitude: number;
  readonly longitude: number;
  readonly ayanamshaId: AyanamshaId;
  readonly node: NodeType;
  /** Apparent (default) or geometric graha positions; the Moon's longitude starts the nakshatra dashas. */
  readonly positions?: PositionConvention;
  readonly system: DashaSystemId;
  readonly year: DashaYearId;
  /** The system's method, when it has several (default its first). */
  readonly method?: DashaMethodId;
  /** Which signs exalt and debilitate a graha in the sign dashas. */
  readonly dignities: DashaDignityId;
  /** How a nakshatra dasha measures the balance at birth (default `arc`). */
  readonly balance?: DashaBalanceId;
  /** The sunrise rule of the systems that read the day and night of birth (Kaala, Chakra, Varnada); default `hindu`. */
  readonly sunrise?: RiseSetConvention;
  /** Depth of `tree`, 1–5. */
  readonly levels: DashaLevel;
  /** Keep only periods overlapping [from, to) in `tree` (all when absent). */
  readonly from?: Instant;
  readonly to?: Instant;
  /** The moment `current` is given for. */
  readonly now: Instant;
}

export interface DashaReport {
  readonly tree: DashaTree;
  /** Maha … prana running at `now`; null outside the system's span. */
  readonly current: readonly DashaPeriod[] | null;
  /** The Moon's sidereal longitude at birth (deg), which starts the nakshatra dashas. */
  readonly moonSiderealDeg: number;
  readonly lagnaSign: number;
}

export function dashaReport(input: DashaReportInput): DashaReport {
  const chart = dashaChartAt(input.instant, input.latitude, input.longitude, input);
  const options = {
    year: input.year,
    dignities: input.dignities,
    ...(input.method !== undefined ? { method: input.method } : {}),
    ...(input.balance !== undefined ? { balance: input.balance } : {}),
  };
  return {
    tree: dashaTree(input.system, chart, {
      ...options,
      levels: input.levels,
      ...(input.from !== undefined ? { from: input.from } : {}),
      ...(input.to !== undefined ? { to: input.to } : {}),
    }),
    current: currentPeriods(input.system, chart, input.now, 5, options),
    moonSiderealDeg: chart.moonSiderealDeg,
    lagnaSign: chart.lagnaSign,
  };
}
