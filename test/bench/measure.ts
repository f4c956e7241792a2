/**
 * How the benchmarks compare: alternating pairs against a baseline measured in the same run, and the
 * worker-bound ceiling of an on-demand endpoint.
 */
import { type BenchServer, load, type LoadRequest, type LoadResult } from './http.ts';

/** A subject's load and the baseline's load run just before it. */
export interface Pair {
  base: LoadResult;
  result: LoadResult;
}

/** The item whose `key` is the median (the upper one of an even count). */
export function medianBy<T>(items: readonly T[], key: (item: T) => number): T {
  return [...items].sort((a, b) => key(a) - key(b))[Math.floor(items.length / 2)]!;
}

/** Throughput of a pair's subject over its baseline. */
export const throughputRatio = (pair: Pair) => pair.result.requestsPerSecond / pair.base.requestsPerSecond;

/**
 * Loads the baseline and a subject alternately, `rounds` times each, and returns every pair: on a shared 2-core
 * machine (load generator and servers on the same cores) a single pair of runs can differ by 20 % from the
 * next, and alternating makes drift hit both sides alike.
 */
export async function alternate(baseline: () => Promise<LoadResult>, subject: () => Promise<LoadResult>, rounds = 3): Promise<Pair[]> {
  const pairs: Pair[] = [];
  for (let round = 0; round < rounds; round++) pairs.push({ base: await baseline(), result: await subject() });
  return pairs;
}

/** The pair of median throughput ratio of three alternating pairs. */
export async function versus(baseline: () => Promise<LoadResult>, subject: () => Promise<LoadResult>): Promise<Pair> {
  return medianBy(await alternate(baseline, subject), throughputRatio);
}

export function line(label: string, value: string): void {
  process.stdout.write(`  ${label.padEnd(72)} ${value}\n`);
}

/** A pair as printed: the subject's throughput and p99, and its ratios to the baseline (throughput, server CPU). */
export function ratio({ base, result }: Pair): string {
  const errors = result.non2xx > 0 ? `  (${result.non2xx} non-2xx!)` : '';
  const cpu = (base.serverMicrosPerRequest / result.serverMicrosPerRequest).toFixed(2);
  return `${Math.round(result.requestsPerSecond)} req/s  p99 ${result.p99Ms} ms  ${throughputRatio({ base, result }).toFixed(2)}× baseline; server ${result.serverMicrosPerRequest.toFixed(0)} µs/req = ${cpu}× baseline${errors}`;
}

/** An on-demand endpoint's load beside its worker-bound ceiling. */
export interface Reach {
  result: LoadResult;
  /** The worker's time per request with nothing else running, ms. */
  engineMs: number;
  /** Workers ÷ engine time: the most requests per second the pool could answer, req/s. */
  ceiling: number;
  /** Throughput ÷ ceiling. */
  reach: number;
}

/** Sequential requests (one at a time) of the quiet pass that measures the worker's time per request. */
const QUIET_REQUESTS = 40;

/**
 * Measures an on-demand endpoint against its ceiling: first the worker's time per request, one request at a time
 * (the pool's mean task time, `/bench/pool`), then three loads of `seconds` at 50 connections, the median kept.
 * The requests are sent unmeasured once first, so the engine is compiled in every worker.
 */
export async function reachOf(server: BenchServer, workers: number, requests: LoadRequest[], headers: Record<string, string>, seconds: number): Promise<Reach> {
  await load(server, requests, headers, 2);
  await fetch(`${server.url}/bench/pool`);
  for (const request of requests.slice(0, QUIET_REQUESTS)) {
    const init = typeof request === 'string'
      ? { headers }
      : { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(request.body) };
    const res = await fetch(`${server.url}${typeof request === 'string' ? request : request.path}`, init);
    if (!res.ok) throw new Error(`${typeof request === 'string' ? request : request.path} answered ${res.status}: ${await res.text()}`);
    await res.arrayBuffer();
  }
  const { meanMs } = (await (await fetch(`${server.url}/bench/pool`)).json()) as { meanMs: number };
  const loads: LoadResult[] = [];
  for (let round = 0; round < 3; round++) loads.push(await load(server, requests, headers, seconds));
  const result = medianBy(loads, (l) => l.requestsPerSecond);
  const ceiling = (workers * 1000) / meanMs;
  return { result, engineMs: meanMs, ceiling, reach: result.requestsPerSecond / ceiling };
}

/** A reach as printed. */
export function reachText({ result, engineMs, ceiling, reach }: Reach): string {
  const errors = result.non2xx > 0 ? `  (${result.non2xx} non-2xx!)` : '';
  return `${Math.round(result.requestsPerSecond)} req/s  p99 ${result.p99Ms} ms; worker ${engineMs.toFixed(2)} ms/req → ceiling ${Math.round(ceiling)} req/s; reach ${(reach * 100).toFixed(0)} %${errors}`;
}
