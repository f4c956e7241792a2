/**
 * Chara karakas, karakamsa and swamsa (Jaimini). Whole-sign arithmetic on SIDEREAL longitudes of any ayanamsha.
 *
 * Each graha of the scheme is ranked by the degrees it has travelled in its sign, highest first; Rahu, which moves
 * backwards, counts 30° minus its degree (P.V.R. Narasimha Rao, "Vedic Astrology: An Integrated Approach", ch. 8;
 * the eight-karaka scheme of BPHS). Grahas with equal degrees keep the order Sun … Saturn, Rahu, and are reported
 * as tied: the texts give no rule for a tie.
 *
 * Karakamsa: the navamsha (D9, Parashari) sign of the atmakaraka. Swamsa: the same sign taken as the lagna of the
 * navamsha chart (Narasimha Rao, ch. 8 and ch. 31); the karakamsa is read in the rashi chart, the swamsa in D9.
 */
import { karakasOfScheme, type CharaKarakaId, type KarakaScheme } from '../../data/karakas.ts';
import { SIGN_SPAN_DEG } from '../../data/signs.ts';
import { vargaSign } from '../chart/vargas.ts';
import { degreeInSign, GRAHA_IDS, type GrahaId, type Placements, SEVEN_GRAHAS, type SignNumber, signOfLongitude } from '../chart/placement.ts';

/**
 * Two karaka degrees closer than this are a tie: one arcsecond, the precision the service states positions to.
 * Below it the ranking would depend on the ephemeris and the ayanamsha in their last digits.
 */
export const KARAKA_TIE_DEG = 1 / 3600;

/** One chara karaka. */
export interface KarakaAssignment {
  readonly karaka: CharaKarakaId;
  readonly graha: GrahaId;
  /** The degree the ranking used, [0, 30): degrees travelled in the sign, for Rahu 30 − that. */
  readonly rankingDegree: number;
  /** The grahas of the scheme whose ranking degree is within `KARAKA_TIE_DEG` of this one (empty when none). */
  readonly tiedWith: readonly GrahaId[];
}

/** The grahas a scheme ranks: 8 = Sun … Saturn and Rahu, 7 = Sun … Saturn. */
export function karakaGrahas(scheme: KarakaScheme): readonly GrahaId[] {
  return scheme === 8 ? [...SEVEN_GRAHAS, 'rahu'] : SEVEN_GRAHAS;
}

/** The degree a graha is ranked by, [0, 30): degrees travelled in its sign; Rahu's counted from the sign's end. */
export function karakaDegree(graha: GrahaId, longitudeDeg: number): number {
  const degree = degreeInSign(longitudeDeg);
  return graha === 'rahu' ? SIGN_SPAN_DEG - degree : degree;
}

/** The chara karakas of a chart in rank order (atmakaraka first): 8 or 7 entries as the scheme has. */
export function charaKarakas(placements: Placements, scheme: KarakaScheme): KarakaAssignment[] {
  const ranked = karakaGrahas(scheme)
    .map((graha, order) => ({ graha, order, degree: karakaDegree(graha, placements.grahas[graha].longitude) }))
    .sort((a, b) => b.degree - a.degree || a.order - b.order);
  return karakasOfScheme(scheme).map((karaka, rank) => {
    const entry = ranked[rank]!;
    return {
      karaka: karaka.id,
      graha: entry.graha,
      rankingDegree: entry.degree,
      tiedWith: ranked.filter((other) => other.graha !== entry.graha && Math.abs(other.degree - entry.degree) < KARAKA_TIE_DEG).map((other) => other.graha),
    };
  });
}

/** The karakamsa (and swamsa) sign, 1–12: the Parashari navamsha sign of the atmakaraka. */
export function karakamsaSign(placements: Placements, atmakaraka: GrahaId): SignNumber {
  return vargaSign(placements.grahas[atmakaraka].longitude, 9).sign;
}

/** The grahas (of the nine, in the order Sun … Ketu) whose sign in `signOf` is `sign`. */
export function grahasInSign(sign: SignNumber, signOf: (graha: GrahaId) => SignNumber): GrahaId[] {
  return GRAHA_IDS.filter((graha) => signOf(graha) === sign);
}

/** The rashi sign of a graha, for `grahasInSign` over the rashi chart. */
export function rashiSignOf(placements: Placements): (graha: GrahaId) => SignNumber {
  return (graha) => signOfLongitude(placements.grahas[graha].longitude);
}
