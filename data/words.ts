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
import type { Names, Text } from './text.ts';

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

/** Severity of a panchak or panchaka fault (data/panchaka.ts `PanchakaSeverity`). */
export const SEVERITY_WORDS = {
  none: { en: 'none', hi: 'कोई नहीं', ta: 'இல்லை', te: 'లేదు', kn: 'ಇಲ್ಲ', ml: 'ഇല്ല', mr: 'काही नाही', bn: 'নেই', gu: 'કોઈ નહીં' },
  low: { en: 'low', hi: 'कम', ta: 'குறைவு', te: 'తక్కువ', kn: 'ಕಡಿಮೆ', ml: 'കുറവ്', mr: 'कमी', bn: 'কম', gu: 'ઓછું' },
  medium: { en: 'medium', hi: 'मध्यम', ta: 'நடுத்தரம்', te: 'మధ్యస్థం', kn: 'ಮಧ್ಯಮ', ml: 'ഇടത്തരം', mr: 'मध्यम', bn: 'মাঝারি', gu: 'મધ્યમ' },
  high: { en: 'high', hi: 'गंभीर', ta: 'கடுமை', te: 'తీవ్రం', kn: 'ತೀವ್ರ', ml: 'കഠിനം', mr: 'गंभीर', bn: 'গুরুতর', gu: 'ગંભીર' },
} as const satisfies Record<'none' | 'low' | 'medium' | 'high', Text>;

/** The two halves of the Vedic day: sunrise → sunset, sunset → next sunrise. */
export const HALF_WORDS = {
  day: { en: 'day', hi: 'दिन', ta: 'பகல்', te: 'పగలు', kn: 'ಹಗಲು', ml: 'പകൽ', mr: 'दिवस', bn: 'দিন', gu: 'દિવસ' },
  night: { en: 'night', hi: 'रात्रि', ta: 'இரவு', te: 'రాత్రి', kn: 'ರಾತ್ರಿ', ml: 'രാത്രി', mr: 'रात्र', bn: 'রাত', gu: 'રાત્રિ' },
} as const satisfies Record<'day' | 'night', Text>;

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

/** The five angular aspects (astro/chart/aspects.ts `AngularAspectName`). */
export const ASPECT_WORDS = {
  Conjunction: { en: 'Conjunction', hi: 'युति' },
  Sextile: { en: 'Sextile', hi: 'षडंश' },
  Square: { en: 'Square', hi: 'चतुर्थांश' },
  Trine: { en: 'Trine', hi: 'त्रिकोण' },
  Opposition: { en: 'Opposition', hi: 'प्रतियुति' },
} as const satisfies Record<string, Text>;

/** Strength of an aspect, a yoga or a dasha lord (astro/chart `AspectStrength`, `YogaStrength`), in all nine languages. */
export const STRENGTH_WORDS = {
  Strong: { en: 'Strong', hi: 'प्रबल', ta: 'பலமானது', te: 'బలమైనది', kn: 'ಪ್ರಬಲ', ml: 'ശക്തം', mr: 'प्रबळ', bn: 'প্রবল', gu: 'પ્રબળ' },
  Moderate: { en: 'Moderate', hi: 'मध्यम', ta: 'மிதமானது', te: 'మధ్యస్థం', kn: 'ಮಧ್ಯಮ', ml: 'മധ്യമം', mr: 'मध्यम', bn: 'মধ্যম', gu: 'મધ્યમ' },
  Weak: { en: 'Weak', hi: 'निर्बल', ta: 'பலவீனமானது', te: 'బలహీనమైనది', kn: 'ದುರ್ಬಲ', ml: 'ദുർബലം', mr: 'दुर्बळ', bn: 'দুর্বল', gu: 'નિર્બળ' },
} as const satisfies Record<'Strong' | 'Moderate' | 'Weak', Names>;

/** Apparent motion of a graha. */
export const MOTION_WORDS = {
  direct: { en: 'direct', hi: 'मार्गी' },
  retrograde: { en: 'retrograde', hi: 'वक्री' },
} as const satisfies Record<'direct' | 'retrograde', Text>;

/**
 * The Moon's four phases (astro/transits/lunations.ts `LunarPhaseType`), as a transit event names them. Hindi:
 * अमावस्या and पूर्णिमा as almanacs write them; the quarters by the fraction of the cycle, as Hindi astronomy
 * texts name them (प्रथम / अंतिम चतुर्थांश).
 */
export const LUNAR_PHASE_WORDS = {
  'new-moon': { en: 'New moon', hi: 'अमावस्या' },
  'first-quarter': { en: 'First quarter', hi: 'प्रथम चतुर्थांश चंद्र' },
  'full-moon': { en: 'Full moon', hi: 'पूर्णिमा' },
  'last-quarter': { en: 'Last quarter', hi: 'अंतिम चतुर्थांश चंद्र' },
} as const satisfies Record<'new-moon' | 'first-quarter' | 'full-moon' | 'last-quarter', Text>;

/**
 * Eclipses by body and kind (astro/transits/eclipses.ts `SolarEclipseEvent`/`LunarEclipseEvent` `kind`). Hindi:
 * the almanac terms खग्रास (total), खंडग्रास (partial), कंकणाकृति (annular) and उपच्छाया (penumbral); the seven
 * other languages as their contacts in data/eclipses.ts (`ECLIPSE_CONTACT_WORDS`) name the kinds.
 */
