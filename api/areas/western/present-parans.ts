/**
 * The astrocartography's parans in the answer: each a GeoJSON line of constant latitude across the map with its two
 * bodies and angles named, and each a dashed parallel on the world map (api/svg/world-map.ts).
 */
import type { MapAngle } from '../../../astro/western/astrocartography.ts';
import type { Paran, ParanPart } from '../../../astro/western/parans.ts';
import type { MapParan } from '../../svg/world-map.ts';

/** Longitude step of the points of a paran's line, degrees (the map's graticule). */
export const PARAN_LINE_STEP_DEG = 30;

/** A paran's body and angle in the response language. */
export type PartNames = (part: ParanPart) => { readonly bodyName: string; readonly angleName: string };

const LINE_LONGITUDES = Array.from({ length: 360 / PARAN_LINE_STEP_DEG + 1 }, (_, k) => -180 + k * PARAN_LINE_STEP_DEG);

/** The parans as a GeoJSON FeatureCollection (empty when they were not asked for). */
export function paranCollection(parans: readonly Paran[] | null, names: PartNames) {
  return {
    type: 'FeatureCollection' as const,
    features: (parans ?? []).map((paran) => {
      const first = names(paran.first);
      const second = names(paran.second);
      return {
        type: 'Feature' as const,
        properties: {
          body1: paran.first.body,
          body1Name: first.bodyName,
          angle1: paran.first.angle,
          angle1Name: first.angleName,
          body2: paran.second.body,
          body2Name: second.bodyName,
          angle2: paran.second.angle,
          angle2Name: second.angleName,
          latitude: paran.latitudeDeg,
          crossingLongitude: paran.longitudeDeg,
        },
        geometry: { type: 'LineString' as const, coordinates: LINE_LONGITUDES.map((longitude) => [longitude, paran.latitudeDeg]) },
      };
    }),
  };
}

/** The parans as the world map draws them: the latitude, the first body's colour, a label such as "☉ MC – ♂ ASC". */
export function paranDrawing(parans: readonly Paran[] | null, glyph: (body: string) => string, angleLabels: Readonly<Record<MapAngle, string>>): MapParan[] {
  return (parans ?? []).map((paran) => ({
    latitude: paran.latitudeDeg,
    body: paran.first.body,
    label: `${glyph(paran.first.body)} ${angleLabels[paran.first.angle]} – ${glyph(paran.second.body)} ${angleLabels[paran.second.angle]}`,
  }));
}
