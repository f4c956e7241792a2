/**
 * Dasha systems: the year lengths they can be reckoned in, the eight yoginis, and one record per system with
 * its lords and years in order, how the first lord is found, and the applicability condition the classics give.
 *
 * Sources (where two disagree, the chosen one comes first and the other is written beside it):
 * - Brihat Parashara Hora Shastra (BPHS) ch. 46 in R. Santhanam's translation (Ranjan Publications, 1984),
 *   as reproduced at http://jyotishvidya.com/ch46.htm (Vimshottari 46.12–16: "beginning from Kritika … if the
 *   Nakshatras from Kritika to the Janma Nakshatra are divided by nine, the remainder will signify the Lord")
 *   and https://sushmajee.com/astrology/dashaa/dashaa-conditional.htm (Ashtottari 46.17–20, Shodashottari
 *   46.23–26, Shattrimsha Sama 46.42–43).
 * - PyJHora 4.x `horoscope/dhasa/graha/*.py` (https://github.com/naturalstupid/PyJHora), read for the seed
 *   stars, lord orders and the conditions of the other conditional dashas (`applicability_check` of
 *   ashtottari, dwadasottari, panchottari, sataatbika, chathuraaseethi_sama, dwisatpathi, shastihayani and the
 *   module comments of shodasottari and shattrimsa_sama), and for the number of cycles of the short systems.
 * - Shashtihayani nakshatra groups and the group balance: Manoj Kumar, "Alternative Dasha System Shasthi
 *   Hayani Dasha", Future Samachar, October 2013 (https://www.futuresamachar.com/en/alternative-dasha-system-
 *   shasthi-hayani-dasha-5185): the Moon's group is Purva Phalguni, Uttara Phalguni, Hasta, Chitra, each star
 *   worth 6/4 years, and the balance is the unelapsed part of the birth star plus the whole later stars.
 * - Yogini names, years and natures: the interface spec table ("Yogini dasha reference"); the classical planets
 *   of the yoginis (Mangala = Moon, Dhanya = Jupiter, Siddha = Venus) follow PyJHora `yogini.py`
 *   (`dhasa_adhipathi_list`) and differ from the spec's planet column for those three. The sixth yogini is
 *   Ulka (उल्का) as BPHS names her in the Yogini dasha verses ("mangala pingala dhanya bhramari bhadrika
 *   tatha, ulka siddha sankata cha yoginyo'shtau prakirtitah", quoted in Devanagari at
 *   https://theastrosecrets.blogspot.com/2021/04/timing-of-events-through-yogini-dasha.html), and as Hindi
 *   almanacs and yogini tables write it; the spec's "Ulpukta" is kept as an alias, so the one name Ulka
 *   (id `ulka`, उल्का) is used everywhere.
 * - Char dasha, K.N. Rao variant: reference/jyotish-definitions.md ("Char (Jaimini) dasha") and PyJHora
 *   `raasi/chara.py` `_dhasa_duration_knrao_method`; antardasha rotation per PyJHora issue #59
 *   (https://github.com/naturalstupid/PyJHora/issues/59); stronger co-lord of Scorpio/Aquarius:
 *   P.V.R. Narasimha Rao, "Vedic Astrology: An Integrated Approach" (Sagar, 2000), §15.5.1, the rule PyJHora
 *   `house.house_owner_from_planet_positions` implements.
 * - Narayana dasha: P.V.R. Narasimha Rao, "Vedic Astrology: An Integrated Approach", ch. 18 (example 66
 *   reproduced); Shoola and Drig dashas: the rules PyJHora `raasi/shoola.py` and `raasi/drig.py` implement (the
 *   latter citing Narasimha Rao's "Drig Dasa of Parasara"); the antardasha rules and second cycles of all three as
 *   PyJHora implements them (each record names its rule). The books themselves were not available here.
 * - Brahma, Lagnamsaka, Navamsa, Mandooka, Sandhya, Tara Lagna, Trikona, Yogardha, Lagna and Karaka Kendradi, Chaturvidha
 *   Uttara, Padhanadhamsa and Raashiyanka: the rules of PyJHora's `raasi/*.py` modules, read and restated, with
 *   the sutras and verses each record names (Jaimini Upadesa Sutras in B. Suryanarain Rao's translation; K.N. Rao's Mandooka
 *   condition); no book's worked example was available for them here.
 * - Niryana Shoola dasha and Sudasa: Narasimha Rao, ch. 22 and ch. 20 (examples 84, 85 and 77 as PyJHora's test
 *   file records them); Sudasa's antardasha order as Jagannatha Hora gives it and PyJHora `raasi/sudasa.py` takes
 *   by default. Kalachakra dasha: the wheel of BPHS ch. 46 (`data/kalachakra.ts`) and Raghavacharya's navamsa
 *   progression as PyJHora `raasi/kalachakra.py` implements it (its default). Sthira dasha: the rules of PyJHora
 *   `raasi/sthira.py`, from Brahma as Brahma dasha finds it.
 * - Char methods and the `pyjhora` dignity reading: PyJHora 4.8.5 `raasi/chara.py` (default `chara_method=2`) and
 *   `const.house_strengths_of_planets`.
 * - Names in the seven other languages: the systems' and the yoginis' Sanskrit names in each script, with the
 *   endings the language gives a Sanskrit noun (Telugu and Malayalam drop a final long a and write a final long i
 *   short, Kannada writes it short); the levels as each region's almanacs name the periods: Tamil Thisai, Bhukti,
 *   Antaram, Sookshmam, Pranam; Malayalam Dasha, Apaharam, Chhidram (the Kerala dasha-apahara-chhidra), Kannada
 *   Mahadashe; sources in docs/languages.md.
 *
 * Nakshatra numbers are 1-based (1 = Ashwini … 27 = Revati); sign numbers are 1-based (1 = Aries).
 *
 * Languages: the rules in words (`startRule`, a condition, a sign dasha's `variant`, a method's `rule`) are written
 * in English and Hindi; the conditions, variants and methods in all nine, the start rules in English and Hindi. The
 * Hindi restates each rule in jyotish Hindi with the names of the name tables (कृत्तिका, विषमपद, पणफर), names
 * PyJHora in Devanagari (पाइजेहोरा) and BPHS in full, and leaves the module and function names it cites to
 * `source`, which stays as cited; the seven other languages do the same in their scripts (Tamil பைஜேஹோரா and
 * பிருஹத் பராசர ஹோரா சாஸ்திரம்), with each region's name of the antardasha in a method's name (Tamil புக்தி,
 * Malayalam അപഹാരം) as `DASHA_LEVELS` gives it.
 */
import { GRAHAS, type GrahaId } from './grahas.ts';
import type { NakshatraId } from './nakshatras.ts';
import type { SignId } from './signs.ts';
import type { Names } from './text.ts';
import { GRAHA_DASHA_SYSTEMS, type LagnaDashaLordId } from './graha-dashas.ts';
import type { Text } from './text.ts';

/** A way of counting dasha years in days. */
interface DashaYearRecord {
  readonly id: string;
  readonly en: string;
  readonly hi: string;
  /** Length of one dasha year in days of 86 400 s. */
  readonly days: number;
  readonly note: string;
}

/** The year lengths a dasha can be reckoned in; `julian` is the default. */
export const DASHA_YEARS = [
  {
    id: 'julian', en: 'Julian year', hi: 'जूलियन वर्ष', days: 365.25,
    note: 'The mean civil year of 365¼ days; the default of most printed dasha tables.',
  },
  {
    id: 'gregorian', en: 'Gregorian year', hi: 'ग्रेगोरियन वर्ष', days: 365.2425,
    note: 'The mean Gregorian calendar year (the tropical year to 3·10⁻⁴ day).',
  },
  {
    id: 'savana', en: 'Savana year', hi: 'सावन वर्ष', days: 360,
    note: 'Twelve savana months of 30 civil days (the "360-day year" of some Parashari authors).',
  },
  {
    id: 'sidereal', en: 'Sidereal year', hi: 'नाक्षत्र वर्ष', days: 365.256363,
    note: 'The sidereal year (J2000.0), the Sun\'s return to the same star; PyJHora and JHora use 365.256364.',
  },
] as const satisfies readonly DashaYearRecord[];

export type DashaYear = (typeof DASHA_YEARS)[number];
export type DashaYearId = DashaYear['id'];
export const DEFAULT_DASHA_YEAR_ID: DashaYearId = 'julian';

const DASHA_YEAR_BY_ID: ReadonlyMap<string, DashaYear> = new Map(DASHA_YEARS.map((year) => [year.id, year]));

/** True when `value` names one of `DASHA_YEARS`. */
export function isDashaYearId(value: string): value is DashaYearId {
  return DASHA_YEAR_BY_ID.has(value);
}

/** The year record of an id. */
export function dashaYearById(id: DashaYearId): DashaYear {
  return DASHA_YEAR_BY_ID.get(id) as DashaYear;
}

interface YoginiRecord extends Names {
  readonly id: string;
  /** Other spellings met in books and software. */
  readonly aliases: readonly string[];
  /** Mahadasha length in years, 1–8. */
  readonly years: number;
  /** Planet of the yogini in the interface spec table. */
  readonly specPlanet: GrahaId;
  /** Planet of the yogini in the classical lists (PyJHora `yogini.py`). */
  readonly classicalPlanet: GrahaId;
  /** The spec's "Nature" column. */
  readonly nature: 'Benefic' | 'Mixed' | 'Malefic';
}

/** The eight yoginis in dasha order (Mangala 1 year … Sankata 8 years, 36 in all). */
export const YOGINIS = [
  { id: 'mangala', en: 'Mangala', hi: 'मंगला', ta: 'மங்களா', te: 'మంగళ', kn: 'ಮಂಗಳಾ', ml: 'മംഗള', mr: 'मंगला', bn: 'মঙ্গলা', gu: 'મંગલા', aliases: [], years: 1, specPlanet: 'mars', classicalPlanet: 'moon', nature: 'Benefic' },
  { id: 'pingala', en: 'Pingala', hi: 'पिंगला', ta: 'பிங்களா', te: 'పింగళ', kn: 'ಪಿಂಗಳಾ', ml: 'പിംഗള', mr: 'पिंगला', bn: 'পিঙ্গলা', gu: 'પિંગલા', aliases: [], years: 2, specPlanet: 'sun', classicalPlanet: 'sun', nature: 'Mixed' },
  { id: 'dhanya', en: 'Dhanya', hi: 'धान्या', ta: 'தான்யா', te: 'ధాన్య', kn: 'ಧಾನ್ಯಾ', ml: 'ധാന്യ', mr: 'धान्या', bn: 'ধান্যা', gu: 'ધાન્યા', aliases: [], years: 3, specPlanet: 'moon', classicalPlanet: 'jupiter', nature: 'Benefic' },
  { id: 'bhramari', en: 'Bhramari', hi: 'भ्रामरी', ta: 'பிராமரி', te: 'భ్రామరి', kn: 'ಭ್ರಾಮರಿ', ml: 'ഭ്രാമരി', mr: 'भ्रामरी', bn: 'ভ্রামরী', gu: 'ભ્રામરી', aliases: [], years: 4, specPlanet: 'mars', classicalPlanet: 'mars', nature: 'Malefic' },
  { id: 'bhadrika', en: 'Bhadrika', hi: 'भद्रिका', ta: 'பத்ரிகா', te: 'భద్రిక', kn: 'ಭದ್ರಿಕಾ', ml: 'ഭദ്രിക', mr: 'भद्रिका', bn: 'ভদ্রিকা', gu: 'ભદ્રિકા', aliases: [], years: 5, specPlanet: 'mercury', classicalPlanet: 'mercury', nature: 'Benefic' },
  { id: 'ulka', en: 'Ulka', hi: 'उल्का', ta: 'உல்கா', te: 'ఉల్క', kn: 'ಉಲ್ಕಾ', ml: 'ഉൽക്ക', mr: 'उल्का', bn: 'উল্কা', gu: 'ઉલ્કા', aliases: ['Ulpukta', 'Ulpuka'], years: 6, specPlanet: 'saturn', classicalPlanet: 'saturn', nature: 'Malefic' },
  { id: 'siddha', en: 'Siddha', hi: 'सिद्धा', ta: 'சித்தா', te: 'సిద్ధ', kn: 'ಸಿದ್ಧಾ', ml: 'സിദ്ധ', mr: 'सिद्धा', bn: 'সিদ্ধা', gu: 'સિદ્ધા', aliases: [], years: 7, specPlanet: 'jupiter', classicalPlanet: 'venus', nature: 'Benefic' },
  { id: 'sankata', en: 'Sankata', hi: 'संकटा', ta: 'சங்கடா', te: 'సంకట', kn: 'ಸಂಕಟಾ', ml: 'സങ്കട', mr: 'संकटा', bn: 'সঙ্কটা', gu: 'સંકટા', aliases: [], years: 8, specPlanet: 'rahu', classicalPlanet: 'rahu', nature: 'Malefic' },
] as const satisfies readonly YoginiRecord[];

export type Yogini = (typeof YOGINIS)[number];
export type YoginiId = Yogini['id'];

const YOGINI_BY_ID: ReadonlyMap<string, Yogini> = new Map(YOGINIS.map((yogini) => [yogini.id, yogini]));

/** True when `value` is one of the eight yogini ids. */
export function isYoginiId(value: string): value is YoginiId {
  return YOGINI_BY_ID.has(value);
}

/** The yogini record of an id. */
export function yoginiById(id: YoginiId): Yogini {
  return YOGINI_BY_ID.get(id) as Yogini;
}

/**
 * The levels of a dasha period tree, 1 = mahadasha … 5 = prana; `id` is the level's key in responses
 * (astro/dasha/types.ts `DASHA_LEVEL_NAMES`), `en` and `hi` its name.
 */
export const DASHA_LEVELS = [
  { level: 1, id: 'mahadasha', en: 'Mahadasha', hi: 'महादशा', ta: 'தசை', te: 'మహాదశ', kn: 'ಮಹಾದಶೆ', ml: 'ദശ', mr: 'महादशा', bn: 'মহাদশা', gu: 'મહાદશા' },
  { level: 2, id: 'antardasha', en: 'Antardasha', hi: 'अंतर्दशा', ta: 'புக்தி', te: 'అంతర్దశ', kn: 'ಅಂತರ್ದಶೆ', ml: 'അപഹാരം', mr: 'अंतर्दशा', bn: 'অন্তর্দশা', gu: 'અંતર્દશા' },
  { level: 3, id: 'pratyantardasha', en: 'Pratyantardasha', hi: 'प्रत्यंतर्दशा', ta: 'அந்தரம்', te: 'ప్రత్యంతర్దశ', kn: 'ಪ್ರತ್ಯಂತರ್ದಶೆ', ml: 'ഛിദ്രം', mr: 'प्रत्यंतर्दशा', bn: 'প্রত্যন্তর্দশা', gu: 'પ્રત્યંતર્દશા' },
  { level: 4, id: 'sookshma', en: 'Sookshma', hi: 'सूक्ष्म दशा', ta: 'சூட்சுமம்', te: 'సూక్ష్మదశ', kn: 'ಸೂಕ್ಷ್ಮದಶೆ', ml: 'സൂക്ഷ്മദശ', mr: 'सूक्ष्म दशा', bn: 'সূক্ষ্ম দশা', gu: 'સૂક્ષ્મ દશા' },
  { level: 5, id: 'prana', en: 'Prana', hi: 'प्राण दशा', ta: 'பிராணம்', te: 'ప్రాణదశ', kn: 'ಪ್ರಾಣದಶೆ', ml: 'പ്രാണദശ', mr: 'प्राण दशा', bn: 'প্রাণ দশা', gu: 'પ્રાણ દશા' },
] as const satisfies readonly ({ level: number; id: string } & Names)[];
export type DashaLevelRecord = (typeof DASHA_LEVELS)[number];

/** The level record of a 1-based level (1 = mahadasha … 5 = prana); `null` outside 1–5. */
export function dashaLevelByNumber(level: number): DashaLevelRecord | null {
  return DASHA_LEVELS.find((record) => record.level === level) ?? null;
}

/** The lord of a dasha period: a graha, a yogini, (rashi dashas) a sign, the lagna (Naisargika) or a star (Saptarishi). */
export type DashaLordId = GrahaId | YoginiId | SignId | LagnaDashaLordId | NakshatraId;

/**
 * How a nakshatra dasha finds the lord of the birth star:
 * - `count`: count from the seed star to the birth star (inclusive, 1–27, going round past Revati when needed;
 *   `backward` counts from the birth star to the seed instead), add `offset`, divide by the number of lords;
 *   remainder r gives the r-th lord, 0 the last. Each star is its own group, so the balance is the unelapsed
 *   part of the birth star.
 * - `groups`: from `startNakshatra`, consecutive groups of stars belong to the lords in order; the balance is
 *   the unelapsed part of the whole group (BPHS 46.17–20 for Ashtottari).
 */
export type NakshatraStartRule =
  | {
    readonly kind: 'count';
    readonly seedNakshatra: number;
    readonly direction: 'forward' | 'backward';
    /** Added to the count before dividing (Yogini: + 3); 0 otherwise. */
    readonly offset: number;
  }
  | { readonly kind: 'groups'; readonly startNakshatra: number; readonly groupSizes: readonly number[] }
  /** The lord of each part in turn (a tithi dasha: 30 entries, tithi 1 = Shukla Pratipada first; a karana dasha: 60). */
  | { readonly kind: 'list'; readonly lords: readonly (GrahaId | YoginiId)[] };

/** Conditions under which BPHS ch. 46 recommends a dasha; evaluated by `astro/dasha/applicability.ts`. */
export type DashaApplicabilityId =
  | 'rahu-kendra-trikona-from-lagna-lord'
  | 'lagna-hora-matches-paksha'
  | 'lagna-in-venus-navamsa'
  | 'lagna-in-cancer-dwadashamsha'
  | 'lagna-vargottama'
  | 'tenth-lord-in-tenth'
  | 'lagna-lord-seventh-or-seventh-lord-lagna'
  | 'sun-in-lagna'
  | 'lagna-hora-matches-day-night'
  | 'all-kendras-occupied'
  | 'four-grahas-in-kendras'
  | 'lagna-lord-strong'
  | 'paryaaya-trine-strength';

interface NakshatraDashaRecord extends Names {
  readonly id: string;
  readonly kind: 'nakshatra';
  readonly sanskrit: string;
  /** Sum of the lords' years, one cycle. */
  readonly totalYears: number;
  /** How many cycles make the list of mahadashas (the short systems repeat to cover a life). */
  readonly cycles: number;
  /** Lords in dasha order with their mahadasha years. */
  readonly periods: readonly { readonly lord: GrahaId | YoginiId; readonly years: number }[];
  readonly start: NakshatraStartRule;
  /** The starting rule in words, with its source. */
  readonly startRule: Text;
  /** Condition under which the classics recommend the system; null = universally applicable. */
  readonly applicability: { readonly id: DashaApplicabilityId; readonly condition: Text } | null;
  readonly source: string;
  /**
   * The angle whose parts are counted: absent = the Moon's sidereal longitude in 27 stars of 13°20′ (the birth
   * star); `yoga` = sidereal Sun + sidereal Moon in 27 parts of 13°20′ (the birth yoga: 1 = Vishkambha … 27 =
   * Vaidhriti); `tithi` = Moon − Sun in 30 parts of 12° (the birth tithi: 1 = Shukla Pratipada … 30 = Amavasya);
   * `karana` = Moon − Sun in 60 parts of 6° (the birth karana: 1 = Kimstughna … 60 = Naga).
   */
  readonly startPoint?: 'yoga' | 'tithi' | 'karana';
  /** `next`: the antardashas of a dasha start from the lord after its own; absent: from its own lord. */
  readonly antardashaFrom?: 'next';
}

interface SignDashaRecord extends Names {
  readonly id: string;
  readonly kind: 'sign';
  readonly sanskrit: string;
  /** The named variant whose rules are implemented. */
  readonly variant: Text;
  readonly cycles: number;
  readonly startRule: Text;
  readonly yearsRule: string;
  readonly coLordRule: string;
  readonly antardashaRule: string;
  /** Condition under which the books apply the system; null = every chart. */
  readonly applicability: { readonly id: DashaApplicabilityId; readonly condition: Text } | null;
  readonly source: string;
}

const GRAHA_ORDER_SUN_TO_SATURN = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn'] as const;

/** The lords of the tithis Pratipada to Saptami (and Navami to Purnima of the bright half): the weekday lords. */
const TITHI_LORDS_SHUKLA = GRAHA_ORDER_SUN_TO_SATURN;

/**
 * The lords of the 30 tithis (1 = Shukla Pratipada … 30 = Amavasya) of the tithi dashas: the weekday lords Sun …
 * Saturn for Pratipada to Saptami, Rahu for Shukla Ashtami, Sun … Saturn again for Navami to Purnima, Sun … Saturn
 * for Krishna Pratipada to Saptami, Rahu for Krishna Ashtami, Sun … Venus for Navami to Chaturdashi, Rahu for Amavasya.
 */
const TITHI_LORDS = [
  ...TITHI_LORDS_SHUKLA, 'rahu',
  ...TITHI_LORDS_SHUKLA,
  ...TITHI_LORDS_SHUKLA, 'rahu',
  ...TITHI_LORDS_SHUKLA.slice(0, 6), 'rahu',
] as const;

/** The yogini of each classical planet (`YOGINIS` classicalPlanet), for the grahas that rule a tithi. */
const YOGINI_OF_GRAHA = {
  moon: 'mangala', sun: 'pingala', jupiter: 'dhanya', mars: 'bhramari', mercury: 'bhadrika', saturn: 'ulka', venus: 'siddha', rahu: 'sankata',
} as const satisfies Record<(typeof TITHI_LORDS)[number], YoginiId>;

