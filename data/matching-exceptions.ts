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
import type { Text } from './text.ts';

/**
 * The kootas that can carry a dosha a parihara can cancel, and the points at or below which each counts as a
 * dosha: nadi and bhakoot at 0 (the same nadi; 2/12, 5/9, 6/8), gana at 1 or less (a Rakshasa partner with a Deva
 * or Manushya one, the pairings Muhurta Chintamani ch. 6 calls enmity and death; Deva–Manushya's 5 is no dosha).
 */
export const DOSHA_KOOTAS = [
  { koota: 'nadi', en: 'Nadi dosha', hi: 'नाड़ी दोष', doshaAtOrBelowPoints: 0 },
  { koota: 'bhakoot', en: 'Bhakoot dosha', hi: 'भकूट दोष', doshaAtOrBelowPoints: 0 },
  { koota: 'gana', en: 'Gana dosha', hi: 'गण दोष', doshaAtOrBelowPoints: 1 },
] as const satisfies readonly { readonly koota: KootaId; readonly en: string; readonly hi: string;
  readonly doshaAtOrBelowPoints: number }[];
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

interface ExceptionRuleRecord {
  readonly id: string;
  /** The kootas whose dosha the rule cancels when its condition holds. */
  readonly kootas: readonly DoshaKootaId[];
  readonly en: string;
  readonly hi: string;
  /** One sentence, in this product's words. */
  readonly explanation: Text;
  /** Where the rule comes from: book and chapter, or the site and page. */
  readonly sources: readonly string[];
}

