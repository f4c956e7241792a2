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
 * - D81, D108, D144 and D150 (beyond the sixteen; named on request only, not part of `all`): D81, D108 and D144
 *   as PyJHora's method 1 of `nava_navamsa_chart`, `ashtotharamsa_chart` and `dwadas_dwadasamsa_chart`; D150 as
 *   Mudgala Hora (Ajit Krishnan, 2005; `Position.cs`, "D-150: Nadiamsa (Equal Size)") with the nadiamsha numbered
 *   in the Chandra Kala Nadi order. Each record says so.
 * - Alternative methods (`alternatives` of a record, chosen by `VargaMethodId`): the other rules Jagannatha Hora
 *   offers for a varga, as PyJHora reproduces them (`hora_chart`, `drekkana_chart`, `trimsamsa_chart` … with
 *   their `chart_method` numbers), checked against Mudgala Hora's `Position.cs` where it has them. The record's
 *   own rule is the method `parashara`, the default.
 *
 * Conventions of every record:
 * - signs are 1–12 (1 = Aries); a sign's parity is odd for Aries, Gemini, Leo, Libra, Sagittarius, Aquarius;
 * - `parts` equal parts of 30°/parts each (except D30, whose parts are unequal and listed in degrees);
 * - the first part of a sign goes to the sign named by `start`; each later part moves `step` signs onward
 *   in zodiacal order (step 1 unless stated);
 * - `start` is either a fixed sign number or `{ countFrom: n }` = the n-th sign from the sign itself
 *   (1 = the sign itself, 9 = its 9th);
 * - the degree inside the varga (astro/chart/vargas.ts) is the fraction of the part already travelled × 30°.
 * - `en` is the English (transliterated) name; the name and `signifies` are written in all nine languages (the
 *   Sanskrit name in each script, Tamil, Telugu and Malayalam with the neuter ending: Navamsam, Navamsham), the
 *   `ruleText` in English and Hindi.
 */

import { SIGNS } from './signs.ts';
import { type Names, named, type Text } from './text.ts';

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
    }
  /**
   * Parivritti: the 12 × parts parts of the zodiac run through the signs from Aries onward. `evenSigns`:
   * `forward` (every sign in zodiacal order: cyclic), `reversed` (an even sign takes its run from its last part
   * backwards), `from-pisces` (odd signs take consecutive runs forward from Aries, even signs consecutive runs
   * backward from Pisces: Somanatha).
   */
  | { readonly kind: 'parivritti'; readonly evenSigns: 'forward' | 'reversed' | 'from-pisces' }
  /** Equal parts with the sign of each part listed for each of the twelve signs (row 0 = Aries). */
  | { readonly kind: 'by-sign'; readonly signs: readonly (readonly SignNo[])[] }
  /** A varga of a varga: the longitude in varga `of[0]` (by its own rule), then its varga `of[1]`. */
  | { readonly kind: 'compound'; readonly of: readonly [number, number] }
  /**
   * Unequal parts whose boundaries are every part boundary of the listed equal divisions of a sign; the k-th part
   * (k from 1) goes to the k-th sign counted from the sign itself.
   */
  | { readonly kind: 'cusp-union'; readonly divisions: readonly number[] };

/** The methods a varga may be computed by; `parashara` is every varga's own rule (the default). */
export const VARGA_METHOD_IDS = [
  'parashara', 'parivritti', 'parivritti-even-reverse', 'somanatha', 'kashinatha', 'jagannatha', 'shashtyamsha-like', 'chandra-kala-nadi',
] as const;
export type VargaMethodId = (typeof VARGA_METHOD_IDS)[number];

/** The name of each method, for responses and pictures. */
export const VARGA_METHOD_NAMES: Readonly<Record<VargaMethodId, Text>> = {
  parashara: { en: 'Parashara', hi: 'पाराशर' },
  parivritti: { en: 'Parivritti (cyclic)', hi: 'परिवृत्ति (चक्रीय)' },
  'parivritti-even-reverse': { en: 'Parivritti, even signs reversed', hi: 'परिवृत्ति, सम राशियों में उलटी' },
  somanatha: { en: 'Somanatha', hi: 'सोमनाथ' },
  kashinatha: { en: 'Kashinatha', hi: 'काशीनाथ' },
  jagannatha: { en: 'Jagannatha', hi: 'जगन्नाथ' },
  'shashtyamsha-like': { en: 'Equal parts from the sign (shashtyamsha-like)', hi: 'राशि से समान भाग (षष्ट्यंश जैसा)' },
  'chandra-kala-nadi': { en: 'Chandra Kala Nadi', hi: 'चंद्रकला नाडी' },
};

/** A rule other than the record's own, with its source. */
export interface VargaMethodRecord {
  readonly id: Exclude<VargaMethodId, 'parashara'>;
  /** Number of parts per sign (unequal rules: the number of parts). */
  readonly parts: number;
  readonly rule: VargaRule;
  readonly ruleText: Text;
  readonly source: string;
}

/**
 * How the D150 parts are numbered (the nadiamsha whose name the Nadi texts read): `forward` = 1 … 150 from the
 * start of the sign, `backward` = 150 … 1, `from-middle` = 76 … 150, then 1 … 75.
 */
export interface NadiamshaNumbering {
  readonly movable: 'forward';
  readonly fixed: 'backward';
  readonly dual: 'from-middle';
}

interface VargaRecord extends Names {
  /** The D-number: the count of parts of a sign. */
  readonly division: number;
  readonly sanskrit: string;
  /** What the chart is read for (BPHS ch. 6–7 where given). */
  readonly signifies: Text;
  /** Number of parts per sign. */
  readonly parts: number;
  readonly rule: VargaRule;
  /** The rule in words, as the source gives it. */
  readonly ruleText: Text;
  readonly source: string;
  /** Other methods in use for this varga (the record's own rule is `parashara`). */
  readonly alternatives?: readonly VargaMethodRecord[];
  /** D150 only: the order the nadiamshas are numbered in. */
  readonly numbering?: NadiamshaNumbering;
}

const BPHS_6 = 'Brihat Parashara Hora Shastra ch. 6 (Shodashavarga), Santhanam translation';
const JHORA = 'Not in BPHS ch. 6. Jagannatha Hora "traditional Parasara" method as reproduced in PyJHora charts.py';
const PYJHORA = 'Jagannatha Hora as reproduced in PyJHora src/jhora/horoscope/chart/charts.py';
const MHORA = 'Mudgala Hora (Ajit Krishnan, 2005) Position.cs';

type Parivritti = Extract<VargaRule, { kind: 'parivritti' }>['evenSigns'];

/**
 * The sign index (0 = Aries) of part `part` (from 0) of sign index `sign` (0 = Aries) under a parivritti rule of
 * `parts` parts: the definition of the `parivritti` rule kind, used by the engine and for the rules' words.
 */
export function parivrittiSignIndex(evenSigns: Parivritti, parts: number, sign: number, part: number): number {
  const even = sign % 2 === 1;
  if (evenSigns === 'from-pisces') {
    const run = Math.floor(sign / 2) * parts + part;
    return even ? (((11 - run) % 12) + 12) % 12 : run % 12;
  }
  return (sign * parts + (even && evenSigns === 'reversed' ? parts - 1 - part : part)) % 12;
}

/** "Aries: Aries, Taurus …; Taurus: …" — the first parts of Aries and Taurus, for a rule's words. */
function parivrittiExample(evenSigns: Parivritti, parts: number, lang: 'en' | 'hi'): string {
  const shown = Math.min(parts, 3);
  const row = (sign: number) => {
    const names = Array.from({ length: shown }, (_, part) => named(SIGNS[parivrittiSignIndex(evenSigns, parts, sign, part)]!, lang));
    return `${named(SIGNS[sign]!, lang)}: ${names.join(', ')}${parts > shown ? ' …' : ''}`;
  };
  return `${row(0)}; ${row(1)}`;
}

