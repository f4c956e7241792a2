/**
 * The regional calendars of India as data: their months, eras and the rule that fixes the civil day a solar
 * month begins on. The engine that applies them is astro/calendars/.
 *
 * Solar months. A solar month is the Sun's stay in one sidereal sign; it begins astronomically at the
 * sankranti (the Sun's entry into the sign). Civilly it begins at a sunrise, and which one is a regional rule
 * (Sewell and Dikshit, *The Indian Calendar*, London 1896, Art. 28; restated with worked figures in Sewell,
 * *Indian Chronography*, London 1912, § 43). The day is the Hindu civil day, sunrise to sunrise, named by the
 * civil date of its sunrise:
 * - `bengal` (Bengal, Assam): a sankranti between sunrise and midnight begins the month the next day; one after
 *   midnight (before the next sunrise), the day after that. Midnight is the middle of the night, halfway from
 *   sunset to the next sunrise (Sewell's "18 h Lanka time" is the same point for a 6 a.m. sunrise).
 * - `orissa` (Odisha, Punjab): the month begins on the day of the sankranti, whenever in it the sankranti falls
 *   ("if the sankranti occurred 23 h 50 m after sunrise on a Friday, still the first civil day is Friday").
 * - `tamil` (Tamil Nadu, the general South Indian rule): a sankranti before sunset begins the month that day;
 *   after sunset, the next day.
 * - `malabar` (Kerala): the daytime, sunrise to sunset, is cut into five equal parts; a sankranti in the first
 *   three begins the month that day, a later one (after 3/5 of the daytime: the afternoon) the next day.
 *
 * Eras (the year a date is written in):
 * - Tamil: the 60 year names (Prabhava … Akshaya, in their Tamil transliteration) change at Chithirai 1; the
 *   year is numbered in the Thiruvalluvar era (CE + 31, changing at Thai 1), the Tamil Nadu government's count
 *   since 1971.
 * - Malayalam: the Kollam era (Kolla varsham), changing at Chingam 1: Chingam 1 of CE 2024 began 1200 (Sewell
 *   and Dikshit, Table II part iii: the South Malayalam Kollam year is Simhadi, CE − 824 from Chingam).
 * - Bengali: Bangabda, changing at Boishakh 1: CE − 593 from Boishakh (1431 from April 2024).
 * - Assamese: Bhaskarabda, changing at Bohag 1, counted like Bangabda (CE − 593).
 * - Odia: the Amli (Utkaliya) era, changing at Sunia, Bhadrapada Shukla Dwadashi (September): CE − 592 from
 *   Sunia to 31 December, CE − 593 before (Amli 1428 from September 2020); the solar months run from Baisakha.
 * - Punjabi: Vikram samvat counted in solar years from Vaisakh 1 (the Meshadi Vikram year, CE + 57).
 * - Lunar (amanta Shaka, purnimanta Vikram, Marathi Shaka, Gujarati Kartikadi Vikram): astro/panchanga/calendar.ts.
 * - Saka: the Indian national calendar (Calendar Reform Committee, 1957): Chaitra 1 = 22 March (21 March in a
 *   Gregorian leap year); Chaitra has 30 days (31 in a leap year), Vaishakha … Bhadra 31, Ashvina … Phalguna 30;
 *   Saka year = CE − 78 from Chaitra 1.
 * - Hijri: the tabular Islamic calendar (Reingold and Dershowitz, *Calendrical Calculations*, 3rd ed., 2008,
 *   ch. 6): 30-year cycle with leap years 2, 5, 7, 10, 13, 16, 18, 21, 24, 26, 29 (a 30-day Dhu al-Hijja),
 *   months alternately 30 and 29 days, epoch Friday 16 July 622 (Julian). The civil date is the day the Islamic
 *   date holds from midnight; the Islamic day itself begins at the previous sunset.
 */
import { LUNAR_MONTHS } from './lunar-calendar.ts';
import type { Text } from './text.ts';

