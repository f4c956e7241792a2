/**
 * `npm run export -- --dataset panchanga|transits|events|horoscopes --from YYYY-MM-DD --to YYYY-MM-DD [--cities id,id]
 *   --format csv|jsonl|sql [--out FILE]`: the precomputed tables for analysts, streamed row by row from SQLite
 * (constant memory on any range) to a file or standard output.
 *
 * - panchanga: `v_panchanga_days` (readable names, local times) for the cities and local dates;
 * - transits: `graha_daily` (positions at 00:00 UT) for the UTC dates;
 * - events: `transit_events` with instants in the UTC dates;
 * - horoscopes: `v_horoscopes` (sign, period, language, zodiac, text) for the periods starting in the dates.
 * `sql` writes a CREATE TABLE and INSERT statements that load into SQLite, DuckDB or PostgreSQL.
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { stringify } from 'csv-stringify';
import { dateFlag, runCommand, UsageError } from '../config/cli.ts';
import { loadConfig } from '../config/config.ts';
import { cityById } from '../data/cities.ts';
import { openDerivedDb } from '../data/db/open.ts';

const USAGE = `Usage: npm run export -- --dataset panchanga|transits|events|horoscopes --from YYYY-MM-DD --to YYYY-MM-DD
         [--cities id,id] --format csv|jsonl|sql [--out FILE]`;

const DATASETS = {
  panchanga: { source: 'v_panchanga_days', dateColumn: 'date', order: 'city_id, date', byCity: true },
  transits: { source: 'graha_daily', dateColumn: 'date', order: 'date, rowid', byCity: false },
  events: { source: 'transit_events', dateColumn: 'date', order: 'instant_ms, type, graha', byCity: false },
  horoscopes: { source: 'v_horoscopes', dateColumn: 'start_date', order: 'period, start_date, sign_number, lang, zodiac', byCity: false },
} as const;
type Dataset = keyof typeof DATASETS;
const FORMATS = ['csv', 'jsonl', 'sql'] as const;
type Format = (typeof FORMATS)[number];

function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'NULL';
  if (typeof value === 'bigint') return value.toString();
  return `'${String(value).replaceAll("'", "''")}'`;
}

/** Writes a chunk, waiting for the stream to drain when its buffer is full (constant memory). */
async function write(out: Writable, chunk: unknown): Promise<void> {
  if (!out.write(chunk)) await once(out, 'drain');
}

async function main(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      dataset: { type: 'string' },
      from: { type: 'string' },
      to: { type: 'string' },
      cities: { type: 'string' },
      format: { type: 'string', default: 'csv' },
      out: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) throw new UsageError(USAGE);
  const dataset = values.dataset as Dataset;
  if (!(dataset in DATASETS)) throw new UsageError(`--dataset must be one of ${Object.keys(DATASETS).join(', ')}\n${USAGE}`);
  const format = values.format as Format;
  if (!FORMATS.includes(format)) throw new UsageError(`--format must be one of ${FORMATS.join(', ')}`);
  for (const flag of ['from', 'to'] as const) {
    dateFlag(values[flag], `--${flag}`);
  }
  const spec = DATASETS[dataset];
  const cityIds = values.cities?.split(',').map((s) => s.trim()).filter(Boolean) ?? [];
  const unknown = cityIds.filter((id) => !cityById(id));
  if (unknown.length > 0) throw new UsageError(`Unknown cities: ${unknown.join(', ')}`);
  if (cityIds.length > 0 && !spec.byCity) throw new UsageError(`--cities applies to the panchanga dataset only`);

  const db = openDerivedDb(loadConfig().DB_PATH);
  const out: Writable = values.out ? createWriteStream(values.out) : process.stdout;
  try {
    const where = [`${spec.dateColumn} BETWEEN ? AND ?`];
    const params: string[] = [values.from!, values.to!];
    if (cityIds.length > 0) {
      where.push(`city_id IN (${cityIds.map(() => '?').join(', ')})`);
      params.push(...cityIds.map((id) => cityById(id)!.id));
    }
    const statement = db.$client.prepare(`SELECT * FROM ${spec.source} WHERE ${where.join(' AND ')} ORDER BY ${spec.order}`);
    const columns = statement.columns().map((c) => c.name);
    const rows = statement.iterate(...params) as IterableIterator<Record<string, unknown>>;

    if (format === 'csv') {
      const csv = stringify({ header: true, columns });
      csv.pipe(out);
      for (const row of rows) await write(csv, row);
      csv.end();
      await once(csv, 'end');
    } else if (format === 'jsonl') {
      for (const row of rows) await write(out, `${JSON.stringify(row)}\n`);
    } else {
      await write(out, `CREATE TABLE IF NOT EXISTS ${dataset} (${columns.map((c) => `"${c}"`).join(', ')});\n`);
      for (const row of rows) {
        await write(out, `INSERT INTO ${dataset} VALUES (${columns.map((c) => sqlLiteral(row[c])).join(', ')});\n`);
      }
    }
  } finally {
    if (values.out) {
      out.end();
      await once(out, 'finish');
    }
    db.$client.close();
  }
}

// `npm run export … | head` closes the pipe early: that is the reader's choice, not a failure.
process.stdout.on('error', (err: NodeJS.ErrnoException) => {
  if (err.code === 'EPIPE') process.exit(0);
  throw err;
});

runCommand(() => main(process.argv.slice(2)));
