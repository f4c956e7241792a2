/**
 * Remedies (upaya): the kinds of remedy, what each graha takes of each kind, the rules that find an afflicted
 * graha or a dosha in a chart, and the customary remedies of kaal sarp, sade sati (and dhaiya) and pitra dosha.
 * Manglik remedies are those of data/manglik.ts (`MANGLIK_REMEDIES`), referenced here and not repeated. The
 * suggestions are computed in astro/recommendations/remedies.ts.
 *
 * What is reused: the charity items and the fast day of each graha are data/dasha-interpretation.ts
 * `GRAHA_REMEDIES`; the Saturn transit remedy is that file's
 * `remedy.saturn-transit`; the mantras are data/mantras.ts. Names and explanations are written for this product
 * in English and Hindi; this product reports the customary remedies and neither recommends nor grades them.
 *
 * Sources, abbreviated in `source`:
 * - KS: kamalseetha.com/astrological-viewpoint-of-rudraksha (one and twelve mukhi the Sun, two the Moon, three
 *   Mars, four Mercury; "the ancient epics do not mention any correlation between planets … and Rudraksha").
 *   SR: shivamrudraksha.com/planetary-correlation-and-astrological-implication-of-rudraksha.php (the same
 *   rulers). JS: jantaserishta.com, "wear rudraksha for planetary compatibility" (Mars three or eleven mukhi).
 *   KD: blog.kiranthidesigners.com/2010/12/rudraksha.html (Sun one, eleven or twelve; Jupiter five; Venus six;
 *   Saturn seven or fourteen). MM: masarbamangala.com/archives/2688 (seven mukhi ruled by Saturn). TC:
 *   theconnect24.com (nine mukhi ruled by Ketu, eight mukhi by Rahu).
 * - HC: hindu-cosmos.com/mere-apna-puja.html (the deity of each weekday: Monday Shiva, Tuesday Hanuman,
 *   Wednesday Krishna, Thursday the guru, Saraswati and Gayatri, Friday Durga and Lakshmi, Saturday Hanuman and
 *   Shani). GK: gharikhojnews.com ?p=43572 (Thursday for Vishnu and Brihaspati). NS: newstrack.com (Friday for
 *   Lakshmi). Rahu's Durga and Ketu's Ganesha are the deities of data/grahas.ts.
 * - WD: m-hindi.webdunia.com, "राहु केतु और शनि को प्रसन्न करने के खास उपाय" (bread with oil for a dog eases
 *   Saturn, Rahu and Ketu and kaal sarp; the Rahu and Ketu mantras). MF: myfortunes.co.in, Nag Panchami remedies
 *   (Rudrabhishek and "Om Namah Shivaya" at a Shiva temple, worship of the serpent deities, the fast of Nag
 *   Panchami). LT: livetoday.online ?p=629834 (Nag Panchami puja for kaal sarp and pitra dosha). SG:
 *   sadhgathi.com, kaal sarp dosh nivaran puja.
 * - NZ: newzzar.com 2021/02/03 (the Mahamrityunjaya mantra eases sade sati and dhaiya).
 * - PP: kalsarpdoshpooja.com/pitra-shanti-puja.html (Narayan Nagbali and Tripindi shraddha for pitra dosha,
 *   best in Pitru Paksha). WE: p-english.webdunia.com, Sarvapitra Amavasya 2025 (pind daan, tarpan, feeding
 *   Brahmins, cows and crows, water to the peepal). AN: anmnewshindi.in (water to the Sun with the Gayatri
 *   mantra, water to the peepal on amavasya).
 * - Affliction rules: see each record.
 */
import { GRAHA_IDS, type GrahaId } from './grahas.ts';
import { GRAHA_REMEDIES } from './dasha-interpretation.ts';
import { MANGLIK_REMEDIES, type ManglikRemedyId } from './manglik.ts';
import type { DeityId, MantraId } from './mantras.ts';
import type { Text } from './text.ts';

/** What an explained record carries: names and a one-sentence explanation in English and Hindi. */
interface Explained {
  readonly en: string;
  readonly hi: string;
  readonly explanation: Text;
  readonly source: string;
}

// ── Kinds ───────────────────────────────────────────────────────────────────────────────────────────────────

