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
import { type Lang, type Names, type Text, named } from './text.ts';

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

/**
 * The names of a graha's three mantra kinds, after the graha's name. Telugu and Malayalam join a graha to its mantra
 * by the graha's stem (సూర్య గాయత్రి, not సూర్యుడు గాయత్రి), `MANTRA_GRAHA_STEMS`; the other languages by the name
 * of data/grahas.ts.
 */
export const MANTRA_KIND_WORDS = {
  beej: { en: 'beej mantra', hi: 'बीज मंत्र', ta: 'பீஜ மந்திரம்', te: 'బీజ మంత్రం', kn: 'ಬೀಜ ಮಂತ್ರ', ml: 'ബീജമന്ത്രം', mr: 'बीज मंत्र', bn: 'বীজ মন্ত্র', gu: 'બીજ મંત્ર' },
  gayatri: { en: 'gayatri', hi: 'गायत्री', ta: 'காயத்ரி', te: 'గాయత్రి', kn: 'ಗಾಯತ್ರಿ', ml: 'ഗായത്രി', mr: 'गायत्री', bn: 'গায়ত্রী', gu: 'ગાયત્રી' },
  stotra: { en: 'Navagraha stotra verse', hi: 'नवग्रह स्तोत्र श्लोक', ta: 'நவக்கிரக ஸ்தோத்திர சுலோகம்', te: 'నవగ్రహ స్తోత్ర శ్లోకం', kn: 'ನವಗ್ರಹ ಸ್ತೋತ್ರ ಶ್ಲೋಕ', ml: 'നവഗ്രഹസ്തോത്ര ശ്ലോകം', mr: 'नवग्रह स्तोत्र श्लोक', bn: 'নবগ্রহ স্তোত্র শ্লোক', gu: 'નવગ્રહ સ્તોત્ર શ્લોક' },
} as const;

/**
 * The stem of each graha's Sanskrit name as Telugu and Malayalam join it to a mantra's name (సూర్య గాయత్రి, కుజ
 * బీజ మంత్రం; ഗുരു ഗായത്രി): the name without the Telugu -ుడు/-ువు ending or the Malayalam chillu, and Mars and
 * Jupiter by their Sanskrit names Kuja and Guru, as the Navagraha gayatris are printed in both scripts.
 */
export const MANTRA_GRAHA_STEMS: Readonly<Partial<Record<Lang, Readonly<Record<GrahaId, string>>>>> = {
  te: { sun: 'సూర్య', moon: 'చంద్ర', mars: 'కుజ', mercury: 'బుధ', jupiter: 'గురు', venus: 'శుక్ర', saturn: 'శని', rahu: 'రాహు', ketu: 'కేతు' },
  ml: { sun: 'സൂര്യ', moon: 'ചന്ദ്ര', mars: 'കുജ', mercury: 'ബുധ', jupiter: 'ഗുരു', venus: 'ശുക്ര', saturn: 'ശനി', rahu: 'രാഹു', ketu: 'കേതു' },
};

/** The name of a graha's mantra of `kind` in `lang`: the graha (by its stem where the language joins one) and the kind. */
export function grahaMantraName(graha: GrahaId, kind: keyof typeof MANTRA_KIND_WORDS, lang: Lang): string {
  return `${MANTRA_GRAHA_STEMS[lang]?.[graha] ?? named(grahaById(graha), lang)} ${named(MANTRA_KIND_WORDS[kind], lang)}`;
}

/** The parts of the day a mantra's sources name (`JapaDayPart`). */
export const DAY_PART_WORDS = {
  sunrise: { en: 'At sunrise', hi: 'सूर्योदय के समय', ta: 'சூரிய உதயத்தில்', te: 'సూర్యోదయ సమయంలో', kn: 'ಸೂರ್ಯೋದಯದ ಸಮಯದಲ್ಲಿ', ml: 'സൂര്യോദയത്തിൽ', mr: 'सूर्योदयाच्या वेळी', bn: 'সূর্যোদয়ের সময়', gu: 'સૂર્યોદય સમયે' },
  morning: { en: 'In the morning', hi: 'प्रातःकाल', ta: 'காலையில்', te: 'ఉదయం', kn: 'ಬೆಳಿಗ್ಗೆ', ml: 'രാവിലെ', mr: 'सकाळी', bn: 'সকালে', gu: 'સવારે' },
  evening: { en: 'In the evening', hi: 'सायंकाल', ta: 'மாலையில்', te: 'సాయంత్రం', kn: 'ಸಂಜೆ', ml: 'വൈകുന്നേരം', mr: 'संध्याकाळी', bn: 'সন্ধ্যায়', gu: 'સાંજે' },
} as const;

