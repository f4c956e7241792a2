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
 * The seven other languages name a festival as its region's almanacs name the day the record keeps (the Tamil
 * panchangams, the Telugu and Kannada panchangams, the Malayalam Kollavarsham almanacs, the Marathi Kalnirnay, the
 * Bengali panjikas, the Gujarati panchangs): Tamil and Malayalam Deepavali on Naraka Chaturdashi, Ugadi, Yugadi and
 * Gudi Padwa on the Chaitra Pratipada, Gujarati Holi on the bonfire night and Dhuleti the day after, Bengali
 * Dipabali (Lakshmi Puja) for the pradosha Amavasya of this record rather than the Kali Puja its panjikas keep at
 * midnight; a name kept elsewhere by another rule (Tamil Vaikunta Ekadashi by the solar month, Kerala's Ashtami
 * Rohini by the nakshatra) is not given to a record whose rule differs. Not yet checked name by name against a
 * published table (docs/languages.md).
 */
import { LANGS, type Names } from './text.ts';
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

export interface FestivalRecord extends Names {
  readonly id: string;
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
  { id: 'makar-sankranti', en: 'Makar Sankranti', hi: 'मकर संक्रांति', ta: 'மகர சங்கராந்தி (தைப்பொங்கல்)', te: 'మకర సంక్రాంతి', kn: 'ಮಕರ ಸಂಕ್ರಾಂತಿ', ml: 'മകരസംക്രമം', mr: 'मकर संक्रांत', bn: 'মকর সংক্রান্তি (পৌষ সংক্রান্তি)', gu: 'મકર સંક્રાંતિ (ઉત્તરાયણ)', category: 'festival', rules: { all: { kind: 'sankranti', sign: 10 } }, source: ['DS', 'DP'] },
  { id: 'pana-sankranti', en: 'Pana Sankranti (Odia New Year)', hi: 'पणा संक्रांति (ओड़िया नव वर्ष)', ta: 'பணா சங்கராந்தி (ஒடியா புத்தாண்டு)', te: 'పణా సంక్రాంతి (ఒడియా నూతన సంవత్సరం)', kn: 'ಪಣಾ ಸಂಕ್ರಾಂತಿ (ಒಡಿಯಾ ಹೊಸ ವರ್ಷ)', ml: 'പണാ സംക്രാന്തി (ഒഡിയ പുതുവർഷം)', mr: 'पणा संक्रांती (ओडिया नववर्ष)', bn: 'পণা সংক্রান্তি (ওড়িয়া নববর্ষ)', gu: 'પણા સંક્રાંતિ (ઓડિયા નવું વર્ષ)', category: 'festival', rules: { all: { kind: 'solar-month', sign: 1, rule: 'orissa' } }, source: ['SD'] },
  { id: 'baisakhi', en: 'Baisakhi', hi: 'बैसाखी', ta: 'வைசாகி', te: 'వైశాఖి', kn: 'ವೈಶಾಖಿ', ml: 'വൈശാഖി', mr: 'बैसाखी', bn: 'বৈশাখী', gu: 'વૈશાખી', category: 'festival', rules: { all: { kind: 'solar-month', sign: 1, rule: 'orissa' } }, source: ['SD'] },
  { id: 'puthandu', en: 'Puthandu (Tamil New Year)', hi: 'पुथांडु (तमिल नव वर्ष)', ta: 'தமிழ்ப் புத்தாண்டு', te: 'పుత్తాండు (తమిళ నూతన సంవత్సరం)', kn: 'ಪುತ್ತಾಂಡು (ತಮಿಳು ಹೊಸ ವರ್ಷ)', ml: 'പുത്താണ്ട് (തമിഴ് പുതുവർഷം)', mr: 'पुथांडु (तमिळ नववर्ष)', bn: 'পুথান্ডু (তামিল নববর্ষ)', gu: 'પુથાંડુ (તમિલ નવું વર્ષ)', category: 'festival', rules: { all: { kind: 'solar-month', sign: 1, rule: 'tamil' } }, source: ['SD'] },
  { id: 'vishu', en: 'Vishu', hi: 'विशु', ta: 'விஷு', te: 'విషు', kn: 'ವಿಷು', ml: 'വിഷു', mr: 'विशु', bn: 'বিষু', gu: 'વિશુ', category: 'festival', rules: { all: { kind: 'solar-month', sign: 1, rule: 'malabar' } }, source: ['SD'] },
  { id: 'pohela-boishakh', en: 'Pohela Boishakh (Bengali New Year)', hi: 'पोहेला बोइशाख (बंगाली नव वर्ष)', ta: 'பொஹேலா பொய்சாக் (வங்காளப் புத்தாண்டு)', te: 'పొహెలా బోయిశాఖ్ (బెంగాలీ నూతన సంవత్సరం)', kn: 'ಪೊಹೆಲಾ ಬೊಯಿಶಾಖ್ (ಬಂಗಾಳಿ ಹೊಸ ವರ್ಷ)', ml: 'പൊഹേല ബൊയിശാഖ് (ബംഗാളി പുതുവർഷം)', mr: 'पोहेला बोइशाख (बंगाली नववर्ष)', bn: 'পয়লা বৈশাখ (বাংলা নববর্ষ)', gu: 'પોહેલા બોઇશાખ (બંગાળી નવું વર્ષ)', category: 'festival', rules: { all: { kind: 'solar-month', sign: 1, rule: 'bengal' } }, source: ['SD'] },
  { id: 'chingam-1', en: 'Chingam 1 (Malayalam New Year)', hi: 'चिंगम 1 (मलयालम नव वर्ष)', ta: 'சிங்கம் 1 (மலையாளப் புத்தாண்டு)', te: 'చింగం 1 (మలయాళ నూతన సంవత్సరం)', kn: 'ಚಿಂಗಂ 1 (ಮಲಯಾಳಂ ಹೊಸ ವರ್ಷ)', ml: 'ചിങ്ങം 1 (മലയാള പുതുവർഷം)', mr: 'चिंगम 1 (मल्याळम नववर्ष)', bn: 'চিঙ্গম 1 (মালয়ালম নববর্ষ)', gu: 'ચિંગમ 1 (મલયાલમ નવું વર્ષ)', category: 'festival', rules: { all: { kind: 'solar-month', sign: 5, rule: 'malabar' } }, source: ['SD'] },
  { id: 'vasant-panchami', en: 'Vasant Panchami', hi: 'वसंत पंचमी', ta: 'வசந்த பஞ்சமி', te: 'వసంత పంచమి (శ్రీ పంచమి)', kn: 'ವಸಂತ ಪಂಚಮಿ', ml: 'വസന്ത പഞ്ചമി', mr: 'वसंत पंचमी', bn: 'সরস্বতী পুজো (বসন্ত পঞ্চমী)', gu: 'વસંત પંચમી', category: 'festival', rules: { all: tithiRule(11, 5, 'purvahna', 'greater', 'day-it-begins') }, source: ['DS', 'DP'] },
  { id: 'maha-shivaratri', en: 'Maha Shivaratri', hi: 'महाशिवरात्रि', ta: 'மகா சிவராத்திரி', te: 'మహా శివరాత్రి', kn: 'ಮಹಾ ಶಿವರಾತ್ರಿ', ml: 'മഹാശിവരാത്രി', mr: 'महाशिवरात्री', bn: 'মহাশিবরাত্রি', gu: 'મહાશિવરાત્રિ', category: 'festival', rules: { all: tithiRule(11, 29, 'nishita', 'greater', 'day-it-begins') }, source: ['DS', 'NS'] },
  { id: 'holika-dahan', en: 'Holika Dahan', hi: 'होलिका दहन', ta: 'ஹோலிகா தகனம்', te: 'హోలికా దహనం (కామ దహనం)', kn: 'ಹೋಳಿಕಾ ದಹನ (ಕಾಮದಹನ)', ml: 'ഹോളികാ ദഹനം', mr: 'होळी (होलिका दहन)', bn: 'হোলিকা দহন', gu: 'હોળી (હોલિકા દહન)', category: 'festival', rules: { all: tithiRule(12, 15, 'pradosha', 'first', 'day-it-begins', { window: 'bhadra-free-night' }) }, source: ['DS', 'DP'] },
  { id: 'holi', en: 'Holi', hi: 'होली', ta: 'ஹோலி', te: 'హోలీ', kn: 'ಹೋಳಿ', ml: 'ഹോളി', mr: 'धुलिवंदन', bn: 'হোলি', gu: 'ધુળેટી', category: 'festival', rules: { all: { kind: 'day-after', festival: 'holika-dahan' } }, source: ['DP'] },
  { id: 'chaitra-navaratri-begins', en: 'Chaitra Navaratri begins (Ghatasthapana)', hi: 'चैत्र नवरात्रि आरंभ (घटस्थापना)', ta: 'சைத்ர நவராத்திரி தொடக்கம் (கடஸ்தாபனம்)', te: 'ఉగాది (చైత్ర నవరాత్రుల ప్రారంభం)', kn: 'ಯುಗಾದಿ (ಚೈತ್ರ ನವರಾತ್ರಿ ಆರಂಭ)', ml: 'ചൈത്ര നവരാത്രി ആരംഭം (ഘടസ്ഥാപനം)', mr: 'गुढीपाडवा (चैत्र नवरात्रारंभ, घटस्थापना)', bn: 'বাসন্তী নবরাত্রি শুরু (ঘটস্থাপন)', gu: 'ચૈત્રી નવરાત્રિ આરંભ (ઘટસ્થાપન)', category: 'festival', rules: { all: tithiRule(1, 1, 'sunrise', 'first', 'day-it-begins') }, source: ['DS', 'DP'] },
  { id: 'ram-navami', en: 'Ram Navami', hi: 'राम नवमी', ta: 'ஸ்ரீ ராம நவமி', te: 'శ్రీరామ నవమి', kn: 'ಶ್ರೀರಾಮ ನವಮಿ', ml: 'ശ്രീരാമനവമി', mr: 'रामनवमी', bn: 'রামনবমী', gu: 'રામનવમી', category: 'festival', rules: { all: tithiRule(1, 9, 'madhyahna', 'greater', 'day-it-begins') }, source: ['DS', 'NS'] },
  { id: 'hanuman-jayanti', en: 'Hanuman Jayanti', hi: 'हनुमान जयंती', ta: 'அனுமன் ஜெயந்தி', te: 'హనుమాన్ జయంతి', kn: 'ಹನುಮಾನ್ ಜಯಂತಿ', ml: 'ഹനുമാൻ ജയന്തി', mr: 'हनुमान जयंती', bn: 'হনুমান জয়ন্তী', gu: 'હનુમાન જયંતી', category: 'festival', rules: { all: tithiRule(1, 15, 'sunrise', 'first', 'day-it-begins') }, source: ['DP'] },
  { id: 'vat-savitri', en: 'Vat Savitri Vrat', hi: 'वट सावित्री व्रत', ta: 'வட சாவித்திரி விரதம்', te: 'వట సావిత్రి వ్రతం', kn: 'ವಟ ಸಾವಿತ್ರಿ ವ್ರತ', ml: 'വടസാവിത്രി വ്രതം', mr: 'वट सावित्री व्रत', bn: 'বট সাবিত্রী ব্রত', gu: 'વટ સાવિત્રી વ્રત', category: 'festival', rules: { all: tithiRule(2, 30, 'madhyahna', 'first', 'day-it-begins') }, source: ['DP'] },
  { id: 'akshaya-tritiya', en: 'Akshaya Tritiya', hi: 'अक्षय तृतीया', ta: 'அட்சய திருதியை', te: 'అక్షయ తృతీయ', kn: 'ಅಕ್ಷಯ ತೃತೀಯಾ', ml: 'അക്ഷയ തൃതീയ', mr: 'अक्षय्य तृतीया', bn: 'অক্ষয় তৃতীয়া', gu: 'અખાત્રીજ (અક્ષય તૃતીયા)', category: 'festival', rules: { all: tithiRule(2, 3, 'sunrise', 'first', 'day-it-begins', { minGhatisAfterSunrise: 6, window: 'purvahna' }) }, source: ['NS', 'DP'] },
  { id: 'rath-yatra', en: 'Rath Yatra', hi: 'रथ यात्रा', ta: 'ரத யாத்திரை', te: 'రథయాత్ర', kn: 'ರಥಯಾತ್ರೆ', ml: 'രഥയാത്ര', mr: 'रथयात्रा', bn: 'রথযাত্রা', gu: 'રથયાત્રા', category: 'festival', rules: { all: tithiRule(4, 2, 'sunrise', 'first', 'day-it-begins') }, source: ['DP'] },
  { id: 'guru-purnima', en: 'Guru Purnima', hi: 'गुरु पूर्णिमा', ta: 'குரு பூர்ணிமா', te: 'గురు పూర్ణిమ', kn: 'ಗುರು ಪೂರ್ಣಿಮೆ', ml: 'ഗുരുപൂർണ്ണിമ', mr: 'गुरुपौर्णिमा', bn: 'গুরু পূর্ণিমা', gu: 'ગુરુપૂર્ણિમા', category: 'festival', rules: { all: tithiRule(4, 15, 'sunrise', 'first', 'day-it-begins', { minGhatisAfterSunrise: 6 }) }, source: ['NS', 'DP'] },
  { id: 'hariyali-teej', en: 'Hariyali Teej', hi: 'हरियाली तीज', ta: 'ஹரியாலி தீஜ்', te: 'హరియాలీ తీజ్', kn: 'ಹರಿಯಾಲಿ ತೀಜ್', ml: 'ഹരിയാലി തീജ്', mr: 'हरियाली तीज', bn: 'হরিয়ালি তীজ', gu: 'હરિયાળી તીજ', category: 'festival', rules: { all: tithiRule(5, 3, 'sunrise', 'first', 'day-it-begins') }, source: ['DP'] },
  { id: 'nag-panchami', en: 'Nag Panchami', hi: 'नाग पंचमी', ta: 'நாக பஞ்சமி', te: 'నాగ పంచమి', kn: 'ನಾಗರ ಪಂಚಮಿ', ml: 'നാഗപഞ്ചമി', mr: 'नागपंचमी', bn: 'নাগপঞ্চমী', gu: 'નાગપંચમી', category: 'festival', rules: { all: tithiRule(5, 5, 'sunrise', 'first', 'day-it-begins', { minGhatisAfterSunrise: 6, window: 'pratahkal' }) }, source: ['DP'] },
  { id: 'raksha-bandhan', en: 'Raksha Bandhan', hi: 'रक्षा बंधन', ta: 'ரக்ஷா பந்தன்', te: 'రక్షా బంధన్ (రాఖీ పౌర్ణమి)', kn: 'ರಕ್ಷಾ ಬಂಧನ', ml: 'രക്ഷാബന്ധൻ', mr: 'रक्षाबंधन (नारळी पौर्णिमा)', bn: 'রাখী বন্ধন', gu: 'રક્ષાબંધન', category: 'festival', rules: { all: tithiRule(5, 15, 'sunrise', 'first', 'day-it-begins', { minGhatisAfterSunrise: 6, window: 'bhadra-free-day' }) }, source: ['NS', 'DP'] },
  {
    id: 'krishna-janmashtami', en: 'Krishna Janmashtami', hi: 'कृष्ण जन्माष्टमी', ta: 'கோகுலாஷ்டமி (கிருஷ்ண ஜெயந்தி)', te: 'శ్రీకృష్ణ జన్మాష్టమి', kn: 'ಶ್ರೀಕೃಷ್ಣ ಜನ್ಮಾಷ್ಟಮಿ', ml: 'ശ്രീകൃഷ്ണ ജന്മാഷ്ടമി', mr: 'कृष्ण जन्माष्टमी (गोकुळाष्टमी)', bn: 'জন্মাষ্টমী', gu: 'જન્માષ્ટમી', category: 'festival',
    rules: { smarta: tithiRule(5, 23, 'midnight', 'first', 'day-it-ends', { window: 'nishita' }), vaishnava: tithiRule(5, 23, 'sunrise', 'second', 'day-it-ends') },
    source: ['DS', 'HBV'],
  },
  { id: 'hartalika-teej', en: 'Hartalika Teej', hi: 'हरतालिका तीज', ta: 'ஹர்தாலிகா தீஜ்', te: 'హర్తాళికా తీజ్', kn: 'ಗೌರಿ ಹಬ್ಬ (ಸ್ವರ್ಣಗೌರಿ ವ್ರತ)', ml: 'ഹർതാലിക തീജ്', mr: 'हरतालिका', bn: 'হরতালিকা তীজ', gu: 'કેવડા ત્રીજ (હરતાલિકા)', category: 'festival', rules: { all: tithiRule(6, 3, 'sunrise', 'first', 'day-it-begins', { window: 'pratahkal' }) }, source: ['DP'] },
  { id: 'ganesh-chaturthi', en: 'Ganesh Chaturthi', hi: 'गणेश चतुर्थी', ta: 'விநாயகர் சதுர்த்தி', te: 'వినాయక చవితి', kn: 'ಗಣೇಶ ಚತುರ್ಥಿ', ml: 'വിനായക ചതുർത്ഥി', mr: 'गणेश चतुर्थी', bn: 'গণেশ চতুর্থী', gu: 'ગણેશ ચતુર્થી', category: 'festival', rules: { all: tithiRule(6, 4, 'madhyahna', 'greater', 'day-it-begins') }, source: ['DS', 'DP'] },
  { id: 'navaratri-begins', en: 'Sharad Navaratri begins (Ghatasthapana)', hi: 'शारदीय नवरात्रि आरंभ (घटस्थापना)', ta: 'நவராத்திரி தொடக்கம் (கடஸ்தாபனம்)', te: 'దసరా నవరాత్రుల ప్రారంభం (ఘటస్థాపన)', kn: 'ನವರಾತ್ರಿ ಆರಂಭ (ಘಟಸ್ಥಾಪನೆ)', ml: 'നവരാത്രി ആരംഭം (ഘടസ്ഥാപനം)', mr: 'शारदीय नवरात्रारंभ (घटस्थापना)', bn: 'শারদীয়া নবরাত্রি শুরু (ঘটস্থাপন)', gu: 'શારદીય નવરાત્રિ આરંભ (ઘટસ્થાપન)', category: 'festival', rules: { all: tithiRule(7, 1, 'sunrise', 'first', 'day-it-begins') }, source: ['DS', 'DP'] },
  { id: 'dussehra', en: 'Dussehra (Vijayadashami)', hi: 'दशहरा (विजयादशमी)', ta: 'விஜயதசமி', te: 'విజయదశమి (దసరా)', kn: 'ವಿಜಯದಶಮಿ (ದಸರಾ)', ml: 'വിജയദശമി', mr: 'दसरा (विजयादशमी)', bn: 'বিজয়া দশমী', gu: 'દશેરા (વિજયાદશમી)', category: 'festival', rules: { all: tithiRule(7, 10, 'aparahna', 'first', 'day-it-ends') }, source: ['DS', 'DP'] },
  { id: 'sharad-purnima', en: 'Sharad Purnima', hi: 'शरद पूर्णिमा', ta: 'சரத் பூர்ணிமா', te: 'శరత్ పూర్ణిమ', kn: 'ಶರದ್ ಪೂರ್ಣಿಮೆ', ml: 'ശരത് പൂർണ്ണിമ', mr: 'कोजागरी पौर्णिमा', bn: 'শারদ পূর্ণিমা (কোজাগরী)', gu: 'શરદ પૂનમ', category: 'festival', rules: { all: tithiRule(7, 15, 'moonrise', 'first', 'day-it-begins') }, source: ['DP'] },
  { id: 'karwa-chauth', en: 'Karwa Chauth', hi: 'करवा चौथ', ta: 'கர்வா சௌத்', te: 'కర్వా చౌత్', kn: 'ಕರ್ವಾ ಚೌತ್', ml: 'കർവാ ചൗത്ത്', mr: 'करवा चौथ', bn: 'করবা চৌথ', gu: 'કરવા ચોથ', category: 'festival', rules: { all: tithiRule(7, 19, 'moonrise', 'first', 'day-it-ends') }, source: ['DP'] },
  { id: 'dhanteras', en: 'Dhanteras', hi: 'धनतेरस', ta: 'தன திரயோதசி (தன்தேரஸ்)', te: 'ధన త్రయోదశి', kn: 'ಧನ ತ್ರಯೋದಶಿ', ml: 'ധനത്രയോദശി', mr: 'धनत्रयोदशी', bn: 'ধনতেরাস', gu: 'ધનતેરસ', category: 'festival', rules: { all: tithiRule(7, 28, 'pradosha', 'greater', 'day-it-begins') }, source: ['DP'] },
  { id: 'naraka-chaturdashi', en: 'Naraka Chaturdashi', hi: 'नरक चतुर्दशी', ta: 'தீபாவளி (நரக சதுர்த்தசி)', te: 'నరక చతుర్దశి', kn: 'ನರಕ ಚತುರ್ದಶಿ', ml: 'ദീപാവലി (നരക ചതുർദശി)', mr: 'नरक चतुर्दशी (अभ्यंगस्नान)', bn: 'ভূত চতুর্দশী (নরক চতুর্দশী)', gu: 'કાળી ચૌદસ (નરક ચતુર્દશી)', category: 'festival', rules: { all: tithiRule(7, 29, 'sunrise', 'first', 'day-it-begins') }, source: ['DP'] },
  { id: 'diwali', en: 'Diwali (Lakshmi Puja)', hi: 'दीपावली (लक्ष्मी पूजा)', ta: 'லட்சுமி பூஜை (தீபாவளி அமாவாசை)', te: 'దీపావళి (లక్ష్మీ పూజ)', kn: 'ದೀಪಾವಳಿ (ಲಕ್ಷ್ಮೀ ಪೂಜೆ)', ml: 'ലക്ഷ്മീപൂജ (ദീപാവലി അമാവാസി)', mr: 'लक्ष्मीपूजन (दिवाळी)', bn: 'দীপাবলি (লক্ষ্মীপুজো)', gu: 'દિવાળી (લક્ષ્મી પૂજન)', category: 'festival', rules: { all: tithiRule(7, 30, 'pradosha', 'second-if-one-ghati', 'day-it-ends') }, source: ['DS', 'DP'] },
  { id: 'govardhan-puja', en: 'Govardhan Puja', hi: 'गोवर्धन पूजा', ta: 'கோவர்த்தன பூஜை', te: 'గోవర్ధన పూజ (బలి పాడ్యమి)', kn: 'ಗೋವರ್ಧನ ಪೂಜೆ (ಬಲಿಪಾಡ್ಯಮಿ)', ml: 'ഗോവർദ്ധന പൂജ', mr: 'गोवर्धन पूजा (बलिप्रतिपदा)', bn: 'গোবর্ধন পুজো', gu: 'ગોવર્ધન પૂજા (બેસતું વર્ષ)', category: 'festival', rules: { all: tithiRule(8, 1, 'pratahkal', 'greater', 'day-it-ends') }, source: ['DP'] },
  { id: 'bhai-dooj', en: 'Bhai Dooj', hi: 'भाई दूज', ta: 'யம துவிதியை (பாய் தூஜ்)', te: 'యమ ద్వితీయ (భగినీ హస్త భోజనం)', kn: 'ಯಮ ದ್ವಿತೀಯಾ (ಭಾಯಿ ದೂಜ್)', ml: 'യമദ്വിതീയ (ഭായി ദൂജ്)', mr: 'भाऊबीज', bn: 'ভাইফোঁটা', gu: 'ભાઈબીજ', category: 'festival', rules: { all: tithiRule(8, 2, 'aparahna', 'greater', 'day-it-begins') }, source: ['DS', 'DP'] },
  { id: 'chhath-puja', en: 'Chhath Puja', hi: 'छठ पूजा', ta: 'சட் பூஜை', te: 'ఛఠ్ పూజ', kn: 'ಛಠ್ ಪೂಜೆ', ml: 'ഛഠ് പൂജ', mr: 'छठ पूजा', bn: 'ছট পুজো', gu: 'છઠ પૂજા', category: 'festival', rules: { all: tithiRule(8, 6, 'sunrise', 'first', 'day-it-begins') }, source: ['DP'] },
] as const satisfies readonly FestivalRecord[];

