import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deltaTSeconds } from '../../../astro/delta-t.ts';
import { daysSinceJ2000 } from '../../../astro/time.ts';

interface Published {
  readonly astronomicalAlmanac: { values: { date: string; deltaTSeconds: number }[] };
  readonly iersDaily: { values: { date: string; deltaTSeconds?: number; ut1MinusUtcSeconds?: number }[] };
}

const published = JSON.parse(readFileSync(new URL('./published-delta-t.json', import.meta.url), 'utf8')) as Published;
/** TT − TAI (32.184 s) plus TAI − UTC (37 s since 2017-01-01). */
const TT_MINUS_UTC_SECONDS = 32.184 + 37;

const engineDeltaT = (date: string) => deltaTSeconds(daysSinceJ2000(Date.parse(`${date}T00:00:00Z`)));
const maxError = (rows: { date: string; expected: number }[]) =>
  Math.max(...rows.map(({ date, expected }) => Math.abs(engineDeltaT(date) - expected)));

describe('ΔT against published values', () => {
  const almanac = published.astronomicalAlmanac.values.map((v) => ({ date: v.date, expected: v.deltaTSeconds }));

  it('Astronomical Almanac 1900–1950 within 0.3 s', () => {
    const rows = almanac.filter((r) => r.date < '1955');
    expect(rows).toHaveLength(6);
    expect(maxError(rows)).toBeLessThan(0.3);
  });

  it('Astronomical Almanac 1960–1990 within 0.02 s', () => {
    const rows = almanac.filter((r) => r.date > '1955');
    expect(rows).toHaveLength(4);
    expect(maxError(rows)).toBeLessThan(0.02);
  });

  it('IERS values between the yearly nodes, 1972–2026, within 0.1 s', () => {
    const rows = published.iersDaily.values.map((v) => ({
      date: v.date,
      expected: v.deltaTSeconds ?? TT_MINUS_UTC_SECONDS - v.ut1MinusUtcSeconds!,
    }));
    expect(rows).toHaveLength(10);
    expect(maxError(rows)).toBeLessThan(0.1);
  });
});
