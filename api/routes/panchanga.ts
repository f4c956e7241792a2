/**
 * The panchanga family: the spec's panchanga at an instant, the complete day, choghadiya, muhurta, and sun and
 * moon times. All read one `PanchangaDay` (precomputed or computed on demand) and format it.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PanchangaDay } from '../../astro/panchanga/derived.ts';
import { grahaById } from '../../data/grahas.ts';
import { varaByIndex } from '../../data/varas.ts';
import { PANCHANGA_VALIDATION } from '../../data/validation.ts';
import { hhmmOrNull, isoInstant, isoOrNull } from '../format.ts';
import type { DaySource } from '../panchanga/day-source.ts';
import {
  calendarOf,
  choghadiyaOf,
  horasOf,
  locationOf,
  muhurtaGridOf,
  panchakaRahitaOf,
  panchangaResponse,
  periodsOf,
  settingsOf,
  transitionsOf,
  type PresentContext,
} from '../panchanga/present.ts';
import { dayForRequest, parseDayRequest } from '../panchanga/request.ts';
import { addResponseCache } from '../response-cache.ts';
import { errorResponses } from '../schemas/common.ts';
import {
  CalendarSchema,
  LocationSchema,
  MuhurtaGridSchema,
  PanchakaRahitaSchema,
  PanchangaResponseSchema,
  PeriodsSchema,
  SettingsSchema,
  TransitionsSchema,
  ValidationSchema,
} from '../schemas/panchanga.ts';
import { languageOf, named, type PlaceQuery, PlaceQuerySchema } from '../schemas/place.ts';

export interface PanchangaRouteOptions {
  days: DaySource;
  now: () => number;
}

const iso = z.string();
const Common = { date: z.string(), location: LocationSchema, settings: SettingsSchema, source: z.enum(['precomputed', 'computed']) };

const ChoghadiyaSchema = z.object({
  name: z.string(),
  type: z.string(),
  nature: z.string().describe('good, bad or neutral'),
  half: z.enum(['day', 'night']),
  position: z.number().int(),
  time: z.string(),
  startTime: iso,
  endTime: iso,
});
const HoraSchema = z.object({ number: z.number().int(), half: z.enum(['day', 'night']), lord: z.string(), time: z.string(), startTime: iso, endTime: iso });

const SunTimesSchema = z
  .object({
    ...Common,
    sunrise: z.string().nullable(),
    sunset: z.string().nullable(),
    solarNoon: z.string(),
    nextSunrise: z.string().nullable(),
    sunriseTime: iso.nullable(),
    sunsetTime: iso.nullable(),
    solarNoonTime: iso,
    nextSunriseTime: iso.nullable(),
    dayLengthMs: z.number().nullable(),
    nightLengthMs: z.number().nullable(),
    noSunriseReason: z.string().nullable().describe('polar-day, polar-night or none-in-window when the Sun does not rise/set'),
  })
  .meta({ id: 'SunTimes' });

const MoonTimesSchema = z
  .object({
    ...Common,
    moonrise: z.string().nullable(),
    moonset: z.string().nullable(),
    moonriseTime: iso.nullable(),
    moonsetTime: iso.nullable(),
    moonriseReason: z.string().nullable().describe('Why there is no moonrise on this civil date'),
    moonsetReason: z.string().nullable(),
  })
  .meta({ id: 'MoonTimes' });

const DailySchema = z
  .object({
    ...Common,
    vara: z.object({ weekday: z.number().int(), name: z.string(), lord: z.string() }),
    sun: SunTimesSchema.omit({ date: true, location: true, settings: true, source: true }),
    moon: MoonTimesSchema.omit({ date: true, location: true, settings: true, source: true }),
    transitions: TransitionsSchema,
    periods: PeriodsSchema,
    choghadiya: z.array(ChoghadiyaSchema),
    horas: z.array(HoraSchema),
    muhurtaGrid: MuhurtaGridSchema,
    anandadi: z.array(z.object({ number: z.number().int(), name: z.string(), isAuspicious: z.boolean(), startTime: iso, endTime: iso })),
    panchak: z.object({
      isActive: z.boolean(),
      windows: z.array(z.object({ name: z.string(), isAuspicious: z.boolean(), severity: z.string(), description: z.string(), startTime: iso, endTime: iso })),
    }),
    dishaShool: z.object({ direction: z.string(), remedy: z.string() }),
    panchakaRahita: z.array(PanchakaRahitaSchema),
    calendar: CalendarSchema,
    validation: ValidationSchema,
  })
  .meta({ id: 'PanchangaDaily' });

const MuhurtaSchema = z
  .object({
    ...Common,
    auspicious: z.object({
      abhijit: z.object({ start: z.string(), end: z.string(), startTime: iso, endTime: iso, isAuspicious: z.boolean() }).nullable(),
      brahmaMuhurta: z.object({ start: z.string(), end: z.string(), startTime: iso, endTime: iso }).nullable(),
      amritKaal: z.array(z.object({ start: z.string(), end: z.string(), startTime: iso, endTime: iso, nakshatra: z.string() })),
      choghadiya: z.array(ChoghadiyaSchema).describe('Amrit, Shubh, Labh and Chal periods of the day and night'),
    }),
    avoid: z.object({
      rahuKaal: z.object({ start: z.string(), end: z.string(), startTime: iso, endTime: iso }).nullable(),
      yamaganda: z.object({ start: z.string(), end: z.string(), startTime: iso, endTime: iso }).nullable(),
      gulika: z.object({ start: z.string(), end: z.string(), startTime: iso, endTime: iso }).nullable(),
      durmuhurtas: z.array(z.object({ start: z.string(), end: z.string(), startTime: iso, endTime: iso })),
      varjyam: z.array(z.object({ start: z.string(), end: z.string(), startTime: iso, endTime: iso, nakshatra: z.string() })),
    }),
    muhurtaGrid: MuhurtaGridSchema,
  })
  .meta({ id: 'Muhurta' });

const schemaFor = <T extends z.ZodType>(summary: string, response: T, description?: string) => ({
  tags: ['panchanga'],
  summary,
  ...(description ? { description } : {}),
  querystring: PlaceQuerySchema,
  response: { 200: response, ...errorResponses },
});

function common(day: PanchangaDay, ctx: PresentContext) {
  return { date: day.date, location: locationOf(day, ctx), settings: settingsOf(day), source: ctx.source };
}

function sunTimesOf(day: PanchangaDay) {
  const z0 = day.zone;
  return {
    sunrise: hhmmOrNull(z0, day.sun.sunrise),
    sunset: hhmmOrNull(z0, day.sun.sunset),
    solarNoon: hhmmOrNull(z0, day.sun.solarNoon)!,
    nextSunrise: hhmmOrNull(z0, day.sun.nextSunrise),
    sunriseTime: isoOrNull(day.sun.sunrise),
    sunsetTime: isoOrNull(day.sun.sunset),
    solarNoonTime: isoInstant(day.sun.solarNoon),
    nextSunriseTime: isoOrNull(day.sun.nextSunrise),
    dayLengthMs: day.sun.dinamanaMs === null ? null : Math.round(day.sun.dinamanaMs),
    nightLengthMs: day.sun.ratrimanaMs === null ? null : Math.round(day.sun.ratrimanaMs),
    noSunriseReason: day.sun.noSunriseReason,
  };
}

function moonTimesOf(day: PanchangaDay) {
  return {
    moonrise: hhmmOrNull(day.zone, day.moon.moonrise),
    moonset: hhmmOrNull(day.zone, day.moon.moonset),
    moonriseTime: isoOrNull(day.moon.moonrise),
    moonsetTime: isoOrNull(day.moon.moonset),
    moonriseReason: day.moon.moonriseReason,
    moonsetReason: day.moon.moonsetReason,
  };
}

/** Serialized responses kept in memory: ~16 KB each with their gzip encoding, so ~2,000 city-days. */
const RESPONSE_CACHE_BYTES = 32 * 2 ** 20;

