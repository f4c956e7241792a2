/**
 * The graha avasthas of BPHS ch. 45 (astro/chart/avasthas.ts, data/avasthas.ts) on charts built to give chosen
 * states: the baladi ages by degree and sign parity, jagradadi and deeptadi by dignity, combustion and company,
 * lajjitadi by house, company and aspect.
 */
import { describe, expect, it } from 'vitest';
import { AVASTHAS } from '../../data/avasthas.ts';
import { GRAHA_IDS, type GrahaId } from '../../data/grahas.ts';
import { baladiState, grahaAvasthas } from '../../astro/chart/avasthas.ts';
import type { Placements } from '../../astro/chart/placement.ts';
import { yogaContext } from '../../astro/chart/yogas.ts';

/** A chart from sidereal longitudes; grahas not given sit at 200° + 3° × index, apart from each other. */
function chartOf(lagna: number, longitudes: Partial<Record<GrahaId, number>>): Placements {
  const grahas = Object.fromEntries(GRAHA_IDS.map((graha, index) => [graha, { longitude: longitudes[graha] ?? 200 + 3 * index, speedDegPerDay: 1, latitude: 0 }])) as Record<GrahaId, Placements['grahas'][GrahaId]>;
  return { lagnaLongitude: lagna, grahas };
}

const avasthasOf = (chart: Placements, graha: GrahaId) => grahaAvasthas(yogaContext(chart)).find((a) => a.graha === graha)!;

describe('graha avasthas (BPHS ch. 45)', () => {
  it('counts the baladi ages forward in odd signs and backward in even signs, 6° each, a boundary in the later part', () => {
    expect([1, 7, 13, 19, 25].map((d) => baladiState(d, true))).toEqual(['bala', 'kumara', 'yuva', 'vriddha', 'mrita']);
    expect([1, 7, 13, 19, 25].map((d) => baladiState(d, false))).toEqual(['mrita', 'vriddha', 'yuva', 'kumara', 'bala']);
    expect(baladiState(6, true)).toBe('kumara');
    expect(baladiState(29.999, true)).toBe('mrita');
  });

  it('gives an exalted, uncombust and unaccompanied Jupiter Jagrat, Deepta and Garvita, and Mrita in the first 6° of even Cancer', () => {
    // Jupiter at Cancer 5°, the Sun in Libra, no graha in Cancer.
    const chart = chartOf(0, { jupiter: 95, sun: 190 });
    const jupiter = avasthasOf(chart, 'jupiter');
    // Cancer is an even sign: its first 6° are Mrita.
    expect(jupiter).toMatchObject({ jagradadi: 'jagrat', deeptadi: 'deepta', baladi: 'mrita' });
    expect(jupiter.lajjitadi).toContain('garvita');
  });

  it('gives a debilitated graha Sushupti and Khala, and a combust one Kopa before its dignity', () => {
    const debilitated = avasthasOf(chartOf(0, { saturn: 10, sun: 190 }), 'saturn'); // Saturn in Aries 10°
    expect(debilitated).toMatchObject({ jagradadi: 'sushupti', deeptadi: 'khala', baladi: 'kumara' });
    const combust = avasthasOf(chartOf(0, { mars: 100, sun: 102 }), 'mars'); // Mars 2° from the Sun
    expect(combust.deeptadi).toBe('kopa');
  });

  it('makes a graha in the 5th with Saturn Lajjita and Kshudhita', () => {
    // Aries lagna; Venus and Saturn in Leo (5th).
    const venus = avasthasOf(chartOf(0, { venus: 130, saturn: 135, sun: 250 }), 'venus');
    expect(venus.lajjitadi).toEqual(expect.arrayContaining(['lajjita', 'kshudhita']));
  });

  it('names every state in English and Hindi with its rule', () => {
    for (const record of AVASTHAS) {
      expect(record.hi, record.id).toBeTruthy();
      expect(record.rule.hi, record.id).toBeTruthy();
    }
    expect(new Set(AVASTHAS.map((r) => r.id)).size).toBe(AVASTHAS.length);
  });
});
