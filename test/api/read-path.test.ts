/**
 * The read path answers the same whether a day comes from a precomputed row or is computed on demand: random
 * (city, date, time of day) cases compared field by field, transit positions and events likewise, random sign
 * horoscopes (sign, period, date, language, zodiac), and the festival calendars and muhurta windows of stored
 * city-years (a polar city's omissions included) and the regional-calendar dates of their days. The default tier takes the quick sample (80 panchanga cases over
 * every fortieth catalogued city, 16 horoscopes from one day, Mumbai's year); the slower tier the wide one (200
 * cases over every twentieth city, 40 horoscopes from three days, the years of Tromsø (polar omissions) and New York
 * (DST) too, and a year-long muhurta search); `FULL=1` every tenth city (test/helpers/sample.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatLocalDate } from '../../astro/time.ts';
import { CITIES } from '../../data/cities.ts';
import { LANGS } from '../../data/text.ts';
import { SIGN_IDS } from '../../data/signs.ts';
import { MUHURTA_ACTIVITY_IDS } from '../../data/muhurta-activities.ts';
import { CALENDAR_IDS } from '../../data/regional-calendars.ts';
import { openDerivedDb } from '../../storage/open.ts';
import { runPipeline } from '../../pipeline/run.ts';
import { bearer, sharedPool, testApp, type TestApp } from '../helpers/app.ts';
import { bySample } from '../helpers/sample.ts';

/** A fixed-seed linear congruential generator (Numerical Recipes constants): the same cases every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const FIRST = { y: 2026, m: 2, d: 10 };
const DAYS = 8;
/** The first days of the window also hold the sign horoscopes (216 a period: 12 signs, 9 languages, 2 zodiacs). */
const HOROSCOPE_DAYS = bySample({ quick: 1, wide: 3 });
// Catalogued cities at an even step: all continents, tropics and high latitudes (Tromsø's polar days included).
const CITY_STEP = bySample({ quick: 80, wide: 20, full: 10 });
const CASE_CITIES = [...CITIES.filter((_, i) => i % CITY_STEP === 0).map((c) => c.id), 'tromso', 'reykjavik'];
const PANCHANGA_CASES = bySample({ quick: 48, wide: 200 });
const HOROSCOPE_CASES = bySample({ quick: 16, wide: 40 });
const CALENDAR_DATE_CASES = bySample({ quick: 26, wide: 130 });
/** The calendars whose month is compared: (quick) one of each kind, solar, lunar, arithmetic and sighted. */
const MONTH_CALENDARS = bySample<readonly string[]>({ quick: ['tamil', 'amanta', 'saka', 'hijri-crescent'], wide: CALENDAR_IDS });

/** Cities whose 2026 calendars are stored: a tropical one; (wide) one beyond the polar circle and one with DST. */
const CALENDAR_CITIES = bySample({ quick: ['mumbai'], wide: ['mumbai', 'tromso', 'new-york'] });
/** Muhurta searches of the stored city-years besides each activity's month in Mumbai: (wide) a whole year, a DST change. */
const LONG_SEARCHES = bySample({ quick: [], wide: ['activity=marriage&city=mumbai&from=2026-01-01&to=2027-01-01', 'activity=griha-pravesh&city=new-york&from=2026-10-15T18:30:00&to=2026-12-01'] });

let dir: string;
let precomputed: TestApp;
let onDemand: TestApp;
let key: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'jyotish-read-'));
  const pool = sharedPool();
  const path = join(dir, 'rows.db');
  const db = openDerivedDb(path);
  await runPipeline(db, pool, { from: FIRST, to: addDays(FIRST, DAYS - 1), cityIds: CASE_CITIES, stages: ['panchanga', 'transits'] }, { concurrency: 4 });
  await runPipeline(db, pool, { from: FIRST, to: addDays(FIRST, HOROSCOPE_DAYS - 1), cityIds: [], stages: ['horoscopes'] }, { concurrency: 4 });
  await runPipeline(db, pool, { from: FIRST, to: FIRST, cityIds: CALENDAR_CITIES, stages: ['calendar'] }, { concurrency: 4 });
  precomputed = await testApp({}, undefined, { db });
  onDemand = await testApp();
  key = precomputed.keys.create('internal').key;
  onDemand.keys.create('internal');
  // A limit that catches a hang, not a busy machine: the window's pipeline runs take minutes at a load of 20.
}, 600_000);

afterAll(async () => {
  await precomputed.close();
  await onDemand.close();
  rmSync(dir, { recursive: true, force: true });
});

