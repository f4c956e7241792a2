/**
 * `npm run bench`: the performance figures the service promises, each as a ratio against a baseline measured
 * in the same run on the same machine (absolute numbers vary with the machine; ratios are what we compare).
 *
 *   BENCH_SECONDS   duration of each HTTP load (default 5)
 *   BENCH_QUICK=1   skip the full nightly window (300 cities × 408 days, about two minutes)
 *   BENCH_ONLY      one section: engine, pipeline, http or kundali
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { panchangaDay } from '../../astro/panchanga/derived.ts';
import { addDays, formatLocalDate, type LocalDate } from '../../astro/time.ts';
import { CITIES, cityById, DEFAULT_CITY_IDS } from '../../data/cities.ts';
import { openDerivedDb } from '../../data/db/open.ts';
import { cityDayInput, DEFAULT_DAY_OPTIONS } from '../../pipeline/defaults.ts';
import { ComputePool } from '../../pipeline/pool.ts';
import { type RunRequest, runPipeline } from '../../pipeline/run.ts';
import { load, type LoadResult, startBenchServer } from './http.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const QUICK = process.env.BENCH_QUICK === '1';
const dir = mkdtempSync(join(tmpdir(), 'jyotish-bench-'));

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function line(label: string, value: string): void {
  process.stdout.write(`  ${label.padEnd(62)} ${value}\n`);
}

function ratio(result: LoadResult, baseline: LoadResult): string {
  const errors = result.non2xx > 0 ? `  (${result.non2xx} non-2xx!)` : '';
  const throughput = (result.requestsPerSecond / baseline.requestsPerSecond).toFixed(2);
  const cpu = (baseline.serverMicrosPerRequest / result.serverMicrosPerRequest).toFixed(2);
  return `${Math.round(result.requestsPerSecond)} req/s  p99 ${result.p99Ms} ms  ${throughput}× baseline; server ${result.serverMicrosPerRequest.toFixed(0)} µs/req = ${cpu}× baseline${errors}`;
}

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
  const ms = median(samples);
  line('panchanga day, one place alone (median of 250)', `${ms.toFixed(2)} ms  (${Math.round(1000 / ms)} days/s)`);
}

async function pipelineRun(name: string, workers: number, request: RunRequest): Promise<{ seconds: number; units: number }> {
  const db = openDerivedDb(join(dir, `${name}.db`));
  const pool = new ComputePool(workers, { warm: true });
  try {
    // Each worker is its own V8 isolate that loads and optimises the engine separately (callgrind counts ~45 %
    // more instructions for the same 16 tasks on two cold workers than on one). A nightly run amortises that over
    // minutes; give every worker the same realistic warm-up before the clock starts so the ratio compares work.
    const warmCities = CITIES.slice(0, 40).map((c) => c.id);
    for (let round = 0; round < 3; round++) {
      await Promise.all(Array.from({ length: workers }, (_, i) => pool.run('panchangaRows', { date: `2020-01-0${1 + round * 2 + i}`, cityIds: warmCities })));
    }
    const started = performance.now();
    const report = await runPipeline(db, pool, request, { concurrency: workers * 2 });
    return { seconds: (performance.now() - started) / 1000, units: report.written.panchanga + report.written.transits };
  } finally {
    await pool.close();
    db.$client.close();
  }
}

async function pipeline(): Promise<void> {
  process.stdout.write('\nPipeline (location-days per second, all 400 cities × 6 days, fresh database)\n');
  const request: RunRequest = { from: { y: 2025, m: 4, d: 1 }, to: { y: 2025, m: 4, d: 6 }, cityIds: CITIES.map((c) => c.id), stages: ['panchanga'] };
  const one = await pipelineRun('one', 1, request);
  const two = await pipelineRun('two', 2, request);
  const rateOne = one.units / one.seconds;
  const rateTwo = two.units / two.seconds;
  line('1 worker', `${Math.round(rateOne)} location-days/s`);
  line('2 workers', `${Math.round(rateTwo)} location-days/s  ${(rateTwo / rateOne).toFixed(2)}× 1 worker`);
  if (QUICK) return line('nightly window, 300 cities × 408 days', 'skipped (BENCH_QUICK=1)');
  const today = new Date();
  const start = addDays({ y: today.getUTCFullYear(), m: today.getUTCMonth() + 1, d: today.getUTCDate() }, -7);
  const nightly: RunRequest = { from: start, to: addDays(start, 407), cityIds: CITIES.slice(0, 300).map((c) => c.id), stages: ['panchanga', 'transits'] };
  const run = await pipelineRun('nightly', 2, nightly);
  line('nightly window, 300 cities × 408 days + transits, 2 workers', `${run.seconds.toFixed(1)} s  (${Math.round(run.units / run.seconds)} units/s; target < 120 s)`);
}

async function http(): Promise<void> {
  process.stdout.write(`\nHTTP, 50 connections, ${SECONDS} s per run (server in its own process, key check and rate limit on)\n`);
  const path = join(dir, 'http.db');
  const dates = Array.from({ length: 30 }, (_, i) => formatLocalDate(addDays({ y: 2025, m: 3, d: 1 }, i)));
  {
    const db = openDerivedDb(path);
    const pool = new ComputePool(2);
    await runPipeline(db, pool, { from: { y: 2025, m: 2, d: 28 }, to: { y: 2025, m: 4, d: 1 }, cityIds: DEFAULT_CITY_IDS, stages: ['panchanga'] }, { concurrency: 4 });
    await pool.close();
    db.$client.close();
  }
  const sample = await startBenchServer({ DB_PATH: path, WORKERS: '1' });
  const bodyBytes = (await (await fetch(`${sample.url}/v1/calculations/panchanga?city=new-delhi&date=${dates[0]}`, { headers: { authorization: `Bearer ${sample.key}` } })).text()).length;
  await sample.stop();
  const server = await startBenchServer({ DB_PATH: path, WORKERS: '1', RATE_LIMIT_PRO_PER_HOUR: '1000000000', BENCH_BODY_BYTES: String(bodyBytes - 11) });
  try {
    const auth = { authorization: `Bearer ${server.key}` };
    const bare = await load(server.url, ['/bench/constant'], {}, SECONDS);
    line('bare Fastify route returning a constant (baseline)', `${Math.round(bare.requestsPerSecond)} req/s  p99 ${bare.p99Ms} ms; server ${bare.serverMicrosPerRequest.toFixed(0)} µs/req`);
    const sameBytes = await load(server.url, ['/bench/body'], {}, SECONDS);
    line(`bare route sending a stored ${bodyBytes}-byte body (no key, no limit)`, ratio(sameBytes, bare));
    const precomputed = DEFAULT_CITY_IDS.flatMap((city) => dates.map((date) => `/v1/calculations/panchanga?city=${city}&date=${date}`));
    const warm = await load(server.url, precomputed, auth, 2);
    if (warm.non2xx > 0) throw new Error(`precomputed warm-up answered ${warm.non2xx} non-2xx`);
    const gzip = { ...auth, 'accept-encoding': 'gzip' };
    const one = [precomputed[0]!];
    line('precomputed panchanga, one city-day read repeatedly', ratio(await load(server.url, one, auth, SECONDS), bare));
    line('  same, client accepting gzip (target ≥ 0.6×, p99 < 10 ms)', ratio(await load(server.url, one, gzip, SECONDS), bare));
    // autocannon builds every request of a rotation itself, so this run is bound by the load generator.
    line(`precomputed panchanga, ${precomputed.length} city-days in rotation, gzip`, ratio(await load(server.url, precomputed, gzip, SECONDS), bare));
    const onDemand = Array.from({ length: 5000 }, (_, i) => {
      const d = formatLocalDate(addDays({ y: 2031, m: 1, d: 1 }, i));
      return `/v1/calculations/panchanga?date=${d}&latitude=${(10 + (i % 40)).toFixed(2)}&longitude=76.1&timezone=5.5`;
    });
    const computed = await load(server.url, onDemand, auth, SECONDS);
    line('panchanga for uncatalogued places (computed on demand)', ratio(computed, bare));
  } finally {
    await server.stop();
  }
}

async function kundali(): Promise<void> {
  process.stdout.write(`\nCharts, 50 connections, ${SECONDS} s per run (computed on demand: 2 workers)\n`);
  const server = await startBenchServer({ DB_PATH: join(dir, 'kundali.db'), WORKERS: '2', RATE_LIMIT_PRO_PER_HOUR: '1000000000', PRECOMPUTE_ON_START: 'false' });
  try {
    const auth = { authorization: `Bearer ${server.key}` };
    const instants = Array.from({ length: 1000 }, (_, i) => new Date(Date.UTC(1950, 0, 1) + i * 7_919_000_000).toISOString());
    const grahas = await load(server.url, instants.map((d) => `/bench/grahas?date=${d}`), {}, SECONDS);
    line('a route computing only the nine graha longitudes (baseline)', `${Math.round(grahas.requestsPerSecond)} req/s  p99 ${grahas.p99Ms} ms`);
    const paths = instants.map((d) => `/v1/calculations/kundali?date=${encodeURIComponent(d)}&latitude=${(8 + (d.length % 20)).toFixed(1)}&longitude=77.2`);
    line('full kundali (target ≥ 0.3×)', ratio(await load(server.url, paths, auth, SECONDS), grahas));
  } finally {
    await server.stop();
  }
}

process.stdout.write(`Benchmarks (node ${process.version}, ${new Date().toISOString()})\n`);
try {
  const only = process.env.BENCH_ONLY;
  if (!only || only === 'engine') enginePanchangaDay();
  if (!only || only === 'pipeline') await pipeline();
  if (!only || only === 'http') await http();
  if (!only || only === 'kundali') await kundali();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
