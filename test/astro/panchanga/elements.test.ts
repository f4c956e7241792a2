import { describe, expect, it, vi } from 'vitest';
import {
  ELEMENT_KINDS, PanchangaRangeError, canonicalCrossing, elementAngleDeg, elementCount, elementIndexAt, elementStepDeg, karanaAt,
  moonSignAt, nakshatraAt, newMoon, occurrenceAt, occurrences, sunSignAt, tithiAt, yogaAt, type ElementKind, type ElementOccurrence,
} from '../../../astro/panchanga/elements.ts';
import { findStepBoundary } from '../../../astro/search.ts';
import { MS_PER_DAY } from '../../../astro/time.ts';
import { FULL } from '../../helpers/sample.ts';

const LAHIRI = { ayanamshaId: 1 } as const;
const SECOND_MS = 1_000;

/** Windows of one day spread over the supported range, at different hours (the Vedic day starts at sunrise). */
const DAY_WINDOWS = [
  Date.UTC(1800, 0, 1, 6),
  Date.UTC(1900, 5, 15, 0, 30),
  Date.UTC(1969, 6, 20, 12),
  Date.UTC(2000, 0, 1, 1, 30),
  Date.UTC(2021, 11, 8, 1, 31),
  Date.UTC(2024, 2, 4, 22, 15),
  Date.UTC(2050, 8, 30, 18),
  Date.UTC(2150, 1, 28, 9),
  Date.UTC(2399, 11, 30, 3),
];

function nextIndex(kind: ElementKind, index: number): number {
  return (index % elementCount(kind)) + 1;
}

/**
 * Every listed end is a real boundary: the element 1 s before it is the occurrence's, 1 s after it the next
 * one's (evaluated directly from the positions, not from the list); the list tiles the window.
 */
function checkOccurrences(kind: ElementKind, from: number, to: number): ElementOccurrence[] {
  const list = occurrences(kind, from, to, LAHIRI);
  expect(list.length, `${kind} at ${new Date(from).toISOString()}`).toBeGreaterThan(0);
  expect(list[0]!.start).toBeLessThanOrEqual(from);
  expect(list[list.length - 1]!.end).toBeGreaterThanOrEqual(to);
  list.forEach((occurrence, i) => {
    expect(occurrence.end).toBeGreaterThan(occurrence.start);
    expect(elementIndexAt(kind, occurrence.end - SECOND_MS, LAHIRI)).toBe(occurrence.index);
    expect(elementIndexAt(kind, occurrence.end + SECOND_MS, LAHIRI)).toBe(nextIndex(kind, occurrence.index));
    expect(elementIndexAt(kind, occurrence.start + SECOND_MS, LAHIRI)).toBe(occurrence.index);
    const following = list[i + 1];
    if (following !== undefined) {
      expect(following.start).toBe(occurrence.end);
      expect(following.index).toBe(nextIndex(kind, occurrence.index));
    }
  });
  return list;
}

describe('occurrences: every end is a boundary to better than 1 s, and the list tiles the window', () => {
  for (const kind of ELEMENT_KINDS) {
    it(kind, () => {
      for (const from of DAY_WINDOWS) checkOccurrences(kind, from, from + MS_PER_DAY);
    });
  }

  it.runIf(FULL)('exhaustive: every day of 2024 and of 1850, every kind', () => {
    for (const year of [1850, 2024]) {
      const first = Date.UTC(year, 0, 1, 0, 30);
      for (let day = 0; day < 366; day++) {
        for (const kind of ELEMENT_KINDS) checkOccurrences(kind, first + day * MS_PER_DAY, first + (day + 1) * MS_PER_DAY);
      }
    }
  }, 600_000);
});

/** A lower bound of each element's rate, °/day, that brackets one boundary at a time (elements.ts). */
const MIN_RATE: Record<ElementKind, number> = { tithi: 10.5, karana: 10.5, nakshatra: 11.6, pada: 11.6, yoga: 12.5, moonSign: 11.6, sunSign: 0.95 };