/** The dasha systems, one record each. */
export const DASHA_SYSTEMS = [
  {
    id: 'vimshottari', kind: 'nakshatra', en: 'Vimshottari', hi: 'विंशोत्तरी', ta: 'விம்சோத்தரி', te: 'వింశోత్తరి', kn: 'ವಿಂಶೋತ್ತರಿ', ml: 'വിംശോത്തരി', mr: 'विंशोत्तरी', bn: 'বিংশোত্তরী', gu: 'વિંશોત્તરી', sanskrit: 'Viṃśottarī', totalYears: 120, cycles: 1,
    periods: [
      { lord: 'sun', years: 6 }, { lord: 'moon', years: 10 }, { lord: 'mars', years: 7 }, { lord: 'rahu', years: 18 },
      { lord: 'jupiter', years: 16 }, { lord: 'saturn', years: 19 }, { lord: 'mercury', years: 17 },
      { lord: 'ketu', years: 7 }, { lord: 'venus', years: 20 },
    ],
    start: { kind: 'count', seedNakshatra: 3, direction: 'forward', offset: 0 },
    startRule: {
      en: 'Count from Krittika to the birth star and divide by 9; the remainder 1, 2 … 0 gives Sun, Moon, Mars, '
        + 'Rahu, Jupiter, Saturn, Mercury, Ketu, Venus (BPHS 46.12–15); the same as the lord of the birth star '
        + '(Ketu for Ashwini, Magha, Mula).',
      hi: 'कृत्तिका से जन्म नक्षत्र तक गिनकर 9 से भाग दें; शेष 1, 2 … 0 से क्रमशः सूर्य, चन्द्र, मंगल, राहु, गुरु, शनि, बुध, केतु, शुक्र मिलते हैं (बृहत् पाराशर होरा शास्त्र 46.12–15); यह जन्म नक्षत्र का स्वामी ही है (अश्विनी, मघा, मूल के लिए केतु)।',
    },
    applicability: null,
    source: 'BPHS ch. 46.12–16; years as the interface spec table.',
  },
  {
    id: 'yogini', kind: 'nakshatra', en: 'Yogini', hi: 'योगिनी', ta: 'யோகினி', te: 'యోగిని', kn: 'ಯೋಗಿನಿ', ml: 'യോഗിനി', mr: 'योगिनी', bn: 'যোগিনী', gu: 'યોગિની', sanskrit: 'Yoginī', totalYears: 36, cycles: 3,
    periods: [
      { lord: 'mangala', years: 1 }, { lord: 'pingala', years: 2 }, { lord: 'dhanya', years: 3 },
      { lord: 'bhramari', years: 4 }, { lord: 'bhadrika', years: 5 }, { lord: 'ulka', years: 6 },
      { lord: 'siddha', years: 7 }, { lord: 'sankata', years: 8 },
    ],
    start: { kind: 'count', seedNakshatra: 1, direction: 'forward', offset: 3 },
    startRule: {
      en: '(birth star number counted from Ashwini + 3) mod 8, 0 → 8, gives the yogini 1 = Mangala … '
        + '8 = Sankata (Ashwini → Bhramari, Ardra → Mangala, Punarvasu → Pingala, Revati → Ulka). PyJHora 4.x '
        + '`yogini.py` instead seeds Punarvasu with Pingala and cycles on past Revati, which agrees from Punarvasu '
        + 'to Revati but gives Siddha, Sankata, Mangala, Pingala, Dhanya, Bhramari for Ashwini–Ardra; its earlier '
        + 'table (Ashwini → Bhramari) matched the formula used here.',
      hi: '(अश्विनी से गिनी गई जन्म नक्षत्र की संख्या + 3) को 8 से भाग देने पर शेष, और 0 हो तो 8, योगिनी देता है: 1 = मंगला … 8 = संकटा (अश्विनी → भ्रामरी, आर्द्रा → मंगला, पुनर्वसु → पिंगला, रेवती → उल्का)। पाइजेहोरा (संस्करण 4) इसके बजाय पुनर्वसु को पिंगला से आरंभ करके रेवती के बाद भी चक्र आगे बढ़ाता है, जो पुनर्वसु से रेवती तक मेल खाता है पर अश्विनी से आर्द्रा तक सिद्धा, संकटा, मंगला, पिंगला, धान्या, भ्रामरी देता है; उसकी पुरानी तालिका (अश्विनी → भ्रामरी) यहाँ प्रयुक्त सूत्र से मेल खाती थी।',
    },
    applicability: null,
    source: 'Interface spec Yogini table; start rule as the project brief, checked against PyJHora yogini.py; '
      + 'three cycles (108 years) as PyJHora.',
  },
  {
    id: 'ashtottari', kind: 'nakshatra', en: 'Ashtottari', hi: 'अष्टोत्तरी', ta: 'அஷ்டோத்தரி', te: 'అష్టోత్తరి', kn: 'ಅಷ್ಟೋತ್ತರಿ', ml: 'അഷ്ടോത്തരി', mr: 'अष्टोत्तरी', bn: 'অষ্টোত্তরী', gu: 'અષ્ટોત્તરી', sanskrit: 'Aṣṭottarī', totalYears: 108, cycles: 1,
    periods: [
      { lord: 'sun', years: 6 }, { lord: 'moon', years: 15 }, { lord: 'mars', years: 8 }, { lord: 'mercury', years: 17 },
      { lord: 'saturn', years: 10 }, { lord: 'jupiter', years: 19 }, { lord: 'rahu', years: 12 }, { lord: 'venus', years: 21 },
    ],
    start: { kind: 'groups', startNakshatra: 6, groupSizes: [4, 3, 4, 3, 3, 3, 4, 3] },
    startRule: {
      en: 'From Ardra: 4 stars to the Sun, 3 to the Moon, 4 to Mars, 3 to Mercury, 4 to Saturn (Purva '
        + 'Ashadha, Uttara Ashadha, Abhijit, Shravana — three of the 27, as Abhijit lies inside Uttara Ashadha and '
        + 'Shravana), 3 to Jupiter, 4 to Rahu, 3 to Venus (BPHS 46.17–20); the balance is the unelapsed part of '
        + 'the whole group.',
      hi: 'आर्द्रा से: 4 नक्षत्र सूर्य के, 3 चन्द्र के, 4 मंगल के, 3 बुध के, 4 शनि के (पूर्वाषाढ़ा, उत्तराषाढ़ा, अभिजित, श्रवण — 27 में से तीन, क्योंकि अभिजित उत्तराषाढ़ा और श्रवण के भीतर पड़ता है), 3 गुरु के, 4 राहु के, 3 शुक्र के (बृहत् पाराशर होरा शास्त्र 46.17–20); भोग्य शेष पूरे समूह का अभुक्त भाग है।',
    },
    applicability: {
      id: 'rahu-kendra-trikona-from-lagna-lord',
      condition: {
        en: 'Rahu, not in the lagna, is in a kendra (1, 4, 7, 10) or trikona (1, 5, 9) from the lagna lord '
          + '(BPHS 46.17; PyJHora ashtottari.applicability_check).',
        hi: 'राहु, लग्न में न होकर, लग्नेश से केंद्र (1, 4, 7, 10) या त्रिकोण (1, 5, 9) में हो (बृहत् पाराशर होरा शास्त्र 46.17; पाइजेहोरा)।',
        ta: 'ராகு லக்னத்தில் இல்லாமல், லக்னாதிபதியிலிருந்து கேந்திரத்தில் (1, 4, 7, 10) அல்லது திரிகோணத்தில் (1, 5, 9) இருக்க வேண்டும் (பிருஹத் பராசர ஹோரா சாஸ்திரம் 46.17; பைஜேஹோரா).',
        te: 'రాహువు లగ్నంలో కాకుండా, లగ్నాధిపతి నుంచి కేంద్రంలో (1, 4, 7, 10) లేదా త్రికోణంలో (1, 5, 9) ఉండాలి (బృహత్ పరాశర హోరా శాస్త్రం 46.17; పైజేహోరా).',
        kn: 'ರಾಹು ಲಗ್ನದಲ್ಲಿ ಇರದೆ, ಲಗ್ನಾಧಿಪತಿಯಿಂದ ಕೇಂದ್ರದಲ್ಲಿ (1, 4, 7, 10) ಅಥವಾ ತ್ರಿಕೋಣದಲ್ಲಿ (1, 5, 9) ಇರಬೇಕು (ಬೃಹತ್ ಪರಾಶರ ಹೋರಾ ಶಾಸ್ತ್ರ 46.17; ಪೈಜೆಹೋರಾ).',
        ml: 'രാഹു ലഗ്നത്തിലല്ലാതെ, ലഗ്നാധിപനിൽ നിന്ന് കേന്ദ്രത്തിലോ (1, 4, 7, 10) ത്രികോണത്തിലോ (1, 5, 9) നിൽക്കണം (ബൃഹത് പരാശര ഹോരാശാസ്ത്രം 46.17; പൈജെഹോറ).',
        mr: 'राहू लग्नात नसून लग्नेशापासून केंद्रात (1, 4, 7, 10) किंवा त्रिकोणात (1, 5, 9) असावा (बृहत् पाराशर होरा शास्त्र 46.17; पायजेहोरा).',
        bn: 'রাহু লগ্নে না থেকে লগ্নপতি থেকে কেন্দ্রে (1, 4, 7, 10) বা ত্রিকোণে (1, 5, 9) থাকবে (বৃহৎ পরাশর হোরা শাস্ত্র 46.17; পাইজেহোরা)।',
        gu: 'રાહુ લગ્નમાં ન હોય અને લગ્નેશથી કેન્દ્રમાં (1, 4, 7, 10) અથવા ત્રિકોણમાં (1, 5, 9) હોય (બૃહત્ પરાશર હોરા શાસ્ત્ર 46.17; પાયજેહોરા).',
      },
    },
    source: 'BPHS ch. 46.17–20; PyJHora ashtottari.py (ashtottari_adhipathi_dict_seed).',
  },
  {
    id: 'shodashottari', kind: 'nakshatra', en: 'Shodashottari', hi: 'षोडशोत्तरी', ta: 'சோடசோத்தரி', te: 'షోడశోత్తరి', kn: 'ಷೋಡಶೋತ್ತರಿ', ml: 'ഷോഡശോത്തരി', mr: 'षोडशोत्तरी', bn: 'ষোডশোত্তরী', gu: 'ષોડશોત્તરી', sanskrit: 'Ṣoḍaśottarī', totalYears: 116, cycles: 1,
    periods: [
      { lord: 'sun', years: 11 }, { lord: 'mars', years: 12 }, { lord: 'jupiter', years: 13 }, { lord: 'saturn', years: 14 },
      { lord: 'ketu', years: 15 }, { lord: 'moon', years: 16 }, { lord: 'mercury', years: 17 }, { lord: 'venus', years: 18 },
    ],
    start: { kind: 'count', seedNakshatra: 8, direction: 'forward', offset: 0 },
    startRule: {
      en: 'Count from Pushya to the birth star and divide by 8; the remainder gives Sun, Mars, Jupiter, '
        + 'Saturn, Ketu, Moon, Mercury, Venus (BPHS 46.24–26).',
      hi: 'पुष्य से जन्म नक्षत्र तक गिनकर 8 से भाग दें; शेष से क्रमशः सूर्य, मंगल, गुरु, शनि, केतु, चन्द्र, बुध, शुक्र मिलते हैं (बृहत् पाराशर होरा शास्त्र 46.24–26)।',
    },
    applicability: {
      id: 'lagna-hora-matches-paksha',
      condition: {
        en: 'The lagna is in the Moon\'s hora with birth in Krishna paksha, or in the Sun\'s hora with birth '
          + 'in Shukla paksha (BPHS 46.24–26; Parashari hora: odd signs Sun 0°–15°, Moon 15°–30°, even signs the '
          + 'reverse; Shukla = Moon − Sun in [0°, 180°)).',
        hi: 'कृष्ण पक्ष के जन्म में लग्न चन्द्र की होरा में हो, या शुक्ल पक्ष के जन्म में सूर्य की होरा में (बृहत् पाराशर होरा शास्त्र 46.24–26; पाराशरी होरा: विषम राशियों में 0°–15° सूर्य की और 15°–30° चन्द्र की, सम राशियों में इसका उलटा; शुक्ल = चन्द्र − सूर्य [0°, 180°) में)।',
        ta: 'தேய்பிறையில் பிறப்பு என்றால் லக்னம் சந்திரனின் ஹோரையிலும், வளர்பிறையில் பிறப்பு என்றால் சூரியனின் ஹோரையிலும் இருக்க வேண்டும் (பிருஹத் பராசர ஹோரா சாஸ்திரம் 46.24–26; பராசரி ஹோரை: ஒற்றை ராசிகளில் 0°–15° சூரியனுடையது, 15°–30° சந்திரனுடையது, இரட்டை ராசிகளில் இதன் மறுதலை; வளர்பிறை: சந்திரன் − சூரியன் 0° முதல் 180°க்குக் குறைவு வரை).',
        te: 'కృష్ణ పక్షంలో జననమైతే లగ్నం చంద్రుని హోరలో, శుక్ల పక్షంలో జననమైతే సూర్యుని హోరలో ఉండాలి (బృహత్ పరాశర హోరా శాస్త్రం 46.24–26; పరాశరీ హోర: బేసి రాశుల్లో 0°–15° సూర్యునిది, 15°–30° చంద్రునిది, సరి రాశుల్లో దీనికి విలోమం; శుక్ల పక్షం: చంద్రుడు − సూర్యుడు 0° నుంచి 180° లోపు).',
        kn: 'ಕೃಷ್ಣ ಪಕ್ಷದಲ್ಲಿ ಜನನವಾದರೆ ಲಗ್ನ ಚಂದ್ರನ ಹೋರೆಯಲ್ಲಿ, ಶುಕ್ಲ ಪಕ್ಷದಲ್ಲಿ ಜನನವಾದರೆ ಸೂರ್ಯನ ಹೋರೆಯಲ್ಲಿ ಇರಬೇಕು (ಬೃಹತ್ ಪರಾಶರ ಹೋರಾ ಶಾಸ್ತ್ರ 46.24–26; ಪರಾಶರೀ ಹೋರೆ: ಬೆಸ ರಾಶಿಗಳಲ್ಲಿ 0°–15° ಸೂರ್ಯನದು, 15°–30° ಚಂದ್ರನದು, ಸಮ ರಾಶಿಗಳಲ್ಲಿ ಇದರ ವಿರುದ್ಧ; ಶುಕ್ಲ ಪಕ್ಷ: ಚಂದ್ರ − ಸೂರ್ಯ 0° ಮತ್ತು 180° ನಡುವೆ, 180° ಹೊರತು).',
        ml: 'കൃഷ്ണപക്ഷത്തിലാണ് ജനനമെങ്കിൽ ലഗ്നം ചന്ദ്രന്റെ ഹോരയിലും, ശുക്ലപക്ഷത്തിലാണെങ്കിൽ സൂര്യന്റെ ഹോരയിലും ആയിരിക്കണം (ബൃഹത് പരാശര ഹോരാശാസ്ത്രം 46.24–26; പരാശരീ ഹോര: ഓജരാശികളിൽ 0°–15° സൂര്യന്റേതും 15°–30° ചന്ദ്രന്റേതും, യുഗ്മരാശികളിൽ മറിച്ചും; ശുക്ലപക്ഷം: ചന്ദ്രൻ − സൂര്യൻ 0° മുതൽ 180°-ന് താഴെ വരെ).',
        mr: 'कृष्ण पक्षात जन्म असल्यास लग्न चंद्राच्या होरेत, शुक्ल पक्षात जन्म असल्यास सूर्याच्या होरेत असावे (बृहत् पाराशर होरा शास्त्र 46.24–26; पाराशरी होरा: विषम राशींत 0°–15° सूर्याची आणि 15°–30° चंद्राची, सम राशींत उलट; शुक्ल पक्ष: चंद्र − सूर्य 0° ते 180° च्या आत).',
        bn: 'কৃষ্ণপক্ষে জন্ম হলে লগ্ন চন্দ্রের হোরায়, শুক্লপক্ষে জন্ম হলে সূর্যের হোরায় থাকবে (বৃহৎ পরাশর হোরা শাস্ত্র 46.24–26; পরাশরী হোরা: বিজোড় রাশিতে 0°–15° সূর্যের, 15°–30° চন্দ্রের, জোড় রাশিতে উল্টো; শুক্লপক্ষ: চন্দ্র − সূর্য 0° থেকে 180°-এর কম)।',
        gu: 'કૃષ્ણ પક્ષમાં જન્મ હોય તો લગ્ન ચંદ્રની હોરામાં, શુક્લ પક્ષમાં જન્મ હોય તો સૂર્યની હોરામાં હોય (બૃહત્ પરાશર હોરા શાસ્ત્ર 46.24–26; પારાશરી હોરા: વિષમ રાશિઓમાં 0°–15° સૂર્યની અને 15°–30° ચંદ્રની, સમ રાશિઓમાં ઊલટું; શુક્લ પક્ષ: ચંદ્ર − સૂર્ય 0°થી 180°ની અંદર).',
      },
    },
    source: 'BPHS ch. 46.23–26; PyJHora shodasottari.py.',
  },
  {
    id: 'dwadashottari', kind: 'nakshatra', en: 'Dwadashottari', hi: 'द्वादशोत्तरी', ta: 'துவாதசோத்தரி', te: 'ద్వాదశోత్తరి', kn: 'ದ್ವಾದಶೋತ್ತರಿ', ml: 'ദ്വാദശോത്തരി', mr: 'द्वादशोत्तरी', bn: 'দ্বাদশোত্তরী', gu: 'દ્વાદશોત્તરી', sanskrit: 'Dvādaśottarī', totalYears: 112, cycles: 1,
    periods: [
      { lord: 'sun', years: 7 }, { lord: 'jupiter', years: 9 }, { lord: 'ketu', years: 11 }, { lord: 'mercury', years: 13 },
      { lord: 'rahu', years: 15 }, { lord: 'mars', years: 17 }, { lord: 'saturn', years: 19 }, { lord: 'moon', years: 21 },
    ],
    start: { kind: 'count', seedNakshatra: 27, direction: 'backward', offset: 0 },
    startRule: {
      en: 'Count from the birth star to Revati and divide by 8; the remainder gives Sun, Jupiter, Ketu, '
        + 'Mercury, Rahu, Mars, Saturn, Moon (PyJHora dwadasottari.py: seed Revati, counted backward).',
      hi: 'जन्म नक्षत्र से रेवती तक गिनकर 8 से भाग दें; शेष से क्रमशः सूर्य, गुरु, केतु, बुध, राहु, मंगल, शनि, चन्द्र मिलते हैं (पाइजेहोरा: आरंभ रेवती से, उलटी गिनती)।',
    },
    applicability: {
      id: 'lagna-in-venus-navamsa',
      condition: {
        en: 'The lagna is in a navamsa of Venus, Taurus or Libra (PyJHora dwadasottari.applicability_check).',
        hi: 'लग्न शुक्र के नवांश में, अर्थात वृषभ या तुला नवांश में, हो (पाइजेहोरा)।',
        ta: 'லக்னம் சுக்கிரனின் நவாம்சத்தில், அதாவது ரிஷப அல்லது துலா நவாம்சத்தில் இருக்க வேண்டும் (பைஜேஹோரா).',
        te: 'లగ్నం శుక్రుని నవాంశలో, అంటే వృషభ లేదా తులా నవాంశలో ఉండాలి (పైజేహోరా).',
        kn: 'ಲಗ್ನ ಶುಕ್ರನ ನವಾಂಶದಲ್ಲಿ, ಅಂದರೆ ವೃಷಭ ಅಥವಾ ತುಲಾ ನವಾಂಶದಲ್ಲಿ ಇರಬೇಕು (ಪೈಜೆಹೋರಾ).',
        ml: 'ലഗ്നം ശുക്രന്റെ നവാംശത്തിൽ, അതായത് ഇടവം അല്ലെങ്കിൽ തുലാം നവാംശത്തിൽ ആയിരിക്കണം (പൈജെഹോറ).',
        mr: 'लग्न शुक्राच्या नवांशात, म्हणजे वृषभ किंवा तूळ नवांशात असावे (पायजेहोरा).',
        bn: 'লগ্ন শুক্রের নবাংশে, অর্থাৎ বৃষ বা তুলা নবাংশে থাকবে (পাইজেহোরা)।',
        gu: 'લગ્ન શુક્રના નવાંશમાં, એટલે કે વૃષભ અથવા તુલા નવાંશમાં હોય (પાયજેહોરા).',
      },
    },
    source: 'BPHS ch. 46; PyJHora dwadasottari.py.',
  },
  {
    id: 'panchottari', kind: 'nakshatra', en: 'Panchottari', hi: 'पंचोत्तरी', ta: 'பஞ்சோத்தரி', te: 'పంచోత్తరి', kn: 'ಪಂಚೋತ್ತರಿ', ml: 'പഞ്ചോത്തരി', mr: 'पंचोत्तरी', bn: 'পঞ্চোত্তরী', gu: 'પંચોત્તરી', sanskrit: 'Pañcottarī', totalYears: 105, cycles: 1,
    periods: [
      { lord: 'sun', years: 12 }, { lord: 'mercury', years: 13 }, { lord: 'saturn', years: 14 }, { lord: 'mars', years: 15 },
      { lord: 'venus', years: 16 }, { lord: 'moon', years: 17 }, { lord: 'jupiter', years: 18 },
    ],
    start: { kind: 'count', seedNakshatra: 17, direction: 'forward', offset: 0 },
    startRule: {
      en: 'Count from Anuradha to the birth star and divide by 7; the remainder gives Sun, Mercury, Saturn, '
        + 'Mars, Venus, Moon, Jupiter (PyJHora panchottari.py).',
      hi: 'अनुराधा से जन्म नक्षत्र तक गिनकर 7 से भाग दें; शेष से क्रमशः सूर्य, बुध, शनि, मंगल, शुक्र, चन्द्र, गुरु मिलते हैं (पाइजेहोरा)।',
    },
    applicability: {
      id: 'lagna-in-cancer-dwadashamsha',
      condition: {
        en: 'The lagna falls in the Cancer dwadashamsha (PyJHora panchottari.applicability_check; some '
          + 'translations of BPHS read "Lagna in Cancer and in the Cancer dwadashamsha", i.e. Cancer 0°–2°30′).',
        hi: 'लग्न कर्क द्वादशांश में पड़े (पाइजेहोरा; बृहत् पाराशर होरा शास्त्र के कुछ अनुवाद "लग्न कर्क में और कर्क द्वादशांश में" पढ़ते हैं, अर्थात कर्क 0°–2°30′)।',
        ta: 'லக்னம் கடக துவாதசாம்சத்தில் விழ வேண்டும் (பைஜேஹோரா; பிருஹத் பராசர ஹோரா சாஸ்திரத்தின் சில மொழிபெயர்ப்புகள் "லக்னம் கடகத்திலும் கடக துவாதசாம்சத்திலும்" எனப் படிக்கின்றன, அதாவது கடகம் 0°–2°30′).',
        te: 'లగ్నం కర్కాటక ద్వాదశాంశలో పడాలి (పైజేహోరా; బృహత్ పరాశర హోరా శాస్త్రం యొక్క కొన్ని అనువాదాలు "లగ్నం కర్కాటకంలోనూ కర్కాటక ద్వాదశాంశలోనూ" అని చదువుతాయి, అంటే కర్కాటకం 0°–2°30′).',
        kn: 'ಲಗ್ನ ಕರ್ಕಾಟಕ ದ್ವಾದಶಾಂಶದಲ್ಲಿ ಬೀಳಬೇಕು (ಪೈಜೆಹೋರಾ; ಬೃಹತ್ ಪರಾಶರ ಹೋರಾ ಶಾಸ್ತ್ರದ ಕೆಲವು ಅನುವಾದಗಳು "ಲಗ್ನ ಕರ್ಕಾಟಕದಲ್ಲೂ ಕರ್ಕಾಟಕ ದ್ವಾದಶಾಂಶದಲ್ಲೂ" ಎಂದು ಓದುತ್ತವೆ, ಅಂದರೆ ಕರ್ಕಾಟಕ 0°–2°30′).',
        ml: 'ലഗ്നം കർക്കടക ദ്വാദശാംശത്തിൽ വരണം (പൈജെഹോറ; ബൃഹത് പരാശര ഹോരാശാസ്ത്രത്തിന്റെ ചില വിവർത്തനങ്ങൾ "ലഗ്നം കർക്കടകത്തിലും കർക്കടക ദ്വാദശാംശത്തിലും" എന്നു വായിക്കുന്നു, അതായത് കർക്കടകം 0°–2°30′).',
        mr: 'लग्न कर्क द्वादशांशात पडावे (पायजेहोरा; बृहत् पाराशर होरा शास्त्राची काही भाषांतरे "लग्न कर्केत आणि कर्क द्वादशांशात" असे वाचतात, म्हणजे कर्क 0°–2°30′).',
        bn: 'লগ্ন কর্কট দ্বাদশাংশে পড়বে (পাইজেহোরা; বৃহৎ পরাশর হোরা শাস্ত্রের কিছু অনুবাদ পড়ে "লগ্ন কর্কটে এবং কর্কট দ্বাদশাংশে", অর্থাৎ কর্কট 0°–2°30′)।',
        gu: 'લગ્ન કર્ક દ્વાદશાંશમાં પડે (પાયજેહોરા; બૃહત્ પરાશર હોરા શાસ્ત્રના કેટલાક અનુવાદો "લગ્ન કર્કમાં અને કર્ક દ્વાદશાંશમાં" એમ વાંચે છે, એટલે કે કર્ક 0°–2°30′).',
      },
    },
    source: 'BPHS ch. 46; PyJHora panchottari.py.',
  },
  {
    id: 'shatabdika', kind: 'nakshatra', en: 'Shatabdika', hi: 'शताब्दिका', ta: 'சதாப்திகா', te: 'శతాబ్దిక', kn: 'ಶತಾಬ್ದಿಕಾ', ml: 'ശതാബ്ദിക', mr: 'शताब्दिका', bn: 'শতাব্দিকা', gu: 'શતાબ્દિકા', sanskrit: 'Śatābdikā', totalYears: 100, cycles: 1,
    periods: [
      { lord: 'sun', years: 5 }, { lord: 'moon', years: 5 }, { lord: 'venus', years: 10 }, { lord: 'mercury', years: 10 },
      { lord: 'jupiter', years: 20 }, { lord: 'mars', years: 20 }, { lord: 'saturn', years: 30 },
    ],
    start: { kind: 'count', seedNakshatra: 27, direction: 'forward', offset: 0 },
    startRule: {
      en: 'Count from Revati to the birth star and divide by 7; the remainder gives Sun, Moon, Venus, '
        + 'Mercury, Jupiter, Mars, Saturn (PyJHora sataatbika.py).',
      hi: 'रेवती से जन्म नक्षत्र तक गिनकर 7 से भाग दें; शेष से क्रमशः सूर्य, चन्द्र, शुक्र, बुध, गुरु, मंगल, शनि मिलते हैं (पाइजेहोरा)।',
    },
    applicability: {
      id: 'lagna-vargottama',
      condition: {
        en: 'The lagna is vargottama: the same sign in the rashi and the navamsa (PyJHora '
          + 'sataatbika.applicability_check).',
        hi: 'लग्न वर्गोत्तम हो: राशि और नवांश में एक ही राशि (पाइजेहोरा)।',
        ta: 'லக்னம் வர்கோத்தமமாக இருக்க வேண்டும்: ராசியிலும் நவாம்சத்திலும் ஒரே ராசி (பைஜேஹோரா).',
        te: 'లగ్నం వర్గోత్తమం కావాలి: రాశిలోనూ నవాంశలోనూ ఒకే రాశి (పైజేహోరా).',
        kn: 'ಲಗ್ನ ವರ್ಗೋತ್ತಮವಾಗಿರಬೇಕು: ರಾಶಿ ಮತ್ತು ನವಾಂಶಗಳಲ್ಲಿ ಒಂದೇ ರಾಶಿ (ಪೈಜೆಹೋರಾ).',
        ml: 'ലഗ്നം വർഗോത്തമമായിരിക്കണം: രാശിയിലും നവാംശത്തിലും ഒരേ രാശി (പൈജെഹോറ).',
        mr: 'लग्न वर्गोत्तम असावे: राशी आणि नवांश दोन्हींत एकच राशी (पायजेहोरा).',
        bn: 'লগ্ন বর্গোত্তম হবে: রাশি ও নবাংশে একই রাশি (পাইজেহোরা)।',
        gu: 'લગ્ન વર્ગોત્તમ હોય: રાશિ અને નવાંશમાં એક જ રાશિ (પાયજેહોરા).',
      },
    },
    source: 'BPHS ch. 46; PyJHora sataatbika.py.',
  },
  {
    id: 'chaturashiti-sama', kind: 'nakshatra', en: 'Chaturashiti Sama', hi: 'चतुरशीति सम', ta: 'சதுரசீதி சம', te: 'చతురశీతి సమ', kn: 'ಚತುರಶೀತಿ ಸಮ', ml: 'ചതുരശീതി സമ', mr: 'चतुरशीति सम', bn: 'চতুরশীতি সম', gu: 'ચતુરશીતિ સમ', sanskrit: 'Caturaśīti-samā', totalYears: 84,
    cycles: 1,
    periods: GRAHA_ORDER_SUN_TO_SATURN.map((lord) => ({ lord, years: 12 })),
    start: { kind: 'count', seedNakshatra: 15, direction: 'forward', offset: 0 },
    startRule: {
      en: 'Count from Swati to the birth star and divide by 7; the remainder gives Sun, Moon, Mars, Mercury, '
        + 'Jupiter, Venus, Saturn, 12 years each (PyJHora chathuraaseethi_sama.py).',
      hi: 'स्वाती से जन्म नक्षत्र तक गिनकर 7 से भाग दें; शेष से क्रमशः सूर्य, चन्द्र, मंगल, बुध, गुरु, शुक्र, शनि मिलते हैं, प्रत्येक के 12 वर्ष (पाइजेहोरा)।',
    },
    applicability: {
      id: 'tenth-lord-in-tenth',
      condition: {
        en: 'The lord of the 10th house is in the 10th house (PyJHora chathuraaseethi_sama.applicability_check).',
        hi: 'दशम भाव का स्वामी दशम भाव में हो (पाइजेहोरा)।',
        ta: 'பத்தாம் பாவத்தின் அதிபதி பத்தாம் பாவத்திலேயே இருக்க வேண்டும் (பைஜேஹோரா).',
        te: 'దశమ భావాధిపతి దశమ భావంలోనే ఉండాలి (పైజేహోరా).',
        kn: 'ದಶಮ ಭಾವಾಧಿಪತಿ ದಶಮ ಭಾವದಲ್ಲೇ ಇರಬೇಕು (ಪೈಜೆಹೋರಾ).',
        ml: 'പത്താം ഭാവാധിപൻ പത്താം ഭാവത്തിൽ തന്നെ നിൽക്കണം (പൈജെഹോറ).',
        mr: 'दशम स्थानाचा स्वामी दशम स्थानातच असावा (पायजेहोरा).',
        bn: 'দশম ভাবের অধিপতি দশম ভাবেই থাকবে (পাইজেহোরা)।',
        gu: 'દશમ ભાવનો સ્વામી દશમ ભાવમાં જ હોય (પાયજેહોરા).',
      },
    },
    source: 'BPHS ch. 46; PyJHora chathuraaseethi_sama.py.',
  },
  {
    id: 'dwisaptati-sama', kind: 'nakshatra', en: 'Dwisaptati Sama', hi: 'द्विसप्तति सम', ta: 'துவிசப்ததி சம', te: 'ద్విసప్తతి సమ', kn: 'ದ್ವಿಸಪ್ತತಿ ಸಮ', ml: 'ദ്വിസപ്തതി സമ', mr: 'द्विसप्तति सम', bn: 'দ্বিসপ্ততি সম', gu: 'દ્વિસપ્તતિ સમ', sanskrit: 'Dvisaptati-samā', totalYears: 72,
    cycles: 2,
    periods: [...GRAHA_ORDER_SUN_TO_SATURN, 'rahu' as const].map((lord) => ({ lord, years: 9 })),
    start: { kind: 'count', seedNakshatra: 19, direction: 'forward', offset: 0 },
    startRule: {
      en: 'Count from Mula to the birth star and divide by 8; the remainder gives Sun, Moon, Mars, Mercury, '
        + 'Jupiter, Venus, Saturn, Rahu, 9 years each (PyJHora dwisatpathi.py).',
      hi: 'मूल से जन्म नक्षत्र तक गिनकर 8 से भाग दें; शेष से क्रमशः सूर्य, चन्द्र, मंगल, बुध, गुरु, शुक्र, शनि, राहु मिलते हैं, प्रत्येक के 9 वर्ष (पाइजेहोरा)।',
    },
    applicability: {
      id: 'lagna-lord-seventh-or-seventh-lord-lagna',
      condition: {
        en: 'The lagna lord is in the 7th house or the 7th lord is in the lagna (PyJHora '
          + 'dwisatpathi.applicability_check).',
        hi: 'लग्नेश सप्तम भाव में हो या सप्तमेश लग्न में (पाइजेहोरा)।',
        ta: 'லக்னாதிபதி ஏழாம் பாவத்தில் அல்லது ஏழாம் அதிபதி லக்னத்தில் இருக்க வேண்டும் (பைஜேஹோரா).',
        te: 'లగ్నాధిపతి సప్తమ భావంలో గానీ, సప్తమాధిపతి లగ్నంలో గానీ ఉండాలి (పైజేహోరా).',
        kn: 'ಲಗ್ನಾಧಿಪತಿ ಸಪ್ತಮ ಭಾವದಲ್ಲಿ ಅಥವಾ ಸಪ್ತಮಾಧಿಪತಿ ಲಗ್ನದಲ್ಲಿ ಇರಬೇಕು (ಪೈಜೆಹೋರಾ).',
        ml: 'ലഗ്നാധിപൻ ഏഴാം ഭാവത്തിലോ ഏഴാം ഭാവാധിപൻ ലഗ്നത്തിലോ നിൽക്കണം (പൈജെഹോറ).',
        mr: 'लग्नेश सप्तम स्थानात किंवा सप्तमेश लग्नात असावा (पायजेहोरा).',
        bn: 'লগ্নপতি সপ্তম ভাবে বা সপ্তমপতি লগ্নে থাকবে (পাইজেহোরা)।',
        gu: 'લગ્નેશ સપ્તમ ભાવમાં અથવા સપ્તમેશ લગ્નમાં હોય (પાયજેહોરા).',
      },
    },
    source: 'BPHS ch. 46; PyJHora dwisatpathi.py (two cycles, 144 years).',
  },
  {
    id: 'shashtihayani', kind: 'nakshatra', en: 'Shashtihayani', hi: 'षष्टिहायनी', ta: 'சஷ்டிஹாயனி', te: 'షష్టిహాయని', kn: 'ಷಷ್ಟಿಹಾಯನಿ', ml: 'ഷഷ്ടിഹായനി', mr: 'षष्टिहायनी', bn: 'ষষ্টিহায়নী', gu: 'ષષ્ટિહાયની', sanskrit: 'Ṣaṣṭihāyanī', totalYears: 60, cycles: 1,
    periods: [
      { lord: 'jupiter', years: 10 }, { lord: 'sun', years: 10 }, { lord: 'mars', years: 10 }, { lord: 'moon', years: 6 },
      { lord: 'mercury', years: 6 }, { lord: 'venus', years: 6 }, { lord: 'saturn', years: 6 }, { lord: 'rahu', years: 6 },
    ],
    start: { kind: 'groups', startNakshatra: 1, groupSizes: [3, 4, 3, 4, 3, 4, 3, 3] },
    startRule: {
      en: 'From Ashwini, groups of 3 and 4 stars alternately to Jupiter, Sun, Mars, Moon, Mercury, Venus, '
        + 'Saturn, Rahu (PyJHora shastihayani.py; with 27 stars Rahu\'s group has 3: Purva Bhadrapada to Revati); '
        + 'the balance is the unelapsed part of the whole group (Manoj Kumar, Future Samachar 2013).',
      hi: 'अश्विनी से 3 और 4 नक्षत्रों के समूह बारी-बारी से क्रमशः गुरु, सूर्य, मंगल, चन्द्र, बुध, शुक्र, शनि, राहु के होते हैं (पाइजेहोरा; 27 नक्षत्रों में राहु के समूह में 3 हैं: पूर्वा भाद्रपद से रेवती); भोग्य शेष पूरे समूह का अभुक्त भाग है (मनोज कुमार, फ्यूचर समाचार 2013)।',
    },
    applicability: {
      id: 'sun-in-lagna',
      condition: {
        en: 'The Sun is in the lagna sign (PyJHora shastihayani.applicability_check).',
        hi: 'सूर्य लग्न राशि में हो (पाइजेहोरा)।',
        ta: 'சூரியன் லக்ன ராசியில் இருக்க வேண்டும் (பைஜேஹோரா).',
        te: 'సూర్యుడు లగ్న రాశిలో ఉండాలి (పైజేహోరా).',
        kn: 'ಸೂರ್ಯ ಲಗ್ನ ರಾಶಿಯಲ್ಲಿ ಇರಬೇಕು (ಪೈಜೆಹೋರಾ).',
        ml: 'സൂര്യൻ ലഗ്നരാശിയിൽ നിൽക്കണം (പൈജെഹോറ).',
        mr: 'रवि लग्न राशीत असावा (पायजेहोरा).',
        bn: 'রবি লগ্ন রাশিতে থাকবে (পাইজেহোরা)।',
        gu: 'સૂર્ય લગ્ન રાશિમાં હોય (પાયજેહોરા).',
      },
    },
    source: 'BPHS ch. 46; PyJHora shastihayani.py; Future Samachar, October 2013.',
  },
  {
    id: 'shattrimsha-sama', kind: 'nakshatra', en: 'Shattrimsha Sama', hi: 'षट्त्रिंश सम', ta: 'சட்த்ரிம்ச சம', te: 'షట్త్రింశ సమ', kn: 'ಷಟ್ತ್ರಿಂಶ ಸಮ', ml: 'ഷട്ത്രിംശ സമ', mr: 'षट्त्रिंश सम', bn: 'ষট্ত্রিংশ সম', gu: 'ષટ્ત્રિંશ સમ', sanskrit: 'Ṣaṭtriṃśat-samā', totalYears: 36,
    cycles: 3,
    periods: [
      { lord: 'moon', years: 1 }, { lord: 'sun', years: 2 }, { lord: 'jupiter', years: 3 }, { lord: 'mars', years: 4 },
      { lord: 'mercury', years: 5 }, { lord: 'saturn', years: 6 }, { lord: 'venus', years: 7 }, { lord: 'rahu', years: 8 },
    ],
    start: { kind: 'count', seedNakshatra: 22, direction: 'forward', offset: 0 },
    startRule: {
      en: 'Count from Shravana to the birth star and divide by 8; the remainder gives Moon, Sun, Jupiter, '
        + 'Mars, Mercury, Saturn, Venus, Rahu (BPHS 46.42–43).',
      hi: 'श्रवण से जन्म नक्षत्र तक गिनकर 8 से भाग दें; शेष से क्रमशः चन्द्र, सूर्य, गुरु, मंगल, बुध, शनि, शुक्र, राहु मिलते हैं (बृहत् पाराशर होरा शास्त्र 46.42–43)।',
    },
    applicability: {
      id: 'lagna-hora-matches-day-night',
      condition: {
        en: 'Birth by day with the lagna in the Sun\'s hora, or by night with the lagna in the Moon\'s hora '
          + '(BPHS 46.43). Day = the Sun\'s centre above the horizon, i.e. the Sun in the half of the zodiac from '
          + 'the descendant through the midheaven to the ascendant (the disc-centre, no-refraction sunrise).',
        hi: 'दिन का जन्म हो और लग्न सूर्य की होरा में, या रात का जन्म हो और लग्न चन्द्र की होरा में (बृहत् पाराशर होरा शास्त्र 46.43)। दिन = सूर्य का केंद्र क्षितिज के ऊपर, अर्थात सूर्य राशिचक्र के उस आधे भाग में हो जो अस्त बिंदु से मध्याकाश होते हुए लग्न तक जाता है (बिंब के केंद्र का, अपवर्तन रहित सूर्योदय)।',
        ta: 'பகலில் பிறப்பு என்றால் லக்னம் சூரியனின் ஹோரையிலும், இரவில் பிறப்பு என்றால் சந்திரனின் ஹோரையிலும் இருக்க வேண்டும் (பிருஹத் பராசர ஹோரா சாஸ்திரம் 46.43). பகல்: சூரிய பிம்பத்தின் மையம் அடிவானத்துக்கு மேலே, அதாவது அஸ்த புள்ளியிலிருந்து நடுவானம் வழியாக லக்னம் வரையிலான ராசிச் சக்கரப் பாதியில் சூரியன் (ஒளிவிலகல் இல்லாத, பிம்ப மைய உதயம்).',
        te: 'పగటి జననమైతే లగ్నం సూర్యుని హోరలో, రాత్రి జననమైతే చంద్రుని హోరలో ఉండాలి (బృహత్ పరాశర హోరా శాస్త్రం 46.43). పగలు: సూర్య బింబ కేంద్రం క్షితిజానికి పైన, అంటే అస్త బిందువు నుంచి మధ్యాకాశం మీదుగా లగ్నం వరకు ఉన్న రాశిచక్ర అర్ధభాగంలో సూర్యుడు (వక్రీభవనం లేని, బింబ కేంద్ర సూర్యోదయం).',
        kn: 'ಹಗಲಿನ ಜನನವಾದರೆ ಲಗ್ನ ಸೂರ್ಯನ ಹೋರೆಯಲ್ಲಿ, ರಾತ್ರಿಯ ಜನನವಾದರೆ ಚಂದ್ರನ ಹೋರೆಯಲ್ಲಿ ಇರಬೇಕು (ಬೃಹತ್ ಪರಾಶರ ಹೋರಾ ಶಾಸ್ತ್ರ 46.43). ಹಗಲು: ಸೂರ್ಯಬಿಂಬದ ಕೇಂದ್ರ ಕ್ಷಿತಿಜದ ಮೇಲೆ, ಅಂದರೆ ಅಸ್ತ ಬಿಂದುವಿನಿಂದ ಮಧ್ಯಾಕಾಶದ ಮೂಲಕ ಲಗ್ನದವರೆಗಿನ ರಾಶಿಚಕ್ರದ ಅರ್ಧಭಾಗದಲ್ಲಿ ಸೂರ್ಯ (ವಕ್ರೀಭವನವಿಲ್ಲದ, ಬಿಂಬಕೇಂದ್ರದ ಸೂರ್ಯೋದಯ).',
        ml: 'പകൽ ജനനമെങ്കിൽ ലഗ്നം സൂര്യന്റെ ഹോരയിലും, രാത്രി ജനനമെങ്കിൽ ചന്ദ്രന്റെ ഹോരയിലും ആയിരിക്കണം (ബൃഹത് പരാശര ഹോരാശാസ്ത്രം 46.43). പകൽ: സൂര്യബിംബത്തിന്റെ കേന്ദ്രം ചക്രവാളത്തിനു മുകളിൽ, അതായത് അസ്തമയ ബിന്ദുവിൽ നിന്ന് മധ്യാകാശത്തിലൂടെ ലഗ്നം വരെയുള്ള രാശിചക്രത്തിന്റെ പകുതിയിൽ സൂര്യൻ (അപവർത്തനമില്ലാത്ത, ബിംബകേന്ദ്ര സൂര്യോദയം).',
        mr: 'दिवसा जन्म असल्यास लग्न सूर्याच्या होरेत, रात्री जन्म असल्यास चंद्राच्या होरेत असावे (बृहत् पाराशर होरा शास्त्र 46.43). दिवस: सूर्यबिंबाचा मध्य क्षितिजाच्या वर, म्हणजे अस्त बिंदूपासून मध्याकाशमार्गे लग्नापर्यंतच्या राशिचक्राच्या अर्ध्या भागात रवि (अपवर्तनरहित, बिंबमध्याचा सूर्योदय).',
        bn: 'দিনে জন্ম হলে লগ্ন সূর্যের হোরায়, রাতে জন্ম হলে চন্দ্রের হোরায় থাকবে (বৃহৎ পরাশর হোরা শাস্ত্র 46.43)। দিন: সূর্যবিম্বের কেন্দ্র দিগন্তের উপরে, অর্থাৎ অস্তবিন্দু থেকে মধ্যাকাশ হয়ে লগ্ন পর্যন্ত রাশিচক্রের অর্ধাংশে রবি (প্রতিসরণ ছাড়া, বিম্বকেন্দ্রের সূর্যোদয়)।',
        gu: 'દિવસે જન્મ હોય તો લગ્ન સૂર્યની હોરામાં, રાત્રે જન્મ હોય તો ચંદ્રની હોરામાં હોય (બૃહત્ પરાશર હોરા શાસ્ત્ર 46.43). દિવસ: સૂર્યબિંબનું કેન્દ્ર ક્ષિતિજની ઉપર, એટલે કે અસ્ત બિંદુથી મધ્યાકાશ થઈને લગ્ન સુધીના રાશિચક્રના અડધા ભાગમાં સૂર્ય (વક્રીભવન વિનાનો, બિંબકેન્દ્રનો સૂર્યોદય).',
      },
    },
    source: 'BPHS ch. 46.42–43; PyJHora shattrimsa_sama.py (three cycles, 108 years).',
  },
  {
    id: 'tithi-ashtottari', kind: 'nakshatra', en: 'Tithi Ashtottari', hi: 'तिथि अष्टोत्तरी', ta: 'திதி அஷ்டோத்தரி', te: 'తిథి అష్టోత్తరి', kn: 'ತಿಥಿ ಅಷ್ಟೋತ್ತರಿ', ml: 'തിഥി അഷ്ടോത്തരി', mr: 'तिथि अष्टोत्तरी', bn: 'তিথি অষ্টোত্তরী', gu: 'તિથિ અષ્ટોત્તરી', sanskrit: 'Tithi-aṣṭottarī',
    totalYears: 108, cycles: 1, startPoint: 'tithi', antardashaFrom: 'next',
    periods: [
      { lord: 'sun', years: 6 }, { lord: 'moon', years: 15 }, { lord: 'mars', years: 8 }, { lord: 'mercury', years: 17 },
      { lord: 'saturn', years: 10 }, { lord: 'jupiter', years: 19 }, { lord: 'rahu', years: 12 }, { lord: 'venus', years: 21 },
    ],
    start: {
      kind: 'list',
      lords: TITHI_LORDS,
    },
    startRule: {
      en: 'Ashtottari (Sun 6, Moon 15, Mars 8, Mercury 17, Saturn 10, Jupiter 19, Rahu 12, Venus 21 years) '
        + 'from the lord of the birth tithi (Moon − Sun in parts of 12°): the tithi lords Sun, Moon, Mars, Mercury, '
        + 'Jupiter, Venus, Saturn for Pratipada to Saptami, Rahu for Ashtami, again Sun … Saturn for Navami to '
        + 'Purnima; in the dark half Sun … Saturn for Pratipada to Saptami, Rahu for Ashtami, Sun … Venus for Navami '
        + 'to Chaturdashi and Rahu for Amavasya. The balance is the unelapsed part of the birth tithi\'s arc; the '
        + 'antardashas of a dasha start from the lord after its own.',
      hi: 'अष्टोत्तरी (सूर्य 6, चन्द्र 15, मंगल 8, बुध 17, शनि 10, गुरु 19, राहु 12, शुक्र 21 वर्ष) जन्म तिथि (चन्द्र − सूर्य, 12° के भागों में) के स्वामी से: शुक्ल पक्ष में प्रतिपदा से सप्तमी तक तिथियों के स्वामी सूर्य, चन्द्र, मंगल, बुध, गुरु, शुक्र, शनि, अष्टमी का राहु, फिर नवमी से पूर्णिमा तक फिर से सूर्य … शनि; कृष्ण पक्ष में प्रतिपदा से सप्तमी तक सूर्य … शनि, अष्टमी का राहु, नवमी से चतुर्दशी तक सूर्य … शुक्र और अमावस्या का राहु। भोग्य शेष जन्म तिथि के चाप का अभुक्त भाग है; किसी दशा की अंतर्दशाएँ उसके अपने स्वामी के बाद वाले स्वामी से आरंभ होती हैं।',
    },
    applicability: null,
    source: 'Vedavyasa\'s Tithi Ashtottari as PyJHora tithi_ashtottari.py implements it (citing the IndiaDivine '
      + 'tutorial "Vedavyasa tithi ashtottari dasa"; antardashas from the next lord, its default); not checked '
      + 'against a book.',
  },
  {
    id: 'yoga-vimshottari', kind: 'nakshatra', en: 'Yoga Vimshottari', hi: 'योग विंशोत्तरी', ta: 'யோக விம்சோத்தரி', te: 'యోగ వింశోత్తరి', kn: 'ಯೋಗ ವಿಂಶೋತ್ತರಿ', ml: 'യോഗ വിംശോത്തരി', mr: 'योग विंशोत्तरी', bn: 'যোগ বিংশোত্তরী', gu: 'યોગ વિંશોત્તરી', sanskrit: 'Yoga-viṃśottarī',
    totalYears: 120, cycles: 1, startPoint: 'yoga',
    periods: [
      { lord: 'sun', years: 6 }, { lord: 'moon', years: 10 }, { lord: 'mars', years: 7 }, { lord: 'rahu', years: 18 },
      { lord: 'jupiter', years: 16 }, { lord: 'saturn', years: 19 }, { lord: 'mercury', years: 17 },
      { lord: 'ketu', years: 7 }, { lord: 'venus', years: 20 },
    ],
    start: { kind: 'count', seedNakshatra: 1, direction: 'forward', offset: 5 },
    startRule: {
      en: 'Vimshottari counted from the birth yoga (sidereal Sun + Moon in parts of 13°20′) instead of the '
        + 'birth star: the yogas are ruled in the Vimshottari order from Vishkambha = Saturn, Priti = Mercury, '
        + 'Ayushman = Ketu, Saubhagya = Venus, Shobhana = Sun … (yoga number + 5) mod 9 giving Sun, Moon, Mars, Rahu, '
        + 'Jupiter, Saturn, Mercury, Ketu, Venus; the balance is the unelapsed part of the birth yoga\'s arc.',
      hi: 'जन्म नक्षत्र के स्थान पर जन्म योग (निरयण सूर्य + चन्द्र, 13°20′ के भागों में) से गिनी गई विंशोत्तरी: योगों के स्वामी विंशोत्तरी क्रम में हैं — विष्कम्भ = शनि, प्रीति = बुध, आयुष्मान = केतु, सौभाग्य = शुक्र, शोभन = सूर्य … — अर्थात (योग संख्या + 5) को 9 से भाग देने पर शेष से क्रमशः सूर्य, चन्द्र, मंगल, राहु, गुरु, शनि, बुध, केतु, शुक्र; भोग्य शेष जन्म योग के चाप का अभुक्त भाग है।',
    },
    applicability: null,
    source: 'P.V.R. Narasimha Rao\'s Yoga Vimsottari (JHora), as PyJHora yoga_vimsottari.py implements it '
      + '(lords of the yogas in `vimsottari_dict`); not checked against a book.',
  },
  {
    id: 'tithi-yogini', kind: 'nakshatra', en: 'Tithi Yogini', hi: 'तिथि योगिनी', ta: 'திதி யோகினி', te: 'తిథి యోగిని', kn: 'ತಿಥಿ ಯೋಗಿನಿ', ml: 'തിഥി യോഗിനി', mr: 'तिथि योगिनी', bn: 'তিথি যোগিনী', gu: 'તિથિ યોગિની', sanskrit: 'Tithi-yoginī',
    totalYears: 36, cycles: 3, startPoint: 'tithi',
    periods: [
      { lord: 'mangala', years: 1 }, { lord: 'pingala', years: 2 }, { lord: 'dhanya', years: 3 },
      { lord: 'bhramari', years: 4 }, { lord: 'bhadrika', years: 5 }, { lord: 'ulka', years: 6 },
      { lord: 'siddha', years: 7 }, { lord: 'sankata', years: 8 },
    ],
    start: { kind: 'list', lords: TITHI_LORDS.map((graha) => YOGINI_OF_GRAHA[graha]) },
    startRule: {
      en: 'Yogini dasha (Mangala 1, Pingala 2, Dhanya 3, Bhramari 4, Bhadrika 5, Ulka 6, Siddha 7, Sankata 8 '
        + 'years) from the yogini whose planet rules the birth tithi (Moon − Sun in parts of 12°): the tithi lords of '
        + 'Tithi Ashtottari (Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn for Pratipada to Saptami, Rahu for '
        + 'Ashtami, …, Rahu for Amavasya) read as the yoginis\' planets (Sun = Pingala, Moon = Mangala, Jupiter = '
        + 'Dhanya, Mars = Bhramari, Mercury = Bhadrika, Saturn = Ulka, Venus = Siddha, Rahu = Sankata). The balance is '
        + 'the unelapsed part of the birth tithi; antardashas proportional to the yoginis\' years from the dasha\'s own '
        + 'yogini, as in Yogini dasha (PyJHora tithi_yogini.py divides them equally instead). Three cycles, 108 years.',
      hi: 'योगिनी दशा (मंगला 1, पिंगला 2, धान्या 3, भ्रामरी 4, भद्रिका 5, उल्का 6, सिद्धा 7, संकटा 8 वर्ष) उस योगिनी से जिसका ग्रह जन्म तिथि (चन्द्र − सूर्य, 12° के भागों में) का स्वामी है: तिथि अष्टोत्तरी के तिथि-स्वामी (प्रतिपदा से सप्तमी तक सूर्य, चन्द्र, मंगल, बुध, गुरु, शुक्र, शनि, अष्टमी का राहु, …, अमावस्या का राहु) योगिनियों के ग्रहों के रूप में पढ़े जाते हैं (सूर्य = पिंगला, चन्द्र = मंगला, गुरु = धान्या, मंगल = भ्रामरी, बुध = भद्रिका, शनि = उल्का, शुक्र = सिद्धा, राहु = संकटा)। भोग्य शेष जन्म तिथि का अभुक्त भाग है; अंतर्दशाएँ दशा की अपनी योगिनी से, योगिनियों के वर्षों के अनुपात में, जैसे योगिनी दशा में (पाइजेहोरा इन्हें बराबर बाँटता है)। तीन चक्र, 108 वर्ष।',
    },
    applicability: null,
    source: 'The tithi counterpart of Yogini dasha as PyJHora tithi_yogini.py implements it (lords of the tithis, '
      + 'three cycles); years and antardashas as Yogini dasha (interface spec table); not checked against a book.',
  },
  {
    id: 'karana-chaturashiti-sama', kind: 'nakshatra', en: 'Karana Chaturashiti Sama', hi: 'करण चतुरशीति सम', ta: 'கரண சதுரசீதி சம', te: 'కరణ చతురశీతి సమ', kn: 'ಕರಣ ಚತುರಶೀತಿ ಸಮ', ml: 'കരണ ചതുരശീതി സമ', mr: 'करण चतुरशीति सम', bn: 'করণ চতুরশীতি সম', gu: 'કરણ ચતુરશીતિ સમ',
    sanskrit: 'Karaṇa-caturaśīti-samā', totalYears: 84, cycles: 1, startPoint: 'karana',
    periods: GRAHA_ORDER_SUN_TO_SATURN.map((lord) => ({ lord, years: 12 })),
    start: {
      kind: 'list',
      // Half-tithi k + 1: Bava (2) = Sun on round the weekday order to Naga (60) = Mars; Kimstughna (1) follows Naga: Mercury.
      lords: Array.from({ length: 60 }, (_, k) => (k === 0 ? 'mercury' : GRAHA_ORDER_SUN_TO_SATURN[(k + 6) % 7]!)),
    },
    startRule: {
      en: 'Chaturashiti Sama (Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, 12 years each) from the lord of '
        + 'the birth karana (Moon − Sun in 60 parts of 6°): the half-tithis ruled in the weekday order from Bava, the '
        + 'second half-tithi, = Sun, round through the fixed karanas (Shakuni = Sun, Chatushpada = Moon, Naga = Mars) to '
        + 'Kimstughna, the first, = Mercury. The balance is the unelapsed part of the birth karana; antardashas equal (the '
        + 'years being equal), from the dasha\'s own lord.',
      hi: 'चतुरशीति सम (सूर्य, चन्द्र, मंगल, बुध, गुरु, शुक्र, शनि, प्रत्येक 12 वर्ष) जन्म करण (चन्द्र − सूर्य, 6° के 60 भागों में) के स्वामी से: अर्ध-तिथियों के स्वामी वार-क्रम में, दूसरी अर्ध-तिथि बव = सूर्य से आरंभ होकर स्थिर करणों (शकुनि = सूर्य, चतुष्पद = चन्द्र, नाग = मंगल) से होते हुए पहली, किंस्तुघ्न = बुध, तक। भोग्य शेष जन्म करण का अभुक्त भाग है; अंतर्दशाएँ समान (वर्ष समान होने से), दशा के अपने स्वामी से।',
    },
    applicability: null,
    source: 'The karana form of Chaturashiti Sama dasha as PyJHora karana_chathuraaseethi_sama.py implements it (lords '
      + 'of the karanas as its const.karana_lords); not checked against a book.',
  },
  {
    id: 'char', kind: 'sign', en: 'Char (Jaimini)', hi: 'चर (जैमिनी)', ta: 'சர (ஜைமினி)', te: 'చర (జైమిని)', kn: 'ಚರ (ಜೈಮಿನಿ)', ml: 'ചര (ജൈമിനി)', mr: 'चर (जैमिनी)', bn: 'চর (জৈমিনী)', gu: 'ચર (જૈમિની)', sanskrit: 'Cara', variant: { en: 'K.N. Rao', hi: 'के.एन. राव', ta: 'கே.என். ராவ்', te: 'కె.ఎన్. రావు', kn: 'ಕೆ.ಎನ್. ರಾವ್', ml: 'കെ.എൻ. റാവു', mr: 'के.एन. राव', bn: 'কে.এন. রাও', gu: 'કે.એન. રાવ' }, cycles: 1,
    startRule: {
      en: 'The first dasha is the lagna sign; the order runs zodiacally forward when the 9th sign from the '
        + 'lagna is odd-footed (Ar, Ta, Ge, Li, Sc, Sg), backward when it is even-footed (Cn, Le, Vi, Cp, Aq, Pi).',
      hi: 'पहली दशा लग्न राशि की है; लग्न से नवम राशि विषमपद (मेष, वृषभ, मिथुन, तुला, वृश्चिक, धनु) हो तो क्रम राशिचक्र की दिशा में आगे चलता है, समपद (कर्क, सिंह, कन्या, मकर, कुंभ, मीन) हो तो उलटा।',
    },
    yearsRule: 'Years of a sign = signs counted from it to the sign holding its lord (forward for an odd-footed '
      + 'sign, backward for an even-footed one) minus 1; 0 (lord in the sign) → 12; then +1 if the lord is '
      + 'exalted, −1 if debilitated.',
    coLordRule: 'Scorpio (Mars/Ketu) and Aquarius (Saturn/Rahu): if exactly one co-lord is in the sign the other '
      + 'is used; otherwise the stronger by, in turn, (1) more grahas conjoined, (2) more of Jupiter, Mercury and '
      + 'its dispositor conjoining or rasi-aspecting it, (3) exaltation, (4) dual > fixed > movable occupied '
      + 'sign, (5) the larger dasha years; a tie after all five keeps Mars/Saturn (P.V.R. Narasimha Rao, Vedic '
      + 'Astrology: An Integrated Approach, §15.5.1).',
    antardashaRule: 'Each dasha is split into 12 equal antardashas that start with the sign after the dasha sign '
      + 'in the dasha direction and end with the dasha sign itself (JHora\'s K.N. Rao rotation, PyJHora issue '
      + '#59); deeper levels repeat the rule inside their parent.',
    applicability: null,
    source: 'reference/jyotish-definitions.md; PyJHora raasi/chara.py (KN_RAO); PyJHora issue #59.',
  },
  {
    id: 'narayana', kind: 'sign', en: 'Narayana', hi: 'नारायण', ta: 'நாராயண', te: 'నారాయణ', kn: 'ನಾರಾಯಣ', ml: 'നാരായണ', mr: 'नारायण', bn: 'নারায়ণ', gu: 'નારાયણ', sanskrit: 'Nārāyaṇa', variant: { en: 'P.V.R. Narasimha Rao', hi: 'पी.वी.आर. नरसिंह राव', ta: 'பி.வி.ஆர். நரசிம்ம ராவ்', te: 'పి.వి.ఆర్. నరసింహారావు', kn: 'ಪಿ.ವಿ.ಆರ್. ನರಸಿಂಹ ರಾವ್', ml: 'പി.വി.ആർ. നരസിംഹ റാവു', mr: 'पी.व्ही.आर. नरसिंह राव', bn: 'পি.ভি.আর. নরসিংহ রাও', gu: 'પી.વી.આર. નરસિંહ રાવ' }, cycles: 2,
    startRule: {
      en: 'The first dasha is the stronger of the lagna and the 7th sign (strength of signs as the Jaimini '
        + 'arudhas take it). The order runs zodiacally when the 9th sign from it is odd-footed, backward when '
        + 'even-footed: through consecutive signs from a movable sign, every 6th sign from a fixed one, and from a '
        + 'dual one its trines (1st, 5th, 9th) then the trines of the 4th sign counted back, and so on. Saturn in '
        + 'the first sign makes the order consecutive and zodiacal; Ketu in it (checked first) reverses the '
        + 'direction.',
      hi: 'पहली दशा लग्न और सप्तम राशि में से बली की है (राशि-बल जैमिनी आरूढ़ों की रीति से)। उससे नवम राशि विषमपद हो तो क्रम राशिचक्र की दिशा में, समपद हो तो उलटा: चर राशि से लगातार राशियाँ, स्थिर राशि से हर छठी राशि, और द्विस्वभाव राशि से उसके त्रिकोण (1, 5, 9), फिर पीछे गिनी गई चौथी राशि के त्रिकोण, इसी तरह आगे। पहली राशि में शनि हो तो क्रम लगातार और राशिचक्र की दिशा में होता है; केतु हो (पहले यही देखा जाता है) तो दिशा उलट जाती है।',
    },
    yearsRule: 'As Char dasha: signs counted from the sign to its lord (forward for an odd-footed sign, backward '
      + 'for an even-footed one) minus 1, 0 → 12, +1 for an exalted lord, −1 for a debilitated one. The second '
      + 'cycle repeats the order with 12 minus the first years; a sign with no years has no dasha.',
    coLordRule: 'Scorpio and Aquarius take the stronger co-lord, as Char dasha (§15.5.1).',
    antardashaRule: 'Each dasha is split into 12 equal antardashas starting from the stronger of the signs '
      + 'holding the lord of the dasha sign and the lord of the 7th from it, forward from an odd sign (or one '
      + 'holding Saturn), backward from an even one, reversed when Ketu is in the dasha sign (the rule PyJHora '
      + 'narayana.py gives as JHora\'s); deeper levels repeat the rule inside their parent.',
    applicability: null,
    source: 'P.V.R. Narasimha Rao, Vedic Astrology: An Integrated Approach (Sagar, 2000), ch. 18 (example 66 '
      + 'reproduced); antardashas as PyJHora raasi/narayana.py.',
  },
  {
    id: 'shoola', kind: 'sign', en: 'Shoola', hi: 'शूल', ta: 'சூல', te: 'శూల', kn: 'ಶೂಲ', ml: 'ശൂല', mr: 'शूल', bn: 'শূল', gu: 'શૂલ', sanskrit: 'Śūla', variant: { en: 'PyJHora', hi: 'पाइजेहोरा', ta: 'பைஜேஹோரா', te: 'పైజేహోరా', kn: 'ಪೈಜೆಹೋರಾ', ml: 'പൈജെഹോറ', mr: 'पायजेहोरा', bn: 'পাইজেহোরা', gu: 'પાયજેહોરા' }, cycles: 1,
    startRule: {
      en: 'The first dasha is the stronger of the lagna and the 7th sign (strength of signs as the Jaimini '
        + 'arudhas take it); the order is always zodiacal, through consecutive signs.',
      hi: 'पहली दशा लग्न और सप्तम राशि में से बली की है (राशि-बल जैमिनी आरूढ़ों की रीति से); क्रम सदा राशिचक्र की दिशा में, लगातार राशियों से।',
    },
    yearsRule: 'Every sign has 9 years: twelve dashas, 108 years.',
    coLordRule: 'Scorpio and Aquarius take the stronger co-lord where the sign-strength rules read a lord (§15.5.1).',
    antardashaRule: 'Each dasha is split into 12 equal antardashas, zodiacally from the stronger of the dasha sign '
      + 'and the 7th from it (PyJHora shoola.py get_dhasa_bhukthi, antardhasa_seed_option=2); deeper levels '
      + 'repeat the rule inside their parent.',
    applicability: null,
    source: 'The rules of PyJHora raasi/shoola.py (get_dhasa_bhukthi defaults), a Jaimini dasha for the timing of '
      + 'death and suffering; not checked against a book.',
  },
  {
    id: 'drig', kind: 'sign', en: 'Drig', hi: 'दृग्', ta: 'திருக்', te: 'దృగ్', kn: 'ದೃಗ್', ml: 'ദൃഗ്', mr: 'दृग्', bn: 'দৃগ্', gu: 'દૃગ્', sanskrit: 'Dṛg', variant: { en: 'PyJHora', hi: 'पाइजेहोरा', ta: 'பைஜேஹோரா', te: 'పైజేహోరా', kn: 'ಪೈಜೆಹೋರಾ', ml: 'പൈജെഹോറ', mr: 'पायजेहोरा', bn: 'পাইজেহোরা', gu: 'પાયજેહોરા' }, cycles: 2,
    startRule: {
      en: 'The dashas are the 9th sign from the lagna and the three signs it aspects by rashi drishti, then '
        + 'the 10th and its three, then the 11th and its three; the aspected signs are taken zodiacally from an '
        + 'odd-footed sign, in reverse from an even-footed one. The first dasha starts at birth.',
      hi: 'दशाएँ लग्न से नवम राशि और उस पर राशि दृष्टि डालने वाली तीन राशियाँ, फिर दशम और उसकी तीन, फिर एकादश और उसकी तीन हैं; दृष्ट राशियाँ विषमपद राशि से राशिचक्र की दिशा में, समपद से उलटे क्रम में ली जाती हैं। पहली दशा जन्म से आरंभ होती है।',
    },
    yearsRule: 'As Char and Narayana dasha: signs counted from the sign to its lord (forward for an odd-footed '
      + 'sign, backward for an even-footed one) minus 1, 0 → 12, +1 for an exalted lord, −1 for a debilitated one. '
      + 'A second cycle repeats the order with 12 minus the first years; a sign with no years has no dasha.',
    coLordRule: 'Scorpio and Aquarius take the stronger co-lord, as Char dasha (§15.5.1).',
    antardashaRule: 'Each dasha is split into 12 equal antardashas from the stronger of the dasha sign and the 7th '
      + 'from it, forward from an odd dasha sign and backward from an even one: consecutive signs for a movable '
      + 'sign, every 6th for a fixed one, kendras then panapharas then apoklimas for a dual one (PyJHora drig.py, '
      + 'after Narasimha Rao\'s "Drig Dasa of Parasara"); deeper levels repeat the rule inside their parent.',
    applicability: null,
    source: 'The rules of PyJHora raasi/drig.py, which cites P.V.R. Narasimha Rao, "Drig Dasa of Parasara"; not '
      + 'checked against the paper.',
  },
  {
    id: 'brahma', kind: 'sign', en: 'Brahma', hi: 'ब्रह्मा', ta: 'பிரம்ம', te: 'బ్రహ్మ', kn: 'ಬ್ರಹ್ಮ', ml: 'ബ്രഹ്മ', mr: 'ब्रह्मा', bn: 'ব্রহ্মা', gu: 'બ્રહ્મા', sanskrit: 'Brahmā', variant: { en: 'PyJHora', hi: 'पाइजेहोरा', ta: 'பைஜேஹோரா', te: 'పైజేహోరా', kn: 'ಪೈಜೆಹೋರಾ', ml: 'പൈജെഹോറ', mr: 'पायजेहोरा', bn: 'পাইজেহোরা', gu: 'પાયજેહોરા' }, cycles: 1,
    startRule: {
      en: 'From the sign of Brahma: of the lords of the 6th, 8th and 12th signs from the stronger of the lagna and '
        + 'the 7th (Rahu and Ketu left out), each scores a point for standing strong in its sign (exalted, at home or in '
        + 'a natural friend\'s sign, not debilitated), one for an odd sign and one for the first seven houses from that '
        + 'stronger sign; the stronger graha of the two best is Brahma. The dashas run zodiacally from Brahma\'s sign '
        + 'when it is odd; from an even sign they start at the 7th from it and run in reverse.',
      hi: 'ब्रह्मा की राशि से: लग्न और सप्तम में से बली राशि से षष्ठ, अष्टम और द्वादश राशियों के स्वामियों (राहु-केतु छोड़कर) में से हर एक को अपनी राशि में बली होने (उच्च, स्वराशि या नैसर्गिक मित्र की राशि में, नीच नहीं) का एक अंक, विषम राशि में होने का एक और उस बली राशि से पहले सात भावों में होने का एक अंक मिलता है; दो सर्वश्रेष्ठ में से बली ग्रह ब्रह्मा है। ब्रह्मा की राशि विषम हो तो दशाएँ उससे राशिचक्र की दिशा में चलती हैं; सम हो तो उससे सप्तम राशि से आरंभ होकर उलटी चलती हैं।',
    },
    yearsRule: 'Signs counted from the sign to the lord of the 6th from it (forward from an odd sign, backward from '
      + 'an even one) minus 1; that lord in the sign itself gives 0 (no dasha); +1 for an exalted lord, −1 for a '
      + 'debilitated one; one cycle.',
    coLordRule: 'Scorpio and Aquarius take the stronger co-lord, as Char dasha (§15.5.1); two candidates for Brahma '
      + 'are compared by the same rules, the last being the degree in the sign.',
    antardashaRule: '12 equal antardashas zodiacally from the dasha sign; deeper levels repeat the rule inside their '
      + 'parent.',
    applicability: null,
    source: 'Jaimini\'s Brahma dasha (Upadesa Sutras, a dasha of longevity) as PyJHora raasi/brahma.py and '
      + 'house.brahma read it: the choice of Brahma, the order and the years are PyJHora\'s; the sutras\' own rules '
      + 'for Brahma (Saturn and the nodes replaced, the 8th from the atmakaraka) are not applied; not checked against '
      + 'a book.',
  },
  {
    id: 'lagnamsaka', kind: 'sign', en: 'Lagnamsaka', hi: 'लग्नांशक', ta: 'லக்னாம்சக', te: 'లగ్నాంశక', kn: 'ಲಗ್ನಾಂಶಕ', ml: 'ലഗ്നാംശക', mr: 'लग्नांशक', bn: 'লগ্নাংশক', gu: 'લગ્નાંશક', sanskrit: 'Lagnāṃśaka', variant: { en: 'P.V.R. Narasimha Rao', hi: 'पी.वी.आर. नरसिंह राव', ta: 'பி.வி.ஆர். நரசிம்ம ராவ்', te: 'పి.వి.ఆర్. నరసింహారావు', kn: 'ಪಿ.ವಿ.ಆರ್. ನರಸಿಂಹ ರಾವ್', ml: 'പി.വി.ആർ. നരസിംഹ റാവു', mr: 'पी.व्ही.आर. नरसिंह राव', bn: 'পি.ভি.আর. নরসিংহ রাও', gu: 'પી.વી.આર. નરસિંહ રાવ' }, cycles: 2,
    startRule: {
      en: 'Narayana dasha from the navamsa lagna: the first dasha is the sign the lagna\'s navamsa falls in '
        + '(Parashari D9); from it the Narayana order (zodiacal when the 9th sign from it is odd-footed, reverse '
        + 'otherwise; consecutive signs from a movable sign, every 6th from a fixed one, trines from a dual one; '
        + 'Saturn in it makes the order consecutive and zodiacal, Ketu reverses it).',
      hi: 'नवांश लग्न से नारायण दशा: पहली दशा वह राशि है जिसमें लग्न का नवांश (पाराशरी नवांश) पड़ता है; उससे नारायण क्रम (उससे नवम राशि विषमपद हो तो राशिचक्र की दिशा में, अन्यथा उलटा; चर राशि से लगातार राशियाँ, स्थिर से हर छठी, द्विस्वभाव से त्रिकोण; उसमें शनि हो तो क्रम लगातार और राशिचक्र की दिशा में, केतु हो तो उलटा)।',
    },
    yearsRule: 'As Narayana dasha, read in the rashi chart: signs counted from the sign to its lord (forward for an '
      + 'odd-footed sign, backward for an even-footed one) minus 1, 0 → 12, ±1 for an exalted or debilitated lord; a '
      + 'second cycle gives each sign 12 minus its first years; a sign with no years has no dasha.',
    coLordRule: 'Scorpio and Aquarius take the stronger co-lord, as Char dasha (§15.5.1).',
    antardashaRule: 'As Narayana dasha: 12 equal antardashas from the stronger of the signs holding the lord of the '
      + 'dasha sign and the lord of the 7th from it; deeper levels repeat the rule inside their parent.',
    applicability: null,
    source: 'P.V.R. Narasimha Rao\'s Lagnamsaka dasa (Narayana dasa of the navamsa lagna) as Jagannatha Hora offers '
      + 'it and PyJHora raasi/lagnamsaka.py implements it; not checked against a book.',
  },
  {
    id: 'navamsa', kind: 'sign', en: 'Navamsa', hi: 'नवांश', ta: 'நவாம்ச', te: 'నవాంశ', kn: 'ನವಾಂಶ', ml: 'നവാംശ', mr: 'नवांश', bn: 'নবাংশ', gu: 'નવાંશ', sanskrit: 'Navāṃśa', variant: { en: 'PyJHora', hi: 'पाइजेहोरा', ta: 'பைஜேஹோரா', te: 'పైజేహోరా', kn: 'ಪೈಜೆಹೋರಾ', ml: 'പൈജെഹോറ', mr: 'पायजेहोरा', bn: 'পাইজেহোরা', gu: 'પાયજેહોરા' }, cycles: 1,
    startRule: {
      en: 'The first dasha by the element of the navamsa lagna (the sign of the lagna\'s Parashari navamsa): '
        + 'Aries for a fiery one (Aries, Leo, Sagittarius), Leo for an earthy one, Libra for an airy one, Aquarius for '
        + 'a watery one; then the consecutive signs zodiacally.',
      hi: 'पहली दशा नवांश लग्न (लग्न के पाराशरी नवांश की राशि) के तत्व से: अग्नि तत्व (मेष, सिंह, धनु) के लिए मेष, पृथ्वी तत्व के लिए सिंह, वायु तत्व के लिए तुला, जल तत्व के लिए कुंभ; फिर राशिचक्र की दिशा में लगातार राशियाँ।',
    },
    yearsRule: 'Every sign has 9 years: twelve dashas, 108 years.',
    coLordRule: 'No lord enters the rules.',
    antardashaRule: '12 equal antardashas zodiacally from a sign fixed by the dasha sign: Aries → Libra, Taurus → '
      + 'Aries, Gemini → Sagittarius, Cancer → Aquarius, Leo → Leo, Virgo → Sagittarius, Libra → Libra, Scorpio → '
      + 'Aries, Sagittarius → Sagittarius, Capricorn → Aquarius, Aquarius → Leo, Pisces → Sagittarius; deeper levels '
      + 'repeat the rule inside their parent.',
    applicability: null,
    source: 'Nine years a sign as the Jaimini sutra "Vishame tadadirnavamamsah" gives them (B. Suryanarain Rao\'s '
      + 'translation: navamsa dasas of 9 years, from the lagna when it is odd); the first sign and the antardashas by '
      + 'the tables of PyJHora raasi/navamsa.py, which gives no book for them.',
  },
  {
    id: 'mandooka', kind: 'sign', en: 'Mandooka', hi: 'मण्डूक', ta: 'மண்டூக', te: 'మండూక', kn: 'ಮಂಡೂಕ', ml: 'മണ്ഡൂക', mr: 'मण्डूक', bn: 'মণ্ডূক', gu: 'મંડૂક', sanskrit: 'Maṇḍūka', variant: { en: 'K.N. Rao (as PyJHora)', hi: 'के.एन. राव (पाइजेहोरा के अनुसार)', ta: 'கே.என். ராவ் (பைஜேஹோராவின்படி)', te: 'కె.ఎన్. రావు (పైజేహోరా ప్రకారం)', kn: 'ಕೆ.ಎನ್. ರಾವ್ (ಪೈಜೆಹೋರಾ ಪ್ರಕಾರ)', ml: 'കെ.എൻ. റാവു (പൈജെഹോറ പ്രകാരം)', mr: 'के.एन. राव (पायजेहोराप्रमाणे)', bn: 'কে.এন. রাও (পাইজেহোরা অনুযায়ী)', gu: 'કે.એન. રાવ (પાયજેહોરા મુજબ)' }, cycles: 1,
    startRule: {
      en: 'The first dasha is the stronger of the lagna and the 7th sign; the order is zodiacal from an odd '
        + 'sign, reverse from an even one, leaping like a frog to every 4th sign: the four signs of the first sign\'s '
        + 'kind (movable, fixed, dual) from it, then the four of the next kind and the four of the last, each from its '
        + 'first sign (Aries, Taurus, Gemini): dual then fixed after movable, movable then dual after fixed, fixed then '
        + 'movable after dual.',
      hi: 'पहली दशा लग्न और सप्तम राशि में से बली की है; क्रम विषम राशि से राशिचक्र की दिशा में, सम से उलटा, मेंढक की तरह हर चौथी राशि पर छलाँग लगाता हुआ: पहली राशि के प्रकार (चर, स्थिर, द्विस्वभाव) की चार राशियाँ उससे, फिर अगले प्रकार की चार और अंतिम प्रकार की चार, हर एक अपनी पहली राशि (मेष, वृषभ, मिथुन) से: चर के बाद द्विस्वभाव फिर स्थिर, स्थिर के बाद चर फिर द्विस्वभाव, द्विस्वभाव के बाद स्थिर फिर चर।',
    },
    yearsRule: 'Signs counted from the sign to its classical lord, inclusive (forward from an odd sign, backward '
      + 'from an even one), 1–12; the lord in the sign gives 12, in the 7th 10. (PyJHora gives 0 years for a lord '
      + 'in the 12th, where the count is 12.)',
    coLordRule: 'The classical lords: Mars for Scorpio, Saturn for Aquarius.',
    antardashaRule: '12 equal antardashas through the mahadasha order, starting from the dasha sign; deeper levels '
      + 'repeat the rule inside their parent.',
    applicability: {
      id: 'four-grahas-in-kendras',
      condition: {
        en: 'Four or more of the seven grahas Sun … Saturn (not Rahu and Ketu) in the kendras (1, 4, 7, 10) '
          + 'from the lagna (K.N. Rao\'s condition).',
        hi: 'सूर्य से शनि तक के सात ग्रहों (राहु-केतु नहीं) में से चार या अधिक लग्न से केंद्रों (1, 4, 7, 10) में हों (के.एन. राव की शर्त)।',
        ta: 'சூரியன் முதல் சனி வரையிலான ஏழு கிரகங்களில் (ராகு, கேது அல்ல) நான்கு அல்லது அதற்கு மேல் லக்னத்திலிருந்து கேந்திரங்களில் (1, 4, 7, 10) இருக்க வேண்டும் (கே.என். ராவின் நிபந்தனை).',
        te: 'సూర్యుడి నుంచి శని వరకు ఏడు గ్రహాలలో (రాహు కేతువులు కాదు) నాలుగు లేదా అంతకంటే ఎక్కువ లగ్నం నుంచి కేంద్రాల్లో (1, 4, 7, 10) ఉండాలి (కె.ఎన్. రావు నియమం).',
        kn: 'ಸೂರ್ಯನಿಂದ ಶನಿಯವರೆಗಿನ ಏಳು ಗ್ರಹಗಳಲ್ಲಿ (ರಾಹು, ಕೇತು ಅಲ್ಲ) ನಾಲ್ಕು ಅಥವಾ ಹೆಚ್ಚು ಲಗ್ನದಿಂದ ಕೇಂದ್ರಗಳಲ್ಲಿ (1, 4, 7, 10) ಇರಬೇಕು (ಕೆ.ಎನ್. ರಾವ್ ಅವರ ನಿಯಮ).',
        ml: 'സൂര്യൻ മുതൽ ശനി വരെയുള്ള ഏഴു ഗ്രഹങ്ങളിൽ (രാഹുവും കേതുവും അല്ല) നാലോ അതിലധികമോ ലഗ്നത്തിൽ നിന്ന് കേന്ദ്രങ്ങളിൽ (1, 4, 7, 10) നിൽക്കണം (കെ.എൻ. റാവുവിന്റെ നിബന്ധന).',
        mr: 'रवीपासून शनीपर्यंतच्या सात ग्रहांपैकी (राहू-केतू नव्हे) चार किंवा अधिक ग्रह लग्नापासून केंद्रांत (1, 4, 7, 10) असावेत (के.एन. राव यांची अट).',
        bn: 'রবি থেকে শনি পর্যন্ত সাতটি গ্রহের (রাহু-কেতু নয়) চারটি বা তার বেশি লগ্ন থেকে কেন্দ্রে (1, 4, 7, 10) থাকবে (কে.এন. রাওয়ের শর্ত)।',
        gu: 'સૂર્યથી શનિ સુધીના સાત ગ્રહોમાંથી (રાહુ-કેતુ નહીં) ચાર કે વધુ લગ્નથી કેન્દ્રોમાં (1, 4, 7, 10) હોય (કે.એન. રાવની શરત).',
      },
    },
    source: 'Jaimini Upadesa Sutras 2.4.15 (Mandooka dasa, the frog\'s leap); the condition as K.N. Rao teaches it '
      + '(notes for the students of Jyotisha Bharati, Bharatiya Vidya Bhavan); the order table, years and '
      + 'antardashas of PyJHora raasi/mandooka.py (its K.N. Rao method, the default).',
  },
  {
    id: 'sandhya', kind: 'sign', en: 'Sandhya', hi: 'संध्या', ta: 'சந்தியா', te: 'సంధ్య', kn: 'ಸಂಧ್ಯಾ', ml: 'സന്ധ്യ', mr: 'संध्या', bn: 'সন্ধ্যা', gu: 'સંધ્યા', sanskrit: 'Sandhyā', variant: { en: 'PyJHora', hi: 'पाइजेहोरा', ta: 'பைஜேஹோரா', te: 'పైజేహోరా', kn: 'ಪೈಜೆಹೋರಾ', ml: 'പൈജെഹോറ', mr: 'पायजेहोरा', bn: 'পাইজেহোরা', gu: 'પાયજેહોરા' }, cycles: 1,
    startRule: {
      en: 'The dashas run zodiacally from the lagna sign through the consecutive signs.',
      hi: 'दशाएँ लग्न राशि से राशिचक्र की दिशा में लगातार राशियों में चलती हैं।',
    },
    yearsRule: 'The full life of 120 years shared equally: every sign 10 years.',
    coLordRule: 'No lord enters the rules.',
    antardashaRule: 'The sub-periods of a period run zodiacally from its own sign: 12 equal parts (method `sandhya`), '
      + 'or the Pachaka parts 6, 3, 3, 3 and eight of 2 in 31 (method `pachaka`); deeper levels repeat the rule '
      + 'inside their parent.',
    applicability: null,
    source: 'Sandhya and Pachaka dashas as PyJHora raasi/sandhya.py implements them (an ayur dasha: the dwadashamsha '
      + 'of the paramayus of 120 years); not checked against a book.',
  },
  {
    id: 'tara-lagna', kind: 'sign', en: 'Tara Lagna', hi: 'तारा लग्न', ta: 'தாரா லக்ன', te: 'తార లగ్న', kn: 'ತಾರಾ ಲಗ್ನ', ml: 'താര ലഗ്ന', mr: 'तारा लग्न', bn: 'তারা লগ্ন', gu: 'તારા લગ્ન', sanskrit: 'Tārā-lagna', variant: { en: 'PyJHora', hi: 'पाइजेहोरा', ta: 'பைஜேஹோரா', te: 'పైజేహోరా', kn: 'ಪೈಜೆಹೋರಾ', ml: 'പൈജെഹോറ', mr: 'पायजेहोरा', bn: 'পাইজেহোরা', gu: 'પાયજેહોરા' }, cycles: 1,
    startRule: {
      en: 'The first dasha is the sign as many signs past the lagna as whole twelfths of its birth star the '
        + 'Moon has travelled (0–11); the order runs through consecutive signs, zodiacally from an odd first sign, in '
        + 'reverse from an even one.',
      hi: 'पहली दशा वह राशि है जो लग्न से उतनी राशियाँ आगे है जितने पूरे बारहवें भाग चन्द्र ने अपने जन्म नक्षत्र में तय किए हैं (0–11); क्रम लगातार राशियों में, पहली राशि विषम हो तो राशिचक्र की दिशा में, सम हो तो उलटा।',
    },
    yearsRule: 'Every sign has 9 years: twelve dashas, 108 years.',
    coLordRule: 'No lord enters the rules.',
    antardashaRule: 'Every period is split into 12 equal sub-periods from the sign of the atmakaraka (the graha of '
      + 'Sun … Saturn and Rahu furthest advanced in its sign, Rahu counted from the sign\'s end), zodiacally, in '
      + 'reverse when that sign is Taurus, Virgo, Scorpio or Aquarius; the same at every level.',
    applicability: null,
    source: 'The rules of PyJHora raasi/tara_lagna.py; not checked against a book.',
  },
  {
    id: 'trikona', kind: 'sign', en: 'Trikona', hi: 'त्रिकोण', ta: 'திரிகோண', te: 'త్రికోణ', kn: 'ತ್ರಿಕೋಣ', ml: 'ത്രികോണ', mr: 'त्रिकोण', bn: 'ত্রিকোণ', gu: 'ત્રિકોણ', sanskrit: 'Trikoṇa', variant: { en: 'PyJHora', hi: 'पाइजेहोरा', ta: 'பைஜேஹோரா', te: 'పైజేహోరా', kn: 'ಪೈಜೆಹೋರಾ', ml: 'പൈജെഹോറ', mr: 'पायजेहोरा', bn: 'পাইজেহোরা', gu: 'પાયજેહોરા' }, cycles: 1,
    startRule: {
      en: 'The first dasha is the strongest of the trines from the lagna (the stronger of the 1st and 5th, '
        + 'then the stronger of that and the 9th); the order runs through consecutive signs, zodiacally from an odd '
        + 'first sign, in reverse from an even one.',
      hi: 'पहली दशा लग्न से त्रिकोणों में सबसे बली की है (प्रथम और पंचम में से बली, फिर उसमें और नवम में से बली); क्रम लगातार राशियों में, पहली राशि विषम हो तो राशिचक्र की दिशा में, सम हो तो उलटा।',
    },
    yearsRule: 'As Char and Narayana dasha: signs counted from the sign to its lord (forward for an odd-footed sign, '
      + 'backward for an even-footed one) minus 1, 0 → 12, +1 for an exalted lord, −1 for a debilitated one; one cycle.',
    coLordRule: 'Scorpio and Aquarius take the stronger co-lord, as Char dasha (§15.5.1).',
    antardashaRule: '12 equal antardashas from the dasha sign, zodiacally for an odd sign, in reverse for an even '
      + 'one; deeper levels repeat the rule inside their parent.',
    applicability: null,
    source: 'Jaimini Upadesa Sutras ("among the trines the dasa begins from the strongest", B. Suryanarain Rao\'s '
      + 'translation); order, years and antardashas as PyJHora raasi/trikona.py.',
  },
  {
    id: 'yogardha', kind: 'sign', en: 'Yogardha', hi: 'योगार्ध', ta: 'யோகார்த்த', te: 'యోగార్ధ', kn: 'ಯೋಗಾರ್ಧ', ml: 'യോഗാർധ', mr: 'योगार्ध', bn: 'যোগার্ধ', gu: 'યોગાર્ધ', sanskrit: 'Yogārdha', variant: { en: 'PyJHora', hi: 'पाइजेहोरा', ta: 'பைஜேஹோரா', te: 'పైజేహోరా', kn: 'ಪೈಜೆಹೋರಾ', ml: 'പൈജെഹോറ', mr: 'पायजेहोरा', bn: 'পাইজেহোরা', gu: 'પાયજેહોરા' }, cycles: 1,
    startRule: {
      en: 'The first dasha is the stronger of the lagna and the 7th sign; the order runs through consecutive '
        + 'signs, zodiacally from an odd first sign, in reverse from an even one.',
      hi: 'पहली दशा लग्न और सप्तम राशि में से बली की है; क्रम लगातार राशियों में, पहली राशि विषम हो तो राशिचक्र की दिशा में, सम हो तो उलटा।',
    },
    yearsRule: 'Half the sum of the sign\'s Char dasha years (as Char dasha) and its Sthira dasha years (movable 7, '
      + 'fixed 8, dual 9).',
    coLordRule: 'Scorpio and Aquarius take the stronger co-lord for the Char years, as Char dasha (§15.5.1).',
    antardashaRule: '12 equal sub-periods through the mahadasha order: those of a mahadasha from the second sign of '
      + 'the order (ending with the first), those one level deeper from the third, and so on, whatever the parent.',
    applicability: null,
    source: 'Jaimini Upadesa Sutras ("Sthuladarsa vaishamyasrayametat": from the stronger of the lagna and the 7th, '
      + 'onward from an odd sign, backward from an even one; B. Suryanarain Rao\'s translation); years and '
      + 'antardashas as PyJHora raasi/yogardha.py.',
  },
  {
    id: 'lagna-kendradi', kind: 'sign', en: 'Lagna Kendradi', hi: 'लग्न केन्द्रादि', ta: 'லக்ன கேந்திராதி', te: 'లగ్న కేంద్రాది', kn: 'ಲಗ್ನ ಕೇಂದ್ರಾದಿ', ml: 'ലഗ്ന കേന്ദ്രാദി', mr: 'लग्न केन्द्रादि', bn: 'লগ্ন কেন্দ্রাদি', gu: 'લગ્ન કેન્દ્રાદિ', sanskrit: 'Lagna-kendrādi', variant: { en: 'PyJHora', hi: 'पाइजेहोरा', ta: 'பைஜேஹோரா', te: 'పైజేహోరా', kn: 'ಪೈಜೆಹೋರಾ', ml: 'പൈജെഹോറ', mr: 'पायजेहोरा', bn: 'পাইজেহোরা', gu: 'પાયજેહોરા' }, cycles: 2,
    startRule: {
      en: 'The first dasha is the stronger of the lagna and the 7th sign. Direction: zodiacal when Saturn is in '
        + 'it, reverse when Ketu is, otherwise zodiacal from an odd sign and reverse from an even one; the dashas are '
        + 'the kendras (1st, 4th, 7th, 10th), then the panapharas (2nd, 5th, 8th, 11th), then the apoklimas (3rd, 6th, '
        + '9th, 12th) from it in that direction.',
      hi: 'पहली दशा लग्न और सप्तम राशि में से बली की है। दिशा: उसमें शनि हो तो राशिचक्र की दिशा, केतु हो तो उलटी, अन्यथा विषम राशि से राशिचक्र की दिशा और सम से उलटी; दशाएँ उससे उस दिशा में केंद्र (1, 4, 7, 10), फिर पणफर (2, 5, 8, 11), फिर आपोक्लिम (3, 6, 9, 12) हैं।',
    },
    yearsRule: 'As Narayana dasha: signs counted from the sign to its lord (forward for an odd-footed sign, backward '
      + 'for an even-footed one) minus 1, 0 → 12, ±1 for an exalted or debilitated lord; a second cycle gives each '
      + 'sign 12 minus its first years; a sign with no years has no dasha.',
    coLordRule: 'Scorpio and Aquarius take the stronger co-lord, as Char dasha (§15.5.1).',
    antardashaRule: '12 equal antardashas through consecutive signs from the dasha sign, zodiacally when it is odd or '
      + 'holds Saturn, in reverse otherwise, reversed again when it holds Ketu; deeper levels repeat the rule.',
    applicability: null,
    source: 'The rules of PyJHora raasi/kendradhi_rasi.py (Kendradi rashi dasha); not checked against a book.',
  },
  {
    id: 'karaka-kendradi', kind: 'sign', en: 'Karaka Kendradi', hi: 'कारक केन्द्रादि', ta: 'காரக கேந்திராதி', te: 'కారక కేంద్రాది', kn: 'ಕಾರಕ ಕೇಂದ್ರಾದಿ', ml: 'കാരക കേന്ദ്രാദി', mr: 'कारक केन्द्रादि', bn: 'কারক কেন্দ্রাদি', gu: 'કારક કેન્દ્રાદિ', sanskrit: 'Kāraka-kendrādi', variant: { en: 'PyJHora', hi: 'पाइजेहोरा', ta: 'பைஜேஹோரா', te: 'పైజేహోరా', kn: 'ಪೈಜೆಹೋರಾ', ml: 'പൈജെഹോറ', mr: 'पायजेहोरा', bn: 'পাইজেহোরা', gu: 'પાયજેહોરા' }, cycles: 2,
    startRule: {
      en: 'The first dasha is the stronger of the atmakaraka\'s sign and the 7th from it (the atmakaraka of '
        + 'the eight karakas Sun … Saturn and Rahu); direction and order as Lagna Kendradi: kendras, panapharas, '
        + 'apoklimas from it, zodiacally when Saturn is in it, in reverse when Ketu is, otherwise by its oddity.',
      hi: 'पहली दशा आत्मकारक की राशि और उससे सप्तम में से बली की है (सूर्य से शनि और राहु, इन आठ कारकों का आत्मकारक); दिशा और क्रम लग्न केन्द्रादि की तरह: उससे केंद्र, पणफर, आपोक्लिम, उसमें शनि हो तो राशिचक्र की दिशा में, केतु हो तो उलटे, अन्यथा उसके विषम या सम होने से।',
    },
    yearsRule: 'As Narayana dasha, with a second cycle of 12 minus the first years; a sign with no years has no dasha.',
    coLordRule: 'Scorpio and Aquarius take the stronger co-lord, as Char dasha (§15.5.1).',
    antardashaRule: 'As Lagna Kendradi: 12 equal antardashas through consecutive signs from the dasha sign, '
      + 'zodiacally when it is odd or holds Saturn, in reverse otherwise, reversed again when it holds Ketu.',
    applicability: null,
    source: 'The rules of PyJHora raasi/karaka_kendraadhi.py; not checked against a book.',
  },
  {
    id: 'chaturvidha-uttara', kind: 'sign', en: 'Chaturvidha Uttara', hi: 'चतुर्विध उत्तर', ta: 'சதுர்வித உத்தர', te: 'చతుర్విధ ఉత్తర', kn: 'ಚತುರ್ವಿಧ ಉತ್ತರ', ml: 'ചതുർവിധ ഉത്തര', mr: 'चतुर्विध उत्तर', bn: 'চতুর্বিধ উত্তর', gu: 'ચતુર્વિધ ઉત્તર', sanskrit: 'Caturvidha-uttara', variant: { en: 'PyJHora', hi: 'पाइजेहोरा', ta: 'பைஜேஹோரா', te: 'పైజేహోరా', kn: 'ಪೈಜೆಹೋರಾ', ml: 'പൈജെഹോറ', mr: 'पायजेहोरा', bn: 'পাইজেহোরা', gu: 'પાયજેહોરા' }, cycles: 1,
    startRule: {
      en: 'The twelve signs zodiacally from a first sign that depends on the kind (`method`): the lagna (Lagna '
        + 'Uttara), the strongest kendra from the lagna (Kendra Uttara), the strongest trine (Trikona Uttara) or the '
        + 'strongest of the twelve signs (Dasha Uttara); the strongest of several signs is found pairwise in house '
        + 'order from the lagna.',
      hi: 'विधि पर निर्भर पहली राशि से बारह राशियाँ राशिचक्र की दिशा में: लग्न (लग्न उत्तर), लग्न से सबसे बली केंद्र (केन्द्र उत्तर), सबसे बली त्रिकोण (त्रिकोण उत्तर) या बारह राशियों में सबसे बली (दशा उत्तर); कई राशियों में सबसे बली लग्न से भाव-क्रम में जोड़ियों की तुलना करके निकाली जाती है।',
    },
    yearsRule: 'The first sign 1 year, the second 2 … the twelfth 12: 78 years.',
    coLordRule: 'Scorpio and Aquarius take the stronger co-lord where the sign-strength rules read a lord (§15.5.1).',
    antardashaRule: 'Every period is split the same way: 12 sub-periods zodiacally from its own sign, of 1/78, '
      + '2/78 … 12/78 of it; deeper levels repeat the rule inside their parent.',
    applicability: null,
    source: 'The four kinds of PyJHora raasi/chathurvidha_utthara.py; not checked against a book.',
  },
  {
    id: 'padhanadhamsa', kind: 'sign', en: 'Padhanadhamsa', hi: 'पदनाथांश', ta: 'பதநாதாம்ச', te: 'పదనాథాంశ', kn: 'ಪದನಾಥಾಂಶ', ml: 'പദനാഥാംശ', mr: 'पदनाथांश', bn: 'পদনাথাংশ', gu: 'પદનાથાંશ', sanskrit: 'Padanāthāṃśa', variant: { en: 'Sanjay Rath', hi: 'संजय रथ', ta: 'சஞ்சய் ரத்', te: 'సంజయ్ రథ్', kn: 'ಸಂಜಯ್ ರಥ್', ml: 'സഞ്ജയ് രഥ്', mr: 'संजय रथ', bn: 'সঞ্জয় রথ', gu: 'સંજય રથ' }, cycles: 2,
    startRule: {
      en: 'Narayana dasha of the navamsa chart (Parashari D9): find the arudha lagna (counted from the lagna to '
        + 'its lord and as many signs again; in the lagna or the 7th from it, the 10th from there), its lord (Scorpio, '
        + 'Aquarius: the stronger co-lord in the navamsa chart) and that lord\'s navamsa sign; the first dasha is the '
        + 'stronger of that sign and the 7th from it in the navamsa chart, and the Narayana order runs from it.',
      hi: 'नवांश कुंडली (पाराशरी) की नारायण दशा: आरूढ़ लग्न (लग्न से उसके स्वामी तक और उतनी ही राशियाँ आगे गिनकर; वह लग्न में या उससे सप्तम में पड़े तो वहाँ से दशम), उसका स्वामी (वृश्चिक, कुंभ: नवांश कुंडली में बली सह-स्वामी) और उस स्वामी की नवांश राशि निकालें; पहली दशा नवांश कुंडली में उस राशि और उससे सप्तम में से बली की है, और उससे नारायण क्रम चलता है।',
    },
    yearsRule: 'As Narayana dasha, counted in the navamsa chart: signs from the sign to its lord (forward for an '
      + 'odd-footed sign, backward for an even-footed one) minus 1, 0 → 12, ±1 for an exalted or debilitated lord; a '
      + 'second cycle gives each sign 12 minus its first years; a sign with no years has no dasha.',
    coLordRule: 'Scorpio and Aquarius take the stronger co-lord (§15.5.1): by dasha years for the years, by the '
      + 'degree in the sign for the arudha lagna and its lord.',
    antardashaRule: 'As Narayana dasha, in the navamsa chart: 12 equal antardashas from the stronger of the signs '
      + 'holding the lord of the dasha sign and the lord of the 7th from it; deeper levels repeat the rule.',
    applicability: null,
    source: 'Sanjay Rath\'s reading (Padanathamsa dasa: Narayana dasa of the navamsa from the navamsa of the arudha '
      + 'lagna\'s lord), as PyJHora raasi/padhanadhamsa.py (method 2) restates it; not checked against his '
      + 'commentary here. PyJHora\'s default, Iranganti Rangacharya\'s reading in the Krishna Mishra navamsa, is not offered.',
  },
  {
    id: 'raashiyanka', kind: 'sign', en: 'Raashiyanka', hi: 'राश्यंक', ta: 'ராசியங்க', te: 'రాశ్యంక', kn: 'ರಾಶ್ಯಂಕ', ml: 'രാശ്യങ്ക', mr: 'राश्यंक', bn: 'রাশ্যঙ্ক', gu: 'રાશ્યંક', sanskrit: 'Rāśyaṃśaka', variant: { en: 'PyJHora', hi: 'पाइजेहोरा', ta: 'பைஜேஹோரா', te: 'పైజేహోరా', kn: 'ಪೈಜೆಹೋರಾ', ml: 'പൈജെഹോറ', mr: 'पायजेहोरा', bn: 'পাইজেহোরা', gu: 'પાયજેહોરા' }, cycles: 1,
    startRule: {
      en: 'The twelve signs zodiacally from a navamsa sign (`method`): the navamsa sign of the lagna lord '
        + '(`tara-chand-shastri`), or the navamsa lagna when the lagna sign is stronger than the sign holding the lagna '
        + 'lord and the lagna lord\'s navamsa sign otherwise (`ganesh-dutt-pathak`).',
      hi: 'एक नवांश राशि (विधि) से बारह राशियाँ राशिचक्र की दिशा में: लग्नेश की नवांश राशि (तारा चंद शास्त्री), या लग्न राशि लग्नेश वाली राशि से बली हो तो नवांश लग्न और अन्यथा लग्नेश की नवांश राशि (गणेश दत्त पाठक)।',
    },
    yearsRule: 'As Mandooka dasha: signs counted from the sign to its classical lord, inclusive (forward from an odd '
      + 'sign, backward from an even one), 1–12; the lord in the sign gives 12, in the 7th 10.',
    coLordRule: 'The classical lords: Mars for Scorpio, Saturn for Aquarius.',
    antardashaRule: '12 equal antardashas zodiacally from the dasha sign; deeper levels repeat the rule inside their '
      + 'parent.',
    applicability: {
      id: 'lagna-lord-strong',
      condition: {
        en: 'The lagna lord is strong in its sign: exalted, in its own sign or in a natural friend\'s sign (BPHS '
          + 'ch. 3 friendships), and not debilitated (PyJHora raashiyanka.applicability, "friend or better").',
        hi: 'लग्नेश अपनी राशि में बली हो: उच्च, स्वराशि या नैसर्गिक मित्र की राशि में (बृहत् पाराशर होरा शास्त्र अध्याय 3 की मित्रता), और नीच नहीं (पाइजेहोरा, "मित्र या उससे अच्छा")।',
        ta: 'லக்னாதிபதி தான் நிற்கும் ராசியில் பலமாக இருக்க வேண்டும்: உச்சம், ஆட்சி அல்லது நைசர்கிக நட்பு ராசி (பிருஹத் பராசர ஹோரா சாஸ்திரம் அத்தியாயம் 3-இன் நட்பு), நீசம் அல்ல (பைஜேஹோரா, "நட்பு அல்லது அதற்கு மேல்").',
        te: 'లగ్నాధిపతి తాను ఉన్న రాశిలో బలంగా ఉండాలి: ఉచ్చ, స్వక్షేత్రం లేదా నైసర్గిక మిత్ర రాశి (బృహత్ పరాశర హోరా శాస్త్రం అధ్యాయం 3 మైత్రి), నీచ కాకూడదు (పైజేహోరా, "మిత్ర లేదా అంతకంటే మెరుగు").',
        kn: 'ಲಗ್ನಾಧಿಪತಿ ತಾನಿರುವ ರಾಶಿಯಲ್ಲಿ ಬಲಶಾಲಿಯಾಗಿರಬೇಕು: ಉಚ್ಚ, ಸ್ವಕ್ಷೇತ್ರ ಅಥವಾ ನೈಸರ್ಗಿಕ ಮಿತ್ರ ರಾಶಿ (ಬೃಹತ್ ಪರಾಶರ ಹೋರಾ ಶಾಸ್ತ್ರ ಅಧ್ಯಾಯ 3ರ ಮೈತ್ರಿ), ನೀಚವಲ್ಲ (ಪೈಜೆಹೋರಾ, "ಮಿತ್ರ ಅಥವಾ ಅದಕ್ಕಿಂತ ಉತ್ತಮ").',
        ml: 'ലഗ്നാധിപൻ നിൽക്കുന്ന രാശിയിൽ ബലവാനായിരിക്കണം: ഉച്ചം, സ്വക്ഷേത്രം അല്ലെങ്കിൽ നൈസർഗിക മിത്രരാശി (ബൃഹത് പരാശര ഹോരാശാസ്ത്രം അധ്യായം 3-ലെ മൈത്രി), നീചമല്ല (പൈജെഹോറ, "മിത്രമോ അതിലും മെച്ചമോ").',
        mr: 'लग्नेश ज्या राशीत आहे तिथे बलवान असावा: उच्च, स्वराशी किंवा नैसर्गिक मित्राची राशी (बृहत् पाराशर होरा शास्त्र अध्याय 3 ची मैत्री), आणि नीच नसावा (पायजेहोरा, "मित्र किंवा त्याहून चांगले").',
        bn: 'লগ্নপতি যে রাশিতে আছে সেখানে বলী হবে: উচ্চ, স্বক্ষেত্র বা নৈসর্গিক মিত্রের রাশি (বৃহৎ পরাশর হোরা শাস্ত্র অধ্যায় 3-এর মিত্রতা), এবং নীচ নয় (পাইজেহোরা, "মিত্র বা তার চেয়ে ভালো")।',
        gu: 'લગ્નેશ જે રાશિમાં હોય ત્યાં બળવાન હોય: ઉચ્ચ, સ્વરાશિ અથવા નૈસર્ગિક મિત્રની રાશિ (બૃહત્ પરાશર હોરા શાસ્ત્ર અધ્યાય 3ની મૈત્રી), અને નીચ ન હોય (પાયજેહોરા, "મિત્ર કે તેથી સારું").',
      },
    },
    source: 'BPHS (Rashyamsha dasha) in the Hindi translations of Pandit Tara Chand Shastri (Venkateshwar edition) '
      + 'and Pandit Ganesh Dutt Pathak, as PyJHora raasi/raashiyanka.py reads them (its two progression methods, '
      + 'its default years); not checked against the translations here.',
  },
  {
    id: 'paryaaya', kind: 'sign', en: 'Paryaaya', hi: 'पर्याय', ta: 'பர்யாய', te: 'పర్యాయ', kn: 'ಪರ್ಯಾಯ', ml: 'പര്യായ', mr: 'पर्याय', bn: 'পর্যায়', gu: 'પર્યાય', sanskrit: 'Cara-paryāya', variant: { en: 'PyJHora', hi: 'पाइजेहोरा', ta: 'பைஜேஹோரா', te: 'పైజేహోరా', kn: 'ಪೈಜೆಹೋರಾ', ml: 'പൈജെഹോറ', mr: 'पायजेहोरा', bn: 'পাইজেহোরা', gu: 'પાયજેહોરા' }, cycles: 2,
    startRule: {
      en: 'Read from the lagna in the rasi chart. A dual lagna: the first dasha is the strongest of its trines '
        + '(`method`), the order the trines 1, 5, 9, then 2, 6, 10, 3, 7, 11, 4, 8, 12 from it; a movable lagna: the '
        + 'strongest of its kendras, the order the kendras, panapharas, apoklimas from it; a fixed lagna: the stronger '
        + 'of it and its 7th, the order 1, 7, 2, 8 … 6, 12 from it. Counted zodiacally from an odd-footed first sign, '
        + 'in reverse from an even-footed one.',
      hi: 'राशि कुंडली में लग्न से। द्विस्वभाव लग्न: पहली दशा उसके त्रिकोणों में सबसे बली की (विधि), क्रम उससे त्रिकोण 1, 5, 9, फिर 2, 6, 10, 3, 7, 11, 4, 8, 12; चर लग्न: उसके केंद्रों में सबसे बली, क्रम उससे केंद्र, पणफर, आपोक्लिम; स्थिर लग्न: वह और उसका सप्तम, इनमें बली, क्रम उससे 1, 7, 2, 8 … 6, 12। पहली राशि विषमपाद हो तो राशिचक्र की दिशा में, समपाद हो तो उलटी गिनती।',
      ta: 'ராசி சக்கரத்தில் லக்னத்திலிருந்து. உபய லக்னம்: முதல் தசை அதன் திரிகோணங்களில் மிகப் பலமானது (முறை), வரிசை அதிலிருந்து 1, 5, 9, பின் 2, 6, 10, 3, 7, 11, 4, 8, 12; சர லக்னம்: அதன் கேந்திரங்களில் மிகப் பலமானது, வரிசை கேந்திரம், பணபரம், ஆபோக்லிமம்; ஸ்திர லக்னம்: அதுவும் அதன் 7-ஆம் ராசியும், இவற்றில் பலமானது, வரிசை 1, 7, 2, 8 … 6, 12. முதல் ராசி ஒற்றைப் பாதமானால் ராசிச் சக்கர திசையில், இரட்டைப் பாதமானால் எதிர்த் திசையில் எண்ணப்படும்.',
      te: 'రాశి చక్రంలో లగ్నం నుంచి. ద్విస్వభావ లగ్నం: మొదటి దశ దాని త్రికోణాల్లో అత్యంత బలమైనది (పద్ధతి), క్రమం దాని నుంచి 1, 5, 9, తరువాత 2, 6, 10, 3, 7, 11, 4, 8, 12; చర లగ్నం: దాని కేంద్రాల్లో అత్యంత బలమైనది, క్రమం కేంద్రాలు, పణపరాలు, ఆపోక్లిమాలు; స్థిర లగ్నం: అది, దాని 7వ రాశి, వీటిలో బలమైనది, క్రమం 1, 7, 2, 8 … 6, 12. మొదటి రాశి బేసి పాదమైతే రాశిచక్ర దిశలో, సరి పాదమైతే వ్యతిరేక దిశలో లెక్కిస్తారు.',
      kn: 'ರಾಶಿ ಚಕ್ರದಲ್ಲಿ ಲಗ್ನದಿಂದ. ದ್ವಿಸ್ವಭಾವ ಲಗ್ನ: ಮೊದಲ ದಶೆ ಅದರ ತ್ರಿಕೋಣಗಳಲ್ಲಿ ಅತ್ಯಂತ ಬಲಶಾಲಿಯದು (ವಿಧಾನ), ಕ್ರಮ ಅದರಿಂದ 1, 5, 9, ನಂತರ 2, 6, 10, 3, 7, 11, 4, 8, 12; ಚರ ಲಗ್ನ: ಅದರ ಕೇಂದ್ರಗಳಲ್ಲಿ ಅತ್ಯಂತ ಬಲಶಾಲಿಯದು, ಕ್ರಮ ಕೇಂದ್ರ, ಪಣಪರ, ಆಪೋಕ್ಲಿಮ; ಸ್ಥಿರ ಲಗ್ನ: ಅದು ಮತ್ತು ಅದರ 7ನೇ ರಾಶಿ, ಇವುಗಳಲ್ಲಿ ಬಲಶಾಲಿಯದು, ಕ್ರಮ 1, 7, 2, 8 … 6, 12. ಮೊದಲ ರಾಶಿ ಬೆಸ ಪಾದವಾದರೆ ರಾಶಿಚಕ್ರದ ದಿಕ್ಕಿನಲ್ಲಿ, ಸಮ ಪಾದವಾದರೆ ಹಿಮ್ಮುಖವಾಗಿ ಎಣಿಸಲಾಗುತ್ತದೆ.',
      ml: 'രാശിചക്രത്തിൽ ലഗ്നത്തിൽ നിന്ന്. ഉഭയ ലഗ്നം: ആദ്യ ദശ അതിന്റെ ത്രികോണങ്ങളിൽ ഏറ്റവും ബലമുള്ളത് (രീതി), ക്രമം അതിൽ നിന്ന് 1, 5, 9, പിന്നെ 2, 6, 10, 3, 7, 11, 4, 8, 12; ചര ലഗ്നം: അതിന്റെ കേന്ദ്രങ്ങളിൽ ഏറ്റവും ബലമുള്ളത്, ക്രമം കേന്ദ്രം, പണപരം, ആപോക്ലിമം; സ്ഥിര ലഗ്നം: അതും അതിന്റെ 7-ാം രാശിയും, ഇവയിൽ ബലമുള്ളത്, ക്രമം 1, 7, 2, 8 … 6, 12. ആദ്യ രാശി ഓജപാദമെങ്കിൽ രാശിചക്ര ദിശയിൽ, യുഗ്മപാദമെങ്കിൽ തിരിച്ച് എണ്ണുന്നു.',
      mr: 'राशी कुंडलीत लग्नापासून. द्विस्वभाव लग्न: पहिली दशा त्याच्या त्रिकोणांपैकी सर्वात बलवानाची (पद्धत), क्रम त्यापासून 1, 5, 9, मग 2, 6, 10, 3, 7, 11, 4, 8, 12; चर लग्न: त्याच्या केंद्रांपैकी सर्वात बलवान, क्रम केंद्र, पणफर, आपोक्लिम; स्थिर लग्न: ते आणि त्याचे सप्तम, यांपैकी बलवान, क्रम 1, 7, 2, 8 … 6, 12. पहिली राशी विषमपाद असल्यास राशिचक्राच्या दिशेने, समपाद असल्यास उलट मोजणी.',
      bn: 'রাশি চক্রে লগ্ন থেকে। দ্বিস্বভাব লগ্ন: প্রথম দশা তার ত্রিকোণগুলির মধ্যে সবচেয়ে বলী (পদ্ধতি), ক্রম তা থেকে 1, 5, 9, তারপর 2, 6, 10, 3, 7, 11, 4, 8, 12; চর লগ্ন: তার কেন্দ্রগুলির মধ্যে সবচেয়ে বলী, ক্রম কেন্দ্র, পণফর, আপোক্লিম; স্থির লগ্ন: সে ও তার সপ্তম, এদের মধ্যে বলী, ক্রম 1, 7, 2, 8 … 6, 12। প্রথম রাশি বিজোড়পাদ হলে রাশিচক্রের দিকে, জোড়পাদ হলে উল্টো দিকে গণনা।',
      gu: 'રાશિ કુંડળીમાં લગ્નથી. દ્વિસ્વભાવ લગ્ન: પહેલી દશા તેના ત્રિકોણોમાં સૌથી બળવાનની (પદ્ધતિ), ક્રમ તેનાથી 1, 5, 9, પછી 2, 6, 10, 3, 7, 11, 4, 8, 12; ચર લગ્ન: તેના કેન્દ્રોમાં સૌથી બળવાન, ક્રમ કેન્દ્ર, પણફર, આપોક્લિમ; સ્થિર લગ્ન: તે અને તેનું સપ્તમ, એમાં બળવાન, ક્રમ 1, 7, 2, 8 … 6, 12. પહેલી રાશિ વિષમપાદ હોય તો રાશિચક્રની દિશામાં, સમપાદ હોય તો ઊલટી ગણતરી.',
    },
    yearsRule: 'Signs counted from the dasha sign to the sign of its lord, inclusive, forward from an odd sign and '
      + 'backward from an even one: 1 (the lord in the sign) to 12; two cycles of the same years.',
    coLordRule: 'Scorpio and Aquarius take the stronger co-lord (§15.5.1), the years read by the count above.',
    antardashaRule: '12 equal antardashas: the paryaaya of the dasha sign, found by the same rules with the dasha sign '
      + 'in place of the lagna (its kind, its strongest sign, its direction); deeper levels repeat the rule inside '
      + 'their parent.',
    applicability: {
      id: 'paryaaya-trine-strength',
      condition: {
        en: 'Jupiter, Mercury or the atmakaraka is in a trine from the lagna (1st, 5th, 9th), or a graha stands in '
          + 'its own sign there (PyJHora paryaaya.applicability).',
        hi: 'गुरु, बुध या आत्मकारक लग्न से त्रिकोण (1, 5, 9) में हो, या वहाँ कोई ग्रह अपनी राशि में हो (पाइजेहोरा)।',
        ta: 'குரு, புதன் அல்லது ஆத்மகாரகன் லக்னத்திலிருந்து திரிகோணத்தில் (1, 5, 9) இருக்க வேண்டும், அல்லது அங்கே ஒரு கிரகம் ஆட்சியில் இருக்க வேண்டும் (பைஜேஹோரா).',
        te: 'గురు, బుధ లేదా ఆత్మకారకుడు లగ్నం నుంచి త్రికోణంలో (1, 5, 9) ఉండాలి, లేదా అక్కడ ఒక గ్రహం స్వక్షేత్రంలో ఉండాలి (పైజేహోరా).',
        kn: 'ಗುರು, ಬುಧ ಅಥವಾ ಆತ್ಮಕಾರಕ ಲಗ್ನದಿಂದ ತ್ರಿಕೋಣದಲ್ಲಿ (1, 5, 9) ಇರಬೇಕು, ಅಥವಾ ಅಲ್ಲಿ ಒಂದು ಗ್ರಹ ಸ್ವಕ್ಷೇತ್ರದಲ್ಲಿರಬೇಕು (ಪೈಜೆಹೋರಾ).',
        ml: 'വ്യാഴം, ബുധൻ അല്ലെങ്കിൽ ആത്മകാരകൻ ലഗ്നത്തിൽ നിന്ന് ത്രികോണത്തിൽ (1, 5, 9) ആയിരിക്കണം, അല്ലെങ്കിൽ അവിടെ ഒരു ഗ്രഹം സ്വക്ഷേത്രത്തിലായിരിക്കണം (പൈജെഹോറ).',
        mr: 'गुरु, बुध किंवा आत्मकारक लग्नापासून त्रिकोणात (1, 5, 9) असावा, किंवा तिथे एखादा ग्रह स्वराशीत असावा (पायजेहोरा).',
        bn: 'বৃহস্পতি, বুধ বা আত্মকারক লগ্ন থেকে ত্রিকোণে (1, 5, 9) থাকবে, অথবা সেখানে কোনো গ্রহ স্বক্ষেত্রে থাকবে (পাইজেহোরা)।',
        gu: 'ગુરુ, બુધ અથવા આત્મકારક લગ્નથી ત્રિકોણમાં (1, 5, 9) હોય, અથવા ત્યાં કોઈ ગ્રહ સ્વરાશિમાં હોય (પાયજેહોરા).',
      },
    },
    source: 'Jaimini Upadesa Sutras 2.4 (Chara paryaaya, the dasha the fourth pada opens with); the kinds, first signs, '
      + 'orders, years and sub-periods as PyJHora raasi/paryaaya.py (its two ways to the first sign of a dual sign, '
      + 'after Iranganti Rangacharya and Krishna Mishra; its years after an IndiaDivine tutorial), which calls itself '
      + 'unfinished; not checked against a book.',
  },
  {
    id: 'niryana-shoola', kind: 'sign', en: 'Niryana Shoola', hi: 'निर्याण शूल', ta: 'நிர்யாண சூல', te: 'నిర్యాణ శూల', kn: 'ನಿರ್ಯಾಣ ಶೂಲ', ml: 'നിർയാണ ശൂല', mr: 'निर्याण शूल', bn: 'নির্যাণ শূল', gu: 'નિર્યાણ શૂલ', sanskrit: 'Niryāṇa Śūla', variant: { en: 'P.V.R. Narasimha Rao', hi: 'पी.वी.आर. नरसिंह राव', ta: 'பி.வி.ஆர். நரசிம்ம ராவ்', te: 'పి.వి.ఆర్. నరసింహారావు', kn: 'ಪಿ.ವಿ.ಆರ್. ನರಸಿಂಹ ರಾವ್', ml: 'പി.വി.ആർ. നരസിംഹ റാവു', mr: 'पी.व्ही.आर. नरसिंह राव', bn: 'পি.ভি.আর. নরসিংহ রাও', gu: 'પી.વી.આર. નરસિંહ રાવ' }, cycles: 1,
    startRule: {
      en: 'The first dasha is the stronger of the 2nd and the 8th signs from the lagna (strength of signs as '
        + 'the Jaimini arudhas take it); the order runs through consecutive signs, zodiacally from an odd sign and '
        + 'backward from an even one.',
      hi: 'पहली दशा लग्न से द्वितीय और अष्टम राशि में से बली की है (राशि-बल जैमिनी आरूढ़ों की रीति से); क्रम लगातार राशियों में, विषम राशि से राशिचक्र की दिशा में और सम से उलटा।',
    },
    yearsRule: 'By the kind of the dasha sign: movable 7 years, fixed 8, dual 9 (one cycle, 96 years).',
    coLordRule: 'Scorpio and Aquarius take the stronger co-lord where the sign-strength and antardasha rules read a '
      + 'lord (§15.5.1).',
    antardashaRule: 'Each dasha is split into 12 equal antardashas in the order Narayana dasha gives them (from the '
      + 'stronger of the signs holding the lord of the dasha sign and the lord of its 7th, as PyJHora niryaana.py); '
      + 'deeper levels repeat the rule inside their parent.',
    applicability: null,
    source: 'P.V.R. Narasimha Rao, Vedic Astrology: An Integrated Approach (Sagar, 2000), ch. 22 (examples 84 and 85 as '
      + 'PyJHora\'s test file records them); a dasha for timing death, read with Rudra and the 8th house.',
  },
  {
    id: 'sudasa', kind: 'sign', en: 'Sudasa', hi: 'सुदशा', ta: 'சுதசா', te: 'సుదశ', kn: 'ಸುದಶಾ', ml: 'സുദശ', mr: 'सुदशा', bn: 'সুদশা', gu: 'સુદશા', sanskrit: 'Sudaśā', variant: { en: 'P.V.R. Narasimha Rao', hi: 'पी.वी.आर. नरसिंह राव', ta: 'பி.வி.ஆர். நரசிம்ம ராவ்', te: 'పి.వి.ఆర్. నరసింహారావు', kn: 'ಪಿ.ವಿ.ಆರ್. ನರಸಿಂಹ ರಾವ್', ml: 'പി.വി.ആർ. നരസിംഹ റാവു', mr: 'पी.व्ही.आर. नरसिंह राव', bn: 'পি.ভি.আর. নরসিংহ রাও', gu: 'પી.વી.આર. નરસિંહ રાવ' }, cycles: 2,
    startRule: {
      en: 'The first dasha is the sign of the sree lagna, with only the part the sree lagna has still to travel '
        + 'in that sign remaining at birth. The order is the sign, its kendras (4th, 7th, 10th), panapharas (2nd, 5th, '
        + '8th, 11th) and apoklimas (3rd, 6th, 9th, 12th), counted zodiacally from an odd sign and backward from an '
        + 'even one; Saturn in the first sign makes the count zodiacal, Ketu in it (Saturn absent) reverses it.',
      hi: 'पहली दशा श्री लग्न की राशि है, और जन्म के समय उसका केवल वह भाग शेष रहता है जो श्री लग्न को उस राशि में अभी तय करना है। क्रम: वह राशि, उसके केंद्र (4, 7, 10), पणफर (2, 5, 8, 11) और आपोक्लिम (3, 6, 9, 12), विषम राशि से राशिचक्र की दिशा में और सम से उलटे गिने; पहली राशि में शनि हो तो गिनती राशिचक्र की दिशा में, केतु हो (और शनि न हो) तो उलटी।',
    },
    yearsRule: 'As Narayana dasha: signs counted from the sign to its lord (forward for an odd-footed sign, backward '
      + 'for an even-footed one) minus 1, 0 → 12, +1 for an exalted lord, −1 for a debilitated one. A second cycle '
      + 'repeats the order with 12 minus the whole first-cycle years; a sign with no years has no dasha.',
    coLordRule: 'Scorpio and Aquarius take the stronger co-lord, as Char dasha (§15.5.1).',
    antardashaRule: 'Each dasha is split into 12 equal antardashas through consecutive signs from the stronger of the '
      + 'dasha sign and its 7th, zodiacally from an even sign and backward from an odd one (the order Jagannatha Hora '
      + 'gives and PyJHora sudasa.py takes by default); deeper levels repeat the rule inside their parent.',
    applicability: null,
    source: 'P.V.R. Narasimha Rao, Vedic Astrology: An Integrated Approach (Sagar, 2000), ch. 20 (example 77 as '
      + 'PyJHora\'s test file records it); a dasha for wealth, status and prosperity.',
  },
  {
    id: 'kalachakra', kind: 'sign', en: 'Kalachakra', hi: 'कालचक्र', ta: 'காலசக்கர', te: 'కాలచక్ర', kn: 'ಕಾಲಚಕ್ರ', ml: 'കാലചക്ര', mr: 'कालचक्र', bn: 'কালচক্র', gu: 'કાલચક્ર', sanskrit: 'Kālacakra', variant: { en: 'Raghavacharya (navamsa progression)', hi: 'राघवाचार्य (नवांश क्रम)', ta: 'ராகவாச்சாரியார் (நவாம்ச வரிசை)', te: 'రాఘవాచార్య (నవాంశ క్రమం)', kn: 'ರಾಘವಾಚಾರ್ಯ (ನವಾಂಶ ಕ್ರಮ)', ml: 'രാഘവാചാര്യ (നവാംശ ക്രമം)', mr: 'राघवाचार्य (नवांश क्रम)', bn: 'রাঘবাচার্য (নবাংশ ক্রম)', gu: 'રાઘવાચાર્ય (નવાંશ ક્રમ)' }, cycles: 1,
    startRule: {
      en: 'The Moon\'s pada (one of 108 of 3°20′) places it on the wheel: its star\'s group is savya (Ashwini, '
        + 'Krittika, Punarvasu, Ashlesha, Hasta, Swati, Mula, Uttara Ashadha, Purva Bhadrapada; Bharani, Pushya, Chitra, '
        + 'Purva Ashadha, Uttara Bhadrapada, Revati) or apasavya (Rohini, Magha, Vishakha, Shravana; Mrigashira, Ardra, '
        + 'Purva and Uttara Phalguni, Anuradha, Jyeshtha, Dhanishta, Shatabhisha), and the pada has a cycle of nine '
        + 'signs whose first is the deha and last the jeeva (the reverse for apasavya). The mahadashas are the navamsa '
        + 'signs of the Moon\'s navamsa and the eight after it; only the part of the Moon\'s navamsa still to travel '
        + 'remains of the first at birth.',
      hi: 'चन्द्र का पाद (3°20′ के 108 में से एक) उसे चक्र पर रखता है: उसके नक्षत्र का समूह सव्य (अश्विनी, कृत्तिका, पुनर्वसु, आश्लेषा, हस्त, स्वाती, मूल, उत्तराषाढ़ा, पूर्वा भाद्रपद; भरणी, पुष्य, चित्रा, पूर्वाषाढ़ा, उत्तरा भाद्रपद, रेवती) है या अपसव्य (रोहिणी, मघा, विशाखा, श्रवण; मृगशिरा, आर्द्रा, पूर्वा और उत्तरा फाल्गुनी, अनुराधा, ज्येष्ठा, धनिष्ठा, शतभिषा), और पाद की नौ राशियों का एक चक्र है जिसकी पहली राशि देह और अंतिम जीव है (अपसव्य में उलटा)। महादशाएँ चन्द्र के नवांश की राशि और उसके बाद की आठ नवांश राशियाँ हैं; जन्म के समय पहली का केवल वह भाग शेष रहता है जो चन्द्र को अपने नवांश में अभी तय करना है।',
    },
    yearsRule: 'By sign: Aries 7, Taurus 16, Gemini 9, Cancer 21, Leo 5, Virgo 9, Libra 16, Scorpio 7, Sagittarius 10, '
      + 'Capricorn 4, Aquarius 4, Pisces 10; nine dashas.',
    coLordRule: 'None: no lord enters the years.',
    antardashaRule: 'The antardashas of a dasha are the nine signs of the cycle of its navamsa\'s pada, from the '
      + 'cycle\'s first sign, each sharing the dasha in proportion to its years; deeper levels run through the same '
      + 'cycle from their parent\'s position in it.',
    applicability: null,
    source: 'The wheel: BPHS ch. 46 (Kalachakra) as P.V.R. Narasimha Rao, Vedic Astrology: An Integrated Approach '
      + '(Sagar, 2000), ch. 24, tabulates it (data/kalachakra.ts). The navamsa progression: Raghavacharya\'s method '
      + 'as Jagannatha Hora offers it and PyJHora raasi/kalachakra.py implements it (its default); not checked against '
      + 'a book.',
  },
  {
    id: 'sthira', kind: 'sign', en: 'Sthira', hi: 'स्थिर', ta: 'ஸ்திர', te: 'స్థిర', kn: 'ಸ್ಥಿರ', ml: 'സ്ഥിര', mr: 'स्थिर', bn: 'স্থির', gu: 'સ્થિર', sanskrit: 'Sthira', variant: { en: 'PyJHora', hi: 'पाइजेहोरा', ta: 'பைஜேஹோரா', te: 'పైజేహోరా', kn: 'ಪೈಜೆಹೋರಾ', ml: 'പൈജെഹോറ', mr: 'पायजेहोरा', bn: 'পাইজেহোরা', gu: 'પાયજેહોરા' }, cycles: 1,
    startRule: {
      en: 'The first dasha is the sign of Brahma, found as Brahma dasha finds it (of the lords of the 6th, 8th and '
        + '12th signs from the stronger of the lagna and the 7th, no nodes, the stronger of the two best scored); the '
        + 'order runs zodiacally through consecutive signs.',
      hi: 'पहली दशा ब्रह्मा की राशि है, जैसे ब्रह्मा दशा उसे निकालती है (लग्न और सप्तम में से बली राशि से षष्ठ, अष्टम और द्वादश राशियों के स्वामियों में से, राहु-केतु के बिना, दो सर्वश्रेष्ठ अंक वालों में से बली); क्रम राशिचक्र की दिशा में लगातार राशियों से।',
    },
    yearsRule: 'By the kind of the dasha sign: movable 7 years, fixed 8, dual 9 (one cycle, 96 years).',
    coLordRule: 'Scorpio and Aquarius take the stronger co-lord when their lord is counted for Brahma (§15.5.1).',
    antardashaRule: 'Each dasha is split into 12 equal antardashas, zodiacally from the dasha sign; deeper levels '
      + 'repeat the rule inside their parent.',
    applicability: null,
    source: 'Jaimini Upadesa Sutras (Brahma from the 6th, 8th and 12th lords) as PyJHora raasi/sthira.py and '
      + 'house.brahma read them; a dasha of longevity; not checked against a book.',
  },
  {
    id: 'chakra', kind: 'sign', en: 'Chakra', hi: 'चक्र', ta: 'சக்ர', te: 'చక్ర', kn: 'ಚಕ್ರ', ml: 'ചക്ര', mr: 'चक्र', bn: 'চক্র', gu: 'ચક્ર', sanskrit: 'Cakra', variant: { en: 'Parashara', hi: 'पराशर', ta: 'பராசரர்', te: 'పరాశర', kn: 'ಪರಾಶರ', ml: 'പരാശരൻ', mr: 'पराशर', bn: 'পরাশর', gu: 'પરાશર' }, cycles: 1,
    startRule: {
      en: 'By the part of the day or night of birth (a twilight of 5 ghatis either side of sunrise and of sunset, '
        + 'the ghatis read as sixths of the day or night they stand in): by night the lagna sign, by day the sign holding '
        + 'the lagna\'s lord, in a twilight the 2nd sign from the lagna; then the twelve signs zodiacally.',
      hi: 'जन्म के दिन या रात के भाग से (सूर्योदय और सूर्यास्त के दोनों ओर 5 घटी की संध्या, घटियाँ जिस दिन या रात में पड़ें उसके छठे भाग के रूप में पढ़ी जाती हैं): रात के जन्म में लग्न राशि, दिन के जन्म में लग्नेश वाली राशि, संध्या में लग्न से द्वितीय राशि; फिर बारह राशियाँ राशिचक्र की दिशा में।',
    },
    yearsRule: '10 years each (120).',
    coLordRule: 'None: the lagna\'s classical lord (Mars for Scorpio, Saturn for Aquarius) places the first dasha of a day birth.',
    antardashaRule: 'Each dasha is split into 12 equal antardashas zodiacally from the dasha sign; deeper levels repeat the '
      + 'rule inside their parent.',
    applicability: null,
    source: 'BPHS ch. 46 v. 50–51 (G.C. Sharma\'s translation); the antardashas as PyJHora raasi/chakra.py takes them '
      + '(from the dasha sign; the verses give none).',
  },
  {
    id: 'varnada', kind: 'sign', en: 'Varnada', hi: 'वर्णद', ta: 'வர்ணத', te: 'వర్ణద', kn: 'ವರ್ಣದ', ml: 'വർണദ', mr: 'वर्णद', bn: 'বর্ণদ', gu: 'વર્ણદ', sanskrit: 'Varṇada', variant: { en: 'Parashara (BPHS ch. 5)', hi: 'पराशर (बृहत् पाराशर होरा शास्त्र अध्याय 5)', ta: 'பராசரர் (பிருஹத் பராசர ஹோரா சாஸ்திரம், அத்தியாயம் 5)', te: 'పరాశర (బృహత్ పరాశర హోరా శాస్త్రం, అధ్యాయం 5)', kn: 'ಪರಾಶರ (ಬೃಹತ್ ಪರಾಶರ ಹೋರಾ ಶಾಸ್ತ್ರ, ಅಧ್ಯಾಯ 5)', ml: 'പരാശരൻ (ബൃഹത് പരാശര ഹോരാശാസ്ത്രം, അധ്യായം 5)', mr: 'पराशर (बृहत् पाराशर होरा शास्त्र, अध्याय 5)', bn: 'পরাশর (বৃহৎ পরাশর হোরা শাস্ত্র, অধ্যায় 5)', gu: 'પરાશર (બૃહત્ પરાશર હોરા શાસ્ત્ર, અધ્યાય 5)' }, cycles: 1,
    startRule: {
      en: 'The stronger of the lagna sign and the hora lagna\'s sign (the hora lagna: the Sun at the sunrise of the '
        + 'birth\'s day advanced a sign an hour); the twelve signs from it, zodiacally from an odd sign, in reverse from an '
        + 'even one.',
      hi: 'लग्न राशि और होरा लग्न की राशि में से बली (होरा लग्न: जन्म के दिन के सूर्योदय का सूर्य, हर घंटे एक राशि आगे); उससे बारह राशियाँ, विषम राशि से राशिचक्र की दिशा में, सम से उलटे क्रम में।',
    },
    yearsRule: 'The signs counted zodiacally from the varnada lagna\'s sign to the dasha sign, 0–11 (the varnada lagna: '
      + 'the lagna\'s and the hora lagna\'s signs counted from Aries if odd, from Pisces back if even, added when both '
      + 'are odd or both even, else the smaller taken from the larger, the result counted from Aries or Pisces by the '
      + 'lagna); a sign of 0 years has no dasha.',
    coLordRule: 'Scorpio and Aquarius take the stronger co-lord in the strength of signs (§15.5.1).',
    antardashaRule: 'Each dasha is split into 12 equal antardashas zodiacally from the dasha sign; deeper levels repeat the '
      + 'rule inside their parent.',
    applicability: null,
    source: 'BPHS ch. 5 v. 10–14 (the varnada lagna; the dasha from the stronger of the lagna and the hora lagna), as '
      + 'P.V.R. Narasimha Rao, Vedic Astrology: An Integrated Approach, presents the varnada lagna; the years and '
      + 'antardashas as PyJHora raasi/varnada.py counts them (its note: the periods differ from Jagannatha Hora\'s); '
      + 'not checked against a book\'s example.',
  },
  ...GRAHA_DASHA_SYSTEMS,
] as const satisfies readonly (NakshatraDashaRecord | SignDashaRecord | (typeof GRAHA_DASHA_SYSTEMS)[number])[];

