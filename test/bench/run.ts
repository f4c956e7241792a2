/**
 * `npm run bench`: the performance figures the service promises, each as a ratio against a baseline measured
 * in the same run on the same machine (absolute numbers vary with the machine; ratios are what we compare).
 *
 *   BENCH_SECONDS   duration of each HTTP load (default 3; each comparison is three alternating pairs)
 *   BENCH_QUICK=1   skip the nightly window for 300 cities (about 70 s)
 *   BENCH_ONLY      one section: engine, pipeline, exports, http, panchanga, calendar, kundali, dashas, matching,
 *                   western, kp, interfaces or soak
 *   BENCH_SOAK_SECONDS  length of the mixed soak (default 60)
 */
import { once } from 'node:events';
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { panchangaDay } from '../../astro/panchanga/derived.ts';
import { addDays, formatLocalDate, type LocalDate } from '../../astro/time.ts';
import { CITIES, cityById, DEFAULT_CITY_IDS } from '../../data/cities.ts';
import { CALENDAR_IDS } from '../../data/regional-calendars.ts';
import { LANGS } from '../../data/text.ts';
import { DASHA_SYSTEM_IDS } from '../../data/dashas.ts';
import { openDerivedDb } from '../../storage/open.ts';
import { cityDayInput, DEFAULT_DAY_OPTIONS } from '../../storage/precomputed.ts';
import { ComputePool } from '../../compute/pool.ts';
import { type RunRequest, runPipeline, type Stage } from '../../pipeline/run.ts';
import { nightlyRequests } from '../../pipeline/window.ts';
import { type ExportRequest, missingDays, writeParquetExport, writeTextExport } from '../../pipeline/exports.ts';
import { BIRTH_INSTANTS, buildReadDb, KUNDALI_PATHS, READ_DATES, READS } from './fixtures.ts';
import { type BenchServer, bareCopy, bodyBytes, load, type LoadRequest, type LoadResult, residentMiB, type SentAnswer, sentAnswer, startBareServer, startBarePool, startBenchServer, untilIdle } from './http.ts';
import { barePoolReachOf, failures, line, medianBy, type Pair, ratio, type Reach, reachBesideText, reachOf, type TimedAnswer, timeAnswer, versus } from './measure.ts';
import type { z } from 'zod';
import { eclipsesAnswer } from '../../api/areas/eclipses/answers.ts';
import { EclipseQuerySchema } from '../../api/areas/eclipses/schemas.ts';
import { dashaPeriodsAnswer } from '../../api/areas/dasha/answers.ts';
import { DashaTreeQuerySchema } from '../../api/areas/dasha/schemas.ts';
import { jaiminiQueryAnswer } from '../../api/areas/jaimini/answers.ts';
import { JaiminiQuerySchema } from '../../api/areas/jaimini/schemas.ts';
import { kundaliQueryAnswer } from '../../api/areas/kundali/answers.ts';
import { KundaliQuerySchema } from '../../api/areas/kundali/schemas.ts';
import { compatibilityAnswer, kundaliMatchAnswer } from '../../api/areas/matching/answers.ts';
import { MatchBodySchema } from '../../api/areas/matching/schemas.ts';
import { PANCHANGA_READINGS } from '../../api/areas/panchanga/answers.ts';
import { MoonPlaceQuerySchema } from '../../api/areas/panchanga/schemas.ts';
import { ashtakavargaAnswer, shadbalaAnswer } from '../../api/areas/strength/answers.ts';
import { AshtakavargaQuerySchema, ShadbalaQuerySchema } from '../../api/areas/strength/schemas.ts';
import { natalChartAnswer, synastryAnswer, westernAstrocartographyAnswer, westernProgressionsAnswer, westernReturnsAnswer, westernTransitsAnswer } from '../../api/areas/western/answers.ts';
import { AstrocartographyQuerySchema, NatalChartQuerySchema, ProgressionQuerySchema, ReturnQuerySchema, SynastryBodySchema, WesternTransitQuerySchema } from '../../api/areas/western/schemas.ts';
import type { WorkerAnswer } from '../../api/shared/worker-answer.ts';
import { kpChartAnswer, kpHoraryAnswer, kpSignificatorsAnswer } from '../../api/areas/kp/answers.ts';
import { KpChartQuerySchema, KpHoraryQuerySchema } from '../../api/areas/kp/schemas.ts';
import { tithiPraveshaAnswer, varshaphalAnswer } from '../../api/areas/varshaphal/answers.ts';
import { TithiPraveshaQuerySchema, VarshaphalQuerySchema } from '../../api/areas/varshaphal/schemas.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
/** Cities whose calendar year the pipeline section builds. */
const CALENDAR_BENCH_CITIES = 40;
/** Workers of the on-demand sections. */
const WORKERS = 2;
const QUICK = process.env.BENCH_QUICK === '1';
const dir = mkdtempSync(join(tmpdir(), 'jyotish-bench-'));

function enginePanchangaDay(): void {
  process.stdout.write('\nEngine, single thread\n');
  const cities = ['new-delhi', 'mumbai', 'london', 'new-york', 'sydney'].map((id) => cityById(id)!);
  const samples: number[] = [];
  let date: LocalDate = { y: 2025, m: 1, d: 1 };
  for (let i = 0; i < 30; i++) panchangaDay(cityDayInput(cities[0]!, date, DEFAULT_DAY_OPTIONS)); // warm the JIT
  for (let i = 0; i < 250; i++) {
    const started = performance.now();
    panchangaDay(cityDayInput(cities[i % cities.length]!, date, DEFAULT_DAY_OPTIONS));
    samples.push(performance.now() - started);
    date = addDays(date, 3);
  }
  const ms = medianBy(samples, (x) => x);
  line('panchanga day, one place alone (median of 250)', `${ms.toFixed(2)} ms  (${Math.round(1000 / ms)} days/s)`);
}

interface RunFigures {
  /** Units (city-days, transit dates) written per second. */
  rate: number;
  /** CPU time of the whole process per second of the run. */
  cores: number;
  seconds: number;
  /** Size of the database file after a checkpoint. */
  bytes: number;
  /** Seconds and units written per stage (a request of several stages counts for the first). */
  stages: Partial<Record<Stage, { seconds: number; written: number }>>;
}

