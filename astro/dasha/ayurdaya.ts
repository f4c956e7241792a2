/**
 * The three longevity computations (ayurdaya) of BPHS ch. 44 (R. Santhanam's translation), read on a sidereal chart:
 * every graha Sun … Saturn and the lagna gives years, by one of three methods.
 *
 * Base years (before reductions):
 * - pindayu: the graha's full years (`PINDAYU_FULL_YEARS`: Sun 19, Moon 25, Mars 15, Mercury 12, Jupiter 15,
 *   Venus 21, Saturn 20) × (1 − d/360°), d the arc (0°–180°) between the graha and its point of deepest exaltation
 *   (`data/grahas.ts`): all of them at deep exaltation, half at deep debilitation;
 * - nisargayu: the same with the natural years (`NAISARGIKA_YEARS`: Moon 1, Mars 2, Mercury 9, Venus 20, Jupiter 18,
 *   Sun 20, Saturn 50);
 * - amsayu: the navamsas traversed from 0° Aries, less whole rounds of 12 (longitude × 108 / 360°, modulo 12), times
 *   the increase (bharana): × 3 for a graha retrograde, exalted or in its own sign, otherwise × 2 in its own
 *   navamsa, its own drekkana or vargottama.
 * - the lagna: pindayu and nisargayu one year a sign from 0° Aries (its longitude / 30°); amsayu its navamsas as a
 *   graha's (no increase). No reduction applies to the lagna.
 *
 * Reductions (haranas), each a factor on the base years:
 * - chakrapata (vyayadi): a graha in the visible half, the whole-sign houses 12, 11, 10, 9, 8, 7 from the lagna,
 *   loses all, 1/2, 1/3, 1/4, 1/5, 1/6 of its years if a malefic (Sun, Mars, Saturn), half that if a benefic (Moon,
 *   Mercury, Jupiter, Venus: the Moon and Mercury always benefics here);
 * - shatru-kshetra: two thirds remain in a natural enemy's sign (BPHS ch. 3), not for a retrograde graha;
 * - astangata: half remains when combust (`chart/dignity.ts` orbs, the retrograde orb for a retrograde graha),
 *   not for Venus and Saturn; of shatru-kshetra and astangata only the larger loss is applied;
 * - krurodaya (pindayu and nisargayu only): a malefic in the lagna sign (the one nearest the lagna's degree when
 *   several) loses its years × the lagna's longitude / 360°, half that loss when a benefic aspects it (graha drishti,
 *   `chart/aspects.ts`).
 *
 * Which method applies: the stronger of the Sun and the Moon (`stronger-graha.ts`), then the stronger of the lagna
 * sign and that graha's sign (`narayana.ts` `strongerOfSigns`): the lagna chooses amsayu, the Sun pindayu, the Moon
 * nisargayu; a caller may name the method instead (Aayu dasha's `method=`). A graha is retrograde when its `speedDegPerDay` is negative (a chart without speeds: direct).
 */
import type { DashaDignityId } from '../../data/dashas.ts';
import { AYURDAYA_METHODS, NAISARGIKA_YEARS, PINDAYU_FULL_YEARS } from '../../data/graha-dashas.ts';
import { grahaById, naturalRelationship, type GrahaId } from '../../data/grahas.ts';
import { signById } from '../../data/signs.ts';
import { normalizeDegrees } from '../angles.ts';
import { DRISHTI_HOUSES } from '../chart/aspects.ts';
import { COMBUSTION_ORBS_DEG } from '../chart/dignity.ts';
import { strongerOfSigns } from './narayana.ts';
import { signOf } from './sign-plan.ts';
import { strongerGraha } from './stronger-graha.ts';
import type { DashaChart } from './types.ts';

export type AyurdayaMethod = (typeof AYURDAYA_METHODS)[number];

/** The grahas that give longevity, Sun … Saturn. */
export const AYURDAYA_GRAHAS = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn'] as const satisfies readonly GrahaId[];
export type AyurdayaGraha = (typeof AYURDAYA_GRAHAS)[number];

/** A giver of years: a graha Sun … Saturn or the lagna. */
export type AyurdayaLord = AyurdayaGraha | 'lagna';

const MALEFICS: ReadonlySet<AyurdayaGraha> = new Set(['sun', 'mars', 'saturn']);
const BENEFICS: readonly AyurdayaGraha[] = ['moon', 'mercury', 'jupiter', 'venus'];
const NAVAMSA_DEG = 30 / 9;

/** The reduction factors on a lord's base years (1 = none), as applied. */
export interface AyurdayaReductions {
  /** Visible half: 0 (a malefic in the 12th) … 1. */
  readonly chakrapata: number;
  /** 2/3 in an enemy's sign, 1 otherwise (1 also when astangata is the larger loss). */
  readonly shatruKshetra: number;
  /** 1/2 combust, 1 otherwise (1 also when shatru-kshetra is the larger loss). */
  readonly astangata: number;
  /** A malefic rising in the lagna sign (pindayu and nisargayu only; amsayu ignores it). */
  readonly krurodaya: number;
}