async function both(url: string) {
  const [a, b] = await Promise.all([
    precomputed.app.inject({ url, headers: bearer(key) }),
    onDemand.app.inject({ url, headers: { authorization: `Bearer ${onDemand.keys.create('internal').key}` } }),
  ]);
  expect(a.statusCode, url).toBe(200);
  expect(b.statusCode, url).toBe(200);
  return [a.json(), b.json()] as const;
}

describe('precomputed and on-demand answers are identical', () => {
  it(`for ${PANCHANGA_CASES} random city, date and time-of-day panchanga requests, field by field`, async () => {
    const next = random(20_260_210);
    let fromRows = 0;
    for (let i = 0; i < PANCHANGA_CASES; i++) {
      const city = CASE_CITIES[Math.floor(next() * CASE_CITIES.length)]!;
      // Dates after the first, so an instant before sunrise still finds the previous day's row.
      const date = formatLocalDate(addDays(FIRST, 1 + Math.floor(next() * (DAYS - 2))));
      const minutes = Math.floor(next() * 1440);
      const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:${String(Math.floor(next() * 60)).padStart(2, '0')}`;
      const path = i % 4 === 3 ? '/v1/panchanga/daily' : '/v1/calculations/panchanga';
      const [stored, computed] = await both(`${path}?city=${city}&date=${date}T${time}`);
      expect(computed.source).toBe('computed');
      if (stored.source === 'precomputed') fromRows++;
      expect({ ...stored, source: null }, `${path} ${city} ${date}T${time}`).toEqual({ ...computed, source: null });
    }
    expect(fromRows).toBe(PANCHANGA_CASES);
  }, 120_000);

  it('a classical moonrise is computed, never read from the stored rows (which hold the topocentric one)', async () => {
    const date = formatLocalDate(addDays(FIRST, 2));
    for (const path of ['/v1/sweph/moon-times', '/v1/calculations/panchanga', '/v1/panchanga/daily']) {
      const [stored, computed] = await both(`${path}?city=${CASE_CITIES[0]}&date=${date}&moonRise=classical`);
      expect(stored.source, path).toBe('computed');
      expect(stored.settings.moonRise, path).toBe('classical');
      expect(stored, path).toEqual(computed);
      const [topocentric] = await both(`${path}?city=${CASE_CITIES[0]}&date=${date}`);
      expect(topocentric.source, path).toBe('precomputed');
      expect(topocentric.settings.moonRise, path).toBe('topocentric');
    }
  });

  it('geometric positions are computed, never read from the stored rows (which hold apparent ones)', async () => {
    const date = formatLocalDate(addDays(FIRST, 2));
    for (const path of ['/v1/calculations/panchanga', '/v1/panchanga/daily', '/v1/panchanga/muhurta']) {
      const [stored, computed] = await both(`${path}?city=${CASE_CITIES[0]}&date=${date}&positions=geometric`);
      expect(stored.source, path).toBe('computed');
      expect(stored.settings.positions, path).toBe('geometric');
      expect(stored, path).toEqual(computed);
      const [apparent] = await both(`${path}?city=${CASE_CITIES[0]}&date=${date}`);
      expect(apparent.source, path).toBe('precomputed');
      expect(apparent.settings.positions, path).toBe('apparent');
    }
  });

  it('for transit positions at instants inside the stored days', async () => {
    for (const instant of ['2026-02-13T00:00:00Z', '2026-02-13T07:31:12Z', '2026-02-14T23:59:59Z']) {
      const [stored, computed] = await both(`/v1/transit/current?date=${instant}`);
      expect(stored.source).toBe('precomputed');
      expect({ ...stored, source: null }).toEqual({ ...computed, source: null });
    }
  });

  it('for transit events of stored days', async () => {
    const [stored, computed] = await both('/v1/transit/events?from=2026-02-11T00:00:00Z&to=2026-02-16T00:00:00Z');
    expect(stored.source).toBe('precomputed');
    expect(stored.count).toBeGreaterThan(10);
    expect({ ...stored, source: null }).toEqual({ ...computed, source: null });
  });
});

describe('precomputed and on-demand sign horoscopes are identical', () => {
  it(`for ${HOROSCOPE_CASES} random sign, period, date, language and zodiac requests inside the window, field by field`, async () => {
    const next = random(20_260_211);
    const periods = ['daily', 'weekly', 'monthly', 'yearly'] as const;
    let fromRows = 0;
    for (let i = 0; i < HOROSCOPE_CASES; i++) {
      const sign = SIGN_IDS[Math.floor(next() * SIGN_IDS.length)]!;
      const period = periods[Math.floor(next() * periods.length)]!;
      const date = formatLocalDate(addDays(FIRST, Math.floor(next() * HOROSCOPE_DAYS)));
      const lang = LANGS[Math.floor(next() * LANGS.length)]!;
      const zodiac = next() < 0.5 ? 'sidereal' : 'tropical';
      const url = `/v1/calculations/horoscope/${period}/${sign}?date=${date}&lang=${lang}&zodiac=${zodiac}`;
      const [stored, computed] = await both(url);
      expect(computed.source).toBe('computed');
      if (stored.source === 'precomputed') fromRows++;
      expect({ ...stored, source: null }, url).toEqual({ ...computed, source: null });
    }
    expect(fromRows).toBe(HOROSCOPE_CASES);
  }, 120_000);
});

describe('precomputed and on-demand calendars are identical', () => {
  it('for the festival calendar of each stored city-year, in both languages', async () => {
    for (const city of CALENDAR_CITIES) {
      for (const lang of ['en', 'hi']) {
        const url = `/v1/calendar/festivals?year=2026&city=${city}&lang=${lang}`;
        const [stored, computed] = await both(url);
        expect([stored.source, computed.source], url).toEqual(['precomputed', 'computed']);
        expect({ ...stored, source: null }, url).toEqual({ ...computed, source: null });
      }
    }
  }, 120_000);

  it('for the muhurta windows of every activity in a stored city-year over a month (wide: over the whole year, and across a DST change)', async () => {
    const searches = [
      ...MUHURTA_ACTIVITY_IDS.map((activity) => `activity=${activity}&city=mumbai&from=2026-02-01&to=2026-03-01`),
      ...LONG_SEARCHES,
    ];
    for (const query of searches) {
      const url = `/v1/muhurta/search?${query}`;
      const [stored, computed] = await both(url);
      expect([stored.source, computed.source], url).toEqual(['precomputed', 'computed']);
      expect(stored.windows.length, url).toBeGreaterThan(0);
      expect({ ...stored, source: null }, url).toEqual({ ...computed, source: null });
    }
  }, 120_000);

  it(`for ${CALENDAR_DATE_CASES} random dates of the stored city-years in each regional calendar, a month of each kind of calendar (wide: of each) and the year's first and last days; beyond the polar circle the days a calendar cannot count are not stored`, async () => {
    const next = random(20_261_129);
    for (let i = 0; i < CALENDAR_DATE_CASES; i++) {
      const city = CALENDAR_CITIES[i % CALENDAR_CITIES.length]!;
      const calendar = CALENDAR_IDS[i % CALENDAR_IDS.length]!;
      const date = formatLocalDate(addDays({ y: 2026, m: 1, d: 1 }, Math.floor(next() * 365)));
      const url = `/v1/calendar/date?calendar=${calendar}&date=${date}&city=${city}&lang=${LANGS[i % LANGS.length]}`;
      const [a, b] = await Promise.all([
        precomputed.app.inject({ url, headers: bearer(key) }),
        onDemand.app.inject({ url, headers: { authorization: `Bearer ${onDemand.keys.create('internal').key}` } }),
      ]);
      expect(a.statusCode, url).toBe(b.statusCode);
      if (b.statusCode !== 200) continue;
      const [stored, computed] = [a.json(), b.json()];
      expect([stored.source, computed.source], url).toEqual(['precomputed', 'computed']);
      expect({ ...stored, source: null }, url).toEqual({ ...computed, source: null });
    }
    // A month of each calendar (quick: of each kind) inside the stored year, its days in every calendar, as the worker finds it.
    for (const calendar of MONTH_CALENDARS) {
      const [asked] = await both(`/v1/calendar/date?calendar=${calendar}&date=2026-06-15&city=mumbai`);
      const url = `/v1/calendar/month?calendar=${calendar}&year=${asked.year}&month=${asked.month.number}&city=mumbai&lang=ta`;
      const [stored, computed] = await both(url);
      expect([stored.source, computed.source], url).toEqual(['precomputed', 'computed']);
      expect({ ...stored, source: null }, url).toEqual({ ...computed, source: null });
    }
    // The first and last days of the civil year, which months across its ends hold.
    for (const date of ['2026-01-01', '2026-12-31']) {
      for (const calendar of CALENDAR_IDS) {
        const [stored, computed] = await both(`/v1/calendar/date?calendar=${calendar}&date=${date}&city=mumbai`);
        expect(stored.source).toBe('precomputed');
        expect({ ...stored, source: null }, `${calendar} ${date}`).toEqual({ ...computed, source: null });
      }
    }
  }, 120_000);
});
