/**
 * Parans of the astrocartography map, checked against their definition independently of the engine: at each
 * paran's latitude and crossing longitude, at the map's instant, astronomy-engine's own horizon transform
 * (`Horizon`, no refraction) of each body's geocentric apparent place of date (`GeoVector`) puts both bodies on
 * their angles: altitude 0 for ASC and DSC (east rising, west setting), on the meridian at the culmination altitude
 * for MC and IC. Also: the meridian-with-horizon parans against their closed form, every crossing a scan of
 * latitudes finds is listed and none other, two meridian lines give none, and the fixed stars' parans with the
 * bodies likewise, each star placed by astronomy-engine's own `DefineStar` at J2000.0.
 */
import { describe, expect, it } from 'vitest';
import { Astronomy, astroTime } from '../../../astro/engine.ts';
import { signedDegrees } from '../../../astro/angles.ts';
import { astrocartography, MAP_ANGLES, MAX_LATITUDE_DEG, type MapAngle, type MappedBody } from '../../../astro/western/astrocartography.ts';
import { angleOffsetDeg, mappedStars, paranLatitudes, parans } from '../../../astro/western/parans.ts';
import { fixedStar, FIXED_STAR_IDS, type FixedStarId } from '../../../data/fixed-stars.ts';
import { WESTERN_PLANET_IDS } from '../../../data/western-bodies.ts';

const BODIES: Record<string, Astronomy.Body> = {
  sun: Astronomy.Body.Sun, moon: Astronomy.Body.Moon, mercury: Astronomy.Body.Mercury, venus: Astronomy.Body.Venus, mars: Astronomy.Body.Mars,
  jupiter: Astronomy.Body.Jupiter, saturn: Astronomy.Body.Saturn, uranus: Astronomy.Body.Uranus, neptune: Astronomy.Body.Neptune, pluto: Astronomy.Body.Pluto,
};

const RAD = Math.PI / 180;

/** Geocentric apparent right ascension (hours) and declination of date, by astronomy-engine alone. */
function geocentricEquator(id: string, time: Astronomy.AstroTime): { ra: number; dec: number } {
  const vector = Astronomy.GeoVector(BODIES[id]!, time, true);
  const equator = Astronomy.EquatorFromVector(Astronomy.RotateVector(Astronomy.Rotation_EQJ_EQD(time), vector));
  return { ra: equator.ra, dec: equator.dec };
}

/**
 * How far (degrees on the sky) a body is from being on `angle` as seen from (latitude, longitude) at `time`: its
 * altitude for ASC and DSC, for MC and IC the larger of its altitude's distance from the culmination altitude and its
 * distance from the meridian. Also whether a rising body is east and a setting one west.
 */
function offAngle(id: string, angle: MapAngle, time: Astronomy.AstroTime, latitude: number, longitude: number): { error: number; sideOk: boolean } {
  const { ra, dec } = geocentricEquator(id, time);
  return offAngleOf(ra, dec, angle, time, latitude, longitude);
}

/** `offAngle` of a place given by its right ascension (hours) and declination of date. */
function offAngleOf(ra: number, dec: number, angle: MapAngle, time: Astronomy.AstroTime, latitude: number, longitude: number): { error: number; sideOk: boolean } {
  const horizon = Astronomy.Horizon(time, new Astronomy.Observer(latitude, longitude, 0), ra, dec);
  if (angle === 'asc' || angle === 'dsc') {
    // At the polar limit the body grazes the horizon on the meridian, neither east nor west.
    const sideOk = Math.abs(latitude) > 90 - Math.abs(dec) - 0.5 || (horizon.azimuth < 180) === (angle === 'asc');
    return { error: Math.abs(horizon.altitude), sideOk };
  }
  const culmination = angle === 'mc' ? 90 - Math.abs(latitude - dec) : Math.abs(latitude + dec) - 90;
  const fromMeridian = Math.min(Math.abs(horizon.azimuth - 180), horizon.azimuth, 360 - horizon.azimuth);
  const zenithDistance = 90 - horizon.altitude;
  return { error: Math.max(Math.abs(horizon.altitude - culmination), fromMeridian * Math.sin(zenithDistance * RAD)), sideOk: true };
}

const CHARTS = [
  ['John Lennon, 9 October 1940 17:30 UT', Date.UTC(1940, 9, 9, 17, 30)],
  ['1 January 2000 12:00 UT', Date.UTC(2000, 0, 1, 12)],
  ['a Moon at high declination, 2025-06-12 06:00 UT', Date.UTC(2025, 5, 12, 6)],
] as const;

