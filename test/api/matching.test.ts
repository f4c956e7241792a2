/**
 * The matching endpoints: one pair body for the three POSTs, the 36-point detail with its exceptions and
 * conventions, the ten poruthams, the compatibility report with both partners' manglik analysis, the percentage
 * with its composition, and the manglik analysis of one birth. The points themselves are the engine's (tested
 * against published tables in test/reference/matching/); these tests check that the responses carry them
 * faithfully and that every bad input is a 400 naming its field.
 */
import { describe, expect, it } from 'vitest';
import { ashtakoot } from '../../astro/matching/ashtakoot.ts';
import { porutham } from '../../astro/matching/porutham.ts';
import { EXCEPTION_SET_IDS } from '../../data/matching-exceptions.ts';
import { useTestApp } from '../helpers/app.ts';

const BRIDE = { name: 'Asha', date: '1995-03-14T06:40:00', latitude: 19.076, longitude: 72.8777, timezone: 'Asia/Kolkata', place: 'Mumbai' };
const GROOM = { name: 'Vikram', date: '1992-11-02T21:15:00', latitude: 28.6139, longitude: 77.209, timezone: 5.5, place: 'New Delhi' };
const PAIR = { bride: BRIDE, groom: GROOM };

type Koota = { koota: string; points: number; pointsBeforeExceptions: number; maxPoints: number; bride: { id: string }; groom: { id: string } };
type Factor = { porutham: string; agrees: boolean; grade: { id: string } };

