import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { find } from 'geo-tz/all';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MS_PER_DAY, parseZone, utcOffsetMinutes } from '../../astro/time.ts';
import { CITIES } from '../../data/cities.ts';
import {
  BoundedCellStore, MAX_CACHED_VERTICES, OVERLAP_PICKS, ZONE_EQUIVALENTS, timezoneAt, timezoneCacheSize, vertexCount,
  type BoundaryCell,
} from '../../data/timezones.ts';

/** UTC offset of `zone` in minutes at each instant (through the project's own zone parser). */
function offsets(zone: string, instants: readonly number[]): number[] {
  const parsed = parseZone(zone);
  return instants.map((instant) => utcOffsetMinutes(parsed, instant));
}

/** Noon UTC of every day of `year`. */
function everyDayOf(year: number): number[] {
  const first = Date.UTC(year, 0, 1, 12);
  const days = (Date.UTC(year + 1, 0, 1) - Date.UTC(year, 0, 1)) / MS_PER_DAY;
  return Array.from({ length: days }, (_, day) => first + day * MS_PER_DAY);
}

/** The 1st and 15th of every month from `fromYear` to `toYear` inclusive, 00:00 UTC. */
function twiceMonthly(fromYear: number, toYear: number): number[] {
  const instants: number[] = [];
  for (let year = fromYear; year <= toYear; year++) {
    for (let month = 0; month < 12; month++) instants.push(Date.UTC(year, month, 1), Date.UTC(year, month, 15));
  }
  return instants;
}

/**
 * Places whose zone is known without asking geo-tz. Coordinates: the place's reference point as Wikipedia and
 * GeoNames give it (4 decimals). Zones: the country's legal time and the tz database's zone.tab / zone1970.tab
 * entry for that area, as `source` says.
 */
