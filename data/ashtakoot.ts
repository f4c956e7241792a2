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
import type { SignId } from './signs.ts';

/** The eight kootas in their customary order, with their maximum points (1 … 8, 36 in all). */
export const KOOTAS = [
  { id: 'varna', order: 1, en: 'Varna', hi: 'वर्ण', maxPoints: 1 },
  { id: 'vashya', order: 2, en: 'Vashya', hi: 'वश्य', maxPoints: 2 },
  { id: 'tara', order: 3, en: 'Tara', hi: 'तारा', maxPoints: 3 },
  { id: 'yoni', order: 4, en: 'Yoni', hi: 'योनि', maxPoints: 4 },
  { id: 'grahaMaitri', order: 5, en: 'Graha Maitri', hi: 'ग्रह मैत्री', maxPoints: 5 },
  { id: 'gana', order: 6, en: 'Gana', hi: 'गण', maxPoints: 6 },
  { id: 'bhakoot', order: 7, en: 'Bhakoot', hi: 'भकूट', maxPoints: 7 },
  { id: 'nadi', order: 8, en: 'Nadi', hi: 'नाड़ी', maxPoints: 8 },
] as const;
export type Koota = (typeof KOOTAS)[number];
export type KootaId = Koota['id'];

/** The sum of the eight maxima. */
export const ASHTAKOOT_MAX_POINTS = 36;

// ── Varna (1 point) ─────────────────────────────────────────────────────────────────────────────────────────

/**
 * The four varnas of the Moon sign, `rank` 4 (highest) … 1, with their signs: Brahmin the water signs, Kshatriya
 * the fire signs, Vaishya the earth signs, Shudra the air signs. Source: the varna koota of the North Indian
 * matching tables, as printed e.g. by microastrology.com, aadri.in and kundalimilan.in guides. A grouping
 * attributed to B. V. Raman (Leo, Sagittarius, Libra Kshatriya; Aries, Gemini, Aquarius Vaishya; quoted by
 * ianala.blogspot.com) differs; not used.
 *
 * Points: 1 when the groom's varna ranks equal to or higher than the bride's, else 0. This koota is NOT
 * symmetric: swapping bride and groom can change it.
 */
export const VARNAS = [
  { id: 'brahmin', en: 'Brahmin', hi: 'ब्राह्मण', rank: 4, signs: ['cancer', 'scorpio', 'pisces'] },
  { id: 'kshatriya', en: 'Kshatriya', hi: 'क्षत्रिय', rank: 3, signs: ['aries', 'leo', 'sagittarius'] },
  { id: 'vaishya', en: 'Vaishya', hi: 'वैश्य', rank: 2, signs: ['taurus', 'virgo', 'capricorn'] },
  { id: 'shudra', en: 'Shudra', hi: 'शूद्र', rank: 1, signs: ['gemini', 'libra', 'aquarius'] },
] as const satisfies readonly { readonly id: string; readonly en: string; readonly hi: string; readonly rank: number;
  readonly signs: readonly SignId[] }[];
export type Varna = (typeof VARNAS)[number];
export type VarnaId = Varna['id'];

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
 * Capricorn (quadruped, then water: the goat-fish) change at mid-sign. Source: the common North Indian
 * vashya list (Gemini, Virgo, Libra, Aquarius and the first half of Sagittarius human; Aries, Taurus, the
 * second half of Sagittarius and the first half of Capricorn quadruped; Cancer, Pisces and the second half of
 * Capricorn water; Leo wild; Scorpio insect), as printed e.g. by kundalimilan.in and jindginow.com guides.
 * Some South Indian lists make Cancer keeta; not used.
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
 * Source: the symmetric vashya matrix printed by the common North Indian matching software and guides
 * (recalled from those tables, not re-checked against a printed page in this change). Classical texts state
 * vashya as "which sign is vashya (subservient) to which" and several sites print an asymmetric
 * boy-by-girl matrix; those variants are not used.
 */
export const VASHYA_POINTS = {
  chatushpada: { chatushpada: 2, manava: 1, jalachara: 1, vanachara: 0.5, keeta: 1 },
  manava: { chatushpada: 1, manava: 2, jalachara: 0.5, vanachara: 0, keeta: 1 },
  jalachara: { chatushpada: 1, manava: 0.5, jalachara: 2, vanachara: 1, keeta: 1 },
  vanachara: { chatushpada: 0.5, manava: 0, jalachara: 1, vanachara: 2, keeta: 0 },
  keeta: { chatushpada: 1, manava: 1, jalachara: 1, vanachara: 0, keeta: 2 },
} as const satisfies Readonly<Record<VashyaId, Readonly<Record<VashyaId, number>>>>;

// ── Tara (3 points) ─────────────────────────────────────────────────────────────────────────────────────────

