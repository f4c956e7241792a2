/**
 * Where festival calendars and muhurta windows come from on the request path: an in-memory LRU of recent
 * calendars, then the precomputed city-years (catalogued cities, default options, the current engine version),
 * then the worker pool running the same engine code, so any place and year is answered, never refused.
 * Concurrent requests for the same calendar share one computation.
 */
import { ENGINE_VERSION } from '../../astro/engine-version.ts';
import type { FestivalCalendar, FestivalCalendarInput, FestivalOccurrence, OmittedFestival } from '../../astro/festivals/calendar.ts';
import type { CalendarStore } from '../../storage/calendar-store.ts';
import type { City } from '../../data/cities.ts';
import { DEFAULT_CALENDAR_OPTIONS, cityCalendarInput } from '../../storage/precomputed.ts';
import type { ComputePool } from '../../compute/pool.ts';
import { muhurtaWindowOfRow } from '../../storage/rows.ts';
import type { MuhurtaRangeInput } from '../../compute/tasks.ts';
import type { MuhurtaWindowResult } from '../../astro/muhurta/search.ts';
import { localDateOf } from '../../astro/time.ts';
import { Lru } from '../shared/lru.ts';
import { ReadThrough } from '../shared/read-through.ts';
import type { Source } from '../shared/schemas.ts';

export interface FestivalCalendarResult {
  calendar: FestivalCalendar;
  source: Source;
}

export interface MuhurtaResult {
  windows: readonly MuhurtaWindowResult[];
  source: Source;
}

/** Results kept decoded: a calendar is ~150 occurrences (~100 KB), a year of one activity's windows ~1,000 (~300 KB). */
const DEFAULT_CACHE_CALENDARS = 200;

/** True when a request's place and zone are exactly those the precomputed years of `city` were made for. */
function isCityPlace(input: Pick<FestivalCalendarInput, 'place' | 'zone' | 'year'>, city: City): boolean {
  const stored = cityCalendarInput(city, input.year);
  return (
    input.place.latitude === stored.place.latitude &&
    input.place.longitude === stored.place.longitude &&
    input.place.elevationMeters === stored.place.elevationMeters &&
    input.zone.kind === 'iana' &&
    stored.zone.kind === 'iana' &&
    input.zone.name === stored.zone.name
  );
}

export class CalendarSource {
  private readonly festivalCalendars: ReadThrough<FestivalCalendarResult>;
  private readonly muhurtaSearches: ReadThrough<MuhurtaResult>;
  /** Stored city-years of one activity's windows, decoded: each search of a range reads them from memory. */
  private readonly storedMuhurtaYears: Lru<readonly MuhurtaWindowResult[]>;

  constructor(
    private readonly pool: ComputePool,
    private readonly store: CalendarStore | null = null,
    capacity = DEFAULT_CACHE_CALENDARS,
  ) {
    this.festivalCalendars = new ReadThrough(capacity);
    this.muhurtaSearches = new ReadThrough(capacity);
    this.storedMuhurtaYears = new Lru(capacity);
  }

  /** A stored city-year of one activity's windows, decoded (kept), or null when the year is not stored whole. */
  private storedMuhurtaYear(cityId: string, activity: string, year: number): readonly MuhurtaWindowResult[] | null {
    const key = `${cityId}|${activity}|${year}`;
    const kept = this.storedMuhurtaYears.get(key);
    if (kept) return kept;
    const rows = this.store?.muhurtaRows(cityId, activity, year, ENGINE_VERSION);
    if (!rows) return null;
    const windows = rows.map(muhurtaWindowOfRow);
    this.storedMuhurtaYears.set(key, windows);
    return windows;
  }

  /**
   * One activity's muhurta windows starting in [from, to). Stored rows serve a catalogued city with the default
   * ayanamsha and no birth when every civil year the range touches is stored (a birth's tara and chandra bala cut
   * windows at the Moon's sign changes, so they are computed); anything else is searched in a worker over the range.
   */
  muhurta(request: MuhurtaRangeInput, city: City | null): Promise<MuhurtaResult> {
    return this.muhurtaSearches.get(
      JSON.stringify(request),
      () => {
        const precomputed = request.ayanamshaId === DEFAULT_CALENDAR_OPTIONS.ayanamshaId && request.birth === undefined;
        if (!city || !this.store || !precomputed) return null;
        const first = localDateOf(request.zone, request.from).y;
        const last = localDateOf(request.zone, request.to - 1).y;
        const windows: MuhurtaWindowResult[] = [];
        for (let year = first; year <= last; year++) {
          if (!isCityPlace({ place: request.place, zone: request.zone, year }, city)) return null;
          const stored = this.storedMuhurtaYear(city.id, request.activity, year);
          if (!stored) return null;
          for (const window of stored) if (window.start >= request.from && window.start < request.to) windows.push(window);
        }
        return { windows, source: 'precomputed' };
      },
      () => this.pool.run('muhurtaRange', request).then((windows) => ({ windows, source: 'computed' })),
    );
  }

  /** The festival calendar of `input`; `city` is the catalogued city the place resolved to, if any. */
  festivals(input: FestivalCalendarInput, city: City | null): Promise<FestivalCalendarResult> {
    return this.festivalCalendars.get(
      JSON.stringify(input),
      () => {
        const precomputed = input.ayanamshaId === DEFAULT_CALENDAR_OPTIONS.ayanamshaId && input.sunrise === DEFAULT_CALENDAR_OPTIONS.sunrise;
        if (!city || !this.store || !precomputed || !isCityPlace(input, city)) return null;
        const stored = this.store.festivalJson(city.id, input.year, ENGINE_VERSION);
        if (!stored) return null;
        const calendar: FestivalCalendar = {
          occurrences: stored.occurrences.map((json) => JSON.parse(json) as FestivalOccurrence),
          omitted: JSON.parse(stored.omitted) as OmittedFestival[],
        };
        return { calendar, source: 'precomputed' };
      },
      () => this.pool.run('festivalCalendar', input).then((calendar) => ({ calendar, source: 'computed' })),
    );
  }
}
