/**
 * Western operations: resolve the births and zones, turn the chart options into the engine's, and run the
 * chart, the synastry, the transits, the returns, the progressions, the profections, the firdaria or the
 * astrocartography in the worker pool, and the outer chart of a bi-wheel. A house system undefined at a latitude (Placidus and
 * Koch inside the polar circles) is a 400 naming `houseSystem`.
 */
import type { AspectOptions } from '../../../astro/western/aspects.ts';
import type { ChartReading, FortuneFormula, WesternChart, WesternChartInput } from '../../../astro/western/chart.ts';
import { WESTERN_EVENT_TYPES } from '../../../astro/western/events.ts';
import type { Synastry } from '../../../astro/western/synastry.ts';
import type { WesternTransits } from '../../../astro/western/transits.ts';
import type { VoidOfCourseSetId } from '../../../data/void-of-course.ts';
import type { ReturnReport, ReturnSearch } from '../../../astro/western/returns.ts';
import { firdaria, type FirdariaPeriod } from '../../../astro/western/firdaria.ts';
import type { Profection } from '../../../astro/western/profections.ts';
import { defaultAngleMethod, DEFAULT_PROGRESSION_ORB_DEG, type ProgressedAngleMethod, type Progression, TROPICAL_YEAR_DAYS } from '../../../astro/western/progressions.ts';
import { WESTERN_ASPECT_IDS } from '../../../data/western-aspects.ts';
import { findCity } from '../../../data/cities.ts';
import type { FixedStarId } from '../../../data/fixed-stars.ts';
import { type AyanamshaId, DEFAULT_AYANAMSHA_ID } from '../../../astro/ayanamsha.ts';
import { starsSelected } from '../../../astro/western/fixed-stars.ts';
import { MAP_ANGLES } from '../../../astro/western/astrocartography.ts';
import type { AstrocartographyWithParans } from '../../../astro/western/parans.ts';
import { type Instant, MS_PER_DAY, startOfLocalDate, SUPPORTED_RANGE } from '../../../astro/time.ts';
import { DEFAULT_ASPECT_ORBS, DEFAULT_TRANSIT_ORBS, type WesternAspectId } from '../../../data/western-aspects.ts';
import { OPTIONAL_BODY_IDS, type OptionalBodyId, WESTERN_PLANET_IDS, type WesternBodyId } from '../../../data/western-bodies.ts';
import { isMinorBody, MINOR_BODY_SPAN } from '../../../astro/western/minor-bodies.ts';
import type { WesternHouseSystem } from '../../../data/western-houses.ts';
import { EngineError } from '../../../compute/pool.ts';
import { ApiError } from '../../errors.ts';
import { birthDetailsOf, type ResolvedBirth, resolveBirth } from '../../shared/birth.ts';
import { named } from '../../shared/lang.ts';
import { personsOf, type ResolvedPerson, resolvePair } from '../../shared/pair.ts';
import { parseDateParam } from '../../shared/params.ts';
import { type ChosenZone, placelessZone, zoneAt } from '../../shared/place.ts';
import type { ComputeServices } from '../../shared/services.ts';
import { type AstrocartographyQuery, type FirdariaQuery, MAX_PROGRESSION_YEARS, MAX_WESTERN_EVENT_DAYS, type NatalChartQuery, type NatalPictureQuery, type OuterChart, type ProfectionQuery, type ProgressionQuery, type ReturnQuery, type SynastryBody, type WesternTransitQuery } from './schemas.ts';

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
  /** The orb of the fixed stars' conjunctions asked for, degrees. */
  starOrb: number;
}

