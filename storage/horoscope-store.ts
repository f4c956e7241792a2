/**
 * Reading and writing precomputed sign horoscopes. The reports of one period (12 signs × the languages of
 * `LANGS` × 2 zodiacs) are written in one transaction, so a reader (the API, in WAL mode) sees a period's reports all
 * current or not at all, and the pipeline plans by whole periods.
 */
import { and, between, eq, ne, sql } from 'drizzle-orm';
import { ZODIACS } from '../astro/horoscope/gochara.ts';
import type { SignHoroscopeReport } from '../astro/horoscope/report.ts';
import { SIGNS } from '../data/signs.ts';
import { LANGS } from '../data/text.ts';
import type { DerivedDb } from './open.ts';
import { horoscopes } from './schema.ts';

export type HoroscopeRow = typeof horoscopes.$inferInsert;

/** The key of one stored horoscope. */
export interface HoroscopeKey {
  period: string;
  /** First date of the period, YYYY-MM-DD. */
  startDate: string;
  signNumber: number;
  lang: string;
  zodiac: string;
}

/** Reports one period has when complete: 12 signs × the nine languages × 2 zodiacs (216). */
export const HOROSCOPES_PER_PERIOD = SIGNS.length * LANGS.length * ZODIACS.length;

export class HoroscopeStore {
  private readonly reportOf;
  private readonly writeAll;

  constructor(private readonly db: DerivedDb) {
    this.reportOf = db.$client
      .prepare<[string, string, number, string, string, string], string>(
        'SELECT report FROM horoscopes WHERE period = ? AND start_date = ? AND sign_number = ? AND lang = ? AND zodiac = ? AND engine_version = ?',
      )
      .pluck();
    // A prepared statement, as for panchanga days: a query built per row costs more than the row.
    const insert = db.$client.prepare(
      `INSERT OR REPLACE INTO horoscopes (period, start_date, sign_number, lang, zodiac, engine_version, report)
       VALUES (@period, @startDate, @signNumber, @lang, @zodiac, @engineVersion, @report)`,
    );
    this.writeAll = db.$client.transaction((rows: readonly HoroscopeRow[]) => {
      for (const row of rows) insert.run(row);
    });
  }

  /** Writes rows (replacing any row of the same key) in one transaction. */
  write(rows: readonly HoroscopeRow[]): void {
    if (rows.length > 0) this.writeAll.immediate(rows);
  }

  /** The stored report of a key made by `engineVersion`, as JSON text, or null (absent or another version). */
  reportJson(key: HoroscopeKey, engineVersion: string): string | null {
    return this.reportOf.get(key.period, key.startDate, key.signNumber, key.lang, key.zodiac, engineVersion) ?? null;
  }

  /** The stored report of a key made by `engineVersion`, or null. */
  report(key: HoroscopeKey, engineVersion: string): SignHoroscopeReport | null {
    const json = this.reportJson(key, engineVersion);
    return json === null ? null : (JSON.parse(json) as SignHoroscopeReport);
  }

  /**
   * `period|start` keys of the periods starting in [from, to] whose reports are all current (made by
   * `engineVersion`): what a run leaves alone. A period with fewer is planned again, whole.
   */
  completePeriods(from: string, to: string, engineVersion: string): Set<string> {
    const rows = this.db
      .select({ period: horoscopes.period, startDate: horoscopes.startDate, n: sql<number>`count(*)` })
      .from(horoscopes)
      .where(and(between(horoscopes.startDate, from, to), eq(horoscopes.engineVersion, engineVersion)))
      .groupBy(horoscopes.period, horoscopes.startDate)
      .all();
    return new Set(rows.filter((r) => r.n >= HOROSCOPES_PER_PERIOD).map((r) => `${r.period}|${r.startDate}`));
  }

  /** Coverage for `status`: rows, and per period the periods stored, their first and last start, stale rows. */
  coverage(engineVersion: string) {
    const [all] = this.db.select({ rows: sql<number>`count(*)` }).from(horoscopes).all();
    const [stale] = this.db.select({ rows: sql<number>`count(*)` }).from(horoscopes).where(ne(horoscopes.engineVersion, engineVersion)).all();
    const periods = this.db
      .select({
        period: horoscopes.period,
        rows: sql<number>`count(*)`,
        starts: sql<number>`count(distinct ${horoscopes.startDate})`,
        first: sql<string | null>`min(${horoscopes.startDate})`,
        last: sql<string | null>`max(${horoscopes.startDate})`,
      })
      .from(horoscopes)
      .groupBy(horoscopes.period)
      .all();
    return { rows: all!.rows, staleRows: stale!.rows, periods };
  }
}
