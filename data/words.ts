/**
 * Closed vocabularies that several tables and results share, one record per word with its English form and
 * its Hindi form. Each table is keyed by the value the engine and the tables hold (`'Auspicious'`, `'good'`,
 * `'great-friend'` …), so a presenter turns a value into Hindi with `QUALITY_WORDS[value].hi`.
 *
 * The panchanga's words (quality, choghadiya nature, panchaka severity, the day's halves) are written in all nine
 * languages with the almanac terms of each (Tamil சுபம்/அசுபம், Telugu శుభం/అశుభం …); the others in English and Hindi.
 *
 * Sources: the Hindi terms are those of Hindi almanacs and jyotish manuals (शुभ/अशुभ, उच्च/नीच/स्वराशि,
 * अधिमित्र … अधिशत्रु for the compound relationship of BPHS ch. 3, मार्गी/वक्री); the Western aspect names
 * are rendered by the fraction of the circle they span (षडंश = one sixth, चतुर्थांश = one quarter), as Hindi
 * texts on Western astrology do.
 *
 * Where a response field is a fixed enum in the HTTP schema (`severity`, `half`, `motion`), the field keeps
 * its id and these words serve a separate text field.
 */
import type { Lang, Names, Text } from './text.ts';
import { tithiByNumber } from './tithis.ts';
import { WESTERN_ELEMENTS, type WesternElement } from './western-bodies.ts';

/**
 * Quality of an element, a period or a yoga: the spec's Auspicious/Inauspicious wording (yogas, karanas,
 * muhurtas) and its Benefic/Malefic/Mixed wording (tithis, yoginis, classical yogas).
 */
export const QUALITY_WORDS = {
  Auspicious: { en: 'Auspicious', hi: 'शुभ', ta: 'சுபம்', te: 'శుభం', kn: 'ಶುಭ', ml: 'ശുഭം', mr: 'शुभ', bn: 'শুভ', gu: 'શુભ' },
  Inauspicious: { en: 'Inauspicious', hi: 'अशुभ', ta: 'அசுபம்', te: 'అశుభం', kn: 'ಅಶುಭ', ml: 'അശുഭം', mr: 'अशुभ', bn: 'অশুভ', gu: 'અશુભ' },
  Benefic: { en: 'Benefic', hi: 'शुभ', ta: 'சுபம்', te: 'శుభం', kn: 'ಶುಭ', ml: 'ശുഭം', mr: 'शुभ', bn: 'শুভ', gu: 'શુભ' },
  Malefic: { en: 'Malefic', hi: 'अशुभ', ta: 'அசுபம்', te: 'అశుభం', kn: 'ಅಶುಭ', ml: 'അശുഭം', mr: 'अशुभ', bn: 'অশুভ', gu: 'અશુભ' },
  Mixed: { en: 'Mixed', hi: 'मिश्रित', ta: 'கலப்பு', te: 'మిశ్రమం', kn: 'ಮಿಶ್ರ', ml: 'സമ്മിശ്രം', mr: 'मिश्र', bn: 'মিশ্র', gu: 'મિશ્ર' },
} as const satisfies Record<string, Text>;
export type QualityWord = keyof typeof QUALITY_WORDS;

/** The spec's words for a muhurta's quality from its weekday-adjusted `isAuspicious`. */
export function auspiciousWord(isAuspicious: boolean): Text {
  return isAuspicious ? QUALITY_WORDS.Auspicious : QUALITY_WORDS.Inauspicious;
}

/** Nature of a choghadiya (data/choghadiya.ts `ChoghadiyaNature`). */
export const NATURE_WORDS = {
  good: { en: 'good', hi: 'शुभ', ta: 'சுபம்', te: 'శుభం', kn: 'ಶುಭ', ml: 'ശുഭം', mr: 'शुभ', bn: 'শুভ', gu: 'શુભ' },
  bad: { en: 'bad', hi: 'अशुभ', ta: 'அசுபம்', te: 'అశుభం', kn: 'ಅಶುಭ', ml: 'അശുഭം', mr: 'अशुभ', bn: 'অশুভ', gu: 'અશુભ' },
  neutral: { en: 'neutral', hi: 'सामान्य', ta: 'சாதாரணம்', te: 'సామాన్యం', kn: 'ಸಾಮಾನ್ಯ', ml: 'സാധാരണം', mr: 'सामान्य', bn: 'সাধারণ', gu: 'સામાન્ય' },
} as const satisfies Record<'good' | 'bad' | 'neutral', Text>;

