/**
 * The Tajika rules on hand-built charts (no astronomy) and the solar returns on the real sky: the +30° test both
 * ways, the night exchange, samartha's Mars rule, roga's missing correction, karyasiddhi's night terms, the muntha,
 * the office-bearers, and the month returns landing on natal + 30° × (month − 1).
 */
import { describe, expect, it } from 'vitest';
import { muntha, officeBearers, sunBelowHorizon } from '../../../astro/tajika/annual.ts';
import { maasaPravesha, siderealSunLongitude, varshaPravesha } from '../../../astro/tajika/pravesha.ts';
import { isBetween, sahams } from '../../../astro/tajika/sahams.ts';
import { type ChartSpec, longitudeOf, placementsOf } from '../../helpers/placements.ts';

const BASE: ChartSpec = {
  lagna: 'le 10', sun: 'ar 20', moon: 'cn 5', mars: 'sg 12', mercury: 'pi 28', jupiter: 'li 3', venus: 'ta 17', saturn: 'aq 25', rahu: 'ge 8', ketu: 'sg 8',
};

describe('the +30° test of a saham', () => {
  it('sign rule: C between B and A when its sign is met walking from the sign after B\'s to A\'s', () => {
    expect(isBetween(longitudeOf('le 1'), longitudeOf('ar 29'), longitudeOf('ge 15'), 'sign')).toBe(true);
    expect(isBetween(longitudeOf('le 1'), longitudeOf('ar 29'), longitudeOf('ar 29.5'), 'sign')).toBe(false);
    expect(isBetween(longitudeOf('le 1'), longitudeOf('ar 29'), longitudeOf('le 20'), 'sign')).toBe(true);
  });

  it('degree rule: C on the arc from B forward to A; the two rules part inside the end signs', () => {
    expect(isBetween(longitudeOf('le 1'), longitudeOf('ar 20'), longitudeOf('ar 25'), 'degree')).toBe(true);
    expect(isBetween(longitudeOf('le 1'), longitudeOf('ar 20'), longitudeOf('ar 25'), 'sign')).toBe(false);
    expect(isBetween(longitudeOf('le 1'), longitudeOf('ar 20'), longitudeOf('le 20'), 'degree')).toBe(false);
    expect(isBetween(longitudeOf('le 1'), longitudeOf('ar 20'), longitudeOf('le 20'), 'sign')).toBe(true);
  });
});

describe('sahams', () => {
  const chart = placementsOf(BASE, {});
  const byDay = new Map(sahams(chart, false, 'sign').map((s) => [s.id, s]));
  const byNight = new Map(sahams(chart, true, 'sign').map((s) => [s.id, s]));

  it('gives the 36 of the table', () => {
    expect(byDay.size).toBe(36);
  });

  it('punya by day is Moon − Sun + Lagna (+30° when the lagna is not between), by night Sun − Moon + Lagna', () => {
    // Day: B Sun Ar 20 → A Moon Cn 5 does not pass Leo: 95° − 20° + 130° + 30° = 235°.
    expect(byDay.get('punya')).toMatchObject({ formula: 'day', added30: true });
    expect(byDay.get('punya')!.longitude).toBeCloseTo(235, 9);
    // Night: B Moon Cn 5 → A Sun Ar 20 passes Leo: 20° − 95° + 130° = 55°.
    expect(byNight.get('punya')).toMatchObject({ formula: 'night', added30: false });
    expect(byNight.get('punya')!.longitude).toBeCloseTo(55, 9);
  });

  it('the sahams with one formula give it by night too', () => {
    for (const id of ['bhratri', 'roga', 'mrityu', 'paradesa', 'artha', 'vyapara', 'labha'] as const) {
      expect(byNight.get(id)!.longitude).toBe(byDay.get(id)!.longitude);
      expect(byNight.get(id)!.formula).toBe('same');
    }
  });

  it('roga is Lagna − Moon + Lagna with no correction', () => {
    expect(byDay.get('roga')!.added30).toBe(false);
    expect(byDay.get('roga')!.longitude).toBeCloseTo(130 - 95 + 130, 9);
  });

  it('karyasiddhi by night is Saturn − Moon + the lord of the Moon\'s sign (the Moon itself in Cancer)', () => {
    const night = byNight.get('karyasiddhi')!;
    expect(night.b.longitude).toBe(longitudeOf('cn 5'));
    expect(night.c.graha).toBe('moon');
    expect(byDay.get('karyasiddhi')!.c.graha).toBe('mars');
  });

  it('samartha is Mars − lagna lord + Lagna, and Jupiter − Mars + Lagna when Mars owns the lagna', () => {
    expect(byDay.get('samartha')!.b.graha).toBe('sun');
    const aries = sahams(placementsOf(BASE, { lagna: 'ar 10' }), false, 'sign').find((s) => s.id === 'samartha')!;
    expect(aries.a.longitude).toBe(longitudeOf('li 3'));
    expect(aries.b.longitude).toBe(longitudeOf('sg 12'));
  });

  it('a house term is the lagna\'s degree in that house, reduced below 360°', () => {
    expect(byDay.get('mrityu')!.a.longitude).toBeCloseTo(longitudeOf('pi 10'), 9);
    expect(byDay.get('labha')!.a.longitude).toBeCloseTo(longitudeOf('ge 10'), 9);
  });
});

describe('muntha and office-bearers', () => {
  it('the muntha moves one sign a year from the natal lagna, and wraps', () => {
    expect(muntha(5, 0, 5)).toEqual({ sign: 5, house: 1, lord: 'sun' });
    expect(muntha(5, 33, 10)).toEqual({ sign: 2, house: 5, lord: 'venus' });
    expect(muntha(12, 13, 1).sign).toBe(1);
  });

  it('the five offices by day and by night', () => {
    const chart = placementsOf(BASE, {});
    expect(sunBelowHorizon(chart)).toBe(false);
    expect(officeBearers(chart, 1, 2, false).map((o) => o.graha)).toEqual(['venus', 'mars', 'sun', 'jupiter', 'mars']);
    expect(officeBearers(chart, 1, 2, true).map((o) => o.graha)).toEqual(['venus', 'mars', 'sun', 'sun', 'moon']);
  });
});

describe('solar returns', () => {
  const basis = { birthInstant: Date.UTC(1990, 4, 15, 5, 0), natalSunDeg: siderealSunLongitude(Date.UTC(1990, 4, 15, 5, 0), 1), ayanamshaId: 1 as const };

  it('year 0 is the birth; year 35 returns the Sun to its natal longitude within 0.01″', () => {
    expect(varshaPravesha(basis, 0)).toBe(basis.birthInstant);
    const year = varshaPravesha(basis, 35);
    expect(Math.abs(siderealSunLongitude(year, 1) - basis.natalSunDeg) * 3600).toBeLessThan(0.01);
    expect(new Date(year).toISOString().slice(0, 7)).toBe('2025-05');
  });

  it('month m starts with the Sun at natal + 30° × (m − 1), months in order, the 12th ending at the next year', () => {
    const starts = Array.from({ length: 12 }, (_, i) => maasaPravesha(basis, 35, i + 1));
    starts.forEach((t, i) => {
      const off = (((siderealSunLongitude(t, 1) - basis.natalSunDeg - 30 * i) % 360) + 540) % 360 - 180;
      expect(Math.abs(off) * 3600).toBeLessThan(0.01);
    });
    for (let i = 1; i < 12; i++) expect(starts[i]! - starts[i - 1]!).toBeGreaterThan(29 * 86_400_000);
    expect(varshaPravesha(basis, 36) - starts[11]!).toBeGreaterThan(29 * 86_400_000);
  });
});
