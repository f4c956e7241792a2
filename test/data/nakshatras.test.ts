import { describe, expect, it } from 'vitest';
import { VIMSHOTTARI_ORDER } from '../../data/grahas.ts';
import {
  ABHIJIT, NAKSHATRAS, NAKSHATRA_SPAN_DEG, STARS_28, mukhaOfNakshatra, nakshatraAtLongitude, nakshatraByNumber,
  natureOfNakshatra, starOf28AtLongitude,
} from '../../data/nakshatras.ts';

const countBy = (values: readonly string[]): Record<string, number> =>
  values.reduce<Record<string, number>>((acc, value) => ({ ...acc, [value]: (acc[value] ?? 0) + 1 }), {});

describe('nakshatras table', () => {
  it('has 27 nakshatras numbered 1–27 with the brief spellings', () => {
    expect(NAKSHATRAS.map((n) => n.number)).toEqual(Array.from({ length: 27 }, (_, i) => i + 1));
    expect(NAKSHATRAS.map((n) => n.en)).toEqual(['Ashwini', 'Bharani', 'Krittika', 'Rohini', 'Mrigashira', 'Ardra',
      'Punarvasu', 'Pushya', 'Ashlesha', 'Magha', 'Purva Phalguni', 'Uttara Phalguni', 'Hasta', 'Chitra', 'Swati',
      'Vishakha', 'Anuradha', 'Jyeshtha', 'Mula', 'Purva Ashadha', 'Uttara Ashadha', 'Shravana', 'Dhanishta',
      'Shatabhisha', 'Purva Bhadrapada', 'Uttara Bhadrapada', 'Revati']);
    expect(new Set(NAKSHATRAS.map((n) => n.id)).size).toBe(27);
  });

  it('assigns Vimshottari lords in the Ketu … Mercury cycle three times', () => {
    NAKSHATRAS.forEach((n, index) => expect(n.lord).toBe(VIMSHOTTARI_ORDER[index % 9]));
  });

  it('has nine stars of each gana, nadi and mukha, and nadis in the Adi-Madhya-Antya zigzag', () => {
    for (const key of ['gana', 'nadi', 'mukha'] as const) {
      expect(Object.values(countBy(NAKSHATRAS.map((n) => n[key])))).toEqual([9, 9, 9]);
    }
    const zigzag = ['Adi', 'Madhya', 'Antya', 'Antya', 'Madhya', 'Adi'];
    NAKSHATRAS.forEach((n, index) => expect(n.nadi).toBe(zigzag[index % 6]));
  });

  it('pairs yoni animals male and female, Mongoose alone (its mate is Abhijit)', () => {
    const byAnimal = new Map<string, string[]>();
    for (const n of NAKSHATRAS) byAnimal.set(n.yoni.animal, [...(byAnimal.get(n.yoni.animal) ?? []), n.yoni.sex]);
    expect(byAnimal.size).toBe(14);
    for (const [animal, sexes] of byAnimal) {
      if (animal === 'Mongoose') expect(sexes).toEqual(['male']);
      else expect(sexes.sort()).toEqual(['female', 'male']);
    }
  });

  it('has the seven natures in the classical counts, with spec quality wording', () => {
    expect(countBy(NAKSHATRAS.map((n) => natureOfNakshatra(n).quality.en))).toEqual({
      Swift: 3, Fierce: 5, Mixed: 2, Fixed: 4, Tender: 4, Sharp: 4, Movable: 5,
    });
    expect(natureOfNakshatra(NAKSHATRAS[2]).quality.en).toBe('Mixed');
    expect(mukhaOfNakshatra(NAKSHATRAS[3]).en).toBe('Upward');
  });

  it('finds nakshatras by number and by sidereal longitude at the 13°20′ boundaries', () => {
    expect(nakshatraByNumber(22)?.en).toBe('Shravana');
    expect(nakshatraByNumber(28)).toBeNull();
    expect(nakshatraAtLongitude(0).en).toBe('Ashwini');
    expect(nakshatraAtLongitude(NAKSHATRA_SPAN_DEG - 1e-9).en).toBe('Ashwini');
    expect(nakshatraAtLongitude(NAKSHATRA_SPAN_DEG).en).toBe('Bharani');
    expect(nakshatraAtLongitude(359.999).en).toBe('Revati');
    expect(nakshatraAtLongitude(-1).en).toBe('Revati');
  });

  it('inserts Abhijit after Uttara Ashadha in the 28-star list and over 276°40′–280°53′20″', () => {
    expect(STARS_28).toHaveLength(28);
    expect(STARS_28[20]).toBe('uttara-ashadha');
    expect(STARS_28[21]).toBe('abhijit');
    expect(STARS_28[22]).toBe('shravana');
    expect(starOf28AtLongitude(276.6)).toBe('uttara-ashadha');
    expect(starOf28AtLongitude(ABHIJIT.startDeg)).toBe('abhijit');
    expect(starOf28AtLongitude(280)).toBe('abhijit');
    expect(starOf28AtLongitude(ABHIJIT.endDeg)).toBe('shravana');
    expect(ABHIJIT.endDeg - ABHIJIT.startDeg).toBeCloseTo(NAKSHATRA_SPAN_DEG / 4 + NAKSHATRA_SPAN_DEG / 15, 12);
  });
});
