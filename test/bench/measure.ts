/**
 * How the benchmarks compare: alternating pairs against a baseline measured in the same run, and the
 * worker-bound ceiling of an on-demand endpoint.
 */
import type { z } from 'zod';
import { answerInThread } from '../../api/answer-worker.ts';
import type { WorkerAnswer } from '../../api/shared/worker-answer.ts';
import { type BenchServer, load, type LoadRequest, type LoadResult } from './http.ts';
import { spin } from './bare-pool-task.ts';

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

/** What a load's figures cannot be read without: answers other than 2xx, requests never answered. */
export function failures(result: LoadResult): string {
  const parts = [
    ...(result.non2xx > 0 ? [`${result.non2xx} non-2xx`] : []),
    ...(result.unanswered > 0 ? [`${result.unanswered} unanswered: errors or timeouts, the machine did not serve the load`] : []),
  ];
  return parts.length > 0 ? `  (${parts.join('; ')}!)` : '';
}

export function line(label: string, value: string): void {
  process.stdout.write(`  ${label.padEnd(72)} ${value}\n`);
}

/** A pair as printed: the subject's throughput and p99, and its ratios to the baseline (throughput, server CPU). */
export function ratio({ base, result }: Pair): string {
  const errors = failures(result);
  const cpu = (base.serverMicrosPerRequest / result.serverMicrosPerRequest).toFixed(2);
  return `${Math.round(result.requestsPerSecond)} req/s  p99 ${result.p99Ms} ms  ${throughputRatio({ base, result }).toFixed(2)}× baseline; server ${result.serverMicrosPerRequest.toFixed(0)} µs/req = ${cpu}× baseline${errors}`;
}

/** An on-demand endpoint's load beside its worker-bound ceiling. */
export interface Reach {
  result: LoadResult;
  /** The worker's time per request with nothing else running (its tasks' time over the requests sent), ms. */
  engineMs: number;
  /** Workers ÷ engine time: the most requests per second the pool could answer, req/s. */
  ceiling: number;
  /** Throughput ÷ ceiling. */
  reach: number;
  /** The throughput of each warm-up load before the measured ones (`warmUp`), req/s. */
  warmRates: readonly number[];
}

/** Sequential requests (one at a time) of each quiet pass that measures the worker's time per request. */
const QUIET_REQUESTS = 40;

/** Sends `requests` one at a time; returns the worker's time per request (the pool's task time over them, ms). */
async function quietPass(server: BenchServer, requests: LoadRequest[], headers: Record<string, string>): Promise<number> {
  await fetch(`${server.url}/bench/pool`);
  for (const request of requests) {
    const path = typeof request === 'string' ? request : request.path;
    const init = typeof request === 'string' ? { headers } : { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(request.body) };
    const res = await fetch(`${server.url}${path}`, init);
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
    await res.arrayBuffer();
  }
  const { meanMs, tasks } = (await (await fetch(`${server.url}/bench/pool`)).json()) as { meanMs: number; tasks: number };
  return (meanMs * tasks) / requests.length;
}

/** Seconds of each load that warms a server up (`warmUp`). */
const WARM_LOAD_SECONDS = 2;
/** Most warm-up loads: 16 s; the full kundali levelled off after 4–5 loads on primed workers (2026-11-28). */
const WARM_LOADS_AT_MOST = 8;
/** A warm-up load within this share of the one before it ends the warm-up: the server has levelled off. */
const LEVELLED = 1.05;

/**
 * Loads `server` with `requests` (each asked once, `shared`) in loads of `WARM_LOAD_SECONDS` until one is no more
 * than `LEVELLED` times the one before (at most `WARM_LOADS_AT_MOST`): V8 compiles a worker's engine over
 * thousands of requests, its compiler and its first collections running beside the workers, so a server measured
 * after one short warm-up answers at half its steady rate (the full kundali: 530–580 req/s after 3 s of load,
 * 910–1,010 after 15 s, 2026-11-28). Returns the throughput of each warm-up load, req/s.
 */
