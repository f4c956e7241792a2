import { describe, expect, it } from 'vitest';
import { positionsAt, panchangaDay } from '../../astro/panchanga/derived.ts';
import { siderealMoonDeg, siderealSunDeg } from '../../astro/panchanga/elements.ts';
import { signedDegrees } from '../../astro/angles.ts';

describe('Sun and Moon positions interpolated from a stored day', () => {
  it('match direct computation to 0.01″ at every hour of the day', () => {
    let worstArcsec = 0;
    for (const [y, m, d] of [[2021, 12, 8], [2024, 3, 25], [1901, 7, 4], [2099, 1, 1]] as const) {
      const day = panchangaDay({
        latitude: 28.6139, longitude: 77.209, elevationM: 216, zone: { kind: 'iana', name: 'Asia/Kolkata' },
        localDate: { y, m, d }, sunrise: 'hindu', ayanamshaId: 1, node: 'mean',
      });
      for (let t = day.start; t < day.end; t += 3_600_000) {
        const at = positionsAt(day, t);
        worstArcsec = Math.max(
          worstArcsec,
          Math.abs(signedDegrees(at.moon - siderealMoonDeg(t, 1))) * 3600,
          Math.abs(signedDegrees(at.sun - siderealSunDeg(t, 1))) * 3600,
        );
      }
    }
    expect(worstArcsec).toBeLessThan(0.01);
  });
});
