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
 * - Hijri by the crescent (`hijri-crescent`): the same months and era, each month beginning on the day after the
 *   first evening, from its new moon on, on which the crescent is visible to the naked eye at the place by Yallop's
 *   q-test (`CRESCENT_CRITERION`; astro/calendars/crescent.ts), as the months are begun where they are fixed by
 *   local sighting (India among them); the month takes the name of the tabular month holding its fifteenth day.
 *
 * Names in the seven languages besides English and Hindi (docs/languages.md):
 * - A solar calendar's months in its own language as its almanacs print them: Tamil Chithirai … Panguni in Tamil,
 *   Malayalam Chingam … Karkidakam in Malayalam, Bengali Boishakh … Choitro and the Assamese Bohag … Sot (with ৰ,
 *   in Assamese spelling) in the Bengali-Assamese script. The Tamil and Malayalam months in the other languages:
 *   their names as they sound, in each script. The Bengali, Assamese, Odia and Punjabi months in the other
 *   languages: the language's own name of the same month (data/lunar-calendar.ts `LUNAR_MONTHS`: Boishakh is
 *   Vaishakha, Gujarati Vaishakh); the Saka months likewise; the 60 Tamil year names those of `SAMVATSARAS`.
 * - The Hijri months as each language's Muslim calendars print them: Marathi Moharam, Rabilawal … Jilhej (the
 *   Marathi almanacs' forms), Bengali Rabiul Awal, Jamadiul Awal … Jilhaj (Bangladesh's), Tamil Ramalan.
 * - Eras: Malayalam Kollavarsham, Bengali Bangabda and Shakabda, Tamil the eras with its neuter ending.
 */
import { LUNAR_MONTHS, SAMVATSARAS } from './lunar-calendar.ts';
import type { Names, Text } from './text.ts';

/** The forms of a name in the seven languages besides English and Hindi, to name a month or year as another table does. */
function formsBeyondHindi(name: Names): Omit<Names, 'en' | 'hi'> {
  return { ta: name.ta, te: name.te, kn: name.kn, ml: name.ml, mr: name.mr, bn: name.bn, gu: name.gu };
}

/** The rules of Sewell and Dikshit, Art. 28, for the civil day a solar month begins on. */
export const SOLAR_MONTH_RULES = ['bengal', 'orissa', 'tamil', 'malabar'] as const;
export type SolarMonthRule = (typeof SOLAR_MONTH_RULES)[number];

/** Share of the daytime (sunrise to sunset) within which a sankranti begins the month that day, Malabar rule. */
export const MALABAR_DAYTIME_SHARE = 3 / 5;

