import { describe, expect, it } from 'vitest';
import { MS_PER_DAY } from '../../../astro/time.ts';
import { type TransitEvent, transitEvents } from '../../../astro/transits/events.ts';
import { zodiacPlace } from '../../../astro/transits/place.ts';
import { siderealTrack, STATION_GRAHAS } from '../../../astro/transits/tracks.ts';
import { FULL } from '../../helpers/sample.ts';

// Default tier: ten years; FULL=1: 1900–2100 (about 8 s).
const start = FULL ? Date.UTC(1900, 0, 1) : Date.UTC(2020, 0, 1);
const end = FULL ? Date.UTC(2100, 0, 1) : Date.UTC(2030, 0, 1);
const CHUNK_MS = 400 * MS_PER_DAY;

describe(`sign ingresses and stations ${new Date(start).getUTCFullYear()}–${new Date(end).getUTCFullYear()}, computed in 400-day chunks`, () => {
  const events: TransitEvent[] = [];
  for (let from = start; from < end; from += CHUNK_MS) {
    events.push(...transitEvents(from, Math.min(from + CHUNK_MS, end), { ayanamshaId: 1, node: 'mean', types: ['sign-ingress', 'station-retrograde', 'station-direct'] }));
  }

  it('each planet alternates retrograde and direct stations, at least 19 days apart', () => {
    for (const graha of STATION_GRAHAS) {
      const stations = events.filter((event) => event.graha === graha && event.type !== 'sign-ingress');
      expect(stations.length).toBeGreaterThan(graha === 'mercury' ? 6 * ((end - start) / (365.25 * MS_PER_DAY)) : 4);
      stations.forEach((station, i) => {
        if (i === 0) return;
        expect(station.type).not.toBe(stations[i - 1]!.type);
        expect(station.instant - stations[i - 1]!.instant).toBeGreaterThan(19 * MS_PER_DAY);
      });
    }
  });

  it('every graha\'s sign ingresses chain from its sign at the start, one sign at a time', () => {
    for (const graha of ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu'] as const) {
      let sign = zodiacPlace(siderealTrack(graha, { ayanamshaId: 1, node: 'mean' }).angleDeg(start)).sign;
      for (const event of events) {
        if (event.type !== 'sign-ingress' || event.graha !== graha) continue;
        expect(event.fromSign).toBe(sign);
        expect(event.toSign).toBe(event.motion === 'direct' ? (sign % 12) + 1 : ((sign + 10) % 12) + 1);
        sign = event.toSign;
      }
    }
  });
});
