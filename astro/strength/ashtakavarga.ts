/**
 * Ashtakavarga: the bindus the seven grahas and the lagna give each sign, per graha (bhinnashtakavarga), in all
 * (sarvashtakavarga), the two reductions (trikona and ekadhipatya shodhana) and the shodhya pinda. Tables and
 * their sources: data/ashtakavarga.ts.
 *
 * Everything here is rashi-level arithmetic on SIDEREAL signs (whatever ayanamsha the chart used): signs are
 * 1–12 (1 = Aries), houses 1–12 counted inclusively, and every 12-array is indexed by sign − 1 (Aries … Pisces)
 * unless it says it is by house. `ashtakavargaSignsOf` takes the signs from a chart's `Placements`.
 *
 * Bhinnashtakavarga of a target (a graha or the lagna): each of the eight contributors puts one bindu in each sign
 * that is one of its benefic places counted from the contributor's sign. The prastara keeps the contributor rows
 * (0/1); the bhinnashtakavarga is their column sums, 0–8 per sign, totalling the target's classical constant.
 *
 * Sarvashtakavarga: the sum of the seven grahas' bhinnashtakavargas, 337 bindus in all. The lagna's own
 * bhinnashtakavarga is left out, as BPHS, Raman and the software (JHora, PyJHora) do: the lagna is a contributor
 * in every graha's table already, the 337 is the seven grahas' constant, and the sarva's thresholds (28 on
 * average, 25/30 for weak/strong) are stated for it.
 *
 * Trikona shodhana (first reduction, BPHS ch. 67), for each trine Aries-Leo-Sagittarius, Taurus-Virgo-Capricorn,
 * Gemini-Libra-Aquarius, Cancer-Scorpio-Pisces: when one of the three is 0, nothing changes; when all three are
 * equal, all become 0; otherwise the smallest is subtracted from each. The three cases are one rule (subtract the
 * minimum), written out as the text gives them.
 *
 * Ekadhipatya shodhana (second reduction, BPHS ch. 68, on the trikona-reduced figures), for the two signs of one
 * lord: Aries-Scorpio (Mars), Taurus-Libra (Venus), Gemini-Virgo (Mercury), Sagittarius-Pisces (Jupiter),
 * Capricorn-Aquarius (Saturn); Cancer and Leo, the only signs of the Moon and the Sun, are left alone. A sign is
 * occupied when one of the seven grahas is in it (Rahu and Ketu do not count, as astrobix.com's rules state;
 * nor does the lagna, which is not a graha). For a pair:
 * 1. either figure 0: no change;
 * 2. both signs occupied: no change;
 * 3. both unoccupied: equal figures both become 0; unequal, the greater is lowered to the smaller;
 * 4. one occupied: the unoccupied sign's figure becomes 0 when it is smaller than or equal to the occupied one's
 *    (BPHS 68.3 and 68.6 in the ficinosociety.org and vedicpupil.in renderings), and is lowered to the occupied one's when it is greater; the occupied sign keeps its figure.
 * PyJHora keeps an unoccupied figure equal to the occupied one (this module zeroes it, with the text).
 *
 * Shodhya pinda (BPHS ch. 69), of a graha's reduced bhinnashtakavarga: rashi pinda = Σ over signs of figure ×
 * the sign's multiplier; graha pinda = Σ over the seven grahas of the figure in the sign the graha occupies × the
 * graha's multiplier; shodhya pinda = rashi pinda + graha pinda.
 */
import {
  ASHTAKAVARGA_CONTRIBUTORS,
  ASHTAKAVARGA_GRAHAS,
  type AshtakavargaContributor,
  type AshtakavargaGraha,
  type AshtakavargaPlace,
  type AshtakavargaSchool,
  type AshtakavargaTarget,
  BENEFIC_PLACES,
  GRAHA_MULTIPLIERS,
  NARASIMHA_RAO_PLACES,
  RASHI_MULTIPLIERS,
} from '../../data/ashtakavarga.ts';
import { SIGNS, type SignNumber } from '../../data/signs.ts';
import { type Placements, grahaSign, lagnaSign, signCounted } from '../chart/placement.ts';

export {
  ASHTAKAVARGA_CONTRIBUTORS, ASHTAKAVARGA_GRAHAS, type AshtakavargaContributor, type AshtakavargaGraha, type AshtakavargaSchool,
  type AshtakavargaTarget,
};