export async function warmUp(server: BenchServer, requests: LoadRequest[], headers: Record<string, string>): Promise<number[]> {
  const rates: number[] = [];
  while (rates.length < WARM_LOADS_AT_MOST) {
    const { requestsPerSecond, non2xx } = await load(server, requests, headers, WARM_LOAD_SECONDS, { shared: true });
    if (non2xx > 0) throw new Error(`the warm-up answered ${non2xx} non-2xx`);
    rates.push(requestsPerSecond);
    if (rates.length >= 2 && requestsPerSecond <= LEVELLED * rates[rates.length - 2]!) break;
  }
  return rates;
}

/**
 * Measures an on-demand endpoint against its ceiling: workers ÷ the worker's time per request. That time is
 * `workerMs` when given (an answer computed in a worker, timed in this thread: `timeAnswer`); else, after the
 * warm-up, two quiet passes send requests the loads do not reach one at a time, and the second gives it (the
 * pool's task time, `/bench/pool`, which also holds the hand-over between threads). The server is first warmed
 * up until its throughput levels off (`warmUp`); then three loads of `seconds` at 50 connections, the median (or
 * the best) kept. The warm-up and the loads each send their own fifth of `requests`; the quiet passes, the last 80.
 */
export async function reachOf(
  server: BenchServer,
  workers: number,
  requests: LoadRequest[],
  headers: Record<string, string>,
  seconds: number,
  options: { keep?: 'median' | 'best'; workerMs?: number } = {},
): Promise<Reach> {
  const keep = options.keep ?? 'median';
  // Disjoint fifths of the requests for the warm-up and each load, each request asked once (`shared`), so that a
  // line whose answers are kept or shared in flight (the panchanga's days, the response cache) measures
  // computations, not what an earlier load or another connection left.
  const fifth = Math.max(1, Math.floor(requests.length / 5));
  const part = (k: number) => requests.slice(k * fifth, (k + 1) * fifth);
  const warmRates = await warmUp(server, part(0), headers);
  let engineMs = options.workerMs;
  if (engineMs === undefined) {
    const tail = requests.slice(-2 * QUIET_REQUESTS);
    await quietPass(server, tail.slice(0, QUIET_REQUESTS), headers);
    engineMs = await quietPass(server, tail.slice(QUIET_REQUESTS), headers);
  }
  const loads: LoadResult[] = [];
  for (let round = 1; round <= 3; round++) loads.push(await load(server, part(round), headers, seconds, { shared: true }));
  const result = keep === 'best' ? loads.reduce((a, b) => (b.requestsPerSecond > a.requestsPerSecond ? b : a)) : medianBy(loads, (l) => l.requestsPerSecond);
  const ceiling = (workers * 1000) / engineMs;
  return { result, engineMs, ceiling, reach: result.requestsPerSecond / ceiling, warmRates };
}

/** A reach as printed. */
export function reachText({ result, engineMs, ceiling, reach, warmRates }: Reach): string {
  const errors = failures(result);
  return `${Math.round(result.requestsPerSecond)} req/s  p99 ${result.p99Ms} ms; worker ${engineMs.toFixed(2)} ms/req → ceiling ${Math.round(ceiling)} req/s; reach ${(reach * 100).toFixed(0)} %; server CPU ${(result.serverMicrosPerRequest / 1000).toFixed(2)} ms/req; warmed ${warmRates.map(Math.round).join(' → ')} req/s${errors}`;
}

/** How many requests of a line `timeAnswer` times (after its warm-up). */
const TIMED_ANSWERS = 100;
/**
 * How long `timeAnswer` answers unmeasured first, ms: the full kundali levels off after about 1,300 answers in a
 * fresh thread (3.8 ms each in the first hundred, 0.7 ms from the 1,300th on, 2026-11-28), 1.5–2 s of answering.
 */
