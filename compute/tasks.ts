/**
 * Worker-thread tasks. Each named export is one task: it takes one plain object and returns plain data (what
 * crosses the thread boundary is structured-cloned). The pipeline and the API's on-demand path run the same
 * tasks, so a precomputed row and an on-demand answer come from the same code.
 */
import { astrocartography, type MapAngle } from '../astro/western/astrocartography.ts';
import { type AstrocartographyWithParans, mappedStars, parans } from '../astro/western/parans.ts';
import type { WesternPlanetId } from '../data/western-bodies.ts';
import type { FixedStarId } from '../data/fixed-stars.ts';
import { storedPanchangaDay } from '../astro/panchanga/day.ts';
import { ENGINE_VERSION } from '../astro/engine-version.ts';
import { MS_PER_DAY, daysInMonth, type LocalDate, parseLocalDate } from '../astro/time.ts';
import { cityById } from '../data/cities.ts';
import { type CalendarDate, calendarDateOf } from '../astro/calendars/regional.ts';
import type { SolarContext } from '../astro/calendars/solar-month.ts';
import { InvalidParameterError } from '../astro/errors.ts';
import { CALENDAR_IDS, type CalendarId } from '../data/regional-calendars.ts';
import { calendarDays, findMonth, rememberedSunriseTithi, type SunriseTithi } from '../astro/calendars/month.ts';
import { DEFAULT_CALENDAR_OPTIONS, DEFAULT_DAY_OPTIONS, cityCalendarInput, cityDayInput } from '../storage/precomputed.ts';
import type { PanchangaRow } from '../storage/panchanga-store.ts';
import { calendarMonthRows, festivalRow, muhurtaRow, horoscopeRow, panchangaRow, transitDayRows } from '../storage/rows.ts';
import { festivalCalendar } from '../astro/festivals/calendar.ts';
import type { CalendarMonthRow, CalendarYearRows } from '../storage/calendar-store.ts';
import { type MuhurtaBirth, type MuhurtaSky, type MuhurtaWindowResult, muhurtaDays, searchMuhurta } from '../astro/muhurta/search.ts';
import { inMuhurtaYear, muhurtaYearRange, muhurtaYearSky } from '../astro/muhurta/year.ts';
import { MUHURTA_ACTIVITY_IDS, type MuhurtaActivityId } from '../data/muhurta-activities.ts';
import type { Place } from '../astro/rise-set.ts';
import type { Zone } from '../astro/time.ts';
import { type DailyPositionsOptions, dailyPositions, type GrahaTransitRow } from '../astro/transits/daily.ts';
import { type TransitEvent, type TransitEventOptions, transitEvents } from '../astro/transits/events.ts';
import { type AyanamshaId, type AyanamshaValue, ayanamshaValues } from '../astro/ayanamsha.ts';
import type { TransitDayRows } from '../storage/transit-store.ts';
import { DEFAULT_TRANSIT_OPTIONS } from '../storage/precomputed.ts';
import { type BirthReportInput, birthReport } from '../astro/reports/birth-report.ts';
import { type SignHoroscopeReport, type SignHoroscopeRequest, signHoroscopeReport } from '../astro/horoscope/report.ts';
import { type HoroscopeSky, horoscopeSky } from '../astro/horoscope/sky.ts';
import { type NatalHoroscope, natalHoroscope, type NatalHoroscopeRequest } from '../astro/horoscope/natal.ts';
import { ZODIACS } from '../astro/horoscope/gochara.ts';
import type { HoroscopePeriod } from '../astro/horoscope/sign-horoscope.ts';
import { LANGS } from '../data/text.ts';
import type { HoroscopeRow } from '../storage/horoscope-store.ts';
import type { WesternChartInput } from '../astro/western/chart.ts';
import { type Synastry, synastry } from '../astro/western/synastry.ts';
import { openDerivedDbForWrites } from '../storage/open.ts';
import { type StageRows, StageStores } from '../storage/stage-stores.ts';

