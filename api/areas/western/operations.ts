/**
 * Western operations: resolve the births and zones, turn the chart options into the engine's, and run the
 * chart, the synastry or the transits in the worker pool. A house system undefined at a latitude (Placidus and
 * Koch inside the polar circles) is a 400 naming `houseSystem`.
 */
import type { AspectOptions } from '../../../astro/western/aspects.ts';
import type { FortuneFormula, WesternChart, WesternChartInput } from '../../../astro/western/chart.ts';
import { WESTERN_EVENT_TYPES } from '../../../astro/western/events.ts';
import type { Synastry } from '../../../astro/western/synastry.ts';
import type { WesternTransits } from '../../../astro/western/transits.ts';
import { DEFAULT_AYANAMSHA_ID } from '../../../astro/ayanamsha.ts';
import { type Instant, MS_PER_DAY } from '../../../astro/time.ts';
import { DEFAULT_ASPECT_ORBS, DEFAULT_TRANSIT_ORBS, type WesternAspectId } from '../../../data/western-aspects.ts';
import { WESTERN_PLANET_IDS, type WesternBodyId } from '../../../data/western-bodies.ts';
import type { WesternHouseSystem } from '../../../data/western-houses.ts';
import { EngineError } from '../../../compute/pool.ts';
import { ApiError } from '../../errors.ts';
import { type ResolvedBirth, resolveBirth } from '../../shared/birth.ts';
import { personsOf, type ResolvedPerson, resolvePair } from '../../shared/pair.ts';
import { parseDateParam } from '../../shared/params.ts';
import { type ChosenZone, placelessZone, zoneAt } from '../../shared/place.ts';
import type { ComputeServices } from '../../shared/services.ts';
import { MAX_WESTERN_EVENT_DAYS, type NatalChartQuery, type SynastryBody, type WesternTransitQuery } from './schemas.ts';

/**
 * The sidereal fields a birth's resolution asks for; a tropical chart reads only the instant and the place from
 * it, so they are the defaults and play no part.
 */
const UNUSED_SIDEREAL_FIELDS = { ayanamsha: DEFAULT_AYANAMSHA_ID, node: 'mean', houseSystem: 'whole-sign' } as const;

/** The event window when only its start is given. */
const DEFAULT_EVENT_DAYS = 30;

/** The chart options of a request as the engine takes them. */
export interface ChartChoices {
  readonly houseSystem: WesternHouseSystem;
  readonly aspects: AspectOptions;
  readonly fortune: FortuneFormula;
}

/** The aspects asked for and their orbs: the defaults (`defaults`) overridden by the request's. */
function aspectOptions(aspects: readonly WesternAspectId[], orbs: Partial<Record<WesternAspectId, number>> | undefined, defaults: Readonly<Record<WesternAspectId, number>>): AspectOptions {
  return { aspects, orbs: { ...defaults, ...orbs } };
}

function chartChoices(request: { houseSystem: WesternHouseSystem; aspects: WesternAspectId[]; orbs?: Partial<Record<WesternAspectId, number>> | undefined; fortune: FortuneFormula }): ChartChoices {
  return { houseSystem: request.houseSystem, aspects: aspectOptions(request.aspects, request.orbs, DEFAULT_ASPECT_ORBS), fortune: request.fortune };
}

function chartInput(birth: ResolvedBirth, choices: ChartChoices): WesternChartInput {
  return { instant: birth.instant, latitude: birth.latitude, longitude: birth.longitude, ...choices };
}

/** Runs `work`; a house system the engine finds undefined becomes a 400 naming `houseSystem`. */
async function withHouseSystem<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if (err instanceof EngineError && err.code === 'HOUSE_SYSTEM_UNDEFINED') {
      throw new ApiError('INVALID_PARAMETER', `Invalid parameter 'houseSystem': ${err.message}`);
    }
    throw err;
  }
}

export interface NatalChartResult {
  birth: ResolvedBirth;
  choices: ChartChoices;
  chart: WesternChart;
}

/** A birth's tropical natal chart. */
export async function natalChart(services: ComputeServices, query: NatalChartQuery): Promise<NatalChartResult> {
  const birth = resolveBirth({ ...query, ...UNUSED_SIDEREAL_FIELDS }, services.now());
  const choices = chartChoices(query);
  const chart = await withHouseSystem(services.pool.run('westernChart', chartInput(birth, choices)));
  return { birth, choices, chart };
}

export interface SynastryResult {
  /** The first and the second person (`person1`, `person2`). */
  pair: readonly [ResolvedPerson, ResolvedPerson];
  choices: ChartChoices;
  synastry: Synastry;
}

/** The synastry of the pair of a request. */
export async function synastryOf(services: ComputeServices, body: SynastryBody): Promise<SynastryResult> {
  const pair = resolvePair(body, personsOf(body), services.now());
  const choices = chartChoices(body);
  const synastry = await withHouseSystem(
    services.pool.run('westernSynastry', { first: chartInput(pair[0], choices), second: chartInput(pair[1], choices) }),
  );
  return { pair, choices, synastry };
}

export interface TransitResult {
  instant: Instant;
  zone: ChosenZone;
  birth: ResolvedBirth | null;
  choices: Omit<ChartChoices, 'fortune'>;
  from: Instant;
  to: Instant;
  transits: WesternTransits;
}

/** Transits at the request's moment (now by default), to a natal chart when birth data are given, and the events of the window. */
export async function westernTransitsOf(services: ComputeServices, query: WesternTransitQuery): Promise<TransitResult> {
  const now = services.now();
  const birth =
    query.birthDate !== undefined && query.latitude !== undefined && query.longitude !== undefined
      ? resolveBirth(
          { date: query.birthDate, latitude: query.latitude, longitude: query.longitude, timezone: query.birthTimezone, ...UNUSED_SIDEREAL_FIELDS, lang: query.lang },
          now,
          undefined,
          { date: 'birthDate', timezone: 'birthTimezone' },
        )
      : null;
  const zone = birth ? zoneAt(query.timezone, birth.latitude, birth.longitude, undefined, 'timezone') : placelessZone(query.timezone);
  const instant = query.date === undefined ? now : parseDateParam('date', query.date, zone.zone).instant;
  const from = query.from === undefined ? instant : parseDateParam('from', query.from, zone.zone).instant;
  const to = query.to === undefined ? from + DEFAULT_EVENT_DAYS * MS_PER_DAY : parseDateParam('to', query.to, zone.zone).instant;
  if (!(to > from)) throw new ApiError('INVALID_PARAMETER', "Invalid query parameter 'to': must be after 'from'");
  if (to - from > MAX_WESTERN_EVENT_DAYS * MS_PER_DAY) {
    throw new ApiError('INVALID_PARAMETER', `Invalid query parameter 'to': the event window is limited to ${MAX_WESTERN_EVENT_DAYS} days`);
  }
  const choices = { houseSystem: query.houseSystem, aspects: aspectOptions(query.aspects, query.orbs, DEFAULT_TRANSIT_ORBS) };
  const transits = await withHouseSystem(
    services.pool.run('westernTransitReport', {
      instant,
      natal: birth ? chartInput(birth, { ...choices, fortune: query.fortune }) : null,
      aspects: choices.aspects,
      from,
      to,
      bodies: (query.bodies as WesternBodyId[] | undefined) ?? WESTERN_PLANET_IDS,
      eventTypes: new Set(query.events ?? WESTERN_EVENT_TYPES),
    }),
  );
  return { instant, zone, birth, choices, from, to, transits };
}
