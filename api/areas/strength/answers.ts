/** What the strength area answers whole in a worker (api/shared/worker-answer.ts). */
import { presentedAnswer } from '../../shared/worker-answer.ts';
import { ashtakavarga, shadbala } from './operations.ts';
import { ashtakavargaResponse, shadbalaResponse } from './present.ts';
import { AshtakavargaResponseSchema, ShadbalaResponseSchema } from './schemas.ts';

export const shadbalaAnswer = presentedAnswer('strength.shadbala', ShadbalaResponseSchema, shadbala, shadbalaResponse);
export const ashtakavargaAnswer = presentedAnswer('strength.ashtakavarga', AshtakavargaResponseSchema, ashtakavarga, ashtakavargaResponse);

export const STRENGTH_ANSWERS = [shadbalaAnswer, ashtakavargaAnswer];
