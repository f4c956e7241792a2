/**
 * Synastry: the pair body (api/shared/pair.ts) with the chart options in their body form, and the response with
 * both charts, their cross-aspects and house overlays, the composite and Davison charts and the score.
 */
import { z } from 'zod';
import { WESTERN_ASPECT_IDS } from '../../../data/western-aspects.ts';
import { BirthDetailsSchema } from '../../shared/birth.ts';
import { personsBodySchema } from '../../shared/pair.ts';
import { AspectSchema, ChartCoreSchema, WesternSettingsSchema } from './schemas-chart.ts';
import { ASPECTS_DOC, aspectsFrom, fortune, houseSystem, orbsBody } from './schemas-options.ts';

export const SynastryBodySchema = personsBodySchema({
  houseSystem,
  aspects: z.union([z.string(), z.array(z.string())]).default('major').transform(aspectsFrom).describe(`${ASPECTS_DOC} (a string or an array)`),
  orbs: orbsBody,
  fortune,
}).meta({ id: 'SynastryRequest' });
export type SynastryBody = z.output<typeof SynastryBodySchema>;

const PersonChartSchema = z
  .object({ name: z.string().nullable(), birthDetails: BirthDetailsSchema, ...ChartCoreSchema.shape })
  .meta({ id: 'WesternPersonChart' });

const OverlaySchema = z.array(z.object({ body: z.string(), name: z.string(), house: z.number().int() }));

export const SynastryResponseSchema = z
  .object({
    settings: WesternSettingsSchema.omit({ timezone: true, timezoneSource: true }),
    person1: PersonChartSchema,
    person2: PersonChartSchema,
    aspects: z.array(AspectSchema).describe("From a point of the first person's chart (`from`) to one of the second's (`to`)"),
    overlays: z.object({ person1InPerson2Houses: OverlaySchema, person2InPerson1Houses: OverlaySchema }),
    composite: z.object({ latitude: z.number().describe('Mean of the two birth latitudes, where the composite houses are cast'), ...ChartCoreSchema.shape }),
    davison: z.object({ date: z.string().describe('The instant halfway between the births, ISO 8601 UTC'), latitude: z.number(), longitude: z.number(), ...ChartCoreSchema.shape }),
    score: z.object({
      score: z.number().int().describe('0–100: 100 × harmony ÷ (harmony + tension)'),
      band: z.object({ id: z.string(), description: z.string() }),
      harmony: z.number(),
      tension: z.number(),
      method: z.string(),
      terms: z.array(
        z.object({
          from: z.string(),
          to: z.string(),
          aspect: z.enum(WESTERN_ASPECT_IDS),
          orb: z.number(),
          tone: z.number(),
          weight: z.number(),
          closeness: z.number(),
          points: z.number(),
        }),
      ),
    }),
  })
  .meta({ id: 'WesternSynastry' });
