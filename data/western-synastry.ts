/**
 * The synastry score: the service's own rule for weighing the aspects between two charts, published in full
 * so that every point of a score can be traced (docs/western.md, "Synastry score").
 *
 * Each major aspect from one person's planet or angle to the other's earns
 *     points = tone × weight(first) × weight(second) ÷ 9 × closeness,
 * where closeness = 1 − orb ÷ allowed orb (1 when exact, 0 at the edge of the orb), weights measure how much a
 * point speaks to a relationship (the luminaries, Venus and the ascendant most; the slow outer planets, shared
 * by everyone born within a few years, least), and the tone is:
 * - trine +3, sextile +2; square −2, opposition −1.5 (tense, and also the pull of opposites);
 * - conjunction +2 between two of the gentle points (Sun, Moon, Venus, Jupiter, Mercury, the angles) and −1 when
 *   Mars, Saturn, Uranus, Neptune or Pluto is one of the pair;
 * - the contacts that astrologers of every school read as attraction (Sun–Moon, Venus–Mars, Moon–Venus,
 *   Sun–Venus) are never negative: their square and opposition count +1, their conjunction +3.
 * The score is 100 × harmony ÷ (harmony + tension), harmony the sum of positive points and tension the sum of
 * the negative ones' sizes (50 when there is neither), rounded to an integer.
 */
import type { WesternAspectId } from './western-aspects.ts';

/** How much a planet or angle counts in a relationship (3 = most). */
export const SYNASTRY_WEIGHTS: Readonly<Record<string, number>> = {
  sun: 3, moon: 3, venus: 3, ascendant: 2.5, mars: 2.5, mercury: 2, jupiter: 1.5, saturn: 1.5, midheaven: 1,
  uranus: 0.5, neptune: 0.5, pluto: 0.5,
};

export const SYNASTRY_TONES: Readonly<Partial<Record<WesternAspectId, number>>> = {
  trine: 3, sextile: 2, square: -2, opposition: -1.5,
};

/** Conjunction tone between two gentle points, and when a hard planet is one of the pair. */
export const CONJUNCTION_TONE = { gentle: 2, hard: -1 } as const;

/** The planets whose conjunctions are tense. */
export const HARD_PLANETS: readonly string[] = ['mars', 'saturn', 'uranus', 'neptune', 'pluto'];

/** Pairs read as attraction (either order) and their tones. */
export const ATTRACTION_PAIRS: readonly (readonly [string, string])[] = [['sun', 'moon'], ['venus', 'mars'], ['moon', 'venus'], ['sun', 'venus']];
export const ATTRACTION_TONES: Readonly<Partial<Record<WesternAspectId, number>>> = {
  conjunction: 3, trine: 3, sextile: 2, square: 1, opposition: 1,
};

/** Bands of the score, lowest first: a score belongs to the last band whose `from` it reaches. */
export const SYNASTRY_BANDS = [
  { id: 'very-challenging', from: 0, en: 'Very challenging: tension outweighs ease by far; the bond needs conscious work', hi: 'अत्यंत चुनौतीपूर्ण: तनाव सहजता से बहुत अधिक है; संबंध को सजग प्रयास चाहिए' },
  { id: 'challenging', from: 30, en: 'Challenging: more friction than flow, though with real points of contact', hi: 'चुनौतीपूर्ण: प्रवाह से अधिक घर्षण, फिर भी वास्तविक जुड़ाव के बिंदु हैं' },
  { id: 'mixed', from: 45, en: 'Mixed: ease and tension in about equal measure', hi: 'मिश्रित: सहजता और तनाव लगभग बराबर' },
  { id: 'harmonious', from: 55, en: 'Harmonious: the contacts mostly flow, with some growth points', hi: 'सामंजस्यपूर्ण: अधिकतर संपर्क सहज हैं, कुछ विकास के बिंदु के साथ' },
  { id: 'very-harmonious', from: 70, en: 'Very harmonious: strong, easy contacts between the two charts', hi: 'अत्यंत सामंजस्यपूर्ण: दोनों कुंडलियों के बीच मज़बूत और सहज संपर्क' },
] as const;
