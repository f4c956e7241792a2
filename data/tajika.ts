/**
 * Tables of the Tajika annual chart (varshaphal).
 *
 * Source: P.V.R. Narasimha Rao, *Vedic Astrology: An Integrated Approach* (2000), ch. 28 (the office-bearers of
 * the year), after *Tajika Neelakanthi*; the same table is PyJHora's `tri_rasi_daytime_lords` /
 * `tri_rasi_nighttime_lords`.
 */
import type { GrahaId } from './grahas.ts';
import type { Text } from './text.ts';

/** Tri-rashi pati: the lord of the annual lagna's sign by day and by night, Aries … Pisces (index 0 = Aries). */
export const TRI_RASHI_LORDS: readonly { readonly day: GrahaId; readonly night: GrahaId }[] = [
  { day: 'sun', night: 'jupiter' },
  { day: 'venus', night: 'moon' },
  { day: 'saturn', night: 'mercury' },
  { day: 'venus', night: 'mars' },
  { day: 'jupiter', night: 'sun' },
  { day: 'moon', night: 'venus' },
  { day: 'mercury', night: 'saturn' },
  { day: 'mars', night: 'venus' },
  { day: 'saturn', night: 'saturn' },
  { day: 'mars', night: 'mars' },
  { day: 'jupiter', night: 'jupiter' },
  { day: 'moon', night: 'moon' },
];

/** The five office-bearers (panchadhikaris) of the year, in the order the books list them. */
export const OFFICE_BEARERS = [
  { id: 'muntha-lord', en: 'Lord of the muntha', hi: 'मुन्था स्वामी' },
  { id: 'birth-lagna-lord', en: 'Lord of the birth lagna', hi: 'जन्म लग्न स्वामी' },
  { id: 'annual-lagna-lord', en: 'Lord of the annual lagna', hi: 'वर्ष लग्न स्वामी' },
  { id: 'tri-rashi-pati', en: 'Tri-rashi pati', hi: 'त्रिराशि पति' },
  { id: 'luminary-sign-lord', en: "Lord of the Sun's sign (day) or the Moon's sign (night)", hi: 'दिन में सूर्य राशि स्वामी, रात्रि में चन्द्र राशि स्वामी' },
] as const satisfies readonly ({ readonly id: string } & Text)[];

export type OfficeBearerId = (typeof OFFICE_BEARERS)[number]['id'];

/**
 * Deeptamsa: the orb of light of each of the seven grahas, degrees (Narasimha Rao, ch. 28, after Tajika
 * Neelakanthi). Two grahas in aspect are within orb when their degrees in their signs differ by no more than the
 * mean of their two orbs.
 */
export const DEEPTAMSA_DEG = { sun: 15, moon: 12, mars: 8, mercury: 7, jupiter: 9, venus: 7, saturn: 9 } as const;

export type TajikaGraha = keyof typeof DEEPTAMSA_DEG;

/** The seven grahas from the fastest to the slowest by mean daily motion (Narasimha Rao, ch. 28). */
export const TAJIKA_SPEED_ORDER: readonly TajikaGraha[] = ['moon', 'mercury', 'venus', 'sun', 'mars', 'jupiter', 'saturn'];

/** Tajika aspect kinds by the sign distance counted from one graha to the other (Narasimha Rao, ch. 28). */
export const TAJIKA_ASPECT_KINDS = [
  { id: 'friendly-open', distances: [5, 9], en: 'Open friendly (trine)', hi: 'प्रत्यक्ष मित्र दृष्टि' },
  { id: 'friendly-hidden', distances: [3, 11], en: 'Hidden friendly (sextile)', hi: 'गुप्त मित्र दृष्टि' },
  { id: 'inimical-open', distances: [1, 7], en: 'Open inimical (conjunction, opposition)', hi: 'प्रत्यक्ष शत्रु दृष्टि' },
  { id: 'inimical-hidden', distances: [4, 10], en: 'Hidden inimical (square)', hi: 'गुप्त शत्रु दृष्टि' },
] as const satisfies readonly ({ readonly id: string; readonly distances: readonly number[] } & Text)[];

export type TajikaAspectKindId = (typeof TAJIKA_ASPECT_KINDS)[number]['id'];

