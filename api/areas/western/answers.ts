/** What the western area answers whole in a worker (api/shared/worker-answer.ts). */
import { workerAnswer } from '../../shared/worker-answer.ts';
import { natalChart, synastryOf, westernTransitsOf } from './operations.ts';
import { natalChartResponse, synastryResponse, westernTransitResponse } from './present.ts';
import {
  type NatalChartQuery,
  NatalChartResponseSchema,
  type SynastryBody,
  SynastryResponseSchema,
  type WesternTransitQuery,
  WesternTransitResponseSchema,
} from './schemas.ts';

export const natalChartAnswer = workerAnswer('western.natal-chart', NatalChartResponseSchema, async (services, query: NatalChartQuery) =>
  natalChartResponse(await natalChart(services, query), query.lang),
);

export const synastryAnswer = workerAnswer('western.synastry', SynastryResponseSchema, async (services, body: SynastryBody) =>
  synastryResponse(await synastryOf(services, body), body.lang),
);

export const westernTransitsAnswer = workerAnswer('western.transits', WesternTransitResponseSchema, async (services, query: WesternTransitQuery) =>
  westernTransitResponse(await westernTransitsOf(services, query), query.lang),
);

export const WESTERN_ANSWERS = [natalChartAnswer, synastryAnswer, westernTransitsAnswer];
