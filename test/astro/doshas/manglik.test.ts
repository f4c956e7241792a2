/**
 * Manglik on hand-built charts (no astronomy): each cancellation rule where it fires and where it does not, the
 * strength grading and its composition, the house sets, the age note and the pair verdicts. Charts are written
 * as signs and degrees; the comments give the houses.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { MANGLIK_CANCELLATIONS, type ManglikCancellationId } from '../../../data/manglik.ts';
import { manglikDosha, manglikLevel, manglikPair, type ManglikOptions } from '../../../astro/doshas/manglik.ts';
import type { Placements } from '../../../astro/chart/placement.ts';
import { type ChartSpec, placementsOf } from '../../helpers/placements.ts';

/**
 * The base chart: Gemini lagna, Mars in Sagittarius 15° (7th from the lagna, 3rd from the Moon in Libra, 11th from
 * Venus in Aquarius), Jupiter in Pisces (no aspect on Sagittarius), the Sun far from Mars. Mars in Sagittarius is
 * a great friend (Jupiter natural friend, 4th from Mars). No cancellation holds.
 */
const BASE: ChartSpec = {
  lagna: 'ge 15', sun: 'ta 10', moon: 'li 10', mars: 'sg 15', mercury: 'ta 20',
  jupiter: 'pi 10', venus: 'aq 10', saturn: 'cn 10', rahu: 'le 10', ketu: 'aq 10',
};

function chart(changes: Partial<ChartSpec> = {}): Placements {
  return placementsOf(BASE, changes, { directSpeedDegPerDay: 0.7 });
}

function check(id: ManglikCancellationId, changes: Partial<ChartSpec>, options: ManglikOptions = {}) {
  const found = manglikDosha(chart(changes), options).cancellations.find((c) => c.id === id);
  if (found === undefined) throw new Error(`no check ${id}`);
  return found;
}

const tested = new Set<ManglikCancellationId>();
function fires(id: ManglikCancellationId, changes: Partial<ChartSpec>) {
  tested.add(id);
  const found = check(id, changes);
  expect(found.status, `${id} should fire`).toBe('fired');
  expect(found.conditionHolds).toBe(true);
  return found;
}
function doesNotFire(id: ManglikCancellationId, changes: Partial<ChartSpec>) {
  const found = check(id, changes);
  expect(found.status, `${id} should not fire`).not.toBe('fired');
  expect(found.references).toEqual([]);
  return found;
}

describe('houses from the three reference points', () => {
  it('the base chart: Mars 7th from the lagna only, manglik, nothing cancels', () => {
    const result = manglikDosha(chart());
    expect(result.houseSet).toBe('combined');
    expect(result.houses).toEqual([1, 2, 4, 7, 8, 12]);
    expect(result.references.map((r) => [r.reference, r.marsHouse, r.doshaHouse])).toEqual([
      ['lagna', 7, true], ['moon', 3, false], ['venus', 11, false],
    ]);
    expect(result.manglik).toBe(true);
    expect(result.cancellation).toBe('none');
    expect(result.cancellations.every((c) => c.status !== 'fired')).toBe(true);
  });

  it('house sets: Mars in the 1st is manglik for the north and combined sets, not the south', () => {
    const first = chart({ mars: 'ge 20', moon: 'sg 10', venus: 'sg 20' }); // 1st from lagna, 7th from Moon/Venus
    expect(manglikDosha(first, { houseSet: 'north', references: ['lagna'] }).manglik).toBe(true);
    expect(manglikDosha(first, { houseSet: 'combined', references: ['lagna'] }).manglik).toBe(true);
    expect(manglikDosha(first, { houseSet: 'south', references: ['lagna'] }).manglik).toBe(false);
    const second = chart({ lagna: 'ar 15', mars: 'ta 15' }); // 2nd from Aries
    expect(manglikDosha(second, { houseSet: 'south', references: ['lagna'] }).manglik).toBe(true);
    expect(manglikDosha(second, { houseSet: 'north', references: ['lagna'] }).manglik).toBe(false);
  });

  it('only the reference points asked for are counted', () => {
    const result = manglikDosha(chart(), { references: ['moon', 'venus'] });
    expect(result.references.map((r) => r.reference)).toEqual(['moon', 'venus']);
    expect(result.manglik).toBe(false);
    expect(result.strength.score).toBe(0);
  });
});