/**
 * Dignity of a graha by its sign (astro/chart/dignity.ts `Dignity`): `en` is the wording of the yoga
 * descriptions ("Mars in Capricorn (10th house, exalted)"); a response's `dignity` field shows the key.
 */
export const DIGNITY_WORDS = {
  exalted: { en: 'exalted', hi: 'उच्च', ta: 'உச்சம்', te: 'ఉచ్చ', kn: 'ಉಚ್ಚ', ml: 'ഉച്ചം', mr: 'उच्च', bn: 'উচ্চ', gu: 'ઉચ્ચ' },
  moolatrikona: { en: 'moolatrikona', hi: 'मूलत्रिकोण', ta: 'மூலத்திரிகோணம்', te: 'మూలత్రికోణం', kn: 'ಮೂಲತ್ರಿಕೋಣ', ml: 'മൂലത്രികോണം', mr: 'मूलत्रिकोण', bn: 'মূলত্রিকোণ', gu: 'મૂળત્રિકોણ' },
  own: { en: 'own sign', hi: 'स्वराशि', ta: 'ஆட்சி', te: 'స్వక్షేత్రం', kn: 'ಸ್ವಕ್ಷೇತ್ರ', ml: 'സ്വക്ഷേത്രം', mr: 'स्वराशी', bn: 'স্বক্ষেত্র', gu: 'સ્વરાશિ' },
  'great-friend': { en: "great friend's sign", hi: 'अधिमित्र राशि', ta: 'அதிநட்பு வீடு', te: 'అధిమిత్ర క్షేత్రం', kn: 'ಅಧಿಮಿತ್ರ ಕ್ಷೇತ್ರ', ml: 'അതിമിത്രക്ഷേത്രം', mr: 'अधिमित्र राशी', bn: 'অধিমিত্র রাশি', gu: 'અધિમિત્ર રાશિ' },
  friend: { en: "friend's sign", hi: 'मित्र राशि', ta: 'நட்பு வீடு', te: 'మిత్ర క్షేత్రం', kn: 'ಮಿತ್ರ ಕ್ಷೇತ್ರ', ml: 'മിത്രക്ഷേത്രം', mr: 'मित्र राशी', bn: 'মিত্র রাশি', gu: 'મિત્ર રાશિ' },
  neutral: { en: 'neutral sign', hi: 'सम राशि', ta: 'சம வீடு', te: 'సమ క్షేత్రం', kn: 'ಸಮ ಕ್ಷೇತ್ರ', ml: 'സമക്ഷേത്രം', mr: 'सम राशी', bn: 'সম রাশি', gu: 'સમ રાશિ' },
  enemy: { en: "enemy's sign", hi: 'शत्रु राशि', ta: 'பகை வீடு', te: 'శత్రు క్షేత్రం', kn: 'ಶತ್ರು ಕ್ಷೇತ್ರ', ml: 'ശത്രുക്ഷേത്രം', mr: 'शत्रू राशी', bn: 'শত্রু রাশি', gu: 'શત્રુ રાશિ' },
  'great-enemy': { en: "great enemy's sign", hi: 'अधिशत्रु राशि', ta: 'அதிபகை வீடு', te: 'అధిశత్రు క్షేత్రం', kn: 'ಅಧಿಶತ್ರು ಕ್ಷೇತ್ರ', ml: 'അതിശത്രുക്ഷേത്രം', mr: 'अधिशत्रू राशी', bn: 'অধিশত্রু রাশি', gu: 'અધિશત્રુ રાશિ' },
  debilitated: { en: 'debilitated', hi: 'नीच', ta: 'நீசம்', te: 'నీచ', kn: 'ನೀಚ', ml: 'നീചം', mr: 'नीच', bn: 'নীচ', gu: 'નીચ' },
} as const satisfies Record<string, Names>;
export type DignityWord = keyof typeof DIGNITY_WORDS;

