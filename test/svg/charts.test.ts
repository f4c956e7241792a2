/**
 * Chart pictures (api/svg/): every style and the wheel are well-formed XML, escape what they print, keep every
 * label apart when planets crowd one sign (five, and all nine), scale with the size asked for, differ between two
 * births, and match their golden files.
 *
 * The golden files in `golden/` are this service's own output for fixed drawings, kept to catch unintended
 * changes (not outside truth). `UPDATE_GOLDEN=1 npx vitest run test/svg` rewrites them; review the pictures
 * before committing.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { escapeXml } from '../../api/svg/builder.ts';
import { type ChartPicture, INDIAN_CHART_STYLES, indianChartSvg } from '../../api/svg/indian.ts';
import { boxInside, type LabelBox, LINE_HEIGHT, overlaps, textWidth } from '../../api/svg/labels.ts';
import { spreadAngles, westernWheelSvg } from '../../api/svg/wheel.ts';
import {
  ABBREVIATIONS,
  FIVE_IN_ONE,
  GLYPHS,
  INDIAN_CASES,
  indianDrawing,
  isGrahaLabel,
  NINE_IN_ONE,
  PICTURE_SIZES,
  SPREAD,
  WHEEL_CLUSTER,
  WHEEL_SPREAD,
  wheelDrawing,
} from '../helpers/chart-drawings.ts';

const GOLDEN = join(import.meta.dirname, 'golden');
const UPDATE = process.env.UPDATE_GOLDEN === '1';
const indian = indianDrawing;
const wheel = wheelDrawing;

function expectWellFormed(svg: string): void {
  expect(XMLValidator.validate(svg)).toBe(true);
  expect(svg).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
}

/** No two labels overlap; a failure lists every overlapping pair (one assertion: the pairs are hundreds a picture). */
function expectApart(labels: readonly LabelBox[], what: string): void {
  const overlapping: string[] = [];
  for (let i = 0; i < labels.length; i++) {
    for (let j = i + 1; j < labels.length; j++) {
      if (overlaps(labels[i]!, labels[j]!)) overlapping.push(`"${labels[i]!.text}" and "${labels[j]!.text}"`);
    }
  }
  expect(overlapping, `${what}: labels that overlap`).toEqual([]);
}

/**
 * Every text element has its box, each box is inside its region (its place's outline, its ring, the title's band)
 * and inside the picture with 1 % of the side to spare.
 */
function expectInside(picture: ChartPicture, size: number, what: string): void {
  expect(picture.svg.match(/<text /g)?.length, `${what}: a box for every text element`).toBe(picture.labels.length);
  const edge = size * 0.01;
  const faults = picture.labels.flatMap((label) => [
    ...(boxInside(label, label.region) ? [] : [`"${label.text}" outside its region`]),
    ...(label.x >= edge && label.y >= edge && label.x + label.width <= size - edge && label.y + label.height <= size - edge ? [] : [`"${label.text}" at the picture's edge`]),
  ]);
  expect(faults, what).toEqual([]);
}

function expectGolden(name: string, svg: string): void {
  const path = join(GOLDEN, `${name}.svg`);
  if (UPDATE || !existsSync(path)) {
    if (!UPDATE) throw new Error(`golden file ${name}.svg is missing: run UPDATE_GOLDEN=1 npx vitest run test/svg`);
    writeFileSync(path, svg);
  }
  expect(svg, `${name} differs from its golden file`).toBe(readFileSync(path, 'utf8'));
}

