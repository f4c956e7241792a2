/**
 * The overall reading of a match: the grade bands of a guna total, the verdicts of a whole compatibility report
 * and the words of its responses. The factor tables are elsewhere: data/ashtakoot.ts (the eight kootas),
 * data/matching-exceptions.ts (their parihara rules), data/porutham.ts (the ten South Indian factors),
 * data/manglik.ts (kuja dosha).
 */

/** The matching systems a request can choose as the headline score. */
export const MATCH_SYSTEMS = [
  { id: 'ashtakoot', en: 'Ashtakoot (36 gunas, North Indian)', hi: 'अष्टकूट (36 गुण, उत्तर भारतीय)', ta: 'அஷ்டகூடம் (36 குணங்கள், வட இந்திய முறை)', te: 'అష్టకూట (36 గుణాలు, ఉత్తర భారత పద్ధతి)', kn: 'ಅಷ್ಟಕೂಟ (36 ಗುಣಗಳು, ಉತ್ತರ ಭಾರತೀಯ ಪದ್ಧತಿ)', ml: 'അഷ്ടകൂടം (36 ഗുണങ്ങൾ, ഉത്തരേന്ത്യൻ രീതി)', mr: 'अष्टकूट (36 गुण, उत्तर भारतीय पद्धत)', bn: 'অষ্টকূট (36 গুণ, উত্তর ভারতীয় পদ্ধতি)', gu: 'અષ્ટકૂટ (36 ગુણ, ઉત્તર ભારતીય પદ્ધતિ)' },
  { id: 'dashakoot', en: 'Dashakoot (10 poruthams, South Indian)', hi: 'दशकूट (10 पोरुथम, दक्षिण भारतीय)', ta: 'தசகூடம் (10 பொருத்தங்கள், தென்னிந்திய முறை)', te: 'దశకూట (10 పొంతనలు, దక్షిణ భారత పద్ధతి)', kn: 'ದಶಕೂಟ (10 ಕೂಟಗಳು, ದಕ್ಷಿಣ ಭಾರತೀಯ ಪದ್ಧತಿ)', ml: 'ദശകൂടം (10 പൊരുത്തങ്ങൾ, ദക്ഷിണേന്ത്യൻ രീതി)', mr: 'दशकूट (10 पोरुथम, दक्षिण भारतीय पद्धत)', bn: 'দশকূট (10 পোরুথম, দক্ষিণ ভারতীয় পদ্ধতি)', gu: 'દશકૂટ (10 પોરુથમ, દક્ષિણ ભારતીય પદ્ધતિ)' },
] as const;
export type MatchSystemId = (typeof MATCH_SYSTEMS)[number]['id'];
export const MATCH_SYSTEM_IDS = MATCH_SYSTEMS.map((system) => system.id) as [MatchSystemId, ...MatchSystemId[]];

/**
 * Grade bands of an Ashtakoot total (after the exceptions applied), lowest first: a total belongs to the last
 * band whose `minPoints` it reaches. Source: the threshold of 18 gunas (half of 36) below which a match is not
 * recommended is the common rule of North Indian practice and software; the bands above it (18–24 average,
 * 25–32 good, 33–36 excellent) are those commonly printed by matching services (e.g. astrosage.com and
 * clickastro.com guides). The bands read the total only: a nadi or bhakoot dosha left standing is reported
 * beside the grade, never hidden by it.
 */
