/**
 * Eclipse words and the sutak rule, as the Hindu almanacs print them.
 *
 * Sutak (सूतक) is the period before an eclipse in which no auspicious work is begun, food is not cooked or
 * eaten and temples close. The rule the almanacs and the press quoting them print: it begins four prahars
 * (12 hours) before a solar eclipse and three prahars (9 hours) before a lunar eclipse, and lasts until the
 * eclipse ends (moksha); it is kept only where the eclipse is seen, and a penumbral lunar eclipse, which the
 * almanacs do not count as an eclipse, has none. Children, the old and the sick are exempt from its fast.
 *
 * Sources: AR = astroruchikaa.com, "Solar Eclipse – Surya Grahan" (sutak of 3 prahars, 9 hours, before a
 * lunar and 4 prahars, 12 hours, before a solar eclipse); LT = LatestLY, "Chandra Grahan 2021 Sutak" (2021-11-19:
 * 12 hours before a solar, 9 hours before a lunar eclipse's start, ending with the eclipse); DP = Drik Panchang
 * as quoted by Zee News, 2017-08-07 and 2018-01-31 (sutak times for Indian cities; a shorter sutak for
 * children, the old and the sick); IN = india.com, "Chandra Grahan 2023" (the sick, children and the elderly
 * may eat during the sutak); B1 = bharat.one, Varanasi, 2023 (children under five may eat even during the
 * eclipse).
 * Drik Panchang counts the prahars as quarters of the actual day or night, so its sutak may start up to about
 * two hours away from the fixed hours of this rule; that variant is not computed.
 *
 * The contacts are named in the nine languages with each language's almanac words: sparsha (first contact) and
 * moksha (last), khandagrasa and khagrasa in Marathi, Bengali and Gujarati as in Hindi, Kannada khagrasa, Tamil and
 * Malayalam partial, total and ring (valaya) eclipse in their own words. The sutak's rule and exemption are written
 * in all nine from the Hindi almanac wording (prahar, moksha), each language's own words for the fast and the
 * exempt.
 */
import type { Names } from './text.ts';