/** Each rule's name, statement and source, for clients. */
export const SOLAR_MONTH_RULE_TEXTS = {
  bengal: {
    name: { en: 'Bengal rule', hi: 'बंगाल नियम', ta: 'வங்காள விதி', te: 'బెంగాల్ నియమం', kn: 'ಬಂಗಾಳ ನಿಯಮ', ml: 'ബംഗാൾ നിയമം', mr: 'बंगाल नियम', bn: 'বঙ্গ নিয়ম', gu: 'બંગાળ નિયમ' },
    statement: {
      en: 'A sankranti between sunrise and midnight begins the month the next day; one after midnight, the day after that.',
      hi: 'सूर्योदय से अर्धरात्रि के बीच की संक्रांति से मास अगले दिन आरंभ होता है; अर्धरात्रि के बाद की से उसके अगले दिन।',
      ta: 'சூரிய உதயத்திற்கும் நள்ளிரவுக்கும் இடையே சங்கராந்தி நிகழ்ந்தால் மாதம் மறுநாள் தொடங்குகிறது; நள்ளிரவுக்குப் பின் நிகழ்ந்தால் அதற்கு அடுத்த நாள்.', te: 'సూర్యోదయం నుండి అర్ధరాత్రి మధ్య సంక్రాంతి జరిగితే మాసం మరుసటి రోజు ప్రారంభమవుతుంది; అర్ధరాత్రి తర్వాత జరిగితే ఆ తర్వాతి రోజు.', kn: 'ಸೂರ್ಯೋದಯದಿಂದ ಮಧ್ಯರಾತ್ರಿಯವರೆಗೆ ಸಂಕ್ರಾಂತಿ ನಡೆದರೆ ಮಾಸ ಮರುದಿನ ಆರಂಭವಾಗುತ್ತದೆ; ಮಧ್ಯರಾತ್ರಿಯ ನಂತರ ನಡೆದರೆ ಅದರ ಮರುದಿನ.', ml: 'സൂര്യോദയത്തിനും അർധരാത്രിക്കും ഇടയിൽ സംക്രമം നടന്നാൽ മാസം പിറ്റേന്ന് ആരംഭിക്കുന്നു; അർധരാത്രിക്കു ശേഷമാണെങ്കിൽ അതിന്റെ പിറ്റേന്ന്.', mr: 'सूर्योदय ते मध्यरात्र यांदरम्यान संक्रांत झाली तर मास दुसऱ्या दिवशी सुरू होतो; मध्यरात्रीनंतर झाली तर त्याच्या पुढच्या दिवशी.', bn: 'সূর্যোদয় থেকে মধ্যরাত্রির মধ্যে সংক্রান্তি হলে মাস পরের দিন শুরু হয়; মধ্যরাত্রির পরে হলে তার পরের দিন।', gu: 'સૂર્યોદયથી મધ્યરાત્રિ વચ્ચે સંક્રાંતિ થાય તો માસ બીજા દિવસે શરૂ થાય છે; મધ્યરાત્રિ પછી થાય તો તેના પછીના દિવસે.',
    },
  },
  orissa: {
    name: { en: 'Orissa rule', hi: 'उड़ीसा नियम', ta: 'ஒரிசா விதி', te: 'ఒరిస్సా నియమం', kn: 'ಒರಿಸ್ಸಾ ನಿಯಮ', ml: 'ഒറീസ നിയമം', mr: 'ओरिसा नियम', bn: 'ওড়িশা নিয়ম', gu: 'ઓરિસ્સા નિયમ' },
    statement: {
      en: 'The month begins on the day (sunrise to sunrise) of the sankranti, whenever in it the sankranti falls.',
      hi: 'संक्रांति जिस दिन (सूर्योदय से सूर्योदय) हो, उसी दिन मास आरंभ होता है।',
      ta: 'சங்கராந்தி நிகழும் நாளிலேயே (சூரிய உதயம் முதல் சூரிய உதயம் வரை) மாதம் தொடங்குகிறது, அந்நாளில் அது எப்போது நிகழ்ந்தாலும்.', te: 'సంక్రాంతి జరిగిన రోజే (సూర్యోదయం నుండి సూర్యోదయం వరకు) మాసం ప్రారంభమవుతుంది, ఆ రోజులో అది ఎప్పుడు జరిగినా.', kn: 'ಸಂಕ್ರಾಂತಿ ನಡೆಯುವ ದಿನವೇ (ಸೂರ್ಯೋದಯದಿಂದ ಸೂರ್ಯೋದಯದವರೆಗೆ) ಮಾಸ ಆರಂಭವಾಗುತ್ತದೆ, ಆ ದಿನದಲ್ಲಿ ಅದು ಯಾವಾಗ ನಡೆದರೂ.', ml: 'സംക്രമം നടക്കുന്ന ദിവസം തന്നെ (സൂര്യോദയം മുതൽ സൂര്യോദയം വരെ) മാസം ആരംഭിക്കുന്നു, ആ ദിവസത്തിൽ അത് എപ്പോൾ നടന്നാലും.', mr: 'संक्रांत ज्या दिवशी (सूर्योदय ते सूर्योदय) होते त्याच दिवशी मास सुरू होतो, त्या दिवसात ती केव्हाही होवो.', bn: 'সংক্রান্তি যে দিনে (সূর্যোদয় থেকে সূর্যোদয়) হয় সেই দিনেই মাস শুরু হয়, সেই দিনের যখনই হোক।', gu: 'સંક્રાંતિ જે દિવસે (સૂર્યોદયથી સૂર્યોદય) થાય તે જ દિવસે માસ શરૂ થાય છે, તે દિવસમાં ગમે ત્યારે થાય.',
    },
  },
  tamil: {
    name: { en: 'Tamil rule', hi: 'तमिल नियम', ta: 'தமிழ் விதி', te: 'తమిళ నియమం', kn: 'ತಮಿಳು ನಿಯಮ', ml: 'തമിഴ് നിയമം', mr: 'तमिळ नियम', bn: 'তামিল নিয়ম', gu: 'તમિલ નિયમ' },
    statement: {
      en: 'A sankranti before sunset begins the month that day; after sunset, the next day.',
      hi: 'सूर्यास्त से पहले की संक्रांति से मास उसी दिन आरंभ होता है; सूर्यास्त के बाद की से अगले दिन।',
      ta: 'சூரிய அஸ்தமனத்திற்கு முன் சங்கராந்தி நிகழ்ந்தால் அன்றே மாதம் தொடங்குகிறது; அஸ்தமனத்திற்குப் பின் என்றால் மறுநாள்.', te: 'సూర్యాస్తమయానికి ముందు సంక్రాంతి జరిగితే అదే రోజు మాసం ప్రారంభమవుతుంది; తర్వాత జరిగితే మరుసటి రోజు.', kn: 'ಸೂರ್ಯಾಸ್ತಕ್ಕೆ ಮೊದಲು ಸಂಕ್ರಾಂತಿ ನಡೆದರೆ ಅದೇ ದಿನ ಮಾಸ ಆರಂಭವಾಗುತ್ತದೆ; ನಂತರ ನಡೆದರೆ ಮರುದಿನ.', ml: 'സൂര്യാസ്തമയത്തിനു മുമ്പ് സംക്രമം നടന്നാൽ അന്നുതന്നെ മാസം ആരംഭിക്കുന്നു; ശേഷമാണെങ്കിൽ പിറ്റേന്ന്.', mr: 'सूर्यास्तापूर्वी संक्रांत झाली तर मास त्याच दिवशी सुरू होतो; सूर्यास्तानंतर झाली तर पुढच्या दिवशी.', bn: 'সূর্যাস্তের আগে সংক্রান্তি হলে সেই দিনই মাস শুরু হয়; পরে হলে পরের দিন।', gu: 'સૂર્યાસ્ત પહેલાં સંક્રાંતિ થાય તો માસ તે જ દિવસે શરૂ થાય છે; સૂર્યાસ્ત પછી થાય તો બીજા દિવસે.',
    },
  },
  malabar: {
    name: { en: 'Malabar (afternoon) rule', hi: 'मलबार (अपराह्न) नियम', ta: 'மலபார் (பிற்பகல்) விதி', te: 'మలబార్ (అపరాహ్ణ) నియమం', kn: 'ಮಲಬಾರ್ (ಅಪರಾಹ್ಣ) ನಿಯಮ', ml: 'മലബാർ (ഉച്ചതിരിഞ്ഞ്) നിയമം', mr: 'मलबार (अपराह्ण) नियम', bn: 'মালাবার (অপরাহ্ণ) নিয়ম', gu: 'મલબાર (બપોર) નિયમ' },
    statement: {
      en: 'A sankranti within the first three fifths of the daytime begins the month that day; a later one, the next day.',
      hi: 'दिनमान के पहले तीन पंचमांश में संक्रांति हो तो मास उसी दिन आरंभ होता है; बाद में हो तो अगले दिन।',
      ta: 'பகல் பொழுதின் முதல் ஐந்தில் மூன்று பங்கிற்குள் சங்கராந்தி நிகழ்ந்தால் அன்றே மாதம் தொடங்குகிறது; அதற்குப் பின் என்றால் மறுநாள்.', te: 'పగటి సమయంలో మొదటి ఐదింట మూడు భాగాల లోపు సంక్రాంతి జరిగితే అదే రోజు మాసం ప్రారంభమవుతుంది; ఆ తర్వాత జరిగితే మరుసటి రోజు.', kn: 'ಹಗಲಿನ ಮೊದಲ ಐದರಲ್ಲಿ ಮೂರು ಭಾಗದೊಳಗೆ ಸಂಕ್ರಾಂತಿ ನಡೆದರೆ ಅದೇ ದಿನ ಮಾಸ ಆರಂಭವಾಗುತ್ತದೆ; ನಂತರ ನಡೆದರೆ ಮರುದಿನ.', ml: 'പകലിന്റെ ആദ്യത്തെ അഞ്ചിൽ മൂന്ന് ഭാഗത്തിനുള്ളിൽ സംക്രമം നടന്നാൽ അന്നുതന്നെ മാസം ആരംഭിക്കുന്നു; അതിനു ശേഷമാണെങ്കിൽ പിറ്റേന്ന്.', mr: 'दिनमानाच्या पहिल्या तीन पंचमांशात संक्रांत झाली तर मास त्याच दिवशी सुरू होतो; नंतर झाली तर पुढच्या दिवशी.', bn: 'দিনমানের প্রথম তিন-পঞ্চমাংশের মধ্যে সংক্রান্তি হলে সেই দিনই মাস শুরু হয়; পরে হলে পরের দিন।', gu: 'દિનમાનના પહેલા ત્રણ પંચમાંશમાં સંક્રાંતિ થાય તો માસ તે જ દિવસે શરૂ થાય છે; પછી થાય તો બીજા દિવસે.',
    },
  },
} as const satisfies Record<SolarMonthRule, { name: Text; statement: Text }>;

/** Where the rules come from, spelled out for clients. */
export const SOLAR_MONTH_RULE_SOURCE =
  'R. Sewell and S. B. Dikshit, The Indian Calendar (London, 1896), Art. 28; R. Sewell, Indian Chronography (London, 1912), § 43';

