/**
 * Jaimini points against the worked examples of Narasimha Rao's book (book-examples.ts) and against PyJHora 4.8.5's
 * recorded answers for 120 random births (../shared/reference/pyjhora/dev2.*, README.md here). Signs are whole
 * signs: the tolerance is exact equality; the births are computed with the settings PyJHora used (Lahiri, mean
 * nodes, geometric positions).
 */
import { pyjhoraSecondSetPresent as present, recordedLines } from '../pyjhora/pyjhora-answers.ts';
import { describe, expect, it } from 'vitest';
import { birthChart } from '../../../astro/chart/chart.ts';
import { GRAHA_IDS, type Placements } from '../../../astro/chart/placement.ts';
import { vargaPlacements } from '../../../astro/chart/vargas.ts';
import { bhavaArudhas, grahaArudhas } from '../../../astro/jaimini/arudhas.ts';
import { charaKarakas, karakamsaSign } from '../../../astro/jaimini/karakas.ts';
import { bhriguBindu, induLagnaSign, kundaLagna, sreeLagna } from '../../../astro/jaimini/special-lagnas.ts';
import { degreeInSign, signOfLongitude } from '../../../astro/chart/placement.ts';
import type { VargaDivision } from '../../../data/vargas.ts';
import { placementsOf } from '../../helpers/placements.ts';
import { type BookBirth, CHART_1, CHART_2, KARAKA_EXAMPLES, SREE_LAGNA_EXAMPLES } from './book-examples.ts';

/** The chart of a birth as PyJHora computes it: Lahiri, mean nodes, geometric positions. */
function pyjhoraChart(birth: BookBirth): Placements {
  const [year, month, day] = birth.date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = birth.time.split(':').map(Number) as [number, number];
  const instant = Date.UTC(year, month - 1, day, hour, minute) - birth.timezoneHours * 3_600_000;
  return birthChart({ instant, latitude: birth.latitude, longitude: birth.longitude, ayanamshaId: 1, node: 'mean', positions: 'geometric' });
}

function chartIn(birth: BookBirth, division: VargaDivision): Placements {
  const chart = pyjhoraChart(birth);
  return division === 1 ? chart : vargaPlacements(chart, division);
}

describe('Narasimha Rao, Vedic Astrology: An Integrated Approach', () => {
  it.each(KARAKA_EXAMPLES)('ch. 8 $name: the eight chara karakas in order', ({ positions, karakas }) => {
    const placements = placementsOf({ lagna: 'ar 0', ...positions }, {});
    expect(charaKarakas(placements, 8).map((k) => k.graha)).toEqual(karakas);
  });

  it('ch. 8 example 28: the 7-karaka scheme drops Rahu and the pitrikaraka', () => {
    const placements = placementsOf({ lagna: 'ar 0', ...KARAKA_EXAMPLES[0]!.positions }, {});
    const seven = charaKarakas(placements, 7);
    expect(seven.map((k) => k.karaka)).toEqual(['atma', 'amatya', 'bhratri', 'matri', 'putra', 'gnati', 'dara']);
    expect(seven.map((k) => k.graha)).toEqual(['mercury', 'moon', 'venus', 'mars', 'sun', 'jupiter', 'saturn']);
  });

  it.each(SREE_LAGNA_EXAMPLES)('ch. 5 example 10: sree lagna from Moon $moonDeg° and lagna $lagnaDeg°, within the book\'s 0.005°', ({ moonDeg, lagnaDeg, sign, degree }) => {
    const placements = placementsOf({ ...KARAKA_EXAMPLES[0]!.positions, lagna: 'ar 0' }, {});
    const sree = sreeLagna({ ...placements, lagnaLongitude: lagnaDeg, grahas: { ...placements.grahas, moon: { ...placements.grahas.moon, longitude: moonDeg } } });
    expect(signOfLongitude(sree)).toBe(sign);
    expect(Math.abs(degreeInSign(sree) - degree)).toBeLessThanOrEqual(0.005);
  });

  it.each([
    ['chart 1 (D1)', CHART_1],
    ['chart 2 (D16)', CHART_2],
  ] as const)('ch. 9 %s: A1–A12 and the graha arudhas', (_, example) => {
    const chart = chartIn(example.birth, example.division);
    expect(bhavaArudhas(chart, 'bphs').map((a) => a.sign)).toEqual(example.bhavaArudhas);
    expect(grahaArudhas(chart, 'bphs').map((a) => a.sign)).toEqual(example.grahaArudhas);
  });
});

const NAMES = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'];

interface Case extends BookBirth {
  readonly id: string;
  readonly kind: string;
  readonly timezone: number;
}

