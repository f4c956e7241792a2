/**
 * Builds the real application on in-memory databases (real migrations) for `app.inject` tests, and sends requests
 * over HTTP where a test needs the server's own path (the cached read answers before the framework, which
 * `inject` enters directly).
 *
 * The files of one vitest worker run one after another in the same module graph (`isolate: false`), so what this
 * module keeps lives as long as the worker: one worker pool (`sharedPool`) serves every test app that is not given
 * its own, and one app (`sharedTestApp`) serves every block that needs no configuration or routes of its own. Each
 * block issues its own keys, so its counts and limits are its own. Neither is closed: the pool's idle threads do
 * not keep a process alive (piscina unrefs them), and the app holds nothing outside the process but, once a test
 * sends to it over HTTP, a listening port that keeps no process alive either (`listening`).
 */
import { type IncomingHttpHeaders, request as httpRequest } from 'node:http';
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
 * must not get 503 because the machine is busy; `test/api/overload.slow.test.ts` turns it on to test it.
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

/** A response read over HTTP, in the shape `app.inject` gives one. */
export interface HttpResponse {
  statusCode: number;
  headers: IncomingHttpHeaders;
  rawPayload: Buffer;
  body: string;
  json: () => any;
}

/** A request to send over HTTP: a JSON payload is sent as given when a string, else serialized. */
export interface HttpRequest {
  method?: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string | object;
}

/** Sends a request to the app listening at `base` (`http://host:port`) on a connection of its own. */
export function overHttp(base: string, { method = 'GET', url, headers = {}, payload }: HttpRequest): Promise<HttpResponse> {
  const body = payload === undefined ? undefined : typeof payload === 'string' ? payload : JSON.stringify(payload);
  const sent = body === undefined ? headers : { 'content-type': 'application/json', ...headers, 'content-length': String(Buffer.byteLength(body)) };
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${base}${url}`, { method, headers: sent, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const rawPayload = Buffer.concat(chunks);
        const text = rawPayload.toString('utf8');
        resolve({ statusCode: response.statusCode!, headers: response.headers, rawPayload, body: text, json: () => JSON.parse(text) });
      });
    });
    request.on('error', reject);
    request.end(body);
  });
}

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

  /** Sends a request over HTTP (`listening`) with the block's key unless it names headers. */
  async http(request: HttpRequest): Promise<HttpResponse> {
    return overHttp(await listening(this.t.app), { ...request, headers: request.headers ?? bearer(this.key) });
  }
}

const addresses = new WeakMap<FastifyInstance, Promise<string>>();

/** The address of an app listening on a port of its own from the first call on (a server that keeps no process alive). */
export function listening(app: FastifyInstance): Promise<string> {
  let address = addresses.get(app);
  if (address === undefined) {
    address = app.listen({ port: 0, host: '127.0.0.1' }).then((base) => {
      app.server.unref();
      return base;
    });
    addresses.set(app, address);
  }
  return address;
}

/** Builds the app for the tests of the enclosing `describe` block (see `TestAppContext`). */
export function useTestApp(env: Record<string, string> = {}): TestAppContext {
  return new TestAppContext(env);
}
