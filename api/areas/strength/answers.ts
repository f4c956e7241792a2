/** What the strength area answers whole in a worker (api/shared/worker-answer.ts). */
import { workerAnswer } from '../../shared/worker-answer.ts';
import { ashtakavarga, shadbala } from './operations.ts';
import { ashtakavargaResponse, shadbalaResponse } from './present.ts';
import { type AshtakavargaQuery, AshtakavargaResponseSchema, type ShadbalaQuery, ShadbalaResponseSchema } from './schemas.ts';

export const shadbalaAnswer = workerAnswer('strength.shadbala', ShadbalaResponseSchema, async (services, query: ShadbalaQuery) =>
  shadbalaResponse(await shadbala(services, query), query.lang),
);

export const ashtakavargaAnswer = workerAnswer('strength.ashtakavarga', AshtakavargaResponseSchema, async (services, query: AshtakavargaQuery) =>
  ashtakavargaResponse(await ashtakavarga(services, query), query.lang),
);

export const STRENGTH_ANSWERS = [shadbalaAnswer, ashtakavargaAnswer];
