/**
 * Names of the lunisolar calendar: the 12 lunar months, the 6 ritus, the 2 ayanas and the 60 samvatsaras.
 *
 * Sources:
 * - Months and the amanta rule: a lunar month runs new moon → new moon (amanta) and takes its name from the
 *   sidereal sign the Sun is in at the new moon that begins it (Sun in Pisces → Chaitra, Aries → Vaishakha …;
 *   a month with no sankranti is adhika, one holding two is kshaya). Purnimanta months run full moon → full
 *   moon: their Shukla paksha is the amanta month of the same name, their Krishna paksha lies in the previous
 *   amanta month (drikpanchang, "Amanta and Purnimanta calendars"; PyJHora `drik.lunar_month`).
 * - Ritus: two lunar months each from Chaitra (Vasanta … Shishira), the traditional reckoning. Drikpanchang's
 *   "Drik Ritu" instead follows the tropical Sun in 60° steps from Shishira at 270° (the winter solstice);
 *   both are given.
 * - Ayanas: Uttarayana while the Sun moves from Makara to Karka. Traditional almanacs count from the sidereal
 *   Makara Sankranti (sidereal 270°); the drik reckoning from the winter solstice (tropical 270°). Both given.
 * - Samvatsaras: the 60-year Jovian cycle (Prabhava … Akshaya) as used in the South Indian lunisolar year
 *   (Ugadi / Gudi Padwa); the year beginning at Chaitra Shukla Pratipada of 1987 CE was Prabhava, so that of
 *   2024 CE was Krodhi (the 38th). North Indian (Vikram samvat) almanacs name years from the same list but
 *   with a different offset; only the South Indian count is computed here.
 *
 * Names in the seven other languages: the lunar months in each language's form (Gujarati Kartak, Magshar, Posh,
 * Maha, Fagan; Bengali Agrahayan; Telugu Ashvayujam), in Tamil the Sanskrit lunar names (Chaitram …), not the
 * solar months Chithirai … that the Tamil calendar counts (data/regional-calendars.ts); the samvatsaras in the
 * southern forms for Tamil, Telugu, Kannada and Malayalam (Tamil Pirabava … Atchaya, checked against PyJHora's
 * Tamil table, `src/jhora/lang/list_values_ta.txt`), the northern forms for Marathi, Bengali and Gujarati;
 * the ritus and ayanas with each language's ending (Tamil Vasantham, Malayalam Varsham), Bengali naming Shishira
 * Sheet, its winter among its six seasons; docs/languages.md.
 */
import type { SignId } from './signs.ts';
import type { Names } from './text.ts';
import type { Paksha } from './tithis.ts';

