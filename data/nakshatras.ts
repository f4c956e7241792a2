/**
 * The 27 nakshatras (lunar mansions) of 13°20′ each from sidereal 0° Aries, one record per nakshatra, plus
 * Abhijit, the 28th star used only by the 28-star reckonings (anandadi yoga).
 *
 * Sources (where two disagree, the chosen one comes first and the other is written beside it):
 * - Order, English spellings: the project brief (the spellings of drikpanchang.com); Hindi: almanac spellings.
 * - Vimshottari lords: BPHS ch. 46, Ketu, Venus, Sun, Moon, Mars, Rahu, Jupiter, Saturn, Mercury repeated
 *   three times from Ashwini (PyJHora `const.nakshathra_lords`).
 * - Deities: Taittiriya Brahmana 3.1 / Taittiriya Samhita 4.4.10 nakshatra list; Rohini's deity is Prajapati
 *   (named Brahma in almanacs), Chitra's Tvashtr (Vishvakarma in almanacs).
 * - Symbols: the common almanac list (several stars have two traditional symbols; the first is chosen).
 * - Gana, yoni (animal and sex), nadi: the ashtakoota tables of Muhurta Chintamani ch. 6 (vivaha prakarana),
 *   identical in PyJHora's compatibility tables and every Hindi almanac.
 * - Varna: the nakshatra varna list given by David Frawley and Dennis Harness ("The Nakshatras", 1999),
 *   which includes the non-classical classes farmer, butcher and outcaste (mleccha).
 * - Direction: the classical mukha (facing) classification of Muhurta Chintamani ch. 2 (nakshatra prakarana):
 *   urdhva-mukha (upward), adho-mukha (downward), tiryak-mukha (sideways).
 * - Nature (quality): the seven classes of Muhurta Chintamani ch. 2, Dhruva/fixed, Chara/movable, Ugra/fierce,
 *   Mishra/mixed, Kshipra/swift, Mridu/tender, Tikshna/sharp, with the activities that text assigns to each.
 * - Hindi of deities and symbols (the `hi` of `deity`, `symbol` and of the works `activities`): the usual almanac
 *   terms, translating the English of each record.
 * - Abhijit span 276°40′–280°53′20″ sidereal: the last quarter of Uttara Ashadha plus the first fifteenth of
 *   Shravana (4 ghatis of 60), the convention of Muhurta Chintamani and of the anandadi tables.
 * - Names in the seven other languages: each region's almanac usage, not a transliteration of the Sanskrit
 *   (Tamil Thiruvonam for Shravana and Kettai for Jyeshtha, Malayalam Chothi for Swati and Thrikketta for
 *   Jyeshtha, Telugu Pubba and Chitta, Marathi Mriga, Mula as Mool and Shatataraka); Tamil and Malayalam checked
 *   against PyJHora's language tables (`src/jhora/lang/list_values_ta.txt`, `list_values_ml.txt`), the differences
 *   and the other languages' sources in docs/languages.md.
 */
import type { GrahaId } from './grahas.ts';
import type { Text } from './text.ts';

export type Gana = 'Deva' | 'Manushya' | 'Rakshasa';
export type Nadi = 'Adi' | 'Madhya' | 'Antya';
export type NakshatraVarna = 'Brahmin' | 'Kshatriya' | 'Vaishya' | 'Shudra' | 'Farmer' | 'Butcher' | 'Outcaste';
export type YoniAnimal =
  | 'Horse' | 'Elephant' | 'Sheep' | 'Serpent' | 'Dog' | 'Cat' | 'Rat' | 'Cow'
  | 'Buffalo' | 'Tiger' | 'Deer' | 'Monkey' | 'Mongoose' | 'Lion';

/** A star's yoni: the animal and its sex. */
export interface Yoni {
  readonly animal: YoniAnimal;
  readonly sex: 'male' | 'female';
}

/** The mukha (facing) classes; `en` is the wording of the spec field `nakshatra.direction`. */
export const NAKSHATRA_MUKHAS = [
  {
    id: 'urdhva', en: 'Upward', sanskrit: 'Urdhva-mukha', hi: 'ऊर्ध्वमुख', ta: 'ஊர்த்துவமுகம் (மேல்நோக்கு)', te: 'ఊర్ధ్వముఖం', kn: 'ಊರ್ಧ್ವಮುಖ', ml: 'ഊർധ്വമുഖം', mr: 'ऊर्ध्वमुख', bn: 'ঊর্ধ্বমুখ', gu: 'ઊર્ધ્વમુખ',
    activities: { en: ['Coronation and swearing-in', 'Raising tall buildings and towers', 'Hoisting flags', 'Planting trees'],
    hi: ['राज्याभिषेक और पदग्रहण', 'ऊँचे भवन और मीनारें बनाना', 'ध्वजारोहण', 'वृक्षारोपण'],
    ta: ['முடிசூட்டு விழா, பதவியேற்பு', 'உயரமான கட்டடங்கள், கோபுரங்கள் எழுப்புதல்', 'கொடியேற்றம்', 'மரம் நடுதல்'],
    te: ['పట్టాభిషేకం, పదవీ స్వీకారం', 'ఎత్తైన భవనాలు, గోపురాలు నిర్మించడం', 'ధ్వజారోహణం', 'మొక్కలు నాటడం'],
    kn: ['ಪಟ್ಟಾಭಿಷೇಕ, ಅಧಿಕಾರ ಸ್ವೀಕಾರ', 'ಎತ್ತರದ ಕಟ್ಟಡಗಳು, ಗೋಪುರಗಳ ನಿರ್ಮಾಣ', 'ಧ್ವಜಾರೋಹಣ', 'ಗಿಡ ನೆಡುವುದು'],
    ml: ['പട്ടാഭിഷേകം, സ്ഥാനാരോഹണം', 'ഉയർന്ന കെട്ടിടങ്ങളും ഗോപുരങ്ങളും പണിയൽ', 'കൊടിയേറ്റം', 'വൃക്ഷത്തൈ നടൽ'],
    mr: ['राज्याभिषेक आणि पदग्रहण', 'उंच इमारती आणि मनोरे उभारणे', 'ध्वजारोहण', 'वृक्षारोपण'],
    bn: ['রাজ্যাভিষেক ও শপথগ্রহণ', 'উঁচু বাড়ি ও মিনার নির্মাণ', 'পতাকা উত্তোলন', 'বৃক্ষরোপণ'],
    gu: ['રાજ્યાભિષેક અને પદગ્રહણ', 'ઊંચી ઇમારતો અને મિનારા બાંધવા', 'ધ્વજારોહણ', 'વૃક્ષારોપણ'] },
  },
  {
    id: 'adho', en: 'Downward', sanskrit: 'Adho-mukha', hi: 'अधोमुख', ta: 'அதோமுகம் (கீழ்நோக்கு)', te: 'అధోముఖం', kn: 'ಅಧೋಮುಖ', ml: 'അധോമുഖം', mr: 'अधोमुख', bn: 'অধোমুখ', gu: 'અધોમુખ',
    activities: { en: ['Digging wells, tanks and foundations', 'Mining and excavation', 'Burying and storing', 'Occult study'],
    hi: ['कुआँ, तालाब और नींव खोदना', 'खनन और खुदाई', 'गाड़ना और भंडारण', 'गूढ़ विद्याओं का अध्ययन'],
    ta: ['கிணறு, குளம், அஸ்திவாரம் தோண்டுதல்', 'சுரங்கம், அகழ்வு வேலைகள்', 'புதைத்தல், சேமித்து வைத்தல்', 'மறைஞான ஆய்வு'],
    te: ['బావులు, చెరువులు, పునాదులు తవ్వడం', 'గనులు, తవ్వకాలు', 'పాతిపెట్టడం, నిల్వ చేయడం', 'గూఢ విద్యల అధ్యయనం'],
    kn: ['ಬಾವಿ, ಕೆರೆ, ಅಡಿಪಾಯ ಅಗೆಯುವುದು', 'ಗಣಿಗಾರಿಕೆ, ಉತ್ಖನನ', 'ಹೂಳುವುದು, ಸಂಗ್ರಹಿಸುವುದು', 'ಗೂಢ ವಿದ್ಯೆಗಳ ಅಧ್ಯಯನ'],
    ml: ['കിണർ, കുളം, അടിത്തറ എന്നിവ കുഴിക്കൽ', 'ഖനനവും ഉത്ഖനനവും', 'കുഴിച്ചിടലും സംഭരണവും', 'ഗൂഢവിദ്യാപഠനം'],
    mr: ['विहीर, तलाव आणि पाया खोदणे', 'खाणकाम आणि उत्खनन', 'पुरणे आणि साठवण', 'गूढ विद्यांचा अभ्यास'],
    bn: ['কুয়ো, পুকুর ও ভিত খোঁড়া', 'খনন ও খননকার্য', 'মাটিতে পোঁতা ও মজুত করা', 'গুহ্যবিদ্যা চর্চা'],
    gu: ['કૂવા, તળાવ અને પાયા ખોદવા', 'ખાણકામ અને ખોદકામ', 'દાટવું અને સંગ્રહ કરવો', 'ગૂઢ વિદ્યાનો અભ્યાસ'] },
  },
  {
    id: 'tiryak', en: 'Sideways', sanskrit: 'Tiryak-mukha', hi: 'तिर्यङ्मुख', ta: 'திர்யங்முகம் (பக்கவாட்டு)', te: 'తిర్యఙ్ముఖం', kn: 'ತಿರ್ಯಙ್ಮುಖ', ml: 'തിര്യങ്മുഖം', mr: 'तिर्यङ्मुख', bn: 'তির্যঙ্মুখ', gu: 'તિર્યઙ્મુખ',
    activities: { en: ['Ploughing and sowing', 'Building roads and bridges', 'Starting journeys and driving vehicles', 'Training animals'],
    hi: ['हल चलाना और बुवाई', 'सड़क और पुल बनाना', 'यात्रा आरंभ और वाहन चलाना', 'पशुओं को प्रशिक्षित करना'],
    ta: ['உழவு, விதைப்பு', 'சாலை, பாலம் அமைத்தல்', 'பயணம் தொடங்குதல், வாகனம் ஓட்டுதல்', 'விலங்குகளைப் பழக்குதல்'],
    te: ['దున్నడం, విత్తడం', 'రోడ్లు, వంతెనలు నిర్మించడం', 'ప్రయాణం ప్రారంభించడం, వాహనాలు నడపడం', 'జంతువులకు శిక్షణ'],
    kn: ['ಉಳುಮೆ, ಬಿತ್ತನೆ', 'ರಸ್ತೆ, ಸೇತುವೆ ನಿರ್ಮಾಣ', 'ಪ್ರಯಾಣ ಆರಂಭ, ವಾಹನ ಚಾಲನೆ', 'ಪ್ರಾಣಿಗಳಿಗೆ ತರಬೇತಿ'],
    ml: ['ഉഴവും വിതയും', 'റോഡും പാലവും പണിയൽ', 'യാത്ര തുടങ്ങലും വാഹനമോടിക്കലും', 'മൃഗങ്ങളെ പരിശീലിപ്പിക്കൽ'],
    mr: ['नांगरणी आणि पेरणी', 'रस्ते आणि पूल बांधणे', 'प्रवासारंभ आणि वाहन चालवणे', 'प्राण्यांना प्रशिक्षण'],
    bn: ['লাঙল দেওয়া ও বীজ বোনা', 'রাস্তা ও সেতু নির্মাণ', 'যাত্রা শুরু ও যান চালানো', 'পশু প্রশিক্ষণ'],
    gu: ['ખેડાણ અને વાવણી', 'રસ્તા અને પુલ બાંધવા', 'યાત્રાનો આરંભ અને વાહન ચલાવવું', 'પ્રાણીઓને તાલીમ'] },
  },
] as const;
export type NakshatraMukha = (typeof NAKSHATRA_MUKHAS)[number];
export type NakshatraMukhaId = NakshatraMukha['id'];

