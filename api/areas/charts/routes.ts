/** Divisional charts (vargas) D1–D60 of a birth. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../shared/schemas.ts';
import type { Services } from '../../shared/services.ts';
import { divisionalCharts } from './operations.ts';
import { divisionalResponse } from './present.ts';
import { DivisionalBodySchema, DivisionalQuerySchema, DivisionalResponseSchema } from './schemas.ts';

const doc = {
  tags: ['kundali'],
  summary: 'Divisional charts D1–D60 by the Parashari rules: lagna and every graha with sign, degree within the varga and house',
};
const response = { 200: DivisionalResponseSchema, ...errorResponses };

const chartRoutes: FastifyPluginAsyncZod<Services> = async (app, services) => {
  app.post('/mcp/get-divisional-chart', { schema: { ...doc, body: DivisionalBodySchema, response } }, async ({ body }) =>
    divisionalResponse(await divisionalCharts(services, body), body.lang),
  );
  app.get('/mcp/get-divisional-chart', { schema: { ...doc, querystring: DivisionalQuerySchema, response } }, async ({ query }) =>
    divisionalResponse(await divisionalCharts(services, query), query.lang),
  );
};

export default chartRoutes;
