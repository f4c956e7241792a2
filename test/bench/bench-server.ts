/**
 * The real application plus a bare baseline route, in its own process so that the load generator and the
 * server are measured as in production (separate processes sharing the machine). Prints `READY <url> <key>`.
 */
import { buildApp } from '../../api/app.ts';
import { loadConfig } from '../../api/config.ts';
import { KeyStore } from '../../api/keys/key-store.ts';
import { openDerivedDb, openKeysDb } from '../../data/db/open.ts';

const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', PORT: '0' });
const db = openDerivedDb(config.DB_PATH);
const keys = new KeyStore(openKeysDb(':memory:'));
const app = await buildApp({ config, db, keys });
app.get('/bench/constant', async () => ({ ok: true }));
const { key } = keys.create('internal', 'bench');
const url = await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`READY ${url} ${key}\n`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
