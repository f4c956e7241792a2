/**
 * The two Tajika strengths of the seven grahas in an annual (or monthly) chart: panchavargeeya bala and harsha bala
 * (P.V.R. Narasimha Rao, *Vedic Astrology: An Integrated Approach*, free 2010 edition §28.3–28.4, after Tajika Neelakanthi; the tables
 * and their sources are in data/tajika.ts).
 *
 * Frames: longitudes sidereal (the chart's ayanamsha); houses whole-sign from the chart's lagna.
 */
import { naturalRelationship } from '../../data/grahas.ts';
import {
  HARSHA_GENDER_RULES,
  HARSHA_GRAHAS,
  HARSHA_UNITS,
  PANCHAVARGEEYA_DIVISOR,
  PANCHAVARGEEYA_GRADES,
  PANCHAVARGEEYA_SHARES,
  type PanchavargeeyaGrading,
  PANCHAVARGEEYA_SOURCES,
  type PanchavargeeyaGradeId,
  TAJIKA_HADDAS,
  type TajikaGraha,
} from '../../data/tajika.ts';
import { dignityOf } from '../chart/dignity.ts';
import { degreeInSign, type GrahaId, houseFromSign, lordOfSign, type Placements, type SignNumber, signOfLongitude } from '../chart/placement.ts';
import { vargaSign } from '../chart/vargas.ts';
import { uchchaBala } from '../strength/shadbala.ts';

/** The seven grahas Tajika strengths are given for, Sun … Saturn. */
export const TAJIKA_BALA_GRAHAS: readonly TajikaGraha[] = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn'];

const MAX_UNITS = Object.fromEntries(PANCHAVARGEEYA_SOURCES.map((s) => [s.id, s.maxUnits])) as Record<(typeof PANCHAVARGEEYA_SOURCES)[number]['id'], number>;

/** Shadbala's uchcha bala runs 0–60 virupas; the Tajika one 0–20 units over the same arc. */
const SHADBALA_UCHCHA_MAX = 60;

export interface PanchavargeeyaBala {
  /** Units from each source (each 0 to its PANCHAVARGEEYA_SOURCES maximum). */
  readonly kshetra: number;
  readonly uchcha: number;
  readonly hadda: number;
  readonly drekkana: number;
  readonly navamsha: number;
  /** The lords whose relation gave each graded source. */
  readonly lords: { readonly kshetra: GrahaId; readonly hadda: TajikaGraha; readonly drekkana: GrahaId; readonly navamsha: GrahaId };
  /** (kshetra + uchcha + hadda + drekkana + navamsha) ÷ 4, 0–20. */
  readonly total: number;
  readonly grade: PanchavargeeyaGradeId;
}

/** The graha ruling the hadda (term) a sidereal longitude is in (data/tajika.ts TAJIKA_HADDAS). */
export function haddaLordOf(longitudeDeg: number): TajikaGraha {
  const spans = TAJIKA_HADDAS[signOfLongitude(longitudeDeg) - 1]!;
  const degree = degreeInSign(longitudeDeg);
  return (spans.find((s) => degree < s.toDeg) ?? spans[spans.length - 1]!).lord;
}

/** The share (0.25–1) a graha gets from a sign or division ruled by `lord` under `grading`: own, natural friend, neutral, enemy. */
export function relationShare(graha: GrahaId, lord: GrahaId, grading: PanchavargeeyaGrading): number {
  return PANCHAVARGEEYA_SHARES[grading][naturalRelationship(graha, lord)];
}

/** The grade of a panchavargeeya bala total (0–20). */
export function panchavargeeyaGrade(total: number): PanchavargeeyaGradeId {
  return PANCHAVARGEEYA_GRADES.find((g) => total >= g.fromUnits)!.id;
}

