/**
 * Aayu dasha and the longevity of BPHS ch. 44 it is built from, worked by hand on one chart (no worked example of the
 * book and no recorded PyJHora answer were available here; PyJHora marks its own as not to be used yet).
 */
import { describe, expect, it } from 'vitest';
import { BIRTH, chartOfSigns } from '../../helpers/dasha-charts.ts';
import { aayuOrder } from '../../../astro/dasha/aayu.ts';
import { amsayuBharana, ayurdaya, ayurdayaChoice, chakrapataFactor, exaltationScaledYears, krurodayaGraha } from '../../../astro/dasha/ayurdaya.ts';
import { dashaTree } from '../../../astro/dasha/dasha.ts';
import type { DashaChart } from '../../../astro/dasha/types.ts';
import { MS_PER_DAY } from '../../../astro/time.ts';
import type { GrahaId } from '../../../data/grahas.ts';
import type { SignNumber } from '../../../data/signs.ts';

const YEAR_MS = 365.25 * MS_PER_DAY;

/**
 * Lagna Taurus 15°: Venus in Aries; Sun, Moon in Taurus; Mercury, Ketu in Gemini; Mars in Leo; Rahu in Sagittarius;
 * Saturn in Capricorn; Jupiter in Pisces (every graha at 15° of its sign, all direct).
 */
const BASE: Record<GrahaId, SignNumber> = { sun: 2, moon: 2, mars: 5, mercury: 3, jupiter: 12, venus: 1, saturn: 10, rahu: 9, ketu: 3 };
const chart = chartOfSigns(2, BASE);

function withSpeed(base: DashaChart, graha: GrahaId, speedDegPerDay: number): DashaChart {
  return { ...base, planets: { ...base.planets, [graha]: { ...base.planets[graha], speedDegPerDay } } };
}

const byLord = (lords: ReturnType<typeof ayurdaya>['lords']) => Object.fromEntries(lords.map((entry) => [entry.lord, entry]));

