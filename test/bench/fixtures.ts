/** What the HTTP benchmarks and the benchmark gate load: a database of stored reads and the requests they send. */
import { addDays, formatLocalDate, parseLocalDate } from '../../astro/time.ts';
import { DEFAULT_CITY_IDS } from '../../data/cities.ts';
import { openDerivedDb } from '../../storage/open.ts';
import { ComputePool } from '../../compute/pool.ts';
import { runPipeline } from '../../pipeline/run.ts';

/** The 30 dates whose panchanga (default cities) and transits are stored; horoscopes of the first one. */
export const READ_DATES = Array.from({ length: 30 }, (_, i) => formatLocalDate(addDays({ y: 2025, m: 3, d: 1 }, i)));

/** Builds the read-path database at `path`: panchanga and transits of the dates, the first date's horoscopes. */
export async function buildReadDb(path: string, withCalendar = false): Promise<void> {
  const db = openDerivedDb(path);
  const pool = new ComputePool(2);
  try {
    await runPipeline(db, pool, { from: { y: 2025, m: 2, d: 28 }, to: { y: 2025, m: 4, d: 1 }, cityIds: DEFAULT_CITY_IDS, stages: ['panchanga', 'transits'] }, { concurrency: 4 });
    // The horoscopes of the first date's day, week, month and year (216 reports each).
    await runPipeline(db, pool, { from: parseLocalDate(READ_DATES[0]!), to: parseLocalDate(READ_DATES[0]!), cityIds: [], stages: ['horoscopes'] }, { concurrency: 4 });
    if (withCalendar) await runPipeline(db, pool, { from: { y: 2026, m: 6, d: 1 }, to: { y: 2026, m: 6, d: 1 }, cityIds: ['new-delhi'], stages: ['calendar'] }, { concurrency: 2 });
  } finally {
    await pool.close();
    db.$client.close();
  }
}

/** The stored reads of the read path, each a single URL read repeatedly. */
export const READS = {
  panchanga: `/v1/calculations/panchanga?city=new-delhi&date=${READ_DATES[0]}`,
  horoscope: `/v1/calculations/horoscope/daily/leo?date=${READ_DATES[0]}`,
  transit: `/v1/transit/current?date=${READ_DATES[0]}T00:00:00Z`,
  festivals: '/v1/calendar/festivals?year=2026&city=new-delhi',
  calendarDate: '/v1/calendar/date?calendar=tamil&date=2026-04-14&city=new-delhi',
} as const;

/** 1,000 birth instants 91.7 days apart from 1950. */
export const BIRTH_INSTANTS = Array.from({ length: 1000 }, (_, i) => new Date(Date.UTC(1950, 0, 1) + i * 7_919_000_000).toISOString());

/** Kundali requests of the births at latitudes 8°–27° N. */
export const KUNDALI_PATHS = BIRTH_INSTANTS.map((d, i) => `/v1/calculations/kundali?date=${encodeURIComponent(d)}&latitude=${8 + (i % 20)}.0&longitude=77.2`);
