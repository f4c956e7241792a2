import { describe, expect, it } from 'vitest';
import { BIRTH, chartOfSigns } from '../../helpers/dasha-charts.ts';
import { dashaTree, subPeriods } from '../../../astro/dasha/dasha.ts';
import { kalachakraPada, kalachakraPlan } from '../../../astro/dasha/kalachakra.ts';
import { NIRYANA_SHOOLA_YEARS, niryanaShoolaPlan } from '../../../astro/dasha/niryana-shoola.ts';
import { brahmaGraha } from '../../../astro/dasha/brahma.ts';
import { sudasaOrder, sudasaPlan, sudasaSubOrder } from '../../../astro/dasha/sudasa.ts';
import { MS_PER_DAY } from '../../../astro/time.ts';
import { KALACHAKRA_GROUPS, KALACHAKRA_SIGN_YEARS } from '../../../data/kalachakra.ts';
import type { GrahaId } from '../../../data/grahas.ts';
import { SIGNS, type SignNumber } from '../../../data/signs.ts';

const YEAR_MS = 365.25 * MS_PER_DAY;
const id = (sign: number) => SIGNS[sign - 1]!.id;

/** Lagna Taurus; the grahas spread over the signs. */
const BASE: Record<GrahaId, SignNumber> = { sun: 2, moon: 2, mars: 5, mercury: 3, jupiter: 12, venus: 1, saturn: 10, rahu: 9, ketu: 3 };

describe('Niryana Shoola dasha', () => {
  it('starts from the stronger of the 2nd and 8th signs, through consecutive signs by its parity, 7/8/9 years by kind', () => {
    const plan = niryanaShoolaPlan(chartOfSigns(2, BASE));
    expect([3, 9]).toContain(plan.firstSign);
    expect(plan.direction).toBe(plan.firstSign % 2 === 1 ? 1 : -1);
    plan.signs.forEach((entry, k) => {
      const sign = SIGNS.find((s) => s.id === entry.sign)!;
      expect(sign.number).toBe(((plan.firstSign - 1 + plan.direction * k + 24) % 12) + 1);
      expect(entry.years).toBe(NIRYANA_SHOOLA_YEARS[sign.modality]);
    });
    expect(plan.signs.reduce((sum, entry) => sum + entry.years, 0)).toBe(96);
  });

  it('one cycle of twelve dashas from birth, each split into twelve equal antardashas', () => {
    const tree = dashaTree('niryana-shoola', chartOfSigns(2, BASE), { levels: 2 });
    expect(tree.periods).toHaveLength(12);
    expect(tree.periods[0]!.start).toBe(BIRTH);
    expect(tree.cycleYears).toBe(96);
    const first = tree.periods[0]!;
    expect(first.children).toHaveLength(12);
    expect(new Set(first.children!.map((child) => child.lord)).size).toBe(12);
    expect(first.children!.at(-1)!.end).toBe(first.end);
  });
});

describe('Sudasa', () => {
  it('orders the sign, its kendras, panapharas and apoklimas, forward or backward', () => {
    expect(sudasaOrder(1, 1)).toEqual([1, 4, 7, 10, 2, 5, 8, 11, 3, 6, 9, 12]);
    expect(sudasaOrder(4, -1)).toEqual([4, 1, 10, 7, 3, 12, 9, 6, 2, 11, 8, 5]);
  });

  /** Lagna Taurus 15°, the Moon a third of the way through Rohini. */
  const base = chartOfSigns(2, BASE);
  const moon = 40 + 40 / 9;
  const chart = { ...base, lagnaSiderealDeg: 45, moonSiderealDeg: moon, planets: { ...base.planets, moon: { siderealDeg: moon, signNumber: 2 as SignNumber } } };

  it('starts from the sree lagna\'s sign with the part of it still to travel', () => {
    const plan = sudasaPlan(chart);
    // Moon a third of the way through Rohini (40°–53°20′): sree lagna = 45° + 120° = 165°, Virgo 15°.
    expect(plan.sreeLagnaDeg).toBeCloseTo(165, 9);
    expect(plan.firstSign).toBe(6);
    expect(plan.firstFractionLeft).toBeCloseTo(0.5, 12);
    expect(plan.direction).toBe(-1);
    expect(plan.orderRule).toBe('normal');
    const tree = dashaTree('sudasa', chart, { levels: 1 });
    expect((tree.periods[0]!.end - tree.periods[0]!.start) / YEAR_MS).toBeCloseTo(plan.signs[0]!.years / 2, 9);
    expect(tree.balance.remainingYears).toBeCloseTo(plan.signs[0]!.years / 2, 12);
    expect(tree.balance.elapsedYears).toBeCloseTo(plan.signs[0]!.years / 2, 12);
  });

  it('Saturn in the first sign counts zodiacally; Ketu in it (Saturn elsewhere) reverses the count', () => {
    expect(sudasaPlan({ ...chart, planets: { ...chart.planets, saturn: { siderealDeg: 165, signNumber: 6 } } })).toMatchObject({ direction: 1, orderRule: 'saturn-in-first-sign' });
    expect(sudasaPlan({ ...chart, planets: { ...chart.planets, ketu: { siderealDeg: 165, signNumber: 6 } } })).toMatchObject({ direction: 1, orderRule: 'ketu-in-first-sign' });
  });

  it('a second cycle gives each sign 12 minus its whole first years', () => {
    const plan = sudasaPlan(chart);
    const tree = dashaTree('sudasa', chart, { levels: 1 });
    const second = tree.periods.slice(plan.signs.filter((entry) => entry.years > 0).length);
    const expected = plan.signs.filter((entry) => entry.years < 12).map((entry) => [entry.sign, 12 - entry.years]);
    expect(second.map((p) => [p.lord, Math.round(((p.end - p.start) / YEAR_MS) * 1e9) / 1e9])).toEqual(expected);
  });

  it('antardashas through consecutive signs from the stronger of the sign and its 7th: forward from even, backward from odd', () => {
    for (const sign of [1, 2, 6, 9] as SignNumber[]) {
      const order = sudasaSubOrder(chart, sign);
      expect([sign, ((sign + 5) % 12) + 1]).toContain(order[0]);
      const step = order[0]! % 2 === 0 ? 1 : 11;
      expect(order[1]).toBe(((order[0]! - 1 + step) % 12) + 1);
    }
  });
});

