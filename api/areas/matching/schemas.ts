/**
 * Schemas of the matching area: one pair body (api/shared/pair.ts) with the matching options, and the three
 * responses built from one match report: the 36-point detail, the compatibility report and the percentage.
 */
import { z } from 'zod';
import { KOOTA_TABLE_SET_IDS } from '../../../data/ashtakoot.ts';
import { DEFAULT_EXCEPTION_SET, EXCEPTION_SET_IDS } from '../../../data/matching-exceptions.ts';
import { MATCH_SYSTEM_IDS } from '../../../data/matching.ts';
import { PORUTHAM_RULE_SET_IDS } from '../../../data/porutham.ts';
import { BirthDetailsSchema } from '../../shared/birth.ts';
import { ManglikAnalysisSchema, ManglikHouseSetField, OtherDoshasSchema } from '../../shared/doshas.ts';
import { pairBodySchema, SIDEREAL_PAIR_OPTIONS } from '../../shared/pair.ts';
import { closedWord } from '../../shared/params.ts';
import { NamedSchema } from '../../shared/schemas.ts';
import { SettingsSchema } from '../../shared/settings.ts';

export const MatchBodySchema = pairBodySchema({
  ...SIDEREAL_PAIR_OPTIONS,
  system: closedWord(MATCH_SYSTEM_IDS)
    .default('ashtakoot')
    .describe('The system of the headline score: `ashtakoot` (36 gunas, default) or `dashakoot` (10 South Indian poruthams). Both are always computed'),
  exceptions: closedWord(EXCEPTION_SET_IDS)
    .default(DEFAULT_EXCEPTION_SET)
    .describe('Which parihara (exception) rules may cancel a nadi, bhakoot or gana dosha: `none`, `default`, or a named set of one tradition'),
  kootaTables: closedWord(KOOTA_TABLE_SET_IDS)
    .default('standard')
    .describe('Tables of the kootas whose sources differ (varna, vashya, yoni, gana): `standard` (Muhurta Chintamani\'s varnas, the symmetric vashya table, Horse–Deer 3, gana by the groom\'s gana; default) or `saravali` (the tables saravali.de prints: air signs Vaishya, its asymmetric vashya table, Horse–Deer 1, gana by the bride\'s gana); docs/conventions.md'),
  poruthamRules: closedWord(PORUTHAM_RULE_SET_IDS)
    .default('standard')
    .describe('Rules of the poruthams whose sources differ (dina, gana, yoni, rasi, rasi-adhipati, vasya, rajju): `standard` (dina from the bride\'s star, …; default) or `tamil` (the Tamil almanac\'s: dina from the groom\'s star with 17, 21, 25, Rakshasa only with Rakshasa, serpent–rat enemies, rasi beyond the 6th, the accepted-lords table, vasya held by the bride\'s sign, rajju by aroha and avaroha); docs/conventions.md'),
  manglikHouseSet: ManglikHouseSetField,
}).meta({ id: 'MatchRequest' });
export type MatchBody = z.output<typeof MatchBodySchema>;

const DescribedSchema = NamedSchema.extend({ description: z.string() });

const PartyAttributeSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    countFromOther: z.number().int().nullable().describe('Inclusive count from the other partner\'s star or sign to this one\'s (tara, bhakoot, porutham counts)'),
    relationToOther: z.string().nullable().describe('How this partner\'s sign lord regards the other\'s (graha maitri, rasi-adhipati)'),
    sex: z.string().nullable().describe('Sex of the yoni animal'),
  })
  .meta({ id: 'MatchAttribute' });

/** The settings both charts and the scores share. */
const MatchSettingsSchema = SettingsSchema.pick({ ayanamsha: true, node: true, positions: true })
  .extend({
    system: z.enum(MATCH_SYSTEM_IDS),
    exceptions: z.enum(EXCEPTION_SET_IDS),
    kootaTables: z.enum(KOOTA_TABLE_SET_IDS),
    poruthamRules: z.enum(PORUTHAM_RULE_SET_IDS),
  })
  .describe('What the match was computed with: the frame of both charts and the matching options')
  .meta({ id: 'MatchSettings' });

const PartnerSchema = z
  .object({
    name: z.string().nullable(),
    birthDetails: BirthDetailsSchema,
    settings: SettingsSchema,
    moon: z.object({
      longitude: z.number().describe('Sidereal longitude, degrees'),
      degree: z.string().describe('Within the sign'),
      rashi: z.string(),
      rashiNumber: z.number().int(),
      rashiLord: z.string(),
      nakshatra: z.string(),
      nakshatraNumber: z.number().int(),
      nakshatraLord: z.string(),
      pada: z.number().int(),
    }),
  })
  .meta({ id: 'MatchPartner' });

const ExceptionRuleSchema = NamedSchema.extend({
  kootas: z.array(z.string()).describe('The kootas whose dosha the rule can cancel'),
  fired: z.boolean().describe('The rule\'s condition holds for this couple'),
  changes: z.array(z.object({ koota: z.string(), pointsBefore: z.number(), pointsAfter: z.number() })).describe('What it changed (empty when it fired on a koota that had no dosha)'),
  explanation: z.string(),
  source: z.string(),
});

