import { describe, expect, it } from 'vitest';
import { moonTimesForLocalDate, searchRiseSet, sunTimesForLocalDate, type Place } from '../../astro/rise-set.ts';
import { MS_PER_DAY, MS_PER_MINUTE, addDays, localDateOf, parseZone, startOfLocalDate } from '../../astro/time.ts';
import { Astronomy, astroTime, instantOf } from '../../astro/engine.ts';
import { bySample } from '../helpers/sample.ts';

const delhi: Place = { latitude: 28.6139, longitude: 77.209, elevationMeters: 216 };
const ist = parseZone('Asia/Kolkata');
const tromso: Place = { latitude: 69.65, longitude: 18.96, elevationMeters: 0 };
const oslo = parseZone('Europe/Oslo');

describe('sunTimesForLocalDate', () => {
  it('puts the Hindu sunrise (disc centre, no refraction) after the observed one and the sunset before', () => {
    for (const [place, zone] of [
      [{ latitude: 13.08, longitude: 80.27, elevationMeters: 0 }, ist],
      [delhi, ist],
      [{ latitude: 59.9, longitude: 10.75, elevationMeters: 0 }, oslo],
    ] as const) {
      for (let i = 0; i < 365; i += 30) {
        const date = addDays({ y: 2024, m: 1, d: 1 }, i);
        const observed = sunTimesForLocalDate(place, zone, date, 'observed');
        const hindu = sunTimesForLocalDate(place, zone, date, 'hindu');
        const riseLag = (hindu.sunrise.instant! - observed.sunrise.instant!) / MS_PER_MINUTE;
        const setLead = (observed.sunset.instant! - hindu.sunset.instant!) / MS_PER_MINUTE;
        // Measured 3.4 min (Chennai) to 11.2 min (Oslo): 50′ of altitude at the Sun's rising angle.
        expect(riseLag).toBeGreaterThan(3);
        expect(riseLag).toBeLessThan(20);
        expect(setLead).toBeGreaterThan(3);
        expect(setLead).toBeLessThan(20);
      }
    }
  });

  it('orders sunrise < solar noon < sunset < next sunrise inside the local date', () => {
    const date = { y: 2021, m: 12, d: 8 };
    const times = sunTimesForLocalDate(delhi, ist, date, 'hindu');
    expect(localDateOf(ist, times.sunrise.instant!)).toEqual(date);
    expect(times.sunrise.instant!).toBeLessThan(times.solarNoon);
    expect(times.solarNoon).toBeLessThan(times.sunset.instant!);
    expect(localDateOf(ist, times.nextSunrise.instant!)).toEqual(addDays(date, 1));
    const mid = (times.sunrise.instant! + times.sunset.instant!) / 2;
    expect(Math.abs(mid - times.solarNoon)).toBeLessThan(MS_PER_MINUTE);
  });

  it('handles a 23-hour DST day (New York, 2024-03-10)', () => {
    const newYork = parseZone('America/New_York');
    const date = { y: 2024, m: 3, d: 10 };
    const times = sunTimesForLocalDate({ latitude: 40.7128, longitude: -74.006, elevationMeters: 10 }, newYork, date, 'observed');
    expect(localDateOf(newYork, times.sunrise.instant!)).toEqual(date);
    expect(localDateOf(newYork, times.sunset.instant!)).toEqual(date);
    const vedicDayMinutes = (times.nextSunrise.instant! - times.sunrise.instant!) / MS_PER_MINUTE;
    expect(vedicDayMinutes).toBeGreaterThan(24 * 60 - 3);
    expect(vedicDayMinutes).toBeLessThan(24 * 60);
  });

  it('reports polar day and polar night instead of a time', () => {
    for (const convention of ['hindu', 'observed'] as const) {
      const summer = sunTimesForLocalDate(tromso, oslo, { y: 2024, m: 6, d: 21 }, convention);
      expect(summer.sunrise).toEqual({ instant: null, reason: 'polar-day' });
      expect(summer.sunset).toEqual({ instant: null, reason: 'polar-day' });
      expect(summer.nextSunrise.instant).toBeNull();
      const winter = sunTimesForLocalDate(tromso, oslo, { y: 2024, m: 12, d: 21 }, convention);
      expect(winter.sunrise).toEqual({ instant: null, reason: 'polar-night' });
      expect(winter.sunset).toEqual({ instant: null, reason: 'polar-night' });
      expect(Number.isFinite(winter.solarNoon)).toBe(true);
    }
  });

  it('at the edge of polar day the refracted (observed) Sun stays up while the geometric centre still sets', () => {
    // Around the first midnight-sun night the 50′ between the two conventions decides.
    let found = false;
    for (let i = 0; i < 40 && !found; i++) {
      const date = addDays({ y: 2024, m: 5, d: 1 }, i);
      const observed = sunTimesForLocalDate(tromso, oslo, date, 'observed');
      const hindu = sunTimesForLocalDate(tromso, oslo, date, 'hindu');
      found = observed.sunset.reason === 'polar-day' && hindu.sunset.instant !== null;
    }
    expect(found).toBe(true);
  });
});

