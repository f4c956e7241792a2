/** What the kundali area answers whole in a worker (api/shared/worker-answer.ts). */
import { birthChart } from '../../shared/birth-chart.ts';
import { KUNDALI_TIMEZONE_HOURS } from '../../shared/place.ts';
import { presentedAnswer, workerAnswer } from '../../shared/worker-answer.ts';
import { kundali } from './operations.ts';
import { birthDetailsResponse, kundaliResponse } from './present.ts';
import type { z } from 'zod';
import { birthBodySchema, BirthDetailsResponseSchema, KundaliBodySchema, KundaliQuerySchema, KundaliResponseSchema } from './schemas.ts';

type KundaliQuery = z.output<typeof KundaliQuerySchema>;
type KundaliBody = z.output<typeof KundaliBodySchema>;
type BirthBody = z.output<ReturnType<typeof birthBodySchema>>;

/** GET /calculations/kundali: without a zone, the interface's 5.75 hours. */
export const kundaliQueryAnswer = workerAnswer('kundali.query', KundaliResponseSchema, async (services, query: KundaliQuery) =>
  kundaliResponse(await kundali(services, query, KUNDALI_TIMEZONE_HOURS), query.lang, query.yogas, query.include ?? []),
);

/** POST /calculations/kundali and /kundali: without a zone, the zone in force at the birth place. */
export const kundaliBodyAnswer = workerAnswer('kundali.body', KundaliResponseSchema, async (services, body: KundaliBody) =>
  kundaliResponse(await kundali(services, body), body.lang, body.yogas, body.include ?? []),
);

export const birthDetailsAnswer = presentedAnswer('kundali.birth-details', BirthDetailsResponseSchema, (services, body: BirthBody) => birthChart(services, body), birthDetailsResponse);

export const KUNDALI_ANSWERS = [kundaliQueryAnswer, kundaliBodyAnswer, birthDetailsAnswer];