/** The solar calendars: their months in their own order (`sign`: the sidereal sign of the month, 1 = Mesha), rule and era. */
export const SOLAR_CALENDARS = {
  tamil: {
    en: 'Tamil', hi: 'तमिल', ta: 'தமிழ்', te: 'తమిళ', kn: 'ತಮಿಳು', ml: 'തമിഴ്', mr: 'तमिळ', bn: 'তামিল', gu: 'તમિલ',
    rule: 'tamil', era: { en: 'Thiruvalluvar', hi: 'तिरुवल्लुवर', ta: 'திருவள்ளுவர்', te: 'తిరువళ్ళువర్', kn: 'ತಿರುವಳ್ಳುವರ್', ml: 'തിരുവള്ളുവർ', mr: 'तिरुवल्लुवर', bn: 'তিরুবল্লুবর', gu: 'તિરુવલ્લુવર' },
    months: [
      { sign: 1, en: 'Chithirai', hi: 'चित्तिरै', ta: 'சித்திரை', te: 'చిత్తిరై', kn: 'ಚಿತ್ತಿರೈ', ml: 'ചിത്തിര', mr: 'चित्तिरै', bn: 'চিত্তিরৈ', gu: 'ચિત્તિરૈ' },
      { sign: 2, en: 'Vaikasi', hi: 'वैकासि', ta: 'வைகாசி', te: 'వైకాసి', kn: 'ವೈಕಾಸಿ', ml: 'വൈകാശി', mr: 'वैकासि', bn: 'বৈকাসি', gu: 'વૈકાસિ' },
      { sign: 3, en: 'Aani', hi: 'आनि', ta: 'ஆனி', te: 'ఆని', kn: 'ಆನಿ', ml: 'ആനി', mr: 'आनि', bn: 'আনি', gu: 'આનિ' },
      { sign: 4, en: 'Aadi', hi: 'आडि', ta: 'ஆடி', te: 'ఆడి', kn: 'ಆಡಿ', ml: 'ആടി', mr: 'आडि', bn: 'আডি', gu: 'આડિ' },
      { sign: 5, en: 'Aavani', hi: 'आवणि', ta: 'ஆவணி', te: 'ఆవణి', kn: 'ಆವಣಿ', ml: 'ആവണി', mr: 'आवणि', bn: 'আবণি', gu: 'આવણિ' },
      { sign: 6, en: 'Purattasi', hi: 'पुरट्टासि', ta: 'புரட்டாசி', te: 'పురట్టాసి', kn: 'ಪುರಟ್ಟಾಸಿ', ml: 'പുരട്ടാശി', mr: 'पुरट्टासि', bn: 'পুরট্টাসি', gu: 'પુરટ્ટાસિ' },
      { sign: 7, en: 'Aippasi', hi: 'ऐप्पसि', ta: 'ஐப்பசி', te: 'ఐప్పసి', kn: 'ಐಪ್ಪಸಿ', ml: 'ഐപ്പശി', mr: 'ऐप्पसि', bn: 'ঐপ্পসি', gu: 'ઐપ્પસિ' },
      { sign: 8, en: 'Karthigai', hi: 'कार्तिगै', ta: 'கார்த்திகை', te: 'కార్తిగై', kn: 'ಕಾರ್ತಿಗೈ', ml: 'കാർത്തിക', mr: 'कार्तिगै', bn: 'কার্তিগৈ', gu: 'કાર્તિગૈ' },
      { sign: 9, en: 'Margazhi', hi: 'मार्गऴि', ta: 'மார்கழி', te: 'మార్గళి', kn: 'ಮಾರ್ಗಳಿ', ml: 'മാർകഴി', mr: 'मार्गळि', bn: 'মার্গলি', gu: 'માર્ગળિ' },
      { sign: 10, en: 'Thai', hi: 'तै', ta: 'தை', te: 'తై', kn: 'ತೈ', ml: 'തൈ', mr: 'तै', bn: 'তৈ', gu: 'તૈ' },
      { sign: 11, en: 'Maasi', hi: 'मासि', ta: 'மாசி', te: 'మాసి', kn: 'ಮಾಸಿ', ml: 'മാശി', mr: 'मासि', bn: 'মাসি', gu: 'માસિ' },
      { sign: 12, en: 'Panguni', hi: 'पंगुनि', ta: 'பங்குனி', te: 'పంగుని', kn: 'ಪಂಗುನಿ', ml: 'പങ്കുനി', mr: 'पंगुनि', bn: 'পঙ্গুনি', gu: 'પંગુનિ' },
    ],
  },
  malayalam: {
    en: 'Malayalam', hi: 'मलयालम', ta: 'மலையாளம்', te: 'మలయాళ', kn: 'ಮಲಯಾಳ', ml: 'മലയാളം', mr: 'मल्याळम', bn: 'মালয়ালম', gu: 'મલયાલમ',
    rule: 'malabar', era: { en: 'Kollam', hi: 'कोल्लम', ta: 'கொல்லம்', te: 'కొల్లం', kn: 'ಕೊಲ್ಲಂ', ml: 'കൊല്ലവർഷം', mr: 'कोल्लम', bn: 'কোল্লম', gu: 'કોલ્લમ' },
    months: [
      { sign: 5, en: 'Chingam', hi: 'चिंगम', ta: 'சிங்கம்', te: 'చింగం', kn: 'ಚಿಂಗಂ', ml: 'ചിങ്ങം', mr: 'चिंगम', bn: 'চিঙ্গম', gu: 'ચિંગમ' },
      { sign: 6, en: 'Kanni', hi: 'कन्नि', ta: 'கன்னி', te: 'కన్ని', kn: 'ಕನ್ನಿ', ml: 'കന്നി', mr: 'कन्नि', bn: 'কন্নি', gu: 'કન્નિ' },
      { sign: 7, en: 'Thulam', hi: 'तुलाम', ta: 'துலாம்', te: 'తులాం', kn: 'ತುಲಾಂ', ml: 'തുലാം', mr: 'तुलाम', bn: 'তুলাম', gu: 'તુલામ' },
      { sign: 8, en: 'Vrischikam', hi: 'वृश्चिकम', ta: 'விருச்சிகம்', te: 'వృశ్చికం', kn: 'ವೃಶ್ಚಿಕಂ', ml: 'വൃശ്ചികം', mr: 'वृश्चिकम', bn: 'বৃশ্চিকম', gu: 'વૃશ્ચિકમ' },
      { sign: 9, en: 'Dhanu', hi: 'धनु', ta: 'தனு', te: 'ధను', kn: 'ಧನು', ml: 'ധനു', mr: 'धनु', bn: 'ধনু', gu: 'ધનુ' },
      { sign: 10, en: 'Makaram', hi: 'मकरम', ta: 'மகரம்', te: 'మకరం', kn: 'ಮಕರಂ', ml: 'മകരം', mr: 'मकरम', bn: 'মকরম', gu: 'મકરમ' },
      { sign: 11, en: 'Kumbham', hi: 'कुंभम', ta: 'கும்பம்', te: 'కుంభం', kn: 'ಕುಂಭಂ', ml: 'കുംഭം', mr: 'कुंभम', bn: 'কুম্ভম', gu: 'કુંભમ' },
      { sign: 12, en: 'Meenam', hi: 'मीनम', ta: 'மீனம்', te: 'మీనం', kn: 'ಮೀನಂ', ml: 'മീനം', mr: 'मीनम', bn: 'মীনম', gu: 'મીનમ' },
      { sign: 1, en: 'Medam', hi: 'मेडम', ta: 'மேடம்', te: 'మేడం', kn: 'ಮೇಡಂ', ml: 'മേടം', mr: 'मेडम', bn: 'মেডম', gu: 'મેડમ' },
      { sign: 2, en: 'Edavam', hi: 'इडवम', ta: 'இடவம்', te: 'ఇడవం', kn: 'ಇಡವಂ', ml: 'ഇടവം', mr: 'इडवम', bn: 'ইডবম', gu: 'ઇડવમ' },
      { sign: 3, en: 'Mithunam', hi: 'मिथुनम', ta: 'மிதுனம்', te: 'మిథునం', kn: 'ಮಿಥುನಂ', ml: 'മിഥുനം', mr: 'मिथुनम', bn: 'মিথুনম', gu: 'મિથુનમ' },
      { sign: 4, en: 'Karkidakam', hi: 'कर्किडकम', ta: 'கர்க்கிடகம்', te: 'కర్కిడకం', kn: 'ಕರ್ಕಿಡಕಂ', ml: 'കർക്കടകം', mr: 'कर्किडकम', bn: 'কর্কিডকম', gu: 'કર્કિડકમ' },
    ],
  },
  bengali: {
    en: 'Bengali', hi: 'बंगाली', ta: 'வங்காளம்', te: 'బెంగాలీ', kn: 'ಬಂಗಾಳಿ', ml: 'ബംഗാളി', mr: 'बंगाली', bn: 'বাংলা', gu: 'બંગાળી',
    rule: 'bengal', era: { en: 'Bangabda', hi: 'बंगाब्द', ta: 'வங்காப்தம்', te: 'బంగాబ్ద', kn: 'ಬಂಗಾಬ್ದ', ml: 'ബംഗാബ്ദം', mr: 'बंगाब्द', bn: 'বঙ্গাব্দ', gu: 'બંગાબ્દ' },
    months: [
      { sign: 1, en: 'Boishakh', hi: 'बैशाख', ta: 'வைசாகம்', te: 'వైశాఖం', kn: 'ವೈಶಾಖ', ml: 'വൈശാഖം', mr: 'वैशाख', bn: 'বৈশাখ', gu: 'વૈશાખ' },
      { sign: 2, en: 'Joishtho', hi: 'ज्यैष्ठ', ta: 'ஜ்யேஷ்டம்', te: 'జ్యేష్ఠం', kn: 'ಜ್ಯೇಷ್ಠ', ml: 'ജ്യേഷ്ഠം', mr: 'ज्येष्ठ', bn: 'জ্যৈষ্ঠ', gu: 'જેઠ' },
      { sign: 3, en: 'Asharh', hi: 'आषाढ़', ta: 'ஆஷாடம்', te: 'ఆషాఢం', kn: 'ಆಷಾಢ', ml: 'ആഷാഢം', mr: 'आषाढ', bn: 'আষাঢ়', gu: 'અષાઢ' },
      { sign: 4, en: 'Srabon', hi: 'श्रावण', ta: 'ஸ்ராவணம்', te: 'శ్రావణం', kn: 'ಶ್ರಾವಣ', ml: 'ശ്രാവണം', mr: 'श्रावण', bn: 'শ্রাবণ', gu: 'શ્રાવણ' },
      { sign: 5, en: 'Bhadro', hi: 'भाद्र', ta: 'பாத்ரபதம்', te: 'భాద్రపదం', kn: 'ಭಾದ್ರಪದ', ml: 'ഭാദ്രപദം', mr: 'भाद्रपद', bn: 'ভাদ্র', gu: 'ભાદરવો' },
      { sign: 6, en: 'Ashwin', hi: 'आश्विन', ta: 'ஆஸ்வயுஜம்', te: 'ఆశ్వయుజం', kn: 'ಆಶ್ವಯುಜ', ml: 'ആശ്വിനം', mr: 'आश्विन', bn: 'আশ্বিন', gu: 'આસો' },
      { sign: 7, en: 'Kartik', hi: 'कार्तिक', ta: 'கார்த்திகம்', te: 'కార్తీకం', kn: 'ಕಾರ್ತಿಕ', ml: 'കാർത്തികം', mr: 'कार्तिक', bn: 'কার্তিক', gu: 'કારતક' },
      { sign: 8, en: 'Ogrohayon', hi: 'अग्रहायण', ta: 'மார்கசீர்ஷம்', te: 'మార్గశిరం', kn: 'ಮಾರ್ಗಶಿರ', ml: 'മാർഗ്ഗശീർഷം', mr: 'मार्गशीर्ष', bn: 'অগ্রহায়ণ', gu: 'માગશર' },
      { sign: 9, en: 'Poush', hi: 'पौष', ta: 'புஷ்யம்', te: 'పుష్యం', kn: 'ಪುಷ್ಯ', ml: 'പൗഷം', mr: 'पौष', bn: 'পৌষ', gu: 'પોષ' },
      { sign: 10, en: 'Magh', hi: 'माघ', ta: 'மாகம்', te: 'మాఘం', kn: 'ಮಾಘ', ml: 'മാഘം', mr: 'माघ', bn: 'মাঘ', gu: 'મહા' },
      { sign: 11, en: 'Falgun', hi: 'फाल्गुन', ta: 'பால்குனம்', te: 'ఫాల్గుణం', kn: 'ಫಾಲ್ಗುಣ', ml: 'ഫാൽഗുനം', mr: 'फाल्गुन', bn: 'ফাল্গুন', gu: 'ફાગણ' },
      { sign: 12, en: 'Choitro', hi: 'चैत्र', ta: 'சைத்ரம்', te: 'చైత్రం', kn: 'ಚೈತ್ರ', ml: 'ചൈത്രം', mr: 'चैत्र', bn: 'চৈত্র', gu: 'ચૈત્ર' },
    ],
  },
  assamese: {
    en: 'Assamese', hi: 'असमिया', ta: 'அசாமியம்', te: 'అస్సామీ', kn: 'ಅಸ್ಸಾಮಿ', ml: 'അസമീസ്', mr: 'आसामी', bn: 'অসমীয়া', gu: 'આસામી',
    rule: 'bengal', era: { en: 'Bhaskarabda', hi: 'भास्कराब्द', ta: 'பாஸ்கராப்தம்', te: 'భాస్కరాబ్ద', kn: 'ಭಾಸ್ಕರಾಬ್ದ', ml: 'ഭാസ്കരാബ്ദം', mr: 'भास्कराब्द', bn: 'ভাস্করাব্দ', gu: 'ભાસ્કરાબ્દ' },
    months: [
      { sign: 1, en: 'Bohag', hi: 'बोहाग', ta: 'வைசாகம்', te: 'వైశాఖం', kn: 'ವೈಶಾಖ', ml: 'വൈശാഖം', mr: 'वैशाख', bn: 'ব’হাগ', gu: 'વૈશાખ' },
      { sign: 2, en: 'Jeth', hi: 'जेठ', ta: 'ஜ்யேஷ்டம்', te: 'జ్యేష్ఠం', kn: 'ಜ್ಯೇಷ್ಠ', ml: 'ജ്യേഷ്ഠം', mr: 'ज्येष्ठ', bn: 'জেঠ', gu: 'જેઠ' },
      { sign: 3, en: 'Aahar', hi: 'आहार', ta: 'ஆஷாடம்', te: 'ఆషాఢం', kn: 'ಆಷಾಢ', ml: 'ആഷാഢം', mr: 'आषाढ', bn: 'আহাৰ', gu: 'અષાઢ' },
      { sign: 4, en: 'Xaon', hi: 'शाओन', ta: 'ஸ்ராவணம்', te: 'శ్రావణం', kn: 'ಶ್ರಾವಣ', ml: 'ശ്രാവണം', mr: 'श्रावण', bn: 'শাওণ', gu: 'શ્રાવણ' },
      { sign: 5, en: 'Bhado', hi: 'भादो', ta: 'பாத்ரபதம்', te: 'భాద్రపదం', kn: 'ಭಾದ್ರಪದ', ml: 'ഭാദ്രപദം', mr: 'भाद्रपद', bn: 'ভাদ', gu: 'ભાદરવો' },
      { sign: 6, en: 'Aahin', hi: 'आहिन', ta: 'ஆஸ்வயுஜம்', te: 'ఆశ్వయుజం', kn: 'ಆಶ್ವಯುಜ', ml: 'ആശ്വിനം', mr: 'आश्विन', bn: 'আহিন', gu: 'આસો' },
      { sign: 7, en: 'Kati', hi: 'काति', ta: 'கார்த்திகம்', te: 'కార్తీకం', kn: 'ಕಾರ್ತಿಕ', ml: 'കാർത്തികം', mr: 'कार्तिक', bn: 'কাতি', gu: 'કારતક' },
      { sign: 8, en: 'Aghon', hi: 'आघोन', ta: 'மார்கசீர்ஷம்', te: 'మార్గశిరం', kn: 'ಮಾರ್ಗಶಿರ', ml: 'മാർഗ്ഗശീർഷം', mr: 'मार्गशीर्ष', bn: 'আঘোণ', gu: 'માગશર' },
      { sign: 9, en: 'Puh', hi: 'पुह', ta: 'புஷ்யம்', te: 'పుష్యం', kn: 'ಪುಷ್ಯ', ml: 'പൗഷം', mr: 'पौष', bn: 'পুহ', gu: 'પોષ' },
      { sign: 10, en: 'Magh', hi: 'माघ', ta: 'மாகம்', te: 'మాఘం', kn: 'ಮಾಘ', ml: 'മാഘം', mr: 'माघ', bn: 'মাঘ', gu: 'મહા' },
      { sign: 11, en: 'Phagun', hi: 'फागुन', ta: 'பால்குனம்', te: 'ఫాల్గుణం', kn: 'ಫಾಲ್ಗುಣ', ml: 'ഫാൽഗുനം', mr: 'फाल्गुन', bn: 'ফাগুন', gu: 'ફાગણ' },
      { sign: 12, en: 'Sot', hi: 'चोत', ta: 'சைத்ரம்', te: 'చైత్రం', kn: 'ಚೈತ್ರ', ml: 'ചൈത്രം', mr: 'चैत्र', bn: 'চ’ত', gu: 'ચૈત્ર' },
    ],
  },
  odia: {
    en: 'Odia', hi: 'ओड़िया', ta: 'ஒடியா', te: 'ఒడియా', kn: 'ಒಡಿಯಾ', ml: 'ഒഡിയ', mr: 'ओडिया', bn: 'ওড়িয়া', gu: 'ઓડિયા',
    rule: 'orissa', era: { en: 'Amli', hi: 'अमली', ta: 'அம்லி', te: 'అమ్లి', kn: 'ಅಮ್ಲಿ', ml: 'അമ്ലി', mr: 'अमली', bn: 'আমলি', gu: 'અમલી' },
    months: [
      { sign: 1, en: 'Baisakha', hi: 'बैशाख', ta: 'வைசாகம்', te: 'వైశాఖం', kn: 'ವೈಶಾಖ', ml: 'വൈശാഖം', mr: 'वैशाख', bn: 'বৈশাখ', gu: 'વૈશાખ' },
      { sign: 2, en: 'Jyeshtha', hi: 'ज्येष्ठ', ta: 'ஜ்யேஷ்டம்', te: 'జ్యేష్ఠం', kn: 'ಜ್ಯೇಷ್ಠ', ml: 'ജ്യേഷ്ഠം', mr: 'ज्येष्ठ', bn: 'জ্যৈষ্ঠ', gu: 'જેઠ' },
      { sign: 3, en: 'Ashadha', hi: 'आषाढ़', ta: 'ஆஷாடம்', te: 'ఆషాఢం', kn: 'ಆಷಾಢ', ml: 'ആഷാഢം', mr: 'आषाढ', bn: 'আষাঢ়', gu: 'અષાઢ' },
      { sign: 4, en: 'Shrabana', hi: 'श्रावण', ta: 'ஸ்ராவணம்', te: 'శ్రావణం', kn: 'ಶ್ರಾವಣ', ml: 'ശ്രാവണം', mr: 'श्रावण', bn: 'শ্রাবণ', gu: 'શ્રાવણ' },
      { sign: 5, en: 'Bhadraba', hi: 'भाद्रव', ta: 'பாத்ரபதம்', te: 'భాద్రపదం', kn: 'ಭಾದ್ರಪದ', ml: 'ഭാദ്രപദം', mr: 'भाद्रपद', bn: 'ভাদ্র', gu: 'ભાદરવો' },
      { sign: 6, en: 'Ashwina', hi: 'आश्विन', ta: 'ஆஸ்வயுஜம்', te: 'ఆశ్వయుజం', kn: 'ಆಶ್ವಯುಜ', ml: 'ആശ്വിനം', mr: 'आश्विन', bn: 'আশ্বিন', gu: 'આસો' },
      { sign: 7, en: 'Kartika', hi: 'कार्तिक', ta: 'கார்த்திகம்', te: 'కార్తీకం', kn: 'ಕಾರ್ತಿಕ', ml: 'കാർത്തികം', mr: 'कार्तिक', bn: 'কার্তিক', gu: 'કારતક' },
      { sign: 8, en: 'Margashira', hi: 'मार्गशिर', ta: 'மார்கசீர்ஷம்', te: 'మార్గశిరం', kn: 'ಮಾರ್ಗಶಿರ', ml: 'മാർഗ്ഗശീർഷം', mr: 'मार्गशीर्ष', bn: 'অগ্রহায়ণ', gu: 'માગશર' },
      { sign: 9, en: 'Pausha', hi: 'पौष', ta: 'புஷ்யம்', te: 'పుష్యం', kn: 'ಪುಷ್ಯ', ml: 'പൗഷം', mr: 'पौष', bn: 'পৌষ', gu: 'પોષ' },
      { sign: 10, en: 'Magha', hi: 'माघ', ta: 'மாகம்', te: 'మాఘం', kn: 'ಮಾಘ', ml: 'മാഘം', mr: 'माघ', bn: 'মাঘ', gu: 'મહા' },
      { sign: 11, en: 'Phalguna', hi: 'फाल्गुन', ta: 'பால்குனம்', te: 'ఫాల్గుణం', kn: 'ಫಾಲ್ಗುಣ', ml: 'ഫാൽഗുനം', mr: 'फाल्गुन', bn: 'ফাল্গুন', gu: 'ફાગણ' },
      { sign: 12, en: 'Chaitra', hi: 'चैत्र', ta: 'சைத்ரம்', te: 'చైత్రం', kn: 'ಚೈತ್ರ', ml: 'ചൈത്രം', mr: 'चैत्र', bn: 'চৈত্র', gu: 'ચૈત્ર' },
    ],
  },
  punjabi: {
    en: 'Punjabi', hi: 'पंजाबी', ta: 'பஞ்சாபி', te: 'పంజాబీ', kn: 'ಪಂಜಾಬಿ', ml: 'പഞ്ചാബി', mr: 'पंजाबी', bn: 'পাঞ্জাবি', gu: 'પંજાબી',
    rule: 'orissa', era: { en: 'Vikram samvat', hi: 'विक्रम संवत', ta: 'விக்கிரம சம்வத்', te: 'విక్రమ సంవత్', kn: 'ವಿಕ್ರಮ ಸಂವತ್', ml: 'വിക്രമ സംവത്', mr: 'विक्रम संवत', bn: 'বিক্রম সংবৎ', gu: 'વિક્રમ સંવત' },
    months: [
      { sign: 1, en: 'Vaisakh', hi: 'वैसाख', ta: 'வைசாகம்', te: 'వైశాఖం', kn: 'ವೈಶಾಖ', ml: 'വൈശാഖം', mr: 'वैशाख', bn: 'বৈশাখ', gu: 'વૈશાખ' },
      { sign: 2, en: 'Jeth', hi: 'जेठ', ta: 'ஜ்யேஷ்டம்', te: 'జ్యేష్ఠం', kn: 'ಜ್ಯೇಷ್ಠ', ml: 'ജ്യേഷ്ഠം', mr: 'ज्येष्ठ', bn: 'জ্যৈষ্ঠ', gu: 'જેઠ' },
      { sign: 3, en: 'Harh', hi: 'हाड़', ta: 'ஆஷாடம்', te: 'ఆషాఢం', kn: 'ಆಷಾಢ', ml: 'ആഷാഢം', mr: 'आषाढ', bn: 'আষাঢ়', gu: 'અષાઢ' },
      { sign: 4, en: 'Sawan', hi: 'सावन', ta: 'ஸ்ராவணம்', te: 'శ్రావణం', kn: 'ಶ್ರಾವಣ', ml: 'ശ്രാവണം', mr: 'श्रावण', bn: 'শ্রাবণ', gu: 'શ્રાવણ' },
      { sign: 5, en: 'Bhadon', hi: 'भादों', ta: 'பாத்ரபதம்', te: 'భాద్రపదం', kn: 'ಭಾದ್ರಪದ', ml: 'ഭാദ്രപദം', mr: 'भाद्रपद', bn: 'ভাদ্র', gu: 'ભાદરવો' },
      { sign: 6, en: 'Assu', hi: 'अस्सू', ta: 'ஆஸ்வயுஜம்', te: 'ఆశ్వయుజం', kn: 'ಆಶ್ವಯುಜ', ml: 'ആശ്വിനം', mr: 'आश्विन', bn: 'আশ্বিন', gu: 'આસો' },
      { sign: 7, en: 'Katak', hi: 'कत्तक', ta: 'கார்த்திகம்', te: 'కార్తీకం', kn: 'ಕಾರ್ತಿಕ', ml: 'കാർത്തികം', mr: 'कार्तिक', bn: 'কার্তিক', gu: 'કારતક' },
      { sign: 8, en: 'Maghar', hi: 'मघ्घर', ta: 'மார்கசீர்ஷம்', te: 'మార్గశిరం', kn: 'ಮಾರ್ಗಶಿರ', ml: 'മാർഗ്ഗശീർഷം', mr: 'मार्गशीर्ष', bn: 'অগ্রহায়ণ', gu: 'માગશર' },
      { sign: 9, en: 'Poh', hi: 'पोह', ta: 'புஷ்யம்', te: 'పుష్యం', kn: 'ಪುಷ್ಯ', ml: 'പൗഷം', mr: 'पौष', bn: 'পৌষ', gu: 'પોષ' },
      { sign: 10, en: 'Magh', hi: 'माघ', ta: 'மாகம்', te: 'మాఘం', kn: 'ಮಾಘ', ml: 'മാഘം', mr: 'माघ', bn: 'মাঘ', gu: 'મહા' },
      { sign: 11, en: 'Phagan', hi: 'फग्गण', ta: 'பால்குனம்', te: 'ఫాల్గుణం', kn: 'ಫಾಲ್ಗುಣ', ml: 'ഫാൽഗുനം', mr: 'फाल्गुन', bn: 'ফাল্গুন', gu: 'ફાગણ' },
      { sign: 12, en: 'Chet', hi: 'चेत', ta: 'சைத்ரம்', te: 'చైత్రం', kn: 'ಚೈತ್ರ', ml: 'ചൈത്രം', mr: 'चैत्र', bn: 'চৈত্র', gu: 'ચૈત્ર' },
    ],
  },
} as const satisfies Record<string, Names & { rule: SolarMonthRule; era: Names; months: readonly ({ sign: number } & Names)[] }>;

