/**
 * Transits: positions of the nine grahas at an instant, their retrograde status with the stations around it,
 * and exact events (ingresses, stations, lunations, eclipses) over a range. Answered from the precomputed
 * tables when they hold the request (Lahiri, mean node, dates in the nightly window), computed otherwise.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isAyanamshaId } from '../../astro/ayanamsha.ts';
import type { ComputePool } from '../../pipeline/pool.ts';
import { resolveBirth } from '../kundali/birth.ts';
import { birthDetailsOf, planetsOf, settingsOf as chartSettingsOf } from '../kundali/present.ts';
import { NatalPlanetsSchema } from '../schemas/kundali.ts';
import { AYANAMSHAS } from '../../astro/ayanamsha.ts';
import type { GrahaTransitRow } from '../../astro/transits/daily.ts';
import type { TransitEvent } from '../../astro/transits/events.ts';
import { type Instant, MS_PER_DAY, type Zone } from '../../astro/time.ts';
import { grahaById, type GrahaId } from '../../data/grahas.ts';
import { nakshatraByNumber } from '../../data/nakshatras.ts';
import { signByNumber } from '../../data/signs.ts';
import { ApiError } from '../errors.ts';
import { isoInstant, zoneLabel } from '../format.ts';
import { DEFAULT_TIMEZONE_HOURS, parseTimezone } from '../location.ts';
import { errorResponses } from '../schemas/common.ts';
import { type Lang, languageOf, named } from '../schemas/place.ts';
import {
  EventsQuerySchema,
  PlanetsExtendedSchema,
  ExtendedBodySchema,
  ExtendedQuerySchema,
  TransitCurrentSchema,
  TransitEventsSchema,
  type TransitQuery,
  TransitQuerySchema,
} from '../schemas/transits.ts';
import type { TransitOptions, TransitSource } from '../transits/source.ts';
import { parseDateParam } from '../date-param.ts';
import { addResponseCache } from '../response-cache.ts';

export interface TransitRouteOptions {
  transits: TransitSource;
  pool: ComputePool;
  now: () => number;
}

/** planets/extended's request in either form (query or body). */
interface ExtendedRequest {
  date?: string | undefined;
  timezone?: string | number | undefined;
  ayanamsha: number;
  node: 'mean' | 'true';
  lang?: string | undefined;
  latitude?: number | undefined;
  longitude?: number | undefined;
  houseSystem: 'whole-sign' | 'sripati' | 'placidus';
  place?: string | undefined;
}

/** Longest event range one request may ask for. */
const MAX_EVENT_RANGE_DAYS = 400;
/** How far before and after the instant stations are looked for (Mars's longest gap is ~720 days). */
const STATION_WINDOW_DAYS = 400;

function zoneOf(timezone: string | undefined): Zone {
  return timezone === undefined ? { kind: 'offset', hours: DEFAULT_TIMEZONE_HOURS } : parseTimezone(timezone);
}

/** The instant a date parameter names, or `now` without one. */
function instantOf(name: string, value: string | undefined, zone: Zone, now: number): Instant {
  return value === undefined ? now : parseDateParam(name, value, zone).instant;
}

/** Degrees within a sign as D°MM′SS″. */
function dms(degrees: number): string {
  const totalSeconds = Math.round(degrees * 3600);
  const d = Math.floor(totalSeconds / 3600);
  const m = Math.floor((totalSeconds % 3600) / 60);
  const s = totalSeconds % 60;
  return `${d}°${String(m).padStart(2, '0')}′${String(s).padStart(2, '0')}″`;
}

function planetOf(row: GrahaTransitRow, lang: Lang) {
  const sign = signByNumber(row.sign)!;
  const nakshatra = nakshatraByNumber(row.nakshatra)!;
  return {
    id: row.graha,
    name: named(grahaById(row.graha), lang),
    longitude: row.siderealLongitude,
    tropicalLongitude: row.tropicalLongitude,
    latitude: row.latitude,
    distanceAu: row.distanceAu,
    speed: row.speedDegPerDay,
    retrograde: row.retrograde,
    rashi: named(sign, lang),
    rashiNumber: row.sign,
    rashiLord: named(grahaById(sign.lord), lang),
    degree: dms(row.degreeInSign),
    degreeInSign: row.degreeInSign,
    nakshatra: named(nakshatra, lang),
    nakshatraNumber: row.nakshatra,
    nakshatraLord: named(grahaById(nakshatra.lord), lang),
    pada: row.pada,
  };
}

function settingsOf(options: TransitOptions, zone: Zone) {
  return { ayanamsha: { id: options.ayanamshaId, name: AYANAMSHAS[options.ayanamshaId].name }, node: options.node, timezone: zoneLabel(zone) };
}