/** The years one lord gives under each method. */
export interface AyurdayaLordYears {
  readonly lord: AyurdayaLord;
  /** Years before reductions (amsayu with its increase). */
  readonly baseYears: Readonly<Record<AyurdayaMethod, number>>;
  /** Amsayu's increase: 1, 2 or 3. */
  readonly bharana: 1 | 2 | 3;
  readonly reductions: AyurdayaReductions;
  /** Years after the reductions. */
  readonly years: Readonly<Record<AyurdayaMethod, number>>;
}

/** The lord of each method: the one of lagna, Sun and Moon that chooses it, and whose dasha comes first. */
export const AYURDAYA_METHOD_LORD = { amsayu: 'lagna', pindayu: 'sun', nisargayu: 'moon' } as const satisfies Record<AyurdayaMethod, AyurdayaLord>;

/** The longevity of a chart by the three methods, and which one applies. */
export interface Ayurdaya {
  /** The method used: the one the strongest chooses, or the one the caller named. */
  readonly method: AyurdayaMethod;
  /** The strongest of lagna, Sun and Moon (its method is the book's choice). */
  readonly strongest: 'lagna' | 'sun' | 'moon';
  /** The grahas Sun … Saturn, then the lagna. */
  readonly lords: readonly AyurdayaLordYears[];
  /** The sum of the lords' years under each method. */
  readonly totals: Readonly<Record<AyurdayaMethod, number>>;
}

/** Arc (0°–180°) between two longitudes. */
function arcDeg(a: number, b: number): number {
  const d = normalizeDegrees(a - b);
  return d > 180 ? 360 - d : d;
}

/** The sidereal longitude of a graha's deepest exaltation, degrees. */
function deepExaltationDeg(graha: AyurdayaGraha): number {
  const exaltation = grahaById(graha).exaltation;
  return (signById(exaltation.sign).number - 1) * 30 + (exaltation.degree ?? 0);
}

/** Years × (1 − arc from deep exaltation / 360°): full at deep exaltation, half at deep debilitation. */
export function exaltationScaledYears(fullYears: number, graha: AyurdayaGraha, siderealDeg: number): number {
  return fullYears * (1 - arcDeg(siderealDeg, deepExaltationDeg(graha)) / 360);
}

/** Amsayu's base: navamsas traversed from 0° Aries, modulo 12 (0 ≤ years < 12). */
export function amsayuBaseYears(siderealDeg: number): number {
  return (normalizeDegrees(siderealDeg) / NAVAMSA_DEG) % 12;
}

function isRetrograde(chart: DashaChart, graha: AyurdayaGraha): boolean {
  return (chart.planets[graha].speedDegPerDay ?? 0) < 0;
}

function ownSign(graha: AyurdayaGraha, sign: number): boolean {
  return signOf(sign).lord === graha;
}

/** Amsayu's increase: 3 retrograde, exalted or in its own sign; 2 own navamsa, own drekkana or vargottama; else 1. */
export function amsayuBharana(chart: DashaChart, graha: AyurdayaGraha): 1 | 2 | 3 {
  const { siderealDeg, signNumber } = chart.planets[graha];
  const exalted = signById(grahaById(graha).exaltation.sign).number === signNumber;
  if (isRetrograde(chart, graha) || exalted || ownSign(graha, signNumber)) return 3;
  const navamsa = signOf(Math.floor(normalizeDegrees(siderealDeg) / NAVAMSA_DEG) + 1).number;
  const drekkana = signOf(signNumber + 4 * Math.floor((normalizeDegrees(siderealDeg) % 30) / 10)).number;
  return ownSign(graha, navamsa) || ownSign(graha, drekkana) || navamsa === signNumber ? 2 : 1;
}

/** Whole-sign house (1–12) of a sign from the lagna. */
function houseOf(chart: DashaChart, sign: number): number {
  return ((sign - chart.lagnaSign + 12) % 12) + 1;
}

/** Chakrapata factor: 1 − loss, loss 1/(13 − house) in houses 7–12 (half for a benefic), 0 elsewhere. */
export function chakrapataFactor(chart: DashaChart, graha: AyurdayaGraha): number {
  const house = houseOf(chart, chart.planets[graha].signNumber);
  if (house < 7) return 1;
  const loss = 1 / (13 - house);
  return 1 - (MALEFICS.has(graha) ? loss : loss / 2);
}

function inEnemySign(chart: DashaChart, graha: AyurdayaGraha): boolean {
  return naturalRelationship(graha, signOf(chart.planets[graha].signNumber).lord) === 'enemy' && !isRetrograde(chart, graha);
}

function isCombust(chart: DashaChart, graha: AyurdayaGraha): boolean {
  if (graha === 'sun' || graha === 'venus' || graha === 'saturn') return false;
  const orbs = COMBUSTION_ORBS_DEG[graha];
  const orb = isRetrograde(chart, graha) ? orbs.retrograde : orbs.direct;
  return arcDeg(chart.planets[graha].siderealDeg, chart.planets.sun.siderealDeg) <= orb;
}