export type SolarCalendarId = keyof typeof SOLAR_CALENDARS;
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
export const TAMIL_YEAR_NAMES: readonly Names[] = ([
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
] as const satisfies readonly Text[]).map((year, i) => ({ ...formsBeyondHindi(SAMVATSARAS[i]!), ...year }));

/** The months of the Indian national calendar (Saka), from Chaitra. */
export const SAKA_MONTHS: readonly Names[] = ([
  { en: 'Chaitra', hi: 'चैत्र' },
  { en: 'Vaishakha', hi: 'वैशाख' },
  { en: 'Jyaishtha', hi: 'ज्येष्ठ' },
  { en: 'Ashadha', hi: 'आषाढ़' },
  { en: 'Shravana', hi: 'श्रावण' },
  { en: 'Bhadra', hi: 'भाद्र' },
  { en: 'Ashvina', hi: 'आश्विन' },
  { en: 'Kartika', hi: 'कार्तिक' },
  { en: 'Agrahayana', hi: 'अग्रहायण' },
  { en: 'Pausha', hi: 'पौष' },
  { en: 'Magha', hi: 'माघ' },
  { en: 'Phalguna', hi: 'फाल्गुन' },
] as const satisfies readonly Text[]).map((month, i) => ({ ...formsBeyondHindi(LUNAR_MONTHS[i]!), ...month }));

