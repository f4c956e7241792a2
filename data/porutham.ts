/**
 * Reference tables of the South Indian porutham system of marriage matching (dasha-koota, "ten agreements"):
 * the ten factors read from the bride's and the groom's Moons, each graded uttama (good), madhyama
 * (middling, still an agreement) or adhama (no agreement), and the verdict drawn from them.
 *
 * What is read from what:
 * - nakshatra of the Moon: dina, gana, mahendra, stree-deergha, yoni, rajju, vedha (and, for dina, the pada);
 * - sign of the Moon: rasi, rasi-adhipati (the sign lords), vasya; dina also looks at the two signs.
 * Counts are inclusive as jyotish counts them (the star or sign itself is 1) and, unless a table says
 * otherwise, run from the bride's star or sign to the groom's.
 *
 * The nakshatra attributes (gana, yoni animal and sex) are NOT repeated here: they live in the one record per
 * nakshatra of data/nakshatras.ts, and the sworn-enemy yoni pairs in data/ashtakoot.ts (`YONIS`). This file
 * gives the porutham rules. Where published guides differ (they do), the rule chosen is named and the others
 * are written beside it with their source; the sources are web guides of South Indian practice, read as they
 * print their rules, and PyJHora's `compatibility.py` (AGPL, read for comparison only: no code taken over; where
 * its rule is offered as a named alternative, the rule is stated here and its line cited).
 */
import type { Gana, NakshatraId, YoniAnimal } from './nakshatras.ts';
import type { SignLordId } from './ashtakoot.ts';
import type { SignId } from './signs.ts';

/**
 * The ten poruthams in their customary order (the order of jathakaporutham.com's list of ten), with en/hi
 * names, a one-sentence meaning and whether the factor is essential.
 *
 * Essential factors, whose failure rejects the match whatever the count: rajju and vedha (m.epanchang.com
 * "Rajju Porutham": a match without rajju "is deemed to be not okay" even when all others agree;
 * astroved.com "Vedha Porutham": marriage "is not recommended" between vedha stars), and dina, gana, yoni and
 * rasi (jathakaporutham.com: "at least 6 or 7 poruthams including the 5, Dinam, Ganam, Yoni, Rasi and Rajju
 * must be available"). Other lists differ: prokerala.com ("10 porutham for marriage") names gana, rajju, dina,
 * rasi and yoni as the important five; vanniyarvivaham.com makes dina, mahendra, yoni, rasi and rajju mandatory
 * and leaves gana and vedha to the individual; neither is used.
 */
export const PORUTHAMS = [
  { id: 'dina', order: 1, en: 'Dina (Tara)', hi: 'दिन (तारा)', essential: true,
    meaning: { en: 'Day-to-day harmony, health and freedom from want, read from how far the groom\'s star lies from the bride\'s.',
      hi: 'रोज़मर्रा का सामंजस्य, स्वास्थ्य और अभाव से मुक्ति, वधू के नक्षत्र से वर के नक्षत्र की दूरी से।' } },
  { id: 'gana', order: 2, en: 'Gana', hi: 'गण', essential: true,
    meaning: { en: 'Agreement of temperament between the divine, human and demonic natures of the two stars.',
      hi: 'दोनों नक्षत्रों के देव, मनुष्य और राक्षस स्वभाव में मेल।' } },
  { id: 'mahendra', order: 3, en: 'Mahendra', hi: 'माहेन्द्र', essential: false,
    meaning: { en: 'Blessing of children and of a household the husband can sustain.',
      hi: 'संतान का सुख और ऐसा घर जिसे पति संभाल सके।' } },
  { id: 'streeDeergha', order: 4, en: 'Stree-deergha', hi: 'स्त्री दीर्घ', essential: false,
    meaning: { en: 'Long, prosperous married life for the wife, read from how far beyond her star the groom\'s lies.',
      hi: 'पत्नी के लिए दीर्घ और समृद्ध वैवाहिक जीवन, वर का नक्षत्र वधू के नक्षत्र से कितना आगे है इससे।' } },
  { id: 'yoni', order: 5, en: 'Yoni', hi: 'योनि', essential: true,
    meaning: { en: 'Physical and sexual compatibility, by the animal natures of the two stars.',
      hi: 'दोनों नक्षत्रों की पशु-प्रकृति से शारीरिक और दांपत्य अनुकूलता।' } },
  { id: 'rasi', order: 6, en: 'Rasi', hi: 'राशि', essential: true,
    meaning: { en: 'Harmony and continuity of the family, by the distance between the two Moon signs.',
      hi: 'दोनों चंद्र राशियों की दूरी से परिवार का सामंजस्य और निरंतरता।' } },
  { id: 'rasiAdhipati', order: 7, en: 'Rasi-adhipati', hi: 'राशि अधिपति', essential: false,
    meaning: { en: 'Understanding between the partners, by the friendship of the lords of their Moon signs.',
      hi: 'दोनों चंद्र राशियों के स्वामियों की मित्रता से आपसी समझ।' } },
  { id: 'vasya', order: 8, en: 'Vasya', hi: 'वश्य', essential: false,
    meaning: { en: 'Mutual attraction, when one Moon sign is held under the sway of the other.',
      hi: 'आपसी आकर्षण, जब एक चंद्र राशि दूसरी के वश में हो।' } },
  { id: 'rajju', order: 9, en: 'Rajju', hi: 'रज्जु', essential: true,
    meaning: { en: 'The bond of the marriage and the husband\'s long life: the two stars must not share a rajju.',
      hi: 'विवाह का बंधन और पति की दीर्घायु: दोनों नक्षत्र एक ही रज्जु में न हों।' } },
  { id: 'vedha', order: 10, en: 'Vedha', hi: 'वेध', essential: true,
    meaning: { en: 'Freedom from affliction: the two stars must not be a pair that pierces each other.',
      hi: 'पीड़ा से मुक्ति: दोनों नक्षत्र परस्पर वेध करने वाली जोड़ी न हों।' } },
] as const;
export type Porutham = (typeof PORUTHAMS)[number];
export type PoruthamId = Porutham['id'];

