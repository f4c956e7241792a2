/**
 * Instants, time zones, civil dates and the ISO 8601 input grammar of the service.
 *
 * An `Instant` is a number: milliseconds since 1970-01-01T00:00:00Z on the UT scale. The service treats
 * UTC and UT1 as equal (they differ by less than 0.9 s); Terrestrial Time is only derived inside the
 * astronomy modules through ΔT (see `delta-t.ts`). Instants may carry fractions of a millisecond when they
 * come out of a root finder.
 *
 * A `Zone` is either a fixed offset in hours or an IANA name resolved with `Intl` (DST-correct, including
 * the local mean time offsets the tz database records before standard time was adopted).
 *
 * Rejected input throws the errors of `errors.ts`; the date and zone errors are exported here too, where
 * their callers parse.
 */
import { InvalidDateError, InvalidZoneError, OutOfRangeError, ZONE_FORMS } from './errors.ts';

export { InvalidDateError, InvalidZoneError, OutOfRangeError, shortForMessage, ZONE_FORMS } from './errors.ts';

/** Milliseconds since 1970-01-01T00:00:00Z, UT (UTC ≈ UT1 to under a second). */
export type Instant = number;

export const MS_PER_SECOND = 1_000;
export const MS_PER_MINUTE = 60_000;
export const MS_PER_HOUR = 3_600_000;
export const MS_PER_DAY = 86_400_000;

/** J2000.0 = 2000-01-01T12:00:00Z as an instant (astronomy-engine counts UT days from here). */
export const J2000_INSTANT: Instant = 946_728_000_000;
/** Julian day number of the Unix epoch 1970-01-01T00:00:00Z. */
export const JULIAN_DAY_UNIX_EPOCH = 2_440_587.5;
/** Julian day of J2000.0. */
export const JULIAN_DAY_J2000 = 2_451_545.0;

/** A civil (proleptic Gregorian) calendar date: month 1–12, day 1–31. */
export interface LocalDate {
  readonly y: number;
  readonly m: number;
  readonly d: number;
}

/** A fixed UTC offset (hours east of Greenwich, −12 … +14) or an IANA time zone name. */
export type Zone = { readonly kind: 'offset'; readonly hours: number } | { readonly kind: 'iana'; readonly name: string };

/** The UTC zone. */
export const UTC: Zone = { kind: 'offset', hours: 0 };

/** Dates the service computes for, inclusive, as civil dates in the request's zone. */
export const SUPPORTED_RANGE = {
  first: { y: 1800, m: 1, d: 1 },
  last: { y: 2399, m: 12, d: 31 },
  /** 1800-01-01T00:00:00Z. */
  startInstant: Date.UTC(1800, 0, 1),
  /** 2400-01-01T00:00:00Z (exclusive). */
  endInstant: Date.UTC(2400, 0, 1),
} as const;

/** Limits of a fixed offset, in hours (UTC−12 to UTC+14 are the offsets in civil use). */
const MIN_OFFSET_HOURS = -12;
const MAX_OFFSET_HOURS = 14;

// ---------------------------------------------------------------------------------------------------------
// Civil calendar arithmetic (proleptic Gregorian, no Date objects)

/**
 * Days from 1970-01-01 to the given civil date (negative before 1970).
 * Algorithm: H. Hinnant, "chrono-compatible low-level date algorithms", days_from_civil.
 */
export function daysFromCivil(y: number, m: number, d: number): number {
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

/** The civil date `days` days after 1970-01-01 (inverse of `daysFromCivil`; same source). */
export function civilFromDays(days: number): LocalDate {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  return { y: era * 400 + yoe + (m <= 2 ? 1 : 0), m, d };
}

/** True when `y` is a Gregorian leap year. */
export function isLeapYear(y: number): boolean {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
}

/** Number of days in month `m` (1–12) of year `y`. */
export function daysInMonth(y: number, m: number): number {
  if (m === 2) return isLeapYear(y) ? 29 : 28;
  return m === 4 || m === 6 || m === 9 || m === 11 ? 30 : 31;
}

/** The civil date `days` days after `date` (negative goes back). */
export function addDays(date: LocalDate, days: number): LocalDate {
  return civilFromDays(daysFromCivil(date.y, date.m, date.d) + days);
}

/** Day of the week of a civil date: 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: LocalDate): number {
  // 1970-01-01 was a Thursday (4).
  const w = (daysFromCivil(date.y, date.m, date.d) + 4) % 7;
  return w < 0 ? w + 7 : w;
}

/** `YYYY-MM-DD` of a civil date. */
export function formatLocalDate(date: LocalDate): string {
  return `${String(date.y).padStart(4, '0')}-${pad2(date.m)}-${pad2(date.d)}`;
}

/**
 * The civil date of a `YYYY-MM-DD` string (no time, no zone). Throws `InvalidDateError` for another form or an
 * impossible date.
 */
export function parseLocalDate(text: string): LocalDate {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) throw new InvalidDateError(text, 'expected YYYY-MM-DD');
  const date = { y: Number(match[1]), m: Number(match[2]), d: Number(match[3]) };
  if (date.m < 1 || date.m > 12 || date.d < 1 || date.d > daysInMonth(date.y, date.m)) {
    throw new InvalidDateError(text, 'no such day');
  }
  return date;
}

