/**
 * Sign-horoscope operations: the period holding the requested date (today in India by default), read from the
 * precomputed rows when the pipeline has written it, else written in the worker pool by the same engine rules
 * (astro/horoscope/; api/sources/horoscopes.ts).
 */
import type { SignHoroscopeReport } from '../../../astro/horoscope/report.ts';
import { type HoroscopePeriod, periodStart } from '../../../astro/horoscope/sign-horoscope.ts';
import { formatLocalDate, localDateOf, parseLocalDate } from '../../../astro/time.ts';
import { signById, type SignId } from '../../../data/signs.ts';
import { PLACELESS_TIMEZONE_HOURS } from '../../shared/place.ts';
import type { Source } from '../../shared/schemas.ts';
import type { Services } from '../../shared/services.ts';
import type { HoroscopeOptions } from './schemas.ts';

export interface SignHoroscope {
  signId: SignId;
  report: SignHoroscopeReport;
  zodiac: HoroscopeOptions['zodiac'];
  source: Source;
}

/** The horoscope of `sign` for the `period` holding `date` (default: today's date in Indian Standard Time). */
export async function signHoroscope(services: Services, sign: SignId, period: HoroscopePeriod, options: HoroscopeOptions): Promise<SignHoroscope> {
  const date = options.date === undefined ? localDateOf({ kind: 'offset', hours: PLACELESS_TIMEZONE_HOURS }, services.now()) : parseLocalDate(options.date);
  const start = formatLocalDate(periodStart(period, date));
  const { report, source } = await services.horoscopes.get({ sign: signById(sign).number, period, start, lang: options.lang, zodiac: options.zodiac });
  return { signId: sign, report, zodiac: options.zodiac, source };
}
