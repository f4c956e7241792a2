/**
 * The sentences of the Western area, in the service's own words: how a timed event reads, how the synastry
 * score is made, and why a body astrologers use is not offered.
 */

/**
 * Event sentences; `{body}`, `{sign}`, `{degree}`, `{aspect}`, `{other}` are filled by the presenter with the names
 * in their plain form. Where a language joins a case ending to a name, its sentence keeps the name out of that
 * place: the body as the subject of an almanac's noun phrase (Tamil "சனி மகரம் ராசிக்குப் பெயர்ச்சி", the case on
 * ராசி; Marathi after a dash), the place as "{sign} {degree}" before a word of place (Tamil நிலையில், Telugu వద్ద,
 * Bengali অবস্থানে), and the two points of an aspect side by side before the aspect ("transiting Mars – natal
 * Sun: exact square"). The stations use each almanac's words for turning retrograde and direct (Tamil வக்ர
 * நிவர்த்தி, Telugu ఋజు గతి, Malayalam നേർഗതി).
 */
export const WESTERN_EVENT_WORDS = {
  en: {
    ingress: '{body} enters {sign}',
    ingressRetrograde: '{body} moves back into {sign} (retrograde)',
    stationRetrograde: '{body} stations retrograde at {degree} {sign}',
    stationDirect: '{body} stations direct at {degree} {sign}',
    aspectNatal: 'Transiting {body} {aspect} natal {other} (exact)',
    aspectMutual: '{body} {aspect} {other} (exact)',
  },
  hi: {
    ingress: '{body} का {sign} में प्रवेश',
    ingressRetrograde: '{body} का वक्री गति से {sign} में पुनः प्रवेश',
    stationRetrograde: '{body} {sign} {degree} पर स्थिर होकर वक्री',
    stationDirect: '{body} {sign} {degree} पर स्थिर होकर मार्गी',
    aspectNatal: 'गोचर {body} की जन्म {other} से {aspect} (सटीक)',
    aspectMutual: '{body} और {other} की {aspect} (सटीक)',
  },
  ta: {
    ingress: '{body} {sign} ராசிக்குப் பெயர்ச்சி',
    ingressRetrograde: '{body} வக்ர கதியில் மீண்டும் {sign} ராசிக்குப் பெயர்ச்சி',
    stationRetrograde: '{body} {sign} {degree} நிலையில் நின்று வக்ர கதி ஆரம்பம்',
    stationDirect: '{body} {sign} {degree} நிலையில் நின்று வக்ர நிவர்த்தி',
    aspectNatal: 'கோசார {body} – ஜனன {other}: துல்லியமான {aspect}',
    aspectMutual: '{body} – {other}: துல்லியமான {aspect}',
  },
  te: {
    ingress: '{body} {sign} రాశిలోకి ప్రవేశం',
    ingressRetrograde: '{body} వక్ర గతిలో తిరిగి {sign} రాశిలోకి ప్రవేశం',
    stationRetrograde: '{body} {sign} {degree} వద్ద స్తంభించి వక్ర గతి ఆరంభం',
    stationDirect: '{body} {sign} {degree} వద్ద స్తంభించి ఋజు గతి ఆరంభం',
    aspectNatal: 'గోచార {body} – జన్మ {other}: ఖచ్చితమైన {aspect}',
    aspectMutual: '{body} – {other}: ఖచ్చితమైన {aspect}',
  },
  kn: {
    ingress: '{body} {sign} ರಾಶಿಗೆ ಪ್ರವೇಶ',
    ingressRetrograde: '{body} ವಕ್ರ ಗತಿಯಲ್ಲಿ ಮರಳಿ {sign} ರಾಶಿಗೆ ಪ್ರವೇಶ',
    stationRetrograde: '{body} {sign} {degree} ಬಳಿ ಸ್ತಂಭಿಸಿ ವಕ್ರ ಗತಿ ಆರಂಭ',
    stationDirect: '{body} {sign} {degree} ಬಳಿ ಸ್ತಂಭಿಸಿ ಮಾರ್ಗ ಗತಿ ಆರಂಭ',
    aspectNatal: 'ಗೋಚಾರ {body} – ಜನ್ಮ {other}: ನಿಖರ {aspect}',
    aspectMutual: '{body} – {other}: ನಿಖರ {aspect}',
  },
  ml: {
    ingress: '{body} {sign} രാശിയിൽ പ്രവേശിക്കുന്നു',
    ingressRetrograde: '{body} വക്രഗതിയിൽ വീണ്ടും {sign} രാശിയിൽ പ്രവേശിക്കുന്നു',
    stationRetrograde: '{body} {sign} {degree} സ്ഥാനത്ത് നിശ്ചലമായി വക്രഗതി തുടങ്ങുന്നു',
    stationDirect: '{body} {sign} {degree} സ്ഥാനത്ത് നിശ്ചലമായി നേർഗതി തുടങ്ങുന്നു',
    aspectNatal: 'ഗോചര {body} – ജന്മ {other}: കൃത്യമായ {aspect}',
    aspectMutual: '{body} – {other}: കൃത്യമായ {aspect}',
  },
  mr: {
    ingress: '{body} – {sign} राशीत प्रवेश',
    ingressRetrograde: '{body} – वक्री गतीने पुन्हा {sign} राशीत प्रवेश',
    stationRetrograde: '{body} – {sign} {degree} येथे स्थिर होऊन वक्री',
    stationDirect: '{body} – {sign} {degree} येथे स्थिर होऊन मार्गी',
    aspectNatal: 'गोचर {body} – जन्मस्थ {other}: अचूक {aspect}',
    aspectMutual: '{body} – {other}: अचूक {aspect}',
  },
  bn: {
    ingress: '{body} {sign} রাশিতে প্রবেশ করে',
    ingressRetrograde: '{body} বক্রগতিতে আবার {sign} রাশিতে প্রবেশ করে',
    stationRetrograde: '{body} {sign} {degree} অবস্থানে স্থির হয়ে বক্রী হয়',
    stationDirect: '{body} {sign} {degree} অবস্থানে স্থির হয়ে মার্গী হয়',
    aspectNatal: 'গোচর {body} – জন্মকালীন {other}: নিখুঁত {aspect}',
    aspectMutual: '{body} – {other}: নিখুঁত {aspect}',
  },
  gu: {
    ingress: '{body} {sign} રાશિમાં પ્રવેશ કરે છે',
    ingressRetrograde: '{body} વક્રી ગતિએ ફરી {sign} રાશિમાં પ્રવેશ કરે છે',
    stationRetrograde: '{body} {sign} {degree} સ્થાને સ્થિર થઈ વક્રી બને છે',
    stationDirect: '{body} {sign} {degree} સ્થાને સ્થિર થઈ માર્ગી બને છે',
    aspectNatal: 'ગોચર {body} – જન્મના {other}: ચોક્કસ {aspect}',
    aspectMutual: '{body} – {other}: ચોક્કસ {aspect}',
  },
} as const;

