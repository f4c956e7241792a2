/**
 * The panchanga family: the spec's panchanga at an instant, the complete day, choghadiya, muhurta, and sun and
 * moon times. All read one Vedic day (precomputed or computed on demand) and present it.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { cachedResponses } from '../../shared/response-cache.ts';
import { errorResponses } from '../../shared/schemas.ts';
import type { Services } from '../../shared/services.ts';
import { panchangaDay } from './operations.ts';
import { choghadiyaResponse, dailyResponse, moonTimesResponse, muhurtaResponse, panchangaResponse, sunTimesResponse } from './present.ts';
import {
  ChoghadiyaResponseSchema,
  DailySchema,
  MoonPlaceQuerySchema,
  MoonTimesSchema,
  MuhurtaSchema,
  PanchangaResponseSchema,
  PlaceQuerySchema,
  SunTimesSchema,
} from './schemas.ts';

const schemaFor = (summary: string, response: z.ZodType, description?: string) => ({
  tags: ['panchanga'],
  summary,
  ...(description ? { description } : {}),
  querystring: PlaceQuerySchema,
  response: { 200: response, ...errorResponses },
});

/** The same for the routes that give moonrise and moonset: they also take `moonRise`. */
const moonSchemaFor = (summary: string, response: z.ZodType, description?: string) => ({
  ...schemaFor(summary, response, description),
  querystring: MoonPlaceQuerySchema,
});

/** Serialized responses kept in memory: ~16 KB each with their gzip encoding, so ~2,000 city-days. */
const RESPONSE_CACHE_BYTES = 32 * 2 ** 20;

const panchangaRoutes: FastifyPluginAsyncZod<Services> = async (app, services) => {
  /** The hot path of "today's panchanga for a city": a query with a `date` always gives the same bytes. */
  const cached = cachedResponses(app, RESPONSE_CACHE_BYTES, (query: { date?: string | undefined }) => query.date !== undefined);

  app.get(
    '/calculations/panchanga',
    {
      schema: moonSchemaFor(
        'Panchanga at an instant: tithi, nakshatra, yoga, karana with end times, and the day around it',
        PanchangaResponseSchema,
        "A `date` without a time of day means that date's sunrise (the almanac convention). The Vedic day runs from sunrise to the next sunrise; an instant before sunrise belongs to the previous day.",
      ),
    },
    (request, reply) => cached(request, reply, async () => panchangaResponse(await panchangaDay(services, request.query), request.query.lang)),
  );
  app.get(
    '/panchanga/daily',
    { schema: moonSchemaFor('Complete daily panchanga: every transition, period, choghadiya, hora and muhurta of the Vedic day', DailySchema) },
    (request, reply) => cached(request, reply, async () => dailyResponse(await panchangaDay(services, request.query), request.query.lang)),
  );
  app.get(
    '/panchanga/choghadiya',
    { schema: schemaFor('Day and night choghadiya', ChoghadiyaResponseSchema) },
    (request, reply) => cached(request, reply, async () => choghadiyaResponse(await panchangaDay(services, request.query), request.query.lang)),
  );
  app.get(
    '/panchanga/muhurta',
    { schema: schemaFor('Best and inauspicious times of the day for starting activities', MuhurtaSchema) },
    (request, reply) => cached(request, reply, async () => muhurtaResponse(await panchangaDay(services, request.query), request.query.lang)),
  );
  app.get(
    '/sweph/sun-times',
    { schema: schemaFor('Sunrise, sunset, solar noon and day length for a date', SunTimesSchema) },
    (request, reply) => cached(request, reply, async () => sunTimesResponse(await panchangaDay(services, request.query, { civilDate: true }))),
  );
  app.get(
    '/sweph/moon-times',
    { schema: moonSchemaFor('Moonrise and moonset for a date', MoonTimesSchema) },
    (request, reply) => cached(request, reply, async () => moonTimesResponse(await panchangaDay(services, request.query, { civilDate: true }))),
  );
};

export default panchangaRoutes;