/**
 * The five angular aspects (astro/chart/aspects.ts `AngularAspectName`): Hindi and the seven other languages by the
 * Sanskrit fractions of the circle (षडंश, चतुर्थांश) and the classical names, Tamil சேர்க்கை and சமசப்தமம் as the
 * Western table (data/western-aspects.ts) names them.
 */
export const ASPECT_WORDS = {
  Conjunction: { en: 'Conjunction', hi: 'युति', ta: 'சேர்க்கை', te: 'యుతి', kn: 'ಯುತಿ', ml: 'യുതി', mr: 'युती', bn: 'যুতি', gu: 'યુતિ' },
  Sextile: { en: 'Sextile', hi: 'षडंश', ta: 'ஷடாம்சம்', te: 'షడంశ', kn: 'ಷಡಂಶ', ml: 'ഷഡംശം', mr: 'षडंश', bn: 'ষড়ংশ', gu: 'ષડંશ' },
  Square: { en: 'Square', hi: 'चतुर्थांश', ta: 'சதுர்த்தாம்சம்', te: 'చతుర్థాంశ', kn: 'ಚತುರ್ಥಾಂಶ', ml: 'ചതുർഥാംശം', mr: 'चतुर्थांश', bn: 'চতুর্থাংশ', gu: 'ચતુર્થાંશ' },
  Trine: { en: 'Trine', hi: 'त्रिकोण', ta: 'திரிகோணம்', te: 'త్రికోణం', kn: 'ತ್ರಿಕೋಣ', ml: 'ത്രികോണം', mr: 'त्रिकोण', bn: 'ত্রিকোণ', gu: 'ત્રિકોણ' },
  Opposition: { en: 'Opposition', hi: 'प्रतियुति', ta: 'சமசப்தமம்', te: 'ప్రతియుతి', kn: 'ಪ್ರತಿಯುತಿ', ml: 'പ്രതിയുതി', mr: 'प्रतियुती', bn: 'প্রতিযুতি', gu: 'પ્રતિયુતિ' },
} as const satisfies Record<string, Names>;

/** Strength of an aspect, a yoga or a dasha lord (astro/chart `AspectStrength`, `YogaStrength`), in all nine languages. */
export const STRENGTH_WORDS = {
  Strong: { en: 'Strong', hi: 'प्रबल', ta: 'பலமானது', te: 'బలమైనది', kn: 'ಪ್ರಬಲ', ml: 'ശക്തം', mr: 'प्रबळ', bn: 'প্রবল', gu: 'પ્રબળ' },
  Moderate: { en: 'Moderate', hi: 'मध्यम', ta: 'மிதமானது', te: 'మధ్యస్థం', kn: 'ಮಧ್ಯಮ', ml: 'മധ്യമം', mr: 'मध्यम', bn: 'মধ্যম', gu: 'મધ્યમ' },
  Weak: { en: 'Weak', hi: 'निर्बल', ta: 'பலவீனமானது', te: 'బలహీనమైనది', kn: 'ದುರ್ಬಲ', ml: 'ദുർബലം', mr: 'दुर्बळ', bn: 'দুর্বল', gu: 'નિર્બળ' },
} as const satisfies Record<'Strong' | 'Moderate' | 'Weak', Names>;

/** Apparent motion of a graha. */
export const MOTION_WORDS = {
  direct: { en: 'direct', hi: 'मार्गी', ta: 'நேர்கதி', te: 'ఋజుగతి', kn: 'ಮಾರ್ಗಿ', ml: 'നേർഗതി', mr: 'मार्गी', bn: 'মার্গী', gu: 'માર્ગી' },
  retrograde: { en: 'retrograde', hi: 'वक्री', ta: 'வக்ரம்', te: 'వక్రం', kn: 'ವಕ್ರ', ml: 'വക്രം', mr: 'वक्री', bn: 'বক্রী', gu: 'વક્રી' },
} as const satisfies Record<'direct' | 'retrograde', Names>;

