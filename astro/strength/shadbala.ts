/**
 * Shadbala: the six-fold strength of the seven grahas (BPHS ch. 27), computed the way B.V. Raman's *Graha and
 * Bhava Balas* works it by hand. Pure arithmetic on a chart and the few facts of the birth's day that the
 * kala bala needs (`ShadbalaDay`, computed from the ephemeris by strength-day.ts). Tables are data/shadbala.ts.
 *
 * All figures are virupas (1 rupa = 60 virupas), kept unrounded. The components:
 * - sthana: uchcha (arc from the debilitation point ÷ 3), saptavargaja (dignity in seven vargas), ojayugma (odd or
 *   even sign and navamsha), kendradi (kendra 60, panaphara 30, apoklima 15, by sign from the lagna, as Raman's
 *   example scores it), drekkana (15 in the graha's decanate by gender);
 * - dig: arc from the bhava madhya where the graha has no directional strength ÷ 3;
 * - kala: nathonnatha, paksha, tribhaga, abda, masa, vara, hora, ayana and yuddha;
 * - cheshta: the cheshta kendra of the five star-planets (or, on request, their state of motion); the Sun and
 *   Moon have none in Raman's reading and their ayana and paksha balas in BPHS's (`ShadbalaTradition`);
 * - naisargika: fixed;
 * - drik: a quarter of the benefics' drishti less a quarter of the malefics'.
 * Where Raman's book and other readings of BPHS differ, the choice is written beside the rule.
 */
import {
  AYANA_DIRECTION, type AyanaMethod, CLASSICAL_OBLIQUITY_DEG, type CheshtaMethod, DIG_BALA_HOUSE, DISC_DIAMETER,
  DREKKANA_OF_STRENGTH, EVEN_SIGN_GRAHAS, KRANTI_TABLE_ARCMIN, KRANTI_TABLE_STEP_DEG, LORD_BALA, MEAN_DAILY_MOTION_DEG,
  type MercuryCompanyMethod, MOTION_STATE_BALA, type MoonPakshaMethod, type MotionState, NAISARGIKA_BALA, NATHONNATHA_KIND, REQUIRED_SHADBALA_RUPAS, SAPTAVARGAJA_POINTS,
  SAPTAVARGA_DIVISIONS, SHADBALA_GRAHAS, SPECIAL_DRISHTI, type ShadbalaGraha, type ShadbalaTradition, TARA_GRAHAS,
  TRIBHAGA_LORDS, type TaraGraha, type VargaDignity, type WarAmountMethod,
} from '../../data/shadbala.ts';
import { grahaById } from '../../data/grahas.ts';
import { signById } from '../../data/signs.ts';
import { compoundRelationship } from '../chart/dignity.ts';
import {
  type GrahaId, type HouseNumber, type Placements, type SignNumber, degreeInSign, houseFromSign, lordOfSign, signOfLongitude,
} from '../chart/placement.ts';
import { vargaSign } from '../chart/vargas.ts';
import { normalizeDegrees, separationDeg, signedDegrees } from '../angles.ts';
import { unorderedPairs } from '../pairs.ts';
import type { Instant } from '../time.ts';

export { SHADBALA_GRAHAS, type ShadbalaGraha };

/** The chart a shadbala is computed from: sidereal placements with speeds, and the Sripati bhavas. */
export interface ShadbalaChart extends Placements {
  /** The ayanamsha subtracted from the tropical longitudes, degrees (the ayana bala needs sayana longitudes). */
  readonly ayanamshaDeg: number;
  /** Sidereal bhava madhyas 1–12 (Sripati; index 0 = the lagna, index 9 = the midheaven). */
  readonly bhavaMadhyas: readonly number[];
}

