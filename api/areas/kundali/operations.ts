/**
 * Kundali operations: the birth chart of a request (api/shared/birth-chart.ts), which the kundali may extend with
 * the strengths (`include=shadbala,ashtakavarga`), computed as the strength area computes them with its default
 * methods, and the Jaimini points (`include=jaimini`, api/shared/jaimini.ts, the default choices); the avasthas
 * (`include=avasthas`) are in every birth report and shown when asked.
 */
import type { AshtakavargaTables, StrengthReport } from '../../../astro/reports/strength-report.ts';
import { type BirthInput, resolveBirth } from '../../shared/birth.ts';
import type { BirthChart } from '../../shared/birth-chart.ts';
import { DEFAULT_JAIMINI_OPTIONS, type JaiminiPoints, jaiminiPoints, sunrisePointsOf } from '../../shared/jaimini.ts';
import type { ComputeServices } from '../../shared/services.ts';
import type { KundaliInclude } from './schemas.ts';

export interface Kundali extends BirthChart {
  strengths: StrengthReport | null;
  ashtakavarga: AshtakavargaTables | null;
  jaimini: JaiminiPoints | null;
}

/**
 * The kundali of a request, with the strengths `include` names read from the same chart in one worker task, and the
 * Jaimini points from the same chart and a second task for the sunrise.
 */
export async function kundali(services: ComputeServices, input: BirthInput & { include?: readonly KundaliInclude[] }, fallbackTimezoneHours?: number): Promise<Kundali> {
  const birth = resolveBirth(input, services.now(), fallbackTimezoneHours);
  const include = input.include ?? [];
  const strengths = include.includes('shadbala') || include.includes('ashtakavarga');
  const [result, sunrise] = await Promise.all([
    strengths
      ? services.pool.run('kundaliStrengths', { ...birth.input, shadbala: include.includes('shadbala'), ashtakavarga: include.includes('ashtakavarga') })
      : services.pool.run('birthReport', birth.input).then((report) => ({ report, strengths: null, ashtakavarga: null })),
    include.includes('jaimini') ? sunrisePointsOf(services, birth, DEFAULT_JAIMINI_OPTIONS) : null,
  ]);
  return { birth, ...result, jaimini: sunrise ? jaiminiPoints(result.report, sunrise, DEFAULT_JAIMINI_OPTIONS) : null };
}
