/**
 * The Western chart wheel: the zodiac ring with the sign glyphs, the house cusps with their numbers (the
 * ascendant and midheaven drawn heavier and named), the bodies' glyphs at their longitudes with degree and
 * retrograde mark, and the aspects as lines across the centre.
 *
 * Orientation, as Western charts are drawn: the ascendant at 9 o'clock, longitudes increasing anticlockwise, so
 * the houses run anticlockwise below the horizon from the ascendant. A point of longitude λ is drawn at the screen
 * angle 180° + (λ − ascendant), measured anticlockwise from 3 o'clock.
 *
 * Crowding: glyphs closer than a minimum angle are spread apart along their ring (an iterative push of neighbours,
 * keeping the group centred on its true positions), and a short leader joins each glyph to its true longitude on
 * the zodiac ring. Aspect lines: challenging solid, harmonious dashed, neutral and creative dotted, so the kinds
 * read in grey as well as in colour.
 */
import { el, INK, INK_SOFT, svgDocument, text, TINT } from './builder.ts';
import { type LabelBox, LINE_HEIGHT, textWidth } from './labels.ts';
import type { ChartPicture } from './indian.ts';

export interface WheelBody {
  readonly id: string;
  /** The body's symbol (☉ …). */
  readonly glyph: string;
  /** Tropical longitude, degrees. */
  readonly longitude: number;
  /** Degrees within the sign, as printed beside the glyph (`16°`). */
  readonly degree: string;
  readonly retrograde: boolean;
}

export interface WheelAspect {
  readonly from: string;
  readonly to: string;
  readonly nature: 'neutral' | 'harmonious' | 'challenging' | 'creative';
}

export interface WheelDrawing {
  readonly title: string;
  readonly description: string;
  /** Twelve house cusps, degrees; index 0 is house 1. */
  readonly cusps: readonly number[];
  readonly ascendant: number;
  readonly midheaven: number;
  /** The labels of the ascendant and the midheaven (`Asc`, `MC`). */
  readonly angleLabels: { readonly ascendant: string; readonly midheaven: string };
  readonly bodies: readonly WheelBody[];
  readonly aspects: readonly WheelAspect[];
  readonly lang: string;
}

/** The zodiac glyphs, Aries to Pisces, each forced to text presentation (U+FE0E) rather than emoji. */
export const SIGN_GLYPHS = ['♈', '♉', '♊', '♋', '♌', '♍', '♎', '♏', '♐', '♑', '♒', '♓'].map((glyph) => `${glyph}\uFE0E`);

/** Radii as fractions of the picture's side. */
const R_OUTER = 0.44;
const R_ZODIAC = 0.365;
const R_GLYPH = 0.315;
const R_DEGREE = 0.262;
const R_HOUSE = 0.232;
const R_ASPECT = 0.205;

const RAD = Math.PI / 180;

/** Screen angle (degrees anticlockwise from 3 o'clock) of a longitude. */
function screenAngle(longitude: number, ascendant: number): number {
  return 180 + longitude - ascendant;
}

function at(size: number, radius: number, angleDeg: number): readonly [number, number] {
  return [size / 2 + radius * size * Math.cos(angleDeg * RAD), size / 2 - radius * size * Math.sin(angleDeg * RAD)];
}

/**
 * Angles for markers wanted at `angles` (degrees, any order) so that neighbours are at least `gap` apart:
 * sorted round the circle, then pushed apart in a few sweeps, each cluster kept centred where its members are.
 * Returns the spread angles in the order of the input.
 */
