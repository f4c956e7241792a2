/** Sign-horoscope responses: the spec's daily and monthly shapes, and weekly and yearly in the same spirit. */
import type { Basis } from '../../../astro/horoscope/sign-horoscope.ts';
import type { DashaPeriod } from '../../../astro/dasha/types.ts';
import { formatLocalDate, localDateOf } from '../../../astro/time.ts';
import { SIGN_HOROSCOPE_ZONE } from '../../../astro/horoscope/sky.ts';
import { nakshatraByNumber } from '../../../data/nakshatras.ts';
import { signById, signName } from '../../../data/signs.ts';
import { birthDetailsOf, chartSettingsOf } from '../../shared/birth.ts';
import { lordName } from '../../shared/dasha-lord.ts';
import { zoneLabel } from '../../shared/format.ts';
import { type Lang, named } from '../../shared/lang.ts';
import { ZODIAC_READINGS } from '../../../data/horoscope-phrases.ts';
import type { NatalHoroscopeResult, SignHoroscope } from './operations.ts';

/** A basis with its sign named in the response language. */
function basisOf(basis: Basis, lang: Lang) {
  return { ...basis, sign: signName(basis.sign, lang), signNumber: basis.sign };
}

export function horoscopeResponse({ signId, report, zodiac, source }: SignHoroscope, lang: Lang) {
  const common = {
    sign: named(signById(signId), lang),
    signId,
    zodiac,
    reading: named(ZODIAC_READINGS[zodiac], lang),
    settings: { timezone: zoneLabel(SIGN_HOROSCOPE_ZONE), timezoneSource: 'default' as const },
    source,
    statements: report.statements.map((st) => ({ ...st, basis: basisOf(st.basis, lang) })),
    keyDates: report.keyDates.map((k) => ({ ...k, basis: basisOf(k.basis, lang) })),
  };
  switch (report.period) {
    case 'daily':
      return { ...common, period: report.period, date: report.date, prediction: report.prediction, lucky: report.lucky, remedies: [...report.remedies], planetaryInfluences: report.planetaryInfluences };
    case 'weekly':
      return { ...common, period: report.period, from: report.from, to: report.to, overview: report.overview, days: [...report.days], remedies: [...report.remedies] };
    case 'monthly':
      return { ...common, period: report.period, from: report.from, to: report.to, month: report.month, overview: report.overview, monthlyRemedies: [...report.remedies] };
    case 'yearly':
      return { ...common, period: report.period, from: report.from, to: report.to, year: report.year, overview: report.overview, remedies: [...report.remedies] };
  }
}

/** The natal horoscope: the birth, its dasha and Saturn phase, the Moon-sign reading, chandrashtama and tara bala. */
export function natalHoroscopeResponse({ birth, natal }: NatalHoroscopeResult, lang: Lang) {
  const r = natal.reading;
  const localDate = (instant: number) => formatLocalDate(localDateOf(birth.zone, instant));
  const period = (p: DashaPeriod) => ({ planet: lordName(p.lord, lang), startDate: localDate(p.start), endDate: localDate(p.end) });
  return {
    period: r.period,
    from: r.period === 'daily' ? r.date : r.from,
    to: r.period === 'daily' ? r.date : r.to,
    birthDetails: birthDetailsOf(birth),
    settings: chartSettingsOf(birth),
    moonSign: signName(natal.moonSign, lang),
    nakshatra: named(nakshatraByNumber(natal.nakshatra)!, lang),
    lagna: signName(natal.lagnaSign, lang),
    dasha: natal.dasha ? { mahadasha: period(natal.dasha.mahadasha), antardasha: period(natal.dasha.antardasha) } : null,
    sadeSati: {
      active: natal.saturn.phase !== null && natal.saturn.phase.id.startsWith('sade-sati'),
      phase: natal.saturn.phase?.id ?? null,
      phaseName: natal.saturn.phase ? named(natal.saturn.phase, lang) : null,
      saturnHouseFromMoon: natal.saturn.house,
    },
    transitsFromLagna: natal.fromLagna,
    summary: [...natal.summary],
    prediction: r.period === 'daily' ? r.prediction : r.overview,
    statements: r.statements.map((st) => ({ ...st, basis: basisOf(st.basis, lang) })),
    keyDates: r.keyDates.map((k) => ({ ...k, basis: basisOf(k.basis, lang) })),
    remedies: [...r.remedies],
    chandrashtamaDays: [...natal.chandrashtama],
    taraBala: natal.taraBala.map(({ date, tara }) => ({ date, tara: tara.number, name: named(tara, lang), favorable: tara.favorable })),
  };
}
