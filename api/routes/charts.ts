/**
 * Divisional charts (vargas) for a birth. The varga arithmetic is pure and cheap, so it runs on the birth report
 * the worker pool returns.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { vargaChart } from '../../astro/chart/vargas.ts';
import { GRAHA_IDS, grahaById } from '../../data/grahas.ts';
import { signByNumber } from '../../data/signs.ts';
import { isVargaDivision, VARGA_DIVISIONS, type VargaDivision, vargaByDivision } from '../../data/vargas.ts';
import type { ComputePool } from '../../pipeline/pool.ts';
import { ApiError } from '../errors.ts';
import { resolveBirth } from '../kundali/birth.ts';
import { birthDetailsOf, degreeText, settingsOf } from '../kundali/present.ts';
import { birthBodySchema, birthQuerySchema, type BirthRequest } from '../schemas/birth.ts';
import { errorResponses } from '../schemas/common.ts';
import { BirthDetailsSchema, ChartSettingsSchema } from '../schemas/kundali.ts';
import { languageOf, named } from '../schemas/place.ts';

export interface ChartRouteOptions {
  pool: ComputePool;
  now: () => number;
}

const DIVISION_LIST = VARGA_DIVISIONS.map((d) => `D${d}`).join(', ');

/** `D9`, `d9`, `9` or a comma-separated list of them; `all` for every division. */
function parseDivisions(value: string): VargaDivision[] {
  if (value.trim().toLowerCase() === 'all') return [...VARGA_DIVISIONS];
  return value.split(',').map((part) => {
    const n = Number(part.trim().replace(/^d/i, ''));
    if (!isVargaDivision(n)) throw new ApiError('INVALID_PARAMETER', `Invalid parameter 'chart': "${part.trim()}" is not a divisional chart; use one of ${DIVISION_LIST} or all`);
    return n;
  });
}

const chartField = z.string().default('D9').describe(`Divisional chart(s): ${DIVISION_LIST}, a comma-separated list, or all. Default D9`);

const VargaSchema = z.object({
  chart: z.string(),
  name: z.string(),
  signifies: z.string(),
  method: z.string().describe('The rule used, in words'),
  source: z.string(),
  lagna: z.object({ sign: z.string(), signNumber: z.number().int(), degree: z.string() }),
  planets: z.array(z.object({ name: z.string(), id: z.string(), sign: z.string(), signNumber: z.number().int(), degree: z.string(), house: z.number().int() })),
});

const DivisionalResponseSchema = z
  .object({ birthDetails: BirthDetailsSchema, settings: ChartSettingsSchema, charts: z.array(VargaSchema) })
  .meta({ id: 'DivisionalCharts' });

const chartRoutes: FastifyPluginAsyncZod<ChartRouteOptions> = async (app, { pool, now }) => {
  async function divisional(request: BirthRequest & { chart: string }) {
    const divisions = parseDivisions(request.chart);
    const birth = resolveBirth(request, now());
    const report = await pool.run('birthReport', birth.input);
    const lang = languageOf(request.lang);
    return {
      birthDetails: birthDetailsOf(birth, request.latitude, request.longitude, request.place),
      settings: settingsOf(report),
      charts: divisions.map((division) => {
        const varga = vargaChart(report.chart, division);
        const record = vargaByDivision(division);
        return {
          chart: `D${division}`,
          name: record.name,
          signifies: record.signifies,
          method: record.ruleText,
          source: record.source,
          lagna: { sign: named(signByNumber(varga.lagna.sign)!, lang), signNumber: varga.lagna.sign, degree: degreeText(varga.lagna.degree) },
          planets: GRAHA_IDS.map((id) => {
            const body = varga.grahas[id];
            return { name: named(grahaById(id), lang), id, sign: named(signByNumber(body.sign)!, lang), signNumber: body.sign, degree: degreeText(body.degree), house: body.house };
          }),
        };
      }),
    };
  }
  const doc = {
    tags: ['kundali'],
    summary: 'Divisional charts D1–D60 by the Parashari rules: lagna and every graha with sign, degree within the varga and house',
  };
  const response = { 200: DivisionalResponseSchema, ...errorResponses };
  app.post('/mcp/get-divisional-chart', { schema: { ...doc, body: birthBodySchema(5.5).extend({ chart: chartField }), response } }, (r) => divisional(r.body));
  app.get('/mcp/get-divisional-chart', { schema: { ...doc, querystring: birthQuerySchema(5.5).extend({ chart: chartField }), response } }, (r) => divisional(r.query));

};

export default chartRoutes;
