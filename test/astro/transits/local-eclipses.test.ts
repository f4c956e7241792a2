/**
 * The local solar contacts checked on their definition, independently of the search that found them: at C1 and
 * C4 the topocentric separation of the Sun's and the Moon's centres equals the sum of their apparent radii, at C2
 * and C3 their difference, each within 0.5″ (about a second of the Moon's motion across the Sun). Three eclipses:
 * total at Dallas (2024-04-08), annular at Kannur (2019-12-26), partial at Angkor Wat (1997-03-09). NASA's
 * published circumstances: test/reference/eclipses.
 */
import { describe, expect, it } from 'vitest';
import { Astronomy, astroTime } from '../../../astro/engine.ts';
import { solarEclipseAt } from '../../../astro/transits/eclipses.ts';
import { localSolarEclipse } from '../../../astro/transits/local-eclipses.ts';
import { KM_PER_AU, MOON_RADIUS_KM, SUN_RADIUS_KM } from '../../../astro/transits/lunar-eclipse-contacts.ts';

const ARCSEC_PER_RAD = (180 / Math.PI) * 3600;
const CONTACT_TOLERANCE_ARCSEC = 0.5;

/** Separation of the centres minus the sum (outer contact) or the difference (inner) of the radii, arcseconds. */
function contactGap(latitude: number, longitude: number, instant: number, inner: boolean): number {
  const observer = new Astronomy.Observer(latitude, longitude, 0);
  const time = astroTime(instant);
  const sun = Astronomy.Equator(Astronomy.Body.Sun, time, observer, true, true);
  const moon = Astronomy.Equator(Astronomy.Body.Moon, time, observer, true, true);
  const sunRadius = Math.asin(SUN_RADIUS_KM / (sun.dist * KM_PER_AU)) * ARCSEC_PER_RAD;
  const moonRadius = Math.asin(MOON_RADIUS_KM / (moon.dist * KM_PER_AU)) * ARCSEC_PER_RAD;
  const separation = Astronomy.AngleBetween(sun.vec, moon.vec) * 3600;
  return separation - (inner ? Math.abs(moonRadius - sunRadius) : moonRadius + sunRadius);
}

const CASES = [
  { name: 'Dallas, total', near: '2024-04-08T18:20:00Z', latitude: 32.7767, longitude: -96.797, kind: 'total', contacts: ['c1', 'c2', 'maximum', 'c3', 'c4'] },
  { name: 'Kannur, annular', near: '2019-12-26T05:20:00Z', latitude: 11.87, longitude: 75.37, kind: 'annular', contacts: ['c1', 'c2', 'maximum', 'c3', 'c4'] },
  { name: 'Angkor Wat, partial', near: '1997-03-09T01:24:00Z', latitude: 13.4333, longitude: 103.8667, kind: 'partial', contacts: ['c1', 'maximum', 'c4'] },
] as const;

describe('local solar eclipse contacts on their definition', () => {
  for (const c of CASES) {
    it(`${c.name}: the contacts touch within ${CONTACT_TOLERANCE_ARCSEC}″, the magnitude of a central eclipse is the ratio of the radii`, () => {
      const local = localSolarEclipse(solarEclipseAt(Date.parse(c.near))!, { latitude: c.latitude, longitude: c.longitude, elevationMeters: 0 });
      expect(local.kind).toBe(c.kind);
      expect(local.contacts.map((contact) => contact.id)).toEqual(c.contacts);
      for (const contact of local.contacts.filter((x) => x.id !== 'maximum')) {
        const gap = contactGap(c.latitude, c.longitude, contact.instant, contact.id === 'c2' || contact.id === 'c3');
        expect(Math.abs(gap), contact.id).toBeLessThan(CONTACT_TOLERANCE_ARCSEC);
      }
      expect(local.magnitude! >= 1).toBe(c.kind === 'total');
      expect(local.contacts.every((contact) => contact.aboveHorizon)).toBe(true);
    });
  }
});
