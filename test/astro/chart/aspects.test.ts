import { describe, expect, it } from 'vitest';
import {
  ANGULAR_ASPECTS,
  DRISHTI_HOUSES,
  angularAspects,
  aspectStrength,
  aspectedSigns,
  aspectsGraha,
  grahaDrishti,
  grahasAspectingSign,
} from '../../../astro/chart/aspects.ts';
import { GRAHA_IDS, type GrahaId, type Placements } from '../../../astro/chart/placement.ts';

const at = (sign: number, degree: number) => (sign - 1) * 30 + degree;
function chart(lagna: number, where: Record<GrahaId, [number, number]>): Placements {
  const grahas = Object.fromEntries(
    GRAHA_IDS.map((graha) => [graha, { longitude: at(...where[graha]), speedDegPerDay: 1, latitude: 0 }]),
  ) as Placements['grahas'];
  return { lagnaLongitude: at(lagna, 10), grahas };
}

describe('graha drishti: P.V.R. Narasimha Rao, Vedic Astrology: An Integrated Approach, Exercise 14 (Chart 5)', () => {
  // Chart 5 as transcribed in PyJHora tests/pvr_tests.py: Moon Ar, Sun Ta, Rahu Le, Jupiter Vi,
  // Mars/Lagna/Saturn Sc, Mercury Sg, Venus Cp, Ketu Aq.
  const chart5 = chart(8, {
    sun: [2, 10], moon: [1, 10], mars: [8, 5], mercury: [9, 10], jupiter: [6, 10], venus: [10, 10], saturn: [8, 20], rahu: [5, 10], ketu: [11, 10],
  });
  // The book's answer: aspected signs (in the order of the special aspects) and aspected grahas.
  const answer: Record<string, { signs: number[]; grahas: GrahaId[] }> = {
    sun: { signs: [8], grahas: ['mars', 'saturn'] },
    moon: { signs: [7], grahas: [] },
    mars: { signs: [11, 2, 3], grahas: ['ketu', 'sun'] },
    mercury: { signs: [3], grahas: [] },
    jupiter: { signs: [10, 12, 2], grahas: ['venus', 'sun'] },
    venus: { signs: [4], grahas: [] },
    saturn: { signs: [10, 2, 5], grahas: ['venus', 'sun', 'rahu'] },
  };

  for (const [graha, expected] of Object.entries(answer) as [GrahaId, (typeof answer)[string]][]) {
    it(`${graha} aspects the signs and grahas the book gives`, () => {
      expect(aspectedSigns(chart5, graha)).toEqual(expected.signs);
      const aspected = grahaDrishti(chart5)
        .filter((drishti) => drishti.from === graha)
        .flatMap((drishti) => drishti.aspected);
      expect(aspected).toEqual(expected.grahas);
    });
  }

  it('grahasAspectingSign and aspectsGraha agree with the list', () => {
    expect(grahasAspectingSign(chart5, 2, ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn'])).toEqual(['mars', 'jupiter', 'saturn']);
    expect(aspectsGraha(chart5, 'saturn', 'rahu')).toBe(true);
    expect(aspectsGraha(chart5, 'rahu', 'saturn')).toBe(false);
    expect(aspectsGraha(chart5, 'mars', 'mars')).toBe(false);
  });

  it('gives the nodes the 5th, 7th and 9th', () => {
    expect(DRISHTI_HOUSES.rahu).toEqual([5, 7, 9]);
    expect(aspectedSigns(chart5, 'rahu')).toEqual([9, 11, 1]);
  });
});

describe('angular aspects', () => {
  const base = {
    sun: [1, 0], moon: [5, 2], mars: [4, 5], mercury: [1, 9], jupiter: [7, 6], venus: [3, 1], saturn: [9, 0], rahu: [11, 15], ketu: [5, 15],
  } as const satisfies Record<GrahaId, [number, number]>;
  const aspects = angularAspects(chart(1, { ...base }));
  const find = (a: GrahaId, b: GrahaId) => aspects.find((x) => x.planet1 === a && x.planet2 === b);

  it('finds trine, square, opposition, sextile and conjunction within their orbs', () => {
    expect(find('sun', 'moon')).toMatchObject({ aspect: 'Trine', strength: 'Strong' });
    expect(find('sun', 'moon')?.orbDeg).toBeCloseTo(2, 12);
    expect(find('sun', 'mars')).toMatchObject({ aspect: 'Square', strength: 'Weak' }); // 5° of 7°
    expect(find('sun', 'jupiter')).toMatchObject({ aspect: 'Opposition', strength: 'Weak' }); // 6° of 8°
    expect(find('sun', 'venus')).toMatchObject({ aspect: 'Sextile', strength: 'Strong' }); // 1° of 6°
    expect(find('sun', 'saturn')).toMatchObject({ aspect: 'Trine', separationDeg: 120, orbDeg: 0 });
    expect(find('sun', 'mercury')).toBeUndefined(); // 9° > 8°
  });

  it('never pairs Rahu with Ketu and lists each pair once, in graha order', () => {
    expect(find('rahu', 'ketu')).toBeUndefined();
    for (const aspect of aspects) expect(GRAHA_IDS.indexOf(aspect.planet1)).toBeLessThan(GRAHA_IDS.indexOf(aspect.planet2));
  });

  it('grades strength by the fraction of the orb used', () => {
    expect(aspectStrength(2, 8)).toBe('Strong');
    expect(aspectStrength(2.01, 8)).toBe('Moderate');
    expect(aspectStrength(4.8, 8)).toBe('Moderate');
    expect(aspectStrength(4.81, 8)).toBe('Weak');
    expect(ANGULAR_ASPECTS.map((aspect) => aspect.orbDeg)).toEqual([8, 6, 7, 8, 8]);
  });
});
