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
 * print their rules, and PyJHora's `compatibility.py` (AGPL, read for comparison only, nothing taken over).
 */
import type { Gana, NakshatraId } from './nakshatras.ts';
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
 * Alternatives not used: the remainder rule (count modulo 9 in 2, 4, 6, 8, 0, poorvapunya.com), which also
 * admits 17, 22 and 27; tamilhoroscope.in's list (2 … 15, 17, 18, 20, 22, 26, 27, as quoted by
 * ananthakumaran.github.com); vysyamala.com's same-star lists (uttama Rohini, Ardra, Magha, Vishakha, Shravana,
 * Hasta, Revati; as quoted in PyJHora); PyJHora's rule, which counts from the groom's star; the further
 * same-sign rule "the groom's star should precede the bride's" of the chosen source.
 */
export const DINA = {
  uttamaCounts: [2, 4, 6, 8, 9, 11, 13, 15, 18, 20, 24, 26],
  madhyamaCounts: [
    { count: 12, exceptGroomPada: 1 },
    { count: 14, exceptGroomPada: 4 },
    { count: 16, exceptGroomPada: 3 },
  ],
  sameStar: {
    uttama: ['rohini', 'ardra', 'pushya', 'magha', 'hasta', 'shravana'],
    madhyama: ['ashwini', 'bharani', 'krittika', 'mrigashira', 'punarvasu', 'uttara-phalguni', 'chitra', 'anuradha'],
  },
  /** Count 27 agrees only when the two Moon signs are the same. */
  lastStarCount: 27,
  /** The groom's sign counted from the bride's (1–12) that makes dina adhama whatever the star count. */
  ashtamaSignCount: 8,
} as const satisfies {
  readonly uttamaCounts: readonly number[];
  readonly madhyamaCounts: readonly { readonly count: number; readonly exceptGroomPada: 1 | 2 | 3 | 4 }[];
  readonly sameStar: { readonly uttama: readonly NakshatraId[]; readonly madhyama: readonly NakshatraId[] };
  readonly lastStarCount: number;
  readonly ashtamaSignCount: number;
};

// ── Gana ────────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * Gana grade by the bride's gana (outer key) and the groom's (inner key). Chosen rule (poorvapunya.com "Ten
 * matches"): the same gana agrees fully; a Deva or Manushya groom "should not marry a Rakshasa girl", while a
 * Rakshasa groom with a Deva or Manushya bride "is possible" (madhyama here); Deva with Manushya either way is
 * madhyama (the middling grade of the same tradition's gana koota). Not symmetric.
 * Alternatives not used: marriage-matching-astrology.blogspot.com admits Manushya with Rakshasa and rejects
 * Deva with Rakshasa either way; PyJHora admits two Rakshasa stars only when the bride's star number exceeds 14;
 * the parihara "Rakshasa gana is cancelled when the bride's star is beyond the 14th from the groom's"
 * (pdfcoffee.com "Marriage & matching") is not applied.
 */
export const GANA_GRADES = {
  Deva: { Deva: 'uttama', Manushya: 'madhyama', Rakshasa: 'madhyama' },
  Manushya: { Deva: 'madhyama', Manushya: 'uttama', Rakshasa: 'madhyama' },
  Rakshasa: { Deva: 'adhama', Manushya: 'adhama', Rakshasa: 'uttama' },
} as const satisfies Readonly<Record<Gana, Readonly<Record<Gana, PoruthamGradeId>>>>;

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
 * Alternatives not used: tirumanaporutham.blogspot.com makes only two male yonis madhyama and every other
 * non-enemy pairing adhama; PyJHora adds serpent–rat to the enemy pairs.
 */
export const YONI_GRADES = {
  enemies: 'adhama',
  maleGroomFemaleBride: 'uttama',
  otherwise: 'madhyama',
} as const satisfies Readonly<Record<string, PoruthamGradeId>>;

// ── Rasi ────────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * Rasi grade by the inclusive count 1–12 from the bride's Moon sign to the groom's. Chosen rule (raajayogam.com
 * "Raasi porutham"): signs 6th, 8th or 12th from each other do not agree (counts 2, 6, 8, 12); the 7th
 * (samasaptama) is the best (uttama) except for the pairs in `RASI_SAMASAPTAMA_EXCEPTIONS`; the same sign
 * and counts 3, 4, 5, 9, 10, 11 agree (madhyama here; the source calls them "also matching"). The source's
 * further conditions on the same sign are not applied.
 * Alternatives not used: ibcbakthi.com ("ராசி பொருத்தம்": 7, 9, 10, 11 uttama; 1, 3, 5, 12 madhyama; 2, 6, 8
 * adhama); PyJHora (agreement when the count exceeds 6).
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