/** A sentence naming what happens, from the event's own fields. */
function describe(event: TransitEvent): string {
  const planet = grahaById(event.graha as GrahaId).en;
  const signName = (n: number) => signByNumber(n)!.en;
  const starName = (n: number) => nakshatraByNumber(n)!.en;
  switch (event.type) {
    case 'sign-ingress':
      return `${planet} enters ${signName(event.toSign)} from ${signName(event.fromSign)}${event.motion === 'retrograde' ? ' (retrograde)' : ''}`;
    case 'nakshatra-ingress':
      return `${planet} enters ${starName(event.toNakshatra)} from ${starName(event.fromNakshatra)}${event.motion === 'retrograde' ? ' (retrograde)' : ''}`;
    case 'pada-ingress':
      return `${planet} enters ${starName(event.toNakshatra)} pada ${event.toPada}`;
    case 'station-retrograde':
      return `${planet} stations retrograde at ${dms(event.degreeInSign)} ${signName(event.sign)}`;
    case 'station-direct':
      return `${planet} stations direct at ${dms(event.degreeInSign)} ${signName(event.sign)}`;
    case 'new-moon':
    case 'first-quarter':
    case 'full-moon':
    case 'last-quarter':
      return `${event.type.replace('-', ' ').replace(/^\w/, (c) => c.toUpperCase())} in ${signName(event.sign)} (${starName(event.nakshatra)})`;
    case 'solar-eclipse':
      return `${event.kind.replace(/^\w/, (c) => c.toUpperCase())} solar eclipse`;
    case 'lunar-eclipse':
      return `${event.kind.replace(/^\w/, (c) => c.toUpperCase())} lunar eclipse`;
  }
}

/** Serialized responses kept in memory (an event list of a year is ~0.5 MB, a position set ~5 KB). */
const RESPONSE_CACHE_BYTES = 32 * 2 ** 20;