/** The contacts of an eclipse, by the ids of astro/transits/local-eclipses.ts. */
export const ECLIPSE_CONTACT_WORDS = {
  c1: { en: 'Partial eclipse begins (first contact)', hi: 'खंडग्रास आरंभ (स्पर्श)',
    ta: 'பகுதி கிரகணம் தொடக்கம் (முதல் தொடுகை)', te: 'పాక్షిక గ్రహణం ప్రారంభం (స్పర్శ)', kn: 'ಪಾರ್ಶ್ವ ಗ್ರಹಣ ಆರಂಭ (ಸ್ಪರ್ಶ)', ml: 'ഭാഗിക ഗ്രഹണം ആരംഭം (സ്പർശം)', mr: 'खंडग्रास आरंभ (स्पर्श)', bn: 'খণ্ডগ্রাস শুরু (স্পর্শ)', gu: 'ખંડગ્રાસ આરંભ (સ્પર્શ)' },
  c2: { en: 'Total or annular eclipse begins (second contact)', hi: 'खग्रास या कंकण आरंभ',
    ta: 'முழு அல்லது வளைய கிரகணம் தொடக்கம்', te: 'సంపూర్ణ లేదా కంకణ గ్రహణం ప్రారంభం', kn: 'ಖಗ್ರಾಸ ಅಥವಾ ಕಂಕಣ ಗ್ರಹಣ ಆರಂಭ', ml: 'പൂർണ്ണ അഥവാ വലയ ഗ്രഹണം ആരംഭം', mr: 'खग्रास किंवा कंकण आरंभ', bn: 'পূর্ণগ্রাস বা বলয় গ্রহণ শুরু', gu: 'ખગ્રાસ કે કંકણ આરંભ' },
  maximum: { en: 'Maximum eclipse', hi: 'परमग्रास',
    ta: 'உச்ச கிரகணம்', te: 'గరిష్ఠ గ్రహణం', kn: 'ಗರಿಷ್ಠ ಗ್ರಹಣ', ml: 'പരമഗ്രഹണം', mr: 'परमग्रास', bn: 'পরমগ্রাস', gu: 'પરમગ્રાસ' },
  c3: { en: 'Total or annular eclipse ends (third contact)', hi: 'खग्रास या कंकण समाप्त',
    ta: 'முழு அல்லது வளைய கிரகணம் முடிவு', te: 'సంపూర్ణ లేదా కంకణ గ్రహణం ముగింపు', kn: 'ಖಗ್ರಾಸ ಅಥವಾ ಕಂಕಣ ಗ್ರಹಣ ಮುಕ್ತಾಯ', ml: 'പൂർണ്ണ അഥവാ വലയ ഗ്രഹണം അവസാനം', mr: 'खग्रास किंवा कंकण समाप्त', bn: 'পূর্ণগ্রাস বা বলয় গ্রহণ শেষ', gu: 'ખગ્રાસ કે કંકણ સમાપ્ત' },
  c4: { en: 'Partial eclipse ends (last contact)', hi: 'खंडग्रास समाप्त (मोक्ष)',
    ta: 'பகுதி கிரகணம் முடிவு (மோட்சம்)', te: 'పాక్షిక గ్రహణం ముగింపు (మోక్షం)', kn: 'ಪಾರ್ಶ್ವ ಗ್ರಹಣ ಮುಕ್ತಾಯ (ಮೋಕ್ಷ)', ml: 'ഭാഗിക ഗ്രഹണം അവസാനം (മോക്ഷം)', mr: 'खंडग्रास समाप्त (मोक्ष)', bn: 'খণ্ডগ্রাস শেষ (মোক্ষ)', gu: 'ખંડગ્રાસ સમાપ્ત (મોક્ષ)' },
  p1: { en: 'Penumbral eclipse begins', hi: 'उपच्छाया से पहला स्पर्श',
    ta: 'புறநிழல் கிரகணம் தொடக்கம்', te: 'ఉపచ్ఛాయ గ్రహణం ప్రారంభం', kn: 'ಉಪಚ್ಛಾಯ ಗ್ರಹಣ ಆರಂಭ', ml: 'ഉപച്ഛായ ഗ്രഹണം ആരംഭം', mr: 'उपच्छाया ग्रहण आरंभ', bn: 'উপচ্ছায়া গ্রহণ শুরু', gu: 'ઉપચ્છાયા ગ્રહણ આરંભ' },
  u1: { en: 'Partial eclipse begins', hi: 'खंडग्रास आरंभ (स्पर्श)',
    ta: 'பகுதி கிரகணம் தொடக்கம் (முதல் தொடுகை)', te: 'పాక్షిక గ్రహణం ప్రారంభం (స్పర్శ)', kn: 'ಪಾರ್ಶ್ವ ಗ್ರಹಣ ಆರಂಭ (ಸ್ಪರ್ಶ)', ml: 'ഭാഗിക ഗ്രഹണം ആരംഭം (സ്പർശം)', mr: 'खंडग्रास आरंभ (स्पर्श)', bn: 'খণ্ডগ্রাস শুরু (স্পর্শ)', gu: 'ખંડગ્રાસ આરંભ (સ્પર્શ)' },
  u2: { en: 'Total eclipse begins', hi: 'खग्रास आरंभ',
    ta: 'முழு கிரகணம் தொடக்கம்', te: 'సంపూర్ణ గ్రహణం ప్రారంభం', kn: 'ಖಗ್ರಾಸ ಆರಂಭ', ml: 'പൂർണ്ണഗ്രഹണം ആരംഭം', mr: 'खग्रास आरंभ', bn: 'পূর্ণগ্রাস শুরু', gu: 'ખગ્રાસ આરંભ' },
  u3: { en: 'Total eclipse ends', hi: 'खग्रास समाप्त',
    ta: 'முழு கிரகணம் முடிவு', te: 'సంపూర్ణ గ్రహణం ముగింపు', kn: 'ಖಗ್ರಾಸ ಮುಕ್ತಾಯ', ml: 'പൂർണ്ണഗ്രഹണം അവസാനം', mr: 'खग्रास समाप्त', bn: 'পূর্ণগ্রাস শেষ', gu: 'ખગ્રાસ સમાપ્ત' },
  u4: { en: 'Partial eclipse ends', hi: 'खंडग्रास समाप्त (मोक्ष)',
    ta: 'பகுதி கிரகணம் முடிவு (மோட்சம்)', te: 'పాక్షిక గ్రహణం ముగింపు (మోక్షం)', kn: 'ಪಾರ್ಶ್ವ ಗ್ರಹಣ ಮುಕ್ತಾಯ (ಮೋಕ್ಷ)', ml: 'ഭാഗിക ഗ്രഹണം അവസാനം (മോക്ഷം)', mr: 'खंडग्रास समाप्त (मोक्ष)', bn: 'খণ্ডগ্রাস শেষ (মোক্ষ)', gu: 'ખંડગ્રાસ સમાપ્ત (મોક્ષ)' },
  p4: { en: 'Penumbral eclipse ends', hi: 'उपच्छाया से अंतिम स्पर्श',
    ta: 'புறநிழல் கிரகணம் முடிவு', te: 'ఉపచ్ఛాయ గ్రహణం ముగింపు', kn: 'ಉಪಚ್ಛಾಯ ಗ್ರಹಣ ಮುಕ್ತಾಯ', ml: 'ഉപച്ഛായ ഗ്രഹണം അവസാനം', mr: 'उपच्छाया ग्रहण समाप्त', bn: 'উপচ্ছায়া গ্রহণ শেষ', gu: 'ઉપચ્છાયા ગ્રહણ સમાપ્ત' },
} as const satisfies Record<string, Names>;

