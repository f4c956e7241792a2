import { describe, expect, it } from 'vitest';
import {
  CITIES,
  CITY_ID_ALIASES,
  CITY_TAGS,
  CONTINENTS,
  DEFAULT_CITY_IDS,
  cityById,
  findCity,
  findCityByCoordinates,
  isCityId,
} from '../../data/cities.ts';
import type { City } from '../../data/cities.ts';
import { spellingKey } from '../../data/text.ts';

/** Capitals of the 28 states (Constitution of India, First Schedule, with the capitals each state names). */
const STATE_CAPITALS: Readonly<Record<string, string>> = {
  'Andhra Pradesh': 'amaravati',
  'Arunachal Pradesh': 'itanagar',
  Assam: 'dispur',
  Bihar: 'patna',
  Chhattisgarh: 'raipur',
  Goa: 'panaji',
  Gujarat: 'gandhinagar',
  Haryana: 'chandigarh',
  'Himachal Pradesh': 'shimla',
  Jharkhand: 'ranchi',
  Karnataka: 'bengaluru',
  Kerala: 'thiruvananthapuram',
  'Madhya Pradesh': 'bhopal',
  Maharashtra: 'mumbai',
  Manipur: 'imphal',
  Meghalaya: 'shillong',
  Mizoram: 'aizawl',
  Nagaland: 'kohima',
  Odisha: 'bhubaneswar',
  Punjab: 'chandigarh',
  Rajasthan: 'jaipur',
  Sikkim: 'gangtok',
  'Tamil Nadu': 'chennai',
  Telangana: 'hyderabad',
  Tripura: 'agartala',
  'Uttar Pradesh': 'lucknow',
  Uttarakhand: 'dehradun',
  'West Bengal': 'kolkata',
};

/** Capitals of the 8 union territories; Jammu and Kashmir has a summer (Srinagar) and a winter (Jammu) capital. */
const UT_CAPITALS: Readonly<Record<string, readonly string[]>> = {
  'Andaman and Nicobar Islands': ['sri-vijaya-puram'],
  Chandigarh: ['chandigarh'],
  'Dadra and Nagar Haveli and Daman and Diu': ['daman'],
  Delhi: ['new-delhi'],
  'Jammu and Kashmir': ['srinagar', 'jammu'],
  Ladakh: ['leh'],
  Lakshadweep: ['kavaratti'],
  Puducherry: ['puducherry'],
};

/** Census of India 2011 cities by city (municipal) population, largest first (see docs/cities.md). */
const CENSUS_2011_TOP_100 = [
  'mumbai', 'delhi', 'bengaluru', 'hyderabad', 'ahmedabad', 'chennai', 'kolkata', 'surat', 'pune', 'jaipur',
  'lucknow', 'kanpur', 'nagpur', 'indore', 'thane', 'bhopal', 'visakhapatnam', 'pimpri-chinchwad', 'patna',
  'vadodara', 'ghaziabad', 'ludhiana', 'agra', 'nashik', 'faridabad', 'meerut', 'rajkot', 'kalyan-dombivli',
  'vasai-virar', 'varanasi', 'srinagar', 'chhatrapati-sambhajinagar', 'dhanbad', 'amritsar', 'navi-mumbai',
  'prayagraj', 'ranchi', 'howrah', 'coimbatore', 'jabalpur', 'gwalior', 'vijayawada', 'jodhpur', 'madurai',
  'raipur', 'kota', 'guwahati', 'chandigarh', 'solapur', 'hubballi-dharwad', 'bareilly', 'moradabad', 'mysuru',
  'gurugram', 'aligarh', 'jalandhar', 'tiruchirappalli', 'bhubaneswar', 'salem', 'mira-bhayandar',
  'thiruvananthapuram', 'bhiwandi', 'saharanpur', 'gorakhpur', 'guntur', 'bikaner', 'amravati', 'noida',
  'jamshedpur', 'bhilai', 'warangal', 'cuttack', 'firozabad', 'kochi', 'bhavnagar', 'dehradun', 'durgapur',
  'asansol', 'nanded', 'kolhapur', 'ajmer', 'kalaburagi', 'jamnagar', 'ujjain', 'loni', 'siliguri', 'jhansi',
  'ulhasnagar', 'nellore', 'jammu', 'sangli', 'belagavi', 'mangaluru', 'ambattur', 'tirunelveli', 'malegaon',
  'gaya', 'jalgaon', 'udaipur', 'maheshtala',
];

