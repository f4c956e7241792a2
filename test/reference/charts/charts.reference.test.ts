/**
 * Birth charts against published charts (README.md): lagna and graha signs, nakshatras and divisional signs,
 * and Placidus cusps against a Swiss Ephemeris printout and a printed table of houses.
 */
import { describe, expect, it } from 'vitest';
import { birthChart } from '../../../astro/chart/chart.ts';
import { vargaChart } from '../../../astro/chart/vargas.ts';
import { midheavenLongitude, placidusCusps } from '../../../astro/chart/houses.ts';
import { findYogas } from '../../../astro/chart/yogas.ts';
import type { GrahaId } from '../../../astro/chart/placement.ts';
import { PUBLISHED_CHARTS, type PublishedChart } from './published-charts.ts';
import { RAPHAEL_LONDON_ROW, SWISS_EPHEMERIS_PLACIDUS } from './published-cusps.ts';

const MS_PER_HOUR = 3_600_000;

function chartOf(published: PublishedChart) {
  const instant = Date.parse(`${published.local}Z`) - published.utcOffsetHours * MS_PER_HOUR;
  return birthChart({ instant, latitude: published.latitude, longitude: published.longitude, ayanamshaId: 1, node: 'mean' });
}

describe('published charts (Lahiri ayanamsha, mean node)', () => {
  it('covers at least five charts', () => {
    expect(PUBLISHED_CHARTS.length).toBeGreaterThanOrEqual(5);
  });

  for (const published of PUBLISHED_CHARTS) {
    describe(published.person, () => {
      const chart = chartOf(published);
      const { expected } = published;

      if (expected.lagnaSign !== undefined) {
        it('lagna sign', () => expect(chart.lagna.sign).toBe(expected.lagnaSign));
      }
      if (expected.signs !== undefined) {
        it('graha signs', () => {
          const signs = Object.fromEntries(Object.keys(expected.signs ?? {}).map((id) => [id, chart.grahas[id as GrahaId].sign]));
          expect(signs).toEqual(expected.signs);
        });
      }
      if (expected.nakshatras !== undefined) {
        it('nakshatras', () => {
          const found = Object.fromEntries(Object.keys(expected.nakshatras ?? {}).map((id) => [id, chart.grahas[id as GrahaId].nakshatra]));
          expect(found).toEqual(expected.nakshatras);
        });
      }
      for (const varga of expected.vargas ?? []) {
        it(`D${varga.division} signs`, () => {
          const d = vargaChart(chart, varga.division);
          if (varga.lagnaSign !== undefined) expect(d.lagna.sign).toBe(varga.lagnaSign);
          const signs = Object.fromEntries(Object.keys(varga.signs).map((id) => [id, d.grahas[id as GrahaId].sign]));
          expect(signs).toEqual(varga.signs);
        });
      }
    });
  }

  it('Gandhi: the yogas the articles name (Malavya, Gaja Kesari, Papa Kartari, Kemadruma formed and cancelled)', () => {
    const gandhi = PUBLISHED_CHARTS.find((chart) => chart.id === 'gandhi') as PublishedChart;
    const ids = findYogas(chartOf(gandhi)).map((yoga) => yoga.id);
    expect(ids).toEqual(expect.arrayContaining(['malavya', 'gaja-kesari', 'papa-kartari', 'kemadruma-bhanga']));
    expect(ids).not.toContain('kemadruma');
  });
});

/** Largest |a − b| over paired angles, degrees, wrapped. */
function maxAngularError(a: readonly number[], b: readonly number[]): number {
  return Math.max(...a.map((x, i) => Math.abs((((x - (b[i] as number)) % 360) + 540) % 360 - 180)));
}

describe('Placidus cusps', () => {
  it('agree with a Swiss Ephemeris printout to 1.5″', () => {
    const reference = SWISS_EPHEMERIS_PLACIDUS;
    const chart = birthChart({
      instant: reference.instant,
      latitude: reference.latitude,
      longitude: reference.longitude,
      ayanamshaId: 1,
      node: 'mean',
      houseSystem: 'placidus',
    });
    const cusps = (chart.bhavas ?? []).map((bhava) => bhava.startTropical);
    expect(maxAngularError(cusps, reference.cusps)).toBeLessThan(1.5 / 3600);
    expect(maxAngularError([chart.lagna.tropicalLongitude, chart.midheaven.tropicalLongitude], [reference.ascendant, reference.midheaven])).toBeLessThan(1.5 / 3600);
  });

  it("agree with Raphael's London table (printed to whole degrees) within 1°", () => {
    const row = RAPHAEL_LONDON_ROW;
    const rad = Math.PI / 180;
    // RAMC of the row's midheaven, and the ascendant for it (Meeus ch. 13–14), then the Placidus cusps.
    const ramc = (Math.atan2(Math.sin(row.midheaven * rad) * Math.cos(row.obliquity * rad), Math.cos(row.midheaven * rad)) / rad + 360) % 360;
    expect(midheavenLongitude(ramc, row.obliquity)).toBeCloseTo(row.midheaven, 9);
    const ascendant =
      ((Math.atan2(Math.cos(ramc * rad), -(Math.sin(ramc * rad) * Math.cos(row.obliquity * rad) + Math.tan(row.latitude * rad) * Math.sin(row.obliquity * rad))) /
        rad) % 360 + 360) % 360;
    expect(Math.abs(ascendant - row.ascendant)).toBeLessThan(0.15);
    const cusps = placidusCusps(ramc, row.obliquity, row.latitude, ascendant, row.midheaven);
    const found = [cusps[10], cusps[11], cusps[1], cusps[2]] as number[];
    expect(maxAngularError(found, [row.cusp11, row.cusp12, row.cusp2, row.cusp3])).toBeLessThan(1);
  });
});
