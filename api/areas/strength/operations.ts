/**
 * Strength operations: the shadbala, bhava bala and vimshopaka bala of a birth (with the Vedic day they need) and
 * its ashtakavarga, each computed in the worker pool.
 */
import type { AshtakavargaTables, StrengthReport } from '../../../astro/reports/strength-report.ts';
import type { AshtakavargaSchool } from '../../../data/ashtakavarga.ts';
import type { AyanaMethod, CheshtaMethod, ShadbalaTradition } from '../../../data/shadbala.ts';
import type { RiseSetConvention } from '../../../astro/rise-set.ts';
import { type ResolvedBirth, resolveBirth } from '../../shared/birth.ts';
import { KUNDALI_TIMEZONE_HOURS } from '../../shared/place.ts';
import type { Services } from '../../shared/services.ts';
import type { AshtakavargaQuery, ShadbalaQuery } from './schemas.ts';

export interface AshtakavargaResult {
  birth: ResolvedBirth;
  tables: AshtakavargaTables;
}

/** The ashtakavarga tables of a resolved birth, computed in the worker pool. */
export async function ashtakavargaOf(services: Services, birth: ResolvedBirth, school: AshtakavargaSchool): Promise<AshtakavargaTables> {
  return services.pool.run('ashtakavargaReport', { ...birth.input, school });
}

/** The ashtakavarga of the query's birth (default zone as the kundali's). */
export async function ashtakavarga(services: Services, query: AshtakavargaQuery): Promise<AshtakavargaResult> {
  const birth = resolveBirth(query, services.now(), KUNDALI_TIMEZONE_HOURS);
  return { birth, tables: await ashtakavargaOf(services, birth, query.school) };
}

/** The methods of a strength computation. */
export interface StrengthMethods {
  tradition: ShadbalaTradition;
  cheshta: CheshtaMethod;
  ayana: AyanaMethod;
  sunrise: RiseSetConvention;
}

export interface ShadbalaResult {
  birth: ResolvedBirth;
  methods: StrengthMethods;
  report: StrengthReport;
}

/** The methods of the shadbala endpoint's defaults (what `include=shadbala` on the kundali uses). */
export const DEFAULT_STRENGTH_METHODS: StrengthMethods = { tradition: 'raman', cheshta: 'cheshta-kendra', ayana: 'kranti-table', sunrise: 'hindu' };

/** The strengths of a resolved birth, computed in the worker pool. */
export async function strengthsOf(services: Services, birth: ResolvedBirth, methods: StrengthMethods): Promise<StrengthReport> {
  return services.pool.run('strengthReport', { ...birth.input, ...methods });
}

/** The shadbala, bhava bala and vimshopaka bala of the query's birth (default zone as the kundali's). */
export async function shadbala(services: Services, query: ShadbalaQuery): Promise<ShadbalaResult> {
  const birth = resolveBirth(query, services.now(), KUNDALI_TIMEZONE_HOURS);
  const methods = { tradition: query.tradition, cheshta: query.cheshta, ayana: query.ayana, sunrise: query.sunrise };
  return { birth, methods, report: await strengthsOf(services, birth, methods) };
}
