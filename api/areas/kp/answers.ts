/** What the KP area answers whole in a worker (api/shared/worker-answer.ts). */
import { workerAnswer } from '../../shared/worker-answer.ts';
import { kpChartOf, kpHoraryOf, kpRulingOf } from './operations.ts';
import { kpChartResponse, kpHoraryResponse, kpRulingResponse, kpSignificatorsResponse } from './present.ts';
import {
  type KpChartQuery,
  KpChartResponseSchema,
  type KpHoraryQuery,
  KpHoraryResponseSchema,
  type KpRulingQuery,
  KpRulingResponseSchema,
  KpSignificatorsResponseSchema,
} from './schemas.ts';

export const kpChartAnswer = workerAnswer('kp.chart', KpChartResponseSchema, async (services, query: KpChartQuery) =>
  kpChartResponse(await kpChartOf(services, query), query.lang),
);

export const kpSignificatorsAnswer = workerAnswer('kp.significators', KpSignificatorsResponseSchema, async (services, query: KpChartQuery) =>
  kpSignificatorsResponse(await kpChartOf(services, query), query.lang),
);

export const kpRulingAnswer = workerAnswer('kp.rulingPlanets', KpRulingResponseSchema, async (services, query: KpRulingQuery) =>
  kpRulingResponse(await kpRulingOf(services, query), query.lang),
);

export const kpHoraryAnswer = workerAnswer('kp.horary', KpHoraryResponseSchema, async (services, query: KpHoraryQuery) =>
  kpHoraryResponse(await kpHoraryOf(services, query), query.lang),
);

export const KP_ANSWERS = [kpChartAnswer, kpSignificatorsAnswer, kpRulingAnswer, kpHoraryAnswer];
