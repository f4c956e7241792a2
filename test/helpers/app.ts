/**
 * Builds the real application on in-memory databases (real migrations) for `app.inject` tests.
 *
 * The files of one vitest worker run one after another in the same module graph (`isolate: false`), so what this
 * module keeps lives as long as the worker: one worker pool (`sharedPool`) serves every test app that is not given
 * its own, and one app (`sharedTestApp`) serves every block that needs no configuration or routes of its own. Each
 * block issues its own keys, so its counts and limits are its own. Neither is closed: the pool's idle threads do
 * not keep a process alive (piscina unrefs them) and the app holds nothing outside the process.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../api/app.ts';
import { loadConfig } from '../../config/config.ts';
import { KeyStore } from '../../api/keys/key-store.ts';
import { type DerivedDb, openDerivedDb, openKeysDb } from '../../storage/open.ts';
import { ComputePool } from '../../compute/pool.ts';

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

let pool: ComputePool | undefined;

/**
 * The worker pool of this vitest worker's test apps: one thread, no queue bound and no time limit, so a test never
 * fails because the machine is busy. The tests of those limits give their app a pool of their own. The thread is
 * kept for the worker's life (`warm`: piscina's idle timeout stops only threads beyond the pool's minimum): it
 * costs about 3 s of CPU to load the engine and the API's answers, and an idle timeout paid that again in a
 * worker whose files left the pool idle for a minute.
 */
export function sharedPool(): ComputePool {
  return (pool ??= new ComputePool(1, { warm: true }));
}

/**
 * The settings every test app starts from; `env` overrides them. The event-loop delay limit is off (0): a test
 * must not get 503 because the machine is busy; `test/api/hardening.test.ts` turns it on to test it.
 */
const TEST_ENV: Readonly<Record<string, string>> = { LOG_LEVEL: 'silent', DEMO_API_KEY: TEST_DEMO_KEY, DB_PATH: ':memory:', MAX_EVENT_LOOP_DELAY_MS: '0' };

/**
 * A new app with `env` over the test settings, its routes extended by `extend`. `deps.db` (closed with the app)
 * and `deps.pool` and `deps.keys` (left open: the caller shares them) replace the in-memory database, the shared
 * pool (`sharedPool`) and the app's own key store; `deps.logStream` receives the log lines.
 */
export async function testApp(
  env: Record<string, string> = {},
  extend?: (app: FastifyInstance) => void | Promise<void>,
  deps: { db?: DerivedDb; pool?: ComputePool; keys?: KeyStore; logStream?: { write(line: string): void } } = {},
): Promise<TestApp> {
  const config = loadConfig({ ...TEST_ENV, ...env });
  const db = deps.db ?? openDerivedDb(':memory:');
  const keysDb = openKeysDb(':memory:');
  const keys = deps.keys ?? new KeyStore(keysDb);
  const app = await buildApp({ config, db, keys, now: () => FIXED_NOW_MS, pool: deps.pool ?? sharedPool(), ...(deps.logStream ? { logStream: deps.logStream } : {}) });
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

let shared: Promise<TestApp> | undefined;

/**
 * The app of this vitest worker's tests that need no settings or routes of their own (`testApp()` as it is, on
 * the shared pool). Its `close` does nothing: the blocks after this one use it too.
 */
export function sharedTestApp(): Promise<TestApp> {
  shared ??= testApp().then((built) => ({ ...built, close: async () => undefined }));
  return shared;
}

export const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

/** Expects a 400 whose message names `field` (the body shown when the status differs). */
export function expectFieldError(res: { statusCode: number; json: () => { error: string; message: string } }, field: string): void {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(400);
  expect(res.json().message).toContain(field);
}

/**
 * The app of one `describe` block's tests, with a fresh pro key: the shared app (`sharedTestApp`) when `env` is
 * empty, else one built before the block's tests and closed after them.
 */
export class TestAppContext {
  private built: TestApp | null = null;
  /** A pro key issued for the block. */
  key = '';

  constructor(env: Record<string, string> = {}) {
    beforeAll(async () => {
      this.built = Object.keys(env).length === 0 ? await sharedTestApp() : await testApp(env);
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