/**
 * Short phrases of the Western presenters; `{…}` are filled by them. `inSign` and `inHouse` are a stellium's place
 * with the case ending or postposition each language puts on the sign or house (Tamil ராசியில், Marathi राशीत).
 */
export const WESTERN_PHRASES = {
  inSign: {
    en: 'in {sign}', hi: '{sign} में', ta: '{sign} ராசியில்', te: '{sign} రాశిలో', kn: '{sign} ರಾಶಿಯಲ್ಲಿ', ml: '{sign} രാശിയിൽ',
    mr: '{sign} राशीत', bn: '{sign} রাশিতে', gu: '{sign} રાશિમાં',
  },
  inHouse: {
    en: 'in house {number}', hi: 'भाव {number} में', ta: '{number}ஆம் பாவத்தில்', te: '{number}వ భావంలో', kn: '{number}ನೇ ಭಾವದಲ್ಲಿ',
    ml: '{number}-ാം ഭാവത്തിൽ', mr: 'भाव क्रमांक {number} मध्ये', bn: '{number} নম্বর ভাবে', gu: '{number} નંબરના ભાવમાં',
  },
  wheelTitle: {
    en: 'Natal chart, {system} houses',
    hi: 'जन्म कुंडली (पाश्चात्य), {system}',
    ta: 'ஜனன ஜாதகம் (மேற்கத்திய), {system}',
    te: 'జన్మ జాతకం (పాశ్చాత్య), {system}',
    kn: 'ಜನ್ಮ ಜಾತಕ (ಪಾಶ್ಚಾತ್ಯ), {system}',
    ml: 'ജന്മ ജാതകം (പാശ്ചാത്യം), {system}',
    mr: 'जन्म कुंडली (पाश्चात्त्य), {system}',
    bn: 'জন্ম কোষ্ঠী (পাশ্চাত্য), {system}',
    gu: 'જન્મ કુંડળી (પાશ્ચાત્ય), {system}',
  },
  biWheelTitle: {
    en: 'Natal chart (inside) and {outer} (outside), {system} houses',
    hi: 'जन्म कुंडली (भीतर) और {outer} (बाहर), {system}',
    ta: 'ஜனன ஜாதகம் (உள்ளே), {outer} (வெளியே), {system}',
    te: 'జన్మ జాతకం (లోపల), {outer} (బయట), {system}',
    kn: 'ಜನ್ಮ ಜಾತಕ (ಒಳಗೆ), {outer} (ಹೊರಗೆ), {system}',
    ml: 'ജന്മ ജാതകം (അകത്ത്), {outer} (പുറത്ത്), {system}',
    mr: 'जन्म कुंडली (आत) आणि {outer} (बाहेर), {system}',
    bn: 'জন্ম কোষ্ঠী (ভিতরে) ও {outer} (বাইরে), {system}',
    gu: 'જન્મ કુંડળી (અંદર) અને {outer} (બહાર), {system}',
  },
  mapTitle: {
    en: 'Astrocartography, {date}',
    hi: 'ज्योतिषीय मानचित्र (एस्ट्रोकार्टोग्राफी), {date}',
    ta: 'ஜோதிட வரைபடம் (ஆஸ்ட்ரோகார்ட்டோகிராபி), {date}',
    te: 'జ్యోతిష పటం (ఆస్ట్రోకార్టోగ్రఫీ), {date}',
    kn: 'ಜ್ಯೋತಿಷ ನಕ್ಷೆ (ಆಸ್ಟ್ರೋಕಾರ್ಟೋಗ್ರಫಿ), {date}',
    ml: 'ജ്യോതിഷ ഭൂപടം (ആസ്ട്രോകാർട്ടോഗ്രഫി), {date}',
    mr: 'ज्योतिषीय नकाशा (ॲस्ट्रोकार्टोग्राफी), {date}',
    bn: 'জ্যোতিষ মানচিত্র (অ্যাস্ট্রোকার্টোগ্রাফি), {date}',
    gu: 'જ્યોતિષ નકશો (એસ્ટ્રોકાર્ટોગ્રાફી), {date}',
  },
  mapDescription: {
    en: 'World map with the lines where each body rises (ASC), sets (DSC), culminates (MC) or anti-culminates (IC); the birth place marked at {place}.',
    hi: 'विश्व मानचित्र: जहाँ प्रत्येक ग्रह उदित (ASC), अस्त (DSC), शीर्ष पर (MC) या अधो-शीर्ष पर (IC) है, वे रेखाएँ; जन्म स्थान {place} पर अंकित।',
    ta: 'உலக வரைபடம்: ஒவ்வொரு கிரகமும் உதிக்கும் (ASC), அஸ்தமிக்கும் (DSC), உச்சியை அடையும் (MC), அடி உச்சியை அடையும் (IC) இடங்களின் கோடுகள்; பிறந்த இடம்: {place}.',
    te: 'ప్రపంచ పటం: ప్రతి గ్రహం ఉదయించే (ASC), అస్తమించే (DSC), శిఖరానికి చేరే (MC), అధో శిఖరానికి చేరే (IC) ప్రదేశాల రేఖలు; జన్మ స్థలం: {place}.',
    kn: 'ವಿಶ್ವ ನಕ್ಷೆ: ಪ್ರತಿಯೊಂದು ಗ್ರಹ ಉದಯಿಸುವ (ASC), ಅಸ್ತಮಿಸುವ (DSC), ಶಿಖರ ತಲುಪುವ (MC), ಅಧೋಶಿಖರ ತಲುಪುವ (IC) ಸ್ಥಳಗಳ ರೇಖೆಗಳು; ಜನ್ಮ ಸ್ಥಳ: {place}.',
    ml: 'ലോക ഭൂപടം: ഓരോ ഗ്രഹവും ഉദിക്കുന്ന (ASC), അസ്തമിക്കുന്ന (DSC), ഉച്ചസ്ഥാനത്തെത്തുന്ന (MC), അധോ ഉച്ചസ്ഥാനത്തെത്തുന്ന (IC) ഇടങ്ങളുടെ രേഖകൾ; ജന്മസ്ഥലം: {place}.',
    mr: 'जगाचा नकाशा: प्रत्येक ग्रह उदित (ASC), अस्त (DSC), शिरोबिंदूवर (MC) किंवा अधोबिंदूवर (IC) असतो त्या रेषा; जन्मस्थान: {place}.',
    bn: 'বিশ্ব মানচিত্র: প্রতিটি গ্রহ যেখানে উদিত (ASC), অস্ত (DSC), শীর্ষে (MC) বা অধঃশীর্ষে (IC) থাকে সেই রেখাগুলি; জন্মস্থান: {place}।',
    gu: 'વિશ્વ નકશો: દરેક ગ્રહ જ્યાં ઉદિત (ASC), અસ્ત (DSC), શિખરે (MC) કે અધઃશિખરે (IC) હોય તે રેખાઓ; જન્મસ્થાન: {place}.',
  },
  paranKey: {
    en: 'Paran',
    hi: 'परान',
    ta: 'பரான்',
    te: 'పరాన్',
    kn: 'ಪರಾನ್',
    ml: 'പരാൻ',
    mr: 'परान',
    bn: 'প্যারান',
    gu: 'પરાન',
  },
  mapParans: {
    en: 'Thin dashed parallels: the parans, the latitudes where two bodies are on angles at the same moment.',
    hi: 'पतली टूटी अक्षांश रेखाएँ: परान, वे अक्षांश जहाँ दो ग्रह एक ही क्षण कोणों पर हैं।',
    ta: 'மெல்லிய இடைவெட்டுக் கோடுகள்: பரான், இரண்டு கிரகங்கள் ஒரே கணத்தில் கோணங்களில் இருக்கும் அட்சரேகைகள்.',
    te: 'సన్నని విరిగిన అక్షాంశ రేఖలు: పరాన్, రెండు గ్రహాలు ఒకే క్షణంలో కోణాలపై ఉండే అక్షాంశాలు.',
    kn: 'ತೆಳುವಾದ ತುಂಡು ಅಕ್ಷಾಂಶ ರೇಖೆಗಳು: ಪರಾನ್, ಎರಡು ಗ್ರಹಗಳು ಒಂದೇ ಕ್ಷಣದಲ್ಲಿ ಕೋನಗಳ ಮೇಲಿರುವ ಅಕ್ಷಾಂಶಗಳು.',
    ml: 'നേർത്ത മുറിഞ്ഞ അക്ഷാംശ രേഖകൾ: പരാൻ, രണ്ട് ഗ്രഹങ്ങൾ ഒരേ നിമിഷം കോണുകളിലുള്ള അക്ഷാംശങ്ങൾ.',
    mr: 'पातळ तुटक अक्षांश रेषा: परान, ज्या अक्षांशांवर दोन ग्रह एकाच क्षणी कोनांवर असतात ते.',
    bn: 'সরু ভাঙা অক্ষাংশ রেখা: প্যারান, যে অক্ষাংশে দুটি গ্রহ একই মুহূর্তে কোণে থাকে।',
    gu: 'પાતળી તૂટક અક્ષાંશ રેખાઓ: પરાન, એ અક્ષાંશો જ્યાં બે ગ્રહો એક જ ક્ષણે કોણો પર હોય છે.',
  },
} as const;

