/**
 * Kundali operations: the birth chart of a request (api/shared/birth-chart.ts), which the kundali may extend with
 * the strengths (`include=shadbala,ashtakavarga`), computed as the strength area computes them with its default
 * methods.
 */
import type { AshtakavargaTables, StrengthReport } from '../../../astro/reports/strength-report.ts';
import { type BirthInput, resolveBirth } from '../../shared/birth.ts';
import type { BirthChart } from '../../shared/birth-chart.ts';
import type { ComputeServices } from '../../shared/services.ts';
import type { KundaliInclude } from './schemas.ts';

export interface Kundali extends BirthChart {
  strengths: StrengthReport | null;
  ashtakavarga: AshtakavargaTables | null;
}

/** The kundali of a request, with the strengths `include` names, read from the same chart in one worker task. */
export async function kundali(services: ComputeServices, input: BirthInput & { include?: readonly KundaliInclude[] }, fallbackTimezoneHours?: number): Promise<Kundali> {
  const birth = resolveBirth(input, services.now(), fallbackTimezoneHours);
  const include = input.include ?? [];
  if (include.length === 0) return { birth, report: await services.pool.run('birthReport', birth.input), strengths: null, ashtakavarga: null };
  const result = await services.pool.run('kundaliStrengths', { ...birth.input, shadbala: include.includes('shadbala'), ashtakavarga: include.includes('ashtakavarga') });
  return { birth, ...result };
}
