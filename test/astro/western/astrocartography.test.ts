/**
 * Astrocartography: at every sampled point of every line the body is on that angle, checked independently with
 * astronomy-engine's own sidereal time and horizon transform (`Horizon`, no refraction) from the body's geocentric
 * apparent place of date computed here from `GeoVector`: on the ASC and DSC lines its altitude is 0 (east when
 * rising, west when setting), on the MC and IC lines its azimuth is due south or north (the meridian) with the
 * altitude of upper or lower culmination. Also: the polar limits, the antimeridian cut.
 */
import { describe, expect, it } from 'vitest';
import { astrocartography, cutAtAntimeridian, horizonHourAngle, MAP_ANGLES } from '../../../astro/western/astrocartography.ts';
import { Astronomy, astroTime } from '../../../astro/engine.ts';
import { WESTERN_PLANET_IDS } from '../../../data/western-bodies.ts';

const BODIES: Record<string, Astronomy.Body> = {
  sun: Astronomy.Body.Sun, moon: Astronomy.Body.Moon, mercury: Astronomy.Body.Mercury, venus: Astronomy.Body.Venus, mars: Astronomy.Body.Mars,
  jupiter: Astronomy.Body.Jupiter, saturn: Astronomy.Body.Saturn, uranus: Astronomy.Body.Uranus, neptune: Astronomy.Body.Neptune, pluto: Astronomy.Body.Pluto,
};

/** Geocentric apparent right ascension (hours) and declination of date, by astronomy-engine alone. */
function geocentricEquator(id: string, time: Astronomy.AstroTime): { ra: number; dec: number } {
  const vector = Astronomy.GeoVector(BODIES[id]!, time, true);
  const equator = Astronomy.EquatorFromVector(Astronomy.RotateVector(Astronomy.Rotation_EQJ_EQD(time), vector));
  return { ra: equator.ra, dec: equator.dec };
}

describe('astrocartography lines', () => {
  for (const [label, instant] of [
    ['John Lennon, 9 October 1940 17:30 UT', Date.UTC(1940, 9, 9, 17, 30)],
    ['1 January 2000 12:00 UT', Date.UTC(2000, 0, 1, 12)],
    ['a Moon at high declination, 2025-06-12 06:00 UT', Date.UTC(2025, 5, 12, 6)],
  ] as const) {
    it(`${label}: every sampled point puts its body on its angle (within 0.5″)`, () => {
      const map = astrocartography(instant, WESTERN_PLANET_IDS);
      const time = astroTime(instant);
      expect(map.lines).toHaveLength(WESTERN_PLANET_IDS.length * 4);
      let worstArcsec = 0;
      let checked = 0;
      for (const line of map.lines) {
        const { ra, dec } = geocentricEquator(line.body, time);
        for (const segment of line.segments) {
          for (const [longitude, latitude] of segment) {
            // The cut at ±180° is interpolated between two samples, not solved: not a point of the line.
            if (Math.abs(Math.abs(longitude) - 180) < 1e-9) continue;
            const horizon = Astronomy.Horizon(time, new Astronomy.Observer(latitude, longitude, 0), ra, dec);
            let error: number;
            if (line.angle === 'asc' || line.angle === 'dsc') {
              error = Math.abs(horizon.altitude);
              // At the polar limit the body grazes the horizon on the meridian; elsewhere it rises east, sets west.
              if (Math.abs(latitude) < 90 - Math.abs(dec) - 0.5) expect(horizon.azimuth < 180, `${line.body} ${line.angle} at ${latitude}`).toBe(line.angle === 'asc');
            } else {
              const upper = line.angle === 'mc';
              const culmination = upper ? 90 - Math.abs(latitude - dec) : Math.abs(latitude + dec) - 90;
              // On the meridian the altitude is that of culmination and the azimuth 0° or 180° (undefined at the zenith).
              // The distance on the sky from the meridian: the azimuth's from 0° or 180° times sin(zenith distance).
              const fromMeridian = Math.min(Math.abs(horizon.azimuth - 180), horizon.azimuth, 360 - horizon.azimuth);
              const zenithDistance = 90 - horizon.altitude;
              error = Math.max(Math.abs(horizon.altitude - culmination), fromMeridian * Math.sin((zenithDistance * Math.PI) / 180));
            }
            worstArcsec = Math.max(worstArcsec, error * 3600);
            checked++;
          }
        }
      }
      console.log(`${label}: ${checked} points, worst ${worstArcsec.toFixed(3)}″`);
      expect(worstArcsec).toBeLessThan(0.5);
    });
  }

  it('stops the ASC and DSC lines at 90° − |δ|, where they meet the meridian', () => {
    const map = astrocartography(Date.UTC(2025, 5, 12, 6), ['moon'], ['asc', 'dsc', 'mc', 'ic']);
    const moon = map.bodies[0]!;
    expect(Math.abs(moon.declination)).toBeGreaterThan(20);
    const latitudes = map.lines.filter((line) => line.angle === 'asc').flatMap((line) => line.segments.flat().map(([, latitude]) => latitude));
    expect(Math.max(...latitudes)).toBeCloseTo(moon.polarLimitDeg, 9);
    expect(Math.min(...latitudes)).toBeCloseTo(-moon.polarLimitDeg, 9);
    expect(horizonHourAngle(moon.polarLimitDeg + 0.1, moon.declination)).toBeNull();
  });

  it('cuts a line at the antimeridian with the crossing interpolated on both sides', () => {
    const segments = cutAtAntimeridian([[170, 0], [178, 10], [-176, 20], [-170, 30]]);
    expect(segments).toHaveLength(2);
    expect(segments[0]!.at(-1)).toEqual([180, 10 + (2 / 6) * 10]);
    expect(segments[1]![0]).toEqual([-180, 10 + (2 / 6) * 10]);
    expect(segments.flat().every(([longitude]) => longitude > -180.000001 && longitude <= 180)).toBe(true);
  });

  it('lists the angles asked for, in MC, IC, ASC, DSC order', () => {
    expect(astrocartography(Date.UTC(2000, 0, 1), ['sun'], ['dsc', 'mc']).lines.map((line) => line.angle)).toEqual(['dsc', 'mc']);
    expect(MAP_ANGLES).toEqual(['mc', 'ic', 'asc', 'dsc']);
  });
});