/*
 * Tasks that are an engine function as it stands, exported under the name callers give the pool:
 * - panchangaDay: the astronomical part of one panchanga day for one place;
 * - birthReport: a birth's chart, conditions, aspects, yogas and current Vimshottari periods;
 * - sunrisePoints: the special lagnas and upagrahas that need a birth's sunrise;
 * - strengthReport, kundaliStrengths, ashtakavargaReport: shadbala, bhava bala and vimshopaka bala; a birth report
 *   with the strengths a kundali asks for, from one chart; the ashtakavarga tables;
 * - dashaReport, dashaAnalysisReport: one dasha system applied to a birth; the complete dasha analysis;
 * - doshaReport: manglik, kaal sarp, sade sati and pitra dosha of one birth;
 * - matchReport: everything the matching endpoints say about a couple;
 * - gemstoneReport, remedyReport: the gemstone recommendation; the remedies and mantras;
 * - westernChart, westernTransitReport, westernReturnReport, westernProgressionReport, westernProfectionReport: a
 *   Western natal chart; its transits at a moment and the events of a window; planetary returns with their charts;
 *   a progressed or directed chart with its aspects and events; annual and monthly profections;
 * - kpChartReport, kpRulingReport: a KP chart, natal or horary, with its significators; the ruling planets;
 * - tajikaChartReport, tithiPraveshaReport: a Tajika annual or monthly chart; the tithi pravesha of a year of life
 *   with the chart of each instant;
 * - festivalCalendar: the festival and vrat calendar of a civil year at a place.
 */
export { storedPanchangaDay as panchangaDay } from '../astro/panchanga/day.ts';
export { birthReport } from '../astro/reports/birth-report.ts';
export { sunrisePoints } from '../astro/jaimini/sunrise-points.ts';
export { ashtakavargaReport, kundaliStrengths, strengthReport } from '../astro/reports/strength-report.ts';
export { dashaReport } from '../astro/reports/dasha-report.ts';
export { dashaAnalysisReport } from '../astro/reports/dasha-analysis-report.ts';
export { doshaReport } from '../astro/reports/dosha-report.ts';
export { matchReport } from '../astro/reports/match-report.ts';
export { gemstoneReport, remedyReport } from '../astro/reports/recommendation-report.ts';
export { westernNatalChart as westernChart } from '../astro/western/chart.ts';
export { westernTransits as westernTransitReport } from '../astro/western/transits.ts';
export { planetaryReturns as westernReturnReport } from '../astro/western/returns.ts';
export { progression as westernProgressionReport } from '../astro/western/progressions.ts';
export { profection as westernProfectionReport } from '../astro/western/profections.ts';
export { kpChart as kpChartReport } from '../astro/kp/chart.ts';
export { kpRulingPlanets as kpRulingReport } from '../astro/kp/ruling.ts';
export { tajikaChart as tajikaChartReport } from '../astro/tajika/annual.ts';
export { tithiPraveshaCharts as tithiPraveshaReport } from '../astro/tajika/tithi-pravesha.ts';
export { festivalCalendar } from '../astro/festivals/calendar.ts';

/** Precomputed rows of one local date for several cities, with the default options. */
export function panchangaRows(input: { date: string; cityIds: readonly string[] }): PanchangaRow[] {
  const localDate = parseLocalDate(input.date);
  return input.cityIds.map((id) => {
    const city = cityById(id);
    if (!city) throw new Error(`Unknown city ${id}`);
    return panchangaRow(city.id, storedPanchangaDay(cityDayInput(city, localDate, DEFAULT_DAY_OPTIONS)), ENGINE_VERSION);
  });
}

/** Transit rows of UTC dates: for each, positions at 00:00 UT and every event of that UT day. */
export function transitRows(input: { dates: readonly string[] }): TransitDayRows[] {
  return input.dates.map((date) => {
    const { y, m, d } = parseLocalDate(date);
    const start = Date.UTC(y, m - 1, d);
    const positions = dailyPositions(start, DEFAULT_TRANSIT_OPTIONS);
    const events = transitEvents(start, start + MS_PER_DAY, DEFAULT_TRANSIT_OPTIONS);
    return transitDayRows(date, positions, events, ENGINE_VERSION);
  });
}

/** Daily rows (nine grahas each) at the given 00:00 UT instants, for positions at an instant off the tables. */
export function transitSamples(input: { instants: readonly number[] } & DailyPositionsOptions): GrahaTransitRow[][] {
  return input.instants.map((t) => dailyPositions(t, input));
}

/** Transit events of [from, to) (ms UT) with the given options, off the tables. */
export function transitEventList(input: { from: number; to: number } & TransitEventOptions): TransitEvent[] {
  return transitEvents(input.from, input.to, input);
}