/** The five kinds of remedy a graha takes. */
export const REMEDY_KINDS = [
  {
    id: 'mantra', en: 'Mantra', hi: 'मंत्र जप',
    explanation: { en: 'Reciting the graha\'s seed mantra or gayatri a set number of times, at least one mala of 108 a day.',
    hi: 'ग्रह के बीज मंत्र या गायत्री का निश्चित संख्या में जप, प्रतिदिन कम से कम एक माला (108)।' },
    source: 'BD; CP',
  },
  {
    id: 'charity', en: 'Charity (daana)', hi: 'दान',
    explanation: { en: 'Giving the goods associated with the graha to those in need on the graha\'s day.',
    hi: 'ग्रह से जुड़ी वस्तुएँ उसके दिन ज़रूरतमंदों को देना।' },
    source: 'graha-shanti practice printed in Hindi almanacs and remedy manuals',
  },
  {
    id: 'fast', en: 'Fasting (vrata)', hi: 'व्रत',
    explanation: { en: 'Keeping a fast on the weekday of the graha.',
    hi: 'ग्रह के वार को व्रत रखना।' },
    source: 'graha-shanti practice printed in Hindi almanacs and remedy manuals',
  },
  {
    id: 'puja', en: 'Worship (puja)', hi: 'पूजा',
    explanation: { en: 'Worshipping the deity through whom the graha is propitiated, on that deity\'s day.',
    hi: 'जिस देवता के द्वारा ग्रह शांत होता है, उसकी उसके दिन पूजा करना।' },
    source: 'HC; GK; NS',
  },
  {
    id: 'rudraksha', en: 'Rudraksha', hi: 'रुद्राक्ष',
    explanation: { en: 'Wearing the rudraksha bead whose number of faces (mukhi) is linked to the graha, a link drawn by later practice rather than the old texts.',
    hi: 'ग्रह से जुड़े मुखों (मुखी) वाला रुद्राक्ष धारण करना; यह संबंध पुराने ग्रंथों में नहीं, बाद की परंपरा में मिलता है।' },
    source: 'KS; SR; TC',
  },
] as const satisfies readonly (Explained & { readonly id: string })[];
export type RemedyKind = (typeof REMEDY_KINDS)[number];
export type RemedyKindId = RemedyKind['id'];

/** The abbreviations of `source` fields in this file, each with the page it stands for (the header's list). */
export const REMEDY_SOURCES = {
  KS: 'kamalseetha.com/astrological-viewpoint-of-rudraksha',
  SR: 'shivamrudraksha.com/planetary-correlation-and-astrological-implication-of-rudraksha.php',
  JS: 'jantaserishta.com, "wear rudraksha for planetary compatibility"',
  KD: 'blog.kiranthidesigners.com/2010/12/rudraksha.html',
  MM: 'masarbamangala.com/archives/2688',
  TC: 'theconnect24.com (eight and nine mukhi rudraksha)',
  HC: 'hindu-cosmos.com/mere-apna-puja.html',
  GK: 'gharikhojnews.com ?p=43572',
  NS: 'newstrack.com (Friday worship of Lakshmi)',
  WD: 'm-hindi.webdunia.com, "राहु केतु और शनि को प्रसन्न करने के खास उपाय"',
  MF: 'myfortunes.co.in, Nag Panchami remedies',
  LT: 'livetoday.online ?p=629834',
  SG: 'sadhgathi.com, kaal sarp dosh nivaran puja',
  NZ: 'newzzar.com 2021/02/03',
  PP: 'kalsarpdoshpooja.com/pitra-shanti-puja.html',
  WE: 'p-english.webdunia.com, Sarvapitra Amavasya 2025',
  AN: 'anmnewshindi.in',
  CP: 'chanderprabha.com/2016/01/15/planets-mantra-and-jaapchant-number/',
  BD: 'bhavishyadrishti.com/graha-MantraJaap',
} as const;

// ── What each graha takes ───────────────────────────────────────────────────────────────────────────────────

interface GrahaRemedyRecord {
  readonly graha: GrahaId;
  /** The deity worshipped for the graha (data/mantras.ts `DEITY_MANTRAS`). */
  readonly deity: DeityId;
  readonly deitySource: string;
  /** Rudraksha mukhi (number of faces) linked to the graha, and the other numbers some sources give. */
  readonly rudrakshaMukhi: number;
  readonly rudrakshaAlternatives: readonly number[];
  readonly rudrakshaSource: string;
}

