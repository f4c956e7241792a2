/** Schemas of the kundali area: the birth chart and the core birth details. Requests are the shared birth fields. */
import { z } from 'zod';
import { BirthDetailsSchema, birthBodySchema, birthQuerySchema, ChartSettingsSchema, WarningsSchema } from '../../shared/birth.ts';
import { ChartPlanetSchema } from '../../shared/chart-planets.ts';
import { closedWord, queryList } from '../../shared/params.ts';
import { KUNDALI_TIMEZONE_HOURS } from '../../shared/place.ts';
import { JaiminiPointsSchema, JaiminiSettingsSchema } from '../../shared/jaimini.ts';
import { AshtakavargaTablesSchema, StrengthsSchema } from '../../shared/strengths.ts';

export { birthBodySchema, birthQuerySchema } from '../../shared/birth.ts';

/** What the kundali can add on request: the strengths of the strength area and the Jaimini points, with their default
 * methods, and the avasthas. */
export const KUNDALI_INCLUDES = ['shadbala', 'ashtakavarga', 'jaimini', 'avasthas'] as const;
export type KundaliInclude = (typeof KUNDALI_INCLUDES)[number];
const includeDoc =
  'What to add: shadbala (with bhava and vimshopaka bala, as GET /calculations/shadbala with its default methods), ashtakavarga (as GET /calculations/ashtakavarga with school=parashara) jaimini (as GET /calculations/jaimini with its default choices) and/or avasthas (the baladi, jagradadi, deeptadi and lajjitadi states of BPHS ch. 45 of the seven grahas, each with the rule that gave it)';
/** Which yogas the kundali lists: those present (the default) or every rule with its verdict. */
export const YOGA_LISTS = ['present', 'all'] as const;
export type YogaList = (typeof YOGA_LISTS)[number];
const yogasDoc = 'Which yogas to list: present (default, the yogas whose rule holds) or all (every rule with present true/false and each of its conditions as evaluated)';

/** GET kundali: the birth fields (default zone 5.75 hours) and `include` as a comma list. */
export const KundaliQuerySchema = birthQuerySchema(KUNDALI_TIMEZONE_HOURS).extend({
  include: queryList(KUNDALI_INCLUDES).optional().describe(includeDoc),
  yogas: closedWord(YOGA_LISTS).default('present').describe(yogasDoc),
});
/** POST kundali: the birth fields and `include` as an array. */
export const KundaliBodySchema = birthBodySchema().extend({
  include: z.array(closedWord(KUNDALI_INCLUDES)).optional().describe(includeDoc),
  yogas: closedWord(YOGA_LISTS).default('present').describe(yogasDoc),
});

const DashaPeriodSchema = z.object({
  planet: z.string(),
  startDate: z.string().describe('YYYY-MM-DD (UTC)'),
  endDate: z.string(),
  remaining: z.string().describe('Time left from now in words, to the month'),
  startTime: z.string(),
  endTime: z.string(),
});

export const LagnaSchema = z.object({
  longitude: z.number(),
  rashi: z.string(),
  rashiLord: z.string(),
  degree: z.string(),
  nakshatra: z.string(),
  nakshatraLord: z.string(),
  nakshatraPada: z.number().int(),
});

const AvasthaStateSchema = z.object({ id: z.string(), name: z.string(), rule: z.string(), result: z.string() });
const AvasthasSchema = z.object({
  planet: z.string(),
  degree: z.string().describe('Degree within the sign, the baladi input'),
  baladi: AvasthaStateSchema,
  jagradadi: AvasthaStateSchema,
  deeptadi: AvasthaStateSchema,
  lajjitadi: z.array(AvasthaStateSchema).describe('Every lajjitadi state whose rule holds (may be empty)'),
  source: z.string(),
});

export const KundaliResponseSchema = z
  .object({
    birthDetails: BirthDetailsSchema,
    warnings: WarningsSchema,
    ayanamsha: z.object({ value: z.number().describe('Degrees at birth (true)'), system: z.string(), id: z.number().int() }),
    settings: ChartSettingsSchema,
    lagna: LagnaSchema,
    planets: z.array(ChartPlanetSchema),
    houses: z.array(
      z.object({
        number: z.number().int(),
        name: z.string().describe('House 1 is Lagna'),
        sign: z.string(),
        signLord: z.string(),
        degree: z.string().describe('Cusp within the sign: the lagna degree for whole-sign, the bhava start otherwise'),
        planets: z.array(z.string()),
        bhavaPlanets: z.array(z.string()).nullable().describe('Grahas in the bhava under Sripati/Placidus'),
      }),
    ),
    aspects: z.array(z.object({ planet1: z.string(), planet2: z.string(), aspect: z.string(), orb: z.number(), strength: z.string() })),
    grahaDrishti: z.array(z.object({ planet: z.string(), house: z.number().int(), sign: z.string(), aspects: z.array(z.string()) }))
      .describe('Vedic sign aspects: every graha the 7th; Mars 4/8, Jupiter 5/9, Saturn 3/10'),
    yogas: z.array(
      z.object({
        name: z.string(),
        type: z.string(),
        planets: z.array(z.string()),
        strength: z.string(),
        description: z.string(),
        rule: z.string(),
        source: z.string(),
        id: z.string().optional().describe('With yogas=all: the rule\'s id (docs/yogas.md)'),
        present: z.boolean().optional().describe('With yogas=all: whether the rule holds in this chart'),
        conditions: z
          .array(z.object({ condition: z.string(), holds: z.boolean() }))
          .optional()
          .describe('With yogas=all: each condition of the rule as evaluated for this chart'),
      }),
    ).describe('The yogas whose rule holds; with yogas=all every rule, present or not'),
    currentDasha: z
      .object({ mahadasha: DashaPeriodSchema, antardasha: DashaPeriodSchema, asOf: z.string() })
      .nullable()
      .describe('Vimshottari periods running now; null beyond the 120-year cycle'),
    shadbala: StrengthsSchema.optional().describe('With include=shadbala'),
    ashtakavarga: AshtakavargaTablesSchema.optional().describe('With include=ashtakavarga'),
    jaimini: JaiminiPointsSchema.extend({ settings: JaiminiSettingsSchema })
      .optional()
      .describe('With include=jaimini: the Jaimini points with the default choices (settings)'),
    avasthas: z.array(AvasthasSchema).optional().describe('With include=avasthas: the states of BPHS ch. 45 of the seven grahas'),
  })
  .meta({ id: 'Kundali' });

export const BirthDetailsResponseSchema = z
  .object({
    birthDetails: BirthDetailsSchema,
    ayanamsha: z.object({ value: z.number(), system: z.string(), id: z.number().int() }),
    lagna: LagnaSchema,
    moon: z.object({ rashi: z.string(), nakshatra: z.string(), nakshatraLord: z.string(), nakshatraPada: z.number().int() }),
    sun: z.object({ rashi: z.string() }),
    vimshottariBalance: z.object({ planet: z.string(), remainingYears: z.number() }),
    settings: ChartSettingsSchema.optional().describe('Present only when the chart used geometric positions (`positions=geometric`)'),
  })
  .meta({ id: 'BirthDetails' });
