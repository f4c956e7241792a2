/**
 * Everything the matching endpoints say about a couple, computed once in one worker task: both birth charts,
 * the Ashtakoot score with the exceptions of the requested set, the South Indian porutham, and each
 * partner's doshas with the manglik verdict of the pair.
 */
import { birthChart } from '../chart/chart.ts';
import { type AshtakootResult, ashtakoot, type MoonPlacementForMatching, moonPlacementForMatching } from '../matching/ashtakoot.ts';
import { applyExceptions, type ExceptionsResult } from '../matching/exceptions.ts';
import { type PoruthamResult, porutham } from '../matching/porutham.ts';
import type { ExceptionSetId } from '../../data/matching-exceptions.ts';
import { type ManglikPairResult, manglikPair } from '../doshas/manglik.ts';
import type { BirthReportInput } from './birth-report.ts';
import { type DoshaReport, type DoshaReportInput, doshasOfChart } from './dosha-report.ts';

export interface MatchReportInput {
  /** Both births with the same ayanamsha and node; each one's `now` is the moment the doshas are read for. */
  readonly bride: BirthReportInput;
  readonly groom: BirthReportInput;
  /** The parihara rules that may cancel a nadi, bhakoot or gana dosha (data/matching-exceptions.ts). */
  readonly exceptions: ExceptionSetId;
  readonly manglik?: DoshaReportInput['manglik'];
}

/** What one partner contributes: the Moon the kootas read and the chart's doshas. */
export interface MatchPartner extends DoshaReport {
  readonly moon: MoonPlacementForMatching;
}

export interface MatchReport {
  readonly bride: MatchPartner;
  readonly groom: MatchPartner;
  readonly ashtakoot: AshtakootResult;
  /** The Ashtakoot after the exceptions of the requested set. */
  readonly exceptions: ExceptionsResult;
  readonly porutham: PoruthamResult;
  readonly manglikPair: ManglikPairResult;
}

function partner(input: BirthReportInput, manglik: MatchReportInput['manglik']): MatchPartner {
  const chart = birthChart(input);
  return { ...doshasOfChart(chart, input.now, manglik), moon: moonPlacementForMatching(chart.grahas.moon.longitude) };
}

/** The match report of a couple. */
export function matchReport(input: MatchReportInput): MatchReport {
  const bride = partner(input.bride, input.manglik);
  const groom = partner(input.groom, input.manglik);
  const kootas = ashtakoot(bride.moon, groom.moon);
  return {
    bride,
    groom,
    ashtakoot: kootas,
    exceptions: applyExceptions(kootas, input.exceptions),
    porutham: porutham(bride.moon, groom.moon),
    manglikPair: manglikPair(bride.manglik, groom.manglik),
  };
}