/** How many poruthams there are: the count of agreeing factors is reported out of this. */
export const PORUTHAM_COUNT = 10;

/**
 * The three grades of a porutham. Uttama and madhyama are agreements (they count towards the "x of 10");
 * adhama is none. Source of the three terms and of that reading: jathakaporutham.com ("Uthamam – Good,
 * Mathimam – Not bad, Athamam – Bad"). Factors the tradition does not grade are uttama or adhama only.
 */
export const PORUTHAM_GRADES = [
  { id: 'uttama', en: 'Uttama (good)', hi: 'उत्तम', agrees: true },
  { id: 'madhyama', en: 'Madhyama (middling)', hi: 'मध्यम', agrees: true },
  { id: 'adhama', en: 'Adhama (no agreement)', hi: 'अधम', agrees: false },
] as const;
export type PoruthamGrade = (typeof PORUTHAM_GRADES)[number];
export type PoruthamGradeId = PoruthamGrade['id'];

// ── Dina (tara) ─────────────────────────────────────────────────────────────────────────────────────────────

/**
 * Dina, chosen rule (jathakaporutham.com "Nakshathra porutham for marriage", the same text in the scribd
 * "10 Porutham" guide), on the inclusive count 1–27 from the bride's star to the groom's:
 * - uttama on the counts `uttamaCounts`;
 * - madhyama on 12, 14 and 16 unless the groom's Moon is in the pada named (12th star except its 1st quarter,
 *   14th except its 4th, 16th except its 3rd): `madhyamaCounts`;
 * - the same star (count 1): uttama or madhyama for the stars listed in `sameStar`, adhama for the other 13;
 * - count 27 (the groom's star just before the bride's): an agreement only when both Moons are in one sign,
 *   graded madhyama here (the source admits it without naming a grade);
 * - adhama otherwise, and always when the groom's Moon sign is the 8th from the bride's (`ashtamaSignCount`,
 *   "Ashtama Rashi nakshatras are Athamam").
 *
 * Alternatives: `DINA_RULES` `fromGroom` (below). Not offered: the remainder rule (count modulo 9 in 2, 4, 6, 8, 0,
 * poorvapunya.com), which also admits 17, 22 and 27; tamilhoroscope.in's list (2 … 15, 17, 18, 20, 22, 26, 27, as
 * quoted by ananthakumaran.github.com); the further same-sign rule "the groom's star should precede the bride's"
 * of the chosen source.
 */
export const DINA = {
  id: 'fromBride',
  en: "Counted from the bride's star",
  hi: 'वधू के नक्षत्र से गणना',
  countFrom: 'bride',
  uttamaCounts: [2, 4, 6, 8, 9, 11, 13, 15, 18, 20, 24, 26],
  madhyamaCounts: [
    { count: 12, exceptCountedPada: 1 },
    { count: 14, exceptCountedPada: 4 },
    { count: 16, exceptCountedPada: 3 },
  ],
  otherMadhyamaCounts: [],
  sameStar: {
    uttama: ['rohini', 'ardra', 'pushya', 'magha', 'hasta', 'shravana'],
    madhyama: ['ashwini', 'bharani', 'krittika', 'mrigashira', 'punarvasu', 'uttara-phalguni', 'chitra', 'anuradha'],
  },
  lastStarCount: 27,
  ashtamaSignCount: 8,
} as const satisfies DinaRule;

