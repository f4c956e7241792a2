/**
 * Kundali operations: a birth resolved from the request and its report computed in the worker pool. Every chart
 * area (kundali, divisional charts, dashas, natal planets) starts here. The kundali may add the strengths
 * (`include=shadbala,ashtakavarga`), computed as the strength area computes them with its default methods.
 */
import type { BirthReport } from '../../../astro/reports/birth-report.ts';
import type { AshtakavargaTables, StrengthReport } from '../../../astro/reports/strength-report.ts';
import { type BirthInput, resolveBirth, type ResolvedBirth } from '../../shared/birth.ts';
import type { ComputeServices } from '../../shared/services.ts';
import type { KundaliInclude } from './schemas.ts';

export interface BirthChart {
  birth: ResolvedBirth;
  report: BirthReport;
}

/**
 * The birth chart of a request, with "current" periods given for the service clock. `fallbackTimezoneHours`
 * only where an endpoint's contract fixes the zone of a birth without `timezone` (GET kundali).
 */
export async function birthChart(services: ComputeServices, input: BirthInput, fallbackTimezoneHours?: number): Promise<BirthChart> {
  const birth = resolveBirth(input, services.now(), fallbackTimezoneHours);
  return { birth, report: await services.pool.run('birthReport', birth.input) };
}

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
