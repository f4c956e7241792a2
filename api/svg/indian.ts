/**
 * Indian chart pictures in the three regional styles, for any divisional chart:
 *
 * - **North** (diamond): the houses are fixed, the signs move. The square is cut by its two diagonals and the
 *   diamond joining the middles of its sides into twelve regions: house 1 the top central diamond, then
 *   anticlockwise 2 (top-left triangle), 3 (left-top), 4 (left diamond), 5, 6, 7 (bottom diamond), 8, 9,
 *   10 (right diamond), 11, 12. Each house shows the number of the sign in it, near the centre of the chart.
 * - **South**: the signs are fixed in the twelve border cells of a 4 × 4 grid, Pisces top-left and Aries beside
 *   it, running clockwise (Pisces Aries Taurus Gemini along the top, Cancer Leo down the right, Virgo Libra
 *   Scorpio Sagittarius along the bottom from the right, Capricorn Aquarius up the left); the lagna's cell is
 *   tinted and marked by a diagonal stroke across its top-right corner; the centre holds the title.
 * - **East** (Bengal): the signs are fixed in a 3 × 3 grid whose four corner cells are halved by the diagonal
 *   through the chart's corner: Aries top centre, then anticlockwise Taurus and Gemini (the top-left corner,
 *   upper and lower halves), Cancer middle left, Leo and Virgo (bottom-left corner), Libra bottom centre,
 *   Scorpio and Sagittarius (bottom-right corner), Capricorn middle right, Aquarius and Pisces (top-right
 *   corner); the centre holds the title.
 *
 * In every style the lagna is the first label of its sign's place and the planets follow in the order given;
 * labels are packed in rows along the place's own outline (`polygonLayout`, labels.ts), so a crowded place shrinks
 * its font or drops degrees, and no two labels overlap; a place too small even for that falls back to a grid over
 * its box (`gridLayout`).
 */
import { el, INK, INK_SOFT, polygon, svgDocument, text, TINT } from './builder.ts';
import { type Area, gridLayout, type LabelBox, type LabelText, LINE_HEIGHT, polygonLayout, textWidth } from './labels.ts';

export const INDIAN_CHART_STYLES = ['north', 'south', 'east'] as const;
export type IndianChartStyle = (typeof INDIAN_CHART_STYLES)[number];

/** One body in the picture: its label in two forms (already in the request's language) and its sign 1–12. */
export interface IndianChartPlanet {
  readonly id: string;
  readonly label: LabelText;
  readonly sign: number;
}

export interface IndianChartDrawing {
  /** Shown in the centre (south, east) and read by screen readers. */
  readonly title: string;
  /** A sentence for screen readers: the lagna and where each planet is. */
  readonly description: string;
  readonly lagnaSign: number;
  readonly lagnaLabel: LabelText;
  /** Short names of the signs 1–12 in the request's language (south and east styles). */
  readonly signNames: readonly string[];
  readonly planets: readonly IndianChartPlanet[];
  readonly lang: string;
}

export interface ChartPicture {
  readonly svg: string;
  /** Every text label placed, in picture units (for overlap checks). */
  readonly labels: readonly LabelBox[];
}

type Point = readonly [number, number];

/** A place of the chart in unit coordinates (0–1): its outline, where its labels go, and its sign's header. */
interface Place {
  readonly sign: number;
  readonly outline: readonly Point[];
  readonly area: Area;
  /** Where the sign is named: a point for the north style's numbers; null to name it at the area's top-left corner. */
  readonly signAt: Point | null;
}

/** Font sizes as fractions of the chart's side: labels from 3.2 % down to 2 % (8 px at 400 px), headers 2.6 %. */
const LABEL_FONT = 0.032;
const LABEL_FONT_MIN = 0.02;
const HEADER_FONT = 0.026;
const PADDING = 0.02;