/** The optional bodies among `bodies`; a 400 naming `bodies` when Chiron or an asteroid is asked for outside 1900–2100. */
function optionalBodies(bodies: readonly string[] | undefined, instants: readonly Instant[]): OptionalBodyId[] {
  const chosen = (bodies ?? []).filter((id): id is OptionalBodyId => (OPTIONAL_BODY_IDS as readonly string[]).includes(id));
  const minor = chosen.filter(isMinorBody);
  if (minor.length > 0 && instants.some((t) => t < MINOR_BODY_SPAN.from || t >= MINOR_BODY_SPAN.to)) {
    throw new ApiError(
      'INVALID_PARAMETER',
      `Invalid query parameter 'bodies': ${minor.join(', ')} can be computed from 1900 to 2100 only (they are integrated from published orbits, whose error grows outside that span)`,
    );
  }
  return [...new Set(chosen)];
}

/** A birth's tropical natal chart. */
export async function natalChart(services: ComputeServices, query: NatalChartQuery): Promise<NatalChartResult> {
  const birth = resolveBirth({ ...query, ...UNUSED_SIDEREAL_FIELDS }, services.now());
  const choices = chartChoices(query);
  const stars = { ids: starsSelected(query.stars ?? []), orbDeg: query.starOrb, ayanamshaId: query.ayanamsha as AyanamshaId };
  const input = { ...chartInput(birth, choices), extraBodies: optionalBodies(query.bodies, [birth.instant]), declinationOrb: query.declinationOrb, stars };
  const chart = await withHouseSystem(services.pool.run('westernChart', input));
  return { birth, choices, chart, starOrb: query.starOrb };
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
  /** The planet set of the void-of-course periods, or null when none were asked for. */
  voidOfCourse: VoidOfCourseSetId | null;
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
  const extraBodies = optionalBodies(query.bodies, [instant, from, to - 1, ...(birth ? [birth.instant] : [])]);
  const transits = await withHouseSystem(
    services.pool.run('westernTransitReport', {
      instant,
      natal: birth ? { ...chartInput(birth, { ...choices, fortune: query.fortune }), extraBodies, declinationOrb: query.declinationOrb } : null,
      aspects: choices.aspects,
      declinationOrb: query.declinationOrb,
      from,
      to,
      bodies: (query.bodies as WesternBodyId[] | undefined) ?? WESTERN_PLANET_IDS,
      eventTypes: new Set(query.events ?? WESTERN_EVENT_TYPES),
      voidOfCourse: query.voidOfCourse === 'none' ? null : query.voidOfCourse,
    }),
  );
  return { instant, zone, birth, choices, from, to, transits, voidOfCourse: query.voidOfCourse === 'none' ? null : query.voidOfCourse };
}

/** Where return charts are cast: the birth place, or the request's `returnCity` or coordinates. */
export interface ReturnLocation {
  readonly latitude: number;
  readonly longitude: number;
  readonly place: string;
  readonly relocated: boolean;
}

export interface ReturnResult {
  birth: ResolvedBirth;
  choices: ChartChoices;
  location: ReturnLocation;
  /** The zone the window is read in and local times are given at: the birth's, or the zone in force at a relocated place. */
  zone: ChosenZone;
  window: { after: Instant | null; before: Instant | null; year: number | null; count: number };
  report: ReturnReport;
}

function returnLocation(query: ReturnQuery, birth: ResolvedBirth, birthPlace: string): ReturnLocation {
  if (query.returnCity !== undefined) {
    const city = findCity(query.returnCity)!;
    return { latitude: city.latitude, longitude: city.longitude, place: named(city.name, birth.request.lang), relocated: true };
  }
  if (query.returnLatitude !== undefined && query.returnLongitude !== undefined) {
    const { returnLatitude: latitude, returnLongitude: longitude } = query;
    return { latitude, longitude, place: `${latitude.toFixed(4)}, ${longitude.toFixed(4)}`, relocated: true };
  }
  return { latitude: birth.latitude, longitude: birth.longitude, place: birthPlace, relocated: false };
}

