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

  it('names signs in Hindi with lang=hi', async () => {
    const body = (await api.get(`/v1/calculations/jaimini?${CHART_1}&lang=hi`)).json() as Jaimini;
    expect(body.arudhas.upapada.sign).toBe('तुला');
  });

  it.each([
    ['karakas=9', 'karakas'],
    ['arudhaRule=jaimini', 'arudhaRule'],
    ['varga=D13', 'varga'],
  ])('refuses %s with a 400 naming %s', async (param, field) => {
    const res = await api.get(`/v1/calculations/jaimini?${CHART_1}&${param}`);
    expect(res.statusCode).toBe(400);
    const body = res.json() as { error: string; message: string; code: string };
    expect(body.code).toBeTruthy();
    expect(body.message).toContain(field);
  });
});
