/**
 * Parihara (exception) rules of Ashtakoot matching: conditions under which texts and almanacs hold a nadi, bhakoot
 * or gana dosha cancelled, each rule with the kootas it can cancel and its sources, and the named sets of rules a
 * request can choose (`exceptions=none|default|…`). The conditions themselves are evaluated by
 * astro/matching/exceptions.ts; this file holds the vocabulary, the words (en/hi, in this product's own words)
 * and the provenance.
 *
 * Sources, cited by rule:
 * - MC: Muhurta Chintamani ch. 6 (vivaha prakarana), the verse "rāśyaikye ced bhinnam ṛkṣaṃ dvayoḥ syān
 *   nakṣatraikye rāśiyugmaṃ tathaiva / nāḍīdoṣo no gaṇānāṃ ca doṣo nakṣatraikye pādabhede śubhaṃ syāt" (one sign
 *   and different stars, or one star and different signs: no nadi dosha and no gana dosha; one star with different
 *   padas is auspicious). The verse number differs between editions and is not given.
 * - gujjujyotish: sites.google.com/site/gujjujyotish/exceptions (Gujarati: the same sign with different stars,
 *   the same star with different signs, and the list of stars in which "Jyotish Chintamani" says nadi dosha does
 *   not arise).
 * - agastyanadiastro: agastyanadiastro.com/kundali-matching.html (nadi dosha nullified by one sign with different
 *   stars, one star with different signs, and different signs with the same lord).
 * - piosastro: piosastro.com/kundali-match/bhakoot-dosha-cancellation (bhakoot dosha cancelled when the two Moon
 *   signs have the same lord: Capricorn–Aquarius 2/12, Aries–Scorpio and Taurus–Libra 6/8; and when the lords
 *   are friends).
 * - futurepoint: futuresamachar.com, Future Point's "Horoscope Matching" (book 471): p. 59, friendly sign lords
 *   overshadow the gana and bhakoot doshas; p. 65, gana dosha cancelled when the bride's star is the 14th or more
 *   from the groom's, or when the sign lords are the same, friends or neutral.
 * - ganaNotes: "Gana, Nadi, Bhakuta", pl.scribd.com/document/268021076 (gana dosha does not arise when the sign
 *   lords are friends or the same, or the navamsa lords are friends or the same).
 * - astromuhurat: astromuhurat.blogspot.com/2015/04/6226-tara-koot-kundali-milan.html (the same sign-lord and
 *   navamsa-lord conditions, stated as the parihara of a koota dosha).
 * - dharmpujapath: dharmpujapath.blogspot.com/2022/03/blog-post_16.html (Hindi: bhakoot and other doshas are
 *   resolved on the friendship of the sign lords).
 * - sreyas: sreyasjyothishakendram.blogspot.com/p/blog-page_458.html (Malayalam, Kerala practice: when the bride's
 *   Moon is in an odd sign and the groom's is 6th from it, the 6/8 need not be rejected).
 *
 * What a cancellation restores: the koota's full points (`EXCEPTION_RESTORES`). That is the common reading of
 * "the dosha is cancelled / does not arise" in every source above, which speak of the dosha vanishing, not of
 * partial marks; a partial restoration is not applied.
 */
import type { KootaId } from './ashtakoot.ts';
import type { NakshatraId } from './nakshatras.ts';
import type { Names, Text } from './text.ts';

/**
 * The kootas that can carry a dosha a parihara can cancel, and the points at or below which each counts as a
 * dosha: nadi and bhakoot at 0 (the same nadi; 2/12, 5/9, 6/8), gana at 1 or less (a Rakshasa partner with a Deva
 * or Manushya one, the pairings Muhurta Chintamani ch. 6 calls enmity and death; Deva–Manushya's 5 is no dosha).
 */
export const DOSHA_KOOTAS = [
  { koota: 'nadi', en: 'Nadi dosha', hi: 'नाड़ी दोष', ta: 'நாடி தோஷம்', te: 'నాడీ దోషం', kn: 'ನಾಡಿ ದೋಷ', ml: 'നാഡീദോഷം', mr: 'नाडी दोष', bn: 'নাড়ি দোষ', gu: 'નાડી દોષ', doshaAtOrBelowPoints: 0 },
  { koota: 'bhakoot', en: 'Bhakoot dosha', hi: 'भकूट दोष', ta: 'பகூட தோஷம்', te: 'భకూట దోషం', kn: 'ಭಕೂಟ ದೋಷ', ml: 'ഭകൂടദോഷം', mr: 'भकूट दोष', bn: 'ভকূট দোষ', gu: 'ભકૂટ દોષ', doshaAtOrBelowPoints: 0 },
  { koota: 'gana', en: 'Gana dosha', hi: 'गण दोष', ta: 'கண தோஷம்', te: 'గణ దోషం', kn: 'ಗಣ ದೋಷ', ml: 'ഗണദോഷം', mr: 'गण दोष', bn: 'গণ দোষ', gu: 'ગણ દોષ', doshaAtOrBelowPoints: 1 },
] as const satisfies readonly (Names & { readonly koota: KootaId;
  readonly doshaAtOrBelowPoints: number })[];
export type DoshaKootaId = (typeof DOSHA_KOOTAS)[number]['koota'];

/** What a cancelled dosha is given back: the koota's full points (its maximum). */
export const EXCEPTION_RESTORES = 'fullPoints' as const;

/**
 * The stars in which, per "Jyotish Chintamani" as gujjujyotish quotes it, nadi dosha does not arise: Rohini,
 * Mrigashira, Ardra, Jyeshtha, Krittika, Pushya, Shravana, Revati, Uttara Bhadrapada.
 */
export const NADI_EXEMPT_NAKSHATRAS = [
  'rohini', 'mrigashira', 'ardra', 'jyeshtha', 'krittika', 'pushya', 'shravana', 'revati', 'uttara-bhadrapada',
] as const satisfies readonly NakshatraId[];

/**
 * The smallest inclusive count (1–27) from the groom's star to the bride's at which the gana dosha is cancelled:
 * 14 (futurepoint p. 65: "the 14th or more"). planets4u.com ("Gana Koota") says "beyond 12", i.e. 13; not used.
 */
export const GANA_DOSHA_CANCEL_FROM_STAR_COUNT = 14;

interface ExceptionRuleRecord extends Names {
  readonly id: string;
  /** The kootas whose dosha the rule cancels when its condition holds. */
  readonly kootas: readonly DoshaKootaId[];
  /** One sentence, in this product's words. */
  readonly explanation: Text;
  /** Where the rule comes from: book and chapter, or the site and page. */
  readonly sources: readonly string[];
}

