/** Schemas of the dasha area: the analysis, the current periods, and the period trees of every system. */
import { z } from 'zod';
import { DASHA_BALANCE_IDS, DEFAULT_DASHA_BALANCE_ID, DASHA_DIGNITY_IDS, DASHA_METHOD_IDS, DASHA_METHODS, DEFAULT_DASHA_DIGNITY_ID, DASHA_SYSTEM_IDS, DASHA_SYSTEMS, DASHA_YEARS, type DashaSystemId, type DashaYearId, DEFAULT_DASHA_YEAR_ID, isDashaSystemId } from '../../../data/dashas.ts';
import { AYURDAYA_METHODS } from '../../../data/graha-dashas.ts';
import type { DashaLevel } from '../../../astro/dasha/types.ts';
import type { ErrorCodeParams } from '../../plugins/errors.ts';
import { BirthDetailsSchema, birthBodySchema, birthQuerySchema, ChartSettingsSchema } from '../../shared/birth.ts';
import { LangField } from '../../shared/lang.ts';
import { closedWord, OptionFields, wordReader } from '../../shared/params.ts';

export { birthBodySchema, birthQuerySchema } from '../../shared/birth.ts';

const SYSTEM_LIST = DASHA_SYSTEMS.map((s) => `${s.id} (${s.en})`).join(', ');
const unknownSystem: { params: ErrorCodeParams } = { params: { errorCode: 'UNKNOWN_DASHA_SYSTEM' } };

const readSystem = wordReader(DASHA_SYSTEM_IDS);

/** The `:system` path parameter: an id in any spelling `wordReader` reads; unknown → 404 with the list. */
export const DashaSystemParamsSchema = z.object({
  system: z
    .string()
    .transform((value) => readSystem(value) ?? value)
    .refine(isDashaSystemId, { message: `unknown dasha system. Systems: ${SYSTEM_LIST}`, ...unknownSystem })
    .transform((id) => id as DashaSystemId)
    .describe(`One of ${DASHA_SYSTEM_IDS.join(', ')}`),
});

const yearIds = DASHA_YEARS.map((y) => y.id) as [DashaYearId, ...DashaYearId[]];
const METHOD_LIST = Object.entries(DASHA_METHODS).map(([system, methods]) => `${system}: ${methods.map((m) => m.id).join(' (default), ')}`).join('; ');
const treeOptions = {
  method: closedWord(DASHA_METHOD_IDS).optional().describe(`The method of a system the books compute in more than one way (${METHOD_LIST}); default the first. A method of another system is a 400`),
  year: closedWord(yearIds).default(DEFAULT_DASHA_YEAR_ID).describe('Year length: julian 365.25 d (default), gregorian 365.2425, savana 360, sidereal 365.256363'),
  dignities: closedWord(DASHA_DIGNITY_IDS)
    .default(DEFAULT_DASHA_DIGNITY_ID)
    .describe('Sign dashas: which signs exalt and debilitate a lord (±1 year, strength rules). bphs (default): Mercury exalted in Virgo, Rahu in Taurus, Ketu in Scorpio; pyjhora: PyJHora\'s table (Mercury in Virgo own sign only; Rahu exalted in Taurus and Gemini, Ketu in Scorpio and Sagittarius)'),
  balance: closedWord(DASHA_BALANCE_IDS)
    .default(DEFAULT_DASHA_BALANCE_ID)
    .describe('Nakshatra dashas: how the balance at birth is measured. arc (default): the elapsed part of the birth star\'s (tithi\'s, yoga\'s) arc; clock: the elapsed part of its duration in time (bhayata over bhabhoga). Ignored by the other systems'),
  sunrise: OptionFields.sunrise.describe('Kaala, Chakra and Varnada dashas: the sunrise and sunset that divide the day and night of birth and start the hora lagna. `hindu`: centre of the disc on the true horizon, no refraction (default); `observed`: upper limb with refraction. Ignored by the other systems'),
  from: z.string().optional().describe('Only periods overlapping [from, to) (ISO 8601 dates); default: the whole cycle for 1–3 levels, the next year for 4–5'),
  to: z.string().optional(),
};

