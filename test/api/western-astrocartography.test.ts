/**
 * GET /v1/western/astrocartography and its map picture: the GeoJSON lines carry the engine's (tested point by point
 * against astronomy-engine's horizon transform in test/astro/western/astrocartography.test.ts), valid RFC 7946
 * geometry within (−180°, 180°], the choices echoed, the world map well-formed, and a 400 naming each bad field.
 */
import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { WESTERN_PLANET_IDS } from '../../data/western-bodies.ts';
import { useTestApp } from '../helpers/app.ts';

/** John Lennon: 9 October 1940, 18:30 BST (UTC+1), Liverpool. */
const LENNON = 'date=1940-10-09T18:30:00&latitude=53.4084&longitude=-2.9916&timezone=1&place=Liverpool';

type Feature = { type: string; properties: { body: string; angle: string; bodyName: string; angleName: string }; geometry: { type: string; coordinates: unknown } };

const expectFieldError = (res: { statusCode: number; json: () => { error: string; message: string } }, field: string) => {
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toContain(field);
};

describe('GET /v1/western/astrocartography', () => {
  const api = useTestApp();

  it('answers the four lines of the ten bodies as GeoJSON, with each body’s place and polar limit', async () => {
    const res = await api.get(`/v1/western/astrocartography?${LENNON}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.settings).toMatchObject({ positions: 'in-mundo', horizon: 'geometric', step: 1, maxLatitude: 89.9, parans: false, timezone: 1 });
    expect(body.bodies.map((b: { id: string }) => b.id)).toEqual(WESTERN_PLANET_IDS);
    expect(body.map.type).toBe('FeatureCollection');
    expect(body.map.features).toHaveLength(40);
    for (const feature of body.map.features as Feature[]) {
      expect(feature.type).toBe('Feature');
      const lines = (feature.geometry.type === 'LineString' ? [feature.geometry.coordinates] : feature.geometry.coordinates) as number[][][];
      if (feature.geometry.type === 'MultiLineString') expect(lines.length).toBeGreaterThan(1);
      for (const point of lines.flat()) {
        expect(point[0]).toBeGreaterThanOrEqual(-180);
        expect(point[0]).toBeLessThanOrEqual(180);
        expect(Math.abs(point[1]!)).toBeLessThanOrEqual(89.9);
      }
    }
    const sun = body.bodies.find((b: { id: string }) => b.id === 'sun');
    expect(sun.polarLimit).toBeCloseTo(90 - Math.abs(sun.declination), 12);
    const sunMc = (body.map.features as Feature[]).find((f) => f.properties.body === 'sun' && f.properties.angle === 'mc')!;
    expect(sunMc.properties).toMatchObject({ bodyName: 'Sun', angleName: 'Midheaven' });
    expect((sunMc.geometry.coordinates as number[][])[0]![0]).toBeCloseTo(sun.mcLongitude, 12);
    // At 17:30 UT the Sun culminates where apparent solar time is noon: 12 h − 17.5 h − the equation of time of
    // 9 October (+12.8 min in any table of it) = −5.71 h, 85.7° west of Greenwich; 0.1° is 24 s of that table.
    expect(Math.abs(sun.mcLongitude - -85.7)).toBeLessThan(0.1);
  });

  it('draws only the bodies and angles asked for, at the step asked for, and names them in Hindi', async () => {
    const res = await api.get(`/v1/western/astrocartography?${LENNON}&bodies=Venus,moon&angles=asc,mc&step=0.5&lang=hi`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.settings.step).toBe(0.5);
    expect((body.map.features as Feature[]).map((f) => `${f.properties.body} ${f.properties.angle}`)).toEqual(['moon mc', 'moon asc', 'venus mc', 'venus asc']);
    expect((body.map.features as Feature[])[0]!.properties).toMatchObject({ bodyName: 'चंद्र', angleName: 'मध्य आकाश (दशम)' });
  });

  it('draws the lines on a world map', async () => {
    const res = await api.get(`/v1/western/astrocartography/svg?${LENNON}&size=600`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(XMLValidator.validate(res.body)).toBe(true);
    expect((res.body.match(/<polyline /g) ?? []).length).toBeGreaterThanOrEqual(40);
    expect(res.body).toContain('Astrocartography, 1940-10-09T17:30:00');
  });

  it('refuses an unknown body or angle, a step out of range and a missing place, naming the field', async () => {
    expectFieldError(await api.get(`/v1/western/astrocartography?${LENNON}&bodies=chiron`), 'bodies');
    expectFieldError(await api.get(`/v1/western/astrocartography?${LENNON}&angles=vertex`), 'angles');
    expectFieldError(await api.get(`/v1/western/astrocartography?${LENNON}&step=10`), 'step');
    expectFieldError(await api.get('/v1/western/astrocartography?date=1940-10-09T18:30:00&latitude=53.4'), 'longitude');
    expectFieldError(await api.get(`/v1/western/astrocartography/svg?${LENNON}&size=5000`), 'size');
  });
});
