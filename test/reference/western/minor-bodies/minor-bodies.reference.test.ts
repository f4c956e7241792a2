/**
 * Chiron, Ceres, Pallas, Juno, Vesta and the true lunar apogee against published positions (README.md):
 * Chiron's integrated heliocentric position against 571 JPL Horizons state vectors 1950–2050 that were not
 * used as seeds, and the apparent tropical longitudes of all six against the Swiss Ephemeris for four charts
 * (1940, 1942, 2025 twice) and Chiron for January 2023. The largest error of each is printed.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Astronomy } from '../../../../astro/engine.ts';
import { instantFromJulianDay, MS_PER_DAY } from '../../../../astro/time.ts';
import { westernBodyLongitude } from '../../../../astro/western/bodies.ts';
import { minorBodyHelioVector } from '../../../../astro/western/minor-bodies.ts';
import type { WesternBodyId } from '../../../../data/western-bodies.ts';

type Instant = { julianDayUt: number } | { near: string; body: 'sun' | 'moon'; longitude: number };
interface Published {
  charts: { id: string; instant: Instant; longitudes: Partial<Record<WesternBodyId, number>> }[];
  chironJanuary2023: { utc: string; longitude: number }[];
}
interface JplVectors {
  rows: [number, number, number, number][];
}

const PUBLISHED = JSON.parse(readFileSync(join(import.meta.dirname, 'swiss-ephemeris.json'), 'utf8')) as Published;
const JPL = JSON.parse(readFileSync(join(import.meta.dirname, 'chiron-jpl-vectors.json'), 'utf8')) as JplVectors;

/** Largest difference allowed, arcseconds (README.md, "Tolerances"). */
const TOLERANCE_ARCSEC: Readonly<Partial<Record<WesternBodyId, number>>> = {
  chiron: 2, ceres: 25, pallas: 35, juno: 60, vesta: 100, 'true-lilith': 300,
};
/** The asteroids 25 years from their elements (the 2025 charts), arcseconds. */
const NEAR_SEED_TOLERANCE_ARCSEC = 15;
/** Chiron against JPL: the heliocentric position error seen from 1 AU nearer (the worst case from the Earth), arcseconds. */
const CHIRON_JPL_TOLERANCE_ARCSEC = 2;

const signedArcsec = (a: number, b: number) => ((((a - b) % 360) + 540) % 360 - 180) * 3600;
const worst = new Map<string, { arcsec: number; where: string }>();
function record(key: string, arcsec: number, where: string): void {
  if (arcsec >= (worst.get(key)?.arcsec ?? -1)) worst.set(key, { arcsec, where });
}

/** The instant a published chart was cast for: its Julian day, or when the Sun or Moon stood at the longitude it printed. */
function instantOf(instant: Instant): number {
  if ('julianDayUt' in instant) return instantFromJulianDay(instant.julianDayUt);
  const rate = instant.body === 'sun' ? 0.9856 : 13.18;
  let t = Date.parse(instant.near);
  for (let i = 0; i < 6; i++) t -= (signedArcsec(westernBodyLongitude(instant.body, t), instant.longitude) / 3600 / rate) * MS_PER_DAY;
  return t;
}

describe('Chiron, the asteroids and the true apogee against JPL and the Swiss Ephemeris', () => {
  afterAll(() => {
    for (const [key, { arcsec, where }] of worst) console.log(`${key}: max ${arcsec.toFixed(2)}″ (${where})`);
  });

  it('has the data it claims: 571 JPL vectors 1950–2050, four charts with six bodies each, eleven Chiron instants', () => {
    expect(JPL.rows).toHaveLength(571);
    expect(JPL.rows[0]![0]).toBeLessThan(2433400);
    expect(JPL.rows.at(-1)![0]).toBeGreaterThan(2469600);
    expect(PUBLISHED.charts).toHaveLength(4);
    for (const chart of PUBLISHED.charts) expect(Object.keys(chart.longitudes)).toHaveLength(6);
    expect(PUBLISHED.chironJanuary2023).toHaveLength(11);
  });

  it('integrates Chiron within 2″ of JPL Horizons over 1950–2050', () => {
    const toEcliptic = Astronomy.Rotation_EQJ_ECL();
    for (const [julianDay, x, y, z] of JPL.rows) {
      const [ex, ey, ez] = minorBodyHelioVector('chiron', julianDay - 2_451_545);
      const e = Astronomy.RotateVector(toEcliptic, new Astronomy.Vector(ex, ey, ez, Astronomy.MakeTime(0)));
      const arcsec = (Math.hypot(e.x - x, e.y - y, e.z - z) / (Math.hypot(x, y, z) - 1)) * 206_264.806;
      record('chiron vs JPL (heliocentric)', arcsec, `JD ${julianDay}`);
      expect(arcsec, `JD ${julianDay}`).toBeLessThanOrEqual(CHIRON_JPL_TOLERANCE_ARCSEC);
    }
  });

  it('places the asteroids within 15″ of the Swiss Ephemeris in 2025, 25 years from their published elements', () => {
    for (const chart of PUBLISHED.charts.filter((c) => 'near' in c.instant)) {
      const instant = instantOf(chart.instant);
      for (const body of ['ceres', 'pallas', 'juno', 'vesta'] as const) {
        const arcsec = Math.abs(signedArcsec(westernBodyLongitude(body, instant), chart.longitudes[body]!));
        record(`${body} in 2025`, arcsec, chart.id);
        expect(arcsec, `${body} at ${chart.id}`).toBeLessThanOrEqual(NEAR_SEED_TOLERANCE_ARCSEC);
      }
    }
  });

  it('places each body within its tolerance of the Swiss Ephemeris', () => {
    for (const chart of PUBLISHED.charts) {
      const instant = instantOf(chart.instant);
      for (const [body, longitude] of Object.entries(chart.longitudes) as [WesternBodyId, number][]) {
        const arcsec = Math.abs(signedArcsec(westernBodyLongitude(body, instant), longitude));
        record(body, arcsec, chart.id);
        expect(arcsec, `${body} at ${chart.id}`).toBeLessThanOrEqual(TOLERANCE_ARCSEC[body]!);
      }
    }
    for (const { utc, longitude } of PUBLISHED.chironJanuary2023) {
      const arcsec = Math.abs(signedArcsec(westernBodyLongitude('chiron', Date.parse(utc)), longitude));
      record('chiron', arcsec, utc);
      expect(arcsec, `chiron at ${utc}`).toBeLessThanOrEqual(TOLERANCE_ARCSEC.chiron!);
    }
  });
});
