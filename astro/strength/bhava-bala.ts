/**
 * Bhava bala: the strength of the twelve houses (BPHS ch. 27; B.V. Raman, *Graha and Bhava Balas* ch. IX), from the
 * Sripati bhava madhyas and the grahas' shadbala. Virupas, unrounded. Each bhava's strength is
 * - bhavadhipati bala: the shadbala of the lord of the sign on the bhava's madhya (`madhya-sign`), or of the whole
 *   sign that is the bhava counted from the lagna's (`house-sign`; data/shadbala.ts `BHAVA_LORD_METHODS`);
 * - bhava dig bala: by the class of that sign (data/shadbala.ts `SIGN_CLASS`): human signs are strongest in the
 *   1st bhava, watery in the 4th, Scorpio in the 7th, quadrupeds in the 10th; 10 for each bhava counted from the
 *   bhava opposite the strong one (folded to 0–6), 0–60;
 * - bhava drishti bala: the drishti of the seven grahas on the madhya (shadbala.ts `drishtiValue`), a benefic's
 *   added and a malefic's taken away, each a quarter, but Mercury's and Jupiter's added in full whatever their
 *   company (Raman ch. IX). No further division.
 */
import { type BhavaLordMethod, type BhavaSignClass, SHADBALA_GRAHAS, SIGN_CLASS, STRONG_HOUSE_OF_CLASS, type ShadbalaGraha } from '../../data/shadbala.ts';
import { type HouseNumber, type SignNumber, degreeInSign, lordOfSign, signOfLongitude } from '../chart/placement.ts';
import { type Shadbala, type ShadbalaChart, drishtiValue } from './shadbala.ts';

export interface BhavaBala {
  readonly bhava: HouseNumber;
  /** Sidereal longitude of the bhava madhya, degrees. */
  readonly madhya: number;
  readonly lord: ShadbalaGraha;
  readonly signClass: BhavaSignClass;
  readonly adhipati: number;
  readonly dig: number;
  readonly drishti: number;
  readonly total: number;
  /** `total` ÷ 60. */
  readonly rupas: number;
}

/** The class of the sign at a sidereal longitude (the split signs by half). */
export function signClassAt(longitudeDeg: number): BhavaSignClass {
  const entry = SIGN_CLASS[signOfLongitude(longitudeDeg) - 1]!;
  if (typeof entry === 'string') return entry;
  return degreeInSign(longitudeDeg) < 15 ? entry[0] : entry[1];
}

/** Grahas whose drishti on a bhava counts in full, as a benefic's, rather than a quarter. */
const FULL_DRISHTI_ON_BHAVA: readonly ShadbalaGraha[] = ['mercury', 'jupiter'];

/** Bhava bala of the twelve bhavas, index 0 = the 1st; `lordBy` chooses the bhava's lord (`madhya-sign` if absent). */
export function bhavaBala(chart: ShadbalaChart, strength: Shadbala, lordBy: BhavaLordMethod = 'madhya-sign'): BhavaBala[] {
  const lagnaSign = signOfLongitude(chart.lagnaLongitude);
  return chart.bhavaMadhyas.map((madhya, index): BhavaBala => {
    const bhava = (index + 1) as HouseNumber;
    const lordSign = lordBy === 'house-sign' ? ((((lagnaSign - 1 + index) % 12) + 1) as SignNumber) : signOfLongitude(madhya);
    const lord = lordOfSign(lordSign) as ShadbalaGraha;
    const signClass = signClassAt(madhya);
    const weakBhava = ((STRONG_HOUSE_OF_CLASS[signClass] - 1 + 6) % 12) + 1;
    const away = (((weakBhava - bhava) % 12) + 12) % 12;
    const dig = 10 * Math.min(away, 12 - away);
    let drishti = 0;
    for (const graha of SHADBALA_GRAHAS) {
      const value = drishtiValue(graha, chart.grahas[graha].longitude, madhya);
      if (FULL_DRISHTI_ON_BHAVA.includes(graha)) drishti += value;
      else drishti += (strength.benefic[graha] ? value : -value) / 4;
    }
    const adhipati = strength.grahas[lord].total;
    const total = adhipati + dig + drishti;
    return { bhava, madhya, lord, signClass, adhipati, dig, drishti, total, rupas: total / 60 };
  });
}
