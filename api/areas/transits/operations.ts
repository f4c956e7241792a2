/**
 * Transit operations: positions of the nine grahas at an instant, their stations around it, and exact events
 * over a range, apparent or geometric (`positions`). Answered from the precomputed tables when they hold the
 * request (`TransitSource`: apparent positions only), computed otherwise. planets/extended with birth coordinates is the natal form: a birth chart's planets.
 */
import type { GrahaTransitRow } from '../../../astro/transits/daily.ts';
import type { TransitEvent } from '../../../astro/transits/events.ts';
import { type Instant, MS_PER_DAY } from '../../../astro/time.ts';
import { TRANSIT_MARGIN_DAYS } from '../../../storage/precomputed.ts';
import { ApiError } from '../../errors.ts';
import type { BirthInput } from '../../shared/birth.ts';
import { type BirthChart, birthChart } from '../../shared/birth-chart.ts';
import { parseDateParam } from '../../shared/params.ts';
import { type ChosenZone, placelessZone } from '../../shared/place.ts';
import type { Source } from '../../shared/schemas.ts';
import type { Services } from '../../shared/services.ts';
import type { TransitOptions } from '../../sources/transits.ts';
import { type EventsQuery, type ExtendedInput, MAX_EVENT_RANGE_DAYS, type TransitQuery } from './schemas.ts';

/** How far before and after the instant stations are looked for: the margin the transit tables are kept for. */
const STATION_WINDOW_DAYS = TRANSIT_MARGIN_DAYS;
/** The event range when only `from` is given. */
const DEFAULT_EVENT_RANGE_DAYS = 30;

/** The request's frame: its zone (for dates without offset) and the engine options. */
export interface TransitFrame {
  zone: ChosenZone;
  options: TransitOptions;
}

export interface Positions extends TransitFrame {
  instant: Instant;
  rows: GrahaTransitRow[];
  source: Source;
}

export interface PositionsWithStations extends Positions {
  /** Stations of every graha within `STATION_WINDOW_DAYS` of the instant, in time order. */
  stations: TransitEvent[];
}

export interface EventList extends TransitFrame {
  from: Instant;
  to: Instant;
  events: TransitEvent[];
  source: Source;
}

function frameOf(query: { timezone?: string | number | undefined; ayanamsha: number; node: TransitOptions['node']; positions: TransitOptions['positions'] }): TransitFrame {
  return {
    zone: placelessZone(query.timezone === undefined ? undefined : String(query.timezone)),
    options: { ayanamshaId: query.ayanamsha as TransitOptions['ayanamshaId'], node: query.node, positions: query.positions },
  };
}

/** The instant a date parameter names, or `now` without one. */
function instantOf(name: string, value: string | undefined, frame: TransitFrame, now: Instant): Instant {
  return value === undefined ? now : parseDateParam(name, value, frame.zone.zone).instant;
}

/** The nine grahas at `date` (default now). */
export async function transitPositions(services: Services, query: TransitQuery): Promise<Positions> {
  const frame = frameOf(query);
  const instant = instantOf('date', query.date, frame, services.now());
  const { rows, source } = await services.transits.positions(instant, frame.options);
  return { ...frame, instant, rows, source };
}

/** The nine grahas at `date` with the stations before and after it. */
async function positionsWithStations(services: Services, query: TransitQuery): Promise<PositionsWithStations> {
  const frame = frameOf(query);
  const instant = instantOf('date', query.date, frame, services.now());
  const window = STATION_WINDOW_DAYS * MS_PER_DAY;
  const [positions, stations] = await Promise.all([
    services.transits.positions(instant, frame.options),
    services.transits.events(instant - window, instant + window, { ...frame.options, types: ['station-retrograde', 'station-direct'] }),
  ]);
  const source: Source = positions.source === 'precomputed' && stations.source === 'precomputed' ? 'precomputed' : 'computed';
  return { ...frame, instant, rows: positions.rows, stations: stations.events, source };
}

export type PlanetsExtended = ({ mode: 'transit' } & PositionsWithStations) | ({ mode: 'natal' } & BirthChart);

/** planets/extended: transits with stations, or with birth coordinates (the schema ensures both and a date) a birth's planets. */
export async function planetsExtended(services: Services, input: ExtendedInput): Promise<PlanetsExtended> {
  if (input.latitude === undefined || input.longitude === undefined || input.date === undefined) {
    return { mode: 'transit', ...(await positionsWithStations(services, { ...input, timezone: input.timezone === undefined ? undefined : String(input.timezone) })) };
  }
  const birth: BirthInput = { ...input, date: input.date, latitude: input.latitude, longitude: input.longitude, gender: undefined };
  return { mode: 'natal', ...(await birthChart(services, birth)) };
}

/** Events with instants in [from, to): `from` defaults to now, `to` to 30 days after `from`; at most 400 days. */
export async function transitEvents(services: Services, query: EventsQuery): Promise<EventList> {
  const frame = frameOf(query);
  const now = services.now();
  const from = instantOf('from', query.from, frame, now);
  const to = query.to === undefined ? from + DEFAULT_EVENT_RANGE_DAYS * MS_PER_DAY : instantOf('to', query.to, frame, now);
  if (!(to > from)) throw new ApiError('INVALID_PARAMETER', "Invalid query parameter 'to': must be after 'from'");
  if (to - from > MAX_EVENT_RANGE_DAYS * MS_PER_DAY) {
    throw new ApiError('INVALID_PARAMETER', `Invalid query parameter 'to': the range is limited to ${MAX_EVENT_RANGE_DAYS} days`);
  }
  const { events, source } = await services.transits.events(from, to, { ...frame.options, ...(query.type ? { types: query.type } : {}) });
  const grahas = query.graha ? new Set<string>(query.graha) : null;
  return { ...frame, from, to, events: events.filter((e) => grahas === null || grahas.has(e.graha)), source };
}
