/**
 * Schemas of the doshas area: manglik (kuja dosha) for one birth, and the other doshas users check next to
 * matching (kaal sarp, sade sati, pitra). Requests are the shared birth fields; the manglik analysis and the
 * other doshas are components the compatibility report reuses.
 */
import { z } from 'zod';
import { MANGLIK_HOUSE_SETS, type ManglikHouseSetId } from '../../../data/manglik.ts';
import { BirthDetailsSchema, birthQuerySchema } from '../../shared/birth.ts';
import { SettingsSchema } from '../../shared/settings.ts';

const HOUSE_SET_IDS = MANGLIK_HOUSE_SETS.map((set) => set.id) as [ManglikHouseSetId, ...ManglikHouseSetId[]];

export const ManglikHouseSetField = z
  .enum(HOUSE_SET_IDS)
  .default('combined')
  .describe('Houses from which Mars gives the dosha: `combined` 1, 2, 4, 7, 8, 12 (default); `north` 1, 4, 7, 8, 12; `south` 2, 4, 7, 8, 12');

export const DoshaQuerySchema = birthQuerySchema().extend({ houseSet: ManglikHouseSetField });
export type DoshaQuery = z.output<typeof DoshaQuerySchema>;

const NamedSchema = z.object({ id: z.string(), name: z.string() });
const ExplainedSchema = NamedSchema.extend({ explanation: z.string(), source: z.string().describe('Where the rule is written') });

export const ManglikAnalysisSchema = z
  .object({
    isManglik: z.boolean().describe('Mars in a dosha house from the lagna, the Moon or Venus, before cancellations'),
    effective: z.boolean().describe('Something of the dosha remains after the cancellations that fired'),
    reading: ExplainedSchema.omit({ source: true }).describe('The result in one line'),
    cancellation: z.enum(['none', 'partial', 'full']),
    mars: z.object({ sign: z.string(), signNumber: z.number().int(), house: z.number().int().describe('Whole-sign house from the lagna') }),
    houseSet: ExplainedSchema.extend({ houses: z.array(z.number().int()) }),
    references: z.array(
      ExplainedSchema.omit({ source: true }).extend({
        sign: z.string().describe('Sign of the reference point (lagna, Moon or Venus)'),
        marsHouse: z.number().int().describe('House of Mars counted from it (1 = the same sign)'),
        doshaHouse: z.boolean(),
        weight: z.number().describe('Weight of this reference point in the score'),
        houseWeightPercent: z.number().describe('Weight of the house (0 when it is not a dosha house)'),
        cancelledBy: z.array(z.string()).describe('Ids of the cancellations that touch this reference point'),
        remainingFactor: z.number().describe('Share of its contribution left after them, 0–1'),
      }),
    ),
    strength: z.object({
      score: z.number().describe('0–100 before cancellations'),
      level: NamedSchema,
      scoreAfterCancellations: z.number().describe('0–100 after cancellations'),
      levelAfterCancellations: NamedSchema,
      marsDignity: z.string(),
      dignityFactorPercent: z.number(),
    }),
    cancellations: z
      .array(
        ExplainedSchema.extend({
          scope: z.enum(['reference', 'chart']).describe('reference: checked for each reference point from which the dosha arises; chart: for the whole chart'),
          effect: z.enum(['full', 'partial']),
          status: z.enum(['fired', 'not-met', 'not-applicable']).describe('not-applicable: the condition holds but there is no dosha for it to cancel'),
          conditionHolds: z.boolean(),
          references: z.array(z.string()),
          facts: z.record(z.string(), z.union([z.number(), z.string(), z.boolean()])).describe('The chart facts the rule was checked on'),
        }),
      )
      .describe('Every classical cancellation condition, checked one by one'),
    ageNote: z
      .object({ ageYears: z.number().int(), fromAgeYears: z.number().int(), pastAge: z.boolean(), note: z.string(), source: z.string() })
      .nullable()
      .describe('The belief that the dosha wanes after 28, for information only: never applied to the score'),
    remedies: z
      .array(
      ExplainedSchema.extend({
        kind: z.string(),
        mantra: z.object({ devanagari: z.string(), transliteration: z.string(), dailyCount: z.number().int() }).nullable(),
      }),
      )
      .describe('The customary remedies, when something of the dosha remains (empty otherwise); reported as practice gives them, not graded'),
  })
  .meta({ id: 'ManglikAnalysis' });

