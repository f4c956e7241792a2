/**
 * The festival and vrat calendar as data: each festival's names and the rule that fixes its day. The engine
 * that applies the rules is astro/festivals/calendar.ts; the kalas and tie-breaks are defined in
 * astro/festivals/kalas.ts, the Ekadashi rules in astro/festivals/ekadashi.ts.
 *
 * How a rule reads. Months are AMANTA (new moon to new moon, 1 = Chaitra … 12 = Phalguna) and tithis 1–30
 * (1–15 Shukla, 16–30 Krishna, 30 = Amavasya). North Indian almanacs name the Krishna paksha by the PURNIMANTA
 * month, the next one: Diwali's "Kartika Amavasya" is amanta Ashvina tithi 30. Both names are given to clients.
 * A festival is never kept in an adhika (intercalary) month: its nija month is the one after; the monthly vrats
 * (Ekadashi, Pradosh, Sankashti, Purnima, Amavasya) are kept in adhika months too, and the Ekadashis of an
 * adhika month have their own names (Padmini, Parama).
 *
 * - `kala`: the part of the day in which the tithi must prevail (the day is the one whose kala the tithi
 *   touches); `both` decides when it touches the kala of two days (vriddhi), `neither` when it touches none
 *   (kshaya for that kala).
 * - `minGhatisAfterSunrise` (with kala `sunrise`): the tithi must last this many ghatis (24 minutes each) after
 *   the sunrise, else the festival is kept the day before, the day the tithi began (Nirnayasindhu's rule for
 *   Shravani Purnima, followed by almanacs for Raksha Bandhan, Guru Purnima and Akshaya Tritiya: six ghatis,
 *   three muhurtas; in 2023 the Tritiya held 2 h 38 min after Kolkata's sunrise of 23 April and 1 h 59 min after
 *   Delhi's, and almanacs printed 23 April for Kolkata, 22 April for Delhi).
 * - `window`: the window reported as the festival's time: the kala on the day (`kala`, or another kala named
 *   here, e.g. the forenoon of an udaya festival), the part of that Vedic
 *   day the tithi holds free of Bhadra (Vishti karana) (`bhadra-free-day`, Raksha Bandhan), or the part from
 *   sunset to the middle of the night the tithi holds free of Bhadra, moving to the next day's pradosha when
 *   Bhadra covers all of it (`bhadra-free-night`, Holika Dahan: almanacs printed 7 March 2023, 18:24–20:51 in Delhi,
 *   after the Purnima had ended, because Bhadra held the whole first night).
 * - `dayAfter`: kept on the day after another festival (Holi, the day after Holika Dahan, even when the
 *   Pratipada begins only in the afternoon as in 2024).
 * - Regional new years (Puthandu, Vishu, Pohela Boishakh, Pana Sankranti, Baisakhi, Chingam 1) are the civil first
 *   day of a solar month by the region's rule (data/regional-calendars.ts: Tamil, Malabar, Bengal, Orissa),
 *   applied at the place asked for.
 * - Solar festivals are fixed by a sankranti (the Sun's entry into a sidereal sign): kept on the Vedic day of the
 *   ingress, or the next day when the ingress falls after sunset (Makar Sankranti 2023: ingress 14 January
 *   20:44 IST, kept 15 January), with the punya kaal from the ingress (or sunrise) to sunset.
 *
 * Sources, abbreviated in `source`:
 * - DS: Dharmasindhu (Kashinath Upadhyaya, 1790), the kala each festival's tithi must prevail in and the
 *   tie-breaks, as almanacs restate them.
 * - NS: Nirnayasindhu (Kamalakara Bhatta, 1612), the same decisions (nirnaya) in their older form.
 * - DP: the convention of drikpanchang.com's festival pages (whose dates and city-wise times newspapers quote,
 *   e.g. livemint.com, 25 October 2024, on Diwali 2024: Lakshmi Puja 1 November in New Delhi and Chennai,
 *   31 October in Mumbai and Bengaluru, by whether the Amavasya outlasted sunset by one ghati).
 * - HBV: Hari Bhakti Vilasa, the Vaishnava rules (Ekadashi touched by Dashami at arunodaya; Janmashtami by the
 *   Ashtami at sunrise), as ISKCON calendars state them.
 * Names in English and Hindi are as almanacs print them; the rules are written here in this project's words.
 */