/** A dina rule: which partner's star the count runs from and what each count gives. */
export interface DinaRule {
  readonly id: string;
  readonly en: string;
  readonly hi: string;
  /** The partner whose star is the first of the count (1–27) to the other's. */
  readonly countFrom: 'bride' | 'groom';
  readonly uttamaCounts: readonly number[];
  /** Madhyama unless the counted star's Moon (the other partner's) is in the pada named. */
  readonly madhyamaCounts: readonly { readonly count: number; readonly exceptCountedPada: 1 | 2 | 3 | 4 }[];
  /** Counts a source admits without naming a grade: madhyama. */
  readonly otherMadhyamaCounts: readonly number[];
  /** The same star (count 1): uttama or madhyama for these stars, adhama for the others. */
  readonly sameStar: { readonly uttama: readonly NakshatraId[]; readonly madhyama: readonly NakshatraId[] };
  /** Count 27 agrees (madhyama) only when both Moons are in one sign. */
  readonly lastStarCount: number;
  /** The groom's sign counted from the bride's (1–12) that makes dina adhama whatever the star count; null: none. */
  readonly ashtamaSignCount: number | null;
}

/**
 * The dina rules a request can choose (`PORUTHAM_RULE_SETS`).
 * - `fromBride` (`DINA`, the default).
 * - `fromGroom`: counted from the groom's star to the bride's, as the Tamil almanac reckons it (PyJHora's
 *   `dina_porutham_south`, horoscope/match/compatibility.py:315: "ProKerala reads from Girl - whereas Tamil
 *   Panchangam says count from boy star"), admitting also 17, 21 and 25 ("extra in Tamil Panchangam", :316; graded
 *   madhyama here, the source names no grade); 12, 14 and 16 with the same pada exceptions, read on the bride's
 *   star, the counted one; the same-star lists of vysyamala.com (uttama Rohini, Ardra, Magha, Vishakha, Shravana,
 *   Hasta, Revati; madhyama Ashwini, Bharani, Mrigashira, Krittika, Punarvasu, Uttara Ashadha, Chitra, Anuradha, as
 *   PyJHora's docstring quotes them, :303–306); 27 only within one sign (:309–310); no 8th-sign rule.
 *   PyJHora's code departs from its own docstring in four ways, errors not copied (docs/conventions.md counts
 *   them): it tests the pada exceptions on the bride's star NUMBER being 12, 14 or 16 instead of the count
 *   (:317–319); its same-star list is another one (:321); it passes any couple in one sign whose groom's star
 *   number is lower, turning the docstring's condition into a pass (:325); it passes twelve count-22 pairs that
 *   its docstring calls Vinashika, "not compatible" (:311–313, :327–328).
 */
export const DINA_RULES = [
  DINA,
  {
    id: 'fromGroom',
    en: "Counted from the groom's star (Tamil almanac)",
    hi: 'वर के नक्षत्र से गणना (तमिल पंचांग)',
    countFrom: 'groom',
    uttamaCounts: [2, 4, 6, 8, 9, 11, 13, 15, 18, 20, 24, 26],
    madhyamaCounts: [
      { count: 12, exceptCountedPada: 1 },
      { count: 14, exceptCountedPada: 4 },
      { count: 16, exceptCountedPada: 3 },
    ],
    otherMadhyamaCounts: [17, 21, 25],
    sameStar: {
      uttama: ['rohini', 'ardra', 'magha', 'vishakha', 'shravana', 'hasta', 'revati'],
      madhyama: ['ashwini', 'bharani', 'mrigashira', 'krittika', 'punarvasu', 'uttara-ashadha', 'chitra', 'anuradha'],
    },
    lastStarCount: 27,
    ashtamaSignCount: null,
  },
] as const satisfies readonly DinaRule[];
export type DinaRuleId = (typeof DINA_RULES)[number]['id'];

// ── Gana ────────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * Gana grade by the bride's gana (outer key) and the groom's (inner key). Chosen rule (poorvapunya.com "Ten
 * matches"): the same gana agrees fully; a Deva or Manushya groom "should not marry a Rakshasa girl", while a
 * Rakshasa groom with a Deva or Manushya bride "is possible" (madhyama here); Deva with Manushya either way is
 * madhyama (the middling grade of the same tradition's gana koota). Not symmetric.
 * Alternatives: `GANA_RULES` `rakshasaApart` (below). Not offered: marriage-matching-astrology.blogspot.com
 * admits Manushya with Rakshasa and rejects Deva with Rakshasa either way; the parihara "Rakshasa gana is
 * cancelled when the bride's star is beyond the 14th from the groom's" (pdfcoffee.com "Marriage & matching") and
 * the rule that two Rakshasa stars fail when the groom's is within 13 of the bride's (babynames.india-biz.in
 * "Gana porutham") are not applied. PyJHora applies a form of the last with the bride's star NUMBER (two Rakshasa
 * stars agree only when hers exceeds 14, horoscope/match/compatibility.py:360–361 with `gana_threshold_south`,
 * const.py:662) where the rule counts from her star: an error, not copied.
 */
