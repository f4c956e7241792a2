/**
 * Reference tables of Ashtakoot (ashta-koota, guna milan): the eight kootas of North Indian marriage matching,
 * 36 points in all, scored from the two partners' Moons.
 *
 * What is scored from what:
 * - sign of the Moon (rashi): varna, vashya (with the half of the sign), graha maitri (sign lords), bhakoot;
 * - nakshatra of the Moon: tara, yoni, gana, nadi.
 * The nakshatra attributes (yoni animal and sex, gana, nadi) are NOT repeated here: they live in the one
 * record per nakshatra of data/nakshatras.ts (Muhurta Chintamani ch. 6, checked there against every almanac),
 * and this file gives the vocabularies (with en/hi) and the points between them.
 *
 * Sources, table by table, are in each doc comment. Where conventions differ (they do, and matching responses
 * are to report which one applied), the one chosen here is named and the others are written beside it.
 */
import type { GrahaId } from './grahas.ts';
import type { Gana, Nadi, YoniAnimal } from './nakshatras.ts';
import type { PoruthamGradeId } from './porutham.ts';
import type { SignId } from './signs.ts';

/**
 * The eight kootas in their customary order, with their maximum points (1 … 8, 36 in all) and what each is read
 * for, in this product's words (the readings the matching chapters and almanacs give each koota: temperament and
 * work for varna, mutual attraction for vashya, fortune for tara, physical harmony for yoni, friendship of minds
 * for graha maitri, nature for gana, family welfare for bhakoot, health and progeny for nadi).
 */
export const KOOTAS = [
  { id: 'varna', order: 1, en: 'Varna', hi: 'वर्ण', maxPoints: 1,
    meaning: { en: 'Whether the two temperaments and callings sit well together, read from the class of each Moon sign.',
      hi: 'दोनों के स्वभाव और कर्मक्षेत्र आपस में कितने मेल खाते हैं, प्रत्येक चंद्र राशि के वर्ण से।' } },
  { id: 'vashya', order: 2, en: 'Vashya', hi: 'वश्य', maxPoints: 2,
    meaning: { en: 'Mutual attraction and the give and take of influence, read from the nature of the two Moon signs.',
      hi: 'परस्पर आकर्षण और एक-दूसरे पर प्रभाव का लेन-देन, दोनों चंद्र राशियों की प्रकृति से।' } },
  { id: 'tara', order: 3, en: 'Tara', hi: 'तारा', maxPoints: 3,
    meaning: { en: 'The fortune each brings the other, read from how many stars lie between the two birth stars.',
      hi: 'एक-दूसरे के लिए भाग्य, दोनों जन्म नक्षत्रों के बीच की दूरी से।' } },
  { id: 'yoni', order: 4, en: 'Yoni', hi: 'योनि', maxPoints: 4,
    meaning: { en: 'Physical and intimate harmony, read from the animal natures of the two birth stars.',
      hi: 'शारीरिक और अंतरंग सामंजस्य, दोनों जन्म नक्षत्रों की पशु योनि से।' } },
  { id: 'grahaMaitri', order: 5, en: 'Graha Maitri', hi: 'ग्रह मैत्री', maxPoints: 5,
    meaning: { en: 'Friendship of minds and outlook, read from how the lords of the two Moon signs regard each other.',
      hi: 'विचारों और दृष्टिकोण की मित्रता, दोनों चंद्र राशियों के स्वामियों के आपसी संबंध से।' } },
  { id: 'gana', order: 6, en: 'Gana', hi: 'गण', maxPoints: 6,
    meaning: { en: 'Agreement of basic nature, divine, human or demonic, read from the two birth stars.',
      hi: 'मूल स्वभाव (देव, मनुष्य या राक्षस) का मेल, दोनों जन्म नक्षत्रों से।' } },
  { id: 'bhakoot', order: 7, en: 'Bhakoot', hi: 'भकूट', maxPoints: 7,
    meaning: { en: 'Welfare of the family, wealth and the couple\'s well-being, read from how far apart the two Moon signs lie.',
      hi: 'परिवार, धन और दंपति का कल्याण, दोनों चंद्र राशियों की आपसी दूरी से।' } },
  { id: 'nadi', order: 8, en: 'Nadi', hi: 'नाड़ी', maxPoints: 8,
    meaning: { en: 'Health and progeny, read from the constitution (nadi) of the two birth stars: the same nadi is a dosha.',
      hi: 'स्वास्थ्य और संतान, दोनों जन्म नक्षत्रों की नाड़ी से: एक ही नाड़ी दोष है।' } },
] as const;
export type Koota = (typeof KOOTAS)[number];
export type KootaId = Koota['id'];

/** The sum of the eight maxima. */
export const ASHTAKOOT_MAX_POINTS = 36;

// ── Varna (1 point) ─────────────────────────────────────────────────────────────────────────────────────────

/**
 * The four varnas, `rank` 4 (highest) … 1. Which signs have which varna is a convention (`VARNA_CONVENTIONS`).
 *
 * Points: 1 when the groom's varna ranks equal to or higher than the bride's, else 0 (saravali.de's 4 × 4 table
 * and every source of `VARNA_CONVENTIONS` agree on this rule). This koota is NOT symmetric: swapping bride and
 * groom can change it.
 */
export const VARNAS = [
  { id: 'brahmin', en: 'Brahmin', hi: 'ब्राह्मण', rank: 4 },
  { id: 'kshatriya', en: 'Kshatriya', hi: 'क्षत्रिय', rank: 3 },
  { id: 'vaishya', en: 'Vaishya', hi: 'वैश्य', rank: 2 },
  { id: 'shudra', en: 'Shudra', hi: 'शूद्र', rank: 1 },
] as const satisfies readonly { readonly id: string; readonly en: string; readonly hi: string; readonly rank: number }[];
export type Varna = (typeof VARNAS)[number];
export type VarnaId = Varna['id'];

