import { describe, expect, it } from 'vitest';
import { ANANDADI_START_STARS, ANANDADI_YOGAS } from '../../data/anandadi.ts';
import { GHATIS_PER_NAKSHATRA, NAKSHATRA_GHATI_TABLE, WINDOW_GHATIS, ghatiEntryOf } from '../../data/ghati-tables.ts';
import {
  LUNAR_MONTHS, RITUS, SAMVATSARAS, amantaMonthNumberForSunSign, drikRituAtLongitude, purnimantaMonthNumber,
  rituById, samvatsaraOfYearBeginning,
} from '../../data/lunar-calendar.ts';
import { NAKSHATRA_IDS, STARS_28 } from '../../data/nakshatras.ts';
import { PANCHAKA_REMAINDERS, PANCHAK_BY_WEEKDAY } from '../../data/panchaka.ts';
import { DISHA_SHOOL } from '../../data/shool.ts';
import { signByNumber } from '../../data/signs.ts';

describe('anandadi table', () => {
  it('has the 28 yogas, 16 auspicious', () => {
    expect(ANANDADI_YOGAS.map((y) => y.number)).toEqual(Array.from({ length: 28 }, (_, i) => i + 1));
    expect(ANANDADI_YOGAS[0].en).toBe('Ananda');
    expect(ANANDADI_YOGAS[27].en).toBe('Vardhamana');
    expect(ANANDADI_YOGAS.filter((y) => y.isAuspicious)).toHaveLength(16);
  });

  it('starts each weekday four stars after the previous one, Tuesday at Ashlesha', () => {
    ANANDADI_START_STARS.forEach((entry, weekday) => expect(STARS_28.indexOf(entry.star)).toBe(4 * weekday));
    expect(ANANDADI_START_STARS[2].star).toBe('ashlesha');
  });
});

describe('varjyam and amrit kaal table', () => {
  it('has one entry per nakshatra in order, starts inside the 60 ghatis, Mula with two varjyam windows', () => {
    expect(NAKSHATRA_GHATI_TABLE.map((entry) => entry.nakshatra)).toEqual([...NAKSHATRA_IDS]);
    for (const entry of NAKSHATRA_GHATI_TABLE) {
      for (const start of [...entry.varjyamStartGhatis, entry.amritStartGhati]) {
        expect(start).toBeGreaterThanOrEqual(0);
        expect(start).toBeLessThan(GHATIS_PER_NAKSHATRA);
      }
    }
    expect(NAKSHATRA_GHATI_TABLE.filter((entry) => entry.varjyamStartGhatis.length === 2).map((e) => e.nakshatra))
      .toEqual(['mula']);
    expect(WINDOW_GHATIS).toBe(4);
    expect(ghatiEntryOf('ashwini').varjyamStartGhatis).toEqual([50]);
    expect(ghatiEntryOf('revati').amritStartGhati).toBe(54);
  });
});

describe('shool and panchaka tables', () => {
  it('bars west on Sunday and Friday, east on Monday and Saturday, north on Tuesday and Wednesday, south on Thursday', () => {
    expect(DISHA_SHOOL.map((entry) => entry.direction)).toEqual(
      ['west', 'east', 'north', 'north', 'south', 'west', 'east']);
  });

  it('names panchak periods by starting weekday and remainders 1, 2, 4, 6, 8 as faults', () => {
    expect(PANCHAK_BY_WEEKDAY.map((p) => p.en)).toEqual(['Roga Panchak', 'Raja Panchak', 'Agni Panchak', 'Panchak',
      'Panchak', 'Chora Panchak', 'Mrityu Panchak']);
    expect(PANCHAKA_REMAINDERS.filter((r) => !r.isAuspicious).map((r) => [r.remainder, r.id])).toEqual([
      [1, 'mrityu'], [2, 'agni'], [4, 'raja'], [6, 'chora'], [8, 'roga'],
    ]);
  });
});

describe('lunar calendar', () => {
  it('has 12 months named from the Sun sign at the opening new moon, Pisces → Chaitra', () => {
    expect(LUNAR_MONTHS.map((m) => m.en)).toEqual(['Chaitra', 'Vaishakha', 'Jyeshtha', 'Ashadha', 'Shravana',
      'Bhadrapada', 'Ashwin', 'Kartika', 'Margashirsha', 'Pausha', 'Magha', 'Phalguna']);
    for (const month of LUNAR_MONTHS) {
      const signNumber = [...Array(12).keys()].map((i) => i + 1)
        .find((n) => signByNumber(n)?.id === month.sunSignAtStart) ?? 0;
      expect(amantaMonthNumberForSunSign(signNumber)).toBe(month.number);
    }
    expect(purnimantaMonthNumber(9, 'krishna')).toBe(10);
    expect(purnimantaMonthNumber(12, 'krishna')).toBe(1);
    expect(purnimantaMonthNumber(9, 'shukla')).toBe(9);
  });

  it('has 6 ritus of two months each and drik ritus 60° wide from Shishira at 270°', () => {
    expect(RITUS).toHaveLength(6);
    for (const ritu of RITUS) expect(LUNAR_MONTHS.filter((m) => m.ritu === ritu.id)).toHaveLength(2);
    expect(drikRituAtLongitude(270).id).toBe('shishira');
    expect(drikRituAtLongitude(329.99).id).toBe('shishira');
    expect(drikRituAtLongitude(0).id).toBe('vasanta');
    expect(drikRituAtLongitude(90).id).toBe('varsha');
    expect(rituById('sharad').english).toBe('Autumn');
  });

  it('has 60 samvatsaras; Ugadi 1987 began Prabhava, 2020 Sharvari (drikpanchang: Shaka 1942 Sharvari), 2024 Krodhi', () => {
    expect(SAMVATSARAS).toHaveLength(60);
    expect(new Set(SAMVATSARAS.map((s) => s.en)).size).toBe(60);
    expect(samvatsaraOfYearBeginning(1987).en).toBe('Prabhava');
    expect(samvatsaraOfYearBeginning(2020).en).toBe('Sharvari');
    expect(samvatsaraOfYearBeginning(2024).en).toBe('Krodhi');
    expect(samvatsaraOfYearBeginning(1986).en).toBe('Akshaya');
    expect(samvatsaraOfYearBeginning(2047).en).toBe('Prabhava');
  });
});
