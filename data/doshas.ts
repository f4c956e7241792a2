/**
 * Reference tables of three doshas read beside marriage matching: kaal sarp (kala sarpa), sade sati (with the
 * small panoti, dhaiya) and pitra (pitru) dosha. The evaluations live in astro/doshas/kaal-sarp.ts,
 * astro/doshas/sade-sati.ts and astro/doshas/pitra.ts.
 *
 * None of the three is defined in Brihat Parashara Hora Shastra. Kaal sarp is a modern combination (its
 * definition, partial forms and twelve names vary between writers); sade sati is a modern name for Saturn's
 * gochara in the 12th, 1st and 2nd from the Moon, whose results the classical gochara chapters give house by
 * house; pitra dosha is a modern reading of older rules about the Sun, the 9th house and the nodes. Each
 * table names the convention chosen and its sources. Names, rules and explanations are written for this
 * product in the nine languages of `LANGS`; nothing is quoted.
 *
 * Sources, abbreviated in `source`:
 * - GA: gargastro.com/kalsarpa-dosh-according-to-12-houses (the twelve names in Hindi, in the order of Rahu's
 *   house 1–12; "not mentioned in the ancient texts").
 * - SK: sitaaronkiduniya.com/kaal-sarp (the twelve names with Rahu's and Ketu's houses, in the same order).
 * - JO: jothishi.com/kala-sarpa-dosha-types-effects-remedies ("Savya": grahas from Rahu towards Ketu;
 *   "Apasavya": from Ketu towards Rahu; Rahu's house names the type).
 * - SR: srath.com/jyotiṣa/mundane/india (Sanjay Rath, Times of Astrology 1997: two varieties, Rahu in the lead
 *   or Ketu in the lead; the India 1947 chart, grahas in the houses from Rahu in the 1st to Ketu in the 7th,
 *   is called Kala Amrita, "Ketu in the lead").
 * - AC: astrocaree.blogspot.com/2014/10 (the verses "agre rahur atho ketu …" and "anuloma vilomat … dvidha":
 *   the yoga is of two kinds, anuloma and viloma).
 * - LK: lalkitabhindi.com, "kaal sarp dosh kya hai" (a graha whose degree falls outside the degrees of Rahu and
 *   Ketu makes the yoga partial, आंशिक, not full).
 * - AJ: astrojai.com/kaal-sarpa-dosha (a graha in the sign of a node must be checked by degree: inside the
 *   axis it still forms the yoga). FL: flokii.com question 113 (Venus at 2° with Rahu at 3° Leo: the yoga
 *   "technically does not exist"; the yoga is absent from the classical works).
 * - AM: astro-matches.com/kaal_sarp_yog.html ("if even a single planet is on the other side … partial kaal
 *   sarp yoga"). AP: astrologerpanditji.com/article-132 (many hold the yoga formed with the Moon alone outside).
 * - EV: astrovedas.com 2017/11/01 "The Tough & the Tender: Sade-Sati" (sade sati "is not described in any
 *   classical Jyotish text"; rising, peak and setting for the 12th, 1st and 2nd). HT: thehimalayantimes.com,
 *   "Saturn and Sade-sati", 28 Jan 2020 (the three phases and their names). AV: astroved.com free tools,
 *   sade sati table by Moon sign.
 * - TH: tophoroscopetoday.com, Saturn transit 2020 (Saturn in the 4th from the Moon: "Shani Dhaiya"; in the
 *   8th: "Ashtama Shani"). IA: indastro.com, Saturn in Capricorn 2020 (Kantak-Sani, Dhaiya).
 * - PS: astroprashantsharma.com, "janm kundli mein pitra dosh" (the Sun with Rahu, the 9th house of the father).
 * - KD: kalsarpdosh.in/Pitra-Shanti-Puja (the Sun and Rahu in the 9th; the 9th house or its lord, from the
 *   lagna or from the Moon, afflicted by Rahu or Ketu).
 * - AVD: astrovidhi.com/marathi/pitra-dosha (the Sun and Rahu together in the 9th; the 9th afflicted by
 *   malefics).
 * - AP21: arvindpandeyaap.blogspot.com/2021 (the Sun with Rahu or Saturn in a trine; Rahu and Saturn together;
 *   the 9th or its lord, from the lagna and the Moon, afflicted by Rahu or Ketu; the lagna lord in the 6th,
 *   8th or 12th with Rahu in the lagna).
 * - PSB: priya-sharan.blogspot.com, label पितृदोष (the Sun with Rahu or with Saturn in the 1st, 2nd, 4th, 5th,
 *   7th, 9th or 10th house).
 * - APJ: astrologerpanditji.com/article-148 (the definitions of pitra dosha in circulation are modern and often
 *   misread).
 */
import type { Names, Text } from './text.ts';

/** The abbreviations of `source` fields above, each with the page it stands for (the list in this file's header). */
export const DOSHA_SOURCES = {
  GA: 'gargastro.com/kalsarpa-dosh-according-to-12-houses',
  SK: 'sitaaronkiduniya.com/kaal-sarp',
  JO: 'jothishi.com/kala-sarpa-dosha-types-effects-remedies',
  SR: 'srath.com/jyotiṣa/mundane/india (Sanjay Rath, Times of Astrology 1997)',
  AC: 'astrocaree.blogspot.com/2014/10',
  LK: 'lalkitabhindi.com, "kaal sarp dosh kya hai"',
  AJ: 'astrojai.com/kaal-sarpa-dosha',
  FL: 'flokii.com question 113',
  AM: 'astro-matches.com/kaal_sarp_yog.html',
  AP: 'astrologerpanditji.com/article-132',
  EV: 'astrovedas.com 2017/11/01, "The Tough & the Tender: Sade-Sati"',
  HT: 'thehimalayantimes.com, "Saturn and Sade-sati", 28 Jan 2020',
  AV: 'astroved.com, sade sati table by Moon sign',
  TH: 'tophoroscopetoday.com, Saturn transit 2020',
  IA: 'indastro.com, Saturn in Capricorn 2020',
  PS: 'astroprashantsharma.com, "janm kundli mein pitra dosh"',
  KD: 'kalsarpdosh.in/Pitra-Shanti-Puja',
  AVD: 'astrovidhi.com/marathi/pitra-dosha',
  AP21: 'arvindpandeyaap.blogspot.com/2021',
  PSB: 'priya-sharan.blogspot.com, label पितृदोष',
  APJ: 'astrologerpanditji.com/article-148',
} as const;

/** What an explained record carries: names and a one-sentence explanation in every language of `LANGS`. */
interface Explained extends Names {
  readonly explanation: Text;
  readonly source: string;
}

/** A house 1–12 counted from a reference point (1 = the reference sign itself). */
export type DoshaHouse = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;

// ── The three doshas ────────────────────────────────────────────────────────────────────────────────────────

