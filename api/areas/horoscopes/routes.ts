/**
 * Sign horoscopes (rashifal): daily, weekly, monthly and yearly for the twelve signs, in the path form, the
 * query form and the external aliases `/horoscope/...` and `/rashifal/...` (the same bodies); and the natal
 * horoscope of a birth. The demo key reaches the daily horoscope.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DemoRule } from '../../plugins/auth.ts';
import { DEMO_KEY_NOTE } from '../../plugins/openapi.ts';
import { getOperation, keptWhenGiven, registerOperations, routeSchema } from '../../shared/operation.ts';
import type { Services } from '../../shared/services.ts';
import { natalHoroscope, signHoroscope } from './operations.ts';
import { horoscopeResponse, natalHoroscopeResponse } from './present.ts';
import {
  DailyHoroscopeSchema,
  HoroscopeOptionsSchema,
  HoroscopeQuerySchema,
  HoroscopeResponseSchema,
  isDailyPeriod,
  NatalHoroscopeSchema,
  NatalQuerySchema,
  PeriodParamsSchema,
  PeriodSignParamsSchema,
  SignParamsSchema,
} from './schemas.ts';

/** Serialized horoscopes kept in memory: a few KB each. */
const RESPONSE_CACHE_BYTES = 16 * 2 ** 20;

const notes =
  'Written by named rules over the real transits of the period (gochara from the sign, vedha, stations, lunations, eclipses, chandrashtama); `statements` names the rule and the transit behind every text. The sign is the Moon sign on the sidereal zodiac unless `zodiac=tropical`.';

/** The demo key reaches the daily horoscope in every form: the query form with `period` daily or left out… */
const dailyByQuery: DemoRule = {
  admits: ({ query }) => isDailyPeriod((query as Record<string, unknown>).period),
  note: `${DEMO_KEY_NOTE} It reaches the daily period (\`period=daily\`, the default) only.`,
};
/** …and the path form with the period spelt otherwise (`Daily`; `/daily/` itself is the daily route). */
const dailyByPath: DemoRule = {
  admits: ({ params }) => isDailyPeriod((params as Record<string, unknown>).period ?? ''),
  note: 'The public demo key reaches this form for the daily period only, as the daily route.',
};

/** With an explicit `date` a sign's horoscope depends on the URL alone; without one, on today. */
const cacheWhen = keptWhenGiven('date');

export const horoscopeOperations = {
  dailyHoroscope: getOperation({
    tag: 'horoscopes',
    path: '/calculations/horoscope/daily/:sign',
    aliases: ['/horoscope/daily/:sign', '/rashifal/daily/:sign'],
    summary: 'Daily horoscope of a sign (demo key allowed)',
    description:
      "Today's (or `date`'s) horoscope of a sign (aries … pisces), written by named rules over the real transits; `zodiac` sidereal (Moon sign) or tropical (Sun sign).",
    notes,
    demo: true,
    notFound: true,
    params: SignParamsSchema,
    query: HoroscopeOptionsSchema,
    output: DailyHoroscopeSchema,
    answering: { compute: async (services, { sign, ...query }) => horoscopeResponse(await signHoroscope(services, sign, 'daily', query), query.lang), cacheWhen },
  }),
  horoscope: getOperation({
    tag: 'horoscopes',
    path: '/calculations/horoscope',
    summary: 'Horoscope of a sign, query form (sign, period, date)',
    description: "A sign's horoscope for the day, week, month or year holding `date` (`sign`, `period`).",
    notes,
    demo: dailyByQuery,
    notFound: true,
    query: HoroscopeQuerySchema,
    output: HoroscopeResponseSchema,
    answering: { compute: async (services, query) => horoscopeResponse(await signHoroscope(services, query.sign, query.period, query), query.lang), cacheWhen },
  }),
  natalHoroscope: getOperation({
    tag: 'horoscopes',
    path: '/calculations/horoscope/:period',
    summary:
      'Natal horoscope for a day, a week, a month or a year: the Moon-sign reading with the running dasha, Sade Sati, transits over the lagna, chandrashtama and tara bala',
    description:
      "A birth's own horoscope for the day, week, month or year holding `date` (`dob` and the birth's place): the natal Moon sign's reading with the running dasha, Sade Sati, transits over the lagna, chandrashtama and tara bala.",
    notes,
    notFound: true,
    params: PeriodParamsSchema,
    query: NatalQuerySchema,
    output: NatalHoroscopeSchema,
    answering: { compute: async (services, { period, ...query }) => natalHoroscopeResponse(await natalHoroscope(services, period, query), query.lang) },
  }),
};

const horoscopeRoutes: FastifyPluginAsyncZod<Services> = async (app, services) => {
  const cached = registerOperations(app, services, horoscopeOperations, RESPONSE_CACHE_BYTES)!;
  // The path form of the query form's operation, on every base.
  const { tags, response } = routeSchema(horoscopeOperations.horoscope);
  for (const base of ['/calculations/horoscope', '/horoscope', '/rashifal']) {
    app.get(
      `${base}/:period/:sign`,
      {
        schema: { tags, summary: 'Horoscope of a sign for a day, a week, a month or a year', description: notes, params: PeriodSignParamsSchema, querystring: HoroscopeOptionsSchema, response },
        config: { demo: dailyByPath },
      },
      (request, reply) =>
        cached(
          request,
          reply,
          async () => horoscopeResponse(await signHoroscope(services, request.params.sign, request.params.period, request.query), request.query.lang),
          cacheWhen(request.query),
        ),
    );
  }
};

export default horoscopeRoutes;