const KNOWN_PLACES = [
  { place: 'New Delhi', latitude: 28.6139, longitude: 77.209, zone: 'Asia/Kolkata',
    source: 'India keeps one time, IST (UTC+5:30); zone.tab IN' },
  { place: 'Kathmandu', latitude: 27.7172, longitude: 85.324, zone: 'Asia/Kathmandu',
    source: 'Nepal Time (UTC+5:45); zone.tab NP' },
  { place: 'Seattle', latitude: 47.6062, longitude: -122.3321, zone: 'America/Los_Angeles',
    source: 'Washington keeps Pacific Time; zone.tab "Pacific"' },
  { place: '10° N 10° E', latitude: 10, longitude: 10, zone: 'Africa/Lagos',
    source: 'northern Nigeria, near Bauchi; West Africa Time; zone.tab NG (the point of the IST-default bug)' },
  { place: 'Phoenix', latitude: 33.4484, longitude: -112.074, zone: 'America/Phoenix',
    source: 'Arizona keeps MST all year; zone.tab "MST - AZ (except Navajo)"' },
  { place: 'Sydney', latitude: -33.8688, longitude: 151.2093, zone: 'Australia/Sydney',
    source: 'New South Wales; zone.tab "New South Wales (most areas)"' },
  { place: 'London', latitude: 51.5074, longitude: -0.1278, zone: 'Europe/London', source: 'zone.tab GB' },
  { place: 'Reykjavik', latitude: 64.1466, longitude: -21.9426, zone: 'Atlantic/Reykjavik',
    source: 'Iceland; zone.tab IS (the 1970 dataset would say Africa/Abidjan)' },
  { place: 'Honolulu', latitude: 21.3069, longitude: -157.8583, zone: 'Pacific/Honolulu',
    source: 'Hawaii keeps HST all year; zone.tab "Hawaii"' },
  { place: 'Tromsø', latitude: 69.6492, longitude: 18.9553, zone: 'Europe/Oslo',
    source: 'Norway keeps one time; zone.tab NO (the 1970 dataset would say Europe/Berlin)' },
  { place: 'Dublin', latitude: 53.3498, longitude: -6.2603, zone: 'Europe/Dublin',
    source: 'Ireland; zone.tab IE (the 1970 dataset would say Europe/London)' },
  { place: 'Hanoi', latitude: 21.0285, longitude: 105.8542, zone: 'Asia/Bangkok',
    source: 'zone1970.tab lists Asia/Bangkok for "north Vietnam", Asia/Ho_Chi_Minh for "south Vietnam"' },
  // Sea: nautical zones are 15° bands centred on multiples of 15°; Etc/GMT-N is N hours ahead of UTC (POSIX sign).
  { place: 'Indian Ocean, 10° S 80° E', latitude: -10, longitude: 80, zone: 'Etc/GMT-5',
    source: '80° E lies in the band 67.5–82.5° E, UTC+5' },
  { place: 'Atlantic, 0° 30° W', latitude: 0, longitude: -30, zone: 'Etc/GMT+2',
    source: '30° W lies in the band 22.5–37.5° W, UTC−2' },
  { place: 'Pacific, 0° 150° W', latitude: 0, longitude: -150, zone: 'Etc/GMT+10',
    source: '150° W lies in the band 142.5–157.5° W, UTC−10' },
  // Either side of a border: twin towns a few kilometres apart.
  { place: 'Raxaul (India)', latitude: 26.98, longitude: 84.85, zone: 'Asia/Kolkata',
    source: 'Bihar, India, on the border facing Birgunj' },
  { place: 'Birgunj (Nepal)', latitude: 27.0167, longitude: 84.8667, zone: 'Asia/Kathmandu',
    source: 'Madhesh Province, Nepal, facing Raxaul' },
  { place: 'Sonauli (India)', latitude: 27.4725, longitude: 83.4693, zone: 'Asia/Kolkata',
    source: 'Uttar Pradesh, India, at the Belahiya crossing' },
  { place: 'Siddharthanagar (Bhairahawa, Nepal)', latitude: 27.505, longitude: 83.451, zone: 'Asia/Kathmandu',
    source: 'Lumbini Province, Nepal, 4 km north of Sonauli' },
  { place: 'Jogbani (India)', latitude: 26.4, longitude: 87.25, zone: 'Asia/Kolkata',
    source: 'Bihar, India, facing Biratnagar' },
  { place: 'Biratnagar (Nepal)', latitude: 26.4525, longitude: 87.2718, zone: 'Asia/Kathmandu',
    source: 'Koshi Province, Nepal, 6 km north of Jogbani' },
  { place: 'Agartala (India)', latitude: 23.8315, longitude: 91.2868, zone: 'Asia/Kolkata',
    source: 'capital of Tripura, 2 km from the Bangladesh border' },
  { place: 'Akhaura (Bangladesh)', latitude: 23.8667, longitude: 91.2, zone: 'Asia/Dhaka',
    source: 'Brahmanbaria district, Bangladesh, facing Agartala; Bangladesh Standard Time UTC+6' },
  { place: 'Nogales (Arizona)', latitude: 31.3404, longitude: -110.9343, zone: 'America/Phoenix',
    source: 'Arizona, north of the US–Mexico border' },
  { place: 'Nogales (Sonora)', latitude: 31.3086, longitude: -110.9422, zone: 'America/Hermosillo',
    source: 'Sonora keeps MST without DST; zone.tab "Mountain Standard Time - Sonora"' },
  // Indian cities close to Nepal or Bangladesh.
  { place: 'Siliguri', latitude: 26.7271, longitude: 88.3953, zone: 'Asia/Kolkata',
    source: 'West Bengal, in the corridor between Nepal and Bangladesh' },
  { place: 'Darjeeling', latitude: 27.041, longitude: 88.2663, zone: 'Asia/Kolkata',
    source: 'West Bengal, 15 km from the Nepal border' },
  { place: 'Forbesganj', latitude: 26.302, longitude: 87.265, zone: 'Asia/Kolkata',
    source: 'Bihar, 12 km from the Nepal border' },
  { place: 'Gorakhpur', latitude: 26.7606, longitude: 83.3732, zone: 'Asia/Kolkata',
    source: 'Uttar Pradesh, 80 km from the Nepal border' },
  { place: 'Malda (English Bazar)', latitude: 25.0108, longitude: 88.1411, zone: 'Asia/Kolkata',
    source: 'West Bengal, 20 km from the Bangladesh border' },
  { place: 'Shillong', latitude: 25.5788, longitude: 91.8933, zone: 'Asia/Kolkata',
    source: 'capital of Meghalaya, 40 km from the Bangladesh border' },
] as const;

