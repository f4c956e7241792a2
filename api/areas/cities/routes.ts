/** The city catalogue: the ids `city=` takes, found by name, country or nearness (demo key allowed). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../shared/schemas.ts';
import type { Services } from '../../shared/services.ts';
import { findCities } from './operations.ts';
import { citySearchResponse } from './present.ts';
import { CitySearchQuerySchema, CitySearchResponseSchema } from './schemas.ts';

const citiesRoutes: FastifyPluginAsyncZod<Services> = async (app) => {
  app.get(
    '/cities',
    {
      config: { demo: true },
      schema: {
        tags: ['cities'],
        summary: 'The city catalogue: search by part of a name (`q`), by country, or nearest to a point (demo key allowed)',
        querystring: CitySearchQuerySchema,
        response: { 200: CitySearchResponseSchema, ...errorResponses },
      },
    },
    async ({ query }) => citySearchResponse(findCities(query), query.lang),
  );
};

export default citiesRoutes;
