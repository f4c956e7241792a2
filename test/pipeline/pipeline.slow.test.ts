/**
 * The pipeline CLI in processes of its own, beside this one: killed midway, a second run resumes and ends with the
 * database of an uninterrupted run; while it writes, the API reads the same file without an error.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDerivedDb } from '../../storage/open.ts';
import { bearer, testApp } from '../helpers/app.ts';
import { countRows, snapshot } from '../helpers/db.ts';
import { ROOT, runScript } from '../helpers/processes.ts';

const CLI = ['--import', 'tsx', 'pipeline/cli.ts'];

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'jyotish-pipeline-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the pipeline CLI on the database at `path` to its end; returns what it printed. */
const cli = (path: string, args: string[]) => runScript('pipeline/cli.ts', args, { ...process.env, DB_PATH: path });

describe('pipeline CLI', () => {
  it('resumes after being killed midway and ends with the same database as an uninterrupted run', async () => {
    // The day-based stages (the calendar stage's runs are tested in pipeline.test.ts, beyond the polar circle below).
    const args = ['run', '--from', '2025-01-01', '--to', '2025-01-12', '--cities', 'all', '--stages', 'panchanga,transits,horoscopes', '--workers', '2'];
    const whole = join(dir, 'whole.db');
    cli(whole, args);
    const expected = snapshot(whole);
    expect(expected.rows.panchanga_days).toBe(12 * expected.rows.cities!);
    // 12 days, the weeks from 2024-12-30 and 2025-01-06, January and 2025.
    expect(expected.rows.horoscopes).toBe(16 * 216);

    const killed = join(dir, 'killed.db');
    const child: ChildProcess = spawn(process.execPath, [...CLI, ...args], { cwd: ROOT, env: { ...process.env, DB_PATH: killed }, stdio: 'ignore' });
    const exited = new Promise((resolve) => child.on('exit', resolve));
    // Kill it hard once some, but not all, days are written.
    while (child.exitCode === null) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      if (existsSync(killed) && countRows(killed, 'panchanga_days') >= 400) break;
    }
    expect(child.exitCode, 'the run ended before it could be killed').toBeNull();
    child.kill('SIGKILL');
    await exited;
    const partial = countRows(killed, 'panchanga_days');
    expect(partial).toBeGreaterThan(0);
    expect(partial).toBeLessThan(expected.rows.panchanga_days!);

    const resumed = cli(killed, args);
    expect(resumed).toMatch(/already current/);
    expect(snapshot(killed)).toEqual(expected);
  });

  it('lets the API read while the pipeline writes', async () => {
    const path = join(dir, 'concurrent.db');
    const db = openDerivedDb(path);
    const t = await testApp({}, undefined, { db });
    const key = t.key('internal');
    const child = spawn(process.execPath, [...CLI, 'run', '--from', '2025-03-01', '--to', '2025-03-06', '--cities', 'all', '--stages', 'panchanga,transits,horoscopes', '--workers', '1'], {
      cwd: ROOT,
      env: { ...process.env, DB_PATH: path },
      stdio: 'ignore',
    });
    const exited = new Promise((resolve) => child.on('exit', resolve));
    let finished = false;
    void exited.then(() => (finished = true));
    const codes = new Map<number, number>();
    let reads = 0;
    try {
      while (!finished) {
        const day = 1 + (reads % 6);
        const res = await t.app.inject({ url: `/v1/calculations/panchanga?city=new-delhi&date=2025-03-0${day}T1${reads % 10}:00:00`, headers: bearer(key) });
        codes.set(res.statusCode, (codes.get(res.statusCode) ?? 0) + 1);
        reads++;
        // inject() resolves without reaching the event loop's I/O phase; let the child's exit be seen.
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    } finally {
      await t.close();
    }
    expect(reads).toBeGreaterThan(10);
    expect([...codes.keys()]).toEqual([200]);
    expect(countRows(path, 'panchanga_days')).toBe(6 * countRows(path, 'cities'));
  });

  it('stores the calendars of a city-year beyond the polar circle: the days each calendar can count, and the festivals it leaves out', async () => {
    const path = join(dir, 'polar.db');
    await cli(path, ['run', '--from', '2025-12-30', '--to', '2025-12-31', '--cities', 'tromso', '--stages', 'calendar', '--workers', '2']);
    const db = new Database(path, { readonly: true });
    try {
      const omitted = db.prepare("SELECT omitted_json FROM calendar_years WHERE city_id = 'tromso' AND kind = 'festivals' AND year = 2025").pluck().get() as string;
      expect(JSON.parse(omitted).length).toBeGreaterThan(0);
      // Tromsø's polar night and midnight sun leave days no sunrise-counted calendar can date; the arithmetic Saka counts every day.
      const days = (calendar: string) =>
        db.prepare("SELECT sum(julianday(last_date) - julianday(first_date) + 1) FROM calendar_months WHERE city_id = 'tromso' AND year = 2025 AND calendar = ?").pluck().get(calendar) as number;
      expect(days('saka')).toBe(365);
      expect(days('tamil')).toBeGreaterThan(100);
      expect(days('tamil')).toBeLessThan(365);
      expect(days('amanta')).toBeLessThan(365);
    } finally {
      db.close();
    }
  });
});
