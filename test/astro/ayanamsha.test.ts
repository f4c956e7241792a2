import { describe, expect, it } from 'vitest';
import {
  AYANAMSHAS,
  DEFAULT_AYANAMSHA_ID,
  ayanamshaDegrees,
  ayanamshaIdOf,
  generalPrecessionArcsec,
  isAyanamshaId,
  modelCorrectionDegrees,
} from '../../astro/ayanamsha.ts';
import { deltaTSeconds } from '../../astro/delta-t.ts';
import { Astronomy, astroTime, instantOf } from '../../astro/engine.ts';

const IDS = Object.keys(AYANAMSHAS).map(Number).filter(isAyanamshaId);

describe('AYANAMSHAS table', () => {
  it('holds every Swiss Ephemeris sidereal mode, 0–46 by its SE_SIDM number, with Lahiri (1) as the default', () => {
    expect(IDS).toEqual(Array.from({ length: 47 }, (_, i) => i));
    expect(DEFAULT_AYANAMSHA_ID).toBe(1);
    expect(AYANAMSHAS[1].name).toBe('Lahiri');
    expect(AYANAMSHAS[3].name).toBe('Raman');
    for (const id of IDS) expect(AYANAMSHAS[id].id).toBe(id);
  });

  it('reads an ayanamsha by id, key, name or Swiss Ephemeris constant in any spelling', () => {
    expect(ayanamshaIdOf('27')).toBe(27);
    expect(ayanamshaIdOf('true-chitra')).toBe(27);
    expect(ayanamshaIdOf('True Chitra')).toBe(27);
    expect(ayanamshaIdOf('SE_SIDM_TRUE_CITRA')).toBe(27);
    expect(ayanamshaIdOf('galactic center 0 sagittarius')).toBe(17);
    expect(ayanamshaIdOf('KP new, VP291')).toBeUndefined();
    expect(ayanamshaIdOf('Krishnamurti new (KP new, VP291)')).toBe(45);
    expect(ayanamshaIdOf('chitra')).toBeUndefined();
    expect(ayanamshaIdOf('47')).toBeUndefined();
    for (const id of IDS) expect(ayanamshaIdOf(AYANAMSHAS[id].key)).toBe(id);
  });

  it('isAyanamshaId accepts the offered ids only', () => {
    expect(isAyanamshaId(1)).toBe(true);
    expect(isAyanamshaId(27)).toBe(true);
    for (const bad of [47, 99, 255, -1, 1.5, '1', null, undefined]) expect(isAyanamshaId(bad)).toBe(false);
  });
});

describe('ayanamshaDegrees', () => {
  it('gives each epoch-based ayanamsha its defining value at its epoch, less the precession-model correction', () => {
    for (const id of IDS) {
      const record = AYANAMSHAS[id];
      if (record.kind === 'star') continue;
      const epochUt = record.kind === 'epoch' && record.epochIsUt ? record.epochJulianDay : undefined;
      const daysTt = epochUt === undefined ? record.epochJulianDay - 2_451_545.0 : epochUt - 2_451_545.0 + deltaTSeconds(epochUt - 2_451_545.0) / 86_400;
      const instant = instantOf(Astronomy.AstroTime.FromTerrestrialTime(daysTt));
      const correction = record.kind === 'epoch' ? modelCorrectionDegrees(record.definedWith, daysTt + 2_451_545.0) : 0;
      expect(Math.abs(ayanamshaDegrees(id, instant, { true: false }) - (record.valueAtEpochDeg - correction)) * 3600, `${id}`).toBeLessThan(1e-4);
    }
  });

  it('corrects Newcomb epoch values by under an arcsecond, and Vondrák ones not at all', () => {
    expect(Math.abs(modelCorrectionDegrees('newcomb', 2_415_020.0)) * 3600).toBeGreaterThan(0.5);
    expect(Math.abs(modelCorrectionDegrees('newcomb', 2_415_020.0)) * 3600).toBeLessThan(1);
    expect(Math.abs(modelCorrectionDegrees('iau-1976', 2_435_553.5)) * 3600).toBeLessThan(0.5);
    expect(modelCorrectionDegrees('vondrak-2011', 2_415_020.0)).toBe(0);
  });

  it('true = mean + astronomy-engine’s nutation in longitude, for every id', () => {
    const t = Date.UTC(2024, 4, 17, 3);
    const dpsiDeg = Astronomy.e_tilt(astroTime(t)).dpsi / 3600;
    expect(Math.abs(dpsiDeg) * 3600).toBeLessThan(17.4);
    for (const id of IDS) {
      expect(ayanamshaDegrees(id, t, { true: true }) - ayanamshaDegrees(id, t, { true: false })).toBeCloseTo(dpsiDeg, 12);
    }
  });

  it('grows by the precession rate, about 50.3″ per year (Wilhelm’s, a right ascension projected on the ecliptic, faster)', () => {
    for (const id of IDS) {
      if (id === 36) continue;
      const a = ayanamshaDegrees(id, Date.UTC(2020, 0, 1), { true: false });
      const b = ayanamshaDegrees(id, Date.UTC(2030, 0, 1), { true: false });
      expect(((b - a) * 3600) / 10).toBeGreaterThan(49.5);
      expect(((b - a) * 3600) / 10).toBeLessThan(51.2);
    }
  });

  it('orders the systems at 2000: Fagan-Bradley > Lahiri > Krishnamurti, True Chitra near Lahiri', () => {
    const t = Date.UTC(2000, 0, 1);
    const v = (id: (typeof IDS)[number]) => ayanamshaDegrees(id, t, { true: false });
    expect(v(0)).toBeGreaterThan(v(1));
    expect(v(1)).toBeGreaterThan(v(5));
    expect(v(1) - v(5)).toBeCloseTo(0.0966, 3); // the Swiss Ephemeris epoch values put Krishnamurti 5.8′ below Lahiri
    expect(Math.abs(v(27) - v(1)) * 60).toBeLessThan(2); // Spica at 180° within a couple of arcminutes of Lahiri
  });

  it('exposes the IAU 2006 p_A polynomial (5028.796195″ per century at J2000)', () => {
    expect(generalPrecessionArcsec(0)).toBe(0);
    expect(generalPrecessionArcsec(1)).toBeCloseTo(5028.796195 + 1.1054348 + 0.00007964 - 0.000023857 - 0.0000000383, 9);
  });
});
