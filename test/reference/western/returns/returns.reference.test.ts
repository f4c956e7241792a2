/**
 * Solar and lunar returns against the Swiss Ephemeris (README.md): eighteen solar returns (2020–2025 of three
 * births) and thirty-six lunar returns (2023) as kerykeion recorded them. Each within its tolerance; the largest
 * difference of each kind is printed.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseDateTime, parseZone } from '../../../../astro/time.ts';
import { westernBodyLongitude } from '../../../../astro/western/bodies.ts';
import { nearestReturns, type ReturnBodyId } from '../../../../astro/western/returns.ts';

interface PublishedReturns {
  births: Record<string, { date: string; timezone: string; latitude: number; longitude: number }>;
  solar: Record<string, string[]>;
  lunar: Record<string, string[]>;
}

const PUBLISHED = JSON.parse(readFileSync(join(import.meta.dirname, 'swiss-ephemeris-returns.json'), 'utf8')) as PublishedReturns;

/** Largest difference allowed, seconds (README.md, "Tolerances"). */
const TOLERANCE_S = { sun: 60, moon: 15 } as const;
const worst = { sun: 0, moon: 0 };

function compare(body: 'sun' | 'moon', births: Record<string, string[]>): void {
  for (const [id, instants] of Object.entries(births)) {
    const birth = PUBLISHED.births[id]!;
    const birthInstant = parseDateTime(birth.date, parseZone(birth.timezone)).instant;
    const target = { body: body as ReturnBodyId, birthInstant, natalLongitude: westernBodyLongitude(body, birthInstant), zodiac: 'tropical' as const };
    for (const published of instants) {
      const expected = Date.parse(published);
      // The published return is the first after a search start a little before it: take ours nearest to it.
      const [found] = nearestReturns(target, expected - (body === 'sun' ? 30 : 3) * 86_400_000, 'after', 1, Date.UTC(2400, 0, 1));
      const seconds = Math.abs(found!.instant - expected) / 1000;
      worst[body] = Math.max(worst[body], seconds);
      expect(seconds, `${body} return of ${id} at ${published}`).toBeLessThanOrEqual(TOLERANCE_S[body]);
    }
  }
}

describe('returns against the Swiss Ephemeris (kerykeion)', () => {
  afterAll(() => console.log(`solar returns: max ${worst.sun.toFixed(1)} s; lunar returns: max ${worst.moon.toFixed(1)} s`));

  it('has the data it claims: three births, 18 solar and 36 lunar returns', () => {
    expect(Object.keys(PUBLISHED.births)).toHaveLength(3);
    expect(Object.values(PUBLISHED.solar).flat()).toHaveLength(18);
    expect(Object.values(PUBLISHED.lunar).flat()).toHaveLength(36);
  });

  it(`solar returns within ${TOLERANCE_S.sun} s`, () => compare('sun', PUBLISHED.solar));
  it(`lunar returns within ${TOLERANCE_S.moon} s`, () => compare('moon', PUBLISHED.lunar));
});
