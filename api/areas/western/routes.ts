/** Western (tropical) astrology: the natal chart, synastry with composite and Davison charts, transits with timed events. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getOperation, postOperation, registerOperations, routeSchema } from '../../shared/operation.ts';
import { DEFAULT_PICTURE_SIZE, SVG_CONTENT_TYPE, SvgResponseSchema } from '../../shared/picture.ts';
import type { Services } from '../../shared/services.ts';
import { natalChartAnswer, synastryAnswer, westernTransitsAnswer } from './answers.ts';
import { natalChart } from './operations.ts';
import { natalChartPicture } from './present.ts';
import {
  NatalChartQuerySchema,
  NatalChartResponseSchema,
  NatalPictureQuerySchema,
  SynastryBodySchema,
  SynastryResponseSchema,
  WesternTransitQuerySchema,
  WesternTransitResponseSchema,
} from './schemas.ts';

export const westernOperations = {
  westernNatalChart: getOperation({
    tag: 'western',
    path: '/western/natal-chart',
    summary:
      'Tropical natal chart: Sun to Pluto, nodes and mean Lilith with sign, degree, house and motion; angles, vertex and Part of Fortune; houses in eight systems; balance, aspects and patterns',
    description: 'A tropical (Western) natal chart: planets with sign, degree and house, angles, houses, aspects and patterns.',
    query: NatalChartQuerySchema,
    output: NatalChartResponseSchema,
    answering: { worker: natalChartAnswer },
  }),
  synastry: postOperation({
    tag: 'western',
    path: '/western/synastry',
    summary: 'Synastry of two births: inter-chart aspects, house overlays both ways, composite and Davison charts, and a score with every term shown',
    description: 'Western synastry of two births: inter-chart aspects, house overlays, composite and Davison charts, a score.',
    body: SynastryBodySchema,
    output: SynastryResponseSchema,
    answering: { worker: synastryAnswer },
  }),
  westernTransits: getOperation({
    tag: 'western',
    path: '/western/transits',
    summary:
      'Transiting positions at a moment (now by default), their aspects to a natal chart, and the exact times of ingresses, stations and aspects over a window',
    description: 'Tropical transits now or at `date`, their aspects to a natal chart, and the exact times of ingresses, stations and aspects in a window.',
    query: WesternTransitQuerySchema,
    output: WesternTransitResponseSchema,
    answering: { worker: westernTransitsAnswer },
  }),
};

const westernRoutes: FastifyPluginAsyncZod<Services> = async (app, services) => {
  registerOperations(app, services, westernOperations);
  app.get(
    '/western/natal-chart/svg',
    {
      schema: {
        tags: routeSchema(westernOperations.westernNatalChart).tags,
        summary:
          'The natal chart as a wheel (image/svg+xml): zodiac, house cusps with ASC and MC, planet glyphs with degrees and retrograde marks, aspect lines',
        querystring: NatalPictureQuerySchema,
        response: { ...routeSchema(westernOperations.westernNatalChart).response, 200: SvgResponseSchema },
        produces: ['image/svg+xml'],
      },
    },
    async ({ query }, reply) =>
      reply.type(SVG_CONTENT_TYPE).send(natalChartPicture(await natalChart(services, query), query.size ?? DEFAULT_PICTURE_SIZE, query.lang)),
  );
};

export default westernRoutes;
