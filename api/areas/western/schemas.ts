/**
 * Schemas of the Western astrology area: the natal chart (birth fields in the query), synastry (the pair body
 * of api/shared/pair.ts), transits (a moment, optionally a birth, and an event window), returns (birth fields,
 * a body, a window, a relocation), and progressions, profections and firdaria (a birth under `birthDate` and a
 * moment under `date`). The chart options
 * (house system, aspects, orbs, Part of Fortune formula) have a query form and a body form, defined once here.
 */
import { z } from 'zod';
import { FORTUNE_FORMULAS } from '../../../astro/western/chart.ts';
import { WESTERN_EVENT_TYPES } from '../../../astro/western/events.ts';
import { CHART_PATTERN_TYPES } from '../../../astro/western/patterns.ts';
import { RETURN_BODY_IDS, RETURN_ZODIACS } from '../../../astro/western/returns.ts';
import { FIRDARIA_LORDS, FIRDARIA_NODE_PLACEMENTS } from '../../../astro/western/firdaria.ts';
import { PROFECTION_MONTHS } from '../../../astro/western/profections.ts';
import { DEFAULT_PROGRESSION_ORB_DEG, PROGRESSED_ANGLE_METHODS, PROGRESSION_METHODS } from '../../../astro/western/progressions.ts';
import { MAJOR_ASPECT_IDS, WESTERN_ASPECT_IDS, type WesternAspectId } from '../../../data/western-aspects.ts';
import { DECLINATION_ASPECT_TYPES, DEFAULT_DECLINATION_ORB_DEG } from '../../../astro/western/declinations.ts';
import { OPTIONAL_BODY_IDS, WESTERN_BODY_IDS, WESTERN_PLANET_IDS, type WesternPlanetId } from '../../../data/western-bodies.ts';
import { DEFAULT_LATITUDE_STEP_DEG, MAP_ANGLES } from '../../../astro/western/astrocartography.ts';
import { WESTERN_HOUSE_SYSTEM_IDS } from '../../../data/western-houses.ts';
import { BirthDetailsSchema, birthPlaceGiven, birthQueryFields } from '../../shared/birth.ts';
import { LangField } from '../../shared/lang.ts';
import { personsBodySchema } from '../../shared/pair.ts';
import { VOID_OF_COURSE_SET_IDS } from '../../../data/void-of-course.ts';
import { ayanamshaQuery, closedWord, closedWordRecord, queryList, queryNumber, wordReader } from '../../shared/params.ts';
import { DEFAULT_AYANAMSHA_ID } from '../../../astro/ayanamsha.ts';
import { DEFAULT_STAR_ORB_DEG, MAX_STAR_ORB_DEG, STAR_SELECTION_WORDS } from '../../../astro/western/fixed-stars.ts';
import { FIXED_STAR_GROUP_IDS, FIXED_STAR_IDS } from '../../../data/fixed-stars.ts';
import { CityField, PLACELESS_TIMEZONE_HOURS } from '../../shared/place.ts';
import { SettingsSchema } from '../../shared/settings.ts';
import { PictureFields } from '../../shared/picture.ts';
import { ParanCollectionSchema, ParansField, ParanSettingsFields, ParanStarsField, starsNeedParans } from './schemas-parans.ts';

/** Longest event window one transit request may ask for, days. */
export const MAX_WESTERN_EVENT_DAYS = 400;
/** `voidOfCourse`: a planet set of data/void-of-course.ts, or none. */
export const VOID_OF_COURSE_CHOICES = [...VOID_OF_COURSE_SET_IDS, 'none'] as const;
/** Widest orb a request may set, degrees. */
export const MAX_ORB_DEG = 15;

const ASPECT_LIST = WESTERN_ASPECT_IDS.join(', ');

const houseSystem = closedWord(WESTERN_HOUSE_SYSTEM_IDS)
  .default('placidus')
  .describe(`House system: ${WESTERN_HOUSE_SYSTEM_IDS.join(', ')}. Default placidus (undefined beyond the polar circles, as is koch: a 400 there)`);

const fortune = closedWord(FORTUNE_FORMULAS)
  .default('sect')
  .describe('Part of Fortune: `sect` (default) Asc + Moon − Sun by day and Asc + Sun − Moon by night; `day` the day formula always');

const readAspect = wordReader([...WESTERN_ASPECT_IDS, 'major', 'all'] as const);

