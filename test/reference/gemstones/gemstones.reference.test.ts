/**
 * The lagna → primary stone rule against published tables (published-lagna-stones.ts): the zodiac answer's
 * primary stone is the one a single-stone table names, and is among the stones of a list table; so are both
 * supporting (5th and 9th lord) stones of a list table. The personalized recommendation for a chart with that
 * lagna, lagna lord placed in the lagna, gives the same primary stone. Exact comparison: no tolerance.
 */
import { describe, expect, it } from 'vitest';
import { gemstoneRecommendation, zodiacGemstones } from '../../../astro/recommendations/gemstones.ts';
import { GRAHA_IDS, type Placements, type SignNumber } from '../../../astro/chart/placement.ts';
import { SIGNS } from '../../../data/signs.ts';
import { PUBLISHED_LAGNA_STONES } from './published-lagna-stones.ts';

/**
 * A chart with the lagna at 10° of `sign` and its lord at 15° of it (1st house); every other graha in the 12th
 * sign from the lagna, except the Sun and Ketu (unless the Sun is the lord) in the 7th, so that the lord is never
 * combust and the rule alone decides.
 */
function chartWithLagnaLordInLagna(sign: SignNumber): Placements {
  const base = (sign - 1) * 30;
  const lord = SIGNS[sign - 1]!.lord;
  const longitudeOf = (graha: (typeof GRAHA_IDS)[number]): number => {
    if (graha === lord) return base + 15;
    if (graha === 'sun' || graha === 'ketu') return (base + 195) % 360;
    return (base + 345) % 360;
  };
  const grahas = Object.fromEntries(GRAHA_IDS.map((graha) => [graha, {
    longitude: longitudeOf(graha), speedDegPerDay: graha === 'rahu' || graha === 'ketu' ? -0.05 : 0.7, latitude: 0,
  }])) as Placements['grahas'];
  return { lagnaLongitude: base + 10, grahas };
}

describe('published lagna and sign stones', () => {
  it.each(PUBLISHED_LAGNA_STONES.map((row) => [SIGNS[row.sign - 1]!.id, row.kind, row.source, row] as const))(
    '%s (%s): %s',
    (_id, _kind, _source, row) => {
      const answer = zodiacGemstones(row.sign);
      if (row.kind === 'single') expect(answer.primary).toBe(row.stones[0]);
      else {
        expect(row.stones).toContain(answer.primary);
        for (const support of answer.supporting) expect(row.stones).toContain(support.stone);
      }
      if (row.basis === 'lagna') {
        expect(gemstoneRecommendation(chartWithLagnaLordInLagna(row.sign)).primary.stone).toBe(answer.primary);
      }
    },
  );

  it('every sign is covered by at least one published row', () => {
    expect(new Set(PUBLISHED_LAGNA_STONES.map((row) => row.sign)).size).toBe(12);
  });
});