/** Runs `requests` on a warmed pool into a fresh database (deleted afterwards). */
async function pipelineRun(name: string, pool: ComputePool, requests: RunRequest[]): Promise<RunFigures> {
  const db = openDerivedDb(join(dir, `${name}.db`));
  try {
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    let units = 0;
    const stages: RunFigures['stages'] = {};
    for (const request of requests) {
      const requestStarted = performance.now();
      const report = await runPipeline(db, pool, request, { concurrency: pool.size * 2 });
      units += report.written.panchanga + report.written.transits;
      const stage = request.stages[0]!;
      const figures = (stages[stage] ??= { seconds: 0, written: 0 });
      figures.seconds += (performance.now() - requestStarted) / 1000;
      figures.written += request.stages.reduce((n, s) => n + report.written[s], 0);
    }
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    db.$client.pragma('wal_checkpoint(TRUNCATE)');
    return { rate: units / seconds, cores: (cpu.user + cpu.system) / 1e6 / seconds, seconds, bytes: statSync(join(dir, `${name}.db`)).size, stages };
  } finally {
    db.$client.close();
    rmSync(join(dir, `${name}.db`), { force: true });
  }
}

/**
 * Each worker is its own V8 isolate that compiles and optimises the engine separately, and keeps re-optimising
 * for the first few thousand city-days (TurboFan on background threads: ~0.8 s of compilation in the first
 * 3,000 city-days of one isolate). A nightly run is 120,000 city-days, so the figure that matters is the steady
 * state: every worker gets the same 4,000 city-days of warm-up before the clock starts.
 */
async function warmPool(workers: number): Promise<ComputePool> {
  const pool = new ComputePool(workers, { warm: true, tasksPerWorker: 2 });
  const cityIds = CITIES.map((c) => c.id);
  const tasks = Array.from({ length: 100 * workers }, (_, i) => {
    const date = formatLocalDate(addDays({ y: 2019, m: 1, d: 1 }, Math.floor(i / 10)));
    return pool.run('panchangaRows', { date, cityIds: cityIds.slice((i % 10) * 40, (i % 10) * 40 + 40) });
  });
  await Promise.all(tasks);
  return pool;
}

async function pipeline(): Promise<void> {
  process.stdout.write('\nPipeline (location-days per second, 400 cities × 24 days, fresh database, steady state)\n');
  const request: RunRequest = { from: { y: 2025, m: 4, d: 1 }, to: { y: 2025, m: 4, d: 24 }, cityIds: CITIES.map((c) => c.id), stages: ['panchanga'] };
  const one = await warmPool(1);
  const two = await warmPool(2);
  try {
    // Alternate the two configurations so that drift on a shared machine hits both alike; report the median of
    // three pairs. One whole unmeasured pair first: two workers still speed up over their first run.
    const pairs: { one: RunFigures; two: RunFigures }[] = [];
    for (let round = 0; round < 4; round++) {
      const pair = { one: await pipelineRun('one', one, [request]), two: await pipelineRun('two', two, [request]) };
      if (round > 0) pairs.push(pair);
    }
    const pair = medianBy(pairs, (p) => p.two.rate / p.one.rate);
    line('1 worker', `${Math.round(pair.one.rate)} location-days/s, process uses ${pair.one.cores.toFixed(2)} cores`);
    line('2 workers (median of 3 alternating pairs)', `${Math.round(pair.two.rate)} location-days/s, ${pair.two.cores.toFixed(2)} cores  ${(pair.two.rate / pair.one.rate).toFixed(2)}× 1 worker (target ≥ 1.8×)`);
    line(`  ratios of the 3 pairs`, pairs.map((p) => `${(p.two.rate / p.one.rate).toFixed(2)} (${Math.round(p.one.rate)}/${Math.round(p.two.rate)})`).join(', '));
    if (QUICK) return line('nightly window, 300 cities', 'skipped (BENCH_QUICK=1)');

    const now = new Date();
    const today = { y: now.getUTCFullYear(), m: now.getUTCMonth() + 1, d: now.getUTCDate() };
    // What `npm run pipeline -- nightly` runs for the first 300 catalogued cities, less the calendar stage: that
    // one keeps whole civil years, so after its first build a nightly run only adds a city-year when the window
    // reaches a new year (measured on its own below).
    const requests = nightlyRequests(today, { cityIds: CITIES.slice(0, 300).map((c) => c.id) }).filter((r) => !r.stages.includes('calendar'));
    const run = await pipelineRun('nightly', two, requests);
    line('nightly window, 300 cities (408 days; transits 1,208; horoscopes)', `${run.seconds.toFixed(1)} s with 2 workers (target < 120 s)`);
    for (const [stage, figures] of Object.entries(run.stages)) line(`  ${stage}`, `${figures.seconds.toFixed(1)} s, ${figures.written} rows written`);
    line('  database size', `${(run.bytes / 2 ** 20).toFixed(0)} MiB`);

    const calendarCities = CITIES.slice(0, CALENDAR_BENCH_CITIES).map((c) => c.id);
    const calendar = await pipelineRun('calendar', two, [{ from: today, to: today, cityIds: calendarCities, stages: ['calendar'] }]);
    const perCityYear = calendar.seconds / CALENDAR_BENCH_CITIES;
    line(
      `calendar stage, ${CALENDAR_BENCH_CITIES} cities × 1 year (festivals; muhurta windows of 7 activities; the days in ${CALENDAR_IDS.length} regional calendars)`,
      `${calendar.seconds.toFixed(1)} s with 2 workers, ${perCityYear.toFixed(2)} s and ${(calendar.bytes / CALENDAR_BENCH_CITIES / 2 ** 20).toFixed(1)} MiB per city-year`,
    );
    line('  first build for every city, two years (estimated)', `${((perCityYear * CITIES.length * 2) / 60).toFixed(1)} min; a later nightly adds a year only when the window reaches one`);
  } finally {
    await Promise.all([one.close(), two.close()]);
  }
}

/** The app on a database of stored reads and the bare baseline. */
async function readServers(withCalendar: boolean): Promise<{ app: BenchServer; bare: BenchServer; auth: Record<string, string> }> {
  const path = join(dir, withCalendar ? 'calendar.db' : 'http.db');
  await buildReadDb(path, withCalendar);
  const app = await startBenchServer({ DB_PATH: path, WORKERS: '1', RATE_LIMIT_PRO_PER_HOUR: '1000000000', PRECOMPUTE_ON_START: 'false' });
  return { app, bare: await startBareServer(), auth: { authorization: `Bearer ${app.key}` } };
}

/** Rounds of a stored read's line: a single load of these small answers moves by a fifth on this machine. */
const READ_ROUNDS = 5;

/**
 * A stored read against the bare route and against its ceiling, the bare route sending a body of the same size:
 * bare, ceiling and subject alternate `READ_ROUNDS` times, and the round of median subject ratio is printed with
 * the range of the rounds' ratios.
 */