/**
 * The Moon's four phases (astro/transits/lunations.ts `LunarPhaseType`), as a transit event names them. Hindi:
 * अमावस्या and पूर्णिमा as almanacs write them; the quarters by the fraction of the cycle, as Hindi astronomy
 * texts name them (प्रथम / अंतिम चतुर्थांश).
 */
export const LUNAR_PHASE_WORDS = {
  'new-moon': { en: 'New moon', ...tithiNames(30) },
  'first-quarter': {
    en: 'First quarter', hi: 'प्रथम चतुर्थांश चंद्र', ta: 'முதல் கால் சந்திரன்', te: 'ప్రథమ చతుర్థాంశ చంద్రుడు', kn: 'ಪ್ರಥಮ ಚತುರ್ಥಾಂಶ ಚಂದ್ರ',
    ml: 'പ്രഥമ ചതുർഥാംശ ചന്ദ്രൻ', mr: 'प्रथम चतुर्थांश चंद्र', bn: 'প্রথম চতুর্থাংশ চন্দ্র', gu: 'પ્રથમ ચતુર્થાંશ ચંદ્ર',
  },
  'full-moon': { en: 'Full moon', ...tithiNames(15) },
  'last-quarter': {
    en: 'Last quarter', hi: 'अंतिम चतुर्थांश चंद्र', ta: 'கடைசி கால் சந்திரன்', te: 'అంతిమ చతుర్థాంశ చంద్రుడు', kn: 'ಅಂತಿಮ ಚತುರ್ಥಾಂಶ ಚಂದ್ರ',
    ml: 'അന്തിമ ചതുർഥാംശ ചന്ദ്രൻ', mr: 'अंतिम चतुर्थांश चंद्र', bn: 'শেষ চতুর্থাংশ চন্দ্র', gu: 'અંતિમ ચતુર્થાંશ ચંદ્ર',
  },
} as const satisfies Record<'new-moon' | 'first-quarter' | 'full-moon' | 'last-quarter', Names>;

/** A tithi's name in every language but English, as data/tithis.ts writes it (the new and the full moon). */
function tithiNames(n: 15 | 30): Omit<Names, 'en'> {
  const { hi, ta, te, kn, ml, mr, bn, gu } = tithiByNumber(n)!;
  return { hi, ta, te, kn, ml, mr, bn, gu };
}

/** One language's sentences of the transit events (`TRANSIT_EVENT_WORDS`). */
export interface TransitEventSentences {
  readonly signIngress: string;
  readonly nakshatraIngress: string;
  readonly padaIngress: string;
  /** The pada's word where a language writes it as an ordinal rather than a digit. */
  readonly padaOrdinals?: readonly [string, string, string, string];
  readonly station: string;
  readonly phase: string;
}

/**
 * The sentences of a transit event (api/areas/transits/present.ts), filled with names in their plain form: the graha
 * `{planet}`, signs `{from}`, `{to}`, `{sign}`, nakshatras `{from}`, `{to}`, `{star}`, the pada `{pada}` (a digit, or
 * the word of `padaOrdinals` where a language has one), `{degree}`, `{motion}` and `{phase}` (the words above), and
 * `{retrograde}` (" (retrograde)" or nothing). Each language writes the almanac's noun phrase, with the case ending or
 * postposition on राशि, நட்சத்திரம் … rather than on the name (Hindi "मंगल का कर्क से सिंह राशि में प्रवेश", Tamil "செவ்வாய்
 * கடகம் ராசியிலிருந்து சிம்மம் ராசிக்குப் பெயர்ச்சி").
 */
