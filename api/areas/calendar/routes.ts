/**
 * The festival calendar: a place's festivals and vrats of a civil year, and one festival's days, answered from the
 * precomputed city-years where they hold the request.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cachedResponses } from '../../shared/response-cache.ts';
import { errorResponses } from '../../shared/schemas.ts';
import type { Services } from '../../shared/services.ts';
import { festivalCalendar } from './operations.ts';
import { festivalCalendarResponse } from './present.ts';
import { FestivalCalendarSchema, FestivalParamsSchema, FestivalQuerySchema } from './schemas.ts';

/** Serialized responses kept in memory (a whole year's calendar is ~250 KB). */
const RESPONSE_CACHE_BYTES = 32 * 2 ** 20;

const calendarRoutes: FastifyPluginAsyncZod<Services> = async (app, services) => {
  // With an explicit `year` the answer depends on the URL alone; without one, on the current year.
  const cached = cachedResponses(app, RESPONSE_CACHE_BYTES, (query: { year?: number }) => query.year !== undefined);
  const response = { 200: FestivalCalendarSchema, ...errorResponses };

  app.get(
    '/calendar/festivals',
    {
      schema: {
        tags: ['calendar'],
        summary: 'Festivals and vrats of a year at a place: each day with its tithi, the kala it was judged in, the window and why',
        description:
          'Every festival, the 26 Ekadashis (Smarta and Vaishnava, with parana), Pradosh, Sankashti Chaturthi, Purnima, Amavasya and the sankrantis of the civil year at `city` (or latitude, longitude, timezone), by the rules in docs/festivals.md.',
        querystring: FestivalQuerySchema,
        response,
      },
    },
    (request, reply) => cached(request, reply, async () => festivalCalendarResponse(await festivalCalendar(services, request.query), request.query.lang)),
  );
  app.get(
    '/calendar/festivals/:id',
    {
      schema: {
        tags: ['calendar'],
        summary: 'One festival\'s days in a year at a place (a monthly vrat\'s every occurrence), same fields',
        params: FestivalParamsSchema,
        querystring: FestivalQuerySchema,
        response,
      },
    },
    (request, reply) =>
      cached(request, reply, async () => festivalCalendarResponse(await festivalCalendar(services, request.query, request.params.id), request.query.lang)),
  );
};

export default calendarRoutes;
