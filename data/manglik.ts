/**
 * Reference tables of Manglik (kuja / mangal / chevvai dosha): Mars in certain houses counted from the lagna,
 * the Moon and Venus, the grading of its strength, the rules that cancel it (parihara), the rules between two
 * partners and the customary remedies. The evaluation lives in astro/doshas/manglik.ts.
 *
 * The texts disagree on almost every point (which houses, which reference point weighs most, which exceptions
 * cancel and which only soften). Each table names the convention chosen and the sources beside it; nothing here
 * is quoted: names, rules and explanations are written for this product in the nine languages of `LANGS`.
 *
 * Sources, abbreviated in `source`:
 * - FS: the kuja dosha verse "lagne vyaye cha patale jamitre chashtame kuje" (Mars in the 1st, 12th, 4th, 7th,
 *   8th) as printed in the horoscope-matching chapter at futuresamachar.com/en/book/horoscope-matching-471/81.
 * - DK: the South Indian verse "kutumbe cha vyaye saukhye saptame chashtame kuje" (2nd, 12th, 4th, 7th, 8th) and
 *   the Deva Keralam exceptions, as printed (Telugu script) at vbvedicastrology.blogspot.com/2018/12/blog-post_28.html;
 *   the Kerala list 2, 4, 7, 8, 12 also at myindian-vedicastrology.blogspot.com/2009/09/kuja-or-mangal-dosh.html
 *   and askastrologer.com/articles/Kuja-dosha-fact-or-myth.html; chilakamarthi.com/kuja-dosha-manglik names
 *   Deva Keralam as the text adding the 2nd house.
 * - BVR: B. V. Raman's exceptions (2nd in Gemini/Virgo, 4th in Aries/Scorpio, 7th in Cancer/Capricorn, 8th in
 *   Sagittarius/Pisces, 12th in Taurus/Libra, any house in Leo/Aquarius), as listed at
 *   jyothishi-pandit.blogspot.com/2008/08/kuja-dosham-malefic-disposition-of-mars_17.html; his counting of the
 *   2nd house besides the 1st at the same blog's Part 8 (…_18.html).
 * - AR: dranuradharai.com/2018/01/25/mangal-dosha-kuja-dosha/ (the same exceptions; both partners manglik
 *   cancels; Mars with Jupiter or the Moon; the houses 2, 12, 4, 7, 8 in ascending order of strength; the
 *   maleficence of Mars highest in debilitation).
 * - PP: poorvapunya.com/kuja_dosha.php (the same sign exceptions; Jupiter or Venus in the lagna; dosha strong
 *   from the lagna, weak from the Moon and Venus).
 * - VA: vijayalur.com/2013/10/01/kuja-dosha-manglik/ (from the lagna twice as strong as from the Moon or Venus,
 *   which are equal; no dosha for Cancer and Leo lagnas, Mars being yogakaraka).
 * - AS: anandsoni.com/manglik-mangal-dosh/ (strong Jupiter or Venus in the lagna or 7th; the other chart's
 *   Saturn in 1, 4, 7, 8, 12; a malefic in the other chart in the house of Mars; retrograde, debilitated or
 *   combust Mars).
 * - BP: bpathshala.code.blog (मंगल दौष भंग: Mars in Aries/Scorpio; Mars at 0°–2° or 28°–30°; Mars combust;
 *   Jupiter's aspect or company).
 * - DM: dailymirror.lk, "Myths and Misconceptions about Kuja Dosha", part 3, 2 Nov 2018 (Mars lord of the lagna
 *   for Aries and Scorpio lagnas).
 * - AT: aghortantra.com/kuja-dosha/ and articleslash.net "The Manglik Factor in the Horoscope" (a second
 *   exception list: 1st in Aries, 4th in Scorpio, 7th in Capricorn, 8th in Cancer, 12th in Sagittarius;
 *   articleslash: the affliction "reduced to some extent"); AT also: the 7th the most difficult, the 1st and 8th
 *   often difficult.
 * - CH: chilakamarthi.com/kuja-dosha-manglik (BPHS read as: no dosha when a benefic joins or aspects Mars; both
 *   partners with the dosha cancels).
 */
import type { Names, Text } from './text.ts';

/** The abbreviations of `source` fields below, each with the page it stands for (the list in this file's header). */
export const MANGLIK_SOURCES = {
  FS: 'futuresamachar.com/en/book/horoscope-matching-471/81 (the verse "lagne vyaye cha patale…")',
  DK: 'Deva Keralam, as printed at vbvedicastrology.blogspot.com/2018/12/blog-post_28.html',
  BVR: 'B. V. Raman\'s exceptions, as listed at jyothishi-pandit.blogspot.com/2008/08 (kuja dosham, Parts 7 and 8)',
  AR: 'dranuradharai.com/2018/01/25/mangal-dosha-kuja-dosha/',
  PP: 'poorvapunya.com/kuja_dosha.php',
  VA: 'vijayalur.com/2013/10/01/kuja-dosha-manglik/',
  AS: 'anandsoni.com/manglik-mangal-dosh/',
  BP: 'bpathshala.code.blog (मंगल दोष भंग)',
  DM: 'dailymirror.lk, "Myths and Misconceptions about Kuja Dosha", part 3, 2 Nov 2018',
  AT: 'aghortantra.com/kuja-dosha/',
  CH: 'chilakamarthi.com/kuja-dosha-manglik',
} as const;

/** A house 1–12 counted from a reference point (1 = the reference sign itself). */
export type ManglikHouse = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;

/** What an explained record carries: names and a one-sentence explanation in every language of `LANGS`. */
interface Explained extends Names {
  readonly explanation: Text;
  readonly source: string;
}

// ── House sets ──────────────────────────────────────────────────────────────────────────────────────────────

/**
 * The houses from which Mars causes the dosha. North Indian texts count the 1st and not the 2nd (FS); South
 * Indian texts (Deva Keralam, Kerala usage) count the 2nd in place of the 1st (DK); Raman and most modern
 * software count both (BVR). Default: `combined` (1, 2, 4, 7, 8, 12), so that a chart manglik by either school
 * is reported, with the house named, and the narrower sets are an option.
 */
export const MANGLIK_HOUSE_SETS = [
  {
    id: 'north', houses: [1, 4, 7, 8, 12],
    en: 'North Indian (1, 4, 7, 8, 12)', hi: 'उत्तर भारतीय (1, 4, 7, 8, 12)', ta: 'வட இந்திய முறை (1, 4, 7, 8, 12)', te: 'ఉత్తర భారత పద్ధతి (1, 4, 7, 8, 12)', kn: 'ಉತ್ತರ ಭಾರತೀಯ ಪದ್ಧತಿ (1, 4, 7, 8, 12)', ml: 'ഉത്തരേന്ത്യൻ രീതി (1, 4, 7, 8, 12)', mr: 'उत्तर भारतीय पद्धत (1, 4, 7, 8, 12)', bn: 'উত্তর ভারতীয় পদ্ধতি (1, 4, 7, 8, 12)', gu: 'ઉત્તર ભારતીય પદ્ધતિ (1, 4, 7, 8, 12)',
    explanation: { en: 'Mars in the 1st, 4th, 7th, 8th or 12th house, the houses the common matching verse names.',
    hi: 'मंगल पहले, चौथे, सातवें, आठवें या बारहवें भाव में, जिन भावों को मिलान का प्रचलित श्लोक गिनाता है।',
    ta: '1, 4, 7, 8 அல்லது 12-ஆம் பாவத்தில் செவ்வாய்; பொருத்தம் பார்க்கும் வழக்கமான சுலோகம் குறிப்பிடும் பாவங்கள் இவை.',
    te: '1, 4, 7, 8 లేదా 12వ స్థానంలో కుజుడు; పొంతనలో ప్రచలితమైన శ్లోకం పేర్కొనే స్థానాలు ఇవి.',
    kn: '1, 4, 7, 8 ಅಥವಾ 12ನೇ ಭಾವದಲ್ಲಿ ಕುಜ; ಹೊಂದಾಣಿಕೆಯ ಪ್ರಚಲಿತ ಶ್ಲೋಕ ಹೆಸರಿಸುವ ಭಾವಗಳು ಇವು.',
    ml: '1, 4, 7, 8 അല്ലെങ്കിൽ 12-ാം ഭാവത്തിൽ ചൊവ്വ; പൊരുത്തം നോക്കുന്ന പ്രചാരത്തിലുള്ള ശ്ലോകം പറയുന്ന ഭാവങ്ങളാണ് ഇവ.',
    mr: 'पहिल्या, चौथ्या, सातव्या, आठव्या किंवा बाराव्या स्थानात मंगळ; जुळणीचा प्रचलित श्लोक हीच स्थाने सांगतो.',
    bn: 'প্রথম, চতুর্থ, সপ্তম, অষ্টম বা দ্বাদশ ভাবে মঙ্গল; মিলনের প্রচলিত শ্লোক এই ভাবগুলিই বলে.',
    gu: 'પહેલા, ચોથા, સાતમા, આઠમા કે બારમા ભાવમાં મંગળ; મેળાપકનો પ્રચલિત શ્લોક આ જ ભાવો ગણાવે છે.' },
    source: 'FS',
  },
  {
    id: 'south', houses: [2, 4, 7, 8, 12],
    en: 'South Indian (2, 4, 7, 8, 12)', hi: 'दक्षिण भारतीय (2, 4, 7, 8, 12)', ta: 'தென்னிந்திய முறை (2, 4, 7, 8, 12)', te: 'దక్షిణ భారత పద్ధతి (2, 4, 7, 8, 12)', kn: 'ದಕ್ಷಿಣ ಭಾರತೀಯ ಪದ್ಧತಿ (2, 4, 7, 8, 12)', ml: 'ദക്ഷിണേന്ത്യൻ രീതി (2, 4, 7, 8, 12)', mr: 'दक्षिण भारतीय पद्धत (2, 4, 7, 8, 12)', bn: 'দক্ষিণ ভারতীয় পদ্ধতি (2, 4, 7, 8, 12)', gu: 'દક્ષિણ ભારતીય પદ્ધતિ (2, 4, 7, 8, 12)',
    explanation: { en: 'Deva Keralam and Kerala practice count the 2nd house, the house of family, in place of the 1st.',
    hi: 'देवकेरलम् और केरल की परंपरा पहले भाव के स्थान पर दूसरे (कुटुंब) भाव को गिनती है।',
    ta: 'தேவகேரளமும் கேரள வழக்கமும் 1-ஆம் பாவத்துக்குப் பதிலாகக் குடும்ப பாவமான 2-ஆம் பாவத்தைக் கணக்கில் கொள்கின்றன.',
    te: 'దేవకేరళం, కేరళ సంప్రదాయం 1వ స్థానానికి బదులు కుటుంబ స్థానమైన 2వ స్థానాన్ని లెక్కిస్తాయి.',
    kn: 'ದೇವಕೇರಳಂ ಮತ್ತು ಕೇರಳ ಸಂಪ್ರದಾಯ 1ನೇ ಭಾವದ ಬದಲು ಕುಟುಂಬ ಭಾವವಾದ 2ನೇ ಭಾವವನ್ನು ಎಣಿಸುತ್ತವೆ.',
    ml: 'ദേവകേരളവും കേരളീയ സമ്പ്രദായവും 1-ാം ഭാവത്തിനു പകരം കുടുംബഭാവമായ 2-ാം ഭാവം കണക്കാക്കുന്നു.',
    mr: 'देवकेरलम् आणि केरळ परंपरा पहिल्या स्थानाऐवजी कुटुंबस्थान असलेले दुसरे स्थान मोजतात.',
    bn: 'দেবকেরলম্ ও কেরলের প্রথা প্রথম ভাবের বদলে পরিবারের ভাব দ্বিতীয় ভাবকে গণনা করে.',
    gu: 'દેવકેરલમ્ અને કેરળની પરંપરા પહેલા ભાવને બદલે કુટુંબનો ભાવ, બીજો ભાવ ગણે છે.' },
    source: 'DK',
  },
  {
    id: 'combined', houses: [1, 2, 4, 7, 8, 12],
    en: 'Both schools (1, 2, 4, 7, 8, 12)', hi: 'दोनों मत (1, 2, 4, 7, 8, 12)', ta: 'இரு முறைகளும் (1, 2, 4, 7, 8, 12)', te: 'రెండు పద్ధతులూ (1, 2, 4, 7, 8, 12)', kn: 'ಎರಡೂ ಪದ್ಧತಿಗಳು (1, 2, 4, 7, 8, 12)', ml: 'രണ്ടു രീതികളും (1, 2, 4, 7, 8, 12)', mr: 'दोन्ही मते (1, 2, 4, 7, 8, 12)', bn: 'দুই মতই (1, 2, 4, 7, 8, 12)', gu: 'બંને મત (1, 2, 4, 7, 8, 12)',
    explanation: { en: 'The 1st and the 2nd are both counted, as Raman and most modern tables do.',
    hi: 'पहला और दूसरा दोनों भाव गिने जाते हैं, जैसा रमन और अधिकांश आधुनिक तालिकाएँ करती हैं।',
    ta: 'ராமனும் பெரும்பாலான நவீன அட்டவணைகளும் செய்வதுபோல 1-ஆம், 2-ஆம் பாவங்கள் இரண்டும் கணக்கில் கொள்ளப்படுகின்றன.',
    te: 'రామన్, చాలా ఆధునిక పట్టికల వలె 1వ, 2వ స్థానాలు రెండూ లెక్కించబడతాయి.',
    kn: 'ರಾಮನ್ ಮತ್ತು ಹೆಚ್ಚಿನ ಆಧುನಿಕ ಕೋಷ್ಟಕಗಳಂತೆ 1ನೇ ಮತ್ತು 2ನೇ ಭಾವಗಳೆರಡನ್ನೂ ಎಣಿಸಲಾಗುತ್ತದೆ.',
    ml: 'രാമനും മിക്ക ആധുനിക പട്ടികകളും ചെയ്യുന്നതുപോലെ 1-ഉം 2-ഉം ഭാവങ്ങൾ രണ്ടും കണക്കാക്കുന്നു.',
    mr: 'रमन आणि बहुतेक आधुनिक सारण्यांप्रमाणे पहिले आणि दुसरे दोन्ही स्थान मोजले जाते.',
    bn: 'রমন ও অধিকাংশ আধুনিক সারণির মতো প্রথম ও দ্বিতীয় দুটি ভাবই গণনা করা হয়.',
    gu: 'રમન અને મોટા ભાગનાં આધુનિક કોષ્ટકોની જેમ પહેલો અને બીજો બંને ભાવ ગણાય છે.' },
    source: 'BVR (Part 8); FS; DK',
  },
] as const satisfies readonly (Explained & { readonly id: string; readonly houses: readonly ManglikHouse[] })[];
export type ManglikHouseSet = (typeof MANGLIK_HOUSE_SETS)[number];
export type ManglikHouseSetId = ManglikHouseSet['id'];

