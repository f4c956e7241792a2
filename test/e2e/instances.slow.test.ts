/**
 * Several instances, as a deployment runs them: two API processes on one SQLite file (the second read-only) and
 * one Redis, and a pipeline process writing the same file. One free key's 150 requests spread over both instances get exactly 100
 * answers and 50 refusals; every read during the pipeline run is 200; with Redis killed the service fails open
 * (requests answered, uncounted) and `/health` says the store is down; when Redis is back, counting resumes.
 * Runs where `redis-server` is installed (`.ci/run` installs it); skipped, saying so, elsewhere.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueKey, ROOT, type RunningServer, startServer, stop } from '../helpers/processes.ts';

const REDIS = '/usr/bin/redis-server';

/** A free TCP port on the loopback interface. */
async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function startRedis(port: number): ChildProcess {
  return spawn(REDIS, ['--port', String(port), '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
}

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe.skipIf(!existsSync(REDIS))('two API instances, one Redis, a pipeline writing', () => {
  let dir: string;
  let env: NodeJS.ProcessEnv;
  let redis: ChildProcess;
  let redisPort: number;
  let instances: RunningServer[] = [];

  const newKey = (): string => issueKey(env, 'free').key;
  /** The status of a GET with `key`; a failed connection is reported with its cause (reset, refused, closed). */
  const statusOf = (url: string, key: string): Promise<number> =>
    fetch(url, { headers: { authorization: `Bearer ${key}` } }).then(
      (res) => res.status,
      (err: Error) => {
        throw new Error(`GET ${url}: ${(err.cause as Error | undefined)?.message ?? err.message}`);
      },
    );
  const health = async (url: string) => (await (await fetch(`${url}/health`)).json()) as { status: string; rateLimitStore: { status: string } };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'jyotish-instances-'));
    redisPort = await freePort();
    redis = startRedis(redisPort);
    env = {
      ...process.env,
      DB_PATH: join(dir, 'shared.db'),
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WORKERS: '1',
      PRECOMPUTE_ON_START: 'false',
    };
    // The first process creates the file and its migrations; the second serves it read-only, as extra
    // instances beside a writer do.
    instances.push(await startServer(env));
    instances.push(await startServer({ ...env, DB_READ_ONLY: 'true' }));
    await waitFor(async () => (await health(instances[0]!.url)).rateLimitStore.status === 'ok', 'Redis to answer');
  });

  afterAll(async () => {
    for (const instance of instances) await stop(instance.process);
    await stop(redis);
    rmSync(dir, { recursive: true, force: true });
  });

  it('gives one free key exactly 100 answers over 150 requests spread across both instances', async () => {
    const key = newKey();
    const codes = await Promise.all(
      Array.from({ length: 150 }, (_, i) =>
        statusOf(`${instances[i % 2]!.url}/v1/numerology/life-path?date=1990-01-${String((i % 28) + 1).padStart(2, '0')}`, key),
      ),
    );
    expect(codes.filter((code) => code === 200)).toHaveLength(100);
    expect(codes.filter((code) => code === 429)).toHaveLength(50);
    expect(codes.filter((code, i) => i % 2 === 1 && code === 200).length).toBeGreaterThan(0);
  });

  it('refuses to start read-only on a database that does not exist', async () => {
    await expect(startServer({ ...env, DB_READ_ONLY: 'true', DB_PATH: join(dir, 'missing.db') })).rejects.toThrow();
  });

  it('answers every read with 200 while a pipeline process writes the same file', async () => {
    const key = newKey();
    const pipeline = spawn(process.execPath, ['--import', 'tsx', 'pipeline/cli.ts', 'run', '--from', '2025-03-01', '--to', '2025-03-20', '--cities', 'new-delhi,mumbai,london', '--stages', 'panchanga', '--workers', '1'], {
      cwd: ROOT,
      env,
      stdio: 'ignore',
    });
    const finished = new Promise<number | null>((resolve) => pipeline.on('exit', resolve));
    const statuses: number[] = [];
    let running = true;
    void finished.then(() => (running = false));
    for (let i = 0; running || i < 10; i++) {
      const day = String((i % 20) + 1).padStart(2, '0');
      const res = await fetch(`${instances[i % 2]!.url}/v1/panchanga/daily?city=new-delhi&date=2025-03-${day}`, { headers: { authorization: `Bearer ${key}` } });
      statuses.push(res.status);
      await res.arrayBuffer();
      if (statuses.length >= 95) break; // the free plan's limit
    }
    expect(await finished).toBe(0);
    expect(statuses.length).toBeGreaterThan(5);
    expect(statuses.every((status) => status === 200)).toBe(true);
  });

  it('fails open while Redis is down, says so in /health, and counts again when it is back', async () => {
    await stop(redis);
    await waitFor(async () => (await health(instances[0]!.url)).rateLimitStore.status === 'down', 'health to see Redis down');
    const down = await health(instances[1]!.url);
    expect(down).toMatchObject({ status: 'degraded', rateLimitStore: { status: 'down' } });
    const key = newKey();
    const uncounted = await Promise.all(
      Array.from({ length: 110 }, (_, i) => statusOf(`${instances[i % 2]!.url}/v1/numerology/life-path?date=1990-02-01`, key)),
    );
    expect(uncounted.every((code) => code === 200)).toBe(true);

    redis = startRedis(redisPort);
    await waitFor(async () => (await health(instances[0]!.url)).rateLimitStore.status === 'ok' && (await health(instances[1]!.url)).rateLimitStore.status === 'ok', 'Redis back');
    const fresh = newKey();
    const counted = await Promise.all(
      Array.from({ length: 120 }, (_, i) => statusOf(`${instances[i % 2]!.url}/v1/numerology/life-path?date=1990-03-01`, fresh)),
    );
    expect(counted.filter((code) => code === 200)).toHaveLength(100);
    expect(counted.filter((code) => code === 429)).toHaveLength(20);
  });
});
