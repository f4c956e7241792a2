import { describe, expect, it } from 'vitest';
import { TITHIS, groupOfTithi, pakshaName, tithiActivities, tithiByNumber } from '../../data/tithis.ts';
import { YOGAS, yogaByNumber } from '../../data/yogas.ts';
import { KARANAS, karanaByNumber, karanaOfHalfTithi } from '../../data/karanas.ts';
import { VARAS, isWeekdayIndex, varaByIndex } from '../../data/varas.ts';

describe('tithis table', () => {
  it('has 30 tithis, 1–15 Shukla ending in Purnima and 16–30 Krishna ending in Amavasya', () => {
    expect(TITHIS.map((t) => t.number)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(TITHIS.filter((t) => t.paksha === 'shukla')).toHaveLength(15);
    expect(tithiByNumber(15)?.en).toBe('Purnima');
    expect(tithiByNumber(30)?.en).toBe('Amavasya');
    for (const t of TITHIS.slice(15, 29)) {
      expect(t.en).toBe(TITHIS[t.number - 16]?.en);
      expect(t.pakshaNumber).toBe(t.number - 15);
    }
    expect(pakshaName('shukla').en).toBe('Shukla Paksha');
    expect(tithiByNumber(0)).toBeNull();
  });

  it('cycles Nanda, Bhadra, Jaya, Rikta, Purna through each paksha', () => {
    const groups = ['nanda', 'bhadra', 'jaya', 'rikta', 'purna'];
    for (const t of TITHIS) expect(t.group).toBe(groups[(t.pakshaNumber - 1) % 5]);
    expect(groupOfTithi(TITHIS[3]).en).toBe('Rikta');
  });

  it('calls Rikta tithis and Amavasya Malefic, the rest Benefic', () => {
    const malefic = TITHIS.filter((t) => t.quality === 'Malefic').map((t) => t.number);
    expect(malefic).toEqual([4, 9, 14, 19, 24, 29, 30]);
  });

  it('gives every tithi non-empty activities, Amavasya only ancestral rites and charity', () => {
    for (const t of TITHIS) expect(tithiActivities(t).length).toBeGreaterThan(0);
    expect(tithiActivities(TITHIS[29])).toContain('Charity');
    expect(tithiActivities(TITHIS[29])).not.toContain('Marriage');
  });
});

describe('yogas table', () => {
  it('has 27 yogas from Vishkambha to Vaidhriti with 9 inauspicious ones', () => {
    expect(YOGAS.map((y) => y.number)).toEqual(Array.from({ length: 27 }, (_, i) => i + 1));
    expect(yogaByNumber(1)?.en).toBe('Vishkambha');
    expect(yogaByNumber(27)?.en).toBe('Vaidhriti');
    expect(YOGAS.filter((y) => y.quality === 'Inauspicious').map((y) => y.en)).toEqual([
      'Vishkambha', 'Atiganda', 'Shula', 'Ganda', 'Vyaghata', 'Vajra', 'Vyatipata', 'Parigha', 'Vaidhriti',
    ]);
    for (const y of YOGAS) {
      expect(y.avoidOpeningGhatis > 0).toBe(y.quality === 'Inauspicious');
      expect(y.description.en.length).toBeGreaterThan(20);
    }
  });
});

describe('karanas table', () => {
  it('has 11 karanas: 7 movable then 4 fixed', () => {
    expect(KARANAS.map((k) => k.number)).toEqual(Array.from({ length: 11 }, (_, i) => i + 1));
    expect(KARANAS.filter((k) => k.kind === 'movable').map((k) => k.id)).toEqual([
      'bava', 'balava', 'kaulava', 'taitila', 'gara', 'vanija', 'vishti',
    ]);
    expect(karanaByNumber(12)).toBeNull();
  });

  it('maps the 60 half-tithis: Kimstughna first, 8 cycles of the movable seven, then Shakuni, Chatushpada, Naga', () => {
    const sequence = Array.from({ length: 60 }, (_, i) => karanaOfHalfTithi(i + 1)?.id);
    expect(sequence[0]).toBe('kimstughna');
    expect(sequence.slice(57)).toEqual(['shakuni', 'chatushpada', 'naga']);
    const counts = new Map<string, number>();
    for (const id of sequence.slice(1, 57)) counts.set(id ?? '', (counts.get(id ?? '') ?? 0) + 1);
    expect([...counts.values()]).toEqual([8, 8, 8, 8, 8, 8, 8]);
    expect(sequence[1]).toBe('bava');
    expect(sequence[7]).toBe('vishti');
    expect(sequence[56]).toBe('vishti');
    expect(karanaOfHalfTithi(0)).toBeNull();
    expect(karanaOfHalfTithi(61)).toBeNull();
  });
});

describe('varas table', () => {
  it('has 7 weekdays from Sunday (0) with Sanskrit names and lords', () => {
    expect(VARAS.map((v) => v.en)).toEqual(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
    expect(VARAS.map((v) => v.sanskrit)).toEqual(['Ravivara', 'Somavara', 'Mangalavara', 'Budhavara', 'Guruvara',
      'Shukravara', 'Shanivara']);
    expect(varaByIndex(4).lord).toBe('jupiter');
    expect(isWeekdayIndex(6)).toBe(true);
    expect(isWeekdayIndex(7)).toBe(false);
  });
});
