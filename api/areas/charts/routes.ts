/** Divisional charts (vargas) of a birth, as data and as pictures (the kundali's picture included). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bodyFormSchema, getOperation, registerOperations, routeSchema } from '../../shared/operation.ts';
import { DEFAULT_PICTURE_SIZE, SVG_CONTENT_TYPE, SvgResponseSchema } from '../../shared/picture.ts';
import { KUNDALI_TIMEZONE_HOURS } from '../../shared/place.ts';
import type { Services } from '../../shared/services.ts';
import { divisionalChart, divisionalCharts } from './operations.ts';
import { divisionalPicture, divisionalResponse } from './present.ts';
import { DivisionalBodySchema, DivisionalPictureQuerySchema, DivisionalQuerySchema, DivisionalResponseSchema, KundaliPictureQuerySchema } from './schemas.ts';

const summary = 'Divisional charts D1–D150 by the Parashari rules or a chosen method (`method`): lagna and every graha with sign, degree within the varga and house';

export const chartOperations = {
  divisionalCharts: getOperation({
    tag: 'kundali',
    path: '/mcp/get-divisional-chart',
    summary,
    description:
      'Divisional charts (D1 to D60, `chart=D9` or a list or `all`; D81, D108, D144, D150 when named) of a birth, each with its Parashari rule, or another method where traditions differ (`method=parivritti` or `method=D2:kashinatha,D3:jagannatha`).',
    query: DivisionalQuerySchema,
    output: DivisionalResponseSchema,
    answering: { compute: async (services, query) => divisionalResponse(await divisionalCharts(services, query), query.lang) },
  }),
};

/** The schema of a picture route: the operation's tag and errors, an SVG document as the answer. */
function pictureSchema<Q>(summaryOfPicture: string, querystring: Q) {
  const { tags, response } = routeSchema(chartOperations.divisionalCharts);
  return { tags, summary: summaryOfPicture, querystring, response: { ...response, 200: SvgResponseSchema }, produces: ['image/svg+xml'] };
}

const chartRoutes: FastifyPluginAsyncZod<Services> = async (app, services) => {
  registerOperations(app, services, chartOperations);
  app.post('/mcp/get-divisional-chart', { schema: bodyFormSchema(chartOperations.divisionalCharts, summary, DivisionalBodySchema) }, async ({ body }) =>
    divisionalResponse(await divisionalCharts(services, body), body.lang),
  );
  app.get(
    '/calculations/kundali/svg',
    {
      schema: pictureSchema(
        'The kundali as a picture (image/svg+xml): the rashi chart or any divisional chart in the North, South or East Indian style, with degrees, retrograde (R) and combust (C) marks; lang=hi draws Devanagari',
        KundaliPictureQuerySchema,
      ),
    },
    async ({ query }, reply) =>
      reply
        .type(SVG_CONTENT_TYPE)
        .send(divisionalPicture(await divisionalChart(services, query, KUNDALI_TIMEZONE_HOURS), query.style, query.size ?? DEFAULT_PICTURE_SIZE, query.lang)),
  );
  app.get('/mcp/get-divisional-chart/svg', { schema: pictureSchema('One divisional chart as a picture (image/svg+xml), default D9', DivisionalPictureQuerySchema) }, async ({ query }, reply) =>
    reply.type(SVG_CONTENT_TYPE).send(divisionalPicture(await divisionalChart(services, query), query.style, query.size ?? DEFAULT_PICTURE_SIZE, query.lang)),
  );
};

export default chartRoutes;
