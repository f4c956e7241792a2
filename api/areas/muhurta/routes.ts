/** The muhurta finder: windows favourable for an activity over a range of dates at a place. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cachedResponses } from '../../shared/response-cache.ts';
import { errorResponses } from '../../shared/schemas.ts';
import type { Services } from '../../shared/services.ts';
import { muhurtaSearch } from './operations.ts';
import { muhurtaSearchResponse } from './present.ts';
import { MuhurtaQuerySchema, MuhurtaSearchSchema } from './schemas.ts';

/** Serialized responses kept in memory (a year of marriage windows is ~400 KB). */
const RESPONSE_CACHE_BYTES = 32 * 2 ** 20;

const muhurtaRoutes: FastifyPluginAsyncZod<Services> = async (app, services) => {
  // With an explicit `from` the answer depends on the URL alone; without one it starts "now".
  const cached = cachedResponses(app, RESPONSE_CACHE_BYTES, (query: { from?: string }) => query.from !== undefined);
  app.get(
    '/muhurta/search',
    {
      schema: {
        tags: ['muhurta'],
        summary: 'Windows favourable for an activity (marriage, griha-pravesh, …) over up to a year at a place, with quality and reasons',
        description:
          'Each window is a stretch in which tithi, nakshatra, yoga, karana, weekday and lagna are constant and the activity\'s classical requirements hold, clear of its vetoes (Bhadra, rahu kaal, Vyatipata, Vaidhriti; adhika masa; for marriage, griha pravesh and mundan Chaturmas, Kharmas, Jupiter or Venus combust; panchak for griha pravesh and travel). With a birth (birthDate, or birthNakshatra and birthRashi) only windows with tara bala and chandra bala remain. Rules and sources: docs/muhurta.md.',
        querystring: MuhurtaQuerySchema,
        response: { 200: MuhurtaSearchSchema, ...errorResponses },
      },
    },
    (request, reply) => cached(request, reply, async () => muhurtaSearchResponse(await muhurtaSearch(services, request.query), request.query.lang)),
  );
};

export default muhurtaRoutes;
