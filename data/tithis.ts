/**
 * The 30 tithis (lunar days) of a synodic month, one record per tithi; tithi n spans Moon−Sun elongation
 * [(n−1)·12°, n·12°).
 *
 * Sources:
 * - Names and paksha split (1–15 Shukla ending in Purnima, 16–30 Krishna ending in Amavasya): every panchanga;
 *   the numbering 1–30 is the spec's `tithi.number` and PyJHora's `tithi = ceil(elongation / 12°)`.
 * - Groups Nanda (1, 6, 11), Bhadra (2, 7, 12), Jaya (3, 8, 13), Rikta (4, 9, 14), Purna (5, 10, 15 and
 *   Amavasya) and the works proper to each group: Muhurta Chintamani ch. 1 (shubhashubha prakarana).
 * - Deities (tithi lords): Muhurta Chintamani ch. 1, Agni, Brahma, Gauri, Ganesha, Naga, Kartikeya, Surya,
 *   Shiva, Durga, Yama, Vishvedevas, Vishnu, Kamadeva, Shiva (Kali in some lists), Chandra for Purnima and the
 *   Pitris for Amavasya.
 * - Hindi (`hi`, and the `hi` of `deity`, `observance`, `activities`): the usual almanac terms; `quality` in Hindi is
 *   data/words.ts `QUALITY_WORDS`.
 * - `quality`: the spec's Benefic/Malefic wording. Rikta tithis and Amavasya are Malefic for starting
 *   auspicious work (Muhurta Chintamani ch. 1); the others Benefic.
 * - `observance`: the regular vrata of that tithi in the North Indian calendar (Vinayaka/Sankashti Chaturthi,
 *   Ekadashi, Pradosha, Masik Shivaratri, Purnima and Amavasya rites).
 * - Names in the seven other languages: each region's almanac usage (Telugu Padyami, Vidiya; Kannada Padya,
 *   Bidige, Hunnime; Gujarati Padvo, Bij … Punam, Amas; Tamil Valarpirai and Theypirai for the two pakshas,
 *   Gujarati Sud and Vad); Tamil and Malayalam checked against PyJHora's language tables
 *   (`src/jhora/lang/list_values_ta.txt`, `list_values_ml.txt`), the rest in docs/languages.md.
 */
import { type Lang, named, type Text, type TextList } from './text.ts';


export type Paksha = 'shukla' | 'krishna';
export type TithiGroupId = 'nanda' | 'bhadra' | 'jaya' | 'rikta' | 'purna';

/** The five tithi groups with the works each suits (Muhurta Chintamani ch. 1). */
export const TITHI_GROUPS = [
  {
    id: 'nanda', en: 'Nanda', meaning: 'Joy', hi: 'नंदा',
    activities: { en: ['Festivals and celebrations', 'Music, dance and fine arts', 'Building and decorating a house',
      'Agriculture'],
    hi: ['उत्सव और समारोह', 'संगीत, नृत्य और ललित कलाएँ', 'गृह निर्माण और सजावट', 'कृषि कार्य'] },
  },
  {
    id: 'bhadra', en: 'Bhadra', meaning: 'Well-being', hi: 'भद्रा',
    activities: { en: ['Marriage', 'Starting a journey', 'Buying vehicles and ornaments', 'Sacred thread ceremony',
      'Starting a business'],
    hi: ['विवाह', 'यात्रा आरंभ', 'वाहन और आभूषण खरीदना', 'यज्ञोपवीत संस्कार', 'व्यापार आरंभ'] },
  },
  {
    id: 'jaya', en: 'Jaya', meaning: 'Victory', hi: 'जया',
    activities: { en: ['Litigation and competitions', 'Confronting opponents', 'Work with weapons and machinery',
      'Surgery', 'Examinations'],
    hi: ['मुकदमे और प्रतियोगिताएँ', 'विरोधियों का सामना', 'शस्त्र और यंत्रों से जुड़े कार्य',
      'शल्य चिकित्सा', 'परीक्षाएँ'] },
  },
  {
    id: 'rikta', en: 'Rikta', meaning: 'Empty', hi: 'रिक्ता',
    activities: { en: ['Demolition and removal', 'Ending disputes and debts', 'Pest control and cleansing',
      'Austerities and fasting'],
    hi: ['तोड़-फोड़ और हटाने के कार्य', 'विवाद और ऋण निपटाना', 'कीट-नाश और शुद्धि', 'तप और उपवास'] },
  },
  {
    id: 'purna', en: 'Purna', meaning: 'Full', hi: 'पूर्णा',
    activities: { en: ['Marriage', 'Coronation and installations', 'Fire rituals (yajna)', 'Starting any auspicious work',
      'Charity'],
    hi: ['विवाह', 'राज्याभिषेक और प्रतिष्ठा', 'यज्ञ-हवन', 'किसी भी शुभ कार्य का आरंभ', 'दान'] },
  },
] as const satisfies readonly {
  id: TithiGroupId; en: string; meaning: string; hi: string; activities: TextList;
}[];
export type TithiGroup = (typeof TITHI_GROUPS)[number];

