/**
 * The precompute window: which days the pipeline keeps precomputed around today, defined once for the nightly
 * run, the start-up run of the server and the CLI's status report. How much wider the transits are kept (what
 * the API's station look-ups rely on) is a fact of the tables: storage/precomputed.ts.
 */
import { addDays, type LocalDate } from '../astro/time.ts';
import { CITIES, DEFAULT_CITY_IDS } from '../data/cities.ts';
import { TRANSIT_MARGIN_DAYS } from '../storage/precomputed.ts';
import type { RunRequest } from './run.ts';

/** Days before today the nightly run keeps panchanga for. */
export const NIGHTLY_BACK_DAYS = 7;
/** Days after today the nightly run keeps panchanga for. */
export const NIGHTLY_AHEAD_DAYS = 400;
/** Days after today the server precomputes for the default cities before it first serves. */
export const STARTUP_AHEAD_DAYS = 30;

/** Today's date in UTC: the pipeline's windows are whole UTC dates. */
export function todayUtc(nowMs: number = Date.now()): LocalDate {
  const now = new Date(nowMs);
  return { y: now.getUTCFullYear(), m: now.getUTCMonth() + 1, d: now.getUTCDate() };
}

/**
 * The runs that keep a window around `today` precomputed: panchanga for `cityIds` (default: every catalogued
 * city) from `back` days before to `ahead` days after, transits `TRANSIT_MARGIN_DAYS` wider each way, the
 * sign horoscopes of every day, week, month and year holding a date of the panchanga window, and the festival
 * and muhurta calendars of those cities for every civil year the window touches (unless `calendars` is false).
 */
export function windowRequests(today: LocalDate, window: { back: number; ahead: number; cityIds?: readonly string[]; calendars?: boolean }): RunRequest[] {
  const { back, ahead } = window;
  const requests: RunRequest[] = [
    { from: addDays(today, -back), to: addDays(today, ahead), cityIds: window.cityIds ?? CITIES.map((c) => c.id), stages: ['panchanga'] },
    { from: addDays(today, -back - TRANSIT_MARGIN_DAYS), to: addDays(today, ahead + TRANSIT_MARGIN_DAYS), cityIds: [], stages: ['transits'] },
    { from: addDays(today, -back), to: addDays(today, ahead), cityIds: [], stages: ['horoscopes'] },
  ];
  if (window.calendars === false) return requests;
  return [...requests, { from: addDays(today, -back), to: addDays(today, ahead), cityIds: window.cityIds ?? CITIES.map((c) => c.id), stages: ['calendar'] }];
}

/** The nightly window: every city, `NIGHTLY_BACK_DAYS` before to `NIGHTLY_AHEAD_DAYS` after today. */
export function nightlyRequests(today: LocalDate, window: { back?: number; ahead?: number; cityIds?: readonly string[] } = {}): RunRequest[] {
  return windowRequests(today, { back: NIGHTLY_BACK_DAYS, ahead: NIGHTLY_AHEAD_DAYS, ...window });
}

/**
 * What the server precomputes before it first serves: the default cities for the month ahead. Not their
 * calendars: a year of them is about a second of work per city, which the API does on demand for a city-year
 * not yet stored, and the nightly run stores.
 */
export function startupRequests(today: LocalDate): RunRequest[] {
  return windowRequests(today, { back: NIGHTLY_BACK_DAYS, ahead: STARTUP_AHEAD_DAYS, cityIds: DEFAULT_CITY_IDS, calendars: false });
}
