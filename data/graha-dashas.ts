/**
 * The graha dashas whose lords and years come from the chart rather than from a fixed table of the birth star:
 * Naisargika, Karaka, Tara, Moola, Saptarishi Nakshatra (whose lords are stars), Kaala, Buddhi Gathi and Aayu. One record per system with its rules in words and its source; the rules themselves are
 * computed by `astro/dasha/graha-dasha.ts` and the modules it names.
 *
 * Sources: the books were not available here. The rules are those PyJHora 4.8.5 implements
 * (`horoscope/dhasa/graha/<system>.py`, https://github.com/naturalstupid/PyJHora, which follows Jagannatha Hora),
 * read to understand them; each record names the book PyJHora or JHora gives for the system, and what was checked.
 * The start rules and conditions in words are written in all nine languages (as data/dashas.ts); the names in
 * the seven other languages are the Sanskrit names in each script, as data/dashas.ts writes its systems.
 */
import type { DashaApplicabilityId } from './dashas.ts';
import type { Names, Text } from './text.ts';

/** The one lord of a graha dasha that is not a graha: the lagna (Naisargika dasha's last 12 years). */
export const LAGNA_DASHA_LORD = {
  id: 'lagna', en: 'Lagna', hi: 'लग्न', ta: 'லக்னம்', te: 'లగ్నం', kn: 'ಲಗ್ನ', ml: 'ലഗ്നം', mr: 'लग्न', bn: 'লগ্ন', gu: 'લગ્ન',
} as const;
export type LagnaDashaLordId = (typeof LAGNA_DASHA_LORD)['id'];

/** Natural (naisargika) years of the grahas and the lagna, in dasha order. */
export const NAISARGIKA_YEARS = [
  { lord: 'moon', years: 1 }, { lord: 'mars', years: 2 }, { lord: 'mercury', years: 9 }, { lord: 'venus', years: 20 },
  { lord: 'jupiter', years: 18 }, { lord: 'sun', years: 20 }, { lord: 'saturn', years: 50 }, { lord: 'lagna', years: 12 },
] as const;

/** The three longevity methods of BPHS ch. 44 (Aayu dasha; `astro/dasha/ayurdaya.ts`). */
export const AYURDAYA_METHODS = ['pindayu', 'nisargayu', 'amsayu'] as const;

/**
 * Pindayu: the years each graha gives at its deepest exaltation (BPHS ch. 44, Santhanam's translation; the same
 * numbers in Brihat Jataka ch. 7): half of them at its deepest debilitation.
 */
export const PINDAYU_FULL_YEARS = { sun: 19, moon: 25, mars: 15, mercury: 12, jupiter: 15, venus: 21, saturn: 20 } as const;

/** Tara dasha's lords and years in order (Sanjay Rath's order, 120 years). */
export const TARA_YEARS = [
  { lord: 'venus', years: 20 }, { lord: 'moon', years: 10 }, { lord: 'ketu', years: 7 }, { lord: 'saturn', years: 19 },
  { lord: 'jupiter', years: 16 }, { lord: 'mercury', years: 17 }, { lord: 'rahu', years: 18 }, { lord: 'mars', years: 7 },
  { lord: 'sun', years: 6 },
] as const;

/** Kaala dasha's lords in order; the k-th (1–9) has k of the 45 shares of a cycle. */
export const KAALA_LORDS = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu', 'ketu'] as const;

/** Years of Kaala dasha's two cycles together (BPHS ch. 46: 2/15 year a ghati over the 20 ghatis of a day, × 45). */
export const KAALA_YEARS = 120;

/** Buddhi Gathi dasha stops after the mahadasha that brings its total to this many years (PyJHora's span). */
export const BUDDHI_GATHI_SPAN_YEARS = 144;

interface GrahaDashaRecord extends Names {
  readonly id: string;
  readonly kind: 'graha';
  readonly sanskrit: string;
  readonly cycles: number;
  /** Years of one cycle when the same for every chart; null when they depend on the chart. */
  readonly totalYears: number | null;
  readonly startRule: Text;
  readonly yearsRule: string;
  readonly antardashaRule: string;
  readonly applicability: { readonly id: DashaApplicabilityId; readonly condition: Text } | null;
  readonly source: string;
}

