/**
 * The special lagnas counted from sunrise (BPHS ch. 3 v. 71–74 and ch. 5 v. 1–13; P.V.R. Narasimha Rao, "Vedic
 * Astrology: An Integrated Approach", ch. 5), as pure arithmetic on the Sun's longitude and the time elapsed since
 * sunrise. SIDEREAL longitudes in degrees [0, 360); signs 1–12; elapsed time in minutes.
 *
 * - Bhava, hora and ghati lagnas: the Sun's longitude at sunrise, advanced at a fixed rate from sunrise — one sign
 *   per 5 ghatis (2 hours; 0.25° a minute), per 2½ ghatis (1 hour; 0.5° a minute) and per ghati (24 minutes; 1.25°
 *   a minute) (BPHS ch. 5 v. 2–8).
 * - Vighati lagna: the same at one sign per 2 minutes (5 vighatis; 15° a minute), PyJHora's rate (written to follow
 *   Jagannatha Hora); the classical texts quoted here do not define it.
 * - Pranapada (BPHS ch. 3 v. 71–74): the vighatis elapsed since sunrise divided by 15 give signs (5° a minute),
 *   added to the Sun's longitude AT BIRTH; 240° more when the Sun is in a fixed sign, 120° more in a dual sign.
 * - Varnada lagna (BPHS ch. 5 v. 10–13): the lagna's sign and the hora lagna's sign are each counted from Aries
 *   forward when odd, from Pisces backward when even; the two counts are added when both signs are odd or both
 *   even, otherwise the smaller is taken from the larger; that number is counted from Aries forward when the lagna
 *   is odd, from Pisces backward when it is even. The texts give a sign; its degree is taken as the lagna's
 *   degree in its sign (as PyJHora does; B.V. Raman's and Narasimha Rao's counting).
 */
import type { SignNumber } from '../../data/signs.ts';
import { normalizeDegrees } from '../angles.ts';
import { degreeInSign, signOfLongitude } from '../chart/placement.ts';

/** The lagnas that advance from the Sun at sunrise at a fixed rate. */
export const SUNRISE_LAGNAS = ['bhava', 'hora', 'ghati', 'vighati'] as const;
export type SunriseLagna = (typeof SUNRISE_LAGNAS)[number];

/** Degrees each lagna advances per minute after sunrise. */
export const SUNRISE_LAGNA_RATES: Readonly<Record<SunriseLagna, number>> = { bhava: 0.25, hora: 0.5, ghati: 1.25, vighati: 15 };

/** Degrees the pranapada advances per minute (one sign per 15 vighatis = 6 minutes). */
export const PRANAPADA_RATE = 5;

/**
 * A lagna counted from sunrise, degrees [0, 360).
 * @param sunAtSunrise the Sun's sidereal longitude at the sunrise counted from
 * @param elapsedMinutes minutes from that sunrise to the birth (negative when the sunrise follows the birth)
 */
export function sunriseLagna(kind: SunriseLagna, sunAtSunrise: number, elapsedMinutes: number): number {
  return normalizeDegrees(sunAtSunrise + elapsedMinutes * SUNRISE_LAGNA_RATES[kind]);
}

/** The degrees pranapada adds for the Sun's sign: 0 movable, 240 fixed, 120 dual. */
export function pranapadaOffset(sunSign: SignNumber): 0 | 120 | 240 {
  const modality = (sunSign - 1) % 3;
  return modality === 0 ? 0 : modality === 1 ? 240 : 120;
}

/**
 * Pranapada, degrees [0, 360).
 * @param sunAtBirth the Sun's sidereal longitude at birth
 * @param elapsedMinutes minutes from the sunrise that began the birth's day to the birth
 */
export function pranapada(sunAtBirth: number, elapsedMinutes: number): number {
  return normalizeDegrees(sunAtBirth + elapsedMinutes * PRANAPADA_RATE + pranapadaOffset(signOfLongitude(sunAtBirth)));
}

/** A sign's count from Aries forward (odd signs) or from Pisces backward (even signs), 1–12. */
function varnadaCount(sign: SignNumber): number {
  return sign % 2 === 1 ? sign : 13 - sign;
}

/** The varnada lagna's sign from the lagna's and the hora lagna's signs. */
export function varnadaSign(lagnaSign: SignNumber, horaLagnaSign: SignNumber): SignNumber {
  const a = varnadaCount(lagnaSign);
  const b = varnadaCount(horaLagnaSign);
  const count = lagnaSign % 2 === horaLagnaSign % 2 ? a + b : Math.abs(a - b);
  const counted = ((count % 12) + 11) % 12 + 1; // 1–12; a count of 0 or 12 is the 12th sign
  return (lagnaSign % 2 === 1 ? counted : 13 - counted) as SignNumber;
}

/** Varnada lagna, degrees [0, 360): its sign, at the lagna's degree in its sign. */
export function varnadaLagna(lagnaLongitude: number, horaLagnaLongitude: number): number {
  return (varnadaSign(signOfLongitude(lagnaLongitude), signOfLongitude(horaLagnaLongitude)) - 1) * 30 + degreeInSign(lagnaLongitude);
}