/**
 * The varna of each sign, two groupings.
 * - `earthVaishya` (the default): Brahmin the water signs, Kshatriya the fire signs, Vaishya the earth signs, Shudra
 *   the air signs. Muhurta Chintamani ch. 6 (vivaha prakarana), the varna verse "dvijā jhaṣāli-karkaṭās tato
 *   nṛpa-viḍ-aṅghrijāḥ" (Pisces, Scorpio, Cancer Brahmin, and the signs after each in turn Kshatriya, Vaishya,
 *   Shudra: Aries/Sagittarius/Leo, Taurus/Capricorn/Virgo, Gemini/Aquarius/Libra); the same grouping is printed
 *   by drikpanchang.com ("Varna Kuta"), astrobix.com ("Varnadi Ashtakoot Milan"), sriramgurujala.com,
 *   microastrology.com and astroswami.in.
 * - `airVaishya`: the air signs Vaishya and the earth signs Shudra, as saravali.de ("Varna Koota", Maitreya) groups
 *   them; PyJHora's varna list follows it (`vasiya_raasi_list`, horoscope/match/compatibility.py:72, read for
 *   varna at :203). It contradicts the verse's order, so it is not the default.
 */
export const VARNA_CONVENTIONS = [
  { id: 'earthVaishya', en: 'Earth signs Vaishya, air signs Shudra (Muhurta Chintamani)', hi: 'पृथ्वी राशियाँ वैश्य, वायु राशियाँ शूद्र (मुहूर्त चिंतामणि)',
    signs: {
      brahmin: ['cancer', 'scorpio', 'pisces'], kshatriya: ['aries', 'leo', 'sagittarius'],
      vaishya: ['taurus', 'virgo', 'capricorn'], shudra: ['gemini', 'libra', 'aquarius'],
    } },
  { id: 'airVaishya', en: 'Air signs Vaishya, earth signs Shudra (saravali.de)', hi: 'वायु राशियाँ वैश्य, पृथ्वी राशियाँ शूद्र',
    signs: {
      brahmin: ['cancer', 'scorpio', 'pisces'], kshatriya: ['aries', 'leo', 'sagittarius'],
      vaishya: ['gemini', 'libra', 'aquarius'], shudra: ['taurus', 'virgo', 'capricorn'],
    } },
] as const satisfies readonly { readonly id: string; readonly en: string; readonly hi: string;
  readonly signs: Readonly<Record<VarnaId, readonly SignId[]>> }[];
export type VarnaConventionId = (typeof VARNA_CONVENTIONS)[number]['id'];

// ── Vashya (2 points) ───────────────────────────────────────────────────────────────────────────────────────

/** The five vashya classes. */
export const VASHYAS = [
  { id: 'chatushpada', en: 'Quadruped', sanskrit: 'Chatushpada', hi: 'चतुष्पद' },
  { id: 'manava', en: 'Human', sanskrit: 'Manava (Dwipada)', hi: 'मानव (द्विपद)' },
  { id: 'jalachara', en: 'Water-dwelling', sanskrit: 'Jalachara', hi: 'जलचर' },
  { id: 'vanachara', en: 'Wild', sanskrit: 'Vanachara', hi: 'वनचर' },
  { id: 'keeta', en: 'Insect', sanskrit: 'Keeta', hi: 'कीट' },
] as const;
export type Vashya = (typeof VASHYAS)[number];
export type VashyaId = Vashya['id'];

/**
 * The vashya class of each sign, by half of the sign: `firstHalf` for 0° ≤ degree in sign < 15°, `secondHalf`
 * for 15° ≤ degree < 30°. Only Sagittarius (human, then quadruped: the archer's man-and-horse body) and
 * Capricorn (quadruped, then water: the goat-fish) change at mid-sign.
 * Sources, checked and agreeing: ranjanadikshit.com ("Kundali Milan": Manava Gemini, Virgo, Libra, the first 15°
 * of Sagittarius, Aquarius; Vanachara Leo; Chatushpada Aries, Taurus, the second 15° of Sagittarius and the
 * first 15° of Capricorn; Jalachara Cancer, Pisces, the second 15° of Capricorn; Keeta Scorpio); vedicguruji.co.in
 * (the same in Hindi); astrobix.com and astroswami.in (the same halves, garbled in print). Some South Indian
 * lists make Cancer keeta; not used. PyJHora reads the halves by the pada of the nakshatra (padas 1–2 the first
 * half, 3–4 the second, horoscope/match/compatibility.py:262–265), which puts parts of both signs in the wrong
 * half (Sagittarius 6°40′–13°20′, Mula's 3rd and 4th padas, counts as quadruped; Capricorn 3°20′–10° as water);
 * its own comment beside it (:249–255) says the half is to be read from the degree (under or over 15°). That is
 * an error, not copied.
 */