export type DashaSystem = (typeof DASHA_SYSTEMS)[number];
export type DashaSystemId = DashaSystem['id'];
export type NakshatraDashaSystem = Extract<DashaSystem, { kind: 'nakshatra' }>;
export type SignDashaSystem = Extract<DashaSystem, { kind: 'sign' }>;
export type GrahaDashaSystem = Extract<DashaSystem, { kind: 'graha' }>;

/** System ids in the order of `DASHA_SYSTEMS`. */
export const DASHA_SYSTEM_IDS: readonly DashaSystemId[] = DASHA_SYSTEMS.map((system) => system.id);

const DASHA_SYSTEM_BY_ID: ReadonlyMap<string, DashaSystem> = new Map(DASHA_SYSTEMS.map((system) => [system.id, system]));

/** True when `value` is one of the dasha system ids (use at boundaries to narrow a string). */
export function isDashaSystemId(value: string): value is DashaSystemId {
  return DASHA_SYSTEM_BY_ID.has(value);
}

/** The system record of an id. */
export function dashaSystemById(id: DashaSystemId): DashaSystem {
  return DASHA_SYSTEM_BY_ID.get(id) as DashaSystem;
}

/**
 * Which signs exalt and debilitate a graha in the sign dashas' years (±1) and in the strength rules that look for
 * an exalted graha. `bphs` (default): the signs of `data/grahas.ts` (BPHS ch. 3: Mercury exalted in Virgo, Rahu
 * in Taurus, Ketu in Scorpio, each debilitated in the 7th). `pyjhora`: PyJHora 4.8.5's dignity table
 * (`const.house_strengths_of_planets`), where Mercury in Virgo is own sign only (never exalted), Rahu is exalted
 * in Taurus and Gemini and debilitated in Scorpio and Sagittarius, and Ketu the reverse.
 */