/** `major`, `all`, or a list of aspect ids (any spelling `wordReader` reads), to the aspect ids. */
function aspectsFrom(value: string | readonly string[], ctx: z.RefinementCtx): WesternAspectId[] {
  const sent = typeof value === 'string' ? value.split(',').map((word) => word.trim()).filter(Boolean) : [...value];
  const words = sent.map((word) => readAspect(word) ?? word);
  if (words.length === 1 && words[0] === 'major') return [...MAJOR_ASPECT_IDS];
  if (words.length === 1 && words[0] === 'all') return [...WESTERN_ASPECT_IDS];
  const unknown = words.filter((word) => !(WESTERN_ASPECT_IDS as readonly string[]).includes(word));
  if (unknown.length > 0 || words.length === 0) {
    ctx.addIssue({ code: 'custom', message: `aspects must be major, all, or one or more of ${ASPECT_LIST}${unknown.length ? `; unknown: ${unknown.join(', ')}` : ''}` });
    return z.NEVER;
  }
  return [...new Set(words)] as WesternAspectId[];
}

const ASPECTS_DOC = `Aspects reported: \`major\` (default: conjunction, opposition, trine, square, sextile), \`all\`, or a list of ${ASPECT_LIST}`;
const ORBS_DOC = `Orb per aspect in degrees (0–${MAX_ORB_DEG}), overriding the defaults of the aspects named`;

/** Orbs as `trine:6,square:5` in a query string. */
const orbsQuery = z
  .string()
  .transform((value, ctx): Partial<Record<WesternAspectId, number>> => {
    const orbs: Partial<Record<WesternAspectId, number>> = {};
    for (const part of value.split(',').map((item) => item.trim()).filter(Boolean)) {
      const [sent, degrees] = part.split(':').map((item) => item.trim());
      const id = sent === undefined ? undefined : readAspect(sent);
      const orb = Number(degrees);
      if (!(WESTERN_ASPECT_IDS as readonly string[]).includes(id ?? '') || degrees === undefined || degrees === '' || !Number.isFinite(orb) || orb < 0 || orb > MAX_ORB_DEG) {
        ctx.addIssue({ code: 'custom', message: `orbs must be a list of aspect:degrees (e.g. trine:6,square:5) with aspects among ${ASPECT_LIST} and 0–${MAX_ORB_DEG} degrees; "${part.slice(0, 40)}" is not` });
        return z.NEVER;
      }
      orbs[id as WesternAspectId] = orb;
    }
    return orbs;
  })
  .optional()
  .describe(`${ORBS_DOC}, as \`trine:6,square:5\``);

/** Orbs as an object in a JSON body. */
const orbsBody = closedWordRecord(WESTERN_ASPECT_IDS, z.number().min(0).max(MAX_ORB_DEG))
  .optional()
  .describe(`${ORBS_DOC}, as {"trine": 6, "square": 5}`);

/** Widest declination orb a request may set, degrees. */
export const MAX_DECLINATION_ORB_DEG = 3;

const declinationOrb = queryNumber('declinationOrb', 0, MAX_DECLINATION_ORB_DEG)
  .default(DEFAULT_DECLINATION_ORB_DEG)
  .describe(`Orb of the parallels and contra-parallels, degrees (0–${MAX_DECLINATION_ORB_DEG}). Default ${DEFAULT_DECLINATION_ORB_DEG}`);

/** The chart options in a query string. */
const chartQueryOptions = {
  houseSystem,
  aspects: z.string().default('major').transform(aspectsFrom).describe(ASPECTS_DOC),
  orbs: orbsQuery,
  fortune,
  declinationOrb,
};

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

export const SynastryBodySchema = personsBodySchema({
  houseSystem,
  aspects: z.union([z.string(), z.array(z.string())]).default('major').transform(aspectsFrom).describe(`${ASPECTS_DOC} (a string or an array)`),
  orbs: orbsBody,
  fortune,
}).meta({ id: 'SynastryRequest' });
export type SynastryBody = z.output<typeof SynastryBodySchema>;

/** Birth data in the transit query: `birthDate` so that `date` stays the transit moment. */
function birthIsWhole(q: { birthDate?: string | undefined; latitude?: number | undefined; longitude?: number | undefined }, ctx: z.RefinementCtx): void {
  const given = (['birthDate', 'latitude', 'longitude'] as const).filter((field) => q[field] !== undefined);
  if (given.length > 0 && given.length < 3) {
    const missing = (['birthDate', 'latitude', 'longitude'] as const).find((field) => q[field] === undefined)!;
    ctx.addIssue({ code: 'custom', path: [missing], message: `${missing} is required with ${given.join(' and ')}: give birthDate, latitude and longitude for transits to a natal chart, none of them for the sky alone` });
  }
}

const birth = birthQueryFields();

