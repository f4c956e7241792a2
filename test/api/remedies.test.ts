/**
 * The remedy endpoints: suggestions traced to the rules that called for them, and mantras for a graha, a deity
 * or a chart with their texts, counts, timing and sources. The rules are pinned on hand-built charts in
 * test/astro/remedies.test.ts; these tests check the responses carry them and that bad input is a 400 naming
 * its field.
 */
import { describe, expect, it } from 'vitest';
import { DEITY_IDS } from '../../data/mantras.ts';
import { GRAHA_IDS } from '../../data/grahas.ts';
import { useTestApp } from '../helpers/app.ts';

const BIRTH = 'date=1990-05-15T10:30:00&latitude=28.6139&longitude=77.209';
const DEVANAGARI = /[\u0900-\u097F]/;

type Mantra = { devanagari: string; transliteration: string; totalCount: number | null; dailyCount: number; source: string };

function checkMantra(mantra: Mantra) {
  expect(mantra.devanagari).toMatch(DEVANAGARI);
  expect(mantra.transliteration).toMatch(/^[A-Za-z]/);
  expect(mantra.dailyCount).toBe(108);
  expect(mantra.source.length).toBeGreaterThan(0);
}

describe('remedies', () => {
  const api = useTestApp();

  it('gives each graha that needs it five remedies with the rules that called for them', async () => {
    const res = await api.get(`/v1/remedies/suggestions?${BIRTH}`);
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json();
    expect(r.asOf).toBe('2026-06-15T12:00:00.000Z');
    expect(r.planets.length).toBeGreaterThan(0);
    for (const planet of r.planets) {
      expect(planet.reasons.length).toBeGreaterThan(0);
      for (const reason of planet.reasons) expect(reason).toMatchObject({ id: expect.stringMatching(/^(affliction|dosha|dasha)\./), explanation: expect.any(String), facts: expect.any(Object) });
      expect(planet.remedies.map((remedy: { kind: { id: string } }) => remedy.kind.id)).toEqual(['mantra', 'charity', 'fast', 'puja', 'rudraksha']);
      expect(planet.remedies[0].kind.explanation).toBe("Reciting the graha's seed mantra or gayatri a set number of times, at least one mala of 108 a day.");
      for (const mantra of planet.remedies[0].mantras) checkMantra(mantra);
    }
    for (const dosha of r.doshas) {
      expect(dosha.reason.id).toBe(`dosha.${dosha.id}`);
      expect(dosha.remedies.length).toBeGreaterThan(0);
    }
    expect(r.mantras.every((m: { reasons: unknown[] }) => m.reasons.length > 0)).toBe(true);
  });

  it('names the running dasha lords among the mantra reasons', async () => {
    const r = (await api.get(`/v1/remedies/suggestions?${BIRTH}`)).json();
    const lords = r.mantras.filter((m: { reasons: { id: string }[] }) => m.reasons.some((reason) => reason.id === 'dasha.running-lord'));
    expect(lords.length).toBeGreaterThanOrEqual(1);
    expect(lords.length).toBeLessThanOrEqual(2);
  });

  it.each(GRAHA_IDS)('gives the beej and gayatri mantras of %s with counts and its day', async (graha) => {
    const res = await api.post('/v1/remedies/mantra', { graha });
    expect(res.statusCode, res.body).toBe(200);
    const m = res.json();
    expect(m).toMatchObject({ target: 'graha', birthDetails: null });
    expect(m.suggestions).toHaveLength(1);
    expect(m.suggestions[0].mantras.map((mantra: { id: string }) => mantra.id)).toEqual([`${graha}-beej`, `${graha}-gayatri`]);
    for (const mantra of m.suggestions[0].mantras) {
      checkMantra(mantra);
      expect(mantra.totalCount).toBeGreaterThan(0);
      expect(typeof mantra.day).toBe('string');
    }
  });

  it.each(DEITY_IDS)('gives the mantra of %s', async (deity) => {
    const res = await api.post('/v1/remedies/mantra', { deity });
    expect(res.statusCode, res.body).toBe(200);
    const m = res.json();
    expect(m.suggestions[0]).toMatchObject({ target: 'deity', id: deity });
    checkMantra(m.suggestions[0].mantras[0]);
  });

  it('gives a chart\'s mantras the same as its suggestions do', async () => {
    const res = await api.post('/v1/remedies/mantra', { date: '1990-05-15T10:30:00', latitude: 28.6139, longitude: 77.209 });
    expect(res.statusCode, res.body).toBe(200);
    const m = res.json();
    const s = (await api.get(`/v1/remedies/suggestions?${BIRTH}`)).json();
    expect(m.target).toBe('chart');
    expect(m.suggestions.map((x: { id: string }) => x.id)).toEqual(s.mantras.map((x: { id: string }) => x.id));
  });

  it('counts by the dasha years with convention=dasha-years', async () => {
    const almanac = (await api.post('/v1/remedies/mantra', { graha: 'venus' })).json();
    const years = (await api.post('/v1/remedies/mantra', { graha: 'venus', convention: 'dasha-years' })).json();
    expect(almanac.suggestions[0].mantras[0].totalCount).toBe(16000);
    expect(years.suggestions[0].mantras[0].totalCount).toBe(20000);
    expect(almanac.japaConvention).toMatchObject({ id: 'almanac', name: 'Almanac table' });
    expect(years.japaConvention.explanation).toMatch(/^A thousand recitations for each year/);
    const tamil = (await api.get(`/v1/remedies/suggestions?${BIRTH}&convention=dasha-years&lang=ta`)).json();
    expect(tamil.japaConvention).toMatchObject({ id: 'dasha-years', name: 'தசை ஆண்டுக்கு ஆயிரம்' });
  });

  it.each([
    ['no target', {}, 'graha'],
    ['two targets', { graha: 'saturn', deity: 'shiva' }, 'graha'],
    ['an unknown graha', { graha: 'pluto' }, 'graha'],
    ['an unknown deity', { deity: 'zeus' }, 'deity'],
    ['a birth without latitude', { date: '1990-05-15T10:30:00', longitude: 77.2 }, 'latitude'],
    ['a bad birth date', { date: '1990-02-30T10:30:00', latitude: 28.6, longitude: 77.2 }, 'date'],
    ['an unknown convention', { graha: 'sun', convention: 'modern' }, 'convention'],
  ])('400 naming the field for %s', async (_name, body, field) => {
    const res = await api.post('/v1/remedies/mantra', body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain(`'${field}'`);
  });

  it('cites sources a client can follow: no project file name reaches a response', async () => {
    const bodies = [
      (await api.get(`/v1/remedies/suggestions?${BIRTH}`)).body,
      (await api.post('/v1/remedies/mantra', { deity: 'shiva' })).body,
      (await api.get('/v1/recommendations/gemstones/info/ruby')).body,
      (await api.get(`/v1/calculations/doshas?${BIRTH}`)).body,
    ];
    for (const body of bodies) expect(body).not.toMatch(/\b(data|astro)\/[\w-]+\.ts\b/);
  });

  it('400 naming the field for a suggestions request without a date', async () => {
    const res = await api.get('/v1/remedies/suggestions?latitude=28.6&longitude=77.2');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("'date'");
  });
});