describe('parans', () => {
  for (const [label, instant] of CHARTS) {
    it(`${label}: at every paran both bodies are on their angles (Horizon, within 1″)`, () => {
      const map = astrocartography(instant, WESTERN_PLANET_IDS);
      const found = parans(map, MAP_ANGLES);
      const time = astroTime(instant);
      let worstArcsec = 0;
      for (const paran of found) {
        expect(Math.abs(paran.latitudeDeg)).toBeLessThanOrEqual(MAX_LATITUDE_DEG);
        expect(paran.longitudeDeg).toBeGreaterThan(-180);
        expect(paran.longitudeDeg).toBeLessThanOrEqual(180);
        for (const part of [paran.first, paran.second]) {
          const { error, sideOk } = offAngle(part.body, part.angle, time, paran.latitudeDeg, paran.longitudeDeg);
          expect(sideOk, `${part.body} ${part.angle} at ${paran.latitudeDeg}`).toBe(true);
          worstArcsec = Math.max(worstArcsec, error * 3600);
        }
      }
      console.log(`${label}: ${found.length} parans, worst ${worstArcsec.toFixed(3)}″`);
      // Each pair of bodies: four with one on the MC or IC while the other rises or sets, and two on the horizon
      // (H₀(−φ) = 180° − H₀(φ) pairs rising-with-rising with setting-with-setting, rising-with-setting with its
      // converse, and at the polar limit of the higher-declination body exactly one of the two pairs is in range).
      expect(found).toHaveLength(((WESTERN_PLANET_IDS.length * (WESTERN_PLANET_IDS.length - 1)) / 2) * 6);
      expect(found.filter((p) => p.first.angle !== 'mc' && p.first.angle !== 'ic' && p.second.angle !== 'mc' && p.second.angle !== 'ic')).toHaveLength(90);
      expect(worstArcsec).toBeLessThan(1);
    });
  }

  it('pairs each fixed star with each body, six parans each, both on their angles by astronomy-engine\'s own star place (within 1″)', () => {
    // At J2000.0 the catalogue's place is the star's mean place, which astronomy-engine's DefineStar takes as it is
    // (no proper motion to apply) and carries to the apparent place of date with its own precession, nutation and
    // aberration: a place of each star independent of astro/star-place.ts.
    const instant = Date.UTC(2000, 0, 1, 12);
    const map = astrocartography(instant, WESTERN_PLANET_IDS);
    const stars = mappedStars(map, FIXED_STAR_IDS);
    const found = parans(map, MAP_ANGLES, stars).filter((p) => (FIXED_STAR_IDS as readonly string[]).includes(p.second.body));
    expect(found).toHaveLength(FIXED_STAR_IDS.length * WESTERN_PLANET_IDS.length * 6);
    const time = astroTime(instant);
    let worstArcsec = 0;
    for (const paran of found) {
      expect((WESTERN_PLANET_IDS as readonly string[]).includes(paran.first.body)).toBe(true);
      worstArcsec = Math.max(worstArcsec, offAngle(paran.first.body, paran.first.angle, time, paran.latitudeDeg, paran.longitudeDeg).error * 3600);
      const { raDeg, decDeg } = fixedStar(paran.second.body as FixedStarId).catalogue;
      Astronomy.DefineStar(Astronomy.Body.Star1, raDeg / 15, decDeg, 1000);
      const observer = new Astronomy.Observer(paran.latitudeDeg, paran.longitudeDeg, 0);
      const { ra, dec } = Astronomy.Equator(Astronomy.Body.Star1, time, observer, true, true);
      const { error, sideOk } = offAngleOf(ra, dec, paran.second.angle, time, paran.latitudeDeg, paran.longitudeDeg);
      expect(sideOk, `${paran.second.body} ${paran.second.angle} at ${paran.latitudeDeg}`).toBe(true);
      worstArcsec = Math.max(worstArcsec, error * 3600);
    }
    console.log(`fixed stars: ${found.length} parans, worst ${worstArcsec.toFixed(3)}″`);
    expect(worstArcsec).toBeLessThan(1);
  });

  it('puts a meridian-with-horizon paran where tan φ = −cos H / tan δ, one for each body on MC and on IC', () => {
    const map = astrocartography(Date.UTC(1940, 9, 9, 17, 30), WESTERN_PLANET_IDS);
    const found = parans(map, MAP_ANGLES);
    const mixed = found.filter((p) => (p.first.angle === 'mc' || p.first.angle === 'ic') !== (p.second.angle === 'mc' || p.second.angle === 'ic'));
    // Each ordered pair of bodies: the one on the MC with the other rising or setting, and on the IC likewise.
    expect(mixed).toHaveLength(WESTERN_PLANET_IDS.length * (WESTERN_PLANET_IDS.length - 1) * 2);
    const byId = new Map<string, MappedBody>(map.bodies.map((body) => [body.id, body]));
    let worstDeg = 0;
    for (const paran of mixed) {
      const [meridian, horizon] = paran.first.angle === 'mc' || paran.first.angle === 'ic' ? [paran.first, paran.second] : [paran.second, paran.first];
      const m = byId.get(meridian.body)!;
      const h = byId.get(horizon.body)!;
      // The horizon body's hour angle when the meridian body's line passes: its RA less the meridian's.
      const hourAngle = signedDegrees(m.rightAscension + (meridian.angle === 'ic' ? 180 : 0) - h.rightAscension);
      expect(hourAngle < 0, `${horizon.body} ${horizon.angle}`).toBe(horizon.angle === 'asc');
      const latitude = Math.atan(-Math.cos(hourAngle * RAD) / Math.tan(h.declination * RAD)) / RAD;
      worstDeg = Math.max(worstDeg, Math.abs(latitude - paran.latitudeDeg));
    }
    console.log(`closed form: ${mixed.length} parans, worst ${(worstDeg * 3600).toExponential(2)}″`);
    expect(worstDeg * 3600).toBeLessThan(0.001);
  });

  it('lists every crossing a scan of latitudes every 0.02° finds, and no other', () => {
    const map = astrocartography(Date.UTC(2025, 5, 12, 6), WESTERN_PLANET_IDS);
    const found = parans(map, MAP_ANGLES);
    const lineLongitude = (body: MappedBody, angle: MapAngle, latitude: number) => body.mcLongitude + angleOffsetDeg(body, angle, latitude);
    let scanned = 0;
    map.bodies.forEach((a, index) => {
      for (const b of map.bodies.slice(index + 1)) {
        for (const angleA of MAP_ANGLES) {
          for (const angleB of MAP_ANGLES) {
            if ((angleA === 'mc' || angleA === 'ic') && (angleB === 'mc' || angleB === 'ic')) continue;
            const limit = Math.min(MAX_LATITUDE_DEG, angleA === 'mc' || angleA === 'ic' ? 90 : a.polarLimitDeg, angleB === 'mc' || angleB === 'ic' ? 90 : b.polarLimitDeg);
            const crossings: number[] = [];
            let previous: number | null = null;
            for (let k = 0; ; k++) {
              const latitude = Math.min(-limit + k * 0.02, limit);
              const gap = signedDegrees(lineLongitude(a, angleA, latitude) - lineLongitude(b, angleB, latitude));
              // A sign change with a small gap is a crossing; one across ±180° is the wrap.
              if (previous !== null && previous > 0 !== gap > 0 && Math.abs(gap - previous) < 90) crossings.push(latitude);
              previous = gap;
              if (latitude === limit) break;
            }
            const listed = found.filter((p) => p.first.body === a.id && p.second.body === b.id && p.first.angle === angleA && p.second.angle === angleB);
            expect(listed.length, `${a.id} ${angleA} ${b.id} ${angleB}`).toBe(crossings.length);
            listed.forEach((paran, i) => expect(Math.abs(paran.latitudeDeg - crossings[i]!)).toBeLessThanOrEqual(0.02));
            scanned += crossings.length;
          }
        }
      }
    });
    expect(scanned).toBe(found.length);
  });

  it('gives no paran for two meridian lines, and only the angles asked for', () => {
    const map = astrocartography(Date.UTC(2000, 0, 1, 12), ['sun', 'moon']);
    const [sun, moon] = map.bodies as [MappedBody, MappedBody];
    expect(paranLatitudes(sun, 'mc', moon, 'ic')).toEqual([]);
    expect(paranLatitudes(sun, 'mc', moon, 'mc')).toEqual([]);
    const asked = parans(map, ['mc', 'asc']);
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((p) => ['mc', 'asc'].includes(p.first.angle) && ['mc', 'asc'].includes(p.second.angle))).toBe(true);
    expect(asked.every((p) => p.first.body === 'sun' && p.second.body === 'moon')).toBe(true);
  });
});
