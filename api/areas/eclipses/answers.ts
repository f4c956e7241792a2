/** What the eclipses area answers whole in a worker (api/shared/worker-answer.ts). */
import { presentedAnswer } from '../../shared/worker-answer.ts';
import { eclipsesOf } from './operations.ts';
import { eclipsesResponse } from './present.ts';
import { EclipsesResponseSchema } from './schemas.ts';

export const eclipsesAnswer = presentedAnswer('eclipses.local', EclipsesResponseSchema, eclipsesOf, eclipsesResponse);

export const ECLIPSE_ANSWERS = [eclipsesAnswer];