export const DASHA_DIGNITY_READINGS = [
  { id: 'bphs', en: 'BPHS exaltation signs', hi: 'बृहत् पाराशर होरा शास्त्र की उच्च राशियाँ', note: 'The exaltation and debilitation signs of data/grahas.ts (BPHS ch. 3).' },
  {
    id: 'pyjhora', en: 'PyJHora dignity table', hi: 'पाइजेहोरा की उच्च-नीच तालिका',
    note: 'PyJHora const.house_strengths_of_planets: Mercury never exalted (Virgo own sign); Rahu exalted in Taurus and '
      + 'Gemini, debilitated in Scorpio and Sagittarius; Ketu exalted in Scorpio and Sagittarius, debilitated in Taurus and Gemini.',
  },
] as const satisfies readonly { id: string; en: string; hi: string; note: string }[];

export type DashaDignityId = (typeof DASHA_DIGNITY_READINGS)[number]['id'];
export const DEFAULT_DASHA_DIGNITY_ID: DashaDignityId = 'bphs';
export const DASHA_DIGNITY_IDS = DASHA_DIGNITY_READINGS.map((reading) => reading.id) as [DashaDignityId, ...DashaDignityId[]];

/** Where the `pyjhora` reading departs from the grahas' own exaltation and debilitation signs. */
const PYJHORA_DIGNITY_EXCEPTIONS: Partial<Record<GrahaId, { readonly exalted: readonly SignId[]; readonly debilitated: readonly SignId[] }>> = {
  mercury: { exalted: [], debilitated: ['pisces'] },
  rahu: { exalted: ['taurus', 'gemini'], debilitated: ['scorpio', 'sagittarius'] },
  ketu: { exalted: ['scorpio', 'sagittarius'], debilitated: ['taurus', 'gemini'] },
};

