/**
 * The Kalachakra dasha's wheel: the years of each sign, the four groups of nakshatras (two savya, read
 * zodiacally, two apasavya, read against the zodiac) and, for each of the four padas of a star of a group, the
 * nine signs whose dashas make the pada's cycle; a cycle's years are its paramayush (100, 85, 83 or 86).
 *
 * Source: Brihat Parashara Hora Shastra ch. 46 (the Kalachakra verses) as P.V.R. Narasimha Rao, "Vedic Astrology:
 * An Integrated Approach" (Sagar, 2000), ch. 24, tabulates them, in the form PyJHora 4.8.5 `const.py` records them
 * (`kalachakra_dhasa_duration`, `savya_stars_*`, `apasavya_stars_*` and their `*_rasis`). The paramayush of each
 * pada is the sum of its nine signs' years (checked in test/astro/dasha/jaimini-more-dashas.test.ts). The cycles
 * agree sign for sign with Narasimha Rao's Tables 44–47. His Tables 44–45 leave out Uttara Bhadrapada, which his
 * Table 42 puts in the savya group; the record here puts it, with Revati, in savya-2, as PyJHora does (other
 * accounts, e.g. Sanjay Rath's "Kalachakra dasa" (SJC, 2005), put Uttara Bhadrapada in savya-2 and Revati in
 * savya-1, the pattern of the other savya triplets).
 *
 * Nakshatra numbers 1 = Ashwini … 27 = Revati; signs 1 = Aries … 12 = Pisces.
 */
import type { SignNumber } from './signs.ts';

/** Years of a Kalachakra dasha of each sign, index = sign − 1 (Aries 7 … Pisces 10). */
export const KALACHAKRA_SIGN_YEARS = [7, 16, 9, 21, 5, 9, 16, 7, 10, 4, 4, 10] as const;

/** One group of stars and the cycles of its four padas. */
export interface KalachakraGroup {
  readonly id: 'savya-1' | 'savya-2' | 'apasavya-1' | 'apasavya-2';
  /** Savya: the cycles run with the zodiac (deha the first sign, jeeva the last); apasavya: against it. */
  readonly direction: 'savya' | 'apasavya';
  /** The stars of the group, 1 = Ashwini … 27 = Revati. */
  readonly nakshatras: readonly number[];
  /**
   * The group whose 1st pada's nine signs come after the 4th pada's nine of this group's stars (Narasimha Rao
   * ch. 24, rule (4) of the procedure): savya-1 and savya-2 follow each other, as apasavya-1 and apasavya-2 do;
   * the same as going on round Table 43's sequence of 24 signs of the group's direction.
   */
  readonly followedBy: 'savya-1' | 'savya-2' | 'apasavya-1' | 'apasavya-2';
  /** The nine dasha signs of padas 1–4 of a star of the group. */
  readonly cycles: readonly [readonly SignNumber[], readonly SignNumber[], readonly SignNumber[], readonly SignNumber[]];
}

export const KALACHAKRA_GROUPS = [
  {
    id: 'savya-1', direction: 'savya', followedBy: 'savya-2', nakshatras: [1, 3, 7, 9, 13, 15, 19, 21, 25],
    cycles: [[1, 2, 3, 4, 5, 6, 7, 8, 9], [10, 11, 12, 8, 7, 6, 4, 5, 3], [2, 1, 12, 11, 10, 9, 1, 2, 3], [4, 5, 6, 7, 8, 9, 10, 11, 12]],
  },
  {
    id: 'savya-2', direction: 'savya', followedBy: 'savya-1', nakshatras: [2, 8, 14, 20, 26, 27],
    cycles: [[8, 7, 6, 4, 5, 3, 2, 1, 12], [11, 10, 9, 1, 2, 3, 4, 5, 6], [7, 8, 9, 10, 11, 12, 8, 7, 6], [4, 5, 3, 2, 1, 12, 11, 10, 9]],
  },
  {
    id: 'apasavya-1', direction: 'apasavya', followedBy: 'apasavya-2', nakshatras: [4, 10, 16, 22],
    cycles: [[9, 10, 11, 12, 1, 2, 3, 5, 4], [6, 7, 8, 12, 11, 10, 9, 8, 7], [6, 5, 4, 3, 2, 1, 9, 10, 11], [12, 1, 2, 3, 5, 4, 6, 7, 8]],
  },
  {
    id: 'apasavya-2', direction: 'apasavya', followedBy: 'apasavya-1', nakshatras: [5, 6, 11, 12, 17, 18, 23, 24],
    cycles: [[12, 11, 10, 9, 8, 7, 6, 5, 4], [3, 2, 1, 9, 10, 11, 12, 1, 2], [3, 5, 4, 6, 7, 8, 12, 11, 10], [9, 8, 7, 6, 5, 4, 3, 2, 1]],
  },
] as const satisfies readonly KalachakraGroup[];

/** The group of a star, 1 = Ashwini … 27 = Revati. */
export function kalachakraGroupOf(nakshatra: number): KalachakraGroup {
  return KALACHAKRA_GROUPS.find((group) => (group.nakshatras as readonly number[]).includes(nakshatra)) as KalachakraGroup;
}

/** The group of an id. */
export function kalachakraGroupById(id: KalachakraGroup['id']): KalachakraGroup {
  return KALACHAKRA_GROUPS.find((group) => group.id === id) as KalachakraGroup;
}
