/**
 * Jaimini sign dashas against Narasimha Rao's worked example and PyJHora 4.8.5's recorded answers
 * (../shared/reference/pyjhora/dev2.*, kind `rasi_dashas`, two levels, about 17 births per system). Charts are
 * computed with the settings PyJHora used (Lahiri, mean nodes, geometric positions) and the sidereal year
 * (365.256363 d against PyJHora's 365.256364 d: under a minute over a lifetime).
 *
 * A birth agrees when the mahadasha–antardasha lords are the same sequence as PyJHora's (its zero-length rows
 * left out) and every start is within a day of PyJHora's: whole signs decide the lords, and a start moves only
 * by the year length and the birth instant, so a day is the ceiling of rounding. The counts are what the service
 * gives now; docs/dashas.md states them and names each difference.
 */
import { describe, expect, it } from 'vitest';
import { dashaChartAt } from '../../../astro/dasha/chart.ts';
import { dashaTree } from '../../../astro/dasha/dasha.ts';
import { kalachakraPlan } from '../../../astro/dasha/kalachakra.ts';
import { narayanaDashaPlan } from '../../../astro/dasha/narayana.ts';
import { niryanaShoolaPlan } from '../../../astro/dasha/niryana-shoola.ts';
import { sudasaPlan } from '../../../astro/dasha/sudasa.ts';
import type { DashaChart, DashaPeriod } from '../../../astro/dasha/types.ts';
import { MS_PER_DAY } from '../../../astro/time.ts';
import type { DashaDignityId, DashaMethodId, DashaSystemId } from '../../../data/dashas.ts';
import { KALACHAKRA_GROUPS } from '../../../data/kalachakra.ts';
import { SIGNS } from '../../../data/signs.ts';
import { birthInstant, type PyjhoraBirth, PYJHORA_DIR, pyjhoraDev2Present, pyjhoraRasiDashas, type RecordedDashaPeriod } from '../pyjhora/pyjhora-answers.ts';

const present = pyjhoraDev2Present;
if (!present) console.warn(`rasi-dashas.reference: PyJHora's recorded answers are not at ${PYJHORA_DIR} (a clone outside the shared workspace); the PyJHora comparisons skip`);
const UNIX_EPOCH_JD = 2440587.5;

/** A recorded birth's chart with PyJHora's settings: Lahiri, the mean node, geometric positions. */
function pyjhoraChart(birth: PyjhoraBirth): DashaChart {
  return dashaChartAt(birthInstant(birth), birth.latitude, birth.longitude, { ayanamshaId: 1, node: 'mean', positions: 'geometric' });
}

describe('Narasimha Rao, Vedic Astrology: An Integrated Approach, ch. 18', () => {
  it('example 66 (1912-08-08 19:38, 13°N 77°35′E, +5:30): Narayana dasha signs and years', () => {
    const chart = pyjhoraChart({ date: '1912-08-08', time: '19:38', latitude: 13, longitude: 77 + 35 / 60, timezone: 5.5 });
    const plan = narayanaDashaPlan(chart);
    const abbreviation = (id: string) => SIGNS.find((sign) => sign.id === id)!.en.slice(0, 2);
    expect(plan.signs.map((entry) => `${abbreviation(entry.sign)} ${entry.years}`)).toEqual([
      'Le 1', 'Ca 8', 'Ge 2', 'Sc 9', 'Ar 4', 'Vi 1', 'Aq 9', 'Ca 3', 'Sa 11', 'Ta 3', 'Li 10', 'Pi 4',
    ]);
  });
});

/** Antardashas in order: [mahadasha lord, antardasha lord, start]. */
function antardashas(tree: readonly DashaPeriod[]): [string, string, number][] {
  return tree.flatMap((maha) => (maha.children ?? []).map((antar): [string, string, number] => [maha.lord, antar.lord, antar.start]));
}

