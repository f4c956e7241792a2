/** Schemas of the divisional-chart area: which vargas to draw, the charts, and the chart pictures. */
import { z } from 'zod';
import { isVargaDivision, VARGA_DIVISIONS, type VargaDivision } from '../../../data/vargas.ts';
import { BirthDetailsSchema, birthBodySchema, birthQuerySchema, ChartSettingsSchema } from '../../shared/birth.ts';
import { PictureFields } from '../../shared/picture.ts';
import { KUNDALI_TIMEZONE_HOURS } from '../../shared/place.ts';
import { INDIAN_CHART_STYLES } from '../../svg/indian.ts';

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

/** One divisional chart, `D1` … `D60` (any case, `D` optional). */
function oneChartField(defaultChart: `D${VargaDivision}`) {
  return z
    .string()
    .default(defaultChart)
    .transform((value, ctx): VargaDivision => {
      const n = Number(value.trim().replace(/^d/i, ''));
      if (!isVargaDivision(n)) {
        ctx.addIssue({ code: 'custom', message: `"${value.trim().slice(0, 20)}" is not a divisional chart; use one of ${DIVISION_LIST}` });
        return z.NEVER;
      }
      return n;
    })
    .describe(`The divisional chart drawn: ${DIVISION_LIST}. Default ${defaultChart}`);
}

const styleField = z
  .enum(INDIAN_CHART_STYLES)
  .default('north')
  .describe('north (diamond: houses fixed, sign numbers), south (signs fixed in a square) or east (Bengal: signs fixed, corner cells halved). Default north');

/** GET /calculations/kundali/svg: the kundali's birth fields (and its default zone) and the picture's. */
export const KundaliPictureQuerySchema = birthQuerySchema(KUNDALI_TIMEZONE_HOURS).extend({ chart: oneChartField('D1'), style: styleField, ...PictureFields });
/** GET /mcp/get-divisional-chart/svg: the divisional chart's fields. */
export const DivisionalPictureQuerySchema = birthQuerySchema().extend({ chart: oneChartField('D9'), style: styleField, ...PictureFields });
export type ChartPictureInput = z.output<typeof KundaliPictureQuerySchema> | z.output<typeof DivisionalPictureQuerySchema>;