export const GANA_GRADES = {
  Deva: { Deva: 'uttama', Manushya: 'madhyama', Rakshasa: 'madhyama' },
  Manushya: { Deva: 'madhyama', Manushya: 'uttama', Rakshasa: 'madhyama' },
  Rakshasa: { Deva: 'adhama', Manushya: 'adhama', Rakshasa: 'uttama' },
} as const satisfies Readonly<Record<Gana, Readonly<Record<Gana, PoruthamGradeId>>>>;

/**
 * The gana rules a request can choose (`PORUTHAM_RULE_SETS`), `[bride's gana][groom's gana]`.
 * - `rakshasaGroomAccepted` (`GANA_GRADES`, the default).
 * - `rakshasaApart`: Rakshasa agrees with Rakshasa only, whoever is the groom; Deva with Manushya agrees either
 *   way (madhyama). The reading PyJHora's South gana gives (horoscope/match/compatibility.py:356–361), which its
 *   docstring attributes to prokerala.com ("Gana Porutham", :366).
 */
export const GANA_RULES = [
  { id: 'rakshasaGroomAccepted', en: 'A Rakshasa groom accepted with any bride', hi: 'राक्षस गण वर किसी भी वधू के साथ स्वीकार्य',
    grades: GANA_GRADES },
  { id: 'rakshasaApart', en: 'Rakshasa only with Rakshasa', hi: 'राक्षस गण केवल राक्षस गण के साथ',
    grades: {
      Deva: { Deva: 'uttama', Manushya: 'madhyama', Rakshasa: 'adhama' },
      Manushya: { Deva: 'madhyama', Manushya: 'uttama', Rakshasa: 'adhama' },
      Rakshasa: { Deva: 'adhama', Manushya: 'adhama', Rakshasa: 'uttama' },
    } },
] as const satisfies readonly { readonly id: string; readonly en: string; readonly hi: string;
  readonly grades: Readonly<Record<Gana, Readonly<Record<Gana, PoruthamGradeId>>>> }[];
export type GanaRuleId = (typeof GANA_RULES)[number]['id'];

// ── Mahendra ────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * Inclusive counts 1–27 from the bride's star to the groom's that give mahendra (uttama); any other count is
 * adhama. The same in every source read: rahasyavedicastrology.com ("Mahendra", with worked examples),
 * poorvapunya.com, marriage-matching-astrology.blogspot.com, astrosiva.in, PyJHora.
 */
export const MAHENDRA_COUNTS = [4, 7, 10, 13, 16, 19, 22, 25] as const;

// ── Stree-deergha ───────────────────────────────────────────────────────────────────────────────────────────

/**
 * Stree-deergha on the inclusive count 1–27 from the bride's star to the groom's. Chosen rule (poorvapunya.com):
 * beyond 13 (14–27) uttama; "more than 7" up to 13 (8–13) madhyama (the source's "less than 13" leaves 13
 * itself ungraded; it is put with the middling counts here); 7 or less adhama.
 * Alternatives not used: marriage-matching-astrology.blogspot.com (agreement only beyond 13, no middle grade);
 * PyJHora (beyond 13 in its North setting, beyond 7 in its South setting); some guides use 9.
 */
export const STREE_DEERGHA = { uttamaFromCount: 14, madhyamaFromCount: 8 } as const;