export const TRANSIT_EVENT_WORDS: Readonly<Record<Lang, TransitEventSentences>> = {
  en: {
    signIngress: '{planet} enters {to} from {from}{retrograde}',
    nakshatraIngress: '{planet} enters {to} from {from}{retrograde}',
    padaIngress: '{planet} enters {star} pada {pada}',
    station: '{planet} stations {motion} at {degree} {sign}',
    phase: '{phase} in {sign} ({star})',
  },
  hi: {
    signIngress: '{planet} का {from} से {to} राशि में प्रवेश{retrograde}',
    nakshatraIngress: '{planet} का {from} से {to} नक्षत्र में प्रवेश{retrograde}',
    padaIngress: '{planet} का {star} नक्षत्र के {pada} चरण में प्रवेश',
    /** The pada's ordinal in the oblique case, as in "रोहिणी नक्षत्र के दूसरे चरण में". */
    padaOrdinals: ['पहले', 'दूसरे', 'तीसरे', 'चौथे'],
    station: '{planet} {sign} राशि में {degree} पर {motion}',
    phase: '{sign} राशि में {phase} ({star} नक्षत्र)',
  },
  ta: {
    signIngress: '{planet} {from} ராசியிலிருந்து {to} ராசிக்குப் பெயர்ச்சி{retrograde}',
    nakshatraIngress: '{planet} {from} நட்சத்திரத்திலிருந்து {to} நட்சத்திரத்துக்குப் பெயர்ச்சி{retrograde}',
    padaIngress: '{planet} {star} நட்சத்திரம் {pada}ஆம் பாதத்தில் பிரவேசம்',
    station: '{planet} {sign} ராசி {degree} நிலையில் {motion}',
    phase: '{sign} ராசியில் {phase} ({star} நட்சத்திரம்)',
  },
  te: {
    signIngress: '{planet} {from} రాశి నుండి {to} రాశిలోకి ప్రవేశం{retrograde}',
    nakshatraIngress: '{planet} {from} నక్షత్రం నుండి {to} నక్షత్రంలోకి ప్రవేశం{retrograde}',
    padaIngress: '{planet} {star} నక్షత్రం {pada}వ పాదంలోకి ప్రవేశం',
    station: '{planet} {sign} రాశిలో {degree} వద్ద {motion}',
    phase: '{sign} రాశిలో {phase} ({star} నక్షత్రం)',
  },
  kn: {
    signIngress: '{planet} {from} ರಾಶಿಯಿಂದ {to} ರಾಶಿಗೆ ಪ್ರವೇಶ{retrograde}',
    nakshatraIngress: '{planet} {from} ನಕ್ಷತ್ರದಿಂದ {to} ನಕ್ಷತ್ರಕ್ಕೆ ಪ್ರವೇಶ{retrograde}',
    padaIngress: '{planet} {star} ನಕ್ಷತ್ರದ {pada}ನೇ ಪಾದಕ್ಕೆ ಪ್ರವೇಶ',
    station: '{planet} {sign} ರಾಶಿಯಲ್ಲಿ {degree} ಬಳಿ {motion}',
    phase: '{sign} ರಾಶಿಯಲ್ಲಿ {phase} ({star} ನಕ್ಷತ್ರ)',
  },
  ml: {
    signIngress: '{planet} {from} രാശിയിൽനിന്ന് {to} രാശിയിലേക്ക് പ്രവേശിക്കുന്നു{retrograde}',
    nakshatraIngress: '{planet} {from} നക്ഷത്രത്തിൽനിന്ന് {to} നക്ഷത്രത്തിലേക്ക് പ്രവേശിക്കുന്നു{retrograde}',
    padaIngress: '{planet} {star} നക്ഷത്രത്തിന്റെ {pada}-ാം പാദത്തിലേക്ക് പ്രവേശിക്കുന്നു',
    station: '{planet} {sign} രാശിയിൽ {degree} സ്ഥാനത്ത് {motion}',
    phase: '{sign} രാശിയിൽ {phase} ({star} നക്ഷത്രം)',
  },
  mr: {
    signIngress: '{planet} – {from} राशीतून {to} राशीत प्रवेश{retrograde}',
    nakshatraIngress: '{planet} – {from} नक्षत्रातून {to} नक्षत्रात प्रवेश{retrograde}',
    padaIngress: '{planet} – {star} नक्षत्राच्या चरण {pada} मध्ये प्रवेश',
    station: '{planet} – {sign} राशीत {degree} येथे {motion}',
    phase: '{sign} राशीत {phase} ({star} नक्षत्र)',
  },
  bn: {
    signIngress: '{planet} {from} রাশি থেকে {to} রাশিতে প্রবেশ করে{retrograde}',
    nakshatraIngress: '{planet} {from} নক্ষত্র থেকে {to} নক্ষত্রে প্রবেশ করে{retrograde}',
    padaIngress: '{planet} {star} নক্ষত্রের {pada} নম্বর পদে প্রবেশ করে',
    station: '{planet} {sign} রাশিতে {degree} অবস্থানে {motion}',
    phase: '{sign} রাশিতে {phase} ({star} নক্ষত্র)',
  },
  gu: {
    signIngress: '{planet} {from} રાશિમાંથી {to} રાશિમાં પ્રવેશ કરે છે{retrograde}',
    nakshatraIngress: '{planet} {from} નક્ષત્રમાંથી {to} નક્ષત્રમાં પ્રવેશ કરે છે{retrograde}',
    padaIngress: '{planet} {star} નક્ષત્રના ચરણ {pada}માં પ્રવેશ કરે છે',
    station: '{planet} {sign} રાશિમાં {degree} સ્થાને {motion}',
    phase: '{sign} રાશિમાં {phase} ({star} નક્ષત્ર)',
  },
};