/**
 * One record per graha, Sun … Ketu. The deity is the one worshipped for the graha in remedy practice, which
 * differs from the presiding deity of BPHS in data/grahas.ts for the seven: the Sun is propitiated with the
 * Gayatri (addressed to Savitr, the Sun), the Moon through Shiva (Monday), Mars through Hanuman (Tuesday, as
 * data/manglik.ts), Mercury and Jupiter through Vishnu (Wednesday, Thursday), Venus through Lakshmi (Friday),
 * Saturn through Hanuman (Saturday).
 */
export const GRAHA_REMEDY_DETAILS = [
  {
    graha: 'sun', deity: 'gayatri', deitySource: 'AN; Rigveda 3.62.10 (Savitr)',
    rudrakshaMukhi: 1, rudrakshaAlternatives: [12], rudrakshaSource: 'KS; SR; KD',
  },
  {
    graha: 'moon', deity: 'shiva', deitySource: 'HC (Monday)',
    rudrakshaMukhi: 2, rudrakshaAlternatives: [], rudrakshaSource: 'KS; SR; JS',
  },
  {
    graha: 'mars', deity: 'hanuman', deitySource: 'HC (Tuesday); data/manglik.ts hanuman-tuesday',
    rudrakshaMukhi: 3, rudrakshaAlternatives: [11], rudrakshaSource: 'KS; SR; JS (three or eleven)',
  },
  {
    graha: 'mercury', deity: 'vishnu', deitySource: 'HC (Wednesday, Krishna); data/grahas.ts (Vishnu)',
    rudrakshaMukhi: 4, rudrakshaAlternatives: [], rudrakshaSource: 'KS; JS; KD',
  },
  {
    graha: 'jupiter', deity: 'vishnu', deitySource: 'GK (Thursday)',
    rudrakshaMukhi: 5, rudrakshaAlternatives: [], rudrakshaSource: 'KD',
  },
  {
    graha: 'venus', deity: 'lakshmi', deitySource: 'HC; NS (Friday)',
    rudrakshaMukhi: 6, rudrakshaAlternatives: [], rudrakshaSource: 'KD',
  },
  {
    graha: 'saturn', deity: 'hanuman', deitySource: 'HC (Saturday)',
    rudrakshaMukhi: 7, rudrakshaAlternatives: [14], rudrakshaSource: 'KD (seven or fourteen); MM',
  },
  {
    graha: 'rahu', deity: 'durga', deitySource: 'data/grahas.ts',
    rudrakshaMukhi: 8, rudrakshaAlternatives: [], rudrakshaSource: 'TC',
  },
  {
    graha: 'ketu', deity: 'ganesha', deitySource: 'data/grahas.ts',
    rudrakshaMukhi: 9, rudrakshaAlternatives: [], rudrakshaSource: 'TC',
  },
] as const satisfies readonly GrahaRemedyRecord[];
export type GrahaRemedyDetails = (typeof GRAHA_REMEDY_DETAILS)[number];

/** The remedy details of a graha, with its charity items and fast day from `GRAHA_REMEDIES`. */
export function grahaRemedyDetails(graha: GrahaId): GrahaRemedyDetails & {
  readonly charity: (typeof GRAHA_REMEDIES)[number]['charity'];
  readonly fastDay: (typeof GRAHA_REMEDIES)[number]['fastDay'];
} {
  const details = GRAHA_REMEDY_DETAILS.find((record) => record.graha === graha) as GrahaRemedyDetails;
  const shared = GRAHA_REMEDIES.find((record) => record.graha === graha) as (typeof GRAHA_REMEDIES)[number];
  return { ...details, charity: shared.charity, fastDay: shared.fastDay };
}

/** The id of one remedy of one graha, e.g. `saturn-charity`; the kind says which record explains it. */
export type GrahaRemedyId = `${GrahaId}-${RemedyKindId}`;

/** The id of one remedy of one graha. */
export function grahaRemedyId(graha: GrahaId, kind: RemedyKindId): GrahaRemedyId {
  return `${graha}-${kind}`;
}

/** Every graha remedy id, Sun … Ketu, in the order of `REMEDY_KINDS`. */
export const GRAHA_REMEDY_IDS: readonly GrahaRemedyId[] = GRAHA_IDS.flatMap((graha) =>
  REMEDY_KINDS.map((kind) => grahaRemedyId(graha, kind.id)),
);

