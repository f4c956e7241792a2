/**
 * Aspects (which aspect, its orb, applying or separating) and chart patterns on hand-placed points, so every
 * rule is checked on a case built to show it.
 */
import { describe, expect, it } from 'vitest';
import { type AspectPoint, aspectBetween, aspectsBetween, aspectsWithin, DEFAULT_ASPECT_OPTIONS } from '../../../astro/western/aspects.ts';
import { chartPatterns, PATTERN_ASPECT_IDS, type PatternBody } from '../../../astro/western/patterns.ts';
import { DEFAULT_ASPECT_ORBS, WESTERN_ASPECT_IDS } from '../../../data/western-aspects.ts';

const at = (id: string, longitude: number, speedDegPerDay: number | null = 1): AspectPoint => ({ id, longitude, speedDegPerDay });
const ALL = { aspects: WESTERN_ASPECT_IDS, orbs: DEFAULT_ASPECT_ORBS };

describe('aspectBetween', () => {
  it('measures the shorter separation across 0° Aries and the orb from exact', () => {
    const aspect = aspectBetween(at('a', 358), at('b', 3), DEFAULT_ASPECT_OPTIONS)!;
    expect(aspect).toMatchObject({ aspect: 'conjunction', angle: 0 });
    expect(aspect.separation).toBeCloseTo(5, 12);
    expect(aspect.orb).toBeCloseTo(5, 12);
    const trine = aspectBetween(at('a', 10), at('b', 246.5), DEFAULT_ASPECT_OPTIONS)!;
    expect(trine.aspect).toBe('trine');
    expect(trine.separation).toBeCloseTo(123.5, 12);
  });

  it('finds nothing outside every orb, and only the aspects asked for', () => {
    expect(aspectBetween(at('a', 0), at('b', 100), DEFAULT_ASPECT_OPTIONS)).toBeNull();
    expect(aspectBetween(at('a', 0), at('b', 150.5), DEFAULT_ASPECT_OPTIONS)).toBeNull();
    expect(aspectBetween(at('a', 0), at('b', 150.5), ALL)?.aspect).toBe('quincunx');
    expect(aspectBetween(at('a', 0), at('b', 129), { aspects: ['trine'], orbs: { ...DEFAULT_ASPECT_ORBS, trine: 8 } })).toBeNull();
    expect(aspectBetween(at('a', 0), at('b', 129), { aspects: ['trine'], orbs: { ...DEFAULT_ASPECT_ORBS, trine: 9 } })?.orb).toBeCloseTo(9, 12);
  });

  it('takes the aspect nearest to exact when widened orbs overlap', () => {
    const wide = { aspects: WESTERN_ASPECT_IDS, orbs: Object.fromEntries(WESTERN_ASPECT_IDS.map((id) => [id, 10])) as typeof DEFAULT_ASPECT_ORBS };
    expect(aspectBetween(at('a', 0), at('b', 140), wide)?.aspect).toBe('biquintile');
    expect(aspectBetween(at('a', 0), at('b', 139), wide)?.aspect).toBe('sesquiquadrate');
  });

  it('is applying when the faster point closes on exact and separating after it', () => {
    // a at 100 moving 1°/day, b at 5 still: separation 95 shrinking towards the square.
    expect(aspectBetween(at('a', 100, -1), at('b', 5, 0), DEFAULT_ASPECT_OPTIONS)?.applying).toBe(true);
    expect(aspectBetween(at('a', 100, 1), at('b', 5, 0), DEFAULT_ASPECT_OPTIONS)?.applying).toBe(false);
    // The same across 0° Aries, and with the faster point listed second.
    expect(aspectBetween(at('a', 2, 0.1), at('b', 356, 13), DEFAULT_ASPECT_OPTIONS)?.applying).toBe(true);
    expect(aspectBetween(at('a', 356, 13), at('b', 2, 0.1), DEFAULT_ASPECT_OPTIONS)?.applying).toBe(true);
    expect(aspectBetween(at('a', 8, 13), at('b', 2, 0.1), DEFAULT_ASPECT_OPTIONS)?.applying).toBe(false);
    // A point without motion (an angle) leaves it open.
    expect(aspectBetween(at('a', 8, 13), at('asc', 2, null), DEFAULT_ASPECT_OPTIONS)?.applying).toBeNull();
  });

  it('lists each pair of one chart once and every cross pair of two charts', () => {
    const points = [at('a', 0), at('b', 120), at('c', 240)];
    expect(aspectsWithin(points, DEFAULT_ASPECT_OPTIONS).map((x) => `${x.from}-${x.to}`)).toEqual(['a-b', 'a-c', 'b-c']);
    expect(aspectsBetween(points, points, DEFAULT_ASPECT_OPTIONS)).toHaveLength(9);
  });
});

