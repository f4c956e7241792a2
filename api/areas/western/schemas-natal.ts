/**
 * The natal chart: its query (birth fields, chart options, optional bodies, fixed stars), the picture's query (a
 * bi-wheel with a second chart outside) and the response with its fixed stars and their conjunctions.
 */
import { z } from 'zod';
import { DEFAULT_AYANAMSHA_ID } from '../../../astro/ayanamsha.ts';
import { DEFAULT_STAR_ORB_DEG, MAX_STAR_ORB_DEG, STAR_SELECTION_WORDS } from '../../../astro/western/fixed-stars.ts';
import { FIXED_STAR_GROUP_IDS, FIXED_STAR_IDS } from '../../../data/fixed-stars.ts';
import { OPTIONAL_BODY_IDS } from '../../../data/western-bodies.ts';
import { BirthDetailsSchema, birthPlaceGiven, birthQueryFields } from '../../shared/birth.ts';
import { ayanamshaQuery, closedWord, queryList, queryNumber } from '../../shared/params.ts';
import { PictureFields } from '../../shared/picture.ts';
import { ChartCoreSchema, DeclinationAspectSchema, SignPlaceSchema, WesternSettingsSchema } from './schemas-chart.ts';
import { chartQueryOptions } from './schemas-options.ts';

const { date, city, latitude, longitude, timezone, place, lang } = birthQueryFields();

/** The fixed-star fields of the natal chart: which stars, the orb of their conjunctions, the ayanamsha of their sidereal longitudes. */
const starFields = {
  stars: queryList(STAR_SELECTION_WORDS)
    .optional()
    .describe(
      `Fixed stars to show with their conjunctions to the chart: \`behenian\` (the fifteen Behenian stars), \`royal\` (Aldebaran, Regulus, Antares, Fomalhaut), \`all\`, \`none\` (default), or a list of stars and groups (${FIXED_STAR_IDS.join(', ')})`,
    ),
  starOrb: queryNumber('starOrb', 0, MAX_STAR_ORB_DEG)
    .default(DEFAULT_STAR_ORB_DEG)
    .describe(`Orb of a fixed star's conjunction with a body or an angle, degrees of longitude (0–${MAX_STAR_ORB_DEG}). Default ${DEFAULT_STAR_ORB_DEG}`),
  ayanamsha: ayanamshaQuery(DEFAULT_AYANAMSHA_ID).describe(
    `The ayanamsha of the fixed stars' sidereal longitudes (the chart itself is tropical): an id or a name, as GET /v1/ayanamshas lists them. Default ${DEFAULT_AYANAMSHA_ID} (Lahiri)`,
  ),
};

export const NatalChartQuerySchema = z
  .object({
    date, city, latitude, longitude, timezone, place, lang, ...chartQueryOptions,
    bodies: queryList(OPTIONAL_BODY_IDS)
      .optional()
      .describe(`Optional bodies to add to the chart: ${OPTIONAL_BODY_IDS.join(', ')} (Chiron and the asteroids 1900–2100)`),
    ...starFields,
  })
  .superRefine(birthPlaceGiven);
export type NatalChartQuery = z.output<typeof NatalChartQuerySchema>;

/** What a bi-wheel draws outside the natal chart. */
export const OUTER_CHARTS = ['none', 'transits', 'progressions', 'solar-return', 'partner'] as const;
export type OuterChart = (typeof OUTER_CHARTS)[number];

/** The partner's birth fields a bi-wheel with `outer=partner` needs. */
const PARTNER_FIELDS = ['partnerDate', 'partnerLatitude', 'partnerLongitude'] as const;

function partnerIsWhole(q: { outer: OuterChart; partnerDate?: string | undefined; partnerLatitude?: number | undefined; partnerLongitude?: number | undefined }, ctx: z.RefinementCtx): void {
  if (q.outer !== 'partner') return;
  const missing = PARTNER_FIELDS.find((field) => q[field] === undefined);
  if (missing) ctx.addIssue({ code: 'custom', path: [missing], message: `${missing} is required with outer=partner: give partnerDate, partnerLatitude and partnerLongitude` });
}

