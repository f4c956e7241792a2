/**
 * Reading and writing precomputed transits: daily graha positions (00:00 UT) and exact events. One UTC date's
 * positions, events and completion mark are written in one transaction, so a date is either complete or absent.
 */
import { and, between, eq, ne, sql } from 'drizzle-orm';
import type { Statement } from 'better-sqlite3';
import type { DerivedDb } from './open.ts';
import { grahaDaily, transitDays, transitEvents } from './schema.ts';

export type GrahaDailyRow = typeof grahaDaily.$inferInsert;
export type TransitEventRow = typeof transitEvents.$inferInsert;

/** What the pipeline computes for one UTC date. */
export interface TransitDayRows {
  date: string;
  engineVersion: string;
  positions: GrahaDailyRow[];
  events: TransitEventRow[];
}

export type StoredEvent = { type: string; graha: string; instantMs: number; detail: Record<string, unknown> };

export class TransitStore {
  private readonly writeDays;
  private readonly positionsOf;
  private readonly eventsBetween;
  /** `eventsBetween` restricted to some types, by the number of types (one prepared statement each). */
  private readonly eventsOfTypes = new Map<number, Statement<unknown[]>>();
  private readonly coveredBetween;

  constructor(private readonly db: DerivedDb) {
    const client = db.$client;
    const deleteEvents = client.prepare('DELETE FROM transit_events WHERE date = ?');
    const insertPosition = client.prepare(
      `INSERT OR REPLACE INTO graha_daily (date, graha, engine_version, tropical_deg, sidereal_deg, latitude_deg, distance_au,
        speed_deg_per_day, sign_number, sign, degree_in_sign, nakshatra_number, nakshatra, pada, retrograde)
       VALUES (@date, @graha, @engineVersion, @tropicalDeg, @siderealDeg, @latitudeDeg, @distanceAu, @speedDegPerDay,
        @signNumber, @sign, @degreeInSign, @nakshatraNumber, @nakshatra, @pada, @retrograde)`,
    );
    const insertEvent = client.prepare(
      `INSERT OR REPLACE INTO transit_events (date, instant_utc, instant_ms, type, graha, engine_version, detail_json)
       VALUES (@date, @instantUtc, @instantMs, @type, @graha, @engineVersion, @detailJson)`,
    );
    const markDay = client.prepare('INSERT OR REPLACE INTO transit_days (date, engine_version) VALUES (?, ?)');
    this.writeDays = client.transaction((days: readonly TransitDayRows[]) => {
      for (const day of days) {
        deleteEvents.run(day.date);
        for (const p of day.positions) insertPosition.run({ ...p, retrograde: p.retrograde ? 1 : 0 });
        for (const e of day.events) insertEvent.run(e);
        markDay.run(day.date, day.engineVersion);
      }
    });
    this.positionsOf = client.prepare<[string, string]>(
      'SELECT * FROM graha_daily WHERE date = ? AND engine_version = ? ORDER BY rowid',
    );
    this.eventsBetween = client.prepare<[number, number, string]>(
      'SELECT type, graha, instant_ms AS instantMs, detail_json AS detailJson FROM transit_events WHERE instant_ms >= ? AND instant_ms < ? AND engine_version = ? ORDER BY instant_ms, type, graha',
    );
    this.coveredBetween = client
      .prepare<[string, string, string], number>('SELECT count(*) FROM transit_days WHERE date BETWEEN ? AND ? AND engine_version = ?')
      .pluck();
  }

  /** Writes dates' rows (each replacing that date's earlier rows) in one transaction. */
  write(days: readonly TransitDayRows[]): void {
    if (days.length > 0) this.writeDays.immediate(days);
  }

  /** Dates in [from, to] whose rows are current (made by `engineVersion`). */
  currentDates(from: string, to: string, engineVersion: string): Set<string> {
    const rows = this.db
      .select({ date: transitDays.date })
      .from(transitDays)
      .where(and(between(transitDays.date, from, to), eq(transitDays.engineVersion, engineVersion)))
      .all();
    return new Set(rows.map((r) => r.date));
  }

  /** True when every UTC date in [from, to] is current. */
  covers(from: string, to: string, dayCount: number, engineVersion: string): boolean {
    return this.coveredBetween.get(from, to, engineVersion) === dayCount;
  }

  /** The nine positions of a date, or null when the date is not current. */
  positions(date: string, engineVersion: string): GrahaDailyRow[] | null {
    const rows = this.positionsOf.all(date, engineVersion) as Record<string, unknown>[];
    if (rows.length === 0) return null;
    return rows.map((r) => ({
      date: r.date as string,
      graha: r.graha as string,
      engineVersion: r.engine_version as string,
      tropicalDeg: r.tropical_deg as number,
      siderealDeg: r.sidereal_deg as number,
      latitudeDeg: r.latitude_deg as number,
      distanceAu: r.distance_au as number,
      speedDegPerDay: r.speed_deg_per_day as number,
      signNumber: r.sign_number as number,
      sign: r.sign as string,
      degreeInSign: r.degree_in_sign as number,
      nakshatraNumber: r.nakshatra_number as number,
      nakshatra: r.nakshatra as string,
      pada: r.pada as number,
      retrograde: r.retrograde === 1,
    }));
  }

  /**
   * Stored events with instants in [fromMs, toMs), in time order; with `types`, only those (filtered by SQLite
   * on the primary key, so asking for the stations of 800 days reads ~30 rows, not ~6,000).
   */
  events(fromMs: number, toMs: number, engineVersion: string, types?: readonly string[]): StoredEvent[] {
    if (types?.length === 0) return [];
    const rows = types === undefined ? this.eventsBetween.all(fromMs, toMs, engineVersion) : this.ofTypes(types.length).all(...types, fromMs, toMs, engineVersion);
    return (rows as { type: string; graha: string; instantMs: number; detailJson: string }[]).map((r) => ({
      type: r.type,
      graha: r.graha,
      instantMs: r.instantMs,
      detail: JSON.parse(r.detailJson) as Record<string, unknown>,
    }));
  }

  private ofTypes(count: number) {
    let statement = this.eventsOfTypes.get(count);
    if (statement === undefined) {
      statement = this.db.$client.prepare<unknown[]>(
        `SELECT type, graha, instant_ms AS instantMs, detail_json AS detailJson FROM transit_events
         WHERE type IN (${Array(count).fill('?').join(', ')}) AND instant_ms >= ? AND instant_ms < ? AND engine_version = ?
         ORDER BY instant_ms, type, graha`,
      );
      this.eventsOfTypes.set(count, statement);
    }
    return statement;
  }

  coverage(engineVersion: string) {
    const [all] = this.db
      .select({ days: sql<number>`count(*)`, first: sql<string | null>`min(${transitDays.date})`, last: sql<string | null>`max(${transitDays.date})` })
      .from(transitDays)
      .all();
    const [stale] = this.db.select({ days: sql<number>`count(*)` }).from(transitDays).where(ne(transitDays.engineVersion, engineVersion)).all();
    const [events] = this.db.select({ n: sql<number>`count(*)` }).from(transitEvents).all();
    return { ...all!, staleDays: stale!.days, events: events!.n };
  }
}
