/**
 * Birth charts: the spec's kundali (GET with query, POST with a JSON body, and on the external path) and the core
 * birth details (reachable with the demo key). Computed whole in a worker.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bodyFormSchema, getOperation, postOperation, registerOperations } from '../../shared/operation.ts';
import { KUNDALI_TIMEZONE_HOURS } from '../../shared/place.ts';
import type { Services } from '../../shared/services.ts';
import { sendWorkerAnswer } from '../../shared/worker-answer.ts';
import { birthDetailsAnswer, kundaliBodyAnswer, kundaliQueryAnswer } from './answers.ts';
import { birthBodySchema, BirthDetailsResponseSchema, KundaliBodySchema, KundaliQuerySchema, KundaliResponseSchema } from './schemas.ts';

export const kundaliOperations = {
  kundali: getOperation({
    tag: 'kundali',
    path: '/calculations/kundali',
    summary:
      'Vedic birth chart: planets, houses, aspects, graha drishti, yogas and the current Vimshottari dasha; on request the shadbala and ashtakavarga',
    description:
      'The Vedic birth chart of a birth (`date` with time, latitude, longitude, timezone): planets with sign, house, nakshatra, dignity; houses; aspects; yogas; the running Vimshottari dasha; with include=shadbala,ashtakavarga the strengths, with include=jaimini the Jaimini points (karakas, arudhas, argala, special lagnas, upagrahas).',
    notes: `Defaults: without \`timezone\`, ${KUNDALI_TIMEZONE_HOURS} hours on GET /calculations/kundali (as the interface specifies) and the zone in force at the birth coordinates elsewhere; ayanamsha 1 (Lahiri); mean node; whole-sign houses.`,
    query: KundaliQuerySchema,
    output: KundaliResponseSchema,
    answering: { worker: kundaliQueryAnswer },
  }),
  birthDetails: postOperation({
    tag: 'kundali',
    path: '/astrology/birth_details',
    summary: 'Core birth details: lagna, Moon sign and nakshatra, Sun sign, Vimshottari balance at birth (demo key allowed)',
    description: 'Lagna, Moon sign and nakshatra, Sun sign and the Vimshottari balance of a birth (JSON body: date, latitude, longitude, timezone).',
    demo: true,
    body: birthBodySchema(),
    output: BirthDetailsResponseSchema,
    answering: { worker: birthDetailsAnswer },
  }),
};

const kundaliRoutes: FastifyPluginAsyncZod<Services> = async (app, services) => {
  registerOperations(app, services, kundaliOperations);
  const schema = bodyFormSchema(kundaliOperations.kundali, kundaliOperations.kundali.summary, KundaliBodySchema);
  for (const path of ['/calculations/kundali', '/kundali']) app.post(path, { schema }, ({ body }, reply) => sendWorkerAnswer(services, reply, kundaliBodyAnswer, body));
};

export default kundaliRoutes;