/** The twelve houses of the north style, in house order, each holding the sign counted from the lagna. */
function northPlaces(lagnaSign: number): Place[] {
  const O: Point = [0.5, 0.5];
  const rhombus = (center: Point, toward: Point): Omit<Place, 'sign'> => {
    const [cx, cy] = center;
    const away: Point = [cx - (toward[0] - cx) * 0.08, cy - (toward[1] - cy) * 0.08];
    return {
      outline: [[cx, cy - 0.25], [cx + 0.25, cy], [cx, cy + 0.25], [cx - 0.25, cy]],
      area: { x: away[0] - 0.13, y: away[1] - 0.09, width: 0.26, height: 0.18 },
      signAt: [cx + (toward[0] - cx) * 0.72, cy + (toward[1] - cy) * 0.72],
    };
  };
  const triangle = (b1: Point, b2: Point, apex: Point): Omit<Place, 'sign'> => {
    const mid: Point = [(b1[0] + b2[0]) / 2, (b1[1] + b2[1]) / 2];
    const quarter1: Point = [b1[0] + (b2[0] - b1[0]) * 0.22, b1[1] + (b2[1] - b1[1]) * 0.22];
    const quarter2: Point = [b1[0] + (b2[0] - b1[0]) * 0.78, b1[1] + (b2[1] - b1[1]) * 0.78];
    const half: Point = [(apex[0] - mid[0]) * 0.5, (apex[1] - mid[1]) * 0.5];
    const xs = [quarter1[0], quarter2[0], quarter1[0] + half[0], quarter2[0] + half[0]];
    const ys = [quarter1[1], quarter2[1], quarter1[1] + half[1], quarter2[1] + half[1]];
    const x = Math.min(...xs);
    const y = Math.min(...ys);
    return {
      outline: [b1, b2, apex],
      area: { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y },
      signAt: [apex[0] + (mid[0] - apex[0]) * 0.3, apex[1] + (mid[1] - apex[1]) * 0.3],
    };
  };
  const houses: Omit<Place, 'sign'>[] = [
    rhombus([0.5, 0.25], O),
    triangle([0, 0], [0.5, 0], [0.25, 0.25]),
    triangle([0, 0], [0, 0.5], [0.25, 0.25]),
    rhombus([0.25, 0.5], O),
    triangle([0, 0.5], [0, 1], [0.25, 0.75]),
    triangle([0, 1], [0.5, 1], [0.25, 0.75]),
    rhombus([0.5, 0.75], O),
    triangle([0.5, 1], [1, 1], [0.75, 0.75]),
    triangle([1, 1], [1, 0.5], [0.75, 0.75]),
    rhombus([0.75, 0.5], O),
    triangle([1, 0.5], [1, 0], [0.75, 0.25]),
    triangle([1, 0], [0.5, 0], [0.75, 0.25]),
  ];
  return houses.map((house, i) => ({ ...house, sign: ((lagnaSign - 1 + i) % 12) + 1 }));
}

/** The grid cells (row, column) of the signs 1–12 in the south style. */
const SOUTH_CELLS: readonly (readonly [number, number])[] = [
  [0, 1], [0, 2], [0, 3], [1, 3], [2, 3], [3, 3], [3, 2], [3, 1], [3, 0], [2, 0], [1, 0], [0, 0],
];

function southPlaces(): Place[] {
  return SOUTH_CELLS.map(([row, column], i) => {
    const x = column / 4;
    const y = row / 4;
    return { sign: i + 1, outline: [[x, y], [x + 0.25, y], [x + 0.25, y + 0.25], [x, y + 0.25]], area: { x: x + 0.01, y: y + 0.01, width: 0.23, height: 0.23 }, signAt: null };
  });
}