/** True when the civil date lies in `SUPPORTED_RANGE`. */
export function isInSupportedRange(date: LocalDate): boolean {
  const n = daysFromCivil(date.y, date.m, date.d);
  const { first, last } = SUPPORTED_RANGE;
  return n >= daysFromCivil(first.y, first.m, first.d) && n <= daysFromCivil(last.y, last.m, last.d);
}

// ---------------------------------------------------------------------------------------------------------
// Julian days and astronomy-engine day counts

/** Julian day (UT) of an instant. */
export function julianDayFromInstant(instant: Instant): number {
  return instant / MS_PER_DAY + JULIAN_DAY_UNIX_EPOCH;
}

/** Instant of a Julian day (UT). */
export function instantFromJulianDay(julianDay: number): Instant {
  return (julianDay - JULIAN_DAY_UNIX_EPOCH) * MS_PER_DAY;
}

/** UT days since J2000.0 (2000-01-01T12:00Z), the time argument astronomy-engine uses. */
export function daysSinceJ2000(instant: Instant): number {
  return (instant - J2000_INSTANT) / MS_PER_DAY;
}

/** Instant of a count of UT days since J2000.0. */
export function instantFromDaysSinceJ2000(days: number): Instant {
  return J2000_INSTANT + days * MS_PER_DAY;
}

/** "00" … "59": the two-digit fields of an ISO time. */
const TWO_DIGITS: readonly string[] = Array.from({ length: 60 }, (_, n) => String(n).padStart(2, '0'));

/**
 * `YYYY-MM-DDTHH:MM:SS.sssZ`, rounded to the millisecond: `Date.prototype.toISOString`'s form, written from the
 * date's fields for the years 1000–9999 (about twice as fast; a dasha answer writes hundreds) and by
 * `toISOString` itself for the others (its six-digit signed years).
 * @throws RangeError when `instant` is not a finite time `Date` can hold, as `toISOString` does
 */
export function toIsoUtc(instant: Instant): string {
  const date = new Date(Math.round(instant));
  const year = date.getUTCFullYear();
  if (!(year >= 1000 && year <= 9999)) return date.toISOString();
  const ms = date.getUTCMilliseconds();
  return `${year}-${TWO_DIGITS[date.getUTCMonth() + 1]}-${TWO_DIGITS[date.getUTCDate()]}T${TWO_DIGITS[date.getUTCHours()]}:${TWO_DIGITS[date.getUTCMinutes()]}:${TWO_DIGITS[date.getUTCSeconds()]}.${ms < 10 ? '00' : ms < 100 ? '0' : ''}${ms}Z`;
}

// ---------------------------------------------------------------------------------------------------------
// Zones

/** A clock offset: `±HH:MM` or `H:MM` (the sign optional with a colon), or `±HHMM` / `HHMM` (four digits). */
const CLOCK_OFFSET = /^([+-]?)(\d{1,2}):(\d{2})$|^([+-]?)(\d{2})(\d{2})$/;
/** Zone names without an `Area/` that are not abbreviations of several zones. */
const UNIVERSAL_NAMES = new Set(['utc', 'gmt']);
/** A name of letters alone, two to five of them: an abbreviation (IST, CST, BST), whatever `Intl` makes of it. */
const ABBREVIATION = /^[A-Za-z]{2,5}$/;

/**
 * Parses a time zone: a number of hours (5.5, -4, "5.75"), a clock offset ("+05:30", "-04:00", "5:30", "+0530",
 * "0530", "Z"), or an IANA name validated with `Intl` ("Asia/Kolkata", "America/New_York", any case; "UTC").
 * Offsets may be any finite number in −12 … +14 hours (fractions of a minute are kept). Abbreviations ("IST":
 * India, Israel or Ireland; "CST"; "BST") are refused, though `Intl` reads some as one of their zones. Throws
 * `InvalidZoneError` otherwise, with the reason.
 */
