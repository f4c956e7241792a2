/**
 * Label sizes and layout. Browsers measure text with the fonts they have; the service cannot, so it estimates a
 * label's width from its characters and lays labels out on those estimates with room to spare. The advances are
 * the widest of the fonts the pictures name (Noto Sans and DejaVu Sans, the wider; measured in Chromium), so a
 * label drawn in either takes no more room than its estimate; a bold label is estimated 15 % wider. Tests check
 * the layout with the estimates, and in Chromium with the fonts' own measures.
 *
 * Kinds of characters (`ADVANCES_EM`): digits; narrow Latin letters and marks (i, l, j, t, f, r, ., :, ′, °, (, ),
 * space, quotes); the wide Latin letters M, W, m, w; other upper-case Latin; other Latin letters; a Devanagari
 * letter with the signs drawn above or below it (they add nothing); a Devanagari vowel sign drawn beside its letter
 * (ा ि ी ॉ ो ौ, and the visarga); an astrological or other symbol.
 */

/** A placed text label: top-left corner, width and height in the picture's units. */
export interface LabelBox {
  readonly text: string;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** A point of a picture. */
export type Point = readonly [number, number];

/**
 * Where a label belongs: a convex polygon (a house, a sign's cell, the title's band), or the ring between two
 * circles round `centre` (a ring of the wheel; `outer` may reach past the picture's edge, which then bounds it).
 */
export type Region =
  | { readonly kind: 'polygon'; readonly points: readonly Point[] }
  | { readonly kind: 'ring'; readonly centre: Point; readonly inner: number; readonly outer: number };

/** A label of a picture with the region it must stay inside. */
export interface PlacedLabel extends LabelBox {
  readonly region: Region;
}

/**
 * A line of text as a multiple of the font size: the height of a label's box, and where its baseline sits below
 * the box's top. They hold the ascent and descent of the fonts the pictures name (Noto Sans 1.07 and 0.29 em,
 * DejaVu Sans 0.93 and 0.24, as Chromium measured them), so the box a browser gives a drawn label (its font's
 * cell) fits inside the box laid out for it.
 */
export const LINE_HEIGHT = 1.38;
export const BASELINE = 1.08;

/**
 * The estimated advances, in ems, by kind of character (see the module comment): at least the widest advance of
 * the kind in Noto Sans and DejaVu Sans as Chromium measured them (2026-11-27; digits 0.636, other letters 0.635,
 * capitals 0.787 but M and W, M W m w 0.989, the degree sign 0.5, a Devanagari letter 0.826 with its signs below
 * or above, a vowel sign beside it 0.26, the planets' and signs' symbols 0.897).
 */
export const ADVANCES_EM = { digit: 0.64, narrow: 0.5, capital: 0.79, wide: 0.99, letter: 0.64, devanagari: 0.85, vowelSign: 0.3, symbol: 0.95 } as const;

/** How much wider a bold label is estimated than the same label in the regular weight. */
export const BOLD_WIDTH = 1.15;

/** The estimated advance of one character, in ems. */
function advance(char: string): number {
  if (/[\u0903\u093E-\u0940\u0949-\u094C]/.test(char)) return ADVANCES_EM.vowelSign;
  if (/\p{M}/u.test(char) || char === '\uFE0E') return 0;
  if (/[0-9]/.test(char)) return ADVANCES_EM.digit;
  if (/[iljtfr.:′°() '″]/.test(char)) return ADVANCES_EM.narrow;
  if (/[MWmw]/.test(char)) return ADVANCES_EM.wide;
  if (/[A-Z]/.test(char)) return ADVANCES_EM.capital;
  if (/[a-z]/.test(char)) return ADVANCES_EM.letter;
  if (/[\u0900-\u097F]/.test(char)) return ADVANCES_EM.devanagari;
  return ADVANCES_EM.symbol;
}

/** Estimated width of `content` at `fontSize`, in the regular weight or bold. */
export function textWidth(content: string, fontSize: number, bold = false): number {
  let ems = 0;
  for (const char of content) ems += advance(char);
  return ems * fontSize * (bold ? BOLD_WIDTH : 1);
}

/**
 * True when `box` lies inside `region`, allowing `tolerance` (picture units) past its edges: every corner inside
 * the polygon; or every corner within the ring's outer circle and the box's nearest point no nearer the centre
 * than its inner circle.
 */
export function boxInside(box: Pick<LabelBox, 'x' | 'y' | 'width' | 'height'>, region: Region, tolerance = 0): boolean {
  const corners: Point[] = [[box.x, box.y], [box.x + box.width, box.y], [box.x + box.width, box.y + box.height], [box.x, box.y + box.height]];
  if (region.kind === 'ring') {
    const [cx, cy] = region.centre;
    const farthest = Math.max(...corners.map(([x, y]) => Math.hypot(x - cx, y - cy)));
    const nearest = Math.hypot(Math.max(box.x - cx, 0, cx - box.x - box.width), Math.max(box.y - cy, 0, cy - box.y - box.height));
    return farthest <= region.outer + tolerance && nearest >= region.inner - tolerance;
  }
  const points = region.points;
  // Twice the signed area: its sign is the polygon's orientation.
  const orientation = Math.sign(points.reduce((sum, [x1, y1], i) => { const [x2, y2] = points[(i + 1) % points.length]!; return sum + x1 * y2 - x2 * y1; }, 0));
  return corners.every(([x, y]) =>
    points.every(([x1, y1], i) => {
      const [x2, y2] = points[(i + 1) % points.length]!;
      // Signed distance of the corner from the edge's line, positive inside.
      return (orientation * ((x2 - x1) * (y - y1) - (y2 - y1) * (x - x1))) / Math.hypot(x2 - x1, y2 - y1) >= -tolerance;
    }),
  );
}

/** True when two boxes share more than a hairline of area. */
export function overlaps(a: LabelBox, b: LabelBox): boolean {
  const epsilon = 0.01;
  return a.x + a.width > b.x + epsilon && b.x + b.width > a.x + epsilon && a.y + a.height > b.y + epsilon && b.y + b.height > a.y + epsilon;
}

/** An axis-aligned area labels may fill. */
export interface Area {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** One label in two forms: the full one and a compact one for crowded places; `bold` when drawn bold. */
export interface LabelText {
  readonly full: string;
  readonly compact: string;
  readonly bold?: boolean;
}

export interface GridLayout {
  readonly fontSize: number;
  readonly columns: number;
  /** The form used for every label. */
  readonly form: 'full' | 'compact';
  readonly boxes: readonly LabelBox[];
}

/**
 * Lays `labels` out in rows and columns inside `area`, centred: the largest font from `maxFont` down to `minFont`
 * (steps of 0.5) at which the full labels fit in 1–3 columns, else the compact ones; at `minFont` with compact
 * labels in as many columns as needed when nothing fits (the area is then exceeded, never the labels overlapped).
 */
export function gridLayout(labels: readonly LabelText[], area: Area, maxFont: number, minFont: number): GridLayout {
  if (labels.length === 0) return { fontSize: maxFont, columns: 1, form: 'full', boxes: [] };
  for (const form of ['full', 'compact'] as const) {
    for (let fontSize = maxFont; fontSize >= minFont - 1e-9; fontSize -= 0.5) {
      for (let columns = 1; columns <= 3; columns++) {
        const layout = tryGrid(labels, area, fontSize, columns, form);
        if (layout) return layout;
      }
    }
  }
  const columns = Math.ceil(labels.length / Math.max(1, Math.floor(area.height / (minFont * LINE_HEIGHT))));
  return place(labels, area, minFont, columns, 'compact');
}

function tryGrid(labels: readonly LabelText[], area: Area, fontSize: number, columns: number, form: 'full' | 'compact'): GridLayout | null {
  const rows = Math.ceil(labels.length / columns);
  const columnWidth = Math.max(...labels.map((label) => textWidth(label[form], fontSize, label.bold))) + fontSize * 0.4;
  if (rows * fontSize * LINE_HEIGHT > area.height || columns * columnWidth > area.width) return null;
  return place(labels, area, fontSize, columns, form);
}

function place(labels: readonly LabelText[], area: Area, fontSize: number, columns: number, form: 'full' | 'compact'): GridLayout {
  const rows = Math.ceil(labels.length / columns);
  const lineHeight = fontSize * LINE_HEIGHT;
  const columnWidth = Math.max(...labels.map((label) => textWidth(label[form], fontSize, label.bold))) + fontSize * 0.4;
  const left = area.x + (area.width - columns * columnWidth) / 2;
  const top = area.y + (area.height - rows * lineHeight) / 2;
  const boxes = labels.map((label, i) => {
    const column = Math.floor(i / rows);
    const row = i % rows;
    const content = label[form];
    const width = textWidth(content, fontSize, label.bold);
    return { text: content, x: left + column * columnWidth + (columnWidth - width) / 2, y: top + row * lineHeight, width, height: lineHeight };
  });
  return { fontSize, columns, form, boxes };
}

/** The x-range a convex polygon covers on the horizontal line at `y`, or null when the line misses it. */
function extentAt(polygon: readonly Point[], y: number): readonly [number, number] | null {
  let low = Infinity;
  let high = -Infinity;
  polygon.forEach((a, i) => {
    const b = polygon[(i + 1) % polygon.length]!;
    if ((a[1] <= y && y <= b[1]) || (b[1] <= y && y <= a[1])) {
      const xs = a[1] === b[1] ? [a[0], b[0]] : [a[0] + ((y - a[1]) * (b[0] - a[0])) / (b[1] - a[1])];
      for (const x of xs) {
        low = Math.min(low, x);
        high = Math.max(high, x);
      }
    }
  });
  return low <= high ? [low, high] : null;
}

/** The free x-ranges of a row: the polygon's extent over the whole band, less the obstacles crossing it. */
function rowSegments(polygon: readonly Point[], top: number, bottom: number, margin: number, obstacles: readonly LabelBox[], gap: number): [number, number][] {
  const a = extentAt(polygon, top);
  const b = extentAt(polygon, bottom);
  if (!a || !b) return [];
  let segments: [number, number][] = [[Math.max(a[0], b[0]) + margin, Math.min(a[1], b[1]) - margin]];
  for (const obstacle of obstacles) {
    if (obstacle.y >= bottom || obstacle.y + obstacle.height <= top) continue;
    const from = obstacle.x - gap;
    const to = obstacle.x + obstacle.width + gap;
    segments = segments.flatMap(([s, e]): [number, number][] => (to <= s || from >= e ? [[s, e]] : [[s, Math.min(e, from)], [Math.max(s, to), e]]));
  }
  return segments.filter(([s, e]) => e > s);
}

/**
 * Lays `labels` out in rows inside a convex `polygon`, around `obstacles` (labels already placed there): the
 * largest font from `maxFont` down to `minFont` (steps of 0.5) at which every full label fits, else every compact
 * one; rows are filled from the top, each row's labels centred in the free width of its band, and the block
 * moved down to the middle of the room left when it still fits there. Null when even
 * the compact labels at `minFont` do not fit.
 */
export function polygonLayout(labels: readonly LabelText[], polygon: readonly Point[], obstacles: readonly LabelBox[], maxFont: number, minFont: number, margin: number): GridLayout | null {
  if (labels.length === 0) return { fontSize: maxFont, columns: 1, form: 'full', boxes: [] };
  const ys = polygon.map(([, y]) => y);
  for (const form of ['full', 'compact'] as const) {
    for (let fontSize = maxFont; fontSize >= minFont - 1e-9; fontSize -= 0.5) {
      const top = Math.min(...ys) + margin;
      const bottom = Math.max(...ys) - margin;
      const layout = fillRows(labels, polygon, obstacles, fontSize, form, top, bottom, margin);
      if (layout) {
        // Centre the block in the room left below it, when the rows still fit there.
        const used = Math.max(...layout.boxes.map((box) => box.y + box.height));
        return fillRows(labels, polygon, obstacles, fontSize, form, top + (bottom - used) / 2, bottom, margin) ?? layout;
      }
    }
  }
  return null;
}

function fillRows(labels: readonly LabelText[], polygon: readonly Point[], obstacles: readonly LabelBox[], fontSize: number, form: 'full' | 'compact', top: number, bottom: number, margin: number): GridLayout | null {
  const lineHeight = fontSize * LINE_HEIGHT;
  const gap = fontSize * 0.5;
  const rows: { y: number; segment: [number, number]; items: { content: string; width: number }[] }[] = [];
  let next = 0;
  for (let y = top; next < labels.length && y + lineHeight <= bottom + 1e-9; y += lineHeight) {
    for (const segment of rowSegments(polygon, y, y + lineHeight, margin, obstacles, gap)) {
      const items: { content: string; width: number }[] = [];
      let used = 0;
      while (next < labels.length) {
        const content = labels[next]![form];
        const width = textWidth(content, fontSize, labels[next]!.bold);
        const needed = used === 0 ? width : used + gap + width;
        if (needed > segment[1] - segment[0]) break;
        items.push({ content, width });
        used = needed;
        next++;
      }
      if (items.length > 0) rows.push({ y, segment, items });
    }
  }
  if (next < labels.length) return null;
  const boxes = rows.flatMap(({ y, segment, items }) => {
    const total = items.reduce((sum, item) => sum + item.width, 0) + gap * (items.length - 1);
    let x = segment[0] + (segment[1] - segment[0] - total) / 2;
    return items.map(({ content, width }) => {
      const box = { text: content, x, y, width, height: lineHeight };
      x += width + gap;
      return box;
    });
  });
  return { fontSize, columns: Math.max(...rows.map((row) => row.items.length)), form, boxes };
}