// ── Yoni ────────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * Yoni grade. Chosen rule: sworn-enemy animals (data/ashtakoot.ts `YONIS[].enemy`: horse–buffalo,
 * elephant–lion, sheep–monkey, serpent–mongoose, dog–deer, cat–rat, cow–tiger) are adhama, the only
 * disagreement (diamondtamil.com "யோனிப் பொருத்தம்": only enemy animals fail); otherwise a male-yoni groom with
 * a female-yoni bride is uttama and every other pairing madhyama (tirumanaporutham.blogspot.com "Yoni
 * porutham": male groom with female bride is the best match).
 * Alternatives: `YONI_RULES` `serpentRatEnemies` (below). Not offered: tirumanaporutham.blogspot.com makes only
 * two male yonis madhyama and every other non-enemy pairing adhama.
 */
export const YONI_GRADES = {
  enemies: 'adhama',
  maleGroomFemaleBride: 'uttama',
  otherwise: 'madhyama',
} as const satisfies Readonly<Record<string, PoruthamGradeId>>;

/**
 * The yoni rules a request can choose (`PORUTHAM_RULE_SETS`): which animal pairs are enemies (adhama).
 * - `sevenEnemies` (the default): the seven sworn-enemy pairs of `YONIS` (data/ashtakoot.ts).
 * - `serpentRatEnemies`: those and the serpent with the rat, as South Indian tables count them (PyJHora:
 *   "In South India yoni - Snake/Rat are enemies. In North India they are not", horoscope/match/compatibility.py:75–76).
 */
export const YONI_RULES = [
  { id: 'sevenEnemies', en: 'The seven sworn-enemy pairs', hi: 'सात शत्रु योनि जोड़े', extraEnemies: [] },
  { id: 'serpentRatEnemies', en: 'The seven pairs and serpent–rat', hi: 'सात जोड़े और सर्प–मूषक',
    extraEnemies: [['Serpent', 'Rat']] },
] as const satisfies readonly { readonly id: string; readonly en: string; readonly hi: string;
  readonly extraEnemies: readonly (readonly [YoniAnimal, YoniAnimal])[] }[];
export type YoniRuleId = (typeof YONI_RULES)[number]['id'];

// ── Rasi ────────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * Rasi grade by the inclusive count 1–12 from the bride's Moon sign to the groom's. Chosen rule (raajayogam.com
 * "Raasi porutham"): signs 6th, 8th or 12th from each other do not agree (counts 2, 6, 8, 12); the 7th
 * (samasaptama) is the best (uttama) except for the pairs in `RASI_SAMASAPTAMA_EXCEPTIONS`; the same sign
 * and counts 3, 4, 5, 9, 10, 11 agree (madhyama here; the source calls them "also matching"). The source's
 * further conditions on the same sign are not applied.
 * Alternatives: `RASI_RULES` `beyondSixth` (below). Not offered: ibcbakthi.com ("ராசி பொருத்தம்": 7, 9, 10, 11
 * uttama; 1, 3, 5, 12 madhyama; 2, 6, 8 adhama).
 */
export const RASI_GRADE_BY_COUNT = [
  { count: 1, grade: 'madhyama' },
  { count: 2, grade: 'adhama' },
  { count: 3, grade: 'madhyama' },
  { count: 4, grade: 'madhyama' },
  { count: 5, grade: 'madhyama' },
  { count: 6, grade: 'adhama' },
  { count: 7, grade: 'uttama' },
  { count: 8, grade: 'adhama' },
  { count: 9, grade: 'madhyama' },
  { count: 10, grade: 'madhyama' },
  { count: 11, grade: 'madhyama' },
  { count: 12, grade: 'adhama' },
] as const satisfies readonly { readonly count: number; readonly grade: PoruthamGradeId }[];

/** Sign pairs 7th from each other that do NOT agree for rasi (raajayogam.com): Cancer–Capricorn, Leo–Aquarius. */
export const RASI_SAMASAPTAMA_EXCEPTIONS = [
  ['cancer', 'capricorn'],
  ['leo', 'aquarius'],
] as const satisfies readonly (readonly [SignId, SignId])[];

/**
 * The rasi rules a request can choose (`PORUTHAM_RULE_SETS`).
 * - `signDistance` (`RASI_GRADE_BY_COUNT` with `RASI_SAMASAPTAMA_EXCEPTIONS`, the default).
 * - `beyondSixth`: the groom's Moon sign beyond the 6th from the bride's (counts 7–12) agrees (uttama), any other
 *   does not: the South rasi rule of PyJHora (`raasi_porutham_south`, horoscope/match/compatibility.py:412–413 with
 *   `raasi_threshold_south` = 6, const.py:661); the same line as the stree-deergha count, read on signs.
 */
export const RASI_RULES = [
  { id: 'signDistance', en: 'By the distance of the two signs', hi: 'दोनों राशियों की दूरी से', agreesFromCount: null },
  { id: 'beyondSixth', en: "The groom's sign beyond the 6th from the bride's", hi: 'वर की राशि वधू की राशि से छठी के आगे',
    agreesFromCount: 7 },
] as const satisfies readonly { readonly id: string; readonly en: string; readonly hi: string;
  readonly agreesFromCount: number | null }[];
export type RasiRuleId = (typeof RASI_RULES)[number]['id'];

// ── Rasi-adhipati ───────────────────────────────────────────────────────────────────────────────────────────

