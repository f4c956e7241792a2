/**
 * Mantras of the nine grahas and of the deities a remedy may name: the texts, the traditional recitation
 * counts (japa sankhya) and when to recite them. The suggestions that use them live in
 * astro/recommendations/remedies.ts.
 *
 * The texts are traditional; each record names the published page its Devanagari was taken from. The
 * transliterations are this product's own (simplified, long vowels doubled only where data/grahas.ts already
 * does so). The beej mantras are not repeated here: they are those of data/grahas.ts, read through `beejMantra`.
 *
 * Sources, abbreviated in `source`:
 * - BS: bhaktisandesh.com/gayatri-mantra/navagraha-gayatri-mantra (the nine graha gayatris of the "dhvaja"
 *   family in Devanagari). VM: vedicmystics.com/2019/01/29/navagraha-gayatri-mantras (the same family, with
 *   the flag and the hand of each graha: Rahu's flag the naga, his hand the lotus; Ketu's flag the horse, his
 *   hand the trident). KM: know-your-mantras.blogspot.com/2008/11/navagraha-gayatri.html (the same family in
 *   Latin letters). A second family (Surya: "bhaskaraya vidmahe mahadyutikaraya dhimahi tanno adityah
 *   prachodayat", hindujagruti.org/hinduism-for-kids-hindi/9487.html) is not used, so that all nine come from
 *   one published set.
 * - GS: astrologergovindsingh.blogspot.com/2021/04/navgrah-shanti-mantra-stotra.html (the Navagraha stotra
 *   ascribed to Vyasa, verses 1–8 in Devanagari). NT: navagraha.tripod.com/navagrahaprayer.html (all nine
 *   verses in ITRANS). WD: m-hindi.webdunia.com, "राहु केतु और शनि को प्रसन्न करने के खास उपाय" (the Ketu verse
 *   in Devanagari).
 * - CP: chanderprabha.com/2016/01/15/planets-mantra-and-jaapchant-number/; TA: theastrologyonline.com (the same
 *   table, "ग्रह, उनके मंत्र और जाप संख्या"); SJ: shrijijyotish.com/9-Planets.html (7,000 for the Sun, at sunrise).
 *   The almanac counts 7,000 / 11,000 / 10,000 / 9,000 / 19,000 / 16,000 / 23,000 / 18,000 / 17,000.
 * - HS: hindusampradayalu.blogspot.com/2013/04 ("in ordinary cases the graha japa number is fixed by the
 *   graha's dasha years"); AM: aanandamayee.blogspot.com/2011/06/mantras-for-planets.html (Saturn 19,000).
 *   The dasha-year counts are the Vimshottari years of data/grahas.ts times one thousand.
 * - BD: bhavishyadrishti.com/graha-MantraJaap (at least one mala of 108 a day; dashamsha havan after the count).
 * - TJ: tejash.me/navagraha-bij-mantra (start on the graha's weekday; Sun in the morning, Moon in the evening,
 *   Mars in the morning). PH: planetsinsignsandhouses.blogspot.com/2013/11 (the first hora of a weekday belongs
 *   to its lord, so a graha's remedies are done on its day); the hora order itself is data/grahas.ts
 *   `HORA_ORDER` (Surya Siddhanta ch. 12).
 * - Deity mantras: see each record.
 */
import { GRAHA_IDS, grahaById, type GrahaId, type WeekdayIndex } from './grahas.ts';
import { GRAHA_REMEDIES } from './dasha-interpretation.ts';
import type { Text } from './text.ts';

/** One mala (rosary) of recitations: the least daily count of every mantra here (BD). */
export const MALA_COUNT = 108;

/** A mantra text: Devanagari as printed in `source`, the product's transliteration. */
export interface MantraText {
  readonly devanagari: string;
  readonly transliteration: string;
  readonly source: string;
}

