/**
 * Dasha operations for a birth: the periods of any supported system to five levels, the Vimshottari periods
 * running now, and the complete analysis of them against the chart and the current transits.
 */
import type { DashaAnalysisReport } from '../../../astro/reports/dasha-analysis-report.ts';
import { NEXT_YEAR_MS } from '../../../astro/reports/dasha-analysis-report.ts';
import type { DashaReport } from '../../../astro/reports/dasha-report.ts';
import type { SignIngressEvent } from '../../../astro/transits/events.ts';
import { type Instant, MS_PER_DAY } from '../../../astro/time.ts';
import { type DashaSystemId, dashaMethodsOf } from '../../../data/dashas.ts';
import { ApiError } from '../../errors.ts';
import { type BirthInput, resolveBirth, type ResolvedBirth } from '../../shared/birth.ts';
import { type BirthChart, birthChart } from '../../shared/birth-chart.ts';
import { parseDateParam } from '../../shared/params.ts';
import type { ComputeServices, Services } from '../../shared/services.ts';
import type { AnalysisQuery, DashaTreeInput } from './schemas.ts';

/** Deep trees (sookshma, prana) over a whole life run to tens of thousands of periods: a year by default. */
const DEEP_LEVEL_DEFAULT_WINDOW_DAYS = 366;

export interface DashaAnalysis {
  birth: ResolvedBirth;
  result: DashaAnalysisReport;
}

/**
 * The Vimshottari analysis at `asOf` (default now): the periods running then, weighed against the chart, the
 * transits at that moment and the slow grahas' sign ingresses of the year after (transits from the tables), its
 * texts written in the query's language.
 */
export async function dashaAnalysis(services: Services, query: AnalysisQuery): Promise<DashaAnalysis> {
  const clock = services.now();
  const zone = resolveBirth(query, clock).zone;
  const at = query.asOf === undefined ? clock : parseDateParam('asOf', query.asOf, zone).instant;
  const birth = resolveBirth(query, at);
  const options = { ayanamshaId: birth.input.ayanamshaId, node: birth.input.node, positions: 'apparent' as const };
  const [positions, ingresses] = await Promise.all([
    services.transits.positions(at, options),
    services.transits.events(at, at + NEXT_YEAR_MS, { ...options, types: ['sign-ingress'] }),
  ]);
  const result = await services.pool.run('dashaAnalysisReport', {
    birth: birth.input,
    transits: positions.rows,
    slowIngresses: ingresses.events.filter((e): e is SignIngressEvent => e.type === 'sign-ingress'),
    lang: query.lang,
  });
  return { birth, result };
}

export interface DashaTreeResult {
  birth: ResolvedBirth;
  report: DashaReport;
}

/** The periods of `system` to the requested depth, within [from, to) when given (a year from now for 4–5 levels). */
export async function dashaTree(services: ComputeServices, system: DashaSystemId, input: DashaTreeInput): Promise<DashaTreeResult> {
  const methods = dashaMethodsOf(system);
  if (input.method !== undefined && !methods.some((m) => m.id === input.method)) {
    const valid = methods.length === 0 ? `${system} is computed one way only; leave it out` : `for ${system} use ${methods.map((m) => m.id).join(' or ')}`;
    throw new ApiError('INVALID_PARAMETER', `Invalid parameter 'method': ${input.method} is not a method of ${system} (${valid})`);
  }
  const at = services.now();
  const birth = resolveBirth(input, at);
  const { levels } = input;
  let from: Instant | undefined = input.from === undefined ? undefined : parseDateParam('from', input.from, birth.zone).instant;
  let to: Instant | undefined = input.to === undefined ? undefined : parseDateParam('to', input.to, birth.zone).instant;
  if (levels >= 4 && from === undefined && to === undefined) {
    from = at;
    to = at + DEEP_LEVEL_DEFAULT_WINDOW_DAYS * MS_PER_DAY;
  }
  if (from !== undefined && to !== undefined && !(to > from)) throw new ApiError('INVALID_PARAMETER', "Invalid parameter 'to': must be after 'from'");
  const report = await services.pool.run('dashaReport', {
    instant: birth.instant,
    latitude: birth.input.latitude,
    longitude: birth.input.longitude,
    ayanamshaId: birth.input.ayanamshaId,
    node: birth.input.node,
    ...(birth.input.positions === 'geometric' ? { positions: birth.input.positions } : {}),
    system,
    year: input.year,
    dignities: input.dignities,
    balance: input.balance,
    sunrise: input.sunrise,
    ...(input.method !== undefined ? { method: input.method } : {}),
    levels,
    ...(from !== undefined ? { from } : {}),
    ...(to !== undefined ? { to } : {}),
    now: at,
  });
  return { birth, report };
}

/** The Vimshottari periods running now (the birth chart's own dasha). */
export function currentDasha(services: Services, input: BirthInput): Promise<BirthChart> {
  return birthChart(services, input);
}