// ── Rules that call for a remedy ────────────────────────────────────────────────────────────────────────────

/**
 * The conditions under which a graha is read as afflicted. Each is checked on its own; the graha is
 * suggested remedies when any one holds.
 */
export const AFFLICTION_RULES = [
  {
    id: 'affliction.debilitated', en: 'Debilitated', hi: 'नीच',
    explanation: { en: 'The graha stands in its sign of debilitation, where it is at its weakest.',
    hi: 'ग्रह अपनी नीच राशि में है, जहाँ वह सबसे निर्बल होता है।' },
    source: 'BPHS ch. 3',
  },
  {
    id: 'affliction.combust', en: 'Combust', hi: 'अस्त',
    explanation: { en: 'The graha is within its combustion orb of the Sun and cannot show its results.',
    hi: 'ग्रह सूर्य के अस्त-अंशों के भीतर है और अपने फल नहीं दिखा पाता।' },
    source: 'Surya Siddhanta ch. 9 orbs (astro/chart/dignity.ts COMBUSTION_ORBS_DEG)',
  },
  {
    id: 'affliction.war-lost', en: 'Lost a planetary war', hi: 'ग्रह युद्ध में पराजित',
    explanation: { en: 'The graha is within one degree of another star-planet and the further south of the two, so it is overpowered.',
    hi: 'ग्रह किसी दूसरे तारा ग्रह से एक अंश के भीतर है और दोनों में अधिक दक्षिण में है, इसलिए पराजित है।' },
    source: 'Surya Siddhanta ch. 7 (astro/chart/dignity.ts planetaryWars)',
  },
  {
    id: 'affliction.good-lord-in-dusthana', en: 'Lord of a kendra or trikona in a dusthana', hi: 'केंद्र या त्रिकोण का स्वामी त्रिक भाव में',
    explanation: { en: 'The graha rules a kendra or trikona house from the lagna but sits in the 6th, 8th or 12th, a house of loss.',
    hi: 'ग्रह लग्न से किसी केंद्र या त्रिकोण भाव का स्वामी है पर छठे, आठवें या बारहवें (हानि के) भाव में बैठा है।' },
    source: 'BPHS ch. 24 (the lord of a house in the 6th, 8th or 12th harms it); house groups BPHS ch. 7 and 11',
  },
  {
    id: 'affliction.malefic-aspect', en: 'Aspected by Mars or Saturn', hi: 'मंगल या शनि की दृष्टि',
    explanation: { en: 'Mars or Saturn, the natural malefics among the bodied grahas, casts its full aspect on the graha.',
    hi: 'शरीरधारी ग्रहों में नैसर्गिक पाप ग्रह मंगल या शनि इस ग्रह पर पूर्ण दृष्टि डालता है।' },
    source: 'BPHS ch. 3 (natural malefics); graha drishti as astro/chart/aspects.ts (the nodes\' aspects are disputed and the Sun\'s closeness is judged by combustion, so neither is counted)',
  },
] as const satisfies readonly (Explained & { readonly id: string })[];
export type AfflictionRuleId = (typeof AFFLICTION_RULES)[number]['id'];

/** The doshas this module maps to remedies. Dhaiya (the small panoti) is reported beside sade sati. */
export type RemedyDoshaId = 'manglik' | 'kaal-sarp' | 'sade-sati' | 'dhaiya' | 'pitra';

interface DoshaRuleRecord extends Explained {
  readonly id: string;
  readonly dosha: RemedyDoshaId;
  /** The grahas the dosha calls remedies for (pitra adds the grahas of the rules that fired). */
  readonly grahas: readonly GrahaId[];
}