/** Facts of the birth's day and sky the kala and cheshta balas need (strength-day.ts computes them). */
export interface ShadbalaDay {
  readonly instant: Instant;
  /** Sunrise that began the birth's Vedic day, the sunset after it and the next sunrise. */
  readonly sunrise: Instant;
  readonly sunset: Instant;
  readonly nextSunrise: Instant;
  /** The Sun's hour angle at birth, degrees (−180, 180]: 0 at apparent noon, ±180 at apparent midnight. */
  readonly sunHourAngleDeg: number;
  /** Lords of the year, the month, the weekday and the hora of birth. */
  readonly lords: { readonly abda: ShadbalaGraha; readonly masa: ShadbalaGraha; readonly vara: ShadbalaGraha; readonly hora: ShadbalaGraha };
  /** True declinations of the seven grahas at birth, degrees (the `declination` ayana bala). */
  readonly declinationDeg: Readonly<Record<ShadbalaGraha, number>>;
  /** True obliquity of the ecliptic at birth, degrees. */
  readonly obliquityDeg: number;
  /**
   * Mean longitudes at birth for the cheshta kendra: `sun` the mean Sun, the five others the planet's heliocentric
   * mean longitude; `tables` nirayana by Raman's tables, `modern` tropical by modern mean elements.
   */
  readonly meanLongitudeDeg: { readonly tables: MeanLongitudes; readonly modern: MeanLongitudes };
}

/** Mean longitudes of the mean Sun and the five star-planets, degrees. */
export type MeanLongitudes = Readonly<Record<'sun' | TaraGraha, number>>;

export interface ShadbalaOptions {
  readonly tradition: ShadbalaTradition;
  readonly cheshta: CheshtaMethod;
  readonly ayana: AyanaMethod;
  /** Which figure a waning Moon's doubled paksha bala is (data/shadbala.ts `MOON_PAKSHA_METHODS`); `bright-half` if absent. */
  readonly moonPaksha?: MoonPakshaMethod;
  /** What a planetary war's amount is the difference of (data/shadbala.ts `WAR_AMOUNT_METHODS`); `through-hora` if absent. */
  readonly warAmount?: WarAmountMethod;
  /** How Mercury's company makes it benefic (data/shadbala.ts `MERCURY_COMPANY_METHODS`); `with-nodes` if absent. */
  readonly mercuryCompany?: MercuryCompanyMethod;
}

export interface SthanaBala {
  readonly uchcha: number;
  readonly saptavargaja: number;
  /** Points in each of the seven vargas, keyed by division (1, 2, 3, 7, 9, 12, 30), with the dignity scored. */
  readonly saptavargajaByVarga: Readonly<Record<number, { readonly dignity: VargaDignity; readonly points: number }>>;
  readonly ojayugma: number;
  readonly kendradi: number;
  readonly drekkana: number;
  readonly total: number;
}

export interface KalaBala {
  readonly nathonnatha: number;
  readonly paksha: number;
  readonly tribhaga: number;
  readonly abda: number;
  readonly masa: number;
  readonly vara: number;
  readonly hora: number;
  readonly ayana: number;
  readonly yuddha: number;
  readonly total: number;
}

export interface GrahaShadbala {
  readonly graha: ShadbalaGraha;
  readonly sthana: SthanaBala;
  readonly dig: number;
  readonly kala: KalaBala;
  /** Cheshta bala in the total (0 for the Sun and Moon in Raman's reading). */
  readonly cheshta: number;
  /** The cheshta figure the ishta and kashta phala use: `cheshta`, or Raman's substitutes for the Sun and Moon. */
  readonly cheshtaForPhala: number;
  /** The state of motion scored, with the `motion` cheshta method (null with `cheshta-kendra` and for Sun and Moon). */
  readonly motionState: MotionState | null;
  readonly naisargika: number;
  readonly drik: number;
  /** Sum of the six, virupas. */
  readonly total: number;
  /** `total` ÷ 60. */
  readonly rupas: number;
  readonly requiredRupas: number;
  /** `rupas` ÷ `requiredRupas`: 1 or more is strong. */
  readonly ratio: number;
  /** √(uchcha × c) and √((60 − uchcha)(60 − c)), c = `cheshtaForPhala` held at 60: the capacity for good and for harm, 0–60. */
  readonly ishtaPhala: number;
  readonly kashtaPhala: number;
}

