import { describe, expect, it } from 'vitest';
import { dashaChartAt } from '../../../astro/dasha/chart.ts';
import {
  UnknownDashaSystemError, currentPeriods, dashaSummary, dashaTree, parseDashaSystemId, subPeriods,
} from '../../../astro/dasha/dasha.ts';
import { moonLongitude, siderealLongitude } from '../../../astro/positions.ts';
import { MS_PER_DAY } from '../../../astro/time.ts';
import { GRAHA_IDS } from '../../../data/grahas.ts';
import { signAtLongitude } from '../../../data/signs.ts';

const BIRTH = Date.UTC(1996, 11, 7, 5, 4);
const CHART = dashaChartAt(BIRTH, 13.0389, 80.2619, { ayanamshaId: 1, node: 'mean' });

describe('system names at the boundary', () => {
  it('reads the spec\'s capitalised names and spaced names', () => {
    expect(parseDashaSystemId('Vimshottari')).toBe('vimshottari');
    expect(parseDashaSystemId(' Char ')).toBe('char');
    expect(parseDashaSystemId('Chaturashiti Sama')).toBe('chaturashiti-sama');
    expect(parseDashaSystemId('dwisaptati_sama')).toBe('dwisaptati-sama');
  });

  it('throws UnknownDashaSystemError with code and value for anything else', () => {
    expect(() => parseDashaSystemId('sudarshana')).toThrow(UnknownDashaSystemError);
    try {
      parseDashaSystemId('sudarshana');
    } catch (error) {
      expect(error).toMatchObject({ code: 'UNKNOWN_DASHA_SYSTEM', value: 'sudarshana' });
    }
  });
});

describe('chart builder', () => {
  it('uses the engine\'s sidereal Moon and keeps signs consistent with longitudes', () => {
    // The chart's Moon is computed whole; moonLongitude reads it from kept hours, within 10⁻⁴″ (3 × 10⁻⁸°).
    expect(CHART.moonSiderealDeg).toBeCloseTo(siderealLongitude(moonLongitude(BIRTH), BIRTH, 1), 7);
    for (const id of GRAHA_IDS) {
      expect(CHART.planets[id].signNumber).toBe(signAtLongitude(CHART.planets[id].siderealDeg).number);
    }
    expect(CHART.lagnaSign).toBe(signAtLongitude(CHART.lagnaSiderealDeg).number);
    expect(CHART.planets.ketu.siderealDeg).toBeCloseTo((CHART.planets.rahu.siderealDeg + 180) % 360, 9);
  });
});

describe('current periods and sub-periods', () => {
  it('null before the first mahadasha and at or after the end of the last', () => {
    const tree = dashaTree('vimshottari', CHART, { levels: 1 });
    const first = tree.periods[0]!;
    const last = tree.periods[tree.periods.length - 1]!;
    expect(currentPeriods('vimshottari', CHART, first.start - 1, 1)).toBeNull();
    expect(currentPeriods('vimshottari', CHART, last.end, 3)).toBeNull();
    expect(currentPeriods('vimshottari', CHART, first.start, 1)![0]!.lord).toBe(first.lord);
    expect(currentPeriods('char', CHART, BIRTH - 1, 2)).toBeNull();
  });

  it('a chain of n levels has n periods, each inside the previous one', () => {
    for (const levels of [1, 2, 3, 4, 5] as const) {
      const chain = currentPeriods('yogini', CHART, BIRTH + 40 * 365.25 * MS_PER_DAY, levels)!;
      expect(chain).toHaveLength(levels);
      chain.forEach((period, i) => {
        expect(period.level).toBe(i + 1);
        const parent = chain[i - 1];
        if (parent !== undefined) {
          expect(period.start).toBeGreaterThanOrEqual(parent.start);
          expect(period.end).toBeLessThanOrEqual(parent.end);
        }
      });
    }
  });

  it('sub-periods on demand equal the tree\'s children; none below the prana level', () => {
    const tree = dashaTree('ashtottari', CHART, { levels: 2 });
    const md = tree.periods[2]!;
    expect(subPeriods('ashtottari', CHART, { lord: md.lord, level: 1, start: md.start, end: md.end })).toEqual(md.children);
    const prana = currentPeriods('ashtottari', CHART, BIRTH + 1000 * MS_PER_DAY, 5)![4]!;
    expect(subPeriods('ashtottari', CHART, prana)).toEqual([]);
  });
});

describe('results name their conventions', () => {
  it('the year convention (default Julian) and the system', () => {
    expect(dashaSummary('vimshottari', CHART)).toMatchObject({
      id: 'vimshottari', name: 'Vimshottari', variant: null, year: { id: 'julian', days: 365.25 }, cycleYears: 120, cycles: 1,
    });
    expect(dashaSummary('yogini', CHART, { year: 'gregorian' }).year).toEqual({ id: 'gregorian', days: 365.2425 });
  });

  it('the balance is the first mahadasha\'s, split at birth', () => {
    const tree = dashaTree('vimshottari', CHART, { levels: 1, year: 'sidereal' });
    const first = tree.periods[0]!;
    const yearMs = 365.256363 * MS_PER_DAY;
    expect(tree.balance.lord).toBe(first.lord);
    expect((BIRTH - first.start) / yearMs).toBeCloseTo(tree.balance.elapsedYears, 9);
    expect((first.end - BIRTH) / yearMs).toBeCloseTo(tree.balance.remainingYears, 9);
  });
});
