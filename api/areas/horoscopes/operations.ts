/**
 * Sign-horoscope operations: the period holding the requested date (today in India by default), read from the
 * precomputed rows when the pipeline has written it, else written in the worker pool by the same engine rules
 * (astro/horoscope/; api/sources/horoscopes.ts).
 */
import type { NatalHoroscope } from '../../../astro/horoscope/natal.ts';
import type { SignHoroscopeReport } from '../../../astro/horoscope/report.ts';
import { SIGN_HOROSCOPE_ZONE, utcMidnight } from '../../../astro/horoscope/sky.ts';
import { type HoroscopePeriod, periodStart } from '../../../astro/horoscope/sign-horoscope.ts';
import { formatLocalDate, localDateOf, parseLocalDate, type Zone } from '../../../astro/time.ts';
import { signById, type SignId } from '../../../data/signs.ts';
import { resolveBirth, type ResolvedBirth } from '../../shared/birth.ts';
import type { Source } from '../../shared/schemas.ts';
import type { Services } from '../../shared/services.ts';
import type { HoroscopeOptions, NatalQuery } from './schemas.ts';

export interface SignHoroscope {
  signId: SignId;
  report: SignHoroscopeReport;
  zodiac: HoroscopeOptions['zodiac'];
  source: Source;
}

/** The first date of the period holding `date` (default: today's date in `zone`). */
function startOf(services: Services, period: HoroscopePeriod, date: string | undefined, zone: Zone = SIGN_HOROSCOPE_ZONE): string {
  const day = date === undefined ? localDateOf(zone, services.now()) : parseLocalDate(date);
  return formatLocalDate(periodStart(period, day));
}

/** The horoscope of `sign` for the `period` holding `date` (default: today's date in Indian Standard Time). */
export async function signHoroscope(services: Services, sign: SignId, period: HoroscopePeriod, options: HoroscopeOptions): Promise<SignHoroscope> {
  const start = startOf(services, period, options.date);
  const { report, source } = await services.horoscopes.get({ sign: signById(sign).number, period, start, lang: options.lang, zodiac: options.zodiac });
  return { signId: sign, report, zodiac: options.zodiac, source };
}

export interface NatalHoroscopeResult {
  birth: ResolvedBirth;
  natal: NatalHoroscope;
}

/**
 * The natal horoscope of a birth for the `period` holding `date` (default today in the birth's zone): the birth
 * resolved like every chart (the zone of the place unless `timezone` is sent), its dasha taken at the period's
 * first date, written in the pool; its dates are the civil dates of the birth's zone.
 */
export async function natalHoroscope(services: Services, period: HoroscopePeriod, query: NatalQuery): Promise<NatalHoroscopeResult> {
  const fields = { date: query.dob, latitude: query.lat, longitude: query.lng, timezone: query.timezone, ayanamsha: 1, node: 'mean', houseSystem: 'whole-sign', lang: query.lang } as const;
  const names = { date: 'dob', latitude: 'lat', longitude: 'lng' };
  const zone = resolveBirth(fields, services.now(), undefined, names).zone;
  const start = startOf(services, period, query.date, zone);
  const birth = resolveBirth(fields, utcMidnight(parseLocalDate(start)), undefined, names);
  const natal = await services.pool.run('natalHoroscopeReport', { birth: birth.input, period, start, lang: query.lang, zone: birth.zone });
  return { birth, natal };
}
