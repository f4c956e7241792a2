/**
 * Graceful shutdown of the real server process: SIGTERM during a burst of slow requests (a year of Western
 * transit events each) lets every accepted request finish with its answer, then the process exits 0.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');

describe('SIGTERM', () => {
  const dir = mkdtempSync(join(tmpdir(), 'jyotish-shutdown-'));
  const env = { ...process.env, DB_PATH: join(dir, 'shutdown.db'), PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', WORKERS: '2', PRECOMPUTE_ON_START: 'false' };
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('finishes every accepted request, then exits 0', async () => {
    const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));
    const url = await new Promise<string>((resolve, reject) => {
      let out = '';
      const timer = setTimeout(() => reject(new Error(`server did not start: ${out}`)), 60_000);
      server.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const match = /listening on (http:\/\/\S+)/.exec(out);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]!);
        }
      });
      server.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    });
    const key = JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', 'api/cli/keys.ts', 'create', '--plan', 'pro', '--json'], { cwd: ROOT, env }).toString()).key;
    const slow = (i: number) =>
      fetch(`${url}/v1/western/transits?date=20${10 + i}-01-01T00:00:00Z&to=20${11 + i}-01-01T00:00:00Z&birthDate=1990-05-15T10:30:00&latitude=28.6&longitude=77.2`, {
        headers: { authorization: `Bearer ${key}`, connection: 'close' },
      }).then(async (res) => ({ status: res.status, events: ((await res.json()) as { events?: { count: number } }).events?.count ?? 0 }));
    const burst = Array.from({ length: 8 }, (_, i) => slow(i));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const signalled = Date.now();
    server.kill('SIGTERM');
    const answers = await Promise.all(burst);
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    for (const answer of answers) expect(answer.events).toBeGreaterThan(100); // whole answers, not truncated ones
    expect(await exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(30_000);
  }, 90_000);
});
