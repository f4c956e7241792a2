/**
 * How each panchanga-family operation reads its day and presents it. A request whose day is at hand on the main
 * thread (kept, being computed, or precomputed) is presented there; a request for a day not yet computed is
 * answered whole in a worker (api/shared/worker-answer.ts), which computes the day, presents and serializes the
 * answer, and hands the day back for the main thread to keep, so the next request for that place and date (at
 * another moment, in another language, another operation of the family) is answered without a worker.
 */
import type { z } from 'zod';
import { type Lang } from '../../shared/lang.ts';
import type { ComputeServices } from '../../shared/services.ts';
import { workerAnswer, type WorkerAnswer } from '../../shared/worker-answer.ts';
import { atMoment, type DayAnswer, type DayRequest, dayRequest, panchangaDayOf } from './operations.ts';
import { choghadiyaResponse, dailyResponse, moonTimesResponse, muhurtaResponse, panchangaResponse, sunTimesResponse } from './present.ts';
import {
  ChoghadiyaResponseSchema,
  DailySchema,
  type DayPlaceQuery,
  type MoonPlaceQuery,
  MoonTimesSchema,
  MuhurtaSchema,
  PanchangaResponseSchema,
  SunTimesSchema,
} from './schemas.ts';

/** One operation of the family: how it reads its day and presents it, and the same answered whole in a worker. */
export interface DayReading<Q extends DayPlaceQuery> {
  /** Reads the civil date's day whatever the time of day (sun and moon times). */
  readonly civilDate: boolean;
  /** The response for a request (`dayRequest` of the query), its day read from `days`. */
  readonly present: (services: Pick<ComputeServices, 'days'>, request: DayRequest, query: Q) => Promise<unknown>;
  readonly worker: WorkerAnswer<Q>;
}

function dayReading<Q extends DayPlaceQuery & { lang: Lang }>(
  id: string,
  response: z.ZodType,
  civilDate: boolean,
  presentDay: (answer: DayAnswer, lang: Lang) => unknown,
): DayReading<Q> {
  const present = async (services: Pick<ComputeServices, 'days'>, request: DayRequest, query: Q) => presentDay(await panchangaDayOf(services, request, query), query.lang);
  const worker = workerAnswer(id, response, (services, query: Q) =>
    present(services, dayRequest(query, services.now(), { civilDate }), query),
  );
  return { civilDate, present, worker };
}

export const PANCHANGA_READINGS = {
  panchanga: dayReading<MoonPlaceQuery>('panchanga.panchanga', PanchangaResponseSchema, false, (answer, lang) => panchangaResponse(atMoment(answer), lang)),
  panchangaDay: dayReading<MoonPlaceQuery>('panchanga.daily', DailySchema, false, dailyResponse),
  choghadiya: dayReading<DayPlaceQuery>('panchanga.choghadiya', ChoghadiyaResponseSchema, false, choghadiyaResponse),
  dayMuhurtas: dayReading<DayPlaceQuery>('panchanga.muhurta', MuhurtaSchema, false, muhurtaResponse),
  sunTimes: dayReading<DayPlaceQuery>('panchanga.sun-times', SunTimesSchema, true, sunTimesResponse),
  moonTimes: dayReading<MoonPlaceQuery>('panchanga.moon-times', MoonTimesSchema, true, moonTimesResponse),
};

export const PANCHANGA_ANSWERS = Object.values(PANCHANGA_READINGS).map((reading) => reading.worker);
