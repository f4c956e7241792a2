/**
 * The chart pictures as Chromium draws them (test/helpers/browser.ts): every text element's box as the browser
 * measures it (`getBBox`: the glyphs' advances across, the font's ascent and descent down) lies inside the region
 * the drawing gave it (its house or sign's cell, its ring of the wheel, the title's band or middle square) and
 * inside the picture, and no two boxes meet: neighbours on a row keep at least a fifth of the font size between
 * them. Every style at 200, 400 and 800 px with the grahas spread, five and nine in one sign and crowding the
 * east style's halved cells, in English and Hindi; the wheel with bodies spread and clustered. Measured with the
 * fonts the pictures name: Noto Sans (the first, installed here) and DejaVu Sans (the fallback after it, drawn
 * alone by renaming the font). Skipped, saying so, where /usr/bin/chromium is missing.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FONT_FAMILY } from '../../api/svg/builder.ts';
import { type ChartPicture, INDIAN_CHART_STYLES, indianChartSvg } from '../../api/svg/indian.ts';
import { boxInside, type LabelBox } from '../../api/svg/labels.ts';
import { westernWheelSvg } from '../../api/svg/wheel.ts';
import { HAS_CHROMIUM, launchChromium } from '../helpers/browser.ts';
import { INDIAN_CASES, indianDrawing, PICTURE_SIZES, WHEEL_CLUSTER, WHEEL_SPREAD, wheelDrawing } from '../helpers/chart-drawings.ts';

/** The font families a picture is measured in: as served, and DejaVu Sans alone (a machine without Noto). */
const FONTS = [
  ['as served (Noto Sans here)', FONT_FAMILY],
  ['DejaVu Sans', "'DejaVu Sans', sans-serif"],
] as const;

/** How far past its region a measured box may reach, in px: rounding of the coordinates the SVG prints. */
const TOLERANCE_PX = 0.05;

/**
 * How far the boxes of two rows may share height, in px: Chromium rounds a font's ascent and descent to whole
 * pixels, so a measured box is up to a pixel taller than the font's metrics make it (9 px for 1.36 em at 6.4 px),
 * and a row's box reaches into the next row's by that much while no glyph does.
 */
const METRIC_ROUNDING_PX = 1;

interface Measured extends LabelBox {
  readonly fontSize: number;
}

/** Chromium's box of every text element of `svg`, in document order, in the picture's units. */
async function measure(page: Page, svg: string): Promise<Measured[]> {
  await page.setContent(`<!doctype html><html><body style="margin:0">${svg.replace(/^<\?xml[^>]*>\n/, '')}</body></html>`);
  await page.evaluate('document.fonts.ready');
  return page.evaluate<Measured[]>(
    "[...document.querySelectorAll('svg text')].map((t) => { const b = t.getBBox(); return { text: t.textContent, x: b.x, y: b.y, width: b.width, height: b.height, fontSize: Number(t.getAttribute('font-size')) }; })",
  );
}

/**
 * True when two boxes meet: on one row (sharing most of their height) closer across than a fifth of the smaller
 * font; on different rows, overlapping across and sharing more height than `METRIC_ROUNDING_PX`.
 */
function meet(a: Measured, b: Measured): boolean {
  const shared = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  if (shared <= 0.01) return false;
  const gap = Math.max(a.x, b.x) - Math.min(a.x + a.width, b.x + b.width);
  const sameRow = shared > Math.min(a.height, b.height) / 2;
  return sameRow ? gap < Math.min(a.fontSize, b.fontSize) / 5 : gap < 0 && shared > METRIC_ROUNDING_PX;
}

/** Measures `picture` in each font and checks every box against its region, the picture and the others. */
async function expectMeasuredInside(page: Page, picture: ChartPicture, size: number, what: string): Promise<void> {
  for (const [font, family] of FONTS) {
    const svg = picture.svg.replace(`font-family="${FONT_FAMILY.replaceAll("'", '&apos;')}"`, `font-family="${family.replaceAll("'", '&apos;')}"`);
    expect(svg.includes(family.replaceAll("'", '&apos;')), 'the font was set').toBe(true);
    const boxes = await measure(page, svg);
    expect(boxes.map((box) => box.text), `${what} (${font}): the drawing's labels, in order`).toEqual(picture.labels.map((label) => label.text));
    boxes.forEach((box, i) => {
      const label = picture.labels[i]!;
      expect(boxInside(box, label.region, TOLERANCE_PX), `${what} (${font}): "${box.text}" ${JSON.stringify([box.x, box.y, box.width, box.height].map(Math.round))} outside its region`).toBe(true);
      expect(box.x >= 0 && box.y >= 0 && box.x + box.width <= size && box.y + box.height <= size, `${what} (${font}): "${box.text}" past the picture's edge`).toBe(true);
    });
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) expect(meet(boxes[i]!, boxes[j]!), `${what} (${font}): "${boxes[i]!.text}" and "${boxes[j]!.text}" meet`).toBe(false);
    }
  }
}

describe.skipIf(!HAS_CHROMIUM)('chart pictures measured in Chromium', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
    page = await browser.newPage();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(INDIAN_CHART_STYLES.map((style) => [style]))('%s: every label inside its place, apart, the title in its band or square', async (style) => {
    for (const lang of ['en', 'hi'] as const) {
      for (const [name, signs, lagna] of INDIAN_CASES) {
        for (const size of PICTURE_SIZES) await expectMeasuredInside(page, indianChartSvg(indianDrawing(signs, lagna, lang), style, size), size, `${style} ${lang} ${name} at ${size}`);
      }
    }
  });

  it('the wheel: every label inside its ring, the angles\' names and the title outside the wheel, inside the picture', async () => {
    for (const lang of ['en', 'hi'] as const) {
      for (const longitudes of [WHEEL_SPREAD, WHEEL_CLUSTER]) {
        for (const size of PICTURE_SIZES) await expectMeasuredInside(page, westernWheelSvg(wheelDrawing(longitudes, lang), size), size, `wheel ${lang} at ${size}`);
      }
    }
  });
});