/**
 * Rasi-adhipati grade from the natural friendships of the two sign lords read both ways (data/grahas.ts,
 * BPHS ch. 3); the key is the two relations sorted friend < neutral < enemy. Chosen rule
 * (tirumanaporutham.blogspot.com "Raasi Athipathi Porutham"): mutual friends uttama; friend and neutral, or both
 * neutral, madhyama ("moderately matching"); friend and enemy, or neutral and enemy, no agreement; both enemies
 * no agreement. The same lord (both Moons in signs of one graha) is not stated there; graded uttama here.
 * Alternative: `RASI_ADHIPATI_RULES` `acceptedLords` (below).
 */
export const RASI_ADHIPATI_GRADES = {
  same: 'uttama',
  'friend+friend': 'uttama',
  'friend+neutral': 'madhyama',
  'neutral+neutral': 'madhyama',
  'friend+enemy': 'adhama',
  'neutral+enemy': 'adhama',
  'enemy+enemy': 'adhama',
} as const satisfies Readonly<Record<string, PoruthamGradeId>>;

/**
 * The rasi-adhipati rules a request can choose (`PORUTHAM_RULE_SETS`).
 * - `friendship` (`RASI_ADHIPATI_GRADES`, the default).
 * - `acceptedLords`: for the lord of the bride's Moon sign, the lords of the groom's sign that agree (uttama), any
 *   other adhama; the same lord does not agree. The list of PyJHora's South table
 *   (`raasi_adhipathi_array_south`, horoscope/match/compatibility.py:148–155, read bride's lord by groom's at :401),
 *   which names no source: the Sun accepts Jupiter; the Moon Mercury and Jupiter; Mars Mercury and Venus; Mercury
 *   all but the Sun; Jupiter all but Mars; Venus all but the Sun and Moon; Saturn Mercury, Jupiter and Venus.
 */
export const RASI_ADHIPATI_RULES = [
  { id: 'friendship', en: 'By the natural friendship of the two lords', hi: 'दोनों स्वामियों की नैसर्गिक मित्रता से', accepted: null },
  { id: 'acceptedLords', en: "The lords each bride's lord accepts", hi: 'वधू की राशि के स्वामी द्वारा स्वीकार्य स्वामी',
    accepted: {
      sun: ['jupiter'],
      moon: ['mercury', 'jupiter'],
      mars: ['mercury', 'venus'],
      mercury: ['moon', 'mars', 'jupiter', 'venus', 'saturn'],
      jupiter: ['sun', 'moon', 'mercury', 'venus', 'saturn'],
      venus: ['mars', 'mercury', 'jupiter', 'saturn'],
      saturn: ['mercury', 'jupiter', 'venus'],
    } },
] as const satisfies readonly { readonly id: string; readonly en: string; readonly hi: string;
  readonly accepted: Readonly<Record<SignLordId, readonly SignLordId[]>> | null }[];
export type RasiAdhipatiRuleId = (typeof RASI_ADHIPATI_RULES)[number]['id'];

// ── Vasya ───────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * For each sign, the signs under its sway (vasya). Source: the classical vasya list used by South Indian
 * porutham tables, as PyJHora transcribes it (`vasiya_porutham_south`: Aries holds Leo and Scorpio, Taurus
 * Cancer and Libra, … Pisces Capricorn); not re-checked against a printed page in this change. Chosen rule:
 * vasya agrees (uttama) when either partner's sign holds the other's, adhama otherwise. Alternative:
 * `VASYA_RULES` `brideHoldsGroom` (below).
 */
export const VASYA_SIGNS = {
  aries: ['leo', 'scorpio'],
  taurus: ['cancer', 'libra'],
  gemini: ['virgo'],
  cancer: ['scorpio', 'sagittarius'],
  leo: ['libra'],
  virgo: ['gemini', 'pisces'],
  libra: ['virgo', 'capricorn'],
  scorpio: ['cancer'],
  sagittarius: ['pisces'],
  capricorn: ['aries', 'aquarius'],
  aquarius: ['aries'],
  pisces: ['capricorn'],
} as const satisfies Readonly<Record<SignId, readonly SignId[]>>;

/**
 * The vasya rules a request can choose (`PORUTHAM_RULE_SETS`).
 * - `eitherWay` (the default): either sign holds the other.
 * - `brideHoldsGroom`: only the bride's sign holding the groom's agrees, as PyJHora reads the list
 *   (`vasiya_porutham_south`, horoscope/match/compatibility.py:244–247).
 */
export const VASYA_RULES = [
  { id: 'eitherWay', en: 'Either sign holds the other', hi: 'कोई भी राशि दूसरी को वश में रखे' },
  { id: 'brideHoldsGroom', en: "The bride's sign holds the groom's", hi: 'वधू की राशि वर की राशि को वश में रखे' },
] as const;
export type VasyaRuleId = (typeof VASYA_RULES)[number]['id'];

