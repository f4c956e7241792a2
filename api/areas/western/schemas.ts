/**
 * Schemas of the Western astrology area: the natal chart (birth fields in the query), synastry (the pair body
 * of api/shared/pair.ts) and transits (a moment, optionally a birth, and an event window). The chart options
 * (house system, aspects, orbs, Part of Fortune formula) have a query form and a body form, defined once here.
 */
import { z } from 'zod';
import { FORTUNE_FORMULAS } from '../../../astro/western/chart.ts';
import { WESTERN_EVENT_TYPES } from '../../../astro/western/events.ts';
import { CHART_PATTERN_TYPES } from '../../../astro/western/patterns.ts';
import { MAJOR_ASPECT_IDS, WESTERN_ASPECT_IDS, type WesternAspectId } from '../../../data/western-aspects.ts';
import { WESTERN_BODY_IDS } from '../../../data/western-bodies.ts';
import { WESTERN_HOUSE_SYSTEM_IDS } from '../../../data/western-houses.ts';
import { BirthDetailsSchema, birthPlaceGiven, birthQueryFields } from '../../shared/birth.ts';
import { LangField } from '../../shared/lang.ts';
import { personsBodySchema } from '../../shared/pair.ts';
import { closedWord, closedWordRecord, queryList, wordReader } from '../../shared/params.ts';
import { PLACELESS_TIMEZONE_HOURS } from '../../shared/place.ts';
import { SettingsSchema } from '../../shared/settings.ts';
import { PictureFields } from '../../shared/picture.ts';

/** Longest event window one transit request may ask for, days. */
export const MAX_WESTERN_EVENT_DAYS = 400;
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

/** The chart options in a query string. */
const chartQueryOptions = {
  houseSystem,
  aspects: z.string().default('major').transform(aspectsFrom).describe(ASPECTS_DOC),
  orbs: orbsQuery,
  fortune,
};

const { date, city, latitude, longitude, timezone, place, lang } = birthQueryFields();

export const NatalChartQuerySchema = z.object({ date, city, latitude, longitude, timezone, place, lang, ...chartQueryOptions }).superRefine(birthPlaceGiven);
export type NatalChartQuery = z.output<typeof NatalChartQuerySchema>;

/** GET /western/natal-chart/svg: the natal chart's fields and the picture's side. */
export const NatalPictureQuerySchema = NatalChartQuerySchema.extend(PictureFields);
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
      .describe(`The moving bodies whose events are timed: ${WESTERN_BODY_IDS.join(', ')}. Default the ten planets`),
    ...chartQueryOptions,
    orbs: orbsQuery.describe(`${ORBS_DOC} (transit defaults: 2° for the major aspects but the sextile 1.5°, 1° for the minor), as \`trine:1\``),
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

const UnavailableSchema = z.array(z.object({ id: z.string(), name: z.string(), reason: z.string() })).describe('Bodies this service does not compute, and why');

export const NatalChartResponseSchema = z
  .object({ birthDetails: BirthDetailsSchema, settings: WesternSettingsSchema, ...ChartCoreSchema.shape, unavailable: UnavailableSchema })
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

export const WesternTransitResponseSchema = z
  .object({
    date: z.string().describe('The transit moment, ISO 8601 UTC'),
    settings: WesternSettingsSchema.omit({ fortune: true }),
    natal: z
      .object({ birthDetails: BirthDetailsSchema, ascendant: PointSchema, midheaven: PointSchema })
      .nullable()
      .describe('The natal chart transits are read against; null for the sky alone'),
    bodies: z.array(TransitBodySchema),
    aspects: z.array(AspectSchema).describe('Transiting planet (`from`) to natal planet or angle (`to`); without birth data, among the transiting planets'),
    events: z.object({ from: z.string(), to: z.string(), count: z.number().int(), items: z.array(EventSchema) }),
  })
  .meta({ id: 'WesternTransits' });

