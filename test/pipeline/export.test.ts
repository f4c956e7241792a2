/**
 * The exports `npm run export` writes, in this process (the slow tier's `export.slow.test.ts` runs the command as
 * a process over every dataset and format, with its exit codes, the line each ends with, reversed ranges and the
 * usage text): a CSV of stored days filtered by city, the missing days of a range that is not stored as the
 * refusal names them, and the SQL export's typed columns. The days are stored by the pipeline in this process.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDerivedDb } from '../../storage/open.ts';
import { datesOf, describeMissing, type ExportRequest, missingDays, writeTextExport } from '../../pipeline/exports.ts';
import { runPipeline } from '../../pipeline/run.ts';
import { sharedPool } from '../helpers/app.ts';

let dir: string;
let env: NodeJS.ProcessEnv;

/** The text export of a request, as the command writes it. */
async function exported(request: ExportRequest, format: 'csv' | 'jsonl' | 'sql'): Promise<string> {
  const db = openDerivedDb(env.DB_PATH!);
  let text = '';
  const out = new Writable({ write: (chunk, _encoding, done) => { text += String(chunk); done(); } });
  try {
    await writeTextExport(db, request, format, out);
  } finally {
    db.$client.close();
  }
  return text;
}

/** The refusal's lines naming the missing days of a request (empty when the range is stored). */
function refusal(request: ExportRequest): string {
  const db = openDerivedDb(env.DB_PATH!);
  try {
    return describeMissing(missingDays(db, request), datesOf(request.from, request.to).length);
  } finally {
    db.$client.close();
  }
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'jyotish-export-'));
  env = { ...process.env, DB_PATH: join(dir, 'export.db') };
  const db = openDerivedDb(env.DB_PATH!);
  try {
    await runPipeline(db, sharedPool(), { from: { y: 2025, m: 5, d: 1 }, to: { y: 2025, m: 5, d: 3 }, cityIds: ['new-delhi', 'london', 'tromso'], stages: ['panchanga', 'transits'] }, { concurrency: 2 });
  } finally {
    db.$client.close();
  }
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm run export', () => {
  it('writes CSV with a header and one line per city-day, filtered by city', async () => {
    const csv = await exported({ dataset: 'panchanga', from: '2025-05-01', to: '2025-05-02', cityIds: ['new-delhi', 'tromso'] }, 'csv');
    const lines = csv.trim().split('\n');
    expect(lines[0]).toMatch(/^city_id,city,country,timezone,date,weekday,vara,sunrise_local/);
    expect(lines).toHaveLength(1 + 2 * 2);
    expect(lines.slice(1).every((l) => /^(new-delhi|tromso),/.test(l))).toBe(true);
  });

  it('names each city\'s missing days of a range that is not fully precomputed, and nothing of one that is', () => {
    const partial = refusal({ dataset: 'panchanga', from: '2025-04-29', to: '2025-05-05', cityIds: ['new-delhi', 'london'] });
    expect(partial).toContain('new-delhi: 4 of 7 days missing (2025-04-29..2025-04-30, 2025-05-04..2025-05-05)');
    expect(partial).toContain('london: 4 of 7 days missing');
    expect(refusal({ dataset: 'events', from: '2025-05-01', to: '2025-05-04', cityIds: [] })).toBe('all: 1 of 4 days missing (2025-05-04)');
    expect(refusal({ dataset: 'panchanga', from: '2025-05-01', to: '2025-05-03', cityIds: ['new-delhi', 'london', 'tromso'] })).toBe('');
  });

  it('declares every column\'s type in the SQL export, as SQLite stores its values', async () => {
    const sql = await exported({ dataset: 'transits', from: '2025-05-01', to: '2025-05-01', cityIds: [] }, 'sql');
    const create = sql.split('\n')[0]!;
    expect(create).toContain('"date" TEXT');
    expect(create).toContain('"sidereal_deg" DOUBLE PRECISION');
    expect(create).toContain('"sign_number" BIGINT');
    const loaded = new Database(':memory:');
    loaded.exec(sql);
    const types = Object.fromEntries((loaded.prepare('SELECT name, type FROM pragma_table_info(?)').all('transits') as { name: string; type: string }[]).map((c) => [c.name, c.type]));
    expect(types).toMatchObject({ date: 'TEXT', sidereal_deg: 'DOUBLE PRECISION', retrograde: 'BIGINT' });
    expect(Object.values(types).every((type) => type !== '')).toBe(true);
    expect(loaded.prepare("SELECT typeof(sidereal_deg) AS t FROM transits LIMIT 1").get()).toEqual({ t: 'real' });
    loaded.close();
  });
});
