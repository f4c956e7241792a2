/**
 * The ayanamsha catalogue (`GET /v1/ayanamshas`) and `ayanamsha=` by id or by name: every ayanamsha listed with its
 * definition, source and values at a moment (now by default); a name in any spelling on the endpoints that take an
 * ayanamsha, echoed by id in `settings`; an unknown one a 400 naming the field and listing the valid values.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AYANAMSHA_IDS } from '../../astro/ayanamsha.ts';
import { FIXED_NOW_MS, useTestApp } from '../helpers/app.ts';

const swissEphemeris = JSON.parse(readFileSync(new URL('../reference/ayanamsha/swiss-ephemeris-values.json', import.meta.url), 'utf8')) as {
  values: { id: number; instant: string; mean: number; true: number }[];
};

interface Entry { id: number; key: string; name: string; swissEphemeris: string; kind: string; definition: string; source: string; meanDegrees: number; trueDegrees: number; true: string }

const BIRTH = 'date=1990-05-15T10:30:00&latitude=28.6139&longitude=77.209';

describe('GET /v1/ayanamshas', () => {
  const api = useTestApp();

  it('lists every ayanamsha in id order with its names, definition, source and values at `date`', async () => {
    const res = await api.get('/v1/ayanamshas?date=2000-01-01');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { instant: string; default: number; count: number; ayanamshas: Entry[] };
    expect(body).toMatchObject({ instant: '2000-01-01T00:00:00Z', default: 1, count: 47 });
    expect(body.ayanamshas.map((a) => a.id)).toEqual([...AYANAMSHA_IDS]);
    const lahiri = body.ayanamshas[1]!;
    expect(lahiri).toMatchObject({ key: 'lahiri', name: 'Lahiri', swissEphemeris: 'SE_SIDM_LAHIRI', kind: 'general-precession' });
    // reference/jyotish-definitions.md: mean Lahiri 23.857073° at 2000-01-01 00:00 UT.
    expect(lahiri.meanDegrees).toBeCloseTo(23.857073, 6);
    expect(lahiri.true).toMatch(/^23°51′1\d\.\d\d″$/);
    expect(body.ayanamshas[0]!.definition).toContain("Newcomb's precession");
    expect(body.ayanamshas[27]!.definition).toContain('Spica');
    expect(body.ayanamshas[31]!.definition).toContain('without aberration');
    for (const entry of body.ayanamshas) {
      expect(entry.source, `${entry.id}`).toMatch(/Swiss Ephemeris/);
      const recorded = swissEphemeris.values.find((v) => v.id === entry.id && v.instant === '2000-01-01T00:00:00Z')!;
      const difference = ((((entry.trueDegrees - recorded.true) % 360) + 540) % 360) - 180;
      expect(Math.abs(difference) * 3600, `${entry.id}`).toBeLessThan(1);
    }
  });

  it('gives the values now without `date`, and reads a date-time with an offset as that instant', async () => {
    expect((await api.get('/v1/ayanamshas')).json().instant).toBe(new Date(FIXED_NOW_MS).toISOString().replace('.000Z', 'Z'));
    expect((await api.get('/v1/ayanamshas?date=2025-01-01T05:30:00%2B05:30')).json().instant).toBe('2025-01-01T00:00:00Z');
  });

  it('refuses a bad date with a 400 naming it', async () => {
    const res = await api.get('/v1/ayanamshas?date=2025-02-30');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'INVALID_DATE', code: 400, message: expect.stringContaining("'date'") });
  });
});

describe('ayanamsha= by id or by name', () => {
  const api = useTestApp();

  it('reads a name in any spelling, or the Swiss Ephemeris constant, and echoes the id in settings (query and body)', async () => {
    for (const spelling of ['true-chitra', 'True%20Chitra', 'SE_SIDM_TRUE_CITRA', '27']) {
      const res = await api.get(`/v1/calculations/panchanga?date=2021-12-08&city=new-delhi&ayanamsha=${spelling}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().settings.ayanamsha).toMatchObject({ id: 27, name: 'True Chitra' });
    }
    const byName = await api.get(`/v1/kp/chart?${BIRTH}&ayanamsha=krishnamurti new`);
    expect(byName.json().settings.ayanamsha).toMatchObject({ id: 45 });
    const body = await api.post('/v1/astrology/planets/extended', { date: '1990-05-15T10:30:00', latitude: 28.6139, longitude: 77.209, ayanamsha: 'Galactic Centre at 0° Sagittarius' });
    expect(body.statusCode, body.body).toBe(200);
    expect(body.json().settings.ayanamsha).toMatchObject({ id: 17 });
    const byNumber = await api.post('/v1/astrology/planets/extended', { date: '1990-05-15T10:30:00', latitude: 28.6139, longitude: 77.209, ayanamsha: 43 });
    expect(byNumber.json().settings.ayanamsha).toMatchObject({ id: 43, name: 'Lahiri 1940' });
  });

  it('refuses an unknown one with a 400 naming the field and listing the ids and names', async () => {
    for (const res of [
      await api.get('/v1/calculations/panchanga?date=2021-12-08&city=new-delhi&ayanamsha=chitra'),
      await api.get(`/v1/kp/chart?${BIRTH}&ayanamsha=47`),
      await api.post('/v1/astrology/planets/extended', { date: '1990-05-15T10:30:00', latitude: 28.6139, longitude: 77.209, ayanamsha: 99 }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain("'ayanamsha'");
      expect(res.json().message).toContain('27 true-chitra');
      expect(res.json().message).toContain('46 lahiri-icrc');
    }
  });
});