/** The rules of Sewell and Dikshit, Art. 28, for the civil day a solar month begins on. */
export const SOLAR_MONTH_RULES = ['bengal', 'orissa', 'tamil', 'malabar'] as const;
export type SolarMonthRule = (typeof SOLAR_MONTH_RULES)[number];

/** Share of the daytime (sunrise to sunset) within which a sankranti begins the month that day, Malabar rule. */
export const MALABAR_DAYTIME_SHARE = 3 / 5;

/** Each rule's name, statement and source, for clients. */
export const SOLAR_MONTH_RULE_TEXTS = {
  bengal: {
    name: { en: 'Bengal rule', hi: 'बंगाल नियम' },
    statement: {
      en: 'A sankranti between sunrise and midnight begins the month the next day; one after midnight, the day after that.',
      hi: 'सूर्योदय से अर्धरात्रि के बीच की संक्रांति से मास अगले दिन आरंभ होता है; अर्धरात्रि के बाद की से उसके अगले दिन।',
    },
  },
  orissa: {
    name: { en: 'Orissa rule', hi: 'उड़ीसा नियम' },
    statement: {
      en: 'The month begins on the day (sunrise to sunrise) of the sankranti, whenever in it the sankranti falls.',
      hi: 'संक्रांति जिस दिन (सूर्योदय से सूर्योदय) हो, उसी दिन मास आरंभ होता है।',
    },
  },
  tamil: {
    name: { en: 'Tamil rule', hi: 'तमिल नियम' },
    statement: {
      en: 'A sankranti before sunset begins the month that day; after sunset, the next day.',
      hi: 'सूर्यास्त से पहले की संक्रांति से मास उसी दिन आरंभ होता है; सूर्यास्त के बाद की से अगले दिन।',
    },
  },
  malabar: {
    name: { en: 'Malabar (afternoon) rule', hi: 'मलबार (अपराह्न) नियम' },
    statement: {
      en: 'A sankranti within the first three fifths of the daytime begins the month that day; a later one, the next day.',
      hi: 'दिनमान के पहले तीन पंचमांश में संक्रांति हो तो मास उसी दिन आरंभ होता है; बाद में हो तो अगले दिन।',
    },
  },
} as const satisfies Record<SolarMonthRule, { name: Text; statement: Text }>;

/** Where the rules come from, spelled out for clients. */
export const SOLAR_MONTH_RULE_SOURCE =
  'R. Sewell and S. B. Dikshit, The Indian Calendar (London, 1896), Art. 28; R. Sewell, Indian Chronography (London, 1912), § 43';

