/** Schemas of the dasha area. */
import { z } from 'zod';
import { DASHA_YEARS } from '../../data/dashas.ts';
import { BirthDetailsSchema } from './kundali.ts';
import { birthBodySchema, birthQuerySchema } from './birth.ts';

/** The published clients send 5.5 hours when they have no timezone. */
export const DASHA_DEFAULT_TIMEZONE = 5.5;

const yearIds = DASHA_YEARS.map((y) => y.id) as [string, ...string[]];
const treeOptions = {
  year: z.enum(yearIds).default('julian').describe('Year length: julian 365.25 d (default), gregorian 365.2425, savana 360, sidereal 365.256363'),
  from: z.string().optional().describe('Only periods overlapping [from, to) (ISO 8601 dates); default: the whole cycle for 1–3 levels, the next year for 4–5'),
  to: z.string().optional(),
};

export const DashaTreeQuerySchema = birthQuerySchema(DASHA_DEFAULT_TIMEZONE).extend({
  levels: z.string().regex(/^[1-5]$/, { message: 'levels must be 1 to 5' }).default('2').transform(Number).describe('Depth: 1 maha … 5 prana. Default 2'),
  ...treeOptions,
});

export const DashaTreeBodySchema = birthBodySchema(DASHA_DEFAULT_TIMEZONE).extend({
  levels: z.number().int().min(1).max(5).default(2),
  ...treeOptions,
});

const PeriodSchema: z.ZodType = z.lazy(() =>
  z.object({
    planet: z.string().describe('Lord: a graha, a yogini or a sign'),
    lord: z.string(),
    level: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    startTime: z.string(),
    endTime: z.string(),
    children: z.array(PeriodSchema).optional(),
  }),
);

const ChainPeriod = z.object({
  planet: z.string(),
  lord: z.string(),
  level: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  remaining: z.string(),
});

export const CurrentChainSchema = z
  .object({ mahadasha: ChainPeriod, antardasha: ChainPeriod, pratyantardasha: ChainPeriod, sookshma: ChainPeriod, prana: ChainPeriod })
  .partial()
  .meta({ id: 'DashaChain' });

export const SystemSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  variant: z.string().nullable(),
  year: z.object({ id: z.string(), days: z.number() }),
  applicable: z.boolean(),
  condition: z.string().nullable(),
  startRule: z.string(),
  cycleYears: z.number(),
  cycles: z.number().int(),
  balance: z.object({ lord: z.string(), planet: z.string(), elapsedYears: z.number(), remainingYears: z.number() }),
});

export const DashaTreeResponseSchema = z
  .object({
    birthDetails: BirthDetailsSchema,
    settings: z.object({ ayanamsha: z.object({ id: z.number().int(), name: z.string() }), node: z.enum(['mean', 'true']) }),
    system: SystemSummarySchema,
    levels: z.number().int(),
    periods: z.array(PeriodSchema),
    current: CurrentChainSchema.nullable(),
    asOf: z.string(),
  })
  .meta({ id: 'DashaTree' });

export const CurrentDashaResponseSchema = z
  .object({ birthDetails: BirthDetailsSchema, system: z.string(), current: CurrentChainSchema.nullable(), asOf: z.string() })
  .meta({ id: 'CurrentDasha' });
