/**
 * Dasha systems for a birth: the periods of any supported system to five levels, the periods running now,
 * and the POST forms the interface lists. Computed on demand in the worker pool.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AYANAMSHAS } from '../../astro/ayanamsha.ts';
import type { DashaLevel } from '../../astro/dasha/types.ts';
import { type Instant, MS_PER_DAY } from '../../astro/time.ts';
import { DASHA_SYSTEM_IDS, DASHA_SYSTEMS, type DashaSystemId, type DashaYearId, isDashaSystemId } from '../../data/dashas.ts';
import type { ComputePool } from '../../pipeline/pool.ts';
import { ApiError } from '../errors.ts';
import { resolveBirth, type ResolvedBirth } from '../kundali/birth.ts';
import { formatChain, formatTree, lordName } from '../kundali/dasha-format.ts';
import { birthDetailsOf } from '../kundali/present.ts';
import { errorResponses } from '../schemas/common.ts';
import type { BirthRequest } from '../schemas/birth.ts';
import { birthBodySchema, birthQuerySchema } from '../schemas/birth.ts';
import {
  AnalysisQuerySchema,
  DashaAnalysisResponseSchema,
  DashaPredictionsResponseSchema,
  CurrentDashaResponseSchema,
  DASHA_DEFAULT_TIMEZONE,
  DashaTreeBodySchema,
  DashaTreeQuerySchema,
  DashaTreeResponseSchema,
} from '../schemas/dasha.ts';
import { languageOf } from '../schemas/place.ts';
import { NEXT_YEAR_MS } from '../../astro/reports/dasha-analysis-report.ts';
import type { SignIngressEvent } from '../../astro/transits/events.ts';
import { dashaAnalysisResponse } from '../kundali/analysis-present.ts';
import type { TransitSource } from '../transits/source.ts';
import { z } from 'zod';
import { parseDateParam } from '../date-param.ts';

export interface DashaRouteOptions {
  pool: ComputePool;
  transits: TransitSource;
  now: () => number;
}

/** Deep trees (sookshma, prana) over a whole life run to tens of thousands of periods: a year by default. */
const DEEP_LEVEL_DEFAULT_WINDOW_DAYS = 366;

const SYSTEM_LIST = DASHA_SYSTEMS.map((s) => `${s.id} (${s.en})`).join(', ');

/** The system id of a path value, or 404 listing the systems. */
function systemOf(value: string): DashaSystemId {
  const id = value.trim().toLowerCase().replace(/[\s_]+/g, '-');
  if (!isDashaSystemId(id)) throw new ApiError('UNKNOWN_DASHA_SYSTEM', `Unknown dasha system "${value}". Systems: ${SYSTEM_LIST}`);
  return id;
}

interface TreeRequest extends BirthRequest {
  levels: number;
  year: string;
  from?: string | undefined;
  to?: string | undefined;
}