/** The house set used when none is asked for (see `MANGLIK_HOUSE_SETS`). */
export const DEFAULT_MANGLIK_HOUSE_SET: ManglikHouseSetId = 'combined';

// ── Reference points ────────────────────────────────────────────────────────────────────────────────────────

/**
 * The three points the houses are counted from, with their weight in the strength score. The lagna weighs
 * twice the Moon or Venus, which weigh the same (VA; PP says the same order). AR gives the opposite order
 * (weakest from the lagna, strongest from Venus); not used.
 */
export const MANGLIK_REFERENCES = [
  {
    id: 'lagna', weight: 2, en: 'From the lagna', hi: 'लग्न से', ta: 'லக்னத்திலிருந்து', te: 'లగ్నం నుండి', kn: 'ಲಗ್ನದಿಂದ', ml: 'ലഗ്നത്തിൽനിന്ന്', mr: 'लग्नापासून', bn: 'লগ্ন থেকে', gu: 'લગ્નથી',
    explanation: { en: 'The lagna stands for the body and the person; the dosha counted from it weighs most.',
    hi: 'लग्न शरीर और व्यक्ति का सूचक है; इससे गिना गया दोष सबसे भारी माना जाता है।',
    ta: 'லக்னம் உடலையும் நபரையும் குறிக்கிறது; அதிலிருந்து எண்ணிய தோஷமே மிக வலுவானது.',
    te: 'లగ్నం శరీరాన్ని, వ్యక్తిని సూచిస్తుంది; దాని నుండి లెక్కించిన దోషమే అత్యంత బరువైనది.',
    kn: 'ಲಗ್ನ ದೇಹ ಮತ್ತು ವ್ಯಕ್ತಿಯನ್ನು ಸೂಚಿಸುತ್ತದೆ; ಅದರಿಂದ ಎಣಿಸಿದ ದೋಷವೇ ಅತ್ಯಂತ ಭಾರವಾದುದು.',
    ml: 'ലഗ്നം ശരീരത്തെയും വ്യക്തിയെയും സൂചിപ്പിക്കുന്നു; അതിൽനിന്ന് എണ്ണുന്ന ദോഷത്തിനാണ് ഏറ്റവും ഭാരം.',
    mr: 'लग्न शरीर आणि व्यक्तीचे सूचक आहे; त्यापासून मोजलेला दोष सर्वांत भारी मानला जातो.',
    bn: 'লগ্ন দেহ ও ব্যক্তির সূচক; তা থেকে গোনা দোষই সবচেয়ে ভারী.',
    gu: 'લગ્ન શરીર અને વ્યક્તિનું સૂચક છે; તેનાથી ગણેલો દોષ સૌથી ભારે ગણાય છે.' },
    source: 'VA; PP',
  },
  {
    id: 'moon', weight: 1, en: 'From the Moon', hi: 'चंद्रमा से', ta: 'சந்திரனிலிருந்து', te: 'చంద్రుడి నుండి', kn: 'ಚಂದ್ರನಿಂದ', ml: 'ചന്ദ്രനിൽനിന്ന്', mr: 'चंद्रापासून', bn: 'চন্দ্র থেকে', gu: 'ચંદ્રથી',
    explanation: { en: 'The Moon stands for the mind; counted from it the dosha weighs half as much as from the lagna.',
    hi: 'चंद्रमा मन का सूचक है; इससे गिना गया दोष लग्न से गिने दोष का आधा माना जाता है।',
    ta: 'சந்திரன் மனத்தைக் குறிக்கிறது; அதிலிருந்து எண்ணிய தோஷம் லக்னத்திலிருந்து எண்ணியதில் பாதி எடை கொண்டது.',
    te: 'చంద్రుడు మనసును సూచిస్తాడు; అతని నుండి లెక్కించిన దోషం లగ్నం నుండి లెక్కించినదానిలో సగం బరువు.',
    kn: 'ಚಂದ್ರ ಮನಸ್ಸನ್ನು ಸೂಚಿಸುತ್ತಾನೆ; ಅವನಿಂದ ಎಣಿಸಿದ ದೋಷ ಲಗ್ನದಿಂದ ಎಣಿಸಿದುದರ ಅರ್ಧದಷ್ಟು ಭಾರ.',
    ml: 'ചന്ദ്രൻ മനസ്സിനെ സൂചിപ്പിക്കുന്നു; ചന്ദ്രനിൽനിന്ന് എണ്ണുന്ന ദോഷത്തിന് ലഗ്നത്തിൽനിന്നുള്ളതിന്റെ പകുതി ഭാരം.',
    mr: 'चंद्र मनाचा सूचक आहे; त्यापासून मोजलेला दोष लग्नापासून मोजलेल्या दोषाच्या निम्मा मानला जातो.',
    bn: 'চন্দ্র মনের সূচক; তা থেকে গোনা দোষ লগ্ন থেকে গোনা দোষের অর্ধেক ভারী.',
    gu: 'ચંદ્ર મનનો સૂચક છે; તેનાથી ગણેલો દોષ લગ્નથી ગણેલા દોષથી અડધો ગણાય છે.' },
    source: 'VA; PP',
  },
  {
    id: 'venus', weight: 1, en: 'From Venus', hi: 'शुक्र से', ta: 'சுக்கிரனிலிருந்து', te: 'శుక్రుడి నుండి', kn: 'ಶುಕ್ರನಿಂದ', ml: 'ശുക്രനിൽനിന്ന്', mr: 'शुक्रापासून', bn: 'শুক্র থেকে', gu: 'શુક્રથી',
    explanation: { en: 'Venus signifies marriage; counted from it the dosha weighs as much as from the Moon.',
    hi: 'शुक्र विवाह का कारक है; इससे गिना गया दोष चंद्रमा से गिने दोष के बराबर माना जाता है।',
    ta: 'சுக்கிரன் திருமணத்தின் காரகன்; அதிலிருந்து எண்ணிய தோஷம் சந்திரனிலிருந்து எண்ணியதற்குச் சமமான எடை கொண்டது.',
    te: 'శుక్రుడు వివాహ కారకుడు; అతని నుండి లెక్కించిన దోషం చంద్రుడి నుండి లెక్కించినంత బరువు.',
    kn: 'ಶುಕ್ರ ವಿವಾಹದ ಕಾರಕ; ಅವನಿಂದ ಎಣಿಸಿದ ದೋಷ ಚಂದ್ರನಿಂದ ಎಣಿಸಿದಷ್ಟೇ ಭಾರ.',
    ml: 'ശുക്രൻ വിവാഹത്തിന്റെ കാരകനാണ്; ശുക്രനിൽനിന്ന് എണ്ണുന്ന ദോഷത്തിന് ചന്ദ്രനിൽനിന്നുള്ളതിന്റെ അത്രതന്നെ ഭാരം.',
    mr: 'शुक्र विवाहाचा कारक आहे; त्यापासून मोजलेला दोष चंद्रापासून मोजलेल्या दोषाइतकाच मानला जातो.',
    bn: 'শুক্র বিবাহের কারক; তা থেকে গোনা দোষ চন্দ্র থেকে গোনা দোষের সমান ভারী.',
    gu: 'શુક્ર લગ્નનો કારક છે; તેનાથી ગણેલો દોષ ચંદ્રથી ગણેલા દોષ જેટલો જ ગણાય છે.' },
    source: 'VA; PP',
  },
] as const satisfies readonly (Explained & { readonly id: string; readonly weight: number })[];
export type ManglikReference = (typeof MANGLIK_REFERENCES)[number];
export type ManglikReferenceId = ManglikReference['id'];

// ── Strength ────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * Weight (percent) of each dosha house. AR orders the houses 2 < 12 < 4 < 7 < 8 by strength; AT calls the 7th
 * the most difficult and the 1st and 8th often difficult. This product keeps AR's order and puts the 1st
 * between the 4th and the 7th; the numbers (evenly spread from 50 to 100) are this product's choice.
 */
export const MANGLIK_HOUSE_WEIGHTS = [
  { house: 2, weightPercent: 50 },
  { house: 12, weightPercent: 60 },
  { house: 4, weightPercent: 70 },
  { house: 1, weightPercent: 80 },
  { house: 7, weightPercent: 90 },
  { house: 8, weightPercent: 100 },
] as const satisfies readonly { readonly house: ManglikHouse; readonly weightPercent: number }[];

/**
 * The dignity of Mars as a factor (percent) on the score. AR: the maleficence of Mars is highest in
 * debilitation. The order follows the dignity scale of astro/chart/dignity.ts (debilitated worst, exalted
 * mildest); the numbers are this product's choice.
 */
export const MARS_DIGNITY_FACTORS = {
  debilitated: 100,
  'great-enemy': 95,
  enemy: 90,
  neutral: 85,
  friend: 80,
  'great-friend': 75,
  own: 70,
  moolatrikona: 70,
  exalted: 65,
} as const;
export type MarsDignityKey = keyof typeof MARS_DIGNITY_FACTORS;

/**
 * Multiplier on a reference point's contribution for each partial cancellation that applies to it (this
 * product's choice: a partial rule halves what it touches; sources such as AT say only "reduced").
 */
export const PARTIAL_CANCELLATION_FACTOR = 0.5;

/** Graded levels of a score 0–100: `minScore` inclusive, highest first; a score of 0 is `none`. */
export const MANGLIK_LEVELS = [
  { id: 'high', minScore: 65, en: 'High', hi: 'उच्च', ta: 'அதிகம்', te: 'అధికం', kn: 'ಹೆಚ್ಚು', ml: 'ഉയർന്നത്', mr: 'तीव्र', bn: 'উচ্চ', gu: 'ઊંચું' },
  { id: 'medium', minScore: 35, en: 'Medium', hi: 'मध्यम', ta: 'நடுத்தரம்', te: 'మధ్యస్థం', kn: 'ಮಧ್ಯಮ', ml: 'ഇടത്തരം', mr: 'मध्यम', bn: 'মাঝারি', gu: 'મધ્યમ' },
  { id: 'low', minScore: 1, en: 'Low', hi: 'निम्न', ta: 'குறைவு', te: 'తక్కువ', kn: 'ಕಡಿಮೆ', ml: 'കുറഞ്ഞത്', mr: 'सौम्य', bn: 'নিম্ন', gu: 'નીચું' },
  { id: 'none', minScore: 0, en: 'None', hi: 'नहीं', ta: 'இல்லை', te: 'లేదు', kn: 'ಇಲ್ಲ', ml: 'ഇല്ല', mr: 'नाही', bn: 'নেই', gu: 'નથી' },
] as const;
export type ManglikLevelId = (typeof MANGLIK_LEVELS)[number]['id'];

// ── Cancellations (parihara) ────────────────────────────────────────────────────────────────────────────────

/**
 * `scope`: 'reference' rules are checked for each reference point from which the dosha arises, with the house
 * counted from that point (the sign exemptions); 'chart' rules hold for the whole chart. `effect`: 'full'
 * removes what the rule touches, 'partial' multiplies it by `PARTIAL_CANCELLATION_FACTOR`. Where one source
 * says a rule removes the dosha and another says it only softens it, the rule is partial.
 */
interface CancellationRecord extends Explained {
  readonly id: string;
  readonly scope: 'reference' | 'chart';
  readonly effect: 'full' | 'partial';
  /** For a sign exemption: the dosha house and the signs (1–12) of Mars that exempt it. */
  readonly house?: ManglikHouse;
  readonly signs?: readonly number[];
}

