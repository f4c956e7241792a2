/**
 * The Tajika annual chart (varshaphal) of one year of a life, and the monthly chart of one of its months: the
 * pravesha instant, the chart cast for it at the place the year is lived, the navamsha, the muntha, the five
 * office-bearers, the 36 sahams, the Tajika aspects and yogas. One worker task (compute/tasks.ts).
 *
 * Frames: every longitude is sidereal with the request's ayanamsha (true, with nutation) and position
 * convention, as in the birth chart (astro/chart/chart.ts); houses are whole-sign from the annual lagna.
 */
import { TRI_RASHI_LORDS, type OfficeBearerId, type TajikaGraha } from '../../data/tajika.ts';
import type { AyanamshaId } from '../ayanamsha.ts';
import { normalizeDegrees } from '../angles.ts';
import { type BirthChart, birthChart } from '../chart/chart.ts';
import { type GrahaId, type HouseNumber, houseFromSign, lordOfSign, type Placements, signCounted, type SignNumber, signOfLongitude } from '../chart/placement.ts';
import { vargaPlacements } from '../chart/vargas.ts';
import type { NodeType } from '../nodes.ts';
import type { PositionConvention } from '../positions.ts';
import type { Instant } from '../time.ts';
import { maasaPravesha, type ReturnBasis, varshaPravesha } from './pravesha.ts';
import { type MuddaPeriod, type MuddaYear, muddaDasha, muddaYearMs } from './mudda.ts';
import { type PatyayiniPeriod, patyayiniDasha } from './patyayini.ts';
import { type SahamBetweenRule, type SahamPoint, sahams } from './sahams.ts';
import { harshaBala, type HarshaBala, panchavargeeyaBala, type PanchavargeeyaBala } from './strength.ts';
import { type YearLord, yearLord } from './year-lord.ts';
import { type TajikaAspect, tajikaAspects, type TajikaRules, type TajikaYoga, tajikaYogas } from './yogas.ts';

export interface TajikaChartInput {
  /** Birth instant, ms UT, and birth place (degrees, north and east positive). */
  readonly birthInstant: Instant;
  readonly birthLatitude: number;
  readonly birthLongitude: number;
  /** Where the year is lived: the annual chart's place (degrees). */
  readonly latitude: number;
  readonly longitude: number;
  readonly ayanamshaId: AyanamshaId;
  readonly node: NodeType;
  readonly positions?: PositionConvention;
  /** Completed years of age at the pravesha, 0–150. */
  readonly completedYears: number;
  /** The Tajika month 1–12 for a monthly chart; absent for the annual chart. */
  readonly month?: number;
  readonly sahamRule: SahamBetweenRule;
  /** The conventions of the Tajika chart (orb, aspect set, the Moon yogas' reading, the panchavargeeya grading). */
  readonly tajikaRules: TajikaRules;
  /** The year length the mudda and patyayini dashas divide (annual charts only). */
  readonly muddaYear: MuddaYear;
}

export interface Muntha {
  /** Natal lagna sign advanced one sign per completed year. */
  readonly sign: SignNumber;
  /** House of the muntha counted from the chart's lagna. */
  readonly house: HouseNumber;
  readonly lord: GrahaId;
}

export interface OfficeBearer {
  readonly id: OfficeBearerId;
  readonly graha: GrahaId;
  /** The sign whose lord it is. */
  readonly sign: SignNumber;
}

export interface TajikaChart {
  readonly completedYears: number;
  readonly month: number | null;
  /** The pravesha instant, ms UT. */
  readonly instant: Instant;
  /** The natal Sun's sidereal longitude (degrees) the Sun returns to (+30° × (month − 1) for a month). */
  readonly sunTargetDeg: number;
  readonly natalLagnaSign: SignNumber;
  readonly chart: BirthChart;
  readonly navamsha: Placements;
  /** The Sun below the horizon at the pravesha (its centre, no refraction: the Hindu sunset and sunrise). */
  readonly night: boolean;
  readonly muntha: Muntha;
  readonly officeBearers: readonly OfficeBearer[];
  /** The year lord among the office-bearers (annual charts; null for a month): astro/tajika/year-lord.ts. */
  readonly yearLord: YearLord | null;
  /** The Tajika strengths of the seven grahas in this chart (astro/tajika/strength.ts). */
  readonly panchavargeeyaBala: Readonly<Record<TajikaGraha, PanchavargeeyaBala>>;
  readonly harshaBala: Readonly<Record<TajikaGraha, HarshaBala>>;
  readonly sahams: readonly SahamPoint[];
  /** The Tajika aspects among the seven grahas and the yogas they form (astro/tajika/yogas.ts). */
  readonly aspects: readonly TajikaAspect[];
  readonly yogas: readonly TajikaYoga[];
  /** The mudda dasha of the year (annual charts; null for a month). */
  readonly mudda: readonly MuddaPeriod[] | null;
  /** The patyayini dasha of the year (annual charts; null for a month), over the same year length. */
  readonly patyayini: readonly PatyayiniPeriod[] | null;
}

