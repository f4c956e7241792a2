/**
 * The nine grahas of jyotish, one record per graha.
 *
 * Sources (where two disagree, the chosen one comes first and the other is written beside it):
 * - Names, exaltation/debilitation signs and deepest degrees, own signs, moolatrikona ranges and natural
 *   friendships of the seven visible grahas: Brihat Parashara Hora Shastra ch. 3 (Santhanam translation);
 *   the same numbers are in PyJHora `const.py` (`planet_deep_exaltation_longitudes` = 10, 33, 298, 165, 95,
 *   357, 200; `_friendly_planets`/`_neutral_planets`/`_enemy_planets`).
 * - Rahu and Ketu: exaltation Taurus / Scorpio and debilitation Scorpio / Taurus as in BPHS ch. 3 and most
 *   almanacs; no deepest degree is given there, so `degree` is null. PyJHora's `house_strengths_of_planets`
 *   marks Scorpio as exaltation for both nodes instead. Own signs Aquarius (Rahu) and Scorpio (Ketu), the
 *   co-lordships used by Jaimini Char dasha (PyJHora `houses_of_rahu_kethu`). Moolatrikona of the nodes is
 *   left null: texts disagree (Gemini/Sagittarius in some BPHS editions, Virgo/Pisces in PyJHora
 *   `moola_trikona_of_planets`). Friendships of the nodes follow PyJHora `planet_relations` (BPHS gives none).
 * - Vimshottari years and gemstones: the interface spec tables.
 * - Weekday lords and the hora (Chaldean) order: Surya Siddhanta ch. 12 and every almanac; the nodes rule no
 *   weekday.
 * - Natural benefics/malefics: BPHS ch. 3 (Moon is benefic when waxing, Mercury when unafflicted; the
 *   records give the natural nature and the spec's "Benefic"/"Malefic" wording).
 * - Colours and presiding deities of the seven: BPHS ch. 3 (Agni, Varuna, Kartikeya, Vishnu, Indra, Shachi,
 *   Brahma); the nodes' deities (Durga for Rahu, Ganesha for Ketu) are those of the remedial tradition.
 * - Metal, finger and beej mantra: the ratna-dharana and graha-shanti practice printed in Hindi almanacs and
 *   remedy manuals; `metal` is the metal the graha's gemstone is set in (alternatives in parentheses).
 * - Names in the seven other languages: the names each region's almanacs print (Tamil and Malayalam Chevvai and
 *   Chovva for Mars, Malayalam Vyazham for Jupiter, Telugu and Kannada Kuja; Marathi and Bengali Ravi for the
 *   Sun); Tamil and Malayalam checked against PyJHora's language tables, docs/languages.md.
 */
import type { Text } from './text.ts';

export type GrahaNature = 'benefic' | 'malefic';
/** 0 = Sunday … 6 = Saturday. */
export type WeekdayIndex = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** The nine graha ids in the traditional order Sun … Ketu (PyJHora planet indices 0–8 follow it). */
export const GRAHA_IDS = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu', 'ketu'] as const;
export type GrahaId = (typeof GRAHA_IDS)[number];

/** Sign ids as plain strings here, so this file does not import signs.ts (which imports GrahaId). */
type SignIdText =
  | 'aries' | 'taurus' | 'gemini' | 'cancer' | 'leo' | 'virgo'
  | 'libra' | 'scorpio' | 'sagittarius' | 'capricorn' | 'aquarius' | 'pisces';