export const VASHYA_BY_SIGN = [
  { sign: 'aries', firstHalf: 'chatushpada', secondHalf: 'chatushpada' },
  { sign: 'taurus', firstHalf: 'chatushpada', secondHalf: 'chatushpada' },
  { sign: 'gemini', firstHalf: 'manava', secondHalf: 'manava' },
  { sign: 'cancer', firstHalf: 'jalachara', secondHalf: 'jalachara' },
  { sign: 'leo', firstHalf: 'vanachara', secondHalf: 'vanachara' },
  { sign: 'virgo', firstHalf: 'manava', secondHalf: 'manava' },
  { sign: 'libra', firstHalf: 'manava', secondHalf: 'manava' },
  { sign: 'scorpio', firstHalf: 'keeta', secondHalf: 'keeta' },
  { sign: 'sagittarius', firstHalf: 'manava', secondHalf: 'chatushpada' },
  { sign: 'capricorn', firstHalf: 'chatushpada', secondHalf: 'jalachara' },
  { sign: 'aquarius', firstHalf: 'manava', secondHalf: 'manava' },
  { sign: 'pisces', firstHalf: 'jalachara', secondHalf: 'jalachara' },
] as const satisfies readonly { readonly sign: SignId; readonly firstHalf: VashyaId; readonly secondHalf: VashyaId }[];

/** Degrees into a sign at which its second half (for vashya) begins. */
export const VASHYA_HALF_SIGN_DEG = 15;

/**
 * Vashya points between the two classes, 0–2; the table is symmetric (the same whichever partner holds
 * which class). Same class 2; quadruped with human, water or insect 1; human with insect 1; water with wild or
 * insect 1; human with water 0.5; quadruped with wild 0.5; human with wild 0; wild with insect 0.
 *
 * Checked cell by cell. No printed table gives exactly these values and the printed tables disagree with each
 * other; every cell here is given by at least one source, and the disagreements are:
 * - The classical rule (Muhurta Chintamani ch. 6, as ranjanadikshit.com states it: every sign but Leo is vashya
 *   to the human signs and the water signs are their food; every sign but Scorpio is under Leo's sway and the
 *   quadrupeds are its food; same class 2, vashya 1, food 0.5, else 0) agrees on quadruped–human 1,
 *   quadruped–wild 0.5, human–water 0.5, human–insect 1, water–wild 1, wild–insect 0; it gives 0 for
 *   quadruped–water, quadruped–insect and water–insect (here 1) and 1 for human–wild (here 0).
 * - The astroyogi.com table (as transcribed in PyJHora's `VasiyaArray_AstroYogi`, bride by groom) agrees on
 *   quadruped–human, quadruped–water, quadruped–insect, human–wild, human–insect, water–insect and wild–insect
 *   both ways; it gives 1.5 for human–water and for a quadruped bride with a wild groom, and 0 whenever the bride
 *   is wild and the groom is not.
 * - saravali.de (Maitreya, as transcribed in PyJHora's `VasiyaArray`) prints an asymmetric table that differs in
 *   most off-diagonal cells (e.g. quadruped–insect 2 one way, water–insect 2): `VASHYA_CONVENTIONS` `saravali`.
 */
export const VASHYA_POINTS = {
  chatushpada: { chatushpada: 2, manava: 1, jalachara: 1, vanachara: 0.5, keeta: 1 },
  manava: { chatushpada: 1, manava: 2, jalachara: 0.5, vanachara: 0, keeta: 1 },
  jalachara: { chatushpada: 1, manava: 0.5, jalachara: 2, vanachara: 1, keeta: 1 },
  vanachara: { chatushpada: 0.5, manava: 0, jalachara: 1, vanachara: 2, keeta: 0 },
  keeta: { chatushpada: 1, manava: 1, jalachara: 1, vanachara: 0, keeta: 2 },
} as const satisfies Readonly<Record<VashyaId, Readonly<Record<VashyaId, number>>>>;

/**
 * The vashya tables a request can choose (`KOOTA_TABLE_SETS`), each `[bride's class][groom's class]`.
 * - `symmetric` (the default): `VASHYA_POINTS`.
 * - `saravali`: the asymmetric table saravali.de prints ("Vashya Koota", Maitreya), read with the bride's class as
 *   the row as PyJHora transcribes and reads it (`VasiyaArray`, horoscope/match/compatibility.py:119–124, read
 *   `[girl][boy]` at :291). Two classes score 2 with themselves; e.g. a quadruped bride with an insect groom 2
 *   but an insect bride with a quadruped groom 1, a water bride with a wild or insect groom 2.
 */
export const VASHYA_CONVENTIONS = [
  { id: 'symmetric', en: 'Symmetric vashya table', hi: 'सममित वश्य सारणी', points: VASHYA_POINTS },
  { id: 'saravali', en: 'Asymmetric vashya table (saravali.de)', hi: 'असममित वश्य सारणी',
    points: {
      chatushpada: { chatushpada: 2, manava: 0.5, jalachara: 1, vanachara: 0, keeta: 2 },
      manava: { chatushpada: 0.5, manava: 2, jalachara: 0, vanachara: 0, keeta: 0 },
      jalachara: { chatushpada: 1, manava: 0, jalachara: 2, vanachara: 2, keeta: 2 },
      vanachara: { chatushpada: 0, manava: 0, jalachara: 2, vanachara: 2, keeta: 0 },
      keeta: { chatushpada: 1, manava: 0, jalachara: 1, vanachara: 0, keeta: 2 },
    } },
] as const satisfies readonly { readonly id: string; readonly en: string; readonly hi: string;
  readonly points: Readonly<Record<VashyaId, Readonly<Record<VashyaId, number>>>> }[];
export type VashyaConventionId = (typeof VASHYA_CONVENTIONS)[number]['id'];

// ── Tara (3 points) ─────────────────────────────────────────────────────────────────────────────────────────

