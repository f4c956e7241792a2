/**
 * The lord of the year (varshesha) of a Tajika annual chart, chosen among the five office-bearers.
 *
 * Rule (P.V.R. Narasimha Rao, *Vedic Astrology: An Integrated Approach*, free 2010 edition §28.6, after Tajika Neelakanthi; the
 * fallbacks as S. Adawal, *Tajik Shastra and Annual Horoscopy*, ch. XII, states them): of the office-bearers that
 * aspect the annual lagna by a Tajika aspect (the lagna 1, 3, 4, 5, 7, 9, 10 or 11 signs from the graha; 2, 6, 8
 * and 12 are no aspect), the one with the highest panchavargeeya bala; equal strengths go to the graha holding
 * more offices. When no office-bearer aspects the lagna, or every office-bearer's panchavargeeya bala is below 5
 * units, the muntha lord is the lord of the year.
 */
import type { TajikaGraha } from '../../data/tajika.ts';
import { houseFromSign, type Placements, signOfLongitude } from '../chart/placement.ts';
import type { OfficeBearer } from './annual.ts';
import type { PanchavargeeyaBala } from './strength.ts';
import { aspectKindOf } from './yogas.ts';

/** Below this panchavargeeya bala (units) an office-bearer is too weak to be the year lord (S. Adawal, ch. XII). */
export const YEAR_LORD_MIN_BALA = 5;

export const YEAR_LORD_REASONS = ['strongest-aspecting-lagna', 'no-office-bearer-aspects-lagna', 'all-office-bearers-weak'] as const;
export type YearLordReason = (typeof YEAR_LORD_REASONS)[number];

export interface YearLordCandidate {
  readonly graha: TajikaGraha;
  /** How many of the five offices it holds. */
  readonly offices: number;
  /** Signs from the graha to the annual lagna, 1–12, counted inclusively. */
  readonly distanceToLagna: number;
  readonly aspectsLagna: boolean;
  readonly bala: number;
}

export interface YearLord {
  readonly graha: TajikaGraha;
  readonly reason: YearLordReason;
  /** The distinct office-bearers, strongest first. */
  readonly candidates: readonly YearLordCandidate[];
}

/**
 * The year lord of a chart from its office-bearers (astro/tajika/annual.ts `officeBearers`; the muntha lord
 * first) and the panchavargeeya bala of its grahas.
 */
export function yearLord(chart: Placements, bearers: readonly OfficeBearer[], bala: Readonly<Record<TajikaGraha, PanchavargeeyaBala>>): YearLord {
  const lagna = signOfLongitude(chart.lagnaLongitude);
  const distinct = [...new Set(bearers.map((b) => b.graha as TajikaGraha))];
  const candidates = distinct
    .map((graha): YearLordCandidate => {
      const distanceToLagna = houseFromSign(signOfLongitude(chart.grahas[graha].longitude), lagna);
      return { graha, offices: bearers.filter((b) => b.graha === graha).length, distanceToLagna, aspectsLagna: aspectKindOf(distanceToLagna) !== null, bala: bala[graha].total };
    })
    .sort((a, b) => b.bala - a.bala || b.offices - a.offices);
  const munthaLord = bearers.find((b) => b.id === 'muntha-lord')!.graha as TajikaGraha;
  if (candidates.every((c) => c.bala < YEAR_LORD_MIN_BALA)) return { graha: munthaLord, reason: 'all-office-bearers-weak', candidates };
  const aspecting = candidates.find((c) => c.aspectsLagna);
  if (!aspecting) return { graha: munthaLord, reason: 'no-office-bearer-aspects-lagna', candidates };
  return { graha: aspecting.graha, reason: 'strongest-aspecting-lagna', candidates };
}