export const DashaTreeQuerySchema = birthQuerySchema().extend({
  levels: z.string().regex(/^[1-5]$/, { message: 'levels must be 1 to 5' }).default('2').transform((n) => Number(n) as DashaLevel).describe('Depth: 1 maha … 5 prana. Default 2'),
  ...treeOptions,
});

export const DashaTreeBodySchema = birthBodySchema().extend({
  levels: z.number().int().min(1).max(5).default(2).transform((n) => n as DashaLevel),
  ...treeOptions,
});

/** One period without its sub-periods. */
const FlatPeriod = z.object({
  planet: z.string().describe('Lord: a graha, a yogini, a sign, the lagna or a star'),
  lord: z.string(),
  level: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  startTime: z.string(),
  endTime: z.string(),
});

const PeriodSchema: z.ZodType = z.lazy(() => FlatPeriod.extend({ children: z.array(PeriodSchema).optional() })).meta({ id: 'DashaPeriod' });

const ChainPeriod = FlatPeriod.extend({ remaining: z.string() });

export const CurrentChainSchema = z
  .object({ mahadasha: ChainPeriod, antardasha: ChainPeriod, pratyantardasha: ChainPeriod, sookshma: ChainPeriod, prana: ChainPeriod })
  .partial()
  .meta({ id: 'DashaChain' });

/** Years of a lord (or their sum) under each longevity method. */
const YEARS_BY_METHOD = { pindayu: z.number(), nisargayu: z.number(), amsayu: z.number() };

export const SystemSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  variant: z.string().nullable(),
  method: z.string().nullable().describe('The method used, for a system with several (`method=`); null otherwise'),
  dignities: z.string().nullable().describe('The dignity reading of a sign dasha (`dignities=`); null for nakshatra dashas'),
  year: z.object({ id: z.string(), days: z.number() }),
  balanceBy: z.string().nullable().describe('How the balance at birth was measured (`balance=`), for a nakshatra dasha; null otherwise'),
  applicable: z.boolean(),
  condition: z.string().nullable(),
  startRule: z.string(),
  cycleYears: z.number(),
  cycles: z.number().int(),
  balance: z.object({ lord: z.string(), planet: z.string(), elapsedYears: z.number(), remainingYears: z.number() }),
  kalachakra: z
    .object({
      nakshatra: z.number().int().describe('The Moon\'s star, 1 = Ashwini … 27 = Revati'),
      pada: z.number().int().describe('Its pada, 1–4'),
      group: z.string().describe('savya-1, savya-2, apasavya-1 or apasavya-2 (data/kalachakra.ts)'),
      direction: z.string().describe('savya or apasavya'),
      deha: z.string().describe('Deha sign. parashara: the first mahadasha\'s sign (savya) or the ninth\'s (apasavya); raghavacharya: the first sign of the pada\'s cycle (savya) or its last (apasavya)'),
      jeeva: z.string().describe('Jeeva sign: the other one of the two'),
      paramayush: z.number().describe('Years of the nine dashas of the pada\'s cycle (100, 85, 83 or 86)'),
      padaElapsed: z.number().describe('Part of the pada the Moon has covered at birth, 0–1; times the paramayush, the years of the cycle over at birth (parashara)'),
    })
    .nullable()
    .describe('Kalachakra only: the Moon\'s pada on the wheel; null for every other system'),
  birthDay: z
    .object({
      part: z.enum(['dawn', 'day', 'dusk', 'night']).describe('dawn and dusk: the twilights of 5 ghatis either side of sunrise and of sunset; day and night: the 20 ghatis between them (docs/dashas.md)'),
      start: z.string().describe('Start of the part, ISO 8601 UTC'),
      end: z.string().describe('End of the part, ISO 8601 UTC'),
      elapsedFraction: z.number().describe('The part elapsed at birth, [0, 1)'),
      sunrise: z.string().describe('The sunrise that began the Vedic day of the birth, ISO 8601 UTC'),
      sunriseRule: z.string().describe('hindu or observed (`sunrise=`)'),
    })
    .nullable()
    .describe('Kaala, Chakra and Varnada: the part of the day or night of birth they read; null for every other system'),
  ayurdaya: z
    .object({
      method: z.enum(AYURDAYA_METHODS).describe('The method the dasha uses: the one the strongest of lagna, Sun and Moon chooses, or the one `method=` names'),
      strongest: z.enum(['lagna', 'sun', 'moon']).describe('The strongest of lagna, Sun and Moon; its method is the book\'s choice: lagna amsayu, sun pindayu, moon nisargayu'),
      totals: z.object(YEARS_BY_METHOD).describe('The sum of the lords\' years under each method'),
      lords: z.array(z.object({
        lord: z.string().describe('sun … saturn, or lagna'),
        baseYears: z.object(YEARS_BY_METHOD).describe('Years before the reductions (amsayu with its increase)'),
        bharana: z.number().int().describe('Amsayu\'s increase: 3 retrograde, exalted or at home; 2 own navamsa, own drekkana or vargottama; else 1'),
        reductions: z.object({
          chakrapata: z.number().describe('Factor for the visible half (houses 12 … 7), 0–1'),
          shatruKshetra: z.number().describe('2/3 in an enemy\'s sign (not retrograde), else 1'),
          astangata: z.number().describe('1/2 combust (not Venus, Saturn), else 1; only the larger of this and shatruKshetra applies'),
          krurodaya: z.number().describe('A malefic in the lagna sign; pindayu and nisargayu only'),
        }),
        years: z.object(YEARS_BY_METHOD).describe('Years after the reductions'),
      })).describe('The grahas Sun … Saturn, then the lagna'),
    })
    .nullable()
    .describe('Aayu only: the longevity of BPHS ch. 44 by pindayu, nisargayu and amsayu (docs/dashas.md); null for every other system'),
});