/**
 * The nine taras of a count of nakshatras (inclusive, 1–27) from one star to another: the count's remainder
 * modulo 9 (0 read as 9) is the tara's `number`. Vipat (3), Pratyari (5) and Vadha (7) are inauspicious.
 * Source: the tara (dina) koota of the matching chapters (Muhurta Chintamani ch. 6) and every almanac; the
 * nine names as listed e.g. by kundalimilan.in (Janma, Sampat, Vipat, Kshema, Pratyari, Sadhaka, Vadha, Mitra,
 * Parama Mitra).
 *
 * Points, the common North Indian rule (`bothWays`): count from the bride's star to the groom's and from the
 * groom's to the bride's; 3 when both counts fall on auspicious taras, 1.5 when one does, 0 when neither.
 * Sources, agreeing: saravali.de ("Dina Koota": 1.5 for each direction whose remainder is not 3, 5 or 7);
 * futuresamachar.com (Future Point, "Horoscope Matching", the tara chapter: 3 for both auspicious, 1.5 for one);
 * astromuhurat.blogspot.com ("Tara Koot"). PyJHora's tara function adds 1.5 for a count whose remainder IS 3, 5 or
 * 7 (horoscope/match/compatibility.py:342 and :350, where a commented-out older test stands beside it), while its
 * own table (`NakshathraConst`, :61–71) gives 3 for two auspicious taras and 1.5 where one is 3, 5 or 7: an error,
 * not copied (it scores 0 the couples whose two taras are both auspicious). The one-way readings are in
 * `TARA_CONVENTIONS`.
 */
export const TARAS = [
  { number: 1, id: 'janma', en: 'Janma (birth)', hi: 'जन्म', auspicious: true },
  { number: 2, id: 'sampat', en: 'Sampat (wealth)', hi: 'सम्पत्', auspicious: true },
  { number: 3, id: 'vipat', en: 'Vipat (danger)', hi: 'विपत्', auspicious: false },
  { number: 4, id: 'kshema', en: 'Kshema (well-being)', hi: 'क्षेम', auspicious: true },
  { number: 5, id: 'pratyari', en: 'Pratyari (obstacle)', hi: 'प्रत्यरि', auspicious: false },
  { number: 6, id: 'sadhaka', en: 'Sadhaka (achievement)', hi: 'साधक', auspicious: true },
  { number: 7, id: 'vadha', en: 'Vadha (death)', hi: 'वध', auspicious: false },
  { number: 8, id: 'mitra', en: 'Mitra (friend)', hi: 'मित्र', auspicious: true },
  { number: 9, id: 'paramaMitra', en: 'Parama Mitra (great friend)', hi: 'परम मित्र', auspicious: true },
] as const;
export type Tara = (typeof TARAS)[number];
export type TaraId = Tara['id'];

/** Tara points by how many of the two counts fall on an auspicious tara (0, 1 or 2). */
export const TARA_POINTS_BY_AUSPICIOUS_COUNT = { 0: 0, 1: 1.5, 2: 3 } as const;

/**
 * The ways of counting tara that matching responses report side by side (`conventions.tara`). `bothWays` is
 * applied. The one-way readings count from one partner's star only, as the South Indian dina porutham counts
 * from the bride's (data/porutham.ts) and some almanac texts from the groom's (astromuhurat.blogspot.com counts
 * from the boy's star first); a one-way count scores the koota's full 3 when its tara is auspicious and 0 when
 * not (`TARA_ONE_WAY_POINTS`), this product's reading of "agrees / does not agree" on the 3-point scale.
 */
export const TARA_CONVENTIONS = [
  { id: 'bothWays', en: 'Counted both ways', hi: 'दोनों ओर से गणना' },
  { id: 'fromBride', en: "Counted from the bride's star only", hi: 'केवल वधू के नक्षत्र से गणना' },
  { id: 'fromGroom', en: "Counted from the groom's star only", hi: 'केवल वर के नक्षत्र से गणना' },
] as const;
export type TaraConventionId = (typeof TARA_CONVENTIONS)[number]['id'];

/** Points of a one-way tara count: auspicious 3, inauspicious 0. */
export const TARA_ONE_WAY_POINTS = { auspicious: 3, inauspicious: 0 } as const;

// ── Yoni (4 points) ─────────────────────────────────────────────────────────────────────────────────────────

/**
 * The fourteen yoni animals and each one's sworn enemy (the 0-point pair). Names: Muhurta Chintamani ch. 6
 * (ashva, gaja, mesha, sarpa, shvana, marjara, mushaka, go, mahisha, vyaghra, mriga, vanara, nakula, simha);
 * enemies as printed with the nakshatra pairs by freehoroscopesonline.in ("The Yoni Koota") and saravali.de
 * (Maitreya's yoni table).
 */
export const YONIS = [
  { id: 'Horse', en: 'Horse', sanskrit: 'Ashva', hi: 'अश्व', enemy: 'Buffalo' },
  { id: 'Elephant', en: 'Elephant', sanskrit: 'Gaja', hi: 'गज', enemy: 'Lion' },
  { id: 'Sheep', en: 'Sheep', sanskrit: 'Mesha', hi: 'मेष', enemy: 'Monkey' },
  { id: 'Serpent', en: 'Serpent', sanskrit: 'Sarpa', hi: 'सर्प', enemy: 'Mongoose' },
  { id: 'Dog', en: 'Dog', sanskrit: 'Shvana', hi: 'श्वान', enemy: 'Deer' },
  { id: 'Cat', en: 'Cat', sanskrit: 'Marjara', hi: 'मार्जार', enemy: 'Rat' },
  { id: 'Rat', en: 'Rat', sanskrit: 'Mushaka', hi: 'मूषक', enemy: 'Cat' },
  { id: 'Cow', en: 'Cow', sanskrit: 'Go', hi: 'गौ', enemy: 'Tiger' },
  { id: 'Buffalo', en: 'Buffalo', sanskrit: 'Mahisha', hi: 'महिष', enemy: 'Horse' },
  { id: 'Tiger', en: 'Tiger', sanskrit: 'Vyaghra', hi: 'व्याघ्र', enemy: 'Cow' },
  { id: 'Deer', en: 'Deer', sanskrit: 'Mriga', hi: 'मृग', enemy: 'Dog' },
  { id: 'Monkey', en: 'Monkey', sanskrit: 'Vanara', hi: 'वानर', enemy: 'Sheep' },
  { id: 'Mongoose', en: 'Mongoose', sanskrit: 'Nakula', hi: 'नकुल', enemy: 'Serpent' },
  { id: 'Lion', en: 'Lion', sanskrit: 'Simha', hi: 'सिंह', enemy: 'Elephant' },
] as const satisfies readonly { readonly id: YoniAnimal; readonly en: string; readonly sanskrit: string;
  readonly hi: string; readonly enemy: YoniAnimal }[];