const PARIVRITTI_WORDS: Record<Parivritti, Text> = {
  forward: {
    en: 'the parts of the whole zodiac run through the signs in order from Aries, again and again',
    hi: 'पूरे राशिचक्र के भाग मेष से क्रम से राशियों में बार-बार चलते हैं',
  },
  reversed: {
    en: 'the parts of the zodiac run through the signs in order from Aries, but an even sign takes its run from its last part backwards',
    hi: 'राशिचक्र के भाग मेष से क्रम से राशियों में चलते हैं, पर सम राशि अपना क्रम अपने अंतिम भाग से उलटा लेती है',
  },
  'from-pisces': {
    en: 'odd signs take consecutive runs of signs forward from Aries, even signs consecutive runs backward from Pisces',
    hi: 'विषम राशियाँ मेष से आगे और सम राशियाँ मीन से पीछे की ओर लगातार राशियाँ लेती हैं',
  },
};

/** A parivritti method: its rule, its words with an example, and its source. */
function parivrittiMethod(
  id: 'parivritti' | 'parivritti-even-reverse' | 'somanatha',
  parts: number,
  partSize: string,
  source: string,
): VargaMethodRecord {
  const evenSigns: Parivritti = id === 'parivritti' ? 'forward' : id === 'somanatha' ? 'from-pisces' : 'reversed';
  const words = PARIVRITTI_WORDS[evenSigns];
  return {
    id,
    parts,
    rule: { kind: 'parivritti', evenSigns },
    ruleText: { en: `Parts of ${partSize}; ${words.en} (${parivrittiExample(evenSigns, parts, 'en')}).`,
    hi: `${partSize} के भाग; ${words.hi} (${parivrittiExample(evenSigns, parts, 'hi')})।` },
    source,
  };
}

/** The three parivritti methods of a varga with PyJHora's `chart_method` numbers (cyclic, even-reverse, Somanatha). */
function parivrittiMethods(parts: number, partSize: string, fn: string, numbers: readonly [number | null, number, number], mhora = ''): VargaMethodRecord[] {
  const [cyclic, reverse, somanatha] = numbers;
  return [
    ...(cyclic === null ? [] : [parivrittiMethod('parivritti', parts, partSize, `${PYJHORA}, ${fn} method ${cyclic}${mhora}`)]),
    parivrittiMethod('parivritti-even-reverse', parts, partSize, `${PYJHORA}, ${fn} method ${reverse} (parivritti with even-sign reversal)`),
    parivrittiMethod('somanatha', parts, partSize, `${PYJHORA}, ${fn} method ${somanatha} (parivritti alternate, "Somanatha")`),
  ];
}