describe('Kalachakra dasha', () => {
  it('the wheel: every star in one group, each pada\'s paramayush the sum of its signs\' years', () => {
    const stars = KALACHAKRA_GROUPS.flatMap((group) => group.nakshatras).sort((a, b) => a - b);
    expect(stars).toEqual(Array.from({ length: 27 }, (_, k) => k + 1));
    const paramayush = KALACHAKRA_GROUPS.map((group) => group.cycles.map((cycle) => cycle.reduce((sum, sign) => sum + KALACHAKRA_SIGN_YEARS[sign - 1]!, 0)));
    expect(paramayush).toEqual([[100, 85, 83, 86], [100, 85, 83, 86], [86, 83, 85, 100], [86, 83, 85, 100]]);
  });

  it('deha is the first sign of a savya cycle and the last of an apasavya one; jeeva the other end', () => {
    expect(kalachakraPada(0)).toMatchObject({ nakshatra: 1, pada: 1, group: 'savya-1', deha: 1, jeeva: 9 });
    // Rohini 1 (pada index 12): apasavya, cycle Sg … Cn.
    expect(kalachakraPada(12)).toMatchObject({ nakshatra: 4, pada: 1, group: 'apasavya-1', deha: 4, jeeva: 9 });
    expect(kalachakraPada(108)).toMatchObject({ nakshatra: 1, pada: 1 });
  });

  it('nine consecutive navamsa signs from the Moon\'s, the first reduced to the part of the navamsa left', () => {
    // Moon at 2° Aries: Ashwini 1, navamsa Aries, 1°20′ of 3°20′ left.
    const chart = { ...chartOfSigns(2, BASE), moonSiderealDeg: 2 };
    const plan = kalachakraPlan(chart);
    expect(plan.dashas.map((dasha) => dasha.sign)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9].map(id));
    expect(plan.firstFractionLeft).toBeCloseTo(0.4, 12);
    const tree = dashaTree('kalachakra', chart, { levels: 1, method: 'raghavacharya' });
    expect((tree.periods[0]!.end - tree.periods[0]!.start) / YEAR_MS).toBeCloseTo(7 * 0.4, 9);
    expect((tree.periods[1]!.end - tree.periods[1]!.start) / YEAR_MS).toBeCloseTo(16, 9);
    expect(tree.cycleYears).toBe(100);
    expect(tree.kalachakra).toEqual({ nakshatra: 1, pada: 1, group: 'savya-1', direction: 'savya', deha: 'aries', jeeva: 'sagittarius', paramayush: 100, padaElapsed: expect.closeTo(0.6, 12) });
    expect(dashaTree('sudasa', chart, { levels: 1 }).kalachakra).toBeNull();
  });

  it('antardashas: the cycle of the dasha\'s pada in proportion to the years; deeper levels from the parent\'s place', () => {
    const chart = { ...chartOfSigns(2, BASE), moonSiderealDeg: 2 };
    const tree = dashaTree('kalachakra', chart, { levels: 2, method: 'raghavacharya' });
    // The Taurus dasha is Ashwini 2's navamsa: cycle Cp Aq Pi Sc Li Vi Cn Le Ge, 85 years.
    const taurus = tree.periods[1]!;
    expect(taurus.children!.map((child) => child.lord)).toEqual([10, 11, 12, 8, 7, 6, 4, 5, 3].map(id));
    expect((taurus.children![0]!.end - taurus.children![0]!.start) / (taurus.end - taurus.start)).toBeCloseTo(4 / 85, 12);
    const third = subPeriods('kalachakra', chart, taurus.children![2]!, { method: 'raghavacharya' });
    expect(third.map((child) => child.lord)).toEqual([12, 8, 7, 6, 4, 5, 3, 10, 11].map(id));
    expect(third.at(-1)!.end).toBe(taurus.children![2]!.end);
  });
});

describe('Sthira dasha', () => {
  it('twelve dashas zodiacally from Brahma\'s sign, 7/8/9 years, antardashas zodiacally from the dasha sign', () => {
    const chart = chartOfSigns(1, { sun: 2, moon: 4, mars: 5, mercury: 3, jupiter: 10, venus: 1, saturn: 6, rahu: 5, ketu: 11 });
    const tree = dashaTree('sthira', chart, { levels: 2 });
    const first = chart.planets[brahmaGraha(chart)].signNumber;
    expect(tree.periods.map((p) => p.lord)).toEqual(Array.from({ length: 12 }, (_, k) => id(((first - 1 + k) % 12) + 1)));
    expect(tree.cycleYears).toBe(96);
    const second = tree.periods[1]!;
    expect(second.children!.map((c) => c.lord)).toEqual(Array.from({ length: 12 }, (_, k) => id(((first + k) % 12) + 1)));
  });
});
