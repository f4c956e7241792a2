/**
 * The common model of every dasha system: the chart a dasha is computed from, the period tree, and the options
 * and results of `dasha.ts`.
 *
 * Instants are Unix milliseconds UT (`time.ts`). A period is the half-open interval [start, end). Levels are
 * 1-based: 1 = mahadasha, 2 = antardasha, 3 = pratyantardasha, 4 = sookshma, 5 = prana.
 */
import type { DashaBalanceId, DashaDignityId, DashaLordId, DashaMethodId, DashaSystemId, DashaYearId } from '../../data/dashas.ts';
import type { AyanamshaId } from '../ayanamsha.ts';
import type { Ayurdaya } from './ayurdaya.ts';
import type { PositionConvention } from '../positions.ts';
import type { RiseSetConvention } from '../rise-set.ts';
import type { GrahaId } from '../../data/grahas.ts';
import type { KalachakraPada } from './kalachakra.ts';
import type { SignId, SignNumber } from '../../data/signs.ts';
import type { Instant } from '../time.ts';

/** A sidereal position of a graha in the chart. */
export interface DashaChartPlanet {
  /** Sidereal ecliptic longitude in degrees, [0, 360), of the chart's ayanamsha. */
  readonly siderealDeg: number;
  /** Sign holding the graha, 1 = Aries … 12 = Pisces (the sign of `siderealDeg`). */
  readonly signNumber: SignNumber;
  /** Speed in longitude, degrees per day (negative: retrograde), when known; a chart without it reads as direct. */
  readonly speedDegPerDay?: number;
}

/** What a dasha is computed from: the birth instant and the sidereal chart at that instant (one ayanamsha). */
export interface DashaChart {
  /** Birth instant. */
  readonly birth: Instant;
  /**
   * Sidereal longitude of the point the nakshatra dashas start from, degrees [0, 360): the Moon for the
   * ordinary reckoning (kept apart from `planets.moon` so that a caller may start from another point).
   */
  readonly moonSiderealDeg: number;
  /** Lagna sign, 1 = Aries … 12 = Pisces. */
  readonly lagnaSign: SignNumber;
  /** Sidereal longitude of the lagna, degrees [0, 360) (needed for hora, navamsa and dwadashamsha). */
  readonly lagnaSiderealDeg: number;
  readonly planets: Readonly<Record<GrahaId, DashaChartPlanet>>;
  /**
   * The frame the chart was computed in, when known (`chart.ts` dashaChartAt): what the dashas that look at other
   * instants than the birth (the clock balance of a nakshatra dasha) need to compute the same positions.
   */
  readonly frame?: { readonly ayanamshaId: AyanamshaId; readonly positions: PositionConvention };
  /**
   * The birth place and the sunrise rule, when known (`chart.ts` dashaChartAt): what the dashas that read the day and
   * night of the birth (Kaala, Chakra) or the hora lagna (Varnada) need to find its sunrise and sunset.
   */
  readonly place?: { readonly latitudeDeg: number; readonly longitudeDeg: number; readonly sunrise: RiseSetConvention };
}

/** 1 = mahadasha, 2 = antardasha, 3 = pratyantardasha, 4 = sookshma, 5 = prana. */
export type DashaLevel = 1 | 2 | 3 | 4 | 5;

/** The deepest level the engine generates. */
export const MAX_DASHA_LEVEL: DashaLevel = 5;

/** Names of the levels, index = level − 1. */
export const DASHA_LEVEL_NAMES = ['mahadasha', 'antardasha', 'pratyantardasha', 'sookshma', 'prana'] as const;

/** One period of a dasha: [start, end) ruled by `lord`, with its sub-periods when they were generated. */
export interface DashaPeriod {
  /** Graha id (nakshatra dashas), yogini id (Yogini) or sign id (Char). */
  readonly lord: DashaLordId;
  readonly level: DashaLevel;
  /** Start instant, inclusive. */
  readonly start: Instant;
  /** End instant, exclusive; equals the next period's start. */
  readonly end: Instant;
  /** Sub-periods of level + 1 tiling [start, end), when generated. */
  readonly children?: readonly DashaPeriod[];
}

/** Options common to every call. */
export interface DashaOptions {
  /** Year length the years of the system are counted in; default `julian` (365.25 days). */
  readonly year?: DashaYearId;
  /** One of the system's methods (`DASHA_METHODS`); default its first. Ignored by a system with one method. */
  readonly method?: DashaMethodId;
  /** Which signs exalt and debilitate a graha in the sign dashas (`DASHA_DIGNITY_READINGS`); default `bphs`. */
  readonly dignities?: DashaDignityId;
  /** How a nakshatra dasha measures the balance at birth (`DASHA_BALANCE_READINGS`); default `arc`. */
  readonly balance?: DashaBalanceId;
}