describe('Indian chart pictures', () => {
  it.each(INDIAN_CHART_STYLES.map((style) => [style]))('%s: well-formed, one label per graha and the lagna, apart', (style) => {
    const { svg, labels } = indianChartSvg(indian(SPREAD), style, 400);
    expectWellFormed(svg);
    for (const abbreviation of ABBREVIATIONS) expect(labels.some((label) => isGrahaLabel(label.text, abbreviation)), abbreviation).toBe(true);
    expect(labels.some((label) => label.text.startsWith('Asc'))).toBe(true);
    expectApart(labels, style);
    expectGolden(`indian-${style}`, svg);
  });

  it.each(INDIAN_CHART_STYLES.map((style) => [style]))('%s: five and nine grahas in one sign stay apart and inside the picture', (style) => {
    for (const [name, signs] of [['five', FIVE_IN_ONE], ['nine', NINE_IN_ONE]] as const) {
      for (const size of [200, 400, 800]) {
        const { svg, labels } = indianChartSvg(indian(signs, 10), style, size);
        expectWellFormed(svg);
        expectApart(labels, `${style} ${name} at ${size}`);
        for (const label of labels) {
          expect(label.x, label.text).toBeGreaterThanOrEqual(0);
          expect(label.x + label.width, label.text).toBeLessThanOrEqual(size);
        }
        const planets = labels.filter((label) => ABBREVIATIONS.some((a) => isGrahaLabel(label.text, a)));
        expect(planets).toHaveLength(9);
        // Readable: no label smaller than 2 % of the side (8 px at 400 px).
        for (const label of planets) expect(label.height / LINE_HEIGHT, label.text).toBeGreaterThanOrEqual(size * 0.02 - 1e-9);
      }
    }
  });

  it.each(INDIAN_CHART_STYLES.map((style) => [style]))('%s: every label inside its place, the title in its band or middle square, in English and Hindi', (style) => {
    for (const lang of ['en', 'hi'] as const) {
      for (const [name, signs, lagna] of INDIAN_CASES) {
        for (const size of PICTURE_SIZES) {
          const picture = indianChartSvg(indian(signs, lagna, lang), style, size);
          expectInside(picture, size, `${style} ${lang} ${name} at ${size}`);
          expectApart(picture.labels, `${style} ${lang} ${name} at ${size}`);
        }
      }
    }
  });

  it.each(INDIAN_CHART_STYLES.map((style) => [style]))('%s: the chart is named on the picture', (style) => {
    const { svg, labels } = indianChartSvg(indian(SPREAD), style, 400);
    expect(labels.map((label) => label.text).join(' ')).toContain('Rashi (D1)');
    expect(svg.replace(/<title[^>]*>.*?<\/title>/, '')).toMatch(/>Rashi( |<\/text><text [^>]*>)\(D1\)<\/text>/);
  });

  it('east: the signs halved by the diagonals are named inside their halves', () => {
    const { labels } = indianChartSvg(indian(SPREAD, 6), 'east', 400);
    for (const name of ['Tau', 'Gem', 'Leo', 'Vir', 'Sco', 'Sag', 'Aqu', 'Pis']) {
      const header = labels.find((label) => label.text === name)!;
      expect(header.region.kind, name).toBe('polygon');
      expect(boxInside(header, header.region), name).toBe(true);
    }
  });

  it('estimates the lagna\'s bold label wider than the same text in the regular weight', () => {
    const { labels } = indianChartSvg(indian(SPREAD, 4), 'north', 400);
    const lagna = labels.find((label) => label.text.startsWith('Asc'))!;
    expect(lagna.width).toBeGreaterThan(textWidth(lagna.text, lagna.height / LINE_HEIGHT) * 1.1);
  });

  it('marks the lagna: north in house 1, south with a stroke in its sign, every style with its label first', () => {
    const north = indianChartSvg(indian(SPREAD, 7), 'north', 400).svg;
    expect(north).toContain('>7</text>');
    const south = indianChartSvg(indian(SPREAD, 7), 'south', 400).svg;
    expect(south.match(/<line/g)!.length).toBe(9); // eight grid lines and the lagna's stroke
  });

  it('draws Devanagari labels as given, and differs between two births', () => {
    const hindi = { ...indian(SPREAD, 4, 'hi'), lagnaLabel: { full: 'लग्न 9°', compact: 'लग्न' } };
    const { svg } = indianChartSvg(hindi, 'north', 400);
    expect(svg).toContain('लग्न 9°');
    expect(svg).toContain('lang="hi"');
    expect(indianChartSvg(indian(SPREAD), 'north', 400).svg).not.toBe(indianChartSvg(indian(FIVE_IN_ONE), 'north', 400).svg);
  });

  it('escapes what it prints', () => {
    const hostile = { ...indian(SPREAD), title: '<script>alert("x")</script> & \'q\'', description: '</desc><x>' };
    const { svg } = indianChartSvg(hostile, 'south', 400);
    expectWellFormed(svg);
    expect(svg).not.toContain('<script>');
    expect(escapeXml(`<a href="x">&'`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&apos;');
  });

  it('scales with the size asked for', () => {
    const small = indianChartSvg(indian(SPREAD), 'north', 200);
    const large = indianChartSvg(indian(SPREAD), 'north', 800);
    expect(small.svg).toContain('width="200" height="200"');
    expect(large.svg).toContain('width="800" height="800"');
    const sun = (labels: readonly LabelBox[]) => labels.find((label) => isGrahaLabel(label.text, 'Su'))!;
    expect(sun(large.labels).height).toBeCloseTo(sun(small.labels).height * 4, 6);
  });
});

describe('Western wheel', () => {
  it('is well-formed, with every glyph, degree and aspect line, labels apart', () => {
    const { svg, labels } = westernWheelSvg(wheel(WHEEL_SPREAD), 400);
    expectWellFormed(svg);
    for (const glyph of Object.values(GLYPHS)) expect(svg).toContain(glyph);
    expect(svg.match(/data-aspect=/g)).toHaveLength(3);
    expect(svg).toContain('13°℞'); // Saturn, retrograde
    expect(svg).toContain('stroke-dasharray'); // harmonious and neutral lines are dashed or dotted
    expectApart(labels, 'wheel');
    expectGolden('wheel', svg);
  });

  it('keeps every label inside its ring, the angles\' names and the title outside the wheel and inside the picture', () => {
    for (const lang of ['en', 'hi'] as const) {
      for (const longitudes of [WHEEL_SPREAD, WHEEL_CLUSTER]) {
        for (const size of PICTURE_SIZES) {
          const picture = westernWheelSvg(wheel(longitudes, lang), size);
          expectInside(picture, size, `wheel ${lang} at ${size}`);
          expectApart(picture.labels, `wheel ${lang} at ${size}`);
        }
      }
    }
    // The ascendant's name at 400 px: clear of the left edge (it was drawn from x = 0 to 18.7).
    const ascendant = westernWheelSvg(wheel(WHEEL_SPREAD), 400).labels.find((label) => label.text === 'Asc')!;
    expect(ascendant.x).toBeGreaterThanOrEqual(8);
    const titled = westernWheelSvg(wheel(WHEEL_SPREAD), 400);
    expect(titled.labels.some((label) => label.text === 'Natal chart, Placidus houses')).toBe(true);
  });

  it('draws a second chart outside the zodiac as a bi-wheel: every outer glyph with its tick, labels inside their rings and apart', () => {
    for (const lang of ['en', 'hi'] as const) {
      for (const [inner, outer] of [[WHEEL_SPREAD, WHEEL_CLUSTER], [WHEEL_CLUSTER, WHEEL_SPREAD]] as const) {
        for (const size of PICTURE_SIZES) {
          const drawing = { ...wheel(inner, lang), outer: wheel(outer, lang).bodies };
          const picture = westernWheelSvg(drawing, size);
          expectWellFormed(picture.svg);
          expect(picture.svg.match(/data-outer=/g)).toHaveLength(outer.length);
          expectInside(picture, size, `bi-wheel ${lang} at ${size}`);
          expectApart(picture.labels, `bi-wheel ${lang} at ${size}`);
        }
      }
    }
    expectGolden('bi-wheel', westernWheelSvg({ ...wheel(WHEEL_SPREAD), outer: wheel(WHEEL_CLUSTER).bodies }, 400).svg);
  });

  it('spreads a cluster of six bodies within 10° so no two labels meet, at every size', () => {
    for (const size of [300, 400, 800]) {
      const { svg, labels } = westernWheelSvg(wheel(WHEEL_CLUSTER), size);
      expectWellFormed(svg);
      expectApart(labels, `cluster at ${size}`);
    }
  });

  it('spreads angles to the minimum gap, centred on the cluster, across 0°', () => {
    const spread = spreadAngles([10, 11, 12], 5);
    expect(spread[1]).toBeCloseTo(11, 9);
    expect(spread[2]! - spread[1]!).toBeCloseTo(5, 9);
    const across = spreadAngles([359, 1], 6);
    expect(((across[1]! - across[0]! + 360) % 360)).toBeCloseTo(6, 9);
    expect(spreadAngles([0, 90, 180], 5)).toEqual([0, 90, 180]);
  });

  it('estimates Devanagari and symbols wider than Latin letters', () => {
    expect(textWidth('लग्न', 10)).toBeGreaterThan(textWidth('Asc', 10) * 0.8);
    expect(textWidth('☉', 10)).toBeGreaterThan(textWidth('a', 10));
  });
});
