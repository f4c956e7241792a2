/**
 * The Tajika annual and monthly charts through the API: the book's example (Narasimha Rao, *Vedic Astrology: An
 * Integrated Approach*, ch. 27–30: the 1967-03-08 17:40 birth at 26°18′N 73°04′E, +5:30), its office-bearers and
 * sahams, the month chart, Hindi names, and each bad input refused naming its field.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.ts';

const BOOK = 'date=1967-03-08T17:40:00&latitude=26.3&longitude=73.0667&timezone=5.5&positions=geometric&node=mean';

interface Varshaphal {
  year: number;
  month?: number;
  completedYears: number;
  settings: { sahamRule: string; tajikaOrb: string; tajikaAspectSet: string; tajikaMoonYogas: string; muddaYear: string; ayanamsha: { id: number } };
  muddaDasha?: { lord: { id: string }; start: string; end: string; days: number }[];
  patyayiniDasha?: { lord: { id: string; name: string }; krisamsha: number; patyamsha: number; start: string; end: string; days: number }[];
  pravesha: { utc: string; local: string; night: boolean; sunLongitude: number };
  natalLagna: { signNumber: number };
  chart: { lagna: { signNumber: number }; planets: { id: string; navamsha: { signNumber: number } }[]; houses: unknown[] };
  muntha: { signNumber: number; house: number; lord: { id: string } };
  officeBearers: { office: string; graha: { id: string } }[];
  sahams: { id: string; name: string; signNumber: number; longitude: number; added30: boolean; formula: string }[];
  tajikaAspects: { faster: { id: string }; slower: { id: string }; distance: number; kind: string; orbDeg: number; gapDeg: number; withinOrb: boolean }[];
  tajikaYogas: { id: string; name: string; grahas: { id: string }[]; rule: string; poorna?: boolean }[];
  yearLord?: { graha: { id: string; name: string }; reason: string; reasonText: string; candidates: { graha: { id: string }; aspectsLagna: boolean; panchavargeeyaBala: number }[] };
  panchavargeeyaBala: { graha: { id: string }; sources: Record<string, { units: number; max: number; name: string; lord: { id: string } | null }>; total: number; grade: string; gradeName: string }[];
  harshaBala: { graha: { id: string }; sources: Record<string, { units: number; max: number }>; total: number }[];
}

describe('GET /v1/varshaphal', () => {
  const api = useTestApp();

  it('gives the book\'s 2000 annual chart: pravesha 2000-03-08 04:41 local, muntha Taurus, artha Sc 2°, samartha Pi 5°, vanika Sg 7°', async () => {
    const res = await api.get(`/v1/varshaphal?${BOOK}&year=2000`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as Varshaphal;
    expect(body.completedYears).toBe(33);
    expect(body.year).toBe(2000);
    // The book (example 118) prints 04:41:13; see docs/varshaphal.md for the 10 s between its Lahiri and ours.
    expect(body.pravesha.local.slice(0, 16)).toBe('2000-03-08T04:41');
    expect(body.pravesha.night).toBe(true);
    expect(body.settings.sahamRule).toBe('sign');
    // Muntha: natal lagna Leo + 33 years = Taurus.
    expect(body.natalLagna.signNumber).toBe(5);
    expect(body.muntha).toMatchObject({ signNumber: 2, lord: { id: 'venus' } });
    expect(body.chart.planets).toHaveLength(9);
    expect(body.chart.houses).toHaveLength(12);
    expect(body.sahams).toHaveLength(36);
    const at = (id: string) => body.sahams.find((s) => s.id === id)!;
    // Example 121, to the book's whole degree: Scorpio 2°, Pisces 5°, Sagittarius 7°.
    expect([at('artha').signNumber, Math.round(at('artha').longitude % 30)]).toEqual([8, 2]);
    expect([at('samartha').signNumber, Math.round(at('samartha').longitude % 30)]).toEqual([12, 5]);
    expect([at('vanik').signNumber, Math.round(at('vanik').longitude % 30)]).toEqual([9, 7]);
    expect(body.officeBearers.map((o) => o.office)).toEqual(['muntha-lord', 'birth-lagna-lord', 'annual-lagna-lord', 'tri-rashi-pati', 'luminary-sign-lord']);
    expect(body.officeBearers.map((o) => o.graha.id)).toEqual(['venus', 'sun', 'saturn', 'mars', 'jupiter']);
  });

  it('the patyayini dasha: the seven grahas and the lagna by increasing degree, from this pravesha to the next', async () => {
    const body = (await api.get(`/v1/varshaphal?${BOOK}&year=2000&lang=hi`)).json() as Varshaphal;
    const next = (await api.get(`/v1/varshaphal?${BOOK}&year=2001`)).json() as Varshaphal;
    const periods = body.patyayiniDasha!;
    expect(periods).toHaveLength(8);
    expect(periods.map((p) => p.lord.id).sort()).toEqual(['jupiter', 'lagna', 'mars', 'mercury', 'moon', 'saturn', 'sun', 'venus']);
    expect(periods.find((p) => p.lord.id === 'lagna')!.lord.name).toBe('लग्न');
    expect(periods[0]!.start).toBe(body.pravesha.utc);
    expect(periods.at(-1)!.end).toBe(next.pravesha.utc);
    for (let i = 1; i < 8; i++) expect(periods[i]!.krisamsha).toBeGreaterThanOrEqual(periods[i - 1]!.krisamsha);
  });

  it('gives the year lord of example 120 (Mars) with its reason and candidates, and both Tajika strengths of the seven grahas', async () => {
    const body = (await api.get(`/v1/varshaphal?${BOOK}&year=2000`)).json() as Varshaphal;
    expect(body.yearLord).toMatchObject({ graha: { id: 'mars' }, reason: 'strongest-aspecting-lagna' });
    expect(body.yearLord!.candidates.map((c) => c.graha.id)).toEqual(['mars', 'venus', 'jupiter', 'sun', 'saturn']);
    expect(body.panchavargeeyaBala.map((b) => b.graha.id)).toEqual(['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn']);
    const mars = body.panchavargeeyaBala.find((b) => b.graha.id === 'mars')!;
    expect(mars.sources['hadda']).toMatchObject({ units: 15, max: 15, lord: { id: 'mars' } });
    expect(mars.sources['uchcha']!.lord).toBeNull();
    const sum = Object.values(mars.sources).reduce((acc, s) => acc + s.units, 0);
    expect(mars.total).toBeCloseTo(sum / 4, 10);
    expect(mars.grade).toBe('very-strong');
    expect(body.harshaBala).toHaveLength(7);
    for (const h of body.harshaBala) expect(h.total).toBe(Object.values(h.sources).reduce((acc, s) => acc + s.units, 0));
    // The book's own grading (§28.4) gives Mars the 13.7 units example 120 prints, and the same year lord.
    const rao = (await api.get(`/v1/varshaphal?${BOOK}&year=2000&panchavargeeyaGrading=narasimha-rao`)).json() as Varshaphal & { settings: { panchavargeeyaGrading: string } };
    expect(rao.settings.panchavargeeyaGrading).toBe('narasimha-rao');
    expect(rao.yearLord).toMatchObject({ graha: { id: 'mars' }, reason: 'strongest-aspecting-lagna' });
    expect(Math.round(rao.yearLord!.candidates.find((c) => c.graha.id === 'mars')!.panchavargeeyaBala * 10) / 10).toBe(13.7);
    const hi = (await api.get(`/v1/varshaphal?${BOOK}&year=2000&lang=hi`)).json() as Varshaphal;
    expect(hi.yearLord!.graha.name).toBe('मंगल');
    expect(hi.yearLord!.reasonText).toMatch(/पंचवर्गीय/);
  });

  it('the mudda dasha: nine lords in Vimshottari order from the one running at the pravesha, filling the year to the next pravesha', async () => {
    const body = (await api.get(`/v1/varshaphal?${BOOK}&year=2000`)).json() as Varshaphal;
    const next = (await api.get(`/v1/varshaphal?${BOOK}&year=2001`)).json() as Varshaphal;
    const periods = body.muddaDasha!;
    expect(body.settings.muddaYear).toBe('tajika');
    expect(periods).toHaveLength(9);
    const order = ['ketu', 'venus', 'sun', 'moon', 'mars', 'rahu', 'jupiter', 'saturn', 'mercury'];
    const first = order.indexOf(periods[0]!.lord.id);
    expect(periods.map((p) => p.lord.id)).toEqual(order.map((_, k) => order[(first + k) % 9]));
    const pravesha = Date.parse(body.pravesha.utc);
    expect(Date.parse(periods[0]!.start)).toBeLessThanOrEqual(pravesha);
    expect(Date.parse(periods[0]!.end)).toBeGreaterThan(pravesha);
    const total = periods.reduce((sum, p) => sum + p.days, 0);
    expect(Math.abs(total * 86_400_000 - (Date.parse(next.pravesha.utc) - pravesha))).toBeLessThan(2000);
    const sidereal = (await api.get(`/v1/varshaphal?${BOOK}&year=2000&muddaYear=sidereal`)).json() as Varshaphal;
    expect(sidereal.muddaDasha!.reduce((sum, p) => sum + p.days, 0)).toBeCloseTo(365.256363, 4);
  });

  it('age= gives the same year as year=; exercise 47 (1993) starts 1993-03-08 09:36 local', async () => {
    const byAge = (await api.get(`/v1/varshaphal?${BOOK}&age=26`)).json() as Varshaphal;
    const byYear = (await api.get(`/v1/varshaphal?${BOOK}&year=1993`)).json() as Varshaphal;
    expect(byAge.pravesha).toEqual(byYear.pravesha);
    expect(byAge.pravesha.local.slice(0, 16)).toBe('1993-03-08T09:36');
  });

  it('the month chart: month 1 is the year itself, month 4 starts when the Sun is 90° past its natal longitude', async () => {
    const year = (await api.get(`/v1/varshaphal?${BOOK}&year=2000`)).json() as Varshaphal;
    const first = (await api.get(`/v1/varshaphal/month?${BOOK}&year=2000&month=1`)).json() as Varshaphal;
    expect(first.pravesha).toEqual(year.pravesha);
    const res = await api.get(`/v1/varshaphal/month?${BOOK}&year=2000&month=4`);
    expect(res.statusCode).toBe(200);
    const fourth = res.json() as Varshaphal;
    expect(fourth.month).toBe(4);
    expect(fourth.pravesha.sunLongitude).toBeCloseTo((year.pravesha.sunLongitude + 90) % 360, 9);
    expect(fourth.pravesha.utc.slice(0, 7)).toBe('2000-06');
    expect(fourth.muntha.signNumber).toBe(year.muntha.signNumber);
  });

  it('the degree rule is chosen by name and echoed; names are in Hindi with lang=hi', async () => {
    const body = (await api.get(`/v1/varshaphal?${BOOK}&year=2000&sahamRule=Degree&lang=hi`)).json() as Varshaphal;
    expect(body.settings.sahamRule).toBe('degree');
    expect(body.sahams[0]!.name).toBe('पुण्य');
    expect(body.tajikaYogas.every((y) => /[\u0900-\u097F]/.test(y.name) && /[\u0900-\u097F]/.test(y.rule))).toBe(true);
  });

  it('Tajika aspects and yogas: aspects never 6 or 8 signs apart, every ithasala and eesarpha an aspect within its orb', async () => {
    const body = (await api.get(`/v1/varshaphal?${BOOK}&year=2000`)).json() as Varshaphal;
    expect(body.tajikaAspects.length).toBeGreaterThan(0);
    for (const a of body.tajikaAspects) {
      expect([1, 2, 3, 4, 5, 7, 9, 10, 11, 12]).toContain(a.distance);
      expect(a.withinOrb).toBe(Math.abs(a.gapDeg) <= a.orbDeg);
    }
    for (const y of body.tajikaYogas.filter((x) => x.id === 'ithasala' || x.id === 'eesarpha')) {
      const aspect = body.tajikaAspects.find((a) => a.faster.id === y.grahas[0]!.id && a.slower.id === y.grahas[1]!.id)!;
      expect(aspect.withinOrb).toBe(true);
      expect(aspect.gapDeg >= 0).toBe(y.id === 'ithasala');
    }
  });

  it('the last four yogas as the chart shows them (tajikaOrb=moieties): tambira, kuttha and durupha in 2008, dutthottha-davira in 1999, with their rules in English and Hindi', async () => {
    const body = (await api.get(`/v1/varshaphal?${BOOK}&year=2008&tajikaOrb=moieties`)).json() as Varshaphal;
    const planet = (id: string) => body.chart.planets.find((p) => p.id === id)! as unknown as { longitude: number; house: number; retrograde: boolean };
    const pairs = (id: string) => body.tajikaYogas.filter((y) => y.id === id).map((y) => y.grahas.map((g) => g.id).join(' '));
    expect(pairs('tambira')).toEqual(['venus mars']);
    expect(planet('venus').longitude % 30).toBeGreaterThanOrEqual(29);
    expect(planet('venus').retrograde).toBe(false);
    expect(pairs('ithasala')).not.toContain('venus mars');
    expect(pairs('kuttha')).toEqual(['moon jupiter', 'sun jupiter']);
    expect([planet('moon').house, planet('sun').house]).toEqual([1, 1]);
    // Jupiter aspects the lagna from a kendra or panaphara by one of the Tajika aspects (1, 4, 5, 7, 10, 11 from it).
    expect([1, 4, 5, 7, 10, 11]).toContain(planet('jupiter').house);
    // The Moon and Venus, two signs apart, in ithasala by the semi-sextile and both powerless.
    expect(pairs('durupha')).toEqual(['moon venus', 'mercury venus']);
    expect(pairs('ithasala')).toContain('mercury venus');
    const rule = (id: string) => body.tajikaYogas.find((y) => y.id === id)!.rule;
    expect(rule('tambira')).toMatch(/^A graha in the last degree of a sign/);
    const earlier = (await api.get(`/v1/varshaphal?${BOOK}&year=1999&lang=hi&tajikaOrb=moieties`)).json() as Varshaphal;
    const dd = earlier.tajikaYogas.filter((y) => y.id === 'dutthottha-davira');
    expect(dd.map((y) => y.grahas.map((g) => g.id).join(' '))).toEqual(['moon mercury jupiter']);
    expect(earlier.tajikaYogas.some((y) => y.id === 'ithasala' && y.grahas.map((g) => g.id).join(' ') === 'moon mercury')).toBe(true);
    expect([dd[0]!.name, /[\u0900-\u097F]/.test(dd[0]!.rule)]).toEqual(['दुत्थोत्थ दवीर', true]);
  });

  it('tajikaOrb: each (default) takes the smaller deeptamsa as the pair\'s orb, moieties their mean; echoed in settings; 2008\'s tambira needs the mean', async () => {
    const byDefault = (await api.get(`/v1/varshaphal?${BOOK}&year=2008`)).json() as Varshaphal;
    const moieties = (await api.get(`/v1/varshaphal?${BOOK}&year=2008&tajikaOrb=moieties`)).json() as Varshaphal;
    const deeptamsa: Record<string, number> = { sun: 15, moon: 12, mars: 8, mercury: 7, jupiter: 9, venus: 7, saturn: 9 };
    expect([byDefault.settings.tajikaOrb, moieties.settings.tajikaOrb]).toEqual(['each', 'moieties']);
    for (const a of byDefault.tajikaAspects) {
      expect(a.orbDeg).toBe(Math.min(deeptamsa[a.faster.id]!, deeptamsa[a.slower.id]!));
      expect(a.withinOrb).toBe(Math.abs(a.gapDeg) <= a.orbDeg);
    }
    for (const a of moieties.tajikaAspects) expect(a.orbDeg).toBe((deeptamsa[a.faster.id]! + deeptamsa[a.slower.id]!) / 2);
    expect(byDefault.tajikaYogas.filter((y) => y.id === 'tambira')).toEqual([]);
  });

  it('tajikaAspectSet: with-semi-sextile (default) has neutral aspects 2 or 12 signs apart, without-semi-sextile none; tajikaMoonYogas; both echoed in settings', async () => {
    const byDefault = (await api.get(`/v1/varshaphal?${BOOK}&year=2000`)).json() as Varshaphal;
    const other = (await api.get(`/v1/varshaphal?${BOOK}&year=2000&tajikaAspectSet=without-semi-sextile&tajikaMoonYogas=void-of-course`)).json() as Varshaphal;
    expect([byDefault.settings.tajikaAspectSet, byDefault.settings.tajikaMoonYogas]).toEqual(['with-semi-sextile', 'narasimha-rao']);
    expect([other.settings.tajikaAspectSet, other.settings.tajikaMoonYogas]).toEqual(['without-semi-sextile', 'void-of-course']);
    expect(other.tajikaAspects.some((a) => a.distance === 2 || a.distance === 12)).toBe(false);
    const neutral = byDefault.tajikaAspects.filter((a) => a.distance === 2 || a.distance === 12);
    expect(neutral.length).toBeGreaterThan(0);
    expect(neutral.every((a) => a.kind === 'neutral')).toBe(true);
    // The friendly and inimical aspects are the same under both sets.
    expect(byDefault.tajikaAspects.filter((a) => a.kind !== 'neutral')).toEqual(other.tajikaAspects);
  });

  it.each([
    ['year=2000&tajikaOrb=mean', 'tajikaOrb'],
    ['year=2000&tajikaAspectSet=western', 'tajikaAspectSet'],
    ['year=2000&tajikaMoonYogas=arabic', 'tajikaMoonYogas'],
    ['year=2000&panchavargeeyaGrading=parashara', 'panchavargeeyaGrading'],
    ['year=1966', 'year'],
    ['year=2200', 'year'],
    ['age=151', 'age'],
    ['age=-1', 'age'],
    ['year=2000&age=33', 'age'],
    ['', 'year'],
    ['year=2000&sahamRule=arc', 'sahamRule'],
    ['year=2000&muddaYear=lunar', 'muddaYear'],
    ['year=2000&yearLatitude=10', 'yearLongitude'],
    ['year=2000&yearCity=atlantis', 'yearCity'],
  ])('refuses %s with a 400 naming %s', async (param, field) => {
    const res = await api.get(`/v1/varshaphal?${BOOK}&${param}`);
    expect(res.statusCode).toBe(400);
    const body = res.json() as { error: string; message: string; code: number };
    expect(body.code).toBe(400);
    expect(body.message).toContain(field);
  });

  it.each([['month=13'], ['month=0'], ['month=']])('refuses %s on the month chart with a 400 naming month', async (param) => {
    const res = await api.get(`/v1/varshaphal/month?${BOOK}&year=2000&${param}`);
    expect(res.statusCode).toBe(400);
    expect((res.json() as { message: string }).message).toContain('month');
  });

  it('casts the chart where the year is lived: yearCity changes the lagna, not the pravesha', async () => {
    const home = (await api.get(`/v1/varshaphal?${BOOK}&year=2000`)).json() as Varshaphal;
    const reply = await api.get(`/v1/varshaphal?${BOOK}&year=2000&yearCity=london`);
    expect(reply.body).toContain('pravesha');
    const away = reply.json() as Varshaphal;
    expect(away.pravesha.utc).toBe(home.pravesha.utc);
    expect(away.chart.lagna.signNumber).not.toBe(home.chart.lagna.signNumber);
  });
});

describe('GET /v1/tithi-pravesha', () => {
  const api = useTestApp();

  interface TithiPravesha {
    settings: { definition: string };
    completedYears: number;
    birthTithi: { number: number; name: string; elongation: number; fractionElapsed: number };
    solarMonth: { signNumber: number; start: string; end: string };
    instants: { utc: string; local: string; chart: { lagna: { signNumber: number }; planets: { id: string; longitude: number }[] } }[];
  }

  it('gives the 2000 tithi pravesha of the book\'s birth inside its solar month, both definitions minutes apart, with a chart', async () => {
    const res = await api.get(`/v1/tithi-pravesha?${BOOK}&year=2000`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as TithiPravesha;
    expect(body.settings.definition).toBe('pyjhora');
    expect(body.completedYears).toBe(33);
    expect(body.instants.length).toBeGreaterThanOrEqual(1);
    const first = body.instants[0]!;
    expect(first.utc >= body.solarMonth.start && first.utc < body.solarMonth.end).toBe(true);
    expect(first.chart.planets).toHaveLength(9);
    const elongation = (await api.get(`/v1/tithi-pravesha?${BOOK}&year=2000&definition=elongation`)).json() as TithiPravesha;
    expect(elongation.settings.definition).toBe('elongation');
    const minutes = Math.abs(Date.parse(elongation.instants[0]!.utc) - Date.parse(first.utc)) / 60_000;
    expect(minutes).toBeLessThan(60);
    const moon = elongation.instants[0]!.chart.planets.find((p) => p.id === 'moon')!.longitude;
    const sun = elongation.instants[0]!.chart.planets.find((p) => p.id === 'sun')!.longitude;
    expect(Math.abs(((moon - sun + 360) % 360) - body.birthTithi.elongation)).toBeLessThan(0.01);
    const hi = (await api.get(`/v1/tithi-pravesha?${BOOK}&year=2000&lang=hi`)).json() as TithiPravesha;
    expect(hi.birthTithi.name).not.toBe(body.birthTithi.name);
  });

  it('refuses a year before the birth and an unknown definition, naming the field', async () => {
    const before = await api.get(`/v1/tithi-pravesha?${BOOK}&year=1950`);
    expect(before.statusCode).toBe(400);
    expect(before.json().message).toMatch(/year/);
    const unknown = await api.get(`/v1/tithi-pravesha?${BOOK}&year=2000&definition=rath`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/definition/);
  });
});

describe('GET /v1/varshaphal/svg', () => {
  const api = useTestApp();

  it('draws the annual chart with the muntha marked, in each style and in Hindi', async () => {
    const res = await api.get(`/v1/varshaphal/svg?${BOOK}&year=2000`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(res.body).toMatch(/^<svg|<\?xml/);
    expect(res.body).toContain('Muntha');
    expect(res.body).toContain('Varshaphal 2000 (33)');
    for (const style of ['south', 'east']) expect((await api.get(`/v1/varshaphal/svg?${BOOK}&year=2000&style=${style}`)).body).toContain('Muntha');
    expect((await api.get(`/v1/varshaphal/svg?${BOOK}&year=2000&lang=hi`)).body).toContain('मुन्था');
    const bad = await api.get(`/v1/varshaphal/svg?${BOOK}&year=2000&style=west`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/style/);
  });
});
