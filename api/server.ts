/**
 * Process entry point (`npm start`): reads the configuration, opens and migrates the databases, serves the
 * API, and closes gracefully on SIGINT/SIGTERM (in-flight requests finish, databases close).
 */
import { loadConfig, keysDbPath, ConfigError } from './config.ts';
import { buildApp } from './app.ts';
import { openDerivedDb, openKeysDb } from '../data/db/open.ts';
import { KeyStore } from './keys/key-store.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = openDerivedDb(config.DB_PATH);
  const keysDb = openKeysDb(keysDbPath(config.DB_PATH));
  const app = await buildApp({ config, db, keys: new KeyStore(keysDb) });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
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
      `  demo key:   ${config.DEMO_API_KEY} (daily horoscope and birth details only)\n` +
      `  reference:  ${url}/docs   OpenAPI: ${url}/v1/openapi.json\n` +
      `  a key:      npm run keys -- create --plan free\n\n`,
  );
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof ConfigError ? err.message : (err as Error).stack ?? String(err)}\n`);
  process.exit(1);
});
