/** The divisional charts beyond D60 and the methods of the vargas, through REST: what is drawn, what is echoed, the 400s. */
import { describe, expect, it } from 'vitest';
import { bearer, useTestApp } from '../helpers/app.ts';

const BIRTH = 'date=1996-12-07T10:34:00&latitude=13.0878&longitude=80.2785&timezone=5.5';
const BODY = { date: '1996-12-07T10:34:00', latitude: 13.0878, longitude: 80.2785, timezone: 5.5 };

interface VargaJson {
  chart: string;
  name: string;
  method: string;
  source: string;
  lagna: { signNumber: number; nadiamsha?: number };
  planets: { id: string; signNumber: number; nadiamsha?: number }[];
}

describe('divisional charts beyond D60 and by method', () => {
  const api = useTestApp();
  const get = (query: string) => api.app.inject({ url: `/v1/mcp/get-divisional-chart?${BIRTH}&${query}`, headers: bearer(api.key) });

  it('draws D81, D108, D144 and D150 when named; `all` stays D1–D60', async () => {
    const res = await get('chart=D81,D108,d144,150');
    expect(res.statusCode).toBe(200);
    const charts = res.json().charts as VargaJson[];
    expect(charts.map((c) => [c.chart, c.name])).toEqual([['D81', 'Nava-navamsha'], ['D108', 'Ashtottaramsha'], ['D144', 'Dwadash-dwadashamsha'], ['D150', 'Nadiamsha']]);
    expect(charts[1]!.source).toContain('ashtotharamsa_chart method 1');
    const all = (await get('chart=all')).json().charts as VargaJson[];
    expect(all.map((c) => c.chart).at(-1)).toBe('D60');
    expect(all).toHaveLength(20);
  });

  it('gives each graha of D150 its nadiamsha (1–150), and no nadiamsha field elsewhere', async () => {
    const charts = (await get('chart=D150,D60')).json().charts as VargaJson[];
    const [d150, d60] = charts as [VargaJson, VargaJson];
    expect(d150.lagna.nadiamsha).toBeGreaterThanOrEqual(1);
    for (const planet of d150.planets) expect(planet.nadiamsha).toBeGreaterThanOrEqual(1);
    expect(d150.planets.every((p) => (p.nadiamsha ?? 0) <= 150)).toBe(true);
    expect(d60.lagna).not.toHaveProperty('nadiamsha');
    expect(d60.planets[0]).not.toHaveProperty('nadiamsha');
  });

  it('the default is byte-identical with and without method=parashara, apart from the methods echoed in settings', async () => {
    const plain = await get('chart=D2,D3,D30');
    const named = await get('chart=D2,D3,D30&method=parashara');
    expect(plain.json().settings).not.toHaveProperty('methods');
    const { methods, ...settings } = named.json().settings;
    expect(methods).toEqual([{ chart: 'D2', method: 'parashara' }, { chart: 'D3', method: 'parashara' }, { chart: 'D30', method: 'parashara' }]);
    expect({ ...named.json(), settings }).toEqual(plain.json());
  });

  it('draws each chart by the method named for it, and says so', async () => {
    const res = await get('chart=D2,D3,D9&method=D2:parivritti,D3:Jagannatha');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.settings.methods).toEqual([{ chart: 'D2', method: 'parivritti' }, { chart: 'D3', method: 'jagannatha' }, { chart: 'D9', method: 'parashara' }]);
    const [d2, d3] = body.charts as VargaJson[];
    expect(d2!.method).toContain('Aries: Aries, Taurus');
    expect(d3!.source).toContain('drekkana_chart method 4');
    const plain = (await get('chart=D2,D3,D9')).json().charts as VargaJson[];
    expect(d2!.planets.map((p) => p.signNumber)).not.toEqual(plain[0]!.planets.map((p) => p.signNumber));
  });

  it('applies a method named alone to every chart drawn (POST body)', async () => {
    const res = await api.app.inject({ method: 'POST', url: '/v1/mcp/get-divisional-chart', headers: bearer(api.key), payload: { ...BODY, chart: 'D30,D108', method: 'somanatha' } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.settings.methods).toEqual([{ chart: 'D30', method: 'somanatha' }, { chart: 'D108', method: 'somanatha' }]);
    for (const chart of body.charts as VargaJson[]) {
      expect(chart.method).toContain('backward from Pisces');
      expect(chart.source).toContain('Somanatha');
    }
  });

  it('draws a picture by a method, naming it in the title', async () => {
    const res = await api.app.inject({ url: `/v1/mcp/get-divisional-chart/svg?${BIRTH}&chart=D2&method=kashinatha`, headers: bearer(api.key) });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Hora (D2, Kashinatha)');
    const d150 = await api.app.inject({ url: `/v1/calculations/kundali/svg?${BIRTH}&chart=D150`, headers: bearer(api.key) });
    expect(d150.statusCode).toBe(200);
    expect(d150.body).toContain('Nadiamsha (D150)');
  });

  it.each([
    ['an unknown method', 'chart=D2&method=raman', '"raman" is not a varga method'],
    ['a method the varga does not have', 'chart=D9&method=parivritti', 'D9 has no method parivritti; its methods: parashara'],
    ['a method for every chart that one chart lacks', 'chart=D2,D3&method=kashinatha', 'D3 has no method kashinatha'],
    ['an unknown varga in a method', 'chart=D2&method=D13:parivritti', '"d13" is not a divisional chart'],
    ['a method for a chart not requested', 'chart=D2&method=D3:jagannatha', 'names D3, which is not among the charts requested'],
  ])('%s is a 400 naming method', async (_, query, message) => {
    const res = await get(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'INVALID_PARAMETER', code: 400 });
    expect(res.json().message).toContain("'method'");
    expect(res.json().message).toContain(message);
  });

  it('an unknown varga is a 400 naming chart, on the picture too', async () => {
    const res = await get('chart=D13');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("'chart'");
    const picture = await api.app.inject({ url: `/v1/mcp/get-divisional-chart/svg?${BIRTH}&chart=D9&method=somanatha`, headers: bearer(api.key) });
    expect(picture.statusCode).toBe(400);
    expect(picture.json().message).toContain('D9 has no method somanatha');
  });
});
