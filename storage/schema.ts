/**
 * Drizzle schema of the derived-data database: everything in it can be rebuilt from the engine at any time.
 * Every derived row records the engine version that produced it; a row of another version is recomputed by the
 * next pipeline run and never served as current. Column names are snake_case and self-explanatory for analysts;
 * `docs/data-dictionary.md` documents every table, view and column.
 */
import { index, integer, primaryKey, real, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** Key/value facts about the database itself. */
export const meta = sqliteTable('meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** The city catalogue as the pipeline last wrote it (from data/cities.ts), for joins. */
export const cities = sqliteTable('cities', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  country: text('country').notNull(),
  region: text('region').notNull(),
  latitude: real('latitude').notNull(),
  longitude: real('longitude').notNull(),
  elevationM: real('elevation_m'),
  timezone: text('timezone').notNull(),
});

/**
 * One precomputed panchanga day per (city, local date), for the default options (hindu sunrise, Lahiri, mean
 * node). `day_json` is the stored astronomical day the read path answers from; the other columns repeat its
 * headline facts in readable form.
 */
export const panchangaDays = sqliteTable(
  'panchanga_days',
  {
    cityId: text('city_id').notNull(),
    /** Local civil date YYYY-MM-DD whose sunrise opens the Vedic day. */
    date: text('date').notNull(),
    engineVersion: text('engine_version').notNull(),
    weekday: integer('weekday').notNull(),
    vara: text('vara').notNull(),
    /** UTC offset of the city's zone at the start of the day, minutes. */
    utcOffsetMinutes: integer('utc_offset_minutes').notNull(),
    sunriseUtc: text('sunrise_utc'),
    sunsetUtc: text('sunset_utc'),
    sunriseLocal: text('sunrise_local'),
    sunsetLocal: text('sunset_local'),
    moonriseLocal: text('moonrise_local'),
    moonsetLocal: text('moonset_local'),
    tithiNumber: integer('tithi_number').notNull(),
    tithi: text('tithi').notNull(),
    tithiEndUtc: text('tithi_end_utc').notNull(),
    nakshatraNumber: integer('nakshatra_number').notNull(),
    nakshatra: text('nakshatra').notNull(),
    nakshatraEndUtc: text('nakshatra_end_utc').notNull(),
    yogaNumber: integer('yoga_number').notNull(),
    yoga: text('yoga').notNull(),
    yogaEndUtc: text('yoga_end_utc').notNull(),
    karanaNumber: integer('karana_number').notNull(),
    karana: text('karana').notNull(),
    karanaEndUtc: text('karana_end_utc').notNull(),
    moonSign: text('moon_sign').notNull(),
    sunSign: text('sun_sign').notNull(),
    amantaMonth: text('amanta_month').notNull(),
    paksha: text('paksha').notNull(),
    rahuKaalStartLocal: text('rahu_kaal_start_local'),
    rahuKaalEndLocal: text('rahu_kaal_end_local'),
    dayJson: text('day_json').notNull(),
  },
  // No index on engine_version: every read filters by city and date first, and an index the writer must keep up
  // for every 5 KB row costs the pipeline more than the `status` scan it would save.
  (t) => [primaryKey({ columns: [t.cityId, t.date] }), index('panchanga_days_date').on(t.date)],
);

/** Sidereal (Lahiri, true ayanamsha) and tropical positions of the nine grahas at 00:00 UT of each date. */
export const grahaDaily = sqliteTable(
  'graha_daily',
  {
    /** UTC date YYYY-MM-DD; positions are for 00:00 UT. */
    date: text('date').notNull(),
    graha: text('graha').notNull(),
    engineVersion: text('engine_version').notNull(),
    tropicalDeg: real('tropical_deg').notNull(),
    siderealDeg: real('sidereal_deg').notNull(),
    latitudeDeg: real('latitude_deg').notNull(),
    distanceAu: real('distance_au').notNull(),
    speedDegPerDay: real('speed_deg_per_day').notNull(),
    signNumber: integer('sign_number').notNull(),
    sign: text('sign').notNull(),
    degreeInSign: real('degree_in_sign').notNull(),
    nakshatraNumber: integer('nakshatra_number').notNull(),
    nakshatra: text('nakshatra').notNull(),
    pada: integer('pada').notNull(),
    retrograde: integer('retrograde', { mode: 'boolean' }).notNull(),
  },
  // No index on engine_version (as for panchanga_days): with one, SQLite answered "the nine rows of a date" by
  // scanning every row of the version, since that index already yields rowid order.
  (t) => [primaryKey({ columns: [t.date, t.graha] })],
);

/** Exact transit events: ingresses, stations, lunations, eclipses. */
export const transitEvents = sqliteTable(
  'transit_events',
  {
    /** UTC date of the instant, YYYY-MM-DD (the day whose chunk computed it). */
    date: text('date').notNull(),
    instantUtc: text('instant_utc').notNull(),
    instantMs: integer('instant_ms').notNull(),
    type: text('type').notNull(),
    graha: text('graha').notNull(),
    engineVersion: text('engine_version').notNull(),
    /** Event details (sign/nakshatra from and to, direction, eclipse kind…), JSON. */
    detailJson: text('detail_json').notNull(),
  },
  (t) => [primaryKey({ columns: [t.type, t.graha, t.instantMs] }), index('transit_events_date').on(t.date), index('transit_events_instant').on(t.instantMs)],
);

/** UTC dates whose transit rows (positions and events) are complete, with the engine version that made them. */
export const transitDays = sqliteTable('transit_days', {
  date: text('date').primaryKey(),
  engineVersion: text('engine_version').notNull(),
});

/**
 * One precomputed sign horoscope per (period, first date of the period, sign, language, zodiac): the
 * `SignHoroscopeReport` the API answers from (astro/horoscope/report.ts), as JSON. Written a period at a time (12 signs
 * × the languages of `LANGS` × 2 zodiacs of one period), all from one computed sky.
 */
export const horoscopes = sqliteTable(
  'horoscopes',
  {
    /** daily | weekly | monthly | yearly */
    period: text('period').notNull(),
    /** First date of the period, YYYY-MM-DD: the date itself, a Monday, the 1st of a month, 1 January. */
    startDate: text('start_date').notNull(),
    /** The reader's sign, 1 = Aries … 12 = Pisces. */
    signNumber: integer('sign_number').notNull(),
    /** a language of `LANGS` (data/text.ts) */
    lang: text('lang').notNull(),
    /** sidereal (Moon sign) | tropical (Sun sign) */
    zodiac: text('zodiac').notNull(),
    engineVersion: text('engine_version').notNull(),
    /** The SignHoroscopeReport, JSON. */
    report: text('report').notNull(),
  },
  // No index on engine_version, as for the other derived tables: reads go by the whole key.
  (t) => [primaryKey({ columns: [t.period, t.startDate, t.signNumber, t.lang, t.zodiac] })],
);

/**
 * One festival or vrat occurrence per (city, festival, tradition, date) for the default calendar options (Lahiri,
 * the observed sunrise and sunset the almanacs print): what GET /calendar/festivals answers from. The readable
 * columns repeat the headline facts of `occurrence_json`, the FestivalOccurrence (astro/festivals/calendar.ts)
 * the API serves.
 */
export const festivalOccurrences = sqliteTable(
  'festival_occurrences',
  {
    cityId: text('city_id').notNull(),
    /** Civil year of the calendar the occurrence belongs to (the year of `date`). */
    year: integer('year').notNull(),
    festivalId: text('festival_id').notNull(),
    /** smarta | vaishnava where the traditions keep different days; all otherwise. */
    tradition: text('tradition').notNull(),
    /** Local civil date YYYY-MM-DD of the Vedic day the festival is kept on. */
    date: text('date').notNull(),
    engineVersion: text('engine_version').notNull(),
    /** festival | ekadashi | pradosh | sankashti | purnima | amavasya | sankranti */
    category: text('category').notNull(),
    name: text('name').notNull(),
    weekday: integer('weekday').notNull(),
    /** 1 = Chaitra … 12 = Phalguna; null for sankrantis. */
    amantaMonth: integer('amanta_month'),
    purnimantaMonth: integer('purnimanta_month'),
    isAdhika: integer('is_adhika', { mode: 'boolean' }),
    /** 1–30; null for sankrantis. */
    tithiNumber: integer('tithi_number'),
    tithiStartUtc: text('tithi_start_utc'),
    tithiEndUtc: text('tithi_end_utc'),
    /** The kala the tithi was judged in (sunrise, madhyahna, pradosha, nishita, …). */
    kala: text('kala'),
    windowStartUtc: text('window_start_utc'),
    windowEndUtc: text('window_end_utc'),
    paranaStartUtc: text('parana_start_utc'),
    paranaEndUtc: text('parana_end_utc'),
    /** How the day was decided (only-day, both-days:greater, …), docs/festivals.md. */
    decidedBy: text('decided_by').notNull(),
    occurrenceJson: text('occurrence_json').notNull(),
  },
  (t) => [primaryKey({ columns: [t.cityId, t.festivalId, t.tradition, t.date] }), index('festival_occurrences_city_year').on(t.cityId, t.year), index('festival_occurrences_date').on(t.date)],
);

/**
 * Muhurta windows per (city, activity, start) for the default options (Lahiri), by whole civil years (a window
 * belongs to the year of its local start): what GET /muhurta/search answers from without a birth. Each row is one
 * MuhurtaWindowResult (astro/muhurta/search.ts) in columns; `reasons` lists its reasons compactly.
 */
export const muhurtaWindows = sqliteTable(
  'muhurta_windows',
  {
    cityId: text('city_id').notNull(),
    /** Local civil year of the window's start. */
    year: integer('year').notNull(),
    activity: text('activity').notNull(),
    startUtc: text('start_utc').notNull(),
    endUtc: text('end_utc').notNull(),
    engineVersion: text('engine_version').notNull(),
    /** Local civil date of the start, YYYY-MM-DD. */
    date: text('date').notNull(),
    /** excellent | good | fair */
    quality: text('quality').notNull(),
    score: integer('score').notNull(),
    tithiNumber: integer('tithi_number').notNull(),
    nakshatraNumber: integer('nakshatra_number').notNull(),
    yogaNumber: integer('yoga_number').notNull(),
    /** The half-tithi 1–60 (karana by docs/data-dictionary.md). */
    karanaNumber: integer('karana_number').notNull(),
    weekday: integer('weekday').notNull(),
    /** Sidereal rising sign 1–12; null beyond 66° of latitude. */
    lagnaSign: integer('lagna_sign'),
    /** Space-separated `<verdict><factor>=<id>`: verdict + favourable, - unfavourable, ~ neutral (e.g. `+nakshatra=rohini`). */
    reasons: text('reasons').notNull(),
  },
  // The key alone serves the reads (a city's activity, then its years' windows in time order); a (city, year)
  // index would add a fifth to the table's size for no read the API makes.
  (t) => [primaryKey({ columns: [t.cityId, t.activity, t.startUtc] })],
);

/**
 * The civil days of a city's year written in each regional calendar (data/regional-calendars.ts) for the default
 * options (Lahiri, the observed sunrise and sunset), one row per calendar month or the part of it inside the civil
 * year: what GET /calendar/date answers from. `month_json` is the CalendarDate (astro/calendars/regional.ts) of
 * `first_date`; `days_json` gives each civil day from `first_date` to `last_date` as [day, paksha, year] (the
 * paksha null in the solar calendars; the year where a lunar year turns inside the month).
 */
export const calendarMonths = sqliteTable(
  'calendar_months',
  {
    cityId: text('city_id').notNull(),
    /** Civil year of the days the row holds. */
    year: integer('year').notNull(),
    /** tamil | malayalam | bengali | odia | punjabi | assamese | amanta | purnimanta | gujarati | marathi | saka | hijri | hijri-crescent */
    calendar: text('calendar').notNull(),
    /** The first and last civil days of the month the row holds, YYYY-MM-DD (the month clipped to the civil year). */
    firstDate: text('first_date').notNull(),
    lastDate: text('last_date').notNull(),
    engineVersion: text('engine_version').notNull(),
    /** Year in the calendar's era on `first_date`. */
    calendarYear: integer('calendar_year').notNull(),
    /** 1–12 in the calendar's own order. */
    month: integer('month').notNull(),
    /** The month's name in English (month_json holds it in every language). */
    monthName: text('month_name').notNull(),
    isAdhika: integer('is_adhika', { mode: 'boolean' }).notNull(),
    /** The whole month's first and last civil days, YYYY-MM-DD (outside the civil year for a month across its ends). */
    monthStart: text('month_start').notNull(),
    monthEnd: text('month_end').notNull(),
    monthJson: text('month_json').notNull(),
    daysJson: text('days_json').notNull(),
  },
  (t) => [primaryKey({ columns: [t.cityId, t.year, t.calendar, t.firstDate] })],
);

/**
 * (city, year, kind) calendars that are complete: festivals, muhurta windows or regional-calendar dates of that city's civil year, made by
 * `engine_version`, written in the same transaction as their rows (a year with no window is still complete).
 */
export const calendarYears = sqliteTable(
  'calendar_years',
  {
    cityId: text('city_id').notNull(),
    year: integer('year').notNull(),
    /** festivals | muhurta | dates */
    kind: text('kind').notNull(),
    engineVersion: text('engine_version').notNull(),
    /** Festivals whose day could not be fixed (a day without sunrise beyond the polar circles), with why, JSON. */
    omittedJson: text('omitted_json').notNull().default('[]'),
  },
  (t) => [primaryKey({ columns: [t.cityId, t.year, t.kind] })],
);

/** One row per pipeline run: what an operator asked for and how it ended (not part of the derived data). */
export const pipelineRuns = sqliteTable('pipeline_runs', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  startedAt: text('started_at').notNull(),
  finishedAt: text('finished_at'),
  /** The command line options, JSON. */
  request: text('request').notNull(),
  engineVersion: text('engine_version').notNull(),
  /** running | completed | failed | interrupted (Ctrl-C) | killed (found still running by a later run) */
  status: text('status').notNull(),
  /** Rows written per stage, JSON. */
  written: text('written'),
});