/** Births agreeing with PyJHora (lords equal, starts within a day), and the largest start difference among them. */
function agreement(
  pyjhoraName: string,
  system: DashaSystemId,
  options: { method?: DashaMethodId; dignities?: DashaDignityId } = {},
): { births: number; agree: number; largestDays: number } {
  const recorded = pyjhoraRasiDashas(pyjhoraName);
  let agree = 0;
  let largestDays = 0;
  for (const { birth, periods } of recorded) {
    const theirs = periods.filter((p) => p.duration_years > 0);
    const ours = antardashas(dashaTree(system, pyjhoraChart(birth), { levels: 2, year: 'sidereal', ...options }).periods).slice(0, theirs.length);
    const sameLords = ours.length === theirs.length
      && theirs.every((p, i) => SIGNS[p.lord_ids[0]!]!.id === ours[i]![0] && SIGNS[p.lord_ids[1]!]!.id === ours[i]![1]);
    if (!sameLords) continue;
    const days = Math.max(...theirs.map((p, i) => Math.abs(ours[i]![2] / MS_PER_DAY + UNIX_EPOCH_JD - p.start_jd_ut)));
    if (days <= 1) {
      agree += 1;
      largestDays = Math.max(largestDays, days);
    }
  }
  return { births: recorded.length, agree, largestDays };
}

describe.skipIf(!present)('PyJHora 4.8.5 rasi dashas (dev2, two levels)', () => {
  it('narayana: 11 of 18 births (the 7 others: Mercury in Virgo, the nodes\' exaltation, sign strength rule 2)', () => {
    const result = agreement('narayana', 'narayana');
    expect(result.births).toBe(18);
    expect(result.agree).toBe(11);
    expect(result.largestDays).toBeLessThan(0.01);
  });

  it('narayana with dignities=pyjhora: 14 of 18 births (the 4 others: PyJHora\'s co-lord and sign-strength readings)', () => {
    expect(agreement('narayana', 'narayana', { dignities: 'pyjhora' }).agree).toBe(14);
  });

  it('shoola: 13 of 17 births, the same with dignities=pyjhora (the 4 others: an antardasha order, sign strength)', () => {
    const result = agreement('shoola', 'shoola');
    expect(result.births).toBe(17);
    expect(result.agree).toBe(13);
    expect(agreement('shoola', 'shoola', { dignities: 'pyjhora' }).agree).toBe(13);
  });

  it('drig: 12 of 17 births, the same with dignities=pyjhora (the 5 others: Scorpio/Aquarius co-lord, sign strength)', () => {
    const result = agreement('drig', 'drig');
    expect(result.births).toBe(17);
    expect(result.agree).toBe(12);
    expect(agreement('drig', 'drig', { dignities: 'pyjhora' }).agree).toBe(12);
  });

  it('chara (PyJHora chara_method=2): 0 of 17 by default (rotating antardashas), 12 with method=kn-rao-lagna-order, 15 adding dignities=pyjhora', () => {
    const result = agreement('chara', 'char', { method: 'kn-rao-lagna-order' });
    expect(result.births).toBe(17);
    expect(result.agree).toBe(12);
    expect(agreement('chara', 'char', { method: 'kn-rao-lagna-order', dignities: 'pyjhora' }).agree).toBe(15);
    expect(agreement('chara', 'char').agree).toBe(0);
  });
});

