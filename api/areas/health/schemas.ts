/** Schemas of the service area: `GET /health`. */
import { z } from 'zod';

export const HealthSchema = z
  .object({
    status: z.enum(['ok', 'degraded']),
    engineVersion: z.string(),
    database: z.object({
      status: z.enum(['ok', 'error']),
      journalMode: z.string().nullable(),
      schemaMigrations: z.number().int().nullable(),
    }),
    rateLimitStore: z
      .object({ status: z.enum(['ok', 'down', 'not-configured']) })
      .describe('The shared rate-limit counter (Redis): down means limits are not counted until it answers again'),
    uptimeSeconds: z.number(),
  })
  .meta({ id: 'Health' });

export type Health = z.output<typeof HealthSchema>;
