/**
 * The real application in its own process, with two routes of its own beside the service's, so that the load
 * generator and the server are measured as in production (separate processes sharing the machine; its pool
 * started and primed as `npm start` does). Prints `READY <url> <key>`; the key is of the pro plan, so the rate
 * limiter counts every request (set its limit high for the load).
 *
 *   GET /bench/constant   `{"hello":"world"}` from a route of the app: every global hook runs for it (the app's
 *                         own per-request cost, set against the bare Fastify process of bare-server.ts)
 *   GET /bench/pool       the worker pool's mean task time (ms) and count since the last call, then resets them:
 *                         the engine's time per on-demand request, from which the benches take the ceiling
 */
import { buildApp } from '../../api/app.ts';
import { loadConfig } from '../../config/config.ts';
import { KeyStore } from '../../api/keys/key-store.ts';
import { openDerivedDb, openKeysDb } from '../../storage/open.ts';
import { ComputePool, resolveWorkerCount } from '../../compute/pool.ts';
import { primeWorkers } from '../../api/shared/worker-answer.ts';

const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', PORT: '0' });
const db = openDerivedDb(config.DB_PATH);
const keys = new KeyStore(openKeysDb(':memory:'));
const pool = new ComputePool(resolveWorkerCount(config.WORKERS), { warm: true, maxQueue: config.COMPUTE_QUEUE_LIMIT, taskTimeoutMs: config.COMPUTE_TIMEOUT_MS });
const primed = primeWorkers(pool, config.PRIME_WORKERS_MS);
const app = await buildApp({ config, db, keys, pool });
await primed;
app.get('/bench/constant', async () => ({ hello: 'world' }));
app.get('/bench/pool', async () => pool.takeRunTime());
const { key } = keys.create('pro', 'bench');
const url = await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`READY ${url} ${key}\n`);
process.on('SIGTERM', () => void app.close().then(() => pool.close()).then(() => process.exit(0)));
