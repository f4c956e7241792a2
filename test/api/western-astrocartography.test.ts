/**
 * GET /v1/western/astrocartography and its map picture: the GeoJSON lines carry the engine's (tested point by point
 * against astronomy-engine's horizon transform in test/astro/western/astrocartography.test.ts), valid RFC 7946
 * geometry within (−180°, 180°], the choices echoed, the parans on both of their lines and drawn as parallels, the world map
 * well-formed, and a 400 naming each bad field.
 */
import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { WESTERN_PLANET_IDS } from '../../data/western-bodies.ts';
import { expectFieldError, useTestApp } from '../helpers/app.ts';

/** John Lennon: 9 October 1940, 18:30 BST (UTC+1), Liverpool. */
const LENNON = 'date=1940-10-09T18:30:00&latitude=53.4084&longitude=-2.9916&timezone=1&place=Liverpool';

const RAD = Math.PI / 180;

type Paran = {
  type: string;
  properties: { body1: string; body1Name: string; angle1: string; angle1Name: string; body2: string; body2Name: string; angle2: string; angle2Name: string; latitude: number; crossingLongitude: number };
  geometry: { type: string; coordinates: number[][] };
};
type Feature = { type: string; properties: { body: string; angle: string; bodyName: string; angleName: string }; geometry: { type: string; coordinates: unknown } };

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
      const offMap = lines.flat().filter(([longitude, latitude]) => !(longitude! >= -180 && longitude! <= 180 && Math.abs(latitude!) <= 89.9));
      expect(offMap, `${feature.properties.body} ${feature.properties.angle}`).toEqual([]);
    }
    const sun = body.bodies.find((b: { id: string }) => b.id === 'sun');
    expect(sun.polarLimit).toBeCloseTo(90 - Math.abs(sun.declination), 12);
    const sunMc = (body.map.features as Feature[]).find((f) => f.properties.body === 'sun' && f.properties.angle === 'mc')!;
    expect(sunMc.properties).toMatchObject({ bodyName: 'Sun', angleName: 'Midheaven' });
    // The line's points are rounded to 1e-6° (RFC 7946 §11.2); the body's MC longitude is given whole.
    const mcPoint = (sunMc.geometry.coordinates as number[][])[0]!;
    expect(Math.abs(mcPoint[0]! - sun.mcLongitude)).toBeLessThanOrEqual(5e-7);
    expect(mcPoint[0]).toBe(Math.round(sun.mcLongitude * 1e6) / 1e6);
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

  it('adds the parans with parans=true: lines of constant latitude naming both bodies and angles, each where its two lines cross', async () => {
    const res = await api.get(`/v1/western/astrocartography?${LENNON}&parans=true&bodies=sun,moon,mars`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.settings.parans).toBe(true);
    expect(body.parans.type).toBe('FeatureCollection');
    const features = body.parans.features as Paran[];
    // Three pairs of bodies, six parans each: either on the MC, and on the IC, while the other rises or sets (2
    // each way), and two with both on the horizon (docs/western.md#parans).
    const meridian = (angle: string) => angle === 'mc' || angle === 'ic';
    expect(features.filter((f) => meridian(f.properties.angle1) !== meridian(f.properties.angle2))).toHaveLength(3 * 2 * 2);
    expect(features).toHaveLength(3 * 6);
    for (const feature of features) {
      const p = feature.properties;
      expect(feature.geometry.type).toBe('LineString');
      expect(feature.geometry.coordinates[0]).toEqual([-180, p.latitude]);
      expect(feature.geometry.coordinates.at(-1)).toEqual([180, p.latitude]);
      expect(feature.geometry.coordinates.every(([, latitude]) => latitude === p.latitude)).toBe(true);
      expect(['sun', 'moon', 'mars'].indexOf(p.body1)).toBeLessThan(['sun', 'moon', 'mars'].indexOf(p.body2));
      expect(['mc', 'ic'].includes(p.angle1) && ['mc', 'ic'].includes(p.angle2)).toBe(false);
      // The crossing is on both bodies' lines: at the paran's latitude each line's longitude, from the body's
      // MC longitude and declination as the answer gives them (the formulas of docs/western.md), is the crossing's.
      for (const [id, angle] of [[p.body1, p.angle1], [p.body2, p.angle2]] as const) {
        const { mcLongitude, declination } = body.bodies.find((b: { id: string }) => b.id === id);
        const hourAngle = (Math.acos(Math.max(-1, Math.min(1, -Math.tan(p.latitude * RAD) * Math.tan(declination * RAD)))) / RAD);
        const offset = { mc: 0, ic: 180, asc: -hourAngle, dsc: hourAngle }[angle as 'mc' | 'ic' | 'asc' | 'dsc'];
        const apart = Math.abs(((mcLongitude + offset - p.crossingLongitude + 540) % 360) - 180);
        expect(apart, `${id} ${angle} at ${p.latitude}`).toBeLessThan(1e-6);
      }
    }
    const sunMcMars = features.find((f) => f.properties.body1 === 'sun' && f.properties.angle1 === 'mc' && f.properties.body2 === 'mars')!;
    expect(sunMcMars.properties).toMatchObject({ body1Name: 'Sun', angle1Name: 'Midheaven', body2Name: 'Mars' });
    expect(sunMcMars.properties.crossingLongitude).toBeCloseTo(body.bodies[0].mcLongitude, 9);
  });

  it('answers no parans by default or with parans=no, and names them in Hindi', async () => {
    for (const query of ['', '&parans=no', '&parans=FALSE']) {
      const body = (await api.get(`/v1/western/astrocartography?${LENNON}&bodies=sun,moon${query}`)).json();
      expect(body.settings.parans).toBe(false);
      expect(body.parans).toEqual({ type: 'FeatureCollection', features: [] });
    }
    const hindi = (await api.get(`/v1/western/astrocartography?${LENNON}&bodies=sun,moon&angles=mc,asc&parans=yes&lang=hi`)).json();
    expect(hindi.settings.parans).toBe(true);
    expect(hindi.parans.features.length).toBeGreaterThan(0);
    expect(hindi.parans.features[0].properties).toMatchObject({ body1Name: 'सूर्य', body2Name: 'चंद्र' });
  });

  it('pairs the fixed stars asked for with each body, six parans each, the stars named', async () => {
    const res = await api.get(`/v1/western/astrocartography?${LENNON}&bodies=sun,moon&parans=true&stars=royal`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.settings.paranStars).toEqual(['aldebaran', 'regulus', 'antares', 'fomalhaut']);
    const features = body.parans.features as Paran[];
    const ofStars = features.filter((f) => body.settings.paranStars.includes(f.properties.body2));
    expect(ofStars).toHaveLength(4 * 2 * 6);
    expect(features).toHaveLength(6 + 4 * 2 * 6);
    expect(ofStars.every((f) => ['sun', 'moon'].includes(f.properties.body1))).toBe(true);
    expect(ofStars.find((f) => f.properties.body2 === 'regulus')!.properties.body2Name).toBe('Regulus');
    const svg = await api.get(`/v1/western/astrocartography/svg?${LENNON}&bodies=sun,moon&parans=true&stars=royal`);
    expect(svg.statusCode).toBe(200);
    expect(svg.body).toContain('Regulus');
  });

  it('draws the parans on the map as dashed parallels with their names as tooltips', async () => {
    const res = await api.get(`/v1/western/astrocartography/svg?${LENNON}&size=600&bodies=sun,moon&parans=true`);
    expect(res.statusCode, res.body).toBe(200);
    expect(XMLValidator.validate(res.body)).toBe(true);
    const json = (await api.get(`/v1/western/astrocartography?${LENNON}&bodies=sun,moon&parans=true`)).json();
    const tooltips = res.body.match(/<title>[^<]*–[^<]*<\/title>/g) ?? [];
    expect(tooltips).toHaveLength(json.parans.features.length);
    expect(res.body).toContain('stroke-dasharray="3 3"');
    expect(res.body).toContain('>Paran</text>');
  });

  it('draws the lines on a world map', async () => {
    const res = await api.get(`/v1/western/astrocartography/svg?${LENNON}&size=600`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(XMLValidator.validate(res.body)).toBe(true);
    expect((res.body.match(/<polyline /g) ?? []).length).toBeGreaterThanOrEqual(40);
    expect(res.body).toContain('Astrocartography, 1940-10-09T17:30:00');
  });

  it('refuses an unknown body or angle, a step out of range, an unknown parans word, stars without parans or unknown, and a missing place, naming the field', async () => {
    expectFieldError(await api.get(`/v1/western/astrocartography?${LENNON}&bodies=chiron`), 'bodies');
    expectFieldError(await api.get(`/v1/western/astrocartography?${LENNON}&angles=vertex`), 'angles');
    expectFieldError(await api.get(`/v1/western/astrocartography?${LENNON}&step=10`), 'step');
    expectFieldError(await api.get(`/v1/western/astrocartography?${LENNON}&parans=maybe`), 'parans');
    expectFieldError(await api.get(`/v1/western/astrocartography?${LENNON}&stars=regulus`), 'stars');
    expectFieldError(await api.get(`/v1/western/astrocartography?${LENNON}&parans=true&stars=polaris`), 'stars');
    expectFieldError(await api.get('/v1/western/astrocartography?date=1940-10-09T18:30:00&latitude=53.4'), 'longitude');
    expectFieldError(await api.get(`/v1/western/astrocartography/svg?${LENNON}&size=5000`), 'size');
  });
});