export type Yoni = (typeof YONIS)[number];

/** The sex of a yoni, with its Hindi. */
export const YONI_SEXES = [
  { id: 'male', en: 'Male', hi: 'पुरुष' },
  { id: 'female', en: 'Female', hi: 'स्त्री' },
] as const;

/**
 * Yoni points between two animals: 4 same animal, 3 friendly, 2 neutral, 1 unfriendly, 0 sworn enemies.
 * Source: the 14 × 14 yoni table printed by saravali.de ("Yoni Koota", the table Maitreya implements, bride by
 * groom). That printing is symmetric except in two cells (its Deer row gives Horse 1 where its Horse row gives
 * Deer 3; its Lion row gives Buffalo 2 where its Buffalo row gives Lion 1); this table is symmetric and keeps
 * the Horse and Buffalo rows' values (Horse–Deer 3, Buffalo–Lion 1). Checked against PyJHora's `YoniArray`
 * (read for comparison): every cell agrees except Horse–Deer, which PyJHora makes 1 both ways (the Deer row's
 * value; offered as the `deerRow` convention, `YONI_DEER_ROW`). The seven
 * sworn-enemy pairs agree with freehoroscopesonline.in and with the enemies of `YONIS`. The sex of the yoni does
 * not change the points here; the South Indian yoni porutham grades it (`YONI_CONVENTIONS`).
 */
export const YONI_POINTS = {
  Horse: { Horse: 4, Elephant: 2, Sheep: 2, Serpent: 3, Dog: 2, Cat: 2, Rat: 2, Cow: 1, Buffalo: 0, Tiger: 1, Deer: 3, Monkey: 3, Mongoose: 2, Lion: 1 },
  Elephant: { Horse: 2, Elephant: 4, Sheep: 3, Serpent: 3, Dog: 2, Cat: 2, Rat: 2, Cow: 2, Buffalo: 3, Tiger: 1, Deer: 2, Monkey: 3, Mongoose: 2, Lion: 0 },
  Sheep: { Horse: 2, Elephant: 3, Sheep: 4, Serpent: 2, Dog: 1, Cat: 2, Rat: 1, Cow: 3, Buffalo: 3, Tiger: 1, Deer: 2, Monkey: 0, Mongoose: 3, Lion: 1 },
  Serpent: { Horse: 3, Elephant: 3, Sheep: 2, Serpent: 4, Dog: 2, Cat: 1, Rat: 1, Cow: 1, Buffalo: 1, Tiger: 2, Deer: 2, Monkey: 2, Mongoose: 0, Lion: 2 },
  Dog: { Horse: 2, Elephant: 2, Sheep: 1, Serpent: 2, Dog: 4, Cat: 2, Rat: 1, Cow: 2, Buffalo: 2, Tiger: 1, Deer: 0, Monkey: 2, Mongoose: 1, Lion: 1 },
  Cat: { Horse: 2, Elephant: 2, Sheep: 2, Serpent: 1, Dog: 2, Cat: 4, Rat: 0, Cow: 2, Buffalo: 2, Tiger: 1, Deer: 3, Monkey: 3, Mongoose: 2, Lion: 1 },
  Rat: { Horse: 2, Elephant: 2, Sheep: 1, Serpent: 1, Dog: 1, Cat: 0, Rat: 4, Cow: 2, Buffalo: 2, Tiger: 2, Deer: 2, Monkey: 2, Mongoose: 1, Lion: 2 },
  Cow: { Horse: 1, Elephant: 2, Sheep: 3, Serpent: 1, Dog: 2, Cat: 2, Rat: 2, Cow: 4, Buffalo: 3, Tiger: 0, Deer: 3, Monkey: 2, Mongoose: 2, Lion: 1 },
  Buffalo: { Horse: 0, Elephant: 3, Sheep: 3, Serpent: 1, Dog: 2, Cat: 2, Rat: 2, Cow: 3, Buffalo: 4, Tiger: 1, Deer: 2, Monkey: 2, Mongoose: 2, Lion: 1 },
  Tiger: { Horse: 1, Elephant: 1, Sheep: 1, Serpent: 2, Dog: 1, Cat: 1, Rat: 2, Cow: 0, Buffalo: 1, Tiger: 4, Deer: 1, Monkey: 1, Mongoose: 2, Lion: 1 },
  Deer: { Horse: 3, Elephant: 2, Sheep: 2, Serpent: 2, Dog: 0, Cat: 3, Rat: 2, Cow: 3, Buffalo: 2, Tiger: 1, Deer: 4, Monkey: 2, Mongoose: 2, Lion: 1 },
  Monkey: { Horse: 3, Elephant: 3, Sheep: 0, Serpent: 2, Dog: 2, Cat: 3, Rat: 2, Cow: 2, Buffalo: 2, Tiger: 1, Deer: 2, Monkey: 4, Mongoose: 3, Lion: 2 },
  Mongoose: { Horse: 2, Elephant: 2, Sheep: 3, Serpent: 0, Dog: 1, Cat: 2, Rat: 1, Cow: 2, Buffalo: 2, Tiger: 2, Deer: 2, Monkey: 3, Mongoose: 4, Lion: 2 },
  Lion: { Horse: 1, Elephant: 0, Sheep: 1, Serpent: 2, Dog: 1, Cat: 1, Rat: 2, Cow: 1, Buffalo: 1, Tiger: 1, Deer: 1, Monkey: 2, Mongoose: 2, Lion: 4 },
} as const satisfies Readonly<Record<YoniAnimal, Readonly<Record<YoniAnimal, number>>>>;

