/**
 * Dasha systems for a birth: the complete Vimshottari analysis and its predictions, the periods running now,
 * the periods of any supported system to five levels, and the POST forms the interface lists.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DASHA_SYSTEM_IDS } from '../../../data/dashas.ts';
import { ErrorBodySchema, errorResponses } from '../../shared/schemas.ts';
import type { Services } from '../../shared/services.ts';
import { currentDasha, dashaAnalysis, dashaTree } from './operations.ts';
import { currentDashaResponse, dashaAnalysisResponse, dashaPredictionsResponse, dashaTreeResponse } from './present.ts';
import {
  AnalysisQuerySchema,
  CurrentBodySchema,
  CurrentDashaResponseSchema,
  CurrentQuerySchema,
  DashaAnalysisResponseSchema,
  DashaPredictionsResponseSchema,
  DashaSystemParamsSchema,
  DashaTreeBodySchema,
  DashaTreeQuerySchema,
  DashaTreeResponseSchema,
} from './schemas.ts';

const treeResponse = { 200: DashaTreeResponseSchema, 404: ErrorBodySchema, ...errorResponses };
const currentResponse = { 200: CurrentDashaResponseSchema, ...errorResponses };

const dashaRoutes: FastifyPluginAsyncZod<Services> = async (app, services) => {
  app.get(
    '/calculations/dasha',
    {
      schema: {
        tags: ['dasha'],
        summary: 'Complete Vimshottari dasha analysis: running and next periods with strength and influence, functional benefics and malefics, predictions, remedies, transit influence',
        description:
          'Every text is produced by named rules over the chart, the periods and the current transits (data/dasha-interpretation.ts); `explanation` lists the rule ids behind each text.',
        querystring: AnalysisQuerySchema,
        response: { 200: DashaAnalysisResponseSchema, ...errorResponses },
      },
    },
    async ({ query }) => dashaAnalysisResponse(await dashaAnalysis(services, query), query.lang),
  );
  app.get(
    '/calculations/dasha/predictions',
    {
      schema: {
        tags: ['dasha'],
        summary: 'Predictions for the coming dasha periods: the next antardasha and mahadasha and the year ahead',
        querystring: AnalysisQuerySchema,
        response: { 200: DashaPredictionsResponseSchema, ...errorResponses },
      },
    },
    async ({ query }) => dashaPredictionsResponse(await dashaAnalysis(services, query), query.lang),
  );
  app.get(
    '/calculations/dasha/current',
    {
      schema: {
        tags: ['dasha'],
        summary: 'The Vimshottari periods running now: mahadasha, antardasha, pratyantardasha, sookshma, prana',
        querystring: CurrentQuerySchema,
        response: currentResponse,
      },
    },
    async ({ query }) => currentDashaResponse(await currentDasha(services, query), query.lang),
  );
  app.post(
    '/astrology/current_vdasha',
    { schema: { tags: ['dasha'], summary: 'Current Vimshottari dasha (POST form)', body: CurrentBodySchema, response: currentResponse } },
    async ({ body }) => currentDashaResponse(await currentDasha(services, body), body.lang),
  );
  app.get(
    '/calculations/dasha/:system',
    {
      schema: {
        tags: ['dasha'],
        summary: 'Periods of one dasha system to the requested depth, with applicability, balance and the periods running now',
        description: `Systems: ${DASHA_SYSTEM_IDS.join(', ')}. An unknown system answers 404 UNKNOWN_DASHA_SYSTEM with the list.`,
        params: DashaSystemParamsSchema,
        querystring: DashaTreeQuerySchema,
        response: treeResponse,
      },
    },
    async ({ params, query }) => dashaTreeResponse(await dashaTree(services, params.system, query), query.lang),
  );
  app.post(
    '/dasha/vimshottari',
    { schema: { tags: ['dasha'], summary: 'Vimshottari periods (POST form)', body: DashaTreeBodySchema, response: treeResponse } },
    async ({ body }) => dashaTreeResponse(await dashaTree(services, 'vimshottari', body), body.lang),
  );
};

export default dashaRoutes;
