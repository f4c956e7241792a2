/**
 * Exports of the precomputed tables for analysts: which rows a dataset holds, whether a range is fully
 * precomputed, and the writers (CSV, JSON lines, SQL, Parquet). `pipeline/export.ts` is the command line.
 *
 * Completeness. An export says what it contains: before writing, `missingDays` lists the days of the range that
 * are not stored (per city for the panchanga family, per UTC date for transits and events, per date without a
 * daily horoscope for horoscopes, per city for the calendars: every date of a city-year not stored whole). The command refuses when any is missing, or with `--fill` computes them through
 * the pipeline first. Without `--cities`, the cities checked are those the database holds in the range (a city
 * with no stored day at all is not noticed: name the cities to be sure).
 *
 * Column types (`columnTypes`) follow SQLite's: a column declared INTEGER, REAL or TEXT keeps that type; a computed
 * view column takes the type of its values (SQLite `typeof` of its first non-null value). The SQL export declares
 * them in its `CREATE TABLE` (BIGINT, DOUBLE PRECISION, TEXT); Parquet is written through DuckDB (@duckdb/node-api, in
 * process), rows appended to a DuckDB table of the same types (BIGINT, DOUBLE, VARCHAR) and copied to the file.
 */
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { DuckDBInstance } from '@duckdb/node-api';
import { stringify } from 'csv-stringify';
import type { DerivedDb } from '../storage/open.ts';
import type { CalendarKind } from '../storage/calendar-store.ts';
import type { Stage } from './run.ts';

export const EXPORT_DATASETS = {
  panchanga: { source: 'v_panchanga_days', dateColumn: 'date', order: 'city_id, date', coverage: 'panchanga', stage: 'panchanga' },
  occurrences: { source: 'v_occurrences', dateColumn: 'first_date', order: 'city_id, element, start_utc', coverage: 'panchanga', stage: 'panchanga' },
  sankrantis: { source: 'v_sankrantis', dateColumn: 'first_date', order: 'city_id, instant_utc', coverage: 'panchanga', stage: 'panchanga' },
  'lunar-months': { source: 'v_lunar_months', dateColumn: 'first_date', order: 'city_id, start_utc', coverage: 'panchanga', stage: 'panchanga' },
  transits: { source: 'graha_daily', dateColumn: 'date', order: 'date, rowid', coverage: 'transits', stage: 'transits' },
  events: { source: 'transit_events', dateColumn: 'date', order: 'instant_ms, type, graha', coverage: 'transits', stage: 'transits' },
  horoscopes: { source: 'v_horoscopes', dateColumn: 'start_date', order: 'period, start_date, sign_number, lang, zodiac', coverage: 'horoscopes', stage: 'horoscopes' },
  festivals: { source: 'v_festivals', dateColumn: 'date', order: 'city_id, date, festival_id, tradition', coverage: 'festivals', stage: 'calendar' },
  muhurta: { source: 'v_muhurta_windows', dateColumn: 'date', order: 'city_id, activity, start_utc', coverage: 'muhurta', stage: 'calendar' },
  cities: { source: 'cities', dateColumn: null, order: 'id', coverage: null, stage: null },
} as const satisfies Record<string, { source: string; dateColumn: string | null; order: string; coverage: 'panchanga' | 'transits' | 'horoscopes' | CalendarKind | null; stage: Stage | null }>;
export type ExportDataset = keyof typeof EXPORT_DATASETS;

export const EXPORT_FORMATS = ['csv', 'jsonl', 'sql', 'parquet'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export interface ExportRequest {
  readonly dataset: ExportDataset;
  /** First and last date, YYYY-MM-DD, inclusive (ignored by `cities`). */
  readonly from: string;
  readonly to: string;
  /** Canonical city ids; empty: every city (panchanga family only). */
  readonly cityIds: readonly string[];
}

/** Days of a range that are not stored: per city (panchanga family) or for the whole dataset (`cityId` null). */
export interface MissingDays {
  readonly cityId: string | null;
  readonly dates: readonly string[];
}

/** Every date from `from` to `to`, inclusive. */
export function datesOf(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) dates.push(new Date(t).toISOString().slice(0, 10));
  return dates;
}

