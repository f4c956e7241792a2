import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  InvalidDateError,
  InvalidZoneError,
  OutOfRangeError,
  SUPPORTED_RANGE,
  addDays,
  civilFromDays,
  daysFromCivil,
  daysSinceJ2000,
  formatLocalDate,
  formatLocalHHMM,
  formatLocalHHMMSS,
  instantFromJulianDay,
  julianDayFromInstant,
  localDateOf,
  localToInstant,
  parseDateTime,
  parseZone,
  placeDateTime,
  readDateTime,
  toIsoUtc,
  utcOffsetMinutes,
  weekdayOf,
  type Zone,
} from '../../astro/time.ts';

const newYork = parseZone('America/New_York');
const kolkata = parseZone('Asia/Kolkata');

function errorOf(f: () => unknown): unknown {
  try {
    f();
  } catch (error) {
    return error;
  }
  throw new Error('expected an error');
}

describe('parseZone', () => {
  it('accepts hours as numbers and numeric strings, and ±HH:MM offsets', () => {
    expect(parseZone(5.5)).toEqual({ kind: 'offset', hours: 5.5 });
    expect(parseZone('5.75')).toEqual({ kind: 'offset', hours: 5.75 });
    expect(parseZone(-4)).toEqual({ kind: 'offset', hours: -4 });
    expect(parseZone('+05:30')).toEqual({ kind: 'offset', hours: 5.5 });
    expect(parseZone('-03:45')).toEqual({ kind: 'offset', hours: -3.75 });
    expect(parseZone('Z')).toEqual({ kind: 'offset', hours: 0 });
    expect(parseZone(14)).toEqual({ kind: 'offset', hours: 14 });
    expect(parseZone(-12)).toEqual({ kind: 'offset', hours: -12 });
  });

  it('accepts IANA names known to Intl', () => {
    expect(parseZone('Asia/Kolkata')).toEqual({ kind: 'iana', name: 'Asia/Kolkata' });
    expect(parseZone(' Europe/London ')).toEqual({ kind: 'iana', name: 'Europe/London' });
  });

  it('rejects offsets outside −12…+14, non-finite numbers and unknown names with INVALID_TIMEZONE', () => {
    for (const bad of [14.5, -12.5, Number.NaN, Number.POSITIVE_INFINITY, '15', '+05:60', 'Mars/Olympus', '', 'abc']) {
      const error = errorOf(() => parseZone(bad));
      expect(error).toBeInstanceOf(InvalidZoneError);
      expect((error as InvalidZoneError).code).toBe('INVALID_TIMEZONE');
    }
  });
});

describe('utcOffsetMinutes', () => {
  it('follows DST for IANA zones', () => {
    expect(utcOffsetMinutes(newYork, Date.UTC(2024, 0, 15))).toBe(-300);
    expect(utcOffsetMinutes(newYork, Date.UTC(2024, 6, 15))).toBe(-240);
    expect(utcOffsetMinutes(kolkata, Date.UTC(2024, 6, 15))).toBe(330);
  });

  it('switches at the transition instant (New York, 2024-03-10 07:00Z)', () => {
    expect(utcOffsetMinutes(newYork, Date.UTC(2024, 2, 10, 6, 59, 59))).toBe(-300);
    expect(utcOffsetMinutes(newYork, Date.UTC(2024, 2, 10, 7, 0, 0))).toBe(-240);
  });

  it('switches within a UT hour whatever instant of that hour was asked first (St. John\'s, 2024-03-10 05:30Z)', () => {
    // Offsets are kept by UT hour: an hour holding a transition must not be kept with either offset.
    const stJohns = parseZone('America/St_Johns');
    for (const first of [Date.UTC(2024, 2, 10, 5, 10), Date.UTC(2024, 2, 10, 5, 50)]) {
      utcOffsetMinutes(stJohns, first);
      expect(utcOffsetMinutes(stJohns, Date.UTC(2024, 2, 10, 5, 29, 59))).toBe(-210);
      expect(utcOffsetMinutes(stJohns, Date.UTC(2024, 2, 10, 5, 30, 0))).toBe(-150);
    }
    expect(utcOffsetMinutes(stJohns, Date.UTC(2024, 2, 10, 4, 59, 59))).toBe(-210);
    expect(utcOffsetMinutes(stJohns, Date.UTC(2024, 2, 10, 4, 0, 0))).toBe(-210);
    expect(utcOffsetMinutes(stJohns, Date.UTC(2024, 2, 10, 6, 0, 0))).toBe(-150);
  });

  it('keeps the local mean time the tz database records before standard time (Kolkata LMT +5:53:28)', () => {
    expect(utcOffsetMinutes(kolkata, Date.UTC(1800, 0, 1))).toBeCloseTo(353 + 28 / 60, 9);
  });

  it('stays correct when requests name more zones than the formatter cache holds', () => {
    // Intl accepts any letter case; 1,100 spellings of one zone overflow the 1,024-entry cache.
    const names = new Set<string>();
    for (let mask = 0; mask < 1100; mask++) {
      let letter = 0;
      const name = [...'america/new_york']
        .map((c) => (/[a-z]/.test(c) && (mask >> letter++) & 1 ? c.toUpperCase() : c))
        .join('');
      names.add(name);
      expect(utcOffsetMinutes(parseZone(name), Date.UTC(2024, 6, 15))).toBe(-240);
    }
    expect(names.size).toBe(1100);
  });

  it('is constant for fixed offsets', () => {
    expect(utcOffsetMinutes(parseZone(5.75), Date.UTC(1850, 0, 1))).toBe(345);
  });
});