/** The abbreviations of `source` fields in this file, each with the page it stands for (the header's list). */
export const MANTRA_SOURCES = {
  BS: 'bhaktisandesh.com/gayatri-mantra/navagraha-gayatri-mantra',
  VM: 'vedicmystics.com/2019/01/29/navagraha-gayatri-mantras',
  KM: 'know-your-mantras.blogspot.com/2008/11/navagraha-gayatri.html',
  GS: 'astrologergovindsingh.blogspot.com/2021/04/navgrah-shanti-mantra-stotra.html',
  NT: 'navagraha.tripod.com/navagrahaprayer.html',
  WD: 'm-hindi.webdunia.com, "राहु केतु और शनि को प्रसन्न करने के खास उपाय"',
  CP: 'chanderprabha.com/2016/01/15/planets-mantra-and-jaapchant-number/',
  TA: 'theastrologyonline.com, "ग्रह, उनके मंत्र और जाप संख्या"',
  SJ: 'shrijijyotish.com/9-Planets.html',
  HS: 'hindusampradayalu.blogspot.com/2013/04',
  AM: 'aanandamayee.blogspot.com/2011/06/mantras-for-planets.html',
  BD: 'bhavishyadrishti.com/graha-MantraJaap',
  TJ: 'tejash.me/navagraha-bij-mantra',
  PH: 'planetsinsignsandhouses.blogspot.com/2013/11',
} as const;

/** The names of a graha's three mantra kinds, after the graha's name. */
export const MANTRA_KIND_WORDS = {
  beej: { en: 'beej mantra', hi: 'बीज मंत्र' },
  gayatri: { en: 'gayatri', hi: 'गायत्री' },
  stotra: { en: 'Navagraha stotra verse', hi: 'नवग्रह स्तोत्र श्लोक' },
} as const;

/** The parts of the day a mantra's sources name (`JapaDayPart`). */
export const DAY_PART_WORDS = {
  sunrise: { en: 'At sunrise', hi: 'सूर्योदय के समय' },
  morning: { en: 'In the morning', hi: 'प्रातःकाल' },
  evening: { en: 'In the evening', hi: 'सायंकाल' },
} as const;

/** "Within the graha's own hora", the timing of the seven weekday lords' mantras (PH). */
export const OWN_HORA_WORDS = { en: 'within its own hora', hi: 'अपनी होरा में' } as const;

// ── Japa counts ─────────────────────────────────────────────────────────────────────────────────────────────

/**
 * The two conventions of the total count of a graha's mantra. 'almanac': the table printed in Hindi almanacs
 * and remedy pages (CP; TA; SJ); 'dasha-years': a thousand per Vimshottari year of the graha (HS; AM), which
 * gives Mercury 17,000, Jupiter 16,000, Venus 20,000 and Saturn 19,000. Default: 'almanac', the table most
 * pages print.
 */
export const JAPA_CONVENTIONS = [
  {
    id: 'almanac', en: 'Almanac table', hi: 'पंचांग तालिका',
    explanation: { en: 'The counts printed in Hindi almanacs: Sun 7,000, Moon 11,000, Mars 10,000, Mercury 9,000, Jupiter 19,000, Venus 16,000, Saturn 23,000, Rahu 18,000, Ketu 17,000.',
    hi: 'हिंदी पंचांगों में छपी संख्या: सूर्य 7,000, चंद्र 11,000, मंगल 10,000, बुध 9,000, गुरु 19,000, शुक्र 16,000, शनि 23,000, राहु 18,000, केतु 17,000।' },
    source: 'CP; TA; SJ',
  },
  {
    id: 'dasha-years', en: 'Thousand per dasha year', hi: 'दशा वर्ष के अनुसार',
    explanation: { en: 'A thousand recitations for each year of the graha\'s Vimshottari dasha, so Saturn\'s nineteen years give 19,000.',
    hi: 'ग्रह की विंशोत्तरी दशा के प्रत्येक वर्ष के लिए एक हज़ार जप, जैसे शनि के उन्नीस वर्षों के लिए 19,000।' },
    source: 'HS; AM',
  },
] as const satisfies readonly { id: string; en: string; hi: string; explanation: Text; source: string }[];
export type JapaConventionId = (typeof JAPA_CONVENTIONS)[number]['id'];

/** The convention used when none is asked for (see `JAPA_CONVENTIONS`). */
export const DEFAULT_JAPA_CONVENTION: JapaConventionId = 'almanac';

/** Recitations per dasha year under the 'dasha-years' convention (HS). */
export const JAPA_PER_DASHA_YEAR = 1000;

// ── Timing ──────────────────────────────────────────────────────────────────────────────────────────────────

/** The part of the day a source names for a graha's japa. */
export type JapaDayPart = 'sunrise' | 'morning' | 'evening';