/** The sutak rule the service computes: fixed hours before the eclipse is first seen at the place. */
export const SUTAK_RULE = {
  id: 'almanac-hours',
  name: { en: 'Sutak', hi: 'सूतक', ta: 'சூதகம்', te: 'సూతకం', kn: 'ಸೂತಕ', ml: 'സൂതകം', mr: 'सुतक', bn: 'সূতক', gu: 'સૂતક' },
  /** Hours before the first visible contact of a solar eclipse (4 prahars of 3 hours). */
  solarHoursBefore: 12,
  /** Hours before the first visible umbral contact of a lunar eclipse (3 prahars of 3 hours). */
  lunarHoursBefore: 9,
  rule: {
    en: 'Sutak begins 12 hours (4 prahars) before a solar eclipse and 9 hours (3 prahars) before a lunar eclipse is first seen at the place, and ends when the eclipse ends; it is kept only where the eclipse is seen, and not for a penumbral lunar eclipse.',
    hi: 'सूतक सूर्य ग्रहण के स्थान पर दिखने से 12 घंटे (4 प्रहर) और चंद्र ग्रहण से 9 घंटे (3 प्रहर) पहले आरंभ होता है और ग्रहण के मोक्ष पर समाप्त होता है; यह केवल वहीं माना जाता है जहाँ ग्रहण दिखे, उपच्छाया चंद्र ग्रहण में नहीं।',
    ta: 'சூரிய கிரகணம் அந்த இடத்தில் முதலில் தெரிவதற்கு 12 மணி நேரம் (4 பிரகரம்) முன்பும் சந்திர கிரகணம் தெரிவதற்கு 9 மணி நேரம் (3 பிரகரம்) முன்பும் சூதகம் தொடங்கி, கிரகணம் முடியும்போது (மோட்சம்) முடிகிறது; கிரகணம் தெரியும் இடத்தில் மட்டுமே இது கடைப்பிடிக்கப்படுகிறது, புறநிழல் சந்திர கிரகணத்திற்கு இல்லை.',
    te: 'సూర్య గ్రహణం ఆ ప్రదేశంలో మొదట కనిపించడానికి 12 గంటల (4 ప్రహరాల) ముందు, చంద్ర గ్రహణం కనిపించడానికి 9 గంటల (3 ప్రహరాల) ముందు సూతకం ప్రారంభమై, గ్రహణం ముగిసినప్పుడు (మోక్షం) ముగుస్తుంది; గ్రహణం కనిపించే చోట మాత్రమే దీనిని పాటిస్తారు, ఉపచ్ఛాయ చంద్ర గ్రహణానికి సూతకం లేదు.',
    kn: 'ಸೂರ್ಯಗ್ರಹಣ ಆ ಸ್ಥಳದಲ್ಲಿ ಮೊದಲು ಕಾಣುವುದಕ್ಕೆ 12 ಗಂಟೆ (4 ಪ್ರಹರ) ಮೊದಲು ಮತ್ತು ಚಂದ್ರಗ್ರಹಣ ಕಾಣುವುದಕ್ಕೆ 9 ಗಂಟೆ (3 ಪ್ರಹರ) ಮೊದಲು ಸೂತಕ ಆರಂಭವಾಗಿ, ಗ್ರಹಣದ ಮೋಕ್ಷದೊಂದಿಗೆ ಮುಗಿಯುತ್ತದೆ; ಗ್ರಹಣ ಕಾಣುವಲ್ಲಿ ಮಾತ್ರ ಇದನ್ನು ಪಾಲಿಸಲಾಗುತ್ತದೆ, ಉಪಚ್ಛಾಯ ಚಂದ್ರಗ್ರಹಣಕ್ಕೆ ಸೂತಕವಿಲ್ಲ.',
    ml: 'സൂര്യഗ്രഹണം ആ സ്ഥലത്ത് ആദ്യം കാണുന്നതിന് 12 മണിക്കൂർ (4 പ്രഹരം) മുമ്പും ചന്ദ്രഗ്രഹണം കാണുന്നതിന് 9 മണിക്കൂർ (3 പ്രഹരം) മുമ്പും സൂതകം ആരംഭിച്ച്, ഗ്രഹണം അവസാനിക്കുമ്പോൾ (മോക്ഷം) അവസാനിക്കുന്നു; ഗ്രഹണം കാണുന്നിടത്ത് മാത്രമേ ഇത് ആചരിക്കുന്നുള്ളൂ, ഉപച്ഛായ ചന്ദ്രഗ്രഹണത്തിന് സൂതകമില്ല.',
    mr: 'सूर्यग्रहण त्या ठिकाणी प्रथम दिसण्याच्या 12 तास (4 प्रहर) आधी आणि चंद्रग्रहण दिसण्याच्या 9 तास (3 प्रहर) आधी सुतक सुरू होते आणि ग्रहणाच्या मोक्षाला संपते; ग्रहण जिथे दिसते तिथेच ते पाळले जाते, उपच्छाया चंद्रग्रहणाला सुतक नसते.',
    bn: 'সূর্যগ্রহণ সেই স্থানে প্রথম দেখা যাওয়ার 12 ঘণ্টা (4 প্রহর) আগে এবং চন্দ্রগ্রহণ দেখা যাওয়ার 9 ঘণ্টা (3 প্রহর) আগে সূতক শুরু হয় এবং গ্রহণের মোক্ষে শেষ হয়; যেখানে গ্রহণ দেখা যায় কেবল সেখানেই এটি মানা হয়, উপচ্ছায়া চন্দ্রগ্রহণে সূতক নেই।',
    gu: 'સૂર્યગ્રહણ તે સ્થળે પ્રથમ દેખાય તેના 12 કલાક (4 પ્રહર) પહેલાં અને ચંદ્રગ્રહણ દેખાય તેના 9 કલાક (3 પ્રહર) પહેલાં સૂતક શરૂ થાય છે અને ગ્રહણના મોક્ષ સાથે પૂરું થાય છે; જ્યાં ગ્રહણ દેખાય ત્યાં જ તે પળાય છે, ઉપચ્છાયા ચંદ્રગ્રહણમાં સૂતક નથી.',
  },
  exemption: {
    en: 'Children, the old and the sick are exempt from the fast of the sutak: they may eat and take medicine (food kept with tulsi leaves); the eclipse itself is observed by all.',
    hi: 'बालक, वृद्ध और रोगी सूतक के उपवास से मुक्त हैं: वे भोजन और औषधि ले सकते हैं (भोजन में तुलसी पत्र रखें); ग्रहण काल सबके लिए मान्य है।',
    ta: 'குழந்தைகள், முதியோர், நோயாளிகள் சூதக உண்ணாவிரதத்திலிருந்து விலக்கு பெறுகின்றனர்: அவர்கள் உணவும் மருந்தும் உட்கொள்ளலாம் (உணவில் துளசி இலை இட்டு வைக்கவும்); கிரகண நேரம் அனைவருக்கும் பொருந்தும்.',
    te: 'పిల్లలు, వృద్ధులు, రోగులకు సూతక ఉపవాసం నుండి మినహాయింపు ఉంది: వారు ఆహారం, మందులు తీసుకోవచ్చు (ఆహారంలో తులసి ఆకులు ఉంచండి); గ్రహణ కాలం అందరికీ వర్తిస్తుంది.',
    kn: 'ಮಕ್ಕಳು, ವೃದ್ಧರು ಮತ್ತು ರೋಗಿಗಳಿಗೆ ಸೂತಕದ ಉಪವಾಸದಿಂದ ವಿನಾಯಿತಿ ಇದೆ: ಅವರು ಆಹಾರ ಮತ್ತು ಔಷಧ ತೆಗೆದುಕೊಳ್ಳಬಹುದು (ಆಹಾರದಲ್ಲಿ ತುಳಸಿ ಎಲೆ ಇಡಿ); ಗ್ರಹಣ ಕಾಲ ಎಲ್ಲರಿಗೂ ಅನ್ವಯಿಸುತ್ತದೆ.',
    ml: 'കുട്ടികൾ, വൃദ്ധർ, രോഗികൾ എന്നിവർക്ക് സൂതകത്തിലെ ഉപവാസത്തിൽ നിന്ന് ഇളവുണ്ട്: അവർക്ക് ഭക്ഷണവും മരുന്നും കഴിക്കാം (ഭക്ഷണത്തിൽ തുളസിയില ഇട്ടുവയ്ക്കുക); ഗ്രഹണകാലം എല്ലാവർക്കും ബാധകമാണ്.',
    mr: 'मुले, वृद्ध आणि आजारी व्यक्तींना सुतकाच्या उपवासातून सूट आहे: ते अन्न आणि औषध घेऊ शकतात (अन्नात तुळशीची पाने ठेवा); ग्रहणकाळ सर्वांना लागू आहे.',
    bn: 'শিশু, বৃদ্ধ ও রোগীরা সূতকের উপবাস থেকে মুক্ত: তাঁরা খাবার ও ওষুধ খেতে পারেন (খাবারে তুলসী পাতা রাখুন); গ্রহণকাল সকলের জন্য মান্য।',
    gu: 'બાળકો, વૃદ્ધો અને બીમાર લોકોને સૂતકના ઉપવાસમાંથી છૂટ છે: તેઓ ભોજન અને દવા લઈ શકે છે (ભોજનમાં તુલસીનાં પાન રાખો); ગ્રહણકાળ સૌને લાગુ પડે છે.',
  },
  source: 'AR; LT; DP; IN; B1',
} as const;

/** The sources the sutak rule cites, by the abbreviations of its `source`. */
export const SUTAK_SOURCES = {
  AR: 'astroruchikaa.com, "Solar Eclipse – Surya Grahan" (sutak: 3 prahars before a lunar, 4 before a solar eclipse)',
  LT: 'LatestLY, "Chandra Grahan 2021 Sutak", 2021-11-19 (12 hours before a solar, 9 hours before a lunar eclipse, until its end)',
  DP: 'Drik Panchang, sutak times quoted by Zee News, 2017-08-07 and 2018-01-31',
  IN: 'india.com, "Chandra Grahan 2023: Sutak Kaal Timing" (the sick, children and the elderly may eat)',
  B1: 'bharat.one, Varanasi, 2023 (children under five may eat even during the eclipse)',
} as const;
