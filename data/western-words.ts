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
  wheelTitle: { en: 'Natal chart, {system} houses', hi: 'जन्म कुंडली (पाश्चात्य), {system}' },
  biWheelTitle: { en: 'Natal chart (inside) and {outer} (outside), {system} houses', hi: 'जन्म कुंडली (भीतर) और {outer} (बाहर), {system}' },
  mapTitle: { en: 'Astrocartography, {date}', hi: 'ज्योतिषीय मानचित्र (एस्ट्रोकार्टोग्राफी), {date}' },
  mapDescription: {
    en: 'World map with the lines where each body rises (ASC), sets (DSC), culminates (MC) or anti-culminates (IC); the birth place marked at {place}.',
    hi: 'विश्व मानचित्र: जहाँ प्रत्येक ग्रह उदित (ASC), अस्त (DSC), शीर्ष पर (MC) या अधो-शीर्ष पर (IC) है, वे रेखाएँ; जन्म स्थान {place} पर अंकित।',
  },
  paranKey: { en: 'Paran', hi: 'परान' },
  mapParans: {
    en: 'Thin dashed parallels: the parans, the latitudes where two bodies are on angles at the same moment.',
    hi: 'पतली टूटी अक्षांश रेखाएँ: परान, वे अक्षांश जहाँ दो ग्रह एक ही क्षण कोणों पर हैं।',
  },
} as const;

/** The synastry score's rule in one paragraph (data/western-synastry.ts has the numbers). */
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
} as const;

/** Names of the declination aspects (astro/western/declinations.ts). */
export const DECLINATION_ASPECT_WORDS = {
  parallel: { en: 'Parallel', hi: 'समानांतर (समान क्रांति)', ta: 'இணை (சம கிராந்தி)', te: 'సమాంతరం (సమ క్రాంతి)', kn: 'ಸಮಾಂತರ (ಸಮ ಕ್ರಾಂತಿ)', ml: 'സമാന്തരം (സമ ക്രാന്തി)', mr: 'समांतर (समान क्रांती)', bn: 'সমান্তরাল (সম ক্রান্তি)', gu: 'સમાંતર (સમાન ક્રાંતિ)' },
  'contra-parallel': { en: 'Contra-parallel', hi: 'प्रति-समानांतर (विपरीत क्रांति)', ta: 'எதிர் இணை (எதிர் கிராந்தி)', te: 'ప్రతి సమాంతరం (విపరీత క్రాంతి)', kn: 'ಪ್ರತಿ ಸಮಾಂತರ (ವಿಪರೀತ ಕ್ರಾಂತಿ)', ml: 'പ്രതി സമാന്തരം (വിപരീത ക്രാന്തി)', mr: 'प्रति-समांतर (विपरीत क्रांती)', bn: 'প্রতি-সমান্তরাল (বিপরীত ক্রান্তি)', gu: 'પ્રતિ-સમાંતર (વિપરીત ક્રાંતિ)' },
} as const;

/** The second chart of a bi-wheel, as its title names it ({date}: the chart's instant, local date). */
export const OUTER_CHART_WORDS = {
  transits: { en: 'transits of {date}', hi: '{date} का गोचर' },
  progressions: { en: 'secondary progressions for {date}', hi: '{date} के लिए द्वितीयक प्रगति' },
  'solar-return': { en: 'solar return of {date}', hi: '{date} का सौर प्रत्यावर्तन (वर्षफल)' },
  partner: { en: 'partner born {date}', hi: '{date} को जन्मे साथी' },
} as const;