/** Skies of recent periods, shared by the 12 signs × 2 languages × 2 zodiacs written from each. */
const horoscopeSkies = new Map<string, HoroscopeSky>();
const HOROSCOPE_SKIES_KEPT = 64;

/** One sign horoscope (astro/horoscope/report.ts). */
export function signHoroscope(input: SignHoroscopeRequest): SignHoroscopeReport {
  const key = `${input.period}|${input.start}`;
  let sky = horoscopeSkies.get(key);
  if (sky === undefined) {
    sky = horoscopeSky(input.period, parseLocalDate(input.start));
    if (horoscopeSkies.size >= HOROSCOPE_SKIES_KEPT) horoscopeSkies.delete(horoscopeSkies.keys().next().value!);
    horoscopeSkies.set(key, sky);
  }
  return signHoroscopeReport(input, sky);
}

/**
 * Precomputed rows of one period: its sky computed once, and the horoscope of every sign in every language on
 * both zodiacs written from it (`HOROSCOPES_PER_PERIOD` rows, storage/horoscope-store.ts; the same reports `signHoroscope` gives for each).
 */
export function horoscopeRows(input: { period: HoroscopePeriod; start: string }): HoroscopeRow[] {
  const sky = horoscopeSky(input.period, parseLocalDate(input.start));
  const rows: HoroscopeRow[] = [];
  for (let sign = 1; sign <= 12; sign++) {
    for (const lang of LANGS) {
      for (const zodiac of ZODIACS) {
        const request = { sign, period: input.period, start: input.start, lang, zodiac };
        rows.push(horoscopeRow(request, signHoroscopeReport(request, sky), ENGINE_VERSION));
      }
    }
  }
  return rows;
}

/** A natal horoscope (astro/horoscope/natal.ts): the birth report at the period's start and the period's sky. */
export function natalHoroscopeReport(input: { birth: BirthReportInput } & NatalHoroscopeRequest): NatalHoroscope {
  const sky = horoscopeSky(input.period, parseLocalDate(input.start));
  return natalHoroscope(input, birthReport(input.birth), sky);
}

/** Two Western charts read together, with the composite and Davison charts (astro/western/synastry.ts). */
export function westernSynastry(input: { first: WesternChartInput; second: WesternChartInput }): Synastry {
  return synastry(input.first, input.second);
}

/**
 * The astrocartography lines of an instant (astro/western/astrocartography.ts) and, when asked, their parans with
 * each other and with the fixed stars `stars` (astro/western/parans.ts).
 */
export function westernAstrocartography(input: {
  instant: number;
  bodies: readonly WesternPlanetId[];
  angles: readonly MapAngle[];
  stepDeg: number;
  parans: boolean;
  stars: readonly FixedStarId[];
}): AstrocartographyWithParans {
  const map = astrocartography(input.instant, input.bodies, input.angles, input.stepDeg);
  return { ...map, parans: input.parans ? parans(map, input.angles, mappedStars(map, input.stars)) : null };
}

/** Every ayanamsha's mean and true value at an instant (astro/ayanamsha.ts): a few milliseconds, the Earth's state for the star-based ones. */
export function ayanamshaTable(input: { instant: number }): AyanamshaValue[] {
  return ayanamshaValues(input.instant);
}

/** A civil date to write in a regional calendar, at a place by its solar context. */
export interface CalendarDateInput {
  readonly calendar: CalendarId;
  /** YYYY-MM-DD. */
  readonly date: string;
  readonly context: SolarContext;
}

/** A civil date in a regional calendar, with its month's civil start (astro/calendars/regional.ts). */
export function regionalCalendarDate(input: CalendarDateInput): CalendarDate {
  return calendarDateOf(input.calendar, parseLocalDate(input.date), input.context);
}

/** A month to find in a regional calendar (its era year, and 1–12 in its own order), at a place by its solar context. */
export interface CalendarMonthInput {
  readonly calendar: CalendarId;
  readonly year: number;
  readonly month: number;
  readonly context: SolarContext;
}

/** A month of a regional calendar: its first day written in it, and its civil days written in every calendar. */
export interface RegionalMonth {
  readonly first: CalendarDate;
  readonly days: Record<CalendarId, CalendarDate[]>;
}

