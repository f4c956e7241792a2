/**
 * The significators of a published worked example: the KP tutorial chart of 13 January 2009, 12:00 IST, Agra
 * (KP Learning, "Chapter 2: Fundamental Principles", sections 2 and 11; README.md). Its positions are those of
 * Krishnamurti new (id 45): Ketu at Cancer 16°24′10″ is reproduced within 1″. The tutorial's place coordinates are
 * not printed, so the cusps are compared within 1′ (the lagna moves 1′ for about 2′ of longitude).
 */
import { describe, expect, it } from 'vitest';
import { kpChart } from '../../../astro/kp/chart.ts';
import type { KpNodeRule } from '../../../astro/kp/significators.ts';

/** Agra, the catalogue's coordinates (data/cities.ts). */
const AGRA = { latitude: 27.1767, longitude: 78.0081 };
const INSTANT = Date.UTC(2009, 0, 13, 6, 30);

/** Printed positions: cusps 1–4 and Ketu, sign 1–12 and D°M′S″. */
const PRINTED_CUSPS: [number, number, number, number][] = [
  [1, 1, 23, 55],
  [2, 3, 46, 54],
  [2, 29, 19, 19],
  [3, 23, 2, 49],
];
const PRINTED_KETU: [number, number, number, number] = [4, 16, 24, 10];
const CUSP_TOLERANCE_ARCSEC = 60;
const KETU_TOLERANCE_ARCSEC = 1;

const longitudeOf = ([sign, d, m, s]: [number, number, number, number]) => (sign - 1) * 30 + d + m / 60 + s / 3600;
const chart = (nodeRule: KpNodeRule) =>
  kpChart({ instant: INSTANT, ...AGRA, ayanamshaId: 45, node: 'mean', positions: 'apparent', levels: 3, nodeRule });

describe('KP tutorial chart, 2009-01-13 12:00 IST, Agra', () => {
  it('has the printed cusps within 1′ and Ketu within 1″, in the 4th house, Saturn in the 6th', () => {
    const result = chart('parashari');
    PRINTED_CUSPS.forEach((printed, i) => {
      expect(Math.abs(result.cusps[i]!.longitude - longitudeOf(printed)) * 3600, `cusp ${i + 1}`).toBeLessThanOrEqual(CUSP_TOLERANCE_ARCSEC);
    });
    const ketu = result.grahas.find((g) => g.id === 'ketu')!;
    expect(Math.abs(ketu.longitude - longitudeOf(PRINTED_KETU)) * 3600).toBeLessThanOrEqual(KETU_TOLERANCE_ARCSEC);
    expect(ketu.bhava).toBe(4);
    expect(result.grahas.find((g) => g.id === 'saturn')!.bhava).toBe(6);
  });

  it('gives the 6th house the printed significators: level A Ketu (in the star of the occupant Saturn), level B Saturn', () => {
    const house = chart('parashari').significators.houses[5]!;
    expect(house.levels.A).toEqual(['ketu']);
    expect(house.levels.B).toEqual(['saturn']);
    expect(house.owner).toBe('sun');
  });

  it('adds the nodes, under nodes=agents, where a graha they represent stands: Ketu and Rahu beside Saturn', () => {
    const agents = chart('agents');
    expect(agents.significators.houses[5]!.levels.B).toEqual(['saturn', 'rahu', 'ketu']);
    const rahu = agents.significators.grahas.find((g) => g.graha === 'rahu')!;
    // Rahu in Capricorn with Mercury and Jupiter, in Shravana (the Moon's star), its sign's lord Saturn.
    expect(rahu.agents).toEqual(expect.arrayContaining(['mercury', 'jupiter', 'moon', 'saturn']));
  });
});
