/**
 * Fixed stars in a Western chart: the words a request names them by, conjunctions from their definition, the
 * sidereal longitude from the ayanamsha, and the stars' apparent place against astronomy-engine's own frame
 * conversions. Their places against the catalogue and Swiss Ephemeris: test/reference/western/fixed-stars/.
 */
import { describe, expect, it } from 'vitest';
import { ayanamshaDegrees } from '../../../astro/ayanamsha.ts';
import { fixedStarPositions, fixedStarReading, starConjunctions, starsSelected } from '../../../astro/western/fixed-stars.ts';
import { FIXED_STAR_IDS, FIXED_STARS } from '../../../data/fixed-stars.ts';
import { Astronomy } from '../../../astro/engine.ts';

const T2025 = Date.UTC(2025, 0, 1);

describe('star selection', () => {
  it('reads groups, stars and none into table order without repeats', () => {
    expect(starsSelected(['behenian'])).toHaveLength(15);
    expect(starsSelected(['royal'])).toEqual(['aldebaran', 'regulus', 'antares', 'fomalhaut']);
    expect(starsSelected(['all'])).toEqual([...FIXED_STAR_IDS]);
    expect(starsSelected(['behenian', 'royal'])).toEqual([...FIXED_STAR_IDS]);
    expect(starsSelected(['spica', 'royal', 'spica'])).toEqual(['aldebaran', 'regulus', 'spica', 'antares', 'fomalhaut']);
    expect(starsSelected(['none'])).toEqual([]);
    expect(starsSelected([])).toEqual([]);
  });

  it('has the sixteen stars, every Behenian but Fomalhaut, each royal star marked', () => {
    expect(FIXED_STARS).toHaveLength(16);
    expect(FIXED_STARS.filter((star) => (star.groups as readonly string[]).includes('royal')).map((star) => star.id)).toEqual(['aldebaran', 'regulus', 'antares', 'fomalhaut']);
  });
});

describe('star conjunctions', () => {
  const [regulus] = fixedStarPositions(['regulus'], T2025, 0);

  it('holds within the orb either side, across 0° Aries, and not beyond', () => {
    const star = { ...regulus!, longitude: 359.6 };
    const found = starConjunctions([star], [
      { id: 'sun', longitude: 0.5 },
      { id: 'moon', longitude: 358.7 },
      { id: 'mars', longitude: 1.2 },
      { id: 'ascendant', longitude: 359.6 },
    ], 1);
    expect(found.map((c) => c.point)).toEqual(['sun', 'moon', 'ascendant']);
    expect(found[0]!.separation).toBeCloseTo(-0.9, 9);
    expect(found[1]!.separation).toBeCloseTo(0.9, 9);
    expect(found[2]!.separation).toBe(0);
  });

  it('gives each star its sidereal longitude: tropical less the true ayanamsha', () => {
    const reading = fixedStarReading(['spica', 'regulus'], T2025, [], { orbDeg: 1, ayanamshaId: 27 });
    expect(reading.ayanamsha.degrees).toBeCloseTo(ayanamshaDegrees(27, T2025, { true: true }), 12);
    // True Chitra puts Spica at sidereal 180° by definition.
    expect(reading.stars[0]!.siderealLongitude).toBeCloseTo(180, 9);
    expect(reading.stars[1]!.siderealLongitude).toBeCloseTo(reading.stars[1]!.longitude - reading.ayanamsha.degrees, 9);
  });

  it('keeps the latitude and declination consistent with the true obliquity of date', () => {
    const eps = (Astronomy.e_tilt(Astronomy.MakeTime(new Date(T2025))).tobl * Math.PI) / 180;
    for (const star of fixedStarPositions(FIXED_STAR_IDS, T2025, 0)) {
      const [l, b] = [(star.longitude * Math.PI) / 180, (star.latitude * Math.PI) / 180];
      const declination = (Math.asin(Math.sin(b) * Math.cos(eps) + Math.cos(b) * Math.sin(eps) * Math.sin(l)) * 180) / Math.PI;
      expect(Math.abs(declination - star.declination) * 3600, star.id).toBeLessThan(0.01);
    }
  });
});