/** The east style's places: middle cells as squares, corner cells as the two halves cut by the outer diagonal. */
function eastPlaces(): Place[] {
  const t = 1 / 3;
  const square = (sign: number, x: number, y: number): Place => ({
    sign, outline: [[x, y], [x + t, y], [x + t, y + t], [x, y + t]], area: { x: x + 0.01, y: y + 0.01, width: t - 0.02, height: t - 0.02 }, signAt: null,
  });
  /** The half of a corner cell with its right angle at `corner`; the rectangle is the quarter of the cell at that corner. */
  const half = (sign: number, outline: readonly Point[], corner: Point, inward: Point): Place => {
    const width = t / 2;
    const x = inward[0] > 0 ? corner[0] : corner[0] - width;
    const y = inward[1] > 0 ? corner[1] : corner[1] - width;
    return { sign, outline, area: { x: x + 0.005 * inward[0], y: y + 0.005 * inward[1], width: width - 0.005, height: width - 0.005 }, signAt: null };
  };
  const u = 2 * t;
  return [
    square(1, t, 0),
    half(2, [[0, 0], [t, 0], [t, t]], [t, 0], [-1, 1]),
    half(3, [[0, 0], [0, t], [t, t]], [0, t], [1, -1]),
    square(4, 0, t),
    half(5, [[0, u], [t, u], [0, 1]], [0, u], [1, 1]),
    half(6, [[t, u], [t, 1], [0, 1]], [t, 1], [-1, -1]),
    square(7, t, u),
    half(8, [[u, u], [u, 1], [1, 1]], [u, 1], [1, -1]),
    half(9, [[u, u], [1, u], [1, 1]], [1, u], [-1, 1]),
    square(10, u, t),
    half(11, [[u, t], [1, t], [1, 0]], [1, t], [-1, -1]),
    half(12, [[u, 0], [1, 0], [u, t]], [u, 0], [1, 1]),
  ];
}

/** The chart's lines in unit coordinates. */
function frameLines(style: IndianChartStyle): [Point, Point][] {
  switch (style) {
    case 'north':
      return [[[0, 0], [1, 1]], [[1, 0], [0, 1]], [[0.5, 0], [1, 0.5]], [[1, 0.5], [0.5, 1]], [[0.5, 1], [0, 0.5]], [[0, 0.5], [0.5, 0]]];
    case 'south':
      return [[[0.25, 0], [0.25, 1]], [[0.75, 0], [0.75, 1]], [[0, 0.25], [1, 0.25]], [[0, 0.75], [1, 0.75]], [[0.5, 0], [0.5, 0.25]], [[0.5, 0.75], [0.5, 1]], [[0, 0.5], [0.25, 0.5]], [[0.75, 0.5], [1, 0.5]]];
    case 'east': {
      const t = 1 / 3;
      const u = 2 * t;
      return [[[t, 0], [t, 1]], [[u, 0], [u, 1]], [[0, t], [1, t]], [[0, u], [1, u]], [[0, 0], [t, t]], [[1, 0], [u, t]], [[0, 1], [t, u]], [[1, 1], [u, u]]];
    }
  }
}

/**
 * The chart of `drawing` in `style`, `size` pixels square (200–1200).
 */