export function spreadAngles(angles: readonly number[], gap: number): number[] {
  const n = angles.length;
  if (n < 2) return [...angles];
  const order = angles.map((angle, index) => ({ angle: ((angle % 360) + 360) % 360, index })).sort((a, b) => a.angle - b.angle);
  // Start the sweep after the widest empty arc, so no cluster straddles the cut.
  let widest = 0;
  let start = 0;
  for (let i = 0; i < n; i++) {
    const next = i + 1 < n ? order[i + 1]!.angle : order[0]!.angle + 360;
    if (next - order[i]!.angle > widest) {
      widest = next - order[i]!.angle;
      start = (i + 1) % n;
    }
  }
  const base = order[start]!.angle;
  const wanted = Array.from({ length: n }, (_, k) => {
    const item = order[(start + k) % n]!;
    return { index: item.index, angle: item.angle < base ? item.angle + 360 : item.angle };
  });
  const placed = wanted.map((item) => item.angle);
  const effectiveGap = Math.min(gap, 360 / n);
  for (let sweep = 0; sweep < 50; sweep++) {
    // Group runs closer than the gap and centre each run on its members' wanted angles.
    let moved = false;
    let i = 0;
    while (i < n) {
      let j = i;
      while (j + 1 < n && placed[j + 1]! - placed[j]! < effectiveGap - 1e-9) j++;
      if (j > i) {
        const mean = wanted.slice(i, j + 1).reduce((sum, item) => sum + item.angle, 0) / (j - i + 1);
        const first = mean - ((j - i) * effectiveGap) / 2;
        for (let k = i; k <= j; k++) placed[k] = first + (k - i) * effectiveGap;
        moved = true;
      }
      i = j + 1;
    }
    if (!moved) break;
  }
  const result = new Array<number>(n);
  wanted.forEach((item, k) => (result[item.index] = placed[k]!));
  return result;
}

