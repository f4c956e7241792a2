/**
 * The service as a Fastify application, assembled from plugins (errors, auth, rate limit, OpenAPI) and one
 * folder per area (`areas/<area>/routes.ts`). Every area is served under both `/v1` and `/external/v1`: the
 * same handlers, the same schemas; only the accepted key headers differ (see plugins/auth.ts). `server.ts`
 * only listens. docs/architecture.md describes the layers and the recipe for an area.
 */
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config/config.ts';
import type { DerivedDb } from '../storage/open.ts';
import type { KeyStore } from './keys/key-store.ts';
import { lazyChildLogger } from './request-logger.ts';
import authPlugin from './plugins/auth.ts';
import cachedReadsPlugin, { CachedReads } from './plugins/cached-reads.ts';
import errorsPlugin, { clientError, frameworkError } from './plugins/errors.ts';
import openApiPlugin from './plugins/openapi.ts';
import contentLanguagePlugin from './plugins/content-language.ts';
import rateLimitPlugin from './plugins/rate-limit.ts';
import healthRoutes from './areas/health/routes.ts';
import numerologyRoutes from './areas/numerology/routes.ts';
import panchangaRoutes from './areas/panchanga/routes.ts';
import transitRoutes from './areas/transits/routes.ts';
import eclipseRoutes from './areas/eclipses/routes.ts';
import kundaliRoutes from './areas/kundali/routes.ts';
import dashaRoutes from './areas/dasha/routes.ts';
import chartRoutes from './areas/charts/routes.ts';
import jaiminiRoutes from './areas/jaimini/routes.ts';
import varshaphalRoutes from './areas/varshaphal/routes.ts';
import horoscopeRoutes from './areas/horoscopes/routes.ts';
import doshaRoutes from './areas/doshas/routes.ts';
import matchingRoutes from './areas/matching/routes.ts';
import westernRoutes from './areas/western/routes.ts';
import kpRoutes from './areas/kp/routes.ts';
import citiesRoutes from './areas/cities/routes.ts';
import ayanamshaRoutes from './areas/ayanamshas/routes.ts';
import calendarRoutes from './areas/calendar/routes.ts';
import muhurtaRoutes from './areas/muhurta/routes.ts';
import strengthRoutes from './areas/strength/routes.ts';
import { trpcRoutes } from './interfaces/trpc.ts';
import { mcpRoutes } from './interfaces/mcp.ts';
import { graphqlRoutes } from './interfaces/graphql.ts';
import { OperationCaller } from './interfaces/call.ts';
import { playgroundRoutes } from './plugins/playground.ts';
import securityPlugin from './plugins/security.ts';
import gemstoneRoutes from './areas/gemstones/routes.ts';
import remedyRoutes from './areas/remedies/routes.ts';
import type { Services } from './shared/services.ts';
import { TransitSource } from './sources/transits.ts';
import { TransitStore } from '../storage/transit-store.ts';
import { HoroscopeSource } from './sources/horoscopes.ts';
import { CalendarSource } from './sources/calendars.ts';
import { CalendarStore } from '../storage/calendar-store.ts';
import { HoroscopeStore } from '../storage/horoscope-store.ts';
import { ComputePool, resolveWorkerCount } from '../compute/pool.ts';
import { DaySource, type StoredDayLookup } from './sources/panchanga-days.ts';
import { PanchangaStore } from '../storage/panchanga-store.ts';
import { isPrecomputedInput } from '../storage/precomputed.ts';
import { ENGINE_VERSION } from '../astro/engine-version.ts';
import { formatLocalDate } from '../astro/time.ts';

export interface AppDependencies {
  config: Config;
  db: DerivedDb;
  keys: KeyStore;
  /** Clock in ms since the epoch; tests pin it. */
  now?: () => number;
  /** Worker pool for on-demand computation; created from `WORKERS` (and closed with the app) when absent. */
  pool?: ComputePool;
  /** Where log lines go (standard output when absent); tests capture them to check what is logged. */
  logStream?: { write(line: string): void };
}

export const API_PREFIXES = ['/v1', '/external/v1'] as const;

