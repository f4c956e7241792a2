/**
 * Birth charts: the spec's kundali (GET with query, POST with a JSON body, and on the external path), core birth
 * details (reachable with the demo key). Computed on demand in the worker pool.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ComputePool } from '../../pipeline/pool.ts';
import { resolveBirth } from '../kundali/birth.ts';
import { birthDetailsOf, kundaliResponse, lagnaOf } from '../kundali/present.ts';
import { grahaById } from '../../data/grahas.ts';
import { nakshatraByNumber } from '../../data/nakshatras.ts';
import { signByNumber } from '../../data/signs.ts';
import { errorResponses } from '../schemas/common.ts';
import { birthBodySchema, birthQuerySchema, type BirthRequest } from '../schemas/birth.ts';
import { BirthDetailsResponseSchema, KundaliResponseSchema } from '../schemas/kundali.ts';
import { languageOf, named } from '../schemas/place.ts';

export interface KundaliRouteOptions {
  pool: ComputePool;
  now: () => number;
}

/** The spec's default timezone of the kundali endpoint (hours). */
const KUNDALI_DEFAULT_TIMEZONE = 5.75;
/** Default of the other birth endpoints, as the published clients send. */
const BIRTH_DEFAULT_TIMEZONE = 5.5;

const kundaliRoutes: FastifyPluginAsyncZod<KundaliRouteOptions> = async (app, { pool, now }) => {
  async function kundali(request: BirthRequest) {
    const at = now();
    const birth = resolveBirth(request, at);
    const report = await pool.run('birthReport', birth.input);
    return kundaliResponse(report, birth, request, at, languageOf(request.lang));
  }
  const doc = {
    tags: ['kundali'],
    summary: 'Vedic birth chart: planets, houses, aspects, graha drishti, yogas and the current Vimshottari dasha',
    description: 'Defaults: timezone 5.75 hours on GET /calculations/kundali (as the interface specifies), 5.5 elsewhere; ayanamsha 1 (Lahiri); mean node; whole-sign houses.',
  };
  const response = { 200: KundaliResponseSchema, ...errorResponses };

  app.get('/calculations/kundali', { schema: { ...doc, querystring: birthQuerySchema(KUNDALI_DEFAULT_TIMEZONE), response } }, (request) => kundali(request.query));
  app.post('/calculations/kundali', { schema: { ...doc, body: birthBodySchema(BIRTH_DEFAULT_TIMEZONE), response } }, (request) => kundali(request.body));
  app.post('/kundali', { schema: { ...doc, body: birthBodySchema(BIRTH_DEFAULT_TIMEZONE), response } }, (request) => kundali(request.body));

  app.post(
    '/astrology/birth_details',
    {
      config: { demo: true },
      schema: {
        tags: ['kundali'],
        summary: 'Core birth details: lagna, Moon sign and nakshatra, Sun sign, Vimshottari balance at birth (demo key allowed)',
        body: birthBodySchema(BIRTH_DEFAULT_TIMEZONE),
        response: { 200: BirthDetailsResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const birth = resolveBirth(request.body, now());
      const report = await pool.run('birthReport', birth.input);
      const lang = languageOf(request.body.lang);
      const moon = report.chart.grahas.moon;
      const nakshatra = nakshatraByNumber(moon.nakshatra)!;
      const balance = report.vimshottari.summary.balance;
      return {
        birthDetails: birthDetailsOf(birth, request.body.latitude, request.body.longitude, request.body.place),
        ayanamsha: { value: report.chart.ayanamsha.degrees, system: report.chart.ayanamsha.name, id: report.chart.ayanamsha.id },
        lagna: lagnaOf(report, lang),
        moon: { rashi: named(signByNumber(moon.sign)!, lang), nakshatra: named(nakshatra, lang), nakshatraLord: named(grahaById(nakshatra.lord), lang), nakshatraPada: moon.pada },
        sun: { rashi: named(signByNumber(report.chart.grahas.sun.sign)!, lang) },
        vimshottariBalance: { planet: named(grahaById(balance.lord as 'sun'), lang), remainingYears: balance.remainingYears },
      };
    },
  );
};

export default kundaliRoutes;
