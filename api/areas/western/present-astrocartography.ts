/**
 * Astrocartography: each body's equatorial place and polar limit, its lines and the parans asked for as GeoJSON, and
 * the lines on a world map (the parans as dashed parallels).
 */
import { type MapAngle, MAX_LATITUDE_DEG } from '../../../astro/western/astrocartography.ts';
import { WESTERN_BODIES, type WESTERN_POINTS } from '../../../data/western-bodies.ts';
import { WESTERN_PHRASES } from '../../../data/western-words.ts';
import { birthDetailsOf } from '../../shared/birth.ts';
import { fillText, isoInstant, zoneLabel } from '../../shared/format.ts';
import { byId, type Lang, named } from '../../shared/lang.ts';
import { worldMapSvg } from '../../svg/world-map.ts';
import type { AstrocartographyResult } from './operations.ts';
import { pointName } from './present-chart.ts';
import { paranCollection, paranDrawing } from './present-parans.ts';

/** The chart point named by each map angle. */
const MAP_ANGLE_POINTS: Readonly<Record<MapAngle, (typeof WESTERN_POINTS)[number]['id']>> = { mc: 'midheaven', ic: 'imum-coeli', asc: 'ascendant', dsc: 'descendant' };

/** A map point as GeoJSON writes it: [east longitude, latitude] rounded to 1e-6° (about 0.1 m, RFC 7946 §11.2). */
function mapPoint([longitude, latitude]: readonly [number, number]): [number, number] {
  return [Math.round(longitude * 1e6) / 1e6, Math.round(latitude * 1e6) / 1e6];
}

/** The astrocartography lines as GeoJSON, with each body's equatorial place and polar limit. */
export function astrocartographyResponse(result: AstrocartographyResult, lang: Lang) {
  const { map, birth } = result;
  return {
    birthDetails: birthDetailsOf(birth),
    settings: {
      positions: 'in-mundo' as const,
      horizon: 'geometric' as const,
      step: map.stepDeg,
      maxLatitude: MAX_LATITUDE_DEG,
      parans: map.parans !== null,
      paranStars: result.paranStars,
      timezone: zoneLabel(birth.zone),
      timezoneSource: birth.zoneSource,
    },
    siderealTime: map.siderealTimeDeg,
    bodies: map.bodies.map((body) => {
      const record = byId(WESTERN_BODIES, body.id);
      return {
        id: body.id,
        name: named(record, lang),
        glyph: record.glyph,
        rightAscension: body.rightAscension,
        declination: body.declination,
        mcLongitude: body.mcLongitude,
        polarLimit: body.polarLimitDeg,
      };
    }),
    map: {
      type: 'FeatureCollection' as const,
      features: map.lines.map((line) => ({
        type: 'Feature' as const,
        properties: { body: line.body, bodyName: pointName(line.body, lang), angle: line.angle, angleName: pointName(MAP_ANGLE_POINTS[line.angle], lang) },
        geometry:
          line.segments.length === 1
            ? { type: 'LineString' as const, coordinates: line.segments[0]!.map(mapPoint) }
            : { type: 'MultiLineString' as const, coordinates: line.segments.map((segment) => segment.map(mapPoint)) },
      })),
    },
    parans: paranCollection(map.parans, lang, { body: (id) => pointName(id, lang), angle: (angle) => pointName(MAP_ANGLE_POINTS[angle], lang) }),
  };
}

/** The short labels of the map's angles, as the world map's key and the parans' tooltips print them. */
const MAP_ANGLE_LABELS: Readonly<Record<MapAngle, string>> = { mc: 'MC', ic: 'IC', asc: 'ASC', dsc: 'DSC' };

/** The astrocartography lines (and the parans asked for) on an equirectangular world map. */
export function astrocartographyPicture(result: AstrocartographyResult, size: number, lang: Lang): string {
  const { map, birth } = result;
  const glyphOf = (body: string) => byId(WESTERN_BODIES, body).glyph;
  const title = fillText(named(WESTERN_PHRASES.mapTitle, lang), { date: isoInstant(birth.instant) });
  const place = `${birth.latitude.toFixed(2)}°, ${birth.longitude.toFixed(2)}°`;
  return worldMapSvg(
    {
      title,
      description: `${title}. ${fillText(named(WESTERN_PHRASES.mapDescription, lang), { place })}${map.parans ? ` ${named(WESTERN_PHRASES.mapParans, lang)}` : ''}`,
      lines: map.lines.map((line) => ({ body: line.body, glyph: glyphOf(line.body), angle: line.angle, segments: line.segments })),
      place: [birth.longitude, birth.latitude],
      angleLabels: MAP_ANGLE_LABELS,
      ...(map.parans ? { parans: { lines: paranDrawing(map.parans, lang, glyphOf, MAP_ANGLE_LABELS), key: named(WESTERN_PHRASES.paranKey, lang) } } : {}),
      lang,
    },
    size,
  ).svg;
}