export interface Shadbala {
  readonly grahas: Readonly<Record<ShadbalaGraha, GrahaShadbala>>;
  /** Grahas by `ratio` (shadbala against the required minimum), strongest first. */
  readonly ranking: readonly ShadbalaGraha[];
  /** Whether each graha counts as benefic for the paksha and drik balas (the Moon by paksha, Mercury by company). */
  readonly benefic: Readonly<Record<ShadbalaGraha, boolean>>;
}

// ── sthana bala ─────────────────────────────────────────────────────────────────────────────────────────────

/** Deepest debilitation point of a graha, sidereal degrees (exaltation point + 180°; data/grahas.ts). */
export function debilitationPointDeg(graha: ShadbalaGraha): number {
  const exaltation = grahaById(graha).exaltation;
  return normalizeDegrees((signById(exaltation.sign).number - 1) * 30 + (exaltation.degree ?? 0) + 180);
}

/** Uchcha bala: the arc from the graha's debilitation point ÷ 3 (0 when debilitated to the degree, 60 when exalted). */
export function uchchaBala(graha: ShadbalaGraha, longitudeDeg: number): number {
  return separationDeg(longitudeDeg, debilitationPointDeg(graha)) / 3;
}

/**
 * The graha's dignity in a varga sign for the saptavargaja bala: moolatrikona (in the rashi only, the whole
 * moolatrikona sign, as V.P. Jain's example scores the Sun at Leo 26° and Mercury at Virgo 20°), own sign, else the
 * compound relationship with the sign's lord (rashi friendships). Exaltation is not a separate class here (BPHS
 * ch. 27 lists none); an exalted graha scores its relationship with the sign's lord.
 */
export function saptavargaDignity(chart: Placements, graha: ShadbalaGraha, division: (typeof SAPTAVARGA_DIVISIONS)[number]): VargaDignity {
  const longitude = chart.grahas[graha].longitude;
  const record = grahaById(graha);
  const sign = vargaSign(longitude, division).sign;
  const mt = record.moolatrikona;
  if (division === 1 && mt !== null && signById(mt.sign).number === sign) return 'moolatrikona';
  if (record.ownSigns.some((own) => signById(own).number === sign)) return 'own';
  return compoundRelationship(chart, graha, lordOfSign(sign));
}

/** Ojayugma bala: 15 for an odd (even, for the Moon and Venus) rashi, 15 more for such a navamsha. */
export function ojayugmaBala(graha: ShadbalaGraha, longitudeDeg: number): number {
  const wantsEven = EVEN_SIGN_GRAHAS.includes(graha);
  const scores = (sign: SignNumber) => ((sign % 2 === 0) === wantsEven ? 15 : 0);
  return scores(signOfLongitude(longitudeDeg)) + scores(vargaSign(longitudeDeg, 9).sign);
}

/** Kendradi bala by house: kendra (1, 4, 7, 10) 60, panaphara (2, 5, 8, 11) 30, apoklima (3, 6, 9, 12) 15. */
export function kendradiBala(house: HouseNumber): number {
  const kind = (house - 1) % 3;
  return kind === 0 ? 60 : kind === 1 ? 30 : 15;
}

/** Drekkana bala: 15 when the graha is in the decanate of its gender (males 1st, neuters 2nd, females 3rd). */
export function drekkanaBala(graha: ShadbalaGraha, longitudeDeg: number): number {
  const decanate = Math.min(3, Math.floor(degreeInSign(longitudeDeg) / 10) + 1);
  return decanate === DREKKANA_OF_STRENGTH[graha] ? 15 : 0;
}

