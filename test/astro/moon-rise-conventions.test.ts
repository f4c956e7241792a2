/**
 * Moonrise and moonset of the topocentric (default) and the classical Moon (astro/rise-set.ts).
 *
 * The classical event is checked against an independent altitude: at the instant found, the point of the true
 * ecliptic of date at the Moon's geocentric longitude (latitude 0) is put on the horizon through astronomy-engine's
 * rotation matrices (`Rotation_ECT_EQD`, `Rotation_EQD_HOR`), not through the RA/Dec formula rise-set.ts uses.
 *
 * Measured: the classical − topocentric differences that docs/conventions.md publishes (`MEASURED` below).
 */
import { describe, expect, it } from 'vitest';
import { Astronomy, astroTime } from '../../astro/engine.ts';
import { type MoonRiseConvention, type Place, type RiseSetConvention, moonTimesForLocalDate } from '../../astro/rise-set.ts';
import { addDays, type LocalDate, type Zone } from '../../astro/time.ts';
import { bySample } from '../helpers/sample.ts';

const IST: Zone = { kind: 'offset', hours: 5.5 };
const DELHI: Place = { latitude: 28.6139, longitude: 77.209, elevationMeters: 216 };

/** Geometric altitude (degrees) of the ecliptic point at the Moon's geocentric longitude, latitude 0. */
function classicalAltitude(place: Place, instant: number): number {
  const time = astroTime(instant);
  const observer = new Astronomy.Observer(place.latitude, place.longitude, place.elevationMeters);
  const point = Astronomy.VectorFromSphere(new Astronomy.Spherical(0, Astronomy.EclipticGeoMoon(time).lon, 1), time);
  const equator = Astronomy.RotateVector(Astronomy.Rotation_ECT_EQD(time), point);
  const horizon = Astronomy.RotateVector(Astronomy.Rotation_EQD_HOR(time, observer), equator);
  return Astronomy.HorizonFromVector(horizon, '').lat;
}

describe('the classical moonrise', () => {
  it('puts the geocentric ecliptic longitude of the Moon on the true horizon (hindu: centre, no refraction)', () => {
    let date: LocalDate = { y: 2024, m: 3, d: 1 };
    let checked = 0;
    for (let i = 0; i < 30; i++, date = addDays(date, 1)) {
      const { moonrise, moonset } = moonTimesForLocalDate(DELHI, IST, date, 'hindu', 'classical');
      for (const event of [moonrise, moonset]) {
        if (event.instant === null) continue;
        // 0.1 s of search tolerance is under 0.001° of altitude.
        expect(Math.abs(classicalAltitude(DELHI, event.instant))).toBeLessThan(0.001);
        checked++;
      }
      if (moonrise.instant !== null) {
        expect(classicalAltitude(DELHI, moonrise.instant - 60_000)).toBeLessThan(0);
        expect(classicalAltitude(DELHI, moonrise.instant + 60_000)).toBeGreaterThan(0);
      }
    }
    expect(checked).toBeGreaterThanOrEqual(56);
  });

  it('leaves the default topocentric: no option and `topocentric` give the same times', () => {
    for (const sunrise of ['hindu', 'observed'] as const) {
      expect(moonTimesForLocalDate(DELHI, IST, { y: 2024, m: 3, d: 5 }, sunrise, 'topocentric')).toEqual(
        moonTimesForLocalDate(DELHI, IST, { y: 2024, m: 3, d: 5 }, sunrise),
      );
    }
  });

  it('gives the reason when the Moon does not rise on a date', () => {
    const reasons = new Set<string>();
    let date: LocalDate = { y: 2024, m: 1, d: 1 };
    for (let i = 0; i < 60; i++, date = addDays(date, 1)) {
      const { moonrise } = moonTimesForLocalDate(DELHI, IST, date, 'hindu', 'classical');
      if (moonrise.instant === null) reasons.add(moonrise.reason);
    }
    expect([...reasons]).toEqual(['none-in-window']);
  });
});