/**
 * The synastry score's rule in one paragraph (data/western-synastry.ts has the numbers), each language naming the
 * aspects and points as its tables do and the orb as the deviation from exact (Tamil விலகல், Bengali বিচ্যুতি).
 */
export const SYNASTRY_METHOD = {
  en:
    'Each major aspect between the two charts earns tone × weight × closeness: tone +3 trine, +2 sextile, −2 square, ' +
    '−1.5 opposition, +2 conjunction of gentle points or −1 with Mars, Saturn, Uranus, Neptune or Pluto; the attraction ' +
    'contacts Sun–Moon, Venus–Mars, Moon–Venus and Sun–Venus never count against (square and opposition +1, ' +
    'conjunction +3); weight the product of the two points\' weights (Sun, Moon, Venus 3; ascendant, Mars 2.5; ' +
    'Mercury 2; Jupiter, Saturn 1.5; midheaven 1; Uranus, Neptune, Pluto 0.5) ÷ 9; closeness 1 − orb ÷ allowed orb. ' +
    'Score = 100 × harmony ÷ (harmony + tension).',
  hi:
    'दोनों कुंडलियों के बीच हर प्रमुख दृष्टि को स्वर × भार × निकटता अंक मिलते हैं: त्रिकोण +3, सेक्सटाइल +2, केंद्र −2, ' +
    'प्रतियुति −1.5, सौम्य बिंदुओं की युति +2 या मंगल, शनि, अरुण, वरुण, यम के साथ −1; आकर्षण के संपर्क (सूर्य–चंद्र, ' +
    'शुक्र–मंगल, चंद्र–शुक्र, सूर्य–शुक्र) कभी विरुद्ध नहीं गिने जाते (केंद्र और प्रतियुति +1, युति +3); भार दोनों बिंदुओं ' +
    'के भारों का गुणनफल ÷ 9 (सूर्य, चंद्र, शुक्र 3; लग्न, मंगल 2.5; बुध 2; बृहस्पति, शनि 1.5; दशम 1; अरुण, वरुण, यम 0.5); ' +
    'निकटता 1 − ऑर्ब ÷ अनुमत ऑर्ब। अंक = 100 × सामंजस्य ÷ (सामंजस्य + तनाव)।',
  ta:
    'இரு ஜாதகங்களுக்கும் இடையிலான ஒவ்வொரு முக்கியப் பார்வைக்கும் தொனி × எடை × நெருக்கம் புள்ளிகள்: தொனி ' +
    'திரிகோணம் +3, செக்ஸ்டைல் +2, கேந்திரம் −2, சமசப்தமம் −1.5, மென்மையான புள்ளிகளின் சேர்க்கை +2, செவ்வாய், ' +
    'சனி, யுரேனஸ், நெப்டியூன் அல்லது புளூட்டோவுடன் சேர்க்கை −1; ஈர்ப்பின் தொடர்புகள் (சூரியன்–சந்திரன், ' +
    'சுக்கிரன்–செவ்வாய், சந்திரன்–சுக்கிரன், சூரியன்–சுக்கிரன்) ஒருபோதும் எதிராகக் கணக்கிடப்படுவதில்லை ' +
    '(கேந்திரமும் சமசப்தமமும் +1, சேர்க்கை +3); எடை இரு புள்ளிகளின் எடைகளின் பெருக்கல் ÷ 9 (சூரியன், சந்திரன், ' +
    'சுக்கிரன் 3; லக்னம், செவ்வாய் 2.5; புதன் 2; குரு, சனி 1.5; நடுவானம் 1; யுரேனஸ், நெப்டியூன், புளூட்டோ ' +
    '0.5); நெருக்கம் 1 − விலகல் ÷ அனுமதிக்கப்பட்ட விலகல். மதிப்பெண் = 100 × இணக்கம் ÷ (இணக்கம் + பதற்றம்).',
  te:
    'రెండు జాతకాల మధ్య ప్రతి ప్రధాన దృష్టికి స్వరం × బరువు × సామీప్యం అంకాలు: స్వరం త్రికోణం +3, సెక్స్టైల్ ' +
    '+2, కేంద్రం −2, ప్రతియుతి −1.5, సౌమ్య బిందువుల యుతి +2, కుజుడు, శని, యురేనస్, నెప్ట్యూన్ లేదా ప్లూటోతో ' +
    'యుతి −1; ఆకర్షణ సంబంధాలు (సూర్యుడు–చంద్రుడు, శుక్రుడు–కుజుడు, చంద్రుడు–శుక్రుడు, సూర్యుడు–శుక్రుడు) ' +
    'ఎప్పుడూ ప్రతికూలంగా లెక్కించబడవు (కేంద్రం, ప్రతియుతి +1, యుతి +3); బరువు రెండు బిందువుల బరువుల లబ్ధం ÷ 9 ' +
    '(సూర్యుడు, చంద్రుడు, శుక్రుడు 3; లగ్నం, కుజుడు 2.5; బుధుడు 2; గురువు, శని 1.5; మధ్యాకాశం 1; యురేనస్, ' +
    'నెప్ట్యూన్, ప్లూటో 0.5); సామీప్యం 1 − విచలనం ÷ అనుమతించిన విచలనం. అంకం = 100 × సామరస్యం ÷ (సామరస్యం + ' +
    'ఉద్రిక్తత).',
  kn:
    'ಎರಡು ಜಾತಕಗಳ ನಡುವಿನ ಪ್ರತಿಯೊಂದು ಪ್ರಮುಖ ದೃಷ್ಟಿಗೆ ಸ್ವರ × ತೂಕ × ಸಾಮೀಪ್ಯ ಅಂಕಗಳು: ಸ್ವರ ತ್ರಿಕೋಣ +3, ಸೆಕ್ಸ್ಟೈಲ್ ' +
    '+2, ಕೇಂದ್ರ −2, ಪ್ರತಿಯುತಿ −1.5, ಸೌಮ್ಯ ಬಿಂದುಗಳ ಯುತಿ +2, ಕುಜ, ಶನಿ, ಯುರೇನಸ್, ನೆಪ್ಚೂನ್ ಅಥವಾ ಪ್ಲೂಟೊ ಸೇರಿದ ಯುತಿ ' +
    '−1; ಆಕರ್ಷಣೆಯ ಸಂಪರ್ಕಗಳು (ಸೂರ್ಯ–ಚಂದ್ರ, ಶುಕ್ರ–ಕುಜ, ಚಂದ್ರ–ಶುಕ್ರ, ಸೂರ್ಯ–ಶುಕ್ರ) ಎಂದಿಗೂ ವಿರುದ್ಧವಾಗಿ ' +
    'ಎಣಿಕೆಯಾಗುವುದಿಲ್ಲ (ಕೇಂದ್ರ ಮತ್ತು ಪ್ರತಿಯುತಿ +1, ಯುತಿ +3); ತೂಕ ಎರಡು ಬಿಂದುಗಳ ತೂಕಗಳ ಗುಣಲಬ್ಧ ÷ 9 (ಸೂರ್ಯ, ಚಂದ್ರ, ' +
    'ಶುಕ್ರ 3; ಲಗ್ನ, ಕುಜ 2.5; ಬುಧ 2; ಗುರು, ಶನಿ 1.5; ಮಧ್ಯಾಕಾಶ 1; ಯುರೇನಸ್, ನೆಪ್ಚೂನ್, ಪ್ಲೂಟೊ 0.5); ಸಾಮೀಪ್ಯ 1 − ' +
    'ವಿಚಲನ ÷ ಅನುಮತಿಸಿದ ವಿಚಲನ. ಅಂಕ = 100 × ಸಾಮರಸ್ಯ ÷ (ಸಾಮರಸ್ಯ + ಒತ್ತಡ).',
  ml:
    'രണ്ട് ജാതകങ്ങൾക്കുമിടയിലെ ഓരോ പ്രധാന ദൃഷ്ടിക്കും സ്വരം × ഭാരം × സാമീപ്യം എന്ന മൂല്യം: സ്വരം ത്രികോണം +3, ' +
    'സെക്സ്റ്റൈൽ +2, കേന്ദ്രം −2, പ്രതിയുതി −1.5, സൗമ്യ ബിന്ദുക്കളുടെ യുതി +2, ചൊവ്വ, ശനി, യുറാനസ്, നെപ്ട്യൂൺ, ' +
    'പ്ലൂട്ടോ എന്നിവയിലൊന്ന് ചേർന്ന യുതി −1; ആകർഷണത്തിന്റെ ബന്ധങ്ങൾ (സൂര്യൻ–ചന്ദ്രൻ, ശുക്രൻ–ചൊവ്വ, ' +
    'ചന്ദ്രൻ–ശുക്രൻ, സൂര്യൻ–ശുക്രൻ) ഒരിക്കലും എതിരായി കണക്കാക്കില്ല (കേന്ദ്രവും പ്രതിയുതിയും +1, യുതി +3); ' +
    'ഭാരം രണ്ട് ബിന്ദുക്കളുടെ ഭാരങ്ങളുടെ ഗുണനഫലം ÷ 9 (സൂര്യൻ, ചന്ദ്രൻ, ശുക്രൻ 3; ലഗ്നം, ചൊവ്വ 2.5; ബുധൻ 2; ' +
    'വ്യാഴം, ശനി 1.5; മധ്യാകാശം 1; യുറാനസ്, നെപ്ട്യൂൺ, പ്ലൂട്ടോ 0.5); സാമീപ്യം 1 − വ്യതിയാനം ÷ അനുവദനീയ ' +
    'വ്യതിയാനം. ഫലം = 100 × പൊരുത്തം ÷ (പൊരുത്തം + സംഘർഷം).',
  mr:
    'दोन्ही कुंडल्यांमधील प्रत्येक प्रमुख दृष्टीला स्वर × भार × निकटता गुण मिळतात: स्वर नवपंचम +3, लाभ योग +2, ' +
    'केंद्र −2, प्रतियुती −1.5, सौम्य बिंदूंची युती +2, मंगळ, शनि, हर्षल, नेपच्यून किंवा प्लुटो असलेली युती ' +
    '−1; आकर्षणाचे संपर्क (रवि–चंद्र, शुक्र–मंगळ, चंद्र–शुक्र, रवि–शुक्र) कधीही विरुद्ध मोजले जात नाहीत ' +
    '(केंद्र आणि प्रतियुती +1, युती +3); भार दोन्ही बिंदूंच्या भारांचा गुणाकार ÷ 9 (रवि, चंद्र, शुक्र 3; लग्न, ' +
    'मंगळ 2.5; बुध 2; गुरु, शनि 1.5; मध्याकाश 1; हर्षल, नेपच्यून, प्लुटो 0.5); निकटता 1 − विचलन ÷ अनुमत विचलन. ' +
    'गुण = 100 × सुसंवाद ÷ (सुसंवाद + ताण).',
  bn:
    'দুই কোষ্ঠীর মধ্যে প্রতিটি প্রধান দৃষ্টি পায় স্বর × ভার × নৈকট্য নম্বর: স্বর ত্রিকোণ +3, সেক্সটাইল +2, ' +
    'কেন্দ্র −2, প্রতিযুতি −1.5, সৌম্য বিন্দুদের যুতি +2, মঙ্গল, শনি, ইউরেনাস, নেপচুন বা প্লুটো থাকলে যুতি −1; ' +
    'আকর্ষণের সংযোগ (রবি–চন্দ্র, শুক্র–মঙ্গল, চন্দ্র–শুক্র, রবি–শুক্র) কখনও বিপক্ষে গোনা হয় না (কেন্দ্র ও ' +
    'প্রতিযুতি +1, যুতি +3); ভার দুই বিন্দুর ভারের গুণফল ÷ 9 (রবি, চন্দ্র, শুক্র 3; লগ্ন, মঙ্গল 2.5; বুধ 2; ' +
    'বৃহস্পতি, শনি 1.5; মধ্যগগন 1; ইউরেনাস, নেপচুন, প্লুটো 0.5); নৈকট্য 1 − বিচ্যুতি ÷ অনুমোদিত বিচ্যুতি। ' +
    'নম্বর = 100 × সামঞ্জস্য ÷ (সামঞ্জস্য + টানাপোড়েন)।',
  gu:
    'બંને કુંડળીઓ વચ્ચેની દરેક મુખ્ય દૃષ્ટિને સ્વર × ભાર × નિકટતા ગુણ મળે છે: સ્વર ત્રિકોણ +3, સેક્સટાઇલ +2, ' +
    'કેન્દ્ર −2, પ્રતિયુતિ −1.5, સૌમ્ય બિંદુઓની યુતિ +2, મંગળ, શનિ, હર્ષલ, નેપ્ચ્યુન કે પ્લુટો સાથેની યુતિ −1; ' +
    'આકર્ષણના સંપર્કો (સૂર્ય–ચંદ્ર, શુક્ર–મંગળ, ચંદ્ર–શુક્ર, સૂર્ય–શુક્ર) ક્યારેય વિરુદ્ધ ગણાતા નથી (કેન્દ્ર ' +
    'અને પ્રતિયુતિ +1, યુતિ +3); ભાર બંને બિંદુઓના ભારનો ગુણાકાર ÷ 9 (સૂર્ય, ચંદ્ર, શુક્ર 3; લગ્ન, મંગળ 2.5; ' +
    'બુધ 2; ગુરુ, શનિ 1.5; મધ્યાકાશ 1; હર્ષલ, નેપ્ચ્યુન, પ્લુટો 0.5); નિકટતા 1 − વિચલન ÷ માન્ય વિચલન. ગુણ = ' +
    '100 × સુમેળ ÷ (સુમેળ + તણાવ).',
} as const;