/** Twelve figures, one per sign, index = sign − 1 (Aries … Pisces). */
export type SignFigures = readonly number[];

/** The sidereal sign (1–12) of each contributor: the seven grahas and the lagna. */
export interface AshtakavargaInput {
  readonly signs: Readonly<Record<AshtakavargaContributor, SignNumber>>;
}

export interface Bhinnashtakavarga {
  readonly target: AshtakavargaTarget;
  /** Bindus per sign, 0–8, Aries … Pisces; they sum to the target's total (48 … 56; lagna 49). */
  readonly bindus: SignFigures;
  /** Contributor × sign: 1 where the contributor gives the target a bindu in that sign, else 0 (the prastara). */
  readonly prastara: Readonly<Record<AshtakavargaContributor, readonly (0 | 1)[]>>;
}

export interface Sarvashtakavarga {
  /** Bindus per sign, Aries … Pisces, the seven grahas' sum (lagna's excluded); 337 in all. */
  readonly bySign: SignFigures;
  /** Bindus per house from the lagna: index h − 1 holds the bindus of house h (house 1 = the lagna's sign). */
  readonly byHouse: readonly number[];
}

export interface ShodhyaPinda {
  /** Σ reduced figure × rashi multiplier over the twelve signs. */
  readonly rashiPinda: number;
  /** Σ reduced figure of the graha's sign × graha multiplier over the seven grahas. */
  readonly grahaPinda: number;
  /** rashiPinda + grahaPinda. */
  readonly shodhyaPinda: number;
}

/** The signs a chart gives the ashtakavarga: its lagna's and the seven grahas' (any ayanamsha; the chart's). */
export function ashtakavargaSignsOf(placements: Placements): AshtakavargaInput {
  const signs = Object.fromEntries(ASHTAKAVARGA_GRAHAS.map((graha) => [graha, grahaSign(placements, graha)]));
  return { signs: { ...signs, lagna: lagnaSign(placements) } as Record<AshtakavargaContributor, SignNumber> };
}

/** The houses (1–12 from the contributor) where `contributor` gives `target` a bindu, in `school`. */
export function beneficPlaces(target: AshtakavargaTarget, contributor: AshtakavargaContributor, school: AshtakavargaSchool = 'parashara'): readonly AshtakavargaPlace[] {
  if (school === 'narasimha-rao') {
    const variant = (NARASIMHA_RAO_PLACES as Partial<Record<AshtakavargaTarget, Partial<Record<AshtakavargaContributor, readonly AshtakavargaPlace[]>>>>)[target]?.[contributor];
    if (variant) return variant;
  }
  return BENEFIC_PLACES[target].from[contributor];
}

/**
 * The bhinnashtakavarga of `target` (one of the seven grahas or the lagna) for the contributors' sidereal signs,
 * with its prastara. `school` picks the benefic-place table (data/ashtakavarga.ts), default BPHS.
 */
export function bhinnashtakavarga(input: AshtakavargaInput, target: AshtakavargaTarget, school: AshtakavargaSchool = 'parashara'): Bhinnashtakavarga {
  const prastara = Object.fromEntries(
    ASHTAKAVARGA_CONTRIBUTORS.map((contributor) => {
      const row: (0 | 1)[] = new Array(12).fill(0);
      for (const place of beneficPlaces(target, contributor, school)) row[signCounted(input.signs[contributor], place) - 1] = 1;
      return [contributor, row];
    }),
  ) as Record<AshtakavargaContributor, (0 | 1)[]>;
  const bindus = Array.from({ length: 12 }, (_, index) => ASHTAKAVARGA_CONTRIBUTORS.reduce((sum, contributor) => sum + prastara[contributor][index]!, 0));
  return { target, bindus, prastara };
}

/** Figures by sign (index sign − 1) re-read by house from `lagna` (sign 1–12): index h − 1 holds house h's. */
export function figuresByHouse(bySign: SignFigures, lagna: SignNumber): number[] {
  return Array.from({ length: 12 }, (_, index) => bySign[signCounted(lagna, index + 1) - 1]!);
}

/** The sarvashtakavarga: the seven grahas' bhinnashtakavargas summed, by sign and by house from the lagna. */
export function sarvashtakavarga(input: AshtakavargaInput, school: AshtakavargaSchool = 'parashara'): Sarvashtakavarga {
  const bySign = new Array<number>(12).fill(0);
  for (const graha of ASHTAKAVARGA_GRAHAS) bhinnashtakavarga(input, graha, school).bindus.forEach((bindus, index) => (bySign[index]! += bindus));
  return { bySign, byHouse: figuresByHouse(bySign, input.signs.lagna) };
}