export const WesternTransitQuerySchema = z
  .object({
    date: z.string().optional().describe('The transit moment, ISO 8601 (as `date` elsewhere; read at `timezone`). Default: now'),
    timezone: z
      .string()
      .trim()
      .min(1)
      .optional()
      .describe(`Hours from UTC or an IANA name, for \`date\`, \`from\` and \`to\` without offset. Default: the zone at the birth place, else ${PLACELESS_TIMEZONE_HOURS}`),
    birthDate: z.string().optional().describe('Birth date and time of the natal chart, ISO 8601 (wall time at `birthTimezone`)'),
    latitude: birth.latitude.describe('Birth latitude of the natal chart, decimal degrees north (with birthDate and longitude)'),
    longitude: birth.longitude.describe('Birth longitude of the natal chart, decimal degrees east'),
    birthTimezone: z.string().trim().min(1).optional().describe('Zone of `birthDate`. Default: the zone in force at the birth coordinates'),
    from: z.string().optional().describe('Start of the event window (ISO 8601). Default: the transit moment'),
    to: z.string().optional().describe(`End of the event window, exclusive. Default: 30 days after \`from\`; at most ${MAX_WESTERN_EVENT_DAYS} days after it`),
    events: queryList(WESTERN_EVENT_TYPES).optional().describe(`Event types timed: ${WESTERN_EVENT_TYPES.join(', ')} (default all)`),
    bodies: queryList(WESTERN_BODY_IDS as unknown as readonly [string, ...string[]])
      .optional()
      .describe(
        `The moving bodies whose events are timed: ${WESTERN_BODY_IDS.join(', ')}. Default the ten planets. The optional ones (${OPTIONAL_BODY_IDS.join(', ')}) are also shown, in the sky and the natal chart; true-lilith's events are not timed`,
      ),
    ...chartQueryOptions,
    orbs: orbsQuery.describe(`${ORBS_DOC} (transit defaults: 2° for the major aspects but the sextile 1.5°, 1° for the minor), as \`trine:1\``),
    voidOfCourse: closedWord(VOID_OF_COURSE_CHOICES)
      .default('modern')
      .describe('Void-of-course Moon periods of the event window by the planets whose aspects count: modern (the Sun to Pluto, default), traditional (the Sun to Saturn), or none'),
    lang: LangField,
  })
  .superRefine(birthIsWhole);
export type WesternTransitQuery = z.output<typeof WesternTransitQuerySchema>;

// ── responses ──────────────────────────────────────────────────────────────

const SignPlaceSchema = {
  longitude: z.number().describe('Tropical ecliptic longitude, degrees [0, 360), true equinox of date'),
  sign: z.string(),
  signNumber: z.number().int().describe('1 = Aries … 12 = Pisces'),
  degree: z.string().describe('Within the sign, degrees and minutes'),
};

const BodySchema = z
  .object({
    id: z.enum(WESTERN_BODY_IDS),
    name: z.string(),
    glyph: z.string(),
    ...SignPlaceSchema,
    house: z.number().int(),
    latitude: z.number().describe('Ecliptic latitude, degrees'),
    declination: z.number().describe('Degrees, true equator of date'),
    speed: z.number().nullable().describe('Degrees per day in longitude; null in a composite chart'),
    retrograde: z.boolean().nullable(),
  })
  .meta({ id: 'WesternBody' });

const PointSchema = z.object({ id: z.string(), name: z.string(), ...SignPlaceSchema, house: z.number().int() }).meta({ id: 'WesternPoint' });

const HouseSchema = z.object({ house: z.number().int(), cusp: z.number(), sign: z.string(), signNumber: z.number().int(), degree: z.string() });

const AspectSchema = z
  .object({
    from: z.string(),
    fromName: z.string(),
    to: z.string(),
    toName: z.string(),
    type: z.enum(WESTERN_ASPECT_IDS).describe('The aspect id (its name is `name`)'),
    name: z.string(),
    glyph: z.string(),
    nature: z.string().describe('neutral, harmonious, challenging or creative'),
    angle: z.number(),
    separation: z.number().describe('Actual angular distance, degrees [0, 180]'),
    orb: z.number().describe('Distance from exact, degrees'),
    applying: z.boolean().nullable().describe('true applying, false separating, null for an angle or a composite point (no motion)'),
  })
  .meta({ id: 'WesternAspect' });

const DeclinationAspectSchema = z
  .object({
    from: z.string(),
    fromName: z.string(),
    to: z.string(),
    toName: z.string(),
    type: z.enum(DECLINATION_ASPECT_TYPES).describe('parallel: the same declination on the same side of the equator; contra-parallel: on opposite sides'),
    name: z.string(),
    orb: z.number().describe('Distance from exact, degrees'),
  })
  .meta({ id: 'WesternDeclinationAspect' });

const PatternSchema = z
  .object({
    type: z.enum(CHART_PATTERN_TYPES),
    name: z.string(),
    bodies: z.array(z.string()),
    apex: z.string().nullable(),
    stellium: z.object({ by: z.enum(['sign', 'house']), number: z.number().int() }).nullable(),
    description: z.string(),
  })
  .meta({ id: 'WesternPattern' });

const BalanceGroupSchema = z.object({ id: z.string(), name: z.string(), count: z.number().int(), bodies: z.array(z.string()) });

