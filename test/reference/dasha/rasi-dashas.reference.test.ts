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
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dashaChartAt } from '../../../astro/dasha/chart.ts';
import { dashaTree } from '../../../astro/dasha/dasha.ts';
import { narayanaDashaPlan } from '../../../astro/dasha/narayana.ts';
import type { DashaChart, DashaPeriod } from '../../../astro/dasha/types.ts';
import { MS_PER_DAY } from '../../../astro/time.ts';
import type { DashaDignityId, DashaMethodId, DashaSystemId } from '../../../data/dashas.ts';
import { SIGNS } from '../../../data/signs.ts';
import { birthInstant, type PyjhoraBirth } from '../pyjhora/pyjhora-answers.ts';

const PYJHORA = '../shared/reference/pyjhora/';
const present = existsSync(`${PYJHORA}dev2.cases.jsonl`);
if (!present) console.warn(`rasi-dashas.reference: PyJHora's recorded answers are not at ${PYJHORA} (a clone outside the shared workspace); the PyJHora comparisons skip`);
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

interface RecordedPeriod {
  readonly lord_ids: readonly number[];
  readonly start_jd_ut: number;
  readonly duration_years: number;
}

function pyjhoraAnswers(system: string): { birth: PyjhoraBirth; periods: readonly RecordedPeriod[] }[] {
  const cases = readFileSync(`${PYJHORA}dev2.cases.jsonl`, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as PyjhoraBirth & { kind: string; system?: string });
  const answers = readFileSync(`${PYJHORA}dev2.answers.jsonl`, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as { periods?: RecordedPeriod[] });
  return cases.flatMap((birth, i) => (birth.kind === 'rasi_dashas' && birth.system === system ? [{ birth, periods: answers[i]!.periods! }] : []));
}

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
  const recorded = pyjhoraAnswers(pyjhoraName);
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