/**
 * A month of a regional calendar (astro/calendars/month.ts): its first day, and every one of its civil days written
 * in each calendar of data/regional-calendars.ts; null when the calendar has no such month.
 */
export function regionalCalendarMonth(input: CalendarMonthInput): RegionalMonth | null {
  const first = findMonth(input.calendar, input.year, input.month, input.context);
  if (first === null) return null;
  const days = Object.fromEntries(CALENDAR_IDS.map((id) => [id, calendarDays(id, first.monthStart, first.monthEnd, input.context)])) as Record<CalendarId, CalendarDate[]>;
  return { first, days };
}

/**
 * The place-independent muhurta sky of the last years the pipeline asked for in this worker (about a second of
 * work each): consecutive tasks of one year, for many cities, share it.
 */
const skies: { key: string; sky: MuhurtaSky }[] = [];
const SKIES_KEPT = 2;
function yearSky(year: number, ayanamshaId: AyanamshaId): MuhurtaSky {
  const key = `${year}|${ayanamshaId}`;
  const found = skies.find((s) => s.key === key);
  if (found) return found.sky;
  const sky = muhurtaYearSky(year, ayanamshaId);
  skies.unshift({ key, sky });
  skies.length = Math.min(skies.length, SKIES_KEPT);
  return sky;
}

/**
 * Muhurta windows of each activity over a place's year (astro/muhurta/year.ts), in the order of `activities`,
 * their instants rounded to the millisecond as the tables store them, so a stored window and a computed one are
 * the same numbers.
 */
function muhurtaYear(input: { activities: readonly MuhurtaActivityId[]; year: number; place: Place; zone: Zone; ayanamshaId: AyanamshaId }): MuhurtaWindowResult[][] {
  const { from, to } = muhurtaYearRange(input.place, input.zone, input.year);
  const shared = yearSky(input.year, input.ayanamshaId);
  const placeDays = muhurtaDays(input.place, input.zone, from, to, input.ayanamshaId);
  return input.activities.map((activity) =>
    searchMuhurta({ activity, from, to, place: input.place, zone: input.zone, ayanamshaId: input.ayanamshaId, shared, placeDays })
      .filter((w) => inMuhurtaYear(input.zone, input.year, w.start))
      .map((w) => ({ ...w, start: Math.round(w.start), end: Math.round(w.end) })),
  );
}

export interface MuhurtaRangeInput {
  readonly activity: MuhurtaActivityId;
  /** The windows wanted are those starting in [from, to) (ms, UT); at most 366 days apart. */
  readonly from: number;
  readonly to: number;
  readonly place: Place;
  readonly zone: Zone;
  readonly ayanamshaId: AyanamshaId;
  readonly birth?: MuhurtaBirth;
}

/** Days searched beyond each end of a range, so that the Vedic days holding its ends are searched whole. */
const RANGE_MARGIN_MS = 2 * MS_PER_DAY;

/**
 * The windows of one activity starting in [from, to), searched over the range widened by two days each way (a
 * window lies inside one Vedic day, so those holding the ends are found whole, the same windows as a year's
 * search gives), instants rounded to the millisecond as in `muhurtaYear`.
 */
export function muhurtaRange(input: MuhurtaRangeInput): MuhurtaWindowResult[] {
  const { from, to, ...rest } = input;
  return searchMuhurta({ ...rest, from: from - RANGE_MARGIN_MS, to: to + RANGE_MARGIN_MS })
    .filter((w) => w.start >= from && w.start < to)
    .map((w) => ({ ...w, start: Math.round(w.start), end: Math.round(w.end) }));
}

/**
 * The month rows of a calendar's days of a city's civil year: the whole year at once, or where a day cannot be
 * counted at the place (no sunrise or sunset beyond the polar circles, which a request computed on demand answers
 * with a 400), each civil month, and in a month holding such a day each day, leaving out the days that cannot be.
 */
