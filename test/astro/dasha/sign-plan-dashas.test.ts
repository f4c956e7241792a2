/**
 * The sign dashas built from plans (Brahma … Raashiyanka), each checked against its rule worked by hand
 * on one chart (no book example was available here and PyJHora's recorded answers do not cover them), and the
 * properties every one must keep: mahadashas from birth, consecutive, summing to the years of the plan.
 */
import { describe, expect, it } from 'vitest';
import { BIRTH, chartOfSigns } from '../../helpers/dasha-charts.ts';
import { dashaSummary, dashaTree, subPeriods } from '../../../astro/dasha/dasha.ts';
import { brahmaCandidates, brahmaGraha, brahmaOrder, brahmaYears } from '../../../astro/dasha/brahma.ts';
import { uttaraFirstSign } from '../../../astro/dasha/chaturvidha-uttara.ts';
import { kendradiFirstSign, kendradiSubOrder } from '../../../astro/dasha/kendradi.ts';
import { mandookaOrder, mandookaYears } from '../../../astro/dasha/mandooka.ts';
import { navamsaDashaFirstSign } from '../../../astro/dasha/navamsa-dasha.ts';
import { atmakaraka, moonStarTwelfth, taraLagnaSign, taraLagnaSubOrder } from '../../../astro/dasha/tara-lagna.ts';
import { navamsaChartOf, padhanadhamsaStart } from '../../../astro/dasha/padhanadhamsa.ts';
import { paryaayaOrder, paryaayaYears } from '../../../astro/dasha/paryaaya.ts';
import { raashiyankaFirstSign } from '../../../astro/dasha/raashiyanka.ts';
import { strongestTrine } from '../../../astro/dasha/trikona.ts';
import { yogardhaYears } from '../../../astro/dasha/yogardha.ts';
import { isSignPlanSystem, SIGN_PLAN_BUILDERS, type SignPlanSystemId } from '../../../astro/dasha/sign-plans.ts';
import type { DashaChart, DashaPeriod } from '../../../astro/dasha/types.ts';
import { MS_PER_DAY } from '../../../astro/time.ts';
import { DASHA_SYSTEMS, type DashaSystemId } from '../../../data/dashas.ts';
import type { GrahaId } from '../../../data/grahas.ts';
import { SIGNS, type SignNumber } from '../../../data/signs.ts';

const YEAR_MS = 365.25 * MS_PER_DAY;

/**
 * Lagna Taurus 15°: Venus in Aries; Sun, Moon in Taurus; Mercury, Ketu in Gemini; Mars in Leo; Rahu in
 * Sagittarius; Saturn in Capricorn; Jupiter in Pisces (every graha at 15° of its sign).
 */
const BASE: Record<GrahaId, SignNumber> = { sun: 2, moon: 2, mars: 5, mercury: 3, jupiter: 12, venus: 1, saturn: 10, rahu: 9, ketu: 3 };
const chart = chartOfSigns(2, BASE);

const signIds = (numbers: readonly number[]) => numbers.map((n) => SIGNS[n - 1]!.id);
const lords = (periods: readonly DashaPeriod[]) => periods.map((p) => p.lord);
const years = (periods: readonly DashaPeriod[]) => periods.map((p) => Math.round(((p.end - p.start) / YEAR_MS) * 1e9) / 1e9);

/** The chart with one graha moved to another sidereal longitude. */
function moved(base: DashaChart, graha: GrahaId, siderealDeg: number): DashaChart {
  const planets = { ...base.planets, [graha]: { siderealDeg, signNumber: (Math.floor(siderealDeg / 30) + 1) as SignNumber } };
  return { ...base, planets, ...(graha === 'moon' ? { moonSiderealDeg: siderealDeg } : {}) };
}

