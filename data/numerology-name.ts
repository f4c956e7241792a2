/**
 * Name numbers of numerology (expression, soul urge, personality) and the compatibility of two numbers.
 *
 * Meanings: short readings of each number in our own words (no passage is quoted), in English and Hindi. They
 * rest on the conventional keywords of the numbers in modern Pythagorean numerology, as Juno Jordan,
 * "Numerology: The Romance in Your Name" (1965), and Hans Decoz, "Numerology: Key to Your Inner Self" (1994),
 * give them and as data/numerology.ts uses them for the life path: 1 leadership and independence,
 * 2 cooperation and diplomacy, 3 expression and creativity, 4 order and diligence, 5 freedom and change,
 * 6 responsibility and care, 7 analysis and introspection, 8 authority and material mastery, 9 compassion and
 * completion, 11 intuition and illumination, 22 the master builder, 33 the master teacher. The three name
 * numbers read these keywords in three places, after the same books: the expression number (all letters) as
 * the talents a person works with, the soul urge or heart's desire (vowels) as what they inwardly want, the
 * personality (consonants) as the impression they make on others.
 *
 * Compatibility: the grades of every pair of digits 1–9 are those of LoveToKnow, "Numerology Compatibility
 * Chart: Find Your Numeric Love Match" (updated 30 April 2024,
 * https://www.lovetoknow.com/life/astrology/numerology-compatibility), which ranks each partner digit as highly
 * compatible, compatible, neutral or challenging; its "highly compatible" is our `natural` grade. The chart
 * is symmetric (if 4 is challenging for 1, 1 is challenging for 4) and its highly compatible and challenging
 * columns are the number families and challenging pairs of data/numerology.ts. The share of a factor's weight
 * each grade earns (100, 80, 50, 20 per cent) and the verdict bands are this product's choice.
 */

import type { Digit, LifePathNumber } from './numerology.ts';

/** A name number: 1–9 or a master number 11, 22, 33 (the same values as a life path number). */
export type NameNumberValue = LifePathNumber;

/** A text in the two response languages. */
export interface Bilingual {
  readonly en: string;
  readonly hi: string;
}

/** What one number means as each of the three name numbers. */
export interface NameNumberMeaning {
  /** The conventional keywords of the number. */
  readonly keywords: Bilingual;
  /** As the expression (destiny) number: the talents and the way of working. */
  readonly expression: Bilingual;
  /** As the soul urge (heart's desire) number: the inner motivation. */
  readonly soulUrge: Bilingual;
  /** As the personality number: the impression made on others. */
  readonly personality: Bilingual;
}