import type { Text } from './text.ts';
import type { SolarMonthRule as RegionalMonthRule } from './regional-calendars.ts';

export const FESTIVAL_CATEGORIES = ['festival', 'ekadashi', 'pradosh', 'sankashti', 'purnima', 'amavasya', 'sankranti'] as const;
export type FestivalCategory = (typeof FESTIVAL_CATEGORIES)[number];

/** Kalas a rule can name; their windows are defined in astro/festivals/kalas.ts. */
export const KALAS = ['sunrise', 'pratahkal', 'purvahna', 'madhyahna', 'aparahna', 'pradosha', 'nishita', 'midnight', 'moonrise'] as const;
export type FestivalKala = (typeof KALAS)[number];
/** When the tithi touches the kala of two days: the greater share, the first, the second, or the second only when
 * the tithi holds at least one ghati of it (else the first). */
export const BOTH_DAYS_RULES = ['greater', 'first', 'second', 'second-if-one-ghati'] as const;
export type FestivalBothDaysRule = (typeof BOTH_DAYS_RULES)[number];
/** When the tithi touches neither day's kala. */
export const NEITHER_DAY_RULES = ['day-it-begins', 'day-it-ends'] as const;
export type FestivalNeitherDayRule = (typeof NEITHER_DAY_RULES)[number];
export type FestivalWindow = 'kala' | 'bhadra-free-day' | 'bhadra-free-night' | FestivalKala;
export type Tradition = 'smarta' | 'vaishnava';
export type SourceId = 'DS' | 'NS' | 'DP' | 'HBV' | 'SD';

export interface TithiRule {
  readonly kind: 'tithi';
  /** Amanta month, 1 = Chaitra … 12 = Phalguna. */
  readonly month: number;
  /** 1–30. */
  readonly tithi: number;
  readonly kala: FestivalKala;
  readonly both: FestivalBothDaysRule;
  readonly neither: FestivalNeitherDayRule;
  readonly minGhatisAfterSunrise?: number;
  readonly window?: FestivalWindow;
}

export interface SankrantiRule {
  readonly kind: 'sankranti';
  /** Sidereal sign the Sun enters, 1 = Mesha … 12 = Meena. */
  readonly sign: number;
}

export interface DayAfterRule {
  readonly kind: 'day-after';
  readonly festival: string;
}

/**
 * A regional new year: the civil first day of the solar month the Sun's entry into `sign` begins, by a regional
 * rule of data/regional-calendars.ts (Sewell and Dikshit, Art. 28).
 */
export interface SolarMonthRule {
  readonly kind: 'solar-month';
  /** Sidereal sign the Sun enters, 1 = Mesha … 12 = Meena. */
  readonly sign: number;
  readonly rule: RegionalMonthRule;
}

export type FestivalRule = TithiRule | SankrantiRule | DayAfterRule | SolarMonthRule;

export interface FestivalRecord {
  readonly id: string;
  readonly en: string;
  readonly hi: string;
  readonly category: FestivalCategory;
  /** One rule, or one per tradition where Smartas and Vaishnavas differ. */
  readonly rules: Readonly<Partial<Record<Tradition | 'all', FestivalRule>>>;
  readonly source: readonly SourceId[];
}

const tithiRule = (month: number, tithi: number, kala: FestivalKala, both: FestivalBothDaysRule, neither: FestivalNeitherDayRule, extra: Partial<TithiRule> = {}): TithiRule => ({
  kind: 'tithi', month, tithi, kala, both, neither, ...extra,
});