describe('Brahma dasha', () => {
  it('Brahma: of the lords of the 6th, 8th, 12th from Taurus, Mars scores 3, Venus and Jupiter 1; Venus beats Mars', () => {
    // Venus (6th, Libra) in Aries: Mars's sign, neutral (0), odd (1), the 12th from Taurus (0). Jupiter (8th,
    // Sagittarius) at home in Pisces (1), even (0), the 11th (0). Mars (12th, Aries) in Leo: the Sun's, a friend (1),
    // odd (1), the 4th (1).
    expect(brahmaCandidates(chart)).toEqual([{ graha: 'venus', score: 1 }, { graha: 'jupiter', score: 1 }, { graha: 'mars', score: 3 }]);
    // Mars against Venus (the first of the tied): neither conjoined; Venus's dispositor Mars aspects Aries from Leo,
    // nothing of Jupiter, Mercury or the Sun aspects Leo: Venus.
    expect(brahmaGraha(chart)).toBe('venus');
  });

  it('from Brahma\'s odd sign zodiacally (from the 7th in reverse for an even one); years to the lord of the 6th', () => {
    expect(signIds(brahmaOrder(1)).slice(0, 2)).toEqual(['aries', 'taurus']);
    expect(signIds(brahmaOrder(2)).slice(0, 2)).toEqual(['scorpio', 'libra']);
    // Aries: the 6th, Virgo, its lord Mercury in Gemini, 2 on: 2. Taurus (even): Venus (Libra's) in Aries, 1 back: 1.
    // Gemini: Scorpio's co-lord Ketu (with Mercury, against Mars alone) is in Gemini itself: 0, no dasha.
    // Cancer (even): Jupiter (Sagittarius's) in Pisces, 4 back: 4.
    expect([1, 2, 3, 4].map((s) => brahmaYears(chart, s as SignNumber))).toEqual([2, 1, 0, 4]);
    const tree = dashaTree('brahma', chart, { levels: 2 });
    expect(lords(tree.periods).slice(0, 3)).toEqual(['aries', 'taurus', 'cancer']);
    expect(years(tree.periods).slice(0, 3)).toEqual([2, 1, 4]);
    expect(lords(tree.periods[1]!.children!).slice(0, 2)).toEqual(['taurus', 'gemini']);
  });
});

describe('Lagnamsaka dasha: Narayana dasha from the navamsa lagna', () => {
  it('lagna Taurus 20° (navamsa Cancer): Cancer 3, Gemini 12, Taurus 11 … backward, two cycles', () => {
    // Taurus 20° is the 7th navamsa of Taurus (whose navamsas start at Capricorn): Cancer. Cancer is movable and the
    // 9th from it, Pisces, even-footed: consecutive signs backward. Cancer (even-footed): its lord the Moon in
    // Taurus, counted backward Cn-Ge-Ta = 3, less 1 = 2, +1 exalted = 3. Gemini: Mercury at home, 12. Taurus
    // (odd-footed): Venus in Aries, counted forward 12, less 1 = 11.
    const tree = dashaTree('lagnamsaka', { ...chart, lagnaSiderealDeg: 50 }, { levels: 1 });
    expect(lords(tree.periods).slice(0, 4)).toEqual(['cancer', 'gemini', 'taurus', 'aries']);
    expect(years(tree.periods).slice(0, 3)).toEqual([3, 12, 11]);
    expect(tree.periods[0]!.start).toBe(BIRTH);
    expect(tree.cycles).toBe(2);
    // Second cycle: Cancer 12 − 3 = 9 (Gemini's 12 leaves none).
    expect(tree.periods[12]).toMatchObject({ lord: 'cancer' });
    expect(years([tree.periods[12]!])).toEqual([9]);
    expect(tree.periods[13]!.lord).toBe('taurus');
  });
});