export const NAME_NUMBER_MEANINGS = {
  1: {
    keywords: { en: 'leadership, independence, initiative', hi: 'नेतृत्व, स्वतंत्रता, पहल' },
    expression: {
      en: 'Gifted at starting things and taking charge; works best with room to decide alone.',
      hi: 'काम शुरू करने और कमान संभालने की क्षमता; स्वयं निर्णय लेने की छूट मिलने पर सबसे अच्छा काम करते हैं।',
    },
    soulUrge: {
      en: 'Longs to stand on their own feet and to be first at something that matters to them.',
      hi: 'अपने पैरों पर खड़े होने और अपने प्रिय क्षेत्र में सबसे आगे रहने की गहरी चाह।',
    },
    personality: {
      en: 'Comes across as confident, direct and self-assured, at times as hard to approach.',
      hi: 'आत्मविश्वासी, स्पष्टवादी और दृढ़ दिखते हैं, कभी-कभी कठिनाई से सुलभ भी।',
    },
  },
  2: {
    keywords: { en: 'cooperation, diplomacy, sensitivity', hi: 'सहयोग, कूटनीति, संवेदनशीलता' },
    expression: {
      en: 'Talent for mediation, teamwork and sensing what others need; brings people to agreement.',
      hi: 'मध्यस्थता, मिलजुलकर काम करने और दूसरों की ज़रूरत भाँपने की प्रतिभा; लोगों को सहमति तक लाते हैं।',
    },
    soulUrge: {
      en: 'Wishes above all for closeness, peace at home and a partner to share life with.',
      hi: 'सबसे बढ़कर निकटता, घर में शांति और जीवन बाँटने वाले साथी की इच्छा।',
    },
    personality: {
      en: 'Seen as gentle, tactful and easy to confide in.',
      hi: 'कोमल, व्यवहारकुशल और भरोसे लायक दिखते हैं।',
    },
  },
  3: {
    keywords: { en: 'expression, creativity, sociability', hi: 'अभिव्यक्ति, रचनात्मकता, मिलनसारिता' },
    expression: {
      en: 'At ease with words, art and performance; lifts a room and inspires with ideas.',
      hi: 'शब्दों, कला और प्रस्तुति में सहज; अपने विचारों से माहौल को जीवंत और प्रेरित करते हैं।',
    },
    soulUrge: {
      en: 'Craves to create, to be heard and to enjoy life in good company.',
      hi: 'सृजन करने, सुने जाने और अच्छी संगत में जीवन का आनंद लेने की लालसा।',
    },
    personality: {
      en: 'Appears cheerful, witty and charming, the one people remember from a gathering.',
      hi: 'प्रसन्नचित्त, हाज़िरजवाब और आकर्षक दिखते हैं; सभा में सबको याद रहते हैं।',
    },
  },
  4: {
    keywords: { en: 'order, diligence, stability', hi: 'व्यवस्था, परिश्रम, स्थिरता' },
    expression: {
      en: 'Builds step by step and finishes what was planned; a dependable organiser.',
      hi: 'योजना बनाकर क्रम से निर्माण करते हैं और काम पूरा करते हैं; भरोसेमंद संगठक।',
    },
    soulUrge: {
      en: 'Needs security, a settled routine and the satisfaction of work done properly.',
      hi: 'सुरक्षा, व्यवस्थित दिनचर्या और ठीक से किए गए काम का संतोष चाहते हैं।',
    },
    personality: {
      en: 'Gives the impression of being reliable, serious and practical.',
      hi: 'विश्वसनीय, गंभीर और व्यावहारिक होने की छवि देते हैं।',
    },
  },
  5: {
    keywords: { en: 'freedom, change, versatility', hi: 'स्वतंत्रता, परिवर्तन, बहुमुखी प्रतिभा' },
    expression: {
      en: 'Adapts quickly, learns by experience and thrives on travel, variety and persuasion.',
      hi: 'तेज़ी से ढल जाते हैं, अनुभव से सीखते हैं और यात्रा, विविधता तथा समझाने-मनाने में फलते-फूलते हैं।',
    },
    soulUrge: {
      en: 'Yearns for freedom, new experiences and a life without fixed walls.',
      hi: 'स्वतंत्रता, नए अनुभवों और बंधनमुक्त जीवन की तीव्र इच्छा।',
    },
    personality: {
      en: 'Comes across as lively, curious and adventurous.',
      hi: 'जीवंत, जिज्ञासु और साहसी दिखते हैं।',
    },
  },
  6: {
    keywords: { en: 'responsibility, care, harmony', hi: 'उत्तरदायित्व, देखभाल, सामंजस्य' },
    expression: {
      en: 'Gifted at nurturing, teaching, healing and making a home or a group work well.',
      hi: 'पालन-पोषण, शिक्षण, उपचार और घर या समूह को सुचारु रखने में निपुण।',
    },
    soulUrge: {
      en: 'Wants to love and be needed, and to see family and community in harmony.',
      hi: 'प्रेम करने और आवश्यक समझे जाने की, तथा परिवार और समाज को सामंजस्य में देखने की चाह।',
    },
    personality: {
      en: 'Seen as warm, protective and trustworthy.',
      hi: 'स्नेही, रक्षक और विश्वसनीय दिखते हैं।',
    },
  },
  7: {
    keywords: { en: 'analysis, introspection, wisdom', hi: 'विश्लेषण, आत्मचिंतन, ज्ञान' },
    expression: {
      en: 'A researcher and thinker who looks beneath the surface and specialises deeply.',
      hi: 'शोधकर्ता और चिंतक, जो सतह के नीचे देखते हैं और गहराई से विशेषज्ञता पाते हैं।',
    },
    soulUrge: {
      en: 'Seeks quiet, understanding and answers to the deeper questions of life.',
      hi: 'एकांत, समझ और जीवन के गहरे प्रश्नों के उत्तर खोजते हैं।',
    },
    personality: {
      en: 'Appears reserved, thoughtful and a little mysterious.',
      hi: 'संकोची, विचारशील और कुछ रहस्यमय दिखते हैं।',
    },
  },
  8: {
    keywords: { en: 'authority, ambition, material mastery', hi: 'अधिकार, महत्वाकांक्षा, भौतिक दक्षता' },
    expression: {
      en: 'Able to manage money, people and large undertakings; aims for results and recognition.',
      hi: 'धन, लोगों और बड़े उपक्रमों को सँभालने में सक्षम; परिणाम और प्रतिष्ठा पर दृष्टि रखते हैं।',
    },
    soulUrge: {
      en: 'Desires achievement, financial security and the power to run their own affairs.',
      hi: 'उपलब्धि, आर्थिक सुरक्षा और अपने कार्य स्वयं चलाने के सामर्थ्य की इच्छा।',
    },
    personality: {
      en: 'Projects competence, strength and status.',
      hi: 'सक्षमता, दृढ़ता और प्रतिष्ठा का प्रभाव छोड़ते हैं।',
    },
  },
  9: {
    keywords: { en: 'compassion, idealism, completion', hi: 'करुणा, आदर्शवाद, पूर्णता' },
    expression: {
      en: 'Serves broad causes with generosity, an artistic sense and a wide view of people.',
      hi: 'उदारता, कलात्मक बोध और लोगों की व्यापक समझ के साथ बड़े उद्देश्यों की सेवा करते हैं।',
    },
    soulUrge: {
      en: 'Longs to make the world kinder and to give without counting.',
      hi: 'संसार को अधिक दयालु बनाने और बिना हिसाब के देने की लालसा।',
    },
    personality: {
      en: 'Seen as gracious, broad-minded and generous.',
      hi: 'शालीन, उदार विचारों वाले और दानशील दिखते हैं।',
    },
  },
  11: {
    keywords: { en: 'intuition, inspiration, illumination', hi: 'अंतर्ज्ञान, प्रेरणा, प्रबोधन' },
    expression: {
      en: 'Inspires others through insight and ideals; a carrier of vision more than of routine.',
      hi: 'अंतर्दृष्टि और आदर्शों से दूसरों को प्रेरित करते हैं; दिनचर्या से अधिक दृष्टि के वाहक।',
    },
    soulUrge: {
      en: 'Wishes for spiritual meaning and to share an inner light with others.',
      hi: 'आध्यात्मिक अर्थ पाने और अपना आंतरिक प्रकाश दूसरों से बाँटने की इच्छा।',
    },
    personality: {
      en: 'Appears sensitive, idealistic and unusually perceptive.',
      hi: 'संवेदनशील, आदर्शवादी और असाधारण रूप से सजग दिखते हैं।',
    },
  },
  22: {
    keywords: { en: 'master builder, practical vision', hi: 'महान निर्माता, व्यावहारिक दृष्टि' },
    expression: {
      en: 'Turns large visions into lasting structures that serve many people.',
      hi: 'बड़े स्वप्नों को ऐसी स्थायी संरचनाओं में बदलते हैं जो अनेक लोगों के काम आएँ।',
    },
    soulUrge: {
      en: 'Wants to leave something solid and useful behind, on a large scale.',
      hi: 'बड़े पैमाने पर कुछ ठोस और उपयोगी छोड़ जाने की चाह।',
    },
    personality: {
      en: 'Seen as capable, disciplined and quietly powerful.',
      hi: 'सक्षम, अनुशासित और शांत रूप से प्रभावशाली दिखते हैं।',
    },
  },
  33: {
    keywords: { en: 'master teacher, compassionate service', hi: 'महान शिक्षक, करुणामय सेवा' },
    expression: {
      en: 'Teaches and heals by example, putting care for others into practical form.',
      hi: 'अपने आचरण से सिखाते और उपचार करते हैं; दूसरों की परवाह को व्यावहारिक रूप देते हैं।',
    },
    soulUrge: {
      en: 'Longs to lift others up through selfless love and guidance.',
      hi: 'निःस्वार्थ प्रेम और मार्गदर्शन से दूसरों को ऊपर उठाने की लालसा।',
    },
    personality: {
      en: 'Appears nurturing, wise and deeply kind.',
      hi: 'पोषण करने वाले, विवेकी और अत्यंत दयालु दिखते हैं।',
    },
  },
} as const satisfies Record<NameNumberValue, NameNumberMeaning>;

