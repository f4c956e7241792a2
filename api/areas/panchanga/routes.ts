/**
 * The panchanga family: the spec's panchanga at an instant, the complete day, choghadiya, muhurta, and sun and
 * moon times. All read one Vedic day (precomputed or computed on demand) and present it.
 */
import { type Answering, getOperation, keptWhenGiven, operationsPlugin } from '../../shared/operation.ts';
import { RESPONSE_CACHE_BYTES } from '../../shared/response-cache.ts';
import { JsonAnswer, workerAnswerJson } from '../../shared/worker-answer.ts';
import { type DayReading, PANCHANGA_READINGS } from './answers.ts';
import { dayRequest } from './operations.ts';
import type { DayPlaceQuery } from './schemas.ts';
import {
  ChoghadiyaResponseSchema,
  DailySchema,
  MoonPlaceQuerySchema,
  MoonTimesSchema,
  MuhurtaSchema,
  PanchangaResponseSchema,
  DayQuerySchema,
  SunTimesSchema,
} from './schemas.ts';

/** The hot path of "today's panchanga for a city": a query with a `date` always gives the same bytes. */
const cacheWhen = keptWhenGiven('date');

/**
 * Presented here when the request's day is at hand (kept, being computed, precomputed); else answered whole in a
 * worker, whose day the main thread then keeps, and the requests for that day that come meanwhile wait for it
 * (api/areas/panchanga/answers.ts).
 */
function readingDay<Q extends DayPlaceQuery>(reading: DayReading<Q>): Answering<Q> {
  return {
    compute: async (services, query) => {
      const request = dayRequest(query, services.now(), { civilDate: reading.civilDate });
      if (services.days.atHand(request.input, request.location.city)) return reading.present(services, request, query);
      return new JsonAnswer(await services.days.awaiting(request.input, workerAnswerJson(services, reading.worker, query)));
    },
    cacheWhen,
  };
}

export const panchangaOperations = {
  panchanga: getOperation({
    tag: 'panchanga',
    path: '/calculations/panchanga',
    summary: 'Panchanga at an instant: tithi, nakshatra, yoga, karana with end times, and the day around it',
    description:
      'The panchanga at a place and moment: tithi, nakshatra, yoga, karana with their end times, sunrise and sunset, rahu kaal, planetary positions, muhurtas. Give `city` (e.g. new-delhi) or latitude/longitude/timezone, and `date` (YYYY-MM-DD, or a date-time).',
    notes:
      "A `date` without a time of day means that date's sunrise (the almanac convention). The Vedic day runs from sunrise to the next sunrise; an instant before sunrise belongs to the previous day.",
    query: MoonPlaceQuerySchema,
    output: PanchangaResponseSchema,
    answering: readingDay(PANCHANGA_READINGS.panchanga),
  }),
  panchangaDay: getOperation({
    tag: 'panchanga',
    path: '/panchanga/daily',
    summary: 'Complete daily panchanga: every transition, period, choghadiya, hora and muhurta of the Vedic day',
    description:
      'The whole Vedic day (sunrise to sunrise) at a place: every tithi, nakshatra, yoga and karana transition, choghadiya, hora, muhurtas, panchak and the lunar calendar.',
    query: MoonPlaceQuerySchema,
    output: DailySchema,
    answering: readingDay(PANCHANGA_READINGS.panchangaDay),
  }),
  choghadiya: getOperation({
    tag: 'panchanga',
    path: '/panchanga/choghadiya',
    summary: 'Day and night choghadiya',
    description: 'The day and night choghadiya of a date at a place.',
    query: DayQuerySchema,
    output: ChoghadiyaResponseSchema,
    answering: readingDay(PANCHANGA_READINGS.choghadiya),
  }),
  dayMuhurtas: getOperation({
    tag: 'panchanga',
    path: '/panchanga/muhurta',
    summary: 'Best and inauspicious times of the day for starting activities',
    description:
      "A day's auspicious windows (abhijit, Brahma muhurta, amrit kaal, good choghadiya) and those to avoid (rahu kaal, yamaganda, gulika, durmuhurta, varjyam) at a place.",
    query: DayQuerySchema,
    output: MuhurtaSchema,
    answering: readingDay(PANCHANGA_READINGS.dayMuhurtas),
  }),
  sunTimes: getOperation({
    tag: 'panchanga',
    path: '/sweph/sun-times',
    summary: 'Sunrise, sunset, solar noon and day length for a date',
    description: 'Sunrise, sunset, solar noon and day length of a date at a place.',
    query: DayQuerySchema,
    output: SunTimesSchema,
    answering: readingDay(PANCHANGA_READINGS.sunTimes),
  }),
  moonTimes: getOperation({
    tag: 'panchanga',
    path: '/sweph/moon-times',
    summary: 'Moonrise and moonset for a date',
    description: 'Moonrise and moonset of a civil date at a place.',
    query: MoonPlaceQuerySchema,
    output: MoonTimesSchema,
    answering: readingDay(PANCHANGA_READINGS.moonTimes),
  }),
};

export default operationsPlugin(panchangaOperations, RESPONSE_CACHE_BYTES);
