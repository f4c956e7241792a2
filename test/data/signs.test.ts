import { describe, expect, it } from 'vitest';
import {
  SIGNS, SIGN_IDS, isSignId, signAtLongitude, signByNumber, signCountedFrom, westernSignOfDate,
} from '../../data/signs.ts';

describe('signs table', () => {
  it('has the twelve signs numbered 1–12 in zodiacal order', () => {
    expect(SIGNS.map((sign) => sign.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('uses the spec path values and Sanskrit names in the spec order', () => {
    expect(SIGN_IDS).toEqual(['aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio',
      'sagittarius', 'capricorn', 'aquarius', 'pisces']);
    expect(SIGNS.map((sign) => sign.sanskrit)).toEqual(['Mesh', 'Vrishabha', 'Mithun', 'Karka', 'Simha', 'Kanya',
      'Tula', 'Vrishchika', 'Dhanu', 'Makar', 'Kumbha', 'Meen']);
  });

  it('cycles element, modality and gender with the period of the classical scheme', () => {
    const elements = ['fire', 'earth', 'air', 'water'];
    const modalities = ['movable', 'fixed', 'dual'];
    for (const sign of SIGNS) {
      expect(sign.element).toBe(elements[(sign.number - 1) % 4]);
      expect(sign.modality).toBe(modalities[(sign.number - 1) % 3]);
      expect(sign.gender).toBe(sign.number % 2 === 1 ? 'male' : 'female');
    }
  });

  it('marks Ar Ta Ge Li Sc Sg odd-footed and the rest even-footed (PyJHora odd_footed_signs)', () => {
    const oddFooted = SIGNS.filter((sign) => sign.footedness === 'odd').map((sign) => sign.number - 1);
    expect(oddFooted).toEqual([0, 1, 2, 6, 7, 8]);
  });

  it('has Western ranges that tile the calendar year day after day', () => {
    const leapYearDays: Array<[number, number]> = [];
    for (let month = 1; month <= 12; month += 1) {
      const length = new Date(Date.UTC(2024, month, 0)).getUTCDate();
      for (let day = 1; day <= length; day += 1) leapYearDays.push([month, day]);
    }
    const counts = new Map<string, number>();
    for (const [month, day] of leapYearDays) {
      const id = westernSignOfDate(month, day).id;
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    expect(counts.size).toBe(12);
    for (const sign of SIGNS) {
      const start = westernSignOfDate(sign.westernRange.start.month, sign.westernRange.start.day);
      const end = westernSignOfDate(sign.westernRange.end.month, sign.westernRange.end.day);
      expect([start.id, end.id]).toEqual([sign.id, sign.id]);
    }
    expect(westernSignOfDate(3, 20).id).toBe('pisces');
    expect(westernSignOfDate(3, 21).id).toBe('aries');
    expect(westernSignOfDate(12, 31).id).toBe('capricorn');
    expect(westernSignOfDate(1, 1).id).toBe('capricorn');
  });

  it('looks signs up by number, id and longitude', () => {
    expect(signByNumber(9)?.id).toBe('sagittarius');
    expect(signByNumber(0)).toBeNull();
    expect(signByNumber(12.5)).toBeNull();
    expect(isSignId('leo')).toBe(true);
    expect(isSignId('Leo')).toBe(false);
    expect(signAtLongitude(0).id).toBe('aries');
    expect(signAtLongitude(29.999999).id).toBe('aries');
    expect(signAtLongitude(30).id).toBe('taurus');
    expect(signAtLongitude(359.9).id).toBe('pisces');
    expect(signAtLongitude(-0.1).id).toBe('pisces');
    expect(signAtLongitude(720 + 95).id).toBe('cancer');
  });

  it('counts signs inclusively as jyotish does (the 9th from Aries is Sagittarius)', () => {
    expect(signCountedFrom('aries', 1).id).toBe('aries');
    expect(signCountedFrom('aries', 9).id).toBe('sagittarius');
    expect(signCountedFrom('capricorn', 7).id).toBe('cancer');
    expect(signCountedFrom('pisces', 2).id).toBe('aries');
    expect(signCountedFrom('aries', 13).id).toBe('aries');
  });
});