/** The named festivals. */
export const FESTIVALS = [
  { id: 'makar-sankranti', en: 'Makar Sankranti', hi: 'मकर संक्रांति', category: 'festival', rules: { all: { kind: 'sankranti', sign: 10 } }, source: ['DS', 'DP'] },
  { id: 'pana-sankranti', en: 'Pana Sankranti (Odia New Year)', hi: 'पणा संक्रांति (ओड़िया नव वर्ष)', category: 'festival', rules: { all: { kind: 'solar-month', sign: 1, rule: 'orissa' } }, source: ['SD'] },
  { id: 'baisakhi', en: 'Baisakhi', hi: 'बैसाखी', category: 'festival', rules: { all: { kind: 'solar-month', sign: 1, rule: 'orissa' } }, source: ['SD'] },
  { id: 'puthandu', en: 'Puthandu (Tamil New Year)', hi: 'पुथांडु (तमिल नव वर्ष)', category: 'festival', rules: { all: { kind: 'solar-month', sign: 1, rule: 'tamil' } }, source: ['SD'] },
  { id: 'vishu', en: 'Vishu', hi: 'विशु', category: 'festival', rules: { all: { kind: 'solar-month', sign: 1, rule: 'malabar' } }, source: ['SD'] },
  { id: 'pohela-boishakh', en: 'Pohela Boishakh (Bengali New Year)', hi: 'पोहेला बोइशाख (बंगाली नव वर्ष)', category: 'festival', rules: { all: { kind: 'solar-month', sign: 1, rule: 'bengal' } }, source: ['SD'] },
  { id: 'chingam-1', en: 'Chingam 1 (Malayalam New Year)', hi: 'चिंगम 1 (मलयालम नव वर्ष)', category: 'festival', rules: { all: { kind: 'solar-month', sign: 5, rule: 'malabar' } }, source: ['SD'] },
  { id: 'vasant-panchami', en: 'Vasant Panchami', hi: 'वसंत पंचमी', category: 'festival', rules: { all: tithiRule(11, 5, 'purvahna', 'greater', 'day-it-begins') }, source: ['DS', 'DP'] },
  { id: 'maha-shivaratri', en: 'Maha Shivaratri', hi: 'महाशिवरात्रि', category: 'festival', rules: { all: tithiRule(11, 29, 'nishita', 'greater', 'day-it-begins') }, source: ['DS', 'NS'] },
  { id: 'holika-dahan', en: 'Holika Dahan', hi: 'होलिका दहन', category: 'festival', rules: { all: tithiRule(12, 15, 'pradosha', 'first', 'day-it-begins', { window: 'bhadra-free-night' }) }, source: ['DS', 'DP'] },
  { id: 'holi', en: 'Holi', hi: 'होली', category: 'festival', rules: { all: { kind: 'day-after', festival: 'holika-dahan' } }, source: ['DP'] },
  { id: 'chaitra-navaratri-begins', en: 'Chaitra Navaratri begins (Ghatasthapana)', hi: 'चैत्र नवरात्रि आरंभ (घटस्थापना)', category: 'festival', rules: { all: tithiRule(1, 1, 'sunrise', 'first', 'day-it-begins') }, source: ['DS', 'DP'] },
  { id: 'ram-navami', en: 'Ram Navami', hi: 'राम नवमी', category: 'festival', rules: { all: tithiRule(1, 9, 'madhyahna', 'greater', 'day-it-begins') }, source: ['DS', 'NS'] },
  { id: 'hanuman-jayanti', en: 'Hanuman Jayanti', hi: 'हनुमान जयंती', category: 'festival', rules: { all: tithiRule(1, 15, 'sunrise', 'first', 'day-it-begins') }, source: ['DP'] },
  { id: 'vat-savitri', en: 'Vat Savitri Vrat', hi: 'वट सावित्री व्रत', category: 'festival', rules: { all: tithiRule(2, 30, 'madhyahna', 'first', 'day-it-begins') }, source: ['DP'] },
  { id: 'akshaya-tritiya', en: 'Akshaya Tritiya', hi: 'अक्षय तृतीया', category: 'festival', rules: { all: tithiRule(2, 3, 'sunrise', 'first', 'day-it-begins', { minGhatisAfterSunrise: 6, window: 'purvahna' }) }, source: ['NS', 'DP'] },
  { id: 'rath-yatra', en: 'Rath Yatra', hi: 'रथ यात्रा', category: 'festival', rules: { all: tithiRule(4, 2, 'sunrise', 'first', 'day-it-begins') }, source: ['DP'] },
  { id: 'guru-purnima', en: 'Guru Purnima', hi: 'गुरु पूर्णिमा', category: 'festival', rules: { all: tithiRule(4, 15, 'sunrise', 'first', 'day-it-begins', { minGhatisAfterSunrise: 6 }) }, source: ['NS', 'DP'] },
  { id: 'hariyali-teej', en: 'Hariyali Teej', hi: 'हरियाली तीज', category: 'festival', rules: { all: tithiRule(5, 3, 'sunrise', 'first', 'day-it-begins') }, source: ['DP'] },
  { id: 'nag-panchami', en: 'Nag Panchami', hi: 'नाग पंचमी', category: 'festival', rules: { all: tithiRule(5, 5, 'sunrise', 'first', 'day-it-begins', { minGhatisAfterSunrise: 6, window: 'pratahkal' }) }, source: ['DP'] },
  { id: 'raksha-bandhan', en: 'Raksha Bandhan', hi: 'रक्षा बंधन', category: 'festival', rules: { all: tithiRule(5, 15, 'sunrise', 'first', 'day-it-begins', { minGhatisAfterSunrise: 6, window: 'bhadra-free-day' }) }, source: ['NS', 'DP'] },
  {
    id: 'krishna-janmashtami', en: 'Krishna Janmashtami', hi: 'कृष्ण जन्माष्टमी', category: 'festival',
    rules: { smarta: tithiRule(5, 23, 'midnight', 'first', 'day-it-ends', { window: 'nishita' }), vaishnava: tithiRule(5, 23, 'sunrise', 'second', 'day-it-ends') },
    source: ['DS', 'HBV'],
  },
  { id: 'hartalika-teej', en: 'Hartalika Teej', hi: 'हरतालिका तीज', category: 'festival', rules: { all: tithiRule(6, 3, 'sunrise', 'first', 'day-it-begins', { window: 'pratahkal' }) }, source: ['DP'] },
  { id: 'ganesh-chaturthi', en: 'Ganesh Chaturthi', hi: 'गणेश चतुर्थी', category: 'festival', rules: { all: tithiRule(6, 4, 'madhyahna', 'greater', 'day-it-begins') }, source: ['DS', 'DP'] },
  { id: 'navaratri-begins', en: 'Sharad Navaratri begins (Ghatasthapana)', hi: 'शारदीय नवरात्रि आरंभ (घटस्थापना)', category: 'festival', rules: { all: tithiRule(7, 1, 'sunrise', 'first', 'day-it-begins') }, source: ['DS', 'DP'] },
  { id: 'dussehra', en: 'Dussehra (Vijayadashami)', hi: 'दशहरा (विजयादशमी)', category: 'festival', rules: { all: tithiRule(7, 10, 'aparahna', 'first', 'day-it-ends') }, source: ['DS', 'DP'] },
  { id: 'sharad-purnima', en: 'Sharad Purnima', hi: 'शरद पूर्णिमा', category: 'festival', rules: { all: tithiRule(7, 15, 'moonrise', 'first', 'day-it-begins') }, source: ['DP'] },
  { id: 'karwa-chauth', en: 'Karwa Chauth', hi: 'करवा चौथ', category: 'festival', rules: { all: tithiRule(7, 19, 'moonrise', 'first', 'day-it-ends') }, source: ['DP'] },
  { id: 'dhanteras', en: 'Dhanteras', hi: 'धनतेरस', category: 'festival', rules: { all: tithiRule(7, 28, 'pradosha', 'greater', 'day-it-begins') }, source: ['DP'] },
  { id: 'naraka-chaturdashi', en: 'Naraka Chaturdashi', hi: 'नरक चतुर्दशी', category: 'festival', rules: { all: tithiRule(7, 29, 'sunrise', 'first', 'day-it-begins') }, source: ['DP'] },
  { id: 'diwali', en: 'Diwali (Lakshmi Puja)', hi: 'दीपावली (लक्ष्मी पूजा)', category: 'festival', rules: { all: tithiRule(7, 30, 'pradosha', 'second-if-one-ghati', 'day-it-ends') }, source: ['DS', 'DP'] },
  { id: 'govardhan-puja', en: 'Govardhan Puja', hi: 'गोवर्धन पूजा', category: 'festival', rules: { all: tithiRule(8, 1, 'pratahkal', 'greater', 'day-it-ends') }, source: ['DP'] },
  { id: 'bhai-dooj', en: 'Bhai Dooj', hi: 'भाई दूज', category: 'festival', rules: { all: tithiRule(8, 2, 'aparahna', 'greater', 'day-it-begins') }, source: ['DS', 'DP'] },
  { id: 'chhath-puja', en: 'Chhath Puja', hi: 'छठ पूजा', category: 'festival', rules: { all: tithiRule(8, 6, 'sunrise', 'first', 'day-it-begins') }, source: ['DP'] },
] as const satisfies readonly FestivalRecord[];

