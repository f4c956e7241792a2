/**
 * Everything the matching endpoints say about a couple, computed once in one worker task: both birth charts,
 * the Ashtakoot score with the exceptions of the requested set, the South Indian porutham, and each
 * partner's doshas with the manglik verdict of the pair.
 */
import { birthChart } from '../chart/chart.ts';
import { type AshtakootResult, ashtakoot, type MoonPlacementForMatching, moonPlacementForMatching } from '../matching/ashtakoot.ts';
import { applyExceptions, type ExceptionsResult } from '../matching/exceptions.ts';
import { type PoruthamResult, porutham } from '../matching/porutham.ts';
import type { KootaTableSetId } from '../../data/ashtakoot.ts';
import type { ExceptionSetId } from '../../data/matching-exceptions.ts';
import type { PoruthamRuleSetId } from '../../data/porutham.ts';
import { type ManglikPairResult, manglikPair } from '../doshas/manglik.ts';
import type { BirthReportInput } from './birth-report.ts';
import { type DoshaReport, type DoshaReportInput, doshasOfChart } from './dosha-report.ts';

export interface MatchReportInput {
  /** Both births with the same ayanamsha and node; each one's `now` is the moment the doshas are read for. */
  readonly bride: BirthReportInput;
  readonly groom: BirthReportInput;
  /** The parihara rules that may cancel a nadi, bhakoot or gana dosha (data/matching-exceptions.ts). */
  readonly exceptions: ExceptionSetId;
  /** The koota tables (data/ashtakoot.ts `KOOTA_TABLE_SETS`). */
  readonly kootaTables: KootaTableSetId;
  /** The porutham rules (data/porutham.ts `PORUTHAM_RULE_SETS`). */
  readonly poruthamRules: PoruthamRuleSetId;
  /** Each partner's doshas and the manglik verdict of the pair, with these manglik options; null: the scores alone. */
  readonly doshas: { readonly manglik?: DoshaReportInput['manglik'] } | null;
}

/** The doshas of both partners and the manglik verdict of the pair. */
export interface MatchDoshas {
  readonly bride: DoshaReport;
  readonly groom: DoshaReport;
  readonly manglikPair: ManglikPairResult;
}

export interface MatchReport {
  /** Where each partner's Moon falls, as the kootas read it. */
  readonly bride: { readonly moon: MoonPlacementForMatching };
  readonly groom: { readonly moon: MoonPlacementForMatching };
  readonly ashtakoot: AshtakootResult;
  /** The Ashtakoot after the exceptions of the requested set. */
  readonly exceptions: ExceptionsResult;
  readonly porutham: PoruthamResult;
  /** Null when the input asked for the scores alone. */
  readonly doshas: MatchDoshas | null;
}

/** The match report of a couple. */
export function matchReport(input: MatchReportInput): MatchReport {
  const brideChart = birthChart(input.bride);
  const groomChart = birthChart(input.groom);
  const bride = { moon: moonPlacementForMatching(brideChart.grahas.moon.longitude) };
  const groom = { moon: moonPlacementForMatching(groomChart.grahas.moon.longitude) };
  const kootas = ashtakoot(bride.moon, groom.moon, input.kootaTables);
  let doshas: MatchDoshas | null = null;
  if (input.doshas !== null) {
    const brideDoshas = doshasOfChart(brideChart, input.bride.now, input.doshas.manglik);
    const groomDoshas = doshasOfChart(groomChart, input.groom.now, input.doshas.manglik);
    doshas = { bride: brideDoshas, groom: groomDoshas, manglikPair: manglikPair(brideDoshas.manglik, groomDoshas.manglik) };
  }
  return {
    bride,
    groom,
    ashtakoot: kootas,
    exceptions: applyExceptions(kootas, input.exceptions),
    porutham: porutham(bride.moon, groom.moon, input.poruthamRules),
    doshas,
  };
}