interface TithiRecord {
  /** 1-based: 1–15 Shukla (15 = Purnima), 16–30 Krishna (30 = Amavasya). */
  readonly number: number;
  /** 1–15 within the paksha. */
  readonly pakshaNumber: number;
  readonly paksha: Paksha;
  readonly en: string;
  readonly hi: string;
  readonly ta: string; readonly te: string; readonly kn: string; readonly ml: string; readonly mr: string; readonly bn: string; readonly gu: string;
  readonly group: TithiGroupId;
  readonly quality: 'Benefic' | 'Malefic';
  readonly deity: Text;
  readonly observance: Text | null;
}

const PAKSHA_NAMES = {
  shukla: { en: 'Shukla Paksha', hi: 'शुक्ल पक्ष', ta: 'வளர்பிறை', te: 'శుక్ల పక్షం', kn: 'ಶುಕ್ಲ ಪಕ್ಷ', ml: 'ശുക്ലപക്ഷം', mr: 'शुक्ल पक्ष', bn: 'শুক্লপক্ষ', gu: 'સુદ' },
  krishna: { en: 'Krishna Paksha', hi: 'कृष्ण पक्ष', ta: 'தேய்பிறை', te: 'కృష్ణ పక్షం', kn: 'ಕೃಷ್ಣ ಪಕ್ಷ', ml: 'കൃഷ്ണപക്ഷം', mr: 'कृष्ण पक्ष', bn: 'কৃষ্ণপক্ষ', gu: 'વદ' },
} as const satisfies Record<Paksha, Text>;

