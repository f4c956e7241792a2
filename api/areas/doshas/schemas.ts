/**
 * Schemas of the doshas area: manglik (kuja dosha) for one birth, and the other doshas users check next to
 * matching. Requests are the shared birth fields; the manglik analysis is one component the matching responses
 * reuse.
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

export const ManglikQuerySchema = birthQuerySchema().extend({ houseSet: ManglikHouseSetField });
export type ManglikQuery = z.output<typeof ManglikQuerySchema>;

const NamedSchema = z.object({ id: z.string(), name: z.string() });
const ExplainedSchema = NamedSchema.extend({ explanation: z.string(), source: z.string().describe('Where the rule is written (abbreviations as in the documentation)') });

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

export const ManglikResponseSchema = z
  .object({
    birthDetails: BirthDetailsSchema,
    settings: SettingsSchema,
    manglik: ManglikAnalysisSchema,
  })
  .meta({ id: 'Manglik' });