function calendarYearRows(cityId: string, year: number, calendar: CalendarId, context: SolarContext, sunriseTithi: SunriseTithi): CalendarMonthRow[] {
  const rowsOf = (from: LocalDate, to: LocalDate, split: (from: LocalDate, to: LocalDate) => CalendarMonthRow[]): CalendarMonthRow[] => {
    try {
      return calendarMonthRows(cityId, year, from, calendarDays(calendar, from, to, context, sunriseTithi), ENGINE_VERSION);
    } catch (error) {
      if (!(error instanceof InvalidParameterError)) throw error;
      return split(from, to);
    }
  };
  const eachDay = (from: LocalDate, to: LocalDate) =>
    Array.from({ length: to.d - from.d + 1 }, (_, i) => ({ ...from, d: from.d + i })).flatMap((day) => rowsOf(day, day, () => []));
  const eachMonth = () =>
    Array.from({ length: 12 }, (_, i) => i + 1).flatMap((m) => rowsOf({ y: year, m, d: 1 }, { y: year, m, d: daysInMonth(year, m) }, eachDay));
  return rowsOf({ y: year, m: 1, d: 1 }, { y: year, m: 12, d: 31 }, eachMonth);
}

/** The precomputed calendars of one catalogued city's civil year, with the default options. */
export function calendarRows(input: { cityId: string; year: number }): CalendarYearRows[] {
  const city = cityById(input.cityId);
  if (!city) throw new Error(`Unknown city ${input.cityId}`);
  const calendarInput = cityCalendarInput(city, input.year);
  const calendar = festivalCalendar(calendarInput);
  const windows = muhurtaYear({ activities: MUHURTA_ACTIVITY_IDS, year: input.year, place: calendarInput.place, zone: calendarInput.zone, ayanamshaId: DEFAULT_CALENDAR_OPTIONS.ayanamshaId });
  const context: SolarContext = { place: calendarInput.place, zone: calendarInput.zone, sunrise: calendarInput.sunrise, ayanamshaId: calendarInput.ayanamshaId };
  // The four lunar calendars count their days by the same tithi at each sunrise: found once a day.
  const sunriseTithi = rememberedSunriseTithi(context);
  return [
    {
      kind: 'dates', cityId: city.id, year: input.year, engineVersion: ENGINE_VERSION,
      rows: CALENDAR_IDS.flatMap((calendar) => calendarYearRows(city.id, input.year, calendar, context, sunriseTithi)),
    },
    {
      kind: 'muhurta', cityId: city.id, year: input.year, engineVersion: ENGINE_VERSION,
      rows: MUHURTA_ACTIVITY_IDS.flatMap((activity, i) => windows[i]!.map((w) => muhurtaRow(city.id, input.year, activity, calendarInput.zone, w, ENGINE_VERSION))),
    },
    {
      kind: 'festivals', cityId: city.id, year: input.year, engineVersion: ENGINE_VERSION,
      rows: calendar.occurrences.map((o) => festivalRow(city.id, input.year, o, ENGINE_VERSION)),
      omittedJson: JSON.stringify(calendar.omitted),
    },
  ];
}

/** One pipeline task: a stage's rows of a date and cities, dates, a period, or a city-year. */
export type StageTask =
  | { readonly stage: 'panchanga'; readonly date: string; readonly cityIds: readonly string[] }
  | { readonly stage: 'transits'; readonly dates: readonly string[] }
  | { readonly stage: 'horoscopes'; readonly period: HoroscopePeriod; readonly start: string }
  | { readonly stage: 'calendar'; readonly cityId: string; readonly year: number };

/** The rows of one pipeline task (`panchangaRows`, `transitRows`, `horoscopeRows` or `calendarRows`). */
export function stageRows(task: StageTask): StageRows {
  switch (task.stage) {
    case 'panchanga':
      return { stage: 'panchanga', rows: panchangaRows(task) };
    case 'transits':
      return { stage: 'transits', rows: transitRows(task) };
    case 'horoscopes':
      return { stage: 'horoscopes', rows: horoscopeRows(task) };
    case 'calendar':
      return { stage: 'calendar', rows: calendarRows(task) };
  }
}

/**
 * The pipeline's task: `stageRows(task)` computed and committed by this worker to the derived database at
 * `dbPath`, in one transaction on a connection of its own closed when the task returns (about a millisecond: a
 * connection kept open would keep the run's last writes in the write-ahead log when the run's process closes
 * the database). A run's rows so neither cross to the main thread nor wait for its writes, which had become a
 * quarter of a panchanga run on two cores.
 */
export function storeStageRows(input: { dbPath: string; task: StageTask }): void {
  const rows = stageRows(input.task);
  const db = openDerivedDbForWrites(input.dbPath);
  try {
    new StageStores(db).write(rows);
  } finally {
    db.$client.close();
  }
}
