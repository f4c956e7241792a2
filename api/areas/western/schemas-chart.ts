/**
 * The parts every Western chart response shows, defined once: a place in its sign, the bodies, points, house
 * cusps, aspects (in longitude and in declination), patterns and the balance of a chart (`ChartCoreSchema`), the
 * settings of a chart, and the timed events of transits and progressions.
 */
import { z } from 'zod';
import { FORTUNE_FORMULAS } from '../../../astro/western/chart.ts';
import { DECLINATION_ASPECT_TYPES } from '../../../astro/western/declinations.ts';
import { WESTERN_EVENT_TYPES } from '../../../astro/western/events.ts';
import { CHART_PATTERN_TYPES } from '../../../astro/western/patterns.ts';
import { WESTERN_ASPECT_IDS } from '../../../data/western-aspects.ts';
import { WESTERN_BODY_IDS } from '../../../data/western-bodies.ts';
import { WESTERN_HOUSE_SYSTEM_IDS } from '../../../data/western-houses.ts';
import { SettingsSchema } from '../../shared/settings.ts';

export const SignPlaceSchema = {
  longitude: z.number().describe('Tropical ecliptic longitude, degrees [0, 360), true equinox of date'),
  sign: z.string(),
  signNumber: z.number().int().describe('1 = Aries … 12 = Pisces'),
  degree: z.string().describe('Within the sign, degrees and minutes'),
};

/** How every list of bodies begins (the presenter's `bodyHead`): the id, name and glyph, and the place in its sign. */
export const BodyHeadFields = {
  id: z.enum(WESTERN_BODY_IDS),
  name: z.string(),
  glyph: z.string(),
  ...SignPlaceSchema,
};

const BodySchema = z
  .object({
    ...BodyHeadFields,
    house: z.number().int(),
    latitude: z.number().describe('Ecliptic latitude, degrees'),
    declination: z.number().describe('Degrees, true equator of date'),
    speed: z.number().nullable().describe('Degrees per day in longitude; null in a composite chart'),
    retrograde: z.boolean().nullable(),
  })
  .meta({ id: 'WesternBody' });

export const PointSchema = z.object({ id: z.string(), name: z.string(), ...SignPlaceSchema, house: z.number().int() }).meta({ id: 'WesternPoint' });

const HouseSchema = z.object({ house: z.number().int(), cusp: z.number(), sign: z.string(), signNumber: z.number().int(), degree: z.string() });

export const AspectSchema = z
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

export const DeclinationAspectSchema = z
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

export const ChartCoreSchema = z.object({
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

export const EventSchema = z
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
