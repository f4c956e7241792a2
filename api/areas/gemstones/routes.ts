/**
 * Gemstones: the personalized recommendation from a birth chart, the stones of a sign and the particulars of
 * every ratna and upratna. An unknown sign or stone is a 404 listing the valid names.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema, errorResponses } from '../../shared/schemas.ts';
import type { Services } from '../../shared/services.ts';
import { birthGemstones, gemstoneInfo, signGemstones } from './operations.ts';
import { gemstoneInfoResponse, gemstoneRecommendationResponse, zodiacGemstonesResponse } from './present.ts';
import {
  GemstoneInfoSchema,
  GemstoneParamsSchema,
  GemstoneQuerySchema,
  GemstoneRecommendationSchema,
  LangQuerySchema,
  ZodiacGemstonesSchema,
  ZodiacParamsSchema,
} from './schemas.ts';

const tags = ['gemstones'];
const notFound = { 404: ErrorBodySchema };

const gemstoneRoutes: FastifyPluginAsyncZod<Services> = async (app, services) => {
  app.get(
    '/recommendations/gemstones',
    {
      schema: {
        tags,
        summary: 'Personalized gemstones: the lagna lord\'s stone (or a trikona lord\'s) traced to the chart, secondary stones by priority, how to wear them, precautions and substitutes',
        description: 'Default zone without `timezone`: 5.5 hours, as the interface specifies.',
        querystring: GemstoneQuerySchema,
        response: { 200: GemstoneRecommendationSchema, ...errorResponses },
      },
    },
    async ({ query }) => gemstoneRecommendationResponse(await birthGemstones(services, query), query.lang),
  );
  app.get(
    '/recommendations/gemstones/zodiac/:sign',
    {
      schema: {
        tags,
        summary: 'The stones of a sign: its lord\'s, and the 5th and 9th lords\' with when to use them',
        params: ZodiacParamsSchema,
        querystring: LangQuerySchema,
        response: { 200: ZodiacGemstonesSchema, ...errorResponses, ...notFound },
      },
    },
    async ({ params, query }) => zodiacGemstonesResponse(signGemstones(params.sign), query.lang),
  );
  app.get(
    '/recommendations/gemstones/info/:gemstone',
    {
      schema: {
        tags,
        summary: 'One stone: planet, mineral, hardness, colours, how to verify it, substitutes, how to wear it, mantra',
        params: GemstoneParamsSchema,
        querystring: LangQuerySchema,
        response: { 200: GemstoneInfoSchema, ...errorResponses, ...notFound },
      },
    },
    async ({ params, query }) => gemstoneInfoResponse(gemstoneInfo(params.gemstone), query.lang),
  );
};

export default gemstoneRoutes;