const ChartCoreSchema = z.object({
  sect: z.enum(['day', 'night']).describe('day: the Sun above the horizon'),
  bodies: z.array(BodySchema),
  points: z.array(PointSchema).describe('Ascendant, midheaven, descendant, imum coeli, vertex, Part of Fortune'),
  houses: z.array(HouseSchema),
  balance: z.object({
    elements: z.array(BalanceGroupSchema),
    modalities: z.array(BalanceGroupSchema),
    dominantElement: z.array(z.string()).describe('The element(s) with the most planets'),
    dominantModality: z.array(z.string()),
  }),
  aspects: z.array(AspectSchema),
  patterns: z.array(PatternSchema),
});

export const WesternSettingsSchema = SettingsSchema.pick({ timezone: true, timezoneSource: true })
  .extend({
    zodiac: z.literal('tropical'),
    houseSystem: z.object({ id: z.enum(WESTERN_HOUSE_SYSTEM_IDS), name: z.string() }),
    aspects: z.array(z.enum(WESTERN_ASPECT_IDS)),
    orbs: z.record(z.string(), z.number()).describe('The orb of every aspect reported, degrees'),
    fortune: z.enum(FORTUNE_FORMULAS),
  })
  .meta({ id: 'WesternSettings' });

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

const PersonChartSchema = z
  .object({ name: z.string().nullable(), birthDetails: BirthDetailsSchema, ...ChartCoreSchema.shape })
  .meta({ id: 'WesternPersonChart' });

const OverlaySchema = z.array(z.object({ body: z.string(), name: z.string(), house: z.number().int() }));

export const SynastryResponseSchema = z
  .object({
    settings: WesternSettingsSchema.omit({ timezone: true, timezoneSource: true }),
    person1: PersonChartSchema,
    person2: PersonChartSchema,
    aspects: z.array(AspectSchema).describe("From a point of the first person's chart (`from`) to one of the second's (`to`)"),
    overlays: z.object({ person1InPerson2Houses: OverlaySchema, person2InPerson1Houses: OverlaySchema }),
    composite: z.object({ latitude: z.number().describe('Mean of the two birth latitudes, where the composite houses are cast'), ...ChartCoreSchema.shape }),
    davison: z.object({ date: z.string().describe('The instant halfway between the births, ISO 8601 UTC'), latitude: z.number(), longitude: z.number(), ...ChartCoreSchema.shape }),
    score: z.object({
      score: z.number().int().describe('0–100: 100 × harmony ÷ (harmony + tension)'),
      band: z.object({ id: z.string(), description: z.string() }),
      harmony: z.number(),
      tension: z.number(),
      method: z.string(),
      terms: z.array(
        z.object({
          from: z.string(),
          to: z.string(),
          aspect: z.enum(WESTERN_ASPECT_IDS),
          orb: z.number(),
          tone: z.number(),
          weight: z.number(),
          closeness: z.number(),
          points: z.number(),
        }),
      ),
    }),
  })
  .meta({ id: 'WesternSynastry' });

const TransitBodySchema = z.object({
  id: z.enum(WESTERN_BODY_IDS),
  name: z.string(),
  glyph: z.string(),
  ...SignPlaceSchema,
  declination: z.number().describe('Degrees, true equator of date'),
  speed: z.number(),
  retrograde: z.boolean(),
  natalHouse: z.number().int().nullable().describe('The natal house it transits; null without birth data'),
});

const EventSchema = z
  .object({
    type: z.enum(WESTERN_EVENT_TYPES),
    instant: z.string().describe('ISO 8601 UTC'),
    local: z.string().describe('Date and time at the response zone, YYYY-MM-DD HH:MM'),
    body: z.string(),
    bodyName: z.string(),
    description: z.string(),
    fromSign: z.number().int().optional(),
    toSign: z.number().int().optional(),
    direction: z.enum(['retrograde', 'direct']).optional(),
    aspect: z.enum(WESTERN_ASPECT_IDS).optional(),
    to: z.string().optional().describe('The other body, or the natal point'),
    natal: z.boolean().optional(),
    longitude: z.number().optional(),
    retrograde: z.boolean().optional(),
  })
  .meta({ id: 'WesternEvent' });

export const VoidOfCourseSchema = z
  .object({
    start: z.string().describe('The last exact aspect (or the ingress, when the Moon made none in the sign), ISO 8601 UTC'),
    end: z.string().describe("The Moon's ingress into the next sign"),
    startLocal: z.string(),
    endLocal: z.string(),
    durationMinutes: z.number().int(),
    sign: z.string().describe('The tropical sign the Moon is void in'),
    nextSign: z.string(),
    lastAspect: z
      .object({ aspect: z.enum(WESTERN_ASPECT_IDS), aspectName: z.string(), planet: z.string(), planetName: z.string() })
      .nullable()
      .describe('The aspect that ends the course; null when the Moon made none in the whole sign'),
  })
  .meta({ id: 'VoidOfCourseMoon' });

