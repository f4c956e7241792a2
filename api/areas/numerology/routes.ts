/** Numerology routes. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../shared/schemas.ts';
import type { Services } from '../../shared/services.ts';
import { compatibilityOf, lifePathOf, nameNumbersOf } from './operations.ts';
import { compatibilityResponse, lifePathResponse, nameResponse } from './present.ts';
import {
  CompatibilityQuerySchema,
  LifePathQuerySchema,
  LifePathResponseSchema,
  NameQuerySchema,
  NameResponseSchema,
  NumerologyCompatibilitySchema,
} from './schemas.ts';

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
  app.get(
    '/numerology/name',
    {
      schema: {
        tags: ['numerology'],
        summary: 'Expression, soul urge and personality numbers of a name, Pythagorean or Chaldean, letter by letter',
        querystring: NameQuerySchema,
        response: { 200: NameResponseSchema, ...errorResponses },
      },
    },
    async ({ query }) => nameResponse(query.name, nameNumbersOf(query), query.lang),
  );
  app.get(
    '/numerology/compatibility',
    {
      schema: {
        tags: ['numerology'],
        summary: 'Numerological compatibility of two people: life path, expression and soul urge compared, a score with its composition',
        querystring: CompatibilityQuerySchema,
        response: { 200: NumerologyCompatibilitySchema, ...errorResponses },
      },
    },
    async ({ query }) => compatibilityResponse(query, compatibilityOf(query), query.lang),
  );
};

export default numerologyRoutes;