/** The wheel of `drawing`, `size` pixels square (200–1200). */
export function westernWheelSvg(drawing: WheelDrawing, size: number): ChartPicture {
  const body: string[] = [];
  const labels: LabelBox[] = [];
  const c = size / 2;
  const angleOf = (longitude: number): number => screenAngle(longitude, drawing.ascendant);
  const stroke = (width: number) => ({ stroke: INK, 'stroke-width': size * width, fill: 'none' });

  body.push(el('circle', { cx: c, cy: c, r: R_OUTER * size, ...stroke(0.004) }));
  body.push(el('circle', { cx: c, cy: c, r: R_ZODIAC * size, ...stroke(0.003), fill: 'none' }));
  body.push(el('circle', { cx: c, cy: c, r: R_HOUSE * size, ...stroke(0.002) }));
  body.push(el('circle', { cx: c, cy: c, r: R_ASPECT * size, ...stroke(0.002), fill: TINT }));

  // Zodiac ring: sign boundaries and glyphs.
  const signFont = size * 0.042;
  for (let sign = 0; sign < 12; sign++) {
    const [x1, y1] = at(size, R_ZODIAC, angleOf(sign * 30));
    const [x2, y2] = at(size, R_OUTER, angleOf(sign * 30));
    body.push(el('line', { x1, y1, x2, y2, stroke: INK, 'stroke-width': size * 0.002 }));
    const [gx, gy] = at(size, (R_ZODIAC + R_OUTER) / 2, angleOf(sign * 30 + 15));
    body.push(text(SIGN_GLYPHS[sign]!, { x: gx, y: gy + signFont * 0.35, 'font-size': signFont, 'text-anchor': 'middle', fill: INK }));
    labels.push(centredBox(SIGN_GLYPHS[sign]!, gx, gy, signFont));
  }

  // House cusps and numbers; the angles heavier and named outside the wheel's zodiac ring.
  const houseFont = size * 0.022;
  drawing.cusps.forEach((cusp, i) => {
    const angular = i % 3 === 0;
    const [x1, y1] = at(size, R_ASPECT, angleOf(cusp));
    const [x2, y2] = at(size, R_ZODIAC, angleOf(cusp));
    body.push(el('line', { x1, y1, x2, y2, stroke: INK, 'stroke-width': size * (angular ? 0.004 : 0.0015) }));
    const next = drawing.cusps[(i + 1) % 12]!;
    const middle = cusp + (((next - cusp) % 360) + 360) % 360 / 2;
    const [hx, hy] = at(size, (R_ASPECT + R_HOUSE) / 2, angleOf(middle));
    body.push(text(String(i + 1), { x: hx, y: hy + houseFont * 0.35, 'font-size': houseFont, 'text-anchor': 'middle', fill: INK_SOFT }));
    labels.push(centredBox(String(i + 1), hx, hy, houseFont));
  });
  const angleFont = size * 0.026;
  for (const [longitude, label] of [[drawing.ascendant, drawing.angleLabels.ascendant], [drawing.midheaven, drawing.angleLabels.midheaven]] as const) {
    const [ax, ay] = at(size, R_OUTER + 0.015, angleOf(longitude));
    const half = textWidth(label, angleFont) * 0.5;
    // Beside the cusp's end, on its outer side, kept inside the picture.
    const anchorX = Math.min(size - half, Math.max(half, ax + (ax < c - 1 ? -1 : ax > c + 1 ? 1 : 0) * half));
    const anchorY = Math.min(size - angleFont * 0.3, Math.max(angleFont, ay + (ay < c ? -angleFont * 0.3 : angleFont * 0.8)));
    body.push(text(label, { x: anchorX, y: anchorY, 'font-size': angleFont, 'font-weight': 'bold', 'text-anchor': 'middle', fill: INK }));
    labels.push(centredBox(label, anchorX, anchorY - angleFont * 0.35, angleFont));
  }

  // Bodies: spread glyphs, leaders to the true longitude, degree and retrograde mark inside.
  const glyphFont = size * 0.04;
  const degreeFont = size * 0.022;
  const gapDeg = (Math.max(glyphFont, textWidth('00°℞', degreeFont)) * 1.15 / (2 * Math.PI * R_DEGREE * size)) * 360;
  const spread = spreadAngles(drawing.bodies.map((b) => angleOf(b.longitude)), gapDeg);
  drawing.bodies.forEach((b, i) => {
    const angle = spread[i]!;
    const [tx, ty] = at(size, R_ZODIAC, angleOf(b.longitude));
    const [lx, ly] = at(size, R_GLYPH + 0.03, angle);
    body.push(el('line', { x1: tx, y1: ty, x2: lx, y2: ly, stroke: INK_SOFT, 'stroke-width': size * 0.0015 }));
    const [gx, gy] = at(size, R_GLYPH, angle);
    body.push(text(`${b.glyph}\uFE0E`, { x: gx, y: gy + glyphFont * 0.35, 'font-size': glyphFont, 'text-anchor': 'middle', fill: INK }));
    labels.push(centredBox(`${b.glyph}\uFE0E`, gx, gy, glyphFont));
    const degree = `${b.degree}${b.retrograde ? '℞' : ''}`;
    const [dx, dy] = at(size, R_DEGREE, angle);
    body.push(text(degree, { x: dx, y: dy + degreeFont * 0.35, 'font-size': degreeFont, 'text-anchor': 'middle', fill: INK }));
    labels.push(centredBox(degree, dx, dy, degreeFont));
  });

  // Aspects between the bodies' true longitudes on the inner circle.
  const byId = new Map(drawing.bodies.map((b) => [b.id, b]));
  for (const aspect of drawing.aspects) {
    const a = byId.get(aspect.from);
    const b = byId.get(aspect.to);
    if (!a || !b) continue;
    const [x1, y1] = at(size, R_ASPECT, angleOf(a.longitude));
    const [x2, y2] = at(size, R_ASPECT, angleOf(b.longitude));
    const dash = aspect.nature === 'challenging' ? undefined : aspect.nature === 'harmonious' ? `${size * 0.012} ${size * 0.008}` : `${size * 0.003} ${size * 0.006}`;
    body.push(el('line', { x1, y1, x2, y2, stroke: aspect.nature === 'challenging' ? INK : INK_SOFT, 'stroke-width': size * 0.0025, 'stroke-dasharray': dash, 'data-aspect': `${aspect.from}-${aspect.to}` }));
  }
  return { svg: svgDocument(size, drawing.lang, drawing.title, drawing.description, body), labels };
}

/** The box of a label centred on (x, y). */
function centredBox(content: string, x: number, y: number, fontSize: number): LabelBox {
  const width = textWidth(content, fontSize);
  const height = fontSize * LINE_HEIGHT * 0.8;
  return { text: content, x: x - width / 2, y: y - height / 2, width, height };
}