export const LUNAR_MONTHS = [
  { number: 1, en: 'Chaitra', hi: 'चैत्र', ta: 'சைத்ரம்', te: 'చైత్రం', kn: 'ಚೈತ್ರ', ml: 'ചൈത്രം', mr: 'चैत्र', bn: 'চৈত্র', gu: 'ચૈત્ર', sunSignAtStart: 'pisces', ritu: 'vasanta' },
  { number: 2, en: 'Vaishakha', hi: 'वैशाख', ta: 'வைசாகம்', te: 'వైశాఖం', kn: 'ವೈಶಾಖ', ml: 'വൈശാഖം', mr: 'वैशाख', bn: 'বৈশাখ', gu: 'વૈશાખ', sunSignAtStart: 'aries', ritu: 'vasanta' },
  { number: 3, en: 'Jyeshtha', hi: 'ज्येष्ठ', ta: 'ஜ்யேஷ்டம்', te: 'జ్యేష్ఠం', kn: 'ಜ್ಯೇಷ್ಠ', ml: 'ജ്യേഷ്ഠം', mr: 'ज्येष्ठ', bn: 'জ্যৈষ্ঠ', gu: 'જેઠ', sunSignAtStart: 'taurus', ritu: 'grishma' },
  { number: 4, en: 'Ashadha', hi: 'आषाढ़', ta: 'ஆஷாடம்', te: 'ఆషాఢం', kn: 'ಆಷಾಢ', ml: 'ആഷാഢം', mr: 'आषाढ', bn: 'আষাঢ়', gu: 'અષાઢ', sunSignAtStart: 'gemini', ritu: 'grishma' },
  { number: 5, en: 'Shravana', hi: 'श्रावण', ta: 'ஸ்ராவணம்', te: 'శ్రావణం', kn: 'ಶ್ರಾವಣ', ml: 'ശ്രാവണം', mr: 'श्रावण', bn: 'শ্রাবণ', gu: 'શ્રાવણ', sunSignAtStart: 'cancer', ritu: 'varsha' },
  { number: 6, en: 'Bhadrapada', hi: 'भाद्रपद', ta: 'பாத்ரபதம்', te: 'భాద్రపదం', kn: 'ಭಾದ್ರಪದ', ml: 'ഭാദ്രപദം', mr: 'भाद्रपद', bn: 'ভাদ্র', gu: 'ભાદરવો', sunSignAtStart: 'leo', ritu: 'varsha' },
  { number: 7, en: 'Ashwin', hi: 'आश्विन', ta: 'ஆஸ்வயுஜம்', te: 'ఆశ్వయుజం', kn: 'ಆಶ್ವಯುಜ', ml: 'ആശ്വിനം', mr: 'आश्विन', bn: 'আশ্বিন', gu: 'આસો', sunSignAtStart: 'virgo', ritu: 'sharad' },
  { number: 8, en: 'Kartika', hi: 'कार्तिक', ta: 'கார்த்திகம்', te: 'కార్తీకం', kn: 'ಕಾರ್ತಿಕ', ml: 'കാർത്തികം', mr: 'कार्तिक', bn: 'কার্তিক', gu: 'કારતક', sunSignAtStart: 'libra', ritu: 'sharad' },
  { number: 9, en: 'Margashirsha', hi: 'मार्गशीर्ष', ta: 'மார்கசீர்ஷம்', te: 'మార్గశిరం', kn: 'ಮಾರ್ಗಶಿರ', ml: 'മാർഗ്ഗശീർഷം', mr: 'मार्गशीर्ष', bn: 'অগ্রহায়ণ', gu: 'માગશર', sunSignAtStart: 'scorpio', ritu: 'hemanta' },
  { number: 10, en: 'Pausha', hi: 'पौष', ta: 'புஷ்யம்', te: 'పుష్యం', kn: 'ಪುಷ್ಯ', ml: 'പൗഷം', mr: 'पौष', bn: 'পৌষ', gu: 'પોષ', sunSignAtStart: 'sagittarius', ritu: 'hemanta' },
  { number: 11, en: 'Magha', hi: 'माघ', ta: 'மாகம்', te: 'మాఘం', kn: 'ಮಾಘ', ml: 'മാഘം', mr: 'माघ', bn: 'মাঘ', gu: 'મહા', sunSignAtStart: 'capricorn', ritu: 'shishira' },
  { number: 12, en: 'Phalguna', hi: 'फाल्गुन', ta: 'பால்குனம்', te: 'ఫాల్గుణం', kn: 'ಫಾಲ್ಗುಣ', ml: 'ഫാൽഗുനം', mr: 'फाल्गुन', bn: 'ফাল্গুন', gu: 'ફાગણ', sunSignAtStart: 'aquarius', ritu: 'shishira' },
] as const satisfies readonly ({ number: number; sunSignAtStart: SignId; ritu: string } & Names)[];

export type LunarMonth = (typeof LUNAR_MONTHS)[number];

/** The word set before the name of an intercalary month (Adhika Shravana, अधिक श्रावण). */
export const ADHIKA_WORD = {
  en: 'Adhika', hi: 'अधिक', ta: 'அதிக', te: 'అధిక', kn: 'ಅಧಿಕ', ml: 'അധിക', mr: 'अधिक', bn: 'অধিক', gu: 'અધિક',
} as const satisfies Names;