export const DOSHAS = [
  {
    id: 'kaal-sarp', en: 'Kaal Sarp Dosha', hi: 'कालसर्प दोष', ta: 'கால சர்ப்ப தோஷம்', te: 'కాలసర్ప దోషం', kn: 'ಕಾಲಸರ್ಪ ದೋಷ', ml: 'കാലസർപ്പദോഷം', mr: 'कालसर्प दोष', bn: 'কালসর্প দোষ', gu: 'કાલસર્પ દોષ',
    explanation: { en: 'All seven grahas stand on one side of the axis joining Rahu and Ketu, as if held by a serpent.',
    hi: 'सातों ग्रह राहु और केतु को जोड़ने वाली धुरी के एक ही ओर होते हैं, मानो सर्प ने उन्हें घेर लिया हो।',
    ta: 'ஏழு கிரகங்களும் ராகுவையும் கேதுவையும் இணைக்கும் அச்சின் ஒரே பக்கத்தில், ஒரு பாம்பு சுற்றி வளைத்தது போல நிற்கின்றன.',
    te: 'ఏడు గ్రహాలూ రాహు కేతువులను కలిపే అక్షానికి ఒకే వైపు, ఒక సర్పం చుట్టుముట్టినట్లు ఉంటాయి.',
    kn: 'ಏಳೂ ಗ್ರಹಗಳು ರಾಹು ಮತ್ತು ಕೇತುವನ್ನು ಸೇರಿಸುವ ಅಕ್ಷದ ಒಂದೇ ಬದಿಯಲ್ಲಿ, ಸರ್ಪವೊಂದು ಸುತ್ತುವರಿದಂತೆ ಇರುತ್ತವೆ.',
    ml: 'ഏഴു ഗ്രഹങ്ങളും രാഹുവിനെയും കേതുവിനെയും ചേർക്കുന്ന അച്ചുതണ്ടിന്റെ ഒരേ വശത്ത്, ഒരു സർപ്പം ചുറ്റിവരിഞ്ഞതുപോലെ നിൽക്കുന്നു.',
    mr: 'सातही ग्रह राहू आणि केतूला जोडणाऱ्या अक्षाच्या एकाच बाजूला असतात, जणू सर्पाने त्यांना वेढले आहे.',
    bn: 'সাতটি গ্রহই রাহু ও কেতুকে যুক্ত করা অক্ষের একই দিকে থাকে, যেন একটি সাপ তাদের ঘিরে রেখেছে.',
    gu: 'સાતેય ગ્રહો રાહુ અને કેતુને જોડતી ધરીની એક જ બાજુએ હોય છે, જાણે સર્પે તેમને ઘેરી લીધા હોય.' },
    source: 'GA; SK; JO; SR',
  },
  {
    id: 'sade-sati', en: 'Sade Sati', hi: 'साढ़ेसाती', ta: 'ஏழரைச் சனி', te: 'ఏలినాటి శని', kn: 'ಸಾಡೇಸಾತಿ', ml: 'ഏഴരശ്ശനി', mr: 'साडेसाती', bn: 'সাড়েসাতি', gu: 'સાડાસાતી',
    explanation: { en: 'The about seven and a half years in which Saturn passes the sign before the natal Moon, the Moon sign and the sign after it.',
    hi: 'लगभग साढ़े सात वर्ष, जिनमें शनि जन्म-चंद्र से पिछली राशि, चंद्र राशि और अगली राशि से गुजरता है।',
    ta: 'ஜன்ம சந்திரனுக்கு முந்தைய ராசி, சந்திர ராசி, அடுத்த ராசி ஆகியவற்றைச் சனி கடக்கும் ஏறக்குறைய ஏழரை ஆண்டுகள்.',
    te: 'జన్మ చంద్రుడికి ముందరి రాశి, చంద్ర రాశి, తర్వాతి రాశి గుండా శని సంచరించే దాదాపు ఏడున్నర సంవత్సరాలు.',
    kn: 'ಜನ್ಮ ಚಂದ್ರನ ಹಿಂದಿನ ರಾಶಿ, ಚಂದ್ರ ರಾಶಿ ಮತ್ತು ಮುಂದಿನ ರಾಶಿಯನ್ನು ಶನಿ ದಾಟುವ ಸುಮಾರು ಏಳೂವರೆ ವರ್ಷಗಳು.',
    ml: 'ജന്മചന്ദ്രനു മുമ്പുള്ള രാശി, ചന്ദ്രരാശി, അടുത്ത രാശി എന്നിവയിലൂടെ ശനി സഞ്ചരിക്കുന്ന ഏകദേശം ഏഴര വർഷം.',
    mr: 'जन्मचंद्राच्या आधीची राशी, चंद्रराशी आणि पुढची राशी यांतून शनी जातो ती सुमारे साडेसात वर्षे.',
    bn: 'জন্মচন্দ্রের আগের রাশি, চন্দ্ররাশি ও পরের রাশি দিয়ে শনির গমনের প্রায় সাড়ে সাত বছর.',
    gu: 'જન્મ ચંદ્રની પહેલાંની રાશિ, ચંદ્ર રાશિ અને પછીની રાશિમાંથી શનિ પસાર થાય તે લગભગ સાડા સાત વર્ષ.' },
    source: 'EV; HT; AV',
  },
  {
    id: 'pitra', en: 'Pitra Dosha', hi: 'पितृ दोष', ta: 'பித்ரு தோஷம்', te: 'పితృ దోషం', kn: 'ಪಿತೃ ದೋಷ', ml: 'പിതൃദോഷം', mr: 'पितृदोष', bn: 'পিতৃদোষ', gu: 'પિતૃદોષ',
    explanation: { en: 'The Sun, the significator of the father, or the 9th house of ancestors is joined or afflicted by Rahu, Ketu or Saturn.',
    hi: 'पिता का कारक सूर्य या पूर्वजों का नवम भाव राहु, केतु या शनि से युत या पीड़ित होता है।',
    ta: 'தந்தையின் காரகனான சூரியன் அல்லது முன்னோர்களின் 9-ஆம் பாவம் ராகு, கேது அல்லது சனியுடன் சேர்ந்து அல்லது அவற்றால் பாதிக்கப்பட்டுள்ளது.',
    te: 'తండ్రి కారకుడైన సూర్యుడు లేదా పూర్వీకుల 9వ స్థానం రాహువు, కేతువు లేదా శనితో కలిసి లేదా వారిచే పీడితమై ఉంటుంది.',
    kn: 'ತಂದೆಯ ಕಾರಕನಾದ ಸೂರ್ಯ ಅಥವಾ ಪೂರ್ವಜರ 9ನೇ ಭಾವ ರಾಹು, ಕೇತು ಅಥವಾ ಶನಿಯೊಂದಿಗೆ ಸೇರಿ ಅಥವಾ ಅವರಿಂದ ಪೀಡಿತವಾಗಿರುತ್ತದೆ.',
    ml: 'പിതാവിന്റെ കാരകനായ സൂര്യനോ പൂർവികരുടെ 9-ാം ഭാവമോ രാഹു, കേതു അല്ലെങ്കിൽ ശനിയോടു ചേർന്നോ അവയാൽ പീഡിതമായോ ഇരിക്കുന്നു.',
    mr: 'पित्याचा कारक रवी किंवा पूर्वजांचे नववे स्थान राहू, केतू किंवा शनीशी युत किंवा त्यांनी पीडित असते.',
    bn: 'পিতার কারক রবি বা পূর্বপুরুষের নবম ভাব রাহু, কেতু বা শনির সঙ্গে যুক্ত বা তাদের দ্বারা পীড়িত.',
    gu: 'પિતાનો કારક સૂર્ય અથવા પૂર્વજોનો નવમો ભાવ રાહુ, કેતુ કે શનિ સાથે યુત કે તેમનાથી પીડિત હોય છે.' },
    source: 'PS; KD; AP21; PSB',
  },
] as const satisfies readonly (Explained & { readonly id: string })[];
export type Dosha = (typeof DOSHAS)[number];
export type DoshaId = Dosha['id'];

// ── Kaal sarp ───────────────────────────────────────────────────────────────────────────────────────────────

/**
 * The twelve kinds of kaal sarp, named by the house of Rahu from the lagna (whole sign). Order and names as GA
 * and SK give them (the same in both); spellings of the English names follow SK's Hindi-derived forms with
 * GA's Hindi.
 */
export const KAAL_SARP_TYPES = [
  { id: 'anant', rahuHouse: 1, en: 'Anant', hi: 'अनंत', ta: 'அனந்தன்', te: 'అనంత', kn: 'ಅನಂತ', ml: 'അനന്തൻ', mr: 'अनंत', bn: 'অনন্ত', gu: 'અનંત' },
  { id: 'kulik', rahuHouse: 2, en: 'Kulik', hi: 'कुलिक', ta: 'குளிகன்', te: 'కులిక', kn: 'ಕುಲಿಕ', ml: 'കുളികൻ', mr: 'कुलिक', bn: 'কুলিক', gu: 'કુલિક' },
  { id: 'vasuki', rahuHouse: 3, en: 'Vasuki', hi: 'वासुकी', ta: 'வாசுகி', te: 'వాసుకి', kn: 'ವಾಸುಕಿ', ml: 'വാസുകി', mr: 'वासुकी', bn: 'বাসুকি', gu: 'વાસુકિ' },
  { id: 'shankhpal', rahuHouse: 4, en: 'Shankhpal', hi: 'शंखपाल', ta: 'சங்கபாலன்', te: 'శంఖపాల', kn: 'ಶಂಖಪಾಲ', ml: 'ശംഖപാലൻ', mr: 'शंखपाल', bn: 'শঙ্খপাল', gu: 'શંખપાલ' },
  { id: 'padma', rahuHouse: 5, en: 'Padma', hi: 'पद्म', ta: 'பத்மன்', te: 'పద్మ', kn: 'ಪದ್ಮ', ml: 'പത്മൻ', mr: 'पद्म', bn: 'পদ্ম', gu: 'પદ્મ' },
  { id: 'mahapadma', rahuHouse: 6, en: 'Mahapadma', hi: 'महापद्म', ta: 'மகாபத்மன்', te: 'మహాపద్మ', kn: 'ಮಹಾಪದ್ಮ', ml: 'മഹാപത്മൻ', mr: 'महापद्म', bn: 'মহাপদ্ম', gu: 'મહાપદ્મ' },
  { id: 'takshak', rahuHouse: 7, en: 'Takshak', hi: 'तक्षक', ta: 'தட்சகன்', te: 'తక్షక', kn: 'ತಕ್ಷಕ', ml: 'തക്ഷകൻ', mr: 'तक्षक', bn: 'তক্ষক', gu: 'તક્ષક' },
  { id: 'karkotak', rahuHouse: 8, en: 'Karkotak', hi: 'कर्कोटक', ta: 'கார்க்கோடகன்', te: 'కర్కోటక', kn: 'ಕರ್ಕೋಟಕ', ml: 'കാർക്കോടകൻ', mr: 'कर्कोटक', bn: 'কর্কোটক', gu: 'કર્કોટક' },
  { id: 'shankhachud', rahuHouse: 9, en: 'Shankhachud', hi: 'शंखचूड़', ta: 'சங்கசூடன்', te: 'శంఖచూడ', kn: 'ಶಂಖಚೂಡ', ml: 'ശംഖചൂഡൻ', mr: 'शंखचूड', bn: 'শঙ্খচূড়', gu: 'શંખચૂડ' },
  { id: 'ghatak', rahuHouse: 10, en: 'Ghatak', hi: 'घातक', ta: 'காதகன்', te: 'ఘాతక', kn: 'ಘಾತಕ', ml: 'ഘാതകൻ', mr: 'घातक', bn: 'ঘাতক', gu: 'ઘાતક' },
  { id: 'vishdhar', rahuHouse: 11, en: 'Vishdhar', hi: 'विषधर', ta: 'விஷதரன்', te: 'విషధర', kn: 'ವಿಷಧರ', ml: 'വിഷധരൻ', mr: 'विषधर', bn: 'বিষধর', gu: 'વિષધર' },
  { id: 'sheshnag', rahuHouse: 12, en: 'Sheshnag', hi: 'शेषनाग', ta: 'சேஷநாகம்', te: 'శేషనాగ', kn: 'ಶೇಷನಾಗ', ml: 'ശേഷനാഗം', mr: 'शेषनाग', bn: 'শেষনাগ', gu: 'શેષનાગ' },
] as const satisfies readonly (Names & { readonly id: string; readonly rahuHouse: DoshaHouse })[];
export type KaalSarpType = (typeof KAAL_SARP_TYPES)[number];
export type KaalSarpTypeId = KaalSarpType['id'];

