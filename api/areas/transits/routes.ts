/**
 * Transits: positions of the nine grahas at an instant, their retrograde status with the stations around it,
 * and exact events (ingresses, stations, lunations, eclipses) over a range.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cachedResponses } from '../../shared/response-cache.ts';
import { errorResponses } from '../../shared/schemas.ts';
import type { Services } from '../../shared/services.ts';
import { planetsExtended, transitEvents, transitPositions } from './operations.ts';
import { planetsExtendedResponse, transitCurrentResponse, transitEventsResponse } from './present.ts';
import {
  EventsQuerySchema,
  ExtendedBodySchema,
  ExtendedQuerySchema,
  PlanetsExtendedResponseSchema,
  TransitCurrentSchema,
  TransitEventsSchema,
  TransitQuerySchema,
} from './schemas.ts';

/** Serialized responses kept in memory (an event list of a year is ~0.5 MB, a position set ~5 KB). */
const RESPONSE_CACHE_BYTES = 32 * 2 ** 20;

const extendedDoc = {
  tags: ['transits'],
  summary: 'Retrograde status of every graha with the stations before and after the date; with birth coordinates, the natal planets',
  description:
    'Without latitude/longitude: transits at `date` (default now), `mode: "transit"`. With both (and `date`, the birth time): the natal planets of that birth with dignity (exalted, debilitated, own, moolatrikona, friend, enemy…), combustion, retrograde, planetary war and pada, `mode: "natal"`; the birth zone defaults to the zone in force at the coordinates.',
};
const extendedResponse = { 200: PlanetsExtendedResponseSchema, ...errorResponses };

const transitRoutes: FastifyPluginAsyncZod<Services> = async (app, services) => {
  // An explicit `date` (or `from`) makes the answer depend on the URL alone; without one it is "now".
  const cached = cachedResponses(app, RESPONSE_CACHE_BYTES, (query: { date?: string; from?: string }) => query.date !== undefined || query.from !== undefined);

  app.get(
    '/transit/current',
    {
      schema: {
        tags: ['transits'],
        summary: 'Sidereal positions of the nine grahas now or at `date`, with sign, nakshatra, pada and retrograde status',
        querystring: TransitQuerySchema,
        response: { 200: TransitCurrentSchema, ...errorResponses },
      },
    },
    (request, reply) => cached(request, reply, async () => transitCurrentResponse(await transitPositions(services, request.query), request.query.lang)),
  );
  app.get(
    '/astrology/planets/extended',
    { schema: { ...extendedDoc, querystring: ExtendedQuerySchema, response: extendedResponse } },
    (request, reply) => cached(request, reply, async () => planetsExtendedResponse(await planetsExtended(services, request.query), request.query.lang)),
  );
  app.post(
    '/astrology/planets/extended',
    { schema: { ...extendedDoc, body: ExtendedBodySchema, response: extendedResponse } },
    async ({ body }) => planetsExtendedResponse(await planetsExtended(services, body), body.lang),
  );
  app.get(
    '/transit/events',
    {
      schema: {
        tags: ['transits'],
        summary: 'Exact transit events in a range: sign, nakshatra and pada ingresses, stations, lunations, eclipses',
        querystring: EventsQuerySchema,
        response: { 200: TransitEventsSchema, ...errorResponses },
      },
    },
    (request, reply) => cached(request, reply, async () => transitEventsResponse(await transitEvents(services, request.query), request.query.lang)),
  );
};

export default transitRoutes;
