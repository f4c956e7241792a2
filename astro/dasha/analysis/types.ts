/**
 * The shapes the dasha analysis reads and answers: its input (chart, instant, transits, periods), the verdict on
 * each graha, the analysis of each period and the complete answer. Positions are sidereal, houses whole-sign 1–12.
 */
import type { GrahaId, HouseNumber, Placements, SignNumber } from '../../chart/placement.ts';
import type { Instant } from '../../time.ts';
import type { GrahaTransitRow } from '../../transits/daily.ts';
import type { SignIngressEvent } from '../../transits/ingresses.ts';
import type { DashaPeriod } from '../types.ts';
import type { DashaLordId } from '../../../data/dashas.ts';
import type { DashaStrength, FunctionalNature, LifeAreaId, Tone } from '../../../data/dasha-interpretation.ts';
import type { Lang } from '../../../data/text.ts';

/** A text with the ids of the rules (data/dasha-interpretation.ts) that produced it, in the order applied. */
export interface Explained {
  readonly text: string;
  readonly rules: readonly string[];
}

/** A sub-period starting in the coming year, with the lord of the period it belongs to. */
export interface ComingPeriod {
  /** An antardasha (level 2) or pratyantardasha (level 3). */
  readonly period: DashaPeriod;
  /** Lord of the enclosing mahadasha (for an antardasha) or antardasha (for a pratyantardasha). */
  readonly parentLord: DashaLordId;
}

/** The periods the analysis reads; `analysisPeriods` builds them from a dasha tree. */
export interface AnalysisPeriods {
  /** The mahadasha, antardasha and pratyantardasha running at `now`. */
  readonly maha: DashaPeriod;
  readonly antar: DashaPeriod;
  readonly pratyantar: DashaPeriod;
  /** The antardasha after `antar` (the first of the next mahadasha when `antar` is the last); null at the end. */
  readonly nextAntar: DashaPeriod | null;
  /** The mahadasha after `maha`; null after the last one. */
  readonly nextMaha: DashaPeriod | null;
  /** Antardashas and pratyantardashas starting in (now, now + NEXT_YEAR_MS], in time order. */
  readonly coming: readonly ComingPeriod[];
}

/** What the analysis is computed from. */
export interface DashaAnalysisInput {
  /** The natal chart (`birthChart()` or any `Placements`), sidereal. */
  readonly chart: Placements;
  /** The shadbala of the seven grahas (astro/reports/strength-report.ts `shadbalaStandings`); absent or null to judge without it. */
  readonly shadbala?: ShadbalaStandings | null;
  /** The instant the analysis is for, ms UT. */
  readonly now: Instant;
  /**
   * Positions at `now` (`dailyPositions(now, …)` with the chart's ayanamsha and node); must contain Saturn,
   * Jupiter and Rahu, other rows are ignored.
   */
  readonly transits: readonly GrahaTransitRow[];
  /**
   * Sign ingresses in [now, now + NEXT_YEAR_MS) (`transitEvents(now, now + NEXT_YEAR_MS, { …, types:
   * ['sign-ingress'] })` narrowed to sign ingresses); only those of Saturn, Jupiter and Rahu are read.
   */
  readonly slowIngresses: readonly SignIngressEvent[];
  readonly periods: AnalysisPeriods;
  /**
   * The language of the texts (default English); a language the analysis is not written in answers in English
   * (`analysisLang`).
   */
  readonly lang?: Lang;
}

/** What the natal chart says of one graha as a dasha lord. */
/** The shadbala standings of the seven grahas. */
export type ShadbalaStandings = Readonly<Record<'sun' | 'moon' | 'mars' | 'mercury' | 'jupiter' | 'venus' | 'saturn', ShadbalaStanding>>;

/** A graha's shadbala against its required minimum, in rupas. */
export interface ShadbalaStanding {
  readonly rupas: number;
  readonly requiredRupas: number;
}

export interface GrahaVerdict {
  readonly graha: GrahaId;
  readonly sign: SignNumber;
  /** Whole-sign house 1–12 from the lagna. */
  readonly house: HouseNumber;
  /** Houses 1–12 from the lagna the graha owns, ascending ([] for Rahu and Ketu). */
  readonly ownedHouses: readonly HouseNumber[];
  readonly strength: DashaStrength;
  /** Sum of the points of the dignity, house, condition and shadbala rules. */
  readonly points: number;
  /** Dignity, house, condition, shadbala and strength-level rule ids. */
  readonly strengthRules: readonly string[];
  /** The graha's shadbala and the minimum it needs, in rupas; null for the nodes and where none was computed. */
  readonly shadbala: ShadbalaStanding | null;
  readonly functionalNature: FunctionalNature;
  /** The functional rule that decided (for a node in a good house: node-dispositor, then the dispositor's rule). */
  readonly functionalRules: readonly string[];
  readonly tone: Tone;
}

/** A running period. */
export interface PeriodAnalysis {
  readonly planet: GrahaId;
  /** The lord as the dasha system names it (a graha, yogini or sign id). */
  readonly lord: DashaLordId;
  readonly start: Instant;
  readonly end: Instant;
  /** Time from `now` to `end`, in words ("2 years 3 months 10 days"; calendar arithmetic on UTC dates). */
  readonly remaining: string;
  readonly strength: DashaStrength;
  readonly influence: Explained;
}

/** A period to come. */
export interface UpcomingPeriodAnalysis {
  readonly planet: GrahaId;
  readonly lord: DashaLordId;
  readonly start: Instant;
  readonly end: Instant;
  readonly strength: DashaStrength;
  readonly influence: Explained;
}

export interface DashaAnalysis {
  readonly lagnaSign: SignNumber;
  readonly moonSign: SignNumber;
  readonly grahas: Readonly<Record<GrahaId, GrahaVerdict>>;
  readonly currentDasha: {
    readonly mahadasha: PeriodAnalysis;
    readonly antardasha: PeriodAnalysis;
    readonly pratyantardasha: PeriodAnalysis;
  };
  readonly upcomingDasha: {
    readonly nextAntardasha: UpcomingPeriodAnalysis | null;
    readonly nextMahadasha: UpcomingPeriodAnalysis | null;
  };
  readonly dashaStrengths: {
    /** English graha names in the order Sun … Ketu. */
    readonly favorablePlanets: readonly string[];
    readonly challengingPlanets: readonly string[];
    readonly neutralPlanets: readonly string[];
    /** The functional rule of each graha, e.g. "Saturn: functional.yogakaraka". */
    readonly rules: readonly string[];
  };
  readonly predictions: {
    readonly currentPeriod: Readonly<Record<LifeAreaId, Explained>>;
    readonly nextYear: { readonly highlights: readonly Explained[]; readonly challenges: readonly Explained[] };
  };
  readonly remedies: {
    readonly general: readonly Explained[];
    readonly specific: { readonly currentAntardasha: readonly Explained[] };
  };
  readonly transitInfluence: {
    readonly saturnTransit: Explained;
    readonly jupiterTransit: Explained;
    readonly rahuTransit: Explained;
  };
}
