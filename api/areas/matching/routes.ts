/**
 * Kundali matching: the 36-point detail, the complete compatibility report (kundali milan) and the match
 * percentage, all from one pair body (api/shared/pair.ts) and computed whole in a worker.
 */
import { postOperation, operationsPlugin } from '../../shared/operation.ts';
import { compatibilityAnswer, kundaliMatchAnswer, matchPercentageAnswer } from './answers.ts';
import { CompatibilityResponseSchema, KundaliMatchResponseSchema, MatchBodySchema, MatchPercentageResponseSchema } from './schemas.ts';

export const matchingOperations = {
  matching: postOperation({
    tag: 'matching',
    path: '/match/kundali',
    summary:
      "Kundali matching: the eight kootas (36 gunas) with both partners' attributes, the exceptions applied and the conventions that differ; the ten South Indian poruthams beside them",
    description: 'Kundali matching of a couple (JSON body with `bride` and `groom` births): the eight kootas (36 gunas) with exceptions, and the ten poruthams.',
    body: MatchBodySchema,
    output: KundaliMatchResponseSchema,
    answering: { worker: kundaliMatchAnswer },
  }),
  compatibility: postOperation({
    tag: 'matching',
    path: '/compatibility/match',
    summary: "Kundali milan: the guna score, both partners' manglik analysis and whether the pair cancels it, their other doshas, and an overall verdict",
    description: "Kundali milan of a couple with both partners' manglik analysis, the pair verdict and an overall verdict with its reasons.",
    body: MatchBodySchema,
    output: CompatibilityResponseSchema,
    answering: { worker: compatibilityAnswer },
  }),
  matchPercentage: postOperation({
    tag: 'matching',
    path: '/astrology/match_percentage',
    summary: 'Overall compatibility percentage, with the share of every factor in it',
    description: "A couple's headline match percentage and each koota's share.",
    body: MatchBodySchema,
    output: MatchPercentageResponseSchema,
    answering: { worker: matchPercentageAnswer },
  }),
};

export default operationsPlugin(matchingOperations);
