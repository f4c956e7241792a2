// The playground page: reads the form, calls the API with the demo key or the person's own, and fills the panels.
// Plain browser JavaScript (an ES module); nothing is loaded from another origin.

const DEMO_KEY = document.querySelector('meta[name="demo-api-key"]').content;
const $ = (selector) => document.querySelector(selector);

/**
 * The words the page itself writes, each keyed by language as the service's own catalogues are (data/text.ts):
 * English always, each other language where written; `wordsIn` falls back to English for a language a text lacks.
 */
const TEXTS = {
  locked: { en: 'Needs your own API key: the demo key reaches only the birth details, the daily horoscope and the city list. Paste your key above; an operator issues one with npm run keys -- create (docs/operations.md, "Keys").', hi: 'इसके लिए अपनी API कुंजी चाहिए: डेमो कुंजी से केवल जन्म विवरण, दैनिक राशिफल और शहरों की सूची मिलती है। अपनी कुंजी ऊपर डालें; ऑपरेटर इसे npm run keys -- create से बनाता है (docs/operations.md, "Keys")।', ta: "இதற்கு உங்கள் சொந்த API விசை தேவை: டெமோ விசை பிறப்பு விவரங்கள், தினசரி ராசிபலன், நகரப் பட்டியல் ஆகியவற்றை மட்டுமே தரும். உங்கள் விசையை மேலே ஒட்டவும்; இயக்குநர் npm run keys -- create மூலம் ஒன்றை வழங்குவார் (docs/operations.md, \"Keys\").", te: "దీనికి మీ సొంత API కీ కావాలి: డెమో కీతో జనన వివరాలు, దైనిక రాశిఫలం, నగరాల జాబితా మాత్రమే వస్తాయి. మీ కీని పైన అతికించండి; ఆపరేటర్ npm run keys -- create తో ఒకటి ఇస్తారు (docs/operations.md, \"Keys\").", kn: "ಇದಕ್ಕೆ ನಿಮ್ಮ ಸ್ವಂತ API ಕೀ ಬೇಕು: ಡೆಮೊ ಕೀಯಿಂದ ಜನನ ವಿವರ, ದೈನಿಕ ರಾಶಿಫಲ ಮತ್ತು ನಗರಗಳ ಪಟ್ಟಿ ಮಾತ್ರ ಸಿಗುತ್ತವೆ. ನಿಮ್ಮ ಕೀಯನ್ನು ಮೇಲೆ ಅಂಟಿಸಿ; ನಿರ್ವಾಹಕರು npm run keys -- create ಮೂಲಕ ಒಂದನ್ನು ನೀಡುತ್ತಾರೆ (docs/operations.md, \"Keys\").", ml: "ഇതിന് നിങ്ങളുടെ സ്വന്തം API കീ വേണം: ഡെമോ കീ കൊണ്ട് ജനനവിവരങ്ങൾ, ദിവസഫലം, നഗരപ്പട്ടിക എന്നിവ മാത്രമേ ലഭിക്കൂ. നിങ്ങളുടെ കീ മുകളിൽ ചേർക്കുക; ഓപ്പറേറ്റർ npm run keys -- create വഴി ഒന്ന് നൽകും (docs/operations.md, \"Keys\").", mr: "यासाठी तुमची स्वतःची API की लागते: डेमो कीने फक्त जन्म तपशील, दैनिक राशिभविष्य आणि शहरांची यादी मिळते. तुमची की वर टाका; ऑपरेटर npm run keys -- create ने ती देतो (docs/operations.md, \"Keys\").", bn: "এর জন্য আপনার নিজের API কী লাগবে: ডেমো কী দিয়ে কেবল জন্মের বিবরণ, দৈনিক রাশিফল আর শহরের তালিকা পাওয়া যায়। আপনার কী ওপরে বসান; অপারেটর npm run keys -- create দিয়ে একটি দেন (docs/operations.md, \"Keys\")।", gu: "આ માટે તમારી પોતાની API કી જોઈએ: ડેમો કીથી ફક્ત જન્મ વિગતો, દૈનિક રાશિફળ અને શહેરોની યાદી મળે છે. તમારી કી ઉપર મૂકો; ઑપરેટર npm run keys -- create થી એક આપે છે (docs/operations.md, \"Keys\")." },
  lagna: { en: 'Lagna', hi: 'लग्न', ta: 'லக்னம்', te: 'లగ్నం', kn: 'ಲಗ್ನ', ml: 'ലഗ്നം', mr: 'लग्न', bn: 'লগ্ন', gu: 'લગ્ન' },
  moonSign: { en: 'Moon sign', hi: 'चंद्र राशि', ta: 'சந்திர ராசி', te: 'చంద్ర రాశి', kn: 'ಚಂದ್ರ ರಾಶಿ', ml: 'കൂറ് (ചന്ദ്രരാശി)', mr: 'चंद्र रास', bn: 'চন্দ্র রাশি', gu: 'ચંદ્ર રાશિ' },
  nakshatra: { en: 'Moon nakshatra', hi: 'चंद्र नक्षत्र', ta: 'ஜன்ம நட்சத்திரம்', te: 'జన్మ నక్షత్రం', kn: 'ಜನ್ಮ ನಕ್ಷತ್ರ', ml: 'ജന്മനക്ഷത്രം', mr: 'जन्म नक्षत्र', bn: 'জন্ম নক্ষত্র', gu: 'જન્મ નક્ષત્ર' },
  sunSign: { en: 'Sun sign', hi: 'सूर्य राशि', ta: 'சூரிய ராசி', te: 'సూర్య రాశి', kn: 'ಸೂರ್ಯ ರಾಶಿ', ml: 'സൂര്യരാശി', mr: 'सूर्य रास', bn: 'সূর্য রাশি', gu: 'સૂર્ય રાશિ' },
  balance: { en: 'Dasha at birth', hi: 'जन्म के समय दशा', ta: 'ஜனன கால தசை', te: 'జనన కాల దశ', kn: 'ಜನನ ಕಾಲದ ದಶೆ', ml: 'ജനനസമയത്തെ ദശ', mr: 'जन्मवेळची दशा', bn: 'জন্মকালীন দশা', gu: 'જન્મ સમયની દશા' },
  weekday: { en: 'Weekday', hi: 'वार', ta: 'கிழமை', te: 'వారం', kn: 'ವಾರ', ml: 'ആഴ്ച', mr: 'वार', bn: 'বার', gu: 'વાર' },
  tithi: { en: 'Tithi', hi: 'तिथि', ta: 'திதி', te: 'తిథి', kn: 'ತಿಥಿ', ml: 'തിഥി', mr: 'तिथी', bn: 'তিথি', gu: 'તિથિ' },
  yoga: { en: 'Yoga', hi: 'योग', ta: 'யோகம்', te: 'యోగం', kn: 'ಯೋಗ', ml: 'യോഗം', mr: 'योग', bn: 'যোগ', gu: 'યોગ' },
  karana: { en: 'Karana', hi: 'करण', ta: 'கரணம்', te: 'కరణం', kn: 'ಕರಣ', ml: 'കരണം', mr: 'करण', bn: 'করণ', gu: 'કરણ' },
  sunrise: { en: 'Sunrise', hi: 'सूर्योदय', ta: 'சூரிய உதயம்', te: 'సూర్యోదయం', kn: 'ಸೂರ್ಯೋದಯ', ml: 'സൂര്യോദയം', mr: 'सूर्योदय', bn: 'সূর্যোদয়', gu: 'સૂર્યોદય' },
  sunset: { en: 'Sunset', hi: 'सूर्यास्त', ta: 'சூரிய அஸ்தமனம்', te: 'సూర్యాస్తమయం', kn: 'ಸೂರ್ಯಾಸ್ತ', ml: 'സൂര്യാസ്തമയം', mr: 'सूर्यास्त', bn: 'সূর্যাস্ত', gu: 'સૂર્યાસ્ત' },
  rahuKaal: { en: 'Rahu kaal', hi: 'राहु काल', ta: 'ராகு காலம்', te: 'రాహు కాలం', kn: 'ರಾಹು ಕಾಲ', ml: 'രാഹുകാലം', mr: 'राहू काळ', bn: 'রাহুকাল', gu: 'રાહુ કાળ' },
  until: { en: 'until {time}', hi: '{time} तक', ta: '{time} வரை', te: '{time} వరకు', kn: '{time} ರವರೆಗೆ', ml: '{time} വരെ', mr: '{time} पर्यंत', bn: '{time} পর্যন্ত', gu: '{time} સુધી' },
  years: { en: 'years left', hi: 'वर्ष शेष', ta: 'ஆண்டுகள் மீதம்', te: 'సంవత్సరాలు మిగిలి ఉన్నాయి', kn: 'ವರ್ಷ ಉಳಿದಿವೆ', ml: 'വർഷം ബാക്കി', mr: 'वर्षे शिल्लक', bn: 'বছর বাকি', gu: 'વર્ષ બાકી' },
  maha: { en: 'Mahadasha', hi: 'महादशा', ta: 'மகா தசை', te: 'మహాదశ', kn: 'ಮಹಾದಶೆ', ml: 'മഹാദശ', mr: 'महादशा', bn: 'মহাদশা', gu: 'મહાદશા' },
  antar: { en: 'Antardasha', hi: 'अंतर्दशा', ta: 'அந்தர் தசை (புக்தி)', te: 'అంతర్దశ', kn: 'ಅಂತರ್ದಶೆ', ml: 'അന്തർദശ', mr: 'अंतर्दशा', bn: 'অন্তর্দশা', gu: 'અંતર્દશા' },
  pratyantar: { en: 'Pratyantardasha', hi: 'प्रत्यंतर दशा', ta: 'பிரத்யந்தர தசை', te: 'ప్రత్యంతర దశ', kn: 'ಪ್ರತ್ಯಂತರ ದಶೆ', ml: 'പ്രത്യന്തരദശ', mr: 'प्रत्यंतर दशा', bn: 'প্রত্যন্তর দশা', gu: 'પ્રત્યંતર દશા' },
  remaining: { en: 'left', hi: 'शेष', ta: 'மீதம்', te: 'మిగిలింది', kn: 'ಉಳಿದಿದೆ', ml: 'ബാക്കി', mr: 'शिल्लक', bn: 'বাকি', gu: 'બાકી' },
  atmakaraka: { en: 'Atmakaraka', hi: 'आत्मकारक', ta: 'ஆத்மகாரகன்', te: 'ఆత్మకారకుడు', kn: 'ಆತ್ಮಕಾರಕ', ml: 'ആത്മകാരകൻ', mr: 'आत्मकारक', bn: 'আত্মকারক', gu: 'આત્મકારક' },
  karakamsa: { en: 'Karakamsa', hi: 'कारकांश', ta: 'காரகாம்சம்', te: 'కారకాంశ', kn: 'ಕಾರಕಾಂಶ', ml: 'കാരകാംശം', mr: 'कारकांश', bn: 'কারকাংশ', gu: 'કારકાંશ' },
  arudhaLagna: { en: 'Arudha lagna (A1)', hi: 'आरूढ़ लग्न (A1)', ta: 'ஆரூட லக்னம் (A1)', te: 'ఆరూఢ లగ్నం (A1)', kn: 'ಆರೂಢ ಲಗ್ನ (A1)', ml: 'ആരൂഢലഗ്നം (A1)', mr: 'आरूढ लग्न (A1)', bn: 'আরূঢ় লগ্ন (A1)', gu: 'આરૂઢ લગ્ન (A1)' },
  upapada: { en: 'Upapada (A12)', hi: 'उपपद (A12)', ta: 'உபபதம் (A12)', te: 'ఉపపదం (A12)', kn: 'ಉಪಪದ (A12)', ml: 'ഉപപദം (A12)', mr: 'उपपद (A12)', bn: 'উপপদ (A12)', gu: 'ઉપપદ (A12)' },
  lucky: { en: 'Lucky number, colour, stone', hi: 'शुभ अंक, रंग, रत्न', ta: 'அதிர்ஷ்ட எண், நிறம், ரத்தினம்', te: 'అదృష్ట సంఖ్య, రంగు, రత్నం', kn: 'ಅದೃಷ್ಟ ಸಂಖ್ಯೆ, ಬಣ್ಣ, ರತ್ನ', ml: 'ഭാഗ്യസംഖ്യ, നിറം, രത്നം', mr: 'शुभ अंक, रंग, रत्न', bn: 'শুভ সংখ্যা, রং, রত্ন', gu: 'શુભ અંક, રંગ, રત્ન' },
  pickCity: { en: 'No catalogued city is called that: pick one from the list (type a few letters of its name).', hi: 'इस नाम का कोई सूचीबद्ध शहर नहीं है: सूची से शहर चुनें (नाम के कुछ अक्षर लिखें)।', ta: 'அந்தப் பெயரில் பட்டியலில் நகரம் இல்லை: பட்டியலிலிருந்து ஒன்றைத் தேர்ந்தெடுக்கவும் (பெயரின் சில எழுத்துகளைத் தட்டச்சு செய்யவும்).', te: 'ఆ పేరుతో జాబితాలో నగరం లేదు: జాబితా నుంచి ఒకదాన్ని ఎంచుకోండి (పేరులోని కొన్ని అక్షరాలు టైప్ చేయండి).', kn: 'ಆ ಹೆಸರಿನ ನಗರ ಪಟ್ಟಿಯಲ್ಲಿ ಇಲ್ಲ: ಪಟ್ಟಿಯಿಂದ ಒಂದನ್ನು ಆರಿಸಿ (ಹೆಸರಿನ ಕೆಲವು ಅಕ್ಷರಗಳನ್ನು ಟೈಪ್ ಮಾಡಿ).', ml: 'ആ പേരിൽ പട്ടികയിൽ നഗരമില്ല: പട്ടികയിൽ നിന്ന് ഒന്ന് തിരഞ്ഞെടുക്കുക (പേരിന്റെ ഏതാനും അക്ഷരങ്ങൾ ടൈപ്പ് ചെയ്യുക).', mr: 'त्या नावाचे शहर सूचीत नाही: सूचीतून एक निवडा (नावाची काही अक्षरे लिहा).', bn: 'ওই নামে তালিকায় কোনো শহর নেই: তালিকা থেকে একটি বেছে নিন (নামের কয়েকটি অক্ষর লিখুন)।', gu: 'એ નામનું કોઈ શહેર યાદીમાં નથી: યાદીમાંથી એક પસંદ કરો (નામના થોડા અક્ષરો લખો).' },
  badCoordinates: { en: 'Give a latitude between −90 and 90 and a longitude between −180 and 180.', hi: 'अक्षांश −90 से 90 और देशांतर −180 से 180 के बीच दें।', ta: 'அட்சரேகையை −90 முதல் 90 வரையிலும் தீர்க்கரேகையை −180 முதல் 180 வரையிலும் கொடுக்கவும்.', te: 'అక్షాంశం −90 నుంచి 90 మధ్య, రేఖాంశం −180 నుంచి 180 మధ్య ఇవ్వండి.', kn: 'ಅಕ್ಷಾಂಶವನ್ನು −90 ರಿಂದ 90 ರ ನಡುವೆ ಮತ್ತು ರೇಖಾಂಶವನ್ನು −180 ರಿಂದ 180 ರ ನಡುವೆ ನೀಡಿ.', ml: 'അക്ഷാംശം −90 മുതൽ 90 വരെയും രേഖാംശം −180 മുതൽ 180 വരെയും നൽകുക.', mr: 'अक्षांश −90 ते 90 आणि रेखांश −180 ते 180 यांच्या दरम्यान द्या.', bn: 'অক্ষাংশ −90 থেকে 90 এবং দ্রাঘিমাংশ −180 থেকে 180-এর মধ্যে দিন।', gu: 'અક્ષાંશ −90 થી 90 અને રેખાંશ −180 થી 180 વચ્ચે આપો.' },
  loading: { en: 'Asking the API…', hi: 'API से पूछा जा रहा है…', ta: 'API-யிடம் கேட்கப்படுகிறது…', te: 'API ని అడుగుతున్నాం…', kn: 'API ಅನ್ನು ಕೇಳಲಾಗುತ್ತಿದೆ…', ml: 'API-യോട് ചോദിക്കുന്നു…', mr: 'API ला विचारत आहे…', bn: 'API-কে জিজ্ঞাসা করা হচ্ছে…', gu: 'API ને પૂછી રહ્યા છીએ…' },
};

