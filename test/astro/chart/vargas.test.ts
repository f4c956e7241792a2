import { describe, expect, it } from 'vitest';
import { CLASSICAL_VARGA_DIVISIONS, VARGAS, VARGA_DIVISIONS, type VargaDivision, type VargaMethodId, vargaMethods } from '../../../data/vargas.ts';
import { VargaMethodError, nadiamshaNumber, vargaChart, vargaPlacements, vargaSign } from '../../../astro/chart/vargas.ts';
import type { Placements } from '../../../astro/chart/placement.ts';

/** Sidereal longitude of `degree` in sign `sign` (1 = Aries). */
const at = (sign: number, degree: number) => (sign - 1) * 30 + degree;
const dms = (d: number, m: number, s = 0) => d + m / 60 + s / 3600;

/** Expect sign and degree (to 1e-9°) of a longitude in a D-chart. */
function expectVarga(longitude: number, division: VargaDivision, sign: number, degree: number, method: VargaMethodId = 'parashara') {
  const result = vargaSign(longitude, division, method);
  expect(result.sign, `D${division} ${method} of ${longitude}`).toBe(sign);
  expect(result.degree).toBeCloseTo(degree, 9);
}

describe('data/vargas.ts', () => {
  it('offers twenty-four divisions with unique D-numbers and a source each; `all` is the twenty up to D60', () => {
    expect(VARGA_DIVISIONS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 16, 20, 24, 27, 30, 40, 45, 60, 81, 108, 144, 150]);
    expect(CLASSICAL_VARGA_DIVISIONS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 16, 20, 24, 27, 30, 40, 45, 60]);
    for (const varga of VARGAS) {
      expect(varga.source.length).toBeGreaterThan(10);
      expect(varga.ruleText.en.length).toBeGreaterThan(10);
    }
  });

  it('names the methods of each varga, the record\'s own rule (parashara) first, each with words and a source', () => {
    const ids = (division: VargaDivision) => vargaMethods(division).map((method) => method.id);
    expect(ids(2)).toEqual(['parashara', 'parivritti', 'parivritti-even-reverse', 'somanatha', 'kashinatha']);
    expect(ids(3)).toEqual(['parashara', 'parivritti', 'parivritti-even-reverse', 'somanatha', 'jagannatha']);
    expect(ids(30)).toEqual(['parashara', 'parivritti', 'parivritti-even-reverse', 'somanatha', 'shashtyamsha-like']);
    expect(ids(81)).toEqual(['parashara', 'parivritti-even-reverse', 'somanatha']);
    expect(ids(108)).toEqual(['parashara', 'parivritti', 'parivritti-even-reverse', 'somanatha']);
    expect(ids(150)).toEqual(['parashara', 'parivritti', 'chandra-kala-nadi']);
    expect(ids(9)).toEqual(['parashara']);
    for (const division of VARGA_DIVISIONS) {
      for (const method of vargaMethods(division)) {
        expect(method.source.length, `D${division} ${method.id}`).toBeGreaterThan(10);
        expect(method.ruleText.hi?.length, `D${division} ${method.id}`).toBeGreaterThan(5);
      }
    }
  });
});