/** How well two digits go together, best first. */
export const COMPATIBILITY_GRADES = {
  natural: { en: 'Natural match', hi: 'स्वाभाविक मेल', sharePercent: 100 },
  compatible: { en: 'Compatible', hi: 'अनुकूल', sharePercent: 80 },
  neutral: { en: 'Neutral', hi: 'तटस्थ', sharePercent: 50 },
  challenging: { en: 'Challenging', hi: 'चुनौतीपूर्ण', sharePercent: 20 },
} as const satisfies Record<string, Bilingual & { readonly sharePercent: number }>;
export type CompatibilityGrade = keyof typeof COMPATIBILITY_GRADES;

/**
 * The LoveToKnow chart, one row per digit: the partner digits of each grade. Every digit 1–9 appears in
 * exactly one list of each row (the chart leaves "neutral" empty for 3, 4 and 6).
 */
export const NUMBER_COMPATIBILITY = {
  1: { natural: [1, 5, 7], compatible: [3, 9], neutral: [8], challenging: [2, 4, 6] },
  2: { natural: [2, 4, 8], compatible: [3, 6], neutral: [9], challenging: [1, 5, 7] },
  3: { natural: [3, 6, 9], compatible: [1, 2, 5], neutral: [], challenging: [4, 7, 8] },
  4: { natural: [2, 4, 8], compatible: [6, 7], neutral: [], challenging: [1, 3, 5, 9] },
  5: { natural: [1, 5, 7], compatible: [3, 9], neutral: [8], challenging: [2, 4, 6] },
  6: { natural: [3, 6, 9], compatible: [2, 4, 8], neutral: [], challenging: [1, 5, 7] },
  7: { natural: [1, 5, 7], compatible: [4], neutral: [9], challenging: [2, 3, 6, 8] },
  8: { natural: [2, 4, 8], compatible: [6], neutral: [1, 5], challenging: [3, 7, 9] },
  9: { natural: [3, 6, 9], compatible: [1, 5], neutral: [2, 7], challenging: [4, 8] },
} as const satisfies Record<Digit, Record<CompatibilityGrade, readonly Digit[]>>;