/** "Within the graha's own hora", the timing of the seven weekday lords' mantras (PH). */
export const OWN_HORA_WORDS = { en: 'within its own hora', hi: 'अपनी होरा में', ta: 'அதன் சொந்த ஹோரையில்', te: 'తన సొంత హోరలో', kn: 'ತನ್ನದೇ ಹೋರೆಯಲ್ಲಿ', ml: 'സ്വന്തം ഹോരയിൽ', mr: 'स्वतःच्या होरेत', bn: 'নিজের হোরায়', gu: 'પોતાની હોરામાં' } as const;

// ── Japa counts ─────────────────────────────────────────────────────────────────────────────────────────────

/**
 * The two conventions of the total count of a graha's mantra. 'almanac': the table printed in Hindi almanacs
 * and remedy pages (CP; TA; SJ); 'dasha-years': a thousand per Vimshottari year of the graha (HS; AM), which
 * gives Mercury 17,000, Jupiter 16,000, Venus 20,000 and Saturn 19,000. Default: 'almanac', the table most
 * pages print.
 */
export const JAPA_CONVENTIONS = [
  {
    id: 'almanac', en: 'Almanac table', hi: 'पंचांग तालिका', ta: 'பஞ்சாங்க அட்டவணை', te: 'పంచాంగ పట్టిక', kn: 'ಪಂಚಾಂಗ ಕೋಷ್ಟಕ', ml: 'പഞ്ചാംഗപ്പട്ടിക', mr: 'पंचांग सारणी', bn: 'পঞ্জিকার সারণি', gu: 'પંચાંગ કોષ્ટક',
    explanation: { en: 'The counts printed in Hindi almanacs: Sun 7,000, Moon 11,000, Mars 10,000, Mercury 9,000, Jupiter 19,000, Venus 16,000, Saturn 23,000, Rahu 18,000, Ketu 17,000.',
    hi: 'हिंदी पंचांगों में छपी संख्या: सूर्य 7,000, चंद्र 11,000, मंगल 10,000, बुध 9,000, गुरु 19,000, शुक्र 16,000, शनि 23,000, राहु 18,000, केतु 17,000।',
    ta: 'இந்திப் பஞ்சாங்கங்களில் அச்சிடப்பட்ட எண்ணிக்கைகள்: சூரியன் 7,000, சந்திரன் 11,000, செவ்வாய் 10,000, புதன் 9,000, குரு 19,000, சுக்கிரன் 16,000, சனி 23,000, ராகு 18,000, கேது 17,000.',
    te: 'హిందీ పంచాంగాల్లో ముద్రించిన సంఖ్యలు: సూర్యుడు 7,000, చంద్రుడు 11,000, కుజుడు 10,000, బుధుడు 9,000, గురువు 19,000, శుక్రుడు 16,000, శని 23,000, రాహువు 18,000, కేతువు 17,000.',
    kn: 'ಹಿಂದಿ ಪಂಚಾಂಗಗಳಲ್ಲಿ ಮುದ್ರಿತ ಸಂಖ್ಯೆಗಳು: ಸೂರ್ಯ 7,000, ಚಂದ್ರ 11,000, ಕುಜ 10,000, ಬುಧ 9,000, ಗುರು 19,000, ಶುಕ್ರ 16,000, ಶನಿ 23,000, ರಾಹು 18,000, ಕೇತು 17,000.',
    ml: 'ഹിന്ദി പഞ്ചാംഗങ്ങളിൽ അച്ചടിച്ച എണ്ണങ്ങൾ: സൂര്യൻ 7,000, ചന്ദ്രൻ 11,000, ചൊവ്വ 10,000, ബുധൻ 9,000, വ്യാഴം 19,000, ശുക്രൻ 16,000, ശനി 23,000, രാഹു 18,000, കേതു 17,000.',
    mr: 'हिंदी पंचांगांत छापलेल्या संख्या: रवि 7,000, चंद्र 11,000, मंगळ 10,000, बुध 9,000, गुरु 19,000, शुक्र 16,000, शनि 23,000, राहू 18,000, केतू 17,000.',
    bn: 'হিন্দি পঞ্জিকায় ছাপা সংখ্যা: রবি 7,000, চন্দ্র 11,000, মঙ্গল 10,000, বুধ 9,000, বৃহস্পতি 19,000, শুক্র 16,000, শনি 23,000, রাহু 18,000, কেতু 17,000.',
    gu: 'હિંદી પંચાંગોમાં છપાયેલી સંખ્યાઓ: સૂર્ય 7,000, ચંદ્ર 11,000, મંગળ 10,000, બુધ 9,000, ગુરુ 19,000, શુક્ર 16,000, શનિ 23,000, રાહુ 18,000, કેતુ 17,000.' },
    source: 'CP; TA; SJ',
  },
  {
    id: 'dasha-years', en: 'Thousand per dasha year', hi: 'दशा वर्ष के अनुसार', ta: 'தசை ஆண்டுக்கு ஆயிரம்', te: 'దశా సంవత్సరానికి వెయ్యి', kn: 'ದಶಾ ವರ್ಷಕ್ಕೆ ಸಾವಿರ', ml: 'ദശാവർഷത്തിന് ആയിരം', mr: 'दशा वर्षामागे हजार', bn: 'দশার প্রতি বছরে হাজার', gu: 'દશાના વર્ષ દીઠ હજાર',
    explanation: { en: 'A thousand recitations for each year of the graha\'s Vimshottari dasha, so Saturn\'s nineteen years give 19,000.',
    hi: 'ग्रह की विंशोत्तरी दशा के प्रत्येक वर्ष के लिए एक हज़ार जप, जैसे शनि के उन्नीस वर्षों के लिए 19,000।',
    ta: 'கிரகத்தின் விம்சோத்தரி தசையின் ஒவ்வோர் ஆண்டுக்கும் ஆயிரம் ஜபம்; எனவே சனியின் பத்தொன்பது ஆண்டுகளுக்கு 19,000.',
    te: 'గ్రహం యొక్క వింశోత్తరి దశలోని ప్రతి సంవత్సరానికి వెయ్యి జపాలు; కాబట్టి శని పంతొమ్మిది సంవత్సరాలకు 19,000.',
    kn: 'ಗ್ರಹದ ವಿಂಶೋತ್ತರಿ ದಶೆಯ ಪ್ರತಿ ವರ್ಷಕ್ಕೆ ಸಾವಿರ ಜಪ; ಆದ್ದರಿಂದ ಶನಿಯ ಹತ್ತೊಂಬತ್ತು ವರ್ಷಗಳಿಗೆ 19,000.',
    ml: 'ഗ്രഹത്തിന്റെ വിംശോത്തരി ദശയിലെ ഓരോ വർഷത്തിനും ആയിരം ജപം; അതിനാൽ ശനിയുടെ പത്തൊമ്പതു വർഷത്തിന് 19,000.',
    mr: 'ग्रहाच्या विंशोत्तरी दशेच्या प्रत्येक वर्षासाठी हजार जप; म्हणून शनीच्या एकोणीस वर्षांसाठी 19,000.',
    bn: 'গ্রহের বিংশোত্তরী দশার প্রতি বছরের জন্য হাজার জপ; তাই শনির উনিশ বছরের জন্য 19,000.',
    gu: 'ગ્રહની વિંશોત્તરી દશાના દરેક વર્ષ માટે હજાર જાપ; એટલે શનિનાં ઓગણીસ વર્ષ માટે 19,000.' },
    source: 'HS; AM',
  },
] as const satisfies readonly (Names & { id: string; explanation: Text; source: string })[];
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

