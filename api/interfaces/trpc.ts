/**
 * tRPC at /v1/trpc: one procedure per operation of the registry (`api/operations.ts`), each a query whose input
 * type is the operation's typed input (`InterfaceInput`: numbers as numbers, lists as arrays) and whose result type is its 200
 * answer, so a TypeScript client written against `AppRouter` is checked end to end. A procedure is answered by the
 * operation itself (`call.ts`): the same validation (a 400 names the field), result and error codes as REST; the
 * key and the rate limit are those of the outer HTTP request (a batch of procedures in one request counts once).
 */
import type { FastifyInstance } from 'fastify';
import { initTRPC, TRPCError } from '@trpc/server';
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import type { z } from 'zod';
import type { ErrorBody } from '../errors.ts';
import { OPERATIONS, type OperationName } from '../operations.ts';
import type { AnyOperation, InterfaceInput } from '../shared/operation.ts';
import type { OperationCaller } from './call.ts';

interface Context {
  readonly operations: OperationCaller;
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
      const result = await ctx.operations.call(operation, input);
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

/** Serves the router at /v1/trpc (kept out of the OpenAPI document, which describes REST). */
export async function trpcRoutes(app: FastifyInstance, operations: OperationCaller): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.schema = { ...route.schema, hide: true };
    });
    await scope.register(fastifyTRPCPlugin, {
      prefix: '/v1/trpc',
      trpcOptions: {
        router: appRouter,
        createContext: (): Context => ({ operations }),
      },
    });
  });
}
