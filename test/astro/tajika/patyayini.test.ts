/** Patyayini dasha (astro/tajika/patyayini.ts) on a hand-built annual chart: order, patyamshas and lengths. */
import { describe, expect, it } from 'vitest';
import type { Placements } from '../../../astro/chart/placement.ts';
import { patyayiniDasha } from '../../../astro/tajika/patyayini.ts';
import { GRAHA_IDS } from '../../../data/grahas.ts';

const DEGREES = { sun: 12, moon: 3, mars: 27, mercury: 20.5, jupiter: 6, venus: 15, saturn: 24, rahu: 1, ketu: 1 } as const;

function chart(lagnaInSign: number): Placements {
  const grahas = Object.fromEntries(GRAHA_IDS.map((id, i) => [id, { longitude: 30 * i + DEGREES[id], speedDegPerDay: 1, latitude: 0 }]));
  return { lagnaLongitude: 240 + lagnaInSign, grahas: grahas as Placements['grahas'] };
}

describe('patyayini dasha', () => {
  const start = Date.UTC(2000, 2, 8);
  const yearMs = 365.25 * 86_400_000;
  const periods = patyayiniDasha(chart(9), start, yearMs);

  it('runs the seven grahas and the lagna in increasing order of their degrees within their signs (nodes excluded)', () => {
    expect(periods.map((p) => p.lord)).toEqual(['moon', 'jupiter', 'lagna', 'sun', 'venus', 'mercury', 'saturn', 'mars']);
  });

  it('gives each its krisamsha less the previous one, the first its own', () => {
    expect(periods.map((p) => p.patyamshaDeg)).toEqual([3, 3, 3, 3, 3, 5.5, 3.5, 3]);
    expect(periods.reduce((a, p) => a + p.patyamshaDeg, 0)).toBe(27);
  });

  it('fills the year from the pravesha, each period its patyamsha ÷ the largest krisamsha of it', () => {
    expect(periods[0]!.start).toBe(start);
    expect(periods.at(-1)!.end).toBe(start + yearMs);
    for (let i = 1; i < periods.length; i++) expect(periods[i]!.start).toBe(periods[i - 1]!.end);
    expect(periods[5]!.end - periods[5]!.start).toBeCloseTo((5.5 / 27) * yearMs, 3);
  });
});