/** A birth's returns of a body: the nearest after (default now) or before a moment, or those of a civil year, each with its chart. */
export async function returnsOf(services: ComputeServices, query: ReturnQuery): Promise<ReturnResult> {
  const now = services.now();
  const birth = resolveBirth({ ...query, ...UNUSED_SIDEREAL_FIELDS }, now);
  const location = returnLocation(query, birth, birthDetailsOf(birth).place);
  const zone: ChosenZone = !location.relocated
    ? { zone: birth.zone, source: birth.zoneSource }
    : query.returnCity !== undefined
      ? { zone: { kind: 'iana', name: findCity(query.returnCity)!.timezone }, source: 'city' }
      : zoneAt(undefined, location.latitude, location.longitude);
  const choices = chartChoices(query);
  let search: ReturnSearch;
  let window: ReturnResult['window'];
  if (query.year !== undefined) {
    const from = startOfLocalDate(zone.zone, { y: query.year, m: 1, d: 1 });
    const to = startOfLocalDate(zone.zone, { y: query.year + 1, m: 1, d: 1 });
    search = { kind: 'between', from, to };
    window = { after: null, before: null, year: query.year, count: query.count };
  } else if (query.before !== undefined) {
    const start = parseDateParam('before', query.before, zone.zone).instant;
    search = { kind: 'before', start, count: query.count };
    window = { after: null, before: start, year: null, count: query.count };
  } else {
    const start = query.after === undefined ? now : parseDateParam('after', query.after, zone.zone).instant;
    search = { kind: 'after', start, count: query.count };
    window = { after: start, before: null, year: null, count: query.count };
  }
  const report = await withHouseSystem(
    services.pool.run('westernReturnReport', {
      body: query.body,
      zodiac: query.zodiac,
      birthInstant: birth.instant,
      search,
      chart: { latitude: location.latitude, longitude: location.longitude, ...choices },
      range: { start: SUPPORTED_RANGE.startInstant, end: SUPPORTED_RANGE.endInstant },
    }),
  );
  return { birth, choices, location, zone, window, report };
}

/** The fields of a birth (`birthDate`, …) and of a moment (`date`, `timezone`) of the predictive techniques. */
type BirthAndMomentQuery = Pick<ProgressionQuery, 'birthDate' | 'city' | 'latitude' | 'longitude' | 'birthTimezone' | 'place' | 'date' | 'timezone' | 'lang'>;

/** The birth, the zone of the moment asked about (the request's `timezone`, else the birth's) and the moment (default now). */
function birthAndMoment(query: BirthAndMomentQuery, now: Instant): { birth: ResolvedBirth; zone: ChosenZone; instant: Instant } {
  const birth = resolveBirth(
    { date: query.birthDate, city: query.city, latitude: query.latitude, longitude: query.longitude, timezone: query.birthTimezone, place: query.place, ...UNUSED_SIDEREAL_FIELDS, lang: query.lang },
    now,
    undefined,
    { date: 'birthDate', timezone: 'birthTimezone' },
  );
  const zone: ChosenZone = query.timezone === undefined ? { zone: birth.zone, source: birth.zoneSource } : zoneAt(query.timezone, birth.latitude, birth.longitude);
  const instant = query.date === undefined ? now : parseDateParam('date', query.date, zone.zone).instant;
  if (instant < birth.instant) throw new ApiError('INVALID_PARAMETER', "Invalid query parameter 'date': must be after 'birthDate'");
  return { birth, zone, instant };
}

/** The orb of every aspect between a progressed and a natal chart when the request sets none. */
const PROGRESSION_ORBS = Object.fromEntries(WESTERN_ASPECT_IDS.map((id) => [id, DEFAULT_PROGRESSION_ORB_DEG])) as Record<WesternAspectId, number>;

export interface ProgressionResult {
  birth: ResolvedBirth;
  zone: ChosenZone;
  instant: Instant;
  choices: ChartChoices;
  angles: ProgressedAngleMethod;
  from: Instant;
  to: Instant;
  progression: Progression;
}

