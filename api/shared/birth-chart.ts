/**
 * The birth chart of a request: the birth resolved from the request's fields and the engine's birth report
 * computed by the worker pool. Every chart area (kundali, divisional charts, dashas, natal planets) starts here.
 */
import type { BirthReport } from '../../astro/reports/birth-report.ts';
import { type BirthInput, resolveBirth, type ResolvedBirth } from './birth.ts';
import type { ComputeServices } from './services.ts';

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
