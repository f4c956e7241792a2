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
 * Every picture is named by its title (the varga and its method): in a band above the chart in the north style,
 * whose middle is four houses, in the middle square in the south and east styles. The sign's name sits in a
 * corner of its place (a square's top-left, a half cell's right angle, so it never crosses the diagonal).
 *
 * In every style the lagna is the first label of its sign's place, bold, and the planets follow in the order given;
 * labels are packed in rows along the place's own outline (`polygonLayout`, labels.ts), so a crowded place shrinks
 * its font or drops degrees, and no two labels overlap; a place too small even for that falls back to a grid over
 * its box (`gridLayout`). Every text element comes with the region it must stay inside (`ChartPicture.labels`).
 */
import { el, INK, INK_SOFT, polygon, svgDocument, text, TINT } from './builder.ts';
import { type Area, BASELINE, gridLayout, type LabelBox, type LabelText, LINE_HEIGHT, type PlacedLabel, type Point, polygonLayout, type Region, textWidth } from './labels.ts';

export const INDIAN_CHART_STYLES = ['north', 'south', 'east'] as const;
export type IndianChartStyle = (typeof INDIAN_CHART_STYLES)[number];

/** One body in the picture: its label in two forms (already in the request's language) and its sign 1–12. */
export interface IndianChartPlanet {
  readonly id: string;
  readonly label: LabelText;
  readonly sign: number;
}

export interface IndianChartDrawing {
  /** The chart's name: drawn on the picture (above the north chart, in the middle of the others) and read by screen readers. */
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
  /**
   * Every text element of the picture, in document order: its estimated box in picture units and the region it
   * must stay inside (for the overlap and containment checks).
   */
  readonly labels: readonly PlacedLabel[];
}

/** A place of the chart in unit coordinates (0–1): its outline, where its labels go, and where its sign is named. */
interface Place {
  readonly sign: number;
  readonly outline: readonly Point[];
  readonly area: Area;
  /**
   * The sign's header: its number centred at a point (north), or its short name in the corner `at`, the box
   * reaching from it along `inward` (+1 right or down, −1 left or up): a square's top-left corner, a half cell's
   * right angle.
   */
  readonly header: { readonly kind: 'number'; readonly at: Point } | { readonly kind: 'name'; readonly at: Point; readonly inward: readonly [number, number] };
}

/**
 * Font sizes as fractions of the picture's side: labels from 3.2 % down to 2 % (8 px at 400 px), sign headers
 * 2.6 %, the title at most 3.12 %. Labels keep 0.8 % from their place's outline; the chart keeps 2 % from the
 * picture's edge.
 */
const LABEL_FONT = 0.032;
const LABEL_FONT_MIN = 0.02;
const HEADER_FONT = 0.026;
const TITLE_FONT = 0.0312;
const LABEL_MARGIN = 0.008;
const PADDING = 0.02;

/** The title's smallest font, as a fraction of its largest, before a line is let run past its width. */
const TITLE_SHRINK_LIMIT = 0.6;

/** The twelve houses of the north style, in house order, each holding the sign counted from the lagna. */
function northPlaces(lagnaSign: number): Place[] {
  const O: Point = [0.5, 0.5];
  const rhombus = (center: Point, toward: Point): Omit<Place, 'sign'> => {
    const [cx, cy] = center;
    const away: Point = [cx - (toward[0] - cx) * 0.08, cy - (toward[1] - cy) * 0.08];
    return {
      outline: [[cx, cy - 0.25], [cx + 0.25, cy], [cx, cy + 0.25], [cx - 0.25, cy]],
      area: { x: away[0] - 0.13, y: away[1] - 0.09, width: 0.26, height: 0.18 },
      header: { kind: 'number', at: [cx + (toward[0] - cx) * 0.72, cy + (toward[1] - cy) * 0.72] },
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
      header: { kind: 'number', at: [apex[0] + (mid[0] - apex[0]) * 0.3, apex[1] + (mid[1] - apex[1]) * 0.3] },
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
    return { sign: i + 1, outline: [[x, y], [x + 0.25, y], [x + 0.25, y + 0.25], [x, y + 0.25]], area: { x: x + 0.01, y: y + 0.01, width: 0.23, height: 0.23 }, header: { kind: 'name', at: [x, y], inward: [1, 1] } };
  });
}

