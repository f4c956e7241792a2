/**
 * Sade sati on a computed chart (Lahiri, mean node): phase boundaries are Saturn sign ingresses, the running
 * phase agrees with Saturn's sign at `now`, retrograde re-entries give phases of several intervals, the lifetime
 * list and the small panoti hang together, and the whole-life report stays well under a second.
 */
import { describe, expect, it } from 'vitest';
import { birthChart } from '../../../astro/chart/chart.ts';
import { houseFromSign, signOfLongitude } from '../../../astro/chart/placement.ts';
import { MS_PER_YEAR, sadeSati } from '../../../astro/doshas/sade-sati.ts';
import { InvalidParameterError } from '../../../astro/errors.ts';
import { siderealTrack } from '../../../astro/transits/tracks.ts';
import { MS_PER_DAY, MS_PER_MINUTE } from '../../../astro/time.ts';

const chart = birthChart({ instant: Date.parse('1990-01-10T06:00:00Z'), latitude: 28.6, longitude: 77.2, ayanamshaId: 1, node: 'mean' });
const saturnDeg = siderealTrack('saturn', { ayanamshaId: 1, node: 'mean' }).angleDeg;
const saturnSignAt = (instant: number): number => signOfLongitude(saturnDeg(instant));
const report = sadeSati(chart, Date.parse('2025-06-01T00:00:00Z'));
const allCycles = [report.previous, report.current, report.next].filter((cycle) => cycle !== null);

describe('sadeSati', () => {
  it('reads the Moon sign of the chart and the phase from Saturn at now', () => {
    expect(report.moonSign).toBe(chart.grahas.moon.sign);
    for (const iso of ['2001-01-01', '2003-02-15', '2004-01-01', '2006-01-01', '2015-01-01', '2030-01-01']) {
      const now = Date.parse(`${iso}T00:00:00Z`);
      const result = sadeSati(chart, now);
      const house = houseFromSign(chart.grahas.moon.sign, saturnSignAt(now) as never);
      expect(result.saturnHouseFromMoon).toBe(house);
      expect(result.phase).toBe(house === 12 ? 'rising' : house === 1 ? 'peak' : house === 2 ? 'setting' : null);
      expect(result.dhaiya.kind).toBe(house === 4 ? 'kantaka' : house === 8 ? 'ashtama' : null);
    }
  });

  it('puts every phase interval in its sign, bounded by Saturn sign ingresses', () => {
    for (const cycle of allCycles) {
      for (const phase of cycle.phases) {
        for (const interval of phase.intervals) {
          expect(saturnSignAt((interval.start + interval.end) / 2)).toBe(phase.sign);
          expect(saturnSignAt(interval.start + MS_PER_MINUTE)).toBe(phase.sign);
          expect(saturnSignAt(interval.end - MS_PER_MINUTE)).toBe(phase.sign);
          expect(saturnSignAt(interval.start - MS_PER_MINUTE)).not.toBe(phase.sign);
          expect(saturnSignAt(interval.end + MS_PER_MINUTE)).not.toBe(phase.sign);
        }
        expect(phase.start).toBe(phase.intervals[0]?.start);
        expect(phase.end).toBe(phase.intervals.at(-1)?.end);
      }
      expect(cycle.start).toBe(cycle.phases[0]?.start);
      expect(cycle.end).toBe(Math.max(...cycle.phases.map((phase) => phase.end)));
      expect(cycle.phases.map((phase) => phase.phase)).toEqual(['rising', 'peak', 'setting']);
    }
  });

  it('lists retrograde re-entries as extra intervals of a phase', () => {
    const early = report.previous;
    expect(early).not.toBeNull();
    expect(early?.phases.some((phase) => phase.intervals.length > 1)).toBe(true);
  });

  it('keeps the cycle current inside a loop gap, with no phase', () => {
    const next = report.next;
    if (next === null) throw new Error('no next cycle');
    const rising = next.phases[0];
    const gapStart = rising?.intervals[0]?.end;
    const gapEnd = rising?.intervals[1]?.start;
    if (gapStart === undefined || gapEnd === undefined) throw new Error('the 2029 rising phase has no loop');
    const inGap = sadeSati(chart, (gapStart + gapEnd) / 2);
    expect(inGap.phase).toBeNull();
    expect(inGap.current?.start).toBe(next.start);
  });

  it('orders previous, current and next around now', () => {
    expect(report.current).toBeNull();
    expect(report.previous?.end).toBeLessThanOrEqual(report.now);
    expect(report.next?.start).toBeGreaterThan(report.now);
    const during = sadeSati(chart, Date.parse('2004-01-01T00:00:00Z'));
    expect(during.current?.start).toBe(report.previous?.start);
    expect(during.next?.start).toBe(report.next?.start);
  });

  it('lists the cycles of a lifetime about 29.5 years apart, each about 7.5 years long', () => {
    expect(report.lifetime.length).toBeGreaterThanOrEqual(3);
    for (const cycle of report.lifetime) {
      expect((cycle.end - cycle.start) / MS_PER_YEAR).toBeGreaterThan(6.5);
      expect((cycle.end - cycle.start) / MS_PER_YEAR).toBeLessThan(9.5);
      expect(cycle.end).toBeGreaterThan(chart.instant);
      expect(cycle.start).toBeLessThan(chart.instant + 100 * MS_PER_YEAR);
    }
    for (let i = 1; i < report.lifetime.length; i++) {
      const gapYears = ((report.lifetime[i]?.start ?? 0) - (report.lifetime[i - 1]?.start ?? 0)) / MS_PER_YEAR;
      expect(gapYears).toBeGreaterThan(27);
      expect(gapYears).toBeLessThan(32);
    }
    expect(sadeSati(chart, report.now, { lifeYears: 20 }).lifetime).toHaveLength(1);
  });

  it('reports the small panoti in the 4th and 8th signs from the Moon', () => {
    for (const period of report.dhaiya.lifetime) {
      expect(houseFromSign(report.moonSign, period.sign)).toBe(period.kind === 'kantaka' ? 4 : 8);
      for (const interval of period.intervals) expect(saturnSignAt((interval.start + interval.end) / 2)).toBe(period.sign);
      expect((period.end - period.start) / MS_PER_DAY).toBeGreaterThan(600);
    }
    expect(report.dhaiya.lifetime.map((period) => period.kind)).toContain('kantaka');
    expect(report.dhaiya.lifetime.map((period) => period.kind)).toContain('ashtama');
  });

  it('rejects a lifetime that is not a positive number of years', () => {
    expect(() => sadeSati(chart, report.now, { lifeYears: 0 })).toThrow(InvalidParameterError);
    expect(() => sadeSati(chart, report.now, { lifeYears: Number.NaN })).toThrow(InvalidParameterError);
  });
});
