/**
 * The pipeline's promises, run in this process: idempotent, stale rows recomputed (and never served as current),
 * horoscopes and calendars whole. `pipeline.slow.test.ts` runs the CLI in processes of its own: resumable after
 * the process is killed, and the API reading while it writes.
 */
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDerivedDb } from '../../storage/open.ts';
import { type RunRequest, runPipeline } from '../../pipeline/run.ts';
import { bearer, sharedPool, testApp } from '../helpers/app.ts';
import { snapshot } from '../helpers/db.ts';
import { CITIES as CATALOGUE } from '../../data/cities.ts';

const CITIES = ['new-delhi', 'tromso', 'sydney'];
const REQUEST: RunRequest = { from: { y: 2025, m: 6, d: 1 }, to: { y: 2025, m: 6, d: 4 }, cityIds: CITIES, stages: ['panchanga', 'transits'] };
/** Two days across a week's start: two daily periods, two weekly, a month and a year. */
const HOROSCOPE_REQUEST: RunRequest = { from: REQUEST.from, to: { y: 2025, m: 6, d: 2 }, cityIds: [], stages: ['horoscopes'] };
/** The last days of 2025 at New Delhi (beyond the polar circle: pipeline.slow.test.ts). */
const CALENDAR_REQUEST: RunRequest = { from: { y: 2025, m: 12, d: 30 }, to: { y: 2025, m: 12, d: 31 }, cityIds: ['new-delhi'], stages: ['calendar'] };

let dir: string;
/** The worker pool the runs share with the test apps of this vitest worker (test/helpers/app.ts). */
const pool = sharedPool();
/** Each stage's first run into a fresh database (the database closed after it): the tests below work on copies. */
const first: Partial<Record<'panchanga' | 'horoscopes' | 'calendar', { path: string; report: Awaited<ReturnType<typeof runPipeline>> }>> = {};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'jyotish-pipeline-'));
  for (const [stage, request] of [['panchanga', REQUEST], ['horoscopes', HOROSCOPE_REQUEST], ['calendar', CALENDAR_REQUEST]] as const) {
    const path = join(dir, `${stage}-first.db`);
    first[stage] = { path, report: await runInProcess(path, request) };
  }
  // A limit that catches a hang, not a busy machine: the three first runs take minutes at a load of 20.
}, 600_000);
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
});

/** A copy of a stage's first run, as a database of its own. */
function copyOfFirst(stage: keyof typeof first, name: string): string {
  const path = join(dir, name);
  copyFileSync(first[stage]!.path, path);
  return path;
}

async function runInProcess(path: string, request: RunRequest = REQUEST) {
  const db = openDerivedDb(path);
  try {
    return await runPipeline(db, pool, request, { concurrency: 4 });
  } finally {
    db.$client.close();
  }
}