export const GUNA_GRADES = [
  { id: 'not-recommended', minPoints: 0, en: 'Not recommended', hi: 'अनुशंसित नहीं', ta: 'பரிந்துரைக்கப்படவில்லை', te: 'సిఫార్సు చేయబడదు', kn: 'ಶಿಫಾರಸು ಮಾಡುವುದಿಲ್ಲ', ml: 'ശുപാർശ ചെയ്യുന്നില്ല', mr: 'शिफारस नाही', bn: 'সুপারিশ করা হয় না', gu: 'ભલામણ નથી',
    description: { en: 'Fewer than 18 of 36 gunas agree: the charts pull in different directions on most counts.',
      hi: '36 में से 18 से कम गुण मिलते हैं: अधिकांश बातों में दोनों कुंडलियाँ अलग दिशा में खिंचती हैं।',
      ta: '36 குணங்களில் 18-க்கும் குறைவானவையே பொருந்துகின்றன: பெரும்பாலான அம்சங்களில் இரு ஜாதகங்களும் வெவ்வேறு திசையில் இழுக்கின்றன.',
      te: '36 గుణాలలో 18 కంటే తక్కువ కలుస్తాయి: చాలా విషయాల్లో రెండు జాతకాలు వేర్వేరు దిశల్లో లాగుతాయి.',
      kn: '36 ಗುಣಗಳಲ್ಲಿ 18ಕ್ಕಿಂತ ಕಡಿಮೆ ಹೊಂದುತ್ತವೆ: ಹೆಚ್ಚಿನ ವಿಷಯಗಳಲ್ಲಿ ಎರಡೂ ಜಾತಕಗಳು ಬೇರೆ ಬೇರೆ ದಿಕ್ಕಿಗೆ ಎಳೆಯುತ್ತವೆ.',
      ml: '36 ഗുണങ്ങളിൽ 18-ൽ താഴെ മാത്രമേ ചേരുന്നുള്ളൂ: മിക്ക കാര്യങ്ങളിലും രണ്ടു ജാതകങ്ങളും വ്യത്യസ്ത ദിശകളിലേക്കു വലിക്കുന്നു.',
      mr: '36 पैकी 18 पेक्षा कमी गुण जुळतात: बहुतेक बाबींत दोन्ही कुंडल्या वेगवेगळ्या दिशांना ओढतात.',
      bn: '36টির মধ্যে 18টির কম গুণ মেলে: বেশিরভাগ বিষয়ে দুটি কোষ্ঠী ভিন্ন দিকে টানে.',
      gu: '36માંથી 18થી ઓછા ગુણ મળે છે: મોટા ભાગની બાબતોમાં બંને કુંડળીઓ જુદી જુદી દિશામાં ખેંચાય છે.' } },
  { id: 'average', minPoints: 18, en: 'Average', hi: 'सामान्य', ta: 'சராசரி', te: 'సాధారణం', kn: 'ಸಾಧಾರಣ', ml: 'ശരാശരി', mr: 'सामान्य', bn: 'মাঝারি', gu: 'સામાન્ય',
    description: { en: 'Between 18 and 24 gunas agree: an acceptable match that asks for understanding on the weaker kootas.',
      hi: '18 से 24 गुण मिलते हैं: स्वीकार्य मिलान, जिसमें कमज़ोर कूटों पर समझदारी चाहिए।',
      ta: '18 முதல் 24 குணங்கள் பொருந்துகின்றன: ஏற்கத்தக்க பொருத்தம்; பலவீனமான கூடங்களில் புரிந்துணர்வு தேவை.',
      te: '18 నుండి 24 గుణాలు కలుస్తాయి: అంగీకరించదగిన జోడీ; బలహీనమైన కూటాల విషయంలో అవగాహన అవసరం.',
      kn: '18ರಿಂದ 24 ಗುಣಗಳು ಹೊಂದುತ್ತವೆ: ಒಪ್ಪಬಹುದಾದ ಹೊಂದಾಣಿಕೆ; ದುರ್ಬಲ ಕೂಟಗಳ ವಿಷಯದಲ್ಲಿ ತಿಳುವಳಿಕೆ ಬೇಕು.',
      ml: '18 മുതൽ 24 വരെ ഗുണങ്ങൾ ചേരുന്നു: സ്വീകാര്യമായ പൊരുത്തം; ദുർബലമായ കൂടങ്ങളിൽ പരസ്പരധാരണ ആവശ്യമാണ്.',
      mr: '18 ते 24 गुण जुळतात: स्वीकारार्ह जुळणी; कमकुवत कूटांबाबत समजूतदारपणा हवा.',
      bn: '18 থেকে 24টি গুণ মেলে: গ্রহণযোগ্য মিল; দুর্বল কূটগুলিতে বোঝাপড়া দরকার.',
      gu: '18થી 24 ગુણ મળે છે: સ્વીકાર્ય મેળ; નબળા કૂટોમાં સમજદારી જોઈએ.' } },
  { id: 'good', minPoints: 25, en: 'Good', hi: 'अच्छा', ta: 'நல்லது', te: 'మంచిది', kn: 'ಒಳ್ಳೆಯದು', ml: 'നല്ലത്', mr: 'चांगले', bn: 'ভালো', gu: 'સારું',
    description: { en: 'Between 25 and 32 gunas agree: the temperaments and aims of the two fit well.',
      hi: '25 से 32 गुण मिलते हैं: दोनों के स्वभाव और लक्ष्य अच्छी तरह मेल खाते हैं।',
      ta: '25 முதல் 32 குணங்கள் பொருந்துகின்றன: இருவரின் இயல்பும் குறிக்கோள்களும் நன்கு ஒத்துப்போகின்றன.',
      te: '25 నుండి 32 గుణాలు కలుస్తాయి: ఇద్దరి స్వభావాలు, లక్ష్యాలు బాగా కుదురుతాయి.',
      kn: '25ರಿಂದ 32 ಗುಣಗಳು ಹೊಂದುತ್ತವೆ: ಇಬ್ಬರ ಸ್ವಭಾವ ಮತ್ತು ಗುರಿಗಳು ಚೆನ್ನಾಗಿ ಹೊಂದಿಕೊಳ್ಳುತ್ತವೆ.',
      ml: '25 മുതൽ 32 വരെ ഗുണങ്ങൾ ചേരുന്നു: ഇരുവരുടെയും സ്വഭാവവും ലക്ഷ്യങ്ങളും നന്നായി ഇണങ്ങുന്നു.',
      mr: '25 ते 32 गुण जुळतात: दोघांचे स्वभाव आणि उद्दिष्टे चांगली जुळतात.',
      bn: '25 থেকে 32টি গুণ মেলে: দুজনের স্বভাব ও লক্ষ্য ভালোভাবে মিলে যায়.',
      gu: '25થી 32 ગુણ મળે છે: બંનેના સ્વભાવ અને ધ્યેય સારી રીતે મેળ ખાય છે.' } },
  { id: 'excellent', minPoints: 33, en: 'Excellent', hi: 'उत्तम', ta: 'மிகச் சிறந்தது', te: 'అత్యుత్తమం', kn: 'ಅತ್ಯುತ್ತಮ', ml: 'അത്യുത്തമം', mr: 'उत्तम', bn: 'উত্তম', gu: 'ઉત્તમ',
    description: { en: 'At least 33 gunas agree: a rare agreement on nearly every count.',
      hi: 'कम से कम 33 गुण मिलते हैं: लगभग हर बात पर दुर्लभ सामंजस्य।',
      ta: 'குறைந்தது 33 குணங்கள் பொருந்துகின்றன: ஏறக்குறைய எல்லா அம்சங்களிலும் அரிய ஒற்றுமை.',
      te: 'కనీసం 33 గుణాలు కలుస్తాయి: దాదాపు ప్రతి విషయంలోనూ అరుదైన సామరస్యం.',
      kn: 'ಕನಿಷ್ಠ 33 ಗುಣಗಳು ಹೊಂದುತ್ತವೆ: ಬಹುತೇಕ ಪ್ರತಿಯೊಂದು ವಿಷಯದಲ್ಲೂ ಅಪರೂಪದ ಸಾಮರಸ್ಯ.',
      ml: 'കുറഞ്ഞത് 33 ഗുണങ്ങൾ ചേരുന്നു: മിക്കവാറും എല്ലാ കാര്യങ്ങളിലും അപൂർവമായ ഇണക്കം.',
      mr: 'किमान 33 गुण जुळतात: जवळजवळ प्रत्येक बाबतीत दुर्मीळ सुसंवाद.',
      bn: 'অন্তত 33টি গুণ মেলে: প্রায় প্রতিটি বিষয়ে বিরল সামঞ্জস্য.',
      gu: 'ઓછામાં ઓછા 33 ગુણ મળે છે: લગભગ દરેક બાબતમાં દુર્લભ સુમેળ.' } },
] as const;
export type GunaGrade = (typeof GUNA_GRADES)[number];

