/**
 * Chart drawings the picture tests share (test/svg/charts.test.ts with estimated label boxes, charts.slow.test.ts
 * with the boxes Chromium measures): the nine grahas spread over the signs, five and all nine in one sign, in
 * English and in Hindi with the service's own abbreviations; a wheel with bodies spread and with six within 10°.
 */
import { CHART_MARKS, GRAHA_ABBREVIATIONS, SIGN_ABBREVIATIONS } from '../../data/chart-labels.ts';
import { GRAHA_IDS } from '../../data/grahas.ts';
import { named } from '../../data/text.ts';
import type { IndianChartDrawing } from '../../api/svg/indian.ts';
import type { WheelDrawing } from '../../api/svg/wheel.ts';

/** The grahas' English abbreviations, in the order of GRAHA_IDS. */
export const ABBREVIATIONS = GRAHA_IDS.map((id) => GRAHA_ABBREVIATIONS[id].en);

/** A graha's label: its abbreviation alone, or followed by a degree or a mark. */
export const isGrahaLabel = (content: string, abbreviation: string) => content === abbreviation || content.startsWith(`${abbreviation} `) || content.startsWith(`${abbreviation}(`);

/**
 * A drawing with the nine grahas in the given signs (degrees 3°, 7°, … so labels differ; Mercury retrograde and
 * combust, Saturn retrograde), in English or Hindi.
 */
export function indianDrawing(signs: readonly number[], lagnaSign = 4, lang: 'en' | 'hi' = 'en'): IndianChartDrawing {
  const marks = lang === 'en' ? { retrograde: '(R)', combust: '(C)' } : { retrograde: named(CHART_MARKS.retrograde, 'hi'), combust: named(CHART_MARKS.combust, 'hi') };
  const lagna = named(CHART_MARKS.lagna, lang);
  return {
    title: lang === 'en' ? 'Rashi (D1)' : 'राशि (D1)',
    description: 'A test chart',
    lagnaSign,
    lagnaLabel: { full: `${lagna} 29°`, compact: lagna },
    signNames: SIGN_ABBREVIATIONS.map((sign) => named(sign, lang)),
    planets: GRAHA_IDS.map((id, i) => {
      const short = named(GRAHA_ABBREVIATIONS[id], lang);
      const mark = i === 3 ? `${marks.retrograde}${marks.combust}` : i === 6 ? marks.retrograde : '';
      return { id, sign: signs[i]!, label: { full: `${short} ${3 + 4 * i}°${mark}`, compact: `${short}${i === 3 ? mark : ''}` } };
    }),
    lang,
  };
}

export const SPREAD = [1, 4, 7, 10, 2, 5, 8, 11, 12];
export const FIVE_IN_ONE = [10, 10, 10, 10, 10, 2, 5, 8, 11];
export const NINE_IN_ONE = [10, 10, 10, 10, 10, 10, 10, 10, 10];

/** The drawings every style is checked with: name, graha signs, lagna sign. */
export const INDIAN_CASES = [
  ['spread', SPREAD, 4],
  ['five in one sign', FIVE_IN_ONE, 10],
  ['nine in one sign', NINE_IN_ONE, 10],
  // The signs named across the east style's diagonals (Virgo, Aquarius) holding planets and the lagna.
  ['crowded halves', [6, 6, 6, 11, 11, 11, 6, 11, 6], 6],
] as const;

export const GLYPHS: Record<string, string> = { sun: '☉', moon: '☽', mercury: '☿', venus: '♀', mars: '♂', jupiter: '♃', saturn: '♄', uranus: '♅', neptune: '♆', pluto: '♇' };

/** A wheel with the ten planets at `longitudes` (Saturn retrograde), houses of a fixed Placidus chart. */
export function wheelDrawing(longitudes: readonly number[], lang: 'en' | 'hi' = 'en'): WheelDrawing {
  const ids = Object.keys(GLYPHS);
  return {
    title: lang === 'en' ? 'Natal chart, Placidus houses' : 'जन्म कुंडली, प्लेसिडस भाव',
    description: 'A test wheel',
    cusps: [19.7, 50.2, 74.1, 97.1, 123.9, 158.5, 199.7, 230.2, 254.1, 277.1, 303.9, 338.5],
    ascendant: 19.7,
    midheaven: 277.1,
    angleLabels: { ascendant: named(CHART_MARKS.ascendant, lang), midheaven: named(CHART_MARKS.midheaven, lang) },
    bodies: longitudes.map((longitude, i) => ({ id: ids[i]!, glyph: GLYPHS[ids[i]!]!, longitude, degree: `${Math.floor(longitude % 30)}°`, retrograde: i === 6 })),
    aspects: [
      { from: 'sun', to: 'moon', nature: 'challenging' },
      { from: 'venus', to: 'mars', nature: 'harmonious' },
      { from: 'jupiter', to: 'saturn', nature: 'neutral' },
    ],
    lang,
  };
}

export const WHEEL_SPREAD = [196.3, 303.5, 218.6, 153.2, 182.7, 43.7, 43.2, 55.6, 176.0, 124.2];
export const WHEEL_CLUSTER = [300, 302, 303.5, 305, 306, 309, 124.2, 55.6, 176.0, 240];

/** The sizes every picture is checked at: the smallest, the default and a large one. */
export const PICTURE_SIZES = [200, 400, 800] as const;