/**
 * Eclipses by body and kind (astro/transits/eclipses.ts `SolarEclipseEvent`/`LunarEclipseEvent` `kind`). Hindi:
 * the almanac terms खग्रास (total), खंडग्रास (partial), कंकणाकृति (annular) and उपच्छाया (penumbral); the seven
 * other languages as their contacts in data/eclipses.ts (`ECLIPSE_CONTACT_WORDS`) name the kinds.
 */
export const ECLIPSE_WORDS = {
  solar: {
    partial: { en: 'Partial solar eclipse', hi: 'खंडग्रास सूर्य ग्रहण', ta: 'பகுதி சூரிய கிரகணம்', te: 'పాక్షిక సూర్య గ్రహణం', kn: 'ಪಾರ್ಶ್ವ ಸೂರ್ಯಗ್ರಹಣ', ml: 'ഭാഗിക സൂര്യഗ്രഹണം', mr: 'खंडग्रास सूर्यग्रहण', bn: 'খণ্ডগ্রাস সূর্যগ্রহণ', gu: 'ખંડગ્રાસ સૂર્યગ્રહણ' },
    annular: { en: 'Annular solar eclipse', hi: 'कंकणाकृति सूर्य ग्रहण', ta: 'வளைய சூரிய கிரகணம்', te: 'కంకణాకార సూర్య గ్రహణం', kn: 'ಕಂಕಣ ಸೂರ್ಯಗ್ರಹಣ', ml: 'വലയ സൂര്യഗ്രഹണം', mr: 'कंकणाकृती सूर्यग्रहण', bn: 'বলয়গ্রাস সূর্যগ্রহণ', gu: 'કંકણાકૃતિ સૂર્યગ્રહણ' },
    total: { en: 'Total solar eclipse', hi: 'खग्रास सूर्य ग्रहण', ta: 'முழு சூரிய கிரகணம்', te: 'సంపూర్ణ సూర్య గ్రహణం', kn: 'ಖಗ್ರಾಸ ಸೂರ್ಯಗ್ರಹಣ', ml: 'പൂർണ്ണ സൂര്യഗ്രഹണം', mr: 'खग्रास सूर्यग्रहण', bn: 'পূর্ণগ্রাস সূর্যগ্রহণ', gu: 'ખગ્રાસ સૂર્યગ્રહણ' },
  },
  lunar: {
    penumbral: { en: 'Penumbral lunar eclipse', hi: 'उपच्छाया चंद्र ग्रहण', ta: 'புறநிழல் சந்திர கிரகணம்', te: 'ఉపచ్ఛాయ చంద్ర గ్రహణం', kn: 'ಉಪಚ್ಛಾಯ ಚಂದ್ರಗ್ರಹಣ', ml: 'ഉപച്ഛായ ചന്ദ്രഗ്രഹണം', mr: 'उपच्छाया चंद्रग्रहण', bn: 'উপচ্ছায়া চন্দ্রগ্রহণ', gu: 'ઉપચ્છાયા ચંદ્રગ્રહણ' },
    partial: { en: 'Partial lunar eclipse', hi: 'खंडग्रास चंद्र ग्रहण', ta: 'பகுதி சந்திர கிரகணம்', te: 'పాక్షిక చంద్ర గ్రహణం', kn: 'ಪಾರ್ಶ್ವ ಚಂದ್ರಗ್ರಹಣ', ml: 'ഭാഗിക ചന്ദ്രഗ്രഹണം', mr: 'खंडग्रास चंद्रग्रहण', bn: 'খণ্ডগ্রাস চন্দ্রগ্রহণ', gu: 'ખંડગ્રાસ ચંદ્રગ્રહણ' },
    total: { en: 'Total lunar eclipse', hi: 'खग्रास चंद्र ग्रहण', ta: 'முழு சந்திர கிரகணம்', te: 'సంపూర్ణ చంద్ర గ్రహణం', kn: 'ಖಗ್ರಾಸ ಚಂದ್ರಗ್ರಹಣ', ml: 'പൂർണ്ണ ചന്ദ്രഗ്രഹണം', mr: 'खग्रास चंद्रग्रहण', bn: 'পূর্ণগ্রাস চন্দ্রগ্রহণ', gu: 'ખગ્રાસ ચંદ્રગ્રહણ' },
  },
} as const satisfies {
  solar: Record<'partial' | 'annular' | 'total', Names>;
  lunar: Record<'penumbral' | 'partial' | 'total', Names>;
};