describe('vargaSign — hand-worked longitudes', () => {
  it('D1 is the sign itself', () => {
    expectVarga(at(7, 12.5), 1, 7, 12.5);
  });

  it('D2 hora: Sun (Leo) then Moon (Cancer) in odd signs, the reverse in even signs', () => {
    expectVarga(at(1, 0), 2, 5, 0);
    expectVarga(at(1, 14.999), 2, 5, 29.998);
    expectVarga(at(1, 15), 2, 4, 0);
    expectVarga(at(2, 10), 2, 4, 20);
    expectVarga(at(2, 20), 2, 5, 10);
  });

  it('D3 drekkana 1-5-9', () => {
    expectVarga(at(1, 5), 3, 1, 15);
    expectVarga(at(1, 10), 3, 5, 0);
    expectVarga(at(1, 25), 3, 9, 15);
    // Pisces 29°: third drekkana = 9th from Pisces = Scorpio, 19/10 of the part → 27°.
    expectVarga(at(12, 29), 3, 8, 27);
  });

  it('D4: sign, 4th, 7th, 10th', () => {
    expectVarga(at(2, 8), 4, 5, 8 * 4 - 30);
    expectVarga(at(2, 29), 4, 11, (29 - 22.5) * 4);
  });

  it('D5 panchamsha tables', () => {
    // Odd sign Gemini: 6°–12° is the 2nd part → Aquarius; 8° is 1/3 of it → 10°.
    expectVarga(at(3, 8), 5, 11, 10);
    // Even sign Pisces 25.9057°: 5th part → Scorpio at (25.9057 − 24) × 5.
    expectVarga(at(12, 25.9057), 5, 8, 1.9057 * 5);
  });

  it('D6: from Aries in odd signs, from Libra in even signs', () => {
    expectVarga(at(5, 12), 6, 3, 12 * 6 - 60);
    expectVarga(at(6, 12), 6, 9, 12);
  });

  it('D7: odd from the sign, even from its 7th', () => {
    expectVarga(at(1, 0), 7, 1, 0);
    expectVarga(at(2, 0), 7, 8, 0);
    expectVarga(at(2, 29.99), 7, 2, 29.99 * 7 - 180);
  });

  it('D8: movable from Aries, fixed from Sagittarius, dual from Leo', () => {
    expectVarga(at(4, 4), 8, 2, 4 * 8 - 30);
    expectVarga(at(5, 0), 8, 9, 0);
    expectVarga(at(12, 29), 8, 12, 29 * 8 - 210);
  });

  describe('D9 navamsha', () => {
    it('0°, 3°20′ and 29°59′ of odd and even signs', () => {
      // Aries (movable, odd): from Aries.
      expectVarga(at(1, 0), 9, 1, 0);
      expectVarga(at(1, dms(3, 20)), 9, 2, 0);
      expectVarga(at(1, dms(29, 59)), 9, 9, dms(29, 59) * 9 - 240);
      // Taurus (fixed, even): from its 9th = Capricorn.
      expectVarga(at(2, 0), 9, 10, 0);
      expectVarga(at(2, dms(3, 20)), 9, 11, 0);
      expectVarga(at(2, dms(29, 59)), 9, 6, dms(29, 59) * 9 - 240);
      // Gemini (dual, odd): from its 5th = Libra.
      expectVarga(at(3, 0), 9, 7, 0);
      expectVarga(at(3, dms(29, 59)), 9, 3, dms(29, 59) * 9 - 240);
      // Cancer (movable, even): from Cancer; Pisces (dual, even): from Cancer too.
      expectVarga(at(4, dms(3, 19, 59)), 9, 4, 29.9975);
      expectVarga(at(12, 0), 9, 4, 0);
      expectVarga(at(12, dms(29, 59)), 9, 12, dms(29, 59) * 9 - 240);
    });

    it('is vargottama in the middle navamsha of fixed signs and the first of movable signs', () => {
      expectVarga(at(5, 15), 9, 5, 15);
      expectVarga(at(7, 1), 9, 7, 9);
    });

    it('wraps longitudes outside [0, 360)', () => {
      expect(vargaSign(-0.5, 9)).toEqual(vargaSign(359.5, 9));
      expect(vargaSign(360 + at(3, 1), 9).sign).toBe(7);
    });
  });

  it('D10: odd from the sign, even from its 9th', () => {
    expectVarga(at(3, 4), 10, 4, 10);
    expectVarga(at(4, 4), 10, 1, 10);
  });

  it('D11: Aries → Aries, Taurus → Pisces, Gemini → Aquarius for the first part', () => {
    expectVarga(at(1, 1), 11, 1, 11);
    expectVarga(at(2, 1), 11, 12, 11);
    expectVarga(at(3, 1), 11, 11, 11);
    expectVarga(at(2, 29), 11, 10, 29 * 11 - 300);
  });

  it('D12 from the sign itself', () => {
    expectVarga(at(11, 29.5), 12, 10, 29.5 * 12 - 330);
  });

  it('D16, D20, D45 by modality', () => {
    expectVarga(at(5, 2), 16, 6, 2 * 16 - 30);
    expectVarga(at(3, 2), 20, 6, 2 * 20 - 30);
    expectVarga(at(9, 0.7), 45, 10, 0.7 * 45 - 30);
  });

  it('D24: odd from Leo, even from Cancer', () => {
    expectVarga(at(1, 0), 24, 5, 0);
    expectVarga(at(2, 29.9), 24, 3, 29.9 * 24 - 690);
  });

  it('D27 by element', () => {
    expectVarga(at(2, 0), 27, 4, 0);
    expectVarga(at(8, 1.2), 27, 11, 1.2 * 27 - 30);
  });

  describe('D30 trimshamsha (unequal parts)', () => {
    it('boundaries of odd signs: 5, 10, 18, 25', () => {
      expectVarga(at(1, 0), 30, 1, 0);
      expectVarga(at(1, 4.999999), 30, 1, 4.999999 * 6);
      expectVarga(at(1, 5), 30, 11, 0);
      expectVarga(at(1, 7.5), 30, 11, 15);
      expectVarga(at(1, 10), 30, 9, 0);
      expectVarga(at(1, 14), 30, 9, 15);
      expectVarga(at(1, 18), 30, 3, 0);
      expectVarga(at(1, 25), 30, 7, 0);
      expectVarga(at(1, 29.9), 30, 7, 29.4);
    });

    it('boundaries of even signs: 5, 12, 20, 25', () => {
      expectVarga(at(2, 0), 30, 2, 0);
      expectVarga(at(2, 5), 30, 6, 0);
      expectVarga(at(2, 11.999999), 30, 6, (6.999999 / 7) * 30);
      expectVarga(at(2, 12), 30, 12, 0);
      expectVarga(at(2, 16), 30, 12, 15);
      expectVarga(at(2, 20), 30, 10, 0);
      expectVarga(at(2, 25), 30, 8, 0);
      expectVarga(at(12, 29.99), 30, 8, 29.94);
    });
  });

  it('D40: odd from Aries, even from Libra', () => {
    expectVarga(at(1, 0.8), 40, 2, 0.8 * 40 - 30);
    expectVarga(at(2, 0.1), 40, 7, 4);
  });

  it('D60 from the sign itself', () => {
    expectVarga(at(1, 0.4), 60, 1, 24);
    expectVarga(at(6, 29.9), 60, 5, 29.9 * 60 - 1770);
  });

  it('degrees stay inside [0, 30) for every division, every method and every 7 arcminutes of a sign pair', () => {
    for (const division of VARGA_DIVISIONS) {
      for (const method of vargaMethods(division)) {
        const outside: string[] = [];
        for (let minute = 0; minute < 60 * 60; minute += 7) {
          const { sign, degree } = vargaSign(minute / 60, division, method.id);
          if (!(sign >= 1 && sign <= 12 && degree >= 0 && degree < 30)) outside.push(`${minute}′: ${sign} ${degree}`);
        }
        expect(outside, `D${division} ${method.id}`).toEqual([]);
      }
    }
  });

  it('a method the varga does not have is an error naming both', () => {
    expect(() => vargaSign(10, 9, 'parivritti')).toThrow(VargaMethodError);
    expect(() => vargaSign(10, 2, 'jagannatha')).toThrow('D2 has no method jagannatha');
  });
});