/**
 * The seven natures (Muhurta Chintamani ch. 2); `quality.en` is the spec's wording of `nakshatra.quality`
 * and `quality.hi` its Hindi (the Sanskrit class with the common Hindi gloss).
 */
export const NAKSHATRA_NATURES = [
  {
    id: 'dhruva', sanskrit: 'Dhruva', quality: { en: 'Fixed', hi: 'ध्रुव (स्थिर)', ta: 'ஸ்திரம் (துருவம்)', te: 'స్థిరం (ధ్రువ)', kn: 'ಸ್ಥಿರ (ಧ್ರುವ)', ml: 'സ്ഥിരം (ധ്രുവം)', mr: 'ध्रुव (स्थिर)', bn: 'ধ্রুব (স্থির)', gu: 'ધ્રુવ (સ્થિર)' },
    activities: { en: ['Laying foundations', 'House warming (griha pravesh)', 'Coronation', 'Sowing seeds and planting',
      'Starting permanent works', 'Buying land'],
    hi: ['नींव रखना', 'गृह प्रवेश', 'राज्याभिषेक', 'बीज बोना और पौधे लगाना', 'स्थायी कार्यों का आरंभ',
      'भूमि खरीदना'],
    ta: ['அஸ்திவாரம் இடுதல்', 'புதுமனை புகுதல் (கிரகப்பிரவேசம்)', 'முடிசூட்டு விழா', 'விதை விதைத்தல், நடவு', 'நிலையான பணிகளைத் தொடங்குதல்', 'நிலம் வாங்குதல்'],
    te: ['పునాది వేయడం', 'గృహప్రవేశం', 'పట్టాభిషేకం', 'విత్తనాలు విత్తడం, నాట్లు', 'శాశ్వత పనులు ప్రారంభించడం', 'భూమి కొనడం'],
    kn: ['ಅಡಿಪಾಯ ಹಾಕುವುದು', 'ಗೃಹಪ್ರವೇಶ', 'ಪಟ್ಟಾಭಿಷೇಕ', 'ಬೀಜ ಬಿತ್ತುವುದು, ನಾಟಿ', 'ಶಾಶ್ವತ ಕೆಲಸಗಳ ಆರಂಭ', 'ಭೂಮಿ ಖರೀದಿ'],
    ml: ['തറക്കല്ലിടൽ', 'ഗൃഹപ്രവേശം', 'പട്ടാഭിഷേകം', 'വിത്ത് വിതയ്ക്കലും നടീലും', 'സ്ഥിരമായ പ്രവൃത്തികൾ തുടങ്ങൽ', 'ഭൂമി വാങ്ങൽ'],
    mr: ['पाया घालणे', 'गृहप्रवेश', 'राज्याभिषेक', 'बी पेरणे आणि लागवड', 'कायमस्वरूपी कामांचा आरंभ', 'जमीन खरेदी'],
    bn: ['ভিত স্থাপন', 'গৃহপ্রবেশ', 'রাজ্যাভিষেক', 'বীজ বোনা ও চারা রোপণ', 'স্থায়ী কাজের সূচনা', 'জমি কেনা'],
    gu: ['પાયો નાખવો', 'ગૃહપ્રવેશ', 'રાજ્યાભિષેક', 'બીજ વાવવાં અને રોપણી', 'કાયમી કાર્યોનો આરંભ', 'જમીન ખરીદવી'] },
  },
  {
    id: 'chara', sanskrit: 'Chara', quality: { en: 'Movable', hi: 'चर (चल)', ta: 'சரம் (அசையும்)', te: 'చరం (చలనం)', kn: 'ಚರ (ಚಲನಶೀಲ)', ml: 'ചരം (ചലനം)', mr: 'चर (चल)', bn: 'চর (চলমান)', gu: 'ચર (ચલ)' },
    activities: { en: ['Starting a journey', 'Buying vehicles', 'Gardening', 'Moving house or goods', 'Processions'],
    hi: ['यात्रा आरंभ', 'वाहन खरीदना', 'बागवानी', 'घर या सामान बदलना', 'शोभायात्रा'],
    ta: ['பயணம் தொடங்குதல்', 'வாகனம் வாங்குதல்', 'தோட்ட வேலை', 'வீடு அல்லது பொருட்களை இடம் மாற்றுதல்', 'ஊர்வலங்கள்'],
    te: ['ప్రయాణం ప్రారంభించడం', 'వాహనాలు కొనడం', 'తోటపని', 'ఇల్లు లేదా సామాన్లు మార్చడం', 'ఊరేగింపులు'],
    kn: ['ಪ್ರಯಾಣ ಆರಂಭ', 'ವಾಹನ ಖರೀದಿ', 'ತೋಟಗಾರಿಕೆ', 'ಮನೆ ಅಥವಾ ಸಾಮಾನು ಸ್ಥಳಾಂತರ', 'ಮೆರವಣಿಗೆಗಳು'],
    ml: ['യാത്ര തുടങ്ങൽ', 'വാഹനം വാങ്ങൽ', 'തോട്ടപ്പണി', 'വീടോ സാധനങ്ങളോ മാറ്റൽ', 'ഘോഷയാത്രകൾ'],
    mr: ['प्रवासारंभ', 'वाहन खरेदी', 'बागकाम', 'घर किंवा सामान हलवणे', 'मिरवणुका'],
    bn: ['যাত্রা শুরু', 'যানবাহন কেনা', 'বাগান করা', 'বাড়ি বা মালপত্র বদল', 'শোভাযাত্রা'],
    gu: ['યાત્રાનો આરંભ', 'વાહન ખરીદવું', 'બાગકામ', 'ઘર કે સામાન બદલવો', 'શોભાયાત્રા'] },
  },
  {
    id: 'ugra', sanskrit: 'Ugra', quality: { en: 'Fierce', hi: 'उग्र (क्रूर)', ta: 'உக்கிரம் (கடுமை)', te: 'ఉగ్రం (క్రూరం)', kn: 'ಉಗ್ರ (ಕ್ರೂರ)', ml: 'ഉഗ്രം (ക്രൂരം)', mr: 'उग्र (क्रूर)', bn: 'উগ্র (ক্রূর)', gu: 'ઉગ્ર (ક્રૂર)' },
    activities: { en: ['Confronting enemies', 'Work with weapons and fire', 'Demolition', 'Litigation and disputes'],
    hi: ['शत्रुओं का सामना', 'शस्त्र और अग्नि से जुड़े कार्य', 'ढहाने के कार्य', 'मुकदमे और विवाद'],
    ta: ['எதிரிகளை எதிர்கொள்ளுதல்', 'ஆயுதம், நெருப்பு தொடர்பான பணிகள்', 'இடித்தல்', 'வழக்குகள், தகராறுகள்'],
    te: ['శత్రువులను ఎదుర్కోవడం', 'ఆయుధాలు, అగ్నితో పనులు', 'కూల్చివేత', 'వ్యాజ్యాలు, వివాదాలు'],
    kn: ['ಶತ್ರುಗಳನ್ನು ಎದುರಿಸುವುದು', 'ಆಯುಧ, ಬೆಂಕಿಯ ಕೆಲಸಗಳು', 'ಕೆಡವುವಿಕೆ', 'ವ್ಯಾಜ್ಯ, ವಿವಾದಗಳು'],
    ml: ['ശത്രുക്കളെ നേരിടൽ', 'ആയുധവും അഗ്നിയുമായുള്ള പ്രവൃത്തികൾ', 'പൊളിച്ചുനീക്കൽ', 'വ്യവഹാരങ്ങളും തർക്കങ്ങളും'],
    mr: ['शत्रूंचा सामना', 'शस्त्रे आणि अग्नीशी संबंधित कामे', 'पाडकाम', 'खटले आणि वाद'],
    bn: ['শত্রুর মোকাবিলা', 'অস্ত্র ও আগুনের কাজ', 'ভাঙার কাজ', 'মামলা ও বিবাদ'],
    gu: ['શત્રુઓનો સામનો', 'શસ્ત્ર અને અગ્નિ સંબંધિત કાર્યો', 'તોડફોડનાં કામ', 'મુકદ્દમા અને વિવાદ'] },
  },
  {
    id: 'mishra', sanskrit: 'Mishra', quality: { en: 'Mixed', hi: 'मिश्र (साधारण)', ta: 'மிஸ்ரம் (கலப்பு)', te: 'మిశ్రం', kn: 'ಮಿಶ್ರ', ml: 'മിശ്രം', mr: 'मिश्र (साधारण)', bn: 'মিশ্র (সাধারণ)', gu: 'મિશ્ર (સાધારણ)' },
    activities: { en: ['Fire rituals (agnihotra)', 'Work with metals and melting', 'Routine daily work', 'Medicine preparation'],
    hi: ['अग्निहोत्र', 'धातु गलाने और ढालने के कार्य', 'दैनिक कामकाज', 'औषधि बनाना'],
    ta: ['அக்னிஹோத்திரம்', 'உலோகம் உருக்கும் பணிகள்', 'அன்றாட வேலைகள்', 'மருந்து தயாரித்தல்'],
    te: ['అగ్నిహోత్రం', 'లోహాలు కరిగించే పనులు', 'రోజువారీ పనులు', 'ఔషధాల తయారీ'],
    kn: ['ಅಗ್ನಿಹೋತ್ರ', 'ಲೋಹ ಕರಗಿಸುವ ಕೆಲಸಗಳು', 'ದಿನನಿತ್ಯದ ಕೆಲಸಗಳು', 'ಔಷಧ ತಯಾರಿಕೆ'],
    ml: ['അഗ്നിഹോത്രം', 'ലോഹം ഉരുക്കുന്ന പണികൾ', 'ദൈനംദിന ജോലികൾ', 'ഔഷധനിർമ്മാണം'],
    mr: ['अग्निहोत्र', 'धातू वितळवण्याची कामे', 'रोजची कामे', 'औषध तयार करणे'],
    bn: ['অগ্নিহোত্র', 'ধাতু গলানোর কাজ', 'দৈনন্দিন কাজ', 'ওষুধ তৈরি'],
    gu: ['અગ્નિહોત્ર', 'ધાતુ ઓગાળવાનાં કામ', 'રોજિંદાં કામ', 'ઔષધ બનાવવું'] },
  },
  {
    id: 'kshipra', sanskrit: 'Kshipra', quality: { en: 'Swift', hi: 'क्षिप्र (लघु)', ta: 'க்ஷிப்ரம் (விரைவு)', te: 'క్షిప్రం (లఘు)', kn: 'ಕ್ಷಿಪ್ರ (ಲಘು)', ml: 'ക്ഷിപ്രം (ലഘു)', mr: 'क्षिप्र (लघु)', bn: 'ক্ষিপ্র (লঘু)', gu: 'ક્ષિપ્ર (લઘુ)' },
    activities: { en: ['Trade and sales', 'Taking medicine', 'Learning and starting education', 'Fine arts and crafts',
      'Sports', 'Wearing ornaments', 'Short journeys'],
    hi: ['व्यापार और बिक्री', 'औषधि सेवन', 'विद्या ग्रहण और शिक्षा आरंभ', 'ललित कलाएँ और शिल्प',
      'खेलकूद', 'आभूषण धारण', 'छोटी यात्राएँ'],
    ta: ['வணிகம், விற்பனை', 'மருந்து உட்கொள்ளுதல்', 'கல்வி கற்றல், கல்வி தொடங்குதல்', 'நுண்கலைகள், கைவினைகள்', 'விளையாட்டு', 'அணிகலன் அணிதல்', 'குறுகிய பயணங்கள்'],
    te: ['వ్యాపారం, అమ్మకాలు', 'ఔషధ సేవనం', 'విద్యాభ్యాసం, అక్షరాభ్యాసం', 'లలిత కళలు, చేతిపనులు', 'క్రీడలు', 'ఆభరణాలు ధరించడం', 'చిన్న ప్రయాణాలు'],
    kn: ['ವ್ಯಾಪಾರ, ಮಾರಾಟ', 'ಔಷಧ ಸೇವನೆ', 'ವಿದ್ಯಾಭ್ಯಾಸ, ಅಕ್ಷರಾಭ್ಯಾಸ', 'ಲಲಿತಕಲೆ, ಕರಕುಶಲ', 'ಕ್ರೀಡೆ', 'ಆಭರಣ ಧಾರಣೆ', 'ಸಣ್ಣ ಪ್ರಯಾಣಗಳು'],
    ml: ['വ്യാപാരവും വിൽപ്പനയും', 'ഔഷധസേവ', 'വിദ്യാരംഭവും പഠനവും', 'ലളിതകലകളും കരകൗശലവും', 'കായികവിനോദങ്ങൾ', 'ആഭരണം അണിയൽ', 'ചെറുയാത്രകൾ'],
    mr: ['व्यापार आणि विक्री', 'औषध घेणे', 'विद्यारंभ आणि शिक्षण', 'ललित कला आणि हस्तकला', 'खेळ', 'अलंकार धारण', 'छोटे प्रवास'],
    bn: ['ব্যবসা ও বিক্রি', 'ওষুধ সেবন', 'বিদ্যারম্ভ ও পড়াশোনা', 'ললিতকলা ও কারুশিল্প', 'খেলাধুলা', 'অলংকার ধারণ', 'ছোট যাত্রা'],
    gu: ['વેપાર અને વેચાણ', 'ઔષધ સેવન', 'વિદ્યારંભ અને અભ્યાસ', 'લલિત કલા અને હસ્તકલા', 'રમતગમત', 'આભૂષણ ધારણ', 'ટૂંકી યાત્રાઓ'] },
  },
  {
    id: 'mridu', sanskrit: 'Mridu', quality: { en: 'Tender', hi: 'मृदु (मैत्र)', ta: 'மிருது (மென்மை)', te: 'మృదు (మైత్రం)', kn: 'ಮೃದು (ಮೈತ್ರ)', ml: 'മൃദു (മൈത്രം)', mr: 'मृदु (मैत्र)', bn: 'মৃদু (মৈত্র)', gu: 'મૃદુ (મૈત્ર)' },
    activities: { en: ['Making friends', 'Romance and marriage talks', 'Wearing new clothes and ornaments', 'Music and dance',
      'Festivities'],
    hi: ['मित्रता करना', 'प्रेम और विवाह की बातचीत', 'नए वस्त्र और आभूषण धारण', 'संगीत और नृत्य',
      'उत्सव'],
    ta: ['நட்பு கொள்ளுதல்', 'காதல், திருமணப் பேச்சு', 'புத்தாடை, புதிய அணிகலன் அணிதல்', 'இசை, நடனம்', 'கொண்டாட்டங்கள்'],
    te: ['స్నేహం చేయడం', 'ప్రేమ, పెళ్లి మాటలు', 'కొత్త బట్టలు, ఆభరణాలు ధరించడం', 'సంగీతం, నృత్యం', 'ఉత్సవాలు'],
    kn: ['ಸ್ನೇಹ ಬೆಳೆಸುವುದು', 'ಪ್ರೇಮ, ಮದುವೆ ಮಾತುಕತೆ', 'ಹೊಸ ಬಟ್ಟೆ, ಆಭರಣ ಧಾರಣೆ', 'ಸಂಗೀತ, ನೃತ್ಯ', 'ಉತ್ಸವಗಳು'],
    ml: ['സൗഹൃദം സ്ഥാപിക്കൽ', 'പ്രണയവും വിവാഹാലോചനയും', 'പുതുവസ്ത്രവും ആഭരണവും അണിയൽ', 'സംഗീതവും നൃത്തവും', 'ഉത്സവങ്ങൾ'],
    mr: ['मैत्री जोडणे', 'प्रेम आणि लग्नाची बोलणी', 'नवे कपडे आणि अलंकार धारण', 'संगीत आणि नृत्य', 'उत्सव'],
    bn: ['বন্ধুত্ব করা', 'প্রেম ও বিয়ের কথাবার্তা', 'নতুন বস্ত্র ও অলংকার ধারণ', 'সংগীত ও নৃত্য', 'উৎসব'],
    gu: ['મિત્રતા કરવી', 'પ્રેમ અને લગ્નની વાતચીત', 'નવાં વસ્ત્ર અને આભૂષણ ધારણ', 'સંગીત અને નૃત્ય', 'ઉત્સવો'] },
  },
  {
    id: 'tikshna', sanskrit: 'Tikshna', quality: { en: 'Sharp', hi: 'तीक्ष्ण (दारुण)', ta: 'தீக்ஷ்ணம் (கூர்மை)', te: 'తీక్ష్ణం (దారుణం)', kn: 'ತೀಕ್ಷ್ಣ (ದಾರುಣ)', ml: 'തീക്ഷ്ണം (ദാരുണം)', mr: 'तीक्ष्ण (दारुण)', bn: 'তীক্ষ্ণ (দারুণ)', gu: 'તીક્ષ્ણ (દારુણ)' },
    activities: { en: ['Surgery', 'Exorcism and mantra siddhi', 'Ending partnerships', 'Taming animals', 'Severe penance'],
    hi: ['शल्य चिकित्सा', 'भूत-बाधा निवारण और मंत्र सिद्धि', 'साझेदारी समाप्त करना', 'पशुओं को वश में करना',
      'कठोर तप'],
    ta: ['அறுவை சிகிச்சை', 'பேயோட்டுதல், மந்திர சித்தி', 'கூட்டுகளை முடித்தல்', 'விலங்குகளை அடக்குதல்', 'கடுந்தவம்'],
    te: ['శస్త్రచికిత్స', 'భూతవైద్యం, మంత్రసిద్ధి', 'భాగస్వామ్యాలు ముగించడం', 'జంతువులను మచ్చిక చేయడం', 'కఠోర తపస్సు'],
    kn: ['ಶಸ್ತ್ರಚಿಕಿತ್ಸೆ', 'ಭೂತೋಚ್ಚಾಟನೆ, ಮಂತ್ರಸಿದ್ಧಿ', 'ಪಾಲುದಾರಿಕೆ ಕೊನೆಗೊಳಿಸುವುದು', 'ಪ್ರಾಣಿಗಳನ್ನು ಪಳಗಿಸುವುದು', 'ಕಠಿಣ ತಪಸ್ಸು'],
    ml: ['ശസ്ത്രക്രിയ', 'ബാധയൊഴിപ്പിക്കലും മന്ത്രസിദ്ധിയും', 'പങ്കാളിത്തം അവസാനിപ്പിക്കൽ', 'മൃഗങ്ങളെ മെരുക്കൽ', 'കഠിന തപസ്സ്'],
    mr: ['शस्त्रक्रिया', 'भूतबाधा निवारण आणि मंत्रसिद्धी', 'भागीदारी संपवणे', 'प्राण्यांना माणसाळवणे', 'कठोर तपश्चर्या'],
    bn: ['অস্ত্রোপচার', 'ভূত ছাড়ানো ও মন্ত্রসিদ্ধি', 'অংশীদারি ভাঙা', 'পশু বশ করা', 'কঠোর তপস্যা'],
    gu: ['શસ્ત્રક્રિયા', 'ભૂતબાધા નિવારણ અને મંત્રસિદ્ધિ', 'ભાગીદારી સમાપ્ત કરવી', 'પ્રાણીઓને વશ કરવાં', 'કઠોર તપ'] },
  },
] as const;
export type NakshatraNature = (typeof NAKSHATRA_NATURES)[number];
export type NakshatraNatureId = NakshatraNature['id'];

