/**
 * Transits: the query (a moment, optionally a natal chart under `birthDate`, an event window, the void-of-course
 * planet set) and the response with the transiting bodies, their aspects, the timed events and the
 * void-of-course Moon periods.
 */
import { z } from 'zod';
import { WESTERN_EVENT_TYPES } from '../../../astro/western/events.ts';
import { VOID_OF_COURSE_SET_IDS } from '../../../data/void-of-course.ts';
import { WESTERN_ASPECT_IDS } from '../../../data/western-aspects.ts';
import { OPTIONAL_BODY_IDS, WESTERN_BODY_IDS } from '../../../data/western-bodies.ts';
import { BirthDetailsSchema, birthQueryFields } from '../../shared/birth.ts';
import { LangField } from '../../shared/lang.ts';
import { closedWord, queryList } from '../../shared/params.ts';
import { PLACELESS_TIMEZONE_HOURS } from '../../shared/place.ts';
import { AspectSchema, BodyHeadFields, DeclinationAspectSchema, EventSchema, PointSchema, WesternSettingsSchema } from './schemas-chart.ts';
import { chartQueryOptions, ORBS_DOC, orbsQuery } from './schemas-options.ts';

/** Longest event window one transit request may ask for, days. */
export const MAX_WESTERN_EVENT_DAYS = 400;
/** `voidOfCourse`: a planet set of data/void-of-course.ts, or none. */
export const VOID_OF_COURSE_CHOICES = [...VOID_OF_COURSE_SET_IDS, 'none'] as const;

/** Birth data in the transit query: `birthDate` so that `date` stays the transit moment. */
function birthIsWhole(q: { birthDate?: string | undefined; latitude?: number | undefined; longitude?: number | undefined }, ctx: z.RefinementCtx): void {
  const given = (['birthDate', 'latitude', 'longitude'] as const).filter((field) => q[field] !== undefined);
  if (given.length > 0 && given.length < 3) {
    const missing = (['birthDate', 'latitude', 'longitude'] as const).find((field) => q[field] === undefined)!;
    ctx.addIssue({ code: 'custom', path: [missing], message: `${missing} is required with ${given.join(' and ')}: give birthDate, latitude and longitude for transits to a natal chart, none of them for the sky alone` });
  }
}

const birth = birthQueryFields();

export const WesternTransitQuerySchema = z
  .object({
    date: z.string().optional().describe('The transit moment, ISO 8601 (as `date` elsewhere; read at `timezone`). Default: now'),
    timezone: z
      .string()
      .trim()
      .min(1)
      .optional()
      .describe(`Hours from UTC or an IANA name, for \`date\`, \`from\` and \`to\` without offset. Default: the zone at the birth place, else ${PLACELESS_TIMEZONE_HOURS}`),
    birthDate: z.string().optional().describe('Birth date and time of the natal chart, ISO 8601 (wall time at `birthTimezone`)'),
    latitude: birth.latitude.describe('Birth latitude of the natal chart, decimal degrees north (with birthDate and longitude)'),
    longitude: birth.longitude.describe('Birth longitude of the natal chart, decimal degrees east'),
    birthTimezone: z.string().trim().min(1).optional().describe('Zone of `birthDate`. Default: the zone in force at the birth coordinates'),
    from: z.string().optional().describe('Start of the event window (ISO 8601). Default: the transit moment'),
    to: z.string().optional().describe(`End of the event window, exclusive. Default: 30 days after \`from\`; at most ${MAX_WESTERN_EVENT_DAYS} days after it`),
    events: queryList(WESTERN_EVENT_TYPES).optional().describe(`Event types timed: ${WESTERN_EVENT_TYPES.join(', ')} (default all)`),
    bodies: queryList(WESTERN_BODY_IDS as unknown as readonly [string, ...string[]])
      .optional()
      .describe(
        `The moving bodies whose events are timed: ${WESTERN_BODY_IDS.join(', ')}. Default the ten planets. The optional ones (${OPTIONAL_BODY_IDS.join(', ')}) are also shown, in the sky and the natal chart; true-lilith's events are not timed`,
      ),
    ...chartQueryOptions,
    orbs: orbsQuery.describe(`${ORBS_DOC} (transit defaults: 2° for the major aspects but the sextile 1.5°, 1° for the minor), as \`trine:1\``),
    voidOfCourse: closedWord(VOID_OF_COURSE_CHOICES)
      .default('modern')
      .describe('Void-of-course Moon periods of the event window by the planets whose aspects count: modern (the Sun to Pluto, default), traditional (the Sun to Saturn), or none'),
    lang: LangField,
  })
  .superRefine(birthIsWhole);
export type WesternTransitQuery = z.output<typeof WesternTransitQuerySchema>;

const TransitBodySchema = z.object({
  ...BodyHeadFields,
  declination: z.number().describe('Degrees, true equator of date'),
  speed: z.number(),
  retrograde: z.boolean(),
  natalHouse: z.number().int().nullable().describe('The natal house it transits; null without birth data'),
});

export const VoidOfCourseSchema = z
  .object({
    start: z.string().describe('The last exact aspect (or the ingress, when the Moon made none in the sign), ISO 8601 UTC'),
    end: z.string().describe("The Moon's ingress into the next sign"),
    startLocal: z.string(),
    endLocal: z.string(),
    durationMinutes: z.number().int(),
    sign: z.string().describe('The tropical sign the Moon is void in'),
    nextSign: z.string(),
    lastAspect: z
      .object({ aspect: z.enum(WESTERN_ASPECT_IDS), aspectName: z.string(), planet: z.string(), planetName: z.string() })
      .nullable()
      .describe('The aspect that ends the course; null when the Moon made none in the whole sign'),
  })
  .meta({ id: 'VoidOfCourseMoon' });

export const WesternTransitResponseSchema = z
  .object({
    date: z.string().describe('The transit moment, ISO 8601 UTC'),
    settings: WesternSettingsSchema.omit({ fortune: true }).extend({
      declinationOrb: z.number().describe('Orb of the parallels and contra-parallels, degrees'),
      voidOfCourse: z.enum(VOID_OF_COURSE_CHOICES).describe('The planet set of the void-of-course Moon periods, or none'),
    }),
    natal: z
      .object({ birthDetails: BirthDetailsSchema, ascendant: PointSchema, midheaven: PointSchema })
      .nullable()
      .describe('The natal chart transits are read against; null for the sky alone'),
    bodies: z.array(TransitBodySchema),
    aspects: z.array(AspectSchema).describe('Transiting planet (`from`) to natal planet or angle (`to`); without birth data, among the transiting planets'),
    declinationAspects: z.array(DeclinationAspectSchema).describe('Parallels and contra-parallels, transiting (`from`) to natal (`to`) planets; without birth data, among the transiting planets'),
    events: z.object({ from: z.string(), to: z.string(), count: z.number().int(), items: z.array(EventSchema) }),
    voidOfCourseMoon: z
      .object({
        planets: z.enum(VOID_OF_COURSE_SET_IDS).describe('Whose aspects end the Moon\'s course: modern (the Sun to Pluto) or traditional (the Sun to Saturn)'),
        name: z.string(),
        source: z.string(),
        periods: z.array(VoidOfCourseSchema),
      })
      .nullable()
      .describe('The void-of-course periods overlapping the event window (one running at either end is given whole); null with voidOfCourse=none'),
  })
  .meta({ id: 'WesternTransits' });
