/** Schemas of the divisional-chart area: which vargas to draw and by which method, the charts, and the chart pictures. */
import { z } from 'zod';
import {
  CLASSICAL_VARGA_DIVISIONS,
  isVargaDivision,
  VARGA_DIVISIONS,
  VARGA_METHOD_IDS,
  type VargaDivision,
  type VargaMethodId,
  vargaMethod,
  vargaMethods,
} from '../../../data/vargas.ts';
import { BirthDetailsSchema, birthBodySchema, birthQuerySchema, ChartSettingsSchema } from '../../shared/birth.ts';
import { PictureFields } from '../../shared/picture.ts';
import { KUNDALI_TIMEZONE_HOURS } from '../../shared/place.ts';
import { INDIAN_CHART_STYLES } from '../../svg/indian.ts';
import { closedWord, DIVISION_LIST, divisionalChartField, wordReader } from '../../shared/params.ts';

const METHOD_LIST = VARGA_METHOD_IDS.join(', ');
/** Which varga offers which methods besides `parashara`, for the parameter's description. */
const METHODS_OFFERED = VARGA_DIVISIONS.filter((d) => vargaMethods(d).length > 1)
  .map((d) => `D${d}: ${vargaMethods(d).slice(1).map((method) => method.id).join(', ')}`)
  .join('; ');

/** `D9`, `d9`, `9` or a comma-separated list of them; `all` for D1–D60 (D81–D150 only when named). */
const chartField = z
  .string()
  .default('D9')
  .transform((value, ctx): VargaDivision[] => {
    if (value.trim().toLowerCase() === 'all') return [...CLASSICAL_VARGA_DIVISIONS];
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
  .describe(`Divisional chart(s): ${DIVISION_LIST}, a comma-separated list, or all (D1–D60; D81, D108, D144 and D150 only when named). Default D9`);

/** The methods a request names: one for every chart (`all`) and/or one per D-number. */
export interface MethodChoice {
  readonly all?: VargaMethodId;
  readonly byDivision: ReadonlyMap<VargaDivision, VargaMethodId>;
}

const readMethod = wordReader(VARGA_METHOD_IDS);

/** `parivritti` (every chart drawn) or `D2:parivritti,D3:jagannatha` (per chart), each method in any spelling `wordReader` reads. */
const methodField = z
  .string()
  .optional()
  .transform((value, ctx): MethodChoice | undefined => {
    if (value === undefined) return undefined;
    let all: VargaMethodId | undefined;
    const byDivision = new Map<VargaDivision, VargaMethodId>();
    for (const raw of value.split(',')) {
      const part = raw.trim().toLowerCase();
      const colon = part.indexOf(':');
      const sent = colon < 0 ? part : part.slice(colon + 1).trim();
      const name = readMethod(sent);
      if (name === undefined) {
        ctx.addIssue({ code: 'custom', message: `"${sent.slice(0, 30)}" is not a varga method; use one of ${METHOD_LIST}` });
        return z.NEVER;
      }
      if (colon < 0) {
        all = name;
        continue;
      }
      const chart = part.slice(0, colon).trim();
      const n = Number(chart.replace(/^d/i, ''));
      if (!isVargaDivision(n)) {
        ctx.addIssue({ code: 'custom', message: `"${chart.slice(0, 20)}" is not a divisional chart; use one of ${DIVISION_LIST}` });
        return z.NEVER;
      }
      byDivision.set(n, name);
    }
    return { ...(all ? { all } : {}), byDivision };
  })
  .describe(
    `How a varga is divided where traditions differ: a method for every chart drawn (\`parivritti\`) or per chart ` +
      `(\`D2:parivritti,D3:jagannatha\`). Methods: ${METHOD_LIST}. Default parashara, each varga's own rule; also: ${METHODS_OFFERED}`,
  );

/** The method chart `division` is drawn by under a request's choice (`parashara` when none is named). */
export function methodOf(choice: MethodChoice | undefined, division: VargaDivision): VargaMethodId {
  return choice?.byDivision.get(division) ?? choice?.all ?? 'parashara';
}

/** Each chart's method must exist for it, and a method named for a chart needs that chart requested. */
function methodsFitCharts(input: { chart: VargaDivision | VargaDivision[]; method?: MethodChoice | undefined }, ctx: z.RefinementCtx): void {
  if (!input.method) return;
  const charts = Array.isArray(input.chart) ? input.chart : [input.chart];
  for (const division of input.method.byDivision.keys()) {
    if (!charts.includes(division)) {
      ctx.addIssue({ code: 'custom', path: ['method'], message: `names D${division}, which is not among the charts requested (chart)` });
      return;
    }
  }
  for (const division of charts) {
    const method = methodOf(input.method, division);
    if (!vargaMethod(division, method)) {
      const offered = vargaMethods(division).map((m) => m.id).join(', ');
      ctx.addIssue({ code: 'custom', path: ['method'], message: `D${division} has no method ${method}; its methods: ${offered}` });
      return;
    }
  }
}

export const DivisionalQuerySchema = birthQuerySchema().extend({ chart: chartField, method: methodField }).superRefine(methodsFitCharts);
export const DivisionalBodySchema = birthBodySchema().extend({ chart: chartField, method: methodField }).superRefine(methodsFitCharts);
export type DivisionalInput = z.output<typeof DivisionalQuerySchema> | z.output<typeof DivisionalBodySchema>;

const nadiamshaField = z.number().int().min(1).max(150).optional().describe('D150 only: the nadiamsha, 1–150 (numbered forward in movable, backward in fixed, from the 76th in dual signs)');

const VargaSchema = z.object({
  chart: z.string(),
  name: z.string(),
  signifies: z.string(),
  method: z.string().describe('The rule used, in words'),
  source: z.string(),
  lagna: z.object({ sign: z.string(), signNumber: z.number().int(), degree: z.string(), nadiamsha: nadiamshaField }),
  planets: z.array(
    z.object({ name: z.string(), id: z.string(), sign: z.string(), signNumber: z.number().int(), degree: z.string(), house: z.number().int(), nadiamsha: nadiamshaField }),
  ),
});

export const DivisionalResponseSchema = z
  .object({
    birthDetails: BirthDetailsSchema,
    settings: ChartSettingsSchema.extend({
      methods: z
        .array(z.object({ chart: z.string(), method: z.enum(VARGA_METHOD_IDS) }))
        .optional()
        .describe('When the request names a method: the method each chart was drawn by'),
    }),
    charts: z.array(VargaSchema),
  })
  .meta({ id: 'DivisionalCharts' });

const styleField = closedWord(INDIAN_CHART_STYLES)
  .default('north')
  .describe('north (diamond: houses fixed, sign numbers), south (signs fixed in a square) or east (Bengal: signs fixed, corner cells halved). Default north');

/** GET /calculations/kundali/svg: the kundali's birth fields (and its default zone) and the picture's. */
export const KundaliPictureQuerySchema = birthQuerySchema(KUNDALI_TIMEZONE_HOURS)
  .extend({ chart: divisionalChartField('D1', 'The divisional chart drawn'), method: methodField, style: styleField, ...PictureFields })
  .superRefine(methodsFitCharts);
/** GET /mcp/get-divisional-chart/svg: the divisional chart's fields. */
export const DivisionalPictureQuerySchema = birthQuerySchema()
  .extend({ chart: divisionalChartField('D9', 'The divisional chart drawn'), method: methodField, style: styleField, ...PictureFields })
  .superRefine(methodsFitCharts);
export type ChartPictureInput = z.output<typeof KundaliPictureQuerySchema> | z.output<typeof DivisionalPictureQuerySchema>;
