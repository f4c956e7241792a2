/**
 * Sign horoscopes over the real sky: the same inputs give the same words, texts vary across signs and days as a
 * reader expects, every statement's basis is a placement the positions confirm, and Hindi is Hindi.
 */
import { describe, expect, it } from 'vitest';
import { houseFrom, signOnZodiac } from '../../astro/horoscope/gochara.ts';
import type { Lang } from '../../data/text.ts';
import { dailyHoroscope, monthTitle, periodHoroscope, periodStart, type Basis } from '../../astro/horoscope/sign-horoscope.ts';
import { HOROSCOPE_SKY_OPTIONS, horoscopeSky, utcMidnight } from '../../astro/horoscope/sky.ts';
import { addDays, type LocalDate, MS_PER_DAY, parseLocalDate } from '../../astro/time.ts';
import { transitEvents } from '../../astro/transits/events.ts';
import { dailyPositions } from '../../astro/transits/daily.ts';

const SIGNS = Array.from({ length: 12 }, (_, i) => i + 1);
const JAN_1 = parseLocalDate('2026-01-01');

function daily(sign: number, date: LocalDate, lang: Lang = 'en', zodiac: 'sidereal' | 'tropical' = 'sidereal') {
  return dailyHoroscope({ sign, zodiac, lang, start: date, ...horoscopeSky('daily', date) });
}

/**
 * The basis holds: a lunation or an eclipse is in the events of its date (a lunation in that sign); any other
 * basis is a graha standing in that sign at 00:00 UT of its first and last dates. Either way the house is that
 * sign counted from the reader's sign.
 */
function expectConfirmed(basis: Basis, readerSign: number, rule: string, zodiac: 'sidereal' | 'tropical' = 'sidereal') {
  expect(houseFrom(readerSign, basis.sign)).toBe(basis.house);
  const lunation = /^event\.(new-moon|full-moon|solar-eclipse|lunar-eclipse)$/.exec(rule);
  if (lunation) {
    const from = utcMidnight(parseLocalDate(basis.from));
    const events = transitEvents(from, from + MS_PER_DAY, { ...HOROSCOPE_SKY_OPTIONS, types: [lunation[1] as 'new-moon'] });
    expect(events, `${rule} on ${basis.from}`).toHaveLength(1);
    const event = events[0]!;
    if ('sign' in event && zodiac === 'sidereal') expect(event.sign).toBe(basis.sign);
    return;
  }
  for (const date of [basis.from, basis.to]) {
    const row = dailyPositions(utcMidnight(parseLocalDate(date)), HOROSCOPE_SKY_OPTIONS).find((r) => r.graha === basis.planet)!;
    expect(signOnZodiac(row, zodiac), `${basis.planet} on ${date}`).toBe(basis.sign);
  }
}

describe('sign horoscopes', () => {
  it('gives the same words for the same inputs', () => {
    expect(daily(5, JAN_1)).toEqual(daily(5, JAN_1));
  });

  it('reads differently across the 12 signs over 30 days (at least 95 % distinct) and across a sign\'s week', () => {
    const texts = SIGNS.flatMap((sign) => Array.from({ length: 30 }, (_, i) => daily(sign, addDays(JAN_1, i)).prediction));
    expect(new Set(texts).size / texts.length).toBeGreaterThanOrEqual(0.95);
    for (const sign of SIGNS) {
      for (let start = 0; start + 7 <= 30; start += 7) {
        const week = texts.slice((sign - 1) * 30 + start, (sign - 1) * 30 + start + 7);
        expect(new Set(week).size, `sign ${sign}, days ${start + 1}–${start + 7}`).toBe(7);
      }
    }
  });

  it('rests every statement and key date on a placement the positions confirm', () => {
    for (const sign of SIGNS) {
      const h = daily(sign, addDays(JAN_1, sign * 2));
      for (const st of h.statements) expectConfirmed(st.basis, sign, st.rule);
      for (const k of h.keyDates) expectConfirmed(k.basis, sign, k.rule);
      const month = periodHoroscope('monthly', { sign, zodiac: 'sidereal', lang: 'en', start: JAN_1, ...horoscopeSky('monthly', JAN_1) });
      for (const st of month.statements) expectConfirmed(st.basis, sign, st.rule);
      for (const k of month.keyDates) expectConfirmed(k.basis, sign, k.rule);
      expect(month.keyDates.length).toBeGreaterThan(0);
    }
  });

  it('reads a tropical reader\'s sign and positions on the tropical zodiac', () => {
    const h = daily(1, JAN_1, 'en', 'tropical');
    for (const st of h.statements) expectConfirmed(st.basis, 1, st.rule, 'tropical');
  });

  it('writes Hindi in Devanagari, with no English words', () => {
    const h = daily(8, JAN_1, 'hi');
    const month = periodHoroscope('monthly', { sign: 8, zodiac: 'sidereal', lang: 'hi', start: JAN_1, ...horoscopeSky('monthly', JAN_1) });
    const texts = [h.prediction, ...h.remedies, ...Object.values(h.planetaryInfluences), h.lucky.color, h.lucky.stone, month.overview, ...month.keyDates.map((k) => k.prediction), ...month.remedies, monthTitle(JAN_1, 'hi')];
    for (const text of texts) {
      expect(text, text).toMatch(/[\u0900-\u097F]/);
      expect(text, text).not.toMatch(/[A-Za-z]/);
    }
  });

  it('starts a week on Monday, a month on the 1st and a year on 1 January', () => {
    const date = parseLocalDate('2026-03-19'); // a Thursday
    expect(periodStart('weekly', date)).toEqual(parseLocalDate('2026-03-16'));
    expect(periodStart('monthly', date)).toEqual(parseLocalDate('2026-03-01'));
    expect(periodStart('yearly', date)).toEqual(parseLocalDate('2026-01-01'));
  });

  it('gives a year its slow ingresses and eclipses as key dates', () => {
    const year = periodHoroscope('yearly', { sign: 10, zodiac: 'sidereal', lang: 'en', start: JAN_1, ...horoscopeSky('yearly', JAN_1) });
    const rules = new Set(year.keyDates.map((k) => k.rule));
    expect(rules).toContain('event.sign-ingress');
    expect([...rules].some((r) => r.includes('eclipse'))).toBe(true);
    expect(year.from).toBe('2026-01-01');
    expect(year.to).toBe('2026-12-31');
  });

  it('names a planet retrograde through the middle of the period, over the dates it stays retrograde there', () => {
    const march = parseLocalDate('2026-03-01');
    const month = periodHoroscope('monthly', { sign: 4, zodiac: 'sidereal', lang: 'en', start: march, ...horoscopeSky('monthly', march) });
    const retrograde = month.statements.filter((st) => st.rule.startsWith('retrograde.'));
    expect(retrograde.map((st) => st.rule)).toContain('retrograde.mercury');
    for (const st of retrograde) {
      expectConfirmed(st.basis, 4, st.rule);
      for (const date of [st.basis.from, st.basis.to]) {
        const row = dailyPositions(utcMidnight(parseLocalDate(date)), HOROSCOPE_SKY_OPTIONS).find((r) => r.graha === st.basis.planet)!;
        expect(row.retrograde, `${st.basis.planet} on ${date}`).toBe(true);
      }
    }
    expect(month.overview).toContain(retrograde[0]!.text);
  });
});