/**
 * The yoni readings that matching responses report side by side (`conventions.yoni`); the table set of the request
 * (`KOOTA_TABLE_SETS`) chooses the applied one among `northTable` and `deerRow`. `northTable`: the points of
 * `YONI_POINTS` (the default). `deerRow`: the same table with Horse–Deer 1 both ways, as saravali.de's Deer row
 * prints it (`YONI_DEER_ROW`). `southGrade` is the South Indian yoni porutham grade of the same pair
 * (data/porutham.ts `YONI_GRADES`: sworn enemies adhama, a male-yoni groom with a female-yoni bride uttama, else
 * madhyama) put on the koota's 4-point scale by `YONI_SOUTH_GRADE_POINTS` (uttama the full 4, madhyama half, adhama
 * 0), this product's scale: the porutham sources grade, they do not score; it is reported, never applied.
 */
export const YONI_CONVENTIONS = [
  { id: 'northTable', en: 'North Indian yoni table', hi: 'उत्तर भारतीय योनि सारणी' },
  { id: 'deerRow', en: 'North Indian yoni table, Horse–Deer 1', hi: 'उत्तर भारतीय योनि सारणी, अश्व–मृग 1' },
  { id: 'southGrade', en: 'South Indian yoni porutham grade', hi: 'दक्षिण भारतीय योनि पोरुथम श्रेणी' },
] as const;
export type YoniConventionId = (typeof YONI_CONVENTIONS)[number]['id'];

/**
 * The one cell in which the `deerRow` reading differs from `YONI_POINTS`: Horse with Deer (either way) 1, the
 * value of saravali.de's Deer row ("Yoni Koota"; its Horse row prints 3), and of PyJHora's `YoniArray` both ways
 * (horoscope/match/compatibility.py:78 and :88).
 */
export const YONI_DEER_ROW = { animals: ['Horse', 'Deer'], points: 1 } as const satisfies {
  readonly animals: readonly [YoniAnimal, YoniAnimal]; readonly points: number };

/** Yoni points, 0–4, of each South Indian porutham grade. */
export const YONI_SOUTH_GRADE_POINTS = {
  uttama: 4, madhyama: 2, adhama: 0,
} as const satisfies Readonly<Record<PoruthamGradeId, number>>;

// ── Graha maitri (5 points) ─────────────────────────────────────────────────────────────────────────────────

/** How one sign lord regards the other, by natural (naisargika) friendship. */
export type LordRelation = 'friend' | 'neutral' | 'enemy';

/**
 * Graha maitri points from the two sign lords' natural friendships, read both ways (each lord's view of the
 * other, data/grahas.ts `friends`/`neutrals`/`enemies`, BPHS ch. 3). Same lord 5; both friends 5; friend and
 * neutral 4; both neutral 3; friend and enemy 1; neutral and enemy 0.5; both enemies 0. Sources, checked and agreeing:
 * futuresamachar.com (Future Point, "Horoscope Matching", the graha maitri guna table: friends to each other 5,
 * one neutral one friend 4, one friend one enemy 1, both neutral 3, one neutral one enemy 0.5, enemies 0, the same
 * lord 5; its friendship table is BPHS's); PyJHora's 7 × 7 table gives the same values from the same friendships
 * (Sun–Moon 5, Sun–Mercury 4, Moon–Mercury 1, Mars–Venus 3, Moon–Venus 0.5, Sun–Saturn 0 …). The key is the two
 * relations sorted friend < neutral < enemy.
 */
export const GRAHA_MAITRI_POINTS = {
  same: 5,
  'friend+friend': 5,
  'friend+neutral': 4,
  'neutral+neutral': 3,
  'friend+enemy': 1,
  'neutral+enemy': 0.5,
  'enemy+enemy': 0,
} as const;

/** The seven sign lords (the nodes rule no sign in this koota). */
export type SignLordId = Extract<GrahaId, 'sun' | 'moon' | 'mars' | 'mercury' | 'jupiter' | 'venus' | 'saturn'>;

// ── Gana (6 points) ─────────────────────────────────────────────────────────────────────────────────────────

/** The three ganas, with en/hi; which nakshatra has which is in data/nakshatras.ts (`gana`). */
export const GANAS = [
  { id: 'Deva', en: 'Deva (divine)', hi: 'देव' },
  { id: 'Manushya', en: 'Manushya (human)', hi: 'मनुष्य' },
  { id: 'Rakshasa', en: 'Rakshasa (demonic)', hi: 'राक्षस' },
] as const satisfies readonly { readonly id: Gana; readonly en: string; readonly hi: string }[];

