/**
 * Tara bala and chandra bala: how a moment's Moon stands to a person's birth Moon. Both are counted inclusively
 * (the birth star or sign itself is the first).
 *
 * - Tara bala: count the nakshatras from the birth star to the moment's star (1–27) and take the remainder
 *   modulo 9 (0 read as 9): the tara of data/ashtakoot.ts `TARAS`. Vipat (3), Pratyari (5) and Vadha, also
 *   called Naidhana (7), are unfavourable; the other six favourable (the tara koota's rule, Muhurta Chintamani
 *   ch. 6, as in every almanac).
 * - Chandra bala: count the signs from the birth Moon sign to the moment's Moon sign (1–12). The 1st, 3rd, 6th,
 *   7th, 10th and 11th are favourable in either paksha; the 2nd, 5th and 9th are favourable in the Shukla paksha
 *   only (the waxing Moon), unfavourable in the Krishna paksha; the 4th, 8th (chandrashtama) and 12th are
 *   unfavourable ("janma-anala-ritu-sapta-dashama-ekadashe shubhah … dvi-nava-panchame [shukle]", quoted at
 *   https://subbaraonidumolu.blogspot.com/2024/03/blog-post_64.html and https://www.teluguone.com/toneastrology/astrologysingle.php?pcat=466&catid=494).
 *   The same verse, as those pages read it, also admits the 4th, 8th and 12th in the Krishna paksha; that reading
 *   is not followed: the 8th (chandrashtama) is avoided for beginnings by every almanac read.
 */
import { type Tara, TARAS } from '../../data/ashtakoot.ts';
import { starsCounted } from '../../data/nakshatras.ts';
import type { Paksha } from '../../data/tithis.ts';

/** Chandra bala positions favourable in either paksha. */
const ALWAYS_FAVOURABLE_POSITIONS: readonly number[] = [1, 3, 6, 7, 10, 11];
/** Positions favourable in the Shukla paksha only. */
const SHUKLA_ONLY_POSITIONS: readonly number[] = [2, 5, 9];

/** Tara bala of a moment for a birth star. */
export interface TaraBala {
  /** Nakshatras from the birth star to the moment's, inclusive, 1–27 (1 = the birth star itself). */
  readonly count: number;
  /** The tara, `number` 1–9 (the count modulo 9, 0 read as 9). */
  readonly tara: Tara;
  readonly favourable: boolean;
}

/**
 * The tara bala of the Moon's star `nakshatra` for a person born with the Moon in `birthNakshatra`.
 * @param birthNakshatra 1 = Ashwini … 27 = Revati
 * @param nakshatra the moment's Moon star, 1–27
 */
export function taraBala(birthNakshatra: number, nakshatra: number): TaraBala {
  const count = starsCounted(birthNakshatra, nakshatra);
  const tara = TARAS[(count - 1) % 9] as Tara;
  return { count, tara, favourable: tara.auspicious };
}

/** Chandra bala of a moment for a birth Moon sign. */
export interface ChandraBala {
  /** Signs from the birth Moon sign to the moment's, inclusive, 1–12 (1 = the birth sign itself). */
  readonly position: number;
  readonly favourable: boolean;
}

/**
 * The chandra bala of the Moon in `moonSign` for a person born with the Moon in `birthMoonSign`, in `paksha`.
 * @param birthMoonSign 1 = Aries … 12 = Pisces (sidereal)
 * @param moonSign the moment's sidereal Moon sign, 1–12
 * @param paksha of the moment's tithi (Shukla for tithis 1–15)
 */
export function chandraBala(birthMoonSign: number, moonSign: number, paksha: Paksha): ChandraBala {
  const position = ((moonSign - birthMoonSign + 12) % 12) + 1;
  const favourable = ALWAYS_FAVOURABLE_POSITIONS.includes(position)
    || (paksha === 'shukla' && SHUKLA_ONLY_POSITIONS.includes(position));
  return { position, favourable };
}
