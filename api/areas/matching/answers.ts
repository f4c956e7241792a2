/** What the matching area answers whole in a worker (api/shared/worker-answer.ts). */
import { workerAnswer } from '../../shared/worker-answer.ts';
import { matchCouple } from './operations.ts';
import { compatibilityResponse, kundaliMatchResponse, matchPercentageResponse } from './present.ts';
import { CompatibilityResponseSchema, KundaliMatchResponseSchema, type MatchBody, MatchPercentageResponseSchema } from './schemas.ts';

export const kundaliMatchAnswer = workerAnswer('matching.kundali', KundaliMatchResponseSchema, async (services, body: MatchBody) =>
  kundaliMatchResponse(await matchCouple(services, body, false)),
);

export const compatibilityAnswer = workerAnswer('matching.compatibility', CompatibilityResponseSchema, async (services, body: MatchBody) =>
  compatibilityResponse(await matchCouple(services, body, true)),
);

export const matchPercentageAnswer = workerAnswer('matching.percentage', MatchPercentageResponseSchema, async (services, body: MatchBody) =>
  matchPercentageResponse(await matchCouple(services, body, false)),
);

export const MATCHING_ANSWERS = [kundaliMatchAnswer, compatibilityAnswer, matchPercentageAnswer];