interface NakshatraRecord {
  readonly id: string;
  /** 1-based: 1 = Ashwini … 27 = Revati. */
  readonly number: number;
  readonly en: string;
  readonly hi: string;
  readonly ta: string; readonly te: string; readonly kn: string; readonly ml: string; readonly mr: string; readonly bn: string; readonly gu: string;
  readonly lord: GrahaId;
  readonly deity: Text;
  readonly symbol: Text;
  readonly gana: Gana;
  readonly yoni: Yoni;
  readonly nadi: Nadi;
  readonly varna: NakshatraVarna;
  readonly mukha: NakshatraMukhaId;
  readonly nature: NakshatraNatureId;
}

export const NAKSHATRAS = [
  { id: 'ashwini', number: 1, en: 'Ashwini', hi: 'अश्विनी', ta: 'அசுவினி', te: 'అశ్విని', kn: 'ಅಶ್ವಿನಿ', ml: 'അശ്വതി', mr: 'अश्विनी', bn: 'অশ্বিনী', gu: 'અશ્વિની', lord: 'ketu', deity: { en: 'Ashwini Kumaras', hi: 'अश्विनी कुमार', ta: 'அசுவினி குமாரர்கள்', te: 'అశ్వినీ కుమారులు', kn: 'ಅಶ್ವಿನೀ ಕುಮಾರರು', ml: 'അശ്വിനീകുമാരന്മാർ', mr: 'अश्विनीकुमार', bn: 'অশ্বিনীকুমারদ্বয়', gu: 'અશ્વિનીકુમારો' },
    symbol: { en: "Horse's head", hi: 'घोड़े का सिर', ta: 'குதிரைத் தலை', te: 'గుర్రం తల', kn: 'ಕುದುರೆಯ ತಲೆ', ml: 'കുതിരത്തല', mr: 'घोड्याचे डोके', bn: 'ঘোড়ার মাথা', gu: 'ઘોડાનું માથું' }, gana: 'Deva', yoni: { animal: 'Horse', sex: 'male' }, nadi: 'Adi', varna: 'Vaishya',
    mukha: 'tiryak', nature: 'kshipra' },
  { id: 'bharani', number: 2, en: 'Bharani', hi: 'भरणी', ta: 'பரணி', te: 'భరణి', kn: 'ಭರಣಿ', ml: 'ഭരണി', mr: 'भरणी', bn: 'ভরণী', gu: 'ભરણી', lord: 'venus', deity: { en: 'Yama', hi: 'यम', ta: 'யமன்', te: 'యముడు', kn: 'ಯಮ', ml: 'യമൻ', mr: 'यम', bn: 'যম', gu: 'યમ' },
    symbol: { en: 'Yoni (womb)', hi: 'योनि (गर्भ)', ta: 'யோனி (கருப்பை)', te: 'యోని (గర్భం)', kn: 'ಯೋನಿ (ಗರ್ಭ)', ml: 'യോനി (ഗർഭപാത്രം)', mr: 'योनी (गर्भ)', bn: 'যোনি (গর্ভ)', gu: 'યોનિ (ગર્ભ)' }, gana: 'Manushya', yoni: { animal: 'Elephant', sex: 'male' }, nadi: 'Madhya', varna: 'Outcaste',
    mukha: 'adho', nature: 'ugra' },
  { id: 'krittika', number: 3, en: 'Krittika', hi: 'कृत्तिका', ta: 'கார்த்திகை', te: 'కృత్తిక', kn: 'ಕೃತ್ತಿಕಾ', ml: 'കാർത്തിക', mr: 'कृत्तिका', bn: 'কৃত্তিকা', gu: 'કૃત્તિકા', lord: 'sun', deity: { en: 'Agni', hi: 'अग्नि', ta: 'அக்னி', te: 'అగ్ని', kn: 'ಅಗ್ನಿ', ml: 'അഗ്നി', mr: 'अग्नी', bn: 'অগ্নি', gu: 'અગ્નિ' },
    symbol: { en: 'Razor or flame', hi: 'छुरा या अग्निशिखा', ta: 'கத்தி அல்லது தீச்சுடர்', te: 'కత్తి లేదా జ్వాల', kn: 'ಕ್ಷೌರಕತ್ತಿ ಅಥವಾ ಜ್ವಾಲೆ', ml: 'ക്ഷൗരക്കത്തി അല്ലെങ്കിൽ ജ്വാല', mr: 'वस्तरा किंवा ज्वाला', bn: 'ক্ষুর বা অগ্নিশিখা', gu: 'અસ્ત્રો કે અગ્નિશિખા' }, gana: 'Rakshasa', yoni: { animal: 'Sheep', sex: 'female' }, nadi: 'Antya', varna: 'Brahmin',
    mukha: 'adho', nature: 'mishra' },
  { id: 'rohini', number: 4, en: 'Rohini', hi: 'रोहिणी', ta: 'ரோகிணி', te: 'రోహిణి', kn: 'ರೋಹಿಣಿ', ml: 'രോഹിണി', mr: 'रोहिणी', bn: 'রোহিণী', gu: 'રોહિણી', lord: 'moon', deity: { en: 'Brahma (Prajapati)', hi: 'ब्रह्मा (प्रजापति)', ta: 'பிரம்மா (பிரஜாபதி)', te: 'బ్రహ్మ (ప్రజాపతి)', kn: 'ಬ್ರಹ್ಮ (ಪ್ರಜಾಪತಿ)', ml: 'ബ്രഹ്മാവ് (പ്രജാപതി)', mr: 'ब्रह्मा (प्रजापती)', bn: 'ব্রহ্মা (প্রজাপতি)', gu: 'બ્રહ્મા (પ્રજાપતિ)' },
    symbol: { en: 'Chariot', hi: 'रथ', ta: 'தேர்', te: 'రథం', kn: 'ರಥ', ml: 'രഥം', mr: 'रथ', bn: 'রথ', gu: 'રથ' }, gana: 'Manushya', yoni: { animal: 'Serpent', sex: 'male' }, nadi: 'Antya', varna: 'Shudra',
    mukha: 'urdhva', nature: 'dhruva' },
  { id: 'mrigashira', number: 5, en: 'Mrigashira', hi: 'मृगशिरा', ta: 'மிருகசீரிடம்', te: 'మృగశిర', kn: 'ಮೃಗಶಿರ', ml: 'മകയിരം', mr: 'मृग', bn: 'মৃগশিরা', gu: 'મૃગશીર્ષ', lord: 'mars', deity: { en: 'Soma', hi: 'सोम', ta: 'சோமன்', te: 'సోముడు', kn: 'ಸೋಮ', ml: 'സോമൻ', mr: 'सोम', bn: 'সোম', gu: 'સોમ' },
    symbol: { en: "Deer's head", hi: 'हिरण का सिर', ta: 'மானின் தலை', te: 'జింక తల', kn: 'ಜಿಂಕೆಯ ತಲೆ', ml: 'മാൻതല', mr: 'हरणाचे डोके', bn: 'হরিণের মাথা', gu: 'હરણનું માથું' }, gana: 'Deva', yoni: { animal: 'Serpent', sex: 'female' }, nadi: 'Madhya', varna: 'Farmer',
    mukha: 'tiryak', nature: 'mridu' },
  { id: 'ardra', number: 6, en: 'Ardra', hi: 'आर्द्रा', ta: 'திருவாதிரை', te: 'ఆరుద్ర', kn: 'ಆರ್ದ್ರಾ', ml: 'തിരുവാതിര', mr: 'आर्द्रा', bn: 'আর্দ্রা', gu: 'આર્દ્રા', lord: 'rahu', deity: { en: 'Rudra', hi: 'रुद्र', ta: 'ருத்திரன்', te: 'రుద్రుడు', kn: 'ರುದ್ರ', ml: 'രുദ്രൻ', mr: 'रुद्र', bn: 'রুদ্র', gu: 'રુદ્ર' },
    symbol: { en: 'Teardrop', hi: 'आँसू की बूँद', ta: 'கண்ணீர்த் துளி', te: 'కన్నీటి బొట్టు', kn: 'ಕಣ್ಣೀರಿನ ಹನಿ', ml: 'കണ്ണുനീർത്തുള്ളി', mr: 'अश्रूचा थेंब', bn: 'অশ্রুবিন্দু', gu: 'આંસુનું ટીપું' }, gana: 'Manushya', yoni: { animal: 'Dog', sex: 'female' }, nadi: 'Adi', varna: 'Butcher',
    mukha: 'urdhva', nature: 'tikshna' },
  { id: 'punarvasu', number: 7, en: 'Punarvasu', hi: 'पुनर्वसु', ta: 'புனர்பூசம்', te: 'పునర్వసు', kn: 'ಪುನರ್ವಸು', ml: 'പുണർതം', mr: 'पुनर्वसू', bn: 'পুনর্বসু', gu: 'પુનર્વસુ', lord: 'jupiter', deity: { en: 'Aditi', hi: 'अदिति', ta: 'அதிதி', te: 'అదితి', kn: 'ಅದಿತಿ', ml: 'അദിതി', mr: 'अदिती', bn: 'অদিতি', gu: 'અદિતિ' },
    symbol: { en: 'Bow and quiver', hi: 'धनुष और तरकश', ta: 'வில்லும் அம்பறாத்தூணியும்', te: 'విల్లు, అమ్ములపొది', kn: 'ಬಿಲ್ಲು, ಬತ್ತಳಿಕೆ', ml: 'വില്ലും ആവനാഴിയും', mr: 'धनुष्य आणि भाता', bn: 'ধনুক ও তূণ', gu: 'ધનુષ્ય અને ભાથો' }, gana: 'Deva', yoni: { animal: 'Cat', sex: 'female' }, nadi: 'Adi', varna: 'Vaishya',
    mukha: 'tiryak', nature: 'chara' },
  { id: 'pushya', number: 8, en: 'Pushya', hi: 'पुष्य', ta: 'பூசம்', te: 'పుష్యమి', kn: 'ಪುಷ್ಯ', ml: 'പൂയം', mr: 'पुष्य', bn: 'পুষ্যা', gu: 'પુષ્ય', lord: 'saturn', deity: { en: 'Brihaspati', hi: 'बृहस्पति', ta: 'பிரகஸ்பதி', te: 'బృహస్పతి', kn: 'ಬೃಹಸ್ಪತಿ', ml: 'ബൃഹസ്പതി', mr: 'बृहस्पती', bn: 'বৃহস্পতি', gu: 'બૃહસ્પતિ' },
    symbol: { en: "Cow's udder", hi: 'गाय का थन', ta: 'பசுவின் மடி', te: 'ఆవు పొదుగు', kn: 'ಹಸುವಿನ ಕೆಚ್ಚಲು', ml: 'പശുവിന്റെ അകിട്', mr: 'गायीची कास', bn: 'গাভীর বাঁট', gu: 'ગાયનું આઉ' }, gana: 'Deva', yoni: { animal: 'Sheep', sex: 'male' }, nadi: 'Madhya', varna: 'Kshatriya',
    mukha: 'urdhva', nature: 'kshipra' },
  { id: 'ashlesha', number: 9, en: 'Ashlesha', hi: 'आश्लेषा', ta: 'ஆயில்யம்', te: 'ఆశ్లేష', kn: 'ಆಶ್ಲೇಷಾ', ml: 'ആയില്യം', mr: 'आश्लेषा', bn: 'অশ্লেষা', gu: 'આશ્લેષા', lord: 'mercury', deity: { en: 'Sarpas (Nagas)', hi: 'सर्प (नाग)', ta: 'சர்ப்பங்கள் (நாகர்கள்)', te: 'సర్పాలు (నాగులు)', kn: 'ಸರ್ಪಗಳು (ನಾಗರು)', ml: 'സർപ്പങ്ങൾ (നാഗങ്ങൾ)', mr: 'सर्प (नाग)', bn: 'সর্প (নাগ)', gu: 'સર્પ (નાગ)' },
    symbol: { en: 'Coiled serpent', hi: 'कुंडली मारे सर्प', ta: 'சுருண்ட பாம்பு', te: 'చుట్టుకున్న సర్పం', kn: 'ಸುರುಳಿ ಸುತ್ತಿದ ಸರ್ಪ', ml: 'ചുരുണ്ട സർപ്പം', mr: 'वेटोळे घातलेला सर्प', bn: 'কুণ্ডলী পাকানো সাপ', gu: 'ગૂંચળું વળેલો સર્પ' }, gana: 'Rakshasa', yoni: { animal: 'Cat', sex: 'male' }, nadi: 'Antya', varna: 'Outcaste',
    mukha: 'adho', nature: 'tikshna' },
  { id: 'magha', number: 10, en: 'Magha', hi: 'मघा', ta: 'மகம்', te: 'మఖ', kn: 'ಮಘಾ', ml: 'മകം', mr: 'मघा', bn: 'মঘা', gu: 'મઘા', lord: 'ketu', deity: { en: 'Pitris', hi: 'पितर', ta: 'பித்ருக்கள்', te: 'పితృదేవతలు', kn: 'ಪಿತೃಗಳು', ml: 'പിതൃക്കൾ', mr: 'पितर', bn: 'পিতৃগণ', gu: 'પિતૃઓ' },
    symbol: { en: 'Royal throne', hi: 'राजसिंहासन', ta: 'அரியணை', te: 'రాజసింహాసనం', kn: 'ರಾಜಸಿಂಹಾಸನ', ml: 'രാജസിംഹാസനം', mr: 'राजसिंहासन', bn: 'রাজসিংহাসন', gu: 'રાજસિંહાસન' }, gana: 'Rakshasa', yoni: { animal: 'Rat', sex: 'male' }, nadi: 'Antya', varna: 'Shudra',
    mukha: 'adho', nature: 'ugra' },
  { id: 'purva-phalguni', number: 11, en: 'Purva Phalguni', hi: 'पूर्वा फाल्गुनी', ta: 'பூரம்', te: 'పుబ్బ', kn: 'ಪೂರ್ವ ಫಲ್ಗುಣಿ', ml: 'പൂരം', mr: 'पूर्वा फाल्गुनी', bn: 'পূর্বফাল্গুনী', gu: 'પૂર્વા ફાલ્ગુની', lord: 'venus', deity: { en: 'Bhaga', hi: 'भग', ta: 'பகன்', te: 'భగుడు', kn: 'ಭಗ', ml: 'ഭഗൻ', mr: 'भग', bn: 'ভগ', gu: 'ભગ' },
    symbol: { en: 'Front legs of a bed', hi: 'पलंग के अगले पाये', ta: 'கட்டிலின் முன்னங்கால்கள்', te: 'మంచం ముందు కోళ్లు', kn: 'ಮಂಚದ ಮುಂದಿನ ಕಾಲುಗಳು', ml: 'കട്ടിലിന്റെ മുൻകാലുകൾ', mr: 'पलंगाचे पुढचे पाय', bn: 'খাটের সামনের পায়া', gu: 'પલંગના આગળના પાયા' }, gana: 'Manushya', yoni: { animal: 'Rat', sex: 'female' }, nadi: 'Madhya',
    varna: 'Brahmin', mukha: 'adho', nature: 'ugra' },
  { id: 'uttara-phalguni', number: 12, en: 'Uttara Phalguni', hi: 'उत्तरा फाल्गुनी', ta: 'உத்திரம்', te: 'ఉత్తర', kn: 'ಉತ್ತರ ಫಲ್ಗುಣಿ', ml: 'ഉത്രം', mr: 'उत्तरा फाल्गुनी', bn: 'উত্তরফাল্গুনী', gu: 'ઉત્તરા ફાલ્ગુની', lord: 'sun', deity: { en: 'Aryaman', hi: 'अर्यमा', ta: 'அர்யமான்', te: 'అర్యముడు', kn: 'ಅರ್ಯಮ', ml: 'അര്യമാവ്', mr: 'अर्यमा', bn: 'অর্যমা', gu: 'અર્યમા' },
    symbol: { en: 'Back legs of a bed', hi: 'पलंग के पिछले पाये', ta: 'கட்டிலின் பின்னங்கால்கள்', te: 'మంచం వెనుక కోళ్లు', kn: 'ಮಂಚದ ಹಿಂದಿನ ಕಾಲುಗಳು', ml: 'കട്ടിലിന്റെ പിൻകാലുകൾ', mr: 'पलंगाचे मागचे पाय', bn: 'খাটের পেছনের পায়া', gu: 'પલંગના પાછળના પાયા' }, gana: 'Manushya', yoni: { animal: 'Cow', sex: 'male' }, nadi: 'Adi',
    varna: 'Kshatriya', mukha: 'urdhva', nature: 'dhruva' },
  { id: 'hasta', number: 13, en: 'Hasta', hi: 'हस्त', ta: 'அஸ்தம்', te: 'హస్త', kn: 'ಹಸ್ತ', ml: 'അത്തം', mr: 'हस्त', bn: 'হস্তা', gu: 'હસ્ત', lord: 'moon', deity: { en: 'Savitr', hi: 'सविता', ta: 'சவிதா', te: 'సవిత', kn: 'ಸವಿತೃ', ml: 'സവിതാവ്', mr: 'सविता', bn: 'সবিতা', gu: 'સવિતા' },
    symbol: { en: 'Open hand', hi: 'खुली हथेली', ta: 'திறந்த கை', te: 'తెరిచిన అరచేయి', kn: 'ತೆರೆದ ಅಂಗೈ', ml: 'തുറന്ന കൈപ്പത്തി', mr: 'उघडा हात', bn: 'খোলা হাত', gu: 'ખુલ્લી હથેળી' }, gana: 'Deva', yoni: { animal: 'Buffalo', sex: 'female' }, nadi: 'Adi', varna: 'Vaishya',
    mukha: 'tiryak', nature: 'kshipra' },
  { id: 'chitra', number: 14, en: 'Chitra', hi: 'चित्रा', ta: 'சித்திரை', te: 'చిత్త', kn: 'ಚಿತ್ರಾ', ml: 'ചിത്തിര', mr: 'चित्रा', bn: 'চিত্রা', gu: 'ચિત્રા', lord: 'mars', deity: { en: 'Vishvakarma (Tvashtr)', hi: 'विश्वकर्मा (त्वष्टा)', ta: 'விஸ்வகர்மா (த்வஷ்டா)', te: 'విశ్వకర్మ (త్వష్ట)', kn: 'ವಿಶ್ವಕರ್ಮ (ತ್ವಷ್ಟೃ)', ml: 'വിശ്വകർമ്മാവ് (ത്വഷ്ടാവ്)', mr: 'विश्वकर्मा (त्वष्टा)', bn: 'বিশ্বকর্মা (ত্বষ্টা)', gu: 'વિશ્વકર્મા (ત્વષ્ટા)' },
    symbol: { en: 'Bright jewel', hi: 'चमकता रत्न', ta: 'ஒளிரும் ரத்தினம்', te: 'మెరిసే రత్నం', kn: 'ಹೊಳೆಯುವ ರತ್ನ', ml: 'തിളങ്ങുന്ന രത്നം', mr: 'चमकणारे रत्न', bn: 'উজ্জ্বল রত্ন', gu: 'ચમકતું રત્ન' }, gana: 'Rakshasa', yoni: { animal: 'Tiger', sex: 'female' }, nadi: 'Madhya', varna: 'Farmer',
    mukha: 'tiryak', nature: 'mridu' },
  { id: 'swati', number: 15, en: 'Swati', hi: 'स्वाती', ta: 'சுவாதி', te: 'స్వాతి', kn: 'ಸ್ವಾತಿ', ml: 'ചോതി', mr: 'स्वाती', bn: 'স্বাতী', gu: 'સ્વાતિ', lord: 'rahu', deity: { en: 'Vayu', hi: 'वायु', ta: 'வாயு', te: 'వాయువు', kn: 'ವಾಯು', ml: 'വായു', mr: 'वायू', bn: 'বায়ু', gu: 'વાયુ' },
    symbol: { en: 'Young shoot swaying in the wind', hi: 'हवा में झूमता कोमल अंकुर', ta: 'காற்றில் அசையும் இளந்தளிர்', te: 'గాలికి ఊగే లేత చిగురు', kn: 'ಗಾಳಿಗೆ ತೂಗುವ ಎಳೆ ಚಿಗುರು', ml: 'കാറ്റിലാടുന്ന ഇളംതളിർ', mr: 'वाऱ्यावर डोलणारा कोवळा अंकुर', bn: 'বাতাসে দোলা কচি অঙ্কুর', gu: 'પવનમાં ઝૂલતો કુમળો અંકુર' }, gana: 'Deva', yoni: { animal: 'Buffalo', sex: 'male' }, nadi: 'Antya',
    varna: 'Butcher', mukha: 'tiryak', nature: 'chara' },
  { id: 'vishakha', number: 16, en: 'Vishakha', hi: 'विशाखा', ta: 'விசாகம்', te: 'విశాఖ', kn: 'ವಿಶಾಖಾ', ml: 'വിശാഖം', mr: 'विशाखा', bn: 'বিশাখা', gu: 'વિશાખા', lord: 'jupiter', deity: { en: 'Indragni (Indra and Agni)', hi: 'इंद्राग्नि (इंद्र और अग्नि)', ta: 'இந்திராக்னி (இந்திரனும் அக்னியும்)', te: 'ఇంద్రాగ్ని (ఇంద్రుడు, అగ్ని)', kn: 'ಇಂದ್ರಾಗ್ನಿ (ಇಂದ್ರ ಮತ್ತು ಅಗ್ನಿ)', ml: 'ഇന്ദ്രാഗ്നി (ഇന്ദ്രനും അഗ്നിയും)', mr: 'इंद्राग्नी (इंद्र आणि अग्नी)', bn: 'ইন্দ্রাগ্নি (ইন্দ্র ও অগ্নি)', gu: 'ઇન્દ્રાગ્નિ (ઇન્દ્ર અને અગ્નિ)' },
    symbol: { en: 'Triumphal arch', hi: 'तोरण द्वार', ta: 'தோரண வாயில்', te: 'తోరణ ద్వారం', kn: 'ತೋರಣ ದ್ವಾರ', ml: 'തോരണവാതിൽ', mr: 'तोरणद्वार', bn: 'তোরণদ্বার', gu: 'તોરણદ્વાર' }, gana: 'Rakshasa', yoni: { animal: 'Tiger', sex: 'male' }, nadi: 'Antya',
    varna: 'Outcaste', mukha: 'adho', nature: 'mishra' },
  { id: 'anuradha', number: 17, en: 'Anuradha', hi: 'अनुराधा', ta: 'அனுஷம்', te: 'అనూరాధ', kn: 'ಅನುರಾಧಾ', ml: 'അനിഴം', mr: 'अनुराधा', bn: 'অনুরাধা', gu: 'અનુરાધા', lord: 'saturn', deity: { en: 'Mitra', hi: 'मित्र', ta: 'மித்திரன்', te: 'మిత్రుడు', kn: 'ಮಿತ್ರ', ml: 'മിത്രൻ', mr: 'मित्र', bn: 'মিত্র', gu: 'મિત્ર' },
    symbol: { en: 'Lotus', hi: 'कमल', ta: 'தாமரை', te: 'పద్మం', kn: 'ಕಮಲ', ml: 'താമര', mr: 'कमळ', bn: 'পদ্ম', gu: 'કમળ' }, gana: 'Deva', yoni: { animal: 'Deer', sex: 'female' }, nadi: 'Madhya', varna: 'Shudra',
    mukha: 'tiryak', nature: 'mridu' },
  { id: 'jyeshtha', number: 18, en: 'Jyeshtha', hi: 'ज्येष्ठा', ta: 'கேட்டை', te: 'జ్యేష్ఠ', kn: 'ಜ್ಯೇಷ್ಠಾ', ml: 'തൃക്കേട്ട', mr: 'ज्येष्ठा', bn: 'জ্যেষ্ঠা', gu: 'જ્યેષ્ઠા', lord: 'mercury', deity: { en: 'Indra', hi: 'इंद्र', ta: 'இந்திரன்', te: 'ఇంద్రుడు', kn: 'ಇಂದ್ರ', ml: 'ഇന്ദ്രൻ', mr: 'इंद्र', bn: 'ইন্দ্র', gu: 'ઇન્દ્ર' },
    symbol: { en: 'Circular amulet', hi: 'गोल ताबीज', ta: 'வட்டத் தாயத்து', te: 'గుండ్రని తాయెత్తు', kn: 'ದುಂಡನೆಯ ತಾಯತ', ml: 'വൃത്താകൃതിയിലുള്ള ഏലസ്സ്', mr: 'गोल ताईत', bn: 'গোল কবচ', gu: 'ગોળ તાવીજ' }, gana: 'Rakshasa', yoni: { animal: 'Deer', sex: 'male' }, nadi: 'Adi', varna: 'Farmer',
    mukha: 'tiryak', nature: 'tikshna' },
  { id: 'mula', number: 19, en: 'Mula', hi: 'मूल', ta: 'மூலம்', te: 'మూల', kn: 'ಮೂಲ', ml: 'മൂലം', mr: 'मूळ', bn: 'মূলা', gu: 'મૂળ', lord: 'ketu', deity: { en: 'Nirriti', hi: 'निऋति', ta: 'நிர்ருதி', te: 'నిరృతి', kn: 'ನಿರೃತಿ', ml: 'നിരൃതി', mr: 'निऋती', bn: 'নিঋতি', gu: 'નિરૃતિ' },
    symbol: { en: 'Bunch of roots', hi: 'जड़ों का गुच्छा', ta: 'வேர்க்கொத்து', te: 'వేళ్ల గుత్తి', kn: 'ಬೇರುಗಳ ಗೊಂಚಲು', ml: 'വേരുകളുടെ കുല', mr: 'मुळांचा झुबका', bn: 'শিকড়ের গোছা', gu: 'મૂળિયાંનો ઝૂમખો' }, gana: 'Rakshasa', yoni: { animal: 'Dog', sex: 'male' }, nadi: 'Adi', varna: 'Butcher',
    mukha: 'adho', nature: 'tikshna' },
  { id: 'purva-ashadha', number: 20, en: 'Purva Ashadha', hi: 'पूर्वाषाढ़ा', ta: 'பூராடம்', te: 'పూర్వాషాఢ', kn: 'ಪೂರ್ವಾಷಾಢ', ml: 'പൂരാടം', mr: 'पूर्वाषाढा', bn: 'পূর্বাষাঢ়া', gu: 'પૂર્વાષાઢા', lord: 'venus', deity: { en: 'Apas (the waters)', hi: 'आपः (जल के देवता)', ta: 'ஆபஸ் (நீர்)', te: 'ఆపః (జలాలు)', kn: 'ಆಪಃ (ಜಲ)', ml: 'ആപഃ (ജലം)', mr: 'आप (जल)', bn: 'অপ্ (জল)', gu: 'આપ (જળ)' },
    symbol: { en: "Winnowing fan", hi: 'सूप', ta: 'முறம்', te: 'చేట', kn: 'ಮೊರ', ml: 'മുറം', mr: 'सूप', bn: 'কুলো', gu: 'સૂપડું' }, gana: 'Manushya', yoni: { animal: 'Monkey', sex: 'male' }, nadi: 'Madhya',
    varna: 'Brahmin', mukha: 'adho', nature: 'ugra' },
  { id: 'uttara-ashadha', number: 21, en: 'Uttara Ashadha', hi: 'उत्तराषाढ़ा', ta: 'உத்திராடம்', te: 'ఉత్తరాషాఢ', kn: 'ಉತ್ತರಾಷಾಢ', ml: 'ഉത്രാടം', mr: 'उत्तराषाढा', bn: 'উত্তরাষাঢ়া', gu: 'ઉત્તરાષાઢા', lord: 'sun', deity: { en: 'Vishvedevas', hi: 'विश्वेदेव', ta: 'விஸ்வதேவர்கள்', te: 'విశ్వేదేవులు', kn: 'ವಿಶ್ವೇದೇವರು', ml: 'വിശ്വേദേവന്മാർ', mr: 'विश्वेदेव', bn: 'বিশ্বদেবগণ', gu: 'વિશ્વેદેવો' },
    symbol: { en: "Elephant's tusk", hi: 'हाथी का दाँत', ta: 'யானைத் தந்தம்', te: 'ఏనుగు దంతం', kn: 'ಆನೆಯ ದಂತ', ml: 'ആനക്കൊമ്പ്', mr: 'हत्तीचा दात', bn: 'হাতির দাঁত', gu: 'હાથીદાંત' }, gana: 'Manushya', yoni: { animal: 'Mongoose', sex: 'male' }, nadi: 'Antya',
    varna: 'Kshatriya', mukha: 'urdhva', nature: 'dhruva' },
  { id: 'shravana', number: 22, en: 'Shravana', hi: 'श्रवण', ta: 'திருவோணம்', te: 'శ్రవణం', kn: 'ಶ್ರವಣ', ml: 'തിരുവോണം', mr: 'श्रवण', bn: 'শ্রবণা', gu: 'શ્રવણ', lord: 'moon', deity: { en: 'Vishnu', hi: 'विष्णु', ta: 'விஷ்ணு', te: 'విష్ణువు', kn: 'ವಿಷ್ಣು', ml: 'വിഷ്ണു', mr: 'विष्णू', bn: 'বিষ্ণু', gu: 'વિષ્ણુ' },
    symbol: { en: 'Ear', hi: 'कान', ta: 'காது', te: 'చెవి', kn: 'ಕಿವಿ', ml: 'ചെവി', mr: 'कान', bn: 'কান', gu: 'કાન' }, gana: 'Deva', yoni: { animal: 'Monkey', sex: 'female' }, nadi: 'Antya', varna: 'Outcaste',
    mukha: 'urdhva', nature: 'chara' },
  { id: 'dhanishta', number: 23, en: 'Dhanishta', hi: 'धनिष्ठा', ta: 'அவிட்டம்', te: 'ధనిష్ఠ', kn: 'ಧನಿಷ್ಠಾ', ml: 'അവിട്ടം', mr: 'धनिष्ठा', bn: 'ধনিষ্ঠা', gu: 'ધનિષ્ઠા', lord: 'mars', deity: { en: 'Ashta Vasus', hi: 'अष्ट वसु', ta: 'அஷ்ட வசுக்கள்', te: 'అష్ట వసువులు', kn: 'ಅಷ್ಟ ವಸುಗಳು', ml: 'അഷ്ടവസുക്കൾ', mr: 'अष्टवसू', bn: 'অষ্টবসু', gu: 'અષ્ટ વસુ' },
    symbol: { en: 'Drum (mridanga)', hi: 'ढोल (मृदंग)', ta: 'மத்தளம் (மிருதங்கம்)', te: 'మద్దెల (మృదంగం)', kn: 'ಮದ್ದಳೆ (ಮೃದಂಗ)', ml: 'മദ്ദളം (മൃദംഗം)', mr: 'मृदंग', bn: 'মৃদঙ্গ', gu: 'મૃદંગ' }, gana: 'Rakshasa', yoni: { animal: 'Lion', sex: 'female' }, nadi: 'Madhya',
    varna: 'Farmer', mukha: 'urdhva', nature: 'chara' },
  { id: 'shatabhisha', number: 24, en: 'Shatabhisha', hi: 'शतभिषा', ta: 'சதயம்', te: 'శతభిషం', kn: 'ಶತಭಿಷ', ml: 'ചതയം', mr: 'शततारका', bn: 'শতভিষা', gu: 'શતભિષા', lord: 'rahu', deity: { en: 'Varuna', hi: 'वरुण', ta: 'வருணன்', te: 'వరుణుడు', kn: 'ವರುಣ', ml: 'വരുണൻ', mr: 'वरुण', bn: 'বরুণ', gu: 'વરુણ' },
    symbol: { en: 'Empty circle', hi: 'खाली वृत्त', ta: 'வெற்று வட்டம்', te: 'శూన్య వృత్తం', kn: 'ಖಾಲಿ ವೃತ್ತ', ml: 'ശൂന്യവൃത്തം', mr: 'रिकामे वर्तुळ', bn: 'শূন্য বৃত্ত', gu: 'ખાલી વર્તુળ' }, gana: 'Rakshasa', yoni: { animal: 'Horse', sex: 'female' }, nadi: 'Adi', varna: 'Butcher',
    mukha: 'urdhva', nature: 'chara' },
  { id: 'purva-bhadrapada', number: 25, en: 'Purva Bhadrapada', hi: 'पूर्वा भाद्रपद', ta: 'பூரட்டாதி', te: 'పూర్వాభాద్ర', kn: 'ಪೂರ್ವಾಭಾದ್ರ', ml: 'പൂരുരുട്ടാതി', mr: 'पूर्वा भाद्रपदा', bn: 'পূর্বভাদ্রপদ', gu: 'પૂર્વા ભાદ્રપદા', lord: 'jupiter',
    deity: { en: 'Aja Ekapada', hi: 'अज एकपाद', ta: 'அஜ ஏகபாதன்', te: 'అజ ఏకపాదుడు', kn: 'ಅಜ ಏಕಪಾದ', ml: 'അജൈകപാദ്', mr: 'अज एकपाद', bn: 'অজ একপাদ', gu: 'અજ એકપાદ' }, symbol: { en: 'Front legs of a funeral cot', hi: 'अर्थी के अगले पाये', ta: 'பாடையின் முன்னங்கால்கள்', te: 'పాడె ముందు కోళ్లు', kn: 'ಚಟ್ಟದ ಮುಂದಿನ ಕಾಲುಗಳು', ml: 'ശവമഞ്ചത്തിന്റെ മുൻകാലുകൾ', mr: 'तिरडीचे पुढचे पाय', bn: 'শবখাটের সামনের পায়া', gu: 'ઠાઠડીના આગળના પાયા' }, gana: 'Manushya', yoni: { animal: 'Lion', sex: 'male' },
    nadi: 'Adi', varna: 'Brahmin', mukha: 'adho', nature: 'ugra' },
  { id: 'uttara-bhadrapada', number: 26, en: 'Uttara Bhadrapada', hi: 'उत्तरा भाद्रपद', ta: 'உத்திரட்டாதி', te: 'ఉత్తరాభాద్ర', kn: 'ಉತ್ತರಾಭಾದ್ರ', ml: 'ഉത്രട്ടാതി', mr: 'उत्तरा भाद्रपदा', bn: 'উত্তরভাদ্রপদ', gu: 'ઉત્તરા ભાદ્રપદા', lord: 'saturn',
    deity: { en: 'Ahir Budhnya', hi: 'अहिर्बुध्न्य', ta: 'அஹிர் புத்னியன்', te: 'అహిర్బుధ్న్యుడు', kn: 'ಅಹಿರ್ಬುಧ್ನ್ಯ', ml: 'അഹിർബുധ്ന്യൻ', mr: 'अहिर्बुध्न्य', bn: 'অহির্বুধ্ন্য', gu: 'અહિર્બુધ્ન્ય' }, symbol: { en: 'Back legs of a funeral cot', hi: 'अर्थी के पिछले पाये', ta: 'பாடையின் பின்னங்கால்கள்', te: 'పాడె వెనుక కోళ్లు', kn: 'ಚಟ್ಟದ ಹಿಂದಿನ ಕಾಲುಗಳು', ml: 'ശവമഞ്ചത്തിന്റെ പിൻകാലുകൾ', mr: 'तिरडीचे मागचे पाय', bn: 'শবখাটের পেছনের পায়া', gu: 'ઠાઠડીના પાછળના પાયા' }, gana: 'Manushya', yoni: { animal: 'Cow', sex: 'female' },
    nadi: 'Madhya', varna: 'Kshatriya', mukha: 'urdhva', nature: 'dhruva' },
  { id: 'revati', number: 27, en: 'Revati', hi: 'रेवती', ta: 'ரேவதி', te: 'రేవతి', kn: 'ರೇವತಿ', ml: 'രേവതി', mr: 'रेवती', bn: 'রেবতী', gu: 'રેવતી', lord: 'mercury', deity: { en: 'Pushan', hi: 'पूषा', ta: 'பூஷன்', te: 'పూషుడు', kn: 'ಪೂಷಾ', ml: 'പൂഷാവ്', mr: 'पूषा', bn: 'পূষা', gu: 'પૂષા' },
    symbol: { en: 'Fish', hi: 'मछली', ta: 'மீன்', te: 'చేప', kn: 'ಮೀನು', ml: 'മത്സ്യം', mr: 'मासा', bn: 'মাছ', gu: 'માછલી' }, gana: 'Deva', yoni: { animal: 'Elephant', sex: 'female' }, nadi: 'Antya', varna: 'Shudra',
    mukha: 'tiryak', nature: 'mridu' },
] as const satisfies readonly NakshatraRecord[];

