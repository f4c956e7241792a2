/**
 * Kalachakra dasha by the book's method (`method=parashara`, the default) against P.V.R. Narasimha Rao, "Vedic
 * Astrology: An Integrated Approach" (Sagar, 2000), ch. 24 (Kalachakra Dasa), §24.2 and §24.3.2:
 * - Example 95: Moon at 15°50′ Taurus (Rohini 2, apasavya): Scorpio dasha running at birth with 4.75 years left
 *   (2.25 of its 7 over, the chapter's footnote 66), then Li, Vi, Le, Cn, Ge, Ta, Ar, Sg; Sc the jeeva, Sg the deha;
 * - Example 96: Moon at 3°00′ Cancer (Punarvasu 4, savya): Pisces running with 8.6 years left, then Sc, Li, Vi, Cn,
 *   Le, Ge, Ta, Ar (the 1st pada of the savya-2 stars after the 4th of the savya-1); Pi the deha, Ar the jeeva;
 * - Example 97: the antardashas of the first four dashas of example 95 (the chapter spells out those of the Leo
 *   dasha: Le, Cn, Ge, Ta, Ar, Sg, Cp, Aq, Pi, 86 parts of which Le takes 5, Cn 21, Ge 9).
 * Only the Moon's sidereal longitude enters the method, so the charts are the sign-dasha test chart with the Moon
 * placed where the book puts it. The book gives balances to a hundredth of a year or to the month: the tolerance is
 * one day (0.0027 year); the proportions of the antardashas are exact up to floating point.
 */
import { describe, expect, it } from 'vitest';
import { dashaTree, subPeriods } from '../../../astro/dasha/dasha.ts';
import { MS_PER_DAY } from '../../../astro/time.ts';
import { SIGNS, type SignNumber } from '../../../data/signs.ts';
import type { GrahaId } from '../../../data/grahas.ts';
import { BIRTH, chartOfSigns } from '../../helpers/dasha-charts.ts';

const YEAR_DAYS = 365.25;
const YEAR_MS = YEAR_DAYS * MS_PER_DAY;
/** Tolerance on a balance the book gives in years: one day, in years. */
const ONE_DAY_YEARS = 1 / YEAR_DAYS;

const ABBREVIATIONS = ['Ar', 'Ta', 'Ge', 'Cn', 'Le', 'Vi', 'Li', 'Sc', 'Sg', 'Cp', 'Aq', 'Pi'] as const;
const short = (id: string) => ABBREVIATIONS[SIGNS.findIndex((sign) => sign.id === id)]!;
const years = (start: number, end: number) => (end - start) / YEAR_MS;

const GRAHAS: Record<GrahaId, SignNumber> = { sun: 1, moon: 2, mars: 3, mercury: 4, jupiter: 5, venus: 6, saturn: 7, rahu: 8, ketu: 2 };

/** The test chart with the Moon at `signNumber` `degrees`°`minutes`′. */
function moonAt(signNumber: SignNumber, degrees: number, minutes: number) {
  const base = chartOfSigns(1, { ...GRAHAS, moon: signNumber });
  const moon = (signNumber - 1) * 30 + degrees + minutes / 60;
  return { ...base, moonSiderealDeg: moon, planets: { ...base.planets, moon: { siderealDeg: moon, signNumber } } };
}

