import { describe, expect, it } from 'vitest';
import { BIRTH, chartOfSigns } from '../../helpers/dasha-charts.ts';
import { dashaTree } from '../../../astro/dasha/dasha.ts';
import { narayanaDashaPlan, narayanaOrder, narayanaSubOrder } from '../../../astro/dasha/narayana.ts';
import { shoolaOrderFrom } from '../../../astro/dasha/shoola.ts';
import { drigGroup, drigOrder, drigSubOrder } from '../../../astro/dasha/drig.ts';
import type { GrahaId } from '../../../data/grahas.ts';
import type { SignNumber } from '../../../data/signs.ts';



describe('Narayana dasha: the order of the signs', () => {
  it('movable signs run through consecutive signs', () => {
    expect(narayanaOrder(1, 1, false)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(narayanaOrder(4, -1, false)).toEqual([4, 3, 2, 1, 12, 11, 10, 9, 8, 7, 6, 5]);
  });

  it('fixed signs jump to every 6th sign (example 66: Leo, Capricorn, Gemini, Scorpio …)', () => {
    expect(narayanaOrder(5, 1, false)).toEqual([5, 10, 3, 8, 1, 6, 11, 4, 9, 2, 7, 12]);
    // Taurus backward: the 6th sign counted back is Sagittarius.
    expect(narayanaOrder(2, -1, false)).toEqual([2, 9, 4, 11, 6, 1, 8, 3, 10, 5, 12, 7]);
  });

  it('dual signs take their trines in the direction, then the trines of the 4th sign counted back', () => {
    // Virgo forward: Vi Cp Ta, then Ge (4th back) Li Aq, then Pi Cn Sc, then Sg Ar Le.
    expect(narayanaOrder(6, 1, false)).toEqual([6, 10, 2, 3, 7, 11, 12, 4, 8, 9, 1, 5]);
    // Gemini backward: Ge Aq Li, then Vi Ta Cp, then Sg Le Ar, then Pi Sc Cn.
    expect(narayanaOrder(3, -1, false)).toEqual([3, 11, 7, 6, 2, 10, 9, 5, 1, 12, 8, 4]);
  });

  it('regular order ignores the kind of sign', () => {
    expect(narayanaOrder(6, 1, true)).toEqual([6, 7, 8, 9, 10, 11, 12, 1, 2, 3, 4, 5]);
  });
});

/** Lagna Taurus (fixed; 9th Capricorn even-footed: backward), grahas spread so that Taurus is the stronger. */
const BASE: Record<GrahaId, SignNumber> = { sun: 2, moon: 2, mars: 5, mercury: 3, jupiter: 12, venus: 1, saturn: 10, rahu: 9, ketu: 3 };

describe('Narayana dasha: the first sign and the exceptions', () => {
  it('starts from the stronger of the lagna and the 7th, in the 9th sign\'s footedness direction', () => {
    const plan = narayanaDashaPlan(chartOfSigns(2, BASE));
    expect(plan).toMatchObject({ firstSign: 2, direction: -1, orderRule: 'normal' });
    expect(plan.signs.map((entry) => entry.sign).slice(0, 3)).toEqual(['taurus', 'sagittarius', 'cancer']);
  });

  it('Saturn in the first sign: consecutive signs, zodiacal', () => {
    const plan = narayanaDashaPlan(chartOfSigns(2, { ...BASE, saturn: 2 }));
    expect(plan).toMatchObject({ firstSign: 2, direction: 1, orderRule: 'saturn-in-first-sign' });
    expect(plan.signs.map((entry) => entry.sign).slice(0, 3)).toEqual(['taurus', 'gemini', 'cancer']);
  });

  it('Ketu in the first sign: the jumps kept, the direction reversed (Ketu is checked before Saturn)', () => {
    const plan = narayanaDashaPlan(chartOfSigns(2, { ...BASE, ketu: 2, rahu: 8, saturn: 2 }));
    expect(plan).toMatchObject({ firstSign: 2, direction: 1, orderRule: 'ketu-in-first-sign' });
    expect(plan.signs.map((entry) => entry.sign).slice(0, 3)).toEqual(['taurus', 'libra', 'pisces']);
  });
});

describe('Narayana dasha: cycles and antardashas', () => {
  const chart = chartOfSigns(2, BASE);

  it('the second cycle gives each sign 12 minus its first years, and a sign with 12 years has none', () => {
    const tree = dashaTree('narayana', chart, { levels: 1, year: 'julian' });
    const plan = narayanaDashaPlan(chart);
    const years = tree.periods.map((p) => Math.round((p.end - p.start) / (365.25 * 86_400_000)));
    const expected = [...plan.signs.map((e) => e.years), ...plan.signs.map((e) => 12 - e.years)].filter((y) => y > 0);
    expect(years).toEqual(expected);
    expect(tree.periods[0]!.start).toBe(BIRTH);
    expect(tree.cycles).toBe(2);
  });

  it('antardashas start from the stronger of the signs holding the lords of the sign and its 7th', () => {
    // Taurus: lord Venus in Aries; 7th Scorpio, co-lord Ketu (conjoined by Mercury, Mars alone) in Gemini.
    // Gemini holds two grahas, Aries one: Gemini, odd, runs forward.
    expect(narayanaSubOrder(chart, 2)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 1, 2]);
  });

  it('an even starting sign runs backward, and Ketu in the dasha sign reverses it', () => {
    // Ketu in Taurus with the Sun and Moon: Scorpio's co-lord Ketu is in Taurus, which (three grahas) beats
    // Aries; Taurus is even (backward), Ketu in the dasha sign Taurus reverses that to forward.
    const withKetu = chartOfSigns(2, { ...BASE, ketu: 2, rahu: 8 });
    expect(narayanaSubOrder(withKetu, 2)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 1]);
    // Leo: lord the Sun in Taurus (three grahas); 7th Aquarius, its co-lord alone in Capricorn or Scorpio: Taurus,
    // even and without Ketu in Leo, runs backward.
    expect(narayanaSubOrder(withKetu, 5)[1]).toBe(1);
  });
});

