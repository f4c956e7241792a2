/** What the dasha area answers whole in a worker (api/shared/worker-answer.ts): the periods of one system. */
import type { DashaSystemId } from '../../../data/dashas.ts';
import { workerAnswer } from '../../shared/worker-answer.ts';
import { dashaTree } from './operations.ts';
import { dashaTreeResponse } from './present.ts';
import { type DashaTreeInput, DashaTreeResponseSchema } from './schemas.ts';

/**
 * The periods of one system: a sign or day-part dasha answers up to 342 periods at two levels, whose presenting
 * and serializing would otherwise run on the main thread after the periods crossed from the worker as objects.
 */
export const dashaPeriodsAnswer = workerAnswer('dasha.periods', DashaTreeResponseSchema, async (services, { system, ...query }: DashaTreeInput & { readonly system: DashaSystemId }) =>
  dashaTreeResponse(await dashaTree(services, system, query), query.lang),
);

export const DASHA_ANSWERS = [dashaPeriodsAnswer];
