/**
 * Schemas of the astrocartography's parans (docs/western.md#parans): the request's switch and fixed stars, the
 * settings they echo, and the answer's GeoJSON lines of latitude, each naming its two bodies and their angles.
 */
import { z } from 'zod';
import { MAP_ANGLES } from '../../../astro/western/astrocartography.ts';
import { STAR_SELECTION_WORDS } from '../../../astro/western/fixed-stars.ts';
import { FIXED_STAR_IDS } from '../../../data/fixed-stars.ts';
import { WESTERN_PLANET_IDS, type WesternPlanetId } from '../../../data/western-bodies.ts';
import { closedWord, queryList } from '../../shared/params.ts';

/** The words of the switch: parans computed or not. */
export const PARAN_SWITCH = ['false', 'true'] as const;

/** `parans=true|false` (also yes/no, on/off, 1/0); default false. */
export const ParansField = closedWord(PARAN_SWITCH, { true: ['yes', 'on', '1'], false: ['no', 'off', '0'] })
  .default('false')
  .describe('true: also the parans, the latitudes where two bodies are on angles at once (in mundo, exact latitude, no orb), as GeoJSON lines of latitude in `parans`. Default false');

/** `stars=`: fixed stars paired with the bodies in the parans (only with parans=true). */
export const ParanStarsField = queryList(STAR_SELECTION_WORDS)
  .optional()
  .describe(
    `Fixed stars whose parans with the bodies are added (with parans=true): \`behenian\` (the fifteen Behenian stars), \`royal\` (Aldebaran, Regulus, Antares, Fomalhaut), \`all\`, \`none\` (default), or a list of stars and groups (${FIXED_STAR_IDS.join(', ')})`,
  );

/** A star named without parans=true is a 400 naming `stars`: the map draws no line of a star. */
export function starsNeedParans(query: { parans: string; stars?: readonly string[] | undefined }, context: z.RefinementCtx): void {
  if (query.parans !== 'true' && query.stars?.some((word) => word !== 'none')) {
    context.addIssue({ code: 'custom', path: ['stars'], message: 'stars are paired with the bodies in the parans only: give parans=true with stars' });
  }
}

/** The settings the parans echo. */
export const ParanSettingsFields = {
  parans: z.boolean().describe('Whether the parans (two bodies on angles at once, along a latitude) were computed (`parans`)'),
  paranStars: z.array(z.enum(FIXED_STAR_IDS)).describe('The fixed stars paired with the bodies in the parans (`stars`), in catalogue order'),
};


const ParanFeatureSchema = z
  .object({
    type: z.literal('Feature'),
    properties: z.object({
      body1: z.enum(WESTERN_PLANET_IDS as unknown as readonly [WesternPlanetId, ...WesternPlanetId[]]).describe('The body earlier in the order of `bodies`'),
      body1Name: z.string(),
      angle1: z.enum(MAP_ANGLES).describe('The angle body1 is on: mc culminating, ic anti-culminating, asc rising, dsc setting'),
      angle1Name: z.string(),
      body2: z.enum([...WESTERN_PLANET_IDS, ...FIXED_STAR_IDS]).describe('A body later in the order of `bodies`, or a fixed star of `stars`'),
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
    'GeoJSON (RFC 7946): with parans=true one line of constant latitude per paran, for each pair of bodies (then each star of `stars` with each body) and pair of angles (not two meridians) whose lines cross; empty otherwise',
  );