describe('Narasimha Rao, Vedic Astrology: An Integrated Approach, ch. 20 and 22 (birth data as PyJHora\'s test file records them)', () => {
  const abbreviation = (id: string) => SIGNS.find((sign) => sign.id === id)!.en.slice(0, 2);

  it('ch. 22 example 85 (1944-08-20 07:11, 18°58′N 72°49′E, +5:30): Niryana Shoola Vi 9, Le 8, Cn 7, Ge 9, Ta 8, Ar 7', () => {
    const chart = pyjhoraChart({ date: '1944-08-20', time: '07:11', latitude: 18 + 58 / 60, longitude: 72 + 49 / 60, timezone: 5.5 });
    expect(niryanaShoolaPlan(chart).signs.slice(0, 6).map((entry) => `${abbreviation(entry.sign)} ${entry.years}`)).toEqual([
      'Vi 9', 'Le 8', 'Ca 7', 'Ge 9', 'Ta 8', 'Ar 7',
    ]);
  });

  it('ch. 22 example 84 (1946-12-02 06:45, 38°6′N 15°39′E, +1): Gemini first where the book prints Sagittarius (rule 6, as PyJHora)', () => {
    // Sagittarius and Gemini tie on strength rules 1–5 (both empty, dual, neither lord in a sign of the other
    // oddity); rule 6 prefers the sign whose lord is further advanced: Mercury 28°10′ Libra over Jupiter 21°27′.
    const chart = pyjhoraChart({ date: '1946-12-02', time: '06:45', latitude: 38 + 6 / 60, longitude: 15 + 39 / 60, timezone: 1 });
    const plan = niryanaShoolaPlan(chart);
    expect(plan.signs.slice(0, 7).map((entry) => `${abbreviation(entry.sign)} ${entry.years}`)).toEqual([
      'Ge 9', 'Ca 7', 'Le 8', 'Vi 9', 'Li 7', 'Sc 8', 'Sa 9',
    ]);
    // The book's Sg 9, Cp 7, Aq 8, Pi 9, Ar 7, Ta 8, Ge 9: the same years and direction from the other sign.
    expect(niryanaShoolaPlan(chart).direction).toBe(1);
  });

  it('ch. 20 example 77 (1926-12-25 05:12, 26°14′N 78°10′E, +5:30): Sudasa Cp 1.19, Li 2, Cn 11, Ar 12, Sg 2, Vi 10, Ge 5, Pi 1, Sc 2, Le 8, Ta 7, Aq 3', () => {
    const chart = pyjhoraChart({ date: '1926-12-25', time: '05:12', latitude: 26 + 14 / 60, longitude: 78 + 10 / 60, timezone: 5.5 });
    const years = (dignities: DashaDignityId) => {
      const plan = sudasaPlan(chart, dignities);
      return plan.signs.map((entry, k) => `${abbreviation(entry.sign)} ${k === 0 ? (entry.years * plan.firstFractionLeft).toFixed(2) : entry.years}`);
    };
    // The book's Scorpio 2 takes Ketu (its co-lord, with the Sun and Venus in Sagittarius) as exalted there: the
    // reading of dignities=pyjhora; the BPHS reading gives 1. The book's 1.18 is its sree lagna 12°21′ Capricorn;
    // the chart here puts it at 12°08′ (2 × 17.86/30 = 1.19, PyJHora's figure too).
    expect(years('pyjhora')).toEqual(['Ca 1.19', 'Li 2', 'Ca 11', 'Ar 12', 'Sa 2', 'Vi 10', 'Ge 5', 'Pi 1', 'Sc 2', 'Le 8', 'Ta 7', 'Aq 3']);
    expect(years('bphs')[8]).toBe('Sc 1');
    expect(sudasaPlan(chart).sreeLagnaDeg).toBeCloseTo(270 + 12 + 8 / 60, 1);
  });
});

/** The recorded rows of a birth, zero-length rows left out, cut after the first `mahadashas` mahadashas. */
function firstMahadashas(periods: readonly RecordedDashaPeriod[], mahadashas: number): RecordedDashaPeriod[] {
  const rows = periods.filter((p) => p.duration_years > 0);
  let seen = 0;
  const cut = rows.findIndex((p, i) => (i === 0 || p.lord_ids[0] !== rows[i - 1]!.lord_ids[0]) && ++seen > mahadashas);
  return cut < 0 ? rows : rows.slice(0, cut);
}

/** Whether our antardashas reproduce the recorded rows: the same lords in order, every start within a day. */
function sameRows(ours: readonly [string, string, number][], theirs: readonly RecordedDashaPeriod[]): boolean {
  return ours.length >= theirs.length && theirs.every((p, i) => SIGNS[p.lord_ids[0]!]!.id === ours[i]![0] && SIGNS[p.lord_ids[1]!]!.id === ours[i]![1]
    && Math.abs(ours[i]![2] / MS_PER_DAY + UNIX_EPOCH_JD - p.start_jd_ut) <= 1);
}