export const VARGAS = [
  {
    division: 1, en: 'Rashi', hi: 'राशि', ta: 'ராசி', te: 'రాశి', kn: 'ರಾಶಿ', ml: 'രാശി', mr: 'राशी', bn: 'রাশি', gu: 'રાશિ', sanskrit: 'Rāśi', signifies: { en: 'The body and everything (the birth chart itself)',
    hi: 'शरीर और सभी विषय (स्वयं जन्म कुंडली)',
    ta: 'உடல் மற்றும் அனைத்தும் (ஜாதகமே)',
    te: 'శరీరం, అన్ని విషయాలు (జన్మ కుండలియే)',
    kn: 'ದೇಹ ಮತ್ತು ಎಲ್ಲ ವಿಷಯಗಳು (ಜನ್ಮ ಕುಂಡಲಿಯೇ)',
    ml: 'ശരീരവും എല്ലാ വിഷയങ്ങളും (ജാതകം തന്നെ)',
    mr: 'शरीर आणि सर्व विषय (जन्मकुंडली स्वतः)',
    bn: 'দেহ ও সব বিষয় (জন্মকুণ্ডলী নিজেই)',
    gu: 'શરીર અને બધા વિષયો (જન્મકુંડળી પોતે)' }, parts: 1,
    rule: { kind: 'equal', by: 'all', start: { countFrom: 1 }, step: 1 },
    ruleText: { en: 'The sign itself.',
    hi: 'वही राशि।' },
    source: BPHS_6,
  },
  {
    division: 2, en: 'Hora', hi: 'होरा', ta: 'ஹோரை', te: 'హోర', kn: 'ಹೋರಾ', ml: 'ഹോര', mr: 'होरा', bn: 'হোরা', gu: 'હોરા', sanskrit: 'Horā', signifies: { en: 'Wealth',
    hi: 'धन',
    ta: 'செல்வம்',
    te: 'ధనం',
    kn: 'ಧನ',
    ml: 'ധനം',
    mr: 'धन',
    bn: 'ধন',
    gu: 'ધન' }, parts: 2,
    rule: { kind: 'table', odd: [5, 4], even: [4, 5] },
    ruleText: { en: 'In an odd sign the first half (0°–15°) is the hora of the Sun (Leo), the second that of the Moon ' +
      '(Cancer); in an even sign the first half is the Moon’s, the second the Sun’s.',
    hi: 'विषम राशि में पहला आधा भाग (0°–15°) सूर्य की होरा (सिंह) और दूसरा चंद्रमा की होरा (कर्क) है; सम ' +
      'राशि में पहला आधा भाग चंद्रमा का और दूसरा सूर्य का है।' },
    source: BPHS_6,
    alternatives: [
      ...parivrittiMethods(2, '15°', 'hora_chart', [4, 1, 6], '; Mudgala Hora "Hora (Parivritti)", HoraParivrittiDwaya'),
      {
        id: 'kashinatha',
        parts: 2,
        rule: {
          kind: 'by-sign',
          signs: [[8, 1], [2, 7], [6, 3], [4, 5], [5, 4], [3, 6], [7, 2], [1, 8], [12, 9], [10, 11], [11, 10], [9, 12]],
        },
        ruleText: { en: 'Parts of 15° belonging to the signs of the sign’s lord: in an odd sign the first hora is the lord’s ' +
          'sign named first, the second its other sign; in an even sign the reverse. Mars: Scorpio, Aries; Venus: Libra, ' +
          'Taurus; Mercury: Virgo, Gemini; Jupiter: Pisces, Sagittarius; Saturn: Aquarius, Capricorn; the luminaries ' +
          'share theirs: Cancer → Cancer, Leo; Leo → Leo, Cancer.',
        hi: '15° के भाग, राशि के स्वामी की राशियों के: विषम राशि में पहली होरा स्वामी की पहले लिखी राशि की, दूसरी ' +
          'उसकी दूसरी राशि की; सम राशि में उलटा। मंगल: वृश्चिक, मेष; शुक्र: तुला, वृषभ; बुध: कन्या, मिथुन; गुरु: मीन, धनु; ' +
          'शनि: कुंभ, मकर; सूर्य-चंद्र अपनी राशियाँ बाँटते हैं: कर्क → कर्क, सिंह; सिंह → सिंह, कर्क।' },
        source: `${MHORA}, ToDivisionPositionHoraKashinath (day and night sign tables). PyJHora's hora_chart method 5 ` +
          'differs in Cancer and Leo (both horas the sign itself) and takes Scorpio and Aquarius from the stronger co-lord',
      },
    ],
  },
  {
    division: 3, en: 'Drekkana', hi: 'द्रेष्काण', ta: 'திரேக்காணம்', te: 'ద్రేక్కాణం', kn: 'ದ್ರೇಕ್ಕಾಣ', ml: 'ദ്രേക്കാണം', mr: 'द्रेष्काण', bn: 'দ্রেক্কাণ', gu: 'દ્રેષ્કાણ', sanskrit: 'Dreṣkāṇa', signifies: { en: 'Siblings, courage',
    hi: 'भाई-बहन, साहस',
    ta: 'உடன்பிறப்புகள், தைரியம்',
    te: 'తోబుట్టువులు, ధైర్యం',
    kn: 'ಒಡಹುಟ್ಟಿದವರು, ಧೈರ್ಯ',
    ml: 'സഹോദരങ്ങൾ, ധൈര്യം',
    mr: 'भावंडे, धैर्य',
    bn: 'ভাইবোন, সাহস',
    gu: 'ભાઈ-બહેન, સાહસ' }, parts: 3,
    rule: { kind: 'equal', by: 'all', start: { countFrom: 1 }, step: 4 },
    ruleText: { en: 'Parts of 10°: the first belongs to the sign itself, the second to the 5th from it, the third to the ' +
      '9th from it.',
    hi: '10° के भाग: पहला उसी राशि का, दूसरा उससे पाँचवीं राशि का, तीसरा उससे नौवीं राशि का।' },
    source: BPHS_6,
    alternatives: [
      ...parivrittiMethods(3, '10°', 'drekkana_chart', [2, 5, 3], '; Mudgala Hora "Dreshkana (Parivritti)"'),
      {
        id: 'jagannatha',
        parts: 3,
        rule: { kind: 'equal', by: 'element', fire: 1, earth: 10, air: 7, water: 4, step: 4 },
        ruleText: { en: 'Parts of 10° belonging to the three signs of the sign’s trine (its element), counted from the ' +
          'movable sign of that trine: fire signs Aries, Leo, Sagittarius; earth signs Capricorn, Taurus, Virgo; air ' +
          'signs Libra, Aquarius, Gemini; water signs Cancer, Scorpio, Pisces.',
        hi: '10° के भाग, राशि के त्रिकोण (तत्व) की तीन राशियों के, उस त्रिकोण की चर राशि से गिने: अग्नि राशियों ' +
          'में मेष, सिंह, धनु; पृथ्वी राशियों में मकर, वृषभ, कन्या; वायु राशियों में तुला, कुंभ, मिथुन; जल राशियों में कर्क, ' +
          'वृश्चिक, मीन।' },
        source: `${PYJHORA}, drekkana_chart method 4 (const.drekkana_jagannatha); ${MHORA}, ToDivisionPositionDrekannaJagannath`,
      },
    ],
  },
  {
    division: 4, en: 'Chaturthamsha', hi: 'चतुर्थांश', ta: 'சதுர்த்தாம்சம்', te: 'చతుర్థాంశం', kn: 'ಚತುರ್ಥಾಂಶ', ml: 'ചതുർഥാംശം', mr: 'चतुर्थांश', bn: 'চতুর্থাংশ', gu: 'ચતુર્થાંશ', sanskrit: 'Caturthāṃśa', signifies: { en: 'Fortune, property, residence',
    hi: 'भाग्य, संपत्ति, निवास',
    ta: 'பாக்கியம், சொத்து, இருப்பிடம்',
    te: 'భాగ్యం, ఆస్తి, నివాసం',
    kn: 'ಭಾಗ್ಯ, ಆಸ್ತಿ, ನಿವಾಸ',
    ml: 'ഭാഗ്യം, സ്വത്ത്, വാസസ്ഥലം',
    mr: 'भाग्य, मालमत्ता, निवास',
    bn: 'ভাগ্য, সম্পত্তি, বাসস্থান',
    gu: 'ભાગ્ય, સંપત્તિ, નિવાસ' }, parts: 4,
    rule: { kind: 'equal', by: 'all', start: { countFrom: 1 }, step: 3 },
    ruleText: { en: 'Parts of 7°30′ ruled by the sign itself and the 4th, 7th and 10th from it, in that order.',
    hi: '7°30′ के भाग, क्रम से उसी राशि के और उससे चौथी, सातवीं और दसवीं राशि के।' },
    source: BPHS_6,
  },
  {
    division: 5, en: 'Panchamsha', hi: 'पंचमांश', ta: 'பஞ்சமாம்சம்', te: 'పంచమాంశం', kn: 'ಪಂಚಮಾಂಶ', ml: 'പഞ്ചമാംശം', mr: 'पंचमांश', bn: 'পঞ্চমাংশ', gu: 'પંચમાંશ', sanskrit: 'Pañcāṃśa', signifies: { en: 'Fame, authority, power (modern use)',
    hi: 'यश, अधिकार, शक्ति (आधुनिक प्रयोग)',
    ta: 'புகழ், அதிகாரம், வலிமை (நவீன வழக்கு)',
    te: 'కీర్తి, అధికారం, శక్తి (ఆధునిక వాడుక)',
    kn: 'ಕೀರ್ತಿ, ಅಧಿಕಾರ, ಶಕ್ತಿ (ಆಧುನಿಕ ಬಳಕೆ)',
    ml: 'കീർത്തി, അധികാരം, ശക്തി (ആധുനിക പ്രയോഗം)',
    mr: 'कीर्ती, अधिकार, सामर्थ्य (आधुनिक वापर)',
    bn: 'খ্যাতি, কর্তৃত্ব, ক্ষমতা (আধুনিক প্রয়োগ)',
    gu: 'કીર્તિ, અધિકાર, શક્તિ (આધુનિક પ્રયોગ)' }, parts: 5,
    rule: { kind: 'table', odd: [1, 11, 9, 3, 7], even: [2, 6, 12, 10, 8] },
    ruleText: { en: 'Parts of 6°. Odd signs: Aries, Aquarius, Sagittarius, Gemini, Libra; even signs: Taurus, Virgo, ' +
      'Pisces, Capricorn, Scorpio (the signs of the trimshamsha lords Mars, Saturn, Jupiter, Mercury, Venus, taken ' +
      'in equal parts).',
    hi: '6° के भाग। विषम राशियों में: मेष, कुंभ, धनु, मिथुन, तुला; सम राशियों में: वृषभ, कन्या, मीन, मकर, ' +
      'वृश्चिक (त्रिंशांश के स्वामी मंगल, शनि, गुरु, बुध, शुक्र की राशियाँ, बराबर भागों में)।' },
    source: `${JHORA}, panchamsa_chart method 1 (const.panchamsa_odd_signs = [0,10,8,2,6], even = [1,5,11,9,7])`,
  },
  {
    division: 6, en: 'Shashthamsha', hi: 'षष्ठांश', ta: 'சஷ்டாம்சம்', te: 'షష్ఠాంశం', kn: 'ಷಷ್ಠಾಂಶ', ml: 'ഷഷ്ഠാംശം', mr: 'षष्ठांश', bn: 'ষষ্ঠাংশ', gu: 'ષષ્ઠાંશ', sanskrit: 'Ṣaṣṭhāṃśa', signifies: { en: 'Health, disease (modern use)',
    hi: 'स्वास्थ्य, रोग (आधुनिक प्रयोग)',
    ta: 'உடல்நலம், நோய் (நவீன வழக்கு)',
    te: 'ఆరోగ్యం, వ్యాధి (ఆధునిక వాడుక)',
    kn: 'ಆರೋಗ್ಯ, ರೋಗ (ಆಧುನಿಕ ಬಳಕೆ)',
    ml: 'ആരോഗ്യം, രോഗം (ആധുനിക പ്രയോഗം)',
    mr: 'आरोग्य, रोग (आधुनिक वापर)',
    bn: 'স্বাস্থ্য, রোগ (আধুনিক প্রয়োগ)',
    gu: 'આરોગ્ય, રોગ (આધુનિક પ્રયોગ)' }, parts: 6,
    rule: { kind: 'equal', by: 'parity', odd: 1, even: 7, step: 1 },
    ruleText: { en: 'Parts of 5° counted from Aries in odd signs and from Libra in even signs.',
    hi: '5° के भाग, विषम राशियों में मेष से और सम राशियों में तुला से गिने जाते हैं।' },
    source: `${JHORA}, shashthamsa_chart method 1`,
  },
  {
    division: 7, en: 'Saptamsha', hi: 'सप्तमांश', ta: 'சப்தமாம்சம்', te: 'సప్తమాంశం', kn: 'ಸಪ್ತಮಾಂಶ', ml: 'സപ്തമാംശം', mr: 'सप्तमांश', bn: 'সপ্তমাংশ', gu: 'સપ્તમાંશ', sanskrit: 'Saptāṃśa', signifies: { en: 'Children, progeny',
    hi: 'संतान, वंश',
    ta: 'குழந்தைகள், சந்ததி',
    te: 'సంతానం, వంశం',
    kn: 'ಸಂತಾನ, ವಂಶ',
    ml: 'സന്താനങ്ങൾ, വംശം',
    mr: 'संतती, वंश',
    bn: 'সন্তান, বংশ',
    gu: 'સંતાન, વંશ' }, parts: 7,
    rule: { kind: 'equal', by: 'parity', odd: { countFrom: 1 }, even: { countFrom: 7 }, step: 1 },
    ruleText: { en: 'Parts of 4°17′8.6″ counted from the sign itself in odd signs and from its 7th in even signs.',
    hi: '4°17′8.6″ के भाग, विषम राशियों में उसी राशि से और सम राशियों में उससे सातवीं राशि से गिने जाते हैं।' },
    source: BPHS_6,
  },
  {
    division: 8, en: 'Ashtamsha', hi: 'अष्टमांश', ta: 'அஷ்டமாம்சம்', te: 'అష్టమాంశం', kn: 'ಅಷ್ಟಮಾಂಶ', ml: 'അഷ്ടമാംശം', mr: 'अष्टमांश', bn: 'অষ্টমাংশ', gu: 'અષ્ટમાંશ', sanskrit: 'Aṣṭāṃśa', signifies: { en: 'Longevity, sudden events (modern use)',
    hi: 'आयु, आकस्मिक घटनाएँ (आधुनिक प्रयोग)',
    ta: 'ஆயுள், திடீர் நிகழ்வுகள் (நவீன வழக்கு)',
    te: 'ఆయుష్షు, ఆకస్మిక సంఘటనలు (ఆధునిక వాడుక)',
    kn: 'ಆಯುಷ್ಯ, ಆಕಸ್ಮಿಕ ಘಟನೆಗಳು (ಆಧುನಿಕ ಬಳಕೆ)',
    ml: 'ആയുസ്സ്, ആകസ്മിക സംഭവങ്ങൾ (ആധുനിക പ്രയോഗം)',
    mr: 'आयुष्य, आकस्मिक घटना (आधुनिक वापर)',
    bn: 'আয়ু, আকস্মিক ঘটনা (আধুনিক প্রয়োগ)',
    gu: 'આયુષ્ય, આકસ્મિક ઘટનાઓ (આધુનિક પ્રયોગ)' }, parts: 8,
    rule: { kind: 'equal', by: 'modality', movable: 1, fixed: 9, dual: 5, step: 1 },
    ruleText: { en: 'Parts of 3°45′ counted from Aries in movable signs, from Sagittarius in fixed signs and from Leo in ' +
      'dual signs.',
    hi: '3°45′ के भाग, चर राशियों में मेष से, स्थिर राशियों में धनु से और द्विस्वभाव राशियों में सिंह से ' +
      'गिने जाते हैं।' },
    source: `${JHORA}, ashtamsa_chart method 1`,
  },
  {
    division: 9, en: 'Navamsha', hi: 'नवमांश', ta: 'நவாம்சம்', te: 'నవాంశం', kn: 'ನವಾಂಶ', ml: 'നവാംശം', mr: 'नवमांश', bn: 'নবমাংশ', gu: 'નવમાંશ', sanskrit: 'Navāṃśa', signifies: { en: 'Spouse, dharma, strength of the grahas',
    hi: 'जीवनसाथी, धर्म, ग्रहों का बल',
    ta: 'வாழ்க்கைத் துணை, தர்மம், கிரகங்களின் பலம்',
    te: 'జీవిత భాగస్వామి, ధర్మం, గ్రహాల బలం',
    kn: 'ಬಾಳಸಂಗಾತಿ, ಧರ್ಮ, ಗ್ರಹಗಳ ಬಲ',
    ml: 'ജീവിതപങ്കാളി, ധർമ്മം, ഗ്രഹങ്ങളുടെ ബലം',
    mr: 'जोडीदार, धर्म, ग्रहांचे बल',
    bn: 'জীবনসঙ্গী, ধর্ম, গ্রহের বল',
    gu: 'જીવનસાથી, ધર્મ, ગ્રહોનું બળ' }, parts: 9,
    rule: { kind: 'equal', by: 'modality', movable: { countFrom: 1 }, fixed: { countFrom: 9 }, dual: { countFrom: 5 }, step: 1 },
    ruleText: { en: 'Parts of 3°20′ counted from the sign itself in movable signs, from its 9th in fixed signs and from ' +
      'its 5th in dual signs (equivalently from Aries, Capricorn, Libra, Cancer for fire, earth, air, water signs).',
    hi: '3°20′ के भाग, चर राशियों में उसी राशि से, स्थिर राशियों में उससे नौवीं राशि से और द्विस्वभाव ' +
      'राशियों में उससे पाँचवीं राशि से गिने जाते हैं (अर्थात अग्नि, पृथ्वी, वायु और जल तत्व की राशियों में ' +
      'क्रमशः मेष, मकर, तुला और कर्क से)।' },
    source: BPHS_6,
  },
  {
    division: 10, en: 'Dashamsha', hi: 'दशमांश', ta: 'தசாம்சம்', te: 'దశాంశం', kn: 'ದಶಾಂಶ', ml: 'ദശാംശം', mr: 'दशमांश', bn: 'দশমাংশ', gu: 'દશમાંશ', sanskrit: 'Daśāṃśa', signifies: { en: 'Career, great achievements',
    hi: 'व्यवसाय, बड़ी उपलब्धियाँ',
    ta: 'தொழில், பெரும் சாதனைகள்',
    te: 'వృత్తి, గొప్ప విజయాలు',
    kn: 'ವೃತ್ತಿ, ದೊಡ್ಡ ಸಾಧನೆಗಳು',
    ml: 'തൊഴിൽ, വലിയ നേട്ടങ്ങൾ',
    mr: 'व्यवसाय, मोठी कामगिरी',
    bn: 'পেশা, বড় সাফল্য',
    gu: 'વ્યવસાય, મોટી સિદ્ધિઓ' }, parts: 10,
    rule: { kind: 'equal', by: 'parity', odd: { countFrom: 1 }, even: { countFrom: 9 }, step: 1 },
    ruleText: { en: 'Parts of 3° counted from the sign itself in odd signs and from its 9th in even signs.',
    hi: '3° के भाग, विषम राशियों में उसी राशि से और सम राशियों में उससे नौवीं राशि से गिने जाते हैं।' },
    source: BPHS_6,
  },
  {
    division: 11, en: 'Rudramsha', hi: 'रुद्रांश', ta: 'ருத்ராம்சம்', te: 'రుద్రాంశం', kn: 'ರುದ್ರಾಂಶ', ml: 'രുദ്രാംശം', mr: 'रुद्रांश', bn: 'রুদ্রাংশ', gu: 'રુદ્રાંશ', sanskrit: 'Rudrāṃśa (Ekādaśāṃśa)', signifies: { en: 'Destruction, death, gains (modern use)',
    hi: 'विनाश, मृत्यु, लाभ (आधुनिक प्रयोग)',
    ta: 'அழிவு, மரணம், லாபம் (நவீன வழக்கு)',
    te: 'వినాశం, మరణం, లాభం (ఆధునిక వాడుక)',
    kn: 'ವಿನಾಶ, ಮರಣ, ಲಾಭ (ಆಧುನಿಕ ಬಳಕೆ)',
    ml: 'നാശം, മരണം, ലാഭം (ആധുനിക പ്രയോഗം)',
    mr: 'विनाश, मृत्यू, लाभ (आधुनिक वापर)',
    bn: 'বিনাশ, মৃত্যু, লাভ (আধুনিক প্রয়োগ)',
    gu: 'વિનાશ, મૃત્યુ, લાભ (આધુનિક પ્રયોગ)' }, parts: 11,
    rule: { kind: 'equal', by: 'aries-mirror', step: 1 },
    ruleText: { en: 'Parts of 2°43′38″. The first part of a sign falls in the sign as far before Aries as the sign is ' +
      'after it (Aries → Aries, Taurus → Pisces, Gemini → Aquarius …), later parts zodiacally (Sanjay Rath’s ' +
      'rudramsha).',
    hi: '2°43′38″ के भाग। किसी राशि का पहला भाग उस राशि में पड़ता है जो मेष से उतनी ही पीछे है जितनी वह ' +
      'राशि मेष से आगे है (मेष → मेष, वृषभ → मीन, मिथुन → कुंभ …), आगे के भाग राशि-क्रम से (संजय रथ का रुद्रांश)।' },
    source: `${JHORA}, rudramsa_chart method 1 "Traditional Parasara (Sanjay Rath)": sign index (12 − s + part) mod 12`,
  },
  {
    division: 12, en: 'Dwadashamsha', hi: 'द्वादशांश', ta: 'துவாதசாம்சம்', te: 'ద్వాదశాంశం', kn: 'ದ್ವಾದಶಾಂಶ', ml: 'ദ്വാദശാംശം', mr: 'द्वादशांश', bn: 'দ্বাদশাংশ', gu: 'દ્વાદશાંશ', sanskrit: 'Dvādaśāṃśa', signifies: { en: 'Parents',
    hi: 'माता-पिता',
    ta: 'பெற்றோர்',
    te: 'తల్లిదండ్రులు',
    kn: 'ತಂದೆತಾಯಿ',
    ml: 'മാതാപിതാക്കൾ',
    mr: 'आईवडील',
    bn: 'পিতামাতা',
    gu: 'માતા-પિતા' }, parts: 12,
    rule: { kind: 'equal', by: 'all', start: { countFrom: 1 }, step: 1 },
    ruleText: { en: 'Parts of 2°30′ counted from the sign itself.',
    hi: '2°30′ के भाग, उसी राशि से गिने जाते हैं।' },
    source: BPHS_6,
  },
  {
    division: 16, en: 'Shodashamsha', hi: 'षोडशांश', ta: 'சோடசாம்சம்', te: 'షోడశాంశం', kn: 'ಷೋಡಶಾಂಶ', ml: 'ഷോഡശാംശം', mr: 'षोडशांश', bn: 'ষোড়শাংশ', gu: 'ષોડશાંશ', sanskrit: 'Ṣoḍaśāṃśa (Kalāṃśa)', signifies: { en: 'Vehicles, comforts',
    hi: 'वाहन, सुख-सुविधाएँ',
    ta: 'வாகனங்கள், சுகவசதிகள்',
    te: 'వాహనాలు, సుఖసౌకర్యాలు',
    kn: 'ವಾಹನಗಳು, ಸುಖಸೌಲಭ್ಯಗಳು',
    ml: 'വാഹനങ്ങൾ, സുഖസൗകര്യങ്ങൾ',
    mr: 'वाहने, सुखसोयी',
    bn: 'যানবাহন, সুখস্বাচ্ছন্দ্য',
    gu: 'વાહનો, સુખ-સગવડો' }, parts: 16,
    rule: { kind: 'equal', by: 'modality', movable: 1, fixed: 5, dual: 9, step: 1 },
    ruleText: { en: 'Parts of 1°52′30″ counted from Aries in movable signs, from Leo in fixed signs and from Sagittarius ' +
      'in dual signs.',
    hi: '1°52′30″ के भाग, चर राशियों में मेष से, स्थिर राशियों में सिंह से और द्विस्वभाव राशियों में धनु ' +
      'से गिने जाते हैं।' },
    source: BPHS_6,
  },
  {
    division: 20, en: 'Vimshamsha', hi: 'विंशांश', ta: 'விம்சாம்சம்', te: 'వింశాంశం', kn: 'ವಿಂಶಾಂಶ', ml: 'വിംശാംശം', mr: 'विंशांश', bn: 'বিংশাংশ', gu: 'વિંશાંશ', sanskrit: 'Viṃśāṃśa', signifies: { en: 'Spiritual practice, worship',
    hi: 'आध्यात्मिक साधना, उपासना',
    ta: 'ஆன்மீகச் சாதனை, வழிபாடு',
    te: 'ఆధ్యాత్మిక సాధన, ఉపాసన',
    kn: 'ಆಧ್ಯಾತ್ಮಿಕ ಸಾಧನೆ, ಉಪಾಸನೆ',
    ml: 'ആത്മീയ സാധന, ഉപാസന',
    mr: 'आध्यात्मिक साधना, उपासना',
    bn: 'আধ্যাত্মিক সাধনা, উপাসনা',
    gu: 'આધ્યાત્મિક સાધના, ઉપાસના' }, parts: 20,
    rule: { kind: 'equal', by: 'modality', movable: 1, fixed: 9, dual: 5, step: 1 },
    ruleText: { en: 'Parts of 1°30′ counted from Aries in movable signs, from Sagittarius in fixed signs and from Leo in ' +
      'dual signs.',
    hi: '1°30′ के भाग, चर राशियों में मेष से, स्थिर राशियों में धनु से और द्विस्वभाव राशियों में सिंह से ' +
      'गिने जाते हैं।' },
    source: BPHS_6,
  },
  {
    division: 24, en: 'Chaturvimshamsha', hi: 'चतुर्विंशांश', ta: 'சதுர்விம்சாம்சம்', te: 'చతుర్వింశాంశం', kn: 'ಚತುರ್ವಿಂಶಾಂಶ', ml: 'ചതുർവിംശാംശം', mr: 'चतुर्विंशांश', bn: 'চতুর্বিংশাংশ', gu: 'ચતુર્વિંશાંશ', sanskrit: 'Caturviṃśāṃśa (Siddhāṃśa)', signifies: { en: 'Learning, education',
    hi: 'विद्या, शिक्षा',
    ta: 'வித்தை, கல்வி',
    te: 'విద్య, చదువు',
    kn: 'ವಿದ್ಯೆ, ಶಿಕ್ಷಣ',
    ml: 'വിദ്യ, പഠനം',
    mr: 'विद्या, शिक्षण',
    bn: 'বিদ্যা, শিক্ষা',
    gu: 'વિદ્યા, શિક્ષણ' }, parts: 24,
    rule: { kind: 'equal', by: 'parity', odd: 5, even: 4, step: 1 },
    ruleText: { en: 'Parts of 1°15′ counted from Leo in odd signs and from Cancer in even signs.',
    hi: '1°15′ के भाग, विषम राशियों में सिंह से और सम राशियों में कर्क से गिने जाते हैं।' },
    source: BPHS_6,
  },
  {
    division: 27, en: 'Bhamsha', hi: 'भांश', ta: 'பாம்சம்', te: 'భాంశం', kn: 'ಭಾಂಶ', ml: 'ഭാംശം', mr: 'भांश', bn: 'ভাংশ', gu: 'ભાંશ', sanskrit: 'Bhāṃśa (Saptaviṃśāṃśa, Nakṣatrāṃśa)', signifies: { en: 'Strength and weakness',
    hi: 'बल और निर्बलता',
    ta: 'பலமும் பலவீனமும்',
    te: 'బలం, బలహీనత',
    kn: 'ಬಲ ಮತ್ತು ದೌರ್ಬಲ್ಯ',
    ml: 'ബലവും ദൗർബല്യവും',
    mr: 'बल आणि दुर्बलता',
    bn: 'বল ও দুর্বলতা',
    gu: 'બળ અને નિર્બળતા' }, parts: 27,
    rule: { kind: 'equal', by: 'element', fire: 1, earth: 4, air: 7, water: 10, step: 1 },
    ruleText: { en: 'Parts of 1°6′40″ counted from Aries for fiery signs, Cancer for earthy, Libra for airy and ' +
      'Capricorn for watery signs.',
    hi: '1°6′40″ के भाग, अग्नि तत्व की राशियों में मेष से, पृथ्वी तत्व की में कर्क से, वायु तत्व की में ' +
      'तुला से और जल तत्व की राशियों में मकर से गिने जाते हैं।' },
    source: BPHS_6,
  },
  {
    division: 30, en: 'Trimshamsha', hi: 'त्रिंशांश', ta: 'திரிம்சாம்சம்', te: 'త్రింశాంశం', kn: 'ತ್ರಿಂಶಾಂಶ', ml: 'ത്രിംശാംശം', mr: 'त्रिंशांश', bn: 'ত্রিংশাংশ', gu: 'ત્રિંશાંશ', sanskrit: 'Triṃśāṃśa', signifies: { en: 'Evils, misfortunes',
    hi: 'अरिष्ट, दुर्भाग्य',
    ta: 'அரிஷ்டங்கள், துரதிர்ஷ்டம்',
    te: 'అరిష్టాలు, దురదృష్టం',
    kn: 'ಅರಿಷ್ಟಗಳು, ದುರದೃಷ್ಟ',
    ml: 'അരിഷ്ടങ്ങൾ, ദൗർഭാഗ്യം',
    mr: 'अरिष्टे, दुर्भाग्य',
    bn: 'অরিষ্ট, দুর্ভাগ্য',
    gu: 'અરિષ્ટ, દુર્ભાગ્ય' }, parts: 5,
    rule: {
      kind: 'unequal',
      odd: [{ toDeg: 5, sign: 1 }, { toDeg: 10, sign: 11 }, { toDeg: 18, sign: 9 }, { toDeg: 25, sign: 3 }, { toDeg: 30, sign: 7 }],
      even: [{ toDeg: 5, sign: 2 }, { toDeg: 12, sign: 6 }, { toDeg: 20, sign: 12 }, { toDeg: 25, sign: 10 }, { toDeg: 30, sign: 8 }],
    },
    ruleText: { en: 'Odd signs: 0°–5° Mars (Aries), 5°–10° Saturn (Aquarius), 10°–18° Jupiter (Sagittarius), 18°–25° ' +
      'Mercury (Gemini), 25°–30° Venus (Libra). Even signs: 0°–5° Venus (Taurus), 5°–12° Mercury (Virgo), 12°–20° ' +
      'Jupiter (Pisces), 20°–25° Saturn (Capricorn), 25°–30° Mars (Scorpio).',
    hi: 'विषम राशियाँ: 0°–5° मंगल (मेष), 5°–10° शनि (कुंभ), 10°–18° गुरु (धनु), 18°–25° बुध (मिथुन), ' +
      '25°–30° शुक्र (तुला)। सम राशियाँ: 0°–5° शुक्र (वृषभ), 5°–12° बुध (कन्या), 12°–20° गुरु (मीन), 20°–25° शनि ' +
      '(मकर), 25°–30° मंगल (वृश्चिक)।' },
    source: BPHS_6,
    alternatives: [
      ...parivrittiMethods(30, '1°', 'trimsamsa_chart', [2, 4, 5], '; Mudgala Hora "Trimsamsa (Parivritti)"'),
      {
        id: 'shashtyamsha-like',
        parts: 30,
        rule: { kind: 'equal', by: 'all', start: { countFrom: 1 }, step: 1 },
        ruleText: { en: 'Thirty equal parts of 1° counted from the sign itself, as the shashtyamsha counts its parts.',
        hi: '1° के तीस समान भाग, उसी राशि से गिने, जैसे षष्ट्यंश अपने भाग गिनता है।' },
        source: `${PYJHORA}, trimsamsa_chart method 3 ("Shastyamsa like trimsamsa"); ${MHORA}, "Trimsamsa (Simple)"`,
      },
    ],
  },
  {
    division: 40, en: 'Khavedamsha', hi: 'खवेदांश', ta: 'கவேதாம்சம்', te: 'ఖవేదాంశం', kn: 'ಖವೇದಾಂಶ', ml: 'ഖവേദാംശം', mr: 'खवेदांश', bn: 'খবেদাংশ', gu: 'ખવેદાંશ', sanskrit: 'Khavedāṃśa', signifies: { en: 'Auspicious and inauspicious effects (maternal)',
    hi: 'शुभ और अशुभ फल (मातृ पक्ष)',
    ta: 'நல்ல, தீய பலன்கள் (தாய் வழி)',
    te: 'శుభ, అశుభ ఫలాలు (మాతృ పక్షం)',
    kn: 'ಶುಭ ಮತ್ತು ಅಶುಭ ಫಲಗಳು (ತಾಯಿಯ ಕಡೆ)',
    ml: 'ശുഭവും അശുഭവുമായ ഫലങ്ങൾ (മാതൃപക്ഷം)',
    mr: 'शुभ आणि अशुभ फल (मातृपक्ष)',
    bn: 'শুভ ও অশুভ ফল (মাতৃপক্ষ)',
    gu: 'શુભ અને અશુભ ફળ (માતૃપક્ષ)' }, parts: 40,
    rule: { kind: 'equal', by: 'parity', odd: 1, even: 7, step: 1 },
    ruleText: { en: 'Parts of 45′ counted from Aries in odd signs and from Libra in even signs.',
    hi: '45′ के भाग, विषम राशियों में मेष से और सम राशियों में तुला से गिने जाते हैं।' },
    source: BPHS_6,
  },
  {
    division: 45, en: 'Akshavedamsha', hi: 'अक्षवेदांश', ta: 'அக்ஷவேதாம்சம்', te: 'అక్షవేదాంశం', kn: 'ಅಕ್ಷವೇದಾಂಶ', ml: 'അക്ഷവേദാംശം', mr: 'अक्षवेदांश', bn: 'অক্ষবেদাংশ', gu: 'અક્ષવેદાંશ', sanskrit: 'Akṣavedāṃśa', signifies: { en: 'General indications (paternal)',
    hi: 'सामान्य फल (पितृ पक्ष)',
    ta: 'பொதுப் பலன்கள் (தந்தை வழி)',
    te: 'సాధారణ ఫలాలు (పితృ పక్షం)',
    kn: 'ಸಾಮಾನ್ಯ ಫಲಗಳು (ತಂದೆಯ ಕಡೆ)',
    ml: 'പൊതുഫലങ്ങൾ (പിതൃപക്ഷം)',
    mr: 'सामान्य फल (पितृपक्ष)',
    bn: 'সাধারণ ফল (পিতৃপক্ষ)',
    gu: 'સામાન્ય ફળ (પિતૃપક્ષ)' }, parts: 45,
    rule: { kind: 'equal', by: 'modality', movable: 1, fixed: 5, dual: 9, step: 1 },
    ruleText: { en: 'Parts of 40′ counted from Aries in movable signs, from Leo in fixed signs and from Sagittarius in ' +
      'dual signs.',
    hi: '40′ के भाग, चर राशियों में मेष से, स्थिर राशियों में सिंह से और द्विस्वभाव राशियों में धनु से ' +
      'गिने जाते हैं।' },
    source: BPHS_6,
  },
  {
    division: 60, en: 'Shashtyamsha', hi: 'षष्ट्यंश', ta: 'சஷ்டியாம்சம்', te: 'షష్ట్యంశం', kn: 'ಷಷ್ಟ್ಯಂಶ', ml: 'ഷഷ്ട്യംശം', mr: 'षष्ट्यंश', bn: 'ষষ্ট্যংশ', gu: 'ષષ્ટ્યંશ', sanskrit: 'Ṣaṣṭyaṃśa', signifies: { en: 'All indications; past karma',
    hi: 'सभी फल; पूर्व कर्म',
    ta: 'அனைத்துப் பலன்களும்; பூர்வ கர்மம்',
    te: 'అన్ని ఫలాలు; పూర్వ కర్మ',
    kn: 'ಎಲ್ಲ ಫಲಗಳು; ಪೂರ್ವ ಕರ್ಮ',
    ml: 'എല്ലാ ഫലങ്ങളും; പൂർവകർമ്മം',
    mr: 'सर्व फल; पूर्वकर्म',
    bn: 'সব ফল; পূর্বকর্ম',
    gu: 'બધાં ફળ; પૂર્વકર્મ' }, parts: 60,
    rule: { kind: 'equal', by: 'all', start: { countFrom: 1 }, step: 1 },
    ruleText: { en: 'Parts of 30′ counted from the sign itself (the longitude in the sign × 2, integer part, counted from ' +
      'the sign).',
    hi: '30′ के भाग, उसी राशि से गिने जाते हैं (राशि में अंश × 2 का पूर्णांक भाग, उसी राशि से गिनकर)।' },
    source: BPHS_6,
  },
  {
    division: 81, en: 'Nava-navamsha', hi: 'नव-नवमांश', ta: 'நவ-நவாம்சம்', te: 'నవ-నవాంశం', kn: 'ನವ-ನವಾಂಶ', ml: 'നവ-നവാംശം', mr: 'नव-नवमांश', bn: 'নব-নবমাংশ', gu: 'નવ-નવમાંશ', sanskrit: 'Nava-navāṃśa', signifies: { en: 'The navamsha refined: dharma, spouse, inner strength (modern use)',
    hi: 'सूक्ष्म नवमांश: धर्म, जीवनसाथी, आंतरिक बल (आधुनिक प्रयोग)',
    ta: 'நுட்பமான நவாம்சம்: தர்மம், வாழ்க்கைத் துணை, உள் வலிமை (நவீன வழக்கு)',
    te: 'సూక్ష్మ నవాంశం: ధర్మం, జీవిత భాగస్వామి, అంతర్గత బలం (ఆధునిక వాడుక)',
    kn: 'ಸೂಕ್ಷ್ಮ ನವಾಂಶ: ಧರ್ಮ, ಬಾಳಸಂಗಾತಿ, ಆಂತರಿಕ ಬಲ (ಆಧುನಿಕ ಬಳಕೆ)',
    ml: 'സൂക്ഷ്മ നവാംശം: ധർമ്മം, ജീവിതപങ്കാളി, ആന്തരിക ബലം (ആധുനിക പ്രയോഗം)',
    mr: 'सूक्ष्म नवमांश: धर्म, जोडीदार, आंतरिक बल (आधुनिक वापर)',
    bn: 'সূক্ষ্ম নবমাংশ: ধর্ম, জীবনসঙ্গী, অন্তরের বল (আধুনিক প্রয়োগ)',
    gu: 'સૂક્ષ્મ નવમાંશ: ધર્મ, જીવનસાથી, આંતરિક બળ (આધુનિક પ્રયોગ)' }, parts: 81,
    rule: { kind: 'equal', by: 'modality', movable: { countFrom: 1 }, fixed: { countFrom: 9 }, dual: { countFrom: 5 }, step: 1 },
    ruleText: { en: 'Parts of 22′13.3″ counted like the navamsha: from the sign itself in movable signs, from its 9th in ' +
      'fixed signs and from its 5th in dual signs. This is the 972 parts of the zodiac running from Aries in order, ' +
      'and the same sign as the navamsha of the navamsha.',
    hi: '22′13.3″ के भाग, नवमांश की तरह गिने: चर राशियों में उसी राशि से, स्थिर राशियों में उससे नौवीं से और ' +
      'द्विस्वभाव राशियों में उससे पाँचवीं राशि से। यह राशिचक्र के 972 भागों का मेष से क्रम है, और नवमांश के नवमांश ' +
      'वाली ही राशि देता है।' },
    source: `Not in BPHS ch. 6. ${PYJHORA}, nava_navamsa_chart method 1 "Traditional Parasara (Parivritti Cyclic)"`,
    alternatives: parivrittiMethods(81, '22′13.3″', 'nava_navamsa_chart', [null, 2, 3]),
  },
  {
    division: 108, en: 'Ashtottaramsha', hi: 'अष्टोत्तरांश', ta: 'அஷ்டோத்தராம்சம்', te: 'అష్టోత్తరాంశం', kn: 'ಅಷ್ಟೋತ್ತರಾಂಶ', ml: 'അഷ്ടോത്തരാംശം', mr: 'अष्टोत्तरांश', bn: 'অষ্টোত্তরাংশ', gu: 'અષ્ટોત્તરાંશ', sanskrit: 'Aṣṭottarāṃśa', signifies: { en: 'Fortune and merit of past lives, the navamsha refined by the dwadashamsha (modern use)',
    hi: 'भाग्य और पूर्व जन्म का पुण्य, द्वादशांश से सूक्ष्म किया गया नवमांश (आधुनिक प्रयोग)',
    ta: 'பாக்கியமும் முற்பிறவிப் புண்ணியமும்; துவாதசாம்சத்தால் நுட்பமாக்கப்பட்ட நவாம்சம் (நவீன வழக்கு)',
    te: 'భాగ్యం, పూర్వజన్మ పుణ్యం; ద్వాదశాంశంతో సూక్ష్మీకరించిన నవాంశం (ఆధునిక వాడుక)',
    kn: 'ಭಾಗ್ಯ ಮತ್ತು ಪೂರ್ವಜನ್ಮದ ಪುಣ್ಯ; ದ್ವಾದಶಾಂಶದಿಂದ ಸೂಕ್ಷ್ಮಗೊಳಿಸಿದ ನವಾಂಶ (ಆಧುನಿಕ ಬಳಕೆ)',
    ml: 'ഭാഗ്യവും പൂർവജന്മപുണ്യവും; ദ്വാദശാംശം കൊണ്ട് സൂക്ഷ്മമാക്കിയ നവാംശം (ആധുനിക പ്രയോഗം)',
    mr: 'भाग्य आणि पूर्वजन्मीचे पुण्य; द्वादशांशाने सूक्ष्म केलेला नवमांश (आधुनिक वापर)',
    bn: 'ভাগ্য ও পূর্বজন্মের পুণ্য; দ্বাদশাংশে সূক্ষ্ম করা নবমাংশ (আধুনিক প্রয়োগ)',
    gu: 'ભાગ્ય અને પૂર્વજન્મનું પુણ્ય; દ્વાદશાંશથી સૂક્ષ્મ કરેલો નવમાંશ (આધુનિક પ્રયોગ)' }, parts: 108,
    rule: { kind: 'compound', of: [9, 12] },
    ruleText: { en: 'Parts of 16′40″: the dwadashamsha of the navamsha. The longitude is first taken to its navamsha (sign ' +
      'and degree), and the dwadashamsha of that navamsha longitude is the ashtottaramsha.',
    hi: '16′40″ के भाग: नवमांश का द्वादशांश। पहले अंश का नवमांश (राशि और अंश) लिया जाता है, फिर उस नवमांश ' +
      'अंश का द्वादशांश अष्टोत्तरांश है।' },
    source: `Not in BPHS ch. 6. ${PYJHORA}, ashtotharamsa_chart method 1 "Traditional Parasara" (the D9 chart, then ` +
      `its D12); ${MHORA}, "D-9-12: Navamsa-Dwadasamsa (Composite)"`,
    alternatives: parivrittiMethods(108, '16′40″', 'ashtotharamsa_chart', [2, 3, 4], '; Mudgala Hora "D-108: Ashtottaramsa (Regular)"'),
  },
  {
    division: 144, en: 'Dwadash-dwadashamsha', hi: 'द्वादश-द्वादशांश', ta: 'துவாதச-துவாதசாம்சம்', te: 'ద్వాదశ-ద్వాదశాంశం', kn: 'ದ್ವಾದಶ-ದ್ವಾದಶಾಂಶ', ml: 'ദ്വാദശ-ദ്വാദശാംശം', mr: 'द्वादश-द्वादशांश', bn: 'দ্বাদশ-দ্বাদশাংশ', gu: 'દ્વાદશ-દ્વાદશાંશ', sanskrit: 'Dvādaśa-dvādaśāṃśa', signifies: { en: 'The dwadashamsha refined: parents, ancestry (modern use)',
    hi: 'सूक्ष्म द्वादशांश: माता-पिता, वंश (आधुनिक प्रयोग)',
    ta: 'நுட்பமான துவாதசாம்சம்: பெற்றோர், வம்சம் (நவீன வழக்கு)',
    te: 'సూక్ష్మ ద్వాదశాంశం: తల్లిదండ్రులు, వంశం (ఆధునిక వాడుక)',
    kn: 'ಸೂಕ್ಷ್ಮ ದ್ವಾದಶಾಂಶ: ತಂದೆತಾಯಿ, ವಂಶ (ಆಧುನಿಕ ಬಳಕೆ)',
    ml: 'സൂക്ഷ്മ ദ്വാദശാംശം: മാതാപിതാക്കൾ, വംശം (ആധുനിക പ്രയോഗം)',
    mr: 'सूक्ष्म द्वादशांश: आईवडील, वंश (आधुनिक वापर)',
    bn: 'সূক্ষ্ম দ্বাদশাংশ: পিতামাতা, বংশ (আধুনিক প্রয়োগ)',
    gu: 'સૂક્ષ્મ દ્વાદશાંશ: માતા-પિતા, વંશ (આધુનિક પ્રયોગ)' }, parts: 144,
    rule: { kind: 'compound', of: [12, 12] },
    ruleText: { en: 'Parts of 12′30″: the dwadashamsha of the dwadashamsha. The longitude is first taken to its ' +
      'dwadashamsha (sign and degree), and the dwadashamsha of that longitude is the D144.',
    hi: '12′30″ के भाग: द्वादशांश का द्वादशांश। पहले अंश का द्वादशांश (राशि और अंश) लिया जाता है, फिर उस ' +
      'अंश का द्वादशांश द्वादश-द्वादशांश है।' },
    source: `Not in BPHS ch. 6. ${PYJHORA}, dwadas_dwadasamsa_chart method 1 "Traditional Parasara" (the D12 chart, ` +
      `then its D12); ${MHORA}, "D-12-12: Dwadasamsa-Dwadasamsa (Composite)"`,
    alternatives: parivrittiMethods(144, '12′30″', 'dwadas_dwadasamsa_chart', [2, 3, 4]),
  },
  {
    division: 150, en: 'Nadiamsha', hi: 'नाड्यंश', ta: 'நாடியாம்சம்', te: 'నాడ్యంశం', kn: 'ನಾಡ್ಯಂಶ', ml: 'നാഡ്യംശം', mr: 'नाड्यंश', bn: 'নাড্যংশ', gu: 'નાડ્યંશ', sanskrit: 'Nāḍyaṃśa (Nāḍī-aṃśa)', signifies: { en: 'The finest division, read in the Nadi texts to identify a birth',
    hi: 'सबसे सूक्ष्म विभाग, नाडी ग्रंथों में जन्म पहचानने के लिए पढ़ा जाता है',
    ta: 'மிக நுட்பமான பிரிவு; நாடி நூல்களில் ஜாதகரை அடையாளம் காணப் படிக்கப்படுவது',
    te: 'అతి సూక్ష్మ విభాగం; నాడీ గ్రంథాల్లో జన్మను గుర్తించడానికి చదువుతారు',
    kn: 'ಅತ್ಯಂತ ಸೂಕ್ಷ್ಮ ವಿಭಾಗ; ನಾಡೀ ಗ್ರಂಥಗಳಲ್ಲಿ ಜನನವನ್ನು ಗುರುತಿಸಲು ಓದಲಾಗುತ್ತದೆ',
    ml: 'ഏറ്റവും സൂക്ഷ്മമായ വിഭാഗം; നാഡീഗ്രന്ഥങ്ങളിൽ ജനനം തിരിച്ചറിയാൻ വായിക്കുന്നത്',
    mr: 'सर्वांत सूक्ष्म विभाग; नाडी ग्रंथांत जन्म ओळखण्यासाठी वाचला जातो',
    bn: 'সবচেয়ে সূক্ষ্ম বিভাগ; নাড়ী গ্রন্থে জন্ম চেনার জন্য পড়া হয়',
    gu: 'સૌથી સૂક્ષ્મ વિભાગ; નાડી ગ્રંથોમાં જન્મ ઓળખવા વંચાય છે' }, parts: 150,
    rule: { kind: 'equal', by: 'all', start: { countFrom: 1 }, step: 1 },
    ruleText: { en: 'Parts of 12′ counted from the sign itself (the k-th part in the k-th sign from it). The nadiamshas are ' +
      'numbered 1 to 150 forward from the start of a movable sign, backward (150 to 1) in a fixed sign, and in a dual ' +
      'sign from the middle: 76 to 150, then 1 to 75.',
    hi: '12′ के भाग, उसी राशि से क्रम से गिने। नाड्यंशों की संख्या चर राशि में आरंभ से ' +
      '1 से 150 आगे, स्थिर राशि में उलटी (150 से 1) और द्विस्वभाव राशि में बीच से: 76 से 150, फिर 1 से 75।' },
    source: `Not in BPHS ch. 6. ${MHORA}, ToDivisionPositionNadiamsa ("D-150: Nadiamsa (Equal Size)"): the sign counted ` +
      'from the sign itself, the nadiamsha numbered forward in movable, backward in fixed and from the 76th in dual ' +
      'signs (the Chandra Kala Nadi order); PyJHora nadiamsa_chart names method 1 "from sign" too',
    numbering: { movable: 'forward', fixed: 'backward', dual: 'from-middle' },
    alternatives: [
      parivrittiMethod('parivritti', 150, '12′', `${PYJHORA}, nadiamsa_chart (150 has no rule of its own there and falls to the cyclic custom chart)`),
      {
        id: 'chandra-kala-nadi',
        parts: 150,
        rule: { kind: 'cusp-union', divisions: [1, 2, 3, 4, 7, 9, 10, 12, 16, 20, 24, 27, 30, 40, 45, 60] },
        ruleText: { en: 'Unequal parts: the boundaries of a sign’s 150 nadiamshas are all the part boundaries of the sixteen ' +
          'vargas D1, D2, D3, D4, D7, D9, D10, D12, D16, D20, D24, D27, D30, D40, D45, D60 taken as equal parts (150 ' +
          'distinct boundaries); the k-th part goes to the k-th sign from the sign itself, numbered as the nadiamsha.',
        hi: 'असमान भाग: किसी राशि के 150 नाड्यंशों की सीमाएँ सोलह वर्गों (1, 2, 3, 4, 7, 9, 10, 12, 16, 20, 24, ' +
          '27, 30, 40, 45 और 60 समान भागों वाले) के भागों की सभी सीमाएँ हैं (150 अलग सीमाएँ); उसी राशि से गिना हर भाग ' +
          'क्रम से अगली राशि में जाता है, नाड्यंश की तरह गिना।' },
        source: `${MHORA}, ToDivisionPositionNadiamsaCKN ("D-150: Nadiamsa (Chandra Kala Nadi)")`,
      },
    ],
  },
] as const satisfies readonly VargaRecord[];

