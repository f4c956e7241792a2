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
 *   `ruleText` too: each language's words for odd and even (Tamil otrai and irattai, Malayalam oja and yugma), movable,
 *   fixed and dual (Tamil and Malayalam ubhaya) signs, the signs and grahas as `data/signs.ts` and `data/grahas.ts`
 *   name them, the sign a count starts from in the language's ablative (Tamil மேஷத்திலிருந்து, Telugu మేషం నుంచి,
 *   Marathi मेष राशीपासून, Gujarati મેષથી), the ordinals by digits with the language's suffix (5-ஆம், 9వ, 9ನೇ, 9-ാം).
 */

import { SIGNS } from './signs.ts';
import { type Lang, LANGS, type Names, named, type Text } from './text.ts';

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
export const VARGA_METHOD_NAMES: Readonly<Record<VargaMethodId, Names>> = {
  parashara: { en: 'Parashara', hi: 'पाराशर', ta: 'பராசரர்', te: 'పరాశర', kn: 'ಪರಾಶರ', ml: 'പരാശരൻ', mr: 'पराशर', bn: 'পরাশর', gu: 'પરાશર' },
  parivritti: { en: 'Parivritti (cyclic)', hi: 'परिवृत्ति (चक्रीय)', ta: 'பரிவிருத்தி (சுழற்சி)', te: 'పరివృత్తి (చక్రీయ)', kn: 'ಪರಿವೃತ್ತಿ (ಚಕ್ರೀಯ)', ml: 'പരിവൃത്തി (ചാക്രികം)', mr: 'परिवृत्ती (चक्रीय)', bn: 'পরিবৃত্তি (চক্রাকার)', gu: 'પરિવૃત્તિ (ચક્રીય)' },
  'parivritti-even-reverse': { en: 'Parivritti, even signs reversed', hi: 'परिवृत्ति, सम राशियों में उलटी', ta: 'பரிவிருத்தி, இரட்டை ராசிகளில் தலைகீழ்', te: 'పరివృత్తి, సరి రాశుల్లో విలోమం', kn: 'ಪರಿವೃತ್ತಿ, ಸಮ ರಾಶಿಗಳಲ್ಲಿ ವಿಲೋಮ', ml: 'പരിവൃത്തി, യുഗ്മരാശികളിൽ വിപരീതം', mr: 'परिवृत्ती, सम राशींत उलट', bn: 'পরিবৃত্তি, জোড় রাশিতে উল্টো', gu: 'પરિવૃત્તિ, સમ રાશિઓમાં ઊલટી' },
  somanatha: { en: 'Somanatha', hi: 'सोमनाथ', ta: 'சோமநாத', te: 'సోమనాథ', kn: 'ಸೋಮನಾಥ', ml: 'സോമനാഥ', mr: 'सोमनाथ', bn: 'সোমনাথ', gu: 'સોમનાથ' },
  kashinatha: { en: 'Kashinatha', hi: 'काशीनाथ', ta: 'காசிநாத', te: 'కాశీనాథ', kn: 'ಕಾಶೀನಾಥ', ml: 'കാശീനാഥ', mr: 'काशीनाथ', bn: 'কাশীনাথ', gu: 'કાશીનાથ' },
  jagannatha: { en: 'Jagannatha', hi: 'जगन्नाथ', ta: 'ஜகந்நாத', te: 'జగన్నాథ', kn: 'ಜಗನ್ನಾಥ', ml: 'ജഗന്നാഥ', mr: 'जगन्नाथ', bn: 'জগন্নাথ', gu: 'જગન્નાથ' },
  'shashtyamsha-like': { en: 'Equal parts from the sign (shashtyamsha-like)', hi: 'राशि से समान भाग (षष्ट्यंश जैसा)', ta: 'ராசியிலிருந்து சம பாகங்கள் (சஷ்டியாம்சம் போல)', te: 'రాశి నుంచి సమ భాగాలు (షష్ట్యంశంలా)', kn: 'ರಾಶಿಯಿಂದ ಸಮ ಭಾಗಗಳು (ಷಷ್ಟ್ಯಂಶದಂತೆ)', ml: 'രാശിയിൽ നിന്ന് തുല്യ ഭാഗങ്ങൾ (ഷഷ്ട്യംശം പോലെ)', mr: 'राशीपासून समान भाग (षष्ट्यंशाप्रमाणे)', bn: 'রাশি থেকে সমান ভাগ (ষষ্ট্যংশের মতো)', gu: 'રાશિથી સમાન ભાગ (ષષ્ટ્યંશની જેમ)' },
  'chandra-kala-nadi': { en: 'Chandra Kala Nadi', hi: 'चंद्रकला नाडी', ta: 'சந்திரகலா நாடி', te: 'చంద్రకళా నాడి', kn: 'ಚಂದ್ರಕಲಾ ನಾಡಿ', ml: 'ചന്ദ്രകലാ നാഡി', mr: 'चंद्रकला नाडी', bn: 'চন্দ্রকলা নাড়ি', gu: 'ચંદ્રકલા નાડી' },
};

