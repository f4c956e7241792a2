/** Divisional charts (vargas) D1–D150 of a birth, by a chosen method where traditions differ, as data and as pictures in the three regional styles. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { KUNDALI_TIMEZONE_HOURS } from '../../shared/place.ts';
import { errorResponses } from '../../shared/schemas.ts';
import type { Services } from '../../shared/services.ts';
import { divisionalChart, divisionalCharts } from './operations.ts';
import { divisionalPicture, divisionalResponse } from './present.ts';
import { DEFAULT_PICTURE_SIZE, SVG_CONTENT_TYPE, SvgResponseSchema } from '../../shared/picture.ts';
import {
  DivisionalBodySchema,
  DivisionalPictureQuerySchema,
  DivisionalQuerySchema,
  DivisionalResponseSchema,
  KundaliPictureQuerySchema,
} from './schemas.ts';

const doc = {
  tags: ['kundali'],
  summary: 'Divisional charts D1–D150 by the Parashari rules or a chosen method (`method`): lagna and every graha with sign, degree within the varga and house',
};
const response = { 200: DivisionalResponseSchema, ...errorResponses };
const picture = { 200: SvgResponseSchema, ...errorResponses };

const chartRoutes: FastifyPluginAsyncZod<Services> = async (app, services) => {
  app.post('/mcp/get-divisional-chart', { schema: { ...doc, body: DivisionalBodySchema, response } }, async ({ body }) =>
    divisionalResponse(await divisionalCharts(services, body), body.lang),
  );
  app.get('/mcp/get-divisional-chart', { schema: { ...doc, querystring: DivisionalQuerySchema, response } }, async ({ query }) =>
    divisionalResponse(await divisionalCharts(services, query), query.lang),
  );
  app.get(
    '/calculations/kundali/svg',
    {
      schema: {
        tags: ['kundali'],
        summary: 'The kundali as a picture (image/svg+xml): the rashi chart or any divisional chart in the North, South or East Indian style, with degrees, retrograde (R) and combust (C) marks; lang=hi draws Devanagari',
        querystring: KundaliPictureQuerySchema,
        response: picture,
        produces: ['image/svg+xml'],
      },
    },
    async ({ query }, reply) =>
      reply.type(SVG_CONTENT_TYPE).send(divisionalPicture(await divisionalChart(services, query, KUNDALI_TIMEZONE_HOURS), query.style, query.size ?? DEFAULT_PICTURE_SIZE, query.lang)),
  );
  app.get(
    '/mcp/get-divisional-chart/svg',
    {
      schema: { tags: ['kundali'], summary: 'One divisional chart as a picture (image/svg+xml), default D9', querystring: DivisionalPictureQuerySchema, response: picture, produces: ['image/svg+xml'] },
    },
    async ({ query }, reply) => reply.type(SVG_CONTENT_TYPE).send(divisionalPicture(await divisionalChart(services, query), query.style, query.size ?? DEFAULT_PICTURE_SIZE, query.lang)),
  );
};

export default chartRoutes;
