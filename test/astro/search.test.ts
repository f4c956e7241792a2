import { describe, expect, it } from 'vitest';
import { normalizeDegrees, signedDegrees } from '../../astro/angles.ts';
import {
  DEFAULT_TOLERANCE_MS,
  findAngleCrossing,
  findRoot,
  findStepBoundary,
  searchAngleCrossing,
  searchSignChange,
} from '../../astro/search.ts';
import { bodyLongitude, bodySpeed, moonLongitude, sunLongitude } from '../../astro/positions.ts';
import { MS_PER_DAY, MS_PER_HOUR } from '../../astro/time.ts';
import { FULL } from '../helpers/sample.ts';

const T0 = Date.UTC(2024, 0, 1);
const elongation = (t: number) => normalizeDegrees(moonLongitude(t) - sunLongitude(t));
/** Time error of an angle at a solved boundary: |wrapped error| divided by the angle's rate. */
function timeErrorMs(f: (t: number) => number, t: number, targetDeg: number): number {
  const rateDegPerMs = signedDegrees(f(t + 60_000) - f(t - 60_000)) / 120_000;
  return Math.abs(signedDegrees(f(t) - targetDeg) / rateDegPerMs);
}

describe('findRoot', () => {
  it('solves smooth functions to the tolerance', () => {
    const g = (t: number) => Math.sin((t - 1_000_123.456) / 1e6);
    const root = findRoot(g, 0, 2_500_000, 1);
    expect(root).not.toBeNull();
    expect(Math.abs(root! - 1_000_123.456)).toBeLessThan(1);
  });

  it('solves a steep step-like function by falling back to bisection', () => {
    const g = (t: number) => Math.tanh((t - 3_333_333) / 10);
    const root = findRoot(g, 0, 10_000_000, 1);
    expect(Math.abs(root! - 3_333_333)).toBeLessThan(1);
  });

  it('returns null without a sign change and the end when it is a root', () => {
    expect(findRoot((t) => t * t + 1, -5, 5)).toBeNull();
    expect(findRoot((t) => t - 5, 5, 9)).toBe(5);
  });
});

describe('findAngleCrossing', () => {
  it('finds a crossing of 0° across the 360° wrap', () => {
    const f = (t: number) => normalizeDegrees(350 + t / 1000);
    const t = findAngleCrossing(f, 0, 0, 20_000, 0.01);
    expect(t).toBeCloseTo(10_000, 1);
  });

  it('ignores the wrap 180° away from the target', () => {
    const f = (t: number) => normalizeDegrees(170 + t / 1000);
    expect(findAngleCrossing(f, 0, 0, 20_000)).toBeNull();
  });
});

