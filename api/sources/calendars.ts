/**
 * Where festival calendars, muhurta windows and regional-calendar dates and months come from on the request path: an
 * in-memory LRU of recent calendars, then the precomputed city-years (catalogued cities, default options, the current engine version),
 * then the worker pool running the same engine code, so any place and year is answered, never refused.
 * Concurrent requests for the same calendar share one computation.
 */
import { ENGINE_VERSION } from '../../astro/engine-version.ts';
import type { FestivalCalendar, FestivalCalendarInput, FestivalOccurrence, OmittedFestival } from '../../astro/festivals/calendar.ts';
import type { CalendarStore } from '../../storage/calendar-store.ts';
import type { City } from '../../data/cities.ts';
import { DEFAULT_CALENDAR_OPTIONS, cityCalendarInput } from '../../storage/precomputed.ts';
import type { ComputePool } from '../../compute/pool.ts';
import { calendarDateInMonths, muhurtaWindowOfRow, storedCalendarMonths, type StoredCalendarMonth } from '../../storage/rows.ts';
import type { CalendarDate } from '../../astro/calendars/regional.ts';
import type { SolarContext } from '../../astro/calendars/solar-month.ts';
import { CALENDAR_IDS, type CalendarId } from '../../data/regional-calendars.ts';
import { type DateOf, findMonth } from '../../astro/calendars/month.ts';
import type { CalendarDateInput, CalendarMonthInput, MuhurtaRangeInput, RegionalMonth } from '../../compute/tasks.ts';
import type { MuhurtaWindowResult } from '../../astro/muhurta/search.ts';
import { addDays, daysFromCivil, type LocalDate, localDateOf, parseLocalDate } from '../../astro/time.ts';
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

export interface CalendarDateResult {
  value: CalendarDate;
  source: Source;
}

/** A month's first day in its calendar and its civil days in every calendar; null when the calendar has no such month. */
export interface CalendarMonthResult {
  found: RegionalMonth | null;
  source: Source;
}

/** Thrown by a stored `DateOf` for a date no stored city-year holds: the month is then computed in a worker. */
class NotStored extends Error {}

/** Results kept decoded: a calendar is ~150 occurrences (~100 KB), a year of one activity's windows ~1,000 (~300 KB). */
const DEFAULT_CACHE_CALENDARS = 200;

/** True when a request's place and zone are exactly those the precomputed years of `city` were made for. */
function isCityPlace(input: Pick<FestivalCalendarInput, 'place' | 'zone'>, city: City): boolean {
  // Any year: a city's place and zone are the same in every stored year.
  const stored = cityCalendarInput(city, 0);
  return (
    input.place.latitude === stored.place.latitude &&
    input.place.longitude === stored.place.longitude &&
    input.place.elevationMeters === stored.place.elevationMeters &&
    input.zone.kind === 'iana' &&
    stored.zone.kind === 'iana' &&
    input.zone.name === stored.zone.name
  );
}

/** The civil dates from `first` to `last`, inclusive. */
function civilDatesBetween(first: LocalDate, last: LocalDate): LocalDate[] {
  const count = daysFromCivil(last.y, last.m, last.d) - daysFromCivil(first.y, first.m, first.d) + 1;
  return Array.from({ length: count }, (_, i) => addDays(first, i));
}

/** `kept`'s entry for `key`, else what `read()` finds (a stored city-year decoded; null when it is not stored), kept. */
function keptOrRead<T>(kept: Lru<T>, key: string, read: () => T | null): T | null {
  const hit = kept.get(key);
  if (hit !== undefined) return hit;
  const found = read();
  if (found !== null) kept.set(key, found);
  return found;
}

export class CalendarSource {
  private readonly festivalCalendars: ReadThrough<FestivalCalendarResult>;
  private readonly muhurtaSearches: ReadThrough<MuhurtaResult>;
  /** Stored city-years of one activity's windows, decoded: each search of a range reads them from memory. */
  private readonly storedMuhurtaYears: Lru<readonly MuhurtaWindowResult[]>;
  private readonly calendarDates: ReadThrough<CalendarDateResult>;
  private readonly calendarMonths: ReadThrough<CalendarMonthResult>;
  /** Stored city-years of one regional calendar's months, decoded: each date of the year is read from memory. */
  private readonly storedCalendarYears: Lru<readonly StoredCalendarMonth[]>;