export function indianChartSvg(drawing: IndianChartDrawing, style: IndianChartStyle, size: number): ChartPicture {
  const inner = size * (1 - 2 * PADDING);
  const offset = size * PADDING;
  const X = (u: number): number => offset + u * inner;
  const places = style === 'north' ? northPlaces(drawing.lagnaSign) : style === 'south' ? southPlaces() : eastPlaces();
  const body: string[] = [];
  const labels: LabelBox[] = [];

  const lagnaPlace = places.find((place) => place.sign === drawing.lagnaSign)!;
  body.push(polygon(lagnaPlace.outline.map(([x, y]) => [X(x), X(y)] as const), { fill: TINT, stroke: 'none' }));
  body.push(el('rect', { x: X(0), y: X(0), width: inner, height: inner, fill: 'none', stroke: INK, 'stroke-width': size * 0.004 }));
  for (const [[x1, y1], [x2, y2]] of frameLines(style)) {
    body.push(el('line', { x1: X(x1), y1: X(y1), x2: X(x2), y2: X(y2), stroke: INK, 'stroke-width': size * 0.0025 }));
  }
  if (style === 'south') {
    const [row, column] = SOUTH_CELLS[drawing.lagnaSign - 1]!;
    body.push(el('line', { x1: X(column / 4 + 0.18), y1: X(row / 4), x2: X(column / 4 + 0.25), y2: X(row / 4 + 0.07), stroke: INK, 'stroke-width': size * 0.004 }));
  }
  if (style !== 'north') {
    const fontSize = size * HEADER_FONT * 1.2;
    const lines = wrapTitle(drawing.title, fontSize, inner * (style === 'south' ? 0.46 : 0.3));
    lines.forEach((line, i) => {
      const y = size / 2 + (i - (lines.length - 1) / 2) * fontSize * LINE_HEIGHT;
      body.push(text(line, { x: size / 2, y: y + fontSize * 0.35, 'font-size': fontSize, 'text-anchor': 'middle', fill: INK }));
      const width = textWidth(line, fontSize);
      labels.push({ text: line, x: size / 2 - width / 2, y: y - fontSize * LINE_HEIGHT / 2, width, height: fontSize * LINE_HEIGHT });
    });
  }

  for (const place of places) {
    const area: Area = { x: X(place.area.x), y: X(place.area.y), width: place.area.width * inner, height: place.area.height * inner };
    const headerSize = size * HEADER_FONT;
    let header: LabelBox;
    if (place.signAt) {
      const content = String(place.sign);
      const width = textWidth(content, headerSize);
      const [cx, cy] = [X(place.signAt[0]), X(place.signAt[1])];
      body.push(text(content, { x: cx, y: cy + headerSize * 0.35, 'font-size': headerSize, 'text-anchor': 'middle', fill: INK_SOFT }));
      header = { text: content, x: cx - width / 2, y: cy - (headerSize * LINE_HEIGHT) / 2, width, height: headerSize * LINE_HEIGHT };
    } else {
      const content = drawing.signNames[place.sign - 1]!;
      header = { text: content, x: area.x, y: area.y, width: textWidth(content, headerSize), height: headerSize * LINE_HEIGHT };
      body.push(text(content, { x: header.x, y: header.y + headerSize, 'font-size': headerSize, fill: INK_SOFT }));
    }
    labels.push(header);
    const entries: { label: LabelText; lagna: boolean }[] = [
      ...(place.sign === drawing.lagnaSign ? [{ label: drawing.lagnaLabel, lagna: true }] : []),
      ...drawing.planets.filter((planet) => planet.sign === place.sign).map((planet) => ({ label: planet.label, lagna: false })),
    ];
    const outline = place.outline.map(([x, y]) => [X(x), X(y)] as const);
    const texts = entries.map((entry) => entry.label);
    // Rows that follow the place's shape; a crowd that fits no rows falls back to a grid over the place's box.
    const layout =
      polygonLayout(texts, outline, [header], size * LABEL_FONT, size * LABEL_FONT_MIN, size * 0.008) ??
      gridLayout(texts, { ...area, y: area.y + header.height, height: area.height - header.height }, size * LABEL_FONT, size * LABEL_FONT_MIN);
    layout.boxes.forEach((box, i) => {
      body.push(
        text(box.text, {
          x: box.x,
          y: box.y + layout.fontSize * 1.0,
          'font-size': layout.fontSize,
          'font-weight': entries[i]!.lagna ? 'bold' : undefined,
          fill: INK,
        }),
      );
      labels.push(box);
    });
  }
  return { svg: svgDocument(size, drawing.lang, drawing.title, drawing.description, body), labels };
}

/** The title in at most three lines no wider than `width`. */
function wrapTitle(title: string, fontSize: number, width: number): string[] {
  const lines: string[] = [];
  for (const word of title.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && textWidth(`${last} ${word}`, fontSize) <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.slice(0, 3);
}