/** Each panel's heading and placeholder, keyed by language as `TEXTS`. */
const PANEL_TEXTS = {
  'panel-birth': { en: ['Birth details', 'Submit the form to see the lagna, Moon sign and nakshatra.'], hi: ['जन्म विवरण', 'लग्न, चंद्र राशि और नक्षत्र देखने के लिए फ़ॉर्म भेजें।'], ta: ["பிறப்பு விவரங்கள்", "லக்னம், சந்திர ராசி, நட்சத்திரம் காண படிவத்தை அனுப்பவும்."], te: ["జనన వివరాలు", "లగ్నం, చంద్ర రాశి, నక్షత్రం చూడటానికి ఫారం పంపండి."], kn: ["ಜನನ ವಿವರಗಳು", "ಲಗ್ನ, ಚಂದ್ರ ರಾಶಿ ಮತ್ತು ನಕ್ಷತ್ರ ನೋಡಲು ಫಾರ್ಮ್ ಕಳುಹಿಸಿ."], ml: ["ജനനവിവരങ്ങൾ", "ലഗ്നം, കൂറ്, ജന്മനക്ഷത്രം എന്നിവ കാണാൻ ഫോം അയയ്ക്കുക."], mr: ["जन्म तपशील", "लग्न, चंद्र रास आणि नक्षत्र पाहण्यासाठी फॉर्म पाठवा."], bn: ["জন্মের বিবরণ", "লগ্ন, চন্দ্র রাশি ও নক্ষত্র দেখতে ফর্মটি পাঠান।"], gu: ["જન્મ વિગતો", "લગ્ન, ચંદ્ર રાશિ અને નક્ષત્ર જોવા ફોર્મ મોકલો."] },
  'panel-panchanga': { en: ["Today's panchanga at this place", 'Tithi, nakshatra, yoga, karana, sunrise and rahu kaal.'], hi: ['इस स्थान का आज का पंचांग', 'तिथि, नक्षत्र, योग, करण, सूर्योदय और राहु काल।'], ta: ["இந்த இடத்தின் இன்றைய பஞ்சாங்கம்", "திதி, நட்சத்திரம், யோகம், கரணம், சூரிய உதயம், ராகு காலம்."], te: ["ఈ ప్రదేశపు నేటి పంచాంగం", "తిథి, నక్షత్రం, యోగం, కరణం, సూర్యోదయం, రాహు కాలం."], kn: ["ಈ ಸ್ಥಳದ ಇಂದಿನ ಪಂಚಾಂಗ", "ತಿಥಿ, ನಕ್ಷತ್ರ, ಯೋಗ, ಕರಣ, ಸೂರ್ಯೋದಯ ಮತ್ತು ರಾಹು ಕಾಲ."], ml: ["ഈ സ്ഥലത്തെ ഇന്നത്തെ പഞ്ചാംഗം", "തിഥി, നക്ഷത്രം, യോഗം, കരണം, സൂര്യോദയം, രാഹുകാലം."], mr: ["या ठिकाणचे आजचे पंचांग", "तिथी, नक्षत्र, योग, करण, सूर्योदय आणि राहू काळ."], bn: ["এই স্থানের আজকের পঞ্জিকা", "তিথি, নক্ষত্র, যোগ, করণ, সূর্যোদয় ও রাহুকাল।"], gu: ["આ સ્થળનું આજનું પંચાંગ", "તિથિ, નક્ષત્ર, યોગ, કરણ, સૂર્યોદય અને રાહુ કાળ."] },
  'panel-chart': { en: ['Birth chart', 'The rashi chart in the style you pick.'], hi: ['जन्म कुंडली', 'आपकी चुनी शैली में राशि कुंडली।'], ta: ["ஜாதகக் கட்டம்", "நீங்கள் தேர்ந்தெடுக்கும் பாணியில் ராசிக் கட்டம்."], te: ["జన్మ కుండలి", "మీరు ఎంచుకున్న శైలిలో రాశి చక్రం."], kn: ["ಜನ್ಮ ಕುಂಡಲಿ", "ನೀವು ಆರಿಸುವ ಶೈಲಿಯಲ್ಲಿ ರಾಶಿ ಚಕ್ರ."], ml: ["ജാതകം", "നിങ്ങൾ തിരഞ്ഞെടുക്കുന്ന ശൈലിയിൽ രാശിചക്രം."], mr: ["जन्म कुंडली", "तुम्ही निवडलेल्या शैलीत राशी कुंडली."], bn: ["জন্মকুণ্ডলী", "আপনার বেছে নেওয়া ধরনে রাশিচক্র।"], gu: ["જન્મ કુંડળી", "તમે પસંદ કરેલી શૈલીમાં રાશિ કુંડળી."] },
  'panel-dasha': { en: ['Running dasha (Vimshottari)', 'Mahadasha, antardasha and pratyantardasha running now.'], hi: ['चल रही दशा (विंशोत्तरी)', 'अभी चल रही महादशा, अंतर्दशा और प्रत्यंतर दशा।'], ta: ["நடப்பு தசை (விம்சோத்தரி)", "இப்போது நடக்கும் மகா தசை, அந்தர் தசை, பிரத்யந்தர தசை."], te: ["నడుస్తున్న దశ (వింశోత్తరి)", "ఇప్పుడు నడుస్తున్న మహాదశ, అంతర్దశ, ప్రత్యంతర దశ."], kn: ["ನಡೆಯುತ್ತಿರುವ ದಶೆ (ವಿಂಶೋತ್ತರಿ)", "ಈಗ ನಡೆಯುತ್ತಿರುವ ಮಹಾದಶೆ, ಅಂತರ್ದಶೆ ಮತ್ತು ಪ್ರತ್ಯಂತರ ದಶೆ."], ml: ["നടപ്പുദശ (വിംശോത്തരി)", "ഇപ്പോൾ നടക്കുന്ന മഹാദശ, അന്തർദശ, പ്രത്യന്തരദശ."], mr: ["चालू दशा (विंशोत्तरी)", "सध्या चालू असलेली महादशा, अंतर्दशा आणि प्रत्यंतर दशा."], bn: ["চলতি দশা (বিংশোত্তরী)", "এখন চলা মহাদশা, অন্তর্দশা ও প্রত্যন্তর দশা।"], gu: ["ચાલુ દશા (વિંશોત્તરી)", "અત્યારે ચાલતી મહાદશા, અંતર્દશા અને પ્રત્યંતર દશા."] },
  'panel-jaimini': { en: ['Jaimini points', 'Atmakaraka, karakamsa, arudha lagna, upapada, special lagnas and gulika.'], hi: ['जैमिनी बिंदु', 'आत्मकारक, कारकांश, आरूढ़ लग्न, उपपद, विशेष लग्न और गुलिक।'], ta: ["ஜைமினி புள்ளிகள்", "ஆத்மகாரகன், காரகாம்சம், ஆரூட லக்னம், உபபதம், சிறப்பு லக்னங்கள், குளிகன்."], te: ["జైమిని బిందువులు", "ఆత్మకారకుడు, కారకాంశ, ఆరూఢ లగ్నం, ఉపపదం, ప్రత్యేక లగ్నాలు, గుళిక."], kn: ["ಜೈಮಿನಿ ಬಿಂದುಗಳು", "ಆತ್ಮಕಾರಕ, ಕಾರಕಾಂಶ, ಆರೂಢ ಲಗ್ನ, ಉಪಪದ, ವಿಶೇಷ ಲಗ್ನಗಳು ಮತ್ತು ಗುಳಿಕ."], ml: ["ജൈമിനി ബിന്ദുക്കൾ", "ആത്മകാരകൻ, കാരകാംശം, ആരൂഢലഗ്നം, ഉപപദം, വിശേഷലഗ്നങ്ങൾ, ഗുളികൻ."], mr: ["जैमिनी बिंदू", "आत्मकारक, कारकांश, आरूढ लग्न, उपपद, विशेष लग्ने आणि गुलिक."], bn: ["জৈমিনি বিন্দু", "আত্মকারক, কারকাংশ, আরূঢ় লগ্ন, উপপদ, বিশেষ লগ্ন ও গুলিক।"], gu: ["જૈમિની બિંદુઓ", "આત્મકારક, કારકાંશ, આરૂઢ લગ્ન, ઉપપદ, વિશેષ લગ્નો અને ગુલિક."] },
  'panel-horoscope': { en: ["Today's horoscope for your Moon sign", "Written by named rules over today's real transits."], hi: ['आपकी चंद्र राशि का आज का राशिफल', 'आज के वास्तविक गोचर पर नियमों से लिखा गया।'], ta: ["உங்கள் சந்திர ராசிக்கு இன்றைய ராசிபலன்", "இன்றைய உண்மையான கோசாரங்களின் மீது பெயரிட்ட விதிகளால் எழுதப்பட்டது."], te: ["మీ చంద్ర రాశికి నేటి రాశిఫలం", "నేటి వాస్తవ గోచారాలపై పేరున్న నియమాలతో రాసినది."], kn: ["ನಿಮ್ಮ ಚಂದ್ರ ರಾಶಿಗೆ ಇಂದಿನ ರಾಶಿಫಲ", "ಇಂದಿನ ನಿಜವಾದ ಗೋಚಾರಗಳ ಮೇಲೆ ಹೆಸರಿಸಿದ ನಿಯಮಗಳಿಂದ ಬರೆದದ್ದು."], ml: ["നിങ്ങളുടെ കൂറിന് ഇന്നത്തെ ഫലം", "ഇന്നത്തെ യഥാർഥ ഗോചരങ്ങളിൽ പേരുള്ള നിയമങ്ങൾ കൊണ്ട് എഴുതിയത്."], mr: ["तुमच्या चंद्र राशीचे आजचे राशिभविष्य", "आजच्या प्रत्यक्ष गोचरांवर नामनिर्दिष्ट नियमांनी लिहिलेले."], bn: ["আপনার চন্দ্র রাশির আজকের রাশিফল", "আজকের প্রকৃত গোচরের ওপর নির্দিষ্ট নিয়মে লেখা।"], gu: ["તમારી ચંદ્ર રાશિનું આજનું રાશિફળ", "આજના વાસ્તવિક ગોચર પર નામવાળા નિયમોથી લખેલું."] },
};