describe('timezoneAt at known places', () => {
  for (const { place, latitude, longitude, zone, source } of KNOWN_PLACES) {
    it(`${place} is in ${zone} (${source})`, () => {
      expect(timezoneAt(latitude, longitude)).toBe(zone);
    });
  }

  it('gives 10° N 10° E West Africa Time, an hour behind the IST it was read as before', () => {
    const instant = Date.UTC(2024, 0, 1);
    expect(offsets(timezoneAt(10, 10), [instant])).toEqual([60]);
  });

  it('keeps zones that differ only before 1970: Dublin in 1900 is on Dublin Mean Time, not London time', () => {
    // tz database, europe: Europe/Dublin -0:25:21 (DMT) until 1916-10-01; Europe/London 0:00 (GMT) since 1847.
    const instant = Date.UTC(1900, 0, 1);
    expect(offsets(timezoneAt(53.3498, -6.2603), [instant])).toEqual([-(25 + 21 / 60)]);
    expect(offsets('Europe/London', [instant])).toEqual([0]);
  });
});

describe('timezoneAt where geo-tz returns more than one zone', () => {
  /** A point inside each deliberate overlap of OVERLAP_PICKS (reference points as for KNOWN_PLACES). */
  const OVERLAP_PLACES = [
    { place: 'Urumqi, Xinjiang', latitude: 43.8256, longitude: 87.6168, zone: 'Asia/Shanghai' },
    { place: 'Gunji, Kalapani area (Uttarakhand)', latitude: 30.18, longitude: 80.86, zone: 'Asia/Kolkata' },
    { place: 'Sukhumi, Abkhazia', latitude: 43.0015, longitude: 41.0234, zone: 'Europe/Moscow' },
    { place: 'Ariel, West Bank Area C', latitude: 32.1047, longitude: 35.1746, zone: 'Asia/Hebron' },
    { place: 'Abyei town', latitude: 9.5956, longitude: 28.4364, zone: 'Africa/Khartoum' },
  ] as const;

  for (const { place, latitude, longitude, zone } of OVERLAP_PLACES) {
    it(`picks ${zone} in ${place}, as OVERLAP_PICKS says`, () => {
      const rule = OVERLAP_PICKS.find((overlap) => overlap.pick === zone);
      expect(rule).toBeDefined();
      expect([...find(latitude, longitude)].sort()).toEqual([...rule!.zones].sort());
      expect(timezoneAt(latitude, longitude)).toBe(zone);
    });
  }

  it('has one place tested per overlap rule, and each pick is one of its two zones', () => {
    expect(OVERLAP_PLACES.map((place) => place.zone).sort()).toEqual(OVERLAP_PICKS.map((rule) => rule.pick).sort());
    for (const rule of OVERLAP_PICKS) expect(rule.zones).toContain(rule.pick);
  });

  it('takes the first name in code point order in an overlap no rule covers (Imia/Kardak rocks, Aegean)', () => {
    expect([...find(37.05, 27.15)].sort()).toEqual(['Europe/Athens', 'Europe/Istanbul']);
    expect(timezoneAt(37.05, 27.15)).toBe('Europe/Athens');
  });

  it('takes the band to the east on a nautical band edge at sea', () => {
    expect(find(0, 7.5)).toHaveLength(2);
    expect(timezoneAt(0, 7.5)).toBe('Etc/GMT-1');
    expect(timezoneAt(0, -7.5)).toBe('Etc/GMT');
    expect(timezoneAt(0, 172.5)).toBe('Etc/GMT-12');
  });

  it('gives +180° Etc/GMT-12 and −180° Etc/GMT+12 on the date line', () => {
    expect(timezoneAt(0, 180)).toBe('Etc/GMT-12');
    expect(timezoneAt(0, -180)).toBe('Etc/GMT+12');
  });

  it('gives the North Pole the nautical zone of the longitude given, like any point of the Arctic Ocean', () => {
    expect(find(90, 0)).toHaveLength(25);
    expect(timezoneAt(90, 80)).toBe('Etc/GMT-5');
    expect(timezoneAt(90, -100)).toBe('Etc/GMT+7');
    expect(timezoneAt(90, 80)).toBe(timezoneAt(89.99, 80));
  });

  it('puts the South Pole in Antarctica/McMurdo at every longitude (Amundsen–Scott station keeps NZ time)', () => {
    for (const longitude of [-180, -90, 0, 45, 123.4, 180]) {
      expect(timezoneAt(-90, longitude)).toBe('Antarctica/McMurdo');
    }
  });
});

