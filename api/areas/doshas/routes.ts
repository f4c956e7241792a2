/**
 * Doshas of one birth: the manglik analysis with its cancellation conditions and remedies, and every dosha users
 * check next to matching (kaal sarp, sade sati with its cycles, pitra).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../shared/schemas.ts';
import type { Services } from '../../shared/services.ts';
import { birthDoshas } from './operations.ts';
import { doshasResponse, manglikResponse } from './present.ts';
import { DoshaQuerySchema, DoshasResponseSchema, ManglikResponseSchema } from './schemas.ts';

const doshaRoutes: FastifyPluginAsyncZod<Services> = async (app, services) => {
  app.get(
    '/calculations/manglik',
    {
      schema: {
        tags: ['doshas'],
        summary: 'Manglik (kuja dosha): Mars from the lagna, the Moon and Venus, its strength, every cancellation condition checked, remedies',
        querystring: DoshaQuerySchema,
        response: { 200: ManglikResponseSchema, ...errorResponses },
      },
    },
    async ({ query }) => manglikResponse(await birthDoshas(services, query), query.lang),
  );
  app.get(
    '/calculations/doshas',
    {
      schema: {
        tags: ['doshas'],
        summary: 'Every dosha of one birth: manglik, kaal sarp (type, full or partial), sade sati (the phase now and the dates of every cycle, dhaiya), pitra dosha; each with the rule that found it',
        querystring: DoshaQuerySchema,
        response: { 200: DoshasResponseSchema, ...errorResponses },
      },
    },
    async ({ query }) => doshasResponse(await birthDoshas(services, query), query.lang),
  );
};

export default doshaRoutes;
