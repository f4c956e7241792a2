/**
 * Astrocartography: the query (a birth or any moment and place, the bodies and angles drawn, the sampling), the
 * picture's query, and the response with each body's equatorial place, its lines and the parans asked for as GeoJSON
 * (the parans' own fields in schemas-parans.ts).
 */
import { z } from 'zod';
import { DEFAULT_LATITUDE_STEP_DEG, MAP_ANGLES } from '../../../astro/western/astrocartography.ts';
import { WESTERN_PLANET_IDS, type WesternPlanetId } from '../../../data/western-bodies.ts';
import { BirthDetailsSchema, birthPlaceGiven, birthQueryFields } from '../../shared/birth.ts';
import { queryList, queryNumber } from '../../shared/params.ts';
import { PictureFields } from '../../shared/picture.ts';
import { SettingsSchema } from '../../shared/settings.ts';
import { ParanCollectionSchema, ParansField, ParanSettingsFields, ParanStarsField, starsNeedParans } from './schemas-parans.ts';

const { date, city, latitude, longitude, timezone, place, lang } = birthQueryFields();

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

const MapPointSchema = z.array(z.number()).describe('[east longitude, latitude], degrees, rounded to 1e-6° (about 0.1 m)');

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