// ── Rajju ───────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * The five rajjus (parts of the body) and their stars, foot to head. Source: jathagamporutham.com ("Rajju
 * porutham in tamil") and m.epanchang.com ("Rajju Porutham"), which print the same groups (also PyJHora's).
 * Chosen rule: the two stars in the same rajju are adhama (rajju dosha), different rajjus uttama.
 * `ascending` (aroha) and `descending` (avaroha): the two halves of each rajju but the head's, as
 * neerkondar.blogspot.com ("ரஜ்ஜுப் பொருத்தம்", 2013/06) lists them, read by `RAJJU_RULES` `arohaAvaroha`.
 */
export const RAJJUS = [
  { id: 'pada', en: 'Pada (foot)', hi: 'पाद रज्जु',
    stars: ['ashwini', 'ashlesha', 'magha', 'jyeshtha', 'mula', 'revati'],
    ascending: ['ashwini', 'magha', 'mula'], descending: ['ashlesha', 'jyeshtha', 'revati'] },
  { id: 'kati', en: 'Kati (waist)', hi: 'कटि रज्जु',
    stars: ['bharani', 'pushya', 'purva-phalguni', 'anuradha', 'purva-ashadha', 'uttara-bhadrapada'],
    ascending: ['bharani', 'purva-phalguni', 'purva-ashadha'], descending: ['pushya', 'anuradha', 'uttara-bhadrapada'] },
  { id: 'nabhi', en: 'Nabhi (navel)', hi: 'नाभि रज्जु',
    stars: ['krittika', 'punarvasu', 'uttara-phalguni', 'vishakha', 'uttara-ashadha', 'purva-bhadrapada'],
    ascending: ['krittika', 'uttara-phalguni', 'uttara-ashadha'], descending: ['punarvasu', 'vishakha', 'purva-bhadrapada'] },
  { id: 'kanta', en: 'Kanta (neck)', hi: 'कण्ठ रज्जु',
    stars: ['rohini', 'ardra', 'hasta', 'swati', 'shravana', 'shatabhisha'],
    ascending: ['rohini', 'hasta', 'shravana'], descending: ['ardra', 'swati', 'shatabhisha'] },
  { id: 'siro', en: 'Siro (head)', hi: 'शिरो रज्जु',
    stars: ['mrigashira', 'chitra', 'dhanishta'], ascending: [], descending: [] },
] as const satisfies readonly { readonly id: string; readonly en: string; readonly hi: string;
  readonly stars: readonly NakshatraId[]; readonly ascending: readonly NakshatraId[]; readonly descending: readonly NakshatraId[] }[];
export type Rajju = (typeof RAJJUS)[number];
export type RajjuId = Rajju['id'];

/**
 * The rajju rules a request can choose (`PORUTHAM_RULE_SETS`).
 * - `sameRajju` (the default): two stars of one rajju fail.
 * - `arohaAvaroha`: two stars of one rajju fail only when both ascend or both descend (or both are of the head
 *   rajju, which has no halves); one ascending and one descending agree (neerkondar.blogspot.com: "ஒன்று
 *   ஆரோகத்திலும், ஒன்று அவரோகத்திலும் … ஒரே ரஜ்ஜுவாக இருந்தாலும் … பொருத்தம் உண்டு"). PyJHora's South rajju
 *   computes this reading (horoscope/match/compatibility.py:470–481), though the docstring above its lists
 *   (:103) states the reverse; its neck list `[413,22]` (:105) lost a comma, so Rohini and Hasta count as
 *   descending there: an error, not copied.
 */
export const RAJJU_RULES = [
  { id: 'sameRajju', en: 'Two stars of one rajju fail', hi: 'एक ही रज्जु के दो नक्षत्र असफल' },
  { id: 'arohaAvaroha', en: 'One rajju fails only in the same direction', hi: 'एक ही रज्जु केवल एक ही दिशा में असफल' },
] as const;
export type RajjuRuleId = (typeof RAJJU_RULES)[number]['id'];

// ── Vedha ───────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * The thirteen vedha (mutually piercing) star pairs; a bride and groom on the two stars of a pair are adhama,
 * any other pair uttama. Source: pdfcoffee.com "Marriage & matching" ("Prohibited pairs": Ashwini–Jyeshtha …
 * Mrigashira–Dhanishta); the same pairs, in another order, on astroved.com ("Vedha Porutham").
 * Chitra belongs to no pair here. Alternative not offered: a three-way Mrigashira–Chitra–Dhanishta vedha printed
 * by some Tamil guides. PyJHora fails every couple whose star numbers add up to 19, 28 or 37
 * (horoscope/match/compatibility.py:97 and :450), which holds these thirteen pairs and fifteen more (Ardra–Hasta,
 * Ashwini–Revati, Jyeshtha–Mula, Chitra with itself …); the thirteen pairs are its own list in the line above
 * (:96, commented out): an error, not copied.
 */