async function readLine(label: string, bare: BenchServer, subject: () => Promise<LoadResult>, answer: SentAnswer): Promise<void> {
  const copy = bareCopy(answer);
  const rounds: { base: LoadResult; ceiling: LoadResult; result: LoadResult }[] = [];
  for (let round = 0; round < READ_ROUNDS; round++) {
    rounds.push({ base: await load(bare, ['/'], {}, SECONDS), ceiling: await load(bare, [copy], {}, SECONDS), result: await subject() });
  }
  const { base, ceiling, result } = medianBy(rounds, (r) => r.result.requestsPerSecond / r.base.requestsPerSecond);
  const ceilingRatio = ceiling.requestsPerSecond / base.requestsPerSecond;
  const subjectRatio = result.requestsPerSecond / base.requestsPerSecond;
  const ratios = rounds.map((r) => r.result.requestsPerSecond / r.base.requestsPerSecond);
  const range = `rounds ${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}`;
  line(label, `${ratio({ base, result })}; ${range}; ceiling ${ceilingRatio.toFixed(2)}× (bare sending the same ${answer.body.length} bytes), reach ${(subjectRatio / ceilingRatio * 100).toFixed(0)} %`);
}

/** The bare process's constant route: the baseline of every read-path ratio. */
const bareRoute = (bare: BenchServer) => () => load(bare, ['/'], {}, SECONDS);

async function http(): Promise<void> {
  process.stdout.write(`\nHTTP read path, 50 connections, ${SECONDS} s per run, \`npm start\` defaults (one worker); baseline: bare Fastify in its own process\n`);
  const { app, bare, auth } = await readServers(false);
  try {
    const gzip = { ...auth, 'accept-encoding': 'gzip' };
    const baseline = bareRoute(bare);
    const report = (label: string, pair: Pair) => line(label, ratio(pair));
    const precomputed = DEFAULT_CITY_IDS.flatMap((city) => READ_DATES.map((date) => `/v1/calculations/panchanga?city=${city}&date=${date}`));
    const transits = READ_DATES.map((date) => `/v1/transit/current?date=${date}T06:00:00Z`);
    for (const [requests, headers] of [[precomputed, auth], [transits, auth], [[READS.horoscope], auth], [[READS.panchanga], gzip]] as const) {
      const warm = await load(app, [...requests], headers, 2);
      if (warm.non2xx > 0) throw new Error(`warm-up answered ${warm.non2xx} non-2xx`);
    }
    await load(bare, ['/'], {}, 2);
    const stored = (await (await fetch(`${app.url}${READS.horoscope}`, { headers: auth })).json()) as { source?: string };
    if (stored.source !== 'precomputed') throw new Error(`the daily horoscope was not read from its row (source ${stored.source})`);

    const first = await baseline();
    line('bare Fastify, nothing registered, own process: {hello:"world"} (baseline)', `${Math.round(first.requestsPerSecond)} req/s  p99 ${first.p99Ms} ms; server ${first.serverMicrosPerRequest.toFixed(0)} µs/req`);
    report("the app's own constant route (every global hook; no key, no count)", await versus(baseline, () => load(app, ['/bench/constant'], {}, SECONDS)));
    const reads: [string, string, Record<string, string>][] = [
      ['precomputed daily horoscope, one sign read repeatedly (target ≥ 0.7×)', READS.horoscope, auth],
      ['transit positions at a date, read repeatedly (target ≥ 0.7×)', READS.transit, auth],
      ['precomputed panchanga, one city-day (target ≥ 0.6×)', READS.panchanga, auth],
      ['  same, client accepting gzip', READS.panchanga, gzip],
    ];
    for (const [label, url, headers] of reads) {
      const answer = await sentAnswer(app, url, headers);
      await readLine(`${label}, ${answer.body.length} bytes`, bare, () => load(app, [url], headers, SECONDS), answer);
    }
    report(`transit positions, ${transits.length} dates in rotation`, await versus(baseline, () => load(app, transits, auth, SECONDS)));
    // autocannon builds every request of a rotation itself, so this run is bound by the load generator.
    report(`precomputed panchanga, ${precomputed.length} city-days in rotation, gzip`, await versus(baseline, () => load(app, precomputed, gzip, SECONDS)));
  } finally {
    await Promise.all([app.stop(), bare.stop()]);
  }
}

/** Panchanga days computed on demand: each request a day not asked before, at one of 40 latitudes. */
async function onDemandPanchanga(): Promise<void> {
  process.stdout.write(`\nPanchanga computed on demand, 50 connections, ${SECONDS} s per run (${WORKERS} workers; ceiling = workers ÷ the worker's time per request)\n`);
  const server = await startBenchServer({ DB_PATH: join(dir, 'on-demand.db'), WORKERS: String(WORKERS), RATE_LIMIT_PRO_PER_HOUR: '1000000000', PRECOMPUTE_ON_START: 'false' });
  const barePool = await startBarePool(WORKERS);
  try {
    // Disjoint fifths of 40,000 days (a load never comes back to a day an earlier one asked for).
    const days = Array.from({ length: 40_000 }, (_, i) => ({ localDate: addDays({ y: 1900, m: 1, d: 1 }, i), latitude: 10 + (i % 40) }));
    const onDemand = days.map(({ localDate, latitude }) => `/v1/calculations/panchanga?date=${formatLocalDate(localDate)}&latitude=${latitude.toFixed(2)}&longitude=76.1&timezone=5.5`);
    // A new day is answered whole in a worker (the day's astronomy, presenting, serializing), timed in this thread.
    const auth = { authorization: `Bearer ${server.key}` };
    const timed = await timeAnswer(PANCHANGA_READINGS.panchanga.worker as WorkerAnswer<never>, MoonPlaceQuerySchema, onDemand);
    line('panchanga for uncatalogued places', await reachBeside(server, barePool, onDemand, auth, timed));
  } finally {
    await Promise.all([server.stop(), barePool.stop()]);
  }
}

