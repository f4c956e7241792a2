/**
 * Sign horoscopes through the API: the spec's daily and monthly shapes, weekly and yearly, the same bytes for the
 * same request, the aliases and the query form, the demo key, 404s that list the valid values, languages, and
 * dates read in Indian Standard Time.
 */
import { describe, expect, it } from 'vitest';
import { bearer, TEST_DEMO_KEY, useTestApp } from '../helpers/app.ts';

const DATE = 'date=2026-03-19';

describe('sign horoscopes', () => {
  const api = useTestApp();

  it('answers the daily horoscope in the spec\'s shape, with the rule and transit behind each statement', async () => {
    const res = await api.get(`/v1/calculations/horoscope/daily/leo?${DATE}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ period: 'daily', sign: 'Leo', signId: 'leo', date: '2026-03-19', zodiac: 'sidereal', prediction: expect.any(String) });
    expect(body.lucky).toEqual({ number: expect.any(Number), color: expect.any(String), stone: expect.any(String) });
    expect(Object.keys(body.planetaryInfluences).sort()).toEqual(['jupiter', 'ketu', 'mars', 'mercury', 'moon', 'rahu', 'saturn', 'sun', 'venus']);
    expect(body.remedies).toEqual(expect.any(Array));
    expect(body.statements.length).toBeGreaterThan(0);
    for (const st of body.statements) expect(st.basis).toMatchObject({ planet: expect.any(String), house: expect.any(Number), from: expect.any(String) });
    expect(body.reading).toMatch(/Moon sign/);
  });

  it('answers the monthly horoscope in the spec\'s shape, key dates from the month\'s events', async () => {
    const body = (await api.get(`/v1/calculations/horoscope/monthly/scorpio?${DATE}`)).json();
    expect(body).toMatchObject({ period: 'monthly', sign: 'Scorpio', month: 'March 2026', overview: expect.any(String), from: '2026-03-01', to: '2026-03-31' });
    expect(body.keyDates.length).toBeGreaterThan(0);
    for (const k of body.keyDates) expect(k.date >= '2026-03-01' && k.date <= '2026-03-31').toBe(true);
    expect(body.monthlyRemedies).toEqual(expect.any(Array));
  });

  it('dates key dates and the sentences by the local date in India, and says so in settings', async () => {
    // Venus enters sidereal Virgo at 2026-11-05T19:15:54Z: 6 November 00:45 in India.
    const body = (await api.get('/v1/calculations/horoscope/monthly/aries?date=2026-11-10')).json();
    expect(body.settings).toEqual({ timezone: 5.5, timezoneSource: 'default' });
    const venus = body.keyDates.filter((k: { rule: string; basis: { planet: string; signNumber: number } }) => k.rule === 'event.sign-ingress' && k.basis.planet === 'venus' && k.basis.signNumber === 6);
    expect(venus).toHaveLength(1);
    expect(venus[0]).toMatchObject({ date: '2026-11-06', basis: { from: '2026-11-06', to: '2026-11-06' } });
    expect(venus[0].prediction).toContain('2026-11-06');
    expect(body.overview).not.toContain('2026-11-05: Venus');
  });

  it('answers weekly (Monday to Sunday, a prediction a day) and yearly horoscopes', async () => {
    const week = (await api.get(`/v1/calculations/horoscope/weekly/aries?${DATE}`)).json();
    expect(week).toMatchObject({ period: 'weekly', from: '2026-03-16', to: '2026-03-22' });
    expect(week.days.map((d: { date: string }) => d.date)).toEqual(['2026-03-16', '2026-03-17', '2026-03-18', '2026-03-19', '2026-03-20', '2026-03-21', '2026-03-22']);
    expect(new Set(week.days.map((d: { prediction: string }) => d.prediction)).size).toBe(7);
    const year = (await api.get(`/v1/calculations/horoscope/yearly/aries?${DATE}`)).json();
    expect(year).toMatchObject({ period: 'yearly', year: 2026, from: '2026-01-01', to: '2026-12-31' });
  });

  it('gives the same bytes for the same request, and the same body on every alias and the query form', async () => {
    const first = await api.get(`/v1/calculations/horoscope/daily/virgo?${DATE}`);
    const again = await api.get(`/v1/calculations/horoscope/daily/virgo?${DATE}`);
    expect(again.body).toBe(first.body);
    const key = { 'x-api-key': api.key };
    const horoscope = await api.get(`/external/v1/horoscope/daily/virgo?${DATE}`, key);
    const rashifal = await api.get(`/external/v1/rashifal/daily/virgo?${DATE}`, key);
    const query = await api.get(`/v1/calculations/horoscope?sign=virgo&period=daily&${DATE}`);
    expect(horoscope.body).toBe(first.body);
    expect(rashifal.body).toBe(first.body);
    expect(query.body).toBe(first.body);
  });

  it('lets the demo key read the daily horoscope on both prefixes, not the others', async () => {
    expect((await api.get(`/v1/calculations/horoscope/daily/leo?${DATE}`, bearer(TEST_DEMO_KEY))).statusCode).toBe(200);
    expect((await api.get(`/external/v1/horoscope/daily/leo?${DATE}`, { 'x-api-key': TEST_DEMO_KEY })).statusCode).toBe(200);
    expect((await api.get(`/v1/calculations/horoscope/monthly/leo?${DATE}`, bearer(TEST_DEMO_KEY))).statusCode).toBe(403);
  });

  it('answers an unknown sign or period with 404 listing the valid values', async () => {
    const sign = await api.get('/v1/calculations/horoscope/daily/ophiuchus');
    expect(sign.statusCode).toBe(404);
    expect(sign.json()).toMatchObject({ error: 'UNKNOWN_SIGN', code: 404 });
    expect(sign.json().message).toContain('sagittarius');
    const period = await api.get('/v1/calculations/horoscope/hourly/leo');
    expect(period.statusCode).toBe(404);
    expect(period.json()).toMatchObject({ error: 'UNKNOWN_PERIOD', code: 404 });
    expect(period.json().message).toContain('weekly');
  });

  it('answers in Hindi with lang=hi and in English for an unsupported language', async () => {
    const hi = (await api.get(`/v1/calculations/horoscope/daily/leo?${DATE}&lang=hi`)).json();
    expect(hi.sign).toBe('सिंह');
    for (const text of [hi.prediction, ...hi.remedies, ...Object.values(hi.planetaryInfluences), hi.lucky.color, hi.lucky.stone, hi.reading]) {
      expect(text).toMatch(/[\u0900-\u097F]/);
      expect(text).not.toMatch(/[A-Za-z]/);
    }
    // Every other string of the Hindi daily and monthly bodies is Hindi, but ids, codes, dates and the zone.
    const NOT_TEXT = new Set(['signId', 'zodiac', 'period', 'rule', 'area', 'tone', 'planet', 'source', 'date', 'from', 'to', 'timezone', 'timezoneSource']);
    const strings = (value: unknown, key = ''): string[] =>
      typeof value === 'string' ? (NOT_TEXT.has(key) ? [] : [value])
        : Array.isArray(value) ? value.flatMap((v) => strings(v, key))
          : value && typeof value === 'object' ? Object.entries(value).flatMap(([k, v]) => strings(v, k)) : [];
    const month = (await api.get(`/v1/calculations/horoscope/monthly/leo?${DATE}&lang=hi`)).json();
    for (const text of [...strings(hi), ...strings(month)]) {
      expect(text, text).toMatch(/[\u0900-\u097F]/);
      expect(text, text).not.toMatch(/[A-Za-z]/);
    }
    const fr = await api.get(`/v1/calculations/horoscope/daily/leo?${DATE}&lang=fr`);
    const en = await api.get(`/v1/calculations/horoscope/daily/leo?${DATE}`);
    expect(fr.json()).toEqual(en.json());
  });

  it('reads the Sun sign on the tropical zodiac with zodiac=tropical', async () => {
    const body = (await api.get(`/v1/calculations/horoscope/daily/leo?${DATE}&zodiac=tropical`)).json();
    expect(body).toMatchObject({ zodiac: 'tropical' });
    expect(body.reading).toMatch(/Sun sign/);
  });

  describe('natal horoscope', () => {
    const BIRTH = 'dob=1990-05-15T10:30:00&lat=28.6139&lng=77.209';

    it('reads the natal Moon sign with the dasha, Saturn\'s phase, chandrashtama and tara bala of the period', async () => {
      const res = await api.get(`/external/v1/calculations/horoscope/monthly?${BIRTH}&${DATE}`, { 'x-api-key': api.key });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ period: 'monthly', from: '2026-03-01', to: '2026-03-31', settings: { timezone: 'Asia/Kolkata', timezoneSource: 'coordinates' } });
      expect(body.dasha.mahadasha).toMatchObject({ planet: expect.any(String), startDate: expect.any(String) });
      expect(body.taraBala).toHaveLength(31);
      for (const t of body.taraBala) expect(t.tara).toBeGreaterThanOrEqual(1);
      // The Moon spends about 2¼ days of each 27⅓ in any one sign: two or three chandrashtama spells a month.
      expect(body.chandrashtamaDays.length).toBeGreaterThanOrEqual(2);
      expect(body.chandrashtamaDays.length).toBeLessThanOrEqual(8);
      // The reading is the natal Moon sign's: the same overview as that sign's monthly horoscope.
      const moonSign = (await api.get(`/v1/calculations/horoscope/monthly/${body.moonSign.toLowerCase()}?${DATE}`)).json();
      expect(body.prediction).toBe(moonSign.overview);
      expect(body.summary[0]).toContain(body.moonSign);
    });

    it('answers a daily natal horoscope in Hindi', async () => {
      const body = (await api.get(`/v1/calculations/horoscope/daily?${BIRTH}&${DATE}&lang=hi`)).json();
      expect(body.period).toBe('daily');
      for (const text of [body.prediction, ...body.summary, body.moonSign, body.nakshatra, body.lagna]) expect(text).toMatch(/[\u0900-\u097F]/);
    });

    it('asks for the birth and refuses an unknown period', async () => {
      const missing = await api.get('/v1/calculations/horoscope/daily?lat=28.6&lng=77.2');
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toContain("'dob'");
      expect((await api.get(`/v1/calculations/horoscope/hourly?${BIRTH}`)).json()).toMatchObject({ error: 'UNKNOWN_PERIOD', code: 404 });
    });
  });
});
