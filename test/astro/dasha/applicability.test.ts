import { describe, expect, it } from 'vitest';
import {
  dwadashamshaSign, isApplicable, isDayBirth, lagnaHora, navamsaSign, paksha,
} from '../../../astro/dasha/applicability.ts';
import { dashaSummary } from '../../../astro/dasha/dasha.ts';
import type { DashaChart, DashaChartPlanet } from '../../../astro/dasha/types.ts';
import { GRAHA_IDS, type GrahaId } from '../../../data/grahas.ts';
import { signAtLongitude } from '../../../data/signs.ts';

/** A chart from sidereal longitudes (degrees); unspecified grahas at 200°. */
function chartOf(lagnaDeg: number, degrees: Partial<Record<GrahaId, number>>): DashaChart {
  const planets = Object.fromEntries(
    GRAHA_IDS.map((id): [GrahaId, DashaChartPlanet] => {
      const deg = degrees[id] ?? 200;
      return [id, { siderealDeg: deg, signNumber: signAtLongitude(deg).number }];
    }),
  ) as Record<GrahaId, DashaChartPlanet>;
  return {
    birth: Date.UTC(2000, 0, 1), moonSiderealDeg: planets.moon.siderealDeg, lagnaSign: signAtLongitude(lagnaDeg).number,
    lagnaSiderealDeg: lagnaDeg, planets,
  };
}

describe('vargas and times of the lagna', () => {
  it('navamsa: Aries starts from Aries, Taurus from Capricorn, Gemini from Libra, Cancer from Cancer', () => {
    expect(navamsaSign(0)).toBe(1);
    expect(navamsaSign(3.4)).toBe(2);
    expect(navamsaSign(30)).toBe(10);
    expect(navamsaSign(60)).toBe(7);
    expect(navamsaSign(90)).toBe(4);
    expect(navamsaSign(359.9)).toBe(12);
  });

  it('dwadashamsha: 2°30′ parts counted from the sign itself', () => {
    expect(dwadashamshaSign(1)).toBe(1);
    expect(dwadashamshaSign(91)).toBe(4);
    expect(dwadashamshaSign(30 + 28)).toBe(1);
    expect(dwadashamshaSign(30 + 12.6)).toBe(7);
  });

  it('hora: odd signs Sun then Moon, even signs Moon then Sun', () => {
    expect(lagnaHora(chartOf(10, {}))).toBe('sun');
    expect(lagnaHora(chartOf(20, {}))).toBe('moon');
    expect(lagnaHora(chartOf(40, {}))).toBe('moon');
    expect(lagnaHora(chartOf(50, {}))).toBe('sun');
  });

  it('paksha from the Moon–Sun elongation; day when the Sun is above the ascendant–descendant line', () => {
    expect(paksha(chartOf(0, { sun: 300, moon: 10 }))).toBe('shukla');
    expect(paksha(chartOf(0, { sun: 10, moon: 300 }))).toBe('krishna');
    // Lagna 100°: the Sun 50° behind it has just risen (12th house) → day; 50° ahead of it (2nd house) → night.
    expect(isDayBirth(chartOf(100, { sun: 50 }))).toBe(true);
    expect(isDayBirth(chartOf(100, { sun: 150 }))).toBe(false);
    expect(isDayBirth(chartOf(100, { sun: 290 }))).toBe(true);
  });
});

