/**
 * Tables of the Tajika annual chart (varshaphal).
 *
 * Source: P.V.R. Narasimha Rao, *Vedic Astrology: An Integrated Approach* (first published 2000; chapter, section,
 * table and page numbers here are those of its free 2010 edition), §28.6 (the lord of the year, Table 73 "Triraasi
 * Lords"), after *Tajika Neelakanthi*; the same table is PyJHora's `tri_rasi_daytime_lords` /
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
 * Deeptamsa: the orb of light of each of the seven grahas, degrees (Narasimha Rao, §28.2: "the same for all kinds of
 * aspects"). How two grahas' deeptamsas make the orb of their aspect is a convention (astro/tajika/yogas.ts
 * TAJIKA_ORB_RULES): each within the other's (the book, §29.2.3) or within the mean of the two.
 */
export const DEEPTAMSA_DEG = { sun: 15, moon: 12, mars: 8, mercury: 7, jupiter: 9, venus: 7, saturn: 9 } as const;

export type TajikaGraha = keyof typeof DEEPTAMSA_DEG;

/** The seven grahas from the fastest to the slowest by mean daily motion (Narasimha Rao, §29.2.3, note 83). */
export const TAJIKA_SPEED_ORDER: readonly TajikaGraha[] = ['moon', 'mercury', 'venus', 'sun', 'mars', 'jupiter', 'saturn'];

/**
 * Tajika aspect kinds by the sign distance counted from one graha to the other (Narasimha Rao, §28.2: trinal,
 * sextile, square, conjunction, opposition). The book also counts 2 and 12 signs apart as a neutral semi-sextile
 * (§28.2 (6)), which this table leaves out: grahas so placed form no Tajika aspect or yoga here (docs/conventions.md,
 * varshaphal).
 */
export const TAJIKA_ASPECT_KINDS = [
  { id: 'friendly-open', distances: [5, 9], en: 'Open friendly (trine)', hi: 'प्रत्यक्ष मित्र दृष्टि' },
  { id: 'friendly-hidden', distances: [3, 11], en: 'Hidden friendly (sextile)', hi: 'गुप्त मित्र दृष्टि' },
  { id: 'inimical-open', distances: [1, 7], en: 'Open inimical (conjunction, opposition)', hi: 'प्रत्यक्ष शत्रु दृष्टि' },
  { id: 'inimical-hidden', distances: [4, 10], en: 'Hidden inimical (square)', hi: 'गुप्त शत्रु दृष्टि' },
] as const satisfies readonly ({ readonly id: string; readonly distances: readonly number[] } & Text)[];

export type TajikaAspectKindId = (typeof TAJIKA_ASPECT_KINDS)[number]['id'];

/**
 * The sixteen Tajika yogas the annual chart is read for, in the books' order (Tajika Neelakanthi, Samjna Tantra,
 * the shodasha yogas; P.V.R. Narasimha Rao, *Vedic Astrology: An Integrated Approach*, ch. 29 "Tajaka Yogas",
 * §29.2.1–16, pp. 386–394, the aspects and deeptamsas of §28.2), each with its rule as the engine applies it
 * (astro/tajika/yogas.ts). "Faster" and "slower" are by TAJIKA_SPEED_ORDER; "ahead" is the degree within the sign.
 * Ikkavala and induvara are read among the seven grahas (Rahu and Ketu take no part in Tajika yogas). Duhphali-kuttha
 * is the Arabic "pushing of power" (Abu Ma'shar, *Abbreviation of the Introduction*, the conditions of the planets):
 * the applying graha in a sign of its own dignity; "strong" is the panchavargeeya grade (PANCHAVARGEEYA_GRADES), as
 * PyJHora 4.8.5 reads it too.
 *
 * The last four are Narasimha Rao's annual-chart reading (§29.2.13 Duttota, §29.2.14 Thambira, §29.2.15 Kutta,
 * §29.2.16 Durupha, pp. 393–394), which joins any two grahas, as the other yogas do; Tajika Neelakanthi states them
 * for a question, between the lagna lord and the lord of the matter asked (karyesha), and the annual chart asks
 * none: a reader takes the pairs with the annual lagna lord and the lord of the house of the matter (Narasimha Rao,
 * §29.2.3). "Weak" in dutthottha-davira is the book's "debilitated or in an inimical sign, with a low
 * panchavargeeya bala" (an enemy by natural friendship, bala below the strong grade); "strong" is duhphali-kuttha's.
 * Durupha counts a graha weak when it is in a dusthana, combust, retrograde or debilitated: the book's example
 * (Aries lagna, Mars in Cancer and Saturn in Aries, both debilitated in the 4th and 1st) shows that any one of the
 * four suffices. Kuttha's aspect is by sign (TAJIKA_ASPECT_KINDS), as the year lord's aspect on the lagna is.
 */
