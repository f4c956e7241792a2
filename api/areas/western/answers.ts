/** What the western area answers whole in a worker (api/shared/worker-answer.ts). */
import { presentedAnswer } from '../../shared/worker-answer.ts';
import { astrocartographyOf, firdariaOf, natalChart, profectionsOf, progressionOf, returnsOf, synastryOf, westernTransitsOf } from './operations.ts';
import {
  astrocartographyResponse,
  firdariaResponse,
  natalChartResponse,
  profectionResponse,
  progressionResponse,
  returnResponse,
  synastryResponse,
  westernTransitResponse,
} from './present.ts';
import {
  AstrocartographyResponseSchema,
  FirdariaResponseSchema,
  NatalChartResponseSchema,
  ProfectionResponseSchema,
  ProgressionResponseSchema,
  ReturnResponseSchema,
  SynastryResponseSchema,
  WesternTransitResponseSchema,
} from './schemas.ts';

export const natalChartAnswer = presentedAnswer('western.natal-chart', NatalChartResponseSchema, natalChart, natalChartResponse);
export const synastryAnswer = presentedAnswer('western.synastry', SynastryResponseSchema, synastryOf, synastryResponse);
export const westernTransitsAnswer = presentedAnswer('western.transits', WesternTransitResponseSchema, westernTransitsOf, westernTransitResponse);
export const westernReturnsAnswer = presentedAnswer('western.returns', ReturnResponseSchema, returnsOf, returnResponse);
export const westernProgressionsAnswer = presentedAnswer('western.progressions', ProgressionResponseSchema, progressionOf, progressionResponse);
export const westernProfectionsAnswer = presentedAnswer('western.profections', ProfectionResponseSchema, profectionsOf, profectionResponse);
export const westernFirdariaAnswer = presentedAnswer('western.firdaria', FirdariaResponseSchema, firdariaOf, firdariaResponse);

export const westernAstrocartographyAnswer = presentedAnswer('western.astrocartography', AstrocartographyResponseSchema, astrocartographyOf, astrocartographyResponse);

export const WESTERN_ANSWERS = [
  natalChartAnswer, synastryAnswer, westernTransitsAnswer, westernReturnsAnswer, westernProgressionsAnswer, westernProfectionsAnswer, westernFirdariaAnswer,
  westernAstrocartographyAnswer,
];
