/**
 * The porutham engine against published results for named stars and signs (porutham-published.ts, each with
 * its source). The engine is given Moon longitudes: the second pada of a named star, or 15° of a named sign.
 */
import { describe, expect, it } from 'vitest';
import { porutham } from '../../../astro/matching/porutham.ts';
import { nakshatraById } from '../../../data/nakshatras.ts';
import { signById } from '../../../data/signs.ts';
import { PUBLISHED_PORUTHAMS, type PublishedMoon } from './porutham-published.ts';

const STAR_DEG = 360 / 27;

function longitudeOf(moon: PublishedMoon): number {
  if ('star' in moon) return (nakshatraById(moon.star).number - 1) * STAR_DEG + STAR_DEG * (3 / 8);
  return (signById(moon.sign).number - 1) * 30 + 15;
}

function label(moon: PublishedMoon): string {
  return 'star' in moon ? moon.star : moon.sign;
}

describe('porutham against published results', () => {
  it.each(PUBLISHED_PORUTHAMS.map((record) => [
    `${record.porutham}: bride ${label(record.bride)}, groom ${label(record.groom)}`, record,
  ] as const))('%s', (_name, record) => {
    const result = porutham({ moonLongitude: longitudeOf(record.bride) }, { moonLongitude: longitudeOf(record.groom) });
    const factor = result.factors[record.porutham];
    if (record.agrees !== undefined) expect(factor.agrees, record.source).toBe(record.agrees);
    if (record.grade !== undefined) expect(factor.grade, record.source).toBe(record.grade);
    if (record.groomCount !== undefined) {
      expect((factor.groom as { countFromOther: number }).countFromOther, record.source).toBe(record.groomCount);
    }
  });

  it('records a source and something to compare for every case', () => {
    for (const record of PUBLISHED_PORUTHAMS) {
      expect(record.source.length).toBeGreaterThan(10);
      expect(record.agrees !== undefined || record.grade !== undefined || record.groomCount !== undefined).toBe(true);
    }
  });
});