interface GrahaTiming {
  /**
   * Day to begin and keep the japa, 0 = Sunday: the graha's own weekday; for Rahu and Ketu the day of
   * data/dasha-interpretation.ts `GRAHA_REMEDIES` (Saturday and Tuesday).
   */
  readonly weekday: WeekdayIndex;
  /** True when the graha rules a hora (the seven weekday lords): recite within its hora (PH). */
  readonly ownHora: boolean;
  /** The part of the day a source names, or null when none does. */
  readonly dayPart: JapaDayPart | null;
  readonly source: string;
}

interface GrahaMantraRecord {
  readonly graha: GrahaId;
  /** The japa count of the 'almanac' convention (CP; TA). */
  readonly almanacCount: number;
  readonly gayatri: MantraText;
  /** The graha's verse of the Navagraha stotra ascribed to Vyasa. */
  readonly stotra: MantraText;
  readonly dayPart: JapaDayPart | null;
  readonly dayPartSource: string | null;
}

/** One record per graha, Sun … Ketu. */
export const GRAHA_MANTRAS = [
  {
    graha: 'sun', almanacCount: 7000,
    gayatri: {
      devanagari: 'ॐ अश्वध्वजाय विद्महे पाशहस्ताय धीमहि तन्नो सूर्यः प्रचोदयात्',
      transliteration: 'Om Ashvadhvajaya Vidmahe Pashahastaya Dhimahi Tanno Suryah Prachodayat',
      source: 'BS; VM; KM',
    },
    stotra: {
      devanagari: 'जपाकुसुमसंकाशं काश्यपेयं महाद्युतिम्। तमोऽरिं सर्वपापघ्नं प्रणतोऽस्मि दिवाकरम्॥',
      transliteration: 'Japakusumasankasham Kashyapeyam Mahadyutim, Tamorim Sarvapapaghnam Pranatosmi Divakaram',
      source: 'GS; NT (verse 1)',
    },
    dayPart: 'sunrise', dayPartSource: 'SJ ("chanting time: sunrise"); TJ (morning)',
  },
  {
    graha: 'moon', almanacCount: 11000,
    gayatri: {
      devanagari: 'ॐ पद्मध्वजाय विद्महे हेमरूपाय धीमहि तन्नो सोमः प्रचोदयात्',
      transliteration: 'Om Padmadhvajaya Vidmahe Hemarupaya Dhimahi Tanno Somah Prachodayat',
      source: 'BS; VM; KM',
    },
    stotra: {
      devanagari: 'दधिशङ्खतुषाराभं क्षीरोदार्णवसम्भवम्। नमामि शशिनं सोमं शम्भोर्मुकुटभूषणम्॥',
      transliteration: 'Dadhishankhatusharabham Kshirodarnavasambhavam, Namami Shashinam Somam Shambhormukutabhushanam',
      source: 'GS; NT (verse 2)',
    },
    dayPart: 'evening', dayPartSource: 'TJ',
  },
  {
    graha: 'mars', almanacCount: 10000,
    gayatri: {
      devanagari: 'ॐ वीरध्वजाय विद्महे विघ्नहस्ताय धीमहि तन्नो भौमः प्रचोदयात्',
      transliteration: 'Om Viradhvajaya Vidmahe Vighnahastaya Dhimahi Tanno Bhaumah Prachodayat',
      source: 'BS; VM; KM',
    },
    stotra: {
      devanagari: 'धरणीगर्भसम्भूतं विद्युत्कान्तिसमप्रभम्। कुमारं शक्तिहस्तं तं मङ्गलं प्रणमाम्यहम्॥',
      transliteration: 'Dharanigarbhasambhutam Vidyutkantisamaprabham, Kumaram Shaktihastam Tam Mangalam Pranamamyaham',
      source: 'GS; NT (verse 3)',
    },
    dayPart: 'morning', dayPartSource: 'TJ',
  },
  {
    graha: 'mercury', almanacCount: 9000,
    gayatri: {
      devanagari: 'ॐ गजध्वजाय विद्महे शुकहस्ताय धीमहि तन्नो बुधः प्रचोदयात्',
      transliteration: 'Om Gajadhvajaya Vidmahe Shukahastaya Dhimahi Tanno Budhah Prachodayat',
      source: 'BS; VM ("shuka hastaya"); KM prints "sukha"',
    },
    stotra: {
      devanagari: 'प्रियङ्गुकलिकाश्यामं रूपेणाप्रतिमं बुधम्। सौम्यं सौम्यगुणोपेतं तं बुधं प्रणमाम्यहम्॥',
      transliteration: 'Priyangukalikashyamam Rupenapratimam Budham, Saumyam Saumyagunopetam Tam Budham Pranamamyaham',
      source: 'GS; NT (verse 4)',
    },
    dayPart: null, dayPartSource: null,
  },
  {
    graha: 'jupiter', almanacCount: 19000,
    gayatri: {
      devanagari: 'ॐ वृषभध्वजाय विद्महे घृणिहस्ताय धीमहि तन्नो गुरुः प्रचोदयात्',
      transliteration: 'Om Vrishabhadhvajaya Vidmahe Ghrinihastaya Dhimahi Tanno Guruh Prachodayat',
      source: 'BS; VM and KM print "karuni"/"kruni"',
    },
    stotra: {
      devanagari: 'देवानां च ऋषीणां च गुरुं काञ्चनसन्निभम्। बुद्धिभूतं त्रिलोकेशं तं नमामि बृहस्पतिम्॥',
      transliteration: 'Devanam Cha Rishinam Cha Gurum Kanchanasannibham, Buddhibhutam Trilokesham Tam Namami Brihaspatim',
      source: 'GS; NT (verse 5)',
    },
    dayPart: null, dayPartSource: null,
  },
  {
    graha: 'venus', almanacCount: 16000,
    gayatri: {
      devanagari: 'ॐ अश्वध्वजाय विद्महे धनुर्हस्ताय धीमहि तन्नो शुक्रः प्रचोदयात्',
      transliteration: 'Om Ashvadhvajaya Vidmahe Dhanurhastaya Dhimahi Tanno Shukrah Prachodayat',
      source: 'BS; VM; KM',
    },
    stotra: {
      devanagari: 'हिमकुन्दमृणालाभं दैत्यानां परमं गुरुम्। सर्वशास्त्रप्रवक्तारं भार्गवं प्रणमाम्यहम्॥',
      transliteration: 'Himakundamrinalabham Daityanam Paramam Gurum, Sarvashastrapravaktaram Bhargavam Pranamamyaham',
      source: 'GS; NT (verse 6)',
    },
    dayPart: null, dayPartSource: null,
  },
  {
    graha: 'saturn', almanacCount: 23000,
    gayatri: {
      devanagari: 'ॐ काकध्वजाय विद्महे खड्गहस्ताय धीमहि तन्नो मन्दः प्रचोदयात्',
      transliteration: 'Om Kakadhvajaya Vidmahe Khadgahastaya Dhimahi Tanno Mandah Prachodayat',
      source: 'BS; VM; KM',
    },
    stotra: {
      devanagari: 'नीलाञ्जनसमाभासं रविपुत्रं यमाग्रजम्। छायामार्तण्डसम्भूतं तं नमामि शनैश्चरम्॥',
      transliteration: 'Nilanjanasamabhasam Raviputram Yamagrajam, Chhayamartandasambhutam Tam Namami Shanaishcharam',
      source: 'GS; NT (verse 7)',
    },
    dayPart: null, dayPartSource: null,
  },
  {
    graha: 'rahu', almanacCount: 18000,
    gayatri: {
      devanagari: 'ॐ नागध्वजाय विद्महे पद्महस्ताय धीमहि तन्नो राहुः प्रचोदयात्',
      transliteration: 'Om Nagadhvajaya Vidmahe Padmahastaya Dhimahi Tanno Rahuh Prachodayat',
      source: 'VM (flag the naga, hand the lotus); KM prints "naak"',
    },
    stotra: {
      devanagari: 'अर्धकायं महावीर्यं चन्द्रादित्यविमर्दनम्। सिंहिकागर्भसम्भूतं तं राहुं प्रणमाम्यहम्॥',
      transliteration: 'Ardhakayam Mahaviryam Chandradityavimardanam, Simhikagarbhasambhutam Tam Rahum Pranamamyaham',
      source: 'GS; NT (verse 8)',
    },
    dayPart: null, dayPartSource: null,
  },
  {
    graha: 'ketu', almanacCount: 17000,
    gayatri: {
      devanagari: 'ॐ अश्वध्वजाय विद्महे शूलहस्ताय धीमहि तन्नो केतुः प्रचोदयात्',
      transliteration: 'Om Ashvadhvajaya Vidmahe Shulahastaya Dhimahi Tanno Ketuh Prachodayat',
      source: 'VM (flag the horse, hand the trident)',
    },
    stotra: {
      devanagari: 'पलाशपुष्पसंकाशं तारकाग्रहमस्तकम्। रौद्रं रौद्रात्मकं घोरं तं केतुं प्रणमाम्यहम्॥',
      transliteration: 'Palashapushpasankasham Tarakagrahamastakam, Raudram Raudratmakam Ghoram Tam Ketum Pranamamyaham',
      source: 'WD; NT (verse 9)',
    },
    dayPart: null, dayPartSource: null,
  },
] as const satisfies readonly GrahaMantraRecord[];
export type GrahaMantra = (typeof GRAHA_MANTRAS)[number];

