/**
 * The muhurta finder through the API: windows for an activity over a range at a city, each re-checked against
 * the panchanga the API gives for the middle of the window (tithi, nakshatra, yoga, karana, weekday); none in
 * Chaturmas or Kharmas for marriage; a birth keeps a subset; Hindi; and each bad input a 4xx naming its field.
 * The vetoes themselves (combustion, Kharmas, Chaturmas, adhika masa, Bhadra, rahu kaal) are re-derived for
 * every window of two years in test/astro/muhurta/search.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.ts';

interface Window {
  start: string;
  end: string;
  date: string;
  quality: string;
  tithi: { number: number; name: string };
  nakshatra: { number: number; name: string };
  yoga: { name: string };
  karana: { name: string };
  weekday: string;
  reasons: { factor: string; verdict: string; text: string }[];
}

describe('muhurta search', () => {
  const api = useTestApp();
  const search = async (query: string) => {
    const res = await api.get(`/v1/muhurta/search?${query}`);
    expect(res.statusCode, query).toBe(200);
    return res.json() as { windows: Window[]; source: string; birth: unknown; rules: { vetoes: { id: string }[] } };
  };

  it('finds marriage windows whose elements are those of the panchanga at their middle', async () => {
    const body = await search('activity=marriage&city=new-delhi&from=2026-04-01&to=2026-07-01');
    expect(body.source).toBe('computed');
    expect(body.rules.vetoes.map((v) => v.id)).toEqual(expect.arrayContaining(['chaturmas', 'kharmas', 'venus-combust', 'jupiter-combust', 'bhadra', 'rahu-kaal']));
    expect(new Set(body.windows.map((w) => w.date)).size).toBeGreaterThan(5);
    for (const w of body.windows.filter((_, i) => i % 5 === 0)) {
      const middle = new Date((Date.parse(w.start) + Date.parse(w.end)) / 2).toISOString();
      const day = (await api.get(`/v1/calculations/panchanga?city=new-delhi&date=${middle}`)).json();
      expect([day.tithi.number, day.nakshatra.number, day.yoga.name, day.karana.name, day.vara.name], middle).toEqual([
        w.tithi.number, w.nakshatra.number, w.yoga.name, w.karana.name, w.weekday,
      ]);
      expect(w.reasons.find((r) => r.factor === 'nakshatra')?.verdict).toBe('favourable');
    }
  });

  it('proposes no marriage in Chaturmas (Devshayani to Devutthana Ekadashi) or Kharmas (Sun in Dhanu)', async () => {
    // 2026: Devshayani Ekadashi 25 July, Devutthana 20 November; the Sun enters Dhanu on 16 December.
    expect((await search('activity=marriage&city=new-delhi&from=2026-07-26&to=2026-11-20')).windows).toEqual([]);
    expect((await search('activity=marriage&city=new-delhi&from=2026-12-17&to=2027-01-14')).windows).toEqual([]);
    // Travel is barred by neither.
    expect((await search('activity=travel&city=new-delhi&from=2026-08-01&to=2026-09-01')).windows.length).toBeGreaterThan(0);
  });

  it('keeps, for a birth, only windows with tara bala and chandra bala, each inside a window found without one', async () => {
    const range = 'activity=griha-pravesh&city=new-delhi&from=2026-01-01&to=2026-06-01';
    const all = (await search(range)).windows;
    const birth = await search(`${range}&birthNakshatra=rohini&birthRashi=taurus`);
    expect(birth.birth).toEqual({ nakshatra: 'Rohini', rashi: 'Taurus' });
    expect(birth.windows.length).toBeGreaterThan(0);
    expect(birth.windows.length).toBeLessThan(all.length);
    for (const w of birth.windows) {
      expect(all.some((a) => a.start <= w.start && w.end <= a.end), w.start).toBe(true);
      expect(w.reasons.map((r) => r.factor)).toEqual(expect.arrayContaining(['tara-bala', 'chandra-bala']));
    }
    // A birth date-time gives the birth Moon the birth details endpoint gives for it.
    const byDate = await search(`${range}&birthDate=1990-05-15T10:30:00&birthTimezone=Asia/Kolkata`);
    const details = (await api.post('/v1/astrology/birth_details', { date: '1990-05-15T10:30:00', latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' })).json();
    expect(byDate.birth).toEqual({ nakshatra: details.moon.nakshatra, rashi: details.moon.rashi });
  });

  it('filters by quality and writes the reasons in Hindi', async () => {
    const excellent = await search('activity=business-start&city=mumbai&from=2026-03-01&to=2026-04-01&quality=excellent');
    for (const w of excellent.windows) expect(w.quality).toBe('excellent');
    const hindi = await search('activity=vehicle-purchase&city=new-delhi&from=2026-03-01&to=2026-04-01&lang=hi');
    expect(hindi.windows[0]!.reasons[0]!.text).toMatch(/वाहन क्रय के लिए ग्राह्य है/);
  });

  it('answers bad input with a 4xx naming the field', async () => {
    const cases: [string, RegExp][] = [
      ['city=new-delhi', /activity/],
      ['activity=picnic&city=new-delhi', /activity/],
      ['activity=marriage&city=new-delhi&from=2026-13-01', /from/],
      ['activity=marriage&city=new-delhi&from=2026-01-01&to=2025-12-01', /to/],
      ['activity=marriage&city=new-delhi&from=2026-01-01&to=2027-06-01', /to/],
      ['activity=marriage&city=new-delhi&quality=best', /quality/],
      ['activity=marriage&city=new-delhi&birthNakshatra=rohini', /birthRashi/],
      ['activity=marriage&city=new-delhi&birthNakshatra=28&birthRashi=1', /birthNakshatra/],
      ['activity=marriage&city=new-delhi&birthDate=yesterday', /birthDate/],
      ['activity=marriage&city=new-delhi&birthDate=1990-05-15T10:30:00&birthTimezone=Moon/Base', /birthTimezone/],
      ['activity=marriage', /latitude/],
    ];
    for (const [query, field] of cases) {
      const res = await api.get(`/v1/muhurta/search?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toMatch(field);
    }
  });
});