/** Names of the declination aspects (astro/western/declinations.ts). */
export const DECLINATION_ASPECT_WORDS = {
  parallel: { en: 'Parallel', hi: 'समानांतर (समान क्रांति)', ta: 'இணை (சம கிராந்தி)', te: 'సమాంతరం (సమ క్రాంతి)', kn: 'ಸಮಾಂತರ (ಸಮ ಕ್ರಾಂತಿ)', ml: 'സമാന്തരം (സമ ക്രാന്തി)', mr: 'समांतर (समान क्रांती)', bn: 'সমান্তরাল (সম ক্রান্তি)', gu: 'સમાંતર (સમાન ક્રાંતિ)' },
  'contra-parallel': { en: 'Contra-parallel', hi: 'प्रति-समानांतर (विपरीत क्रांति)', ta: 'எதிர் இணை (எதிர் கிராந்தி)', te: 'ప్రతి సమాంతరం (విపరీత క్రాంతి)', kn: 'ಪ್ರತಿ ಸಮಾಂತರ (ವಿಪರೀತ ಕ್ರಾಂತಿ)', ml: 'പ്രതി സമാന്തരം (വിപരീത ക്രാന്തി)', mr: 'प्रति-समांतर (विपरीत क्रांती)', bn: 'প্রতি-সমান্তরাল (বিপরীত ক্রান্তি)', gu: 'પ્રતિ-સમાંતર (વિપરીત ક્રાંતિ)' },
} as const;

