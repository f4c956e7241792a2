/**
 * The Western chart wheel: the zodiac ring with the sign glyphs, the house cusps with their numbers (the
 * ascendant and midheaven drawn heavier and named), the bodies' glyphs at their longitudes with degree and
 * retrograde mark, and the aspects as lines across the centre.
 *
 * Orientation, as Western charts are drawn: the ascendant at 9 o'clock, longitudes increasing anticlockwise, so
 * the houses run anticlockwise below the horizon from the ascendant. A point of longitude λ is drawn at the screen
 * angle 180° + (λ − ascendant), measured anticlockwise from 3 o'clock.
 *
 * Bi-wheel: with `outer` bodies the natal wheel is drawn at BI_WHEEL_SCALE of its size and the second chart's glyphs,
 * degrees and retrograde marks fill the ring between the zodiac and the outer circle, each with a tick at its
 * longitude on the zodiac's rim; the aspects stay the inner chart's.
 *
 * Crowding: glyphs closer than a minimum angle are spread apart along their ring (an iterative push of neighbours,
 * keeping the group centred on its true positions), and a short leader joins each glyph to its true longitude on
 * the zodiac ring. Aspect lines: challenging solid, harmonious dashed, neutral and creative dotted, so the kinds
 * read in grey as well as in colour.
 */
import { el, INK, INK_SOFT, svgDocument, text, TINT } from './builder.ts';
import { BASELINE, LINE_HEIGHT, type PlacedLabel, type Region, textWidth } from './labels.ts';
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
  /** A second chart's bodies (transits, progressions, a return, a partner), drawn in a ring outside the zodiac: a bi-wheel. */
  readonly outer?: readonly WheelBody[];
  readonly lang: string;
}

/** The zodiac glyphs, Aries to Pisces, each forced to text presentation (U+FE0E) rather than emoji. */
export const SIGN_GLYPHS = ['♈', '♉', '♊', '♋', '♌', '♍', '♎', '♏', '♐', '♑', '♒', '♓'].map((glyph) => `${glyph}\uFE0E`);

/**
 * Radii as fractions of the picture's side, outside in: the zodiac ring (sign glyphs) between R_ZODIAC and
 * R_OUTER; the bodies' ring (glyph at R_GLYPH, degree at R_DEGREE) between R_HOUSE and R_ZODIAC; the house numbers'
 * ring between R_ASPECT and R_HOUSE; the aspects inside R_ASPECT. Outside R_OUTER, 9 % of the side is left for the
 * names of the ascendant and midheaven and the title.
 */
const R_OUTER = 0.41;
const R_ZODIAC = 0.335;
const R_GLYPH = 0.295;
const R_DEGREE = 0.232;
const R_HOUSE = 0.195;
const R_ASPECT = 0.15;

/** The natal wheel's scale in a bi-wheel, and the outer ring's radii (glyph, degree) as fractions of the side. */
const BI_WHEEL_SCALE = 0.75;
const R_OUTER_GLYPH = 0.382;
const R_OUTER_DEGREE = 0.335;

/** Font sizes as fractions of the picture's side. */
const SIGN_FONT = 0.038;
const GLYPH_FONT = 0.036;
const DEGREE_FONT = 0.02;
const HOUSE_FONT = 0.02;
const ANGLE_FONT = 0.024;
const TITLE_FONT = 0.028;
/** Room kept between a label and the outer circle, and between a label and the picture's edge. */
const GAP = 0.01;

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

/**
 * The wheel of `drawing`, `size` pixels square (200–1200): every label inside its ring, the names of the
 * ascendant and midheaven just outside the outer circle beyond their cusps, and the title below the wheel (above
 * it when the midheaven's name is in the lower half, as near the poles).
 */