export const RITUS = [
  { id: 'vasanta', en: 'Vasanta', english: 'Spring', hi: 'वसंत', ta: 'வசந்தம்', te: 'వసంతం', kn: 'ವಸಂತ', ml: 'വസന്തം', mr: 'वसंत', bn: 'বসন্ত', gu: 'વસંત', tropicalSunStartDeg: 330 },
  { id: 'grishma', en: 'Grishma', english: 'Summer', hi: 'ग्रीष्म', ta: 'கிரீஷ்மம்', te: 'గ్రీష్మం', kn: 'ಗ್ರೀಷ್ಮ', ml: 'ഗ്രീഷ്മം', mr: 'ग्रीष्म', bn: 'গ্রীষ্ম', gu: 'ગ્રીષ્મ', tropicalSunStartDeg: 30 },
  { id: 'varsha', en: 'Varsha', english: 'Monsoon', hi: 'वर्षा', ta: 'வர்ஷம்', te: 'వర్షం', kn: 'ವರ್ಷ', ml: 'വർഷം', mr: 'वर्षा', bn: 'বর্ষা', gu: 'વર્ષા', tropicalSunStartDeg: 90 },
  { id: 'sharad', en: 'Sharad', english: 'Autumn', hi: 'शरद', ta: 'சரத்', te: 'శరత్', kn: 'ಶರದ್', ml: 'ശരത്', mr: 'शरद', bn: 'শরৎ', gu: 'શરદ', tropicalSunStartDeg: 150 },
  { id: 'hemanta', en: 'Hemanta', english: 'Pre-winter', hi: 'हेमंत', ta: 'ஹேமந்தம்', te: 'హేమంతం', kn: 'ಹೇಮಂತ', ml: 'ഹേമന്തം', mr: 'हेमंत', bn: 'হেমন্ত', gu: 'હેમંત', tropicalSunStartDeg: 210 },
  { id: 'shishira', en: 'Shishira', english: 'Winter', hi: 'शिशिर', ta: 'சிசிரம்', te: 'శిశిరం', kn: 'ಶಿಶಿರ', ml: 'ശിശിരം', mr: 'शिशिर', bn: 'শীত', gu: 'શિશિર', tropicalSunStartDeg: 270 },
] as const;

export type Ritu = (typeof RITUS)[number];
export type RituId = Ritu['id'];

/**
 * Uttarayana and Dakshinayana. `startDeg` is the Sun's longitude where each begins: sidereal for the
 * traditional sankranti reckoning, tropical for the drik (solstice) reckoning; the value is 270° / 90° in both.
 */
export const AYANAS = [
  { id: 'uttarayana', en: 'Uttarayana', hi: 'उत्तरायण', ta: 'உத்தராயணம்', te: 'ఉత్తరాయణం', kn: 'ಉತ್ತರಾಯಣ', ml: 'ഉത്തരായണം', mr: 'उत्तरायण', bn: 'উত্তরায়ণ', gu: 'ઉત્તરાયણ', startDeg: 270, meaning: { en: 'Northward course of the Sun',
    hi: 'सूर्य की उत्तर की ओर गति' } },
  { id: 'dakshinayana', en: 'Dakshinayana', hi: 'दक्षिणायन', ta: 'தட்சிணாயனம்', te: 'దక్షిణాయనం', kn: 'ದಕ್ಷಿಣಾಯನ', ml: 'ദക്ഷിണായനം', mr: 'दक्षिणायन', bn: 'দক্ষিণায়ন', gu: 'દક્ષિણાયન', startDeg: 90, meaning: { en: 'Southward course of the Sun',
    hi: 'सूर्य की दक्षिण की ओर गति' } },
] as const;

export type Ayana = (typeof AYANAS)[number];
export type AyanaId = Ayana['id'];

