/**
 * Void-of-course Moon periods against a published table (atlasastrology.com, the week of 2015-02-09, the modern
 * planet set, times printed to the minute) and against an independent check over a month: at each start the
 * named aspect is exact, at each end the Moon is on a sign boundary, and a scan every half hour finds no exact
 * Ptolemaic aspect to a planet of the set between them, nor between the sign's ingress and the start.
 */
import { describe, expect, it } from 'vitest';
import { normalizeDegrees, signedDegrees } from '../../../astro/angles.ts';
import { voidOfCourseMoon } from '../../../astro/western/void-of-course.ts';
import { westernBodyLongitude } from '../../../astro/western/bodies.ts';
import { VOID_OF_COURSE_SETS } from '../../../data/void-of-course.ts';
import { WESTERN_ASPECTS } from '../../../data/western-aspects.ts';

const MINUTE_MS = 60_000;
/** The table prints minutes: half a minute of rounding and half a minute of ephemeris. */
const PUBLISHED_TOLERANCE_MS = MINUTE_MS;
/** The scan's step: the Moon gains at most 0.4° on a planet in it, far less than the 30° between two aspect angles. */
const SCAN_STEP_MS = 30 * MINUTE_MS;

describe('void-of-course Moon against atlasastrology.com, 2015-02-09 to 02-15 (modern set)', () => {
  const periods = voidOfCourseMoon(Date.parse('2015-02-09T00:00:00Z'), Date.parse('2015-02-13T00:00:00Z'), 'modern');

  it('void at 11:58 UT on the 9th after the trine to the Sun, until the Moon enters Scorpio at 07:05 UT', () => {
    const [first] = periods;
    expect(first!.lastAspect).toMatchObject({ planet: 'sun', aspect: 'trine' });
    expect(Math.abs(first!.start - Date.parse('2015-02-09T11:58:00Z'))).toBeLessThanOrEqual(PUBLISHED_TOLERANCE_MS);
    expect(Math.abs(first!.end - Date.parse('2015-02-10T07:05:00Z'))).toBeLessThanOrEqual(PUBLISHED_TOLERANCE_MS);
    expect(first!.sign).toBe(7);
    expect(first!.nextSign).toBe(8);
  });

  it('void at 05:32 UT on the 12th at 23°59′ Scorpio after the trine to Mars', () => {
    const second = periods[1]!;
    expect(second.lastAspect).toMatchObject({ planet: 'mars', aspect: 'trine' });
    expect(Math.abs(second.start - Date.parse('2015-02-12T05:32:00Z'))).toBeLessThanOrEqual(PUBLISHED_TOLERANCE_MS);
    expect(Math.abs(westernBodyLongitude('moon', second.start) - (210 + 23 + 59 / 60))).toBeLessThan(1 / 60);
  });
});

describe('void-of-course Moon checked independently over March 2024', () => {
  const from = Date.parse('2024-03-01T00:00:00Z');
  const to = Date.parse('2024-04-01T00:00:00Z');
  const aspectAngles = WESTERN_ASPECTS.filter((a) => ['conjunction', 'sextile', 'square', 'trine', 'opposition'].includes(a.id)).flatMap((a) =>
    a.angle === 0 || a.angle === 180 ? [a.angle] : [a.angle, 360 - a.angle],
  );
  const elongation = (planet: string, t: number) => normalizeDegrees(westernBodyLongitude('moon', t) - westernBodyLongitude(planet as never, t));
  /** Whether some Ptolemaic aspect of the Moon to a planet of the set is exact in (a, b), by a scan every `SCAN_STEP_MS`. */
  const aspectBetween = (planets: readonly string[], a: number, b: number): boolean => {
    for (const planet of planets) {
      for (const angle of aspectAngles) {
        let previous = signedDegrees(elongation(planet, a) - angle);
        for (let t = a + SCAN_STEP_MS; t <= b; t = Math.min(t + SCAN_STEP_MS, b)) {
          const now = signedDegrees(elongation(planet, t) - angle);
          if (Math.abs(now) < 90 && Math.abs(previous) < 90 && previous < 0 !== now < 0) return true;
          previous = now;
          if (t === b) break;
        }
      }
    }
    return false;
  };

  for (const set of ['modern', 'traditional'] as const) {
    it(`${set}: every start is an exact aspect or an ingress, every end an ingress, and no aspect lies between them`, () => {
      const periods = voidOfCourseMoon(from, to, set);
      expect(periods.length).toBeGreaterThanOrEqual(12);
      const planets = VOID_OF_COURSE_SETS[set].planets;
      for (const [i, period] of periods.entries()) {
        const endDeg = westernBodyLongitude('moon', period.end);
        expect(Math.abs(signedDegrees(endDeg - Math.round(endDeg / 30) * 30)) * 3600, `end ${i}`).toBeLessThan(0.5);
        expect(Math.floor(normalizeDegrees(endDeg + 1e-6) / 30) + 1).toBe(period.nextSign);
        if (period.lastAspect) {
          const record = WESTERN_ASPECTS.find((a) => a.id === period.lastAspect!.aspect)!;
          const off = Math.min(...[record.angle, 360 - record.angle].map((angle) => Math.abs(signedDegrees(elongation(period.lastAspect!.planet, period.start) - angle))));
          expect(off * 3600, `aspect ${i}`).toBeLessThan(0.5);
          expect(planets).toContain(period.lastAspect.planet);
        }
        expect(aspectBetween(planets, period.start + 1_000, period.end - 1_000), `period ${i}`).toBe(false);
        if (i > 0) expect(period.start).toBeGreaterThan(periods[i - 1]!.end);
      }
    });
  }

  it('the traditional set, with fewer planets, begins each void no later than the modern set, and earlier at least once', () => {
    const modern = voidOfCourseMoon(from, to, 'modern');
    const traditional = voidOfCourseMoon(from, to, 'traditional');
    // The same ingresses end both; an earlier traditional start may reach into the window where the modern void does not.
    const modernByEnd = new Map(modern.map((p) => [p.end, p]));
    expect(modern.every((p) => traditional.some((t) => t.end === p.end))).toBe(true);
    const paired = traditional.filter((t) => modernByEnd.has(t.end));
    paired.forEach((t) => expect(t.start).toBeLessThanOrEqual(modernByEnd.get(t.end)!.start));
    expect(paired.some((t) => t.start < modernByEnd.get(t.end)!.start)).toBe(true);
  });
});