/** The source of the beej mantras of data/grahas.ts, as far as this file's sources print them. */
export const BEEJ_MANTRA_SOURCE =
  'graha-shanti practice of Hindi almanacs; SJ prints the Sun\'s; anantbhakti.online/2025/08/mangal-mantra.html the Mars one';

/** The mantra record of a graha. */
export function grahaMantra(graha: GrahaId): GrahaMantra {
  return GRAHA_MANTRAS.find((record) => record.graha === graha) as GrahaMantra;
}

/** The beej mantra of a graha (data/grahas.ts), as a `MantraText`. */
export function beejMantra(graha: GrahaId): MantraText {
  const { devanagari, latin } = grahaById(graha).beejMantra;
  return { devanagari, transliteration: latin, source: BEEJ_MANTRA_SOURCE };
}

/**
 * The total japa count of a graha's mantra under a convention (`JAPA_CONVENTIONS`): the almanac table, or
 * `JAPA_PER_DASHA_YEAR` times the graha's Vimshottari years. Always a positive whole number.
 */
export function japaCount(graha: GrahaId, convention: JapaConventionId = DEFAULT_JAPA_CONVENTION): number {
  if (convention === 'dasha-years') return grahaById(graha).vimshottariYears * JAPA_PER_DASHA_YEAR;
  return grahaMantra(graha).almanacCount;
}