export const ECLIPSE_WORDS = {
  solar: {
    partial: { en: 'Partial solar eclipse', hi: 'खंडग्रास सूर्य ग्रहण', ta: 'பகுதி சூரிய கிரகணம்', te: 'పాక్షిక సూర్య గ్రహణం', kn: 'ಪಾರ್ಶ್ವ ಸೂರ್ಯ ಗ್ರಹಣ', ml: 'ഭാഗിക സൂര്യഗ്രഹണം', mr: 'खंडग्रास सूर्यग्रहण', bn: 'খণ্ডগ্রাস সূর্যগ্রহণ', gu: 'ખંડગ્રાસ સૂર્યગ્રહણ' },
    annular: { en: 'Annular solar eclipse', hi: 'कंकणाकृति सूर्य ग्रहण', ta: 'வளைய சூரிய கிரகணம்', te: 'కంకణాకార సూర్య గ్రహణం', kn: 'ಕಂಕಣ ಸೂರ್ಯ ಗ್ರಹಣ', ml: 'വലയ സൂര്യഗ്രഹണം', mr: 'कंकणाकृती सूर्यग्रहण', bn: 'বলয়গ্রাস সূর্যগ্রহণ', gu: 'કંકણાકૃતિ સૂર્યગ્રહણ' },
    total: { en: 'Total solar eclipse', hi: 'खग्रास सूर्य ग्रहण', ta: 'முழு சூரிய கிரகணம்', te: 'సంపూర్ణ సూర్య గ్రహణం', kn: 'ಖಗ್ರಾಸ ಸೂರ್ಯ ಗ್ರಹಣ', ml: 'പൂർണ്ണ സൂര്യഗ്രഹണം', mr: 'खग्रास सूर्यग्रहण', bn: 'পূর্ণগ্রাস সূর্যগ্রহণ', gu: 'ખગ્રાસ સૂર્યગ્રહણ' },
  },
  lunar: {
    penumbral: { en: 'Penumbral lunar eclipse', hi: 'उपच्छाया चंद्र ग्रहण', ta: 'புறநிழல் சந்திர கிரகணம்', te: 'ఉపచ్ఛాయ చంద్ర గ్రహణం', kn: 'ಉಪಚ್ಛಾಯ ಚಂದ್ರ ಗ್ರಹಣ', ml: 'ഉപച്ഛായ ചന്ദ്രഗ്രഹണം', mr: 'उपच्छाया चंद्रग्रहण', bn: 'উপচ্ছায়া চন্দ্রগ্রহণ', gu: 'ઉપચ્છાયા ચંદ્રગ્રહણ' },
    partial: { en: 'Partial lunar eclipse', hi: 'खंडग्रास चंद्र ग्रहण', ta: 'பகுதி சந்திர கிரகணம்', te: 'పాక్షిక చంద్ర గ్రహణం', kn: 'ಪಾರ್ಶ್ವ ಚಂದ್ರ ಗ್ರಹಣ', ml: 'ഭാഗിക ചന്ദ്രഗ്രഹണം', mr: 'खंडग्रास चंद्रग्रहण', bn: 'খণ্ডগ্রাস চন্দ্রগ্রহণ', gu: 'ખંડગ્રાસ ચંદ્રગ્રહણ' },
    total: { en: 'Total lunar eclipse', hi: 'खग्रास चंद्र ग्रहण', ta: 'முழு சந்திர கிரகணம்', te: 'సంపూర్ణ చంద్ర గ్రహణం', kn: 'ಖಗ್ರಾಸ ಚಂದ್ರ ಗ್ರಹಣ', ml: 'പൂർണ്ണ ചന്ദ്രഗ്രഹണം', mr: 'खग्रास चंद्रग्रहण', bn: 'পূর্ণগ্রাস চন্দ্রগ্রহণ', gu: 'ખગ્રાસ ચંદ્રગ્રહણ' },
  },
} as const satisfies {
  solar: Record<'partial' | 'annular' | 'total', Names>;
  lunar: Record<'penumbral' | 'partial' | 'total', Names>;
};

/** The four elements (tattvas) of the signs (data/signs.ts `element`). */
export const ELEMENT_WORDS = {
  fire: { en: 'Fire', hi: 'अग्नि' },
  earth: { en: 'Earth', hi: 'पृथ्वी' },
  air: { en: 'Air', hi: 'वायु' },
  water: { en: 'Water', hi: 'जल' },
} as const satisfies Record<'fire' | 'earth' | 'air' | 'water', Text>;

/** Priority of a recommended remedy or stone. */
export const PRIORITY_WORDS = {
  high: { en: 'High', hi: 'उच्च', ta: 'அதிகம்', te: 'అధికం', kn: 'ಹೆಚ್ಚು', ml: 'ഉയർന്നത്', mr: 'उच्च', bn: 'উচ্চ', gu: 'ઉચ્ચ' },
  medium: { en: 'Medium', hi: 'मध्यम', ta: 'நடுத்தரம்', te: 'మధ్యస్థం', kn: 'ಮಧ್ಯಮ', ml: 'ഇടത്തരം', mr: 'मध्यम', bn: 'মধ্যম', gu: 'મધ્યમ' },
  low: { en: 'Low', hi: 'निम्न', ta: 'குறைவு', te: 'తక్కువ', kn: 'ಕಡಿಮೆ', ml: 'കുറഞ്ഞത്', mr: 'कमी', bn: 'নিম্ন', gu: 'નિમ્ન' },
} as const satisfies Record<'high' | 'medium' | 'low', Text>;

/** The word that joins alternatives in a list ("Om Namah Shivaya or Mahamrityunjaya"). */
export const OR_WORD = { en: 'or', hi: 'या', ta: 'அல்லது', te: 'లేదా', kn: 'ಅಥವಾ', ml: 'അല്ലെങ്കിൽ', mr: 'किंवा', bn: 'অথবা', gu: 'અથવા' } as const satisfies Text;