describe('Navamsa dasha', () => {
  it('the first sign by the element of the navamsa lagna', () => {
    expect(signIds([1, 5, 9].map((n) => navamsaDashaFirstSign(n as SignNumber)))).toEqual(['aries', 'aries', 'aries']);
    expect(signIds([2, 6, 10].map((n) => navamsaDashaFirstSign(n as SignNumber)))).toEqual(['leo', 'leo', 'leo']);
    expect(signIds([3, 7, 11].map((n) => navamsaDashaFirstSign(n as SignNumber)))).toEqual(['libra', 'libra', 'libra']);
    expect(signIds([4, 8, 12].map((n) => navamsaDashaFirstSign(n as SignNumber)))).toEqual(['aquarius', 'aquarius', 'aquarius']);
  });

  it('navamsa lagna Cancer (Taurus 20°): Aquarius, Pisces, Aries … 9 years each; Aquarius\'s antardashas from Leo', () => {
    const tree = dashaTree('navamsa', { ...chart, lagnaSiderealDeg: 50 }, { levels: 2 });
    expect(lords(tree.periods)).toEqual(signIds([11, 12, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]));
    expect(new Set(years(tree.periods))).toEqual(new Set([9]));
    expect(lords(tree.periods[0]!.children!).slice(0, 3)).toEqual(['leo', 'virgo', 'libra']);
    expect(lords(tree.periods[3]!.children!)[0]).toBe('aries'); // Taurus → from Aries
  });
});

describe('Mandooka dasha', () => {
  it('the frog\'s leaps: kendras of the first sign\'s kind, then the other two kinds from Aries, Taurus, Gemini', () => {
    expect(signIds(mandookaOrder(2, -1))).toEqual(signIds([2, 11, 8, 5, 1, 10, 7, 4, 3, 12, 9, 6]));
    expect(signIds(mandookaOrder(1, 1))).toEqual(signIds([1, 4, 7, 10, 3, 6, 9, 12, 2, 5, 8, 11]));
    expect(signIds(mandookaOrder(3, 1))).toEqual(signIds([3, 6, 9, 12, 2, 5, 8, 11, 1, 4, 7, 10]));
  });

  it('from Taurus (stronger than Scorpio), backward; years by the inclusive count to the lord, 12 at home, 10 in the 7th', () => {
    const tree = dashaTree('mandooka', chart, { levels: 2 });
    expect(lords(tree.periods).slice(0, 4)).toEqual(['taurus', 'aquarius', 'scorpio', 'leo']);
    // Taurus (even): Venus in Aries, Ta-Ar = 2. Aquarius (odd): Saturn in Capricorn, counted forward = 12.
    // Scorpio (even): Mars in Leo, Sc-Li-Vi-Le = 4. Leo (odd): the Sun in Taurus, Le … Ta forward = 10.
    expect(years(tree.periods).slice(0, 4)).toEqual([2, 12, 4, 10]);
    expect(mandookaYears(chart, 12)).toBe(12); // Pisces: Jupiter at home
    expect(mandookaYears(chartOfSigns(2, { ...BASE, jupiter: 6 }), 12)).toBe(10); // Jupiter in the 7th
    // Antardashas of Aquarius: the mahadasha order from Aquarius.
    expect(lords(tree.periods[1]!.children!)).toEqual(signIds([11, 8, 5, 1, 10, 7, 4, 3, 12, 9, 6, 2]));
  });

  it('applies with four of the seven grahas in kendras from the lagna', () => {
    expect(dashaSummary('mandooka', chart).applicable).toBe(false); // Sun, Moon (Taurus), Mars (Leo): three
    expect(dashaSummary('mandooka', chartOfSigns(2, { ...BASE, jupiter: 8 })).applicable).toBe(true);
    // Rahu and Ketu do not count.
    expect(dashaSummary('mandooka', chartOfSigns(2, { ...BASE, rahu: 8, ketu: 2 })).applicable).toBe(false);
  });
});

describe('Sandhya dasha', () => {
  it('twelve 10-year dashas from the lagna; equal or Pachaka sub-periods from the period\'s sign', () => {
    const tree = dashaTree('sandhya', chart, { levels: 2 });
    expect(lords(tree.periods)).toEqual(signIds([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 1]));
    expect(new Set(years(tree.periods))).toEqual(new Set([10]));
    expect(tree.cycleYears).toBe(120);
    expect(tree.method).toBe('sandhya');
    const first = tree.periods[0]!.children!;
    expect(lords(first).slice(0, 2)).toEqual(['taurus', 'gemini']);
    expect(years([first[0]!])[0]).toBeCloseTo(10 / 12, 9);

    const pachaka = dashaTree('sandhya', chart, { levels: 2, method: 'pachaka' });
    expect(pachaka.method).toBe('pachaka');
    const parts = years(pachaka.periods[0]!.children!);
    expect(parts[0]).toBeCloseTo((10 * 6) / 31, 8);
    expect(parts[1]).toBeCloseTo((10 * 3) / 31, 8);
    expect(parts[11]).toBeCloseTo((10 * 2) / 31, 8);
  });
});

