/**
 * The analysts' occurrence views (migration 0007) against the engine, for 2024 in three cities: every tithi,
 * nakshatra, yoga and karana of the year is one row of `v_occurrences` with the engine's solved start and end,
 * none twice; `kshaya` and `spans_two_sunrises` equal the engine's own count of sunrises inside each occurrence;
 * the sankrantis and lunar months are one row each. The database is filled by the command docs/analysts.md gives,
 * run as written, and every query of the guide returns rows (sqlite3 on the database, DuckDB on a Parquet export
 * made by the export command the guide names).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ElementKind, occurrences } from '../../astro/panchanga/elements.ts';
import { sunTimesForLocalDate } from '../../astro/rise-set.ts';
import { addDays, type LocalDate, parseZone } from '../../astro/time.ts';
import { cityById } from '../../data/cities.ts';
import { type DerivedDb, openDerivedDb } from '../../storage/open.ts';
import { runScript } from '../helpers/processes.ts';

const CITIES = ['new-delhi', 'new-york', 'london'] as const;
const FROM: LocalDate = { y: 2024, m: 1, d: 1 };
const TO: LocalDate = { y: 2024, m: 12, d: 31 };
const ELEMENTS: readonly ElementKind[] = ['tithi', 'nakshatra', 'yoga', 'karana'];

interface Occurrence {
  city_id: string;
  element: string;
  number: number;
  name: string;
  start_utc: string;
  end_utc: string;
  sunrises: number;
  covered: number;
  kshaya: number | null;
  spans_two_sunrises: number | null;
}

const GUIDE = readFileSync(join(import.meta.dirname, '../../docs/analysts.md'), 'utf8');

/** The arguments after `npm run <script> --` of the guide's commands of that script. */
function guideCommands(script: 'pipeline' | 'export'): string[][] {
  return [...GUIDE.matchAll(new RegExp(`npm run ${script} -- ([^\`\\n]+)`, 'g'))].map((match) => match[1]!.trim().split(/\s+/));
}