/**
 * Gana points, `[groom's gana][bride's gana]`, 0–6: the same gana 6; a Deva groom with a Manushya bride 6, a
 * Manushya groom with a Deva bride 5; a Rakshasa groom with a Deva bride 1, a Deva groom with a Rakshasa bride 0;
 * Manushya with Rakshasa 0 either way. Not symmetric.
 * Sources, agreeing cell for cell: transliteral.org (a Marathi almanac text on vivaha: "वराचा देवगण व वधूचा
 * मनुष्यगण यांचे देखील सहा गुण; वराचा मनुष्यगण आणि वधूचा देवगण असेल तर पांच गुण; वराचा राक्षसगण व वधूचा देवगण
 * असेल तर एक गुण; वराचा देवगण आणि वधूचा राक्षसगण असेल तर शून्य"); astropankajseth.co.in ("Gana Matching").
 * Differs in one cell: futuresamachar.com (Future Point, "Horoscope Matching", guna table of gana) gives a Deva
 * groom with a Rakshasa bride 1. Other readings are in `GANA_CONVENTIONS`. The grading behind all of them is
 * Muhurta Chintamani ch. 6 (the same gana best, deva–manushya middling, deva–rakshasa enmity, manushya–rakshasa
 * death).
 */
export const GANA_POINTS = {
  Deva: { Deva: 6, Manushya: 6, Rakshasa: 0 },
  Manushya: { Deva: 5, Manushya: 6, Rakshasa: 0 },
  Rakshasa: { Deva: 1, Manushya: 0, Rakshasa: 6 },
} as const satisfies Readonly<Record<Gana, Readonly<Record<Gana, number>>>>;

/**
 * The gana tables that matching responses report side by side (`conventions.gana`), each `[groom][bride]`.
 * The table set of the request (`KOOTA_TABLE_SETS`) chooses the applied one among `groomBride` and `brideGroom`.
 * `groomBride` (`GANA_POINTS`, the default). `brideGroom`: the same table read with the bride's gana as the row, so
 * a Manushya groom with a Deva bride scores 6 and a Deva groom with a Manushya bride 5, a Deva groom with a
 * Rakshasa bride 1 and a Rakshasa groom with a Deva bride 0; PyJHora reads it so since its V3.1.1
 * (`gana_array`, "Based on saravali.de (Maitri) Transposed in V3.1.1", horoscope/match/compatibility.py:133, read
 * `[girl][boy]` at :373); the printed sources named at `GANA_POINTS` read it by the groom's gana. `futurePoint`: the
 * default but a Deva groom with a Rakshasa bride 1 (futuresamachar.com, above). `symmetric`: the reading that
 * ignores who is whose, Deva–Manushya 5, Manushya–Rakshasa 1, Deva–Rakshasa 0 either way, as the "Gana, Nadi,
 * Bhakuta" notes at pl.scribd.com/document/268021076 print it. The last two are reported, never applied.
 */
export const GANA_CONVENTIONS = [
  { id: 'groomBride', en: "By groom's and bride's gana (almanac table)", hi: 'वर और वधू के गण से (पंचांग सारणी)',
    points: GANA_POINTS },
  { id: 'brideGroom', en: "The almanac table read by bride's and groom's gana", hi: 'पंचांग सारणी, वधू और वर के गण से',
    points: {
      Deva: { Deva: 6, Manushya: 5, Rakshasa: 1 },
      Manushya: { Deva: 6, Manushya: 6, Rakshasa: 0 },
      Rakshasa: { Deva: 0, Manushya: 0, Rakshasa: 6 },
    } },
  { id: 'futurePoint', en: 'Almanac table, Deva groom with Rakshasa bride 1', hi: 'पंचांग सारणी, देव वर और राक्षस वधू 1',
    points: {
      Deva: { Deva: 6, Manushya: 6, Rakshasa: 1 },
      Manushya: { Deva: 5, Manushya: 6, Rakshasa: 0 },
      Rakshasa: { Deva: 1, Manushya: 0, Rakshasa: 6 },
    } },
  { id: 'symmetric', en: 'Symmetric (either partner)', hi: 'सममित (कोई भी साथी)',
    points: {
      Deva: { Deva: 6, Manushya: 5, Rakshasa: 0 },
      Manushya: { Deva: 5, Manushya: 6, Rakshasa: 1 },
      Rakshasa: { Deva: 0, Manushya: 1, Rakshasa: 6 },
    } },
] as const satisfies readonly { readonly id: string; readonly en: string; readonly hi: string;
  readonly points: Readonly<Record<Gana, Readonly<Record<Gana, number>>>> }[];
export type GanaConventionId = (typeof GANA_CONVENTIONS)[number]['id'];

// ── Bhakoot (7 points) ──────────────────────────────────────────────────────────────────────────────────────

/**
 * Bhakoot (rashi koota) by the inclusive count of signs from one Moon sign to the other, 1–12 (same sign 1).
 * The count one way and the count the other way form a pair (2/12, 3/11, 4/10, 5/9, 6/8, 7/7, 1/1); the pairs
 * 2/12 (dwirdwadash), 5/9 (navapancham) and 6/8 (shadashtak) give 0, every other pair 7. Source: the rule of
 * the North Indian tables as saravali.de states Maitreya's ("if the relationship is 5/9, 6/8 or 2/12 they get
 * no points else they get 7", its "Rasi Koota" page). The same three pairs are the bad ones of Muhurta Chintamani
 * ch. 6 ("mṛtyuḥ ṣaḍaṣṭake jñeyo 'patyahānir navātmaje / dvirdvādaśe nirdhanatvaṃ dvayor anyatra saukhyakṛt", as
 * merojyotish.com quotes it), of futuresamachar.com ("Bhakoot Dosha & Married Life") and of piosastro.com.
 * PyJHora's 12 × 12 table (`raasi_array`, horoscope/match/compatibility.py:158–171, read `[girl][boy]`) gives the
 * same in 143 of its 144 cells; its Aquarius row (:169) gives a Cancer groom 7 although Cancer is the 6th sign from
 * Aquarius (its own Cancer row gives an Aquarius groom, the 8th, 0): an error, not copied. Readings that excuse some of these pairs (the same or friendly sign
 * lords, odd-sign 6/8) are parihara rules in data/matching-exceptions.ts, not points here.
 */