/** Options of `dashaTree`. */
export interface DashaTreeOptions extends DashaOptions {
  /** Depth of the tree, 1–5. */
  readonly levels: DashaLevel;
  /** Keep only periods ending after this instant (at every level). */
  readonly from?: Instant;
  /** Keep only periods starting before this instant (at every level). */
  readonly to?: Instant;
}

/** The balance of the first mahadasha at birth. */
export interface DashaBalance {
  /** Lord of the mahadasha running at birth (the first one). */
  readonly lord: DashaLordId;
  /** Part of that mahadasha elapsed before birth, in dasha years ≥ 0. */
  readonly elapsedYears: number;
  /** Part remaining after birth, in dasha years > 0. */
  readonly remainingYears: number;
}

/** Facts about the computation that a response should name. */
export interface DashaSystemSummary {
  readonly id: DashaSystemId;
  readonly name: string;
  /** The named variant (Char: 'K.N. Rao'); null for systems with a single rule. */
  readonly variant: string | null;
  /** The method used, for a system with several (`DASHA_METHODS`); null otherwise. */
  readonly method: DashaMethodId | null;
  /** The dignity reading the sign dashas used; null for nakshatra dashas (no dignity enters them). */
  readonly dignities: DashaDignityId | null;
  readonly year: { readonly id: DashaYearId; readonly days: number };
  /** How the balance of a nakshatra dasha was measured (`DASHA_BALANCE_READINGS`); null for the other kinds. */
  readonly balanceBy: DashaBalanceId | null;
  /** Whether the classical applicability condition holds for the chart (true for universal systems). */
  readonly applicable: boolean;
  /** The condition in words; null for universal systems. */
  readonly condition: string | null;
  /** The start rule in words. */
  readonly startRule: string;
  /** Years of the mahadashas of one cycle for this chart (fixed for nakshatra dashas). */
  readonly cycleYears: number;
  readonly cycles: number;
  readonly balance: DashaBalance;
  /** Kalachakra only: where the Moon's pada sits on the wheel; null for every other system. */
  readonly kalachakra: KalachakraPlace | null;
  /** Kaala, Chakra and Varnada: the part of the day or night of birth they read (`day-part.ts`); null for every other system. */
  readonly birthDay: BirthDayPart | null;
  /** Aayu only: the longevity by the three methods of BPHS ch. 44 (`ayurdaya.ts`); null for every other system. */
  readonly ayurdaya: Ayurdaya | null;
}

/** dawn = the twilight around sunrise (Khanda), day (Mugdha), dusk = the twilight around sunset (Sudha), night (Poorna). */
export type DayPartId = 'dawn' | 'day' | 'dusk' | 'night';

/** The part of the day or night a birth falls in (`day-part.ts`). */
export interface BirthDayPart {
  readonly part: DayPartId;
  /** The part's start and end, [start, end) holding the birth. */
  readonly start: Instant;
  readonly end: Instant;
  /** (birth − start) / (end − start), [0, 1). */
  readonly elapsedFraction: number;
  /** The sunrise that began the Vedic day of the birth (the last before it). */
  readonly sunrise: Instant;
  /** The sunrise rule the sunrises and sunsets were found by. */
  readonly sunriseRule: RiseSetConvention;
}

/** The Moon's pada on the Kalachakra wheel (`kalachakra.ts`). */
export interface KalachakraPlace extends Pick<KalachakraPada, 'nakshatra' | 'pada' | 'group' | 'direction'> {
  /**
   * The deha and jeeva signs: by `parashara`, of the chart (the first and ninth mahadashas, the other way round
   * for an apasavya star, Narasimha Rao §24.3.2); by `raghavacharya`, of the pada's cycle (its first and last
   * signs, the other way round for an apasavya star).
   */
  readonly deha: SignId;
  readonly jeeva: SignId;
  /** Years of the nine dashas of the pada's cycle. */
  readonly paramayush: number;
  /** Part of the pada the Moon has covered at birth, [0, 1); times the paramayush, the years of the cycle over. */
  readonly padaElapsed: number;
}

/** Result of `dashaTree`. */
export interface DashaTree extends DashaSystemSummary {
  readonly levels: DashaLevel;
  /** Mahadashas (pruned to [from, to) when given), each with children down to `levels`. */
  readonly periods: readonly DashaPeriod[];
}