export const VEDHA_PAIRS = [
  ['ashwini', 'jyeshtha'],
  ['bharani', 'anuradha'],
  ['krittika', 'vishakha'],
  ['rohini', 'swati'],
  ['ardra', 'shravana'],
  ['punarvasu', 'uttara-ashadha'],
  ['pushya', 'purva-ashadha'],
  ['ashlesha', 'mula'],
  ['magha', 'revati'],
  ['purva-phalguni', 'uttara-bhadrapada'],
  ['uttara-phalguni', 'purva-bhadrapada'],
  ['hasta', 'shatabhisha'],
  ['mrigashira', 'dhanishta'],
] as const satisfies readonly (readonly [NakshatraId, NakshatraId])[];

// ── Verdict ─────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * Verdicts of a porutham match. Chosen rule (jathakaporutham.com): any essential porutham failing
 * (`PORUTHAMS[].essential`) rejects the match; otherwise 8 or more agreeing poruthams of 10 is excellent
 * (`minAgreeing`), fewer is acceptable (the source's "6 or 7 … is Madhyamam"; with the six essentials
 * agreeing the count is at least 6). No weighted score is computed: the sources read give none.
 */
export const PORUTHAM_VERDICTS = [
  { id: 'rejected', en: 'Not recommended', hi: 'अनुशंसित नहीं', minAgreeing: null,
    description: { en: 'An essential porutham fails, which rejects the match whatever the others show.',
      hi: 'एक आवश्यक पोरुथम नहीं मिलता, जिससे बाकी चाहे जो दिखाएँ, मिलान अस्वीकार होता है।' } },
  { id: 'madhyama', en: 'Acceptable', hi: 'मध्यम', minAgreeing: 6,
    description: { en: 'Every essential porutham agrees, with six or seven of the ten in all.',
      hi: 'सभी आवश्यक पोरुथम मिलते हैं, कुल दस में से छह या सात।' } },
  { id: 'uttama', en: 'Excellent', hi: 'उत्तम', minAgreeing: 8,
    description: { en: 'Every essential porutham agrees, with at least eight of the ten in all.',
      hi: 'सभी आवश्यक पोरुथम मिलते हैं, कुल दस में से कम से कम आठ।' } },
] as const;
export type PoruthamVerdict = (typeof PORUTHAM_VERDICTS)[number];
export type PoruthamVerdictId = PoruthamVerdict['id'];

// ── Rule sets ───────────────────────────────────────────────────────────────────────────────────────────────

/**
 * The named sets of porutham rules a request chooses (`poruthamRules`): for each porutham whose rule differs
 * between sources, which one is applied (the rules, their sources and grades are above). Mahendra,
 * stree-deergha and vedha are the same in every set.
 * - `standard` (the default): the rules chosen above (the counts from the bride's star, …).
 * - `tamil`: the Tamil almanac's readings: dina counted from the groom's star, Rakshasa only with Rakshasa, the
 *   serpent and the rat enemies, rasi beyond the 6th sign, the accepted-lords table, vasya held by the bride's
 *   sign, rajju by aroha and avaroha. With it this engine reproduces PyJHora's South conventions
 *   (docs/conventions.md).
 */
export const PORUTHAM_RULE_SETS = [
  { id: 'standard', en: 'Standard porutham rules', hi: 'मानक पोरुथम नियम',
    dina: 'fromBride', gana: 'rakshasaGroomAccepted', yoni: 'sevenEnemies', rasi: 'signDistance',
    rasiAdhipati: 'friendship', vasya: 'eitherWay', rajju: 'sameRajju' },
  { id: 'tamil', en: 'Tamil almanac rules', hi: 'तमिल पंचांग नियम',
    dina: 'fromGroom', gana: 'rakshasaApart', yoni: 'serpentRatEnemies', rasi: 'beyondSixth',
    rasiAdhipati: 'acceptedLords', vasya: 'brideHoldsGroom', rajju: 'arohaAvaroha' },
] as const satisfies readonly { readonly id: string; readonly en: string; readonly hi: string;
  readonly dina: DinaRuleId; readonly gana: GanaRuleId; readonly yoni: YoniRuleId; readonly rasi: RasiRuleId;
  readonly rasiAdhipati: RasiAdhipatiRuleId; readonly vasya: VasyaRuleId; readonly rajju: RajjuRuleId }[];
export type PoruthamRuleSetId = (typeof PORUTHAM_RULE_SETS)[number]['id'];
export const PORUTHAM_RULE_SET_IDS = PORUTHAM_RULE_SETS.map((set) => set.id) as [PoruthamRuleSetId, ...PoruthamRuleSetId[]];
