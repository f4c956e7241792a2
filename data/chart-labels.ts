/**
 * The short words drawn inside chart pictures: two-letter graha abbreviations (the English ones of Western
 * jyotish books, the Hindi ones of almanac charts), short sign names, the lagna's label and the marks of a
 * retrograde or combust graha.
 *
 * The other languages follow the rashi charts of their almanacs: a graha by the first syllable of its name there
 * (Marathi and Bengali Ravi for the Sun, Bengali Brihaspati for Jupiter, Telugu, Kannada and Malayalam Kuja for
 * Mars, Malayalam Manda for Saturn), a sign by its full name in the language (data/signs.ts), the lagna by its
 * word, and the vakri and asta marks by their first letter. docs/languages.md.
 */
import type { GrahaId } from './grahas.ts';
import type { Text } from './text.ts';

export const GRAHA_ABBREVIATIONS: Readonly<Record<GrahaId, Text>> = {
  sun: { en: 'Su', hi: 'सू', ta: 'சூ', te: 'సూ', kn: 'ಸೂ', ml: 'സൂ', mr: 'र', bn: 'র', gu: 'સૂ' },
  moon: { en: 'Mo', hi: 'चं', ta: 'சந்', te: 'చం', kn: 'ಚಂ', ml: 'ച', mr: 'चं', bn: 'চ', gu: 'ચં' },
  mars: { en: 'Ma', hi: 'मं', ta: 'செ', te: 'కు', kn: 'ಕು', ml: 'കു', mr: 'मं', bn: 'ম', gu: 'મં' },
  mercury: { en: 'Me', hi: 'बु', ta: 'பு', te: 'బు', kn: 'ಬು', ml: 'ബു', mr: 'बु', bn: 'বু', gu: 'બુ' },
  jupiter: { en: 'Ju', hi: 'गु', ta: 'கு', te: 'గు', kn: 'ಗು', ml: 'ഗു', mr: 'गु', bn: 'বৃ', gu: 'ગુ' },
  venus: { en: 'Ve', hi: 'शु', ta: 'சு', te: 'శు', kn: 'ಶು', ml: 'ശു', mr: 'शु', bn: 'শু', gu: 'શુ' },
  saturn: { en: 'Sa', hi: 'श', ta: 'ச', te: 'శ', kn: 'ಶ', ml: 'മ', mr: 'श', bn: 'শ', gu: 'શ' },
  rahu: { en: 'Ra', hi: 'रा', ta: 'ரா', te: 'రా', kn: 'ರಾ', ml: 'രാ', mr: 'रा', bn: 'রা', gu: 'રા' },
  ketu: { en: 'Ke', hi: 'के', ta: 'கே', te: 'కే', kn: 'ಕೇ', ml: 'കേ', mr: 'के', bn: 'কে', gu: 'કે' },
};

/** Sign names as short as charts print them, Aries (1) to Pisces (12). */
export const SIGN_ABBREVIATIONS: readonly Text[] = [
  { en: 'Ari', hi: 'मेष', ta: 'மேஷம்', te: 'మేషం', kn: 'ಮೇಷ', ml: 'മേടം', mr: 'मेष', bn: 'মেষ', gu: 'મેષ' },
  { en: 'Tau', hi: 'वृष', ta: 'ரிஷபம்', te: 'వృషభం', kn: 'ವೃಷಭ', ml: 'ഇടവം', mr: 'वृषभ', bn: 'বৃষ', gu: 'વૃષભ' },
  { en: 'Gem', hi: 'मिथुन', ta: 'மிதுனம்', te: 'మిథునం', kn: 'ಮಿಥುನ', ml: 'മിഥുനം', mr: 'मिथुन', bn: 'মিথুন', gu: 'મિથુન' },
  { en: 'Can', hi: 'कर्क', ta: 'கடகம்', te: 'కర్కాటకం', kn: 'ಕರ್ಕಾಟಕ', ml: 'കർക്കടകം', mr: 'कर्क', bn: 'কর্কট', gu: 'કર્ક' },
  { en: 'Leo', hi: 'सिंह', ta: 'சிம்மம்', te: 'సింహం', kn: 'ಸಿಂಹ', ml: 'ചിങ്ങം', mr: 'सिंह', bn: 'সিংহ', gu: 'સિંહ' },
  { en: 'Vir', hi: 'कन्या', ta: 'கன்னி', te: 'కన్య', kn: 'ಕನ್ಯಾ', ml: 'കന്നി', mr: 'कन्या', bn: 'কন্যা', gu: 'કન્યા' },
  { en: 'Lib', hi: 'तुला', ta: 'துலாம்', te: 'తుల', kn: 'ತುಲಾ', ml: 'തുലാം', mr: 'तूळ', bn: 'তুলা', gu: 'તુલા' },
  { en: 'Sco', hi: 'वृश्चिक', ta: 'விருச்சிகம்', te: 'వృశ్చికం', kn: 'ವೃಶ್ಚಿಕ', ml: 'വൃശ്ചികം', mr: 'वृश्चिक', bn: 'বৃশ্চিক', gu: 'વૃશ્ચિક' },
  { en: 'Sag', hi: 'धनु', ta: 'தனுசு', te: 'ధనుస్సు', kn: 'ಧನು', ml: 'ധനു', mr: 'धनु', bn: 'ধনু', gu: 'ધન' },
  { en: 'Cap', hi: 'मकर', ta: 'மகரம்', te: 'మకరం', kn: 'ಮಕರ', ml: 'മകരം', mr: 'मकर', bn: 'মকর', gu: 'મકર' },
  { en: 'Aqu', hi: 'कुंभ', ta: 'கும்பம்', te: 'కుంభం', kn: 'ಕುಂಭ', ml: 'കുംഭം', mr: 'कुंभ', bn: 'কুম্ভ', gu: 'કુંભ' },
  { en: 'Pis', hi: 'मीन', ta: 'மீனம்', te: 'మీనం', kn: 'ಮೀನ', ml: 'മീനം', mr: 'मीन', bn: 'মীন', gu: 'મીન' },
];

/** The lagna's label, and the marks after a graha: retrograde (vakri) and combust (asta). */
export const CHART_MARKS = {
  lagna: { en: 'Asc', hi: 'लग्न', ta: 'லக்னம்', te: 'లగ్నం', kn: 'ಲಗ್ನ', ml: 'ലഗ്നം', mr: 'लग्न', bn: 'লগ্ন', gu: 'લગ્ન' },
  retrograde: { en: '(R)', hi: '(व)', ta: '(வ)', te: '(వ)', kn: '(ವ)', ml: '(വ)', mr: '(व)', bn: '(ব)', gu: '(વ)' },
  combust: { en: '(C)', hi: '(अ)', ta: '(அ)', te: '(అ)', kn: '(ಅ)', ml: '(അ)', mr: '(अ)', bn: '(অ)', gu: '(અ)' },
  ascendant: { en: 'Asc', hi: 'लग्न', ta: 'லக்னம்', te: 'లగ్నం', kn: 'ಲಗ್ನ', ml: 'ലഗ്നം', mr: 'लग्न', bn: 'লগ্ন', gu: 'લગ્ન' },
  midheaven: { en: 'MC', hi: 'दशम', ta: 'தசமம்', te: 'దశమం', kn: 'ದಶಮ', ml: 'ദശമം', mr: 'दशम', bn: 'দশম', gu: 'દશમ' },
} as const;
