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
    hi: ['उत्सव और समारोह', 'संगीत, नृत्य और ललित कलाएँ', 'गृह निर्माण और सजावट', 'कृषि कार्य'],
    ta: ['பண்டிகைகள், கொண்டாட்டங்கள்', 'இசை, நடனம், நுண்கலைகள்', 'வீடு கட்டுதல், அலங்கரித்தல்', 'விவசாயம்'],
    te: ['పండుగలు, వేడుకలు', 'సంగీతం, నృత్యం, లలిత కళలు', 'ఇల్లు కట్టడం, అలంకరించడం', 'వ్యవసాయం'],
    kn: ['ಹಬ್ಬಗಳು, ಸಂಭ್ರಮಗಳು', 'ಸಂಗೀತ, ನೃತ್ಯ, ಲಲಿತಕಲೆ', 'ಮನೆ ಕಟ್ಟುವುದು, ಅಲಂಕರಿಸುವುದು', 'ಕೃಷಿ'],
    ml: ['ഉത്സവങ്ങളും ആഘോഷങ്ങളും', 'സംഗീതം, നൃത്തം, ലളിതകലകൾ', 'വീട് പണിയലും അലങ്കരിക്കലും', 'കൃഷി'],
    mr: ['सण आणि उत्सव', 'संगीत, नृत्य आणि ललित कला', 'घर बांधणे आणि सजवणे', 'शेती'],
    bn: ['উৎসব ও অনুষ্ঠান', 'সংগীত, নৃত্য ও ললিতকলা', 'বাড়ি তৈরি ও সাজানো', 'কৃষিকাজ'],
    gu: ['તહેવારો અને ઉજવણી', 'સંગીત, નૃત્ય અને લલિત કલા', 'ઘર બાંધવું અને સજાવવું', 'ખેતી'] },
  },
  {
    id: 'bhadra', en: 'Bhadra', meaning: 'Well-being', hi: 'भद्रा',
    activities: { en: ['Marriage', 'Starting a journey', 'Buying vehicles and ornaments', 'Sacred thread ceremony',
      'Starting a business'],
    hi: ['विवाह', 'यात्रा आरंभ', 'वाहन और आभूषण खरीदना', 'यज्ञोपवीत संस्कार', 'व्यापार आरंभ'],
    ta: ['திருமணம்', 'பயணம் தொடங்குதல்', 'வாகனம், அணிகலன் வாங்குதல்', 'உபநயனம்', 'தொழில் தொடங்குதல்'],
    te: ['వివాహం', 'ప్రయాణం ప్రారంభించడం', 'వాహనాలు, ఆభరణాలు కొనడం', 'ఉపనయనం', 'వ్యాపారం ప్రారంభించడం'],
    kn: ['ವಿವಾಹ', 'ಪ್ರಯಾಣ ಆರಂಭ', 'ವಾಹನ, ಆಭರಣ ಖರೀದಿ', 'ಉಪನಯನ', 'ವ್ಯಾಪಾರ ಆರಂಭ'],
    ml: ['വിവാഹം', 'യാത്ര തുടങ്ങൽ', 'വാഹനവും ആഭരണവും വാങ്ങൽ', 'ഉപനയനം', 'വ്യാപാരം തുടങ്ങൽ'],
    mr: ['विवाह', 'प्रवासारंभ', 'वाहन आणि अलंकार खरेदी', 'उपनयन (मुंज)', 'व्यवसायारंभ'],
    bn: ['বিবাহ', 'যাত্রা শুরু', 'যানবাহন ও অলংকার কেনা', 'উপনয়ন', 'ব্যবসা শুরু'],
    gu: ['લગ્ન', 'યાત્રાનો આરંભ', 'વાહન અને આભૂષણ ખરીદવાં', 'જનોઈ (ઉપનયન)', 'વેપારનો આરંભ'] },
  },
  {
    id: 'jaya', en: 'Jaya', meaning: 'Victory', hi: 'जया',
    activities: { en: ['Litigation and competitions', 'Confronting opponents', 'Work with weapons and machinery',
      'Surgery', 'Examinations'],
    hi: ['मुकदमे और प्रतियोगिताएँ', 'विरोधियों का सामना', 'शस्त्र और यंत्रों से जुड़े कार्य',
      'शल्य चिकित्सा', 'परीक्षाएँ'],
    ta: ['வழக்குகள், போட்டிகள்', 'எதிராளிகளை எதிர்கொள்ளுதல்', 'ஆயுதம், இயந்திரம் தொடர்பான பணிகள்', 'அறுவை சிகிச்சை', 'தேர்வுகள்'],
    te: ['వ్యాజ్యాలు, పోటీలు', 'ప్రత్యర్థులను ఎదుర్కోవడం', 'ఆయుధాలు, యంత్రాలతో పనులు', 'శస్త్రచికిత్స', 'పరీక్షలు'],
    kn: ['ವ್ಯಾಜ್ಯ, ಸ್ಪರ್ಧೆಗಳು', 'ಪ್ರತಿಸ್ಪರ್ಧಿಗಳನ್ನು ಎದುರಿಸುವುದು', 'ಆಯುಧ, ಯಂತ್ರಗಳ ಕೆಲಸಗಳು', 'ಶಸ್ತ್ರಚಿಕಿತ್ಸೆ', 'ಪರೀಕ್ಷೆಗಳು'],
    ml: ['വ്യവഹാരങ്ങളും മത്സരങ്ങളും', 'എതിരാളികളെ നേരിടൽ', 'ആയുധങ്ങളും യന്ത്രങ്ങളുമായുള്ള പ്രവൃത്തികൾ', 'ശസ്ത്രക്രിയ', 'പരീക്ഷകൾ'],
    mr: ['खटले आणि स्पर्धा', 'विरोधकांचा सामना', 'शस्त्रे आणि यंत्रांची कामे', 'शस्त्रक्रिया', 'परीक्षा'],
    bn: ['মামলা ও প্রতিযোগিতা', 'প্রতিপক্ষের মোকাবিলা', 'অস্ত্র ও যন্ত্রের কাজ', 'অস্ত্রোপচার', 'পরীক্ষা'],
    gu: ['મુકદ્દમા અને સ્પર્ધાઓ', 'વિરોધીઓનો સામનો', 'શસ્ત્ર અને યંત્રોનાં કામ', 'શસ્ત્રક્રિયા', 'પરીક્ષાઓ'] },
  },
  {
    id: 'rikta', en: 'Rikta', meaning: 'Empty', hi: 'रिक्ता',
    activities: { en: ['Demolition and removal', 'Ending disputes and debts', 'Pest control and cleansing',
      'Austerities and fasting'],
    hi: ['तोड़-फोड़ और हटाने के कार्य', 'विवाद और ऋण निपटाना', 'कीट-नाश और शुद्धि', 'तप और उपवास'],
    ta: ['இடித்தல், அகற்றுதல்', 'தகராறுகளையும் கடன்களையும் முடித்தல்', 'பூச்சி ஒழிப்பு, சுத்திகரிப்பு', 'தவம், உபவாசம்'],
    te: ['కూల్చివేత, తొలగింపు', 'వివాదాలు, అప్పులు ముగించడం', 'క్రిమి నివారణ, శుద్ధి', 'తపస్సు, ఉపవాసం'],
    kn: ['ಕೆಡವುವುದು, ತೆರವುಗೊಳಿಸುವುದು', 'ವಿವಾದ, ಸಾಲಗಳನ್ನು ಕೊನೆಗೊಳಿಸುವುದು', 'ಕೀಟ ನಿಯಂತ್ರಣ, ಶುದ್ಧೀಕರಣ', 'ತಪಸ್ಸು, ಉಪವಾಸ'],
    ml: ['പൊളിക്കലും നീക്കംചെയ്യലും', 'തർക്കങ്ങളും കടങ്ങളും തീർക്കൽ', 'കീടനിയന്ത്രണവും ശുദ്ധീകരണവും', 'തപസ്സും ഉപവാസവും'],
    mr: ['पाडकाम आणि हटवणे', 'वाद आणि कर्जे मिटवणे', 'कीटकनाशन आणि शुद्धीकरण', 'तपश्चर्या आणि उपवास'],
    bn: ['ভাঙা ও সরানো', 'বিবাদ ও ঋণ মেটানো', 'কীটনাশ ও শুদ্ধিকরণ', 'তপস্যা ও উপবাস'],
    gu: ['તોડવું અને હટાવવું', 'વિવાદ અને દેવાં પતાવવાં', 'જીવાત નિયંત્રણ અને શુદ્ધિ', 'તપ અને ઉપવાસ'] },
  },
  {
    id: 'purna', en: 'Purna', meaning: 'Full', hi: 'पूर्णा',
    activities: { en: ['Marriage', 'Coronation and installations', 'Fire rituals (yajna)', 'Starting any auspicious work',
      'Charity'],
    hi: ['विवाह', 'राज्याभिषेक और प्रतिष्ठा', 'यज्ञ-हवन', 'किसी भी शुभ कार्य का आरंभ', 'दान'],
    ta: ['திருமணம்', 'முடிசூட்டு விழா, பிரதிஷ்டைகள்', 'யாகங்கள்', 'எந்த நற்காரியத்தையும் தொடங்குதல்', 'தானம்'],
    te: ['వివాహం', 'పట్టాభిషేకం, ప్రతిష్ఠాపనలు', 'యజ్ఞయాగాలు', 'ఏ శుభకార్యమైనా ప్రారంభించడం', 'దానం'],
    kn: ['ವಿವಾಹ', 'ಪಟ್ಟಾಭಿಷೇಕ, ಪ್ರತಿಷ್ಠಾಪನೆಗಳು', 'ಯಜ್ಞಯಾಗಾದಿಗಳು', 'ಯಾವುದೇ ಶುಭಕಾರ್ಯದ ಆರಂಭ', 'ದಾನ'],
    ml: ['വിവാഹം', 'പട്ടാഭിഷേകവും പ്രതിഷ്ഠകളും', 'യാഗങ്ങൾ (യജ്ഞം)', 'ഏത് ശുഭകാര്യവും തുടങ്ങൽ', 'ദാനം'],
    mr: ['विवाह', 'राज्याभिषेक आणि प्रतिष्ठापना', 'यज्ञ', 'कोणत्याही शुभकार्याचा आरंभ', 'दान'],
    bn: ['বিবাহ', 'রাজ্যাভিষেক ও প্রতিষ্ঠা', 'যজ্ঞ', 'যেকোনো শুভকাজের সূচনা', 'দান'],
    gu: ['લગ્ન', 'રાજ્યાભિષેક અને પ્રતિષ્ઠા', 'યજ્ઞ', 'કોઈ પણ શુભ કાર્યનો આરંભ', 'દાન'] },
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
  { number: 1, pakshaNumber: 1, paksha: 'shukla', en: 'Pratipada', hi: 'प्रतिपदा', ta: 'பிரதமை', te: 'పాడ్యమి', kn: 'ಪಾಡ್ಯ', ml: 'പ്രഥമ', mr: 'प्रतिपदा', bn: 'প্রতিপদ', gu: 'પડવો', group: 'nanda', quality: 'Benefic', deity: { en: 'Agni', hi: 'अग्नि', ta: 'அக்னி', te: 'అగ్ని', kn: 'ಅಗ್ನಿ', ml: 'അഗ്നി', mr: 'अग्नी', bn: 'অগ্নি', gu: 'અગ્નિ' }, observance: null },
  { number: 2, pakshaNumber: 2, paksha: 'shukla', en: 'Dwitiya', hi: 'द्वितीया', ta: 'துவிதியை', te: 'విదియ', kn: 'ಬಿದಿಗೆ', ml: 'ദ്വിതീയ', mr: 'द्वितीया', bn: 'দ্বিতীয়া', gu: 'બીજ', group: 'bhadra', quality: 'Benefic', deity: { en: 'Brahma', hi: 'ब्रह्मा', ta: 'பிரம்மா', te: 'బ్రహ్మ', kn: 'ಬ್ರಹ್ಮ', ml: 'ബ്രഹ്മാവ്', mr: 'ब्रह्मा', bn: 'ব্রহ্মা', gu: 'બ્રહ્મા' }, observance: null },
  { number: 3, pakshaNumber: 3, paksha: 'shukla', en: 'Tritiya', hi: 'तृतीया', ta: 'திருதியை', te: 'తదియ', kn: 'ತದಿಗೆ', ml: 'തൃതീയ', mr: 'तृतीया', bn: 'তৃতীয়া', gu: 'ત્રીજ', group: 'jaya', quality: 'Benefic', deity: { en: 'Gauri', hi: 'गौरी', ta: 'கௌரி', te: 'గౌరి', kn: 'ಗೌರಿ', ml: 'ഗൗരി', mr: 'गौरी', bn: 'গৌরী', gu: 'ગૌરી' }, observance: null },
  { number: 4, pakshaNumber: 4, paksha: 'shukla', en: 'Chaturthi', hi: 'चतुर्थी', ta: 'சதுர்த்தி', te: 'చవితి', kn: 'ಚೌತಿ', ml: 'ചതുർത്ഥി', mr: 'चतुर्थी', bn: 'চতুর্থী', gu: 'ચોથ', group: 'rikta', quality: 'Malefic', deity: { en: 'Ganesha', hi: 'गणेश', ta: 'விநாயகர்', te: 'గణేశుడు', kn: 'ಗಣೇಶ', ml: 'ഗണപതി', mr: 'गणेश', bn: 'গণেশ', gu: 'ગણેશ' }, observance: { en: 'Vinayaka Chaturthi: worship of Ganesha',
    hi: 'विनायक चतुर्थी: गणेश पूजन', ta: 'விநாயக சதுர்த்தி: விநாயகர் வழிபாடு', te: 'వినాయక చవితి: గణపతి పూజ', kn: 'ವಿನಾಯಕ ಚತುರ್ಥಿ: ಗಣೇಶನ ಪೂಜೆ', ml: 'വിനായക ചതുർത്ഥി: ഗണപതിപൂജ', mr: 'विनायक चतुर्थी: गणेशपूजन', bn: 'বিনায়ক চতুর্থী: গণেশ পূজা', gu: 'વિનાયક ચતુર્થી: ગણેશ પૂજા' } },
  { number: 5, pakshaNumber: 5, paksha: 'shukla', en: 'Panchami', hi: 'पंचमी', ta: 'பஞ்சமி', te: 'పంచమి', kn: 'ಪಂಚಮಿ', ml: 'പഞ്ചമി', mr: 'पंचमी', bn: 'পঞ্চমী', gu: 'પાંચમ', group: 'purna', quality: 'Benefic', deity: { en: 'Naga', hi: 'नाग', ta: 'நாகர்', te: 'నాగులు', kn: 'ನಾಗ', ml: 'നാഗം', mr: 'नाग', bn: 'নাগ', gu: 'નાગ' }, observance: null },
  { number: 6, pakshaNumber: 6, paksha: 'shukla', en: 'Shashthi', hi: 'षष्ठी', ta: 'சஷ்டி', te: 'షష్ఠి', kn: 'ಷಷ್ಠಿ', ml: 'ഷഷ്ഠി', mr: 'षष्ठी', bn: 'ষষ্ঠী', gu: 'છઠ', group: 'nanda', quality: 'Benefic', deity: { en: 'Kartikeya', hi: 'कार्तिकेय', ta: 'கார்த்திகேயன் (முருகன்)', te: 'కార్తికేయుడు (సుబ్రహ్మణ్యుడు)', kn: 'ಕಾರ್ತಿಕೇಯ (ಸುಬ್ರಹ್ಮಣ್ಯ)', ml: 'കാർത്തികേയൻ (സുബ്രഹ്മണ്യൻ)', mr: 'कार्तिकेय', bn: 'কার্তিকেয়', gu: 'કાર્તિકેય' }, observance: { en: 'Skanda Shashthi: worship of Kartikeya',
    hi: 'स्कंद षष्ठी: कार्तिकेय पूजन', ta: 'ஸ்கந்த சஷ்டி: முருகன் வழிபாடு', te: 'స్కంద షష్ఠి: సుబ్రహ్మణ్య పూజ', kn: 'ಸ್ಕಂದ ಷಷ್ಠಿ: ಸುಬ್ರಹ್ಮಣ್ಯನ ಪೂಜೆ', ml: 'സ്കന്ദഷഷ്ഠി: സുബ്രഹ്മണ്യപൂജ', mr: 'स्कंद षष्ठी: कार्तिकेयाची पूजा', bn: 'স্কন্দ ষষ্ঠী: কার্তিকেয়ের পূজা', gu: 'સ્કંદ ષષ્ઠી: કાર્તિકેયની પૂજા' } },
  { number: 7, pakshaNumber: 7, paksha: 'shukla', en: 'Saptami', hi: 'सप्तमी', ta: 'சப்தமி', te: 'సప్తమి', kn: 'ಸಪ್ತಮಿ', ml: 'സപ്തമി', mr: 'सप्तमी', bn: 'সপ্তমী', gu: 'સાતમ', group: 'bhadra', quality: 'Benefic', deity: { en: 'Surya', hi: 'सूर्य', ta: 'சூரியன்', te: 'సూర్యుడు', kn: 'ಸೂರ್ಯ', ml: 'സൂര്യൻ', mr: 'सूर्य', bn: 'সূর্য', gu: 'સૂર્ય' }, observance: null },
  { number: 8, pakshaNumber: 8, paksha: 'shukla', en: 'Ashtami', hi: 'अष्टमी', ta: 'அஷ்டமி', te: 'అష్టమి', kn: 'ಅಷ್ಟಮಿ', ml: 'അഷ്ടമി', mr: 'अष्टमी', bn: 'অষ্টমী', gu: 'આઠમ', group: 'jaya', quality: 'Benefic', deity: { en: 'Shiva', hi: 'शिव', ta: 'சிவன்', te: 'శివుడు', kn: 'ಶಿವ', ml: 'ശിവൻ', mr: 'शिव', bn: 'শিব', gu: 'શિવ' }, observance: { en: 'Masik Durgashtami: worship of Durga',
    hi: 'मासिक दुर्गाष्टमी: दुर्गा पूजन', ta: 'மாத துர்காஷ்டமி: துர்க்கை வழிபாடு', te: 'మాస దుర్గాష్టమి: దుర్గా పూజ', kn: 'ಮಾಸಿಕ ದುರ್ಗಾಷ್ಟಮಿ: ದುರ್ಗೆಯ ಪೂಜೆ', ml: 'മാസദുർഗ്ഗാഷ്ടമി: ദുർഗ്ഗാപൂജ', mr: 'मासिक दुर्गाष्टमी: दुर्गापूजन', bn: 'মাসিক দুর্গাষ্টমী: দুর্গা পূজা', gu: 'માસિક દુર્ગાષ્ટમી: દુર્ગા પૂજા' } },
  { number: 9, pakshaNumber: 9, paksha: 'shukla', en: 'Navami', hi: 'नवमी', ta: 'நவமி', te: 'నవమి', kn: 'ನವಮಿ', ml: 'നവമി', mr: 'नवमी', bn: 'নবমী', gu: 'નોમ', group: 'rikta', quality: 'Malefic', deity: { en: 'Durga', hi: 'दुर्गा', ta: 'துர்க்கை', te: 'దుర్గ', kn: 'ದುರ್ಗೆ', ml: 'ദുർഗ്ഗ', mr: 'दुर्गा', bn: 'দুর্গা', gu: 'દુર્ગા' }, observance: null },
  { number: 10, pakshaNumber: 10, paksha: 'shukla', en: 'Dashami', hi: 'दशमी', ta: 'தசமி', te: 'దశమి', kn: 'ದಶಮಿ', ml: 'ദശമി', mr: 'दशमी', bn: 'দশমী', gu: 'દશમ', group: 'purna', quality: 'Benefic', deity: { en: 'Yama', hi: 'यम', ta: 'யமன்', te: 'యముడు', kn: 'ಯಮ', ml: 'യമൻ', mr: 'यम', bn: 'যম', gu: 'યમ' }, observance: null },
  { number: 11, pakshaNumber: 11, paksha: 'shukla', en: 'Ekadashi', hi: 'एकादशी', ta: 'ஏகாதசி', te: 'ఏకాదశి', kn: 'ಏಕಾದಶಿ', ml: 'ഏകാദശി', mr: 'एकादशी', bn: 'একাদশী', gu: 'અગિયારસ', group: 'nanda', quality: 'Benefic', deity: { en: 'Vishvedevas', hi: 'विश्वेदेव', ta: 'விஸ்வதேவர்கள்', te: 'విశ్వేదేవులు', kn: 'ವಿಶ್ವೇದೇವರು', ml: 'വിശ്വേദേവന്മാർ', mr: 'विश्वेदेव', bn: 'বিশ্বদেবগণ', gu: 'વિશ્વેદેવો' }, observance: { en: 'Ekadashi fast: worship of Vishnu',
    hi: 'एकादशी व्रत: विष्णु पूजन', ta: 'ஏகாதசி விரதம்: விஷ்ணு வழிபாடு', te: 'ఏకాదశి వ్రతం: విష్ణు పూజ', kn: 'ಏಕಾದಶಿ ವ್ರತ: ವಿಷ್ಣುವಿನ ಪೂಜೆ', ml: 'ഏകാദശി വ്രതം: വിഷ്ണുപൂജ', mr: 'एकादशी व्रत: विष्णुपूजन', bn: 'একাদশী ব্রত: বিষ্ণু পূজা', gu: 'એકાદશી વ્રત: વિષ્ણુ પૂજા' } },
  { number: 12, pakshaNumber: 12, paksha: 'shukla', en: 'Dwadashi', hi: 'द्वादशी', ta: 'துவாதசி', te: 'ద్వాదశి', kn: 'ದ್ವಾದಶಿ', ml: 'ദ്വാദശി', mr: 'द्वादशी', bn: 'দ্বাদশী', gu: 'બારસ', group: 'bhadra', quality: 'Benefic', deity: { en: 'Vishnu', hi: 'विष्णु', ta: 'விஷ்ணு', te: 'విష్ణువు', kn: 'ವಿಷ್ಣು', ml: 'വിഷ്ണു', mr: 'विष्णू', bn: 'বিষ্ণু', gu: 'વિષ્ણુ' }, observance: { en: 'Parana: breaking the Ekadashi fast',
    hi: 'पारण: एकादशी व्रत खोलना', ta: 'பாரணை: ஏகாதசி விரதம் முடித்தல்', te: 'పారణ: ఏకాదశి ఉపవాస విరమణ', kn: 'ಪಾರಣೆ: ಏಕಾದಶಿ ಉಪವಾಸ ಮುಕ್ತಾಯ', ml: 'പാരണ: ഏകാദശി വ്രതം മുറിക്കൽ', mr: 'पारणे: एकादशीचा उपवास सोडणे', bn: 'পারণ: একাদশীর উপবাস ভঙ্গ', gu: 'પારણાં: એકાદશીનો ઉપવાસ છોડવો' } },
  { number: 13, pakshaNumber: 13, paksha: 'shukla', en: 'Trayodashi', hi: 'त्रयोदशी', ta: 'திரயோதசி', te: 'త్రయోదశి', kn: 'ತ್ರಯೋದಶಿ', ml: 'ത്രയോദശി', mr: 'त्रयोदशी', bn: 'ত্রয়োদশী', gu: 'તેરસ', group: 'jaya', quality: 'Benefic', deity: { en: 'Kamadeva', hi: 'कामदेव', ta: 'காமதேவன் (மன்மதன்)', te: 'కామదేవుడు (మన్మథుడు)', kn: 'ಕಾಮದೇವ (ಮನ್ಮಥ)', ml: 'കാമദേവൻ', mr: 'कामदेव', bn: 'কামদেব', gu: 'કામદેવ' }, observance: { en: 'Pradosha: worship of Shiva at dusk',
    hi: 'प्रदोष: संध्या समय शिव पूजन', ta: 'பிரதோஷம்: அந்தி வேளையில் சிவ வழிபாடு', te: 'ప్రదోషం: సంధ్యవేళ శివపూజ', kn: 'ಪ್ರದೋಷ: ಸಂಧ್ಯಾಕಾಲದ ಶಿವಪೂಜೆ', ml: 'പ്രദോഷം: സന്ധ്യയ്ക്ക് ശിവപൂജ', mr: 'प्रदोष: संध्याकाळी शिवपूजन', bn: 'প্রদোষ: সন্ধ্যায় শিব পূজা', gu: 'પ્રદોષ: સંધ્યાકાળે શિવ પૂજા' } },
  { number: 14, pakshaNumber: 14, paksha: 'shukla', en: 'Chaturdashi', hi: 'चतुर्दशी', ta: 'சதுர்த்தசி', te: 'చతుర్దశి', kn: 'ಚತುರ್ದಶಿ', ml: 'ചതുർദശി', mr: 'चतुर्दशी', bn: 'চতুর্দশী', gu: 'ચૌદસ', group: 'rikta', quality: 'Malefic', deity: { en: 'Shiva', hi: 'शिव', ta: 'சிவன்', te: 'శివుడు', kn: 'ಶಿವ', ml: 'ശിവൻ', mr: 'शिव', bn: 'শিব', gu: 'શિવ' }, observance: null },
  { number: 15, pakshaNumber: 15, paksha: 'shukla', en: 'Purnima', hi: 'पूर्णिमा', ta: 'பௌர்ணமி', te: 'పౌర్ణమి', kn: 'ಹುಣ್ಣಿಮೆ', ml: 'പൗർണ്ണമി', mr: 'पौर्णिमा', bn: 'পূর্ণিমা', gu: 'પૂનમ', group: 'purna', quality: 'Benefic', deity: { en: 'Chandra', hi: 'चंद्र', ta: 'சந்திரன்', te: 'చంద్రుడు', kn: 'ಚಂದ್ರ', ml: 'ചന്ദ്രൻ', mr: 'चंद्र', bn: 'চন্দ্র', gu: 'ચંદ્ર' }, observance: { en: 'Purnima fast and Satyanarayana puja; holy bath and charity',
    hi: 'पूर्णिमा व्रत और सत्यनारायण पूजा; तीर्थ स्नान और दान', ta: 'பௌர்ணமி விரதம், சத்யநாராயண பூஜை; புனித நீராடல், தானம்', te: 'పౌర్ణమి వ్రతం, సత్యనారాయణ పూజ; పుణ్యస్నానం, దానం', kn: 'ಹುಣ್ಣಿಮೆ ವ್ರತ, ಸತ್ಯನಾರಾಯಣ ಪೂಜೆ; ಪುಣ್ಯಸ್ನಾನ, ದಾನ', ml: 'പൗർണ്ണമി വ്രതവും സത്യനാരായണ പൂജയും; പുണ്യസ്നാനവും ദാനവും', mr: 'पौर्णिमा व्रत आणि सत्यनारायण पूजा; तीर्थस्नान आणि दान', bn: 'পূর্ণিমা ব্রত ও সত্যনারায়ণ পূজা; গঙ্গাস্নান ও দান', gu: 'પૂનમનું વ્રત અને સત્યનારાયણની કથા; પવિત્ર સ્નાન અને દાન' } },
  { number: 16, pakshaNumber: 1, paksha: 'krishna', en: 'Pratipada', hi: 'प्रतिपदा', ta: 'பிரதமை', te: 'పాడ్యమి', kn: 'ಪಾಡ್ಯ', ml: 'പ്രഥമ', mr: 'प्रतिपदा', bn: 'প্রতিপদ', gu: 'પડવો', group: 'nanda', quality: 'Benefic', deity: { en: 'Agni', hi: 'अग्नि', ta: 'அக்னி', te: 'అగ్ని', kn: 'ಅಗ್ನಿ', ml: 'അഗ്നി', mr: 'अग्नी', bn: 'অগ্নি', gu: 'અગ્નિ' }, observance: null },
  { number: 17, pakshaNumber: 2, paksha: 'krishna', en: 'Dwitiya', hi: 'द्वितीया', ta: 'துவிதியை', te: 'విదియ', kn: 'ಬಿದಿಗೆ', ml: 'ദ്വിതീയ', mr: 'द्वितीया', bn: 'দ্বিতীয়া', gu: 'બીજ', group: 'bhadra', quality: 'Benefic', deity: { en: 'Brahma', hi: 'ब्रह्मा', ta: 'பிரம்மா', te: 'బ్రహ్మ', kn: 'ಬ್ರಹ್ಮ', ml: 'ബ്രഹ്മാവ്', mr: 'ब्रह्मा', bn: 'ব্রহ্মা', gu: 'બ્રહ્મા' }, observance: null },
  { number: 18, pakshaNumber: 3, paksha: 'krishna', en: 'Tritiya', hi: 'तृतीया', ta: 'திருதியை', te: 'తదియ', kn: 'ತದಿಗೆ', ml: 'തൃതീയ', mr: 'तृतीया', bn: 'তৃতীয়া', gu: 'ત્રીજ', group: 'jaya', quality: 'Benefic', deity: { en: 'Gauri', hi: 'गौरी', ta: 'கௌரி', te: 'గౌరి', kn: 'ಗೌರಿ', ml: 'ഗൗരി', mr: 'गौरी', bn: 'গৌরী', gu: 'ગૌરી' }, observance: null },
  { number: 19, pakshaNumber: 4, paksha: 'krishna', en: 'Chaturthi', hi: 'चतुर्थी', ta: 'சதுர்த்தி', te: 'చవితి', kn: 'ಚೌತಿ', ml: 'ചതുർത്ഥി', mr: 'चतुर्थी', bn: 'চতুর্থী', gu: 'ચોથ', group: 'rikta', quality: 'Malefic', deity: { en: 'Ganesha', hi: 'गणेश', ta: 'விநாயகர்', te: 'గణేశుడు', kn: 'ಗಣೇಶ', ml: 'ഗണപതി', mr: 'गणेश', bn: 'গণেশ', gu: 'ગણેશ' }, observance: { en: 'Sankashti Chaturthi: fast until moonrise for Ganesha',
    hi: 'संकष्टी चतुर्थी: गणेश के लिए चंद्रोदय तक व्रत', ta: 'சங்கடஹர சதுர்த்தி: சந்திரோதயம் வரை விநாயகருக்கு விரதம்', te: 'సంకష్టహర చతుర్థి: చంద్రోదయం వరకు గణపతి వ్రతం', kn: 'ಸಂಕಷ್ಟಹರ ಚತುರ್ಥಿ: ಚಂದ್ರೋದಯದವರೆಗೆ ಗಣೇಶನಿಗಾಗಿ ಉಪವಾಸ', ml: 'സങ്കടഹര ചതുർത്ഥി: ചന്ദ്രോദയം വരെ ഗണപതിക്കായി ഉപവാസം', mr: 'संकष्टी चतुर्थी: चंद्रोदयापर्यंत गणेशासाठी उपवास', bn: 'সংকষ্টী চতুর্থী: চন্দ্রোদয় পর্যন্ত গণেশের উদ্দেশে উপবাস', gu: 'સંકષ્ટ ચતુર્થી: ચંદ્રોદય સુધી ગણેશ માટે ઉપવાસ' } },
  { number: 20, pakshaNumber: 5, paksha: 'krishna', en: 'Panchami', hi: 'पंचमी', ta: 'பஞ்சமி', te: 'పంచమి', kn: 'ಪಂಚಮಿ', ml: 'പഞ്ചമി', mr: 'पंचमी', bn: 'পঞ্চমী', gu: 'પાંચમ', group: 'purna', quality: 'Benefic', deity: { en: 'Naga', hi: 'नाग', ta: 'நாகர்', te: 'నాగులు', kn: 'ನಾಗ', ml: 'നാഗം', mr: 'नाग', bn: 'নাগ', gu: 'નાગ' }, observance: null },
  { number: 21, pakshaNumber: 6, paksha: 'krishna', en: 'Shashthi', hi: 'षष्ठी', ta: 'சஷ்டி', te: 'షష్ఠి', kn: 'ಷಷ್ಠಿ', ml: 'ഷഷ്ഠി', mr: 'षष्ठी', bn: 'ষষ্ঠী', gu: 'છઠ', group: 'nanda', quality: 'Benefic', deity: { en: 'Kartikeya', hi: 'कार्तिकेय', ta: 'கார்த்திகேயன் (முருகன்)', te: 'కార్తికేయుడు (సుబ్రహ్మణ్యుడు)', kn: 'ಕಾರ್ತಿಕೇಯ (ಸುಬ್ರಹ್ಮಣ್ಯ)', ml: 'കാർത്തികേയൻ (സുബ്രഹ്മണ്യൻ)', mr: 'कार्तिकेय', bn: 'কার্তিকেয়', gu: 'કાર્તિકેય' }, observance: null },
  { number: 22, pakshaNumber: 7, paksha: 'krishna', en: 'Saptami', hi: 'सप्तमी', ta: 'சப்தமி', te: 'సప్తమి', kn: 'ಸಪ್ತಮಿ', ml: 'സപ്തമി', mr: 'सप्तमी', bn: 'সপ্তমী', gu: 'સાતમ', group: 'bhadra', quality: 'Benefic', deity: { en: 'Surya', hi: 'सूर्य', ta: 'சூரியன்', te: 'సూర్యుడు', kn: 'ಸೂರ್ಯ', ml: 'സൂര്യൻ', mr: 'सूर्य', bn: 'সূর্য', gu: 'સૂર્ય' }, observance: null },
  { number: 23, pakshaNumber: 8, paksha: 'krishna', en: 'Ashtami', hi: 'अष्टमी', ta: 'அஷ்டமி', te: 'అష్టమి', kn: 'ಅಷ್ಟಮಿ', ml: 'അഷ്ടമി', mr: 'अष्टमी', bn: 'অষ্টমী', gu: 'આઠમ', group: 'jaya', quality: 'Benefic', deity: { en: 'Shiva', hi: 'शिव', ta: 'சிவன்', te: 'శివుడు', kn: 'ಶಿವ', ml: 'ശിവൻ', mr: 'शिव', bn: 'শিব', gu: 'શિવ' }, observance: { en: 'Kalashtami: worship of Kala Bhairava',
    hi: 'कालाष्टमी: काल भैरव पूजन', ta: 'காலாஷ்டமி: கால பைரவர் வழிபாடு', te: 'కాలాష్టమి: కాలభైరవ పూజ', kn: 'ಕಾಲಾಷ್ಟಮಿ: ಕಾಲಭೈರವನ ಪೂಜೆ', ml: 'കാലാഷ്ടമി: കാലഭൈരവപൂജ', mr: 'कालाष्टमी: कालभैरवाची पूजा', bn: 'কালাষ্টমী: কালভৈরব পূজা', gu: 'કાલાષ્ટમી: કાલભૈરવની પૂજા' } },
  { number: 24, pakshaNumber: 9, paksha: 'krishna', en: 'Navami', hi: 'नवमी', ta: 'நவமி', te: 'నవమి', kn: 'ನವಮಿ', ml: 'നവമി', mr: 'नवमी', bn: 'নবমী', gu: 'નોમ', group: 'rikta', quality: 'Malefic', deity: { en: 'Durga', hi: 'दुर्गा', ta: 'துர்க்கை', te: 'దుర్గ', kn: 'ದುರ್ಗೆ', ml: 'ദുർഗ്ഗ', mr: 'दुर्गा', bn: 'দুর্গা', gu: 'દુર્ગા' }, observance: null },
  { number: 25, pakshaNumber: 10, paksha: 'krishna', en: 'Dashami', hi: 'दशमी', ta: 'தசமி', te: 'దశమి', kn: 'ದಶಮಿ', ml: 'ദശമി', mr: 'दशमी', bn: 'দশমী', gu: 'દશમ', group: 'purna', quality: 'Benefic', deity: { en: 'Yama', hi: 'यम', ta: 'யமன்', te: 'యముడు', kn: 'ಯಮ', ml: 'യമൻ', mr: 'यम', bn: 'যম', gu: 'યમ' }, observance: null },
  { number: 26, pakshaNumber: 11, paksha: 'krishna', en: 'Ekadashi', hi: 'एकादशी', ta: 'ஏகாதசி', te: 'ఏకాదశి', kn: 'ಏಕಾದಶಿ', ml: 'ഏകാദശി', mr: 'एकादशी', bn: 'একাদশী', gu: 'અગિયારસ', group: 'nanda', quality: 'Benefic', deity: { en: 'Vishvedevas', hi: 'विश्वेदेव', ta: 'விஸ்வதேவர்கள்', te: 'విశ్వేదేవులు', kn: 'ವಿಶ್ವೇದೇವರು', ml: 'വിശ്വേദേവന്മാർ', mr: 'विश्वेदेव', bn: 'বিশ্বদেবগণ', gu: 'વિશ્વેદેવો' }, observance: { en: 'Ekadashi fast: worship of Vishnu',
    hi: 'एकादशी व्रत: विष्णु पूजन', ta: 'ஏகாதசி விரதம்: விஷ்ணு வழிபாடு', te: 'ఏకాదశి వ్రతం: విష్ణు పూజ', kn: 'ಏಕಾದಶಿ ವ್ರತ: ವಿಷ್ಣುವಿನ ಪೂಜೆ', ml: 'ഏകാദശി വ്രതം: വിഷ്ണുപൂജ', mr: 'एकादशी व्रत: विष्णुपूजन', bn: 'একাদশী ব্রত: বিষ্ণু পূজা', gu: 'એકાદશી વ્રત: વિષ્ણુ પૂજા' } },
  { number: 27, pakshaNumber: 12, paksha: 'krishna', en: 'Dwadashi', hi: 'द्वादशी', ta: 'துவாதசி', te: 'ద్వాదశి', kn: 'ದ್ವಾದಶಿ', ml: 'ദ്വാദശി', mr: 'द्वादशी', bn: 'দ্বাদশী', gu: 'બારસ', group: 'bhadra', quality: 'Benefic', deity: { en: 'Vishnu', hi: 'विष्णु', ta: 'விஷ்ணு', te: 'విష్ణువు', kn: 'ವಿಷ್ಣು', ml: 'വിഷ്ണു', mr: 'विष्णू', bn: 'বিষ্ণু', gu: 'વિષ્ણુ' }, observance: { en: 'Parana: breaking the Ekadashi fast',
    hi: 'पारण: एकादशी व्रत खोलना', ta: 'பாரணை: ஏகாதசி விரதம் முடித்தல்', te: 'పారణ: ఏకాదశి ఉపవాస విరమణ', kn: 'ಪಾರಣೆ: ಏಕಾದಶಿ ಉಪವಾಸ ಮುಕ್ತಾಯ', ml: 'പാരണ: ഏകാദശി വ്രതം മുറിക്കൽ', mr: 'पारणे: एकादशीचा उपवास सोडणे', bn: 'পারণ: একাদশীর উপবাস ভঙ্গ', gu: 'પારણાં: એકાદશીનો ઉપવાસ છોડવો' } },
  { number: 28, pakshaNumber: 13, paksha: 'krishna', en: 'Trayodashi', hi: 'त्रयोदशी', ta: 'திரயோதசி', te: 'త్రయోదశి', kn: 'ತ್ರಯೋದಶಿ', ml: 'ത്രയോദശി', mr: 'त्रयोदशी', bn: 'ত্রয়োদশী', gu: 'તેરસ', group: 'jaya', quality: 'Benefic', deity: { en: 'Kamadeva', hi: 'कामदेव', ta: 'காமதேவன் (மன்மதன்)', te: 'కామదేవుడు (మన్మథుడు)', kn: 'ಕಾಮದೇವ (ಮನ್ಮಥ)', ml: 'കാമദേവൻ', mr: 'कामदेव', bn: 'কামদেব', gu: 'કામદેવ' }, observance: { en: 'Pradosha: worship of Shiva at dusk',
    hi: 'प्रदोष: संध्या समय शिव पूजन', ta: 'பிரதோஷம்: அந்தி வேளையில் சிவ வழிபாடு', te: 'ప్రదోషం: సంధ్యవేళ శివపూజ', kn: 'ಪ್ರದೋಷ: ಸಂಧ್ಯಾಕಾಲದ ಶಿವಪೂಜೆ', ml: 'പ്രദോഷം: സന്ധ്യയ്ക്ക് ശിവപൂജ', mr: 'प्रदोष: संध्याकाळी शिवपूजन', bn: 'প্রদোষ: সন্ধ্যায় শিব পূজা', gu: 'પ્રદોષ: સંધ્યાકાળે શિવ પૂજા' } },
  { number: 29, pakshaNumber: 14, paksha: 'krishna', en: 'Chaturdashi', hi: 'चतुर्दशी', ta: 'சதுர்த்தசி', te: 'చతుర్దశి', kn: 'ಚತುರ್ದಶಿ', ml: 'ചതുർദശി', mr: 'चतुर्दशी', bn: 'চতুর্দশী', gu: 'ચૌદસ', group: 'rikta', quality: 'Malefic', deity: { en: 'Shiva', hi: 'शिव', ta: 'சிவன்', te: 'శివుడు', kn: 'ಶಿವ', ml: 'ശിവൻ', mr: 'शिव', bn: 'শিব', gu: 'શિવ' }, observance: { en: 'Masik Shivaratri: night worship of Shiva',
    hi: 'मासिक शिवरात्रि: रात्रि में शिव पूजन', ta: 'மாத சிவராத்திரி: இரவில் சிவ வழிபாடு', te: 'మాస శివరాత్రి: రాత్రి శివపూజ', kn: 'ಮಾಸಿಕ ಶಿವರಾತ್ರಿ: ರಾತ್ರಿಯ ಶಿವಪೂಜೆ', ml: 'മാസശിവരാത്രി: രാത്രി ശിവപൂജ', mr: 'मासिक शिवरात्री: रात्री शिवपूजन', bn: 'মাসিক শিবরাত্রি: রাতে শিব পূজা', gu: 'માસિક શિવરાત્રિ: રાત્રે શિવ પૂજા' } },
  { number: 30, pakshaNumber: 15, paksha: 'krishna', en: 'Amavasya', hi: 'अमावस्या', ta: 'அமாவாசை', te: 'అమావాస్య', kn: 'ಅಮಾವಾಸ್ಯೆ', ml: 'അമാവാസി', mr: 'अमावास्या', bn: 'অমাবস্যা', gu: 'અમાસ', group: 'purna', quality: 'Malefic', deity: { en: 'Pitris', hi: 'पितर', ta: 'பித்ருக்கள்', te: 'పితృదేవతలు', kn: 'ಪಿತೃಗಳು', ml: 'പിതൃക്കൾ', mr: 'पितर', bn: 'পিতৃগণ', gu: 'પિતૃઓ' }, observance: { en: 'Pitru tarpana: offerings to the ancestors; charity',
    hi: 'पितृ तर्पण: पितरों को जल अर्पण; दान', ta: 'பித்ரு தர்ப்பணம்: முன்னோர்களுக்குப் படையல்; தானம்', te: 'పితృ తర్పణం: పితరులకు అర్పణలు; దానం', kn: 'ಪಿತೃ ತರ್ಪಣ: ಪೂರ್ವಜರಿಗೆ ಅರ್ಪಣೆ; ದಾನ', ml: 'പിതൃതർപ്പണം: പിതൃക്കൾക്ക് അർപ്പണം; ദാനം', mr: 'पितृतर्पण: पितरांना अर्पण; दान', bn: 'পিতৃতর্পণ: পূর্বপুরুষদের উদ্দেশে অর্পণ; দান', gu: 'પિતૃ તર્પણ: પિતૃઓને અર્પણ; દાન' } },
] as const satisfies readonly TithiRecord[];