/** Builds the application (not listening). Close it to release its hooks; the databases belong to the caller. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, db, keys } = deps;
  const now = deps.now ?? Date.now;
  const reads = new CachedReads();
  const app = Fastify({
    // Requests meet the cached read before the framework (plugins/cached-reads.ts).
    serverFactory: reads.serverFactory,
    logger: {
      level: config.LOG_LEVEL,
      // Keys travel in these headers: never let them reach a log line, wherever a log call puts the headers.
      redact: [
        'headers.authorization', 'headers["x-api-key"]',
        '*.headers.authorization', '*.headers["x-api-key"]',
      ],
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors: frameworkError,
    clientErrorHandler: clientError,
    // One log line per request would cost more than answering a precomputed one; failures are logged by the
    // error handler with their request id.
    logController: new LogController({ disableRequestLogging: true }),
    childLoggerFactory: lazyChildLogger,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(cachedReadsPlugin, { reads, corsOrigins: config.CORS_ORIGINS });
  await app.register(securityPlugin, { corsOrigins: config.CORS_ORIGINS, maxEventLoopDelayMs: config.MAX_EVENT_LOOP_DELAY_MS });
  await app.register(openApiPlugin);
  await app.register(contentLanguagePlugin);
  await app.register(authPlugin, { keys, demoApiKey: config.DEMO_API_KEY });
  await app.register(rateLimitPlugin, {
    limits: {
      free: config.RATE_LIMIT_FREE_PER_HOUR,
      pro: config.RATE_LIMIT_PRO_PER_HOUR,
      demo: config.RATE_LIMIT_DEMO_PER_HOUR,
    },
    windowMs: config.RATE_LIMIT_WINDOW_MS,
    redisUrl: config.REDIS_URL,
  });

  const ownPool = deps.pool === undefined;
  const pool = deps.pool ?? new ComputePool(resolveWorkerCount(config.WORKERS), { maxQueue: config.COMPUTE_QUEUE_LIMIT, taskTimeoutMs: config.COMPUTE_TIMEOUT_MS });
  if (ownPool) app.addHook('onClose', async () => pool.close());
  const panchangaStore = new PanchangaStore(db);
  const storedDays: StoredDayLookup = (input, city) =>
    isPrecomputedInput(input, city) ? panchangaStore.storedDay(city.id, formatLocalDate(input.localDate), ENGINE_VERSION) : null;
  const services: Services = {
    pool,
    days: new DaySource(pool, storedDays),
    transits: new TransitSource(pool, new TransitStore(db)),
    horoscopes: new HoroscopeSource(pool, new HoroscopeStore(db)),
    calendars: new CalendarSource(pool, new CalendarStore(db)),
    now,
  };

  const probe = db.$client.prepare<[], { n: number }>('SELECT count(*) AS n FROM __drizzle_migrations');
  await app.register(healthRoutes, {
    probeDatabase: () => ({
      journalMode: String(db.$client.pragma('journal_mode', { simple: true })),
      schemaMigrations: probe.get()!.n,
    }),
  });

  await app.register(playgroundRoutes, { demoApiKey: config.DEMO_API_KEY });

  for (const prefix of API_PREFIXES) {
    await app.register(
      async (area) => {
        for (const routes of [numerologyRoutes, panchangaRoutes, transitRoutes, eclipseRoutes, kundaliRoutes, dashaRoutes, chartRoutes, jaiminiRoutes, varshaphalRoutes, horoscopeRoutes, doshaRoutes, matchingRoutes, gemstoneRoutes, remedyRoutes, westernRoutes, citiesRoutes, calendarRoutes, muhurtaRoutes, strengthRoutes, kpRoutes, ayanamshaRoutes]) {
          await area.register(routes, services);
        }
      },
      { prefix },
    );
  }
  // The other interfaces over the same operations (api/operations.ts), answered by the operations themselves.
  const operations = new OperationCaller(services);
  await trpcRoutes(app, operations);
  await mcpRoutes(app, operations);
  await graphqlRoutes(app, operations, { graphiql: config.GRAPHIQL });
  return app;
}