describe('timezoneAt arguments', () => {
  it('refuses coordinates out of range or not finite with INVALID_PARAMETER and the value', () => {
    for (const [latitude, longitude, value] of [
      [90.0001, 0, 90.0001], [-91, 0, -91], [Number.NaN, 0, Number.NaN],
      [0, 180.5, 180.5], [0, -181, -181], [0, Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY],
    ] as const) {
      expect(() => timezoneAt(latitude, longitude))
        .toThrow(expect.objectContaining({ code: 'INVALID_PARAMETER', value }));
    }
  });
});

describe('zone names against this runtime', () => {
  const require = createRequire(import.meta.url);
  const indexPath = join(dirname(require.resolve('geo-tz/all')), '..', 'data', 'timezones.geojson.index.json');
  const datasetZones = (JSON.parse(readFileSync(indexPath, 'utf8')) as { timezones: string[] }).timezones;
  const seaZones = Array.from({ length: 25 }, (_, i) => i - 12).map((hours) =>
    hours === 0 ? 'Etc/GMT' : `Etc/GMT${hours > 0 ? '+' : '-'}${Math.abs(hours)}`);

  it('accepts every zone geo-tz/all can return in parseZone, as an IANA zone of the same name', () => {
    expect(datasetZones.length).toBe(419);
    for (const zone of [...datasetZones, ...seaZones]) expect(parseZone(zone)).toEqual({ kind: 'iana', name: zone });
  });

  it('has stand-ins that this ICU knows, identical to renamed zones from 1800 to 2399', () => {
    const instants = twiceMonthly(1800, 2399);
    for (const [zone, entry] of Object.entries(ZONE_EQUIVALENTS)) {
      expect(parseZone(entry.equivalent).kind).toBe('iana');
      if (entry.kind === 'rename') expect(offsets(entry.equivalent, instants), zone).toEqual(offsets(zone, instants));
    }
  });

  it('has split stand-ins identical for the ten years before the split and different just after it', () => {
    for (const [zone, entry] of Object.entries(ZONE_EQUIVALENTS)) {
      if (entry.kind !== 'split') continue;
      const splitAt = Date.parse(entry.splitAt);
      const before = Array.from({ length: 10 * 365 }, (_, day) => splitAt - 1_000 - day * MS_PER_DAY);
      expect(offsets(entry.equivalent, before), zone).toEqual(offsets(zone, before));
      expect(offsets(entry.equivalent, [splitAt + 1_000]), zone).not.toEqual(offsets(zone, [splitAt + 1_000]));
    }
  });
});

describe('the city catalogue', () => {
  const lookedUp = CITIES.map((city) => ({ city, zone: timezoneAt(city.latitude, city.longitude) }));
  const days2025 = everyDayOf(2025);
  const before1970 = [1850, 1900, 1930, 1945, 1960].flatMap((year) => [Date.UTC(year, 0, 1), Date.UTC(year, 6, 1)]);
  const offsetCache = new Map<string, string>();
  /** The offsets of `zone` at `instants` as one string, computed once per zone and period. */
  const offsetsOf = (zone: string, period: '2025' | 'before1970'): string => {
    const key = `${period} ${zone}`;
    let cached = offsetCache.get(key);
    if (cached === undefined) {
      cached = offsets(zone, period === '2025' ? days2025 : before1970).join();
      offsetCache.set(key, cached);
    }
    return cached;
  };

  it('gives every city a zone with the UTC offsets of its catalogued zone on every day of 2025', () => {
    const differing = lookedUp
      .filter(({ city, zone }) => offsetsOf(zone, '2025') !== offsetsOf(city.timezone, '2025'))
      .map(({ city, zone }) => `${city.id}: catalogue ${city.timezone}, coordinates ${zone}`);
    expect(differing).toEqual([]);
  });

  it('names the catalogued zone for every city but Hanoi, whose catalogue zone is the south of Vietnam\'s', () => {
    // zone1970.tab: Asia/Bangkok "north Vietnam", Asia/Ho_Chi_Minh "south Vietnam". The clocks agree since 1975;
    // before, Saigon kept UTC+8 in 1959–1975 while Hanoi kept UTC+7. The catalogue, not geo-tz, is off here.
    const renamed = lookedUp
      .filter(({ city, zone }) => zone !== city.timezone)
      .map(({ city, zone }) => [city.id, zone]);
    expect(renamed).toEqual([['hanoi', 'Asia/Bangkok']]);
    const historicDiffering = lookedUp
      .filter(({ city, zone }) => offsetsOf(zone, 'before1970') !== offsetsOf(city.timezone, 'before1970'))
      .map(({ city }) => city.id);
    expect(historicDiffering).toEqual(['hanoi']);
  });

  it('keeps the decoded cells within MAX_CACHED_VERTICES', () => {
    const { cells, vertices } = timezoneCacheSize();
    expect(cells).toBeGreaterThan(0);
    expect(vertices).toBeLessThanOrEqual(MAX_CACHED_VERTICES);
  });
});

