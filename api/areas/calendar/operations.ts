/**
 * Festival calendar operations: from a place and a civil year to the festivals and vrats kept there, read from
 * the precomputed city-years or computed on demand (`CalendarSource`), optionally narrowed to categories or to
 * one festival.
 */
import type { FestivalCalendar, FestivalCalendarInput } from '../../../astro/festivals/calendar.ts';
import { type LocalDate, UTC, formatLocalDate, localDateOf } from '../../../astro/time.ts';
import type { CalendarDate } from '../../../astro/calendars/regional.ts';
import type { SolarContext } from '../../../astro/calendars/solar-month.ts';
import type { AyanamshaId } from '../../../astro/ayanamsha.ts';
import type { RiseSetConvention } from '../../../astro/rise-set.ts';
import { placeDateParam, readDateParam } from '../../shared/params.ts';
import { type FestivalId, festivalById } from '../../../data/festivals.ts';
import { type ResolvedLocation, resolveLocation } from '../../shared/place.ts';
import type { Source } from '../../shared/schemas.ts';
import type { Services } from '../../shared/services.ts';
import type { CalendarDateQuery, FestivalQuery } from './schemas.ts';

export interface CalendarAnswer {
  input: FestivalCalendarInput;
  location: ResolvedLocation;
  calendar: FestivalCalendar;
  source: Source;
}

/** The year's calendar at the query's place (default year: the current one in the place's zone). */
export async function festivalCalendar(services: Services, query: FestivalQuery, only?: FestivalId): Promise<CalendarAnswer> {
  const now = services.now();
  // Any instant of the year decides whether a fixed offset matches a city's zone; mid-year is safely inside it.
  const probe = query.year === undefined ? now : Date.UTC(query.year, 6, 1);
  const location = resolveLocation(query, probe);
  const year = query.year ?? localDateOf(location.zone, now).y;
  const input: FestivalCalendarInput = {
    year,
    place: { latitude: location.latitude, longitude: location.longitude, elevationMeters: location.elevationM },
    zone: location.zone,
    ayanamshaId: query.ayanamsha,
    sunrise: query.sunrise,
  };
  const { calendar, source } = await services.calendars.festivals(input, location.city);
  const categories = query.category && query.category.length > 0 ? new Set<string>(query.category) : null;
  const wanted = (id: FestivalId) => (only === undefined || id === only) && (categories === null || categories.has(festivalById(id)!.category));
  return {
    input,
    location,
    calendar: { occurrences: calendar.occurrences.filter((o) => wanted(o.festival)), omitted: calendar.omitted.filter((o) => wanted(o.festival)) },
    source,
  };
}

export interface CalendarDateAnswer {
  date: LocalDate;
  location: ResolvedLocation;
  context: SolarContext;
  value: CalendarDate;
}

/** Where the sun times and sankrantis are read for a place query. */
function solarContext(location: ResolvedLocation, query: { ayanamsha: AyanamshaId; sunrise: RiseSetConvention }): SolarContext {
  return {
    place: { latitude: location.latitude, longitude: location.longitude, elevationMeters: location.elevationM },
    zone: location.zone,
    sunrise: query.sunrise,
    ayanamshaId: query.ayanamsha,
  };
}

/** A date at the query's place (default today there) in the asked calendar, computed in the worker pool. */
export async function calendarDate(services: Services, query: CalendarDateQuery): Promise<CalendarDateAnswer> {
  const now = services.now();
  const written = query.date === undefined ? null : readDateParam('date', query.date);
  const location = resolveLocation(query, written ? placeDateParam('date', written, UTC).instant : now);
  const date = written ? placeDateParam('date', written, location.zone).localDate : localDateOf(location.zone, now);
  const context = solarContext(location, query);
  const value = await services.pool.run('regionalCalendarDate', { calendar: query.calendar, date: formatLocalDate(date), context });
  return { date, location, context, value };
}
