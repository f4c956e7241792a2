/**
 * The contract clients meet, pinned where a first-time user found it wrong: the zone of coordinates without a
 * timezone, an offset whose `+` arrived unencoded, a wrongly typed field reported as wrong (not as missing),
 * and every 400 of the natal form of planets/extended.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.ts';

const SEATTLE_SUMMER = { date: '1990-07-04T12:00:00', latitude: 47.6062, longitude: -122.3321 };

describe('the contract clients meet', () => {
  const api = useTestApp();

  describe('the zone of a request without timezone', () => {
    it('reads coordinates in the zone in force there, not Indian time (lat 10, lon 10 is Nigeria)', async () => {
      const res = await api.get('/v1/sweph/sun-times?date=2024-03-20&latitude=10&longitude=10');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.settings).toMatchObject({ timezone: 'Africa/Lagos', timezoneSource: 'coordinates' });
      // Near the equinox at 10°E in UTC+1 the Sun rises a little after 06:20 local, not at 10:51 (IST).
      expect(body.sunrise).toMatch(/^06:[1-3]\d$/);
    });

    it('keeps a catalogued city\'s own zone and says so', async () => {
      const body = (await api.get('/v1/calculations/panchanga?date=2024-03-20&city=new-delhi')).json();
      expect(body.settings).toMatchObject({ timezone: 'Asia/Kolkata', timezoneSource: 'city' });
    });

    it('reads a birth in the zone of its place, DST included, on the chart routes', async () => {
      const body = (await api.post('/v1/kundali', SEATTLE_SUMMER)).json();
      expect(body.settings).toMatchObject({ timezone: 'America/Los_Angeles', timezoneSource: 'coordinates' });
      expect(body.birthDetails).toMatchObject({ timezone: -7, date: '1990-07-04T19:00:00.000Z' });
    });

    it('keeps GET kundali\'s 5.75 hours from the interface specification, and says it is the default', async () => {
      const body = (await api.get('/v1/calculations/kundali?date=1990-05-15T10:30:00&latitude=28.6139&longitude=77.209')).json();
      expect(body.settings).toMatchObject({ timezone: 5.75, timezoneSource: 'default' });
      expect(body.birthDetails.timezone).toBe(5.75);
    });

    it('echoes a timezone the request sent', async () => {
      const body = (await api.post('/v1/kundali', { ...SEATTLE_SUMMER, timezone: 'Asia/Kolkata' })).json();
      expect(body.settings).toMatchObject({ timezone: 'Asia/Kolkata', timezoneSource: 'request' });
    });

    it('reads transit dates without a place in Indian Standard Time and says it is the default', async () => {
      const body = (await api.get('/v1/transit/current?date=2024-03-20T05:30:00')).json();
      expect(body.settings).toMatchObject({ timezone: 5.5, timezoneSource: 'default' });
      expect(body.instant).toBe('2024-03-20T00:00:00Z');
    });
  });

  it('accepts an offset whose + arrived unencoded (read as a space)', async () => {
    const encoded = (await api.get('/v1/transit/current?date=2024-03-20T10:00:00%2B05:30')).json();
    const unencoded = await api.get('/v1/transit/current?date=2024-03-20T10:00:00+05:30');
    expect(unencoded.statusCode).toBe(200);
    expect(unencoded.json().instant).toBe(encoded.instant);
    expect(encoded.instant).toBe('2024-03-20T04:30:00Z');
  });

  it('reports a field of the wrong type as wrong, not as missing', async () => {
    const wrong = await api.post('/v1/kundali', { ...SEATTLE_SUMMER, date: 19900704 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain("'date'");
    expect(wrong.json().message).not.toMatch(/required/);
    const missing = await api.post('/v1/kundali', { latitude: 1, longitude: 1 });
    expect(missing.json().message).toMatch(/'date'.*required/);
  });

  describe('planets/extended, natal form', () => {
    const cases: [string, string, Record<string, unknown>, string][] = [
      ['latitude without longitude', 'date=1990-05-15T10:30:00&latitude=28.6', { date: '1990-05-15T10:30:00', latitude: 28.6 }, 'longitude'],
      ['longitude without latitude', 'date=1990-05-15T10:30:00&longitude=77.2', { date: '1990-05-15T10:30:00', longitude: 77.2 }, 'latitude'],
      ['coordinates without the birth date', 'latitude=28.6&longitude=77.2', { latitude: 28.6, longitude: 77.2 }, 'date'],
      ['an unknown ayanamsha', 'date=1990-05-15T10:30:00&latitude=28.6&longitude=77.2&ayanamsha=47', { date: '1990-05-15T10:30:00', latitude: 28.6, longitude: 77.2, ayanamsha: 47 }, 'ayanamsha'],
      ['an unknown house system', 'date=1990-05-15T10:30:00&latitude=28.6&longitude=77.2&houseSystem=koch', { date: '1990-05-15T10:30:00', latitude: 28.6, longitude: 77.2, houseSystem: 'koch' }, 'houseSystem'],
      ['a bad birth date', 'date=1990-02-30T10:30:00&latitude=28.6&longitude=77.2', { date: '1990-02-30T10:30:00', latitude: 28.6, longitude: 77.2 }, 'date'],
      ['a bad timezone', 'date=1990-05-15T10:30:00&latitude=28.6&longitude=77.2&timezone=Mars/Olympus', { date: '1990-05-15T10:30:00', latitude: 28.6, longitude: 77.2, timezone: 'Mars/Olympus' }, 'timezone'],
      ['latitude out of range', 'date=1990-05-15T10:30:00&latitude=91&longitude=77.2', { date: '1990-05-15T10:30:00', latitude: 91, longitude: 77.2 }, 'latitude'],
    ];
    it.each(cases)('400 for %s, naming the field (GET and POST)', async (_, query, body, field) => {
      for (const res of [await api.get(`/v1/astrology/planets/extended?${query}`), await api.post('/v1/astrology/planets/extended', body)]) {
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toMatchObject({ code: 400 });
        expect(res.json().message).toContain(`'${field}'`);
      }
    });

    it('answers the natal planets of the birth with the zone of its place', async () => {
      const res = await api.post('/v1/astrology/planets/extended', { date: '1990-05-15T10:30:00', latitude: 28.6139, longitude: 77.209 });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ mode: 'natal', settings: { timezone: 'Asia/Kolkata', timezoneSource: 'coordinates' } });
      expect(res.json().planets).toHaveLength(9);
    });
  });
});
