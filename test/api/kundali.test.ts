import { describe, expect, it } from 'vitest';
import { occurrences } from '../../astro/panchanga/elements.ts';
import { toIsoUtc } from '../../astro/time.ts';
import { DASHA_SYSTEM_IDS } from '../../data/dashas.ts';
import { RULE_YOGAS } from '../../data/yoga-rules.ts';
import { CLASSICAL_YOGAS } from '../../data/yogas-classical.ts';
import { LANG_SCRIPTS } from '../../data/text.ts';
import { YOGA_TEXTS } from '../../data/yoga-texts.ts';
import { bearer, TEST_DEMO_KEY, useTestApp } from '../helpers/app.ts';

// Mahatma Gandhi: 1869-10-02 07:11 local mean time at Porbandar (21°38′N, 69°36′E): LMT = UT + 4h 38m 24s.
const GANDHI = 'date=1869-10-02T07:11:00&latitude=21.6417&longitude=69.6&timezone=4.64&place=Porbandar';

describe('chart endpoints', () => {
  const api = useTestApp();
  const get = (url: string) => api.get(url);
  const post = (url: string, payload: object, headers?: Record<string, string>) => api.post(url, payload, headers);

  it('lists every yoga with its verdict and conditions under yogas=all, the present ones alone by default, in Hindi too', async () => {
    const base = '/v1/calculations/kundali?date=1990-05-15T10:30:00&latitude=28.6139&longitude=77.209';
    const present = (await get(base)).json().yogas;
    const every = await get(`${base}&yogas=all`);
    expect(every.statusCode).toBe(200);
    const all = every.json().yogas as { id: string; present: boolean; conditions: { condition: string; holds: boolean }[]; name: string }[];
    expect(all).toHaveLength(CLASSICAL_YOGAS.length + RULE_YOGAS.length);
    expect(all.filter((y) => y.present).map((y) => y.name)).toEqual(present.map((y: { name: string }) => y.name));
    for (const y of all) {
      expect(y.conditions.length).toBeGreaterThan(0);
      if (y.present) expect(y.conditions.every((c) => c.holds)).toBe(true);
      else expect(y.conditions.some((c) => !c.holds)).toBe(true);
    }
    expect(present[0]).not.toHaveProperty('present');
    const hindi = (await get(`${base}&yogas=all&lang=hi`)).json().yogas as { id: string; name: string; conditions: { condition: string }[] }[];
    const siva = hindi.find((y) => y.id === 'siva')!;
    expect(siva.name).toBe('शिव योग');
    expect(siva.conditions[0]!.condition).toMatch(/भाव/);
  });

  it('names, rules and describes the yogas in each language that writes them, from its texts and its wording', async () => {
    const base = '/v1/calculations/kundali?date=1990-05-15T10:30:00&latitude=28.6139&longitude=77.209';
    for (const lang of Object.keys(YOGA_TEXTS) as (keyof typeof YOGA_TEXTS)[]) {
      const yogas = (await get(`${base}&yogas=all&lang=${lang}`)).json().yogas as { id: string; name: string; rule: string; description: string; conditions: { condition: string }[] }[];
      const siva = yogas.find((y) => y.id === 'siva')!;
      expect(siva.name, lang).toBe(YOGA_TEXTS[lang]!.rules.siva!.name);
      expect(siva.description, lang).toBe(YOGA_TEXTS[lang]!.rules.siva!.result);
      const ruchaka = yogas.find((y) => y.id === 'ruchaka')!;
      expect(ruchaka.rule, lang).toBe(YOGA_TEXTS[lang]!.classical.ruchaka.rule);
      for (const text of [siva.rule, ...siva.conditions.map((c) => c.condition)]) {
        expect(LANG_SCRIPTS[lang].test(text), `${lang}: ${text}`).toBe(true);
        expect(text, lang).not.toMatch(/[A-Za-z]/);
      }
    }
  });

  it('adds the avasthas of the seven grahas with include=avasthas, each state with its rule, and refuses an unknown include', async () => {
    const base = '/v1/calculations/kundali?date=1990-05-15T10:30:00&latitude=28.6139&longitude=77.209';
    const k = (await get(`${base}&include=avasthas`)).json();
    expect(k.avasthas).toHaveLength(7);
    expect(k.avasthas[0]).toMatchObject({
      planet: 'Sun', source: expect.stringContaining('BPHS ch. 45'),
      baladi: { id: expect.any(String), name: expect.any(String), rule: expect.any(String) },
      jagradadi: { rule: expect.any(String) }, deeptadi: { rule: expect.any(String) }, lajjitadi: expect.any(Array),
    });
    expect((await get(base)).json()).not.toHaveProperty('avasthas');
    const hindi = (await get(`${base}&include=avasthas&lang=hi`)).json();
    expect(hindi.avasthas[0].planet).toBe('सूर्य');
    const bad = await get(`${base}&include=avastha`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/include/);
    expect(bad.json().message).toMatch(/avasthas/);
  });

  it('refuses an unknown yoga list with a 400 naming the field and its values', async () => {
    const res = await get('/v1/calculations/kundali?date=1990-05-15T10:30:00&latitude=28.6139&longitude=77.209&yogas=some');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/yogas/);
    expect(res.json().message).toMatch(/present/);
    expect(res.json().message).toMatch(/all/);
  });

  it('answers the spec kundali with every field, the options named and the spec defaults', async () => {
    const res = await get('/v1/calculations/kundali?date=1990-05-15T10:30:00&latitude=28.6139&longitude=77.209');
    expect(res.statusCode).toBe(200);
    const k = res.json();
    expect(k.birthDetails).toEqual({ date: '1990-05-15T04:45:00.000Z', latitude: 28.6139, longitude: 77.209, timezone: 5.75, place: expect.any(String) });
    expect(k.ayanamsha).toMatchObject({ system: 'Lahiri', value: expect.any(Number) });
    expect(k.settings).toMatchObject({ node: 'mean', houseSystem: 'whole-sign', dashaYear: { id: 'julian', days: 365.25 } });
    expect(k.planets).toHaveLength(9);
    expect(k.planets[0]).toMatchObject({ name: 'Sun', rashi: expect.any(String), rashiLord: expect.any(String), nakshatra: expect.any(String), nakshatraLord: expect.any(String), house: expect.any(Number), degree: expect.stringMatching(/^\d+°\d{2}′$/), retrograde: false });
    expect(k.houses).toHaveLength(12);
    expect(k.houses[0]).toMatchObject({ number: 1, name: 'Lagna', sign: k.lagna.rashi });
    expect(k.houses.flatMap((h: { planets: string[] }) => h.planets)).toHaveLength(9);
    for (const a of k.aspects) expect(a).toMatchObject({ planet1: expect.any(String), planet2: expect.any(String), aspect: expect.any(String), orb: expect.any(Number), strength: expect.any(String) });
    expect(k.grahaDrishti.length).toBeGreaterThanOrEqual(9);
    for (const y of k.yogas) expect(y).toMatchObject({ name: expect.any(String), type: expect.any(String), planets: expect.any(Array), strength: expect.any(String), description: expect.any(String) });
    expect(k.currentDasha.mahadasha).toMatchObject({ planet: expect.any(String), startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), remaining: expect.any(String) });
  });

  it('reproduces a published chart through the API: Gandhi, Libra lagna, Moon in Cancer (Ashlesha)', async () => {
    const k = (await get(`/v1/calculations/kundali?${GANDHI}`)).json();
    expect(k.lagna.rashi).toBe('Libra');
    const moon = k.planets.find((p: { name: string }) => p.name === 'Moon');
    expect(moon).toMatchObject({ rashi: 'Cancer', nakshatra: 'Ashlesha', house: 10 });
    expect(k.birthDetails.place).toBe('Porbandar');
    const raman = (await get(`/v1/calculations/kundali?${GANDHI}&ayanamsha=3`)).json();
    expect(raman.ayanamsha.system).toBe('Raman');
    expect(raman.ayanamsha.value).toBeLessThan(k.ayanamsha.value);
  });

  it('answers the same on GET, POST /v1/kundali and POST /external/v1/calculations/kundali', async () => {
    const body = { date: '1990-05-15T10:30:00', latitude: 28.6139, longitude: 77.209, timezone: 5.5 };
    const viaGet = (await get('/v1/calculations/kundali?date=1990-05-15T10:30:00&latitude=28.6139&longitude=77.209&timezone=5.5')).json();
    const viaPost = (await post('/v1/kundali', body)).json();
    const viaExternal = (await post('/external/v1/calculations/kundali', body, { 'x-api-key': api.key })).json();
    for (const other of [viaPost, viaExternal]) {
      expect({ ...other, currentDasha: null }).toEqual({ ...viaGet, currentDasha: null });
      expect(other.currentDasha.mahadasha.planet).toBe(viaGet.currentDasha.mahadasha.planet);
    }
  });

  it('lets the demo key read birth details but not the full kundali', async () => {
    const body = { date: '1990-05-15T10:30:00', latitude: 28.6139, longitude: 77.209 };
    const details = await post('/v1/astrology/birth_details', body, bearer(TEST_DEMO_KEY));
    expect(details.statusCode).toBe(200);
    expect(details.json()).toMatchObject({ lagna: { rashi: expect.any(String) }, moon: { nakshatra: expect.any(String) }, vimshottariBalance: { planet: expect.any(String) } });
    expect((await post('/v1/kundali', body, bearer(TEST_DEMO_KEY))).statusCode).toBe(403);
  });

  it('changes the nakshatra and the first mahadasha across a nakshatra boundary, 2 s either side', async () => {
    const from = Date.UTC(1990, 4, 15);
    const boundary = occurrences('nakshatra', from, from + 86_400_000, { ayanamshaId: 1 })[0]!.end;
    const at = (t: number) => `/v1/calculations/kundali?date=${encodeURIComponent(toIsoUtc(t))}&latitude=28.6139&longitude=77.209`;
    const before = (await get(at(boundary - 2000))).json();
    const after = (await get(at(boundary + 2000))).json();
    const moon = (k: { planets: { name: string; nakshatra: string }[] }) => k.planets.find((p) => p.name === 'Moon')!.nakshatra;
    expect(moon(before)).not.toBe(moon(after));
    const balance = async (t: number) =>
      (await post('/v1/astrology/birth_details', { date: toIsoUtc(t), latitude: 28.6139, longitude: 77.209 })).json().vimshottariBalance;
    expect((await balance(boundary - 2000)).remainingYears).toBeLessThan(0.001);
    expect((await balance(boundary + 2000)).remainingYears).toBeGreaterThan(5);
  });

  it('works at the edges of the supported range and refuses beyond', async () => {
    expect((await get('/v1/calculations/kundali?date=1800-01-01T12:00:00&latitude=28.6&longitude=77.2')).statusCode).toBe(200);
    expect((await get('/v1/calculations/kundali?date=2399-12-31T12:00:00&latitude=28.6&longitude=77.2')).statusCode).toBe(200);
    const early = await get('/v1/calculations/kundali?date=1799-12-31T12:00:00&latitude=28.6&longitude=77.2');
    expect(early.json()).toMatchObject({ error: 'DATE_OUT_OF_RANGE', code: 400 });
  });

  it('explains that Placidus is undefined at polar latitudes, while whole-sign still works there', async () => {
    const polar = 'date=1990-05-15T10:30:00&latitude=78.22&longitude=15.65&timezone=1';
    const placidus = await get(`/v1/calculations/kundali?${polar}&houseSystem=placidus`);
    expect(placidus.statusCode).toBe(400);
    expect(placidus.json().message).toMatch(/Placidus houses are undefined at latitude 78/);
    expect((await get(`/v1/calculations/kundali?${polar}`)).statusCode).toBe(200);
    const pole = await get('/v1/calculations/kundali?date=1990-05-15T10:30:00&latitude=90&longitude=0');
    expect(pole.statusCode).toBe(400);
    expect(pole.json().message).toMatch(/lagna is undefined/);
    const sripati = await get(`/v1/calculations/kundali?${polar}&houseSystem=sripati`);
    expect(sripati.statusCode).toBe(200);
    expect(sripati.json().settings.houseSystem).toBe('sripati');
  });

  it('puts the rising point on the lagna inside the polar circles: Longyearbyen 2024-01-15 06:00 UT is Aries 6.0°', async () => {
    // The Swiss Ephemeris ascendant (houses_ex, Lahiri) of the report that found the setting point, Libra 6.0°, served.
    const k = (await get('/v1/calculations/kundali?date=2024-01-15T06:00:00Z&latitude=78.22&longitude=15.65&timezone=1')).json();
    expect(k.lagna.rashi).toBe('Aries');
    expect(k.houses[0]).toMatchObject({ number: 1, sign: 'Aries' });
  });

  it.each([
    ['a malformed date', 'date=15/05/1990&latitude=28&longitude=77', 'INVALID_DATE'],
    ['a missing date', 'latitude=28&longitude=77', 'INVALID_PARAMETER'],
    ['latitude out of range', 'date=1990-05-15T10:30:00&latitude=-91&longitude=77', 'INVALID_PARAMETER'],
    ['an unknown timezone', 'date=1990-05-15T10:30:00&latitude=28&longitude=77&timezone=Asia/Nowhere', 'INVALID_PARAMETER'],
    ['an unknown house system', 'date=1990-05-15T10:30:00&latitude=28&longitude=77&houseSystem=koch', 'INVALID_PARAMETER'],
  ])('400 for %s', async (_name, query, error) => {
    const res = await get(`/v1/calculations/kundali?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(error);
  });
});

describe('dasha endpoints', () => {
  const api = useTestApp();
  const BIRTH = 'date=1990-05-15T10:30:00&latitude=28.6139&longitude=77.209&timezone=5.5';
  const get = (url: string) => api.get(url);

  it.each(DASHA_SYSTEM_IDS.map((id) => [id]))('serves %s with periods that tile its cycle and the periods running now', async (system) => {
    const res = await get(`/v1/calculations/dasha/${system}?${BIRTH}&levels=2`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.system).toMatchObject({ id: system, applicable: expect.any(Boolean), startRule: expect.any(String), year: { id: 'julian' } });
    const periods = body.periods as { startTime: string; endTime: string; children: { startTime: string; endTime: string }[] }[];
    for (let i = 1; i < periods.length; i++) expect(periods[i]!.startTime).toBe(periods[i - 1]!.endTime);
    for (const p of periods) {
      expect(p.children[0]!.startTime).toBe(p.startTime);
      expect(p.children.at(-1)!.endTime).toBe(p.endTime);
    }
  });

  it('lists every system with its kind, rule, condition and source, in English and Hindi', async () => {
    const res = await get('/v1/calculations/dasha/systems');
    expect(res.statusCode).toBe(200);
    const body = res.json() as { count: number; systems: { id: string; name: string; kind: string; source: string; condition: string | null; levels: number }[] };
    expect(body.count).toBe(DASHA_SYSTEM_IDS.length);
    expect(body.systems.map((s) => s.id)).toEqual(DASHA_SYSTEM_IDS);
    for (const system of body.systems) {
      expect(system.source.length, system.id).toBeGreaterThan(10);
      expect(system.levels).toBe(5);
    }
    expect(body.systems.find((s) => s.id === 'narayana')).toMatchObject({ kind: 'sign', condition: null, source: expect.stringContaining('ch. 18') });
    expect(body.systems.find((s) => s.id === 'ashtottari')!.condition).toContain('Rahu');
    const hindi = (await get('/v1/calculations/dasha/systems?lang=hi')).json() as { systems: { id: string; name: string }[] };
    expect(hindi.systems.find((s) => s.id === 'narayana')!.name).toBe('नारायण');
  });

  it('serves Yoga Vimshottari and Tithi Ashtottari, counted from the birth yoga and tithi, refusing a method', async () => {
    const res = await get(`/v1/calculations/dasha/yoga_vimshottari?${BIRTH}&levels=2`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.system).toMatchObject({ id: 'yoga-vimshottari', applicable: true, condition: null, cycleYears: 120 });
    expect(body.system.startRule).toContain('Vishkambha = Saturn');
    expect(body.periods).toHaveLength(9);
    expect(body.periods[0].children[0].planet).toBe(body.periods[0].planet);
    expect(body.periods[0].planet).toBe(body.system.balance.planet);
    const tithi = (await get(`/v1/calculations/dasha/tithi-ashtottari?${BIRTH}&levels=2`)).json();
    expect(tithi.system).toMatchObject({ id: 'tithi-ashtottari', cycleYears: 108 });
    expect(tithi.periods[0].children.at(-1).planet).toBe(tithi.periods[0].planet);
    const method = await get(`/v1/calculations/dasha/yoga-vimshottari?${BIRTH}&method=kn-rao`);
    expect(method.statusCode).toBe(400);
    expect(method.json().message).toContain("'method'");
  });

  it('serves Tithi Yogini and measures the balance by arc or clock, echoed in settings; a bad balance is a 400 naming it', async () => {
    const yogini = (await get(`/v1/calculations/dasha/tithi-yogini?${BIRTH}&levels=2`)).json();
    expect(yogini.system).toMatchObject({ id: 'tithi-yogini', cycleYears: 36, cycles: 3, balanceBy: 'arc' });
    expect(yogini.settings.dashaBalance).toBe('arc');
    expect(yogini.periods).toHaveLength(24);
    expect(yogini.periods[0].children[0].lord).toBe(yogini.periods[0].lord);
    const clock = (await get(`/v1/calculations/dasha/tithi-yogini?${BIRTH}&levels=1&balance=clock`)).json();
    expect(clock.settings.dashaBalance).toBe('clock');
    expect(clock.system.balance.lord).toBe(yogini.system.balance.lord);
    expect(clock.system.balance.remainingYears).not.toBe(yogini.system.balance.remainingYears);
    expect((await get(`/v1/calculations/dasha/char?${BIRTH}&levels=1`)).json().settings.dashaBalance).toBeNull();
    const bad = await get(`/v1/calculations/dasha/vimshottari?${BIRTH}&balance=ghati`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/balance[\s\S]*clock/);
  });

  it('serves the graha dashas: Naisargika ends with the lagna\'s dasha, named in English and Hindi; the list gives their kind', async () => {
    const naisargika = (await get(`/v1/calculations/dasha/naisargika?${BIRTH}&levels=2`)).json();
    expect(naisargika.system).toMatchObject({ id: 'naisargika', cycleYears: 132, balanceBy: null, applicable: true });
    expect(naisargika.periods.map((p: { lord: string }) => p.lord)).toEqual(['moon', 'mars', 'mercury', 'venus', 'jupiter', 'sun', 'saturn', 'lagna']);
    expect(naisargika.periods.at(-1).planet).toBe('Lagna');
    const hindi = (await get(`/v1/calculations/dasha/naisargika?${BIRTH}&levels=1&lang=hi`)).json();
    expect(hindi.periods.at(-1).planet).toBe('लग्न');
    const karaka = (await get(`/v1/calculations/dasha/karaka?${BIRTH}&levels=2`)).json();
    expect(karaka.periods).toHaveLength(8);
    const systems = (await get('/v1/calculations/dasha/systems')).json() as { systems: { id: string; kind: string; totalYears: number | null }[] };
    expect(systems.systems.find((s) => s.id === 'karaka')).toMatchObject({ kind: 'graha', totalYears: null });
    expect(systems.systems.find((s) => s.id === 'naisargika')).toMatchObject({ kind: 'graha', totalYears: 132 });
    const saptarishi = (await get(`/v1/calculations/dasha/saptarishi_nakshatra?${BIRTH}&levels=1&lang=hi`)).json();
    expect(saptarishi.periods).toHaveLength(10);
    expect(saptarishi.periods[0].planet).toMatch(/[\u0900-\u097F]/);
  });

  it('selects the Char method and the dignity reading, echoes both in settings, and refuses a method of another system', async () => {
    const rotating = (await get(`/v1/calculations/dasha/char?${BIRTH}&levels=2`)).json();
    expect(rotating.settings).toMatchObject({ dashaMethod: 'kn-rao', dashaDignities: 'bphs' });
    const lagnaOrder = (await get(`/v1/calculations/dasha/char?${BIRTH}&levels=2&method=kn-rao-lagna-order&dignities=pyjhora`)).json();
    expect(lagnaOrder.settings).toMatchObject({ dashaMethod: 'kn-rao-lagna-order', dashaDignities: 'pyjhora' });
    expect(lagnaOrder.system).toMatchObject({ method: 'kn-rao-lagna-order', dignities: 'pyjhora' });
    const mahadashas = lagnaOrder.periods.map((p: { lord: string }) => p.lord);
    // Every dasha's antardashas run in the mahadasha order from the lagna sign.
    expect(lagnaOrder.periods[1].children.map((c: { lord: string }) => c.lord)).toEqual(mahadashas);
    expect(rotating.periods[0].children.at(-1).lord).toBe(rotating.periods[0].lord);
    const vimshottari = (await get(`/v1/calculations/dasha/vimshottari?${BIRTH}`)).json();
    expect(vimshottari.settings).toMatchObject({ dashaMethod: null, dashaDignities: null });

    const foreign = await get(`/v1/calculations/dasha/narayana?${BIRTH}&method=kn-rao`);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ error: 'INVALID_PARAMETER', code: 400 });
    expect(foreign.json().message).toContain("'method'");
    const unknown = await get(`/v1/calculations/dasha/char?${BIRTH}&method=iranganti`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/method[\s\S]*kn-rao-lagna-order/);
    const dignities = await get(`/v1/calculations/dasha/char?${BIRTH}&dignities=parashara`);
    expect(dignities.statusCode).toBe(400);
    expect(dignities.json().message).toMatch(/dignities[\s\S]*pyjhora/);
  });

  it('serves the plan-built sign dashas with their methods echoed, conditions listed and a foreign method refused', async () => {
    const pachaka = (await get(`/v1/calculations/dasha/sandhya?${BIRTH}&levels=2&method=pachaka`)).json();
    expect(pachaka.settings).toMatchObject({ dashaMethod: 'pachaka', dashaDignities: 'bphs' });
    expect(pachaka.system).toMatchObject({ id: 'sandhya', method: 'pachaka', cycleYears: 120, applicable: true });
    expect(pachaka.periods).toHaveLength(12);
    expect(pachaka.periods[0].children[0].lord).toBe(pachaka.periods[0].lord);
    const uttara = (await get(`/v1/calculations/dasha/Chaturvidha_Uttara?${BIRTH}&method=kendra-uttara`)).json();
    expect(uttara.system).toMatchObject({ id: 'chaturvidha-uttara', method: 'kendra-uttara', cycleYears: 78 });
    const list = (await get('/v1/calculations/dasha/systems')).json() as { systems: { id: string; condition: string | null; methods: { id: string }[] }[] };
    expect(list.systems.find((s) => s.id === 'mandooka')!.condition).toContain('kendras');
    expect(list.systems.find((s) => s.id === 'raashiyanka')!.methods.map((m) => m.id)).toEqual(['tara-chand-shastri', 'ganesh-dutt-pathak']);
    expect(list.systems.find((s) => s.id === 'paryaaya')!.methods.map((m) => m.id)).toEqual(['iranganti', 'krishna-mishra']);
    const paryaaya = (await get(`/v1/calculations/dasha/paryaaya?${BIRTH}&levels=2&method=krishna-mishra`)).json();
    expect(paryaaya.settings).toMatchObject({ dashaMethod: 'krishna-mishra' });
    expect(paryaaya.system).toMatchObject({ id: 'paryaaya', method: 'krishna-mishra', cycles: 2 });
    expect(typeof paryaaya.system.applicable).toBe('boolean');
    expect(paryaaya.periods[0].children).toHaveLength(12);
    const aayu = (await get(`/v1/calculations/dasha/aayu?${BIRTH}&levels=2`)).json();
    expect(aayu.system.ayurdaya.lords).toHaveLength(8);
    expect(aayu.system.cycleYears).toBeCloseTo(aayu.system.ayurdaya.totals[aayu.system.ayurdaya.method], 9);
    expect(aayu.periods[0].lord).toBe(aayu.system.ayurdaya.strongest);
    expect(aayu.settings.dashaMethod).toBe('strongest');
    const amsayu = (await get(`/v1/calculations/dasha/aayu?${BIRTH}&method=amsayu`)).json();
    expect(amsayu.system.ayurdaya.method).toBe('amsayu');
    expect(amsayu.periods[0].lord).toBe('lagna');
    expect(pachaka.system.ayurdaya).toBeNull();
    const hindi = (await get('/v1/calculations/dasha/systems?lang=hi')).json() as { systems: { id: string; name: string }[] };
    expect(hindi.systems.find((s) => s.id === 'sandhya')!.name).toBe('संध्या');
    const foreign = await get(`/v1/calculations/dasha/mandooka?${BIRTH}&method=pachaka`);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toContain("'method'");
  });

  it('serves Kalachakra by the book\'s method by default and by Raghavacharya\'s on asking, echoing the method, refusing another', async () => {
    const book = (await get(`/v1/calculations/dasha/kalachakra?${BIRTH}&levels=2`)).json();
    const asked = (await get(`/v1/calculations/dasha/kalachakra?${BIRTH}&levels=2&method=parashara`)).json();
    expect(book.settings.dashaMethod).toBe('parashara');
    expect(asked.periods).toEqual(book.periods);
    expect(book.system).toMatchObject({ method: 'parashara', cycles: 1 });
    expect(book.system.kalachakra).toMatchObject({ paramayush: expect.any(Number), padaElapsed: expect.any(Number) });
    expect(book.periods).toHaveLength(9);
    // The first dasha began before birth (1990-05-15T05:00Z) by the part of it over.
    expect(book.system.balance.elapsedYears).toBeGreaterThan(0);
    expect(Date.parse(book.periods[0].startTime)).toBeLessThan(Date.parse('1990-05-15T05:00:00Z'));
    const navamsa = (await get(`/v1/calculations/dasha/kalachakra?${BIRTH}&levels=2&method=raghavacharya`)).json();
    expect(navamsa.settings.dashaMethod).toBe('raghavacharya');
    expect(navamsa.system.method).toBe('raghavacharya');
    expect(navamsa.system.kalachakra).toMatchObject({ nakshatra: book.system.kalachakra.nakshatra, pada: book.system.kalachakra.pada });
    // The navamsa progression starts its first dasha at birth; the book's starts it before birth by the part over.
    expect(Date.parse(navamsa.periods[0].startTime)).toBe(Date.parse('1990-05-15T05:00:00Z'));
    const list = (await get('/v1/calculations/dasha/systems')).json() as { systems: { id: string; methods: { id: string }[] }[] };
    expect(list.systems.find((s) => s.id === 'kalachakra')!.methods.map((m) => m.id)).toEqual(['parashara', 'raghavacharya']);
    for (const method of ['pachaka', 'jaimini']) {
      const refused = await get(`/v1/calculations/dasha/kalachakra?${BIRTH}&method=${method}`);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 400 });
      expect(refused.json().message).toContain("'method'");
    }
  });

  it('answers 404 with the list of systems for an unknown one', async () => {
    const res = await get(`/v1/calculations/dasha/sudarshana?${BIRTH}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'UNKNOWN_DASHA_SYSTEM', code: 404 });
    expect(res.json().message).toContain('vimshottari');
    for (const id of ['kaala', 'buddhi-gathi', 'chakra', 'varnada']) expect(res.json().message).toContain(`${id} (`);
  });

  it('states the part of the day or night that Kaala, Chakra and Varnada read, by the sunrise rule asked for', async () => {
    const kaala = (await get(`/v1/calculations/dasha/kaala?${BIRTH}&levels=1`)).json();
    expect(kaala.system.birthDay).toMatchObject({ part: 'day', sunriseRule: 'hindu', elapsedFraction: expect.any(Number) });
    expect(kaala.settings.dashaSunrise).toBe('hindu');
    expect(kaala.periods).toHaveLength(18);
    const observed = (await get(`/v1/calculations/dasha/kaala?${BIRTH}&levels=1&sunrise=observed`)).json();
    expect(observed.settings.dashaSunrise).toBe('observed');
    expect(observed.system.birthDay.sunrise < kaala.system.birthDay.sunrise).toBe(true);
    const chakra = (await get(`/v1/calculations/dasha/chakra?${BIRTH}&levels=1`)).json();
    expect(chakra.system.birthDay.part).toBe('day');
    expect(chakra.periods).toHaveLength(12);
    const vimshottari = (await get(`/v1/calculations/dasha/vimshottari?${BIRTH}&levels=1`)).json();
    expect(vimshottari.system.birthDay).toBeNull();
    expect(vimshottari.settings.dashaSunrise).toBeNull();
    const polar = await get('/v1/calculations/dasha/varnada?date=1990-06-15T10:30:00&latitude=78.2&longitude=15.6&timezone=1');
    expect(polar.statusCode).toBe(400);
    expect(polar.json().message).toContain('latitude');
    const badRule = await get(`/v1/calculations/dasha/kaala?${BIRTH}&sunrise=civil`);
    expect(badRule.statusCode).toBe(400);
    expect(badRule.json().message).toContain("'sunrise'");
  });

  it('agrees between the current dasha, the kundali and the POST forms', async () => {
    const current = (await get(`/v1/calculations/dasha/current?${BIRTH}`)).json();
    const kundali = (await get(`/v1/calculations/kundali?${BIRTH}`)).json();
    expect(current.current.mahadasha.planet).toBe(kundali.currentDasha.mahadasha.planet);
    expect(current.current.antardasha.planet).toBe(kundali.currentDasha.antardasha.planet);
    expect(Object.keys(current.current)).toEqual(['mahadasha', 'antardasha', 'pratyantardasha', 'sookshma', 'prana']);
    const body = { date: '1990-05-15T10:30:00', latitude: 28.6139, longitude: 77.209 };
    const vdasha = (await api.app.inject({ method: 'POST', url: '/v1/astrology/current_vdasha', headers: bearer(api.key), payload: body })).json();
    expect(vdasha.current).toEqual(current.current);
    const tree = (await api.app.inject({ method: 'POST', url: '/v1/dasha/vimshottari', headers: bearer(api.key), payload: { ...body, levels: 1 } })).json();
    expect(tree.periods).toHaveLength(9);
    expect(tree.periods[0].planet).toBe(tree.system.balance.planet);
  });

  it('answers the complete analysis with every spec field, explained by rule ids, and the same words for the same input', async () => {
    const url = `/v1/calculations/dasha?${BIRTH}&asOf=2026-01-15T00:00:00Z`;
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    const a = first.json();
    for (const level of ['mahadasha', 'antardasha', 'pratyantardasha']) {
      expect(a.currentDasha[level]).toMatchObject({ planet: expect.any(String), startDate: expect.any(String), endDate: expect.any(String), remaining: expect.any(String), strength: expect.stringMatching(/^(Strong|Moderate|Weak)$/), influence: expect.any(String) });
      expect(a.explanation.influence[level].length).toBeGreaterThan(0);
    }
    expect(a.upcomingDasha.nextAntardasha).toMatchObject({ planet: expect.any(String), influence: expect.any(String) });
    expect(a.upcomingDasha.nextMahadasha).toMatchObject({ planet: expect.any(String), influence: expect.any(String) });
    const all = [...a.dashaStrengths.favorablePlanets, ...a.dashaStrengths.challengingPlanets, ...a.dashaStrengths.neutralPlanets];
    expect(all.sort()).toEqual(['Jupiter', 'Ketu', 'Mars', 'Mercury', 'Moon', 'Rahu', 'Saturn', 'Sun', 'Venus']);
    for (const area of ['career', 'finance', 'health', 'relationships', 'spiritual']) expect(a.predictions.currentPeriod[area].length).toBeGreaterThan(30);
    expect(a.predictions.nextYear.highlights.length + a.predictions.nextYear.challenges.length).toBeGreaterThan(0);
    expect(a.remedies.general.length).toBeGreaterThan(0);
    expect(a.remedies.specific.currentAntardasha.length).toBeGreaterThan(0);
    for (const k of ['saturnTransit', 'jupiterTransit', 'rahuTransit']) expect(a.transitInfluence[k]).toMatch(/(Saturn|Jupiter|Rahu)/);
    expect(JSON.stringify(a)).not.toMatch(/undefined|NaN|\{[a-z]+\}/);
    // Every rule id the explanation names comes with its condition, and only those.
    const { conditions, ...ruleIds } = a.explanation;
    const named = new Set<string>(JSON.stringify(ruleIds).match(/"[a-z-]+(\.[a-z0-9-]+)+"/g)!.map((id) => JSON.parse(id)));
    expect(Object.keys(conditions).sort()).toEqual([...named].sort());
    expect(conditions['strength.weak'] ?? conditions['strength.moderate'] ?? conditions['strength.strong']).toMatch(/^(Dignity|The points)/);
    expect((await get(url)).json()).toEqual(a);
    const predictions = (await get(`/v1/calculations/dasha/predictions?${BIRTH}&asOf=2026-01-15T00:00:00Z`)).json();
    expect(predictions.upcoming[0]).toMatchObject({ period: 'antardasha', planet: a.upcomingDasha.nextAntardasha.planet });
  });

  it('refuses an analysis moment outside the 120-year cycle, naming it', async () => {
    const res = await get(`/v1/calculations/dasha?date=1869-10-02T07:11:00&latitude=21.64&longitude=69.6&asOf=2026-01-15T00:00:00Z`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("'asOf'");
  });

  it('limits five-level trees to a year unless a window is given, with the prana periods tiling it', async () => {
    const body = (await get(`/v1/calculations/dasha/vimshottari?${BIRTH}&levels=5`)).json();
    const pranas: { startTime: string; endTime: string }[] = [];
    const walk = (p: { startTime: string; endTime: string; level: string; children?: unknown[] }) => {
      if (p.level === 'prana') pranas.push(p);
      for (const c of (p.children ?? []) as (typeof p)[]) walk(c);
    };
    for (const p of body.periods) walk(p);
    expect(pranas.length).toBeGreaterThan(100);
    for (let i = 1; i < pranas.length; i++) expect(pranas[i]!.startTime).toBe(pranas[i - 1]!.endTime);
  });
});