export type Varga = (typeof VARGAS)[number];
/** The D-numbers offered: 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 16, 20, 24, 27, 30, 40, 45, 60, 81, 108, 144, 150. */
export type VargaDivision = Varga['division'];

export const VARGA_DIVISIONS: readonly VargaDivision[] = VARGAS.map((varga) => varga.division);

/** The largest D-number of the classical vargas (D1–D60): what a request for `all` charts gives. */
const CLASSICAL_LARGEST_DIVISION = 60;
/** D1–D60, the twenty divisions of `all`; D81, D108, D144 and D150 are given only when named. */
export const CLASSICAL_VARGA_DIVISIONS: readonly VargaDivision[] = VARGA_DIVISIONS.filter((d) => d <= CLASSICAL_LARGEST_DIVISION);

const VARGA_BY_DIVISION: ReadonlyMap<number, Varga> = new Map(VARGAS.map((varga) => [varga.division, varga]));

/** True when `value` is one of the offered D-numbers (use at boundaries to narrow a number). */
export function isVargaDivision(value: number): value is VargaDivision {
  return VARGA_BY_DIVISION.has(value);
}

/** The varga record of a D-number. */
export function vargaByDivision(division: VargaDivision): Varga {
  return VARGA_BY_DIVISION.get(division) as Varga;
}

