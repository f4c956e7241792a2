import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ayanamshaDegrees } from '../../../astro/ayanamsha.ts';
import { deltaTSeconds } from '../../../astro/delta-t.ts';
import { Astronomy, instantOf } from '../../../astro/engine.ts';
import { daysSinceJ2000, julianDayFromInstant } from '../../../astro/time.ts';

const recorded = JSON.parse(readFileSync(new URL('./recorded-values.json', import.meta.url), 'utf8')) as {
  lahiriMean: { instant: string; degrees: number }[];
  spica: { raHms: [number, number, number]; decDms: [number, number, number] };
  deltaCancri: { raHms: [number, number, number]; decDms: [number, number, number] };
  meanObliquityJ2000Arcsec: number;
};

/** The definition, evaluated independently of astro/: T from JD(UT) + ΔT. Degrees. */
function lahiriByDefinition(instant: number): number {
  const jdTt = julianDayFromInstant(instant) + deltaTSeconds(daysSinceJ2000(instant)) / 86_400;
  const t = (jdTt - 2_451_545.0) / 36_525;
  const pA = 5028.796195 * t + 1.1054348 * t ** 2 + 0.00007964 * t ** 3 - 0.000023857 * t ** 4 - 0.0000000383 * t ** 5;
  return 23.857092325 + pA / 3600;
}

describe('Lahiri against its definition', () => {
  it('agrees to 0.01″ from 1900 to 2100', () => {
    const instants: number[] = [];
    for (let y = 1900; y <= 2100; y++) instants.push(Date.UTC(y, 0, 1));
    for (let i = 0; i < 300; i++) instants.push(Date.UTC(1900, 0, 1) + i * 21_038_400_000 + (i % 24) * 3_600_000);
    const worstArcsec = Math.max(
      ...instants.map((t) => Math.abs(ayanamshaDegrees(1, t, { true: false }) - lahiriByDefinition(t)) * 3600),
    );
    expect(worstArcsec).toBeLessThan(0.01);
  });

  it('matches the recorded values to the printed precision', () => {
    for (const { instant, degrees } of recorded.lahiriMean) {
      expect(Math.abs(ayanamshaDegrees(1, Date.parse(instant), { true: false }) - degrees)).toBeLessThanOrEqual(5e-7);
    }
  });
});

describe('star-based ayanamshas against hand-computed catalogue longitudes', () => {
  const obliquity = (recorded.meanObliquityJ2000Arcsec / 3600) * (Math.PI / 180);

  /** Ecliptic longitude (J2000 mean equinox and ecliptic) of an ICRS place, degrees. */
  function eclipticLongitudeJ2000(raHms: [number, number, number], decDms: [number, number, number]): number {
    const ra = ((raHms[0] + raHms[1] / 60 + raHms[2] / 3600) * 15 * Math.PI) / 180;
    const sign = decDms[0] < 0 ? -1 : 1;
    const dec = (sign * (Math.abs(decDms[0]) + decDms[1] / 60 + decDms[2] / 3600) * Math.PI) / 180;
    const lon = Math.atan2(Math.sin(ra) * Math.cos(obliquity) + Math.tan(dec) * Math.sin(obliquity), Math.cos(ra));
    return ((lon * 180) / Math.PI + 360) % 360;
  }

  for (const [name, id, star, sidereal] of [
    ['True Chitra (Spica at 180°)', 27, recorded.spica, 180],
    ['True Pushya (δ Cancri at 106°)', 29, recorded.deltaCancri, 106],
  ] as const) {
    it(`${name}: mean over 2000 matches catalogue longitude + precession within 0.5″`, () => {
      const lambda0 = eclipticLongitudeJ2000(star.raHms, star.decDms);
      const residuals: number[] = [];
      for (let month = 0; month < 12; month++) {
        const instant = instantOf(Astronomy.AstroTime.FromTerrestrialTime(month * 30.4375 + 15));
        const t = (month * 30.4375 + 15) / 36_525;
        const pA = 5028.796195 * t + 1.1054348 * t * t;
        const starMeanLongitude = ayanamshaDegrees(id, instant, { true: false }) + sidereal;
        residuals.push((starMeanLongitude - lambda0 - pA / 3600) * 3600);
      }
      const mean = residuals.reduce((a, b) => a + b, 0) / residuals.length;
      expect(Math.abs(mean)).toBeLessThan(0.5);
      // Each month differs by the annual aberration, at most about 20.5″.
      expect(Math.max(...residuals.map(Math.abs))).toBeLessThan(21);
    });
  }
});
