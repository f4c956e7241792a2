import { describe, expect, it } from 'vitest';
import { bearer, useTestApp } from '../helpers/app.ts';
import { LIFE_PATH_1987_11_29 } from '../helpers/life-path-example.ts';

describe('GET /v1/numerology/life-path', () => {
  const api = useTestApp();

  const get = (date: string) => api.app.inject({ url: `/v1/numerology/life-path?date=${date}`, headers: bearer(api.key) });

  it('keeps the master number 11 for 1987-11-29 (11→2, 29→2, 1987→7, sum 11)', async () => {
    const res = await get('1987-11-29');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.lifePathNumber).toBe(11);
    expect(body.calculation).toEqual(LIFE_PATH_1987_11_29);
  });

  it.each([
    // 1990-01-15: 1, 1+5=6, 1+9+9+0=19→10→1; 1+6+1 = 8
    ['1990-01-15', 8],
    // 1999-09-09: 9, 9, 28→10→1; 9+9+1 = 19→10→1
    ['1999-09-09', 1],
    // 1985-09-29: 9, 29→11→2, 1985→23→5; 9+2+5 = 16→7
    ['1985-09-29', 7],
    // 1978-09-26: 9, 26→8, 1978→25→7; 9+8+7 = 24→6
    ['1978-09-26', 6],
    // 2000-02-29: 2, 29→2, 2000→2; 2+2+2 = 6
    ['2000-02-29', 6],
    // 1989-09-04: 9, 4, 1989→27→9; 9+4+9 = 22 (master number kept)
    ['1989-09-04', 22],
  ])('%s has life path %i', async (date, expected) => {
    const body = (await get(date)).json();
    expect(body.lifePathNumber).toBe(expected);
    expect(body.calculation.finalNumber).toBe(expected);
  });

  it('returns every field of the spec with real, number-specific content', async () => {
    const a = (await get('1990-01-15')).json();
    const b = (await get('1985-09-29')).json();
    for (const body of [a, b]) {
      expect(body.personality.coreTraits.length).toBeGreaterThan(0);
      expect(body.lifePurpose.primaryPurpose.length).toBeGreaterThan(20);
      expect(Object.keys(body.compatibility.relationshipDynamics).every((k: string) => /^with\d+$/.test(k))).toBe(true);
      expect(body.favorable.numbers.every(Number.isInteger)).toBe(true);
      expect(body.lifeCycles.currentCycle.ageRange).toMatch(/^\d+(-\d+|\+)$/);
      expect(body.spiritualGrowth.affirmation.length).toBeGreaterThan(10);
    }
    expect(a.lifePurpose.primaryPurpose).not.toBe(b.lifePurpose.primaryPurpose);
  });

  it('answers the same on the external prefix', async () => {
    const viaExternal = await api.app.inject({ url: '/external/v1/numerology/life-path?date=1987-11-29', headers: { 'x-api-key': api.key } });
    expect(viaExternal.json()).toEqual((await get('1987-11-29')).json());
  });

  it('rejects a birth date after today (the service clock)', async () => {
    const res = await get('2099-01-01');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('INVALID_DATE');
  });
});