/** The months of the Hijri calendar, from Muharram. */
export const HIJRI_MONTHS = [
  { en: 'Muharram', hi: 'मुहर्रम', ta: 'முஹர்ரம்', te: 'ముహర్రం', kn: 'ಮೊಹರಂ', ml: 'മുഹറം', mr: 'मोहरम', bn: 'মহররম', gu: 'મોહરમ' },
  { en: 'Safar', hi: 'सफ़र', ta: 'ஸஃபர்', te: 'సఫర్', kn: 'ಸಫರ್', ml: 'സഫർ', mr: 'सफर', bn: 'সফর', gu: 'સફર' },
  { en: 'Rabi al-Awwal', hi: 'रबी उल-अव्वल', ta: 'ரபீஉல் அவ்வல்', te: 'రబీ ఉల్ అవ్వల్', kn: 'ರಬೀ ಉಲ್ ಅವ್ವಲ್', ml: 'റബീഉൽ അവ്വൽ', mr: 'रबिलावल', bn: 'রবিউল আউয়াল', gu: 'રબી ઉલ-અવ્વલ' },
  { en: 'Rabi al-Thani', hi: 'रबी उस-सानी', ta: 'ரபீஉல் ஆகிர்', te: 'రబీ ఉస్ సానీ', kn: 'ರಬೀ ಉಸ್ ಸಾನಿ', ml: 'റബീഉൽ ആഖിർ', mr: 'रबिलाखर', bn: 'রবিউস সানি', gu: 'રબી ઉસ-સાની' },
  { en: 'Jumada al-Ula', hi: 'जुमादा अल-ऊला', ta: 'ஜுமாதல் ஊலா', te: 'జుమాదా అల్ ఊలా', kn: 'ಜುಮಾದಾ ಅಲ್ ಊಲಾ', ml: 'ജമാദുൽ അവ്വൽ', mr: 'जमादिलावल', bn: 'জমাদিউল আউয়াল', gu: 'જુમાદા અલ-ઊલા' },
  { en: 'Jumada al-Akhira', hi: 'जुमादा अल-आख़िरा', ta: 'ஜுமாதல் ஆகிரா', te: 'జుమాదా అల్ ఆఖిరా', kn: 'ಜುಮಾದಾ ಅಲ್ ಆಖಿರಾ', ml: 'ജമാദുൽ ആഖിർ', mr: 'जमादिलाखर', bn: 'জমাদিউস সানি', gu: 'જુમાદા અલ-આખિરા' },
  { en: 'Rajab', hi: 'रजब', ta: 'ரஜப்', te: 'రజబ్', kn: 'ರಜಬ್', ml: 'റജബ്', mr: 'रजब', bn: 'রজব', gu: 'રજબ' },
  { en: 'Shaban', hi: 'शाबान', ta: 'ஷஃபான்', te: 'షాబాన్', kn: 'ಶಾಬಾನ್', ml: 'ശഅബാൻ', mr: 'शाबान', bn: 'শাবান', gu: 'શાબાન' },
  { en: 'Ramadan', hi: 'रमज़ान', ta: 'ரமலான்', te: 'రంజాన్', kn: 'ರಂಜಾನ್', ml: 'റമദാൻ', mr: 'रमजान', bn: 'রমজান', gu: 'રમઝાન' },
  { en: 'Shawwal', hi: 'शव्वाल', ta: 'ஷவ்வால்', te: 'షవ్వాల్', kn: 'ಶವ್ವಾಲ್', ml: 'ശവ്വാൽ', mr: 'शव्वाल', bn: 'শাওয়াল', gu: 'શવ્વાલ' },
  { en: 'Dhu al-Qadah', hi: 'ज़िल-क़ादा', ta: 'துல் கஃதா', te: 'జిల్ ఖాదా', kn: 'ಜಿಲ್ ಕಾದಾ', ml: 'ദുൽ ഖഅദ്', mr: 'जिल्काद', bn: 'জিলকদ', gu: 'ઝિલ-કાદા' },
  { en: 'Dhu al-Hijjah', hi: 'ज़िल-हिज्जा', ta: 'துல் ஹஜ்', te: 'జిల్ హిజ్జా', kn: 'ಜಿಲ್ ಹಿಜ್ಜಾ', ml: 'ദുൽ ഹിജ്ജ', mr: 'जिल्हेज', bn: 'জিলহজ', gu: 'ઝિલ-હિજ્જા' },
] as const satisfies readonly Names[];