interface GrahaRecord {
  readonly id: GrahaId;
  /** 0-based index in the order Sun … Ketu. */
  readonly index: number;
  readonly en: string;
  readonly sanskrit: string;
  readonly hi: string;
  readonly ta: string; readonly te: string; readonly kn: string; readonly ml: string; readonly mr: string; readonly bn: string; readonly gu: string;
  /** Exaltation sign and the degree of deepest exaltation within it (0–30), null when no text gives one. */
  readonly exaltation: { readonly sign: SignIdText; readonly degree: number | null };
  readonly debilitation: { readonly sign: SignIdText; readonly degree: number | null };
  readonly ownSigns: readonly SignIdText[];
  /** Moolatrikona sign and degree range [fromDeg, toDeg) within it; null for the nodes (texts disagree). */
  readonly moolatrikona: { readonly sign: SignIdText; readonly fromDeg: number; readonly toDeg: number } | null;
  readonly friends: readonly GrahaId[];
  readonly neutrals: readonly GrahaId[];
  readonly enemies: readonly GrahaId[];
  readonly vimshottariYears: number;
  readonly gemstone: string;
  /** The weekday the graha rules, 0 = Sunday; null for Rahu and Ketu. */
  readonly weekday: WeekdayIndex | null;
  readonly nature: GrahaNature;
  readonly colour: string;
  readonly metal: string;
  readonly finger: string;
  readonly deity: Text;
  readonly beejMantra: { readonly devanagari: string; readonly latin: string };
}

