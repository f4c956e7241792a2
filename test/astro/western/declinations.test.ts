/** Parallels and contra-parallels (astro/western/declinations.ts) from their definitions. */
import { describe, expect, it } from 'vitest';
import { declinationAspect, declinationAspectsBetween, declinationAspectsWithin } from '../../../astro/western/declinations.ts';

describe('declination aspects', () => {
  it('finds a parallel on the same side of the equator and a contra-parallel across it, within the orb only', () => {
    expect(declinationAspect({ id: 'a', declination: 20.3 }, { id: 'b', declination: 19.6 }, 1)).toEqual({ from: 'a', to: 'b', type: 'parallel', orb: expect.closeTo(0.7, 12) });
    expect(declinationAspect({ id: 'a', declination: 20.3 }, { id: 'b', declination: -19.6 }, 1)).toEqual({ from: 'a', to: 'b', type: 'contra-parallel', orb: expect.closeTo(0.7, 12) });
    expect(declinationAspect({ id: 'a', declination: 20.3 }, { id: 'b', declination: 19.2 }, 1)).toBeNull();
    expect(declinationAspect({ id: 'a', declination: 20.3 }, { id: 'b', declination: 19.2 }, 1.2)?.type).toBe('parallel');
  });

  it('reports the nearer of the two near the equator, and each pair once', () => {
    expect(declinationAspect({ id: 'a', declination: 0.4 }, { id: 'b', declination: -0.1 }, 1)).toMatchObject({ type: 'contra-parallel', orb: expect.closeTo(0.3, 12) });
    const points = [{ id: 'a', declination: 10 }, { id: 'b', declination: 10.5 }, { id: 'c', declination: -10.2 }];
    expect(declinationAspectsWithin(points, 1).map((x) => `${x.from}-${x.to}:${x.type}`)).toEqual(['a-b:parallel', 'a-c:contra-parallel', 'b-c:contra-parallel']);
    expect(declinationAspectsBetween([points[0]!], points, 0.3).map((x) => x.to)).toEqual(['a', 'c']);
  });
});
