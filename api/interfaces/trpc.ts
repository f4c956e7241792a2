/**
 * tRPC at /v1/trpc: one procedure per operation of the catalogue (`catalog.ts`), each a query whose input type is
 * its REST route's input and whose result type is the route's response, so a TypeScript client written against
 * `AppRouter` is checked end to end. A procedure is answered by its REST route in process (`call.ts`): the same
 * validation (a 400 names the field), result and error codes; the key and the rate limit are those of the
 * outer HTTP request (a batch of procedures in one request counts once).
 */
import type { FastifyInstance } from 'fastify';
import { initTRPC, TRPCError } from '@trpc/server';
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import type { z } from 'zod';
import type { ErrorBody } from '../errors.ts';
import { callOperation, type Credentials, credentialsOf } from './call.ts';
import { type Operation, OPERATIONS } from './catalog.ts';

interface Context {
  readonly app: FastifyInstance;
  readonly credentials: Credentials;
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

/** tRPC's code for an HTTP status the REST route answered with. */
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
 * The procedure of an operation. Its input is typed as the route's input but passed through unchanged: the REST
 * route validates it, so every interface gives the same 400s.
 */
function procedure<I extends z.ZodType, O extends z.ZodType>(operation: Operation<I, O>) {
  return t.procedure
    .input((value: unknown) => value as z.input<I>)
    .query(async ({ ctx, input }): Promise<z.output<O>> => {
      const result = await callOperation(ctx.app, operation, input, ctx.credentials);
      if (result.ok) return result.body as z.output<O>;
      const cause = Object.assign(new Error(result.error.message), { apiError: result.error });
      throw new TRPCError({ code: trpcCode(result.status), message: result.error.message, cause });
    });
}

export const appRouter = t.router({
  panchanga: procedure(OPERATIONS.panchanga),
  panchangaDay: procedure(OPERATIONS.panchangaDay),
  choghadiya: procedure(OPERATIONS.choghadiya),
  dayMuhurtas: procedure(OPERATIONS.dayMuhurtas),
  sunTimes: procedure(OPERATIONS.sunTimes),
  moonTimes: procedure(OPERATIONS.moonTimes),
  kundali: procedure(OPERATIONS.kundali),
  birthDetails: procedure(OPERATIONS.birthDetails),
  divisionalCharts: procedure(OPERATIONS.divisionalCharts),
  currentDasha: procedure(OPERATIONS.currentDasha),
  dashaAnalysis: procedure(OPERATIONS.dashaAnalysis),
  dashaPredictions: procedure(OPERATIONS.dashaPredictions),
  dashaPeriods: procedure(OPERATIONS.dashaPeriods),
  shadbala: procedure(OPERATIONS.shadbala),
  ashtakavarga: procedure(OPERATIONS.ashtakavarga),
  manglik: procedure(OPERATIONS.manglik),
  doshas: procedure(OPERATIONS.doshas),
  dailyHoroscope: procedure(OPERATIONS.dailyHoroscope),
  horoscope: procedure(OPERATIONS.horoscope),
  matching: procedure(OPERATIONS.matching),
  compatibility: procedure(OPERATIONS.compatibility),
  matchPercentage: procedure(OPERATIONS.matchPercentage),
  gemstones: procedure(OPERATIONS.gemstones),
  zodiacGemstones: procedure(OPERATIONS.zodiacGemstones),
  gemstoneInfo: procedure(OPERATIONS.gemstoneInfo),
  remedies: procedure(OPERATIONS.remedies),
  mantra: procedure(OPERATIONS.mantra),
  lifePath: procedure(OPERATIONS.lifePath),
  nameNumerology: procedure(OPERATIONS.nameNumerology),
  numerologyCompatibility: procedure(OPERATIONS.numerologyCompatibility),
  transits: procedure(OPERATIONS.transits),
  planetsExtended: procedure(OPERATIONS.planetsExtended),
  transitEvents: procedure(OPERATIONS.transitEvents),
  westernNatalChart: procedure(OPERATIONS.westernNatalChart),
  synastry: procedure(OPERATIONS.synastry),
  westernTransits: procedure(OPERATIONS.westernTransits),
  festivals: procedure(OPERATIONS.festivals),
  festival: procedure(OPERATIONS.festival),
  muhurta: procedure(OPERATIONS.muhurta),
  cities: procedure(OPERATIONS.cities),
} satisfies Record<keyof typeof OPERATIONS, unknown>);

/** The router's type, for a TypeScript client (`createTRPCClient<AppRouter>`). */
export type AppRouter = typeof appRouter;

/** Serves the router at /v1/trpc (kept out of the OpenAPI document, which describes REST). */
export async function trpcRoutes(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.schema = { ...route.schema, hide: true };
    });
    await scope.register(fastifyTRPCPlugin, {
      prefix: '/v1/trpc',
      trpcOptions: {
        router: appRouter,
        createContext: ({ req }: { req: { headers: Record<string, string | string[] | undefined> } }): Context => ({ app, credentials: credentialsOf(req.headers) }),
      },
    });
  });
}