/** GET /western/natal-chart/svg: the natal chart's fields, the picture's side, and a second chart drawn outside (a bi-wheel). */
export const NatalPictureQuerySchema = NatalChartQuerySchema.extend({
  ...PictureFields,
  outer: closedWord(OUTER_CHARTS)
    .default('none')
    .describe(
      'A second chart drawn outside the natal wheel (a bi-wheel): `transits` at `outerDate`, the secondary `progressions` for `outerDate`, the first `solar-return` after `outerDate` (cast at the birth place), or a `partner` born at `partnerDate`; `none` (default) draws the natal chart alone',
    ),
  outerDate: z.string().optional().describe('The moment of the outer chart, ISO 8601 (wall time at the birth zone without an offset). Default now'),
  partnerDate: z.string().optional().describe('The partner\'s birth date and time, ISO 8601 (wall time at `partnerTimezone`), with outer=partner'),
  partnerLatitude: latitude.describe('The partner\'s birth latitude, decimal degrees north'),
  partnerLongitude: longitude.describe('The partner\'s birth longitude, decimal degrees east'),
  partnerTimezone: z.string().trim().min(1).optional().describe('Zone of `partnerDate`. Default: the zone in force at the partner\'s birth coordinates'),
}).superRefine(partnerIsWhole);
export type NatalPictureQuery = z.output<typeof NatalPictureQuerySchema>;

const FixedStarSchema = z
  .object({
    id: z.enum(FIXED_STAR_IDS),
    name: z.string(),
    designation: z.string().describe('Bayer designation'),
    groups: z.array(z.enum(FIXED_STAR_GROUP_IDS)),
    magnitude: z.number().describe('Visual magnitude V'),
    ...SignPlaceSchema,
    house: z.number().int(),
    latitude: z.number().describe('Ecliptic latitude, degrees, true ecliptic of date'),
    declination: z.number().describe('Degrees, true equator of date'),
    sidereal: z.object({ longitude: z.number().describe('Tropical longitude less the true ayanamsha of `settings.ayanamsha`, degrees [0, 360)'), sign: z.string(), signNumber: z.number().int(), degree: z.string() }),
  })
  .meta({ id: 'WesternFixedStar' });

const StarConjunctionSchema = z
  .object({
    star: z.enum(FIXED_STAR_IDS),
    starName: z.string(),
    point: z.string().describe('A body of the chart or an angle (ascendant, midheaven, descendant, imum-coeli)'),
    pointName: z.string(),
    separation: z.number().describe('Star longitude less point longitude, degrees (positive: the star is ahead in the zodiac)'),
    orb: z.number().describe('|separation|, degrees'),
  })
  .meta({ id: 'WesternStarConjunction' });

export const NatalChartResponseSchema = z
  .object({
    birthDetails: BirthDetailsSchema,
    settings: WesternSettingsSchema.extend({
      bodies: z.array(z.enum(OPTIONAL_BODY_IDS)).describe('The optional bodies shown'),
      declinationOrb: z.number().describe('Orb of the parallels and contra-parallels, degrees'),
      stars: z.array(z.enum(FIXED_STAR_IDS)).describe('The fixed stars shown'),
      starOrb: z.number().describe("Orb of a fixed star's conjunction, degrees of longitude"),
      ayanamsha: z
        .object({ id: z.number().int(), name: z.string(), degrees: z.number() })
        .nullable()
        .describe("The ayanamsha of the fixed stars' sidereal longitudes with its true value at the birth, degrees; null without stars"),
    }),
    ...ChartCoreSchema.shape,
    declinationAspects: z.array(DeclinationAspectSchema).describe('Parallels and contra-parallels among the ten planets, Chiron and the asteroids shown'),
    fixedStars: z.array(FixedStarSchema).describe('The fixed stars asked for (`stars`), apparent places of date; empty by default'),
    starConjunctions: z.array(StarConjunctionSchema).describe('Each fixed star within `starOrb` of a body or an angle in longitude'),
  })
  .meta({ id: 'WesternNatalChart' });
