/**
 * Festival calendar operations: from a place and a civil year to the festivals and vrats kept there, read from
 * the precomputed city-years or computed on demand (`CalendarSource`), optionally narrowed to categories or to
 * one festival.
 */
import type { FestivalCalendar, FestivalCalendarInput, FestivalOccurrence } from '../../../astro/festivals/calendar.ts';
import { monthEstimate } from '../../../astro/calendars/month.ts';
import { type CalendarId, monthNamesOf } from '../../../data/regional-calendars.ts';
import { spellingKey } from '../../../data/text.ts';
import { ApiError } from '../../errors.ts';
import { type LocalDate, SUPPORTED_RANGE, UTC, daysFromCivil, formatLocalDate, localDateOf } from '../../../astro/time.ts';
import type { CalendarDate } from '../../../astro/calendars/regional.ts';
import type { SolarContext } from '../../../astro/calendars/solar-month.ts';
import type { AyanamshaId } from '../../../astro/ayanamsha.ts';
import type { RiseSetConvention } from '../../../astro/rise-set.ts';
import { placeDateParam, readDateParam } from '../../shared/params.ts';
import { type FestivalId, festivalById } from '../../../data/festivals.ts';
import { type ResolvedLocation, resolveLocation } from '../../shared/place.ts';
import type { Source } from '../../shared/schemas.ts';
import type { Services } from '../../shared/services.ts';
import type { CalendarDateQuery, CalendarMonthQuery, FestivalQuery } from './schemas.ts';

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
  source: Source;
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

/**
 * A date at the query's place (default today there) in the asked calendar: read from the stored city-year for a
 * catalogued city with the default options, else computed in the worker pool.
 */
export async function calendarDate(services: Services, query: CalendarDateQuery): Promise<CalendarDateAnswer> {
  const now = services.now();
  const written = query.date === undefined ? null : readDateParam('date', query.date);
  const location = resolveLocation(query, written ? placeDateParam('date', written, UTC).instant : now);
  const date = written ? placeDateParam('date', written, location.zone).localDate : localDateOf(location.zone, now);
  const context = solarContext(location, query);
  const { value, source } = await services.calendars.date({ calendar: query.calendar, date: formatLocalDate(date), context }, location.city);
  return { date, location, context, value, source };
}

export interface CalendarMonthAnswer {
  location: ResolvedLocation;
  context: SolarContext;
  year: number;
  first: CalendarDate;
  days: Record<CalendarId, CalendarDate[]>;
  festivals: FestivalOccurrence[];
  source: Source;
}

/** The month number (1–12) a query's `month` names: a number, or a month name of the calendar in any spelling. */
function monthNumber(calendar: CalendarId, month: string): number {
  if (/^\d{1,2}$/.test(month)) {
    const n = Number(month);
    if (n >= 1 && n <= 12) return n;
  } else {
    const names = monthNamesOf(calendar);
    const index = names.findIndex((name) => spellingKey(name.en) === spellingKey(month));
    if (index >= 0) return index + 1;
  }
  const names = monthNamesOf(calendar).map((name) => name.en).join(', ');
  throw new ApiError('INVALID_PARAMETER', `Invalid parameter 'month': ${month} is not a month of the ${calendar} calendar; give 1–12 or one of ${names}`);
}

/** Months whose estimated middle falls this close to the ends of 1800–2399 are refused: their days would leave it. */
const RANGE_MARGIN_DAYS = 45;

/**
 * A month of a regional calendar at the query's place: its days in every calendar and the festivals kept there, read
 * from the stored city-years where the place and options are those stored, else computed in the worker pool.
 */
export async function calendarMonth(services: Services, query: CalendarMonthQuery): Promise<CalendarMonthAnswer> {
  const month = monthNumber(query.calendar, query.month);
  const middle = monthEstimate(query.calendar, query.year, month);
  const offset = daysFromCivil(middle.y, middle.m, middle.d);
  const first = SUPPORTED_RANGE.first;
  const last = SUPPORTED_RANGE.last;
  if (offset - RANGE_MARGIN_DAYS < daysFromCivil(first.y, first.m, first.d) || offset + RANGE_MARGIN_DAYS > daysFromCivil(last.y, last.m, last.d)) {
    throw new ApiError('DATE_OUT_OF_RANGE', `Invalid parameter 'year': month ${month} of ${query.year} in the ${query.calendar} calendar falls outside the supported range 1800-01-01 to 2399-12-31`);
  }
  const location = resolveLocation(query, Date.UTC(middle.y, middle.m - 1, middle.d));
  const context = solarContext(location, query);
  const { found, source: daysSource } = await services.calendars.month({ calendar: query.calendar, year: query.year, month, context }, location.city);
  if (found === null) {
    throw new ApiError('INVALID_PARAMETER', `Invalid parameter 'month': the ${query.calendar} year ${query.year} has no month ${month} (an Amli year turns inside Bhadraba or Ashwina)`);
  }
  const from = formatLocalDate(found.first.monthStart);
  const to = formatLocalDate(found.first.monthEnd);
  const festivals: FestivalOccurrence[] = [];
  let source: Source = daysSource;
  for (let year = found.first.monthStart.y; year <= found.first.monthEnd.y; year++) {
    const input: FestivalCalendarInput = { year, place: context.place, zone: context.zone, ayanamshaId: context.ayanamshaId, sunrise: context.sunrise };
    const answer = await services.calendars.festivals(input, location.city);
    if (answer.source !== 'precomputed') source = answer.source;
    festivals.push(...answer.calendar.occurrences.filter((o) => o.date >= from && o.date <= to));
  }
  return { location, context, year: query.year, first: found.first, days: found.days, festivals, source };
}