/**
 * The form's own words (its title, introduction, legends, labels, options, hint, notice and button), keyed by the
 * `data-text` (or `data-placeholder`, `data-aria-label`) name its element carries in index.html, each keyed by language
 * as `TEXTS`; English is what index.html itself says.
 */
const FORM_TEXTS = {
  title: { en: 'Jyotish API playground', hi: 'ज्योतिष API आज़माएँ', ta: 'ஜோதிட API-ஐ முயன்று பாருங்கள்', te: 'జ్యోతిష API ని ప్రయత్నించండి', kn: 'ಜ್ಯೋತಿಷ API ಅನ್ನು ಪ್ರಯತ್ನಿಸಿ', ml: 'ജ്യോതിഷ API പരീക്ഷിച്ചു നോക്കുക', mr: 'ज्योतिष API वापरून पाहा', bn: 'জ্যোতিষ API ব্যবহার করে দেখুন', gu: 'જ્યોતિષ API અજમાવી જુઓ' },
  intro: {
    en: "Enter a birth and see what the API answers: today's panchanga where you are, the birth chart, the running dasha, the Jaimini points and the daily horoscope of your Moon sign. Every panel is one API call; the request is shown under it. The reference of every call:",
    hi: 'जन्म का विवरण दें और देखें कि API क्या उत्तर देता है: आपके स्थान का आज का पंचांग, जन्म कुंडली, चल रही दशा, जैमिनी बिंदु और आपकी चंद्र राशि का दैनिक राशिफल। हर पैनल एक API कॉल है; उसका अनुरोध उसके नीचे दिखता है। हर कॉल का संदर्भ:',
    ta: 'ஒரு பிறப்பை உள்ளிட்டு API என்ன பதில் தருகிறது என்று பாருங்கள்: நீங்கள் இருக்கும் இடத்தின் இன்றைய பஞ்சாங்கம், ஜாதகக் கட்டம், நடப்பு தசை, ஜைமினி புள்ளிகள், உங்கள் சந்திர ராசிக்கு இன்றைய ராசிபலன். ஒவ்வொரு பகுதியும் ஒரு API அழைப்பு; அதன் கோரிக்கை அதன் கீழே தெரியும். எல்லா அழைப்புகளின் விவரமும்:',
    te: 'జనన వివరాలు ఇచ్చి API ఏమి జవాబిస్తుందో చూడండి: మీ ప్రదేశపు నేటి పంచాంగం, జన్మ కుండలి, నడుస్తున్న దశ, జైమిని బిందువులు, మీ చంద్ర రాశికి నేటి రాశిఫలం. ప్రతి భాగం ఒక API కాల్; దాని అభ్యర్థన దాని కింద కనిపిస్తుంది. అన్ని కాల్‌ల వివరణ:',
    kn: 'ಜನನ ವಿವರ ನೀಡಿ, API ಏನು ಉತ್ತರಿಸುತ್ತದೆ ಎಂದು ನೋಡಿ: ನೀವಿರುವ ಸ್ಥಳದ ಇಂದಿನ ಪಂಚಾಂಗ, ಜನ್ಮ ಕುಂಡಲಿ, ನಡೆಯುತ್ತಿರುವ ದಶೆ, ಜೈಮಿನಿ ಬಿಂದುಗಳು ಮತ್ತು ನಿಮ್ಮ ಚಂದ್ರ ರಾಶಿಗೆ ಇಂದಿನ ರಾಶಿಫಲ. ಪ್ರತಿ ಭಾಗವೂ ಒಂದು API ಕರೆ; ಅದರ ವಿನಂತಿ ಅದರ ಕೆಳಗೆ ಕಾಣುತ್ತದೆ. ಎಲ್ಲ ಕರೆಗಳ ವಿವರಣೆ:',
    ml: 'ജനനവിവരങ്ങൾ നൽകി API എന്ത് ഉത്തരം നൽകുന്നു എന്ന് കാണുക: നിങ്ങളുടെ സ്ഥലത്തെ ഇന്നത്തെ പഞ്ചാംഗം, ജാതകം, നടപ്പുദശ, ജൈമിനി ബിന്ദുക്കൾ, നിങ്ങളുടെ കൂറിന് ഇന്നത്തെ ഫലം. ഓരോ ഭാഗവും ഒരു API വിളിയാണ്; അതിന്റെ അഭ്യർഥന അതിനു താഴെ കാണാം. എല്ലാ വിളികളുടെയും വിവരണം:',
    mr: 'जन्माचा तपशील द्या आणि API काय उत्तर देते ते पाहा: तुम्ही असलेल्या ठिकाणचे आजचे पंचांग, जन्म कुंडली, चालू दशा, जैमिनी बिंदू आणि तुमच्या चंद्र राशीचे आजचे राशिभविष्य. प्रत्येक भाग हा एक API कॉल आहे; त्याची विनंती त्याखाली दिसते. सर्व कॉलचे संदर्भ:',
    bn: 'জন্মের বিবরণ দিন আর দেখুন API কী উত্তর দেয়: আপনি যেখানে আছেন সেখানকার আজকের পঞ্জিকা, জন্মকুণ্ডলী, চলতি দশা, জৈমিনি বিন্দু আর আপনার চন্দ্র রাশির আজকের রাশিফল। প্রতিটি অংশ একটি API কল; তার অনুরোধ তার নিচে দেখা যায়। সব কলের বিবরণ:',
    gu: 'જન્મની વિગતો આપો અને જુઓ કે API શું જવાબ આપે છે: તમે જ્યાં છો ત્યાંનું આજનું પંચાંગ, જન્મ કુંડળી, ચાલુ દશા, જૈમિની બિંદુઓ અને તમારી ચંદ્ર રાશિનું આજનું રાશિફળ. દરેક ભાગ એક API કૉલ છે; તેની વિનંતી તેની નીચે દેખાય છે. બધા કૉલની વિગતો:',
  },
  legendBirth: { en: 'Birth', hi: 'जन्म', ta: 'பிறப்பு', te: 'జననం', kn: 'ಜನನ', ml: 'ജനനം', mr: 'जन्म', bn: 'জন্ম', gu: 'જન્મ' },
  date: { en: 'Date', hi: 'तारीख़', ta: 'தேதி', te: 'తేదీ', kn: 'ದಿನಾಂಕ', ml: 'തീയതി', mr: 'तारीख', bn: 'তারিখ', gu: 'તારીખ' },
  time: { en: 'Time (local)', hi: 'समय (स्थानीय)', ta: 'நேரம் (உள்ளூர்)', te: 'సమయం (స్థానిక)', kn: 'ಸಮಯ (ಸ್ಥಳೀಯ)', ml: 'സമയം (പ്രാദേശികം)', mr: 'वेळ (स्थानिक)', bn: 'সময় (স্থানীয়)', gu: 'સમય (સ્થાનિક)' },
  legendPlace: { en: 'Place', hi: 'स्थान', ta: 'இடம்', te: 'స్థలం', kn: 'ಸ್ಥಳ', ml: 'സ്ഥലം', mr: 'ठिकाण', bn: 'স্থান', gu: 'સ્થળ' },
  placeMode: { en: 'How to give the place', hi: 'स्थान कैसे दें', ta: 'இடத்தை எப்படித் தருவது', te: 'స్థలాన్ని ఎలా ఇవ్వాలి', kn: 'ಸ್ಥಳವನ್ನು ಹೇಗೆ ನೀಡುವುದು', ml: 'സ്ഥലം എങ്ങനെ നൽകണം', mr: 'ठिकाण कसे द्यायचे', bn: 'স্থান কীভাবে দেবেন', gu: 'સ્થળ કેવી રીતે આપવું' },
  modeCity: { en: 'A catalogued city', hi: 'सूची का कोई शहर', ta: 'பட்டியலில் உள்ள நகரம்', te: 'జాబితాలోని నగరం', kn: 'ಪಟ್ಟಿಯಲ್ಲಿರುವ ನಗರ', ml: 'പട്ടികയിലെ നഗരം', mr: 'सूचीतील शहर', bn: 'তালিকার একটি শহর', gu: 'યાદીમાંનું શહેર' },
  modeCoordinates: { en: 'Coordinates and time zone', hi: 'अक्षांश-देशांतर और समय क्षेत्र', ta: 'அட்சரேகை, தீர்க்கரேகை, நேர மண்டலம்', te: 'అక్షాంశ రేఖాంశాలు, కాల మండలం', kn: 'ಅಕ್ಷಾಂಶ, ರೇಖಾಂಶ ಮತ್ತು ಸಮಯ ವಲಯ', ml: 'അക്ഷാംശം, രേഖാംശം, സമയമേഖല', mr: 'अक्षांश-रेखांश आणि वेळ क्षेत्र', bn: 'অক্ষাংশ, দ্রাঘিমাংশ ও সময় অঞ্চল', gu: 'અક્ષાંશ-રેખાંશ અને સમય ક્ષેત્ર' },
  city: { en: 'City', hi: 'शहर', ta: 'நகரம்', te: 'నగరం', kn: 'ನಗರ', ml: 'നഗരം', mr: 'शहर', bn: 'শহর', gu: 'શહેર' },
  cityPlaceholder: { en: 'Start typing: Delhi, Mumbai, London…', hi: 'शहर का नाम लिखना शुरू करें…', ta: 'நகரத்தின் பெயரைத் தட்டச்சு செய்யத் தொடங்குங்கள்…', te: 'నగరం పేరు టైప్ చేయడం మొదలుపెట్టండి…', kn: 'ನಗರದ ಹೆಸರನ್ನು ಟೈಪ್ ಮಾಡಲು ಆರಂಭಿಸಿ…', ml: 'നഗരത്തിന്റെ പേര് ടൈപ്പ് ചെയ്തു തുടങ്ങുക…', mr: 'शहराचे नाव लिहायला सुरुवात करा…', bn: 'শহরের নাম লিখতে শুরু করুন…', gu: 'શહેરનું નામ લખવાનું શરૂ કરો…' },
  cityHint: {
    en: 'Type a few letters and pick from the list, or type the name alone (in any of the nine languages, accents optional).',
    hi: 'कुछ अक्षर लिखकर सूची से चुनें, या केवल नाम लिखें (नौ भाषाओं में से किसी में भी)।',
    ta: 'சில எழுத்துகளைத் தட்டச்சு செய்து பட்டியலிலிருந்து தேர்ந்தெடுக்கவும், அல்லது பெயரை மட்டும் தட்டச்சு செய்யவும் (ஒன்பது மொழிகளில் எதிலும்).',
    te: 'కొన్ని అక్షరాలు టైప్ చేసి జాబితా నుంచి ఎంచుకోండి, లేదా పేరు మాత్రమే టైప్ చేయండి (తొమ్మిది భాషల్లో దేనిలోనైనా).',
    kn: 'ಕೆಲವು ಅಕ್ಷರಗಳನ್ನು ಟೈಪ್ ಮಾಡಿ ಪಟ್ಟಿಯಿಂದ ಆರಿಸಿ, ಅಥವಾ ಹೆಸರನ್ನು ಮಾತ್ರ ಟೈಪ್ ಮಾಡಿ (ಒಂಬತ್ತು ಭಾಷೆಗಳಲ್ಲಿ ಯಾವುದರಲ್ಲಾದರೂ).',
    ml: 'ഏതാനും അക്ഷരങ്ങൾ ടൈപ്പ് ചെയ്ത് പട്ടികയിൽ നിന്ന് തിരഞ്ഞെടുക്കുക, അല്ലെങ്കിൽ പേര് മാത്രം ടൈപ്പ് ചെയ്യുക (ഒമ്പത് ഭാഷകളിൽ ഏതിലും).',
    mr: 'काही अक्षरे लिहून सूचीतून निवडा, किंवा फक्त नाव लिहा (नऊपैकी कोणत्याही भाषेत).',
    bn: 'কয়েকটি অক্ষর লিখে তালিকা থেকে বেছে নিন, অথবা শুধু নামটি লিখুন (নয়টি ভাষার যেকোনোটিতে)।',
    gu: 'થોડા અક્ષરો લખીને યાદીમાંથી પસંદ કરો, અથવા ફક્ત નામ લખો (નવમાંથી કોઈ પણ ભાષામાં).',
  },
  latitude: { en: 'Latitude (° north)', hi: 'अक्षांश (° उत्तर)', ta: 'அட்சரேகை (° வடக்கு)', te: 'అక్షాంశం (° ఉత్తరం)', kn: 'ಅಕ್ಷಾಂಶ (° ಉತ್ತರ)', ml: 'അക്ഷാംശം (° വടക്ക്)', mr: 'अक्षांश (° उत्तर)', bn: 'অক্ষাংশ (° উত্তর)', gu: 'અક્ષાંશ (° ઉત્તર)' },
  longitude: { en: 'Longitude (° east)', hi: 'देशांतर (° पूर्व)', ta: 'தீர்க்கரேகை (° கிழக்கு)', te: 'రేఖాంశం (° తూర్పు)', kn: 'ರೇಖಾಂಶ (° ಪೂರ್ವ)', ml: 'രേഖാംശം (° കിഴക്ക്)', mr: 'रेखांश (° पूर्व)', bn: 'দ্রাঘিমাংশ (° পূর্ব)', gu: 'રેખાંશ (° પૂર્વ)' },
  timezone: { en: 'Time zone (IANA name or hours)', hi: 'समय क्षेत्र (IANA नाम या घंटे)', ta: 'நேர மண்டலம் (IANA பெயர் அல்லது மணிநேரம்)', te: 'కాల మండలం (IANA పేరు లేదా గంటలు)', kn: 'ಸಮಯ ವಲಯ (IANA ಹೆಸರು ಅಥವಾ ಗಂಟೆಗಳು)', ml: 'സമയമേഖല (IANA പേര് അല്ലെങ്കിൽ മണിക്കൂർ)', mr: 'वेळ क्षेत्र (IANA नाव किंवा तास)', bn: 'সময় অঞ্চল (IANA নাম বা ঘণ্টা)', gu: 'સમય ક્ષેત્ર (IANA નામ અથવા કલાક)' },
  legendDisplay: { en: 'Display', hi: 'प्रदर्शन', ta: 'காட்சி', te: 'ప్రదర్శన', kn: 'ಪ್ರದರ್ಶನ', ml: 'പ്രദർശനം', mr: 'प्रदर्शन', bn: 'প্রদর্শন', gu: 'પ્રદર્શન' },
  style: { en: 'Chart style', hi: 'कुंडली की शैली', ta: 'ஜாதகக் கட்டப் பாணி', te: 'కుండలి శైలి', kn: 'ಕುಂಡಲಿಯ ಶೈಲಿ', ml: 'ജാതകത്തിന്റെ ശൈലി', mr: 'कुंडलीची शैली', bn: 'কুণ্ডলীর ধরন', gu: 'કુંડળીની શૈલી' },
  styleNorth: { en: 'North Indian', hi: 'उत्तर भारतीय', ta: 'வட இந்திய', te: 'ఉత్తర భారత', kn: 'ಉತ್ತರ ಭಾರತೀಯ', ml: 'ഉത്തരേന്ത്യൻ', mr: 'उत्तर भारतीय', bn: 'উত্তর ভারতীয়', gu: 'ઉત્તર ભારતીય' },
  styleSouth: { en: 'South Indian', hi: 'दक्षिण भारतीय', ta: 'தென் இந்திய', te: 'దక్షిణ భారత', kn: 'ದಕ್ಷಿಣ ಭಾರತೀಯ', ml: 'ദക്ഷിണേന്ത്യൻ', mr: 'दक्षिण भारतीय', bn: 'দক্ষিণ ভারতীয়', gu: 'દક્ષિણ ભારતીય' },
  styleEast: { en: 'East Indian', hi: 'पूर्व भारतीय', ta: 'கிழக்கு இந்திய', te: 'తూర్పు భారత', kn: 'ಪೂರ್ವ ಭಾರತೀಯ', ml: 'കിഴക്കേ ഇന്ത്യൻ', mr: 'पूर्व भारतीय', bn: 'পূর্ব ভারতীয়', gu: 'પૂર્વ ભારતીય' },
  language: { en: 'Language', hi: 'भाषा', ta: 'மொழி', te: 'భాష', kn: 'ಭಾಷೆ', ml: 'ഭാഷ', mr: 'भाषा', bn: 'ভাষা', gu: 'ભાષા' },
  legendKey: { en: 'API key', hi: 'API कुंजी', ta: 'API விசை', te: 'API కీ', kn: 'API ಕೀ', ml: 'API കീ', mr: 'API की', bn: 'API কী', gu: 'API કી' },
  keyLabel: { en: 'Your API key (leave empty to use the demo key)', hi: 'आपकी API कुंजी (डेमो कुंजी के लिए खाली छोड़ें)', ta: 'உங்கள் API விசை (டெமோ விசைக்குக் காலியாக விடவும்)', te: 'మీ API కీ (డెమో కీ కోసం ఖాళీగా వదిలేయండి)', kn: 'ನಿಮ್ಮ API ಕೀ (ಡೆಮೊ ಕೀಗಾಗಿ ಖಾಲಿ ಬಿಡಿ)', ml: 'നിങ്ങളുടെ API കീ (ഡെമോ കീക്ക് ഒഴിച്ചിടുക)', mr: 'तुमची API की (डेमो कीसाठी रिकामी ठेवा)', bn: 'আপনার API কী (ডেমো কী-র জন্য খালি রাখুন)', gu: 'તમારી API કી (ડેમો કી માટે ખાલી રાખો)' },
  keyNotice: {
    en: "With the demo key you see the birth details and the daily horoscope. Today's panchanga, the chart, the dasha and the Jaimini points need your own key: an operator issues one with npm run keys -- create (docs/operations.md, \"Keys\").",
    hi: 'डेमो कुंजी से आप जन्म विवरण और दैनिक राशिफल देखते हैं। आज के पंचांग, कुंडली, दशा और जैमिनी बिंदुओं के लिए अपनी कुंजी चाहिए: ऑपरेटर इसे npm run keys -- create से बनाता है (docs/operations.md, "Keys")।',
    ta: 'டெமோ விசையுடன் பிறப்பு விவரங்களும் தினசரி ராசிபலனும் தெரியும். இன்றைய பஞ்சாங்கம், ஜாதகக் கட்டம், தசை, ஜைமினி புள்ளிகள் ஆகியவற்றுக்கு உங்கள் சொந்த விசை தேவை: இயக்குநர் npm run keys -- create மூலம் ஒன்றை வழங்குவார் (docs/operations.md, "Keys").',
    te: 'డెమో కీతో జనన వివరాలు, దైనిక రాశిఫలం కనిపిస్తాయి. నేటి పంచాంగం, కుండలి, దశ, జైమిని బిందువులకు మీ సొంత కీ కావాలి: ఆపరేటర్ npm run keys -- create తో ఒకటి ఇస్తారు (docs/operations.md, "Keys").',
    kn: 'ಡೆಮೊ ಕೀಯಿಂದ ಜನನ ವಿವರ ಮತ್ತು ದೈನಿಕ ರಾಶಿಫಲ ಕಾಣುತ್ತವೆ. ಇಂದಿನ ಪಂಚಾಂಗ, ಕುಂಡಲಿ, ದಶೆ ಮತ್ತು ಜೈಮಿನಿ ಬಿಂದುಗಳಿಗೆ ನಿಮ್ಮ ಸ್ವಂತ ಕೀ ಬೇಕು: ನಿರ್ವಾಹಕರು npm run keys -- create ಮೂಲಕ ಒಂದನ್ನು ನೀಡುತ್ತಾರೆ (docs/operations.md, "Keys").',
    ml: 'ഡെമോ കീ കൊണ്ട് ജനനവിവരങ്ങളും ദിവസഫലവും കാണാം. ഇന്നത്തെ പഞ്ചാംഗം, ജാതകം, ദശ, ജൈമിനി ബിന്ദുക്കൾ എന്നിവയ്ക്ക് നിങ്ങളുടെ സ്വന്തം കീ വേണം: ഓപ്പറേറ്റർ npm run keys -- create വഴി ഒന്ന് നൽകും (docs/operations.md, "Keys").',
    mr: 'डेमो कीने जन्म तपशील आणि दैनिक राशिभविष्य दिसते. आजचे पंचांग, कुंडली, दशा आणि जैमिनी बिंदूंसाठी तुमची स्वतःची की लागते: ऑपरेटर npm run keys -- create ने ती देतो (docs/operations.md, "Keys").',
    bn: 'ডেমো কী দিয়ে জন্মের বিবরণ আর দৈনিক রাশিফল দেখা যায়। আজকের পঞ্জিকা, কুণ্ডলী, দশা আর জৈমিনি বিন্দুর জন্য আপনার নিজের কী লাগবে: অপারেটর npm run keys -- create দিয়ে একটি দেন (docs/operations.md, "Keys")।',
    gu: 'ડેમો કીથી જન્મ વિગતો અને દૈનિક રાશિફળ દેખાય છે. આજનું પંચાંગ, કુંડળી, દશા અને જૈમિની બિંદુઓ માટે તમારી પોતાની કી જોઈએ: ઑપરેટર npm run keys -- create થી એક આપે છે (docs/operations.md, "Keys").',
  },
  show: { en: 'Show', hi: 'दिखाएँ', ta: 'காட்டு', te: 'చూపించు', kn: 'ತೋರಿಸು', ml: 'കാണിക്കുക', mr: 'दाखवा', bn: 'দেখান', gu: 'બતાવો' },
};