/** The grade band of an Ashtakoot total (0–36, halves allowed). */
export function gunaGradeOf(points: number): GunaGrade {
  let grade: GunaGrade = GUNA_GRADES[0];
  for (const band of GUNA_GRADES) if (points >= band.minPoints) grade = band;
  return grade;
}

/** How one partner's sign lord regards the other's, by natural friendship (graha maitri, rasi-adhipati). */
export const LORD_RELATION_WORDS = {
  friend: { en: 'friend', hi: 'मित्र', ta: 'நட்பு', te: 'మిత్రుడు', kn: 'ಮಿತ್ರ', ml: 'മിത്രം', mr: 'मित्र', bn: 'মিত্র', gu: 'મિત્ર' },
  neutral: { en: 'neutral', hi: 'सम', ta: 'சமம்', te: 'సముడు', kn: 'ಸಮ', ml: 'സമം', mr: 'सम', bn: 'সম', gu: 'સમ' },
  enemy: { en: 'enemy', hi: 'शत्रु', ta: 'பகை', te: 'శత్రువు', kn: 'ಶತ್ರು', ml: 'ശത്രു', mr: 'शत्रू', bn: 'শত্রু', gu: 'શત્રુ' },
  self: { en: 'same lord', hi: 'एक ही स्वामी', ta: 'ஒரே அதிபதி', te: 'ఒకే అధిపతి', kn: 'ಒಂದೇ ಅಧಿಪತಿ', ml: 'ഒരേ അധിപൻ', mr: 'एकच स्वामी', bn: 'একই অধিপতি', gu: 'એક જ સ્વામી' },
} as const;

