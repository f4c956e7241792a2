/** Builds the real application on in-memory databases (real migrations) for `app.inject` tests. */
import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../api/app.ts';
import { loadConfig } from '../../config/config.ts';
import { KeyStore } from '../../api/keys/key-store.ts';
import { type DerivedDb, openDerivedDb, openKeysDb } from '../../storage/open.ts';
import type { ComputePool } from '../../compute/pool.ts';

export const TEST_DEMO_KEY = 'demo-key-for-tests';
/** 2026-06-15T12:00:00Z: a fixed clock so results depending on "today" are stable. */
export const FIXED_NOW_MS = Date.UTC(2026, 5, 15, 12, 0, 0);

export interface TestApp {
  app: FastifyInstance;
  keys: KeyStore;
  /** Issues a fresh key of a plan and returns the key string. */
  key: (plan?: 'free' | 'pro' | 'internal') => string;
  close: () => Promise<void>;
}

/**
 * `deps.db` (closed with the app) and `deps.pool` and `deps.keys` (left open: the caller shares them) replace
 * the in-memory database, the app's own worker pool and its own key store; `deps.logStream` receives the log lines.
 */
export async function testApp(
  env: Record<string, string> = {},
  extend?: (app: FastifyInstance) => void | Promise<void>,
  deps: { db?: DerivedDb; pool?: ComputePool; keys?: KeyStore; logStream?: { write(line: string): void } } = {},
): Promise<TestApp> {
  // The overload limit is off (0) unless a test of it sets one: a busy machine must not make a test app refuse requests.
  const config = loadConfig({ LOG_LEVEL: 'silent', DEMO_API_KEY: TEST_DEMO_KEY, DB_PATH: ':memory:', WORKERS: '1', MAX_EVENT_LOOP_DELAY_MS: '0', ...env });
  const db = deps.db ?? openDerivedDb(':memory:');
  const keysDb = openKeysDb(':memory:');
  const keys = deps.keys ?? new KeyStore(keysDb);
  const app = await buildApp({ config, db, keys, now: () => FIXED_NOW_MS, ...(deps.pool ? { pool: deps.pool } : {}), ...(deps.logStream ? { logStream: deps.logStream } : {}) });
  if (extend) await extend(app);
  await app.ready();
  return {
    app,
    keys,
    key: (plan = 'free') => keys.create(plan).key,
    close: async () => {
      await app.close();
      db.$client.close();
      keysDb.$client.close();
    },
  };
}

export const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

/** The app of one `describe` block's tests: built before them with a fresh pro key, closed after them. */
export class TestAppContext {
  private built: TestApp | null = null;
  /** A pro key issued for the block. */
  key = '';

  constructor(env: Record<string, string> = {}) {
    beforeAll(async () => {
      this.built = await testApp(env);
      this.key = this.built.key('pro');
    });
    afterAll(() => this.built?.close());
  }

  private get t(): TestApp {
    if (!this.built) throw new Error('The test app is built in beforeAll: use it inside tests');
    return this.built;
  }

  get app(): FastifyInstance {
    return this.t.app;
  }

  /** Issues another key of a plan. */
  newKey(plan: 'free' | 'pro' | 'internal' = 'free'): string {
    return this.t.key(plan);
  }

  /** GET with the block's key (or the given headers). */
  get(url: string, headers: Record<string, string> = bearer(this.key)) {
    return this.t.app.inject({ url, headers });
  }

  /** POST of a JSON payload with the block's key (or the given headers). */
  post(url: string, payload: object, headers: Record<string, string> = bearer(this.key)) {
    return this.t.app.inject({ method: 'POST', url, headers, payload });
  }
}

/** Builds the app for the tests of the enclosing `describe` block (see `TestAppContext`). */
export function useTestApp(env: Record<string, string> = {}): TestAppContext {
  return new TestAppContext(env);
}
