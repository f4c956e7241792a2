import { describe, expect, it } from 'vitest';
import { CHOGHADIYA_TABLE, CHOGHADIYA_TYPES, choghadiyaType } from '../../data/choghadiya.ts';
import { HORA_ORDER, WEEKDAY_LORDS } from '../../data/grahas.ts';
import { MUHURTAS, isMuhurtaAuspiciousOn, muhurtaActivities, muhurtaByNumber } from '../../data/muhurtas.ts';

describe('choghadiya tables', () => {
  it('match the Monday table of jyotish-definitions.md (PyJHora, bestastroguru.com)', () => {
    const monday = CHOGHADIYA_TABLE[1];
    expect(monday.day.map((id) => choghadiyaType(id).en)).toEqual(
      ['Amrit', 'Kaal', 'Shubh', 'Rog', 'Udveg', 'Chal', 'Labh', 'Amrit']);
    expect(monday.night.map((id) => choghadiyaType(id).en)).toEqual(
      ['Chal', 'Rog', 'Kaal', 'Labh', 'Udveg', 'Shubh', 'Amrit', 'Chal']);
  });

  it('follow the rulership rule: day from the weekday lord in hora order, night from the 5th weekday lord in steps of four', () => {
    const lordOf = (id: string): string => CHOGHADIYA_TYPES.find((type) => type.id === id)?.lord ?? '';
    for (const row of CHOGHADIYA_TABLE) {
      const dayStart = HORA_ORDER.indexOf(WEEKDAY_LORDS[row.weekday]);
      row.day.forEach((id, part) => expect(lordOf(id)).toBe(HORA_ORDER[(dayStart + (part % 7)) % 7]));
      row.night.forEach((id, part) => expect(lordOf(id)).toBe(WEEKDAY_LORDS[(row.weekday + 4 + 4 * (part % 7)) % 7]));
    }
  });

  it('classes Amrit, Shubh, Labh good, Chal neutral and Udveg, Kaal, Rog bad', () => {
    const byNature = (nature: string): string[] => CHOGHADIYA_TYPES.filter((t) => t.nature === nature).map((t) => t.en);
    expect(byNature('good').sort()).toEqual(['Amrit', 'Labh', 'Shubh']);
    expect(byNature('neutral')).toEqual(['Chal']);
    expect(byNature('bad').sort()).toEqual(['Kaal', 'Rog', 'Udveg']);
  });
});

describe('muhurtas table', () => {
  it('has 15 day and 15 night muhurtas numbered 1–30', () => {
    expect(MUHURTAS.map((m) => m.number)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(MUHURTAS.filter((m) => m.half === 'day').map((m) => m.position)).toEqual(
      Array.from({ length: 15 }, (_, i) => i + 1));
    expect(muhurtaByNumber(8)?.en).toBe('Vidhi (Abhijit)');
    expect(muhurtaByNumber(29)?.en).toBe('Brahma');
    expect(muhurtaByNumber(31)).toBeNull();
  });

  it('drops Abhijit on Wednesday and Aryaman on Sunday', () => {
    const vidhi = MUHURTAS[7];
    const aryaman = MUHURTAS[13];
    expect(isMuhurtaAuspiciousOn(vidhi, 3)).toBe(false);
    expect(isMuhurtaAuspiciousOn(vidhi, 1)).toBe(true);
    expect(isMuhurtaAuspiciousOn(aryaman, 0)).toBe(false);
    expect(isMuhurtaAuspiciousOn(MUHURTAS[0], 1)).toBe(false);
  });

  it('gives every muhurta the activities of its corresponding nakshatra nature', () => {
    expect(muhurtaActivities(MUHURTAS[2])).toContain('Making friends');
    expect(muhurtaActivities(MUHURTAS[7])[0]).toMatch(/except marriage/);
    for (const m of MUHURTAS) expect(muhurtaActivities(m).length).toBeGreaterThan(0);
  });
});