/** The solar calendars: their months in their own order (`sign`: the sidereal sign of the month, 1 = Mesha), rule and era. */
export const SOLAR_CALENDARS = {
  tamil: {
    en: 'Tamil', hi: 'तमिल', rule: 'tamil', era: { en: 'Thiruvalluvar', hi: 'तिरुवल्लुवर' },
    months: [
      { sign: 1, en: 'Chithirai', hi: 'चित्तिरै' }, { sign: 2, en: 'Vaikasi', hi: 'वैकासि' }, { sign: 3, en: 'Aani', hi: 'आनि' },
      { sign: 4, en: 'Aadi', hi: 'आडि' }, { sign: 5, en: 'Aavani', hi: 'आवणि' }, { sign: 6, en: 'Purattasi', hi: 'पुरट्टासि' },
      { sign: 7, en: 'Aippasi', hi: 'ऐप्पसि' }, { sign: 8, en: 'Karthigai', hi: 'कार्तिगै' }, { sign: 9, en: 'Margazhi', hi: 'मार्गऴि' },
      { sign: 10, en: 'Thai', hi: 'तै' }, { sign: 11, en: 'Maasi', hi: 'मासि' }, { sign: 12, en: 'Panguni', hi: 'पंगुनि' },
    ],
  },
  malayalam: {
    en: 'Malayalam', hi: 'मलयालम', rule: 'malabar', era: { en: 'Kollam', hi: 'कोल्लम' },
    months: [
      { sign: 5, en: 'Chingam', hi: 'चिंगम' }, { sign: 6, en: 'Kanni', hi: 'कन्नि' }, { sign: 7, en: 'Thulam', hi: 'तुलाम' },
      { sign: 8, en: 'Vrischikam', hi: 'वृश्चिकम' }, { sign: 9, en: 'Dhanu', hi: 'धनु' }, { sign: 10, en: 'Makaram', hi: 'मकरम' },
      { sign: 11, en: 'Kumbham', hi: 'कुंभम' }, { sign: 12, en: 'Meenam', hi: 'मीनम' }, { sign: 1, en: 'Medam', hi: 'मेडम' },
      { sign: 2, en: 'Edavam', hi: 'इडवम' }, { sign: 3, en: 'Mithunam', hi: 'मिथुनम' }, { sign: 4, en: 'Karkidakam', hi: 'कर्किडकम' },
    ],
  },
  bengali: {
    en: 'Bengali', hi: 'बंगाली', rule: 'bengal', era: { en: 'Bangabda', hi: 'बंगाब्द' },
    months: [
      { sign: 1, en: 'Boishakh', hi: 'बैशाख' }, { sign: 2, en: 'Joishtho', hi: 'ज्यैष्ठ' }, { sign: 3, en: 'Asharh', hi: 'आषाढ़' },
      { sign: 4, en: 'Srabon', hi: 'श्रावण' }, { sign: 5, en: 'Bhadro', hi: 'भाद्र' }, { sign: 6, en: 'Ashwin', hi: 'आश्विन' },
      { sign: 7, en: 'Kartik', hi: 'कार्तिक' }, { sign: 8, en: 'Ogrohayon', hi: 'अग्रहायण' }, { sign: 9, en: 'Poush', hi: 'पौष' },
      { sign: 10, en: 'Magh', hi: 'माघ' }, { sign: 11, en: 'Falgun', hi: 'फाल्गुन' }, { sign: 12, en: 'Choitro', hi: 'चैत्र' },
    ],
  },
  assamese: {
    en: 'Assamese', hi: 'असमिया', rule: 'bengal', era: { en: 'Bhaskarabda', hi: 'भास्कराब्द' },
    months: [
      { sign: 1, en: 'Bohag', hi: 'बोहाग' }, { sign: 2, en: 'Jeth', hi: 'जेठ' }, { sign: 3, en: 'Aahar', hi: 'आहार' },
      { sign: 4, en: 'Xaon', hi: 'शाओन' }, { sign: 5, en: 'Bhado', hi: 'भादो' }, { sign: 6, en: 'Aahin', hi: 'आहिन' },
      { sign: 7, en: 'Kati', hi: 'काति' }, { sign: 8, en: 'Aghon', hi: 'आघोन' }, { sign: 9, en: 'Puh', hi: 'पुह' },
      { sign: 10, en: 'Magh', hi: 'माघ' }, { sign: 11, en: 'Phagun', hi: 'फागुन' }, { sign: 12, en: 'Sot', hi: 'चोत' },
    ],
  },
  odia: {
    en: 'Odia', hi: 'ओड़िया', rule: 'orissa', era: { en: 'Amli', hi: 'अमली' },
    months: [
      { sign: 1, en: 'Baisakha', hi: 'बैशाख' }, { sign: 2, en: 'Jyeshtha', hi: 'ज्येष्ठ' }, { sign: 3, en: 'Ashadha', hi: 'आषाढ़' },
      { sign: 4, en: 'Shrabana', hi: 'श्रावण' }, { sign: 5, en: 'Bhadraba', hi: 'भाद्रव' }, { sign: 6, en: 'Ashwina', hi: 'आश्विन' },
      { sign: 7, en: 'Kartika', hi: 'कार्तिक' }, { sign: 8, en: 'Margashira', hi: 'मार्गशिर' }, { sign: 9, en: 'Pausha', hi: 'पौष' },
      { sign: 10, en: 'Magha', hi: 'माघ' }, { sign: 11, en: 'Phalguna', hi: 'फाल्गुन' }, { sign: 12, en: 'Chaitra', hi: 'चैत्र' },
    ],
  },
  punjabi: {
    en: 'Punjabi', hi: 'पंजाबी', rule: 'orissa', era: { en: 'Vikram samvat', hi: 'विक्रम संवत' },
    months: [
      { sign: 1, en: 'Vaisakh', hi: 'वैसाख' }, { sign: 2, en: 'Jeth', hi: 'जेठ' }, { sign: 3, en: 'Harh', hi: 'हाड़' },
      { sign: 4, en: 'Sawan', hi: 'सावन' }, { sign: 5, en: 'Bhadon', hi: 'भादों' }, { sign: 6, en: 'Assu', hi: 'अस्सू' },
      { sign: 7, en: 'Katak', hi: 'कत्तक' }, { sign: 8, en: 'Maghar', hi: 'मघ्घर' }, { sign: 9, en: 'Poh', hi: 'पोह' },
      { sign: 10, en: 'Magh', hi: 'माघ' }, { sign: 11, en: 'Phagan', hi: 'फग्गण' }, { sign: 12, en: 'Chet', hi: 'चेत' },
    ],
  },
} as const satisfies Record<string, { en: string; hi: string; rule: SolarMonthRule; era: Text; months: readonly { sign: number; en: string; hi: string }[] }>;