function sthanaBala(chart: ShadbalaChart, graha: ShadbalaGraha, tradition: ShadbalaTradition): SthanaBala {
  const longitude = chart.grahas[graha].longitude;
  const points = SAPTAVARGAJA_POINTS[tradition];
  const byVarga: Record<number, { dignity: VargaDignity; points: number }> = {};
  let saptavargaja = 0;
  for (const division of SAPTAVARGA_DIVISIONS) {
    const dignity = saptavargaDignity(chart, graha, division);
    byVarga[division] = { dignity, points: points[dignity] };
    saptavargaja += points[dignity];
  }
  const uchcha = uchchaBala(graha, longitude);
  const ojayugma = ojayugmaBala(graha, longitude);
  const kendradi = kendradiBala(houseFromSign(signOfLongitude(chart.lagnaLongitude), signOfLongitude(longitude)));
  const drekkana = drekkanaBala(graha, longitude);
  return {
    uchcha, saptavargaja, saptavargajaByVarga: byVarga, ojayugma, kendradi, drekkana,
    total: uchcha + saptavargaja + ojayugma + kendradi + drekkana,
  };
}

// ── dig bala ────────────────────────────────────────────────────────────────────────────────────────────────

/** Dig bala: the arc from the madhya of the house opposite the graha's strong house ÷ 3. */
export function digBala(graha: ShadbalaGraha, longitudeDeg: number, bhavaMadhyas: readonly number[]): number {
  const strongHouse = DIG_BALA_HOUSE[graha];
  const weakPoint = bhavaMadhyas[(strongHouse - 1 + 6) % 12] as number;
  return separationDeg(longitudeDeg, weakPoint) / 3;
}

// ── kala bala ───────────────────────────────────────────────────────────────────────────────────────────────

/**
 * Nathonnatha bala from the Sun's hour angle H (degrees, 0 at apparent noon): the day grahas (Sun, Jupiter,
 * Venus) have 60 at noon falling evenly to 0 at midnight, 60 − |H| ÷ 3; the night grahas (Moon, Mars, Saturn)
 * the rest, |H| ÷ 3; Mercury 60 always. (Raman counts the unnata, the time from midnight, in ghatikas and
 * doubles it: the same figure.)
 */
export function nathonnathaBala(graha: ShadbalaGraha, sunHourAngleDeg: number): number {
  const fromNoon = Math.abs(signedDegrees(sunHourAngleDeg));
  const kind = NATHONNATHA_KIND[graha];
  if (kind === 'always') return 60;
  return kind === 'day' ? 60 - fromNoon / 3 : fromNoon / 3;
}

/** The Moon's elongation from the Sun folded to [0, 180]: 0 at the new moon, 180 at the full. */
export function pakshaArcDeg(sunLongitudeDeg: number, moonLongitudeDeg: number): number {
  return separationDeg(moonLongitudeDeg, sunLongitudeDeg);
}

/**
 * Which grahas count as benefic for the paksha and drik balas: Jupiter and Venus always; the Moon when waxing
 * (its elongation from the Sun under 180°); Mercury by its company (`company`, data/shadbala.ts
 * `MERCURY_COMPANY_METHODS`): with `with-nodes`, unless the malefics sharing its sign (the Sun, Mars, Saturn, Rahu,
 * Ketu, a waning Moon) outnumber the benefics there (Jupiter, Venus, a waxing Moon), V.P. Jain's example counting
 * Mercury with Jupiter and Saturn as benefic; with `without-nodes`, the nodes not counted and a tie decided by the
 * nearest of the grahas in its sign. The Sun, Mars and Saturn never.
 */
