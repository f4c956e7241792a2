/**
 * Process entry point (`npm start`): reads the configuration, opens and migrates the databases, precomputes the
 * first days (today's panchanga for the default cities and the transits around today, with a progress bar;
 * already-current days are skipped, so a restart is instant), primes the workers (`PRIME_WORKERS_MS`), serves the
 * API, and closes gracefully on SIGINT/SIGTERM: it stops accepting connections (a request arriving on a kept-alive
 * one is answered 503), lets every accepted request finish, closes the worker pool and the databases, and exits 0.
 */
import { loadConfig, keysDbPath, ConfigError } from '../config/config.ts';
import { buildApp } from './app.ts';
import { openDerivedDb, openDerivedDbReadOnly, openKeysDb } from '../storage/open.ts';
import { KeyStore } from './keys/key-store.ts';
import type { DerivedDb } from '../storage/open.ts';
import { ComputePool, resolveWorkerCount } from '../compute/pool.ts';
import { primeWorkers } from './shared/worker-answer.ts';
import { progressReporter } from '../pipeline/progress.ts';
import { startupRequests, todayUtc } from '../pipeline/window.ts';
import { recordedRun } from '../pipeline/runs.ts';

/** The first days (pipeline/window.ts), with a progress bar; days already current are skipped. */
async function precomputeFirstDays(db: DerivedDb, pool: ComputePool): Promise<void> {
  for (const request of startupRequests(todayUtc())) {
    const progress = progressReporter(`Precomputing ${request.stages[0]}`);
    await recordedRun(db, request, pool, { concurrency: pool.size * 2, onProgress: progress.update });
    progress.stop();
  }
}

async function main(): Promise<void> {
  const config = loadConfig();
  // A read-only instance serves beside a writer (another instance or the pipeline): no migrations, no precompute.
  const db = config.DB_READ_ONLY ? openDerivedDbReadOnly(config.DB_PATH) : openDerivedDb(config.DB_PATH);
  const keysDb = openKeysDb(keysDbPath(config.DB_PATH));
  const pool = new ComputePool(resolveWorkerCount(config.WORKERS), { warm: true, maxQueue: config.COMPUTE_QUEUE_LIMIT, taskTimeoutMs: config.COMPUTE_TIMEOUT_MS });
  if (config.PRECOMPUTE_ON_START && !config.DB_READ_ONLY) await precomputeFirstDays(db, pool);
  // The workers prime while the main thread builds the app; the server listens once both are done.
  if (config.PRIME_WORKERS_MS > 0) process.stderr.write(`Priming ${pool.size} worker${pool.size === 1 ? '' : 's'} for ${config.PRIME_WORKERS_MS / 1000} s (PRIME_WORKERS_MS)\n`);
  const primed = primeWorkers(pool, config.PRIME_WORKERS_MS);
  const app = await buildApp({ config, db, keys: new KeyStore(keysDb), pool });
  await primed;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await pool.close();
    db.$client.close();
    keysDb.$client.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const address = await app.listen({ host: config.HOST, port: config.PORT });
  const url = address.replace('0.0.0.0', '127.0.0.1');
  process.stdout.write(
    `\nJyotish API listening on ${url}\n` +
      `  database:   ${config.DB_PATH}\n` +
      `  demo key:   ${config.DEMO_API_KEY} (daily horoscope, birth details and the city catalogue only)\n` +
      `  playground: ${url}/\n` +
      `  reference:  ${url}/docs   OpenAPI: ${url}/v1/openapi.json\n` +
      `  a key:      npm run keys -- create --plan free\n\n`,
  );
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof ConfigError ? err.message : (err as Error).stack ?? String(err)}\n`);
  process.exit(1);
});