/** G20 members (ISO codes), with the seats of the two union members: EU (Brussels, BE) and AU (Addis Ababa, ET). */
const G20_COUNTRIES = [
  'AR', 'AU', 'BR', 'CA', 'CN', 'DE', 'FR', 'GB', 'IN', 'ID', 'IT', 'JP', 'KR', 'MX', 'RU', 'SA', 'TR', 'US', 'ZA',
  'BE', 'ET',
];

/**
 * The 60 most populous countries by UN World Population Prospects 2024, followed by those ranked 61–75, so that a
 * revision of the ranking cannot leave a top-60 country without its capital.
 */
const MOST_POPULOUS_COUNTRIES = [
  'IN', 'CN', 'US', 'ID', 'PK', 'NG', 'BR', 'BD', 'RU', 'ET', 'MX', 'JP', 'EG', 'PH', 'CD', 'VN', 'IR', 'TR', 'DE',
  'TH', 'TZ', 'GB', 'FR', 'ZA', 'IT', 'KE', 'MM', 'CO', 'KR', 'SD', 'UG', 'ES', 'DZ', 'IQ', 'AR', 'AF', 'YE', 'CA',
  'AO', 'UA', 'MA', 'PL', 'UZ', 'MY', 'MZ', 'GH', 'PE', 'SA', 'MG', 'CI', 'CM', 'NP', 'VE', 'NE', 'AU', 'KP', 'SY',
  'ML', 'BF', 'TW', 'LK', 'MW', 'ZM', 'CL', 'KZ', 'RO', 'TD', 'SO', 'EC', 'GT', 'SN', 'NL', 'KH', 'ZW',
];

/** Territories catalogued without a national capital of their own. */
const TERRITORIES_WITHOUT_CAPITAL = ['AQ', 'GL', 'HK', 'IL', 'RE', 'SJ'];

/** The 50 largest urban agglomerations, UN World Urbanization Prospects 2018 (2018 estimates). */
const LARGEST_URBAN_AGGLOMERATIONS = [
  'tokyo', 'delhi', 'shanghai', 'sao-paulo', 'mexico-city', 'cairo', 'mumbai', 'beijing', 'dhaka', 'osaka',
  'new-york', 'karachi', 'buenos-aires', 'chongqing', 'istanbul', 'kolkata', 'manila', 'lagos', 'rio-de-janeiro',
  'tianjin', 'kinshasa', 'guangzhou', 'los-angeles', 'moscow', 'shenzhen', 'lahore', 'bengaluru', 'paris', 'bogota',
  'jakarta', 'chennai', 'lima', 'bangkok', 'seoul', 'nagoya', 'hyderabad', 'london', 'tehran', 'chicago', 'chengdu',
  'nanjing', 'wuhan', 'ho-chi-minh-city', 'luanda', 'ahmedabad', 'kuala-lumpur', 'xian', 'hong-kong', 'dongguan',
  'hangzhou',
];

const DIASPORA_CITIES = [
  'london', 'leicester', 'toronto', 'brampton', 'vancouver', 'new-york', 'edison', 'san-jose', 'houston', 'sydney',
  'melbourne', 'auckland', 'singapore', 'kuala-lumpur', 'dubai', 'abu-dhabi', 'doha', 'muscat', 'nairobi', 'durban',
  'port-louis', 'suva', 'port-of-spain', 'georgetown', 'paramaribo', 'kathmandu', 'colombo', 'dhaka', 'karachi',
];

