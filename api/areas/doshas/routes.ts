/** Doshas of one birth: the manglik analysis with its cancellation conditions and remedies. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../shared/schemas.ts';
import type { Services } from '../../shared/services.ts';
import { birthDoshas } from './operations.ts';
import { manglikResponse } from './present.ts';
import { ManglikQuerySchema, ManglikResponseSchema } from './schemas.ts';

const doshaRoutes: FastifyPluginAsyncZod<Services> = async (app, services) => {
  app.get(
    '/calculations/manglik',
    {
      schema: {
        tags: ['doshas'],
        summary: 'Manglik (kuja dosha): Mars from the lagna, the Moon and Venus, its strength, every cancellation condition checked, remedies',
        querystring: ManglikQuerySchema,
        response: { 200: ManglikResponseSchema, ...errorResponses },
      },
    },
    async ({ query }) => manglikResponse(await birthDoshas(services, query), query.lang),
  );
};

export default doshaRoutes;