describe('vargaSign — the vargas beyond D60, at part boundaries', () => {
  const PART_81 = 30 / 81;
  it('D81 counts like the navamsha: from the sign, its 9th, its 5th, and is the navamsha of the navamsha', () => {
    expectVarga(at(1, 0), 81, 1, 0);
    expectVarga(at(1, PART_81), 81, 2, 0);
    expectVarga(at(1, PART_81 * 1.5), 81, 2, 15);
    expectVarga(at(2, 0), 81, 10, 0);
    expectVarga(at(3, 0), 81, 7, 0);
    // Aries 29°59′: part 80 = the 81st sign from Aries = Sagittarius.
    expectVarga(at(1, dms(29, 59)), 81, 9, dms(29, 59) * 81 - 80 * 30);
    for (let minute = 0; minute < 360 * 60; minute += 37) {
      const d9 = vargaSign(minute / 60, 9);
      expect(vargaSign(minute / 60, 81).sign).toBe(vargaSign((d9.sign - 1) * 30 + d9.degree, 9).sign);
    }
  });

  it('D108 is the dwadashamsha of the navamsha', () => {
    expectVarga(at(1, 0), 108, 1, 0);
    // Aries 16′40″: navamsha Aries 2°30′, whose dwadashamsha is Taurus 0°.
    expectVarga(at(1, dms(0, 16, 40)), 108, 2, 0);
    expectVarga(at(1, dms(3, 20)), 108, 2, 0);
    expectVarga(at(2, 0), 108, 10, 0);
    // Leo 29.99°: navamsha Sagittarius 29.91° (from Aries, 9th part), its 12th dwadashamsha Scorpio 28.92°.
    expectVarga(at(5, 29.99), 108, 8, 29.91 * 12 - 330);
  });

  it('D144 is the dwadashamsha of the dwadashamsha', () => {
    expectVarga(at(1, 0), 144, 1, 0);
    expectVarga(at(1, dms(0, 12, 30)), 144, 2, 0);
    expectVarga(at(1, 2.5), 144, 2, 0);
    // Gemini 29.99°: dwadashamsha Taurus 29.88°, its 12th part Aries 28.56°.
    expectVarga(at(3, 29.99), 144, 1, 29.88 * 12 - 330);
  });

  it('D150 counts parts of 12′ from the sign; nadiamshas run forward in movable, backward in fixed, from the 76th in dual signs', () => {
    expectVarga(at(1, 0), 150, 1, 0);
    expectVarga(at(1, 0.2), 150, 2, 0);
    expectVarga(at(1, 0.3), 150, 2, 15);
    expectVarga(at(2, 0), 150, 2, 0);
    // Pisces 29.9°: part 149, the 150th sign from Pisces = Leo.
    expectVarga(at(12, 29.9), 150, 5, 15);
    expect(nadiamshaNumber(at(1, 0))).toBe(1);
    expect(nadiamshaNumber(at(1, 0.2))).toBe(2);
    expect(nadiamshaNumber(at(1, 29.9))).toBe(150);
    expect(nadiamshaNumber(at(2, 0))).toBe(150);
    expect(nadiamshaNumber(at(2, 0.2))).toBe(149);
    expect(nadiamshaNumber(at(2, 29.9))).toBe(1);
    expect(nadiamshaNumber(at(3, 0))).toBe(76);
    expect(nadiamshaNumber(at(3, 14.9))).toBe(150);
    expect(nadiamshaNumber(at(3, 15))).toBe(1);
    expect(nadiamshaNumber(at(12, 29.9))).toBe(75);
  });

  it('D150 by the Chandra Kala Nadi: 150 unequal parts whose boundaries are those of the sixteen vargas', () => {
    // The first boundaries: 0, 30′ (D60), 40′ (D45), 45′ (D40), 1° (D30), 1°6′40″ (D27).
    expectVarga(at(1, 0.25), 150, 1, 15, 'chandra-kala-nadi');
    expectVarga(at(1, 0.6), 150, 2, (0.1 / (2 / 3 - 0.5)) * 30, 'chandra-kala-nadi');
    expectVarga(at(1, 2 / 3), 150, 3, 0, 'chandra-kala-nadi');
    expectVarga(at(1, 0.75), 150, 4, 0, 'chandra-kala-nadi');
    expectVarga(at(1, 1), 150, 5, 0, 'chandra-kala-nadi');
    // The last part, from 29°30′ (D60), is the 150th: the 150th sign from Aries is Cancer... counted: 150 = 12 × 12 + 6.
    expectVarga(at(1, 29.75), 150, 6, 15, 'chandra-kala-nadi');
    expect(nadiamshaNumber(at(1, 29.75), 'chandra-kala-nadi')).toBe(150);
    expect(nadiamshaNumber(at(1, 0.6), 'chandra-kala-nadi')).toBe(2);
  });
});