/** The 60 samvatsaras in order, 1 = Prabhava … 60 = Akshaya. */
export const SAMVATSARAS = [
  { number: 1, en: 'Prabhava', hi: 'प्रभव', ta: 'பிரபவ', te: 'ప్రభవ', kn: 'ಪ್ರಭವ', ml: 'പ്രഭവ', mr: 'प्रभव', bn: 'প্রভব', gu: 'પ્રભવ' },
  { number: 2, en: 'Vibhava', hi: 'विभव', ta: 'விபவ', te: 'విభవ', kn: 'ವಿಭವ', ml: 'വിഭവ', mr: 'विभव', bn: 'বিভব', gu: 'વિભવ' },
  { number: 3, en: 'Shukla', hi: 'शुक्ल', ta: 'சுக்ல', te: 'శుక్ల', kn: 'ಶುಕ್ಲ', ml: 'ശുക്ല', mr: 'शुक्ल', bn: 'শুক্ল', gu: 'શુક્લ' },
  { number: 4, en: 'Pramoda', hi: 'प्रमोद', ta: 'பிரமோதூத', te: 'ప్రమోదూత', kn: 'ಪ್ರಮೋದೂತ', ml: 'പ്രമോദൂത', mr: 'प्रमोद', bn: 'প্রমোদ', gu: 'પ્રમોદ' },
  { number: 5, en: 'Prajapati', hi: 'प्रजापति', ta: 'பிரசோற்பத்தி', te: 'ప్రజోత్పత్తి', kn: 'ಪ್ರಜೋತ್ಪತ್ತಿ', ml: 'പ്രജോത്പത്തി', mr: 'प्रजापति', bn: 'প্রজাপতি', gu: 'પ્રજાપતિ' },
  { number: 6, en: 'Angirasa', hi: 'अंगिरा', ta: 'ஆங்கீரச', te: 'ఆంగీరస', kn: 'ಆಂಗೀರಸ', ml: 'ആംഗീരസ', mr: 'अंगिरा', bn: 'অঙ্গিরা', gu: 'અંગિરા' },
  { number: 7, en: 'Shrimukha', hi: 'श्रीमुख', ta: 'ஸ்ரீமுக', te: 'శ్రీముఖ', kn: 'ಶ್ರೀಮುಖ', ml: 'ശ്രീമുഖ', mr: 'श्रीमुख', bn: 'শ্রীমুখ', gu: 'શ્રીમુખ' },
  { number: 8, en: 'Bhava', hi: 'भाव', ta: 'பவ', te: 'భావ', kn: 'ಭಾವ', ml: 'ഭാവ', mr: 'भाव', bn: 'ভাব', gu: 'ભાવ' },
  { number: 9, en: 'Yuva', hi: 'युवा', ta: 'யுவ', te: 'యువ', kn: 'ಯುವ', ml: 'യുവ', mr: 'युवा', bn: 'যুবা', gu: 'યુવા' },
  { number: 10, en: 'Dhatri', hi: 'धाता', ta: 'தாது', te: 'ధాత', kn: 'ಧಾತ', ml: 'ധാത', mr: 'धाता', bn: 'ধাতা', gu: 'ધાતા' },
  { number: 11, en: 'Ishvara', hi: 'ईश्वर', ta: 'ஈஸ்வர', te: 'ఈశ్వర', kn: 'ಈಶ್ವರ', ml: 'ഈശ്വര', mr: 'ईश्वर', bn: 'ঈশ্বর', gu: 'ઈશ્વર' },
  { number: 12, en: 'Bahudhanya', hi: 'बहुधान्य', ta: 'வெகுதானிய', te: 'బహుధాన్య', kn: 'ಬಹುಧಾನ್ಯ', ml: 'ബഹുധാന്യ', mr: 'बहुधान्य', bn: 'বহুধান্য', gu: 'બહુધાન્ય' },
  { number: 13, en: 'Pramathi', hi: 'प्रमाथी', ta: 'பிரமாதி', te: 'ప్రమాది', kn: 'ಪ್ರಮಾದಿ', ml: 'പ്രമാദി', mr: 'प्रमाथी', bn: 'প্রমাথী', gu: 'પ્રમાથી' },
  { number: 14, en: 'Vikrama', hi: 'विक्रम', ta: 'விக்கிரம', te: 'విక్రమ', kn: 'ವಿಕ್ರಮ', ml: 'വിക്രമ', mr: 'विक्रम', bn: 'বিক্রম', gu: 'વિક્રમ' },
  { number: 15, en: 'Vrisha', hi: 'वृष', ta: 'விஷு', te: 'వృష', kn: 'ವೃಷ', ml: 'വൃഷ', mr: 'वृष', bn: 'বৃষ', gu: 'વૃષ' },
  { number: 16, en: 'Chitrabhanu', hi: 'चित्रभानु', ta: 'சித்திரபானு', te: 'చిత్రభాను', kn: 'ಚಿತ್ರಭಾನು', ml: 'ചിത്രഭാനു', mr: 'चित्रभानु', bn: 'চিত্রভানু', gu: 'ચિત્રભાનુ' },
  { number: 17, en: 'Subhanu', hi: 'सुभानु', ta: 'சுபானு', te: 'స్వభాను', kn: 'ಸ್ವಭಾನು', ml: 'സ്വഭാനു', mr: 'सुभानु', bn: 'সুভানু', gu: 'સુભાનુ' },
  { number: 18, en: 'Tarana', hi: 'तारण', ta: 'தாரண', te: 'తారణ', kn: 'ತಾರಣ', ml: 'താരണ', mr: 'तारण', bn: 'তারণ', gu: 'તારણ' },
  { number: 19, en: 'Parthiva', hi: 'पार्थिव', ta: 'பார்த்திப', te: 'పార్థివ', kn: 'ಪಾರ್ಥಿವ', ml: 'പാർത്ഥിവ', mr: 'पार्थिव', bn: 'পার্থিব', gu: 'પાર્થિવ' },
  { number: 20, en: 'Vyaya', hi: 'व्यय', ta: 'விய', te: 'వ్యయ', kn: 'ವ್ಯಯ', ml: 'വ്യയ', mr: 'व्यय', bn: 'ব্যয়', gu: 'વ્યય' },
  { number: 21, en: 'Sarvajit', hi: 'सर्वजित', ta: 'சர்வசித்து', te: 'సర్వజిత్', kn: 'ಸರ್ವಜಿತ್', ml: 'സർവജിത്', mr: 'सर्वजित', bn: 'সর্বজিত', gu: 'સર્વજિત' },
  { number: 22, en: 'Sarvadhari', hi: 'सर्वधारी', ta: 'சர்வதாரி', te: 'సర్వధారి', kn: 'ಸರ್ವಧಾರಿ', ml: 'സർവധാരി', mr: 'सर्वधारी', bn: 'সর্বধারী', gu: 'સર્વધારી' },
  { number: 23, en: 'Virodhi', hi: 'विरोधी', ta: 'விரோதி', te: 'విరోధి', kn: 'ವಿರೋಧಿ', ml: 'വിരോധി', mr: 'विरोधी', bn: 'বিরোধী', gu: 'વિરોધી' },
  { number: 24, en: 'Vikriti', hi: 'विकृति', ta: 'விக்ருதி', te: 'వికృతి', kn: 'ವಿಕೃತಿ', ml: 'വികൃതി', mr: 'विकृति', bn: 'বিকৃতি', gu: 'વિકૃતિ' },
  { number: 25, en: 'Khara', hi: 'खर', ta: 'கர', te: 'ఖర', kn: 'ಖರ', ml: 'ഖര', mr: 'खर', bn: 'খর', gu: 'ખર' },
  { number: 26, en: 'Nandana', hi: 'नंदन', ta: 'நந்தன', te: 'నందన', kn: 'ನಂದನ', ml: 'നന്ദന', mr: 'नंदन', bn: 'নন্দন', gu: 'નંદન' },
  { number: 27, en: 'Vijaya', hi: 'विजय', ta: 'விஜய', te: 'విజయ', kn: 'ವಿಜಯ', ml: 'വിജയ', mr: 'विजय', bn: 'বিজয়', gu: 'વિજય' },
  { number: 28, en: 'Jaya', hi: 'जय', ta: 'ஜய', te: 'జయ', kn: 'ಜಯ', ml: 'ജയ', mr: 'जय', bn: 'জয়', gu: 'જય' },
  { number: 29, en: 'Manmatha', hi: 'मन्मथ', ta: 'மன்மத', te: 'మన్మథ', kn: 'ಮನ್ಮಥ', ml: 'മന്മഥ', mr: 'मन्मथ', bn: 'মন্মথ', gu: 'મન્મથ' },
  { number: 30, en: 'Durmukhi', hi: 'दुर्मुखी', ta: 'துன்முகி', te: 'దుర్ముఖి', kn: 'ದುರ್ಮುಖಿ', ml: 'ദുർമുഖി', mr: 'दुर्मुखी', bn: 'দুর্মুখী', gu: 'દુર્મુખી' },
  { number: 31, en: 'Hevilambi', hi: 'हेमलंबी', ta: 'ஹேவிளம்பி', te: 'హేవిళంబి', kn: 'ಹೇವಿಳಂಬಿ', ml: 'ഹേവിളംബി', mr: 'हेमलंबी', bn: 'হেমলম্বী', gu: 'હેમલંબી' },
  { number: 32, en: 'Vilambi', hi: 'विलंबी', ta: 'விளம்பி', te: 'విళంబి', kn: 'ವಿಳಂಬಿ', ml: 'വിളംബി', mr: 'विलंबी', bn: 'বিলম্বী', gu: 'વિલંબી' },
  { number: 33, en: 'Vikari', hi: 'विकारी', ta: 'விகாரி', te: 'వికారి', kn: 'ವಿಕಾರಿ', ml: 'വികാരി', mr: 'विकारी', bn: 'বিকারী', gu: 'વિકારી' },
  { number: 34, en: 'Sharvari', hi: 'शार्वरी', ta: 'சார்வரி', te: 'శార్వరి', kn: 'ಶಾರ್ವರಿ', ml: 'ശാർവരി', mr: 'शार्वरी', bn: 'শার্বরী', gu: 'શાર્વરી' },
  { number: 35, en: 'Plava', hi: 'प्लव', ta: 'பிலவ', te: 'ప్లవ', kn: 'ಪ್ಲವ', ml: 'പ്ലവ', mr: 'प्लव', bn: 'প্লব', gu: 'પ્લવ' },
  { number: 36, en: 'Shubhakrit', hi: 'शुभकृत', ta: 'சுபகிருது', te: 'శుభకృత్', kn: 'ಶುಭಕೃತ್', ml: 'ശുഭകൃത്', mr: 'शुभकृत', bn: 'শুভকৃত', gu: 'શુભકૃત' },
  { number: 37, en: 'Shobhakrit', hi: 'शोभकृत', ta: 'சோபகிருது', te: 'శోభకృత్', kn: 'ಶೋಭಕೃತ್', ml: 'ശോഭകൃത്', mr: 'शोभकृत', bn: 'শোভকৃত', gu: 'શોભકૃત' },
  { number: 38, en: 'Krodhi', hi: 'क्रोधी', ta: 'குரோதி', te: 'క్రోధి', kn: 'ಕ್ರೋಧಿ', ml: 'ക്രോധി', mr: 'क्रोधी', bn: 'ক্রোধী', gu: 'ક્રોધી' },
  { number: 39, en: 'Vishvavasu', hi: 'विश्वावसु', ta: 'விசுவாவசு', te: 'విశ్వావసు', kn: 'ವಿಶ್ವಾವಸು', ml: 'വിശ്വാവസു', mr: 'विश्वावसु', bn: 'বিশ্বাবসু', gu: 'વિશ્વાવસુ' },
  { number: 40, en: 'Parabhava', hi: 'पराभव', ta: 'பராபவ', te: 'పరాభవ', kn: 'ಪರಾಭವ', ml: 'പരാഭവ', mr: 'पराभव', bn: 'পরাভব', gu: 'પરાભવ' },
  { number: 41, en: 'Plavanga', hi: 'प्लवंग', ta: 'பிலவங்க', te: 'ప్లవంగ', kn: 'ಪ್ಲವಂಗ', ml: 'പ്ലവംഗ', mr: 'प्लवंग', bn: 'প্লবঙ্গ', gu: 'પ્લવંગ' },
  { number: 42, en: 'Kilaka', hi: 'कीलक', ta: 'கீலக', te: 'కీలక', kn: 'ಕೀಲಕ', ml: 'കീലക', mr: 'कीलक', bn: 'কীলক', gu: 'કીલક' },
  { number: 43, en: 'Saumya', hi: 'सौम्य', ta: 'சௌமிய', te: 'సౌమ్య', kn: 'ಸೌಮ್ಯ', ml: 'സൗമ്യ', mr: 'सौम्य', bn: 'সৌম্য', gu: 'સૌમ્ય' },
  { number: 44, en: 'Sadharana', hi: 'साधारण', ta: 'சாதாரண', te: 'సాధారణ', kn: 'ಸಾಧಾರಣ', ml: 'സാധാരണ', mr: 'साधारण', bn: 'সাধারণ', gu: 'સાધારણ' },
  { number: 45, en: 'Virodhikrit', hi: 'विरोधकृत', ta: 'விரோதகிருது', te: 'విరోధికృత్', kn: 'ವಿರೋಧಿಕೃತ್', ml: 'വിരോധികൃത്', mr: 'विरोधकृत', bn: 'বিরোধকৃত', gu: 'વિરોધકૃત' },
  { number: 46, en: 'Paridhavi', hi: 'परिधावी', ta: 'பரிதாபி', te: 'పరీధావి', kn: 'ಪರೀಧಾವಿ', ml: 'പരീധാവി', mr: 'परिधावी', bn: 'পরিধাবী', gu: 'પરિધાવી' },
  { number: 47, en: 'Pramadi', hi: 'प्रमादी', ta: 'பிரமாதீச', te: 'ప్రమాదీచ', kn: 'ಪ್ರಮಾದೀಚ', ml: 'പ്രമാദീച', mr: 'प्रमादी', bn: 'প্রমাদী', gu: 'પ્રમાદી' },
  { number: 48, en: 'Ananda', hi: 'आनंद', ta: 'ஆனந்த', te: 'ఆనంద', kn: 'ಆನಂದ', ml: 'ആനന്ദ', mr: 'आनंद', bn: 'আনন্দ', gu: 'આનંદ' },
  { number: 49, en: 'Rakshasa', hi: 'राक्षस', ta: 'ராட்சச', te: 'రాక్షస', kn: 'ರಾಕ್ಷಸ', ml: 'രാക്ഷസ', mr: 'राक्षस', bn: 'রাক্ষস', gu: 'રાક્ષસ' },
  { number: 50, en: 'Nala', hi: 'नल', ta: 'நள', te: 'నల', kn: 'ನಳ', ml: 'നള', mr: 'नल', bn: 'নল', gu: 'નલ' },
  { number: 51, en: 'Pingala', hi: 'पिंगल', ta: 'பிங்கள', te: 'పింగళ', kn: 'ಪಿಂಗಳ', ml: 'പിംഗള', mr: 'पिंगल', bn: 'পিঙ্গল', gu: 'પિંગલ' },
  { number: 52, en: 'Kalayukta', hi: 'कालयुक्त', ta: 'காளயுக்தி', te: 'కాళయుక్తి', kn: 'ಕಾಳಯುಕ್ತಿ', ml: 'കാളയുക്തി', mr: 'कालयुक्त', bn: 'কালযুক্ত', gu: 'કાલયુક્ત' },
  { number: 53, en: 'Siddharthi', hi: 'सिद्धार्थी', ta: 'சித்தார்த்தி', te: 'సిద్ధార్థి', kn: 'ಸಿದ್ಧಾರ್ಥಿ', ml: 'സിദ്ധാർത്ഥി', mr: 'सिद्धार्थी', bn: 'সিদ্ধার্থী', gu: 'સિદ્ધાર્થી' },
  { number: 54, en: 'Raudra', hi: 'रौद्र', ta: 'ரௌத்திரி', te: 'రౌద్రి', kn: 'ರೌದ್ರಿ', ml: 'രൗദ്രി', mr: 'रौद्र', bn: 'রৌদ্র', gu: 'રૌદ્ર' },
  { number: 55, en: 'Durmati', hi: 'दुर्मति', ta: 'துன்மதி', te: 'దుర్మతి', kn: 'ದುರ್ಮತಿ', ml: 'ദുർമതി', mr: 'दुर्मति', bn: 'দুর্মতি', gu: 'દુર્મતિ' },
  { number: 56, en: 'Dundubhi', hi: 'दुंदुभि', ta: 'துந்துபி', te: 'దుందుభి', kn: 'ದುಂದುಭಿ', ml: 'ദുന്ദുഭി', mr: 'दुंदुभि', bn: 'দুন্দুভি', gu: 'દુંદુભિ' },
  { number: 57, en: 'Rudhirodgari', hi: 'रुधिरोद्गारी', ta: 'ருத்ரோத்காரி', te: 'రుధిరోద్గారి', kn: 'ರುಧಿರೋದ್ಗಾರಿ', ml: 'രുധിരോദ്ഗാരി', mr: 'रुधिरोद्गारी', bn: 'রুধিরোদ্গারী', gu: 'રુધિરોદ્ગારી' },
  { number: 58, en: 'Raktakshi', hi: 'रक्ताक्षी', ta: 'ரக்தாட்சி', te: 'రక్తాక్షి', kn: 'ರಕ್ತಾಕ್ಷಿ', ml: 'രക്താക്ഷി', mr: 'रक्ताक्षी', bn: 'রক্তাক্ষী', gu: 'રક્તાક્ષી' },
  { number: 59, en: 'Krodhana', hi: 'क्रोधन', ta: 'குரோதன', te: 'క్రోధన', kn: 'ಕ್ರೋಧನ', ml: 'ക്രോധന', mr: 'क्रोधन', bn: 'ক্রোধন', gu: 'ક્રોધન' },
  { number: 60, en: 'Akshaya', hi: 'अक्षय', ta: 'அட்சய', te: 'అక్షయ', kn: 'ಅಕ್ಷಯ', ml: 'അക്ഷയ', mr: 'क्षय', bn: 'অক্ষয়', gu: 'અક્ષય' },
] as const;