/** The parihara rules, in the order a set applies them. */
export const EXCEPTION_RULES = [
  {
    id: 'same-rashi-different-nakshatra', kootas: ['nadi', 'gana'],
    en: 'Same Moon sign, different stars', hi: 'एक राशि, भिन्न नक्षत्र', ta: 'ஒரே சந்திர ராசி, வெவ்வேறு நட்சத்திரங்கள்', te: 'ఒకే చంద్ర రాశి, వేర్వేరు నక్షత్రాలు', kn: 'ಒಂದೇ ಚಂದ್ರ ರಾಶಿ, ಬೇರೆ ಬೇರೆ ನಕ್ಷತ್ರಗಳು', ml: 'ഒരേ ചന്ദ്രരാശി, വ്യത്യസ്ത നക്ഷത്രങ്ങൾ', mr: 'एकच चंद्रराशी, भिन्न नक्षत्रे', bn: 'একই চন্দ্ররাশি, ভিন্ন নক্ষত্র', gu: 'એક જ ચંદ્ર રાશિ, જુદાં નક્ષત્રો',
    explanation: {
      en: 'Both Moons share a sign but stand in different stars, so the nadi and gana faults are not held against the couple.',
      hi: 'दोनों चंद्रमा एक ही राशि में पर अलग नक्षत्रों में हैं, इसलिए नाड़ी और गण दोष नहीं माने जाते।',
      ta: 'இரு சந்திரர்களும் ஒரே ராசியில், ஆனால் வெவ்வேறு நட்சத்திரங்களில் உள்ளனர்; எனவே நாடி, கண தோஷங்கள் தம்பதியருக்கு எதிராகக் கொள்ளப்படுவதில்லை.',
      te: 'ఇద్దరి చంద్రులు ఒకే రాశిలో, కానీ వేర్వేరు నక్షత్రాలలో ఉన్నారు; కాబట్టి నాడీ, గణ దోషాలు దంపతులకు వర్తించవు.',
      kn: 'ಇಬ್ಬರ ಚಂದ್ರರೂ ಒಂದೇ ರಾಶಿಯಲ್ಲಿ, ಆದರೆ ಬೇರೆ ಬೇರೆ ನಕ್ಷತ್ರಗಳಲ್ಲಿದ್ದಾರೆ; ಆದ್ದರಿಂದ ನಾಡಿ ಮತ್ತು ಗಣ ದೋಷಗಳನ್ನು ದಂಪತಿಗೆ ಅನ್ವಯಿಸುವುದಿಲ್ಲ.',
      ml: 'ഇരുവരുടെയും ചന്ദ്രൻ ഒരേ രാശിയിൽ, എന്നാൽ വ്യത്യസ്ത നക്ഷത്രങ്ങളിലാണ്; അതിനാൽ നാഡീ, ഗണ ദോഷങ്ങൾ ദമ്പതികൾക്കെതിരെ കണക്കാക്കുന്നില്ല.',
      mr: 'दोघांचे चंद्र एकाच राशीत पण भिन्न नक्षत्रांत आहेत, म्हणून नाडी आणि गण दोष दांपत्याविरुद्ध धरले जात नाहीत.',
      bn: 'দুজনের চন্দ্র একই রাশিতে কিন্তু ভিন্ন নক্ষত্রে, তাই নাড়ি ও গণ দোষ দম্পতির বিরুদ্ধে ধরা হয় না.',
      gu: 'બંનેના ચંદ્ર એક જ રાશિમાં પણ જુદાં નક્ષત્રોમાં છે, તેથી નાડી અને ગણ દોષ દંપતી સામે ગણાતા નથી.',
    },
    sources: ['Muhurta Chintamani ch. 6, verse "rāśyaikye ced bhinnam ṛkṣaṃ"', 'gujjujyotish', 'agastyanadiastro'],
  },
  {
    id: 'same-nakshatra-different-rashi', kootas: ['nadi', 'gana'],
    en: 'Same star, different Moon signs', hi: 'एक नक्षत्र, भिन्न राशि', ta: 'ஒரே நட்சத்திரம், வெவ்வேறு சந்திர ராசிகள்', te: 'ఒకే నక్షత్రం, వేర్వేరు చంద్ర రాశులు', kn: 'ಒಂದೇ ನಕ್ಷತ್ರ, ಬೇರೆ ಬೇರೆ ಚಂದ್ರ ರಾಶಿಗಳು', ml: 'ഒരേ നക്ഷത്രം, വ്യത്യസ്ത ചന്ദ്രരാശികൾ', mr: 'एकच नक्षत्र, भिन्न चंद्रराशी', bn: 'একই নক্ষত্র, ভিন্ন চন্দ্ররাশি', gu: 'એક જ નક્ષત્ર, જુદી ચંદ્ર રાશિઓ',
    explanation: {
      en: 'Both Moons stand in one star that spans two signs, each in a different sign, so the nadi and gana faults are not held.',
      hi: 'दोनों चंद्रमा दो राशियों में फैले एक ही नक्षत्र में हैं पर अलग राशियों में, इसलिए नाड़ी और गण दोष नहीं माने जाते।',
      ta: 'இரு ராசிகளில் பரவிய ஒரே நட்சத்திரத்தில் இரு சந்திரர்களும் உள்ளனர், ஆனால் வெவ்வேறு ராசிகளில்; எனவே நாடி, கண தோஷங்கள் கொள்ளப்படுவதில்லை.',
      te: 'రెండు రాశుల్లో విస్తరించిన ఒకే నక్షత్రంలో ఇద్దరి చంద్రులు ఉన్నారు, కానీ వేర్వేరు రాశుల్లో; కాబట్టి నాడీ, గణ దోషాలు వర్తించవు.',
      kn: 'ಎರಡು ರಾಶಿಗಳಲ್ಲಿ ಹರಡಿರುವ ಒಂದೇ ನಕ್ಷತ್ರದಲ್ಲಿ ಇಬ್ಬರ ಚಂದ್ರರೂ ಇದ್ದಾರೆ, ಆದರೆ ಬೇರೆ ಬೇರೆ ರಾಶಿಗಳಲ್ಲಿ; ಆದ್ದರಿಂದ ನಾಡಿ ಮತ್ತು ಗಣ ದೋಷಗಳನ್ನು ಪರಿಗಣಿಸುವುದಿಲ್ಲ.',
      ml: 'രണ്ടു രാശികളിലായി കിടക്കുന്ന ഒരേ നക്ഷത്രത്തിലാണ് ഇരുവരുടെയും ചന്ദ്രൻ, എന്നാൽ വ്യത്യസ്ത രാശികളിൽ; അതിനാൽ നാഡീ, ഗണ ദോഷങ്ങൾ കണക്കാക്കുന്നില്ല.',
      mr: 'दोन राशींत पसरलेल्या एकाच नक्षत्रात दोघांचे चंद्र आहेत, पण भिन्न राशींत; म्हणून नाडी आणि गण दोष धरले जात नाहीत.',
      bn: 'দুই রাশিতে বিস্তৃত একই নক্ষত্রে দুজনের চন্দ্র, কিন্তু ভিন্ন রাশিতে; তাই নাড়ি ও গণ দোষ ধরা হয় না.',
      gu: 'બે રાશિઓમાં ફેલાયેલા એક જ નક્ષત્રમાં બંનેના ચંદ્ર છે, પણ જુદી રાશિઓમાં; તેથી નાડી અને ગણ દોષ ગણાતા નથી.',
    },
    sources: ['Muhurta Chintamani ch. 6, verse "rāśyaikye ced bhinnam ṛkṣaṃ"', 'gujjujyotish', 'agastyanadiastro'],
  },
  {
    id: 'same-nakshatra-different-pada', kootas: ['nadi'],
    en: 'Same star, different quarters', hi: 'एक नक्षत्र, भिन्न चरण', ta: 'ஒரே நட்சத்திரம், வெவ்வேறு பாதங்கள்', te: 'ఒకే నక్షత్రం, వేర్వేరు పాదాలు', kn: 'ಒಂದೇ ನಕ್ಷತ್ರ, ಬೇರೆ ಬೇರೆ ಪಾದಗಳು', ml: 'ഒരേ നക്ഷത്രം, വ്യത്യസ്ത പാദങ്ങൾ', mr: 'एकच नक्षत्र, भिन्न चरण', bn: 'একই নক্ষত্র, ভিন্ন পাদ', gu: 'એક જ નક્ષત્ર, જુદાં ચરણ',
    explanation: {
      en: 'Both Moons stand in one star but in different quarters of it, which the verse calls auspicious despite the shared nadi.',
      hi: 'दोनों चंद्रमा एक ही नक्षत्र के अलग चरणों में हैं, जिसे श्लोक एक नाड़ी होने पर भी शुभ कहता है।',
      ta: 'இரு சந்திரர்களும் ஒரே நட்சத்திரத்தின் வெவ்வேறு பாதங்களில் உள்ளனர்; நாடி ஒன்றாக இருந்தும் இதைச் சுலோகம் சுபம் என்கிறது.',
      te: 'ఇద్దరి చంద్రులు ఒకే నక్షత్రంలోని వేర్వేరు పాదాల్లో ఉన్నారు; నాడి ఒకటే అయినా శ్లోకం దీనిని శుభమని చెబుతుంది.',
      kn: 'ಇಬ್ಬರ ಚಂದ್ರರೂ ಒಂದೇ ನಕ್ಷತ್ರದ ಬೇರೆ ಬೇರೆ ಪಾದಗಳಲ್ಲಿದ್ದಾರೆ; ನಾಡಿ ಒಂದೇ ಆದರೂ ಶ್ಲೋಕ ಇದನ್ನು ಶುಭವೆನ್ನುತ್ತದೆ.',
      ml: 'ഇരുവരുടെയും ചന്ദ്രൻ ഒരേ നക്ഷത്രത്തിന്റെ വ്യത്യസ്ത പാദങ്ങളിലാണ്; നാഡി ഒന്നായിട്ടും ശ്ലോകം ഇതിനെ ശുഭമെന്നു പറയുന്നു.',
      mr: 'दोघांचे चंद्र एकाच नक्षत्राच्या भिन्न चरणांत आहेत; नाडी एक असूनही श्लोक याला शुभ म्हणतो.',
      bn: 'দুজনের চন্দ্র একই নক্ষত্রের ভিন্ন পাদে; নাড়ি এক হলেও শ্লোক একে শুভ বলে.',
      gu: 'બંનેના ચંદ્ર એક જ નક્ષત્રનાં જુદાં ચરણોમાં છે; નાડી એક હોવા છતાં શ્લોક તેને શુભ કહે છે.',
    },
    sources: ['Muhurta Chintamani ch. 6, verse "rāśyaikye ced bhinnam ṛkṣaṃ" ("nakṣatraikye pādabhede śubhaṃ syāt")'],
  },
  {
    id: 'nadi-exempt-nakshatras', kootas: ['nadi'],
    en: 'Stars exempt from nadi dosha', hi: 'नाड़ी दोष से मुक्त नक्षत्र', ta: 'நாடி தோஷம் இல்லாத நட்சத்திரங்கள்', te: 'నాడీ దోషం వర్తించని నక్షత్రాలు', kn: 'ನಾಡಿ ದೋಷ ಅನ್ವಯಿಸದ ನಕ್ಷತ್ರಗಳು', ml: 'നാഡീദോഷം ബാധകമല്ലാത്ത നക്ഷത്രങ്ങൾ', mr: 'नाडी दोषातून मुक्त नक्षत्रे', bn: 'নাড়ি দোষমুক্ত নক্ষত্র', gu: 'નાડી દોષથી મુક્ત નક્ષત્રો',
    explanation: {
      en: 'Both Moons stand in stars of the list for which the fault of a shared nadi is said not to arise.',
      hi: 'दोनों चंद्रमा उन नक्षत्रों में हैं जिनमें एक नाड़ी का दोष नहीं माना जाता।',
      ta: 'ஒரே நாடியால் வரும் தோஷம் ஏற்படாது எனக் கூறப்படும் பட்டியலிலுள்ள நட்சத்திரங்களில் இரு சந்திரர்களும் உள்ளனர்.',
      te: 'ఒకే నాడి వల్ల దోషం కలగదని చెప్పే జాబితాలోని నక్షత్రాలలో ఇద్దరి చంద్రులు ఉన్నారు.',
      kn: 'ಒಂದೇ ನಾಡಿಯ ದೋಷ ಉಂಟಾಗುವುದಿಲ್ಲ ಎಂದು ಹೇಳಲಾದ ಪಟ್ಟಿಯ ನಕ್ಷತ್ರಗಳಲ್ಲಿ ಇಬ್ಬರ ಚಂದ್ರರೂ ಇದ್ದಾರೆ.',
      ml: 'ഒരേ നാഡിയുടെ ദോഷം ഉണ്ടാകില്ലെന്നു പറയുന്ന പട്ടികയിലെ നക്ഷത്രങ്ങളിലാണ് ഇരുവരുടെയും ചന്ദ്രൻ.',
      mr: 'एकाच नाडीचा दोष लागत नाही असे सांगितलेल्या यादीतील नक्षत्रांत दोघांचे चंद्र आहेत.',
      bn: 'যে তালিকার নক্ষত্রে একই নাড়ির দোষ হয় না বলা হয়, দুজনের চন্দ্র সেই নক্ষত্রগুলিতে আছে.',
      gu: 'જે યાદીનાં નક્ષત્રોમાં એક જ નાડીનો દોષ લાગતો નથી એમ કહેવાય છે, તેમાં બંનેના ચંદ્ર છે.',
    },
    sources: ['Jyotish Chintamani, as quoted by gujjujyotish'],
  },
  {
    id: 'same-rashi-lord', kootas: ['nadi', 'bhakoot', 'gana'],
    en: 'Moon signs with one lord', hi: 'दोनों राशियों का एक स्वामी', ta: 'ஒரே அதிபதியுடைய சந்திர ராசிகள்', te: 'ఒకే అధిపతి గల చంద్ర రాశులు', kn: 'ಒಂದೇ ಅಧಿಪತಿಯ ಚಂದ್ರ ರಾಶಿಗಳು', ml: 'ഒരേ അധിപനുള്ള ചന്ദ്രരാശികൾ', mr: 'एकाच स्वामीच्या चंद्रराशी', bn: 'একই অধিপতির চন্দ্ররাশি', gu: 'એક જ સ્વામીની ચંદ્ર રાશિઓ',
    explanation: {
      en: 'The two Moon signs are different but ruled by the same planet, so the couple share one ruling mind and the fault is set aside.',
      hi: 'दोनों चंद्र राशियाँ अलग हैं पर उनका स्वामी एक ही ग्रह है, इसलिए दोष नहीं माना जाता।',
      ta: 'இரு சந்திர ராசிகளும் வேறுபட்டவை, ஆனால் ஒரே கிரகம் அவற்றை ஆள்கிறது; தம்பதியரை ஒரே மனம் ஆள்வதால் தோஷம் ஒதுக்கப்படுகிறது.',
      te: 'రెండు చంద్ర రాశులు వేరైనా వాటి అధిపతి ఒకే గ్రహం; దంపతులను ఒకే మనసు నడిపిస్తుంది కాబట్టి దోషం పక్కన పెట్టబడుతుంది.',
      kn: 'ಎರಡು ಚಂದ್ರ ರಾಶಿಗಳು ಬೇರೆಯಾದರೂ ಅವುಗಳ ಅಧಿಪತಿ ಒಂದೇ ಗ್ರಹ; ದಂಪತಿಯನ್ನು ಒಂದೇ ಮನಸ್ಸು ಆಳುವುದರಿಂದ ದೋಷವನ್ನು ಬದಿಗಿಡಲಾಗುತ್ತದೆ.',
      ml: 'രണ്ടു ചന്ദ്രരാശികളും വ്യത്യസ്തമാണെങ്കിലും അവയുടെ അധിപൻ ഒരേ ഗ്രഹമാണ്; ദമ്പതികളെ ഒരേ മനസ്സു ഭരിക്കുന്നതിനാൽ ദോഷം മാറ്റിവയ്ക്കുന്നു.',
      mr: 'दोन्ही चंद्रराशी भिन्न असल्या तरी त्यांचा स्वामी एकच ग्रह आहे; दांपत्यावर एकच मन राज्य करते म्हणून दोष बाजूला ठेवला जातो.',
      bn: 'দুটি চন্দ্ররাশি ভিন্ন হলেও তাদের অধিপতি একই গ্রহ; দম্পতিকে একই মন চালায়, তাই দোষ ধরা হয় না.',
      gu: 'બંને ચંદ્ર રાશિઓ જુદી છે પણ તેમનો સ્વામી એક જ ગ્રહ છે; દંપતી પર એક જ મન શાસન કરે છે તેથી દોષ બાજુએ મુકાય છે.',
    },
    sources: ['piosastro (bhakoot)', 'agastyanadiastro (nadi)', 'futurepoint p. 65 (gana)', 'ganaNotes (gana)'],
  },
  {
    id: 'rashi-lords-friends', kootas: ['bhakoot', 'gana'],
    en: 'Moon-sign lords are friends', hi: 'राशि स्वामी परस्पर मित्र', ta: 'சந்திர ராசி அதிபதிகள் நண்பர்கள்', te: 'చంద్ర రాశ్యధిపతులు మిత్రులు', kn: 'ಚಂದ್ರ ರಾಶ್ಯಧಿಪತಿಗಳು ಮಿತ್ರರು', ml: 'ചന്ദ്രരാശ്യധിപന്മാർ മിത്രങ്ങൾ', mr: 'चंद्रराशींचे स्वामी परस्पर मित्र', bn: 'চন্দ্ররাশির অধিপতিরা মিত্র', gu: 'ચંદ્ર રાશિના સ્વામીઓ મિત્ર',
    explanation: {
      en: 'Each Moon-sign lord counts the other a natural friend, which is held to outweigh the bhakoot and gana faults.',
      hi: 'दोनों चंद्र राशियों के स्वामी एक-दूसरे के नैसर्गिक मित्र हैं, जो भकूट और गण दोष से भारी माना जाता है।',
      ta: 'ஒவ்வொரு சந்திர ராசி அதிபதியும் மற்றவரை இயற்கை நண்பராகக் கருதுகிறார்; இது பகூட, கண தோஷங்களை விட வலிமையானதாகக் கொள்ளப்படுகிறது.',
      te: 'ప్రతి చంద్ర రాశ్యధిపతి మరొకరిని నైసర్గిక మిత్రుడిగా భావిస్తాడు; ఇది భకూట, గణ దోషాల కంటే బలమైనదిగా పరిగణించబడుతుంది.',
      kn: 'ಪ್ರತಿ ಚಂದ್ರ ರಾಶ್ಯಧಿಪತಿಯೂ ಇನ್ನೊಬ್ಬನನ್ನು ನೈಸರ್ಗಿಕ ಮಿತ್ರನೆಂದು ಪರಿಗಣಿಸುತ್ತಾನೆ; ಇದು ಭಕೂಟ ಮತ್ತು ಗಣ ದೋಷಗಳಿಗಿಂತ ಪ್ರಬಲವೆಂದು ಪರಿಗಣಿಸಲಾಗುತ್ತದೆ.',
      ml: 'ഓരോ ചന്ദ്രരാശ്യധിപനും മറ്റേയാളെ നൈസർഗിക മിത്രമായി കാണുന്നു; ഇത് ഭകൂട, ഗണ ദോഷങ്ങളെക്കാൾ ശക്തമായി കണക്കാക്കപ്പെടുന്നു.',
      mr: 'प्रत्येक चंद्रराशीचा स्वामी दुसऱ्याला नैसर्गिक मित्र मानतो; हे भकूट आणि गण दोषांपेक्षा भारी मानले जाते.',
      bn: 'প্রতিটি চন্দ্ররাশির অধিপতি অন্যজনকে নৈসর্গিক মিত্র মানেন; এটি ভকূট ও গণ দোষের চেয়ে ভারী বলে ধরা হয়.',
      gu: 'દરેક ચંદ્ર રાશિનો સ્વામી બીજાને નૈસર્ગિક મિત્ર માને છે; તે ભકૂટ અને ગણ દોષ કરતાં ભારે ગણાય છે.',
    },
    sources: ['futurepoint p. 59 and p. 65', 'piosastro (bhakoot)', 'dharmpujapath (bhakoot)', 'ganaNotes (gana)'],
  },
  {
    id: 'rashi-lords-not-enemies', kootas: ['gana'],
    en: 'Moon-sign lords friendly or neutral', hi: 'राशि स्वामी मित्र या सम', ta: 'சந்திர ராசி அதிபதிகள் நட்பு அல்லது சமம்', te: 'చంద్ర రాశ్యధిపతులు మిత్రులు లేదా సములు', kn: 'ಚಂದ್ರ ರಾಶ್ಯಧಿಪತಿಗಳು ಮಿತ್ರರು ಅಥವಾ ಸಮರು', ml: 'ചന്ദ്രരാശ്യധിപന്മാർ മിത്രമോ സമമോ', mr: 'चंद्रराशींचे स्वामी मित्र किंवा सम', bn: 'চন্দ্ররাশির অধিপতিরা মিত্র বা সম', gu: 'ચંદ્ર રાશિના સ્વામીઓ મિત્ર કે સમ',
    explanation: {
      en: 'Neither Moon-sign lord counts the other an enemy, which one almanac guide takes as enough to lift the gana fault.',
      hi: 'कोई भी राशि स्वामी दूसरे को शत्रु नहीं मानता, जिसे एक पंचांग मार्गदर्शिका गण दोष हटाने के लिए पर्याप्त मानती है।',
      ta: 'எந்தச் சந்திர ராசி அதிபதியும் மற்றவரைப் பகைவராகக் கருதவில்லை; கண தோஷத்தை நீக்க இது போதும் என ஒரு பஞ்சாங்க வழிகாட்டி கொள்கிறது.',
      te: 'ఏ చంద్ర రాశ్యధిపతీ మరొకరిని శత్రువుగా భావించడు; గణ దోషాన్ని తొలగించడానికి ఇది చాలని ఒక పంచాంగ మార్గదర్శి భావిస్తుంది.',
      kn: 'ಯಾವ ಚಂದ್ರ ರಾಶ್ಯಧಿಪತಿಯೂ ಇನ್ನೊಬ್ಬನನ್ನು ಶತ್ರುವೆಂದು ಪರಿಗಣಿಸುವುದಿಲ್ಲ; ಗಣ ದೋಷವನ್ನು ತೆಗೆಯಲು ಇದು ಸಾಕೆಂದು ಒಂದು ಪಂಚಾಂಗ ಮಾರ್ಗದರ್ಶಿ ಪರಿಗಣಿಸುತ್ತದೆ.',
      ml: 'ഒരു ചന്ദ്രരാശ്യധിപനും മറ്റേയാളെ ശത്രുവായി കാണുന്നില്ല; ഗണദോഷം നീക്കാൻ ഇതു മതിയെന്ന് ഒരു പഞ്ചാംഗ മാർഗരേഖ കരുതുന്നു.',
      mr: 'कोणताही चंद्रराशी स्वामी दुसऱ्याला शत्रू मानत नाही; गण दोष दूर करण्यास हे पुरेसे असल्याचे एक पंचांग मार्गदर्शिका मानते.',
      bn: 'কোনো চন্দ্ররাশির অধিপতিই অন্যজনকে শত্রু মানেন না; গণ দোষ কাটাতে একটি পঞ্জিকা-নির্দেশিকা একে যথেষ্ট মনে করে.',
      gu: 'કોઈ પણ ચંદ્ર રાશિનો સ્વામી બીજાને શત્રુ માનતો નથી; ગણ દોષ દૂર કરવા એક પંચાંગ માર્ગદર્શિકા આને પૂરતું માને છે.',
    },
    sources: ['futurepoint p. 65 ("either the same or friendly to each other or neutral to each other")'],
  },
  {
    id: 'navamsa-lords-friends-or-same', kootas: ['nadi', 'bhakoot', 'gana'],
    en: 'Moon navamsa lords the same or friends', hi: 'नवांश स्वामी एक या परस्पर मित्र', ta: 'சந்திர நவாம்ச அதிபதிகள் ஒருவரே அல்லது நண்பர்கள்', te: 'చంద్ర నవాంశాధిపతులు ఒక్కరే లేదా మిత్రులు', kn: 'ಚಂದ್ರ ನವಾಂಶಾಧಿಪತಿಗಳು ಒಬ್ಬರೇ ಅಥವಾ ಮಿತ್ರರು', ml: 'ചന്ദ്ര നവാംശാധിപന്മാർ ഒന്നോ മിത്രങ്ങളോ', mr: 'चंद्र नवांश स्वामी एकच किंवा मित्र', bn: 'চন্দ্র নবাংশের অধিপতি একই বা মিত্র', gu: 'ચંદ્ર નવાંશ સ્વામી એક જ કે મિત્ર',
    explanation: {
      en: 'The lords of the signs the two Moons occupy in the navamsa are the same planet or mutual friends, which is read as a deeper agreement that lifts the fault.',
      hi: 'नवांश में दोनों चंद्रमाओं की राशियों के स्वामी एक ही ग्रह हैं या परस्पर मित्र, जिसे गहरा मेल मानकर दोष हटाया जाता है।',
      ta: 'நவாம்சத்தில் இரு சந்திரர்களும் இருக்கும் ராசிகளின் அதிபதிகள் ஒரே கிரகம் அல்லது பரஸ்பர நண்பர்கள்; இது தோஷத்தை நீக்கும் ஆழ்ந்த ஒற்றுமையாகக் கொள்ளப்படுகிறது.',
      te: 'నవాంశలో ఇద్దరి చంద్రులు ఉన్న రాశుల అధిపతులు ఒకే గ్రహం లేదా పరస్పర మిత్రులు; దీనిని దోషాన్ని తొలగించే లోతైన సామ్యంగా చదువుతారు.',
      kn: 'ನವಾಂಶದಲ್ಲಿ ಇಬ್ಬರ ಚಂದ್ರರಿರುವ ರಾಶಿಗಳ ಅಧಿಪತಿಗಳು ಒಂದೇ ಗ್ರಹ ಅಥವಾ ಪರಸ್ಪರ ಮಿತ್ರರು; ಇದನ್ನು ದೋಷ ತೆಗೆಯುವ ಆಳವಾದ ಹೊಂದಾಣಿಕೆ ಎಂದು ಓದಲಾಗುತ್ತದೆ.',
      ml: 'നവാംശത്തിൽ ഇരുവരുടെയും ചന്ദ്രൻ നിൽക്കുന്ന രാശികളുടെ അധിപന്മാർ ഒരേ ഗ്രഹമോ പരസ്പര മിത്രങ്ങളോ ആണ്; ദോഷം നീക്കുന്ന ആഴമേറിയ പൊരുത്തമായി ഇതു വായിക്കപ്പെടുന്നു.',
      mr: 'नवांशात दोघांचे चंद्र ज्या राशींत आहेत त्यांचे स्वामी एकच ग्रह किंवा परस्पर मित्र आहेत; दोष दूर करणारा सखोल मेळ म्हणून हे वाचले जाते.',
      bn: 'নবাংশে দুজনের চন্দ্র যে রাশিতে, সেগুলির অধিপতি একই গ্রহ বা পরস্পর মিত্র; একে দোষ কাটানো গভীর মিল হিসেবে পড়া হয়.',
      gu: 'નવાંશમાં બંનેના ચંદ્ર જે રાશિઓમાં છે તેના સ્વામી એક જ ગ્રહ અથવા પરસ્પર મિત્ર છે; તેને દોષ દૂર કરતો ઊંડો મેળ ગણવામાં આવે છે.',
    },
    sources: ['ganaNotes (gana)', 'astromuhurat (the parihara of a koota dosha)'],
  },
  {
    id: 'bride-star-far-from-groom', kootas: ['gana'],
    en: "Bride's star far from the groom's", hi: 'वधू का नक्षत्र वर के नक्षत्र से दूर', ta: 'மணமகனின் நட்சத்திரத்திலிருந்து தொலைவில் மணமகளின் நட்சத்திரம்', te: 'వరుడి నక్షత్రానికి దూరంగా వధువు నక్షత్రం', kn: 'ವರನ ನಕ್ಷತ್ರದಿಂದ ದೂರದಲ್ಲಿ ವಧುವಿನ ನಕ್ಷತ್ರ', ml: 'വരന്റെ നക്ഷത്രത്തിൽനിന്ന് അകലെ വധുവിന്റെ നക്ഷത്രം', mr: 'वराच्या नक्षत्रापासून दूर वधूचे नक्षत्र', bn: 'বরের নক্ষত্র থেকে দূরে কনের নক্ষত্র', gu: 'વરના નક્ષત્રથી દૂર કન્યાનું નક્ષત્ર',
    explanation: {
      en: "The bride's star is the 14th or further counted from the groom's, at which distance the gana fault is said not to arise.",
      hi: 'वर के नक्षत्र से गिनने पर वधू का नक्षत्र 14वाँ या उससे आगे है, इस दूरी पर गण दोष नहीं माना जाता।',
      ta: 'மணமகனின் நட்சத்திரத்திலிருந்து எண்ணினால் மணமகளின் நட்சத்திரம் 14-ஆவது அல்லது அதற்கு அப்பால் உள்ளது; இந்தத் தொலைவில் கண தோஷம் ஏற்படாது எனக் கூறப்படுகிறது.',
      te: 'వరుడి నక్షత్రం నుండి లెక్కిస్తే వధువు నక్షత్రం 14వది లేదా అంతకంటే దూరం; ఈ దూరంలో గణ దోషం కలగదని చెబుతారు.',
      kn: 'ವರನ ನಕ್ಷತ್ರದಿಂದ ಎಣಿಸಿದರೆ ವಧುವಿನ ನಕ್ಷತ್ರ 14ನೆಯದು ಅಥವಾ ಅದಕ್ಕಿಂತ ಮುಂದೆ; ಈ ದೂರದಲ್ಲಿ ಗಣ ದೋಷ ಉಂಟಾಗುವುದಿಲ್ಲ ಎನ್ನಲಾಗುತ್ತದೆ.',
      ml: 'വരന്റെ നക്ഷത്രത്തിൽനിന്ന് എണ്ണുമ്പോൾ വധുവിന്റെ നക്ഷത്രം 14-ാമത്തേതോ അതിനപ്പുറമോ ആണ്; ഈ അകലത്തിൽ ഗണദോഷം ഉണ്ടാകില്ലെന്നു പറയുന്നു.',
      mr: 'वराच्या नक्षत्रापासून मोजल्यास वधूचे नक्षत्र 14वे किंवा त्यापुढे आहे; या अंतरावर गण दोष लागत नाही असे म्हणतात.',
      bn: 'বরের নক্ষত্র থেকে গুনলে কনের নক্ষত্র 14তম বা তার পরে; এই দূরত্বে গণ দোষ হয় না বলা হয়.',
      gu: 'વરના નક્ષત્રથી ગણતાં કન્યાનું નક્ષત્ર 14મું કે તેથી આગળ છે; આ અંતરે ગણ દોષ લાગતો નથી એમ કહેવાય છે.',
    },
    sources: ['futurepoint p. 65'],
  },
  {
    id: 'shadashtak-bride-odd-sign', kootas: ['bhakoot'],
    en: '6/8 from an odd-sign bride', hi: 'विषम राशि की वधू से षडाष्टक', ta: 'ஒற்றை ராசி மணமகளிடமிருந்து சஷ்டாஷ்டகம்', te: 'బేసి రాశి వధువు నుండి షడష్టకం', kn: 'ಬೆಸ ರಾಶಿಯ ವಧುವಿನಿಂದ ಷಡಷ್ಟಕ', ml: 'ഓജരാശിയിലെ വധുവിൽനിന്നു ഷഡഷ്ടകം', mr: 'विषम राशीच्या वधूपासून षडाष्टक', bn: 'বিজোড় রাশির কনে থেকে ষড়াষ্টক', gu: 'વિષમ રાશિની કન્યાથી ષડાષ્ટક',
    explanation: {
      en: "The bride's Moon is in an odd sign and the groom's is sixth from it, a 6/8 that Kerala practice accepts as middling rather than rejects.",
      hi: 'वधू का चंद्रमा विषम राशि में है और वर का उससे छठा, ऐसा षडाष्टक केरल परंपरा में अस्वीकार नहीं, मध्यम माना जाता है।',
      ta: 'மணமகளின் சந்திரன் ஒற்றை ராசியில், மணமகனின் சந்திரன் அதிலிருந்து ஆறாம் ராசியில்; இந்த 6/8-ஐக் கேரள முறை நிராகரிக்காமல் மத்திமமாக ஏற்கிறது.',
      te: 'వధువు చంద్రుడు బేసి రాశిలో, వరుడి చంద్రుడు దాని నుండి ఆరవ రాశిలో ఉన్నారు; ఈ 6/8ని కేరళ పద్ధతి తిరస్కరించకుండా మధ్యమంగా అంగీకరిస్తుంది.',
      kn: 'ವಧುವಿನ ಚಂದ್ರ ಬೆಸ ರಾಶಿಯಲ್ಲಿ, ವರನ ಚಂದ್ರ ಅದರಿಂದ ಆರನೇ ರಾಶಿಯಲ್ಲಿ; ಈ 6/8 ಅನ್ನು ಕೇರಳ ಪದ್ಧತಿ ತಿರಸ್ಕರಿಸದೆ ಮಧ್ಯಮವೆಂದು ಒಪ್ಪುತ್ತದೆ.',
      ml: 'വധുവിന്റെ ചന്ദ്രൻ ഓജരാശിയിലും വരന്റേത് അതിൽനിന്ന് ആറാം രാശിയിലുമാണ്; ഈ 6/8 കേരളീയ രീതി തള്ളാതെ മധ്യമമായി സ്വീകരിക്കുന്നു.',
      mr: 'वधूचा चंद्र विषम राशीत आहे आणि वराचा त्यापासून सहाव्या राशीत; असे षडाष्टक केरळ परंपरा नाकारत नाही, मध्यम मानते.',
      bn: 'কনের চন্দ্র বিজোড় রাশিতে এবং বরের চন্দ্র তার থেকে ষষ্ঠ রাশিতে; এমন 6/8 কেরল প্রথা প্রত্যাখ্যান না করে মধ্যম বলে মানে.',
      gu: 'કન્યાનો ચંદ્ર વિષમ રાશિમાં છે અને વરનો તેનાથી છઠ્ઠી રાશિમાં; આવું ષડાષ્ટક કેરળ પરંપરા નકારતી નથી, મધ્યમ માને છે.',
    },
    sources: ['sreyas'],
  },
] as const satisfies readonly ExceptionRuleRecord[];
export type ExceptionRule = (typeof EXCEPTION_RULES)[number];
export type ExceptionRuleId = ExceptionRule['id'];

