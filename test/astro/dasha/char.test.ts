import { describe, expect, it } from 'vitest';
import { BIRTH, chartOfSigns } from '../../helpers/dasha-charts.ts';
import { charDashaPlan, charDirection, charSignYears } from '../../../astro/dasha/char.ts';
import { strongerCoLord } from '../../../astro/dasha/co-lord.ts';
import { signAspectsSign } from '../../../astro/jaimini/rashi-drishti.ts';
import { dashaTree } from '../../../astro/dasha/dasha.ts';
import { MS_PER_DAY } from '../../../astro/time.ts';
import type { GrahaId } from '../../../data/grahas.ts';
import { SIGNS, type SignNumber } from '../../../data/signs.ts';



/**
 * Worked chart, lagna Aries: Sun Le (own), Moon Ta (exalted), Mars Cp (exalted), Mercury Pi (debilitated),
 * Jupiter Cn (exalted), Venus Vi (debilitated), Saturn Ar (debilitated), Rahu Ge, Ketu Sg.
 */
const WORKED = chartOfSigns(1, { sun: 5, moon: 2, mars: 10, mercury: 12, jupiter: 4, venus: 6, saturn: 1, rahu: 3, ketu: 9 });

describe('Char dasha (K.N. Rao): direction', () => {
  it('forward when the 9th sign from the lagna is odd-footed, backward when even-footed', () => {
    // 9th from Aries = Sagittarius (odd-footed) → forward; 9th from Capricorn = Virgo (even-footed) → backward;
    // 9th from Taurus = Capricorn (even-footed) → backward; 9th from Cancer = Pisces (even) → backward;
    // 9th from Virgo = Taurus (odd) → forward.
    expect(charDirection(1)).toBe(1);
    expect(charDirection(10)).toBe(-1);
    expect(charDirection(2)).toBe(-1);
    expect(charDirection(4)).toBe(-1);
    expect(charDirection(6)).toBe(1);
    const forward = SIGNS.filter((sign) => charDirection(sign.number) === 1).map((sign) => sign.id);
    // 9th signs: Ar→Sg, Le→Ar, Vi→Ta, Li→Ge, Aq→Li, Pi→Sc are odd-footed; the other six are even-footed.
    expect(forward).toEqual(['aries', 'leo', 'virgo', 'libra', 'aquarius', 'pisces']);
  });
});

describe('Char dasha (K.N. Rao): years of the worked chart, counted by hand', () => {
  it('each sign, with the count, the 0 → 12 rule and the ±1 for exaltation and debilitation', () => {
    const plan = charDashaPlan(WORKED);
    expect(plan.direction).toBe(1);
    const rows = plan.signs.map((s) => [s.sign, s.lord, s.count, s.dignityAdjustment, s.years]);
    expect(rows).toEqual([
      // Aries (odd-footed, count forward): Mars in Cp: Ar…Cp = 10 → 9, exalted +1 → 10.
      ['aries', 'mars', 10, 1, 10],
      // Taurus (odd): Venus in Vi: Ta…Vi = 5 → 4, debilitated −1 → 3.
      ['taurus', 'venus', 5, -1, 3],
      // Gemini (odd): Mercury in Pi: Ge…Pi = 10 → 9, debilitated → 8.
      ['gemini', 'mercury', 10, -1, 8],
      // Cancer (even-footed, count backward): Moon in Ta: Cn, Ge, Ta = 3 → 2, exalted → 3.
      ['cancer', 'moon', 3, 1, 3],
      // Leo (even): Sun in Le: count 1 → 0 → 12.
      ['leo', 'sun', 1, 0, 12],
      // Virgo (even): Mercury in Pi: Vi, Le, Cn, Ge, Ta, Ar, Pi = 7 → 6, debilitated → 5.
      ['virgo', 'mercury', 7, -1, 5],
      // Libra (odd): Venus in Vi: Li…Vi forward = 12 → 11, debilitated → 10.
      ['libra', 'venus', 12, -1, 10],
      // Scorpio (odd): Ketu (rule 2, below) in Sg: Sc, Sg = 2 → 1.
      ['scorpio', 'ketu', 2, 0, 1],
      // Sagittarius (odd): Jupiter in Cn: Sg…Cn forward = 8 → 7, exalted → 8.
      ['sagittarius', 'jupiter', 8, 1, 8],
      // Capricorn (even): Saturn in Ar: Cp…Ar backward = 10 → 9, debilitated → 8.
      ['capricorn', 'saturn', 10, -1, 8],
      // Aquarius (even): Rahu (rule 2, below) in Ge: Aq…Ge backward = 9 → 8.
      ['aquarius', 'rahu', 9, 0, 8],
      // Pisces (even): Jupiter in Cn: Pi…Cn backward = 9 → 8, exalted → 9.
      ['pisces', 'jupiter', 9, 1, 9],
    ]);
  });

  it('co-lords of the worked chart: neither in its sign, no conjunctions, decided by rule (2)', () => {
    // Mars in Cp: dispositor Saturn (Ar), Jupiter (Cn), Mercury (Pi) neither conjoin nor rasi-aspect Cp → 0.
    // Ketu in Sg: Mercury in Pi (dual) aspects Sg → 1. Ketu is stronger.
    expect(charSignYears(WORKED, 8).coLordRule).toBe('more-jupiter-mercury-dispositor');
    // Saturn in Ar → 0. Rahu in Ge: Mercury in Pi aspects Ge, and Mercury is also Rahu's dispositor → 2.
    expect(charSignYears(WORKED, 11).coLordRule).toBe('more-jupiter-mercury-dispositor');
  });

  it('mahadashas from birth in the order Ar, Ta, Ge …, lengths in years of 365.25 days; 85 years in all', () => {
    const tree = dashaTree('char', WORKED, { levels: 1 });
    expect(tree.variant).toBe('K.N. Rao');
    expect(tree.cycleYears).toBe(85);
    expect(tree.periods.map((p) => p.lord)).toEqual([
      'aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces',
    ]);
    expect(tree.periods[0]!.start).toBe(BIRTH);
    expect((tree.periods[0]!.end - BIRTH) / MS_PER_DAY).toBe(10 * 365.25);
    expect(tree.balance).toEqual({ lord: 'aries', elapsedYears: 0, remainingYears: 10 });
  });

  it('antardashas rotate per mahadasha: from the next sign in the dasha direction, ending with the dasha sign', () => {
    const tree = dashaTree('char', WORKED, { levels: 2 });
    const aries = tree.periods[0]!.children!.map((p) => p.lord);
    const taurus = tree.periods[1]!.children!.map((p) => p.lord);
    expect(aries).toEqual(['taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces', 'aries']);
    expect(taurus[0]).toBe('gemini');
    expect(taurus[11]).toBe('taurus');
    const backward = dashaTree('char', { ...WORKED, lagnaSign: 10, lagnaSiderealDeg: 285 }, { levels: 2 });
    expect(backward.periods[0]!.lord).toBe('capricorn');
    expect(backward.periods[0]!.children!.map((p) => p.lord).slice(0, 2)).toEqual(['sagittarius', 'scorpio']);
    expect(backward.periods[0]!.children![11]!.lord).toBe('capricorn');
    for (const period of tree.periods) {
      const lengths = period.children!.map((c) => c.end - c.start);
      for (const length of lengths) expect(length / (period.end - period.start)).toBeCloseTo(1 / 12, 12);
    }
  });
});

