/**
 * Reference tables of three doshas read beside marriage matching: kaal sarp (kala sarpa), sade sati (with the
 * small panoti, dhaiya) and pitra (pitru) dosha. The evaluations live in astro/doshas/kaal-sarp.ts,
 * astro/doshas/sade-sati.ts and astro/doshas/pitra.ts.
 *
 * None of the three is defined in Brihat Parashara Hora Shastra. Kaal sarp is a modern combination (its
 * definition, partial forms and twelve names vary between writers); sade sati is a modern name for Saturn's
 * gochara in the 12th, 1st and 2nd from the Moon, whose results the classical gochara chapters give house by
 * house; pitra dosha is a modern reading of older rules about the Sun, the 9th house and the nodes. Each
 * table names the convention chosen and its sources. Names, rules and explanations are written for this
 * product in English and Hindi; nothing is quoted.
 *
 * Sources, abbreviated in `source`:
 * - GA: gargastro.com/kalsarpa-dosh-according-to-12-houses (the twelve names in Hindi, in the order of Rahu's
 *   house 1–12; "not mentioned in the ancient texts").
 * - SK: sitaaronkiduniya.com/kaal-sarp (the twelve names with Rahu's and Ketu's houses, in the same order).
 * - JO: jothishi.com/kala-sarpa-dosha-types-effects-remedies ("Savya": grahas from Rahu towards Ketu;
 *   "Apasavya": from Ketu towards Rahu; Rahu's house names the type).
 * - SR: srath.com/jyotiṣa/mundane/india (Sanjay Rath, Times of Astrology 1997: two varieties, Rahu in the lead
 *   or Ketu in the lead; the India 1947 chart, grahas in the houses from Rahu in the 1st to Ketu in the 7th,
 *   is called Kala Amrita, "Ketu in the lead").
 * - AC: astrocaree.blogspot.com/2014/10 (the verses "agre rahur atho ketu …" and "anuloma vilomat … dvidha":
 *   the yoga is of two kinds, anuloma and viloma).
 * - LK: lalkitabhindi.com, "kaal sarp dosh kya hai" (a graha whose degree falls outside the degrees of Rahu and
 *   Ketu makes the yoga partial, आंशिक, not full).
 * - AJ: astrojai.com/kaal-sarpa-dosha (a graha in the sign of a node must be checked by degree: inside the
 *   axis it still forms the yoga). FL: flokii.com question 113 (Venus at 2° with Rahu at 3° Leo: the yoga
 *   "technically does not exist"; the yoga is absent from the classical works).
 * - AM: astro-matches.com/kaal_sarp_yog.html ("if even a single planet is on the other side … partial kaal
 *   sarp yoga"). AP: astrologerpanditji.com/article-132 (many hold the yoga formed with the Moon alone outside).
 * - EV: astrovedas.com 2017/11/01 "The Tough & the Tender: Sade-Sati" (sade sati "is not described in any
 *   classical Jyotish text"; rising, peak and setting for the 12th, 1st and 2nd). HT: thehimalayantimes.com,
 *   "Saturn and Sade-sati", 28 Jan 2020 (the three phases and their names). AV: astroved.com free tools,
 *   sade sati table by Moon sign.
 * - TH: tophoroscopetoday.com, Saturn transit 2020 (Saturn in the 4th from the Moon: "Shani Dhaiya"; in the
 *   8th: "Ashtama Shani"). IA: indastro.com, Saturn in Capricorn 2020 (Kantak-Sani, Dhaiya).
 * - PS: astroprashantsharma.com, "janm kundli mein pitra dosh" (the Sun with Rahu, the 9th house of the father).
 * - KD: kalsarpdosh.in/Pitra-Shanti-Puja (the Sun and Rahu in the 9th; the 9th house or its lord, from the
 *   lagna or from the Moon, afflicted by Rahu or Ketu).
 * - AVD: astrovidhi.com/marathi/pitra-dosha (the Sun and Rahu together in the 9th; the 9th afflicted by
 *   malefics).
 * - AP21: arvindpandeyaap.blogspot.com/2021 (the Sun with Rahu or Saturn in a trine; Rahu and Saturn together;
 *   the 9th or its lord, from the lagna and the Moon, afflicted by Rahu or Ketu; the lagna lord in the 6th,
 *   8th or 12th with Rahu in the lagna).
 * - PSB: priya-sharan.blogspot.com, label पितृदोष (the Sun with Rahu or with Saturn in the 1st, 2nd, 4th, 5th,
 *   7th, 9th or 10th house).
 * - APJ: astrologerpanditji.com/article-148 (the definitions of pitra dosha in circulation are modern and often
 *   misread).
 */
