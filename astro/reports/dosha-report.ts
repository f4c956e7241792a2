/**
 * The doshas users check next to matching, for one birth, computed once in one worker task: manglik (kuja
 * dosha) with its cancellations and the age note, kaal sarp, sade sati at `now` with its cycles, and pitra
 * dosha. The chart is computed with the birth's options (whole-sign houses from the lagna).
 */
import { type BirthChart, birthChart } from '../chart/chart.ts';
import { type KaalSarpResult, kaalSarpDosha } from '../doshas/kaal-sarp.ts';
import { type ManglikOptions, type ManglikResult, manglikDosha } from '../doshas/manglik.ts';
import { type PitraDoshaResult, pitraDosha } from '../doshas/pitra.ts';
import { type SadeSatiResult, sadeSati } from '../doshas/sade-sati.ts';
import { MS_PER_DAY, type Instant } from '../time.ts';
import type { BirthReportInput } from './birth-report.ts';

/** Mean Gregorian year, days: the unit of the age a dosha reads (the manglik age note). */
const DAYS_PER_YEAR = 365.2425;

export interface DoshaReportInput {
  readonly birth: BirthReportInput;
  readonly manglik?: Pick<ManglikOptions, 'houseSet'>;
}

export interface DoshaReport {
  /** Completed years from the birth to `birth.now` (0 when `now` precedes the birth). */
  readonly ageYears: number;
  readonly manglik: ManglikResult;
  readonly kaalSarp: KaalSarpResult;
  /** Sade sati at `now`, its cycles over 100 years from the birth, and dhaiya. */
  readonly sadeSati: SadeSatiResult;
  readonly pitra: PitraDoshaResult;
}

/** Completed years from `birth` to `now`, by the mean Gregorian year; 0 before the birth. */
export function ageInYears(birth: Instant, now: Instant): number {
  return Math.max(0, Math.floor((now - birth) / MS_PER_DAY / DAYS_PER_YEAR));
}

/** The doshas of a computed chart, "now" being `now` (the age note and the running periods). */
export function doshasOfChart(chart: BirthChart, now: Instant, options: DoshaReportInput['manglik'] = {}): DoshaReport {
  const ageYears = ageInYears(chart.instant, now);
  return {
    ageYears,
    manglik: manglikDosha(chart, { ...options, ageYears }),
    kaalSarp: kaalSarpDosha(chart),
    sadeSati: sadeSati(chart, now),
    pitra: pitraDosha(chart),
  };
}

/** The dosha report of one birth. */
export function doshaReport(input: DoshaReportInput): DoshaReport {
  return doshasOfChart(birthChart(input.birth), input.birth.now, input.manglik);
}
