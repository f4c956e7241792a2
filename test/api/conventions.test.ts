/**
 * The switchable conventions through the API: `positions` (apparent | geometric) on every birth-chart endpoint and
 * the transit endpoints (positions, events, stations), and
 * `moonRise` (topocentric | classical) where moonrise and moonset are given. Each is echoed in `settings` (the few
 * responses without a settings block add one only for geometric positions), a bad value is a 400 naming the field,
 * and the numbers are the engine's for the same options.
 */
import { describe, expect, it } from 'vitest';
import { birthChart } from '../../astro/chart/chart.ts';
import { moonTimesForLocalDate } from '../../astro/rise-set.ts';
import { transitEvents } from '../../astro/transits/events.ts';
import { useTestApp } from '../helpers/app.ts';

const BIRTH = 'date=1990-05-15T10:30:00&latitude=28.6139&longitude=77.209&timezone=5.5';
const BIRTH_BODY = { date: '1990-05-15T10:30:00', latitude: 28.6139, longitude: 77.209, timezone: 5.5 };
const BIRTH_INSTANT = Date.UTC(1990, 4, 15, 5, 0);
const PERSON = { date: '1995-03-14T06:40:00', latitude: 19.076, longitude: 72.8777, timezone: 'Asia/Kolkata' };
const PARTNER = { date: '1992-11-02T21:15:00', latitude: 28.6139, longitude: 77.209, timezone: 5.5 };

type Planet = { id: string; longitude: number; tropicalLongitude: number };

describe('positions=apparent|geometric', () => {
  const api = useTestApp();

  it('gives the kundali geometric positions, the engine\'s for the same birth, and says so in settings', async () => {
    const [apparent, geometric] = await Promise.all([
      api.get(`/v1/calculations/kundali?${BIRTH}`),
      api.get(`/v1/calculations/kundali?${BIRTH}&positions=geometric`),
    ]);
    expect(geometric.statusCode).toBe(200);
    expect(apparent.json().settings.positions).toBe('apparent');
    expect(geometric.json().settings).toMatchObject({ positions: 'geometric', node: 'mean', ayanamsha: { id: 1 } });
    const engine = birthChart({ instant: BIRTH_INSTANT, latitude: 28.6139, longitude: 77.209, ayanamshaId: 1, node: 'mean', positions: 'geometric' });
    for (const planet of geometric.json().planets as Planet[]) {
      expect(planet.longitude, planet.id).toBe(engine.grahas[planet.id as keyof typeof engine.grahas].longitude);
    }
    const sunOf = (body: { planets: Planet[] }) => body.planets.find((p) => p.id === 'sun')!;
    // The Sun without aberration is about 20.5″ ahead of the apparent Sun.
    expect((sunOf(geometric.json()).longitude - sunOf(apparent.json()).longitude) * 3600).toBeCloseTo(20.5, 0);
    expect(geometric.json().lagna).toEqual(apparent.json().lagna);
  });

  it('reaches every birth-chart endpoint through the shared birth fields, echoed in settings', async () => {
    const gets = [
      `/v1/mcp/get-divisional-chart?${BIRTH}&chart=D9`,
      `/v1/calculations/dasha/vimshottari?${BIRTH}&levels=2`,
      `/v1/calculations/dasha/current?${BIRTH}`,
      `/v1/calculations/dasha?${BIRTH}`,
      `/v1/calculations/dasha/predictions?${BIRTH}`,
      `/v1/calculations/ashtakavarga?${BIRTH}`,
    ];
    for (const url of gets) {
      const [apparent, geometric] = await Promise.all([api.get(url), api.get(`${url}&positions=geometric`)]);
      expect(geometric.statusCode, url).toBe(200);
      expect(geometric.json().settings?.positions ?? geometric.json().bride?.settings?.positions, url).toBe('geometric');
      const settings = apparent.json().settings ?? apparent.json().bride?.settings;
      if (settings) expect(settings.positions, url).toBe('apparent');
      else expect(JSON.stringify(apparent.json()), url).not.toContain('"positions"');
    }
    const posts: [string, object][] = [
      ['/v1/kundali', { ...BIRTH_BODY, positions: 'geometric' }],
      ['/v1/astrology/birth_details', { ...BIRTH_BODY, positions: 'geometric' }],
      ['/v1/match/kundali', { bride: PERSON, groom: PARTNER, positions: 'geometric' }],
    ];
    for (const [url, body] of posts) {
      const res = await api.post(url, body);
      expect(res.statusCode, url).toBe(200);
      const settings = res.json().settings ?? res.json().bride?.settings;
      expect(settings, url).toBeDefined();
      expect(settings.positions, url).toBe('geometric');
    }
  });

  it('moves the Moon that starts the dashas by its light-time, under an arcsecond', async () => {
    const [apparent, geometric] = await Promise.all([
      api.get(`/v1/calculations/dasha/vimshottari?${BIRTH}&levels=1`),
      api.get(`/v1/calculations/dasha/vimshottari?${BIRTH}&levels=1&positions=geometric`),
    ]);
    const balance = (res: typeof apparent) => res.json().system.balance;
    expect(balance(geometric).lord).toBe(balance(apparent).lord);
    expect(JSON.stringify(geometric.json().periods ?? geometric.json().tree)).not.toBe(JSON.stringify(apparent.json().periods ?? apparent.json().tree));
  });

  it('moves transit positions, sign ingresses and stations to geometric positions, computed on demand', async () => {
    const events = '/v1/transit/events?from=2026-01-01&to=2026-07-01&type=sign-ingress,station-retrograde,station-direct&graha=sun,mercury';
    const [apparent, geometric] = await Promise.all([api.get(events), api.get(`${events}&positions=geometric`)]);
    expect(geometric.statusCode).toBe(200);
    expect(apparent.json().settings.positions).toBe('apparent');
    expect(geometric.json()).toMatchObject({ settings: { positions: 'geometric' }, source: 'computed' });
    const engine = transitEvents(Date.UTC(2026, 0, 1) - 5.5 * 3_600_000, Date.UTC(2026, 6, 1) - 5.5 * 3_600_000, {
      ayanamshaId: 1,
      node: 'mean',
      positions: 'geometric',
      types: ['sign-ingress', 'station-retrograde', 'station-direct'],
    }).filter((e) => e.graha === 'sun' || e.graha === 'mercury');
    const served = geometric.json().events as { type: string; graha: string; instant: string }[];
    expect(served.map((e) => `${e.type} ${e.graha}`)).toEqual(engine.map((e) => `${e.type} ${e.graha}`));
    served.forEach((e, i) => expect(Math.abs(Date.parse(e.instant) - engine[i]!.instant)).toBeLessThan(1000));
    // The Sun without aberration is 20.5″ ahead, so it reaches each sign about 8.3 minutes earlier.
    const sunIngresses = (body: { events: { type: string; graha: string; instant: string }[] }) =>
      body.events.filter((e) => e.type === 'sign-ingress' && e.graha === 'sun').map((e) => Date.parse(e.instant));
    const apparentSun = sunIngresses(apparent.json());
    sunIngresses(geometric.json()).forEach((t, i) => expect((apparentSun[i]! - t) / 60_000).toBeCloseTo(8.3, 0));

    const now = '/v1/transit/current?date=2026-03-01T00:00:00Z';
    const [apparentNow, geometricNow] = await Promise.all([api.get(now), api.get(`${now}&positions=geometric`)]);
    expect(geometricNow.json()).toMatchObject({ settings: { positions: 'geometric' }, source: 'computed' });
    const sunOf = (body: { planets: Planet[] }) => body.planets.find((p) => p.id === 'sun')!;
    expect((sunOf(geometricNow.json()).longitude - sunOf(apparentNow.json()).longitude) * 3600).toBeCloseTo(20.5, 0);

    const extended = await api.get(`/v1/astrology/planets/extended?date=2026-03-01T00:00:00Z&positions=geometric`);
    expect(extended.json()).toMatchObject({ mode: 'transit', settings: { positions: 'geometric' }, source: 'computed' });
  });

  it.each([
    ['GET', '/v1/transit/events?positions=true'],
    ['GET', '/v1/calculations/kundali?' + BIRTH + '&positions=true'],
    ['GET', '/v1/mcp/get-divisional-chart?' + BIRTH + '&chart=D9&positions=geometrical'],
  ])('400 naming the field for a bad value (%s %s)', async (_method, url) => {
    const res = await api.get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'INVALID_PARAMETER', message: expect.stringContaining('positions'), code: 400 });
  });

  it('400 naming the field for a bad value in a body', async () => {
    const res = await api.post('/v1/kundali', { ...BIRTH_BODY, positions: 'true' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'INVALID_PARAMETER', message: expect.stringContaining('positions'), code: 400 });
  });
});