/**
 * Panchavargeeya bala of one graha at a sidereal longitude (degrees): kshetra by the lord of its sign, uchcha by
 * the arc from its debilitation point (20 at deep exaltation, 0 at deep debilitation, linear between), hadda by the
 * lord of its term, drekkana and navamsha by the lords of its D-3 and D-9 signs (Parashara's divisions), each
 * graded by `grading` (data/tajika.ts PANCHAVARGEEYA_SHARES).
 */
export function panchavargeeyaBalaOf(graha: TajikaGraha, longitudeDeg: number, grading: PanchavargeeyaGrading): PanchavargeeyaBala {
  const lords = {
    kshetra: lordOfSign(signOfLongitude(longitudeDeg)),
    hadda: haddaLordOf(longitudeDeg),
    drekkana: lordOfSign(vargaSign(longitudeDeg, 3).sign as SignNumber),
    navamsha: lordOfSign(vargaSign(longitudeDeg, 9).sign as SignNumber),
  };
  const kshetra = MAX_UNITS.kshetra * relationShare(graha, lords.kshetra, grading);
  const uchcha = (uchchaBala(graha, longitudeDeg) / SHADBALA_UCHCHA_MAX) * MAX_UNITS.uchcha;
  const hadda = MAX_UNITS.hadda * relationShare(graha, lords.hadda, grading);
  const drekkana = MAX_UNITS.drekkana * relationShare(graha, lords.drekkana, grading);
  const navamsha = MAX_UNITS.navamsha * relationShare(graha, lords.navamsha, grading);
  const total = (kshetra + uchcha + hadda + drekkana + navamsha) / PANCHAVARGEEYA_DIVISOR;
  return { kshetra, uchcha, hadda, drekkana, navamsha, lords, total, grade: panchavargeeyaGrade(total) };
}

/** Panchavargeeya bala of the seven grahas of a chart under `grading`. */
export function panchavargeeyaBala(chart: Placements, grading: PanchavargeeyaGrading): Record<TajikaGraha, PanchavargeeyaBala> {
  return Object.fromEntries(TAJIKA_BALA_GRAHAS.map((g) => [g, panchavargeeyaBalaOf(g, chart.grahas[g].longitude, grading)])) as Record<TajikaGraha, PanchavargeeyaBala>;
}

export interface HarshaBala {
  /** 5 units each, or 0. */
  readonly sthana: number;
  readonly swakshetraUchcha: number;
  readonly streePurusha: number;
  readonly dinaRatri: number;
  /** The sum, 0–20. */
  readonly total: number;
}

/**
 * Harsha bala of the seven grahas (data/tajika.ts HARSHA_GRAHAS): 5 units for the house of joy (from the chart's
 * lagna), 5 in its own or exaltation sign, 5 in the houses of its gender (feminine 1–3 and 7–9, masculine 4–6 and
 * 10–12), 5 for a masculine graha in a day chart or a feminine one in a night chart. `night`: the Sun below the
 * horizon at the chart's instant.
 */
export function harshaBala(chart: Placements, night: boolean): Record<TajikaGraha, HarshaBala> {
  const lagna = signOfLongitude(chart.lagnaLongitude);
  return Object.fromEntries(
    TAJIKA_BALA_GRAHAS.map((g) => {
      const house = houseFromSign(lagna, signOfLongitude(chart.grahas[g].longitude));
      const { joyHouse, gender } = HARSHA_GRAHAS[g];
      const rule = HARSHA_GENDER_RULES[gender];
      const dignity = dignityOf(chart, g);
      const sthana = house === joyHouse ? HARSHA_UNITS : 0;
      const swakshetraUchcha = dignity === 'exalted' || dignity === 'own' || dignity === 'moolatrikona' ? HARSHA_UNITS : 0;
      const streePurusha = (rule.houses as readonly number[]).includes(house) ? HARSHA_UNITS : 0;
      const dinaRatri = rule.night === night ? HARSHA_UNITS : 0;
      return [g, { sthana, swakshetraUchcha, streePurusha, dinaRatri, total: sthana + swakshetraUchcha + streePurusha + dinaRatri }];
    }),
  ) as Record<TajikaGraha, HarshaBala>;
}