/** The east style's places: middle cells as squares, corner cells as the two halves cut by the outer diagonal. */
function eastPlaces(): Place[] {
  const t = 1 / 3;
  const square = (sign: number, x: number, y: number): Place => ({
    sign, outline: [[x, y], [x + t, y], [x + t, y + t], [x, y + t]], area: { x: x + 0.01, y: y + 0.01, width: t - 0.02, height: t - 0.02 }, header: { kind: 'name', at: [x, y], inward: [1, 1] },
  });
  /**
   * The half of a corner cell with its right angle at `corner`, its legs running along `inward`; the rectangle is
   * the quarter of the cell at that corner, and the sign is named in the right angle.
   */
  const half = (sign: number, outline: readonly Point[], corner: Point, inward: readonly [number, number]): Place => {
    const width = t / 2;
    const x = inward[0] > 0 ? corner[0] : corner[0] - width;
    const y = inward[1] > 0 ? corner[1] : corner[1] - width;
    return { sign, outline, area: { x: x + 0.005 * inward[0], y: y + 0.005 * inward[1], width: width - 0.005, height: width - 0.005 }, header: { kind: 'name', at: corner, inward } };
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
 * The chart of `drawing` in `style`, `size` pixels square (200–1200), named by its title: in a band above the
 * chart (north, whose middle is four houses) or in the chart's middle (south, east).
 */
export function indianChartSvg(drawing: IndianChartDrawing, style: IndianChartStyle, size: number): ChartPicture {
  const edge = size * PADDING;
  const margin = size * LABEL_MARGIN;
  const band = style === 'north' ? size * TITLE_FONT * LINE_HEIGHT + margin : 0;
  // The chart's square: below the title's band (north), centred across.
  const side = size - 2 * edge - band;
  const left = (size - side) / 2;
  const top = edge + band;
  const X = (u: number): number => left + u * side;
  const Y = (v: number): number => top + v * side;
  const inPicture = (points: readonly Point[]): Point[] => points.map(([x, y]) => [X(x), Y(y)] as const);
  const places = style === 'north' ? northPlaces(drawing.lagnaSign) : style === 'south' ? southPlaces() : eastPlaces();
  const body: string[] = [];
  const labels: PlacedLabel[] = [];
  /** Draws `box.text` with its top-left corner at the box's, its baseline `BASELINE` ems down. */
  const draw = (box: LabelBox, region: Region, fontSize: number, attrs: Readonly<Record<string, string | number | undefined>>): void => {
    body.push(text(box.text, { x: box.x, y: box.y + fontSize * BASELINE, 'font-size': fontSize, ...attrs }));
    labels.push({ ...box, region });
  };

  const lagnaPlace = places.find((place) => place.sign === drawing.lagnaSign)!;
  body.push(polygon(inPicture(lagnaPlace.outline), { fill: TINT, stroke: 'none' }));
  body.push(el('rect', { x: left, y: top, width: side, height: side, fill: 'none', stroke: INK, 'stroke-width': size * 0.004 }));
  for (const [[x1, y1], [x2, y2]] of frameLines(style)) {
    body.push(el('line', { x1: X(x1), y1: Y(y1), x2: X(x2), y2: Y(y2), stroke: INK, 'stroke-width': size * 0.0025 }));
  }
  if (style === 'south') {
    const [row, column] = SOUTH_CELLS[drawing.lagnaSign - 1]!;
    body.push(el('line', { x1: X(column / 4 + 0.18), y1: Y(row / 4), x2: X(column / 4 + 0.25), y2: Y(row / 4 + 0.07), stroke: INK, 'stroke-width': size * 0.004 }));
  }

  // The title: one line across the band (north), or up to three lines in the middle square (south, east).
  const middle = style === 'south' ? [0.25, 0.75] : [1 / 3, 2 / 3];
  const titleRegion: Region =
    style === 'north'
      ? { kind: 'polygon', points: [[edge, edge], [size - edge, edge], [size - edge, edge + band], [edge, edge + band]] }
      : { kind: 'polygon', points: inPicture([[middle[0]!, middle[0]!], [middle[1]!, middle[0]!], [middle[1]!, middle[1]!], [middle[0]!, middle[1]!]]) };
  const titleWidth = style === 'north' ? size - 2 * edge - 2 * margin : (middle[1]! - middle[0]!) * side - 2 * margin;
  const { lines, fontSize: titleSize } = titleLines(drawing.title, size * TITLE_FONT, titleWidth, style === 'north' ? 1 : 3);
  const titleTop = style === 'north' ? edge + (band - titleSize * LINE_HEIGHT) / 2 : size / 2 - (lines.length * titleSize * LINE_HEIGHT) / 2;
  lines.forEach((line, i) => {
    const width = textWidth(line, titleSize);
    draw({ text: line, x: size / 2 - width / 2, y: titleTop + i * titleSize * LINE_HEIGHT, width, height: titleSize * LINE_HEIGHT }, titleRegion, titleSize, { fill: INK });
  });

  const headerSize = size * HEADER_FONT;
  for (const place of places) {
    const outline = inPicture(place.outline);
    const region: Region = { kind: 'polygon', points: outline };
    let header: LabelBox;
    if (place.header.kind === 'number') {
      const content = String(place.sign);
      const width = textWidth(content, headerSize);
      const [cx, cy] = [X(place.header.at[0]), Y(place.header.at[1])];
      header = { text: content, x: cx - width / 2, y: cy - (headerSize * LINE_HEIGHT) / 2, width, height: headerSize * LINE_HEIGHT };
    } else {
      const content = drawing.signNames[place.sign - 1]!;
      const width = textWidth(content, headerSize);
      const height = headerSize * LINE_HEIGHT;
      const [cx, cy] = [X(place.header.at[0]), Y(place.header.at[1])];
      const [right, down] = place.header.inward;
      header = { text: content, x: right > 0 ? cx + margin : cx - margin - width, y: down > 0 ? cy + margin : cy - margin - height, width, height };
    }
    draw(header, region, headerSize, { fill: INK_SOFT });
    const entries: { label: LabelText; lagna: boolean }[] = [
      ...(place.sign === drawing.lagnaSign ? [{ label: { ...drawing.lagnaLabel, bold: true }, lagna: true }] : []),
      ...drawing.planets.filter((planet) => planet.sign === place.sign).map((planet) => ({ label: planet.label, lagna: false })),
    ];
    const area: Area = { x: X(place.area.x), y: Y(place.area.y), width: place.area.width * side, height: place.area.height * side };
    const texts = entries.map((entry) => entry.label);
    // Rows that follow the place's shape; a crowd that fits no rows falls back to a grid over the place's box.
    const layout =
      polygonLayout(texts, outline, [header], size * LABEL_FONT, size * LABEL_FONT_MIN, margin) ??
      gridLayout(texts, { ...area, y: area.y + header.height, height: area.height - header.height }, size * LABEL_FONT, size * LABEL_FONT_MIN);
    layout.boxes.forEach((box, i) => draw(box, region, layout.fontSize, { 'font-weight': entries[i]!.lagna ? 'bold' : undefined, fill: INK }));
  }
  return { svg: svgDocument(size, drawing.lang, drawing.title, drawing.description, body), labels };
}

/**
 * The title in at most `maxLines` lines, broken at spaces, at the largest font up to `fontSize` (down to
 * `TITLE_SHRINK_LIMIT` of it) at which every line is no wider than `width`; words beyond the last line join it.
 */
function titleLines(title: string, fontSize: number, width: number, maxLines: number): { lines: string[]; fontSize: number } {
  const wrap = (size: number): string[] => {
    const lines: string[] = [];
    for (const word of title.split(' ')) {
      const last = lines.at(-1);
      if (last !== undefined && (textWidth(`${last} ${word}`, size) <= width || lines.length === maxLines)) lines[lines.length - 1] = `${last} ${word}`;
      else lines.push(word);
    }
    return lines;
  };
  let lines = wrap(fontSize);
  let size = fontSize;
  const widest = (): number => Math.max(...lines.map((line) => textWidth(line, size)));
  while (widest() > width && size > fontSize * TITLE_SHRINK_LIMIT) {
    size = Math.max(fontSize * TITLE_SHRINK_LIMIT, size * 0.95);
    lines = wrap(size);
  }
  return { lines, fontSize: size };
}
