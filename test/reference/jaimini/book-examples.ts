/**
 * Worked examples of P.V.R. Narasimha Rao, "Vedic Astrology: An Integrated Approach" (Sagar, 2000), with the birth
 * data and positions as PyJHora's test file records them (naturalstupid/PyJHora, src/jhora/tests/pvr_tests.py,
 * release 4.8.5: `chapter_8_tests`, `chapter_9_tests`; AGPL, only the book's figures are quoted). Signs are
 * written as this service numbers them, 1 = Aries … 12 = Pisces.
 */
import type { GrahaId } from '../../../data/grahas.ts';
import type { Where } from '../../helpers/placements.ts';

/** Ch. 8, example 28 and exercise 11: the grahas' positions (lagna not used) and the karakas, atmakaraka first. */
export const KARAKA_EXAMPLES: readonly { readonly name: string; readonly positions: Record<GrahaId, Where>; readonly karakas: readonly string[] }[] = [
  {
    name: 'example 28',
    positions: { sun: 'ge 12.7833', moon: 'ar 20.4667', mars: 'ge 13.85', mercury: 'ge 25.3', jupiter: 'ta 5.6667', venus: 'ge 17.35', saturn: 'ta 2.4667', rahu: 'cn 1.7167', ketu: 'cp 1.7167' },
    karakas: ['rahu', 'mercury', 'moon', 'venus', 'mars', 'sun', 'jupiter', 'saturn'],
  },
  {
    name: 'exercise 11',
    positions: { sun: 'sg 9.6', moon: 'le 15.4833', mars: 'ge 13.6667', mercury: 'sc 21', jupiter: 'aq 2.1', venus: 'sg 17.7', saturn: 'sc 9.6833', rahu: 'ge 14.5', ketu: 'sg 4.5' },
    karakas: ['mercury', 'venus', 'rahu', 'moon', 'mars', 'saturn', 'sun', 'jupiter'],
  },
];

/** A birth as the book gives it: local civil time and the zone's offset in hours. */
export interface BookBirth {
  readonly date: string;
  readonly time: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly timezoneHours: number;
}

/** Ch. 9, chart 1 (example 29): 2000-04-09 17:55, 42°30′ N 71°12′ W, UTC−4; bhava arudhas A1–A12 and graha arudhas Sun … Ketu. */
export const CHART_1 = {
  birth: { date: '2000-04-09', time: '17:55', latitude: 42.5, longitude: -71.2, timezoneHours: -4 },
  division: 1,
  bhavaArudhas: [3, 5, 6, 5, 1, 3, 2, 10, 10, 6, 2, 7],
  grahaArudhas: [10, 5, 10, 3, 11, 2, 4, 6, 6],
} as const;

/** Ch. 9, chart 2 (exercises 12 and 13): the same birth at UTC−5 in the shodashamsha (D16); A1–A12 and graha arudhas. */
export const CHART_2 = {
  birth: { date: '2000-04-09', time: '17:55', latitude: 42.5, longitude: -71.2, timezoneHours: -5 },
  division: 16,
  bhavaArudhas: [11, 1, 9, 8, 9, 11, 12, 6, 2, 9, 9, 11],
  grahaArudhas: [8, 9, 3, 12, 8, 11, 9, 6, 12],
} as const;

/**
 * Ch. 5, example 10: the sree lagna from the Moon's and the lagna's longitudes (degrees, as the book gives them to
 * the arcminute); the answer as sign (1 = Aries) and degree in sign to 0.01°.
 */
export const SREE_LAGNA_EXAMPLES = [
  { moonDeg: 193 + 6 / 60, lagnaDeg: 175 + 5 / 60, sign: 12, degree: 18.78 },
  { moonDeg: 135 + 29 / 60, lagnaDeg: 224 + 19 / 60, sign: 10, degree: 12.37 },
] as const;
