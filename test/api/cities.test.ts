/**
 * The city catalogue endpoint: a city found by a prefix of its name (any case, without accents, by a former
 * name or in Devanagari), by country, and the nearest cities to a coordinate with their distance; the demo key
 * reaches it; bad input names its field.
 */
import { describe, expect, it } from 'vitest';
import { distanceKm, foldName, searchCities } from '../../astro/city-search.ts';
import { CITIES, cityById } from '../../data/cities.ts';
import { TEST_DEMO_KEY, useTestApp } from '../helpers/app.ts';

type City = { id: string; name: string; country: string; distanceKm: number | null };

describe('searchCities', () => {
  it('folds accents and the letters that do not decompose', () => {
    expect(foldName('São Paulo')).toBe('sao paulo');
    expect(foldName('Tromsø')).toBe('tromso');
    expect(foldName('Kraków')).toBe('krakow');
  });

  it('measures great-circle distances: New Delhi to Mumbai about 1,150 km, a quarter meridian 10,008 km', () => {
    expect(distanceKm(cityById('new-delhi')!, cityById('mumbai')!)).toBeGreaterThan(1_140);
    expect(distanceKm(cityById('new-delhi')!, cityById('mumbai')!)).toBeLessThan(1_160);
    expect(distanceKm({ latitude: 0, longitude: 0 }, { latitude: 90, longitude: 0 })).toBeCloseTo(10_007.5, 0);
  });

  it('returns every city of a country and nothing else', () => {
    const indian = searchCities({ country: 'in', limit: 1000 });
    expect(indian.length).toBe(CITIES.filter((c) => c.country === 'IN').length);
    expect(indian.every(({ city }) => city.country === 'IN')).toBe(true);
  });
});

