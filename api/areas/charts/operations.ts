/**
 * Divisional charts (vargas) of a birth. The varga arithmetic is pure and cheap, so it runs here on the birth
 * report the worker pool returns.
 */
import { nadiamshaNumber, type VargaChart, vargaChart } from '../../../astro/chart/vargas.ts';
import { GRAHA_IDS, type GrahaId } from '../../../astro/chart/placement.ts';
import type { VargaDivision } from '../../../data/vargas.ts';
import { type BirthChart, birthChart } from '../../shared/birth-chart.ts';
import type { Services } from '../../shared/services.ts';
import { type ChartPictureInput, type DivisionalInput, methodOf } from './schemas.ts';

/** D150: the nadiamsha (1–150) of the lagna and of each graha. */
export interface Nadiamshas {
  lagna: number;
  grahas: Record<GrahaId, number>;
}

export interface DivisionalCharts extends BirthChart {
  charts: { division: VargaDivision; chart: VargaChart; nadiamshas: Nadiamshas | null }[];
  /** True when the request named a method (the response then says which method drew each chart). */
  methodNamed: boolean;
}

function nadiamshasOf(chart: BirthChart, vargaChartOf: VargaChart): Nadiamshas | null {
  if (vargaChartOf.division !== 150) return null;
  const placements = chart.report.chart;
  return {
    lagna: nadiamshaNumber(placements.lagnaLongitude, vargaChartOf.method),
    grahas: Object.fromEntries(GRAHA_IDS.map((id) => [id, nadiamshaNumber(placements.grahas[id].longitude, vargaChartOf.method)])) as Record<GrahaId, number>,
  };
}

export async function divisionalCharts(services: Services, input: DivisionalInput): Promise<DivisionalCharts> {
  const chart = await birthChart(services, input);
  return {
    ...chart,
    methodNamed: input.method !== undefined,
    charts: input.chart.map((division) => {
      const varga = vargaChart(chart.report.chart, division, methodOf(input.method, division));
      return { division, chart: varga, nadiamshas: nadiamshasOf(chart, varga) };
    }),
  };
}

export interface DivisionalChart extends BirthChart {
  division: VargaDivision;
  chart: VargaChart;
}

/** One divisional chart of a birth, for a picture. `fallbackTimezoneHours` as in `birthChart`. */
export async function divisionalChart(services: Services, input: ChartPictureInput, fallbackTimezoneHours?: number): Promise<DivisionalChart> {
  const chart = await birthChart(services, input, fallbackTimezoneHours);
  return { ...chart, division: input.chart, chart: vargaChart(chart.report.chart, input.chart, methodOf(input.method, input.chart)) };
}
