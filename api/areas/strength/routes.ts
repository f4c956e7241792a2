/** Strength: the ashtakavarga of a birth. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../shared/schemas.ts';
import type { Services } from '../../shared/services.ts';
import { ashtakavarga } from './operations.ts';
import { ashtakavargaResponse } from './present.ts';
import { AshtakavargaQuerySchema, AshtakavargaResponseSchema } from './schemas.ts';

const strengthRoutes: FastifyPluginAsyncZod<Services> = async (app, services) => {
  app.get(
    '/calculations/ashtakavarga',
    {
      schema: {
        tags: ['kundali'],
        summary: 'Ashtakavarga of a birth: the bhinnashtakavarga of the seven grahas and the lagna with the prastara, the sarvashtakavarga by sign and house, the shodhanas and shodhya pindas',
        querystring: AshtakavargaQuerySchema,
        response: { 200: AshtakavargaResponseSchema, ...errorResponses },
      },
    },
    async ({ query }) => ashtakavargaResponse(await ashtakavarga(services, query), query.lang),
  );
};

export default strengthRoutes;
