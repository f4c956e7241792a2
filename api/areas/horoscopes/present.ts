/** Sign-horoscope responses: the spec's daily and monthly shapes, and weekly and yearly in the same spirit. */
import type { Basis } from '../../../astro/horoscope/sign-horoscope.ts';
import { signByNumber, signById } from '../../../data/signs.ts';
import { type Lang, named } from '../../shared/lang.ts';
import type { SignHoroscope } from './operations.ts';

const READING = {
  sidereal: {
    en: 'The sign is read as the Moon sign (rashi) on the sidereal zodiac (Lahiri), as rashifal columns read it; houses are counted from it.',
    hi: 'राशि को चंद्र राशि माना गया है (निरयण राशिचक्र, लाहिड़ी अयनांश), जैसे राशिफल में पढ़ी जाती है; भाव इसी से गिने गए हैं।',
  },
  tropical: {
    en: 'The sign is read as the Sun sign on the tropical zodiac, as western columns read it; houses are counted from it.',
    hi: 'राशि को सायन राशिचक्र पर सूर्य राशि माना गया है, जैसे पश्चिमी स्तंभों में; भाव इसी से गिने गए हैं।',
  },
} as const;

function basisOf(basis: Basis, lang: Lang) {
  return { ...basis, sign: named(signByNumber(basis.sign)!, lang), signNumber: basis.sign };
}

export function horoscopeResponse({ signId, report, zodiac, source }: SignHoroscope, lang: Lang) {
  const common = {
    sign: named(signById(signId), lang),
    signId,
    zodiac,
    reading: READING[zodiac][lang],
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
