/**
 * Kundali matching: the 36-point detail, the complete compatibility report (kundali milan) and the match
 * percentage, all from one pair body (api/shared/pair.ts) and one match report computed in the worker pool.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../shared/schemas.ts';
import type { Services } from '../../shared/services.ts';
import { sendWorkerAnswer } from '../../shared/worker-answer.ts';
import { compatibilityAnswer, kundaliMatchAnswer, matchPercentageAnswer } from './answers.ts';
import { CompatibilityResponseSchema, KundaliMatchResponseSchema, MatchBodySchema, MatchPercentageResponseSchema } from './schemas.ts';

const tags = ['matching'];

const matchingRoutes: FastifyPluginAsyncZod<Services> = async (app, services) => {
  app.post(
    '/match/kundali',
    {
      schema: {
        tags,
        summary: 'Kundali matching: the eight kootas (36 gunas) with both partners\' attributes, the exceptions applied and the conventions that differ; the ten South Indian poruthams beside them',
        body: MatchBodySchema,
        response: { 200: KundaliMatchResponseSchema, ...errorResponses },
      },
    },
    ({ body }, reply) => sendWorkerAnswer(services, reply, kundaliMatchAnswer, body),
  );
  app.post(
    '/compatibility/match',
    {
      schema: {
        tags,
        summary: 'Kundali milan: the guna score, both partners\' manglik analysis and whether the pair cancels it, their other doshas, and an overall verdict',
        body: MatchBodySchema,
        response: { 200: CompatibilityResponseSchema, ...errorResponses },
      },
    },
    ({ body }, reply) => sendWorkerAnswer(services, reply, compatibilityAnswer, body),
  );
  app.post(
    '/astrology/match_percentage',
    {
      schema: {
        tags,
        summary: 'Overall compatibility percentage, with the share of every factor in it',
        body: MatchBodySchema,
        response: { 200: MatchPercentageResponseSchema, ...errorResponses },
      },
    },
    ({ body }, reply) => sendWorkerAnswer(services, reply, matchPercentageAnswer, body),
  );
};

export default matchingRoutes;