export function beneficForStrength(chart: Placements, company: MercuryCompanyMethod = 'with-nodes'): Record<ShadbalaGraha, boolean> {
  const waxingMoon = normalizeDegrees(chart.grahas.moon.longitude - chart.grahas.sun.longitude) < 180;
  const mercurySign = signOfLongitude(chart.grahas.mercury.longitude);
  const inSign = (grahas: readonly GrahaId[]) => grahas.filter((g) => signOfLongitude(chart.grahas[g].longitude) === mercurySign);
  const nodes = company === 'with-nodes' ? (['rahu', 'ketu'] as const) : [];
  const maleficIds = inSign(['sun', 'mars', 'saturn', ...nodes, ...(waxingMoon ? [] : (['moon'] as const))]);
  const beneficIds = inSign(['jupiter', 'venus', ...(waxingMoon ? (['moon'] as const) : [])]);
  let mercury = maleficIds.length <= beneficIds.length;
  if (company === 'without-nodes' && maleficIds.length === beneficIds.length && maleficIds.length > 0) {
    const distance = (g: GrahaId) => separationDeg(chart.grahas[g].longitude, chart.grahas.mercury.longitude);
    const nearest = [...maleficIds, ...beneficIds].reduce((a, b) => (distance(b) < distance(a) ? b : a));
    mercury = beneficIds.includes(nearest);
  }
  return { sun: false, moon: waxingMoon, mars: false, mercury, jupiter: true, venus: true, saturn: false };
}

/**
 * Paksha bala: a benefic has the folded elongation ÷ 3 (60 at the full moon), a malefic 60 less that; the Moon's
 * figure is doubled (up to 120): the benefic figure whatever its phase (`bright-half`), or its figure as a benefic
 * when waxing and as a malefic when waning (`by-phase`).
 */
export function pakshaBala(graha: ShadbalaGraha, arcDegFromNewMoon: number, benefic: boolean, moonPaksha: MoonPakshaMethod = 'bright-half'): number {
  const bright = arcDegFromNewMoon / 3;
  if (graha === 'moon') return 2 * (moonPaksha === 'by-phase' && !benefic ? 60 - bright : bright);
  return benefic ? bright : 60 - bright;
}

/** Tribhaga bala: 60 to the lord of the third of the day or night the birth falls in, and to Jupiter. */
export function tribhagaBala(graha: ShadbalaGraha, day: Pick<ShadbalaDay, 'instant' | 'sunrise' | 'sunset' | 'nextSunrise'>): number {
  if (graha === TRIBHAGA_LORDS.always) return 60;
  const byDay = day.instant < day.sunset;
  const [from, to] = byDay ? [day.sunrise, day.sunset] : [day.sunset, day.nextSunrise];
  const third = Math.min(2, Math.floor((3 * (day.instant - from)) / (to - from)));
  const lords = byDay ? TRIBHAGA_LORDS.day : TRIBHAGA_LORDS.night;
  return lords[third] === graha ? 60 : 0;
}

/**
 * Kranti (declination) of the ecliptic point at sayana longitude λ by Raman's table (obliquity 24°, rows every
 * 15° of bhuja read by proportion), degrees, north positive.
 */
export function krantiFromTableDeg(sayanaLongitudeDeg: number): number {
  const lambda = normalizeDegrees(sayanaLongitudeDeg);
  const inHalf = lambda % 180;
  const bhuja = inHalf > 90 ? 180 - inHalf : inHalf;
  const row = Math.min(KRANTI_TABLE_ARCMIN.length - 2, Math.floor(bhuja / KRANTI_TABLE_STEP_DEG));
  const lower = KRANTI_TABLE_ARCMIN[row] as number;
  const upper = KRANTI_TABLE_ARCMIN[row + 1] as number;
  const arcmin = lower + ((upper - lower) * (bhuja - row * KRANTI_TABLE_STEP_DEG)) / KRANTI_TABLE_STEP_DEG;
  return (lambda < 180 ? 1 : -1) * (arcmin / 60);
}

/**
 * Ayana bala from a declination δ and the obliquity ε of its scale: (ε + δ′) ÷ 2ε × 60, where δ′ is δ for the
 * grahas strong in the north, −δ for the Moon and Saturn, |δ| for Mercury; clamped to [0, 60] (a true declination
 * can pass the obliquity); the Sun's is doubled. With ε = 24° this is Raman's (24° ± kranti) × 1.25.
 */