describe('BoundedCellStore', () => {
  const cellOf = (vertices: number): BoundaryCell => ({
    features: [{ geometry: { type: 'Polygon', coordinates: [Array.from({ length: vertices }, () => [0, 0])] } }],
  });

  it('counts the vertices of every ring of polygons and multipolygons', () => {
    const square = [[0, 0], [1, 0], [1, 1], [0, 1], [0, 0]];
    const cell: BoundaryCell = {
      features: [
        { geometry: { type: 'Polygon', coordinates: [square, square.slice(0, 4)] } },
        { geometry: { type: 'MultiPolygon', coordinates: [[square], [square, square]] } },
      ],
    };
    expect(vertexCount(cell)).toBe(5 + 4 + 5 + 10);
    expect(vertexCount({ features: [] })).toBe(1);
  });

  it('drops the least recently used cells to stay within its bound', () => {
    const store = new BoundedCellStore(10);
    store.set('a', cellOf(4));
    store.set('b', cellOf(4));
    expect(store.get('a')).toBeDefined();
    store.set('c', cellOf(4));
    expect(store.get('b')).toBeUndefined();
    expect(store.get('a')).toBeDefined();
    expect(store.size).toEqual({ cells: 2, vertices: 8 });
  });

  it('keeps a cell larger than the bound alone, and counts a replaced cell once', () => {
    const store = new BoundedCellStore(10);
    store.set('a', cellOf(3));
    store.set('big', cellOf(25));
    expect(store.size).toEqual({ cells: 1, vertices: 25 });
    store.set('big', cellOf(6));
    expect(store.size).toEqual({ cells: 1, vertices: 6 });
  });
});

// Last: importing a fresh copy of the module points geo-tz's cache at that copy's store.
describe('on a runtime whose ICU lacks a zone', () => {
  const RealDateTimeFormat = Intl.DateTimeFormat;

  afterEach(() => {
    Reflect.set(Intl, 'DateTimeFormat', RealDateTimeFormat);
    vi.resetModules();
  });

  /** A fresh copy of the module, with `Intl.DateTimeFormat` refusing the `missing` zones as an old ICU does. */
  async function moduleWithout(missing: readonly string[]): Promise<typeof import('../../data/timezones.ts')> {
    function OldIcuDateTimeFormat(
      locales?: Intl.LocalesArgument,
      options?: Intl.DateTimeFormatOptions,
    ): Intl.DateTimeFormat {
      if (options?.timeZone !== undefined && missing.includes(options.timeZone)) {
        throw new RangeError(`Invalid time zone specified: ${options.timeZone}`);
      }
      return new RealDateTimeFormat(locales, options);
    }
    Reflect.set(Intl, 'DateTimeFormat', OldIcuDateTimeFormat);
    vi.resetModules();
    return import('../../data/timezones.ts');
  }

  it('answers the stand-in of a zone newer than its tz data (Coyhaique → Santiago, Kyiv → Kiev)', async () => {
    const { timezoneAt: lookUp } = await moduleWithout(['America/Coyhaique', 'Europe/Kyiv']);
    expect(lookUp(-45.5712, -72.0685)).toBe('America/Santiago');
    expect(lookUp(50.4501, 30.5234)).toBe('Europe/Kiev');
    expect(lookUp(28.6139, 77.209)).toBe('Asia/Kolkata');
  });

  it('refuses with TIMEZONE_UNAVAILABLE a zone with no stand-in, or whose stand-in is missing too', async () => {
    const { timezoneAt: lookUp } = await moduleWithout(['Asia/Kolkata', 'America/Coyhaique', 'America/Santiago']);
    expect(() => lookUp(28.6139, 77.209))
      .toThrow(expect.objectContaining({ code: 'TIMEZONE_UNAVAILABLE', value: 'Asia/Kolkata' }));
    expect(() => lookUp(-45.5712, -72.0685)).toThrow(expect.objectContaining({ value: 'America/Coyhaique' }));
  });
});
