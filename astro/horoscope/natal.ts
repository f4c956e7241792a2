/**
 * A natal horoscope: the sign reading of the natal Moon sign for the period (sign-horoscope.ts), with what the
 * birth adds: the running Vimshottari mahadasha and antardasha, Saturn's phase from the natal Moon (Sade Sati,
 * Kantaka, Ashtama), the transits over the lagna, and the chandrashtama and tara bala of each date of the period
 * (the Moon at 00:00 UT counted from the natal Moon sign and nakshatra).
 */
import { fillTemplate } from '../dasha/analysis/templates.ts';
import type { DashaPeriod } from '../dasha/types.ts';
import { GRAHA_IDS, type GrahaId, grahaById, isGrahaId } from '../../data/grahas.ts';
import { nakshatraByNumber } from '../../data/nakshatras.ts';
import { NATAL_PHRASES, SATURN_PHASES, taraOf } from '../../data/natal-horoscope.ts';
import { signName } from '../../data/signs.ts';
import type { BirthReport } from '../reports/birth-report.ts';
import { addDays, formatLocalDate, localDateOf, parseLocalDate, type Zone } from '../time.ts';
import { houseFrom } from './gochara.ts';
import { type SignHoroscopeReport, signHoroscopeReport, type SignHoroscopeRequest } from './report.ts';
import type { HoroscopeSky } from './sky.ts';
import { type Lang, named } from '../../data/text.ts';

export interface NatalHoroscopeRequest {
  readonly period: SignHoroscopeRequest['period'];
  readonly start: string;
  readonly lang: Lang;
  /** The birth's zone: the period's dates and every date shown are its civil dates. */
  readonly zone: Zone;
}

export interface NatalHoroscope {
  /** The sign reading of the natal Moon sign (sidereal). */
  readonly reading: SignHoroscopeReport;
  readonly moonSign: number;
  readonly nakshatra: number;
  readonly lagnaSign: number;
  readonly dasha: { readonly mahadasha: DashaPeriod; readonly antardasha: DashaPeriod } | null;
  /** Saturn's house from the natal Moon on the period's first date, and its named phase (null outside them). */
  readonly saturn: { readonly house: number; readonly phase: (typeof SATURN_PHASES)[keyof typeof SATURN_PHASES] | null };
  /** Each graha's house from the lagna on the period's first date. */
  readonly fromLagna: Readonly<Record<GrahaId, number>>;
  /** Dates of the period with the Moon in the 8th from the natal Moon at 00:00 UT. */
  readonly chandrashtama: readonly string[];
  readonly taraBala: readonly { readonly date: string; readonly tara: ReturnType<typeof taraOf> }[];
  /** The opening, dasha and Saturn sentences. */
  readonly summary: readonly string[];
}

/** Writes the natal horoscope of `birth` (a birth report whose `now` is the period's first date) from `sky`. */
export function natalHoroscope(request: NatalHoroscopeRequest, birth: BirthReport, sky: HoroscopeSky): NatalHoroscope {
  const { lang } = request;
  const moon = birth.chart.grahas.moon;
  const lagnaSign = birth.chart.lagna.sign;
  const reading = signHoroscopeReport({ sign: moon.sign, period: request.period, start: request.start, lang, zodiac: 'sidereal', zone: request.zone }, sky);
  const first = sky.days[0]!;
  const at = (id: GrahaId) => first.find((r) => r.graha === id)!;
  const saturnHouse = houseFrom(moon.sign, at('saturn').sign);
  const phase = (SATURN_PHASES as Readonly<Partial<Record<number, (typeof SATURN_PHASES)[keyof typeof SATURN_PHASES]>>>)[saturnHouse] ?? null;
  const fromLagna = Object.fromEntries(GRAHA_IDS.map((id) => [id, houseFrom(lagnaSign, at(id).sign)])) as Record<GrahaId, number>;
  const dates = sky.days.slice(0, -1).map((_, i) => formatLocalDate(addDays(parseLocalDate(request.start), i)));
  const moonRows = sky.days.slice(0, -1).map((rows) => rows.find((r) => r.graha === 'moon')!);
  const current = birth.vimshottari.current;
  const dasha = current && current.length >= 2 ? { mahadasha: current[0]!, antardasha: current[1]! } : null;
  const name = (lord: string) => (isGrahaId(lord) ? named(grahaById(lord), lang) : lord);
  const summary = [
    fillTemplate(named(NATAL_PHRASES.opening, lang), {
      sign: signName(moon.sign, lang),
      nakshatra: named(nakshatraByNumber(moon.nakshatra)!, lang),
      lagna: signName(lagnaSign, lang),
    }),
    ...(dasha ? [fillTemplate(named(NATAL_PHRASES.dasha, lang), { maha: name(dasha.mahadasha.lord), antar: name(dasha.antardasha.lord), until: formatLocalDate(localDateOf(request.zone, dasha.antardasha.end)) })] : []),
    ...(phase ? [fillTemplate(named(NATAL_PHRASES.saturn, lang), { phase: named(phase, lang) })] : []),
  ];
  return {
    reading,
    moonSign: moon.sign,
    nakshatra: moon.nakshatra,
    lagnaSign,
    dasha,
    saturn: { house: saturnHouse, phase },
    fromLagna,
    chandrashtama: dates.filter((_, i) => houseFrom(moon.sign, moonRows[i]!.sign) === 8),
    taraBala: dates.map((date, i) => ({ date, tara: taraOf(moon.nakshatra, moonRows[i]!.nakshatra) })),
    summary,
  };
}