export const GRAHAS = [
  {
    id: 'sun', index: 0, en: 'Sun', sanskrit: 'Surya', hi: 'सूर्य', ta: 'சூரியன்', te: 'సూర్యుడు', kn: 'ಸೂರ್ಯ', ml: 'സൂര്യൻ', mr: 'रवि', bn: 'রবি', gu: 'સૂર્ય',
    exaltation: { sign: 'aries', degree: 10 }, debilitation: { sign: 'libra', degree: 10 },
    ownSigns: ['leo'], moolatrikona: { sign: 'leo', fromDeg: 0, toDeg: 20 },
    friends: ['moon', 'mars', 'jupiter'], neutrals: ['mercury'], enemies: ['venus', 'saturn'],
    vimshottariYears: 6, gemstone: 'Ruby', weekday: 0, nature: 'malefic',
    colour: 'Copper red', metal: 'Gold (or copper)', finger: 'Ring finger', deity: { en: 'Agni', hi: 'अग्नि', ta: 'அக்னி', te: 'అగ్ని', kn: 'ಅಗ್ನಿ', ml: 'അഗ്നി', mr: 'अग्नी', bn: 'অগ্নি', gu: 'અગ્નિ' },
    beejMantra: { devanagari: 'ॐ ह्रां ह्रीं ह्रौं सः सूर्याय नमः', latin: 'Om Hraam Hreem Hraum Sah Suryaya Namah' },
  },
  {
    id: 'moon', index: 1, en: 'Moon', sanskrit: 'Chandra', hi: 'चन्द्र', ta: 'சந்திரன்', te: 'చంద్రుడు', kn: 'ಚಂದ್ರ', ml: 'ചന്ദ്രൻ', mr: 'चंद्र', bn: 'চন্দ্র', gu: 'ચંદ્ર',
    exaltation: { sign: 'taurus', degree: 3 }, debilitation: { sign: 'scorpio', degree: 3 },
    ownSigns: ['cancer'], moolatrikona: { sign: 'taurus', fromDeg: 3, toDeg: 30 },
    friends: ['sun', 'mercury'], neutrals: ['mars', 'jupiter', 'venus', 'saturn'], enemies: [],
    vimshottariYears: 10, gemstone: 'Pearl', weekday: 1, nature: 'benefic',
    colour: 'White', metal: 'Silver', finger: 'Little finger', deity: { en: 'Varuna', hi: 'वरुण', ta: 'வருணன்', te: 'వరుణుడు', kn: 'ವರುಣ', ml: 'വരുണൻ', mr: 'वरुण', bn: 'বরুণ', gu: 'વરુણ' },
    beejMantra: { devanagari: 'ॐ श्रां श्रीं श्रौं सः चन्द्रमसे नमः', latin: 'Om Shraam Shreem Shraum Sah Chandramase Namah' },
  },
  {
    id: 'mars', index: 2, en: 'Mars', sanskrit: 'Mangala', hi: 'मंगल', ta: 'செவ்வாய்', te: 'కుజుడు', kn: 'ಕುಜ', ml: 'ചൊവ്വ', mr: 'मंगळ', bn: 'মঙ্গল', gu: 'મંગળ',
    exaltation: { sign: 'capricorn', degree: 28 }, debilitation: { sign: 'cancer', degree: 28 },
    ownSigns: ['aries', 'scorpio'], moolatrikona: { sign: 'aries', fromDeg: 0, toDeg: 12 },
    friends: ['sun', 'moon', 'jupiter'], neutrals: ['venus', 'saturn'], enemies: ['mercury'],
    vimshottariYears: 7, gemstone: 'Red Coral', weekday: 2, nature: 'malefic',
    colour: 'Blood red', metal: 'Gold (or copper)', finger: 'Ring finger', deity: { en: 'Kartikeya', hi: 'कार्तिकेय', ta: 'முருகன்', te: 'సుబ్రహ్మణ్యస్వామి', kn: 'ಸುಬ್ರಹ್ಮಣ್ಯ', ml: 'സുബ്രഹ്മണ്യൻ', mr: 'कार्तिकेय', bn: 'কার্তিক', gu: 'કાર્તિકેય' },
    beejMantra: { devanagari: 'ॐ क्रां क्रीं क्रौं सः भौमाय नमः', latin: 'Om Kraam Kreem Kraum Sah Bhaumaya Namah' },
  },
  {
    id: 'mercury', index: 3, en: 'Mercury', sanskrit: 'Budha', hi: 'बुध', ta: 'புதன்', te: 'బుధుడు', kn: 'ಬುಧ', ml: 'ബുധൻ', mr: 'बुध', bn: 'বুধ', gu: 'બુધ',
    exaltation: { sign: 'virgo', degree: 15 }, debilitation: { sign: 'pisces', degree: 15 },
    ownSigns: ['gemini', 'virgo'], moolatrikona: { sign: 'virgo', fromDeg: 15, toDeg: 20 },
    friends: ['sun', 'venus'], neutrals: ['mars', 'jupiter', 'saturn'], enemies: ['moon'],
    vimshottariYears: 17, gemstone: 'Emerald', weekday: 3, nature: 'benefic',
    colour: 'Green', metal: 'Gold', finger: 'Little finger', deity: { en: 'Vishnu', hi: 'विष्णु', ta: 'விஷ்ணு', te: 'విష్ణువు', kn: 'ವಿಷ್ಣು', ml: 'വിഷ്ണു', mr: 'विष्णू', bn: 'বিষ্ণু', gu: 'વિષ્ણુ' },
    beejMantra: { devanagari: 'ॐ ब्रां ब्रीं ब्रौं सः बुधाय नमः', latin: 'Om Braam Breem Braum Sah Budhaya Namah' },
  },
  {
    id: 'jupiter', index: 4, en: 'Jupiter', sanskrit: 'Guru', hi: 'गुरु', ta: 'குரு', te: 'గురువు', kn: 'ಗುರು', ml: 'വ്യാഴം', mr: 'गुरु', bn: 'বৃহস্পতি', gu: 'ગુરુ',
    exaltation: { sign: 'cancer', degree: 5 }, debilitation: { sign: 'capricorn', degree: 5 },
    ownSigns: ['sagittarius', 'pisces'], moolatrikona: { sign: 'sagittarius', fromDeg: 0, toDeg: 10 },
    friends: ['sun', 'moon', 'mars'], neutrals: ['saturn'], enemies: ['mercury', 'venus'],
    vimshottariYears: 16, gemstone: 'Yellow Sapphire', weekday: 4, nature: 'benefic',
    colour: 'Yellow', metal: 'Gold', finger: 'Index finger', deity: { en: 'Indra', hi: 'इन्द्र', ta: 'இந்திரன்', te: 'ఇంద్రుడు', kn: 'ಇಂದ್ರ', ml: 'ഇന്ദ്രൻ', mr: 'इंद्र', bn: 'ইন্দ্র', gu: 'ઇન્દ્ર' },
    beejMantra: { devanagari: 'ॐ ग्रां ग्रीं ग्रौं सः गुरवे नमः', latin: 'Om Graam Greem Graum Sah Gurave Namah' },
  },
  {
    id: 'venus', index: 5, en: 'Venus', sanskrit: 'Shukra', hi: 'शुक्र', ta: 'சுக்கிரன்', te: 'శుక్రుడు', kn: 'ಶುಕ್ರ', ml: 'ശുക്രൻ', mr: 'शुक्र', bn: 'শুক্র', gu: 'શુક્ર',
    exaltation: { sign: 'pisces', degree: 27 }, debilitation: { sign: 'virgo', degree: 27 },
    ownSigns: ['taurus', 'libra'], moolatrikona: { sign: 'libra', fromDeg: 0, toDeg: 15 },
    friends: ['mercury', 'saturn'], neutrals: ['mars', 'jupiter'], enemies: ['sun', 'moon'],
    vimshottariYears: 20, gemstone: 'Diamond', weekday: 5, nature: 'benefic',
    colour: 'Variegated white', metal: 'Silver (or platinum)', finger: 'Middle finger', deity: { en: 'Shachi', hi: 'शची', ta: 'இந்திராணி', te: 'శచీదేవి', kn: 'ಶಚೀದೇವಿ', ml: 'ശചീദേവി', mr: 'शची', bn: 'শচী', gu: 'શચી' },
    beejMantra: { devanagari: 'ॐ द्रां द्रीं द्रौं सः शुक्राय नमः', latin: 'Om Draam Dreem Draum Sah Shukraya Namah' },
  },
  {
    id: 'saturn', index: 6, en: 'Saturn', sanskrit: 'Shani', hi: 'शनि', ta: 'சனி', te: 'శని', kn: 'ಶನಿ', ml: 'ശനി', mr: 'शनि', bn: 'শনি', gu: 'શનિ',
    exaltation: { sign: 'libra', degree: 20 }, debilitation: { sign: 'aries', degree: 20 },
    ownSigns: ['capricorn', 'aquarius'], moolatrikona: { sign: 'aquarius', fromDeg: 0, toDeg: 20 },
    friends: ['mercury', 'venus'], neutrals: ['jupiter'], enemies: ['sun', 'moon', 'mars'],
    vimshottariYears: 19, gemstone: 'Blue Sapphire', weekday: 6, nature: 'malefic',
    colour: 'Black', metal: 'Silver (or panchadhatu)', finger: 'Middle finger', deity: { en: 'Brahma', hi: 'ब्रह्मा', ta: 'பிரம்மா', te: 'బ్రహ్మ', kn: 'ಬ್ರಹ್ಮ', ml: 'ബ്രഹ്മാവ്', mr: 'ब्रह्मा', bn: 'ব্রহ্মা', gu: 'બ્રહ્મા' },
    beejMantra: { devanagari: 'ॐ प्रां प्रीं प्रौं सः शनैश्चराय नमः', latin: 'Om Praam Preem Praum Sah Shanaischaraya Namah' },
  },
  {
    id: 'rahu', index: 7, en: 'Rahu', sanskrit: 'Rahu', hi: 'राहु', ta: 'ராகு', te: 'రాహువు', kn: 'ರಾಹು', ml: 'രാഹു', mr: 'राहू', bn: 'রাহু', gu: 'રાહુ',
    exaltation: { sign: 'taurus', degree: null }, debilitation: { sign: 'scorpio', degree: null },
    ownSigns: ['aquarius'], moolatrikona: null,
    friends: ['venus', 'saturn'], neutrals: ['mercury', 'jupiter', 'ketu'], enemies: ['sun', 'moon', 'mars'],
    vimshottariYears: 18, gemstone: 'Hessonite', weekday: null, nature: 'malefic',
    colour: 'Smoky grey', metal: 'Silver (or ashtadhatu)', finger: 'Middle finger', deity: { en: 'Durga', hi: 'दुर्गा', ta: 'துர்க்கை', te: 'దుర్గ', kn: 'ದುರ್ಗಾ', ml: 'ദുർഗ', mr: 'दुर्गा', bn: 'দুর্গা', gu: 'દુર્ગા' },
    beejMantra: { devanagari: 'ॐ भ्रां भ्रीं भ्रौं सः राहवे नमः', latin: 'Om Bhraam Bhreem Bhraum Sah Rahave Namah' },
  },
  {
    id: 'ketu', index: 8, en: 'Ketu', sanskrit: 'Ketu', hi: 'केतु', ta: 'கேது', te: 'కేతువు', kn: 'ಕೇತು', ml: 'കേതു', mr: 'केतू', bn: 'কেতু', gu: 'કેતુ',
    exaltation: { sign: 'scorpio', degree: null }, debilitation: { sign: 'taurus', degree: null },
    ownSigns: ['scorpio'], moolatrikona: null,
    friends: ['sun', 'mars'], neutrals: ['moon', 'mercury', 'jupiter', 'rahu'], enemies: ['venus', 'saturn'],
    vimshottariYears: 7, gemstone: "Cat's Eye", weekday: null, nature: 'malefic',
    colour: 'Variegated smoky', metal: 'Silver (or panchadhatu)', finger: 'Little finger', deity: { en: 'Ganesha', hi: 'गणेश', ta: 'விநாயகர்', te: 'గణేశుడు', kn: 'ಗಣೇಶ', ml: 'ഗണപതി', mr: 'गणेश', bn: 'গণেশ', gu: 'ગણેશ' },
    beejMantra: { devanagari: 'ॐ स्रां स्रीं स्रौं सः केतवे नमः', latin: 'Om Sraam Sreem Sraum Sah Ketave Namah' },
  },
] as const satisfies readonly GrahaRecord[];

