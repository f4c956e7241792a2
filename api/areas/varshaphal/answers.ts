/** What the varshaphal area answers whole in a worker (api/shared/worker-answer.ts): the annual and monthly charts and the tithi pravesha. */
import { workerAnswer } from '../../shared/worker-answer.ts';
import { maasaPravesha, tithiPravesha, varshaphal } from './operations.ts';
import { maasaResponse, tithiPraveshaResponse, varshaphalResponse } from './present.ts';
import { type MaasaInput, MaasaResponseSchema, type TithiPraveshaInput, TithiPraveshaResponseSchema, type VarshaphalInput, VarshaphalResponseSchema } from './schemas.ts';

export const varshaphalAnswer = workerAnswer('varshaphal.year', VarshaphalResponseSchema, async (services, query: VarshaphalInput) =>
  varshaphalResponse(await varshaphal(services, query), query.lang),
);

export const maasaAnswer = workerAnswer('varshaphal.month', MaasaResponseSchema, async (services, query: MaasaInput) =>
  maasaResponse(await maasaPravesha(services, query), query.lang),
);

export const tithiPraveshaAnswer = workerAnswer('varshaphal.tithi-pravesha', TithiPraveshaResponseSchema, async (services, query: TithiPraveshaInput) =>
  tithiPraveshaResponse(await tithiPravesha(services, query), query.lang),
);

export const VARSHAPHAL_ANSWERS = [varshaphalAnswer, maasaAnswer, tithiPraveshaAnswer];
