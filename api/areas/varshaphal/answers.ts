/** What the varshaphal area answers whole in a worker (api/shared/worker-answer.ts): the annual and monthly charts. */
import { workerAnswer } from '../../shared/worker-answer.ts';
import { maasaPravesha, varshaphal } from './operations.ts';
import { maasaResponse, varshaphalResponse } from './present.ts';
import { type MaasaInput, MaasaResponseSchema, type VarshaphalInput, VarshaphalResponseSchema } from './schemas.ts';

export const varshaphalAnswer = workerAnswer('varshaphal.year', VarshaphalResponseSchema, async (services, query: VarshaphalInput) =>
  varshaphalResponse(await varshaphal(services, query), query.lang),
);

export const maasaAnswer = workerAnswer('varshaphal.month', MaasaResponseSchema, async (services, query: MaasaInput) =>
  maasaResponse(await maasaPravesha(services, query), query.lang),
);

export const VARSHAPHAL_ANSWERS = [varshaphalAnswer, maasaAnswer];