describe('divisional charts', () => {
  const api = useTestApp();

  it('gives D1 equal to the kundali signs and all twenty vargas on request', async () => {
    const body = { date: '1869-10-02T07:11:00', latitude: 21.6417, longitude: 69.6, timezone: 4.64 };
    const res = await api.app.inject({ method: 'POST', url: '/v1/mcp/get-divisional-chart', headers: bearer(api.key), payload: { ...body, chart: 'all' } });
    expect(res.statusCode).toBe(200);
    const charts = res.json().charts as { chart: string; lagna: { sign: string }; planets: { name: string; sign: string; house: number }[]; method: string }[];
    expect(charts.map((c) => c.chart)).toEqual(['D1', 'D2', 'D3', 'D4', 'D5', 'D6', 'D7', 'D8', 'D9', 'D10', 'D11', 'D12', 'D16', 'D20', 'D24', 'D27', 'D30', 'D40', 'D45', 'D60']);
    const kundali = (await api.app.inject({ url: '/v1/calculations/kundali?date=1869-10-02T07:11:00&latitude=21.6417&longitude=69.6&timezone=4.64', headers: bearer(api.key) })).json();
    expect(charts[0]!.lagna.sign).toBe(kundali.lagna.rashi);
    expect(charts[0]!.planets.map((p) => p.sign)).toEqual(kundali.planets.map((p: { rashi: string }) => p.rashi));
    for (const c of charts) expect(c.method.length).toBeGreaterThan(10);
  });
});
