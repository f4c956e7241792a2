/** Numerology routes. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lifePath } from '../../astro/numerology/life-path.ts';
import { errorResponses } from '../schemas/common.ts';
import { LifePathQuerySchema, LifePathResponseSchema } from '../schemas/numerology.ts';

export interface NumerologyRouteOptions {
  /** Current time in ms; the life cycle a person is in depends on today's date (UTC). */
  now: () => number;
}

const numerologyRoutes: FastifyPluginAsyncZod<NumerologyRouteOptions> = async (app, { now }) => {
  app.get(
    '/numerology/life-path',
    {
      schema: {
        tags: ['numerology'],
        summary: 'Life path number with its reduction, meaning and current life cycle',
        querystring: LifePathQuerySchema,
        response: { 200: LifePathResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const [year, month, day] = request.query.date.split('-').map(Number) as [number, number, number];
      const today = new Date(now());
      return lifePath(
        { year, month, day },
        { year: today.getUTCFullYear(), month: today.getUTCMonth() + 1, day: today.getUTCDate() },
      );
    },
  );
};

export default numerologyRoutes;