/** The page's words in `lang` (English for a text not written in it). */
function wordsIn(lang) {
  return Object.fromEntries(Object.entries(TEXTS).map(([name, text]) => [name, text[lang] ?? text.en]));
}

let catalogue = { cities: [], signs: [] };

/**
 * Loads the catalogue labelled in `lang` and lists its cities in the picker; a city the field shows under its
 * label in the catalogue before is shown under its label in the new one.
 */
async function loadCatalogue(lang) {
  const response = await fetch(`/playground/catalogue.json?lang=${lang}`);
  const before = catalogue.cities.find((c) => c.label === $('#city').value.trim());
  catalogue = await response.json();
  $('#city-list').replaceChildren(...catalogue.cities.map((city) => element('option', { value: city.label })));
  const shown = before && catalogue.cities.find((c) => c.id === before.id);
  if (shown) $('#city').value = shown.label;
}

/**
 * The catalogued city the person typed: a label of the picker as it is, else the first city the API's search
 * finds (any case, accents optional, former names: "reykjavik", "bombay") for the whole text, then for the part
 * before its first comma ("Reykjavik, Iceland"). Null when none matches.
 */
async function findCity(typed, key) {
  const text = typed.trim();
  const listed = catalogue.cities.find((c) => c.label === text);
  if (listed) return listed;
  for (const query of new Set([text, text.split(',')[0].trim()])) {
    if (query === '') continue;
    const found = await call(`/v1/cities?${new URLSearchParams({ q: query, limit: '1' })}`, key);
    const city = found.cities.length > 0 ? catalogue.cities.find((c) => c.id === found.cities[0].id) : undefined;
    if (city) return city;
  }
  return null;
}