export type Graha = (typeof GRAHAS)[number];

const GRAHA_BY_ID: ReadonlyMap<string, Graha> = new Map(GRAHAS.map((graha) => [graha.id, graha]));

/** True when `value` is one of the nine graha ids. */
export function isGrahaId(value: string): value is GrahaId {
  return GRAHA_BY_ID.has(value);
}

/** The graha record of an id. */
export function grahaById(id: GrahaId): Graha {
  return GRAHA_BY_ID.get(id) as Graha;
}

/** The seven weekday lords, descending by sidereal period: the Chaldean order (Saturn … Moon). */
export const CHALDEAN_ORDER = ['saturn', 'jupiter', 'mars', 'sun', 'venus', 'mercury', 'moon'] as const;
export type WeekdayLordId = (typeof CHALDEAN_ORDER)[number];

/**
 * The order in which successive horas are ruled: each hora's lord is the next in the Chaldean order,
 * which, starting from the Sun, reads Sun, Venus, Mercury, Moon, Saturn, Jupiter, Mars.
 * The first hora after sunrise belongs to the weekday lord.
 */
export const HORA_ORDER = ['sun', 'venus', 'mercury', 'moon', 'saturn', 'jupiter', 'mars'] as const satisfies
  readonly WeekdayLordId[];

