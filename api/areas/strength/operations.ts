/**
 * Strength operations: the shadbala, bhava bala and vimshopaka bala of a birth (with the Vedic day they need) and
 * its ashtakavarga, each computed in the worker pool.
 */
import type { AshtakavargaTables, StrengthMethods, StrengthReport } from '../../../astro/reports/strength-report.ts';
import { type ResolvedBirth, resolveBirth } from '../../shared/birth.ts';
import { KUNDALI_TIMEZONE_HOURS } from '../../shared/place.ts';
import type { ComputeServices } from '../../shared/services.ts';
import type { AshtakavargaQuery, ShadbalaQuery } from './schemas.ts';

export interface AshtakavargaResult {
  birth: ResolvedBirth;
  tables: AshtakavargaTables;
}

/** The ashtakavarga of the query's birth (default zone as the kundali's). */
export async function ashtakavarga(services: ComputeServices, query: AshtakavargaQuery): Promise<AshtakavargaResult> {
  const birth = resolveBirth(query, services.now(), KUNDALI_TIMEZONE_HOURS);
  return { birth, tables: await services.pool.run('ashtakavargaReport', { ...birth.input, school: query.school }) };
}

export interface ShadbalaResult {
  birth: ResolvedBirth;
  methods: StrengthMethods;
  report: StrengthReport;
}

/** The shadbala, bhava bala and vimshopaka bala of the query's birth (default zone as the kundali's). */
export async function shadbala(services: ComputeServices, query: ShadbalaQuery): Promise<ShadbalaResult> {
  const birth = resolveBirth(query, services.now(), KUNDALI_TIMEZONE_HOURS);
  const methods = {
    tradition: query.tradition, cheshta: query.cheshta, ayana: query.ayana, sunrise: query.sunrise, moonPaksha: query.moonPaksha,
    warAmount: query.warAmount, bhavaLord: query.bhavaLord, mercuryCompany: query.mercuryCompany,
  };
  return { birth, methods, report: await services.pool.run('strengthReport', { ...birth.input, ...methods }) };
}
