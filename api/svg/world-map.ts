/**
 * The astrocartography map: an equirectangular world (longitude −180° … 180° left to right, latitude 90° … −90°
 * top to bottom) with a graticule every 30° and the equator and prime meridian heavier, no coastlines; each body's
 * lines in its colour, the angle told by the stroke (MC solid, IC dashed, ASC dotted, DSC dash-dotted, so the
 * angles read in grey as well); the body's glyph at the top of its MC line and the bottom of its IC line; the birth
 * place marked; the parans, when given, as thin dashed parallels in the colour of their first body, each with its
 * label as a tooltip (`<title>`); a key of the strokes under the map.
 *
 * The map takes the picture's width and half of it in height; the title is above it, the key below.
 */
import { el, escapeXml, INK, INK_SOFT, svgDocument, text, TINT } from './builder.ts';

export type MapAngleId = 'mc' | 'ic' | 'asc' | 'dsc';

export interface MapLine {
  readonly body: string;
  readonly glyph: string;
  readonly angle: MapAngleId;
  /** Segments of [east longitude, latitude] points, degrees. */
  readonly segments: readonly (readonly (readonly number[])[])[];
}

/** A paran: a parallel of latitude where two bodies are on angles at once. */
export interface MapParan {
  readonly latitude: number;
  /** The first body, whose colour the line takes. */
  readonly body: string;
  /** What the paran is, as its tooltip reads ("☉ MC – ♂ ASC"). */
  readonly label: string;
}

export interface MapDrawing {
  readonly title: string;
  readonly description: string;
  readonly lines: readonly MapLine[];
  /** The birth place, [east longitude, latitude], degrees. */
  readonly place: readonly [number, number];
  /** The angles' short labels, as the key prints them. */
  readonly angleLabels: Readonly<Record<MapAngleId, string>>;
  /** The parans drawn (none when absent) and their name in the key. */
  readonly parans?: { readonly lines: readonly MapParan[]; readonly key: string };
  readonly lang: string;
}

/** The stroke of each angle's lines. */
const DASHES: Readonly<Record<MapAngleId, string | undefined>> = { mc: undefined, ic: '6 3', asc: '1.5 2.5', dsc: '6 2 1.5 2' };
/** The stroke of a paran's parallel: thinner and with shorter dashes than an IC line. */
const PARAN_DASH = '3 3';
const PARAN_WIDTH = 0.6;

/** Ten colours told apart on screen, in the order of the ten planets. */
const COLOURS = ['#d4a017', '#6b6b6b', '#2a7ab0', '#2e8b57', '#c0392b', '#8e44ad', '#7f5a2e', '#16a085', '#1f3a93', '#a0522d'];

/** Margin around the map as a fraction of the side. */
const MARGIN = 0.04;

/** The map as an SVG document `size` px square. */
export function worldMapSvg(drawing: MapDrawing, size: number): { svg: string } {
  const left = size * MARGIN;
  const width = size - 2 * left;
  const height = width / 2;
  const top = size * 0.1;
  const x = (longitude: number) => left + ((longitude + 180) / 360) * width;
  const y = (latitude: number) => top + ((90 - latitude) / 180) * height;
  const fontSize = Math.max(9, size / 45);
  const parts: string[] = [];
  parts.push(el('rect', { x: left, y: top, width, height, fill: TINT, stroke: INK_SOFT, 'stroke-width': 0.8 }));
  for (let longitude = -150; longitude <= 150; longitude += 30) {
    parts.push(el('line', { x1: x(longitude), y1: top, x2: x(longitude), y2: top + height, stroke: INK_SOFT, 'stroke-width': longitude === 0 ? 0.8 : 0.3 }));
  }
  for (let latitude = -60; latitude <= 60; latitude += 30) {
    parts.push(el('line', { x1: left, y1: y(latitude), x2: left + width, y2: y(latitude), stroke: INK_SOFT, 'stroke-width': latitude === 0 ? 0.8 : 0.3 }));
  }
  const bodies = [...new Set(drawing.lines.map((line) => line.body))];
  const colourOf = (body: string) => COLOURS[bodies.indexOf(body) % COLOURS.length]!;
  for (const line of drawing.lines) {
    for (const segment of line.segments) {
      const points = segment.map(([longitude, latitude]) => `${Math.round(x(longitude!) * 100) / 100},${Math.round(y(latitude!) * 100) / 100}`).join(' ');
      parts.push(el('polyline', { points, fill: 'none', stroke: colourOf(line.body), 'stroke-width': 1.2, 'stroke-dasharray': DASHES[line.angle] }));
    }
    if (line.angle === 'mc' || line.angle === 'ic') {
      const longitude = line.segments[0]?.[0]?.[0];
      if (longitude !== undefined) {
        const atTop = line.angle === 'mc';
        parts.push(text(line.glyph, { x: x(longitude), y: atTop ? top - fontSize * 0.3 : top + height + fontSize, 'font-size': fontSize, 'text-anchor': 'middle', fill: colourOf(line.body) }));
      }
    }
  }
  for (const paran of drawing.parans?.lines ?? []) {
    const at = y(paran.latitude);
    const stroke = bodies.includes(paran.body) ? colourOf(paran.body) : INK_SOFT;
    parts.push(el('line', { x1: left, y1: at, x2: left + width, y2: at, stroke, 'stroke-width': PARAN_WIDTH, 'stroke-dasharray': PARAN_DASH }, [el('title', {}, [escapeXml(paran.label)])]));
  }
  const [placeLongitude, placeLatitude] = drawing.place;
  parts.push(el('circle', { cx: x(placeLongitude), cy: y(placeLatitude), r: size / 150 + 1.5, fill: '#ffffff', stroke: INK, 'stroke-width': 1.2 }));
  const keyTop = top + height + fontSize * 2.6;
  const angles = (['mc', 'ic', 'asc', 'dsc'] as const).filter((angle) => drawing.lines.some((line) => line.angle === angle));
  const keys = angles.map((angle) => ({ label: drawing.angleLabels[angle], dash: DASHES[angle], strokeWidth: 1.2 }));
  if (drawing.parans && drawing.parans.lines.length > 0) keys.push({ label: drawing.parans.key, dash: PARAN_DASH, strokeWidth: PARAN_WIDTH * 2 });
  const keyWidth = width / Math.max(4, keys.length);
  keys.forEach((key, index) => {
    const x0 = left + index * keyWidth;
    parts.push(el('line', { x1: x0, y1: keyTop, x2: x0 + width / 12, y2: keyTop, stroke: INK, 'stroke-width': key.strokeWidth, 'stroke-dasharray': key.dash }));
    parts.push(text(key.label, { x: x0 + width / 12 + 4, y: keyTop + fontSize * 0.35, 'font-size': fontSize, fill: INK }));
  });
  bodies.forEach((body, index) => {
    const glyph = drawing.lines.find((line) => line.body === body)!.glyph;
    parts.push(text(glyph, { x: left + index * (width / Math.max(bodies.length, 1)) + fontSize / 2, y: keyTop + fontSize * 2, 'font-size': fontSize * 1.2, fill: colourOf(body) }));
  });
  parts.push(text(drawing.title, { x: size / 2, y: top - fontSize * 1.8, 'font-size': fontSize * 1.1, 'text-anchor': 'middle', fill: INK }));
  return { svg: svgDocument(size, drawing.lang, drawing.title, drawing.description, parts) };
}