export type Samvatsara = (typeof SAMVATSARAS)[number];

/** CE year whose Chaitra Shukla Pratipada began Prabhava in the South Indian count. */
export const PRABHAVA_EPOCH_CE_YEAR = 1987;

/** The lunar month of a 1-based number (1 = Chaitra … 12 = Phalguna); `null` outside 1–12. */
export function lunarMonthByNumber(n: number): LunarMonth | null {
  return Number.isInteger(n) && n >= 1 && n <= 12 ? (LUNAR_MONTHS[n - 1] as LunarMonth) : null;
}

/**
 * The amanta month that begins with the Sun in a given sidereal sign at the new moon.
 * @param sunSignNumber sidereal sign of the Sun at the opening new moon, 1 = Aries … 12 = Pisces
 * @returns month number 1 = Chaitra … 12 = Phalguna
 */
export function amantaMonthNumberForSunSign(sunSignNumber: number): number {
  return ((((sunSignNumber % 12) + 12) % 12)) + 1;
}

/**
 * The purnimanta month name of a day, from its amanta month and paksha: the Shukla paksha keeps the amanta
 * name, the Krishna paksha takes the next month's name.
 * @param amantaMonthNumber 1 = Chaitra … 12 = Phalguna
 * @returns 1 = Chaitra … 12 = Phalguna
 */
