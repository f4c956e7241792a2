import { describe, expect, it } from 'vitest';
import { dashaChartAt } from '../../../astro/dasha/chart.ts';
import { dashaSummary } from '../../../astro/dasha/dasha.ts';
import { clockBalanceStartDeg } from '../../../astro/dasha/part-balance.ts';
import { occurrenceAt } from '../../../astro/panchanga/elements.ts';

const BIRTH = Date.UTC(1996, 11, 7, 5, 4);
const chart = dashaChartAt(BIRTH, 13.0827, 80.2707, { ayanamshaId: 1, node: 'mean' });

describe('balance=clock (bhayata over bhabhoga)', () => {
  it('gives the angle whose elapsed part of the birth star equals the elapsed part of its duration', () => {
    const star = occurrenceAt('nakshatra', BIRTH, { ayanamshaId: 1 });
    const elapsed = (BIRTH - star.start) / (star.end - star.start);
    expect(clockBalanceStartDeg('nakshatra', chart)).toBeCloseTo((star.index - 1 + elapsed) * (360 / 27), 9);
  });

  it('moves the Vimshottari balance by the difference of the time and arc fractions, and names the reading', () => {
    const arc = dashaSummary('vimshottari', chart, { balance: 'arc' });
    const clock = dashaSummary('vimshottari', chart, { balance: 'clock' });
    expect(arc.balanceBy).toBe('arc');
    expect(clock.balanceBy).toBe('clock');
    expect(clock.balance.lord).toBe(arc.balance.lord);
    const star = occurrenceAt('nakshatra', BIRTH, { ayanamshaId: 1 });
    const total = arc.balance.elapsedYears + arc.balance.remainingYears;
    expect(clock.balance.elapsedYears / total).toBeCloseTo((BIRTH - star.start) / (star.end - star.start), 9);
    // The Moon's speed varies within a star: the two readings differ, by less than a tenth of the star.
    expect(Math.abs(clock.balance.elapsedYears - arc.balance.elapsedYears)).toBeGreaterThan(1e-4);
    expect(Math.abs(clock.balance.elapsedYears - arc.balance.elapsedYears) / total).toBeLessThan(0.1);
  });

  it('is null for a sign dasha, which has no birth star balance', () => {
    expect(dashaSummary('char', chart, { balance: 'clock' }).balanceBy).toBeNull();
  });
});
