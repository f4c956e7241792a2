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

/** The mukha (facing) classes; `en` is the wording of the spec field `nakshatra.direction`. */
export const NAKSHATRA_MUKHAS = [
  {
    id: 'urdhva', en: 'Upward', sanskrit: 'Urdhva-mukha', hi: 'ऊर्ध्वमुख',
    activities: { en: ['Coronation and swearing-in', 'Raising tall buildings and towers', 'Hoisting flags', 'Planting trees'],
    hi: ['राज्याभिषेक और पदग्रहण', 'ऊँचे भवन और मीनारें बनाना', 'ध्वजारोहण', 'वृक्षारोपण'] },
  },
  {
    id: 'adho', en: 'Downward', sanskrit: 'Adho-mukha', hi: 'अधोमुख',
    activities: { en: ['Digging wells, tanks and foundations', 'Mining and excavation', 'Burying and storing', 'Occult study'],
    hi: ['कुआँ, तालाब और नींव खोदना', 'खनन और खुदाई', 'गाड़ना और भंडारण', 'गूढ़ विद्याओं का अध्ययन'] },
  },
  {
    id: 'tiryak', en: 'Sideways', sanskrit: 'Tiryak-mukha', hi: 'तिर्यङ्मुख',
    activities: { en: ['Ploughing and sowing', 'Building roads and bridges', 'Starting journeys and driving vehicles', 'Training animals'],
    hi: ['हल चलाना और बुवाई', 'सड़क और पुल बनाना', 'यात्रा आरंभ और वाहन चलाना', 'पशुओं को प्रशिक्षित करना'] },
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
    id: 'dhruva', sanskrit: 'Dhruva', quality: { en: 'Fixed', hi: 'ध्रुव (स्थिर)' },
    activities: { en: ['Laying foundations', 'House warming (griha pravesh)', 'Coronation', 'Sowing seeds and planting',
      'Starting permanent works', 'Buying land'],
    hi: ['नींव रखना', 'गृह प्रवेश', 'राज्याभिषेक', 'बीज बोना और पौधे लगाना', 'स्थायी कार्यों का आरंभ',
      'भूमि खरीदना'] },
  },
  {
    id: 'chara', sanskrit: 'Chara', quality: { en: 'Movable', hi: 'चर (चल)' },
    activities: { en: ['Starting a journey', 'Buying vehicles', 'Gardening', 'Moving house or goods', 'Processions'],
    hi: ['यात्रा आरंभ', 'वाहन खरीदना', 'बागवानी', 'घर या सामान बदलना', 'शोभायात्रा'] },
  },
  {
    id: 'ugra', sanskrit: 'Ugra', quality: { en: 'Fierce', hi: 'उग्र (क्रूर)' },
    activities: { en: ['Confronting enemies', 'Work with weapons and fire', 'Demolition', 'Litigation and disputes'],
    hi: ['शत्रुओं का सामना', 'शस्त्र और अग्नि से जुड़े कार्य', 'ढहाने के कार्य', 'मुकदमे और विवाद'] },
  },
  {
    id: 'mishra', sanskrit: 'Mishra', quality: { en: 'Mixed', hi: 'मिश्र (साधारण)' },
    activities: { en: ['Fire rituals (agnihotra)', 'Work with metals and melting', 'Routine daily work', 'Medicine preparation'],
    hi: ['अग्निहोत्र', 'धातु गलाने और ढालने के कार्य', 'दैनिक कामकाज', 'औषधि बनाना'] },
  },
  {
    id: 'kshipra', sanskrit: 'Kshipra', quality: { en: 'Swift', hi: 'क्षिप्र (लघु)' },
    activities: { en: ['Trade and sales', 'Taking medicine', 'Learning and starting education', 'Fine arts and crafts',
      'Sports', 'Wearing ornaments', 'Short journeys'],
    hi: ['व्यापार और बिक्री', 'औषधि सेवन', 'विद्या ग्रहण और शिक्षा आरंभ', 'ललित कलाएँ और शिल्प',
      'खेलकूद', 'आभूषण धारण', 'छोटी यात्राएँ'] },
  },
  {
    id: 'mridu', sanskrit: 'Mridu', quality: { en: 'Tender', hi: 'मृदु (मैत्र)' },
    activities: { en: ['Making friends', 'Romance and marriage talks', 'Wearing new clothes and ornaments', 'Music and dance',
      'Festivities'],
    hi: ['मित्रता करना', 'प्रेम और विवाह की बातचीत', 'नए वस्त्र और आभूषण धारण', 'संगीत और नृत्य',
      'उत्सव'] },
  },
  {
    id: 'tikshna', sanskrit: 'Tikshna', quality: { en: 'Sharp', hi: 'तीक्ष्ण (दारुण)' },
    activities: { en: ['Surgery', 'Exorcism and mantra siddhi', 'Ending partnerships', 'Taming animals', 'Severe penance'],
    hi: ['शल्य चिकित्सा', 'भूत-बाधा निवारण और मंत्र सिद्धि', 'साझेदारी समाप्त करना', 'पशुओं को वश में करना',
      'कठोर तप'] },
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
  readonly yoni: { readonly animal: YoniAnimal; readonly sex: 'male' | 'female' };
  readonly nadi: Nadi;
  readonly varna: NakshatraVarna;
  readonly mukha: NakshatraMukhaId;
  readonly nature: NakshatraNatureId;
}

export const NAKSHATRAS = [
  { id: 'ashwini', number: 1, en: 'Ashwini', hi: 'अश्विनी', ta: 'அசுவினி', te: 'అశ్విని', kn: 'ಅಶ್ವಿನಿ', ml: 'അശ്വതി', mr: 'अश्विनी', bn: 'অশ্বিনী', gu: 'અશ્વિની', lord: 'ketu', deity: { en: 'Ashwini Kumaras', hi: 'अश्विनी कुमार' },
    symbol: { en: "Horse's head", hi: 'घोड़े का सिर' }, gana: 'Deva', yoni: { animal: 'Horse', sex: 'male' }, nadi: 'Adi', varna: 'Vaishya',
    mukha: 'tiryak', nature: 'kshipra' },
  { id: 'bharani', number: 2, en: 'Bharani', hi: 'भरणी', ta: 'பரணி', te: 'భరణి', kn: 'ಭರಣಿ', ml: 'ഭരണി', mr: 'भरणी', bn: 'ভরণী', gu: 'ભરણી', lord: 'venus', deity: { en: 'Yama', hi: 'यम' },
    symbol: { en: 'Yoni (womb)', hi: 'योनि (गर्भ)' }, gana: 'Manushya', yoni: { animal: 'Elephant', sex: 'male' }, nadi: 'Madhya', varna: 'Outcaste',
    mukha: 'adho', nature: 'ugra' },
  { id: 'krittika', number: 3, en: 'Krittika', hi: 'कृत्तिका', ta: 'கார்த்திகை', te: 'కృత్తిక', kn: 'ಕೃತ್ತಿಕಾ', ml: 'കാർത്തിക', mr: 'कृत्तिका', bn: 'কৃত্তিকা', gu: 'કૃત્તિકા', lord: 'sun', deity: { en: 'Agni', hi: 'अग्नि' },
    symbol: { en: 'Razor or flame', hi: 'छुरा या अग्निशिखा' }, gana: 'Rakshasa', yoni: { animal: 'Sheep', sex: 'female' }, nadi: 'Antya', varna: 'Brahmin',
    mukha: 'adho', nature: 'mishra' },
  { id: 'rohini', number: 4, en: 'Rohini', hi: 'रोहिणी', ta: 'ரோகிணி', te: 'రోహిణి', kn: 'ರೋಹಿಣಿ', ml: 'രോഹിണി', mr: 'रोहिणी', bn: 'রোহিণী', gu: 'રોહિણી', lord: 'moon', deity: { en: 'Brahma (Prajapati)', hi: 'ब्रह्मा (प्रजापति)' },
    symbol: { en: 'Chariot', hi: 'रथ' }, gana: 'Manushya', yoni: { animal: 'Serpent', sex: 'male' }, nadi: 'Antya', varna: 'Shudra',
    mukha: 'urdhva', nature: 'dhruva' },
  { id: 'mrigashira', number: 5, en: 'Mrigashira', hi: 'मृगशिरा', ta: 'மிருகசீரிடம்', te: 'మృగశిర', kn: 'ಮೃಗಶಿರ', ml: 'മകയിരം', mr: 'मृग', bn: 'মৃগশিরা', gu: 'મૃગશીર્ષ', lord: 'mars', deity: { en: 'Soma', hi: 'सोम' },
    symbol: { en: "Deer's head", hi: 'हिरण का सिर' }, gana: 'Deva', yoni: { animal: 'Serpent', sex: 'female' }, nadi: 'Madhya', varna: 'Farmer',
    mukha: 'tiryak', nature: 'mridu' },
  { id: 'ardra', number: 6, en: 'Ardra', hi: 'आर्द्रा', ta: 'திருவாதிரை', te: 'ఆరుద్ర', kn: 'ಆರ್ದ್ರಾ', ml: 'തിരുവാതിര', mr: 'आर्द्रा', bn: 'আর্দ্রা', gu: 'આર્દ્રા', lord: 'rahu', deity: { en: 'Rudra', hi: 'रुद्र' },
    symbol: { en: 'Teardrop', hi: 'आँसू की बूँद' }, gana: 'Manushya', yoni: { animal: 'Dog', sex: 'female' }, nadi: 'Adi', varna: 'Butcher',
    mukha: 'urdhva', nature: 'tikshna' },
  { id: 'punarvasu', number: 7, en: 'Punarvasu', hi: 'पुनर्वसु', ta: 'புனர்பூசம்', te: 'పునర్వసు', kn: 'ಪುನರ್ವಸು', ml: 'പുണർതം', mr: 'पुनर्वसू', bn: 'পুনর্বসু', gu: 'પુનર્વસુ', lord: 'jupiter', deity: { en: 'Aditi', hi: 'अदिति' },
    symbol: { en: 'Bow and quiver', hi: 'धनुष और तरकश' }, gana: 'Deva', yoni: { animal: 'Cat', sex: 'female' }, nadi: 'Adi', varna: 'Vaishya',
    mukha: 'tiryak', nature: 'chara' },
  { id: 'pushya', number: 8, en: 'Pushya', hi: 'पुष्य', ta: 'பூசம்', te: 'పుష్యమి', kn: 'ಪುಷ್ಯ', ml: 'പൂയം', mr: 'पुष्य', bn: 'পুষ্যা', gu: 'પુષ્ય', lord: 'saturn', deity: { en: 'Brihaspati', hi: 'बृहस्पति' },
    symbol: { en: "Cow's udder", hi: 'गाय का थन' }, gana: 'Deva', yoni: { animal: 'Sheep', sex: 'male' }, nadi: 'Madhya', varna: 'Kshatriya',
    mukha: 'urdhva', nature: 'kshipra' },
  { id: 'ashlesha', number: 9, en: 'Ashlesha', hi: 'आश्लेषा', ta: 'ஆயில்யம்', te: 'ఆశ్లేష', kn: 'ಆಶ್ಲೇಷಾ', ml: 'ആയില്യം', mr: 'आश्लेषा', bn: 'অশ্লেষা', gu: 'આશ્લેષા', lord: 'mercury', deity: { en: 'Sarpas (Nagas)', hi: 'सर्प (नाग)' },
    symbol: { en: 'Coiled serpent', hi: 'कुंडली मारे सर्प' }, gana: 'Rakshasa', yoni: { animal: 'Cat', sex: 'male' }, nadi: 'Antya', varna: 'Outcaste',
    mukha: 'adho', nature: 'tikshna' },
  { id: 'magha', number: 10, en: 'Magha', hi: 'मघा', ta: 'மகம்', te: 'మఖ', kn: 'ಮಘಾ', ml: 'മകം', mr: 'मघा', bn: 'মঘা', gu: 'મઘા', lord: 'ketu', deity: { en: 'Pitris', hi: 'पितर' },
    symbol: { en: 'Royal throne', hi: 'राजसिंहासन' }, gana: 'Rakshasa', yoni: { animal: 'Rat', sex: 'male' }, nadi: 'Antya', varna: 'Shudra',
    mukha: 'adho', nature: 'ugra' },
  { id: 'purva-phalguni', number: 11, en: 'Purva Phalguni', hi: 'पूर्वा फाल्गुनी', ta: 'பூரம்', te: 'పుబ్బ', kn: 'ಪೂರ್ವ ಫಲ್ಗುಣಿ', ml: 'പൂരം', mr: 'पूर्वा फाल्गुनी', bn: 'পূর্বফাল্গুনী', gu: 'પૂર્વા ફાલ્ગુની', lord: 'venus', deity: { en: 'Bhaga', hi: 'भग' },
    symbol: { en: 'Front legs of a bed', hi: 'पलंग के अगले पाये' }, gana: 'Manushya', yoni: { animal: 'Rat', sex: 'female' }, nadi: 'Madhya',
    varna: 'Brahmin', mukha: 'adho', nature: 'ugra' },
  { id: 'uttara-phalguni', number: 12, en: 'Uttara Phalguni', hi: 'उत्तरा फाल्गुनी', ta: 'உத்திரம்', te: 'ఉత్తర', kn: 'ಉತ್ತರ ಫಲ್ಗುಣಿ', ml: 'ഉത്രം', mr: 'उत्तरा फाल्गुनी', bn: 'উত্তরফাল্গুনী', gu: 'ઉત્તરા ફાલ્ગુની', lord: 'sun', deity: { en: 'Aryaman', hi: 'अर्यमा' },
    symbol: { en: 'Back legs of a bed', hi: 'पलंग के पिछले पाये' }, gana: 'Manushya', yoni: { animal: 'Cow', sex: 'male' }, nadi: 'Adi',
    varna: 'Kshatriya', mukha: 'urdhva', nature: 'dhruva' },
  { id: 'hasta', number: 13, en: 'Hasta', hi: 'हस्त', ta: 'அஸ்தம்', te: 'హస్త', kn: 'ಹಸ್ತ', ml: 'അത്തം', mr: 'हस्त', bn: 'হস্তা', gu: 'હસ્ત', lord: 'moon', deity: { en: 'Savitr', hi: 'सविता' },
    symbol: { en: 'Open hand', hi: 'खुली हथेली' }, gana: 'Deva', yoni: { animal: 'Buffalo', sex: 'female' }, nadi: 'Adi', varna: 'Vaishya',
    mukha: 'tiryak', nature: 'kshipra' },
  { id: 'chitra', number: 14, en: 'Chitra', hi: 'चित्रा', ta: 'சித்திரை', te: 'చిత్త', kn: 'ಚಿತ್ರಾ', ml: 'ചിത്തിര', mr: 'चित्रा', bn: 'চিত্রা', gu: 'ચિત્રા', lord: 'mars', deity: { en: 'Vishvakarma (Tvashtr)', hi: 'विश्वकर्मा (त्वष्टा)' },
    symbol: { en: 'Bright jewel', hi: 'चमकता रत्न' }, gana: 'Rakshasa', yoni: { animal: 'Tiger', sex: 'female' }, nadi: 'Madhya', varna: 'Farmer',
    mukha: 'tiryak', nature: 'mridu' },
  { id: 'swati', number: 15, en: 'Swati', hi: 'स्वाती', ta: 'சுவாதி', te: 'స్వాతి', kn: 'ಸ್ವಾತಿ', ml: 'ചോതി', mr: 'स्वाती', bn: 'স্বাতী', gu: 'સ્વાતિ', lord: 'rahu', deity: { en: 'Vayu', hi: 'वायु' },
    symbol: { en: 'Young shoot swaying in the wind', hi: 'हवा में झूमता कोमल अंकुर' }, gana: 'Deva', yoni: { animal: 'Buffalo', sex: 'male' }, nadi: 'Antya',
    varna: 'Butcher', mukha: 'tiryak', nature: 'chara' },
  { id: 'vishakha', number: 16, en: 'Vishakha', hi: 'विशाखा', ta: 'விசாகம்', te: 'విశాఖ', kn: 'ವಿಶಾಖಾ', ml: 'വിശാഖം', mr: 'विशाखा', bn: 'বিশাখা', gu: 'વિશાખા', lord: 'jupiter', deity: { en: 'Indragni (Indra and Agni)', hi: 'इंद्राग्नि (इंद्र और अग्नि)' },
    symbol: { en: 'Triumphal arch', hi: 'तोरण द्वार' }, gana: 'Rakshasa', yoni: { animal: 'Tiger', sex: 'male' }, nadi: 'Antya',
    varna: 'Outcaste', mukha: 'adho', nature: 'mishra' },
  { id: 'anuradha', number: 17, en: 'Anuradha', hi: 'अनुराधा', ta: 'அனுஷம்', te: 'అనూరాధ', kn: 'ಅನುರಾಧಾ', ml: 'അനിഴം', mr: 'अनुराधा', bn: 'অনুরাধা', gu: 'અનુરાધા', lord: 'saturn', deity: { en: 'Mitra', hi: 'मित्र' },
    symbol: { en: 'Lotus', hi: 'कमल' }, gana: 'Deva', yoni: { animal: 'Deer', sex: 'female' }, nadi: 'Madhya', varna: 'Shudra',
    mukha: 'tiryak', nature: 'mridu' },
  { id: 'jyeshtha', number: 18, en: 'Jyeshtha', hi: 'ज्येष्ठा', ta: 'கேட்டை', te: 'జ్యేష్ఠ', kn: 'ಜ್ಯೇಷ್ಠಾ', ml: 'തൃക്കേട്ട', mr: 'ज्येष्ठा', bn: 'জ্যেষ্ঠা', gu: 'જ્યેષ્ઠા', lord: 'mercury', deity: { en: 'Indra', hi: 'इंद्र' },
    symbol: { en: 'Circular amulet', hi: 'गोल ताबीज' }, gana: 'Rakshasa', yoni: { animal: 'Deer', sex: 'male' }, nadi: 'Adi', varna: 'Farmer',
    mukha: 'tiryak', nature: 'tikshna' },
  { id: 'mula', number: 19, en: 'Mula', hi: 'मूल', ta: 'மூலம்', te: 'మూల', kn: 'ಮೂಲ', ml: 'മൂലം', mr: 'मूळ', bn: 'মূলা', gu: 'મૂળ', lord: 'ketu', deity: { en: 'Nirriti', hi: 'निऋति' },
    symbol: { en: 'Bunch of roots', hi: 'जड़ों का गुच्छा' }, gana: 'Rakshasa', yoni: { animal: 'Dog', sex: 'male' }, nadi: 'Adi', varna: 'Butcher',
    mukha: 'adho', nature: 'tikshna' },
  { id: 'purva-ashadha', number: 20, en: 'Purva Ashadha', hi: 'पूर्वाषाढ़ा', ta: 'பூராடம்', te: 'పూర్వాషాఢ', kn: 'ಪೂರ್ವಾಷಾಢ', ml: 'പൂരാടം', mr: 'पूर्वाषाढा', bn: 'পূর্বাষাঢ়া', gu: 'પૂર્વાષાઢા', lord: 'venus', deity: { en: 'Apas (the waters)', hi: 'आपः (जल के देवता)' },
    symbol: { en: "Winnowing fan", hi: 'सूप' }, gana: 'Manushya', yoni: { animal: 'Monkey', sex: 'male' }, nadi: 'Madhya',
    varna: 'Brahmin', mukha: 'adho', nature: 'ugra' },
  { id: 'uttara-ashadha', number: 21, en: 'Uttara Ashadha', hi: 'उत्तराषाढ़ा', ta: 'உத்திராடம்', te: 'ఉత్తరాషాఢ', kn: 'ಉತ್ತರಾಷಾಢ', ml: 'ഉത്രാടം', mr: 'उत्तराषाढा', bn: 'উত্তরাষাঢ়া', gu: 'ઉત્તરાષાઢા', lord: 'sun', deity: { en: 'Vishvedevas', hi: 'विश्वेदेव' },
    symbol: { en: "Elephant's tusk", hi: 'हाथी का दाँत' }, gana: 'Manushya', yoni: { animal: 'Mongoose', sex: 'male' }, nadi: 'Antya',
    varna: 'Kshatriya', mukha: 'urdhva', nature: 'dhruva' },
  { id: 'shravana', number: 22, en: 'Shravana', hi: 'श्रवण', ta: 'திருவோணம்', te: 'శ్రవణం', kn: 'ಶ್ರವಣ', ml: 'തിരുവോണം', mr: 'श्रवण', bn: 'শ্রবণা', gu: 'શ્રવણ', lord: 'moon', deity: { en: 'Vishnu', hi: 'विष्णु' },
    symbol: { en: 'Ear', hi: 'कान' }, gana: 'Deva', yoni: { animal: 'Monkey', sex: 'female' }, nadi: 'Antya', varna: 'Outcaste',
    mukha: 'urdhva', nature: 'chara' },
  { id: 'dhanishta', number: 23, en: 'Dhanishta', hi: 'धनिष्ठा', ta: 'அவிட்டம்', te: 'ధనిష్ఠ', kn: 'ಧನಿಷ್ಠಾ', ml: 'അവിട്ടം', mr: 'धनिष्ठा', bn: 'ধনিষ্ঠা', gu: 'ધનિષ્ઠા', lord: 'mars', deity: { en: 'Ashta Vasus', hi: 'अष्ट वसु' },
    symbol: { en: 'Drum (mridanga)', hi: 'ढोल (मृदंग)' }, gana: 'Rakshasa', yoni: { animal: 'Lion', sex: 'female' }, nadi: 'Madhya',
    varna: 'Farmer', mukha: 'urdhva', nature: 'chara' },
  { id: 'shatabhisha', number: 24, en: 'Shatabhisha', hi: 'शतभिषा', ta: 'சதயம்', te: 'శతభిషం', kn: 'ಶತಭಿಷ', ml: 'ചതയം', mr: 'शततारका', bn: 'শতভিষা', gu: 'શતભિષા', lord: 'rahu', deity: { en: 'Varuna', hi: 'वरुण' },
    symbol: { en: 'Empty circle', hi: 'खाली वृत्त' }, gana: 'Rakshasa', yoni: { animal: 'Horse', sex: 'female' }, nadi: 'Adi', varna: 'Butcher',
    mukha: 'urdhva', nature: 'chara' },
  { id: 'purva-bhadrapada', number: 25, en: 'Purva Bhadrapada', hi: 'पूर्वा भाद्रपद', ta: 'பூரட்டாதி', te: 'పూర్వాభాద్ర', kn: 'ಪೂರ್ವಾಭಾದ್ರ', ml: 'പൂരുരുട്ടാതി', mr: 'पूर्वा भाद्रपदा', bn: 'পূর্বভাদ্রপদ', gu: 'પૂર્વા ભાદ્રપદા', lord: 'jupiter',
    deity: { en: 'Aja Ekapada', hi: 'अज एकपाद' }, symbol: { en: 'Front legs of a funeral cot', hi: 'अर्थी के अगले पाये' }, gana: 'Manushya', yoni: { animal: 'Lion', sex: 'male' },
    nadi: 'Adi', varna: 'Brahmin', mukha: 'adho', nature: 'ugra' },
  { id: 'uttara-bhadrapada', number: 26, en: 'Uttara Bhadrapada', hi: 'उत्तरा भाद्रपद', ta: 'உத்திரட்டாதி', te: 'ఉత్తరాభాద్ర', kn: 'ಉತ್ತರಾಭಾದ್ರ', ml: 'ഉത്രട്ടാതി', mr: 'उत्तरा भाद्रपदा', bn: 'উত্তরভাদ্রপদ', gu: 'ઉત્તરા ભાદ્રપદા', lord: 'saturn',
    deity: { en: 'Ahir Budhnya', hi: 'अहिर्बुध्न्य' }, symbol: { en: 'Back legs of a funeral cot', hi: 'अर्थी के पिछले पाये' }, gana: 'Manushya', yoni: { animal: 'Cow', sex: 'female' },
    nadi: 'Madhya', varna: 'Kshatriya', mukha: 'urdhva', nature: 'dhruva' },
  { id: 'revati', number: 27, en: 'Revati', hi: 'रेवती', ta: 'ரேவதி', te: 'రేవతి', kn: 'ರೇವತಿ', ml: 'രേവതി', mr: 'रेवती', bn: 'রেবতী', gu: 'રેવતી', lord: 'mercury', deity: { en: 'Pushan', hi: 'पूषा' },
    symbol: { en: 'Fish', hi: 'मछली' }, gana: 'Deva', yoni: { animal: 'Elephant', sex: 'female' }, nadi: 'Antya', varna: 'Shudra',
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

/** True when `value` is one of the 27 nakshatra ids. */
export function isNakshatraId(value: string): value is NakshatraId {
  return NAKSHATRA_BY_ID.has(value);
}

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
  hi: 'ब्रह्मा (विधि)' },
  symbol: { en: 'Triangle',
  hi: 'त्रिकोण' },
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
