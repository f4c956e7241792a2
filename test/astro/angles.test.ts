import { describe, expect, it } from 'vitest';
import { normalizeDegrees, separationDeg, signedDegrees } from '../../astro/angles.ts';

describe('normalizeDegrees', () => {
  it('reduces any angle to [0, 360)', () => {
    expect(normalizeDegrees(-30)).toBe(330);
    expect(normalizeDegrees(720)).toBe(0);
    expect(normalizeDegrees(360)).toBe(0);
    expect(normalizeDegrees(-720.5)).toBe(359.5);
    expect(normalizeDegrees(359.999)).toBeCloseTo(359.999, 12);
  });
  it('returns +0 for −0 and 0, never 360, for an input a hair below 0', () => {
    expect(Object.is(normalizeDegrees(-0), 0)).toBe(true);
    expect(normalizeDegrees(-1e-15)).toBe(0);
    expect(normalizeDegrees(-1e-12)).toBeLessThan(360);
  });
});

describe('signedDegrees', () => {
  it('reduces any angle to (−180, 180]', () => {
    expect(signedDegrees(190)).toBe(-170);
    expect(signedDegrees(180)).toBe(180);
    expect(signedDegrees(-180)).toBe(180);
    expect(signedDegrees(-10)).toBe(-10);
    expect(signedDegrees(350)).toBe(-10);
    expect(signedDegrees(-1e-15)).toBe(0);
  });
});

describe('separationDeg', () => {
  it('is the shortest arc between two longitudes, in [0, 180], symmetric', () => {
    expect(separationDeg(10, 350)).toBe(20);
    expect(separationDeg(350, 10)).toBe(20);
    expect(separationDeg(0, 180)).toBe(180);
    expect(separationDeg(180, 0)).toBe(180);
    expect(separationDeg(725, 5)).toBe(0);
    expect(separationDeg(-90, 90)).toBe(180);
  });
});