/** The second chart of a bi-wheel, as its title names it ({date}: the chart's instant, local date). */
export const OUTER_CHART_WORDS = {
  transits: {
    en: 'transits of {date}',
    hi: '{date} का गोचर',
    ta: '{date} அன்றைய கோசாரம்',
    te: '{date} నాటి గోచారం',
    kn: '{date} ರಂದಿನ ಗೋಚಾರ',
    ml: '{date} തീയതിയിലെ ഗോചരം',
    mr: '{date} रोजीचे गोचर',
    bn: '{date} তারিখের গোচর',
    gu: '{date} તારીખનું ગોચર',
  },
  progressions: {
    en: 'secondary progressions for {date}',
    hi: '{date} के लिए द्वितीयक प्रगति',
    ta: '{date} தேதிக்கான இரண்டாம் நிலை முன்னேற்றம்',
    te: '{date} తేదీకి ద్వితీయ ప్రగతి',
    kn: '{date} ದಿನಾಂಕಕ್ಕೆ ದ್ವಿತೀಯ ಪ್ರಗತಿ',
    ml: '{date} തീയതിക്കുള്ള ദ്വിതീയ പ്രഗതി',
    mr: '{date} साठी द्वितीयक प्रगती',
    bn: '{date} তারিখের দ্বিতীয়ক অগ্রগতি',
    gu: '{date} તારીખ માટે દ્વિતીયક પ્રગતિ',
  },
  'solar-return': {
    en: 'solar return of {date}',
    hi: '{date} का सौर प्रत्यावर्तन (वर्षफल)',
    ta: '{date} அன்றைய சூரியத் திரும்புகை (வருஷ பலன்)',
    te: '{date} నాటి సౌర పునరాగమనం (వర్షఫలం)',
    kn: '{date} ರಂದಿನ ಸೌರ ಪುನರಾಗಮನ (ವರ್ಷಫಲ)',
    ml: '{date} തീയതിയിലെ സൗര പുനരാഗമനം (വർഷഫലം)',
    mr: '{date} रोजीचे सौर पुनरागमन (वर्षफल)',
    bn: '{date} তারিখের সৌর প্রত্যাবর্তন (বর্ষফল)',
    gu: '{date} તારીખનું સૌર પુનરાગમન (વર્ષફળ)',
  },
  partner: {
    en: 'partner born {date}',
    hi: '{date} को जन्मे साथी',
    ta: '{date} அன்று பிறந்த துணை',
    te: '{date} తేదీన జన్మించిన భాగస్వామి',
    kn: '{date} ರಂದು ಜನಿಸಿದ ಸಂಗಾತಿ',
    ml: '{date} തീയതിയിൽ ജനിച്ച പങ്കാളി',
    mr: '{date} रोजी जन्मलेला जोडीदार',
    bn: '{date} তারিখে জন্ম নেওয়া সঙ্গী',
    gu: '{date} તારીખે જન્મેલ જીવનસાથી',
  },
} as const;
