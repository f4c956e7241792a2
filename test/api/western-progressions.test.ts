/**
 * GET /v1/western/progressions: the progressed chart by each method with its settings echoed, the angles
 * method's default and choice, progressed-to-natal aspects, events of a window, and a 400 naming the field for
 * each bad input. The numbers are the engine's (test/astro/western/progressions.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { expectFieldError, useTestApp } from '../helpers/app.ts';

/** John Lennon: 9 October 1940, 18:30 BST (UTC+1), Liverpool. */
const LENNON = 'birthDate=1940-10-09T18:30:00&latitude=53.4084&longitude=-2.9916&birthTimezone=1&place=Liverpool';

describe('GET /v1/western/progressions', () => {
  const api = useTestApp();

  it('answers the secondary progression at a date: settings, progressed date, chart, aspects to the natal chart and a year of events', async () => {
    const res = await api.get(`/v1/western/progressions?${LENNON}&date=1980-12-08T22:50:00Z`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.settings).toMatchObject({ method: 'secondary', angles: 'naibod-ra', zodiac: 'tropical', houseSystem: { id: 'placidus' }, timezone: 1, timezoneSource: 'request' });
    expect(body.settings.orbs.trine).toBe(1);
    expect(body.ageYears).toBeCloseTo(40.166, 2);
    expect(body.progressedDate.startsWith('1940-11-18')).toBe(true);
    expect(body.bodies.find((b: { id: string }) => b.id === 'sun').sign).toBe('Scorpio');
    expect(body.houses).toHaveLength(12);
    for (const aspect of body.natalAspects) expect(aspect.orb).toBeLessThanOrEqual(1);
    expect(body.events.from).toBe('1980-12-08T22:50:00Z');
    for (const event of body.events.items) expect(event.instant >= body.events.from && event.instant < body.events.to).toBe(true);
  });

  it('solar arc directions default to solar-arc angles; the angles method is a choice echoed', async () => {
    const arc = (await api.get(`/v1/western/progressions?${LENNON}&date=1980-12-08&method=Solar-Arc`)).json();
    expect(arc.settings).toMatchObject({ method: 'solar-arc', angles: 'solar-arc' });
    expect(arc.solarArc).toBeGreaterThan(39);
    const quotidian = (await api.get(`/v1/western/progressions?${LENNON}&date=1980-12-08&angles=quotidian`)).json();
    expect(quotidian.settings.angles).toBe('quotidian');
  });

  it('times progressed ingresses and aspects over decades, filtered by type', async () => {
    const res = await api.get(`/v1/western/progressions?${LENNON}&from=1950-01-01&to=2000-01-01&events=ingress`);
    expect(res.statusCode, res.body).toBe(200);
    const { items } = res.json().events;
    expect(items.length).toBeGreaterThan(5);
    expect(items.every((e: { type: string }) => e.type === 'ingress')).toBe(true);
    expect(items.some((e: { body: string }) => e.body === 'moon')).toBe(true);
  });

  it('refuses bad input naming the field', async () => {
    expectFieldError(await api.get(`/v1/western/progressions?${LENNON}&method=primary`), 'method');
    expectFieldError(await api.get(`/v1/western/progressions?${LENNON}&angles=placidus`), 'angles');
    expectFieldError(await api.get(`/v1/western/progressions?${LENNON}&from=1950-01-01&to=2060-01-01`), 'to');
    expectFieldError(await api.get(`/v1/western/progressions?${LENNON}&method=tertiary&from=1950-01-01&to=1970-01-01`), 'to');
    expectFieldError(await api.get(`/v1/western/progressions?${LENNON}&from=1930-01-01`), 'from');
    expectFieldError(await api.get(`/v1/western/progressions?${LENNON}&date=tomorrow`), 'date');
    expectFieldError(await api.get(`/v1/western/progressions?${LENNON}&events=eclipse`), 'events');
    expectFieldError(await api.get('/v1/western/progressions?latitude=53.4&longitude=-2.99'), 'birthDate');
  });
});
