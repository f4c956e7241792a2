/**
 * One pipeline run: plans the work that is missing or stale and feeds it to the worker pool a few tasks at a
 * time; each worker computes its task's rows and commits them in one transaction. Killing the process at any
 * moment leaves only whole days behind (a day is written with its chunk or not at all) and the next run plans
 * exactly what is still missing, so it resumes where the last one stopped; a re-run over a finished range writes
 * nothing.
 */
import { resolve } from 'node:path';
import { getTableColumns, sql } from 'drizzle-orm';
import { ENGINE_VERSION } from '../astro/engine-version.ts';
import { addDays, formatLocalDate, type LocalDate } from '../astro/time.ts';
import { CITIES } from '../data/cities.ts';
import type { DerivedDb } from '../storage/open.ts';
import type { PanchangaStore } from '../storage/panchanga-store.ts';
import { cities } from '../storage/schema.ts';
import type { TransitStore } from '../storage/transit-store.ts';
import { HOROSCOPES_PER_PERIOD, type HoroscopeStore } from '../storage/horoscope-store.ts';
import { HOROSCOPE_PERIODS, type HoroscopePeriod, periodLengthDays, periodStart } from '../astro/horoscope/sign-horoscope.ts';
import { CALENDAR_KINDS, type CalendarStore } from '../storage/calendar-store.ts';
import { type Stage, StageStores } from '../storage/stage-stores.ts';
import type { ComputePool } from '../compute/pool.ts';
import type { StageTask } from '../compute/tasks.ts';

export { STAGES, type Stage } from '../storage/stage-stores.ts';

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

/**
 * Cities per panchanga task: about 90 ms of work, which makes the worker's connection for its write (about 1 ms)
 * cheap, and small enough to lose little when killed.
 */
export const CITIES_PER_TASK = 100;

/** UTC dates per transit task: a date is a few milliseconds of work, ten make the task's connection cheap. */
export const TRANSIT_DATES_PER_TASK = 10;

interface WorkItem {
  units: number;
  task: StageTask;
}

function datesBetween(from: LocalDate, to: LocalDate): string[] {
  const dates: string[] = [];
  for (let d = from; formatLocalDate(d) <= formatLocalDate(to); d = addDays(d, 1)) dates.push(formatLocalDate(d));
  return dates;
}

function planPanchanga(store: PanchangaStore, request: RunRequest, dates: string[]) {
  const current = store.currentKeys(dates[0]!, dates.at(-1)!, ENGINE_VERSION);
  const items: WorkItem[] = [];
  let alreadyCurrent = 0;
  for (const date of dates) {
    const missing = request.cityIds.filter((id) => !current.has(`${id}|${date}`));
    alreadyCurrent += request.cityIds.length - missing.length;
    for (let i = 0; i < missing.length; i += CITIES_PER_TASK) {
      const cityIds = missing.slice(i, i + CITIES_PER_TASK);
      items.push({ units: cityIds.length, task: { stage: 'panchanga', date, cityIds } });
    }
  }
  return { items, alreadyCurrent };
}

/** Tasks of up to `TRANSIT_DATES_PER_TASK` UTC dates: transits do not depend on the place. */
function planTransits(store: TransitStore, dates: string[]) {
  const current = store.currentDates(dates[0]!, dates.at(-1)!, ENGINE_VERSION);
  const missing = dates.filter((date) => !current.has(date));
  const items: WorkItem[] = [];
  for (let i = 0; i < missing.length; i += TRANSIT_DATES_PER_TASK) {
    const chunk = missing.slice(i, i + TRANSIT_DATES_PER_TASK);
    items.push({ units: chunk.length, task: { stage: 'transits', dates: chunk } });
  }
  return { items, alreadyCurrent: dates.length - missing.length };
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
function planHoroscopes(store: HoroscopeStore, request: RunRequest) {
  const { periods, missing } = missingHoroscopePeriods(store, request.from, request.to);
  const items: WorkItem[] = missing.map((p) => ({ units: HOROSCOPES_PER_PERIOD, task: { stage: 'horoscopes', ...p } }));
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
function planCalendars(store: CalendarStore, request: RunRequest) {
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
      items.push({ units: 1, task: { stage: 'calendar', cityId, year } });
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
 * How a task is run: computed and committed by a worker to the database's file (`storeStageRows`); a database
 * in memory, which workers cannot open, has its rows computed by a worker and written here.
 */
function taskRunner(db: DerivedDb, stores: StageStores, pool: ComputePool): (task: StageTask) => Promise<void> {
  if (db.$client.memory) return async (task) => stores.write(await pool.run('stageRows', task));
  const dbPath = resolve(db.$client.name);
  return (task) => pool.run('storeStageRows', { dbPath, task });
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
  const stores = new StageStores(db);
  const report: RunReport = {
    written: { panchanga: 0, transits: 0, horoscopes: 0, calendar: 0 },
    current: { panchanga: 0, transits: 0, horoscopes: 0, calendar: 0 },
    interrupted: false,
  };
  const items: WorkItem[] = [];
  if (request.stages.includes('transits') && dates.length > 0) {
    const plan = planTransits(stores.transits, dates);
    items.push(...plan.items);
    report.current.transits = plan.alreadyCurrent;
  }
  if (request.stages.includes('panchanga') && dates.length > 0) {
    const plan = planPanchanga(stores.panchanga, request, dates);
    items.push(...plan.items);
    report.current.panchanga = plan.alreadyCurrent;
  }
  if (request.stages.includes('horoscopes') && dates.length > 0) {
    const plan = planHoroscopes(stores.horoscopes, request);
    items.push(...plan.items);
    report.current.horoscopes = plan.alreadyCurrent;
  }
  if (request.stages.includes('calendar') && dates.length > 0 && request.cityIds.length > 0) {
    const plan = planCalendars(stores.calendar, request);
    items.push(...plan.items);
    report.current.calendar = plan.alreadyCurrent;
  }

  const total = items.reduce((n, item) => n + item.units, 0);
  let done = 0;
  options.onProgress?.({ done, total, stage: items[0]?.task.stage ?? null });
  const run = taskRunner(db, stores, pool);

  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      if (options.signal?.aborted) {
        report.interrupted = true;
        return;
      }
      const item = items[next++]!;
      await run(item.task);
      report.written[item.task.stage] += item.units;
      done += item.units;
      options.onProgress?.({ done, total, stage: item.task.stage });
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency) }, worker));
  return report;
}
