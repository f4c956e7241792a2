/**
 * `npm run bench`: the performance figures the service promises, each as a ratio against a baseline measured
 * in the same run on the same machine (absolute numbers vary with the machine; ratios are what we compare).
 *
 *   BENCH_SECONDS   duration of each HTTP load (default 5)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { panchangaDay } from '../../astro/panchanga/derived.ts';
import { addDays } from '../../astro/time.ts';
import { cityById } from '../../data/cities.ts';
import { load, startBenchServer } from './http.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function line(label: string, value: string): void {
  process.stdout.write(`  ${label.padEnd(58)} ${value}\n`);
}

function enginePanchangaDay(): void {
  process.stdout.write('\nEngine, single thread\n');
  const cities = ['new-delhi', 'mumbai', 'london', 'new-york', 'sydney'].map((id) => cityById(id)!);
  const samples: number[] = [];
  let date = { y: 2025, m: 1, d: 1 };
  for (let i = 0; i < 30; i++) panchangaDay(inputFor(cities[0]!, date)); // warm the JIT
  for (let i = 0; i < 250; i++) {
    const city = cities[i % cities.length]!;
    const started = performance.now();
    panchangaDay(inputFor(city, date));
    samples.push(performance.now() - started);
    date = addDays(date, 3);
  }
  const ms = median(samples);
  line('panchanga day (median of 250 city-days)', `${ms.toFixed(2)} ms  (${Math.round(1000 / ms)} days/s)`);
}

function inputFor(city: NonNullable<ReturnType<typeof cityById>>, localDate: { y: number; m: number; d: number }) {
  return {
    latitude: city.latitude,
    longitude: city.longitude,
    elevationM: city.elevationM ?? 0,
    zone: { kind: 'iana' as const, name: city.timezone },
    localDate,
    sunrise: 'hindu' as const,
    ayanamshaId: 1 as const,
    node: 'mean' as const,
  };
}

async function httpPanchanga(): Promise<void> {
  process.stdout.write(`\nHTTP, 50 connections, ${SECONDS} s per run (server in its own process)\n`);
  const dir = mkdtempSync(join(tmpdir(), 'jyotish-bench-'));
  const server = await startBenchServer({ DB_PATH: join(dir, 'bench.db'), WORKERS: '1' });
  try {
    const auth = { authorization: `Bearer ${server.key}` };
    const bare = await load(server.url, ['/bench/constant'], {}, SECONDS);
    line('bare Fastify route returning a constant (baseline)', `${Math.round(bare.requestsPerSecond)} req/s  p99 ${bare.p99Ms} ms`);

    const repeated = await load(server.url, ['/v1/calculations/panchanga?date=2025-03-14&city=new-delhi'], auth, SECONDS);
    line('panchanga, same day repeated (in-memory day)', ratio(repeated, bare));

    const paths = Array.from({ length: 2000 }, (_, i) => {
      const d = addDays({ y: 2030, m: 1, d: 1 }, i);
      return `/v1/calculations/panchanga?date=${d.y}-${String(d.m).padStart(2, '0')}-${String(d.d).padStart(2, '0')}&latitude=12.5&longitude=76.1&timezone=5.5`;
    });
    const onDemand = await load(server.url, paths, auth, SECONDS);
    line('panchanga, a new day per request (computed on demand)', ratio(onDemand, bare));
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

function ratio(result: { requestsPerSecond: number; p99Ms: number; non2xx: number }, baseline: { requestsPerSecond: number }): string {
  const errors = result.non2xx > 0 ? `  (${result.non2xx} non-2xx!)` : '';
  return `${Math.round(result.requestsPerSecond)} req/s  p99 ${result.p99Ms} ms  ${(result.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)}× baseline${errors}`;
}

process.stdout.write(`Benchmarks (node ${process.version}, ${new Date().toISOString()})\n`);
enginePanchangaDay();
await httpPanchanga();
