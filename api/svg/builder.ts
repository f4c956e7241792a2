/**
 * A small SVG writer: escaped text and attributes, numbers to two decimals, and the document wrapper. Output is
 * deterministic (the same drawing gives the same bytes) and well-formed XML.
 */

/** `text` with the five XML special characters escaped, for element content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

/** A coordinate or length with at most two decimals and no trailing zeros (`12`, `12.5`, `12.34`). */
export function num(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

type Attributes = Readonly<Record<string, string | number | undefined>>;

function attributes(attrs: Attributes): string {
  return Object.entries(attrs)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ` ${name}="${typeof value === 'number' ? num(value) : escapeXml(value!)}"`)
    .join('');
}

/** An element: `<name attrs/>` without children, `<name attrs>children</name>` with. */
export function el(name: string, attrs: Attributes, children: readonly string[] = []): string {
  return children.length === 0 ? `<${name}${attributes(attrs)}/>` : `<${name}${attributes(attrs)}>${children.join('')}</${name}>`;
}

/** A text element with escaped content. */
export function text(content: string, attrs: Attributes): string {
  return `<text${attributes(attrs)}>${escapeXml(content)}</text>`;
}

/** A closed polygon through `points`. */
export function polygon(points: readonly (readonly [number, number])[], attrs: Attributes): string {
  return el('polygon', { points: points.map(([x, y]) => `${num(x)},${num(y)}`).join(' '), ...attrs });
}

/** Font families with Latin, Devanagari and the astrological symbols: the pictures in English and Hindi. */
export const FONT_FAMILY = "'Noto Sans', 'Noto Sans Devanagari', 'DejaVu Sans', 'Noto Sans Symbols', 'Noto Sans Symbols 2', sans-serif";

/**
 * The Noto family of the script each other language labels in (Debian's fonts-noto-core holds all six, which
 * `.ci/run` installs for the browser test).
 */
const SCRIPT_FONTS: Readonly<Record<string, string>> = {
  mr: 'Noto Sans Devanagari',
  ta: 'Noto Sans Tamil',
  te: 'Noto Sans Telugu',
  kn: 'Noto Sans Kannada',
  ml: 'Noto Sans Malayalam',
  bn: 'Noto Sans Bengali',
  gu: 'Noto Sans Gujarati',
};

/** The font families of a picture labelled in `lang`: `FONT_FAMILY`, with the language's script family after Noto Sans. */
export function fontFamily(lang: string): string {
  const script = SCRIPT_FONTS[lang];
  return script === undefined || script === 'Noto Sans Devanagari' ? FONT_FAMILY : FONT_FAMILY.replace("'Noto Sans', ", `'Noto Sans', '${script}', `);
}

/** Ink and paper: dark strokes and text on white, one light tint; legible when printed in grey. */
export const INK = '#1a1a1a';
export const INK_SOFT = '#555555';
export const TINT = '#eeeeee';

/**
 * The document: a square `size` × `size` px picture with a title and description for screen readers, the
 * language of its labels, and `body` drawn in a viewBox of the same size.
 */
export function svgDocument(size: number, lang: string, title: string, description: string, body: readonly string[]): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    el(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        width: size,
        height: size,
        viewBox: `0 0 ${num(size)} ${num(size)}`,
        role: 'img',
        'aria-labelledby': 'chart-title chart-desc',
        lang,
        'font-family': fontFamily(lang),
      },
      [el('title', { id: 'chart-title' }, [escapeXml(title)]), el('desc', { id: 'chart-desc' }, [escapeXml(description)]), el('rect', { x: 0, y: 0, width: size, height: size, fill: '#ffffff' }), ...body],
    ) +
    '\n'
  );
}