describe('applicability conditions of the conditional dashas', () => {
  it('Ashtottari: Rahu in a kendra or trikona from the lagna lord, not in the lagna', () => {
    // Lagna Aries, lord Mars in Cancer (4th). Rahu in Libra = 4th from Mars → kendra → applicable.
    expect(isApplicable('rahu-kendra-trikona-from-lagna-lord', chartOf(15, { mars: 105, rahu: 195 }))).toBe(true);
    // Rahu in Scorpio = 5th from Mars → trikona → applicable; in Leo = 2nd from Mars → not.
    expect(isApplicable('rahu-kendra-trikona-from-lagna-lord', chartOf(15, { mars: 105, rahu: 225 }))).toBe(true);
    expect(isApplicable('rahu-kendra-trikona-from-lagna-lord', chartOf(15, { mars: 105, rahu: 135 }))).toBe(false);
    // Rahu in the lagna (Aries, 10th from Mars in Cancer) is excluded.
    expect(isApplicable('rahu-kendra-trikona-from-lagna-lord', chartOf(15, { mars: 105, rahu: 5 }))).toBe(false);
  });

  it('Shodashottari: Sun\'s hora with Shukla paksha, or Moon\'s hora with Krishna paksha', () => {
    expect(isApplicable('lagna-hora-matches-paksha', chartOf(10, { sun: 300, moon: 10 }))).toBe(true);
    expect(isApplicable('lagna-hora-matches-paksha', chartOf(20, { sun: 10, moon: 300 }))).toBe(true);
    expect(isApplicable('lagna-hora-matches-paksha', chartOf(10, { sun: 10, moon: 300 }))).toBe(false);
  });

  it('Dwadashottari, Panchottari, Shatabdika: the lagna\'s navamsa and dwadashamsha', () => {
    // Lagna Aries 5° → navamsa Taurus (Venus) → Dwadashottari applies; Aries 1° → navamsa Aries → vargottama.
    expect(isApplicable('lagna-in-venus-navamsa', chartOf(5, {}))).toBe(true);
    expect(isApplicable('lagna-in-venus-navamsa', chartOf(1, {}))).toBe(false);
    expect(isApplicable('lagna-vargottama', chartOf(1, {}))).toBe(true);
    expect(isApplicable('lagna-vargottama', chartOf(5, {}))).toBe(false);
    // Aries 8° → 4th dwadashamsha from Aries = Cancer.
    expect(isApplicable('lagna-in-cancer-dwadashamsha', chartOf(8, {}))).toBe(true);
    expect(isApplicable('lagna-in-cancer-dwadashamsha', chartOf(4, {}))).toBe(false);
  });

  it('Chaturashiti, Dwisaptati, Shashtihayani: houses of lords and of the Sun', () => {
    // Lagna Aries: 10th Capricorn, lord Saturn in Capricorn → applies.
    expect(isApplicable('tenth-lord-in-tenth', chartOf(15, { saturn: 285 }))).toBe(true);
    expect(isApplicable('tenth-lord-in-tenth', chartOf(15, { saturn: 255 }))).toBe(false);
    // Lagna lord Mars in Libra (7th), or 7th lord Venus in Aries.
    expect(isApplicable('lagna-lord-seventh-or-seventh-lord-lagna', chartOf(15, { mars: 190, venus: 100 }))).toBe(true);
    expect(isApplicable('lagna-lord-seventh-or-seventh-lord-lagna', chartOf(15, { mars: 100, venus: 20 }))).toBe(true);
    expect(isApplicable('lagna-lord-seventh-or-seventh-lord-lagna', chartOf(15, { mars: 100, venus: 100 }))).toBe(false);
    expect(isApplicable('sun-in-lagna', chartOf(15, { sun: 29 }))).toBe(true);
    expect(isApplicable('sun-in-lagna', chartOf(15, { sun: 31 }))).toBe(false);
  });

  it('Shattrimsha Sama: day birth with Sun\'s hora, night birth with Moon\'s hora', () => {
    expect(isApplicable('lagna-hora-matches-day-night', chartOf(10, { sun: 340 }))).toBe(true);
    expect(isApplicable('lagna-hora-matches-day-night', chartOf(20, { sun: 60 }))).toBe(true);
    expect(isApplicable('lagna-hora-matches-day-night', chartOf(10, { sun: 60 }))).toBe(false);
  });

  it('summaries carry the verdict and the condition text; universal systems are applicable with no condition', () => {
    const chart = chartOf(15, { sun: 29 });
    expect(dashaSummary('shashtihayani', chart)).toMatchObject({ applicable: true, condition: expect.stringContaining('Sun') });
    expect(dashaSummary('vimshottari', chart)).toMatchObject({ applicable: true, condition: null });
    expect(dashaSummary('char', chart)).toMatchObject({ applicable: true, condition: null, variant: 'K.N. Rao' });
  });
});