describe('occurrences: each boundary predicted from the last is the one a bracketed search finds', () => {
  for (const kind of ELEMENT_KINDS) {
    it(kind, () => {
      const angle = (t: number) => elementAngleDeg(kind, t, LAHIRI);
      for (const from of DAY_WINDOWS.slice(0, 5)) {
        // Forty days hold some 40 to 160 boundaries of the Moon's elements, each predicted from the one before.
        for (const occurrence of occurrences(kind, from, from + 40 * MS_PER_DAY, LAHIRI)) {
          const bracketed = findStepBoundary(angle, elementStepDeg(kind), occurrence.start, { direction: 'next', minRateDegPerDay: MIN_RATE[kind], toleranceMs: 20 });
          // The same grid cell: the same instant but for the last bits of the angle's arithmetic.
          expect(Math.abs(canonicalCrossing(angle, bracketed.boundaryDeg, bracketed.instant) - occurrence.end)).toBeLessThan(0.01);
        }
      }
    });
  }
});

describe('counts per day follow from the elements\' rates', () => {
  it('a day holds 1–3 tithis, nakshatras and yogas, 2–5 karanas, at most 2 Sun signs', () => {
    for (let day = 0; day < 60; day++) {
      const from = Date.UTC(2024, 0, 1, 1) + day * MS_PER_DAY;
      const count = (kind: ElementKind): number => occurrences(kind, from, from + MS_PER_DAY, LAHIRI).length;
      for (const kind of ['tithi', 'nakshatra', 'yoga'] as const) {
        expect(count(kind)).toBeGreaterThanOrEqual(1);
        expect(count(kind)).toBeLessThanOrEqual(3);
      }
      expect(count('karana')).toBeGreaterThanOrEqual(2);
      expect(count('karana')).toBeLessThanOrEqual(5);
      expect(count('sunSign')).toBeLessThanOrEqual(2);
    }
  });
});

describe('values at an instant', () => {
  const instant = Date.UTC(2021, 11, 8, 6);

  it('agree with the occurrence that contains the instant', () => {
    expect(tithiAt(instant).number).toBe(occurrenceAt('tithi', instant, LAHIRI).index);
    expect(karanaAt(instant).halfTithi).toBe(occurrenceAt('karana', instant, LAHIRI).index);
    expect(nakshatraAt(instant, 1).number).toBe(occurrenceAt('nakshatra', instant, LAHIRI).index);
    expect(yogaAt(instant, 1).number).toBe(occurrenceAt('yoga', instant, LAHIRI).index);
    expect(moonSignAt(instant, 1).number).toBe(occurrenceAt('moonSign', instant, LAHIRI).index);
    expect(sunSignAt(instant, 1).number).toBe(occurrenceAt('sunSign', instant, LAHIRI).index);
  });

  it('derive each index from its angle as floor(angle / step) + 1', () => {
    const tithi = tithiAt(instant);
    expect(tithi.number).toBe(Math.floor(tithi.elongationDeg / 12) + 1);
    expect(karanaAt(instant).halfTithi).toBe(Math.floor(tithi.elongationDeg / 6) + 1);
    const nakshatra = nakshatraAt(instant, 1);
    expect(nakshatra.number).toBe(Math.floor(nakshatra.siderealMoonDeg / (40 / 3)) + 1);
    expect(nakshatra.pada).toBe(Math.floor((nakshatra.siderealMoonDeg % (40 / 3)) / (10 / 3)) + 1);
    expect(moonSignAt(instant, 1).number).toBe(Math.floor(nakshatra.siderealMoonDeg / 30) + 1);
  });

  it('keep the tithi and karana free of the ayanamsha while the sidereal elements move with it', () => {
    const lahiri = { ayanamshaId: 1 } as const;
    const raman = { ayanamshaId: 3 } as const;
    expect(elementIndexAt('tithi', instant, raman)).toBe(elementIndexAt('tithi', instant, lahiri));
    const lahiriMoon = nakshatraAt(instant, 1).siderealMoonDeg;
    const ramanMoon = nakshatraAt(instant, 3).siderealMoonDeg;
    // Raman's ayanamsha is about 1°26′ smaller than Lahiri's in 2021.
    expect(ramanMoon - lahiriMoon).toBeGreaterThan(1.3);
    expect(ramanMoon - lahiriMoon).toBeLessThan(1.6);
  });
});