export const WesternTransitResponseSchema = z
  .object({
    date: z.string().describe('The transit moment, ISO 8601 UTC'),
    settings: WesternSettingsSchema.omit({ fortune: true }).extend({
      declinationOrb: z.number().describe('Orb of the parallels and contra-parallels, degrees'),
      voidOfCourse: z.enum(VOID_OF_COURSE_CHOICES).describe('The planet set of the void-of-course Moon periods, or none'),
    }),
    natal: z
      .object({ birthDetails: BirthDetailsSchema, ascendant: PointSchema, midheaven: PointSchema })
      .nullable()
      .describe('The natal chart transits are read against; null for the sky alone'),
    bodies: z.array(TransitBodySchema),
    aspects: z.array(AspectSchema).describe('Transiting planet (`from`) to natal planet or angle (`to`); without birth data, among the transiting planets'),
    declinationAspects: z.array(DeclinationAspectSchema).describe('Parallels and contra-parallels, transiting (`from`) to natal (`to`) planets; without birth data, among the transiting planets'),
    events: z.object({ from: z.string(), to: z.string(), count: z.number().int(), items: z.array(EventSchema) }),
    voidOfCourseMoon: z
      .object({
        planets: z.enum(VOID_OF_COURSE_SET_IDS).describe('Whose aspects end the Moon\'s course: modern (the Sun to Pluto) or traditional (the Sun to Saturn)'),
        name: z.string(),
        source: z.string(),
        periods: z.array(VoidOfCourseSchema),
      })
      .nullable()
      .describe('The void-of-course periods overlapping the event window (one running at either end is given whole); null with voidOfCourse=none'),
  })
  .meta({ id: 'WesternTransits' });


// ── returns ────────────────────────────────────────────────────────────────

/** Most returns one request may ask for with `count` (a year of lunar returns). */
export const MAX_RETURN_COUNT = 14;
/** Civil years `year` may name: the engine's range less a year at each end. */
export const RETURN_YEARS = { min: 1801, max: 2398 } as const;

/** `returnCity` or both `returnLatitude` and `returnLongitude`, or none of them (the return is cast at the birth place). */
function returnPlaceIsWhole(q: { returnCity?: string | undefined; returnLatitude?: number | undefined; returnLongitude?: number | undefined }, ctx: z.RefinementCtx): void {
  const coordinates = (['returnLatitude', 'returnLongitude'] as const).filter((field) => q[field] !== undefined);
  if (q.returnCity !== undefined && coordinates.length > 0) {
    ctx.addIssue({ code: 'custom', path: ['returnCity'], message: 'give either returnCity or returnLatitude and returnLongitude, not both' });
  } else if (coordinates.length === 1) {
    const missing = coordinates[0] === 'returnLatitude' ? 'returnLongitude' : 'returnLatitude';
    ctx.addIssue({ code: 'custom', path: [missing], message: `${missing} is required with ${coordinates[0]} for a relocated return` });
  }
}

/** At most one of `after`, `before` and `year`. */
function oneReturnWindow(q: { after?: string | undefined; before?: string | undefined; year?: number | undefined }, ctx: z.RefinementCtx): void {
  const given = (['after', 'before', 'year'] as const).filter((field) => q[field] !== undefined);
  if (given.length > 1) ctx.addIssue({ code: 'custom', path: [given[1]!], message: `give one of after, before and year, not ${given.join(' and ')}` });
}

export const ReturnQuerySchema = z
  .object({
    date,
    city,
    latitude,
    longitude,
    timezone,
    place,
    lang,
    ...chartQueryOptions,
    body: closedWord(RETURN_BODY_IDS).default('sun').describe(`The returning body: ${RETURN_BODY_IDS.join(', ')}. Default sun (the solar return)`),
    zodiac: closedWord(RETURN_ZODIACS)
      .default('tropical')
      .describe('`tropical` (default): the body back at its tropical natal longitude; `sidereal`: back at its place among the stars (precession-corrected, natal longitude plus the general precession since birth)'),
    after: z.string().optional().describe('The returns at or after this moment, ISO 8601 (read at `timezone`). Default: now'),
    before: z.string().optional().describe('The returns before this moment instead, the latest last'),
    year: z
      .string()
      .trim()
      .regex(/^\d{4}$/, { message: 'year must be a four-digit year such as 2026' })
      .transform(Number)
      .pipe(z.number().int().min(RETURN_YEARS.min, { message: `year must be at least ${RETURN_YEARS.min}` }).max(RETURN_YEARS.max, { message: `year must be at most ${RETURN_YEARS.max}` }))
      .optional()
      .describe(`Every return of this civil year at the response zone instead (${RETURN_YEARS.min}–${RETURN_YEARS.max}; \`count\` is then ignored)`),
    count: queryNumber('count', 1, MAX_RETURN_COUNT)
      .refine(Number.isInteger, { message: 'count must be a whole number' })
      .default(1)
      .describe(`How many returns after \`after\` or before \`before\`, 1–${MAX_RETURN_COUNT}. Default 1`),
    returnCity: CityField.optional().describe('Cast the return chart at this catalogued city instead of the birth place (a relocated return)'),
    returnLatitude: queryNumber('returnLatitude', -90, 90).optional().describe('Latitude of a relocated return, decimal degrees north (with returnLongitude)'),
    returnLongitude: queryNumber('returnLongitude', -180, 180).optional().describe('Longitude of a relocated return, decimal degrees east'),
  })
  .superRefine(birthPlaceGiven)
  .superRefine(returnPlaceIsWhole)
  .superRefine(oneReturnWindow);
