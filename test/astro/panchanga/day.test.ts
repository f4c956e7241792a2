import { describe, expect, it } from 'vitest';
import { PanchangaInputError, panchangaAt, type PanchangaDayInput, type Span } from '../../../astro/panchanga/day.ts';
import { panchangaDay, type PanchangaDay } from '../../../astro/panchanga/derived.ts';
import { karanaAt, moonSignAt, nakshatraAt, sunSignAt, tithiAt, yogaAt } from '../../../astro/panchanga/elements.ts';
import { addDays, localDateOf, startOfLocalDate, type LocalDate, type Zone } from '../../../astro/time.ts';
import { FULL } from '../../helpers/sample.ts';

const IST: Zone = { kind: 'iana', name: 'Asia/Kolkata' };
const NEW_DELHI = { latitude: 28.6139, longitude: 77.209, elevationM: 216, zone: IST } as const;
const SEATTLE = { latitude: 47.6062, longitude: -122.3321, elevationM: 56, zone: { kind: 'iana', name: 'America/Los_Angeles' } } as const;
const OPTIONS = { sunrise: 'observed', ayanamshaId: 1, node: 'mean' } as const;
const MINUTE_MS = 60_000;

function day(place: Omit<PanchangaDayInput, 'localDate' | 'sunrise' | 'ayanamshaId' | 'node'>, y: number, m: number, d: number,
  overrides: Partial<PanchangaDayInput> = {}): PanchangaDay {
  return panchangaDay({ ...place, ...OPTIONS, localDate: { y, m, d }, ...overrides });
}

function expectTiles(list: readonly Span[], start: number, end: number, label: string): void {
  expect(list.length, label).toBeGreaterThan(0);
  expect(list[0]!.start, label).toBeLessThanOrEqual(start);
  expect(list[list.length - 1]!.end, label).toBeGreaterThanOrEqual(end);
  for (let i = 1; i < list.length; i++) expect(list[i]!.start, label).toBe(list[i - 1]!.end);
}

const SECOND_MS = 1_000;

/**
 * Every listed end of every element list is a real boundary: evaluated directly from the positions, the
 * element 1 s before the end is the entry's own and 1 s after it the next one's.
 */
function checkBoundaries(result: PanchangaDay): void {
  const lists: Array<[string, readonly (Span & { readonly number: number })[], (t: number) => number]> = [
    ['tithi', result.tithis, (t) => tithiAt(t).number],
    ['nakshatra', result.nakshatras, (t) => nakshatraAt(t, 1).number],
    ['yoga', result.yogas, (t) => yogaAt(t, 1).number],
    ['karana', result.karanas.map((k) => ({ ...k, number: k.halfTithi })), (t) => karanaAt(t).halfTithi],
    ['moonSign', result.moonSigns, (t) => moonSignAt(t, 1).number],
    ['sunSign', result.sunSigns, (t) => sunSignAt(t, 1).number],
    ['pada', result.nakshatras.flatMap((n) => n.padas.map((p) => ({ ...p, number: (n.number - 1) * 4 + p.pada }))),
      (t) => (nakshatraAt(t, 1).number - 1) * 4 + nakshatraAt(t, 1).pada],
  ];
  for (const [label, list, valueAt] of lists) {
    expectTiles(list, result.start, result.end, `${result.date} ${label}`);
    for (const entry of list) {
      expect(valueAt(entry.end - SECOND_MS), `${result.date} ${label} before end`).toBe(entry.number);
      expect(valueAt(entry.end + SECOND_MS), `${result.date} ${label} after end`).not.toBe(entry.number);
      expect(valueAt(entry.start + SECOND_MS), `${result.date} ${label} after start`).toBe(entry.number);
    }
  }
}

const PLACES = [
  { name: 'New Delhi', ...NEW_DELHI },
  { name: 'Seattle', ...SEATTLE },
  { name: 'Chennai', latitude: 13.0827, longitude: 80.2707, elevationM: 6, zone: IST },
  { name: 'London', latitude: 51.5074, longitude: -0.1278, elevationM: 11, zone: { kind: 'iana', name: 'Europe/London' } },
  { name: 'Sydney', latitude: -33.8688, longitude: 151.2093, elevationM: 3, zone: { kind: 'iana', name: 'Australia/Sydney' } },
  { name: 'fixed offset -3.5', latitude: 47.5615, longitude: -52.7126, elevationM: 0, zone: { kind: 'offset', hours: -3.5 } },
] as const;

