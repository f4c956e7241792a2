/**
 * Dashas of a birth: the Vimshottari analysis and predictions, the periods running now, and the periods of any of
 * the dasha systems to a chosen depth (with POST forms of the current and Vimshottari periods).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DASHA_SYSTEM_IDS } from '../../../data/dashas.ts';
import { bodyFormSchema, getOperation, registerOperations } from '../../shared/operation.ts';
import type { Services } from '../../shared/services.ts';
import { dashaPeriodsAnswer } from './answers.ts';
import { currentDasha, dashaAnalysis, dashaTree } from './operations.ts';
import { currentDashaResponse, dashaAnalysisResponse, dashaPredictionsResponse, dashaSystemsResponse, dashaTreeResponse } from './present.ts';
import {
  AnalysisQuerySchema,
  CurrentBodySchema,
  CurrentDashaResponseSchema,
  CurrentQuerySchema,
  DashaAnalysisResponseSchema,
  DashaPredictionsResponseSchema,
  DashaSystemParamsSchema,
  DashaSystemsQuerySchema,
  DashaSystemsResponseSchema,
  DashaTreeBodySchema,
  DashaTreeQuerySchema,
  DashaTreeResponseSchema,
} from './schemas.ts';

export const dashaOperations = {
  dashaAnalysis: getOperation({
    tag: 'dasha',
    path: '/calculations/dasha',
    summary:
      'Complete Vimshottari dasha analysis: running and next periods with strength and influence, functional benefics and malefics, predictions, remedies, transit influence',
    description: "A birth's dasha analysis: running and next periods with their strength, favourable and challenging planets, predictions and remedies.",
    notes:
      'Every text is produced by named rules over the chart, the periods and the current transits (data/dasha-interpretation.ts); `explanation` lists the rule ids behind each text.',
    query: AnalysisQuerySchema,
    output: DashaAnalysisResponseSchema,
    answering: { compute: async (services, query) => dashaAnalysisResponse(await dashaAnalysis(services, query), query.lang) },
  }),
  dashaPredictions: getOperation({
    tag: 'dasha',
    path: '/calculations/dasha/predictions',
    summary: 'Predictions for the coming dasha periods: the next antardasha and mahadasha and the year ahead',
    description: "Predictions for a birth's coming periods: the next antardasha and mahadasha, and the year ahead.",
    query: AnalysisQuerySchema,
    output: DashaPredictionsResponseSchema,
    answering: { compute: async (services, query) => dashaPredictionsResponse(await dashaAnalysis(services, query), query.lang) },
  }),
  currentDasha: getOperation({
    tag: 'dasha',
    path: '/calculations/dasha/current',
    summary: 'The Vimshottari periods running now: mahadasha, antardasha, pratyantardasha, sookshma, prana',
    description: 'The Vimshottari maha, antar, pratyantar, sookshma and prana dasha running now (or at `asOf`) for a birth.',
    query: CurrentQuerySchema,
    output: CurrentDashaResponseSchema,
    answering: { compute: async (services, query) => currentDashaResponse(await currentDasha(services, query), query.lang) },
  }),
  dashaSystems: getOperation({
    tag: 'dasha',
    path: '/calculations/dasha/systems',
    summary: 'The dasha systems served: id, kind, variant, cycle, start rule, the condition the classics apply them under, and source',
    description: 'Every dasha system `/calculations/dasha/:system` takes, with its start rule, condition and source.',
    query: DashaSystemsQuerySchema,
    output: DashaSystemsResponseSchema,
    answering: { compute: (_services, query) => dashaSystemsResponse(query.lang) },
  }),
  dashaPeriods: getOperation({
    tag: 'dasha',
    path: '/calculations/dasha/:system',
    summary: 'Periods of one dasha system to the requested depth, with applicability, balance and the periods running now',
    description: 'The periods of one of the dasha systems (`system`: vimshottari, yogini, chara, …) for a birth, to `levels` deep.',
    notes: `Systems: ${DASHA_SYSTEM_IDS.join(', ')}. An unknown system answers 404 UNKNOWN_DASHA_SYSTEM with the list.`,
    params: DashaSystemParamsSchema,
    query: DashaTreeQuerySchema,
    output: DashaTreeResponseSchema,
    notFound: true,
    answering: { worker: dashaPeriodsAnswer },
  }),
};

const dashaRoutes: FastifyPluginAsyncZod<Services> = async (app, services) => {
  registerOperations(app, services, dashaOperations);
  app.post(
    '/astrology/current_vdasha',
    { schema: bodyFormSchema(dashaOperations.currentDasha, 'Current Vimshottari dasha (POST form)', CurrentBodySchema) },
    async ({ body }) => currentDashaResponse(await currentDasha(services, body), body.lang),
  );
  app.post(
    '/dasha/vimshottari',
    { schema: bodyFormSchema(dashaOperations.dashaPeriods, 'Vimshottari periods (POST form)', DashaTreeBodySchema) },
    async ({ body }) => dashaTreeResponse(await dashaTree(services, 'vimshottari', body), body.lang),
  );
};

export default dashaRoutes;
