import { describe, expect, it } from 'vitest';
import { amritKaalWindows, varjyamWindows, type NakshatraSpan } from '../../../astro/panchanga/varjyam.ts';
import { GHATIS_PER_NAKSHATRA, NAKSHATRA_GHATI_TABLE, WINDOW_GHATIS } from '../../../data/ghati-tables.ts';

const HOUR_MS = 3_600_000;

/** A nakshatra lasting 60 h, so one ghati of it is exactly one hour. */
function span(number: number, startHours = 0): NakshatraSpan {
  return { number, start: startHours * HOUR_MS, end: (startHours + 60) * HOUR_MS };
}

describe('varjyam and amrit kaal windows', () => {
  it('start at (ghati / 60) of the nakshatra and last 4/60 of it', () => {
    // Ashwini: varjyam from ghati 50, amrit kaal from ghati 42 (data/ghati-tables.ts).
    expect(varjyamWindows([span(1)], 0, 60 * HOUR_MS)).toEqual([{ nakshatra: 1, start: 50 * HOUR_MS, end: 54 * HOUR_MS }]);
    expect(amritKaalWindows([span(1)], 0, 60 * HOUR_MS)).toEqual([{ nakshatra: 1, start: 42 * HOUR_MS, end: 46 * HOUR_MS }]);
  });

  it('scale with the actual length of the nakshatra', () => {
    const short: NakshatraSpan = { number: 1, start: 0, end: 30 * HOUR_MS };
    expect(varjyamWindows([short], 0, 30 * HOUR_MS)).toEqual([{ nakshatra: 1, start: 25 * HOUR_MS, end: 27 * HOUR_MS }]);
  });

  it('give Mula two varjyam windows', () => {
    const windows = varjyamWindows([span(19)], 0, 60 * HOUR_MS);
    expect(windows.map((w) => [w.start / HOUR_MS, w.end / HOUR_MS])).toEqual([[20, 24], [56, 60]]);
  });

  it('keep only windows overlapping the requested span, from every nakshatra, in time order', () => {
    const spans = [span(1, 0), span(2, 60)];
    // Ashwini varjyam 50–54 h, Bharani varjyam 60 + 24 = 84–88 h.
    expect(varjyamWindows(spans, 53 * HOUR_MS, 85 * HOUR_MS).map((w) => w.nakshatra)).toEqual([1, 2]);
    expect(varjyamWindows(spans, 54 * HOUR_MS, 84 * HOUR_MS)).toEqual([]);
  });

  it('every window of the table ends inside its own nakshatra (so only nakshatras overlapping a day matter)', () => {
    for (const entry of NAKSHATRA_GHATI_TABLE) {
      for (const ghati of [...entry.varjyamStartGhatis, entry.amritStartGhati]) {
        expect(ghati + WINDOW_GHATIS, entry.nakshatra).toBeLessThanOrEqual(GHATIS_PER_NAKSHATRA);
      }
    }
  });

  it('reject a nakshatra number outside 1–27', () => {
    expect(() => varjyamWindows([span(28)], 0, 1)).toThrow(RangeError);
  });
});
