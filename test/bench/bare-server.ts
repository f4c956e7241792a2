/**
 * The benchmarks' baseline: a Fastify instance with nothing registered (no plugin, no hook, no decorator), in a
 * process of its own, as a client would meet the fastest possible Fastify service on this machine.
 *
 *   GET /              `{"hello":"world"}` from an async handler (the bare route every ratio is taken against)
 *   GET /body/:bytes   a stored JSON body of that many bytes (what sending those bytes alone costs: the ceiling of a
 *                      read that answers with a body of that size)
 *   POST /body/:bytes  the same after parsing the request's JSON body (Fastify's own parser): the ceiling of a call
 *                      that carries its input as a JSON body, as MCP and GraphQL do
 *   GET /copy/:name    the bytes of the file `name` in the directory `BARE_COPIES`: an answer of the app as it was
 *                      sent (`bareCopy` in http.ts), as JSON, gzip-encoded when the name ends in `.gz`: the ceiling
 *                      of a read that answers with exactly those bytes (a load generator reads gzip bytes, which
 *                      are not text, at a cost of its own, so a body of the same size alone is not the ceiling)
 *
 * It has no route of its own for CPU or memory: the bench reads this process's CPU time from /proc. Prints
 * `READY <url>` when it listens; SIGTERM closes it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify from 'fastify';
import { fillerJson } from './filler.ts';

const bodies = new Map<number, Buffer>();
const bodyOf = (bytes: number) => {
  let body = bodies.get(bytes);
  if (!body) bodies.set(bytes, (body = Buffer.from(fillerJson(bytes))));
  return body;
};

const copies = new Map<string, Buffer>();
const copyOf = (name: string) => {
  let body = copies.get(name);
  if (!body) copies.set(name, (body = readFileSync(join(process.env.BARE_COPIES ?? '.', name.replace(/[^\w.-]/g, '')))));
  return body;
};

const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
app.get<{ Params: { bytes: string } }>('/body/:bytes', (request, reply) =>
  reply.type('application/json; charset=utf-8').send(bodyOf(Math.min(Number(request.params.bytes) || 0, 2 ** 24))),
);
app.post<{ Params: { bytes: string } }>('/body/:bytes', (request, reply) =>
  reply.type('application/json; charset=utf-8').send(bodyOf(Math.min(Number(request.params.bytes) || 0, 2 ** 24))),
);
app.get<{ Params: { name: string } }>('/copy/:name', (request, reply) => {
  reply.type('application/json; charset=utf-8');
  if (request.params.name.endsWith('.gz')) reply.header('content-encoding', 'gzip');
  return reply.send(copyOf(request.params.name));
});
const url = await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`READY ${url}\n`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