describe('findStepBoundary', () => {
  it('walks consecutive tithi boundaries (k·12° of elongation), each to better than 0.1 s', () => {
    // Fast: one lunar month. FULL: 2,600 boundaries spread over 1900–2100 (ten-month runs every 20 years).
    const starts = FULL ? Array.from({ length: 11 }, (_, i) => Date.UTC(1900 + 20 * i, 0, 1)) : [T0];
    const perStart = FULL ? 240 : 30;
    for (const start of starts) {
      let t = start;
      let previousIndex = -1;
      for (let i = 0; i < perStart; i++) {
        const boundary = findStepBoundary(elongation, 12, t, { direction: 'next', minRateDegPerDay: 10 });
        expect(boundary.instant).toBeGreaterThan(t);
        expect(boundary.instant - t).toBeLessThan(1.3 * MS_PER_DAY);
        expect(timeErrorMs(elongation, boundary.instant, boundary.boundaryDeg)).toBeLessThan(100);
        expect(boundary.boundaryDeg).toBeCloseTo(boundary.index * 12, 9);
        if (previousIndex >= 0) expect(boundary.index).toBe((previousIndex + 1) % 30);
        previousIndex = boundary.index;
        t = boundary.instant;
      }
    }
  });

  it('finds nakshatra boundaries (13°20′ of the Moon) forwards and backwards consistently', () => {
    const step = 40 / 3;
    const next = findStepBoundary(moonLongitude, step, T0, { direction: 'next', minRateDegPerDay: 11.5 });
    const previous = findStepBoundary(moonLongitude, step, T0, { direction: 'previous', minRateDegPerDay: 11.5 });
    expect(previous.instant).toBeLessThan(T0);
    expect(next.index).toBe((previous.index + 1) % 27);
    expect(timeErrorMs(moonLongitude, next.instant, next.boundaryDeg)).toBeLessThan(100);
    expect(timeErrorMs(moonLongitude, previous.instant, previous.boundaryDeg)).toBeLessThan(100);
    const back = findStepBoundary(moonLongitude, step, next.instant - 1000, { direction: 'previous', minRateDegPerDay: 11.5 });
    expect(back.index).toBe(previous.index);
  });

  it('recovers when the rate bound is too high (bracket widening)', () => {
    const boundary = findStepBoundary(sunLongitude, 30, T0, { direction: 'next', minRateDegPerDay: 5 });
    expect(boundary.boundaryDeg).toBe(300);
    expect(timeErrorMs(sunLongitude, boundary.instant, 300)).toBeLessThan(100);
  });

  it('returns the start itself when the angle sits exactly on a boundary (previous)', () => {
    const f = (t: number) => normalizeDegrees(t / 1000);
    expect(findStepBoundary(f, 6, 12_000, { direction: 'previous', minRateDegPerDay: 1 }).instant).toBe(12_000);
    const next = findStepBoundary(f, 6, 12_000, { direction: 'next', minRateDegPerDay: 86_400 });
    expect(Math.abs(next.instant - 18_000)).toBeLessThan(DEFAULT_TOLERANCE_MS);
  });

  it('puts New Moon at equal APPARENT longitudes, 25–55 s before astronomy-engine SearchMoonPhase', async () => {
    // astronomy-engine's MoonPhase subtracts a Sun without aberration; the almanac definition (and USNO's
    // tables, see test/reference/moon-phases) uses the apparent Sun, 20.5″ behind: 30–50 s of lunar motion.
    const { Astronomy } = await import('../../astro/engine.ts');
    let boundary = findStepBoundary(elongation, 12, Date.UTC(2024, 3, 5), { direction: 'next', minRateDegPerDay: 10 });
    while (boundary.index !== 0) {
      boundary = findStepBoundary(elongation, 12, boundary.instant, { direction: 'next', minRateDegPerDay: 10 });
    }
    expect(timeErrorMs(elongation, boundary.instant, 0)).toBeLessThan(100);
    const theirs = Astronomy.SearchMoonPhase(0, new Date(Date.UTC(2024, 3, 5)), 5)!;
    const leadSeconds = (theirs.date.getTime() - boundary.instant) / 1000;
    expect(leadSeconds).toBeGreaterThan(25);
    expect(leadSeconds).toBeLessThan(55);
  });
});

describe('scanning searches', () => {
  it('finds a sign ingress of the Sun forwards and backwards', () => {
    const ingress = searchAngleCrossing(sunLongitude, 0, Date.UTC(2024, 2, 1), {
      stepMs: MS_PER_DAY,
      limitMs: 40 * MS_PER_DAY,
      direction: 'rising',
    });
    expect(ingress).not.toBeNull();
    expect(timeErrorMs(sunLongitude, ingress!, 0)).toBeLessThan(100);
    const before = searchAngleCrossing(sunLongitude, 0, ingress! + 10 * MS_PER_DAY, {
      stepMs: MS_PER_DAY,
      limitMs: -20 * MS_PER_DAY,
    });
    expect(Math.abs(before! - ingress!)).toBeLessThan(DEFAULT_TOLERANCE_MS);
  });

  it('finds Mercury stations as sign changes of its speed', () => {
    const speed = (t: number) => bodySpeed('mercury', t);
    const station = searchSignChange(speed, T0, { stepMs: MS_PER_DAY, limitMs: 150 * MS_PER_DAY, toleranceMs: 1000 });
    expect(station).not.toBeNull();
    expect(Math.abs(speed(station!))).toBeLessThan(1e-4);
    const lonChange = signedDegrees(
      bodyLongitude('mercury', station! + 3 * MS_PER_HOUR) - bodyLongitude('mercury', station! - 3 * MS_PER_HOUR),
    );
    expect(Math.abs(lonChange)).toBeLessThan(1e-4);
  });

  it('returns null when nothing happens in the window', () => {
    expect(
      searchAngleCrossing(sunLongitude, 180, Date.UTC(2024, 0, 1), { stepMs: MS_PER_DAY, limitMs: 30 * MS_PER_DAY }),
    ).toBeNull();
    expect(searchSignChange(() => 1, 0, { stepMs: 10, limitMs: 100 })).toBeNull();
  });
});
