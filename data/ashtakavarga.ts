/**
 * Ashtakavarga reference tables: the benefic places (bindus) of each bhinnashtakavarga, the sign and graha
 * multipliers of the shodhya pinda. The engine is astro/strength/ashtakavarga.ts.
 *
 * How the table reads. `BENEFIC_PLACES[target].from[contributor]` lists the houses (1–12, counted inclusively
 * from the sign the contributor occupies: 1 = that sign itself) in which the contributor puts a bindu in the
 * target's bhinnashtakavarga. The eight contributors are the seven grahas and the lagna; Rahu and Ketu neither
 * have an ashtakavarga nor contribute to one. The number of places summed over the contributors is fixed
 * (`total`): Sun 48, Moon 49, Mars 39, Mercury 54, Jupiter 56, Venus 52, Saturn 39, and the sarvashtakavarga
 * (the seven grahas) 337.
 *
 * The lagna's own ashtakavarga (`BENEFIC_PLACES.lagna`, 49 bindus): of the sources checked, only PyJHora and
 * Narasimha Rao's worked examples (chart 6 prints it) give it; the Saravali, Phaladeepika and astrobix pages give
 * only the seven grahas'. It is never part of the sarvashtakavarga.
 *
 * Two schools (`AshtakavargaSchool`):
 * - `parashara` (the default): BPHS ch. 66 (Ashtakavarga adhyaya) as the translations and the classical restatements
 *   print it. Checked list by list against: Saravali ch. 53 (Kalyanavarma, tr. R. Santhanam, culturavedica.org
 *   "Saravali capitoli 29-55", p. 25): the Sun's, Moon's and Mars's tables in full; astrobix.com "Rules of
 *   Ashtakavarga for auspicious planet bindus, part 2": the Sun's, Moon's and Mercury's in full, Mars's but for a
 *   "7" dropped from the list from Mars (its count says 7); Phaladeepika ch. 23 (Mantreswara, astrojyoti.com): the
 *   Sun's and Mars's, and the Moon's but for the list from Jupiter (Phaladeepika: 1 2 4 7 8 10 11). Jupiter's,
 *   Venus's and Saturn's tables and the lagna's own were checked against PyJHora `const.ashtaka_varga_dict`
 *   (naturalstupid/PyJHora, AGPL: read, not copied) and against the bindus printed in Narasimha Rao's worked
 *   examples (below), which those lists reproduce sign by sign; the stored pages gave no second classical text
 *   for them.
 * - `narasimha-rao`: P.V.R. Narasimha Rao, "Vedic Astrology: An Integrated Approach" (2000), ch. 12, and PyJHora
 *   which follows it. It differs in four lists only (`NARASIMHA_RAO_PLACES`): the Moon's from the Moon
 *   (1 3 6 7 9 10 11 against 1 3 6 7 10 11), from Mars (2 3 5 6 10 11 against 2 3 5 6 9 10 11) and from Jupiter
 *   (1 2 4 7 8 10 11 against 1 4 7 8 10 11 12), and Venus's from Mars (3 4 6 9 11 12 against 3 5 6 9 11 12);
 *   the totals are the same. The book's worked examples (charts 6, 7 and 12, as restated in PyJHora's
 *   `pvr_tests.py`) come out bindu for bindu only with these lists.
 *
 * Shodhya pinda multipliers (gunakara), BPHS ch. 69 (R. Santhanam's translation, as quoted by astrologerraman.com
 * "Pinda shodan in ashtakvarga"; the same numbers in PyJHora `ashtakavarga_rasimana_multipliers` and
 * `ashtakavarga_grahamana_multipliers`):
 * - rashi: Aries 7, Taurus 10, Gemini 8, Cancer 4, Leo 10, Virgo 6, Libra 7, Scorpio 8, Sagittarius 9,
 *   Capricorn 5, Aquarius 11, Pisces 12. The verse reads "6 for Capricorn and Virgo", the translation's own chakra
 *   and PyJHora give Capricorn 5, Virgo 6; some teaching texts give Virgo 5. Virgo 6, Capricorn 5 is used here.
 * - graha: Sun 5, Moon 5, Mars 8, Mercury 5, Jupiter 10, Venus 7, Saturn 5.
 */