describe('vargaSign — alternative methods, at part boundaries', () => {
  it('D2 parivritti: the 24 horas run Aries, Taurus … twice round', () => {
    expectVarga(at(1, 0), 2, 1, 0, 'parivritti');
    expectVarga(at(1, 15), 2, 2, 0, 'parivritti');
    expectVarga(at(2, 0), 2, 3, 0, 'parivritti');
    expectVarga(at(6, 20), 2, 12, 10, 'parivritti');
    expectVarga(at(7, 0), 2, 1, 0, 'parivritti');
  });

  it('D2 parivritti with even signs reversed, Somanatha and Kashinatha', () => {
    expectVarga(at(2, 0), 2, 4, 0, 'parivritti-even-reverse');
    expectVarga(at(2, 15), 2, 3, 0, 'parivritti-even-reverse');
    expectVarga(at(3, 0), 2, 5, 0, 'parivritti-even-reverse');
    expectVarga(at(2, 0), 2, 12, 0, 'somanatha');
    expectVarga(at(2, 15), 2, 11, 0, 'somanatha');
    expectVarga(at(3, 14.999), 2, 3, 29.998, 'somanatha');
    expectVarga(at(4, 0), 2, 10, 0, 'somanatha');
    expectVarga(at(1, 0), 2, 8, 0, 'kashinatha');
    expectVarga(at(1, 15), 2, 1, 0, 'kashinatha');
    expectVarga(at(2, 0), 2, 2, 0, 'kashinatha');
    expectVarga(at(4, 0), 2, 4, 0, 'kashinatha');
    expectVarga(at(4, 15), 2, 5, 0, 'kashinatha');
    expectVarga(at(5, 15), 2, 4, 0, 'kashinatha');
  });

  it('D3 by Jagannatha (trine from its movable sign), parivritti, even reverse and Somanatha', () => {
    expectVarga(at(2, 0), 3, 10, 0, 'jagannatha');
    expectVarga(at(2, 10), 3, 2, 0, 'jagannatha');
    expectVarga(at(2, 20), 3, 6, 0, 'jagannatha');
    expectVarga(at(8, 25), 3, 12, 15, 'jagannatha');
    expectVarga(at(3, 0), 3, 7, 0, 'parivritti');
    expectVarga(at(12, 20), 3, 12, 0, 'parivritti');
    expectVarga(at(2, 0), 3, 6, 0, 'parivritti-even-reverse');
    expectVarga(at(2, 20), 3, 4, 0, 'parivritti-even-reverse');
    expectVarga(at(2, 0), 3, 12, 0, 'somanatha');
    expectVarga(at(3, 0), 3, 4, 0, 'somanatha');
    expectVarga(at(4, 0), 3, 9, 0, 'somanatha');
  });

  it('D30 parivritti (parts of 1° round the zodiac) and the shashtyamsha-like equal trimshamsha', () => {
    expectVarga(at(2, 0), 30, 7, 0, 'parivritti');
    expectVarga(at(2, 29.5), 30, 12, 15, 'parivritti');
    expectVarga(at(1, 5), 30, 6, 0, 'parivritti');
    expectVarga(at(5, 7.5), 30, 12, 15, 'shashtyamsha-like');
    expectVarga(at(1, 0.999999), 30, 1, 29.99997, 'shashtyamsha-like');
    expectVarga(at(2, 29.5), 30, 7, 15, 'parivritti-even-reverse');
    expectVarga(at(2, 0), 30, 12, 0, 'somanatha');
  });
});

