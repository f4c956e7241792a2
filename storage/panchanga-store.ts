/**
 * Reading and writing precomputed panchanga days. Writes replace whole rows inside one transaction per chunk,
 * so a reader (the API, in WAL mode) sees a day either complete or not at all.
 */
import { and, between, eq, getTableColumns, ne, sql } from 'drizzle-orm';
import type { StoredPanchangaDay } from '../astro/panchanga/day.ts';
import type { DerivedDb } from './open.ts';
import { panchangaDays } from './schema.ts';

/** One stored panchanga day: the row `rows.ts` builds and the store writes. */
export type PanchangaRow = typeof panchangaDays.$inferInsert;

/** Columns in insert order: the drizzle schema's, so the statement can never drift from the table. */
const COLUMNS = Object.entries(getTableColumns(panchangaDays)).map(([key, column]) => ({ key: key as keyof PanchangaRow, name: column.name }));

export class PanchangaStore {
  private readonly dayJson;
  private readonly insert;
  private readonly writeAll;

  constructor(private readonly db: DerivedDb) {
    this.dayJson = db.$client
      .prepare<[string, string, string], string>('SELECT day_json FROM panchanga_days WHERE city_id = ? AND date = ? AND engine_version = ?')
      .pluck();
    // A prepared statement, not the query builder: building a drizzle query per row costs more than computing a day.
    this.insert = db.$client.prepare(
      `INSERT OR REPLACE INTO panchanga_days (${COLUMNS.map((c) => c.name).join(', ')}) VALUES (${COLUMNS.map(() => '?').join(', ')})`,
    );
    this.writeAll = db.$client.transaction((rows: readonly PanchangaRow[]) => {
      for (const row of rows) this.insert.run(COLUMNS.map((c) => row[c.key] ?? null));
    });
  }

  /** Writes rows (replacing any row of the same city and date) in one transaction. */
  write(rows: readonly PanchangaRow[]): void {
    if (rows.length > 0) this.writeAll.immediate(rows);
  }

  /** The stored day of a city and date made by `engineVersion`, or null (absent or from another version). */
  storedDay(cityId: string, date: string, engineVersion: string): StoredPanchangaDay | null {
    const json = this.dayJson.get(cityId, date, engineVersion);
    return json === undefined ? null : (JSON.parse(json) as StoredPanchangaDay);
  }

  /** `city|date` keys of current rows (made by `engineVersion`) with dates in [from, to]. */
  currentKeys(from: string, to: string, engineVersion: string): Set<string> {
    const rows = this.db
      .select({ cityId: panchangaDays.cityId, date: panchangaDays.date })
      .from(panchangaDays)
      .where(and(between(panchangaDays.date, from, to), eq(panchangaDays.engineVersion, engineVersion)))
      .all();
    return new Set(rows.map((r) => `${r.cityId}|${r.date}`));
  }

  /** Coverage for `status`: rows, cities, date span, and rows of other engine versions. */
  coverage(engineVersion: string) {
    const [total] = this.db
      .select({ rows: sql<number>`count(*)`, cities: sql<number>`count(distinct ${panchangaDays.cityId})`, first: sql<string | null>`min(${panchangaDays.date})`, last: sql<string | null>`max(${panchangaDays.date})` })
      .from(panchangaDays)
      .all();
    const [stale] = this.db.select({ rows: sql<number>`count(*)` }).from(panchangaDays).where(ne(panchangaDays.engineVersion, engineVersion)).all();
    return { ...total!, staleRows: stale!.rows };
  }

  /** Rows per city within [from, to] made by `engineVersion`. */
  rowsPerCity(from: string, to: string, engineVersion: string): Map<string, number> {
    const rows = this.db
      .select({ cityId: panchangaDays.cityId, n: sql<number>`count(*)` })
      .from(panchangaDays)
      .where(and(between(panchangaDays.date, from, to), eq(panchangaDays.engineVersion, engineVersion)))
      .groupBy(panchangaDays.cityId)
      .all();
    return new Map(rows.map((r) => [r.cityId, r.n]));
  }
}