export const AshtakootSchema = z
  .object({
    kootas: z.array(
      z.object({
        koota: z.string(),
        name: z.string(),
        bride: PartyAttributeSchema,
        groom: PartyAttributeSchema,
        points: z.number().describe('After the exceptions applied'),
        pointsBeforeExceptions: z.number(),
        maxPoints: z.number(),
        meaning: z.string(),
      }),
    ),
    total: z.number().describe('0–36 after the exceptions applied'),
    totalBeforeExceptions: z.number(),
    maxTotal: z.number(),
    percentage: z.number().describe('total ÷ 36 × 100, one decimal'),
    grade: DescribedSchema,
    doshas: z
      .array(NamedSchema.extend({ koota: z.string(), cancelled: z.boolean(), cancelledBy: z.array(z.string()) }))
      .describe('Nadi, bhakoot and gana doshas present before the exceptions, and whether a rule cancelled each'),
    exceptions: z.object({ set: DescribedSchema, rules: z.array(ExceptionRuleSchema) }),
    conventions: z
      .array(
        z.object({
          koota: z.string(),
          applied: NamedSchema,
          alternatives: z.array(NamedSchema.extend({ points: z.number() })),
        }),
      )
      .describe('Where the common conventions differ, the points this couple would get under each'),
  })
  .meta({ id: 'Ashtakoot' });

export const DashakootSchema = z
  .object({
    rules: NamedSchema.describe('The porutham rules the factors were graded by (`poruthamRules`): standard or the Tamil almanac\'s'),
    factors: z.array(
      z.object({
        porutham: z.string(),
        name: z.string(),
        bride: PartyAttributeSchema,
        groom: PartyAttributeSchema,
        grade: NamedSchema.describe('uttama, madhyama (both agree) or adhama (no agreement)'),
        agrees: z.boolean(),
        essential: z.boolean().describe('Its failure rejects the match whatever the others show'),
        meaning: z.string(),
      }),
    ),
    agreeingCount: z.number().int(),
    maxCount: z.number().int(),
    percentage: z.number().describe('agreeingCount ÷ 10 × 100'),
    failedEssentials: z.array(z.string()),
    verdict: DescribedSchema,
  })
  .meta({ id: 'Dashakoot' });

const ScoreSchema = z.object({
  system: NamedSchema,
  points: z.number(),
  maxPoints: z.number(),
  percentage: z.number(),
});

export const KundaliMatchResponseSchema = z
  .object({
    settings: MatchSettingsSchema,
    bride: PartnerSchema,
    groom: PartnerSchema,
    score: ScoreSchema.describe('The headline score of the requested system'),
    ashtakoot: AshtakootSchema,
    dashakoot: DashakootSchema,
  })
  .meta({ id: 'KundaliMatch' });

const ManglikPartnerSchema = z.object({
  balancingGrahas: z.array(z.string()).describe('Mars, Saturn, Rahu or Ketu in the other\'s dosha houses from this chart\'s lagna'),
  sameHouseAsOtherMars: z.array(z.string()),
});

export const CompatibilityResponseSchema = z
  .object({
    settings: MatchSettingsSchema,
    bride: PartnerSchema,
    groom: PartnerSchema,
    score: ScoreSchema,
    ashtakoot: AshtakootSchema,
    dashakoot: DashakootSchema,
    manglik: z.object({
      bride: ManglikAnalysisSchema,
      groom: ManglikAnalysisSchema,
      pair: z.object({
        verdict: NamedSchema.extend({ explanation: z.string(), source: z.string() }),
        scoreDifference: z.number().describe('Difference of the two scores after cancellations, 0–100: the smaller the better'),
        bride: ManglikPartnerSchema,
        groom: ManglikPartnerSchema,
      }),
    }),
    doshas: z
      .object({ bride: OtherDoshasSchema, groom: OtherDoshasSchema })
      .describe('Kaal sarp, sade sati (now and its cycles) and pitra dosha of each partner: reported beside the match, not scored in it'),
    overall: z.object({
      percentage: z.number(),
      verdict: DescribedSchema,
      reasons: z.array(z.string()).describe('What decided the verdict, one line each'),
    }),
  })
  .meta({ id: 'Compatibility' });

export const MatchPercentageResponseSchema = z
  .object({
    settings: MatchSettingsSchema,
    bride: z.object({ name: z.string().nullable() }),
    groom: z.object({ name: z.string().nullable() }),
    system: NamedSchema,
    percentage: z.number().describe('Points of the system ÷ its maximum × 100, one decimal'),
    points: z.number(),
    maxPoints: z.number(),
    composition: z
      .array(NamedSchema.extend({ points: z.number(), maxPoints: z.number(), percentagePoints: z.number().describe('Share of the percentage this factor contributes') }))
      .describe('The factors whose sum is the percentage'),
    grade: DescribedSchema,
  })
  .meta({ id: 'MatchPercentage' });
