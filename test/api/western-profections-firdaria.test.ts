/**
 * GET /v1/western/profections and /v1/western/firdaria: the profected year and month with lords, houses and
 * dates, the firdaria of a night birth under both node placements with the current period, the settings echoed,
 * Hindi names, and a 400 naming the field for each bad input (test/astro/western/profections-firdaria.test.ts
 * checks the rules).
 */
import { describe, expect, it } from 'vitest';
import { expectFieldError, useTestApp } from '../helpers/app.ts';

/** John Lennon: 9 October 1940, 18:30 BST (UTC+1), Liverpool. */
const LENNON = 'birthDate=1940-10-09T18:30:00&latitude=53.4084&longitude=-2.9916&birthTimezone=1&place=Liverpool';

describe('GET /v1/western/profections', () => {
  const api = useTestApp();

  it('answers the year and month profected at a date, the lord of the year and the settings', async () => {
    const res = await api.get(`/v1/western/profections?${LENNON}&date=1980-12-08T22:50:00Z`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.settings).toMatchObject({ months: 'solar', houses: 'whole-sign', yearStart: 'solar-return', timezone: 1 });
    expect(body.age).toBe(40);
    expect(body.ascendant.sign).toBe('Aries');
    expect(body.year).toMatchObject({ sign: 'Leo', signNumber: 5, house: 5, lord: 'sun', lordName: 'Sun' });
    expect(body.months).toHaveLength(12);
    expect(body.month.month).toBe(3);
    expect(body.month.start <= body.date && body.date < body.month.end).toBe(true);
    const hindi = (await api.get(`/v1/western/profections?${LENNON}&date=1980-12-08&lang=hi`)).json();
    expect(hindi.year.lordName).toBe('सूर्य');
  });

  it('refuses bad input naming the field', async () => {
    expectFieldError(await api.get(`/v1/western/profections?${LENNON}&months=lunar`), 'months');
    expectFieldError(await api.get(`/v1/western/profections?${LENNON}&date=1930-01-01`), 'date');
    expectFieldError(await api.get('/v1/western/profections?birthDate=1940-10-09&latitude=53.4'), 'longitude');
  });
});

describe('GET /v1/western/firdaria', () => {
  const api = useTestApp();

  it('answers the periods of a night birth with the nodes after Mars by default, and the current period', async () => {
    const res = await api.get(`/v1/western/firdaria?${LENNON}&date=1980-12-08`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.sect).toBe('night');
    expect(body.settings).toMatchObject({ nodePlacement: 'after-mars', yearDays: 365.24219 });
    expect(body.periods.map((p: { lord: string }) => p.lord)).toEqual(['moon', 'saturn', 'jupiter', 'mars', 'north-node', 'south-node', 'sun', 'venus', 'mercury']);
    expect(body.periods[4]).toMatchObject({ name: 'North Node', years: 3, subPeriods: [] });
    // 40 years: Moon 9 + Saturn 11 + Jupiter 12 + Mars 7 = 39, so the North Node's years (39–42).
    expect(body.current.period.lord).toBe('north-node');
    expect(body.current.subPeriod).toBeNull();
    const end = (await api.get(`/v1/western/firdaria?${LENNON}&date=1980-12-08&nodePlacement=end`)).json();
    expect(end.periods.map((p: { lord: string }) => p.lord).slice(4)).toEqual(['sun', 'venus', 'mercury', 'north-node', 'south-node']);
    expect(end.current.period.lord).toBe('sun');
    expect(end.current.subPeriod.lord).toBe('sun');
  });

  it('refuses bad input naming the field', async () => {
    expectFieldError(await api.get(`/v1/western/firdaria?${LENNON}&nodePlacement=first`), 'nodePlacement');
    expectFieldError(await api.get(`/v1/western/firdaria?${LENNON}&date=soon`), 'date');
  });
});