export const TAJIKA_YOGAS = [
  {
    id: 'ikkavala', en: 'Ikkavala', hi: 'इक्कबाल',
    rule: { en: 'All seven grahas in kendras (1, 4, 7, 10) and panapharas (2, 5, 8, 11), none in an apoklima (3, 6, 9, 12)', hi: 'सातों ग्रह केन्द्र (1, 4, 7, 10) और पणफर (2, 5, 8, 11) में, आपोक्लिम (3, 6, 9, 12) में कोई नहीं' },
  },
  {
    id: 'induvara', en: 'Induvara', hi: 'इन्दुवार',
    rule: { en: 'All seven grahas in apoklimas (3, 6, 9, 12)', hi: 'सातों ग्रह आपोक्लिम (3, 6, 9, 12) में' },
  },
  {
    id: 'ithasala', en: 'Ithasala', hi: 'इत्थशाल',
    rule: { en: 'Two grahas in aspect within orb (tajikaOrb), the faster behind the slower in degree (applying); poorna within 1°', hi: 'दो ग्रह दृष्टि में, दीप्तांश के भीतर, शीघ्र ग्रह मन्द ग्रह से अंशों में पीछे (पूर्ण: 1° के भीतर)' },
  },
  {
    id: 'eesarpha', en: 'Eesarpha', hi: 'ईसराफ',
    rule: { en: 'Two grahas in aspect within orb (tajikaOrb), the faster ahead of the slower in degree (separating)', hi: 'दो ग्रह दृष्टि में, दीप्तांश के भीतर, शीघ्र ग्रह मन्द ग्रह से अंशों में आगे' },
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
  {
    id: 'duhphali-kuttha', en: 'Duhphali-kuttha', hi: 'दुःफालि कुत्थ',
    rule: { en: 'Two grahas in ithasala, the faster in its own or exaltation sign with panchavargeeya bala 10 or more, the slower in neither and below 10: the faster pushes its power to the slower', hi: 'दो ग्रह इत्थशाल में, शीघ्र ग्रह स्वराशि या उच्च में और पंचवर्गीय बल 10 या अधिक, मन्द ग्रह न स्वराशि न उच्च में और बल 10 से कम' },
  },
  {
    id: 'dutthottha-davira', en: 'Dutthottha-davira', hi: 'दुत्थोत्थ दवीर',
    rule: { en: 'Two grahas in ithasala, both weak (debilitated or in the sign of a natural enemy, panchavargeeya bala below 10), and one of them in ithasala with a strong graha (in its own or exaltation sign, bala 10 or more): the matter is gained through another\'s help', hi: 'दो ग्रह इत्थशाल में, दोनों निर्बल (नीच या नैसर्गिक शत्रु की राशि में, पंचवर्गीय बल 10 से कम), और उनमें से एक किसी बली ग्रह (स्वराशि या उच्च में, बल 10 या अधिक) से इत्थशाल में: दूसरे की सहायता से कार्यसिद्धि' },
  },
  {
    id: 'tambira', en: 'Tambira', hi: 'तम्बीर',
    rule: { en: 'A graha in the last degree of a sign (29° or more) and not retrograde, in no ithasala with a slower graha, forms ithasala with it on entering the next sign: the hope is realised after delay and effort', hi: 'राशि के अंतिम अंश (29° या अधिक) में मार्गी ग्रह, जो किसी मन्द ग्रह से इत्थशाल में नहीं, अगली राशि में प्रवेश कर उससे इत्थशाल करता है: विलम्ब और परिश्रम के बाद आशा पूरी' },
  },
  {
    id: 'kuttha', en: 'Kuttha', hi: 'कुत्थ',
    rule: { en: 'A graha in the lagna aspected, by sign, by a graha in its own or exaltation sign placed in a kendra (1, 4, 7, 10) or panaphara (2, 5, 8, 11): the matters of the graha in the lagna prosper', hi: 'लग्न में स्थित ग्रह पर केन्द्र (1, 4, 7, 10) या पणफर (2, 5, 8, 11) में बैठे स्वराशि या उच्च के ग्रह की राशि दृष्टि: लग्नस्थ ग्रह के विषय फलते हैं' },
  },
  {
    id: 'durupha', en: 'Durupha', hi: 'दुरुफ',
    rule: { en: 'Two grahas in ithasala, each of them in a dusthana (6, 8, 12), combust, retrograde or debilitated: both are powerless to give good results', hi: 'दो ग्रह इत्थशाल में, दोनों में से प्रत्येक दुःस्थान (6, 8, 12) में, अस्त, वक्री या नीच: दोनों शुभ फल देने में असमर्थ' },
  },
] as const satisfies readonly ({ readonly id: string; readonly rule: Text } & Text)[];

export type TajikaYogaId = (typeof TAJIKA_YOGAS)[number]['id'];

/**
 * The haddas (terms) of each sign, Aries … Pisces: the graha ruling each span and the degree (within the sign) the
 * span ends at. These are the "Egyptian" terms of Ptolemy's *Tetrabiblos* (I.20), which Tajika Neelakanthi adopts;
 * the same table is Narasimha Rao's (ch. 28) and PyJHora's `hadda_lords`.
 */
export const TAJIKA_HADDAS: readonly (readonly { readonly lord: TajikaGraha; readonly toDeg: number }[])[] = [
  [{ lord: 'jupiter', toDeg: 6 }, { lord: 'venus', toDeg: 12 }, { lord: 'mercury', toDeg: 20 }, { lord: 'mars', toDeg: 25 }, { lord: 'saturn', toDeg: 30 }],
  [{ lord: 'venus', toDeg: 8 }, { lord: 'mercury', toDeg: 14 }, { lord: 'jupiter', toDeg: 22 }, { lord: 'saturn', toDeg: 27 }, { lord: 'mars', toDeg: 30 }],
  [{ lord: 'mercury', toDeg: 6 }, { lord: 'jupiter', toDeg: 12 }, { lord: 'venus', toDeg: 17 }, { lord: 'mars', toDeg: 24 }, { lord: 'saturn', toDeg: 30 }],
  [{ lord: 'mars', toDeg: 7 }, { lord: 'venus', toDeg: 13 }, { lord: 'mercury', toDeg: 19 }, { lord: 'jupiter', toDeg: 26 }, { lord: 'saturn', toDeg: 30 }],
  [{ lord: 'jupiter', toDeg: 6 }, { lord: 'venus', toDeg: 11 }, { lord: 'saturn', toDeg: 18 }, { lord: 'mercury', toDeg: 24 }, { lord: 'mars', toDeg: 30 }],
  [{ lord: 'mercury', toDeg: 7 }, { lord: 'venus', toDeg: 17 }, { lord: 'jupiter', toDeg: 21 }, { lord: 'mars', toDeg: 28 }, { lord: 'saturn', toDeg: 30 }],
  [{ lord: 'saturn', toDeg: 6 }, { lord: 'mercury', toDeg: 14 }, { lord: 'jupiter', toDeg: 21 }, { lord: 'venus', toDeg: 28 }, { lord: 'mars', toDeg: 30 }],
  [{ lord: 'mars', toDeg: 7 }, { lord: 'venus', toDeg: 11 }, { lord: 'mercury', toDeg: 19 }, { lord: 'jupiter', toDeg: 24 }, { lord: 'saturn', toDeg: 30 }],
  [{ lord: 'jupiter', toDeg: 12 }, { lord: 'venus', toDeg: 17 }, { lord: 'mercury', toDeg: 21 }, { lord: 'saturn', toDeg: 26 }, { lord: 'mars', toDeg: 30 }],
  [{ lord: 'mercury', toDeg: 7 }, { lord: 'jupiter', toDeg: 14 }, { lord: 'venus', toDeg: 22 }, { lord: 'saturn', toDeg: 26 }, { lord: 'mars', toDeg: 30 }],
  [{ lord: 'mercury', toDeg: 7 }, { lord: 'venus', toDeg: 13 }, { lord: 'jupiter', toDeg: 20 }, { lord: 'mars', toDeg: 25 }, { lord: 'saturn', toDeg: 30 }],
  [{ lord: 'venus', toDeg: 12 }, { lord: 'jupiter', toDeg: 16 }, { lord: 'mercury', toDeg: 19 }, { lord: 'mars', toDeg: 28 }, { lord: 'saturn', toDeg: 30 }],
];

/**
 * The five sources of panchavargeeya bala (Narasimha Rao, ch. 28, after Tajika Neelakanthi), each with the most a
 * graha can get from it: in its own sign (kshetra), at its deep exaltation (uchcha), in its own hadda, drekkana
 * (D-3 sign) and navamsha (D-9 sign). The total is the sum ÷ 4, at most 20 (vishwa bala).
 */
export const PANCHAVARGEEYA_SOURCES = [
  { id: 'kshetra', maxUnits: 30, en: 'Kshetra bala (sign)', hi: 'क्षेत्र बल' },
  { id: 'uchcha', maxUnits: 20, en: 'Uchcha bala (exaltation)', hi: 'उच्च बल' },
  { id: 'hadda', maxUnits: 15, en: 'Hadda bala (term)', hi: 'हद्दा बल' },
  { id: 'drekkana', maxUnits: 10, en: 'Drekkana bala (D-3)', hi: 'द्रेष्काण बल' },
  { id: 'navamsha', maxUnits: 5, en: 'Navamsha bala (D-9)', hi: 'नवांश बल' },
] as const satisfies readonly ({ readonly id: string; readonly maxUnits: number } & Text)[];

export type PanchavargeeyaSourceId = (typeof PANCHAVARGEEYA_SOURCES)[number]['id'];

/** The sum of the five sources is divided by this to give the panchavargeeya bala (Narasimha Rao, §28.4.6). */
export const PANCHAVARGEEYA_DIVISOR = 4;

/**
 * The share of a source's most a graha gets by its relation to the lord of the sign, hadda, drekkana or navamsha
 * it is in: its own 1, a natural friend's ¾, a neutral's ½, an enemy's ¼ (Tajika Neelakanthi's grading as S. Adawal,
 * *Tajik Shastra and Annual Horoscopy*, ch. III, gives it for all four: 30, 22.5, 15 and 7.5 units of kshetra bala,
 * the figures PyJHora's `pancha_vargeeya_bala` documentation quotes too). Friendship is the natural one
 * (data/grahas.ts, BPHS ch. 3).
 */
export const PANCHAVARGEEYA_SHARE = { self: 1, friend: 0.75, neutral: 0.5, enemy: 0.25 } as const;

/**
 * Panchavargeeya bala grades (S. Adawal, ch. III; Narasimha Rao, §28.4): above 15 very strong, 10–15 strong
 * (poorna), 5–10 middling, below 5 weak. `fromUnits` is the lower bound of each grade.
 */
export const PANCHAVARGEEYA_GRADES = [
  { id: 'very-strong', fromUnits: 15, en: 'Very strong (prakrami)', hi: 'अति बली (पराक्रमी)' },
  { id: 'strong', fromUnits: 10, en: 'Strong (poorna bali)', hi: 'पूर्ण बली' },
  { id: 'middling', fromUnits: 5, en: 'Middling (madhya bali)', hi: 'मध्य बली' },
  { id: 'weak', fromUnits: 0, en: 'Weak (alpa bali)', hi: 'अल्प बली' },
] as const satisfies readonly ({ readonly id: string; readonly fromUnits: number } & Text)[];

export type PanchavargeeyaGradeId = (typeof PANCHAVARGEEYA_GRADES)[number]['id'];

/**
 * Harsha bala (Narasimha Rao, ch. 28, after Tajika Neelakanthi): four sources of 5 units each, 0–20 in all. The
 * houses of joy: Sun 9th, Moon 3rd, Mars 6th, Mercury 1st, Jupiter 11th, Venus 5th, Saturn 12th.
 * `joyHouse` is the house (from the annual lagna) each graha delights in; `gender` says which of the house groups
 * and which half of the day (HARSHA_GENDER_RULES) favour it. Mercury is counted feminine, as PyJHora does
 * (`feminine_planets`); Tajika texts that call it neuter give it nothing from the last two sources.
 */
export const HARSHA_GRAHAS: Readonly<Record<TajikaGraha, { readonly joyHouse: number; readonly gender: 'masculine' | 'feminine' }>> = {
  sun: { joyHouse: 9, gender: 'masculine' },
  moon: { joyHouse: 3, gender: 'feminine' },
  mars: { joyHouse: 6, gender: 'masculine' },
  mercury: { joyHouse: 1, gender: 'feminine' },
  jupiter: { joyHouse: 11, gender: 'masculine' },
  venus: { joyHouse: 5, gender: 'feminine' },
  saturn: { joyHouse: 12, gender: 'feminine' },
};

/** The houses (from the annual lagna) and the half of the day that favour each gender in harsha bala. */
export const HARSHA_GENDER_RULES = {
  feminine: { houses: [1, 2, 3, 7, 8, 9], night: true },
  masculine: { houses: [4, 5, 6, 10, 11, 12], night: false },
} as const;

/** Units each of the four harsha bala sources gives. */
export const HARSHA_UNITS = 5;

/** The four sources of harsha bala, in the books' order. */
export const HARSHA_SOURCES = [
  { id: 'sthana', en: 'In its house of joy', hi: 'हर्ष स्थान में' },
  { id: 'swakshetra-uchcha', en: 'In its own or exaltation sign', hi: 'स्वक्षेत्र या उच्च राशि में' },
  { id: 'stree-purusha', en: 'In the houses of its gender', hi: 'अपने लिंग के भावों में' },
  { id: 'dina-ratri', en: 'Masculine by day, feminine by night', hi: 'दिन में पुरुष, रात्रि में स्त्री ग्रह' },
] as const satisfies readonly ({ readonly id: string } & Text)[];

export type HarshaSourceId = (typeof HARSHA_SOURCES)[number]['id'];

/** The muntha's label in the annual chart picture, in two lengths (data/chart-labels.ts has the grahas'). */
export const MUNTHA_LABEL = { full: { en: 'Muntha', hi: 'मुन्था' }, compact: { en: 'Mu', hi: 'मु' } } as const;

/** The annual chart picture's title word. */
export const VARSHAPHAL_TITLE = { en: 'Varshaphal', hi: 'वर्षफल' } as const;
