/** Strength: the shadbala (with bhava and vimshopaka bala) and the ashtakavarga of a birth. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../shared/schemas.ts';
import type { Services } from '../../shared/services.ts';
import { sendWorkerAnswer } from '../../shared/worker-answer.ts';
import { ashtakavargaAnswer, shadbalaAnswer } from './answers.ts';
import { AshtakavargaQuerySchema, AshtakavargaResponseSchema, ShadbalaQuerySchema, ShadbalaResponseSchema } from './schemas.ts';

const strengthRoutes: FastifyPluginAsyncZod<Services> = async (app, services) => {
  app.get(
    '/calculations/shadbala',
    {
      schema: {
        tags: ['kundali'],
        summary: 'Shadbala of the seven grahas with every component, ishta and kashta phala, vimshopaka bala, and the bhava bala of the twelve bhavas',
        querystring: ShadbalaQuerySchema,
        response: { 200: ShadbalaResponseSchema, ...errorResponses },
      },
    },
    ({ query }, reply) => sendWorkerAnswer(services, reply, shadbalaAnswer, query),
  );
  app.get(
    '/calculations/ashtakavarga',
    {
      schema: {
        tags: ['kundali'],
        summary: 'Ashtakavarga of a birth: the bhinnashtakavarga of the seven grahas and the lagna with the prastara, the sarvashtakavarga by sign and house, the shodhanas and shodhya pindas',
        querystring: AshtakavargaQuerySchema,
        response: { 200: AshtakavargaResponseSchema, ...errorResponses },
      },
    },
    ({ query }, reply) => sendWorkerAnswer(services, reply, ashtakavargaAnswer, query),
  );
};

export default strengthRoutes;
