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
 * `SignHoroscopeReport` the API answers from (astro/horoscope/report.ts), as JSON. Written 48 at a time (12 signs
 * × 2 languages × 2 zodiacs of one period), all from one computed sky.
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
    /** en | hi */
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
