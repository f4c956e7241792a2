/**
 * Remedies (upaya): the kinds of remedy, what each graha takes of each kind, the rules that find an afflicted
 * graha or a dosha in a chart, and the customary remedies of kaal sarp, sade sati (and dhaiya) and pitra dosha.
 * Manglik remedies are those of data/manglik.ts (`MANGLIK_REMEDIES`), referenced here and not repeated. The
 * suggestions are computed in astro/recommendations/remedies.ts.
 *
 * What is reused: the charity items and the fast day of each graha are data/dasha-interpretation.ts
 * `GRAHA_REMEDIES`; the Saturn transit remedy is that file's
 * `remedy.saturn-transit`; the mantras are data/mantras.ts. Names and explanations are written for this product
 * in the nine languages of `LANGS` (the charity sentence, whose items data/dasha-interpretation.ts names, in English
 * and Hindi only); this product reports the customary remedies and neither recommends nor grades them.
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
import type { GrahaId } from './grahas.ts';
import { GRAHA_REMEDIES } from './dasha-interpretation.ts';
import { MANGLIK_REMEDIES, type ManglikRemedyId } from './manglik.ts';
import type { DeityId, MantraId } from './mantras.ts';
import type { Names, Text } from './text.ts';

/** What an explained record carries: names and a one-sentence explanation in every language of `LANGS`. */
interface Explained extends Names {
  readonly explanation: Text;
  readonly source: string;
}

// ── Kinds ───────────────────────────────────────────────────────────────────────────────────────────────────