/**
 * The two arrangements. 'rahu-to-ketu': the grahas lie in the half of the zodiac counted forward (in the order
 * of the signs) from Rahu to Ketu; 'ketu-to-rahu': forward from Ketu to Rahu. Names disagree: JO calls the first
 * Savya and the second Apasavya (AC's anuloma and viloma); SR calls the first Kala Amrita, "Ketu in the lead"
 * (the grahas advance towards Ketu), and keeps Kala Sarpa for the second, "Rahu in the lead". The ids say only
 * the geometry; `leadingNode` is the node at the forward end of the half (SR's lead).
 */
export const KAAL_SARP_DIRECTIONS = [
  {
    id: 'rahu-to-ketu', leadingNode: 'ketu', en: 'Savya (Rahu to Ketu)', hi: 'सव्य (राहु से केतु)', ta: 'சவ்யம் (ராகுவிலிருந்து கேது வரை)', te: 'సవ్య (రాహువు నుండి కేతువు వరకు)', kn: 'ಸವ್ಯ (ರಾಹುವಿನಿಂದ ಕೇತುವಿನವರೆಗೆ)', ml: 'സവ്യം (രാഹുവിൽനിന്നു കേതു വരെ)', mr: 'सव्य (राहूपासून केतूपर्यंत)', bn: 'সব্য (রাহু থেকে কেতু)', gu: 'સવ્ય (રાહુથી કેતુ સુધી)',
    explanation: { en: 'The grahas fill the signs counted forward from Rahu to Ketu; some writers call this Kaal Amrit.',
    hi: 'ग्रह राहु से आगे केतु तक गिनी गई राशियों में होते हैं; कुछ लेखक इसे कालामृत कहते हैं।',
    ta: 'ராகுவிலிருந்து முன்னோக்கி கேது வரை எண்ணிய ராசிகளில் கிரகங்கள் உள்ளன; சில நூலாசிரியர்கள் இதைக் கால அமிர்தம் என்கின்றனர்.',
    te: 'రాహువు నుండి ముందుకు కేతువు వరకు లెక్కించిన రాశుల్లో గ్రహాలు ఉంటాయి; కొందరు రచయితలు దీనిని కాలామృతం అంటారు.',
    kn: 'ರಾಹುವಿನಿಂದ ಮುಂದಕ್ಕೆ ಕೇತುವಿನವರೆಗೆ ಎಣಿಸಿದ ರಾಶಿಗಳಲ್ಲಿ ಗ್ರಹಗಳಿರುತ್ತವೆ; ಕೆಲವು ಲೇಖಕರು ಇದನ್ನು ಕಾಲಾಮೃತ ಎನ್ನುತ್ತಾರೆ.',
    ml: 'രാഹുവിൽനിന്നു മുന്നോട്ടു കേതു വരെ എണ്ണുന്ന രാശികളിലാണ് ഗ്രഹങ്ങൾ; ചില എഴുത്തുകാർ ഇതിനെ കാലാമൃതം എന്നു വിളിക്കുന്നു.',
    mr: 'राहूपासून पुढे केतूपर्यंत मोजलेल्या राशींत ग्रह असतात; काही लेखक याला कालामृत म्हणतात.',
    bn: 'রাহু থেকে সামনে কেতু পর্যন্ত গোনা রাশিগুলিতে গ্রহরা থাকে; কিছু লেখক একে কালামৃত বলেন.',
    gu: 'રાહુથી આગળ કેતુ સુધી ગણેલી રાશિઓમાં ગ્રહો હોય છે; કેટલાક લેખકો તેને કાલામૃત કહે છે.' },
    source: 'JO; AC; SR',
  },
  {
    id: 'ketu-to-rahu', leadingNode: 'rahu', en: 'Apasavya (Ketu to Rahu)', hi: 'अपसव्य (केतु से राहु)', ta: 'அபசவ்யம் (கேதுவிலிருந்து ராகு வரை)', te: 'అపసవ్య (కేతువు నుండి రాహువు వరకు)', kn: 'ಅಪಸವ್ಯ (ಕೇತುವಿನಿಂದ ರಾಹುವಿನವರೆಗೆ)', ml: 'അപസവ്യം (കേതുവിൽനിന്നു രാഹു വരെ)', mr: 'अपसव्य (केतूपासून राहूपर्यंत)', bn: 'অপসব্য (কেতু থেকে রাহু)', gu: 'અપસવ્ય (કેતુથી રાહુ સુધી)',
    explanation: { en: 'The grahas fill the signs counted forward from Ketu to Rahu, with Rahu at the head of the row.',
    hi: 'ग्रह केतु से आगे राहु तक गिनी गई राशियों में होते हैं, और पंक्ति के आगे राहु होता है।',
    ta: 'கேதுவிலிருந்து முன்னோக்கி ராகு வரை எண்ணிய ராசிகளில் கிரகங்கள் உள்ளன; வரிசையின் முன்னால் ராகு.',
    te: 'కేతువు నుండి ముందుకు రాహువు వరకు లెక్కించిన రాశుల్లో గ్రహాలు ఉంటాయి; వరుసకు ముందు రాహువు.',
    kn: 'ಕೇತುವಿನಿಂದ ಮುಂದಕ್ಕೆ ರಾಹುವಿನವರೆಗೆ ಎಣಿಸಿದ ರಾಶಿಗಳಲ್ಲಿ ಗ್ರಹಗಳಿರುತ್ತವೆ; ಸಾಲಿನ ಮುಂದೆ ರಾಹು.',
    ml: 'കേതുവിൽനിന്നു മുന്നോട്ടു രാഹു വരെ എണ്ണുന്ന രാശികളിലാണ് ഗ്രഹങ്ങൾ; നിരയുടെ മുന്നിൽ രാഹു.',
    mr: 'केतूपासून पुढे राहूपर्यंत मोजलेल्या राशींत ग्रह असतात आणि रांगेच्या पुढे राहू असतो.',
    bn: 'কেতু থেকে সামনে রাহু পর্যন্ত গোনা রাশিগুলিতে গ্রহরা থাকে, সারির সামনে রাহু.',
    gu: 'કેતુથી આગળ રાહુ સુધી ગણેલી રાશિઓમાં ગ્રહો હોય છે અને હરોળની આગળ રાહુ હોય છે.' },
    source: 'JO; AC; SR',
  },
] as const satisfies readonly (Explained & { readonly id: string; readonly leadingNode: 'rahu' | 'ketu' })[];
export type KaalSarpDirection = (typeof KAAL_SARP_DIRECTIONS)[number];
export type KaalSarpDirectionId = KaalSarpDirection['id'];

/**
 * What makes kaal sarp partial rather than absent, by source. In both, "outside" is by longitude: a graha is
 * outside when it lies in the other half of the zodiac than the majority.
 * - 'node-sign-crossing': counted by sign, all seven are in one half (the signs of the nodes included), but a
 *   graha sharing a node's sign lies beyond the node by degree (LK: partial; AJ: check by degree; FL reads
 *   the same case as no yoga at all).
 * - 'one-graha-outside': exactly one graha lies outside, wherever it is (AM; AP for the Moon).
 * Default: 'node-sign-crossing', the narrower reading, which keeps the sign picture of the chart intact.
 */