/**
 * The 26 named Ekadashis, by amanta month and paksha (tithi 11 Shukla, 26 Krishna); the two of an adhika month
 * (month 0 here) are Padmini (Shukla) and Parama (Krishna). Each is kept by the Smarta and the Vaishnava rule
 * (astro/festivals/ekadashi.ts), with the parana the next morning.
 */
export const EKADASHIS = [
  { id: 'kamada-ekadashi', month: 1, tithi: 11, en: 'Kamada Ekadashi', hi: 'कामदा एकादशी' },
  { id: 'varuthini-ekadashi', month: 1, tithi: 26, en: 'Varuthini Ekadashi', hi: 'वरूथिनी एकादशी' },
  { id: 'mohini-ekadashi', month: 2, tithi: 11, en: 'Mohini Ekadashi', hi: 'मोहिनी एकादशी' },
  { id: 'apara-ekadashi', month: 2, tithi: 26, en: 'Apara Ekadashi', hi: 'अपरा एकादशी' },
  { id: 'nirjala-ekadashi', month: 3, tithi: 11, en: 'Nirjala Ekadashi', hi: 'निर्जला एकादशी' },
  { id: 'yogini-ekadashi', month: 3, tithi: 26, en: 'Yogini Ekadashi', hi: 'योगिनी एकादशी' },
  { id: 'devshayani-ekadashi', month: 4, tithi: 11, en: 'Devshayani Ekadashi', hi: 'देवशयनी एकादशी' },
  { id: 'kamika-ekadashi', month: 4, tithi: 26, en: 'Kamika Ekadashi', hi: 'कामिका एकादशी' },
  { id: 'shravana-putrada-ekadashi', month: 5, tithi: 11, en: 'Shravana Putrada Ekadashi', hi: 'श्रावण पुत्रदा एकादशी' },
  { id: 'aja-ekadashi', month: 5, tithi: 26, en: 'Aja Ekadashi', hi: 'अजा एकादशी' },
  { id: 'parsva-ekadashi', month: 6, tithi: 11, en: 'Parsva (Parivartini) Ekadashi', hi: 'परिवर्तिनी एकादशी' },
  { id: 'indira-ekadashi', month: 6, tithi: 26, en: 'Indira Ekadashi', hi: 'इन्दिरा एकादशी' },
  { id: 'papankusha-ekadashi', month: 7, tithi: 11, en: 'Papankusha Ekadashi', hi: 'पापांकुशा एकादशी' },
  { id: 'rama-ekadashi', month: 7, tithi: 26, en: 'Rama Ekadashi', hi: 'रमा एकादशी' },
  { id: 'devutthana-ekadashi', month: 8, tithi: 11, en: 'Devutthana (Prabodhini) Ekadashi', hi: 'देवउठनी (प्रबोधिनी) एकादशी' },
  { id: 'utpanna-ekadashi', month: 8, tithi: 26, en: 'Utpanna Ekadashi', hi: 'उत्पन्ना एकादशी' },
  { id: 'mokshada-ekadashi', month: 9, tithi: 11, en: 'Mokshada Ekadashi', hi: 'मोक्षदा एकादशी' },
  { id: 'saphala-ekadashi', month: 9, tithi: 26, en: 'Saphala Ekadashi', hi: 'सफला एकादशी' },
  { id: 'pausha-putrada-ekadashi', month: 10, tithi: 11, en: 'Pausha Putrada Ekadashi', hi: 'पौष पुत्रदा एकादशी' },
  { id: 'shattila-ekadashi', month: 10, tithi: 26, en: 'Shattila Ekadashi', hi: 'षटतिला एकादशी' },
  { id: 'jaya-ekadashi', month: 11, tithi: 11, en: 'Jaya Ekadashi', hi: 'जया एकादशी' },
  { id: 'vijaya-ekadashi', month: 11, tithi: 26, en: 'Vijaya Ekadashi', hi: 'विजया एकादशी' },
  { id: 'amalaki-ekadashi', month: 12, tithi: 11, en: 'Amalaki Ekadashi', hi: 'आमलकी एकादशी' },
  { id: 'papamochani-ekadashi', month: 12, tithi: 26, en: 'Papamochani Ekadashi', hi: 'पापमोचनी एकादशी' },
  { id: 'padmini-ekadashi', month: 0, tithi: 11, en: 'Padmini Ekadashi', hi: 'पद्मिनी एकादशी' },
  { id: 'parama-ekadashi', month: 0, tithi: 26, en: 'Parama Ekadashi', hi: 'परमा एकादशी' },
] as const satisfies readonly { id: string; month: number; tithi: number; en: string; hi: string }[];

