/**
 * Returns (astro/western/returns.ts) against independent root findings on the same longitudes: the Sun's by
 * astronomy-engine's own `SearchSunLongitude` (its search, not the service's tracks), the Moon's and Saturn's by
 * plain bisection on astronomy-engine's apparent geocentric ecliptic longitude of date. Tolerance 1 s: both
 * sides solve to 10 ms or better; what remains is the two longitude reductions (the service's and
 * astronomy-engine's `SunPosition`/`Ecliptic(GeoVector(…, aberration))`, equal to far below an arcsecond, i.e.
 * far below a second of the Sun's or Moon's motion).
 */
import { describe, expect, it } from 'vitest';
import { Astronomy, astroTime } from '../../../astro/engine.ts';
import { normalizeDegrees, signedDegrees } from '../../../astro/angles.ts';
import { MS_PER_DAY } from '../../../astro/time.ts';
import { DEFAULT_ASPECT_OPTIONS } from '../../../astro/western/aspects.ts';
import { westernBodyLongitude } from '../../../astro/western/bodies.ts';
import { nearestReturns, planetaryReturns, precessionSinceDeg, type ReturnTarget, returnsBetween } from '../../../astro/western/returns.ts';

/** John Lennon: 9 October 1940, 17:30 UT, Liverpool. */
const BIRTH = Date.UTC(1940, 9, 9, 17, 30);
const LIVERPOOL = { latitude: 53.4084, longitude: -2.9916 };
const CHART = { ...LIVERPOOL, houseSystem: 'placidus', aspects: DEFAULT_ASPECT_OPTIONS, fortune: 'sect' } as const;
const RANGE = { start: Date.UTC(1800, 0, 1), end: Date.UTC(2400, 0, 1) };
const TOLERANCE_MS = 1_000;

function target(body: ReturnTarget['body'], zodiac: ReturnTarget['zodiac'] = 'tropical'): ReturnTarget {
  return { body, birthInstant: BIRTH, natalLongitude: westernBodyLongitude(body, BIRTH), zodiac };
}

/** astronomy-engine's apparent geocentric ecliptic longitude of date of a body, degrees. */
function engineLongitude(body: Astronomy.Body, instant: number): number {
  const time = astroTime(instant);
  if (body === Astronomy.Body.Sun) return Astronomy.SunPosition(time).elon;
  return Astronomy.Ecliptic(Astronomy.GeoVector(body, time, true)).elon;
}

/** Bisection to 1 ms for the instant in [a, b] where `g` changes sign. */
function bisect(g: (t: number) => number, a: number, b: number): number {
  let ga = g(a);
  while (b - a > 1) {
    const m = (a + b) / 2;
    const gm = g(m);
    if (gm > 0 === ga > 0) {
      a = m;
      ga = gm;
    } else b = m;
  }
  return (a + b) / 2;
}

describe('solar returns', () => {
  it("match astronomy-engine's SearchSunLongitude to a second, every year 1941–2040", () => {
    const natal = westernBodyLongitude('sun', BIRTH);
    const returns = returnsBetween(target('sun'), Date.UTC(1941, 0, 1), Date.UTC(2041, 0, 1));
    expect(returns).toHaveLength(100);
    let worst = 0;
    for (const found of returns) {
      const independent = Astronomy.SearchSunLongitude(natal, astroTime(found.instant - 5 * MS_PER_DAY), 10)!.date.getTime();
      worst = Math.max(worst, Math.abs(found.instant - independent));
      expect(found.retrograde).toBe(false);
    }
    expect(worst).toBeLessThan(TOLERANCE_MS);
  });

  it('precession-corrected: the Sun back at its natal longitude plus the precession since birth, later each year by about 20 minutes', () => {
    const tropical = nearestReturns(target('sun'), Date.UTC(2020, 0, 1), 'after', 1, RANGE.end)[0]!;
    const sidereal = nearestReturns(target('sun', 'sidereal'), Date.UTC(2020, 0, 1), 'after', 1, RANGE.end)[0]!;
    const shift = precessionSinceDeg(BIRTH, sidereal.instant);
    expect(Math.abs(signedDegrees(westernBodyLongitude('sun', sidereal.instant) - westernBodyLongitude('sun', BIRTH) - shift)) * 3600).toBeLessThan(0.05);
    const minutesPerYear = (sidereal.instant - tropical.instant) / 60_000 / 79;
    expect(minutesPerYear).toBeGreaterThan(20);
    expect(minutesPerYear).toBeLessThan(21);
  });
});

describe('lunar and planetary returns', () => {
  it('lunar returns of 2026 match a bisection on the Moon\'s apparent longitude to a second', () => {
    const natal = westernBodyLongitude('moon', BIRTH);
    const returns = returnsBetween(target('moon'), Date.UTC(2026, 0, 1), Date.UTC(2027, 0, 1));
    expect(returns.length).toBe(13);
    for (const found of returns) {
      const g = (t: number) => signedDegrees(engineLongitude(Astronomy.Body.Moon, t) - natal);
      const independent = bisect(g, found.instant - 6 * 3_600_000, found.instant + 6 * 3_600_000);
      expect(Math.abs(found.instant - independent)).toBeLessThan(TOLERANCE_MS);
    }
  });

  it('Saturn returns: each pass of a retrograde loop, direct–retrograde–direct, at a bisection\'s instant to a second', () => {
    const natal = westernBodyLongitude('saturn', BIRTH);
    const returns = returnsBetween(target('saturn'), Date.UTC(1965, 0, 1), Date.UTC(1975, 0, 1));
    expect(returns.length === 1 || returns.length === 3).toBe(true);
    if (returns.length === 3) expect(returns.map((r) => r.retrograde)).toEqual([false, true, false]);
    for (const found of returns) {
      const g = (t: number) => signedDegrees(engineLongitude(Astronomy.Body.Saturn, t) - natal);
      const independent = bisect(g, found.instant - 2 * MS_PER_DAY, found.instant + 2 * MS_PER_DAY);
      expect(Math.abs(found.instant - independent)).toBeLessThan(TOLERANCE_MS);
      expect(normalizeDegrees(found.longitude - natal + 180) - 180).toBeCloseTo(0, 6);
    }
  });

  it('the nearest returns before a moment are the latest, in time order, and the report casts each chart at the place asked', () => {
    const before = nearestReturns(target('moon'), Date.UTC(2026, 5, 1), 'before', 3, RANGE.start);
    expect(before).toHaveLength(3);
    expect(before[0]!.instant).toBeLessThan(before[2]!.instant);
    expect(before[2]!.instant).toBeLessThan(Date.UTC(2026, 5, 1));
    expect(Date.UTC(2026, 5, 1) - before[2]!.instant).toBeLessThan(28 * MS_PER_DAY);
    const report = planetaryReturns({ body: 'sun', zodiac: 'tropical', birthInstant: BIRTH, search: { kind: 'after', start: Date.UTC(2026, 0, 1), count: 2 }, chart: { ...CHART, latitude: 40.7128, longitude: -74.006 }, range: RANGE });
    expect(report.returns).toHaveLength(2);
    expect(report.returns[0]!.chart.latitude).toBe(40.7128);
    expect(report.returns[0]!.chart.instant).toBe(report.returns[0]!.instant);
  });
});