/** When a dosha result calls for remedies, and for which grahas. */
export const DOSHA_REMEDY_RULES = [
  {
    id: 'dosha.manglik', dosha: 'manglik', grahas: ['mars'], en: 'Manglik', hi: 'मांगलिक',
    explanation: { en: 'Mars stands in a dosha house and something of the dosha remains after its cancellations.',
    hi: 'मंगल दोष वाले भाव में है और भंग के बाद भी दोष का कुछ अंश बचा है।' },
    source: 'the manglik analysis of GET /v1/calculations/manglik (its sources there)',
  },
  {
    id: 'dosha.kaal-sarp', dosha: 'kaal-sarp', grahas: ['rahu', 'ketu'], en: 'Kaal sarp', hi: 'कालसर्प',
    explanation: { en: 'The seven grahas lie on one side of the Rahu–Ketu axis, fully or partly.',
    hi: 'सातों ग्रह राहु-केतु की धुरी के एक ओर हैं, पूर्ण या आंशिक रूप से।' },
    source: 'the kaal sarp analysis of GET /v1/calculations/doshas (its sources there)',
  },
  {
    id: 'dosha.sade-sati', dosha: 'sade-sati', grahas: ['saturn'], en: 'Sade sati now', hi: 'वर्तमान साढ़ेसाती',
    explanation: { en: 'Saturn is now passing the 12th, 1st or 2nd sign from the natal Moon.',
    hi: 'शनि इस समय जन्म-चंद्र से बारहवीं, पहली या दूसरी राशि से गुजर रहा है।' },
    source: 'the sade sati analysis of GET /v1/calculations/doshas (its sources there)',
  },
  {
    id: 'dosha.dhaiya', dosha: 'dhaiya', grahas: ['saturn'], en: 'Dhaiya now', hi: 'वर्तमान ढैय्या',
    explanation: { en: 'Saturn is now passing the 4th or 8th sign from the natal Moon.',
    hi: 'शनि इस समय जन्म-चंद्र से चौथी या आठवीं राशि से गुजर रहा है।' },
    source: 'the dhaiya of GET /v1/calculations/doshas (its sources there)',
  },
  {
    id: 'dosha.pitra', dosha: 'pitra', grahas: ['sun'], en: 'Pitra dosha', hi: 'पितृ दोष',
    explanation: { en: 'At least one of the pitra dosha rules holds; the Sun, significator of the father, and the grahas of those rules take remedies.',
    hi: 'पितृ दोष का कम से कम एक नियम लागू है; पिता के कारक सूर्य और उन नियमों के ग्रहों के उपाय किए जाते हैं।' },
    source: 'the pitra dosha analysis of GET /v1/calculations/doshas (its sources there)',
  },
] as const satisfies readonly DoshaRuleRecord[];
export type DoshaRemedyRuleId = (typeof DOSHA_REMEDY_RULES)[number]['id'];

/** A running dasha period lord named in a mantra request. */
export const DASHA_LORD_RULE = {
  id: 'dasha.running-lord', en: 'Running dasha lord', hi: 'चालू दशा स्वामी',
  explanation: { en: 'The graha rules a Vimshottari period running now, so its mantra is recited while the period lasts.',
  hi: 'ग्रह इस समय चल रही विंशोत्तरी दशा का स्वामी है, इसलिए उस अवधि में उसका मंत्र जपा जाता है।' },
  source: 'CP ("when a graha\'s mahadasha begins, complete its japa count")',
} as const satisfies Explained & { readonly id: string };

// ── Dosha remedies ──────────────────────────────────────────────────────────────────────────────────────────

interface DoshaRemedyRecord extends Explained {
  readonly id: string;
  /** The doshas it is given for. */
  readonly doshas: readonly Exclude<RemedyDoshaId, 'manglik'>[];
  readonly kind: RemedyKindId;
  /** Mantras it recites (data/mantras.ts), the deity it worships, or none. */
  readonly mantras: readonly MantraId[];
  readonly deity: DeityId | null;
}