/**
 * The monthly vrats, each kept every lunar month (adhika months included) and named with the month:
 * - Pradosh: Trayodashi (13, 28) in the pradosha kaal (DS; named by weekday, Soma/Bhauma/Shani Pradosh);
 * - Sankashti Chaturthi: Krishna Chaturthi (19) at moonrise, the fast broken on seeing the Moon (DP); when the
 *   Chaturthi holds neither evening's moonrise, the day it holds the sunrise;
 * - Purnima and Amavasya: the day the tithi holds at sunrise (udaya tithi); a kshaya one, the day it begins.
 * - Sankranti: each of the twelve solar ingresses (Makar Sankranti is also a named festival), by the
 *   sankranti rule above.
 */
export const MONTHLY_VRATS = [
  { id: 'pradosh', category: 'pradosh', en: 'Pradosh Vrat', hi: 'प्रदोष व्रत', tithis: [13, 28], kala: 'pradosha', both: 'greater', neither: 'day-it-begins', source: ['DS'] },
  { id: 'sankashti-chaturthi', category: 'sankashti', en: 'Sankashti Chaturthi', hi: 'संकष्टी चतुर्थी', tithis: [19], kala: 'moonrise', both: 'first', neither: 'day-it-ends', source: ['DP'] },
  { id: 'purnima', category: 'purnima', en: 'Purnima', hi: 'पूर्णिमा', tithis: [15], kala: 'sunrise', both: 'first', neither: 'day-it-begins', source: ['DP'] },
  { id: 'amavasya', category: 'amavasya', en: 'Amavasya', hi: 'अमावस्या', tithis: [30], kala: 'sunrise', both: 'first', neither: 'day-it-begins', source: ['DP'] },
] as const satisfies readonly {
  id: string; category: FestivalCategory; en: string; hi: string; tithis: readonly number[]; kala: FestivalKala; both: FestivalBothDaysRule; neither: FestivalNeitherDayRule; source: readonly SourceId[];
}[];

