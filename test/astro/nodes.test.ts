import { describe, expect, it } from 'vitest';
import { lunarNodePosition, meanNodeLongitude, trueNodeLongitude } from '../../astro/nodes.ts';
import { bodyPosition, moonLongitude } from '../../astro/positions.ts';
import { signedDegrees } from '../../astro/angles.ts';
import { searchSignChange } from '../../astro/search.ts';
import { MS_PER_DAY, MS_PER_HOUR } from '../../astro/time.ts';
import { astroTime } from '../../astro/engine.ts';
import { FULL } from '../helpers/sample.ts';

describe('mean and true lunar nodes', () => {
  it('stay within 2° of each other', () => {
    // Meeus (Astronomical Algorithms, 2nd ed., ch. 47) gives true − mean as five periodic terms whose
    // amplitudes sum to 1.99°; measured over 1900–2100 (FULL run): 1.98°.
    const start = FULL ? Date.UTC(1900, 0, 1) : Date.UTC(2020, 0, 1);
    const end = FULL ? Date.UTC(2100, 0, 1) : Date.UTC(2023, 0, 1);
    const step = FULL ? 0.37 * MS_PER_DAY : 1.37 * MS_PER_DAY;
    let largest = 0;
    for (let t = start; t < end; t += step) {
      largest = Math.max(largest, Math.abs(signedDegrees(trueNodeLongitude(t) - meanNodeLongitude(t))));
    }
    expect(largest).toBeLessThan(2);
    expect(largest).toBeGreaterThan(1.5);
  });

  it('true node follows Meeus’s periodic series to 0.35° (its omitted terms)', () => {
    const rad = Math.PI / 180;
    let largest = 0;
    for (let t = Date.UTC(2000, 0, 1); t < Date.UTC(2003, 0, 1); t += 0.91 * MS_PER_DAY) {
      const T = astroTime(t).tt / 36525;
      const D = (297.8501921 + 445267.1114034 * T) * rad;
      const M = (357.5291092 + 35999.0502909 * T) * rad;
      const Mp = (134.9633964 + 477198.8675055 * T) * rad;
      const F = (93.272095 + 483202.0175233 * T) * rad;
      const periodic =
        -1.4979 * Math.sin(2 * (D - F)) -
        0.15 * Math.sin(M) -
        0.1226 * Math.sin(2 * D) +
        0.1176 * Math.sin(2 * F) -
        0.0801 * Math.sin(2 * (Mp - F));
      largest = Math.max(largest, Math.abs(signedDegrees(trueNodeLongitude(t) - meanNodeLongitude(t) - periodic)));
    }
    expect(largest).toBeLessThan(0.35);
  });

  it('true node equals the Moon’s longitude when the Moon crosses the ecliptic northwards', () => {
    const latitude = (t: number) => bodyPosition('moon', t).latitude;
    let t = Date.UTC(2024, 0, 1);
    for (let i = 0; i < 4; i++) {
      const crossing = searchSignChange(latitude, t, { stepMs: MS_PER_DAY, limitMs: 30 * MS_PER_DAY, toleranceMs: 1 });
      expect(crossing).not.toBeNull();
      if (bodyPosition('moon', crossing! + MS_PER_HOUR).latitude > 0) {
        expect(Math.abs(signedDegrees(trueNodeLongitude(crossing!) - moonLongitude(crossing!))) * 3600).toBeLessThan(1);
      } else {
        expect(Math.abs(signedDegrees(trueNodeLongitude(crossing!) + 180 - moonLongitude(crossing!))) * 3600).toBeLessThan(1);
      }
      t = crossing! + MS_PER_DAY;
    }
  });

  it('mean node regresses at the ELP rate; the true node does on average', () => {
    const t = Date.UTC(2024, 5, 1);
    expect(lunarNodePosition(t, 'mean').speedDegPerDay).toBeCloseTo(-1934.1362891 / 36525, 5);
    let total = 0;
    const days = 173;
    for (let d = 0; d < days; d++) total += lunarNodePosition(t + d * MS_PER_DAY, 'true').speedDegPerDay;
    expect(total / days).toBeCloseTo(-0.053, 1);
    const change = signedDegrees(trueNodeLongitude(t + days * MS_PER_DAY) - trueNodeLongitude(t));
    expect(change).toBeLessThan(-6);
  });

  it('true node speed is the derivative of its longitude', () => {
    const t = Date.UTC(2024, 5, 1, 7);
    const speed = lunarNodePosition(t, 'true').speedDegPerDay;
    const derivative = (signedDegrees(trueNodeLongitude(t + 600_000) - trueNodeLongitude(t - 600_000)) * MS_PER_DAY) / 1_200_000;
    expect(Math.abs(speed - derivative)).toBeLessThan(1e-3);
  });

  it('returns points: latitude and distance 0, longitude in [0, 360)', () => {
    for (const type of ['mean', 'true'] as const) {
      const node = lunarNodePosition(Date.UTC(1850, 6, 1), type);
      expect(node.latitude).toBe(0);
      expect(node.distanceAu).toBe(0);
      expect(node.longitude).toBeGreaterThanOrEqual(0);
      expect(node.longitude).toBeLessThan(360);
    }
  });
});
