/**
 * The 27 yogas (nitya yogas) of the panchanga, one record per yoga; yoga n spans the sum of the sidereal
 * longitudes of Sun and Moon in [(n−1)·13°20′, n·13°20′) modulo 360°.
 *
 * Sources:
 * - Order and names: every panchanga (PyJHora `yogam` uses the same order, 1 = Vishkambha … 27 = Vaidhriti).
 * - Inauspicious yogas: Muhurta Chintamani ch. 1 names Vishkambha, Atiganda, Shula, Ganda, Vyaghata, Vajra,
 *   Vyatipata, Parigha and Vaidhriti as to be avoided; Vyatipata and Vaidhriti wholly, the others for their
 *   opening ghatis (`avoidOpeningGhatis`, in ghatis of a 60-ghati yoga: Vishkambha 3, Atiganda 6, Shula 5,
 *   Ganda 6, Vyaghata 9, Vajra 9, and the first half, 30, of Parigha; the whole yoga is 60), after the verse
 *   "vishkambhe ghatikas tisrah shule pancha prakirtitah, gandatigandayoh shat cha nava vyaghatavajrayoh".
 * - Descriptions: the meaning of each name and the result the muhurta texts give for a birth or a beginning
 *   in that yoga, in one sentence; `meaning.hi` and `description.hi` say the same in Hindi. `quality` in Hindi
 *   is data/words.ts `QUALITY_WORDS`.
 * - Names in the seven other languages: the Sanskrit names in each script with each language's case ending
 *   (Tamil and Malayalam -am, Telugu -am); checked against PyJHora's Tamil and Malayalam tables
 *   (`src/jhora/lang/list_values_ta.txt`, `list_values_ml.txt`), docs/languages.md.
 */
import type { Text } from './text.ts';

interface YogaRecord {
  /** 1-based: 1 = Vishkambha … 27 = Vaidhriti. */
  readonly number: number;
  readonly en: string;
  readonly hi: string;
  readonly ta: string; readonly te: string; readonly kn: string; readonly ml: string; readonly mr: string; readonly bn: string; readonly gu: string;
  readonly meaning: Text;
  readonly quality: 'Auspicious' | 'Inauspicious';
  /** Ghatis (of 60 in the yoga) at its start to avoid for auspicious work; 0 when none, 60 for the whole yoga. */
  readonly avoidOpeningGhatis: number;
  readonly description: Text;
}