describe('Shoola dasha', () => {
  const chart = chartOfSigns(2, BASE);

  it('twelve 9-year dashas zodiacally from the stronger of the lagna and the 7th, starting at birth', () => {
    const tree = dashaTree('shoola', chart, { levels: 1, year: 'julian' });
    // Taurus (Sun, Moon) against Scorpio (empty): Taurus.
    expect(tree.periods.map((p) => p.lord)).toEqual([
      'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces', 'aries',
    ]);
    expect(tree.periods[0]!.start).toBe(BIRTH);
    for (const p of tree.periods) expect((p.end - p.start) / (365.25 * 86_400_000)).toBeCloseTo(9, 9);
    expect(tree.cycleYears).toBe(108);
  });

  it('antardashas run zodiacally from the stronger of the dasha sign and its 7th', () => {
    expect(shoolaOrderFrom(chart, 8)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 1]);
    // Gemini (Mercury, Ketu) against Sagittarius (Rahu): Gemini.
    expect(shoolaOrderFrom(chart, 9)[0]).toBe(3);
  });
});

describe('Drig dasha', () => {
  it('the 9th, 10th and 11th signs each followed by the signs they aspect, in the footedness direction', () => {
    // Aries (odd-footed, movable) aspects Leo, Scorpio, Aquarius, taken zodiacally from Aries.
    expect(drigGroup(1)).toEqual([1, 5, 8, 11]);
    // Cancer (even-footed, movable) aspects Taurus, Scorpio, Aquarius, taken backward from Cancer.
    expect(drigGroup(4)).toEqual([4, 2, 11, 8]);
    // Lagna Leo: 9th Aries, 10th Taurus, 11th Gemini.
    expect(drigOrder(5).slice(0, 4)).toEqual([1, 5, 8, 11]);
    expect(drigOrder(5)[4]).toBe(2);
    expect(new Set(drigOrder(5)).size).toBe(12);
  });

  it('a dual dasha sign\'s antardashas: kendras, panapharas, apoklimas from the stronger of it and its 7th', () => {
    const chart = chartOfSigns(2, BASE);
    // Gemini (Mercury, Ketu) against Sagittarius (Rahu): Gemini; Gemini odd → forward.
    expect(drigSubOrder(chart, 3)).toEqual([3, 6, 9, 12, 7, 10, 1, 4, 11, 2, 5, 8]);
    const tree = dashaTree('drig', chart, { levels: 1, year: 'julian' });
    expect(tree.periods[0]!.start).toBe(BIRTH);
    expect(tree.cycles).toBe(2);
  });
});
