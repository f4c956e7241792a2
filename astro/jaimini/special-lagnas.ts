/**
 * Special lagnas computed from the chart alone (no sunrise): sree lagna, indu lagna, kunda lagna and the bhrigu
 * bindu. SIDEREAL longitudes in degrees [0, 360), any ayanamsha; signs 1–12.
 *
 * - Sree lagna (P.V.R. Narasimha Rao, "Vedic Astrology: An Integrated Approach", ch. 5, example 10): the fraction
 *   of its nakshatra the Moon has travelled, times 360°, added to the lagna.
 * - Indu lagna (Phaladeepika; Narasimha Rao, ch. 5): the kalas of the 9th lord from the lagna and of the 9th lord
 *   from the Moon (Sun 30, Moon 16, Mars 6, Mercury 8, Jupiter 10, Venus 12, Saturn 1) are added; their remainder
 *   by 12 (0 counts as 12) counted from the Moon's sign gives the sign. The texts give a sign only.
 * - Kunda lagna: the lagna's longitude times 81, reduced modulo 360° (as PyJHora computes it).
 * - Bhrigu bindu: the midpoint of the arc from Rahu forward to the Moon (as PyJHora computes it).
 */
import { SIGNS, type SignNumber } from '../../data/signs.ts';
import { NAKSHATRA_SPAN_DEG } from '../../data/nakshatras.ts';
import { normalizeDegrees } from '../angles.ts';
import { type Placements, signCounted, signOfLongitude } from '../chart/placement.ts';

/** The kalas of the seven grahas for the indu lagna (Phaladeepika). */
export const INDU_KALAS = { sun: 30, moon: 16, mars: 6, mercury: 8, jupiter: 10, venus: 12, saturn: 1 } as const;

/** Sree lagna, degrees [0, 360); it reads only the lagna and the Moon. */
export function sreeLagna(placements: { readonly lagnaLongitude: number; readonly grahas: { readonly moon: { readonly longitude: number } } }): number {
  const moon = normalizeDegrees(placements.grahas.moon.longitude);
  const travelled = (moon % NAKSHATRA_SPAN_DEG) / NAKSHATRA_SPAN_DEG;
  return normalizeDegrees(placements.lagnaLongitude + travelled * 360);
}

/** Indu lagna, a sign 1–12. */
export function induLagnaSign(placements: Placements): SignNumber {
  const moonSign = signOfLongitude(placements.grahas.moon.longitude);
  const ninthLord = (from: SignNumber) => SIGNS[signCounted(from, 9) - 1]!.lord as keyof typeof INDU_KALAS;
  const remainder = (INDU_KALAS[ninthLord(signOfLongitude(placements.lagnaLongitude))] + INDU_KALAS[ninthLord(moonSign)]) % 12;
  return signCounted(moonSign, remainder === 0 ? 12 : remainder);
}

/** Kunda lagna, degrees [0, 360). */
export function kundaLagna(placements: Placements): number {
  return normalizeDegrees(normalizeDegrees(placements.lagnaLongitude) * 81);
}

/** Bhrigu bindu, degrees [0, 360): halfway along the arc from Rahu forward to the Moon. */
export function bhriguBindu(placements: Placements): number {
  const rahu = placements.grahas.rahu.longitude;
  return normalizeDegrees(rahu + normalizeDegrees(placements.grahas.moon.longitude - rahu) / 2);
}