/** A birth's progressed (or solar arc directed) chart at `date` (default now), its aspects to the natal chart and the events of a window. */
export async function progressionOf(services: ComputeServices, query: ProgressionQuery): Promise<ProgressionResult> {
  const { birth, zone, instant } = birthAndMoment(query, services.now());
  const from = query.from === undefined ? instant : parseDateParam('from', query.from, zone.zone).instant;
  const to = query.to === undefined ? from + TROPICAL_YEAR_DAYS * MS_PER_DAY : parseDateParam('to', query.to, zone.zone).instant;
  if (!(to > from)) throw new ApiError('INVALID_PARAMETER', "Invalid query parameter 'to': must be after 'from'");
  const maxYears = MAX_PROGRESSION_YEARS[query.method];
  if (to - from > maxYears * TROPICAL_YEAR_DAYS * MS_PER_DAY) {
    throw new ApiError('INVALID_PARAMETER', `Invalid query parameter 'to': the event window of ${query.method} progressions is limited to ${maxYears} years`);
  }
  if (from < birth.instant) throw new ApiError('INVALID_PARAMETER', "Invalid query parameter 'from': a progression starts at birth; give a moment after 'birthDate'");
  const choices = { houseSystem: query.houseSystem, aspects: aspectOptions(query.aspects, query.orbs, PROGRESSION_ORBS), fortune: query.fortune };
  const angles = query.angles ?? defaultAngleMethod(query.method);
  const progression = await withHouseSystem(
    services.pool.run('westernProgressionReport', {
      natal: chartInput(birth, choices),
      method: query.method,
      angles,
      instant,
      aspects: choices.aspects,
      window: { from, to },
      eventTypes: new Set(query.events ?? WESTERN_EVENT_TYPES),
    }),
  );
  return { birth, zone, instant, choices, angles, from, to, progression };
}

export interface ProfectionResult {
  birth: ResolvedBirth;
  zone: ChosenZone;
  instant: Instant;
  months: ProfectionQuery['months'];
  profection: Profection;
}

/** The annual and monthly profections holding `date` (default now). */
export async function profectionsOf(services: ComputeServices, query: ProfectionQuery): Promise<ProfectionResult> {
  const { birth, zone, instant } = birthAndMoment(query, services.now());
  const natal = chartInput(birth, { houseSystem: 'whole-sign', aspects: aspectOptions([], undefined, DEFAULT_ASPECT_ORBS), fortune: 'sect' });
  const profection = await services.pool.run('westernProfectionReport', { natal, instant, months: query.months, rangeEnd: SUPPORTED_RANGE.endInstant });
  return { birth, zone, instant, months: query.months, profection };
}

export interface FirdariaResult {
  birth: ResolvedBirth;
  zone: ChosenZone;
  instant: Instant;
  nodePlacement: FirdariaQuery['nodePlacement'];
  sect: 'day' | 'night';
  periods: FirdariaPeriod[];
}

/** The firdaria of a birth, by its sect (from its chart), and the period holding `date` (default now). */
export async function firdariaOf(services: ComputeServices, query: FirdariaQuery): Promise<FirdariaResult> {
  const { birth, zone, instant } = birthAndMoment(query, services.now());
  const chart = await services.pool.run('westernChart', chartInput(birth, { houseSystem: 'whole-sign', aspects: aspectOptions([], undefined, DEFAULT_ASPECT_ORBS), fortune: 'sect' }));
  return { birth, zone, instant, nodePlacement: query.nodePlacement, sect: chart.sect, periods: firdaria(birth.instant, chart.sect, query.nodePlacement) };
}

export interface AstrocartographyResult {
  birth: ResolvedBirth;
  map: AstrocartographyWithParans;
  /** The fixed stars paired with the bodies in the parans. */
  paranStars: FixedStarId[];
}

