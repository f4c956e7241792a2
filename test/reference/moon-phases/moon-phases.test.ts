import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { moonLongitude, sunLongitude } from '../../../astro/positions.ts';
import { normalizeDegrees } from '../../../astro/angles.ts';
import { findAngleCrossing } from '../../../astro/search.ts';
import { MS_PER_DAY } from '../../../astro/time.ts';

const usno = JSON.parse(readFileSync(new URL('./usno-phases.json', import.meta.url), 'utf8')) as {
  phases: { phase: 'new' | 'full'; utc: string }[];
};

/** Apparent elongation of the Moon from the Sun, degrees [0, 360). */
const elongation = (t: number) => normalizeDegrees(moonLongitude(t) - sunLongitude(t));

const errorsSeconds = usno.phases.map(({ phase, utc }) => {
  const printed = Date.parse(`${utc}:00Z`);
  const solved = findAngleCrossing(elongation, phase === 'new' ? 0 : 180, printed - MS_PER_DAY, printed + MS_PER_DAY);
  if (solved === null) throw new Error(`no ${phase} moon within a day of ${utc}`);
  return (solved - printed) / 1000;
});

describe('New and Full Moon against USNO (18 phases, 1900–2020)', () => {
  it('every phase within 1 minute of the printed time', () => {
    expect(errorsSeconds).toHaveLength(18);
    expect(Math.max(...errorsSeconds.map(Math.abs))).toBeLessThanOrEqual(60);
  });

  it('shows no systematic offset (mean within ±15 s)', () => {
    const mean = errorsSeconds.reduce((a, b) => a + b, 0) / errorsSeconds.length;
    expect(Math.abs(mean)).toBeLessThan(15);
  });
});
