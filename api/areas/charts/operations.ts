/**
 * Divisional charts (vargas) of a birth. The varga arithmetic is pure and cheap, so it runs here on the birth
 * report the worker pool returns.
 */
import { type VargaChart, vargaChart } from '../../../astro/chart/vargas.ts';
import type { VargaDivision } from '../../../data/vargas.ts';
import type { Services } from '../../shared/services.ts';
import { type BirthChart, birthChart } from '../kundali/operations.ts';
import type { ChartPictureInput, DivisionalInput } from './schemas.ts';

export interface DivisionalCharts extends BirthChart {
  charts: { division: VargaDivision; chart: VargaChart }[];
}

export async function divisionalCharts(services: Services, input: DivisionalInput): Promise<DivisionalCharts> {
  const chart = await birthChart(services, input);
  return { ...chart, charts: input.chart.map((division) => ({ division, chart: vargaChart(chart.report.chart, division) })) };
}

export interface DivisionalChart extends BirthChart {
  division: VargaDivision;
  chart: VargaChart;
}

/** One divisional chart of a birth, for a picture. `fallbackTimezoneHours` as in `birthChart`. */
export async function divisionalChart(services: Services, input: ChartPictureInput, fallbackTimezoneHours?: number): Promise<DivisionalChart> {
  const chart = await birthChart(services, input, fallbackTimezoneHours);
  return { ...chart, division: input.chart, chart: vargaChart(chart.report.chart, input.chart) };
}