import type { Text } from './text.ts';

/** The abbreviations of `source` fields above, each with the page it stands for (the list in this file's header). */
export const DOSHA_SOURCES = {
  GA: 'gargastro.com/kalsarpa-dosh-according-to-12-houses',
  SK: 'sitaaronkiduniya.com/kaal-sarp',
  JO: 'jothishi.com/kala-sarpa-dosha-types-effects-remedies',
  SR: 'srath.com/jyotiṣa/mundane/india (Sanjay Rath, Times of Astrology 1997)',
  AC: 'astrocaree.blogspot.com/2014/10',
  LK: 'lalkitabhindi.com, "kaal sarp dosh kya hai"',
  AJ: 'astrojai.com/kaal-sarpa-dosha',
  FL: 'flokii.com question 113',
  AM: 'astro-matches.com/kaal_sarp_yog.html',
  AP: 'astrologerpanditji.com/article-132',
  EV: 'astrovedas.com 2017/11/01, "The Tough & the Tender: Sade-Sati"',
  HT: 'thehimalayantimes.com, "Saturn and Sade-sati", 28 Jan 2020',
  AV: 'astroved.com, sade sati table by Moon sign',
  TH: 'tophoroscopetoday.com, Saturn transit 2020',
  IA: 'indastro.com, Saturn in Capricorn 2020',
  PS: 'astroprashantsharma.com, "janm kundli mein pitra dosh"',
  KD: 'kalsarpdosh.in/Pitra-Shanti-Puja',
  AVD: 'astrovidhi.com/marathi/pitra-dosha',
  AP21: 'arvindpandeyaap.blogspot.com/2021',
  PSB: 'priya-sharan.blogspot.com, label पितृदोष',
  APJ: 'astrologerpanditji.com/article-148',
} as const;

/** What an explained record carries: names and a one-sentence explanation in English and Hindi. */
interface Explained {
  readonly en: string;
  readonly hi: string;
  readonly explanation: Text;
  readonly source: string;
}

/** A house 1–12 counted from a reference point (1 = the reference sign itself). */
export type DoshaHouse = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;

// ── The three doshas ────────────────────────────────────────────────────────────────────────────────────────

export const DOSHAS = [
  {
    id: 'kaal-sarp', en: 'Kaal Sarp Dosha', hi: 'कालसर्प दोष',
    explanation: { en: 'All seven grahas stand on one side of the axis joining Rahu and Ketu, as if held by a serpent.',
    hi: 'सातों ग्रह राहु और केतु को जोड़ने वाली धुरी के एक ही ओर होते हैं, मानो सर्प ने उन्हें घेर लिया हो।' },
    source: 'GA; SK; JO; SR',
  },
  {
    id: 'sade-sati', en: 'Sade Sati', hi: 'साढ़ेसाती',
    explanation: { en: 'The about seven and a half years in which Saturn passes the sign before the natal Moon, the Moon sign and the sign after it.',
    hi: 'लगभग साढ़े सात वर्ष, जिनमें शनि जन्म-चंद्र से पिछली राशि, चंद्र राशि और अगली राशि से गुजरता है।' },
    source: 'EV; HT; AV',
  },
  {
    id: 'pitra', en: 'Pitra Dosha', hi: 'पितृ दोष',
    explanation: { en: 'The Sun, the significator of the father, or the 9th house of ancestors is joined or afflicted by Rahu, Ketu or Saturn.',
    hi: 'पिता का कारक सूर्य या पूर्वजों का नवम भाव राहु, केतु या शनि से युत या पीड़ित होता है।' },
    source: 'PS; KD; AP21; PSB',
  },
] as const satisfies readonly (Explained & { readonly id: string })[];
export type Dosha = (typeof DOSHAS)[number];
export type DoshaId = Dosha['id'];

// ── Kaal sarp ───────────────────────────────────────────────────────────────────────────────────────────────

/**
 * The twelve kinds of kaal sarp, named by the house of Rahu from the lagna (whole sign). Order and names as GA
 * and SK give them (the same in both); spellings of the English names follow SK's Hindi-derived forms with
 * GA's Hindi.
 */
