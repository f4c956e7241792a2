import { describe, expect, it } from 'vitest';
import { bhavaOfLongitude, midheavenLongitude, placidusCusps, sripatiBhavas } from '../../../astro/chart/houses.ts';
import { ChartError } from '../../../astro/chart/chart-error.ts';

const RAD = Math.PI / 180;
const EPS = 23.4393;

/** Meeus ch. 14 ascendant for a RAMC (same formula as astro/lagna.ts), written out independently here. */
function ascendant(ramcDeg: number, latitudeDeg: number, obliquityDeg = EPS): number {
  const t = ramcDeg * RAD;
  const e = obliquityDeg * RAD;
  const value = Math.atan2(Math.cos(t), -(Math.sin(t) * Math.cos(e) + Math.tan(latitudeDeg * RAD) * Math.sin(e))) / RAD;
  return ((value % 360) + 360) % 360;
}

const rightAscension = (lambdaDeg: number, obliquityDeg = EPS) =>
  ((Math.atan2(Math.sin(lambdaDeg * RAD) * Math.cos(obliquityDeg * RAD), Math.cos(lambdaDeg * RAD)) / RAD) % 360 + 360) % 360;
const declination = (lambdaDeg: number, obliquityDeg = EPS) =>
  Math.asin(Math.sin(obliquityDeg * RAD) * Math.sin(lambdaDeg * RAD)) / RAD;
const wrap = (x: number) => ((x % 360) + 360) % 360;

describe('midheavenLongitude', () => {
  it('is 0°, 90°, 180°, 270° at the cardinal RAMCs and follows tan λ = tan α / cos ε between', () => {
    expect(midheavenLongitude(0, EPS)).toBeCloseTo(0, 12);
    expect(midheavenLongitude(90, EPS)).toBeCloseTo(90, 12);
    expect(midheavenLongitude(180, EPS)).toBeCloseTo(180, 12);
    expect(midheavenLongitude(270, EPS)).toBeCloseTo(270, 12);
    expect(midheavenLongitude(45, EPS)).toBeCloseTo(Math.atan(1 / Math.cos(EPS * RAD)) / RAD, 12);
    expect(midheavenLongitude(225, EPS)).toBeCloseTo(180 + Math.atan(1 / Math.cos(EPS * RAD)) / RAD, 12);
  });
});

describe('sripatiBhavas', () => {
  it('equal quadrants give 30° bhavas whose sandhis lie 15° before each madhya', () => {
    const { madhya, sandhi } = sripatiBhavas(0, 270);
    expect(madhya.map((x) => Math.round(x * 1e9) / 1e9)).toEqual([0, 30, 60, 90, 120, 150, 180, 210, 240, 270, 300, 330]);
    expect(sandhi[0]).toBeCloseTo(345, 9);
    expect(sandhi[3]).toBeCloseTo(75, 9);
  });

  it('trisects unequal quadrants (asc 20°, MC 280°)', () => {
    const { madhya, sandhi } = sripatiBhavas(20, 280);
    // Quadrant 1 (asc → IC 100°) is 80°: madhyas 20, 46.67, 73.33; quadrant 2 (IC → desc 200°) is 100°.
    expect(madhya[1]).toBeCloseTo(20 + 80 / 3, 9);
    expect(madhya[4]).toBeCloseTo(100 + 100 / 3, 9);
    expect(madhya[9]).toBeCloseTo(280, 9);
    // Bhava 1 starts halfway between madhya 12 (280 + 200/3) and the ascendant, across 0°.
    expect(sandhi[0]).toBeCloseTo(wrap((280 + 200 / 3 + 20 + 360) / 2), 9);
  });
});

describe('placidusCusps', () => {
  it('at the equator trisects right ascension (all semi-arcs are 90°)', () => {
    const ramc = 123;
    const cusps = placidusCusps(ramc, EPS, 0, ascendant(ramc, 0), midheavenLongitude(ramc, EPS));
    expect(rightAscension(cusps[10] as number)).toBeCloseTo(ramc + 30, 8);
    expect(rightAscension(cusps[11] as number)).toBeCloseTo(ramc + 60, 8);
    expect(rightAscension(cusps[1] as number)).toBeCloseTo(ramc + 120, 8);
    expect(rightAscension(cusps[2] as number)).toBeCloseTo(ramc + 150, 8);
  });

  it('places each intermediate cusp at its fraction of the semi-arc (φ = 50° N and 35° S)', () => {
    for (const latitude of [50, -35]) {
      for (const ramc of [0, 77, 190, 300]) {
        const cusps = placidusCusps(ramc, EPS, latitude, ascendant(ramc, latitude), midheavenLongitude(ramc, EPS));
        const dsa = (lambda: number) => Math.acos(-Math.tan(latitude * RAD) * Math.tan(declination(lambda) * RAD)) / RAD;
        const offset = (lambda: number) => wrap(rightAscension(lambda) - ramc);
        const c11 = cusps[10] as number;
        const c12 = cusps[11] as number;
        const c2 = cusps[1] as number;
        const c3 = cusps[2] as number;
        expect(offset(c11)).toBeCloseTo(dsa(c11) / 3, 7);
        expect(offset(c12)).toBeCloseTo((2 * dsa(c12)) / 3, 7);
        expect(offset(c2)).toBeCloseTo(60 + (2 * dsa(c2)) / 3, 7);
        expect(offset(c3)).toBeCloseTo(120 + dsa(c3) / 3, 7);
        // Opposite cusps and zodiacal order from the ascendant.
        expect(wrap((cusps[4] as number) - c11)).toBeCloseTo(180, 9);
        const fromAsc = cusps.map((cusp) => wrap(cusp - (cusps[0] as number)));
        for (let i = 1; i < 12; i++) expect(fromAsc[i] as number).toBeGreaterThan(fromAsc[i - 1] as number);
      }
    }
  });

  it('throws HOUSE_SYSTEM_UNDEFINED inside the polar circles', () => {
    for (const latitude of [66.6, 70, -80]) {
      const call = () => placidusCusps(10, EPS, latitude, ascendant(10, latitude), midheavenLongitude(10, EPS));
      expect(call).toThrow(ChartError);
      try {
        call();
      } catch (error) {
        expect(error).toMatchObject({ code: 'HOUSE_SYSTEM_UNDEFINED', value: latitude });
        expect((error as Error).message).toMatch(/polar circles/);
      }
    }
    expect(() => placidusCusps(10, EPS, 66.5, ascendant(10, 66.5), midheavenLongitude(10, EPS))).not.toThrow();
  });
});

describe('bhavaOfLongitude', () => {
  const starts = [350, 20, 50, 80, 110, 140, 170, 200, 230, 260, 290, 320];
  it('finds the bhava whose start is the last one passed, across 0°', () => {
    expect(bhavaOfLongitude(355, starts)).toBe(1);
    expect(bhavaOfLongitude(5, starts)).toBe(1);
    expect(bhavaOfLongitude(20, starts)).toBe(2);
    expect(bhavaOfLongitude(349.999, starts)).toBe(12);
    expect(bhavaOfLongitude(170, starts)).toBe(7);
  });
});