describe('Tara Lagna dasha', () => {
  it('the lagna moved on by the Moon\'s twelfths of its star; 9 years each', () => {
    // Moon at Taurus 15° = 45°: 5° into Rohini (40°–53°20′), 5 / (13°20′ / 12) = 4.5 → 4 signs past Taurus: Virgo.
    expect(moonStarTwelfth(45)).toBe(4);
    expect(moonStarTwelfth(40)).toBe(0);
    expect(moonStarTwelfth(40 + 40 / 3 - 1e-9)).toBe(11);
    expect(taraLagnaSign(chart)).toBe(6);
    const tree = dashaTree('tara-lagna', chart, { levels: 1 });
    // Virgo is even: backward.
    expect(lords(tree.periods).slice(0, 3)).toEqual(['virgo', 'leo', 'cancer']);
    expect(new Set(years(tree.periods))).toEqual(new Set([9]));
  });

  it('sub-periods from the atmakaraka\'s sign, reversed from Taurus, Virgo, Scorpio, Aquarius', () => {
    const saturnAk = moved(chart, 'saturn', 299); // Capricorn 29°: the furthest advanced
    expect(atmakaraka(saturnAk)).toBe('saturn');
    expect(signIds(taraLagnaSubOrder(saturnAk)).slice(0, 3)).toEqual(['capricorn', 'aquarius', 'pisces']);
    const sunAk = moved(chart, 'sun', 59); // Taurus 29°
    expect(signIds(taraLagnaSubOrder(sunAk)).slice(0, 3)).toEqual(['taurus', 'aries', 'pisces']);
    // Rahu counts from the end of its sign: Rahu at Sagittarius 0°30′ has travelled 29°30′ by this reckoning.
    expect(atmakaraka(moved(saturnAk, 'rahu', 240.5))).toBe('rahu');
  });
});

describe('Trikona dasha', () => {
  it('from the strongest trine (Taurus: two grahas against none and one), backward; Char years, one cycle', () => {
    expect(strongestTrine(chart)).toBe(2);
    const tree = dashaTree('trikona', chart, { levels: 2 });
    expect(lords(tree.periods).slice(0, 3)).toEqual(['taurus', 'aries', 'pisces']);
    // Taurus: Venus in Aries, forward 12 − 1 = 11; Aries: Mars in Leo, 5 − 1 = 4; Pisces: Jupiter at home, 12.
    expect(years(tree.periods).slice(0, 3)).toEqual([11, 4, 12]);
    expect(tree.periods.length).toBe(12);
    // Antardashas from the dasha sign: backward for even Taurus, forward for odd Aries.
    expect(lords(tree.periods[0]!.children!).slice(0, 3)).toEqual(['taurus', 'aries', 'pisces']);
    expect(lords(tree.periods[1]!.children!).slice(0, 3)).toEqual(['aries', 'taurus', 'gemini']);
    // Leo with three grahas beats Taurus.
    expect(strongestTrine(chartOfSigns(2, { ...BASE, jupiter: 6, saturn: 6 }))).toBe(6);
  });
});

describe('Yogardha dasha', () => {
  it('years are the mean of the Char and Sthira years; sub-periods rotate the mahadasha order by level', () => {
    // Taurus: (11 + 8) / 2; Aries: (4 + 7) / 2; Pisces: (12 + 9) / 2.
    expect([2, 1, 12].map((s) => yogardhaYears(chart, s as SignNumber))).toEqual([9.5, 5.5, 10.5]);
    const tree = dashaTree('yogardha', chart, { levels: 3 });
    expect(lords(tree.periods).slice(0, 3)).toEqual(['taurus', 'aries', 'pisces']);
    expect(years(tree.periods).slice(0, 3)).toEqual([9.5, 5.5, 10.5]);
    const order = lords(tree.periods);
    const antardashas = tree.periods[4]!.children!;
    expect(lords(antardashas)).toEqual([...order.slice(1), order[0]]);
    expect(lords(antardashas[7]!.children!)).toEqual([...order.slice(2), ...order.slice(0, 2)]);
  });
});

