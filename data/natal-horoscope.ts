/**
 * What a natal horoscope adds to the sign reading of the natal Moon sign: tara bala and Sade Sati, and the
 * sentences that name the running dasha and the Saturn phase. The service's own words, English and Hindi.
 *
 * Tara bala: the Moon's nakshatra counted from the birth (janma) nakshatra, inclusive, in cycles of nine;
 * Sampat, Kshema, Sadhaka, Mitra and Parama Mitra are favorable, Vipat, Pratyak and Naidhana unfavorable, Janma
 * neither (Muhurta Chintamani ch. 6 and the almanac tradition; PyJHora `tara_bala`).
 * Sade Sati: Saturn in the 12th, 1st and 2nd from the natal Moon (rising, peak, setting); Ashtama (8th) and
 * Kantaka (4th) Shani beside it (almanac tradition, as data/dasha-interpretation.ts GOCHARA_RULES).
 */

export const TARAS = [
  { number: 1, en: 'Janma', hi: 'जन्म', favorable: null },
  { number: 2, en: 'Sampat', hi: 'संपत', favorable: true },
  { number: 3, en: 'Vipat', hi: 'विपत', favorable: false },
  { number: 4, en: 'Kshema', hi: 'क्षेम', favorable: true },
  { number: 5, en: 'Pratyak', hi: 'प्रत्यरि', favorable: false },
  { number: 6, en: 'Sadhaka', hi: 'साधक', favorable: true },
  { number: 7, en: 'Naidhana', hi: 'नैधन', favorable: false },
  { number: 8, en: 'Mitra', hi: 'मित्र', favorable: true },
  { number: 9, en: 'Parama Mitra', hi: 'परम मित्र', favorable: true },
] as const;

export type Tara = (typeof TARAS)[number];

/** The tara of the Moon's nakshatra `moonNakshatra` for a birth in `janmaNakshatra` (both 1–27). */
export function taraOf(janmaNakshatra: number, moonNakshatra: number): Tara {
  return TARAS[(((moonNakshatra - janmaNakshatra + 27) % 27) % 9)]!;
}

/** Saturn's phases counted from the natal Moon, by house. */
export const SATURN_PHASES = {
  12: { id: 'sade-sati-rising', en: 'Sade Sati, rising phase', hi: 'साढ़ेसाती, पहला चरण' },
  1: { id: 'sade-sati-peak', en: 'Sade Sati, peak phase', hi: 'साढ़ेसाती, दूसरा (शिखर) चरण' },
  2: { id: 'sade-sati-setting', en: 'Sade Sati, setting phase', hi: 'साढ़ेसाती, अंतिम चरण' },
  4: { id: 'kantaka-shani', en: 'Kantaka (Ardhashtama) Shani', hi: 'कंटक (अर्धाष्टम) शनि' },
  8: { id: 'ashtama-shani', en: 'Ashtama Shani', hi: 'अष्टम शनि' },
} as const satisfies Readonly<Partial<Record<number, { id: string; en: string; hi: string }>>>;

/** Sentences of the natal reading: {maha} {antar} {until} {phase} {sign} {nakshatra} {lagna}. */
export const NATAL_PHRASES = {
  opening: {
    en: 'Read from your Moon sign {sign} (birth star {nakshatra}) with {lagna} rising.',
    hi: 'आपकी चंद्र राशि {sign} (जन्म नक्षत्र {nakshatra}) और {lagna} लग्न से पढ़ा गया फल।',
  },
  dasha: {
    en: 'The {maha} mahadasha with the {antar} antardasha, running until {until}, colours what the transits bring.',
    hi: '{maha} की महादशा में {antar} की अंतर्दशा, जो {until} तक चलेगी, गोचर के फल को अपना रंग देती है।',
  },
  saturn: {
    en: 'Saturn is in its {phase} for you: patience and steady routines soften it.',
    hi: 'आपके लिए शनि की {phase} चल रही है: धैर्य और नियमित दिनचर्या इसे हल्का करते हैं।',
  },
} as const;