describe('every listed boundary is exact to 1 s, for several places and dates', () => {
  const DATES: LocalDate[] = [{ y: 1901, m: 2, d: 3 }, { y: 1987, m: 7, d: 14 }, { y: 2024, m: 3, d: 5 }, { y: 2099, m: 11, d: 30 }];
  for (const place of PLACES) {
    it(place.name, () => {
      for (const date of DATES) checkBoundaries(day(place, date.y, date.m, date.d));
    });
  }

  it.runIf(FULL)('exhaustive: every day of 2024 at New Delhi, Seattle and Tromsø (polar transitions)', () => {
    const tromso = { latitude: 69.6492, longitude: 18.9553, elevationM: 10, zone: { kind: 'iana', name: 'Europe/Oslo' } } as const;
    for (const place of [NEW_DELHI, SEATTLE, tromso]) {
      for (let i = 0; i < 366; i++) {
        const date = addDays({ y: 2024, m: 1, d: 1 }, i);
        const result = day(place, date.y, date.m, date.d);
        checkBoundaries(result);
        expect(JSON.parse(JSON.stringify(result))).toEqual(result);
      }
    }
  }, 600_000);
});

describe('panchangaDay on an ordinary day (New Delhi, 2021-12-08)', () => {
  const result = day(NEW_DELHI, 2021, 12, 8);

  it('is plain JSON: a round trip through JSON changes nothing', () => {
    expect(JSON.parse(JSON.stringify(result))).toEqual(result);
  });

  it('runs from sunrise to the next sunrise, on the civil weekday (Wednesday)', () => {
    expect(result.dayRule).toBe('sunrise');
    expect(result.start).toBe(result.sun.sunrise);
    expect(result.end).toBe(result.sun.nextSunrise);
    expect(localDateOf(IST, result.start)).toEqual({ y: 2021, m: 12, d: 8 });
    expect(result.vara).toMatchObject({ weekday: 3, name: 'Wednesday' });
    expect(result.dishaShool.direction).toBe('north');
    expect(result.options).toEqual({ ayanamshaId: 1, ayanamshaName: 'Lahiri', node: 'mean', sunrise: 'observed' });
    expect(result.sun.dinamanaMs! + result.sun.ratrimanaMs!).toBe(result.end - result.start);
  });

  it('lists every element overlapping the day, tiling it without gaps or overlaps', () => {
    for (const [label, list] of Object.entries({
      tithis: result.tithis, nakshatras: result.nakshatras, yogas: result.yogas, karanas: result.karanas,
      moonSigns: result.moonSigns, sunSigns: result.sunSigns,
    })) expectTiles(list, result.start, result.end, label);
    const padas = result.nakshatras.flatMap((n) => n.padas);
    expectTiles(padas, result.start, result.end, 'padas');
    expect(result.anandadi[0]!.start).toBe(result.start);
    expect(result.anandadi[result.anandadi.length - 1]!.end).toBe(result.end);
  });

  it('answers any instant of the day from the stored lists exactly as the positions do', () => {
    for (let k = 0; k < 48; k++) {
      const instant = result.start + ((result.end - result.start) * (k + 0.5)) / 48;
      const at = panchangaAt(result, instant);
      expect(at).not.toBeNull();
      expect(at!.tithi.number).toBe(tithiAt(instant).number);
      expect(at!.karana.halfTithi).toBe(karanaAt(instant).halfTithi);
      expect([at!.nakshatra.number, at!.pada]).toEqual([nakshatraAt(instant, 1).number, nakshatraAt(instant, 1).pada]);
      expect(at!.yoga.number).toBe(yogaAt(instant, 1).number);
      expect(at!.moonSign.number).toBe(moonSignAt(instant, 1).number);
    }
    expect(panchangaAt(result, result.start - 1)).toBeNull();
    expect(panchangaAt(result, result.end)).toBeNull();
  });

  it('derives the periods from its own sunrise, sunset and next sunrise', () => {
    const periods = result.periods!;
    expect(result.periodsUnavailable).toBeNull();
    expect(periods.choghadiyas).toHaveLength(16);
    expect(periods.horas).toHaveLength(24);
    expect(periods.muhurtas).toHaveLength(30);
    expect(periods.muhurtas[0]!.start).toBe(result.start);
    expect(periods.muhurtas[29]!.end).toBe(result.end);
    expect(periods.rahuKaal.start).toBeGreaterThanOrEqual(result.start);
    expect(periods.rahuKaal.end).toBeLessThanOrEqual(result.sun.sunset!);
    expect(periods.rahuKaal.part).toBe(5);
    expect(periods.abhijit.isAuspicious).toBe(false);
    expect(periods.brahmaMuhurta!.end).toBeLessThan(result.start);
    expect(result.start - periods.brahmaMuhurta!.end).toBeGreaterThan(45 * MINUTE_MS);
  });

  it('records the sidereal positions at sunrise and the calendar of the tithi at sunrise', () => {
    expect(result.positions.instant).toBe(result.start);
    expect(result.positions.moon.sign).toBe(moonSignAt(result.start, 1).number);
    expect(result.calendar.paksha).toBe(result.tithis[0]!.paksha);
    expect(result.anandadi.map((entry) => entry.star)).toEqual(['shravana', 'dhanishta']);
  });

  it('moves with the sunrise convention: the Hindu (disc-centre) sunrise is later than the observed one', () => {
    const hindu = day(NEW_DELHI, 2021, 12, 8, { sunrise: 'hindu' });
    const lagMinutes = (hindu.start - result.start) / MINUTE_MS;
    expect(lagMinutes).toBeGreaterThan(3);
    expect(lagMinutes).toBeLessThan(17);
    expect(hindu.options.sunrise).toBe('hindu');
  });
});