/**
 * The nine taras of a count of nakshatras (inclusive, 1–27) from one star to another: the count's remainder
 * modulo 9 (0 read as 9) is the tara's `number`. Vipat (3), Pratyari (5) and Vadha (7) are inauspicious.
 * Source: the tara (dina) koota of the matching chapters (Muhurta Chintamani ch. 6) and every almanac; the
 * nine names as listed e.g. by kundalimilan.in (Janma, Sampat, Vipat, Kshema, Pratyari, Sadhaka, Vadha, Mitra,
 * Parama Mitra).
 *
 * Points, the common North Indian rule: count from the bride's star to the groom's and from the groom's to
 * the bride's; 3 when both counts fall on auspicious taras, 1.5 when one does, 0 when neither. (Some count
 * only from the bride's star; South Indian dina porutham uses a different rule; neither is used here.)
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
 * Source: the 14 × 14 yoni table printed by saravali.de ("Yoni Koota", the table Maitreya implements), which
 * is the table of most North Indian software. That printing is symmetric except in two cells (its Deer row
 * gives Horse 1 where its Horse row gives Deer 3; its Lion row gives Buffalo 2 where its Buffalo row gives
 * Lion 1); this table is symmetric and keeps the Horse and Buffalo rows' values (Horse–Deer 3,
 * Buffalo–Lion 1). The sex of the yoni does not change the points here (some South Indian yoni porutham
 * rules grade male/female pairs; not used).
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

// ── Graha maitri (5 points) ─────────────────────────────────────────────────────────────────────────────────

/** How one sign lord regards the other, by natural (naisargika) friendship. */
export type LordRelation = 'friend' | 'neutral' | 'enemy';

/**
 * Graha maitri points from the two sign lords' natural friendships, read both ways (each lord's view of the
 * other, data/grahas.ts `friends`/`neutrals`/`enemies`, BPHS ch. 3). Same lord 5; both friends 5; friend and
 * neutral 4; both neutral 3; friend and enemy 1; neutral and enemy 0.5; both enemies 0. Source: the rule behind
 * the 7 × 7 graha maitri table of North Indian matching software and almanacs; applied to
 * the BPHS friendships it gives the values of that table as commonly printed (Sun–Moon 5, Sun–Mercury 4, Moon–Mercury 1,
 * Mars–Venus 3, Moon–Venus 0.5, Sun–Saturn 0 …). The key is the two relations sorted friend < neutral < enemy.
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
 * Gana points, symmetric: same gana 6; Deva with Manushya 5; Deva with Rakshasa 1; Manushya with Rakshasa 0.
 * Source: the grading of Muhurta Chintamani ch. 6 (same gana best, deva–manushya middling, deva–rakshasa
 * bad, manushya–rakshasa fatal) with the points of the common North Indian tables. Asymmetric variants are
 * printed too (e.g. 6 for a Deva groom with a Manushya bride, 0 for a Rakshasa bride with a Deva groom, as
 * astrolaabh.in and others give); not used.
 */
export const GANA_POINTS = {
  Deva: { Deva: 6, Manushya: 5, Rakshasa: 1 },
  Manushya: { Deva: 5, Manushya: 6, Rakshasa: 0 },
  Rakshasa: { Deva: 1, Manushya: 0, Rakshasa: 6 },
} as const satisfies Readonly<Record<Gana, Readonly<Record<Gana, number>>>>;

// ── Bhakoot (7 points) ──────────────────────────────────────────────────────────────────────────────────────

/**
 * Bhakoot (rashi koota) by the inclusive count of signs from one Moon sign to the other, 1–12 (same sign 1).
 * The count one way and the count the other way form a pair (2/12, 3/11, 4/10, 5/9, 6/8, 7/7, 1/1); the pairs
 * 2/12 (dwirdwadash), 5/9 (navapancham) and 6/8 (shadashtak) give 0, every other pair 7. Source: the rule of
 * the North Indian tables as saravali.de states Maitreya's ("if the relationship is 5/9, 6/8 or 2/12 they get
 * no points else they get 7"). Texts that grade some of these by direction (e.g. 2/12 good when counted
 * one way) are not used.
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
 * nadi 0 (nadi dosha), different nadis 8. Source: Muhurta Chintamani ch. 6 and every North Indian table.
 */
export const NADIS = [
  { id: 'Adi', en: 'Adi (Vata)', hi: 'आदि' },
  { id: 'Madhya', en: 'Madhya (Pitta)', hi: 'मध्य' },
  { id: 'Antya', en: 'Antya (Kapha)', hi: 'अन्त्य' },
] as const satisfies readonly { readonly id: Nadi; readonly en: string; readonly hi: string }[];

export const NADI_POINTS = { same: 0, different: 8 } as const;