const transitRoutes: FastifyPluginAsyncZod<TransitRouteOptions> = async (app, { transits, pool, now }) => {
  const optionsOf = (q: TransitQuery): TransitOptions => ({ ayanamshaId: q.ayanamsha, node: q.node });
  // An explicit `date` (or `from`) makes the answer depend on the URL alone; without one it is "now".
  const cache = addResponseCache(app, RESPONSE_CACHE_BYTES);

  app.get(
    '/transit/current',
    {
      schema: {
        tags: ['transits'],
        summary: 'Sidereal positions of the nine grahas now or at `date`, with sign, nakshatra, pada and retrograde status',
        querystring: TransitQuerySchema,
        response: { 200: TransitCurrentSchema, ...errorResponses },
      },
    },
    (request, reply) =>
      cache.answer(request, reply, request.query.date !== undefined, async () => {
        const q = request.query;
        const zone = zoneOf(q.timezone);
        const instant = instantOf('date', q.date, zone, now());
        const { rows, source } = await transits.positions(instant, optionsOf(q));
        const lang = languageOf(q.lang);
        return { instant: isoInstant(instant), settings: settingsOf(optionsOf(q), zone), source, planets: rows.map((r) => planetOf(r, lang)) };
      }),
  );

  const extended = async (q: TransitQuery) => {
    const zone = zoneOf(q.timezone);
    const instant = instantOf('date', q.date, zone, now());
    const options = optionsOf(q);
    const lang = languageOf(q.lang);
    const window = STATION_WINDOW_DAYS * MS_PER_DAY;
    const [{ rows, source }, stations] = await Promise.all([
      transits.positions(instant, options),
      transits.events(instant - window, instant + window, { ...options, types: ['station-retrograde', 'station-direct'] }),
    ]);
    const stationOf = (e: TransitEvent | undefined) => {
      if (!e || (e.type !== 'station-retrograde' && e.type !== 'station-direct')) return null;
      return {
        type: e.type,
        instant: isoInstant(e.instant),
        longitude: e.siderealLongitude,
        rashi: named(signByNumber(e.sign)!, lang),
        daysFromDate: Math.round(((e.instant - instant) / MS_PER_DAY) * 100) / 100,
      };
    };
    return {
      instant: isoInstant(instant),
      settings: settingsOf(options, zone),
      source: source === 'precomputed' && stations.source === 'precomputed' ? ('precomputed' as const) : ('computed' as const),
      planets: rows.map((row) => {
        const own = stations.events.filter((e) => e.graha === row.graha);
        return {
          ...planetOf(row, lang),
          motion: row.retrograde ? ('retrograde' as const) : ('direct' as const),
          previousStation: stationOf(own.filter((e) => e.instant <= instant).at(-1)),
          nextStation: stationOf(own.find((e) => e.instant > instant)),
        };
      }),
    };
  };
  /** With birth coordinates: the natal planets of that birth (dignity, combustion, war, pada). */
  const natal = async (q: ExtendedRequest) => {
    if (q.date === undefined) throw new ApiError('INVALID_PARAMETER', "Missing parameter 'date': the birth date and time, required with latitude and longitude");
    const birthRequest = {
      date: q.date,
      latitude: q.latitude!,
      longitude: q.longitude!,
      timezone: q.timezone ?? DEFAULT_TIMEZONE_HOURS,
      ayanamsha: q.ayanamsha,
      node: q.node,
      houseSystem: q.houseSystem,
      place: q.place,
      lang: q.lang,
    };
    const birth = resolveBirth(birthRequest, now());
    const report = await pool.run('birthReport', birth.input);
    return {
      mode: 'natal' as const,
      birthDetails: birthDetailsOf(birth, birthRequest.latitude, birthRequest.longitude, q.place),
      settings: chartSettingsOf(report),
      planets: planetsOf(report, languageOf(q.lang)),
    };
  };
  const planetsExtended = async (q: ExtendedRequest) => {
    const { ayanamsha } = q;
    if (!isAyanamshaId(ayanamsha)) throw new ApiError('INVALID_PARAMETER', `Invalid parameter 'ayanamsha': unknown id ${ayanamsha}`);
    if ((q.latitude === undefined) !== (q.longitude === undefined)) {
      throw new ApiError('INVALID_PARAMETER', `Missing parameter '${q.latitude === undefined ? 'latitude' : 'longitude'}': give both for natal planets, neither for transits`);
    }
    if (q.latitude !== undefined) return natal(q);
    return { mode: 'transit' as const, ...(await extended({ ...q, ayanamsha, timezone: q.timezone === undefined ? undefined : String(q.timezone) })) };
  };
  const extendedSchema = {
    tags: ['transits'],
    summary: 'Retrograde status of every graha with the stations before and after the date; with birth coordinates, the natal planets',
    description: 'Without latitude/longitude: transits at `date` (default now), `mode: "transit"`. With them: the natal planets of a birth at `date` with dignity (exalted, debilitated, own, moolatrikona, friend, enemy…), combustion, retrograde, planetary war and pada, `mode: "natal"`.',
  };
  const extendedResponse = {
    200: z.union([PlanetsExtendedSchema.extend({ mode: z.literal('transit') }), NatalPlanetsSchema.extend({ mode: z.literal('natal') })]),
    ...errorResponses,
  };
  app.get('/astrology/planets/extended', { schema: { ...extendedSchema, querystring: ExtendedQuerySchema, response: extendedResponse } }, (request, reply) =>
    cache.answer(request, reply, request.query.date !== undefined, () => planetsExtended(request.query)),
  );
  app.post('/astrology/planets/extended', { schema: { ...extendedSchema, body: ExtendedBodySchema, response: extendedResponse } }, (request) =>
    planetsExtended(request.body),
  );

  app.get(
    '/transit/events',
    {
      schema: {
        tags: ['transits'],
        summary: 'Exact transit events in a range: sign, nakshatra and pada ingresses, stations, lunations, eclipses',
        querystring: EventsQuerySchema,
        response: { 200: TransitEventsSchema, ...errorResponses },
      },
    },
    (request, reply) => cache.answer(request, reply, request.query.from !== undefined, async () => {
      const q = request.query;
      const zone = zoneOf(q.timezone);
      const from = instantOf('from', q.from, zone, now());
      const to = q.to === undefined ? from + 30 * MS_PER_DAY : instantOf('to', q.to, zone, now());
      if (!(to > from)) throw new ApiError('INVALID_PARAMETER', "Invalid query parameter 'to': must be after 'from'");
      if (to - from > MAX_EVENT_RANGE_DAYS * MS_PER_DAY) {
        throw new ApiError('INVALID_PARAMETER', `Invalid query parameter 'to': the range is limited to ${MAX_EVENT_RANGE_DAYS} days`);
      }
      const options = optionsOf(q);
      const { events, source } = await transits.events(from, to, { ...options, ...(q.type ? { types: q.type } : {}) });
      const lang = languageOf(q.lang);
      const grahas = q.graha ? new Set<string>(q.graha) : null;
      const selected = events
        .filter((e) => grahas === null || grahas.has(e.graha))
        .map((e) => ({ ...e, planet: named(grahaById(e.graha as GrahaId), lang), instant: isoInstant(e.instant), description: describe(e) }));
      return { from: isoInstant(from), to: isoInstant(to), settings: settingsOf(options, zone), source, count: selected.length, events: selected };
    }),
  );
};

export default transitRoutes;
