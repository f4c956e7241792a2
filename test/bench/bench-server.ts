/**
 * The real application plus a bare baseline route, in its own process so that the load generator and the
 * server are measured as in production (separate processes sharing the machine). Prints `READY <url> <key>`;
 * the key is of the pro plan, so the rate limiter counts every request (set its limit high for the load).
 */
import { buildApp } from '../../api/app.ts';
import { loadConfig } from '../../config/config.ts';
import { KeyStore } from '../../api/keys/key-store.ts';
import { openDerivedDb, openKeysDb } from '../../data/db/open.ts';
import { grahaPositions } from '../../astro/positions.ts';

const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', PORT: '0' });
const db = openDerivedDb(config.DB_PATH);
const keys = new KeyStore(openKeysDb(':memory:'));
const app = await buildApp({ config, db, keys });
app.get('/bench/constant', async () => ({ ok: true }));
// The nine graha longitudes of an instant and nothing else: the baseline of the kundali figure.
app.get('/bench/grahas', async (request) => {
  const instant = Date.parse((request.query as { date: string }).date);
  const positions = grahaPositions(instant, { node: 'mean' });
  return Object.fromEntries(Object.entries(positions).map(([id, p]) => [id, p.longitude]));
});
// The same bare route sending a stored body of a given size: what the bytes alone cost.
const padding = 'x'.repeat(Number(process.env.BENCH_BODY_BYTES ?? 0));
app.get('/bench/body', (_request, reply) => reply.type('application/json; charset=utf-8').send(`{"body":"${padding}"}`));
// CPU time this process has used, µs: the bench divides its growth by the requests served.
app.get('/bench/cpu', async () => { const { user, system } = process.cpuUsage(); return { micros: user + system }; });
// Resident memory of this process, bytes: the soak compares it at the start and the end.
app.get('/bench/memory', async () => ({ rss: process.memoryUsage().rss }));
const { key } = keys.create('pro', 'bench');
const url = await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`READY ${url} ${key}\n`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