/** The days of the request's range the database does not hold (empty when the export would be complete). */
export function missingDays(db: DerivedDb, request: ExportRequest): MissingDays[] {
  const spec = EXPORT_DATASETS[request.dataset];
  if (spec.coverage === null) return [];
  const dates = datesOf(request.from, request.to);
  const absent = (stored: Set<string>) => dates.filter((date) => !stored.has(date));
  const column = (sql: string, ...params: string[]) => new Set((db.$client.prepare(sql).pluck().all(...params) as string[]));
  if (spec.coverage === 'festivals' || spec.coverage === 'muhurta') {
    const kind = spec.coverage;
    const cities = request.cityIds.length > 0 ? request.cityIds : [...column('SELECT DISTINCT city_id FROM calendar_years WHERE kind = ? ORDER BY city_id', kind)];
    return cities
      .map((cityId) => {
        const years = new Set((db.$client.prepare('SELECT year FROM calendar_years WHERE city_id = ? AND kind = ?').pluck().all(cityId, kind) as number[]).map(String));
        return { cityId, dates: dates.filter((date) => !years.has(date.slice(0, 4))) };
      })
      .filter((missing) => missing.dates.length > 0);
  }
  if (spec.coverage === 'panchanga') {
    const cities = request.cityIds.length > 0 ? request.cityIds : [...column('SELECT DISTINCT city_id FROM panchanga_days WHERE date BETWEEN ? AND ? ORDER BY city_id', request.from, request.to)];
    return cities
      .map((cityId) => ({ cityId, dates: absent(column('SELECT date FROM panchanga_days WHERE city_id = ? AND date BETWEEN ? AND ?', cityId, request.from, request.to)) }))
      .filter((missing) => missing.dates.length > 0);
  }
  const stored =
    spec.coverage === 'transits'
      ? column('SELECT date FROM transit_days WHERE date BETWEEN ? AND ?', request.from, request.to)
      : column("SELECT DISTINCT start_date FROM horoscopes WHERE period = 'daily' AND start_date BETWEEN ? AND ?", request.from, request.to);
  const missing = absent(stored);
  return missing.length > 0 ? [{ cityId: null, dates: missing }] : [];
}

/** What an export wrote, for its last line: `Wrote 730 rows to panchanga.csv in 0.4 s` (`target` null: standard output). */
export function exportSummary(rows: number, target: string | null, seconds: number): string {
  return `Wrote ${rows} ${rows === 1 ? 'row' : 'rows'} to ${target ?? 'standard output'} in ${seconds.toFixed(1)} s`;
}

/** `2024-12-24..2024-12-31, 2025-01-03`: consecutive dates as ranges. */
function ranges(dates: readonly string[]): string {
  const parts: string[] = [];
  let start = dates[0]!;
  let previous = start;
  for (const date of [...dates.slice(1), null]) {
    if (date !== null && Date.parse(date) - Date.parse(previous) === 86_400_000) {
      previous = date;
      continue;
    }
    parts.push(start === previous ? start : `${start}..${previous}`);
    if (date !== null) start = previous = date;
  }
  return parts.join(', ');
}

/** What is missing, one line per city (or one for the dataset), for an error message. */
export function describeMissing(missing: readonly MissingDays[], total: number): string {
  return missing.map(({ cityId, dates }) => `${cityId ?? 'all'}: ${dates.length} of ${total} days missing (${ranges(dates)})`).join('\n');
}

/** The query of the request (rows in the dataset's order); `rows()` starts reading them. */
function selectRows(db: DerivedDb, request: ExportRequest) {
  const spec = EXPORT_DATASETS[request.dataset];
  const where: string[] = [];
  const params: string[] = [];
  if (spec.dateColumn !== null) {
    where.push(`${spec.dateColumn} BETWEEN ? AND ?`);
    params.push(request.from, request.to);
  }
  if (request.cityIds.length > 0 && spec.coverage !== null && spec.coverage !== 'transits' && spec.coverage !== 'horoscopes') {
    where.push(`city_id IN (${request.cityIds.map(() => '?').join(', ')})`);
    params.push(...request.cityIds);
  }
  const sql = `SELECT * FROM ${spec.source}${where.length ? ` WHERE ${where.join(' AND ')}` : ''} ORDER BY ${spec.order}`;
  const statement = db.$client.prepare(sql);
  return { sql, params, columns: statement.columns(), rows: () => statement.iterate(...params) as IterableIterator<Record<string, unknown>> };
}

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

