/**
 * The KP area through the API: the chart's cusps, lords and sub numbers agree with the engine's table, the
 * significators follow their four levels, the ruling planets and horary charts answer for a place and a moment,
 * the 249-sub table, Hindi names, and every bad input a 400 naming its field.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.ts';

const BIRTH = 'date=1991-07-05T01:04:00&latitude=1.3521&longitude=103.8198&timezone=8';

interface Lord { id: string; name: string }
interface Point { longitude: number; sign: { number: number }; signLord: Lord; starLord: Lord; subLord: Lord; subSubLord: Lord; deeperLords: Lord[]; subNumber: number }

describe('KP', () => {
  const api = useTestApp();

  it('gives the 249-sub table from 0° Aries to 360° with the published checks', async () => {
    const res = await api.get('/v1/kp/subs');
    expect(res.statusCode).toBe(200);
    const body = res.json() as { count: number; subs: { number: number; sign: { name: string }; subLord: Lord; start: { longitude: number; degree: string }; end: { longitude: number } }[] };
    expect(body.count).toBe(249);
    expect(body.subs).toHaveLength(249);
    expect(body.subs[0]!.start.longitude).toBe(0);
    expect(body.subs[248]!.end.longitude).toBe(360);
    for (let i = 1; i < 249; i++) expect(body.subs[i]!.start.longitude).toBe(body.subs[i - 1]!.end.longitude);
    const s120 = body.subs[119]!;
    expect([s120.sign.name, s120.start.degree, s120.subLord.id]).toEqual(['Virgo', '22°40′00″', 'sun']);
    expect(body.subs[174]!.sign.name).toBe('Sagittarius');
    expect(body.subs[174]!.start.degree).toBe('11°26′40″');
  });

  it('gives the chart: Placidus cusps, the lagna as cusp 1, lords to the asked level, settings echoed', async () => {
    const res = await api.get(`/v1/kp/chart?${BIRTH}&levels=5&positions=geometric`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { settings: Record<string, unknown>; lagna: Point; cusps: (Point & { house: number; subLordSignifies: number[] })[]; planets: (Point & { id: string; house: number })[] };
    expect(body.settings).toMatchObject({ ayanamsha: { id: 5, name: 'Krishnamurti' }, houseSystem: 'placidus', levels: 5, nodes: 'agents', positions: 'geometric' });
    expect(body.cusps).toHaveLength(12);
    expect(body.cusps[0]!.longitude).toBe(body.lagna.longitude);
    expect(body.planets.map((p) => p.id)).toEqual(['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu', 'ketu']);
    for (const point of [body.lagna, ...body.cusps, ...body.planets]) expect(point.deeperLords).toHaveLength(2);
    // PyJHora 4.8.5 (dev2 line kp-4343-0): ascendant Pisces 19°33′45″, star Mercury, sub Venus, sub-sub Venus.
    expect([body.lagna.starLord.id, body.lagna.subLord.id, body.lagna.subSubLord.id]).toEqual(['mercury', 'venus', 'venus']);
  });

  it('gives significators per house and per graha, and switches the node rule', async () => {
    const agents = (await api.get(`/v1/kp/significators?${BIRTH}`)).json() as { houses: { house: number; A: Lord[]; B: Lord[]; C: Lord[]; D: Lord[]; owner: Lord }[]; planets: { id: string; agents: Lord[] }[] };
    expect(agents.houses).toHaveLength(12);
    for (const house of agents.houses) expect(house.D.map((l) => l.id)).toContain(house.owner.id);
    expect(agents.planets.find((p) => p.id === 'rahu')!.agents.length).toBeGreaterThan(0);
    const parashari = (await api.get(`/v1/kp/significators?${BIRTH}&nodes=parashari`)).json() as typeof agents;
    expect(parashari.planets.find((p) => p.id === 'rahu')!.agents).toEqual([]);
  });

  it('gives the ruling planets and a horary chart whose lagna is the start of the sub asked', async () => {
    const ruling = await api.get('/v1/kp/ruling-planets?city=new-delhi&date=2026-06-15T10:00:00');
    expect(ruling.statusCode, ruling.body).toBe(200);
    expect(ruling.json().day.lord.id).toBe('moon');
    // Before sunrise (05:23 IST) the Vedic day is still Sunday's.
    const early = await api.get('/v1/kp/ruling-planets?city=new-delhi&date=2026-06-15T04:00:00');
    expect(early.json().day.lord.id).toBe('sun');
    const horary = await api.get('/v1/kp/horary?number=120&city=new-delhi&date=2026-06-15T10:00:00&lang=hi');
    expect(horary.statusCode, horary.body).toBe(200);
    const body = horary.json() as { lagna: Point; sub: { start: { longitude: number } }; cusps: (Point & { tropicalLongitude: number })[]; settings: { ayanamsha: { degrees: number } } };
    expect(body.lagna.longitude).toBe(body.sub.start.longitude);
    // The sidereal time found raises the sub's start: the Placidus ascendant cast for it is that degree within 1e-6°.
    const cast = (body.cusps[0]!.tropicalLongitude - body.settings.ayanamsha.degrees + 360) % 360;
    expect(Math.abs(cast - body.sub.start.longitude)).toBeLessThan(1e-6);
    expect(body.lagna.subNumber).toBe(120);
    expect(body.lagna.subLord.name).toBe('सूर्य');
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const cases: [string, RegExp][] = [
      ['/v1/kp/horary?number=250&city=new-delhi', /number/],
      ['/v1/kp/horary?number=0&city=new-delhi', /number/],
      ['/v1/kp/horary?city=new-delhi', /number/],
      [`/v1/kp/chart?${BIRTH}&levels=6`, /levels/],
      [`/v1/kp/chart?${BIRTH}&levels=2`, /levels/],
      [`/v1/kp/significators?${BIRTH}&nodes=vedic`, /nodes/],
      [`/v1/kp/chart?${BIRTH}&ayanamsha=47`, /ayanamsha/],
      ['/v1/kp/chart?date=1991-07-05T01:04:00&latitude=70&longitude=20&timezone=1', /latitude/],
      ['/v1/kp/horary?number=5&latitude=-70&longitude=20&timezone=1', /latitude/],
    ];
    for (const [url, field] of cases) {
      const res = await api.get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toMatch(field);
    }
  });
});
