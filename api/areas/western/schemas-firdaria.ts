/**
 * Firdaria: the query (a birth and a moment, where a night birth places the nodes' years) and the periods with
 * their sub-periods and those holding the moment.
 */
import { z } from 'zod';
import { FIRDARIA_LORDS, FIRDARIA_NODE_PLACEMENTS } from '../../../astro/western/firdaria.ts';
import { BirthDetailsSchema, birthPlaceGiven } from '../../shared/birth.ts';
import { closedWord } from '../../shared/params.ts';
import { SettingsSchema } from '../../shared/settings.ts';
import { birthAndMoment } from './schemas-options.ts';

export const FirdariaQuerySchema = z
  .object({
    ...birthAndMoment,
    nodePlacement: closedWord(FIRDARIA_NODE_PLACEMENTS)
      .default('after-mars')
      .describe("Night births: the nodes' years `after-mars` (default: Moon, Saturn, Jupiter, Mars, the nodes, Sun, Venus, Mercury, as Abu Ma'shar and Bonatti give them) or at the `end` as for a day birth"),
  })
  .superRefine(birthPlaceGiven);
export type FirdariaQuery = z.output<typeof FirdariaQuerySchema>;

const FirdariaSubPeriodSchema = z.object({ lord: z.enum(FIRDARIA_LORDS), name: z.string(), start: z.string(), end: z.string() });

export const FirdariaResponseSchema = z
  .object({
    birthDetails: BirthDetailsSchema,
    date: z.string().describe('The moment `current` is read at, ISO 8601 UTC'),
    settings: SettingsSchema.pick({ timezone: true, timezoneSource: true }).extend({
      nodePlacement: z.enum(FIRDARIA_NODE_PLACEMENTS),
      yearDays: z.number().describe('Length of a firdaria year, days (the mean tropical year)'),
    }),
    sect: z.enum(['day', 'night']).describe('day: the Sun above the horizon at birth'),
    periods: z.array(FirdariaSubPeriodSchema.extend({ years: z.number().int(), subPeriods: z.array(FirdariaSubPeriodSchema) })),
    current: z
      .object({ period: FirdariaSubPeriodSchema, subPeriod: FirdariaSubPeriodSchema.nullable() })
      .nullable()
      .describe('The period and sub-period holding `date`; null after the 75 years'),
  })
  .meta({ id: 'WesternFirdaria' });