export const KAAL_SARP_PARTIAL_DEFINITIONS = [
  {
    id: 'node-sign-crossing', en: 'A graha with a node, across the axis', hi: 'राहु या केतु के साथ ग्रह, धुरी के पार', ta: 'ராகு அல்லது கேதுவுடன் உள்ள கிரகம், அச்சுக்கு அப்பால்', te: 'రాహు లేదా కేతువుతో ఉన్న గ్రహం, అక్షం దాటి', kn: 'ರಾಹು ಅಥವಾ ಕೇತುವಿನೊಂದಿಗಿರುವ ಗ್ರಹ, ಅಕ್ಷದ ಆಚೆ', ml: 'രാഹുവിനോടോ കേതുവിനോടോ ഒപ്പമുള്ള ഗ്രഹം, അച്ചുതണ്ടിനപ്പുറം', mr: 'राहू किंवा केतूसोबतचा ग्रह, अक्षापलीकडे', bn: 'রাহু বা কেতুর সঙ্গে থাকা গ্রহ, অক্ষের ওপারে', gu: 'રાહુ કે કેતુ સાથેનો ગ્રહ, ધરીની પેલે પાર',
    explanation: { en: 'By sign every graha is hemmed in, but one sharing a sign with Rahu or Ketu has passed the node by degree.',
    hi: 'राशि से सब ग्रह घिरे हैं, पर राहु या केतु की राशि में बैठा कोई ग्रह अंशों में धुरी के पार है।',
    ta: 'ராசிப்படி எல்லாக் கிரகங்களும் சூழப்பட்டுள்ளன, ஆனால் ராகு அல்லது கேதுவின் ராசியில் உள்ள ஒரு கிரகம் பாகைப்படி அந்தக் கணுவைக் கடந்துவிட்டது.',
    te: 'రాశి ప్రకారం అన్ని గ్రహాలు చుట్టుముట్టబడి ఉన్నాయి, కానీ రాహు లేదా కేతువు రాశిలో ఉన్న ఒక గ్రహం అంశల ప్రకారం ఆ బిందువును దాటింది.',
    kn: 'ರಾಶಿಯ ಪ್ರಕಾರ ಎಲ್ಲ ಗ್ರಹಗಳೂ ಸುತ್ತುವರಿಯಲ್ಪಟ್ಟಿವೆ, ಆದರೆ ರಾಹು ಅಥವಾ ಕೇತುವಿನ ರಾಶಿಯಲ್ಲಿರುವ ಒಂದು ಗ್ರಹ ಅಂಶಗಳಲ್ಲಿ ಆ ಬಿಂದುವನ್ನು ದಾಟಿದೆ.',
    ml: 'രാശി പ്രകാരം എല്ലാ ഗ്രഹങ്ങളും വലയത്തിലാണ്, എന്നാൽ രാഹുവിന്റെയോ കേതുവിന്റെയോ രാശിയിലുള്ള ഒരു ഗ്രഹം ഡിഗ്രി പ്രകാരം ആ ബിന്ദു കടന്നിരിക്കുന്നു.',
    mr: 'राशीनुसार सर्व ग्रह वेढलेले आहेत, पण राहू किंवा केतूच्या राशीतील एखादा ग्रह अंशांनी त्या बिंदूच्या पलीकडे गेला आहे.',
    bn: 'রাশি অনুযায়ী সব গ্রহই ঘেরা, কিন্তু রাহু বা কেতুর রাশিতে থাকা একটি গ্রহ অংশে সেই বিন্দু পেরিয়ে গেছে.',
    gu: 'રાશિ પ્રમાણે બધા ગ્રહો ઘેરાયેલા છે, પણ રાહુ કે કેતુની રાશિમાં બેઠેલો કોઈ ગ્રહ અંશોમાં તે બિંદુની પેલે પાર છે.' },
    source: 'LK; AJ; FL',
  },
  {
    id: 'one-graha-outside', en: 'One graha outside the axis', hi: 'एक ग्रह धुरी से बाहर', ta: 'அச்சுக்கு வெளியே ஒரு கிரகம்', te: 'అక్షం వెలుపల ఒక గ్రహం', kn: 'ಅಕ್ಷದ ಹೊರಗೆ ಒಂದು ಗ್ರಹ', ml: 'അച്ചുതണ്ടിനു പുറത്ത് ഒരു ഗ്രഹം', mr: 'अक्षाबाहेर एक ग्रह', bn: 'অক্ষের বাইরে একটি গ্রহ', gu: 'ધરીની બહાર એક ગ્રહ',
    explanation: { en: 'Six grahas are hemmed in between the nodes and a single graha stands on the other side.',
    hi: 'छह ग्रह राहु-केतु के बीच घिरे हैं और केवल एक ग्रह दूसरी ओर है।',
    ta: 'ஆறு கிரகங்கள் ராகு கேதுவுக்கு இடையே சூழப்பட்டுள்ளன; ஒரே ஒரு கிரகம் மறுபக்கம் நிற்கிறது.',
    te: 'ఆరు గ్రహాలు రాహు కేతువుల మధ్య చుట్టుముట్టబడి ఉన్నాయి, ఒకే ఒక గ్రహం అవతలి వైపు ఉంది.',
    kn: 'ಆರು ಗ್ರಹಗಳು ರಾಹು ಕೇತುಗಳ ನಡುವೆ ಸುತ್ತುವರಿಯಲ್ಪಟ್ಟಿವೆ, ಒಂದೇ ಒಂದು ಗ್ರಹ ಇನ್ನೊಂದು ಬದಿಯಲ್ಲಿದೆ.',
    ml: 'ആറു ഗ്രഹങ്ങൾ രാഹുകേതുക്കൾക്കിടയിൽ വലയത്തിലാണ്; ഒരേയൊരു ഗ്രഹം മറുവശത്തു നിൽക്കുന്നു.',
    mr: 'सहा ग्रह राहू-केतूच्या मध्ये वेढलेले आहेत आणि एकच ग्रह दुसऱ्या बाजूला आहे.',
    bn: 'ছয়টি গ্রহ রাহু-কেতুর মাঝে ঘেরা এবং কেবল একটি গ্রহ অন্য দিকে.',
    gu: 'છ ગ્રહો રાહુ-કેતુ વચ્ચે ઘેરાયેલા છે અને ફક્ત એક ગ્રહ બીજી બાજુએ છે.' },
    source: 'AM; AP',
  },
] as const satisfies readonly (Explained & { readonly id: string })[];
export type KaalSarpPartialDefinition = (typeof KAAL_SARP_PARTIAL_DEFINITIONS)[number];
export type KaalSarpPartialDefinitionId = KaalSarpPartialDefinition['id'];

/** The partial definition used when none is asked for (see `KAAL_SARP_PARTIAL_DEFINITIONS`). */
export const DEFAULT_KAAL_SARP_PARTIAL_DEFINITION: KaalSarpPartialDefinitionId = 'node-sign-crossing';

/** The verdicts of kaal sarp. */
export const KAAL_SARP_STATUSES = [
  { id: 'full', en: 'Full', hi: 'पूर्ण', ta: 'முழுமை', te: 'పూర్ణం', kn: 'ಪೂರ್ಣ', ml: 'പൂർണം', mr: 'पूर्ण', bn: 'পূর্ণ', gu: 'પૂર્ણ' },
  { id: 'partial', en: 'Partial', hi: 'आंशिक', ta: 'பகுதி', te: 'పాక్షికం', kn: 'ಆಂಶಿಕ', ml: 'ഭാഗികം', mr: 'आंशिक', bn: 'আংশিক', gu: 'આંશિક' },
  { id: 'none', en: 'Absent', hi: 'अनुपस्थित', ta: 'இல்லை', te: 'లేదు', kn: 'ಇಲ್ಲ', ml: 'ഇല്ല', mr: 'नाही', bn: 'নেই', gu: 'નથી' },
] as const satisfies readonly (Names & { readonly id: string })[];
export type KaalSarpStatusId = (typeof KAAL_SARP_STATUSES)[number]['id'];

// ── Sade sati and the small panoti ──────────────────────────────────────────────────────────────────────────

