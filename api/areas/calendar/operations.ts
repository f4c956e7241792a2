/**
 * Festival calendar operations: from a place and a civil year to the festivals and vrats kept there, read from
 * the precomputed city-years or computed on demand (`CalendarSource`), optionally narrowed to categories or to
 * one festival.
 */
import type { FestivalCalendar, FestivalCalendarInput } from '../../../astro/festivals/calendar.ts';
import { localDateOf } from '../../../astro/time.ts';
import { type FestivalId, festivalById } from '../../../data/festivals.ts';
import { type ResolvedLocation, resolveLocation } from '../../shared/place.ts';
import type { Source } from '../../shared/schemas.ts';
import type { Services } from '../../shared/services.ts';
import type { FestivalQuery } from './schemas.ts';

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
