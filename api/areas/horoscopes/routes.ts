/**
 * Sign horoscopes (rashifal): daily, weekly, monthly and yearly for the twelve signs, in the path form, the
 * query form and the external aliases `/horoscope/...` and `/rashifal/...` (the same bodies). The demo key
 * reaches the daily horoscope.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cachedResponses } from '../../shared/response-cache.ts';
import { ErrorBodySchema, errorResponses } from '../../shared/schemas.ts';
import type { Services } from '../../shared/services.ts';
import { natalHoroscope, signHoroscope } from './operations.ts';
import { horoscopeResponse, natalHoroscopeResponse } from './present.ts';
import {
  DailyHoroscopeSchema,
  HoroscopeOptionsSchema,
  HoroscopeQuerySchema,
  HoroscopeResponseSchema,
  NatalHoroscopeSchema,
  NatalQuerySchema,
  PeriodParamsSchema,
  PeriodSignParamsSchema,
  SignParamsSchema,
} from './schemas.ts';

/** Serialized horoscopes kept in memory: a few KB each. */
const RESPONSE_CACHE_BYTES = 16 * 2 ** 20;

const doc = {
  tags: ['horoscopes'],
  description:
    'Written by named rules over the real transits of the period (gochara from the sign, vedha, stations, lunations, eclipses, chandrashtama); `statements` names the rule and the transit behind every text. The sign is the Moon sign on the sidereal zodiac unless `zodiac=tropical`.',
};
const responses = { 200: HoroscopeResponseSchema, 404: ErrorBodySchema, ...errorResponses };
const dailyResponses = { 200: DailyHoroscopeSchema, 404: ErrorBodySchema, ...errorResponses };

const horoscopeRoutes: FastifyPluginAsyncZod<Services> = async (app, services) => {
  const cached = cachedResponses(app, RESPONSE_CACHE_BYTES, (query: { date?: string }) => query.date !== undefined);

  for (const base of ['/calculations/horoscope', '/horoscope', '/rashifal']) {
    app.get(
      `${base}/daily/:sign`,
      { config: { demo: true }, schema: { ...doc, summary: 'Daily horoscope of a sign (demo key allowed)', params: SignParamsSchema, querystring: HoroscopeOptionsSchema, response: dailyResponses } },
      (request, reply) => cached(request, reply, async () => horoscopeResponse(await signHoroscope(services, request.params.sign, 'daily', request.query), request.query.lang)),
    );
    app.get(
      `${base}/:period/:sign`,
      { schema: { ...doc, summary: 'Horoscope of a sign for a day, a week, a month or a year', params: PeriodSignParamsSchema, querystring: HoroscopeOptionsSchema, response: responses } },
      (request, reply) =>
        cached(request, reply, async () => horoscopeResponse(await signHoroscope(services, request.params.sign, request.params.period, request.query), request.query.lang)),
    );
  }
  app.get(
    '/calculations/horoscope/:period',
    {
      schema: {
        ...doc,
        summary: 'Natal horoscope for a day, a week, a month or a year: the Moon-sign reading with the running dasha, Sade Sati, transits over the lagna, chandrashtama and tara bala',
        params: PeriodParamsSchema,
        querystring: NatalQuerySchema,
        response: { 200: NatalHoroscopeSchema, 404: ErrorBodySchema, ...errorResponses },
      },
    },
    async (request) => natalHoroscopeResponse(await natalHoroscope(services, request.params.period, request.query), request.query.lang),
  );
  app.get(
    '/calculations/horoscope',
    { schema: { ...doc, summary: 'Horoscope of a sign, query form (sign, period, date)', querystring: HoroscopeQuerySchema, response: responses } },
    (request, reply) =>
      cached(request, reply, async () => horoscopeResponse(await signHoroscope(services, request.query.sign, request.query.period, request.query), request.query.lang)),
  );
};

export default horoscopeRoutes;
