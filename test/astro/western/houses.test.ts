import { describe, expect, it } from 'vitest';
import { ChartError } from '../../../astro/chart/chart-error.ts';
import { houseOfLongitude, porphyryCusps, vertexLongitude, westernHouses } from '../../../astro/western/houses.ts';
import { WESTERN_HOUSE_SYSTEMS, WESTERN_HOUSE_SYSTEM_IDS, type WesternHouseSystem } from '../../../data/western-houses.ts';

const OBLIQUITY = 23.4367;
const RAD = Math.PI / 180;
const forward = (from: number, to: number) => (((to - from) % 360) + 360) % 360;
const QUADRANT = WESTERN_HOUSE_SYSTEMS.filter((s) => s.kind === 'quadrant').map((s) => s.id);
/** A grid of sidereal times and latitudes inside the polar circles, both hemispheres. */
const GRID = [0, 37, 90, 143.5, 200, 271, 330].flatMap((ramcDeg) =>
  [-60, -33.9, -5, 0.5, 28.6, 51.5, 65].map((latitudeDeg) => ({ ramcDeg, obliquityDeg: OBLIQUITY, latitudeDeg })),
);

describe('westernHouses', () => {
  it('gives twelve cusps in [0, 360) that increase around the circle from cusp 1, in every system', () => {
    const faults = WESTERN_HOUSE_SYSTEM_IDS.flatMap((system) => GRID.flatMap((input) => {
      const { cusps } = westernHouses(input, system);
      const where = `${system} at RAMC ${input.ramcDeg}°, latitude ${input.latitudeDeg}°`;
      const steps = cusps.map((cusp, i) => forward(cusp, cusps[(i + 1) % 12] as number));
      const total = steps.reduce((sum, step) => sum + step, 0);
      return [
        ...(cusps.length === 12 ? [] : [`${where}: ${cusps.length} cusps`]),
        ...cusps.flatMap((cusp, i) => (cusp >= 0 && cusp < 360 && steps[i]! > 0 ? [] : [`${where}: cusp ${i + 1} ${cusp}°, the next ${steps[i]}° on`])),
        ...(Math.abs(total - 360) < 5e-10 ? [] : [`${where}: the cusps go round ${total}°`]),
      ];
    }));
    expect(faults).toEqual([]);
  });

  it('puts the ascendant on cusp 1, the MC on cusp 10 and opposite cusps 180° apart in the quadrant systems', () => {
    const close = (a: number, b: number) => Math.abs(a - b) < 5e-10;
    const faults = QUADRANT.flatMap((system) => GRID.flatMap((input) => {
      const h = westernHouses(input, system);
      const where = `${system} at RAMC ${input.ramcDeg}°, latitude ${input.latitudeDeg}°`;
      return [
        ...(close(h.cusps[0]!, h.ascendant) ? [] : [`${where}: cusp 1 ${h.cusps[0]}°, ascendant ${h.ascendant}°`]),
        ...(close(h.cusps[9]!, h.midheaven) ? [] : [`${where}: cusp 10 ${h.cusps[9]}°, MC ${h.midheaven}°`]),
        ...[0, 1, 2, 3, 4, 5].flatMap((i) => (close(forward(h.cusps[i]!, h.cusps[i + 6]!), 180) ? [] : [`${where}: cusps ${i + 1} and ${i + 7} not opposite`])),
      ];
    }));
    expect(faults).toEqual([]);
  });

  it('gives the same ascendant, MC and vertex whatever the system', () => {
    const input = { ramcDeg: 143.79, obliquityDeg: OBLIQUITY, latitudeDeg: 28.98 };
    const reference = westernHouses(input, 'placidus');
    for (const system of WESTERN_HOUSE_SYSTEM_IDS) {
      const h = westernHouses(input, system);
      expect([h.ascendant, h.midheaven, h.vertex]).toEqual([reference.ascendant, reference.midheaven, reference.vertex]);
      expect(forward(h.vertex, h.antiVertex)).toBeCloseTo(180, 9);
    }
  });

  it('Equal houses are 30° apart from the ascendant', () => {
    for (const input of GRID) {
      const h = westernHouses(input, 'equal');
      h.cusps.forEach((cusp, i) => expect(forward(h.ascendant, cusp)).toBeCloseTo(30 * i, 9));
    }
  });

  it('Whole Sign cusps are 0° of each sign, house 1 the ascendant\'s sign', () => {
    for (const input of GRID) {
      const h = westernHouses(input, 'whole-sign');
      expect(h.cusps[0]).toBe(Math.floor(h.ascendant / 30) * 30);
      for (const cusp of h.cusps) expect(cusp % 30).toBe(0);
      expect(houseOfLongitude(h.ascendant, h.cusps)).toBe(1);
    }
  });

  it('Porphyry trisects the ecliptic arc of each quadrant', () => {
    for (const input of GRID) {
      const h = westernHouses(input, 'porphyry');
      const c = h.cusps;
      const upper = forward(h.midheaven, h.ascendant) / 3;
      const lower = forward(h.ascendant, h.midheaven + 180) / 3;
      expect(forward(c[9] as number, c[10] as number)).toBeCloseTo(upper, 9);
      expect(forward(c[10] as number, c[11] as number)).toBeCloseTo(upper, 9);
      expect(forward(c[0] as number, c[1] as number)).toBeCloseTo(lower, 9);
      expect(forward(c[1] as number, c[2] as number)).toBeCloseTo(lower, 9);
    }
    expect(porphyryCusps(100, 10)).toEqual([100, 130, 160, 190, 220, 250, 280, 310, 340, 10, 40, 70]);
  });

  it('Regiomontanus and Campanus agree on the equator, where the prime vertical and the equator coincide', () => {
    const input = { ramcDeg: 77, obliquityDeg: OBLIQUITY, latitudeDeg: 0 };
    const regio = westernHouses(input, 'regiomontanus').cusps;
    const campanus = westernHouses(input, 'campanus').cusps;
    regio.forEach((cusp, i) => expect(forward(cusp, campanus[i] as number + 1e-12)).toBeLessThan(1e-9));
  });

  it('puts the vertex on the western prime vertical (azimuth 270° from north), south of the equator too', () => {
    for (const { ramcDeg, latitudeDeg } of GRID.filter((g) => Math.abs(g.latitudeDeg) > 1)) {
      const lambda = vertexLongitude(ramcDeg, OBLIQUITY, latitudeDeg) * RAD;
      const eps = OBLIQUITY * RAD;
      const ra = Math.atan2(Math.sin(lambda) * Math.cos(eps), Math.cos(lambda));
      const dec = Math.asin(Math.sin(eps) * Math.sin(lambda));
      const hourAngle = ramcDeg * RAD - ra;
      const phi = latitudeDeg * RAD;
      // Azimuth from north, east positive: west is 270°.
      const azimuth = Math.atan2(
        -Math.cos(dec) * Math.sin(hourAngle),
        Math.sin(dec) * Math.cos(phi) - Math.cos(dec) * Math.cos(hourAngle) * Math.sin(phi),
      ) / RAD;
      expect(forward(0, azimuth)).toBeCloseTo(270, 6);
    }
  });

  it.each([['placidus'], ['koch']] as [WesternHouseSystem][])(
    '%s throws HOUSE_SYSTEM_UNDEFINED above the polar circles and the others answer there',
    (system) => {
      for (const latitudeDeg of [66.6, 70, -75, 89]) {
        const input = { ramcDeg: 120, obliquityDeg: OBLIQUITY, latitudeDeg };
        let error: unknown;
        try {
          westernHouses(input, system);
        } catch (e) {
          error = e;
        }
        expect(error).toBeInstanceOf(ChartError);
        expect(error).toMatchObject({ code: 'HOUSE_SYSTEM_UNDEFINED', value: latitudeDeg });
        expect((error as Error).message).toMatch(/undefined at latitude .*never rise or set/);
        for (const other of WESTERN_HOUSE_SYSTEM_IDS.filter((s) => s !== 'placidus' && s !== 'koch')) {
          const { cusps } = westernHouses(input, other);
          for (const cusp of cusps) expect(Number.isFinite(cusp)).toBe(true);
        }
      }
    },
  );
});

