/** Load helpers for the benchmarks: server child processes (the app, the bare baseline) and autocannon runs. */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const ROOT = join(import.meta.dirname, '../..');

export interface BenchServer {
  url: string;
  /** A pro-plan key of the app (empty for the bare server). */
  key: string;
  /** The server's process id: its CPU time is read from /proc. */
  pid: number;
  stop: () => Promise<void>;
}

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** CPU time (user + system) the process has used, µs; 0 where /proc is not readable. */
function processCpuMicros(pid: number): number {
  try {
    // Fields after the command name, which is in parentheses and may hold spaces: utime and stime are 14 and 15.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/**
 * Resolves once `servers` have all been idle for a quarter of a second (under 5 % of one core together), or after
 * 15 s: a load stops sending at its end, but a server still answers the requests queued by then (a heavy line's p99
 * reaches seconds), and timing a worker alone or calibrating the bare pool meanwhile would time the machine busy.
 */
export async function untilIdle(servers: readonly BenchServer[]): Promise<void> {
  const cpu = () => servers.reduce((sum, server) => sum + processCpuMicros(server.pid), 0);
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const before = cpu();
    await new Promise((done) => setTimeout(done, 250));
    if (cpu() - before < 0.05 * 250_000) return;
  }
}

/** Resident memory of a process, MiB (VmRSS of /proc/<pid>/status); 0 where /proc is not readable. */
export function residentMiB(pid: number): number {
  try {
    const kib = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return kib ? Number(kib[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

/**
 * Starts a benchmark server script (`bench-server.ts`: the real application; `bare-server.ts`: Fastify with nothing
 * registered; `bare-pool-server.ts`: the same with a worker pool doing fixed work) with extra environment; resolves
 * when it prints `READY <url> [key]`.
 */
export function startServer(script: 'bench-server.ts' | 'bare-server.ts' | 'bare-pool-server.ts', env: Record<string, string> = {}): Promise<BenchServer> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', join('test/bench', script)], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /READY (\S+)(?: (\S+))?/.exec(out);
      if (match) {
        resolve({
          url: match[1]!,
          key: match[2] ?? '',
          pid: child.pid!,
          stop: () =>
            new Promise((done) => {
              child.on('exit', () => done());
              child.kill('SIGTERM');
            }),
        });
      }
    });
    child.on('exit', (code) => reject(new Error(`${script} exited with ${code}: ${out}`)));
  });
}

/**
 * Starts the real application in its own process (`bench-server.ts`), counting in process unless `env` names a
 * Redis: a `REDIS_URL` in the bench's own environment (`.ci/run` sets one for the tests) is not inherited.
 */
export const startBenchServer = (env: Record<string, string>) => startServer('bench-server.ts', { REDIS_URL: '', ...env });

/** The directory of the answers the bare process sends again (`bareCopy`). */
const BARE_COPIES = mkdtempSync(join(tmpdir(), 'bare-copies-'));

/**
 * Starts the bare baseline in its own process (`/`, GET or POST `/body/<bytes>` for a stored body of that size,
 * GET `/copy/<name>` for an answer of the app as it was sent).
 */
export const startBareServer = () => startServer('bare-server.ts', { BARE_COPIES });

/** Starts the bare pool in its own process: `/work/<rounds>/<bytes>` answered by one of `workers` workers. */
export const startBarePool = (workers: number) => startServer('bare-pool-server.ts', { WORKERS: String(workers) });

/** An answer as a server sent it: its bytes, not decoded, and whether they are gzip-encoded. */
export interface SentAnswer {
  readonly body: Buffer;
  readonly gzip: boolean;
}

/** The answer of the app to a GET path, as sent (compressed when `headers` accept gzip). */
export function sentAnswer(server: BenchServer, path: string, headers: Record<string, string>): Promise<SentAnswer> {
  return new Promise((resolve, reject) => {
    httpRequest(`${server.url}${path}`, { headers: { 'accept-encoding': 'identity', ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ body: Buffer.concat(chunks), gzip: response.headers['content-encoding'] === 'gzip' }));
    })
      .on('error', reject)
      .end();
  });
}

let copies = 0;

/** Where the bare process sends `answer`'s bytes again (GET): the ceiling of a read that answers with them. */
export function bareCopy(answer: SentAnswer): string {
  const name = `${++copies}.json${answer.gzip ? '.gz' : ''}`;
  writeFileSync(join(BARE_COPIES, name), answer.body);
  return `/copy/${name}`;
}

/** The size of an answer of the app as sent (a GET path or a POST; compressed when `headers` accept gzip), bytes. */
export async function bodyBytes(server: BenchServer, request: LoadRequest, headers: Record<string, string>): Promise<number> {
  const init: RequestInit =
    typeof request === 'string'
      ? { headers: { 'accept-encoding': 'identity', ...headers } }
      : { method: 'POST', headers: { 'accept-encoding': 'identity', 'content-type': 'application/json', ...headers, ...request.headers }, body: JSON.stringify(request.body) };
  const response = await fetch(`${server.url}${typeof request === 'string' ? request : request.path}`, init);
  const decoded = (await response.arrayBuffer()).byteLength;
  return Number(response.headers.get('content-length') ?? decoded);
}

export interface LoadResult {
  requestsPerSecond: number;
  /** Mean latency, ms. */
  meanMs: number;
  /** Server CPU time per request, µs (the load generator shares the machine; this does not depend on it). */
  serverMicrosPerRequest: number;
  p99Ms: number;
  non2xx: number;
  /** Requests that got no answer: connection errors and timeouts (a machine too busy to serve the load). */
  unanswered: number;
}

/** A request of a load: a GET path, or a POST with a JSON body (and headers of its own). */
export type LoadRequest = string | { path: string; body: unknown; headers?: Record<string, string> };

/**
 * Runs autocannon against one or several requests with 50 connections. By default each connection goes round the
 * list itself (so 50 connections ask for the same request at about the same moment); with `shared`, the
 * connections take the list's requests in turn from one cursor, so a list longer than the load is never asked for
 * twice (an on-demand line whose answers are kept or shared while in flight measures computations).
 */
export async function load(
  server: BenchServer,
  requests: LoadRequest[],
  headers: Record<string, string>,
  seconds: number,
  options: { shared?: boolean } = {},
): Promise<LoadResult> {
  const cpuBefore = processCpuMicros(server.pid);
  const asked = requests.map((request) =>
    typeof request === 'string'
      ? { method: 'GET' as const, path: request, headers }
      : { method: 'POST' as const, path: request.path, headers: { ...headers, 'content-type': 'application/json', ...request.headers }, body: JSON.stringify(request.body) },
  );
  let cursor = 0;
  const result = await autocannon({
    url: server.url,
    connections: 50,
    duration: seconds,
    requests: options.shared ? [{ setupRequest: (request: object) => ({ ...request, ...asked[cursor++ % asked.length]! }) }] : asked,
  });
  const served = result.requests.total;
  return {
    requestsPerSecond: result.requests.average,
    meanMs: result.latency.average,
    serverMicrosPerRequest: (processCpuMicros(server.pid) - cpuBefore) / Math.max(1, served),
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    unanswered: result.errors,
  };
}
