/**
 * Kaal sarp on hand-built charts (no astronomy): full in both directions, each partial definition where it holds
 * and where it does not, the type named by Rahu's house, a graha on the axis. Longitudes are sidereal degrees.
 */
import { describe, expect, it } from 'vitest';
import { KAAL_SARP_TYPES } from '../../../data/doshas.ts';
import { kaalSarpDosha } from '../../../astro/doshas/kaal-sarp.ts';
import { GRAHA_IDS, type GrahaId, type Placements } from '../../../astro/chart/placement.ts';

/** Rahu at 10° (Aries), Ketu at 190° (Libra); the seven between 40° and 170°; lagna Aries. */
const HEMMED: Record<GrahaId, number> = {
  sun: 40, moon: 60, mars: 80, mercury: 100, jupiter: 120, venus: 150, saturn: 170, rahu: 10, ketu: 190,
};

function placements(changes: Partial<Record<GrahaId, number>> = {}, lagnaLongitude = 5): Placements {
  const longitudes = { ...HEMMED, ...changes };
  const grahas = Object.fromEntries(
    GRAHA_IDS.map((graha) => [graha, { longitude: longitudes[graha], speedDegPerDay: graha === 'rahu' || graha === 'ketu' ? -0.05 : 1, latitude: 0 }]),
  ) as Placements['grahas'];
  return { lagnaLongitude, grahas };
}

describe('kaalSarpDosha', () => {
  it('is full when the seven lie forward from Rahu to Ketu, Ketu at the forward end', () => {
    const result = kaalSarpDosha(placements());
    expect(result).toMatchObject({ status: 'full', present: true, direction: 'rahu-to-ketu', leadingNode: 'ketu', breakers: [] });
    expect(result.rahuHouse).toBe(1);
    expect(result.ketuHouse).toBe(7);
    expect(result.type).toBe('anant');
  });

  it('is full when the seven lie forward from Ketu to Rahu, Rahu at the forward end', () => {
    const result = kaalSarpDosha(placements({ sun: 200, moon: 230, mars: 260, mercury: 290, jupiter: 320, venus: 340, saturn: 355 }));
    expect(result).toMatchObject({ status: 'full', direction: 'ketu-to-rahu', leadingNode: 'rahu' });
  });

  it('names the type by the whole-sign house of Rahu from the lagna', () => {
    for (const record of KAAL_SARP_TYPES) {
      const lagnaSignIndex = (((0 - (record.rahuHouse - 1)) % 12) + 12) % 12;
      const result = kaalSarpDosha(placements({}, lagnaSignIndex * 30 + 15));
      expect(result.rahuHouse).toBe(record.rahuHouse);
      expect(result.type).toBe(record.id);
    }
  });

  it('partial by node-sign-crossing: a graha in the sign of Rahu but behind it by degree', () => {
    const result = kaalSarpDosha(placements({ venus: 5 }));
    expect(result.breakers).toEqual(['venus']);
    expect(result.status).toBe('partial');
    expect(result.definitions).toEqual([
      { id: 'node-sign-crossing', holds: true },
      { id: 'one-graha-outside', holds: true },
    ]);
  });

  it('node-sign-crossing does not hold when the graha outside is away from both node signs', () => {
    const result = kaalSarpDosha(placements({ saturn: 280 }));
    expect(result.breakers).toEqual(['saturn']);
    expect(result.status).toBe('none');
    expect(result.type).toBeNull();
    expect(result.definitions.find((check) => check.id === 'node-sign-crossing')?.holds).toBe(false);
  });

  it('one-graha-outside holds for a single graha anywhere on the other side', () => {
    const result = kaalSarpDosha(placements({ saturn: 280 }), { partialDefinition: 'one-graha-outside' });
    expect(result).toMatchObject({ status: 'partial', partialDefinition: 'one-graha-outside', type: 'anant' });
  });

  it('one-graha-outside does not hold for two grahas outside, node-sign-crossing does when both share node signs', () => {
    const twoAcross = placements({ venus: 5, saturn: 195 });
    expect(kaalSarpDosha(twoAcross, { partialDefinition: 'one-graha-outside' }).status).toBe('none');
    expect(kaalSarpDosha(twoAcross).status).toBe('partial');
    expect(kaalSarpDosha(twoAcross).breakers).toEqual(['venus', 'saturn']);
  });

  it('is absent when the grahas are spread over both halves', () => {
    const result = kaalSarpDosha(placements({ sun: 250, moon: 300, mars: 330 }));
    expect(result).toMatchObject({ status: 'none', present: false, type: null });
    expect(result.definitions.every((check) => !check.holds)).toBe(true);
  });

  it('counts a graha exactly on the axis in both halves', () => {
    const result = kaalSarpDosha(placements({ sun: 10, saturn: 190 }));
    expect(result.status).toBe('full');
    expect(result.grahas.find((place) => place.graha === 'sun')?.half).toBeNull();
  });
});