const dashaRoutes: FastifyPluginAsyncZod<DashaRouteOptions> = async (app, { pool, transits, now }) => {
  /** Birth, moment, and the analysis of the Vimshottari periods running then (transits from the tables). */
  async function analyse(request: BirthRequest & { asOf?: string | undefined }) {
    const clock = now();
    const zone = resolveBirth(request, clock).zone;
    const at = request.asOf === undefined ? clock : parseDateParam('asOf', request.asOf, zone).instant;
    const birth = resolveBirth(request, at);
    const options = { ayanamshaId: birth.input.ayanamshaId, node: birth.input.node };
    const [positions, ingresses] = await Promise.all([
      transits.positions(at, options),
      transits.events(at, at + NEXT_YEAR_MS, { ...options, types: ['sign-ingress'] }),
    ]);
    const result = await pool.run('dashaAnalysisReport', {
      birth: birth.input,
      transits: positions.rows,
      slowIngresses: ingresses.events.filter((e): e is SignIngressEvent => e.type === 'sign-ingress'),
    });
    return dashaAnalysisResponse(result, birth, at, languageOf(request.lang));
  }

  async function tree(system: DashaSystemId, request: TreeRequest) {
    const at = now();
    const birth = resolveBirth(request, at);
    const levels = request.levels as DashaLevel;
    let from: Instant | undefined = request.from === undefined ? undefined : parseDateParam('from', request.from, birth.zone).instant;
    let to: Instant | undefined = request.to === undefined ? undefined : parseDateParam('to', request.to, birth.zone).instant;
    if (levels >= 4 && from === undefined && to === undefined) {
      from = at;
      to = at + DEEP_LEVEL_DEFAULT_WINDOW_DAYS * MS_PER_DAY;
    }
    if (from !== undefined && to !== undefined && !(to > from)) throw new ApiError('INVALID_PARAMETER', "Invalid parameter 'to': must be after 'from'");
    const report = await pool.run('dashaReport', {
      instant: birth.instant,
      latitude: request.latitude,
      longitude: request.longitude,
      ayanamshaId: birth.input.ayanamshaId,
      node: request.node,
      system,
      year: request.year as DashaYearId,
      levels,
      ...(from !== undefined ? { from } : {}),
      ...(to !== undefined ? { to } : {}),
      now: at,
    });
    const lang = languageOf(request.lang);
    const { periods, levels: _levels, ...summary } = report.tree;
    return {
      birthDetails: birthDetailsOf(birth, request.latitude, request.longitude, request.place),
      settings: { ayanamsha: { id: birth.input.ayanamshaId, name: AYANAMSHAS[birth.input.ayanamshaId].name }, node: request.node },
      system: { ...summary, balance: { ...summary.balance, planet: lordName(summary.balance.lord, lang) } },
      levels,
      periods: periods.map((p) => formatTree(p, lang)),
      current: report.current ? formatChain(report.current, at, lang) : null,
      asOf: new Date(at).toISOString(),
    };
  }

  async function current(request: BirthRequest) {
    const at = now();
    const birth: ResolvedBirth = resolveBirth(request, at);
    const report = await pool.run('birthReport', birth.input);
    const lang = languageOf(request.lang);
    return {
      birthDetails: birthDetailsOf(birth, request.latitude, request.longitude, request.place),
      system: 'Vimshottari',
      current: report.vimshottari.current ? formatChain(report.vimshottari.current, at, lang) : null,
      asOf: new Date(at).toISOString(),
    };
  }

  app.get(
    '/calculations/dasha',
    {
      schema: {
        tags: ['dasha'],
        summary: 'Complete Vimshottari dasha analysis: running and next periods with strength and influence, functional benefics and malefics, predictions, remedies, transit influence',
        description:
          'Every text is produced by named rules over the chart, the periods and the current transits (data/dasha-interpretation.ts); `explanation` lists the rule ids behind each text.',
        querystring: AnalysisQuerySchema,
        response: { 200: DashaAnalysisResponseSchema, ...errorResponses },
      },
    },
    (request) => analyse(request.query),
  );

  app.get(
    '/calculations/dasha/predictions',
    {
      schema: {
        tags: ['dasha'],
        summary: 'Predictions for the coming dasha periods: the next antardasha and mahadasha and the year ahead',
        querystring: AnalysisQuerySchema,
        response: { 200: DashaPredictionsResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const full = await analyse(request.query);
      const upcoming = [
        ...(full.upcomingDasha.nextAntardasha ? [{ period: 'antardasha', ...full.upcomingDasha.nextAntardasha }] : []),
        ...(full.upcomingDasha.nextMahadasha ? [{ period: 'mahadasha', ...full.upcomingDasha.nextMahadasha }] : []),
      ];
      return {
        birthDetails: full.birthDetails,
        asOf: full.asOf,
        current: { mahadasha: full.currentDasha.mahadasha, antardasha: full.currentDasha.antardasha },
        upcoming,
        nextYear: full.predictions.nextYear,
      };
    },
  );

  const treeResponse = { 200: DashaTreeResponseSchema, 404: errorResponses[400], ...errorResponses };
  const currentResponse = { 200: CurrentDashaResponseSchema, ...errorResponses };

  app.get(
    '/calculations/dasha/current',
    {
      schema: {
        tags: ['dasha'],
        summary: 'The Vimshottari periods running now: mahadasha, antardasha, pratyantardasha, sookshma, prana',
        querystring: birthQuerySchema(DASHA_DEFAULT_TIMEZONE),
        response: currentResponse,
      },
    },
    (request) => current(request.query),
  );
  app.post(
    '/astrology/current_vdasha',
    { schema: { tags: ['dasha'], summary: 'Current Vimshottari dasha (POST form)', body: birthBodySchema(DASHA_DEFAULT_TIMEZONE), response: currentResponse } },
    (request) => current(request.body),
  );
  app.get(
    '/calculations/dasha/:system',
    {
      schema: {
        tags: ['dasha'],
        summary: 'Periods of one dasha system to the requested depth, with applicability, balance and the periods running now',
        description: `Systems: ${DASHA_SYSTEM_IDS.join(', ')}. An unknown system answers 404 with the list.`,
        params: z.object({ system: z.string().describe(`One of ${DASHA_SYSTEM_IDS.join(', ')}`) }),
        querystring: DashaTreeQuerySchema,
        response: treeResponse,
      },
    },
    (request) => tree(systemOf(request.params.system), request.query),
  );
  app.post(
    '/dasha/vimshottari',
    { schema: { tags: ['dasha'], summary: 'Vimshottari periods (POST form)', body: DashaTreeBodySchema, response: treeResponse } },
    (request) => tree('vimshottari', request.body),
  );
};

export default dashaRoutes;
