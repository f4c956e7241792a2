/**
 * GET /v1/western/returns: the nearest returns after or before a moment, those of a year, relocated charts, the
 * precession-corrected zodiac, the settings echoed, and a 400 naming the field for each bad input. The instants
 * are the engine's (test/astro/western/returns.test.ts checks them against independent root findings).
 */
import { describe, expect, it } from 'vitest';
import { expectFieldError, useTestApp } from '../helpers/app.ts';

/** John Lennon: 9 October 1940, 18:30 BST (UTC+1), Liverpool. */
const LENNON = 'date=1940-10-09T18:30:00&latitude=53.4084&longitude=-2.9916&timezone=1&place=Liverpool';

describe('GET /v1/western/returns', () => {
  const api = useTestApp();

  it('answers the solar return after a date with its chart at the birth place and the settings', async () => {
    const res = await api.get(`/v1/western/returns?${LENNON}&after=2026-01-01`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.settings).toMatchObject({ zodiac: 'tropical', body: 'sun', houseSystem: { id: 'placidus' }, timezone: 1, timezoneSource: 'request' });
    expect(body.natal).toMatchObject({ body: 'sun', sign: 'Libra', signNumber: 7 });
    expect(body.location).toEqual({ latitude: 53.4084, longitude: -2.9916, place: 'Liverpool', relocated: false });
    expect(body.returns).toHaveLength(1);
    const [solar] = body.returns;
    expect(solar.date.startsWith('2026-10-09')).toBe(true);
    expect(solar.longitude).toBeCloseTo(body.natal.longitude, 6);
    expect(solar.ageYears).toBeCloseTo(86, 0);
    expect(solar.chart.bodies.find((b: { id: string }) => b.id === 'sun').longitude).toBeCloseTo(body.natal.longitude, 5);
    expect(solar.chart.houses).toHaveLength(12);
  });

  it('relocates the return chart to returnCity and gives local times in its zone', async () => {
    const home = (await api.get(`/v1/western/returns?${LENNON}&after=2026-01-01`)).json();
    const res = await api.get(`/v1/western/returns?${LENNON}&after=2026-01-01&returnCity=new-york`);
    expect(res.statusCode, res.body).toBe(200);
    const moved = res.json();
    expect(moved.location).toMatchObject({ place: 'New York', relocated: true });
    expect(moved.settings).toMatchObject({ timezone: 'America/New_York', timezoneSource: 'city' });
    const inHindi = (await api.get(`/v1/western/returns?${LENNON}&after=2026-01-01&returnCity=new-york&lang=hi`)).json();
    expect(inHindi.location.place).toBe('न्यूयॉर्क');
    expect(moved.returns[0].date).toBe(home.returns[0].date);
    const asc = (r: { chart: { points: { id: string; longitude: number }[] } }) => r.chart.points.find((p) => p.id === 'ascendant')!.longitude;
    expect(asc(moved.returns[0])).not.toBeCloseTo(asc(home.returns[0]), 0);
  });

  it('lists the lunar returns of a year, and the latest before a date in time order', async () => {
    const year = (await api.get(`/v1/western/returns?${LENNON}&body=Moon&year=2026`)).json();
    expect(year.returns).toHaveLength(13);
    expect(year.window).toMatchObject({ year: 2026, after: null, before: null });
    const before = (await api.get(`/v1/western/returns?${LENNON}&body=moon&before=2026-06-01&count=2`)).json();
    expect(before.returns).toHaveLength(2);
    expect(before.returns[0].date < before.returns[1].date).toBe(true);
    expect(before.returns[1].date < '2026-06-01').toBe(true);
  });

  it('a precession-corrected solar return falls later than the tropical one', async () => {
    const tropical = (await api.get(`/v1/western/returns?${LENNON}&after=2026-01-01`)).json();
    const sidereal = (await api.get(`/v1/western/returns?${LENNON}&after=2026-01-01&zodiac=sidereal`)).json();
    expect(sidereal.settings.zodiac).toBe('sidereal');
    const lateHours = (Date.parse(sidereal.returns[0].date) - Date.parse(tropical.returns[0].date)) / 3_600_000;
    expect(lateHours).toBeGreaterThan(28);
    expect(lateHours).toBeLessThan(31);
  });

  it('refuses bad input naming the field', async () => {
    expectFieldError(await api.get(`/v1/western/returns?${LENNON}&body=uranus`), 'body');
    expectFieldError(await api.get(`/v1/western/returns?${LENNON}&zodiac=draconic`), 'zodiac');
    expectFieldError(await api.get(`/v1/western/returns?${LENNON}&count=15`), 'count');
    expectFieldError(await api.get(`/v1/western/returns?${LENNON}&count=1.5`), 'count');
    expectFieldError(await api.get(`/v1/western/returns?${LENNON}&after=2026-01-01&year=2026`), 'year');
    expectFieldError(await api.get(`/v1/western/returns?${LENNON}&year=26`), 'year');
    expectFieldError(await api.get(`/v1/western/returns?${LENNON}&after=yesterday`), 'after');
    expectFieldError(await api.get(`/v1/western/returns?${LENNON}&returnLatitude=40`), 'returnLongitude');
    expectFieldError(await api.get(`/v1/western/returns?${LENNON}&returnCity=atlantis`), 'returnCity');
  });
});