export const YOGAS = [
  { number: 1, en: 'Vishkambha', hi: 'विष्कम्भ', ta: 'விஷ்கம்பம்', te: 'విష్కంభం', kn: 'ವಿಷ್ಕಂಭ', ml: 'വിഷ്കംഭം', mr: 'विष्कंभ', bn: 'বিষ্কম্ভ', gu: 'વિષ્કંભ', meaning: { en: 'Supporting pillar', hi: 'सहारा देने वाला स्तंभ' }, quality: 'Inauspicious', avoidOpeningGhatis: 3,
    description: { en: 'Obstructive at its start: the first three ghatis are avoided, after which it favours overcoming opponents.',
    hi: 'आरंभ में बाधक: पहली तीन घटियाँ त्याज्य हैं, उसके बाद यह विरोधियों पर विजय के लिए अनुकूल है।' } },
  { number: 2, en: 'Priti', hi: 'प्रीति', ta: 'பிரீதி', te: 'ప్రీతి', kn: 'ಪ್ರೀತಿ', ml: 'പ്രീതി', mr: 'प्रीती', bn: 'প্রীতি', gu: 'પ્રીતિ', meaning: { en: 'Affection', hi: 'स्नेह' }, quality: 'Auspicious', avoidOpeningGhatis: 0,
    description: { en: 'Favours love, reconciliation and making friends; those born in it are amiable.',
    hi: 'प्रेम, मेल-मिलाप और मित्रता के लिए अनुकूल; इसमें जन्मे लोग मिलनसार होते हैं।' } },
  { number: 3, en: 'Ayushman', hi: 'आयुष्मान', ta: 'ஆயுஷ்மான்', te: 'ఆయుష్మాన్', kn: 'ಆಯುಷ್ಮಾನ್', ml: 'ആയുഷ്മാൻ', mr: 'आयुष्मान', bn: 'আয়ুষ্মান', gu: 'આયુષ્માન', meaning: { en: 'Long-lived', hi: 'दीर्घायु' }, quality: 'Auspicious', avoidOpeningGhatis: 0,
    description: { en: 'Gives health and longevity; good for medical treatment and lasting undertakings.',
    hi: 'स्वास्थ्य और दीर्घायु देता है; उपचार और दीर्घकालिक कार्यों के लिए शुभ।' } },
  { number: 4, en: 'Saubhagya', hi: 'सौभाग्य', ta: 'சௌபாக்கியம்', te: 'సౌభాగ్యం', kn: 'ಸೌಭಾಗ್ಯ', ml: 'സൗഭാഗ്യം', mr: 'सौभाग्य', bn: 'সৌভাগ্য', gu: 'સૌભાગ્ય', meaning: { en: 'Good fortune', hi: 'सौभाग्य' }, quality: 'Auspicious', avoidOpeningGhatis: 0,
    description: { en: 'Brings good fortune and marital happiness; favoured for weddings.',
    hi: 'सौभाग्य और दांपत्य सुख देता है; विवाह के लिए उत्तम।' } },
  { number: 5, en: 'Shobhana', hi: 'शोभन', ta: 'சோபனம்', te: 'శోభనం', kn: 'ಶೋಭನ', ml: 'ശോഭനം', mr: 'शोभन', bn: 'শোভন', gu: 'શોભન', meaning: { en: 'Splendid', hi: 'शोभायमान' }, quality: 'Auspicious', avoidOpeningGhatis: 0,
    description: { en: 'Lends beauty and success to celebrations, travel and new clothes or ornaments.',
    hi: 'उत्सव, यात्रा और नए वस्त्र या आभूषणों में शोभा और सफलता देता है।' } },
  { number: 6, en: 'Atiganda', hi: 'अतिगण्ड', ta: 'அதிகண்டம்', te: 'అతిగండం', kn: 'ಅತಿಗಂಡ', ml: 'അതിഗണ്ഡം', mr: 'अतिगंड', bn: 'অতিগণ্ড', gu: 'અતિગંડ', meaning: { en: 'Great danger', hi: 'महान संकट' }, quality: 'Inauspicious', avoidOpeningGhatis: 6,
    description: { en: 'Brings obstacles and accidents; its first six ghatis are avoided for any beginning.',
    hi: 'बाधाएँ और दुर्घटनाएँ लाता है; किसी भी आरंभ के लिए इसकी पहली छह घटियाँ त्याज्य हैं।' } },
  { number: 7, en: 'Sukarma', hi: 'सुकर्मा', ta: 'சுகர்மம்', te: 'సుకర్మ', kn: 'ಸುಕರ್ಮ', ml: 'സുകർമ്മം', mr: 'सुकर्मा', bn: 'সুকর্মা', gu: 'સુકર્મા', meaning: { en: 'Virtuous deeds', hi: 'सत्कर्म' }, quality: 'Auspicious', avoidOpeningGhatis: 0,
    description: { en: 'Favours good deeds, religious work and starting a new job or business.',
    hi: 'सत्कर्म, धार्मिक कार्य और नई नौकरी या व्यापार आरंभ करने के लिए अनुकूल।' } },
  { number: 8, en: 'Dhriti', hi: 'धृति', ta: 'திருதி', te: 'ధృతి', kn: 'ಧೃತಿ', ml: 'ധൃതി', mr: 'धृती', bn: 'ধৃতি', gu: 'ધૃતિ', meaning: { en: 'Steadfastness', hi: 'दृढ़ता' }, quality: 'Auspicious', avoidOpeningGhatis: 0,
    description: { en: 'Gives patience and stability; good for laying foundations and long-term commitments.',
    hi: 'धैर्य और स्थिरता देता है; नींव रखने और दीर्घकालिक संकल्पों के लिए शुभ।' } },
  { number: 9, en: 'Shula', hi: 'शूल', ta: 'சூலம்', te: 'శూలం', kn: 'ಶೂಲ', ml: 'ശൂലം', mr: 'शूल', bn: 'শূল', gu: 'શૂળ', meaning: { en: 'Spear', hi: 'भाला' }, quality: 'Inauspicious', avoidOpeningGhatis: 5,
    description: { en: 'Causes pain and quarrels; its first five ghatis are avoided, and it suits only hard, contentious work.',
    hi: 'पीड़ा और कलह देता है; इसकी पहली पाँच घटियाँ त्याज्य हैं, और यह केवल कठोर, विवाद वाले कार्यों के योग्य है।' } },
  { number: 10, en: 'Ganda', hi: 'गण्ड', ta: 'கண்டம்', te: 'గండం', kn: 'ಗಂಡ', ml: 'ഗണ്ഡം', mr: 'गंड', bn: 'গণ্ড', gu: 'ગંડ', meaning: { en: 'Danger', hi: 'संकट' }, quality: 'Inauspicious', avoidOpeningGhatis: 6,
    description: { en: 'Brings trouble and hindrance; its first six ghatis are avoided for auspicious work.',
    hi: 'कष्ट और रुकावट लाता है; शुभ कार्यों के लिए इसकी पहली छह घटियाँ त्याज्य हैं।' } },
  { number: 11, en: 'Vriddhi', hi: 'वृद्धि', ta: 'விருத்தி', te: 'వృద్ధి', kn: 'ವೃದ್ಧಿ', ml: 'വൃദ്ധി', mr: 'वृद्धी', bn: 'বৃদ্ধি', gu: 'વૃદ્ધિ', meaning: { en: 'Growth', hi: 'वृद्धि' }, quality: 'Auspicious', avoidOpeningGhatis: 0,
    description: { en: 'Makes what is begun grow; good for trade, investment and learning.',
    hi: 'आरंभ किए गए कार्य को बढ़ाता है; व्यापार, निवेश और विद्या के लिए शुभ।' } },
  { number: 12, en: 'Dhruva', hi: 'ध्रुव', ta: 'துருவம்', te: 'ధ్రువం', kn: 'ಧ್ರುವ', ml: 'ധ്രുവം', mr: 'ध्रुव', bn: 'ধ্রুব', gu: 'ધ્રુવ', meaning: { en: 'Fixed', hi: 'अटल' }, quality: 'Auspicious', avoidOpeningGhatis: 0,
    description: { en: 'Gives permanence; suited to building, planting and anything meant to last.',
    hi: 'स्थायित्व देता है; निर्माण, रोपण और टिकाऊ कार्यों के योग्य।' } },
  { number: 13, en: 'Vyaghata', hi: 'व्याघात', ta: 'வியாகாதம்', te: 'వ్యాఘాతం', kn: 'ವ್ಯಾಘಾತ', ml: 'വ്യാഘാതം', mr: 'व्याघात', bn: 'ব্যাঘাত', gu: 'વ્યાઘાત', meaning: { en: 'Striking', hi: 'आघात' }, quality: 'Inauspicious', avoidOpeningGhatis: 9,
    description: { en: 'Brings clashes and setbacks; its first nine ghatis are avoided.',
    hi: 'टकराव और असफलताएँ लाता है; इसकी पहली नौ घटियाँ त्याज्य हैं।' } },
  { number: 14, en: 'Harshana', hi: 'हर्षण', ta: 'ஹர்ஷணம்', te: 'హర్షణం', kn: 'ಹರ್ಷಣ', ml: 'ഹർഷണം', mr: 'हर्षण', bn: 'হর্ষণ', gu: 'હર્ષણ', meaning: { en: 'Delight', hi: 'हर्ष' }, quality: 'Auspicious', avoidOpeningGhatis: 0,
    description: { en: 'Brings joy and cheerfulness; good for festivities and pleasant gatherings.',
    hi: 'हर्ष और प्रसन्नता देता है; उत्सवों और सुखद मेल-जोल के लिए शुभ।' } },
  { number: 15, en: 'Vajra', hi: 'वज्र', ta: 'வஜ்ரம்', te: 'వజ్రం', kn: 'ವಜ್ರ', ml: 'വജ്രം', mr: 'वज्र', bn: 'বজ্র', gu: 'વજ્ર', meaning: { en: 'Thunderbolt', hi: 'वज्र' }, quality: 'Inauspicious', avoidOpeningGhatis: 9,
    description: { en: 'Harsh and forceful; its opening ghatis are avoided, and it is unfit for travel and marriage.',
    hi: 'कठोर और उग्र; इसकी आरंभिक घटियाँ त्याज्य हैं, और यह यात्रा तथा विवाह के लिए अनुपयुक्त है।' } },
  { number: 16, en: 'Siddhi', hi: 'सिद्धि', ta: 'சித்தி', te: 'సిద్ధి', kn: 'ಸಿದ್ಧಿ', ml: 'സിദ്ധി', mr: 'सिद्धी', bn: 'সিদ্ধি', gu: 'સિદ્ધિ', meaning: { en: 'Accomplishment', hi: 'सफलता' }, quality: 'Auspicious', avoidOpeningGhatis: 0,
    description: { en: 'Brings success to every undertaking, especially study, mantra practice and business.',
    hi: 'हर कार्य में सफलता देता है, विशेषकर अध्ययन, मंत्र साधना और व्यापार में।' } },
  { number: 17, en: 'Vyatipata', hi: 'व्यतीपात', ta: 'வியதீபாதம்', te: 'వ్యతీపాతం', kn: 'ವ್ಯತೀಪಾತ', ml: 'വ്യതീപാതം', mr: 'व्यतीपात', bn: 'ব্যতীপাত', gu: 'વ્યતિપાત', meaning: { en: 'Calamity', hi: 'विपत्ति' }, quality: 'Inauspicious', avoidOpeningGhatis: 60,
    description: { en: 'Wholly unfit for auspicious work; reserved for charity, bathing in holy waters and ancestral rites.',
    hi: 'शुभ कार्यों के लिए पूर्णतः अनुपयुक्त; केवल दान, तीर्थ स्नान और पितृ कर्म के लिए।' } },
  { number: 18, en: 'Variyana', hi: 'वरीयान', ta: 'வரீயான்', te: 'వరీయాన్', kn: 'ವರೀಯಾನ್', ml: 'വരീയാൻ', mr: 'वरीयान', bn: 'বরীয়ান', gu: 'વરીયાન', meaning: { en: 'Comfort', hi: 'सुख-सुविधा' }, quality: 'Auspicious', avoidOpeningGhatis: 0,
    description: { en: 'Gives comfort and ease; good for household work and acquiring comforts.',
    hi: 'सुख और आराम देता है; घरेलू कार्यों और सुख-साधन जुटाने के लिए शुभ।' } },
  { number: 19, en: 'Parigha', hi: 'परिघ', ta: 'பரிகம்', te: 'పరిఘం', kn: 'ಪರಿಘ', ml: 'പരിഘം', mr: 'परिघ', bn: 'পরিঘ', gu: 'પરિઘ', meaning: { en: 'Iron bar', hi: 'लोहे की अर्गला' }, quality: 'Inauspicious', avoidOpeningGhatis: 30,
    description: { en: 'An obstruction during its first half; the second half is acceptable, and it suits acting against rivals.',
    hi: 'पूर्वार्ध में बाधक; उत्तरार्ध ग्राह्य है, और यह प्रतिद्वंद्वियों के विरुद्ध कार्य के लिए उपयुक्त है।' } },
  { number: 20, en: 'Shiva', hi: 'शिव', ta: 'சிவம்', te: 'శివం', kn: 'ಶಿವ', ml: 'ശിവം', mr: 'शिव', bn: 'শিব', gu: 'શિવ', meaning: { en: 'Auspicious (Shiva)', hi: 'कल्याणकारी (शिव)' }, quality: 'Auspicious', avoidOpeningGhatis: 0,
    description: { en: 'Highly favourable for worship, initiation and religious undertakings.',
    hi: 'पूजा, दीक्षा और धार्मिक कार्यों के लिए अत्यंत शुभ।' } },
  { number: 21, en: 'Siddha', hi: 'सिद्ध', ta: 'சித்தம்', te: 'సిద్ధం', kn: 'ಸಿದ್ಧ', ml: 'സിദ്ധം', mr: 'सिद्ध', bn: 'সিদ্ধ', gu: 'સિદ્ધ', meaning: { en: 'Accomplished', hi: 'सिद्ध' }, quality: 'Auspicious', avoidOpeningGhatis: 0,
    description: { en: 'Favours achieving goals and mastering skills; good for starting study and practice.',
    hi: 'लक्ष्य-प्राप्ति और कौशल में निपुणता के लिए अनुकूल; अध्ययन और अभ्यास आरंभ करने के लिए शुभ।' } },
  { number: 22, en: 'Sadhya', hi: 'साध्य', ta: 'சாத்தியம்', te: 'సాధ్యం', kn: 'ಸಾಧ್ಯ', ml: 'സാദ്ധ്യം', mr: 'साध्य', bn: 'সাধ্য', gu: 'સાધ્ય', meaning: { en: 'Achievable', hi: 'साध्य' }, quality: 'Auspicious', avoidOpeningGhatis: 0,
    description: { en: 'Makes efforts fruitful; good for learning and disciplined work.',
    hi: 'प्रयासों को सफल बनाता है; विद्या और अनुशासित कार्य के लिए शुभ।' } },
  { number: 23, en: 'Shubha', hi: 'शुभ', ta: 'சுபம்', te: 'శుభం', kn: 'ಶುಭ', ml: 'ശുഭം', mr: 'शुभ', bn: 'শুভ', gu: 'શુભ', meaning: { en: 'Auspicious', hi: 'शुभ' }, quality: 'Auspicious', avoidOpeningGhatis: 0,
    description: { en: 'Generally auspicious for ceremonies, purchases and new beginnings.',
    hi: 'संस्कारों, खरीदारी और नए आरंभ के लिए सामान्यतः शुभ।' } },
  { number: 24, en: 'Shukla', hi: 'शुक्ल', ta: 'சுக்லம்', te: 'శుక్లం', kn: 'ಶುಕ್ಲ', ml: 'ശുക്ലം', mr: 'शुक्ल', bn: 'শুক্ল', gu: 'શુક્લ', meaning: { en: 'Bright', hi: 'उज्ज्वल' }, quality: 'Auspicious', avoidOpeningGhatis: 0,
    description: { en: 'Gives clarity and purity; good for religious duties and learning.',
    hi: 'स्पष्टता और पवित्रता देता है; धार्मिक कर्तव्यों और विद्या के लिए शुभ।' } },
  { number: 25, en: 'Brahma', hi: 'ब्रह्म', ta: 'பிரம்மம்', te: 'బ్రహ్మం', kn: 'ಬ್ರಹ್ಮ', ml: 'ബ്രഹ്മം', mr: 'ब्रह्म', bn: 'ব্রহ্ম', gu: 'બ્રહ્મ', meaning: { en: 'Creator', hi: 'सृष्टिकर्ता' }, quality: 'Auspicious', avoidOpeningGhatis: 0,
    description: { en: 'Favours knowledge, sacred study and acts of creation.',
    hi: 'ज्ञान, शास्त्र-अध्ययन और सृजन कार्यों के लिए अनुकूल।' } },
  { number: 26, en: 'Indra', hi: 'इन्द्र', ta: 'இந்திரம்', te: 'ఇంద్రం', kn: 'ಇಂದ್ರ', ml: 'ഇന്ദ്രം', mr: 'इंद्र', bn: 'ইন্দ্র', gu: 'ઇન્દ્ર', meaning: { en: 'King of the gods', hi: 'देवराज' }, quality: 'Auspicious', avoidOpeningGhatis: 0,
    description: { en: 'Gives authority and prosperity; good for matters of rank, government and leadership.',
    hi: 'अधिकार और समृद्धि देता है; पद, शासन और नेतृत्व के कार्यों के लिए शुभ।' } },
  { number: 27, en: 'Vaidhriti', hi: 'वैधृति', ta: 'வைதிருதி', te: 'వైధృతి', kn: 'ವೈಧೃತಿ', ml: 'വൈധൃതി', mr: 'वैधृती', bn: 'বৈধৃতি', gu: 'વૈધૃતિ', meaning: { en: 'Discord', hi: 'कलह' }, quality: 'Inauspicious', avoidOpeningGhatis: 60,
    description: { en: 'Wholly unfit for auspicious work, travel and marriage; like Vyatipata, kept for charity and worship.',
    hi: 'शुभ कार्य, यात्रा और विवाह के लिए पूर्णतः अनुपयुक्त; व्यतीपात की भाँति केवल दान और पूजा के लिए।' } },
] as const satisfies readonly YogaRecord[];

export type Yoga = (typeof YOGAS)[number];
/** 1-based yoga number (1 = Vishkambha … 27 = Vaidhriti). */
export type YogaNumber = Yoga['number'];

/** Width of one yoga in degrees of (Sun + Moon) sidereal longitude: 360°/27. */
export const YOGA_SPAN_DEG = 360 / 27;

/**
 * The yoga of a 1-based number; `null` when `n` is not an integer 1–27.
 * @param n 1 = Vishkambha … 27 = Vaidhriti
 */
export function yogaByNumber(n: number): Yoga | null {
  return Number.isInteger(n) && n >= 1 && n <= 27 ? (YOGAS[n - 1] as Yoga) : null;
}
