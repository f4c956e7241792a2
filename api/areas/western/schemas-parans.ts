/**
 * Schemas of the astrocartography's parans (docs/western.md#parans): the request's switch and the answer's GeoJSON
 * lines of latitude, each naming its two bodies and their angles.
 */
import { z } from 'zod';
import { MAP_ANGLES } from '../../../astro/western/astrocartography.ts';
import { WESTERN_PLANET_IDS, type WesternPlanetId } from '../../../data/western-bodies.ts';
import { closedWord } from '../../shared/params.ts';

/** The words of the switch: parans computed or not. */
export const PARAN_SWITCH = ['false', 'true'] as const;

/** `parans=true|false` (also yes/no, on/off, 1/0); default false. */
export const ParansField = closedWord(PARAN_SWITCH, { true: ['yes', 'on', '1'], false: ['no', 'off', '0'] })
  .default('false')
  .describe('true: also the parans, the latitudes where two bodies are on angles at once (in mundo, exact latitude, no orb), as GeoJSON lines of latitude in `parans`. Default false');

const BodyEnum = z.enum(WESTERN_PLANET_IDS as unknown as readonly [WesternPlanetId, ...WesternPlanetId[]]);

const ParanFeatureSchema = z
  .object({
    type: z.literal('Feature'),
    properties: z.object({
      body1: BodyEnum.describe('The body earlier in the order of `bodies`'),
      body1Name: z.string(),
      angle1: z.enum(MAP_ANGLES).describe('The angle body1 is on: mc culminating, ic anti-culminating, asc rising, dsc setting'),
      angle1Name: z.string(),
      body2: BodyEnum,
      body2Name: z.string(),
      angle2: z.enum(MAP_ANGLES).describe('The angle body2 is on at the same moment'),
      angle2Name: z.string(),
      latitude: z.number().describe('Geographic latitude of the paran, degrees (north positive)'),
      crossingLongitude: z.number().describe("East longitude where body1's and body2's lines cross at the moment of the map, degrees (−180, 180]"),
    }),
    geometry: z.object({
      type: z.literal('LineString'),
      coordinates: z.array(z.array(z.number())).describe('[east longitude, latitude] from −180° to 180°, every 30°, all at the paran\'s latitude'),
    }),
  })
  .meta({ id: 'AstrocartographyParan' });

/** The parans of the map as a GeoJSON FeatureCollection (empty unless `parans=true`). */
export const ParanCollectionSchema = z
  .object({ type: z.literal('FeatureCollection'), features: z.array(ParanFeatureSchema) })
  .describe(
    'GeoJSON (RFC 7946): with parans=true one line of constant latitude per paran, for each pair of bodies and pair of angles (not two meridians) whose lines cross; empty otherwise',
  );