async function calendar(): Promise<void> {
  process.stdout.write(`\nFestival calendar and muhurta windows, 50 connections, ${SECONDS} s per run (read from the tables); baseline: bare Fastify in its own process\n`);
  const { app, bare, auth } = await readServers(true);
  try {
    const year = READS.festivals;
    const marriage = '/v1/muhurta/search?activity=marriage&city=new-delhi&from=2026-01-01&to=2027-01-01';
    for (const url of [year, marriage, READS.calendarDate]) {
      const body = (await (await fetch(`${app.url}${url}`, { headers: auth })).json()) as { source?: string };
      if (body.source !== 'precomputed') throw new Error(`${url} was not read from the tables (source ${body.source})`);
    }
    // Requests the response cache cannot answer: every festival of the year one by one, marriage windows from each
    // day of the year (the decoded city-year is kept in memory, the response is presented each time).
    const festivals = ['diwali', 'holi', 'maha-shivaratri', 'nirjala-ekadashi', 'pradosh', 'purnima', 'amavasya', 'sankashti-chaturthi', 'raksha-bandhan', 'ganesh-chaturthi']
      .flatMap((id) => ['en', 'hi'].map((lang) => `/v1/calendar/festivals/${id}?year=2026&city=new-delhi&lang=${lang}`));
    const froms = Array.from({ length: 300 }, (_, i) => `/v1/muhurta/search?activity=marriage&city=new-delhi&from=${formatLocalDate(addDays({ y: 2026, m: 1, d: 1 }, i))}&to=2027-01-01`);
    // Every day of the stored year in every regional calendar and language, taken in turn from one list and so asked
    // at most once in a run (no answer comes from the response cache): the stored city-year's months are read from
    // SQLite once a calendar and kept decoded.
    const dates = Array.from({ length: 365 }, (_, i) => formatLocalDate(addDays({ y: 2026, m: 1, d: 1 }, i)));
    const calendarDates = dates.flatMap((date) => CALENDAR_IDS.flatMap((calendar) => LANGS.map((lang) => `/v1/calendar/date?calendar=${calendar}&date=${date}&city=new-delhi&lang=${lang}`)));
    await load(app, [...festivals, ...froms], auth, 2);
    const baseline = bareRoute(bare);
    const report = (label: string, pair: Pair) => line(label, ratio(pair));
    const first = await baseline();
    line('bare Fastify, nothing registered, own process (baseline)', `${Math.round(first.requestsPerSecond)} req/s  p99 ${first.p99Ms} ms`);
    const gzip = { ...auth, 'accept-encoding': 'gzip' };
    for (const [label, url, headers] of [
      ['a year of festivals for a catalogued city (target ≥ 0.5×)', year, auth],
      ['  same, client accepting gzip', year, gzip],
      ['a year of marriage windows for a catalogued city', marriage, auth],
      ['  same, client accepting gzip', marriage, gzip],
      ['a date in a regional calendar, a stored city-day (target ≥ 0.5×)', READS.calendarDate, auth],
    ] as const) {
      const answer = await sentAnswer(app, url, headers);
      await readLine(`${label}, ${Math.round(answer.body.length / 1024)} KB`, bare, () => load(app, [url], headers, SECONDS), answer);
    }
    report(`  one festival's days, ${festivals.length} festivals and languages in rotation`, await versus(baseline, () => load(app, festivals, auth, SECONDS)));
    report(`  marriage windows from ${froms.length} start dates in rotation`, await versus(baseline, () => load(app, froms, auth, SECONDS)));
    report(
      `  regional-calendar dates: ${dates.length} stored city-days × ${CALENDAR_IDS.length} calendars × ${LANGS.length} languages, each asked at most once`,
      await versus(baseline, () => load(app, calendarDates, auth, SECONDS, { shared: true })),
    );
  } finally {
    await Promise.all([app.stop(), bare.stop()]);
  }
}

/** An on-demand line: its requests, and the answer (with the route's input schema) a worker computes for each. */
type OnDemandLine = [label: string, requests: LoadRequest[], answer: WorkerAnswer<never>, input: z.ZodType];

/**
 * Runs each on-demand load against its ceiling on a fresh app with `WORKERS` workers; the worker's time per
 * request is the line's answer timed in this thread (`timeAnswer`), beside the bare pool doing the same work.
 */
async function onDemandSection(title: string, lines: OnDemandLine[]): Promise<void> {
  process.stdout.write(`\n${title}, 50 connections, ${SECONDS} s per run (computed on demand: ${WORKERS} workers; ceiling = workers ÷ the worker's time per request, timed alone)\n`);
  const server = await startBenchServer({ DB_PATH: join(dir, 'on-demand.db'), WORKERS: String(WORKERS), RATE_LIMIT_PRO_PER_HOUR: '1000000000', PRECOMPUTE_ON_START: 'false' });
  const barePool = await startBarePool(WORKERS);
  try {
    for (const [label, requests, answer, input] of lines) {
      await untilIdle([server, barePool]);
      line(label, await reachBeside(server, barePool, requests, { authorization: `Bearer ${server.key}` }, await timeAnswer(answer, input, requests)));
    }
  } finally {
    await Promise.all([server.stop(), barePool.stop()]);
  }
}

/**
 * An on-demand line's reach of its ceiling and, measured right after, the bare pool's for the same worker time
 * and answer size (the reach the machine itself allows); returns the line as printed, and keeps the line's reach
 * in `reaches` for a section that compares its lines.
 */
async function reachBeside(server: BenchServer, barePool: BenchServer, requests: LoadRequest[], headers: Record<string, string>, timed: TimedAnswer, reaches?: Reach[]): Promise<string> {
  const reach = await reachOf(server, WORKERS, requests, headers, SECONDS, { workerMs: timed.ms });
  reaches?.push(reach);
  await untilIdle([server]);
  return reachBesideText(reach, await barePoolReachOf(barePool, WORKERS, timed, SECONDS));
}

const asLine = <I>(label: string, requests: LoadRequest[], answer: WorkerAnswer<I>, input: z.ZodType): OnDemandLine => [label, requests, answer as WorkerAnswer<never>, input];

