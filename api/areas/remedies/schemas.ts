/**
 * Schemas of the remedies area: suggestions from a birth chart, and mantras for a graha, a deity or a chart.
 * Every remedy carries the rule that called for it; every mantra its Devanagari, transliteration and source.
 */
import { z } from 'zod';
import { GRAHA_IDS } from '../../../data/grahas.ts';
import { DEITY_IDS, type DeityId, JAPA_CONVENTIONS, type JapaConventionId } from '../../../data/mantras.ts';
import type { MissingFieldParams } from '../../plugins/errors.ts';
import { BirthDetailsSchema, birthBodyFields, birthPlaceGiven, birthQuerySchema } from '../../shared/birth.ts';
import { REQUIRED_PHRASE } from '../../shared/messages.ts';
import { SettingsSchema } from '../../shared/settings.ts';
import { closedWord } from '../../shared/params.ts';
import { NamedSchema } from '../../shared/schemas.ts';

const CONVENTION_IDS = JAPA_CONVENTIONS.map((convention) => convention.id) as [JapaConventionId, ...JapaConventionId[]];
const ConventionField = closedWord(CONVENTION_IDS)
  .default('almanac')
  .describe('Total japa count: `almanac` (the table of Hindi almanacs, default) or `dasha-years` (a thousand per Vimshottari year)');

export const RemedyQuerySchema = birthQuerySchema().extend({ convention: ConventionField });
export type RemedyQuery = z.output<typeof RemedyQuerySchema>;

const birth = birthBodyFields();

/** Exactly one target: `graha`, `deity`, or a birth (`date` and `city`, or `date`, `latitude` and `longitude`). */
export const MantraBodySchema = z
  .object({
    ...birth,
    date: birth.date.optional(),
    graha: closedWord(GRAHA_IDS).optional().describe('A graha id: its beej and gayatri mantras'),
    deity: closedWord(DEITY_IDS as [DeityId, ...DeityId[]])
      .optional()
      .describe(`A deity: ${DEITY_IDS.join(', ')}`),
    convention: ConventionField,
  })
  .superRefine((body, ctx) => {
    const given = (['date', 'city', 'latitude', 'longitude'] as const).filter((field) => body[field] !== undefined);
    const targets = [body.graha !== undefined, body.deity !== undefined, given.length > 0].filter(Boolean).length;
    if (targets !== 1) {
      ctx.addIssue({ code: 'custom', path: ['graha'], message: 'send exactly one of graha, deity, or a birth (date with city, or date, latitude and longitude)' });
      return;
    }
    if (given.length === 0) return;
    if (body.date === undefined) {
      const params: MissingFieldParams = { alternative: ' with a birth' };
      ctx.addIssue({ code: 'custom', path: ['date'], message: REQUIRED_PHRASE, params });
      return;
    }
    birthPlaceGiven(body, ctx);
  })
  .meta({ id: 'MantraRequest', example: { graha: 'saturn', lang: 'en' } });
export type MantraBody = z.output<typeof MantraBodySchema>;


const ReasonSchema = NamedSchema.extend({
  explanation: z.string(),
  source: z.string(),
  facts: z.record(z.string(), z.unknown()).describe('The chart facts the rule read'),
});

export const MantraSchema = NamedSchema.extend({
  devanagari: z.string(),
  transliteration: z.string(),
  totalCount: z.number().int().nullable().describe('The full count (purashcharana); null where the sources give none'),
  dailyCount: z.number().int().describe('One mala a day'),
  day: z.string().nullable().describe('The day to begin and keep the japa'),
  time: z.string().nullable(),
  source: z.string(),
}).meta({ id: 'Mantra' });

const JapaConventionSchema = NamedSchema.extend({
  explanation: z.string().describe('How the convention counts a graha mantra\'s total'),
  source: z.string(),
}).describe('The japa-count convention (`convention`) the graha mantras\' `totalCount` follows; a deity mantra keeps its own count');

const RemedySchema = NamedSchema.extend({
  kind: NamedSchema.extend({ explanation: z.string().describe('What a remedy of this kind is and how it is kept') }),
  description: z.string(),
  day: z.string().nullable(),
  source: z.string(),
  mantras: z.array(MantraSchema),
});

const GrahaRemediesSchema = z.object({
  planet: z.string(),
  id: z.string(),
  reasons: z.array(ReasonSchema).describe('Why this graha takes remedies'),
  remedies: z.array(RemedySchema).describe('One of each kind: mantra, charity, fast, puja, rudraksha'),
});

export const RemedySuggestionsSchema = z
  .object({
    birthDetails: BirthDetailsSchema,
    settings: SettingsSchema,
    japaConvention: JapaConventionSchema,
    asOf: z.string().describe('The moment the running doshas and dasha lords are read at: now'),
    planets: z.array(GrahaRemediesSchema),
    doshas: z.array(NamedSchema.extend({ reason: ReasonSchema, planets: z.array(z.string()), remedies: z.array(RemedySchema) })),
    mantras: z
      .array(z.object({ planet: z.string(), id: z.string(), reasons: z.array(ReasonSchema), mantras: z.array(MantraSchema) }))
      .describe('For the afflicted grahas, the doshas\' grahas and the running mahadasha and antardasha lords'),
  })
  .meta({ id: 'RemedySuggestions' });

export const MantraResponseSchema = z
  .object({
    target: z.enum(['graha', 'deity', 'chart']),
    birthDetails: BirthDetailsSchema.nullable(),
    japaConvention: JapaConventionSchema,
    suggestions: z.array(z.object({ target: z.enum(['graha', 'deity']), id: z.string(), name: z.string(), reasons: z.array(ReasonSchema), mantras: z.array(MantraSchema) })),
  })
  .meta({ id: 'MantraSuggestions' });