/** The lunar calendars and what distinguishes them. */
export const LUNAR_CALENDARS = {
  amanta: { en: 'Amanta (lunar)', hi: 'अमांत (चांद्र)', ta: 'அமாந்த (சாந்திரமானம்)', te: 'అమాంత (చాంద్రమానం)', kn: 'ಅಮಾಂತ (ಚಾಂದ್ರಮಾನ)', ml: 'അമാന്ത (ചാന്ദ്രം)', mr: 'अमांत (चांद्र)', bn: 'অমান্ত (চান্দ্র)', gu: 'અમાંત (ચાંદ્ર)', reckoning: 'amanta', era: { en: 'Shaka', hi: 'शक', ta: 'சகம்', te: 'శక', kn: 'ಶಕ', ml: 'ശകവർഷം', mr: 'शक', bn: 'শকাব্দ', gu: 'શક' } },
  purnimanta: { en: 'Purnimanta (lunar)', hi: 'पूर्णिमांत (चांद्र)', ta: 'பூர்ணிமாந்த (சாந்திரமானம்)', te: 'పూర్ణిమాంత (చాంద్రమానం)', kn: 'ಪೂರ್ಣಿಮಾಂತ (ಚಾಂದ್ರಮಾನ)', ml: 'പൂർണിമാന്ത (ചാന്ദ്രം)', mr: 'पौर्णिमांत (चांद्र)', bn: 'পূর্ণিমান্ত (চান্দ্র)', gu: 'પૂર્ણિમાંત (ચાંદ્ર)', reckoning: 'purnimanta', era: { en: 'Vikram samvat', hi: 'विक्रम संवत', ta: 'விக்கிரம சம்வத்', te: 'విక్రమ సంవత్', kn: 'ವಿಕ್ರಮ ಸಂವತ್', ml: 'വിക്രമ സംവത്', mr: 'विक्रम संवत', bn: 'বিক্রম সংবৎ', gu: 'વિક્રમ સંવત' } },
  gujarati: { en: 'Gujarati', hi: 'गुजराती', ta: 'குஜராத்தி', te: 'గుజరాతీ', kn: 'ಗುಜರಾತಿ', ml: 'ഗുജറാത്തി', mr: 'गुजराती', bn: 'গুজরাটি', gu: 'ગુજરાતી', reckoning: 'amanta', era: { en: 'Vikram samvat (Kartikadi)', hi: 'विक्रम संवत (कार्तिकादि)', ta: 'விக்கிரம சம்வத் (கார்த்திகாதி)', te: 'విక్రమ సంవత్ (కార్తికాది)', kn: 'ವಿಕ್ರಮ ಸಂವತ್ (ಕಾರ್ತಿಕಾದಿ)', ml: 'വിക്രമ സംവത് (കാർത്തികാദി)', mr: 'विक्रम संवत (कार्तिकादि)', bn: 'বিক্রম সংবৎ (কার্তিকাদি)', gu: 'વિક્રમ સંવત (કાર્તિકાદિ)' } },
  marathi: { en: 'Marathi', hi: 'मराठी', ta: 'மராத்தி', te: 'మరాఠీ', kn: 'ಮರಾಠಿ', ml: 'മറാഠി', mr: 'मराठी', bn: 'মারাঠি', gu: 'મરાઠી', reckoning: 'amanta', era: { en: 'Shaka', hi: 'शक', ta: 'சகம்', te: 'శక', kn: 'ಶಕ', ml: 'ശകവർഷം', mr: 'शक', bn: 'শকাব্দ', gu: 'શક' } },
} as const satisfies Record<string, Names & { reckoning: 'amanta' | 'purnimanta'; era: Names }>;

