/** What the KP area answers whole in a worker (api/shared/worker-answer.ts). */
import { presentedAnswer } from '../../shared/worker-answer.ts';
import { kpChartOf, kpHoraryOf, kpRulingOf } from './operations.ts';
import { kpChartResponse, kpHoraryResponse, kpRulingResponse, kpSignificatorsResponse } from './present.ts';
import { KpChartResponseSchema, KpHoraryResponseSchema, KpRulingResponseSchema, KpSignificatorsResponseSchema } from './schemas.ts';

export const kpChartAnswer = presentedAnswer('kp.chart', KpChartResponseSchema, kpChartOf, kpChartResponse);
export const kpSignificatorsAnswer = presentedAnswer('kp.significators', KpSignificatorsResponseSchema, kpChartOf, kpSignificatorsResponse);
export const kpRulingAnswer = presentedAnswer('kp.rulingPlanets', KpRulingResponseSchema, kpRulingOf, kpRulingResponse);
export const kpHoraryAnswer = presentedAnswer('kp.horary', KpHoraryResponseSchema, kpHoraryOf, kpHoraryResponse);

export const KP_ANSWERS = [kpChartAnswer, kpSignificatorsAnswer, kpRulingAnswer, kpHoraryAnswer];