describe('new moons', () => {
  it('bracket the instant and are one lunation apart, at elongation 0', () => {
    const instant = Date.UTC(2023, 6, 25);
    const previous = newMoon(instant, 'previous');
    const next = newMoon(instant, 'next');
    expect(previous).toBeLessThanOrEqual(instant);
    expect(next).toBeGreaterThan(instant);
    const lunationDays = (next - previous) / MS_PER_DAY;
    expect(lunationDays).toBeGreaterThan(29.2);
    expect(lunationDays).toBeLessThan(29.9);
    expect(tithiAt(previous - SECOND_MS).number).toBe(30);
    expect(tithiAt(previous + SECOND_MS).number).toBe(1);
    expect(tithiAt(next - SECOND_MS).number).toBe(30);
  });

  it('treat an instant just after a new moon as in the new lunation', () => {
    const moment = newMoon(Date.UTC(2023, 6, 25), 'next');
    expect(newMoon(moment + SECOND_MS, 'previous')).toBeCloseTo(moment, -2);
  });

  it('give the new moon itself as the previous one at its own instant, and the one after as the next', () => {
    for (const start of [Date.UTC(2026, 3, 1), Date.UTC(2023, 6, 25), Date.UTC(2025, 0, 10)]) {
      const moment = newMoon(start, 'next');
      expect(newMoon(moment, 'previous')).toBe(moment);
      const after = newMoon(moment, 'next');
      expect((after - moment) / MS_PER_DAY).toBeGreaterThan(29.2);
      expect(newMoon(moment - SECOND_MS, 'previous')).toBeLessThan(moment - 29 * MS_PER_DAY);
    }
  });
});

describe('new moons kept once found', () => {
  it('answer the same whatever was asked before (two fresh module instances asked in opposite orders)', async () => {
    // Instants around six new moons of 2024–2025 (at them, a millisecond either side, and between them).
    const instants: number[] = [];
    let moment = Date.UTC(2024, 10, 20);
    for (let i = 0; i < 6; i++) {
      moment = newMoon(moment, 'next');
      instants.push(moment - 1, moment, moment + 1, moment + 10 * MS_PER_DAY);
    }
    const answers = async (order: number[]): Promise<Map<number, [number, number]>> => {
      vi.resetModules();
      const fresh = await import('../../../astro/panchanga/elements.ts');
      return new Map(order.map((t) => [t, [fresh.newMoon(t, 'previous'), fresh.newMoon(t, 'next')]]));
    };
    const forward = await answers(instants);
    const backward = await answers([...instants].reverse());
    const broken = instants.filter((t) => forward.get(t)!.join() !== backward.get(t)!.join() || !(forward.get(t)![0] <= t && t < forward.get(t)![1]));
    expect(broken).toEqual([]);
    vi.resetModules();
  });
});

describe('errors', () => {
  it('reject an empty or reversed window', () => {
    const t = Date.UTC(2024, 0, 1);
    expect(() => occurrences('tithi', t, t, LAHIRI)).toThrow(PanchangaRangeError);
    expect(() => occurrences('tithi', t, t - 1, LAHIRI)).toThrow(PanchangaRangeError);
    expect(() => occurrences('tithi', Number.NaN, t, LAHIRI)).toThrow(PanchangaRangeError);
  });
});