export const DashaTreeResponseSchema = z
  .object({
    birthDetails: BirthDetailsSchema,
    settings: ChartSettingsSchema.extend({
      dashaMethod: z.string().nullable().describe('The method the periods follow, for a system with several; null otherwise'),
      dashaDignities: z.string().nullable().describe('The dignity reading of a sign dasha; null for nakshatra dashas'),
      dashaBalance: z.string().nullable().describe('How the balance at birth was measured (arc or clock), for a nakshatra dasha; null otherwise'),
      dashaSunrise: z.string().nullable().describe('The sunrise rule of a system that reads the day and night of birth (Kaala, Chakra, Varnada); null otherwise'),
    }),
    system: SystemSummarySchema,
    levels: z.number().int(),
    periods: z.array(PeriodSchema),
    current: CurrentChainSchema.nullable(),
    asOf: z.string(),
  })
  .meta({ id: 'DashaTree' });

/** The settings of the responses that have always gone without: given when an option that is off by default is on. */
const OptionalSettings = ChartSettingsSchema.optional().describe('Present only when the chart used geometric positions (`positions=geometric`)');

export const CurrentDashaResponseSchema = z
  .object({ birthDetails: BirthDetailsSchema, system: z.string(), current: CurrentChainSchema.nullable(), asOf: z.string(), settings: OptionalSettings })
  .meta({ id: 'CurrentDasha' });

const Period = z.object({
  planet: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  remaining: z.string().describe('From the moment of the analysis to the end, in words'),
  strength: z.string().describe('Strong, Moderate or Weak, from the lord’s natal dignity, house, combustion and retrogression'),
  influence: z.string(),
});
const Upcoming = z.object({ planet: z.string(), startDate: z.string(), endDate: z.string(), influence: z.string(), strength: z.string() }).nullable();
const Rules = z.array(z.string());