export const SANKRANTI = { id: 'sankranti', category: 'sankranti', en: 'Sankranti', hi: 'संक्रांति', source: ['DS'] } as const;

export type NamedFestivalId = (typeof FESTIVALS)[number]['id'];
export type EkadashiId = (typeof EKADASHIS)[number]['id'];
export type MonthlyVratId = (typeof MONTHLY_VRATS)[number]['id'];
export type FestivalId = NamedFestivalId | EkadashiId | MonthlyVratId | typeof SANKRANTI.id;

/** Every festival id with its names and category, in calendar order of the tables above. */
export const FESTIVAL_IDS: readonly FestivalId[] = [
  ...FESTIVALS.map((f) => f.id),
  ...EKADASHIS.map((e) => e.id),
  ...MONTHLY_VRATS.map((v) => v.id),
  SANKRANTI.id,
];

export interface FestivalName {
  readonly id: FestivalId;
  readonly en: string;
  readonly hi: string;
  readonly category: FestivalCategory;
  readonly source: readonly SourceId[];
}

const NAMES: ReadonlyMap<string, FestivalName> = new Map<string, FestivalName>([
  ...FESTIVALS.map((f) => [f.id, { id: f.id, en: f.en, hi: f.hi, category: f.category, source: f.source }] as const),
  ...EKADASHIS.map((e) => [e.id, { id: e.id, en: e.en, hi: e.hi, category: 'ekadashi', source: ['DS', 'HBV'] }] as const),
  ...MONTHLY_VRATS.map((v) => [v.id, { id: v.id, en: v.en, hi: v.hi, category: v.category, source: v.source }] as const),
  [SANKRANTI.id, SANKRANTI],
]);