/**
 * The overall verdict of a compatibility report, from the headline score and what stands against the couple
 * after every exception. This product's reading, stated as rules (api/areas/matching/present.ts applies them in
 * this order):
 * - `not-recommended`: the headline system rejects the match (fewer than 18 gunas, or an essential porutham
 *   fails);
 * - `caution`: the score passes, but a nadi or bhakoot dosha stands uncancelled (the two doshas most texts treat
 *   as serious on their own: Muhurta Chintamani ch. 6 on nadi and bhakoot), or only one partner is manglik with
 *   nothing to balance it;
 * - `recommended`: otherwise.
 */
export const OVERALL_VERDICTS = [
  { id: 'recommended', en: 'Recommended', hi: 'अनुशंसित', ta: 'பரிந்துரைக்கப்படுகிறது', te: 'సిఫార్సు చేయదగినది', kn: 'ಶಿಫಾರಸು ಮಾಡಬಹುದು', ml: 'ശുപാർശ ചെയ്യുന്നു', mr: 'शिफारसीय', bn: 'সুপারিশযোগ্য', gu: 'ભલામણપાત્ર',
    description: { en: 'The score passes and no serious dosha stands against the couple.',
      hi: 'अंक पर्याप्त हैं और दंपति के विरुद्ध कोई गंभीर दोष शेष नहीं है।',
      ta: 'பொருத்த எண்ணிக்கை போதுமானது; தம்பதியருக்கு எதிராகக் கடுமையான தோஷம் எதுவும் நிற்கவில்லை.',
      te: 'అంకాలు సరిపోతాయి; దంపతులకు వ్యతిరేకంగా తీవ్రమైన దోషం ఏదీ మిగలలేదు.',
      kn: 'ಅಂಕಗಳು ಸಾಕಷ್ಟಿವೆ; ದಂಪತಿಗೆ ವಿರುದ್ಧವಾಗಿ ಯಾವುದೇ ಗಂಭೀರ ದೋಷ ಉಳಿದಿಲ್ಲ.',
      ml: 'പൊരുത്തം മതിയായതാണ്; ദമ്പതികൾക്കെതിരെ ഗുരുതരമായ ദോഷമൊന്നും ശേഷിക്കുന്നില്ല.',
      mr: 'अंक पुरेसे आहेत आणि दांपत्याविरुद्ध कोणताही गंभीर दोष उरलेला नाही.',
      bn: 'অঙ্ক যথেষ্ট এবং দম্পতির বিরুদ্ধে কোনো গুরুতর দোষ অবশিষ্ট নেই.',
      gu: 'અંક પૂરતા છે અને દંપતી સામે કોઈ ગંભીર દોષ બાકી નથી.' } },
  { id: 'caution', en: 'Acceptable with care', hi: 'सावधानी के साथ स्वीकार्य', ta: 'கவனத்துடன் ஏற்கத்தக்கது', te: 'జాగ్రత్తతో అంగీకరించదగినది', kn: 'ಎಚ್ಚರಿಕೆಯಿಂದ ಒಪ್ಪಬಹುದು', ml: 'ശ്രദ്ധയോടെ സ്വീകരിക്കാം', mr: 'सावधगिरीने स्वीकारार्ह', bn: 'সতর্কতার সঙ্গে গ্রহণযোগ্য', gu: 'સાવચેતી સાથે સ્વીકાર્ય',
    description: { en: 'The score passes, but a serious dosha stands uncancelled; look at it before deciding.',
      hi: 'अंक पर्याप्त हैं, पर एक गंभीर दोष भंग नहीं हुआ है; निर्णय से पहले उस पर विचार करें।',
      ta: 'பொருத்த எண்ணிக்கை போதுமானது, ஆனால் ஒரு கடுமையான தோஷம் நீங்காமல் உள்ளது; முடிவெடுக்கும் முன் அதைக் கவனியுங்கள்.',
      te: 'అంకాలు సరిపోతాయి, కానీ ఒక తీవ్రమైన దోషం భంగం కాకుండా మిగిలి ఉంది; నిర్ణయించే ముందు దానిని పరిశీలించండి.',
      kn: 'ಅಂಕಗಳು ಸಾಕಷ್ಟಿವೆ, ಆದರೆ ಒಂದು ಗಂಭೀರ ದೋಷ ಭಂಗವಾಗದೆ ಉಳಿದಿದೆ; ನಿರ್ಧರಿಸುವ ಮೊದಲು ಅದನ್ನು ಪರಿಶೀಲಿಸಿ.',
      ml: 'പൊരുത്തം മതിയായതാണ്, പക്ഷേ ഗുരുതരമായ ഒരു ദോഷം നീങ്ങാതെ നിൽക്കുന്നു; തീരുമാനിക്കുന്നതിനു മുമ്പ് അതു പരിശോധിക്കുക.',
      mr: 'अंक पुरेसे आहेत, पण एक गंभीर दोष भंग न होता उरला आहे; निर्णयापूर्वी त्याचा विचार करा.',
      bn: 'অঙ্ক যথেষ্ট, কিন্তু একটি গুরুতর দোষ খণ্ডিত না হয়ে রয়ে গেছে; সিদ্ধান্তের আগে সেটি বিবেচনা করুন.',
      gu: 'અંક પૂરતા છે, પણ એક ગંભીર દોષ ભંગ થયા વિના ઊભો છે; નિર્ણય પહેલાં તેનો વિચાર કરો.' } },
  { id: 'not-recommended', en: 'Not recommended', hi: 'अनुशंसित नहीं', ta: 'பரிந்துரைக்கப்படவில்லை', te: 'సిఫార్సు చేయబడదు', kn: 'ಶಿಫಾರಸು ಮಾಡುವುದಿಲ್ಲ', ml: 'ശുപാർശ ചെയ്യുന്നില്ല', mr: 'शिफारस नाही', bn: 'সুপারিশ করা হয় না', gu: 'ભલામણ નથી',
    description: { en: 'The chosen system rejects the match on its own rules.',
      hi: 'चुनी गई पद्धति अपने ही नियमों से इस मिलान को अस्वीकार करती है।',
      ta: 'தேர்ந்தெடுத்த முறை தன் சொந்த விதிகளின்படியே இந்தப் பொருத்தத்தை ஏற்கவில்லை.',
      te: 'ఎంచుకున్న పద్ధతి తన సొంత నియమాల ప్రకారమే ఈ జోడీని తిరస్కరిస్తుంది.',
      kn: 'ಆಯ್ಕೆಮಾಡಿದ ಪದ್ಧತಿ ತನ್ನದೇ ನಿಯಮಗಳಿಂದ ಈ ಹೊಂದಾಣಿಕೆಯನ್ನು ತಿರಸ್ಕರಿಸುತ್ತದೆ.',
      ml: 'തിരഞ്ഞെടുത്ത രീതി സ്വന്തം നിയമങ്ങൾ പ്രകാരംതന്നെ ഈ പൊരുത്തം തള്ളുന്നു.',
      mr: 'निवडलेली पद्धत तिच्याच नियमांनुसार ही जुळणी नाकारते.',
      bn: 'বেছে নেওয়া পদ্ধতি তার নিজের নিয়মেই এই মিল প্রত্যাখ্যান করে.',
      gu: 'પસંદ કરેલી પદ્ધતિ પોતાના જ નિયમોથી આ મેળને નકારે છે.' } },
] as const;
export type OverallVerdictId = (typeof OVERALL_VERDICTS)[number]['id'];