export type ReturnQuery = z.output<typeof ReturnQuerySchema>;

const ReturnSchema = z.object({
  date: z.string().describe('The exact return, ISO 8601 UTC (to the millisecond; solved to 10 ms)'),
  local: z.string().describe('Date and time at the response zone, YYYY-MM-DD HH:MM:SS'),
  ageYears: z.number().describe('Years (of 365.25 days) since birth'),
  retrograde: z.boolean().describe('The body crossed its natal longitude moving backwards (one of the passes of a retrograde loop)'),
  ...SignPlaceSchema,
  chart: ChartCoreSchema,
});

export const ReturnResponseSchema = z
  .object({
    birthDetails: BirthDetailsSchema,
    settings: WesternSettingsSchema.omit({ zodiac: true }).extend({
      zodiac: z.enum(RETURN_ZODIACS).describe('The zodiac the return is measured in (the charts are tropical either way)'),
      body: z.enum(RETURN_BODY_IDS),
    }),
    natal: z.object({ body: z.enum(RETURN_BODY_IDS), name: z.string(), ...SignPlaceSchema }).describe("The body's natal place"),
    location: z.object({ latitude: z.number(), longitude: z.number(), place: z.string(), relocated: z.boolean() }).describe('Where the return charts are cast'),
    window: z.object({ after: z.string().nullable(), before: z.string().nullable(), year: z.number().int().nullable(), count: z.number().int() }),
    returns: z.array(ReturnSchema),
  })
  .meta({ id: 'WesternReturns' });

// ── progressions ───────────────────────────────────────────────────────────

/** Longest event window one progression request may ask for, years of life: a century of secondary progressions or solar arcs; ten years of tertiary or minor ones, whose progressed Moon alone makes some hundred events a year. */
export const MAX_PROGRESSION_YEARS = { secondary: 100, 'solar-arc': 100, tertiary: 10, minor: 10 } as const;

const progressionBirth = birthQueryFields();

/** A birth under `birthDate` and a moment asked about under `date`: progressions, profections, firdaria. */
const birthAndMoment = {
  birthDate: z.string().describe('Birth date and time, ISO 8601 (wall time at `birthTimezone`; with `Z` or an offset an instant)'),
  city: progressionBirth.city,
  latitude: progressionBirth.latitude,
  longitude: progressionBirth.longitude,
  birthTimezone: z.string().trim().min(1).optional().describe("Zone of `birthDate`. Default: the offset it carries, else the city's zone, else the zone in force at the birth coordinates"),
  place: progressionBirth.place,
  date: z.string().optional().describe('The moment asked about, ISO 8601 (read at `timezone`). Default: now'),
  timezone: z.string().trim().min(1).optional().describe('Zone of `date` (and `from`, `to`) without offset. Default: the birth\'s zone'),
  lang: LangField,
};

export const ProgressionQuerySchema = z
  .object({
    ...birthAndMoment,
    method: closedWord(PROGRESSION_METHODS)
      .default('secondary')
      .describe('`secondary` (default: a day for a year), `tertiary` (a day for a lunar month), `minor` (a lunar month for a year) or `solar-arc` (every point moved by the progressed Sun\'s arc)'),
    angles: closedWord(PROGRESSED_ANGLE_METHODS)
      .optional()
      .describe('How the angles progress: `naibod-ra` (the meridian\'s right ascension + 0.98565° a year; default but for solar-arc), `solar-arc` (MC + the solar arc; default for solar-arc), `mean-sun` (MC + 0.98565° a year in longitude), `quotidian` (the angles of the progressed instant)'),
    from: z.string().optional().describe('Start of the event window (ISO 8601). Default: `date`'),
    to: z.string().optional().describe(`End of the event window, exclusive. Default: a year after \`from\`; at most ${MAX_PROGRESSION_YEARS.secondary} years after it (${MAX_PROGRESSION_YEARS.tertiary} for tertiary and minor progressions)`),
    events: queryList(WESTERN_EVENT_TYPES).optional().describe(`Event types timed: ${WESTERN_EVENT_TYPES.join(', ')} (default all; no stations under solar arc)`),
    ...chartQueryOptions,
    orbs: orbsQuery.describe(`${ORBS_DOC} (progression default: ${DEFAULT_PROGRESSION_ORB_DEG}° for every aspect), as \`trine:1.5\``),
  })
  .superRefine(birthPlaceGiven);