describe('Narasimha Rao, Vedic Astrology: An Integrated Approach, ch. 24 (Kalachakra dasa, the default method)', () => {
  it('example 95: Moon 15°50′ Taurus: Sc running with 4.75 years left, then Li Vi Le Cn Ge Ta Ar Sg; jeeva Sc, deha Sg', () => {
    const tree = dashaTree('kalachakra', moonAt(2, 15, 50), { levels: 1 });
    expect(tree.method).toBe('parashara');
    expect(tree.periods.map((period) => short(period.lord))).toEqual(['Sc', 'Li', 'Vi', 'Le', 'Cn', 'Ge', 'Ta', 'Ar', 'Sg']);
    expect(tree.balance.lord).toBe('scorpio');
    expect(Math.abs(tree.balance.remainingYears - 4.75)).toBeLessThan(ONE_DAY_YEARS);
    expect(Math.abs(tree.balance.elapsedYears - 2.25)).toBeLessThan(ONE_DAY_YEARS);
    // The Scorpio dasha began 2.25 years before birth; Libra, 16 years, follows when its 4.75 years are over.
    expect(Math.abs(years(tree.periods[0]!.start, BIRTH) - 2.25)).toBeLessThan(ONE_DAY_YEARS);
    expect(Math.abs(years(BIRTH, tree.periods[1]!.start) - 4.75)).toBeLessThan(ONE_DAY_YEARS);
    expect(years(tree.periods[1]!.start, tree.periods[1]!.end)).toBeCloseTo(16, 9);
    expect(tree.kalachakra).toMatchObject({ nakshatra: 4, pada: 2, group: 'apasavya-1', direction: 'apasavya', jeeva: 'scorpio', deha: 'sagittarius', paramayush: 83 });
    expect(tree.kalachakra!.padaElapsed).toBeCloseTo(0.75, 12);
  });

  it('example 96: Moon 3°00′ Cancer: Pi running with 8.6 years left, then Sc Li Vi Cn Le Ge Ta Ar; deha Pi, jeeva Ar', () => {
    const tree = dashaTree('kalachakra', moonAt(4, 3, 0), { levels: 1 });
    expect(tree.periods.map((period) => short(period.lord))).toEqual(['Pi', 'Sc', 'Li', 'Vi', 'Cn', 'Le', 'Ge', 'Ta', 'Ar']);
    expect(tree.balance.lord).toBe('pisces');
    expect(Math.abs(tree.balance.remainingYears - 8.6)).toBeLessThan(ONE_DAY_YEARS);
    expect(Math.abs(years(BIRTH, tree.periods[1]!.start) - 8.6)).toBeLessThan(ONE_DAY_YEARS);
    expect(tree.kalachakra).toMatchObject({ nakshatra: 7, pada: 4, group: 'savya-1', direction: 'savya', deha: 'pisces', jeeva: 'aries', paramayush: 86 });
    expect(tree.cycleYears).toBe(10 + 7 + 16 + 9 + 21 + 5 + 9 + 16 + 7);
  });

  it('example 97: the antardashas of example 95\'s first four dashas run nine signs on from the dasha sign, by their years', () => {
    const chart = moonAt(2, 15, 50);
    const tree = dashaTree('kalachakra', chart, { levels: 2 });
    const expected = [
      ['Sc', 'Li', 'Vi', 'Le', 'Cn', 'Ge', 'Ta', 'Ar', 'Sg'],
      ['Li', 'Vi', 'Le', 'Cn', 'Ge', 'Ta', 'Ar', 'Sg', 'Cp'],
      ['Vi', 'Le', 'Cn', 'Ge', 'Ta', 'Ar', 'Sg', 'Cp', 'Aq'],
      ['Le', 'Cn', 'Ge', 'Ta', 'Ar', 'Sg', 'Cp', 'Aq', 'Pi'],
    ];
    const yearsOf: Record<string, number> = { Ar: 7, Ta: 16, Ge: 9, Cn: 21, Le: 5, Vi: 9, Li: 16, Sc: 7, Sg: 10, Cp: 4, Aq: 4, Pi: 10 };
    expected.forEach((signs, k) => {
      const dasha = tree.periods[k]!;
      const children = dasha.children!;
      expect(children.map((child) => short(child.lord))).toEqual(signs);
      const total = signs.reduce((sum, sign) => sum + yearsOf[sign]!, 0);
      children.forEach((child, j) => {
        expect((child.end - child.start) / (dasha.end - dasha.start)).toBeCloseTo(yearsOf[signs[j]!]! / total, 12);
      });
      expect(children[0]!.start).toBe(dasha.start);
      expect(children.at(-1)!.end).toBe(dasha.end);
    });
    // Leo: 86 parts, of which Le takes 5, Cn 21 and Ge 9 (§24.2).
    const leo = tree.periods[3]!;
    const leoYears = years(leo.start, leo.end);
    expect(leoYears).toBeCloseTo(5, 9);
    expect(leo.children!.slice(0, 3).map((child) => years(child.start, child.end) / leoYears * 86)).toEqual([
      expect.closeTo(5, 9), expect.closeTo(21, 9), expect.closeTo(9, 9),
    ]);
    // Some of the Scorpio dasha's antardashas were over before birth (footnote 66): Sc (7 × 7/100 = 0.49 y), Li
    // (1.12 y) and Vi (0.63 y) end 2.24 years after the dasha began, 0.01 year before birth; Le (0.35 y) runs at birth.
    const scorpio = tree.periods[0]!.children!;
    expect(years(scorpio[2]!.end, BIRTH)).toBeCloseTo(0.01, 9);
    expect(scorpio[3]!.start).toBeLessThan(BIRTH);
    expect(scorpio[3]!.end).toBeGreaterThan(BIRTH);
  });

  it('deeper levels take nine signs on from their parent\'s place in the same run (the service\'s extension)', () => {
    const chart = moonAt(2, 15, 50);
    const tree = dashaTree('kalachakra', chart, { levels: 2 });
    // Leo dasha, Pisces antardasha: the run goes on into Rohini 4's cycle Pi Ar Ta Ge Le Cn Vi Li Sc.
    const pisces = tree.periods[3]!.children![8]!;
    expect(subPeriods('kalachakra', chart, pisces).map((child) => short(child.lord))).toEqual(['Pi', 'Ar', 'Ta', 'Ge', 'Le', 'Cn', 'Vi', 'Li', 'Sc']);
    // Scorpio dasha, Taurus antardasha (in Rohini 3's cycle): its last five signs, then Rohini 4's first four.
    const taurus = tree.periods[0]!.children![6]!;
    expect(subPeriods('kalachakra', chart, taurus).map((child) => short(child.lord))).toEqual(['Ta', 'Ar', 'Sg', 'Cp', 'Aq', 'Pi', 'Ar', 'Ta', 'Ge']);
  });

  it('after the 4th pada of an apasavya-2 star comes the 1st pada of the apasavya-1 stars', () => {
    // Moon at the start of Mrigashira 4 (Gemini 3°20′): its cycle Sg Sc Li Vi Le Cn Ge Ta Ar runs first; late in
    // the pada the run goes on into Rohini 1's Sg Cp Aq Pi Ar Ta Ge Le Cn.
    const late = dashaTree('kalachakra', moonAt(3, 6, 30), { levels: 1 });
    expect(late.kalachakra).toMatchObject({ nakshatra: 5, pada: 4, group: 'apasavya-2', paramayush: 100 });
    // 3°10′ of 3°20′ covered: 95 of 100 years, the Aries dasha (the ninth, from 93) running.
    expect(late.periods.map((period) => short(period.lord))).toEqual(['Ar', 'Sg', 'Cp', 'Aq', 'Pi', 'Ar', 'Ta', 'Ge', 'Le']);
    expect(late.balance.remainingYears).toBeCloseTo(5, 9);
  });
});