function aspects(chart: DashaChart, from: AyurdayaGraha, to: AyurdayaGraha): boolean {
  const own = chart.planets[from].signNumber;
  return DRISHTI_HOUSES[from].some((house) => signOf(own + house - 1).number === chart.planets[to].signNumber);
}

/** The malefic rising in the lagna sign that krurodaya reduces (nearest the lagna's degree), or null. */
export function krurodayaGraha(chart: DashaChart): AyurdayaGraha | null {
  const rising = AYURDAYA_GRAHAS.filter((graha) => MALEFICS.has(graha) && chart.planets[graha].signNumber === chart.lagnaSign);
  if (rising.length === 0) return null;
  const distance = (graha: AyurdayaGraha) => arcDeg(chart.planets[graha].siderealDeg, chart.lagnaSiderealDeg);
  return rising.reduce((best, graha) => (distance(graha) < distance(best) ? graha : best));
}

function krurodayaFactor(chart: DashaChart, graha: AyurdayaGraha, rising: AyurdayaGraha | null): number {
  if (graha !== rising) return 1;
  const loss = normalizeDegrees(chart.lagnaSiderealDeg) / 360;
  return 1 - (BENEFICS.some((benefic) => aspects(chart, benefic, graha)) ? loss / 2 : loss);
}

/** Which method the chart's strongest of lagna, Sun and Moon chooses (module comment). */
export function ayurdayaChoice(chart: DashaChart, dignities: DashaDignityId = 'bphs'): { method: AyurdayaMethod; strongest: 'lagna' | 'sun' | 'moon' } {
  const luminary = strongerGraha(chart, 'sun', 'moon', dignities) as 'sun' | 'moon';
  const sign = strongerOfSigns(chart, chart.lagnaSign, chart.planets[luminary].signNumber, dignities);
  if (sign === chart.lagnaSign) return { method: 'amsayu', strongest: 'lagna' };
  return luminary === 'sun' ? { method: 'pindayu', strongest: 'sun' } : { method: 'nisargayu', strongest: 'moon' };
}

const NISARGAYU_YEARS = Object.fromEntries(NAISARGIKA_YEARS.map((entry) => [entry.lord, entry.years])) as Record<AyurdayaGraha, number>;

/**
 * The longevity of a chart by the three methods (module comment).
 * @param method the method to use; null: the one the strongest of lagna, Sun and Moon chooses
 */
export function ayurdaya(chart: DashaChart, method: AyurdayaMethod | null = null, dignities: DashaDignityId = 'bphs'): Ayurdaya {
  const rising = krurodayaGraha(chart);
  const grahas = AYURDAYA_GRAHAS.map((graha): AyurdayaLordYears => {
    const deg = chart.planets[graha].siderealDeg;
    const bharana = amsayuBharana(chart, graha);
    const baseYears = {
      pindayu: exaltationScaledYears(PINDAYU_FULL_YEARS[graha], graha, deg),
      nisargayu: exaltationScaledYears(NISARGAYU_YEARS[graha], graha, deg),
      amsayu: amsayuBaseYears(deg) * bharana,
    };
    const enemy = inEnemySign(chart, graha) ? 2 / 3 : 1;
    const combust = isCombust(chart, graha) ? 1 / 2 : 1;
    const reductions: AyurdayaReductions = {
      chakrapata: chakrapataFactor(chart, graha),
      shatruKshetra: enemy < combust ? enemy : 1,
      astangata: combust <= enemy ? combust : 1,
      krurodaya: krurodayaFactor(chart, graha, rising),
    };
    const common = reductions.chakrapata * reductions.shatruKshetra * reductions.astangata;
    const years = {
      pindayu: baseYears.pindayu * common * reductions.krurodaya,
      nisargayu: baseYears.nisargayu * common * reductions.krurodaya,
      amsayu: baseYears.amsayu * common,
    };
    return { lord: graha, baseYears, bharana, reductions, years };
  });
  const lagnaSignsYears = normalizeDegrees(chart.lagnaSiderealDeg) / 30;
  const lagnaYears = { pindayu: lagnaSignsYears, nisargayu: lagnaSignsYears, amsayu: amsayuBaseYears(chart.lagnaSiderealDeg) };
  const lagna: AyurdayaLordYears = {
    lord: 'lagna', baseYears: lagnaYears, bharana: 1,
    reductions: { chakrapata: 1, shatruKshetra: 1, astangata: 1, krurodaya: 1 }, years: lagnaYears,
  };
  const lords = [...grahas, lagna];
  const total = (method: AyurdayaMethod) => lords.reduce((sum, entry) => sum + entry.years[method], 0);
  const choice = ayurdayaChoice(chart, dignities);
  return { method: method ?? choice.method, strongest: choice.strongest, lords, totals: { pindayu: total('pindayu'), nisargayu: total('nisargayu'), amsayu: total('amsayu') } };
}