/** The one-line reasons an overall verdict gives, with `{name}` filled by the factor's name. */
export const OVERALL_REASONS = {
  gunasBelowThreshold: { en: 'Fewer than 18 of 36 gunas', hi: '36 में से 18 से कम गुण', ta: '36 குணங்களில் 18-க்கும் குறைவு', te: '36 గుణాలలో 18 కంటే తక్కువ', kn: '36 ಗುಣಗಳಲ್ಲಿ 18ಕ್ಕಿಂತ ಕಡಿಮೆ', ml: '36 ഗുണങ്ങളിൽ 18-ൽ താഴെ', mr: '36 पैकी 18 पेक्षा कमी गुण', bn: '36টির মধ্যে 18টির কম গুণ', gu: '36માંથી 18થી ઓછા ગુણ' },
  essentialPoruthamFails: { en: 'An essential porutham fails: {name}', hi: 'एक आवश्यक पोरुथम नहीं मिलता: {name}', ta: 'ஓர் அவசியமான பொருத்தம் இல்லை: {name}', te: 'ఒక ముఖ్యమైన పొంతన కుదరలేదు: {name}', kn: 'ಒಂದು ಅಗತ್ಯ ಕೂಟ ಹೊಂದುವುದಿಲ್ಲ: {name}', ml: 'ഒരു അനിവാര്യ പൊരുത്തം ഇല്ല: {name}', mr: 'एक आवश्यक पोरुथम जुळत नाही: {name}', bn: 'একটি আবশ্যিক পোরুথম মেলে না: {name}', gu: 'એક આવશ્યક પોરુથમ મળતું નથી: {name}' },
  doshaStands: { en: '{name} stands uncancelled', hi: '{name} भंग नहीं हुआ', ta: '{name} நீங்காமல் உள்ளது', te: '{name} భంగం కాలేదు', kn: '{name} ಭಂಗವಾಗಿಲ್ಲ', ml: '{name} നീങ്ങിയിട്ടില്ല', mr: '{name} भंग झालेला नाही', bn: '{name} খণ্ডিত হয়নি', gu: '{name} ભંગ થયો નથી' },
  oneManglik: { en: 'Only one partner is manglik and nothing balances it', hi: 'केवल एक साथी मांगलिक है और इसका कोई संतुलन नहीं', ta: 'ஒருவருக்கு மட்டுமே செவ்வாய் தோஷம் உள்ளது; அதைச் சமன் செய்வது எதுவும் இல்லை', te: 'ఒక్కరికే కుజ దోషం ఉంది, దానిని సమతుల్యం చేసేది ఏదీ లేదు', kn: 'ಒಬ್ಬರಿಗೆ ಮಾತ್ರ ಕುಜ ದೋಷವಿದೆ, ಅದನ್ನು ಸಮತೋಲನಗೊಳಿಸುವುದು ಏನೂ ಇಲ್ಲ', ml: 'ഒരാൾക്കു മാത്രം ചൊവ്വാദോഷമുണ്ട്; അതിനെ സമീകരിക്കുന്നതൊന്നുമില്ല', mr: 'फक्त एका जोडीदारास मंगळ दोष आहे आणि त्याचा समतोल साधणारे काहीही नाही', bn: 'কেবল একজনের মাঙ্গলিক দোষ আছে এবং তার কোনো ভারসাম্য নেই', gu: 'ફક્ત એક સાથી માંગલિક છે અને તેનું કોઈ સંતુલન નથી' },
  manglikCancels: { en: 'Manglik: {name}', hi: 'मांगलिक: {name}', ta: 'செவ்வாய் தோஷம்: {name}', te: 'కుజ దోషం: {name}', kn: 'ಕುಜ ದೋಷ: {name}', ml: 'ചൊവ്വാദോഷം: {name}', mr: 'मंगळ दोष: {name}', bn: 'মাঙ্গলিক: {name}', gu: 'માંગલિક: {name}' },
  scorePasses: { en: '{name}: {points} of {max}', hi: '{name}: {max} में से {points}', ta: '{name}: {max}-இல் {points}', te: '{name}: {max}లో {points}', kn: '{name}: {max}ರಲ್ಲಿ {points}', ml: '{name}: {max}-ൽ {points}', mr: '{name}: {max} पैकी {points}', bn: '{name}: {max}-এর মধ্যে {points}', gu: '{name}: {max}માંથી {points}' },
} as const;