/** The lord of a weekday (0 = Sunday … 6 = Saturday): Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn. */
export const WEEKDAY_LORDS = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn'] as const satisfies
  readonly WeekdayLordId[];

/** Lords of the Vimshottari sequence from Ketu (the lord of Ashwini, Magha, Mula); 120 years in all. */
export const VIMSHOTTARI_ORDER = [
  'ketu', 'venus', 'sun', 'moon', 'mars', 'rahu', 'jupiter', 'saturn', 'mercury',
] as const satisfies readonly GrahaId[];

/** Total length of the Vimshottari cycle in years (sum of the spec table). */
export const VIMSHOTTARI_TOTAL_YEARS = 120;

/** How one graha sees another by nature (BPHS ch. 3); `self` for a graha and itself. */
export type NaturalRelationship = 'friend' | 'neutral' | 'enemy' | 'self';

/** Natural (naisargika) relationship of `other` as seen from `graha`: BPHS ch. 3, nodes per PyJHora. */
export function naturalRelationship(graha: GrahaId, other: GrahaId): NaturalRelationship {
  if (graha === other) return 'self';
  const record: Graha = grahaById(graha);
  if ((record.friends as readonly GrahaId[]).includes(other)) return 'friend';
  if ((record.enemies as readonly GrahaId[]).includes(other)) return 'enemy';
  return 'neutral';
}
