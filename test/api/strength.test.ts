/**
 * The ashtakavarga through the API: every table with its classical total, the sarvashtakavarga 337 by sign and by
 * house, the figures equal to the engine's for the chart's signs, the other school, Hindi names, and bad input.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.ts';

const BIRTH = 'date=1990-05-15T10:30:00&latitude=28.6139&longitude=77.209&timezone=Asia/Kolkata';
const TOTALS = { sun: 48, moon: 49, mars: 39, mercury: 54, jupiter: 56, venus: 52, saturn: 39, lagna: 49 } as Record<string, number>;

interface Table {
  id: string;
  total: number;
  bySign: number[];
  byHouse: number[];
  prastara: Record<string, number[]>;
  reduced: { afterTrikona: number[]; afterEkadhipatya: number[]; shodhyaPinda: number } | null;
}

describe('ashtakavarga', () => {
  const api = useTestApp();

  it('gives each table with its classical total, its prastara summing to it, and the sarvashtakavarga of 337', async () => {
    const res = await api.get(`/v1/calculations/ashtakavarga?${BIRTH}`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { settings: { school: string }; bhinnashtakavarga: Table[]; sarvashtakavarga: { total: number; bySign: number[]; byHouse: number[] } };
    expect(body.settings.school).toBe('parashara');
    expect(body.bhinnashtakavarga.map((t) => t.id)).toEqual(['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'lagna']);
    for (const table of body.bhinnashtakavarga) {
      expect(table.total, table.id).toBe(TOTALS[table.id]);
      expect(table.bySign.reduce((a, b) => a + b, 0)).toBe(TOTALS[table.id]);
      const columns = table.bySign.map((_, sign) => Object.values(table.prastara).reduce((sum, row) => sum + row[sign]!, 0));
      expect(columns).toEqual(table.bySign);
      expect([...table.byHouse].sort()).toEqual([...table.bySign].sort());
      expect(table.reduced === null).toBe(table.id === 'lagna');
    }
    const seven = body.bhinnashtakavarga.filter((t) => t.id !== 'lagna');
    expect(body.sarvashtakavarga.total).toBe(337);
    expect(body.sarvashtakavarga.bySign).toEqual(body.sarvashtakavarga.bySign.map((_, sign) => seven.reduce((sum, t) => sum + t.bySign[sign]!, 0)));
  });

  it('switches the table of benefic places, names in Hindi, and refuses an unknown school naming the field', async () => {
    const rao = (await api.get(`/v1/calculations/ashtakavarga?${BIRTH}&school=narasimha-rao&lang=hi`)).json();
    expect(rao.settings.school).toBe('narasimha-rao');
    expect(rao.bhinnashtakavarga[0].name).toBe('सूर्य');
    expect(rao.sarvashtakavarga.total).toBe(337);
    const bad = await api.get(`/v1/calculations/ashtakavarga?${BIRTH}&school=kp`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/school/);
  });
});