describe('kundali matching', () => {
  const api = useTestApp();

  it('answers the 36-point detail with both Moons, every koota and the ten poruthams, as the engine scores them', async () => {
    const res = await api.post('/v1/match/kundali', PAIR);
    expect(res.statusCode, res.body).toBe(200);
    const m = res.json();
    expect(m.bride).toMatchObject({ name: 'Asha', birthDetails: { date: '1995-03-14T01:10:00.000Z', place: 'Mumbai' }, settings: { timezone: 'Asia/Kolkata', timezoneSource: 'request', node: 'mean' } });
    expect(m.groom.birthDetails).toMatchObject({ date: '1992-11-02T15:45:00.000Z', timezone: 5.5 });
    const engine = ashtakoot({ moonLongitude: m.bride.moon.longitude }, { moonLongitude: m.groom.moon.longitude });
    expect(m.ashtakoot.kootas.map((k: Koota) => k.koota)).toEqual(['varna', 'vashya', 'tara', 'yoni', 'grahaMaitri', 'gana', 'bhakoot', 'nadi']);
    for (const k of m.ashtakoot.kootas as Koota[]) {
      expect(k.pointsBeforeExceptions, k.koota).toBe(engine.kootas[k.koota as keyof typeof engine.kootas].points);
      expect(k.points).toBeGreaterThanOrEqual(k.pointsBeforeExceptions);
      expect(k.points).toBeLessThanOrEqual(k.maxPoints);
    }
    expect(m.ashtakoot.totalBeforeExceptions).toBe(engine.total);
    expect(m.ashtakoot.total).toBe(m.ashtakoot.kootas.reduce((sum: number, k: Koota) => sum + k.points, 0));
    expect(m.ashtakoot.maxTotal).toBe(36);
    expect(m.ashtakoot.percentage).toBeCloseTo((m.ashtakoot.total / 36) * 100, 1);
    expect(m.score).toMatchObject({ system: { id: 'ashtakoot' }, points: m.ashtakoot.total, maxPoints: 36 });
    const south = porutham({ moonLongitude: m.bride.moon.longitude }, { moonLongitude: m.groom.moon.longitude });
    expect(m.dashakoot.factors).toHaveLength(10);
    for (const f of m.dashakoot.factors as Factor[]) expect(f.agrees, f.porutham).toBe(south.factors[f.porutham as keyof typeof south.factors].agrees);
    expect(m.dashakoot.agreeingCount).toBe(south.agreeingCount);
    expect(m.dashakoot.verdict.id).toBe(south.verdict);
  });

  it('reports every exception rule of the set, and none with exceptions=none', async () => {
    const byDefault = (await api.post('/v1/match/kundali', PAIR)).json();
    expect(byDefault.ashtakoot.exceptions.set.id).toBe('default');
    expect(byDefault.ashtakoot.exceptions.rules.length).toBeGreaterThan(0);
    for (const rule of byDefault.ashtakoot.exceptions.rules) {
      expect(rule).toMatchObject({ id: expect.any(String), name: expect.any(String), fired: expect.any(Boolean), source: expect.any(String), explanation: expect.any(String) });
      if (!rule.fired) expect(rule.changes).toEqual([]);
    }
    const none = (await api.post('/v1/match/kundali', { ...PAIR, exceptions: 'none' })).json();
    expect(none.ashtakoot.exceptions.rules).toEqual([]);
    expect(none.ashtakoot.total).toBe(none.ashtakoot.totalBeforeExceptions);
    for (const dosha of none.ashtakoot.doshas) expect(dosha.cancelled).toBe(false);
    expect(none.ashtakoot.conventions.map((c: { koota: string }) => c.koota)).toEqual(['varna', 'vashya', 'tara', 'yoni', 'gana']);
  });

  it('cancels a nadi dosha for two Moons in one sign and different stars by default, not with exceptions=none', async () => {
    // Moons 24 hours apart in Taurus (Lahiri): 34.3° Krittika and 46.1° Rohini, both of the Antya nadi.
    const sameSign = {
      bride: { date: '1995-03-07T17:00:00Z', latitude: 19.076, longitude: 72.8777 },
      groom: { date: '1995-03-08T17:00:00Z', latitude: 19.076, longitude: 72.8777 },
    };
    const m = (await api.post('/v1/match/kundali', sameSign)).json();
    expect([m.bride.moon.rashiNumber, m.groom.moon.rashiNumber, m.bride.moon.nakshatra, m.groom.moon.nakshatra]).toEqual([2, 2, 'Krittika', 'Rohini']);
    const nadi = m.ashtakoot.kootas.find((k: Koota) => k.koota === 'nadi');
    expect(nadi).toMatchObject({ pointsBeforeExceptions: 0, points: 8 });
    expect(m.ashtakoot.doshas.find((d: { koota: string }) => d.koota === 'nadi')).toMatchObject({ cancelled: true, cancelledBy: expect.arrayContaining(['same-rashi-different-nakshatra']) });
    const rule = m.ashtakoot.exceptions.rules.find((r: { id: string }) => r.id === 'same-rashi-different-nakshatra');
    expect(rule).toMatchObject({ fired: true, changes: expect.arrayContaining([{ koota: 'nadi', pointsBefore: 0, pointsAfter: 8 }]) });
    const strict = (await api.post('/v1/match/kundali', { ...sameSign, exceptions: 'none' })).json();
    expect(strict.ashtakoot.kootas.find((k: Koota) => k.koota === 'nadi').points).toBe(0);
    expect(strict.ashtakoot.total).toBe(m.ashtakoot.totalBeforeExceptions);
  });

  it('makes dashakoot the headline with system=dashakoot', async () => {
    const m = (await api.post('/v1/match/kundali', { ...PAIR, system: 'dashakoot' })).json();
    expect(m.score).toEqual({ system: { id: 'dashakoot', name: expect.any(String) }, points: m.dashakoot.agreeingCount, maxPoints: 10, percentage: m.dashakoot.agreeingCount * 10 });
  });

  it('scores the symmetric kootas the same with the roles swapped', async () => {
    const [ab, ba] = await Promise.all([
      api.post('/v1/match/kundali', { ...PAIR, exceptions: 'none' }),
      api.post('/v1/match/kundali', { bride: GROOM, groom: BRIDE, exceptions: 'none' }),
    ]);
    const points = (m: { ashtakoot: { kootas: Koota[] } }) => Object.fromEntries(m.ashtakoot.kootas.map((k) => [k.koota, k.points]));
    const [one, other] = [points(ab.json()), points(ba.json())];
    for (const koota of ['vashya', 'tara', 'yoni', 'grahaMaitri', 'bhakoot', 'nadi']) expect(other[koota], koota).toBe(one[koota]);
  });

  it('answers the compatibility report: the score, both manglik analyses, the pair verdict and the overall verdict with its reasons', async () => {
    const res = await api.post('/v1/compatibility/match', PAIR);
    expect(res.statusCode, res.body).toBe(200);
    const c = res.json();
    expect(c.manglik.bride).toMatchObject({ isManglik: expect.any(Boolean), strength: { score: expect.any(Number) }, cancellations: expect.any(Array) });
    expect(c.manglik.bride.cancellations.length).toBeGreaterThanOrEqual(10);
    expect(['neither-manglik', 'both-manglik', 'balanced', 'one-manglik']).toContain(c.manglik.pair.verdict.id);
    expect(c.manglik.pair.scoreDifference).toBe(Math.abs(c.manglik.bride.strength.scoreAfterCancellations - c.manglik.groom.strength.scoreAfterCancellations));
    expect(['recommended', 'caution', 'not-recommended']).toContain(c.overall.verdict.id);
    expect(c.overall.reasons.length).toBeGreaterThan(0);
    expect(c.overall.percentage).toBe(c.score.percentage);
  });

  it('answers the percentage with the share of each koota, summing to it', async () => {
    const res = await api.post('/v1/astrology/match_percentage', PAIR);
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json();
    expect(p).toMatchObject({ bride: { name: 'Asha' }, groom: { name: 'Vikram' }, system: { id: 'ashtakoot' }, maxPoints: 36 });
    expect(p.composition).toHaveLength(8);
    const sum = p.composition.reduce((s: number, c: { percentagePoints: number }) => s + c.percentagePoints, 0);
    expect(Math.abs(sum - p.percentage)).toBeLessThanOrEqual(0.5);
    expect(p.composition.reduce((s: number, c: { points: number }) => s + c.points, 0)).toBe(p.points);
    const south = (await api.post('/v1/astrology/match_percentage', { ...PAIR, system: 'dashakoot' })).json();
    expect(south.composition).toHaveLength(10);
    expect(south.maxPoints).toBe(10);
  });

  it('accepts every named exception set', async () => {
    for (const exceptions of EXCEPTION_SET_IDS) {
      const res = await api.post('/v1/match/kundali', { ...PAIR, exceptions });
      expect(res.statusCode, exceptions).toBe(200);
      expect(res.json().ashtakoot.exceptions.set.id).toBe(exceptions);
    }
  });

  it('scores with the koota tables and porutham rules the request names, echoed in settings', async () => {
    const byDefault = (await api.post('/v1/match/kundali', PAIR)).json();
    expect(byDefault.settings).toEqual({
      ayanamsha: { id: 1, name: expect.any(String) }, node: 'mean', positions: 'apparent',
      system: 'ashtakoot', exceptions: 'default', kootaTables: 'standard', poruthamRules: 'standard',
    });
    const body = { ...PAIR, kootaTables: 'saravali', poruthamRules: 'tamil', exceptions: 'none' };
    for (const path of ['/v1/match/kundali', '/v1/compatibility/match', '/v1/astrology/match_percentage']) {
      const res = await api.post(path, body);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().settings, path).toMatchObject({ kootaTables: 'saravali', poruthamRules: 'tamil', exceptions: 'none' });
    }
    const m = (await api.post('/v1/match/kundali', body)).json();
    expect(m.dashakoot.rules).toEqual({ id: 'tamil', name: 'Tamil almanac rules' });
    expect((await api.post('/v1/match/kundali', { ...body, lang: 'ml' })).json().dashakoot.rules.name).toBe('തമിഴ് പഞ്ചാംഗ നിയമങ്ങൾ');
    const bride = { moonLongitude: m.bride.moon.longitude };
    const groom = { moonLongitude: m.groom.moon.longitude };
    const engine = ashtakoot(bride, groom, 'saravali');
    for (const k of m.ashtakoot.kootas as Koota[]) expect(k.points, k.koota).toBe(engine.kootas[k.koota as keyof typeof engine.kootas].points);
    const applied = Object.fromEntries((m.ashtakoot.conventions as { koota: string; applied: { id: string } }[]).map((c) => [c.koota, c.applied.id]));
    expect(applied).toEqual({ varna: 'airVaishya', vashya: 'saravali', tara: 'bothWays', yoni: 'deerRow', gana: 'brideGroom' });
    const south = porutham(bride, groom, 'tamil');
    for (const f of m.dashakoot.factors as Factor[]) expect(f.grade.id, f.porutham).toBe(south.factors[f.porutham as keyof typeof south.factors].grade);
  });

  it.each([
    ['a missing bride', { groom: GROOM }, 'bride'],
    ['a missing groom', { bride: BRIDE }, 'groom'],
    ['a bad bride date', { bride: { ...BRIDE, date: '1995-02-30T06:40:00' }, groom: GROOM }, 'bride.date'],
    ['a date that is not a string', { bride: { ...BRIDE, date: 19950314 }, groom: GROOM }, 'bride.date'],
    ['a latitude of the wrong type', { bride: BRIDE, groom: { ...GROOM, latitude: '28.6' } }, 'groom.latitude'],
    ['a latitude out of range', { bride: BRIDE, groom: { ...GROOM, latitude: 91 } }, 'groom.latitude'],
    ['an unknown timezone', { bride: BRIDE, groom: { ...GROOM, timezone: 'Mars/Olympus' } }, 'groom.timezone'],
    ['an unknown exception set', { ...PAIR, exceptions: 'lenient' }, 'exceptions'],
    ['an unknown system', { ...PAIR, system: 'western' }, 'system'],
    ['an unknown koota table set', { ...PAIR, kootaTables: 'pyjhora' }, 'kootaTables'],
    ['an unknown porutham rule set', { ...PAIR, poruthamRules: 'south' }, 'poruthamRules'],
    ['a person that is not an object', { bride: 'Asha', groom: GROOM }, 'bride'],
    ['an unknown field in a person (a typo of latitude)', { bride: { ...BRIDE, lat: 19.1 }, groom: GROOM }, 'bride'],
  ])('400 naming the field for %s', async (_name, body, field) => {
    for (const path of ['/v1/match/kundali', '/v1/compatibility/match', '/v1/astrology/match_percentage']) {
      const res = await api.post(path, body);
      expect(res.statusCode, `${path}: ${res.body}`).toBe(400);
      expect(res.json().message, path).toContain(`'${field}'`);
    }
  });

  it('names a matching request in Hindi with lang=hi', async () => {
    const m = (await api.post('/v1/match/kundali', { ...PAIR, lang: 'hi' })).json();
    expect(m.ashtakoot.kootas[0].name).toBe('वर्ण');
    expect(m.bride.moon.rashi).toMatch(/^[\u0900-\u097F ]+$/);
  });
});

