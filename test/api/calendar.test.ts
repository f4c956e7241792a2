/**
 * The festival calendar through the API: a year's festivals at a catalogued city and at coordinates, one
 * festival, categories, Hindi, the polar omissions, the parana of an Ekadashi, and each bad input a 4xx naming
 * its field.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.ts';

interface Occurrence {
  id: string;
  date: string;
  tradition: string | null;
  category: string;
  why: string;
  decidedBy: string;
  window: { startLocal: string; endLocal: string } | null;
  parana: { startLocal: string } | null;
  tithi: { number: number; startLocal: string } | null;
  kala: { id: string } | null;
}

describe('festival calendar', () => {
  const api = useTestApp();

  it('gives a year\'s festivals at a city, each with its tithi, kala, window, why and sources', async () => {
    const res = await api.get('/v1/calendar/festivals?year=2024&city=new-delhi');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ year: 2024, place: { city: 'new-delhi' }, source: 'computed', settings: { sunrise: 'observed', timezone: 'Asia/Kolkata', timezoneSource: 'city' } });
    const festivals = body.festivals as Occurrence[];
    const diwali = festivals.find((f) => f.id === 'diwali')!;
    expect(diwali).toMatchObject({ date: '2024-11-01', decidedBy: 'both-days:second-if-one-ghati', kala: { id: 'pradosha' } });
    expect(diwali.why).toBe('Kartika Krishna Amavasya touches the pradosha kaal (after sunset) of two days and lasts at least one ghati into the second\'s, so the second is kept.');
    expect(diwali.window!.startLocal).toMatch(/^2024-11-01T17:3\d:\d\d\+05:30$/);
    // Dates in order; every category present; 24 Ekadashis a year (plus the adhika ones), both traditions.
    expect(festivals.map((f) => f.date)).toEqual([...festivals.map((f) => f.date)].sort());
    expect(new Set(festivals.map((f) => f.category))).toEqual(new Set(['festival', 'ekadashi', 'pradosh', 'sankashti', 'purnima', 'amavasya', 'sankranti']));
    const smarta = festivals.filter((f) => f.category === 'ekadashi' && f.tradition === 'smarta');
    expect(smarta.length).toBeGreaterThanOrEqual(24);
    for (const ekadashi of smarta) expect(ekadashi.parana).not.toBeNull();
    expect(body.omitted).toEqual([]);
  });

  it('answers one festival, a category, and the same day at the coordinates of a city', async () => {
    const mumbai = (await api.get('/v1/calendar/festivals/diwali?year=2024&city=mumbai')).json();
    expect(mumbai.festivals.map((f: Occurrence) => [f.id, f.date])).toEqual([['diwali', '2024-10-31']]);
    const ekadashis = (await api.get('/v1/calendar/festivals?year=2025&city=new-delhi&category=ekadashi')).json();
    expect(new Set(ekadashis.festivals.map((f: Occurrence) => f.category))).toEqual(new Set(['ekadashi']));
    const byCoordinates = (await api.get('/v1/calendar/festivals/DIWALI?year=2024&latitude=19.076&longitude=72.8777&timezone=Asia/Kolkata')).json();
    expect(byCoordinates.festivals[0].date).toBe('2024-10-31');
    const pradosh = (await api.get('/v1/calendar/festivals/pradosh?year=2025&city=new-delhi')).json();
    expect(pradosh.festivals.length).toBeGreaterThanOrEqual(24);
    // Named by weekday as almanacs print them; Purnimas by their month.
    for (const p of pradosh.festivals as (Occurrence & { name: string; weekday: string })[]) {
      const prefix = { Sunday: 'Ravi', Monday: 'Soma', Tuesday: 'Bhauma', Wednesday: 'Budha', Thursday: 'Guru', Friday: 'Shukra', Saturday: 'Shani' }[p.weekday];
      expect(p.name).toBe(`${prefix} Pradosh Vrat`);
    }
    const purnimas = (await api.get('/v1/calendar/festivals/purnima?year=2025&city=new-delhi')).json();
    expect(purnimas.festivals.find((f: { date: string }) => f.date === '2025-11-05')).toMatchObject({ name: 'Kartika Purnima' });
  });

  it('keeps the regional new years on the first day of the solar month by each region\'s rule', async () => {
    // 2024 as the regions kept them: Mesha sankranti 13 April 21:1x IST, Simha 16 August 19:4x IST.
    const cases: [string, string, string, string][] = [
      ['puthandu', 'chennai', '2024-04-14', 'Tamil rule'],
      ['vishu', 'thiruvananthapuram', '2024-04-14', 'Malabar (afternoon) rule'],
      ['pohela-boishakh', 'kolkata', '2024-04-14', 'Bengal rule'],
      ['pana-sankranti', 'bhubaneswar', '2024-04-13', 'Orissa rule'],
      ['baisakhi', 'amritsar', '2024-04-13', 'Orissa rule'],
      ['chingam-1', 'kochi', '2024-08-17', 'Malabar (afternoon) rule'],
    ];
    for (const [id, city, date, rule] of cases) {
      const body = (await api.get(`/v1/calendar/festivals/${id}?year=2024&city=${city}`)).json();
      expect(body.festivals, id).toHaveLength(1);
      expect(body.festivals[0], id).toMatchObject({ id, date, decidedBy: 'solar-month-start', tithi: null, kala: null });
      expect(body.festivals[0].why, id).toContain(`by the ${rule}`);
      expect(body.festivals[0].source, id).toMatch(/Sewell and S\. B\. Dikshit/);
    }
  });

  it('names festivals and writes the why in Hindi', async () => {
    const body = (await api.get('/v1/calendar/festivals/diwali?year=2025&city=new-delhi&lang=hi')).json();
    expect(body.festivals[0]).toMatchObject({ name: 'दीपावली (लक्ष्मी पूजा)', weekday: 'सोमवार' });
    expect(body.festivals[0].why).toMatch(/^कार्तिक कृष्ण अमावस्या/);
  });

  it('defaults to the current year at the place', async () => {
    const body = (await api.get('/v1/calendar/festivals/holi?city=new-delhi')).json();
    expect(body.year).toBe(2026);
  });

  it('leaves out, saying why, the festivals whose day has no sunrise beyond the polar circle', async () => {
    const body = (await api.get('/v1/calendar/festivals?year=2025&city=tromso')).json();
    expect(body.festivals.length).toBeGreaterThan(50);
    expect(body.omitted.length).toBeGreaterThan(0);
    for (const o of body.omitted) expect(o.reason).toMatch(/does not rise and set/);
  });

  it('answers bad input with a 4xx naming the field', async () => {
    const cases: [string, number, string, RegExp][] = [
      ['/v1/calendar/festivals?year=24&city=new-delhi', 400, 'INVALID_PARAMETER', /year/],
      ['/v1/calendar/festivals?year=1700&city=new-delhi', 400, 'INVALID_PARAMETER', /year/],
      ['/v1/calendar/festivals?year=2025&city=atlantis', 400, 'INVALID_PARAMETER', /city/],
      ['/v1/calendar/festivals?year=2025', 400, 'INVALID_PARAMETER', /latitude/],
      ['/v1/calendar/festivals?year=2025&city=new-delhi&category=feast', 400, 'INVALID_PARAMETER', /category/],
      ['/v1/calendar/festivals?year=2025&city=new-delhi&sunrise=late', 400, 'INVALID_PARAMETER', /sunrise/],
      ['/v1/calendar/festivals?year=2025&latitude=28.6&longitude=77.2&timezone=Mars/Olympus', 400, 'INVALID_PARAMETER', /timezone/],
      ['/v1/calendar/festivals/christmas?year=2025&city=new-delhi', 404, 'UNKNOWN_FESTIVAL', /festival/],
    ];
    for (const [url, status, error, field] of cases) {
      const res = await api.get(url);
      expect(res.statusCode, url).toBe(status);
      expect(res.json(), url).toMatchObject({ error, code: status });
      expect(res.json().message, url).toMatch(field);
    }
  });
});
