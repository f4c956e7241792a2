/**
 * Western house cusps against published Swiss Ephemeris charts (README.md): every cusp, the ascendant and the
 * midheaven of eight systems for four charts, maximum error ≤ 1′ per system.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { Astronomy } from '../../../../astro/engine.ts';
import { westernHouses } from '../../../../astro/western/houses.ts';
import { WESTERN_HOUSE_SYSTEM_IDS, type WesternHouseSystem } from '../../../../data/western-houses.ts';
import { PUBLISHED_HOUSE_CHARTS, type PublishedHouseChart } from './published-houses.ts';

/** Largest difference allowed between a published longitude and this engine's, arcminutes (README.md). */
const TOLERANCE_ARCMIN = 1;
const RAD = Math.PI / 180;
/** Published charts each system must be checked against. */
const MIN_CHARTS_PER_SYSTEM = 3;

const arcminutesBetween = (a: number, b: number) => Math.abs((((a - b) % 360) + 540) % 360 - 180) * 60;

/**
 * The engine's input for a published chart: true obliquity of date at the instant (astronomy-engine), and the
 * RAMC whose midheaven is the published one, α = atan2(sin λ cos ε, cos λ) (README.md, "Inputs").
 */
function inputOf(chart: PublishedHouseChart, midheavenDeg: number) {
  const obliquityDeg = Astronomy.e_tilt(Astronomy.MakeTime(new Date(chart.instant))).tobl;
  const mc = midheavenDeg * RAD;
  const ramcDeg = Math.atan2(Math.sin(mc) * Math.cos(obliquityDeg * RAD), Math.cos(mc)) / RAD;
  return { ramcDeg, obliquityDeg, latitudeDeg: chart.latitude };
}

/** The engine's local sidereal time for the chart, degrees (a guard that the RAMC above belongs to the birth data). */
function siderealRamcOf(chart: PublishedHouseChart): number {
  return Astronomy.SiderealTime(Astronomy.MakeTime(new Date(chart.instant))) * 15 + chart.longitude;
}

const worst = new Map<WesternHouseSystem, { arcmin: number; where: string }>();

describe('Western house cusps against published charts', () => {
  afterAll(() => {
    for (const [system, { arcmin, where }] of worst) console.log(`${system}: max ${arcmin.toFixed(4)}′ (${where})`);
  });

  it.each(WESTERN_HOUSE_SYSTEM_IDS.map((system) => [system]))('%s: every cusp within 1′', (system) => {
    let max = { arcmin: 0, where: '' };
    let charts = 0;
    for (const chart of PUBLISHED_HOUSE_CHARTS) {
      const published = chart.systems[system];
      charts += 1;
      const houses = westernHouses(inputOf(chart, published.midheaven), system);
      const pairs: [string, number, number][] = [
        ['ascendant', houses.ascendant, published.ascendant],
        ['midheaven', houses.midheaven, published.midheaven],
        ...houses.cusps.map((cusp, i): [string, number, number] => [`cusp ${i + 1}`, cusp, published.cusps[i] as number]),
      ];
      for (const [what, engine, source] of pairs) {
        const arcmin = arcminutesBetween(engine, source);
        if (arcmin > max.arcmin) max = { arcmin, where: `${chart.id} ${what}` };
      }
    }
    worst.set(system, max);
    expect(charts).toBeGreaterThanOrEqual(MIN_CHARTS_PER_SYSTEM);
    expect(max.arcmin).toBeLessThanOrEqual(TOLERANCE_ARCMIN);
  });

  it.each(PUBLISHED_HOUSE_CHARTS.map((chart) => [chart.id, chart]))(
    '%s: the RAMC of the published midheaven is the sidereal time of the birth data (within 0.5′ of time-arc)',
    (_id, chart) => {
      const { ramcDeg } = inputOf(chart, chart.systems.placidus.midheaven);
      expect(arcminutesBetween(ramcDeg, siderealRamcOf(chart))).toBeLessThan(0.5);
    },
  );
});