export type LunarCalendarId = keyof typeof LUNAR_CALENDARS;

/** The arithmetic calendars. */
export const ARITHMETIC_CALENDARS = {
  saka: { en: 'Indian national (Saka)', hi: 'भारतीय राष्ट्रीय (शक)', ta: 'இந்திய தேசிய (சகம்)', te: 'భారత జాతీయ (శక)', kn: 'ಭಾರತೀಯ ರಾಷ್ಟ್ರೀಯ (ಶಕ)', ml: 'ഭാരതീയ ദേശീയ (ശകവർഷം)', mr: 'भारतीय राष्ट्रीय (शक)', bn: 'ভারতীয় জাতীয় (শকাব্দ)', gu: 'ભારતીય રાષ્ટ્રીય (શક)', era: { en: 'Saka', hi: 'शक', ta: 'சகம்', te: 'శక', kn: 'ಶಕ', ml: 'ശകവർഷം', mr: 'शक', bn: 'শকাব্দ', gu: 'શક' } },
  hijri: { en: 'Hijri (tabular)', hi: 'हिजरी (सारणीबद्ध)', ta: 'ஹிஜ்ரி (அட்டவணை)', te: 'హిజ్రీ (పట్టిక)', kn: 'ಹಿಜರಿ (ಕೋಷ್ಟಕ)', ml: 'ഹിജ്റ (പട്ടിക)', mr: 'हिजरी (सारणीबद्ध)', bn: 'হিজরি (সারণিবদ্ধ)', gu: 'હિજરી (કોષ્ટક)', era: { en: 'AH', hi: 'हिजरी', ta: 'ஹிஜ்ரி', te: 'హిజ్రీ', kn: 'ಹಿಜರಿ', ml: 'ഹിജ്റ', mr: 'हिजरी', bn: 'হিজরি', gu: 'હિજરી' } },
} as const satisfies Record<string, Names & { era: Names }>;