export function purnimantaMonthNumber(amantaMonthNumber: number, paksha: Paksha): number {
  return paksha === 'shukla' ? amantaMonthNumber : (amantaMonthNumber % 12) + 1;
}

/** The ayana record of an id. */
export function ayanaById(id: AyanaId): Ayana {
  return AYANAS.find((ayana) => ayana.id === id) as Ayana;
}

/** The samvatsara of a 1-based number (1 = Prabhava … 60 = Akshaya); `null` outside 1–60. */
export function samvatsaraByNumber(n: number): Samvatsara | null {
  return Number.isInteger(n) && n >= 1 && n <= 60 ? (SAMVATSARAS[n - 1] as Samvatsara) : null;
}

/** The ritu record of an id. */
export function rituById(id: RituId): Ritu {
  return RITUS.find((ritu) => ritu.id === id) as Ritu;
}

/**
 * The drik ritu of the Sun's tropical longitude: 60° seasons, Shishira from 270°, Vasanta from 330°.
 * @param tropicalSunLongitudeDeg degrees, reduced modulo 360
 */
export function drikRituAtLongitude(tropicalSunLongitudeDeg: number): Ritu {
  const remainder = tropicalSunLongitudeDeg % 360;
  const reduced = remainder < 0 ? remainder + 360 : remainder;
  const sinceVasantaDeg = (reduced - 330 + 360) % 360;
  return RITUS[Math.floor(sinceVasantaDeg / 60)] as Ritu;
}

/**
 * The samvatsara of the South Indian lunisolar year that begins at Chaitra Shukla Pratipada of a CE year
 * (the year runs to the next Ugadi; a date in January–March belongs to the year begun in the previous CE
 * year, which the caller decides).
 * @param ceYear proleptic Gregorian year in which the lunisolar year began
 */
export function samvatsaraOfYearBeginning(ceYear: number): Samvatsara {
  const index = (((ceYear - PRABHAVA_EPOCH_CE_YEAR) % 60) + 60) % 60;
  return SAMVATSARAS[index] as Samvatsara;
}