export const KAAL_SARP_TYPES = [
  { id: 'anant', rahuHouse: 1, en: 'Anant', hi: 'अनंत' },
  { id: 'kulik', rahuHouse: 2, en: 'Kulik', hi: 'कुलिक' },
  { id: 'vasuki', rahuHouse: 3, en: 'Vasuki', hi: 'वासुकी' },
  { id: 'shankhpal', rahuHouse: 4, en: 'Shankhpal', hi: 'शंखपाल' },
  { id: 'padma', rahuHouse: 5, en: 'Padma', hi: 'पद्म' },
  { id: 'mahapadma', rahuHouse: 6, en: 'Mahapadma', hi: 'महापद्म' },
  { id: 'takshak', rahuHouse: 7, en: 'Takshak', hi: 'तक्षक' },
  { id: 'karkotak', rahuHouse: 8, en: 'Karkotak', hi: 'कर्कोटक' },
  { id: 'shankhachud', rahuHouse: 9, en: 'Shankhachud', hi: 'शंखचूड़' },
  { id: 'ghatak', rahuHouse: 10, en: 'Ghatak', hi: 'घातक' },
  { id: 'vishdhar', rahuHouse: 11, en: 'Vishdhar', hi: 'विषधर' },
  { id: 'sheshnag', rahuHouse: 12, en: 'Sheshnag', hi: 'शेषनाग' },
] as const satisfies readonly { readonly id: string; readonly rahuHouse: DoshaHouse; readonly en: string; readonly hi: string }[];
export type KaalSarpType = (typeof KAAL_SARP_TYPES)[number];
export type KaalSarpTypeId = KaalSarpType['id'];

/**
 * The two arrangements. 'rahu-to-ketu': the grahas lie in the half of the zodiac counted forward (in the order
 * of the signs) from Rahu to Ketu; 'ketu-to-rahu': forward from Ketu to Rahu. Names disagree: JO calls the first
 * Savya and the second Apasavya (AC's anuloma and viloma); SR calls the first Kala Amrita, "Ketu in the lead"
 * (the grahas advance towards Ketu), and keeps Kala Sarpa for the second, "Rahu in the lead". The ids say only
 * the geometry; `leadingNode` is the node at the forward end of the half (SR's lead).
 */
export const KAAL_SARP_DIRECTIONS = [
  {
    id: 'rahu-to-ketu', leadingNode: 'ketu', en: 'Savya (Rahu to Ketu)', hi: 'सव्य (राहु से केतु)',
    explanation: { en: 'The grahas fill the signs counted forward from Rahu to Ketu; some writers call this Kaal Amrit.',
    hi: 'ग्रह राहु से आगे केतु तक गिनी गई राशियों में होते हैं; कुछ लेखक इसे कालामृत कहते हैं।' },
    source: 'JO; AC; SR',
  },
  {
    id: 'ketu-to-rahu', leadingNode: 'rahu', en: 'Apasavya (Ketu to Rahu)', hi: 'अपसव्य (केतु से राहु)',
    explanation: { en: 'The grahas fill the signs counted forward from Ketu to Rahu, with Rahu at the head of the row.',
    hi: 'ग्रह केतु से आगे राहु तक गिनी गई राशियों में होते हैं, और पंक्ति के आगे राहु होता है।' },
    source: 'JO; AC; SR',
  },
] as const satisfies readonly (Explained & { readonly id: string; readonly leadingNode: 'rahu' | 'ketu' })[];
export type KaalSarpDirection = (typeof KAAL_SARP_DIRECTIONS)[number];
export type KaalSarpDirectionId = KaalSarpDirection['id'];

/**
 * What makes kaal sarp partial rather than absent, by source. In both, "outside" is by longitude: a graha is
 * outside when it lies in the other half of the zodiac than the majority.
 * - 'node-sign-crossing': counted by sign, all seven are in one half (the signs of the nodes included), but a
 *   graha sharing a node's sign lies beyond the node by degree (LK: partial; AJ: check by degree; FL reads
 *   the same case as no yoga at all).
 * - 'one-graha-outside': exactly one graha lies outside, wherever it is (AM; AP for the Moon).
 * Default: 'node-sign-crossing', the narrower reading, which keeps the sign picture of the chart intact.
 */
export const KAAL_SARP_PARTIAL_DEFINITIONS = [
  {
    id: 'node-sign-crossing', en: 'A graha with a node, across the axis', hi: 'राहु या केतु के साथ ग्रह, धुरी के पार',
    explanation: { en: 'By sign every graha is hemmed in, but one sharing a sign with Rahu or Ketu has passed the node by degree.',
    hi: 'राशि से सब ग्रह घिरे हैं, पर राहु या केतु की राशि में बैठा कोई ग्रह अंशों में धुरी के पार है।' },
    source: 'LK; AJ; FL',
  },
  {
    id: 'one-graha-outside', en: 'One graha outside the axis', hi: 'एक ग्रह धुरी से बाहर',
    explanation: { en: 'Six grahas are hemmed in between the nodes and a single graha stands on the other side.',
    hi: 'छह ग्रह राहु-केतु के बीच घिरे हैं और केवल एक ग्रह दूसरी ओर है।' },
    source: 'AM; AP',
  },
] as const satisfies readonly (Explained & { readonly id: string })[];
export type KaalSarpPartialDefinition = (typeof KAAL_SARP_PARTIAL_DEFINITIONS)[number];
export type KaalSarpPartialDefinitionId = KaalSarpPartialDefinition['id'];