/** The customary remedies of kaal sarp, sade sati and dhaiya, and pitra dosha, as practice reports them. */
export const DOSHA_REMEDIES = [
  {
    id: 'kaal-sarp-node-mantras', doshas: ['kaal-sarp'], kind: 'mantra', mantras: ['rahu-beej', 'ketu-beej'], deity: null,
    en: 'Rahu and Ketu mantras', hi: 'राहु और केतु के मंत्र',
    explanation: { en: 'Reciting the seed mantras of the two nodes that hold the other grahas between them.',
    hi: 'अन्य ग्रहों को अपने बीच घेरने वाले दोनों छाया ग्रहों के बीज मंत्रों का जप।' },
    source: 'WD',
  },
  {
    id: 'kaal-sarp-shiva-puja', doshas: ['kaal-sarp'], kind: 'puja', mantras: [], deity: 'shiva',
    en: 'Rudrabhishek and Shiva worship', hi: 'रुद्राभिषेक और शिव पूजा',
    explanation: { en: 'Bathing the Shiva linga (Rudrabhishek) and chanting to Shiva at a Shiva temple, often with an offering of a metal serpent.',
    hi: 'शिव मंदिर में रुद्राभिषेक और शिव का जप, प्रायः धातु के सर्प के अर्पण के साथ।' },
    source: 'MF; SG',
  },
  {
    id: 'kaal-sarp-nag-panchami', doshas: ['kaal-sarp'], kind: 'fast', mantras: [], deity: null,
    en: 'Nag Panchami fast and serpent worship', hi: 'नाग पंचमी का व्रत और नाग पूजा',
    explanation: { en: 'Fasting on Nag Panchami, the bright fifth of Shravana, and worshipping the serpent deities that day.',
    hi: 'श्रावण शुक्ल पंचमी (नाग पंचमी) का व्रत और उस दिन नाग देवताओं की पूजा।' },
    source: 'MF; LT',
  },
  {
    id: 'kaal-sarp-feed-dog', doshas: ['kaal-sarp'], kind: 'charity', mantras: [], deity: null,
    en: 'Feeding a dog', hi: 'कुत्ते को रोटी',
    explanation: { en: 'Giving a dog bread spread with oil, a charity for Saturn, Rahu and Ketu alike.',
    hi: 'कुत्ते को तेल चुपड़ी रोटी खिलाना, जो शनि, राहु और केतु तीनों का दान है।' },
    source: 'WD',
  },
  {
    id: 'sade-sati-shani-mantra', doshas: ['sade-sati', 'dhaiya'], kind: 'mantra', mantras: ['saturn-beej'], deity: null,
    en: 'Shani mantra on Saturdays', hi: 'शनिवार को शनि मंत्र',
    explanation: { en: 'Reciting Saturn\'s seed mantra, beginning on a Saturday, while the transit lasts.',
    hi: 'गोचर चलने तक शनिवार से आरंभ करके शनि के बीज मंत्र का जप।' },
    source: 'graha-shanti practice printed in Hindi almanacs and remedy manuals',
  },
  {
    id: 'sade-sati-saturday-charity', doshas: ['sade-sati', 'dhaiya'], kind: 'charity', mantras: [], deity: null,
    en: 'Sesame and mustard oil on Saturdays', hi: 'शनिवार को तिल और सरसों का तेल',
    explanation: { en: 'Giving black sesame and mustard oil on Saturdays while Saturn passes these signs.',
    hi: 'शनि के इन राशियों से गुजरने तक शनिवार को काले तिल और सरसों का तेल दान करना।' },
    source: 'graha-shanti practice printed in Hindi almanacs and remedy manuals',
  },
  {
    id: 'sade-sati-hanuman', doshas: ['sade-sati', 'dhaiya'], kind: 'puja', mantras: ['hanuman-beej'], deity: 'hanuman',
    en: 'Hanuman worship on Saturdays', hi: 'शनिवार को हनुमान पूजा',
    explanation: { en: 'Worshipping Hanuman on Saturdays, the day shared by Hanuman and Shani.',
    hi: 'हनुमान और शनि के साझा दिन, शनिवार को हनुमान की पूजा।' },
    source: 'HC',
  },
  {
    id: 'sade-sati-mahamrityunjaya', doshas: ['sade-sati', 'dhaiya'], kind: 'mantra', mantras: ['shiva-mahamrityunjaya'], deity: 'shiva',
    en: 'Mahamrityunjaya mantra', hi: 'महामृत्युंजय मंत्र',
    explanation: { en: 'Reciting the Mahamrityunjaya mantra, held to ease the hard effects of sade sati and dhaiya.',
    hi: 'महामृत्युंजय मंत्र का जप, जो साढ़ेसाती और ढैय्या के कठोर प्रभाव को कम करने वाला माना जाता है।' },
    source: 'NZ',
  },
  {
    id: 'pitra-shraddha-tarpan', doshas: ['pitra'], kind: 'puja', mantras: [], deity: null,
    en: 'Shraddha, tarpan and pind daan', hi: 'श्राद्ध, तर्पण और पिंडदान',
    explanation: { en: 'Offering water with sesame and kusha (tarpan) and rice balls (pind daan) to the ancestors in Pitru Paksha and on amavasya.',
    hi: 'पितृ पक्ष और अमावस्या को पितरों के लिए तिल-कुश सहित जल (तर्पण) और पिंड अर्पित करना।' },
    source: 'PP; WE',
  },
  {
    id: 'pitra-narayan-nagbali', doshas: ['pitra'], kind: 'puja', mantras: [], deity: null,
    en: 'Narayan Nagbali and Tripindi shraddha', hi: 'नारायण नागबलि और त्रिपिंडी श्राद्ध',
    explanation: { en: 'The pitra shanti rites performed at a tirtha such as Trimbakeshwar, best during Pitru Paksha.',
    hi: 'त्र्यंबकेश्वर जैसे तीर्थ पर किए जाने वाले पितृ शांति के अनुष्ठान, पितृ पक्ष में श्रेष्ठ।' },
    source: 'PP',
  },
  {
    id: 'pitra-feed-on-amavasya', doshas: ['pitra'], kind: 'charity', mantras: [], deity: null,
    en: 'Food for Brahmins, cows and crows on amavasya', hi: 'अमावस्या को ब्राह्मण, गाय और कौवे को भोजन',
    explanation: { en: 'Feeding Brahmins, cows, crows and dogs on the new moon, food held to reach the ancestors.',
    hi: 'अमावस्या को ब्राह्मण, गाय, कौवे और कुत्ते को भोजन कराना, जो पितरों तक पहुँचता माना जाता है।' },
    source: 'WE',
  },
  {
    id: 'pitra-sun-arghya', doshas: ['pitra'], kind: 'mantra', mantras: ['gayatri'], deity: 'gayatri',
    en: 'Water to the Sun with the Gayatri', hi: 'गायत्री मंत्र के साथ सूर्य को अर्घ्य',
    explanation: { en: 'Offering water to the rising Sun while reciting the Gayatri mantra, and water to a peepal tree, on amavasya.',
    hi: 'अमावस्या को गायत्री मंत्र जपते हुए उगते सूर्य को और पीपल को जल अर्पित करना।' },
    source: 'AN; WE',
  },
] as const satisfies readonly DoshaRemedyRecord[];
export type DoshaRemedy = (typeof DOSHA_REMEDIES)[number];
export type DoshaRemedyId = DoshaRemedy['id'];

