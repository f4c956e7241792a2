/**
 * The on-demand lines' second baseline: a Fastify instance with nothing registered, in a process of its own, that
 * hands each request to a piscina pool of `WORKERS` workers as the app does, and sends what the worker returns:
 *
 *   GET /work/:rounds/:bytes   a worker runs `rounds` rounds of allocation-free arithmetic and returns a JSON body
 *                              of `bytes` bytes (bare-pool-task.ts, TypeScript loaded through the `--import tsx`
 *                              the workers inherit)
 *
 * With the rounds a line's worker time takes alone and the bytes of its answer, its throughput is the most this
 * machine gives any server that spends that time in its workers and sends those bytes: the reach the machine itself
 * allows, beside the line's. Prints `READY <url>` when it listens; SIGTERM closes it.
 */
import Fastify from 'fastify';
import { Piscina } from 'piscina';

const workers = Number(process.env.WORKERS ?? 2);
const pool = new Piscina({ filename: new URL('./bare-pool-task.ts', import.meta.url).href, minThreads: workers, maxThreads: workers, idleTimeout: 60_000 });

const app = Fastify();
app.get<{ Params: { rounds: string; bytes: string } }>('/work/:rounds/:bytes', async (request, reply) => {
  reply.type('application/json; charset=utf-8');
  return pool.run({ rounds: Math.min(Number(request.params.rounds) || 0, 1e9), bytes: Math.min(Number(request.params.bytes) || 0, 2 ** 24) });
});
const url = await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`READY ${url}\n`);
process.on('SIGTERM', () => void Promise.all([app.close(), pool.destroy()]).then(() => process.exit(0)));