/** The four trines, as signs: fire, earth, air, water. */
const TRINES: readonly (readonly [SignNumber, SignNumber, SignNumber])[] = [[1, 5, 9], [2, 6, 10], [3, 7, 11], [4, 8, 12]];

/** Trikona shodhana of twelve figures by sign (rules in the module comment). Returns a new array; figures ≥ 0. */
export function trikonaShodhana(bySign: SignFigures): number[] {
  const reduced = [...bySign];
  for (const trine of TRINES) {
    const figures = trine.map((sign) => bySign[sign - 1]!);
    if (figures.includes(0)) continue;
    const least = Math.min(...figures);
    for (const sign of trine) reduced[sign - 1]! -= least;
  }
  return reduced;
}

/** The five pairs of signs with one lord, Mars … Saturn (Cancer and Leo have none). */
const EKADHIPATYA_PAIRS: readonly (readonly [SignNumber, SignNumber])[] = [[1, 8], [2, 7], [3, 6], [9, 12], [10, 11]];

/**
 * Ekadhipatya shodhana of twelve trikona-reduced figures by sign, given the signs the seven grahas occupy (rules in
 * the module comment; the lagna and the nodes do not occupy). Returns a new array; Cancer and Leo are unchanged.
 */
export function ekadhipatyaShodhana(bySign: SignFigures, grahaSigns: Readonly<Record<AshtakavargaGraha, SignNumber>>): number[] {
  const reduced = [...bySign];
  const occupied = new Set<number>(ASHTAKAVARGA_GRAHAS.map((graha) => grahaSigns[graha]));
  for (const [first, second] of EKADHIPATYA_PAIRS) {
    const [a, b] = [bySign[first - 1]!, bySign[second - 1]!];
    const [aOccupied, bOccupied] = [occupied.has(first), occupied.has(second)];
    if (a === 0 || b === 0 || (aOccupied && bOccupied)) continue;
    if (!aOccupied && !bOccupied) {
      const figure = a === b ? 0 : Math.min(a, b);
      reduced[first - 1] = figure;
      reduced[second - 1] = figure;
      continue;
    }
    const [empty, full] = aOccupied ? [second, first] : [first, second];
    const [emptyFigure, fullFigure] = [bySign[empty - 1]!, bySign[full - 1]!];
    reduced[empty - 1] = emptyFigure <= fullFigure ? 0 : fullFigure;
  }
  return reduced;
}

/**
 * The shodhya pinda of one reduced bhinnashtakavarga (`reducedBySign`, after both shodhanas), with the seven
 * grahas' sidereal signs for the graha pinda. Multipliers: data/ashtakavarga.ts (BPHS ch. 69).
 */
export function shodhyaPinda(reducedBySign: SignFigures, grahaSigns: Readonly<Record<AshtakavargaGraha, SignNumber>>): ShodhyaPinda {
  const rashiPinda = SIGNS.reduce((sum, sign) => sum + reducedBySign[sign.number - 1]! * RASHI_MULTIPLIERS[sign.id], 0);
  const grahaPinda = ASHTAKAVARGA_GRAHAS.reduce((sum, graha) => sum + reducedBySign[grahaSigns[graha] - 1]! * GRAHA_MULTIPLIERS[graha], 0);
  return { rashiPinda, grahaPinda, shodhyaPinda: rashiPinda + grahaPinda };
}

/** A graha's bhinnashtakavarga taken through both shodhanas to its shodhya pinda, with the figures at each step. */
export function reducedAshtakavarga(input: AshtakavargaInput, graha: AshtakavargaGraha, school: AshtakavargaSchool = 'parashara'): {
  readonly bindus: SignFigures;
  readonly afterTrikona: SignFigures;
  readonly afterEkadhipatya: SignFigures;
  readonly pinda: ShodhyaPinda;
} {
  const { bindus } = bhinnashtakavarga(input, graha, school);
  const afterTrikona = trikonaShodhana(bindus);
  const afterEkadhipatya = ekadhipatyaShodhana(afterTrikona, input.signs);
  return { bindus, afterTrikona, afterEkadhipatya, pinda: shodhyaPinda(afterEkadhipatya, input.signs) };
}
