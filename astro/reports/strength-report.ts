/**
 * The strengths of one birth, computed once in a worker: the shadbala of the seven grahas, the bhava bala of the
 * twelve bhavas (Sripati madhyas) and the vimshopaka bala under the four schemes.
 */
import type { AyanaMethod, CheshtaMethod, ShadbalaTradition } from '../../data/shadbala.ts';
import { type BirthChart, birthChart } from '../chart/chart.ts';
import { sripatiBhavas } from '../chart/houses.ts';
import type { RiseSetConvention } from '../rise-set.ts';
import { type BhavaBala, bhavaBala } from '../strength/bhava-bala.ts';
import { type Shadbala, type ShadbalaChart, type ShadbalaDay, shadbala } from '../strength/shadbala.ts';
import { shadbalaDay } from '../strength/strength-day.ts';
import { type Vimshopaka, vimshopakaAll } from '../strength/vimshopaka.ts';
import type { BirthReportInput } from './birth-report.ts';

export interface StrengthReportInput extends BirthReportInput {
  /** Sunrise rule of the Vedic day (tribhaga, vara, hora). */
  readonly sunrise: RiseSetConvention;
  readonly tradition: ShadbalaTradition;
  readonly cheshta: CheshtaMethod;
  readonly ayana: AyanaMethod;
}

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

export function strengthReport(input: StrengthReportInput): StrengthReport {
  const chart = birthChart(input);
  const strengthChart = strengthChartOf(chart);
  const day = shadbalaDay(strengthChart, input.instant, { latitude: input.latitude, longitude: input.longitude, elevationMeters: 0 }, input.sunrise);
  const strength = shadbala(strengthChart, day, { tradition: input.tradition, cheshta: input.cheshta, ayana: input.ayana });
  return {
    chart,
    strengthChart,
    day,
    shadbala: strength,
    bhavaBala: bhavaBala(strengthChart, strength),
    vimshopaka: vimshopakaAll(chart),
  };
}

export type { Vimshopaka };
