/**
 * Remedy operations: a birth's remedies and mantras computed in the worker pool (its doshas and running dasha
 * lords are read at the service clock's now); the mantras of one graha or deity are a pure look-up.
 */
import { type MantraSuggestion, mantraSuggestions } from '../../../astro/recommendations/remedies.ts';
import type { RemedyReport } from '../../../astro/reports/recommendation-report.ts';
import { type BirthInput, resolveBirth, type ResolvedBirth } from '../../shared/birth.ts';
import type { JapaConventionId } from '../../../data/mantras.ts';
import type { Services } from '../../shared/services.ts';
import type { MantraBody, RemedyQuery } from './schemas.ts';

export interface BirthRemedies {
  birth: ResolvedBirth;
  report: RemedyReport;
}

export async function birthRemedies(services: Services, query: RemedyQuery): Promise<BirthRemedies> {
  const birth = resolveBirth(query, services.now());
  return { birth, report: await services.pool.run('remedyReport', { birth: birth.input, convention: query.convention }) };
}

/** The mantras of one target, with the japa-count convention their graha totals follow. */
export type MantraAnswer =
  | { target: 'graha' | 'deity'; birth: null; convention: JapaConventionId; suggestions: readonly MantraSuggestion[] }
  | { target: 'chart'; birth: ResolvedBirth; convention: JapaConventionId; suggestions: readonly MantraSuggestion[] };

/** The mantras of the request's one target (the schema guarantees exactly one). */
export async function mantrasFor(services: Services, body: MantraBody): Promise<MantraAnswer> {
  const { convention } = body;
  if (body.graha !== undefined) return { target: 'graha', birth: null, convention, suggestions: mantraSuggestions({ kind: 'graha', graha: body.graha, convention }) };
  if (body.deity !== undefined) return { target: 'deity', birth: null, convention, suggestions: mantraSuggestions({ kind: 'deity', deity: body.deity }) };
  const { birth, report } = await birthRemedies(services, { ...(body as BirthInput & MantraBody), convention } as RemedyQuery);
  return { target: 'chart', birth, convention, suggestions: report.mantras };
}
