/**
 * The Tajika strengths (panchavargeeya and harsha bala) and the year lord, rule by rule, on placements built for
 * each case, and on Narasimha Rao's example 120 (*Vedic Astrology: An Integrated Approach*, ch. 28: the 2000
 * annual chart of the 1967-03-08 17:40 birth at 26°18′N 73°04′E, +5:30, whose year lord is Mars).
 */
import { DEFAULT_TAJIKA_RULES } from '../../../astro/tajika/yogas.ts';
import { describe, expect, it } from 'vitest';
import type { Placements } from '../../../astro/chart/placement.ts';
import { tajikaChart } from '../../../astro/tajika/annual.ts';
import { haddaLordOf, harshaBala, panchavargeeyaBalaOf, panchavargeeyaGrade } from '../../../astro/tajika/strength.ts';
import { yearLord } from '../../../astro/tajika/year-lord.ts';
import { GRAHA_IDS } from '../../../data/grahas.ts';

function placements(lagna: number, longitudes: Partial<Record<string, number>>): Placements {
  const grahas = Object.fromEntries(GRAHA_IDS.map((id, i) => [id, { longitude: longitudes[id] ?? 15 + i, speedDegPerDay: 1, latitude: 0 }]));
  return { lagnaLongitude: lagna, grahas: grahas as Placements['grahas'] };
}

describe('panchavargeeya bala', () => {
  it('reads the hadda lord from the Egyptian terms: Aries 0–6 Jupiter, 25–30 Saturn; Pisces 19–28 Mars', () => {
    expect(haddaLordOf(3)).toBe('jupiter');
    expect(haddaLordOf(27)).toBe('saturn');
    expect(haddaLordOf(330 + 24.97)).toBe('mars');
  });

  it('gives the Sun at its deep exaltation (Aries 10°) 20 units of uchcha and 0 at Libra 10°', () => {
    expect(panchavargeeyaBalaOf('sun', 10, 'neelakanthi').uchcha).toBeCloseTo(20, 10);
    expect(panchavargeeyaBalaOf('sun', 190, 'neelakanthi').uchcha).toBeCloseTo(0, 10);
    expect(panchavargeeyaBalaOf('sun', 100, 'neelakanthi').uchcha).toBeCloseTo(10, 10);
  });

  it('grades kshetra 30 own, 22.5 friend, 15 neutral, 7.5 enemy (Sun in Leo, Aries, Gemini, Libra); Narasimha Rao\'s grading 30, 15, 7.5, 7.5', () => {
    expect([125, 5, 65, 185].map((lon) => panchavargeeyaBalaOf('sun', lon, 'neelakanthi').kshetra)).toEqual([30, 22.5, 15, 7.5]);
    expect([125, 5, 65, 185].map((lon) => panchavargeeyaBalaOf('sun', lon, 'narasimha-rao').kshetra)).toEqual([30, 15, 7.5, 7.5]);
  });

  it('Mars at Pisces 24°58′: kshetra 22.5 (Jupiter, a friend), own hadda 15, D-3 Scorpio 10, D-9 Aquarius 2.5 (Saturn, a neutral)', () => {
    const b = panchavargeeyaBalaOf('mars', 330 + 24 + 58 / 60, 'neelakanthi');
    expect(b.lords).toEqual({ kshetra: 'jupiter', hadda: 'mars', drekkana: 'mars', navamsha: 'saturn' });
    expect([b.kshetra, b.hadda, b.drekkana, b.navamsha]).toEqual([22.5, 15, 10, 2.5]);
    expect(b.total).toBeCloseTo((b.kshetra + b.uchcha + b.hadda + b.drekkana + b.navamsha) / 4, 12);
  });

  it('the same Mars graded as Narasimha Rao grades (§28.4): kshetra 15, navamsha 1.25, total 13.7 units, the figure of his example 120', () => {
    const b = panchavargeeyaBalaOf('mars', 330 + 24 + 58 / 60, 'narasimha-rao');
    expect([b.kshetra, b.hadda, b.drekkana, b.navamsha]).toEqual([15, 15, 10, 1.25]);
    expect(Math.round(b.total * 10) / 10).toBe(13.7);
  });

  it('grades the total: ≥ 15 very strong, ≥ 10 strong, ≥ 5 middling, below weak', () => {
    expect([16, 15, 12, 5, 4.99].map(panchavargeeyaGrade)).toEqual(['very-strong', 'very-strong', 'strong', 'middling', 'weak']);
  });
});