async function kundali(): Promise<void> {
  const zoned = (path: string) => KUNDALI_PATHS.map((p) => p.replace('/calculations/kundali', path) + '&timezone=5.5');
  await onDemandSection('Charts and strengths', [
    asLine('full kundali', KUNDALI_PATHS, kundaliQueryAnswer, KundaliQuerySchema),
    // The shadbala adds a Vedic day (sunrise, sunset) and seven vargas per graha; the ashtakavarga is arithmetic on the signs.
    asLine('shadbala with bhava and vimshopaka bala', zoned('/calculations/shadbala'), shadbalaAnswer, ShadbalaQuerySchema),
    asLine('ashtakavarga', zoned('/calculations/ashtakavarga'), ashtakavargaAnswer, AshtakavargaQuerySchema),
    asLine('kundali with include=shadbala,ashtakavarga', KUNDALI_PATHS.map((p) => `${p}&include=shadbala,ashtakavarga`), kundaliQueryAnswer, KundaliQuerySchema),
    // The Jaimini points add the birth's Vedic day (three rise/set searches) and six lagnas at the upagrahas' instants.
    asLine('Jaimini points with the special lagnas and upagrahas', zoned('/calculations/jaimini'), jaiminiQueryAnswer, JaiminiQuerySchema),
    // A sign dasha of two cycles to two levels (promised ≥ 0.30× the full kundali's throughput): the chart, the signs'
    // strengths that order the periods, and some 300 periods presented.
    asLine('Narayana dasha to two levels', zoned('/calculations/dasha/narayana'), dashaPeriodsAnswer, DashaTreeQuerySchema.transform((query) => ({ ...query, system: 'narayana' as const }))),
    // Every yoga with its conditions as evaluated (promised ≥ 0.40× the full kundali's throughput) and the avasthas.
    asLine('kundali with yogas=all,include=avasthas', KUNDALI_PATHS.map((p) => `${p}&yogas=all&include=avasthas`), kundaliQueryAnswer, KundaliQuerySchema),
    // A year of eclipses at a catalogued city: the global search, each eclipse's local contacts and its sutak.
    asLine(
      'eclipses of a year at a city, with local contacts and the sutak',
      Array.from({ length: 200 }, (_, i) => `/v1/eclipses?city=${DEFAULT_CITY_IDS[i % DEFAULT_CITY_IDS.length]}&from=${1950 + (i % 150)}-01-01`),
      eclipsesAnswer,
      EclipseQuerySchema,
    ),
  ]);
}

/** Births each timing of the dasha section asks for, one request at a time. */
const DASHA_TIMED_BIRTHS = 30;
/** Alternating pairs (Vimshottari, the system) per system; the line gives the median pair's ratio (a single slow round moves a ratio of totals by a fifth here). */
const DASHA_ROUNDS = 5;

/**
 * Each dasha system on demand against Vimshottari (promised within 2× its time): the mean time of one request at a
 * time (the chart in a worker, the periods to two levels, presenting and serializing), over 30 births, in five
 * alternating pairs (Vimshottari, the system), the median of the pairs' ratios and their range. Every request is a birth not asked
 * before, so no kept answer stands in for a computation.
 */