const SpanSchema = z.object({ start: z.string().describe('ISO 8601 UTC instant'), end: z.string() });

const SadeSatiCycleSchema = SpanSchema.extend({
  phases: z.array(
    SpanSchema.extend({
      id: z.string(),
      name: z.string(),
      sign: z.string().describe('The sign Saturn passes in this phase'),
      intervals: z.array(SpanSchema).describe('Saturn\'s stays in the sign (more than one after a retrograde loop)'),
    }),
  ),
}).meta({ id: 'SadeSatiCycle' });

const DhaiyaPeriodSchema = SpanSchema.extend({ id: z.string(), name: z.string(), sign: z.string(), intervals: z.array(SpanSchema) }).meta({ id: 'DhaiyaPeriod' });

const DoshaHeaderSchema = { name: z.string(), explanation: z.string(), source: z.string() };

export const KaalSarpSchema = z
  .object({
    ...DoshaHeaderSchema,
    present: z.boolean().describe('Full or partial under the definition applied'),
    status: NamedSchema.describe('full, partial or none'),
    type: NamedSchema.nullable().describe('Named by the house of Rahu from the lagna; null when absent'),
    direction: ExplainedSchema.extend({ leadingNode: z.string() }).describe('The half of the axis holding the grahas'),
    rahuHouse: z.number().int(),
    ketuHouse: z.number().int(),
    breakers: z.array(NamedSchema).describe('Grahas outside that half'),
    partialDefinition: NamedSchema.extend({ explanation: z.string() }).describe('The definition of a partial kaal sarp applied'),
    definitions: z.array(NamedSchema.extend({ holds: z.boolean() })).describe('Every recorded definition of a partial kaal sarp, checked'),
  })
  .meta({ id: 'KaalSarp' });

export const SadeSatiSchema = z
  .object({
    ...DoshaHeaderSchema,
    moonSign: z.string(),
    saturnSign: z.string().describe('Saturn\'s sidereal sign at the moment the report is for'),
    saturnHouseFromMoon: z.number().int(),
    asOf: z.string().describe('The moment the report is for: now'),
    active: z.boolean().describe('A cycle runs now (also inside a retrograde loop between two phases)'),
    phase: ExplainedSchema.omit({ source: true }).nullable().describe('The phase running now'),
    current: SadeSatiCycleSchema.nullable(),
    previous: SadeSatiCycleSchema.nullable(),
    next: SadeSatiCycleSchema.nullable(),
    lifetime: z.array(SpanSchema.extend({ phases: z.array(SpanSchema.extend({ id: z.string(), name: z.string() })) })).describe('Every cycle of the 100 years from the birth'),
    dhaiya: z.object({
      running: ExplainedSchema.omit({ source: true }).nullable().describe('Saturn in the 4th or 8th from the Moon now'),
      current: DhaiyaPeriodSchema.nullable(),
      previous: DhaiyaPeriodSchema.nullable(),
      next: DhaiyaPeriodSchema.nullable(),
      lifetime: z.array(DhaiyaPeriodSchema),
    }),
  })
  .meta({ id: 'SadeSati' });

export const PitraSchema = z
  .object({
    ...DoshaHeaderSchema,
    present: z.boolean(),
    rules: z.array(ExplainedSchema.extend({ fired: z.boolean(), grahas: z.array(NamedSchema) })).describe('Every rule, checked'),
  })
  .meta({ id: 'PitraDosha' });

export const OtherDoshasSchema = z.object({ kaalSarp: KaalSarpSchema, sadeSati: SadeSatiSchema, pitra: PitraSchema }).meta({ id: 'Doshas' });

export const DoshasResponseSchema = z
  .object({
    birthDetails: BirthDetailsSchema,
    settings: SettingsSchema,
    manglik: ManglikAnalysisSchema,
    ...OtherDoshasSchema.shape,
  })
  .meta({ id: 'DoshasReport' });

export const ManglikResponseSchema = z
  .object({
    birthDetails: BirthDetailsSchema,
    settings: SettingsSchema,
    manglik: ManglikAnalysisSchema,
  })
  .meta({ id: 'Manglik' });