export const MANGLIK_CANCELLATIONS = [
  {
    id: 'second-in-gemini-virgo', scope: 'reference', effect: 'full', house: 2, signs: [3, 6],
    en: 'Mars in the 2nd in Gemini or Virgo', hi: 'दूसरे भाव में मिथुन या कन्या का मंगल', ta: '2-ஆம் பாவத்தில் மிதுனம் அல்லது கன்னியில் செவ்வாய்', te: '2వ స్థానంలో మిథునం లేదా కన్యలో కుజుడు', kn: '2ನೇ ಭಾವದಲ್ಲಿ ಮಿಥುನ ಅಥವಾ ಕನ್ಯಾದಲ್ಲಿ ಕುಜ', ml: '2-ാം ഭാവത്തിൽ മിഥുനത്തിലോ കന്നിയിലോ ചൊവ്വ', mr: 'दुसऱ्या स्थानात मिथुन किंवा कन्येचा मंगळ', bn: 'দ্বিতীয় ভাবে মিথুন বা কন্যায় মঙ্গল', gu: 'બીજા ભાવમાં મિથુન કે કન્યાનો મંગળ',
    explanation: { en: 'Mars in the 2nd house gives no dosha when that house is a sign of Mercury.',
    hi: 'दूसरे भाव में मंगल बुध की राशि में हो तो दोष नहीं बनता।',
    ta: '2-ஆம் பாவம் புதனின் ராசியாக இருந்தால் அங்குள்ள செவ்வாய் தோஷம் தராது.',
    te: '2వ స్థానం బుధుడి రాశి అయితే అక్కడి కుజుడు దోషం ఇవ్వడు.',
    kn: '2ನೇ ಭಾವ ಬುಧನ ರಾಶಿಯಾಗಿದ್ದರೆ ಅಲ್ಲಿನ ಕುಜ ದೋಷ ನೀಡುವುದಿಲ್ಲ.',
    ml: '2-ാം ഭാവം ബുധന്റെ രാശിയാണെങ്കിൽ അവിടെയുള്ള ചൊവ്വ ദോഷം നൽകുന്നില്ല.',
    mr: 'दुसरे स्थान बुधाची राशी असल्यास तेथील मंगळ दोष देत नाही.',
    bn: 'দ্বিতীয় ভাব বুধের রাশি হলে সেখানে মঙ্গল দোষ দেয় না.',
    gu: 'બીજો ભાવ બુધની રાશિ હોય તો ત્યાંનો મંગળ દોષ આપતો નથી.' },
    source: 'BVR (Part 7) a; AR 4; DK (Deva Keralam)',
  },
  {
    id: 'fourth-in-aries-scorpio', scope: 'reference', effect: 'full', house: 4, signs: [1, 8],
    en: 'Mars in the 4th in Aries or Scorpio', hi: 'चौथे भाव में मेष या वृश्चिक का मंगल', ta: '4-ஆம் பாவத்தில் மேஷம் அல்லது விருச்சிகத்தில் செவ்வாய்', te: '4వ స్థానంలో మేషం లేదా వృశ్చికంలో కుజుడు', kn: '4ನೇ ಭಾವದಲ್ಲಿ ಮೇಷ ಅಥವಾ ವೃಶ್ಚಿಕದಲ್ಲಿ ಕುಜ', ml: '4-ാം ഭാവത്തിൽ മേടത്തിലോ വൃശ്ചികത്തിലോ ചൊവ്വ', mr: 'चौथ्या स्थानात मेष किंवा वृश्चिकेचा मंगळ', bn: 'চতুর্থ ভাবে মেষ বা বৃশ্চিকে মঙ্গল', gu: 'ચોથા ભાવમાં મેષ કે વૃશ્ચિકનો મંગળ',
    explanation: { en: 'Mars in the 4th house in its own sign gives no dosha.',
    hi: 'चौथे भाव में मंगल अपनी राशि में हो तो दोष नहीं बनता।',
    ta: '4-ஆம் பாவத்தில் சொந்த ராசியில் உள்ள செவ்வாய் தோஷம் தராது.',
    te: '4వ స్థానంలో స్వక్షేత్రంలో ఉన్న కుజుడు దోషం ఇవ్వడు.',
    kn: '4ನೇ ಭಾವದಲ್ಲಿ ಸ್ವಕ್ಷೇತ್ರದಲ್ಲಿರುವ ಕುಜ ದೋಷ ನೀಡುವುದಿಲ್ಲ.',
    ml: '4-ാം ഭാവത്തിൽ സ്വക്ഷേത്രത്തിലുള്ള ചൊവ്വ ദോഷം നൽകുന്നില്ല.',
    mr: 'चौथ्या स्थानात स्वराशीतील मंगळ दोष देत नाही.',
    bn: 'চতুর্থ ভাবে স্বরাশিতে মঙ্গল দোষ দেয় না.',
    gu: 'ચોથા ભાવમાં સ્વરાશિનો મંગળ દોષ આપતો નથી.' },
    source: 'BVR (Part 7) b; AR 5; PP',
  },
  {
    id: 'seventh-in-cancer-capricorn', scope: 'reference', effect: 'full', house: 7, signs: [4, 10],
    en: 'Mars in the 7th in Cancer or Capricorn', hi: 'सातवें भाव में कर्क या मकर का मंगल', ta: '7-ஆம் பாவத்தில் கடகம் அல்லது மகரத்தில் செவ்வாய்', te: '7వ స్థానంలో కర్కాటకం లేదా మకరంలో కుజుడు', kn: '7ನೇ ಭಾವದಲ್ಲಿ ಕರ್ಕಾಟಕ ಅಥವಾ ಮಕರದಲ್ಲಿ ಕುಜ', ml: '7-ാം ഭാവത്തിൽ കർക്കടകത്തിലോ മകരത്തിലോ ചൊവ്വ', mr: 'सातव्या स्थानात कर्क किंवा मकरेचा मंगळ', bn: 'সপ্তম ভাবে কর্কট বা মকরে মঙ্গল', gu: 'સાતમા ભાવમાં કર્ક કે મકરનો મંગળ',
    explanation: { en: 'Mars in the 7th house in its sign of debilitation or exaltation gives no dosha.',
    hi: 'सातवें भाव में मंगल अपनी नीच या उच्च राशि में हो तो दोष नहीं बनता।',
    ta: '7-ஆம் பாவத்தில் நீச அல்லது உச்ச ராசியில் உள்ள செவ்வாய் தோஷம் தராது.',
    te: '7వ స్థానంలో నీచ లేదా ఉచ్చ రాశిలో ఉన్న కుజుడు దోషం ఇవ్వడు.',
    kn: '7ನೇ ಭಾವದಲ್ಲಿ ನೀಚ ಅಥವಾ ಉಚ್ಚ ರಾಶಿಯಲ್ಲಿರುವ ಕುಜ ದೋಷ ನೀಡುವುದಿಲ್ಲ.',
    ml: '7-ാം ഭാവത്തിൽ നീചത്തിലോ ഉച്ചത്തിലോ ഉള്ള ചൊവ്വ ദോഷം നൽകുന്നില്ല.',
    mr: 'सातव्या स्थानात नीच किंवा उच्च राशीतील मंगळ दोष देत नाही.',
    bn: 'সপ্তম ভাবে নীচ বা উচ্চ রাশিতে মঙ্গল দোষ দেয় না.',
    gu: 'સાતમા ભાવમાં નીચ કે ઉચ્ચ રાશિનો મંગળ દોષ આપતો નથી.' },
    source: 'BVR (Part 7) c; AR 6; PP',
  },
  {
    id: 'eighth-in-sagittarius-pisces', scope: 'reference', effect: 'full', house: 8, signs: [9, 12],
    en: 'Mars in the 8th in Sagittarius or Pisces', hi: 'आठवें भाव में धनु या मीन का मंगल', ta: '8-ஆம் பாவத்தில் தனுசு அல்லது மீனத்தில் செவ்வாய்', te: '8వ స్థానంలో ధనుస్సు లేదా మీనంలో కుజుడు', kn: '8ನೇ ಭಾವದಲ್ಲಿ ಧನು ಅಥವಾ ಮೀನದಲ್ಲಿ ಕುಜ', ml: '8-ാം ഭാവത്തിൽ ധനുവിലോ മീനത്തിലോ ചൊവ്വ', mr: 'आठव्या स्थानात धनु किंवा मीनेचा मंगळ', bn: 'অষ্টম ভাবে ধনু বা মীনে মঙ্গল', gu: 'આઠમા ભાવમાં ધન કે મીનનો મંગળ',
    explanation: { en: 'Mars in the 8th house in a sign of Jupiter gives no dosha.',
    hi: 'आठवें भाव में मंगल गुरु की राशि में हो तो दोष नहीं बनता।',
    ta: '8-ஆம் பாவத்தில் குருவின் ராசியில் உள்ள செவ்வாய் தோஷம் தராது.',
    te: '8వ స్థానంలో గురువు రాశిలో ఉన్న కుజుడు దోషం ఇవ్వడు.',
    kn: '8ನೇ ಭಾವದಲ್ಲಿ ಗುರುವಿನ ರಾಶಿಯಲ್ಲಿರುವ ಕುಜ ದೋಷ ನೀಡುವುದಿಲ್ಲ.',
    ml: '8-ാം ഭാവത്തിൽ വ്യാഴത്തിന്റെ രാശിയിലുള്ള ചൊവ്വ ദോഷം നൽകുന്നില്ല.',
    mr: 'आठव्या स्थानात गुरूच्या राशीतील मंगळ दोष देत नाही.',
    bn: 'অষ্টম ভাবে বৃহস্পতির রাশিতে মঙ্গল দোষ দেয় না.',
    gu: 'આઠમા ભાવમાં ગુરુની રાશિનો મંગળ દોષ આપતો નથી.' },
    source: 'BVR (Part 7) d; AR 7; PP',
  },
  {
    id: 'twelfth-in-taurus-libra', scope: 'reference', effect: 'full', house: 12, signs: [2, 7],
    en: 'Mars in the 12th in Taurus or Libra', hi: 'बारहवें भाव में वृषभ या तुला का मंगल', ta: '12-ஆம் பாவத்தில் ரிஷபம் அல்லது துலாமில் செவ்வாய்', te: '12వ స్థానంలో వృషభం లేదా తులలో కుజుడు', kn: '12ನೇ ಭಾವದಲ್ಲಿ ವೃಷಭ ಅಥವಾ ತುಲಾದಲ್ಲಿ ಕುಜ', ml: '12-ാം ഭാവത്തിൽ ഇടവത്തിലോ തുലാത്തിലോ ചൊവ്വ', mr: 'बाराव्या स्थानात वृषभ किंवा तूळेचा मंगळ', bn: 'দ্বাদশ ভাবে বৃষ বা তুলায় মঙ্গল', gu: 'બારમા ભાવમાં વૃષભ કે તુલાનો મંગળ',
    explanation: { en: 'Mars in the 12th house in a sign of Venus gives no dosha.',
    hi: 'बारहवें भाव में मंगल शुक्र की राशि में हो तो दोष नहीं बनता।',
    ta: '12-ஆம் பாவத்தில் சுக்கிரனின் ராசியில் உள்ள செவ்வாய் தோஷம் தராது.',
    te: '12వ స్థానంలో శుక్రుడి రాశిలో ఉన్న కుజుడు దోషం ఇవ్వడు.',
    kn: '12ನೇ ಭಾವದಲ್ಲಿ ಶುಕ್ರನ ರಾಶಿಯಲ್ಲಿರುವ ಕುಜ ದೋಷ ನೀಡುವುದಿಲ್ಲ.',
    ml: '12-ാം ഭാവത്തിൽ ശുക്രന്റെ രാശിയിലുള്ള ചൊവ്വ ദോഷം നൽകുന്നില്ല.',
    mr: 'बाराव्या स्थानात शुक्राच्या राशीतील मंगळ दोष देत नाही.',
    bn: 'দ্বাদশ ভাবে শুক্রের রাশিতে মঙ্গল দোষ দেয় না.',
    gu: 'બારમા ભાવમાં શુક્રની રાશિનો મંગળ દોષ આપતો નથી.' },
    source: 'BVR (Part 7) e; AR 8; PP; DK (Deva Keralam)',
  },
  {
    id: 'first-in-aries', scope: 'reference', effect: 'partial', house: 1, signs: [1],
    en: 'Mars in the 1st in Aries', hi: 'पहले भाव में मेष का मंगल', ta: '1-ஆம் பாவத்தில் மேஷத்தில் செவ்வாய்', te: '1వ స్థానంలో మేషంలో కుజుడు', kn: '1ನೇ ಭಾವದಲ್ಲಿ ಮೇಷದಲ್ಲಿ ಕುಜ', ml: '1-ാം ഭാവത്തിൽ മേടത്തിൽ ചൊവ്വ', mr: 'पहिल्या स्थानात मेषेचा मंगळ', bn: 'প্রথম ভাবে মেষে মঙ্গল', gu: 'પહેલા ભાવમાં મેષનો મંગળ',
    explanation: { en: 'A second list of exceptions softens Mars in the 1st house when it stands in Aries, its own sign.',
    hi: 'अपवादों की एक दूसरी सूची के अनुसार पहले भाव में मेष (स्वराशि) का मंगल दोष को घटाता है।',
    ta: 'விதிவிலக்குகளின் இரண்டாம் பட்டியல், 1-ஆம் பாவத்தில் தன் சொந்த ராசியான மேஷத்தில் நிற்கும் செவ்வாயின் தோஷத்தைக் குறைக்கிறது.',
    te: 'మినహాయింపుల రెండవ జాబితా ప్రకారం 1వ స్థానంలో స్వక్షేత్రమైన మేషంలో ఉన్న కుజుడి దోషం తగ్గుతుంది.',
    kn: 'ವಿನಾಯಿತಿಗಳ ಎರಡನೇ ಪಟ್ಟಿಯ ಪ್ರಕಾರ 1ನೇ ಭಾವದಲ್ಲಿ ಸ್ವಕ್ಷೇತ್ರವಾದ ಮೇಷದಲ್ಲಿರುವ ಕುಜನ ದೋಷ ಕಡಿಮೆಯಾಗುತ್ತದೆ.',
    ml: 'ഒഴിവുകളുടെ രണ്ടാമത്തെ പട്ടിക പ്രകാരം 1-ാം ഭാവത്തിൽ സ്വക്ഷേത്രമായ മേടത്തിൽ നിൽക്കുന്ന ചൊവ്വയുടെ ദോഷം കുറയുന്നു.',
    mr: 'अपवादांच्या दुसऱ्या यादीनुसार पहिल्या स्थानात स्वराशी मेषेत असलेल्या मंगळाचा दोष कमी होतो.',
    bn: 'ব্যতিক্রমের দ্বিতীয় তালিকা অনুযায়ী প্রথম ভাবে স্বরাশি মেষে থাকা মঙ্গলের দোষ কমে.',
    gu: 'અપવાદોની બીજી યાદી મુજબ પહેલા ભાવમાં સ્વરાશિ મેષમાં રહેલા મંગળનો દોષ ઘટે છે.' },
    source: 'AT (aghortantra.com; articleslash.net: "reduced to some extent")',
  },
  {
    id: 'mars-in-leo-aquarius', scope: 'chart', effect: 'full', signs: [5, 11],
    en: 'Mars in Leo or Aquarius', hi: 'सिंह या कुंभ राशि में मंगल', ta: 'சிம்மம் அல்லது கும்பத்தில் செவ்வாய்', te: 'సింహం లేదా కుంభంలో కుజుడు', kn: 'ಸಿಂಹ ಅಥವಾ ಕುಂಭದಲ್ಲಿ ಕುಜ', ml: 'ചിങ്ങത്തിലോ കുംഭത്തിലോ ചൊവ്വ', mr: 'सिंह किंवा कुंभ राशीत मंगळ', bn: 'সিংহ বা কুম্ভে মঙ্গল', gu: 'સિંહ કે કુંભ રાશિમાં મંગળ',
    explanation: { en: 'Mars in Leo or Aquarius gives no dosha in any house.',
    hi: 'सिंह या कुंभ राशि का मंगल किसी भी भाव में दोष नहीं देता।',
    ta: 'சிம்மம் அல்லது கும்பத்தில் உள்ள செவ்வாய் எந்தப் பாவத்திலும் தோஷம் தராது.',
    te: 'సింహం లేదా కుంభంలో ఉన్న కుజుడు ఏ స్థానంలోనూ దోషం ఇవ్వడు.',
    kn: 'ಸಿಂಹ ಅಥವಾ ಕುಂಭದಲ್ಲಿರುವ ಕುಜ ಯಾವ ಭಾವದಲ್ಲೂ ದೋಷ ನೀಡುವುದಿಲ್ಲ.',
    ml: 'ചിങ്ങത്തിലോ കുംഭത്തിലോ ഉള്ള ചൊവ്വ ഒരു ഭാവത്തിലും ദോഷം നൽകുന്നില്ല.',
    mr: 'सिंह किंवा कुंभ राशीतील मंगळ कोणत्याही स्थानात दोष देत नाही.',
    bn: 'সিংহ বা কুম্ভে মঙ্গল কোনো ভাবেই দোষ দেয় না.',
    gu: 'સિંહ કે કુંભ રાશિનો મંગળ કોઈ પણ ભાવમાં દોષ આપતો નથી.' },
    source: 'BVR (Part 7) f; AR 2; PP',
  },
  {
    id: 'mars-own-or-exalted', scope: 'chart', effect: 'full', signs: [1, 8, 10],
    en: 'Mars in its own sign or exalted', hi: 'मंगल स्वराशि या उच्च राशि में', ta: 'சொந்த ராசியில் அல்லது உச்சத்தில் செவ்வாய்', te: 'స్వక్షేత్రంలో లేదా ఉచ్చలో కుజుడు', kn: 'ಸ್ವಕ್ಷೇತ್ರ ಅಥವಾ ಉಚ್ಚದಲ್ಲಿ ಕುಜ', ml: 'സ്വക്ഷേത്രത്തിലോ ഉച്ചത്തിലോ ചൊവ്വ', mr: 'स्वराशीत किंवा उच्च राशीत मंगळ', bn: 'স্বরাশি বা উচ্চ রাশিতে মঙ্গল', gu: 'સ્વરાશિ કે ઉચ્ચ રાશિમાં મંગળ',
    explanation: { en: 'Mars in Aries, Scorpio or Capricorn is strong and dignified and does not harm the marriage.',
    hi: 'मेष, वृश्चिक या मकर का मंगल बलवान और प्रतिष्ठित होता है और विवाह को हानि नहीं पहुँचाता।',
    ta: 'மேஷம், விருச்சிகம் அல்லது மகரத்தில் உள்ள செவ்வாய் வலிமையும் கௌரவமும் உடையது; திருமணத்துக்குத் தீங்கு செய்யாது.',
    te: 'మేషం, వృశ్చికం లేదా మకరంలో ఉన్న కుజుడు బలవంతుడు, గౌరవస్థానంలో ఉంటాడు; వివాహానికి హాని చేయడు.',
    kn: 'ಮೇಷ, ವೃಶ್ಚಿಕ ಅಥವಾ ಮಕರದಲ್ಲಿರುವ ಕುಜ ಬಲಶಾಲಿ ಮತ್ತು ಗೌರವಸ್ಥಾನದಲ್ಲಿರುತ್ತಾನೆ; ವಿವಾಹಕ್ಕೆ ಹಾನಿ ಮಾಡುವುದಿಲ್ಲ.',
    ml: 'മേടം, വൃശ്ചികം അല്ലെങ്കിൽ മകരം രാശിയിലുള്ള ചൊവ്വ ബലവാനും ശ്രേഷ്ഠസ്ഥാനത്തുമാണ്; വിവാഹത്തിനു ദോഷം ചെയ്യുന്നില്ല.',
    mr: 'मेष, वृश्चिक किंवा मकर राशीतील मंगळ बलवान आणि प्रतिष्ठित असतो आणि विवाहाला हानी पोहोचवत नाही.',
    bn: 'মেষ, বৃশ্চিক বা মকরে মঙ্গল বলবান ও মর্যাদাসম্পন্ন, বিবাহের ক্ষতি করে না.',
    gu: 'મેષ, વૃશ્ચિક કે મકરનો મંગળ બળવાન અને પ્રતિષ્ઠિત હોય છે અને લગ્નને નુકસાન કરતો નથી.' },
    source: 'BP 1 (Aries, Scorpio); CH (own sign, exaltation)',
  },
  {
    id: 'mars-with-jupiter', scope: 'chart', effect: 'full',
    en: 'Mars with Jupiter', hi: 'मंगल गुरु के साथ', ta: 'குருவுடன் செவ்வாய்', te: 'గురువుతో కుజుడు', kn: 'ಗುರುವಿನೊಂದಿಗೆ ಕುಜ', ml: 'വ്യാഴത്തോടൊപ്പം ചൊവ്വ', mr: 'गुरूसोबत मंगळ', bn: 'বৃহস্পতির সঙ্গে মঙ্গল', gu: 'ગુરુ સાથે મંગળ',
    explanation: { en: 'Jupiter in the same sign as Mars counteracts the dosha.',
    hi: 'मंगल की राशि में ही गुरु हो तो दोष का प्रतिकार होता है।',
    ta: 'செவ்வாய் உள்ள அதே ராசியில் குரு இருந்தால் தோஷம் முறியும்.',
    te: 'కుజుడు ఉన్న రాశిలోనే గురువు ఉంటే దోషానికి ప్రతిక్రియ జరుగుతుంది.',
    kn: 'ಕುಜನಿರುವ ರಾಶಿಯಲ್ಲೇ ಗುರು ಇದ್ದರೆ ದೋಷಕ್ಕೆ ಪ್ರತಿಕ್ರಿಯೆಯಾಗುತ್ತದೆ.',
    ml: 'ചൊവ്വയുള്ള അതേ രാശിയിൽ വ്യാഴമുണ്ടെങ്കിൽ ദോഷം പ്രതിരോധിക്കപ്പെടുന്നു.',
    mr: 'मंगळाच्याच राशीत गुरू असल्यास दोषाचा प्रतिकार होतो.',
    bn: 'মঙ্গলের একই রাশিতে বৃহস্পতি থাকলে দোষের প্রতিকার হয়.',
    gu: 'મંગળની જ રાશિમાં ગુરુ હોય તો દોષનો પ્રતિકાર થાય છે.' },
    source: 'AR 3; PP; askastrologer.com',
  },
  {
    id: 'mars-with-moon', scope: 'chart', effect: 'full',
    en: 'Mars with the Moon (chandra-mangala)', hi: 'मंगल चंद्रमा के साथ (चंद्र-मंगल)', ta: 'சந்திரனுடன் செவ்வாய் (சந்திர மங்கள யோகம்)', te: 'చంద్రుడితో కుజుడు (చంద్ర మంగళ యోగం)', kn: 'ಚಂದ್ರನೊಂದಿಗೆ ಕುಜ (ಚಂದ್ರ ಮಂಗಳ ಯೋಗ)', ml: 'ചന്ദ്രനോടൊപ്പം ചൊവ്വ (ചന്ദ്രമംഗള യോഗം)', mr: 'चंद्रासोबत मंगळ (चंद्र-मंगळ योग)', bn: 'চন্দ্রের সঙ্গে মঙ্গল (চন্দ্র-মঙ্গল যোগ)', gu: 'ચંદ્ર સાથે મંગળ (ચંદ્ર-મંગળ યોગ)',
    explanation: { en: 'The Moon in the same sign as Mars counteracts the dosha.',
    hi: 'मंगल की राशि में ही चंद्रमा हो तो दोष का प्रतिकार होता है।',
    ta: 'செவ்வாய் உள்ள அதே ராசியில் சந்திரன் இருந்தால் தோஷம் முறியும்.',
    te: 'కుజుడు ఉన్న రాశిలోనే చంద్రుడు ఉంటే దోషానికి ప్రతిక్రియ జరుగుతుంది.',
    kn: 'ಕುಜನಿರುವ ರಾಶಿಯಲ್ಲೇ ಚಂದ್ರ ಇದ್ದರೆ ದೋಷಕ್ಕೆ ಪ್ರತಿಕ್ರಿಯೆಯಾಗುತ್ತದೆ.',
    ml: 'ചൊവ്വയുള്ള അതേ രാശിയിൽ ചന്ദ്രനുണ്ടെങ്കിൽ ദോഷം പ്രതിരോധിക്കപ്പെടുന്നു.',
    mr: 'मंगळाच्याच राशीत चंद्र असल्यास दोषाचा प्रतिकार होतो.',
    bn: 'মঙ্গলের একই রাশিতে চন্দ্র থাকলে দোষের প্রতিকার হয়.',
    gu: 'મંગળની જ રાશિમાં ચંદ્ર હોય તો દોષનો પ્રતિકાર થાય છે.' },
    source: 'AR 3; PP; askastrologer.com',
  },
  {
    id: 'jupiter-aspects-mars', scope: 'chart', effect: 'partial',
    en: 'Jupiter aspects Mars', hi: 'मंगल पर गुरु की दृष्टि', ta: 'செவ்வாய் மீது குருவின் பார்வை', te: 'కుజుడిపై గురు దృష్టి', kn: 'ಕುಜನ ಮೇಲೆ ಗುರುವಿನ ದೃಷ್ಟಿ', ml: 'ചൊവ്വയിൽ വ്യാഴത്തിന്റെ ദൃഷ്ടി', mr: 'मंगळावर गुरूची दृष्टी', bn: 'মঙ্গলের উপর বৃহস্পতির দৃষ্টি', gu: 'મંગળ પર ગુરુની દૃષ્ટિ',
    explanation: { en: 'The full aspect of Jupiter (5th, 7th or 9th from it) on Mars softens the dosha.',
    hi: 'मंगल पर गुरु की पूर्ण दृष्टि (उससे पाँचवें, सातवें या नौवें) दोष को घटाती है।',
    ta: 'செவ்வாய் மீது குருவின் முழுப் பார்வை (குருவிலிருந்து 5, 7 அல்லது 9-ஆம் இடம்) தோஷத்தைக் குறைக்கிறது.',
    te: 'కుజుడిపై గురువు పూర్ణ దృష్టి (గురువు నుండి 5, 7 లేదా 9వ స్థానం) దోషాన్ని తగ్గిస్తుంది.',
    kn: 'ಕುಜನ ಮೇಲೆ ಗುರುವಿನ ಪೂರ್ಣ ದೃಷ್ಟಿ (ಗುರುವಿನಿಂದ 5, 7 ಅಥವಾ 9ನೇ ಸ್ಥಾನ) ದೋಷವನ್ನು ಕಡಿಮೆ ಮಾಡುತ್ತದೆ.',
    ml: 'ചൊവ്വയിൽ വ്യാഴത്തിന്റെ പൂർണദൃഷ്ടി (വ്യാഴത്തിൽനിന്ന് 5, 7 അല്ലെങ്കിൽ 9-ാം സ്ഥാനം) ദോഷം കുറയ്ക്കുന്നു.',
    mr: 'मंगळावर गुरूची पूर्ण दृष्टी (गुरूपासून पाचवी, सातवी किंवा नववी) दोष कमी करते.',
    bn: 'মঙ্গলের উপর বৃহস্পতির পূর্ণ দৃষ্টি (বৃহস্পতি থেকে পঞ্চম, সপ্তম বা নবম) দোষ কমায়.',
    gu: 'મંગળ પર ગુરુની પૂર્ણ દૃષ્ટિ (ગુરુથી પાંચમી, સાતમી કે નવમી) દોષ ઘટાડે છે.' },
    source: 'BP 5; CH (BPHS: no dosha when a benefic aspects Mars)',
  },
  {
    id: 'jupiter-or-venus-in-lagna', scope: 'chart', effect: 'full',
    en: 'Jupiter or Venus in the lagna', hi: 'लग्न में गुरु या शुक्र', ta: 'லக்னத்தில் குரு அல்லது சுக்கிரன்', te: 'లగ్నంలో గురువు లేదా శుక్రుడు', kn: 'ಲಗ್ನದಲ್ಲಿ ಗುರು ಅಥವಾ ಶುಕ್ರ', ml: 'ലഗ്നത്തിൽ വ്യാഴമോ ശുക്രനോ', mr: 'लग्नात गुरू किंवा शुक्र', bn: 'লগ্নে বৃহস্পতি বা শুক্র', gu: 'લગ્નમાં ગુરુ કે શુક્ર',
    explanation: { en: 'Either natural benefic standing in the 1st house removes the dosha.',
    hi: 'पहले भाव में किसी भी नैसर्गिक शुभ ग्रह (गुरु या शुक्र) की उपस्थिति दोष हटाती है।',
    ta: '1-ஆம் பாவத்தில் இந்த இயற்கைச் சுபர்களில் ஒருவர் இருந்தாலும் தோஷம் நீங்கும்.',
    te: '1వ స్థానంలో ఈ నైసర్గిక శుభగ్రహాలలో ఏ ఒక్కరున్నా దోషం తొలగుతుంది.',
    kn: '1ನೇ ಭಾವದಲ್ಲಿ ಈ ನೈಸರ್ಗಿಕ ಶುಭಗ್ರಹಗಳಲ್ಲಿ ಯಾವುದಾದರೂ ಒಂದಿದ್ದರೆ ದೋಷ ನಿವಾರಣೆಯಾಗುತ್ತದೆ.',
    ml: '1-ാം ഭാവത്തിൽ ഈ നൈസർഗിക ശുഭഗ്രഹങ്ങളിൽ ഏതെങ്കിലും ഒന്നുണ്ടെങ്കിൽ ദോഷം നീങ്ങുന്നു.',
    mr: 'पहिल्या स्थानात यांपैकी कोणताही नैसर्गिक शुभ ग्रह असल्यास दोष दूर होतो.',
    bn: 'প্রথম ভাবে এই দুই নৈসর্গিক শুভগ্রহের যেকোনো একটি থাকলে দোষ দূর হয়.',
    gu: 'પહેલા ભાવમાં આ બેમાંથી કોઈ પણ નૈસર્ગિક શુભ ગ્રહ હોય તો દોષ દૂર થાય છે.' },
    source: 'PP; myindian-vedicastrology.blogspot.com 2009/09; AS 2',
  },
  {
    id: 'strong-jupiter-or-venus-in-seventh', scope: 'chart', effect: 'partial',
    en: 'Strong Jupiter or Venus in the 7th', hi: 'सातवें भाव में बलवान गुरु या शुक्र', ta: '7-ஆம் பாவத்தில் வலிமையான குரு அல்லது சுக்கிரன்', te: '7వ స్థానంలో బలమైన గురువు లేదా శుక్రుడు', kn: '7ನೇ ಭಾವದಲ್ಲಿ ಬಲಿಷ್ಠ ಗುರು ಅಥವಾ ಶುಕ್ರ', ml: '7-ാം ഭാവത്തിൽ ബലവാനായ വ്യാഴമോ ശുക്രനോ', mr: 'सातव्या स्थानात बलवान गुरू किंवा शुक्र', bn: 'সপ্তম ভাবে বলবান বৃহস্পতি বা শুক্র', gu: 'સાતમા ભાવમાં બળવાન ગુરુ કે શુક્ર',
    explanation: { en: 'Jupiter or Venus in the 7th house, neither debilitated nor combust, protects the marriage.',
    hi: 'सातवें भाव में गुरु या शुक्र, जो न नीच हो न अस्त, विवाह की रक्षा करता है।',
    ta: 'நீசமோ அஸ்தங்கமோ அடையாமல் 7-ஆம் பாவத்தில் உள்ள குரு அல்லது சுக்கிரன் திருமணத்தைக் காக்கிறது.',
    te: 'నీచ లేదా అస్తంగతం కాని గురువు లేదా శుక్రుడు 7వ స్థానంలో ఉంటే వివాహాన్ని కాపాడుతాడు.',
    kn: 'ನೀಚ ಅಥವಾ ಅಸ್ತಂಗತನಾಗದ ಗುರು ಅಥವಾ ಶುಕ್ರ 7ನೇ ಭಾವದಲ್ಲಿದ್ದರೆ ವಿವಾಹವನ್ನು ರಕ್ಷಿಸುತ್ತಾನೆ.',
    ml: 'നീചമോ മൗഢ്യമോ ഇല്ലാത്ത വ്യാഴമോ ശുക്രനോ 7-ാം ഭാവത്തിലുണ്ടെങ്കിൽ വിവാഹത്തെ സംരക്ഷിക്കുന്നു.',
    mr: 'नीच किंवा अस्त नसलेला गुरू किंवा शुक्र सातव्या स्थानात असल्यास विवाहाचे रक्षण करतो.',
    bn: 'নীচ বা অস্তমিত নয় এমন বৃহস্পতি বা শুক্র সপ্তম ভাবে থাকলে বিবাহকে রক্ষা করে.',
    gu: 'નીચ કે અસ્ત ન હોય એવો ગુરુ કે શુક્ર સાતમા ભાવમાં હોય તો લગ્નનું રક્ષણ કરે છે.' },
    source: 'AS 2',
  },
  {
    id: 'lagna-cancer-leo', scope: 'chart', effect: 'full',
    en: 'Cancer or Leo lagna', hi: 'कर्क या सिंह लग्न', ta: 'கடகம் அல்லது சிம்ம லக்னம்', te: 'కర్కాటక లేదా సింహ లగ్నం', kn: 'ಕರ್ಕಾಟಕ ಅಥವಾ ಸಿಂಹ ಲಗ್ನ', ml: 'കർക്കടകം അല്ലെങ്കിൽ ചിങ്ങം ലഗ്നം', mr: 'कर्क किंवा सिंह लग्न', bn: 'কর্কট বা সিংহ লগ্ন', gu: 'કર્ક કે સિંહ લગ્ન',
    explanation: { en: 'For these lagnas Mars rules a kendra and a trikona (yogakaraka), so it gives no dosha.',
    hi: 'इन लग्नों के लिए मंगल केंद्र और त्रिकोण का स्वामी (योगकारक) है, इसलिए दोष नहीं देता।',
    ta: 'இந்த லக்னங்களுக்குச் செவ்வாய் ஒரு கேந்திரத்துக்கும் ஒரு திரிகோணத்துக்கும் அதிபதி (யோககாரகன்); எனவே தோஷம் தராது.',
    te: 'ఈ లగ్నాలకు కుజుడు ఒక కేంద్రానికీ ఒక త్రికోణానికీ అధిపతి (యోగకారకుడు), కాబట్టి దోషం ఇవ్వడు.',
    kn: 'ಈ ಲಗ್ನಗಳಿಗೆ ಕುಜ ಒಂದು ಕೇಂದ್ರ ಮತ್ತು ಒಂದು ತ್ರಿಕೋಣದ ಅಧಿಪತಿ (ಯೋಗಕಾರಕ), ಆದ್ದರಿಂದ ದೋಷ ನೀಡುವುದಿಲ್ಲ.',
    ml: 'ഈ ലഗ്നങ്ങൾക്ക് ചൊവ്വ ഒരു കേന്ദ്രത്തിന്റെയും ഒരു ത്രികോണത്തിന്റെയും അധിപനാണ് (യോഗകാരകൻ), അതിനാൽ ദോഷം നൽകുന്നില്ല.',
    mr: 'या लग्नांसाठी मंगळ एका केंद्राचा आणि एका त्रिकोणाचा स्वामी (योगकारक) आहे, म्हणून दोष देत नाही.',
    bn: 'এই লগ্নগুলির জন্য মঙ্গল একটি কেন্দ্র ও একটি ত্রিকোণের অধিপতি (যোগকারক), তাই দোষ দেয় না.',
    gu: 'આ લગ્નો માટે મંગળ એક કેન્દ્ર અને એક ત્રિકોણનો સ્વામી (યોગકારક) છે, તેથી દોષ આપતો નથી.' },
    source: 'DK ("arkendu kshetra jatanam kuja dosho na vidyate"); VA',
  },
  {
    id: 'lagna-aries-scorpio', scope: 'chart', effect: 'partial',
    en: 'Aries or Scorpio lagna', hi: 'मेष या वृश्चिक लग्न', ta: 'மேஷம் அல்லது விருச்சிக லக்னம்', te: 'మేష లేదా వృశ్చిక లగ్నం', kn: 'ಮೇಷ ಅಥವಾ ವೃಶ್ಚಿಕ ಲಗ್ನ', ml: 'മേടം അല്ലെങ്കിൽ വൃശ്ചികം ലഗ്നം', mr: 'मेष किंवा वृश्चिक लग्न', bn: 'মেষ বা বৃশ্চিক লগ্ন', gu: 'મેષ કે વૃશ્ચિક લગ્ન',
    explanation: { en: 'Mars is the lord of the lagna for these signs, which softens the dosha.',
    hi: 'इन लग्नों का स्वामी स्वयं मंगल है, जिससे दोष घटता है।',
    ta: 'இந்த லக்னங்களுக்குச் செவ்வாயே லக்னாதிபதி; இது தோஷத்தைக் குறைக்கிறது.',
    te: 'ఈ లగ్నాలకు కుజుడే లగ్నాధిపతి; ఇది దోషాన్ని తగ్గిస్తుంది.',
    kn: 'ಈ ಲಗ್ನಗಳಿಗೆ ಕುಜನೇ ಲಗ್ನಾಧಿಪತಿ; ಇದು ದೋಷವನ್ನು ಕಡಿಮೆ ಮಾಡುತ್ತದೆ.',
    ml: 'ഈ ലഗ്നങ്ങൾക്ക് ചൊവ്വതന്നെയാണ് ലഗ്നാധിപൻ; ഇത് ദോഷം കുറയ്ക്കുന്നു.',
    mr: 'या लग्नांचा स्वामी मंगळच आहे, त्यामुळे दोष कमी होतो.',
    bn: 'এই লগ্নগুলির অধিপতি স্বয়ং মঙ্গল, যা দোষ কমায়.',
    gu: 'આ લગ્નોનો સ્વામી પોતે મંગળ છે, જેથી દોષ ઘટે છે.' },
    source: 'DM (no dosha); VA (25 % dosha for these lagnas)',
  },
  {
    id: 'mars-combust', scope: 'chart', effect: 'partial',
    en: 'Mars combust', hi: 'मंगल अस्त', ta: 'செவ்வாய் அஸ்தங்கம்', te: 'కుజుడు అస్తంగతం', kn: 'ಕುಜ ಅಸ್ತಂಗತ', ml: 'ചൊവ്വയ്ക്കു മൗഢ്യം', mr: 'मंगळ अस्त', bn: 'মঙ্গল অস্তমিত', gu: 'મંગળ અસ્ત',
    explanation: { en: 'Mars within 17° of the Sun is weakened, and with it the dosha.',
    hi: 'सूर्य से 17° के भीतर मंगल निर्बल होता है और उसके साथ दोष भी।',
    ta: 'சூரியனிலிருந்து 17°-க்குள் உள்ள செவ்வாய் பலவீனமடைகிறது; அதனுடன் தோஷமும் பலவீனமடைகிறது.',
    te: 'సూర్యుడి నుండి 17° లోపల ఉన్న కుజుడు బలహీనపడతాడు, దానితో పాటు దోషం కూడా.',
    kn: 'ಸೂರ್ಯನಿಂದ 17° ಒಳಗಿರುವ ಕುಜ ದುರ್ಬಲನಾಗುತ್ತಾನೆ, ಅವನೊಂದಿಗೆ ದೋಷವೂ.',
    ml: 'സൂര്യനിൽനിന്ന് 17°-നുള്ളിലുള്ള ചൊവ്വ ദുർബലമാകുന്നു, അതോടൊപ്പം ദോഷവും.',
    mr: 'रवीपासून 17° च्या आत असलेला मंगळ निर्बल होतो आणि त्याबरोबर दोषही.',
    bn: 'রবি থেকে 17°-এর মধ্যে মঙ্গল দুর্বল হয়, তার সঙ্গে দোষও.',
    gu: 'સૂર્યથી 17°ની અંદર મંગળ નિર્બળ થાય છે અને તેની સાથે દોષ પણ.' },
    source: 'BP 3; AS 4; astrocent.com/services/manglik.aspx ("diluted")',
  },
  {
    id: 'mars-retrograde', scope: 'chart', effect: 'partial',
    en: 'Mars retrograde', hi: 'मंगल वक्री', ta: 'செவ்வாய் வக்கிரம்', te: 'కుజుడు వక్రి', kn: 'ಕುಜ ವಕ್ರಿ', ml: 'ചൊവ്വ വക്രി', mr: 'मंगळ वक्री', bn: 'মঙ্গল বক্রী', gu: 'મંગળ વક્રી',
    explanation: { en: 'A retrograde Mars is counted among the conditions that weaken the dosha.',
    hi: 'वक्री मंगल उन स्थितियों में गिना जाता है जो दोष को निर्बल करती हैं।',
    ta: 'வக்கிரச் செவ்வாய் தோஷத்தைப் பலவீனப்படுத்தும் நிலைகளில் ஒன்றாகக் கொள்ளப்படுகிறது.',
    te: 'వక్రి కుజుడు దోషాన్ని బలహీనపరిచే పరిస్థితులలో ఒకటిగా లెక్కించబడతాడు.',
    kn: 'ವಕ್ರಿ ಕುಜನನ್ನು ದೋಷವನ್ನು ದುರ್ಬಲಗೊಳಿಸುವ ಸ್ಥಿತಿಗಳಲ್ಲಿ ಒಂದೆಂದು ಎಣಿಸಲಾಗುತ್ತದೆ.',
    ml: 'വക്രിയായ ചൊവ്വയെ ദോഷം ദുർബലമാക്കുന്ന അവസ്ഥകളിൽ ഒന്നായി കണക്കാക്കുന്നു.',
    mr: 'वक्री मंगळ दोष निर्बल करणाऱ्या स्थितींमध्ये गणला जातो.',
    bn: 'বক্রী মঙ্গল দোষ দুর্বল করার অবস্থাগুলির মধ্যে গণ্য.',
    gu: 'વક્રી મંગળ દોષને નિર્બળ કરતી સ્થિતિઓમાં ગણાય છે.' },
    source: 'AS 4',
  },
  {
    id: 'mars-sign-edge', scope: 'chart', effect: 'partial',
    en: 'Mars at the edge of a sign', hi: 'राशि के छोर पर मंगल', ta: 'ராசியின் விளிம்பில் செவ்வாய்', te: 'రాశి అంచున కుజుడు', kn: 'ರಾಶಿಯ ಅಂಚಿನಲ್ಲಿ ಕುಜ', ml: 'രാശിയുടെ അതിരിൽ ചൊവ്വ', mr: 'राशीच्या टोकावर मंगळ', bn: 'রাশির প্রান্তে মঙ্গল', gu: 'રાશિના છેડે મંગળ',
    explanation: { en: 'Mars in the first 3° or the last 2° of a sign (sandhi) has little strength.',
    hi: 'राशि के पहले 3° या अंतिम 2° (संधि) में मंगल का बल कम होता है।',
    ta: 'ராசியின் முதல் 3° அல்லது கடைசி 2°-இல் (சந்தி) உள்ள செவ்வாய்க்குப் பலம் குறைவு.',
    te: 'రాశి మొదటి 3° లేదా చివరి 2° (సంధి)లో ఉన్న కుజుడికి బలం తక్కువ.',
    kn: 'ರಾಶಿಯ ಮೊದಲ 3° ಅಥವಾ ಕೊನೆಯ 2° (ಸಂಧಿ)ಯಲ್ಲಿರುವ ಕುಜನಿಗೆ ಬಲ ಕಡಿಮೆ.',
    ml: 'രാശിയുടെ ആദ്യ 3°-ലോ അവസാന 2°-ലോ (സന്ധി) ഉള്ള ചൊവ്വയ്ക്കു ബലം കുറവാണ്.',
    mr: 'राशीच्या पहिल्या 3° किंवा शेवटच्या 2° (संधी) मधील मंगळाचे बल कमी असते.',
    bn: 'রাশির প্রথম 3° বা শেষ 2°-এ (সন্ধি) মঙ্গলের বল কম.',
    gu: 'રાશિના પહેલા 3° કે છેલ્લા 2° (સંધિ)માં મંગળનું બળ ઓછું હોય છે.' },
    source: 'BP 2 (degrees 0, 1, 2 or 28, 29, 30)',
  },
] as const satisfies readonly CancellationRecord[];
export type ManglikCancellation = (typeof MANGLIK_CANCELLATIONS)[number];
export type ManglikCancellationId = ManglikCancellation['id'];