interface DeityMantraRecord extends Names {
  readonly id: string;
  readonly mantra: MantraText & Names & { readonly id: string };
  /** A full count (purashcharana) a source gives, or null when none is given; the daily count is `MALA_COUNT`. */
  readonly japaCount: number | null;
  /** The day a source gives for the deity's worship, 0 = Sunday, or null for any day. */
  readonly weekday: WeekdayIndex | null;
  /** When a source says to recite, in a few words (in each language written), or null. */
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
    id: 'ganesha', en: 'Ganesha', hi: 'गणेश', ta: 'விநாயகர்', te: 'గణేశుడు', kn: 'ಗಣೇಶ', ml: 'ഗണപതി', mr: 'गणेश', bn: 'গণেশ', gu: 'ગણેશ',
    mantra: {
      id: 'ganesha-mool', en: 'Ganesha mool mantra', hi: 'गणेश मूल मंत्र', ta: 'விநாயகர் மூல மந்திரம்', te: 'గణేశ మూల మంత్రం', kn: 'ಗಣೇಶ ಮೂಲ ಮಂತ್ರ', ml: 'ഗണപതി മൂലമന്ത്രം', mr: 'गणेश मूळ मंत्र', bn: 'গণেশ মূল মন্ত্র', gu: 'ગણેશ મૂળ મંત્ર',
      devanagari: 'ॐ गं गणपतये नमः', transliteration: 'Om Gam Ganapataye Namah',
      source: 'p-hindi.webdunia.com/astrology-tantra-mantra-yantra/effect-of-ganesh-mantra-124080200092_1.html (मूल मंत्र)',
    },
    japaCount: 1008, weekday: 3, time: { en: 'Morning, after bathing', hi: 'प्रातःकाल, स्नान के बाद', ta: 'காலையில், நீராடிய பின்', te: 'ఉదయం, స్నానం తర్వాత', kn: 'ಬೆಳಿಗ್ಗೆ, ಸ್ನಾನದ ನಂತರ', ml: 'രാവിലെ, കുളി കഴിഞ്ഞ്', mr: 'सकाळी, स्नानानंतर', bn: 'সকালে, স্নানের পরে', gu: 'સવારે, સ્નાન પછી' },
    timingSource: 'webdunia (1008, morning); gujaratniasmita.com ?p=7707 (Wednesday)',
  },
  {
    id: 'shiva', en: 'Shiva', hi: 'शिव', ta: 'சிவன்', te: 'శివుడు', kn: 'ಶಿವ', ml: 'ശിവൻ', mr: 'शिव', bn: 'শিব', gu: 'શિવ',
    mantra: {
      id: 'shiva-mahamrityunjaya', en: 'Mahamrityunjaya mantra', hi: 'महामृत्युंजय मंत्र', ta: 'மகா மிருத்யுஞ்சய மந்திரம்', te: 'మహామృత్యుంజయ మంత్రం', kn: 'ಮಹಾಮೃತ್ಯುಂಜಯ ಮಂತ್ರ', ml: 'മഹാമൃത്യുഞ്ജയ മന്ത്രം', mr: 'महामृत्युंजय मंत्र', bn: 'মহামৃত্যুঞ্জয় মন্ত্র', gu: 'મહામૃત્યુંજય મંત્ર',
      devanagari: 'ॐ त्र्यम्बकं यजामहे सुगन्धिं पुष्टिवर्धनम्। उर्वारुकमिव बन्धनान्मृत्योर्मुक्षीय माऽमृतात्॥',
      transliteration: 'Om Tryambakam Yajamahe Sugandhim Pushtivardhanam, Urvarukamiva Bandhanan Mrityor Mukshiya Mamritat',
      source: 'Rigveda 7.59.12; Devanagari as google-spritual.blogspot.com/2020/01/blog-post_18.html and publicvision.in post 1366',
    },
    japaCount: 125000, weekday: 1, time: { en: 'Brahma muhurta, before dawn', hi: 'ब्रह्म मुहूर्त', ta: 'பிரம்ம முகூர்த்தம், விடியலுக்கு முன்', te: 'బ్రహ్మ ముహూర్తం, తెల్లవారకముందు', kn: 'ಬ್ರಾಹ್ಮೀ ಮುಹೂರ್ತ, ಬೆಳಗಾಗುವ ಮುನ್ನ', ml: 'ബ്രാഹ്മമുഹൂർത്തം, പുലരുംമുമ്പ്', mr: 'ब्राह्म मुहूर्त, पहाटेपूर्वी', bn: 'ব্রাহ্ম মুহূর্ত, ভোরের আগে', gu: 'બ્રાહ્મ મુહૂર્ત, પરોઢ પહેલાં' },
    timingSource: 'newzzar.com 2021/02/03 (सवा लाख; eases sade sati and dhaiya); publicvision.in post 1366 (brahma muhurta, 108 a day); hindu-cosmos.com/mere-apna-puja.html (Monday)',
  },
  {
    id: 'hanuman', en: 'Hanuman', hi: 'हनुमान', ta: 'அனுமன்', te: 'హనుమంతుడు', kn: 'ಹನುಮಂತ', ml: 'ഹനുമാൻ', mr: 'हनुमान', bn: 'হনুমান', gu: 'હનુમાન',
    mantra: {
      id: 'hanuman-beej', en: 'Hanuman mantra', hi: 'हनुमान मंत्र', ta: 'அனுமன் மந்திரம்', te: 'హనుమాన్ మంత్రం', kn: 'ಹನುಮಾನ್ ಮಂತ್ರ', ml: 'ഹനുമാൻ മന്ത്രം', mr: 'हनुमान मंत्र', bn: 'হনুমান মন্ত্র', gu: 'હનુમાન મંત્ર',
      devanagari: 'ॐ हं हनुमते नमः', transliteration: 'Om Ham Hanumate Namah',
      source: 'jansatta.com web story, 14 Jul 2025; hindi.pardaphash.com (मंगलवार को करें इन मंत्र)',
    },
    japaCount: null, weekday: 2, time: null,
    timingSource: 'jansatta.com and hindu-cosmos.com (Tuesday; Saturday as well)',
  },
  {
    id: 'vishnu', en: 'Vishnu', hi: 'विष्णु', ta: 'விஷ்ணு', te: 'విష్ణువు', kn: 'ವಿಷ್ಣು', ml: 'വിഷ്ണു', mr: 'विष्णू', bn: 'বিষ্ণু', gu: 'વિષ્ણુ',
    mantra: {
      id: 'vishnu-dvadashakshari', en: 'Twelve-syllable Vishnu mantra', hi: 'द्वादशाक्षर विष्णु मंत्र', ta: 'விஷ்ணு துவாதசாட்சர மந்திரம்', te: 'విష్ణు ద్వాదశాక్షరీ మంత్రం', kn: 'ವಿಷ್ಣು ದ್ವಾದಶಾಕ್ಷರೀ ಮಂತ್ರ', ml: 'വിഷ്ണു ദ്വാദശാക്ഷരീ മന്ത്രം', mr: 'द्वादशाक्षरी विष्णू मंत्र', bn: 'দ্বাদশাক্ষর বিষ্ণু মন্ত্র', gu: 'દ્વાદશાક્ષરી વિષ્ણુ મંત્ર',
      devanagari: 'ॐ नमो भगवते वासुदेवाय', transliteration: 'Om Namo Bhagavate Vasudevaya',
      source: 'abplive.com web story "om namo bhagwate vasudevay"; sunderkand.online/vishnu-dwadashakshar-mantra',
    },
    japaCount: 1200000, weekday: 4, time: { en: 'Morning, after bathing', hi: 'प्रातःकाल, स्नान के बाद', ta: 'காலையில், நீராடிய பின்', te: 'ఉదయం, స్నానం తర్వాత', kn: 'ಬೆಳಿಗ್ಗೆ, ಸ್ನಾನದ ನಂತರ', ml: 'രാവിലെ, കുളി കഴിഞ്ഞ്', mr: 'सकाळी, स्नानानंतर', bn: 'সকালে, স্নানের পরে', gu: 'સવારે, સ્નાન પછી' },
    timingSource: 'abplive.com and tantrikokiduniya.blogspot.com 2020/06 (12 lakh); gharikhojnews.com ?p=43572 (Thursday); ekdantaganesh.blogspot.com 2020/06 (morning, 108)',
  },
  {
    id: 'durga', en: 'Durga', hi: 'दुर्गा', ta: 'துர்க்கை', te: 'దుర్గ', kn: 'ದುರ್ಗಾ', ml: 'ദുർഗ', mr: 'दुर्गा', bn: 'দুর্গা', gu: 'દુર્ગા',
    mantra: {
      id: 'durga-beej', en: 'Durga beej mantra', hi: 'दुर्गा बीज मंत्र', ta: 'துர்க்கை பீஜ மந்திரம்', te: 'దుర్గా బీజ మంత్రం', kn: 'ದುರ್ಗಾ ಬೀಜ ಮಂತ್ರ', ml: 'ദുർഗാ ബീജമന്ത്രം', mr: 'दुर्गा बीज मंत्र', bn: 'দুর্গা বীজ মন্ত্র', gu: 'દુર્ગા બીજ મંત્ર',
      devanagari: 'ॐ दुं दुर्गायै नमः', transliteration: 'Om Dum Durgayai Namah',
      source: 'hindi.pardaphash.com, Navratri puja mantra, 22 Sep 2025 (दुर्गा बीज मन्त्र)',
    },
    japaCount: null, weekday: 5, time: null,
    timingSource: 'hindu-cosmos.com/mere-apna-puja.html (Friday)',
  },
  {
    id: 'lakshmi', en: 'Lakshmi', hi: 'लक्ष्मी', ta: 'லட்சுமி', te: 'లక్ష్మి', kn: 'ಲಕ್ಷ್ಮಿ', ml: 'ലക്ഷ്മി', mr: 'लक्ष्मी', bn: 'লক্ষ্মী', gu: 'લક્ષ્મી',
    mantra: {
      id: 'lakshmi-beej', en: 'Lakshmi beej mantra', hi: 'लक्ष्मी बीज मंत्र', ta: 'லட்சுமி பீஜ மந்திரம்', te: 'లక్ష్మీ బీజ మంత్రం', kn: 'ಲಕ್ಷ್ಮೀ ಬೀಜ ಮಂತ್ರ', ml: 'ലക്ഷ്മീ ബീജമന്ത്രം', mr: 'लक्ष्मी बीज मंत्र', bn: 'লক্ষ্মী বীজ মন্ত্র', gu: 'લક્ષ્મી બીજ મંત્ર',
      devanagari: 'ॐ श्रीं ह्रीं श्रीं कमले कमलालये प्रसीद प्रसीद श्रीं ह्रीं श्रीं ॐ महालक्ष्म्यै नमः',
      transliteration: 'Om Shreem Hreem Shreem Kamale Kamalalaye Prasida Prasida Shreem Hreem Shreem Om Mahalakshmyai Namah',
      source: 'amarujala.com web story, 27 Mar 2025; anantgyan.com (लक्ष्मी का बीज मंत्र); both print the last word महालक्ष्मी, written here in the dative',
    },
    japaCount: null, weekday: 5, time: null,
    timingSource: 'amarujala.com; newstrack.com (Friday)',
  },
  {
    id: 'saraswati', en: 'Saraswati', hi: 'सरस्वती', ta: 'சரஸ்வதி', te: 'సరస్వతి', kn: 'ಸರಸ್ವತಿ', ml: 'സരസ്വതി', mr: 'सरस्वती', bn: 'সরস্বতী', gu: 'સરસ્વતી',
    mantra: {
      id: 'saraswati-mool', en: 'Saraswati mool mantra', hi: 'सरस्वती मूल मंत्र', ta: 'சரஸ்வதி மூல மந்திரம்', te: 'సరస్వతీ మూల మంత్రం', kn: 'ಸರಸ್ವತೀ ಮೂಲ ಮಂತ್ರ', ml: 'സരസ്വതീ മൂലമന്ത്രം', mr: 'सरस्वती मूळ मंत्र', bn: 'সরস্বতী মূল মন্ত্র', gu: 'સરસ્વતી મૂળ મંત્ર',
      devanagari: 'ॐ ऐं सरस्वत्यै ऐं नमः', transliteration: 'Om Aim Sarasvatyai Aim Namah',
      source: 'aghortantra.com/simple-saraswati-mantra-for-studying/ (मूल मंत्र); theglobalkaka.com (the same)',
    },
    japaCount: null, weekday: 4, time: { en: 'Morning, after bathing, one mala', hi: 'प्रातःकाल, स्नान के बाद, एक माला', ta: 'காலையில், நீராடிய பின், ஒரு மாலை', te: 'ఉదయం, స్నానం తర్వాత, ఒక మాల', kn: 'ಬೆಳಿಗ್ಗೆ, ಸ್ನಾನದ ನಂತರ, ಒಂದು ಮಾಲೆ', ml: 'രാവിലെ, കുളി കഴിഞ്ഞ്, ഒരു മാല', mr: 'सकाळी, स्नानानंतर, एक माळ', bn: 'সকালে, স্নানের পরে, এক মালা', gu: 'સવારે, સ્નાન પછી, એક માળા' },
    timingSource: 'aghortantra.com (morning, one mala); hindu-cosmos.com (Thursday)',
  },
  {
    id: 'gayatri', en: 'Gayatri', hi: 'गायत्री', ta: 'காயத்ரி', te: 'గాయత్రి', kn: 'ಗಾಯತ್ರಿ', ml: 'ഗായത്രി', mr: 'गायत्री', bn: 'গায়ত্রী', gu: 'ગાયત્રી',
    mantra: {
      id: 'gayatri', en: 'Gayatri mantra', hi: 'गायत्री मंत्र', ta: 'காயத்ரி மந்திரம்', te: 'గాయత్రీ మంత్రం', kn: 'ಗಾಯತ್ರೀ ಮಂತ್ರ', ml: 'ഗായത്രീമന്ത്രം', mr: 'गायत्री मंत्र', bn: 'গায়ত্রী মন্ত্র', gu: 'ગાયત્રી મંત્ર',
      devanagari: 'ॐ भूर्भुवः स्वः तत्सवितुर्वरेण्यं भर्गो देवस्य धीमहि धियो यो नः प्रचोदयात्',
      transliteration: 'Om Bhur Bhuvah Svah Tat Savitur Varenyam Bhargo Devasya Dhimahi Dhiyo Yo Nah Prachodayat',
      source: 'Rigveda 3.62.10; Devanagari as maharshiparasharjyotishsansthantrust.com/Home/Trikal_Sandhya',
    },
    japaCount: null, weekday: null, time: { en: 'At the three junctions of the day (trikal sandhya)', hi: 'त्रिकाल संध्या', ta: 'நாளின் மூன்று சந்திப் பொழுதுகளில் (திரிகால சந்தியா)', te: 'రోజులోని మూడు సంధ్యా సమయాల్లో (త్రికాల సంధ్య)', kn: 'ದಿನದ ಮೂರು ಸಂಧ್ಯಾಕಾಲಗಳಲ್ಲಿ (ತ್ರಿಕಾಲ ಸಂಧ್ಯಾ)', ml: 'ദിവസത്തിലെ മൂന്നു സന്ധ്യകളിൽ (ത്രികാലസന്ധ്യ)', mr: 'दिवसाच्या तीन संधिकाळी (त्रिकाल संध्या)', bn: 'দিনের তিন সন্ধিক্ষণে (ত্রিকাল সন্ধ্যা)', gu: 'દિવસના ત્રણ સંધિકાળે (ત્રિકાળ સંધ્યા)' },
    timingSource: 'maharshiparasharjyotishsansthantrust.com (trikal sandhya); anmnewshindi.in (with water offered to the Sun)',
  },
] as const satisfies readonly DeityMantraRecord[];
export type DeityMantra = (typeof DEITY_MANTRAS)[number];
export type DeityId = DeityMantra['id'];
export type DeityMantraId = DeityMantra['mantra']['id'];

/** Every deity id, in table order. */
export const DEITY_IDS: readonly DeityId[] = DEITY_MANTRAS.map((record) => record.id);

/** The record of a deity. */
export function deityMantra(id: DeityId): DeityMantra {
  return DEITY_MANTRAS.find((record) => record.id === id) as DeityMantra;
}

/** Every mantra id of this file: the graha mantras, then the deity mantras. */
export type MantraId = GrahaMantraId | DeityMantraId;
export const MANTRA_IDS: readonly MantraId[] = [...GRAHA_MANTRA_IDS, ...DEITY_MANTRAS.map((record) => record.mantra.id)];