/** The grahas' own exaltation and debilitation signs (data/grahas.ts). */
const GRAHA_DIGNITY_SIGNS = Object.fromEntries(
  GRAHAS.map((graha) => [graha.id, { exaltation: graha.exaltation.sign as string, debilitation: graha.debilitation.sign as string }]),
) as Record<GrahaId, { readonly exaltation: string; readonly debilitation: string }>;

/** +1 when `graha` in `sign` is exalted under the reading, −1 when debilitated, 0 otherwise. */
export function dashaDignity(graha: GrahaId, sign: SignId, reading: DashaDignityId): -1 | 0 | 1 {
  const exception = reading === 'pyjhora' ? PYJHORA_DIGNITY_EXCEPTIONS[graha] : undefined;
  const record = GRAHA_DIGNITY_SIGNS[graha];
  const exalted = exception ? exception.exalted.includes(sign) : record.exaltation === sign;
  const debilitated = exception ? exception.debilitated.includes(sign) : record.debilitation === sign;
  return exalted ? 1 : debilitated ? -1 : 0;
}

/** One of the ways the books compute a system, where they differ; the first of a system's list is its default. */
interface DashaMethodRecord extends Names {
  readonly id: string;
  readonly rule: Text;
  readonly source: string;
}

/** The selectable methods of the systems that have more than one (`method=`); the first is the default. */
export const DASHA_METHODS = {
  char: [
    {
      id: 'kn-rao', en: 'K.N. Rao, rotating antardashas', hi: 'के.एन. राव, घूमती अंतर्दशाएँ', ta: 'கே.என். ராவ், சுழலும் புக்திகள்', te: 'కె.ఎన్. రావు, తిరిగే అంతర్దశలు', kn: 'ಕೆ.ಎನ್. ರಾವ್, ಸುತ್ತುವ ಅಂತರ್ದಶೆಗಳು', ml: 'കെ.എൻ. റാവു, ചുറ്റിത്തിരിയുന്ന അപഹാരങ്ങൾ', mr: 'के.एन. राव, फिरत्या अंतर्दशा', bn: 'কে.এন. রাও, ঘূর্ণায়মান অন্তর্দশা', gu: 'કે.એન. રાવ, ફરતી અંતર્દશાઓ',
      rule: {
        en: 'K.N. Rao\'s mahadashas (record `char`); the antardashas of each dasha start with the sign after it in '
          + 'the dasha direction and end with the dasha sign.',
        hi: 'के.एन. राव की महादशाएँ (चर दशा का विवरण); हर दशा की अंतर्दशाएँ दशा की दिशा में उसके बाद की राशि से आरंभ होकर दशा राशि पर समाप्त होती हैं।',
        ta: 'கே.என். ராவின் தசைகள் (சர தசையின் விவரம்); ஒவ்வொரு தசையின் புக்திகளும் தசையின் திசையில் அதற்கு அடுத்த ராசியில் தொடங்கி, தசா ராசியில் முடியும்.',
        te: 'కె.ఎన్. రావు మహాదశలు (చర దశ వివరణ); ప్రతి దశ యొక్క అంతర్దశలు దశ దిశలో దాని తర్వాతి రాశితో మొదలై దశా రాశితో ముగుస్తాయి.',
        kn: 'ಕೆ.ಎನ್. ರಾವ್ ಅವರ ಮಹಾದಶೆಗಳು (ಚರ ದಶೆಯ ವಿವರ); ಪ್ರತಿ ದಶೆಯ ಅಂತರ್ದಶೆಗಳು ದಶೆಯ ದಿಕ್ಕಿನಲ್ಲಿ ಅದರ ಮುಂದಿನ ರಾಶಿಯಿಂದ ಆರಂಭವಾಗಿ ದಶಾ ರಾಶಿಯಲ್ಲಿ ಮುಗಿಯುತ್ತವೆ.',
        ml: 'കെ.എൻ. റാവുവിന്റെ ദശകൾ (ചര ദശയുടെ വിവരണം); ഓരോ ദശയുടെയും അപഹാരങ്ങൾ ദശയുടെ ദിശയിൽ അതിനു തൊട്ടടുത്ത രാശിയിൽ തുടങ്ങി ദശാരാശിയിൽ അവസാനിക്കുന്നു.',
        mr: 'के.एन. राव यांच्या महादशा (चर दशेचे वर्णन); प्रत्येक दशेच्या अंतर्दशा दशेच्या दिशेने तिच्या पुढील राशीपासून सुरू होऊन दशा राशीवर संपतात.',
        bn: 'কে.এন. রাওয়ের মহাদশা (চর দশার বিবরণ); প্রতিটি দশার অন্তর্দশা দশার দিকে তার পরের রাশি থেকে শুরু হয়ে দশা রাশিতে শেষ হয়।',
        gu: 'કે.એન. રાવની મહાદશાઓ (ચર દશાનું વિવરણ); દરેક દશાની અંતર્દશાઓ દશાની દિશામાં તેની પછીની રાશિથી શરૂ થઈ દશા રાશિ પર પૂરી થાય છે.',
      },
      source: 'reference/jyotish-definitions.md; JHora\'s rotation as PyJHora issue #59 reports it.',
    },
    {
      id: 'kn-rao-lagna-order', en: 'K.N. Rao, antardashas in the mahadasha order', hi: 'के.एन. राव, महादशा क्रम में अंतर्दशाएँ', ta: 'கே.என். ராவ், தசை வரிசையில் புக்திகள்', te: 'కె.ఎన్. రావు, మహాదశ క్రమంలో అంతర్దశలు', kn: 'ಕೆ.ಎನ್. ರಾವ್, ಮಹಾದಶೆಯ ಕ್ರಮದಲ್ಲಿ ಅಂತರ್ದಶೆಗಳು', ml: 'കെ.എൻ. റാവു, ദശാക്രമത്തിൽ അപഹാരങ്ങൾ', mr: 'के.एन. राव, महादशा क्रमाने अंतर्दशा', bn: 'কে.এন. রাও, মহাদশার ক্রমে অন্তর্দশা', gu: 'કે.એન. રાવ, મહાદશાના ક્રમમાં અંતર્દશાઓ',
      rule: {
        en: 'The same mahadashas; the antardashas of every dasha (and every deeper level) run through the twelve '
          + 'signs in the mahadasha order from the lagna sign, whatever the dasha sign.',
        hi: 'वही महादशाएँ; हर दशा की (और हर गहरे स्तर की) अंतर्दशाएँ, दशा राशि चाहे जो हो, लग्न राशि से महादशा क्रम में बारह राशियों से चलती हैं।',
        ta: 'அதே தசைகள்; ஒவ்வொரு தசையின் (மேலும் ஒவ்வொரு ஆழ்ந்த நிலையின்) புக்திகள், தசா ராசி எதுவாயினும், லக்ன ராசியிலிருந்து தசை வரிசையில் பன்னிரண்டு ராசிகள் வழியாகச் செல்லும்.',
        te: 'అవే మహాదశలు; ప్రతి దశ (మరియు ప్రతి లోతైన స్థాయి) అంతర్దశలు, దశా రాశి ఏదైనా, లగ్న రాశి నుంచి మహాదశ క్రమంలో పన్నెండు రాశుల గుండా సాగుతాయి.',
        kn: 'ಅವೇ ಮಹಾದಶೆಗಳು; ಪ್ರತಿ ದಶೆಯ (ಮತ್ತು ಪ್ರತಿ ಆಳದ ಹಂತದ) ಅಂತರ್ದಶೆಗಳು, ದಶಾ ರಾಶಿ ಯಾವುದೇ ಇರಲಿ, ಲಗ್ನ ರಾಶಿಯಿಂದ ಮಹಾದಶೆಯ ಕ್ರಮದಲ್ಲಿ ಹನ್ನೆರಡು ರಾಶಿಗಳ ಮೂಲಕ ಸಾಗುತ್ತವೆ.',
        ml: 'അതേ ദശകൾ; ഓരോ ദശയുടെയും (ഓരോ ആഴത്തിലുള്ള തലത്തിന്റെയും) അപഹാരങ്ങൾ, ദശാരാശി ഏതായാലും, ലഗ്നരാശിയിൽ നിന്ന് ദശാക്രമത്തിൽ പന്ത്രണ്ടു രാശികളിലൂടെ നീങ്ങുന്നു.',
        mr: 'त्याच महादशा; प्रत्येक दशेच्या (आणि प्रत्येक खोल स्तराच्या) अंतर्दशा, दशा राशी कोणतीही असो, लग्न राशीपासून महादशा क्रमाने बारा राशींतून जातात.',
        bn: 'একই মহাদশা; প্রতিটি দশার (এবং প্রতিটি গভীর স্তরের) অন্তর্দশা, দশা রাশি যা-ই হোক, লগ্ন রাশি থেকে মহাদশার ক্রমে বারোটি রাশি ধরে চলে।',
        gu: 'એ જ મહાદશાઓ; દરેક દશાની (અને દરેક ઊંડા સ્તરની) અંતર્દશાઓ, દશા રાશિ ગમે તે હોય, લગ્ન રાશિથી મહાદશાના ક્રમમાં બાર રાશિઓમાંથી પસાર થાય છે.',
      },
      source: 'PyJHora 4.8.5 raasi/chara.py get_dhasa_antardhasa with its default chara_method=2 (KN_RAO).',
    },
  ],
  tara: [
    {
      id: 'narasimha-rao', en: 'Strength by Narasimha Rao §15.5.1', hi: 'नरसिंह राव §15.5.1 से बल', ta: 'நரசிம்ம ராவ் §15.5.1 படி பலம்', te: 'నరసింహారావు §15.5.1 ప్రకారం బలం', kn: 'ನರಸಿಂಹ ರಾವ್ §15.5.1 ಪ್ರಕಾರ ಬಲ', ml: 'നരസിംഹ റാവു §15.5.1 പ്രകാരം ബലം', mr: 'नरसिंह राव §15.5.1 नुसार बल', bn: 'নরসিংহ রাও §15.5.1 অনুযায়ী বল', gu: 'નરસિંહ રાવ §15.5.1 મુજબ બળ',
      rule: {
        en: 'The strongest graha in the kendras by the rules of §15.5.1 (record `tara`), each candidate met against the '
          + 'winner so far in the order of the kendras.',
        hi: '§15.5.1 के नियमों से केंद्रों में सबसे बली ग्रह (तारा दशा का विवरण), हर उम्मीदवार को केंद्रों के क्रम में अब तक के विजेता से मिलाकर।',
        ta: '§15.5.1 விதிகளின்படி கேந்திரங்களில் மிகப் பலமான கிரகம் (தாரா தசையின் விவரம்); ஒவ்வொரு போட்டிக் கிரகமும் கேந்திரங்களின் வரிசையில் அதுவரையிலான வெற்றியாளருடன் ஒப்பிடப்படும்.',
        te: '§15.5.1 నియమాల ప్రకారం కేంద్రాల్లో అత్యంత బలమైన గ్రహం (తార దశ వివరణ); ప్రతి అభ్యర్థి గ్రహాన్ని కేంద్రాల క్రమంలో అప్పటివరకు గెలిచిన గ్రహంతో పోలుస్తారు.',
        kn: '§15.5.1ರ ನಿಯಮಗಳ ಪ್ರಕಾರ ಕೇಂದ್ರಗಳಲ್ಲಿ ಅತ್ಯಂತ ಬಲಶಾಲಿ ಗ್ರಹ (ತಾರಾ ದಶೆಯ ವಿವರ); ಪ್ರತಿ ಅಭ್ಯರ್ಥಿ ಗ್ರಹವನ್ನು ಕೇಂದ್ರಗಳ ಕ್ರಮದಲ್ಲಿ ಅಲ್ಲಿಯವರೆಗಿನ ವಿಜೇತ ಗ್ರಹದೊಂದಿಗೆ ಹೋಲಿಸಲಾಗುತ್ತದೆ.',
        ml: '§15.5.1-ലെ നിയമങ്ങൾ പ്രകാരം കേന്ദ്രങ്ങളിലെ ഏറ്റവും ബലമുള്ള ഗ്രഹം (താര ദശയുടെ വിവരണം); ഓരോ സ്ഥാനാർഥി ഗ്രഹത്തെയും കേന്ദ്രങ്ങളുടെ ക്രമത്തിൽ അതുവരെയുള്ള വിജയിയുമായി താരതമ്യം ചെയ്യുന്നു.',
        mr: '§15.5.1 च्या नियमांनुसार केंद्रांतील सर्वांत बलवान ग्रह (तारा दशेचे वर्णन); प्रत्येक उमेदवार ग्रहाची केंद्रांच्या क्रमाने आतापर्यंतच्या विजेत्याशी तुलना करून.',
        bn: '§15.5.1-এর নিয়মে কেন্দ্রগুলির মধ্যে সবচেয়ে বলী গ্রহ (তারা দশার বিবরণ); প্রতিটি প্রার্থী গ্রহকে কেন্দ্রের ক্রমে এ পর্যন্ত বিজয়ী গ্রহের সঙ্গে তুলনা করে।',
        gu: '§15.5.1ના નિયમો મુજબ કેન્દ્રોમાં સૌથી બળવાન ગ્રહ (તારા દશાનું વિવરણ); દરેક ઉમેદવાર ગ્રહને કેન્દ્રોના ક્રમમાં અત્યાર સુધીના વિજેતા સાથે સરખાવીને.',
      },
      source: 'P.V.R. Narasimha Rao, Vedic Astrology: An Integrated Approach (Sagar, 2000), §15.5.1.',
    },
    {
      id: 'pyjhora-strength', en: 'Strength as PyJHora reads it', hi: 'पाइजेहोरा के अनुसार बल', ta: 'பைஜேஹோரா படிக்கும் வகையில் பலம்', te: 'పైజేహోరా చదివే విధంగా బలం', kn: 'ಪೈಜೆಹೋರಾ ಓದುವಂತೆ ಬಲ', ml: 'പൈജെഹോറ വായിക്കുന്ന പ്രകാരം ബലം', mr: 'पायजेहोराच्या वाचनानुसार बल', bn: 'পাইজেহোরার পাঠ অনুযায়ী বল', gu: 'પાયજેહોરાના વાંચન મુજબ બળ',
      rule: {
        en: 'PyJHora\'s reading of the same rules: the lagna counted as a conjoining graha and in the size of its kendra; '
          + 'a graha in the sign of a node (Rahu Aquarius, Ketu Scorpio) yields to it; the dispositor "conjoins" when its '
          + 'graha number equals the sign\'s index; only the newer candidate can win by exaltation; a tie goes to the winner '
          + 'so far.',
        hi: 'उन्हीं नियमों का पाइजेहोरा का पाठ: लग्न को युति करने वाले ग्रह के रूप में और उसके केंद्र के आकार में गिना जाता है; किसी छाया ग्रह की राशि (राहु कुंभ, केतु वृश्चिक) में बैठा ग्रह उससे हारता है; राशीश तब "युत" माना जाता है जब उसकी ग्रह संख्या राशि के क्रमांक के बराबर हो; उच्च होने से केवल नया उम्मीदवार जीत सकता है; बराबरी पर अब तक का विजेता रहता है।',
        ta: 'அதே விதிகளைப் பைஜேஹோரா படிக்கும் விதம்: லக்னம் சேர்க்கை தரும் ஒரு கிரகமாகவும், அதன் கேந்திரத்தின் அளவிலும் எண்ணப்படுகிறது; ஒரு சாயா கிரகத்தின் ராசியில் (ராகு கும்பம், கேது விருச்சிகம்) இருக்கும் கிரகம் அதனிடம் தோற்கும்; ராசியாதிபதியின் கிரக எண் ராசியின் வரிசை எண்ணுக்குச் சமமாக இருக்கும்போது அது "சேர்ந்ததாக" கொள்ளப்படுகிறது; உச்சத்தால் புதிய போட்டியாளர் மட்டுமே வெல்ல முடியும்; சமநிலையில் அதுவரையிலான வெற்றியாளரே நீடிக்கும்.',
        te: 'అవే నియమాలను పైజేహోరా చదివే విధం: లగ్నాన్ని కలిసి ఉన్న గ్రహంగానూ, దాని కేంద్రం పరిమాణంలోనూ లెక్కిస్తారు; ఛాయా గ్రహం రాశిలో (రాహువు కుంభం, కేతువు వృశ్చికం) ఉన్న గ్రహం దానికి ఓడిపోతుంది; రాశ్యధిపతి గ్రహ సంఖ్య రాశి క్రమ సంఖ్యకు సమానమైనప్పుడు అది "కలిసి ఉన్నట్టు" పరిగణిస్తారు; ఉచ్చ వల్ల కొత్త అభ్యర్థి మాత్రమే గెలవగలదు; సమానమైతే అప్పటివరకు గెలిచినదే నిలుస్తుంది.',
        kn: 'ಅದೇ ನಿಯಮಗಳನ್ನು ಪೈಜೆಹೋರಾ ಓದುವ ರೀತಿ: ಲಗ್ನವನ್ನು ಯುತಿಯಾಗುವ ಗ್ರಹವಾಗಿಯೂ ಅದರ ಕೇಂದ್ರದ ಗಾತ್ರದಲ್ಲೂ ಎಣಿಸಲಾಗುತ್ತದೆ; ಛಾಯಾ ಗ್ರಹದ ರಾಶಿಯಲ್ಲಿ (ರಾಹು ಕುಂಭ, ಕೇತು ವೃಶ್ಚಿಕ) ಇರುವ ಗ್ರಹ ಅದಕ್ಕೆ ಸೋಲುತ್ತದೆ; ರಾಶ್ಯಧಿಪತಿಯ ಗ್ರಹ ಸಂಖ್ಯೆ ರಾಶಿಯ ಕ್ರಮ ಸಂಖ್ಯೆಗೆ ಸಮವಾದಾಗ ಅದನ್ನು "ಯುತ" ಎಂದು ಪರಿಗಣಿಸಲಾಗುತ್ತದೆ; ಉಚ್ಚದಿಂದ ಹೊಸ ಅಭ್ಯರ್ಥಿ ಮಾತ್ರ ಗೆಲ್ಲಬಹುದು; ಸಮಬಲದಲ್ಲಿ ಅಲ್ಲಿಯವರೆಗಿನ ವಿಜೇತವೇ ಉಳಿಯುತ್ತದೆ.',
        ml: 'അതേ നിയമങ്ങൾ പൈജെഹോറ വായിക്കുന്ന വിധം: ലഗ്നത്തെ യോഗം ചെയ്യുന്ന ഒരു ഗ്രഹമായും അതിന്റെ കേന്ദ്രത്തിന്റെ വലുപ്പത്തിലും എണ്ണുന്നു; ഒരു ഛായാഗ്രഹത്തിന്റെ രാശിയിൽ (രാഹു കുംഭം, കേതു വൃശ്ചികം) നിൽക്കുന്ന ഗ്രഹം അതിനോടു തോൽക്കുന്നു; രാശ്യാധിപന്റെ ഗ്രഹസംഖ്യ രാശിയുടെ ക്രമസംഖ്യയ്ക്കു തുല്യമാകുമ്പോൾ അത് "യോഗം ചെയ്തതായി" കണക്കാക്കുന്നു; ഉച്ചം കൊണ്ട് പുതിയ സ്ഥാനാർഥിക്കു മാത്രമേ ജയിക്കാനാകൂ; തുല്യമായാൽ അതുവരെയുള്ള വിജയി തുടരുന്നു.',
        mr: 'त्याच नियमांचे पायजेहोराचे वाचन: लग्न युती करणारा ग्रह म्हणून आणि त्याच्या केंद्राच्या आकारात मोजले जाते; छाया ग्रहाच्या राशीत (राहू कुंभ, केतू वृश्चिक) बसलेला ग्रह त्याच्याकडून हरतो; राशीशाचा ग्रह क्रमांक राशीच्या क्रमांकाइतका असेल तेव्हा तो "युत" मानला जातो; उच्च असल्याने फक्त नवा उमेदवार जिंकू शकतो; बरोबरी झाल्यास आतापर्यंतचा विजेता कायम राहतो.',
        bn: 'একই নিয়মের পাইজেহোরার পাঠ: লগ্নকে যুতি করা গ্রহ হিসেবে এবং তার কেন্দ্রের আকারে গোনা হয়; ছায়াগ্রহের রাশিতে (রাহু কুম্ভ, কেতু বৃশ্চিক) থাকা গ্রহ তার কাছে হারে; রাশীশের গ্রহ-সংখ্যা রাশির ক্রমিক সংখ্যার সমান হলে তাকে "যুত" ধরা হয়; উচ্চ হওয়ার জোরে কেবল নতুন প্রার্থী জিততে পারে; সমান হলে এ পর্যন্ত বিজয়ীই থাকে।',
        gu: 'એ જ નિયમોનું પાયજેહોરાનું વાંચન: લગ્નને યુતિ કરનાર ગ્રહ તરીકે અને તેના કેન્દ્રના કદમાં ગણાય છે; છાયા ગ્રહની રાશિમાં (રાહુ કુંભ, કેતુ વૃશ્ચિક) બેઠેલો ગ્રહ તેનાથી હારે છે; રાશીશનો ગ્રહ ક્રમાંક રાશિના ક્રમાંક જેટલો હોય ત્યારે તે "યુત" ગણાય છે; ઉચ્ચ હોવાથી માત્ર નવો ઉમેદવાર જીતી શકે છે; બરાબરી થાય તો અત્યાર સુધીનો વિજેતા જ રહે છે.',
      },
      source: 'PyJHora 4.8.5 house.stronger_planet_from_planet_positions, as tara.py calls it.',
    },
  ],
  moola: [
    {
      id: 'narasimha-rao', en: 'Strength by Narasimha Rao §15.5.1', hi: 'नरसिंह राव §15.5.1 से बल', ta: 'நரசிம்ம ராவ் §15.5.1 படி பலம்', te: 'నరసింహారావు §15.5.1 ప్రకారం బలం', kn: 'ನರಸಿಂಹ ರಾವ್ §15.5.1 ಪ್ರಕಾರ ಬಲ', ml: 'നരസിംഹ റാവു §15.5.1 പ്രകാരം ബലം', mr: 'नरसिंह राव §15.5.1 नुसार बल', bn: 'নরসিংহ রাও §15.5.1 অনুযায়ী বল', gu: 'નરસિંહ રાવ §15.5.1 મુજબ બળ',
      rule: {
        en: 'The strengths of the order and the first lord by the rules of §15.5.1 (record `tara`).',
        hi: 'क्रम और पहले स्वामी के बल §15.5.1 के नियमों से (तारा दशा का विवरण)।',
        ta: 'வரிசையும் முதல் அதிபதியும் §15.5.1 விதிகளின் பலப்படி (தாரா தசையின் விவரம்).',
        te: 'క్రమం, మొదటి అధిపతి బలాలు §15.5.1 నియమాల ప్రకారం (తార దశ వివరణ).',
        kn: 'ಕ್ರಮ ಮತ್ತು ಮೊದಲ ಅಧಿಪತಿಯ ಬಲಗಳು §15.5.1ರ ನಿಯಮಗಳ ಪ್ರಕಾರ (ತಾರಾ ದಶೆಯ ವಿವರ).',
        ml: 'ക്രമത്തിന്റെയും ആദ്യ അധിപന്റെയും ബലം §15.5.1-ലെ നിയമങ്ങൾ പ്രകാരം (താര ദശയുടെ വിവരണം).',
        mr: 'क्रम आणि पहिल्या स्वामीचे बल §15.5.1 च्या नियमांनुसार (तारा दशेचे वर्णन).',
        bn: 'ক্রম ও প্রথম অধিপতির বল §15.5.1-এর নিয়মে (তারা দশার বিবরণ)।',
        gu: 'ક્રમ અને પહેલા સ્વામીનું બળ §15.5.1ના નિયમો મુજબ (તારા દશાનું વિવરણ).',
      },
      source: 'P.V.R. Narasimha Rao, Vedic Astrology: An Integrated Approach (Sagar, 2000), §15.5.1.',
    },
    {
      id: 'pyjhora-strength', en: 'Strength as PyJHora reads it', hi: 'पाइजेहोरा के अनुसार बल', ta: 'பைஜேஹோரா படிக்கும் வகையில் பலம்', te: 'పైజేహోరా చదివే విధంగా బలం', kn: 'ಪೈಜೆಹೋರಾ ಓದುವಂತೆ ಬಲ', ml: 'പൈജെഹോറ വായിക്കുന്ന പ്രകാരം ബലം', mr: 'पायजेहोराच्या वाचनानुसार बल', bn: 'পাইজেহোরার পাঠ অনুযায়ী বল', gu: 'પાયજેહોરાના વાંચન મુજબ બળ',
      rule: {
        en: 'PyJHora\'s reading of the strength rules (as for Tara), each group ranked by PyJHora\'s sort with that '
          + 'comparison (house.stronger_planet_from_list_of_planets), and PyJHora\'s dignity table for the ±1 year.',
        hi: 'बल-नियमों का पाइजेहोरा का पाठ (तारा की तरह), हर समूह उसी तुलना से पाइजेहोरा की छँटाई के अनुसार, और ±1 वर्ष के लिए पाइजेहोरा की उच्च-नीच तालिका।',
        ta: 'பல விதிகளைப் பைஜேஹோரா படிக்கும் விதம் (தாராவில் போல), ஒவ்வொரு குழுவும் அதே ஒப்பீட்டுடன் பைஜேஹோராவின் வரிசைப்படுத்தலின்படி, ±1 ஆண்டுக்குப் பைஜேஹோராவின் உச்ச-நீச அட்டவணை.',
        te: 'బల నియమాలను పైజేహోరా చదివే విధం (తారలో లాగే), ప్రతి సమూహం అదే పోలికతో పైజేహోరా వరుసక్రమం ప్రకారం, ±1 సంవత్సరానికి పైజేహోరా ఉచ్చ-నీచ పట్టిక.',
        kn: 'ಬಲ ನಿಯಮಗಳನ್ನು ಪೈಜೆಹೋರಾ ಓದುವ ರೀತಿ (ತಾರಾದಲ್ಲಿರುವಂತೆ), ಪ್ರತಿ ಗುಂಪು ಅದೇ ಹೋಲಿಕೆಯೊಂದಿಗೆ ಪೈಜೆಹೋರಾದ ವಿಂಗಡಣೆಯಂತೆ, ಮತ್ತು ±1 ವರ್ಷಕ್ಕೆ ಪೈಜೆಹೋರಾದ ಉಚ್ಚ-ನೀಚ ಕೋಷ್ಟಕ.',
        ml: 'ബലനിയമങ്ങൾ പൈജെഹോറ വായിക്കുന്ന വിധം (താരയിലെന്ന പോലെ), ഓരോ കൂട്ടവും അതേ താരതമ്യത്തോടെ പൈജെഹോറയുടെ ക്രമീകരണപ്രകാരം, ±1 വർഷത്തിന് പൈജെഹോറയുടെ ഉച്ച-നീച പട്ടിക.',
        mr: 'बल-नियमांचे पायजेहोराचे वाचन (तारेप्रमाणे), प्रत्येक गट त्याच तुलनेने पायजेहोराच्या क्रमवारीनुसार, आणि ±1 वर्षासाठी पायजेहोराची उच्च-नीच सारणी.',
        bn: 'বল-নিয়মের পাইজেহোরার পাঠ (তারার মতো), প্রতিটি দল একই তুলনায় পাইজেহোরার সাজানো অনুযায়ী, আর ±1 বছরের জন্য পাইজেহোরার উচ্চ-নীচ তালিকা।',
        gu: 'બળ-નિયમોનું પાયજેહોરાનું વાંચન (તારાની જેમ), દરેક જૂથ એ જ સરખામણીથી પાયજેહોરાની ગોઠવણી મુજબ, અને ±1 વર્ષ માટે પાયજેહોરાનું ઉચ્ચ-નીચ કોષ્ટક.',
      },
      source: 'PyJHora 4.8.5 house.stronger_planet_from_planet_positions and const.house_strengths_of_planets, as moola.py '
        + 'calls them.',
    },
  ],
  sandhya: [
    {
      id: 'sandhya', en: 'Sandhya, equal sub-periods', hi: 'संध्या, समान अंतर्दशाएँ', ta: 'சந்தியா, சம புக்திகள்', te: 'సంధ్య, సమాన అంతర్దశలు', kn: 'ಸಂಧ್ಯಾ, ಸಮಾನ ಅಂತರ್ದಶೆಗಳು', ml: 'സന്ധ്യ, തുല്യ അപഹാരങ്ങൾ', mr: 'संध्या, समान अंतर्दशा', bn: 'সন্ধ্যা, সমান অন্তর্দশা', gu: 'સંધ્યા, સમાન અંતર્દશાઓ',
      rule: {
        en: 'Every period is split into 12 equal sub-periods zodiacally from its own sign.',
        hi: 'हर अवधि अपनी राशि से राशिचक्र की दिशा में 12 समान उप-अवधियों में बँटती है।',
        ta: 'ஒவ்வொரு காலமும் தன் ராசியிலிருந்து ராசிச் சக்கரத்தின் திசையில் 12 சம உட்காலங்களாகப் பிரிகிறது.',
        te: 'ప్రతి కాలం తన రాశి నుంచి రాశిచక్ర దిశలో 12 సమాన ఉప కాలాలుగా విభజించబడుతుంది.',
        kn: 'ಪ್ರತಿ ಅವಧಿಯೂ ತನ್ನ ರಾಶಿಯಿಂದ ರಾಶಿಚಕ್ರದ ದಿಕ್ಕಿನಲ್ಲಿ 12 ಸಮಾನ ಉಪ ಅವಧಿಗಳಾಗಿ ವಿಭಜನೆಯಾಗುತ್ತದೆ.',
        ml: 'ഓരോ കാലവും സ്വന്തം രാശിയിൽ നിന്ന് രാശിചക്രത്തിന്റെ ദിശയിൽ 12 തുല്യ ഉപകാലങ്ങളായി വിഭജിക്കപ്പെടുന്നു.',
        mr: 'प्रत्येक कालावधी आपल्या राशीपासून राशिचक्राच्या दिशेने 12 समान उप-कालावधींमध्ये विभागला जातो.',
        bn: 'প্রতিটি কাল নিজের রাশি থেকে রাশিচক্রের দিকে 12টি সমান উপকালে ভাগ হয়।',
        gu: 'દરેક અવધિ પોતાની રાશિથી રાશિચક્રની દિશામાં 12 સમાન ઉપ-અવધિઓમાં વહેંચાય છે.',
      },
      source: 'PyJHora raasi/sandhya.py (its default).',
    },
    {
      id: 'pachaka', en: 'Pachaka sub-periods', hi: 'पाचक अंतर्दशाएँ', ta: 'பாசக புக்திகள்', te: 'పాచక అంతర్దశలు', kn: 'ಪಾಚಕ ಅಂತರ್ದಶೆಗಳು', ml: 'പാചക അപഹാരങ്ങൾ', mr: 'पाचक अंतर्दशा', bn: 'পাচক অন্তর্দশা', gu: 'પાચક અંતર્દશાઓ',
      rule: {
        en: 'Every period is split zodiacally from its own sign in the parts 6, 3, 3, 3, 2, 2, 2, 2, 2, 2, 2, 2 of 31: '
          + 'the sign itself twice each of the next three, which are one and a half times each of the other eight.',
        hi: 'हर अवधि अपनी राशि से राशिचक्र की दिशा में 31 में से 6, 3, 3, 3, 2, 2, 2, 2, 2, 2, 2, 2 भागों में बँटती है: राशि स्वयं अगली तीन में से हर एक की दुगुनी, और वे बाकी आठ में से हर एक की डेढ़ गुनी।',
        ta: 'ஒவ்வொரு காலமும் தன் ராசியிலிருந்து ராசிச் சக்கரத்தின் திசையில் 31-இல் 6, 3, 3, 3, 2, 2, 2, 2, 2, 2, 2, 2 பங்குகளாகப் பிரிகிறது: அந்த ராசி அடுத்த மூன்றில் ஒவ்வொன்றையும் விட இரு மடங்கு, அவை மீதமுள்ள எட்டில் ஒவ்வொன்றையும் விட ஒன்றரை மடங்கு.',
        te: 'ప్రతి కాలం తన రాశి నుంచి రాశిచక్ర దిశలో 31లో 6, 3, 3, 3, 2, 2, 2, 2, 2, 2, 2, 2 భాగాలుగా విభజించబడుతుంది: ఆ రాశి తర్వాతి మూడింటిలో ఒక్కొక్కదానికి రెట్టింపు, అవి మిగిలిన ఎనిమిదింటిలో ఒక్కొక్కదానికి ఒకటిన్నర రెట్లు.',
        kn: 'ಪ್ರತಿ ಅವಧಿಯೂ ತನ್ನ ರಾಶಿಯಿಂದ ರಾಶಿಚಕ್ರದ ದಿಕ್ಕಿನಲ್ಲಿ 31ರಲ್ಲಿ 6, 3, 3, 3, 2, 2, 2, 2, 2, 2, 2, 2 ಭಾಗಗಳಾಗಿ ವಿಭಜನೆಯಾಗುತ್ತದೆ: ಆ ರಾಶಿ ಮುಂದಿನ ಮೂರರಲ್ಲಿ ಪ್ರತಿಯೊಂದರ ಎರಡರಷ್ಟು, ಅವು ಉಳಿದ ಎಂಟರಲ್ಲಿ ಪ್ರತಿಯೊಂದರ ಒಂದೂವರೆಯಷ್ಟು.',
        ml: 'ഓരോ കാലവും സ്വന്തം രാശിയിൽ നിന്ന് രാശിചക്രത്തിന്റെ ദിശയിൽ 31-ൽ 6, 3, 3, 3, 2, 2, 2, 2, 2, 2, 2, 2 ഭാഗങ്ങളായി വിഭജിക്കപ്പെടുന്നു: ആ രാശി അടുത്ത മൂന്നിൽ ഓരോന്നിന്റെയും ഇരട്ടി, അവ ബാക്കി എട്ടിൽ ഓരോന്നിന്റെയും ഒന്നര ഇരട്ടി.',
        mr: 'प्रत्येक कालावधी आपल्या राशीपासून राशिचक्राच्या दिशेने 31 पैकी 6, 3, 3, 3, 2, 2, 2, 2, 2, 2, 2, 2 भागांत विभागला जातो: ती राशी पुढील तिन्हींपैकी प्रत्येकीच्या दुप्पट, आणि त्या उरलेल्या आठांपैकी प्रत्येकीच्या दीडपट.',
        bn: 'প্রতিটি কাল নিজের রাশি থেকে রাশিচক্রের দিকে 31-এর মধ্যে 6, 3, 3, 3, 2, 2, 2, 2, 2, 2, 2, 2 ভাগে ভাগ হয়: রাশিটি নিজে পরের তিনটির প্রতিটির দ্বিগুণ, আর সেগুলি বাকি আটটির প্রতিটির দেড় গুণ।',
        gu: 'દરેક અવધિ પોતાની રાશિથી રાશિચક્રની દિશામાં 31માંથી 6, 3, 3, 3, 2, 2, 2, 2, 2, 2, 2, 2 ભાગોમાં વહેંચાય છે: તે રાશિ પોતે પછીની ત્રણમાંથી દરેકથી બમણી, અને તે બાકીની આઠમાંથી દરેકથી દોઢ ગણી.',
      },
      source: 'PyJHora raasi/sandhya.py (use_pachaka_variation, its `_pachaka_duration` weights).',
    },
  ],
  'chaturvidha-uttara': [
    {
      id: 'lagna-uttara', en: 'Lagna Uttara', hi: 'लग्न उत्तर', ta: 'லக்ன உத்தர', te: 'లగ్న ఉత్తర', kn: 'ಲಗ್ನ ಉತ್ತರ', ml: 'ലഗ്ന ഉത്തര', mr: 'लग्न उत्तर', bn: 'লগ্ন উত্তর', gu: 'લગ્ન ઉત્તર',
      rule: {
        en: 'The first dasha is the lagna sign.',
        hi: 'पहली दशा लग्न राशि की है।',
        ta: 'முதல் தசை லக்ன ராசியுடையது.',
        te: 'మొదటి దశ లగ్న రాశిది.',
        kn: 'ಮೊದಲ ದಶೆ ಲಗ್ನ ರಾಶಿಯದು.',
        ml: 'ആദ്യ ദശ ലഗ്നരാശിയുടേതാണ്.',
        mr: 'पहिली दशा लग्न राशीची असते.',
        bn: 'প্রথম দশা লগ্ন রাশির।',
        gu: 'પહેલી દશા લગ્ન રાશિની છે.',
      },
      source: 'PyJHora raasi/chathurvidha_utthara.py, method 1 (its default).',
    },
    {
      id: 'kendra-uttara', en: 'Kendra Uttara', hi: 'केन्द्र उत्तर', ta: 'கேந்திர உத்தர', te: 'కేంద్ర ఉత్తర', kn: 'ಕೇಂದ್ರ ಉತ್ತರ', ml: 'കേന്ദ്ര ഉത്തര', mr: 'केंद्र उत्तर', bn: 'কেন্দ্র উত্তর', gu: 'કેન્દ્ર ઉત્તર',
      rule: {
        en: 'The first dasha is the strongest of the 1st, 4th, 7th and 10th signs from the lagna.',
        hi: 'पहली दशा लग्न से प्रथम, चतुर्थ, सप्तम और दशम राशियों में सबसे बली की है।',
        ta: 'முதல் தசை லக்னத்திலிருந்து 1, 4, 7, 10-ஆம் ராசிகளில் மிகப் பலமானதுடையது.',
        te: 'మొదటి దశ లగ్నం నుంచి 1, 4, 7, 10వ రాశుల్లో అత్యంత బలమైనదానిది.',
        kn: 'ಮೊದಲ ದಶೆ ಲಗ್ನದಿಂದ 1, 4, 7, 10ನೇ ರಾಶಿಗಳಲ್ಲಿ ಅತ್ಯಂತ ಬಲಶಾಲಿಯಾದುದರದು.',
        ml: 'ആദ്യ ദശ ലഗ്നത്തിൽ നിന്ന് 1, 4, 7, 10 രാശികളിൽ ഏറ്റവും ബലമുള്ളതിന്റേതാണ്.',
        mr: 'पहिली दशा लग्नापासून प्रथम, चतुर्थ, सप्तम आणि दशम राशींपैकी सर्वांत बलवान राशीची असते.',
        bn: 'প্রথম দশা লগ্ন থেকে প্রথম, চতুর্থ, সপ্তম ও দশম রাশির মধ্যে সবচেয়ে বলী রাশির।',
        gu: 'પહેલી દશા લગ્નથી પ્રથમ, ચતુર્થ, સપ્તમ અને દશમ રાશિઓમાં સૌથી બળવાન રાશિની છે.',
      },
      source: 'PyJHora raasi/chathurvidha_utthara.py, method 2.',
    },
    {
      id: 'trikona-uttara', en: 'Trikona Uttara', hi: 'त्रिकोण उत्तर', ta: 'திரிகோண உத்தர', te: 'త్రికోణ ఉత్తర', kn: 'ತ್ರಿಕೋಣ ಉತ್ತರ', ml: 'ത്രികോണ ഉത്തര', mr: 'त्रिकोण उत्तर', bn: 'ত্রিকোণ উত্তর', gu: 'ત્રિકોણ ઉત્તર',
      rule: {
        en: 'The first dasha is the strongest of the 1st, 5th and 9th signs from the lagna.',
        hi: 'पहली दशा लग्न से प्रथम, पंचम और नवम राशियों में सबसे बली की है।',
        ta: 'முதல் தசை லக்னத்திலிருந்து 1, 5, 9-ஆம் ராசிகளில் மிகப் பலமானதுடையது.',
        te: 'మొదటి దశ లగ్నం నుంచి 1, 5, 9వ రాశుల్లో అత్యంత బలమైనదానిది.',
        kn: 'ಮೊದಲ ದಶೆ ಲಗ್ನದಿಂದ 1, 5, 9ನೇ ರಾಶಿಗಳಲ್ಲಿ ಅತ್ಯಂತ ಬಲಶಾಲಿಯಾದುದರದು.',
        ml: 'ആദ്യ ദശ ലഗ്നത്തിൽ നിന്ന് 1, 5, 9 രാശികളിൽ ഏറ്റവും ബലമുള്ളതിന്റേതാണ്.',
        mr: 'पहिली दशा लग्नापासून प्रथम, पंचम आणि नवम राशींपैकी सर्वांत बलवान राशीची असते.',
        bn: 'প্রথম দশা লগ্ন থেকে প্রথম, পঞ্চম ও নবম রাশির মধ্যে সবচেয়ে বলী রাশির।',
        gu: 'પહેલી દશા લગ્નથી પ્રથમ, પંચમ અને નવમ રાશિઓમાં સૌથી બળવાન રાશિની છે.',
      },
      source: 'PyJHora raasi/chathurvidha_utthara.py, method 3.',
    },
    {
      id: 'dasha-uttara', en: 'Dasha Uttara', hi: 'दशा उत्तर', ta: 'தசா உத்தர', te: 'దశా ఉత్తర', kn: 'ದಶಾ ಉತ್ತರ', ml: 'ദശാ ഉത്തര', mr: 'दशा उत्तर', bn: 'দশা উত্তর', gu: 'દશા ઉત્તર',
      rule: {
        en: 'The first dasha is the strongest of the twelve signs.',
        hi: 'पहली दशा बारह राशियों में सबसे बली की है।',
        ta: 'முதல் தசை பன்னிரண்டு ராசிகளில் மிகப் பலமானதுடையது.',
        te: 'మొదటి దశ పన్నెండు రాశుల్లో అత్యంత బలమైనదానిది.',
        kn: 'ಮೊದಲ ದಶೆ ಹನ್ನೆರಡು ರಾಶಿಗಳಲ್ಲಿ ಅತ್ಯಂತ ಬಲಶಾಲಿಯಾದುದರದು.',
        ml: 'ആദ്യ ദശ പന്ത്രണ്ടു രാശികളിൽ ഏറ്റവും ബലമുള്ളതിന്റേതാണ്.',
        mr: 'पहिली दशा बारा राशींपैकी सर्वांत बलवान राशीची असते.',
        bn: 'প্রথম দশা বারোটি রাশির মধ্যে সবচেয়ে বলী রাশির।',
        gu: 'પહેલી દશા બાર રાશિઓમાં સૌથી બળવાન રાશિની છે.',
      },
      source: 'PyJHora raasi/chathurvidha_utthara.py, method 4.',
    },
  ],
  raashiyanka: [
    {
      id: 'tara-chand-shastri', en: 'From the lagna lord\'s navamsa', hi: 'लग्नेश के नवांश से', ta: 'லக்னாதிபதியின் நவாம்சத்திலிருந்து', te: 'లగ్నాధిపతి నవాంశ నుంచి', kn: 'ಲಗ್ನಾಧಿಪತಿಯ ನವಾಂಶದಿಂದ', ml: 'ലഗ്നാധിപന്റെ നവാംശത്തിൽ നിന്ന്', mr: 'लग्नेशाच्या नवांशापासून', bn: 'লগ্নপতির নবাংশ থেকে', gu: 'લગ્નેશના નવાંશથી',
      rule: {
        en: 'The first dasha is the navamsa sign of the lagna lord.',
        hi: 'पहली दशा लग्नेश की नवांश राशि है।',
        ta: 'முதல் தசை லக்னாதிபதியின் நவாம்ச ராசி.',
        te: 'మొదటి దశ లగ్నాధిపతి నవాంశ రాశి.',
        kn: 'ಮೊದಲ ದಶೆ ಲಗ್ನಾಧಿಪತಿಯ ನವಾಂಶ ರಾಶಿ.',
        ml: 'ആദ്യ ദശ ലഗ്നാധിപന്റെ നവാംശരാശിയാണ്.',
        mr: 'पहिली दशा लग्नेशाची नवांश राशी असते.',
        bn: 'প্রথম দশা লগ্নপতির নবাংশ রাশি।',
        gu: 'પહેલી દશા લગ્નેશની નવાંશ રાશિ છે.',
      },
      source: 'BPHS, Venkateshwar edition (Pandit Tara Chand Shastri\'s translation), as PyJHora raashiyanka.py method 1 (its default).',
    },
    {
      id: 'ganesh-dutt-pathak', en: 'From the navamsa of the stronger', hi: 'बली के नवांश से', ta: 'பலமானதின் நவாம்சத்திலிருந்து', te: 'బలమైనదాని నవాంశ నుంచి', kn: 'ಬಲಶಾಲಿಯಾದುದರ ನವಾಂಶದಿಂದ', ml: 'ബലവത്തായതിന്റെ നവാംശത്തിൽ നിന്ന്', mr: 'बलवानाच्या नवांशापासून', bn: 'বলবানের নবাংশ থেকে', gu: 'બળવાનના નવાંશથી',
      rule: {
        en: 'The first dasha is the navamsa lagna when the lagna sign is stronger than the sign holding the lagna lord, '
          + 'the lagna lord\'s navamsa sign otherwise.',
        hi: 'लग्न राशि लग्नेश वाली राशि से बली हो तो पहली दशा नवांश लग्न है, अन्यथा लग्नेश की नवांश राशि।',
        ta: 'லக்னாதிபதி நிற்கும் ராசியை விட லக்ன ராசி பலமானதாக இருந்தால் முதல் தசை நவாம்ச லக்னம், இல்லையெனில் லக்னாதிபதியின் நவாம்ச ராசி.',
        te: 'లగ్నాధిపతి ఉన్న రాశి కంటే లగ్న రాశి బలమైనదైతే మొదటి దశ నవాంశ లగ్నం, లేకపోతే లగ్నాధిపతి నవాంశ రాశి.',
        kn: 'ಲಗ್ನಾಧಿಪತಿ ಇರುವ ರಾಶಿಗಿಂತ ಲಗ್ನ ರಾಶಿ ಬಲಶಾಲಿಯಾಗಿದ್ದರೆ ಮೊದಲ ದಶೆ ನವಾಂಶ ಲಗ್ನ, ಇಲ್ಲದಿದ್ದರೆ ಲಗ್ನಾಧಿಪತಿಯ ನವಾಂಶ ರಾಶಿ.',
        ml: 'ലഗ്നാധിപൻ നിൽക്കുന്ന രാശിയെക്കാൾ ലഗ്നരാശി ബലമുള്ളതാണെങ്കിൽ ആദ്യ ദശ നവാംശലഗ്നം, അല്ലെങ്കിൽ ലഗ്നാധിപന്റെ നവാംശരാശി.',
        mr: 'लग्नेश असलेल्या राशीपेक्षा लग्न राशी बलवान असल्यास पहिली दशा नवांश लग्नाची, अन्यथा लग्नेशाच्या नवांश राशीची.',
        bn: 'লগ্নপতি যে রাশিতে আছে তার চেয়ে লগ্ন রাশি বলী হলে প্রথম দশা নবাংশ লগ্ন, নইলে লগ্নপতির নবাংশ রাশি।',
        gu: 'લગ્નેશવાળી રાશિ કરતાં લગ્ન રાશિ બળવાન હોય તો પહેલી દશા નવાંશ લગ્નની, નહીં તો લગ્નેશની નવાંશ રાશિની.',
      },
      source: 'BPHS in Pandit Ganesh Dutt Pathak\'s translation, as PyJHora raashiyanka.py method 2.',
    },
  ],
  paryaaya: [
    {
      id: 'iranganti', en: 'From the strongest trine', hi: 'सबसे बली त्रिकोण से', ta: 'மிகப் பலமான திரிகோணத்திலிருந்து', te: 'అత్యంత బలమైన త్రికోణం నుంచి', kn: 'ಅತ್ಯಂತ ಬಲಶಾಲಿ ತ್ರಿಕೋಣದಿಂದ', ml: 'ഏറ്റവും ബലമുള്ള ത്രികോണത്തിൽ നിന്ന്', mr: 'सर्वात बलवान त्रिकोणापासून', bn: 'সবচেয়ে বলী ত্রিকোণ থেকে', gu: 'સૌથી બળવાન ત્રિકોણથી',
      rule: {
        en: 'A dual sign\'s paryaaya starts from the strongest of its trines: the stronger of the 1st and 5th, then of that and the 9th.',
        hi: 'द्विस्वभाव राशि का पर्याय उसके त्रिकोणों में सबसे बली से आरंभ होता है: प्रथम और पंचम में बली, फिर उसमें और नवम में बली।',
        ta: 'உபய ராசியின் பர்யாயம் அதன் திரிகோணங்களில் மிகப் பலமானதிலிருந்து தொடங்கும்: 1, 5-இல் பலமானது, பின் அதுவும் 9-உம், இவற்றில் பலமானது.',
        te: 'ద్విస్వభావ రాశి పర్యాయం దాని త్రికోణాల్లో అత్యంత బలమైనదాని నుంచి మొదలవుతుంది: 1, 5లలో బలమైనది, తరువాత అదీ 9వదీ, వీటిలో బలమైనది.',
        kn: 'ದ್ವಿಸ್ವಭಾವ ರಾಶಿಯ ಪರ್ಯಾಯ ಅದರ ತ್ರಿಕೋಣಗಳಲ್ಲಿ ಅತ್ಯಂತ ಬಲಶಾಲಿಯದರಿಂದ ಆರಂಭ: 1 ಮತ್ತು 5ರಲ್ಲಿ ಬಲಶಾಲಿ, ನಂತರ ಅದು ಮತ್ತು 9ರಲ್ಲಿ ಬಲಶಾಲಿ.',
        ml: 'ഉഭയ രാശിയുടെ പര്യായം അതിന്റെ ത്രികോണങ്ങളിൽ ഏറ്റവും ബലമുള്ളതിൽ നിന്ന് തുടങ്ങുന്നു: 1, 5 ഇവയിൽ ബലമുള്ളത്, പിന്നെ അതും 9-ഉം, ഇവയിൽ ബലമുള്ളത്.',
        mr: 'द्विस्वभाव राशीचा पर्याय तिच्या त्रिकोणांपैकी सर्वात बलवानापासून सुरू होतो: प्रथम व पंचम यांपैकी बलवान, मग तो व नवम यांपैकी बलवान.',
        bn: 'দ্বিস্বভাব রাশির পর্যায় তার ত্রিকোণগুলির সবচেয়ে বলী থেকে শুরু: প্রথম ও পঞ্চমের মধ্যে বলী, তারপর সেটি ও নবমের মধ্যে বলী।',
        gu: 'દ્વિસ્વભાવ રાશિનો પર્યાય તેના ત્રિકોણોમાં સૌથી બળવાનથી શરૂ થાય: પ્રથમ અને પંચમમાં બળવાન, પછી તે અને નવમમાં બળવાન.',
      },
      source: 'Iranganti Rangacharya and Raghava Bhatta as PyJHora raasi/paryaaya.py names its chara_seed_method 1 (its default).',
    },
    {
      id: 'krishna-mishra', en: 'From the stronger of the sign and its 7th', hi: 'राशि और उसके सप्तम में बली से', ta: 'ராசியும் அதன் 7-ஆம் ராசியும், இவற்றில் பலமானதிலிருந்து', te: 'రాశి, దాని 7వ రాశిలో బలమైనదాని నుంచి', kn: 'ರಾಶಿ ಮತ್ತು ಅದರ 7ನೇ ರಾಶಿಯಲ್ಲಿ ಬಲಶಾಲಿಯದರಿಂದ', ml: 'രാശിയും അതിന്റെ 7-ാം രാശിയും, ഇവയിൽ ബലമുള്ളതിൽ നിന്ന്', mr: 'राशी व तिच्या सप्तमापैकी बलवानापासून', bn: 'রাশি ও তার সপ্তমের মধ্যে বলী থেকে', gu: 'રાશિ અને તેના સપ્તમમાં બળવાનથી',
      rule: {
        en: 'A dual sign\'s paryaaya starts from the stronger of the sign and its 7th.',
        hi: 'द्विस्वभाव राशि का पर्याय उस राशि और उसके सप्तम में से बली से आरंभ होता है।',
        ta: 'உபய ராசியின் பர்யாயம் அந்த ராசியும் அதன் 7-ஆம் ராசியும், இவற்றில் பலமானதிலிருந்து தொடங்கும்.',
        te: 'ద్విస్వభావ రాశి పర్యాయం ఆ రాశి, దాని 7వ రాశిలో బలమైనదాని నుంచి మొదలవుతుంది.',
        kn: 'ದ್ವಿಸ್ವಭಾವ ರಾಶಿಯ ಪರ್ಯಾಯ ಆ ರಾಶಿ ಮತ್ತು ಅದರ 7ನೇ ರಾಶಿಯಲ್ಲಿ ಬಲಶಾಲಿಯದರಿಂದ ಆರಂಭ.',
        ml: 'ഉഭയ രാശിയുടെ പര്യായം ആ രാശിയും അതിന്റെ 7-ാം രാശിയും, ഇവയിൽ ബലമുള്ളതിൽ നിന്ന് തുടങ്ങുന്നു.',
        mr: 'द्विस्वभाव राशीचा पर्याय ती राशी व तिचे सप्तम यांपैकी बलवानापासून सुरू होतो.',
        bn: 'দ্বিস্বভাব রাশির পর্যায় সেই রাশি ও তার সপ্তমের মধ্যে বলী থেকে শুরু।',
        gu: 'દ્વિસ્વભાવ રાશિનો પર્યાય તે રાશિ અને તેના સપ્તમમાં બળવાનથી શરૂ થાય.',
      },
      source: 'Krishna Mishra (Jyotisha Phala Ratnamala) as PyJHora raasi/paryaaya.py names its chara_seed_method 2.',
    },
  ],
  aayu: [
    {
      id: 'strongest', en: 'By the strongest of lagna, Sun and Moon', hi: 'लग्न, सूर्य, चन्द्र में सबसे बली से', ta: 'லக்னம், சூரியன், சந்திரனில் மிகப் பலமானதால்', te: 'లగ్నం, సూర్య, చంద్రులలో అత్యంత బలమైనదానితో', kn: 'ಲಗ್ನ, ಸೂರ್ಯ, ಚಂದ್ರರಲ್ಲಿ ಅತ್ಯಂತ ಬಲಶಾಲಿಯಿಂದ', ml: 'ലഗ്നം, സൂര്യൻ, ചന്ദ്രൻ ഇവയിൽ ഏറ്റവും ബലമുള്ളതിനാൽ', mr: 'लग्न, रवि, चंद्र यांपैकी सर्वात बलवानाने', bn: 'লগ্ন, রবি, চন্দ্রের মধ্যে সবচেয়ে বলী দিয়ে', gu: 'લગ્ન, સૂર્ય, ચંદ્રમાં સૌથી બળવાનથી',
      rule: {
        en: 'The strongest of lagna, Sun and Moon chooses: the lagna amsayu, the Sun pindayu, the Moon nisargayu.',
        hi: 'लग्न, सूर्य और चन्द्र में सबसे बली चुनता है: लग्न अंशायु, सूर्य पिंडायु, चन्द्र निसर्गायु।',
        ta: 'லக்னம், சூரியன், சந்திரனில் மிகப் பலமானது தேர்ந்தெடுக்கும்: லக்னம் அம்சாயு, சூரியன் பிண்டாயு, சந்திரன் நிசர்காயு.',
        te: 'లగ్నం, సూర్యుడు, చంద్రుడులో అత్యంత బలమైనది ఎంచుకుంటుంది: లగ్నం అంశాయు, సూర్యుడు పిండాయు, చంద్రుడు నిసర్గాయు.',
        kn: 'ಲಗ್ನ, ಸೂರ್ಯ, ಚಂದ್ರರಲ್ಲಿ ಅತ್ಯಂತ ಬಲಶಾಲಿಯದು ಆರಿಸುತ್ತದೆ: ಲಗ್ನ ಅಂಶಾಯು, ಸೂರ್ಯ ಪಿಂಡಾಯು, ಚಂದ್ರ ನಿಸರ್ಗಾಯು.',
        ml: 'ലഗ്നം, സൂര്യൻ, ചന്ദ്രൻ ഇവയിൽ ഏറ്റവും ബലമുള്ളത് തിരഞ്ഞെടുക്കുന്നു: ലഗ്നം അംശായു, സൂര്യൻ പിണ്ഡായു, ചന്ദ്രൻ നിസർഗായു.',
        mr: 'लग्न, रवि आणि चंद्र यांपैकी सर्वात बलवान निवडतो: लग्न अंशायु, रवि पिंडायु, चंद्र निसर्गायु.',
        bn: 'লগ্ন, রবি ও চন্দ্রের মধ্যে সবচেয়ে বলী বেছে নেয়: লগ্ন অংশায়ু, রবি পিণ্ডায়ু, চন্দ্র নিসর্গায়ু।',
        gu: 'લગ્ન, સૂર્ય અને ચંદ્રમાં સૌથી બળવાન પસંદ કરે છે: લગ્ન અંશાયુ, સૂર્ય પિંડાયુ, ચંદ્ર નિસર્ગાયુ.',
      },
      source: 'BPHS ch. 44 (Santhanam\'s translation); PyJHora aayu.py\'s default (aayur_type None).',
    },
    {
      id: 'pindayu', en: 'Pindayu', hi: 'पिंडायु', ta: 'பிண்டாயு', te: 'పిండాయు', kn: 'ಪಿಂಡಾಯು', ml: 'പിണ്ഡായു', mr: 'पिंडायु', bn: 'পিণ্ডায়ু', gu: 'પિંડાયુ',
      rule: {
        en: 'Pindayu whatever is strongest; the Sun\'s dasha first.',
        hi: 'कोई भी बली हो, पिंडायु; पहली दशा सूर्य की।',
        ta: 'எது பலமானதாயினும் பிண்டாயு; முதல் தசை சூரியனுடையது.',
        te: 'ఏది బలమైనదైనా పిండాయు; మొదటి దశ సూర్యుడిది.',
        kn: 'ಯಾವುದೇ ಬಲಶಾಲಿಯಾದರೂ ಪಿಂಡಾಯು; ಮೊದಲ ದಶೆ ಸೂರ್ಯನದು.',
        ml: 'ഏതു ബലമുള്ളതായാലും പിണ്ഡായു; ആദ്യ ദശ സൂര്യന്റേത്.',
        mr: 'कोणीही बलवान असो, पिंडायु; पहिली दशा रवीची.',
        bn: 'যে-ই বলী হোক, পিণ্ডায়ু; প্রথম দশা রবির।',
        gu: 'કોઈ પણ બળવાન હોય, પિંડાયુ; પહેલી દશા સૂર્યની.',
      },
      source: 'BPHS ch. 44 (Santhanam\'s translation); PyJHora aayu.py aayur_type 0.',
    },
    {
      id: 'nisargayu', en: 'Nisargayu', hi: 'निसर्गायु', ta: 'நிசர்காயு', te: 'నిసర్గాయు', kn: 'ನಿಸರ್ಗಾಯು', ml: 'നിസർഗായു', mr: 'निसर्गायु', bn: 'নিসর্গায়ু', gu: 'નિસર્ગાયુ',
      rule: {
        en: 'Nisargayu whatever is strongest; the Moon\'s dasha first.',
        hi: 'कोई भी बली हो, निसर्गायु; पहली दशा चन्द्र की।',
        ta: 'எது பலமானதாயினும் நிசர்காயு; முதல் தசை சந்திரனுடையது.',
        te: 'ఏది బలమైనదైనా నిసర్గాయు; మొదటి దశ చంద్రుడిది.',
        kn: 'ಯಾವುದೇ ಬಲಶಾಲಿಯಾದರೂ ನಿಸರ್ಗಾಯು; ಮೊದಲ ದಶೆ ಚಂದ್ರನದು.',
        ml: 'ഏതു ബലമുള്ളതായാലും നിസർഗായു; ആദ്യ ദശ ചന്ദ്രന്റേത്.',
        mr: 'कोणीही बलवान असो, निसर्गायु; पहिली दशा चंद्राची.',
        bn: 'যে-ই বলী হোক, নিসর্গায়ু; প্রথম দশা চন্দ্রের।',
        gu: 'કોઈ પણ બળવાન હોય, નિસર્ગાયુ; પહેલી દશા ચંદ્રની.',
      },
      source: 'BPHS ch. 44 (Santhanam\'s translation); PyJHora aayu.py aayur_type 1.',
    },
    {
      id: 'amsayu', en: 'Amsayu', hi: 'अंशायु', ta: 'அம்சாயு', te: 'అంశాయు', kn: 'ಅಂಶಾಯು', ml: 'അംശായു', mr: 'अंशायु', bn: 'অংশায়ু', gu: 'અંશાયુ',
      rule: {
        en: 'Amsayu whatever is strongest; the lagna\'s dasha first.',
        hi: 'कोई भी बली हो, अंशायु; पहली दशा लग्न की।',
        ta: 'எது பலமானதாயினும் அம்சாயு; முதல் தசை லக்னத்துடையது.',
        te: 'ఏది బలమైనదైనా అంశాయు; మొదటి దశ లగ్నానిది.',
        kn: 'ಯಾವುದೇ ಬಲಶಾಲಿಯಾದರೂ ಅಂಶಾಯು; ಮೊದಲ ದಶೆ ಲಗ್ನದ್ದು.',
        ml: 'ഏതു ബലമുള്ളതായാലും അംശായു; ആദ്യ ദശ ലഗ്നത്തിന്റേത്.',
        mr: 'कोणीही बलवान असो, अंशायु; पहिली दशा लग्नाची.',
        bn: 'যে-ই বলী হোক, অংশায়ু; প্রথম দশা লগ্নের।',
        gu: 'કોઈ પણ બળવાન હોય, અંશાયુ; પહેલી દશા લગ્નની.',
      },
      source: 'BPHS ch. 44 (Santhanam\'s translation); PyJHora aayu.py aayur_type 2.',
    },
  ],
} as const satisfies Partial<Record<DashaSystemId, readonly DashaMethodRecord[]>>;