describe('moonRise=topocentric|classical', () => {
  const api = useTestApp();
  const PLACE = 'latitude=28.6139&longitude=77.209&timezone=Asia/Kolkata&date=2024-03-05';

  it('gives the classical moonrise and moonset, the engine\'s, and says so in settings', async () => {
    const [topocentric, classical] = await Promise.all([
      api.get(`/v1/sweph/moon-times?${PLACE}`),
      api.get(`/v1/sweph/moon-times?${PLACE}&moonRise=classical`),
    ]);
    expect(classical.statusCode).toBe(200);
    expect(topocentric.json().settings.moonRise).toBe('topocentric');
    expect(classical.json().settings).toMatchObject({ moonRise: 'classical', sunrise: 'hindu' });
    const engine = moonTimesForLocalDate({ latitude: 28.6139, longitude: 77.209, elevationMeters: 0 }, { kind: 'iana', name: 'Asia/Kolkata' }, { y: 2024, m: 3, d: 5 }, 'hindu', 'classical');
    expect(Date.parse(classical.json().moonriseTime)).toBe(Math.round(engine.moonrise.instant! / 1000) * 1000);
    expect(classical.json().moonriseTime).not.toBe(topocentric.json().moonriseTime);
  });

  it('is taken by the panchanga and the daily panchanga, which give moonrise too', async () => {
    for (const path of ['/v1/calculations/panchanga', '/v1/panchanga/daily']) {
      const res = await api.get(`${path}?${PLACE}&moonRise=classical`);
      expect(res.statusCode, path).toBe(200);
      expect(res.json().settings.moonRise, path).toBe('classical');
    }
  });

  it('is not a parameter of the routes without moon times, whose settings say topocentric', async () => {
    const res = await api.get(`/v1/panchanga/choghadiya?${PLACE}&moonRise=classical`);
    expect(res.json().settings.moonRise).toBe('topocentric');
  });

  it('400 naming the field for a bad value', async () => {
    const res = await api.get(`/v1/sweph/moon-times?${PLACE}&moonRise=geocentric`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'INVALID_PARAMETER', message: expect.stringContaining('moonRise'), code: 400 });
  });
});
