import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bearer, sharedPool, useTestApp } from '../helpers/app.ts';

const DELHI = 'latitude=28.6139&longitude=77.209&timezone=Asia/Kolkata';

describe('panchanga endpoints (computed on demand)', () => {
  const api = useTestApp();

  const get = (url: string) => api.get(url);

  it('answers a bare date at that day\'s sunrise with every spec field', async () => {
    const res = await get(`/v1/calculations/panchanga?date=2021-12-08&${DELHI}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.instant).toBe(body.times.sunriseTime);
    expect(body.tithi).toMatchObject({ name: expect.any(String), number: expect.any(Number), paksha: 'Shukla Paksha', quality: expect.any(String) });
    expect(body.nakshatra).toMatchObject({ name: 'Shravana', number: 22, lord: 'Moon', direction: expect.any(String), symbol: expect.any(String), deity: expect.any(String) });
    expect(body.times.sunrise).toMatch(/^\d{2}:\d{2}$/);
    expect(body.times.rahuKaal).toMatchObject({ start: expect.stringMatching(/^\d{2}:\d{2}$/), duration: expect.stringContaining('hour') });
    expect(typeof body.times.dinamana).toBe('number');
    expect(body.varjyam.duration).toBe(Date.parse(body.varjyam.endTime) - Date.parse(body.varjyam.startTime));
    expect(body.anandadiYoga).toMatchObject({ yogaName: 'Chhatra', weekday: 3, nakshatra: 22, description: 'Royal umbrella: honour from those in authority.' });
    expect(body.muhurtaGrid).toHaveLength(30);
    expect(body.panchakaRahita).toMatchObject({ remainder: expect.any(Number), name: expect.any(String) });
    expect(body.panchakaRahita.sum % 9).toBe(body.panchakaRahita.remainder);
    expect(body.planetaryPositions.at).toBe(body.instant);
    expect(body.muhurtaGrid[0].time).toMatch(/^\d{2}:\d{2}-\d{2}:\d{2}$/);
    expect(body.validation).toMatchObject({ source: expect.any(String), url: expect.stringMatching(/^https?:/), accuracy: expect.stringMatching(/%$/) });
    expect(body.settings).toEqual({ ayanamsha: { id: 1, name: 'Lahiri', value: expect.any(Number) }, node: 'mean', positions: 'apparent', sunrise: 'hindu', moonRise: 'topocentric', timezone: 'Asia/Kolkata', timezoneSource: 'city', dayRule: 'sunrise' });
  });

  it('gives the element holding at a requested time, and the previous day before sunrise', async () => {
    const evening = (await get(`/v1/calculations/panchanga?date=2021-12-08T23:00:00&${DELHI}`)).json();
    expect(evening.date).toBe('2021-12-08');
    expect(evening.nakshatra.name).toBe('Dhanishta');
    const beforeSunrise = (await get(`/v1/calculations/panchanga?date=2021-12-09T05:00:00%2B05:30&${DELHI}`)).json();
    expect(beforeSunrise.date).toBe('2021-12-08');
    expect(beforeSunrise.vara.name).toBe('Wednesday');
    for (const body of [evening, beforeSunrise]) {
      expect(Date.parse(body.tithi.startTime)).toBeLessThanOrEqual(Date.parse(body.instant));
      expect(Date.parse(body.tithi.endTime)).toBeGreaterThan(Date.parse(body.instant));
    }
  });

  it('treats a city id and its coordinates with its zone as the same place', async () => {
    const byCity = (await get('/v1/calculations/panchanga?date=2024-03-10&city=new-delhi')).json();
    const byCoordinates = (await get('/v1/calculations/panchanga?date=2024-03-10&latitude=28.6139&longitude=77.209&timezone=5.5')).json();
    expect(byCoordinates.location.city).toBe('new-delhi');
    expect(byCoordinates).toEqual(byCity);
  });

  it("gives the yoga's meaning and, for an inauspicious yoga, the end of the opening auspicious work avoids", async () => {
    const spans: Record<string, number> = { Vishkambha: 3, Atiganda: 6, Shula: 5, Ganda: 6, Vyaghata: 9, Vajra: 9, Vyatipata: 60, Parigha: 30, Vaidhriti: 60 };
    let opened = 0;
    for (let day = 1; day <= 27; day++) {
      const { yoga } = (await get(`/v1/calculations/panchanga?date=2024-01-${String(day).padStart(2, '0')}T12:00:00&city=new-delhi`)).json();
      expect(yoga.meaning, yoga.name).toMatch(/^[A-Z][a-z]/);
      const ghatis = spans[yoga.name as string];
      if (ghatis === undefined) {
        expect(yoga.avoidUntil, yoga.name).toBeNull();
        continue;
      }
      opened += 1;
      const [start, end] = [Date.parse(yoga.startTime), Date.parse(yoga.endTime)];
      expect(Math.abs(Date.parse(yoga.avoidUntil) - (start + ((end - start) * ghatis) / 60)), yoga.name).toBeLessThan(1000);
    }
    expect(opened).toBeGreaterThan(0);
  });

  it("names the karana's lord and works and the works the nakshatra's mukha suits, in the asked language", async () => {
    // Brihat Samhita ch. 99: Bava's lord is Indra, Vishti's Yama; Muhurta Chintamani ch. 2: Rohini faces upward.
    const lords = new Map<string, string>();
    for (const hour of [0, 6, 12, 18]) {
      for (const day of [1, 2, 3, 4]) {
        const { karana } = (await get(`/v1/calculations/panchanga?date=2024-01-0${day}T${String(hour).padStart(2, '0')}:00:00&city=new-delhi`)).json();
        lords.set(karana.name, karana.deity);
        expect(karana.activities.length, karana.name).toBeGreaterThan(0);
      }
    }
    expect(lords.size).toBeGreaterThan(3);
    const expected: Record<string, string> = { Bava: 'Indra', Balava: 'Brahma', Kaulava: 'Mitra', Taitila: 'Aryaman', Gara: 'Bhumi', Vanija: 'Lakshmi', 'Vishti (Bhadra)': 'Yama' };
    for (const [name, deity] of lords) expect(deity, name).toBe(expected[name]);
    const rohini = (await get('/v1/calculations/panchanga?date=2024-01-21T18:00:00&city=new-delhi&lang=ta')).json();
    expect(rohini.nakshatra.name).toBe('ரோகிணி');
    expect(rohini.nakshatra.directionActivities).toEqual(['முடிசூட்டு விழா, பதவியேற்பு', 'உயரமான கட்டடங்கள், கோபுரங்கள் எழுப்புதல்', 'கொடியேற்றம்', 'மரம் நடுதல்']);
  });

  it('names the five works a panchak forbids while one holds, and none otherwise', async () => {
    const works = ['Cremation without the panchak remedial rite', 'Travel towards the south', 'Making a bed or cot', 'Gathering wood, grass or fuel', 'Roofing or building a house'];
    const during = (await get('/v1/calculations/panchanga?date=2024-03-10&city=new-delhi')).json();
    expect(during.panchaka.severity).not.toBe('none');
    expect(during.panchaka.avoidedWorks).toEqual(works);
    const day = (await get('/v1/panchanga/daily?date=2024-03-10&city=new-delhi&lang=hi')).json();
    expect(day.panchak.windows[0].avoidedWorks[1]).toBe('दक्षिण दिशा की यात्रा');
    const without = (await get('/v1/calculations/panchanga?date=2021-12-08&city=new-delhi')).json();
    expect(without.panchaka).toMatchObject({ severity: 'none', avoidedWorks: [] });
  });

  it('computes the day with geometric Sun and Moon on request, never from apparent rows or the apparent day kept in memory', async () => {
    const apparent = (await get('/v1/panchanga/daily?date=2021-12-08&city=new-delhi')).json();
    const geometric = (await get('/v1/panchanga/daily?date=2021-12-08&city=new-delhi&positions=Geometric')).json();
    expect(apparent.settings.positions).toBe('apparent');
    expect(geometric.settings.positions).toBe('geometric');
    expect(geometric.source).toBe('computed');
    // The Sun's 20.5″ of aberration moves the elongation: a tithi ends about 40 s later without it.
    const endShift = (kind: 'tithis' | 'karanas') => (Date.parse(geometric.transitions[kind][0].endTime) - Date.parse(apparent.transitions[kind][0].endTime)) / 1000;
    for (const kind of ['tithis', 'karanas'] as const) {
      expect(endShift(kind)).toBeGreaterThan(20);
      expect(endShift(kind)).toBeLessThan(60);
    }
    for (const path of ['/v1/calculations/panchanga', '/v1/panchanga/choghadiya', '/v1/panchanga/muhurta', '/v1/sweph/sun-times', '/v1/sweph/moon-times']) {
      expect((await get(`${path}?date=2021-12-08&city=new-delhi&positions=geometric`)).json().settings.positions, path).toBe('geometric');
    }
    const bad = await get('/v1/calculations/panchanga?date=2021-12-08&city=new-delhi&positions=topocentric');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('positions');
  });

  it('answers a day not yet computed whole in a worker, then every request for that day from the kept day, with the same bytes', async () => {
    const place = 'latitude=19.07&longitude=72.88&timezone=5.5';
    const pool = sharedPool();
    pool.takeRunTime();
    const inWorker = await get(`/v1/calculations/panchanga?date=1987-06-15T09:30:00&${place}&lang=hi`);
    expect(inWorker.statusCode).toBe(200);
    expect(inWorker.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(inWorker.headers['content-language']).toBe('hi');
    expect(pool.takeRunTime().tasks).toBe(1);
    // The same query in another order is another URL, so not the kept bytes: presented here from the kept day.
    const here = await get(`/v1/calculations/panchanga?lang=hi&${place}&date=1987-06-15T09:30:00`);
    expect(here.body).toBe(inWorker.body);
    // Another moment and language, and the other operations of the family, read the day kept.
    const [evening, daily, choghadiya, sun] = await Promise.all([
      get(`/v1/calculations/panchanga?date=1987-06-15T20:00:00&${place}`),
      get(`/v1/panchanga/daily?date=1987-06-15&${place}`),
      get(`/v1/panchanga/choghadiya?date=1987-06-15&${place}`),
      get(`/v1/sweph/sun-times?date=1987-06-15&${place}`),
    ]);
    for (const res of [evening, daily, choghadiya, sun]) expect(res.statusCode).toBe(200);
    expect(evening.json().date).toBe('1987-06-15');
    expect(pool.takeRunTime().tasks).toBe(0);
  });

  it('has the requests for a day that come while a worker computes it wait for that day rather than compute it again', async () => {
    const place = 'latitude=-33.87&longitude=151.21&timezone=10';
    const pool = sharedPool();
    pool.takeRunTime();
    const moments = ['04:00', '09:00', '12:00', '15:00', '18:00'].map((time) => `/v1/calculations/panchanga?date=1999-01-20T${time}:00&${place}`);
    const answers = await Promise.all(moments.map((url) => get(url)));
    for (const res of answers) expect(res.statusCode).toBe(200);
    expect(new Set(answers.map((res) => res.json().date))).toEqual(new Set(['1999-01-19', '1999-01-20']));
    // Five requests computed alone would be five tasks. The first request's worker answer computes the 20th's day
    // and the others wait for it; only the moment before sunrise (04:00) needs the 19th's, within that answer when
    // it came first, else as one task more.
    expect(pool.takeRunTime().tasks).toBeLessThanOrEqual(2);
  });

  it('lists transitions that tile the Vedic day without gaps', async () => {
    const body = (await get(`/v1/panchanga/daily?date=2023-07-17&${DELHI}`)).json();
    const start = Date.parse(body.sun.sunriseTime);
    const end = Date.parse(`${body.sun.nextSunriseTime}`);
    for (const kind of ['tithis', 'nakshatras', 'yogas', 'karanas'] as const) {
      const list = body.transitions[kind] as { startTime: string; endTime: string }[];
      expect(Date.parse(list[0]!.startTime)).toBeLessThanOrEqual(start);
      expect(Date.parse(list.at(-1)!.endTime)).toBeGreaterThanOrEqual(end);
      for (let i = 1; i < list.length; i++) expect(list[i]!.startTime).toBe(list[i - 1]!.endTime);
    }
    expect(body.choghadiya).toHaveLength(16);
    const rahita = body.panchakaRahita as { startTime: string; endTime: string }[];
    expect(rahita[0]!.startTime).toBe(body.sun.sunriseTime);
    expect(rahita.at(-1)!.endTime).toBe(body.sun.nextSunriseTime);
    for (let i = 1; i < rahita.length; i++) expect(rahita[i]!.startTime).toBe(rahita[i - 1]!.endTime);
    expect(body.horas).toHaveLength(24);
  });

  it('serves choghadiya, muhurta, sun and moon times, naming the conventions used', async () => {
    const chog = (await get('/v1/panchanga/choghadiya?date=2021-12-08&city=new-delhi')).json();
    expect(chog.day).toHaveLength(8);
    expect(chog.night).toHaveLength(8);
    expect(chog.day[0]).toMatchObject({ name: 'Labh', meaning: 'Gain', suitedTo: ['Trade and business', 'Education and learning', 'Financial dealings'] });
    const gujarati = (await get('/v1/panchanga/choghadiya?date=2021-12-08&city=new-delhi&lang=gu')).json();
    expect(gujarati.day[0]).toMatchObject({ name: 'લાભ', meaning: 'લાભ', suitedTo: ['વેપાર-ધંધો', 'શિક્ષણ', 'નાણાકીય વ્યવહાર'] });
    const muhurta = (await get('/v1/panchanga/muhurta?date=2021-12-08&city=new-delhi')).json();
    expect(muhurta.avoid.rahuKaal.start).toBe((await get('/v1/calculations/panchanga?date=2021-12-08&city=new-delhi')).json().times.rahuKaal.start);
    const hindu = (await get('/v1/sweph/sun-times?date=2021-12-08&city=new-delhi')).json();
    const observed = (await get('/v1/sweph/sun-times?date=2021-12-08&city=new-delhi&sunrise=observed')).json();
    expect(hindu.settings.sunrise).toBe('hindu');
    expect(observed.settings.sunrise).toBe('observed');
    // The disc centre without refraction rises minutes after the upper limb with refraction.
    const lagMinutes = (Date.parse(hindu.sunriseTime) - Date.parse(observed.sunriseTime)) / 60_000;
    expect(lagMinutes).toBeGreaterThan(3);
    expect(lagMinutes).toBeLessThan(6);
    const moon = (await get('/v1/sweph/moon-times?date=2021-12-08&city=new-delhi')).json();
    expect(moon.moonrise).toMatch(/^\d{2}:\d{2}$/);
  });

  it('answers polar days with null sunrise and a reason, never a wrong time', async () => {
    const res = await get('/v1/calculations/panchanga?date=2024-06-21&city=tromso');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.settings.dayRule).toBe('midnight');
    expect(body.times.sunrise).toBeNull();
    expect(body.times.noSunriseReason).toBe('polar-day');
    expect(body.times.rahuKaal).toBeNull();
    const night = (await get('/v1/sweph/sun-times?date=2024-12-21&latitude=78.2232&longitude=15.6267&timezone=Europe/Oslo')).json();
    expect(night.sunrise).toBeNull();
    expect(night.noSunriseReason).toBe('polar-night');
  });

  it('names things in Hindi with lang=hi and falls back to English otherwise', async () => {
    const hi = (await get('/v1/calculations/panchanga?date=2021-12-08&city=new-delhi&lang=hi')).json();
    expect(hi.nakshatra.name).toBe('श्रवण');
    expect(hi.anandadiYoga).toMatchObject({ yogaName: 'छत्र', description: 'राजछत्र: अधिकारियों से सम्मान।' });
    const day = (await get('/v1/panchanga/daily?date=2021-12-08&city=new-delhi&lang=ta')).json();
    expect(day.anandadi.map((a: { name: string; description: string }) => [a.name, a.description])).toEqual([
      ['சத்ரம்', 'அரசக் குடை: அதிகாரத்தில் உள்ளோரால் மரியாதை.'],
      ['மித்ரம்', 'நண்பன்: ஊட்டமும் நட்பும்.'],
    ]);
    const fr = (await get('/v1/calculations/panchanga?date=2021-12-08&city=new-delhi&lang=fr')).json();
    expect(fr.nakshatra.name).toBe('Shravana');
  });

  it('sends the same bytes gzip-compressed to clients that accept gzip', async () => {
    const url = '/v1/calculations/panchanga?date=2021-12-08&city=new-delhi';
    const plain = await get(url);
    const gz = await api.app.inject({ url, headers: { ...bearer(api.key), 'accept-encoding': 'gzip, deflate' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toContain('Accept-Encoding');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(gz.rawPayload.length).toBeLessThan(plain.body.length / 3);
  });

  it('checks the key and counts the request before answering from the response cache', async () => {
    const url = '/v1/calculations/panchanga?date=2021-12-09&city=new-delhi';
    const first = await get(url);
    const again = await get(url);
    expect(again.body).toBe(first.body);
    expect(Number(again.headers['x-ratelimit-remaining'])).toBe(Number(first.headers['x-ratelimit-remaining']) - 1);
    expect((await api.app.inject({ url })).statusCode).toBe(401);
    expect((await api.app.inject({ url, headers: bearer('jk_aaaaaaaaaa_' + 'x'.repeat(43)) })).statusCode).toBe(401);
  });

  it('serves the external prefix with X-API-Key', async () => {
    const res = await api.app.inject({ url: '/external/v1/calculations/panchanga?date=2021-12-08&latitude=28.6139&longitude=77.209', headers: { 'x-api-key': api.key } });
    expect(res.statusCode).toBe(200);
    expect(res.json().settings.timezone).toBe('Asia/Kolkata');
  });

  it.each([
    ['latitude out of range', 'date=2021-12-08&latitude=91&longitude=77', 'INVALID_PARAMETER', 'latitude'],
    ['longitude not a number', 'date=2021-12-08&latitude=28&longitude=east', 'INVALID_PARAMETER', 'longitude'],
    ['missing latitude', 'date=2021-12-08&longitude=77', 'INVALID_PARAMETER', 'latitude'],
    ['empty latitude', 'date=2021-12-08&latitude=&longitude=77', 'INVALID_PARAMETER', 'latitude'],
    ['unknown timezone', `date=2021-12-08&latitude=28&longitude=77&timezone=Mars/Olympus`, 'INVALID_PARAMETER', 'timezone'],
    ['timezone offset out of range', `date=2021-12-08&latitude=28&longitude=77&timezone=15`, 'INVALID_PARAMETER', 'timezone'],
    ['unknown city', 'date=2021-12-08&city=atlantis', 'INVALID_PARAMETER', 'city'],
    ['unknown ayanamsha', `date=2021-12-08&city=new-delhi&ayanamsha=chitra`, 'INVALID_PARAMETER', 'ayanamsha'],
    ['unknown sunrise convention', `date=2021-12-08&city=new-delhi&sunrise=civil`, 'INVALID_PARAMETER', 'sunrise'],
    ['an impossible date', `date=2021-02-30&city=new-delhi`, 'INVALID_DATE', '2021-02-30'],
    ['a malformed date', `date=08/12/2021&city=new-delhi`, 'INVALID_DATE', '08/12/2021'],
    ['a date before 1800', `date=1750-01-01&city=new-delhi`, 'DATE_OUT_OF_RANGE', '1800'],
    ['a date after 2399', `date=2400-01-01&city=new-delhi`, 'DATE_OUT_OF_RANGE', '2399'],
  ])('400 for %s, naming it', async (_name, query, error, named) => {
    for (const path of ['/v1/calculations/panchanga', '/v1/panchanga/daily', '/v1/sweph/sun-times']) {
      const res = await get(`${path}?${query}`);
      expect(res.statusCode, path).toBe(400);
      expect(res.json()).toEqual({ error, message: expect.stringContaining(named), code: 400 });
    }
  });

  it('answers the first supported day (its sunrise is still in range)', async () => {
    const res = await get('/v1/calculations/panchanga?date=1800-01-01&city=ujjain');
    expect(res.statusCode).toBe(200);
  });
});