/** The five kinds of remedy a graha takes. */
export const REMEDY_KINDS = [
  {
    id: 'mantra', en: 'Mantra', hi: 'मंत्र जप', ta: 'மந்திர ஜபம்', te: 'మంత్ర జపం', kn: 'ಮಂತ್ರ ಜಪ', ml: 'മന്ത്രജപം', mr: 'मंत्रजप', bn: 'মন্ত্র জপ', gu: 'મંત્ર જાપ',
    explanation: { en: 'Reciting the graha\'s seed mantra or gayatri a set number of times, at least one mala of 108 a day.',
    hi: 'ग्रह के बीज मंत्र या गायत्री का निश्चित संख्या में जप, प्रतिदिन कम से कम एक माला (108)।',
    ta: 'கிரகத்தின் பீஜ மந்திரத்தையோ காயத்ரியையோ குறிப்பிட்ட எண்ணிக்கையில் ஜபித்தல்; நாள்தோறும் குறைந்தது ஒரு மாலை (108).',
    te: 'గ్రహ బీజ మంత్రాన్ని లేదా గాయత్రిని నిర్ణీత సంఖ్యలో జపించడం; రోజుకు కనీసం ఒక మాల (108).',
    kn: 'ಗ್ರಹದ ಬೀಜ ಮಂತ್ರ ಅಥವಾ ಗಾಯತ್ರಿಯನ್ನು ನಿಗದಿತ ಸಂಖ್ಯೆಯಲ್ಲಿ ಜಪಿಸುವುದು; ದಿನಕ್ಕೆ ಕನಿಷ್ಠ ಒಂದು ಮಾಲೆ (108).',
    ml: 'ഗ്രഹത്തിന്റെ ബീജമന്ത്രമോ ഗായത്രിയോ നിശ്ചിത എണ്ണം ജപിക്കൽ; ദിവസവും കുറഞ്ഞത് ഒരു മാല (108).',
    mr: 'ग्रहाच्या बीज मंत्राचा किंवा गायत्रीचा ठरावीक संख्येत जप; दररोज किमान एक माळ (108).',
    bn: 'গ্রহের বীজ মন্ত্র বা গায়ত্রীর নির্দিষ্ট সংখ্যায় জপ; প্রতিদিন অন্তত এক মালা (108).',
    gu: 'ગ્રહના બીજ મંત્ર કે ગાયત્રીનો નિશ્ચિત સંખ્યામાં જાપ; રોજ ઓછામાં ઓછી એક માળા (108).' },
    source: 'BD; CP',
  },
  {
    id: 'charity', en: 'Charity (daana)', hi: 'दान', ta: 'தானம்', te: 'దానం', kn: 'ದಾನ', ml: 'ദാനം', mr: 'दान', bn: 'দান', gu: 'દાન',
    explanation: { en: 'Giving the goods associated with the graha to those in need on the graha\'s day.',
    hi: 'ग्रह से जुड़ी वस्तुएँ उसके दिन ज़रूरतमंदों को देना।',
    ta: 'கிரகத்தோடு தொடர்புடைய பொருட்களை அதன் நாளில் தேவையுள்ளவர்களுக்குக் கொடுத்தல்.',
    te: 'గ్రహానికి సంబంధించిన వస్తువులను ఆ గ్రహం రోజున అవసరమైనవారికి ఇవ్వడం.',
    kn: 'ಗ್ರಹಕ್ಕೆ ಸಂಬಂಧಿಸಿದ ವಸ್ತುಗಳನ್ನು ಆ ಗ್ರಹದ ದಿನ ಅಗತ್ಯವಿರುವವರಿಗೆ ನೀಡುವುದು.',
    ml: 'ഗ്രഹവുമായി ബന്ധപ്പെട്ട വസ്തുക്കൾ ആ ഗ്രഹത്തിന്റെ ദിവസം ആവശ്യക്കാർക്കു നൽകൽ.',
    mr: 'ग्रहाशी संबंधित वस्तू त्याच्या वारी गरजूंना देणे.',
    bn: 'গ্রহের সঙ্গে যুক্ত জিনিস তার বারে অভাবীদের দেওয়া.',
    gu: 'ગ્રહ સાથે સંકળાયેલી વસ્તુઓ તેના વારે જરૂરિયાતમંદોને આપવી.' },
    source: 'graha-shanti practice printed in Hindi almanacs and remedy manuals',
  },
  {
    id: 'fast', en: 'Fasting (vrata)', hi: 'व्रत', ta: 'விரதம்', te: 'వ్రతం', kn: 'ವ್ರತ', ml: 'വ്രതം', mr: 'व्रत', bn: 'ব্রত', gu: 'વ્રત',
    explanation: { en: 'Keeping a fast on the weekday of the graha.',
    hi: 'ग्रह के वार को व्रत रखना।',
    ta: 'கிரகத்தின் கிழமையில் விரதம் இருத்தல்.',
    te: 'గ్రహం వారం రోజున ఉపవాసం ఉండటం.',
    kn: 'ಗ್ರಹದ ವಾರದಂದು ಉಪವಾಸ ಮಾಡುವುದು.',
    ml: 'ഗ്രഹത്തിന്റെ ആഴ്ചദിവസം വ്രതം അനുഷ്ഠിക്കൽ.',
    mr: 'ग्रहाच्या वारी उपवास करणे.',
    bn: 'গ্রহের বারে উপবাস পালন.',
    gu: 'ગ્રહના વારે ઉપવાસ કરવો.' },
    source: 'graha-shanti practice printed in Hindi almanacs and remedy manuals',
  },
  {
    id: 'puja', en: 'Worship (puja)', hi: 'पूजा', ta: 'பூஜை', te: 'పూజ', kn: 'ಪೂಜೆ', ml: 'പൂജ', mr: 'पूजा', bn: 'পূজা', gu: 'પૂજા',
    explanation: { en: 'Worshipping the deity through whom the graha is propitiated, on that deity\'s day.',
    hi: 'जिस देवता के द्वारा ग्रह शांत होता है, उसकी उसके दिन पूजा करना।',
    ta: 'கிரகத்தைச் சாந்தப்படுத்தும் தெய்வத்தை அந்தத் தெய்வத்துக்குரிய நாளில் வழிபடுதல்.',
    te: 'గ్రహాన్ని శాంతింపజేసే దేవతను ఆ దేవత రోజున పూజించడం.',
    kn: 'ಗ್ರಹವನ್ನು ಶಾಂತಗೊಳಿಸುವ ದೇವತೆಯನ್ನು ಆ ದೇವತೆಯ ದಿನ ಪೂಜಿಸುವುದು.',
    ml: 'ഗ്രഹത്തെ പ്രീതിപ്പെടുത്തുന്ന ദേവതയെ ആ ദേവതയുടെ ദിവസം ആരാധിക്കൽ.',
    mr: 'ज्या देवतेद्वारे ग्रह शांत होतो तिची तिच्या दिवशी पूजा करणे.',
    bn: 'যে দেবতার মাধ্যমে গ্রহ শান্ত হয়, তাঁর দিনে তাঁর পূজা.',
    gu: 'જે દેવતા દ્વારા ગ્રહ શાંત થાય છે તેની તેના દિવસે પૂજા કરવી.' },
    source: 'HC; GK; NS',
  },
  {
    id: 'rudraksha', en: 'Rudraksha', hi: 'रुद्राक्ष', ta: 'ருத்ராட்சம்', te: 'రుద్రాక్ష', kn: 'ರುದ್ರಾಕ್ಷಿ', ml: 'രുദ്രാക്ഷം', mr: 'रुद्राक्ष', bn: 'রুদ্রাক্ষ', gu: 'રુદ્રાક્ષ',
    explanation: { en: 'Wearing the rudraksha bead whose number of faces (mukhi) is linked to the graha, a link drawn by later practice rather than the old texts.',
    hi: 'ग्रह से जुड़े मुखों (मुखी) वाला रुद्राक्ष धारण करना; यह संबंध पुराने ग्रंथों में नहीं, बाद की परंपरा में मिलता है।',
    ta: 'கிரகத்தோடு தொடர்புடைய முகங்கள் (முகி) கொண்ட ருத்ராட்சத்தை அணிதல்; இந்தத் தொடர்பு பழைய நூல்களில் அல்ல, பிற்கால வழக்கத்தில் வந்தது.',
    te: 'గ్రహంతో ముడిపడిన ముఖాల (ముఖి) సంఖ్య గల రుద్రాక్షను ధరించడం; ఈ సంబంధం పాత గ్రంథాల్లో కాదు, తర్వాతి ఆచారంలో వచ్చింది.',
    kn: 'ಗ್ರಹಕ್ಕೆ ಸಂಬಂಧಿಸಿದ ಮುಖಗಳ (ಮುಖಿ) ಸಂಖ್ಯೆಯ ರುದ್ರಾಕ್ಷಿಯನ್ನು ಧರಿಸುವುದು; ಈ ಸಂಬಂಧ ಹಳೆಯ ಗ್ರಂಥಗಳಲ್ಲಲ್ಲ, ನಂತರದ ಆಚರಣೆಯಲ್ಲಿ ಬಂದದ್ದು.',
    ml: 'ഗ്രഹവുമായി ബന്ധപ്പെട്ട മുഖങ്ങളുടെ (മുഖി) എണ്ണമുള്ള രുദ്രാക്ഷം ധരിക്കൽ; ഈ ബന്ധം പഴയ ഗ്രന്ഥങ്ങളിലല്ല, പിൽക്കാല ആചാരത്തിലാണ്.',
    mr: 'ग्रहाशी जोडलेल्या मुखांच्या (मुखी) संख्येचा रुद्राक्ष धारण करणे; हा संबंध जुन्या ग्रंथांत नाही, नंतरच्या परंपरेत आला.',
    bn: 'গ্রহের সঙ্গে যুক্ত মুখের (মুখী) সংখ্যার রুদ্রাক্ষ ধারণ; এই সম্পর্ক পুরনো গ্রন্থে নয়, পরবর্তী প্রথায় এসেছে.',
    gu: 'ગ્રહ સાથે જોડાયેલી મુખ (મુખી)ની સંખ્યાવાળો રુદ્રાક્ષ ધારણ કરવો; આ સંબંધ જૂના ગ્રંથોમાં નહીં, પછીની પરંપરામાં આવ્યો છે.' },
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

// ── Rules that call for a remedy ────────────────────────────────────────────────────────────────────────────

/**
 * The conditions under which a graha is read as afflicted. Each is checked on its own; the graha is
 * suggested remedies when any one holds.
 */
export const AFFLICTION_RULES = [
  {
    id: 'affliction.debilitated', en: 'Debilitated', hi: 'नीच', ta: 'நீசம்', te: 'నీచ', kn: 'ನೀಚ', ml: 'നീചം', mr: 'नीच', bn: 'নীচ', gu: 'નીચ',
    explanation: { en: 'The graha stands in its sign of debilitation, where it is at its weakest.',
    hi: 'ग्रह अपनी नीच राशि में है, जहाँ वह सबसे निर्बल होता है।',
    ta: 'கிரகம் தன் நீச ராசியில் உள்ளது; அங்கே அது மிகப் பலவீனமானது.',
    te: 'గ్రహం తన నీచ రాశిలో ఉంది; అక్కడ అది అత్యంత బలహీనం.',
    kn: 'ಗ್ರಹ ತನ್ನ ನೀಚ ರಾಶಿಯಲ್ಲಿದೆ; ಅಲ್ಲಿ ಅದು ಅತ್ಯಂತ ದುರ್ಬಲ.',
    ml: 'ഗ്രഹം തന്റെ നീചരാശിയിലാണ്; അവിടെ അത് ഏറ്റവും ദുർബലമാണ്.',
    mr: 'ग्रह आपल्या नीच राशीत आहे, जिथे तो सर्वांत निर्बल असतो.',
    bn: 'গ্রহ তার নীচ রাশিতে আছে, যেখানে সে সবচেয়ে দুর্বল.',
    gu: 'ગ્રહ પોતાની નીચ રાશિમાં છે, જ્યાં તે સૌથી નિર્બળ હોય છે.' },
    source: 'BPHS ch. 3',
  },
  {
    id: 'affliction.combust', en: 'Combust', hi: 'अस्त', ta: 'அஸ்தங்கம்', te: 'అస్తంగతం', kn: 'ಅಸ್ತಂಗತ', ml: 'മൗഢ്യം', mr: 'अस्त', bn: 'অস্তমিত', gu: 'અસ્ત',
    explanation: { en: 'The graha is within its combustion orb of the Sun and cannot show its results.',
    hi: 'ग्रह सूर्य के अस्त-अंशों के भीतर है और अपने फल नहीं दिखा पाता।',
    ta: 'கிரகம் சூரியனின் அஸ்தங்க வரம்புக்குள் உள்ளது; தன் பலன்களைக் காட்ட இயலாது.',
    te: 'గ్రహం సూర్యుడి అస్తంగత పరిధిలో ఉంది, తన ఫలితాలను చూపలేదు.',
    kn: 'ಗ್ರಹ ಸೂರ್ಯನ ಅಸ್ತಂಗತ ವ್ಯಾಪ್ತಿಯೊಳಗಿದೆ, ತನ್ನ ಫಲಗಳನ್ನು ತೋರಿಸಲಾರದು.',
    ml: 'ഗ്രഹം സൂര്യന്റെ മൗഢ്യപരിധിക്കുള്ളിലാണ്; സ്വന്തം ഫലങ്ങൾ കാണിക്കാൻ കഴിയില്ല.',
    mr: 'ग्रह रवीच्या अस्त अंशांच्या आत आहे आणि आपली फळे दाखवू शकत नाही.',
    bn: 'গ্রহ রবির অস্ত-সীমার মধ্যে আছে এবং নিজের ফল দেখাতে পারে না.',
    gu: 'ગ્રહ સૂર્યના અસ્ત અંશોની અંદર છે અને પોતાનાં ફળ બતાવી શકતો નથી.' },
    source: 'Surya Siddhanta ch. 9 orbs (astro/chart/dignity.ts COMBUSTION_ORBS_DEG)',
  },
  {
    id: 'affliction.war-lost', en: 'Lost a planetary war', hi: 'ग्रह युद्ध में पराजित', ta: 'கிரக யுத்தத்தில் தோல்வி', te: 'గ్రహ యుద్ధంలో ఓటమి', kn: 'ಗ್ರಹ ಯುದ್ಧದಲ್ಲಿ ಸೋಲು', ml: 'ഗ്രഹയുദ്ധത്തിൽ പരാജയം', mr: 'ग्रहयुद्धात पराभूत', bn: 'গ্রহযুদ্ধে পরাজিত', gu: 'ગ્રહયુદ્ધમાં પરાજિત',
    explanation: { en: 'The graha is within one degree of another star-planet and the further south of the two, so it is overpowered.',
    hi: 'ग्रह किसी दूसरे तारा ग्रह से एक अंश के भीतर है और दोनों में अधिक दक्षिण में है, इसलिए पराजित है।',
    ta: 'கிரகம் மற்றொரு தாரா கிரகத்திலிருந்து ஒரு பாகைக்குள் உள்ளது, இருவரில் அதிகத் தெற்கில் உள்ளது; எனவே தோற்கடிக்கப்படுகிறது.',
    te: 'గ్రహం మరో తారా గ్రహానికి ఒక అంశ లోపల ఉంది, ఇద్దరిలో ఎక్కువ దక్షిణంగా ఉంది; కాబట్టి ఓడిపోతుంది.',
    kn: 'ಗ್ರಹ ಇನ್ನೊಂದು ತಾರಾ ಗ್ರಹದಿಂದ ಒಂದು ಅಂಶದೊಳಗಿದೆ ಮತ್ತು ಇಬ್ಬರಲ್ಲಿ ಹೆಚ್ಚು ದಕ್ಷಿಣದಲ್ಲಿದೆ; ಆದ್ದರಿಂದ ಸೋಲುತ್ತದೆ.',
    ml: 'ഗ്രഹം മറ്റൊരു താരാഗ്രഹത്തിൽനിന്ന് ഒരു ഡിഗ്രിക്കുള്ളിലാണ്, ഇരുവരിലും കൂടുതൽ തെക്കുമാണ്; അതിനാൽ പരാജിതമാണ്.',
    mr: 'ग्रह दुसऱ्या तारा ग्रहापासून एका अंशाच्या आत आहे आणि दोघांत अधिक दक्षिणेस आहे, म्हणून पराभूत आहे.',
    bn: 'গ্রহ অন্য একটি তারাগ্রহ থেকে এক অংশের মধ্যে এবং দুজনের মধ্যে বেশি দক্ষিণে, তাই পরাজিত.',
    gu: 'ગ્રહ બીજા તારા ગ્રહથી એક અંશની અંદર છે અને બંનેમાં વધુ દક્ષિણે છે, તેથી પરાજિત છે.' },
    source: 'Surya Siddhanta ch. 7 (astro/chart/dignity.ts planetaryWars)',
  },
  {
    id: 'affliction.good-lord-in-dusthana', en: 'Lord of a kendra or trikona in a dusthana', hi: 'केंद्र या त्रिकोण का स्वामी त्रिक भाव में', ta: 'கேந்திர அல்லது திரிகோணாதிபதி துஸ்தானத்தில்', te: 'కేంద్ర లేదా త్రికోణాధిపతి దుస్థానంలో', kn: 'ಕೇಂದ್ರ ಅಥವಾ ತ್ರಿಕೋಣಾಧಿಪತಿ ದುಸ್ಥಾನದಲ್ಲಿ', ml: 'കേന്ദ്രാധിപനോ ത്രികോണാധിപനോ ദുഃസ്ഥാനത്ത്', mr: 'केंद्र किंवा त्रिकोणाचा स्वामी त्रिक स्थानात', bn: 'কেন্দ্র বা ত্রিকোণের অধিপতি দুঃস্থানে', gu: 'કેન્દ્ર કે ત્રિકોણનો સ્વામી ત્રિક ભાવમાં',
    explanation: { en: 'The graha rules a kendra or trikona house from the lagna but sits in the 6th, 8th or 12th, a house of loss.',
    hi: 'ग्रह लग्न से किसी केंद्र या त्रिकोण भाव का स्वामी है पर छठे, आठवें या बारहवें (हानि के) भाव में बैठा है।',
    ta: 'கிரகம் லக்னத்திலிருந்து ஒரு கேந்திர அல்லது திரிகோண பாவத்தின் அதிபதி, ஆனால் இழப்பின் பாவமான 6, 8 அல்லது 12-இல் உள்ளது.',
    te: 'గ్రహం లగ్నం నుండి ఒక కేంద్ర లేదా త్రికోణ స్థానానికి అధిపతి, కానీ నష్టస్థానమైన 6, 8 లేదా 12లో ఉంది.',
    kn: 'ಗ್ರಹ ಲಗ್ನದಿಂದ ಒಂದು ಕೇಂದ್ರ ಅಥವಾ ತ್ರಿಕೋಣ ಭಾವದ ಅಧಿಪತಿ, ಆದರೆ ನಷ್ಟದ ಭಾವವಾದ 6, 8 ಅಥವಾ 12ರಲ್ಲಿದೆ.',
    ml: 'ഗ്രഹം ലഗ്നത്തിൽനിന്ന് ഒരു കേന്ദ്ര അല്ലെങ്കിൽ ത്രികോണ ഭാവത്തിന്റെ അധിപനാണ്, എന്നാൽ നഷ്ടഭാവമായ 6, 8 അല്ലെങ്കിൽ 12-ൽ ഇരിക്കുന്നു.',
    mr: 'ग्रह लग्नापासून केंद्र किंवा त्रिकोण स्थानाचा स्वामी आहे, पण सहाव्या, आठव्या किंवा बाराव्या (हानीच्या) स्थानात बसला आहे.',
    bn: 'গ্রহ লগ্ন থেকে কোনো কেন্দ্র বা ত্রিকোণ ভাবের অধিপতি, কিন্তু ক্ষতির ভাব ষষ্ঠ, অষ্টম বা দ্বাদশে বসে আছে.',
    gu: 'ગ્રહ લગ્નથી કોઈ કેન્દ્ર કે ત્રિકોણ ભાવનો સ્વામી છે, પણ છઠ્ઠા, આઠમા કે બારમા (હાનિના) ભાવમાં બેઠો છે.' },
    source: 'BPHS ch. 24 (the lord of a house in the 6th, 8th or 12th harms it); house groups BPHS ch. 7 and 11',
  },
  {
    id: 'affliction.malefic-aspect', en: 'Aspected by Mars or Saturn', hi: 'मंगल या शनि की दृष्टि', ta: 'செவ்வாய் அல்லது சனியின் பார்வை', te: 'కుజ లేదా శని దృష్టి', kn: 'ಕುಜ ಅಥವಾ ಶನಿಯ ದೃಷ್ಟಿ', ml: 'ചൊവ്വയുടെയോ ശനിയുടെയോ ദൃഷ്ടി', mr: 'मंगळ किंवा शनीची दृष्टी', bn: 'মঙ্গল বা শনির দৃষ্টি', gu: 'મંગળ કે શનિની દૃષ્ટિ',
    explanation: { en: 'Mars or Saturn, the natural malefics among the bodied grahas, casts its full aspect on the graha.',
    hi: 'शरीरधारी ग्रहों में नैसर्गिक पाप ग्रह मंगल या शनि इस ग्रह पर पूर्ण दृष्टि डालता है।',
    ta: 'உடல் கொண்ட கிரகங்களில் இயற்கைப் பாபர்களான செவ்வாய் அல்லது சனி இந்தக் கிரகத்தின் மீது முழுப் பார்வை செலுத்துகிறது.',
    te: 'శరీరధారి గ్రహాలలో నైసర్గిక పాపులైన కుజుడు లేదా శని ఈ గ్రహంపై పూర్ణ దృష్టి వేస్తాడు.',
    kn: 'ದೇಹಧಾರಿ ಗ್ರಹಗಳಲ್ಲಿ ನೈಸರ್ಗಿಕ ಪಾಪಗ್ರಹಗಳಾದ ಕುಜ ಅಥವಾ ಶನಿ ಈ ಗ್ರಹದ ಮೇಲೆ ಪೂರ್ಣ ದೃಷ್ಟಿ ಬೀರುತ್ತಾನೆ.',
    ml: 'ശരീരമുള്ള ഗ്രഹങ്ങളിലെ നൈസർഗിക പാപന്മാരായ ചൊവ്വയോ ശനിയോ ഈ ഗ്രഹത്തിൽ പൂർണദൃഷ്ടി പതിപ്പിക്കുന്നു.',
    mr: 'शरीरधारी ग्रहांतील नैसर्गिक पापग्रह मंगळ किंवा शनी या ग्रहावर पूर्ण दृष्टी टाकतो.',
    bn: 'দেহধারী গ্রহদের মধ্যে নৈসর্গিক পাপগ্রহ মঙ্গল বা শনি এই গ্রহের উপর পূর্ণ দৃষ্টি দেয়.',
    gu: 'દેહધારી ગ્રહોમાં નૈસર્ગિક પાપ ગ્રહ મંગળ કે શનિ આ ગ્રહ પર પૂર્ણ દૃષ્ટિ નાખે છે.' },
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
    id: 'dosha.manglik', dosha: 'manglik', grahas: ['mars'], en: 'Manglik', hi: 'मांगलिक', ta: 'செவ்வாய் தோஷம்', te: 'కుజ దోషం', kn: 'ಕುಜ ದೋಷ', ml: 'ചൊവ്വാദോഷം', mr: 'मंगळ दोष', bn: 'মাঙ্গলিক', gu: 'માંગલિક',
    explanation: { en: 'Mars stands in a dosha house and something of the dosha remains after its cancellations.',
    hi: 'मंगल दोष वाले भाव में है और भंग के बाद भी दोष का कुछ अंश बचा है।',
    ta: 'செவ்வாய் ஒரு தோஷ பாவத்தில் உள்ளது; நீக்கங்களுக்குப் பின்னும் தோஷத்தின் ஒரு பகுதி நிற்கிறது.',
    te: 'కుజుడు ఒక దోష స్థానంలో ఉన్నాడు; భంగాల తర్వాత కూడా దోషంలో కొంత మిగిలి ఉంది.',
    kn: 'ಕುಜ ಒಂದು ದೋಷ ಭಾವದಲ್ಲಿದ್ದಾನೆ; ಭಂಗಗಳ ನಂತರವೂ ದೋಷದ ಒಂದು ಭಾಗ ಉಳಿದಿದೆ.',
    ml: 'ചൊവ്വ ഒരു ദോഷഭാവത്തിലാണ്; പരിഹാരങ്ങൾക്കു ശേഷവും ദോഷത്തിന്റെ ഒരു ഭാഗം ശേഷിക്കുന്നു.',
    mr: 'मंगळ दोषस्थानात आहे आणि भंगानंतरही दोषाचा काही अंश उरला आहे.',
    bn: 'মঙ্গল দোষের ভাবে আছে এবং খণ্ডনের পরেও দোষের কিছু অংশ রয়ে গেছে.',
    gu: 'મંગળ દોષના ભાવમાં છે અને ભંગ પછી પણ દોષનો થોડો અંશ બાકી છે.' },
    source: 'the manglik analysis of GET /v1/calculations/manglik (its sources there)',
  },
  {
    id: 'dosha.kaal-sarp', dosha: 'kaal-sarp', grahas: ['rahu', 'ketu'], en: 'Kaal sarp', hi: 'कालसर्प', ta: 'கால சர்ப்பம்', te: 'కాలసర్పం', kn: 'ಕಾಲಸರ್ಪ', ml: 'കാലസർപ്പം', mr: 'कालसर्प', bn: 'কালসর্প', gu: 'કાલસર્પ',
    explanation: { en: 'The seven grahas lie on one side of the Rahu–Ketu axis, fully or partly.',
    hi: 'सातों ग्रह राहु-केतु की धुरी के एक ओर हैं, पूर्ण या आंशिक रूप से।',
    ta: 'ஏழு கிரகங்களும் ராகு–கேது அச்சின் ஒரு பக்கத்தில், முழுமையாகவோ பகுதியாகவோ உள்ளன.',
    te: 'ఏడు గ్రహాలు రాహు–కేతు అక్షానికి ఒక వైపు, పూర్తిగా లేదా పాక్షికంగా ఉన్నాయి.',
    kn: 'ಏಳು ಗ್ರಹಗಳು ರಾಹು–ಕೇತು ಅಕ್ಷದ ಒಂದು ಬದಿಯಲ್ಲಿ, ಪೂರ್ಣವಾಗಿ ಅಥವಾ ಭಾಗಶಃ ಇವೆ.',
    ml: 'ഏഴു ഗ്രഹങ്ങളും രാഹു–കേതു അച്ചുതണ്ടിന്റെ ഒരു വശത്ത്, പൂർണമായോ ഭാഗികമായോ ആണ്.',
    mr: 'सातही ग्रह राहू–केतू अक्षाच्या एका बाजूला आहेत, पूर्णपणे किंवा अंशतः.',
    bn: 'সাতটি গ্রহ রাহু–কেতু অক্ষের এক দিকে, পুরোপুরি বা আংশিকভাবে.',
    gu: 'સાતેય ગ્રહો રાહુ–કેતુ ધરીની એક બાજુએ છે, પૂર્ણ કે આંશિક રીતે.' },
    source: 'the kaal sarp analysis of GET /v1/calculations/doshas (its sources there)',
  },
  {
    id: 'dosha.sade-sati', dosha: 'sade-sati', grahas: ['saturn'], en: 'Sade sati now', hi: 'वर्तमान साढ़ेसाती', ta: 'நடப்பு ஏழரைச் சனி', te: 'ప్రస్తుత ఏలినాటి శని', kn: 'ಈಗಿನ ಸಾಡೇಸಾತಿ', ml: 'ഇപ്പോഴത്തെ ഏഴരശ്ശനി', mr: 'सध्याची साडेसाती', bn: 'বর্তমান সাড়েসাতি', gu: 'હાલની સાડાસાતી',
    explanation: { en: 'Saturn is now passing the 12th, 1st or 2nd sign from the natal Moon.',
    hi: 'शनि इस समय जन्म-चंद्र से बारहवीं, पहली या दूसरी राशि से गुजर रहा है।',
    ta: 'சனி இப்போது ஜன்ம சந்திரனிலிருந்து 12, 1 அல்லது 2-ஆம் ராசியைக் கடக்கிறது.',
    te: 'శని ఇప్పుడు జన్మ చంద్రుడి నుండి 12, 1 లేదా 2వ రాశిలో సంచరిస్తున్నాడు.',
    kn: 'ಶನಿ ಈಗ ಜನ್ಮ ಚಂದ್ರನಿಂದ 12, 1 ಅಥವಾ 2ನೇ ರಾಶಿಯನ್ನು ದಾಟುತ್ತಿದ್ದಾನೆ.',
    ml: 'ശനി ഇപ്പോൾ ജന്മചന്ദ്രനിൽനിന്ന് 12, 1 അല്ലെങ്കിൽ 2-ാം രാശിയിലൂടെ സഞ്ചരിക്കുന്നു.',
    mr: 'शनी सध्या जन्मचंद्रापासून बाराव्या, पहिल्या किंवा दुसऱ्या राशीतून जात आहे.',
    bn: 'শনি এখন জন্মচন্দ্র থেকে দ্বাদশ, প্রথম বা দ্বিতীয় রাশি দিয়ে যাচ্ছে.',
    gu: 'શનિ હાલ જન્મ ચંદ્રથી બારમી, પહેલી કે બીજી રાશિમાંથી પસાર થઈ રહ્યો છે.' },
    source: 'the sade sati analysis of GET /v1/calculations/doshas (its sources there)',
  },
  {
    id: 'dosha.dhaiya', dosha: 'dhaiya', grahas: ['saturn'], en: 'Dhaiya now', hi: 'वर्तमान ढैय्या', ta: 'நடப்பு அர்த்தாஷ்டம/அஷ்டமச் சனி', te: 'ప్రస్తుత అర్ధాష్టమ/అష్టమ శని', kn: 'ಈಗಿನ ಕಂಟಕ/ಅಷ್ಟಮ ಶನಿ', ml: 'ഇപ്പോഴത്തെ കണ്ടകശനി/അഷ്ടമശനി', mr: 'सध्याची अडीचकी', bn: 'বর্তমান আড়াই বছরের শনি', gu: 'હાલની અઢી વર્ષની પનોતી',
    explanation: { en: 'Saturn is now passing the 4th or 8th sign from the natal Moon.',
    hi: 'शनि इस समय जन्म-चंद्र से चौथी या आठवीं राशि से गुजर रहा है।',
    ta: 'சனி இப்போது ஜன்ம சந்திரனிலிருந்து 4 அல்லது 8-ஆம் ராசியைக் கடக்கிறது.',
    te: 'శని ఇప్పుడు జన్మ చంద్రుడి నుండి 4 లేదా 8వ రాశిలో సంచరిస్తున్నాడు.',
    kn: 'ಶನಿ ಈಗ ಜನ್ಮ ಚಂದ್ರನಿಂದ 4 ಅಥವಾ 8ನೇ ರಾಶಿಯನ್ನು ದಾಟುತ್ತಿದ್ದಾನೆ.',
    ml: 'ശനി ഇപ്പോൾ ജന്മചന്ദ്രനിൽനിന്ന് 4 അല്ലെങ്കിൽ 8-ാം രാശിയിലൂടെ സഞ്ചരിക്കുന്നു.',
    mr: 'शनी सध्या जन्मचंद्रापासून चौथ्या किंवा आठव्या राशीतून जात आहे.',
    bn: 'শনি এখন জন্মচন্দ্র থেকে চতুর্থ বা অষ্টম রাশি দিয়ে যাচ্ছে.',
    gu: 'શનિ હાલ જન્મ ચંદ્રથી ચોથી કે આઠમી રાશિમાંથી પસાર થઈ રહ્યો છે.' },
    source: 'the dhaiya of GET /v1/calculations/doshas (its sources there)',
  },
  {
    id: 'dosha.pitra', dosha: 'pitra', grahas: ['sun'], en: 'Pitra dosha', hi: 'पितृ दोष', ta: 'பித்ரு தோஷம்', te: 'పితృ దోషం', kn: 'ಪಿತೃ ದೋಷ', ml: 'പിതൃദോഷം', mr: 'पितृदोष', bn: 'পিতৃদোষ', gu: 'પિતૃદોષ',
    explanation: { en: 'At least one of the pitra dosha rules holds; the Sun, significator of the father, and the grahas of those rules take remedies.',
    hi: 'पितृ दोष का कम से कम एक नियम लागू है; पिता के कारक सूर्य और उन नियमों के ग्रहों के उपाय किए जाते हैं।',
    ta: 'பித்ரு தோஷ விதிகளில் குறைந்தது ஒன்று பொருந்துகிறது; தந்தையின் காரகனான சூரியனுக்கும் அந்த விதிகளின் கிரகங்களுக்கும் பரிகாரம் செய்யப்படுகிறது.',
    te: 'పితృ దోష నియమాలలో కనీసం ఒకటి వర్తిస్తుంది; తండ్రి కారకుడైన సూర్యుడికి, ఆ నియమాల గ్రహాలకు పరిహారాలు చేస్తారు.',
    kn: 'ಪಿತೃ ದೋಷ ನಿಯಮಗಳಲ್ಲಿ ಕನಿಷ್ಠ ಒಂದು ಅನ್ವಯಿಸುತ್ತದೆ; ತಂದೆಯ ಕಾರಕನಾದ ಸೂರ್ಯ ಮತ್ತು ಆ ನಿಯಮಗಳ ಗ್ರಹಗಳಿಗೆ ಪರಿಹಾರ ಮಾಡಲಾಗುತ್ತದೆ.',
    ml: 'പിതൃദോഷ നിയമങ്ങളിൽ കുറഞ്ഞത് ഒന്നു ബാധകമാണ്; പിതാവിന്റെ കാരകനായ സൂര്യനും ആ നിയമങ്ങളിലെ ഗ്രഹങ്ങൾക്കും പരിഹാരം ചെയ്യുന്നു.',
    mr: 'पितृदोषाचा किमान एक नियम लागू होतो; पित्याचा कारक रवी आणि त्या नियमांतील ग्रहांचे उपाय केले जातात.',
    bn: 'পিতৃদোষের অন্তত একটি নিয়ম খাটে; পিতার কারক রবি ও সেই নিয়মগুলির গ্রহদের প্রতিকার করা হয়.',
    gu: 'પિતૃદોષનો ઓછામાં ઓછો એક નિયમ લાગુ પડે છે; પિતાના કારક સૂર્ય અને તે નિયમોના ગ્રહોના ઉપાય કરાય છે.' },
    source: 'the pitra dosha analysis of GET /v1/calculations/doshas (its sources there)',
  },
] as const satisfies readonly DoshaRuleRecord[];
export type DoshaRemedyRuleId = (typeof DOSHA_REMEDY_RULES)[number]['id'];

/** A running dasha period lord named in a mantra request. */
export const DASHA_LORD_RULE = {
  id: 'dasha.running-lord', en: 'Running dasha lord', hi: 'चालू दशा स्वामी', ta: 'நடப்புத் தசாநாதன்', te: 'ప్రస్తుత దశాధిపతి', kn: 'ಈಗಿನ ದಶಾಧಿಪತಿ', ml: 'ഇപ്പോഴത്തെ ദശാനാഥൻ', mr: 'चालू दशेचा स्वामी', bn: 'চলতি দশার অধিপতি', gu: 'ચાલુ દશાનો સ્વામી',
  explanation: { en: 'The graha rules a Vimshottari period running now, so its mantra is recited while the period lasts.',
  hi: 'ग्रह इस समय चल रही विंशोत्तरी दशा का स्वामी है, इसलिए उस अवधि में उसका मंत्र जपा जाता है।',
  ta: 'கிரகம் இப்போது நடக்கும் ஒரு விம்சோத்தரி காலத்தின் அதிபதி; எனவே அக்காலம் நீடிக்கும் வரை அதன் மந்திரம் ஜபிக்கப்படுகிறது.',
  te: 'గ్రహం ఇప్పుడు నడుస్తున్న వింశోత్తరి కాలానికి అధిపతి; కాబట్టి ఆ కాలం ఉన్నంత వరకు దాని మంత్రం జపిస్తారు.',
  kn: 'ಗ್ರಹ ಈಗ ನಡೆಯುತ್ತಿರುವ ವಿಂಶೋತ್ತರಿ ಅವಧಿಯ ಅಧಿಪತಿ; ಆದ್ದರಿಂದ ಆ ಅವಧಿ ಇರುವವರೆಗೆ ಅದರ ಮಂತ್ರವನ್ನು ಜಪಿಸಲಾಗುತ್ತದೆ.',
  ml: 'ഗ്രഹം ഇപ്പോൾ നടക്കുന്ന ഒരു വിംശോത്തരി കാലയളവിന്റെ അധിപനാണ്; അതിനാൽ ആ കാലം തീരുംവരെ അതിന്റെ മന്ത്രം ജപിക്കുന്നു.',
  mr: 'ग्रह सध्या चालू असलेल्या विंशोत्तरी काळाचा स्वामी आहे, म्हणून तो काळ असेपर्यंत त्याचा मंत्र जपला जातो.',
  bn: 'গ্রহ এখন চলমান বিংশোত্তরী কালের অধিপতি, তাই সেই কাল যতদিন চলে ততদিন তার মন্ত্র জপ করা হয়.',
  gu: 'ગ્રહ હાલ ચાલતા વિંશોત્તરી સમયગાળાનો સ્વામી છે, તેથી તે સમયગાળો ચાલે ત્યાં સુધી તેનો મંત્ર જપાય છે.' },
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
    en: 'Rahu and Ketu mantras', hi: 'राहु और केतु के मंत्र', ta: 'ராகு, கேது மந்திரங்கள்', te: 'రాహు, కేతు మంత్రాలు', kn: 'ರಾಹು ಮತ್ತು ಕೇತು ಮಂತ್ರಗಳು', ml: 'രാഹു, കേതു മന്ത്രങ്ങൾ', mr: 'राहू आणि केतूचे मंत्र', bn: 'রাহু ও কেতুর মন্ত্র', gu: 'રાહુ અને કેતુના મંત્ર',
    explanation: { en: 'Reciting the seed mantras of the two nodes that hold the other grahas between them.',
    hi: 'अन्य ग्रहों को अपने बीच घेरने वाले दोनों छाया ग्रहों के बीज मंत्रों का जप।',
    ta: 'மற்ற கிரகங்களைத் தங்களுக்கு இடையே வைத்திருக்கும் ராகு, கேதுவின் பீஜ மந்திரங்களை ஜபித்தல்.',
    te: 'మిగతా గ్రహాలను తమ మధ్య ఉంచుకున్న రాహు కేతువుల బీజ మంత్రాలను జపించడం.',
    kn: 'ಇತರ ಗ್ರಹಗಳನ್ನು ತಮ್ಮ ನಡುವೆ ಹಿಡಿದಿರುವ ರಾಹು ಮತ್ತು ಕೇತುಗಳ ಬೀಜ ಮಂತ್ರಗಳನ್ನು ಜಪಿಸುವುದು.',
    ml: 'മറ്റു ഗ്രഹങ്ങളെ തങ്ങൾക്കിടയിൽ നിർത്തുന്ന രാഹുകേതുക്കളുടെ ബീജമന്ത്രങ്ങൾ ജപിക്കൽ.',
    mr: 'इतर ग्रहांना आपल्यामध्ये वेढणाऱ्या राहू-केतूच्या बीज मंत्रांचा जप.',
    bn: 'অন্য গ্রহদের নিজেদের মাঝে ঘিরে রাখা রাহু ও কেতুর বীজ মন্ত্র জপ.',
    gu: 'બીજા ગ્રહોને પોતાની વચ્ચે ઘેરતા રાહુ અને કેતુના બીજ મંત્રોનો જાપ.' },
    source: 'WD',
  },
  {
    id: 'kaal-sarp-shiva-puja', doshas: ['kaal-sarp'], kind: 'puja', mantras: [], deity: 'shiva',
    en: 'Rudrabhishek and Shiva worship', hi: 'रुद्राभिषेक और शिव पूजा', ta: 'ருத்ராபிஷேகமும் சிவ வழிபாடும்', te: 'రుద్రాభిషేకం, శివ పూజ', kn: 'ರುದ್ರಾಭಿಷೇಕ ಮತ್ತು ಶಿವ ಪೂಜೆ', ml: 'രുദ്രാഭിഷേകവും ശിവപൂജയും', mr: 'रुद्राभिषेक आणि शिवपूजा', bn: 'রুদ্রাভিষেক ও শিবপূজা', gu: 'રુદ્રાભિષેક અને શિવ પૂજા',
    explanation: { en: 'Bathing the Shiva linga (Rudrabhishek) and chanting to Shiva at a Shiva temple, often with an offering of a metal serpent.',
    hi: 'शिव मंदिर में रुद्राभिषेक और शिव का जप, प्रायः धातु के सर्प के अर्पण के साथ।',
    ta: 'சிவன் கோவிலில் சிவலிங்கத்துக்கு அபிஷேகம் (ருத்ராபிஷேகம்) செய்து சிவனைத் துதித்தல்; பெரும்பாலும் உலோகப் பாம்பு காணிக்கையுடன்.',
    te: 'శివాలయంలో శివలింగానికి అభిషేకం (రుద్రాభిషేకం) చేసి శివుడిని స్తుతించడం; తరచుగా లోహ సర్పాన్ని సమర్పిస్తారు.',
    kn: 'ಶಿವ ದೇವಾಲಯದಲ್ಲಿ ಶಿವಲಿಂಗಕ್ಕೆ ಅಭಿಷೇಕ (ರುದ್ರಾಭಿಷೇಕ) ಮಾಡಿ ಶಿವನನ್ನು ಸ್ತುತಿಸುವುದು; ಅನೇಕ ಬಾರಿ ಲೋಹದ ಸರ್ಪದ ಅರ್ಪಣೆಯೊಂದಿಗೆ.',
    ml: 'ശിവക്ഷേത്രത്തിൽ ശിവലിംഗത്തിന് അഭിഷേകം (രുദ്രാഭിഷേകം) നടത്തി ശിവനെ സ്തുതിക്കൽ; പലപ്പോഴും ലോഹസർപ്പം സമർപ്പിച്ച്.',
    mr: 'शिवमंदिरात शिवलिंगाला अभिषेक (रुद्राभिषेक) करून शिवाचा जप; बहुधा धातूच्या नागाच्या अर्पणासह.',
    bn: 'শিবমন্দিরে শিবলিঙ্গে অভিষেক (রুদ্রাভিষেক) ও শিবের জপ, প্রায়ই ধাতুর সাপ নিবেদন করে.',
    gu: 'શિવ મંદિરમાં શિવલિંગ પર અભિષેક (રુદ્રાભિષેક) અને શિવનો જાપ, ઘણી વાર ધાતુના નાગના અર્પણ સાથે.' },
    source: 'MF; SG',
  },
  {
    id: 'kaal-sarp-nag-panchami', doshas: ['kaal-sarp'], kind: 'fast', mantras: [], deity: null,
    en: 'Nag Panchami fast and serpent worship', hi: 'नाग पंचमी का व्रत और नाग पूजा', ta: 'நாக பஞ்சமி விரதமும் நாக வழிபாடும்', te: 'నాగ పంచమి వ్రతం, నాగ పూజ', kn: 'ನಾಗರ ಪಂಚಮಿ ವ್ರತ ಮತ್ತು ನಾಗ ಪೂಜೆ', ml: 'നാഗപഞ്ചമി വ്രതവും നാഗപൂജയും', mr: 'नागपंचमीचा उपवास आणि नागपूजा', bn: 'নাগপঞ্চমীর উপবাস ও নাগপূজা', gu: 'નાગ પંચમીનો ઉપવાસ અને નાગ પૂજા',
    explanation: { en: 'Fasting on Nag Panchami, the bright fifth of Shravana, and worshipping the serpent deities that day.',
    hi: 'श्रावण शुक्ल पंचमी (नाग पंचमी) का व्रत और उस दिन नाग देवताओं की पूजा।',
    ta: 'சிராவண மாத வளர்பிறைப் பஞ்சமியான நாக பஞ்சமியில் விரதம் இருந்து அன்று நாக தெய்வங்களை வழிபடுதல்.',
    te: 'శ్రావణ శుద్ధ పంచమి అయిన నాగ పంచమి నాడు ఉపవాసం ఉండి ఆ రోజు నాగ దేవతలను పూజించడం.',
    kn: 'ಶ್ರಾವಣ ಶುದ್ಧ ಪಂಚಮಿಯಾದ ನಾಗರ ಪಂಚಮಿಯಂದು ಉಪವಾಸ ಮಾಡಿ ಆ ದಿನ ನಾಗ ದೇವತೆಗಳನ್ನು ಪೂಜಿಸುವುದು.',
    ml: 'ശ്രാവണ ശുക്ല പഞ്ചമിയായ നാഗപഞ്ചമിയിൽ വ്രതമെടുത്ത് അന്നു നാഗദേവതകളെ ആരാധിക്കൽ.',
    mr: 'श्रावण शुद्ध पंचमी, म्हणजे नागपंचमीला उपवास करून त्या दिवशी नागदेवतांची पूजा करणे.',
    bn: 'শ্রাবণ শুক্লা পঞ্চমী, নাগপঞ্চমীতে উপবাস করে সেদিন নাগদেবতাদের পূজা.',
    gu: 'શ્રાવણ સુદ પાંચમ, નાગ પંચમીએ ઉપવાસ કરીને તે દિવસે નાગ દેવતાઓની પૂજા કરવી.' },
    source: 'MF; LT',
  },
  {
    id: 'kaal-sarp-feed-dog', doshas: ['kaal-sarp'], kind: 'charity', mantras: [], deity: null,
    en: 'Feeding a dog', hi: 'कुत्ते को रोटी', ta: 'நாய்க்கு உணவிடுதல்', te: 'కుక్కకు ఆహారం', kn: 'ನಾಯಿಗೆ ಆಹಾರ', ml: 'നായയ്ക്കു ഭക്ഷണം', mr: 'कुत्र्याला भाकरी', bn: 'কুকুরকে খাওয়ানো', gu: 'કૂતરાને રોટલી',
    explanation: { en: 'Giving a dog bread spread with oil, a charity for Saturn, Rahu and Ketu alike.',
    hi: 'कुत्ते को तेल चुपड़ी रोटी खिलाना, जो शनि, राहु और केतु तीनों का दान है।',
    ta: 'நாய்க்கு எண்ணெய் தடவிய ரொட்டி கொடுத்தல்; இது சனி, ராகு, கேது மூவருக்குமான தானம்.',
    te: 'కుక్కకు నూనె రాసిన రొట్టె పెట్టడం; ఇది శని, రాహు, కేతువులు ముగ్గురికీ దానం.',
    kn: 'ನಾಯಿಗೆ ಎಣ್ಣೆ ಸವರಿದ ರೊಟ್ಟಿ ಕೊಡುವುದು; ಇದು ಶನಿ, ರಾಹು ಮತ್ತು ಕೇತು ಮೂವರಿಗೂ ದಾನ.',
    ml: 'നായയ്ക്ക് എണ്ണ പുരട്ടിയ റൊട്ടി നൽകൽ; ശനി, രാഹു, കേതു മൂവർക്കുമുള്ള ദാനം.',
    mr: 'कुत्र्याला तेल लावलेली भाकरी देणे; हे शनी, राहू आणि केतू तिघांचेही दान आहे.',
    bn: 'কুকুরকে তেল মাখানো রুটি দেওয়া, যা শনি, রাহু ও কেতু তিনজনেরই দান.',
    gu: 'કૂતરાને તેલ ચોપડેલી રોટલી ખવડાવવી, જે શનિ, રાહુ અને કેતુ ત્રણેયનું દાન છે.' },
    source: 'WD',
  },
  {
    id: 'sade-sati-shani-mantra', doshas: ['sade-sati', 'dhaiya'], kind: 'mantra', mantras: ['saturn-beej'], deity: null,
    en: 'Shani mantra on Saturdays', hi: 'शनिवार को शनि मंत्र', ta: 'சனிக்கிழமைகளில் சனி மந்திரம்', te: 'శనివారాల్లో శని మంత్రం', kn: 'ಶನಿವಾರಗಳಂದು ಶನಿ ಮಂತ್ರ', ml: 'ശനിയാഴ്ചകളിൽ ശനിമന്ത്രം', mr: 'शनिवारी शनी मंत्र', bn: 'শনিবারে শনি মন্ত্র', gu: 'શનિવારે શનિ મંત્ર',
    explanation: { en: 'Reciting Saturn\'s seed mantra, beginning on a Saturday, while the transit lasts.',
    hi: 'गोचर चलने तक शनिवार से आरंभ करके शनि के बीज मंत्र का जप।',
    ta: 'சனிக்கிழமை தொடங்கி, கோசாரம் நீடிக்கும் வரை சனியின் பீஜ மந்திரத்தை ஜபித்தல்.',
    te: 'శనివారం మొదలుపెట్టి, గోచారం ఉన్నంత వరకు శని బీజ మంత్రాన్ని జపించడం.',
    kn: 'ಶನಿವಾರ ಆರಂಭಿಸಿ, ಗೋಚಾರ ಇರುವವರೆಗೆ ಶನಿಯ ಬೀಜ ಮಂತ್ರವನ್ನು ಜಪಿಸುವುದು.',
    ml: 'ശനിയാഴ്ച തുടങ്ങി, ഗോചാരം നീളുന്നിടത്തോളം ശനിയുടെ ബീജമന്ത്രം ജപിക്കൽ.',
    mr: 'शनिवारपासून सुरू करून गोचर असेपर्यंत शनीच्या बीज मंत्राचा जप.',
    bn: 'শনিবার থেকে শুরু করে গোচর যতদিন চলে ততদিন শনির বীজ মন্ত্র জপ.',
    gu: 'શનિવારથી શરૂ કરીને ગોચર ચાલે ત્યાં સુધી શનિના બીજ મંત્રનો જાપ.' },
    source: 'graha-shanti practice printed in Hindi almanacs and remedy manuals',
  },
  {
    id: 'sade-sati-saturday-charity', doshas: ['sade-sati', 'dhaiya'], kind: 'charity', mantras: [], deity: null,
    en: 'Sesame and mustard oil on Saturdays', hi: 'शनिवार को तिल और सरसों का तेल', ta: 'சனிக்கிழமைகளில் எள்ளும் கடுகு எண்ணெயும்', te: 'శనివారాల్లో నువ్వులు, ఆవ నూనె', kn: 'ಶನಿವಾರಗಳಂದು ಎಳ್ಳು ಮತ್ತು ಸಾಸಿವೆ ಎಣ್ಣೆ', ml: 'ശനിയാഴ്ചകളിൽ എള്ളും കടുകെണ്ണയും', mr: 'शनिवारी तीळ आणि मोहरीचे तेल', bn: 'শনিবারে তিল ও সরষের তেল', gu: 'શનિવારે તલ અને સરસવનું તેલ',
    explanation: { en: 'Giving black sesame and mustard oil on Saturdays while Saturn passes these signs.',
    hi: 'शनि के इन राशियों से गुजरने तक शनिवार को काले तिल और सरसों का तेल दान करना।',
    ta: 'சனி இந்த ராசிகளைக் கடக்கும் வரை சனிக்கிழமைகளில் கருப்பு எள்ளும் கடுகு எண்ணெயும் தானம் செய்தல்.',
    te: 'శని ఈ రాశుల్లో సంచరించే వరకు శనివారాల్లో నల్ల నువ్వులు, ఆవ నూనె దానం చేయడం.',
    kn: 'ಶನಿ ಈ ರಾಶಿಗಳನ್ನು ದಾಟುವವರೆಗೆ ಶನಿವಾರಗಳಂದು ಕಪ್ಪು ಎಳ್ಳು ಮತ್ತು ಸಾಸಿವೆ ಎಣ್ಣೆ ದಾನ ಮಾಡುವುದು.',
    ml: 'ശനി ഈ രാശികളിലൂടെ കടന്നുപോകുന്നിടത്തോളം ശനിയാഴ്ചകളിൽ കറുത്ത എള്ളും കടുകെണ്ണയും ദാനം ചെയ്യൽ.',
    mr: 'शनी या राशींतून जात असेपर्यंत शनिवारी काळे तीळ आणि मोहरीचे तेल दान करणे.',
    bn: 'শনি এই রাশিগুলি পার হওয়া পর্যন্ত শনিবারে কালো তিল ও সরষের তেল দান.',
    gu: 'શનિ આ રાશિઓમાંથી પસાર થાય ત્યાં સુધી શનિવારે કાળા તલ અને સરસવનું તેલ દાન કરવું.' },
    source: 'graha-shanti practice printed in Hindi almanacs and remedy manuals',
  },
  {
    id: 'sade-sati-hanuman', doshas: ['sade-sati', 'dhaiya'], kind: 'puja', mantras: ['hanuman-beej'], deity: 'hanuman',
    en: 'Hanuman worship on Saturdays', hi: 'शनिवार को हनुमान पूजा', ta: 'சனிக்கிழமைகளில் அனுமன் வழிபாடு', te: 'శనివారాల్లో హనుమాన్ పూజ', kn: 'ಶನಿವಾರಗಳಂದು ಹನುಮಂತನ ಪೂಜೆ', ml: 'ശനിയാഴ്ചകളിൽ ഹനുമാൻ പൂജ', mr: 'शनिवारी हनुमान पूजा', bn: 'শনিবারে হনুমান পূজা', gu: 'શનિવારે હનુમાન પૂજા',
    explanation: { en: 'Worshipping Hanuman on Saturdays, the day shared by Hanuman and Shani.',
    hi: 'हनुमान और शनि के साझा दिन, शनिवार को हनुमान की पूजा।',
    ta: 'அனுமனுக்கும் சனிக்கும் பொதுவான நாளான சனிக்கிழமையில் அனுமனை வழிபடுதல்.',
    te: 'హనుమంతుడికీ శనికీ ఉమ్మడి రోజైన శనివారం హనుమంతుడిని పూజించడం.',
    kn: 'ಹನುಮಂತ ಮತ್ತು ಶನಿಯ ಸಾಮಾನ್ಯ ದಿನವಾದ ಶನಿವಾರ ಹನುಮಂತನನ್ನು ಪೂಜಿಸುವುದು.',
    ml: 'ഹനുമാനും ശനിക്കും പൊതുവായ ദിവസമായ ശനിയാഴ്ച ഹനുമാനെ ആരാധിക്കൽ.',
    mr: 'हनुमान आणि शनी यांच्या सामायिक दिवशी, शनिवारी हनुमानाची पूजा.',
    bn: 'হনুমান ও শনির যৌথ দিন শনিবারে হনুমানের পূজা.',
    gu: 'હનુમાન અને શનિના સહિયારા દિવસે, શનિવારે હનુમાનની પૂજા.' },
    source: 'HC',
  },
  {
    id: 'sade-sati-mahamrityunjaya', doshas: ['sade-sati', 'dhaiya'], kind: 'mantra', mantras: ['shiva-mahamrityunjaya'], deity: 'shiva',
    en: 'Mahamrityunjaya mantra', hi: 'महामृत्युंजय मंत्र', ta: 'மகா மிருத்யுஞ்சய மந்திரம்', te: 'మహామృత్యుంజయ మంత్రం', kn: 'ಮಹಾಮೃತ್ಯುಂಜಯ ಮಂತ್ರ', ml: 'മഹാമൃത്യുഞ്ജയ മന്ത്രം', mr: 'महामृत्युंजय मंत्र', bn: 'মহামৃত্যুঞ্জয় মন্ত্র', gu: 'મહામૃત્યુંજય મંત્ર',
    explanation: { en: 'Reciting the Mahamrityunjaya mantra, held to ease the hard effects of sade sati and dhaiya.',
    hi: 'महामृत्युंजय मंत्र का जप, जो साढ़ेसाती और ढैय्या के कठोर प्रभाव को कम करने वाला माना जाता है।',
    ta: 'ஏழரைச் சனி, அஷ்டமச் சனியின் கடுமையான விளைவுகளைத் தணிக்கும் எனக் கருதப்படும் மகா மிருத்யுஞ்சய மந்திரத்தை ஜபித்தல்.',
    te: 'ఏలినాటి శని, అర్ధాష్టమ/అష్టమ శని కఠిన ప్రభావాలను తగ్గిస్తుందని భావించే మహామృత్యుంజయ మంత్రాన్ని జపించడం.',
    kn: 'ಸಾಡೇಸಾತಿ ಮತ್ತು ಕಂಟಕ/ಅಷ್ಟಮ ಶನಿಯ ಕಠಿಣ ಪರಿಣಾಮಗಳನ್ನು ತಗ್ಗಿಸುತ್ತದೆ ಎಂದು ನಂಬಲಾದ ಮಹಾಮೃತ್ಯುಂಜಯ ಮಂತ್ರವನ್ನು ಜಪಿಸುವುದು.',
    ml: 'ഏഴരശ്ശനിയുടെയും കണ്ടക/അഷ്ടമശനിയുടെയും കഠിനഫലങ്ങൾ കുറയ്ക്കുമെന്നു കരുതുന്ന മഹാമൃത്യുഞ്ജയ മന്ത്രം ജപിക്കൽ.',
    mr: 'साडेसाती आणि अडीचकीचे कठोर परिणाम कमी करतो असे मानले जाणारे महामृत्युंजय मंत्राचे जप.',
    bn: 'সাড়েসাতি ও আড়াই বছরের শনির কঠিন প্রভাব কমায় বলে মানা মহামৃত্যুঞ্জয় মন্ত্র জপ.',
    gu: 'સાડાસાતી અને અઢી વર્ષની પનોતીના કઠોર પ્રભાવ ઘટાડે છે એમ મનાતા મહામૃત્યુંજય મંત્રનો જાપ.' },
    source: 'NZ',
  },
  {
    id: 'pitra-shraddha-tarpan', doshas: ['pitra'], kind: 'puja', mantras: [], deity: null,
    en: 'Shraddha, tarpan and pind daan', hi: 'श्राद्ध, तर्पण और पिंडदान', ta: 'சிராத்தம், தர்ப்பணம், பிண்ட தானம்', te: 'శ్రాద్ధం, తర్పణం, పిండ ప్రదానం', kn: 'ಶ್ರಾದ್ಧ, ತರ್ಪಣ ಮತ್ತು ಪಿಂಡ ಪ್ರದಾನ', ml: 'ശ്രാദ്ധം, തർപ്പണം, പിണ്ഡദാനം', mr: 'श्राद्ध, तर्पण आणि पिंडदान', bn: 'শ্রাদ্ধ, তর্পণ ও পিণ্ডদান', gu: 'શ્રાદ્ધ, તર્પણ અને પિંડદાન',
    explanation: { en: 'Offering water with sesame and kusha (tarpan) and rice balls (pind daan) to the ancestors in Pitru Paksha and on amavasya.',
    hi: 'पितृ पक्ष और अमावस्या को पितरों के लिए तिल-कुश सहित जल (तर्पण) और पिंड अर्पित करना।',
    ta: 'மகாளய பட்சத்திலும் அமாவாசையிலும் முன்னோர்களுக்கு எள், தர்ப்பையுடன் நீர் (தர்ப்பணம்) மற்றும் அரிசிப் பிண்டங்கள் (பிண்ட தானம்) அர்ப்பணித்தல்.',
    te: 'పితృ పక్షంలో, అమావాస్య నాడు పితరులకు నువ్వులు, దర్భలతో జలం (తర్పణం), అన్నపు పిండాలు (పిండ ప్రదానం) సమర్పించడం.',
    kn: 'ಪಿತೃ ಪಕ್ಷದಲ್ಲಿ ಮತ್ತು ಅಮಾವಾಸ್ಯೆಯಂದು ಪಿತೃಗಳಿಗೆ ಎಳ್ಳು, ದರ್ಭೆಯೊಂದಿಗೆ ನೀರು (ತರ್ಪಣ) ಮತ್ತು ಅನ್ನದ ಪಿಂಡಗಳನ್ನು (ಪಿಂಡ ಪ್ರದಾನ) ಅರ್ಪಿಸುವುದು.',
    ml: 'പിതൃപക്ഷത്തിലും അമാവാസിയിലും പിതൃക്കൾക്ക് എള്ളും ദർഭയും ചേർത്ത ജലവും (തർപ്പണം) അരിപ്പിണ്ഡങ്ങളും (പിണ്ഡദാനം) അർപ്പിക്കൽ.',
    mr: 'पितृपक्षात आणि अमावास्येला पितरांना तीळ-दर्भासह पाणी (तर्पण) आणि भाताचे पिंड (पिंडदान) अर्पण करणे.',
    bn: 'পিতৃপক্ষে ও অমাবস্যায় পিতৃপুরুষদের তিল-কুশসহ জল (তর্পণ) ও অন্নপিণ্ড (পিণ্ডদান) নিবেদন.',
    gu: 'પિતૃપક્ષમાં અને અમાસે પિતૃઓને તલ-દર્ભ સાથે જળ (તર્પણ) અને ભાતના પિંડ (પિંડદાન) અર્પણ કરવા.' },
    source: 'PP; WE',
  },
  {
    id: 'pitra-narayan-nagbali', doshas: ['pitra'], kind: 'puja', mantras: [], deity: null,
    en: 'Narayan Nagbali and Tripindi shraddha', hi: 'नारायण नागबलि और त्रिपिंडी श्राद्ध', ta: 'நாராயண நாகபலி, திரிபிண்டி சிராத்தம்', te: 'నారాయణ నాగబలి, త్రిపిండి శ్రాద్ధం', kn: 'ನಾರಾಯಣ ನಾಗಬಲಿ ಮತ್ತು ತ್ರಿಪಿಂಡಿ ಶ್ರಾದ್ಧ', ml: 'നാരായണ നാഗബലിയും ത്രിപിണ്ഡി ശ്രാദ്ധവും', mr: 'नारायण नागबळी आणि त्रिपिंडी श्राद्ध', bn: 'নারায়ণ নাগবলি ও ত্রিপিণ্ডী শ্রাদ্ধ', gu: 'નારાયણ નાગબલિ અને ત્રિપિંડી શ્રાદ્ધ',
    explanation: { en: 'The pitra shanti rites performed at a tirtha such as Trimbakeshwar, best during Pitru Paksha.',
    hi: 'त्र्यंबकेश्वर जैसे तीर्थ पर किए जाने वाले पितृ शांति के अनुष्ठान, पितृ पक्ष में श्रेष्ठ।',
    ta: 'திரியம்பகேஸ்வரம் போன்ற தீர்த்தத் தலத்தில் செய்யப்படும் பித்ரு சாந்திச் சடங்குகள்; மகாளய பட்சத்தில் சிறந்தவை.',
    te: 'త్ర్యంబకేశ్వరం వంటి తీర్థ క్షేత్రంలో చేసే పితృ శాంతి క్రియలు; పితృ పక్షంలో శ్రేష్ఠం.',
    kn: 'ತ್ರ್ಯಂಬಕೇಶ್ವರದಂತಹ ತೀರ್ಥಕ್ಷೇತ್ರದಲ್ಲಿ ಮಾಡುವ ಪಿತೃ ಶಾಂತಿ ವಿಧಿಗಳು; ಪಿತೃ ಪಕ್ಷದಲ್ಲಿ ಶ್ರೇಷ್ಠ.',
    ml: 'ത്ര്യംബകേശ്വരം പോലുള്ള തീർഥസ്ഥാനത്തു നടത്തുന്ന പിതൃശാന്തി കർമങ്ങൾ; പിതൃപക്ഷത്തിൽ ഉത്തമം.',
    mr: 'त्र्यंबकेश्वरसारख्या तीर्थक्षेत्री केले जाणारे पितृशांतीचे विधी, पितृपक्षात श्रेष्ठ.',
    bn: 'ত্র্যম্বকেশ্বরের মতো তীর্থে করা পিতৃশান্তির অনুষ্ঠান, পিতৃপক্ষে শ্রেষ্ঠ.',
    gu: 'ત્ર્યંબકેશ્વર જેવા તીર્થમાં કરાતી પિતૃ શાંતિની વિધિઓ, પિતૃપક્ષમાં શ્રેષ્ઠ.' },
    source: 'PP',
  },
  {
    id: 'pitra-feed-on-amavasya', doshas: ['pitra'], kind: 'charity', mantras: [], deity: null,
    en: 'Food for Brahmins, cows and crows on amavasya', hi: 'अमावस्या को ब्राह्मण, गाय और कौवे को भोजन', ta: 'அமாவாசையில் அந்தணர், பசு, காகத்துக்கு உணவு', te: 'అమావాస్య నాడు బ్రాహ్మణులకు, ఆవులకు, కాకులకు ఆహారం', kn: 'ಅಮಾವಾಸ್ಯೆಯಂದು ಬ್ರಾಹ್ಮಣರು, ಹಸುಗಳು ಮತ್ತು ಕಾಗೆಗಳಿಗೆ ಆಹಾರ', ml: 'അമാവാസിയിൽ ബ്രാഹ്മണർക്കും പശുക്കൾക്കും കാക്കകൾക്കും ഭക്ഷണം', mr: 'अमावास्येला ब्राह्मण, गाय आणि कावळ्यांना अन्न', bn: 'অমাবস্যায় ব্রাহ্মণ, গরু ও কাককে খাদ্য', gu: 'અમાસે બ્રાહ્મણ, ગાય અને કાગડાને ભોજન',
    explanation: { en: 'Feeding Brahmins, cows, crows and dogs on the new moon, food held to reach the ancestors.',
    hi: 'अमावस्या को ब्राह्मण, गाय, कौवे और कुत्ते को भोजन कराना, जो पितरों तक पहुँचता माना जाता है।',
    ta: 'அமாவாசையில் அந்தணர், பசு, காகம், நாய்களுக்கு உணவளித்தல்; இந்த உணவு முன்னோர்களைச் சென்றடையும் எனக் கருதப்படுகிறது.',
    te: 'అమావాస్య నాడు బ్రాహ్మణులు, ఆవులు, కాకులు, కుక్కలకు ఆహారం పెట్టడం; ఆ ఆహారం పితరులకు చేరుతుందని నమ్మకం.',
    kn: 'ಅಮಾವಾಸ್ಯೆಯಂದು ಬ್ರಾಹ್ಮಣರು, ಹಸುಗಳು, ಕಾಗೆಗಳು ಮತ್ತು ನಾಯಿಗಳಿಗೆ ಆಹಾರ ನೀಡುವುದು; ಆ ಆಹಾರ ಪಿತೃಗಳನ್ನು ತಲುಪುತ್ತದೆ ಎಂಬ ನಂಬಿಕೆ.',
    ml: 'അമാവാസിയിൽ ബ്രാഹ്മണർക്കും പശുക്കൾക്കും കാക്കകൾക്കും നായ്ക്കൾക്കും ഭക്ഷണം നൽകൽ; ആ ഭക്ഷണം പിതൃക്കളിലെത്തുമെന്നു വിശ്വാസം.',
    mr: 'अमावास्येला ब्राह्मण, गाय, कावळे आणि कुत्र्यांना अन्न देणे; ते अन्न पितरांपर्यंत पोहोचते असे मानले जाते.',
    bn: 'অমাবস্যায় ব্রাহ্মণ, গরু, কাক ও কুকুরকে খাওয়ানো; সেই খাদ্য পিতৃপুরুষের কাছে পৌঁছায় বলে মানা হয়.',
    gu: 'અમાસે બ્રાહ્મણ, ગાય, કાગડા અને કૂતરાને ભોજન કરાવવું; તે ભોજન પિતૃઓ સુધી પહોંચે છે એમ મનાય છે.' },
    source: 'WE',
  },
  {
    id: 'pitra-sun-arghya', doshas: ['pitra'], kind: 'mantra', mantras: ['gayatri'], deity: 'gayatri',
    en: 'Water to the Sun with the Gayatri', hi: 'गायत्री मंत्र के साथ सूर्य को अर्घ्य', ta: 'காயத்ரியுடன் சூரியனுக்கு அர்க்கியம்', te: 'గాయత్రితో సూర్యుడికి అర్ఘ్యం', kn: 'ಗಾಯತ್ರಿಯೊಂದಿಗೆ ಸೂರ್ಯನಿಗೆ ಅರ್ಘ್ಯ', ml: 'ഗായത്രിയോടെ സൂര്യന് അർഘ്യം', mr: 'गायत्री मंत्रासह सूर्याला अर्घ्य', bn: 'গায়ত্রী মন্ত্রসহ সূর্যকে অর্ঘ্য', gu: 'ગાયત્રી મંત્ર સાથે સૂર્યને અર્ઘ્ય',
    explanation: { en: 'Offering water to the rising Sun while reciting the Gayatri mantra, and water to a peepal tree, on amavasya.',
    hi: 'अमावस्या को गायत्री मंत्र जपते हुए उगते सूर्य को और पीपल को जल अर्पित करना।',
    ta: 'அமாவாசையில் காயத்ரி மந்திரம் ஜபித்தபடி உதிக்கும் சூரியனுக்கும் அரச மரத்துக்கும் நீர் அர்ப்பணித்தல்.',
    te: 'అమావాస్య నాడు గాయత్రీ మంత్రం జపిస్తూ ఉదయించే సూర్యుడికి, రావి చెట్టుకు జలం సమర్పించడం.',
    kn: 'ಅಮಾವಾಸ್ಯೆಯಂದು ಗಾಯತ್ರೀ ಮಂತ್ರ ಜಪಿಸುತ್ತಾ ಉದಯಿಸುವ ಸೂರ್ಯನಿಗೆ ಮತ್ತು ಅಶ್ವತ್ಥ ಮರಕ್ಕೆ ನೀರು ಅರ್ಪಿಸುವುದು.',
    ml: 'അമാവാസിയിൽ ഗായത്രീമന്ത്രം ജപിച്ചുകൊണ്ട് ഉദിക്കുന്ന സൂര്യനും അരയാലിനും ജലം അർപ്പിക്കൽ.',
    mr: 'अमावास्येला गायत्री मंत्र जपत उगवत्या सूर्याला आणि पिंपळाला पाणी अर्पण करणे.',
    bn: 'অমাবস্যায় গায়ত্রী মন্ত্র জপ করতে করতে উদীয়মান সূর্য ও অশ্বত্থ গাছকে জল নিবেদন.',
    gu: 'અમાસે ગાયત્રી મંત્ર જપતાં ઊગતા સૂર્યને અને પીપળાને જળ અર્પણ કરવું.' },
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
  mantra: { en: 'Recite {names}: {total} in all, one mala of {daily} a day.', hi: '{names} का जप करें: कुल {total}, प्रतिदिन एक माला ({daily})।', ta: '{names} ஜபியுங்கள்: மொத்தம் {total}, நாள்தோறும் ஒரு மாலை ({daily}).', te: '{names} జపించండి: మొత్తం {total}, రోజుకు ఒక మాల ({daily}).', kn: '{names} ಜಪಿಸಿ: ಒಟ್ಟು {total}, ದಿನಕ್ಕೆ ಒಂದು ಮಾಲೆ ({daily}).', ml: '{names} ജപിക്കുക: ആകെ {total}, ദിവസവും ഒരു മാല ({daily}).', mr: '{names} जपा: एकूण {total}, दररोज एक माळ ({daily}).', bn: '{names} জপ করুন: মোট {total}, প্রতিদিন এক মালা ({daily}).', gu: '{names}નો જાપ કરો: કુલ {total}, રોજ એક માળા ({daily}).' },
  charity: {
    en: 'Give {items} to those in need.', hi: 'ज़रूरतमंदों को {items} का दान करें।', ta: 'தேவையுள்ளவர்களுக்கு {items} ஆகியவற்றைத் தானம் செய்யுங்கள்.',
    te: 'అవసరమైనవారికి {items} దానం చేయండి.', kn: 'ಅಗತ್ಯವಿರುವವರಿಗೆ {items} ದಾನ ಮಾಡಿ.', ml: 'ആവശ്യക്കാർക്ക് {items} എന്നിവ ദാനം ചെയ്യുക.',
    mr: 'गरजूंना {items} दान करा.', bn: 'অভাবী মানুষকে {items} দান করুন.', gu: 'જરૂરિયાતમંદોને {items} દાનમાં આપો.',
  },
  fast: { en: 'Keep a fast on the graha\'s day.', hi: 'ग्रह के दिन व्रत रखें।', ta: 'கிரகத்தின் நாளில் விரதம் இருங்கள்.', te: 'గ్రహం రోజున ఉపవాసం ఉండండి.', kn: 'ಗ್ರಹದ ದಿನ ಉಪವಾಸ ಮಾಡಿ.', ml: 'ഗ്രഹത്തിന്റെ ദിവസം വ്രതം അനുഷ്ഠിക്കുക.', mr: 'ग्रहाच्या वारी उपवास करा.', bn: 'গ্রহের বারে উপবাস করুন.', gu: 'ગ્રહના વારે ઉપવાસ કરો.' },
  puja: { en: 'Worship {deity}.', hi: '{deity} की पूजा करें।', ta: '{deity} வழிபாடு செய்யுங்கள்.', te: 'ఈ దైవాన్ని పూజించండి: {deity}.', kn: '{deity} ಪೂಜೆ ಮಾಡಿ.', ml: 'ഈ ദേവതയെ ആരാധിക്കുക: {deity}.', mr: '{deity} यांची पूजा करा.', bn: '{deity} পূজা করুন.', gu: '{deity}ની પૂજા કરો.' },
  rudraksha: { en: 'Wear a {mukhi}-mukhi rudraksha.', hi: '{mukhi} मुखी रुद्राक्ष धारण करें।', ta: '{mukhi} முக ருத்ராட்சம் அணியுங்கள்.', te: '{mukhi} ముఖి రుద్రాక్షను ధరించండి.', kn: '{mukhi} ಮುಖಿ ರುದ್ರಾಕ್ಷಿಯನ್ನು ಧರಿಸಿ.', ml: '{mukhi} മുഖി രുദ്രാക്ഷം ധരിക്കുക.', mr: '{mukhi} मुखी रुद्राक्ष धारण करा.', bn: '{mukhi} মুখী রুদ্রাক্ষ ধারণ করুন.', gu: '{mukhi} મુખી રુદ્રાક્ષ ધારણ કરો.' },
  rudrakshaOr: { en: 'Wear a {mukhi}-mukhi rudraksha (some sources: {alternatives}-mukhi).', hi: '{mukhi} मुखी रुद्राक्ष धारण करें (कुछ स्रोत: {alternatives} मुखी)।', ta: '{mukhi} முக ருத்ராட்சம் அணியுங்கள் (சில மூலங்கள்: {alternatives} முகம்).', te: '{mukhi} ముఖి రుద్రాక్షను ధరించండి (కొన్ని ఆధారాలు: {alternatives} ముఖి).', kn: '{mukhi} ಮುಖಿ ರುದ್ರಾಕ್ಷಿಯನ್ನು ಧರಿಸಿ (ಕೆಲವು ಮೂಲಗಳು: {alternatives} ಮುಖಿ).', ml: '{mukhi} മുഖി രുദ്രാക്ഷം ധരിക്കുക (ചില സ്രോതസ്സുകൾ: {alternatives} മുഖി).', mr: '{mukhi} मुखी रुद्राक्ष धारण करा (काही स्रोत: {alternatives} मुखी).', bn: '{mukhi} মুখী রুদ্রাক্ষ ধারণ করুন (কিছু সূত্র: {alternatives} মুখী).', gu: '{mukhi} મુખી રુદ્રાક્ષ ધારણ કરો (કેટલાક સ્રોત: {alternatives} મુખી).' },
} as const;
