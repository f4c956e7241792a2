/**
 * Local eclipse circumstances against NASA's published tables (README.md beside this file): the local maximum,
 * magnitude and obscuration of a solar eclipse at two places, and the seven contacts of two lunar eclipses.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lunarEclipseAt, solarEclipseAt } from '../../../astro/transits/eclipses.ts';
import { localLunarEclipse, localSolarEclipse } from '../../../astro/transits/local-eclipses.ts';

interface Published {
  solar: { eclipse: string; globalPeakNear: string; places: { name: string; latitude: number; longitude: number; maximum: string; sunAltitude: number; magnitude: number; obscuration: number }[] }[];
  lunar: { eclipse: string; contacts: Record<string, string>; umbralMagnitude?: number }[];
}
const published = JSON.parse(readFileSync(new URL('./nasa-eclipses.json', import.meta.url), 'utf8')) as Published;

/** Seconds by which the local maximum may differ: NASA prints 0.1 s; ΔT and lunar-limb conventions differ by a few. */
const SOLAR_MAXIMUM_TOLERANCE_S = 10;
/** The printed magnitude and obscuration have three decimals; the Moon's radius differs by 0.04 % between the two. */
const SOLAR_FRACTION_TOLERANCE = 0.003;
/** The Sun's altitude is printed to the degree. */
const ALTITUDE_TOLERANCE_DEG = 0.6;
/** Lunar contacts are printed to the second; the shadow rule is the same (Danjon), the ephemerides and ΔT differ. */
const LUNAR_CONTACT_TOLERANCE_S = 10;

describe('solar eclipse local circumstances against NASA RP 1369 (1997-03-09, Table 11a)', () => {
  for (const eclipse of published.solar) {
    const global = solarEclipseAt(Date.parse(eclipse.globalPeakNear));
    for (const place of eclipse.places) {
      it(`${place.name}: maximum within ${SOLAR_MAXIMUM_TOLERANCE_S} s, magnitude and obscuration within ${SOLAR_FRACTION_TOLERANCE}`, () => {
        expect(global).not.toBeNull();
        const local = localSolarEclipse(global!, { latitude: place.latitude, longitude: place.longitude, elevationMeters: 0 });
        const maximum = local.contacts.find((c) => c.id === 'maximum')!;
        expect(Math.abs(maximum.instant - Date.parse(place.maximum)) / 1000).toBeLessThanOrEqual(SOLAR_MAXIMUM_TOLERANCE_S);
        expect(Math.abs(maximum.altitudeDeg - place.sunAltitude)).toBeLessThanOrEqual(ALTITUDE_TOLERANCE_DEG);
        expect(local.kind).toBe('partial');
        expect(Math.abs(local.magnitude! - place.magnitude)).toBeLessThanOrEqual(SOLAR_FRACTION_TOLERANCE);
        expect(Math.abs(local.obscuration! - place.obscuration)).toBeLessThanOrEqual(SOLAR_FRACTION_TOLERANCE);
        expect(local.visible).toBe(true);
      });
    }
  }
});

describe('lunar eclipse contacts against NASA (2007-08-28, 2018-01-31)', () => {
  for (const eclipse of published.lunar) {
    it(`${eclipse.eclipse}: P1, U1–U4, P4 and greatest eclipse each within ${LUNAR_CONTACT_TOLERANCE_S} s`, () => {
      const global = lunarEclipseAt(Date.parse(eclipse.contacts.maximum!));
      expect(global).not.toBeNull();
      const local = localLunarEclipse(global!, { latitude: 0, longitude: 0, elevationMeters: 0 })!;
      const solved = Object.fromEntries(local.contacts.map((c) => [c.id, c.instant]));
      expect(Object.keys(solved).sort()).toEqual(Object.keys(eclipse.contacts).sort());
      for (const [id, printed] of Object.entries(eclipse.contacts)) {
        expect(Math.abs(solved[id]! - Date.parse(printed)) / 1000, id).toBeLessThanOrEqual(LUNAR_CONTACT_TOLERANCE_S);
      }
      if (eclipse.umbralMagnitude !== undefined) expect(Math.abs(local.umbralMagnitude - eclipse.umbralMagnitude)).toBeLessThanOrEqual(0.005);
    });
  }
});