/**
 * |classical − topocentric| in minutes over the events of the year, each topocentric event paired with the
 * nearest classical one within 6 hours (a pair can fall on different civil dates when one is near midnight);
 * `unmatched`: events of either Moon without a partner (a date with a rise in one convention and none in the
 * other, at high latitude a Moon that rises in one and stays below the horizon in the other).
 */
interface Spread {
  readonly mean: number;
  readonly max: number;
  readonly unmatched: number;
}

/**
 * What docs/conventions.md publishes: every civil date of 2024 (zone UTC+5:30, longitude 77.209° E, sea level),
 * the sunrise convention `hindu` (centre, no refraction) for both Moons; minutes to 0.1.
 */
const MEASURED: Readonly<Record<string, { rise: Spread; set: Spread }>> = {
  '0': { rise: { mean: 5, max: 10.4, unmatched: 0 }, set: { mean: 3.8, max: 8.8, unmatched: 0 } },
  '28.6139': { rise: { mean: 9.3, max: 23.9, unmatched: 0 }, set: { mean: 9.6, max: 21.5, unmatched: 0 } },
  '51.5': { rise: { mean: 22.5, max: 54.4, unmatched: 0 }, set: { mean: 23, max: 53, unmatched: 0 } },
  '60': { rise: { mean: 40.3, max: 130.7, unmatched: 0 }, set: { mean: 40.7, max: 130.6, unmatched: 0 } },
};

const round1 = (x: number) => Math.round(x * 10) / 10;
const PAIR_WINDOW_MS = 6 * 3_600_000;

function spread(topocentric: readonly number[], classical: readonly number[]): Spread {
  const used = new Set<number>();
  const minutes: number[] = [];
  for (const a of topocentric) {
    let best = -1;
    for (let j = 0; j < classical.length; j++) {
      if (used.has(j)) continue;
      if (best < 0 || Math.abs(classical[j]! - a) < Math.abs(classical[best]! - a)) best = j;
    }
    if (best >= 0 && Math.abs(classical[best]! - a) < PAIR_WINDOW_MS) {
      used.add(best);
      minutes.push(Math.abs(classical[best]! - a) / 60_000);
    }
  }
  return {
    mean: round1(minutes.reduce((s, m) => s + m, 0) / minutes.length),
    max: round1(Math.max(...minutes)),
    unmatched: topocentric.length + classical.length - 2 * minutes.length,
  };
}

/** The latitudes measured: New Delhi's and 60° N (the widest spread) in the quick sample, all four at the wide one. */
const LATITUDES = bySample({ quick: [28.6139, 60], wide: [0, 28.6139, 51.5, 60] });

describe('measured differences classical − topocentric (docs/conventions.md)', () => {
  it(`at ${LATITUDES.length} of the four latitudes over 2024`, () => {
    const measured: Record<string, { rise: Spread; set: Spread }> = {};
    for (const latitude of LATITUDES) {
      const place: Place = { latitude, longitude: 77.209, elevationMeters: 0 };
      const rise = { topocentric: [] as number[], classical: [] as number[] };
      const set = { topocentric: [] as number[], classical: [] as number[] };
      let date: LocalDate = { y: 2024, m: 1, d: 1 };
      for (let i = 0; i < 366; i++, date = addDays(date, 1)) {
        const times = (moon: MoonRiseConvention, sunrise: RiseSetConvention = 'hindu') => moonTimesForLocalDate(place, IST, date, sunrise, moon);
        for (const moon of ['topocentric', 'classical'] as const) {
          const { moonrise, moonset } = times(moon);
          if (moonrise.instant !== null) rise[moon].push(moonrise.instant);
          if (moonset.instant !== null) set[moon].push(moonset.instant);
        }
      }
      measured[String(latitude)] = { rise: spread(rise.topocentric, rise.classical), set: spread(set.topocentric, set.classical) };
    }
    expect(measured).toEqual(Object.fromEntries(LATITUDES.map((latitude) => [String(latitude), MEASURED[String(latitude)]])));
  }, 60_000);
});
