/** `GET /health`: liveness, database and rate-limit store status for operators and load balancers; no key needed. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkHealth, type DatabaseProbe } from './operations.ts';
import { healthResponse } from './present.ts';
import { HealthSchema } from './schemas.ts';

export interface HealthRouteOptions {
  probeDatabase: DatabaseProbe;
}

const healthRoutes: FastifyPluginAsyncZod<HealthRouteOptions> = async (app, { probeDatabase }) => {
  const probeRateLimitStore = () => app.rateLimitStoreStatus();
  app.get(
    '/health',
    { schema: { tags: ['service'], summary: 'Service and database status', response: { 200: HealthSchema, 503: HealthSchema } } },
    async (request, reply) => {
      const result = await checkHealth(probeDatabase, probeRateLimitStore);
      if (result.failure !== null) request.log.error({ err: result.failure }, 'database probe failed');
      const body = healthResponse(result, process.uptime());
      return reply.code(result.database.status === 'ok' ? 200 : 503).send(body);
    },
  );
};

export default healthRoutes;
