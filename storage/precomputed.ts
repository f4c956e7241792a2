/**
 * What the derived tables hold: the options of precomputed panchanga, transit and calendar rows, the input of a
 * city's day and year, and how far around the panchanga window the transits are kept. The pipeline computes the
 * rows with these; the API consults the rows only for requests with these options; both read them here.
 */
import type { FestivalCalendarInput } from '../astro/festivals/calendar.ts';
import type { PanchangaDayInput } from '../astro/panchanga/day.ts';
import type { LocalDate } from '../astro/time.ts';
import type { City } from '../data/cities.ts';

/** Options of every precomputed panchanga row: Hindu sunrise, Lahiri (true), mean node. */
export const DEFAULT_DAY_OPTIONS = { sunrise: 'hindu', ayanamshaId: 1, node: 'mean' } as const satisfies Pick<
  PanchangaDayInput,
  'sunrise' | 'ayanamshaId' | 'node'
>;

/** The day input of a catalogued city: its reference point, elevation (0 when unknown) and IANA zone. */
export function cityDayInput(
  city: City,
  localDate: LocalDate,
  options: Pick<PanchangaDayInput, 'sunrise' | 'ayanamshaId' | 'node'>,
): PanchangaDayInput {
  return {
    latitude: city.latitude,
    longitude: city.longitude,
    elevationM: city.elevationM ?? 0,
    zone: { kind: 'iana', name: city.timezone },
    localDate,
    ...options,
  };
}

/** True when a day input asks exactly what a precomputed row of `city` holds (rows hold the topocentric moonrise). */
export function isPrecomputedInput(input: PanchangaDayInput, city: City): boolean {
  return (
    input.sunrise === DEFAULT_DAY_OPTIONS.sunrise &&
    input.ayanamshaId === DEFAULT_DAY_OPTIONS.ayanamshaId &&
    input.node === DEFAULT_DAY_OPTIONS.node &&
    (input.moonRise ?? 'topocentric') === 'topocentric' &&
    (input.positions ?? 'apparent') === 'apparent' &&
    input.latitude === city.latitude &&
    input.longitude === city.longitude &&
    input.elevationM === (city.elevationM ?? 0) &&
    input.zone.kind === 'iana' &&
    input.zone.name === city.timezone
  );
}

/** Options of the precomputed transit tables: Lahiri (true ayanamsha), mean node. */
export const DEFAULT_TRANSIT_OPTIONS = { ayanamshaId: 1, node: 'mean' } as const;

/**
 * Transits are kept this many days wider than the panchanga window on each side (pipeline/window.ts):
 * planets/extended reads the stations up to this far from any served date (Mars's longest gap between stations
 * is ~720 days, so one station each way is always inside).
 */
export const TRANSIT_MARGIN_DAYS = 400;

/**
 * Options of the precomputed festival calendars: Lahiri (true ayanamsha) for the month names and sankrantis,
 * and the observed sunrise and sunset (upper limb with refraction), the ones almanacs print their festival
 * kalas from (test/reference/festivals/).
 */
export const DEFAULT_CALENDAR_OPTIONS = { ayanamshaId: 1, sunrise: 'observed' } as const;

/** The festival calendar input of a catalogued city's civil year, with the default options. */
export function cityCalendarInput(city: City, year: number): FestivalCalendarInput {
  return {
    year,
    place: { latitude: city.latitude, longitude: city.longitude, elevationMeters: city.elevationM ?? 0 },
    zone: { kind: 'iana', name: city.timezone },
    ...DEFAULT_CALENDAR_OPTIONS,
  };
}
