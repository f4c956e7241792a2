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

interface Planet {
  id: string;
  sthana: { uchcha: number; saptavargaja: number; ojayugma: number; kendradi: number; drekkana: number; total: number };
  dig: number;
  kala: Record<string, number>;
  cheshta: number;
  motionState: string | null;
  naisargika: number;
  drik: number;
  total: number;
  rupas: number;
  requiredRupas: number;
  ratio: number;
  rank: number;
  ishtaPhala: number;
  kashtaPhala: number;
  vimshopaka: Record<string, number>;
}

describe('shadbala', () => {
  const api = useTestApp();

  it('gives every component of the seven grahas summing to the totals, the lords of the day and the bhava bala', async () => {
    const res = await api.get(`/v1/calculations/shadbala?${BIRTH}`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { settings: Record<string, unknown>; day: { lords: Record<string, string> }; planets: Planet[]; bhavaBala: { bhava: number; adhipati: number; dig: number; drishti: number; total: number; rank: number }[] };
    expect(body.settings).toMatchObject({ cheshta: 'cheshta-kendra', ayana: 'kranti-table', sunrise: 'hindu' });
    expect(body.planets.map((p) => p.id)).toEqual(['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn']);
    // 1990-05-15 was a Tuesday: Mars rules the weekday, and the birth at 10:30 falls in the 6th hora after sunrise.
    expect(body.day.lords.weekday).toBe('Mars');
    for (const p of body.planets) {
      const s = p.sthana;
      expect(s.total).toBeCloseTo(s.uchcha + s.saptavargaja + s.ojayugma + s.kendradi + s.drekkana, 1);
      const { total: kalaTotal, ...kala } = p.kala;
      expect(kalaTotal).toBeCloseTo(Object.values(kala).reduce((a, b) => a + b, 0), 1);
      expect(p.total).toBeCloseTo(s.total + p.dig + kalaTotal! + p.cheshta + p.naisargika + p.drik, 1);
      expect(p.rupas).toBeCloseTo(p.total / 60, 2);
      expect(p.ratio).toBeCloseTo(p.rupas / p.requiredRupas, 1);
      for (const v of [s.uchcha, p.dig, p.kala.nathonnatha!, p.ishtaPhala, p.kashtaPhala]) expect(v).toBeGreaterThanOrEqual(0), expect(v).toBeLessThanOrEqual(60);
      for (const score of Object.values(p.vimshopaka)) expect(score).toBeGreaterThanOrEqual(5), expect(score).toBeLessThanOrEqual(20);
    }
    expect(body.planets.map((p) => p.rank).sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(body.bhavaBala.map((b) => b.bhava)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    for (const b of body.bhavaBala) expect(b.total).toBeCloseTo(b.adhipati + b.dig + b.drishti, 1);
  });

  it('switches the cheshta, ayana, Moon paksha, war amount, bhava lord and Mercury company methods and echoes them; refuses unknown methods naming the field', async () => {
    const motion = (await api.get(`/v1/calculations/shadbala?${BIRTH}&cheshta=motion&ayana=declination`)).json() as { settings: Record<string, unknown>; planets: Planet[] };
    expect(motion.settings).toMatchObject({ cheshta: 'motion', ayana: 'declination' });
    expect(motion.planets.find((p) => p.id === 'mars')!.motionState).toMatch(/^(vakra|vikala|mandatara|manda|sama|chara|atichara)$/);
    const pyjhora = (await api.get(`/v1/calculations/shadbala?${BIRTH}&moonPaksha=by-phase&warAmount=without-lords&bhavaLord=house-sign&mercuryCompany=without-nodes`)).json() as { settings: Record<string, unknown> };
    expect(pyjhora.settings).toMatchObject({ moonPaksha: 'by-phase', warAmount: 'without-lords', bhavaLord: 'house-sign', mercuryCompany: 'without-nodes' });
    expect((await api.get(`/v1/calculations/shadbala?${BIRTH}`)).json().settings).toMatchObject({ moonPaksha: 'bright-half', warAmount: 'through-hora', bhavaLord: 'madhya-sign', mercuryCompany: 'with-nodes' });
    for (const field of ['cheshta', 'ayana', 'sunrise', 'moonPaksha', 'warAmount', 'bhavaLord', 'mercuryCompany']) {
      const bad = await api.get(`/v1/calculations/shadbala?${BIRTH}&${field}=unknown`);
      expect(bad.statusCode, field).toBe(400);
      expect(bad.json()).toMatchObject({ error: 'INVALID_PARAMETER', code: 400 });
      expect(bad.json().message).toContain(field);
    }
  });

  it('refuses a birth with no sunrise around it, naming the latitude', async () => {
    const polar = await api.get('/v1/calculations/shadbala?date=2024-12-21T12:00:00&latitude=78.22&longitude=15.65&timezone=Europe/Oslo');
    expect(polar.statusCode).toBe(400);
    expect(polar.json().message).toMatch(/latitude/);
  });

  it('adds the same strengths to the kundali on request, and nothing without', async () => {
    const plain = (await api.get(`/v1/calculations/kundali?${BIRTH}`)).json();
    expect(plain).not.toHaveProperty('shadbala');
    expect(plain).not.toHaveProperty('ashtakavarga');
    const kundali = (await api.get(`/v1/calculations/kundali?${BIRTH}&include=shadbala,ashtakavarga`)).json();
    const shadbala = (await api.get(`/v1/calculations/shadbala?${BIRTH}`)).json();
    const ashtakavarga = (await api.get(`/v1/calculations/ashtakavarga?${BIRTH}`)).json();
    expect(kundali.shadbala).toEqual({ day: shadbala.day, planets: shadbala.planets, bhavaBala: shadbala.bhavaBala });
    expect(kundali.ashtakavarga.sarvashtakavarga).toEqual(ashtakavarga.sarvashtakavarga);
    const posted = await api.post('/v1/calculations/kundali', { date: '1990-05-15T10:30:00', latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata', include: ['ashtakavarga'] });
    expect(posted.json().ashtakavarga.bhinnashtakavarga).toHaveLength(8);
    const bad = await api.get(`/v1/calculations/kundali?${BIRTH}&include=kp`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/include/);
  });
});