/** A rule other than the record's own, with its source. */
export interface VargaMethodRecord {
  readonly id: Exclude<VargaMethodId, 'parashara'>;
  /** Number of parts per sign (unequal rules: the number of parts). */
  readonly parts: number;
  readonly rule: VargaRule;
  readonly ruleText: Names;
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
  /** The rule in words, as the source gives it, in every language. */
  readonly ruleText: Names;
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
function parivrittiExample(evenSigns: Parivritti, parts: number, lang: Lang): string {
  const shown = Math.min(parts, 3);
  const row = (sign: number) => {
    const names = Array.from({ length: shown }, (_, part) => named(SIGNS[parivrittiSignIndex(evenSigns, parts, sign, part)]!, lang));
    return `${named(SIGNS[sign]!, lang)}: ${names.join(', ')}${parts > shown ? ' …' : ''}`;
  };
  return `${row(0)}; ${row(1)}`;
}

const PARIVRITTI_WORDS: Record<Parivritti, Names> = {
  forward: {
    en: 'the parts of the whole zodiac run through the signs in order from Aries, again and again',
    hi: 'पूरे राशिचक्र के भाग मेष से क्रम से राशियों में बार-बार चलते हैं',
    ta: 'முழு ராசிச்சக்கரத்தின் பாகங்கள் மேஷம் முதல் வரிசையாக ராசிகளில் மீண்டும் மீண்டும் செல்கின்றன',
    te: 'మొత్తం రాశిచక్రపు భాగాలు మేషం నుంచి వరుసగా రాశుల గుండా మళ్లీ మళ్లీ సాగుతాయి',
    kn: 'ಇಡೀ ರಾಶಿಚಕ್ರದ ಭಾಗಗಳು ಮೇಷದಿಂದ ಕ್ರಮವಾಗಿ ರಾಶಿಗಳಲ್ಲಿ ಮತ್ತೆ ಮತ್ತೆ ಸಾಗುತ್ತವೆ',
    ml: 'മുഴുവൻ രാശിചക്രത്തിന്റെ ഭാഗങ്ങൾ മേടം മുതൽ ക്രമമായി രാശികളിലൂടെ വീണ്ടും വീണ്ടും പോകുന്നു',
    mr: 'संपूर्ण राशिचक्राचे भाग मेषापासून क्रमाने राशींमधून पुन्हा पुन्हा जातात',
    bn: 'গোটা রাশিচক্রের ভাগগুলি মেষ থেকে ক্রমে রাশিগুলির মধ্য দিয়ে বারবার চলে',
    gu: 'આખા રાશિચક્રના ભાગ મેષથી ક્રમે રાશિઓમાં ફરી ફરી ચાલે છે',
  },
  reversed: {
    en: 'the parts of the zodiac run through the signs in order from Aries, but an even sign takes its run from its last part backwards',
    hi: 'राशिचक्र के भाग मेष से क्रम से राशियों में चलते हैं, पर सम राशि अपना क्रम अपने अंतिम भाग से उलटा लेती है',
    ta: 'ராசிச்சக்கரத்தின் பாகங்கள் மேஷம் முதல் வரிசையாக ராசிகளில் செல்கின்றன, ஆனால் இரட்டை ராசி தன் வரிசையைத் தன் கடைசிப் பாகத்திலிருந்து பின்னோக்கி எடுக்கிறது',
    te: 'రాశిచక్రపు భాగాలు మేషం నుంచి వరుసగా రాశుల గుండా సాగుతాయి, కానీ సరి రాశి తన వరుసను తన చివరి భాగం నుంచి వెనుకకు తీసుకుంటుంది',
    kn: 'ರಾಶಿಚಕ್ರದ ಭಾಗಗಳು ಮೇಷದಿಂದ ಕ್ರಮವಾಗಿ ರಾಶಿಗಳಲ್ಲಿ ಸಾಗುತ್ತವೆ, ಆದರೆ ಸಮ ರಾಶಿ ತನ್ನ ಸರಣಿಯನ್ನು ತನ್ನ ಕೊನೆಯ ಭಾಗದಿಂದ ಹಿಂದಕ್ಕೆ ತೆಗೆದುಕೊಳ್ಳುತ್ತದೆ',
    ml: 'രാശിചക്രത്തിന്റെ ഭാഗങ്ങൾ മേടം മുതൽ ക്രമമായി രാശികളിലൂടെ പോകുന്നു, എന്നാൽ യുഗ്മരാശി തന്റെ നിര അവസാന ഭാഗം മുതൽ പിന്നോട്ട് എടുക്കുന്നു',
    mr: 'राशिचक्राचे भाग मेषापासून क्रमाने राशींमधून जातात, पण सम राशी आपला क्रम आपल्या शेवटच्या भागापासून उलट घेते',
    bn: 'রাশিচক্রের ভাগগুলি মেষ থেকে ক্রমে রাশিগুলির মধ্য দিয়ে চলে, কিন্তু জোড় রাশি তার সারি নেয় তার শেষ ভাগ থেকে উল্টো দিকে',
    gu: 'રાશિચક્રના ભાગ મેષથી ક્રમે રાશિઓમાં ચાલે છે, પણ સમ રાશિ પોતાનો ક્રમ પોતાના છેલ્લા ભાગથી ઊલટો લે છે',
  },
  'from-pisces': {
    en: 'odd signs take consecutive runs of signs forward from Aries, even signs consecutive runs backward from Pisces',
    hi: 'विषम राशियाँ मेष से आगे और सम राशियाँ मीन से पीछे की ओर लगातार राशियाँ लेती हैं',
    ta: 'ஒற்றை ராசிகள் மேஷம் முதல் முன்னோக்கியும், இரட்டை ராசிகள் மீனம் முதல் பின்னோக்கியும் தொடர்ச்சியான ராசி வரிசைகளை எடுக்கின்றன',
    te: 'బేసి రాశులు మేషం నుంచి ముందుకు, సరి రాశులు మీనం నుంచి వెనుకకు వరుస రాశుల శ్రేణులను తీసుకుంటాయి',
    kn: 'ಬೆಸ ರಾಶಿಗಳು ಮೇಷದಿಂದ ಮುಂದಕ್ಕೆ, ಸಮ ರಾಶಿಗಳು ಮೀನದಿಂದ ಹಿಂದಕ್ಕೆ ಸತತ ರಾಶಿ ಸರಣಿಗಳನ್ನು ತೆಗೆದುಕೊಳ್ಳುತ್ತವೆ',
    ml: 'ഓജരാശികൾ മേടം മുതൽ മുന്നോട്ടും യുഗ്മരാശികൾ മീനം മുതൽ പിന്നോട്ടും തുടർച്ചയായ രാശിനിരകൾ എടുക്കുന്നു',
    mr: 'विषम राशी मेष राशीपासून पुढे आणि सम राशी मीन राशीपासून मागे सलग राशींचे क्रम घेतात',
    bn: 'বিজোড় রাশিগুলি মেষ থেকে সামনের দিকে, জোড় রাশিগুলি মীন থেকে পিছনের দিকে পরপর রাশির সারি নেয়',
    gu: 'વિષમ રાશિઓ મેષથી આગળ અને સમ રાશિઓ મીનથી પાછળ સળંગ રાશિઓના ક્રમ લે છે',
  },
};

/** "Parts of {size}", the head of a parivritti rule's words, in each language. */
const PARTS_OF: Readonly<Record<Lang, (size: string) => string>> = {
  en: (size) => `Parts of ${size}`,
  hi: (size) => `${size} के भाग`,
  ta: (size) => `${size} பாகங்கள்`,
  te: (size) => `${size} భాగాలు`,
  kn: (size) => `${size} ಭಾಗಗಳು`,
  ml: (size) => `${size} ഭാഗങ്ങൾ`,
  mr: (size) => `${size} चे भाग`,
  bn: (size) => `${size}-এর ভাগ`,
  gu: (size) => `${size}ના ભાગ`,
};

/** The mark that ends a sentence: the danda in Hindi and Bengali, the full stop elsewhere. */
const FULL_STOP: Readonly<Record<Lang, string>> = { en: '.', hi: '।', ta: '.', te: '.', kn: '.', ml: '.', mr: '.', bn: '।', gu: '.' };

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
    ruleText: Object.fromEntries(LANGS.map((lang) => [
      lang, `${PARTS_OF[lang](partSize)}; ${words[lang]} (${parivrittiExample(evenSigns, parts, lang)})${FULL_STOP[lang]}`,
    ])) as Names,
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
    hi: 'वही राशि।',
    ta: 'அதே ராசி.',
    te: 'అదే రాశి.',
    kn: 'ಅದೇ ರಾಶಿ.',
    ml: 'അതേ രാശി തന്നെ.',
    mr: 'तीच राशी.',
    bn: 'সেই রাশিই।',
    gu: 'એ જ રાશિ.' },
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
      'राशि में पहला आधा भाग चंद्रमा का और दूसरा सूर्य का है।',
    ta: 'ஒற்றை ராசியில் முதல் பாதி (0°–15°) சூரியனின் ஹோரை (சிம்மம்), இரண்டாம் பாதி சந்திரனின் ஹோரை (கடகம்); இரட்டை ராசியில் முதல் பாதி சந்திரனுடையது, இரண்டாம் பாதி சூரியனுடையது.',
    te: 'బేసి రాశిలో మొదటి సగం (0°–15°) సూర్యుని హోర (సింహం), రెండవ సగం చంద్రుని హోర (కర్కాటకం); సరి రాశిలో మొదటి సగం చంద్రునిది, రెండవది సూర్యునిది.',
    kn: 'ಬೆಸ ರಾಶಿಯಲ್ಲಿ ಮೊದಲ ಅರ್ಧ (0°–15°) ಸೂರ್ಯನ ಹೋರೆ (ಸಿಂಹ), ಎರಡನೆಯ ಅರ್ಧ ಚಂದ್ರನ ಹೋರೆ (ಕರ್ಕಾಟಕ); ಸಮ ರಾಶಿಯಲ್ಲಿ ಮೊದಲ ಅರ್ಧ ಚಂದ್ರನದು, ಎರಡನೆಯದು ಸೂರ್ಯನದು.',
    ml: 'ഓജരാശിയിൽ ആദ്യപകുതി (0°–15°) സൂര്യന്റെ ഹോരയും (ചിങ്ങം) രണ്ടാം പകുതി ചന്ദ്രന്റെ ഹോരയും (കർക്കടകം); യുഗ്മരാശിയിൽ ആദ്യപകുതി ചന്ദ്രന്റേതും രണ്ടാമത്തേത് സൂര്യന്റേതും.',
    mr: 'विषम राशीत पहिला अर्धा भाग (0°–15°) सूर्याची होरा (सिंह) आणि दुसरा चंद्राची होरा (कर्क); सम राशीत पहिला अर्धा भाग चंद्राचा आणि दुसरा सूर्याचा.',
    bn: 'বিজোড় রাশিতে প্রথম অর্ধ (0°–15°) সূর্যের হোরা (সিংহ), দ্বিতীয় অর্ধ চন্দ্রের হোরা (কর্কট); জোড় রাশিতে প্রথম অর্ধ চন্দ্রের, দ্বিতীয়টি সূর্যের।',
    gu: 'વિષમ રાશિમાં પહેલો અડધો ભાગ (0°–15°) સૂર્યની હોરા (સિંહ) અને બીજો ચંદ્રની હોરા (કર્ક); સમ રાશિમાં પહેલો અડધો ભાગ ચંદ્રનો અને બીજો સૂર્યનો.' },
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
          'शनि: कुंभ, मकर; सूर्य-चंद्र अपनी राशियाँ बाँटते हैं: कर्क → कर्क, सिंह; सिंह → सिंह, कर्क।',
        ta: '15° பாகங்கள், ராசியின் அதிபதியின் ராசிகளுக்கு உரியவை: ஒற்றை ராசியில் முதல் ஹோரை அதிபதியின் முதலில் குறிக்கப்பட்ட ராசி, இரண்டாவது அவரது மற்ற ராசி; இரட்டை ராசியில் இதன் மறுதலை. செவ்வாய்: விருச்சிகம், மேஷம்; சுக்கிரன்: துலாம், ரிஷபம்; புதன்: கன்னி, மிதுனம்; குரு: மீனம், தனுசு; சனி: கும்பம், மகரம்; சூரியனும் சந்திரனும் தங்கள் ராசிகளைப் பகிர்கின்றனர்: கடகம் → கடகம், சிம்மம்; சிம்மம் → சிம்மம், கடகம்.',
        te: '15° భాగాలు, రాశ్యధిపతి రాశులకు చెందుతాయి: బేసి రాశిలో మొదటి హోర అధిపతి యొక్క ముందుగా చెప్పిన రాశి, రెండవది అతని మరో రాశి; సరి రాశిలో దీనికి విలోమం. కుజుడు: వృశ్చికం, మేషం; శుక్రుడు: తుల, వృషభం; బుధుడు: కన్య, మిథునం; గురువు: మీనం, ధనుస్సు; శని: కుంభం, మకరం; సూర్యచంద్రులు తమ రాశులను పంచుకుంటారు: కర్కాటకం → కర్కాటకం, సింహం; సింహం → సింహం, కర్కాటకం.',
        kn: '15° ಭಾಗಗಳು, ರಾಶ್ಯಧಿಪತಿಯ ರಾಶಿಗಳಿಗೆ ಸೇರುತ್ತವೆ: ಬೆಸ ರಾಶಿಯಲ್ಲಿ ಮೊದಲ ಹೋರೆ ಅಧಿಪತಿಯ ಮೊದಲು ಹೆಸರಿಸಿದ ರಾಶಿ, ಎರಡನೆಯದು ಅವನ ಇನ್ನೊಂದು ರಾಶಿ; ಸಮ ರಾಶಿಯಲ್ಲಿ ಇದರ ವಿರುದ್ಧ. ಕುಜ: ವೃಶ್ಚಿಕ, ಮೇಷ; ಶುಕ್ರ: ತುಲಾ, ವೃಷಭ; ಬುಧ: ಕನ್ಯಾ, ಮಿಥುನ; ಗುರು: ಮೀನ, ಧನು; ಶನಿ: ಕುಂಭ, ಮಕರ; ಸೂರ್ಯ-ಚಂದ್ರರು ತಮ್ಮ ರಾಶಿಗಳನ್ನು ಹಂಚಿಕೊಳ್ಳುತ್ತಾರೆ: ಕರ್ಕಾಟಕ → ಕರ್ಕಾಟಕ, ಸಿಂಹ; ಸಿಂಹ → ಸಿಂಹ, ಕರ್ಕಾಟಕ.',
        ml: '15° ഭാഗങ്ങൾ, രാശ്യധിപന്റെ രാശികൾക്ക്: ഓജരാശിയിൽ ആദ്യഹോര അധിപന്റെ ആദ്യം പറഞ്ഞ രാശി, രണ്ടാമത്തേത് അദ്ദേഹത്തിന്റെ മറ്റേ രാശി; യുഗ്മരാശിയിൽ മറിച്ച്. ചൊവ്വ: വൃശ്ചികം, മേടം; ശുക്രൻ: തുലാം, ഇടവം; ബുധൻ: കന്നി, മിഥുനം; വ്യാഴം: മീനം, ധനു; ശനി: കുംഭം, മകരം; സൂര്യചന്ദ്രന്മാർ തങ്ങളുടെ രാശികൾ പങ്കിടുന്നു: കർക്കടകം → കർക്കടകം, ചിങ്ങം; ചിങ്ങം → ചിങ്ങം, കർക്കടകം.',
        mr: '15° चे भाग, राशीच्या स्वामीच्या राशींचे: विषम राशीत पहिली होरा स्वामीच्या आधी सांगितलेल्या राशीची, दुसरी त्याच्या दुसऱ्या राशीची; सम राशीत उलट. मंगळ: वृश्चिक, मेष; शुक्र: तूळ, वृषभ; बुध: कन्या, मिथुन; गुरु: मीन, धनु; शनि: कुंभ, मकर; रवि-चंद्र आपल्या राशी वाटून घेतात: कर्क → कर्क, सिंह; सिंह → सिंह, कर्क.',
        bn: '15°-এর ভাগ, রাশির অধিপতির রাশিগুলির: বিজোড় রাশিতে প্রথম হোরা অধিপতির প্রথমে বলা রাশির, দ্বিতীয়টি তার অন্য রাশির; জোড় রাশিতে উল্টো। মঙ্গল: বৃশ্চিক, মেষ; শুক্র: তুলা, বৃষ; বুধ: কন্যা, মিথুন; বৃহস্পতি: মীন, ধনু; শনি: কুম্ভ, মকর; রবি ও চন্দ্র নিজেদের রাশি ভাগ করে নেয়: কর্কট → কর্কট, সিংহ; সিংহ → সিংহ, কর্কট।',
        gu: '15°ના ભાગ, રાશિના સ્વામીની રાશિઓના: વિષમ રાશિમાં પહેલી હોરા સ્વામીની પહેલાં લખેલી રાશિની, બીજી તેની બીજી રાશિની; સમ રાશિમાં ઊલટું. મંગળ: વૃશ્ચિક, મેષ; શુક્ર: તુલા, વૃષભ; બુધ: કન્યા, મિથુન; ગુરુ: મીન, ધન; શનિ: કુંભ, મકર; સૂર્ય-ચંદ્ર પોતાની રાશિઓ વહેંચે છે: કર્ક → કર્ક, સિંહ; સિંહ → સિંહ, કર્ક.' },
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
    hi: '10° के भाग: पहला उसी राशि का, दूसरा उससे पाँचवीं राशि का, तीसरा उससे नौवीं राशि का।',
    ta: '10° பாகங்கள்: முதலாவது அதே ராசிக்கு, இரண்டாவது அதிலிருந்து 5-ஆம் ராசிக்கு, மூன்றாவது அதிலிருந்து 9-ஆம் ராசிக்கு உரியது.',
    te: '10° భాగాలు: మొదటిది అదే రాశికి, రెండవది దానికి 5వ రాశికి, మూడవది దానికి 9వ రాశికి చెందుతుంది.',
    kn: '10° ಭಾಗಗಳು: ಮೊದಲನೆಯದು ಅದೇ ರಾಶಿಗೆ, ಎರಡನೆಯದು ಅದರಿಂದ 5ನೇ ರಾಶಿಗೆ, ಮೂರನೆಯದು ಅದರಿಂದ 9ನೇ ರಾಶಿಗೆ ಸೇರುತ್ತದೆ.',
    ml: '10° ഭാഗങ്ങൾ: ആദ്യത്തേത് അതേ രാശിക്കും രണ്ടാമത്തേത് അതിൽ നിന്ന് 5-ാം രാശിക്കും മൂന്നാമത്തേത് അതിൽ നിന്ന് 9-ാം രാശിക്കും.',
    mr: '10° चे भाग: पहिला त्याच राशीचा, दुसरा तिच्यापासून 5व्या राशीचा, तिसरा तिच्यापासून 9व्या राशीचा.',
    bn: '10°-এর ভাগ: প্রথমটি সেই রাশির, দ্বিতীয়টি তার 5ম রাশির, তৃতীয়টি তার 9ম রাশির।',
    gu: '10°ના ભાગ: પહેલો એ જ રાશિનો, બીજો તેનાથી 5મી રાશિનો, ત્રીજો તેનાથી 9મી રાશિનો.' },
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
          'वृश्चिक, मीन।',
        ta: '10° பாகங்கள், ராசியின் திரிகோணத்தின் (அதன் தத்துவத்தின்) மூன்று ராசிகளுக்கு உரியவை, அந்தத் திரிகோணத்தின் சர ராசியிலிருந்து எண்ணப்படுகின்றன: நெருப்பு ராசிகளில் மேஷம், சிம்மம், தனுசு; நில ராசிகளில் மகரம், ரிஷபம், கன்னி; காற்று ராசிகளில் துலாம், கும்பம், மிதுனம்; நீர் ராசிகளில் கடகம், விருச்சிகம், மீனம்.',
        te: '10° భాగాలు, రాశి త్రికోణంలోని (దాని తత్త్వంలోని) మూడు రాశులకు చెందుతాయి, ఆ త్రికోణంలోని చర రాశి నుంచి లెక్కిస్తారు: అగ్ని రాశుల్లో మేషం, సింహం, ధనుస్సు; భూ రాశుల్లో మకరం, వృషభం, కన్య; వాయు రాశుల్లో తుల, కుంభం, మిథునం; జల రాశుల్లో కర్కాటకం, వృశ్చికం, మీనం.',
        kn: '10° ಭಾಗಗಳು, ರಾಶಿಯ ತ್ರಿಕೋಣದ (ಅದರ ತತ್ತ್ವದ) ಮೂರು ರಾಶಿಗಳಿಗೆ ಸೇರುತ್ತವೆ, ಆ ತ್ರಿಕೋಣದ ಚರ ರಾಶಿಯಿಂದ ಎಣಿಸಲಾಗುತ್ತದೆ: ಅಗ್ನಿ ರಾಶಿಗಳಲ್ಲಿ ಮೇಷ, ಸಿಂಹ, ಧನು; ಭೂ ರಾಶಿಗಳಲ್ಲಿ ಮಕರ, ವೃಷಭ, ಕನ್ಯಾ; ವಾಯು ರಾಶಿಗಳಲ್ಲಿ ತುಲಾ, ಕುಂಭ, ಮಿಥುನ; ಜಲ ರಾಶಿಗಳಲ್ಲಿ ಕರ್ಕಾಟಕ, ವೃಶ್ಚಿಕ, ಮೀನ.',
        ml: '10° ഭാഗങ്ങൾ, രാശിയുടെ ത്രികോണത്തിലെ (അതിന്റെ തത്ത്വത്തിലെ) മൂന്നു രാശികൾക്ക്, ആ ത്രികോണത്തിലെ ചരരാശിയിൽ നിന്ന് എണ്ണി: അഗ്നിരാശികളിൽ മേടം, ചിങ്ങം, ധനു; ഭൂരാശികളിൽ മകരം, ഇടവം, കന്നി; വായുരാശികളിൽ തുലാം, കുംഭം, മിഥുനം; ജലരാശികളിൽ കർക്കടകം, വൃശ്ചികം, മീനം.',
        mr: '10° चे भाग, राशीच्या त्रिकोणातील (तिच्या तत्त्वातील) तीन राशींचे, त्या त्रिकोणातील चर राशीपासून मोजलेले: अग्नी राशींत मेष, सिंह, धनु; पृथ्वी राशींत मकर, वृषभ, कन्या; वायू राशींत तूळ, कुंभ, मिथुन; जल राशींत कर्क, वृश्चिक, मीन.',
        bn: '10°-এর ভাগ, রাশির ত্রিকোণের (তার তত্ত্বের) তিন রাশির, সেই ত্রিকোণের চর রাশি থেকে গোনা: অগ্নি রাশিতে মেষ, সিংহ, ধনু; পৃথ্বী রাশিতে মকর, বৃষ, কন্যা; বায়ু রাশিতে তুলা, কুম্ভ, মিথুন; জল রাশিতে কর্কট, বৃশ্চিক, মীন।',
        gu: '10°ના ભાગ, રાશિના ત્રિકોણની (તેના તત્વની) ત્રણ રાશિઓના, એ ત્રિકોણની ચર રાશિથી ગણેલા: અગ્નિ રાશિઓમાં મેષ, સિંહ, ધન; પૃથ્વી રાશિઓમાં મકર, વૃષભ, કન્યા; વાયુ રાશિઓમાં તુલા, કુંભ, મિથુન; જળ રાશિઓમાં કર્ક, વૃશ્ચિક, મીન.' },
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
    hi: '7°30′ के भाग, क्रम से उसी राशि के और उससे चौथी, सातवीं और दसवीं राशि के।',
    ta: '7°30′ பாகங்கள், வரிசையாக அதே ராசிக்கும் அதிலிருந்து 4, 7, 10-ஆம் ராசிகளுக்கும் உரியவை.',
    te: '7°30′ భాగాలు, వరుసగా అదే రాశికి, దానికి 4, 7, 10వ రాశులకు చెందుతాయి.',
    kn: '7°30′ ಭಾಗಗಳು, ಕ್ರಮವಾಗಿ ಅದೇ ರಾಶಿಗೆ ಮತ್ತು ಅದರಿಂದ 4, 7, 10ನೇ ರಾಶಿಗಳಿಗೆ ಸೇರುತ್ತವೆ.',
    ml: '7°30′ ഭാഗങ്ങൾ, ക്രമത്തിൽ അതേ രാശിക്കും അതിൽ നിന്ന് 4, 7, 10-ാം രാശികൾക്കും.',
    mr: '7°30′ चे भाग, क्रमाने त्याच राशीचे आणि तिच्यापासून 4थ्या, 7व्या व 10व्या राशीचे.',
    bn: '7°30′-এর ভাগ, ক্রমে সেই রাশির এবং তার 4র্থ, 7ম ও 10ম রাশির।',
    gu: '7°30′ના ભાગ, ક્રમે એ જ રાશિના અને તેનાથી 4થી, 7મી અને 10મી રાશિના.' },
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
      'वृश्चिक (त्रिंशांश के स्वामी मंगल, शनि, गुरु, बुध, शुक्र की राशियाँ, बराबर भागों में)।',
    ta: '6° பாகங்கள். ஒற்றை ராசிகளில்: மேஷம், கும்பம், தனுசு, மிதுனம், துலாம்; இரட்டை ராசிகளில்: ரிஷபம், கன்னி, மீனம், மகரம், விருச்சிகம் (திரிம்சாம்ச அதிபதிகளான செவ்வாய், சனி, குரு, புதன், சுக்கிரன் ஆகியோரின் ராசிகள், சம பாகங்களாக).',
    te: '6° భాగాలు. బేసి రాశుల్లో: మేషం, కుంభం, ధనుస్సు, మిథునం, తుల; సరి రాశుల్లో: వృషభం, కన్య, మీనం, మకరం, వృశ్చికం (త్రింశాంశ అధిపతులైన కుజుడు, శని, గురువు, బుధుడు, శుక్రుల రాశులు, సమ భాగాలుగా).',
    kn: '6° ಭಾಗಗಳು. ಬೆಸ ರಾಶಿಗಳಲ್ಲಿ: ಮೇಷ, ಕುಂಭ, ಧನು, ಮಿಥುನ, ತುಲಾ; ಸಮ ರಾಶಿಗಳಲ್ಲಿ: ವೃಷಭ, ಕನ್ಯಾ, ಮೀನ, ಮಕರ, ವೃಶ್ಚಿಕ (ತ್ರಿಂಶಾಂಶದ ಅಧಿಪತಿಗಳಾದ ಕುಜ, ಶನಿ, ಗುರು, ಬುಧ, ಶುಕ್ರರ ರಾಶಿಗಳು, ಸಮ ಭಾಗಗಳಾಗಿ).',
    ml: '6° ഭാഗങ്ങൾ. ഓജരാശികളിൽ: മേടം, കുംഭം, ധനു, മിഥുനം, തുലാം; യുഗ്മരാശികളിൽ: ഇടവം, കന്നി, മീനം, മകരം, വൃശ്ചികം (ത്രിംശാംശാധിപന്മാരായ ചൊവ്വ, ശനി, വ്യാഴം, ബുധൻ, ശുക്രൻ എന്നിവരുടെ രാശികൾ, തുല്യ ഭാഗങ്ങളായി).',
    mr: '6° चे भाग. विषम राशींत: मेष, कुंभ, धनु, मिथुन, तूळ; सम राशींत: वृषभ, कन्या, मीन, मकर, वृश्चिक (त्रिंशांशाचे स्वामी मंगळ, शनि, गुरु, बुध, शुक्र यांच्या राशी, समान भागांत).',
    bn: '6°-এর ভাগ। বিজোড় রাশিতে: মেষ, কুম্ভ, ধনু, মিথুন, তুলা; জোড় রাশিতে: বৃষ, কন্যা, মীন, মকর, বৃশ্চিক (ত্রিংশাংশের অধিপতি মঙ্গল, শনি, বৃহস্পতি, বুধ, শুক্রের রাশি, সমান ভাগে)।',
    gu: '6°ના ભાગ. વિષમ રાશિઓમાં: મેષ, કુંભ, ધન, મિથુન, તુલા; સમ રાશિઓમાં: વૃષભ, કન્યા, મીન, મકર, વૃશ્ચિક (ત્રિંશાંશના સ્વામી મંગળ, શનિ, ગુરુ, બુધ, શુક્રની રાશિઓ, સમાન ભાગોમાં).' },
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
    hi: '5° के भाग, विषम राशियों में मेष से और सम राशियों में तुला से गिने जाते हैं।',
    ta: '5° பாகங்கள், ஒற்றை ராசிகளில் மேஷத்திலிருந்தும் இரட்டை ராசிகளில் துலாமிலிருந்தும் எண்ணப்படுகின்றன.',
    te: '5° భాగాలు, బేసి రాశుల్లో మేషం నుంచి, సరి రాశుల్లో తుల నుంచి లెక్కిస్తారు.',
    kn: '5° ಭಾಗಗಳು, ಬೆಸ ರಾಶಿಗಳಲ್ಲಿ ಮೇಷ ರಾಶಿಯಿಂದ ಮತ್ತು ಸಮ ರಾಶಿಗಳಲ್ಲಿ ತುಲಾ ರಾಶಿಯಿಂದ ಎಣಿಸಲಾಗುತ್ತದೆ.',
    ml: '5° ഭാഗങ്ങൾ, ഓജരാശികളിൽ മേടത്തിൽ നിന്നും യുഗ്മരാശികളിൽ തുലാത്തിൽ നിന്നും എണ്ണുന്നു.',
    mr: '5° चे भाग, विषम राशींत मेष राशीपासून आणि सम राशींत तूळ राशीपासून मोजले जातात.',
    bn: '5°-এর ভাগ, বিজোড় রাশিতে মেষ থেকে এবং জোড় রাশিতে তুলা থেকে গোনা হয়।',
    gu: '5°ના ભાગ, વિષમ રાશિઓમાં મેષથી અને સમ રાશિઓમાં તુલાથી ગણાય છે.' },
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
    hi: '4°17′8.6″ के भाग, विषम राशियों में उसी राशि से और सम राशियों में उससे सातवीं राशि से गिने जाते हैं।',
    ta: '4°17′8.6″ பாகங்கள், ஒற்றை ராசிகளில் அதே ராசியிலிருந்தும் இரட்டை ராசிகளில் அதிலிருந்து 7-ஆம் ராசியிலிருந்தும் எண்ணப்படுகின்றன.',
    te: '4°17′8.6″ భాగాలు, బేసి రాశుల్లో అదే రాశి నుంచి, సరి రాశుల్లో దానికి 7వ రాశి నుంచి లెక్కిస్తారు.',
    kn: '4°17′8.6″ ಭಾಗಗಳು, ಬೆಸ ರಾಶಿಗಳಲ್ಲಿ ಅದೇ ರಾಶಿಯಿಂದ ಮತ್ತು ಸಮ ರಾಶಿಗಳಲ್ಲಿ ಅದರಿಂದ 7ನೇ ರಾಶಿಯಿಂದ ಎಣಿಸಲಾಗುತ್ತದೆ.',
    ml: '4°17′8.6″ ഭാഗങ്ങൾ, ഓജരാശികളിൽ അതേ രാശിയിൽ നിന്നും യുഗ്മരാശികളിൽ അതിൽ നിന്ന് 7-ാം രാശിയിൽ നിന്നും എണ്ണുന്നു.',
    mr: '4°17′8.6″ चे भाग, विषम राशींत त्याच राशीपासून आणि सम राशींत तिच्यापासून 7व्या राशीपासून मोजले जातात.',
    bn: '4°17′8.6″-এর ভাগ, বিজোড় রাশিতে সেই রাশি থেকেই এবং জোড় রাশিতে তার 7ম রাশি থেকে গোনা হয়।',
    gu: '4°17′8.6″ના ભાગ, વિષમ રાશિઓમાં એ જ રાશિથી અને સમ રાશિઓમાં તેનાથી 7મી રાશિથી ગણાય છે.' },
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
      'गिने जाते हैं।',
    ta: '3°45′ பாகங்கள், சர ராசிகளில் மேஷத்திலிருந்தும், ஸ்திர ராசிகளில் தனுசுவிலிருந்தும், உபய ராசிகளில் சிம்மத்திலிருந்தும் எண்ணப்படுகின்றன.',
    te: '3°45′ భాగాలు, చర రాశుల్లో మేషం నుంచి, స్థిర రాశుల్లో ధనుస్సు నుంచి, ద్విస్వభావ రాశుల్లో సింహం నుంచి లెక్కిస్తారు.',
    kn: '3°45′ ಭಾಗಗಳು, ಚರ ರಾಶಿಗಳಲ್ಲಿ ಮೇಷ ರಾಶಿಯಿಂದ, ಸ್ಥಿರ ರಾಶಿಗಳಲ್ಲಿ ಧನು ರಾಶಿಯಿಂದ ಮತ್ತು ದ್ವಿಸ್ವಭಾವ ರಾಶಿಗಳಲ್ಲಿ ಸಿಂಹ ರಾಶಿಯಿಂದ ಎಣಿಸಲಾಗುತ್ತದೆ.',
    ml: '3°45′ ഭാഗങ്ങൾ, ചരരാശികളിൽ മേടത്തിൽ നിന്നും, സ്ഥിരരാശികളിൽ ധനുവിൽ നിന്നും, ഉഭയരാശികളിൽ ചിങ്ങത്തിൽ നിന്നും എണ്ണുന്നു.',
    mr: '3°45′ चे भाग, चर राशींत मेष राशीपासून, स्थिर राशींत धनु राशीपासून आणि द्विस्वभाव राशींत सिंह राशीपासून मोजले जातात.',
    bn: '3°45′-এর ভাগ, চর রাশিতে মেষ থেকে, স্থির রাশিতে ধনু থেকে এবং দ্বিস্বভাব রাশিতে সিংহ থেকে গোনা হয়।',
    gu: '3°45′ના ભાગ, ચર રાશિઓમાં મેષથી, સ્થિર રાશિઓમાં ધનથી અને દ્વિસ્વભાવ રાશિઓમાં સિંહથી ગણાય છે.' },
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
      'क्रमशः मेष, मकर, तुला और कर्क से)।',
    ta: '3°20′ பாகங்கள், சர ராசிகளில் அதே ராசியிலிருந்தும், ஸ்திர ராசிகளில் அதிலிருந்து 9-ஆம் ராசியிலிருந்தும், உபய ராசிகளில் அதிலிருந்து 5-ஆம் ராசியிலிருந்தும் எண்ணப்படுகின்றன (அதாவது நெருப்பு, நிலம், காற்று, நீர் ராசிகளில் முறையே மேஷம், மகரம், துலாம், கடகம் ஆகியவற்றிலிருந்து).',
    te: '3°20′ భాగాలు, చర రాశుల్లో అదే రాశి నుంచి, స్థిర రాశుల్లో దానికి 9వ రాశి నుంచి, ద్విస్వభావ రాశుల్లో దానికి 5వ రాశి నుంచి లెక్కిస్తారు (అంటే అగ్ని, భూ, వాయు, జల రాశుల్లో వరుసగా మేషం, మకరం, తుల, కర్కాటకం నుంచి).',
    kn: '3°20′ ಭಾಗಗಳು, ಚರ ರಾಶಿಗಳಲ್ಲಿ ಅದೇ ರಾಶಿಯಿಂದ, ಸ್ಥಿರ ರಾಶಿಗಳಲ್ಲಿ ಅದರಿಂದ 9ನೇ ರಾಶಿಯಿಂದ ಮತ್ತು ದ್ವಿಸ್ವಭಾವ ರಾಶಿಗಳಲ್ಲಿ ಅದರಿಂದ 5ನೇ ರಾಶಿಯಿಂದ ಎಣಿಸಲಾಗುತ್ತದೆ (ಅಂದರೆ ಅಗ್ನಿ, ಭೂ, ವಾಯು, ಜಲ ರಾಶಿಗಳಲ್ಲಿ ಕ್ರಮವಾಗಿ ಮೇಷ, ಮಕರ, ತುಲಾ, ಕರ್ಕಾಟಕ ರಾಶಿಗಳಿಂದ).',
    ml: '3°20′ ഭാഗങ്ങൾ, ചരരാശികളിൽ അതേ രാശിയിൽ നിന്നും, സ്ഥിരരാശികളിൽ അതിൽ നിന്ന് 9-ാം രാശിയിൽ നിന്നും, ഉഭയരാശികളിൽ അതിൽ നിന്ന് 5-ാം രാശിയിൽ നിന്നും എണ്ണുന്നു (അതായത് അഗ്നി, ഭൂ, വായു, ജല രാശികളിൽ യഥാക്രമം മേടം, മകരം, തുലാം, കർക്കടകം എന്നിവയിൽ നിന്ന്).',
    mr: '3°20′ चे भाग, चर राशींत त्याच राशीपासून, स्थिर राशींत तिच्यापासून 9व्या राशीपासून आणि द्विस्वभाव राशींत तिच्यापासून 5व्या राशीपासून मोजले जातात (म्हणजे अग्नी, पृथ्वी, वायू आणि जल तत्त्वाच्या राशींत अनुक्रमे मेष, मकर, तूळ आणि कर्क राशीपासून).',
    bn: '3°20′-এর ভাগ, চর রাশিতে সেই রাশি থেকেই, স্থির রাশিতে তার 9ম রাশি থেকে এবং দ্বিস্বভাব রাশিতে তার 5ম রাশি থেকে গোনা হয় (অর্থাৎ অগ্নি, পৃথ্বী, বায়ু ও জল রাশিতে যথাক্রমে মেষ, মকর, তুলা ও কর্কট থেকে)।',
    gu: '3°20′ના ભાગ, ચર રાશિઓમાં એ જ રાશિથી, સ્થિર રાશિઓમાં તેનાથી 9મી રાશિથી અને દ્વિસ્વભાવ રાશિઓમાં તેનાથી 5મી રાશિથી ગણાય છે (એટલે કે અગ્નિ, પૃથ્વી, વાયુ અને જળ તત્વની રાશિઓમાં અનુક્રમે મેષ, મકર, તુલા અને કર્કથી).' },
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
    hi: '3° के भाग, विषम राशियों में उसी राशि से और सम राशियों में उससे नौवीं राशि से गिने जाते हैं।',
    ta: '3° பாகங்கள், ஒற்றை ராசிகளில் அதே ராசியிலிருந்தும் இரட்டை ராசிகளில் அதிலிருந்து 9-ஆம் ராசியிலிருந்தும் எண்ணப்படுகின்றன.',
    te: '3° భాగాలు, బేసి రాశుల్లో అదే రాశి నుంచి, సరి రాశుల్లో దానికి 9వ రాశి నుంచి లెక్కిస్తారు.',
    kn: '3° ಭಾಗಗಳು, ಬೆಸ ರಾಶಿಗಳಲ್ಲಿ ಅದೇ ರಾಶಿಯಿಂದ ಮತ್ತು ಸಮ ರಾಶಿಗಳಲ್ಲಿ ಅದರಿಂದ 9ನೇ ರಾಶಿಯಿಂದ ಎಣಿಸಲಾಗುತ್ತದೆ.',
    ml: '3° ഭാഗങ്ങൾ, ഓജരാശികളിൽ അതേ രാശിയിൽ നിന്നും യുഗ്മരാശികളിൽ അതിൽ നിന്ന് 9-ാം രാശിയിൽ നിന്നും എണ്ണുന്നു.',
    mr: '3° चे भाग, विषम राशींत त्याच राशीपासून आणि सम राशींत तिच्यापासून 9व्या राशीपासून मोजले जातात.',
    bn: '3°-এর ভাগ, বিজোড় রাশিতে সেই রাশি থেকেই এবং জোড় রাশিতে তার 9ম রাশি থেকে গোনা হয়।',
    gu: '3°ના ભાગ, વિષમ રાશિઓમાં એ જ રાશિથી અને સમ રાશિઓમાં તેનાથી 9મી રાશિથી ગણાય છે.' },
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
      'राशि मेष से आगे है (मेष → मेष, वृषभ → मीन, मिथुन → कुंभ …), आगे के भाग राशि-क्रम से (संजय रथ का रुद्रांश)।',
    ta: '2°43′38″ பாகங்கள். ஒரு ராசி மேஷத்திலிருந்து எத்தனை ராசிகள் முன்னே உள்ளதோ, மேஷத்திற்கு அத்தனை ராசிகள் பின்னே உள்ள ராசியில் அதன் முதல் பாகம் விழும் (மேஷம் → மேஷம், ரிஷபம் → மீனம், மிதுனம் → கும்பம் …); அடுத்த பாகங்கள் ராசி வரிசையில் (சஞ்சய் ரத்தின் ருத்ராம்சம்).',
    te: '2°43′38″ భాగాలు. ఒక రాశి మేషానికి ఎన్ని రాశులు ముందు ఉందో, మేషానికి అన్ని రాశులు వెనుక ఉన్న రాశిలో దాని మొదటి భాగం పడుతుంది (మేషం → మేషం, వృషభం → మీనం, మిథునం → కుంభం …); తరువాతి భాగాలు రాశి క్రమంలో (సంజయ్ రథ్ రుద్రాంశం).',
    kn: '2°43′38″ ಭಾಗಗಳು. ಒಂದು ರಾಶಿ ಮೇಷದಿಂದ ಎಷ್ಟು ರಾಶಿ ಮುಂದಿದೆಯೋ, ಮೇಷದಿಂದ ಅಷ್ಟು ರಾಶಿ ಹಿಂದಿರುವ ರಾಶಿಯಲ್ಲಿ ಅದರ ಮೊದಲ ಭಾಗ ಬೀಳುತ್ತದೆ (ಮೇಷ → ಮೇಷ, ವೃಷಭ → ಮೀನ, ಮಿಥುನ → ಕುಂಭ …); ಮುಂದಿನ ಭಾಗಗಳು ರಾಶಿ ಕ್ರಮದಲ್ಲಿ (ಸಂಜಯ್ ರಥ್ ಅವರ ರುದ್ರಾಂಶ).',
    ml: '2°43′38″ ഭാഗങ്ങൾ. ഒരു രാശി മേടത്തിൽ നിന്ന് എത്ര രാശി മുന്നിലാണോ, മേടത്തിന് അത്ര രാശി പിന്നിലുള്ള രാശിയിൽ അതിന്റെ ആദ്യഭാഗം വീഴുന്നു (മേടം → മേടം, ഇടവം → മീനം, മിഥുനം → കുംഭം …); തുടർന്നുള്ള ഭാഗങ്ങൾ രാശിക്രമത്തിൽ (സഞ്ജയ് രഥിന്റെ രുദ്രാംശം).',
    mr: '2°43′38″ चे भाग. एखादी राशी मेषापासून जितकी पुढे आहे, तितकीच मेषाच्या मागे असलेल्या राशीत तिचा पहिला भाग पडतो (मेष → मेष, वृषभ → मीन, मिथुन → कुंभ …); पुढचे भाग राशीक्रमाने (संजय रथ यांचा रुद्रांश).',
    bn: '2°43′38″-এর ভাগ। কোনো রাশি মেষের যত রাশি পরে, তার প্রথম ভাগ পড়ে মেষের তত রাশি আগের রাশিতে (মেষ → মেষ, বৃষ → মীন, মিথুন → কুম্ভ …); পরের ভাগগুলি রাশিক্রমে (সঞ্জয় রথের রুদ্রাংশ)।',
    gu: '2°43′38″ના ભાગ. રાશિ મેષથી જેટલી આગળ હોય, મેષથી તેટલી પાછળની રાશિમાં તેનો પહેલો ભાગ પડે છે (મેષ → મેષ, વૃષભ → મીન, મિથુન → કુંભ …); પછીના ભાગ રાશિક્રમે (સંજય રથનો રુદ્રાંશ).' },
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
    hi: '2°30′ के भाग, उसी राशि से गिने जाते हैं।',
    ta: '2°30′ பாகங்கள், அதே ராசியிலிருந்து எண்ணப்படுகின்றன.',
    te: '2°30′ భాగాలు, అదే రాశి నుంచి లెక్కిస్తారు.',
    kn: '2°30′ ಭಾಗಗಳು, ಅದೇ ರಾಶಿಯಿಂದ ಎಣಿಸಲಾಗುತ್ತದೆ.',
    ml: '2°30′ ഭാഗങ്ങൾ, അതേ രാശിയിൽ നിന്ന് എണ്ണുന്നു.',
    mr: '2°30′ चे भाग, त्याच राशीपासून मोजले जातात.',
    bn: '2°30′-এর ভাগ, সেই রাশি থেকেই গোনা হয়।',
    gu: '2°30′ના ભાગ, એ જ રાશિથી ગણાય છે.' },
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
      'से गिने जाते हैं।',
    ta: '1°52′30″ பாகங்கள், சர ராசிகளில் மேஷத்திலிருந்தும், ஸ்திர ராசிகளில் சிம்மத்திலிருந்தும், உபய ராசிகளில் தனுசுவிலிருந்தும் எண்ணப்படுகின்றன.',
    te: '1°52′30″ భాగాలు, చర రాశుల్లో మేషం నుంచి, స్థిర రాశుల్లో సింహం నుంచి, ద్విస్వభావ రాశుల్లో ధనుస్సు నుంచి లెక్కిస్తారు.',
    kn: '1°52′30″ ಭಾಗಗಳು, ಚರ ರಾಶಿಗಳಲ್ಲಿ ಮೇಷ ರಾಶಿಯಿಂದ, ಸ್ಥಿರ ರಾಶಿಗಳಲ್ಲಿ ಸಿಂಹ ರಾಶಿಯಿಂದ ಮತ್ತು ದ್ವಿಸ್ವಭಾವ ರಾಶಿಗಳಲ್ಲಿ ಧನು ರಾಶಿಯಿಂದ ಎಣಿಸಲಾಗುತ್ತದೆ.',
    ml: '1°52′30″ ഭാഗങ്ങൾ, ചരരാശികളിൽ മേടത്തിൽ നിന്നും, സ്ഥിരരാശികളിൽ ചിങ്ങത്തിൽ നിന്നും, ഉഭയരാശികളിൽ ധനുവിൽ നിന്നും എണ്ണുന്നു.',
    mr: '1°52′30″ चे भाग, चर राशींत मेष राशीपासून, स्थिर राशींत सिंह राशीपासून आणि द्विस्वभाव राशींत धनु राशीपासून मोजले जातात.',
    bn: '1°52′30″-এর ভাগ, চর রাশিতে মেষ থেকে, স্থির রাশিতে সিংহ থেকে এবং দ্বিস্বভাব রাশিতে ধনু থেকে গোনা হয়।',
    gu: '1°52′30″ના ભાગ, ચર રાશિઓમાં મેષથી, સ્થિર રાશિઓમાં સિંહથી અને દ્વિસ્વભાવ રાશિઓમાં ધનથી ગણાય છે.' },
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
      'गिने जाते हैं।',
    ta: '1°30′ பாகங்கள், சர ராசிகளில் மேஷத்திலிருந்தும், ஸ்திர ராசிகளில் தனுசுவிலிருந்தும், உபய ராசிகளில் சிம்மத்திலிருந்தும் எண்ணப்படுகின்றன.',
    te: '1°30′ భాగాలు, చర రాశుల్లో మేషం నుంచి, స్థిర రాశుల్లో ధనుస్సు నుంచి, ద్విస్వభావ రాశుల్లో సింహం నుంచి లెక్కిస్తారు.',
    kn: '1°30′ ಭಾಗಗಳು, ಚರ ರಾಶಿಗಳಲ್ಲಿ ಮೇಷ ರಾಶಿಯಿಂದ, ಸ್ಥಿರ ರಾಶಿಗಳಲ್ಲಿ ಧನು ರಾಶಿಯಿಂದ ಮತ್ತು ದ್ವಿಸ್ವಭಾವ ರಾಶಿಗಳಲ್ಲಿ ಸಿಂಹ ರಾಶಿಯಿಂದ ಎಣಿಸಲಾಗುತ್ತದೆ.',
    ml: '1°30′ ഭാഗങ്ങൾ, ചരരാശികളിൽ മേടത്തിൽ നിന്നും, സ്ഥിരരാശികളിൽ ധനുവിൽ നിന്നും, ഉഭയരാശികളിൽ ചിങ്ങത്തിൽ നിന്നും എണ്ണുന്നു.',
    mr: '1°30′ चे भाग, चर राशींत मेष राशीपासून, स्थिर राशींत धनु राशीपासून आणि द्विस्वभाव राशींत सिंह राशीपासून मोजले जातात.',
    bn: '1°30′-এর ভাগ, চর রাশিতে মেষ থেকে, স্থির রাশিতে ধনু থেকে এবং দ্বিস্বভাব রাশিতে সিংহ থেকে গোনা হয়।',
    gu: '1°30′ના ભાગ, ચર રાશિઓમાં મેષથી, સ્થિર રાશિઓમાં ધનથી અને દ્વિસ્વભાવ રાશિઓમાં સિંહથી ગણાય છે.' },
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
    hi: '1°15′ के भाग, विषम राशियों में सिंह से और सम राशियों में कर्क से गिने जाते हैं।',
    ta: '1°15′ பாகங்கள், ஒற்றை ராசிகளில் சிம்மத்திலிருந்தும் இரட்டை ராசிகளில் கடகத்திலிருந்தும் எண்ணப்படுகின்றன.',
    te: '1°15′ భాగాలు, బేసి రాశుల్లో సింహం నుంచి, సరి రాశుల్లో కర్కాటకం నుంచి లెక్కిస్తారు.',
    kn: '1°15′ ಭಾಗಗಳು, ಬೆಸ ರಾಶಿಗಳಲ್ಲಿ ಸಿಂಹ ರಾಶಿಯಿಂದ ಮತ್ತು ಸಮ ರಾಶಿಗಳಲ್ಲಿ ಕರ್ಕಾಟಕ ರಾಶಿಯಿಂದ ಎಣಿಸಲಾಗುತ್ತದೆ.',
    ml: '1°15′ ഭാഗങ്ങൾ, ഓജരാശികളിൽ ചിങ്ങത്തിൽ നിന്നും യുഗ്മരാശികളിൽ കർക്കടകത്തിൽ നിന്നും എണ്ണുന്നു.',
    mr: '1°15′ चे भाग, विषम राशींत सिंह राशीपासून आणि सम राशींत कर्क राशीपासून मोजले जातात.',
    bn: '1°15′-এর ভাগ, বিজোড় রাশিতে সিংহ থেকে এবং জোড় রাশিতে কর্কট থেকে গোনা হয়।',
    gu: '1°15′ના ભાગ, વિષમ રાશિઓમાં સિંહથી અને સમ રાશિઓમાં કર્કથી ગણાય છે.' },
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
      'तुला से और जल तत्व की राशियों में मकर से गिने जाते हैं।',
    ta: '1°6′40″ பாகங்கள், நெருப்பு ராசிகளில் மேஷத்திலிருந்தும், நில ராசிகளில் கடகத்திலிருந்தும், காற்று ராசிகளில் துலாமிலிருந்தும், நீர் ராசிகளில் மகரத்திலிருந்தும் எண்ணப்படுகின்றன.',
    te: '1°6′40″ భాగాలు, అగ్ని రాశుల్లో మేషం నుంచి, భూ రాశుల్లో కర్కాటకం నుంచి, వాయు రాశుల్లో తుల నుంచి, జల రాశుల్లో మకరం నుంచి లెక్కిస్తారు.',
    kn: '1°6′40″ ಭಾಗಗಳು, ಅಗ್ನಿ ರಾಶಿಗಳಲ್ಲಿ ಮೇಷ ರಾಶಿಯಿಂದ, ಭೂ ರಾಶಿಗಳಲ್ಲಿ ಕರ್ಕಾಟಕ ರಾಶಿಯಿಂದ, ವಾಯು ರಾಶಿಗಳಲ್ಲಿ ತುಲಾ ರಾಶಿಯಿಂದ ಮತ್ತು ಜಲ ರಾಶಿಗಳಲ್ಲಿ ಮಕರ ರಾಶಿಯಿಂದ ಎಣಿಸಲಾಗುತ್ತದೆ.',
    ml: '1°6′40″ ഭാഗങ്ങൾ, അഗ്നിരാശികളിൽ മേടത്തിൽ നിന്നും, ഭൂരാശികളിൽ കർക്കടകത്തിൽ നിന്നും, വായുരാശികളിൽ തുലാത്തിൽ നിന്നും, ജലരാശികളിൽ മകരത്തിൽ നിന്നും എണ്ണുന്നു.',
    mr: '1°6′40″ चे भाग, अग्नी तत्त्वाच्या राशींत मेष राशीपासून, पृथ्वी तत्त्वाच्या राशींत कर्क राशीपासून, वायू तत्त्वाच्या राशींत तूळ राशीपासून आणि जल तत्त्वाच्या राशींत मकर राशीपासून मोजले जातात.',
    bn: '1°6′40″-এর ভাগ, অগ্নি রাশিতে মেষ থেকে, পৃথ্বী রাশিতে কর্কট থেকে, বায়ু রাশিতে তুলা থেকে এবং জল রাশিতে মকর থেকে গোনা হয়।',
    gu: '1°6′40″ના ભાગ, અગ્નિ તત્વની રાશિઓમાં મેષથી, પૃથ્વી તત્વની રાશિઓમાં કર્કથી, વાયુ તત્વની રાશિઓમાં તુલાથી અને જળ તત્વની રાશિઓમાં મકરથી ગણાય છે.' },
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
      '(मकर), 25°–30° मंगल (वृश्चिक)।',
    ta: 'ஒற்றை ராசிகள்: 0°–5° செவ்வாய் (மேஷம்), 5°–10° சனி (கும்பம்), 10°–18° குரு (தனுசு), 18°–25° புதன் (மிதுனம்), 25°–30° சுக்கிரன் (துலாம்). இரட்டை ராசிகள்: 0°–5° சுக்கிரன் (ரிஷபம்), 5°–12° புதன் (கன்னி), 12°–20° குரு (மீனம்), 20°–25° சனி (மகரம்), 25°–30° செவ்வாய் (விருச்சிகம்).',
    te: 'బేసి రాశులు: 0°–5° కుజుడు (మేషం), 5°–10° శని (కుంభం), 10°–18° గురువు (ధనుస్సు), 18°–25° బుధుడు (మిథునం), 25°–30° శుక్రుడు (తుల). సరి రాశులు: 0°–5° శుక్రుడు (వృషభం), 5°–12° బుధుడు (కన్య), 12°–20° గురువు (మీనం), 20°–25° శని (మకరం), 25°–30° కుజుడు (వృశ్చికం).',
    kn: 'ಬೆಸ ರಾಶಿಗಳು: 0°–5° ಕುಜ (ಮೇಷ), 5°–10° ಶನಿ (ಕುಂಭ), 10°–18° ಗುರು (ಧನು), 18°–25° ಬುಧ (ಮಿಥುನ), 25°–30° ಶುಕ್ರ (ತುಲಾ). ಸಮ ರಾಶಿಗಳು: 0°–5° ಶುಕ್ರ (ವೃಷಭ), 5°–12° ಬುಧ (ಕನ್ಯಾ), 12°–20° ಗುರು (ಮೀನ), 20°–25° ಶನಿ (ಮಕರ), 25°–30° ಕುಜ (ವೃಶ್ಚಿಕ).',
    ml: 'ഓജരാശികൾ: 0°–5° ചൊവ്വ (മേടം), 5°–10° ശനി (കുംഭം), 10°–18° വ്യാഴം (ധനു), 18°–25° ബുധൻ (മിഥുനം), 25°–30° ശുക്രൻ (തുലാം). യുഗ്മരാശികൾ: 0°–5° ശുക്രൻ (ഇടവം), 5°–12° ബുധൻ (കന്നി), 12°–20° വ്യാഴം (മീനം), 20°–25° ശനി (മകരം), 25°–30° ചൊവ്വ (വൃശ്ചികം).',
    mr: 'विषम राशी: 0°–5° मंगळ (मेष), 5°–10° शनि (कुंभ), 10°–18° गुरु (धनु), 18°–25° बुध (मिथुन), 25°–30° शुक्र (तूळ). सम राशी: 0°–5° शुक्र (वृषभ), 5°–12° बुध (कन्या), 12°–20° गुरु (मीन), 20°–25° शनि (मकर), 25°–30° मंगळ (वृश्चिक).',
    bn: 'বিজোড় রাশি: 0°–5° মঙ্গল (মেষ), 5°–10° শনি (কুম্ভ), 10°–18° বৃহস্পতি (ধনু), 18°–25° বুধ (মিথুন), 25°–30° শুক্র (তুলা)। জোড় রাশি: 0°–5° শুক্র (বৃষ), 5°–12° বুধ (কন্যা), 12°–20° বৃহস্পতি (মীন), 20°–25° শনি (মকর), 25°–30° মঙ্গল (বৃশ্চিক)।',
    gu: 'વિષમ રાશિઓ: 0°–5° મંગળ (મેષ), 5°–10° શનિ (કુંભ), 10°–18° ગુરુ (ધન), 18°–25° બુધ (મિથુન), 25°–30° શુક્ર (તુલા). સમ રાશિઓ: 0°–5° શુક્ર (વૃષભ), 5°–12° બુધ (કન્યા), 12°–20° ગુરુ (મીન), 20°–25° શનિ (મકર), 25°–30° મંગળ (વૃશ્ચિક).' },
    source: BPHS_6,
    alternatives: [
      ...parivrittiMethods(30, '1°', 'trimsamsa_chart', [2, 4, 5], '; Mudgala Hora "Trimsamsa (Parivritti)"'),
      {
        id: 'shashtyamsha-like',
        parts: 30,
        rule: { kind: 'equal', by: 'all', start: { countFrom: 1 }, step: 1 },
        ruleText: { en: 'Thirty equal parts of 1° counted from the sign itself, as the shashtyamsha counts its parts.',
        hi: '1° के तीस समान भाग, उसी राशि से गिने, जैसे षष्ट्यंश अपने भाग गिनता है।',
        ta: '1° அளவுள்ள முப்பது சம பாகங்கள், சஷ்டியாம்சம் போல அதே ராசியிலிருந்து எண்ணப்படுகின்றன.',
        te: '1° చొప్పున ముప్పై సమ భాగాలు, షష్ట్యంశంలాగే అదే రాశి నుంచి లెక్కిస్తారు.',
        kn: '1°ನ ಮೂವತ್ತು ಸಮ ಭಾಗಗಳು, ಷಷ್ಟ್ಯಂಶದಂತೆ ಅದೇ ರಾಶಿಯಿಂದ ಎಣಿಸಲಾಗುತ್ತದೆ.',
        ml: '1° വീതമുള്ള മുപ്പതു തുല്യ ഭാഗങ്ങൾ, ഷഷ്ട്യംശം പോലെ അതേ രാശിയിൽ നിന്ന് എണ്ണുന്നു.',
        mr: '1° चे तीस समान भाग, षष्ट्यंशाप्रमाणे त्याच राशीपासून मोजले जातात.',
        bn: '1°-এর তিরিশটি সমান ভাগ, ষষ্ট্যংশের মতো সেই রাশি থেকেই গোনা হয়।',
        gu: '1°ના ત્રીસ સમાન ભાગ, ષષ્ટ્યંશની જેમ એ જ રાશિથી ગણાય છે.' },
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
    hi: '45′ के भाग, विषम राशियों में मेष से और सम राशियों में तुला से गिने जाते हैं।',
    ta: '45′ பாகங்கள், ஒற்றை ராசிகளில் மேஷத்திலிருந்தும் இரட்டை ராசிகளில் துலாமிலிருந்தும் எண்ணப்படுகின்றன.',
    te: '45′ భాగాలు, బేసి రాశుల్లో మేషం నుంచి, సరి రాశుల్లో తుల నుంచి లెక్కిస్తారు.',
    kn: '45′ ಭಾಗಗಳು, ಬೆಸ ರಾಶಿಗಳಲ್ಲಿ ಮೇಷ ರಾಶಿಯಿಂದ ಮತ್ತು ಸಮ ರಾಶಿಗಳಲ್ಲಿ ತುಲಾ ರಾಶಿಯಿಂದ ಎಣಿಸಲಾಗುತ್ತದೆ.',
    ml: '45′ ഭാഗങ്ങൾ, ഓജരാശികളിൽ മേടത്തിൽ നിന്നും യുഗ്മരാശികളിൽ തുലാത്തിൽ നിന്നും എണ്ണുന്നു.',
    mr: '45′ चे भाग, विषम राशींत मेष राशीपासून आणि सम राशींत तूळ राशीपासून मोजले जातात.',
    bn: '45′-এর ভাগ, বিজোড় রাশিতে মেষ থেকে এবং জোড় রাশিতে তুলা থেকে গোনা হয়।',
    gu: '45′ના ભાગ, વિષમ રાશિઓમાં મેષથી અને સમ રાશિઓમાં તુલાથી ગણાય છે.' },
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
      'गिने जाते हैं।',
    ta: '40′ பாகங்கள், சர ராசிகளில் மேஷத்திலிருந்தும், ஸ்திர ராசிகளில் சிம்மத்திலிருந்தும், உபய ராசிகளில் தனுசுவிலிருந்தும் எண்ணப்படுகின்றன.',
    te: '40′ భాగాలు, చర రాశుల్లో మేషం నుంచి, స్థిర రాశుల్లో సింహం నుంచి, ద్విస్వభావ రాశుల్లో ధనుస్సు నుంచి లెక్కిస్తారు.',
    kn: '40′ ಭಾಗಗಳು, ಚರ ರಾಶಿಗಳಲ್ಲಿ ಮೇಷ ರಾಶಿಯಿಂದ, ಸ್ಥಿರ ರಾಶಿಗಳಲ್ಲಿ ಸಿಂಹ ರಾಶಿಯಿಂದ ಮತ್ತು ದ್ವಿಸ್ವಭಾವ ರಾಶಿಗಳಲ್ಲಿ ಧನು ರಾಶಿಯಿಂದ ಎಣಿಸಲಾಗುತ್ತದೆ.',
    ml: '40′ ഭാഗങ്ങൾ, ചരരാശികളിൽ മേടത്തിൽ നിന്നും, സ്ഥിരരാശികളിൽ ചിങ്ങത്തിൽ നിന്നും, ഉഭയരാശികളിൽ ധനുവിൽ നിന്നും എണ്ണുന്നു.',
    mr: '40′ चे भाग, चर राशींत मेष राशीपासून, स्थिर राशींत सिंह राशीपासून आणि द्विस्वभाव राशींत धनु राशीपासून मोजले जातात.',
    bn: '40′-এর ভাগ, চর রাশিতে মেষ থেকে, স্থির রাশিতে সিংহ থেকে এবং দ্বিস্বভাব রাশিতে ধনু থেকে গোনা হয়।',
    gu: '40′ના ભાગ, ચર રાશિઓમાં મેષથી, સ્થિર રાશિઓમાં સિંહથી અને દ્વિસ્વભાવ રાશિઓમાં ધનથી ગણાય છે.' },
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
    hi: '30′ के भाग, उसी राशि से गिने जाते हैं (राशि में अंश × 2 का पूर्णांक भाग, उसी राशि से गिनकर)।',
    ta: '30′ பாகங்கள், அதே ராசியிலிருந்து எண்ணப்படுகின்றன (ராசிக்குள் உள்ள பாகை × 2 இன் முழு எண் பகுதி, அதே ராசியிலிருந்து எண்ணி).',
    te: '30′ భాగాలు, అదే రాశి నుంచి లెక్కిస్తారు (రాశిలోని డిగ్రీలు × 2 యొక్క పూర్ణాంక భాగం, అదే రాశి నుంచి లెక్కించి).',
    kn: '30′ ಭಾಗಗಳು, ಅದೇ ರಾಶಿಯಿಂದ ಎಣಿಸಲಾಗುತ್ತದೆ (ರಾಶಿಯೊಳಗಿನ ಅಂಶ × 2ರ ಪೂರ್ಣಾಂಕ ಭಾಗ, ಅದೇ ರಾಶಿಯಿಂದ ಎಣಿಸಿ).',
    ml: '30′ ഭാഗങ്ങൾ, അതേ രാശിയിൽ നിന്ന് എണ്ണുന്നു (രാശിയിലെ ഡിഗ്രി × 2-ന്റെ പൂർണസംഖ്യാഭാഗം, അതേ രാശിയിൽ നിന്ന് എണ്ണി).',
    mr: '30′ चे भाग, त्याच राशीपासून मोजले जातात (राशीतील अंश × 2 चा पूर्णांक भाग, त्याच राशीपासून मोजून).',
    bn: '30′-এর ভাগ, সেই রাশি থেকেই গোনা হয় (রাশির ভিতরের অংশ × 2-এর পূর্ণসংখ্যা ভাগ, সেই রাশি থেকেই গুনে)।',
    gu: '30′ના ભાગ, એ જ રાશિથી ગણાય છે (રાશિમાંના અંશ × 2નો પૂર્ણાંક ભાગ, એ જ રાશિથી ગણીને).' },
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
      'वाली ही राशि देता है।',
    ta: '22′13.3″ பாகங்கள், சர ராசிகளில் அதே ராசியிலிருந்தும், ஸ்திர ராசிகளில் அதிலிருந்து 9-ஆம் ராசியிலிருந்தும், உபய ராசிகளில் அதிலிருந்து 5-ஆம் ராசியிலிருந்தும் எண்ணப்படுகின்றன (நவாம்சம் போல). இது மேஷத்திலிருந்து வரிசையாகச் செல்லும் ராசிச்சக்கரத்தின் 972 பாகங்கள்; நவாம்சத்தின் நவாம்சம் தரும் அதே ராசியைத் தரும்.',
    te: '22′13.3″ భాగాలు, చర రాశుల్లో అదే రాశి నుంచి, స్థిర రాశుల్లో దానికి 9వ రాశి నుంచి, ద్విస్వభావ రాశుల్లో దానికి 5వ రాశి నుంచి లెక్కిస్తారు (నవాంశలాగే). ఇది మేషం నుంచి క్రమంగా సాగే రాశిచక్రపు 972 భాగాలు; నవాంశ యొక్క నవాంశ ఇచ్చే రాశినే ఇస్తుంది.',
    kn: '22′13.3″ ಭಾಗಗಳು, ಚರ ರಾಶಿಗಳಲ್ಲಿ ಅದೇ ರಾಶಿಯಿಂದ, ಸ್ಥಿರ ರಾಶಿಗಳಲ್ಲಿ ಅದರಿಂದ 9ನೇ ರಾಶಿಯಿಂದ ಮತ್ತು ದ್ವಿಸ್ವಭಾವ ರಾಶಿಗಳಲ್ಲಿ ಅದರಿಂದ 5ನೇ ರಾಶಿಯಿಂದ ಎಣಿಸಲಾಗುತ್ತದೆ (ನವಾಂಶದಂತೆಯೇ). ಇದು ಮೇಷದಿಂದ ಕ್ರಮವಾಗಿ ಸಾಗುವ ರಾಶಿಚಕ್ರದ 972 ಭಾಗಗಳು; ನವಾಂಶದ ನವಾಂಶ ನೀಡುವ ರಾಶಿಯನ್ನೇ ನೀಡುತ್ತದೆ.',
    ml: '22′13.3″ ഭാഗങ്ങൾ, ചരരാശികളിൽ അതേ രാശിയിൽ നിന്നും, സ്ഥിരരാശികളിൽ അതിൽ നിന്ന് 9-ാം രാശിയിൽ നിന്നും, ഉഭയരാശികളിൽ അതിൽ നിന്ന് 5-ാം രാശിയിൽ നിന്നും എണ്ണുന്നു (നവാംശം പോലെ). ഇത് മേടം മുതൽ ക്രമമായി പോകുന്ന രാശിചക്രത്തിന്റെ 972 ഭാഗങ്ങളാണ്; നവാംശത്തിന്റെ നവാംശം നൽകുന്ന അതേ രാശി നൽകുന്നു.',
    mr: '22′13.3″ चे भाग, चर राशींत त्याच राशीपासून, स्थिर राशींत तिच्यापासून 9व्या राशीपासून आणि द्विस्वभाव राशींत तिच्यापासून 5व्या राशीपासून मोजले जातात (नवमांशाप्रमाणे). हे मेषापासून क्रमाने जाणारे राशिचक्राचे 972 भाग आहेत; नवमांशाचा नवमांश जी राशी देतो तीच राशी हे देतात.',
    bn: '22′13.3″-এর ভাগ, চর রাশিতে সেই রাশি থেকেই, স্থির রাশিতে তার 9ম রাশি থেকে এবং দ্বিস্বভাব রাশিতে তার 5ম রাশি থেকে গোনা হয় (নবমাংশের মতো)। এটি মেষ থেকে ক্রমে চলা রাশিচক্রের 972 ভাগ; নবমাংশের নবমাংশ যে রাশি দেয়, এটিও সেই রাশিই দেয়।',
    gu: '22′13.3″ના ભાગ, ચર રાશિઓમાં એ જ રાશિથી, સ્થિર રાશિઓમાં તેનાથી 9મી રાશિથી અને દ્વિસ્વભાવ રાશિઓમાં તેનાથી 5મી રાશિથી ગણાય છે (નવમાંશની જેમ). આ મેષથી ક્રમે ચાલતા રાશિચક્રના 972 ભાગ છે; નવમાંશનો નવમાંશ જે રાશિ આપે તે જ રાશિ આપે છે.' },
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
      'अंश का द्वादशांश अष्टोत्तरांश है।',
    ta: '16′40″ பாகங்கள்: நவாம்சத்தின் துவாதசாம்சம். முதலில் பாகையின் நவாம்சம் (ராசியும் பாகையும்) எடுக்கப்படுகிறது; அந்த நவாம்சப் பாகையின் துவாதசாம்சமே அஷ்டோத்தராம்சம்.',
    te: '16′40″ భాగాలు: నవాంశ యొక్క ద్వాదశాంశ. ముందుగా రేఖాంశపు నవాంశ (రాశి, డిగ్రీ) తీసుకుంటారు; ఆ నవాంశ రేఖాంశపు ద్వాదశాంశమే అష్టోత్తరాంశం.',
    kn: '16′40″ ಭಾಗಗಳು: ನವಾಂಶದ ದ್ವಾದಶಾಂಶ. ಮೊದಲು ರೇಖಾಂಶದ ನವಾಂಶವನ್ನು (ರಾಶಿ ಮತ್ತು ಅಂಶ) ತೆಗೆದುಕೊಳ್ಳಲಾಗುತ್ತದೆ; ಆ ನವಾಂಶ ರೇಖಾಂಶದ ದ್ವಾದಶಾಂಶವೇ ಅಷ್ಟೋತ್ತರಾಂಶ.',
    ml: '16′40″ ഭാഗങ്ങൾ: നവാംശത്തിന്റെ ദ്വാദശാംശം. ആദ്യം സ്ഫുടത്തിന്റെ നവാംശം (രാശിയും ഡിഗ്രിയും) എടുക്കുന്നു; ആ നവാംശസ്ഫുടത്തിന്റെ ദ്വാദശാംശമാണ് അഷ്ടോത്തരാംശം.',
    mr: '16′40″ चे भाग: नवमांशाचा द्वादशांश. आधी रेखांशाचा नवमांश (राशी आणि अंश) घेतला जातो; त्या नवमांश रेखांशाचा द्वादशांश म्हणजे अष्टोत्तरांश.',
    bn: '16′40″-এর ভাগ: নবমাংশের দ্বাদশাংশ। প্রথমে ভোগাংশের নবমাংশ (রাশি ও অংশ) নেওয়া হয়; সেই নবমাংশ ভোগাংশের দ্বাদশাংশই অষ্টোত্তরাংশ।',
    gu: '16′40″ના ભાગ: નવમાંશનો દ્વાદશાંશ. પહેલાં રેખાંશનો નવમાંશ (રાશિ અને અંશ) લેવાય છે; એ નવમાંશ રેખાંશનો દ્વાદશાંશ તે અષ્ટોત્તરાંશ.' },
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
      'अंश का द्वादशांश द्वादश-द्वादशांश है।',
    ta: '12′30″ பாகங்கள்: துவாதசாம்சத்தின் துவாதசாம்சம். முதலில் பாகையின் துவாதசாம்சம் (ராசியும் பாகையும்) எடுக்கப்படுகிறது; அந்தப் பாகையின் துவாதசாம்சமே துவாதச-துவாதசாம்சம்.',
    te: '12′30″ భాగాలు: ద్వాదశాంశ యొక్క ద్వాదశాంశ. ముందుగా రేఖాంశపు ద్వాదశాంశ (రాశి, డిగ్రీ) తీసుకుంటారు; ఆ రేఖాంశపు ద్వాదశాంశమే ద్వాదశ-ద్వాదశాంశం.',
    kn: '12′30″ ಭಾಗಗಳು: ದ್ವಾದಶಾಂಶದ ದ್ವಾದಶಾಂಶ. ಮೊದಲು ರೇಖಾಂಶದ ದ್ವಾದಶಾಂಶವನ್ನು (ರಾಶಿ ಮತ್ತು ಅಂಶ) ತೆಗೆದುಕೊಳ್ಳಲಾಗುತ್ತದೆ; ಆ ರೇಖಾಂಶದ ದ್ವಾದಶಾಂಶವೇ ದ್ವಾದಶ-ದ್ವಾದಶಾಂಶ.',
    ml: '12′30″ ഭാഗങ്ങൾ: ദ്വാദശാംശത്തിന്റെ ദ്വാദശാംശം. ആദ്യം സ്ഫുടത്തിന്റെ ദ്വാദശാംശം (രാശിയും ഡിഗ്രിയും) എടുക്കുന്നു; ആ സ്ഫുടത്തിന്റെ ദ്വാദശാംശമാണ് ദ്വാദശ-ദ്വാദശാംശം.',
    mr: '12′30″ चे भाग: द्वादशांशाचा द्वादशांश. आधी रेखांशाचा द्वादशांश (राशी आणि अंश) घेतला जातो; त्या रेखांशाचा द्वादशांश म्हणजे द्वादश-द्वादशांश.',
    bn: '12′30″-এর ভাগ: দ্বাদশাংশের দ্বাদশাংশ। প্রথমে ভোগাংশের দ্বাদশাংশ (রাশি ও অংশ) নেওয়া হয়; সেই ভোগাংশের দ্বাদশাংশই দ্বাদশ-দ্বাদশাংশ।',
    gu: '12′30″ના ભાગ: દ્વાદશાંશનો દ્વાદશાંશ. પહેલાં રેખાંશનો દ્વાદશાંશ (રાશિ અને અંશ) લેવાય છે; એ રેખાંશનો દ્વાદશાંશ તે દ્વાદશ-દ્વાદશાંશ.' },
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
      '1 से 150 आगे, स्थिर राशि में उलटी (150 से 1) और द्विस्वभाव राशि में बीच से: 76 से 150, फिर 1 से 75।',
    ta: '12′ பாகங்கள், அதே ராசியிலிருந்து வரிசையாக எண்ணப்படுகின்றன. நாடியாம்சங்களின் எண்: சர ராசியில் தொடக்கத்திலிருந்து 1 முதல் 150 வரை முன்னோக்கி, ஸ்திர ராசியில் பின்னோக்கி (150 முதல் 1 வரை), உபய ராசியில் நடுவிலிருந்து: 76 முதல் 150 வரை, பிறகு 1 முதல் 75 வரை.',
    te: '12′ భాగాలు, అదే రాశి నుంచి వరుసగా లెక్కిస్తారు. నాడ్యంశాల సంఖ్య: చర రాశిలో ఆరంభం నుంచి 1 నుంచి 150 వరకు ముందుకు, స్థిర రాశిలో వెనుకకు (150 నుంచి 1 వరకు), ద్విస్వభావ రాశిలో మధ్య నుంచి: 76 నుంచి 150 వరకు, తరువాత 1 నుంచి 75 వరకు.',
    kn: '12′ ಭಾಗಗಳು, ಅದೇ ರಾಶಿಯಿಂದ ಕ್ರಮವಾಗಿ ಎಣಿಸಲಾಗುತ್ತದೆ. ನಾಡ್ಯಂಶಗಳ ಸಂಖ್ಯೆ: ಚರ ರಾಶಿಯಲ್ಲಿ ಆರಂಭದಿಂದ 1ರಿಂದ 150ರವರೆಗೆ ಮುಂದಕ್ಕೆ, ಸ್ಥಿರ ರಾಶಿಯಲ್ಲಿ ಹಿಂದಕ್ಕೆ (150ರಿಂದ 1ರವರೆಗೆ), ದ್ವಿಸ್ವಭಾವ ರಾಶಿಯಲ್ಲಿ ಮಧ್ಯದಿಂದ: 76ರಿಂದ 150ರವರೆಗೆ, ನಂತರ 1ರಿಂದ 75ರವರೆಗೆ.',
    ml: '12′ ഭാഗങ്ങൾ, അതേ രാശിയിൽ നിന്ന് ക്രമമായി എണ്ണുന്നു. നാഡ്യംശങ്ങളുടെ നമ്പർ: ചരരാശിയിൽ തുടക്കം മുതൽ 1 മുതൽ 150 വരെ മുന്നോട്ട്, സ്ഥിരരാശിയിൽ പിന്നോട്ട് (150 മുതൽ 1 വരെ), ഉഭയരാശിയിൽ നടുവിൽ നിന്ന്: 76 മുതൽ 150 വരെ, പിന്നെ 1 മുതൽ 75 വരെ.',
    mr: '12′ चे भाग, त्याच राशीपासून क्रमाने मोजले जातात. नाड्यंशांचे क्रमांक: चर राशीत आरंभापासून 1 ते 150 पुढे, स्थिर राशीत उलट (150 ते 1) आणि द्विस्वभाव राशीत मध्यापासून: 76 ते 150, मग 1 ते 75.',
    bn: '12′-এর ভাগ, সেই রাশি থেকেই ক্রমে গোনা হয়। নাড্যংশের নম্বর: চর রাশিতে শুরু থেকে 1 থেকে 150 পর্যন্ত সামনের দিকে, স্থির রাশিতে উল্টো দিকে (150 থেকে 1), দ্বিস্বভাব রাশিতে মাঝখান থেকে: 76 থেকে 150, তারপর 1 থেকে 75।',
    gu: '12′ના ભાગ, એ જ રાશિથી ક્રમે ગણાય છે. નાડ્યંશોના ક્રમાંક: ચર રાશિમાં શરૂઆતથી 1થી 150 આગળ, સ્થિર રાશિમાં ઊલટા (150થી 1) અને દ્વિસ્વભાવ રાશિમાં મધ્યથી: 76થી 150, પછી 1થી 75.' },
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
          'क्रम से अगली राशि में जाता है, नाड्यंश की तरह गिना।',
        ta: 'சமமற்ற பாகங்கள்: ஒரு ராசியின் 150 நாடியாம்சங்களின் எல்லைகள், பதினாறு வர்க்கங்களின் (1, 2, 3, 4, 7, 9, 10, 12, 16, 20, 24, 27, 30, 40, 45, 60 சம பாகங்கள்) பாகங்களின் எல்லைகள் அனைத்தும் (150 தனித்த எல்லைகள்); அதே ராசியிலிருந்து ஒவ்வொரு பாகமும் வரிசையாக அடுத்த ராசிக்குச் செல்கிறது, நாடியாம்சம் போல எண்ணப்படுகிறது.',
        te: 'అసమాన భాగాలు: ఒక రాశి యొక్క 150 నాడ్యంశాల సరిహద్దులు పదహారు వర్గాల (1, 2, 3, 4, 7, 9, 10, 12, 16, 20, 24, 27, 30, 40, 45, 60 సమ భాగాలు) భాగాల సరిహద్దులన్నీ (150 వేర్వేరు సరిహద్దులు); అదే రాశి నుంచి ప్రతి భాగం వరుసగా తరువాతి రాశికి వెళ్తుంది, నాడ్యంశంలాగే లెక్కిస్తారు.',
        kn: 'ಅಸಮಾನ ಭಾಗಗಳು: ಒಂದು ರಾಶಿಯ 150 ನಾಡ್ಯಂಶಗಳ ಗಡಿಗಳು ಹದಿನಾರು ವರ್ಗಗಳ (1, 2, 3, 4, 7, 9, 10, 12, 16, 20, 24, 27, 30, 40, 45, 60 ಸಮ ಭಾಗಗಳು) ಭಾಗಗಳ ಎಲ್ಲ ಗಡಿಗಳು (150 ಬೇರೆ ಬೇರೆ ಗಡಿಗಳು); ಅದೇ ರಾಶಿಯಿಂದ ಪ್ರತಿ ಭಾಗ ಕ್ರಮವಾಗಿ ಮುಂದಿನ ರಾಶಿಗೆ ಹೋಗುತ್ತದೆ, ನಾಡ್ಯಂಶದಂತೆ ಎಣಿಸಲಾಗುತ್ತದೆ.',
        ml: 'അസമമായ ഭാഗങ്ങൾ: ഒരു രാശിയുടെ 150 നാഡ്യംശങ്ങളുടെ അതിരുകൾ പതിനാറു വർഗങ്ങളുടെ (1, 2, 3, 4, 7, 9, 10, 12, 16, 20, 24, 27, 30, 40, 45, 60 തുല്യ ഭാഗങ്ങൾ) ഭാഗങ്ങളുടെ എല്ലാ അതിരുകളുമാണ് (150 വ്യത്യസ്ത അതിരുകൾ); അതേ രാശിയിൽ നിന്ന് ഓരോ ഭാഗവും ക്രമമായി അടുത്ത രാശിയിലേക്ക് പോകുന്നു, നാഡ്യംശം പോലെ എണ്ണുന്നു.',
        mr: 'असमान भाग: राशीच्या 150 नाड्यंशांच्या सीमा म्हणजे सोळा वर्गांच्या (1, 2, 3, 4, 7, 9, 10, 12, 16, 20, 24, 27, 30, 40, 45, 60 समान भाग) भागांच्या सर्व सीमा (150 वेगळ्या सीमा); त्याच राशीपासून प्रत्येक भाग क्रमाने पुढच्या राशीत जातो, नाड्यंशाप्रमाणे मोजला जातो.',
        bn: 'অসমান ভাগ: কোনো রাশির 150টি নাড্যংশের সীমা ষোলোটি বর্গের (1, 2, 3, 4, 7, 9, 10, 12, 16, 20, 24, 27, 30, 40, 45, 60টি সমান ভাগ) ভাগের সব সীমা (150টি আলাদা সীমা); সেই রাশি থেকে প্রতিটি ভাগ ক্রমে পরের রাশিতে যায়, নাড্যংশের মতো গোনা হয়।',
        gu: 'અસમાન ભાગ: રાશિના 150 નાડ્યંશોની સીમાઓ સોળ વર્ગોના (1, 2, 3, 4, 7, 9, 10, 12, 16, 20, 24, 27, 30, 40, 45, 60 સમાન ભાગ) ભાગોની બધી સીમાઓ છે (150 અલગ સીમાઓ); એ જ રાશિથી દરેક ભાગ ક્રમે પછીની રાશિમાં જાય છે, નાડ્યંશની જેમ ગણાય છે.' },
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
