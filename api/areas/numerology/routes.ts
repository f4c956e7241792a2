/** Numerology routes. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../shared/schemas.ts';
import type { Services } from '../../shared/services.ts';
import { lifePathOf } from './operations.ts';
import { lifePathResponse } from './present.ts';
import { LifePathQuerySchema, LifePathResponseSchema } from './schemas.ts';

const numerologyRoutes: FastifyPluginAsyncZod<Services> = async (app, services) => {
  app.get(
    '/numerology/life-path',
    {
      schema: {
        tags: ['numerology'],
        summary: 'Life path number with its reduction, meaning and current life cycle',
        querystring: LifePathQuerySchema,
        response: { 200: LifePathResponseSchema, ...errorResponses },
      },
    },
    async (request) => lifePathResponse(lifePathOf(services, request.query)),
  );
};

export default numerologyRoutes;