export function parseZone(value: string | number): Zone {
  if (typeof value === 'number') return offsetZone(value, value);
  const text = value.trim();
  if (text === 'Z') return UTC;
  const clock = CLOCK_OFFSET.exec(text);
  if (clock) {
    const [sign, hours, minutes] = clock[2] === undefined ? [clock[4], clock[5], clock[6]] : [clock[1], clock[2], clock[3]];
    if (Number(minutes) > 59) throw new InvalidZoneError(value);
    return offsetZone((sign === '-' ? -1 : 1) * (Number(hours) + Number(minutes) / 60), value);
  }
  if (/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(text)) return offsetZone(Number(text), value);
  if (!text.includes('/') && !UNIVERSAL_NAMES.has(text.toLowerCase())) {
    if (ABBREVIATION.test(text)) {
      throw new InvalidZoneError(value, `is an abbreviation, and abbreviations name several zones (IST is India, Israel or Ireland; CST the US, China or Cuba): give ${ZONE_FORMS}`);
    }
  }
  if (text === '' || zoneFormatter(text) === null) throw new InvalidZoneError(value);
  return { kind: 'iana', name: text };
}

function offsetZone(hours: number, original: string | number): Zone {
  if (!Number.isFinite(hours) || hours < MIN_OFFSET_HOURS || hours > MAX_OFFSET_HOURS) {
    throw new InvalidZoneError(original);
  }
  return { kind: 'offset', hours: hours === 0 ? 0 : hours };
}

/**
 * One formatter per IANA name as written, reused for every conversion (creating an `Intl.DateTimeFormat`
 * costs about 50 µs, formatting about 1 µs). Names come from requests and `Intl` accepts any letter case,
 * so the cache is bounded: it is emptied when it reaches `MAX_CACHED_ZONES`; rejected names are not cached.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
const MAX_CACHED_ZONES = 1024;

function zoneFormatter(name: string): Intl.DateTimeFormat | null {
  const cached = formatters.get(name);
  if (cached !== undefined) return cached;
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: name,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
  } catch {
    return null;
  }
  if (formatters.size >= MAX_CACHED_ZONES) formatters.clear();
  formatters.set(name, formatter);
  return formatter;
}

/**
 * Offsets already read, by IANA name and UT hour. An hour whose first and last whole seconds have the same
 * offset has it throughout (no zone changes its offset twice within an hour), so every later instant of that
 * hour is answered without formatting (a city-day asks for its offset about 18 times, in a few hours shared by
 * every city of its zone); an hour holding a transition is not kept. Bounded like the formatters.
 */
const hourOffsets = new Map<string, number>();
const MAX_CACHED_HOURS = 65_536;

/** The offset at a whole second `whole` (ms) read from the zone's formatter. */
function formattedOffsetMs(formatter: Intl.DateTimeFormat, name: string, whole: Instant): number {
  // en-US with h23 formats as "M/D/YYYY, HH:MM:SS" for the years this service supports.
  const text = formatter.format(whole);
  const match = /^(\d+)\/(\d+)\/(\d+), (\d+):(\d+):(\d+)$/.exec(text);
  if (!match) throw new Error(`Unexpected Intl output "${text}" for ${name}`);
  const wall =
    daysFromCivil(Number(match[3]), Number(match[1]), Number(match[2])) * MS_PER_DAY +
    Number(match[4]) * MS_PER_HOUR +
    Number(match[5]) * MS_PER_MINUTE +
    Number(match[6]) * MS_PER_SECOND;
  return wall - whole;
}

/** Offset of local wall time from UT at `instant`, in milliseconds (east positive). */
export function utcOffsetMs(zone: Zone, instant: Instant): number {
  if (zone.kind === 'offset') return Math.round(zone.hours * MS_PER_HOUR);
  const formatter = zoneFormatter(zone.name);
  if (formatter === null) throw new InvalidZoneError(zone.name);
  const whole = Math.floor(instant / MS_PER_SECOND) * MS_PER_SECOND;
  const hourStart = Math.floor(whole / MS_PER_HOUR) * MS_PER_HOUR;
  const key = `${zone.name}@${hourStart}`;
  const known = hourOffsets.get(key);
  if (known !== undefined) return known;
  const first = formattedOffsetMs(formatter, zone.name, hourStart);
  if (first !== formattedOffsetMs(formatter, zone.name, hourStart + MS_PER_HOUR - MS_PER_SECOND)) return formattedOffsetMs(formatter, zone.name, whole);
  if (hourOffsets.size >= MAX_CACHED_HOURS) hourOffsets.clear();
  hourOffsets.set(key, first);
  return first;
}

