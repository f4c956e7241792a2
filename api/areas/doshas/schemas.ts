/**
 * Schemas of the doshas area: manglik (kuja dosha) for one birth, and the other doshas users check next to
 * matching (kaal sarp, sade sati, pitra). Requests are the shared birth fields; the manglik analysis and the
 * other doshas are components the compatibility report shows too (api/shared/doshas.ts).
 */
import { z } from 'zod';
import { BirthDetailsSchema, birthQuerySchema } from '../../shared/birth.ts';
import { ManglikAnalysisSchema, ManglikHouseSetField, OtherDoshasSchema } from '../../shared/doshas.ts';
import { SettingsSchema } from '../../shared/settings.ts';

export const DoshaQuerySchema = birthQuerySchema().extend({ houseSet: ManglikHouseSetField });
export type DoshaQuery = z.output<typeof DoshaQuerySchema>;

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