/** Mars within this many degrees of a sign's start (exclusive) or end (inclusive of 28°) is at its edge (BP 2). */
export const MARS_SIGN_EDGE_DEG = { startBelowDeg: 3, endFromDeg: 28 } as const;

/**
 * Waning with age, reported as information and never applied to the chart: a common belief holds that the dosha
 * weakens after the age of 28 (hindi.astroyogi.com/blog/manglik-dosha-after-28-years.aspx); others reject it,
 * since the birth chart does not change (nakshatralok.com, "क्या मांगलिक दोष 28 वर्ष के बाद समाप्त हो जाता है?").
 */
export const MANGLIK_AGE_WANING = {
  fromAgeYears: 28,
  en: 'Said to wane after 28', hi: '28 वर्ष के बाद घटता माना जाता है', ta: '28 வயதுக்குப் பின் குறையும் எனக் கூறப்படுகிறது', te: '28 ఏళ్ల తర్వాత తగ్గుతుందని చెబుతారు', kn: '28 ವರ್ಷಗಳ ನಂತರ ಕುಗ್ಗುತ್ತದೆ ಎನ್ನಲಾಗುತ್ತದೆ', ml: '28 വയസ്സിനു ശേഷം കുറയുമെന്നു പറയപ്പെടുന്നു', mr: '28 वर्षांनंतर कमी होतो असे मानले जाते', bn: '28 বছরের পর কমে বলে মনে করা হয়', gu: '28 વર્ષ પછી ઘટે છે એમ મનાય છે',
  explanation: { en: 'Many hold that the dosha loses force after the age of 28; others disagree, so this is shown for information only.',
  hi: 'कई लोग मानते हैं कि 28 वर्ष की आयु के बाद दोष का बल घटता है; कुछ इससे असहमत हैं, इसलिए यह केवल जानकारी के लिए है।',
  ta: '28 வயதுக்குப் பின் தோஷத்தின் வலிமை குறையும் எனப் பலர் கருதுகின்றனர்; சிலர் இதை ஏற்பதில்லை; எனவே இது தகவலுக்காக மட்டுமே காட்டப்படுகிறது.',
  te: '28 ఏళ్ల వయస్సు తర్వాత దోషం బలం తగ్గుతుందని చాలామంది భావిస్తారు; కొందరు అంగీకరించరు, కాబట్టి ఇది సమాచారం కోసం మాత్రమే.',
  kn: '28 ವರ್ಷ ವಯಸ್ಸಿನ ನಂತರ ದೋಷದ ಬಲ ಕುಗ್ಗುತ್ತದೆ ಎಂದು ಹಲವರು ನಂಬುತ್ತಾರೆ; ಕೆಲವರು ಒಪ್ಪುವುದಿಲ್ಲ, ಆದ್ದರಿಂದ ಇದು ಮಾಹಿತಿಗಾಗಿ ಮಾತ್ರ.',
  ml: '28 വയസ്സിനു ശേഷം ദോഷത്തിന്റെ ശക്തി കുറയുമെന്നു പലരും കരുതുന്നു; ചിലർ വിയോജിക്കുന്നു, അതിനാൽ ഇതു വിവരത്തിനു മാത്രമാണ്.',
  mr: '28 वर्षांच्या वयानंतर दोषाचे बल कमी होते असे अनेक जण मानतात; काही असहमत आहेत, म्हणून हे फक्त माहितीसाठी दाखवले आहे.',
  bn: 'অনেকে মনে করেন 28 বছর বয়সের পর দোষের বল কমে; কেউ কেউ একমত নন, তাই এটি কেবল তথ্যের জন্য দেখানো হয়.',
  gu: 'ઘણા માને છે કે 28 વર્ષની ઉંમર પછી દોષનું બળ ઘટે છે; કેટલાક અસહમત છે, તેથી આ ફક્ત જાણકારી માટે બતાવ્યું છે.' },
  source: 'hindi.astroyogi.com (belief); nakshatralok.com (rejection)',
} as const;