/**
 * The 26 named Ekadashis, by amanta month and paksha (tithi 11 Shukla, 26 Krishna); the two of an adhika month
 * (month 0 here) are Padmini (Shukla) and Parama (Krishna). Each is kept by the Smarta and the Vaishnava rule
 * (astro/festivals/ekadashi.ts), with the parana the next morning.
 */
export const EKADASHIS = [
  { id: 'kamada-ekadashi', month: 1, tithi: 11, en: 'Kamada Ekadashi', hi: 'कामदा एकादशी', ta: 'காமதா ஏகாதசி', te: 'కామద ఏకాదశి', kn: 'ಕಾಮದಾ ಏಕಾದಶಿ', ml: 'കാമദ ഏകാദശി', mr: 'कामदा एकादशी', bn: 'কামদা একাদশী', gu: 'કામદા એકાદશી' },
  { id: 'varuthini-ekadashi', month: 1, tithi: 26, en: 'Varuthini Ekadashi', hi: 'वरूथिनी एकादशी', ta: 'வருதினி ஏகாதசி', te: 'వరూథిని ఏకాదశి', kn: 'ವರೂಥಿನಿ ಏಕಾದಶಿ', ml: 'വരൂഥിനി ഏകാദശി', mr: 'वरूथिनी एकादशी', bn: 'বরূথিনী একাদশী', gu: 'વરૂથિની એકાદશી' },
  { id: 'mohini-ekadashi', month: 2, tithi: 11, en: 'Mohini Ekadashi', hi: 'मोहिनी एकादशी', ta: 'மோகினி ஏகாதசி', te: 'మోహిని ఏకాదశి', kn: 'ಮೋಹಿನಿ ಏಕಾದಶಿ', ml: 'മോഹിനി ഏകാദശി', mr: 'मोहिनी एकादशी', bn: 'মোহিনী একাদশী', gu: 'મોહિની એકાદશી' },
  { id: 'apara-ekadashi', month: 2, tithi: 26, en: 'Apara Ekadashi', hi: 'अपरा एकादशी', ta: 'அபரா ஏகாதசி', te: 'అపర ఏకాదశి', kn: 'ಅಪರಾ ಏಕಾದಶಿ', ml: 'അപര ഏകാദശി', mr: 'अपरा एकादशी', bn: 'অপরা একাদশী', gu: 'અપરા એકાદશી' },
  { id: 'nirjala-ekadashi', month: 3, tithi: 11, en: 'Nirjala Ekadashi', hi: 'निर्जला एकादशी', ta: 'நிர்ஜலா ஏகாதசி', te: 'నిర్జల ఏకాదశి', kn: 'ನಿರ್ಜಲಾ ಏಕಾದಶಿ', ml: 'നിർജല ഏകാദശി', mr: 'निर्जला एकादशी', bn: 'নির্জলা একাদশী', gu: 'નિર્જળા એકાદશી' },
  { id: 'yogini-ekadashi', month: 3, tithi: 26, en: 'Yogini Ekadashi', hi: 'योगिनी एकादशी', ta: 'யோகினி ஏகாதசி', te: 'యోగిని ఏకాదశి', kn: 'ಯೋಗಿನಿ ಏಕಾದಶಿ', ml: 'യോഗിനി ഏകാദശി', mr: 'योगिनी एकादशी', bn: 'যোগিনী একাদশী', gu: 'યોગિની એકાદશી' },
  { id: 'devshayani-ekadashi', month: 4, tithi: 11, en: 'Devshayani Ekadashi', hi: 'देवशयनी एकादशी', ta: 'தேவசயனி ஏகாதசி', te: 'తొలి ఏకాదశి (దేవశయని)', kn: 'ದೇವಶಯನಿ ಏಕಾದಶಿ', ml: 'ദേവശയനി ഏകാദശി', mr: 'देवशयनी (आषाढी) एकादशी', bn: 'দেবশয়নী একাদশী', gu: 'દેવશયની એકાદશી' },
  { id: 'kamika-ekadashi', month: 4, tithi: 26, en: 'Kamika Ekadashi', hi: 'कामिका एकादशी', ta: 'காமிகா ஏகாதசி', te: 'కామిక ఏకాదశి', kn: 'ಕಾಮಿಕಾ ಏಕಾದಶಿ', ml: 'കാമിക ഏകാദശി', mr: 'कामिका एकादशी', bn: 'কামিকা একাদশী', gu: 'કામિકા એકાદશી' },
  { id: 'shravana-putrada-ekadashi', month: 5, tithi: 11, en: 'Shravana Putrada Ekadashi', hi: 'श्रावण पुत्रदा एकादशी', ta: 'சிராவண புத்ரதா ஏகாதசி', te: 'శ్రావణ పుత్రద ఏకాదశి', kn: 'ಶ್ರಾವಣ ಪುತ್ರದಾ ಏಕಾದಶಿ', ml: 'ശ്രാവണ പുത്രദ ഏകാദശി', mr: 'श्रावण पुत्रदा एकादशी', bn: 'শ্রাবণ পুত্রদা একাদশী', gu: 'શ્રાવણ પુત્રદા એકાદશી' },
  { id: 'aja-ekadashi', month: 5, tithi: 26, en: 'Aja Ekadashi', hi: 'अजा एकादशी', ta: 'அஜா ஏகாதசி', te: 'అజ ఏకాదశి', kn: 'ಅಜಾ ಏಕಾದಶಿ', ml: 'അജ ഏകാദശി', mr: 'अजा एकादशी', bn: 'অজা একাদশী', gu: 'અજા એકાદશી' },
  { id: 'parsva-ekadashi', month: 6, tithi: 11, en: 'Parsva (Parivartini) Ekadashi', hi: 'परिवर्तिनी एकादशी', ta: 'பரிவர்த்தினி ஏகாதசி', te: 'పరివర్తిని ఏకాదశి', kn: 'ಪರಿವರ್ತಿನಿ ಏಕಾದಶಿ', ml: 'പരിവർത്തിനി ഏകാദശി', mr: 'परिवर्तिनी एकादशी', bn: 'পার্শ্ব (পরিবর্তিনী) একাদশী', gu: 'પરિવર્તિની એકાદશી' },
  { id: 'indira-ekadashi', month: 6, tithi: 26, en: 'Indira Ekadashi', hi: 'इन्दिरा एकादशी', ta: 'இந்திரா ஏகாதசி', te: 'ఇందిర ఏకాదశి', kn: 'ಇಂದಿರಾ ಏಕಾದಶಿ', ml: 'ഇന്ദിര ഏകാദശി', mr: 'इंदिरा एकादशी', bn: 'ইন্দিরা একাদশী', gu: 'ઇન્દિરા એકાદશી' },
  { id: 'papankusha-ekadashi', month: 7, tithi: 11, en: 'Papankusha Ekadashi', hi: 'पापांकुशा एकादशी', ta: 'பாபாங்குசா ஏகாதசி', te: 'పాపాంకుశ ఏకాదశి', kn: 'ಪಾಪಾಂಕುಶಾ ಏಕಾದಶಿ', ml: 'പാപാങ്കുശ ഏകാദശി', mr: 'पाशांकुशा एकादशी', bn: 'পাপাঙ্কুশা একাদশী', gu: 'પાપાંકુશા એકાદશી' },
  { id: 'rama-ekadashi', month: 7, tithi: 26, en: 'Rama Ekadashi', hi: 'रमा एकादशी', ta: 'ரமா ஏகாதசி', te: 'రమ ఏకాదశి', kn: 'ರಮಾ ಏಕಾದಶಿ', ml: 'രമ ഏകാദശി', mr: 'रमा एकादशी', bn: 'রমা একাদশী', gu: 'રમા એકાદશી' },
  { id: 'devutthana-ekadashi', month: 8, tithi: 11, en: 'Devutthana (Prabodhini) Ekadashi', hi: 'देवउठनी (प्रबोधिनी) एकादशी', ta: 'பிரபோதினி (உத்தான) ஏகாதசி', te: 'ఉత్థాన (ప్రబోధిని) ఏకాదశి', kn: 'ಉತ್ಥಾನ (ಪ್ರಬೋಧಿನಿ) ಏಕಾದಶಿ', ml: 'പ്രബോധിനി (ഉത്ഥാന) ഏകാദശി', mr: 'प्रबोधिनी (कार्तिकी) एकादशी', bn: 'উত্থান (প্রবোধিনী) একাদশী', gu: 'દેવઊઠી (પ્રબોધિની) એકાદશી' },
  { id: 'utpanna-ekadashi', month: 8, tithi: 26, en: 'Utpanna Ekadashi', hi: 'उत्पन्ना एकादशी', ta: 'உத்பன்னா ஏகாதசி', te: 'ఉత్పన్న ఏకాదశి', kn: 'ಉತ್ಪನ್ನಾ ಏಕಾದಶಿ', ml: 'ഉത്പന്ന ഏകാദശി', mr: 'उत्पन्ना एकादशी', bn: 'উৎপন্না একাদশী', gu: 'ઉત્પન્ના એકાદશી' },
  { id: 'mokshada-ekadashi', month: 9, tithi: 11, en: 'Mokshada Ekadashi', hi: 'मोक्षदा एकादशी', ta: 'மோட்சதா ஏகாதசி', te: 'మోక్షద ఏకాదశి', kn: 'ಮೋಕ್ಷದಾ ಏಕಾದಶಿ', ml: 'മോക്ഷദ ഏകാദശി', mr: 'मोक्षदा एकादशी', bn: 'মোক্ষদা একাদশী', gu: 'મોક્ષદા એકાદશી' },
  { id: 'saphala-ekadashi', month: 9, tithi: 26, en: 'Saphala Ekadashi', hi: 'सफला एकादशी', ta: 'சபலா ஏகாதசி', te: 'సఫల ఏకాదశి', kn: 'ಸಫಲಾ ಏಕಾದಶಿ', ml: 'സഫല ഏകാദശി', mr: 'सफला एकादशी', bn: 'সফলা একাদশী', gu: 'સફલા એકાદશી' },
  { id: 'pausha-putrada-ekadashi', month: 10, tithi: 11, en: 'Pausha Putrada Ekadashi', hi: 'पौष पुत्रदा एकादशी', ta: 'பௌஷ புத்ரதா ஏகாதசி', te: 'పుష్య పుత్రద ఏకాదశి', kn: 'ಪುಷ್ಯ ಪುತ್ರದಾ ಏಕಾದಶಿ', ml: 'പൗഷ പുത്രദ ഏകാദശി', mr: 'पौष पुत्रदा एकादशी', bn: 'পৌষ পুত্রদা একাদশী', gu: 'પોષ પુત્રદા એકાદશી' },
  { id: 'shattila-ekadashi', month: 10, tithi: 26, en: 'Shattila Ekadashi', hi: 'षटतिला एकादशी', ta: 'ஷட்திலா ஏகாதசி', te: 'షట్తిల ఏకాదశి', kn: 'ಷಟ್ತಿಲಾ ಏಕಾದಶಿ', ml: 'ഷട്തില ഏകാദശി', mr: 'षट्तिला एकादशी', bn: 'ষটতিলা একাদশী', gu: 'ષટ્તિલા એકાદશી' },
  { id: 'jaya-ekadashi', month: 11, tithi: 11, en: 'Jaya Ekadashi', hi: 'जया एकादशी', ta: 'ஜயா ஏகாதசி', te: 'జయ ఏకాదశి', kn: 'ಜಯಾ ಏಕಾದಶಿ', ml: 'ജയ ഏകാദശി', mr: 'जया एकादशी', bn: 'জয়া একাদশী', gu: 'જયા એકાદશી' },
  { id: 'vijaya-ekadashi', month: 11, tithi: 26, en: 'Vijaya Ekadashi', hi: 'विजया एकादशी', ta: 'விஜயா ஏகாதசி', te: 'విజయ ఏకాదశి', kn: 'ವಿಜಯಾ ಏಕಾದಶಿ', ml: 'വിജയ ഏകാദശി', mr: 'विजया एकादशी', bn: 'বিজয়া একাদশী', gu: 'વિજયા એકાદશી' },
  { id: 'amalaki-ekadashi', month: 12, tithi: 11, en: 'Amalaki Ekadashi', hi: 'आमलकी एकादशी', ta: 'ஆமலகி ஏகாதசி', te: 'ఆమలకి ఏకాదశి', kn: 'ಆಮಲಕೀ ಏಕಾದಶಿ', ml: 'ആമലകി ഏകാദശി', mr: 'आमलकी एकादशी', bn: 'আমলকী একাদশী', gu: 'આમલકી એકાદશી' },
  { id: 'papamochani-ekadashi', month: 12, tithi: 26, en: 'Papamochani Ekadashi', hi: 'पापमोचनी एकादशी', ta: 'பாபமோசனி ஏகாதசி', te: 'పాపమోచని ఏకాదశి', kn: 'ಪಾಪಮೋಚನಿ ಏಕಾದಶಿ', ml: 'പാപമോചനി ഏകാദശി', mr: 'पापमोचनी एकादशी', bn: 'পাপমোচনী একাদশী', gu: 'પાપમોચની એકાદશી' },
  { id: 'padmini-ekadashi', month: 0, tithi: 11, en: 'Padmini Ekadashi', hi: 'पद्मिनी एकादशी', ta: 'பத்மினி ஏகாதசி', te: 'పద్మిని ఏకాదశి', kn: 'ಪದ್ಮಿನಿ ಏಕಾದಶಿ', ml: 'പദ്മിനി ഏകാദശി', mr: 'पद्मिनी एकादशी', bn: 'পদ্মিনী একাদশী', gu: 'પદ્મિની એકાદશી' },
  { id: 'parama-ekadashi', month: 0, tithi: 26, en: 'Parama Ekadashi', hi: 'परमा एकादशी', ta: 'பரமா ஏகாதசி', te: 'పరమ ఏకాదశి', kn: 'ಪರಮಾ ಏಕಾದಶಿ', ml: 'പരമ ഏകാദശി', mr: 'परमा एकादशी', bn: 'পরমা একাদশী', gu: 'પરમા એકાદશી' },
] as const satisfies readonly ({ id: string; month: number; tithi: number } & Names)[];

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
  { id: 'pradosh', category: 'pradosh', en: 'Pradosh Vrat', hi: 'प्रदोष व्रत', ta: 'பிரதோஷ விரதம்', te: 'ప్రదోష వ్రతం', kn: 'ಪ್ರದೋಷ ವ್ರತ', ml: 'പ്രദോഷ വ്രതം', mr: 'प्रदोष व्रत', bn: 'প্রদোষ ব্রত', gu: 'પ્રદોષ વ્રત', tithis: [13, 28], kala: 'pradosha', both: 'greater', neither: 'day-it-begins', source: ['DS'] },
  { id: 'sankashti-chaturthi', category: 'sankashti', en: 'Sankashti Chaturthi', hi: 'संकष्टी चतुर्थी', ta: 'சங்கடஹர சதுர்த்தி', te: 'సంకష్టహర చతుర్థి', kn: 'ಸಂಕಷ್ಟಹರ ಚತುರ್ಥಿ', ml: 'സങ്കഷ്ടഹര ചതുർത്ഥി', mr: 'संकष्टी चतुर्थी', bn: 'সংকষ্টী চতুর্থী', gu: 'સંકષ્ટી ચતુર્થી', tithis: [19], kala: 'moonrise', both: 'first', neither: 'day-it-ends', source: ['DP'] },
  { id: 'purnima', category: 'purnima', en: 'Purnima', hi: 'पूर्णिमा', ta: 'பௌர்ணமி', te: 'పౌర్ణమి', kn: 'ಹುಣ್ಣಿಮೆ', ml: 'പൗർണ്ണമി', mr: 'पौर्णिमा', bn: 'পূর্ণিমা', gu: 'પૂનમ', tithis: [15], kala: 'sunrise', both: 'first', neither: 'day-it-begins', source: ['DP'] },
  { id: 'amavasya', category: 'amavasya', en: 'Amavasya', hi: 'अमावस्या', ta: 'அமாவாசை', te: 'అమావాస్య', kn: 'ಅಮಾವಾಸ್ಯೆ', ml: 'അമാവാസി', mr: 'अमावास्या', bn: 'অমাবস্যা', gu: 'અમાસ', tithis: [30], kala: 'sunrise', both: 'first', neither: 'day-it-begins', source: ['DP'] },
] as const satisfies readonly ({
  id: string; category: FestivalCategory; tithis: readonly number[]; kala: FestivalKala; both: FestivalBothDaysRule; neither: FestivalNeitherDayRule; source: readonly SourceId[];
} & Names)[];