describe('pipeline', () => {
  it('is idempotent: a second run over the same range writes nothing and changes nothing', async () => {
    expect(first.panchanga!.report.written).toEqual({ panchanga: 12, transits: 4, horoscopes: 0, calendar: 0 });
    const path = copyOfFirst('panchanga', 'idempotent.db');
    const before = snapshot(path);
    const second = await runInProcess(path);
    expect(second.written).toEqual({ panchanga: 0, transits: 0, horoscopes: 0, calendar: 0 });
    expect(second.current).toEqual({ panchanga: 12, transits: 4, horoscopes: 0, calendar: 0 });
    expect(snapshot(path)).toEqual(before);
  });

  it('keeps the cities table equal to the catalogue, restoring a city changed or removed since', async () => {
    const path = copyOfFirst('panchanga', 'cities.db');
    const catalogue = CATALOGUE.map((c) => ({ id: c.id, name: c.name.en, country: c.country, region: c.region, latitude: c.latitude, longitude: c.longitude, elevation_m: c.elevationM, timezone: c.timezone }));
    const stored = () => {
      const reader = new Database(path, { readonly: true });
      try {
        return reader.prepare('SELECT id, name, country, region, latitude, longitude, elevation_m, timezone FROM cities ORDER BY rowid').all();
      } finally {
        reader.close();
      }
    };
    expect(stored()).toEqual(catalogue);
    const db = new Database(path);
    db.prepare("UPDATE cities SET name = 'Somewhere', latitude = 0 WHERE id = 'tromso'").run();
    db.prepare("DELETE FROM cities WHERE id = 'sydney'").run();
    db.close();
    await runInProcess(path);
    expect(new Map(stored().map((row) => [(row as { id: string }).id, row]))).toEqual(new Map(catalogue.map((row) => [row.id, row])));
  });

  it('writes a database held in memory, which its workers cannot open, from the main thread: the same rows as a file', async () => {
    const db = openDerivedDb(':memory:');
    const report = await runPipeline(db, pool, REQUEST, { concurrency: 4 });
    const path = join(dir, 'from-memory.db');
    writeFileSync(path, db.$client.serialize());
    db.$client.close();
    expect(report.written).toEqual(first.panchanga!.report.written);
    expect(snapshot(path)).toEqual(snapshot(first.panchanga!.path));
  });

  it('stores each day as plain ASCII JSON (one-byte strings: half the bytes to copy between threads)', async () => {
    const rows = await pool.run('panchangaRows', { date: '2025-06-03', cityIds: CITIES });
    for (const row of rows) expect(row.dayJson).toMatch(/^[\x20-\x7e]+$/);
  });

  it('recomputes rows of another engine version, and the result equals a fresh run', async () => {
    const path = copyOfFirst('panchanga', 'stale.db');
    const fresh = snapshot(path);
    const db = openDerivedDb(path);
    db.$client.prepare("UPDATE panchanga_days SET engine_version = '0.9.0', day_json = '{}' WHERE city_id = 'new-delhi'").run();
    db.$client.prepare("UPDATE transit_days SET engine_version = '0.9.0' WHERE date = '2025-06-02'").run();
    db.$client.prepare("UPDATE graha_daily SET engine_version = '0.9.0', sidereal_deg = 0 WHERE date = '2025-06-02'").run();
    db.$client.close();
    const report = await runInProcess(path);
    expect(report.written).toEqual({ panchanga: 4, transits: 1, horoscopes: 0, calendar: 0 });
    expect(snapshot(path)).toEqual(fresh);
  });

  it('never serves a stale row as current: the API computes that day instead', async () => {
    const path = copyOfFirst('panchanga', 'serve-stale.db');
    const db = openDerivedDb(path);
    db.$client.prepare("UPDATE panchanga_days SET engine_version = '0.9.0' WHERE city_id = 'sydney' AND date = '2025-06-02'").run();
    const t = await testApp({}, undefined, { db, pool });
    try {
      const key = t.key('pro');
      const stale = (await t.app.inject({ url: '/v1/calculations/panchanga?city=sydney&date=2025-06-02', headers: bearer(key) })).json();
      const current = (await t.app.inject({ url: '/v1/calculations/panchanga?city=sydney&date=2025-06-03', headers: bearer(key) })).json();
      expect(stale.source).toBe('computed');
      expect(current.source).toBe('precomputed');
    } finally {
      await t.close();
    }
  });

  it('horoscopes: writes the 216 reports (12 signs × 9 languages × 2 zodiacs) of every period holding a date of the window, and a second run writes nothing', async () => {
    const path = copyOfFirst('horoscopes', 'horoscopes.db');
    // 2025-06-01 (a Sunday) and 06-02: two days, the weeks from Monday 05-26 and 06-02, June, 2025.
    const periods = ['daily|2025-06-01', 'daily|2025-06-02', 'weekly|2025-05-26', 'weekly|2025-06-02', 'monthly|2025-06-01', 'yearly|2025-01-01'];
    expect(first.horoscopes!.report.written).toEqual({ panchanga: 0, transits: 0, horoscopes: periods.length * 216, calendar: 0 });
    const db = new Database(path, { readonly: true });
    try {
      const stored = db
        .prepare('SELECT period, start_date AS start, count(*) AS n, count(DISTINCT sign_number) AS signs, count(DISTINCT lang || zodiac) AS kinds FROM horoscopes GROUP BY period, start_date')
        .all() as { period: string; start: string; n: number; signs: number; kinds: number }[];
      expect(stored.map((r) => `${r.period}|${r.start}`).sort()).toEqual([...periods].sort());
      for (const r of stored) expect([r.n, r.signs, r.kinds]).toEqual([216, 12, 18]);
      const view = db.prepare("SELECT * FROM v_horoscopes WHERE period = 'daily' AND start_date = '2025-06-02' AND sign_id = 'leo' AND lang = 'en' AND zodiac = 'sidereal'").get() as Record<string, unknown>;
      expect(view).toMatchObject({ sign_number: 5, sign: 'Leo', end_date: '2025-06-02', text: expect.any(String), lucky_number: expect.any(Number) });
    } finally {
      db.close();
    }
    const before = snapshot(path);
    const second = await runInProcess(path, HOROSCOPE_REQUEST);
    expect(second.written.horoscopes).toBe(0);
    expect(second.current.horoscopes).toBe(periods.length * 216);
    expect(snapshot(path)).toEqual(before);
  });

  it('horoscopes: recomputes a period with a row of another engine version, whole, to exactly a fresh run\'s rows', async () => {
    const path = copyOfFirst('horoscopes', 'horoscopes-stale.db');
    const fresh = snapshot(path);
    const db = openDerivedDb(path);
    db.$client.prepare("UPDATE horoscopes SET engine_version = '0.9.0', report = '{}' WHERE period = 'daily' AND start_date = '2025-06-02' AND sign_number = 7 AND lang = 'hi'").run();
    db.$client.close();
    const report = await runInProcess(path, HOROSCOPE_REQUEST);
    expect(report.written).toEqual({ panchanga: 0, transits: 0, horoscopes: 216, calendar: 0 });
    expect(snapshot(path)).toEqual(fresh);
  });

  it('calendar: writes the festivals, muhurta windows and regional-calendar dates of every city-year the range touches, each whole, and a second run writes nothing', async () => {
    expect(first.calendar!.report.written).toEqual({ panchanga: 0, transits: 0, horoscopes: 0, calendar: 1 });
    const path = copyOfFirst('calendar', 'calendar.db');
    const db = new Database(path, { readonly: true });
    try {
      const years = db.prepare('SELECT city_id, year, kind FROM calendar_years ORDER BY city_id, year, kind').all();
      expect(years).toHaveLength(3);
      const diwali = db.prepare("SELECT date, decided_by FROM festival_occurrences WHERE city_id = 'new-delhi' AND festival_id = 'diwali' ORDER BY date").all();
      expect(diwali).toEqual([{ date: '2025-10-20', decided_by: 'both-days:second-if-one-ghati' }]);
      const windows = db.prepare("SELECT count(*) FROM muhurta_windows WHERE city_id = 'new-delhi' AND year = 2025 AND activity = 'marriage'").pluck().get() as number;
      expect(windows).toBeGreaterThan(50);
      // Each calendar's months of the civil year, the first and last clipped to it: Chithirai 2025 began on 14 April.
      const tamil = db.prepare("SELECT first_date, last_date, month, month_name FROM calendar_months WHERE city_id = 'new-delhi' AND year = 2025 AND calendar = 'tamil' ORDER BY first_date").all() as { first_date: string; last_date: string; month: number; month_name: string }[];
      expect(tamil).toHaveLength(13);
      expect([tamil[0]!.first_date, tamil.at(-1)!.last_date]).toEqual(['2025-01-01', '2025-12-31']);
      expect(tamil.find((row) => row.month === 1)).toMatchObject({ first_date: '2025-04-14', month_name: 'Chithirai' });
      const calendars = db.prepare("SELECT count(DISTINCT calendar) FROM calendar_months WHERE city_id = 'new-delhi' AND year = 2025").pluck().get() as number;
      expect(calendars).toBe(13);
    } finally {
      db.close();
    }
    const before = snapshot(path);
    const second = await runInProcess(path, CALENDAR_REQUEST);
    expect(second.written.calendar).toBe(0);
    expect(second.current.calendar).toBe(1);
    expect(snapshot(path)).toEqual(before);
  });

  it('calendar: recomputes a city-year of another engine version whole, dropping rows the current engine no longer makes', async () => {
    const path = copyOfFirst('calendar', 'calendar-stale.db');
    const fresh = snapshot(path);
    const db = openDerivedDb(path);
    db.$client.prepare("UPDATE calendar_years SET engine_version = '0.9.0' WHERE kind = 'festivals' AND city_id = 'new-delhi' AND year = 2025").run();
    db.$client.prepare("INSERT INTO festival_occurrences SELECT city_id, year, 'retired-festival', tradition, date, '0.9.0', category, name, weekday, amanta_month, purnimanta_month, is_adhika, tithi_number, tithi_start_utc, tithi_end_utc, kala, window_start_utc, window_end_utc, parana_start_utc, parana_end_utc, decided_by, occurrence_json FROM festival_occurrences WHERE city_id = 'new-delhi' AND year = 2025 LIMIT 1").run();
    db.$client.close();
    const report = await runInProcess(path, CALENDAR_REQUEST);
    expect(report.written.calendar).toBe(1);
    expect(snapshot(path)).toEqual(fresh);
  });
});