describe('kshaya and vriddhi (adhika) tithis', () => {
  it('kshaya: Seattle 2017-01-10 holds Trayodashi, a whole Chaturdashi and Purnima', () => {
    // mypanchang.com Seattle 2017, January: "TRAYODASHI 09:24 CHATURDASHI 30:21" printed for the 10th
    // (https://fdocuments.us/document/year-chandramana-2016-12-26-year-durmukhi-ayana-uttara-ritu-shishira-vasanta.html).
    const result = day(SEATTLE, 2017, 1, 10);
    expect(result.tithis.map((t) => t.number)).toEqual([13, 14, 15]);
    const chaturdashi = result.tithis[1]!;
    expect(chaturdashi.start).toBeGreaterThan(result.start);
    expect(chaturdashi.end).toBeLessThan(result.end);
    expect(tithiAt(result.start).number).toBe(13);
    expect(tithiAt(result.end).number).toBe(15);
  });

  it('vriddhi: Seattle 2015-01-10 is Shashthi all day, and Shashthi again at the next sunrise', () => {
    // mypanchang.com Seattle 2015, January: "Shashthi all day" on the 10th, "Shashthi 10:25" on the 11th
    // (https://fdocuments.us/document/2015-calendar-sangat-seattle-pushya-magha-january-2015-dhanus-makara-masa.html).
    const tenth = day(SEATTLE, 2015, 1, 10);
    const eleventh = day(SEATTLE, 2015, 1, 11);
    expect(tenth.tithis.map((t) => t.number)).toEqual([21]);
    expect(tenth.tithis[0]!.start).toBeLessThan(tenth.start);
    expect(tenth.tithis[0]!.end).toBeGreaterThan(tenth.end);
    expect(eleventh.tithis[0]).toEqual(tenth.tithis[0]);
  });
});

