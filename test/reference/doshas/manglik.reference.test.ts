/**
 * Manglik on published charts (manglik-published.ts): the house of Mars from the lagna, the Moon and Venus, the
 * verdict before cancellations under two house sets, and the cancellations the published placements meet.
 * Charts are computed as test/reference/charts does (Lahiri, mean node, whole-sign); the placements they rest
 * on are checked there against the same sources.
 */
import { describe, expect, it } from 'vitest';
import { birthChart } from '../../../astro/chart/chart.ts';
import { manglikDosha } from '../../../astro/doshas/manglik.ts';
import { MS_PER_HOUR } from '../../../astro/time.ts';
import { PUBLISHED_CHARTS } from '../charts/published-charts.ts';
import { PUBLISHED_MANGLIK } from './manglik-published.ts';

describe.each(PUBLISHED_MANGLIK)('$person', (published) => {
  const source = PUBLISHED_CHARTS.find((chart) => chart.id === published.chartId);
  if (source === undefined) throw new Error(`no published chart ${published.chartId}`);
  const instant = Date.parse(`${source.local}Z`) - source.utcOffsetHours * MS_PER_HOUR;
  const chart = birthChart({ instant, latitude: source.latitude, longitude: source.longitude, ayanamshaId: 1, node: 'mean' });
  const combined = manglikDosha(chart);

  it('house of Mars from the lagna, the Moon and Venus', () => {
    expect(Object.fromEntries(combined.references.map((r) => [r.reference, r.marsHouse]))).toEqual(published.marsHouses);
  });
  it('manglik before cancellations, combined and north house sets', () => {
    expect(combined.manglik).toBe(published.manglikCombined);
    expect(manglikDosha(chart, { houseSet: 'north' }).manglik).toBe(published.manglikNorth);
  });
  it('the cancellations the published placements meet fire', () => {
    const fired = combined.cancellations.filter((check) => check.status === 'fired').map((check) => check.id);
    expect(fired).toEqual(expect.arrayContaining([...published.cancellations]));
  });
});