/** Offset of local wall time from UT at `instant`, in minutes (east positive; may be fractional for LMT). */
export function utcOffsetMinutes(zone: Zone, instant: Instant): number {
  return utcOffsetMs(zone, instant) / MS_PER_MINUTE;
}

/**
 * The instant at which the wall clock of `zone` shows the given local date and time.
 *
 * Ambiguous local times (the repeated hour when clocks go back) resolve to the EARLIER instant.
 * Skipped local times (the hour lost when clocks go forward) are shifted forward by the length of the gap:
 * 02:30 on a day that jumps from 02:00 to 03:00 becomes 03:30. This is the "compatible" disambiguation of
 * RFC 5545 and Temporal. Transitions are detected by probing the offset one day before and after, so two
 * transitions less than a day apart are not resolved (the tz database has none in 1800–2399 that matter).
 *
 * @param m month 1–12; @param d day 1–31; @param h hour 0–23; @param min 0–59; @param s 0–59; @param ms 0–999.
 */
export function localToInstant(zone: Zone, y: number, m: number, d: number, h = 0, min = 0, s = 0, ms = 0): Instant {
  const wall = daysFromCivil(y, m, d) * MS_PER_DAY + h * MS_PER_HOUR + min * MS_PER_MINUTE + s * MS_PER_SECOND + ms;
  if (zone.kind === 'offset') return wall - utcOffsetMs(zone, wall);
  const before = utcOffsetMs(zone, wall - MS_PER_DAY);
  const after = utcOffsetMs(zone, wall + MS_PER_DAY);
  const candidates: Instant[] = [];
  for (const offset of before === after ? [before] : [before, after]) {
    const t = wall - offset;
    if (utcOffsetMs(zone, t) === offset) candidates.push(t);
  }
  if (candidates.length > 0) return Math.min(...candidates);
  // In a gap: read the wall time with the offset in force before the transition.
  return wall - before;
}

/** The civil date shown by the wall clock of `zone` at `instant`. */
export function localDateOf(zone: Zone, instant: Instant): LocalDate {
  return civilFromDays(Math.floor((instant + utcOffsetMs(zone, instant)) / MS_PER_DAY));
}

/** The instant the local date begins in `zone` (local midnight, or the first instant after a gap). */
export function startOfLocalDate(zone: Zone, date: LocalDate): Instant {
  return localToInstant(zone, date.y, date.m, date.d);
}

/** Local wall time `HH:MM` in `zone`, rounded to the nearest minute (30 s rounds up). */
export function formatLocalHHMM(zone: Zone, instant: Instant): string {
  const minuteOfDay = wallUnits(zone, instant, MS_PER_MINUTE) % (24 * 60);
  return `${pad2(Math.floor(minuteOfDay / 60))}:${pad2(minuteOfDay % 60)}`;
}

/** Local wall time `HH:MM:SS` in `zone`, rounded to the nearest second. */
export function formatLocalHHMMSS(zone: Zone, instant: Instant): string {
  const secondOfDay = wallUnits(zone, instant, MS_PER_SECOND) % 86_400;
  const minutes = Math.floor(secondOfDay / 60);
  return `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}:${pad2(secondOfDay % 60)}`;
}

/** Local wall time since 1970-01-01 local midnight, rounded to whole `unitMs`, kept non-negative mod a day. */
function wallUnits(zone: Zone, instant: Instant, unitMs: number): number {
  const rounded = Math.round((instant + utcOffsetMs(zone, instant)) / unitMs);
  const perDay = MS_PER_DAY / unitMs;
  return ((rounded % perDay) + perDay) % perDay;
}

