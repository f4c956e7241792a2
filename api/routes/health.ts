/** `GET /health`: liveness and database status for operators and load balancers; no key needed. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ENGINE_VERSION } from '../../astro/engine-version.ts';

const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  engineVersion: z.string(),
  database: z.object({
    status: z.enum(['ok', 'error']),
    journalMode: z.string().nullable(),
    schemaMigrations: z.number().int().nullable(),
  }),
  uptimeSeconds: z.number(),
});

export interface HealthRouteOptions {
  /** Probes the derived-data database; throws when it cannot be read. */
  probeDatabase: () => { journalMode: string; schemaMigrations: number };
}

const healthRoutes: FastifyPluginAsyncZod<HealthRouteOptions> = async (app, { probeDatabase }) => {
  app.get(
    '/health',
    { schema: { tags: ['service'], summary: 'Service and database status', response: { 200: HealthSchema, 503: HealthSchema } } },
    async (request, reply) => {
      let database: z.infer<typeof HealthSchema>['database'];
      try {
        database = { status: 'ok', ...probeDatabase() };
      } catch (err) {
        request.log.error({ err }, 'database probe failed');
        database = { status: 'error', journalMode: null, schemaMigrations: null };
      }
      const status = database.status === 'ok' ? 'ok' : 'degraded';
      return reply.code(status === 'ok' ? 200 : 503).send({
        status,
        engineVersion: ENGINE_VERSION,
        database,
        uptimeSeconds: Math.round(process.uptime()),
      });
    },
  );
};

export default healthRoutes;
