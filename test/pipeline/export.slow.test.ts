/**
 * `npm run export` as a process over every dataset and format, on days stored by the pipeline CLI: CSV, JSON
 * lines, SQL, Parquet read back by DuckDB, horoscopes, festivals and muhurta windows, the city catalogue,
 * `--fill`, the refusals (a reversed range too), the line every format ends with (rows, file, seconds) and usage
 * text that fits 80 columns (the pipeline's too).
 */
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USAGE_WIDTH, wrapText } from '../../config/cli.ts';
import { LANGS } from '../../data/text.ts';
import { EXPORT_DATASETS } from '../../pipeline/exports.ts';
import { refusedScript, runScript, scriptOutputs } from '../helpers/processes.ts';

let dir: string;
let env: NodeJS.ProcessEnv;

const exportCli = (args: string[]) => runScript('pipeline/export.ts', args, env);
const refusedExport = (args: string[]) => refusedScript('pipeline/export.ts', args, env);

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'jyotish-export-'));
  env = { ...process.env, DB_PATH: join(dir, 'export.db') };
  runScript('pipeline/cli.ts', ['run', '--from', '2025-05-01', '--to', '2025-05-03', '--cities', 'new-delhi,london,tromso', '--workers', '1'], env);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm run export', () => {
  it('writes CSV with a header and one line per city-day, filtered by city', () => {
    const lines = exportCli(['--dataset', 'panchanga', '--from', '2025-05-01', '--to', '2025-05-02', '--cities', 'new-delhi,tromso', '--format', 'csv']).trim().split('\n');
    expect(lines[0]).toMatch(/^city_id,city,country,timezone,date,weekday,vara,sunrise_local/);
    expect(lines).toHaveLength(1 + 2 * 2);
    expect(lines.slice(1).every((l) => /^(new-delhi|tromso),/.test(l))).toBe(true);
  });

  it('refuses a range that is not fully precomputed with exit code 3, naming each city\'s missing days and --fill, and writes nothing', () => {
    const out = join(dir, 'partial.csv');
    const { status, stderr } = refusedExport(['--dataset', 'panchanga', '--from', '2025-04-29', '--to', '2025-05-05', '--cities', 'new-delhi,london', '--out', out]);
    expect(status).toBe(3);
    expect(stderr).toContain('new-delhi: 4 of 7 days missing (2025-04-29..2025-04-30, 2025-05-04..2025-05-05)');
    expect(stderr).toContain('london: 4 of 7 days missing');
    expect(stderr).toContain('--fill');
    expect(() => readFileSync(out)).toThrow();
    expect(refusedExport(['--dataset', 'events', '--from', '2025-05-01', '--to', '2025-05-04', '--format', 'jsonl']).stderr).toContain('all: 1 of 4 days missing (2025-05-04)');
  });

  it('writes JSON lines of transit events inside the dates', () => {
    const lines = exportCli(['--dataset', 'events', '--from', '2025-05-02', '--to', '2025-05-02', '--format', 'jsonl']).trim().split('\n');
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) expect(JSON.parse(line)).toMatchObject({ date: '2025-05-02', type: expect.any(String) });
  });

  it('writes SQL that loads back into SQLite with every row', () => {
    const out = join(dir, 'transits.sql');
    exportCli(['--dataset', 'transits', '--from', '2025-05-01', '--to', '2025-05-03', '--format', 'sql', '--out', out]);
    const db = new Database(':memory:');
    db.exec(readFileSync(out, 'utf8'));
    expect((db.prepare('SELECT count(*) AS n FROM transits').get() as { n: number }).n).toBe(27);
    db.close();
  });

  it('writes the horoscopes of the periods starting in the dates, readable, 216 per period', () => {
    const lines = exportCli(['--dataset', 'horoscopes', '--from', '2025-05-01', '--to', '2025-05-03', '--format', 'jsonl']).trim().split('\n');
    // Three days and May (the week from Monday 04-28 and the year 2025 start before the dates).
    const rows = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(rows).toHaveLength(4 * 216);
    expect(new Set(rows.map((r) => r.lang))).toEqual(new Set(LANGS));
    expect(new Set(rows.map((r) => `${r.period}|${r.start_date}`))).toEqual(new Set(['daily|2025-05-01', 'daily|2025-05-02', 'daily|2025-05-03', 'monthly|2025-05-01']));
    for (const r of rows) {
      expect(r).toMatchObject({ sign_id: expect.any(String), sign: expect.any(String), zodiac: expect.stringMatching(/^(sidereal|tropical)$/) });
      expect(LANGS).toContain(r.lang);
      expect((r.text as string).length).toBeGreaterThan(20);
    }
    expect(rows.find((r) => r.period === 'monthly')).toMatchObject({ end_date: '2025-05-31', lucky_number: null });
    expect(() => exportCli(['--dataset', 'horoscopes', '--from', '2025-05-01', '--to', '2025-05-02', '--cities', 'london'])).toThrow(/--cities applies to the panchanga, occurrences, sankrantis, lunar-months, festivals and muhurta datasets only/);
  });

  it('with --fill computes the missing days through the pipeline, then exports the whole range', () => {
    const csv = exportCli(['--dataset', 'panchanga', '--from', '2025-05-03', '--to', '2025-05-05', '--cities', 'london', '--format', 'csv', '--fill']);
    const lines = csv.trim().split('\n');
    expect(lines.slice(1).map((line) => line.split(',')[4])).toEqual(['2025-05-03', '2025-05-04', '2025-05-05']);
  });

  it('writes Parquet that DuckDB reads with the view\'s rows and column types', async () => {
    const out = join(dir, 'occurrences.parquet');
    exportCli(['--dataset', 'occurrences', '--from', '2025-05-01', '--to', '2025-05-03', '--cities', 'new-delhi', '--format', 'parquet', '--out', out]);
    const sqlite = new Database(join(dir, 'export.db'), { readonly: true });
    const expected = sqlite.prepare("SELECT * FROM v_occurrences WHERE first_date BETWEEN '2025-05-01' AND '2025-05-03' AND city_id = 'new-delhi'").all() as Record<string, unknown>[];
    const sample = expected.find((row) => row.kshaya !== null) ?? expected[0]!;
    const sqliteTypes = Object.fromEntries(Object.keys(sample).map((column) => [column, (sqlite.prepare(`SELECT typeof(${column}) AS t FROM v_occurrences WHERE ${column} IS NOT NULL LIMIT 1`).get() as { t: string }).t]));
    sqlite.close();
    const instance = await DuckDBInstance.create(':memory:');
    const connection = await instance.connect();
    const count = (await connection.runAndReadAll(`SELECT count(*) FROM read_parquet('${out}')`)).getRows()[0]![0];
    expect(Number(count)).toBe(expected.length);
    const described = (await connection.runAndReadAll(`DESCRIBE SELECT * FROM read_parquet('${out}')`)).getRows().map(([name, type]) => [String(name), String(type)]);
    expect(described.map(([name]) => name)).toEqual(Object.keys(sample));
    const duckOf: Record<string, string> = { integer: 'BIGINT', real: 'DOUBLE', text: 'VARCHAR' };
    for (const [name, type] of described) expect(type, name).toBe(duckOf[sqliteTypes[name!]!]);
    const first = (await connection.runAndReadAll(`SELECT element, number, name, start_utc FROM read_parquet('${out}') ORDER BY element, start_utc LIMIT 1`)).getRows()[0]!;
    const sqliteFirst = [...expected].sort((a, b) => `${a.element}${a.start_utc}`.localeCompare(`${b.element}${b.start_utc}`))[0]!;
    expect(first.map(String)).toEqual([sqliteFirst.element, sqliteFirst.number, sqliteFirst.name, sqliteFirst.start_utc].map(String));
    connection.closeSync();
    instance.closeSync();
  });

  it('exports the festival calendars and muhurta windows of stored city-years, and refuses a year not stored', () => {
    const rows = exportCli(['--dataset', 'festivals', '--from', '2025-01-01', '--to', '2025-12-31', '--cities', 'new-delhi,london', '--format', 'jsonl'])
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(rows.find((r) => r.city_id === 'new-delhi' && r.festival_id === 'diwali')).toMatchObject({ city: 'New Delhi', date: '2025-10-20', category: 'festival', kala: 'pradosha' });
    expect(rows.filter((r) => r.city_id === 'london' && r.category === 'ekadashi' && r.tradition === 'smarta').length).toBeGreaterThanOrEqual(24);
    const windows = exportCli(['--dataset', 'muhurta', '--from', '2025-03-01', '--to', '2025-03-31', '--cities', 'new-delhi', '--format', 'csv']).trim().split('\n');
    expect(windows[0]).toContain('duration_minutes');
    expect(windows.length).toBeGreaterThan(10);
    const { status, stderr } = refusedExport(['--dataset', 'muhurta', '--from', '2025-12-30', '--to', '2026-01-02', '--cities', 'new-delhi', '--format', 'csv']);
    expect(status).toBe(3);
    expect(stderr).toContain('new-delhi: 2 of 4 days missing (2026-01-01..2026-01-02)');
  });

  it('exports the city catalogue, with no dates needed', () => {
    const lines = exportCli(['--dataset', 'cities', '--format', 'jsonl']).trim().split('\n');
    expect(lines.length).toBe(400);
    expect(JSON.parse(lines.find((line) => line.includes('"new-delhi"'))!)).toMatchObject({ id: 'new-delhi', country: 'IN', timezone: 'Asia/Kolkata' });
  });

  it('refuses unknown datasets and cities with a usage message', () => {
    expect(() => exportCli(['--dataset', 'tarot', '--from', '2025-05-01', '--to', '2025-05-02'])).toThrow(/--dataset must be one of/);
    expect(() => exportCli(['--dataset', 'panchanga', '--from', '2025-05-01', '--to', '2025-05-02', '--cities', 'atlantis'])).toThrow(/Unknown cities: atlantis/);
  });

  it('refuses a range whose --to is before --from: exit code 2, both dates named, nothing written', () => {
    const out = join(dir, 'reversed.csv');
    const { status, stderr } = refusedExport(['--dataset', 'panchanga', '--from', '2025-05-03', '--to', '2025-05-01', '--cities', 'new-delhi', '--out', out]);
    expect(status).toBe(2);
    expect(stderr).toContain('--to 2025-05-01 is before --from 2025-05-03');
    expect(() => readFileSync(out)).toThrow();
    expect(refusedScript('pipeline/cli.ts', ['run', '--from', '2025-05-03', '--to', '2025-05-01'], env)).toMatchObject({ status: 2, stderr: expect.stringContaining('--to 2025-05-01 is before --from 2025-05-03') });
  });

  it('ends every format with what it wrote: the rows, the file or standard output, the seconds', () => {
    const summary = /^Wrote (\d+) rows? to (.+) in \d+\.\d s$/m;
    const range = ['--dataset', 'panchanga', '--from', '2025-05-01', '--to', '2025-05-02', '--cities', 'new-delhi,london'];
    const toStdout = scriptOutputs('pipeline/export.ts', [...range, '--format', 'csv'], env);
    expect(toStdout.stderr.match(summary)?.slice(1)).toEqual(['4', 'standard output']);
    expect(toStdout.stdout).not.toMatch(/Wrote/);
    for (const format of ['jsonl', 'sql', 'parquet'] as const) {
      const out = join(dir, `summary.${format}`);
      const { stderr } = scriptOutputs('pipeline/export.ts', [...range, '--format', format, '--out', out], env);
      expect(stderr.match(summary)?.slice(1), format).toEqual(['4', out]);
    }
  });

  it('prints usage text that fits 80 columns, continuation lines indented (export and pipeline)', () => {
    for (const script of ['pipeline/export.ts', 'pipeline/cli.ts']) {
      const { status, stderr } = refusedScript(script, ['--help'], env);
      expect(status).toBe(2);
      const lines = stderr.trimEnd().split('\n');
      expect(lines.length, script).toBeGreaterThan(2);
      for (const line of lines) expect(line.length, `${script}: ${line}`).toBeLessThanOrEqual(USAGE_WIDTH);
      expect(lines.slice(1).every((line) => line.startsWith(' ')), script).toBe(true);
    }
    const usage = refusedScript('pipeline/export.ts', ['--help'], env).stderr;
    for (const dataset of Object.keys(EXPORT_DATASETS)) expect(usage).toContain(dataset);
    expect(wrapText('Usage: a b c', 4, 8)).toBe('Usage: a\n    b c');
  });
});