/** Streams the request's rows to `out` as CSV, JSON lines or SQL statements; returns the row count. */
export async function writeTextExport(db: DerivedDb, request: ExportRequest, format: Exclude<ExportFormat, 'parquet'>, out: Writable): Promise<number> {
  const { columns, rows: read } = selectRows(db, request);
  const names = columns.map((c) => c.name);
  const rows = read();
  let count = 0;
  if (format === 'csv') {
    const csv = stringify({ header: true, columns: names });
    csv.pipe(out, { end: false });
    for (const row of rows) {
      await write(csv, row);
      count++;
    }
    csv.end();
    await once(csv, 'end');
  } else if (format === 'jsonl') {
    for (const row of rows) {
      await write(out, `${JSON.stringify(row)}\n`);
      count++;
    }
  } else {
    const table = request.dataset.replace('-', '_');
    const types = columnTypes(db, request);
    await write(out, `CREATE TABLE IF NOT EXISTS ${table} (${types.map(({ name, type }) => `"${name}" ${SQL_TYPES[type]}`).join(', ')});\n`);
    for (const row of rows) {
      await write(out, `INSERT INTO ${table} VALUES (${names.map((c) => sqlLiteral(row[c])).join(', ')});\n`);
      count++;
    }
  }
  return count;
}

/** A column's SQLite type: the storage class of its values. */
export type ColumnType = 'INTEGER' | 'REAL' | 'TEXT';

const COLUMN_TYPES: readonly ColumnType[] = ['INTEGER', 'REAL', 'TEXT'];

/**
 * The SQL export's declared type for each SQLite type: types SQLite, DuckDB and PostgreSQL all read at full width
 * (PostgreSQL's INTEGER is 32-bit and its REAL single precision; instants in milliseconds and longitudes need more).
 */
const SQL_TYPES: Readonly<Record<ColumnType, string>> = { INTEGER: 'BIGINT', REAL: 'DOUBLE PRECISION', TEXT: 'TEXT' };

/** DuckDB's type for each SQLite type, as Parquet stores it. */
const PARQUET_TYPES: Readonly<Record<ColumnType, 'BIGINT' | 'DOUBLE' | 'VARCHAR'>> = { INTEGER: 'BIGINT', REAL: 'DOUBLE', TEXT: 'VARCHAR' };

/**
 * The type of each column of the request's rows, in order: its declared SQLite type (INTEGER, REAL, TEXT), else
 * the `typeof` of the column's first non-null value in the rows, TEXT when every value is null.
 */
export function columnTypes(db: DerivedDb, request: ExportRequest): { name: string; type: ColumnType }[] {
  const { sql, params, columns } = selectRows(db, request);
  return columns.map((column) => {
    const declared = column.type?.toUpperCase();
    if (declared && (COLUMN_TYPES as readonly string[]).includes(declared)) return { name: column.name, type: declared as ColumnType };
    const sample = db.$client.prepare(`SELECT typeof("${column.name}") FROM (${sql}) WHERE "${column.name}" IS NOT NULL LIMIT 1`).pluck().get(...params) as string | undefined;
    const type = sample?.toUpperCase();
    return { name: column.name, type: type && (COLUMN_TYPES as readonly string[]).includes(type) ? (type as ColumnType) : 'TEXT' };
  });
}

/** Writes the request's rows to a Parquet file at `path`, typed by `columnTypes`; returns the row count. */
export async function writeParquetExport(db: DerivedDb, request: ExportRequest, path: string): Promise<number> {
  const types = columnTypes(db, request).map(({ name, type }) => ({ name, type: PARQUET_TYPES[type] }));
  const rows = selectRows(db, request).rows();
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  try {
    await connection.run(`CREATE TABLE export (${types.map(({ name, type }) => `"${name}" ${type}`).join(', ')})`);
    const appender = await connection.createAppender('export');
    let count = 0;
    for (const row of rows) {
      for (const { name, type } of types) {
        const value = row[name];
        if (value === null || value === undefined) appender.appendNull();
        else if (type === 'BIGINT') appender.appendBigInt(BigInt(Math.trunc(Number(value))));
        else if (type === 'DOUBLE') appender.appendDouble(Number(value));
        else appender.appendVarchar(String(value));
      }
      appender.endRow();
      count++;
    }
    appender.closeSync();
    await connection.run(`COPY export TO '${path.replaceAll("'", "''")}' (FORMAT parquet, COMPRESSION zstd)`);
    return count;
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}
