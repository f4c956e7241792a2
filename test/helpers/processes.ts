/**
 * The service's own processes, for the tests that run them as a user does: the server (`api/server.ts`, `npm
 * start`'s entry point) started on the port in `env` and found by the URL it prints, and the CLIs (keys,
 * pipeline, export) run to completion.
 */
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '../..');

/**
 * Longest a server may take to print its address before the start counts as failed and the process is killed,
 * ms: a guard against a server that never starts, under the hook limit of vitest.config.ts (120 s).
 */
const START_LIMIT_MS = 100_000;

export interface RunningServer {
  process: ChildProcess;
  /** Base URL, e.g. `http://127.0.0.1:41234` (no trailing slash). */
  url: string;
  /** Resolves with the exit code once the process has exited (null when killed by a signal). */
  exited: Promise<number | null>;
}

/**
 * Starts `api/server.ts` with `env` (set `PORT: '0'` for a free port) and resolves once it prints
 * `listening on <url>`; rejects with everything it printed if it exits first, or kills it and rejects if it has
 * not started in 100 s.
 */
export function startServer(env: NodeJS.ProcessEnv): Promise<RunningServer> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => {
      server.kill('SIGKILL');
      reject(new Error(`server did not start: ${out}`));
    }, START_LIMIT_MS);
    server.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve({ process: server, url: match[1]!, exited });
      }
    });
    server.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}: ${out}`));
    });
  });
}

/** Sends SIGTERM to a process that is still running and resolves once it has exited. */
export async function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.on('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * Runs a CLI script (a path from the project root, e.g. `pipeline/export.ts`) with `args` and `env` to its end;
 * returns its standard output. Throws if it exits other than 0 (the error carries `status` and `stderr`).
 */
export function runScript(script: string, args: string[], env: NodeJS.ProcessEnv): string {
  return execFileSync(process.execPath, ['--import', 'tsx', script, ...args], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] }).toString();
}

/** Runs a CLI script to its end like `runScript`; returns what it wrote to standard output and to standard error. */
export function scriptOutputs(script: string, args: string[], env: NodeJS.ProcessEnv): { stdout: string; stderr: string } {
  const run = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  if (run.status !== 0) throw new Error(`${script} ${args.join(' ')} exited ${run.status}: ${run.stderr.toString()}`);
  return { stdout: run.stdout.toString(), stderr: run.stderr.toString() };
}

/** Runs a CLI script expecting a refusal: its exit code and what it wrote to standard error. */
export function refusedScript(script: string, args: string[], env: NodeJS.ProcessEnv): { status: number; stderr: string } {
  try {
    runScript(script, args, env);
  } catch (err) {
    const failure = err as { status: number; stderr: Buffer };
    return { status: failure.status, stderr: failure.stderr.toString() };
  }
  throw new Error(`${script} ${args.join(' ')} was not refused`);
}

/** Runs the key CLI (`api/cli/keys.ts`) with `args` against the databases of `env`; returns what it printed. */
export function keysCli(env: NodeJS.ProcessEnv, ...args: string[]): string {
  return runScript('api/cli/keys.ts', args, env);
}

/** Issues a key of `plan` with the key CLI; returns its `{ key, id, plan }` record. */
export function issueKey(env: NodeJS.ProcessEnv, plan: 'free' | 'pro' | 'internal'): { key: string; id: string; plan: string } {
  return JSON.parse(keysCli(env, 'create', '--plan', plan, '--json'));
}