export function ayanaBala(graha: ShadbalaGraha, declinationDeg: number, obliquityDeg: number): number {
  const direction = AYANA_DIRECTION[graha];
  const signed = direction === 0 ? Math.abs(declinationDeg) : direction * declinationDeg;
  const bala = Math.min(60, Math.max(0, ((obliquityDeg + signed) / (2 * obliquityDeg)) * 60));
  return graha === 'sun' ? 2 * bala : bala;
}

/** The declination and its scale for the chosen ayana method. */
function ayanaInput(chart: ShadbalaChart, day: ShadbalaDay, graha: ShadbalaGraha, method: AyanaMethod): [number, number] {
  if (method === 'declination') return [day.declinationDeg[graha], day.obliquityDeg];
  return [krantiFromTableDeg(chart.grahas[graha].longitude + chart.ayanamshaDeg), CLASSICAL_OBLIQUITY_DEG];
}

// ── cheshta bala ────────────────────────────────────────────────────────────────────────────────────────────

/**
 * Cheshta bala of a star-planet by its cheshta kendra (BPHS ch. 27; Raman ch. VI): the seeghrochcha less the
 * mean of the graha's mean and true longitudes, folded to [0, 180], ÷ 3. The seeghrochcha of Mars, Jupiter and
 * Saturn is the mean Sun and their mean longitude their heliocentric one; for Mercury and Venus the two swap.
 * `trueLongitudeDeg` and `mean` must be on the same zodiac.
 */
export function cheshtaKendraBala(graha: TaraGraha, trueLongitudeDeg: number, mean: MeanLongitudes): number {
  const inferior = graha === 'mercury' || graha === 'venus';
  const seeghrochcha = inferior ? mean[graha] : mean.sun;
  const madhya = inferior ? mean.sun : mean[graha];
  const average = madhya + signedDegrees(trueLongitudeDeg - madhya) / 2;
  return separationDeg(seeghrochcha, average) / 3;
}

/** The state of motion of a star-planet from its speed against its mean daily motion (data/shadbala.ts). */
export function motionState(graha: TaraGraha, speedDegPerDay: number): MotionState {
  const ratio = speedDegPerDay / MEAN_DAILY_MOTION_DEG[graha];
  if (Math.abs(ratio) < 0.05) return 'vikala';
  if (ratio < 0) return 'vakra';
  if (ratio < 0.5) return 'mandatara';
  if (ratio < 0.95) return 'manda';
  if (ratio <= 1.05) return 'sama';
  if (ratio <= 1.5) return 'chara';
  return 'atichara';
}

// ── drik bala ───────────────────────────────────────────────────────────────────────────────────────────────

/**
 * Drishti (aspect value, virupas) of a graha at `fromDeg` on a point at `toDeg`, by the arc d counted from the
 * graha (Raman ch. VIII): none under 30° or from 300°; (d − 30)/2 to 60°; d − 45 to 90°; 30 + (120 − d)/2 to
 * 120°; 150 − d to 150°; 2(d − 150) to 180°; (300 − d)/2 to 300°; plus the special aspects of Mars, Jupiter and
 * Saturn (data/shadbala.ts `SPECIAL_DRISHTI`).
 */
export function drishtiValue(from: ShadbalaGraha, fromDeg: number, toDeg: number): number {
  const d = normalizeDegrees(toDeg - fromDeg);
  let value: number;
  if (d < 30 || d >= 300) value = 0;
  else if (d < 60) value = (d - 30) / 2;
  else if (d < 90) value = d - 45;
  else if (d < 120) value = 30 + (120 - d) / 2;
  else if (d < 150) value = 150 - d;
  else if (d < 180) value = 2 * (d - 150);
  else value = (300 - d) / 2;
  const special = SPECIAL_DRISHTI[from];
  if (special?.arcs.some(([start, end]) => d >= start && d < end)) value += special.add;
  return value;
}