export type Nakshatra = (typeof NAKSHATRAS)[number];
export type NakshatraId = Nakshatra['id'];
/** 1-based nakshatra number (1 = Ashwini … 27 = Revati). */
export type NakshatraNumber = Nakshatra['number'];

export const NAKSHATRA_IDS: readonly NakshatraId[] = NAKSHATRAS.map((nakshatra) => nakshatra.id);

/** Width of one nakshatra: 360°/27 = 13°20′, in degrees. */
export const NAKSHATRA_SPAN_DEG = 360 / 27;
/** Width of one pada (quarter nakshatra): 3°20′, in degrees. */
export const PADA_SPAN_DEG = 360 / 108;

const NAKSHATRA_BY_ID: ReadonlyMap<string, Nakshatra> = new Map(NAKSHATRAS.map((n) => [n.id, n]));

/** The nakshatra record of an id. */
export function nakshatraById(id: NakshatraId): Nakshatra {
  return NAKSHATRA_BY_ID.get(id) as Nakshatra;
}

/**
 * The nakshatra of a 1-based number; `null` when `n` is not an integer 1–27.
 * @param n 1 = Ashwini … 27 = Revati
 */
export function nakshatraByNumber(n: number): Nakshatra | null {
  return Number.isInteger(n) && n >= 1 && n <= 27 ? (NAKSHATRAS[n - 1] as Nakshatra) : null;
}