import { bhavaByNumber } from './bhavas.ts';
import type { Names } from './text.ts';

/** Who gives bindus: the seven grahas and the lagna, in the classical order. */
export const ASHTAKAVARGA_CONTRIBUTORS = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'lagna'] as const;
export type AshtakavargaContributor = (typeof ASHTAKAVARGA_CONTRIBUTORS)[number];

/** The seven grahas that have a bhinnashtakavarga summed into the sarvashtakavarga. */
export const ASHTAKAVARGA_GRAHAS = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn'] as const;
export type AshtakavargaGraha = (typeof ASHTAKAVARGA_GRAHAS)[number];

/** Whose bhinnashtakavarga: a graha's or the lagna's. */
export type AshtakavargaTarget = AshtakavargaContributor;

/** The lagna as the owner of a bhinnashtakavarga, named in every language as the first house is (data/bhavas.ts). */
export const ASHTAKAVARGA_LAGNA_NAME: Names = bhavaByNumber(1);

export const ASHTAKAVARGA_SCHOOLS = ['parashara', 'narasimha-rao'] as const;
export type AshtakavargaSchool = (typeof ASHTAKAVARGA_SCHOOLS)[number];

/** A house counted from a contributor, 1–12. */
export type AshtakavargaPlace = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;

export interface BeneficPlaces {
  /** Bindus in all: the number of places summed over the eight contributors. */
  readonly total: number;
  /** Houses (1–12, from the contributor's sign) where each contributor gives a bindu, ascending. */
  readonly from: Readonly<Record<AshtakavargaContributor, readonly AshtakavargaPlace[]>>;
}

