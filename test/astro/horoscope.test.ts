/**
 * Sign horoscopes over the real sky: the same inputs give the same words, texts vary across signs and days as a
 * reader expects, every statement's basis is a placement the positions confirm, and Hindi is Hindi.
 */
import { describe, expect, it } from 'vitest';
import { houseFrom, signOnZodiac } from '../../astro/horoscope/gochara.ts';
import type { Lang } from '../../data/text.ts';
import { dailyHoroscope, monthTitle, periodHoroscope, periodStart, type Basis } from '../../astro/horoscope/sign-horoscope.ts';
import { HOROSCOPE_SKY_OPTIONS, horoscopeSky, SIGN_HOROSCOPE_ZONE, utcMidnight } from '../../astro/horoscope/sky.ts';
import { addDays, formatLocalDate, type LocalDate, localDateOf, parseLocalDate, startOfLocalDate } from '../../astro/time.ts';
import { transitEvents } from '../../astro/transits/events.ts';
import { dailyPositions } from '../../astro/transits/daily.ts';

const SIGNS = Array.from({ length: 12 }, (_, i) => i + 1);
const JAN_1 = parseLocalDate('2026-01-01');

function daily(sign: number, date: LocalDate, lang: Lang = 'en', zodiac: 'sidereal' | 'tropical' = 'sidereal') {
  return dailyHoroscope({ sign, zodiac, lang, start: date, zone: SIGN_HOROSCOPE_ZONE, ...horoscopeSky('daily', date) });
}

/**
 * The basis holds: a lunation or an eclipse is in the events of its local date (IST; a lunation in that sign); a
 * sign ingress or the start of chandrashtama has the graha in that sign at the end of its local date; any other
 * basis is a graha standing in that sign at 00:00 UT of its first and last dates. Either way the house is that
 * sign counted from the reader's sign.
 */
