/**
 * The divisional charts (vargas), one record per division, each with its rule as data and its source.
 *
 * Sources:
 * - The sixteen vargas of Parashara (D1, D2, D3, D4, D7, D9, D10, D12, D16, D20, D24, D27, D30, D40, D45,
 *   D60): Brihat Parashara Hora Shastra ch. 6 (Shodashavarga-adhyaya) and ch. 7 (their use), R. Santhanam's
 *   translation (Ranjan, 1984). Where that chapter gives a rule, it is quoted in `rule`.
 * - D5, D6, D8 and D11 are not among Parashara's sixteen. Their rules here are the "traditional Parasara"
 *   methods (method 1) of P.V.R. Narasimha Rao's Jagannatha Hora as reproduced in PyJHora
 *   (src/jhora/horoscope/chart/charts.py: `panchamsa_chart`, `shashthamsa_chart`, `ashtamsa_chart`,
 *   `rudramsa_chart`), which other software reproduces as well; each record says so.
 *
 * Conventions of every record:
 * - signs are 1–12 (1 = Aries); a sign's parity is odd for Aries, Gemini, Leo, Libra, Sagittarius, Aquarius;
 * - `parts` equal parts of 30°/parts each (except D30, whose parts are unequal and listed in degrees);
 * - the first part of a sign goes to the sign named by `start`; each later part moves `step` signs onward
 *   in zodiacal order (step 1 unless stated);
 * - `start` is either a fixed sign number or `{ countFrom: n }` = the n-th sign from the sign itself
 *   (1 = the sign itself, 9 = its 9th);
 * - the degree inside the varga (astro/chart/vargas.ts) is the fraction of the part already travelled × 30°.
 * - `name` is the English (transliterated) name; `hi`, `signifiesHi` and `ruleTextHi` are the Hindi.
 */

/** Sign number 1–12 (1 = Aries). */
type SignNo = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;
/** Where the first part of a sign falls: a fixed sign, or the n-th sign counted from the sign itself. */
export type VargaStart = SignNo | { readonly countFrom: SignNo };

/** Equal parts whose first part is chosen by a class of the sign. */
export type VargaRule =
  | { readonly kind: 'equal'; readonly by: 'all'; readonly start: VargaStart; readonly step: number }
  | { readonly kind: 'equal'; readonly by: 'parity'; readonly odd: VargaStart; readonly even: VargaStart; readonly step: number }
  | {
      readonly kind: 'equal';
      readonly by: 'modality';
      readonly movable: VargaStart;
      readonly fixed: VargaStart;
      readonly dual: VargaStart;
      readonly step: number;
    }
  | {
      readonly kind: 'equal';
      readonly by: 'element';
      readonly fire: VargaStart;
      readonly earth: VargaStart;
      readonly air: VargaStart;
      readonly water: VargaStart;
      readonly step: number;
    }
  /** Sign s (1–12) puts its first part in sign (14 − s) mod 12 + … : as far before Aries as s is after it. */
  | { readonly kind: 'equal'; readonly by: 'aries-mirror'; readonly step: number }
  /** Equal parts with the sign of each part listed for odd and for even signs. */
  | { readonly kind: 'table'; readonly odd: readonly SignNo[]; readonly even: readonly SignNo[] }
  /** Unequal parts: each entry covers [previous toDeg, toDeg) of the sign. */
  | {
      readonly kind: 'unequal';
      readonly odd: readonly { readonly toDeg: number; readonly sign: SignNo }[];
      readonly even: readonly { readonly toDeg: number; readonly sign: SignNo }[];
    };

interface VargaRecord {
  /** The D-number: the count of parts of a sign. */
  readonly division: number;
  readonly name: string;
  readonly hi: string;
  readonly sanskrit: string;
  /** What the chart is read for (BPHS ch. 6–7 where given). */
  readonly signifies: string;
  readonly signifiesHi: string;
  /** Number of parts per sign. */
  readonly parts: number;
  readonly rule: VargaRule;
  /** The rule in words, as the source gives it. */
  readonly ruleText: string;
  /** `ruleText` in Hindi. */
  readonly ruleTextHi: string;
  readonly source: string;
}

const BPHS_6 = 'Brihat Parashara Hora Shastra ch. 6 (Shodashavarga), Santhanam translation';
const JHORA = 'Not in BPHS ch. 6. Jagannatha Hora "traditional Parasara" method as reproduced in PyJHora charts.py';