/**
 * The named sets of rules a request can choose.
 * - `none`: no exception; the kootas as scored.
 * - `default`: the verse rules of Muhurta Chintamani (one sign different stars, one star different signs, one
 *   star different quarters) and the lord rules that several independent guides agree on (the same sign lord,
 *   mutually friendly sign lords, navamsa lords the same or friends). Rules resting on one guide only (the star
 *   exemption list, neutral lords, the star distance, the odd-sign 6/8) are left to the sets that follow that
 *   guide, so the default cancels nothing that only one source cancels.
 * - `muhurta-chintamani`: the verse rules alone, the strict classical reading.
 * - `future-point`: the rules Future Point's "Horoscope Matching" prints (futuresamachar.com pp. 59 and 65), the
 *   tradition of that North Indian software house: the same or friendly sign lords for bhakoot and gana, the
 *   sign lords not enemies and the star distance for gana.
 * - `all`: every rule, to see what each tradition would excuse.
 */
export const EXCEPTION_SETS = [
  { id: 'none', en: 'No exceptions', hi: 'कोई अपवाद नहीं', ta: 'விதிவிலக்கு இல்லை', te: 'మినహాయింపులు లేవు', kn: 'ವಿನಾಯಿತಿಗಳಿಲ್ಲ', ml: 'ഒഴിവുകളില്ല', mr: 'कोणताही अपवाद नाही', bn: 'কোনো ব্যতিক্রম নেই', gu: 'કોઈ અપવાદ નહીં', rules: [],
    description: { en: 'The kootas as scored, with no dosha cancelled.', hi: 'कूट जैसे गिने गए, कोई दोष भंग नहीं।', ta: 'எந்தத் தோஷமும் நீக்கப்படாமல், கணக்கிட்டபடியே கூடங்கள்.', te: 'ఏ దోషమూ భంగం కాకుండా, లెక్కించినట్లే కూటాలు.', kn: 'ಯಾವ ದೋಷವೂ ಭಂಗವಾಗದೆ, ಎಣಿಸಿದಂತೆಯೇ ಕೂಟಗಳು.', ml: 'ഒരു ദോഷവും നീക്കാതെ, കണക്കാക്കിയതുപോലെതന്നെ കൂടങ്ങൾ.', mr: 'कोणताही दोष भंग न करता, मोजल्याप्रमाणे कूट.', bn: 'কোনো দোষ খণ্ডন না করে, যেমন গোনা হয়েছে তেমনই কূট.', gu: 'કોઈ દોષ ભંગ કર્યા વિના, ગણ્યા પ્રમાણે જ કૂટ.' } },
  { id: 'default', en: 'Default', hi: 'डिफ़ॉल्ट', ta: 'இயல்புநிலை', te: 'డిఫాల్ట్', kn: 'ಪೂರ್ವನಿಯೋಜಿತ', ml: 'സ്ഥിരസ്ഥിതി', mr: 'पूर्वनिर्धारित', bn: 'ডিফল্ট', gu: 'મૂળભૂત',
    rules: ['same-rashi-different-nakshatra', 'same-nakshatra-different-rashi', 'same-nakshatra-different-pada',
      'same-rashi-lord', 'rashi-lords-friends', 'navamsa-lords-friends-or-same'],
    description: { en: 'The classical verse rules and the sign- and navamsa-lord rules that several sources agree on.',
      hi: 'शास्त्रीय श्लोक के नियम और वे राशि व नवांश स्वामी नियम जिन पर कई स्रोत सहमत हैं।',
      ta: 'சாஸ்திர சுலோகத்தின் விதிகளும், பல மூலங்கள் ஒப்புக்கொள்ளும் ராசி, நவாம்ச அதிபதி விதிகளும்.',
      te: 'శాస్త్రీయ శ్లోక నియమాలు, అనేక ఆధారాలు అంగీకరించే రాశ్యధిపతి, నవాంశాధిపతి నియమాలు.',
      kn: 'ಶಾಸ್ತ್ರೀಯ ಶ್ಲೋಕದ ನಿಯಮಗಳು ಮತ್ತು ಹಲವು ಮೂಲಗಳು ಒಪ್ಪುವ ರಾಶ್ಯಧಿಪತಿ, ನವಾಂಶಾಧಿಪತಿ ನಿಯಮಗಳು.',
      ml: 'ശാസ്ത്രീയ ശ്ലോകത്തിലെ നിയമങ്ങളും പല സ്രോതസ്സുകളും യോജിക്കുന്ന രാശ്യധിപ, നവാംശാധിപ നിയമങ്ങളും.',
      mr: 'शास्त्रीय श्लोकाचे नियम आणि अनेक स्रोत ज्यांवर सहमत आहेत ते राशी व नवांश स्वामी नियम.',
      bn: 'শাস্ত্রীয় শ্লোকের নিয়ম এবং যে রাশি ও নবাংশ অধিপতির নিয়মে বহু সূত্র একমত.',
      gu: 'શાસ્ત્રીય શ્લોકના નિયમો અને જેના પર અનેક સ્રોતો સહમત છે તે રાશિ અને નવાંશ સ્વામીના નિયમો.' } },
  { id: 'muhurta-chintamani', en: 'Muhurta Chintamani', hi: 'मुहूर्त चिंतामणि', ta: 'முகூர்த்த சிந்தாமணி', te: 'ముహూర్త చింతామణి', kn: 'ಮುಹೂರ್ತ ಚಿಂತಾಮಣಿ', ml: 'മുഹൂർത്ത ചിന്താമണി', mr: 'मुहूर्त चिंतामणी', bn: 'মুহূর্ত চিন্তামণি', gu: 'મુહૂર્ત ચિંતામણિ',
    rules: ['same-rashi-different-nakshatra', 'same-nakshatra-different-rashi', 'same-nakshatra-different-pada'],
    description: { en: 'Only the exceptions the classical verse states: one sign with different stars, one star with different signs or quarters.',
      hi: 'केवल शास्त्रीय श्लोक के अपवाद: एक राशि भिन्न नक्षत्र, एक नक्षत्र भिन्न राशि या चरण।',
      ta: 'சாஸ்திர சுலோகம் கூறும் விதிவிலக்குகள் மட்டும்: ஒரே ராசி வெவ்வேறு நட்சத்திரங்கள், ஒரே நட்சத்திரம் வெவ்வேறு ராசிகள் அல்லது பாதங்கள்.',
      te: 'శాస్త్రీయ శ్లోకం చెప్పే మినహాయింపులు మాత్రమే: ఒకే రాశి వేర్వేరు నక్షత్రాలు, ఒకే నక్షత్రం వేర్వేరు రాశులు లేదా పాదాలు.',
      kn: 'ಶಾಸ್ತ್ರೀಯ ಶ್ಲೋಕ ಹೇಳುವ ವಿನಾಯಿತಿಗಳು ಮಾತ್ರ: ಒಂದೇ ರಾಶಿ ಬೇರೆ ನಕ್ಷತ್ರಗಳು, ಒಂದೇ ನಕ್ಷತ್ರ ಬೇರೆ ರಾಶಿಗಳು ಅಥವಾ ಪಾದಗಳು.',
      ml: 'ശാസ്ത്രീയ ശ്ലോകം പറയുന്ന ഒഴിവുകൾ മാത്രം: ഒരേ രാശി വ്യത്യസ്ത നക്ഷത്രങ്ങൾ, ഒരേ നക്ഷത്രം വ്യത്യസ്ത രാശികളോ പാദങ്ങളോ.',
      mr: 'फक्त शास्त्रीय श्लोकातील अपवाद: एक राशी भिन्न नक्षत्रे, एक नक्षत्र भिन्न राशी किंवा चरण.',
      bn: 'কেবল শাস্ত্রীয় শ্লোকের ব্যতিক্রম: একই রাশি ভিন্ন নক্ষত্র, একই নক্ষত্র ভিন্ন রাশি বা পাদ.',
      gu: 'ફક્ત શાસ્ત્રીય શ્લોકના અપવાદ: એક રાશિ જુદાં નક્ષત્રો, એક નક્ષત્ર જુદી રાશિઓ કે ચરણ.' } },
  { id: 'future-point', en: 'Future Point (North Indian software)', hi: 'फ्यूचर पॉइंट (उत्तर भारतीय सॉफ्टवेयर)', ta: 'ஃபியூச்சர் பாயிண்ட் (வட இந்திய மென்பொருள்)', te: 'ఫ్యూచర్ పాయింట్ (ఉత్తర భారత సాఫ్ట్‌వేర్)', kn: 'ಫ್ಯೂಚರ್ ಪಾಯಿಂಟ್ (ಉತ್ತರ ಭಾರತೀಯ ತಂತ್ರಾಂಶ)', ml: 'ഫ്യൂച്ചർ പോയിന്റ് (ഉത്തരേന്ത്യൻ സോഫ്റ്റ്‌വെയർ)', mr: 'फ्यूचर पॉइंट (उत्तर भारतीय सॉफ्टवेअर)', bn: 'ফিউচার পয়েন্ট (উত্তর ভারতীয় সফটওয়্যার)', gu: 'ફ્યૂચર પૉઇન્ટ (ઉત્તર ભારતીય સૉફ્ટવેર)',
    rules: ['same-rashi-lord', 'rashi-lords-friends', 'rashi-lords-not-enemies', 'bride-star-far-from-groom'],
    description: { en: 'The exceptions printed in Future Point\'s matching handbook: sign-lord friendship and the star distance.',
      hi: 'फ्यूचर पॉइंट की मिलान पुस्तिका के अपवाद: राशि स्वामियों की मित्रता और नक्षत्रों की दूरी।',
      ta: 'ஃபியூச்சர் பாயிண்டின் பொருத்தக் கையேட்டில் அச்சிடப்பட்ட விதிவிலக்குகள்: ராசி அதிபதிகளின் நட்பும் நட்சத்திரத் தொலைவும்.',
      te: 'ఫ్యూచర్ పాయింట్ పొంతన కరదీపికలో ముద్రించిన మినహాయింపులు: రాశ్యధిపతుల మైత్రి, నక్షత్రాల దూరం.',
      kn: 'ಫ್ಯೂಚರ್ ಪಾಯಿಂಟ್‌ನ ಹೊಂದಾಣಿಕೆ ಕೈಪಿಡಿಯಲ್ಲಿ ಮುದ್ರಿತ ವಿನಾಯಿತಿಗಳು: ರಾಶ್ಯಧಿಪತಿಗಳ ಮೈತ್ರಿ ಮತ್ತು ನಕ್ಷತ್ರಗಳ ದೂರ.',
      ml: 'ഫ്യൂച്ചർ പോയിന്റിന്റെ പൊരുത്ത കൈപ്പുസ്തകത്തിൽ അച്ചടിച്ച ഒഴിവുകൾ: രാശ്യധിപന്മാരുടെ മൈത്രിയും നക്ഷത്രങ്ങളുടെ അകലവും.',
      mr: 'फ्यूचर पॉइंटच्या जुळणी पुस्तिकेतील अपवाद: राशिस्वामींची मैत्री आणि नक्षत्रांचे अंतर.',
      bn: 'ফিউচার পয়েন্টের মিলন-পুস্তিকায় ছাপা ব্যতিক্রম: রাশি-অধিপতিদের মিত্রতা ও নক্ষত্রের দূরত্ব.',
      gu: 'ફ્યૂચર પૉઇન્ટની મેળ પુસ્તિકામાં છપાયેલા અપવાદ: રાશિ સ્વામીઓની મિત્રતા અને નક્ષત્રોનું અંતર.' } },
  { id: 'all', en: 'All recorded exceptions', hi: 'सभी दर्ज अपवाद', ta: 'பதிவான எல்லா விதிவிலக்குகளும்', te: 'నమోదైన అన్ని మినహాయింపులు', kn: 'ದಾಖಲಾದ ಎಲ್ಲ ವಿನಾಯಿತಿಗಳು', ml: 'രേഖപ്പെടുത്തിയ എല്ലാ ഒഴിവുകളും', mr: 'नोंदलेले सर्व अपवाद', bn: 'নথিভুক্ত সব ব্যতিক্রম', gu: 'નોંધાયેલા બધા અપવાદ',
    rules: EXCEPTION_RULES.map((rule) => rule.id),
    description: { en: 'Every exception any recorded source gives.', hi: 'किसी भी दर्ज स्रोत का हर अपवाद।', ta: 'பதிவான எந்த மூலமும் தரும் ஒவ்வொரு விதிவிலக்கும்.', te: 'నమోదైన ఏ ఆధారమైనా ఇచ్చే ప్రతి మినహాయింపు.', kn: 'ದಾಖಲಾದ ಯಾವುದೇ ಮೂಲ ನೀಡುವ ಪ್ರತಿಯೊಂದು ವಿನಾಯಿತಿ.', ml: 'രേഖപ്പെടുത്തിയ ഏതു സ്രോതസ്സും നൽകുന്ന ഓരോ ഒഴിവും.', mr: 'कोणत्याही नोंदलेल्या स्रोतातील प्रत्येक अपवाद.', bn: 'যেকোনো নথিভুক্ত সূত্রের প্রতিটি ব্যতিক্রম.', gu: 'કોઈ પણ નોંધાયેલા સ્રોતનો દરેક અપવાદ.' } },
] as const satisfies readonly (Names & { readonly id: string;
  readonly rules: readonly ExceptionRuleId[]; readonly description: Text })[];
export type ExceptionSet = (typeof EXCEPTION_SETS)[number];
export type ExceptionSetId = ExceptionSet['id'];

/** The set ids, for request validation (`exceptions=none|default|muhurta-chintamani|future-point|all`). */
export const EXCEPTION_SET_IDS = EXCEPTION_SETS.map((set) => set.id) as [ExceptionSetId, ...ExceptionSetId[]];

/** The set a request gets when it names none. */
export const DEFAULT_EXCEPTION_SET: ExceptionSetId = 'default';
