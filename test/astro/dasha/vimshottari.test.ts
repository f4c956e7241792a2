import { describe, expect, it } from 'vitest';
import { currentPeriods, dashaTree } from '../../../astro/dasha/dasha.ts';
import type { DashaChart, DashaChartPlanet } from '../../../astro/dasha/types.ts';
import { MS_PER_DAY } from '../../../astro/time.ts';
import { GRAHA_IDS, type GrahaId } from '../../../data/grahas.ts';
import { signAtLongitude } from '../../../data/signs.ts';

const BIRTH = Date.UTC(2001, 8, 9, 12);
const JULIAN_YEAR_MS = 365.25 * MS_PER_DAY;

function chartWithMoon(moonDeg: number): DashaChart {
  const planets = Object.fromEntries(
    GRAHA_IDS.map((id): [GrahaId, DashaChartPlanet] => [id, { siderealDeg: moonDeg, signNumber: signAtLongitude(moonDeg).number }]),
  ) as Record<GrahaId, DashaChartPlanet>;
  return { birth: BIRTH, moonSiderealDeg: moonDeg, lagnaSign: 1, lagnaSiderealDeg: 10, planets };
}

/** Days between two instants. */
function days(from: number, to: number): number {
  return (to - from) / MS_PER_DAY;
}

describe('Vimshottari balance at birth, hand-checked (Julian year of 365.25 days)', () => {
  it('Moon at 0°00′ (start of Ashwini): the whole Ketu dasha of 7 years remains', () => {
    // Ashwini spans 0°–13°20′, lord Ketu (7 years); elapsed 0/13°20′ = 0 → balance 7 y; Venus starts at
    // birth + 7 × 365.25 = 2556.75 days.
    const tree = dashaTree('vimshottari', chartWithMoon(0), { levels: 1 });
    expect(tree.balance).toEqual({ lord: 'ketu', elapsedYears: 0, remainingYears: 7 });
    expect(tree.periods[0]!.start).toBe(BIRTH);
    expect(days(BIRTH, tree.periods[1]!.start)).toBeCloseTo(2556.75, 6);
    expect(tree.periods[1]!.lord).toBe('venus');
  });

  it('Moon at 100°00′ (Cancer 10°, half-way through Pushya): 9 y 6 m of Saturn remain', () => {
    // Pushya is star 8: 93°20′–106°40′, lord Saturn (19 years). Elapsed (100 − 93.333…)/13.333… = 0.5, so
    // 0.5 × 19 = 9.5 years elapsed and 9.5 remaining; Mercury starts at birth + 9.5 × 365.25 = 3469.875 days.
    const tree = dashaTree('vimshottari', chartWithMoon(100), { levels: 1 });
    expect(tree.balance.lord).toBe('saturn');
    expect(tree.balance.elapsedYears).toBeCloseTo(9.5, 12);
    expect(tree.balance.remainingYears).toBeCloseTo(9.5, 12);
    expect(days(BIRTH, tree.periods[0]!.end)).toBeCloseTo(3469.875, 6);
    expect(tree.periods[1]!.lord).toBe('mercury');
  });

  it('Moon at 250°00′ (Sagittarius 10°, Mula): 1 y 9 m of Ketu remain', () => {
    // Mula is star 19: 240°–253°20′, lord Ketu (7 years). Elapsed 10/13.333… = 0.75 → 5.25 y elapsed,
    // 1.75 y = 1 y 9 m remaining; Ketu began 5.25 × 365.25 = 1917.5625 days before birth and Venus starts
    // 1.75 × 365.25 = 639.1875 days after it.
    const tree = dashaTree('vimshottari', chartWithMoon(250), { levels: 1 });
    expect(tree.balance.lord).toBe('ketu');
    expect(tree.balance.remainingYears).toBeCloseTo(1.75, 12);
    expect(days(tree.periods[0]!.start, BIRTH)).toBeCloseTo(1917.5625, 6);
    expect(days(BIRTH, tree.periods[1]!.start)).toBeCloseTo(639.1875, 6);
  });

  it('Moon at 359°59′59.64″ (end of Revati): about an hour of Mercury remains', () => {
    // Revati (star 27, lord Mercury 17 y) ends at 360°. 0.0001° left of 13.333…°: 17 × 0.0001/13.333… =
    // 1.275·10⁻⁴ y = 0.04657 days = 1.12 h.
    const tree = dashaTree('vimshottari', chartWithMoon(359.9999), { levels: 1 });
    expect(tree.balance.lord).toBe('mercury');
    expect(tree.balance.remainingYears).toBeCloseTo(1.275e-4, 9);
    expect(days(BIRTH, tree.periods[0]!.end)).toBeCloseTo(0.0465694, 6);
    expect(tree.periods[1]!.lord).toBe('ketu');
  });

  it('other year conventions scale every length: savana 360 days', () => {
    const tree = dashaTree('vimshottari', chartWithMoon(100), { levels: 1, year: 'savana' });
    expect(tree.year).toEqual({ id: 'savana', days: 360 });
    expect(days(BIRTH, tree.periods[0]!.end)).toBeCloseTo(9.5 * 360, 6);
  });
});

describe('Vimshottari sub-periods, hand-checked', () => {
  it('Ketu mahadasha (7 y): Ketu 7×7/120 = 0.408 y, Venus 7×20/120 = 1.167 y, … Mercury last', () => {
    const tree = dashaTree('vimshottari', chartWithMoon(0), { levels: 3 });
    const ketu = tree.periods[0]!;
    const antar = ketu.children!;
    expect(antar.map((p) => p.lord)).toEqual(['ketu', 'venus', 'sun', 'moon', 'mars', 'rahu', 'jupiter', 'saturn', 'mercury']);
    expect((antar[0]!.end - antar[0]!.start) / JULIAN_YEAR_MS).toBeCloseTo(49 / 120, 12);
    expect((antar[1]!.end - antar[1]!.start) / JULIAN_YEAR_MS).toBeCloseTo(140 / 120, 12);
    // Ketu–Ketu–Ketu pratyantardasha: 7 × 7 × 7 / 120² years = 0.0238194 y = 8.700 days.
    expect(days(antar[0]!.children![0]!.start, antar[0]!.children![0]!.end)).toBeCloseTo((343 / 14400) * 365.25, 6);
  });

  it('the chain running ten minutes after birth with the Moon at 0°: Ketu five times', () => {
    // The first prana, Ketu⁵, lasts 7⁵/120⁴ y = 16807/207360000 y = 0.02960 days = 42.6 minutes from birth.
    const chain = currentPeriods('vimshottari', chartWithMoon(0), BIRTH + 10 * 60_000, 5)!;
    expect(chain.map((p) => p.lord)).toEqual(['ketu', 'ketu', 'ketu', 'ketu', 'ketu']);
    expect(days(chain[4]!.start, chain[4]!.end)).toBeCloseTo((16807 / 207360000) * 365.25, 9);
  });
});