/** When to recite a graha's mantra: its weekday (the nodes: `GRAHA_REMEDIES`), its hora, the part of the day. */
export function grahaTiming(graha: GrahaId): GrahaTiming {
  const record = grahaById(graha);
  const remedy = GRAHA_REMEDIES.find((entry) => entry.graha === graha) as (typeof GRAHA_REMEDIES)[number];
  const mantra = grahaMantra(graha);
  const sources = [record.weekday === null ? 'graha-shanti practice of Hindi almanacs (day)' : 'TJ (day)'];
  if (record.weekday !== null) sources.push('PH (hora)');
  if (mantra.dayPartSource !== null) sources.push(`${mantra.dayPartSource} (time)`);
  return {
    weekday: record.weekday ?? remedy.fastDay,
    ownHora: record.weekday !== null,
    dayPart: mantra.dayPart,
    source: sources.join('; '),
  };
}

// ── Mantra ids ──────────────────────────────────────────────────────────────────────────────────────────────

/** The three mantra kinds of a graha. */
export const GRAHA_MANTRA_KINDS = ['beej', 'gayatri', 'stotra'] as const;
export type GrahaMantraKind = (typeof GRAHA_MANTRA_KINDS)[number];
export type GrahaMantraId = `${GrahaId}-${GrahaMantraKind}`;

/** The id of a graha's mantra, e.g. `saturn-gayatri`. */
export function grahaMantraId(graha: GrahaId, kind: GrahaMantraKind): GrahaMantraId {
  return `${graha}-${kind}`;
}

/** Every graha mantra id, Sun … Ketu, beej, gayatri, stotra. */
export const GRAHA_MANTRA_IDS: readonly GrahaMantraId[] = GRAHA_IDS.flatMap((graha) =>
  GRAHA_MANTRA_KINDS.map((kind) => grahaMantraId(graha, kind)),
);

/** The text of a graha's mantra of one kind. */
export function grahaMantraText(graha: GrahaId, kind: GrahaMantraKind): MantraText {
  if (kind === 'beej') return beejMantra(graha);
  return grahaMantra(graha)[kind];
}

// ── Deities ─────────────────────────────────────────────────────────────────────────────────────────────────

