/**
 * The strengths of one birth, computed once in a worker: the shadbala of the seven grahas, the bhava bala of the
 * twelve bhavas (Sripati madhyas) and the vimshopaka bala under the four schemes; and, as its own task, the
 * ashtakavarga tables.
 */
import { ASHTAKAVARGA_CONTRIBUTORS, ASHTAKAVARGA_GRAHAS, type AshtakavargaGraha, type AshtakavargaSchool } from '../../data/ashtakavarga.ts';
import {
  type AyanaMethod, type BhavaLordMethod, type CheshtaMethod, type MercuryCompanyMethod, type MoonPakshaMethod, SHADBALA_GRAHAS, type ShadbalaTradition, type WarAmountMethod,
} from '../../data/shadbala.ts';
import { ChartError } from '../chart/chart-error.ts';
import type { ShadbalaStandings } from '../dasha/analysis/types.ts';
import { type BirthChart, birthChart } from '../chart/chart.ts';
import { sripatiBhavas } from '../chart/houses.ts';
import type { Placements } from '../chart/placement.ts';
import type { RiseSetConvention } from '../rise-set.ts';
import {
  type AshtakavargaInput, type Bhinnashtakavarga, type Sarvashtakavarga, ashtakavargaSignsOf, bhinnashtakavarga, reducedAshtakavarga,
  sarvashtakavarga,
} from '../strength/ashtakavarga.ts';
import { type BhavaBala, bhavaBala } from '../strength/bhava-bala.ts';
import { type Shadbala, type ShadbalaChart, type ShadbalaDay, shadbala } from '../strength/shadbala.ts';
import { shadbalaDay } from '../strength/strength-day.ts';
import { vimshopakaAll } from '../strength/vimshopaka.ts';
import { type BirthReport, type BirthReportInput, birthReport } from './birth-report.ts';

/** The methods of a strength computation where readings differ. */
export interface StrengthMethods {
  /** Sunrise rule of the Vedic day (tribhaga, vara, hora). */
  readonly sunrise: RiseSetConvention;
  readonly tradition: ShadbalaTradition;
  readonly cheshta: CheshtaMethod;
  readonly ayana: AyanaMethod;
  readonly moonPaksha: MoonPakshaMethod;
  readonly warAmount: WarAmountMethod;
  readonly bhavaLord: BhavaLordMethod;
  readonly mercuryCompany: MercuryCompanyMethod;
}

/**
 * The shadbala endpoint's defaults: Raman's reading, the cheshta kendra, the kranti table, the Hindu sunrise, the
 * Moon's bright-half paksha, the war through the hora bala, the bhava's lord by its madhya, Mercury's company with
 * the nodes.
 */
export const DEFAULT_STRENGTH_METHODS: StrengthMethods = {
  tradition: 'raman', cheshta: 'cheshta-kendra', ayana: 'kranti-table', sunrise: 'hindu', moonPaksha: 'bright-half', warAmount: 'through-hora',
  bhavaLord: 'madhya-sign', mercuryCompany: 'with-nodes',
};

export interface StrengthReportInput extends BirthReportInput, StrengthMethods {}

export interface StrengthReport {
  readonly chart: BirthChart;
  readonly strengthChart: ShadbalaChart;
  readonly day: ShadbalaDay;
  readonly shadbala: Shadbala;
  readonly bhavaBala: readonly BhavaBala[];
  readonly vimshopaka: ReturnType<typeof vimshopakaAll>;
}

/** The chart as the strengths read it: the birth chart with its Sripati bhavas. */
export function strengthChartOf(chart: BirthChart): ShadbalaChart {
  const bhavas = sripatiBhavas(chart.lagnaLongitude, chart.midheaven.siderealLongitude);
  return { lagnaLongitude: chart.lagnaLongitude, grahas: chart.grahas, ayanamshaDeg: chart.ayanamsha.degrees, bhavaMadhyas: bhavas.madhya };
}

/** Shadbala, bhava bala and vimshopaka bala of a birth, with the chart and the Vedic day they were read from. */
export function strengthReport(input: StrengthReportInput): StrengthReport {
  return strengthReportOf(birthChart(input), input);
}

