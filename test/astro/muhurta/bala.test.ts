/**
 * Tara bala and chandra bala (astro/muhurta/bala.ts): hand-counted cases and properties of the counts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chandraBala, taraBala } from '../../../astro/muhurta/bala.ts';

describe('taraBala', () => {
  it('counts the birth star itself as the first tara, Janma', () => {
    expect(taraBala(4, 4)).toMatchObject({ count: 1, tara: { number: 1, id: 'janma' }, favourable: true });
  });

  it('finds Vipat, Pratyari and Vadha (Naidhana) unfavourable', () => {
    // Birth in Rohini (4): Ardra (6) is the 3rd star, Pushya (8) the 5th, Magha (10) the 7th.
    expect(taraBala(4, 6)).toMatchObject({ count: 3, tara: { id: 'vipat' }, favourable: false });
    expect(taraBala(4, 8)).toMatchObject({ count: 5, tara: { id: 'pratyari' }, favourable: false });
    expect(taraBala(4, 10)).toMatchObject({ count: 7, tara: { id: 'vadha' }, favourable: false });
    // The 12th star (Hasta, 13) is the 3rd of the second round: Vipat again.
    expect(taraBala(4, 15)).toMatchObject({ count: 12, tara: { id: 'vipat' } });
  });

  it('counts round the end of the list (Revati to Ashwini)', () => {
    // Birth in Revati (27): Ashwini (1) is the 2nd star, Sampat; Bharani the 3rd, Vipat.
    expect(taraBala(27, 1)).toMatchObject({ count: 2, tara: { id: 'sampat' }, favourable: true });
    expect(taraBala(27, 2)).toMatchObject({ count: 3, favourable: false });
  });

  it('gives the count modulo 9 as the tara for every pair of stars', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 27 }), fc.integer({ min: 1, max: 27 }), (birth, star) => {
      const { count, tara, favourable } = taraBala(birth, star);
      expect(count).toBeGreaterThanOrEqual(1);
      expect(count).toBeLessThanOrEqual(27);
      expect((birth + count - 2) % 27 + 1).toBe(star);
      expect(tara.number).toBe(((count - 1) % 9) + 1);
      expect(favourable).toBe(![3, 5, 7].includes(tara.number));
    }));
  });
});

describe('chandraBala', () => {
  it('favours the 1st, 3rd, 6th, 7th, 10th and 11th sign in either paksha', () => {
    for (const position of [1, 3, 6, 7, 10, 11]) {
      const moonSign = ((2 + position - 2) % 12) + 1; // birth Moon in Taurus (2)
      expect(chandraBala(2, moonSign, 'shukla')).toEqual({ position, favourable: true });
      expect(chandraBala(2, moonSign, 'krishna')).toEqual({ position, favourable: true });
    }
  });

  it('favours the 2nd, 5th and 9th in the Shukla paksha only', () => {
    // Birth Moon in Pisces (12): Aries is the 2nd, Cancer the 5th, Scorpio the 9th.
    expect(chandraBala(12, 1, 'shukla')).toEqual({ position: 2, favourable: true });
    expect(chandraBala(12, 1, 'krishna')).toEqual({ position: 2, favourable: false });
    expect(chandraBala(12, 4, 'shukla')).toEqual({ position: 5, favourable: true });
    expect(chandraBala(12, 8, 'krishna')).toEqual({ position: 9, favourable: false });
  });

  it('never favours the 4th, the 8th (chandrashtama) or the 12th', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 12 }), fc.constantFrom(4, 8, 12), fc.constantFrom('shukla' as const, 'krishna' as const),
      (birth, position, paksha) => {
        const moonSign = ((birth + position - 2) % 12) + 1;
        expect(chandraBala(birth, moonSign, paksha)).toEqual({ position, favourable: false });
      }));
  });
});