export const TITHIS = [
  { number: 1, pakshaNumber: 1, paksha: 'shukla', en: 'Pratipada', hi: 'प्रतिपदा', ta: 'பிரதமை', te: 'పాడ్యమి', kn: 'ಪಾಡ್ಯ', ml: 'പ്രഥമ', mr: 'प्रतिपदा', bn: 'প্রতিপদ', gu: 'પડવો', group: 'nanda', quality: 'Benefic', deity: { en: 'Agni', hi: 'अग्नि' }, observance: null },
  { number: 2, pakshaNumber: 2, paksha: 'shukla', en: 'Dwitiya', hi: 'द्वितीया', ta: 'துவிதியை', te: 'విదియ', kn: 'ಬಿದಿಗೆ', ml: 'ദ്വിതീയ', mr: 'द्वितीया', bn: 'দ্বিতীয়া', gu: 'બીજ', group: 'bhadra', quality: 'Benefic', deity: { en: 'Brahma', hi: 'ब्रह्मा' }, observance: null },
  { number: 3, pakshaNumber: 3, paksha: 'shukla', en: 'Tritiya', hi: 'तृतीया', ta: 'திருதியை', te: 'తదియ', kn: 'ತದಿಗೆ', ml: 'തൃതീയ', mr: 'तृतीया', bn: 'তৃতীয়া', gu: 'ત્રીજ', group: 'jaya', quality: 'Benefic', deity: { en: 'Gauri', hi: 'गौरी' }, observance: null },
  { number: 4, pakshaNumber: 4, paksha: 'shukla', en: 'Chaturthi', hi: 'चतुर्थी', ta: 'சதுர்த்தி', te: 'చవితి', kn: 'ಚೌತಿ', ml: 'ചതുർത്ഥി', mr: 'चतुर्थी', bn: 'চতুর্থী', gu: 'ચોથ', group: 'rikta', quality: 'Malefic', deity: { en: 'Ganesha', hi: 'गणेश' }, observance: { en: 'Vinayaka Chaturthi: worship of Ganesha',
    hi: 'विनायक चतुर्थी: गणेश पूजन' } },
  { number: 5, pakshaNumber: 5, paksha: 'shukla', en: 'Panchami', hi: 'पंचमी', ta: 'பஞ்சமி', te: 'పంచమి', kn: 'ಪಂಚಮಿ', ml: 'പഞ്ചമി', mr: 'पंचमी', bn: 'পঞ্চমী', gu: 'પાંચમ', group: 'purna', quality: 'Benefic', deity: { en: 'Naga', hi: 'नाग' }, observance: null },
  { number: 6, pakshaNumber: 6, paksha: 'shukla', en: 'Shashthi', hi: 'षष्ठी', ta: 'சஷ்டி', te: 'షష్ఠి', kn: 'ಷಷ್ಠಿ', ml: 'ഷഷ്ഠി', mr: 'षष्ठी', bn: 'ষষ্ঠী', gu: 'છઠ', group: 'nanda', quality: 'Benefic', deity: { en: 'Kartikeya', hi: 'कार्तिकेय' }, observance: { en: 'Skanda Shashthi: worship of Kartikeya',
    hi: 'स्कंद षष्ठी: कार्तिकेय पूजन' } },
  { number: 7, pakshaNumber: 7, paksha: 'shukla', en: 'Saptami', hi: 'सप्तमी', ta: 'சப்தமி', te: 'సప్తమి', kn: 'ಸಪ್ತಮಿ', ml: 'സപ്തമി', mr: 'सप्तमी', bn: 'সপ্তমী', gu: 'સાતમ', group: 'bhadra', quality: 'Benefic', deity: { en: 'Surya', hi: 'सूर्य' }, observance: null },
  { number: 8, pakshaNumber: 8, paksha: 'shukla', en: 'Ashtami', hi: 'अष्टमी', ta: 'அஷ்டமி', te: 'అష్టమి', kn: 'ಅಷ್ಟಮಿ', ml: 'അഷ്ടമി', mr: 'अष्टमी', bn: 'অষ্টমী', gu: 'આઠમ', group: 'jaya', quality: 'Benefic', deity: { en: 'Shiva', hi: 'शिव' }, observance: { en: 'Masik Durgashtami: worship of Durga',
    hi: 'मासिक दुर्गाष्टमी: दुर्गा पूजन' } },
  { number: 9, pakshaNumber: 9, paksha: 'shukla', en: 'Navami', hi: 'नवमी', ta: 'நவமி', te: 'నవమి', kn: 'ನವಮಿ', ml: 'നവമി', mr: 'नवमी', bn: 'নবমী', gu: 'નોમ', group: 'rikta', quality: 'Malefic', deity: { en: 'Durga', hi: 'दुर्गा' }, observance: null },
  { number: 10, pakshaNumber: 10, paksha: 'shukla', en: 'Dashami', hi: 'दशमी', ta: 'தசமி', te: 'దశమి', kn: 'ದಶಮಿ', ml: 'ദശമി', mr: 'दशमी', bn: 'দশমী', gu: 'દશમ', group: 'purna', quality: 'Benefic', deity: { en: 'Yama', hi: 'यम' }, observance: null },
  { number: 11, pakshaNumber: 11, paksha: 'shukla', en: 'Ekadashi', hi: 'एकादशी', ta: 'ஏகாதசி', te: 'ఏకాదశి', kn: 'ಏಕಾದಶಿ', ml: 'ഏകാദശി', mr: 'एकादशी', bn: 'একাদশী', gu: 'અગિયારસ', group: 'nanda', quality: 'Benefic', deity: { en: 'Vishvedevas', hi: 'विश्वेदेव' }, observance: { en: 'Ekadashi fast: worship of Vishnu',
    hi: 'एकादशी व्रत: विष्णु पूजन' } },
  { number: 12, pakshaNumber: 12, paksha: 'shukla', en: 'Dwadashi', hi: 'द्वादशी', ta: 'துவாதசி', te: 'ద్వాదశి', kn: 'ದ್ವಾದಶಿ', ml: 'ദ്വാദശി', mr: 'द्वादशी', bn: 'দ্বাদশী', gu: 'બારસ', group: 'bhadra', quality: 'Benefic', deity: { en: 'Vishnu', hi: 'विष्णु' }, observance: { en: 'Parana: breaking the Ekadashi fast',
    hi: 'पारण: एकादशी व्रत खोलना' } },
  { number: 13, pakshaNumber: 13, paksha: 'shukla', en: 'Trayodashi', hi: 'त्रयोदशी', ta: 'திரயோதசி', te: 'త్రయోదశి', kn: 'ತ್ರಯೋದಶಿ', ml: 'ത്രയോദശി', mr: 'त्रयोदशी', bn: 'ত্রয়োদশী', gu: 'તેરસ', group: 'jaya', quality: 'Benefic', deity: { en: 'Kamadeva', hi: 'कामदेव' }, observance: { en: 'Pradosha: worship of Shiva at dusk',
    hi: 'प्रदोष: संध्या समय शिव पूजन' } },
  { number: 14, pakshaNumber: 14, paksha: 'shukla', en: 'Chaturdashi', hi: 'चतुर्दशी', ta: 'சதுர்த்தசி', te: 'చతుర్దశి', kn: 'ಚತುರ್ದಶಿ', ml: 'ചതുർദശി', mr: 'चतुर्दशी', bn: 'চতুর্দশী', gu: 'ચૌદસ', group: 'rikta', quality: 'Malefic', deity: { en: 'Shiva', hi: 'शिव' }, observance: null },
  { number: 15, pakshaNumber: 15, paksha: 'shukla', en: 'Purnima', hi: 'पूर्णिमा', ta: 'பௌர்ணமி', te: 'పౌర్ణమి', kn: 'ಹುಣ್ಣಿಮೆ', ml: 'പൗർണ്ണമി', mr: 'पौर्णिमा', bn: 'পূর্ণিমা', gu: 'પૂનમ', group: 'purna', quality: 'Benefic', deity: { en: 'Chandra', hi: 'चंद्र' }, observance: { en: 'Purnima fast and Satyanarayana puja; holy bath and charity',
    hi: 'पूर्णिमा व्रत और सत्यनारायण पूजा; तीर्थ स्नान और दान' } },
  { number: 16, pakshaNumber: 1, paksha: 'krishna', en: 'Pratipada', hi: 'प्रतिपदा', ta: 'பிரதமை', te: 'పాడ్యమి', kn: 'ಪಾಡ್ಯ', ml: 'പ്രഥമ', mr: 'प्रतिपदा', bn: 'প্রতিপদ', gu: 'પડવો', group: 'nanda', quality: 'Benefic', deity: { en: 'Agni', hi: 'अग्नि' }, observance: null },
  { number: 17, pakshaNumber: 2, paksha: 'krishna', en: 'Dwitiya', hi: 'द्वितीया', ta: 'துவிதியை', te: 'విదియ', kn: 'ಬಿದಿಗೆ', ml: 'ദ്വിതീയ', mr: 'द्वितीया', bn: 'দ্বিতীয়া', gu: 'બીજ', group: 'bhadra', quality: 'Benefic', deity: { en: 'Brahma', hi: 'ब्रह्मा' }, observance: null },
  { number: 18, pakshaNumber: 3, paksha: 'krishna', en: 'Tritiya', hi: 'तृतीया', ta: 'திருதியை', te: 'తదియ', kn: 'ತದಿಗೆ', ml: 'തൃതീയ', mr: 'तृतीया', bn: 'তৃতীয়া', gu: 'ત્રીજ', group: 'jaya', quality: 'Benefic', deity: { en: 'Gauri', hi: 'गौरी' }, observance: null },
  { number: 19, pakshaNumber: 4, paksha: 'krishna', en: 'Chaturthi', hi: 'चतुर्थी', ta: 'சதுர்த்தி', te: 'చవితి', kn: 'ಚೌತಿ', ml: 'ചതുർത്ഥി', mr: 'चतुर्थी', bn: 'চতুর্থী', gu: 'ચોથ', group: 'rikta', quality: 'Malefic', deity: { en: 'Ganesha', hi: 'गणेश' }, observance: { en: 'Sankashti Chaturthi: fast until moonrise for Ganesha',
    hi: 'संकष्टी चतुर्थी: गणेश के लिए चंद्रोदय तक व्रत' } },
  { number: 20, pakshaNumber: 5, paksha: 'krishna', en: 'Panchami', hi: 'पंचमी', ta: 'பஞ்சமி', te: 'పంచమి', kn: 'ಪಂಚಮಿ', ml: 'പഞ്ചമി', mr: 'पंचमी', bn: 'পঞ্চমী', gu: 'પાંચમ', group: 'purna', quality: 'Benefic', deity: { en: 'Naga', hi: 'नाग' }, observance: null },
  { number: 21, pakshaNumber: 6, paksha: 'krishna', en: 'Shashthi', hi: 'षष्ठी', ta: 'சஷ்டி', te: 'షష్ఠి', kn: 'ಷಷ್ಠಿ', ml: 'ഷഷ്ഠി', mr: 'षष्ठी', bn: 'ষষ্ঠী', gu: 'છઠ', group: 'nanda', quality: 'Benefic', deity: { en: 'Kartikeya', hi: 'कार्तिकेय' }, observance: null },
  { number: 22, pakshaNumber: 7, paksha: 'krishna', en: 'Saptami', hi: 'सप्तमी', ta: 'சப்தமி', te: 'సప్తమి', kn: 'ಸಪ್ತಮಿ', ml: 'സപ്തമി', mr: 'सप्तमी', bn: 'সপ্তমী', gu: 'સાતમ', group: 'bhadra', quality: 'Benefic', deity: { en: 'Surya', hi: 'सूर्य' }, observance: null },
  { number: 23, pakshaNumber: 8, paksha: 'krishna', en: 'Ashtami', hi: 'अष्टमी', ta: 'அஷ்டமி', te: 'అష్టమి', kn: 'ಅಷ್ಟಮಿ', ml: 'അഷ്ടമി', mr: 'अष्टमी', bn: 'অষ্টমী', gu: 'આઠમ', group: 'jaya', quality: 'Benefic', deity: { en: 'Shiva', hi: 'शिव' }, observance: { en: 'Kalashtami: worship of Kala Bhairava',
    hi: 'कालाष्टमी: काल भैरव पूजन' } },
  { number: 24, pakshaNumber: 9, paksha: 'krishna', en: 'Navami', hi: 'नवमी', ta: 'நவமி', te: 'నవమి', kn: 'ನವಮಿ', ml: 'നവമി', mr: 'नवमी', bn: 'নবমী', gu: 'નોમ', group: 'rikta', quality: 'Malefic', deity: { en: 'Durga', hi: 'दुर्गा' }, observance: null },
  { number: 25, pakshaNumber: 10, paksha: 'krishna', en: 'Dashami', hi: 'दशमी', ta: 'தசமி', te: 'దశమి', kn: 'ದಶಮಿ', ml: 'ദശമി', mr: 'दशमी', bn: 'দশমী', gu: 'દશમ', group: 'purna', quality: 'Benefic', deity: { en: 'Yama', hi: 'यम' }, observance: null },
  { number: 26, pakshaNumber: 11, paksha: 'krishna', en: 'Ekadashi', hi: 'एकादशी', ta: 'ஏகாதசி', te: 'ఏకాదశి', kn: 'ಏಕಾದಶಿ', ml: 'ഏകാദശി', mr: 'एकादशी', bn: 'একাদশী', gu: 'અગિયારસ', group: 'nanda', quality: 'Benefic', deity: { en: 'Vishvedevas', hi: 'विश्वेदेव' }, observance: { en: 'Ekadashi fast: worship of Vishnu',
    hi: 'एकादशी व्रत: विष्णु पूजन' } },
  { number: 27, pakshaNumber: 12, paksha: 'krishna', en: 'Dwadashi', hi: 'द्वादशी', ta: 'துவாதசி', te: 'ద్వాదశి', kn: 'ದ್ವಾದಶಿ', ml: 'ദ്വാദശി', mr: 'द्वादशी', bn: 'দ্বাদশী', gu: 'બારસ', group: 'bhadra', quality: 'Benefic', deity: { en: 'Vishnu', hi: 'विष्णु' }, observance: { en: 'Parana: breaking the Ekadashi fast',
    hi: 'पारण: एकादशी व्रत खोलना' } },
  { number: 28, pakshaNumber: 13, paksha: 'krishna', en: 'Trayodashi', hi: 'त्रयोदशी', ta: 'திரயோதசி', te: 'త్రయోదశి', kn: 'ತ್ರಯೋದಶಿ', ml: 'ത്രയോദശി', mr: 'त्रयोदशी', bn: 'ত্রয়োদশী', gu: 'તેરસ', group: 'jaya', quality: 'Benefic', deity: { en: 'Kamadeva', hi: 'कामदेव' }, observance: { en: 'Pradosha: worship of Shiva at dusk',
    hi: 'प्रदोष: संध्या समय शिव पूजन' } },
  { number: 29, pakshaNumber: 14, paksha: 'krishna', en: 'Chaturdashi', hi: 'चतुर्दशी', ta: 'சதுர்த்தசி', te: 'చతుర్దశి', kn: 'ಚತುರ್ದಶಿ', ml: 'ചതുർദശി', mr: 'चतुर्दशी', bn: 'চতুর্দশী', gu: 'ચૌદસ', group: 'rikta', quality: 'Malefic', deity: { en: 'Shiva', hi: 'शिव' }, observance: { en: 'Masik Shivaratri: night worship of Shiva',
    hi: 'मासिक शिवरात्रि: रात्रि में शिव पूजन' } },
  { number: 30, pakshaNumber: 15, paksha: 'krishna', en: 'Amavasya', hi: 'अमावस्या', ta: 'அமாவாசை', te: 'అమావాస్య', kn: 'ಅಮಾವಾಸ್ಯೆ', ml: 'അമാവാസി', mr: 'अमावास्या', bn: 'অমাবস্যা', gu: 'અમાસ', group: 'purna', quality: 'Malefic', deity: { en: 'Pitris', hi: 'पितर' }, observance: { en: 'Pitru tarpana: offerings to the ancestors; charity',
    hi: 'पितृ तर्पण: पितरों को जल अर्पण; दान' } },
] as const satisfies readonly TithiRecord[];

