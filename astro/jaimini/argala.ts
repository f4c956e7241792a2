/**
 * Argala (intervention) and virodhargala (its obstruction) on a sign, after Jaimini's Upadesa Sutras 1.1 and
 * P.V.R. Narasimha Rao, "Vedic Astrology: An Integrated Approach", ch. 10. Whole signs; signs and houses 1–12.
 *
 * Grahas in the 2nd, 4th and 11th from a sign cause primary argala on it, those in the 5th secondary argala; they
 * are obstructed by grahas in the 12th, 10th, 3rd and 9th respectively. Natural malefics (data/grahas.ts `nature`:
 * Sun, Mars, Saturn, Rahu, Ketu) in the 3rd cause argala too (vipareeta argala), which has no obstructing house.
 *
 * Choices the texts leave to judgement, made here and named:
 * - an argala is obstructed when the obstructing grahas are at least as many as those causing it (the texts add
 *   the strength of the two sides; this rule compares the numbers only);
 * - argala on Ketu is counted backwards (the 2nd from Ketu is the sign before it), as the commentaries on the
 *   sutra of the nodes' reverse motion teach; argala on Rahu and on the houses forwards;
 * - the lagna is not a graha here.
 */
import { GRAHA_IDS, grahaById, type GrahaId } from '../../data/grahas.ts';
import { type HouseNumber, type Placements, signCounted, type SignNumber, signOfLongitude } from '../chart/placement.ts';

/** The kinds of argala: primary (2nd, 4th, 11th), secondary (5th), and by malefics in the 3rd. */
export const ARGALA_KINDS = ['primary', 'secondary', 'malefic-third'] as const;
export type ArgalaKind = (typeof ARGALA_KINDS)[number];

/** Each argala house with its kind and the house that obstructs it (null: none). */
export const ARGALA_HOUSES = [
  { house: 2, kind: 'primary', obstructedFrom: 12 },
  { house: 4, kind: 'primary', obstructedFrom: 10 },
  { house: 11, kind: 'primary', obstructedFrom: 3 },
  { house: 5, kind: 'secondary', obstructedFrom: 9 },
  { house: 3, kind: 'malefic-third', obstructedFrom: null },
] as const satisfies readonly { house: HouseNumber; kind: ArgalaKind; obstructedFrom: HouseNumber | null }[];

/** One argala on a sign: who causes it from where, who obstructs it from where, and whether it stands. */
export interface Argala {
  readonly kind: ArgalaKind;
  /** The house (from the sign receiving the argala) the causing grahas stand in. */
  readonly house: HouseNumber;
  readonly sign: SignNumber;
  readonly causedBy: readonly GrahaId[];
  /** The obstructing house and sign; null for the argala of malefics in the 3rd. */
  readonly obstructionHouse: HouseNumber | null;
  readonly obstructionSign: SignNumber | null;
  readonly obstructedBy: readonly GrahaId[];
  /** True when the obstructing grahas are at least as many as the causing ones. */
  readonly obstructed: boolean;
}

/**
 * The argalas on sign `on` (only those some graha causes), in the order 2nd, 4th, 11th, 5th, 3rd.
 * @param backwards count the houses backwards from `on` (argala on Ketu)
 */
export function argalasOn(placements: Placements, on: SignNumber, backwards = false): Argala[] {
  const signOf = (graha: GrahaId) => signOfLongitude(placements.grahas[graha].longitude);
  const counted = (house: HouseNumber) => signCounted(on, backwards ? 2 - house : house);
  const inSign = (sign: SignNumber) => GRAHA_IDS.filter((graha) => signOf(graha) === sign);
  return ARGALA_HOUSES.flatMap(({ house, kind, obstructedFrom }): Argala[] => {
    const sign = counted(house);
    const causedBy = kind === 'malefic-third' ? inSign(sign).filter((graha) => grahaById(graha).nature === 'malefic') : inSign(sign);
    if (causedBy.length === 0) return [];
    const obstructionSign = obstructedFrom === null ? null : counted(obstructedFrom);
    const obstructedBy = obstructionSign === null ? [] : inSign(obstructionSign);
    return [{ kind, house, sign, causedBy, obstructionHouse: obstructedFrom, obstructionSign, obstructedBy, obstructed: obstructionSign !== null && obstructedBy.length >= causedBy.length }];
  });
}

/** The twelve houses counted from the lagna, each with its sign and the argalas on it (index 0 = the 1st house). */
export function houseArgalas(placements: Placements): { readonly sign: SignNumber; readonly argalas: Argala[] }[] {
  const lagna = signOfLongitude(placements.lagnaLongitude);
  return Array.from({ length: 12 }, (_, index) => {
    const sign = signCounted(lagna, index + 1);
    return { sign, argalas: argalasOn(placements, sign) };
  });
}

/** The argalas on each graha (on its sign; on Ketu counted backwards), Sun … Ketu. */
export function grahaArgalas(placements: Placements): Record<GrahaId, Argala[]> {
  return Object.fromEntries(
    GRAHA_IDS.map((graha) => [graha, argalasOn(placements, signOfLongitude(placements.grahas[graha].longitude), graha === 'ketu')]),
  ) as Record<GrahaId, Argala[]>;
}