function pad2(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

// ---------------------------------------------------------------------------------------------------------
// ISO 8601 input

/** A date or date-time placed in a zone: the result of `placeDateTime` and `parseDateTime`. */
export interface ParsedDateTime {
  /** The instant named (for a bare date: the start of that local date in the zone). */
  readonly instant: Instant;
  /** False when the input was a bare `YYYY-MM-DD`. */
  readonly hasTime: boolean;
  /** The civil date in the request's zone: the date written, or the local date of an instant input. */
  readonly localDate: LocalDate;
}

const ISO_PATTERN =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/**
 * A date or date-time as written, its fields checked but not yet placed in a zone (`readDateTime`). A bare date
 * has no `time`; a date-time has an `offsetMs` (ms east of UTC) only when it carries `Z` or `±HH:MM`.
 */
export interface WrittenDateTime {
  /** The text read, for messages. */
  readonly text: string;
  readonly date: LocalDate;
  /** Wall time of day, or null for a bare date. */
  readonly time: { readonly h: number; readonly min: number; readonly s: number; readonly milli: number } | null;
  /** The written offset in ms east of UTC (`Z` = 0), or null when the time is local wall time. */
  readonly offsetMs: number | null;
}

/**
 * Reads the service's ISO 8601 subset, with no zone yet:
 * - `YYYY-MM-DD` — a local date;
 * - `YYYY-MM-DDTHH:MM[:SS[.sss]]` — local wall time;
 * - the same followed by `Z` or `±HH:MM` — an instant.
 * Anything else, impossible dates (2023-02-30), hours > 23, leap seconds and offsets outside −12:00 … +14:00
 * throw `InvalidDateError`; a local date or wall time outside 1800-01-01 … 2399-12-31 throws `OutOfRangeError`
 * (an instant's range is checked by `placeDateTime`, on its date in the zone).
 */
export function readDateTime(iso: string): WrittenDateTime {
  const match = ISO_PATTERN.exec(iso);
  if (!match) {
    throw new InvalidDateError(iso, 'expected YYYY-MM-DD, YYYY-MM-DDTHH:MM[:SS[.sss]] with optional Z or ±HH:MM');
  }
  const [, ys, ms, ds, hs, mins, ss, frac, offset] = match;
  const y = Number(ys);
  const m = Number(ms);
  const d = Number(ds);
  if (m < 1 || m > 12) throw new InvalidDateError(iso, `month ${m} does not exist`);
  if (d < 1 || d > daysInMonth(y, m)) throw new InvalidDateError(iso, `day ${d} does not exist in ${ys}-${ms}`);
  const date = { y, m, d };
  if (hs === undefined) {
    if (!isInSupportedRange(date)) throw new OutOfRangeError(iso);
    return { text: iso, date, time: null, offsetMs: null };
  }
  const h = Number(hs);
  const min = Number(mins);
  const s = ss === undefined ? 0 : Number(ss);
  const milli = frac === undefined ? 0 : Number(frac.padEnd(3, '0'));
  if (h > 23) throw new InvalidDateError(iso, `hour ${h} does not exist`);
  if (min > 59) throw new InvalidDateError(iso, `minute ${min} does not exist`);
  if (s > 59) throw new InvalidDateError(iso, `second ${s} does not exist (leap seconds are not accepted)`);
  const time = { h, min, s, milli };
  if (offset === undefined) {
    if (!isInSupportedRange(date)) throw new OutOfRangeError(iso);
    return { text: iso, date, time, offsetMs: null };
  }
  let offsetMs = 0;
  if (offset !== 'Z') {
    const sign = offset.startsWith('-') ? -1 : 1;
    const oh = Number(offset.slice(1, 3));
    const om = Number(offset.slice(4, 6));
    if (om > 59) throw new InvalidDateError(iso, `offset minutes ${om} do not exist`);
    offsetMs = sign * (oh * MS_PER_HOUR + om * MS_PER_MINUTE);
    if (offsetMs < MIN_OFFSET_HOURS * MS_PER_HOUR || offsetMs > MAX_OFFSET_HOURS * MS_PER_HOUR) {
      throw new InvalidDateError(iso, `offset ${offset} is outside -12:00 to +14:00`);
    }
  }
  return { text: iso, date, time, offsetMs };
}

/**
 * A written date or date-time placed in `zone`: a bare date is the start of that local date, a wall time is read
 * by the DST rules of `localToInstant`, an instant keeps its offset and takes its local date in `zone`.
 * @throws OutOfRangeError when an instant's local date in `zone` is outside 1800-01-01 … 2399-12-31
 */
export function placeDateTime(written: WrittenDateTime, zone: Zone): ParsedDateTime {
  const { date, time, offsetMs } = written;
  if (time === null) return { instant: startOfLocalDate(zone, date), hasTime: false, localDate: date };
  if (offsetMs === null) {
    return { instant: localToInstant(zone, date.y, date.m, date.d, time.h, time.min, time.s, time.milli), hasTime: true, localDate: date };
  }
  const instant =
    daysFromCivil(date.y, date.m, date.d) * MS_PER_DAY + time.h * MS_PER_HOUR + time.min * MS_PER_MINUTE + time.s * MS_PER_SECOND + time.milli - offsetMs;
  const localDate = localDateOf(zone, instant);
  if (!isInSupportedRange(localDate)) throw new OutOfRangeError(written.text);
  return { instant, hasTime: true, localDate };
}

/** `readDateTime` then `placeDateTime`: the service's ISO 8601 subset read in `zone`, with the errors of both. */
export function parseDateTime(iso: string, zone: Zone): ParsedDateTime {
  return placeDateTime(readDateTime(iso), zone);
}
