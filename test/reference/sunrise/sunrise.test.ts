import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { searchRiseSet } from '../../../astro/rise-set.ts';
import { MS_PER_DAY } from '../../../astro/time.ts';

interface UsnoTable {
  places: {
    name: string;
    latitude: number;
    longitude: number;
    events: { date: string; rise: string; set: string }[];
  }[];
}

const usno = JSON.parse(readFileSync(new URL('./usno-2019.json', import.meta.url), 'utf8')) as UsnoTable;

/** Computed minus printed, in seconds, for every rise and set in the table. */
const errorsSeconds = usno.places.flatMap((place) =>
  place.events.flatMap(({ date, rise, set }) => {
    const dayStart = Date.parse(`${date}T00:00:00Z`);
    const where = { latitude: place.latitude, longitude: place.longitude, elevationMeters: 0 };
    return (['rise', 'set'] as const).map((event) => {
      const printed = Date.parse(`${date}T${event === 'rise' ? rise : set}:00Z`);
      const found = searchRiseSet('sun', event, where, dayStart, 'observed', 1);
      if (found.instant === null || found.instant >= dayStart + MS_PER_DAY) {
        throw new Error(`no sun${event} on ${date} at ${place.name}`);
      }
      return { label: `${place.name} ${date} ${event}`, seconds: (found.instant - printed) / 1000 };
    });
  }),
);

describe('observed sunrise and sunset against the USNO 2019 tables (3 places, 27 dates)', () => {
  it('covers 54 events', () => {
    expect(errorsSeconds).toHaveLength(54);
  });

  it('every event lies within the printed minute’s rounding plus 30 s (|error| ≤ 60 s)', () => {
    const worst = Math.max(...errorsSeconds.map((e) => Math.abs(e.seconds)));
    expect(worst).toBeLessThanOrEqual(60);
  });

  it('rounds to the printed minute for at least 90 % of events', () => {
    const matching = errorsSeconds.filter((e) => Math.abs(e.seconds) <= 30).length;
    expect(matching / errorsSeconds.length).toBeGreaterThanOrEqual(0.9);
  });

  it('shows no systematic offset (mean error within ±10 s)', () => {
    const mean = errorsSeconds.reduce((a, e) => a + e.seconds, 0) / errorsSeconds.length;
    expect(Math.abs(mean)).toBeLessThan(10);
  });
});