describe('strength', () => {
  it('composition: 100 × Σ weight × house % ÷ Σ weights × dignity %', () => {
    // Lagna (weight 2) × 7th (90 %) ÷ 4 × great friend (75 %) = 33.75 → 34, low.
    const { strength } = manglikDosha(chart());
    expect(strength).toMatchObject({ marsDignity: 'great-friend', dignityFactorPercent: 75, totalWeight: 4, score: 34, level: 'low' });
  });
  it('the lagna weighs twice the Moon: the same 7th from the Moon alone scores half', () => {
    // Libra lagna: Mars in Sagittarius is 3rd; Moon in Gemini: Mars 7th from it. 1 × 90 ÷ 4 × 75 % = 16.9 → 17.
    expect(manglikDosha(chart({ lagna: 'li 15', moon: 'ge 10' })).strength.score).toBe(17);
  });
  it('the heaviest case: 8th from every point, Mars debilitated → 100, high', () => {
    // Sagittarius lagna and Moon; Mars in Cancer (8th, debilitated); Jupiter in Taurus (no aspect on Cancer).
    const result = manglikDosha(chart({ lagna: 'sg 15', moon: 'sg 20', mars: 'cn 15', jupiter: 'ta 5' }), { references: ['lagna', 'moon'] });
    expect(result.strength).toMatchObject({ marsDignity: 'debilitated', score: 100, level: 'high', residualScore: 100 });
  });
  it('the 8th weighs more than the 2nd', () => {
    const eighth = manglikDosha(chart({ lagna: 'ta 15', mars: 'sg 15' }), { references: ['lagna'] }).strength.score;
    const second = manglikDosha(chart({ lagna: 'sc 15', mars: 'sg 15' }), { references: ['lagna'] }).strength.score;
    expect(eighth).toBeGreaterThan(second);
  });
  it('levels: 0 none, 1–34 low, 35–64 medium, 65–100 high', () => {
    expect([0, 1, 34, 35, 64, 65, 100].map(manglikLevel)).toEqual(['none', 'low', 'low', 'medium', 'medium', 'high', 'high']);
  });
  it('a partial cancellation halves, a full one removes', () => {
    const partial = manglikDosha(chart({ mars: 'sg 15 R' }));
    expect(partial.strength).toMatchObject({ score: 34, residualScore: 17 });
    expect(partial.cancellation).toBe('partial');
    expect(partial.effective).toBe(true);
    const full = manglikDosha(chart({ moon: 'sg 25' }));
    expect(full.strength).toMatchObject({ residualScore: 0, residualLevel: 'none' });
    expect(full.cancellation).toBe('full');
    expect(full.effective).toBe(false);
    expect(full.references[0]).toMatchObject({ reference: 'lagna', cancelledBy: ['mars-with-moon'], residualFactor: 0 });
  });
});

describe('sign exemptions by house (checked per reference point)', () => {
  it('2nd in Gemini or Virgo', () => {
    expect(fires('second-in-gemini-virgo', { lagna: 'ta 15', mars: 'ge 15' }).references).toContain('lagna');
    expect(doesNotFire('second-in-gemini-virgo', { lagna: 'ar 15', mars: 'ta 15' }).status).toBe('not-met');
    expect(doesNotFire('second-in-gemini-virgo', {}).status).toBe('not-applicable'); // Mars in the 7th
  });
  it('4th in Aries or Scorpio', () => {
    fires('fourth-in-aries-scorpio', { lagna: 'cp 15', mars: 'ar 15' });
    doesNotFire('fourth-in-aries-scorpio', { mars: 'vi 15' });
  });
  it('7th in Cancer or Capricorn', () => {
    fires('seventh-in-cancer-capricorn', { lagna: 'cn 15', mars: 'cp 15' });
    expect(doesNotFire('seventh-in-cancer-capricorn', {}).status).toBe('not-met');
  });
  it('8th in Sagittarius or Pisces', () => {
    fires('eighth-in-sagittarius-pisces', { lagna: 'le 15', mars: 'pi 15' });
    doesNotFire('eighth-in-sagittarius-pisces', { mars: 'cp 15' });
  });
  it('12th in Taurus or Libra', () => {
    fires('twelfth-in-taurus-libra', { mars: 'ta 15' });
    doesNotFire('twelfth-in-taurus-libra', { lagna: 'ta 15', mars: 'ar 15' });
  });
  it('1st in Aries (partial)', () => {
    fires('first-in-aries', { lagna: 'ar 15', mars: 'ar 20' });
    doesNotFire('first-in-aries', { mars: 'ge 20' });
  });
  it('an exemption cancels only the reference point whose house it names', () => {
    // Mars in Gemini: 2nd from a Taurus lagna (exempt), 7th from the Moon in Sagittarius (not exempt).
    const result = manglikDosha(chart({ lagna: 'ta 15', mars: 'ge 15', moon: 'sg 10' }));
    const byPoint = Object.fromEntries(result.references.map((r) => [r.reference, r.residualFactor]));
    expect(byPoint).toMatchObject({ lagna: 0, moon: 1 });
    expect(result.cancellation).toBe('partial');
  });
});