/** The grade of the pair (a, b) in {@link NUMBER_COMPATIBILITY}; the chart is symmetric, so (b, a) agrees. */
export function compatibilityGrade(a: Digit, b: Digit): CompatibilityGrade {
  const row: Record<CompatibilityGrade, readonly Digit[]> = NUMBER_COMPATIBILITY[a];
  const grade = (Object.keys(row) as CompatibilityGrade[]).find((id) => row[id].includes(b));
  if (grade === undefined) throw new RangeError(`no compatibility grade for ${a} and ${b}`);
  return grade;
}

/** Verdicts on a 0–100 compatibility score, best first: the first whose `minScore` the score reaches. */
export const COMPATIBILITY_VERDICTS = {
  harmonious: { minScore: 80, en: 'Harmonious', hi: 'सामंजस्यपूर्ण' },
  supportive: { minScore: 60, en: 'Supportive', hi: 'सहयोगी' },
  mixed: { minScore: 40, en: 'Mixed', hi: 'मिश्रित' },
  challenging: { minScore: 0, en: 'Challenging', hi: 'चुनौतीपूर्ण' },
} as const satisfies Record<string, Bilingual & { readonly minScore: number }>;
export type CompatibilityVerdict = keyof typeof COMPATIBILITY_VERDICTS;
