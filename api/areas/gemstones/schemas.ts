/**
 * Schemas of the gemstones area: the personalized recommendation (the spec's shape, with the rule ids and
 * strength scores behind it), the stones of a sign, and one stone's particulars.
 */
import { z } from 'zod';
import { GEMSTONE_IDS } from '../../../data/gemstones.ts';
import { SIGN_IDS } from '../../../data/signs.ts';
import { BirthDetailsSchema, birthQuerySchema, WarningsSchema } from '../../shared/birth.ts';
import { LangField } from '../../shared/lang.ts';
import { closedName } from '../../shared/params.ts';
import { NamedSchema } from '../../shared/schemas.ts';
import { SettingsSchema } from '../../shared/settings.ts';

/** The spec's client default zone of the personalized recommendation (hours). */
export const GEMSTONE_TIMEZONE_HOURS = 5.5;

export const GemstoneQuerySchema = birthQuerySchema(GEMSTONE_TIMEZONE_HOURS);
export type GemstoneQuery = z.output<typeof GemstoneQuerySchema>;

export const ZodiacParamsSchema = z.object({
  sign: closedName(SIGN_IDS, 'sign', 'UNKNOWN_SIGN').describe('Lowercase sign name'),
});

export const GemstoneParamsSchema = z.object({
  gemstone: closedName(GEMSTONE_IDS, 'gemstone', 'UNKNOWN_GEMSTONE').describe('Lowercase gemstone name with hyphens (`yellow-sapphire`, `cats-eye`)'),
});

export const LangQuerySchema = z.object({ lang: LangField });

const StrengthSchema = z.object({
  planet: z.string(),
  id: z.string(),
  score: z.number().describe('0–100 from dignity, house and condition points'),
  level: z.string(),
  afflictions: z.array(z.string()).describe('Affliction rule ids'),
  functionalNature: z.string().nullable(),
});

const PickSchema = z.object({
  name: z.string(),
  planet: z.string(),
  reason: z.string(),
  id: z.string(),
  role: z.string().describe('lagna-lord, yogakaraka, ninth-lord or fifth-lord'),
  rules: z.array(z.string()).describe('The rule ids behind the pick, in the order applied'),
});

export const GemstoneRecommendationSchema = z
  .object({
    birthDetails: BirthDetailsSchema,
    warnings: WarningsSchema,
    settings: SettingsSchema,
    birthChart: z.object({
      sunSign: z.string(),
      moonSign: z.string(),
      ascendant: z.string(),
      planetaryStrengths: z.object({ strong: z.array(z.string()), weak: z.array(z.string()), afflicted: z.array(z.string()) }),
      strengths: z.array(StrengthSchema).describe('Every graha\'s strength score with its afflictions'),
    }),
    primaryGemstone: PickSchema.extend({ weight: z.string(), quality: z.string(), certification: z.string() }),
    secondaryGemstones: z.array(PickSchema.extend({ priority: z.string(), priorityRule: z.string() })),
    wearingInstructions: z.object({ finger: z.string(), metal: z.string(), day: z.string(), time: z.string(), mantra: z.string(), prayer: z.string() }),
    benefits: z.array(z.string()),
    precautions: z.array(z.string()),
    precautionRules: z.array(z.string()).describe('The rule id of each precaution, in the same order'),
    alternativeGemstones: z.array(z.object({ name: z.string(), reason: z.string(), effectiveness: z.string(), id: z.string() })),
    ruleConditions: z
      .record(z.string(), z.string())
      .describe('Each rule id of the picks, priorities, precautions and afflictions with the condition under which it applies, in the asked language'),
  })
  .meta({ id: 'GemstoneRecommendation' });

export const ZodiacGemstonesSchema = z
  .object({
    zodiacSign: z.string(),
    element: z.string(),
    rulingPlanet: z.string(),
    primaryGemstone: z.object({ name: z.string(), planet: z.string(), properties: z.string(), benefits: z.array(z.string()), id: z.string() }),
    supportingGemstones: z.array(z.object({ name: z.string(), purpose: z.string(), whenToUse: z.string(), id: z.string(), planet: z.string() })),
    wearingGuide: z.object({ bestDay: z.string(), bestTime: z.string(), finger: z.string(), metal: z.string(), mantra: z.string() }),
  })
  .meta({ id: 'ZodiacGemstones' });

const RangeSchema = z.object({ min: z.number(), max: z.number() });

export const GemstoneInfoSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    sanskrit: z.string().nullable(),
    kind: z.enum(['ratna', 'upratna']).describe('ratna: the principal stone of its planet; upratna: a substitute'),
    planet: z.string(),
    mineral: z.string(),
    properties: z.string(),
    benefits: z.array(z.string()).describe('Of a ratna; an upratna gives its ratna\'s in milder form (empty here)'),
    hardnessMohs: RangeSchema,
    colours: z.array(z.string()),
    verification: z.object({ refractiveIndex: RangeSchema.nullable(), specificGravity: RangeSchema, signs: z.string() }),
    substitutes: z.array(NamedSchema),
    substituteFor: NamedSchema.nullable(),
    effectiveness: z.string(),
    minimumCarats: z.number().nullable(),
    trialDays: z.number().int().nullable(),
    wearing: z.object({ finger: z.string(), metal: z.string(), day: z.string(), time: z.string() }),
    mantra: z.object({ devanagari: z.string(), transliteration: z.string() }),
    source: z.string(),
  })
  .meta({ id: 'GemstoneInfo' });