/** Names, category and sources of a festival id, or null for an unknown id. */
export function festivalById(id: string): FestivalName | null {
  return NAMES.get(id) ?? null;
}

/** The sources' names spelled out, for clients. */
export const FESTIVAL_SOURCES = {
  DS: 'Dharmasindhu (Kashinath Upadhyaya, 1790)',
  NS: 'Nirnayasindhu (Kamalakara Bhatta, 1612)',
  DP: 'drikpanchang.com festival conventions',
  HBV: 'Hari Bhakti Vilasa (Vaishnava rules)',
  SD: 'R. Sewell and S. B. Dikshit, The Indian Calendar (1896), Art. 28 (the civil start of a solar month by region)',
} as const satisfies Record<SourceId, string>;

/** A tradition's name. */
export const TRADITION_NAMES = {
  smarta: { en: 'Smarta', hi: 'स्मार्त' },
  vaishnava: { en: 'Vaishnava', hi: 'वैष्णव' },
} as const satisfies Record<Tradition, Text>;

/** The kalas' names. */
export const KALA_NAMES = {
  sunrise: { en: 'sunrise (udaya tithi)', hi: 'सूर्योदय (उदया तिथि)' },
  pratahkal: { en: 'pratahkal (the morning)', hi: 'प्रातःकाल' },
  purvahna: { en: 'purvahna (the forenoon)', hi: 'पूर्वाह्न' },
  madhyahna: { en: 'madhyahna (midday)', hi: 'मध्याह्न' },
  aparahna: { en: 'aparahna (the afternoon)', hi: 'अपराह्न' },
  pradosha: { en: 'pradosha kaal (after sunset)', hi: 'प्रदोष काल' },
  nishita: { en: 'nishita kaal (around midnight)', hi: 'निशीथ काल' },
  midnight: { en: 'midnight', hi: 'अर्धरात्रि' },
  moonrise: { en: 'moonrise', hi: 'चंद्रोदय' },
} as const satisfies Record<FestivalKala, Text>;

/**
 * The one-line why of an occurrence, by how its day was decided. Placeholders: {tithi} (month, paksha and tithi,
 * e.g. "Kartika Krishna Amavasya"), {kala}, {ghatis}, {sign}, {time}, {festival}.
 */
