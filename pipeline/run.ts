/**
 * One pipeline run: plans the work that is missing or stale, feeds it to the worker pool a few tasks at a time,
 * and writes each task's rows on the main thread in one transaction. Killing the process at any moment leaves
 * only whole days behind (a day is written with its chunk or not at all) and the next run plans exactly what is
 * still missing, so it resumes where the last one stopped; a re-run over a finished range writes nothing.
 */
import { getTableColumns, sql } from 'drizzle-orm';
import { ENGINE_VERSION } from '../astro/engine-version.ts';
import { addDays, formatLocalDate, type LocalDate } from '../astro/time.ts';
import { CITIES } from '../data/cities.ts';
import type { DerivedDb } from '../storage/open.ts';
import { PanchangaStore } from '../storage/panchanga-store.ts';
import { cities } from '../storage/schema.ts';
import { TransitStore } from '../storage/transit-store.ts';
import { HOROSCOPES_PER_PERIOD, HoroscopeStore } from '../storage/horoscope-store.ts';
import { HOROSCOPE_PERIODS, type HoroscopePeriod, periodLengthDays, periodStart } from '../astro/horoscope/sign-horoscope.ts';
import { CALENDAR_KINDS, CalendarStore } from '../storage/calendar-store.ts';
import type { ComputePool } from '../compute/pool.ts';

export const STAGES = ['panchanga', 'transits', 'horoscopes', 'calendar'] as const;
export type Stage = (typeof STAGES)[number];

export interface RunRequest {
  /** First and last local date, inclusive. */
  from: LocalDate;
  to: LocalDate;
  cityIds: readonly string[];
  stages: readonly Stage[];
}

export interface RunProgress {
  /**
   * Units done and planned: city-days for panchanga, days for transits, reports (`HOROSCOPES_PER_PERIOD` a period) for horoscopes,
   * city-years (festivals and muhurta windows of a city's civil year) for calendar.
   */
  done: number;
  total: number;
  stage: Stage | null;
}

export interface RunReport {
  /** Units computed and written, per stage. */
  written: Record<Stage, number>;
  /** Units already current and left alone, per stage. */
  current: Record<Stage, number>;
  interrupted: boolean;
}

/** Cities per panchanga task: ~50 ms of work, small enough to lose little when killed. */
export const CITIES_PER_TASK = 40;

interface WorkItem {
  stage: Stage;
  units: number;
  /** Computes in the pool and returns a writer to run on the main thread. */
  compute: () => Promise<() => void>;
}

function datesBetween(from: LocalDate, to: LocalDate): string[] {
  const dates: string[] = [];
  for (let d = from; formatLocalDate(d) <= formatLocalDate(to); d = addDays(d, 1)) dates.push(formatLocalDate(d));
  return dates;
}

function planPanchanga(store: PanchangaStore, pool: ComputePool, request: RunRequest, dates: string[]) {
  const current = store.currentKeys(dates[0]!, dates.at(-1)!, ENGINE_VERSION);
  const items: WorkItem[] = [];
  let alreadyCurrent = 0;
  for (const date of dates) {
    const missing = request.cityIds.filter((id) => !current.has(`${id}|${date}`));
    alreadyCurrent += request.cityIds.length - missing.length;
    for (let i = 0; i < missing.length; i += CITIES_PER_TASK) {
      const cityIds = missing.slice(i, i + CITIES_PER_TASK);
      items.push({
        stage: 'panchanga',
        units: cityIds.length,
        compute: async () => {
          const rows = await pool.run('panchangaRows', { date, cityIds });
          return () => store.write(rows);
        },
      });
    }
  }
  return { items, alreadyCurrent };
}

/** One task per UTC date: transits do not depend on the place. */
function planTransits(store: TransitStore, pool: ComputePool, dates: string[]) {
  const current = store.currentDates(dates[0]!, dates.at(-1)!, ENGINE_VERSION);
  const items: WorkItem[] = dates
    .filter((date) => !current.has(date))
    .map((date) => ({
      stage: 'transits' as const,
      units: 1,
      compute: async () => {
        const rows = await pool.run('transitRows', { date });
        return () => store.write(rows);
      },
    }));
  return { items, alreadyCurrent: dates.length - items.length };
}

/**
 * The periods of every kind holding a date of [from, to], by their first date: each date (daily), each week from
 * its Monday, each month from its 1st, each year from 1 January. A week, month or year that began before `from`
 * is included: its horoscope is read on the window's first days.
 */
export function horoscopePeriods(from: LocalDate, to: LocalDate): { period: HoroscopePeriod; start: string }[] {
  const last = formatLocalDate(to);
  const periods: { period: HoroscopePeriod; start: string }[] = [];
  // Longest first: a year's task is the longest, and starting it first keeps it from being the run's tail.
  for (const period of [...HOROSCOPE_PERIODS].reverse()) {
    for (let start = periodStart(period, from); formatLocalDate(start) <= last; start = addDays(start, periodLengthDays(period, start))) {
      periods.push({ period, start: formatLocalDate(start) });
    }
  }
  return periods;
}

/** The periods holding a date of [from, to], and those of them without all their current reports. */
export function missingHoroscopePeriods(store: HoroscopeStore, from: LocalDate, to: LocalDate) {
  const periods = horoscopePeriods(from, to);
  const first = periods.reduce((min, p) => (p.start < min ? p.start : min), formatLocalDate(from));
  const complete = store.completePeriods(first, formatLocalDate(to), ENGINE_VERSION);
  return { periods, missing: periods.filter((p) => !complete.has(`${p.period}|${p.start}`)) };
}

