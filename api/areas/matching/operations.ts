/**
 * Matching operations: a couple's births resolved once (api/shared/pair.ts) and the whole match report computed
 * in the worker pool; each endpoint presents the part it answers with.
 */
import type { MatchReport } from '../../../astro/reports/match-report.ts';
import { type ResolvedPair, resolvePair } from '../../shared/pair.ts';
import type { ComputeServices } from '../../shared/services.ts';
import type { MatchBody } from './schemas.ts';

export interface CoupleMatch {
  pair: ResolvedPair;
  report: MatchReport;
  body: MatchBody;
}

/**
 * The match of the couple of a request, with the exception set it chose; `withDoshas` adds each partner's
 * doshas (read at the service clock's now) and the manglik pair verdict, which only the compatibility report shows.
 */
export async function matchCouple(services: ComputeServices, body: MatchBody, withDoshas: boolean): Promise<CoupleMatch> {
  const now = services.now();
  const [bride, groom] = resolvePair(body, [['bride', body.bride], ['groom', body.groom]], now);
  const pair: ResolvedPair = { bride, groom };
  const report = await services.pool.run('matchReport', {
    bride: pair.bride.input,
    groom: pair.groom.input,
    exceptions: body.exceptions,
    kootaTables: body.kootaTables,
    poruthamRules: body.poruthamRules,
    doshas: withDoshas ? { manglik: { houseSet: body.manglikHouseSet } } : null,
  });
  return { pair, report, body };
}