/** Drik bala: a quarter of the drishti of the benefics on the graha less a quarter of the malefics'. */
export function drikBala(chart: Placements, graha: ShadbalaGraha, benefic: Readonly<Record<ShadbalaGraha, boolean>>): number {
  const target = chart.grahas[graha].longitude;
  let sum = 0;
  for (const other of SHADBALA_GRAHAS) {
    if (other === graha) continue;
    const value = drishtiValue(other, chart.grahas[other].longitude, target);
    sum += benefic[other] ? value : -value;
  }
  return sum / 4;
}

// ── totals ──────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * Yuddha bala of star-planets within 1° of longitude of each other (Raman ch. V): the graha of lesser longitude is
 * the victor (BPHS names the northern one) and gains, and the other loses, the difference of their sthana + dig +
 * kala up to the hora bala (ayana excluded; with `warAmount=without-lords` abda, masa and vara too) ÷ the
 * difference of their disc diameters. V.P. Jain's example (Jupiter
 * at 170°45′ beating Mercury at 170°53′) gives the gain to the graha of lesser longitude though its sum is smaller.
 */
export function yuddhaBala(beforeWar: Readonly<Record<ShadbalaGraha, number>>, chart: Placements): Record<ShadbalaGraha, number> {
  const result = Object.fromEntries(SHADBALA_GRAHAS.map((g) => [g, 0])) as Record<ShadbalaGraha, number>;
  for (const [a, b] of unorderedPairs(TARA_GRAHAS)) {
    if (separationDeg(chart.grahas[a].longitude, chart.grahas[b].longitude) >= 1) continue;
    const aFirst = signedDegrees(chart.grahas[b].longitude - chart.grahas[a].longitude) > 0;
    const [victor, vanquished] = aFirst ? [a, b] : [b, a];
    const gain = Math.abs(beforeWar[a] - beforeWar[b]) / Math.abs(DISC_DIAMETER[a] - DISC_DIAMETER[b]);
    result[victor] += gain;
    result[vanquished] -= gain;
  }
  return result;
}

/** The cheshta figures of the Sun and Moon, which have no motion of their own in this sense. */
function luminaryCheshta(
  graha: 'sun' | 'moon', chart: ShadbalaChart, kala: Omit<KalaBala, 'yuddha' | 'total'>, pakshaArc: number, tradition: ShadbalaTradition,
): { cheshta: number; forPhala: number } {
  if (tradition === 'bphs') {
    const value = graha === 'sun' ? kala.ayana / 2 : kala.paksha / 2;
    return { cheshta: value, forPhala: value };
  }
  // Raman ch. X: none in the total; for the phalas the Sun takes its sayana longitude + 90° folded ÷ 3, the Moon its paksha arc ÷ 3.
  const forPhala = graha === 'sun'
    ? separationDeg(chart.grahas.sun.longitude + chart.ayanamshaDeg + 90, 0) / 3
    : pakshaArc / 3;
  return { cheshta: 0, forPhala };
}

