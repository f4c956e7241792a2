/**
 * KP operations: resolve the birth, or the moment and place of a question, and compute the chart, the horary
 * chart or the ruling planets in the worker pool. Placidus cusps, which every KP chart uses, are undefined inside
 * the polar circles: a 400 naming `latitude`.
 */
import type { AyanamshaId } from '../../../astro/ayanamsha.ts';
import type { KpChart, KpChartInput } from '../../../astro/kp/chart.ts';
import type { KpRulingPlanets } from '../../../astro/kp/ruling.ts';
import { type Instant, UTC } from '../../../astro/time.ts';
import { EngineError } from '../../../compute/pool.ts';
import { ApiError } from '../../errors.ts';
import { type ResolvedBirth, resolveBirth } from '../../shared/birth.ts';
import { placeDateParam, readDateParam } from '../../shared/params.ts';
import { type ResolvedLocation, resolveLocation } from '../../shared/place.ts';
import type { ComputeServices } from '../../shared/services.ts';
import type { KpChartQuery, KpHoraryQuery, KpRulingQuery } from './schemas.ts';

export interface KpChartResult {
  birth: ResolvedBirth;
  chart: KpChart;
}

/** Runs the chart; Placidus undefined at the latitude becomes a 400 naming `latitude`. */
async function placidus(work: Promise<KpChart>): Promise<KpChart> {
  try {
    return await work;
  } catch (err) {
    if (err instanceof EngineError && err.code === 'HOUSE_SYSTEM_UNDEFINED') {
      throw new ApiError('INVALID_PARAMETER', `Invalid parameter 'latitude': KP charts use Placidus cusps. ${err.message.replace(/; use whole-sign or Sripati houses$/, '')}`);
    }
    throw err;
  }
}

/** The natal KP chart (cusps, grahas, significators) of the query's birth. */
export async function kpChartOf(services: ComputeServices, query: KpChartQuery): Promise<KpChartResult> {
  const birth = resolveBirth({ ...query, houseSystem: 'placidus' }, services.now());
  const input: KpChartInput = {
    instant: birth.instant,
    latitude: birth.latitude,
    longitude: birth.longitude,
    ayanamshaId: query.ayanamsha as AyanamshaId,
    node: query.node,
    positions: query.positions,
    levels: query.levels,
    nodeRule: query.nodes,
  };
  return { birth, chart: await placidus(services.pool.run('kpChartReport', input)) };
}

/** The moment and place of a question: `date` (now when absent) read in the zone of the place. */
export interface KpMoment {
  location: ResolvedLocation;
  instant: Instant;
}

function momentOf(services: ComputeServices, query: { date?: string | undefined } & Parameters<typeof resolveLocation>[0]): KpMoment {
  if (query.date === undefined) {
    const instant = services.now();
    return { location: resolveLocation(query, instant), instant };
  }
  const written = readDateParam('date', query.date);
  const location = resolveLocation(query, placeDateParam('date', written, UTC).instant);
  return { location, instant: placeDateParam('date', written, location.zone).instant };
}

export interface KpRulingResult extends KpMoment {
  ruling: KpRulingPlanets;
}

/** The ruling planets at the query's moment and place. */
export async function kpRulingOf(services: ComputeServices, query: KpRulingQuery): Promise<KpRulingResult> {
  const moment = momentOf(services, query);
  const { location } = moment;
  const ruling = await services.pool.run('kpRulingReport', {
    instant: moment.instant,
    place: { latitude: location.latitude, longitude: location.longitude, elevationMeters: location.elevationM },
    zone: location.zone,
    ayanamshaId: query.ayanamsha as AyanamshaId,
    positions: query.positions,
    sunrise: query.sunrise,
  });
  return { ...moment, ruling };
}

export interface KpHoraryResult extends KpMoment {
  chart: KpChart;
}

/** The horary chart of the query's number at its moment and place. */
export async function kpHoraryOf(services: ComputeServices, query: KpHoraryQuery): Promise<KpHoraryResult> {
  const moment = momentOf(services, query);
  const { location } = moment;
  const chart = await placidus(
    services.pool.run('kpChartReport', {
      instant: moment.instant,
      latitude: location.latitude,
      longitude: location.longitude,
      ayanamshaId: query.ayanamsha as AyanamshaId,
      node: query.node,
      positions: query.positions,
      levels: query.levels,
      nodeRule: query.nodes,
      horaryNumber: query.number,
    }),
  );
  return { ...moment, chart };
}