/**
 * The count from one star to another, inclusive, as tara and porutham count: the star itself is 1, the next 2, the
 * one before 27.
 * @param from 1 = Ashwini … 27 = Revati
 * @param to 1–27
 * @returns 1–27
 */
export function starsCounted(from: number, to: number): number {
  return ((to - from + 27) % 27) + 1;
}

/**
 * The nakshatra containing a sidereal longitude.
 * @param siderealLongitudeDeg degrees in the sidereal zodiac (any ayanamsha), reduced modulo 360
 */
export function nakshatraAtLongitude(siderealLongitudeDeg: number): Nakshatra {
  const remainder = siderealLongitudeDeg % 360;
  const reduced = remainder < 0 ? remainder + 360 : remainder;
  return NAKSHATRAS[Math.min(26, Math.floor((reduced * 27) / 360))] as Nakshatra;
}

/** The nature record (quality wording and activities) of a nakshatra. */
export function natureOfNakshatra(nakshatra: Nakshatra): NakshatraNature {
  return NAKSHATRA_NATURES.find((nature) => nature.id === nakshatra.nature) as NakshatraNature;
}

/** The mukha record (spec `direction` wording and activities) of a nakshatra. */
export function mukhaOfNakshatra(nakshatra: Nakshatra): NakshatraMukha {
  return NAKSHATRA_MUKHAS.find((mukha) => mukha.id === nakshatra.mukha) as NakshatraMukha;
}