/** The place the form describes: a catalogued city, or coordinates with a zone. Throws a message to show. */
async function placeOf(form, words, key) {
  if (form.get('place-mode') === 'city') {
    const city = await findCity(String(form.get('city')), key);
    if (!city) throw new Error(words.pickCity);
    // Show the city the answer is for under its picker label.
    $('#city').value = city.label;
    return { city: city.id, latitude: city.latitude, longitude: city.longitude, timezone: city.timezone };
  }
  const latitude = Number(form.get('latitude'));
  const longitude = Number(form.get('longitude'));
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || Math.abs(latitude) >= 90 || Math.abs(longitude) > 180) throw new Error(words.badCoordinates);
  return { city: null, latitude, longitude, timezone: String(form.get('timezone')).trim() || undefined };
}

/** Calls the API; resolves to the parsed body (JSON or text) or rejects with the API's error message. */
async function call(path, key, options = {}) {
  const response = await fetch(path, { ...options, headers: { ...(options.headers ?? {}), authorization: `Bearer ${key}` } });
  const type = response.headers.get('content-type') ?? '';
  const body = type.includes('json') ? await response.json() : await response.text();
  if (!response.ok) {
    const error = new Error(body.message ?? `${response.status}`);
    error.code = body.error;
    throw error;
  }
  return body;
}

