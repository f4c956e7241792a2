/**
 * Rashi drishti, the sign aspects of Jaimini (Upadesa Sutras 1.1.2–4; P.V.R. Narasimha Rao, "Vedic Astrology: An
 * Integrated Approach", ch. 10): a movable sign aspects the three fixed signs except the one next to it, a fixed
 * sign the three movable signs except the one before it, a dual sign the other three dual signs. A graha aspects
 * what its sign aspects. A sign never aspects itself. Signs are numbered 1 = Aries … 12 = Pisces.
 */
import { SIGNS, type SignNumber } from '../../data/signs.ts';

/** True when sign `from` aspects sign `to` by rashi drishti. */
export function signAspectsSign(from: SignNumber, to: SignNumber): boolean {
  const source = SIGNS[from - 1]!;
  const target = SIGNS[to - 1]!;
  const ahead = (to - from + 12) % 12;
  switch (source.modality) {
    case 'movable':
      return target.modality === 'fixed' && ahead !== 1;
    case 'fixed':
      return target.modality === 'movable' && ahead !== 11;
    case 'dual':
      return target.modality === 'dual' && ahead !== 0;
  }
}

/** The three signs a sign aspects, in zodiacal order from Aries. */
export function signsAspectedBy(from: SignNumber): SignNumber[] {
  return SIGNS.filter((sign) => signAspectsSign(from, sign.number)).map((sign) => sign.number);
}
