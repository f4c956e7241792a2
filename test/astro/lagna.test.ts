import { describe, expect, it } from 'vitest';
import { ascendantLongitude, lagnaWindows, MAX_LAGNA_LATITUDE_DEG, siderealAscendant } from '../../astro/lagna.ts';

const DELHI = { lat: 28.6139, lon: 77.209 };

describe('lagna', () => {
  it('puts 0° Cancer on the ascendant when 0° Aries culminates at the equator', () => {
    // The quadrant logic of the atan2 formula: with the vernal point on the meridian (RAMC 0) the ascendant is
    // 90°. Find an instant of RAMC ≈ 0 at longitude 0 by scanning for the ascendant crossing 90°.
    let best = Infinity;
    for (let minute = 0; minute < 1440; minute++) {
      const asc = ascendantLongitude(Date.UTC(2024, 2, 20, 0, minute), 0, 0);
      best = Math.min(best, Math.abs(asc - 90));
    }
    expect(best).toBeLessThan(0.3);
  });

  it('lists the 12 or 13 signs of a day with exact changes: the sign differs 1 s either side of each', () => {
    for (const date of [Date.UTC(2021, 11, 8, 1, 30), Date.UTC(1950, 5, 21, 0, 0), Date.UTC(2080, 2, 1, 12, 0)]) {
      const windows = lagnaWindows(date, date + 86_400_000, DELHI.lat, DELHI.lon, 1);
      expect(windows.length).toBeGreaterThanOrEqual(12);
      expect(windows.length).toBeLessThanOrEqual(14);
      for (let i = 0; i < windows.length; i++) {
        const w = windows[i]!;
        if (i > 0) expect(w.start).toBe(windows[i - 1]!.end);
        const before = Math.floor(siderealAscendant(w.end - 1000, DELHI.lat, DELHI.lon, 1) / 30) + 1;
        const after = Math.floor(siderealAscendant(w.end + 1000, DELHI.lat, DELHI.lon, 1) / 30) + 1;
        expect(before).toBe(w.sign);
        expect(after).toBe((w.sign % 12) + 1);
      }
    }
  });

  it('gives no windows beyond the polar circles, where the rising sign jumps', () => {
    expect(lagnaWindows(Date.UTC(2024, 5, 21), Date.UTC(2024, 5, 22), MAX_LAGNA_LATITUDE_DEG + 1, 18, 1)).toEqual([]);
  });
});