const HIGH_LATITUDE_CITIES = [
  'reykjavik', 'tromso', 'murmansk', 'anchorage', 'fairbanks', 'longyearbyen', 'nuuk', 'helsinki', 'oslo',
  'stockholm', 'ushuaia',
];

/** Ids that are not the slug of the display name (with or without a country suffix). */
const IDS_NOT_FROM_NAME: Readonly<Record<string, string>> = {
  washington: 'Washington, D.C.',
  frankfurt: 'Frankfurt am Main',
};

function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ø/g, 'o')
    .toLowerCase()
    .replace(/'/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function city(id: string): City {
  const found = cityById(id);
  if (found === undefined) throw new Error(`city ${id} is not catalogued`);
  return found;
}

/** UTC offset of a time zone at an instant, in hours, read from Intl ('GMT+05:30'). */
function utcOffsetHours(timeZone: string, instant: Date): number {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((p) => p.type === 'timeZoneName');
  const match = /^GMT(?:([+-])(\d{2}):(\d{2}))?$/.exec(part?.value ?? '');
  if (match === null) throw new Error(`unexpected offset ${part?.value} for ${timeZone}`);
  if (match[1] === undefined) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) + Number(match[3]) / 60);
}

function hasFourDecimalsAtMost(value: number): boolean {
  return Math.abs(value * 1e4 - Math.round(value * 1e4)) < 1e-6;
}