describe('Lagna and Karaka Kendradi dashas', () => {
  it('kendras, panapharas, apoklimas from the stronger of the lagna and the 7th; Saturn there makes it zodiacal', () => {
    const tree = dashaTree('lagna-kendradi', chart, { levels: 1 });
    expect(lords(tree.periods).slice(0, 12)).toEqual(signIds([2, 11, 8, 5, 1, 10, 7, 4, 12, 9, 6, 3]));
    const withSaturn = dashaTree('lagna-kendradi', chartOfSigns(2, { ...BASE, saturn: 2 }), { levels: 1 });
    expect(lords(withSaturn.periods).slice(0, 5)).toEqual(signIds([2, 5, 8, 11, 3]));
    // Ketu in Taurus (with Saturn elsewhere) keeps it backward, as Taurus is even; Ketu in an odd first sign reverses.
    const ketuInLeo = chartOfSigns(5, { ...BASE, ketu: 5, rahu: 11 });
    expect(kendradiFirstSign(ketuInLeo, 'lagna')).toBe(5);
    expect(lords(dashaTree('lagna-kendradi', ketuInLeo, { levels: 1 }).periods).slice(0, 2)).toEqual(['leo', 'taurus']);
    expect(tree.cycles).toBe(2);
  });

  it('antardashas from the dasha sign: odd or Saturn forward, even backward, Ketu reverses', () => {
    expect(signIds(kendradiSubOrder(chart, 2)).slice(0, 2)).toEqual(['taurus', 'aries']);
    expect(signIds(kendradiSubOrder(chart, 3)).slice(0, 2)).toEqual(['gemini', 'taurus']); // odd, Ketu
    expect(signIds(kendradiSubOrder(chart, 10)).slice(0, 2)).toEqual(['capricorn', 'aquarius']); // even, Saturn
  });

  it('Karaka Kendradi starts from the stronger of the atmakaraka\'s sign and the 7th from it', () => {
    const saturnAk = moved(chart, 'saturn', 299);
    expect(kendradiFirstSign(saturnAk, 'karaka')).toBe(10);
    // Saturn in Capricorn: zodiacal.
    expect(lords(dashaTree('karaka-kendradi', saturnAk, { levels: 1 }).periods).slice(0, 5)).toEqual(signIds([10, 1, 4, 7, 11]));
  });
});