/** The partial definition used when none is asked for (see `KAAL_SARP_PARTIAL_DEFINITIONS`). */
export const DEFAULT_KAAL_SARP_PARTIAL_DEFINITION: KaalSarpPartialDefinitionId = 'node-sign-crossing';

/** The verdicts of kaal sarp. */
export const KAAL_SARP_STATUSES = [
  { id: 'full', en: 'Full', hi: 'पूर्ण' },
  { id: 'partial', en: 'Partial', hi: 'आंशिक' },
  { id: 'none', en: 'Absent', hi: 'अनुपस्थित' },
] as const satisfies readonly { readonly id: string; readonly en: string; readonly hi: string }[];
export type KaalSarpStatusId = (typeof KAAL_SARP_STATUSES)[number]['id'];

// ── Sade sati and the small panoti ──────────────────────────────────────────────────────────────────────────

/** The three phases of sade sati: Saturn's sign counted from the natal Moon's sign (HT; EV; AV). */
export const SADE_SATI_PHASES = [
  {
    id: 'rising', houseFromMoon: 12, en: 'Rising phase', hi: 'पहला (उदय) चरण',
    explanation: { en: 'Saturn passes the sign before the Moon sign, the first of the three phases.',
    hi: 'शनि चंद्र राशि से पिछली राशि में होता है; तीन चरणों में पहला।' },
    source: 'HT; EV',
  },
  {
    id: 'peak', houseFromMoon: 1, en: 'Peak phase', hi: 'दूसरा (शिखर) चरण',
    explanation: { en: 'Saturn passes over the Moon sign itself, the phase read as the heaviest.',
    hi: 'शनि स्वयं चंद्र राशि से गुजरता है; यह चरण सबसे भारी माना जाता है।' },
    source: 'HT; EV',
  },
  {
    id: 'setting', houseFromMoon: 2, en: 'Setting phase', hi: 'अंतिम (अस्त) चरण',
    explanation: { en: 'Saturn passes the sign after the Moon sign, and the cycle closes when it leaves.',
    hi: 'शनि चंद्र राशि से अगली राशि में होता है, और उसके निकलते ही चक्र पूरा होता है।' },
    source: 'HT; EV',
  },
] as const satisfies readonly (Explained & { readonly id: string; readonly houseFromMoon: DoshaHouse })[];
export type SadeSatiPhase = (typeof SADE_SATI_PHASES)[number];
export type SadeSatiPhaseId = SadeSatiPhase['id'];

/**
 * The small panoti (dhaiya): Saturn's two-and-a-half-year stays in the 4th and in the 8th from the Moon sign
 * (TH; IA). Reported beside sade sati, never as part of it.
 */
export const DHAIYA_KINDS = [
  {
    id: 'kantaka', houseFromMoon: 4, en: 'Kantaka Shani (dhaiya in the 4th)', hi: 'कंटक शनि (चौथी ढैय्या)',
    explanation: { en: 'Saturn passes the 4th sign from the Moon, a shorter trial of home and peace of mind.',
    hi: 'शनि चंद्र से चौथी राशि में होता है; घर और मन की शांति की छोटी परीक्षा।' },
    source: 'TH; IA',
  },
  {
    id: 'ashtama', houseFromMoon: 8, en: 'Ashtama Shani (dhaiya in the 8th)', hi: 'अष्टम शनि (आठवीं ढैय्या)',
    explanation: { en: 'Saturn passes the 8th sign from the Moon, a shorter trial of health and obstacles.',
    hi: 'शनि चंद्र से आठवीं राशि में होता है; स्वास्थ्य और बाधाओं की छोटी परीक्षा।' },
    source: 'TH; IA',
  },
] as const satisfies readonly (Explained & { readonly id: string; readonly houseFromMoon: DoshaHouse })[];
export type DhaiyaKind = (typeof DHAIYA_KINDS)[number];
export type DhaiyaKindId = DhaiyaKind['id'];

