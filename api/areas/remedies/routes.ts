/**
 * Remedies: the suggestions of a birth chart (afflicted grahas and running doshas, each remedy with its rule)
 * and the mantras of a graha, a deity or a chart, with counts, timing and sources.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../shared/schemas.ts';
import type { Services } from '../../shared/services.ts';
import { birthRemedies, mantrasFor } from './operations.ts';
import { mantraResponse, remedySuggestionsResponse } from './present.ts';
import { MantraBodySchema, MantraResponseSchema, RemedyQuerySchema, RemedySuggestionsSchema } from './schemas.ts';

const tags = ['remedies'];

const remedyRoutes: FastifyPluginAsyncZod<Services> = async (app, services) => {
  app.get(
    '/remedies/suggestions',
    {
      schema: {
        tags,
        summary: 'Remedies from a birth chart: for each afflicted graha and each dosha running now, mantra, charity, fast, puja and rudraksha, each with the rule that called for it',
        querystring: RemedyQuerySchema,
        response: { 200: RemedySuggestionsSchema, ...errorResponses },
      },
    },
    async ({ query }) => remedySuggestionsResponse(await birthRemedies(services, query), query.lang),
  );
  app.post(
    '/remedies/mantra',
    {
      schema: {
        tags,
        summary: 'Mantras for a graha, a deity or a chart: beej and gayatri mantras in Devanagari and transliteration, with counts, day and time, and their sources',
        body: MantraBodySchema,
        response: { 200: MantraResponseSchema, ...errorResponses },
      },
    },
    async ({ body }) => mantraResponse(await mantrasFor(services, body), body.lang),
  );
};

export default remedyRoutes;
