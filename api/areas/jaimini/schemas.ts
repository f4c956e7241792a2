/** Schemas of the Jaimini area: the birth fields with the schools' choices, and the Jaimini points (api/shared/jaimini.ts). */
import { z } from 'zod';
import { BirthDetailsSchema, birthQuerySchema, ChartSettingsSchema } from '../../shared/birth.ts';
import { JaiminiOptionFields, JaiminiPointsSchema, JaiminiSettingsSchema } from '../../shared/jaimini.ts';

export const JaiminiQuerySchema = birthQuerySchema().extend(JaiminiOptionFields);
export type JaiminiInput = z.output<typeof JaiminiQuerySchema>;

export const JaiminiResponseSchema = z
  .object({
    birthDetails: BirthDetailsSchema,
    settings: ChartSettingsSchema.extend(JaiminiSettingsSchema.shape),
    ...JaiminiPointsSchema.shape,
  })
  .meta({ id: 'Jaimini' });