describe.skipIf(!present)('PyJHora 4.8.5 Sudasa and Kalachakra (dev2, two levels)', () => {
  it('sudasa: the first cycle agrees on 13 of 17 births with dignities=pyjhora (8 with the default); the 4 others named', () => {
    const recorded = pyjhoraRasiDashas('sudasa');
    expect(recorded).toHaveLength(17);
    const agreeing = (dignities: DashaDignityId) => recorded.filter(({ birth, periods }) => {
      const chart = pyjhoraChart(birth);
      const firstCycle = sudasaPlan(chart, dignities).signs.filter((entry) => entry.years > 0).length;
      const ours = antardashas(dashaTree('sudasa', chart, { levels: 2, year: 'sidereal', dignities }).periods);
      return sameRows(ours, firstMahadashas(periods, firstCycle));
    }).length;
    // rasi-4343-37 and -100: the Aquarius co-lord (Aquarius 6 years against 1); rasi-4343-72: the stronger of Virgo
    // and Pisces (an antardasha start); rasi-4343-93: every start 1.07 days early, the sree lagna 38″ apart.
    expect(agreeing('pyjhora')).toBe(13);
    expect(agreeing('bphs')).toBe(8);
  });

  it('sudasa: PyJHora\'s second cycle at two levels gives each sign 12 − years/12 instead of 12 − years (15 of 17 births; the 2 others are the co-lord births)', () => {
    // PyJHora sudasa.py divides the first-cycle years by 12 to the power (levels − 1) before taking them from 12, so
    // its second cycle lengthens with the depth asked for; at one level (its own test, the book's example 77) it is
    // 12 − years, the rule the service follows.
    let reproduced = 0;
    for (const { birth, periods } of pyjhoraRasiDashas('sudasa')) {
      const plan = sudasaPlan(pyjhoraChart(birth), 'pyjhora');
      const firstCycle = plan.signs.filter((entry) => entry.years > 0).length;
      const rows = periods.filter((p) => p.duration_years > 0);
      const second = rows.slice(firstMahadashas(periods, firstCycle).length);
      const lengths = plan.signs.map((entry) => second.filter((p) => SIGNS[p.lord_ids[0]!]!.id === entry.sign).reduce((sum, p) => sum + p.duration_years, 0));
      if (plan.signs.every((entry, k) => Math.abs(lengths[k]! - (12 - entry.years / 12)) < 0.01)) reproduced += 1;
    }
    expect(reproduced).toBe(15);
  });

  it('kalachakra (PyJHora\'s default, Raghavacharya, method=raghavacharya): 14 of 17 agree; the 3 others cross Revati into a "28th star"', () => {
    const recorded = pyjhoraRasiDashas('kalachakra');
    expect(recorded).toHaveLength(17);
    let agree = 0;
    let pastRevati = 0;
    for (const { birth, periods } of recorded) {
      const chart = pyjhoraChart(birth);
      const ours = antardashas(dashaTree('kalachakra', chart, { levels: 2, year: 'sidereal', method: 'raghavacharya' }).periods);
      const theirs = periods.filter((p) => p.duration_years > 0);
      if (sameRows(ours, theirs)) {
        agree += 1;
        continue;
      }
      // PyJHora does not reduce the navamsas after Revati 4 to Ashwini: their star, number 28, falls in no group's
      // list and is read as apasavya-2. The same rows with those cycles explain each of the others.
      const plan = kalachakraPlan(chart);
      const explained = plan.dashas.every((dasha, k) => {
        const cycle = plan.birthPada.index + k >= 108 ? KALACHAKRA_GROUPS[3].cycles[(plan.birthPada.index + k) % 4] : dasha.pada.cycle;
        const rows = theirs.slice(9 * k, 9 * k + 9);
        return rows.length === 9 && rows.every((p, j) => SIGNS[p.lord_ids[0]!]!.id === dasha.sign && p.lord_ids[1]! + 1 === cycle![j]);
      });
      if (explained && plan.birthPada.index + 8 >= 108) pastRevati += 1;
    }
    expect(agree).toBe(14);
    expect(pastRevati).toBe(3);
    // The default, the book's method (test/reference/dasha/kalachakra-book.reference.test.ts), is another method:
    // its first dasha is the one the elapsed part of the pada's paramayush falls in, not the Moon's navamsa sign.
    const byDefault = recorded.filter(({ birth, periods }) => sameRows(
      antardashas(dashaTree('kalachakra', pyjhoraChart(birth), { levels: 2, year: 'sidereal' }).periods),
      periods.filter((p) => p.duration_years > 0),
    )).length;
    expect(byDefault).toBe(0);
  });
});

describe.skipIf(!present)('PyJHora 4.8.5 Sthira (dev2, two levels)', () => {
  it('sthira: 16 of 17 births agree; the other (rasi-4343-61) is PyJHora\'s reading of strength rule 2 between Brahma\'s two candidates', () => {
    const recorded = pyjhoraRasiDashas('sthira');
    expect(recorded).toHaveLength(17);
    const agree = recorded.filter(({ birth, periods }) => sameRows(
      antardashas(dashaTree('sthira', pyjhoraChart(birth), { levels: 2, year: 'sidereal' }).periods),
      periods.filter((p) => p.duration_years > 0),
    )).length;
    expect(agree).toBe(16);
  });
});