/** True when the Sun is below the horizon: within 180° ahead of the lagna along the ecliptic (houses 1–6). */
export function sunBelowHorizon(chart: Placements): boolean {
  return normalizeDegrees(chart.grahas.sun.longitude - chart.lagnaLongitude) < 180;
}

/** The muntha: natal lagna sign + completed years (one sign a year), its house from `lagnaSign` and its lord. */
export function muntha(natalLagnaSign: SignNumber, completedYears: number, lagnaSign: SignNumber): Muntha {
  const sign = signCounted(natalLagnaSign, completedYears + 1);
  return { sign, house: houseFromSign(lagnaSign, sign), lord: lordOfSign(sign) };
}

/**
 * The five office-bearers of a Tajika chart: the muntha's lord, the birth lagna's lord, the annual lagna's lord,
 * the tri-rashi pati of the annual lagna (by day or night), and the lord of the Sun's sign by day or of the
 * Moon's sign by night. A graha may hold several offices.
 */
export function officeBearers(chart: Placements, natalLagnaSign: SignNumber, munthaSign: SignNumber, night: boolean): OfficeBearer[] {
  const lagnaSign = signOfLongitude(chart.lagnaLongitude);
  const luminarySign = signOfLongitude(chart.grahas[night ? 'moon' : 'sun'].longitude);
  const tri = TRI_RASHI_LORDS[lagnaSign - 1]!;
  return [
    { id: 'muntha-lord', graha: lordOfSign(munthaSign), sign: munthaSign },
    { id: 'birth-lagna-lord', graha: lordOfSign(natalLagnaSign), sign: natalLagnaSign },
    { id: 'annual-lagna-lord', graha: lordOfSign(lagnaSign), sign: lagnaSign },
    { id: 'tri-rashi-pati', graha: night ? tri.night : tri.day, sign: lagnaSign },
    { id: 'luminary-sign-lord', graha: lordOfSign(luminarySign), sign: luminarySign },
  ];
}

/** The length of the year the dashas divide (`input.muddaYear`), ms. */
function yearMsOf(basis: ReturnBasis, input: TajikaChartInput, pravesha: Instant): number {
  const next = input.muddaYear === 'tajika' ? varshaPravesha(basis, input.completedYears + 1) : pravesha;
  return muddaYearMs(input.muddaYear, pravesha, next);
}

/** The annual chart of `input.completedYears`, or its monthly chart when `input.month` is given. */
export function tajikaChart(input: TajikaChartInput): TajikaChart {
  const options = { ayanamshaId: input.ayanamshaId, node: input.node, ...(input.positions ? { positions: input.positions } : {}) };
  const natal = birthChart({ instant: input.birthInstant, latitude: input.birthLatitude, longitude: input.birthLongitude, ...options });
  const basis: ReturnBasis = { birthInstant: input.birthInstant, natalSunDeg: natal.grahas.sun.longitude, ayanamshaId: input.ayanamshaId, ...(input.positions ? { positions: input.positions } : {}) };
  const month = input.month ?? null;
  const instant = month === null ? varshaPravesha(basis, input.completedYears) : maasaPravesha(basis, input.completedYears, month);
  const chart = birthChart({ instant, latitude: input.latitude, longitude: input.longitude, ...options });
  const night = sunBelowHorizon(chart);
  const yearMuntha = muntha(natal.lagna.sign, input.completedYears, chart.lagna.sign);
  const bearers = officeBearers(chart, natal.lagna.sign, yearMuntha.sign, night);
  const bala = panchavargeeyaBala(chart, input.tajikaRules.grading);
  const yearMs = month === null ? yearMsOf(basis, input, instant) : null;
  return {
    completedYears: input.completedYears,
    month,
    instant,
    sunTargetDeg: normalizeDegrees(basis.natalSunDeg + 30 * ((month ?? 1) - 1)),
    natalLagnaSign: natal.lagna.sign,
    chart,
    navamsha: vargaPlacements(chart, 9),
    night,
    muntha: yearMuntha,
    officeBearers: bearers,
    yearLord: month === null ? yearLord(chart, bearers, bala) : null,
    panchavargeeyaBala: bala,
    harshaBala: harshaBala(chart, night),
    sahams: sahams(chart, night, input.sahamRule),
    aspects: tajikaAspects(chart, input.tajikaRules),
    yogas: tajikaYogas(chart, input.tajikaRules, bala),
    mudda: yearMs === null ? null : muddaDasha(natal.grahas.moon.longitude, input.completedYears, instant, yearMs),
    patyayini: yearMs === null ? null : patyayiniDasha(chart, instant, yearMs),
  };
}