/** Planets at the given longitudes (ids p0, p1, …) with sign and house read off the longitude. */
function bodiesAt(longitudes: readonly number[]): { bodies: PatternBody[]; points: AspectPoint[] } {
  const bodies = longitudes.map((longitude, i) => ({ id: `p${i}`, sign: Math.floor(longitude / 30) + 1, house: ((Math.floor(longitude / 30) + 3) % 12) + 1 }) as PatternBody);
  return { bodies, points: longitudes.map((longitude, i) => at(`p${i}`, longitude)) };
}

function patternsAt(longitudes: readonly number[]) {
  const { bodies, points } = bodiesAt(longitudes);
  return chartPatterns(bodies, aspectsWithin(points, { aspects: PATTERN_ASPECT_IDS, orbs: DEFAULT_ASPECT_ORBS }));
}

describe('chartPatterns', () => {
  it('finds a grand trine', () => {
    expect(patternsAt([10, 132, 251, 60.5])).toEqual([{ type: 'grand-trine', bodies: ['p0', 'p1', 'p2'], apex: null, stellium: null }]);
  });

  it('finds a T-square with its apex', () => {
    expect(patternsAt([10, 188, 97, 300.5])).toContainEqual({ type: 't-square', bodies: ['p0', 'p1', 'p2'], apex: 'p2', stellium: null });
  });

  it('finds a grand cross and reports none of the four T-squares inside it', () => {
    const patterns = patternsAt([5, 95, 185, 275]);
    expect(patterns.filter((p) => p.type === 'grand-cross')).toEqual([{ type: 'grand-cross', bodies: ['p0', 'p1', 'p2', 'p3'], apex: null, stellium: null }]);
    expect(patterns.filter((p) => p.type === 't-square')).toEqual([]);
  });

  it('finds a yod pointing at its apex', () => {
    expect(patternsAt([0, 60, 210])).toEqual([{ type: 'yod', bodies: ['p0', 'p1', 'p2'], apex: 'p2', stellium: null }]);
  });

  it('finds a kite: a grand trine and a body opposite one corner, sextile the other two', () => {
    const patterns = patternsAt([0, 120, 240, 180]);
    expect(patterns).toContainEqual({ type: 'kite', bodies: ['p0', 'p1', 'p2', 'p3'], apex: 'p3', stellium: null });
    expect(patterns.map((p) => p.type)).toContain('grand-trine');
  });

  it('finds a stellium of three planets in a sign (and in a house), and none of two', () => {
    const patterns = patternsAt([31, 45, 58, 200]);
    expect(patterns).toContainEqual({ type: 'stellium', bodies: ['p0', 'p1', 'p2'], apex: null, stellium: { by: 'sign', number: 2 } });
    expect(patterns).toContainEqual({ type: 'stellium', bodies: ['p0', 'p1', 'p2'], apex: null, stellium: { by: 'house', number: 5 } });
    expect(patternsAt([31, 45, 200]).filter((p) => p.type === 'stellium')).toEqual([]);
  });

  it('finds nothing in a chart without figures', () => {
    expect(patternsAt([0, 50, 100, 200, 250])).toEqual([]);
  });
});
