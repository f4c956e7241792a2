/**
 * Tropical positions of every Western body against the Swiss Ephemeris (README.md): the ten planets and the
 * true node for twelve charts 1914–2100, the mean node, and the mean lunar apogee (Black Moon Lilith) for
 * eleven instants of January 2023. Each body within its tolerance; the largest error per body is printed.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { instantFromJulianDay } from '../../../../astro/time.ts';
import { westernBodyLongitude } from '../../../../astro/western/bodies.ts';
import type { WesternBodyId } from '../../../../data/western-bodies.ts';

interface PublishedPositions {
  charts: { id: string; julianDayUt: number; longitudes: Partial<Record<WesternBodyId, number>> }[];
  meanLilith: { utc: string; longitude: number }[];
}

const PUBLISHED = JSON.parse(readFileSync(join(import.meta.dirname, 'swiss-ephemeris.json'), 'utf8')) as PublishedPositions;

/** Largest difference allowed per body, arcseconds (README.md, "Tolerances"). */
const TOLERANCE_ARCSEC: Readonly<Partial<Record<WesternBodyId, number>>> = {
  sun: 2, moon: 5, mercury: 20, venus: 20, mars: 20, jupiter: 20, saturn: 20, uranus: 20, neptune: 20, pluto: 20,
  'true-node': 20, 'mean-node': 1, 'mean-lilith': 1,
};

const arcsecondsBetween = (a: number, b: number) => Math.abs(((((a - b) % 360) + 540) % 360) - 180) * 3600;
const worst = new Map<WesternBodyId, { arcsec: number; where: string }>();

function compare(body: WesternBodyId, instant: number, published: number, where: string): void {
  const error = arcsecondsBetween(westernBodyLongitude(body, instant), published);
  if (error >= (worst.get(body)?.arcsec ?? -1)) worst.set(body, { arcsec: error, where });
  expect(error, `${body} at ${where}`).toBeLessThanOrEqual(TOLERANCE_ARCSEC[body]!);
}

describe('Western bodies against the Swiss Ephemeris', () => {
  afterAll(() => {
    for (const [body, { arcsec, where }] of worst) console.log(`${body}: max ${arcsec.toFixed(2)}″ (${where})`);
  });

  it('has the data it claims: twelve charts, every planet and the true node in each, eleven Lilith instants', () => {
    expect(PUBLISHED.charts).toHaveLength(12);
    for (const chart of PUBLISHED.charts) expect(Object.keys(chart.longitudes).length).toBeGreaterThanOrEqual(11);
    expect(PUBLISHED.meanLilith).toHaveLength(11);
  });

  it('places the planets and the nodes within their tolerances', () => {
    for (const chart of PUBLISHED.charts) {
      const instant = instantFromJulianDay(chart.julianDayUt);
      for (const [body, longitude] of Object.entries(chart.longitudes) as [WesternBodyId, number][]) compare(body, instant, longitude, chart.id);
    }
  });

  it('places the mean lunar apogee (Black Moon Lilith) within 1″', () => {
    for (const { utc, longitude } of PUBLISHED.meanLilith) compare('mean-lilith', Date.parse(utc), longitude, utc);
  });
});