// ── Two partners ────────────────────────────────────────────────────────────────────────────────────────────

/** The grahas whose presence in the other chart's dosha houses balances a manglik partner (AS 1, 3; bejandaruwalla
 * interview at rediff quoted by bollywood-tips.blogspot.com 2007/01 for Mars). */
export const BALANCING_GRAHAS = ['mars', 'saturn', 'rahu', 'ketu'] as const;

/** Verdicts on a pair, with the rule behind each. */
export const MANGLIK_PAIR_VERDICTS = [
  {
    id: 'neither-manglik',
    en: 'Neither partner manglik', hi: 'कोई भी साथी मांगलिक नहीं', ta: 'இருவருக்கும் செவ்வாய் தோஷம் இல்லை', te: 'ఇద్దరికీ కుజ దోషం లేదు', kn: 'ಇಬ್ಬರಿಗೂ ಕುಜ ದೋಷವಿಲ್ಲ', ml: 'ഇരുവർക്കും ചൊവ്വാദോഷമില്ല', mr: 'दोघांनाही मंगळ दोष नाही', bn: 'দুজনের কেউই মাঙ্গলিক নন', gu: 'બંનેમાંથી કોઈ માંગલિક નથી',
    explanation: { en: 'Neither chart keeps the dosha after its own cancellations, so the pair has nothing to balance.',
    hi: 'अपने-अपने भंग के बाद किसी भी कुंडली में दोष नहीं बचता, इसलिए संतुलन की आवश्यकता नहीं।',
    ta: 'தத்தம் பரிகார விதிகளுக்குப் பின் எந்த ஜாதகத்திலும் தோஷம் நிற்கவில்லை; எனவே சமன் செய்ய எதுவுமில்லை.',
    te: 'తమ తమ భంగాల తర్వాత ఏ జాతకంలోనూ దోషం మిగలదు, కాబట్టి సమతుల్యం చేయాల్సింది ఏదీ లేదు.',
    kn: 'ತಮ್ಮ ತಮ್ಮ ಭಂಗಗಳ ನಂತರ ಯಾವ ಜಾತಕದಲ್ಲೂ ದೋಷ ಉಳಿಯುವುದಿಲ್ಲ, ಆದ್ದರಿಂದ ಸಮತೋಲನಗೊಳಿಸಲು ಏನೂ ಇಲ್ಲ.',
    ml: 'അതതിന്റെ പരിഹാരനിയമങ്ങൾക്കു ശേഷം ഒരു ജാതകത്തിലും ദോഷം ശേഷിക്കുന്നില്ല; അതിനാൽ സമീകരിക്കാൻ ഒന്നുമില്ല.',
    mr: 'आपापल्या भंगानंतर कोणत्याही कुंडलीत दोष उरत नाही, म्हणून समतोल साधण्यासारखे काही नाही.',
    bn: 'নিজ নিজ খণ্ডনের পর কোনো কোষ্ঠীতেই দোষ থাকে না, তাই ভারসাম্যের কিছু নেই.',
    gu: 'પોતપોતાના ભંગ પછી કોઈ કુંડળીમાં દોષ રહેતો નથી, તેથી સંતુલનની જરૂર નથી.' },
    source: 'FS',
  },
  {
    id: 'both-manglik',
    en: 'Both manglik: cancelled', hi: 'दोनों मांगलिक: दोष निरस्त', ta: 'இருவருக்கும் செவ்வாய் தோஷம்: சமன்', te: 'ఇద్దరికీ కుజ దోషం: భంగం', kn: 'ಇಬ್ಬರಿಗೂ ಕುಜ ದೋಷ: ಭಂಗ', ml: 'ഇരുവർക്കും ചൊവ്വാദോഷം: പരിഹൃതം', mr: 'दोघांनाही मंगळ दोष: भंग', bn: 'দুজনেই মাঙ্গলিক: দোষ খণ্ডিত', gu: 'બંને માંગલિક: દોષ ભંગ',
    explanation: { en: 'When both charts carry the dosha it cancels between them; the common rule of matching.',
    hi: 'जब दोनों कुंडलियों में दोष हो तो वह आपस में निरस्त हो जाता है; मिलान का प्रचलित नियम।',
    ta: 'இரு ஜாதகங்களிலும் தோஷம் இருந்தால் அது ஒன்றையொன்று சமன் செய்யும்; இது பொருத்தத்தின் பொதுவான விதி.',
    te: 'రెండు జాతకాల్లోనూ దోషం ఉంటే అది పరస్పరం భంగమవుతుంది; ఇది పొంతనలో సాధారణ నియమం.',
    kn: 'ಎರಡೂ ಜಾತಕಗಳಲ್ಲಿ ದೋಷವಿದ್ದರೆ ಅದು ಪರಸ್ಪರ ಭಂಗವಾಗುತ್ತದೆ; ಇದು ಹೊಂದಾಣಿಕೆಯ ಸಾಮಾನ್ಯ ನಿಯಮ.',
    ml: 'രണ്ടു ജാതകങ്ങളിലും ദോഷമുണ്ടെങ്കിൽ അതു പരസ്പരം ഇല്ലാതാകുന്നു; പൊരുത്തത്തിലെ സാധാരണ നിയമം.',
    mr: 'दोन्ही कुंडल्यांत दोष असल्यास तो परस्परांत भंग होतो; हा जुळणीचा प्रचलित नियम आहे.',
    bn: 'দুটি কোষ্ঠীতেই দোষ থাকলে তা পরস্পর খণ্ডিত হয়; এটি মিলনের প্রচলিত নিয়ম.',
    gu: 'બંને કુંડળીમાં દોષ હોય તો તે પરસ્પર ભંગ થાય છે; મેળાપકનો આ પ્રચલિત નિયમ છે.' },
    source: 'AR 1; CH; AS; FS',
  },
  {
    id: 'balanced',
    en: 'One manglik, balanced by the other chart', hi: 'एक मांगलिक, दूसरी कुंडली से संतुलित', ta: 'ஒருவருக்குச் செவ்வாய் தோஷம், மற்ற ஜாதகத்தால் சமன்', te: 'ఒక్కరికి కుజ దోషం, మరో జాతకం సమతుల్యం చేస్తుంది', kn: 'ಒಬ್ಬರಿಗೆ ಕುಜ ದೋಷ, ಇನ್ನೊಂದು ಜಾತಕದಿಂದ ಸಮತೋಲನ', ml: 'ഒരാൾക്കു ചൊവ്വാദോഷം, മറ്റേ ജാതകം സമീകരിക്കുന്നു', mr: 'एकाला मंगळ दोष, दुसऱ्या कुंडलीने समतोल', bn: 'একজন মাঙ্গলিক, অন্য কোষ্ঠী ভারসাম্য আনে', gu: 'એક માંગલિક, બીજી કુંડળીથી સંતુલિત',
    explanation: { en: 'The other partner has Mars, Saturn, Rahu or Ketu in one of the dosha houses from the lagna, which some texts count as balancing.',
    hi: 'दूसरे साथी की कुंडली में लग्न से दोष वाले किसी भाव में मंगल, शनि, राहु या केतु है, जिसे कुछ ग्रंथ संतुलन मानते हैं।',
    ta: 'மற்றவரின் ஜாதகத்தில் லக்னத்திலிருந்து தோஷ பாவம் ஒன்றில் செவ்வாய், சனி, ராகு அல்லது கேது உள்ளது; சில நூல்கள் இதைச் சமன் எனக் கொள்கின்றன.',
    te: 'మరొకరి జాతకంలో లగ్నం నుండి దోష స్థానాలలో ఒకదానిలో కుజుడు, శని, రాహువు లేదా కేతువు ఉన్నారు; కొన్ని గ్రంథాలు దీనిని సమతుల్యంగా భావిస్తాయి.',
    kn: 'ಇನ್ನೊಬ್ಬರ ಜಾತಕದಲ್ಲಿ ಲಗ್ನದಿಂದ ದೋಷ ಭಾವಗಳಲ್ಲಿ ಒಂದರಲ್ಲಿ ಕುಜ, ಶನಿ, ರಾಹು ಅಥವಾ ಕೇತು ಇದ್ದಾರೆ; ಕೆಲವು ಗ್ರಂಥಗಳು ಇದನ್ನು ಸಮತೋಲನವೆಂದು ಪರಿಗಣಿಸುತ್ತವೆ.',
    ml: 'മറ്റേയാളുടെ ജാതകത്തിൽ ലഗ്നത്തിൽനിന്നുള്ള ദോഷഭാവങ്ങളിലൊന്നിൽ ചൊവ്വ, ശനി, രാഹു അല്ലെങ്കിൽ കേതു ഉണ്ട്; ചില ഗ്രന്ഥങ്ങൾ ഇതിനെ സമീകരണമായി കണക്കാക്കുന്നു.',
    mr: 'दुसऱ्या जोडीदाराच्या कुंडलीत लग्नापासून दोषस्थानांपैकी एकात मंगळ, शनी, राहू किंवा केतू आहे; काही ग्रंथ याला समतोल मानतात.',
    bn: 'অন্যজনের কোষ্ঠীতে লগ্ন থেকে দোষের কোনো ভাবে মঙ্গল, শনি, রাহু বা কেতু আছে; কিছু গ্রন্থ একে ভারসাম্য বলে গণ্য করে.',
    gu: 'બીજા સાથીની કુંડળીમાં લગ્નથી દોષના કોઈ ભાવમાં મંગળ, શનિ, રાહુ કે કેતુ છે; કેટલાક ગ્રંથો આને સંતુલન માને છે.' },
    source: 'AS 1, 3; horasarvam.blogspot.com 2022/02 (10)',
  },
  {
    id: 'one-manglik',
    en: 'One manglik, not balanced', hi: 'एक मांगलिक, असंतुलित', ta: 'ஒருவருக்குச் செவ்வாய் தோஷம், சமன் இல்லை', te: 'ఒక్కరికి కుజ దోషం, సమతుల్యం లేదు', kn: 'ಒಬ್ಬರಿಗೆ ಕುಜ ದೋಷ, ಸಮತೋಲನವಿಲ್ಲ', ml: 'ഒരാൾക്കു ചൊവ്വാദോഷം, സമീകരണമില്ല', mr: 'एकाला मंगळ दोष, समतोल नाही', bn: 'একজন মাঙ্গলিক, ভারসাম্য নেই', gu: 'એક માંગલિક, અસંતુલિત',
    explanation: { en: 'Only one partner carries the dosha and nothing in the other chart balances it.',
    hi: 'केवल एक साथी में दोष है और दूसरी कुंडली में इसका कोई संतुलन नहीं।',
    ta: 'ஒருவருக்கு மட்டுமே தோஷம் உள்ளது; மற்ற ஜாதகத்தில் அதைச் சமன் செய்வது எதுவும் இல்லை.',
    te: 'ఒక్కరికే దోషం ఉంది, మరో జాతకంలో దానిని సమతుల్యం చేసేది ఏదీ లేదు.',
    kn: 'ಒಬ್ಬರಿಗೆ ಮಾತ್ರ ದೋಷವಿದೆ, ಇನ್ನೊಂದು ಜಾತಕದಲ್ಲಿ ಅದನ್ನು ಸಮತೋಲನಗೊಳಿಸುವುದು ಏನೂ ಇಲ್ಲ.',
    ml: 'ഒരാൾക്കു മാത്രമേ ദോഷമുള്ളൂ; മറ്റേ ജാതകത്തിൽ അതിനെ സമീകരിക്കുന്നതൊന്നുമില്ല.',
    mr: 'फक्त एकाच जोडीदारात दोष आहे आणि दुसऱ्या कुंडलीत त्याचा समतोल साधणारे काहीही नाही.',
    bn: 'কেবল একজনের দোষ আছে এবং অন্য কোষ্ঠীতে তার কোনো ভারসাম্য নেই.',
    gu: 'ફક્ત એક સાથીમાં દોષ છે અને બીજી કુંડળીમાં તેનું કોઈ સંતુલન નથી.' },
    source: 'FS; AR',
  },
] as const satisfies readonly (Explained & { readonly id: string })[];
export type ManglikPairVerdictId = (typeof MANGLIK_PAIR_VERDICTS)[number]['id'];