export const SANKRANTI = { id: 'sankranti', category: 'sankranti', en: 'Sankranti', hi: 'संक्रांति', ta: 'சங்கராந்தி', te: 'సంక్రాంతి', kn: 'ಸಂಕ್ರಾಂತಿ', ml: 'സംക്രമം', mr: 'संक्रांत', bn: 'সংক্রান্তি', gu: 'સંક્રાંતિ', source: ['DS'] } as const;

/**
 * A sankranti's name by the sign the Sun enters (1 = Mesha … 12 = Meena) in the seven languages besides English and
 * Hindi (which name it by the sign's Sanskrit name and their own word): the sign's stem before the word, as almanacs
 * print it (Tamil Makara Sankaranthi, Marathi Makar Sankrant), Malayalam the month's name with sankramam (Medasankramam,
 * Makarasankramam), as Kerala's almanacs name the Sun's entry.
 */
export const SANKRANTI_BY_SIGN = {
  ta: ['மேஷ சங்கராந்தி', 'ரிஷப சங்கராந்தி', 'மிதுன சங்கராந்தி', 'கடக சங்கராந்தி', 'சிம்ம சங்கராந்தி', 'கன்னி சங்கராந்தி', 'துலா சங்கராந்தி', 'விருச்சிக சங்கராந்தி', 'தனுர் சங்கராந்தி', 'மகர சங்கராந்தி', 'கும்ப சங்கராந்தி', 'மீன சங்கராந்தி'],
  te: ['మేష సంక్రాంతి', 'వృషభ సంక్రాంతి', 'మిథున సంక్రాంతి', 'కర్కాటక సంక్రాంతి', 'సింహ సంక్రాంతి', 'కన్యా సంక్రాంతి', 'తులా సంక్రాంతి', 'వృశ్చిక సంక్రాంతి', 'ధనుస్సంక్రాంతి', 'మకర సంక్రాంతి', 'కుంభ సంక్రాంతి', 'మీన సంక్రాంతి'],
  kn: ['ಮೇಷ ಸಂಕ್ರಾಂತಿ', 'ವೃಷಭ ಸಂಕ್ರಾಂತಿ', 'ಮಿಥುನ ಸಂಕ್ರಾಂತಿ', 'ಕರ್ಕಾಟಕ ಸಂಕ್ರಾಂತಿ', 'ಸಿಂಹ ಸಂಕ್ರಾಂತಿ', 'ಕನ್ಯಾ ಸಂಕ್ರಾಂತಿ', 'ತುಲಾ ಸಂಕ್ರಾಂತಿ', 'ವೃಶ್ಚಿಕ ಸಂಕ್ರಾಂತಿ', 'ಧನು ಸಂಕ್ರಾಂತಿ', 'ಮಕರ ಸಂಕ್ರಾಂತಿ', 'ಕುಂಭ ಸಂಕ್ರಾಂತಿ', 'ಮೀನ ಸಂಕ್ರಾಂತಿ'],
  ml: ['മേടസംക്രമം', 'ഇടവസംക്രമം', 'മിഥുനസംക്രമം', 'കർക്കടകസംക്രമം', 'ചിങ്ങസംക്രമം', 'കന്നിസംക്രമം', 'തുലാസംക്രമം', 'വൃശ്ചികസംക്രമം', 'ധനുസംക്രമം', 'മകരസംക്രമം', 'കുംഭസംക്രമം', 'മീനസംക്രമം'],
  mr: ['मेष संक्रांत', 'वृषभ संक्रांत', 'मिथुन संक्रांत', 'कर्क संक्रांत', 'सिंह संक्रांत', 'कन्या संक्रांत', 'तूळ संक्रांत', 'वृश्चिक संक्रांत', 'धनु संक्रांत', 'मकर संक्रांत', 'कुंभ संक्रांत', 'मीन संक्रांत'],
  bn: ['মেষ সংক্রান্তি', 'বৃষ সংক্রান্তি', 'মিথুন সংক্রান্তি', 'কর্কট সংক্রান্তি', 'সিংহ সংক্রান্তি', 'কন্যা সংক্রান্তি', 'তুলা সংক্রান্তি', 'বৃশ্চিক সংক্রান্তি', 'ধনু সংক্রান্তি', 'মকর সংক্রান্তি', 'কুম্ভ সংক্রান্তি', 'মীন সংক্রান্তি'],
  gu: ['મેષ સંક્રાંતિ', 'વૃષભ સંક્રાંતિ', 'મિથુન સંક્રાંતિ', 'કર્ક સંક્રાંતિ', 'સિંહ સંક્રાંતિ', 'કન્યા સંક્રાંતિ', 'તુલા સંક્રાંતિ', 'વૃશ્ચિક સંક્રાંતિ', 'ધન સંક્રાંતિ', 'મકર સંક્રાંતિ', 'કુંભ સંક્રાંતિ', 'મીન સંક્રાંતિ'],
} as const satisfies Record<Exclude<keyof Names, 'en' | 'hi'>, readonly string[]>;

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

