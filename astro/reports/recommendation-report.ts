/**
 * What the recommendation areas say about one birth, each computed once in one worker task: the gemstone
 * recommendation, and the remedies (afflicted grahas and running doshas) with the mantras of the chart's
 * afflicted grahas and of the Vimshottari lords running now.
 */
import { birthChart } from '../chart/chart.ts';
import { dashaChartOf } from '../dasha/chart.ts';
import { currentPeriods } from '../dasha/dasha.ts';
import type { DashaLevel } from '../dasha/types.ts';
import { type GemstoneRecommendation, gemstoneRecommendation } from '../recommendations/gemstones.ts';
import {
  type MantraSuggestion,
  mantraSuggestions,
  type RemedySuggestions,
  remedySuggestions,
  type RunningDashaLord,
} from '../recommendations/remedies.ts';
import type { JapaConventionId } from '../../data/mantras.ts';
import { isGrahaId } from '../../data/grahas.ts';
import type { BirthReportInput } from './birth-report.ts';
import { type DoshaReport, doshasOfChart } from './dosha-report.ts';
import { shadbalaStandings } from './strength-report.ts';

/** The gemstone recommendation of a birth (sidereal, whole-sign houses from the lagna). */
export function gemstoneReport(input: BirthReportInput): GemstoneRecommendation {
  const chart = birthChart(input);
  return gemstoneRecommendation(chart, shadbalaStandings(chart));
}

export interface RemedyReportInput {
  readonly birth: BirthReportInput;
  readonly convention?: JapaConventionId;
}

export interface RemedyReport {
  readonly doshas: DoshaReport;
  readonly remedies: RemedySuggestions;
  /** The Vimshottari mahadasha and antardasha lords at `birth.now` (empty outside the 120 years). */
  readonly dashaLords: readonly RunningDashaLord[];
  /** Mantras for the afflicted grahas, the doshas' grahas and the running lords. */
  readonly mantras: readonly MantraSuggestion[];
}

/** The remedies of a birth at `birth.now`: doshas, afflicted grahas, running lords and their mantras. */
export function remedyReport(input: RemedyReportInput): RemedyReport {
  const chart = birthChart(input.birth);
  const doshas = doshasOfChart(chart, input.birth.now);
  const running = currentPeriods('vimshottari', dashaChartOf(chart), input.birth.now, 2, { year: input.birth.dashaYear }) ?? [];
  const dashaLords = running.flatMap((period, index): RunningDashaLord[] =>
    isGrahaId(period.lord) ? [{ graha: period.lord, level: (index + 1) as DashaLevel }] : [],
  );
  const found = { manglik: doshas.manglik, kaalSarp: doshas.kaalSarp, sadeSati: doshas.sadeSati, pitra: doshas.pitra };
  return {
    doshas,
    remedies: remedySuggestions({ chart, doshas: found, ...(input.convention ? { convention: input.convention } : {}) }),
    dashaLords,
    mantras: mantraSuggestions({ kind: 'chart', chart, doshas: found, dashaLords, ...(input.convention ? { convention: input.convention } : {}) }),
  };
}