/** The benefic places of each bhinnashtakavarga, BPHS ch. 66 (school `parashara`). */
export const BENEFIC_PLACES = {
  sun: {
    total: 48,
    from: {
      sun: [1, 2, 4, 7, 8, 9, 10, 11],
      moon: [3, 6, 10, 11],
      mars: [1, 2, 4, 7, 8, 9, 10, 11],
      mercury: [3, 5, 6, 9, 10, 11, 12],
      jupiter: [5, 6, 9, 11],
      venus: [6, 7, 12],
      saturn: [1, 2, 4, 7, 8, 9, 10, 11],
      lagna: [3, 4, 6, 10, 11, 12],
    },
  },
  moon: {
    total: 49,
    from: {
      sun: [3, 6, 7, 8, 10, 11],
      moon: [1, 3, 6, 7, 10, 11],
      mars: [2, 3, 5, 6, 9, 10, 11],
      mercury: [1, 3, 4, 5, 7, 8, 10, 11],
      jupiter: [1, 4, 7, 8, 10, 11, 12],
      venus: [3, 4, 5, 7, 9, 10, 11],
      saturn: [3, 5, 6, 11],
      lagna: [3, 6, 10, 11],
    },
  },
  mars: {
    total: 39,
    from: {
      sun: [3, 5, 6, 10, 11],
      moon: [3, 6, 11],
      mars: [1, 2, 4, 7, 8, 10, 11],
      mercury: [3, 5, 6, 11],
      jupiter: [6, 10, 11, 12],
      venus: [6, 8, 11, 12],
      saturn: [1, 4, 7, 8, 9, 10, 11],
      lagna: [1, 3, 6, 10, 11],
    },
  },
  mercury: {
    total: 54,
    from: {
      sun: [5, 6, 9, 11, 12],
      moon: [2, 4, 6, 8, 10, 11],
      mars: [1, 2, 4, 7, 8, 9, 10, 11],
      mercury: [1, 3, 5, 6, 9, 10, 11, 12],
      jupiter: [6, 8, 11, 12],
      venus: [1, 2, 3, 4, 5, 8, 9, 11],
      saturn: [1, 2, 4, 7, 8, 9, 10, 11],
      lagna: [1, 2, 4, 6, 8, 10, 11],
    },
  },
  jupiter: {
    total: 56,
    from: {
      sun: [1, 2, 3, 4, 7, 8, 9, 10, 11],
      moon: [2, 5, 7, 9, 11],
      mars: [1, 2, 4, 7, 8, 10, 11],
      mercury: [1, 2, 4, 5, 6, 9, 10, 11],
      jupiter: [1, 2, 3, 4, 7, 8, 10, 11],
      venus: [2, 5, 6, 9, 10, 11],
      saturn: [3, 5, 6, 12],
      lagna: [1, 2, 4, 5, 6, 7, 9, 10, 11],
    },
  },
  venus: {
    total: 52,
    from: {
      sun: [8, 11, 12],
      moon: [1, 2, 3, 4, 5, 8, 9, 11, 12],
      mars: [3, 5, 6, 9, 11, 12],
      mercury: [3, 5, 6, 9, 11],
      jupiter: [5, 8, 9, 10, 11],
      venus: [1, 2, 3, 4, 5, 8, 9, 10, 11],
      saturn: [3, 4, 5, 8, 9, 10, 11],
      lagna: [1, 2, 3, 4, 5, 8, 9, 11],
    },
  },
  saturn: {
    total: 39,
    from: {
      sun: [1, 2, 4, 7, 8, 10, 11],
      moon: [3, 6, 11],
      mars: [3, 5, 6, 10, 11, 12],
      mercury: [6, 8, 9, 10, 11, 12],
      jupiter: [5, 6, 11, 12],
      venus: [6, 11, 12],
      saturn: [3, 5, 6, 11],
      lagna: [1, 3, 4, 6, 10, 11],
    },
  },
  lagna: {
    total: 49,
    from: {
      sun: [3, 4, 6, 10, 11, 12],
      moon: [3, 6, 10, 11, 12],
      mars: [1, 3, 6, 10, 11],
      mercury: [1, 2, 4, 6, 8, 10, 11],
      jupiter: [1, 2, 4, 5, 6, 7, 9, 10, 11],
      venus: [1, 2, 3, 4, 5, 8, 9],
      saturn: [1, 3, 4, 6, 10, 11],
      lagna: [3, 6, 10, 11],
    },
  },
} as const satisfies Record<AshtakavargaTarget, BeneficPlaces>;

/** The lists in which school `narasimha-rao` differs from BPHS (see the module comment); all others are shared. */
export const NARASIMHA_RAO_PLACES = {
  moon: { moon: [1, 3, 6, 7, 9, 10, 11], mars: [2, 3, 5, 6, 10, 11], jupiter: [1, 2, 4, 7, 8, 10, 11] },
  venus: { mars: [3, 4, 6, 9, 11, 12] },
} as const satisfies Partial<Record<AshtakavargaTarget, Partial<Record<AshtakavargaContributor, readonly AshtakavargaPlace[]>>>>;

/** Bindus of the sarvashtakavarga: the seven grahas' totals summed (48 + 49 + 39 + 54 + 56 + 52 + 39). */
export const SARVASHTAKAVARGA_TOTAL = 337;

/** Rashi gunakara (sign multipliers of the rashi pinda), BPHS ch. 69; keyed by sign id of data/signs.ts. */
export const RASHI_MULTIPLIERS = {
  aries: 7, taurus: 10, gemini: 8, cancer: 4, leo: 10, virgo: 6,
  libra: 7, scorpio: 8, sagittarius: 9, capricorn: 5, aquarius: 11, pisces: 12,
} as const;

/** Graha gunakara (planet multipliers of the graha pinda), BPHS ch. 69. */
export const GRAHA_MULTIPLIERS = {
  sun: 5, moon: 5, mars: 8, mercury: 5, jupiter: 10, venus: 7, saturn: 5,
} as const satisfies Record<AshtakavargaGraha, number>;
