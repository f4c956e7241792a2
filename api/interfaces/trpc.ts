/**
 * tRPC at /v1/trpc: one procedure per operation of the registry (`api/operations.ts`), each a query whose input
 * type is the operation's typed input (`InterfaceInput`: numbers as numbers, lists as arrays) and whose result type is its 200
 * answer, so a TypeScript client written against `AppRouter` is checked end to end. A procedure is answered by the
 * operation itself (`call.ts`): the same validation (a 400 names the field), result and error codes as REST; the
 * key and the rate limit are those of the outer HTTP request (a batch of procedures in one request counts once).
 *
 * A single GET call (the usual one: no batch, no streaming) that succeeds is written directly as tRPC writes it,
 * `{"result":{"data":<the REST JSON>}}`, without parsing the answer to serialize it again; a failed one is answered
 * by tRPC with the same result. One whose answer depends on its input alone is kept by URL as REST's stored reads
 * are (api/shared/response-cache.ts): the same call again is answered by the cached read
 * (api/plugins/cached-reads.ts), key checked and counted.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { initTRPC, TRPCError } from '@trpc/server';
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import type { z } from 'zod';
import type { ErrorBody } from '../errors.ts';
import { OPERATIONS, type OperationName, operationNamed } from '../operations.ts';
import type { AnyOperation, InterfaceInput } from '../shared/operation.ts';
import { RESPONSE_CACHE_BYTES, ResponseCache } from '../shared/response-cache.ts';
import type { CallResult, OperationCaller } from './call.ts';

interface Context {
  readonly operations: OperationCaller;
  /** The result of the request's single call when it was made before tRPC ran (a failure, for tRPC to answer). */
  readonly made: CallResult | undefined;
}


/** The API's error, carried in `error.data.apiError` of a tRPC error response. */
interface ApiErrorCause {
  readonly apiError: ErrorBody;
}

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error }) {
    const cause = error.cause as unknown as Partial<ApiErrorCause> | undefined;
    return { ...shape, data: { ...shape.data, apiError: cause?.apiError ?? null } };
  },
});

/** tRPC's code for an HTTP status the operation answered with. */
function trpcCode(status: number): TRPCError['code'] {
  switch (status) {
    case 400: return 'BAD_REQUEST';
    case 401: return 'UNAUTHORIZED';
    case 403: return 'FORBIDDEN';
    case 404: return 'NOT_FOUND';
    case 413: return 'PAYLOAD_TOO_LARGE';
    case 429: return 'TOO_MANY_REQUESTS';
    case 503: return 'SERVICE_UNAVAILABLE';
    default: return 'INTERNAL_SERVER_ERROR';
  }
}

/**
 * The procedure of an operation. Its input is typed as the operation's input but passed through unchanged: the
 * operation validates it, so every interface gives the same 400s.
 */
function procedure<Op extends AnyOperation>(operation: Op) {
  return t.procedure
    .input((value: unknown) => value as InterfaceInput<Op>)
    .query(async ({ ctx, input }): Promise<z.output<Op['output']>> => {
      const result = ctx.made ?? (await ctx.operations.call(operation, input));
      if (result.ok) return result.value() as z.output<Op['output']>;
      const cause = Object.assign(new Error(result.error.message), { apiError: result.error });
      throw new TRPCError({ code: trpcCode(result.status), message: result.error.message, cause });
    });
}

type Procedures = { readonly [N in OperationName]: ReturnType<typeof procedure<(typeof OPERATIONS)[N]>> };

export const appRouter = t.router(
  Object.fromEntries(Object.entries(OPERATIONS).map(([name, operation]) => [name, procedure(operation)])) as unknown as Procedures,
);

/** The router's type, for a TypeScript client (`createTRPCClient<AppRouter>`). */
export type AppRouter = typeof appRouter;

/** Whether a request calls one procedure with GET, so its URL names its whole answer (no batch, no streaming). */
function isSingleGet(request: FastifyRequest): boolean {
  const query = request.query as Record<string, unknown>;
  return request.method === 'GET' && query.batch === undefined && request.headers['trpc-accept'] === undefined;
}

/** The input a single GET call carries as tRPC reads it (`input` as JSON; none is undefined), or `NOT_READ`. */
const NOT_READ = Symbol('not read');
function inputOf(request: FastifyRequest): unknown {
  const { input } = request.query as Record<string, unknown>;
  if (input === undefined) return undefined;
  if (typeof input !== 'string') return NOT_READ;
  try {
    return JSON.parse(input) as unknown;
  } catch {
    return NOT_READ;
  }
}

/** tRPC's headers on a query's answer. */
const TRPC_VARY = ['trpc-accept', 'accept'];
const TRPC_TYPE = 'application/json';

/** Serves the router at /v1/trpc (kept out of the OpenAPI document, which describes REST). */
export async function trpcRoutes(app: FastifyInstance, operations: OperationCaller): Promise<void> {
  const responses = new ResponseCache(RESPONSE_CACHE_BYTES, TRPC_VARY, TRPC_TYPE);
  const made = new WeakMap<FastifyRequest, CallResult>();
  app.keptAnswers.addCache(responses);
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.schema = { ...route.schema, hide: true };
    });
    // A single GET call, answered here when it succeeds; tRPC answers the rest.
    scope.addHook('preHandler', async (request, reply) => {
      const operation = isSingleGet(request) ? operationNamed((request.params as { path: string }).path) : undefined;
      const input = operation ? inputOf(request) : NOT_READ;
      if (!operation || input === NOT_READ) return;
      const result = await operations.call(operation, input);
      if (!result.ok) {
        made.set(request, result);
        return;
      }
      const body = Buffer.from(`{"result":{"data":${result.json}}}`);
      if (result.kept) responses.set(request.url, body);
      // Bytes, so that Fastify adds no charset to tRPC's content type.
      return reply.header('content-type', TRPC_TYPE).header('vary', TRPC_VARY.join(', ')).send(body);
    });
    await scope.register(fastifyTRPCPlugin, {
      prefix: '/v1/trpc',
      trpcOptions: {
        router: appRouter,
        createContext: ({ req }: { req: FastifyRequest }): Context => ({ operations, made: made.get(req) }),
      },
    });
  });
}