/** The shadbala of a chart already cast, with the chart and day it read. Throws `ChartError` NO_SUNRISE (strength-day.ts). */
function shadbalaOfChart(chart: BirthChart, methods: StrengthMethods): Pick<StrengthReport, 'strengthChart' | 'day' | 'shadbala'> {
  const strengthChart = strengthChartOf(chart);
  const day = shadbalaDay(strengthChart, chart.instant, { latitude: chart.latitude, longitude: chart.longitude, elevationMeters: 0 }, methods.sunrise);
  return { strengthChart, day, shadbala: shadbala(strengthChart, day, methods) };
}

/** The strengths of a chart already cast, by `methods`. Throws `ChartError` NO_SUNRISE (strength-day.ts). */
export function strengthReportOf(chart: BirthChart, methods: StrengthMethods): StrengthReport {
  const { strengthChart, day, shadbala: strength } = shadbalaOfChart(chart, methods);
  return {
    chart,
    strengthChart,
    day,
    shadbala: strength,
    bhavaBala: bhavaBala(strengthChart, strength, methods.bhavaLord),
    vimshopaka: vimshopakaAll(chart),
  };
}

/**
 * The shadbala of a chart's seven grahas against their minimums, with the default methods, for the analyses that
 * judge a graha strong or weak; null inside the polar circles when the birth's day has no sunrise.
 */
export function shadbalaStandings(chart: BirthChart): ShadbalaStandings | null {
  let strength: Shadbala;
  try {
    strength = shadbalaOfChart(chart, DEFAULT_STRENGTH_METHODS).shadbala;
  } catch (err) {
    if (err instanceof ChartError && err.code === 'NO_SUNRISE') return null;
    throw err;
  }
  return Object.fromEntries(
    SHADBALA_GRAHAS.map((graha) => [graha, { rupas: strength.grahas[graha].rupas, requiredRupas: strength.grahas[graha].requiredRupas }]),
  ) as ShadbalaStandings;
}

/** The ashtakavarga of a chart: every bhinnashtakavarga with its prastara, the reductions and pindas, the sarva. */
export interface AshtakavargaTables {
  readonly school: AshtakavargaSchool;
  readonly input: AshtakavargaInput;
  readonly bhinna: readonly Bhinnashtakavarga[];
  readonly reduced: Readonly<Record<AshtakavargaGraha, ReturnType<typeof reducedAshtakavarga>>>;
  readonly sarva: Sarvashtakavarga;
}

/** The ashtakavarga tables of a chart's signs under `school`. */
export function ashtakavargaTables(chart: Placements, school: AshtakavargaSchool): AshtakavargaTables {
  const input = ashtakavargaSignsOf(chart);
  return {
    school,
    input,
    bhinna: ASHTAKAVARGA_CONTRIBUTORS.map((target) => bhinnashtakavarga(input, target, school)),
    reduced: Object.fromEntries(ASHTAKAVARGA_GRAHAS.map((graha) => [graha, reducedAshtakavarga(input, graha, school)])) as AshtakavargaTables['reduced'],
    sarva: sarvashtakavarga(input, school),
  };
}

/** The ashtakavarga of a birth (the chart alone, none of the kundali's other parts). */
export function ashtakavargaReport(input: BirthReportInput & { readonly school: AshtakavargaSchool }): AshtakavargaTables {
  return ashtakavargaTables(birthChart(input), input.school);
}

/** What a kundali adds on request, each with the strength endpoints' defaults. */
export interface KundaliStrengthsInput extends BirthReportInput {
  readonly shadbala: boolean;
  readonly ashtakavarga: boolean;
}

export interface KundaliStrengths {
  readonly report: BirthReport;
  readonly strengths: StrengthReport | null;
  readonly ashtakavarga: AshtakavargaTables | null;
}

/** A birth report and the strengths a kundali asks for, from one chart. */
export function kundaliStrengths(input: KundaliStrengthsInput): KundaliStrengths {
  const report = birthReport(input);
  return {
    report,
    strengths: input.shadbala ? strengthReportOf(report.chart, DEFAULT_STRENGTH_METHODS) : null,
    ashtakavarga: input.ashtakavarga ? ashtakavargaTables(report.chart, 'parashara') : null,
  };
}