let dir: string;
let env: NodeJS.ProcessEnv;
let db: DerivedDb;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'jyotish-occurrences-'));
  env = { ...process.env, DB_PATH: join(dir, 'jyotish.db') };
  // The guide's command that stores the year its questions use, as written.
  const fill = /```sh fill\nnpm run pipeline -- (.+)\n```/.exec(GUIDE);
  expect(fill, 'docs/analysts.md gives the command that stores its year').not.toBeNull();
  runScript('pipeline/cli.ts', fill![1]!.split(' '), env);
  db = openDerivedDb(env.DB_PATH!);
}, 600_000);
afterAll(() => {
  db?.$client.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The engine's sunrises of every local date of 2024 and the days around it, for one city. */
function engineSunrises(cityId: string): number[] {
  const city = cityById(cityId)!;
  const place = { latitude: city.latitude, longitude: city.longitude, elevationMeters: city.elevationM ?? 0 };
  const zone = parseZone(city.timezone);
  const sunrises: number[] = [];
  for (let date = addDays(FROM, -2); date.y < 2025 || date.d < 3; date = addDays(date, 1)) {
    const instant = sunTimesForLocalDate(place, zone, date, 'hindu').sunrise.instant;
    if (instant !== null) sunrises.push(instant);
  }
  return sunrises;
}

describe('occurrence views', () => {
  it.each(CITIES.map((city) => [city]))('%s: every element of 2024 once, with the engine\'s instants and sunrise counts', (cityId) => {
    const sunrises = engineSunrises(cityId);
    const rows = db.$client.prepare('SELECT * FROM v_occurrences WHERE city_id = ? ORDER BY element, start_utc').all(cityId) as Occurrence[];
    for (const element of ELEMENTS) {
      const mine = rows.filter((row) => row.element === element);
      const covered = mine.filter((row) => row.covered === 1);
      // The engine's occurrences over the whole span the covered rows claim to cover (the view prints instants to the ms).
      const from = Date.parse(covered[0]!.start_utc) - 1;
      const to = Date.parse(covered.at(-1)!.end_utc) + 1;
      const engine = occurrences(element, from, to, { ayanamshaId: 1 }).filter((o) => o.start >= from && o.end <= to);
      expect(covered.length, `${cityId} ${element}`).toBe(engine.length);
      engine.forEach((occurrence, i) => {
        const row = covered[i]!;
        // Karanas are numbered 1–11 by name in the tables, 1–60 by half-tithi in the engine: compared by instants.
        if (element !== 'karana') expect(row.number, `${cityId} ${element} #${i}`).toBe(occurrence.index);
        expect(Math.abs(Date.parse(row.start_utc) - occurrence.start), `${cityId} ${element} ${row.start_utc}`).toBeLessThanOrEqual(1);
        expect(Math.abs(Date.parse(row.end_utc) - occurrence.end)).toBeLessThanOrEqual(1);
        const count = sunrises.filter((s) => s >= occurrence.start && s < occurrence.end).length;
        expect(row.sunrises, `${cityId} ${element} ${row.start_utc} sunrises`).toBe(count);
        expect(row.kshaya).toBe(count === 0 ? 1 : 0);
        expect(row.spans_two_sunrises).toBe(count >= 2 ? 1 : 0);
      });
      // Nothing twice: no two rows of one element number share a start.
      expect(new Set(mine.map((row) => `${row.number}|${row.start_utc}`)).size).toBe(mine.length);
    }
    // A year has kshaya and vriddhi tithis, and as many tithis as days, give or take those.
    const tithis = rows.filter((row) => row.element === 'tithi' && row.covered === 1);
    const kshaya = tithis.filter((row) => row.kshaya === 1).length;
    const vriddhi = tithis.filter((row) => row.spans_two_sunrises === 1).length;
    expect(kshaya).toBeGreaterThan(3);
    expect(vriddhi).toBeGreaterThan(3);
  });

  it('answers the analysts\' questions in one SELECT each', () => {
    const ekadashis = db.$client
      .prepare("SELECT paksha_name, start_local FROM v_occurrences WHERE city_id = 'new-delhi' AND element = 'tithi' AND name = 'Ekadashi' AND start_local LIKE '2024-12-%' ORDER BY start_utc")
      .all() as { paksha_name: string; start_local: string }[];
    expect(ekadashis.map((row) => row.paksha_name)).toEqual(['Shukla Paksha', 'Krishna Paksha']);
    const twoNakshatraDays = db.$client
      .prepare("SELECT date FROM v_panchanga_days d WHERE city_id = 'new-delhi' AND (SELECT count(*) FROM v_occurrences o WHERE o.city_id = d.city_id AND o.element = 'nakshatra' AND o.start_utc < d.sunrise_utc AND o.end_utc > d.sunrise_utc) = 1 AND date LIKE '2024-%'")
      .all();
    expect(twoNakshatraDays.length).toBeGreaterThan(300);
    const longest = db.$client
      .prepare("SELECT name, duration_minutes FROM v_occurrences WHERE city_id = 'new-delhi' AND element = 'tithi' AND covered ORDER BY duration_minutes DESC LIMIT 1")
      .get() as { duration_minutes: number };
    expect(longest.duration_minutes).toBeGreaterThan(24 * 60);
    expect(longest.duration_minutes).toBeLessThan(27 * 60);
  });

  it('lists the twelve sankrantis and the lunar months of the year once each', () => {
    const sankrantis = db.$client.prepare("SELECT * FROM v_sankrantis WHERE city_id = 'new-delhi' AND instant_utc LIKE '2024-%'").all() as { sign_number: number }[];
    expect(sankrantis.map((row) => row.sign_number).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const months = db.$client.prepare("SELECT name, start_utc, stored_days FROM v_lunar_months WHERE city_id = 'new-delhi' ORDER BY start_utc").all() as { name: string; start_utc: string }[];
    expect(new Set(months.map((month) => month.start_utc)).size).toBe(months.length);
    // The month running on 1 January 2024 and the thirteen that begin in the year (two new moons in December).
    expect(months.length).toBe(14);
  });
});

describe('docs/analysts.md', () => {
  const blocks = (dialect: string) => [...GUIDE.matchAll(new RegExp('```sql ' + dialect + '\\n([\\s\\S]*?)```', 'g'))].map((match) => match[1]!);

  it('stores the year and the cities the questions and the views test use', () => {
    const [command, ...flags] = /```sh fill\nnpm run pipeline -- (.+)\n```/.exec(GUIDE)![1]!.split(' ');
    expect(command).toBe('run');
    expect(flags).toEqual(['--from', '2024-01-01', '--to', '2024-12-31', '--cities', 'new-delhi,london,new-york']);
    expect([FROM, TO]).toEqual([{ y: 2024, m: 1, d: 1 }, { y: 2024, m: 12, d: 31 }]);
    expect([...CITIES].sort()).toEqual(['london', 'new-delhi', 'new-york']);
  });

  it('has thirteen questions for sqlite3, each of which returns rows', () => {
    const queries = blocks('sqlite');
    expect(queries).toHaveLength(13);
    for (const query of queries) expect(db.$client.prepare(query).all().length, query).toBeGreaterThan(0);
  });

  it('has command-line and attached-database queries that return rows on the SQLite file', () => {
    const commandLine = [...GUIDE.matchAll(/^sqlite3 [^"]*"([^"]+)"$/gm)].map((match) => match[1]!);
    expect(commandLine).toHaveLength(2);
    const attached = [...GUIDE.matchAll(/^(SELECT .* FROM jyotish\.[^;]+);$/gm)].map((match) => match[1]!.replaceAll('jyotish.', ''));
    expect(attached).toHaveLength(1);
    for (const query of [...commandLine, ...attached]) expect(db.$client.prepare(query).all().length, query).toBeGreaterThan(0);
  });

  it('has DuckDB questions that return rows on the Parquet export the guide names', async () => {
    const exportArgs = guideCommands('export').find((args) => args.includes('parquet') && args.includes('occurrences.parquet'));
    expect(exportArgs, 'the guide names the export its DuckDB questions read').toBeDefined();
    const file = join(dir, 'occurrences.parquet');
    runScript('pipeline/export.ts', exportArgs!.map((arg) => (arg === 'occurrences.parquet' ? file : arg)), env);
    const instance = await DuckDBInstance.create(':memory:');
    const connection = await instance.connect();
    try {
      const queries = blocks('duckdb');
      expect(queries.length).toBeGreaterThan(0);
      for (const query of queries) {
        const rows = (await connection.runAndReadAll(query.replaceAll("'occurrences.parquet'", `'${file}'`))).getRows();
        expect(rows.length, query).toBeGreaterThan(0);
      }
    } finally {
      connection.closeSync();
      instance.closeSync();
    }
  });
});
