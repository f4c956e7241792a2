/**
 * The graha dashas whose lords and years come from the chart rather than from a fixed table of the birth star:
 * Naisargika, Karaka, Tara, Moola, Saptarishi Nakshatra (whose lords are stars), Kaala, Buddhi Gathi and Aayu. One record per system with its rules in words and its source; the rules themselves are
 * computed by `astro/dasha/graha-dasha.ts` and the modules it names.
 *
 * Sources: the books were not available here. The rules are those PyJHora 4.8.5 implements
 * (`horoscope/dhasa/graha/<system>.py`, https://github.com/naturalstupid/PyJHora, which follows Jagannatha Hora),
 * read to understand them; each record names the book PyJHora or JHora gives for the system, and what was checked.
 * The rules in words are written in English and Hindi, the condition in all nine (as data/dashas.ts); the names in
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
