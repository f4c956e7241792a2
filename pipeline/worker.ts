/**
 * Worker-thread tasks. Each named export is one task: it takes one plain object and returns plain data (what
 * crosses the thread boundary is structured-cloned). The pipeline and the API's on-demand path run the same
 * tasks, so a precomputed row and an on-demand answer come from the same code.
 */
import { type PanchangaDayInput, type StoredPanchangaDay, storedPanchangaDay } from '../astro/panchanga/day.ts';

/** The astronomical part of one panchanga day for one place (see astro/panchanga/day.ts). */
export function panchangaDay(input: PanchangaDayInput): StoredPanchangaDay {
  return storedPanchangaDay(input);
}
