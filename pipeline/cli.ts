/**
 * `npm run pipeline -- <command>`: precompute panchanga days, transits, sign horoscopes and the festival and
 * muhurta calendars into the database at DB_PATH.
 *
 *   run --from YYYY-MM-DD --to YYYY-MM-DD [--cities id,id|all] [--stages panchanga] [--workers N]
 *   nightly [--back 7] [--ahead 400] [--workers N]      rolling window around today (UTC), all cities;
 *                                                        transits over a wider window, horoscopes of every
 *                                                        period holding a date of it, calendars of every
 *                                                        civil year it touches (pipeline/window.ts)
 *   status [--json]                                      coverage by stage, city and date; stale rows
 *
 * Safe to interrupt (Ctrl-C finishes the tasks in flight; a killed process loses at most those) and to re-run.
 */
import { parseArgs } from 'node:util';
import { ENGINE_VERSION } from '../astro/engine-version.ts';
import { addDays, formatLocalDate, parseLocalDate } from '../astro/time.ts';
import { runCommand, UsageError, wrapText } from '../config/cli.ts';
import { loadConfig } from '../config/config.ts';
import { CITIES } from '../data/cities.ts';
import { openDerivedDb } from '../storage/open.ts';
import { PanchangaStore } from '../storage/panchanga-store.ts';
import { TransitStore } from '../storage/transit-store.ts';
import { HoroscopeStore } from '../storage/horoscope-store.ts';
import { CalendarStore } from '../storage/calendar-store.ts';
import { ComputePool, resolveWorkerCount } from '../compute/pool.ts';
import { progressReporter } from './progress.ts';
import { missingHoroscopePeriods, type RunRequest, type Stage, STAGES } from './run.ts';
import { NIGHTLY_AHEAD_DAYS, NIGHTLY_BACK_DAYS, nightlyRequests, todayUtc } from './window.ts';
import { recordedRun } from './runs.ts';
import { cityIdsFlag, dateRangeFlags, RANGE_FLAGS } from './flags.ts';

const USAGE = [
  'Usage:',
  wrapText(`  npm run pipeline -- run --from YYYY-MM-DD --to YYYY-MM-DD [--cities id,id|all] [--stages ${STAGES.join(',')}] [--workers N]`, 6),
  wrapText(`  npm run pipeline -- nightly [--back ${NIGHTLY_BACK_DAYS}] [--ahead ${NIGHTLY_AHEAD_DAYS}] [--workers N]`, 6),
  wrapText('  npm run pipeline -- status [--json]', 6),
].join('\n');

function parseCities(value: string | undefined): string[] {
  return value === undefined || value === 'all' ? CITIES.map((c) => c.id) : cityIdsFlag(value);
}

function parseStages(value: string | undefined): Stage[] {
  if (value === undefined) return [...STAGES];
  const stages = value.split(',').map((s) => s.trim());
  const unknown = stages.filter((s) => !(STAGES as readonly string[]).includes(s));
  if (unknown.length > 0) throw new UsageError(`Unknown stages: ${unknown.join(', ')}; stages are ${STAGES.join(', ')}`);
  return stages as Stage[];
}

function parseCount(value: string | undefined, flag: string, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new UsageError(`${flag} must be a whole number`);
  return n;
}

async function main(argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      ...RANGE_FLAGS,
      stages: { type: 'string' },
      workers: { type: 'string' },
      back: { type: 'string' },
      ahead: { type: 'string' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [command] = positionals;
  if (values.help || !command) throw new UsageError(USAGE);
  const config = loadConfig();
  const db = openDerivedDb(config.DB_PATH);
  try {
    if (command === 'status') return printStatus(new PanchangaStore(db), new TransitStore(db), new HoroscopeStore(db), new CalendarStore(db), values.json);

    let requests: RunRequest[];
    if (command === 'run') {
      requests = [{ ...dateRangeFlags(values), cityIds: parseCities(values.cities), stages: parseStages(values.stages) }];
    } else if (command === 'nightly') {
      requests = nightlyRequests(todayUtc(), { back: parseCount(values.back, '--back', NIGHTLY_BACK_DAYS), ahead: parseCount(values.ahead, '--ahead', NIGHTLY_AHEAD_DAYS) });
    } else throw new UsageError(`Unknown command '${command}'.\n${USAGE}`);

    const workers = resolveWorkerCount(parseCount(values.workers, '--workers', config.WORKERS));
    const pool = new ComputePool(workers, { warm: true, tasksPerWorker: 2 });
    const abort = new AbortController();
    // SIGINT (Ctrl-C) and SIGTERM (a process manager): finish the chunk in flight, commit it, stop.
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => {
        process.stderr.write(`\n${signal}: finishing the tasks in flight…\n`);
        abort.abort();
      });
    }
    try {
      for (const request of requests) {
        const label = `${command} ${request.stages.join('+')} ${formatLocalDate(request.from)}..${formatLocalDate(request.to)}`;
        const progress = progressReporter(label);
        const started = Date.now();
        const report = await recordedRun(db, request, pool, { concurrency: workers * 2, onProgress: progress.update, signal: abort.signal });
        progress.stop();
        const seconds = (Date.now() - started) / 1000;
        process.stdout.write(
          `${report.interrupted ? 'Interrupted' : 'Done'} ${label} in ${seconds.toFixed(1)} s with ${workers} worker(s): ` +
            `panchanga ${report.written.panchanga} city-days written (${report.current.panchanga} already current), ` +
            `transits ${report.written.transits} days written (${report.current.transits} already current), ` +
            `horoscopes ${report.written.horoscopes} written (${report.current.horoscopes} already current).\n`,
        );
        if (report.interrupted) {
          process.exitCode = 130;
          break;
        }
      }
    } finally {
      await pool.close();
    }
  } finally {
    db.$client.close();
  }
}

