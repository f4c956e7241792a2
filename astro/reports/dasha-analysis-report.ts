/**
 * The complete dasha analysis of a birth at a moment: the birth report plus the rule-based analysis of the
 * Vimshottari periods (astro/dasha/analysis.ts). The caller passes the transits of that moment and the sign
 * ingresses of the following year (read from the precomputed tables when they hold them), so this task does no
 * event search of its own.
 */
import { analysisPeriods, type DashaAnalysis, dashaAnalysis, NEXT_YEAR_MS } from '../dasha/analysis.ts';
import { dashaChartOf } from '../dasha/chart.ts';
import { dashaTree } from '../dasha/dasha.ts';
import type { GrahaTransitRow } from '../transits/daily.ts';
import type { SignIngressEvent } from '../transits/ingresses.ts';
import { type BirthReport, type BirthReportInput, birthReport } from './birth-report.ts';
import { shadbalaStandings } from './strength-report.ts';
import type { Lang } from '../../data/text.ts';

export interface DashaAnalysisReportInput {
  readonly birth: BirthReportInput;
  /** The nine grahas at `birth.now`, same ayanamsha and node. */
  readonly transits: readonly GrahaTransitRow[];
  /** Sign ingresses in [now, now + 1 year). */
  readonly slowIngresses: readonly SignIngressEvent[];
  /** The language of the analysis texts (default English; English where the analysis is not written in it). */
  readonly lang?: Lang;
}

export interface DashaAnalysisReport {
  readonly report: BirthReport;
  /** Null when `now` is outside the 120-year Vimshottari cycle of the birth. */
  readonly analysis: DashaAnalysis | null;
}

export { NEXT_YEAR_MS };

export function dashaAnalysisReport(input: DashaAnalysisReportInput): DashaAnalysisReport {
  const report = birthReport(input.birth);
  const { now } = input.birth;
  const tree = dashaTree('vimshottari', dashaChartOf(report.chart), { levels: 3, from: now, year: input.birth.dashaYear });
  const periods = analysisPeriods(tree.periods, now);
  if (periods === null) return { report, analysis: null };
  return {
    report,
    analysis: dashaAnalysis({ chart: report.chart, shadbala: shadbalaStandings(report.chart), now, transits: input.transits, slowIngresses: input.slowIngresses, periods, lang: input.lang ?? 'en' }),
  };
}