function expectConfirmed(basis: Basis, readerSign: number, rule: string, zodiac: 'sidereal' | 'tropical' = 'sidereal') {
  expect(houseFrom(readerSign, basis.sign)).toBe(basis.house);
  const lunation = /^event\.(new-moon|full-moon|solar-eclipse|lunar-eclipse)$/.exec(rule);
  if (lunation) {
    const date = parseLocalDate(basis.from);
    const from = startOfLocalDate(SIGN_HOROSCOPE_ZONE, date);
    const events = transitEvents(from, startOfLocalDate(SIGN_HOROSCOPE_ZONE, addDays(date, 1)), { ...HOROSCOPE_SKY_OPTIONS, types: [lunation[1] as 'new-moon'] });
    expect(events, `${rule} on ${basis.from}`).toHaveLength(1);
    const event = events[0]!;
    if ('sign' in event && zodiac === 'sidereal') expect(event.sign).toBe(basis.sign);
    return;
  }
  if (rule === 'event.sign-ingress' || rule === 'event.chandrashtama') {
    const endOfDate = startOfLocalDate(SIGN_HOROSCOPE_ZONE, addDays(parseLocalDate(basis.from), 1)) - 1;
    const row = dailyPositions(endOfDate, HOROSCOPE_SKY_OPTIONS).find((r) => r.graha === basis.planet)!;
    expect(signOnZodiac(row, zodiac), `${basis.planet} at the end of ${basis.from}`).toBe(basis.sign);
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
      const month = periodHoroscope('monthly', { sign, zodiac: 'sidereal', lang: 'en', start: JAN_1, zone: SIGN_HOROSCOPE_ZONE, ...horoscopeSky('monthly', JAN_1) });
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
    const month = periodHoroscope('monthly', { sign: 8, zodiac: 'sidereal', lang: 'hi', start: JAN_1, zone: SIGN_HOROSCOPE_ZONE, ...horoscopeSky('monthly', JAN_1) });
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
    const year = periodHoroscope('yearly', { sign: 10, zodiac: 'sidereal', lang: 'en', start: JAN_1, zone: SIGN_HOROSCOPE_ZONE, ...horoscopeSky('yearly', JAN_1) });
    const rules = new Set(year.keyDates.map((k) => k.rule));
    expect(rules).toContain('event.sign-ingress');
    expect([...rules].some((r) => r.includes('eclipse'))).toBe(true);
    expect(year.from).toBe('2026-01-01');
    expect(year.to).toBe('2026-12-31');
  });

  it('names a planet retrograde through the middle of the period, over the dates it stays retrograde there', () => {
    const march = parseLocalDate('2026-03-01');
    const month = periodHoroscope('monthly', { sign: 4, zodiac: 'sidereal', lang: 'en', start: march, zone: SIGN_HOROSCOPE_ZONE, ...horoscopeSky('monthly', march) });
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

  it('dates every sign ingress by its local date in India, in the key date and in the sentence', () => {
    // Venus enters sidereal Virgo at 2026-11-05T19:15:54Z, which is 6 November 00:45 IST.
    const november = parseLocalDate('2026-11-01');
    const month = periodHoroscope('monthly', { sign: 1, zodiac: 'sidereal', lang: 'en', start: november, zone: SIGN_HOROSCOPE_ZONE, ...horoscopeSky('monthly', november) });
    const ingresses = month.keyDates.filter((k) => k.rule === 'event.sign-ingress');
    const venus = ingresses.find((k) => k.basis.planet === 'venus' && k.basis.sign === 6)!;
    expect(venus.date).toBe('2026-11-06');
    expect(venus.prediction).toContain('2026-11-06');
    // Every ingress of the month, on the date the engine's exact sign-ingress events give in IST.
    const from = startOfLocalDate(SIGN_HOROSCOPE_ZONE, november);
    const to = startOfLocalDate(SIGN_HOROSCOPE_ZONE, parseLocalDate('2026-12-01'));
    const exact = transitEvents(from, to, { ...HOROSCOPE_SKY_OPTIONS, types: ['sign-ingress'] }).filter((e) => e.graha !== 'moon');
    const expected = exact.map((e) => `${formatLocalDate(localDateOf(SIGN_HOROSCOPE_ZONE, e.instant))} ${e.graha} ${'toSign' in e ? e.toSign : ''}`);
    expect(ingresses.map((k) => `${k.date} ${k.basis.planet} ${k.basis.sign}`).sort()).toEqual(expected.sort());
    for (const k of ingresses) expect(k.prediction).toContain(k.date);
  });

  it('reads the dates of a natal horoscope in the birth\'s zone', () => {
    // Mercury enters sidereal Aries at 2026-04-30T01:22:56Z, which is 29 April 21:22 in New York.
    const april = parseLocalDate('2026-04-01');
    const newYork = { kind: 'iana', name: 'America/New_York' } as const;
    const month = periodHoroscope('monthly', { sign: 1, zodiac: 'sidereal', lang: 'en', start: april, zone: newYork, ...horoscopeSky('monthly', april) });
    const ingresses = month.keyDates.filter((key) => key.rule === 'event.sign-ingress');
    expect(ingresses.find((k) => k.basis.planet === 'mercury' && k.basis.sign === 1)?.date).toBe('2026-04-29');
    const from = startOfLocalDate(newYork, april);
    const to = startOfLocalDate(newYork, parseLocalDate('2026-05-01'));
    const exact = transitEvents(from, to, { ...HOROSCOPE_SKY_OPTIONS, types: ['sign-ingress'] }).filter((e) => e.graha !== 'moon');
    const expected = exact.map((e) => `${formatLocalDate(localDateOf(newYork, e.instant))} ${e.graha} ${'toSign' in e ? e.toSign : ''}`);
    expect(ingresses.map((k) => `${k.date} ${k.basis.planet} ${k.basis.sign}`).sort()).toEqual(expected.sort());
  });
});
