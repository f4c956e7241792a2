import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
let dir: string;
let env: NodeJS.ProcessEnv;

const run = (script: string, args: string[]) =>
  execFileSync(process.execPath, ['--import', 'tsx', script, ...args], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] }).toString();

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'jyotish-export-'));
  env = { ...process.env, DB_PATH: join(dir, 'export.db') };
  run('pipeline/cli.ts', ['run', '--from', '2025-05-01', '--to', '2025-05-03', '--cities', 'new-delhi,london,tromso', '--workers', '1']);
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm run export', () => {
  it('writes CSV with a header and one line per city-day, filtered by city', () => {
    const csv = run('pipeline/export.ts', ['--dataset', 'panchanga', '--from', '2025-05-01', '--to', '2025-05-02', '--cities', 'new-delhi,tromso', '--format', 'csv']);
    const lines = csv.trim().split('\n');
    expect(lines[0]).toMatch(/^city_id,city,country,timezone,date,weekday,vara,sunrise_local/);
    expect(lines).toHaveLength(1 + 2 * 2);
    expect(lines.slice(1).every((l) => /^(new-delhi|tromso),/.test(l))).toBe(true);
  });

  it('writes JSON lines of transit events inside the dates', () => {
    const lines = run('pipeline/export.ts', ['--dataset', 'events', '--from', '2025-05-02', '--to', '2025-05-02', '--format', 'jsonl']).trim().split('\n');
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) expect(JSON.parse(line)).toMatchObject({ date: '2025-05-02', type: expect.any(String) });
  });

  it('writes SQL that loads back into SQLite with every row', () => {
    const out = join(dir, 'transits.sql');
    run('pipeline/export.ts', ['--dataset', 'transits', '--from', '2025-05-01', '--to', '2025-05-03', '--format', 'sql', '--out', out]);
    const db = new Database(':memory:');
    db.exec(readFileSync(out, 'utf8'));
    expect((db.prepare('SELECT count(*) AS n FROM transits').get() as { n: number }).n).toBe(27);
    db.close();
  });

  it('writes the horoscopes of the periods starting in the dates, readable, 48 per period', () => {
    const lines = run('pipeline/export.ts', ['--dataset', 'horoscopes', '--from', '2025-05-01', '--to', '2025-05-03', '--format', 'jsonl']).trim().split('\n');
    // Three days and May (the week from Monday 04-28 and the year 2025 start before the dates).
    const rows = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(rows).toHaveLength(4 * 48);
    expect(new Set(rows.map((r) => `${r.period}|${r.start_date}`))).toEqual(new Set(['daily|2025-05-01', 'daily|2025-05-02', 'daily|2025-05-03', 'monthly|2025-05-01']));
    for (const r of rows) {
      expect(r).toMatchObject({ sign_id: expect.any(String), sign: expect.any(String), lang: expect.stringMatching(/^(en|hi)$/), zodiac: expect.stringMatching(/^(sidereal|tropical)$/) });
      expect((r.text as string).length).toBeGreaterThan(20);
    }
    expect(rows.find((r) => r.period === 'monthly')).toMatchObject({ end_date: '2025-05-31', lucky_number: null });
    expect(() => run('pipeline/export.ts', ['--dataset', 'horoscopes', '--from', '2025-05-01', '--to', '2025-05-02', '--cities', 'london'])).toThrow(/--cities applies to the panchanga dataset only/);
  });

  it('refuses unknown datasets and cities with a usage message', () => {
    expect(() => run('pipeline/export.ts', ['--dataset', 'tarot', '--from', '2025-05-01', '--to', '2025-05-02'])).toThrow(/--dataset must be one of/);
    expect(() => run('pipeline/export.ts', ['--dataset', 'panchanga', '--from', '2025-05-01', '--to', '2025-05-02', '--cities', 'atlantis'])).toThrow(/Unknown cities: atlantis/);
  });
});