/** The three phases of sade sati: Saturn's sign counted from the natal Moon's sign (HT; EV; AV). */
export const SADE_SATI_PHASES = [
  {
    id: 'rising', houseFromMoon: 12, en: 'Rising phase', hi: 'पहला (उदय) चरण', ta: 'முதல் கட்டம் (விரயச் சனி)', te: 'మొదటి దశ (ఉదయ)', kn: 'ಮೊದಲ ಹಂತ (ಉದಯ)', ml: 'ഒന്നാം ഘട്ടം (ഉദയം)', mr: 'पहिला (उदय) टप्पा', bn: 'প্রথম (উদয়) পর্ব', gu: 'પહેલો (ઉદય) તબક્કો',
    explanation: { en: 'Saturn passes the sign before the Moon sign, the first of the three phases.',
    hi: 'शनि चंद्र राशि से पिछली राशि में होता है; तीन चरणों में पहला।',
    ta: 'சனி சந்திர ராசிக்கு முந்தைய ராசியைக் கடக்கிறது; மூன்று கட்டங்களில் முதலாவது.',
    te: 'శని చంద్ర రాశికి ముందరి రాశిలో సంచరిస్తాడు; మూడు దశల్లో మొదటిది.',
    kn: 'ಶನಿ ಚಂದ್ರ ರಾಶಿಯ ಹಿಂದಿನ ರಾಶಿಯನ್ನು ದಾಟುತ್ತಾನೆ; ಮೂರು ಹಂತಗಳಲ್ಲಿ ಮೊದಲನೆಯದು.',
    ml: 'ശനി ചന്ദ്രരാശിക്കു മുമ്പുള്ള രാശിയിലൂടെ സഞ്ചരിക്കുന്നു; മൂന്നു ഘട്ടങ്ങളിൽ ആദ്യത്തേത്.',
    mr: 'शनी चंद्रराशीच्या आधीच्या राशीतून जातो; तीन टप्प्यांपैकी पहिला.',
    bn: 'শনি চন্দ্ররাশির আগের রাশি দিয়ে যায়; তিন পর্বের প্রথমটি.',
    gu: 'શનિ ચંદ્ર રાશિની પહેલાંની રાશિમાંથી પસાર થાય છે; ત્રણ તબક્કામાંથી પહેલો.' },
    source: 'HT; EV',
  },
  {
    id: 'peak', houseFromMoon: 1, en: 'Peak phase', hi: 'दूसरा (शिखर) चरण', ta: 'இரண்டாம் கட்டம் (ஜன்மச் சனி)', te: 'రెండవ దశ (శిఖర)', kn: 'ಎರಡನೇ ಹಂತ (ಶಿಖರ)', ml: 'രണ്ടാം ഘട്ടം (ശിഖരം)', mr: 'दुसरा (शिखर) टप्पा', bn: 'দ্বিতীয় (শিখর) পর্ব', gu: 'બીજો (શિખર) તબક્કો',
    explanation: { en: 'Saturn passes over the Moon sign itself, the phase read as the heaviest.',
    hi: 'शनि स्वयं चंद्र राशि से गुजरता है; यह चरण सबसे भारी माना जाता है।',
    ta: 'சனி சந்திர ராசியையே கடக்கிறது; இதுவே மிகக் கடினமான கட்டமாகக் கொள்ளப்படுகிறது.',
    te: 'శని చంద్ర రాశిలోనే సంచరిస్తాడు; ఇది అత్యంత భారమైన దశగా భావించబడుతుంది.',
    kn: 'ಶನಿ ಚಂದ್ರ ರಾಶಿಯನ್ನೇ ದಾಟುತ್ತಾನೆ; ಇದು ಅತ್ಯಂತ ಭಾರವಾದ ಹಂತವೆಂದು ಪರಿಗಣಿಸಲಾಗುತ್ತದೆ.',
    ml: 'ശനി ചന്ദ്രരാശിയിലൂടെത്തന്നെ സഞ്ചരിക്കുന്നു; ഏറ്റവും കഠിനമായ ഘട്ടമായി ഇതു കണക്കാക്കുന്നു.',
    mr: 'शनी स्वतः चंद्रराशीतून जातो; हा टप्पा सर्वांत जड मानला जातो.',
    bn: 'শনি স্বয়ং চন্দ্ররাশি দিয়ে যায়; এই পর্বকে সবচেয়ে ভারী ধরা হয়.',
    gu: 'શનિ ખુદ ચંદ્ર રાશિમાંથી પસાર થાય છે; આ તબક્કો સૌથી ભારે ગણાય છે.' },
    source: 'HT; EV',
  },
  {
    id: 'setting', houseFromMoon: 2, en: 'Setting phase', hi: 'अंतिम (अस्त) चरण', ta: 'மூன்றாம் கட்டம் (பாதச் சனி)', te: 'మూడవ దశ (అస్తమయ)', kn: 'ಮೂರನೇ ಹಂತ (ಅಸ್ತ)', ml: 'മൂന്നാം ഘട്ടം (അസ്തമയം)', mr: 'अंतिम (अस्त) टप्पा', bn: 'অন্তিম (অস্ত) পর্ব', gu: 'અંતિમ (અસ્ત) તબક્કો',
    explanation: { en: 'Saturn passes the sign after the Moon sign, and the cycle closes when it leaves.',
    hi: 'शनि चंद्र राशि से अगली राशि में होता है, और उसके निकलते ही चक्र पूरा होता है।',
    ta: 'சனி சந்திர ராசிக்கு அடுத்த ராசியைக் கடக்கிறது; அது விலகியதும் சுழற்சி முடிகிறது.',
    te: 'శని చంద్ర రాశికి తర్వాతి రాశిలో సంచరిస్తాడు; అతను దాన్ని వదలగానే చక్రం ముగుస్తుంది.',
    kn: 'ಶನಿ ಚಂದ್ರ ರಾಶಿಯ ಮುಂದಿನ ರಾಶಿಯನ್ನು ದಾಟುತ್ತಾನೆ; ಅವನು ಅದನ್ನು ಬಿಟ್ಟಾಗ ಚಕ್ರ ಮುಗಿಯುತ್ತದೆ.',
    ml: 'ശനി ചന്ദ്രരാശിക്കു ശേഷമുള്ള രാശിയിലൂടെ സഞ്ചരിക്കുന്നു; അതു വിടുമ്പോൾ ചക്രം പൂർത്തിയാകുന്നു.',
    mr: 'शनी चंद्रराशीच्या पुढच्या राशीतून जातो आणि ती सोडताच चक्र पूर्ण होते.',
    bn: 'শনি চন্দ্ররাশির পরের রাশি দিয়ে যায়, এবং তা ছাড়লেই চক্র শেষ হয়.',
    gu: 'શનિ ચંદ્ર રાશિની પછીની રાશિમાંથી પસાર થાય છે, અને તે છોડતાં જ ચક્ર પૂરું થાય છે.' },
    source: 'HT; EV',
  },
] as const satisfies readonly (Explained & { readonly id: string; readonly houseFromMoon: DoshaHouse })[];
export type SadeSatiPhase = (typeof SADE_SATI_PHASES)[number];
export type SadeSatiPhaseId = SadeSatiPhase['id'];

/**
 * The small panoti (dhaiya): Saturn's two-and-a-half-year stays in the 4th and in the 8th from the Moon sign
 * (TH; IA). Reported beside sade sati, never as part of it.
 */