/**
 * The Tajika yogas the annual chart is read for, in the books' order (Narasimha Rao, *Vedic Astrology: An
 * Integrated Approach*, ch. 28, after Tajika Neelakanthi), each with its rule as the engine applies it
 * (astro/tajika/yogas.ts). "Faster" and "slower" are by TAJIKA_SPEED_ORDER; "ahead" is the degree within the sign.
 */
export const TAJIKA_YOGAS = [
  {
    id: 'ithasala', en: 'Ithasala', hi: 'इत्थशाल',
    rule: { en: 'Two grahas in aspect within the mean of their orbs, the faster behind the slower in degree (applying); poorna within 1°', hi: 'दो ग्रह दृष्टि में, दीप्तांशों के माध्य के भीतर, शीघ्र ग्रह मन्द ग्रह से अंशों में पीछे (पूर्ण: 1° के भीतर)' },
  },
  {
    id: 'eesarpha', en: 'Eesarpha', hi: 'ईसराफ',
    rule: { en: 'Two grahas in aspect within the mean of their orbs, the faster ahead of the slower in degree (separating)', hi: 'दो ग्रह दृष्टि में, दीप्तांशों के माध्य के भीतर, शीघ्र ग्रह मन्द ग्रह से अंशों में आगे' },
  },
  {
    id: 'nakta', en: 'Nakta', hi: 'नक्त',
    rule: { en: 'Two grahas not in aspect, and a graha faster than both in ithasala with each: it carries the light between them', hi: 'दो ग्रह परस्पर दृष्टि में नहीं, और दोनों से शीघ्र एक ग्रह दोनों से इत्थशाल में' },
  },
  {
    id: 'yamaya', en: 'Yamaya', hi: 'यमया',
    rule: { en: 'Two grahas not in aspect, and a graha slower than both in ithasala with each: it collects the light of both', hi: 'दो ग्रह परस्पर दृष्टि में नहीं, और दोनों से मन्द एक ग्रह दोनों से इत्थशाल में' },
  },
  {
    id: 'manahoo', en: 'Manahoo', hi: 'मणऊ',
    rule: { en: 'Two grahas in ithasala, and Mars or Saturn (not one of them) in the sign of the faster within its orb: the ithasala is spoiled', hi: 'दो ग्रह इत्थशाल में, और मंगल या शनि शीघ्र ग्रह की राशि में उसके दीप्तांश के भीतर' },
  },
  {
    id: 'kamboola', en: 'Kamboola', hi: 'कम्बूल',
    rule: { en: 'Two grahas in ithasala, and the Moon (not one of them) in ithasala with either: the ithasala is strengthened', hi: 'दो ग्रह इत्थशाल में, और चन्द्र उनमें से किसी से इत्थशाल में' },
  },
  {
    id: 'gairi-kamboola', en: 'Gairi-kamboola', hi: 'गैरी कम्बूल',
    rule: { en: 'Two grahas in ithasala, the Moon in ithasala with neither, but entering its next sign it forms ithasala with one of them', hi: 'दो ग्रह इत्थशाल में, चन्द्र किसी से इत्थशाल में नहीं, पर अगली राशि में प्रवेश कर उनमें से किसी से इत्थशाल करता है' },
  },
  {
    id: 'khallasara', en: 'Khallasara', hi: 'खल्लासर',
    rule: { en: 'Two grahas in ithasala, and the Moon (not one of them) within orb of an aspect to no graha (void): the ithasala bears little', hi: 'दो ग्रह इत्थशाल में, और चन्द्र किसी ग्रह से दीप्तांश के भीतर दृष्टि में नहीं (शून्य मार्ग)' },
  },
  {
    id: 'radda', en: 'Radda', hi: 'रद्द',
    rule: { en: 'Two grahas in ithasala, one of them retrograde, combust or debilitated: the ithasala is refused', hi: 'दो ग्रह इत्थशाल में, उनमें से एक वक्री, अस्त या नीच' },
  },
] as const satisfies readonly ({ readonly id: string; readonly rule: Text } & Text)[];

export type TajikaYogaId = (typeof TAJIKA_YOGAS)[number]['id'];