// ── Remedies ────────────────────────────────────────────────────────────────────────────────────────────────

export type ManglikRemedyKind = 'ritual' | 'worship' | 'mantra' | 'fast' | 'charity';

interface RemedyRecord extends Explained {
  readonly id: string;
  readonly kind: ManglikRemedyKind;
}

/** The customary remedies, as practice reports them; this product neither recommends nor grades them. */
export const MANGLIK_REMEDIES = [
  {
    id: 'kumbh-vivah', kind: 'ritual',
    en: 'Kumbh vivah', hi: 'कुंभ विवाह', ta: 'கும்ப விவாகம்', te: 'కుంభ వివాహం', kn: 'ಕುಂಭ ವಿವಾಹ', ml: 'കുംഭവിവാഹം', mr: 'कुंभ विवाह', bn: 'কুম্ভ বিবাহ', gu: 'કુંભ વિવાહ',
    explanation: { en: 'A symbolic first marriage to a pot, a peepal or banana tree, or an image of Vishnu, performed before the real wedding.',
    hi: 'वास्तविक विवाह से पहले घड़े, पीपल या केले के पेड़, या विष्णु की प्रतिमा से किया जाने वाला प्रतीकात्मक पहला विवाह।',
    ta: 'உண்மையான திருமணத்துக்கு முன், குடம், அரச மரம் அல்லது வாழை மரம், அல்லது விஷ்ணுவின் உருவத்துடன் நடத்தப்படும் அடையாள முதல் திருமணம்.',
    te: 'నిజమైన వివాహానికి ముందు కుండ, రావి లేదా అరటి చెట్టు, లేదా విష్ణు ప్రతిమతో జరిపే ప్రతీకాత్మక తొలి వివాహం.',
    kn: 'ನಿಜವಾದ ವಿವಾಹಕ್ಕೆ ಮುನ್ನ ಕೊಡ, ಅಶ್ವತ್ಥ ಅಥವಾ ಬಾಳೆ ಮರ, ಅಥವಾ ವಿಷ್ಣುವಿನ ವಿಗ್ರಹದೊಂದಿಗೆ ನಡೆಸುವ ಸಾಂಕೇತಿಕ ಮೊದಲ ವಿವಾಹ.',
    ml: 'യഥാർഥ വിവാഹത്തിനു മുമ്പ് കുടം, അരയാൽ അല്ലെങ്കിൽ വാഴ, അല്ലെങ്കിൽ വിഷ്ണുവിഗ്രഹം എന്നിവയുമായി നടത്തുന്ന പ്രതീകാത്മക ആദ്യവിവാഹം.',
    mr: 'खऱ्या विवाहापूर्वी घट, पिंपळ किंवा केळीचे झाड, किंवा विष्णूच्या प्रतिमेशी केला जाणारा प्रतीकात्मक पहिला विवाह.',
    bn: 'প্রকৃত বিবাহের আগে কলস, অশ্বত্থ বা কলাগাছ, অথবা বিষ্ণুমূর্তির সঙ্গে সম্পন্ন প্রতীকী প্রথম বিবাহ.',
    gu: 'ખરા લગ્ન પહેલાં ઘડો, પીપળો કે કેળનું ઝાડ, અથવા વિષ્ણુની પ્રતિમા સાથે કરાતાં પ્રતીકાત્મક પ્રથમ લગ્ન.' },
    source: 'Hindustan Times, "Ash to marry tree first", 29 Nov 2006; mirathon.blogspot.com 2006/12 (banana tree in Kerala)',
  },
  {
    id: 'hanuman-tuesday', kind: 'worship',
    en: 'Worship of Hanuman on Tuesdays', hi: 'मंगलवार को हनुमान पूजा', ta: 'செவ்வாய்க்கிழமைகளில் அனுமன் வழிபாடு', te: 'మంగళవారాల్లో హనుమాన్ పూజ', kn: 'ಮಂಗಳವಾರಗಳಂದು ಹನುಮಂತನ ಪೂಜೆ', ml: 'ചൊവ്വാഴ്ചകളിൽ ഹനുമാൻ പൂജ', mr: 'मंगळवारी हनुमान पूजा', bn: 'মঙ্গলবারে হনুমান পূজা', gu: 'મંગળવારે હનુમાન પૂજા',
    explanation: { en: 'Visiting a Hanuman temple on Tuesdays, offering sindoor and reciting the Hanuman Chalisa.',
    hi: 'मंगलवार को हनुमान मंदिर जाना, सिंदूर चढ़ाना और हनुमान चालीसा का पाठ करना।',
    ta: 'செவ்வாய்க்கிழமைகளில் அனுமன் கோவிலுக்குச் சென்று செந்தூரம் சாற்றி, அனுமன் சாலீசா பாராயணம் செய்தல்.',
    te: 'మంగళవారాల్లో హనుమాన్ ఆలయాన్ని దర్శించి, సిందూరం సమర్పించి, హనుమాన్ చాలీసా పఠించడం.',
    kn: 'ಮಂಗಳವಾರಗಳಂದು ಹನುಮಂತನ ದೇವಾಲಯಕ್ಕೆ ಹೋಗಿ ಸಿಂಧೂರ ಅರ್ಪಿಸಿ ಹನುಮಾನ್ ಚಾಲೀಸಾ ಪಠಿಸುವುದು.',
    ml: 'ചൊവ്വാഴ്ചകളിൽ ഹനുമാൻ ക്ഷേത്രം സന്ദർശിച്ച് സിന്ദൂരം അർപ്പിക്കുകയും ഹനുമാൻ ചാലീസ ജപിക്കുകയും ചെയ്യൽ.',
    mr: 'मंगळवारी हनुमान मंदिरात जाणे, शेंदूर अर्पण करणे आणि हनुमान चालिसेचे पठण करणे.',
    bn: 'মঙ্গলবারে হনুমান মন্দিরে গিয়ে সিঁদুর নিবেদন ও হনুমান চালিসা পাঠ.',
    gu: 'મંગળવારે હનુમાન મંદિરે જવું, સિંદૂર ચડાવવું અને હનુમાન ચાલીસાનો પાઠ કરવો.' },
    source: 'articleslash.net "The Manglik Factor in the Horoscope"; shunnya.in/blogs/tue_remedies.php',
  },
  {
    id: 'mangal-beej-mantra', kind: 'mantra',
    en: 'Mangal beej mantra', hi: 'मंगल बीज मंत्र', ta: 'செவ்வாய் பீஜ மந்திரம்', te: 'కుజ బీజ మంత్రం', kn: 'ಕುಜ ಬೀಜ ಮಂತ್ರ', ml: 'ചൊവ്വയുടെ ബീജമന്ത്രം', mr: 'मंगळ बीज मंत्र', bn: 'মঙ্গল বীজ মন্ত্র', gu: 'મંગળ બીજ મંત્ર',
    explanation: { en: 'Chanting the seed mantra of Mars, one rosary of 108 a day (324 or 1008 for a special observance).',
    hi: 'मंगल के बीज मंत्र का जप, प्रतिदिन एक माला (108); विशेष साधना में 324 या 1008।',
    ta: 'செவ்வாயின் பீஜ மந்திரத்தை நாள்தோறும் ஒரு மாலை (108) ஜபித்தல்; சிறப்பு அனுஷ்டானத்துக்கு 324 அல்லது 1008.',
    te: 'కుజుడి బీజ మంత్రాన్ని రోజుకు ఒక మాల (108) జపించడం; ప్రత్యేక అనుష్ఠానానికి 324 లేదా 1008.',
    kn: 'ಕುಜನ ಬೀಜ ಮಂತ್ರವನ್ನು ದಿನಕ್ಕೆ ಒಂದು ಮಾಲೆ (108) ಜಪಿಸುವುದು; ವಿಶೇಷ ಅನುಷ್ಠಾನಕ್ಕೆ 324 ಅಥವಾ 1008.',
    ml: 'ചൊവ്വയുടെ ബീജമന്ത്രം ദിവസവും ഒരു മാല (108) ജപിക്കൽ; പ്രത്യേക അനുഷ്ഠാനത്തിന് 324 അല്ലെങ്കിൽ 1008.',
    mr: 'मंगळाच्या बीज मंत्राचा दररोज एक माळ (108) जप; विशेष साधनेसाठी 324 किंवा 1008.',
    bn: 'মঙ্গলের বীজ মন্ত্র প্রতিদিন এক মালা (108) জপ; বিশেষ সাধনায় 324 বা 1008.',
    gu: 'મંગળના બીજ મંત્રનો રોજ એક માળા (108) જાપ; વિશેષ સાધનામાં 324 કે 1008.' },
    source: 'anantbhakti.online/2025/08/mangal-mantra.html (text and counts)',
  },
  {
    id: 'tuesday-fast', kind: 'fast',
    en: 'Fasting on Tuesdays', hi: 'मंगलवार का व्रत', ta: 'செவ்வாய்க்கிழமை விரதம்', te: 'మంగళవార వ్రతం', kn: 'ಮಂಗಳವಾರದ ವ್ರತ', ml: 'ചൊവ്വാഴ്ച വ്രതം', mr: 'मंगळवारचा उपवास', bn: 'মঙ্গলবারের উপবাস', gu: 'મંગળવારનો ઉપવાસ',
    explanation: { en: 'Keeping a fast on Tuesdays, the day of Mars and of Hanuman.',
    hi: 'मंगल और हनुमान के दिन, मंगलवार को व्रत रखना।',
    ta: 'செவ்வாய்க்கும் அனுமனுக்கும் உரிய நாளான செவ்வாய்க்கிழமையில் விரதம் இருத்தல்.',
    te: 'కుజుడికీ హనుమంతుడికీ ప్రీతికరమైన మంగళవారం ఉపవాసం ఉండటం.',
    kn: 'ಕುಜ ಮತ್ತು ಹನುಮಂತನ ದಿನವಾದ ಮಂಗಳವಾರ ಉಪವಾಸ ಮಾಡುವುದು.',
    ml: 'ചൊവ്വയുടെയും ഹനുമാന്റെയും ദിവസമായ ചൊവ്വാഴ്ച വ്രതം അനുഷ്ഠിക്കൽ.',
    mr: 'मंगळाचा आणि हनुमानाचा दिवस असलेल्या मंगळवारी उपवास करणे.',
    bn: 'মঙ্গল ও হনুমানের দিন মঙ্গলবারে উপবাস পালন.',
    gu: 'મંગળ અને હનુમાનના દિવસે, મંગળવારે ઉપવાસ કરવો.' },
    source: 'shunnya.in/blogs/tue_remedies.php; webdunia.com (मंगलवार का उपवास)',
  },
  {
    id: 'red-lentils', kind: 'charity',
    en: 'Donating red lentils', hi: 'मसूर दाल का दान', ta: 'சிவப்புப் பருப்பு தானம்', te: 'ఎర్ర కందిపప్పు దానం', kn: 'ಕೆಂಪು ಬೇಳೆ ದಾನ', ml: 'ചുവന്ന പരിപ്പ് ദാനം', mr: 'मसूर डाळीचे दान', bn: 'মসুর ডাল দান', gu: 'મસૂર દાળનું દાન',
    explanation: { en: 'Giving red lentils (masoor dal) to the needy on a Tuesday.',
    hi: 'मंगलवार को ज़रूरतमंदों को लाल मसूर की दाल दान करना।',
    ta: 'செவ்வாய்க்கிழமை தேவையுள்ளவர்களுக்குச் சிவப்பு மசூர் பருப்பு தானம் செய்தல்.',
    te: 'మంగళవారం అవసరమైనవారికి ఎర్ర మసూర్ పప్పు దానం చేయడం.',
    kn: 'ಮಂಗಳವಾರ ಅಗತ್ಯವಿರುವವರಿಗೆ ಕೆಂಪು ಮಸೂರ್ ಬೇಳೆ ದಾನ ಮಾಡುವುದು.',
    ml: 'ചൊവ്വാഴ്ച ആവശ്യക്കാർക്ക് ചുവന്ന മസൂർ പരിപ്പ് ദാനം ചെയ്യൽ.',
    mr: 'मंगळवारी गरजूंना लाल मसूर डाळ दान करणे.',
    bn: 'মঙ্গলবারে অভাবীদের লাল মসুর ডাল দান.',
    gu: 'મંગળવારે જરૂરિયાતમંદોને લાલ મસૂરની દાળનું દાન કરવું.' },
    source: 'abplive.com, "Mangalwar Daan", 2022; starzspeak.com post 3141',
  },
] as const satisfies readonly RemedyRecord[];
export type ManglikRemedyId = (typeof MANGLIK_REMEDIES)[number]['id'];

