/**
 * Starts the real server process (`npm start`'s entry point) on a free port with a temporary database, issues
 * a key with the real CLI, and calls the API over HTTP.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueKey, keysCli, type RunningServer, startServer, stop } from '../helpers/processes.ts';

describe('the real server over HTTP', () => {
  let server: RunningServer | undefined;
  let baseUrl: string;
  let dir: string;
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'jyotish-e2e-'));
    env = { ...process.env, DB_PATH: join(dir, 'e2e.db'), PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', DEMO_API_KEY: 'demo-e2e-key', PRECOMPUTE_ON_START: 'false' };
    server = await startServer(env);
    baseUrl = server.url;
  });

  afterAll(async () => {
    await stop(server?.process);
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves health without a key', async () => {
    const res = await fetch(`${baseUrl}/health`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { database: { status: string } }).database.status).toBe('ok');
  });

  it('issues a key with the CLI and serves the life path with it', async () => {
    const created = issueKey(env, 'free');
    expect(created).toMatchObject({ key: expect.stringMatching(/^jk_/), id: expect.any(String), plan: 'free' });

    const res = await fetch(`${baseUrl}/v1/numerology/life-path?date=1987-11-29`, {
      headers: { authorization: `Bearer ${created.key}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-ratelimit-remaining')).toBe('99');
    expect(((await res.json()) as { lifePathNumber: number }).lifePathNumber).toBe(11);

    keysCli(env, 'revoke', created.id);
    const revoked = await fetch(`${baseUrl}/v1/numerology/life-path?date=1987-11-29`, {
      headers: { authorization: `Bearer ${created.key}` },
    });
    expect(revoked.status).toBe(401);
    expect(await revoked.json()).toMatchObject({ error: 'INVALID_API_KEY', code: 401 });
  });

  it('answers 401 without a key and 404 for unknown routes, as JSON', async () => {
    const noKey = await fetch(`${baseUrl}/external/v1/numerology/life-path?date=2000-01-01`);
    expect(noKey.status).toBe(401);
    expect(noKey.headers.get('content-type')).toMatch(/application\/json/);
    const unknown = await fetch(`${baseUrl}/nowhere`);
    expect(unknown.status).toBe(404);
  });
});