export type Tithi = (typeof TITHIS)[number];
/** 1-based tithi number (1 = Shukla Pratipada … 30 = Amavasya). */
export type TithiNumber = Tithi['number'];

/** Width of one tithi in degrees of Moon−Sun elongation. */
export const TITHI_SPAN_DEG = 12;

/**
 * The tithi of a 1-based number; `null` when `n` is not an integer 1–30.
 * @param n 1 = Shukla Pratipada … 15 = Purnima, 16 = Krishna Pratipada … 30 = Amavasya
 */
export function tithiByNumber(n: number): Tithi | null {
  return Number.isInteger(n) && n >= 1 && n <= 30 ? (TITHIS[n - 1] as Tithi) : null;
}

/** The paksha's display names: `en` as the spec shows it ("Shukla Paksha"), `hi` in Devanagari. */
export function pakshaName(paksha: Paksha): Text {
  return PAKSHA_NAMES[paksha];
}

/** The group record (Nanda … Purna) of a tithi, with the works it suits. */
export function groupOfTithi(tithi: Tithi): TithiGroup {
  return TITHI_GROUPS.find((group) => group.id === tithi.group) as TithiGroup;
}

/** The only works proper to Amavasya (Muhurta Chintamani ch. 1), in both languages. */
export const AMAVASYA_ACTIVITIES = {
  en: ['Ancestral rites (shraddha, tarpana)', 'Charity', 'Meditation and fasting'],
  hi: ['पितृ कर्म (श्राद्ध, तर्पण)', 'दान', 'ध्यान और उपवास'],
} as const satisfies TextList;

/**
 * The works suited to a tithi: its group's works and its observance, except Amavasya, whose only proper works
 * are ancestral rites and charity (Muhurta Chintamani ch. 1).
 * @param lang language of the texts; English by default
 */
export function tithiActivities(tithi: Tithi, lang: Lang = 'en'): readonly string[] {
  if (tithi.number === 30) return named(AMAVASYA_ACTIVITIES, lang);
  const observance = tithi.observance === null ? [] : [named(tithi.observance, lang)];
  return [...named(groupOfTithi(tithi).activities, lang), ...observance];
}
