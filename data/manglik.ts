/**
 * Reference tables of Manglik (kuja / mangal / chevvai dosha): Mars in certain houses counted from the lagna,
 * the Moon and Venus, the grading of its strength, the rules that cancel it (parihara), the rules between two
 * partners and the customary remedies. The evaluation lives in astro/doshas/manglik.ts.
 *
 * The texts disagree on almost every point (which houses, which reference point weighs most, which exceptions
 * cancel and which only soften). Each table names the convention chosen and the sources beside it; nothing here
 * is quoted: names, rules and explanations are written for this product in English and Hindi.
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
import type { Text } from './text.ts';

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

/** What an explained record carries: names and a one-sentence explanation in English and Hindi. */
interface Explained {
  readonly en: string;
  readonly hi: string;
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
    en: 'North Indian (1, 4, 7, 8, 12)', hi: 'उत्तर भारतीय (1, 4, 7, 8, 12)',
    explanation: { en: 'Mars in the 1st, 4th, 7th, 8th or 12th house, the houses the common matching verse names.',
    hi: 'मंगल पहले, चौथे, सातवें, आठवें या बारहवें भाव में, जिन भावों को मिलान का प्रचलित श्लोक गिनाता है।' },
    source: 'FS',
  },
  {
    id: 'south', houses: [2, 4, 7, 8, 12],
    en: 'South Indian (2, 4, 7, 8, 12)', hi: 'दक्षिण भारतीय (2, 4, 7, 8, 12)',
    explanation: { en: 'Deva Keralam and Kerala practice count the 2nd house, the house of family, in place of the 1st.',
    hi: 'देवकेरलम् और केरल की परंपरा पहले भाव के स्थान पर दूसरे (कुटुंब) भाव को गिनती है।' },
    source: 'DK',
  },
  {
    id: 'combined', houses: [1, 2, 4, 7, 8, 12],
    en: 'Both schools (1, 2, 4, 7, 8, 12)', hi: 'दोनों मत (1, 2, 4, 7, 8, 12)',
    explanation: { en: 'The 1st and the 2nd are both counted, as Raman and most modern tables do.',
    hi: 'पहला और दूसरा दोनों भाव गिने जाते हैं, जैसा रमन और अधिकांश आधुनिक तालिकाएँ करती हैं।' },
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
    id: 'lagna', weight: 2, en: 'From the lagna', hi: 'लग्न से',
    explanation: { en: 'The lagna stands for the body and the person; the dosha counted from it weighs most.',
    hi: 'लग्न शरीर और व्यक्ति का सूचक है; इससे गिना गया दोष सबसे भारी माना जाता है।' },
    source: 'VA; PP',
  },
  {
    id: 'moon', weight: 1, en: 'From the Moon', hi: 'चंद्रमा से',
    explanation: { en: 'The Moon stands for the mind; counted from it the dosha weighs half as much as from the lagna.',
    hi: 'चंद्रमा मन का सूचक है; इससे गिना गया दोष लग्न से गिने दोष का आधा माना जाता है।' },
    source: 'VA; PP',
  },
  {
    id: 'venus', weight: 1, en: 'From Venus', hi: 'शुक्र से',
    explanation: { en: 'Venus signifies marriage; counted from it the dosha weighs as much as from the Moon.',
    hi: 'शुक्र विवाह का कारक है; इससे गिना गया दोष चंद्रमा से गिने दोष के बराबर माना जाता है।' },
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
  { id: 'high', minScore: 65, en: 'High', hi: 'उच्च' },
  { id: 'medium', minScore: 35, en: 'Medium', hi: 'मध्यम' },
  { id: 'low', minScore: 1, en: 'Low', hi: 'निम्न' },
  { id: 'none', minScore: 0, en: 'None', hi: 'नहीं' },
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
    en: 'Mars in the 2nd in Gemini or Virgo', hi: 'दूसरे भाव में मिथुन या कन्या का मंगल',
    explanation: { en: 'Mars in the 2nd house gives no dosha when that house is a sign of Mercury.',
    hi: 'दूसरे भाव में मंगल बुध की राशि में हो तो दोष नहीं बनता।' },
    source: 'BVR (Part 7) a; AR 4; DK (Deva Keralam)',
  },
  {
    id: 'fourth-in-aries-scorpio', scope: 'reference', effect: 'full', house: 4, signs: [1, 8],
    en: 'Mars in the 4th in Aries or Scorpio', hi: 'चौथे भाव में मेष या वृश्चिक का मंगल',
    explanation: { en: 'Mars in the 4th house in its own sign gives no dosha.',
    hi: 'चौथे भाव में मंगल अपनी राशि में हो तो दोष नहीं बनता।' },
    source: 'BVR (Part 7) b; AR 5; PP',
  },
  {
    id: 'seventh-in-cancer-capricorn', scope: 'reference', effect: 'full', house: 7, signs: [4, 10],
    en: 'Mars in the 7th in Cancer or Capricorn', hi: 'सातवें भाव में कर्क या मकर का मंगल',
    explanation: { en: 'Mars in the 7th house in its sign of debilitation or exaltation gives no dosha.',
    hi: 'सातवें भाव में मंगल अपनी नीच या उच्च राशि में हो तो दोष नहीं बनता।' },
    source: 'BVR (Part 7) c; AR 6; PP',
  },
  {
    id: 'eighth-in-sagittarius-pisces', scope: 'reference', effect: 'full', house: 8, signs: [9, 12],
    en: 'Mars in the 8th in Sagittarius or Pisces', hi: 'आठवें भाव में धनु या मीन का मंगल',
    explanation: { en: 'Mars in the 8th house in a sign of Jupiter gives no dosha.',
    hi: 'आठवें भाव में मंगल गुरु की राशि में हो तो दोष नहीं बनता।' },
    source: 'BVR (Part 7) d; AR 7; PP',
  },
  {
    id: 'twelfth-in-taurus-libra', scope: 'reference', effect: 'full', house: 12, signs: [2, 7],
    en: 'Mars in the 12th in Taurus or Libra', hi: 'बारहवें भाव में वृषभ या तुला का मंगल',
    explanation: { en: 'Mars in the 12th house in a sign of Venus gives no dosha.',
    hi: 'बारहवें भाव में मंगल शुक्र की राशि में हो तो दोष नहीं बनता।' },
    source: 'BVR (Part 7) e; AR 8; PP; DK (Deva Keralam)',
  },
  {
    id: 'first-in-aries', scope: 'reference', effect: 'partial', house: 1, signs: [1],
    en: 'Mars in the 1st in Aries', hi: 'पहले भाव में मेष का मंगल',
    explanation: { en: 'A second list of exceptions softens Mars in the 1st house when it stands in Aries, its own sign.',
    hi: 'अपवादों की एक दूसरी सूची के अनुसार पहले भाव में मेष (स्वराशि) का मंगल दोष को घटाता है।' },
    source: 'AT (aghortantra.com; articleslash.net: "reduced to some extent")',
  },
  {
    id: 'mars-in-leo-aquarius', scope: 'chart', effect: 'full', signs: [5, 11],
    en: 'Mars in Leo or Aquarius', hi: 'सिंह या कुंभ राशि में मंगल',
    explanation: { en: 'Mars in Leo or Aquarius gives no dosha in any house.',
    hi: 'सिंह या कुंभ राशि का मंगल किसी भी भाव में दोष नहीं देता।' },
    source: 'BVR (Part 7) f; AR 2; PP',
  },
  {
    id: 'mars-own-or-exalted', scope: 'chart', effect: 'full', signs: [1, 8, 10],
    en: 'Mars in its own sign or exalted', hi: 'मंगल स्वराशि या उच्च राशि में',
    explanation: { en: 'Mars in Aries, Scorpio or Capricorn is strong and dignified and does not harm the marriage.',
    hi: 'मेष, वृश्चिक या मकर का मंगल बलवान और प्रतिष्ठित होता है और विवाह को हानि नहीं पहुँचाता।' },
    source: 'BP 1 (Aries, Scorpio); CH (own sign, exaltation)',
  },
  {
    id: 'mars-with-jupiter', scope: 'chart', effect: 'full',
    en: 'Mars with Jupiter', hi: 'मंगल गुरु के साथ',
    explanation: { en: 'Jupiter in the same sign as Mars counteracts the dosha.',
    hi: 'मंगल की राशि में ही गुरु हो तो दोष का प्रतिकार होता है।' },
    source: 'AR 3; PP; askastrologer.com',
  },
  {
    id: 'mars-with-moon', scope: 'chart', effect: 'full',
    en: 'Mars with the Moon (chandra-mangala)', hi: 'मंगल चंद्रमा के साथ (चंद्र-मंगल)',
    explanation: { en: 'The Moon in the same sign as Mars counteracts the dosha.',
    hi: 'मंगल की राशि में ही चंद्रमा हो तो दोष का प्रतिकार होता है।' },
    source: 'AR 3; PP; askastrologer.com',
  },
  {
    id: 'jupiter-aspects-mars', scope: 'chart', effect: 'partial',
    en: 'Jupiter aspects Mars', hi: 'मंगल पर गुरु की दृष्टि',
    explanation: { en: 'The full aspect of Jupiter (5th, 7th or 9th from it) on Mars softens the dosha.',
    hi: 'मंगल पर गुरु की पूर्ण दृष्टि (उससे पाँचवें, सातवें या नौवें) दोष को घटाती है।' },
    source: 'BP 5; CH (BPHS: no dosha when a benefic aspects Mars)',
  },
  {
    id: 'jupiter-or-venus-in-lagna', scope: 'chart', effect: 'full',
    en: 'Jupiter or Venus in the lagna', hi: 'लग्न में गुरु या शुक्र',
    explanation: { en: 'Either natural benefic standing in the 1st house removes the dosha.',
    hi: 'पहले भाव में किसी भी नैसर्गिक शुभ ग्रह (गुरु या शुक्र) की उपस्थिति दोष हटाती है।' },
    source: 'PP; myindian-vedicastrology.blogspot.com 2009/09; AS 2',
  },
  {
    id: 'strong-jupiter-or-venus-in-seventh', scope: 'chart', effect: 'partial',
    en: 'Strong Jupiter or Venus in the 7th', hi: 'सातवें भाव में बलवान गुरु या शुक्र',
    explanation: { en: 'Jupiter or Venus in the 7th house, neither debilitated nor combust, protects the marriage.',
    hi: 'सातवें भाव में गुरु या शुक्र, जो न नीच हो न अस्त, विवाह की रक्षा करता है।' },
    source: 'AS 2',
  },
  {
    id: 'lagna-cancer-leo', scope: 'chart', effect: 'full',
    en: 'Cancer or Leo lagna', hi: 'कर्क या सिंह लग्न',
    explanation: { en: 'For these lagnas Mars rules a kendra and a trikona (yogakaraka), so it gives no dosha.',
    hi: 'इन लग्नों के लिए मंगल केंद्र और त्रिकोण का स्वामी (योगकारक) है, इसलिए दोष नहीं देता।' },
    source: 'DK ("arkendu kshetra jatanam kuja dosho na vidyate"); VA',
  },
  {
    id: 'lagna-aries-scorpio', scope: 'chart', effect: 'partial',
    en: 'Aries or Scorpio lagna', hi: 'मेष या वृश्चिक लग्न',
    explanation: { en: 'Mars is the lord of the lagna for these signs, which softens the dosha.',
    hi: 'इन लग्नों का स्वामी स्वयं मंगल है, जिससे दोष घटता है।' },
    source: 'DM (no dosha); VA (25 % dosha for these lagnas)',
  },
  {
    id: 'mars-combust', scope: 'chart', effect: 'partial',
    en: 'Mars combust', hi: 'मंगल अस्त',
    explanation: { en: 'Mars within 17° of the Sun is weakened, and with it the dosha.',
    hi: 'सूर्य से 17° के भीतर मंगल निर्बल होता है और उसके साथ दोष भी।' },
    source: 'BP 3; AS 4; astrocent.com/services/manglik.aspx ("diluted")',
  },
  {
    id: 'mars-retrograde', scope: 'chart', effect: 'partial',
    en: 'Mars retrograde', hi: 'मंगल वक्री',
    explanation: { en: 'A retrograde Mars is counted among the conditions that weaken the dosha.',
    hi: 'वक्री मंगल उन स्थितियों में गिना जाता है जो दोष को निर्बल करती हैं।' },
    source: 'AS 4',
  },
  {
    id: 'mars-sign-edge', scope: 'chart', effect: 'partial',
    en: 'Mars at the edge of a sign', hi: 'राशि के छोर पर मंगल',
    explanation: { en: 'Mars in the first 3° or the last 2° of a sign (sandhi) has little strength.',
    hi: 'राशि के पहले 3° या अंतिम 2° (संधि) में मंगल का बल कम होता है।' },
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
  en: 'Said to wane after 28', hi: '28 वर्ष के बाद घटता माना जाता है',
  explanation: { en: 'Many hold that the dosha loses force after the age of 28; others disagree, so this is shown for information only.',
  hi: 'कई लोग मानते हैं कि 28 वर्ष की आयु के बाद दोष का बल घटता है; कुछ इससे असहमत हैं, इसलिए यह केवल जानकारी के लिए है।' },
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
    en: 'Neither partner manglik', hi: 'कोई भी साथी मांगलिक नहीं',
    explanation: { en: 'Neither chart keeps the dosha after its own cancellations, so the pair has nothing to balance.',
    hi: 'अपने-अपने भंग के बाद किसी भी कुंडली में दोष नहीं बचता, इसलिए संतुलन की आवश्यकता नहीं।' },
    source: 'FS',
  },
  {
    id: 'both-manglik',
    en: 'Both manglik: cancelled', hi: 'दोनों मांगलिक: दोष निरस्त',
    explanation: { en: 'When both charts carry the dosha it cancels between them; the common rule of matching.',
    hi: 'जब दोनों कुंडलियों में दोष हो तो वह आपस में निरस्त हो जाता है; मिलान का प्रचलित नियम।' },
    source: 'AR 1; CH; AS; FS',
  },
  {
    id: 'balanced',
    en: 'One manglik, balanced by the other chart', hi: 'एक मांगलिक, दूसरी कुंडली से संतुलित',
    explanation: { en: 'The other partner has Mars, Saturn, Rahu or Ketu in one of the dosha houses from the lagna, which some texts count as balancing.',
    hi: 'दूसरे साथी की कुंडली में लग्न से दोष वाले किसी भाव में मंगल, शनि, राहु या केतु है, जिसे कुछ ग्रंथ संतुलन मानते हैं।' },
    source: 'AS 1, 3; horasarvam.blogspot.com 2022/02 (10)',
  },
  {
    id: 'one-manglik',
    en: 'One manglik, not balanced', hi: 'एक मांगलिक, असंतुलित',
    explanation: { en: 'Only one partner carries the dosha and nothing in the other chart balances it.',
    hi: 'केवल एक साथी में दोष है और दूसरी कुंडली में इसका कोई संतुलन नहीं।' },
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
    en: 'Kumbh vivah', hi: 'कुंभ विवाह',
    explanation: { en: 'A symbolic first marriage to a pot, a peepal or banana tree, or an image of Vishnu, performed before the real wedding.',
    hi: 'वास्तविक विवाह से पहले घड़े, पीपल या केले के पेड़, या विष्णु की प्रतिमा से किया जाने वाला प्रतीकात्मक पहला विवाह।' },
    source: 'Hindustan Times, "Ash to marry tree first", 29 Nov 2006; mirathon.blogspot.com 2006/12 (banana tree in Kerala)',
  },
  {
    id: 'hanuman-tuesday', kind: 'worship',
    en: 'Worship of Hanuman on Tuesdays', hi: 'मंगलवार को हनुमान पूजा',
    explanation: { en: 'Visiting a Hanuman temple on Tuesdays, offering sindoor and reciting the Hanuman Chalisa.',
    hi: 'मंगलवार को हनुमान मंदिर जाना, सिंदूर चढ़ाना और हनुमान चालीसा का पाठ करना।' },
    source: 'articleslash.net "The Manglik Factor in the Horoscope"; shunnya.in/blogs/tue_remedies.php',
  },
  {
    id: 'mangal-beej-mantra', kind: 'mantra',
    en: 'Mangal beej mantra', hi: 'मंगल बीज मंत्र',
    explanation: { en: 'Chanting the seed mantra of Mars, one rosary of 108 a day (324 or 1008 for a special observance).',
    hi: 'मंगल के बीज मंत्र का जप, प्रतिदिन एक माला (108); विशेष साधना में 324 या 1008।' },
    source: 'anantbhakti.online/2025/08/mangal-mantra.html (text and counts)',
  },
  {
    id: 'tuesday-fast', kind: 'fast',
    en: 'Fasting on Tuesdays', hi: 'मंगलवार का व्रत',
    explanation: { en: 'Keeping a fast on Tuesdays, the day of Mars and of Hanuman.',
    hi: 'मंगल और हनुमान के दिन, मंगलवार को व्रत रखना।' },
    source: 'shunnya.in/blogs/tue_remedies.php; webdunia.com (मंगलवार का उपवास)',
  },
  {
    id: 'red-lentils', kind: 'charity',
    en: 'Donating red lentils', hi: 'मसूर दाल का दान',
    explanation: { en: 'Giving red lentils (masoor dal) to the needy on a Tuesday.',
    hi: 'मंगलवार को ज़रूरतमंदों को लाल मसूर की दाल दान करना।' },
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
    id: 'not-manglik', en: 'Not manglik', hi: 'मांगलिक नहीं',
    explanation: { en: 'Mars stands in none of the dosha houses from the lagna, the Moon or Venus.',
    hi: 'मंगल लग्न, चंद्रमा या शुक्र से किसी भी दोष वाले भाव में नहीं है।' },
  },
  {
    id: 'manglik', en: 'Manglik', hi: 'मांगलिक',
    explanation: { en: 'Mars stands in a dosha house and none of the checked conditions cancels it.',
    hi: 'मंगल दोष वाले भाव में है और जाँची गई कोई भी स्थिति इसे भंग नहीं करती।' },
  },
  {
    id: 'partly-cancelled', en: 'Manglik, partly cancelled', hi: 'मांगलिक, आंशिक भंग',
    explanation: { en: 'Mars stands in a dosha house; some conditions soften the dosha but part of it remains.',
    hi: 'मंगल दोष वाले भाव में है; कुछ स्थितियाँ दोष को घटाती हैं पर उसका कुछ अंश बना रहता है।' },
  },
  {
    id: 'cancelled', en: 'Manglik, cancelled', hi: 'मांगलिक, दोष भंग',
    explanation: { en: 'Mars stands in a dosha house, but the conditions met cancel the dosha entirely.',
    hi: 'मंगल दोष वाले भाव में है, पर पूरी हुई स्थितियाँ दोष को पूरी तरह भंग कर देती हैं।' },
  },
] as const;
export type ManglikReadingId = (typeof MANGLIK_READINGS)[number]['id'];