function printStatus(store: PanchangaStore, transits: TransitStore, horoscopes: HoroscopeStore, calendars: CalendarStore, json: boolean): void {
  const coverage = store.coverage(ENGINE_VERSION);
  const today = todayUtc();
  const window = { from: formatLocalDate(addDays(today, -NIGHTLY_BACK_DAYS)), to: formatLocalDate(addDays(today, NIGHTLY_AHEAD_DAYS)) };
  const perCity = store.rowsPerCity(window.from, window.to, ENGINE_VERSION);
  const windowDays = NIGHTLY_BACK_DAYS + NIGHTLY_AHEAD_DAYS + 1;
  const complete = CITIES.filter((c) => (perCity.get(c.id) ?? 0) >= windowDays).length;
  const partial = CITIES.filter((c) => { const n = perCity.get(c.id) ?? 0; return n > 0 && n < windowDays; });
  const status = {
    engineVersion: ENGINE_VERSION,
    panchanga: {
      rows: coverage.rows,
      cities: coverage.cities,
      firstDate: coverage.first,
      lastDate: coverage.last,
      staleRows: coverage.staleRows,
      nightlyWindow: { ...window, citiesComplete: complete, citiesPartial: partial.length, citiesMissing: CITIES.length - complete - partial.length },
    },
    transits: transits.coverage(ENGINE_VERSION),
    horoscopes: { ...horoscopes.coverage(ENGINE_VERSION), nightlyWindow: horoscopeWindow(horoscopes, window.from, window.to) },
    calendar: calendars.coverage(ENGINE_VERSION),
  };
  if (json) {
    process.stdout.write(`${JSON.stringify(status, null, 2)}\n`);
    return;
  }
  const p = status.panchanga;
  process.stdout.write(
    `Engine ${ENGINE_VERSION}\n` +
      `panchanga: ${p.rows} rows for ${p.cities} cities, ${p.firstDate ?? '-'} .. ${p.lastDate ?? '-'}; ${p.staleRows} rows from another engine version (recomputed by the next run)\n` +
      `  nightly window ${window.from} .. ${window.to}: ${p.nightlyWindow.citiesComplete} cities complete, ` +
      `${p.nightlyWindow.citiesPartial} partial, ${p.nightlyWindow.citiesMissing} missing\n` +
      `transits: ${status.transits.days} days, ${status.transits.first ?? '-'} .. ${status.transits.last ?? '-'}, ` +
      `${status.transits.events} events; ${status.transits.staleDays} days from another engine version\n`,
  );
  const h = status.horoscopes;
  process.stdout.write(
    `horoscopes: ${h.rows} rows; ${h.staleRows} rows from another engine version\n` +
      h.periods.map((p) => `  ${p.period}: ${p.starts} periods (${p.rows} rows), starting ${p.first ?? '-'} .. ${p.last ?? '-'}\n`).join('') +
      `  nightly window: ${h.nightlyWindow.complete} of ${h.nightlyWindow.periods} periods complete\n`,
  );
  const c = status.calendar;
  process.stdout.write(
    `calendar: ${c.current.map((k) => `${k.kind} ${k.cityYears} city-years (${k.first ?? '-'} .. ${k.last ?? '-'})`).join(', ') || 'none'}; ` +
      `${c.staleCityYears} city-years from another engine version\n`,
  );
  for (const c of partial.slice(0, 20)) process.stdout.write(`  partial: ${c.id} ${perCity.get(c.id)}/${windowDays} days\n`);
}

/** Periods of the nightly window whose reports are all current, of all it holds. */
function horoscopeWindow(store: HoroscopeStore, from: string, to: string) {
  const { periods, missing } = missingHoroscopePeriods(store, parseLocalDate(from), parseLocalDate(to));
  return { periods: periods.length, complete: periods.length - missing.length };
}

runCommand(() => main(process.argv.slice(2)));