// ── Rasi-adhipati ───────────────────────────────────────────────────────────────────────────────────────────

/**
 * Rasi-adhipati grade from the natural friendships of the two sign lords read both ways (data/grahas.ts,
 * BPHS ch. 3); the key is the two relations sorted friend < neutral < enemy. Chosen rule
 * (tirumanaporutham.blogspot.com "Raasi Athipathi Porutham"): mutual friends uttama; friend and neutral, or both
 * neutral, madhyama ("moderately matching"); friend and enemy, or neutral and enemy, no agreement; both enemies
 * no agreement. The same lord (both Moons in signs of one graha) is not stated there; graded uttama here.
 * Alternative not used: PyJHora's South table, its own list of which lord accepts which.
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

// ── Vasya ───────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * For each sign, the signs under its sway (vasya). Source: the classical vasya list used by South Indian
 * porutham tables, as PyJHora transcribes it (`vasiya_porutham_south`: Aries holds Leo and Scorpio, Taurus
 * Cancer and Libra, … Pisces Capricorn); not re-checked against a printed page in this change. Chosen rule:
 * vasya agrees (uttama) when either partner's sign holds the other's, adhama otherwise. PyJHora reads one
 * direction only (the groom's sign in the bride's list); not used.
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

// ── Rajju ───────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * The five rajjus (parts of the body) and their stars, foot to head. Source: jathagamporutham.com ("Rajju
 * porutham in tamil") and m.epanchang.com ("Rajju Porutham"), which print the same groups (also PyJHora's).
 * Chosen rule: the two stars in the same rajju are adhama (rajju dosha), different rajjus uttama.
 * Alternative not used: the aroha/avaroha reading (neerkondar.blogspot.com; PyJHora's "Tamil panchanga
 * style"), under which two stars of one rajju still agree when one is ascending and the other descending.
 */
export const RAJJUS = [
  { id: 'pada', en: 'Pada (foot)', hi: 'पाद रज्जु',
    stars: ['ashwini', 'ashlesha', 'magha', 'jyeshtha', 'mula', 'revati'] },
  { id: 'kati', en: 'Kati (waist)', hi: 'कटि रज्जु',
    stars: ['bharani', 'pushya', 'purva-phalguni', 'anuradha', 'purva-ashadha', 'uttara-bhadrapada'] },
  { id: 'nabhi', en: 'Nabhi (navel)', hi: 'नाभि रज्जु',
    stars: ['krittika', 'punarvasu', 'uttara-phalguni', 'vishakha', 'uttara-ashadha', 'purva-bhadrapada'] },
  { id: 'kanta', en: 'Kanta (neck)', hi: 'कण्ठ रज्जु',
    stars: ['rohini', 'ardra', 'hasta', 'swati', 'shravana', 'shatabhisha'] },
  { id: 'siro', en: 'Siro (head)', hi: 'शिरो रज्जु',
    stars: ['mrigashira', 'chitra', 'dhanishta'] },
] as const satisfies readonly { readonly id: string; readonly en: string; readonly hi: string;
  readonly stars: readonly NakshatraId[] }[];
export type Rajju = (typeof RAJJUS)[number];
export type RajjuId = Rajju['id'];

// ── Vedha ───────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * The thirteen vedha (mutually piercing) star pairs; a bride and groom on the two stars of a pair are adhama,
 * any other pair uttama. Source: pdfcoffee.com "Marriage & matching" ("Prohibited pairs": Ashwini–Jyeshtha …
 * Mrigashira–Dhanishta); the same pairs, in another order, on astroved.com ("Vedha Porutham").
 * Chitra belongs to no pair here. Alternatives not used: a three-way Mrigashira–Chitra–Dhanishta vedha
 * printed by some Tamil guides; PyJHora's rule (star numbers summing to 19, 28 or 37), which adds pairs such as
 * Ardra–Hasta.
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
