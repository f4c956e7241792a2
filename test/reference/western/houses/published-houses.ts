/**
 * Published house cusps for the eight Western house systems (tropical, true equinox and ecliptic of date), with
 * where they were read (README.md). Nothing here was computed by this service.
 *
 * Source of every chart: the expected values of kerykeion's house-system tests, computed by the Swiss Ephemeris
 * (swe_houses, via pyswisseph) and printed in the public repository g-battaglia/kerykeion,
 * tests/data/configurations/house_systems/expected_positions_house_<letter>.py (commit 11b31beb9fef, 2026-05-05),
 * one file per Swiss Ephemeris house letter; birth data from tests/data/test_subjects_matrix.py of the same
 * commit. Longitudes are rounded here to 0.000001° (0.004″) from the printed doubles.
 */
import type { WesternHouseSystem } from '../../../../data/western-houses.ts';

/** One system's published angles and cusps (index 0 = house 1), degrees. */
export interface PublishedHouses {
  readonly ascendant: number;
  readonly midheaven: number;
  readonly cusps: readonly number[];
}

/** One published chart: the birth data the source gives and its houses in every system. */
export interface PublishedHouseChart {
  readonly id: string;
  readonly source: string;
  /** The birth instant, UT (the source's local time and zone, converted as the label says). */
  readonly instant: string;
  /** Geographic latitude and longitude the source gives, degrees, north and east positive. */
  readonly latitude: number;
  readonly longitude: number;
  readonly systems: Readonly<Record<WesternHouseSystem, PublishedHouses>>;
}

const KERYKEION = 'Swiss Ephemeris via kerykeion, g-battaglia/kerykeion@11b31beb9fef tests/data/configurations/house_systems/expected_positions_house_';