describe('panchak', () => {
  it('names a panchak that began on an earlier day by the vara of its start (Roga: began Sunday 2023-03-19)', () => {
    const result = day(NEW_DELHI, 2023, 3, 22);
    expect(result.panchak.isActive).toBe(true);
    expect(result.panchak.windows).toHaveLength(1);
    const window = result.panchak.windows[0]!;
    expect(window.start).toBeLessThan(result.start);
    expect(window).toMatchObject({ startWeekday: 0, id: 'roga', name: 'Roga Panchak' });
    expect(moonSignAt(window.start + MINUTE_MS, 1).number).toBe(11);
    expect(moonSignAt(window.end - MINUTE_MS, 1).number).toBe(12);
  });

  it('is inactive on a day when the Moon stays out of Kumbha and Meena', () => {
    const result = day(NEW_DELHI, 2021, 12, 8);
    expect(result.panchak).toEqual({ isActive: false, windows: [] });
  });
});

describe('high latitudes', () => {
  const TROMSO = { latitude: 69.6492, longitude: 18.9553, elevationM: 10, zone: { kind: 'iana', name: 'Europe/Oslo' } } as const;

  for (const [label, month, reason] of [['polar day', 6, 'polar-day'], ['polar night', 12, 'polar-night']] as const) {
    it(`${label} (Tromsø, 2024-${month}-21): midnight to midnight, no sunrise periods, elements still listed`, () => {
      const result = day(TROMSO, 2024, month, 21);
      expect(result.dayRule).toBe('midnight');
      expect(result.sun.sunrise).toBeNull();
      expect(result.sun.noSunriseReason).toBe(reason);
      expect(result.start).toBe(startOfLocalDate(TROMSO.zone, { y: 2024, m: month, d: 21 }));
      expect(result.end).toBe(startOfLocalDate(TROMSO.zone, { y: 2024, m: month, d: 22 }));
      expect(result.periods).toBeNull();
      expect(result.periodsUnavailable?.reason).toContain(reason);
      expectTiles(result.tithis, result.start, result.end, 'tithis');
      expectTiles(result.nakshatras, result.start, result.end, 'nakshatras');
      expect(panchangaAt(result, result.start + 1)).not.toBeNull();
      expect(JSON.parse(JSON.stringify(result))).toEqual(result);
    });
  }

  it('finds a sunset that falls after local midnight (Reykjavik, 2024-06-21)', () => {
    const reykjavik = {
      latitude: 64.1466, longitude: -21.9426, elevationM: 20, zone: { kind: 'iana', name: 'Atlantic/Reykjavik' },
    } as const;
    const result = day(reykjavik, 2024, 6, 21);
    expect(result.dayRule).toBe('sunrise');
    expect(result.sun.sunset).not.toBeNull();
    expect(localDateOf(reykjavik.zone, result.sun.sunset!)).toEqual({ y: 2024, m: 6, d: 22 });
    expect(result.sun.sunset!).toBeLessThan(result.end);
    expect(result.periods).not.toBeNull();
  });
});

describe('time zones', () => {
  it('a DST-change date in New York starts at that date\'s sunrise on daylight time', () => {
    const newYork = {
      latitude: 40.7128, longitude: -74.006, elevationM: 10, zone: { kind: 'iana', name: 'America/New_York' },
    } as const;
    const result = day(newYork, 2024, 3, 10);
    expect(result.date).toBe('2024-03-10');
    expect(localDateOf(newYork.zone, result.start)).toEqual({ y: 2024, m: 3, d: 10 });
    // Sunrise is at about 07:10 EDT (11:10 UT) on 10 March 2024.
    const hourUt = new Date(result.start).getUTCHours();
    expect(hourUt).toBe(11);
  });
});

describe('input validation', () => {
  it('rejects a latitude, longitude or elevation out of range with INVALID_PARAMETER', () => {
    expect(() => day({ ...NEW_DELHI, latitude: 91 }, 2024, 1, 1)).toThrow(PanchangaInputError);
    expect(() => day({ ...NEW_DELHI, longitude: -181 }, 2024, 1, 1)).toThrow(PanchangaInputError);
    try {
      day({ ...NEW_DELHI, elevationM: Number.NaN }, 2024, 1, 1);
    } catch (error) {
      expect((error as PanchangaInputError).code).toBe('INVALID_PARAMETER');
    }
  });
});