/**
 * The four elements (tattvas) of the signs (data/signs.ts `element`), by id: the names of `WESTERN_ELEMENTS`, the
 * same four elements in both traditions.
 */
const elementNamed = (id: WesternElement): Names => WESTERN_ELEMENTS.find((element) => element.id === id)!;
export const ELEMENT_WORDS: Readonly<Record<WesternElement, Names>> = { fire: elementNamed('fire'), earth: elementNamed('earth'), air: elementNamed('air'), water: elementNamed('water') };

/** Priority of a recommended remedy or stone. */
export const PRIORITY_WORDS = {
  high: { en: 'High', hi: 'उच्च', ta: 'அதிகம்', te: 'అధికం', kn: 'ಹೆಚ್ಚು', ml: 'ഉയർന്നത്', mr: 'उच्च', bn: 'উচ্চ', gu: 'ઉચ્ચ' },
  medium: { en: 'Medium', hi: 'मध्यम', ta: 'நடுத்தரம்', te: 'మధ్యస్థం', kn: 'ಮಧ್ಯಮ', ml: 'ഇടത്തരം', mr: 'मध्यम', bn: 'মধ্যম', gu: 'મધ્યમ' },
  low: { en: 'Low', hi: 'निम्न', ta: 'குறைவு', te: 'తక్కువ', kn: 'ಕಡಿಮೆ', ml: 'കുറഞ്ഞത്', mr: 'कमी', bn: 'নিম্ন', gu: 'નિમ્ન' },
} as const satisfies Record<'high' | 'medium' | 'low', Text>;

/** The word that joins alternatives in a list ("Om Namah Shivaya or Mahamrityunjaya"). */
export const OR_WORD = { en: 'or', hi: 'या', ta: 'அல்லது', te: 'లేదా', kn: 'ಅಥವಾ', ml: 'അല്ലെങ്കിൽ', mr: 'किंवा', bn: 'অথবা', gu: 'અથવા' } as const satisfies Text;