async function dashas(): Promise<void> {
  process.stdout.write(`\nDasha systems on demand, one request at a time, ${DASHA_TIMED_BIRTHS} births per timing (${WORKERS} workers)\n`);
  // Times, not a load: the overload check (which a busy machine can trip) is off.
  const server = await startBenchServer({ DB_PATH: join(dir, 'dashas.db'), WORKERS: String(WORKERS), RATE_LIMIT_PRO_PER_HOUR: '1000000000', PRECOMPUTE_ON_START: 'false', MAX_EVENT_LOOP_DELAY_MS: '0' });
  const auth = { authorization: `Bearer ${server.key}` };
  let asked = 0;
  /** Mean ms of a request of `system` over the next births (each birth a new instant and latitude). */
  const meanMs = async (system: string, births = DASHA_TIMED_BIRTHS): Promise<number> => {
    const started = performance.now();
    for (let i = 0; i < births; i++, asked++) {
      const date = encodeURIComponent(BIRTH_INSTANTS[asked % BIRTH_INSTANTS.length]!);
      const latitude = (8 + (asked % 1999) / 100).toFixed(2);
      const res = await fetch(`${server.url}/v1/calculations/dasha/${system}?date=${date}&latitude=${latitude}&longitude=77.2&timezone=5.5`, { headers: auth });
      if (!res.ok) throw new Error(`${system}: ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
    }
    return (performance.now() - started) / births;
  };
  try {
    for (const system of DASHA_SYSTEM_IDS) await meanMs(system, 5);
    let slowest = { system: '', ratio: 0 };
    for (const system of DASHA_SYSTEM_IDS) {
      let base = 0;
      let ms = 0;
      const ratios: number[] = [];
      for (let round = 0; round < DASHA_ROUNDS; round++) {
        const vimshottari = await meanMs('vimshottari');
        const timed = await meanMs(system);
        base += vimshottari / DASHA_ROUNDS;
        ms += timed / DASHA_ROUNDS;
        ratios.push(timed / vimshottari);
      }
      ratios.sort((a, b) => a - b);
      const ratio = ratios[Math.floor(DASHA_ROUNDS / 2)]!;
      if (ratio > slowest.ratio) slowest = { system, ratio };
      line(`  ${system}`, `${ms.toFixed(1)} ms a request: ${ratio.toFixed(2)}× Vimshottari's ${base.toFixed(1)} ms (rounds ${ratios[0]!.toFixed(2)}–${ratios[DASHA_ROUNDS - 1]!.toFixed(2)})`);
    }
    line(`slowest of the ${DASHA_SYSTEM_IDS.length} systems against Vimshottari (promised ≤ 2×)`, `${slowest.system} ${slowest.ratio.toFixed(2)}×`);
  } finally {
    await server.stop();
  }
}

async function matching(): Promise<void> {
  const instants = Array.from({ length: 1000 }, (_, i) => new Date(Date.UTC(1960, 0, 1) + i * 1_209_600_000).toISOString());
  const person = (date: string, latitude: number) => ({ date, latitude, longitude: 77.2, timezone: 5.5 });
  const pairs = (path: string) =>
    instants.map((d, i) => ({
      path,
      body: { bride: person(d.slice(0, 19), 8 + (i % 20)), groom: person(instants[(i * 7 + 3) % instants.length]!.slice(0, 19), 30 - (i % 20)) },
    }));
  await onDemandSection('Matching', [
    asLine('kundali matching: two charts, kootas, poruthams', pairs('/v1/match/kundali'), kundaliMatchAnswer, MatchBodySchema),
    asLine("compatibility report: the same with both partners' doshas", pairs('/v1/compatibility/match'), compatibilityAnswer, MatchBodySchema),
  ]);
}

/**
 * Exports of a year of panchanga for 300 cities (a database built for it with 2 workers): rows per second in CSV
 * and Parquet, each against reading the same rows from SQLite and discarding them, in the same run.
 */
async function exports(): Promise<void> {
  process.stdout.write('\nExports (a year of panchanga for 300 cities, rows per second)\n');
  const pool = await warmPool(2);
  const path = join(dir, 'exports.db');
  const db = openDerivedDb(path);
  try {
    const cityIds = CITIES.slice(0, 300).map((c) => c.id);
    const started = performance.now();
    await runPipeline(db, pool, { from: { y: 2025, m: 1, d: 1 }, to: { y: 2025, m: 12, d: 31 }, cityIds, stages: ['panchanga'] }, { concurrency: 4 });
    line('building the database (300 cities × 365 days, 2 workers)', `${((performance.now() - started) / 1000).toFixed(1)} s`);
    const request: ExportRequest = { dataset: 'panchanga', from: '2025-01-01', to: '2025-12-31', cityIds };
    if (missingDays(db, request).length > 0) throw new Error('the export benchmark database is incomplete');
    const timed = async (work: () => Promise<number>): Promise<{ rows: number; perSecond: number }> => {
      const t0 = performance.now();
      const rows = await work();
      return { rows, perSecond: rows / ((performance.now() - t0) / 1000) };
    };
    const read = () =>
      timed(async () => {
        let rows = 0;
        for (const _ of db.$client.prepare("SELECT * FROM v_panchanga_days WHERE date BETWEEN '2025-01-01' AND '2025-12-31' ORDER BY city_id, date").iterate()) rows++;
        return rows;
      });
    const csv = () =>
      timed(async () => {
        const out = createWriteStream(join(dir, 'export.csv'));
        const rows = await writeTextExport(db, request, 'csv', out);
        out.end();
        await once(out, 'finish');
        return rows;
      });
    const parquet = () => timed(() => writeParquetExport(db, request, join(dir, 'export.parquet')));
    const base = await read();
    line('reading the rows from SQLite (baseline)', `${Math.round(base.perSecond)} rows/s (${base.rows} rows)`);
    for (const [name, run] of [['CSV', csv], ['Parquet', parquet]] as const) {
      const result = await run();
      const again = await read();
      line(`export to ${name}`, `${Math.round(result.perSecond)} rows/s  ${(result.perSecond / ((base.perSecond + again.perSecond) / 2)).toFixed(2)}× reading`);
    }
  } finally {
    db.$client.close();
    await pool.close();
  }
}

/**
 * A mixed soak: precomputed and on-demand panchanga, kundali, matching, horoscopes and a Western chart in
 * rotation for `BENCH_SOAK_SECONDS` (default 60), in three equal parts, with the server's resident memory after
 * warm-up and after each part (it must level off, not keep growing) and every error counted (must be 0). The
 * baseline is the bare constant route, measured in the same run.
 */
async function soak(): Promise<void> {
  const seconds = Number(process.env.BENCH_SOAK_SECONDS ?? 60);
  process.stdout.write(`\nSoak, 50 connections, ${seconds} s of mixed requests (${WORKERS} workers)\n`);
  const path = join(dir, 'soak.db');
  await buildReadDb(path);
  const server = await startBenchServer({ DB_PATH: path, WORKERS: String(WORKERS), RATE_LIMIT_PRO_PER_HOUR: '1000000000', PRECOMPUTE_ON_START: 'false' });
  const bare = await startBareServer();
  try {
    const auth = { authorization: `Bearer ${server.key}` };
    const rss = () => residentMiB(server.pid);
    // 200 births about 143 days apart from 1950 (all inside the supported range).
    const births = Array.from({ length: 200 }, (_, i) => new Date(Date.UTC(1950, 0, 1) + i * 12_345_678_900).toISOString().slice(0, 19));
    const mixed: LoadRequest[] = [
      ...DEFAULT_CITY_IDS.flatMap((city) => READ_DATES.slice(0, 5).map((date) => `/v1/calculations/panchanga?city=${city}&date=${date}`)),
      ...births.slice(0, 40).map((date, i) => `/v1/calculations/panchanga?date=${date.slice(0, 10)}&latitude=${(10 + (i % 40)).toFixed(2)}&longitude=76.1&timezone=5.5`),
      ...births.slice(0, 40).map((date, i) => `/v1/calculations/kundali?date=${date}&latitude=${(10 + (i % 40)).toFixed(1)}&longitude=77.2&timezone=5.5`),
      ...births.slice(40, 60).map((date, i) => ({ path: '/v1/match/kundali', body: { bride: { date, latitude: 19 + (i % 5), longitude: 72.8, timezone: 5.5 }, groom: { date: births[(i * 7) % 200]!, latitude: 28.6, longitude: 77.2, timezone: 5.5 } } })),
      ...['aries', 'leo', 'virgo', 'pisces'].map((sign) => `/v1/calculations/horoscope/daily/${sign}?date=${READ_DATES[0]}`),
      ...births.slice(60, 80).map((date) => `/v1/western/natal-chart?date=${date}&latitude=51.5&longitude=-0.1`),
    ];
    await load(server, mixed, auth, 5); // unmeasured warm-up
    const base = await load(bare, ['/'], {}, SECONDS);
    line('bare Fastify, nothing registered, own process (baseline)', `${Math.round(base.requestsPerSecond)} req/s`);
    const memory = [rss()];
    const parts: LoadResult[] = [];
    for (let part = 0; part < 3; part++) {
      parts.push(await load(server, mixed, auth, seconds / 3));
      memory.push(rss());
    }
    const served = parts.reduce((sum, part) => sum + part.requestsPerSecond * (seconds / 3), 0);
    const errors = parts.reduce((sum, part) => sum + part.non2xx + part.unanswered, 0);
    line('mixed requests', `${Math.round(served / seconds)} req/s  ${(served / seconds / base.requestsPerSecond).toFixed(2)}× baseline; p99 ${Math.max(...parts.map((part) => part.p99Ms))} ms`);
    line('errors (must be 0)', `${errors} non-2xx or unanswered of ${Math.round(served)}`);
    line('server resident memory, MiB', `${memory.map((m) => m.toFixed(0)).join(' → ')} (after warm-up, then after each third; main thread and workers)`);
    if (errors > 0) throw new Error(`the soak answered ${errors} non-2xx or not at all`);
  } finally {
    await Promise.all([server.stop(), bare.stop()]);
  }
}

async function western(): Promise<void> {
  const instants = BIRTH_INSTANTS;
  const person = (date: string, latitude: number) => ({ date, latitude, longitude: 2.35 });
  await onDemandSection('Western charts', [
    asLine('natal chart: 13 bodies, Placidus houses, aspects, patterns', instants.map((d, i) => `/v1/western/natal-chart?date=${encodeURIComponent(d)}&latitude=${(8 + (i % 50)).toFixed(1)}&longitude=-0.1`), natalChartAnswer, NatalChartQuerySchema),
    asLine(
      'natal chart with Chiron, Ceres, Pallas, Juno and Vesta (target: at least 0.2× the nine-graha route)',
      // The births up to 2100, the span Chiron and the asteroids are computed for.
      instants.filter((d) => d < '2100').map((d, i) => `/v1/western/natal-chart?date=${encodeURIComponent(d)}&latitude=${(8 + (i % 50)).toFixed(1)}&longitude=-0.1&bodies=chiron,ceres,pallas,juno,vesta`),
      natalChartAnswer,
      NatalChartQuerySchema,
    ),
    asLine(
      'natal chart with the sixteen fixed stars and their conjunctions',
      instants.map((d, i) => `/v1/western/natal-chart?date=${encodeURIComponent(d)}&latitude=${(8 + (i % 50)).toFixed(1)}&longitude=-0.1&stars=all`),
      natalChartAnswer,
      NatalChartQuerySchema,
    ),
    asLine(
      'astrocartography: 40 lines of the ten bodies as GeoJSON',
      instants.map((d, i) => `/v1/western/astrocartography?date=${encodeURIComponent(d)}&latitude=${(8 + (i % 50)).toFixed(1)}&longitude=-0.1`),
      westernAstrocartographyAnswer,
      AstrocartographyQuerySchema,
    ),
    asLine(
      'astrocartography with parans: 40 lines and 270 parans of the ten bodies as GeoJSON',
      instants.map((d, i) => `/v1/western/astrocartography?date=${encodeURIComponent(d)}&latitude=${(8 + (i % 50)).toFixed(1)}&longitude=-0.1&parans=true`),
      westernAstrocartographyAnswer,
      AstrocartographyQuerySchema,
    ),
    asLine(
      'synastry: two charts, composite, Davison, score',
      instants.map((d, i) => ({
        path: '/v1/western/synastry',
        body: { bride: person(d.slice(0, 19), 8 + (i % 40)), groom: person(instants[(i * 7 + 3) % instants.length]!.slice(0, 19), 50 - (i % 40)) },
      })),
      synastryAnswer,
      SynastryBodySchema,
    ),
    asLine(
      'transits to a natal chart with 30 days of timed events',
      instants.map((d, i) => `/v1/western/transits?date=${encodeURIComponent(d)}&birthDate=${instants[(i * 13 + 5) % instants.length]!.slice(0, 19)}&latitude=51.5&longitude=-0.1`),
      westernTransitsAnswer,
      WesternTransitQuerySchema,
    ),
    asLine(
      'solar return after a date, with its chart',
      instants.map((d, i) => `/v1/western/returns?date=${encodeURIComponent(d)}&latitude=${(8 + (i % 50)).toFixed(1)}&longitude=-0.1&after=${new Date(Date.parse(d) + 30 * 365.25 * 86_400_000).toISOString()}`),
      westernReturnsAnswer,
      ReturnQuerySchema,
    ),
    asLine(
      'secondary progression with a year of timed events',
      instants.map((d, i) => `/v1/western/progressions?birthDate=${encodeURIComponent(d)}&latitude=${(8 + (i % 50)).toFixed(1)}&longitude=-0.1&date=${new Date(Date.parse(d) + 40 * 365.25 * 86_400_000).toISOString()}`),
      westernProgressionsAnswer,
      ProgressionQuerySchema,
    ),
  ]);
}

/**
 * KP charts and the Tajika annual chart on demand against the nine-graha chart of the same births (the full
 * kundali, the baseline): the KP chart promises at least 0.3× the kundali's throughput, its significators and
 * horary charts within 1.5× of the chart's time (throughput at least 1 ÷ 1.5 of the chart's); the annual chart
 * (two charts and a root-found solar return) at least 0.2× the kundali's.
 */
async function kp(): Promise<void> {
  const births = BIRTH_INSTANTS.map((d, i) => `date=${encodeURIComponent(d)}&latitude=${8 + (i % 20)}.0&longitude=77.2`);
  const lines: OnDemandLine[] = [
    asLine('full kundali: the nine grahas (baseline)', KUNDALI_PATHS, kundaliQueryAnswer, KundaliQuerySchema),
    asLine('KP chart: Placidus cusps, nine grahas, lords to the sub-sub', births.map((b) => `/v1/kp/chart?${b}`), kpChartAnswer, KpChartQuerySchema),
    asLine('KP significators', births.map((b) => `/v1/kp/significators?${b}`), kpSignificatorsAnswer, KpChartQuerySchema),
    asLine('Tajika annual chart: solar return, chart with D9, muntha, office-bearers, year lord, strengths, 36 sahams, dashas', births.map((b, i) => `/v1/varshaphal?${b}&age=${20 + (i % 50)}`), varshaphalAnswer, VarshaphalQuerySchema),
    asLine(
      'KP horary chart',
      BIRTH_INSTANTS.map((d, i) => `/v1/kp/horary?number=${1 + ((i * 37) % 249)}&date=${encodeURIComponent(d)}&latitude=${8 + (i % 20)}.0&longitude=77.2`),
      kpHoraryAnswer,
      KpHoraryQuerySchema,
    ),
    asLine('Tithi pravesha: the birth tithi\'s return in its solar month, with its chart', births.map((b, i) => `/v1/tithi-pravesha?${b}&age=${20 + (i % 50)}`), tithiPraveshaAnswer, TithiPraveshaQuerySchema),
  ];
  process.stdout.write(`
KP charts, 50 connections, ${SECONDS} s per run (computed on demand: ${WORKERS} workers; ceiling = workers ÷ the worker's time per request, timed alone)
`);
  const server = await startBenchServer({ DB_PATH: join(dir, 'kp.db'), WORKERS: String(WORKERS), RATE_LIMIT_PRO_PER_HOUR: '1000000000', PRECOMPUTE_ON_START: 'false' });
  const barePool = await startBarePool(WORKERS);
  try {
    const reaches: Reach[] = [];
    for (const [label, requests, answer, input] of lines) {
      await untilIdle([server, barePool]);
      line(label, await reachBeside(server, barePool, requests, { authorization: `Bearer ${server.key}` }, await timeAnswer(answer, input, requests), reaches));
    }
    const rates = reaches.map((reach) => reach.result.requestsPerSecond);
    const [kundaliRate, chartRate, significatorsRate, varshaphalRate, horaryRate] = rates as [number, number, number, number, number];
    line('KP chart ÷ full kundali (promised ≥ 0.30×)', `${(chartRate / kundaliRate).toFixed(2)}×`);
    line('Tajika annual chart ÷ full kundali (promised ≥ 0.20×)', `${(varshaphalRate / kundaliRate).toFixed(2)}×`);
    line('KP significators, horary ÷ KP chart (promised ≥ 0.67×, i.e. within 1.5× its time)', `${(significatorsRate / chartRate).toFixed(2)}×, ${(horaryRate / chartRate).toFixed(2)}×`);
  } finally {
    await Promise.all([server.stop(), barePool.stop()]);
  }
}

/**
 * The other interfaces over the same operations (tRPC, MCP, GraphQL) against the REST call of the same input, at
 * the same load (50 connections): each calls the operation itself (typed input, the same validation, computation
 * and kept answers), so the figure is what each protocol adds. Mean latency ratios, alternating pairs (REST,
 * interface) three times, median pair. A stored read's line also prints its ceiling: the bare route answering the
 * interface's request (the same method and body) with a body of the interface's size, against the bare route
 * answering REST's GET with REST's size: what the protocol's request and answer cost before any code of the app.
 * Each load also prints its server's CPU time per request (/proc), which the load generator's share of the
 * machine does not move.
 */
async function interfaces(): Promise<void> {
  process.stdout.write(`\nInterfaces against REST, 50 connections, ${SECONDS} s per run (mean latency; target ≤ 1.3× REST's)\n`);
  const path = join(dir, 'interfaces.db');
  await buildReadDb(path);
  const server = await startBenchServer({ DB_PATH: path, WORKERS: String(WORKERS), RATE_LIMIT_PRO_PER_HOUR: '1000000000', PRECOMPUTE_ON_START: 'false' });
  const bare = await startBareServer();
  try {
    const auth = { authorization: `Bearer ${server.key}` };
    const panchanga = { city: 'new-delhi', date: READ_DATES[0]! };
    const births = BIRTH_INSTANTS.slice(0, 200).map((d, i) => ({ date: d.slice(0, 19), latitude: 8 + (i % 20), longitude: 77.2, timezone: '5.5' }));
    const restQuery = (input: Record<string, string | number>) => new URLSearchParams(Object.entries(input).map(([k, v]): [string, string] => [k, String(v)]));
    const query = (input: Record<string, string | number>) => Object.entries(input).map(([k, v]) => `${k}: ${JSON.stringify(v)}`).join(', ');
    const mcp = (name: string, args: Record<string, string | number>): LoadRequest => ({
      path: '/v1/mcp',
      headers: { accept: 'application/json, text/event-stream' },
      body: { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: args } },
    });
    const operations: { label: string; stored: boolean; rest: LoadRequest[]; others: [string, LoadRequest[]][] }[] = [
      {
        label: 'precomputed panchanga (a stored city-day)',
        stored: true,
        rest: [`/v1/calculations/panchanga?city=${panchanga.city}&date=${panchanga.date}`],
        others: [
          ['tRPC', [`/v1/trpc/panchanga?input=${encodeURIComponent(JSON.stringify(panchanga))}`]],
          ['MCP tools/call', [mcp('panchanga', panchanga)]],
          ['GraphQL (tithi and nakshatra)', [{ path: '/v1/graphql', body: { query: `{ panchanga(${query(panchanga)}) { tithi { name } nakshatra { name } } }` } }]],
        ],
      },
      {
        label: 'kundali (computed on demand, 200 births in rotation)',
        stored: false,
        rest: births.map((b) => `/v1/calculations/kundali?${restQuery(b)}`),
        others: [
          ['tRPC', births.map((b) => `/v1/trpc/kundali?input=${encodeURIComponent(JSON.stringify(b))}`)],
          ['MCP tools/call', births.map((b) => mcp('kundali', b))],
          ['GraphQL (lagna, planets)', births.map((b) => ({ path: '/v1/graphql', body: { query: `{ kundali(${query(b)}) { lagna { rashi } planets { name rashi } } }` } }))],
        ],
      },
    ];
    /** The bare route's request of the same method and body as `request`, answered with `bytes` bytes. */
    const bareLike = (request: LoadRequest, bytes: number): LoadRequest =>
      typeof request === 'string' ? `/body/${bytes}` : { path: `/body/${bytes}`, body: request.body };
    for (const { label, stored, rest, others } of operations) {
      await load(server, rest, auth, 2);
      const restAlone = await load(server, rest, auth, SECONDS);
      line(`${label}: REST`, `${Math.round(restAlone.requestsPerSecond)} req/s  mean ${restAlone.meanMs.toFixed(1)} ms  p99 ${restAlone.p99Ms} ms  server ${restAlone.serverMicrosPerRequest.toFixed(0)} µs/req`);
      const restBytes = stored ? await bodyBytes(server, rest[0]!, auth) : 0;
      for (const [name, requests] of others) {
        await load(server, requests, auth, 2);
        const pair = await versus(() => load(server, rest, auth, SECONDS), () => load(server, requests, auth, SECONDS));
        const errors = failures(pair.result);
        let ceiling = '';
        if (stored) {
          const bytes = await bodyBytes(server, requests[0]!, auth);
          const bareRest = `/body/${restBytes}`;
          const barePair = await versus(() => load(bare, [bareRest], {}, SECONDS), () => load(bare, [bareLike(requests[0]!, bytes)], {}, SECONDS));
          ceiling = `; ceiling ${(barePair.result.meanMs / barePair.base.meanMs).toFixed(2)}× (bare: ${typeof requests[0] === 'string' ? 'GET' : 'POST of the same body'} answered with ${bytes} bytes, ${barePair.result.serverMicrosPerRequest.toFixed(0)} µs/req, against GET with REST's ${restBytes}, ${barePair.base.serverMicrosPerRequest.toFixed(0)} µs/req)`;
        }
        line(
          `  ${name}`,
          `${Math.round(pair.result.requestsPerSecond)} req/s  mean ${pair.result.meanMs.toFixed(1)} ms  p99 ${pair.result.p99Ms} ms  server ${pair.result.serverMicrosPerRequest.toFixed(0)} µs/req: ${(pair.result.meanMs / pair.base.meanMs).toFixed(2)}× REST's latency (REST beside it ${Math.round(pair.base.requestsPerSecond)} req/s, mean ${pair.base.meanMs.toFixed(1)} ms, ${pair.base.serverMicrosPerRequest.toFixed(0)} µs/req)${ceiling}${errors}`,
        );
      }
    }
  } finally {
    await Promise.all([server.stop(), bare.stop()]);
  }
}

process.stdout.write(`Benchmarks (node ${process.version}, ${new Date().toISOString()})\n`);
try {
  const only = process.env.BENCH_ONLY;
  if (!only || only === 'engine') enginePanchangaDay();
  if (!only || only === 'pipeline') await pipeline();
  if (!only || only === 'exports') await exports();
  if (!only || only === 'http') await http();
  if (!only || only === 'panchanga') await onDemandPanchanga();
  if (!only || only === 'calendar') await calendar();
  if (!only || only === 'kundali') await kundali();
  if (!only || only === 'dashas') await dashas();
  if (!only || only === 'matching') await matching();
  if (!only || only === 'western') await western();
  if (!only || only === 'kp') await kp();
  if (!only || only === 'interfaces') await interfaces();
  if (!only || only === 'soak') await soak();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