const TIMING_WARM_MS = 3_000;

/** An answer computed in a worker, timed alone: the worker's time per request and the answer's mean size. */
export interface TimedAnswer {
  /** The worker's time per request, ms. */
  readonly ms: number;
  /** The JSON's mean length, bytes. */
  readonly bytes: number;
}

/**
 * The worker's time per request of an answer computed in a worker: what the worker does for one request
 * (validated input → engine → presenter → serialized JSON), in this thread with nothing else running, the mean
 * over the last `TIMED_ANSWERS` of the first `2 × TIMED_ANSWERS` of `requests`, after the first half answered over
 * and over, unmeasured, for `TIMING_WARM_MS` (and at least twice), so that V8 has compiled the answer as a
 * long-running worker has (`warmMs`: another time, 0 in a thread that has just timed the same answer); and the
 * mean size of those answers. Inputs are the requests' query strings or bodies, validated by the route's schema
 * as the route would.
 */
export async function timeAnswer(answer: WorkerAnswer<never>, inputSchema: z.ZodType, requests: LoadRequest[], warmMs = TIMING_WARM_MS): Promise<TimedAnswer> {
  const inputs = requests.slice(0, 2 * TIMED_ANSWERS).map((request) =>
    inputSchema.parse(typeof request === 'string' ? Object.fromEntries(new URL(request, 'http://bench').searchParams) : request.body) as never,
  );
  const warming = inputs.slice(0, TIMED_ANSWERS);
  const warmUntil = performance.now() + warmMs;
  for (let answered = 0; answered < 2 * warming.length || performance.now() < warmUntil; answered++) {
    await answerInThread(answer, warming[answered % warming.length]!, Date.now());
  }
  let bytes = 0;
  const started = performance.now();
  for (const input of inputs.slice(TIMED_ANSWERS)) bytes += Buffer.byteLength(await answerInThread(answer, input, Date.now()));
  const timed = inputs.length - TIMED_ANSWERS;
  return { ms: (performance.now() - started) / timed, bytes: Math.round(bytes / timed) };
}

/** The bare pool task's rounds that take `ms` in this thread alone (timed just before the load that uses them). */
function roundsTaking(ms: number): number {
  let rounds = 100_000;
  for (let pass = 0; pass < 3; pass++) {
    const started = performance.now();
    for (let k = 0; k < 20; k++) spin(rounds);
    rounds = Math.max(1, Math.round((rounds * ms) / ((performance.now() - started) / 20)));
  }
  return rounds;
}

/**
 * The reach the machine itself allows a line: the bare pool (bare-pool-server.ts) loaded as `reachOf` loads the
 * app, its workers spending the line's worker time alone on each request (`ms`, as allocation-free arithmetic) and
 * sending a body of the line's answer size (`bytes`). A line's reach beside it tells what the service costs beyond
 * the work and the bytes (its main thread, its garbage, its threads' contention) from what the machine costs any
 * server (the load generator, the hand-over between threads, the kernel's writes), on the same two cores.
 */
export async function barePoolReachOf(pool: BenchServer, workers: number, { ms, bytes }: TimedAnswer, seconds: number): Promise<Reach> {
  const path = `/work/${roundsTaking(ms)}/${bytes}`;
  // `reachOf` gives its warm-up and each load a fifth of the requests: five of the one path give each that path.
  return reachOf(pool, workers, Array.from({ length: 5 }, () => path), {}, seconds, { workerMs: ms });
}

/** The line's reach and the bare pool's, as printed. */
export function reachBesideText(reach: Reach, bare: Reach): string {
  return `${reachText(reach)}; the bare pool, the same worker time and bytes: ${Math.round(bare.result.requestsPerSecond)} req/s, reach ${(bare.reach * 100).toFixed(0)} %, server CPU ${(bare.result.serverMicrosPerRequest / 1000).toFixed(2)} ms/req`;
}