export type SolarCalendarId = keyof typeof SOLAR_CALENDARS;
export const SOLAR_CALENDAR_IDS = Object.keys(SOLAR_CALENDARS) as SolarCalendarId[];

/**
 * The year of a solar calendar from the CE year in which its current year began (at its first month's civil
 * start), except Tamil (counted from Thai 1) and Odia (from Sunia), whose eras turn elsewhere: see astro/calendars/solar.ts.
 */
export const SOLAR_ERA_OFFSETS = {
  /** Thiruvalluvar year = CE year of the last Thai 1 + 31. */
  tamil: 31,
  /** Kollam year = CE year of the last Chingam 1 − 824. */
  malayalam: -824,
  /** Bangabda = CE year of the last Boishakh 1 − 593. */
  bengali: -593,
  /** Bhaskarabda = CE year of the last Bohag 1 − 593. */
  assamese: -593,
  /** Amli year = CE year of the last Sunia − 592. */
  odia: -592,
  /** Vikram year = CE year of the last Vaisakh 1 + 57. */
  punjabi: 57,
} as const satisfies Record<SolarCalendarId, number>;

/** The 60 year names as Tamil almanacs write them, 1 = Prabhava … 60 = Akshaya (same cycle as data/lunar-calendar.ts). */
export const TAMIL_YEAR_NAMES = [
  { en: 'Prabhava', hi: 'प्रभव' }, { en: 'Vibhava', hi: 'विभव' }, { en: 'Sukla', hi: 'शुक्ल' }, { en: 'Pramodhootha', hi: 'प्रमोदूत' },
  { en: 'Prasorpathi', hi: 'प्रजोत्पत्ति' }, { en: 'Aangirasa', hi: 'आंगीरस' }, { en: 'Srimukha', hi: 'श्रीमुख' }, { en: 'Bhava', hi: 'भव' },
  { en: 'Yuva', hi: 'युव' }, { en: 'Dhaatu', hi: 'धातु' }, { en: 'Eswara', hi: 'ईश्वर' }, { en: 'Vehudhanya', hi: 'बहुधान्य' },
  { en: 'Pramathi', hi: 'प्रमाथी' }, { en: 'Vikrama', hi: 'विक्रम' }, { en: 'Vishu', hi: 'विषु' }, { en: 'Chitrabhanu', hi: 'चित्रभानु' },
  { en: 'Subhanu', hi: 'सुभानु' }, { en: 'Thaarana', hi: 'तारण' }, { en: 'Paarthiba', hi: 'पार्थिव' }, { en: 'Viya', hi: 'व्यय' },
  { en: 'Sarvajith', hi: 'सर्वजित' }, { en: 'Sarvadhari', hi: 'सर्वधारी' }, { en: 'Virodhi', hi: 'विरोधी' }, { en: 'Vikruthi', hi: 'विकृति' },
  { en: 'Kara', hi: 'खर' }, { en: 'Nandhana', hi: 'नंदन' }, { en: 'Vijaya', hi: 'विजय' }, { en: 'Jaya', hi: 'जय' },
  { en: 'Manmatha', hi: 'मन्मथ' }, { en: 'Dhunmuki', hi: 'दुर्मुखी' }, { en: 'Hevilambi', hi: 'हेविलंबी' }, { en: 'Vilambi', hi: 'विलंबी' },
  { en: 'Vikari', hi: 'विकारी' }, { en: 'Sarvari', hi: 'शार्वरी' }, { en: 'Plava', hi: 'प्लव' }, { en: 'Subakrith', hi: 'शुभकृत' },
  { en: 'Sobakrith', hi: 'शोभकृत' }, { en: 'Krodhi', hi: 'क्रोधी' }, { en: 'Visuvaasuva', hi: 'विश्वावसु' }, { en: 'Parabhaava', hi: 'पराभव' },
  { en: 'Plavanga', hi: 'प्लवंग' }, { en: 'Keelaka', hi: 'कीलक' }, { en: 'Saumya', hi: 'सौम्य' }, { en: 'Sadharana', hi: 'साधारण' },
  { en: 'Virodhikrithu', hi: 'विरोधकृत' }, { en: 'Paridhaabi', hi: 'परिधावी' }, { en: 'Pramaadhisa', hi: 'प्रमादी' }, { en: 'Aanandha', hi: 'आनंद' },
  { en: 'Rakshasa', hi: 'राक्षस' }, { en: 'Nala', hi: 'नल' }, { en: 'Pingala', hi: 'पिंगल' }, { en: 'Kalayukthi', hi: 'कालयुक्त' },
  { en: 'Siddharthi', hi: 'सिद्धार्थी' }, { en: 'Raudhri', hi: 'रौद्र' }, { en: 'Dhunmathi', hi: 'दुर्मति' }, { en: 'Dhundubhi', hi: 'दुंदुभि' },
  { en: 'Rudhrodhgaari', hi: 'रुधिरोद्गारी' }, { en: 'Raktakshi', hi: 'रक्ताक्षी' }, { en: 'Krodhana', hi: 'क्रोधन' }, { en: 'Akshaya', hi: 'अक्षय' },
] as const satisfies readonly Text[];

