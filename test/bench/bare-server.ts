/**
 * The benchmarks' baseline: a Fastify instance with nothing registered (no plugin, no hook, no decorator), in a
 * process of its own, as a client would meet the fastest possible Fastify service on this machine.
 *
 *   GET /       `{"hello":"world"}` from an async handler (the bare route every ratio is taken against)
 *   GET /body   a stored JSON body of `BENCH_BODY_BYTES` bytes (what sending those bytes alone costs: the ceiling
 *               of a read that answers with a body of that size)
 *
 * It has no route of its own for CPU or memory: the bench reads this process's CPU time from /proc. Prints
 * `READY <url>` when it listens; SIGTERM closes it.
 */
import Fastify from 'fastify';

const bodyBytes = Number(process.env.BENCH_BODY_BYTES ?? 0);
const body = Buffer.from(`{"body":"${'x'.repeat(Math.max(0, bodyBytes - 11))}"}`);

const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
app.get('/body', (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
const url = await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`READY ${url}\n`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
