/**
 * One sign horoscope of any period, as the API and the pipeline ask for it: the sky of the period is computed
 * (or passed in when several signs share it) and the period's horoscope written from it.
 */
import { addDays, formatLocalDate, parseLocalDate, type Zone } from '../time.ts';
import type { Zodiac } from './gochara.ts';
import {
  dailyHoroscope,
  type DailyHoroscope,
  dailyPrediction,
  type HoroscopePeriod,
  monthTitle,
  periodHoroscope,
  type PeriodHoroscope,
  periodLengthDays,
  type SignHoroscopeInput,
} from './sign-horoscope.ts';
import { type HoroscopeSky, horoscopeSky, SIGN_HOROSCOPE_ZONE } from './sky.ts';
import type { Lang } from '../../data/text.ts';

export interface SignHoroscopeRequest {
  /** The reader's sign, 1 = Aries … 12 = Pisces. */
  readonly sign: number;
  readonly period: HoroscopePeriod;
  /** First date of the period, `YYYY-MM-DD` (see `periodStart`). */
  readonly start: string;
  readonly lang: Lang;
  readonly zodiac: Zodiac;
  /** The zone whose civil dates the period and every date shown are; default `SIGN_HOROSCOPE_ZONE` (IST). */
  readonly zone?: Zone;
}

export type SignHoroscopeReport =
  | ({ readonly period: 'daily' } & DailyHoroscope)
  | ({ readonly period: 'weekly'; readonly days: readonly { readonly date: string; readonly prediction: string }[] } & PeriodHoroscope)
  | ({ readonly period: 'monthly'; readonly month: string } & PeriodHoroscope)
  | ({ readonly period: 'yearly'; readonly year: number } & PeriodHoroscope);

/** The part of a period's sky that one of its dates reads: the rows of that date and the next (events and ingresses are read by local date). */
function skyOfDate(sky: HoroscopeSky, index: number): HoroscopeSky {
  return { ...sky, days: sky.days.slice(index, index + 2) };
}

/** Writes the horoscope of `request` from `sky` (computed here when not given). */
export function signHoroscopeReport(request: SignHoroscopeRequest, sky: HoroscopeSky = horoscopeSky(request.period, parseLocalDate(request.start))): SignHoroscopeReport {
  const start = parseLocalDate(request.start);
  const input: SignHoroscopeInput = {
    sign: request.sign,
    zodiac: request.zodiac,
    lang: request.lang,
    start,
    days: sky.days,
    events: sky.events,
    ingresses: sky.ingresses,
    zone: request.zone ?? SIGN_HOROSCOPE_ZONE,
  };
  switch (request.period) {
    case 'daily':
      return { period: 'daily', ...dailyHoroscope(input) };
    case 'weekly': {
      const days = Array.from({ length: periodLengthDays('weekly', start) }, (_, i) => {
        const date = addDays(start, i);
        return { date: formatLocalDate(date), prediction: dailyPrediction({ ...input, start: date, ...skyOfDate(sky, i) }) };
      });
      return { period: 'weekly', ...periodHoroscope('weekly', input), days };
    }
    case 'monthly':
      return { period: 'monthly', ...periodHoroscope('monthly', input), month: monthTitle(start, request.lang) };
    case 'yearly':
      return { period: 'yearly', ...periodHoroscope('yearly', input), year: start.y };
  }
}