export function westernWheelSvg(drawing: WheelDrawing, size: number): ChartPicture {
  const k = drawing.outer ? BI_WHEEL_SCALE : 1;
  const [rOuter, rZodiac, rGlyph, rDegree, rHouse, rAspect] = [R_OUTER, R_ZODIAC, R_GLYPH, R_DEGREE, R_HOUSE, R_ASPECT].map((radius) => radius * k) as [number, number, number, number, number, number];
  const body: string[] = [];
  const labels: PlacedLabel[] = [];
  const c = size / 2;
  const angleOf = (longitude: number): number => screenAngle(longitude, drawing.ascendant);
  const stroke = (width: number) => ({ stroke: INK, 'stroke-width': size * width, fill: 'none' });
  const ring = (inner: number, outer: number): Region => ({ kind: 'ring', centre: [c, c], inner: inner * size, outer: outer * size });
  /** A label whose box is centred on (x, y), drawn and recorded with its region. */
  const centred = (content: string, x: number, y: number, fontSize: number, region: Region, attrs: Readonly<Record<string, string | undefined>>): void => {
    const width = textWidth(content, fontSize, attrs['font-weight'] === 'bold');
    const height = fontSize * LINE_HEIGHT;
    body.push(text(content, { x, y: y - height / 2 + fontSize * BASELINE, 'font-size': fontSize, 'text-anchor': 'middle', ...attrs }));
    labels.push({ text: content, x: x - width / 2, y: y - height / 2, width, height, region });
  };

  body.push(el('circle', { cx: c, cy: c, r: R_OUTER * size, ...stroke(0.004) }));
  if (drawing.outer) body.push(el('circle', { cx: c, cy: c, r: rOuter * size, ...stroke(0.003) }));
  body.push(el('circle', { cx: c, cy: c, r: rZodiac * size, ...stroke(0.003), fill: 'none' }));
  body.push(el('circle', { cx: c, cy: c, r: rHouse * size, ...stroke(0.002) }));
  body.push(el('circle', { cx: c, cy: c, r: rAspect * size, ...stroke(0.002), fill: TINT }));

  // Zodiac ring: sign boundaries and glyphs.
  for (let sign = 0; sign < 12; sign++) {
    const [x1, y1] = at(size, rZodiac, angleOf(sign * 30));
    const [x2, y2] = at(size, rOuter, angleOf(sign * 30));
    body.push(el('line', { x1, y1, x2, y2, stroke: INK, 'stroke-width': size * 0.002 }));
    const [gx, gy] = at(size, (rZodiac + rOuter) / 2, angleOf(sign * 30 + 15));
    centred(SIGN_GLYPHS[sign]!, gx, gy, size * SIGN_FONT * k, ring(rZodiac, rOuter), { fill: INK });
  }

  // House cusps and numbers; the angles heavier.
  drawing.cusps.forEach((cusp, i) => {
    const angular = i % 3 === 0;
    const [x1, y1] = at(size, rAspect, angleOf(cusp));
    const [x2, y2] = at(size, rZodiac, angleOf(cusp));
    body.push(el('line', { x1, y1, x2, y2, stroke: INK, 'stroke-width': size * (angular ? 0.004 : 0.0015) }));
    const next = drawing.cusps[(i + 1) % 12]!;
    const middle = cusp + (((next - cusp) % 360) + 360) % 360 / 2;
    const [hx, hy] = at(size, (rAspect + rHouse) / 2, angleOf(middle));
    centred(String(i + 1), hx, hy, size * HOUSE_FONT * k, ring(rAspect, rHouse), { fill: INK_SOFT });
  });

  // The angles' names, bold, beyond the outer circle in the direction of their cusps, kept inside the picture.
  const outside = ring(R_OUTER, Math.SQRT1_2 + GAP);
  const angleFont = size * ANGLE_FONT;
  let midheavenBelow = false;
  for (const [longitude, label, isMidheaven] of [[drawing.ascendant, drawing.angleLabels.ascendant, false], [drawing.midheaven, drawing.angleLabels.midheaven, true]] as const) {
    const { x, y } = beyondCircle(size, angleOf(longitude), textWidth(label, angleFont, true), angleFont * LINE_HEIGHT);
    if (isMidheaven) midheavenBelow = y > c;
    centred(label, x, y, angleFont, outside, { 'font-weight': 'bold', fill: INK });
  }

  // Bodies: spread glyphs, leaders to the true longitude, degree and retrograde mark inside.
  const glyphFont = size * GLYPH_FONT * k;
  const degreeFont = size * DEGREE_FONT * k;
  const gapDeg = (Math.max(glyphFont, textWidth('00°℞', degreeFont)) * 1.15 / (2 * Math.PI * rDegree * size)) * 360;
  const spread = spreadAngles(drawing.bodies.map((b) => angleOf(b.longitude)), gapDeg);
  const bodiesRing = ring(rHouse, rZodiac);
  drawing.bodies.forEach((b, i) => {
    const angle = spread[i]!;
    const [tx, ty] = at(size, rZodiac, angleOf(b.longitude));
    const [lx, ly] = at(size, rGlyph + 0.025, angle);
    body.push(el('line', { x1: tx, y1: ty, x2: lx, y2: ly, stroke: INK_SOFT, 'stroke-width': size * 0.0015 }));
    const [gx, gy] = at(size, rGlyph, angle);
    centred(`${b.glyph}\uFE0E`, gx, gy, glyphFont, bodiesRing, { fill: INK });
    const [dx, dy] = at(size, rDegree, angle);
    centred(`${b.degree}${b.retrograde ? '℞' : ''}`, dx, dy, degreeFont, bodiesRing, { fill: INK });
  });

  // The outer chart's bodies: a tick on the zodiac's rim at the true longitude, the glyph and degree spread in the outer ring.
  if (drawing.outer) {
    const outerGlyphFont = size * GLYPH_FONT * 0.85;
    const outerDegreeFont = size * DEGREE_FONT * 0.85;
    // The gap: a glyph's line height (its box's extent along the ring where the ring runs up and down) or a degree's
    // width, with half again to spare: the ring is narrow and a three-body cluster is not always spread to the full gap.
    const outerGapDeg = (Math.max(outerGlyphFont * LINE_HEIGHT, textWidth('00°℞', outerDegreeFont)) * 1.5 / (2 * Math.PI * R_OUTER_DEGREE * size)) * 360;
    const outerSpread = spreadAngles(drawing.outer.map((b) => angleOf(b.longitude)), outerGapDeg);
    const outerRing = ring(rOuter, R_OUTER);
    drawing.outer.forEach((b, i) => {
      const angle = outerSpread[i]!;
      const [tx, ty] = at(size, rOuter, angleOf(b.longitude));
      const [ux, uy] = at(size, rOuter + 0.012, angleOf(b.longitude));
      body.push(el('line', { x1: tx, y1: ty, x2: ux, y2: uy, stroke: INK, 'stroke-width': size * 0.003, 'data-outer': b.id }));
      const [gx, gy] = at(size, R_OUTER_GLYPH, angle);
      centred(`${b.glyph}\uFE0E`, gx, gy, outerGlyphFont, outerRing, { fill: INK });
      const [dx, dy] = at(size, R_OUTER_DEGREE, angle);
      centred(`${b.degree}${b.retrograde ? '℞' : ''}`, dx, dy, outerDegreeFont, outerRing, { fill: INK });
    });
  }

  // The title, one line across the picture's width below the wheel (above it when the midheaven's name is below).
  const titleFont = Math.min(size * TITLE_FONT, (size * (1 - 4 * GAP)) / textWidth(drawing.title, 1));
  const titleHeight = titleFont * LINE_HEIGHT;
  centred(drawing.title, c, midheavenBelow ? size * GAP + titleHeight / 2 : size * (1 - GAP) - titleHeight / 2, titleFont, outside, { fill: INK });

  // Aspects between the bodies' true longitudes on the inner circle.
  const byId = new Map(drawing.bodies.map((b) => [b.id, b]));
  for (const aspect of drawing.aspects) {
    const a = byId.get(aspect.from);
    const b = byId.get(aspect.to);
    if (!a || !b) continue;
    const [x1, y1] = at(size, rAspect, angleOf(a.longitude));
    const [x2, y2] = at(size, rAspect, angleOf(b.longitude));
    const dash = aspect.nature === 'challenging' ? undefined : aspect.nature === 'harmonious' ? `${size * 0.012} ${size * 0.008}` : `${size * 0.003} ${size * 0.006}`;
    body.push(el('line', { x1, y1, x2, y2, stroke: aspect.nature === 'challenging' ? INK : INK_SOFT, 'stroke-width': size * 0.0025, 'stroke-dasharray': dash, 'data-aspect': `${aspect.from}-${aspect.to}` }));
  }
  return { svg: svgDocument(size, drawing.lang, drawing.title, drawing.description, body), labels };
}

/**
 * The centre of a `width` × `height` box just outside the outer circle in the direction of the screen angle
 * `angleDeg`: far enough that no point of the box is nearer the centre than R_OUTER + GAP (the box's reach along
 * the direction is half its width times |cos| plus half its height times |sin|), then moved back inside the
 * picture with GAP to spare.
 */
function beyondCircle(size: number, angleDeg: number, width: number, height: number): { x: number; y: number } {
  const cos = Math.cos(angleDeg * RAD);
  const sin = Math.sin(angleDeg * RAD);
  const distance = (R_OUTER + GAP) * size + (Math.abs(cos) * width) / 2 + (Math.abs(sin) * height) / 2;
  const edge = GAP * size;
  const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
  return {
    x: clamp(size / 2 + distance * cos, edge + width / 2, size - edge - width / 2),
    y: clamp(size / 2 - distance * sin, edge + height / 2, size - edge - height / 2),
  };
}