function pyjhoraCases(kind: string): { birth: Case; answer: Record<string, unknown> }[] {
  const cases = recordedLines<Case>('dev2.cases.jsonl');
  const answers = recordedLines<Record<string, unknown>>('dev2.answers.jsonl');
  return cases.flatMap((birth, i) => (birth.kind === kind ? [{ birth: { ...birth, timezoneHours: birth.timezone }, answer: answers[i]! }] : []));
}

/**
 * Agreement with PyJHora, case by case. The counts are what the service gives now; the differences are named in
 * docs/conventions.md (Scorpio and Aquarius co-lords, the stronger of two own signs).
 */
describe.skipIf(!present)('PyJHora 4.8.5 recorded answers (dev2, 120 births per kind)', () => {
  it('chara karakas (8 scheme) and karakamsa: 120 of 120', () => {
    const cases = pyjhoraCases('chara_karakas');
    let karakas = 0;
    let karakamsa = 0;
    for (const { birth, answer } of cases) {
      const chart = pyjhoraChart(birth);
      const ours = charaKarakas(chart, 8).map((k) => k.graha);
      const theirs = (answer.karakas as { planet: string }[]).map((k) => GRAHA_IDS[NAMES.indexOf(k.planet)]);
      if (ours.join() === theirs.join()) karakas++;
      if (karakamsaSign(chart, ours[0]!) - 1 === (answer.karakamsa as { sign: number }).sign) karakamsa++;
    }
    expect(cases).toHaveLength(120);
    expect({ karakas, karakamsa }).toEqual({ karakas: 120, karakamsa: 120 });
  });

  it('arudhas (D1, bphs): A1–A12 equal in 111 of 120, graha arudhas in 113 of 120', () => {
    const cases = pyjhoraCases('arudhas');
    let bhava = 0;
    let graha = 0;
    for (const { birth, answer } of cases) {
      const chart = pyjhoraChart(birth);
      const theirsBhava = Object.values(answer.bhava_arudhas as Record<string, { sign: number }>).map((a) => a.sign + 1);
      const theirsGraha = NAMES.map((name) => (answer.graha_arudhas as Record<string, { sign: number }>)[name]!.sign + 1);
      if (bhavaArudhas(chart, 'bphs').map((a) => a.sign).join() === theirsBhava.join()) bhava++;
      if (grahaArudhas(chart, 'bphs').map((a) => a.sign).join() === theirsGraha.join()) graha++;
    }
    expect(cases).toHaveLength(120);
    expect({ bhava, graha }).toEqual({ bhava: 111, graha: 113 });
  });
});

/** Arcseconds between two longitudes in degrees. */
const arcsecondsApart = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180) * 3600;

/**
 * Special lagnas against PyJHora. Our geometric Moon and lagna differ from PyJHora's by a few arcseconds and a
 * tenth of one: the sree lagna multiplies the Moon's difference by 27 (a nakshatra's fraction × 360°), the kunda
 * lagna the lagna's by 81, the bhrigu bindu halves the Moon's and Rahu's. The tolerances are these factors applied
 * to the measured maxima, rounded up: 90″, 10″ and 2″ (measured 61″, 6.9″ and 1.1″).
 */
describe.skipIf(!present)('PyJHora 4.8.5 special lagnas (dev2, 120 births)', () => {
  it('sree lagna within 90″, kunda lagna within 10″, bhrigu bindu within 2″, indu lagna sign equal in 120 of 120', () => {
    const cases = pyjhoraCases('special_lagnas');
    let largest = { sree: 0, kunda: 0, bhriguBindu: 0 };
    let indu = 0;
    for (const { birth, answer } of cases) {
      const chart = pyjhoraChart(birth);
      const theirs = answer.special_lagnas as Record<string, { longitude: number; sign: number }>;
      largest = {
        sree: Math.max(largest.sree, arcsecondsApart(sreeLagna(chart), theirs.sree_lagna!.longitude)),
        kunda: Math.max(largest.kunda, arcsecondsApart(kundaLagna(chart), theirs.kunda_lagna!.longitude)),
        bhriguBindu: Math.max(largest.bhriguBindu, arcsecondsApart(bhriguBindu(chart), theirs.bhrigu_bindhu!.longitude)),
      };
      if (induLagnaSign(chart) - 1 === theirs.indu_lagna!.sign) indu++;
    }
    expect(cases).toHaveLength(120);
    expect(largest.sree).toBeLessThanOrEqual(90);
    expect(largest.kunda).toBeLessThanOrEqual(10);
    expect(largest.bhriguBindu).toBeLessThanOrEqual(2);
    expect(indu).toBe(120);
  });
});