/** Abhijit, the 28th star: deity Brahma (Vidhi), lord of no Vimshottari period. */
export const ABHIJIT = {
  id: 'abhijit',
  en: 'Abhijit',
  hi: 'अभिजित', ta: 'அபிஜித்', te: 'అభిజిత్', kn: 'ಅಭಿಜಿತ್', ml: 'അഭിജിത്ത്', mr: 'अभिजित', bn: 'অভিজিৎ', gu: 'અભિજિત',
  deity: { en: 'Brahma (Vidhi)',
  hi: 'ब्रह्मा (विधि)', ta: 'பிரம்மா (விதி)', te: 'బ్రహ్మ (విధి)', kn: 'ಬ್ರಹ್ಮ (ವಿಧಿ)', ml: 'ബ്രഹ്മാവ് (വിധി)', mr: 'ब्रह्मा (विधी)', bn: 'ব্রহ্মা (বিধি)', gu: 'બ્રહ્મા (વિધિ)' },
  symbol: { en: 'Triangle',
  hi: 'त्रिकोण', ta: 'முக்கோணம்', te: 'త్రిభుజం', kn: 'ತ್ರಿಕೋನ', ml: 'ത്രികോണം', mr: 'त्रिकोण', bn: 'ত্রিভুজ', gu: 'ત્રિકોણ' },
  /** Sidereal start, degrees: 276°40′ = Uttara Ashadha 270° + three quarters of 13°20′. */
  startDeg: 276 + 40 / 60,
  /** Sidereal end, degrees: 280°53′20″ = Shravana start 280° + 1/15 of 13°20′. */
  endDeg: 280 + 53 / 60 + 20 / 3600,
} as const;

export type StarId = NakshatraId | typeof ABHIJIT.id;

/** The 28-star list (Abhijit after Uttara Ashadha), 0-based positions 0 = Ashwini … 27 = Revati. */
export const STARS_28: readonly StarId[] = [
  ...NAKSHATRA_IDS.slice(0, 21),
  ABHIJIT.id,
  ...NAKSHATRA_IDS.slice(21),
];

/**
 * The star of the 28-star reckoning at a sidereal longitude: Abhijit inside 276°40′ ≤ λ < 280°53′20″, else
 * the nakshatra of the 27-fold division.
 * @param siderealLongitudeDeg degrees in the sidereal zodiac, reduced modulo 360
 */
export function starOf28AtLongitude(siderealLongitudeDeg: number): StarId {
  const remainder = siderealLongitudeDeg % 360;
  const reduced = remainder < 0 ? remainder + 360 : remainder;
  if (reduced >= ABHIJIT.startDeg && reduced < ABHIJIT.endDeg) return ABHIJIT.id;
  return nakshatraAtLongitude(reduced).id;
}