export type Tithi = (typeof TITHIS)[number];
/** 1-based tithi number (1 = Shukla Pratipada … 30 = Amavasya). */
export type TithiNumber = Tithi['number'];

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
  ta: ['முன்னோர் சடங்குகள் (சிராத்தம், தர்ப்பணம்)', 'தானம்', 'தியானம், உபவாசம்'],
  te: ['పితృ కర్మలు (శ్రాద్ధం, తర్పణం)', 'దానం', 'ధ్యానం, ఉపవాసం'],
  kn: ['ಪಿತೃಕಾರ್ಯಗಳು (ಶ್ರಾದ್ಧ, ತರ್ಪಣ)', 'ದಾನ', 'ಧ್ಯಾನ, ಉಪವಾಸ'],
  ml: ['പിതൃകർമ്മങ്ങൾ (ശ്രാദ്ധം, തർപ്പണം)', 'ദാനം', 'ധ്യാനവും ഉപവാസവും'],
  mr: ['पितृकार्ये (श्राद्ध, तर्पण)', 'दान', 'ध्यान आणि उपवास'],
  bn: ['পিতৃকর্ম (শ্রাদ্ধ, তর্পণ)', 'দান', 'ধ্যান ও উপবাস'],
  gu: ['પિતૃકાર્ય (શ્રાદ્ધ, તર્પણ)', 'દાન', 'ધ્યાન અને ઉપવાસ'],
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