export const DashaAnalysisResponseSchema = z
  .object({
    birthDetails: z.object({ date: z.string(), moonSign: z.string(), nakshatra: z.string(), lagna: z.string() }),
    asOf: z.string(),
    system: z.string(),
    settings: OptionalSettings,
    currentDasha: z.object({ mahadasha: Period, antardasha: Period, pratyantardasha: Period }),
    upcomingDasha: z.object({ nextAntardasha: Upcoming, nextMahadasha: Upcoming }),
    dashaStrengths: z.object({ favorablePlanets: z.array(z.string()), challengingPlanets: z.array(z.string()), neutralPlanets: z.array(z.string()) }),
    predictions: z.object({
      currentPeriod: z.object({ career: z.string(), finance: z.string(), health: z.string(), relationships: z.string(), spiritual: z.string() }),
      nextYear: z.object({ highlights: z.array(z.string()), challenges: z.array(z.string()) }),
    }),
    remedies: z.object({ general: z.array(z.string()), specific: z.object({ currentAntardasha: z.array(z.string()) }) }),
    transitInfluence: z.object({ saturnTransit: z.string(), jupiterTransit: z.string(), rahuTransit: z.string() }),
    explanation: z
      .object({
        influence: z.object({ mahadasha: Rules, antardasha: Rules, pratyantardasha: Rules }),
        dashaStrengths: Rules,
        predictions: z.record(z.string(), Rules),
        nextYear: z.object({ highlights: z.array(Rules), challenges: z.array(Rules) }),
        remedies: z.object({ general: z.array(Rules), currentAntardasha: z.array(Rules) }),
        transitInfluence: z.object({ saturnTransit: Rules, jupiterTransit: Rules, rahuTransit: Rules }),
        conditions: z
          .record(z.string(), z.string())
          .describe('Each rule id named above with the condition under which it applies, in the asked language'),
      })
      .describe('Ids of the rules (data/dasha-interpretation.ts) behind each text, in the same shape, and the condition of each'),
  })
  .meta({ id: 'DashaAnalysis' });

export const DashaPredictionsResponseSchema = z
  .object({
    birthDetails: z.object({ date: z.string(), moonSign: z.string(), nakshatra: z.string(), lagna: z.string() }),
    asOf: z.string(),
    settings: OptionalSettings,
    current: z.object({ mahadasha: Period, antardasha: Period }),
    upcoming: z.array(z.object({ period: z.string(), planet: z.string(), startDate: z.string(), endDate: z.string(), strength: z.string(), influence: z.string() })),
    nextYear: z.object({ highlights: z.array(z.string()), challenges: z.array(z.string()) }),
  })
  .meta({ id: 'DashaPredictions' });

/** `asOf`: the moment the analysis is for (default now). */
export const AnalysisQuerySchema = birthQuerySchema().extend({
  asOf: z.string().optional().describe('The moment the running periods and transits are taken at (ISO 8601). Default: now'),
});

export const CurrentQuerySchema = birthQuerySchema();
export const CurrentBodySchema = birthBodySchema();

/** The list of systems takes only the language. */
export const DashaSystemsQuerySchema = z.object({ lang: LangField });

const SystemEntry = z.object({
  id: z.string().describe('What `/calculations/dasha/:system` takes'),
  name: z.string(),
  sanskrit: z.string(),
  kind: z.enum(['nakshatra', 'sign', 'graha']).describe('nakshatra: graha (or yogini) lords from the Moon\'s star, or from the birth yoga or tithi; sign: Jaimini sign periods; graha: graha lords whose order and years come from the chart'),
  variant: z.string().nullable().describe('The named variant whose rules are implemented; null for a system with one rule'),
  totalYears: z.number().nullable().describe('Years of one cycle when the same for every chart; null when they depend on the chart'),
  cycles: z.number().int(),
  levels: z.number().int().describe('Deepest level served: 5 = prana'),
  methods: z.array(z.object({ id: z.string(), name: z.string(), rule: z.string(), source: z.string() })).describe('The methods `method=` selects, default first; empty when the system has one'),
  startRule: z.string(),
  condition: z.string().nullable().describe('When the classics apply the system; null = every chart'),
  source: z.string(),
});

export const DashaSystemsResponseSchema = z
  .object({ count: z.number().int(), systems: z.array(SystemEntry) })
  .meta({ id: 'DashaSystems' });

export type DashaTreeInput = z.output<typeof DashaTreeQuerySchema> | z.output<typeof DashaTreeBodySchema>;
export type AnalysisQuery = z.output<typeof AnalysisQuerySchema>;