export type ProgressionQuery = z.output<typeof ProgressionQuerySchema>;

export const ProgressionResponseSchema = z
  .object({
    birthDetails: BirthDetailsSchema,
    date: z.string().describe('The moment the progression is cast for, ISO 8601 UTC'),
    settings: WesternSettingsSchema.extend({
      method: z.enum(PROGRESSION_METHODS),
      angles: z.enum(PROGRESSED_ANGLE_METHODS),
    }),
    progressedDate: z.string().describe('The ephemeris instant the progressed positions are taken at (the secondary one under solar arc), ISO 8601 UTC'),
    ageYears: z.number().describe('Years of life at `date`, of 365.24219 days'),
    solarArc: z.number().describe('The secondary progressed Sun less the natal Sun at `date`, degrees'),
    ...ChartCoreSchema.shape,
    natalAspects: z.array(AspectSchema).describe('Progressed planet or angle (`from`) to natal planet or angle (`to`)'),
    events: z.object({ from: z.string(), to: z.string(), count: z.number().int(), items: z.array(EventSchema) }).describe('Progressed ingresses, stations and exact aspects to the natal chart, at the real instants they stand for'),
  })
  .meta({ id: 'WesternProgression' });

// ── profections and firdaria ───────────────────────────────────────────────

export const ProfectionQuerySchema = z
  .object({
    ...birthAndMoment,
    months: closedWord(PROFECTION_MONTHS)
      .default('solar')
      .describe('Monthly profections: `solar` (default: month k begins when the Sun is 30°·k past its natal place) or `equal` (twelve equal parts of the year between solar returns)'),
  })
  .superRefine(birthPlaceGiven);
export type ProfectionQuery = z.output<typeof ProfectionQuerySchema>;

const ProfectedSignSchema = z.object({
  sign: z.string(),
  signNumber: z.number().int().describe('1 = Aries … 12 = Pisces'),
  house: z.number().int().describe('Whole-sign house from the ascendant, 1–12'),
  lord: z.string().describe('The domicile lord of the sign (the lord of the year or month)'),
  lordName: z.string(),
  start: z.string().describe('ISO 8601 UTC'),
  end: z.string().describe('ISO 8601 UTC, exclusive'),
});

export const ProfectionResponseSchema = z
  .object({
    birthDetails: BirthDetailsSchema,
    date: z.string().describe('The moment asked about, ISO 8601 UTC'),
    settings: SettingsSchema.pick({ timezone: true, timezoneSource: true }).extend({
      months: z.enum(PROFECTION_MONTHS),
      houses: z.literal('whole-sign'),
      yearStart: z.literal('solar-return'),
    }),
    ascendant: z.object(SignPlaceSchema),
    age: z.number().int().describe('Completed years of life: solar returns since birth'),
    year: ProfectedSignSchema.describe('The annual profection'),
    month: ProfectedSignSchema.extend({ month: z.number().int() }).describe('The monthly profection holding `date`'),
    months: z.array(ProfectedSignSchema.extend({ month: z.number().int() })),
    planetsInSign: z.array(z.object({ id: z.string(), name: z.string() })).describe('Natal planets in the profected sign of the year'),
  })
  .meta({ id: 'WesternProfections' });

export const FirdariaQuerySchema = z
  .object({
    ...birthAndMoment,
    nodePlacement: closedWord(FIRDARIA_NODE_PLACEMENTS)
      .default('after-mars')
      .describe("Night births: the nodes' years `after-mars` (default: Moon, Saturn, Jupiter, Mars, the nodes, Sun, Venus, Mercury, as Abu Ma'shar and Bonatti give them) or at the `end` as for a day birth"),
  })
  .superRefine(birthPlaceGiven);
export type FirdariaQuery = z.output<typeof FirdariaQuerySchema>;

const FirdariaSubPeriodSchema = z.object({ lord: z.enum(FIRDARIA_LORDS), name: z.string(), start: z.string(), end: z.string() });

