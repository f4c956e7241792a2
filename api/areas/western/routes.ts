/**
 * Western (tropical) astrology: the natal chart, synastry with composite and Davison charts, transits with timed
 * events, and the predictive techniques: returns, progressions and solar arcs, profections, firdaria; astrocartography.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getOperation, postOperation, registerOperations, routeSchema } from '../../shared/operation.ts';
import { DEFAULT_PICTURE_SIZE, SVG_CONTENT_TYPE, SvgResponseSchema } from '../../shared/picture.ts';
import type { Services } from '../../shared/services.ts';
import { natalChartAnswer, westernAstrocartographyAnswer, synastryAnswer, westernFirdariaAnswer, westernProfectionsAnswer, westernProgressionsAnswer, westernReturnsAnswer, westernTransitsAnswer } from './answers.ts';
import { astrocartographyOf, natalChart, outerChartOf } from './operations.ts';
import { astrocartographyPicture, natalChartPicture } from './present.ts';
import {
  AstrocartographyPictureQuerySchema,
  AstrocartographyQuerySchema,
  AstrocartographyResponseSchema,
  FirdariaQuerySchema,
  FirdariaResponseSchema,
  NatalChartQuerySchema,
  NatalChartResponseSchema,
  NatalPictureQuerySchema,
  ProfectionQuerySchema,
  ProfectionResponseSchema,
  ProgressionQuerySchema,
  ProgressionResponseSchema,
  ReturnQuerySchema,
  ReturnResponseSchema,
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
  westernReturns: getOperation({
    tag: 'western',
    path: '/western/returns',
    summary: 'Planetary returns: the exact instants the Sun, Moon or a visible planet comes back to its natal longitude (tropical or precession-corrected), each with its chart, at the birth place or relocated',
    description:
      'Solar, lunar and planetary returns of a birth: the exact instant (ISO 8601 UTC, solved to 10 ms) the body is back at its natal longitude, and the return chart (planets, houses, aspects) at the birth place or at `returnCity`/`returnLatitude`+`returnLongitude`. Nearest `count` after `after` (default now) or before `before`, or all of a `year`.',
    query: ReturnQuerySchema,
    output: ReturnResponseSchema,
    answering: { worker: westernReturnsAnswer },
  }),
  westernProgressions: getOperation({
    tag: 'western',
    path: '/western/progressions',
    summary:
      'Progressed chart at a date (secondary, tertiary, minor or solar arc), progressed angles by a named method, progressed-to-natal aspects, and the exact dates of progressed ingresses, stations and aspects in a window of up to 100 years',
    description:
      'Western progressions of a birth (`birthDate`, `latitude`, `longitude` or `city`) for `date` (default now): `method` secondary (a day for a year), tertiary, minor or solar-arc; `angles` naibod-ra, solar-arc, mean-sun or quotidian; aspects to the natal chart; the real dates of progressed ingresses and exact aspects between `from` and `to`.',
    query: ProgressionQuerySchema,
    output: ProgressionResponseSchema,
    answering: { worker: westernProgressionsAnswer },
  }),
  westernProfections: getOperation({
    tag: 'western',
    path: '/western/profections',
    summary: 'Annual and monthly profections (Vettius Valens): the profected sign of the year and month, its lord (the lord of the year) and whole-sign house, with dates',
    description:
      'Profections of a birth (`birthDate`, `latitude`, `longitude` or `city`) at `date` (default now): the ascendant advanced a sign a year from each solar return, the lord of the year and its house; the twelve monthly profections of that year with their dates.',
    query: ProfectionQuerySchema,
    output: ProfectionResponseSchema,
    answering: { worker: westernProfectionsAnswer },
  }),
  westernFirdaria: getOperation({
    tag: 'western',
    path: '/western/firdaria',
    summary: "Firdaria (Abu Ma'shar, Bonatti): the 75 years of planetary and nodal periods by day or night birth, each planet's seven sub-periods, with dates, and those holding a date",
    description:
      "Firdaria of a birth (`birthDate`, `latitude`, `longitude` or `city`): nine periods by the birth's sect, seven sub-periods of each planet's, with start and end dates, and the period and sub-period at `date` (default now). `nodePlacement` places the nodes of a night birth after Mars (default) or at the end.",
    query: FirdariaQuerySchema,
    output: FirdariaResponseSchema,
    answering: { worker: westernFirdariaAnswer },
  }),
  westernAstrocartography: getOperation({
    tag: 'western',
    path: '/western/astrocartography',
    summary:
      'Astrocartography of a birth: where on Earth each body was rising, setting, culminating or anti-culminating, as GeoJSON lines (cut at the antimeridian, stopped at the polar limits)',
    description:
      'Astrocartography (Jim Lewis) for a birth (`date` with `city` or `latitude`+`longitude`): for the Sun, Moon and planets (`bodies`) the MC, IC, ASC and DSC lines (`angles`) as a GeoJSON FeatureCollection of [longitude, latitude] lines sampled every `step` degrees of latitude; each body\'s right ascension, declination, MC longitude and polar limit. Positions in mundo, geometric horizon. With `parans=true` also the parans: the latitudes where two bodies are on angles at once, as GeoJSON lines of latitude (`parans`).',
    query: AstrocartographyQuerySchema,
    output: AstrocartographyResponseSchema,
    answering: { worker: westernAstrocartographyAnswer },
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
          'The natal chart as a wheel (image/svg+xml): zodiac, house cusps with ASC and MC, planet glyphs with degrees and retrograde marks, aspect lines; with `outer`, a bi-wheel with transits, progressions, a solar return or a partner outside',
        querystring: NatalPictureQuerySchema,
        response: { ...routeSchema(westernOperations.westernNatalChart).response, 200: SvgResponseSchema },
        produces: ['image/svg+xml'],
      },
    },
    async ({ query }, reply) => {
      const natal = await natalChart(services, query);
      const outer = await outerChartOf(services, query, natal);
      return reply.type(SVG_CONTENT_TYPE).send(natalChartPicture(natal, query.size ?? DEFAULT_PICTURE_SIZE, query.lang, outer));
    },
  );
  app.get(
    '/western/astrocartography/svg',
    {
      schema: {
        tags: routeSchema(westernOperations.westernAstrocartography).tags,
        summary: 'The astrocartography lines on an equirectangular world map (image/svg+xml): graticule, each body\'s MC, IC, ASC and DSC lines, the parans with `parans=true` (dashed parallels), the birth place',
        querystring: AstrocartographyPictureQuerySchema,
        response: { ...routeSchema(westernOperations.westernAstrocartography).response, 200: SvgResponseSchema },
        produces: ['image/svg+xml'],
      },
    },
    async ({ query }, reply) =>
      reply.type(SVG_CONTENT_TYPE).send(astrocartographyPicture(await astrocartographyOf(services, query), query.size ?? DEFAULT_PICTURE_SIZE, query.lang)),
  );
};

export default westernRoutes;