describe('chart-wide cancellations', () => {
  it('Mars in Leo or Aquarius', () => {
    fires('mars-in-leo-aquarius', { lagna: 'ta 15', mars: 'le 15' });
    doesNotFire('mars-in-leo-aquarius', {});
  });
  it('Mars in its own sign or exalted', () => {
    expect(fires('mars-own-or-exalted', { lagna: 'li 15', mars: 'cp 15' }).facts).toMatchObject({ marsDignity: 'exalted' });
    doesNotFire('mars-own-or-exalted', {});
  });
  it('Mars with Jupiter', () => {
    fires('mars-with-jupiter', { jupiter: 'sg 5' });
    doesNotFire('mars-with-jupiter', {});
  });
  it('Mars with the Moon', () => {
    fires('mars-with-moon', { moon: 'sg 25' });
    doesNotFire('mars-with-moon', {});
  });
  it('Jupiter aspects Mars (9th from Aries falls on Sagittarius)', () => {
    fires('jupiter-aspects-mars', { jupiter: 'ar 10' });
    doesNotFire('jupiter-aspects-mars', {}); // from Pisces Jupiter aspects Cancer, Virgo, Scorpio
  });
  it('Jupiter or Venus in the lagna', () => {
    fires('jupiter-or-venus-in-lagna', { venus: 'ge 5' });
    doesNotFire('jupiter-or-venus-in-lagna', {});
  });
  it('strong Jupiter or Venus in the 7th; a combust Venus there does not count', () => {
    fires('strong-jupiter-or-venus-in-seventh', { venus: 'sg 25' });
    doesNotFire('strong-jupiter-or-venus-in-seventh', { venus: 'sg 25', sun: 'sg 28' });
  });
  it('Cancer or Leo lagna', () => {
    fires('lagna-cancer-leo', { lagna: 'cn 15', mars: 'ge 15' }); // 12th
    doesNotFire('lagna-cancer-leo', {});
  });
  it('Aries or Scorpio lagna (partial)', () => {
    fires('lagna-aries-scorpio', { lagna: 'sc 15', mars: 'ge 15' }); // 8th
    doesNotFire('lagna-aries-scorpio', {});
  });
  it('Mars combust (within 17° of the Sun)', () => {
    fires('mars-combust', { sun: 'sg 5' });
    doesNotFire('mars-combust', { sun: 'sc 20' }); // 25° away
  });
  it('Mars retrograde', () => {
    fires('mars-retrograde', { mars: 'sg 15 R' });
    doesNotFire('mars-retrograde', {});
  });
  it('Mars at the edge of a sign: below 3° or from 28°', () => {
    fires('mars-sign-edge', { mars: 'sg 1' });
    fires('mars-sign-edge', { mars: 'sg 28.5' });
    doesNotFire('mars-sign-edge', { mars: 'sg 27.9' });
    doesNotFire('mars-sign-edge', { mars: 'sg 3' });
  });
  it('a chart-wide rule is not applicable when there is no dosha', () => {
    const found = check('mars-with-jupiter', { lagna: 'li 15', moon: 'le 10', venus: 'le 20', jupiter: 'sg 5' });
    expect(found).toMatchObject({ status: 'not-applicable', conditionHolds: true, references: [] });
  });
});

describe('age note', () => {
  it('information only: past 28 or not, and null without an age', () => {
    expect(manglikDosha(chart(), { ageYears: 30 }).ageNote).toEqual({ ageYears: 30, fromAgeYears: 28, pastAge: true });
    expect(manglikDosha(chart(), { ageYears: 20 }).ageNote?.pastAge).toBe(false);
    expect(manglikDosha(chart()).ageNote).toBeNull();
    expect(manglikDosha(chart(), { ageYears: 30 }).strength.residualScore).toBe(manglikDosha(chart()).strength.residualScore);
  });
});

describe('pair', () => {
  const manglik = manglikDosha(chart()); // Mars 7th from the lagna, effective
  // Not manglik in effect: Mars in Leo (3rd from the Gemini lagna, 7th from Venus, cancelled by Leo); Saturn 5th,
  // Rahu 3rd, Ketu 9th from the lagna: nothing in a dosha house.
  const plain = { mars: 'le 15', saturn: 'li 10', rahu: 'le 10', ketu: 'aq 10' } as const;
  const notManglik = manglikDosha(chart(plain));
  it('both manglik cancels', () => {
    expect(manglikPair(manglik, manglik).verdict).toBe('both-manglik');
  });
  it('neither manglik', () => {
    expect(notManglik.effective).toBe(false);
    expect(manglikPair(notManglik, notManglik).verdict).toBe('neither-manglik');
  });
  it('one manglik, nothing in the other chart: not balanced', () => {
    const pair = manglikPair(manglik, notManglik);
    expect(pair.verdict).toBe('one-manglik');
    expect(pair.groom.balancingGrahas).toEqual([]);
    expect(pair.scoreDifference).toBe(34);
  });
  it('one manglik, Saturn in the 7th of the other chart: balanced, in the same house as the manglik Mars', () => {
    const other = manglikDosha(chart({ ...plain, saturn: 'sg 10' }));
    const pair = manglikPair(manglik, other);
    expect(pair.verdict).toBe('balanced');
    expect(pair.groom).toMatchObject({ balancingGrahas: ['saturn'], sameHouseAsOtherMars: ['saturn'] });
    expect(manglikPair(other, manglik).verdict).toBe('balanced');
  });
});

afterAll(() => {
  const untested = MANGLIK_CANCELLATIONS.map((rule) => rule.id).filter((id) => !tested.has(id));
  expect(untested, 'every cancellation rule has a case where it fires').toEqual([]);
});
