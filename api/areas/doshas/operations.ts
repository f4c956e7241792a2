/** Dosha operations: a birth resolved like every chart's, its doshas computed in the worker pool. */
import type { DoshaReport } from '../../../astro/reports/dosha-report.ts';
import { resolveBirth, type ResolvedBirth } from '../../shared/birth.ts';
import type { Services } from '../../shared/services.ts';
import type { DoshaQuery } from './schemas.ts';

export interface BirthDoshas {
  birth: ResolvedBirth;
  report: DoshaReport;
}

/** The doshas of the birth of a request, "now" being the service clock (age, running sade sati). */
export async function birthDoshas(services: Services, query: DoshaQuery): Promise<BirthDoshas> {
  const birth = resolveBirth(query, services.now());
  return { birth, report: await services.pool.run('doshaReport', { birth: birth.input, manglik: { houseSet: query.houseSet } }) };
}
