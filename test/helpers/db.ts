/** Helpers for tests that look at the derived database as a whole. */
import { createHash } from 'node:crypto';
import Database from 'better-sqlite3';

/** The derived tables and the order that makes their dump canonical. */
const TABLES: Record<string, string> = {
  cities: 'id',
  panchanga_days: 'city_id, date',
  graha_daily: 'date, graha',
  transit_events: 'type, graha, instant_ms',
  transit_days: 'date',
  horoscopes: 'period, start_date, sign_number, lang, zodiac',
};

/** A digest of every derived table's rows (run history excluded), and the row counts. */
export function snapshot(path: string): { digest: string; rows: Record<string, number> } {
  const db = new Database(path, { readonly: true });
  try {
    const hash = createHash('sha256');
    const rows: Record<string, number> = {};
    for (const [table, order] of Object.entries(TABLES)) {
      const all = db.prepare(`SELECT * FROM ${table} ORDER BY ${order}`).all();
      rows[table] = all.length;
      hash.update(`${table}\n${JSON.stringify(all)}\n`);
    }
    return { digest: hash.digest('hex'), rows };
  } finally {
    db.close();
  }
}

/** Rows of one table (0 when the table does not exist yet). */
export function countRows(path: string, table: string): number {
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
  } catch {
    return 0;
  } finally {
    db.close();
  }
}
