/**
 * Reading and writing the precomputed calendars: the festival occurrences, muhurta windows and regional-calendar
 * dates of one city's civil year, written together with their `calendar_years` marker in one transaction, so a reader sees a year
 * whole or not at all and the pipeline plans by whole city-years.
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DerivedDb } from './open.ts';
import { calendarMonths, calendarYears, festivalOccurrences, muhurtaWindows } from './schema.ts';

export type FestivalOccurrenceRow = typeof festivalOccurrences.$inferInsert;
export type MuhurtaWindowRow = typeof muhurtaWindows.$inferInsert;
export type CalendarMonthRow = typeof calendarMonths.$inferInsert;
export const CALENDAR_KINDS = ['festivals', 'muhurta', 'dates'] as const;
export type CalendarKind = (typeof CALENDAR_KINDS)[number];

/** One city-year's rows of one kind. */
export type CalendarYearRows =
  | {
      readonly kind: 'festivals'; readonly cityId: string; readonly year: number; readonly engineVersion: string;
      readonly rows: readonly FestivalOccurrenceRow[];
      /** The calendar's omitted festivals, JSON. */
      readonly omittedJson: string;
    }
  | { readonly kind: 'muhurta'; readonly cityId: string; readonly year: number; readonly engineVersion: string; readonly rows: readonly MuhurtaWindowRow[] }
  | { readonly kind: 'dates'; readonly cityId: string; readonly year: number; readonly engineVersion: string; readonly rows: readonly CalendarMonthRow[] };

export class CalendarStore {
  private readonly writeYears;
  private readonly festivalsOf;
  private readonly windowsOf;
  private readonly monthsOf;
  private readonly isComplete;

  constructor(private readonly db: DerivedDb) {
    const client = db.$client;
    const insertFestival = client.prepare(
      `INSERT OR REPLACE INTO festival_occurrences (city_id, year, festival_id, tradition, date, engine_version, category, name, weekday,
         amanta_month, purnimanta_month, is_adhika, tithi_number, tithi_start_utc, tithi_end_utc, kala, window_start_utc, window_end_utc,
         parana_start_utc, parana_end_utc, decided_by, occurrence_json)
       VALUES (@cityId, @year, @festivalId, @tradition, @date, @engineVersion, @category, @name, @weekday, @amantaMonth, @purnimantaMonth,
         @isAdhika, @tithiNumber, @tithiStartUtc, @tithiEndUtc, @kala, @windowStartUtc, @windowEndUtc, @paranaStartUtc, @paranaEndUtc,
         @decidedBy, @occurrenceJson)`,
    );
    const insertWindow = client.prepare(
      `INSERT OR REPLACE INTO muhurta_windows (city_id, year, activity, start_utc, end_utc, engine_version, date, quality, score,
         tithi_number, nakshatra_number, yoga_number, karana_number, weekday, lagna_sign, reasons)
       VALUES (@cityId, @year, @activity, @startUtc, @endUtc, @engineVersion, @date, @quality, @score, @tithiNumber, @nakshatraNumber,
         @yogaNumber, @karanaNumber, @weekday, @lagnaSign, @reasons)`,
    );
    const insertMonth = client.prepare(
      `INSERT OR REPLACE INTO calendar_months (city_id, year, calendar, first_date, last_date, engine_version, calendar_year, month, month_name,
         is_adhika, month_start, month_end, month_json, days_json)
       VALUES (@cityId, @year, @calendar, @firstDate, @lastDate, @engineVersion, @calendarYear, @month, @monthName, @isAdhika, @monthStart,
         @monthEnd, @monthJson, @daysJson)`,
    );
    const clearFestivals = client.prepare('DELETE FROM festival_occurrences WHERE city_id = ? AND year = ?');
    const clearMonths = client.prepare('DELETE FROM calendar_months WHERE city_id = ? AND year = ?');
    const clearWindows = client.prepare('DELETE FROM muhurta_windows WHERE city_id = ? AND year = ?');
    const mark = client.prepare('INSERT OR REPLACE INTO calendar_years (city_id, year, kind, engine_version, omitted_json) VALUES (?, ?, ?, ?, ?)');
    // A year is replaced whole: rows of an older engine version that the new one no longer produces must go.
    this.writeYears = client.transaction((years: readonly CalendarYearRows[]) => {
      for (const year of years) {
        if (year.kind === 'festivals') {
          clearFestivals.run(year.cityId, year.year);
          for (const row of year.rows) insertFestival.run({ ...row, isAdhika: row.isAdhika === null || row.isAdhika === undefined ? null : Number(row.isAdhika) });
        } else if (year.kind === 'muhurta') {
          clearWindows.run(year.cityId, year.year);
          for (const row of year.rows) insertWindow.run(row);
        } else {
          clearMonths.run(year.cityId, year.year);
          for (const row of year.rows) insertMonth.run({ ...row, isAdhika: Number(row.isAdhika) });
        }
        mark.run(year.cityId, year.year, year.kind, year.engineVersion, year.kind === 'festivals' ? year.omittedJson : '[]');
      }
    });
    this.festivalsOf = client
      .prepare<[string, number, string], string>('SELECT occurrence_json FROM festival_occurrences WHERE city_id = ? AND year = ? AND engine_version = ? ORDER BY date, festival_id, tradition')
      .pluck();
    this.windowsOf = client.prepare<[string, string, number, string], MuhurtaWindowRow>(
      `SELECT city_id AS cityId, year, activity, start_utc AS startUtc, end_utc AS endUtc, engine_version AS engineVersion, date, quality, score,
         tithi_number AS tithiNumber, nakshatra_number AS nakshatraNumber, yoga_number AS yogaNumber, karana_number AS karanaNumber,
         weekday, lagna_sign AS lagnaSign, reasons
       FROM muhurta_windows WHERE city_id = ? AND activity = ? AND year = ? AND engine_version = ? ORDER BY start_utc`,
    );
    this.monthsOf = client.prepare<[string, number, string, string], Pick<CalendarMonthRow, 'firstDate' | 'lastDate' | 'monthJson' | 'daysJson'>>(
      `SELECT first_date AS firstDate, last_date AS lastDate, month_json AS monthJson, days_json AS daysJson
       FROM calendar_months WHERE city_id = ? AND year = ? AND calendar = ? AND engine_version = ? ORDER BY first_date`,
    );
    this.isComplete = client
      .prepare<[string, number, string, string], string>('SELECT omitted_json FROM calendar_years WHERE city_id = ? AND year = ? AND kind = ? AND engine_version = ?')
      .pluck();
  }

