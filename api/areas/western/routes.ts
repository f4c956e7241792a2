/** Western (tropical) astrology: the natal chart, synastry with composite and Davison charts, transits with timed events. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../shared/schemas.ts';
import type { Services } from '../../shared/services.ts';
import { natalChart } from './operations.ts';
import { natalChartPicture } from './present.ts';
import { sendWorkerAnswer } from '../../shared/worker-answer.ts';
import { natalChartAnswer, synastryAnswer, westernTransitsAnswer } from './answers.ts';
import { DEFAULT_PICTURE_SIZE, SVG_CONTENT_TYPE, SvgResponseSchema } from '../../shared/picture.ts';
import {
  NatalChartQuerySchema,
  NatalPictureQuerySchema,
  NatalChartResponseSchema,
  SynastryBodySchema,
  SynastryResponseSchema,
  WesternTransitQuerySchema,
  WesternTransitResponseSchema,
} from './schemas.ts';

const tags = ['western'];

const westernRoutes: FastifyPluginAsyncZod<Services> = async (app, services) => {
  app.get(
    '/western/natal-chart',
    {
      schema: {
        tags,
        summary: 'Tropical natal chart: Sun to Pluto, nodes and mean Lilith with sign, degree, house and motion; angles, vertex and Part of Fortune; houses in eight systems; balance, aspects and patterns',
        querystring: NatalChartQuerySchema,
        response: { 200: NatalChartResponseSchema, ...errorResponses },
      },
    },
    ({ query }, reply) => sendWorkerAnswer(services, reply, natalChartAnswer, query),
  );
  app.get(
    '/western/natal-chart/svg',
    {
      schema: {
        tags,
        summary: 'The natal chart as a wheel (image/svg+xml): zodiac, house cusps with ASC and MC, planet glyphs with degrees and retrograde marks, aspect lines',
        querystring: NatalPictureQuerySchema,
        response: { 200: SvgResponseSchema, ...errorResponses },
        produces: ['image/svg+xml'],
      },
    },
    async ({ query }, reply) =>
      reply.type(SVG_CONTENT_TYPE).send(natalChartPicture(await natalChart(services, query), query.size ?? DEFAULT_PICTURE_SIZE, query.lang)),
  );
  app.post(
    '/western/synastry',
    {
      schema: {
        tags,
        summary: 'Synastry of two births: inter-chart aspects, house overlays both ways, composite and Davison charts, and a score with every term shown',
        body: SynastryBodySchema,
        response: { 200: SynastryResponseSchema, ...errorResponses },
      },
    },
    ({ body }, reply) => sendWorkerAnswer(services, reply, synastryAnswer, body),
  );
  app.get(
    '/western/transits',
    {
      schema: {
        tags,
        summary: 'Transiting positions at a moment (now by default), their aspects to a natal chart, and the exact times of ingresses, stations and aspects over a window',
        querystring: WesternTransitQuerySchema,
        response: { 200: WesternTransitResponseSchema, ...errorResponses },
      },
    },
    ({ query }, reply) => sendWorkerAnswer(services, reply, westernTransitsAnswer, query),
  );
};

export default westernRoutes;