/** A method of a varga, resolved: the record's own rule (`parashara`) or one of its alternatives. */
export interface VargaMethod {
  readonly id: VargaMethodId;
  readonly parts: number;
  readonly rule: VargaRule;
  readonly ruleText: Text;
  readonly source: string;
}

const METHODS_BY_DIVISION: ReadonlyMap<number, readonly VargaMethod[]> = new Map(
  (VARGAS as readonly VargaRecord[]).map((record) => {
    const own: VargaMethod = { id: 'parashara', parts: record.parts, rule: record.rule, ruleText: record.ruleText, source: record.source };
    return [record.division, [own, ...(record.alternatives ?? [])]];
  }),
);

/** Every method offered for a D-number, the default (`parashara`, the record's own rule) first. */
export function vargaMethods(division: VargaDivision): readonly VargaMethod[] {
  return METHODS_BY_DIVISION.get(division) as readonly VargaMethod[];
}

/** The method `id` of a D-number, or null when that varga has no such method. */
export function vargaMethod(division: VargaDivision, id: VargaMethodId): VargaMethod | null {
  return vargaMethods(division).find((method) => method.id === id) ?? null;
}

/** The D150 numbering of the nadiamshas (the record's `numbering`). */
export function nadiamshaNumbering(): NadiamshaNumbering {
  return (vargaByDivision(150) as VargaRecord).numbering as NadiamshaNumbering;
}
