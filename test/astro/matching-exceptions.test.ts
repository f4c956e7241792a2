/**
 * Parihara rules (data/matching-exceptions.ts, astro/matching/exceptions.ts): for each rule a couple where its
 * condition holds and one where it does not, with what it changed; then the sets. Couples are given by sidereal
 * Moon longitudes; the comment beside each says which signs and stars they fall in.
 */
import { describe, expect, it } from 'vitest';
import { ashtakoot } from '../../astro/matching/ashtakoot.ts';
import { applyExceptions, exceptionRuleHolds } from '../../astro/matching/exceptions.ts';
import { EXCEPTION_RULES, EXCEPTION_SET_IDS, type ExceptionRuleId } from '../../data/matching-exceptions.ts';

const couple = (bride: number, groom: number) => ashtakoot({ moonLongitude: bride }, { moonLongitude: groom });
const holds = (rule: ExceptionRuleId, bride: number, groom: number) => {
  const r = couple(bride, groom);
  return exceptionRuleHolds(rule, r.bride, r.groom);
};
const outcome = (bride: number, groom: number, rule: ExceptionRuleId) =>
  applyExceptions(couple(bride, groom), 'all').rules.find((r) => r.rule === rule)!;

/** [rule, fires (bride, groom), does not fire (bride, groom)] */
const CASES: [ExceptionRuleId, [number, number], [number, number]][] = [
  ['same-rashi-different-nakshatra', [125, 140], [125, 130]], // Leo Magha / Leo Purva Phalguni; both Magha
  ['same-nakshatra-different-rashi', [28, 32], [125, 130]], // Krittika in Aries / in Taurus; both Leo
  ['same-nakshatra-different-pada', [121, 131], [121, 122]], // Magha pada 1 / 4; both pada 1
  ['nadi-exempt-nakshatras', [45, 285], [125, 130]], // Rohini / Shravana; Magha / Magha
  ['same-rashi-lord', [5, 215], [5, 45]], // Aries / Scorpio (Mars); Aries / Taurus
  ['rashi-lords-friends', [100, 125], [5, 45]], // Cancer / Leo (Moon, Sun); Mars / Venus neutral
  ['rashi-lords-not-enemies', [5, 45], [125, 305]], // Mars / Venus neutral; Sun / Saturn enemies
  ['navamsa-lords-friends-or-same', [0.5, 120.5], [0.5, 33.4]], // Aries navamsa both; Aries (Mars) / Aquarius (Saturn)
  ['bride-star-far-from-groom', [205, 5], [25, 5]], // Vishakha 16th from Ashwini; Krittika 3rd
  ['shadashtak-bride-odd-sign', [5, 155], [45, 185]], // Aries bride, Virgo groom; Taurus bride, Libra groom
];

describe('each exception rule', () => {
  it('has a case for every rule', () => {
    expect(CASES.map(([rule]) => rule).sort()).toEqual(EXCEPTION_RULES.map((r) => r.id).sort());
  });

  for (const [rule, fires, quiet] of CASES) {
    it(`${rule}: fires for ${fires.join('/')}, not for ${quiet.join('/')}`, () => {
      expect(holds(rule, ...fires)).toBe(true);
      expect(holds(rule, ...quiet)).toBe(false);
      expect(outcome(...quiet, rule)).toMatchObject({ fired: false, effects: [], changes: [] });
    });
  }

  it('restores a cancelled dosha to the full points of its koota', () => {
    // Krittika in Aries and in Taurus: the same nadi (0) and the same star in different signs.
    const r = applyExceptions(couple(28, 32), 'muhurta-chintamani');
    expect(r.rules[1]).toMatchObject({ rule: 'same-nakshatra-different-rashi', fired: true,
      changes: [{ koota: 'nadi', effect: 'cancelled', pointsBefore: 0, pointsAfter: 8 }] });
    expect(r.kootas.nadi).toBe(8);
    expect(r.total).toBe(r.totalBefore + 8);
    expect(r.doshas.find((d) => d.koota === 'nadi')).toMatchObject({ cancelled: true });
  });

  it('says a rule that fired on a koota without a dosha changed nothing', () => {
    // Ashwini and Bharani, both Aries: different nadis, Deva bride with a Manushya groom (6).
    const o = outcome(5, 20, 'same-rashi-different-nakshatra');
    expect(o.fired).toBe(true);
    expect(o.changes).toEqual([]);
    expect(o.effects.map((e) => e.effect)).toEqual(['noDosha', 'noDosha']);
  });

  it('says alreadyCancelled when an earlier rule of the set restored the koota', () => {
    // Aries / Scorpio 6/8: the same lord, and the 6/8 from an odd-sign bride; the bhakoot is restored once only.
    const r = applyExceptions(couple(5, 215), 'all');
    const bhakoot = r.rules.flatMap((rule) => rule.effects).filter((e) => e.koota === 'bhakoot');
    expect(bhakoot.filter((e) => e.effect === 'cancelled')).toHaveLength(1);
    expect(r.kootas.bhakoot).toBe(7);
  });
});

describe('exception sets', () => {
  it('none changes nothing (random couples)', () => {
    for (let i = 0; i < 200; i += 1) {
      const r = couple((i * 37.3) % 360, (i * 101.7 + 13) % 360);
      const e = applyExceptions(r, 'none');
      expect(e.rules).toEqual([]);
      expect(e.total).toBe(r.total);
      expect(e.doshas.every((d) => !d.cancelled)).toBe(true);
    }
  });

  it('default cancels a same-lord 6/8 that Muhurta Chintamani alone leaves standing', () => {
    const r = couple(5, 215); // Aries / Scorpio
    expect(applyExceptions(r, 'default').kootas.bhakoot).toBe(7);
    expect(applyExceptions(r, 'muhurta-chintamani').kootas.bhakoot).toBe(0);
  });

  it('future-point lifts a gana dosha by star distance that default leaves', () => {
    const r = couple(202, 5); // Vishakha bride (Rakshasa, Libra 22°, Aries navamsa), Ashwini groom (Deva, Taurus navamsa): gana 0
    expect(r.kootas.gana.points).toBe(0);
    expect(applyExceptions(r, 'future-point').kootas.gana).toBe(6);
    expect(applyExceptions(r, 'default').kootas.gana).toBe(0);
  });

  it('never lowers a koota and keeps the total the sum (every set, random couples)', () => {
    for (const set of EXCEPTION_SET_IDS) for (let i = 0; i < 150; i += 1) {
      const r = couple((i * 53.1) % 360, (i * 71.9 + 7) % 360);
      const e = applyExceptions(r, set);
      for (const [koota, points] of Object.entries(e.kootas)) {
        expect(points).toBeGreaterThanOrEqual(r.kootas[koota as keyof typeof r.kootas].points);
      }
      expect(e.total).toBe(Object.values(e.kootas).reduce((a, b) => a + b, 0));
    }
  });
});