describe('harsha bala', () => {
  it('gives the Sun in the 9th (a feminine house), in Aries (exalted), by day: 5 + 5 + 0 + 5', () => {
    const chart = placements(130, { sun: 10 });
    expect(harshaBala(chart, false).sun).toEqual({ sthana: 5, swakshetraUchcha: 5, streePurusha: 0, dinaRatri: 5, total: 15 });
  });

  it('gives the Moon in the 3rd, in Taurus (exalted), in a feminine house, by night: 20', () => {
    const chart = placements(330, { moon: 40 });
    expect(harshaBala(chart, true).moon.total).toBe(20);
    expect(harshaBala(chart, false).moon.total).toBe(15);
  });
});

describe('the year lord (Narasimha Rao, ch. 28)', () => {
  const BOOK = { instant: Date.UTC(1967, 2, 8, 17, 40) - 5.5 * 3_600_000, latitude: 26 + 18 / 60, longitude: 73 + 4 / 60 };
  const year2000 = tajikaChart({
    birthInstant: BOOK.instant, birthLatitude: BOOK.latitude, birthLongitude: BOOK.longitude, latitude: BOOK.latitude, longitude: BOOK.longitude,
    ayanamshaId: 1, node: 'mean', positions: 'geometric', completedYears: 33, sahamRule: 'sign', tajikaRules: DEFAULT_TAJIKA_RULES, muddaYear: 'tajika',
  });

  it('example 120: the 2000 year lord is Mars, the strongest office-bearer aspecting the Capricorn lagna (the Sun, 2nd from it, does not)', () => {
    expect(year2000.yearLord).toMatchObject({ graha: 'mars', reason: 'strongest-aspecting-lagna' });
    const sun = year2000.yearLord!.candidates.find((c) => c.graha === 'sun')!;
    expect(sun).toMatchObject({ distanceToLagna: 12, aspectsLagna: false });
    expect(year2000.yearLord!.candidates[0]!.graha).toBe('mars');
  });

  it('falls back to the muntha lord when no office-bearer aspects the lagna, and when all are below 5 units', () => {
    const chart = year2000.chart;
    const bala = year2000.panchavargeeyaBala;
    const bearers = year2000.officeBearers.map((b) => ({ ...b, graha: 'sun' as const }));
    expect(yearLord(chart, [{ ...bearers[0]!, graha: 'venus' }, ...bearers.slice(1)], bala)).toMatchObject({ graha: 'venus', reason: 'strongest-aspecting-lagna' });
    const noneAspect = [{ ...bearers[0]!, graha: 'sun' as const }, ...bearers.slice(1)];
    expect(yearLord(chart, noneAspect, bala)).toMatchObject({ graha: 'sun', reason: 'no-office-bearer-aspects-lagna' });
    const weak = Object.fromEntries(Object.entries(bala).map(([g, b]) => [g, { ...b, total: 4 }])) as typeof bala;
    expect(yearLord(chart, year2000.officeBearers, weak)).toMatchObject({ graha: 'venus', reason: 'all-office-bearers-weak' });
  });

  it('a month chart has no year lord', () => {
    const month = tajikaChart({
      birthInstant: BOOK.instant, birthLatitude: BOOK.latitude, birthLongitude: BOOK.longitude, latitude: BOOK.latitude, longitude: BOOK.longitude,
      ayanamshaId: 1, node: 'mean', positions: 'geometric', completedYears: 33, month: 2, sahamRule: 'sign', tajikaRules: DEFAULT_TAJIKA_RULES, muddaYear: 'tajika',
    });
    expect(month.yearLord).toBeNull();
  });
});