describe('vargaChart', () => {
  const chart: Placements = {
    lagnaLongitude: at(7, 4.39),
    grahas: {
      sun: { longitude: at(6, 16.89), speedDegPerDay: 0.98, latitude: 0 },
      moon: { longitude: at(4, 27.93), speedDegPerDay: 13, latitude: 1 },
      mars: { longitude: at(7, 26.37), speedDegPerDay: 0.6, latitude: 0 },
      mercury: { longitude: at(7, 11.74), speedDegPerDay: 1.2, latitude: 0 },
      jupiter: { longitude: at(1, 28.14), speedDegPerDay: -0.1, latitude: 0 },
      venus: { longitude: at(7, 24.4), speedDegPerDay: 1.2, latitude: 0 },
      saturn: { longitude: at(8, 20.33), speedDegPerDay: 0.05, latitude: 0 },
      rahu: { longitude: at(4, 12.15), speedDegPerDay: -0.05, latitude: 0 },
      ketu: { longitude: at(10, 12.15), speedDegPerDay: -0.05, latitude: 0 },
    },
  };

  it('gives signs, degrees and houses from the varga lagna', () => {
    const d9 = vargaChart(chart, 9);
    // Libra 4.39°: 2nd navamsha of Libra (from Libra) = Scorpio.
    expect(d9.lagna.sign).toBe(8);
    expect(d9.grahas.moon.sign).toBe(12);
    expect(d9.grahas.moon.house).toBe(5);
    expect(d9.grahas.sun.sign).toBe(3);
    expect(d9.grahas.sun.house).toBe(8);
    expect(d9.name).toBe('Navamsha');
  });

  it('vargaPlacements puts each body at the start of its varga sign plus its varga degree', () => {
    const d9 = vargaPlacements(chart, 9);
    const chartD9 = vargaChart(chart, 9);
    expect(d9.grahas.moon.longitude).toBeCloseTo((chartD9.grahas.moon.sign - 1) * 30 + chartD9.grahas.moon.degree, 12);
    expect(d9.grahas.jupiter.speedDegPerDay).toBe(-0.1);
  });
});