/** The shadbala of the seven grahas. */
export function shadbala(chart: ShadbalaChart, day: ShadbalaDay, options: ShadbalaOptions): Shadbala {
  const benefic = beneficForStrength(chart, options.mercuryCompany);
  const paksha = pakshaArcDeg(chart.grahas.sun.longitude, chart.grahas.moon.longitude);
  const parts = Object.fromEntries(
    SHADBALA_GRAHAS.map((graha) => {
      const longitude = chart.grahas[graha].longitude;
      const [declination, obliquity] = ayanaInput(chart, day, graha, options.ayana);
      const kala = {
        nathonnatha: nathonnathaBala(graha, day.sunHourAngleDeg),
        paksha: pakshaBala(graha, paksha, benefic[graha], options.moonPaksha),
        tribhaga: tribhagaBala(graha, day),
        abda: day.lords.abda === graha ? LORD_BALA.abda : 0,
        masa: day.lords.masa === graha ? LORD_BALA.masa : 0,
        vara: day.lords.vara === graha ? LORD_BALA.vara : 0,
        hora: day.lords.hora === graha ? LORD_BALA.hora : 0,
        ayana: ayanaBala(graha, declination, obliquity),
      };
      return [graha, { sthana: sthanaBala(chart, graha, options.tradition), dig: digBala(graha, longitude, chart.bhavaMadhyas), kala }];
    }),
  ) as Record<ShadbalaGraha, { sthana: SthanaBala; dig: number; kala: Omit<KalaBala, 'yuddha' | 'total'> }>;

  const sumKala = (k: Omit<KalaBala, 'yuddha' | 'total'>) =>
    k.nathonnatha + k.paksha + k.tribhaga + k.abda + k.masa + k.vara + k.hora + k.ayana;
  const lords = (k: Omit<KalaBala, 'yuddha' | 'total'>) => (options.warAmount === 'without-lords' ? k.abda + k.masa + k.vara : 0);
  const beforeWar = Object.fromEntries(
    SHADBALA_GRAHAS.map((g) => [g, parts[g].sthana.total + parts[g].dig + sumKala(parts[g].kala) - parts[g].kala.ayana - lords(parts[g].kala)]),
  ) as Record<ShadbalaGraha, number>;
  const yuddha = yuddhaBala(beforeWar, chart);

  const grahas = Object.fromEntries(
    SHADBALA_GRAHAS.map((graha): [ShadbalaGraha, GrahaShadbala] => {
      const { sthana, dig } = parts[graha];
      const kala: KalaBala = { ...parts[graha].kala, yuddha: yuddha[graha], total: sumKala(parts[graha].kala) + yuddha[graha] };
      let cheshta: number;
      let cheshtaForPhala: number;
      let state: MotionState | null = null;
      if (graha === 'sun' || graha === 'moon') {
        ({ cheshta, forPhala: cheshtaForPhala } = luminaryCheshta(graha, chart, kala, paksha, options.tradition));
      } else if (options.cheshta === 'motion') {
        state = motionState(graha, chart.grahas[graha].speedDegPerDay);
        cheshta = cheshtaForPhala = MOTION_STATE_BALA[state];
      } else if (options.cheshta === 'cheshta-kendra-modern') {
        const tropical = normalizeDegrees(chart.grahas[graha].longitude + chart.ayanamshaDeg);
        cheshta = cheshtaForPhala = cheshtaKendraBala(graha, tropical, day.meanLongitudeDeg.modern);
      } else {
        // Raman's tables are nirayana and read against the chart's sidereal longitudes, whatever its ayanamsha, as the books do.
        cheshta = cheshtaForPhala = cheshtaKendraBala(graha, chart.grahas[graha].longitude, day.meanLongitudeDeg.tables);
      }
      const naisargika = NAISARGIKA_BALA[graha];
      const drik = drikBala(chart, graha, benefic);
      const total = sthana.total + dig + kala.total + cheshta + naisargika + drik;
      const rupas = total / 60;
      const requiredRupas = REQUIRED_SHADBALA_RUPAS[options.tradition][graha];
      const uchcha = sthana.uchcha;
      const c = Math.min(60, cheshtaForPhala);
      return [graha, {
        graha, sthana, dig, kala, cheshta, cheshtaForPhala, motionState: state, naisargika, drik, total, rupas, requiredRupas,
        ratio: rupas / requiredRupas,
        ishtaPhala: Math.sqrt(uchcha * c),
        kashtaPhala: Math.sqrt((60 - uchcha) * (60 - c)),
      }];
    }),
  ) as Record<ShadbalaGraha, GrahaShadbala>;

  const ranking = [...SHADBALA_GRAHAS].sort((a, b) => grahas[b].ratio - grahas[a].ratio);
  return { grahas, ranking, benefic };
}