describe('stronger co-lord of Scorpio and Aquarius (PVR §15.5.1)', () => {
  const base: Record<GrahaId, SignNumber> = { sun: 1, moon: 1, mars: 1, mercury: 1, jupiter: 1, venus: 1, saturn: 1, rahu: 1, ketu: 7 };
  const noYears = (): number => 0;

  it('basic rule: exactly one co-lord in the sign → the other one', () => {
    const chart = chartOfSigns(1, { ...base, mars: 8, ketu: 2, rahu: 8 });
    expect(strongerCoLord(chart, 'scorpio', noYears)).toEqual({ lord: 'ketu', rule: 'other-co-lord-in-sign' });
  });

  it('(1) the co-lord conjoined by more grahas (the book: Saturn in Pi with Mars and Sun, Rahu in Ar with Jupiter)', () => {
    const chart = chartOfSigns(1, { ...base, saturn: 12, mars: 12, sun: 12, rahu: 1, jupiter: 1, moon: 3, mercury: 3, venus: 3, ketu: 7 });
    expect(strongerCoLord(chart, 'aquarius', noYears)).toEqual({ lord: 'saturn', rule: 'more-conjunctions' });
  });

  it('(2) more of Jupiter, Mercury and the dispositor conjoining or rasi-aspecting', () => {
    // Saturn alone in Ge, Mercury (its dispositor) in Sg aspects Ge: counted twice → 2. Rahu alone in Ar, its
    // dispositor Mars in Le aspects Ar → 1; Jupiter in Ta does not aspect the adjacent Ar.
    const chart = chartOfSigns(1, { sun: 6, moon: 6, mars: 5, mercury: 9, jupiter: 2, venus: 6, saturn: 3, rahu: 1, ketu: 7 });
    expect(strongerCoLord(chart, 'aquarius', noYears)).toEqual({ lord: 'saturn', rule: 'more-jupiter-mercury-dispositor' });
  });

  it('(3) the exalted co-lord (the book: Saturn in Li, Rahu in Cn)', () => {
    const chart = chartOfSigns(1, { sun: 3, moon: 3, mars: 3, mercury: 3, jupiter: 3, venus: 3, saturn: 7, rahu: 4, ketu: 10 });
    expect(strongerCoLord(chart, 'aquarius', noYears)).toEqual({ lord: 'saturn', rule: 'exaltation' });
  });

  it('(4) dual > fixed > movable (the book: Mars in Ge, Ketu in Aq)', () => {
    const chart = chartOfSigns(1, { sun: 10, moon: 10, mars: 3, mercury: 10, jupiter: 10, venus: 10, saturn: 10, rahu: 5, ketu: 11 });
    expect(strongerCoLord(chart, 'scorpio', noYears)).toEqual({ lord: 'mars', rule: 'sign-modality' });
  });

  it('(5a) the larger dasha years, then a tie keeps the primary lord', () => {
    const chart = chartOfSigns(1, { sun: 10, moon: 10, mars: 3, mercury: 10, jupiter: 10, venus: 10, saturn: 10, rahu: 6, ketu: 12 });
    expect(strongerCoLord(chart, 'scorpio', (lord) => (lord === 'ketu' ? 9 : 4))).toEqual({ lord: 'ketu', rule: 'more-dasha-years' });
    expect(strongerCoLord(chart, 'scorpio', () => 4)).toEqual({ lord: 'mars', rule: 'tie-keeps-primary' });
  });

  it('rasi drishti: movable → fixed but not the next, fixed → movable but not the previous, dual → dual', () => {
    const aspected = (from: SignNumber): number[] => SIGNS.filter((s) => signAspectsSign(from, s.number)).map((s) => s.number);
    expect(aspected(1)).toEqual([5, 8, 11]);
    expect(aspected(2)).toEqual([4, 7, 10]);
    expect(aspected(3)).toEqual([6, 9, 12]);
    expect(aspected(4)).toEqual([2, 8, 11]);
    expect(aspected(5)).toEqual([1, 7, 10]);
  });
});