/** The graha dashas, one record each. */
export const GRAHA_DASHA_SYSTEMS = [
  {
    id: 'naisargika', kind: 'graha', en: 'Naisargika', hi: 'नैसर्गिक', ta: 'நைசர்கிக', te: 'నైసర్గిక', kn: 'ನೈಸರ್ಗಿಕ', ml: 'നൈസർഗിക', mr: 'नैसर्गिक', bn: 'নৈসর্গিক', gu: 'નૈસર્ગિક', sanskrit: 'Naisargika', cycles: 1, totalYears: 132,
    startRule: {
      en: 'The natural ages in order, the first from birth: Moon 1, Mars 2, Mercury 9, Venus 20, Jupiter 18, '
        + 'Sun 20, Saturn 50 years (120), then the lagna 12 years.',
      hi: 'नैसर्गिक आयु के क्रम से, पहली दशा जन्म से: चन्द्र 1, मंगल 2, बुध 9, शुक्र 20, गुरु 18, सूर्य 20, शनि 50 वर्ष (120), फिर लग्न 12 वर्ष।',
      ta: 'நைசர்கிக ஆயுள் வரிசையில், முதல் தசை பிறப்பிலிருந்து: சந்திரன் 1, செவ்வாய் 2, புதன் 9, சுக்கிரன் 20, குரு 18, சூரியன் 20, சனி 50 ஆண்டுகள் (120), பின் லக்னம் 12 ஆண்டுகள்.',
      te: 'నైసర్గిక ఆయుర్దాయ క్రమంలో, మొదటి దశ జననం నుంచి: చంద్రుడు 1, కుజుడు 2, బుధుడు 9, శుక్రుడు 20, గురువు 18, సూర్యుడు 20, శని 50 సంవత్సరాలు (120), తర్వాత లగ్నం 12 సంవత్సరాలు.',
      kn: 'ನೈಸರ್ಗಿಕ ಆಯುಷ್ಯದ ಕ್ರಮದಲ್ಲಿ, ಮೊದಲ ದಶೆ ಜನನದಿಂದ: ಚಂದ್ರ 1, ಕುಜ 2, ಬುಧ 9, ಶುಕ್ರ 20, ಗುರು 18, ಸೂರ್ಯ 20, ಶನಿ 50 ವರ್ಷ (120), ನಂತರ ಲಗ್ನ 12 ವರ್ಷ.',
      ml: 'നൈസർഗിക ആയുസ്സിന്റെ ക്രമത്തിൽ, ആദ്യ ദശ ജനനം മുതൽ: ചന്ദ്രൻ 1, ചൊവ്വ 2, ബുധൻ 9, ശുക്രൻ 20, വ്യാഴം 18, സൂര്യൻ 20, ശനി 50 വർഷം (120), പിന്നെ ലഗ്നം 12 വർഷം.',
      mr: 'नैसर्गिक आयुष्याच्या क्रमाने, पहिली दशा जन्मापासून: चंद्र 1, मंगळ 2, बुध 9, शुक्र 20, गुरु 18, रवि 20, शनि 50 वर्षे (120), मग लग्न 12 वर्षे.',
      bn: 'নৈসর্গিক আয়ুর ক্রমে, প্রথম দশা জন্ম থেকে: চন্দ্র 1, মঙ্গল 2, বুধ 9, শুক্র 20, বৃহস্পতি 18, রবি 20, শনি 50 বছর (120), তারপর লগ্ন 12 বছর।',
      gu: 'નૈસર્ગિક આયુષ્યના ક્રમમાં, પહેલી દશા જન્મથી: ચંદ્ર 1, મંગળ 2, બુધ 9, શુક્ર 20, ગુરુ 18, સૂર્ય 20, શનિ 50 વર્ષ (120), પછી લગ્ન 12 વર્ષ.',
    },
    yearsRule: 'Fixed: Moon 1, Mars 2, Mercury 9, Venus 20, Jupiter 18, Sun 20, Saturn 50, lagna 12 (132 years).',
    antardashaRule: 'The grahas Sun … Saturn (no nodes) in the houses counted from the sign of the dasha lord (the lagna '
      + 'sign for the lagna\'s dasha) in the order 1, 4, 7, 10 (kendras), 2, 5, 8, 11 (panapharas), 3, 6, 9, 12 '
      + '(apoklimas), within a house Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn; the dasha lord itself left '
      + 'out; equal parts. Deeper levels repeat the rule from the sub-period\'s lord.',
    applicability: null,
    source: 'Natural ages of BPHS (Moon 1 … Saturn 50), with the lagna\'s 12 years and the kendradi antardashas of '
      + 'Jagannatha Hora as PyJHora naisargika.py implements them (its defaults); not checked against a book.',
  },
  {
    id: 'karaka', kind: 'graha', en: 'Karaka', hi: 'कारक', ta: 'காரக', te: 'కారక', kn: 'ಕಾರಕ', ml: 'കാരക', mr: 'कारक', bn: 'কারক', gu: 'કારક', sanskrit: 'Kāraka', cycles: 1, totalYears: null,
    startRule: {
      en: 'The eight chara karakas in rank order from the atmakaraka (Sun … Saturn and Rahu by degrees travelled '
        + 'in their sign, Rahu by 30° less its degree), the first from birth.',
      hi: 'आत्मकारक से पद-क्रम में आठ चर कारक (सूर्य से शनि और राहु, अपनी राशि में तय किए अंशों से; राहु के लिए 30° में से उसके अंश घटाकर), पहला जन्म से।',
      ta: 'ஆத்மகாரகனிலிருந்து நிலை வரிசையில் எட்டுச் சர காரகர்கள் (சூரியன் முதல் சனி வரையும் ராகுவும், தம் ராசியில் கடந்த பாகைகளைக் கொண்டு; ராகுவுக்கு 30°-இலிருந்து அதன் பாகையைக் கழித்து), முதலாவது பிறப்பிலிருந்து.',
      te: 'ఆత్మకారకుని నుంచి స్థాన క్రమంలో ఎనిమిది చర కారకులు (సూర్యుని నుంచి శని వరకు, రాహువు, తమ రాశిలో దాటిన డిగ్రీలను బట్టి; రాహువుకు 30° నుంచి దాని డిగ్రీలు తీసివేసి), మొదటిది జననం నుంచి.',
      kn: 'ಆತ್ಮಕಾರಕನಿಂದ ಸ್ಥಾನ ಕ್ರಮದಲ್ಲಿ ಎಂಟು ಚರ ಕಾರಕರು (ಸೂರ್ಯನಿಂದ ಶನಿಯವರೆಗೆ ಮತ್ತು ರಾಹು, ತಮ್ಮ ರಾಶಿಯಲ್ಲಿ ದಾಟಿದ ಅಂಶಗಳಿಂದ; ರಾಹುವಿಗೆ 30°ಯಿಂದ ಅದರ ಅಂಶ ಕಳೆದು), ಮೊದಲನೆಯವನು ಜನನದಿಂದ.',
      ml: 'ആത്മകാരകൻ മുതൽ സ്ഥാനക്രമത്തിൽ എട്ടു ചരകാരകർ (സൂര്യൻ മുതൽ ശനി വരെയും രാഹുവും, സ്വന്തം രാശിയിൽ കടന്ന ഡിഗ്രി അനുസരിച്ച്; രാഹുവിന് 30°-ൽ നിന്ന് അതിന്റെ ഡിഗ്രി കുറച്ച്), ആദ്യത്തേത് ജനനം മുതൽ.',
      mr: 'आत्मकारकापासून पदक्रमाने आठ चर कारक (रवि ते शनि आणि राहू, आपल्या राशीत पार केलेल्या अंशांवरून; राहूसाठी 30° मधून त्याचे अंश वजा करून), पहिला जन्मापासून.',
      bn: 'আত্মকারক থেকে পদের ক্রমে আটটি চর কারক (রবি থেকে শনি ও রাহু, নিজের রাশিতে পেরোনো অংশ অনুযায়ী; রাহুর জন্য 30° থেকে তার অংশ বাদ দিয়ে), প্রথমটি জন্ম থেকে।',
      gu: 'આત્મકારકથી પદ-ક્રમમાં આઠ ચર કારક (સૂર્યથી શનિ અને રાહુ, પોતાની રાશિમાં પસાર કરેલા અંશોથી; રાહુ માટે 30°માંથી તેના અંશ બાદ કરીને), પહેલો જન્મથી.',
    },
    yearsRule: 'A karaka\'s years are the signs from the lagna to its sign less one (0 for a karaka in the lagna '
      + 'sign, 11 for one in the 12th); a karaka of 0 years has no dasha (nor sub-period).',
    antardashaRule: 'The eight karakas from the one after the dasha lord in rank order, ending with the dasha lord, '
      + 'each in proportion to its own years. Deeper levels repeat the rule.',
    applicability: null,
    source: 'Jaimini Karaka dasha as PyJHora karaka.py implements it; not checked against a book.',
  },
  {
    id: 'tara', kind: 'graha', en: 'Tara', hi: 'तारा', ta: 'தாரா', te: 'తార', kn: 'ತಾರಾ', ml: 'താര', mr: 'तारा', bn: 'তারা', gu: 'તારા', sanskrit: 'Tārā', cycles: 1, totalYears: 120,
    startRule: {
      en: 'The first lord is the strongest graha in a kendra from the lagna (the stronger of two by, in turn, more '
        + 'grahas conjoined; more of Jupiter, Mercury and its dispositor conjoining or rasi-aspecting it; exaltation; dual '
        + '> fixed > movable sign; more degrees travelled in the sign), the grahas taken from the most occupied kendra '
        + 'first; Venus when no graha is in a kendra. The first dasha is shortened by the elapsed part of the Moon\'s birth '
        + 'star, as Vimshottari.',
      hi: 'पहला स्वामी लग्न से केंद्र में सबसे बली ग्रह है (दो में से बली क्रमशः: अधिक ग्रहों के साथ युति; उस पर गुरु, बुध और उसके राशीश की अधिक युति या राशि दृष्टि; उच्च; द्विस्वभाव > स्थिर > चर राशि; राशि में अधिक अंश तय), ग्रह सबसे अधिक भरे केंद्र से पहले लिए जाते हैं; किसी केंद्र में ग्रह न हो तो शुक्र। पहली दशा चन्द्र के जन्म नक्षत्र के भुक्त भाग के अनुपात में घटती है, जैसे विंशोत्तरी में।',
      ta: 'முதல் அதிபதி லக்னத்திலிருந்து கேந்திரத்தில் உள்ள மிகப் பலமான கிரகம் (இருவரில் பலமானவர் வரிசையாக: அதிகக் கிரகங்களுடன் சேர்க்கை; அதன் மீது குரு, புதன், அதன் ராசி அதிபதி ஆகியோரின் அதிகச் சேர்க்கை அல்லது ராசி திருஷ்டி; உச்சம்; உபய > ஸ்திர > சர ராசி; ராசியில் அதிகப் பாகை கடந்தது), கிரகங்கள் மிக நிறைந்த கேந்திரத்திலிருந்து முதலில் எடுக்கப்படுகின்றன; எந்தக் கேந்திரத்திலும் கிரகம் இல்லையெனில் சுக்கிரன். முதல் தசை, விம்சோத்தரி போல, சந்திரனின் ஜன்ம நட்சத்திரத்தில் கடந்த பகுதியின் விகிதத்தில் குறையும்.',
      te: 'మొదటి అధిపతి లగ్నం నుంచి కేంద్రంలో ఉన్న అత్యంత బలమైన గ్రహం (ఇద్దరిలో బలమైనవారు వరుసగా: ఎక్కువ గ్రహాలతో యుతి; దానిపై గురువు, బుధుడు, దాని రాశ్యధిపతి ఎక్కువ యుతి లేదా రాశి దృష్టి; ఉచ్చ; ద్విస్వభావ > స్థిర > చర రాశి; రాశిలో ఎక్కువ డిగ్రీలు దాటినది), గ్రహాలు అత్యధికంగా నిండిన కేంద్రం నుంచి ముందుగా తీసుకుంటారు; ఏ కేంద్రంలోనూ గ్రహం లేకపోతే శుక్రుడు. మొదటి దశ, వింశోత్తరిలాగే, చంద్రుని జన్మ నక్షత్రంలో గడిచిన భాగం నిష్పత్తిలో తగ్గుతుంది.',
      kn: 'ಮೊದಲ ಅಧಿಪತಿ ಲಗ್ನದಿಂದ ಕೇಂದ್ರದಲ್ಲಿರುವ ಅತ್ಯಂತ ಬಲಶಾಲಿ ಗ್ರಹ (ಇಬ್ಬರಲ್ಲಿ ಬಲಶಾಲಿ ಕ್ರಮವಾಗಿ: ಹೆಚ್ಚು ಗ್ರಹಗಳೊಂದಿಗೆ ಯುತಿ; ಅದರ ಮೇಲೆ ಗುರು, ಬುಧ ಮತ್ತು ಅದರ ರಾಶ್ಯಧಿಪತಿಯ ಹೆಚ್ಚು ಯುತಿ ಅಥವಾ ರಾಶಿ ದೃಷ್ಟಿ; ಉಚ್ಚ; ದ್ವಿಸ್ವಭಾವ > ಸ್ಥಿರ > ಚರ ರಾಶಿ; ರಾಶಿಯಲ್ಲಿ ಹೆಚ್ಚು ಅಂಶ ದಾಟಿದುದು), ಗ್ರಹಗಳನ್ನು ಅತಿ ಹೆಚ್ಚು ತುಂಬಿದ ಕೇಂದ್ರದಿಂದ ಮೊದಲು ತೆಗೆದುಕೊಳ್ಳಲಾಗುತ್ತದೆ; ಯಾವ ಕೇಂದ್ರದಲ್ಲೂ ಗ್ರಹವಿಲ್ಲದಿದ್ದರೆ ಶುಕ್ರ. ಮೊದಲ ದಶೆ, ವಿಂಶೋತ್ತರಿಯಂತೆ, ಚಂದ್ರನ ಜನ್ಮ ನಕ್ಷತ್ರದಲ್ಲಿ ಕಳೆದ ಭಾಗದ ಅನುಪಾತದಲ್ಲಿ ಕಡಿಮೆಯಾಗುತ್ತದೆ.',
      ml: 'ആദ്യ അധിപൻ ലഗ്നത്തിൽ നിന്ന് കേന്ദ്രത്തിൽ നിൽക്കുന്ന ഏറ്റവും ബലവാനായ ഗ്രഹമാണ് (രണ്ടുപേരിൽ ബലവാൻ യഥാക്രമം: കൂടുതൽ ഗ്രഹങ്ങളുമായി യോഗം; അതിൽ വ്യാഴം, ബുധൻ, അതിന്റെ രാശ്യധിപൻ എന്നിവരുടെ കൂടുതൽ യോഗം അല്ലെങ്കിൽ രാശിദൃഷ്ടി; ഉച്ചം; ഉഭയം > സ്ഥിരം > ചരം രാശി; രാശിയിൽ കൂടുതൽ ഡിഗ്രി കടന്നത്), ഏറ്റവും നിറഞ്ഞ കേന്ദ്രത്തിലെ ഗ്രഹങ്ങളെ ആദ്യം എടുക്കുന്നു; ഒരു കേന്ദ്രത്തിലും ഗ്രഹമില്ലെങ്കിൽ ശുക്രൻ. ആദ്യ ദശ, വിംശോത്തരിയിലെന്ന പോലെ, ചന്ദ്രന്റെ ജന്മനക്ഷത്രത്തിൽ കഴിഞ്ഞ ഭാഗത്തിന്റെ അനുപാതത്തിൽ കുറയുന്നു.',
      mr: 'पहिला स्वामी म्हणजे लग्नापासून केंद्रातील सर्वांत बलवान ग्रह (दोघांपैकी बलवान अनुक्रमे: अधिक ग्रहांशी युती; त्याच्यावर गुरु, बुध आणि त्याच्या राशीस्वामीची अधिक युती किंवा राशिदृष्टी; उच्च; द्विस्वभाव > स्थिर > चर राशी; राशीत अधिक अंश पार केलेले), सर्वाधिक भरलेल्या केंद्रातील ग्रह आधी घेतले जातात; कोणत्याही केंद्रात ग्रह नसल्यास शुक्र. पहिली दशा चंद्राच्या जन्मनक्षत्राच्या भोगलेल्या भागाच्या प्रमाणात कमी होते, विंशोत्तरीप्रमाणे.',
      bn: 'প্রথম অধিপতি হল লগ্ন থেকে কেন্দ্রে সবচেয়ে বলবান গ্রহ (দুটির মধ্যে বলবান যথাক্রমে: বেশি গ্রহের সঙ্গে যুতি; তার উপর বৃহস্পতি, বুধ ও তার রাশিপতির বেশি যুতি বা রাশিদৃষ্টি; উচ্চ; দ্বিস্বভাব > স্থির > চর রাশি; রাশিতে বেশি অংশ পেরোনো), সবচেয়ে ভরা কেন্দ্রের গ্রহ আগে নেওয়া হয়; কোনো কেন্দ্রে গ্রহ না থাকলে শুক্র। প্রথম দশা চন্দ্রের জন্মনক্ষত্রের ভুক্ত অংশের অনুপাতে কমে, বিংশোত্তরীর মতো।',
      gu: 'પહેલો સ્વામી લગ્નથી કેન્દ્રમાં સૌથી બળવાન ગ્રહ છે (બેમાંથી બળવાન અનુક્રમે: વધુ ગ્રહો સાથે યુતિ; તેના પર ગુરુ, બુધ અને તેના રાશિસ્વામીની વધુ યુતિ કે રાશિ દૃષ્ટિ; ઉચ્ચ; દ્વિસ્વભાવ > સ્થિર > ચર રાશિ; રાશિમાં વધુ અંશ પસાર કરેલા), ગ્રહો સૌથી વધુ ભરેલા કેન્દ્રથી પહેલાં લેવાય છે; કોઈ કેન્દ્રમાં ગ્રહ ન હોય તો શુક્ર. પહેલી દશા ચંદ્રના જન્મ નક્ષત્રના ભોગવાયેલા ભાગના પ્રમાણમાં ઘટે છે, વિંશોત્તરીની જેમ.',
    },
    yearsRule: 'Venus 20, Moon 10, Ketu 7, Saturn 19, Jupiter 16, Mercury 17, Rahu 18, Mars 7, Sun 6 years (120), in '
      + 'this order from the first lord.',
    antardashaRule: 'From the period\'s own lord in the same order, in proportion to the lords\' years. Deeper levels '
      + 'repeat the rule.',
    applicability: {
      id: 'all-kendras-occupied',
      condition: {
        en: 'Every kendra from the lagna (the 1st, 4th, 7th and 10th signs) holds at least one of the nine grahas.',
        hi: 'लग्न से हर केंद्र (प्रथम, चतुर्थ, सप्तम और दशम राशि) में नौ ग्रहों में से कम से कम एक हो।',
        ta: 'லக்னத்திலிருந்து ஒவ்வொரு கேந்திரத்திலும் (1, 4, 7, 10-ஆம் ராசிகள்) ஒன்பது கிரகங்களில் குறைந்தது ஒன்று இருக்க வேண்டும்.',
        te: 'లగ్నం నుంచి ప్రతి కేంద్రంలోనూ (1, 4, 7, 10వ రాశులు) నవగ్రహాలలో కనీసం ఒకటి ఉండాలి.',
        kn: 'ಲಗ್ನದಿಂದ ಪ್ರತಿಯೊಂದು ಕೇಂದ್ರದಲ್ಲೂ (1, 4, 7, 10ನೇ ರಾಶಿಗಳು) ನವಗ್ರಹಗಳಲ್ಲಿ ಕನಿಷ್ಠ ಒಂದು ಇರಬೇಕು.',
        ml: 'ലഗ്നത്തിൽ നിന്നുള്ള ഓരോ കേന്ദ്രത്തിലും (1, 4, 7, 10 രാശികൾ) ഒമ്പതു ഗ്രഹങ്ങളിൽ ഒന്നെങ്കിലും ഉണ്ടായിരിക്കണം.',
        mr: 'लग्नापासून प्रत्येक केंद्रात (प्रथम, चतुर्थ, सप्तम आणि दशम राशी) नऊ ग्रहांपैकी किमान एक ग्रह असावा.',
        bn: 'লগ্ন থেকে প্রতিটি কেন্দ্রে (প্রথম, চতুর্থ, সপ্তম ও দশম রাশি) নয়টি গ্রহের অন্তত একটি থাকবে।',
        gu: 'લગ્નથી દરેક કેન્દ્રમાં (પ્રથમ, ચતુર્થ, સપ્તમ અને દશમ રાશિ) નવ ગ્રહોમાંથી ઓછામાં ઓછો એક ગ્રહ હોય.',
      },
    },
    source: 'Sanjay Rath\'s Tara dasha as PyJHora tara.py implements it (order, years, first lord, balance; its '
      + 'default method); the strength of two grahas by P.V.R. Narasimha Rao, Vedic Astrology: An Integrated Approach, '
      + '§15.5.1; not checked against a book.',
  },
  {
    id: 'moola', kind: 'graha', en: 'Moola (Lagna Kendradi Graha)', hi: 'मूल', ta: 'மூல', te: 'మూల', kn: 'ಮೂಲ', ml: 'മൂല', mr: 'मूल', bn: 'মূল', gu: 'મૂલ', sanskrit: 'Mūla', cycles: 2, totalYears: 120,
    startRule: {
      en: 'The grahas in the kendras from the lagna, then in the panapharas, then in the apoklimas, each group '
        + 'strongest first (the strength rules of Tara dasha); the order turned to begin with the strongest graha in a '
        + 'kendra from the lagna, the Moon or the Sun. The first dasha starts at birth.',
      hi: 'लग्न से केंद्रों में ग्रह, फिर पणफरों में, फिर आपोक्लिमों में, हर समूह में सबसे बली पहले (तारा दशा के बल-नियम); क्रम को घुमाकर लग्न से केंद्र में सबसे बली ग्रह, चन्द्र या सूर्य से आरंभ किया जाता है। पहली दशा जन्म से आरंभ होती है।',
      ta: 'லக்னத்திலிருந்து கேந்திரங்களில் உள்ள கிரகங்கள், பின் பணபரங்களில், பின் ஆபோக்லிமங்களில், ஒவ்வொரு குழுவிலும் மிகப் பலமானது முதலில் (தாரா தசையின் பல விதிகள்); வரிசை சுழற்றப்பட்டு லக்னத்திலிருந்து கேந்திரத்தில் உள்ள மிகப் பலமான கிரகம், சந்திரன் அல்லது சூரியனிலிருந்து தொடங்கப்படுகிறது. முதல் தசை பிறப்பிலிருந்து தொடங்கும்.',
      te: 'లగ్నం నుంచి కేంద్రాల్లోని గ్రహాలు, తర్వాత పణఫరాల్లోనివి, తర్వాత ఆపోక్లిమాల్లోనివి, ప్రతి సమూహంలో అత్యంత బలమైనది ముందుగా (తారా దశ బల నియమాలు); క్రమాన్ని తిప్పి లగ్నం నుంచి కేంద్రంలోని అత్యంత బలమైన గ్రహం, చంద్రుడు లేదా సూర్యుని నుంచి మొదలుపెడతారు. మొదటి దశ జననం నుంచి మొదలవుతుంది.',
      kn: 'ಲಗ್ನದಿಂದ ಕೇಂದ್ರಗಳಲ್ಲಿರುವ ಗ್ರಹಗಳು, ನಂತರ ಪಣಫರಗಳಲ್ಲಿರುವವು, ನಂತರ ಆಪೋಕ್ಲಿಮಗಳಲ್ಲಿರುವವು, ಪ್ರತಿ ಗುಂಪಿನಲ್ಲಿ ಅತ್ಯಂತ ಬಲಶಾಲಿ ಮೊದಲು (ತಾರಾ ದಶೆಯ ಬಲ ನಿಯಮಗಳು); ಕ್ರಮವನ್ನು ತಿರುಗಿಸಿ ಲಗ್ನದಿಂದ ಕೇಂದ್ರದಲ್ಲಿರುವ ಅತ್ಯಂತ ಬಲಶಾಲಿ ಗ್ರಹ, ಚಂದ್ರ ಅಥವಾ ಸೂರ್ಯನಿಂದ ಆರಂಭಿಸಲಾಗುತ್ತದೆ. ಮೊದಲ ದಶೆ ಜನನದಿಂದ ಆರಂಭವಾಗುತ್ತದೆ.',
      ml: 'ലഗ്നത്തിൽ നിന്ന് കേന്ദ്രങ്ങളിലെ ഗ്രഹങ്ങൾ, പിന്നെ പണപരങ്ങളിലേത്, പിന്നെ ആപോക്ലിമങ്ങളിലേത്, ഓരോ ഗണത്തിലും ഏറ്റവും ബലവാൻ ആദ്യം (താരാ ദശയുടെ ബലനിയമങ്ങൾ); ക്രമം തിരിച്ച് ലഗ്നത്തിൽ നിന്ന് കേന്ദ്രത്തിലെ ഏറ്റവും ബലവാനായ ഗ്രഹം, ചന്ദ്രൻ അല്ലെങ്കിൽ സൂര്യൻ എന്നിവരിൽ നിന്ന് തുടങ്ങുന്നു. ആദ്യ ദശ ജനനം മുതൽ തുടങ്ങുന്നു.',
      mr: 'लग्नापासून केंद्रांतील ग्रह, मग पणफरांतील, मग आपोक्लिमांतील, प्रत्येक गटात सर्वांत बलवान आधी (तारा दशेचे बलनियम); क्रम फिरवून लग्नापासून केंद्रातील सर्वांत बलवान ग्रह, चंद्र किंवा रवि यांच्यापासून सुरू केला जातो. पहिली दशा जन्मापासून सुरू होते.',
      bn: 'লগ্ন থেকে কেন্দ্রের গ্রহ, তারপর পণফরের, তারপর আপোক্লিমের, প্রতিটি গোষ্ঠীতে সবচেয়ে বলবানটি আগে (তারা দশার বলের নিয়ম); ক্রম ঘুরিয়ে লগ্ন থেকে কেন্দ্রে সবচেয়ে বলবান গ্রহ, চন্দ্র বা রবি থেকে শুরু করা হয়। প্রথম দশা জন্ম থেকে শুরু হয়।',
      gu: 'લગ્નથી કેન્દ્રોમાંના ગ્રહો, પછી પણફરોમાંના, પછી આપોક્લિમોમાંના, દરેક સમૂહમાં સૌથી બળવાન પહેલાં (તારા દશાના બળ-નિયમો); ક્રમ ફેરવીને લગ્નથી કેન્દ્રમાં સૌથી બળવાન ગ્રહ, ચંદ્ર કે સૂર્યથી શરૂ કરાય છે. પહેલી દશા જન્મથી શરૂ થાય છે.',
    },
    yearsRule: 'First cycle: the graha\'s Vimshottari years less the signs counted forward from its sign to its '
      + 'moolatrikona sign (Rahu Aquarius, Ketu Scorpio), 12 less when it stands in it; +1 exalted, −1 debilitated; at '
      + 'least 1. Second cycle: its Vimshottari years less the first (the two make 120).',
    antardashaRule: 'From the period\'s own lord in the dasha order, in proportion to the first-cycle years. Deeper '
      + 'levels repeat the rule.',
    applicability: null,
    source: 'Moola dasha (Lagna Kendradi Graha dasha of Jaimini) as PyJHora moola.py implements Jagannatha Hora\'s '
      + 'defaults (12 years less in the moolatrikona sign); strength: Narasimha Rao §15.5.1; not checked against a book.',
  },
  {
    id: 'saptarishi-nakshatra', kind: 'graha', en: 'Saptarishi Nakshatra', hi: 'सप्तर्षि नक्षत्र', ta: 'சப்தரிஷி நட்சத்திர', te: 'సప్తర్షి నక్షత్ర', kn: 'ಸಪ್ತರ್ಷಿ ನಕ್ಷತ್ರ', ml: 'സപ്തർഷി നക്ഷത്ര', mr: 'सप्तर्षि नक्षत्र', bn: 'সপ্তর্ষি নক্ষত্র', gu: 'સપ્તર્ષિ નક્ષત્ર', sanskrit: 'Saptarṣi-nakṣatra',
    cycles: 1, totalYears: 100,
    startRule: {
      en: 'The lords are stars: the birth star (of the Moon) and the nine stars before it, counted backward, the '
        + 'first from birth.',
      hi: 'स्वामी नक्षत्र हैं: (चन्द्र का) जन्म नक्षत्र और उससे पहले के नौ नक्षत्र, उलटी गिनती में, पहला जन्म से।',
      ta: 'அதிபதிகள் நட்சத்திரங்கள்: (சந்திரனின்) ஜன்ம நட்சத்திரமும் அதற்கு முந்தைய ஒன்பது நட்சத்திரங்களும், பின்னோக்கிய எண்ணிக்கையில், முதலாவது பிறப்பிலிருந்து.',
      te: 'అధిపతులు నక్షత్రాలు: (చంద్రుని) జన్మ నక్షత్రం, దానికి ముందున్న తొమ్మిది నక్షత్రాలు, వెనుకకు లెక్కలో, మొదటిది జననం నుంచి.',
      kn: 'ಅಧಿಪತಿಗಳು ನಕ್ಷತ್ರಗಳು: (ಚಂದ್ರನ) ಜನ್ಮ ನಕ್ಷತ್ರ ಮತ್ತು ಅದರ ಹಿಂದಿನ ಒಂಬತ್ತು ನಕ್ಷತ್ರಗಳು, ಹಿಮ್ಮುಖ ಎಣಿಕೆಯಲ್ಲಿ, ಮೊದಲನೆಯದು ಜನನದಿಂದ.',
      ml: 'അധിപന്മാർ നക്ഷത്രങ്ങളാണ്: (ചന്ദ്രന്റെ) ജന്മനക്ഷത്രവും അതിനു മുമ്പുള്ള ഒൻപതു നക്ഷത്രങ്ങളും, പിന്നോട്ടുള്ള എണ്ണലിൽ, ആദ്യത്തേത് ജനനം മുതൽ.',
      mr: 'स्वामी नक्षत्रे आहेत: (चंद्राचे) जन्मनक्षत्र आणि त्याच्या आधीची नऊ नक्षत्रे, उलट मोजणीत, पहिले जन्मापासून.',
      bn: 'অধিপতিরা নক্ষত্র: (চন্দ্রের) জন্মনক্ষত্র ও তার আগের নয়টি নক্ষত্র, উল্টো গণনায়, প্রথমটি জন্ম থেকে।',
      gu: 'સ્વામી નક્ષત્રો છે: (ચંદ્રનું) જન્મ નક્ષત્ર અને તેની પહેલાંનાં નવ નક્ષત્રો, ઊલટી ગણતરીમાં, પહેલું જન્મથી.',
    },
    yearsRule: 'Ten years each: 100 years.',
    antardashaRule: 'The period\'s own star and the nine before it, backward, in equal parts. Deeper levels repeat the '
      + 'rule.',
    applicability: null,
    source: 'Saptarishi Nakshatra dasha as PyJHora saptharishi_nakshathra.py implements it (its defaults: from the '
      + 'Moon, no balance); not checked against a book.',
  },
  {
    id: 'kaala', kind: 'graha', en: 'Kaala', hi: 'काल', ta: 'கால', te: 'కాల', kn: 'ಕಾಲ', ml: 'കാല', mr: 'काल', bn: 'কাল', gu: 'કાલ', sanskrit: 'Kāla', cycles: 2, totalYears: 120,
    startRule: {
      en: 'The part of the day or night of birth: a twilight of 5 ghatis either side of sunrise and of sunset, the '
        + 'day (20 ghatis) and the night (20 ghatis) between them, the ghatis read as sixths of the day or night they '
        + 'stand in. Its elapsed fraction f gives the first cycle 120·f years from birth: Sun, Moon, Mars, Mercury, '
        + 'Jupiter, Venus, Saturn, Rahu, Ketu, the k-th k/45 of it; the second cycle shares 120·(1 − f) years the same '
        + 'way.',
      hi: 'जन्म के दिन या रात का भाग: सूर्योदय और सूर्यास्त के दोनों ओर 5 घटी की संध्या, और उनके बीच दिन (20 घटी) और रात (20 घटी), घटियाँ जिस दिन या रात में पड़ें उसके छठे भाग के रूप में पढ़ी जाती हैं। उस भाग का बीता हुआ अंश जन्म से पहले चक्र के वर्ष देता है (120 × वह अंश): सूर्य, चन्द्र, मंगल, बुध, गुरु, शुक्र, शनि, राहु, केतु, पहले को उसका 1/45, दूसरे को 2/45 … नौवें को 9/45; दूसरा चक्र 120 में से शेष वर्ष इसी तरह बाँटता है।',
      ta: 'பிறப்பு விழும் பகல் அல்லது இரவின் பகுதி: சூரிய உதயம், அஸ்தமனம் ஆகியவற்றின் இருபுறமும் 5 நாழிகை சந்தியா, அவற்றுக்கு இடையே பகல் (20 நாழிகை), இரவு (20 நாழிகை); நாழிகைகள் அவை விழும் பகல் அல்லது இரவின் ஆறில் ஒரு பங்காகப் படிக்கப்படுகின்றன. அந்தப் பகுதியில் கடந்த பங்கு பிறப்புக்கு முந்தைய சுழற்சியின் ஆண்டுகளைத் தரும் (120 × அந்தப் பங்கு): சூரியன், சந்திரன், செவ்வாய், புதன், குரு, சுக்கிரன், சனி, ராகு, கேது, முதலாமவருக்கு அதன் 1/45, இரண்டாமவருக்கு 2/45 … ஒன்பதாமவருக்கு 9/45; இரண்டாம் சுழற்சி 120-இலிருந்து மீதமுள்ள ஆண்டுகளை இவ்வாறே பிரிக்கும்.',
      te: 'జననం పడే పగలు లేదా రాత్రి భాగం: సూర్యోదయ, సూర్యాస్తమయాలకు ఇరువైపులా 5 ఘడియల సంధ్య, వాటి మధ్య పగలు (20 ఘడియలు), రాత్రి (20 ఘడియలు); ఘడియలను అవి పడే పగలు లేదా రాత్రిలో ఆరో భాగంగా చదువుతారు. ఆ భాగంలో గడిచిన అంశం జననానికి ముందటి చక్రపు సంవత్సరాలను ఇస్తుంది (120 × ఆ అంశం): సూర్యుడు, చంద్రుడు, కుజుడు, బుధుడు, గురువు, శుక్రుడు, శని, రాహువు, కేతువు, మొదటివారికి దానిలో 1/45, రెండవవారికి 2/45 … తొమ్మిదవవారికి 9/45; రెండవ చక్రం 120లో మిగిలిన సంవత్సరాలను ఇలాగే పంచుతుంది.',
      kn: 'ಜನನ ಬೀಳುವ ಹಗಲು ಅಥವಾ ರಾತ್ರಿಯ ಭಾಗ: ಸೂರ್ಯೋದಯ ಮತ್ತು ಸೂರ್ಯಾಸ್ತಗಳ ಎರಡೂ ಕಡೆ 5 ಘಳಿಗೆಯ ಸಂಧ್ಯಾ, ಅವುಗಳ ನಡುವೆ ಹಗಲು (20 ಘಳಿಗೆ) ಮತ್ತು ರಾತ್ರಿ (20 ಘಳಿಗೆ); ಘಳಿಗೆಗಳನ್ನು ಅವು ಬೀಳುವ ಹಗಲು ಅಥವಾ ರಾತ್ರಿಯ ಆರನೇ ಭಾಗವಾಗಿ ಓದಲಾಗುತ್ತದೆ. ಆ ಭಾಗದಲ್ಲಿ ಕಳೆದ ಅಂಶ ಜನನದ ಹಿಂದಿನ ಚಕ್ರದ ವರ್ಷಗಳನ್ನು ನೀಡುತ್ತದೆ (120 × ಆ ಅಂಶ): ಸೂರ್ಯ, ಚಂದ್ರ, ಕುಜ, ಬುಧ, ಗುರು, ಶುಕ್ರ, ಶನಿ, ರಾಹು, ಕೇತು, ಮೊದಲನೆಯವನಿಗೆ ಅದರ 1/45, ಎರಡನೆಯವನಿಗೆ 2/45 … ಒಂಬತ್ತನೆಯವನಿಗೆ 9/45; ಎರಡನೆಯ ಚಕ್ರ 120ರಲ್ಲಿ ಉಳಿದ ವರ್ಷಗಳನ್ನು ಹೀಗೆಯೇ ಹಂಚುತ್ತದೆ.',
      ml: 'ജനനം വീഴുന്ന പകലിന്റെയോ രാത്രിയുടെയോ ഭാഗം: സൂര്യോദയത്തിനും അസ്തമയത്തിനും ഇരുവശവും 5 നാഴിക സന്ധ്യ, അവയ്ക്കിടയിൽ പകൽ (20 നാഴിക), രാത്രി (20 നാഴിക); നാഴികകളെ അവ വീഴുന്ന പകലിന്റെയോ രാത്രിയുടെയോ ആറിലൊന്നായി വായിക്കുന്നു. ആ ഭാഗത്തിൽ കഴിഞ്ഞ അംശം ജനനത്തിനു മുമ്പുള്ള ചക്രത്തിന്റെ വർഷങ്ങൾ നൽകുന്നു (120 × ആ അംശം): സൂര്യൻ, ചന്ദ്രൻ, ചൊവ്വ, ബുധൻ, വ്യാഴം, ശുക്രൻ, ശനി, രാഹു, കേതു, ഒന്നാമന് അതിന്റെ 1/45, രണ്ടാമന് 2/45 … ഒൻപതാമന് 9/45; രണ്ടാം ചക്രം 120-ൽ ബാക്കിയുള്ള വർഷങ്ങൾ ഇതേ രീതിയിൽ വിഭജിക്കുന്നു.',
      mr: 'जन्माच्या दिवस किंवा रात्रीचा भाग: सूर्योदय आणि सूर्यास्ताच्या दोन्ही बाजूंना 5 घटकांची संध्या, आणि त्यांच्यामध्ये दिवस (20 घटका) आणि रात्र (20 घटका), घटका ज्या दिवसात किंवा रात्रीत येतात त्याच्या सहाव्या भागाच्या रूपात वाचल्या जातात. त्या भागाचा सरलेला अंश जन्मापूर्वीच्या चक्राची वर्षे देतो (120 × तो अंश): रवि, चंद्र, मंगळ, बुध, गुरु, शुक्र, शनि, राहू, केतू, पहिल्याला त्याचा 1/45, दुसऱ्याला 2/45 … नवव्याला 9/45; दुसरे चक्र 120 पैकी उरलेली वर्षे अशाच प्रकारे वाटते.',
      bn: 'জন্মের দিন বা রাতের ভাগ: সূর্যোদয় ও সূর্যাস্তের দুদিকে 5 দণ্ডের সন্ধ্যা, আর তাদের মাঝে দিন (20 দণ্ড) ও রাত (20 দণ্ড), দণ্ড যে দিন বা রাতে পড়ে তার ষষ্ঠ ভাগ হিসেবে পড়া হয়। সেই ভাগের পেরোনো অংশ জন্মের আগের চক্রের বছর দেয় (120 × সেই অংশ): রবি, চন্দ্র, মঙ্গল, বুধ, বৃহস্পতি, শুক্র, শনি, রাহু, কেতু, প্রথমটিকে তার 1/45, দ্বিতীয়টিকে 2/45 … নবমটিকে 9/45; দ্বিতীয় চক্র 120 থেকে বাকি বছর একইভাবে ভাগ করে।',
      gu: 'જન્મના દિવસ કે રાતનો ભાગ: સૂર્યોદય અને સૂર્યાસ્તની બંને બાજુ 5 ઘડીની સંધ્યા, અને તેમની વચ્ચે દિવસ (20 ઘડી) અને રાત (20 ઘડી), ઘડીઓ જે દિવસ કે રાતમાં આવે તેના છઠ્ઠા ભાગ તરીકે વંચાય છે. તે ભાગનો વીતેલો અંશ જન્મ પહેલાંના ચક્રનાં વર્ષ આપે છે (120 × તે અંશ): સૂર્ય, ચંદ્ર, મંગળ, બુધ, ગુરુ, શુક્ર, શનિ, રાહુ, કેતુ, પહેલાને તેનો 1/45, બીજાને 2/45 … નવમાને 9/45; બીજું ચક્ર 120માંથી બાકી વર્ષ એ જ રીતે વહેંચે છે.',
    },
    yearsRule: 'k/45 of the cycle for the k-th graha (Sun 1 … Ketu 9): the book\'s elapsed ghatis × 2/15 years (× 4/15 '
      + 'in a twilight) times 1, 2 … 9.',
    antardashaRule: 'The nine grahas from the Sun sharing f of the period by 1 … 9, then the nine again sharing the rest '
      + '(PyJHora kaala.py; the book gives no sub-periods). Deeper levels repeat the rule.',
    applicability: null,
    source: 'BPHS ch. 46, Kala dasha (the verses before Chakra dasha, 46.50–51, in G.C. Sharma\'s translation; restated '
      + 'by S. Adawal, "Know about Kala Dasa"); the second cycle and the sub-periods as PyJHora kaala.py has them.',
  },
  {
    id: 'buddhi-gathi', kind: 'graha', en: 'Buddhi Gathi', hi: 'बुद्धि गति', ta: 'புத்தி கதி', te: 'బుద్ధి గతి', kn: 'ಬುದ್ಧಿ ಗತಿ', ml: 'ബുദ്ധി ഗതി', mr: 'बुद्धि गति', bn: 'বুদ্ধি গতি', gu: 'બુદ્ધિ ગતિ', sanskrit: 'Buddhi-gati', cycles: 2, totalYears: null,
    startRule: {
      en: 'The nine grahas by the signs they stand in from the 4th sign from the lagna round to the 3rd, within a '
        + 'sign the one furthest advanced first; the first from birth; a second round with the same years, stopping after '
        + 'the dasha that brings the total to 144 years.',
      hi: 'नौ ग्रह उन राशियों के क्रम में जिनमें वे हैं, लग्न से चतुर्थ राशि से घूमकर तृतीय तक, एक राशि में सबसे आगे बढ़ा ग्रह पहले; पहली दशा जन्म से; उन्हीं वर्षों का दूसरा चक्र, जो उस दशा के बाद रुकता है जिससे कुल 144 वर्ष पूरे होते हैं।',
      ta: 'ஒன்பது கிரகங்கள் அவை இருக்கும் ராசிகளின் வரிசையில், லக்னத்திலிருந்து 4-ஆம் ராசியிலிருந்து சுற்றி 3-ஆம் ராசி வரை, ஒரே ராசியில் அதிகம் முன்னேறிய கிரகம் முதலில்; முதல் தசை பிறப்பிலிருந்து; அதே ஆண்டுகளின் இரண்டாம் சுழற்சி, மொத்தம் 144 ஆண்டுகளை நிறைவு செய்யும் தசைக்குப் பின் நின்றுவிடும்.',
      te: 'తొమ్మిది గ్రహాలు అవి ఉన్న రాశుల క్రమంలో, లగ్నం నుంచి 4వ రాశి నుంచి చుట్టి 3వ రాశి వరకు, ఒకే రాశిలో ఎక్కువ ముందుకు వెళ్లిన గ్రహం ముందుగా; మొదటి దశ జననం నుంచి; అవే సంవత్సరాల రెండవ చక్రం, మొత్తం 144 సంవత్సరాలు పూర్తి చేసే దశ తర్వాత ఆగిపోతుంది.',
      kn: 'ಒಂಬತ್ತು ಗ್ರಹಗಳು ಅವು ಇರುವ ರಾಶಿಗಳ ಕ್ರಮದಲ್ಲಿ, ಲಗ್ನದಿಂದ 4ನೇ ರಾಶಿಯಿಂದ ಸುತ್ತಿ 3ನೇ ರಾಶಿಯವರೆಗೆ, ಒಂದೇ ರಾಶಿಯಲ್ಲಿ ಹೆಚ್ಚು ಮುಂದೆ ಸಾಗಿದ ಗ್ರಹ ಮೊದಲು; ಮೊದಲ ದಶೆ ಜನನದಿಂದ; ಅದೇ ವರ್ಷಗಳ ಎರಡನೆಯ ಚಕ್ರ, ಒಟ್ಟು 144 ವರ್ಷಗಳನ್ನು ಪೂರ್ಣಗೊಳಿಸುವ ದಶೆಯ ನಂತರ ನಿಲ್ಲುತ್ತದೆ.',
      ml: 'ഒൻപതു ഗ്രഹങ്ങൾ അവ നിൽക്കുന്ന രാശികളുടെ ക്രമത്തിൽ, ലഗ്നത്തിൽ നിന്ന് 4-ാം രാശി മുതൽ ചുറ്റി 3-ാം രാശി വരെ, ഒരേ രാശിയിൽ ഏറ്റവും മുന്നേറിയ ഗ്രഹം ആദ്യം; ആദ്യ ദശ ജനനം മുതൽ; അതേ വർഷങ്ങളുടെ രണ്ടാം ചക്രം, ആകെ 144 വർഷം തികയ്ക്കുന്ന ദശയ്ക്കു ശേഷം നിൽക്കുന്നു.',
      mr: 'नऊ ग्रह ते ज्या राशींत आहेत त्यांच्या क्रमाने, लग्नापासून चौथ्या राशीपासून फिरून तिसऱ्यापर्यंत, एका राशीत सर्वांत पुढे गेलेला ग्रह आधी; पहिली दशा जन्मापासून; त्याच वर्षांचे दुसरे चक्र, जे ज्या दशेनंतर एकूण 144 वर्षे पूर्ण होतात तिथे थांबते.',
      bn: 'নয়টি গ্রহ যে রাশিতে আছে সেগুলির ক্রমে, লগ্ন থেকে চতুর্থ রাশি থেকে ঘুরে তৃতীয় পর্যন্ত, এক রাশিতে সবচেয়ে এগিয়ে থাকা গ্রহ আগে; প্রথম দশা জন্ম থেকে; একই বছরের দ্বিতীয় চক্র, যা সেই দশার পরে থামে যাতে মোট 144 বছর পূর্ণ হয়।',
      gu: 'નવ ગ્રહો જે રાશિઓમાં છે તેમના ક્રમમાં, લગ્નથી ચોથી રાશિથી ફરીને ત્રીજી સુધી, એક રાશિમાં સૌથી આગળ વધેલો ગ્રહ પહેલાં; પહેલી દશા જન્મથી; તે જ વર્ષોનું બીજું ચક્ર, જે તે દશા પછી અટકે છે જેનાથી કુલ 144 વર્ષ પૂરાં થાય છે.',
    },
    yearsRule: 'The n-th graha of the order (n = 0, 1, …): the signs counted forward from its sign to the n-th sign from '
      + 'the lagna (the lagna itself for the first), +1 exalted, −1 debilitated; 0 or less: no dasha.',
    antardashaRule: 'The nine grahas in the order from the period\'s own lord, in equal parts. Deeper levels repeat the '
      + 'rule.',
    applicability: null,
    source: 'PyJHora\'s rule (buddhi_gathi.py, PyJHora 4.8.5), which names no book; not checked against a book.',
  },
  {
    id: 'aayu', kind: 'graha', en: 'Aayu', hi: 'आयु', ta: 'ஆயுள்', te: 'ఆయు', kn: 'ಆಯು', ml: 'ആയു', mr: 'आयु', bn: 'আয়ু', gu: 'આયુ', sanskrit: 'Āyu', cycles: 1, totalYears: null,
    startRule: {
      en: 'The strongest of lagna, Sun and Moon chooses the longevity method (lagna amsayu, Sun pindayu, Moon '
        + 'nisargayu) and starts from birth; then the other grahas Sun … Saturn and the lagna in the kendras, '
        + 'panapharas and apoklimas from its sign, the furthest advanced in a sign first; each lasts the years it '
        + 'gives by that method.',
      hi: 'लग्न, सूर्य और चन्द्र में सबसे बली आयु की विधि चुनता है (लग्न अंशायु, सूर्य पिंडायु, चन्द्र निसर्गायु) और जन्म से आरंभ करता है; फिर उसकी राशि से केंद्र, पणफर और आपोक्लिम में शेष ग्रह सूर्य से शनि और लग्न, एक राशि में सबसे आगे बढ़ा पहले; हर दशा उतने वर्ष की जितने वह उस विधि से देता है।',
      ta: 'லக்னம், சூரியன், சந்திரன் இவற்றில் மிகப் பலமானது ஆயுள் முறையைத் தேர்ந்தெடுக்கும் (லக்னம் அம்சாயு, சூரியன் பிண்டாயு, சந்திரன் நிசர்காயு), பிறப்பிலிருந்து தொடங்கும்; பின் அதன் ராசியிலிருந்து கேந்திரம், பணபரம், ஆபோக்லிமங்களில் உள்ள மற்ற கிரகங்கள் சூரியன் முதல் சனி வரை மற்றும் லக்னம், ஒரு ராசியில் அதிகம் முன்னேறியது முதலில்; ஒவ்வொன்றும் அந்த முறையில் தரும் ஆண்டுகள் நீடிக்கும்.',
      te: 'లగ్నం, సూర్యుడు, చంద్రుడులో అత్యంత బలమైనది ఆయుర్దాయ పద్ధతిని ఎంచుకుంటుంది (లగ్నం అంశాయు, సూర్యుడు పిండాయు, చంద్రుడు నిసర్గాయు), జననం నుంచి మొదలవుతుంది; తరువాత దాని రాశి నుంచి కేంద్ర, పణపర, ఆపోక్లిమాల్లోని మిగతా గ్రహాలు సూర్యుడి నుంచి శని వరకు, లగ్నం, ఒక రాశిలో ఎక్కువ ముందున్నది మొదట; ప్రతిదీ ఆ పద్ధతిలో ఇచ్చే సంవత్సరాలు ఉంటుంది.',
      kn: 'ಲಗ್ನ, ಸೂರ್ಯ, ಚಂದ್ರರಲ್ಲಿ ಅತ್ಯಂತ ಬಲಶಾಲಿಯದು ಆಯುರ್ದಾಯ ವಿಧಾನವನ್ನು ಆರಿಸುತ್ತದೆ (ಲಗ್ನ ಅಂಶಾಯು, ಸೂರ್ಯ ಪಿಂಡಾಯು, ಚಂದ್ರ ನಿಸರ್ಗಾಯು), ಜನನದಿಂದ ಆರಂಭ; ನಂತರ ಅದರ ರಾಶಿಯಿಂದ ಕೇಂದ್ರ, ಪಣಪರ, ಆಪೋಕ್ಲಿಮಗಳಲ್ಲಿನ ಉಳಿದ ಗ್ರಹಗಳು ಸೂರ್ಯನಿಂದ ಶನಿಯವರೆಗೆ ಮತ್ತು ಲಗ್ನ, ಒಂದು ರಾಶಿಯಲ್ಲಿ ಹೆಚ್ಚು ಮುಂದಿರುವುದು ಮೊದಲು; ಪ್ರತಿಯೊಂದೂ ಆ ವಿಧಾನದಲ್ಲಿ ಕೊಡುವ ವರ್ಷಗಳಷ್ಟು.',
      ml: 'ലഗ്നം, സൂര്യൻ, ചന്ദ്രൻ ഇവയിൽ ഏറ്റവും ബലമുള്ളത് ആയുർദായ രീതി തിരഞ്ഞെടുക്കുന്നു (ലഗ്നം അംശായു, സൂര്യൻ പിണ്ഡായു, ചന്ദ്രൻ നിസർഗായു), ജനനം മുതൽ തുടങ്ങുന്നു; പിന്നെ അതിന്റെ രാശിയിൽ നിന്ന് കേന്ദ്രം, പണപരം, ആപോക്ലിമം ഇവയിലെ മറ്റു ഗ്രഹങ്ങൾ സൂര്യൻ മുതൽ ശനി വരെയും ലഗ്നവും, ഒരു രാശിയിൽ ഏറ്റവും മുന്നേറിയത് ആദ്യം; ഓരോന്നും ആ രീതിയിൽ നൽകുന്ന വർഷങ്ങൾ നീളും.',
      mr: 'लग्न, रवि आणि चंद्र यांपैकी सर्वात बलवान आयुर्दाय पद्धत निवडतो (लग्न अंशायु, रवि पिंडायु, चंद्र निसर्गायु) आणि जन्मापासून सुरू होतो; मग त्याच्या राशीपासून केंद्र, पणफर आणि आपोक्लिम यांतील उरलेले ग्रह रवि ते शनि आणि लग्न, एका राशीत सर्वात पुढे गेलेला आधी; प्रत्येक दशा त्या पद्धतीने तो देतो तितकी वर्षे.',
      bn: 'লগ্ন, রবি ও চন্দ্রের মধ্যে সবচেয়ে বলী আয়ুর পদ্ধতি বেছে নেয় (লগ্ন অংশায়ু, রবি পিণ্ডায়ু, চন্দ্র নিসর্গায়ু) এবং জন্ম থেকে শুরু করে; তারপর তার রাশি থেকে কেন্দ্র, পণফর ও আপোক্লিমে বাকি গ্রহ রবি থেকে শনি এবং লগ্ন, এক রাশিতে সবচেয়ে এগিয়ে থাকা আগে; প্রতিটি দশা সেই পদ্ধতিতে সে যত বছর দেয় তত।',
      gu: 'લગ્ન, સૂર્ય અને ચંદ્રમાં સૌથી બળવાન આયુની પદ્ધતિ પસંદ કરે છે (લગ્ન અંશાયુ, સૂર્ય પિંડાયુ, ચંદ્ર નિસર્ગાયુ) અને જન્મથી શરૂ થાય છે; પછી તેની રાશિથી કેન્દ્ર, પણફર અને આપોક્લિમમાં બાકીના ગ્રહો સૂર્યથી શનિ અને લગ્ન, એક રાશિમાં સૌથી આગળ વધેલો પહેલાં; દરેક દશા તે પદ્ધતિથી તે આપે તેટલાં વર્ષ.',
    },
    yearsRule: 'Pindayu (Sun 19, Moon 25, Mars 15, Mercury 12, Jupiter 15, Venus 21, Saturn 20) and nisargayu (Moon 1, '
      + 'Mars 2, Mercury 9, Venus 20, Jupiter 18, Sun 20, Saturn 50) × (1 − arc from deep exaltation / 360°); amsayu '
      + 'the navamsas from 0° Aries modulo 12, × 3 retrograde, exalted or at home, × 2 own navamsa, own drekkana or '
      + 'vargottama; then the reductions: chakrapata (houses 12 … 7: all … 1/6, half for a benefic), shatru-kshetra '
      + '(a third, not retrograde) or astangata (half, not Venus or Saturn), the larger; krurodaya (a malefic in the '
      + 'lagna sign, × lagna longitude / 360°, half if a benefic aspects it; not in amsayu). The lagna: one year a sign '
      + '(amsayu: its navamsas).',
    antardashaRule: 'The eight lords in the mahadasha order from its first lord, in equal parts, for every period; '
      + 'deeper levels repeat the rule.',
    applicability: null,
    source: 'BPHS ch. 44 (Ayurdaya; R. Santhanam\'s translation) for the three methods, their reductions and the '
      + 'choice by the strongest of lagna, Sun and Moon; the order of the periods and their equal sub-periods as '
      + 'PyJHora aayu.py, which marks itself not to be used yet; not checked against a worked example of the book.',
  },
] as const satisfies readonly GrahaDashaRecord[];