describe('city catalogue: records', () => {
  it('holds at least 320 places', () => {
    expect(CITIES.length).toBeGreaterThanOrEqual(320);
  });

  it('gives every city a unique lowercase ASCII slug', () => {
    const ids = CITIES.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('derives each id from the display name, with a country suffix for a repeated name', () => {
    for (const c of CITIES) {
      if (IDS_NOT_FROM_NAME[c.id] !== undefined) {
        expect(c.name.en).toBe(IDS_NOT_FROM_NAME[c.id]);
        continue;
      }
      const slug = slugify(c.name.en);
      expect([slug, `${slug}-${c.country.toLowerCase()}`], c.id).toContain(c.id);
    }
  });

  it('keeps coordinates in range with at most 4 decimals', () => {
    for (const c of CITIES) {
      expect(c.latitude, c.id).toBeGreaterThanOrEqual(-90);
      expect(c.latitude, c.id).toBeLessThanOrEqual(90);
      expect(c.longitude, c.id).toBeGreaterThanOrEqual(-180);
      expect(c.longitude, c.id).toBeLessThanOrEqual(180);
      expect(hasFourDecimalsAtMost(c.latitude), c.id).toBe(true);
      expect(hasFourDecimalsAtMost(c.longitude), c.id).toBe(true);
    }
  });

  it('records elevation in whole metres below 5 km and population as a positive integer, or null', () => {
    for (const c of CITIES) {
      if (c.elevationM !== null) {
        expect(Number.isInteger(c.elevationM), c.id).toBe(true);
        expect(c.elevationM, c.id).toBeGreaterThanOrEqual(-50);
        expect(c.elevationM, c.id).toBeLessThan(5000);
      }
      if (c.population !== null) {
        expect(Number.isInteger(c.population), c.id).toBe(true);
        expect(c.population, c.id).toBeGreaterThan(0);
      }
    }
  });

  it('uses two-letter country codes, known continents and known tags', () => {
    // The cities that break a rule, compared once: an expect per city and rule cost more than the checks.
    const broken: string[] = [];
    for (const c of CITIES) {
      if (!/^[A-Z]{2}$/.test(c.country)) broken.push(`${c.id}: country ${c.country}`);
      if (!CONTINENTS.includes(c.continent)) broken.push(`${c.id}: continent ${c.continent}`);
      for (const tag of c.tags) if (!CITY_TAGS.includes(tag)) broken.push(`${c.id}: tag ${tag}`);
      if (new Set(c.tags).size !== c.tags.length) broken.push(`${c.id}: a tag twice`);
    }
    expect(broken).toEqual([]);
  });

  it('places no two cities within 0.02° of each other on both axes', () => {
    const close: string[] = [];
    for (let i = 0; i < CITIES.length; i++) {
      for (let j = i + 1; j < CITIES.length; j++) {
        const a = CITIES[i]!;
        const b = CITIES[j]!;
        if (Math.abs(a.latitude - b.latitude) < 0.02 && Math.abs(a.longitude - b.longitude) < 0.02) {
          close.push(`${a.id}/${b.id}`);
        }
      }
    }
    expect(close).toEqual([]);
  });
});

describe('city catalogue: time zones', () => {
  it('names a time zone that Intl accepts for every city', () => {
    for (const c of CITIES) {
      expect(() => new Intl.DateTimeFormat('en', { timeZone: c.timezone }), c.id).not.toThrow();
    }
  });

  it('gives every city a UTC offset within 3 hours of its solar time, in January and in July', () => {
    const instants = [new Date('2025-01-15T12:00:00Z'), new Date('2025-07-15T12:00:00Z')];
    const far: string[] = [];
    for (const c of CITIES) {
      for (const instant of instants) {
        const offset = utcOffsetHours(c.timezone, instant);
        if (Math.abs(offset - c.longitude / 15) > 3) far.push(`${c.id} ${c.timezone} ${instant.toISOString()}: UTC${offset >= 0 ? '+' : ''}${offset}`);
      }
    }
    expect(far).toEqual([]);
  });

  it('puts every Indian city on Asia/Kolkata', () => {
    for (const c of CITIES.filter((c) => c.country === 'IN')) expect(c.timezone, c.id).toBe('Asia/Kolkata');
  });

  it('names every city, in India and abroad, in Devanagari Hindi', () => {
    for (const c of CITIES) expect(c.name.hi, c.id).toMatch(/^[\u0900-\u097F]+(?:[ -][\u0900-\u097F]+)*$/);
    expect(city('london').name.hi).toBe('लंदन');
  });

  it('finds each city by its Hindi name (a spelling two cities share names the first in catalogue order)', () => {
    for (const c of CITIES) expect(spellingKey(findCity(c.name.hi)!.name.hi), c.id).toBe(spellingKey(c.name.hi));
    expect(findCity('न्यूयॉर्क')?.id).toBe('new-york');
    expect(findCity('हैदराबाद')?.id).toBe('hyderabad');
  });

  it('uses the zones asked for by name in the catalogue brief', () => {
    expect(city('tromso').timezone).toBe('Europe/Oslo');
    expect(city('brampton').timezone).toBe('America/Toronto');
    expect(city('port-louis').timezone).toBe('Indian/Mauritius');
    expect(city('kathmandu').timezone).toBe('Asia/Kathmandu');
    expect(city('new-delhi').timezone).toBe('Asia/Kolkata');
  });
});

describe('city catalogue: coverage', () => {
  it('has every Indian state capital, tagged, and no other state capital', () => {
    for (const [state, id] of Object.entries(STATE_CAPITALS)) {
      const capital = city(id);
      expect(capital.country, state).toBe('IN');
      expect(capital.tags, state).toContain('state-capital');
    }
    const tagged = CITIES.filter((c) => c.tags.includes('state-capital')).map((c) => c.id);
    expect(new Set(tagged)).toEqual(new Set(Object.values(STATE_CAPITALS)));
    expect(Object.keys(STATE_CAPITALS)).toHaveLength(28);
  });

  it('has every union-territory capital, tagged, and no other UT capital', () => {
    for (const [territory, ids] of Object.entries(UT_CAPITALS)) {
      for (const id of ids) {
        expect(city(id).region, territory).toBe(territory);
        expect(city(id).tags, territory).toContain('ut-capital');
      }
    }
    const tagged = CITIES.filter((c) => c.tags.includes('ut-capital')).map((c) => c.id);
    expect(new Set(tagged)).toEqual(new Set(Object.values(UT_CAPITALS).flat()));
    expect(Object.keys(UT_CAPITALS)).toHaveLength(8);
  });

  it('has the 100 largest cities of the Census 2011 as the 100 most populous Indian entries, in census order', () => {
    expect(CENSUS_2011_TOP_100).toHaveLength(100);
    const populations = CENSUS_2011_TOP_100.map((id) => city(id).population ?? 0);
    for (let i = 1; i < populations.length; i++) expect(populations[i]!).toBeLessThan(populations[i - 1]!);
    const largestIndian = CITIES.filter((c) => c.country === 'IN' && c.population !== null)
      .sort((a, b) => (b.population ?? 0) - (a.population ?? 0))
      .slice(0, 100)
      .map((c) => c.id);
    expect(largestIndian).toEqual(CENSUS_2011_TOP_100);
  });

  it('has New Delhi as the one national capital of India', () => {
    expect(CITIES.filter((c) => c.country === 'IN' && c.tags.includes('national-capital')).map((c) => c.id)).toEqual(
      ['new-delhi'],
    );
  });

  it('has the national capital of every G20 member and of the most populous countries', () => {
    const withCapital = new Set(CITIES.filter((c) => c.tags.includes('national-capital')).map((c) => c.country));
    for (const country of [...G20_COUNTRIES, ...MOST_POPULOUS_COUNTRIES]) expect(withCapital, country).toContain(country);
  });

  it('has a national capital for every catalogued country, and more than one only for South Africa', () => {
    const capitalsByCountry = new Map<string, string[]>();
    for (const c of CITIES.filter((c) => c.tags.includes('national-capital'))) {
      capitalsByCountry.set(c.country, [...(capitalsByCountry.get(c.country) ?? []), c.id]);
    }
    for (const country of new Set(CITIES.map((c) => c.country))) {
      if (TERRITORIES_WITHOUT_CAPITAL.includes(country)) expect(capitalsByCountry.has(country), country).toBe(false);
      else expect(capitalsByCountry.has(country), country).toBe(true);
    }
    const several = [...capitalsByCountry].filter(([, ids]) => ids.length > 1);
    expect(several).toEqual([['ZA', ['pretoria', 'bloemfontein', 'cape-town']]]);
  });

  it('has the 50 largest urban agglomerations of the world', () => {
    expect(LARGEST_URBAN_AGGLOMERATIONS).toHaveLength(50);
    for (const id of LARGEST_URBAN_AGGLOMERATIONS) expect(cityById(id), id).toBeDefined();
  });

  it('has the diaspora and high-latitude cities', () => {
    for (const id of [...DIASPORA_CITIES, ...HIGH_LATITUDE_CITIES]) expect(cityById(id), id).toBeDefined();
    expect(city('reykjavik')).toMatchObject({ name: { en: 'Reykjavík' }, country: 'IS', timezone: 'Atlantic/Reykjavik' });
    expect(city('tromso')).toMatchObject({ name: { en: 'Tromsø' }, country: 'NO' });
    expect(city('longyearbyen').latitude).toBeGreaterThan(78);
    expect(city('ushuaia').latitude).toBeLessThan(-54);
  });

  it('has a city on every continent', () => {
    expect(new Set(CITIES.map((c) => c.continent))).toEqual(new Set(CONTINENTS));
  });

  it('keeps the reference points named in the brief', () => {
    expect(city('new-delhi')).toMatchObject({ latitude: 28.6139, longitude: 77.209 });
    expect(city('ujjain')).toMatchObject({ latitude: 23.1765, longitude: 75.7885 });
  });
});

describe('cityById, aliases and defaults', () => {
  it('finds a city by id and by a former name', () => {
    expect(cityById('varanasi')?.name.en).toBe('Varanasi');
    expect(cityById('bangalore')?.id).toBe('bengaluru');
    expect(cityById('port-blair')?.id).toBe('sri-vijaya-puram');
    expect(cityById('atlantis')).toBeUndefined();
    expect(cityById('Varanasi')).toBeUndefined();
  });

  it('keeps aliases apart from ids and pointing at catalogued cities', () => {
    for (const [alias, id] of Object.entries(CITY_ID_ALIASES)) {
      expect(isCityId(alias), alias).toBe(false);
      expect(isCityId(id), alias).toBe(true);
      expect(alias, alias).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('tells ids from aliases and unknown slugs', () => {
    expect(isCityId('mumbai')).toBe(true);
    expect(isCityId('bombay')).toBe(false);
    expect(isCityId('atlantis')).toBe(false);
  });

  it('precomputes a dozen catalogued default cities, Indian metros first', () => {
    expect(DEFAULT_CITY_IDS.length).toBeGreaterThanOrEqual(12);
    expect(new Set(DEFAULT_CITY_IDS).size).toBe(DEFAULT_CITY_IDS.length);
    for (const id of DEFAULT_CITY_IDS) expect(isCityId(id), id).toBe(true);
    expect(DEFAULT_CITY_IDS.slice(0, 6)).toEqual(['new-delhi', 'mumbai', 'kolkata', 'chennai', 'bengaluru', 'hyderabad']);
  });
});

describe('findCityByCoordinates', () => {
  it('finds every catalogued city at its own coordinates', () => {
    for (const c of CITIES) expect(findCityByCoordinates(c.latitude, c.longitude)?.id, c.id).toBe(c.id);
  });

  it('matches within the tolerance on each axis, boundary included', () => {
    expect(findCityByCoordinates(28.62, 77.21)?.id).toBe('new-delhi');
    expect(findCityByCoordinates(28.6139 + 0.01, 77.209 - 0.01)?.id).toBe('new-delhi');
    expect(findCityByCoordinates(23.18, 75.79)?.id).toBe('ujjain');
    expect(findCityByCoordinates(51.5, -0.12)?.id).toBe('london');
  });

  it('misses just outside the tolerance and far from any city', () => {
    expect(findCityByCoordinates(28.6139 + 0.011, 77.209)).toBeUndefined();
    expect(findCityByCoordinates(28.6139, 77.209 + 0.011)).toBeUndefined();
    expect(findCityByCoordinates(0, 0)).toBeUndefined();
    expect(findCityByCoordinates(-60, -30)).toBeUndefined();
  });

  it('takes a wider tolerance and returns the nearest of several matches', () => {
    expect(findCityByCoordinates(28.6139 + 0.05, 77.209, 0.1)?.id).toBe('delhi');
    expect(findCityByCoordinates(28.6139 + 0.01, 77.209, 0.1)?.id).toBe('new-delhi');
    expect(findCityByCoordinates(19.2, 72.96, 0.2)?.id).toBe('thane');
    expect(findCityByCoordinates(23.5, 75.5, 1)?.id).toBe('ujjain');
  });

  it('falls back to a scan when the tolerance is wider than the grid can serve cheaply', () => {
    expect(findCityByCoordinates(23.5, 76, 5)?.id).toBe('ujjain');
    expect(findCityByCoordinates(-77, 166, Infinity)?.id).toBe('mcmurdo-station');
  });

  it('wraps longitudes across the antimeridian', () => {
    const suva = city('suva');
    expect(findCityByCoordinates(suva.latitude, suva.longitude - 360)?.id).toBe('suva');
    expect(findCityByCoordinates(suva.latitude, suva.longitude + 360)?.id).toBe('suva');
    expect(findCityByCoordinates(-18.12, -179.99, 3)?.id).toBe('suva');
  });

  it('returns undefined for non-finite input and negative tolerance', () => {
    expect(findCityByCoordinates(Number.NaN, 77.209)).toBeUndefined();
    expect(findCityByCoordinates(28.6139, Number.POSITIVE_INFINITY)).toBeUndefined();
    expect(findCityByCoordinates(28.6139, 77.209, -0.01)).toBeUndefined();
    expect(findCityByCoordinates(28.6139, 77.209, Number.NaN)).toBeUndefined();
  });
});
