import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fixedStarPositions } from '../../../../astro/western/fixed-stars.ts';
import { Astronomy, instantOf } from '../../../../astro/engine.ts';
import { FIXED_STAR_IDS, fixedStar, type FixedStarId } from '../../../../data/fixed-stars.ts';

const catalogue = JSON.parse(readFileSync(new URL('./sefstars-lines.json', import.meta.url), 'utf8')) as { stars: { id: FixedStarId; line: string }[] };
const swiss = JSON.parse(readFileSync(new URL('../../ayanamsha/swiss-ephemeris-values.json', import.meta.url), 'utf8')) as {
  values: { id: number; instant: string; true: number }[];
};

/** A catalogue line's numbers: RA and Dec in degrees, motions, radial velocity, parallax, magnitude. */
function parsed(line: string) {
  const f = line.split(',').map((field) => field.trim());
  const num = (i: number) => Number(f[i]);
  const decSign = f[6]!.startsWith('-') ? -1 : 1;
  return {
    raDeg: 15 * (num(3) + num(4) / 60 + num(5) / 3600),
    decDeg: decSign * (Math.abs(num(6)) + num(7) / 60 + num(8) / 3600),
    pmRa: num(9),
    pmDec: num(10),
    radialVelocity: num(11),
    parallax: num(12),
    magnitude: num(13),
  };
}

/** IAU 2006 mean obliquity of J2000.0, 84381.406″ (Capitaine et al. 2003). */
const OBLIQUITY_J2000 = (84_381.406 / 3600) * (Math.PI / 180);
const ARCSEC = 3600;

describe('fixed-star table against the SIMBAD catalogue lines', () => {
  it('holds the sixteen stars of the lines, every number as printed', () => {
    expect(catalogue.stars.map((star) => star.id).sort()).toEqual([...FIXED_STAR_IDS].sort());
    for (const { id, line } of catalogue.stars) {
      const expected = parsed(line);
      const record = fixedStar(id);
      expect(record.catalogue.raDeg).toBeCloseTo(expected.raDeg, 10);
      expect(record.catalogue.decDeg).toBeCloseTo(expected.decDeg, 10);
      expect(record.catalogue.pmRaCosDecMasPerYear).toBe(expected.pmRa);
      expect(record.catalogue.pmDecMasPerYear).toBe(expected.pmDec);
      expect(record.catalogue.radialVelocityKmPerS).toBe(expected.radialVelocity);
      expect(record.catalogue.parallaxMas).toBe(expected.parallax);
      expect(record.magnitude).toBe(expected.magnitude);
    }
  });
});

describe('fixed-star longitudes against the catalogue, by hand', () => {
  /**
   * The engine's mean-of-date place (apparent − nutation in longitude, less the IAU 2006 general precession since
   * J2000.0), averaged over 24 instants spread evenly over the year centred on J2000.0: the annual aberration
   * (±20.5″) and parallax average out, and so do the linear proper motion and the ecliptic's motion. What is left
   * must be the catalogue place rotated to the J2000.0 ecliptic by hand.
   */
  it('every star within 0.3″ in longitude and latitude at J2000.0', () => {
    let worst = 0;
    for (const { id, line } of catalogue.stars) {
      const { raDeg, decDeg } = parsed(line);
      const ra = (raDeg * Math.PI) / 180;
      const dec = (decDeg * Math.PI) / 180;
      const lambda0 = (Math.atan2(Math.sin(ra) * Math.cos(OBLIQUITY_J2000) + Math.tan(dec) * Math.sin(OBLIQUITY_J2000), Math.cos(ra)) * 180) / Math.PI;
      const beta0 = (Math.asin(Math.sin(dec) * Math.cos(OBLIQUITY_J2000) - Math.cos(dec) * Math.sin(OBLIQUITY_J2000) * Math.sin(ra)) * 180) / Math.PI;
      const dLongitude: number[] = [];
      const dLatitude: number[] = [];
      for (let k = 0; k < 24; k++) {
        const days = (k - 11.5) * (365.25 / 24);
        const time = Astronomy.AstroTime.FromTerrestrialTime(days);
        const t = days / 36_525;
        const precessionDeg = (5028.796195 * t + 1.1054348 * t * t) / ARCSEC;
        const nutationDeg = Astronomy.e_tilt(time).dpsi / ARCSEC;
        const [star] = fixedStarPositions([id], instantOf(time), 0);
        const residual = star!.longitude - nutationDeg - precessionDeg - lambda0;
        dLongitude.push((((residual % 360) + 540) % 360) - 180);
        dLatitude.push(star!.latitude - beta0);
      }
      const meanLongitudeArcsec = (dLongitude.reduce((a, b) => a + b, 0) / 24) * ARCSEC;
      const meanLatitudeArcsec = (dLatitude.reduce((a, b) => a + b, 0) / 24) * ARCSEC;
      worst = Math.max(worst, Math.abs(meanLongitudeArcsec * Math.cos((beta0 * Math.PI) / 180)), Math.abs(meanLatitudeArcsec));
      expect(Math.abs(meanLongitudeArcsec * Math.cos((beta0 * Math.PI) / 180)), `${id} longitude`).toBeLessThan(0.3);
      expect(Math.abs(meanLatitudeArcsec), `${id} latitude`).toBeLessThan(0.3);
    }
    console.log(`fixed stars against the catalogue by hand: worst ${worst.toFixed(3)}″ (on the sky)`);
  });
});

describe('Spica against Swiss Ephemeris', () => {
  /**
   * Swiss Ephemeris's True Chitra ayanamsha (id 27) is Spica's apparent longitude less 180°, so the recorded
   * true values give Swiss Ephemeris's own Spica at five instants 1900–2100.
   */
  it('within 0.15″ of its longitudes 1900–2100 (astronomy-engine nutation against its IAU 2000B: 0.11″)', () => {
    const records = swiss.values.filter((value) => value.id === 27);
    expect(records.length).toBeGreaterThanOrEqual(5);
    let worst = 0;
    for (const record of records) {
      const [spica] = fixedStarPositions(['spica'], Date.parse(record.instant), 0);
      const expected = (record.true + 180) % 360;
      const errorArcsec = Math.abs(((spica!.longitude - expected + 540) % 360) - 180) * ARCSEC;
      worst = Math.max(worst, errorArcsec);
      expect(errorArcsec, record.instant).toBeLessThan(0.15);
    }
    console.log(`Spica against Swiss Ephemeris: worst ${worst.toFixed(3)}″`);
  });
});