export const FirdariaResponseSchema = z
  .object({
    birthDetails: BirthDetailsSchema,
    date: z.string().describe('The moment `current` is read at, ISO 8601 UTC'),
    settings: SettingsSchema.pick({ timezone: true, timezoneSource: true }).extend({
      nodePlacement: z.enum(FIRDARIA_NODE_PLACEMENTS),
      yearDays: z.number().describe('Length of a firdaria year, days (the mean tropical year)'),
    }),
    sect: z.enum(['day', 'night']).describe('day: the Sun above the horizon at birth'),
    periods: z.array(FirdariaSubPeriodSchema.extend({ years: z.number().int(), subPeriods: z.array(FirdariaSubPeriodSchema) })),
    current: z
      .object({ period: FirdariaSubPeriodSchema, subPeriod: FirdariaSubPeriodSchema.nullable() })
      .nullable()
      .describe('The period and sub-period holding `date`; null after the 75 years'),
  })
  .meta({ id: 'WesternFirdaria' });

// ── astrocartography ───────────────────────────────────────────────────────

/** Finest and coarsest latitude step a request may set, degrees. */
export const MIN_MAP_STEP_DEG = 0.25;
export const MAX_MAP_STEP_DEG = 5;

/** GET /western/astrocartography: a birth (or any moment and place), the bodies and angles drawn, the sampling. */
export const AstrocartographyQuerySchema = z
  .object({
    date, city, latitude, longitude, timezone, place, lang,
    bodies: queryList(WESTERN_PLANET_IDS as unknown as readonly [WesternPlanetId, ...WesternPlanetId[]])
      .optional()
      .describe(`The bodies whose lines are drawn: ${WESTERN_PLANET_IDS.join(', ')}. Default all ten`),
    angles: queryList(MAP_ANGLES).optional().describe('The angles drawn: mc (culminating), ic (anti-culminating), asc (rising), dsc (setting). Default all four'),
    step: queryNumber('step', MIN_MAP_STEP_DEG, MAX_MAP_STEP_DEG)
      .default(DEFAULT_LATITUDE_STEP_DEG)
      .describe(`Latitude step of the sampled lines, degrees (${MIN_MAP_STEP_DEG}–${MAX_MAP_STEP_DEG}). Default ${DEFAULT_LATITUDE_STEP_DEG}`),
    parans: ParansField,
    stars: ParanStarsField,
  })
  .superRefine(birthPlaceGiven)
  .superRefine(starsNeedParans);
export type AstrocartographyQuery = z.output<typeof AstrocartographyQuerySchema>;

/** GET /western/astrocartography/svg: the map's fields and the picture's side. */
export const AstrocartographyPictureQuerySchema = AstrocartographyQuerySchema.extend(PictureFields);
export type AstrocartographyPictureQuery = z.output<typeof AstrocartographyPictureQuerySchema>;

const MapPointSchema = z.array(z.number()).describe('[east longitude, latitude], degrees');

const MapFeatureSchema = z
  .object({
    type: z.literal('Feature'),
    properties: z.object({
      body: z.enum(WESTERN_PLANET_IDS as unknown as readonly [WesternPlanetId, ...WesternPlanetId[]]),
      bodyName: z.string(),
      angle: z.enum(MAP_ANGLES),
      angleName: z.string(),
    }),
    geometry: z.union([
      z.object({ type: z.literal('LineString'), coordinates: z.array(MapPointSchema) }),
      z.object({ type: z.literal('MultiLineString'), coordinates: z.array(z.array(MapPointSchema)) }),
    ]),
  })
  .meta({ id: 'AstrocartographyLine' });

export const AstrocartographyResponseSchema = z
  .object({
    birthDetails: BirthDetailsSchema,
    settings: SettingsSchema.pick({ timezone: true, timezoneSource: true }).extend({
      positions: z.literal('in-mundo').describe("The body's own right ascension and declination (its ecliptic latitude included), geocentric apparent of date"),
      horizon: z.literal('geometric').describe('Rising and setting: the centre on the horizon, altitude 0, without refraction or parallax'),
      step: z.number().describe('Latitude step of the sampled lines, degrees'),
      maxLatitude: z.number().describe('Lines stop at this latitude north and south, degrees'),
      ...ParanSettingsFields,
    }),
    siderealTime: z.number().describe('Greenwich apparent sidereal time at the moment, degrees'),
    bodies: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        glyph: z.string(),
        rightAscension: z.number().describe('Degrees, true equator and equinox of date'),
        declination: z.number().describe('Degrees'),
        mcLongitude: z.number().describe('East longitude of the MC line, degrees (−180, 180]; the IC line is 180° away'),
        polarLimit: z.number().describe('90° − |declination|: beyond this latitude the body does not rise or set, and its ASC and DSC lines stop there'),
      }),
    ),
    map: z
      .object({ type: z.literal('FeatureCollection'), features: z.array(MapFeatureSchema) })
      .describe('GeoJSON (RFC 7946): one feature per body and angle, a MultiLineString where the line is cut at the antimeridian'),
    parans: ParanCollectionSchema,
  })
  .meta({ id: 'Astrocartography' });
