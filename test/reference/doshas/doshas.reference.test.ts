/**
 * Kaal sarp on published charts and sade sati dates against published Saturn (Lahiri) ingresses and sade sati
 * tables (published-doshas.ts; README.md gives the sources and the tolerance). Charts are computed as
 * test/reference/charts does (Lahiri, mean node, whole-sign).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { birthChart, type BirthChart } from '../../../astro/chart/chart.ts';
import { kaalSarpDosha } from '../../../astro/doshas/kaal-sarp.ts';
import { type SadeSatiCycle, sadeSati } from '../../../astro/doshas/sade-sati.ts';
import { MS_PER_DAY, MS_PER_HOUR, daysFromCivil } from '../../../astro/time.ts';
import { PUBLISHED_CHARTS } from '../charts/published-charts.ts';
import { PUBLISHED_KAAL_SARP, PUBLISHED_SADE_SATI, type PublishedSadeSatiDate } from './published-doshas.ts';

/** Published dates are to the day: ±1 day, for printed clock times too. */
const TOLERANCE_DAYS = 1;

function chartOf(chartId: string): BirthChart {
  const published = PUBLISHED_CHARTS.find((chart) => chart.id === chartId);
  if (published === undefined) throw new Error(`no published chart ${chartId}`);
  const instant = Date.parse(`${published.local}Z`) - published.utcOffsetHours * MS_PER_HOUR;
  return birthChart({ instant, latitude: published.latitude, longitude: published.longitude, ayanamshaId: 1, node: 'mean' });
}

describe('kaal sarp on published charts', () => {
  const resultOf = (chartId: string) => kaalSarpDosha(chartOf(chartId));

  it.each(PUBLISHED_KAAL_SARP)('$chartId: present or absent as published ($basis)', (published) => {
    const result = resultOf(published.chartId);
    expect(result.present).toBe(published.present);
    if (published.absentUnderEveryDefinition === true) expect(result.definitions.every((check) => !check.holds)).toBe(true);
  });

  it.each(PUBLISHED_KAAL_SARP.filter((published) => published.rahuHouse !== undefined))('$chartId: house of Rahu and the type it names', (published) => {
    const result = resultOf(published.chartId);
    expect(result.rahuHouse).toBe(published.rahuHouse);
    expect(result.type).toBe(published.type);
  });

  it.each(PUBLISHED_KAAL_SARP.filter((published) => published.direction !== undefined))('$chartId: arrangement and leading node', (published) => {
    const result = resultOf(published.chartId);
    expect(result.direction).toBe(published.direction);
    expect(result.leadingNode).toBe(published.leadingNode);
  });
});

/** A chart whose natal Moon is in `moonSign` (Lahiri): the first noon UT from 2000-01-01 at New Delhi. */
function chartWithMoonIn(moonSign: number): BirthChart {
  for (let day = 0; day < 40; day++) {
    const chart = birthChart({ instant: Date.UTC(2000, 0, 1 + day, 12), latitude: 28.6, longitude: 77.2, ayanamshaId: 1, node: 'mean' });
    if (chart.grahas.moon.sign === moonSign) return chart;
  }
  throw new Error(`no Moon in sign ${moonSign} in January 2000`);
}

function boundaryOf(cycle: SadeSatiCycle, what: PublishedSadeSatiDate['what']): number | undefined {
  switch (what.kind) {
    case 'cycle-start':
      return cycle.start;
    case 'cycle-end':
      return cycle.end;
    case 'phase-start':
      return cycle.phases.find((phase) => phase.phase === what.phase)?.start;
    case 'phase-end':
      return cycle.phases.find((phase) => phase.phase === what.phase)?.end;
    case 'interval-start':
      return cycle.phases.find((phase) => phase.phase === what.phase)?.intervals[what.index]?.start;
    case 'interval-end':
      return cycle.phases.find((phase) => phase.phase === what.phase)?.intervals[what.index]?.end;
  }
}

/** Error in days: by civil date in the source's zone when only the date is printed, else by instant. */
function errorDays(instant: number, published: PublishedSadeSatiDate): number {
  const offsetMs = published.utcOffsetHours * MS_PER_HOUR;
  if (published.dateOnly) {
    const [y, m, d] = published.local.slice(0, 10).split('-').map(Number) as [number, number, number];
    return Math.floor((instant + offsetMs) / MS_PER_DAY) - daysFromCivil(y, m, d);
  }
  return (instant - (Date.parse(`${published.local}:00Z`) - offsetMs)) / MS_PER_DAY;
}

let maxErrorDays = 0;
describe('sade sati dates', () => {
  it.each(PUBLISHED_SADE_SATI.map((entry) => [`Moon sign ${entry.moonSign}: ${entry.cycle} ${JSON.stringify(entry.what)} ${entry.local}`, entry] as const))(
    '%s',
    (_label, published) => {
      const result = sadeSati(chartWithMoonIn(published.moonSign), Date.parse(published.now));
      expect(result.moonSign).toBe(published.moonSign);
      const cycle = result[published.cycle];
      if (cycle === null) throw new Error(`no ${published.cycle} cycle`);
      const instant = boundaryOf(cycle, published.what);
      if (instant === undefined) throw new Error('boundary missing');
      const error = errorDays(instant, published);
      maxErrorDays = Math.max(maxErrorDays, Math.abs(error));
      expect(Math.abs(error)).toBeLessThanOrEqual(TOLERANCE_DAYS);
    },
  );
  afterAll(() => {
    console.log(`sade sati: max |error| ${maxErrorDays.toFixed(3)} days (tolerance ${TOLERANCE_DAYS})`);
  });
});
