/** What the western area answers whole in a worker (api/shared/worker-answer.ts). */
import { presentedAnswer } from '../../shared/worker-answer.ts';
import { natalChart, synastryOf, westernTransitsOf } from './operations.ts';
import { natalChartResponse, synastryResponse, westernTransitResponse } from './present.ts';
import { NatalChartResponseSchema, SynastryResponseSchema, WesternTransitResponseSchema } from './schemas.ts';

export const natalChartAnswer = presentedAnswer('western.natal-chart', NatalChartResponseSchema, natalChart, natalChartResponse);
export const synastryAnswer = presentedAnswer('western.synastry', SynastryResponseSchema, synastryOf, synastryResponse);
export const westernTransitsAnswer = presentedAnswer('western.transits', WesternTransitResponseSchema, westernTransitsOf, westernTransitResponse);

export const WESTERN_ANSWERS = [natalChartAnswer, synastryAnswer, westernTransitsAnswer];