/** The months of the Indian national calendar (Saka), from Chaitra. */
export const SAKA_MONTHS = [
  { en: 'Chaitra', hi: 'चैत्र' }, { en: 'Vaishakha', hi: 'वैशाख' }, { en: 'Jyaishtha', hi: 'ज्येष्ठ' }, { en: 'Ashadha', hi: 'आषाढ़' },
  { en: 'Shravana', hi: 'श्रावण' }, { en: 'Bhadra', hi: 'भाद्र' }, { en: 'Ashvina', hi: 'आश्विन' }, { en: 'Kartika', hi: 'कार्तिक' },
  { en: 'Agrahayana', hi: 'अग्रहायण' }, { en: 'Pausha', hi: 'पौष' }, { en: 'Magha', hi: 'माघ' }, { en: 'Phalguna', hi: 'फाल्गुन' },
] as const satisfies readonly Text[];

/** The months of the Hijri calendar, from Muharram. */
export const HIJRI_MONTHS = [
  { en: 'Muharram', hi: 'मुहर्रम' }, { en: 'Safar', hi: 'सफ़र' }, { en: 'Rabi al-Awwal', hi: 'रबी उल-अव्वल' }, { en: 'Rabi al-Thani', hi: 'रबी उस-सानी' },
  { en: 'Jumada al-Ula', hi: 'जुमादा अल-ऊला' }, { en: 'Jumada al-Akhira', hi: 'जुमादा अल-आख़िरा' }, { en: 'Rajab', hi: 'रजब' }, { en: 'Shaban', hi: 'शाबान' },
  { en: 'Ramadan', hi: 'रमज़ान' }, { en: 'Shawwal', hi: 'शव्वाल' }, { en: 'Dhu al-Qadah', hi: 'ज़िल-क़ादा' }, { en: 'Dhu al-Hijjah', hi: 'ज़िल-हिज्जा' },
] as const satisfies readonly Text[];