describe('the longevity of BPHS ch. 44', () => {
  it('scales the full years by the arc from deep exaltation: all of them there, half at deep debilitation', () => {
    expect(exaltationScaledYears(19, 'sun', 10)).toBeCloseTo(19, 12); // Aries 10°
    expect(exaltationScaledYears(19, 'sun', 190)).toBeCloseTo(9.5, 12); // Libra 10°
    expect(exaltationScaledYears(20, 'saturn', 290)).toBeCloseTo(15, 12); // 90° from Libra 20°: three quarters
  });

  it('pindayu on the chart: the base years, then chakrapata, shatru-kshetra or astangata, and krurodaya', () => {
    const lords = byLord(ayurdaya(chart).lords);
    // Sun 45°: 35° from Aries 10°, 19 × 325/360; Moon 45°: 12° from Taurus 3°, 25 × 348/360; Mars 135°: 163° from
    // Capricorn 28°, 15 × 197/360; Mercury 75°: 90° from Virgo 15°, 12 × 270/360; Jupiter 345°: 110° from Cancer 5°,
    // 15 × 250/360; Venus 15°: 18° from Pisces 27°, 21 × 342/360; Saturn 285°: 85° from Libra 20°, 20 × 275/360.
    const base = { sun: 19 * 325 / 360, moon: 25 * 348 / 360, mars: 15 * 197 / 360, mercury: 9, jupiter: 15 * 250 / 360, venus: 21 * 342 / 360, saturn: 20 * 275 / 360 };
    for (const [graha, years] of Object.entries(base)) expect(lords[graha]!.baseYears.pindayu).toBeCloseTo(years, 12);
    // Chakrapata: Jupiter (benefic) in the 11th loses 1/4, Venus (benefic) in the 12th 1/2, Saturn (malefic) in the
    // 9th 1/4. Shatru-kshetra: the Sun in Venus's Taurus (an enemy) keeps 2/3. Astangata: the Moon on the Sun keeps
    // 1/2. Krurodaya: the Sun, a malefic, rises in Taurus with the lagna at 45°: loses 45/360, no benefic aspects it.
    expect(lords.jupiter!.reductions.chakrapata).toBeCloseTo(0.75, 12);
    expect(lords.venus!.reductions.chakrapata).toBeCloseTo(0.5, 12);
    expect(lords.saturn!.reductions.chakrapata).toBeCloseTo(0.75, 12);
    expect(lords.sun!.reductions).toEqual({ chakrapata: 1, shatruKshetra: 2 / 3, astangata: 1, krurodaya: 0.875 });
    expect(lords.moon!.reductions).toEqual({ chakrapata: 1, shatruKshetra: 1, astangata: 0.5, krurodaya: 1 });
    expect(lords.sun!.years.pindayu).toBeCloseTo(base.sun * (2 / 3) * 0.875, 12);
    expect(lords.moon!.years.pindayu).toBeCloseTo(base.moon / 2, 12);
    expect(lords.jupiter!.years.pindayu).toBeCloseTo(base.jupiter * 0.75, 12);
    expect(lords.venus!.years.pindayu).toBeCloseTo(base.venus / 2, 12);
    expect(lords.lagna!.years.pindayu).toBeCloseTo(1.5, 12); // 45° = one and a half signs from Aries
  });

  it('amsayu: navamsas from Aries modulo 12, tripled or doubled, the same reductions without krurodaya', () => {
    const lords = byLord(ayurdaya(chart).lords);
    // 15° of a sign is its 5th navamsa: 1.5, 1.5, 4.5, 10.5, 7.5, 4.5, 1.5 navamsas beyond whole rounds of 12.
    // Increase: Sun vargottama (Taurus in Taurus) × 2, Moon exalted × 3, Mars vargottama × 2, Mercury, Jupiter, Saturn
    // at home × 3, Venus (navamsa and drekkana Leo) × 1.
    expect(['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn'].map((g) => lords[g]!.bharana)).toEqual([2, 3, 2, 3, 3, 1, 3]);
    expect(['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'lagna'].map((g) => lords[g]!.years.amsayu))
      .toEqual([2, 2.25, 9, 31.5, 16.875, 2.25, 3.375, 1.5].map((y) => expect.closeTo(y, 12)));
    expect(ayurdaya(chart).totals.amsayu).toBeCloseTo(68.75, 12);
  });

  it('a retrograde graha escapes shatru-kshetra and is tripled in amsayu', () => {
    const marsInGemini = chartOfSigns(2, { ...BASE, mars: 3 }); // Mercury's sign, an enemy of Mars
    expect(byLord(ayurdaya(marsInGemini).lords).mars!.reductions.shatruKshetra).toBeCloseTo(2 / 3, 12);
    const retrograde = withSpeed(marsInGemini, 'mars', -0.2);
    expect(byLord(ayurdaya(retrograde).lords).mars!.reductions.shatruKshetra).toBe(1);
    expect(amsayuBharana(retrograde, 'mars')).toBe(3);
  });

  it('chakrapata runs from all (a malefic in the 12th) to 1/12 (a benefic in the 7th); none below the horizon', () => {
    expect(chakrapataFactor(chartOfSigns(2, { ...BASE, saturn: 1 }), 'saturn')).toBe(0);
    expect(chakrapataFactor(chartOfSigns(2, { ...BASE, jupiter: 8 }), 'jupiter')).toBeCloseTo(11 / 12, 12);
    expect(chakrapataFactor(chart, 'mars')).toBe(1);
  });

  it('krurodaya takes the malefic nearest the lagna degree, and halves its loss when a benefic aspects it', () => {
    expect(krurodayaGraha(chart)).toBe('sun');
    // Jupiter in Virgo aspects Taurus (its 9th): the Sun loses 45/720.
    const aspected = chartOfSigns(2, { ...BASE, jupiter: 6 });
    expect(byLord(ayurdaya(aspected).lords).sun!.reductions.krurodaya).toBeCloseTo(1 - 45 / 720, 12);
    expect(krurodayaGraha(chartOfSigns(2, { ...BASE, sun: 3 }))).toBeNull();
  });

  it('the lagna chooses amsayu when the stronger luminary stands in it; otherwise the Sun pindayu, the Moon nisargayu', () => {
    expect(ayurdayaChoice(chart)).toEqual({ method: 'amsayu', strongest: 'lagna' });
    // Lagna Aries (empty); the Sun joined by Mars and Mercury in Leo against the Moon alone in Scorpio; Leo holds three.
    const sunChart = chartOfSigns(1, { ...BASE, sun: 5, mars: 5, mercury: 5, moon: 8, venus: 2 });
    expect(ayurdayaChoice(sunChart)).toEqual({ method: 'pindayu', strongest: 'sun' });
    const moonChart = chartOfSigns(1, { ...BASE, moon: 5, mars: 5, mercury: 5, sun: 8, venus: 2 });
    expect(ayurdayaChoice(moonChart)).toEqual({ method: 'nisargayu', strongest: 'moon' });
  });
});

describe('Aayu dasha', () => {
  it('the chooser first, then kendras, panapharas, apoklimas from its sign; each lord its years by the method', () => {
    // From Taurus: Sun and Moon (1st), Mars (4th, Leo), Mercury (2nd, Gemini), Jupiter (11th, Pisces), Saturn (9th,
    // Capricorn), Venus (12th, Aries).
    expect(aayuOrder(chart, ayurdaya(chart))).toEqual(['lagna', 'sun', 'moon', 'mars', 'mercury', 'jupiter', 'saturn', 'venus']);
    const tree = dashaTree('aayu', chart, { levels: 2 });
    expect(tree.periods.map((p) => p.lord)).toEqual(['lagna', 'sun', 'moon', 'mars', 'mercury', 'jupiter', 'saturn', 'venus']);
    expect(tree.periods.map((p) => (p.end - p.start) / YEAR_MS)).toEqual([1.5, 2, 2.25, 9, 31.5, 16.875, 3.375, 2.25].map((y) => expect.closeTo(y, 9)));
    expect(tree.periods[0]!.start).toBe(BIRTH);
    expect(tree.cycleYears).toBeCloseTo(68.75, 12);
    expect(tree.ayurdaya).toMatchObject({ method: 'amsayu', strongest: 'lagna' });
    expect(tree.method).toBe('strongest');
    // Every period: the eight lords in equal parts, from the lagna.
    const mercury = tree.periods[4]!;
    expect(mercury.children!.map((p) => p.lord)).toEqual(['lagna', 'sun', 'moon', 'mars', 'mercury', 'jupiter', 'saturn', 'venus']);
    expect((mercury.children![0]!.end - mercury.children![0]!.start) / YEAR_MS).toBeCloseTo(31.5 / 8, 9);
  });

  it('method=pindayu: the Sun first and the pindayu years, whatever is strongest', () => {
    const tree = dashaTree('aayu', chart, { levels: 1, method: 'pindayu' });
    // From the Sun's Taurus: the Moon and the lagna (both at 15° of it), then Mars, Mercury, Jupiter, Saturn, Venus.
    expect(tree.periods.map((p) => p.lord)).toEqual(['sun', 'moon', 'lagna', 'mars', 'mercury', 'jupiter', 'saturn', 'venus']);
    expect((tree.periods[0]!.end - tree.periods[0]!.start) / YEAR_MS).toBeCloseTo((19 * 325 / 360) * (2 / 3) * 0.875, 9);
    expect(tree.ayurdaya).toMatchObject({ method: 'pindayu', strongest: 'lagna' });
    expect(tree.method).toBe('pindayu');
    expect(dashaTree('aayu', chart, { levels: 1, method: 'nisargayu' }).periods[0]!.lord).toBe('moon');
  });

  it('leaves out a lord of 0 years (a malefic in the 12th)', () => {
    const saturnInTwelfth = chartOfSigns(2, { ...BASE, saturn: 1 });
    expect(dashaTree('aayu', saturnInTwelfth, { levels: 1 }).periods.map((p) => p.lord)).not.toContain('saturn');
  });
});