describe('toIsoUtc', () => {
  it('writes what Date.prototype.toISOString writes for the rounded instant, across every year Date holds', () => {
    const span = 8.64e15;
    fc.assert(fc.property(fc.double({ min: -span, max: span, noNaN: true }), (instant) => {
      expect(toIsoUtc(instant)).toBe(new Date(Math.round(instant)).toISOString());
    }), { numRuns: 2_000 });
    for (const edge of [Date.UTC(1000, 0, 1), Date.UTC(1000, 0, 1) - 1, Date.UTC(9999, 11, 31, 23, 59, 59, 999), Date.UTC(10000, 0, 1), 0.5, -0.5, 999.4, 1234.5]) {
      expect(toIsoUtc(edge), String(edge)).toBe(new Date(Math.round(edge)).toISOString());
    }
  });

  it('refuses what toISOString refuses', () => {
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, 8.64e15 + 1]) expect(() => toIsoUtc(bad)).toThrow(RangeError);
  });
});

describe('localToInstant', () => {
  it('resolves a skipped local time forward by the gap (New York 2024-03-10 02:30 → 03:30 EDT)', () => {
    const t = localToInstant(newYork, 2024, 3, 10, 2, 30);
    expect(toIsoUtc(t)).toBe('2024-03-10T07:30:00.000Z');
    expect(formatLocalHHMM(newYork, t)).toBe('03:30');
  });

  it('resolves an ambiguous local time to the earlier instant (New York 2024-11-03 01:30 → EDT)', () => {
    const t = localToInstant(newYork, 2024, 11, 3, 1, 30);
    expect(toIsoUtc(t)).toBe('2024-11-03T05:30:00.000Z');
    expect(utcOffsetMinutes(newYork, t)).toBe(-240);
    expect(formatLocalHHMM(newYork, t + 3_600_000)).toBe('01:30');
  });

  it('handles ordinary times and fixed offsets', () => {
    expect(toIsoUtc(localToInstant(kolkata, 2024, 1, 1, 5, 30))).toBe('2024-01-01T00:00:00.000Z');
    expect(toIsoUtc(localToInstant(parseZone(-4), 2024, 1, 1, 20, 0, 0, 250))).toBe('2024-01-02T00:00:00.250Z');
  });

  it('round-trips every half hour of a year in New York except the skipped hour', () => {
    // The times that do not come back, compared once: an expect per time cost more than the round trips.
    const wrong: string[] = [];
    let checked = 0;
    for (let day = 0; day < 366; day++) {
      const date = addDays({ y: 2024, m: 1, d: 1 }, day);
      const dateText = formatLocalDate(date);
      for (let halfHour = 0; halfHour < 48; halfHour++) {
        const h = Math.floor(halfHour / 2);
        const min = (halfHour % 2) * 30;
        if (dateText === '2024-03-10' && h === 2) continue;
        const t = localToInstant(newYork, date.y, date.m, date.d, h, min);
        const asked = `${dateText} ${String(h).padStart(2, '0')}:${String(min).padStart(2, '0')}`;
        const back = `${formatLocalDate(localDateOf(newYork, t))} ${formatLocalHHMM(newYork, t)}`;
        if (back !== asked) wrong.push(`${asked} came back as ${back}`);
        checked++;
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBe(366 * 48 - 2);
  });
});

describe('parseDateTime', () => {
  it('reads a bare date as the start of that local date', () => {
    const parsed = parseDateTime('2024-03-10', newYork);
    expect(parsed.hasTime).toBe(false);
    expect(parsed.localDate).toEqual({ y: 2024, m: 3, d: 10 });
    expect(toIsoUtc(parsed.instant)).toBe('2024-03-10T05:00:00.000Z');
  });

  it('reads local wall times at the zone, with optional seconds and milliseconds', () => {
    expect(toIsoUtc(parseDateTime('2024-06-01T12:00', kolkata).instant)).toBe('2024-06-01T06:30:00.000Z');
    expect(toIsoUtc(parseDateTime('2024-06-01T12:00:07', kolkata).instant)).toBe('2024-06-01T06:30:07.000Z');
    expect(toIsoUtc(parseDateTime('2024-06-01T12:00:07.5', kolkata).instant)).toBe('2024-06-01T06:30:07.500Z');
    expect(toIsoUtc(parseDateTime('2024-06-01T12:00:07.123', kolkata).instant)).toBe('2024-06-01T06:30:07.123Z');
    expect(toIsoUtc(parseDateTime('2024-03-10T02:30', newYork).instant)).toBe('2024-03-10T07:30:00.000Z');
  });

  it('reads Z and ±HH:MM as instants; localDate is the date in the request zone', () => {
    const utc = parseDateTime('2024-06-01T20:00:00Z', kolkata);
    expect(toIsoUtc(utc.instant)).toBe('2024-06-01T20:00:00.000Z');
    expect(utc.localDate).toEqual({ y: 2024, m: 6, d: 2 });
    expect(toIsoUtc(parseDateTime('2024-06-01T20:00:00+05:30', newYork).instant)).toBe('2024-06-01T14:30:00.000Z');
    expect(toIsoUtc(parseDateTime('2024-06-01T20:00-04:00', kolkata).instant)).toBe('2024-06-02T00:00:00.000Z');
  });

  it('round-trips toIsoUtc output', () => {
    for (let i = 0; i < 200; i++) {
      const instant = Date.UTC(1800, 0, 1) + i * 1_234_567_890_123;
      if (instant >= SUPPORTED_RANGE.endInstant - 86_400_000) break;
      expect(parseDateTime(toIsoUtc(instant), kolkata).instant).toBe(instant);
    }
  });

  it('rejects other forms and impossible dates with INVALID_DATE', () => {
    const bad = [
      '2023-02-30',
      '2023-02-29',
      '2024-13-01',
      '2024-00-10',
      '2024-04-31',
      '2024-1-1',
      '24-01-01',
      '2024-01-01T24:00',
      '2024-01-01T10:60',
      '2024-01-01T10:00:60',
      '2024-01-01 10:00',
      '2024-01-01T10',
      '2024-01-01T10:00:00.1234',
      '2024-01-01T10:00:00+0530',
      '2024-01-01T10:00:00+15:00',
      '2024-01-01T10:00:00+05:61',
      '2024-01-01Z',
      'tomorrow',
      '',
    ];
    for (const value of bad) {
      const error = errorOf(() => parseDateTime(value, kolkata));
      expect(error, value).toBeInstanceOf(InvalidDateError);
      expect((error as InvalidDateError).code).toBe('INVALID_DATE');
      expect((error as InvalidDateError).value).toBe(value);
    }
  });

  it('accepts 29 February in leap years', () => {
    expect(parseDateTime('2024-02-29', kolkata).localDate).toEqual({ y: 2024, m: 2, d: 29 });
    expect(parseDateTime('2000-02-29', kolkata).localDate).toEqual({ y: 2000, m: 2, d: 29 });
  });

  it('rejects dates outside 1800-01-01 … 2399-12-31 with DATE_OUT_OF_RANGE', () => {
    for (const value of ['1799-12-31', '2400-01-01', '1799-12-31T23:59', '2399-12-31T23:00:00-05:00']) {
      const error = errorOf(() => parseDateTime(value, kolkata));
      expect(error, value).toBeInstanceOf(OutOfRangeError);
      expect((error as OutOfRangeError).code).toBe('DATE_OUT_OF_RANGE');
    }
    expect(parseDateTime('1800-01-01', kolkata).localDate).toEqual({ y: 1800, m: 1, d: 1 });
    expect(parseDateTime('2399-12-31T23:59:59', kolkata).localDate).toEqual({ y: 2399, m: 12, d: 31 });
  });

  it('reads the text once (readDateTime) and places it in any zone (placeDateTime) as parseDateTime does', () => {
    const newYork: Zone = parseZone('America/New_York');
    for (const value of ['2024-03-10', '2024-03-10T02:30', '2024-06-01T20:00:00+05:30', '2024-06-01T23:30Z']) {
      const written = readDateTime(value);
      for (const zone of [kolkata, newYork, parseZone(0)]) expect(placeDateTime(written, zone), value).toEqual(parseDateTime(value, zone));
    }
    expect(readDateTime('2024-06-01T20:00:07.5-04:00')).toEqual({
      text: '2024-06-01T20:00:07.5-04:00',
      date: { y: 2024, m: 6, d: 1 },
      time: { h: 20, min: 0, s: 7, milli: 500 },
      offsetMs: -4 * 3_600_000,
    });
    // An instant's range is its date in the zone: in range at UTC−5 read as such, out of range at Kolkata.
    const edge = readDateTime('2399-12-31T23:00:00-05:00');
    expect(placeDateTime(edge, parseZone(-5)).localDate).toEqual({ y: 2399, m: 12, d: 31 });
    expect(errorOf(() => placeDateTime(edge, kolkata))).toBeInstanceOf(OutOfRangeError);
    expect(errorOf(() => readDateTime('2400-01-01T00:00'))).toBeInstanceOf(OutOfRangeError);
  });
});

describe('formatting', () => {
  const utc: Zone = parseZone(0);

  it('rounds HH:MM to the nearest minute and HH:MM:SS to the nearest second', () => {
    expect(formatLocalHHMM(utc, Date.UTC(2024, 0, 1, 6, 29, 29, 999))).toBe('06:29');
    expect(formatLocalHHMM(utc, Date.UTC(2024, 0, 1, 6, 29, 30))).toBe('06:30');
    expect(formatLocalHHMM(utc, Date.UTC(2024, 0, 1, 23, 59, 45))).toBe('00:00');
    expect(formatLocalHHMMSS(utc, Date.UTC(2024, 0, 1, 6, 29, 30, 499))).toBe('06:29:30');
    expect(formatLocalHHMMSS(kolkata, Date.UTC(2024, 0, 1, 0, 0, 0, 500))).toBe('05:30:01');
  });

  it('formats ISO UTC with milliseconds', () => {
    expect(toIsoUtc(Date.UTC(2024, 2, 10, 7, 30, 0, 5) + 0.4)).toBe('2024-03-10T07:30:00.005Z');
    expect(toIsoUtc(Date.UTC(1800, 0, 1))).toBe('1800-01-01T00:00:00.000Z');
  });
});

describe('calendar arithmetic', () => {
  it('gives weekdays with 0 = Sunday', () => {
    expect(weekdayOf({ y: 1970, m: 1, d: 1 })).toBe(4);
    expect(weekdayOf({ y: 2000, m: 1, d: 1 })).toBe(6);
    expect(weekdayOf({ y: 2024, m: 1, d: 1 })).toBe(1);
    expect(weekdayOf({ y: 1800, m: 1, d: 1 })).toBe(3);
  });

  it('matches Date.UTC day counts over the supported range and round-trips', () => {
    for (let days = daysFromCivil(1800, 1, 1); days <= daysFromCivil(2400, 1, 1); days += 97) {
      const date = civilFromDays(days);
      expect(daysFromCivil(date.y, date.m, date.d)).toBe(days);
      expect(Date.UTC(date.y, date.m - 1, date.d) / 86_400_000).toBe(days);
    }
  });

  it('converts Julian days and J2000 day counts', () => {
    expect(julianDayFromInstant(Date.UTC(2000, 0, 1, 12))).toBe(2_451_545);
    expect(julianDayFromInstant(0)).toBe(2_440_587.5);
    expect(instantFromJulianDay(2_451_545)).toBe(Date.UTC(2000, 0, 1, 12));
    expect(daysSinceJ2000(Date.UTC(2000, 0, 2, 12))).toBe(1);
  });
});