export type DashaMethod = (typeof DASHA_METHODS)[keyof typeof DASHA_METHODS][number];
export type DashaMethodId = DashaMethod['id'];

/** Every method id of every system, once each (the words `method=` takes). */
export const DASHA_METHOD_IDS = [...new Set(Object.values(DASHA_METHODS).flatMap((methods) => methods.map((m) => m.id)))] as [DashaMethodId, ...DashaMethodId[]];

/** The methods of a system, default first; empty for a system computed one way only. */
export function dashaMethodsOf(system: DashaSystemId): readonly DashaMethod[] {
  return (DASHA_METHODS as Partial<Record<DashaSystemId, readonly DashaMethod[]>>)[system] ?? [];
}

/**
 * How the balance at birth of a nakshatra dasha is measured: the part of the birth star (or of the birth tithi or
 * yoga, for the systems counted from them) already elapsed, by its arc (default) or by its time. The two differ
 * because the Moon's speed varies within a star (by up to about 0.04 of the star, more for a tithi).
 */
export const DASHA_BALANCE_READINGS = [
  {
    id: 'arc', en: 'Elapsed arc', hi: 'बीता हुआ चाप',
    note: 'The elapsed fraction of the birth star\'s 13°20′ of the Moon (of the birth tithi\'s 12° of Moon − Sun, of '
      + 'the birth yoga\'s 13°20′ of Sun + Moon): BPHS 46.12–16 ("the expired portion of the nakshatra").',
  },
  {
    id: 'clock', en: 'Elapsed time', hi: 'बीता हुआ समय',
    note: 'The elapsed fraction of the birth star\'s (tithi\'s, yoga\'s) duration: the time from its start to the '
      + 'birth over the time from its start to its end, both found by root finding; the bhayata over bhabhoga of '
      + 'horoscopes cast from a panchanga.',
  },
] as const satisfies readonly { id: string; en: string; hi: string; note: string }[];

export type DashaBalanceId = (typeof DASHA_BALANCE_READINGS)[number]['id'];
export const DEFAULT_DASHA_BALANCE_ID: DashaBalanceId = 'arc';
export const DASHA_BALANCE_IDS = DASHA_BALANCE_READINGS.map((reading) => reading.id) as [DashaBalanceId, ...DashaBalanceId[]];