describe('manglik analysis of one birth', () => {
  const api = useTestApp();
  // Gandhi: Mars in the Libra lagna (test/reference/doshas/: manglik from the lagna).
  const GANDHI = 'date=1869-10-02T07:11:00&latitude=21.6417&longitude=69.6&timezone=4.64';

  it('finds Mars in the lagna, checks every cancellation and reports the strength', async () => {
    const res = await api.get(`/v1/calculations/manglik?${GANDHI}`);
    expect(res.statusCode, res.body).toBe(200);
    const { manglik } = res.json();
    expect(manglik.mars).toMatchObject({ sign: 'Libra', house: 1 });
    expect(manglik.isManglik).toBe(true);
    expect(manglik.references.find((r: { id: string }) => r.id === 'lagna')).toMatchObject({ marsHouse: 1, doshaHouse: true });
    expect(manglik.houseSet).toMatchObject({ id: 'combined', houses: [1, 2, 4, 7, 8, 12] });
    for (const c of manglik.cancellations) expect(['fired', 'not-met', 'not-applicable']).toContain(c.status);
    expect(manglik.strength.score).toBeGreaterThan(0);
    expect(manglik.ageNote).toMatchObject({ pastAge: true });
  });

  it('counts the south Indian houses with houseSet=south: the 1st is not a dosha house there', async () => {
    const { manglik } = (await api.get(`/v1/calculations/manglik?${GANDHI}&houseSet=south`)).json();
    expect(manglik.houseSet.houses).toEqual([2, 4, 7, 8, 12]);
    expect(manglik.references.find((r: { id: string }) => r.id === 'lagna').doshaHouse).toBe(false);
  });

  it('400 naming the field for an unknown house set or a missing date', async () => {
    const bad = await api.get(`/v1/calculations/manglik?${GANDHI}&houseSet=east`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("'houseSet'");
    const missing = await api.get('/v1/calculations/manglik?latitude=21.6&longitude=69.6');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain("'date'");
  });
});

describe('every dosha of one birth', () => {
  const api = useTestApp();
  // Moon in Capricorn (Lahiri) at noon UT on 8 January 2000, in Pisces on 13 January, at New Delhi.
  const CAPRICORN_MOON = 'date=2000-01-08T12:00:00Z&latitude=28.6139&longitude=77.209';
  const PISCES_MOON = 'date=2000-01-13T12:00:00Z&latitude=28.6139&longitude=77.209';
  const DAY_MS = 86_400_000;

  it('dates the Capricorn Moon\'s last sade sati to Saturn\'s entry into Pisces on 29 March 2025 (indastro.com, ±1 day)', async () => {
    const res = await api.get(`/v1/calculations/doshas?${CAPRICORN_MOON}`);
    expect(res.statusCode, res.body).toBe(200);
    const { sadeSati } = res.json();
    expect(sadeSati.moonSign).toBe('Capricorn');
    expect(sadeSati.active).toBe(false);
    expect(Math.abs(Date.parse(sadeSati.previous.end) - Date.parse('2025-03-28T18:30:00Z'))).toBeLessThanOrEqual(DAY_MS);
    expect(sadeSati.previous.phases.map((p: { id: string }) => p.id)).toEqual(['rising', 'peak', 'setting']);
    expect(sadeSati.lifetime.length).toBeGreaterThanOrEqual(3);
  });

  it('finds the peak of sade sati running on the service date for a Pisces Moon (Saturn in Pisces from 2025 to 2027)', async () => {
    const { sadeSati, kaalSarp, pitra, manglik } = (await api.get(`/v1/calculations/doshas?${PISCES_MOON}`)).json();
    expect(sadeSati).toMatchObject({ moonSign: 'Pisces', saturnSign: 'Pisces', active: true, phase: { id: 'peak' }, asOf: '2026-06-15T12:00:00.000Z' });
    const peak = sadeSati.current.phases.find((p: { id: string }) => p.id === 'peak');
    expect(Date.parse(peak.start)).toBeLessThan(Date.parse(sadeSati.asOf));
    expect(Date.parse(peak.end)).toBeGreaterThan(Date.parse(sadeSati.asOf));
    expect(kaalSarp.definitions).toHaveLength(2);
    expect(pitra.rules.length).toBeGreaterThanOrEqual(9);
    for (const rule of pitra.rules) if (!rule.fired) expect(rule.grahas).toEqual([]);
    expect(manglik.cancellations.length).toBe(18);
  });

  it('spells out every source: no abbreviation of a data file\'s source list reaches a client', async () => {
    const sources = (value: unknown): string[] =>
      Array.isArray(value) ? value.flatMap(sources)
        : value !== null && typeof value === 'object'
          ? Object.entries(value).flatMap(([key, item]) => (key === 'source' && typeof item === 'string' ? [item] : sources(item)))
          : [];
    const found = [
      ...sources((await api.get(`/v1/calculations/doshas?${PISCES_MOON}`)).json()),
      ...sources((await api.post('/v1/compatibility/match', PAIR)).json()),
    ];
    expect(found.length).toBeGreaterThan(50);
    const abbreviated = found.flatMap((source) => source.split('; ')).filter((part) => /^[A-Z]{2,4}\d*( |$)/.test(part));
    expect(abbreviated).toEqual([]);
  });

  it('reports both partners\' doshas in the compatibility report', async () => {
    const { doshas } = (await api.post('/v1/compatibility/match', PAIR)).json();
    for (const role of ['bride', 'groom']) expect(doshas[role]).toMatchObject({ kaalSarp: { status: expect.any(Object) }, sadeSati: { moonSign: expect.any(String) }, pitra: { present: expect.any(Boolean) } });
  });
});