/** The parihara rules, in the order a set applies them. */
export const EXCEPTION_RULES = [
  {
    id: 'same-rashi-different-nakshatra', kootas: ['nadi', 'gana'],
    en: 'Same Moon sign, different stars', hi: 'एक राशि, भिन्न नक्षत्र',
    explanation: {
      en: 'Both Moons share a sign but stand in different stars, so the nadi and gana faults are not held against the couple.',
      hi: 'दोनों चंद्रमा एक ही राशि में पर अलग नक्षत्रों में हैं, इसलिए नाड़ी और गण दोष नहीं माने जाते।',
    },
    sources: ['Muhurta Chintamani ch. 6, verse "rāśyaikye ced bhinnam ṛkṣaṃ"', 'gujjujyotish', 'agastyanadiastro'],
  },
  {
    id: 'same-nakshatra-different-rashi', kootas: ['nadi', 'gana'],
    en: 'Same star, different Moon signs', hi: 'एक नक्षत्र, भिन्न राशि',
    explanation: {
      en: 'Both Moons stand in one star that spans two signs, each in a different sign, so the nadi and gana faults are not held.',
      hi: 'दोनों चंद्रमा दो राशियों में फैले एक ही नक्षत्र में हैं पर अलग राशियों में, इसलिए नाड़ी और गण दोष नहीं माने जाते।',
    },
    sources: ['Muhurta Chintamani ch. 6, verse "rāśyaikye ced bhinnam ṛkṣaṃ"', 'gujjujyotish', 'agastyanadiastro'],
  },
  {
    id: 'same-nakshatra-different-pada', kootas: ['nadi'],
    en: 'Same star, different quarters', hi: 'एक नक्षत्र, भिन्न चरण',
    explanation: {
      en: 'Both Moons stand in one star but in different quarters of it, which the verse calls auspicious despite the shared nadi.',
      hi: 'दोनों चंद्रमा एक ही नक्षत्र के अलग चरणों में हैं, जिसे श्लोक एक नाड़ी होने पर भी शुभ कहता है।',
    },
    sources: ['Muhurta Chintamani ch. 6, verse "rāśyaikye ced bhinnam ṛkṣaṃ" ("nakṣatraikye pādabhede śubhaṃ syāt")'],
  },
  {
    id: 'nadi-exempt-nakshatras', kootas: ['nadi'],
    en: 'Stars exempt from nadi dosha', hi: 'नाड़ी दोष से मुक्त नक्षत्र',
    explanation: {
      en: 'Both Moons stand in stars of the list for which the fault of a shared nadi is said not to arise.',
      hi: 'दोनों चंद्रमा उन नक्षत्रों में हैं जिनमें एक नाड़ी का दोष नहीं माना जाता।',
    },
    sources: ['Jyotish Chintamani, as quoted by gujjujyotish'],
  },
  {
    id: 'same-rashi-lord', kootas: ['nadi', 'bhakoot', 'gana'],
    en: 'Moon signs with one lord', hi: 'दोनों राशियों का एक स्वामी',
    explanation: {
      en: 'The two Moon signs are different but ruled by the same planet, so the couple share one ruling mind and the fault is set aside.',
      hi: 'दोनों चंद्र राशियाँ अलग हैं पर उनका स्वामी एक ही ग्रह है, इसलिए दोष नहीं माना जाता।',
    },
    sources: ['piosastro (bhakoot)', 'agastyanadiastro (nadi)', 'futurepoint p. 65 (gana)', 'ganaNotes (gana)'],
  },
  {
    id: 'rashi-lords-friends', kootas: ['bhakoot', 'gana'],
    en: 'Moon-sign lords are friends', hi: 'राशि स्वामी परस्पर मित्र',
    explanation: {
      en: 'Each Moon-sign lord counts the other a natural friend, which is held to outweigh the bhakoot and gana faults.',
      hi: 'दोनों चंद्र राशियों के स्वामी एक-दूसरे के नैसर्गिक मित्र हैं, जो भकूट और गण दोष से भारी माना जाता है।',
    },
    sources: ['futurepoint p. 59 and p. 65', 'piosastro (bhakoot)', 'dharmpujapath (bhakoot)', 'ganaNotes (gana)'],
  },
  {
    id: 'rashi-lords-not-enemies', kootas: ['gana'],
    en: 'Moon-sign lords friendly or neutral', hi: 'राशि स्वामी मित्र या सम',
    explanation: {
      en: 'Neither Moon-sign lord counts the other an enemy, which one almanac guide takes as enough to lift the gana fault.',
      hi: 'कोई भी राशि स्वामी दूसरे को शत्रु नहीं मानता, जिसे एक पंचांग मार्गदर्शिका गण दोष हटाने के लिए पर्याप्त मानती है।',
    },
    sources: ['futurepoint p. 65 ("either the same or friendly to each other or neutral to each other")'],
  },
  {
    id: 'navamsa-lords-friends-or-same', kootas: ['nadi', 'bhakoot', 'gana'],
    en: 'Moon navamsa lords the same or friends', hi: 'नवांश स्वामी एक या परस्पर मित्र',
    explanation: {
      en: 'The lords of the signs the two Moons occupy in the navamsa are the same planet or mutual friends, which is read as a deeper agreement that lifts the fault.',
      hi: 'नवांश में दोनों चंद्रमाओं की राशियों के स्वामी एक ही ग्रह हैं या परस्पर मित्र, जिसे गहरा मेल मानकर दोष हटाया जाता है।',
    },
    sources: ['ganaNotes (gana)', 'astromuhurat (the parihara of a koota dosha)'],
  },
  {
    id: 'bride-star-far-from-groom', kootas: ['gana'],
    en: "Bride's star far from the groom's", hi: 'वधू का नक्षत्र वर के नक्षत्र से दूर',
    explanation: {
      en: "The bride's star is the 14th or further counted from the groom's, at which distance the gana fault is said not to arise.",
      hi: 'वर के नक्षत्र से गिनने पर वधू का नक्षत्र 14वाँ या उससे आगे है, इस दूरी पर गण दोष नहीं माना जाता।',
    },
    sources: ['futurepoint p. 65'],
  },
  {
    id: 'shadashtak-bride-odd-sign', kootas: ['bhakoot'],
    en: '6/8 from an odd-sign bride', hi: 'विषम राशि की वधू से षडाष्टक',
    explanation: {
      en: "The bride's Moon is in an odd sign and the groom's is sixth from it, a 6/8 that Kerala practice accepts as middling rather than rejects.",
      hi: 'वधू का चंद्रमा विषम राशि में है और वर का उससे छठा, ऐसा षडाष्टक केरल परंपरा में अस्वीकार नहीं, मध्यम माना जाता है।',
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
  { id: 'none', en: 'No exceptions', hi: 'कोई अपवाद नहीं', rules: [],
    description: { en: 'The kootas as scored, with no dosha cancelled.', hi: 'कूट जैसे गिने गए, कोई दोष भंग नहीं।' } },
  { id: 'default', en: 'Default', hi: 'डिफ़ॉल्ट',
    rules: ['same-rashi-different-nakshatra', 'same-nakshatra-different-rashi', 'same-nakshatra-different-pada',
      'same-rashi-lord', 'rashi-lords-friends', 'navamsa-lords-friends-or-same'],
    description: { en: 'The classical verse rules and the sign- and navamsa-lord rules that several sources agree on.',
      hi: 'शास्त्रीय श्लोक के नियम और वे राशि व नवांश स्वामी नियम जिन पर कई स्रोत सहमत हैं।' } },
  { id: 'muhurta-chintamani', en: 'Muhurta Chintamani', hi: 'मुहूर्त चिंतामणि',
    rules: ['same-rashi-different-nakshatra', 'same-nakshatra-different-rashi', 'same-nakshatra-different-pada'],
    description: { en: 'Only the exceptions the classical verse states: one sign with different stars, one star with different signs or quarters.',
      hi: 'केवल शास्त्रीय श्लोक के अपवाद: एक राशि भिन्न नक्षत्र, एक नक्षत्र भिन्न राशि या चरण।' } },
  { id: 'future-point', en: 'Future Point (North Indian software)', hi: 'फ्यूचर पॉइंट (उत्तर भारतीय सॉफ्टवेयर)',
    rules: ['same-rashi-lord', 'rashi-lords-friends', 'rashi-lords-not-enemies', 'bride-star-far-from-groom'],
    description: { en: 'The exceptions printed in Future Point\'s matching handbook: sign-lord friendship and the star distance.',
      hi: 'फ्यूचर पॉइंट की मिलान पुस्तिका के अपवाद: राशि स्वामियों की मित्रता और नक्षत्रों की दूरी।' } },
  { id: 'all', en: 'All recorded exceptions', hi: 'सभी दर्ज अपवाद',
    rules: EXCEPTION_RULES.map((rule) => rule.id),
    description: { en: 'Every exception any recorded source gives.', hi: 'किसी भी दर्ज स्रोत का हर अपवाद।' } },
] as const satisfies readonly { readonly id: string; readonly en: string; readonly hi: string;
  readonly rules: readonly ExceptionRuleId[]; readonly description: Text }[];
export type ExceptionSet = (typeof EXCEPTION_SETS)[number];
export type ExceptionSetId = ExceptionSet['id'];

/** The set ids, for request validation (`exceptions=none|default|muhurta-chintamani|future-point|all`). */
export const EXCEPTION_SET_IDS = EXCEPTION_SETS.map((set) => set.id) as [ExceptionSetId, ...ExceptionSetId[]];

/** The set a request gets when it names none. */
export const DEFAULT_EXCEPTION_SET: ExceptionSetId = 'default';