export type ArithmeticCalendarId = keyof typeof ARITHMETIC_CALENDARS;

/** The calendars whose months begin at an observation: the Hijri months at the first naked-eye sighting of the crescent. */
export const SIGHTED_CALENDARS = {
  'hijri-crescent': { en: 'Hijri (crescent sighting)', hi: 'हिजरी (चाँद दिखने पर)', ta: 'ஹிஜ்ரி (பிறை பார்த்து)', te: 'హిజ్రీ (నెలవంక దర్శనంతో)', kn: 'ಹಿಜರಿ (ಚಂದ್ರದರ್ಶನದಿಂದ)', ml: 'ഹിജ്റ (മാസപ്പിറവി കണ്ട്)', mr: 'हिजरी (चंद्रदर्शनानुसार)', bn: 'হিজরি (চাঁদ দেখে)', gu: 'હિજરી (ચંદ્રદર્શન પ્રમાણે)', era: ARITHMETIC_CALENDARS.hijri.era },
} as const satisfies Record<string, Names & { era: Names }>;

export type SightedCalendarId = keyof typeof SIGHTED_CALENDARS;

/** Yallop's visibility classes of the new crescent (NAO Technical Note 69, 1997), best first. */
export const YALLOP_CLASSES = ['A', 'B', 'C', 'D', 'E', 'F'] as const;
export type YallopClass = (typeof YALLOP_CLASSES)[number];

/** Each class but F with the q it must exceed (Yallop, Table 6): A > +0.216, B > −0.014, C > −0.160, D > −0.232, E > −0.293. */
export const YALLOP_CLASS_LIMITS: readonly (readonly [Exclude<YallopClass, 'F'>, number])[] = [
  ['A', 0.216], ['B', -0.014], ['C', -0.16], ['D', -0.232], ['E', -0.293],
];

/** The crescent calendar's criterion, named for readers: a sighting of class A or B (q > −0.014) at the place. */
export const CRESCENT_CRITERION = {
  en: 'Yallop\'s criterion: the crescent visible to the naked eye at the place',
  hi: 'याल्लप की कसौटी: उस स्थान पर नंगी आँखों से दिखने वाला नया चाँद',
  ta: 'யாலப் அளவுகோல்: அவ்விடத்தில் வெறுங்கண்ணுக்குத் தெரியும் பிறை',
  te: 'యాలప్ ప్రమాణం: ఆ ప్రదేశంలో కంటికి కనిపించే నెలవంక',
  kn: 'ಯಾಲಪ್ ಮಾನದಂಡ: ಆ ಸ್ಥಳದಲ್ಲಿ ಬರಿಗಣ್ಣಿಗೆ ಕಾಣುವ ಬಾಲಚಂದ್ರ',
  ml: 'യാലപ് മാനദണ്ഡം: ആ സ്ഥലത്ത് നഗ്നനേത്രങ്ങൾക്കു കാണാവുന്ന ചന്ദ്രക്കല',
  mr: 'यालप निकष: त्या ठिकाणी उघड्या डोळ्यांनी दिसणारी चंद्रकोर',
  bn: 'ইয়ালপ মানদণ্ড: সেই স্থানে খালি চোখে দেখা যায় এমন বাঁকা চাঁদ',
  gu: 'યાલપ માપદંડ: તે સ્થળે નરી આંખે દેખાતો બીજનો ચંદ્ર',
} as const satisfies Names;

/** The criterion's source. */
export const CRESCENT_CRITERION_SOURCE = 'B. D. Yallop, A Method for Predicting the First Sighting of the New Crescent Moon, NAO Technical Note 69, HM Nautical Almanac Office, 1997: class A or B (q > −0.014) at the best time, sunset + 4/9 of the time to moonset';

/** Every calendar a date can be written in, in the order responses list them. */
export const CALENDAR_IDS = [
  'tamil', 'malayalam', 'bengali', 'odia', 'punjabi', 'assamese', 'amanta', 'purnimanta', 'gujarati', 'marathi', 'saka', 'hijri', 'hijri-crescent',
] as const satisfies readonly (SolarCalendarId | LunarCalendarId | ArithmeticCalendarId | SightedCalendarId)[];
export type CalendarId = (typeof CALENDAR_IDS)[number];

/** A calendar's name. */
export function calendarName(id: CalendarId): Text {
  if (id in SOLAR_CALENDARS) return SOLAR_CALENDARS[id as SolarCalendarId];
  if (id in LUNAR_CALENDARS) return LUNAR_CALENDARS[id as LunarCalendarId];
  if (id in SIGHTED_CALENDARS) return SIGHTED_CALENDARS[id as SightedCalendarId];
  return ARITHMETIC_CALENDARS[id as ArithmeticCalendarId];
}

/** A calendar's twelve month names in its own order (month 1 first: Chithirai, Chingam, Boishakh …, Kartika for Gujarati). */
export function monthNamesOf(id: CalendarId): readonly Text[] {
  if (id in SOLAR_CALENDARS) return SOLAR_CALENDARS[id as SolarCalendarId].months;
  if (id === 'gujarati') return [...LUNAR_MONTHS.slice(7), ...LUNAR_MONTHS.slice(0, 7)];
  if (id in LUNAR_CALENDARS) return LUNAR_MONTHS;
  return id === 'saka' ? SAKA_MONTHS : HIJRI_MONTHS;
}