/** The astrocartography of a birth: the lines of the bodies and angles asked for (default all), and their parans (with the stars asked for) when asked. */
export async function astrocartographyOf(services: ComputeServices, query: AstrocartographyQuery): Promise<AstrocartographyResult> {
  const birth = resolveBirth({ ...query, ...UNUSED_SIDEREAL_FIELDS }, services.now());
  const bodies = query.bodies && query.bodies.length > 0 ? WESTERN_PLANET_IDS.filter((id) => query.bodies!.includes(id)) : [...WESTERN_PLANET_IDS];
  const angles = query.angles && query.angles.length > 0 ? MAP_ANGLES.filter((angle) => query.angles!.includes(angle)) : [...MAP_ANGLES];
  const paranStars = starsSelected(query.stars ?? []);
  const map = await services.pool.run('westernAstrocartography', { instant: birth.instant, bodies, angles, stepDeg: query.step, parans: query.parans === 'true', stars: paranStars });
  return { birth, map, paranStars };
}

/** The second chart of a bi-wheel: what it is, the instant it is cast for, and its bodies. */
export interface OuterChartResult {
  kind: Exclude<OuterChart, 'none'>;
  instant: Instant;
  /** The zone its instant is shown in. */
  zone: ChosenZone;
  chart: ChartReading;
}

/**
 * The outer chart a natal picture asks for (`outer`), or null for none: transits at `outerDate` (default now), the
 * secondary progressions for it, the first solar return after it at the birth place, or the partner's natal chart.
 */
export async function outerChartOf(services: ComputeServices, query: NatalPictureQuery, natal: NatalChartResult): Promise<OuterChartResult | null> {
  if (query.outer === 'none') return null;
  const { birth, choices } = natal;
  if (query.outer === 'partner') {
    const partner = resolveBirth(
      { date: query.partnerDate!, latitude: query.partnerLatitude!, longitude: query.partnerLongitude!, timezone: query.partnerTimezone, ...UNUSED_SIDEREAL_FIELDS, lang: query.lang },
      services.now(),
      undefined,
      { date: 'partnerDate', timezone: 'partnerTimezone' },
    );
    const chart = await withHouseSystem(services.pool.run('westernChart', chartInput(partner, choices)));
    return { kind: 'partner', instant: partner.instant, zone: { zone: partner.zone, source: partner.zoneSource }, chart };
  }
  const zone: ChosenZone = { zone: birth.zone, source: birth.zoneSource };
  const instant = query.outerDate === undefined ? services.now() : parseDateParam('outerDate', query.outerDate, zone.zone).instant;
  if (query.outer === 'transits') {
    const chart = await withHouseSystem(services.pool.run('westernChart', chartInput({ ...birth, instant }, choices)));
    return { kind: 'transits', instant, zone, chart };
  }
  if (instant < birth.instant) throw new ApiError('INVALID_PARAMETER', "Invalid query parameter 'outerDate': progressions and returns start at birth; give a moment after 'date'");
  if (query.outer === 'progressions') {
    const progression = await withHouseSystem(
      services.pool.run('westernProgressionReport', {
        natal: chartInput(birth, choices),
        method: 'secondary',
        angles: defaultAngleMethod('secondary'),
        instant,
        aspects: choices.aspects,
        window: null,
        eventTypes: new Set(),
      }),
    );
    return { kind: 'progressions', instant, zone, chart: progression.chart };
  }
  const report = await withHouseSystem(
    services.pool.run('westernReturnReport', {
      body: 'sun',
      zodiac: 'tropical',
      birthInstant: birth.instant,
      search: { kind: 'after', start: instant, count: 1 },
      chart: { latitude: birth.latitude, longitude: birth.longitude, ...choices },
      range: { start: SUPPORTED_RANGE.startInstant, end: SUPPORTED_RANGE.endInstant },
    }),
  );
  const found = report.returns[0];
  if (!found) throw new ApiError('INVALID_PARAMETER', "Invalid query parameter 'outerDate': no solar return after it within the supported range");
  return { kind: 'solar-return', instant: found.instant, zone, chart: found.chart };
}