export const WHY_SENTENCES = {
  'only-day': { en: '{tithi} holds the {kala} of this day only.', hi: '{tithi} केवल इसी दिन के {kala} में है।' },
  'both-days:greater': { en: '{tithi} touches the {kala} of two days; this day holds the greater part of it.', hi: '{tithi} दो दिनों के {kala} में है; इस दिन उसका अधिक भाग है।' },
  'both-days:first': { en: '{tithi} touches the {kala} of two days; the rule keeps the first.', hi: '{tithi} दो दिनों के {kala} में है; नियम से पहला दिन लिया जाता है।' },
  'both-days:second': { en: '{tithi} touches the {kala} of two days; the rule keeps the second.', hi: '{tithi} दो दिनों के {kala} में है; नियम से दूसरा दिन लिया जाता है।' },
  'one-ghati:second': {
    en: '{tithi} touches the {kala} of two days and lasts at least one ghati into the second\'s, so the second is kept.',
    hi: '{tithi} दो दिनों के {kala} में है और दूसरे दिन कम से कम एक घटी रहती है, इसलिए दूसरा दिन लिया जाता है।',
  },
  'one-ghati:first': {
    en: '{tithi} touches the {kala} of two days but lasts less than one ghati into the second\'s, so the first is kept.',
    hi: '{tithi} दो दिनों के {kala} में है पर दूसरे दिन एक घटी से कम रहती है, इसलिए पहला दिन लिया जाता है।',
  },
  'neither-day:day-it-begins': { en: '{tithi} falls between two days\' {kala}; it is kept on the day it begins.', hi: '{tithi} किसी दिन के {kala} में नहीं है; जिस दिन वह आरंभ होती है, उसी दिन मनाया जाता है।' },
  'neither-day:day-it-ends': { en: '{tithi} falls between two days\' {kala}; it is kept on the day it ends.', hi: '{tithi} किसी दिन के {kala} में नहीं है; जिस दिन वह समाप्त होती है, उसी दिन मनाया जाता है।' },
  'tithi-too-short-after-sunrise': {
    en: '{tithi} lasts less than {ghatis} ghatis after the next sunrise, so it is kept on the day it begins.',
    hi: '{tithi} अगले सूर्योदय के बाद {ghatis} घटी से कम रहती है, इसलिए जिस दिन वह आरंभ होती है, उसी दिन मनाया जाता है।',
  },
  'dwadashi-kshaya': {
    en: 'Dwadashi ends before the sunrise after {tithi}, so Smartas fast on the day the Ekadashi begins.',
    hi: '{tithi} के बाद के सूर्योदय से पहले द्वादशी समाप्त हो जाती है, इसलिए स्मार्त एकादशी के आरंभ के दिन व्रत रखते हैं।',
  },
  'dashami-at-arunodaya': {
    en: 'Dashami touches the arunodaya before the first sunrise of {tithi}, so Vaishnavas fast on the next day.',
    hi: '{tithi} के पहले सूर्योदय के अरुणोदय में दशमी है, इसलिए वैष्णव अगले दिन व्रत रखते हैं।',
  },
  'bhadra-whole-night': {
    en: 'Bhadra covers the first evening of {tithi} until midnight, so it moves to the next evening\'s pradosha.',
    hi: '{tithi} की पहली रात में अर्धरात्रि तक भद्रा है, इसलिए यह अगले दिन के प्रदोष काल में होता है।',
  },
  'sankranti-before-sunset': { en: 'The Sun enters {sign} at {time}, before that day\'s sunset.', hi: 'सूर्य {time} पर {sign} में प्रवेश करता है, उस दिन के सूर्यास्त से पहले।' },
  'sankranti-after-sunset': { en: 'The Sun enters {sign} at {time}, after sunset, so it is kept the next day.', hi: 'सूर्य {time} पर, सूर्यास्त के बाद, {sign} में प्रवेश करता है, इसलिए अगले दिन मनाया जाता है।' },
  'day-after': { en: 'The day after {festival}.', hi: '{festival} के अगले दिन।' },
  'solar-month-start': {
    en: 'The Sun enters {sign} at {time}; by the {rule} the solar month, and the new year, begins on this day.',
    hi: 'सूर्य {time} पर {sign} में प्रवेश करता है; {rule} से सौर मास, और नव वर्ष, इसी दिन आरंभ होता है।',
  },
} as const satisfies Record<string, Text>;

/**
 * The names almanacs give a Pradosh by its weekday (Soma Pradosh on a Monday, Shani Pradosh on a Saturday …),
 * 0 = Sunday, and the Sankashti Chaturthi that falls on a Tuesday (Angaraki).
 */
export const PRADOSH_BY_WEEKDAY = [
  { en: 'Ravi Pradosh Vrat', hi: 'रवि प्रदोष व्रत' },
  { en: 'Soma Pradosh Vrat', hi: 'सोम प्रदोष व्रत' },
  { en: 'Bhauma Pradosh Vrat', hi: 'भौम प्रदोष व्रत' },
  { en: 'Budha Pradosh Vrat', hi: 'बुध प्रदोष व्रत' },
  { en: 'Guru Pradosh Vrat', hi: 'गुरु प्रदोष व्रत' },
  { en: 'Shukra Pradosh Vrat', hi: 'शुक्र प्रदोष व्रत' },
  { en: 'Shani Pradosh Vrat', hi: 'शनि प्रदोष व्रत' },
] as const satisfies readonly Text[];

export const ANGARAKI_SANKASHTI = { en: 'Angaraki Sankashti Chaturthi', hi: 'अंगारकी संकष्टी चतुर्थी' } as const;