describe('houseOfLongitude', () => {
  const cusps = [350, 20, 50, 80, 110, 140, 170, 200, 230, 260, 290, 320];
  it('finds the house across 0° Aries, with a longitude on a cusp in the house it begins', () => {
    expect(houseOfLongitude(350, cusps)).toBe(1);
    expect(houseOfLongitude(5, cusps)).toBe(1);
    expect(houseOfLongitude(20, cusps)).toBe(2);
    expect(houseOfLongitude(349.99, cusps)).toBe(12);
    expect(houseOfLongitude(-10, cusps)).toBe(1);
    expect(houseOfLongitude(725, cusps)).toBe(1);
  });
});

describe('WESTERN_HOUSE_SYSTEMS', () => {
  it('names every system in English and Hindi, with distinct ids and Swiss Ephemeris letters', () => {
    expect(WESTERN_HOUSE_SYSTEM_IDS).toEqual(['placidus', 'koch', 'porphyry', 'regiomontanus', 'campanus', 'alcabitius', 'equal', 'whole-sign']);
    expect(new Set(WESTERN_HOUSE_SYSTEMS.map((s) => s.swissEphemerisCode)).size).toBe(8);
    for (const s of WESTERN_HOUSE_SYSTEMS) {
      expect(s.en.length).toBeGreaterThan(0);
      expect(s.hi).toMatch(/[\u0900-\u097F]/);
    }
  });
});