/** The lunar calendars and what distinguishes them. */
export const LUNAR_CALENDARS = {
  amanta: { en: 'Amanta (lunar)', hi: 'अमांत (चांद्र)', reckoning: 'amanta', era: { en: 'Shaka', hi: 'शक' } },
  purnimanta: { en: 'Purnimanta (lunar)', hi: 'पूर्णिमांत (चांद्र)', reckoning: 'purnimanta', era: { en: 'Vikram samvat', hi: 'विक्रम संवत' } },
  gujarati: { en: 'Gujarati', hi: 'गुजराती', reckoning: 'amanta', era: { en: 'Vikram samvat (Kartikadi)', hi: 'विक्रम संवत (कार्तिकादि)' } },
  marathi: { en: 'Marathi', hi: 'मराठी', reckoning: 'amanta', era: { en: 'Shaka', hi: 'शक' } },
} as const satisfies Record<string, { en: string; hi: string; reckoning: 'amanta' | 'purnimanta'; era: Text }>;

export type LunarCalendarId = keyof typeof LUNAR_CALENDARS;

/** The arithmetic calendars. */
export const ARITHMETIC_CALENDARS = {
  saka: { en: 'Indian national (Saka)', hi: 'भारतीय राष्ट्रीय (शक)', era: { en: 'Saka', hi: 'शक' } },
  hijri: { en: 'Hijri (tabular)', hi: 'हिजरी (सारणीबद्ध)', era: { en: 'AH', hi: 'हिजरी' } },
} as const satisfies Record<string, { en: string; hi: string; era: Text }>;

export type ArithmeticCalendarId = keyof typeof ARITHMETIC_CALENDARS;

/** Every calendar a date can be written in, in the order responses list them. */
export const CALENDAR_IDS = [
  'tamil', 'malayalam', 'bengali', 'odia', 'punjabi', 'assamese', 'amanta', 'purnimanta', 'gujarati', 'marathi', 'saka', 'hijri',
] as const satisfies readonly (SolarCalendarId | LunarCalendarId | ArithmeticCalendarId)[];
export type CalendarId = (typeof CALENDAR_IDS)[number];

/** A calendar's name. */
export function calendarName(id: CalendarId): Text {
  if (id in SOLAR_CALENDARS) return SOLAR_CALENDARS[id as SolarCalendarId];
  if (id in LUNAR_CALENDARS) return LUNAR_CALENDARS[id as LunarCalendarId];
  return ARITHMETIC_CALENDARS[id as ArithmeticCalendarId];
}

/** A calendar's twelve month names in its own order (month 1 first: Chithirai, Chingam, Boishakh …, Kartika for Gujarati). */
export function monthNamesOf(id: CalendarId): readonly Text[] {
  if (id in SOLAR_CALENDARS) return SOLAR_CALENDARS[id as SolarCalendarId].months;
  if (id === 'gujarati') return [...LUNAR_MONTHS.slice(7), ...LUNAR_MONTHS.slice(0, 7)];
  if (id in LUNAR_CALENDARS) return LUNAR_MONTHS;
  return id === 'saka' ? SAKA_MONTHS : HIJRI_MONTHS;
}
