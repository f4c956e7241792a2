/**
 * Birth charts: the spec's kundali (GET with query, POST with a JSON body, and on the external path) and the core
 * birth details (reachable with the demo key). Computed on demand in the worker pool.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { KUNDALI_TIMEZONE_HOURS } from '../../shared/place.ts';
import { errorResponses } from '../../shared/schemas.ts';
import type { Services } from '../../shared/services.ts';
import { sendWorkerAnswer } from '../../shared/worker-answer.ts';
import { birthDetailsAnswer, kundaliBodyAnswer, kundaliQueryAnswer } from './answers.ts';
import { birthBodySchema, BirthDetailsResponseSchema, KundaliBodySchema, KundaliQuerySchema, KundaliResponseSchema } from './schemas.ts';

const doc = {
  tags: ['kundali'],
  summary: 'Vedic birth chart: planets, houses, aspects, graha drishti, yogas and the current Vimshottari dasha; on request the shadbala and ashtakavarga',
  description: `Defaults: without \`timezone\`, ${KUNDALI_TIMEZONE_HOURS} hours on GET /calculations/kundali (as the interface specifies) and the zone in force at the birth coordinates elsewhere; ayanamsha 1 (Lahiri); mean node; whole-sign houses.`,
};
const response = { 200: KundaliResponseSchema, ...errorResponses };

const kundaliRoutes: FastifyPluginAsyncZod<Services> = async (app, services) => {
  app.get(
    '/calculations/kundali',
    { schema: { ...doc, querystring: KundaliQuerySchema, response } },
    ({ query }, reply) => sendWorkerAnswer(services, reply, kundaliQueryAnswer, query),
  );
  app.post('/calculations/kundali', { schema: { ...doc, body: KundaliBodySchema, response } }, ({ body }, reply) => sendWorkerAnswer(services, reply, kundaliBodyAnswer, body));
  app.post('/kundali', { schema: { ...doc, body: KundaliBodySchema, response } }, ({ body }, reply) => sendWorkerAnswer(services, reply, kundaliBodyAnswer, body));
  app.post(
    '/astrology/birth_details',
    {
      config: { demo: true },
      schema: {
        tags: ['kundali'],
        summary: 'Core birth details: lagna, Moon sign and nakshatra, Sun sign, Vimshottari balance at birth (demo key allowed)',
        body: birthBodySchema(),
        response: { 200: BirthDetailsResponseSchema, ...errorResponses },
      },
    },
    ({ body }, reply) => sendWorkerAnswer(services, reply, birthDetailsAnswer, body),
  );
};

export default kundaliRoutes;