export const PUBLISHED_HOUSE_CHARTS: readonly PublishedHouseChart[] = [
  {
    id: 'john_lennon_1940',
    source: `John Lennon, 1940-10-09 18:30 Europe/London (BST, UT 17:30), Liverpool: ${KERYKEION}<P|K|O|R|C|B|A|W>.py, entry "john_lennon_1940"`,
    instant: '1940-10-09T17:30:00Z',
    latitude: 53.4084,
    longitude: -2.9916,
    systems: {
      'placidus': { // Swiss Ephemeris 'P'
        ascendant: 19.711128, midheaven: 277.058411,
        cusps: [19.711128, 59.519861, 80.22482, 97.058411, 115.300215, 142.086002, 199.711128, 239.519861, 260.22482, 277.058411, 295.300215, 322.086002],
      },
      'koch': { // Swiss Ephemeris 'K'
        ascendant: 19.711128, midheaven: 277.058411,
        cusps: [19.711128, 56.466866, 79.986691, 97.058411, 119.192292, 153.487899, 199.711128, 236.466866, 259.986691, 277.058411, 299.192292, 333.487899],
      },
      'porphyry': { // Swiss Ephemeris 'O'
        ascendant: 19.711128, midheaven: 277.058411,
        cusps: [19.711128, 45.493556, 71.275983, 97.058411, 131.275983, 165.493556, 199.711128, 225.493556, 251.275983, 277.058411, 311.275983, 345.493556],
      },
      'regiomontanus': { // Swiss Ephemeris 'R'
        ascendant: 19.711128, midheaven: 277.058411,
        cusps: [19.711128, 66.805631, 85.033583, 97.058411, 110.312047, 135.373117, 199.711128, 246.805631, 265.033583, 277.058411, 290.312047, 315.373117],
      },
      'campanus': { // Swiss Ephemeris 'C'
        ascendant: 19.711128, midheaven: 277.058411,
        cusps: [19.711128, 76.900663, 89.680958, 97.058411, 104.885728, 120.785575, 199.711128, 256.900663, 269.680958, 277.058411, 284.885728, 300.785575],
      },
      'alcabitius': { // Swiss Ephemeris 'B'
        ascendant: 19.711128, midheaven: 277.058411,
        cusps: [19.711128, 47.15866, 72.645193, 97.058411, 128.759596, 163.387939, 199.711128, 227.15866, 252.645193, 277.058411, 308.759596, 343.387939],
      },
      'equal': { // Swiss Ephemeris 'A'
        ascendant: 19.711128, midheaven: 277.058411,
        cusps: [19.711128, 49.711128, 79.711128, 109.711128, 139.711128, 169.711128, 199.711128, 229.711128, 259.711128, 289.711128, 319.711128, 349.711128],
      },
      'whole-sign': { // Swiss Ephemeris 'W'
        ascendant: 19.711128, midheaven: 277.058411,
        cusps: [0, 30, 60, 90, 120, 150, 180, 210, 240, 270, 300, 330],
      },
    },
  },
  {
    id: 'new_york_40n',
    source: `New York 40N, 1990-06-15 12:00 America/New_York (EDT, UT 16:00): ${KERYKEION}<P|K|O|R|C|B|A|W>.py, entry "new_york_40n"`,
    instant: '1990-06-15T16:00:00Z',
    latitude: 40.7128,
    longitude: -74.006,
    systems: {
      'placidus': { // Swiss Ephemeris 'P'
        ascendant: 163.886627, midheaven: 71.225582,
        cusps: [163.886627, 188.434979, 217.862295, 251.225582, 285.344813, 316.64279, 343.886627, 8.434979, 37.862295, 71.225582, 105.344813, 136.64279],
      },
      'koch': { // Swiss Ephemeris 'K'
        ascendant: 163.886627, midheaven: 71.225582,
        cusps: [163.886627, 193.081463, 222.012832, 251.225582, 285.603387, 314.99149, 343.886627, 13.081463, 42.012832, 71.225582, 105.603387, 134.99149],
      },
      'porphyry': { // Swiss Ephemeris 'O'
        ascendant: 163.886627, midheaven: 71.225582,
        cusps: [163.886627, 192.999612, 222.112597, 251.225582, 282.112597, 312.999612, 343.886627, 12.999612, 42.112597, 71.225582, 102.112597, 132.999612],
      },
      'regiomontanus': { // Swiss Ephemeris 'R'
        ascendant: 163.886627, midheaven: 71.225582,
        cusps: [163.886627, 187.962316, 216.039063, 251.225582, 288.260908, 318.892903, 343.886627, 7.962316, 36.039063, 71.225582, 108.260908, 138.892903],
      },
      'campanus': { // Swiss Ephemeris 'C'
        ascendant: 163.886627, midheaven: 71.225582,
        cusps: [163.886627, 194.239379, 222.913905, 251.225582, 280.783392, 312.116733, 343.886627, 14.239379, 42.913905, 71.225582, 100.783392, 132.116733],
      },
      'alcabitius': { // Swiss Ephemeris 'B'
        ascendant: 163.886627, midheaven: 71.225582,
        cusps: [163.886627, 194.477361, 223.957636, 251.225582, 280.571621, 310.872464, 343.886627, 14.477361, 43.957636, 71.225582, 100.571621, 130.872464],
      },
      'equal': { // Swiss Ephemeris 'A'
        ascendant: 163.886627, midheaven: 71.225582,
        cusps: [163.886627, 193.886627, 223.886627, 253.886627, 283.886627, 313.886627, 343.886627, 13.886627, 43.886627, 73.886627, 103.886627, 133.886627],
      },
      'whole-sign': { // Swiss Ephemeris 'W'
        ascendant: 163.886627, midheaven: 71.225582,
        cusps: [150, 180, 210, 240, 270, 300, 330, 0, 30, 60, 90, 120],
      },
    },
  },
  {
    id: 'sydney_34s',
    source: `Sydney 34S, 1990-06-15 12:00 Australia/Sydney (AEST, UT 02:00): ${KERYKEION}<P|K|O|R|C|B|A|W>.py, entry "sydney_34s"`,
    instant: '1990-06-15T02:00:00Z',
    latitude: -33.8688,
    longitude: 151.2093,
    systems: {
      'placidus': { // Swiss Ephemeris 'P'
        ascendant: 171.273839, midheaven: 84.777063,
        cusps: [171.273839, 212.041611, 241.260063, 264.777063, 287.518226, 314.156835, 351.273839, 32.041611, 61.260063, 84.777063, 107.518226, 134.156835],
      },
      'koch': { // Swiss Ephemeris 'K'
        ascendant: 171.273839, midheaven: 84.777063,
        cusps: [171.273839, 208.036455, 239.460382, 264.777063, 288.112979, 316.433033, 351.273839, 28.036455, 59.460382, 84.777063, 108.112979, 136.433033],
      },
      'porphyry': { // Swiss Ephemeris 'O'
        ascendant: 171.273839, midheaven: 84.777063,
        cusps: [171.273839, 202.44158, 233.609322, 264.777063, 293.609322, 322.44158, 351.273839, 22.44158, 53.609322, 84.777063, 113.609322, 142.44158],
      },
      'regiomontanus': { // Swiss Ephemeris 'R'
        ascendant: 171.273839, midheaven: 84.777063,
        cusps: [171.273839, 214.239109, 243.681153, 264.777063, 285.000115, 311.376772, 351.273839, 34.239109, 63.681153, 84.777063, 105.000115, 131.376772],
      },
      'campanus': { // Swiss Ephemeris 'C'
        ascendant: 171.273839, midheaven: 84.777063,
        cusps: [171.273839, 219.890574, 247.082011, 264.777063, 281.846226, 306.375012, 351.273839, 39.890574, 67.082011, 84.777063, 101.846226, 126.375012],
      },
      'alcabitius': { // Swiss Ephemeris 'B'
        ascendant: 171.273839, midheaven: 84.777063,
        cusps: [171.273839, 204.57336, 235.861817, 264.777063, 291.781073, 320.356932, 351.273839, 24.57336, 55.861817, 84.777063, 111.781073, 140.356932],
      },
      'equal': { // Swiss Ephemeris 'A'
        ascendant: 171.273839, midheaven: 84.777063,
        cusps: [171.273839, 201.273839, 231.273839, 261.273839, 291.273839, 321.273839, 351.273839, 21.273839, 51.273839, 81.273839, 111.273839, 141.273839],
      },
      'whole-sign': { // Swiss Ephemeris 'W'
        ascendant: 171.273839, midheaven: 84.777063,
        cusps: [150, 180, 210, 240, 270, 300, 330, 0, 30, 60, 90, 120],
      },
    },
  },
  {
    id: 'oslo_60n',
    source: `Oslo 60N, 1990-06-15 12:00 Europe/Oslo (CEST, UT 10:00): ${KERYKEION}<P|K|O|R|C|B|A|W>.py, entry "oslo_60n"`,
    instant: '1990-06-15T10:00:00Z',
    latitude: 59.9139,
    longitude: 10.7522,
    systems: {
      'placidus': { // Swiss Ephemeris 'P'
        ascendant: 163.936815, midheaven: 66.064402,
        cusps: [163.936815, 183.040362, 209.52162, 246.064402, 287.696165, 319.917003, 343.936815, 3.040362, 29.52162, 66.064402, 107.696165, 139.917003],
      },
      'koch': { // Swiss Ephemeris 'K'
        ascendant: 163.936815, midheaven: 66.064402,
        cusps: [163.936815, 191.39648, 218.571282, 246.064402, 288.902562, 316.832393, 343.936815, 11.39648, 38.571282, 66.064402, 108.902562, 136.832393],
      },
      'porphyry': { // Swiss Ephemeris 'O'
        ascendant: 163.936815, midheaven: 66.064402,
        cusps: [163.936815, 191.312677, 218.688539, 246.064402, 278.688539, 311.312677, 343.936815, 11.312677, 38.688539, 66.064402, 98.688539, 131.312677],
      },
      'regiomontanus': { // Swiss Ephemeris 'R'
        ascendant: 163.936815, midheaven: 66.064402,
        cusps: [163.936815, 182.765237, 207.00667, 246.064402, 292.358596, 323.306363, 343.936815, 2.765237, 27.00667, 66.064402, 112.358596, 143.306363],
      },
      'campanus': { // Swiss Ephemeris 'C'
        ascendant: 163.936815, midheaven: 66.064402,
        cusps: [163.936815, 196.949378, 222.753545, 246.064402, 272.131528, 305.55667, 343.936815, 16.949378, 42.753545, 66.064402, 92.131528, 125.55667],
      },
      'alcabitius': { // Swiss Ephemeris 'B'
        ascendant: 163.936815, midheaven: 66.064402,
        cusps: [163.936815, 192.534199, 220.269292, 246.064402, 277.213871, 309.094481, 343.936815, 12.534199, 40.269292, 66.064402, 97.213871, 129.094481],
      },
      'equal': { // Swiss Ephemeris 'A'
        ascendant: 163.936815, midheaven: 66.064402,
        cusps: [163.936815, 193.936815, 223.936815, 253.936815, 283.936815, 313.936815, 343.936815, 13.936815, 43.936815, 73.936815, 103.936815, 133.936815],
      },
      'whole-sign': { // Swiss Ephemeris 'W'
        ascendant: 163.936815, midheaven: 66.064402,
        cusps: [150, 180, 210, 240, 270, 300, 330, 0, 30, 60, 90, 120],
      },
    },
  },
];