  constructor(
    private readonly pool: ComputePool,
    private readonly store: CalendarStore | null = null,
    capacity = DEFAULT_CACHE_CALENDARS,
  ) {
    this.festivalCalendars = new ReadThrough(capacity);
    this.muhurtaSearches = new ReadThrough(capacity);
    this.storedMuhurtaYears = new Lru(capacity);
    this.calendarDates = new ReadThrough(capacity);
    this.calendarMonths = new ReadThrough(capacity);
    this.storedCalendarYears = new Lru(capacity);
  }

  /** A stored city-year of one calendar's months, decoded (kept), or null when the year is not stored whole. */
  private storedCalendarYear(cityId: string, year: number, calendar: CalendarId): readonly StoredCalendarMonth[] | null {
    return keptOrRead(this.storedCalendarYears, `${cityId}|${year}|${calendar}`, () => {
      const rows = this.store?.calendarMonthRows(cityId, year, calendar, ENGINE_VERSION);
      return rows ? storedCalendarMonths(rows) : null;
    });
  }

  /**
   * The reader of civil dates, in any calendar, from the stored city-years: for a catalogued city with the default
   * ayanamsha and sunrise, else null; it gives null for a date whose civil year is not stored (or that the calendar
   * cannot count there).
   */
  private storedDates(context: SolarContext, city: City | null): ((calendar: CalendarId, date: LocalDate) => CalendarDate | null) | null {
    const precomputed = context.ayanamshaId === DEFAULT_CALENDAR_OPTIONS.ayanamshaId && context.sunrise === DEFAULT_CALENDAR_OPTIONS.sunrise;
    if (!city || !this.store || !precomputed || !isCityPlace(context, city)) return null;
    return (calendar, date) => {
      const months = this.storedCalendarYear(city.id, date.y, calendar);
      return months && calendarDateInMonths(months, date);
    };
  }

  /** A civil date written in a regional calendar: read from the stored city-year where there is one (`storedDates`), else computed in a worker. */
  date(input: CalendarDateInput, city: City | null): Promise<CalendarDateResult> {
    return this.calendarDates.get(
      JSON.stringify(input),
      () => {
        const value = this.storedDates(input.context, city)?.(input.calendar, parseLocalDate(input.date));
        return value ? { value, source: 'precomputed' } : null;
      },
      () => this.pool.run('regionalCalendarDate', input).then((value) => ({ value, source: 'computed' })),
    );
  }

  /**
   * A month of a regional calendar with its civil days in every calendar: read from the stored city-years when every
   * date the search and the days need is stored (`storedDates`), else computed in a worker.
   */
  month(input: CalendarMonthInput, city: City | null): Promise<CalendarMonthResult> {
    return this.calendarMonths.get(
      JSON.stringify(input),
      () => {
        const read = this.storedDates(input.context, city);
        if (!read) return null;
        const dateOf = (calendar: CalendarId): DateOf => (date) => {
          const value = read(calendar, date);
          if (!value) throw new NotStored();
          return value;
        };
        try {
          const first = findMonth(input.calendar, input.year, input.month, input.context, dateOf(input.calendar));
          if (first === null) return null;
          const dates = civilDatesBetween(first.monthStart, first.monthEnd);
          const days = Object.fromEntries(CALENDAR_IDS.map((calendar) => [calendar, dates.map(dateOf(calendar))])) as Record<CalendarId, CalendarDate[]>;
          return { found: { first, days }, source: 'precomputed' };
        } catch (error) {
          if (error instanceof NotStored) return null;
          throw error;
        }
      },
      () => this.pool.run('regionalCalendarMonth', input).then((found) => ({ found, source: 'computed' })),
    );
  }

  /** A stored city-year of one activity's windows, decoded (kept), or null when the year is not stored whole. */
  private storedMuhurtaYear(cityId: string, activity: string, year: number): readonly MuhurtaWindowResult[] | null {
    return keptOrRead(this.storedMuhurtaYears, `${cityId}|${activity}|${year}`, () => this.store?.muhurtaRows(cityId, activity, year, ENGINE_VERSION)?.map(muhurtaWindowOfRow) ?? null);
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
        if (!city || !this.store || !precomputed || !isCityPlace(request, city)) return null;
        const first = localDateOf(request.zone, request.from).y;
        const last = localDateOf(request.zone, request.to - 1).y;
        const windows: MuhurtaWindowResult[] = [];
        for (let year = first; year <= last; year++) {
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