const panchangaRoutes: FastifyPluginAsyncZod<PanchangaRouteOptions> = async (app, { days, now }) => {
  const cache = addResponseCache(app, RESPONSE_CACHE_BYTES);
  /** The hot path of "today's panchanga for a city": a query with a `date` always gives the same bytes. */
  const answer = (request: FastifyRequest<{ Querystring: PlaceQuery }>, reply: FastifyReply, build: () => Promise<unknown>) =>
    cache.answer(request, reply, request.query.date !== undefined, build);

  /** The day to answer from; `civilDate` ignores the time of day (sun and moon times are per civil date). */
  async function load(query: PlaceQuery, options: { civilDate?: boolean } = {}) {
    const parsed = parseDayRequest(query, now());
    const request = options.civilDate ? { ...parsed, instant: null } : parsed;
    const found = await dayForRequest(request, query, days);
    const ctx: PresentContext = { lang: languageOf(query.lang), cityId: request.location.city?.id ?? null, source: found.source };
    return { ...found, ctx };
  }

  app.get(
    '/calculations/panchanga',
    {
      schema: schemaFor(
        'Panchanga at an instant: tithi, nakshatra, yoga, karana with end times, and the day around it',
        PanchangaResponseSchema,
        'A `date` without a time of day means that date\'s sunrise (the almanac convention). The Vedic day runs from sunrise to the next sunrise; an instant before sunrise belongs to the previous day.',
      ),
    },
    (request, reply) =>
      answer(request, reply, async () => {
        const { day, instant, ctx } = await load(request.query);
        return panchangaResponse(day, instant, ctx);
      }),
  );

  app.get(
    '/panchanga/daily',
    { schema: schemaFor('Complete daily panchanga: every transition, period, choghadiya, hora and muhurta of the Vedic day', DailySchema) },
    (request, reply) => answer(request, reply, async () => {
      const { day, ctx } = await load(request.query);
      const lang = ctx.lang;
      const vara = varaByIndex(day.vara.weekday);
      return {
        ...common(day, ctx),
        vara: { weekday: vara.index, name: named(vara, lang), lord: named(grahaById(vara.lord), lang) },
        sun: sunTimesOf(day),
        moon: moonTimesOf(day),
        transitions: transitionsOf(day, lang),
        periods: periodsOf(day, lang),
        choghadiya: choghadiyaOf(day, lang),
        horas: horasOf(day, lang),
        muhurtaGrid: muhurtaGridOf(day, lang),
        anandadi: day.anandadi.map((a) => ({ number: a.number, name: a.name, isAuspicious: a.isAuspicious, startTime: isoInstant(a.start), endTime: isoInstant(a.end) })),
        panchak: {
          isActive: day.panchak.isActive,
          windows: day.panchak.windows.map((w) => ({
            name: w.name,
            isAuspicious: w.isAuspicious,
            severity: w.severity,
            description: w.description,
            startTime: isoInstant(w.start),
            endTime: isoInstant(w.end),
          })),
        },
        dishaShool: day.dishaShool,
        panchakaRahita: day.panchakaRahita.map((w) => panchakaRahitaOf(w, lang)),
        calendar: calendarOf(day),
        validation: PANCHANGA_VALIDATION,
      };
    }),
  );

  app.get(
    '/panchanga/choghadiya',
    { schema: schemaFor('Day and night choghadiya', z.object({ ...Common, day: z.array(ChoghadiyaSchema), night: z.array(ChoghadiyaSchema) }).meta({ id: 'Choghadiya' })) },
    (request, reply) => answer(request, reply, async () => {
      const { day, ctx } = await load(request.query);
      const all = choghadiyaOf(day, ctx.lang);
      return { ...common(day, ctx), day: all.filter((c) => c.half === 'day'), night: all.filter((c) => c.half === 'night') };
    }),
  );

  app.get('/panchanga/muhurta', { schema: schemaFor('Best and inauspicious times of the day for starting activities', MuhurtaSchema) }, (request, reply) => answer(request, reply, async () => {
    const { day, ctx } = await load(request.query);
    const periods = periodsOf(day, ctx.lang);
    return {
      ...common(day, ctx),
      auspicious: {
        abhijit: periods?.abhijit ?? null,
        brahmaMuhurta: periods?.brahmaMuhurta ?? null,
        amritKaal: periods?.amritKaal ?? [],
        choghadiya: choghadiyaOf(day, ctx.lang).filter((c) => c.nature !== 'bad'),
      },
      avoid: {
        rahuKaal: periods?.rahuKaal ?? null,
        yamaganda: periods?.yamaganda ?? null,
        gulika: periods?.gulika ?? null,
        durmuhurtas: periods?.durmuhurtas ?? [],
        varjyam: periods?.varjyam ?? [],
      },
      muhurtaGrid: muhurtaGridOf(day, ctx.lang),
    };
  }));

  app.get('/sweph/sun-times', { schema: schemaFor('Sunrise, sunset, solar noon and day length for a date', SunTimesSchema) }, (request, reply) => answer(request, reply, async () => {
    const { day, ctx } = await load(request.query, { civilDate: true });
    return { ...common(day, ctx), ...sunTimesOf(day) };
  }));

  app.get('/sweph/moon-times', { schema: schemaFor('Moonrise and moonset for a date', MoonTimesSchema) }, (request, reply) => answer(request, reply, async () => {
    const { day, ctx } = await load(request.query, { civilDate: true });
    return { ...common(day, ctx), ...moonTimesOf(day) };
  }));
};

export default panchangaRoutes;
