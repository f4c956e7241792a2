/** Schemas of the divisional-chart area: which vargas to draw, and the charts. */
import { z } from 'zod';
import { isVargaDivision, VARGA_DIVISIONS, type VargaDivision } from '../../../data/vargas.ts';
import { BirthDetailsSchema, birthBodySchema, birthQuerySchema, ChartSettingsSchema } from '../../shared/birth.ts';

const DIVISION_LIST = VARGA_DIVISIONS.map((d) => `D${d}`).join(', ');

/** `D9`, `d9`, `9` or a comma-separated list of them; `all` for every division. */
const chartField = z
  .string()
  .default('D9')
  .transform((value, ctx): VargaDivision[] => {
    if (value.trim().toLowerCase() === 'all') return [...VARGA_DIVISIONS];
    const divisions: VargaDivision[] = [];
    for (const part of value.split(',')) {
      const n = Number(part.trim().replace(/^d/i, ''));
      if (!isVargaDivision(n)) {
        ctx.addIssue({ code: 'custom', message: `"${part.trim()}" is not a divisional chart; use one of ${DIVISION_LIST} or all` });
        return z.NEVER;
      }
      divisions.push(n);
    }
    return divisions;
  })
  .describe(`Divisional chart(s): ${DIVISION_LIST}, a comma-separated list, or all. Default D9`);

export const DivisionalQuerySchema = birthQuerySchema().extend({ chart: chartField });
export const DivisionalBodySchema = birthBodySchema().extend({ chart: chartField });
export type DivisionalInput = z.output<typeof DivisionalQuerySchema> | z.output<typeof DivisionalBodySchema>;

const VargaSchema = z.object({
  chart: z.string(),
  name: z.string(),
  signifies: z.string(),
  method: z.string().describe('The rule used, in words'),
  source: z.string(),
  lagna: z.object({ sign: z.string(), signNumber: z.number().int(), degree: z.string() }),
  planets: z.array(z.object({ name: z.string(), id: z.string(), sign: z.string(), signNumber: z.number().int(), degree: z.string(), house: z.number().int() })),
});

export const DivisionalResponseSchema = z
  .object({ birthDetails: BirthDetailsSchema, settings: ChartSettingsSchema, charts: z.array(VargaSchema) })
  .meta({ id: 'DivisionalCharts' });