// ── Pitra dosha ─────────────────────────────────────────────────────────────────────────────────────────────

/**
 * The rules read as pitra dosha. Writers list different subsets and none goes back to a classical chapter of
 * that name (APJ); each rule is checked on its own and reported with its sources. Shared readings (see
 * astro/doshas/pitra.ts): "with" = in the same sign; houses are whole-sign from the lagna unless "from the
 * Moon"; "afflicted" = occupied by the graha, or the house's lord in the same sign as it.
 */
export const PITRA_RULES = [
  {
    id: 'sun-with-rahu', en: 'Sun with Rahu', hi: 'सूर्य-राहु युति',
    explanation: { en: 'The Sun, significator of the father, shares a sign with Rahu (the grahan combination).',
    hi: 'पिता का कारक सूर्य राहु के साथ एक राशि में है (ग्रहण योग)।' },
    source: 'PS; KD; AP21; PSB',
  },
  {
    id: 'sun-with-ketu', en: 'Sun with Ketu', hi: 'सूर्य-केतु युति',
    explanation: { en: 'The Sun shares a sign with Ketu, the other node.',
    hi: 'सूर्य दूसरे छाया ग्रह केतु के साथ एक राशि में है।' },
    source: 'KD (the nodes together as afflicting grahas)',
  },
  {
    id: 'sun-with-saturn', en: 'Sun with Saturn', hi: 'सूर्य-शनि युति',
    explanation: { en: 'The Sun shares a sign with Saturn, its son and enemy.',
    hi: 'सूर्य अपने पुत्र और शत्रु शनि के साथ एक राशि में है।' },
    source: 'AP21; PSB',
  },
  {
    id: 'node-in-ninth', en: 'Rahu or Ketu in the 9th house', hi: 'नवम भाव में राहु या केतु',
    explanation: { en: 'A node occupies the 9th house from the lagna, the house of the father and ancestors.',
    hi: 'लग्न से नवम भाव, जो पिता और पूर्वजों का भाव है, में राहु या केतु है।' },
    source: 'KD; AP21',
  },
  {
    id: 'ninth-lord-with-node', en: 'Lord of the 9th with Rahu or Ketu', hi: 'नवमेश राहु या केतु के साथ',
    explanation: { en: 'The lord of the 9th house from the lagna shares a sign with Rahu or Ketu.',
    hi: 'लग्न से नवम भाव का स्वामी राहु या केतु के साथ एक राशि में है।' },
    source: 'KD; AP21',
  },
  {
    id: 'ninth-from-moon-node', en: '9th from the Moon or its lord with a node', hi: 'चंद्र से नवम या उसका स्वामी राहु-केतु से पीड़ित',
    explanation: { en: 'Counted from the Moon, the 9th sign holds Rahu or Ketu, or its lord sits with one of them.',
    hi: 'चंद्र से गिनने पर नवम राशि में राहु या केतु है, या उसका स्वामी इनमें से किसी के साथ है।' },
    source: 'KD; AP21',
  },
  {
    id: 'saturn-on-ninth', en: 'Saturn in or aspecting the 9th house', hi: 'नवम भाव में या उस पर शनि की दृष्टि',
    explanation: { en: 'Saturn occupies the 9th house or casts its 3rd, 7th or 10th aspect on it.',
    hi: 'शनि नवम भाव में है या उस पर अपनी तीसरी, सातवीं या दसवीं दृष्टि डालता है।' },
    source: 'AVD (the 9th afflicted by malefics); KD',
  },
  {
    id: 'sun-in-ninth-with-malefic', en: 'Sun in the 9th with a malefic', hi: 'नवम में सूर्य पाप ग्रह के साथ',
    explanation: { en: 'The Sun stands in the 9th house together with Mars, Saturn, Rahu or Ketu.',
    hi: 'सूर्य नवम भाव में मंगल, शनि, राहु या केतु के साथ है।' },
    source: 'AVD; KD',
  },
  {
    id: 'lagna-lord-dusthana-rahu-lagna', en: 'Lagna lord in a dusthana, Rahu in the lagna', hi: 'लग्नेश त्रिक भाव में, राहु लग्न में',
    explanation: { en: 'The lord of the lagna sits in the 6th, 8th or 12th house while Rahu occupies the lagna.',
    hi: 'लग्न का स्वामी छठे, आठवें या बारहवें भाव में है और राहु लग्न में है।' },
    source: 'AP21',
  },
] as const satisfies readonly (Explained & { readonly id: string })[];
export type PitraRule = (typeof PITRA_RULES)[number];
export type PitraRuleId = PitraRule['id'];
