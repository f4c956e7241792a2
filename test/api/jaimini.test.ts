/**
 * The Jaimini points through the API: the book's chart 1 (Narasimha Rao, ch. 9) with PyJHora's settings, the
 * schools' choices echoed in settings, Hindi names, and each bad choice refused naming its field.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.ts';

const CHART_1 = 'date=2000-04-09T17:55:00&latitude=42.5&longitude=-71.2&timezone=-4&positions=geometric&node=mean';

interface Jaimini {
  settings: { karakas: number; arudhaRule: string; varga: string };
  karakas: { karaka: string; graha: { id: string } }[];
  karakamsa: { signNumber: number };
  swamsa: { signNumber: number };
  arudhas: { chart: string; arudhaLagna: { signNumber: number }; upapada: { signNumber: number; sign: string }; bhava: { signNumber: number; moved: boolean }[] };
  argala: { houses: { signNumber: number; argalas: { house: number; kind: string; obstructed: boolean; causedBy: { id: string }[]; obstructedBy: { id: string }[] }[] }[] };
  rashiDrishti: { signs: { signNumber: number; aspects: { signNumber: number }[] }[]; grahas: { graha: { id: string }; aspectsGrahas: { id: string }[] }[] };
}

describe('GET /v1/calculations/jaimini', () => {
  const api = useTestApp();

  it('gives chart 1 of the book: A1–A12 Ge Le Vi Le Ar Ge Ta Cp Cp Vi Ta Li, eight karakas, the default choices echoed', async () => {
    const res = await api.get(`/v1/calculations/jaimini?${CHART_1}`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as Jaimini;
    expect(body.settings).toMatchObject({ karakas: 8, arudhaRule: 'bphs', varga: 'D1' });
    expect(body.arudhas.bhava.map((a) => a.signNumber)).toEqual([3, 5, 6, 5, 1, 3, 2, 10, 10, 6, 2, 7]);
    expect(body.arudhas.arudhaLagna.signNumber).toBe(3);
    expect(body.arudhas.upapada.signNumber).toBe(7);
    expect(body.karakas.map((k) => k.karaka)).toEqual(['atma', 'amatya', 'bhratri', 'matri', 'pitri', 'putra', 'gnati', 'dara']);
    expect(body.swamsa.signNumber).toBe(body.karakamsa.signNumber);
    expect(body.rashiDrishti.signs[0]!.aspects.map((s) => s.signNumber)).toEqual([5, 8, 11]);
    expect(body.argala.houses.map((h) => h.signNumber)).toEqual([6, 7, 8, 9, 10, 11, 12, 1, 2, 3, 4, 5]);
    // Virgo lagna: Rahu in Cancer (the 11th) and Ketu in Capricorn (the 5th) cause argala on it; Scorpio (the 3rd)
    // and Taurus (the 9th) are empty, so neither is obstructed.
    expect(body.argala.houses[0]!.argalas).toMatchObject([
      { house: 11, kind: 'primary', causedBy: [{ id: 'rahu' }], obstructedBy: [], obstructed: false },
      { house: 5, kind: 'secondary', causedBy: [{ id: 'ketu' }], obstructedBy: [], obstructed: false },
    ]);
  });

  it('the 7-karaka scheme, the raman rule and a varga are chosen by name and echoed', async () => {
    const res = await api.get(`/v1/calculations/jaimini?${CHART_1}&karakas=7&arudhaRule=raman&varga=d9`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as Jaimini;
    expect(body.settings).toMatchObject({ karakas: 7, arudhaRule: 'raman', varga: 'D9' });
    expect(body.karakas).toHaveLength(7);
    expect(body.karakas.some((k) => k.karaka === 'pitri' || k.graha.id === 'rahu')).toBe(false);
    expect(body.arudhas.chart).toBe('D9');
    expect(body.arudhas.bhava.every((a) => !a.moved)).toBe(true);
  });

  interface Points {
    settings: Record<string, unknown>;
    specialLagnas: Record<string, { name: string; longitude: number; signNumber: number; nakshatra: string; house: number }>;
    upagrahas: { id: string; name: string; longitude: number; house: number; rises: string | null }[];
    birthDay: { sunrise: string; sunset: string; byNight: boolean; lagnasCountedFrom: string; weekday: string };
  }

  it('gives the lagnas counted from sunrise and the eleven upagrahas, from the sunrise before the birth', async () => {
    const body = (await api.get(`/v1/calculations/jaimini?${CHART_1}`)).json() as Points;
    expect(body.settings).toMatchObject({ sunrise: 'hindu', lagnaSunrise: 'vedic-day', gulika: 'gulika-start', lordlessPart: 'eighth' });
    // 17:55 EDT on 9 April 2000 in Massachusetts: after that day's sunrise, before its sunset.
    expect(body.birthDay.byNight).toBe(false);
    expect(body.birthDay.sunrise.slice(0, 10)).toBe('2000-04-09');
    expect(body.birthDay.lagnasCountedFrom).toBe(body.birthDay.sunrise);
    expect(Object.keys(body.specialLagnas)).toEqual(['sree', 'indu', 'kunda', 'bhriguBindu', 'bhava', 'hora', 'ghati', 'vighati', 'pranapada', 'varnada']);
    // The hora lagna advances twice as fast as the bhava lagna from the same Sun at sunrise. The sunrise is given to
    // the millisecond, half a millisecond at most from the instant counted from: 0.25° a minute × 0.5 ms ≈ 2·10⁻⁶°.
    const minutes = (Date.parse('2000-04-09T21:55:00Z') - Date.parse(body.birthDay.sunrise)) / 60_000;
    const sun = body.specialLagnas.bhava!.longitude - minutes * 0.25;
    expect(Math.abs(((body.specialLagnas.hora!.longitude - sun - minutes * 0.5) % 360 + 540) % 360 - 180)).toBeLessThan(3e-6);
    expect(body.upagrahas.map((u) => u.id)).toEqual(['dhuma', 'vyatipata', 'parivesha', 'indrachapa', 'upaketu', 'kaala', 'mrityu', 'arthaPrahara', 'yamaGhantaka', 'gulika', 'mandi']);
    expect(body.upagrahas.slice(0, 5).every((u) => u.rises === null)).toBe(true);
    // Sunday: gulika rises at the start of the 7th part of the day, mandi in its middle, a sixteenth of the day later.
    const gulika = Date.parse(body.upagrahas[9]!.rises!);
    const mandi = Date.parse(body.upagrahas[10]!.rises!);
    expect((mandi - gulika) * 16).toBeCloseTo(Date.parse(body.birthDay.sunset) - Date.parse(body.birthDay.sunrise), -2);
    expect((gulika - Date.parse(body.birthDay.sunrise)) * 8).toBeCloseTo((Date.parse(body.birthDay.sunset) - Date.parse(body.birthDay.sunrise)) * 6, -2);
  });

  it('gulika=gulika-middle swaps gulika and mandi', async () => {
    const start = (await api.get(`/v1/calculations/jaimini?${CHART_1}`)).json() as Points;
    const middle = (await api.get(`/v1/calculations/jaimini?${CHART_1}&gulika=gulika-middle`)).json() as Points;
    expect(middle.settings.gulika).toBe('gulika-middle');
    expect(middle.upagrahas[9]!.longitude).toBeCloseTo(start.upagrahas[10]!.longitude, 9);
    expect(middle.upagrahas[10]!.longitude).toBeCloseTo(start.upagrahas[9]!.longitude, 9);
  });

  it('names the new points in Hindi with lang=hi', async () => {
    const body = (await api.get(`/v1/calculations/jaimini?${CHART_1}&lang=hi`)).json() as Points;
    expect(body.specialLagnas.hora!.name).toBe('होरा लग्न');
    expect(body.upagrahas.find((u) => u.id === 'gulika')!.name).toBe('गुलिक');
    expect(body.birthDay.weekday).toBe('रविवार');
  });

  it('refuses a birth where the Sun does not rise with a 400 naming the latitude', async () => {
    const res = await api.get('/v1/calculations/jaimini?date=2000-12-21T12:00:00&latitude=69.65&longitude=18.96&timezone=1');
    expect(res.statusCode).toBe(400);
    expect((res.json() as { message: string }).message).toContain('latitude');
  });

  it('names signs in Hindi with lang=hi', async () => {
    const body = (await api.get(`/v1/calculations/jaimini?${CHART_1}&lang=hi`)).json() as Jaimini;
    expect(body.arudhas.upapada.sign).toBe('तुला');
  });

  it.each([
    ['karakas=9', 'karakas'],
    ['arudhaRule=jaimini', 'arudhaRule'],
    ['varga=D13', 'varga'],
    ['gulika=end', 'gulika'],
    ['lagnaSunrise=midnight', 'lagnaSunrise'],
    ['lordlessPart=first', 'lordlessPart'],
    ['sunrise=civil', 'sunrise'],
  ])('refuses %s with a 400 naming %s', async (param, field) => {
    const res = await api.get(`/v1/calculations/jaimini?${CHART_1}&${param}`);
    expect(res.statusCode).toBe(400);
    const body = res.json() as { error: string; message: string; code: string };
    expect(body.code).toBeTruthy();
    expect(body.message).toContain(field);
  });
});

describe('include=jaimini on the kundali', () => {
  const api = useTestApp();

  it('adds the Jaimini points of the same chart with the default choices, as the Jaimini route gives them', async () => {
    const route = (await api.get(`/v1/calculations/jaimini?${CHART_1}`)).json() as Record<string, unknown>;
    const kundali = (await api.get(`/v1/calculations/kundali?${CHART_1}&include=jaimini`)).json() as { jaimini: Record<string, unknown>; shadbala?: unknown };
    expect(kundali.shadbala).toBeUndefined();
    expect(kundali.jaimini.settings).toEqual({ karakas: 8, arudhaRule: 'bphs', varga: 'D1', sunrise: 'hindu', lagnaSunrise: 'vedic-day', gulika: 'gulika-start', lordlessPart: 'eighth' });
    for (const key of ['karakas', 'karakamsa', 'arudhas', 'argala', 'specialLagnas', 'upagrahas', 'birthDay', 'rashiDrishti']) {
      expect(kundali.jaimini[key]).toEqual(route[key]);
    }
  });

  it('combines with the strengths, in a JSON body too', async () => {
    const res = await api.post('/v1/calculations/kundali', { date: '2000-04-09T17:55:00', latitude: 42.5, longitude: -71.2, timezone: -4, include: ['ashtakavarga', 'jaimini'] });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { ashtakavarga?: unknown; jaimini?: { upagrahas: unknown[] } };
    expect(body.ashtakavarga).toBeDefined();
    expect(body.jaimini!.upagrahas).toHaveLength(11);
  });
});
