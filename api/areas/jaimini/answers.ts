/** What the Jaimini area answers whole in a worker (api/shared/worker-answer.ts): the chart, the sunrise points and the presenter. */
import { workerAnswer } from '../../shared/worker-answer.ts';
import { jaimini } from './operations.ts';
import { jaiminiResponse } from './present.ts';
import { type JaiminiInput, JaiminiResponseSchema } from './schemas.ts';

export const jaiminiQueryAnswer = workerAnswer('jaimini.query', JaiminiResponseSchema, async (services, query: JaiminiInput) =>
  jaiminiResponse(await jaimini(services, query), query.lang),
);

export const JAIMINI_ANSWERS = [jaiminiQueryAnswer];
