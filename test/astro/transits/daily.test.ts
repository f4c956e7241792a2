import { describe, expect, it } from 'vitest';
import { ayanamshaDegrees } from '../../../astro/ayanamsha.ts';
import { signedDegrees } from '../../../astro/angles.ts';
import { MS_PER_DAY, MS_PER_SECOND } from '../../../astro/time.ts';
import { dailyPositions } from '../../../astro/transits/daily.ts';
import { transitEvents } from '../../../astro/transits/events.ts';
import { zodiacPlace } from '../../../astro/transits/place.ts';
import { GRAHA_IDS } from '../../../data/grahas.ts';

const T = Date.UTC(2024, 7, 15, 6);
const options = { ayanamshaId: 1 as const, node: 'mean' as const };

describe('dailyPositions', () => {
  const rows = dailyPositions(T, options);

  it('gives nine rows in the order Sun … Ketu, each a plain JSON record of that instant', () => {
    expect(rows.map((row) => row.graha)).toEqual([...GRAHA_IDS]);
    expect(rows.every((row) => row.instant === T)).toBe(true);
    expect(JSON.parse(JSON.stringify(rows))).toEqual(rows);
  });

  it('sidereal = tropical − true ayanamsha, and the place follows from the sidereal longitude', () => {
    const ayanamsha = ayanamshaDegrees(1, T, { true: true });
    for (const row of rows) {
      expect(Math.abs(signedDegrees(row.tropicalLongitude - ayanamsha - row.siderealLongitude))).toBeLessThan(1e-9);
      expect(row.siderealLongitude).toBeGreaterThanOrEqual(0);
      expect(row.siderealLongitude).toBeLessThan(360);
      const { sign, degreeInSign, nakshatra, pada } = zodiacPlace(row.siderealLongitude);
      expect([row.sign, row.nakshatra, row.pada]).toEqual([sign, nakshatra, pada]);
      expect(row.degreeInSign).toBeCloseTo(degreeInSign, 12);
      expect(row.degreeInSign).toBeGreaterThanOrEqual(0);
      expect(row.degreeInSign).toBeLessThan(30);
    }
  });

  it('Ketu is opposite Rahu, with its speed; both are points (latitude and distance 0)', () => {
    const rahu = rows.find((row) => row.graha === 'rahu')!;
    const ketu = rows.find((row) => row.graha === 'ketu')!;
    expect(Math.abs(signedDegrees(ketu.siderealLongitude - rahu.siderealLongitude - 180))).toBeLessThan(1e-9);
    expect(ketu.speedDegPerDay).toBe(rahu.speedDegPerDay);
    expect([rahu.latitude, rahu.distanceAu, ketu.latitude, ketu.distanceAu]).toEqual([0, 0, 0, 0]);
  });

  it('marks Mercury retrograde on 15 August 2024 (retrograde 5–28 August) and the Sun and Moon never', () => {
    const byGraha = Object.fromEntries(rows.map((row) => [row.graha, row]));
    expect(byGraha.mercury!.retrograde).toBe(true);
    expect(byGraha.mercury!.speedDegPerDay).toBeLessThan(0);
    expect(byGraha.sun!.retrograde).toBe(false);
    expect(byGraha.moon!.retrograde).toBe(false);
  });

  it('mean node: Rahu and Ketu are always retrograde; true node: by the sign of its speed, sometimes direct', () => {
    let trueDirect = 0;
    for (let day = 0; day < 60; day++) {
      const t = T + day * MS_PER_DAY;
      for (const row of dailyPositions(t, options).filter((r) => r.graha === 'rahu' || r.graha === 'ketu')) {
        expect(row.retrograde).toBe(true);
      }
      for (const row of dailyPositions(t, { ...options, node: 'true' }).filter((r) => r.graha === 'rahu')) {
        expect(row.retrograde).toBe(row.speedDegPerDay < 0);
        if (!row.retrograde) trueDirect++;
      }
    }
    expect(trueDirect).toBeGreaterThan(0);
  });

  it('agrees with the ingress events: one second after each ingress the row shows the sign entered', () => {
    const ingresses = transitEvents(T, T + 30 * MS_PER_DAY, { ...options, types: ['sign-ingress'] });
    expect(ingresses.length).toBeGreaterThan(10);
    for (const event of ingresses) {
      if (event.type !== 'sign-ingress') continue;
      const row = dailyPositions(event.instant + MS_PER_SECOND, options).find((r) => r.graha === event.graha)!;
      expect(row.sign).toBe(event.toSign);
    }
  });
});
