import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Astronomy, instantOf } from '../../astro/engine.ts';
import {
  GRAHA_IDS,
  bodyLongitude,
  bodyPosition,
  grahaPositions,
  isGrahaId,
  moonLongitude,
  siderealLongitude,
  sunLongitude,
  type BodyId,
} from '../../astro/positions.ts';
import { ayanamshaDegrees } from '../../astro/ayanamsha.ts';
import { signedDegrees } from '../../astro/angles.ts';
import { MS_PER_DAY } from '../../astro/time.ts';

interface HorizonsFixture {
  readonly jdTt: number[];
  readonly sun: { elon: number[]; elat: number[] };
  readonly moon: { elon: number[]; elat: number[] };
  readonly mercury: { elon: number[] };
  readonly venus: { elon: number[] };
  readonly mars: { elon: number[] };
  readonly jupiter: { elon: number[] };
  readonly saturn: { elon: number[] };
}

const horizons = JSON.parse(
  readFileSync(new URL('./fixtures/horizons-de441-apparent.json', import.meta.url), 'utf8'),
) as HorizonsFixture;

/** The UT instant of a Terrestrial Time Julian date, through the engine's own ΔT. */
function instantOfJulianDayTt(jdTt: number) {
  return instantOf(Astronomy.AstroTime.FromTerrestrialTime(jdTt - 2_451_545.0));
}

const epochs = horizons.jdTt.map(instantOfJulianDayTt);
const arcsec = (a: number, b: number) => Math.abs(signedDegrees(a - b)) * 3600;
const maxOf = (values: number[]) => Math.max(...values);

/** Tolerances in arcseconds: astronomy-engine's floor (see fixtures/README.md). */
const TOLERANCE_ARCSEC: Record<BodyId, number> = {
  sun: 2,
  moon: 5,
  mercury: 20,
  venus: 20,
  mars: 20,
  jupiter: 20,
  saturn: 20,
};

describe('apparent longitudes against JPL Horizons DE441 (250 epochs, 1900–2100)', () => {
  it('fixture arrays are complete and aligned', () => {
    for (const body of ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn'] as const) {
      expect(horizons[body].elon).toHaveLength(horizons.jdTt.length);
    }
    expect(horizons.jdTt).toHaveLength(250);
  });

  for (const body of ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn'] as const) {
    it(`${body} longitude within ${TOLERANCE_ARCSEC[body]}″`, () => {
      const errors = epochs.map((t, i) => arcsec(bodyLongitude(body, t), horizons[body].elon[i]!));
      expect(maxOf(errors)).toBeLessThan(TOLERANCE_ARCSEC[body]);
    });
  }

  it('the fast paths, read from kept hours, agree with the general path within 10⁻⁶″ (Sun) and 10⁻⁴″ (Moon)', () => {
    // Over 40,000 random instants of 1800–2400 the largest differences were 1.8 × 10⁻⁷″ and 1.4 × 10⁻⁵″.
    const arcsec = (a: number, b: number) => Math.abs(signedDegrees(a - b)) * 3600;
    expect(maxOf(epochs.map((t) => arcsec(sunLongitude(t), bodyLongitude('sun', t))))).toBeLessThan(1e-6);
    expect(maxOf(epochs.map((t) => arcsec(moonLongitude(t), bodyLongitude('moon', t))))).toBeLessThan(1e-4);
  });

  it('Sun latitude within 2″ and Moon latitude within 2″', () => {
    const sun = epochs.map((t, i) => Math.abs(bodyPosition('sun', t).latitude - horizons.sun.elat[i]!) * 3600);
    const moon = epochs.map((t, i) => Math.abs(bodyPosition('moon', t).latitude - horizons.moon.elat[i]!) * 3600);
    expect(maxOf(sun)).toBeLessThan(2);
    expect(maxOf(moon)).toBeLessThan(2);
  });

  it('Moon has no mean bias in 1950–2050 (no extra light-time step)', () => {
    const modern = epochs
      .map((t, i) => ({ t, i }))
      .filter(({ i }) => horizons.jdTt[i]! > 2_433_282.5 && horizons.jdTt[i]! < 2_469_807.5)
      .map(({ t, i }) => signedDegrees(moonLongitude(t) - horizons.moon.elon[i]!) * 3600);
    const mean = modern.reduce((a, b) => a + b, 0) / modern.length;
    expect(modern.length).toBeGreaterThan(150);
    expect(Math.abs(mean)).toBeLessThan(0.3);
  });
});

describe('speeds', () => {
  const t = Date.UTC(2024, 2, 10, 12);

  it('match the change of longitude over a day', () => {
    for (const body of ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn'] as const) {
      const p = bodyPosition(body, t);
      const change = signedDegrees(bodyLongitude(body, t + MS_PER_DAY / 48) - bodyLongitude(body, t - MS_PER_DAY / 48)) * 24;
      expect(Math.abs(p.speedDegPerDay - change)).toBeLessThan(1e-4);
    }
  });

  it('lie in the physical ranges of the Sun and Moon', () => {
    for (let i = 0; i < 60; i++) {
      const instant = t + i * 6.1 * MS_PER_DAY;
      const sun = bodyPosition('sun', instant).speedDegPerDay;
      const moon = bodyPosition('moon', instant).speedDegPerDay;
      expect(sun).toBeGreaterThan(0.95);
      expect(sun).toBeLessThan(1.03);
      expect(moon).toBeGreaterThan(11.7);
      expect(moon).toBeLessThan(15.5);
    }
  });

  it('are negative while a planet retrogrades: Mercury goes backwards within every synodic period', () => {
    const speeds = Array.from({ length: 117 }, (_, i) => bodyPosition('mercury', t + i * MS_PER_DAY).speedDegPerDay);
    expect(Math.min(...speeds)).toBeLessThan(0);
    expect(Math.max(...speeds)).toBeGreaterThan(1);
  });
});

describe('grahaPositions', () => {
  const t = Date.UTC(2010, 5, 1, 6);

  it('returns all nine grahas with Ketu opposite Rahu', () => {
    for (const node of ['mean', 'true'] as const) {
      const g = grahaPositions(t, { node });
      expect(Object.keys(g)).toEqual([...GRAHA_IDS]);
      expect(signedDegrees(g.ketu.longitude - g.rahu.longitude - 180)).toBeCloseTo(0, 10);
      expect(g.ketu.speedDegPerDay).toBe(g.rahu.speedDegPerDay);
      for (const id of GRAHA_IDS) {
        expect(g[id].longitude).toBeGreaterThanOrEqual(0);
        expect(g[id].longitude).toBeLessThan(360);
      }
    }
  });

  it('mean Rahu moves backwards at about 0.053° per day', () => {
    expect(grahaPositions(t, { node: 'mean' }).rahu.speedDegPerDay).toBeCloseTo(-0.0529, 3);
  });

  it('isGrahaId accepts the nine ids only', () => {
    expect(GRAHA_IDS.every(isGrahaId)).toBe(true);
    expect(isGrahaId('uranus')).toBe(false);
  });
});

describe('siderealLongitude', () => {
  it('is the tropical longitude minus the true ayanamsha, in [0, 360)', () => {
    const t = Date.UTC(2025, 0, 1);
    const tropical = sunLongitude(t);
    const expected = tropical - ayanamshaDegrees(1, t, { true: true });
    expect(siderealLongitude(tropical, t, 1)).toBeCloseTo((expected + 360) % 360, 12);
    expect(siderealLongitude(10, t, 1)).toBeGreaterThan(340);
  });
});
