import { describe, expect, it } from 'vitest';
import { OBSERVED_SPAN_DAYS, deltaTSeconds, installDeltaT } from '../../astro/delta-t.ts';
import { Astronomy, astroTime } from '../../astro/engine.ts';
import { daysSinceJ2000 } from '../../astro/time.ts';

const atYear = (y: number) => deltaTSeconds(daysSinceJ2000(Date.UTC(y, 0, 1)));

describe('deltaTSeconds', () => {
  it('is continuous at the ends of the observed table', () => {
    for (const edge of [OBSERVED_SPAN_DAYS.first, OBSERVED_SPAN_DAYS.last]) {
      expect(Math.abs(deltaTSeconds(edge - 1e-6) - deltaTSeconds(edge + 1e-6))).toBeLessThan(1e-5);
    }
  });

  it('reproduces its nodes exactly (1 January values and the last observation)', () => {
    expect(atYear(1900)).toBeCloseTo(-2.7, 10);
    expect(atYear(2000)).toBeCloseTo(63.8285, 10);
    expect(atYear(2026)).toBeCloseTo(69.1099, 10);
    expect(deltaTSeconds(OBSERVED_SPAN_DAYS.last)).toBeCloseTo(69.1695, 10);
  });

  it('is smooth between nodes: no jump larger than the data between consecutive days', () => {
    let largest = 0;
    for (let day = daysSinceJ2000(Date.UTC(1800, 0, 1)); day < OBSERVED_SPAN_DAYS.last; day += 1) {
      largest = Math.max(largest, Math.abs(deltaTSeconds(day + 1) - deltaTSeconds(day)));
    }
    // The steepest observed change is about 1.2 s/year (1860s), i.e. 0.004 s/day.
    expect(largest).toBeLessThan(0.005);
  });

  it('extrapolates with the Morrison et al. (2021) long-term model: slow growth, then parabolic', () => {
    expect(atYear(2030)).toBeGreaterThan(69);
    expect(atYear(2030)).toBeLessThan(70.5);
    expect(atYear(2100)).toBeGreaterThan(atYear(2050));
    expect(atYear(2400)).toBeGreaterThan(atYear(2200));
    // astronomy-engine's default (Espenak–Meeus) runs far higher: 202.7 s in 2100.
    expect(atYear(2100)).toBeLessThan(Astronomy.DeltaT_EspenakMeeus(daysSinceJ2000(Date.UTC(2100, 0, 1))) - 100);
  });

  it('joins Espenak–Meeus continuously before 1800', () => {
    const first = OBSERVED_SPAN_DAYS.first;
    expect(Math.abs(deltaTSeconds(first - 1) - deltaTSeconds(first))).toBeLessThan(0.01);
  });
});

describe('installDeltaT', () => {
  it('is installed by engine.ts and idempotent: astronomy-engine TT uses this model', () => {
    installDeltaT();
    installDeltaT();
    const t = astroTime(Date.UTC(2025, 0, 1));
    expect((t.tt - t.ut) * 86_400).toBeCloseTo(deltaTSeconds(t.ut), 6);
    expect((t.tt - t.ut) * 86_400).toBeCloseTo(69.1377, 3);
  });
});
