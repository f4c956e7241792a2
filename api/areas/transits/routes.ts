/**
 * Transits: positions of the nine grahas at an instant, their retrograde status with the stations around it,
 * and exact events (ingresses, stations, lunations, eclipses) over a range.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bodyFormSchema, getOperation, keptWhenGiven, registerOperations } from '../../shared/operation.ts';
import { RESPONSE_CACHE_BYTES } from '../../shared/response-cache.ts';
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

export const transitOperations = {
  transits: getOperation({
    tag: 'transits',
    path: '/transit/current',
    summary: 'Sidereal positions of the nine grahas now or at `date`, with sign, nakshatra, pada and retrograde status',
    description: 'Sidereal positions of the nine grahas now or at `date`: sign, nakshatra, pada, speed, retrograde.',
    query: TransitQuerySchema,
    output: TransitCurrentSchema,
    answering: { compute: async (services, query) => transitCurrentResponse(await transitPositions(services, query), query.lang), cacheWhen: keptWhenGiven('date') },
  }),
  planetsExtended: getOperation({
    tag: 'transits',
    path: '/astrology/planets/extended',
    summary: 'Retrograde status of every graha with the stations before and after the date; with birth coordinates, the natal planets',
    description:
      'Retrograde status of every graha with the stations before and after `date`; with birth coordinates, the natal planets with dignity and combustion.',
    notes:
      'Without latitude/longitude: transits at `date` (default now), `mode: "transit"`. With both (and `date`, the birth time): the natal planets of that birth with dignity (exalted, debilitated, own, moolatrikona, friend, enemy…), combustion, retrograde, planetary war and pada, `mode: "natal"`; the birth zone defaults to the zone in force at the coordinates.',
    query: ExtendedQuerySchema,
    output: PlanetsExtendedResponseSchema,
    answering: { compute: async (services, query) => planetsExtendedResponse(await planetsExtended(services, query), query.lang), cacheWhen: keptWhenGiven('date') },
  }),
  transitEvents: getOperation({
    tag: 'transits',
    path: '/transit/events',
    summary: 'Exact transit events in a range: sign, nakshatra and pada ingresses, stations, lunations, eclipses',
    description: 'Exact transit events between `from` and `to`: sign, nakshatra and pada ingresses, stations, lunations, eclipses.',
    query: EventsQuerySchema,
    output: TransitEventsSchema,
    answering: {
      compute: async (services, query) => transitEventsResponse(await transitEvents(services, query), query.lang),
      cacheWhen: keptWhenGiven('from'),
    },
  }),
};

const transitRoutes: FastifyPluginAsyncZod<Services> = async (app, services) => {
  registerOperations(app, services, transitOperations, RESPONSE_CACHE_BYTES);
  app.post(
    '/astrology/planets/extended',
    { schema: bodyFormSchema(transitOperations.planetsExtended, 'Retrograde status of every graha with the stations around the date; with a birth, the natal planets (POST form)', ExtendedBodySchema) },
    async ({ body }) => planetsExtendedResponse(await planetsExtended(services, body), body.lang),
  );
};

export default transitRoutes;
