/**
 * The astrocartography's parans in the answer: each a GeoJSON line of constant latitude across the map with its two
 * bodies (or a body and a fixed star) and their angles named, and each a dashed parallel on the world map
 * (api/svg/world-map.ts).
 */
import type { MapAngle } from '../../../astro/western/astrocartography.ts';
import type { Paran, ParanBodyId } from '../../../astro/western/parans.ts';
import { fixedStar, FIXED_STAR_IDS, type FixedStarId } from '../../../data/fixed-stars.ts';
import type { WesternPlanetId } from '../../../data/western-bodies.ts';
import type { MapParan } from '../../svg/world-map.ts';
import { type Lang, named } from '../../shared/lang.ts';

/** Longitude step of the points of a paran's line, degrees (the map's graticule). */
const PARAN_LINE_STEP_DEG = 30;

const LINE_LONGITUDES = Array.from({ length: 360 / PARAN_LINE_STEP_DEG + 1 }, (_, k) => -180 + k * PARAN_LINE_STEP_DEG);

const isStar = (id: ParanBodyId): id is FixedStarId => (FIXED_STAR_IDS as readonly string[]).includes(id);

/** A paran's body as `ofBody` shows a body of the map, or a fixed star by its name in `lang`. */
function shown(id: ParanBodyId, lang: Lang, ofBody: (body: WesternPlanetId) => string): string {
  return isStar(id) ? named(fixedStar(id), lang) : ofBody(id);
}

/** How the presenter names the map's bodies and angles in the response language. */
export interface MapNames {
  readonly body: (id: WesternPlanetId) => string;
  readonly angle: (angle: MapAngle) => string;
}

/** The parans as a GeoJSON FeatureCollection (empty when they were not asked for). */
export function paranCollection(parans: readonly Paran[] | null, lang: Lang, names: MapNames) {
  return {
    type: 'FeatureCollection' as const,
    features: (parans ?? []).map((paran) => ({
      type: 'Feature' as const,
      properties: {
        body1: paran.first.body,
        body1Name: shown(paran.first.body, lang, names.body),
        angle1: paran.first.angle,
        angle1Name: names.angle(paran.first.angle),
        body2: paran.second.body,
        body2Name: shown(paran.second.body, lang, names.body),
        angle2: paran.second.angle,
        angle2Name: names.angle(paran.second.angle),
        latitude: paran.latitudeDeg,
        crossingLongitude: paran.longitudeDeg,
      },
      geometry: { type: 'LineString' as const, coordinates: LINE_LONGITUDES.map((longitude) => [longitude, paran.latitudeDeg]) },
    })),
  };
}

/**
 * The parans as the world map draws them: the latitude, the first body (whose colour the line takes), a label such
 * as "☉ MC – ♂ ASC" (a star by its name).
 */
export function paranDrawing(parans: readonly Paran[] | null, lang: Lang, glyph: (id: WesternPlanetId) => string, angleLabels: Readonly<Record<MapAngle, string>>): MapParan[] {
  return (parans ?? []).map((paran) => ({
    latitude: paran.latitudeDeg,
    body: paran.first.body,
    label: `${shown(paran.first.body, lang, glyph)} ${angleLabels[paran.first.angle]} – ${shown(paran.second.body, lang, glyph)} ${angleLabels[paran.second.angle]}`,
  }));
}