export const VARGAS = [
  {
    division: 1, name: 'Rashi', hi: 'राशि', sanskrit: 'Rāśi', signifies: 'The body and everything (the birth chart itself)',
    signifiesHi: 'शरीर और सभी विषय (स्वयं जन्म कुंडली)', parts: 1,
    rule: { kind: 'equal', by: 'all', start: { countFrom: 1 }, step: 1 },
    ruleText: 'The sign itself.',
    ruleTextHi: 'वही राशि।',
    source: BPHS_6,
  },
  {
    division: 2, name: 'Hora', hi: 'होरा', sanskrit: 'Horā', signifies: 'Wealth',
    signifiesHi: 'धन', parts: 2,
    rule: { kind: 'table', odd: [5, 4], even: [4, 5] },
    ruleText: 'In an odd sign the first half (0°–15°) is the hora of the Sun (Leo), the second that of the Moon ' +
      '(Cancer); in an even sign the first half is the Moon’s, the second the Sun’s.',
    ruleTextHi: 'विषम राशि में पहला आधा भाग (0°–15°) सूर्य की होरा (सिंह) और दूसरा चंद्रमा की होरा (कर्क) है; सम ' +
      'राशि में पहला आधा भाग चंद्रमा का और दूसरा सूर्य का है।',
    source: BPHS_6,
  },
  {
    division: 3, name: 'Drekkana', hi: 'द्रेष्काण', sanskrit: 'Dreṣkāṇa', signifies: 'Siblings, courage',
    signifiesHi: 'भाई-बहन, साहस', parts: 3,
    rule: { kind: 'equal', by: 'all', start: { countFrom: 1 }, step: 4 },
    ruleText: 'Parts of 10°: the first belongs to the sign itself, the second to the 5th from it, the third to the ' +
      '9th from it.',
    ruleTextHi: '10° के भाग: पहला उसी राशि का, दूसरा उससे पाँचवीं राशि का, तीसरा उससे नौवीं राशि का।',
    source: BPHS_6,
  },
  {
    division: 4, name: 'Chaturthamsha', hi: 'चतुर्थांश', sanskrit: 'Caturthāṃśa', signifies: 'Fortune, property, residence',
    signifiesHi: 'भाग्य, संपत्ति, निवास', parts: 4,
    rule: { kind: 'equal', by: 'all', start: { countFrom: 1 }, step: 3 },
    ruleText: 'Parts of 7°30′ ruled by the sign itself and the 4th, 7th and 10th from it, in that order.',
    ruleTextHi: '7°30′ के भाग, क्रम से उसी राशि के और उससे चौथी, सातवीं और दसवीं राशि के।',
    source: BPHS_6,
  },
  {
    division: 5, name: 'Panchamsha', hi: 'पंचमांश', sanskrit: 'Pañcāṃśa', signifies: 'Fame, authority, power (modern use)',
    signifiesHi: 'यश, अधिकार, शक्ति (आधुनिक प्रयोग)', parts: 5,
    rule: { kind: 'table', odd: [1, 11, 9, 3, 7], even: [2, 6, 12, 10, 8] },
    ruleText: 'Parts of 6°. Odd signs: Aries, Aquarius, Sagittarius, Gemini, Libra; even signs: Taurus, Virgo, ' +
      'Pisces, Capricorn, Scorpio (the signs of the trimshamsha lords Mars, Saturn, Jupiter, Mercury, Venus, taken ' +
      'in equal parts).',
    ruleTextHi: '6° के भाग। विषम राशियों में: मेष, कुंभ, धनु, मिथुन, तुला; सम राशियों में: वृषभ, कन्या, मीन, मकर, ' +
      'वृश्चिक (त्रिंशांश के स्वामी मंगल, शनि, गुरु, बुध, शुक्र की राशियाँ, बराबर भागों में)।',
    source: `${JHORA}, panchamsa_chart method 1 (const.panchamsa_odd_signs = [0,10,8,2,6], even = [1,5,11,9,7])`,
  },
  {
    division: 6, name: 'Shashthamsha', hi: 'षष्ठांश', sanskrit: 'Ṣaṣṭhāṃśa', signifies: 'Health, disease (modern use)',
    signifiesHi: 'स्वास्थ्य, रोग (आधुनिक प्रयोग)', parts: 6,
    rule: { kind: 'equal', by: 'parity', odd: 1, even: 7, step: 1 },
    ruleText: 'Parts of 5° counted from Aries in odd signs and from Libra in even signs.',
    ruleTextHi: '5° के भाग, विषम राशियों में मेष से और सम राशियों में तुला से गिने जाते हैं।',
    source: `${JHORA}, shashthamsa_chart method 1`,
  },
  {
    division: 7, name: 'Saptamsha', hi: 'सप्तमांश', sanskrit: 'Saptāṃśa', signifies: 'Children, progeny',
    signifiesHi: 'संतान, वंश', parts: 7,
    rule: { kind: 'equal', by: 'parity', odd: { countFrom: 1 }, even: { countFrom: 7 }, step: 1 },
    ruleText: 'Parts of 4°17′8.6″ counted from the sign itself in odd signs and from its 7th in even signs.',
    ruleTextHi: '4°17′8.6″ के भाग, विषम राशियों में उसी राशि से और सम राशियों में उससे सातवीं राशि से गिने जाते हैं।',
    source: BPHS_6,
  },
  {
    division: 8, name: 'Ashtamsha', hi: 'अष्टमांश', sanskrit: 'Aṣṭāṃśa', signifies: 'Longevity, sudden events (modern use)',
    signifiesHi: 'आयु, आकस्मिक घटनाएँ (आधुनिक प्रयोग)', parts: 8,
    rule: { kind: 'equal', by: 'modality', movable: 1, fixed: 9, dual: 5, step: 1 },
    ruleText: 'Parts of 3°45′ counted from Aries in movable signs, from Sagittarius in fixed signs and from Leo in ' +
      'dual signs.',
    ruleTextHi: '3°45′ के भाग, चर राशियों में मेष से, स्थिर राशियों में धनु से और द्विस्वभाव राशियों में सिंह से ' +
      'गिने जाते हैं।',
    source: `${JHORA}, ashtamsa_chart method 1`,
  },
  {
    division: 9, name: 'Navamsha', hi: 'नवमांश', sanskrit: 'Navāṃśa', signifies: 'Spouse, dharma, strength of the grahas',
    signifiesHi: 'जीवनसाथी, धर्म, ग्रहों का बल', parts: 9,
    rule: { kind: 'equal', by: 'modality', movable: { countFrom: 1 }, fixed: { countFrom: 9 }, dual: { countFrom: 5 }, step: 1 },
    ruleText: 'Parts of 3°20′ counted from the sign itself in movable signs, from its 9th in fixed signs and from ' +
      'its 5th in dual signs (equivalently from Aries, Capricorn, Libra, Cancer for fire, earth, air, water signs).',
    ruleTextHi: '3°20′ के भाग, चर राशियों में उसी राशि से, स्थिर राशियों में उससे नौवीं राशि से और द्विस्वभाव ' +
      'राशियों में उससे पाँचवीं राशि से गिने जाते हैं (अर्थात अग्नि, पृथ्वी, वायु और जल तत्व की राशियों में ' +
      'क्रमशः मेष, मकर, तुला और कर्क से)।',
    source: BPHS_6,
  },
  {
    division: 10, name: 'Dashamsha', hi: 'दशमांश', sanskrit: 'Daśāṃśa', signifies: 'Career, great achievements',
    signifiesHi: 'व्यवसाय, बड़ी उपलब्धियाँ', parts: 10,
    rule: { kind: 'equal', by: 'parity', odd: { countFrom: 1 }, even: { countFrom: 9 }, step: 1 },
    ruleText: 'Parts of 3° counted from the sign itself in odd signs and from its 9th in even signs.',
    ruleTextHi: '3° के भाग, विषम राशियों में उसी राशि से और सम राशियों में उससे नौवीं राशि से गिने जाते हैं।',
    source: BPHS_6,
  },
  {
    division: 11, name: 'Rudramsha', hi: 'रुद्रांश', sanskrit: 'Rudrāṃśa (Ekādaśāṃśa)', signifies: 'Destruction, death, gains (modern use)',
    signifiesHi: 'विनाश, मृत्यु, लाभ (आधुनिक प्रयोग)', parts: 11,
    rule: { kind: 'equal', by: 'aries-mirror', step: 1 },
    ruleText: 'Parts of 2°43′38″. The first part of a sign falls in the sign as far before Aries as the sign is ' +
      'after it (Aries → Aries, Taurus → Pisces, Gemini → Aquarius …), later parts zodiacally (Sanjay Rath’s ' +
      'rudramsha).',
    ruleTextHi: '2°43′38″ के भाग। किसी राशि का पहला भाग उस राशि में पड़ता है जो मेष से उतनी ही पीछे है जितनी वह ' +
      'राशि मेष से आगे है (मेष → मेष, वृषभ → मीन, मिथुन → कुंभ …), आगे के भाग राशि-क्रम से (संजय रथ का रुद्रांश)।',
    source: `${JHORA}, rudramsa_chart method 1 "Traditional Parasara (Sanjay Rath)": sign index (12 − s + part) mod 12`,
  },
  {
    division: 12, name: 'Dwadashamsha', hi: 'द्वादशांश', sanskrit: 'Dvādaśāṃśa', signifies: 'Parents',
    signifiesHi: 'माता-पिता', parts: 12,
    rule: { kind: 'equal', by: 'all', start: { countFrom: 1 }, step: 1 },
    ruleText: 'Parts of 2°30′ counted from the sign itself.',
    ruleTextHi: '2°30′ के भाग, उसी राशि से गिने जाते हैं।',
    source: BPHS_6,
  },
  {
    division: 16, name: 'Shodashamsha', hi: 'षोडशांश', sanskrit: 'Ṣoḍaśāṃśa (Kalāṃśa)', signifies: 'Vehicles, comforts',
    signifiesHi: 'वाहन, सुख-सुविधाएँ', parts: 16,
    rule: { kind: 'equal', by: 'modality', movable: 1, fixed: 5, dual: 9, step: 1 },
    ruleText: 'Parts of 1°52′30″ counted from Aries in movable signs, from Leo in fixed signs and from Sagittarius ' +
      'in dual signs.',
    ruleTextHi: '1°52′30″ के भाग, चर राशियों में मेष से, स्थिर राशियों में सिंह से और द्विस्वभाव राशियों में धनु ' +
      'से गिने जाते हैं।',
    source: BPHS_6,
  },
  {
    division: 20, name: 'Vimshamsha', hi: 'विंशांश', sanskrit: 'Viṃśāṃśa', signifies: 'Spiritual practice, worship',
    signifiesHi: 'आध्यात्मिक साधना, उपासना', parts: 20,
    rule: { kind: 'equal', by: 'modality', movable: 1, fixed: 9, dual: 5, step: 1 },
    ruleText: 'Parts of 1°30′ counted from Aries in movable signs, from Sagittarius in fixed signs and from Leo in ' +
      'dual signs.',
    ruleTextHi: '1°30′ के भाग, चर राशियों में मेष से, स्थिर राशियों में धनु से और द्विस्वभाव राशियों में सिंह से ' +
      'गिने जाते हैं।',
    source: BPHS_6,
  },
  {
    division: 24, name: 'Chaturvimshamsha', hi: 'चतुर्विंशांश', sanskrit: 'Caturviṃśāṃśa (Siddhāṃśa)', signifies: 'Learning, education',
    signifiesHi: 'विद्या, शिक्षा', parts: 24,
    rule: { kind: 'equal', by: 'parity', odd: 5, even: 4, step: 1 },
    ruleText: 'Parts of 1°15′ counted from Leo in odd signs and from Cancer in even signs.',
    ruleTextHi: '1°15′ के भाग, विषम राशियों में सिंह से और सम राशियों में कर्क से गिने जाते हैं।',
    source: BPHS_6,
  },
  {
    division: 27, name: 'Bhamsha', hi: 'भांश', sanskrit: 'Bhāṃśa (Saptaviṃśāṃśa, Nakṣatrāṃśa)', signifies: 'Strength and weakness',
    signifiesHi: 'बल और निर्बलता', parts: 27,
    rule: { kind: 'equal', by: 'element', fire: 1, earth: 4, air: 7, water: 10, step: 1 },
    ruleText: 'Parts of 1°6′40″ counted from Aries for fiery signs, Cancer for earthy, Libra for airy and ' +
      'Capricorn for watery signs.',
    ruleTextHi: '1°6′40″ के भाग, अग्नि तत्व की राशियों में मेष से, पृथ्वी तत्व की में कर्क से, वायु तत्व की में ' +
      'तुला से और जल तत्व की राशियों में मकर से गिने जाते हैं।',
    source: BPHS_6,
  },
  {
    division: 30, name: 'Trimshamsha', hi: 'त्रिंशांश', sanskrit: 'Triṃśāṃśa', signifies: 'Evils, misfortunes',
    signifiesHi: 'अरिष्ट, दुर्भाग्य', parts: 5,
    rule: {
      kind: 'unequal',
      odd: [{ toDeg: 5, sign: 1 }, { toDeg: 10, sign: 11 }, { toDeg: 18, sign: 9 }, { toDeg: 25, sign: 3 }, { toDeg: 30, sign: 7 }],
      even: [{ toDeg: 5, sign: 2 }, { toDeg: 12, sign: 6 }, { toDeg: 20, sign: 12 }, { toDeg: 25, sign: 10 }, { toDeg: 30, sign: 8 }],
    },
    ruleText: 'Odd signs: 0°–5° Mars (Aries), 5°–10° Saturn (Aquarius), 10°–18° Jupiter (Sagittarius), 18°–25° ' +
      'Mercury (Gemini), 25°–30° Venus (Libra). Even signs: 0°–5° Venus (Taurus), 5°–12° Mercury (Virgo), 12°–20° ' +
      'Jupiter (Pisces), 20°–25° Saturn (Capricorn), 25°–30° Mars (Scorpio).',
    ruleTextHi: 'विषम राशियाँ: 0°–5° मंगल (मेष), 5°–10° शनि (कुंभ), 10°–18° गुरु (धनु), 18°–25° बुध (मिथुन), ' +
      '25°–30° शुक्र (तुला)। सम राशियाँ: 0°–5° शुक्र (वृषभ), 5°–12° बुध (कन्या), 12°–20° गुरु (मीन), 20°–25° शनि ' +
      '(मकर), 25°–30° मंगल (वृश्चिक)।',
    source: BPHS_6,
  },
  {
    division: 40, name: 'Khavedamsha', hi: 'खवेदांश', sanskrit: 'Khavedāṃśa', signifies: 'Auspicious and inauspicious effects (maternal)',
    signifiesHi: 'शुभ और अशुभ फल (मातृ पक्ष)', parts: 40,
    rule: { kind: 'equal', by: 'parity', odd: 1, even: 7, step: 1 },
    ruleText: 'Parts of 45′ counted from Aries in odd signs and from Libra in even signs.',
    ruleTextHi: '45′ के भाग, विषम राशियों में मेष से और सम राशियों में तुला से गिने जाते हैं।',
    source: BPHS_6,
  },
  {
    division: 45, name: 'Akshavedamsha', hi: 'अक्षवेदांश', sanskrit: 'Akṣavedāṃśa', signifies: 'General indications (paternal)',
    signifiesHi: 'सामान्य फल (पितृ पक्ष)', parts: 45,
    rule: { kind: 'equal', by: 'modality', movable: 1, fixed: 5, dual: 9, step: 1 },
    ruleText: 'Parts of 40′ counted from Aries in movable signs, from Leo in fixed signs and from Sagittarius in ' +
      'dual signs.',
    ruleTextHi: '40′ के भाग, चर राशियों में मेष से, स्थिर राशियों में सिंह से और द्विस्वभाव राशियों में धनु से ' +
      'गिने जाते हैं।',
    source: BPHS_6,
  },
  {
    division: 60, name: 'Shashtyamsha', hi: 'षष्ट्यंश', sanskrit: 'Ṣaṣṭyaṃśa', signifies: 'All indications; past karma',
    signifiesHi: 'सभी फल; पूर्व कर्म', parts: 60,
    rule: { kind: 'equal', by: 'all', start: { countFrom: 1 }, step: 1 },
    ruleText: 'Parts of 30′ counted from the sign itself (the longitude in the sign × 2, integer part, counted from ' +
      'the sign).',
    ruleTextHi: '30′ के भाग, उसी राशि से गिने जाते हैं (राशि में अंश × 2 का पूर्णांक भाग, उसी राशि से गिनकर)।',
    source: BPHS_6,
  },
] as const satisfies readonly VargaRecord[];

export type Varga = (typeof VARGAS)[number];
/** The D-numbers offered: 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 16, 20, 24, 27, 30, 40, 45, 60. */
export type VargaDivision = Varga['division'];

export const VARGA_DIVISIONS: readonly VargaDivision[] = VARGAS.map((varga) => varga.division);

const VARGA_BY_DIVISION: ReadonlyMap<number, Varga> = new Map(VARGAS.map((varga) => [varga.division, varga]));

/** True when `value` is one of the offered D-numbers (use at boundaries to narrow a number). */
export function isVargaDivision(value: number): value is VargaDivision {
  return VARGA_BY_DIVISION.has(value);
}

/** The varga record of a D-number. */
export function vargaByDivision(division: VargaDivision): Varga {
  return VARGA_BY_DIVISION.get(division) as Varga;
}