  /** Writes city-years (each replacing that city-year's rows of its kind, marker included) in one transaction. */
  write(years: readonly CalendarYearRows[]): void {
    if (years.length > 0) this.writeYears.immediate(years);
  }

  /** True when the city-year of `kind` is stored complete by `engineVersion`. */
  complete(cityId: string, year: number, kind: CalendarKind, engineVersion: string): boolean {
    return this.isComplete.get(cityId, year, kind, engineVersion) !== undefined;
  }

  /** The stored occurrences (JSON texts, date order) and omitted festivals (JSON) of a complete city-year, or null. */
  festivalJson(cityId: string, year: number, engineVersion: string): { occurrences: string[]; omitted: string } | null {
    const omitted = this.isComplete.get(cityId, year, 'festivals', engineVersion);
    return omitted === undefined ? null : { occurrences: this.festivalsOf.all(cityId, year, engineVersion), omitted };
  }

  /** The stored windows of an activity in a complete city-year, in time order, or null when not complete. */
  muhurtaRows(cityId: string, activity: string, year: number, engineVersion: string): MuhurtaWindowRow[] | null {
    return this.complete(cityId, year, 'muhurta', engineVersion) ? this.windowsOf.all(cityId, activity, year, engineVersion) : null;
  }

  /** The stored month rows of one calendar in a complete city-year, in date order (none where the place has no such days), or null when not complete. */
  calendarMonthRows(cityId: string, year: number, calendar: string, engineVersion: string): Pick<CalendarMonthRow, 'firstDate' | 'lastDate' | 'monthJson' | 'daysJson'>[] | null {
    return this.complete(cityId, year, 'dates', engineVersion) ? this.monthsOf.all(cityId, year, calendar, engineVersion) : null;
  }

  /** `city|year|kind` of the complete city-years among `cityIds` × `years` made by `engineVersion`. */
  completeYears(cityIds: readonly string[], years: readonly number[], engineVersion: string): Set<string> {
    if (cityIds.length === 0 || years.length === 0) return new Set();
    const rows = this.db
      .select({ cityId: calendarYears.cityId, year: calendarYears.year, kind: calendarYears.kind })
      .from(calendarYears)
      .where(and(inArray(calendarYears.year, [...years]), eq(calendarYears.engineVersion, engineVersion)))
      .all();
    const wanted = new Set(cityIds);
    return new Set(rows.filter((r) => wanted.has(r.cityId)).map((r) => `${r.cityId}|${r.year}|${r.kind}`));
  }

  /** Coverage for `status`: complete city-years per kind, their years, and years of another engine version. */
  coverage(engineVersion: string) {
    const current = this.db
      .select({ kind: calendarYears.kind, cityYears: sql<number>`count(*)`, first: sql<number | null>`min(${calendarYears.year})`, last: sql<number | null>`max(${calendarYears.year})` })
      .from(calendarYears)
      .where(eq(calendarYears.engineVersion, engineVersion))
      .groupBy(calendarYears.kind)
      .all();
    const [stale] = this.db.select({ n: sql<number>`count(*)` }).from(calendarYears).where(ne(calendarYears.engineVersion, engineVersion)).all();
    return { current, staleCityYears: stale?.n ?? 0 };
  }
}
