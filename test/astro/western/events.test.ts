/**
 * Timed Western events against their definitions: at an ingress the body stands on a sign boundary, at a
 * station its speed is zero, at an exact aspect the separation is the aspect's angle; windows cut into pieces
 * find the same events to the millisecond. Published instants are compared in test/reference/western/.
 */
import { describe, expect, it } from 'vitest';
import { signedDegrees } from '../../../astro/angles.ts';
import { MS_PER_DAY } from '../../../astro/time.ts';
import { westernBodyLongitude, westernBodyPosition } from '../../../astro/western/bodies.ts';
import { type WesternEvent, westernEvents, type WesternEventOptions } from '../../../astro/western/events.ts';
import { WESTERN_ASPECTS } from '../../../data/western-aspects.ts';
import { WESTERN_PLANET_IDS } from '../../../data/western-bodies.ts';

const FROM = Date.UTC(2024, 0, 1);
const TO = Date.UTC(2024, 6, 1);
const ALL_TYPES = new Set(['ingress', 'station', 'aspect'] as const);
const MUTUAL: WesternEventOptions = { bodies: WESTERN_PLANET_IDS.filter((id) => id !== 'moon'), types: ALL_TYPES, aspects: ['conjunction', 'opposition', 'square', 'trine', 'sextile'], natal: null };
const NATAL_POINTS = [{ id: 'sun', longitude: 196.27 }, { id: 'ascendant', longitude: 19.71 }, { id: 'pluto', longitude: 124.19 }];
const TO_NATAL: WesternEventOptions = { bodies: WESTERN_PLANET_IDS, types: ALL_TYPES, aspects: ['conjunction', 'opposition', 'square', 'trine'], natal: NATAL_POINTS };
const angleOf = (id: string) => WESTERN_ASPECTS.find((a) => a.id === id)!.angle;

describe('westernEvents', () => {
  const mutual = westernEvents(FROM, TO, MUTUAL);
  const natal = westernEvents(FROM, TO, TO_NATAL);

  it('finds ingresses on sign boundaries, in the direction of motion', () => {
    const ingresses = mutual.filter((e): e is Extract<WesternEvent, { type: 'ingress' }> => e.type === 'ingress');
    expect(ingresses.length).toBeGreaterThan(20);
    for (const e of ingresses) {
      const longitude = westernBodyLongitude(e.body, e.instant);
      expect(Math.abs(signedDegrees(longitude - ((e.retrograde ? e.fromSign - 1 : e.toSign - 1) * 30))) * 3600, `${e.body} ${e.instant}`).toBeLessThan(1);
      expect((e.fromSign % 12) + 1 === e.toSign || (e.toSign % 12) + 1 === e.fromSign).toBe(true);
    }
    // The Sun enters Aries at the March equinox (the published instant is checked in test/reference/western/).
    expect(ingresses.filter((e) => e.body === 'sun').map((e) => e.toSign)).toEqual([11, 12, 1, 2, 3, 4]);
  });

  it('finds stations where the speed changes sign: Mercury turns retrograde, then direct, in April 2024', () => {
    const stations = mutual.filter((e): e is Extract<WesternEvent, { type: 'station' }> => e.type === 'station');
    for (const e of stations) {
      expect(Math.abs(westernBodyPosition(e.body, e.instant).speedDegPerDay), `${e.body} ${e.direction}`).toBeLessThan(1e-5);
      const before = westernBodyPosition(e.body, e.instant - 2 * MS_PER_DAY).speedDegPerDay;
      expect(before > 0, `${e.body} ${e.direction}`).toBe(e.direction === 'retrograde');
    }
    const mercury = stations.filter((e) => e.body === 'mercury' && e.instant >= Date.UTC(2024, 3, 1) && e.instant < Date.UTC(2024, 4, 1));
    expect(mercury.map((e) => e.direction)).toEqual(['retrograde', 'direct']);
    // Uranus turns direct in January, Pluto retrograde in May, Saturn retrograde at the end of June; Jupiter and
    // Neptune do not turn between January and June 2024.
    expect(stations.filter((e) => e.body !== 'mercury').map((e) => `${e.body} ${e.direction}`)).toEqual(['uranus direct', 'pluto retrograde', 'saturn retrograde']);
  });

  it('times aspects between moving bodies where their separation is the aspect angle', () => {
    const aspects = mutual.filter((e): e is Extract<WesternEvent, { type: 'aspect' }> => e.type === 'aspect');
    expect(aspects.length).toBeGreaterThan(30);
    for (const e of aspects) {
      const separation = Math.abs(signedDegrees(westernBodyLongitude(e.body, e.instant) - westernBodyLongitude(e.to as never, e.instant)));
      expect(Math.abs(separation - angleOf(e.aspect)) * 3600, `${e.body} ${e.aspect} ${e.to}`).toBeLessThan(1);
    }
    // The Jupiter–Uranus conjunction of April 2024.
    expect(aspects.filter((e) => e.body === 'jupiter' && e.to === 'uranus' && e.aspect === 'conjunction')).toHaveLength(1);
  });

  it('times aspects to natal points, each pass of a retrograde loop apart', () => {
    const aspects = natal.filter((e): e is Extract<WesternEvent, { type: 'aspect' }> => e.type === 'aspect');
    expect(aspects.some((e) => e.body === 'moon')).toBe(true);
    for (const e of aspects) {
      const point = NATAL_POINTS.find((p) => p.id === e.to)!;
      const separation = Math.abs(signedDegrees(westernBodyLongitude(e.body, e.instant) - point.longitude));
      expect(Math.abs(separation - angleOf(e.aspect)) * 3600, `${e.body} ${e.aspect} ${e.to}`).toBeLessThan(1);
      expect(e.natal).toBe(true);
    }
    // The Moon passes each target about once a sidereal month: 13.37 passes in 182 days, so 6 or 7 per target in six months.
    const moonToSunSquares = aspects.filter((e) => e.body === 'moon' && e.to === 'sun' && e.aspect === 'square');
    expect(moonToSunSquares.length).toBeGreaterThanOrEqual(12);
    expect(moonToSunSquares.length).toBeLessThanOrEqual(14);
  });

  it('finds the same events, to the millisecond, in a window cut into pieces', () => {
    // Two pieces of 30 days either side of a cut inside the half year: three edges the half year's search runs
    // through without stopping, so the pieces give exactly its events between their outer edges.
    const cut = Date.UTC(2024, 2, 17, 5, 30);
    const [from, to] = [cut - 30 * MS_PER_DAY, cut + 30 * MS_PER_DAY];
    const pieces = [...westernEvents(from, cut, MUTUAL), ...westernEvents(cut, to, MUTUAL)];
    expect(pieces.length).toBeGreaterThan(10);
    expect(pieces).toEqual(mutual.filter((e) => e.instant >= from && e.instant < to));
  });

  it('keeps events in time order inside [from, to)', () => {
    for (const list of [mutual, natal]) {
      for (let i = 1; i < list.length; i++) expect(list[i]!.instant).toBeGreaterThanOrEqual(list[i - 1]!.instant);
      expect(list[0]!.instant).toBeGreaterThanOrEqual(FROM);
      expect(list.at(-1)!.instant).toBeLessThan(TO);
    }
  });
});