export const BHAKOOT_BY_COUNT = [
  { count: 1, pair: 'samasaptak-1', en: 'Same sign (1/1)', hi: 'एक राशि (1/1)', points: 7 },
  { count: 2, pair: 'dwirdwadash', en: '2/12 (dwirdwadash)', hi: 'द्विर्द्वादश (2/12)', points: 0 },
  { count: 3, pair: 'tritiya-ekadash', en: '3/11', hi: 'तृतीय-एकादश (3/11)', points: 7 },
  { count: 4, pair: 'chaturtha-dasham', en: '4/10', hi: 'चतुर्थ-दशम (4/10)', points: 7 },
  { count: 5, pair: 'navapancham', en: '5/9 (navapancham)', hi: 'नवपंचम (5/9)', points: 0 },
  { count: 6, pair: 'shadashtak', en: '6/8 (shadashtak)', hi: 'षडाष्टक (6/8)', points: 0 },
  { count: 7, pair: 'samasaptak', en: '7/7 (samasaptak)', hi: 'समसप्तक (7/7)', points: 7 },
  { count: 8, pair: 'shadashtak', en: '6/8 (shadashtak)', hi: 'षडाष्टक (6/8)', points: 0 },
  { count: 9, pair: 'navapancham', en: '5/9 (navapancham)', hi: 'नवपंचम (5/9)', points: 0 },
  { count: 10, pair: 'chaturtha-dasham', en: '4/10', hi: 'चतुर्थ-दशम (4/10)', points: 7 },
  { count: 11, pair: 'tritiya-ekadash', en: '3/11', hi: 'तृतीय-एकादश (3/11)', points: 7 },
  { count: 12, pair: 'dwirdwadash', en: '2/12 (dwirdwadash)', hi: 'द्विर्द्वादश (2/12)', points: 0 },
] as const;
export type BhakootCount = (typeof BHAKOOT_BY_COUNT)[number];

// ── Nadi (8 points) ─────────────────────────────────────────────────────────────────────────────────────────

/**
 * The three nadis, with en/hi; which nakshatra has which is in data/nakshatras.ts (`nadi`). Points: the same
 * nadi 0 (nadi dosha), different nadis 8. Source: Muhurta Chintamani ch. 6 and every North Indian table
 * (saravali.de, futuresamachar.com, astrologerpanditji.com "Nadi Dosh"; PyJHora's table agrees).
 */
export const NADIS = [
  { id: 'Adi', en: 'Adi (Vata)', hi: 'आदि' },
  { id: 'Madhya', en: 'Madhya (Pitta)', hi: 'मध्य' },
  { id: 'Antya', en: 'Antya (Kapha)', hi: 'अन्त्य' },
] as const satisfies readonly { readonly id: Nadi; readonly en: string; readonly hi: string }[];

/** Nadi points: the same nadi 0, different nadis 8. */
export const NADI_POINTS = { same: 0, different: 8 } as const;

// ── Table sets ──────────────────────────────────────────────────────────────────────────────────────────────

/**
 * The named sets of koota tables a request chooses (`kootaTables`): for each koota whose table differs between
 * sources, which reading is applied. The readings, their sources and their points are above (`VARNA_CONVENTIONS`,
 * `VASHYA_CONVENTIONS`, `YONI_CONVENTIONS`, `GANA_CONVENTIONS`); tara, graha maitri, bhakoot and nadi are the same
 * in every set.
 * - `standard` (the default): the groupings and tables of the almanac sources (Muhurta Chintamani's varnas, the
 *   symmetric vashya table, the yoni table with Horse–Deer 3, gana read by the groom's gana).
 * - `saravali`: the tables saravali.de prints (Maitreya's): the air signs Vaishya, the asymmetric vashya table read
 *   bride by groom, Horse–Deer 1, and gana read by the bride's gana (the reading of its table PyJHora adopted in
 *   V3.1.1). With it this engine reproduces PyJHora's koota conventions (docs/conventions.md).
 */
export const KOOTA_TABLE_SETS = [
  { id: 'standard', en: 'Almanac tables', hi: 'पंचांग सारणियाँ',
    varna: 'earthVaishya', vashya: 'symmetric', yoni: 'northTable', gana: 'groomBride' },
  { id: 'saravali', en: 'saravali.de tables', hi: 'सारावली डॉट डीई की सारणियाँ',
    varna: 'airVaishya', vashya: 'saravali', yoni: 'deerRow', gana: 'brideGroom' },
] as const satisfies readonly { readonly id: string; readonly en: string; readonly hi: string;
  readonly varna: VarnaConventionId; readonly vashya: VashyaConventionId;
  readonly yoni: Exclude<YoniConventionId, 'southGrade'>; readonly gana: 'groomBride' | 'brideGroom' }[];
export type KootaTableSetId = (typeof KOOTA_TABLE_SETS)[number]['id'];
export const KOOTA_TABLE_SET_IDS = KOOTA_TABLE_SETS.map((set) => set.id) as [KootaTableSetId, ...KootaTableSetId[]];
