import { describe, expect, it } from 'vitest';
import { positionsAt, sampleInstants } from '../../../astro/transits/at-instant.ts';
import { dailyPositions } from '../../../astro/transits/daily.ts';
import { signedDegrees } from '../../../astro/angles.ts';

describe('graha positions interpolated from six daily rows', () => {
  it('match direct computation to 0.5″ in longitude for every graha, and speeds to 1″/day', () => {
    const options = { ayanamshaId: 1, node: 'true' } as const;
    let worstLongitude = 0;
    let worstSpeed = 0;
    for (const start of [Date.UTC(2024, 3, 8), Date.UTC(1955, 0, 1), Date.UTC(2090, 6, 15), Date.UTC(2025, 10, 26)]) {
      for (let hour = 0; hour < 24; hour += 5) {
        const instant = start + hour * 3_600_000 + 123_456;
        const days = sampleInstants(instant).map((t) => dailyPositions(t, options));
        const interpolated = positionsAt(days, instant, false);
        const direct = dailyPositions(instant, options);
        for (let i = 0; i < 9; i++) {
          worstLongitude = Math.max(worstLongitude, Math.abs(signedDegrees(interpolated[i]!.siderealLongitude - direct[i]!.siderealLongitude)) * 3600);
          worstSpeed = Math.max(worstSpeed, Math.abs(interpolated[i]!.speedDegPerDay - direct[i]!.speedDegPerDay) * 3600);
        }
      }
    }
    expect(worstLongitude).toBeLessThan(0.5);
    expect(worstSpeed).toBeLessThan(1);
  });
});