describe('GET /v1/cities', () => {
  const api = useTestApp();

  it('finds a city by a prefix of its name, in any case and without accents, the whole name first', async () => {
    const res = await api.get('/v1/cities?q=varan');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().cities[0]).toMatchObject({ id: 'varanasi', country: 'IN' });
    expect((await api.get('/v1/cities?q=SAO%20PAU')).json().cities.map((c: City) => c.name)).toContain('São Paulo');
    const delhi = (await api.get('/v1/cities?q=delhi')).json().cities.map((c: City) => c.id);
    expect(delhi.slice(0, 2).sort()).toEqual(['delhi', 'new-delhi'].sort());
  });

  it('knows former names and Devanagari names of cities in India and abroad, and answers in Hindi', async () => {
    expect((await api.get('/v1/cities?q=bombay')).json().cities[0].id).toBe('mumbai');
    const hindi = (await api.get(`/v1/cities?q=${encodeURIComponent('वाराणसी')}&lang=hi`)).json();
    expect(hindi.cities[0]).toMatchObject({ id: 'varanasi', name: 'वाराणसी', region: 'उत्तर प्रदेश', continent: 'एशिया' });
    const abroad = (await api.get(`/v1/cities?q=${encodeURIComponent('लंदन')}&lang=hi`)).json();
    expect(abroad.cities[0]).toMatchObject({ id: 'london', name: 'लंदन', region: 'इंग्लैंड', continent: 'यूरोप' });
    expect((await api.get(`/v1/cities?q=${encodeURIComponent('काहि')}`)).json().cities[0]).toMatchObject({ id: 'cairo', name: 'Cairo' });
  });

  it('names an Indian state, a region a source or a city names, and the continent in the request language; another region abroad in English', async () => {
    const chennai = (await api.get('/v1/cities?q=chennai&lang=ta')).json().cities[0];
    expect(chennai).toMatchObject({ id: 'chennai', region: 'தமிழ்நாடு', continent: 'ஆசியா' });
    const london = (await api.get('/v1/cities?q=london&lang=bn')).json().cities[0];
    expect(london).toMatchObject({ id: 'london', region: 'ইংল্যান্ড', continent: 'ইউরোপ' });
    expect((await api.get('/v1/cities?q=london')).json().cities[0]).toMatchObject({ region: 'England', continent: 'Europe' });
    // Tokyo's metropolis and New York's state bear their city's name, and take its name in each language.
    expect((await api.get('/v1/cities?q=tokyo&lang=ta')).json().cities[0]).toMatchObject({ id: 'tokyo', name: 'டோக்கியோ', region: 'டோக்கியோ' });
    expect((await api.get('/v1/cities?q=new-york&lang=hi')).json().cities[0]).toMatchObject({ id: 'new-york', region: 'न्यूयॉर्क' });
    const lahore = (await api.get('/v1/cities?q=lahore&lang=gu')).json().cities[0];
    expect(lahore).toMatchObject({ id: 'lahore', region: 'પંજાબ' });
    // A state a Kannada page prints (Illinois, data/regions-abroad.ts); a province none names in Kannada (Leinster) stays English.
    expect((await api.get('/v1/cities?q=chicago&lang=kn')).json().cities[0]).toMatchObject({ id: 'chicago', name: 'ಚಿಕಾಗೋ', region: 'ಇಲಿನಾಯ್' });
    expect((await api.get('/v1/cities?q=dublin&lang=kn')).json().cities[0]).toMatchObject({ id: 'dublin', region: 'Leinster' });
  });

  it('orders by distance from a point: the city at the point first, at distance 0', async () => {
    const res = (await api.get('/v1/cities?latitude=28.6139&longitude=77.209&limit=5')).json();
    expect(res.cities[0]).toMatchObject({ id: 'new-delhi', distanceKm: 0 });
    const distances = res.cities.map((c: City) => c.distanceKm!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(res.count).toBe(5);
    // Near a point in the sea off Chennai, with a name filter: the filter holds, the distance orders.
    const filtered = (await api.get('/v1/cities?latitude=13&longitude=80.5&country=IN&limit=3')).json();
    expect(filtered.cities[0].id).toBe('chennai');
  });

  it('filters by country and caps the list', async () => {
    const res = (await api.get('/v1/cities?country=jp&limit=100')).json();
    expect(res.cities.length).toBeGreaterThan(0);
    expect(res.cities.every((c: City) => c.country === 'JP')).toBe(true);
    expect((await api.get('/v1/cities')).json()).toMatchObject({ count: 20, total: CITIES.length });
    expect((await api.get('/v1/cities?q=zzzzqq')).json()).toMatchObject({ count: 0, cities: [] });
  });

  it('is reachable with the demo key', async () => {
    const res = await api.app.inject({ url: '/v1/cities?q=pune', headers: { authorization: `Bearer ${TEST_DEMO_KEY}` } });
    expect(res.statusCode).toBe(200);
    expect(res.json().cities[0].id).toBe('pune');
  });

  it('names the field of every bad input', async () => {
    for (const [query, field] of [
      ['latitude=28.6', 'longitude'],
      ['longitude=77.2', 'latitude'],
      ['latitude=91&longitude=0', 'latitude'],
      ['country=IND', 'country'],
      ['limit=0', 'limit'],
      ['limit=2.5', 'limit'],
      ['limit=1000', 'limit'],
      [`q=${'x'.repeat(101)}`, 'q'],
    ] as const) {
      const res = await api.get(`/v1/cities?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toContain(field);
    }
  });
});

describe("the playground's city catalogue", () => {
  const api = useTestApp();

  it('labels every city in the language asked for (English for any other value), each label once', async () => {
    const english = (await api.get('/playground/catalogue.json')).json();
    expect(english.cities).toHaveLength(CITIES.length);
    expect(english.cities.find((c: { id: string }) => c.id === 'chennai').label).toBe('Chennai, Tamil Nadu, India');
    const tamil = (await api.get('/playground/catalogue.json?lang=ta')).json();
    expect(tamil.cities.find((c: { id: string }) => c.id === 'chennai').label).toBe('சென்னை, தமிழ்நாடு, இந்தியா');
    expect(new Set(tamil.cities.map((c: { label: string }) => c.label)).size).toBe(CITIES.length);
    expect((await api.get('/playground/catalogue.json?lang=xx')).json()).toEqual(english);
  });
});
