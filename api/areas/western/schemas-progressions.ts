/**
 * Progressions: the query (a birth and a moment, the method, how the angles progress, an event window) and the
 * progressed chart with its aspects to the natal chart and its events.
 */
import { z } from 'zod';
import { WESTERN_EVENT_TYPES } from '../../../astro/western/events.ts';
import { DEFAULT_PROGRESSION_ORB_DEG, PROGRESSED_ANGLE_METHODS, PROGRESSION_METHODS } from '../../../astro/western/progressions.ts';
import { BirthDetailsSchema, birthPlaceGiven } from '../../shared/birth.ts';
import { closedWord, queryList } from '../../shared/params.ts';
import { AspectSchema, ChartCoreSchema, EventSchema, WesternSettingsSchema } from './schemas-chart.ts';
import { birthAndMoment, chartQueryOptions, ORBS_DOC, orbsQuery } from './schemas-options.ts';

/** Longest event window one progression request may ask for, years of life: a century of secondary progressions or solar arcs; ten years of tertiary or minor ones, whose progressed Moon alone makes some hundred events a year. */
export const MAX_PROGRESSION_YEARS = { secondary: 100, 'solar-arc': 100, tertiary: 10, minor: 10 } as const;

export const ProgressionQuerySchema = z
  .object({
    ...birthAndMoment,
    method: closedWord(PROGRESSION_METHODS)
      .default('secondary')
      .describe('`secondary` (default: a day for a year), `tertiary` (a day for a lunar month), `minor` (a lunar month for a year) or `solar-arc` (every point moved by the progressed Sun\'s arc)'),
    angles: closedWord(PROGRESSED_ANGLE_METHODS)
      .optional()
      .describe('How the angles progress: `naibod-ra` (the meridian\'s right ascension + 0.98565° a year; default but for solar-arc), `solar-arc` (MC + the solar arc; default for solar-arc), `mean-sun` (MC + 0.98565° a year in longitude), `quotidian` (the angles of the progressed instant)'),
    from: z.string().optional().describe('Start of the event window (ISO 8601). Default: `date`'),
    to: z.string().optional().describe(`End of the event window, exclusive. Default: a year after \`from\`; at most ${MAX_PROGRESSION_YEARS.secondary} years after it (${MAX_PROGRESSION_YEARS.tertiary} for tertiary and minor progressions)`),
    events: queryList(WESTERN_EVENT_TYPES).optional().describe(`Event types timed: ${WESTERN_EVENT_TYPES.join(', ')} (default all; no stations under solar arc)`),
    ...chartQueryOptions,
    orbs: orbsQuery.describe(`${ORBS_DOC} (progression default: ${DEFAULT_PROGRESSION_ORB_DEG}° for every aspect), as \`trine:1.5\``),
  })
  .superRefine(birthPlaceGiven);
export type ProgressionQuery = z.output<typeof ProgressionQuerySchema>;

export const ProgressionResponseSchema = z
  .object({
    birthDetails: BirthDetailsSchema,
    date: z.string().describe('The moment the progression is cast for, ISO 8601 UTC'),
    settings: WesternSettingsSchema.extend({
      method: z.enum(PROGRESSION_METHODS),
      angles: z.enum(PROGRESSED_ANGLE_METHODS),
    }),
    progressedDate: z.string().describe('The ephemeris instant the progressed positions are taken at (the secondary one under solar arc), ISO 8601 UTC'),
    ageYears: z.number().describe('Years of life at `date`, of 365.24219 days'),
    solarArc: z.number().describe('The secondary progressed Sun less the natal Sun at `date`, degrees'),
    ...ChartCoreSchema.shape,
    natalAspects: z.array(AspectSchema).describe('Progressed planet or angle (`from`) to natal planet or angle (`to`)'),
    events: z.object({ from: z.string(), to: z.string(), count: z.number().int(), items: z.array(EventSchema) }).describe('Progressed ingresses, stations and exact aspects to the natal chart, at the real instants they stand for'),
  })
  .meta({ id: 'WesternProgression' });