interface DeityMantraRecord {
  readonly id: string;
  readonly en: string;
  readonly hi: string;
  readonly mantra: MantraText & { readonly id: string; readonly en: string; readonly hi: string };
  /** A full count (purashcharana) a source gives, or null when none is given; the daily count is `MALA_COUNT`. */
  readonly japaCount: number | null;
  /** The day a source gives for the deity's worship, 0 = Sunday, or null for any day. */
  readonly weekday: WeekdayIndex | null;
  /** When a source says to recite, in a few words (English and Hindi), or null. */
  readonly time: Text | null;
  /** Sources of the count and of the timing. */
  readonly timingSource: string;
}

/**
 * Deities a request may name, one mantra each. Ids are lowercase and url-safe. Gayatri stands for the Savitri
 * mantra of Rigveda 3.62.10, addressed to Savitr, the Sun.
 */
export const DEITY_MANTRAS = [
  {
    id: 'ganesha', en: 'Ganesha', hi: 'गणेश',
    mantra: {
      id: 'ganesha-mool', en: 'Ganesha mool mantra', hi: 'गणेश मूल मंत्र',
      devanagari: 'ॐ गं गणपतये नमः', transliteration: 'Om Gam Ganapataye Namah',
      source: 'p-hindi.webdunia.com/astrology-tantra-mantra-yantra/effect-of-ganesh-mantra-124080200092_1.html (मूल मंत्र)',
    },
    japaCount: 1008, weekday: 3, time: { en: 'Morning, after bathing', hi: 'प्रातःकाल, स्नान के बाद' },
    timingSource: 'webdunia (1008, morning); gujaratniasmita.com ?p=7707 (Wednesday)',
  },
  {
    id: 'shiva', en: 'Shiva', hi: 'शिव',
    mantra: {
      id: 'shiva-mahamrityunjaya', en: 'Mahamrityunjaya mantra', hi: 'महामृत्युंजय मंत्र',
      devanagari: 'ॐ त्र्यम्बकं यजामहे सुगन्धिं पुष्टिवर्धनम्। उर्वारुकमिव बन्धनान्मृत्योर्मुक्षीय माऽमृतात्॥',
      transliteration: 'Om Tryambakam Yajamahe Sugandhim Pushtivardhanam, Urvarukamiva Bandhanan Mrityor Mukshiya Mamritat',
      source: 'Rigveda 7.59.12; Devanagari as google-spritual.blogspot.com/2020/01/blog-post_18.html and publicvision.in post 1366',
    },
    japaCount: 125000, weekday: 1, time: { en: 'Brahma muhurta, before dawn', hi: 'ब्रह्म मुहूर्त' },
    timingSource: 'newzzar.com 2021/02/03 (सवा लाख; eases sade sati and dhaiya); publicvision.in post 1366 (brahma muhurta, 108 a day); hindu-cosmos.com/mere-apna-puja.html (Monday)',
  },
  {
    id: 'hanuman', en: 'Hanuman', hi: 'हनुमान',
    mantra: {
      id: 'hanuman-beej', en: 'Hanuman mantra', hi: 'हनुमान मंत्र',
      devanagari: 'ॐ हं हनुमते नमः', transliteration: 'Om Ham Hanumate Namah',
      source: 'jansatta.com web story, 14 Jul 2025; hindi.pardaphash.com (मंगलवार को करें इन मंत्र)',
    },
    japaCount: null, weekday: 2, time: null,
    timingSource: 'jansatta.com and hindu-cosmos.com (Tuesday; Saturday as well)',
  },
  {
    id: 'vishnu', en: 'Vishnu', hi: 'विष्णु',
    mantra: {
      id: 'vishnu-dvadashakshari', en: 'Twelve-syllable Vishnu mantra', hi: 'द्वादशाक्षर विष्णु मंत्र',
      devanagari: 'ॐ नमो भगवते वासुदेवाय', transliteration: 'Om Namo Bhagavate Vasudevaya',
      source: 'abplive.com web story "om namo bhagwate vasudevay"; sunderkand.online/vishnu-dwadashakshar-mantra',
    },
    japaCount: 1200000, weekday: 4, time: { en: 'Morning, after bathing', hi: 'प्रातःकाल, स्नान के बाद' },
    timingSource: 'abplive.com and tantrikokiduniya.blogspot.com 2020/06 (12 lakh); gharikhojnews.com ?p=43572 (Thursday); ekdantaganesh.blogspot.com 2020/06 (morning, 108)',
  },
  {
    id: 'durga', en: 'Durga', hi: 'दुर्गा',
    mantra: {
      id: 'durga-beej', en: 'Durga beej mantra', hi: 'दुर्गा बीज मंत्र',
      devanagari: 'ॐ दुं दुर्गायै नमः', transliteration: 'Om Dum Durgayai Namah',
      source: 'hindi.pardaphash.com, Navratri puja mantra, 22 Sep 2025 (दुर्गा बीज मन्त्र)',
    },
    japaCount: null, weekday: 5, time: null,
    timingSource: 'hindu-cosmos.com/mere-apna-puja.html (Friday)',
  },
  {
    id: 'lakshmi', en: 'Lakshmi', hi: 'लक्ष्मी',
    mantra: {
      id: 'lakshmi-beej', en: 'Lakshmi beej mantra', hi: 'लक्ष्मी बीज मंत्र',
      devanagari: 'ॐ श्रीं ह्रीं श्रीं कमले कमलालये प्रसीद प्रसीद श्रीं ह्रीं श्रीं ॐ महालक्ष्म्यै नमः',
      transliteration: 'Om Shreem Hreem Shreem Kamale Kamalalaye Prasida Prasida Shreem Hreem Shreem Om Mahalakshmyai Namah',
      source: 'amarujala.com web story, 27 Mar 2025; anantgyan.com (लक्ष्मी का बीज मंत्र); both print the last word महालक्ष्मी, written here in the dative',
    },
    japaCount: null, weekday: 5, time: null,
    timingSource: 'amarujala.com; newstrack.com (Friday)',
  },
  {
    id: 'saraswati', en: 'Saraswati', hi: 'सरस्वती',
    mantra: {
      id: 'saraswati-mool', en: 'Saraswati mool mantra', hi: 'सरस्वती मूल मंत्र',
      devanagari: 'ॐ ऐं सरस्वत्यै ऐं नमः', transliteration: 'Om Aim Sarasvatyai Aim Namah',
      source: 'aghortantra.com/simple-saraswati-mantra-for-studying/ (मूल मंत्र); theglobalkaka.com (the same)',
    },
    japaCount: null, weekday: 4, time: { en: 'Morning, after bathing, one mala', hi: 'प्रातःकाल, स्नान के बाद, एक माला' },
    timingSource: 'aghortantra.com (morning, one mala); hindu-cosmos.com (Thursday)',
  },
  {
    id: 'gayatri', en: 'Gayatri', hi: 'गायत्री',
    mantra: {
      id: 'gayatri', en: 'Gayatri mantra', hi: 'गायत्री मंत्र',
      devanagari: 'ॐ भूर्भुवः स्वः तत्सवितुर्वरेण्यं भर्गो देवस्य धीमहि धियो यो नः प्रचोदयात्',
      transliteration: 'Om Bhur Bhuvah Svah Tat Savitur Varenyam Bhargo Devasya Dhimahi Dhiyo Yo Nah Prachodayat',
      source: 'Rigveda 3.62.10; Devanagari as maharshiparasharjyotishsansthantrust.com/Home/Trikal_Sandhya',
    },
    japaCount: null, weekday: null, time: { en: 'At the three junctions of the day (trikal sandhya)', hi: 'त्रिकाल संध्या' },
    timingSource: 'maharshiparasharjyotishsansthantrust.com (trikal sandhya); anmnewshindi.in (with water offered to the Sun)',
  },
] as const satisfies readonly DeityMantraRecord[];
export type DeityMantra = (typeof DEITY_MANTRAS)[number];
export type DeityId = DeityMantra['id'];
export type DeityMantraId = DeityMantra['mantra']['id'];

/** Every deity id, in table order. */
export const DEITY_IDS: readonly DeityId[] = DEITY_MANTRAS.map((record) => record.id);

/** True when `value` is a deity id of `DEITY_MANTRAS` (use at boundaries). */
export function isDeityId(value: string): value is DeityId {
  return (DEITY_IDS as readonly string[]).includes(value);
}

/** The record of a deity. */
export function deityMantra(id: DeityId): DeityMantra {
  return DEITY_MANTRAS.find((record) => record.id === id) as DeityMantra;
}

/** Every mantra id of this file: the graha mantras, then the deity mantras. */
export type MantraId = GrahaMantraId | DeityMantraId;
export const MANTRA_IDS: readonly MantraId[] = [...GRAHA_MANTRA_IDS, ...DEITY_MANTRAS.map((record) => record.mantra.id)];
