/**
 * Profections: the query (a birth and a moment, the monthly rule) and the annual and monthly profected signs.
 */
import { z } from 'zod';
import { PROFECTION_MONTHS } from '../../../astro/western/profections.ts';
import { BirthDetailsSchema, birthPlaceGiven } from '../../shared/birth.ts';
import { closedWord } from '../../shared/params.ts';
import { SettingsSchema } from '../../shared/settings.ts';
import { SignPlaceSchema } from './schemas-chart.ts';
import { birthAndMoment } from './schemas-options.ts';

export const ProfectionQuerySchema = z
  .object({
    ...birthAndMoment,
    months: closedWord(PROFECTION_MONTHS)
      .default('solar')
      .describe('Monthly profections: `solar` (default: month k begins when the Sun is 30°·k past its natal place) or `equal` (twelve equal parts of the year between solar returns)'),
  })
  .superRefine(birthPlaceGiven);
export type ProfectionQuery = z.output<typeof ProfectionQuerySchema>;

const ProfectedSignSchema = z.object({
  sign: z.string(),
  signNumber: z.number().int().describe('1 = Aries … 12 = Pisces'),
  house: z.number().int().describe('Whole-sign house from the ascendant, 1–12'),
  lord: z.string().describe('The domicile lord of the sign (the lord of the year or month)'),
  lordName: z.string(),
  start: z.string().describe('ISO 8601 UTC'),
  end: z.string().describe('ISO 8601 UTC, exclusive'),
});

export const ProfectionResponseSchema = z
  .object({
    birthDetails: BirthDetailsSchema,
    date: z.string().describe('The moment asked about, ISO 8601 UTC'),
    settings: SettingsSchema.pick({ timezone: true, timezoneSource: true }).extend({
      months: z.enum(PROFECTION_MONTHS),
      houses: z.literal('whole-sign'),
      yearStart: z.literal('solar-return'),
    }),
    ascendant: z.object(SignPlaceSchema),
    age: z.number().int().describe('Completed years of life: solar returns since birth'),
    year: ProfectedSignSchema.describe('The annual profection'),
    month: ProfectedSignSchema.extend({ month: z.number().int() }).describe('The monthly profection holding `date`'),
    months: z.array(ProfectedSignSchema.extend({ month: z.number().int() })),
    planetsInSign: z.array(z.object({ id: z.string(), name: z.string() })).describe('Natal planets in the profected sign of the year'),
  })
  .meta({ id: 'WesternProfections' });