/** One task per period: its sky computed once, its reports written in one transaction. */
function planHoroscopes(store: HoroscopeStore, pool: ComputePool, request: RunRequest) {
  const { periods, missing } = missingHoroscopePeriods(store, request.from, request.to);
  const items: WorkItem[] = missing.map((p) => ({
    stage: 'horoscopes' as const,
    units: HOROSCOPES_PER_PERIOD,
    compute: async () => {
      const rows = await pool.run('horoscopeRows', p);
      return () => store.write(rows);
    },
  }));
  return { items, alreadyCurrent: (periods.length - missing.length) * HOROSCOPES_PER_PERIOD };
}

/** The civil years holding a date of [from, to]. */
export function yearsBetween(from: LocalDate, to: LocalDate): number[] {
  return Array.from({ length: to.y - from.y + 1 }, (_, i) => from.y + i);
}

/**
 * One task per city-year whose calendars (festivals and muhurta windows) are not all current: the whole civil
 * year of every year the range touches, since a calendar is kept by year.
 */
function planCalendars(store: CalendarStore, pool: ComputePool, request: RunRequest) {
  const years = yearsBetween(request.from, request.to);
  const complete = store.completeYears(request.cityIds, years, ENGINE_VERSION);
  const items: WorkItem[] = [];
  let alreadyCurrent = 0;
  // Years in order, so that a run interrupted early has finished the current year for every city first.
  for (const year of years) {
    for (const cityId of request.cityIds) {
      if (CALENDAR_KINDS.every((kind) => complete.has(`${cityId}|${year}|${kind}`))) {
        alreadyCurrent += 1;
        continue;
      }
      items.push({
        stage: 'calendar',
        units: 1,
        compute: async () => {
          const rows = await pool.run('calendarRows', { cityId, year });
          return () => store.write(rows);
        },
      });
    }
  }
  return { items, alreadyCurrent };
}

/** Brings the `cities` table (for analysts' joins) up to the catalogue, writing only rows that differ. */
function writeCities(db: DerivedDb): void {
  const stored = new Map(db.select().from(cities).all().map((row) => [row.id, JSON.stringify(row)]));
  const changed = CITIES.map((c) => ({
    id: c.id,
    name: c.name.en,
    country: c.country,
    region: c.region,
    latitude: c.latitude,
    longitude: c.longitude,
    elevationM: c.elevationM,
    timezone: c.timezone,
  })).filter((row) => stored.get(row.id) !== JSON.stringify(row));
  if (changed.length === 0) return;
  // One statement for every changed city: a query built per city cost a tenth of a second on a fresh database.
  const excluded = Object.fromEntries(Object.entries(getTableColumns(cities)).filter(([key]) => key !== 'id').map(([key, column]) => [key, sql.raw(`excluded.${column.name}`)]));
  db.insert(cities).values(changed).onConflictDoUpdate({ target: cities.id, set: excluded }).run();
}

/**
 * Runs the stages over the range. `signal` stops feeding new tasks (tasks in flight finish and are written);
 * `concurrency` is how many tasks are in flight at once (twice the worker count keeps workers busy).
 */
export async function runPipeline(
  db: DerivedDb,
  pool: ComputePool,
  request: RunRequest,
  options: { concurrency: number; onProgress?: (progress: RunProgress) => void; signal?: AbortSignal },
): Promise<RunReport> {
  writeCities(db);
  const dates = datesBetween(request.from, request.to);
  const store = new PanchangaStore(db);
  const report: RunReport = {
    written: { panchanga: 0, transits: 0, horoscopes: 0, calendar: 0 },
    current: { panchanga: 0, transits: 0, horoscopes: 0, calendar: 0 },
    interrupted: false,
  };
  const items: WorkItem[] = [];
  if (request.stages.includes('transits') && dates.length > 0) {
    const plan = planTransits(new TransitStore(db), pool, dates);
    items.push(...plan.items);
    report.current.transits = plan.alreadyCurrent;
  }
  if (request.stages.includes('panchanga') && dates.length > 0) {
    const plan = planPanchanga(store, pool, request, dates);
    items.push(...plan.items);
    report.current.panchanga = plan.alreadyCurrent;
  }
  if (request.stages.includes('horoscopes') && dates.length > 0) {
    const plan = planHoroscopes(new HoroscopeStore(db), pool, request);
    items.push(...plan.items);
    report.current.horoscopes = plan.alreadyCurrent;
  }
  if (request.stages.includes('calendar') && dates.length > 0 && request.cityIds.length > 0) {
    const plan = planCalendars(new CalendarStore(db), pool, request);
    items.push(...plan.items);
    report.current.calendar = plan.alreadyCurrent;
  }

  const total = items.reduce((n, item) => n + item.units, 0);
  let done = 0;
  options.onProgress?.({ done, total, stage: items[0]?.stage ?? null });

  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      if (options.signal?.aborted) {
        report.interrupted = true;
        return;
      }
      const item = items[next++]!;
      const write = await item.compute();
      write();
      report.written[item.stage] += item.units;
      done += item.units;
      options.onProgress?.({ done, total, stage: item.stage });
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency) }, worker));
  return report;
}