export const DHAIYA_KINDS = [
  {
    id: 'kantaka', houseFromMoon: 4, en: 'Kantaka Shani (dhaiya in the 4th)', hi: 'कंटक शनि (चौथी ढैय्या)', ta: 'கண்டகச் சனி (4-ஆம் இடத்துச் சனி)', te: 'కంటక శని (4వ స్థానంలో అర్ధాష్టమ శని)', kn: 'ಕಂಟಕ ಶನಿ (4ನೇ ಮನೆಯ ಶನಿ)', ml: 'കണ്ടകശനി (4-ാം ഭാവത്തിലെ ശനി)', mr: 'कंटक शनी (चौथी अडीचकी)', bn: 'কণ্টক শনি (চতুর্থের আড়াই বছর)', gu: 'કંટક શનિ (ચોથી અઢી વર્ષની પનોતી)',
    explanation: { en: 'Saturn passes the 4th sign from the Moon, a shorter trial of home and peace of mind.',
    hi: 'शनि चंद्र से चौथी राशि में होता है; घर और मन की शांति की छोटी परीक्षा।',
    ta: 'சனி சந்திரனிலிருந்து 4-ஆம் ராசியைக் கடக்கிறது; வீடு, மன அமைதி ஆகியவற்றுக்கான சிறிய சோதனை.',
    te: 'శని చంద్రుడి నుండి 4వ రాశిలో సంచరిస్తాడు; ఇల్లు, మనశ్శాంతికి సంబంధించిన చిన్న పరీక్ష.',
    kn: 'ಶನಿ ಚಂದ್ರನಿಂದ 4ನೇ ರಾಶಿಯನ್ನು ದಾಟುತ್ತಾನೆ; ಮನೆ ಮತ್ತು ಮನಶ್ಶಾಂತಿಯ ಸಣ್ಣ ಪರೀಕ್ಷೆ.',
    ml: 'ശനി ചന്ദ്രനിൽനിന്ന് 4-ാം രാശിയിലൂടെ സഞ്ചരിക്കുന്നു; വീടിന്റെയും മനസ്സമാധാനത്തിന്റെയും ചെറിയ പരീക്ഷണം.',
    mr: 'शनी चंद्रापासून चौथ्या राशीतून जातो; घर आणि मनःशांतीची छोटी परीक्षा.',
    bn: 'শনি চন্দ্র থেকে চতুর্থ রাশি দিয়ে যায়; গৃহ ও মানসিক শান্তির ছোট পরীক্ষা.',
    gu: 'શનિ ચંદ્રથી ચોથી રાશિમાંથી પસાર થાય છે; ઘર અને મનની શાંતિની નાની કસોટી.' },
    source: 'TH; IA',
  },
  {
    id: 'ashtama', houseFromMoon: 8, en: 'Ashtama Shani (dhaiya in the 8th)', hi: 'अष्टम शनि (आठवीं ढैय्या)', ta: 'அஷ்டமச் சனி (8-ஆம் இடத்துச் சனி)', te: 'అష్టమ శని (8వ స్థానంలో శని)', kn: 'ಅಷ್ಟಮ ಶನಿ (8ನೇ ಮನೆಯ ಶನಿ)', ml: 'അഷ്ടമശനി (8-ാം ഭാവത്തിലെ ശനി)', mr: 'अष्टम शनी (आठवी अडीचकी)', bn: 'অষ্টম শনি (অষ্টমের আড়াই বছর)', gu: 'અષ્ટમ શનિ (આઠમી અઢી વર્ષની પનોતી)',
    explanation: { en: 'Saturn passes the 8th sign from the Moon, a shorter trial of health and obstacles.',
    hi: 'शनि चंद्र से आठवीं राशि में होता है; स्वास्थ्य और बाधाओं की छोटी परीक्षा।',
    ta: 'சனி சந்திரனிலிருந்து 8-ஆம் ராசியைக் கடக்கிறது; உடல்நலம், தடைகள் ஆகியவற்றுக்கான சிறிய சோதனை.',
    te: 'శని చంద్రుడి నుండి 8వ రాశిలో సంచరిస్తాడు; ఆరోగ్యం, ఆటంకాలకు సంబంధించిన చిన్న పరీక్ష.',
    kn: 'ಶನಿ ಚಂದ್ರನಿಂದ 8ನೇ ರಾಶಿಯನ್ನು ದಾಟುತ್ತಾನೆ; ಆರೋಗ್ಯ ಮತ್ತು ಅಡೆತಡೆಗಳ ಸಣ್ಣ ಪರೀಕ್ಷೆ.',
    ml: 'ശനി ചന്ദ്രനിൽനിന്ന് 8-ാം രാശിയിലൂടെ സഞ്ചരിക്കുന്നു; ആരോഗ്യത്തിന്റെയും തടസ്സങ്ങളുടെയും ചെറിയ പരീക്ഷണം.',
    mr: 'शनी चंद्रापासून आठव्या राशीतून जातो; आरोग्य आणि अडथळ्यांची छोटी परीक्षा.',
    bn: 'শনি চন্দ্র থেকে অষ্টম রাশি দিয়ে যায়; স্বাস্থ্য ও বাধার ছোট পরীক্ষা.',
    gu: 'શનિ ચંદ્રથી આઠમી રાશિમાંથી પસાર થાય છે; આરોગ્ય અને અવરોધોની નાની કસોટી.' },
    source: 'TH; IA',
  },
] as const satisfies readonly (Explained & { readonly id: string; readonly houseFromMoon: DoshaHouse })[];
export type DhaiyaKind = (typeof DHAIYA_KINDS)[number];
export type DhaiyaKindId = DhaiyaKind['id'];

// ── Pitra dosha ─────────────────────────────────────────────────────────────────────────────────────────────

/**
 * The rules read as pitra dosha. Writers list different subsets and none goes back to a classical chapter of
 * that name (APJ); each rule is checked on its own and reported with its sources. Shared readings (see
 * astro/doshas/pitra.ts): "with" = in the same sign; houses are whole-sign from the lagna unless "from the
 * Moon"; "afflicted" = occupied by the graha, or the house's lord in the same sign as it.
 */
