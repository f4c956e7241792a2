/**
 * What every chart-picture route shares: the side of the picture, the response (an SVG document) and its content
 * type. The drawing itself is in api/svg/.
 */
import { z } from 'zod';
import { queryNumber } from './params.ts';

/** Side of a chart picture, pixels, when a request does not say. */
export const DEFAULT_PICTURE_SIZE = 400;

/** The picture field every picture route takes: its side (style and language are the routes' own). */
export const PictureFields = {
  size: queryNumber('size', 200, 1200)
    .pipe(z.number().int({ message: 'size must be a whole number of pixels' }))
    .optional()
    .describe(`Side of the square picture in pixels, 200–1200. Default ${DEFAULT_PICTURE_SIZE}`),
};

/** The picture's response: SVG text. */
export const SvgResponseSchema = z.string().describe('An SVG document (image/svg+xml)');

/** The content type pictures are served with. */
export const SVG_CONTENT_TYPE = 'image/svg+xml; charset=utf-8';
