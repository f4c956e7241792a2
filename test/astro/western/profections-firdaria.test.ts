/**
 * Profections (astro/western/profections.ts) and firdaria (astro/western/firdaria.ts) against their definitions:
 * the year begins at the solar return and the profected sign is the ascendant's + the age, with its domicile
 * lord; solar months begin with the Sun 30°·k past its natal place; equal months split the year in twelve. The
 * firdaria's sequences for day and night births (both node placements) as Abu Ma'shar and Bonatti give them, 75
 * years in all, seven equal sub-periods following the day order from the period's lord, none for the nodes.
 */
import { describe, expect, it } from 'vitest';
import { normalizeDegrees, signedDegrees } from '../../../astro/angles.ts';
import { DEFAULT_ASPECT_OPTIONS } from '../../../astro/western/aspects.ts';
import { westernBodyLongitude } from '../../../astro/western/bodies.ts';
import { firdaria, firdariaSequence, FIRDARIA_YEARS } from '../../../astro/western/firdaria.ts';
import { profection } from '../../../astro/western/profections.ts';
import { TROPICAL_YEAR_DAYS } from '../../../astro/western/progressions.ts';
import { MS_PER_DAY } from '../../../astro/time.ts';

/** John Lennon: 9 October 1940, 17:30 UT, Liverpool (a night birth, ascendant Aries). */
const BIRTH = Date.UTC(1940, 9, 9, 17, 30);
const NATAL = { instant: BIRTH, latitude: 53.4084, longitude: -2.9916, houseSystem: 'whole-sign', aspects: DEFAULT_ASPECT_OPTIONS, fortune: 'sect' } as const;
const END = Date.UTC(2400, 0, 1);

describe('profections', () => {
  it('age 40 (8 December 1980): the year from the 1980 solar return, the ascendant + 40 signs, its lord and house 5', () => {
    const result = profection({ natal: NATAL, instant: Date.UTC(1980, 11, 8, 22, 50), months: 'solar', rangeEnd: END });
    expect(result.age).toBe(40);
    const ascendantSign = Math.floor(result.natal.houses.ascendant / 30) + 1;
    expect(ascendantSign).toBe(1);
    expect(result.year.sign).toBe(((ascendantSign - 1 + 40) % 12) + 1);
    expect(result.year.house).toBe(5);
    expect(result.year.lord).toBe('sun');
    expect(new Date(result.year.start).toISOString().slice(0, 10)).toBe('1980-10-09');
    expect(Math.abs(signedDegrees(westernBodyLongitude('sun', result.year.start) - westernBodyLongitude('sun', BIRTH))) * 3600).toBeLessThan(0.1);
    expect((result.year.end - result.year.start) / MS_PER_DAY).toBeCloseTo(365.24, 0);
  });

  it('solar months begin with the Sun 30°·k past its natal place; the month of the date is among them', () => {
    const result = profection({ natal: NATAL, instant: Date.UTC(1980, 11, 8, 22, 50), months: 'solar', rangeEnd: END });
    expect(result.months).toHaveLength(12);
    result.months.forEach((month, k) => {
      const offset = normalizeDegrees(westernBodyLongitude('sun', month.start) - westernBodyLongitude('sun', BIRTH));
      expect(Math.abs(signedDegrees(offset - 30 * k)) * 3600).toBeLessThan(0.1);
      expect(month.sign).toBe(((result.year.sign - 1 + k) % 12) + 1);
      if (k > 0) expect(month.start).toBe(result.months[k - 1]!.end);
    });
    expect(result.month.month).toBe(3);
    expect(result.months[11]!.end).toBe(result.year.end);
  });

  it('equal months are twelfths of the year; before the first birthday the age is 0 and the sign the ascendant\'s', () => {
    const equal = profection({ natal: NATAL, instant: Date.UTC(1980, 11, 8), months: 'equal', rangeEnd: END });
    const twelfth = (equal.year.end - equal.year.start) / 12;
    for (const month of equal.months) expect(month.end - month.start).toBeCloseTo(twelfth, -1);
    const infant = profection({ natal: NATAL, instant: Date.UTC(1941, 0, 1), months: 'solar', rangeEnd: END });
    expect(infant.age).toBe(0);
    expect(infant.year.house).toBe(1);
    expect(infant.year.start).toBe(BIRTH);
  });
});

describe('firdaria', () => {
  it("sequences: day from the Sun, night from the Moon with the nodes after Mars (Abu Ma'shar, Bonatti) or at the end", () => {
    expect(firdariaSequence('day', 'after-mars')).toEqual(['sun', 'venus', 'mercury', 'moon', 'saturn', 'jupiter', 'mars', 'north-node', 'south-node']);
    expect(firdariaSequence('day', 'end')).toEqual(firdariaSequence('day', 'after-mars'));
    expect(firdariaSequence('night', 'after-mars')).toEqual(['moon', 'saturn', 'jupiter', 'mars', 'north-node', 'south-node', 'sun', 'venus', 'mercury']);
    expect(firdariaSequence('night', 'end')).toEqual(['moon', 'saturn', 'jupiter', 'mars', 'sun', 'venus', 'mercury', 'north-node', 'south-node']);
    expect(Object.values(FIRDARIA_YEARS).reduce((a, b) => a + b, 0)).toBe(75);
  });

  it('periods tile 75 years from birth; seven equal sub-periods in the day order from the lord; none for the nodes', () => {
    const periods = firdaria(BIRTH, 'night', 'after-mars');
    expect(periods[0]!.start).toBe(BIRTH);
    expect((periods[8]!.end - BIRTH) / MS_PER_DAY / TROPICAL_YEAR_DAYS).toBeCloseTo(75, 9);
    periods.forEach((period, i) => {
      if (i > 0) expect(period.start).toBe(periods[i - 1]!.end);
      expect((period.end - period.start) / MS_PER_DAY / TROPICAL_YEAR_DAYS).toBeCloseTo(period.years, 6);
    });
    expect(periods[1]!.subPeriods.map((sub) => sub.lord)).toEqual(['saturn', 'jupiter', 'mars', 'sun', 'venus', 'mercury', 'moon']);
    expect(periods[4]!.lord).toBe('north-node');
    expect(periods[4]!.subPeriods).toEqual([]);
    const saturn = periods[1]!;
    expect(saturn.subPeriods[6]!.end).toBe(saturn.end);
    for (const sub of saturn.subPeriods) expect(sub.end - sub.start).toBeCloseTo((saturn.end - saturn.start) / 7, -1);
  });
});