/** The seed mantra of Mars, with its transliteration and the daily count (source: `mangal-beej-mantra`). */
export const MANGAL_BEEJ_MANTRA = {
  devanagari: 'ॐ क्रां क्रीं क्रौं सः भौमाय नमः',
  transliteration: 'Om Kraam Kreem Kraum Sah Bhaumaya Namah',
  dailyCount: 108,
  source: 'anantbhakti.online/2025/08/mangal-mantra.html',
} as const;

/**
 * The one-line reading of a chart's manglik result, from `manglik` (before cancellations) and `cancellation`.
 * This product's wording of the results above; no further rule.
 */
export const MANGLIK_READINGS = [
  {
    id: 'not-manglik', en: 'Not manglik', hi: 'मांगलिक नहीं', ta: 'செவ்வாய் தோஷம் இல்லை', te: 'కుజ దోషం లేదు', kn: 'ಕುಜ ದೋಷವಿಲ್ಲ', ml: 'ചൊവ്വാദോഷമില്ല', mr: 'मंगळ दोष नाही', bn: 'মাঙ্গলিক নয়', gu: 'માંગલિક નથી',
    explanation: { en: 'Mars stands in none of the dosha houses from the lagna, the Moon or Venus.',
    hi: 'मंगल लग्न, चंद्रमा या शुक्र से किसी भी दोष वाले भाव में नहीं है।',
    ta: 'லக்னம், சந்திரன் அல்லது சுக்கிரனிலிருந்து எந்தத் தோஷ பாவத்திலும் செவ்வாய் இல்லை.',
    te: 'లగ్నం, చంద్రుడు లేదా శుక్రుడి నుండి ఏ దోష స్థానంలోనూ కుజుడు లేడు.',
    kn: 'ಲಗ್ನ, ಚಂದ್ರ ಅಥವಾ ಶುಕ್ರನಿಂದ ಯಾವ ದೋಷ ಭಾವದಲ್ಲೂ ಕುಜನಿಲ್ಲ.',
    ml: 'ലഗ്നം, ചന്ദ്രൻ, ശുക്രൻ എന്നിവയിൽനിന്ന് ഒരു ദോഷഭാവത്തിലും ചൊവ്വയില്ല.',
    mr: 'लग्न, चंद्र किंवा शुक्रापासून कोणत्याही दोषस्थानात मंगळ नाही.',
    bn: 'লগ্ন, চন্দ্র বা শুক্র থেকে দোষের কোনো ভাবেই মঙ্গল নেই.',
    gu: 'લગ્ન, ચંદ્ર કે શુક્રથી દોષના કોઈ પણ ભાવમાં મંગળ નથી.' },
  },
  {
    id: 'manglik', en: 'Manglik', hi: 'मांगलिक', ta: 'செவ்வாய் தோஷம் உண்டு', te: 'కుజ దోషం ఉంది', kn: 'ಕುಜ ದೋಷವಿದೆ', ml: 'ചൊവ്വാദോഷമുണ്ട്', mr: 'मंगळ दोष आहे', bn: 'মাঙ্গলিক', gu: 'માંગલિક',
    explanation: { en: 'Mars stands in a dosha house and none of the checked conditions cancels it.',
    hi: 'मंगल दोष वाले भाव में है और जाँची गई कोई भी स्थिति इसे भंग नहीं करती।',
    ta: 'செவ்வாய் ஒரு தோஷ பாவத்தில் உள்ளது; சரிபார்த்த நிலைகளில் எதுவும் அதை நீக்கவில்லை.',
    te: 'కుజుడు ఒక దోష స్థానంలో ఉన్నాడు; పరిశీలించిన ఏ పరిస్థితీ దానిని భంగం చేయదు.',
    kn: 'ಕುಜ ಒಂದು ದೋಷ ಭಾವದಲ್ಲಿದ್ದಾನೆ; ಪರಿಶೀಲಿಸಿದ ಯಾವ ಸ್ಥಿತಿಯೂ ಅದನ್ನು ಭಂಗಗೊಳಿಸುವುದಿಲ್ಲ.',
    ml: 'ചൊവ്വ ഒരു ദോഷഭാവത്തിലാണ്; പരിശോധിച്ച ഒരു അവസ്ഥയും അതിനെ നീക്കുന്നില്ല.',
    mr: 'मंगळ दोषस्थानात आहे आणि तपासलेली कोणतीही स्थिती तो भंग करत नाही.',
    bn: 'মঙ্গল দোষের ভাবে আছে এবং যাচাই করা কোনো অবস্থাই তা খণ্ডন করে না.',
    gu: 'મંગળ દોષના ભાવમાં છે અને તપાસેલી કોઈ પણ સ્થિતિ તેનો ભંગ કરતી નથી.' },
  },
  {
    id: 'partly-cancelled', en: 'Manglik, partly cancelled', hi: 'मांगलिक, आंशिक भंग', ta: 'செவ்வாய் தோஷம், பகுதி நீக்கம்', te: 'కుజ దోషం, పాక్షిక భంగం', kn: 'ಕುಜ ದೋಷ, ಭಾಗಶಃ ಭಂಗ', ml: 'ചൊവ്വാദോഷം, ഭാഗികമായി പരിഹൃതം', mr: 'मंगळ दोष, आंशिक भंग', bn: 'মাঙ্গলিক, আংশিক খণ্ডিত', gu: 'માંગલિક, આંશિક ભંગ',
    explanation: { en: 'Mars stands in a dosha house; some conditions soften the dosha but part of it remains.',
    hi: 'मंगल दोष वाले भाव में है; कुछ स्थितियाँ दोष को घटाती हैं पर उसका कुछ अंश बना रहता है।',
    ta: 'செவ்வாய் ஒரு தோஷ பாவத்தில் உள்ளது; சில நிலைகள் தோஷத்தைக் குறைக்கின்றன, ஆனால் அதன் ஒரு பகுதி நிற்கிறது.',
    te: 'కుజుడు ఒక దోష స్థానంలో ఉన్నాడు; కొన్ని పరిస్థితులు దోషాన్ని తగ్గిస్తాయి కానీ కొంత మిగిలే ఉంటుంది.',
    kn: 'ಕುಜ ಒಂದು ದೋಷ ಭಾವದಲ್ಲಿದ್ದಾನೆ; ಕೆಲವು ಸ್ಥಿತಿಗಳು ದೋಷವನ್ನು ಕಡಿಮೆ ಮಾಡುತ್ತವೆ, ಆದರೆ ಅದರ ಒಂದು ಭಾಗ ಉಳಿಯುತ್ತದೆ.',
    ml: 'ചൊവ്വ ഒരു ദോഷഭാവത്തിലാണ്; ചില അവസ്ഥകൾ ദോഷം കുറയ്ക്കുന്നുവെങ്കിലും അതിന്റെ ഒരു ഭാഗം ശേഷിക്കുന്നു.',
    mr: 'मंगळ दोषस्थानात आहे; काही स्थिती दोष कमी करतात, पण त्याचा काही अंश उरतो.',
    bn: 'মঙ্গল দোষের ভাবে আছে; কিছু অবস্থা দোষ কমায়, তবে তার কিছু অংশ থেকে যায়.',
    gu: 'મંગળ દોષના ભાવમાં છે; કેટલીક સ્થિતિઓ દોષ ઘટાડે છે, પણ તેનો થોડો અંશ રહે છે.' },
  },
  {
    id: 'cancelled', en: 'Manglik, cancelled', hi: 'मांगलिक, दोष भंग', ta: 'செவ்வாய் தோஷம், நீங்கியது', te: 'కుజ దోషం, భంగం', kn: 'ಕುಜ ದೋಷ, ಭಂಗ', ml: 'ചൊവ്വാദോഷം, പരിഹൃതം', mr: 'मंगळ दोष, भंग', bn: 'মাঙ্গলিক, দোষ খণ্ডিত', gu: 'માંગલિક, દોષ ભંગ',
    explanation: { en: 'Mars stands in a dosha house, but the conditions met cancel the dosha entirely.',
    hi: 'मंगल दोष वाले भाव में है, पर पूरी हुई स्थितियाँ दोष को पूरी तरह भंग कर देती हैं।',
    ta: 'செவ்வாய் ஒரு தோஷ பாவத்தில் உள்ளது, ஆனால் பொருந்திய நிலைகள் தோஷத்தை முழுமையாக நீக்குகின்றன.',
    te: 'కుజుడు ఒక దోష స్థానంలో ఉన్నాడు, కానీ నెరవేరిన పరిస్థితులు దోషాన్ని పూర్తిగా భంగం చేస్తాయి.',
    kn: 'ಕುಜ ಒಂದು ದೋಷ ಭಾವದಲ್ಲಿದ್ದಾನೆ, ಆದರೆ ಪೂರೈಸಿದ ಸ್ಥಿತಿಗಳು ದೋಷವನ್ನು ಸಂಪೂರ್ಣವಾಗಿ ಭಂಗಗೊಳಿಸುತ್ತವೆ.',
    ml: 'ചൊവ്വ ഒരു ദോഷഭാവത്തിലാണ്, എന്നാൽ പാലിക്കപ്പെട്ട അവസ്ഥകൾ ദോഷം പൂർണമായി നീക്കുന്നു.',
    mr: 'मंगळ दोषस्थानात आहे, पण पूर्ण झालेल्या स्थिती दोष पूर्णपणे भंग करतात.',
    bn: 'মঙ্গল দোষের ভাবে আছে, কিন্তু পূর্ণ হওয়া অবস্থাগুলি দোষ সম্পূর্ণ খণ্ডন করে.',
    gu: 'મંગળ દોષના ભાવમાં છે, પણ પૂરી થયેલી સ્થિતિઓ દોષનો સંપૂર્ણ ભંગ કરે છે.' },
  },
] as const;
export type ManglikReadingId = (typeof MANGLIK_READINGS)[number]['id'];
