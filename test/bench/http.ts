/** Load helpers for the benchmarks: a server child process and autocannon runs. */
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import autocannon from 'autocannon';

const ROOT = join(import.meta.dirname, '../..');

export interface BenchServer {
  url: string;
  key: string;
  stop: () => Promise<void>;
}

/** Starts `bench-server.ts` with extra environment; resolves when it listens. */
export function startBenchServer(env: Record<string, string>): Promise<BenchServer> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'test/bench/bench-server.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /READY (\S+) (\S+)/.exec(out);
      if (match) {
        resolve({
          url: match[1]!,
          key: match[2]!,
          stop: () =>
            new Promise((done) => {
              child.on('exit', () => done());
              child.kill('SIGTERM');
            }),
        });
      }
    });
    child.on('exit', (code) => reject(new Error(`bench server exited with ${code}: ${out}`)));
  });
}

export interface LoadResult {
  requestsPerSecond: number;
  /** Server CPU time per request, µs (the load generator shares the machine; this does not depend on it). */
  serverMicrosPerRequest: number;
  p99Ms: number;
  non2xx: number;
}

/** A request of a load: a GET path, or a POST with a JSON body. */
export type LoadRequest = string | { path: string; body: unknown };

/** Runs autocannon against one or several requests (round-robin) with 50 connections. */
export async function load(url: string, requests: LoadRequest[], headers: Record<string, string>, seconds: number): Promise<LoadResult> {
  const cpu = async () => ((await (await fetch(`${url}/bench/cpu`)).json()) as { micros: number }).micros;
  const cpuBefore = await cpu();
  const result = await autocannon({
    url,
    connections: 50,
    duration: seconds,
    requests: requests.map((request) =>
      typeof request === 'string'
        ? { method: 'GET' as const, path: request, headers }
        : { method: 'POST' as const, path: request.path, headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(request.body) },
    ),
  });
  const served = result.requests.total;
  return {
    requestsPerSecond: result.requests.average,
    serverMicrosPerRequest: ((await cpu()) - cpuBefore) / Math.max(1, served),
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
  };
}