describe('Chaturvidha Uttara dasha', () => {
  it('1 … 12 years zodiacally from the first sign; sub-periods 1/78 … 12/78 from the period\'s own sign', () => {
    const tree = dashaTree('chaturvidha-uttara', chart, { levels: 2 });
    expect(tree.method).toBe('lagna-uttara');
    expect(lords(tree.periods)).toEqual(signIds([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 1]));
    expect(years(tree.periods)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(tree.cycleYears).toBe(78);
    const sub = tree.periods[11]!.children!; // Aries, 12 years
    expect(sub[0]!.lord).toBe('aries');
    expect(years(sub)[0]).toBeCloseTo(12 / 78, 9);
    expect(years(sub)[11]).toBeCloseTo((12 * 12) / 78, 9);
  });

  it('the kinds differ in the first sign: strongest kendra, trine or sign', () => {
    // Jupiter and Saturn join Mars in Leo (three grahas): the strongest kendra from Taurus.
    const leo = chartOfSigns(2, { ...BASE, jupiter: 5, saturn: 5 });
    expect(uttaraFirstSign(leo, 'lagna')).toBe(2);
    expect(uttaraFirstSign(leo, 'kendra')).toBe(5);
    expect(uttaraFirstSign(leo, 'trikona')).toBe(2);
    expect(uttaraFirstSign(leo, 'strongest')).toBe(5);
    expect(dashaTree('chaturvidha-uttara', leo, { levels: 1, method: 'kendra-uttara' }).periods[0]!.lord).toBe('leo');
  });
});

describe('Padhanadhamsa dasha: Narayana dasha of the navamsa from the navamsa of the arudha lagna\'s lord', () => {
  it('the navamsa chart: 15° of a sign is its 5th navamsa (movable: the 5th sign, fixed: itself, dual: the 9th)', () => {
    const navamsa = navamsaChartOf(chart);
    expect(signIds([navamsa.planets.venus.signNumber, navamsa.planets.sun.signNumber, navamsa.planets.mercury.signNumber]))
      .toEqual(['leo', 'taurus', 'aquarius']);
    expect(navamsa.lagnaSign).toBe(2);
  });

  it('A1 Pisces, its lord Jupiter in the Scorpio navamsa; Taurus (Sun, Moon, Saturn in D9) beats Scorpio', () => {
    // Lagna Taurus, Venus in Aries: 12 signs on, and 12 again from Aries: Pisces (the 11th from the lagna, no move).
    expect(padhanadhamsaStart(chart)).toEqual({ arudhaLagna: 12, lord: 'jupiter', lordNavamsa: 8, firstSign: 2 });
    const tree = dashaTree('padhanadhamsa', chart, { levels: 1 });
    // Saturn in Taurus in the navamsa: consecutive signs, zodiacal. Years in D9: Taurus, Venus in Leo: 4 − 1 = 3;
    // Gemini, Mercury in Aquarius: 9 − 1 = 8; Cancer (even-footed), the Moon in Taurus: 3 − 1 + 1 exalted = 3.
    expect(lords(tree.periods).slice(0, 3)).toEqual(['taurus', 'gemini', 'cancer']);
    expect(years(tree.periods).slice(0, 3)).toEqual([3, 8, 3]);
    expect(tree.cycles).toBe(2);
  });
});

describe('Raashiyanka dasha', () => {
  it('from the lagna lord\'s navamsa (Venus at Aries 15°: Leo), zodiacal; Mandooka years', () => {
    expect(raashiyankaFirstSign(chart, 'tara-chand-shastri')).toBe(5);
    const tree = dashaTree('raashiyanka', chart, { levels: 2 });
    expect(tree.method).toBe('tara-chand-shastri');
    expect(lords(tree.periods).slice(0, 3)).toEqual(['leo', 'virgo', 'libra']);
    // Leo (odd): the Sun in Taurus, Le … Ta forward = 10. Virgo (even): Mercury in Gemini, Vi-Le-Cn-Ge = 4.
    // Libra: Venus in Aries, the 7th: 10.
    expect(years(tree.periods).slice(0, 3)).toEqual([10, 4, 10]);
    expect(lords(tree.periods[1]!.children!).slice(0, 2)).toEqual(['virgo', 'libra']);
  });

  it('Ganesh Dutt Pathak\'s reading: the navamsa lagna when the lagna is the stronger (Taurus, two grahas, over Aries)', () => {
    expect(raashiyankaFirstSign(chart, 'ganesh-dutt-pathak')).toBe(2); // Taurus 15° is in the Taurus navamsa
    expect(dashaTree('raashiyanka', chart, { levels: 1, method: 'ganesh-dutt-pathak' }).periods[0]!.lord).toBe('taurus');
    // Venus joined by Jupiter and Saturn in Aries: Aries is the stronger, the lagna lord's navamsa again.
    expect(raashiyankaFirstSign(chartOfSigns(2, { ...BASE, jupiter: 1, saturn: 1 }), 'ganesh-dutt-pathak')).toBe(5);
  });

  it('applies when the lagna lord is exalted, at home or in a friend\'s sign, and not debilitated', () => {
    expect(dashaSummary('raashiyanka', chart).applicable).toBe(false); // Venus in Mars's sign: neutral
    expect(dashaSummary('raashiyanka', chartOfSigns(2, { ...BASE, venus: 12 })).applicable).toBe(true); // exalted
    expect(dashaSummary('raashiyanka', chartOfSigns(2, { ...BASE, venus: 10 })).applicable).toBe(true); // Saturn's sign
    expect(dashaSummary('raashiyanka', chartOfSigns(2, { ...BASE, venus: 6 })).applicable).toBe(false); // debilitated
  });
});

describe('Paryaaya dasha: the paryaaya of the lagna\'s kind', () => {
  it('a fixed lagna (Taurus): from the stronger of it and Scorpio, by pairs of opposite signs; two cycles of the same years', () => {
    // Taurus holds the Sun and the Moon, Scorpio nothing: Taurus, odd-footed, so zodiacally 1, 7, 2, 8 … from it.
    const order = ['taurus', 'scorpio', 'gemini', 'sagittarius', 'cancer', 'capricorn', 'leo', 'aquarius', 'virgo', 'pisces', 'libra', 'aries'];
    expect(signIds(paryaayaOrder(chart, 2, 'iranganti'))).toEqual(order);
    // Inclusive counts to the lord, forward from an odd sign, backward from an even one: Taurus → Venus in Aries 2;
    // Scorpio → Ketu (with Mercury, the stronger co-lord) in Gemini, backward Sc Li Vi Le Cn Ge 6; Gemini → Mercury
    // at home 1; Sagittarius → Jupiter in Pisces 4; Cancer → the Moon in Taurus 3; Capricorn → Saturn at home 1;
    // Leo → the Sun in Taurus 10; Virgo → Mercury in Gemini 4; Pisces 1; Libra → Venus in Aries 7; Aries → Mars in Leo 5.
    expect([2, 8, 3, 9, 4, 10, 5, 6, 12, 7, 1].map((s) => paryaayaYears(chart, s as SignNumber))).toEqual([2, 6, 1, 4, 3, 1, 10, 4, 1, 7, 5]);
    const tree = dashaTree('paryaaya', chart, { levels: 2 });
    expect(lords(tree.periods)).toEqual([...order, ...order]);
    expect(years(tree.periods).slice(0, 7)).toEqual([2, 6, 1, 4, 3, 1, 10]);
    expect(years(tree.periods).slice(12, 19)).toEqual([2, 6, 1, 4, 3, 1, 10]);
    expect(tree.cycles).toBe(2);
    expect(tree.cycleYears).toBeCloseTo(tree.periods.slice(0, 12).reduce((sum, p) => sum + (p.end - p.start) / YEAR_MS, 0), 9);
    // Gemini's period: Gemini (Mercury, Ketu) is the strongest of its empty trines, odd-footed: the trines forward.
    expect(lords(tree.periods[2]!.children!)).toEqual(['gemini', 'libra', 'aquarius', 'cancer', 'scorpio', 'pisces', 'leo', 'sagittarius', 'aries', 'virgo', 'capricorn', 'taurus']);
    expect(tree.method).toBe('iranganti');
  });

  it('a dual lagna: the strongest trine (iranganti) or the stronger of it and its 7th (krishna-mishra)', () => {
    // Gemini lagna, Jupiter, Venus and Saturn in Aquarius (3 grahas against Gemini's Mercury and Ketu): Aquarius,
    // even-footed, so the trines backward: Aq, Li, Ge, then Cp, Vi, Ta, Sg, Le, Ar, Sc, Cn, Pi.
    const dual = chartOfSigns(3, { ...BASE, jupiter: 11, venus: 11, saturn: 11 });
    expect(signIds(paryaayaOrder(dual, 3, 'iranganti'))).toEqual(['aquarius', 'libra', 'gemini', 'capricorn', 'virgo', 'taurus', 'sagittarius', 'leo', 'aries', 'scorpio', 'cancer', 'pisces']);
    // Gemini (2) against Sagittarius (Rahu): Gemini, odd-footed, the trines forward.
    expect(signIds(paryaayaOrder(dual, 3, 'krishna-mishra'))).toEqual(['gemini', 'libra', 'aquarius', 'cancer', 'scorpio', 'pisces', 'leo', 'sagittarius', 'aries', 'virgo', 'capricorn', 'taurus']);
    expect(dashaTree('paryaaya', dual, { levels: 1, method: 'krishna-mishra' }).periods[0]!.lord).toBe('gemini');
  });

  it('a movable lagna: the strongest kendra, then kendras, panapharas, apoklimas', () => {
    // Aries lagna, Mars joining Saturn in Capricorn: Capricorn (2) beats Aries (Venus), Cancer and Libra (empty);
    // even-footed, so backward: Cp, Li, Cn, Ar, then Sg, Vi, Ge, Pi, then Sc, Le, Ta, Aq.
    const movable = chartOfSigns(1, { ...BASE, mars: 10 });
    expect(signIds(paryaayaOrder(movable, 1, 'iranganti'))).toEqual(['capricorn', 'libra', 'cancer', 'aries', 'sagittarius', 'virgo', 'gemini', 'pisces', 'scorpio', 'leo', 'taurus', 'aquarius']);
  });

  it('applies when Jupiter, Mercury or the atmakaraka is in a trine from the lagna, or a graha at home there', () => {
    // Aries lagna: Venus in Aries and Mars in Leo are not at home, Rahu in Sagittarius is no condition; the atmakaraka
    // (every graha at 15°: the Sun, first) is in Taurus.
    expect(dashaSummary('paryaaya', chartOfSigns(1, BASE)).applicable).toBe(false);
    expect(dashaSummary('paryaaya', chartOfSigns(1, { ...BASE, jupiter: 9 })).applicable).toBe(true);
    expect(dashaSummary('paryaaya', chartOfSigns(1, { ...BASE, mars: 1 })).applicable).toBe(true); // Mars at home in Aries
    expect(dashaSummary('paryaaya', chart).applicable).toBe(true); // Taurus lagna: Saturn at home in Capricorn, the 9th
  });
});

describe('every plan-built sign dasha: mahadashas from birth, consecutive, summing to the plan', () => {
  const systems = DASHA_SYSTEMS.filter((s) => isSignPlanSystem(s.id)).map((s) => s.id as DashaSystemId);

  it('covers the sixteen systems', () => {
    expect(systems).toHaveLength(16);
  });

  for (const system of systems) {
    it(system, () => {
      for (let k = 0; k < 24; k += 1) {
        const signs = Object.fromEntries(Object.entries(BASE).map(([g, s], i) => [g, (((s + k * (i + 1)) % 12) + 1) as SignNumber])) as Record<GrahaId, SignNumber>;
        const base = chartOfSigns(((k % 12) + 1) as SignNumber, signs);
        const sample = { ...base, lagnaSiderealDeg: (k * 15 + 3) % 360, lagnaSign: (Math.floor(((k * 15 + 3) % 360) / 30) + 1) as SignNumber };
        const withMoon = moved(sample, 'moon', (k * 37.7) % 360);
        const tree = dashaTree(system, withMoon, { levels: 2 });
        expect(tree.periods[0]!.start).toBe(BIRTH);
        // The mahadashas follow each other, each with length, its antardashas running from its start to its end.
        const untiled = tree.periods.filter((p, i) => !(p.end > p.start && (i === 0 || p.start === tree.periods[i - 1]!.end)
          && p.children![0]!.start === p.start && p.children!.at(-1)!.end === p.end));
        expect(untiled.map((p) => p.lord), `chart ${k}`).toEqual([]);
        // The span: the plan's years, every cycle (Σ max(first, 12) for two cycles of Narayana's rule, at least 144 years).
        const total = (tree.periods[tree.periods.length - 1]!.end - BIRTH) / YEAR_MS;
        const planned = SIGN_PLAN_BUILDERS[system as SignPlanSystemId](withMoon, 'bphs', null).mahadashas;
        expect(total).toBeCloseTo(planned.reduce((sum, entry) => sum + entry.years, 0), 6);
        if (tree.cycles === 1) expect(total).toBeCloseTo(tree.cycleYears, 6);
        else if (system === 'paryaaya') expect(total).toBeCloseTo(2 * tree.cycleYears, 6); // the same years twice
        else expect(total).toBeGreaterThanOrEqual(144 - 1e-6);
        expect(subPeriods(system, withMoon, tree.periods[0]!).length).toBe(12);
      }
    });
  }
});