export interface FestivalName extends Names {
  readonly id: FestivalId;
  readonly category: FestivalCategory;
  readonly source: readonly SourceId[];
}

/** A record's name in each language, without its other fields. */
const namesOf = (record: Names): Names => Object.fromEntries(LANGS.map((lang) => [lang, record[lang]])) as Record<keyof Names, string>;

const NAMES: ReadonlyMap<string, FestivalName> = new Map<string, FestivalName>([
  ...FESTIVALS.map((f) => [f.id, { id: f.id, ...namesOf(f), category: f.category, source: f.source }] as const),
  ...EKADASHIS.map((e) => [e.id, { id: e.id, ...namesOf(e), category: 'ekadashi', source: ['DS', 'HBV'] }] as const),
  ...MONTHLY_VRATS.map((v) => [v.id, { id: v.id, ...namesOf(v), category: v.category, source: v.source }] as const),
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
  smarta: { en: 'Smarta', hi: 'स्मार्त', ta: 'ஸ்மார்த்த', te: 'స్మార్త', kn: 'ಸ್ಮಾರ್ತ', ml: 'സ്മാർത്ത', mr: 'स्मार्त', bn: 'স্মার্ত', gu: 'સ્માર્ત' },
  vaishnava: { en: 'Vaishnava', hi: 'वैष्णव', ta: 'வைஷ்ணவ', te: 'వైష్ణవ', kn: 'ವೈಷ್ಣವ', ml: 'വൈഷ്ണവ', mr: 'वैष्णव', bn: 'বৈষ্ণব', gu: 'વૈષ્ણવ' },
} as const satisfies Record<Tradition, Names>;

/** The kalas' names. */
export const KALA_NAMES = {
  sunrise: { en: 'sunrise (udaya tithi)', hi: 'सूर्योदय (उदया तिथि)', ta: 'சூரிய உதயம் (உதய திதி)', te: 'సూర్యోదయం (ఉదయ తిథి)', kn: 'ಸೂರ್ಯೋದಯ (ಉದಯ ತಿಥಿ)', ml: 'സൂര്യോദയം (ഉദയ തിഥി)', mr: 'सूर्योदय (उदय तिथी)', bn: 'সূর্যোদয় (উদয় তিথি)', gu: 'સૂર્યોદય (ઉદય તિથિ)' },
  pratahkal: { en: 'pratahkal (the morning)', hi: 'प्रातःकाल', ta: 'பிராதக்காலம் (காலை)', te: 'ప్రాతఃకాలం', kn: 'ಪ್ರಾತಃಕಾಲ', ml: 'പ്രാതഃകാലം', mr: 'प्रातःकाळ', bn: 'প্রাতঃকাল', gu: 'પ્રાતઃકાળ' },
  purvahna: { en: 'purvahna (the forenoon)', hi: 'पूर्वाह्न', ta: 'பூர்வாஹ்ணம் (முற்பகல்)', te: 'పూర్వాహ్ణం', kn: 'ಪೂರ್ವಾಹ್ಣ', ml: 'പൂർവാഹ്നം', mr: 'पूर्वाह्ण', bn: 'পূর্বাহ্ণ', gu: 'પૂર્વાહ્ન' },
  madhyahna: { en: 'madhyahna (midday)', hi: 'मध्याह्न', ta: 'மத்தியானம் (நண்பகல்)', te: 'మధ్యాహ్నం', kn: 'ಮಧ್ಯಾಹ್ನ', ml: 'മധ്യാഹ്നം', mr: 'मध्याह्न', bn: 'মধ্যাহ্ন', gu: 'મધ્યાહ્ન' },
  aparahna: { en: 'aparahna (the afternoon)', hi: 'अपराह्न', ta: 'அபராஹ்ணம் (பிற்பகல்)', te: 'అపరాహ్ణం', kn: 'ಅಪರಾಹ್ಣ', ml: 'അപരാഹ്നം', mr: 'अपराह्ण', bn: 'অপরাহ্ণ', gu: 'અપરાહ્ન' },
  pradosha: { en: 'pradosha kaal (after sunset)', hi: 'प्रदोष काल', ta: 'பிரதோஷ காலம்', te: 'ప్రదోష కాలం', kn: 'ಪ್ರದೋಷ ಕಾಲ', ml: 'പ്രദോഷ കാലം', mr: 'प्रदोषकाळ', bn: 'প্রদোষ কাল', gu: 'પ્રદોષ કાળ' },
  nishita: { en: 'nishita kaal (around midnight)', hi: 'निशीथ काल', ta: 'நிசீத காலம் (நள்ளிரவு)', te: 'నిశీథ కాలం', kn: 'ನಿಶೀಥ ಕಾಲ', ml: 'നിശീഥ കാലം', mr: 'निशीथकाळ', bn: 'নিশীথ কাল', gu: 'નિશીથ કાળ' },
  midnight: { en: 'midnight', hi: 'अर्धरात्रि', ta: 'நள்ளிரவு', te: 'అర్ధరాత్రి', kn: 'ಮಧ್ಯರಾತ್ರಿ', ml: 'അർധരാത്രി', mr: 'मध्यरात्र', bn: 'মধ্যরাত্রি', gu: 'મધ્યરાત્રિ' },
  moonrise: { en: 'moonrise', hi: 'चंद्रोदय', ta: 'சந்திர உதயம்', te: 'చంద్రోదయం', kn: 'ಚಂದ್ರೋದಯ', ml: 'ചന്ദ്രോദയം', mr: 'चंद्रोदय', bn: 'চন্দ্রোদয়', gu: 'ચંદ્રોદય' },
} as const satisfies Record<FestivalKala, Names>;

/**
 * Each kala in the locative case ("in the pradosha kaal") for the seven languages whose why sentences take it as
 * {kalaIn}: Tamil -இல், Telugu -లో, Kannada -ದಲ್ಲಿ, Malayalam -ഇൽ/-ത്ത്, Marathi -आत/-ई/-ला, Bengali -এ, Gujarati -માં/-એ, each
 * as the language declines the kala's own name (`KALA_NAMES`). English and Hindi put the kala's name in their sentence
 * before a preposition or postposition that takes it as it is.
 */
export const KALA_IN = {
  sunrise: { ta: 'சூரிய உதயத்தில்', te: 'సూర్యోదయ సమయంలో', kn: 'ಸೂರ್ಯೋದಯದಲ್ಲಿ', ml: 'സൂര്യോദയത്തിൽ', mr: 'सूर्योदयाला', bn: 'সূর্যোদয়ে', gu: 'સૂર્યોદયે' },
  pratahkal: { ta: 'பிராதக்காலத்தில்', te: 'ప్రాతఃకాలంలో', kn: 'ಪ್ರಾತಃಕಾಲದಲ್ಲಿ', ml: 'പ്രാതഃകാലത്ത്', mr: 'प्रातःकाळी', bn: 'প্রাতঃকালে', gu: 'પ્રાતઃકાળે' },
  purvahna: { ta: 'பூர்வாஹ்ணத்தில்', te: 'పూర్వాహ్ణంలో', kn: 'ಪೂರ್ವಾಹ್ಣದಲ್ಲಿ', ml: 'പൂർവാഹ്നത്തിൽ', mr: 'पूर्वाह्णात', bn: 'পূর্বাহ্ণে', gu: 'પૂર્વાહ્નમાં' },
  madhyahna: { ta: 'மத்தியான வேளையில்', te: 'మధ్యాహ్నంలో', kn: 'ಮಧ್ಯಾಹ್ನದಲ್ಲಿ', ml: 'മധ്യാഹ്നത്തിൽ', mr: 'मध्याह्नात', bn: 'মধ্যাহ্নে', gu: 'મધ્યાહ્નમાં' },
  aparahna: { ta: 'அபராஹ்ணத்தில்', te: 'అపరాహ్ణంలో', kn: 'ಅಪರಾಹ್ಣದಲ್ಲಿ', ml: 'അപരാഹ്നത്തിൽ', mr: 'अपराह्णात', bn: 'অপরাহ্ণে', gu: 'અપરાહ્નમાં' },
  pradosha: { ta: 'பிரதோஷ காலத்தில்', te: 'ప్రదోష కాలంలో', kn: 'ಪ್ರದೋಷ ಕಾಲದಲ್ಲಿ', ml: 'പ്രദോഷ കാലത്ത്', mr: 'प्रदोषकाळात', bn: 'প্রদোষ কালে', gu: 'પ્રદોષ કાળમાં' },
  nishita: { ta: 'நிசீத காலத்தில்', te: 'నిశీథ కాలంలో', kn: 'ನಿಶೀಥ ಕಾಲದಲ್ಲಿ', ml: 'നിശീഥ കാലത്ത്', mr: 'निशीथकाळात', bn: 'নিশীথ কালে', gu: 'નિશીથ કાળમાં' },
  midnight: { ta: 'நள்ளிரவில்', te: 'అర్ధరాత్రి సమయంలో', kn: 'ಮಧ್ಯರಾತ್ರಿಯಲ್ಲಿ', ml: 'അർധരാത്രിയിൽ', mr: 'मध्यरात्री', bn: 'মধ্যরাত্রিতে', gu: 'મધ્યરાત્રિએ' },
  moonrise: { ta: 'சந்திர உதயத்தில்', te: 'చంద్రోదయ సమయంలో', kn: 'ಚಂದ್ರೋದಯದಲ್ಲಿ', ml: 'ചന്ദ്രോദയത്തിൽ', mr: 'चंद्रोदयाला', bn: 'চন্দ্রোদয়ে', gu: 'ચંદ્રોદયે' },
} as const satisfies Record<FestivalKala, Omit<Names, 'en' | 'hi'>>;

/**
 * The one-line why of an occurrence, by how its day was decided. Placeholders: {tithi} (month, paksha and tithi,
 * e.g. "Kartika Krishna Amavasya"), {kala} (English and Hindi) or {kalaIn} (`KALA_IN`, the seven others), {ghatis},
 * {sign}, {time}, {festival}, {rule}. Each language's sentence keeps every filled name in the form its table gives:
 * the tithi as the subject (or the subject of a participle: Tamil "{tithi} முடிந்த பின்", Marathi "{tithi}
 * संपल्यानंतर"), the sign before its language's word for rashi, the rule's name in parentheses; a ghati is each
 * region's own word (Tamil and Malayalam nazhigai, Telugu ghadiya, Kannada ghalige, Marathi ghataka, Bengali danda,
 * Gujarati ghadi).
 */
export const WHY_SENTENCES = {
  'only-day': { en: '{tithi} holds the {kala} of this day only.', hi: '{tithi} केवल इसी दिन के {kala} में है।',
    ta: '{tithi} இந்த நாளின் {kalaIn} மட்டுமே உள்ளது.', te: '{tithi} ఈ రోజు {kalaIn} మాత్రమే ఉంది.', kn: '{tithi} ಈ ದಿನದ {kalaIn} ಮಾತ್ರ ಇದೆ.', ml: '{tithi} ഈ ദിവസത്തെ {kalaIn} മാത്രമേ ഉള്ളൂ.', mr: '{tithi} केवळ याच दिवसाच्या {kalaIn} आहे.', bn: '{tithi} কেবল এই দিনের {kalaIn} আছে।', gu: '{tithi} ફક્ત આ દિવસના {kalaIn} છે.', },
  'both-days:greater': { en: '{tithi} touches the {kala} of two days; this day holds the greater part of it.', hi: '{tithi} दो दिनों के {kala} में है; इस दिन उसका अधिक भाग है।',
    ta: '{tithi} இரண்டு நாட்களின் {kalaIn} உள்ளது; அதன் பெரும்பகுதி இந்த நாளில் உள்ளது.', te: '{tithi} రెండు రోజుల {kalaIn} ఉంది; దానిలో ఎక్కువ భాగం ఈ రోజున ఉంది.', kn: '{tithi} ಎರಡು ದಿನಗಳ {kalaIn} ಇದೆ; ಅದರ ಹೆಚ್ಚಿನ ಭಾಗ ಈ ದಿನದಲ್ಲಿದೆ.', ml: '{tithi} രണ്ട് ദിവസങ്ങളുടെ {kalaIn} ഉണ്ട്; അതിന്റെ കൂടുതൽ ഭാഗം ഈ ദിവസമാണ്.', mr: '{tithi} दोन्ही दिवसांच्या {kalaIn} आहे; त्यातील मोठा भाग या दिवशी आहे.', bn: '{tithi} দুই দিনেরই {kalaIn} আছে; তার বেশি অংশ এই দিনে।', gu: '{tithi} બંને દિવસના {kalaIn} છે; તેનો મોટો ભાગ આ દિવસે છે.', },
  'both-days:first': { en: '{tithi} touches the {kala} of two days; the rule keeps the first.', hi: '{tithi} दो दिनों के {kala} में है; नियम से पहला दिन लिया जाता है।',
    ta: '{tithi} இரண்டு நாட்களின் {kalaIn} உள்ளது; விதிப்படி முதல் நாள் கொள்ளப்படுகிறது.', te: '{tithi} రెండు రోజుల {kalaIn} ఉంది; నియమం ప్రకారం మొదటి రోజును తీసుకుంటారు.', kn: '{tithi} ಎರಡು ದಿನಗಳ {kalaIn} ಇದೆ; ನಿಯಮದಂತೆ ಮೊದಲ ದಿನವನ್ನು ತೆಗೆದುಕೊಳ್ಳಲಾಗುತ್ತದೆ.', ml: '{tithi} രണ്ട് ദിവസങ്ങളുടെ {kalaIn} ഉണ്ട്; നിയമപ്രകാരം ആദ്യ ദിവസം എടുക്കുന്നു.', mr: '{tithi} दोन्ही दिवसांच्या {kalaIn} आहे; नियमानुसार पहिला दिवस घेतला जातो.', bn: '{tithi} দুই দিনেরই {kalaIn} আছে; নিয়ম অনুযায়ী প্রথম দিন নেওয়া হয়।', gu: '{tithi} બંને દિવસના {kalaIn} છે; નિયમ મુજબ પહેલો દિવસ લેવાય છે.', },
  'both-days:second': { en: '{tithi} touches the {kala} of two days; the rule keeps the second.', hi: '{tithi} दो दिनों के {kala} में है; नियम से दूसरा दिन लिया जाता है।',
    ta: '{tithi} இரண்டு நாட்களின் {kalaIn} உள்ளது; விதிப்படி இரண்டாம் நாள் கொள்ளப்படுகிறது.', te: '{tithi} రెండు రోజుల {kalaIn} ఉంది; నియమం ప్రకారం రెండవ రోజును తీసుకుంటారు.', kn: '{tithi} ಎರಡು ದಿನಗಳ {kalaIn} ಇದೆ; ನಿಯಮದಂತೆ ಎರಡನೇ ದಿನವನ್ನು ತೆಗೆದುಕೊಳ್ಳಲಾಗುತ್ತದೆ.', ml: '{tithi} രണ്ട് ദിവസങ്ങളുടെ {kalaIn} ഉണ്ട്; നിയമപ്രകാരം രണ്ടാം ദിവസം എടുക്കുന്നു.', mr: '{tithi} दोन्ही दिवसांच्या {kalaIn} आहे; नियमानुसार दुसरा दिवस घेतला जातो.', bn: '{tithi} দুই দিনেরই {kalaIn} আছে; নিয়ম অনুযায়ী দ্বিতীয় দিন নেওয়া হয়।', gu: '{tithi} બંને દિવસના {kalaIn} છે; નિયમ મુજબ બીજો દિવસ લેવાય છે.', },
  'one-ghati:second': {
    en: '{tithi} touches the {kala} of two days and lasts at least one ghati into the second\'s, so the second is kept.',
    hi: '{tithi} दो दिनों के {kala} में है और दूसरे दिन कम से कम एक घटी रहती है, इसलिए दूसरा दिन लिया जाता है।',
    ta: '{tithi} இரண்டு நாட்களின் {kalaIn} உள்ளது, இரண்டாம் நாளில் குறைந்தது ஒரு நாழிகை நீடிக்கிறது; எனவே இரண்டாம் நாள் கொள்ளப்படுகிறது.', te: '{tithi} రెండు రోజుల {kalaIn} ఉంది, రెండవ రోజు కనీసం ఒక ఘడియ ఉంటుంది; అందుకే రెండవ రోజును తీసుకుంటారు.', kn: '{tithi} ಎರಡು ದಿನಗಳ {kalaIn} ಇದೆ ಮತ್ತು ಎರಡನೇ ದಿನ ಕನಿಷ್ಠ ಒಂದು ಘಳಿಗೆ ಇರುತ್ತದೆ; ಆದ್ದರಿಂದ ಎರಡನೇ ದಿನವನ್ನು ತೆಗೆದುಕೊಳ್ಳಲಾಗುತ್ತದೆ.', ml: '{tithi} രണ്ട് ദിവസങ്ങളുടെ {kalaIn} ഉണ്ട്, രണ്ടാം ദിവസം കുറഞ്ഞത് ഒരു നാഴിക നിൽക്കുന്നു; അതിനാൽ രണ്ടാം ദിവസം എടുക്കുന്നു.', mr: '{tithi} दोन्ही दिवसांच्या {kalaIn} आहे आणि दुसऱ्या दिवशी किमान एक घटका राहते; म्हणून दुसरा दिवस घेतला जातो.', bn: '{tithi} দুই দিনেরই {kalaIn} আছে এবং দ্বিতীয় দিনে অন্তত এক দণ্ড থাকে; তাই দ্বিতীয় দিন নেওয়া হয়।', gu: '{tithi} બંને દિવસના {kalaIn} છે અને બીજા દિવસે ઓછામાં ઓછી એક ઘડી રહે છે; તેથી બીજો દિવસ લેવાય છે.',
  },
  'one-ghati:first': {
    en: '{tithi} touches the {kala} of two days but lasts less than one ghati into the second\'s, so the first is kept.',
    hi: '{tithi} दो दिनों के {kala} में है पर दूसरे दिन एक घटी से कम रहती है, इसलिए पहला दिन लिया जाता है।',
    ta: '{tithi} இரண்டு நாட்களின் {kalaIn} உள்ளது, ஆனால் இரண்டாம் நாளில் ஒரு நாழிகைக்கும் குறைவாகவே நீடிக்கிறது; எனவே முதல் நாள் கொள்ளப்படுகிறது.', te: '{tithi} రెండు రోజుల {kalaIn} ఉంది, కానీ రెండవ రోజు ఒక ఘడియ కంటే తక్కువ ఉంటుంది; అందుకే మొదటి రోజును తీసుకుంటారు.', kn: '{tithi} ಎರಡು ದಿನಗಳ {kalaIn} ಇದೆ, ಆದರೆ ಎರಡನೇ ದಿನ ಒಂದು ಘಳಿಗೆಗಿಂತ ಕಡಿಮೆ ಇರುತ್ತದೆ; ಆದ್ದರಿಂದ ಮೊದಲ ದಿನವನ್ನು ತೆಗೆದುಕೊಳ್ಳಲಾಗುತ್ತದೆ.', ml: '{tithi} രണ്ട് ദിവസങ്ങളുടെ {kalaIn} ഉണ്ട്, എന്നാൽ രണ്ടാം ദിവസം ഒരു നാഴികയിൽ കുറവേ നിൽക്കുന്നുള്ളൂ; അതിനാൽ ആദ്യ ദിവസം എടുക്കുന്നു.', mr: '{tithi} दोन्ही दिवसांच्या {kalaIn} आहे, पण दुसऱ्या दिवशी एका घटकेपेक्षा कमी राहते; म्हणून पहिला दिवस घेतला जातो.', bn: '{tithi} দুই দিনেরই {kalaIn} আছে, কিন্তু দ্বিতীয় দিনে এক দণ্ডের কম থাকে; তাই প্রথম দিন নেওয়া হয়।', gu: '{tithi} બંને દિવસના {kalaIn} છે, પણ બીજા દિવસે એક ઘડીથી ઓછી રહે છે; તેથી પહેલો દિવસ લેવાય છે.',
  },
  'neither-day:day-it-begins': { en: '{tithi} falls between two days\' {kala}; it is kept on the day it begins.', hi: '{tithi} किसी दिन के {kala} में नहीं है; जिस दिन वह आरंभ होती है, उसी दिन मनाया जाता है।',
    ta: 'எந்த நாளிலும் {kalaIn} {tithi} இல்லை; அது தொடங்கும் நாள் கொள்ளப்படுகிறது.', te: 'ఏ రోజునా {kalaIn} {tithi} లేదు; అది ప్రారంభమయ్యే రోజును తీసుకుంటారు.', kn: 'ಯಾವ ದಿನವೂ {kalaIn} {tithi} ಇಲ್ಲ; ಅದು ಆರಂಭವಾಗುವ ದಿನವನ್ನು ತೆಗೆದುಕೊಳ್ಳಲಾಗುತ್ತದೆ.', ml: 'ഒരു ദിവസവും {kalaIn} {tithi} ഇല്ല; അത് ആരംഭിക്കുന്ന ദിവസം എടുക്കുന്നു.', mr: 'कोणत्याही दिवशी {kalaIn} {tithi} नाही; ती सुरू होते तो दिवस घेतला जातो.', bn: 'কোনো দিনেরই {kalaIn} {tithi} নেই; যে দিন তা শুরু হয় সেই দিন নেওয়া হয়।', gu: 'કોઈ પણ દિવસના {kalaIn} {tithi} નથી; તે જે દિવસે શરૂ થાય તે દિવસ લેવાય છે.', },
  'neither-day:day-it-ends': { en: '{tithi} falls between two days\' {kala}; it is kept on the day it ends.', hi: '{tithi} किसी दिन के {kala} में नहीं है; जिस दिन वह समाप्त होती है, उसी दिन मनाया जाता है।',
    ta: 'எந்த நாளிலும் {kalaIn} {tithi} இல்லை; அது முடியும் நாள் கொள்ளப்படுகிறது.', te: 'ఏ రోజునా {kalaIn} {tithi} లేదు; అది ముగిసే రోజును తీసుకుంటారు.', kn: 'ಯಾವ ದಿನವೂ {kalaIn} {tithi} ಇಲ್ಲ; ಅದು ಮುಗಿಯುವ ದಿನವನ್ನು ತೆಗೆದುಕೊಳ್ಳಲಾಗುತ್ತದೆ.', ml: 'ഒരു ദിവസവും {kalaIn} {tithi} ഇല്ല; അത് അവസാനിക്കുന്ന ദിവസം എടുക്കുന്നു.', mr: 'कोणत्याही दिवशी {kalaIn} {tithi} नाही; ती संपते तो दिवस घेतला जातो.', bn: 'কোনো দিনেরই {kalaIn} {tithi} নেই; যে দিন তা শেষ হয় সেই দিন নেওয়া হয়।', gu: 'કોઈ પણ દિવસના {kalaIn} {tithi} નથી; તે જે દિવસે પૂરી થાય તે દિવસ લેવાય છે.', },
  'tithi-too-short-after-sunrise': {
    en: '{tithi} lasts less than {ghatis} ghatis after the next sunrise, so it is kept on the day it begins.',
    hi: '{tithi} अगले सूर्योदय के बाद {ghatis} घटी से कम रहती है, इसलिए जिस दिन वह आरंभ होती है, उसी दिन मनाया जाता है।',
    ta: '{tithi} அடுத்த சூரிய உதயத்திற்குப் பின் {ghatis} நாழிகைக்கும் குறைவாகவே நீடிக்கிறது; எனவே அது தொடங்கும் நாள் கொள்ளப்படுகிறது.', te: '{tithi} మరుసటి సూర్యోదయం తర్వాత {ghatis} ఘడియల కంటే తక్కువ ఉంటుంది; అందుకే అది ప్రారంభమయ్యే రోజును తీసుకుంటారు.', kn: '{tithi} ಮರುದಿನದ ಸೂರ್ಯೋದಯದ ನಂತರ {ghatis} ಘಳಿಗೆಗಿಂತ ಕಡಿಮೆ ಇರುತ್ತದೆ; ಆದ್ದರಿಂದ ಅದು ಆರಂಭವಾಗುವ ದಿನವನ್ನು ತೆಗೆದುಕೊಳ್ಳಲಾಗುತ್ತದೆ.', ml: '{tithi} അടുത്ത സൂര്യോദയത്തിനു ശേഷം {ghatis} നാഴികയിൽ കുറവേ നിൽക്കുന്നുള്ളൂ; അതിനാൽ അത് ആരംഭിക്കുന്ന ദിവസം എടുക്കുന്നു.', mr: '{tithi} पुढच्या सूर्योदयानंतर {ghatis} घटकांपेक्षा कमी राहते; म्हणून ती सुरू होते तो दिवस घेतला जातो.', bn: '{tithi} পরের সূর্যোদয়ের পরে {ghatis} দণ্ডের কম থাকে; তাই যে দিন তা শুরু হয় সেই দিন নেওয়া হয়।', gu: '{tithi} પછીના સૂર્યોદય પછી {ghatis} ઘડીથી ઓછી રહે છે; તેથી તે જે દિવસે શરૂ થાય તે દિવસ લેવાય છે.',
  },
  'dwadashi-kshaya': {
    en: 'Dwadashi ends before the sunrise after {tithi}, so Smartas fast on the day the Ekadashi begins.',
    hi: '{tithi} के बाद के सूर्योदय से पहले द्वादशी समाप्त हो जाती है, इसलिए स्मार्त एकादशी के आरंभ के दिन व्रत रखते हैं।',
    ta: '{tithi} முடிந்த பின் வரும் சூரிய உதயத்திற்கு முன்பே துவாதசி முடிகிறது; எனவே ஸ்மார்த்தர்கள் ஏகாதசி தொடங்கும் நாளில் விரதம் இருக்கிறார்கள்.', te: '{tithi} ముగిసిన తర్వాతి సూర్యోదయానికి ముందే ద్వాదశి ముగుస్తుంది; అందుకే స్మార్తులు ఏకాదశి ప్రారంభమయ్యే రోజున ఉపవాసం ఉంటారు.', kn: '{tithi} ಮುಗಿದ ನಂತರದ ಸೂರ್ಯೋದಯಕ್ಕೆ ಮೊದಲೇ ದ್ವಾದಶಿ ಮುಗಿಯುತ್ತದೆ; ಆದ್ದರಿಂದ ಸ್ಮಾರ್ತರು ಏಕಾದಶಿ ಆರಂಭವಾಗುವ ದಿನ ಉಪವಾಸ ಮಾಡುತ್ತಾರೆ.', ml: '{tithi} കഴിഞ്ഞുള്ള സൂര്യോദയത്തിനു മുമ്പേ ദ്വാദശി അവസാനിക്കുന്നു; അതിനാൽ സ്മാർത്തർ ഏകാദശി ആരംഭിക്കുന്ന ദിവസം വ്രതം അനുഷ്ഠിക്കുന്നു.', mr: '{tithi} संपल्यानंतरच्या सूर्योदयापूर्वीच द्वादशी संपते; म्हणून स्मार्त एकादशी सुरू होते त्या दिवशी उपवास करतात.', bn: '{tithi} শেষ হওয়ার পরের সূর্যোদয়ের আগেই দ্বাদশী শেষ হয়; তাই স্মার্তরা একাদশী শুরুর দিনে উপবাস করেন।', gu: '{tithi} પૂરી થયા પછીના સૂર્યોદય પહેલાં જ દ્વાદશી પૂરી થાય છે; તેથી સ્માર્ત એકાદશી શરૂ થાય તે દિવસે ઉપવાસ કરે છે.',
  },
  'dashami-at-arunodaya': {
    en: 'Dashami touches the arunodaya before the first sunrise of {tithi}, so Vaishnavas fast on the next day.',
    hi: '{tithi} के पहले सूर्योदय के अरुणोदय में दशमी है, इसलिए वैष्णव अगले दिन व्रत रखते हैं।',
    ta: '{tithi} தொடங்கிய பின் வரும் முதல் சூரிய உதயத்தின் அருணோதயத்தில் தசமி உள்ளது; எனவே வைஷ்ணவர்கள் மறுநாள் விரதம் இருக்கிறார்கள்.', te: '{tithi} ప్రారంభమైన తర్వాతి మొదటి సూర్యోదయపు అరుణోదయంలో దశమి ఉంది; అందుకే వైష్ణవులు మరుసటి రోజు ఉపవాసం ఉంటారు.', kn: '{tithi} ಆರಂಭವಾದ ನಂತರದ ಮೊದಲ ಸೂರ್ಯೋದಯದ ಅರುಣೋದಯದಲ್ಲಿ ದಶಮಿ ಇದೆ; ಆದ್ದರಿಂದ ವೈಷ್ಣವರು ಮರುದಿನ ಉಪವಾಸ ಮಾಡುತ್ತಾರೆ.', ml: '{tithi} ആരംഭിച്ച ശേഷമുള്ള ആദ്യ സൂര്യോദയത്തിന്റെ അരുണോദയത്തിൽ ദശമി ഉണ്ട്; അതിനാൽ വൈഷ്ണവർ പിറ്റേന്ന് വ്രതം അനുഷ്ഠിക്കുന്നു.', mr: '{tithi} सुरू झाल्यानंतरच्या पहिल्या सूर्योदयाच्या अरुणोदयाला दशमी आहे; म्हणून वैष्णव दुसऱ्या दिवशी उपवास करतात.', bn: '{tithi} শুরু হওয়ার পরের প্রথম সূর্যোদয়ের অরুণোদয়ে দশমী আছে; তাই বৈষ্ণবরা পরের দিন উপবাস করেন।', gu: '{tithi} શરૂ થયા પછીના પ્રથમ સૂર્યોદયના અરુણોદયે દશમી છે; તેથી વૈષ્ણવો બીજા દિવસે ઉપવાસ કરે છે.',
  },
  'bhadra-whole-night': {
    en: 'Bhadra covers the first evening of {tithi} until midnight, so it moves to the next evening\'s pradosha.',
    hi: '{tithi} की पहली रात में अर्धरात्रि तक भद्रा है, इसलिए यह अगले दिन के प्रदोष काल में होता है।',
    ta: '{tithi} தொடங்கிய முதல் இரவில் நள்ளிரவு வரை பத்திரை உள்ளது; எனவே மறுநாள் மாலையின் பிரதோஷ காலத்திற்கு மாறுகிறது.', te: '{tithi} ప్రారంభమైన మొదటి రాత్రి అర్ధరాత్రి వరకు భద్ర ఉంది; అందుకే మరుసటి సాయంత్రం ప్రదోష కాలానికి మారుతుంది.', kn: '{tithi} ಆರಂಭವಾದ ಮೊದಲ ರಾತ್ರಿ ಮಧ್ಯರಾತ್ರಿಯವರೆಗೆ ಭದ್ರಾ ಇದೆ; ಆದ್ದರಿಂದ ಮರುದಿನ ಸಂಜೆಯ ಪ್ರದೋಷ ಕಾಲಕ್ಕೆ ಸರಿಯುತ್ತದೆ.', ml: '{tithi} ആരംഭിച്ച ആദ്യ രാത്രിയിൽ അർധരാത്രി വരെ ഭദ്ര ഉണ്ട്; അതിനാൽ പിറ്റേന്ന് സന്ധ്യയിലെ പ്രദോഷ കാലത്തേക്ക് മാറുന്നു.', mr: '{tithi} सुरू झाल्यानंतरच्या पहिल्या रात्री मध्यरात्रीपर्यंत भद्रा आहे; म्हणून ते पुढच्या दिवशीच्या प्रदोषकाळात होते.', bn: '{tithi} শুরু হওয়ার প্রথম রাতে মধ্যরাত্রি পর্যন্ত ভদ্রা আছে; তাই তা পরের দিনের প্রদোষ কালে সরে যায়।', gu: '{tithi} શરૂ થયા પછીની પહેલી રાતે મધ્યરાત્રિ સુધી ભદ્રા છે; તેથી તે બીજા દિવસના પ્રદોષ કાળમાં ખસે છે.',
  },
  'sankranti-before-sunset': { en: 'The Sun enters {sign} at {time}, before that day\'s sunset.', hi: 'सूर्य {time} पर {sign} में प्रवेश करता है, उस दिन के सूर्यास्त से पहले।',
    ta: 'சூரியன் {sign} ராசியில் பிரவேசிக்கும் நேரம் {time}, அன்றைய சூரிய அஸ்தமனத்திற்கு முன்.', te: 'సూర్యుడు {sign} రాశిలో ప్రవేశించే సమయం {time}, ఆ రోజు సూర్యాస్తమయానికి ముందు.', kn: 'ಸೂರ್ಯನು {sign} ರಾಶಿಯನ್ನು ಪ್ರವೇಶಿಸುವ ಸಮಯ {time}, ಆ ದಿನದ ಸೂರ್ಯಾಸ್ತಕ್ಕೆ ಮೊದಲು.', ml: 'സൂര്യൻ {sign} രാശിയിൽ പ്രവേശിക്കുന്ന സമയം {time}, അന്നത്തെ സൂര്യാസ്തമയത്തിന് മുമ്പ്.', mr: 'सूर्य {sign} राशीत प्रवेश करतो ती वेळ {time}, त्या दिवशीच्या सूर्यास्तापूर्वी.', bn: 'সূর্যের {sign} রাশিতে প্রবেশের সময় {time}, সেই দিনের সূর্যাস্তের আগে।', gu: 'સૂર્ય {sign} રાશિમાં પ્રવેશે તે સમય {time}, તે દિવસના સૂર્યાસ્ત પહેલાં.', },
  'sankranti-after-sunset': { en: 'The Sun enters {sign} at {time}, after sunset, so it is kept the next day.', hi: 'सूर्य {time} पर, सूर्यास्त के बाद, {sign} में प्रवेश करता है, इसलिए अगले दिन मनाया जाता है।',
    ta: 'சூரியன் {sign} ராசியில் பிரவேசிக்கும் நேரம் {time}, சூரிய அஸ்தமனத்திற்குப் பின்; எனவே மறுநாள் கொள்ளப்படுகிறது.', te: 'సూర్యుడు {sign} రాశిలో ప్రవేశించే సమయం {time}, సూర్యాస్తమయం తర్వాత; అందుకే మరుసటి రోజును తీసుకుంటారు.', kn: 'ಸೂರ್ಯನು {sign} ರಾಶಿಯನ್ನು ಪ್ರವೇಶಿಸುವ ಸಮಯ {time}, ಸೂರ್ಯಾಸ್ತದ ನಂತರ; ಆದ್ದರಿಂದ ಮರುದಿನವನ್ನು ತೆಗೆದುಕೊಳ್ಳಲಾಗುತ್ತದೆ.', ml: 'സൂര്യൻ {sign} രാശിയിൽ പ്രവേശിക്കുന്ന സമയം {time}, സൂര്യാസ്തമയത്തിനു ശേഷം; അതിനാൽ പിറ്റേന്ന് എടുക്കുന്നു.', mr: 'सूर्य {sign} राशीत प्रवेश करतो ती वेळ {time}, सूर्यास्तानंतर; म्हणून पुढचा दिवस घेतला जातो.', bn: 'সূর্যের {sign} রাশিতে প্রবেশের সময় {time}, সূর্যাস্তের পরে; তাই পরের দিন নেওয়া হয়।', gu: 'સૂર્ય {sign} રાશિમાં પ્રવેશે તે સમય {time}, સૂર્યાસ્ત પછી; તેથી બીજો દિવસ લેવાય છે.', },
  'day-after': { en: 'The day after {festival}.', hi: '{festival} के अगले दिन।',
    ta: '{festival} நடந்த மறுநாள்.', te: '{festival} జరిగిన మరుసటి రోజు.', kn: '{festival} ನಡೆದ ಮರುದಿನ.', ml: '{festival} കഴിഞ്ഞുള്ള പിറ്റേന്ന്.', mr: '{festival} झाल्यानंतरचा दिवस.', bn: '{festival} হওয়ার পরের দিন।', gu: '{festival} પછીનો દિવસ.', },
  'solar-month-start': {
    en: 'The Sun enters {sign} at {time}; by the {rule} the solar month, and the new year, begins on this day.',
    hi: 'सूर्य {time} पर {sign} में प्रवेश करता है; {rule} से सौर मास, और नव वर्ष, इसी दिन आरंभ होता है।',
    ta: 'சூரியன் {sign} ராசியில் பிரவேசிக்கும் நேரம் {time}; சூரிய மாதமும் புத்தாண்டும் இந்த நாளில் தொடங்குகின்றன ({rule}).', te: 'సూర్యుడు {sign} రాశిలో ప్రవేశించే సమయం {time}; సౌర మాసం, నూతన సంవత్సరం ఈ రోజే ప్రారంభమవుతాయి ({rule}).', kn: 'ಸೂರ್ಯನು {sign} ರಾಶಿಯನ್ನು ಪ್ರವೇಶಿಸುವ ಸಮಯ {time}; ಸೌರ ಮಾಸ ಮತ್ತು ಹೊಸ ವರ್ಷ ಈ ದಿನವೇ ಆರಂಭವಾಗುತ್ತವೆ ({rule}).', ml: 'സൂര്യൻ {sign} രാശിയിൽ പ്രവേശിക്കുന്ന സമയം {time}; സൗരമാസവും പുതുവർഷവും ഈ ദിവസം ആരംഭിക്കുന്നു ({rule}).', mr: 'सूर्य {sign} राशीत प्रवेश करतो ती वेळ {time}; सौर मास आणि नववर्ष याच दिवशी सुरू होतात ({rule}).', bn: 'সূর্যের {sign} রাশিতে প্রবেশের সময় {time}; সৌর মাস ও নববর্ষ এই দিনেই শুরু হয় ({rule})।', gu: 'સૂર્ય {sign} રાશિમાં પ્રવેશે તે સમય {time}; સૌર માસ અને નવું વર્ષ આ જ દિવસે શરૂ થાય છે ({rule}).',
  },
} as const satisfies Record<string, Names>;

/**
 * The names almanacs give a Pradosh by its weekday (Soma Pradosh on a Monday, Shani Pradosh on a Saturday …),
 * 0 = Sunday, and the Sankashti Chaturthi that falls on a Tuesday (Angaraki).
 */
export const PRADOSH_BY_WEEKDAY = [
  { en: 'Ravi Pradosh Vrat', hi: 'रवि प्रदोष व्रत', ta: 'ரவி பிரதோஷ விரதம்', te: 'రవి ప్రదోష వ్రతం', kn: 'ರವಿ ಪ್ರದೋಷ ವ್ರತ', ml: 'രവി പ്രദോഷ വ്രതം', mr: 'रवि प्रदोष व्रत', bn: 'রবি প্রদোষ ব্রত', gu: 'રવિ પ્રદોષ વ્રત' },
  { en: 'Soma Pradosh Vrat', hi: 'सोम प्रदोष व्रत', ta: 'சோம பிரதோஷ விரதம்', te: 'సోమ ప్రదోష వ్రతం', kn: 'ಸೋಮ ಪ್ರದೋಷ ವ್ರತ', ml: 'സോമ പ്രദോഷ വ്രതം', mr: 'सोम प्रदोष व्रत', bn: 'সোম প্রদোষ ব্রত', gu: 'સોમ પ્રદોષ વ્રત' },
  { en: 'Bhauma Pradosh Vrat', hi: 'भौम प्रदोष व्रत', ta: 'பௌம பிரதோஷ விரதம்', te: 'భౌమ ప్రదోష వ్రతం', kn: 'ಭೌಮ ಪ್ರದೋಷ ವ್ರತ', ml: 'ഭൗമ പ്രദോഷ വ്രതം', mr: 'भौम प्रदोष व्रत', bn: 'ভৌম প্রদোষ ব্রত', gu: 'ભૌમ પ્રદોષ વ્રત' },
  { en: 'Budha Pradosh Vrat', hi: 'बुध प्रदोष व्रत', ta: 'புத பிரதோஷ விரதம்', te: 'బుధ ప్రదోష వ్రతం', kn: 'ಬುಧ ಪ್ರದೋಷ ವ್ರತ', ml: 'ബുധ പ്രദോഷ വ്രതം', mr: 'बुध प्रदोष व्रत', bn: 'বুধ প্রদোষ ব্রত', gu: 'બુધ પ્રદોષ વ્રત' },
  { en: 'Guru Pradosh Vrat', hi: 'गुरु प्रदोष व्रत', ta: 'குரு பிரதோஷ விரதம்', te: 'గురు ప్రదోష వ్రతం', kn: 'ಗುರು ಪ್ರದೋಷ ವ್ರತ', ml: 'ഗുരു പ്രദോഷ വ്രതം', mr: 'गुरु प्रदोष व्रत', bn: 'গুরু প্রদোষ ব্রত', gu: 'ગુરુ પ્રદોષ વ્રત' },
  { en: 'Shukra Pradosh Vrat', hi: 'शुक्र प्रदोष व्रत', ta: 'சுக்கிர பிரதோஷ விரதம்', te: 'శుక్ర ప్రదోష వ్రతం', kn: 'ಶುಕ್ರ ಪ್ರದೋಷ ವ್ರತ', ml: 'ശുക്ര പ്രദോഷ വ്രതം', mr: 'शुक्र प्रदोष व्रत', bn: 'শুক্র প্রদোষ ব্রত', gu: 'શુક્ર પ્રદોષ વ્રત' },
  { en: 'Shani Pradosh Vrat', hi: 'शनि प्रदोष व्रत', ta: 'சனி பிரதோஷ விரதம்', te: 'శని ప్రదోష వ్రతం', kn: 'ಶನಿ ಪ್ರದೋಷ ವ್ರತ', ml: 'ശനി പ്രദോഷ വ്രതം', mr: 'शनि प्रदोष व्रत', bn: 'শনি প্রদোষ ব্রত', gu: 'શનિ પ્રદોષ વ્રત' },
] as const satisfies readonly Names[];

export const ANGARAKI_SANKASHTI = { en: 'Angaraki Sankashti Chaturthi', hi: 'अंगारकी संकष्टी चतुर्थी', ta: 'அங்காரக சங்கடஹர சதுர்த்தி', te: 'అంగారక సంకష్టహర చతుర్థి', kn: 'ಅಂಗಾರಕ ಸಂಕಷ್ಟಹರ ಚತುರ್ಥಿ', ml: 'അംഗാരക സങ്കഷ്ടഹര ചതുർത്ഥി', mr: 'अंगारकी संकष्टी चतुर्थी', bn: 'অঙ্গারকী সংকষ্টী চতুর্থী', gu: 'અંગારકી સંકષ્ટી ચતુર્થી' } as const;