export const PITRA_RULES = [
  {
    id: 'sun-with-rahu', en: 'Sun with Rahu', hi: 'सूर्य-राहु युति', ta: 'சூரியன்–ராகு சேர்க்கை', te: 'సూర్య–రాహు యుతి', kn: 'ಸೂರ್ಯ–ರಾಹು ಯುತಿ', ml: 'സൂര്യ–രാഹു യോഗം', mr: 'रवी–राहू युती', bn: 'রবি–রাহু যুতি', gu: 'સૂર્ય–રાહુ યુતિ',
    explanation: { en: 'The Sun, significator of the father, shares a sign with Rahu (the grahan combination).',
    hi: 'पिता का कारक सूर्य राहु के साथ एक राशि में है (ग्रहण योग)।',
    ta: 'தந்தையின் காரகனான சூரியன் ராகுவுடன் ஒரே ராசியில் உள்ளார் (கிரகண யோகம்).',
    te: 'తండ్రి కారకుడైన సూర్యుడు రాహువుతో ఒకే రాశిలో ఉన్నాడు (గ్రహణ యోగం).',
    kn: 'ತಂದೆಯ ಕಾರಕನಾದ ಸೂರ್ಯ ರಾಹುವಿನೊಂದಿಗೆ ಒಂದೇ ರಾಶಿಯಲ್ಲಿದ್ದಾನೆ (ಗ್ರಹಣ ಯೋಗ).',
    ml: 'പിതാവിന്റെ കാരകനായ സൂര്യൻ രാഹുവിനോടൊപ്പം ഒരേ രാശിയിലാണ് (ഗ്രഹണയോഗം).',
    mr: 'पित्याचा कारक रवी राहूसोबत एकाच राशीत आहे (ग्रहण योग).',
    bn: 'পিতার কারক রবি রাহুর সঙ্গে একই রাশিতে (গ্রহণ যোগ).',
    gu: 'પિતાનો કારક સૂર્ય રાહુ સાથે એક જ રાશિમાં છે (ગ્રહણ યોગ).' },
    source: 'PS; KD; AP21; PSB',
  },
  {
    id: 'sun-with-ketu', en: 'Sun with Ketu', hi: 'सूर्य-केतु युति', ta: 'சூரியன்–கேது சேர்க்கை', te: 'సూర్య–కేతు యుతి', kn: 'ಸೂರ್ಯ–ಕೇತು ಯುತಿ', ml: 'സൂര്യ–കേതു യോഗം', mr: 'रवी–केतू युती', bn: 'রবি–কেতু যুতি', gu: 'સૂર્ય–કેતુ યુતિ',
    explanation: { en: 'The Sun shares a sign with Ketu, the other node.',
    hi: 'सूर्य दूसरे छाया ग्रह केतु के साथ एक राशि में है।',
    ta: 'சூரியன் மற்றொரு நிழல் கிரகமான கேதுவுடன் ஒரே ராசியில் உள்ளார்.',
    te: 'సూర్యుడు మరో ఛాయా గ్రహమైన కేతువుతో ఒకే రాశిలో ఉన్నాడు.',
    kn: 'ಸೂರ್ಯ ಇನ್ನೊಂದು ಛಾಯಾ ಗ್ರಹವಾದ ಕೇತುವಿನೊಂದಿಗೆ ಒಂದೇ ರಾಶಿಯಲ್ಲಿದ್ದಾನೆ.',
    ml: 'സൂര്യൻ മറ്റൊരു ഛായാഗ്രഹമായ കേതുവിനോടൊപ്പം ഒരേ രാശിയിലാണ്.',
    mr: 'रवी दुसरा छायाग्रह केतूसोबत एकाच राशीत आहे.',
    bn: 'রবি অন্য ছায়াগ্রহ কেতুর সঙ্গে একই রাশিতে.',
    gu: 'સૂર્ય બીજા છાયા ગ્રહ કેતુ સાથે એક જ રાશિમાં છે.' },
    source: 'KD (the nodes together as afflicting grahas)',
  },
  {
    id: 'sun-with-saturn', en: 'Sun with Saturn', hi: 'सूर्य-शनि युति', ta: 'சூரியன்–சனி சேர்க்கை', te: 'సూర్య–శని యుతి', kn: 'ಸೂರ್ಯ–ಶನಿ ಯುತಿ', ml: 'സൂര്യ–ശനി യോഗം', mr: 'रवी–शनी युती', bn: 'রবি–শনি যুতি', gu: 'સૂર્ય–શનિ યુતિ',
    explanation: { en: 'The Sun shares a sign with Saturn, its son and enemy.',
    hi: 'सूर्य अपने पुत्र और शत्रु शनि के साथ एक राशि में है।',
    ta: 'சூரியன் தன் மகனும் பகைவனுமான சனியுடன் ஒரே ராசியில் உள்ளார்.',
    te: 'సూర్యుడు తన కుమారుడు, శత్రువు అయిన శనితో ఒకే రాశిలో ఉన్నాడు.',
    kn: 'ಸೂರ್ಯ ತನ್ನ ಮಗನೂ ಶತ್ರುವೂ ಆದ ಶನಿಯೊಂದಿಗೆ ಒಂದೇ ರಾಶಿಯಲ್ಲಿದ್ದಾನೆ.',
    ml: 'സൂര്യൻ തന്റെ പുത്രനും ശത്രുവുമായ ശനിയോടൊപ്പം ഒരേ രാശിയിലാണ്.',
    mr: 'रवी आपला पुत्र आणि शत्रू शनीसोबत एकाच राशीत आहे.',
    bn: 'রবি তার পুত্র ও শত্রু শনির সঙ্গে একই রাশিতে.',
    gu: 'સૂર્ય પોતાના પુત્ર અને શત્રુ શનિ સાથે એક જ રાશિમાં છે.' },
    source: 'AP21; PSB',
  },
  {
    id: 'node-in-ninth', en: 'Rahu or Ketu in the 9th house', hi: 'नवम भाव में राहु या केतु', ta: '9-ஆம் பாவத்தில் ராகு அல்லது கேது', te: '9వ స్థానంలో రాహువు లేదా కేతువు', kn: '9ನೇ ಭಾವದಲ್ಲಿ ರಾಹು ಅಥವಾ ಕೇತು', ml: '9-ാം ഭാവത്തിൽ രാഹുവോ കേതുവോ', mr: 'नवम स्थानात राहू किंवा केतू', bn: 'নবম ভাবে রাহু বা কেতু', gu: 'નવમા ભાવમાં રાહુ કે કેતુ',
    explanation: { en: 'A node occupies the 9th house from the lagna, the house of the father and ancestors.',
    hi: 'लग्न से नवम भाव, जो पिता और पूर्वजों का भाव है, में राहु या केतु है।',
    ta: 'தந்தை, முன்னோர்களின் பாவமான லக்னத்திலிருந்து 9-ஆம் பாவத்தில் ராகு அல்லது கேது உள்ளது.',
    te: 'తండ్రి, పూర్వీకుల స్థానమైన లగ్నం నుండి 9వ స్థానంలో రాహువు లేదా కేతువు ఉన్నారు.',
    kn: 'ತಂದೆ ಮತ್ತು ಪೂರ್ವಜರ ಭಾವವಾದ ಲಗ್ನದಿಂದ 9ನೇ ಭಾವದಲ್ಲಿ ರಾಹು ಅಥವಾ ಕೇತು ಇದ್ದಾರೆ.',
    ml: 'പിതാവിന്റെയും പൂർവികരുടെയും ഭാവമായ ലഗ്നത്തിൽനിന്നുള്ള 9-ാം ഭാവത്തിൽ രാഹുവോ കേതുവോ ഉണ്ട്.',
    mr: 'पिता आणि पूर्वजांचे स्थान असलेल्या लग्नापासून नवम स्थानात राहू किंवा केतू आहे.',
    bn: 'পিতা ও পূর্বপুরুষের ভাব, লগ্ন থেকে নবম ভাবে রাহু বা কেতু আছে.',
    gu: 'પિતા અને પૂર્વજોના ભાવ, લગ્નથી નવમા ભાવમાં રાહુ કે કેતુ છે.' },
    source: 'KD; AP21',
  },
  {
    id: 'ninth-lord-with-node', en: 'Lord of the 9th with Rahu or Ketu', hi: 'नवमेश राहु या केतु के साथ', ta: 'ராகு அல்லது கேதுவுடன் 9-ஆம் அதிபதி', te: 'రాహువు లేదా కేతువుతో 9వ అధిపతి', kn: 'ರಾಹು ಅಥವಾ ಕೇತುವಿನೊಂದಿಗೆ 9ನೇ ಅಧಿಪತಿ', ml: 'രാഹുവിനോടോ കേതുവിനോടോ ഒപ്പം 9-ാം ഭാവാധിപൻ', mr: 'राहू किंवा केतूसोबत नवमेश', bn: 'রাহু বা কেতুর সঙ্গে নবমেশ', gu: 'રાહુ કે કેતુ સાથે નવમેશ',
    explanation: { en: 'The lord of the 9th house from the lagna shares a sign with Rahu or Ketu.',
    hi: 'लग्न से नवम भाव का स्वामी राहु या केतु के साथ एक राशि में है।',
    ta: 'லக்னத்திலிருந்து 9-ஆம் பாவத்தின் அதிபதி ராகு அல்லது கேதுவுடன் ஒரே ராசியில் உள்ளார்.',
    te: 'లగ్నం నుండి 9వ స్థానాధిపతి రాహువు లేదా కేతువుతో ఒకే రాశిలో ఉన్నాడు.',
    kn: 'ಲಗ್ನದಿಂದ 9ನೇ ಭಾವದ ಅಧಿಪತಿ ರಾಹು ಅಥವಾ ಕೇತುವಿನೊಂದಿಗೆ ಒಂದೇ ರಾಶಿಯಲ್ಲಿದ್ದಾನೆ.',
    ml: 'ലഗ്നത്തിൽനിന്ന് 9-ാം ഭാവത്തിന്റെ അധിപൻ രാഹുവിനോടോ കേതുവിനോടോ ഒപ്പം ഒരേ രാശിയിലാണ്.',
    mr: 'लग्नापासून नवम स्थानाचा स्वामी राहू किंवा केतूसोबत एकाच राशीत आहे.',
    bn: 'লগ্ন থেকে নবম ভাবের অধিপতি রাহু বা কেতুর সঙ্গে একই রাশিতে.',
    gu: 'લગ્નથી નવમા ભાવનો સ્વામી રાહુ કે કેતુ સાથે એક જ રાશિમાં છે.' },
    source: 'KD; AP21',
  },
  {
    id: 'ninth-from-moon-node', en: '9th from the Moon or its lord with a node', hi: 'चंद्र से नवम या उसका स्वामी राहु-केतु से पीड़ित', ta: 'சந்திரனிலிருந்து 9-ஆம் இடமோ அதன் அதிபதியோ ராகு-கேதுவுடன்', te: 'చంద్రుడి నుండి 9వ స్థానం లేదా దాని అధిపతి రాహు-కేతువులతో', kn: 'ಚಂದ್ರನಿಂದ 9ನೇ ಸ್ಥಾನ ಅಥವಾ ಅದರ ಅಧಿಪತಿ ರಾಹು-ಕೇತುಗಳೊಂದಿಗೆ', ml: 'ചന്ദ്രനിൽനിന്ന് 9-ാം ഭാവമോ അതിന്റെ അധിപനോ രാഹുകേതുക്കളോടൊപ്പം', mr: 'चंद्रापासून नवम स्थान किंवा त्याचा स्वामी राहू-केतूने पीडित', bn: 'চন্দ্র থেকে নবম বা তার অধিপতি রাহু-কেতুর সঙ্গে', gu: 'ચંદ્રથી નવમ કે તેનો સ્વામી રાહુ-કેતુથી પીડિત',
    explanation: { en: 'Counted from the Moon, the 9th sign holds Rahu or Ketu, or its lord sits with one of them.',
    hi: 'चंद्र से गिनने पर नवम राशि में राहु या केतु है, या उसका स्वामी इनमें से किसी के साथ है।',
    ta: 'சந்திரனிலிருந்து எண்ணினால் 9-ஆம் ராசியில் ராகு அல்லது கேது உள்ளது, அல்லது அதன் அதிபதி இவற்றில் ஒன்றுடன் இருக்கிறார்.',
    te: 'చంద్రుడి నుండి లెక్కిస్తే 9వ రాశిలో రాహువు లేదా కేతువు ఉన్నారు, లేదా దాని అధిపతి వారిలో ఒకరితో ఉన్నాడు.',
    kn: 'ಚಂದ್ರನಿಂದ ಎಣಿಸಿದರೆ 9ನೇ ರಾಶಿಯಲ್ಲಿ ರಾಹು ಅಥವಾ ಕೇತು ಇದ್ದಾರೆ, ಅಥವಾ ಅದರ ಅಧಿಪತಿ ಅವರಲ್ಲಿ ಒಬ್ಬರೊಂದಿಗಿದ್ದಾನೆ.',
    ml: 'ചന്ദ്രനിൽനിന്ന് എണ്ണുമ്പോൾ 9-ാം രാശിയിൽ രാഹുവോ കേതുവോ ഉണ്ട്, അല്ലെങ്കിൽ അതിന്റെ അധിപൻ അവയിലൊന്നിനോടൊപ്പമാണ്.',
    mr: 'चंद्रापासून मोजल्यास नवव्या राशीत राहू किंवा केतू आहे, किंवा तिचा स्वामी त्यांपैकी एकासोबत आहे.',
    bn: 'চন্দ্র থেকে গুনলে নবম রাশিতে রাহু বা কেতু আছে, অথবা তার অধিপতি তাদের একজনের সঙ্গে আছে.',
    gu: 'ચંદ્રથી ગણતાં નવમી રાશિમાં રાહુ કે કેતુ છે, અથવા તેનો સ્વામી તેમાંથી એકની સાથે છે.' },
    source: 'KD; AP21',
  },
  {
    id: 'saturn-on-ninth', en: 'Saturn in or aspecting the 9th house', hi: 'नवम भाव में या उस पर शनि की दृष्टि', ta: '9-ஆம் பாவத்தில் சனி அல்லது அதன் மீது சனியின் பார்வை', te: '9వ స్థానంలో శని లేదా దానిపై శని దృష్టి', kn: '9ನೇ ಭಾವದಲ್ಲಿ ಶನಿ ಅಥವಾ ಅದರ ಮೇಲೆ ಶನಿಯ ದೃಷ್ಟಿ', ml: '9-ാം ഭാവത്തിൽ ശനി അല്ലെങ്കിൽ അതിൽ ശനിയുടെ ദൃഷ്ടി', mr: 'नवम स्थानात शनी किंवा त्यावर शनीची दृष्टी', bn: 'নবম ভাবে শনি বা তার উপর শনির দৃষ্টি', gu: 'નવમા ભાવમાં શનિ કે તેના પર શનિની દૃષ્ટિ',
    explanation: { en: 'Saturn occupies the 9th house or casts its 3rd, 7th or 10th aspect on it.',
    hi: 'शनि नवम भाव में है या उस पर अपनी तीसरी, सातवीं या दसवीं दृष्टि डालता है।',
    ta: 'சனி 9-ஆம் பாவத்தில் உள்ளார் அல்லது அதன் மீது தன் 3, 7 அல்லது 10-ஆம் பார்வையைச் செலுத்துகிறார்.',
    te: 'శని 9వ స్థానంలో ఉన్నాడు లేదా దానిపై తన 3, 7 లేదా 10వ దృష్టిని వేస్తున్నాడు.',
    kn: 'ಶನಿ 9ನೇ ಭಾವದಲ್ಲಿದ್ದಾನೆ ಅಥವಾ ಅದರ ಮೇಲೆ ತನ್ನ 3, 7 ಅಥವಾ 10ನೇ ದೃಷ್ಟಿ ಬೀರುತ್ತಾನೆ.',
    ml: 'ശനി 9-ാം ഭാവത്തിലാണ്, അല്ലെങ്കിൽ അതിൽ തന്റെ 3, 7 അല്ലെങ്കിൽ 10-ാം ദൃഷ്ടി പതിപ്പിക്കുന്നു.',
    mr: 'शनी नवम स्थानात आहे किंवा त्यावर आपली तिसरी, सातवी किंवा दहावी दृष्टी टाकतो.',
    bn: 'শনি নবম ভাবে আছে অথবা তার উপর নিজের তৃতীয়, সপ্তম বা দশম দৃষ্টি দেয়.',
    gu: 'શનિ નવમા ભાવમાં છે અથવા તેના પર પોતાની ત્રીજી, સાતમી કે દસમી દૃષ્ટિ નાખે છે.' },
    source: 'AVD (the 9th afflicted by malefics); KD',
  },
  {
    id: 'sun-in-ninth-with-malefic', en: 'Sun in the 9th with a malefic', hi: 'नवम में सूर्य पाप ग्रह के साथ', ta: '9-ஆம் பாவத்தில் பாப கிரகத்துடன் சூரியன்', te: '9వ స్థానంలో పాప గ్రహంతో సూర్యుడు', kn: '9ನೇ ಭಾವದಲ್ಲಿ ಪಾಪ ಗ್ರಹದೊಂದಿಗೆ ಸೂರ್ಯ', ml: '9-ാം ഭാവത്തിൽ പാപഗ്രഹത്തോടൊപ്പം സൂര്യൻ', mr: 'नवम स्थानात पापग्रहासोबत रवी', bn: 'নবম ভাবে পাপগ্রহের সঙ্গে রবি', gu: 'નવમા ભાવમાં પાપ ગ્રહ સાથે સૂર્ય',
    explanation: { en: 'The Sun stands in the 9th house together with Mars, Saturn, Rahu or Ketu.',
    hi: 'सूर्य नवम भाव में मंगल, शनि, राहु या केतु के साथ है।',
    ta: 'சூரியன் 9-ஆம் பாவத்தில் செவ்வாய், சனி, ராகு அல்லது கேதுவுடன் சேர்ந்து நிற்கிறார்.',
    te: 'సూర్యుడు 9వ స్థానంలో కుజుడు, శని, రాహువు లేదా కేతువుతో కలిసి ఉన్నాడు.',
    kn: 'ಸೂರ್ಯ 9ನೇ ಭಾವದಲ್ಲಿ ಕುಜ, ಶನಿ, ರಾಹು ಅಥವಾ ಕೇತುವಿನೊಂದಿಗೆ ಇದ್ದಾನೆ.',
    ml: 'സൂര്യൻ 9-ാം ഭാവത്തിൽ ചൊവ്വ, ശനി, രാഹു അല്ലെങ്കിൽ കേതുവിനോടൊപ്പം നിൽക്കുന്നു.',
    mr: 'रवी नवम स्थानात मंगळ, शनी, राहू किंवा केतूसोबत आहे.',
    bn: 'রবি নবম ভাবে মঙ্গল, শনি, রাহু বা কেতুর সঙ্গে আছে.',
    gu: 'સૂર્ય નવમા ભાવમાં મંગળ, શનિ, રાહુ કે કેતુ સાથે છે.' },
    source: 'AVD; KD',
  },
  {
    id: 'lagna-lord-dusthana-rahu-lagna', en: 'Lagna lord in a dusthana, Rahu in the lagna', hi: 'लग्नेश त्रिक भाव में, राहु लग्न में', ta: 'லக்னாதிபதி துஸ்தானத்தில், லக்னத்தில் ராகு', te: 'లగ్నాధిపతి దుస్థానంలో, లగ్నంలో రాహువు', kn: 'ಲಗ್ನಾಧಿಪತಿ ದುಸ್ಥಾನದಲ್ಲಿ, ಲಗ್ನದಲ್ಲಿ ರಾಹು', ml: 'ലഗ്നാധിപൻ ദുഃസ്ഥാനത്ത്, ലഗ്നത്തിൽ രാഹു', mr: 'लग्नेश त्रिक स्थानात, लग्नात राहू', bn: 'লগ্নেশ দুঃস্থানে, লগ্নে রাহু', gu: 'લગ્નેશ ત્રિક ભાવમાં, લગ્નમાં રાહુ',
    explanation: { en: 'The lord of the lagna sits in the 6th, 8th or 12th house while Rahu occupies the lagna.',
    hi: 'लग्न का स्वामी छठे, आठवें या बारहवें भाव में है और राहु लग्न में है।',
    ta: 'லக்னாதிபதி 6, 8 அல்லது 12-ஆம் பாவத்தில் இருக்க, லக்னத்தில் ராகு உள்ளது.',
    te: 'లగ్నాధిపతి 6, 8 లేదా 12వ స్థానంలో ఉండగా లగ్నంలో రాహువు ఉన్నాడు.',
    kn: 'ಲಗ್ನಾಧಿಪತಿ 6, 8 ಅಥವಾ 12ನೇ ಭಾವದಲ್ಲಿದ್ದು ಲಗ್ನದಲ್ಲಿ ರಾಹು ಇದ್ದಾನೆ.',
    ml: 'ലഗ്നാധിപൻ 6, 8 അല്ലെങ്കിൽ 12-ാം ഭാവത്തിലും രാഹു ലഗ്നത്തിലുമാണ്.',
    mr: 'लग्नाचा स्वामी सहाव्या, आठव्या किंवा बाराव्या स्थानात आहे आणि राहू लग्नात आहे.',
    bn: 'লগ্নের অধিপতি ষষ্ঠ, অষ্টম বা দ্বাদশ ভাবে এবং রাহু লগ্নে আছে.',
    gu: 'લગ્નનો સ્વામી છઠ્ઠા, આઠમા કે બારમા ભાવમાં છે અને રાહુ લગ્નમાં છે.' },
    source: 'AP21',
  },
] as const satisfies readonly (Explained & { readonly id: string })[];
export type PitraRule = (typeof PITRA_RULES)[number];
export type PitraRuleId = PitraRule['id'];