function element(tag, attributes = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

/** A definition list of [term, value] pairs. */
function facts(pairs) {
  const list = element('dl');
  for (const [term, value] of pairs) list.append(element('dt', {}, term), element('dd', {}, value));
  return list;
}

/** Replaces a panel's content; `request` is shown under it so people can copy the call. */
function fill(panelId, nodes, request) {
  const panel = $(`#${panelId}`);
  panel.classList.remove('locked');
  const content = panel.querySelector('.content');
  content.replaceChildren(...nodes, ...(request ? [element('p', { class: 'request' }, element('code', {}, request))] : []));
}

function lock(panelId, words) {
  fill(panelId, [element('p', { class: 'notice' }, words.locked)]);
  $(`#${panelId}`).classList.add('locked');
}

/** Names the panels in `lang` (their headings and language) and shows each one's placeholder. */
function resetPanels(lang) {
  for (const [id, [heading, placeholder]] of Object.entries(PANEL_TEXTS).map(([id, text]) => [id, text[lang] ?? text.en])) {
    const panel = $(`#${id}`);
    panel.lang = lang;
    panel.querySelector('h2').textContent = heading;
    fill(id, [element('p', { class: 'placeholder' }, placeholder)]);
  }
}

function showError(panelId, error) {
  fill(panelId, [element('p', { class: 'error' }, error.message)]);
}

/** Local wall-clock date of today in the browser, YYYY-MM-DD (the panchanga of "today" where the person is). */
function today() {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** An instant as HH:MM at the response's zone (an IANA name or hours from UTC). */
function clockTime(iso, zone) {
  if (!iso) return '—';
  const instant = new Date(iso);
  if (typeof zone === 'number') return new Date(instant.getTime() + zone * 3_600_000).toISOString().slice(11, 16);
  return new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant);
}

function birthQuery(birth, place) {
  const parameters = new URLSearchParams({ date: birth, latitude: String(place.latitude), longitude: String(place.longitude) });
  if (place.timezone) parameters.set('timezone', place.timezone);
  return parameters;
}

async function showBirthDetails(birth, place, key, lang, words) {
  const body = { date: birth, latitude: place.latitude, longitude: place.longitude, ...(place.timezone ? { timezone: place.timezone } : {}), lang };
  const details = await call('/v1/astrology/birth_details', key, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  fill(
    'panel-birth',
    [
      facts([
        [words.lagna, `${details.lagna.rashi} ${details.lagna.degree}`],
        [words.moonSign, details.moon.rashi],
        [words.nakshatra, `${details.moon.nakshatra} (${details.moon.nakshatraPada})`],
        [words.sunSign, details.sun.rashi],
        [words.balance, `${details.vimshottariBalance.planet}: ${details.vimshottariBalance.remainingYears.toFixed(2)} ${words.years}`],
      ]),
    ],
    `POST /v1/astrology/birth_details ${JSON.stringify(body)}`,
  );
  return details;
}

async function showHoroscope(details, key, lang) {
  const sign = catalogue.signs.find((s) => s.names.includes(details.moon.rashi));
  const path = `/v1/calculations/horoscope/daily/${sign.id}?date=${today()}&lang=${lang}`;
  const horoscope = await call(path, key);
  const words = wordsIn(lang);
  fill(
    'panel-horoscope',
    [element('p', {}, element('strong', {}, `${horoscope.sign}, ${horoscope.date}`)), element('p', {}, horoscope.prediction), facts([[words.lucky, `${horoscope.lucky.number}, ${horoscope.lucky.color}, ${horoscope.lucky.stone}`]])],
    `GET ${path}`,
  );
}

async function showPanchanga(place, key, lang, words) {
  const parameters = new URLSearchParams({ date: today(), lang });
  if (place.city) parameters.set('city', place.city);
  else {
    parameters.set('latitude', String(place.latitude));
    parameters.set('longitude', String(place.longitude));
    if (place.timezone) parameters.set('timezone', place.timezone);
  }
  const path = `/v1/calculations/panchanga?${parameters}`;
  const day = await call(path, key);
  const time = (iso) => clockTime(iso, day.settings.timezone);
  fill(
    'panel-panchanga',
    [
      facts([
        [words.weekday, day.vara.name],
        [words.tithi, `${day.tithi.name}, ${day.tithi.paksha} (${words.until.replace('{time}', time(day.tithi.endTime))})`],
        [words.nakshatra, `${day.nakshatra.name} (${words.until.replace('{time}', time(day.nakshatra.endTime))})`],
        [words.yoga, day.yoga.name],
        [words.karana, day.karana.name],
        [words.sunrise, day.times.sunrise ?? '—'],
        [words.sunset, day.times.sunset ?? '—'],
        [words.rahuKaal, day.times.rahuKaal ? `${day.times.rahuKaal.start}–${day.times.rahuKaal.end}` : '—'],
      ]),
    ],
    `GET ${path}`,
  );
}

async function showChart(birth, place, key, lang, style) {
  const parameters = birthQuery(birth, place);
  parameters.set('style', style);
  parameters.set('size', '400');
  parameters.set('lang', lang);
  const path = `/v1/calculations/kundali/svg?${parameters}`;
  const text = await call(path, key);
  // The API's own SVG, parsed as XML and adopted as DOM nodes (never as HTML).
  const svg = new DOMParser().parseFromString(text, 'image/svg+xml').documentElement;
  fill('panel-chart', [element('div', { class: 'chart' }, document.importNode(svg, true))], `GET ${path}`);
}

async function showDasha(birth, place, key, lang, words) {
  const parameters = birthQuery(birth, place);
  parameters.set('lang', lang);
  const path = `/v1/calculations/dasha/current?${parameters}`;
  const dasha = await call(path, key);
  const period = (p) => `${p.planet} (${p.startDate} – ${p.endDate}; ${p.remaining} ${words.remaining})`;
  fill(
    'panel-dasha',
    [facts([[words.maha, period(dasha.current.mahadasha)], [words.antar, period(dasha.current.antardasha)], [words.pratyantar, period(dasha.current.pratyantardasha)]])],
    `GET ${path}`,
  );
}

async function showJaimini(birth, place, key, lang, words) {
  const parameters = birthQuery(birth, place);
  parameters.set('lang', lang);
  const path = `/v1/calculations/jaimini?${parameters}`;
  const jaimini = await call(path, key);
  const at = (point) => `${point.sign} ${point.degree}`;
  const special = ['hora', 'ghati', 'bhava', 'pranapada', 'varnada'].map((id) => [jaimini.specialLagnas[id].name, at(jaimini.specialLagnas[id])]);
  const upagrahas = jaimini.upagrahas.filter((u) => u.id === 'gulika' || u.id === 'mandi').map((u) => [u.name, at(u)]);
  fill(
    'panel-jaimini',
    [
      facts([
        [words.atmakaraka, jaimini.karakas[0].graha.name],
        [words.karakamsa, jaimini.karakamsa.sign],
        [words.arudhaLagna, jaimini.arudhas.arudhaLagna.sign],
        [words.upapada, jaimini.arudhas.upapada.sign],
        ...special,
        ...upagrahas,
      ]),
    ],
    `GET ${path}`,
  );
}

/** The command that issues a key, written as code wherever a text names it. */
const KEYS_COMMAND = 'npm run keys -- create';

/**
 * Writes the form in `lang`: each element's `data-text` as its text, `data-placeholder` as its placeholder,
 * `data-aria-label` as its accessible name, the page's title and language; English where a text is not written in it.
 */
function labelForm(lang) {
  const word = (name) => FORM_TEXTS[name][lang] ?? FORM_TEXTS[name].en;
  for (const node of document.querySelectorAll('[data-text]')) {
    // The operator's command stays code in every language.
    const [before, ...after] = word(node.dataset.text).split(KEYS_COMMAND);
    node.replaceChildren(before, ...(after.length > 0 ? [element('code', {}, KEYS_COMMAND), after.join(KEYS_COMMAND)] : []));
  }
  for (const node of document.querySelectorAll('[data-placeholder]')) node.placeholder = word(node.dataset.placeholder);
  for (const node of document.querySelectorAll('[data-aria-label]')) node.setAttribute('aria-label', word(node.dataset.ariaLabel));
  document.title = word('title');
  document.documentElement.lang = lang;
}

/** The language the form names: one the picker offers (each a language of the service), else English. */
function chosenLang(value) {
  return [...$('#lang').options].some((option) => option.value === value) ? value : 'en';
}

async function submit(event) {
  event.preventDefault();
  const form = new FormData(event.target);
  const lang = chosenLang(form.get('lang'));
  const words = wordsIn(lang);
  // The panels, headings included, are in the chosen language, as the form is. Nothing of an earlier answer stays
  // beside a new one or an error.
  resetPanels(lang);
  $('#form-error').textContent = '';
  const ownKey = String(form.get('key')).trim();
  const key = ownKey || DEMO_KEY;
  let place;
  try {
    place = await placeOf(form, words, key);
  } catch (error) {
    $('#form-error').textContent = error.message;
    return;
  }
  const birth = `${form.get('date')}T${form.get('time')}:00`;
  const results = $('#results');
  results.setAttribute('aria-busy', 'true');
  for (const id of ['panel-birth', 'panel-panchanga', 'panel-chart', 'panel-dasha', 'panel-jaimini', 'panel-horoscope']) fill(id, [element('p', { class: 'placeholder' }, words.loading)]);

  const details = showBirthDetails(birth, place, key, lang, words);
  // Every birth call sends the zone the birth is read at: the city's, the one typed, or else the offset the service
  // found in force at the coordinates (birth details), so no endpoint's default zone (GET kundali: 5.75 hours) applies.
  const zoned = place.timezone ? Promise.resolve(place) : details.then((d) => ({ ...place, timezone: String(d.birthDetails.timezone) }));
  const tasks = [
    details
      .then((d) => showHoroscope(d, key, lang).catch((error) => showError('panel-horoscope', error)))
      .catch((error) => {
        showError('panel-birth', error);
        showError('panel-horoscope', error);
      }),
  ];
  if (ownKey) {
    tasks.push(
      showPanchanga(place, key, lang, words).catch((error) => showError('panel-panchanga', error)),
      zoned.then((p) => showChart(birth, p, key, lang, String(form.get('style')))).catch((error) => showError('panel-chart', error)),
      zoned.then((p) => showDasha(birth, p, key, lang, words)).catch((error) => showError('panel-dasha', error)),
      zoned.then((p) => showJaimini(birth, p, key, lang, words)).catch((error) => showError('panel-jaimini', error)),
    );
  } else {
    for (const id of ['panel-panchanga', 'panel-chart', 'panel-dasha', 'panel-jaimini']) lock(id, words);
  }
  await Promise.all(tasks);
  results.setAttribute('aria-busy', 'false');
}

function showPlaceMode() {
  const coordinates = document.querySelector('input[name="place-mode"]:checked').value === 'coordinates';
  $('#coordinate-fields').hidden = !coordinates;
  $('#city-fields').hidden = coordinates;
}

function showKeyNotice() {
  $('#key-notice').hidden = $('#api-key').value.trim() !== '';
}

for (const radio of document.querySelectorAll('input[name="place-mode"]')) radio.addEventListener('change', showPlaceMode);
$('#api-key').addEventListener('input', showKeyNotice);
$('#birth-form').addEventListener('submit', submit);
// Choosing a language writes the form and the panels in it; the language a reloaded page restores into the form
// does so from the start.
$('#lang').addEventListener('change', async () => {
  const lang = chosenLang($('#lang').value);
  labelForm(lang);
  resetPanels(lang);
  await loadCatalogue(lang);
});
labelForm(chosenLang($('#lang').value));
resetPanels(chosenLang($('#lang').value));
await loadCatalogue(chosenLang($('#lang').value));
