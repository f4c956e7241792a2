import { describe, expect, it } from 'vitest';
import { bodySpeed, elongationDeg } from '../../../astro/positions.ts';
import { MS_PER_DAY, MS_PER_HOUR, MS_PER_MINUTE, MS_PER_SECOND } from '../../../astro/time.ts';
import { signedDegrees } from '../../../astro/angles.ts';
import {
  TRANSIT_EVENT_TYPES, TransitRangeError, type TransitEvent, type TransitEventType, transitEvents,
} from '../../../astro/transits/events.ts';
import type { IngressEvent } from '../../../astro/transits/ingresses.ts';
import type { NodeType } from '../../../astro/nodes.ts';
import { padaIndexAt, zodiacPlace } from '../../../astro/transits/place.ts';
import { siderealTrack, tropicalLongitude } from '../../../astro/transits/tracks.ts';

const YEAR_2024 = { from: Date.UTC(2024, 0, 1), to: Date.UTC(2025, 0, 1) };
const lahiri = (node: NodeType) => ({ ayanamshaId: 1 as const, node });

const eventsByNode = {
  mean: transitEvents(YEAR_2024.from, YEAR_2024.to, lahiri('mean')),
  true: transitEvents(YEAR_2024.from, YEAR_2024.to, lahiri('true')),
};
const events2024 = eventsByNode.mean;

function ofType<T extends TransitEventType>(events: readonly TransitEvent[], type: T): Extract<TransitEvent, { type: T }>[] {
  return events.filter((event): event is Extract<TransitEvent, { type: T }> => event.type === type);
}

function count(type: TransitEventType, graha: string): number {
  return events2024.filter((event) => event.type === type && event.graha === graha).length;
}

/** Sidereal longitude (Lahiri, true ayanamsha) of a graha, Ketu included. */
function sidereal(graha: string, node: NodeType, t: number): number {
  if (graha === 'ketu') return (sidereal('rahu', node, t) + 180) % 360;
  return siderealTrack(graha as Parameters<typeof siderealTrack>[0], lahiri(node)).angleDeg(t);
}