describe('searchRiseSet', () => {
  it("finds what astronomy-engine's own searches find, at every latitude (its polar days and nights too)", () => {
    // The engine searches its own height (the Sun and Moon read from kept hourly vectors): each time within the two
    // searches' 0.1 s tolerances of astronomy-engine's SearchAltitude (hindu, at 0°) or SearchRiseSet (observed),
    // and no event exactly where it finds none.
    const latitudes = bySample({ quick: [-89, -70, -66.5, -45, 0, 28.6, 60, 65, 67, 69.65, 78.2, 89], wide: Array.from({ length: 37 }, (_, i) => -90 + i * 5).map((l) => Math.max(-89.5, Math.min(89.5, l))) });
    const starts = bySample({ quick: 8, wide: 48 });
    const broken: string[] = [];
    for (const latitude of latitudes) {
      const place: Place = { latitude, longitude: 18.96, elevationMeters: 100 };
      const observer = new Astronomy.Observer(latitude, 18.96, 100);
      for (let k = 0; k < starts; k++) {
        const start = Date.UTC(2025, 0, 3, 7) + k * Math.round((365 * MS_PER_DAY) / starts);
        for (const body of ['sun', 'moon'] as const) {
          for (const event of ['rise', 'set'] as const) {
            for (const convention of ['hindu', 'observed'] as const) {
              const ours = searchRiseSet(body, event, place, start, convention).instant;
              const which = body === 'sun' ? Astronomy.Body.Sun : Astronomy.Body.Moon;
              const direction = event === 'rise' ? +1 : -1;
              const theirs = convention === 'hindu'
                ? Astronomy.SearchAltitude(which, observer, direction, astroTime(start), 1, 0)
                : Astronomy.SearchRiseSet(which, observer, direction, astroTime(start), 1);
              const expected = theirs === null ? null : instantOf(theirs);
              if ((ours === null) !== (expected === null) || (ours !== null && Math.abs(ours - expected!) > 200)) {
                broken.push(`${body} ${event} ${convention} ${latitude}° ${new Date(start).toISOString()}: ${ours} against ${expected}`);
              }
            }
          }
        }
        const noon = sunTimesForLocalDate(place, parseZone('UTC'), localDateOf(parseZone('UTC'), start), 'hindu').solarNoon;
        const transit = instantOf(Astronomy.SearchHourAngle(Astronomy.Body.Sun, observer, 0, astroTime(startOfLocalDate(parseZone('UTC'), localDateOf(parseZone('UTC'), start))), +1).time);
        if (Math.abs(noon - transit) > 200) broken.push(`solar noon ${latitude}° ${new Date(start).toISOString()}: ${noon} against ${transit}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('searches forwards and backwards', () => {
    const start = Date.UTC(2024, 5, 1, 12);
    const next = searchRiseSet('sun', 'rise', delhi, start, 'observed');
    const previous = searchRiseSet('sun', 'rise', delhi, start, 'observed', -1);
    expect(next.instant! - start).toBeGreaterThan(0);
    expect(start - previous.instant!).toBeGreaterThan(0);
    expect(Math.abs(next.instant! - previous.instant! - MS_PER_DAY)).toBeLessThan(2 * MS_PER_MINUTE);
  });
});

describe('moonTimesForLocalDate', () => {
  it('finds moonrise on all but about one date a month, and says why on the others', () => {
    let missing = 0;
    for (let i = 0; i < 30; i++) {
      const date = addDays({ y: 2024, m: 1, d: 1 }, i);
      const start = startOfLocalDate(ist, date);
      const { moonrise, moonset } = moonTimesForLocalDate(delhi, ist, date, 'observed');
      for (const event of [moonrise, moonset]) {
        if (event.instant === null) {
          expect(event.reason).toBe('none-in-window');
          missing++;
        } else {
          expect(event.instant).toBeGreaterThanOrEqual(start);
          expect(localDateOf(ist, event.instant)).toEqual(date);
        }
      }
    }
    expect(missing).toBeGreaterThanOrEqual(1);
    expect(missing).toBeLessThanOrEqual(3);
  });

  it('uses the topocentric Moon: the Hindu moonrise differs from the observed one by minutes, not hours', () => {
    const date = { y: 2024, m: 2, d: 20 };
    const observed = moonTimesForLocalDate(delhi, ist, date, 'observed').moonrise.instant!;
    const hindu = moonTimesForLocalDate(delhi, ist, date, 'hindu').moonrise.instant!;
    const minutes = (hindu - observed) / MS_PER_MINUTE;
    expect(minutes).toBeGreaterThan(0);
    expect(minutes).toBeLessThan(15);
  });
});
