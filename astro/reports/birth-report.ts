/**
 * Everything chart-specific about one birth, computed once: the chart, the condition of each graha, aspects,
 * graha drishti, yogas and the Vimshottari periods running at a given moment. One worker task; the API
 * formats it for the kundali, birth details, planets and dasha endpoints.
 */
import type { AyanamshaId } from '../ayanamsha.ts';
import { angularAspects, type AngularAspect, grahaDrishti, type GrahaDrishti } from '../chart/aspects.ts';
import { type BirthChart, birthChart, type HouseSystem } from '../chart/chart.ts';
import { grahaConditions, type GrahaCondition } from '../chart/dignity.ts';
import { findYogasIn, type Gender, type YogaResult, yogaContext } from '../chart/yogas.ts';
import { evaluateRuleYogas, type RuleYogaVerdict } from '../chart/yoga-rule-engine.ts';
import { grahaAvasthas, type GrahaAvasthas } from '../chart/avasthas.ts';
import { dashaChartOf } from '../dasha/chart.ts';
import { currentPeriods, dashaSummary } from '../dasha/dasha.ts';
import type { DashaPeriod, DashaSystemSummary } from '../dasha/types.ts';
import type { NodeType } from '../nodes.ts';
import type { PositionConvention } from '../positions.ts';
import { normalizeDegrees } from '../angles.ts';
import type { Instant } from '../time.ts';
import type { GrahaId } from '../../data/grahas.ts';
import type { DashaYearId } from '../../data/dashas.ts';

export interface BirthReportInput {
  readonly instant: Instant;
  readonly latitude: number;
  readonly longitude: number;
  readonly ayanamshaId: AyanamshaId;
  readonly node: NodeType;
  readonly houseSystem: HouseSystem;
  /** Apparent (default) or geometric graha positions of the chart (positions.ts). */
  readonly positions?: PositionConvention;
  /** The moment "current" dasha periods are given for (the service clock, or a requested date). */
  readonly now: Instant;
  readonly dashaYear: DashaYearId;
  /** Needed only by yogas that depend on it (Mahabhagya). */
  readonly gender?: Gender;
}

export interface BirthReport {
  readonly chart: BirthChart;
  readonly conditions: Readonly<Record<GrahaId, GrahaCondition>>;
  readonly aspects: readonly AngularAspect[];
  readonly drishti: readonly GrahaDrishti[];
  readonly yogas: readonly YogaResult[];
  /** The verdict of every yoga written as a rule (data/yoga-rules.ts), present or not, in the table's order. */
  readonly ruleYogas: readonly RuleYogaVerdict[];
  /** The avasthas of BPHS ch. 45 of the seven grahas Sun … Saturn (astro/chart/avasthas.ts). */
  readonly avasthas: readonly GrahaAvasthas[];
  readonly vimshottari: {
    readonly summary: DashaSystemSummary;
    /** Maha … prana running at `now`; null when `now` is outside the 120-year span. */
    readonly current: readonly DashaPeriod[] | null;
  };
}

/**
 * True when the Sun is above the horizon: on the ecliptic half from the descendant through the midheaven to
 * the ascendant, i.e. 180°–360° ahead of the lagna (the Sun's latitude is under 1″, so this is the horizon).
 */
function isDayBirth(chart: BirthChart): boolean {
  return normalizeDegrees(chart.grahas.sun.longitude - chart.lagnaLongitude) >= 180;
}

export function birthReport(input: BirthReportInput): BirthReport {
  const chart = birthChart(input);
  const dashaChart = dashaChartOf(chart);
  const options = { year: input.dashaYear };
  const yogaOptions = { dayBirth: isDayBirth(chart), ...(input.gender ? { gender: input.gender } : {}) };
  const yogaFacts = yogaContext(chart, yogaOptions);
  return {
    chart,
    conditions: grahaConditions(chart),
    aspects: angularAspects(chart),
    drishti: grahaDrishti(chart),
    yogas: findYogasIn(yogaFacts),
    ruleYogas: evaluateRuleYogas(yogaFacts),
    avasthas: grahaAvasthas(yogaFacts),
    vimshottari: {
      summary: dashaSummary('vimshottari', dashaChart, options),
      current: currentPeriods('vimshottari', dashaChart, input.now, 5, options),
    },
  };
}
