/**
 * A date in the regional calendars through the API: each calendar's month, day, year and era on days almanacs
 * print, the sankranti and rule that began a solar month, Hindi names, and each bad input a 400 naming its field.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.ts';

describe('calendar date', () => {
  const api = useTestApp();

  it('writes a date in each calendar as the region\'s almanacs do', async () => {
    // Published days: Puthandu (Chithirai 1) 14 April 2024 in Chennai, Pohela Boishakh 1431 on 14 April 2024 in
    // Kolkata, Pana Sankranti 13 April 2024, Chingam 1 of Kollam 1200 on 17 August 2024, Gujarati new year 2081 on
    // 2 November 2024 (the day after Diwali), Saka Chaitra 1, 1946 on 21 March 2024; the tabular Hijri 6 Dhu al-Hijjah
    // 1364 on 12 November 1945 (Reingold and Dershowitz's sample date).
    const cases: [string, Record<string, unknown>][] = [
      ['calendar=tamil&date=2024-04-14&city=chennai', { year: 2055, era: 'Thiruvalluvar', yearName: 'Krodhi', month: { number: 1, name: 'Chithirai', start: '2024-04-14' }, day: 1 }],
      ['calendar=bengali&date=2024-04-14&city=kolkata', { year: 1431, era: 'Bangabda', month: { number: 1, name: 'Boishakh', start: '2024-04-14' }, day: 1 }],
      ['calendar=odia&date=2024-04-13&city=bhubaneswar', { year: 1431, era: 'Amli', month: { name: 'Baisakha', start: '2024-04-13' }, day: 1 }],
      // Sewell's Orissa rule counts the day from sunrise: the Mesha ingress of 14 April 2025 03:21 IST belongs to 13 April.
      ['calendar=odia&date=2025-04-13&city=bhubaneswar', { year: 1432, month: { name: 'Baisakha', start: '2025-04-13' }, day: 1 }],
      ['calendar=malayalam&date=2024-08-17&city=thiruvananthapuram', { year: 1200, era: 'Kollam', month: { number: 1, name: 'Chingam', start: '2024-08-17' }, day: 1 }],
      ['calendar=punjabi&date=2024-04-13&city=amritsar', { year: 2081, month: { name: 'Vaisakh' }, day: 1 }],
      ['calendar=gujarati&date=2024-11-02&city=ahmedabad', { year: 2081, month: { number: 1, name: 'Kartika', start: '2024-11-02' }, day: 1, paksha: 'Shukla Paksha' }],
      ['calendar=marathi&date=2024-04-09&city=mumbai', { year: 1946, era: 'Shaka', yearName: 'Krodhi', month: { name: 'Chaitra' }, day: 1 }],
      ['calendar=purnimanta&date=2023-07-25&city=new-delhi', { year: 2080, month: { name: 'Adhika Shravana', isAdhika: true, start: '2023-07-18', end: '2023-08-16' } }],
      ['calendar=saka&date=2024-03-21&city=new-delhi', { year: 1946, month: { name: 'Chaitra', start: '2024-03-21', days: 31 }, day: 1 }],
      ['calendar=hijri&date=1945-11-12&city=new-delhi', { year: 1364, era: 'AH', month: { number: 12, name: 'Dhu al-Hijjah' }, day: 6 }],
      // Ramadan 1446 began in India on 2 March 2025 and Shawwal on 31 March (Id-ul-Fitr, the Government of India's
      // holiday list): the crescent seen at Delhi on the evenings of 1 and 30 March.
      ['calendar=hijri-crescent&date=2025-03-31&city=new-delhi', {
        year: 1446, era: 'AH', month: { number: 10, name: 'Shawwal', start: '2025-03-31' }, day: 1,
        monthBegan: { kind: 'crescent', crescent: { evening: '2025-03-30', yallopClass: 'A', nakedEye: true } },
      }],
      ['calendar=hijri-crescent&date=2025-03-30&city=new-delhi', { year: 1446, month: { number: 9, name: 'Ramadan', start: '2025-03-02', end: '2025-03-30', days: 29 }, day: 29 }],
    ];
    for (const [query, expected] of cases) {
      const res = await api.get(`/v1/calendar/date?${query}`);
      expect(res.statusCode, query).toBe(200);
      expect(res.json(), query).toMatchObject(expected);
    }
  });

  it('names the sankranti and the regional rule that began a solar month', async () => {
    const body = (await api.get('/v1/calendar/date?calendar=tamil&date=2024-04-20&city=chennai')).json();
    expect(body.monthBegan).toMatchObject({
      kind: 'sankranti', sign: 'Aries', signNumber: 1, sankrantiDay: '2024-04-13', reason: 'after-sunset',
      rule: { id: 'tamil', name: 'Tamil rule' },
    });
    expect(body.monthBegan.local).toMatch(/^2024-04-13T21:\d\d:\d\d\+05:30$/);
    expect(body.monthBegan.rule.source).toMatch(/Sewell and S\. B\. Dikshit/);
    expect(body.settings).toMatchObject({ sunrise: 'observed', timezone: 'Asia/Kolkata', ayanamsha: { id: 1 } });
    const lunar = (await api.get('/v1/calendar/date?calendar=amanta&date=2024-04-20&city=chennai')).json();
    expect(lunar.monthBegan).toMatchObject({ kind: 'new-moon', rule: null });
    expect(lunar.monthBegan.instant).toMatch(/^2024-04-08T18:2\d/);
  });

  it('answers in Hindi', async () => {
    const body = (await api.get('/v1/calendar/date?calendar=malayalam&date=2024-08-17&city=kochi&lang=hi')).json();
    expect(body).toMatchObject({ month: { name: 'चिंगम' }, era: 'कोल्लम', weekday: 'शनिवार' });
  });

  it('answers bad input with a 400 naming the field', async () => {
    const cases: [string, string, RegExp][] = [
      ['/v1/calendar/date?calendar=julian&date=2024-01-01&city=chennai', 'INVALID_PARAMETER', /calendar/],
      ['/v1/calendar/date?date=2024-01-01&city=chennai', 'INVALID_PARAMETER', /calendar/],
      ['/v1/calendar/date?calendar=tamil&date=1799-12-31&city=chennai', 'DATE_OUT_OF_RANGE', /date/],
      ['/v1/calendar/date?calendar=tamil&date=2400-01-01&city=chennai', 'DATE_OUT_OF_RANGE', /date/],
      ['/v1/calendar/date?calendar=tamil&date=2024-02-30&city=chennai', 'INVALID_DATE', /date/],
      ['/v1/calendar/date?calendar=tamil&date=2024-01-01', 'INVALID_PARAMETER', /latitude/],
      ['/v1/calendar/date?calendar=tamil&date=2024-01-01&city=chennai&sunrise=late', 'INVALID_PARAMETER', /sunrise/],
      // Beyond the polar circle a calendar whose days begin at sunrise cannot count a day without one.
      ['/v1/calendar/date?calendar=amanta&date=2024-12-21&city=tromso', 'INVALID_PARAMETER', /latitude/],
      // Nor a crescent seen at a sunset that does not come.
      ['/v1/calendar/date?calendar=hijri-crescent&date=2024-12-21&city=tromso', 'INVALID_PARAMETER', /latitude/],
    ];
    for (const [url, error, field] of cases) {
      const res = await api.get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ error, code: 400 });
      expect(res.json().message, url).toMatch(field);
    }
  });

  it('gives the arithmetic calendars beyond the polar circle, where no sunrise is needed', async () => {
    const res = await api.get('/v1/calendar/date?calendar=saka&date=2024-12-21&city=tromso');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ year: 1946, month: { name: 'Agrahayana', end: '2024-12-21' }, day: 30 });
  });

  it('answers at both ends of the supported range', async () => {
    for (const calendar of ['tamil', 'bengali', 'malayalam', 'odia', 'purnimanta', 'gujarati', 'hijri', 'hijri-crescent']) {
      for (const date of ['1800-01-01', '2399-12-31']) {
        const res = await api.get(`/v1/calendar/date?calendar=${calendar}&date=${date}&city=chennai`);
        expect(res.statusCode, `${calendar} ${date}`).toBe(200);
      }
    }
  });
});

describe('calendar month', () => {
  const api = useTestApp();

  it('gives a solar month as its civil days, each in the other calendars, with the festivals and what began it', async () => {
    const res = await api.get('/v1/calendar/month?calendar=tamil&year=2055&month=Chithirai&city=chennai');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      calendar: { id: 'tamil' }, year: 2055, yearName: 'Krodhi', month: { number: 1, name: 'Chithirai', start: '2024-04-14', end: '2024-05-13', days: 30 },
      monthBegan: { kind: 'sankranti', signNumber: 1, rule: { id: 'tamil' }, reason: 'after-sunset' },
    });
    expect(body.days).toHaveLength(30);
    expect(body.days.map((d: { day: number }) => d.day)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    const first = body.days[0];
    expect(first).toMatchObject({ date: '2024-04-14', weekday: 'Sunday' });
    expect(first.others).toHaveLength(12);
    expect(first.others.find((o: { calendar: string }) => o.calendar === 'bengali')).toMatchObject({ year: 1431, monthName: 'Boishakh', day: 1 });
    expect(first.others.find((o: { calendar: string }) => o.calendar === 'saka')).toMatchObject({ year: 1946, monthName: 'Chaitra', day: 25 });
    expect(first.festivals.map((f: { id: string }) => f.id)).toContain('puthandu');
    // Every day agrees with the date route.
    const tenth = (await api.get('/v1/calendar/date?calendar=malayalam&date=2024-04-23&city=chennai')).json();
    const other = body.days[9].others.find((o: { calendar: string }) => o.calendar === 'malayalam');
    expect(other).toMatchObject({ year: tenth.year, month: tenth.month.number, day: tenth.day });
  });

  it('finds a lunar month by number, its nija month after an adhika, and a purnimanta month by the year on its last day', async () => {
    const shravana = (await api.get('/v1/calendar/month?calendar=amanta&year=1945&month=5&city=new-delhi')).json();
    expect(shravana.month).toMatchObject({ name: 'Shravana', isAdhika: false, start: '2023-08-17' });
    expect(shravana.monthBegan.kind).toBe('new-moon');
    const chaitra = (await api.get('/v1/calendar/month?calendar=purnimanta&year=2081&month=chaitra&city=new-delhi')).json();
    expect(chaitra.month).toMatchObject({ name: 'Chaitra', start: '2024-03-26' });
    expect(chaitra.monthBegan.kind).toBe('full-moon');
    const kartika = (await api.get('/v1/calendar/month?calendar=gujarati&year=2081&month=1&city=ahmedabad')).json();
    expect(kartika.month).toMatchObject({ name: 'Kartika', start: '2024-11-02' });
    expect(kartika.days.find((d: { date: string }) => d.date === '2024-11-02').festivals.map((f: { id: string }) => f.id)).toContain('govardhan-puja');
  });

  it('gives a Hijri month by the crescent by its name, each day in the tabular Hijri beside it', async () => {
    const ramadan = (await api.get('/v1/calendar/month?calendar=hijri-crescent&year=1446&month=ramadan&city=new-delhi')).json();
    expect(ramadan.month).toMatchObject({ number: 9, name: 'Ramadan', start: '2025-03-02', end: '2025-03-30', days: 29 });
    expect(ramadan.monthBegan).toMatchObject({ kind: 'crescent', crescent: { evening: '2025-03-01', nakedEye: true } });
    // The tabular Ramadan began a day earlier, on 1 March.
    expect(ramadan.days[0].others.find((o: { calendar: string }) => o.calendar === 'hijri')).toMatchObject({ year: 1446, monthName: 'Ramadan', day: 2 });
  });

  it('answers bad input with a 400 naming the field', async () => {
    const cases: [string, string, RegExp][] = [
      ['/v1/calendar/month?calendar=tamil&year=2055&month=13&city=chennai', 'INVALID_PARAMETER', /month/],
      ['/v1/calendar/month?calendar=tamil&year=2055&month=Boishakh&city=chennai', 'INVALID_PARAMETER', /month/],
      ['/v1/calendar/month?calendar=aztec&year=2055&month=1&city=chennai', 'INVALID_PARAMETER', /calendar/],
      ['/v1/calendar/month?calendar=bengali&year=1100&month=1&city=kolkata', 'DATE_OUT_OF_RANGE', /year/],
      ['/v1/calendar/month?calendar=hijri&year=1900&month=1&city=kolkata', 'DATE_OUT_OF_RANGE', /year/],
      ['/v1/calendar/month?calendar=bengali&year=last&month=1&city=kolkata', 'INVALID_PARAMETER', /year/],
      ['/v1/calendar/month?calendar=bengali&month=1&city=kolkata', 'INVALID_PARAMETER', /year/],
    ];
    for (const [url, error, field] of cases) {
      const res = await api.get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ error, code: 400 });
      expect(res.json().message, url).toMatch(field);
    }
  });
});
