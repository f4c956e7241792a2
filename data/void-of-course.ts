/**
 * The void-of-course Moon: from the last exact Ptolemaic aspect (conjunction, sextile, square, trine,
 * opposition) the Moon makes to a planet of a set while in a sign, until it enters the next sign. The sets:
 *
 * - `modern`: the Sun and the planets Mercury to Pluto, the definition of Al H. Morrison (CAO Times, 1970s) that
 *   the published American tables follow (Llewellyn's almanacs; atlasastrology.com's weekly tables: "the Sun,
 *   Mercury, Venus, Mars, Jupiter, Saturn, Uranus, Neptune, and Pluto", major aspects only);
 * - `traditional`: the Sun and the planets Mercury to Saturn, the seven bodies of William Lilly, Christian
 *   Astrology (1647), Book 1, "Void of course" (the Moon "separated from a Planet, and doth not, during her
 *   being in that Signe, apply to any other"). Lilly judged application within the planets' orbs; here, as in the
 *   modern set, only exact aspects count, so a traditional void begins at the same kind of instant.
 * If the Moon makes no such aspect in a sign, it is void from the ingress (Firmicus Maternus's "running in the void").
 */
import type { WesternAspectId } from './western-aspects.ts';
import type { WesternBodyId } from './western-bodies.ts';
import type { Text } from './text.ts';

export const VOID_OF_COURSE_SET_IDS = ['modern', 'traditional'] as const;
export type VoidOfCourseSetId = (typeof VOID_OF_COURSE_SET_IDS)[number];

/** The aspects whose exactness ends the Moon's course: Ptolemy's five. */
export const VOID_OF_COURSE_ASPECTS: readonly WesternAspectId[] = ['conjunction', 'sextile', 'square', 'trine', 'opposition'];

export const VOID_OF_COURSE_SETS: Readonly<Record<VoidOfCourseSetId, { readonly planets: readonly WesternBodyId[]; readonly name: Text; readonly source: string }>> = {
  modern: {
    planets: ['sun', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'],
    name: {
      en: 'Modern: the Sun to Pluto', hi: 'आधुनिक: सूर्य से प्लूटो तक', ta: 'நவீனம்: சூரியன் முதல் புளூட்டோ வரை',
      te: 'ఆధునిక: సూర్యుడి నుండి ప్లూటో వరకు', kn: 'ಆಧುನಿಕ: ಸೂರ್ಯನಿಂದ ಪ್ಲೂಟೋವರೆಗೆ', ml: 'ആധുനികം: സൂര്യൻ മുതൽ പ്ലൂട്ടോ വരെ',
      mr: 'आधुनिक: रवीपासून प्लुटोपर्यंत', bn: 'আধুনিক: রবি থেকে প্লুটো পর্যন্ত', gu: 'આધુનિક: સૂર્યથી પ્લુટો સુધી',
    },
    source: "Al H. Morrison's definition, as in the published tables (Llewellyn's almanacs; atlasastrology.com)",
  },
  traditional: {
    planets: ['sun', 'mercury', 'venus', 'mars', 'jupiter', 'saturn'],
    name: {
      en: 'Traditional: the Sun to Saturn', hi: 'पारंपरिक: सूर्य से शनि तक', ta: 'பாரம்பரியம்: சூரியன் முதல் சனி வரை',
      te: 'సాంప్రదాయిక: సూర్యుడి నుండి శని వరకు', kn: 'ಸಾಂಪ್ರದಾಯಿಕ: ಸೂರ್ಯನಿಂದ ಶನಿಯವರೆಗೆ', ml: 'പരമ്പരാഗതം: സൂര്യൻ മുതൽ ശനി വരെ',
      mr: 'पारंपरिक: रवीपासून शनीपर्यंत', bn: 'প্রথাগত: রবি থেকে শনি পর্যন্ত', gu: 'પરંપરાગત: સૂર્યથી શનિ સુધી',
    },
    source: 'William Lilly, Christian Astrology (1647), Book 1, with exact aspects',
  },
};