/**
 * The remedy ids of a dosha: for manglik those of data/manglik.ts `MANGLIK_REMEDIES`, for the others those of
 * `DOSHA_REMEDIES` that list it, in table order.
 */
export function doshaRemedyIds(dosha: RemedyDoshaId): readonly (DoshaRemedyId | ManglikRemedyId)[] {
  if (dosha === 'manglik') return MANGLIK_REMEDIES.map((remedy) => remedy.id);
  return DOSHA_REMEDIES.filter((remedy) => (remedy.doshas as readonly RemedyDoshaId[]).includes(dosha)).map((remedy) => remedy.id);
}

/** The sentences a remedy is described in, with `{name}` slots the API fills; this product's words. */
export const REMEDY_SENTENCES = {
  mantra: { en: 'Recite {names}: {total} in all, one mala of {daily} a day.', hi: '{names} का जप करें: कुल {total}, प्रतिदिन एक माला ({daily})।' },
  mantraNoTotal: { en: 'Recite {names}, one mala of {daily} a day.', hi: '{names} का जप करें, प्रतिदिन एक माला ({daily})।' },
  charity: { en: 'Give {items} to those in need.', hi: 'ज़रूरतमंदों को {items} का दान करें।' },
  fast: { en: 'Keep a fast on the graha\'s day.', hi: 'ग्रह के दिन व्रत रखें।' },
  puja: { en: 'Worship {deity}.', hi: '{deity} की पूजा करें।' },
  rudraksha: { en: 'Wear a {mukhi}-mukhi rudraksha.', hi: '{mukhi} मुखी रुद्राक्ष धारण करें।' },
  rudrakshaOr: { en: 'Wear a {mukhi}-mukhi rudraksha (some sources: {alternatives}-mukhi).', hi: '{mukhi} मुखी रुद्राक्ष धारण करें (कुछ स्रोत: {alternatives} मुखी)।' },
} as const;