describe('transitEvents over 2024 (Lahiri, mean node)', () => {
  it('is sorted by instant and keeps every event inside [from, to)', () => {
    const outOfOrder = events2024.filter((event, i) => i > 0 && event.instant < events2024[i - 1]!.instant);
    expect(outOfOrder).toEqual([]);
    const outside = events2024.filter((event) => !(event.instant >= YEAR_2024.from && event.instant < YEAR_2024.to && Number.isInteger(event.instant)));
    expect(outside).toEqual([]);
  });

  it('counts: 12 solar sign ingresses, about 13.4 lunar months of Moon ingresses, 12–13 of each phase', () => {
    expect(count('sign-ingress', 'sun')).toBe(12);
    // 366 days / 27.32166-day sidereal month = 13.396 circuits of the Moon: 160.75 signs, 361.7 nakshatras,
    // 1446.8 padas, give or take the Moon's equation of centre (±6.3°, under one sign or nakshatra, two padas).
    expect(count('sign-ingress', 'moon')).toBeGreaterThanOrEqual(160);
    expect(count('sign-ingress', 'moon')).toBeLessThanOrEqual(161);
    expect(count('nakshatra-ingress', 'moon')).toBeGreaterThanOrEqual(361);
    expect(count('nakshatra-ingress', 'moon')).toBeLessThanOrEqual(362);
    expect(count('pada-ingress', 'moon')).toBeGreaterThanOrEqual(1444);
    expect(count('pada-ingress', 'moon')).toBeLessThanOrEqual(1449);
    // 366 days / 365.256-day sidereal year of the Sun: 27 or 28 nakshatras.
    expect(count('nakshatra-ingress', 'sun')).toBeGreaterThanOrEqual(27);
    expect(count('nakshatra-ingress', 'sun')).toBeLessThanOrEqual(28);
    for (const phase of ['new-moon', 'first-quarter', 'full-moon', 'last-quarter'] as const) {
      expect(count(phase, 'moon')).toBeGreaterThanOrEqual(12);
      expect(count(phase, 'moon')).toBeLessThanOrEqual(13);
    }
  });

  it('the Sun enters the twelve sidereal signs in order, always direct', () => {
    const sun = ofType(events2024, 'sign-ingress').filter((event) => event.graha === 'sun');
    expect(sun.map((event) => event.toSign)).toEqual([10, 11, 12, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(sun.every((event) => event.motion === 'direct')).toBe(true);
  });

  it('Mercury stations seven times in 2024 and the outer planets once or twice each', () => {
    const stations = events2024.filter((event) => event.type === 'station-retrograde' || event.type === 'station-direct');
    const mercury = stations.filter((event) => event.graha === 'mercury').map((event) => event.type);
    expect(mercury).toEqual([
      'station-direct', 'station-retrograde', 'station-direct', 'station-retrograde', 'station-direct',
      'station-retrograde', 'station-direct',
    ]);
    expect(stations.filter((event) => event.graha === 'saturn').map((event) => event.type)).toEqual(['station-retrograde', 'station-direct']);
    expect(stations.filter((event) => event.graha === 'jupiter').map((event) => event.type)).toEqual(['station-retrograde']);
    expect(stations.filter((event) => event.graha === 'mars').map((event) => event.type)).toEqual(['station-retrograde']);
    // Venus was not retrograde in 2024 (its stations were in July–September 2023 and March–April 2025).
    expect(stations.filter((event) => event.graha === 'venus')).toEqual([]);
  });

  it('four eclipses: penumbral lunar, total solar, partial lunar, annular solar', () => {
    const eclipses = events2024.filter((event) => event.type === 'solar-eclipse' || event.type === 'lunar-eclipse');
    expect(eclipses.map((event) => [event.type, 'kind' in event ? event.kind : null])).toEqual([
      ['lunar-eclipse', 'penumbral'],
      ['solar-eclipse', 'total'],
      ['lunar-eclipse', 'partial'],
      ['solar-eclipse', 'annular'],
    ]);
  });

  it('lists Mercury re-entering Cancer retrograde in August 2024 and leaving it again', () => {
    const mercury = ofType(events2024, 'sign-ingress').filter(
      (event) => event.graha === 'mercury' && event.instant >= Date.UTC(2024, 6, 1) && event.instant < Date.UTC(2024, 8, 20),
    );
    expect(mercury.map((event) => [event.fromSign, event.toSign, event.motion])).toEqual([
      [4, 5, 'direct'],
      [5, 4, 'retrograde'],
      [4, 5, 'direct'],
    ]);
  });

  it('Rahu and Ketu move retrograde through opposite signs, crossing at the same instants', () => {
    const rahu = ofType(events2024, 'sign-ingress').filter((event) => event.graha === 'rahu');
    const ketu = ofType(events2024, 'sign-ingress').filter((event) => event.graha === 'ketu');
    expect(rahu.length).toBe(ketu.length);
    rahu.forEach((event, i) => {
      expect(event.motion).toBe('retrograde');
      expect(ketu[i]!.instant).toBe(event.instant);
      expect(ketu[i]!.toSign).toBe(((event.toSign + 5) % 12) + 1);
    });
  });

  it('gives the sign, nakshatra and pada ingress of one boundary the same instant (Sun into Simha, 120°)', () => {
    const atLeo = events2024.filter(
      (event) => event.graha === 'sun' && 'toSign' in event && event.toSign === 5,
    )[0]!;
    const same = events2024.filter((event) => event.graha === 'sun' && event.instant === atLeo.instant).map((event) => event.type);
    expect(same).toEqual(['sign-ingress', 'nakshatra-ingress', 'pada-ingress']);
  });
});

describe('every ingress is exact and ingresses chain', () => {
  for (const node of ['mean', 'true'] as const) {
    const ingresses = eventsByNode[node].filter(
      (event): event is IngressEvent => event.type === 'sign-ingress' || event.type === 'nakshatra-ingress' || event.type === 'pada-ingress',
    );

    it(`${node} node: the sidereal longitude is on the two sides of the boundary 1 s before and after`, () => {
      // Thousands of ingresses: the ones whose sides are not as stated, asserted at once.
      const misplaced = ingresses.filter((event) => {
        const before = zodiacPlace(sidereal(event.graha, node, event.instant - MS_PER_SECOND));
        const after = zodiacPlace(sidereal(event.graha, node, event.instant + MS_PER_SECOND));
        const [found, stated] = event.type === 'sign-ingress'
          ? [[before.sign, after.sign], [event.fromSign, event.toSign]]
          : event.type === 'nakshatra-ingress'
            ? [[before.nakshatra, after.nakshatra], [event.fromNakshatra, event.toNakshatra]]
            : [[before.nakshatra, before.pada, after.nakshatra, after.pada], [event.fromNakshatra, event.fromPada, event.toNakshatra, event.toPada]];
        return found.some((value, i) => value !== stated[i]);
      });
      expect(misplaced).toEqual([]);
      expect(ingresses.length).toBeGreaterThan(2500);
    });

    it(`${node} node: each graha's ingresses of each kind chain, one division at a time in the direction of motion`, () => {
      for (const graha of ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu', 'ketu']) {
        const mine = ingresses.filter((event) => event.graha === graha);
        const signs = ofType(mine, 'sign-ingress');
        const stars = ofType(mine, 'nakshatra-ingress');
        const padas = ofType(mine, 'pada-ingress');
        for (const [list, span] of [
          [signs.map((e) => [e.fromSign, e.toSign, e.motion] as const), 12],
          [stars.map((e) => [e.fromNakshatra, e.toNakshatra, e.motion] as const), 27],
          [padas.map((e) => [(e.fromNakshatra - 1) * 4 + e.fromPada, (e.toNakshatra - 1) * 4 + e.toPada, e.motion] as const), 108],
        ] as const) {
          const broken = list.filter(([fromIndex, toIndex, motion], i) => {
            const step = motion === 'direct' ? 1 : -1;
            return ((fromIndex - 1 + step + span) % span) + 1 !== toIndex || (i > 0 && fromIndex !== list[i - 1]![1]);
          });
          expect(broken, `${graha}, divisions of ${span}`).toEqual([]);
        }
        // The first pada of the year is where the graha was on 1 January.
        if (padas.length > 0) {
          expect(padas[0]!.fromNakshatra).toBe(zodiacPlace(sidereal(graha, node, YEAR_2024.from)).nakshatra);
        }
      }
    });
  }
});

describe('stations and phases are exact', () => {
  it('the tropical speed changes sign across each station (±1 minute) in the stated direction', () => {
    const stations = events2024.filter((event) => event.type === 'station-retrograde' || event.type === 'station-direct');
    for (const station of stations) {
      if (station.type !== 'station-retrograde' && station.type !== 'station-direct') continue;
      const before = bodySpeed(station.graha, station.instant - MS_PER_MINUTE);
      const after = bodySpeed(station.graha, station.instant + MS_PER_MINUTE);
      if (station.type === 'station-retrograde') {
        expect(before).toBeGreaterThan(0);
        expect(after).toBeLessThan(0);
      } else {
        expect(before).toBeLessThan(0);
        expect(after).toBeGreaterThan(0);
      }
      expect(Math.abs(bodySpeed(station.graha, station.instant))).toBeLessThan(1e-6);
      expect(station.tropicalLongitude).toBeCloseTo(tropicalLongitude(station.graha, 'mean', station.instant), 9);
      expect(zodiacPlace(station.siderealLongitude).sign).toBe(station.sign);
    }
  });

  it('the elongation passes 0°, 90°, 180°, 270° between 1 s before and 1 s after each phase', () => {
    const targets = { 'new-moon': 0, 'first-quarter': 90, 'full-moon': 180, 'last-quarter': 270 } as const;
    for (const event of events2024) {
      if (!(event.type in targets)) continue;
      const target = targets[event.type as keyof typeof targets];
      expect(signedDegrees(elongationDeg(event.instant - MS_PER_SECOND) - target)).toBeLessThan(0);
      expect(signedDegrees(elongationDeg(event.instant + MS_PER_SECOND) - target)).toBeGreaterThan(0);
    }
  });

  it('each eclipse falls within two hours of the new or full moon it belongs to', () => {
    for (const eclipse of events2024.filter((event) => event.type === 'solar-eclipse' || event.type === 'lunar-eclipse')) {
      const syzygy = events2024.find(
        (event) => event.type === (eclipse.type === 'solar-eclipse' ? 'new-moon' : 'full-moon') && Math.abs(event.instant - eclipse.instant) < 2 * MS_PER_HOUR,
      );
      expect(syzygy).toBeDefined();
    }
  });
});

describe('chunk invariance', () => {
  const from = Date.UTC(2024, 6, 20);
  const to = from + 60 * MS_PER_DAY;

  function inChunks(chunkFrom: number, chunkTo: number, start: number, chunkMs: number, node: NodeType): TransitEvent[] {
    const found: TransitEvent[] = [];
    let a = chunkFrom;
    let b = start;
    while (a < chunkTo) {
      b = Math.min(b + chunkMs, chunkTo);
      if (b > a) found.push(...transitEvents(a, b, lahiri(node)));
      a = b;
    }
    return found;
  }

  for (const node of ['mean', 'true'] as const) {
    it(`${node} node: 60 days in one piece equal the same 60 days in 1-day chunks (UT midnights)`, () => {
      const whole = transitEvents(from, to, lahiri(node));
      expect(whole.length).toBeGreaterThan(400);
      expect(inChunks(from, to, from, MS_PER_DAY, node)).toEqual(whole);
    });
  }

  it('and in chunks that start at 18:30 UT (Indian local midnights) or every 7 hours', () => {
    const whole = transitEvents(from, to, lahiri('mean'));
    expect(inChunks(from, to, from - 5.5 * MS_PER_HOUR, MS_PER_DAY, 'mean')).toEqual(whole);
    expect(inChunks(from, to, from, 7 * MS_PER_HOUR, 'mean')).toEqual(whole);
  });

  it('asking for some types gives exactly those events of the full list', () => {
    const whole = transitEvents(from, to, lahiri('mean'));
    const types: TransitEventType[] = ['station-retrograde', 'full-moon', 'nakshatra-ingress', 'lunar-eclipse'];
    expect(transitEvents(from, to, { ...lahiri('mean'), types })).toEqual(whole.filter((event) => types.includes(event.type)));
  });
});

describe('windows', () => {
  it('an empty window has no events', () => {
    expect(transitEvents(YEAR_2024.from, YEAR_2024.from, lahiri('mean'))).toEqual([]);
  });

  it('a reversed or non-finite window throws TransitRangeError with its code', () => {
    expect(() => transitEvents(YEAR_2024.to, YEAR_2024.from, lahiri('mean'))).toThrow(TransitRangeError);
    try {
      transitEvents(Number.NaN, YEAR_2024.to, lahiri('mean'));
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(TransitRangeError);
      expect((error as TransitRangeError).code).toBe('INVALID_TIME_RANGE');
    }
  });

  it('an event exactly at a window edge belongs to the window that starts there', () => {
    const sunIngress = events2024.find((event) => event.type === 'sign-ingress' && event.graha === 'sun')!;
    const types: TransitEventType[] = ['sign-ingress'];
    const before = transitEvents(sunIngress.instant - MS_PER_DAY, sunIngress.instant, { ...lahiri('mean'), types });
    const after = transitEvents(sunIngress.instant, sunIngress.instant + MS_PER_DAY, { ...lahiri('mean'), types });
    expect(before.some((event) => event.graha === 'sun')).toBe(false);
    expect(after.filter((event) => event.graha === 'sun')).toEqual([sunIngress]);
  });

  it('rows are plain JSON', () => {
    expect(JSON.parse(JSON.stringify(events2024))).toEqual(events2024);
    expect(new Set(events2024.map((event) => event.type))).toEqual(new Set(TRANSIT_EVENT_TYPES));
  });
});

it('pada indices used by the tests agree with zodiacPlace', () => {
  expect(padaIndexAt(0)).toBe(0);
  expect(padaIndexAt(359.999999)).toBe(107);
});
